/**
 * Bookings at a set pace, whatever the service's answers take (an open loop, as real buyers
 * arrive): the n-th booking starts n / rate seconds after the start. A booking is HoldTeeTime
 * then CreateReservation on the hold, over keep-alive node:http connections from the bench
 * process (a few hundred exchanges a second cost it little; wrk cannot pace).
 */
import { field, post, soapRequest } from './soap-call.js';

const CARD = { CreditCardNumber: '4111111111111111', CreditCardName: 'Bench', CreditCardType: 'Visa', CreditCardExpMo: 12, CreditCardExpYr: 2030 };
/** Bookings under way at most; past it, a booking due is skipped (and the achieved rate shows it). */
const MAX_IN_FLIGHT = 256;

export interface PacedBookings {
  /** Stops starting bookings and waits for those under way. */
  stop(): Promise<void>;
  /** Bookings completed (a ReservationID answered) between `from` and `to` (Date.now() values). */
  doneBetween(from: number, to: number): number;
  readonly failures: () => number;
  /** Bookings not started because MAX_IN_FLIGHT were under way. */
  readonly skipped: () => number;
  /** Bookings started so far (tee times taken from the list, without wrapping). */
  readonly used: () => number;
  /** True when the tee times ran out. */
  readonly exhausted: () => boolean;
  /** The first failed answer, to show. */
  readonly firstFailure: () => string | undefined;
}

async function book(origin: string, session: string, teeTime: number, players: number): Promise<string | undefined> {
  const hold = await post(origin, soapRequest('HoldTeeTime', { SessionID: session, TeeTimeID: teeTime, NumberOfPlayers: players }));
  const holdId = hold.status === 200 && field(hold.body, 'ErrorCode') === '0' ? field(hold.body, 'NewTeeTimeID') : undefined;
  if (!holdId) return `HoldTeeTime ${teeTime}: ${hold.status} ${hold.body.slice(0, 600)}`;
  const reservation = await post(
    origin,
    soapRequest('CreateReservation', {
      SessionID: session,
      TeeTimeID: holdId,
      CreditCardNumber: CARD.CreditCardNumber,
      NumberOfPlayers: players,
      CreditCardName: CARD.CreditCardName,
      CreditCardType: CARD.CreditCardType,
      CreditCardExpMo: CARD.CreditCardExpMo,
      CreditCardExpYr: CARD.CreditCardExpYr,
    }),
  );
  if (reservation.status === 200 && field(reservation.body, 'ErrorCode') === '0' && field(reservation.body, 'ReservationID')) return undefined;
  return `CreateReservation ${holdId}: ${reservation.status} ${reservation.body.slice(0, 600)}`;
}

/**
 * Starts booking `teeTimes` in order (wrapping round when `wrap`, for tee times with seats for
 * several bookings), `players` each, `rate` bookings a second.
 */
export function paceBookings(origin: string, session: string, teeTimes: readonly number[], rate: number, players: number, wrap = false): PacedBookings {
  const started = Date.now();
  const done: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let launched = 0;
  let next = 0;
  let taken = 0;
  let failures = 0;
  let skipped = 0;
  let exhausted = false;
  let firstFailure: string | undefined;
  const launch = (): void => {
    if (next >= teeTimes.length) {
      if (!wrap) return void (exhausted = true);
      next = 0;
    }
    const teeTime = teeTimes[next++]!;
    taken++;
    const p = book(origin, session, teeTime, players)
      .then((failure) => {
        if (failure === undefined) done.push(Date.now());
        else {
          failures++;
          firstFailure ??= failure;
        }
      })
      .catch((error: Error) => {
        failures++;
        firstFailure ??= error.message;
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - started) / 1000) * rate);
    for (; launched < due; launched++) {
      if (inFlight.size >= MAX_IN_FLIGHT) skipped++;
      else launch();
    }
  }, 2);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
    doneBetween: (from, to) => done.filter((t) => t >= from && t <= to).length,
    failures: () => failures,
    skipped: () => skipped,
    used: () => taken,
    exhausted: () => exhausted,
    firstFailure: () => firstFailure,
  };
}
