/**
 * SearchTeeTimes: the request is checked and turned into criteria, one indexed query finds the
 * matching tee times (earliest first), and the rows are grouped facility → course → tee time.
 * Rules and limits: docs/catalog.md.
 */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import { priceFor, requirePlayers } from '../booking/pricing.js';
import type { ServiceContext } from '../context.js';
import type { SqlValue } from '../db/database.js';
import { ErrorCode, invalidParameter } from '../errors.js';
import { centsToDecimal } from '../money.js';
import { formatLocalDateTime } from '../time.js';
import { FREE_SEATS_SQL } from './availability.js';
import { requireArea, requireFacility } from './browse.js';
import { resolveDateWindow, type DateWindow } from './search-window.js';
import { byName, optional } from './names.js';

/** The most tee times one search returns: the earliest ones; a narrower search shows the rest. */
export const MAX_SEARCH_RESULTS = 500;

type PartOfDay = 'AM' | 'PM';

interface Criteria {
  /** The courses searched, by id, with their facility. */
  readonly places: ReadonlyMap<number, PlaceRow>;
  readonly window: DateWindow;
  readonly partOfDay?: PartOfDay;
  readonly players: number;
  readonly discountPercent: number;
}

/**
 * Served from ctx.reads while current: no write committed since, and before the first moment the
 * same query could answer differently with no write at all — a live hold expiring (its seats come
 * free), the earliest tee time found starting (it drops out), a local midnight (the default window
 * moves; every time zone's midnight falls on a UTC quarter hour).
 */
export async function searchTeeTimes(ctx: ServiceContext, _session: Session, request: T.SearchTeeTimesRequest): Promise<T.ResponseSearchTeeTime> {
  const { SessionID: _, ...criteria } = request;
  return ctx.reads.get(`SearchTeeTimes ${JSON.stringify(criteria)}`, async () => {
    const now = ctx.clock();
    const nextExpiry = await nextHoldExpiry(ctx, now);
    const { value, earliestStart, teeTimes } = await search(ctx, request, now);
    return { value, validUntil: Math.min(nextExpiry, earliestStart, nextQuarterHour(now)), bytes: 4096 + teeTimes * BYTES_PER_TEE_TIME };
  });
}

/** What a cached tee time costs, roughly: its objects, and its ~260 bytes of XML as a string and as bytes. */
const BYTES_PER_TEE_TIME = 1200;

async function search(ctx: ServiceContext, request: T.SearchTeeTimesRequest, now: number): Promise<{ value: T.ResponseSearchTeeTime; earliestStart: number; teeTimes: number }> {
  const criteria = await readCriteria(ctx, request, now);
  const places = criteria.places;
  if (places.size === 0) return { value: { ErrorCode: ErrorCode.Success, Facilities: [] }, earliestStart: Infinity, teeTimes: 0 };
  const { sql, params } = teeTimeQuery(criteria, now);
  const rows = await ctx.db.all<TeeTimeRow>(sql, params);
  const earliestStart = rows.length > 0 ? Number(rows[0]!.starts_at) : Infinity;
  return { value: { ErrorCode: ErrorCode.Success, Facilities: groupByFacility(rows, places, criteria.players) }, earliestStart, teeTimes: rows.length };
}

/** When the first hold still live now expires (Infinity: none is live). */
async function nextHoldExpiry(ctx: ServiceContext, now: number): Promise<number> {
  const row = await ctx.db.get<{ at: number | null }>("SELECT MIN(expires_at) AS at FROM holds WHERE status = 'active' AND expires_at > ?", [now]);
  return row?.at == null ? Infinity : Number(row.at);
}

const QUARTER_HOUR = 15 * 60_000;
const nextQuarterHour = (now: number): number => (Math.floor(now / QUARTER_HOUR) + 1) * QUARTER_HOUR;

