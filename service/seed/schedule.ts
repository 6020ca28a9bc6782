/**
 * Tee times from a course's daily schedule: a start every N minutes from first to last tee,
 * capacity 4, rack rate with a weekend uplift, twilight and hot-deal discounts on the rate.
 */
import { createHash } from 'node:crypto';
import { applyBasisPoints } from '../money.js';
import type { Queryable, SqlValue } from '../db/database.js';
import { addDays, localParts, zonedToUtc } from '../time.js';
import type { Catalog, CourseEntry } from './catalog.js';

export const CAPACITY = 4;
const TWILIGHT_ICON = 3;
const HOT_DEAL_ICON = 4;

export interface NewTeeTime {
  readonly courseId: number;
  readonly startsAt: number;
  readonly localDate: string;
  readonly localTime: string;
  readonly holes: number;
  readonly capacity: number;
  readonly rackRateCents: number;
  readonly rateCents: number;
  readonly icons: string;
  readonly information: string | null;
}

/** The tee times of one course on one facility-local date. */
export function teeTimesOn(course: CourseEntry, zone: string, date: string, hotDeals: Catalog['hotDeals']): NewTeeTime[] {
  const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
  const rack = applyBasisPoints(course.rateCents, 10_000 + (weekend ? course.weekendPercent * 100 : 0));
  const rows: NewTeeTime[] = [];
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
      capacity: CAPACITY,
      rackRateCents: rack,
      // Rounded down, in the golfer's favour, so a "25 % off" tee time is never less than 25 % off.
      rateCents: Math.floor((rack * (100 - discount)) / 100),
      icons: icons.sort((a, b) => a - b).join(','),
      information: null,
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

/** The scheduled tee times of every course from today (facility-local) to `days` − 1 days ahead. */
export function scheduledTeeTimes(catalog: Catalog, now: number, days: number): NewTeeTime[] {
  const rows: NewTeeTime[] = [];
  for (const facility of catalog.facilities) {
    const today = localParts(now, facility.zone).date;
    for (let day = 0; day < days; day++) {
      for (const course of facility.courses) {
        rows.push(...teeTimesOn(course, facility.zone, addDays(today, day), catalog.hotDeals));
      }
    }
  }
  return rows;
}

/** Inserts tee times, skipping any already there (same course, start and holes); returns how many were added. */
export async function insertNewTeeTimes(tx: Queryable, rows: readonly NewTeeTime[]): Promise<number> {
  const BATCH = 200;
  let added = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const values: SqlValue[] = batch.flatMap((r) => [
      r.courseId,
      r.startsAt,
      r.localDate,
      r.localTime,
      r.holes,
      r.capacity,
      r.rackRateCents,
      r.rateCents,
      r.icons,
      r.information,
    ]);
    const result = await tx.run(
      `INSERT INTO tee_times (course_id, starts_at, local_date, local_time, holes, capacity, rack_rate_cents, rate_cents, icons, information)
       VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (course_id, starts_at, holes) DO NOTHING`,
      values,
    );
    added += result.changes;
  }
  return added;
}
