/** Tee times the bench books, found the way a reseller finds them: searches per facility and day. */
import { call } from './soap-call.js';

/** Every facility id, area by area. */
export async function facilityIds(origin: string, session: string): Promise<number[]> {
  const areas = await call(origin, 'GetAreaList', { SessionID: session });
  const facilities: number[] = [];
  for (const [, areaId] of areas.body.matchAll(/<Area><ID>(\d+)<\/ID>/g)) {
    const answer = await call(origin, 'GetFacilitiesByArea', { SessionID: session, AreaID: areaId! });
    for (const [, id] of answer.body.matchAll(/<Facility><ID>(\d+)<\/ID>/g)) facilities.push(Number(id));
  }
  return facilities;
}

/** A day `day` days from now, as the searches take it (YYYY-MM-DD). */
export const dayFromNow = (day: number): string => new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);

/** The ids of the tee times one search answers (facility `facility` on `date`, `players` seats free). */
export async function teeTimesOf(origin: string, session: string, facility: number, date: string, players: number): Promise<number[]> {
  const answer = await call(origin, 'SearchTeeTimes', {
    SessionID: session,
    AreaID: 0,
    FacilityID: facility,
    FromDate: date,
    NumberOfPlayers: players,
    DiscountPercent: 0,
  });
  return [...answer.body.matchAll(/<TeeTime><ID>(\d+)<\/ID>/g)].map(([, id]) => Number(id));
}

export interface PoolOptions {
  /** Free seats each tee time must have. */
  readonly players: number;
  /** Days from now to search, in order (the first days first). */
  readonly days: readonly number[];
  /** Facilities left out (the searched one of a mixed case). */
  readonly exclude?: ReadonlySet<number>;
  /** Facilities searched (all when absent). */
  readonly facilities?: readonly number[];
}

/** Up to `wanted` distinct tee times with `players` seats free, day after day over every facility. */
export async function bookableTeeTimes(origin: string, session: string, wanted: number, options: PoolOptions): Promise<number[]> {
  const facilities = (options.facilities ?? (await facilityIds(origin, session))).filter((f) => !options.exclude?.has(f));
  const ids = new Set<number>();
  for (const day of options.days) {
    if (ids.size >= wanted) break;
    for (const facility of facilities) {
      for (const id of await teeTimesOf(origin, session, facility, dayFromNow(day), options.players)) ids.add(id);
      if (ids.size >= wanted) break;
    }
  }
  return [...ids].slice(0, wanted);
}
