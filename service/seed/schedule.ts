/**
 * Tee times from a course's daily schedule: a start every N minutes from first to last tee,
 * capacity 4, rack rate with a weekend uplift, twilight and hot-deal discounts on the rate.
 */
import { createHash } from 'node:crypto';
import { applyBasisPoints } from '../money.js';
import { zonedToUtc } from '../time.js';
import type { Catalog, CourseEntry } from './catalog.js';

export const CAPACITY = 4;
const TWILIGHT_ICON = 3;
const HOT_DEAL_ICON = 4;

export interface TeeTimeRow {
  readonly courseId: number;
  readonly startsAt: number;
  readonly localDate: string;
  readonly localTime: string;
  readonly holes: number;
  readonly rackRateCents: number;
  readonly rateCents: number;
  readonly icons: string;
}

export function teeTimesOn(course: CourseEntry, zone: string, date: string, hotDeals: Catalog['hotDeals']): TeeTimeRow[] {
  const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
  const rack = applyBasisPoints(course.rateCents, 10_000 + (weekend ? course.weekendPercent * 100 : 0));
  const rows: TeeTimeRow[] = [];
  for (let minute = toMinutes(course.first); minute <= toMinutes(course.last); minute += course.every) {
    const time = fromMinutes(minute);
    const icons = [...course.icons];
    let discount = 0;
    if (time >= course.twilightFrom && course.twilightPercent > 0) {
      discount = course.twilightPercent;
      icons.push(TWILIGHT_ICON);
    } else if (isHotDeal(course.id, date, time, hotDeals.sharePercent)) {
      discount = hotDeals.discountPercent;
      icons.push(HOT_DEAL_ICON);
    }
    rows.push({
      courseId: course.id,
      startsAt: zonedToUtc(date, time, zone),
      localDate: date,
      localTime: time,
      holes: course.holes,
      rackRateCents: rack,
      rateCents: applyBasisPoints(rack, 10_000 - discount * 100),
      icons: icons.sort((a, b) => a - b).join(','),
    });
  }
  return rows;
}

/** The same tee time is a hot deal on every run: decided by a hash, not by chance. */
function isHotDeal(courseId: number, date: string, time: string, sharePercent: number): boolean {
  const digest = createHash('sha256').update(`${courseId} ${date} ${time}`).digest();
  return digest.readUInt16BE(0) % 100 < sharePercent;
}

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const fromMinutes = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
