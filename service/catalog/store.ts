/**
 * The catalog's SQL, and its rows turned into models: areas, facilities, courses, icons and the
 * tee times a search finds. The rules (criteria, limits, order) are in browse.ts and search.ts;
 * what the wire shows is in service/wire.ts.
 */
import type { Queryable, SqlValue } from '../db/database.js';
import { FREE_SEATS_SQL } from '../teetimes/availability.js';
import type { DateWindow } from './search-window.js';

export interface Area {
  readonly id: number;
  readonly shortName: string;
  readonly longName: string;
  readonly state: string;
  readonly country: string;
}

export interface FacilitySummary {
  readonly id: number;
  readonly shortName: string;
  readonly longName: string;
}

export interface Icon {
  readonly id: number;
  readonly path: string | undefined;
  readonly name: string | undefined;
}

/** A facility with everything a search shows of it and what pricing needs. */
export interface Facility extends FacilitySummary {
  readonly timeZone: string;
  readonly address1: string | undefined;
  readonly address2: string | undefined;
  readonly city: string | undefined;
  readonly stateProv: string | undefined;
  readonly country: string | undefined;
  readonly postalCode: string | undefined;
  readonly phone: string | undefined;
  readonly fax: string | undefined;
  readonly url: string | undefined;
  readonly policy: string | undefined;
  readonly taxRateBp: number;
  readonly bookingFeeCents: number;
}

/** A course and its facility. */
export interface Place {
  readonly courseId: number;
  readonly courseName: string;
  readonly facility: Facility;
}

/** A tee time a search found, with its free seats at the moment of the query. */
export interface TeeTimeFound {
  readonly id: number;
  readonly courseId: number;
  readonly startsAt: number;
  readonly localDate: string;
  readonly localTime: string;
  readonly holes: number;
  readonly rackRateCents: number;
  readonly rateCents: number;
  readonly icons: string | undefined;
  readonly information: string | undefined;
  readonly freeSeats: number;
}

/** What the tee-time query filters on. */
export interface TeeTimeFilter {
  /** The courses searched, each with its facility's time zone. */
  readonly places: ReadonlyMap<number, Place>;
  readonly window: DateWindow;
  readonly partOfDay?: 'AM' | 'PM';
  readonly players: number;
  readonly discountPercent: number;
  readonly limit: number;
}

/** A nullable text column as an optional field: absent rather than empty. */
const text = (value: string | null | undefined): string | undefined => (value === null || value === undefined || value === '' ? undefined : value);

export async function areas(q: Queryable, state: string | undefined): Promise<Area[]> {
  const rows =
    state === undefined
      ? await q.all<AreaRow>('SELECT id, short_name, long_name, state, country FROM areas')
      : await q.all<AreaRow>('SELECT id, short_name, long_name, state, country FROM areas WHERE UPPER(state) = ?', [state]);
  return rows.map((r) => ({ id: Number(r.id), shortName: r.short_name, longName: r.long_name, state: r.state, country: r.country }));
}

interface AreaRow {
  id: number;
  short_name: string;
  long_name: string;
  state: string;
  country: string;
}

export async function facilitiesOfArea(q: Queryable, areaId: number): Promise<FacilitySummary[]> {
  const rows = await q.all<{ id: number; short_name: string; long_name: string }>('SELECT id, short_name, long_name FROM facilities WHERE area_id = ?', [
    areaId,
  ]);
  return rows.map((r) => ({ id: Number(r.id), shortName: r.short_name, longName: r.long_name }));
}

export async function areaExists(q: Queryable, areaId: number): Promise<boolean> {
  return (await q.get('SELECT 1 AS found FROM areas WHERE id = ?', [areaId])) !== undefined;
}

export async function facilityExists(q: Queryable, facilityId: number): Promise<boolean> {
  return (await q.get('SELECT 1 AS found FROM facilities WHERE id = ?', [facilityId])) !== undefined;
}

export async function icons(q: Queryable): Promise<Icon[]> {
  const rows = await q.all<{ id: number; path: string | null; name: string | null }>('SELECT id, path, name FROM icons ORDER BY id');
  return rows.map((r) => ({ id: Number(r.id), path: text(r.path), name: text(r.name) }));
}

/** Future tee times (starting after now) with at least one free seat. */
export async function bookableTeeTimes(q: Queryable, now: number): Promise<number> {
  const row = await q.get<{ n: number }>(`SELECT COUNT(*) AS n FROM tee_times t WHERE t.starts_at > ? AND ${FREE_SEATS_SQL} > 0`, [now, now]);
  return Number(row?.n ?? 0);
}

