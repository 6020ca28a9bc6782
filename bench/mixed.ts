/**
 * Searches while bookings happen, as a reseller's site lives: the facility-day SearchTeeTimes
 * under wrk (the connections of the other cases) while HoldTeeTime + CreateReservation arrive at
 * a set pace (bench/pacer.ts), either on other facilities and days ("elsewhere": what a booking
 * costs searches that it cannot change) or on the searched facility-day itself (every booking
 * changes the answer). The search is compared with the same ceiling as the search alone.
 */
import { bookableTeeTimes, dayFromNow, teeTimesOf } from './inventory.js';
import { paceBookings, type PacedBookings } from './pacer.js';
import { field, post, soapRequest, type SoapRequest } from './soap-call.js';
import { SERVICE_PATH } from './shared.js';
import { SanityError } from './wire.js';
import { removeLuaScript, wrk, writeLuaScript, type WrkResult } from './wrk.js';

/** The searched facility (Camelback in the demo catalog). */
export const SEARCHED_FACILITY = 103;

export interface MixedCase {
  readonly where: 'elsewhere' | 'same facility-day';
  /** Bookings started per second. */
  readonly rate: number;
  /** Minimum search ratio to the ceiling; undefined: for information. */
  readonly target?: number;
}

const rates = (name: string, fallback: string): number[] =>
  (process.env[name] ?? fallback)
    .split(',')
    .map(Number)
    .filter((n) => n > 0);

/** BENCH_MIXED_RATES (default 50,200) elsewhere, BENCH_SAME_DAY_RATE (default 50) on the searched facility-day. */
export function mixedCases(): MixedCase[] {
  const targets: Record<number, number> = { 50: 0.5, 200: 0.4 };
  return [
    ...rates('BENCH_MIXED_RATES', '50,200').map((rate): MixedCase => ({ where: 'elsewhere', rate, target: targets[rate] })),
    ...rates('BENCH_SAME_DAY_RATE', '50').map((rate): MixedCase => ({ where: 'same facility-day', rate, target: 0.3 })),
  ];
}

/** p99 under bookings at most this many times the search-alone p99. */
export const P99_FACTOR = 3;

export interface MixedResult {
  readonly case: MixedCase;
  /** The search's best round. */
  readonly search: WrkResult;
  /** Bookings completed per second during that round's measured seconds. */
  readonly bookingsPerSecond: number;
  readonly failures: number;
  /** Bookings due but not started: too many under way (the service fell behind). */
  readonly skipped: number;
  readonly exhausted: boolean;
}

export interface MixedSettings {
  readonly origin: string;
  readonly session: string;
  readonly warmupSeconds: number;
  readonly seconds: number;
  readonly rounds: number;
  readonly connections: number;
  /** A label for messages (the engine). */
  readonly label: string;
}

const searchRequest = (session: string, date: string): SoapRequest =>
  soapRequest('SearchTeeTimes', { SessionID: session, AreaID: 0, FacilityID: SEARCHED_FACILITY, FromDate: date, NumberOfPlayers: 2, DiscountPercent: 0 });

async function checkSearch(s: MixedSettings, request: SoapRequest, what: string): Promise<number> {
  const answer = await post(s.origin, request);
  const count = answer.body.match(/<TeeTime>/g)?.length ?? 0;
  if (answer.status !== 200 || field(answer.body, 'ErrorCode') !== '0' || count < 50) {
    throw new SanityError(
      `${s.label} ${what}: expected 200, ErrorCode 0 and over 50 tee times, got ${answer.status} with ${count}\n${answer.body.slice(0, 1500)}`,
    );
  }
  return count;
}

