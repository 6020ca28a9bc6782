/**
 * Tee times from a course's daily schedule: a start every N minutes from first to last tee,
 * capacity 4, rack rate with a weekend uplift, twilight and hot-deal discounts on the rate.
 */
import { hash } from 'node:crypto';
import { applyBasisPoints } from '../money.js';
import type { Transaction } from '../db/database.js';
import { addDays, localParts, zonedToUtc } from '../time.js';
import type { Catalog, CourseEntry } from './catalog.js';
import { TEE_TIME_COLUMNS, teeTimeValues, type NewTeeTime } from './new-tee-time.js';
import { insertPostgres } from './postgres-load.js';
import { startBulkLoad, type BulkLoad } from './sqlite-bulk.js';

export type { NewTeeTime } from './new-tee-time.js';

export const CAPACITY = 4;
const TWILIGHT_ICON = 3;
const HOT_DEAL_ICON = 4;

/** The tee times of one course on one facility-local date. */
export function teeTimesOn(course: CourseEntry, zone: string, date: string, hotDeals: Catalog['hotDeals']): NewTeeTime[] {
  const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
  const rack = applyBasisPoints(course.rateCents, 10_000 + (weekend ? course.weekendPercent * 100 : 0));
  const icons = iconsOf(course);
  const rows: NewTeeTime[] = [];
  const firstMinute = toMinutes(course.first);
  const lastMinute = toMinutes(course.last);
  // One UTC offset for the whole day unless a daylight-saving change falls between first and last
  // tee (a zone changes at most once a day): then each start is converted on its own.
  const firstStart = zonedToUtc(date, course.first, zone);
  const steady = zonedToUtc(date, course.last, zone) - firstStart === (lastMinute - firstMinute) * 60_000;
  for (let minute = firstMinute; minute <= lastMinute; minute += course.every) {
    const time = fromMinutes(minute);
    let discount = 0;
    let kind: keyof typeof icons = 'plain';
    if (time >= course.twilightFrom && course.twilightPercent > 0) {
      discount = course.twilightPercent;
      kind = 'twilight';
    } else if (isHotDeal(course.id, date, time, hotDeals.sharePercent)) {
      discount = hotDeals.discountPercent;
      kind = 'hotDeal';
    }
    rows.push({
      courseId: course.id,
      startsAt: steady ? firstStart + (minute - firstMinute) * 60_000 : zonedToUtc(date, time, zone),
      localDate: date,
      localTime: time,
      holes: course.holes,
      capacity: CAPACITY,
      rackRateCents: rack,
      // Rounded down, in the golfer's favour, so a "25 % off" tee time is never less than 25 % off.
      rateCents: Math.floor((rack * (100 - discount)) / 100),
      icons: icons[kind],
      information: null,
    });
  }
  return rows;
}

/** A course's icon lists (ids in order, comma-separated): as scheduled, at twilight, as a hot deal. Worked out once per course. */
const courseIcons = new WeakMap<CourseEntry, { plain: string; twilight: string; hotDeal: string }>();
function iconsOf(course: CourseEntry): { plain: string; twilight: string; hotDeal: string } {
  let icons = courseIcons.get(course);
  if (!icons) {
    const list = (extra: number[]): string => [...course.icons, ...extra].sort((a, b) => a - b).join(',');
    icons = { plain: list([]), twilight: list([TWILIGHT_ICON]), hotDeal: list([HOT_DEAL_ICON]) };
    courseIcons.set(course, icons);
  }
  return icons;
}

/** The same tee time is a hot deal on every run: decided by a hash, not by chance. */
function isHotDeal(courseId: number, date: string, time: string, sharePercent: number): boolean {
  return hash('sha256', `${courseId} ${date} ${time}`, 'buffer').readUInt16BE(0) % 100 < sharePercent;
}

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const fromMinutes = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The scheduled tee times of every course from today (facility-local) to `days` − 1 days ahead. */
export function scheduledTeeTimes(catalog: Catalog, now: number, days: number): NewTeeTime[] {
  return [...scheduledByFacility(catalog, now, days)].flat();
}

/** The same, one facility at a time: a large catalog's tee times never all sit in memory at once. */
export function* scheduledByFacility(catalog: Catalog, now: number, days: number): Generator<NewTeeTime[]> {
  for (const facility of catalog.facilities) {
    const rows: NewTeeTime[] = [];
    const today = localParts(now, facility.zone).date;
    for (let day = 0; day < days; day++) {
      for (const course of facility.courses) rows.push(...teeTimesOn(course, facility.zone, addDays(today, day), catalog.hotDeals));
    }
    yield rows;
  }
}

/**
 * Inserts tee times, skipping any already there (same course, start and holes); returns how many
 * were added. `batches` come one after another (a facility's tee times each, say), so a large
 * catalog never sits in memory. PostgreSQL: postgres-load.ts. On SQLite a load larger than the
 * table it goes into is a bulk load (sqlite-bulk.ts).
 */
export async function insertNewTeeTimes(tx: Transaction, batches: Iterable<readonly NewTeeTime[]>): Promise<number> {
  if (tx.dialect === 'postgres') return insertPostgres(tx, batches);
  // The most rows the table has held (its ids are never reused), without counting them.
  const held = Number((await tx.get<{ id: number | null }>('SELECT MAX(id) AS id FROM tee_times'))?.id ?? 0);
  let added = 0;
  let bulk: BulkLoad | undefined;
  try {
    for (const rows of batches) {
      if (!bulk && added + rows.length > held) bulk = await startBulkLoad(tx);
      for (let i = 0; i < rows.length; i += SQLITE_BATCH) {
        const batch = rows.slice(i, i + SQLITE_BATCH);
        added += (await tx.run(sqliteInsert(batch.length), batch.flatMap(teeTimeValues))).changes;
      }
    }
    await bulk?.finish();
  } finally {
    await bulk?.release();
  }
  return added;
}

const SQLITE_BATCH = 200;

const sqliteInserts = new Map<number, string>();
const sqliteInsert = (rows: number): string => {
  let sql = sqliteInserts.get(rows);
  if (!sql) {
    sql = `INSERT INTO tee_times (${TEE_TIME_COLUMNS}) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
           ON CONFLICT (course_id, starts_at, holes) DO NOTHING`;
    sqliteInserts.set(rows, sql);
  }
  return sql;
};
