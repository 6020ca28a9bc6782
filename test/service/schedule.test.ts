/** The demo schedules: discounts never fall short of their nominal percentage, prices are exact cents; starts are exact across daylight-saving changes. */
import { describe, expect, it } from 'vitest';
import { loadDemoCatalog } from '../../service/seed/demo.js';
import type { CourseEntry } from '../../service/seed/catalog.js';
import { scheduledTeeTimes, teeTimesOn } from '../../service/seed/schedule.js';
import { zonedToUtc } from '../../service/time.js';
import { TEST_START } from '../support/service.js';

describe('demo schedule', () => {
  const rows = scheduledTeeTimes(loadDemoCatalog(), TEST_START, 14);

  it('gives every hot deal at least 25 % and every twilight tee time at least its course discount', () => {
    const hotDeals = rows.filter((r) => r.icons.split(',').includes('4'));
    expect(hotDeals.length).toBeGreaterThan(100);
    for (const r of hotDeals) expect((r.rackRateCents - r.rateCents) * 100).toBeGreaterThanOrEqual(25 * r.rackRateCents);
    const twilight = rows.filter((r) => r.icons.split(',').includes('3'));
    for (const r of twilight) expect((r.rackRateCents - r.rateCents) * 100).toBeGreaterThanOrEqual(30 * r.rackRateCents);
  });

  it('prices in whole cents and never above rack', () => {
    for (const r of rows) {
      expect(Number.isInteger(r.rateCents) && Number.isInteger(r.rackRateCents)).toBe(true);
      expect(r.rateCents).toBeLessThanOrEqual(r.rackRateCents);
    }
  });
});

describe('tee-time starts', () => {
  const course: CourseEntry = {
    id: 1,
    name: 'Night',
    holes: 9,
    first: '00:30',
    last: '05:00',
    every: 30,
    rateCents: 1000,
    weekendPercent: 0,
    twilightFrom: '23:59',
    twilightPercent: 0,
    icons: [],
  };
  const noDeals = { sharePercent: 0, discountPercent: 0 };

  // New York: clocks go forward at 02:00 on 2027-03-14 and back at 02:00 on 2027-11-07.
  for (const date of ['2027-03-13', '2027-03-14', '2027-11-07']) {
    it(`are the zone's own conversion of each local time on ${date}`, () => {
      const rows = teeTimesOn(course, 'America/New_York', date, noDeals);
      expect(rows).toHaveLength(10);
      for (const r of rows) expect(r.startsAt).toBe(zonedToUtc(date, r.localTime, 'America/New_York'));
    });
  }

  it('lose the hour skipped in spring: 03:00 starts 30 minutes after 01:30', () => {
    const rows = teeTimesOn(course, 'America/New_York', '2027-03-14', noDeals);
    const at = (time: string): number => rows.find((r) => r.localTime === time)!.startsAt;
    expect(at('03:00') - at('01:30')).toBe(30 * 60_000);
  });
});