/** The courses (with their facility) the catalog filters leave, by course id. */
export async function places(q: Queryable, filter: { areaId?: number; facilityId?: number; state?: string }): Promise<Map<number, Place>> {
  const where: string[] = [];
  const params: SqlValue[] = [];
  const add = (condition: string, value: SqlValue): void => {
    where.push(condition);
    params.push(value);
  };
  if (filter.areaId !== undefined) add('f.area_id = ?', filter.areaId);
  if (filter.facilityId !== undefined) add('f.id = ?', filter.facilityId);
  if (filter.state !== undefined) add('UPPER(f.state_prov) = ?', filter.state);
  const rows = await q.all<PlaceRow>(
    `SELECT c.id AS course_id, c.name AS course_name, f.id AS facility_id, f.time_zone, f.short_name, f.long_name, f.address1, f.address2,
            f.city, f.state_prov, f.country, f.postal_code, f.phone, f.fax, f.url, f.policy, f.tax_rate_bp, f.booking_fee_cents
       FROM courses c JOIN facilities f ON f.id = c.facility_id${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    params,
  );
  // One Facility object per facility, shared by its courses.
  const facilities = new Map<number, Facility>();
  const found = new Map<number, Place>();
  for (const r of rows) {
    const id = Number(r.facility_id);
    let facility = facilities.get(id);
    if (!facility) {
      facility = {
        id,
        timeZone: r.time_zone,
        shortName: r.short_name,
        longName: r.long_name,
        address1: text(r.address1),
        address2: text(r.address2),
        city: text(r.city),
        stateProv: text(r.state_prov),
        country: text(r.country),
        postalCode: text(r.postal_code),
        phone: text(r.phone),
        fax: text(r.fax),
        url: text(r.url),
        policy: text(r.policy),
        taxRateBp: Number(r.tax_rate_bp),
        bookingFeeCents: Number(r.booking_fee_cents),
      };
      facilities.set(id, facility);
    }
    found.set(Number(r.course_id), { courseId: Number(r.course_id), courseName: r.course_name, facility });
  }
  return found;
}

interface PlaceRow {
  course_id: number;
  course_name: string;
  facility_id: number;
  time_zone: string;
  short_name: string;
  long_name: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state_prov: string | null;
  country: string | null;
  postal_code: string | null;
  phone: string | null;
  fax: string | null;
  url: string | null;
  policy: string | null;
  tax_rate_bp: number;
  booking_fee_cents: number;
}

/**
 * The matching tee times, earliest first, as one statement over the (course_id, local_date)
 * index: one date range per group of courses (the default window ends on a different date per
 * time zone). Free seats are computed at the moment of the query (held seats: one index seek per
 * candidate, and only for candidates whose unbooked seats could be enough), so an expired hold
 * frees its seats at once.
 */
export async function teeTimesFound(q: Queryable, filter: TeeTimeFilter, now: number): Promise<TeeTimeFound[]> {
  const params: SqlValue[] = [now /* HELD_SEATS_SQL in the select list */];
  const ranges = new Map<string, number[]>();
  for (const place of filter.places.values()) {
    const to = filter.window.toByZone?.get(place.facility.timeZone) ?? filter.window.to;
    const courses = ranges.get(to) ?? [];
    courses.push(place.courseId);
    ranges.set(to, courses);
  }
  const byRange = [...ranges].map(([to, courses]) => {
    params.push(...courses, filter.window.from, to);
    return `(t.course_id IN (${courses.map(() => '?').join(', ')}) AND t.local_date BETWEEN ? AND ?)`;
  });
  const where: string[] = [`(${byRange.join(' OR ')})`, 't.starts_at > ?', 't.capacity - t.booked >= ?'];
  params.push(now, filter.players);
  if (filter.partOfDay === 'AM') where.push(`t.local_time < '12:00'`);
  if (filter.partOfDay === 'PM') where.push(`t.local_time >= '12:00'`);
  // Integer form of "rate is at least DiscountPercent % below rack": no rounding to argue about.
  if (filter.discountPercent > 0) {
    where.push('(t.rack_rate_cents - t.rate_cents) * 100 >= ? * t.rack_rate_cents');
    params.push(filter.discountPercent);
  }
  params.push(filter.players);
  const rows = await q.all<TeeTimeRow>(
    `SELECT * FROM (
      SELECT t.id, t.course_id, t.starts_at, t.local_date, t.local_time, t.holes, t.rack_rate_cents, t.rate_cents, t.icons, t.information,
             ${FREE_SEATS_SQL} AS free_seats
        FROM tee_times t
       WHERE ${where.join('\n         AND ')}
    ) candidates
    WHERE free_seats >= ?
    ORDER BY starts_at, id
    LIMIT ${filter.limit}`,
    params,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    courseId: Number(r.course_id),
    startsAt: Number(r.starts_at),
    localDate: r.local_date,
    localTime: r.local_time,
    holes: Number(r.holes),
    rackRateCents: Number(r.rack_rate_cents),
    rateCents: Number(r.rate_cents),
    icons: text(r.icons),
    information: text(r.information),
    freeSeats: Number(r.free_seats),
  }));
}

interface TeeTimeRow {
  id: number;
  course_id: number;
  starts_at: number;
  local_date: string;
  local_time: string;
  holes: number;
  rack_rate_cents: number;
  rate_cents: number;
  icons: string | null;
  information: string | null;
  free_seats: number;
}

/** When the first hold still live now expires (Infinity: none is live). */
export async function nextHoldExpiry(q: Queryable, now: number): Promise<number> {
  const row = await q.get<{ at: number | null }>("SELECT MIN(expires_at) AS at FROM holds WHERE status = 'active' AND expires_at > ?", [now]);
  return row?.at == null ? Infinity : Number(row.at);
}
