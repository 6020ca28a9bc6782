/** The demo schedules: discounts never fall short of their nominal percentage, prices are exact cents. */
import { describe, expect, it } from 'vitest';
import { loadDemoCatalog } from '../../service/seed/demo.js';
import { scheduledTeeTimes } from '../../service/seed/schedule.js';
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
