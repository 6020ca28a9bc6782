/**
 * SearchTeeTimes: the request is checked and turned into criteria, one indexed query finds the
 * matching tee times (earliest first), and they are grouped facility → course → tee time, each
 * priced for the players. Rules and limits: docs/catalog.md.
 */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import { priceFor, requirePlayers, type Price } from '../teetimes/pricing.js';
import type { ServiceContext } from '../context.js';
import { invalidParameter } from '../errors.js';
import { requireArea, requireFacility } from './known-ids.js';
import { byName } from './names.js';
import { resolveDateWindow } from './search-window.js';
import * as store from './store.js';
import type { Facility, TeeTimeFilter, TeeTimeFound } from './store.js';

/** The most tee times one search returns: the earliest ones; a narrower search shows the rest. */
export const MAX_SEARCH_RESULTS = 500;

/** A tee time found, priced for the requested players. */
export interface TeeTimeOffer {
  readonly teeTime: TeeTimeFound;
  readonly price: Price;
}

export interface CourseOffers {
  readonly id: number;
  readonly name: string;
  readonly teeTimes: readonly TeeTimeOffer[];
}

export interface FacilityOffers {
  readonly facility: Facility;
  readonly courses: readonly CourseOffers[];
}

/** Facilities by name, their courses by name, each course's tee times in time order. */
export type SearchResult = readonly FacilityOffers[];

/**
 * Served from ctx.reads while current: no write committed since, and before the first moment the
 * same query could answer differently with no write at all — a live hold expiring (its seats come
 * free), the earliest tee time found starting (it drops out), a local midnight (the default window
 * moves; every time zone's midnight falls on a UTC quarter hour).
 */
export async function searchTeeTimes(ctx: ServiceContext, _session: Session, request: T.SearchTeeTimesRequest): Promise<SearchResult> {
  const { SessionID: _, ...criteria } = request;
  return ctx.reads.get(`SearchTeeTimes ${JSON.stringify(criteria)}`, async () => {
    const now = ctx.clock();
    const nextExpiry = await store.nextHoldExpiry(ctx.db, now);
    const filter = await readCriteria(ctx, request, now);
    const found = filter.places.size === 0 ? [] : await store.teeTimesFound(ctx.db, filter, now);
    const earliestStart = found[0]?.startsAt ?? Infinity;
    return {
      value: groupByFacility(found, filter),
      validUntil: Math.min(nextExpiry, earliestStart, nextQuarterHour(now)),
      bytes: 4096 + found.length * BYTES_PER_TEE_TIME,
    };
  });
}

/** What a cached tee time costs, roughly: its model, its wire view, and ~260 bytes of XML as a string and as bytes. */
const BYTES_PER_TEE_TIME = 1600;

const QUARTER_HOUR = 15 * 60_000;
const nextQuarterHour = (now: number): number => (Math.floor(now / QUARTER_HOUR) + 1) * QUARTER_HOUR;

/** Checks every parameter (InvalidParameter / NotFound) and returns what the query filters on. */
async function readCriteria(ctx: ServiceContext, request: T.SearchTeeTimesRequest, now: number): Promise<TeeTimeFilter> {
  const players = request.NumberOfPlayers;
  requirePlayers(players);
  const discountPercent = request.DiscountPercent;
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw invalidParameter(`DiscountPercent must be from 0 to 100, got ${discountPercent}.`);
  }
  const partOfDay = readPartOfDay(request.AMPM);
  const state = request.StateProv?.trim().toUpperCase() || undefined;
  const places = await store.places(ctx.db, { areaId: request.AreaID || undefined, facilityId: request.FacilityID || undefined, state });
  // Identifier checks after the cheap checks; 0 means "any". A course found proves its area and facility exist.
  if (places.size === 0) {
    if (request.AreaID !== 0) await requireArea(ctx.db, request.AreaID);
    if (request.FacilityID !== 0) await requireFacility(ctx.db, request.FacilityID);
  }
  const zones = [...places.values()].map((p) => p.facility.timeZone);
  const window = resolveDateWindow(zones, request.FromDate, request.ToDate, now);
  return { places, window, partOfDay, players, discountPercent, limit: MAX_SEARCH_RESULTS };
}

function readPartOfDay(text: string | undefined): 'AM' | 'PM' | undefined {
  const value = text?.trim().toUpperCase() ?? '';
  if (value === '') return undefined;
  if (value === 'AM' || value === 'PM') return value;
  throw invalidParameter(`AMPM must be AM, PM or empty (the whole day), got "${text}".`);
}

interface CourseGroup { id: number; name: string; teeTimes: TeeTimeOffer[] }
interface FacilityGroup { id: number; facility: Facility; courses: Map<number, CourseGroup> }

/** Tee times (in time order) → facilities by name → courses by name → tee times in time order, priced. */
function groupByFacility(found: readonly TeeTimeFound[], filter: TeeTimeFilter): FacilityOffers[] {
  const facilities = new Map<number, FacilityGroup>();
  for (const teeTime of found) {
    const place = filter.places.get(teeTime.courseId)!;
    const { facility } = place;
    let group = facilities.get(facility.id);
    if (!group) facilities.set(facility.id, (group = { id: facility.id, facility, courses: new Map() }));
    let course = group.courses.get(place.courseId);
    if (!course) group.courses.set(place.courseId, (course = { id: place.courseId, name: place.courseName, teeTimes: [] }));
    course.teeTimes.push({ teeTime, price: priceFor({ ...teeTime, taxRateBp: facility.taxRateBp, bookingFeeCents: facility.bookingFeeCents }, filter.players) });
  }
  return [...facilities.values()]
    .sort(byName((g) => g.facility.shortName))
    .map((g) => ({ facility: g.facility, courses: [...g.courses.values()].sort(byName((c) => c.name)) }));
}