/** Checks every parameter (InvalidParameter / NotFound) and returns what the query filters on. */
async function readCriteria(ctx: ServiceContext, request: T.SearchTeeTimesRequest, now: number): Promise<Criteria> {
  const players = request.NumberOfPlayers;
  requirePlayers(players);
  const discountPercent = request.DiscountPercent;
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw invalidParameter(`DiscountPercent must be from 0 to 100, got ${discountPercent}.`);
  }
  const partOfDay = readPartOfDay(request.AMPM);
  const state = request.StateProv?.trim().toUpperCase() || undefined;
  const places = await findPlaces(ctx, request.AreaID || undefined, request.FacilityID || undefined, state);
  // Identifier checks after the cheap checks; 0 means "any". A course found proves its area and facility exist.
  if (places.size === 0) {
    if (request.AreaID !== 0) await requireArea(ctx.db, request.AreaID);
    if (request.FacilityID !== 0) await requireFacility(ctx.db, request.FacilityID);
  }
  const zones = [...places.values()].map((p) => p.time_zone);
  return { places, window: resolveDateWindow(zones, request.FromDate, request.ToDate, now), partOfDay, players, discountPercent };
}

/** The courses (with their facility) the catalog filters leave, by course id. */
async function findPlaces(ctx: ServiceContext, areaId: number | undefined, facilityId: number | undefined, state: string | undefined): Promise<Map<number, PlaceRow>> {
  const where: string[] = [];
  const params: SqlValue[] = [];
  const filter = (condition: string, value: SqlValue): void => {
    where.push(condition);
    params.push(value);
  };
  if (areaId !== undefined) filter('f.area_id = ?', areaId);
  if (facilityId !== undefined) filter('f.id = ?', facilityId);
  if (state !== undefined) filter('UPPER(f.state_prov) = ?', state);
  const rows = await ctx.db.all<PlaceRow>(
    `SELECT c.id AS course_id, c.name AS course_name, f.id AS facility_id, f.time_zone, f.short_name, f.long_name, f.address1, f.address2,
            f.city, f.state_prov, f.country, f.postal_code, f.phone, f.fax, f.url, f.policy, f.tax_rate_bp, f.booking_fee_cents
       FROM courses c JOIN facilities f ON f.id = c.facility_id${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    params,
  );
  return new Map(rows.map((row) => [Number(row.course_id), row]));
}

function readPartOfDay(text: string | undefined): PartOfDay | undefined {
  const value = text?.trim().toUpperCase() ?? '';
  if (value === '') return undefined;
  if (value === 'AM' || value === 'PM') return value;
  throw invalidParameter(`AMPM must be AM, PM or empty (the whole day), got "${text}".`);
}

/** A course and its facility. */
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

/** One row per matching tee time: only its own columns (its course and facility are in the places). */
interface TeeTimeRow {
  id: number;
  course_id: number;
  starts_at: number;
  local_date: string;
  local_time: string;
  holes: number;
  rack_rate_cents: number;
  rate_cents: number;
  icons: string;
  information: string | null;
  free_seats: number;
}

/**
 * The tee times as one statement over the (course_id, local_date) index: one date range per
 * group of courses (the default window ends on a different date per time zone). Free seats are
 * computed at the moment of the query (held seats: one index seek per candidate, and only for
 * candidates whose unbooked seats could be enough), so an expired hold frees its seats at once.
 */
function teeTimeQuery(criteria: Criteria, now: number): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [now /* HELD_SEATS_SQL in the select list */];
  const ranges = new Map<string, number[]>();
  for (const place of criteria.places.values()) {
    const to = criteria.window.toByZone?.get(place.time_zone) ?? criteria.window.to;
    const courses = ranges.get(to) ?? [];
    courses.push(Number(place.course_id));
    ranges.set(to, courses);
  }
  const byRange = [...ranges].map(([to, courses]) => {
    params.push(...courses, criteria.window.from, to);
    return `(t.course_id IN (${courses.map(() => '?').join(', ')}) AND t.local_date BETWEEN ? AND ?)`;
  });
  const where: string[] = [`(${byRange.join(' OR ')})`, 't.starts_at > ?', 't.capacity - t.booked >= ?'];
  params.push(now, criteria.players);
  if (criteria.partOfDay === 'AM') where.push(`t.local_time < '12:00'`);
  if (criteria.partOfDay === 'PM') where.push(`t.local_time >= '12:00'`);
  // Integer form of "rate is at least DiscountPercent % below rack": no rounding to argue about.
  if (criteria.discountPercent > 0) {
    where.push('(t.rack_rate_cents - t.rate_cents) * 100 >= ? * t.rack_rate_cents');
    params.push(criteria.discountPercent);
  }
  params.push(criteria.players);
  const sql = `
    SELECT * FROM (
      SELECT t.id, t.course_id, t.starts_at, t.local_date, t.local_time, t.holes, t.rack_rate_cents, t.rate_cents, t.icons, t.information,
             ${FREE_SEATS_SQL} AS free_seats
        FROM tee_times t
       WHERE ${where.join('\n         AND ')}
    ) candidates
    WHERE free_seats >= ?
    ORDER BY starts_at, id
    LIMIT ${MAX_SEARCH_RESULTS}`;
  return { sql, params };
}

interface CourseGroup { id: number; name: string; teeTimes: T.TeeTime[] }
interface FacilityGroup { id: number; name: string; row: PlaceRow; courses: Map<number, CourseGroup> }

/** Rows (in time order) → facilities by name → courses by name → tee times in time order. */
function groupByFacility(rows: readonly TeeTimeRow[], places: ReadonlyMap<number, PlaceRow>, players: number): T.TeeTimeFacility[] {
  const facilities = new Map<number, FacilityGroup>();
  for (const row of rows) {
    const courseId = Number(row.course_id);
    const place = places.get(courseId)!;
    const facilityId = Number(place.facility_id);
    let facility = facilities.get(facilityId);
    if (!facility) facilities.set(facilityId, (facility = { id: facilityId, name: place.short_name, row: place, courses: new Map() }));
    let course = facility.courses.get(courseId);
    if (!course) facility.courses.set(courseId, (course = { id: courseId, name: place.course_name, teeTimes: [] }));
    course.teeTimes.push(teeTime(row, place, players));
  }
  return [...facilities.values()].sort(byName).map((facility) => ({
    ...facilityFields(facility.row),
    Courses: [...facility.courses.values()].sort(byName).map((c) => ({ CourseID: c.id, CourseName: c.name, TeeTimes: c.teeTimes })),
  }));
}

function facilityFields(row: PlaceRow): Omit<T.TeeTimeFacility, 'Courses'> {
  return {
    ID: Number(row.facility_id),
    ShortName: row.short_name,
    LongName: row.long_name,
    Address1: optional(row.address1),
    Address2: optional(row.address2),
    City: optional(row.city),
    StateProv: optional(row.state_prov),
    Country: optional(row.country),
    PostalCode: optional(row.postal_code),
    Phone: optional(row.phone),
    Fax: optional(row.fax),
    URLAddress: optional(row.url),
    TeeTimePolicy: optional(row.policy),
  };
}

/** One tee time, priced for the requested players. */
function teeTime(row: TeeTimeRow, place: PlaceRow, players: number): T.TeeTime {
  const price = priceFor(
    { rateCents: Number(row.rate_cents), rackRateCents: Number(row.rack_rate_cents), taxRateBp: Number(place.tax_rate_bp), bookingFeeCents: Number(place.booking_fee_cents) },
    players,
  );
  return {
    ID: Number(row.id),
    Time: formatLocalDateTime(row.local_date, row.local_time, Number(row.starts_at)),
    Information: optional(row.information),
    PlayersAllowed: String(Number(row.free_seats)),
    Holes: Number(row.holes),
    RetailRate: centsToDecimal(price.retailRate),
    CourseFee: centsToDecimal(price.courseFee),
    BookingFee: centsToDecimal(price.bookingFee),
    TaxAmount: centsToDecimal(price.tax),
    Icons: optional(row.icons),
  };
}