/** One round: wrk searches (warm-up, then measured) while `bookings` run; the bookings done in the measured window count. */
async function round(
  s: MixedSettings,
  request: SoapRequest,
  start: () => PacedBookings,
): Promise<{ search: WrkResult; done: number; bookings: PacedBookings }> {
  const script = writeLuaScript(request.body, request.headers);
  const bookings = start();
  try {
    await wrk(s.origin + SERVICE_PATH, script, s.warmupSeconds, s.connections);
    const from = Date.now();
    const search = await wrk(s.origin + SERVICE_PATH, script, s.seconds, s.connections);
    const to = Date.now();
    if (search.non2xx > 0) throw new SanityError(`${s.label} mixed search: ${search.non2xx} non-2xx answers under load\n${search.raw}`);
    await bookings.stop();
    return { search, done: bookings.doneBetween(from, to), bookings };
  } finally {
    await bookings.stop();
    removeLuaScript(script);
  }
}

/** Runs every case, each in `rounds` rounds, the best search round counting. */
export async function measureMixed(s: MixedSettings, cases: readonly MixedCase[]): Promise<MixedResult[]> {
  const perRound = (rate: number): number => Math.ceil(rate * (s.warmupSeconds + s.seconds) * 1.2) + 50;
  const elsewhere = cases.filter((c) => c.where === 'elsewhere');
  // Two seats each: tee times of other facilities from the day after tomorrow on, each booked once.
  const pool = await bookableTeeTimes(
    s.origin,
    s.session,
    elsewhere.reduce((n, c) => n + perRound(c.rate) * s.rounds, 0),
    {
      players: 2,
      days: Array.from({ length: 58 }, (_, i) => i + 2),
      exclude: new Set([SEARCHED_FACILITY]),
    },
  );
  let taken = 0;
  const tomorrow = searchRequest(s.session, dayFromNow(1));
  const results: MixedResult[] = [];
  let sameDay = 2;
  for (const c of cases) {
    let bestRound: MixedResult | undefined;
    for (let r = 0; r < s.rounds; r++) {
      let request = tomorrow;
      let start: () => PacedBookings;
      if (c.where === 'elsewhere') {
        const list = pool.slice(taken);
        start = () => paceBookings(s.origin, s.session, list, c.rate, 2);
      } else {
        // A fresh day of the searched facility each round, one player per booking, round the
        // day's tee times: a round books at most two of each tee time's four seats, so the
        // 2-player search keeps answering every tee time.
        const date = dayFromNow(sameDay++);
        request = searchRequest(s.session, date);
        const day = await teeTimesOf(s.origin, s.session, SEARCHED_FACILITY, date, 4);
        if (day.length * 2 < c.rate * (s.warmupSeconds + s.seconds)) {
          throw new SanityError(
            `${s.label}: ${day.length} tee times on ${date} cannot take ${c.rate}/s one-player bookings for ${s.warmupSeconds + s.seconds} s`,
          );
        }
        start = () => paceBookings(s.origin, s.session, day, c.rate, 1, true);
      }
      const before = await checkSearch(s, request, 'search before the bookings');
      const { search, done, bookings } = await round(s, request, start);
      if (c.where === 'elsewhere') taken += bookings.used();
      const after = await checkSearch(s, request, 'search after the bookings');
      if (c.where === 'elsewhere' && after !== before)
        throw new SanityError(`${s.label}: bookings elsewhere changed the searched answer (${before} → ${after} tee times)`);
      if (bookings.failures() > 0) console.log(`  ${s.label}: ${bookings.failures()} bookings failed, the first: ${bookings.firstFailure()}`);
      const result: MixedResult = {
        case: c,
        search,
        bookingsPerSecond: done / s.seconds,
        failures: bookings.failures(),
        skipped: bookings.skipped(),
        exhausted: bookings.exhausted(),
      };
      if (!bestRound || search.requestsPerSecond > bestRound.search.requestsPerSecond) bestRound = result;
    }
    results.push(bestRound!);
    console.log(
      `  ${s.label.padEnd(8)} search while ${c.rate} bookings/s ${c.where}: ${bestRound!.search.requestsPerSecond.toFixed(0)} req/s, p99 ${bestRound!.search.p99Ms?.toFixed(2)} ms, ${bestRound!.bookingsPerSecond.toFixed(0)} bookings/s done`,
    );
  }
  return results;
}
