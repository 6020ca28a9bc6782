/**
 * SearchTeeTimes: the criteria are checked and turned into a filter, one indexed query finds the
 * matching tee times (earliest first), and they are grouped facility → course → tee time, each
 * priced for the players. Rules and limits: docs/catalog.md.
 */
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

/** What a search looks for (requests.ts reads it from the request); an id or state left out means any. */
export interface SearchCriteria {
  readonly areaId: number | undefined;
  readonly facilityId: number | undefined;
  /** Upper case. */
  readonly state: string | undefined;
  /** YYYY-MM-DD, facility-local. */
  readonly fromDate: string | undefined;
  readonly toDate: string | undefined;
  /** Morning or afternoon tee times only; undefined is the whole day. */
  readonly partOfDay: 'AM' | 'PM' | undefined;
  readonly players: number;
  readonly discountPercent: number;
}

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
 * Served from ctx.reads while current: no write to its facilities' tee times or holds on its days
 * (or to the catalog) committed since, and before the first moment the
 * same query could answer differently with no write at all — a live hold expiring (its seats come
 * free), the earliest tee time found starting (it drops out), a local midnight (the default window
 * moves; every time zone's midnight falls on a UTC quarter hour).
 */
export async function searchTeeTimes(ctx: ServiceContext, _session: Session, criteria: SearchCriteria): Promise<SearchResult> {
  return ctx.reads.get(`SearchTeeTimes ${JSON.stringify(criteria)}`, async () => {
    const now = ctx.clock();
    // Two independent reads: on PostgreSQL one round trip instead of two.
    const [nextExpiry, filter] = await Promise.all([store.nextHoldExpiry(ctx.db, now), checkCriteria(ctx, criteria, now)]);
    const found = filter.places.size === 0 ? [] : await store.teeTimesFound(ctx.db, filter, now);
    const earliestStart = found[0]?.startsAt ?? Infinity;
    return {
      value: groupByFacility(found, filter),
      validUntil: Math.min(nextExpiry, earliestStart, nextQuarterHour(now)),
      bytes: 4096 + found.length * BYTES_PER_TEE_TIME,
      covers: { facilities: new Set([...filter.places.values()].map((p) => p.facility.id)), from: filter.window.from, to: filter.window.to },
    };
  });
}

/** What a cached tee time costs, roughly: its model, its wire view, and ~260 bytes of XML as a string and as bytes. */
const BYTES_PER_TEE_TIME = 1600;

const QUARTER_HOUR = 15 * 60_000;
const nextQuarterHour = (now: number): number => (Math.floor(now / QUARTER_HOUR) + 1) * QUARTER_HOUR;

/** Checks the criteria (InvalidParameter / NotFound) and returns what the query filters on. */
async function checkCriteria(ctx: ServiceContext, criteria: SearchCriteria, now: number): Promise<TeeTimeFilter> {
  const { players, discountPercent, partOfDay, areaId, facilityId, state } = criteria;
  requirePlayers(players);
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw invalidParameter(`DiscountPercent must be from 0 to 100, got ${discountPercent}.`);
  }
  const places = await store.places(ctx.db, { areaId, facilityId, state });
  // Identifier checks after the cheap checks. A course found proves its area and facility exist.
  if (places.size === 0) {
    if (areaId !== undefined) await requireArea(ctx.db, areaId);
    if (facilityId !== undefined) await requireFacility(ctx.db, facilityId);
  }
  const zones = [...places.values()].map((p) => p.facility.timeZone);
  const window = resolveDateWindow(zones, criteria.fromDate, criteria.toDate, now);
  return { places, window, partOfDay, players, discountPercent, limit: MAX_SEARCH_RESULTS };
}

interface CourseGroup {
  id: number;
  name: string;
  teeTimes: TeeTimeOffer[];
}
interface FacilityGroup {
  id: number;
  facility: Facility;
  courses: Map<number, CourseGroup>;
}

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
    course.teeTimes.push({
      teeTime,
      price: priceFor({ ...teeTime, taxRateBp: facility.taxRateBp, bookingFeeCents: facility.bookingFeeCents }, filter.players),
    });
  }
  return [...facilities.values()]
    .sort(byName((g) => g.facility.shortName))
    .map((g) => ({ facility: g.facility, courses: [...g.courses.values()].sort(byName((c) => c.name)) }));
}
