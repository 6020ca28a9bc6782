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
  readonly areaId?: number;
  readonly facilityId?: number;
  /** Upper case, as compared. */
  readonly state?: string;
  readonly window: DateWindow;
  readonly partOfDay?: PartOfDay;
  readonly players: number;
  readonly discountPercent: number;
}

export async function searchTeeTimes(ctx: ServiceContext, _session: Session, request: T.SearchTeeTimesRequest): Promise<T.ResponseSearchTeeTime> {
  const now = ctx.clock();
  const criteria = await readCriteria(ctx, request, now);
  const { sql, params } = searchQuery(criteria, now);
  const rows = await ctx.db.all<SearchRow>(sql, params);
  return { ErrorCode: ErrorCode.Success, Facilities: groupByFacility(rows, criteria.players) };
}

/** Checks every parameter (InvalidParameter / NotFound) and returns what the query filters on. */
async function readCriteria(ctx: ServiceContext, request: T.SearchTeeTimesRequest, now: number): Promise<Criteria> {
  const players = request.NumberOfPlayers;
  requirePlayers(players);
  const discountPercent = request.DiscountPercent;
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw invalidParameter(`DiscountPercent must be from 0 to 100, got ${discountPercent}.`);
  }
  const partOfDay = readPartOfDay(request.AMPM);
  // Identifier checks after the cheap checks; 0 means "any".
  if (request.AreaID !== 0) await requireArea(ctx, request.AreaID);
  if (request.FacilityID !== 0) await requireFacility(ctx, request.FacilityID);
  const state = request.StateProv?.trim().toUpperCase() || undefined;
  return {
    areaId: request.AreaID || undefined,
    facilityId: request.FacilityID || undefined,
    state,
    window: await resolveDateWindow(ctx, request.FromDate, request.ToDate, now),
    partOfDay,
    players,
    discountPercent,
  };
}

function readPartOfDay(text: string | undefined): PartOfDay | undefined {
  const value = text?.trim().toUpperCase() ?? '';
  if (value === '') return undefined;
  if (value === 'AM' || value === 'PM') return value;
  throw invalidParameter(`AMPM must be AM, PM or empty (the whole day), got "${text}".`);
}

/** One row per matching tee time, with its course and facility. */
interface SearchRow {
  id: number;
  starts_at: number;
  local_date: string;
  local_time: string;
  holes: number;
  rack_rate_cents: number;
  rate_cents: number;
  icons: string;
  information: string | null;
  free_seats: number;
  course_id: number;
  course_name: string;
  facility_id: number;
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
 * The search as one statement. The inner query narrows by date (tee_times_date index), start
 * and the catalog filters, and computes free seats once; the outer query keeps the tee times
 * with enough of them.
 */
function searchQuery(criteria: Criteria, now: number): { sql: string; params: SqlValue[] } {
  const where: string[] = ['t.local_date BETWEEN ? AND ?', 't.starts_at > ?'];
  const params: SqlValue[] = [now /* FREE_SEATS_SQL */, criteria.window.from, criteria.window.to, now];
  const filter = (condition: string, ...values: SqlValue[]): void => {
    where.push(condition);
    params.push(...values);
  };
  const { toByZone } = criteria.window;
  if (toByZone && toByZone.size > 0) {
    // Default window: up to "today + 6" where today is each facility's own date.
    const cases = [...toByZone].map(() => 'WHEN ? THEN ?').join(' ');
    filter(`t.local_date <= CASE f.time_zone ${cases} END`, ...[...toByZone].flat());
  }
  if (criteria.areaId !== undefined) filter('f.area_id = ?', criteria.areaId);
  if (criteria.facilityId !== undefined) filter('f.id = ?', criteria.facilityId);
  if (criteria.state !== undefined) filter('UPPER(f.state_prov) = ?', criteria.state);
  if (criteria.partOfDay === 'AM') filter(`t.local_time < '12:00'`);
  if (criteria.partOfDay === 'PM') filter(`t.local_time >= '12:00'`);
  // Integer form of "rate is at least DiscountPercent % below rack": no rounding to argue about.
  if (criteria.discountPercent > 0) filter('(t.rack_rate_cents - t.rate_cents) * 100 >= ? * t.rack_rate_cents', criteria.discountPercent);
  params.push(criteria.players);
  const sql = `
    SELECT * FROM (
      SELECT t.id, t.starts_at, t.local_date, t.local_time, t.holes, t.rack_rate_cents, t.rate_cents, t.icons, t.information,
             ${FREE_SEATS_SQL} AS free_seats,
             c.id AS course_id, c.name AS course_name,
             f.id AS facility_id, f.short_name, f.long_name, f.address1, f.address2, f.city, f.state_prov, f.country,
             f.postal_code, f.phone, f.fax, f.url, f.policy, f.tax_rate_bp, f.booking_fee_cents
        FROM tee_times t
        JOIN courses c ON c.id = t.course_id
        JOIN facilities f ON f.id = c.facility_id
       WHERE ${where.join('\n         AND ')}
    ) candidates
    WHERE free_seats >= ?
    ORDER BY starts_at, id
    LIMIT ${MAX_SEARCH_RESULTS}`;
  return { sql, params };
}

interface CourseGroup { id: number; name: string; teeTimes: T.TeeTime[] }
interface FacilityGroup { id: number; name: string; row: SearchRow; courses: Map<number, CourseGroup> }

/** Rows (in time order) → facilities by name → courses by name → tee times in time order. */
function groupByFacility(rows: readonly SearchRow[], players: number): T.TeeTimeFacility[] {
  const facilities = new Map<number, FacilityGroup>();
  for (const row of rows) {
    const facilityId = Number(row.facility_id);
    let facility = facilities.get(facilityId);
    if (!facility) facilities.set(facilityId, (facility = { id: facilityId, name: row.short_name, row, courses: new Map() }));
    const courseId = Number(row.course_id);
    let course = facility.courses.get(courseId);
    if (!course) facility.courses.set(courseId, (course = { id: courseId, name: row.course_name, teeTimes: [] }));
    course.teeTimes.push(teeTime(row, players));
  }
  return [...facilities.values()].sort(byName).map((facility) => ({
    ...facilityFields(facility.row),
    Courses: [...facility.courses.values()].sort(byName).map((c) => ({ CourseID: c.id, CourseName: c.name, TeeTimes: c.teeTimes })),
  }));
}

function facilityFields(row: SearchRow): Omit<T.TeeTimeFacility, 'Courses'> {
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
function teeTime(row: SearchRow, players: number): T.TeeTime {
  const price = priceFor(
    { rateCents: Number(row.rate_cents), rackRateCents: Number(row.rack_rate_cents), taxRateBp: Number(row.tax_rate_bp), bookingFeeCents: Number(row.booking_fee_cents) },
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
