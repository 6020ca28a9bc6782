/**
 * HoldTeeTime, and the seat rules every booking shares. Free seats = capacity − booked − players
 * of holds that are 'active' and not yet expired (teetimes/availability.ts, the count search shows
 * too), counted while the tee time's row is locked. An expired hold gives its seats back just by
 * no longer being counted, so no clean-up job is needed.
 */
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { findOwnCustomer } from '../customers/customers.js';
import { BusinessError, ErrorCode, notFound } from '../errors.js';
import { priceFor, requirePlayers, type Price } from '../teetimes/pricing.js';
import { takeHold, type BookingTeeTime } from './store.js';

const MINUTE = 60_000;

/** A new hold: its id (HoldTeeTime's NewTeeTimeID), the tee time and what the players will pay. */
export interface Hold {
  readonly id: number;
  readonly teeTime: BookingTeeTime;
  readonly price: Price;
}

/** The tee time if it exists and has not started at `now`; NotFound otherwise. */
export function bookable(teeTime: BookingTeeTime | undefined, teeTimeId: number, now: number): BookingTeeTime {
  if (!teeTime || teeTime.startsAt <= now) throw notFound(`TeeTimeID ${teeTimeId} does not exist or has already started: search again.`);
  return teeTime;
}

/** Why `players` could not have seats of a tee time with `free` left. */
export const notEnoughSeats = (teeTimeId: number, free: number, players: number): BusinessError =>
  new BusinessError(
    ErrorCode.NotEnoughSeats,
    `Tee time ${teeTimeId} has ${Math.max(free, 0)} seat(s) left, fewer than NumberOfPlayers ${players}: search again or ask for fewer players.`,
  );

/** What HoldTeeTime is asked for (requests.ts). */
export interface HoldOrder {
  readonly teeTimeId: number;
  readonly players: number;
  /** A CustomerID as given, checked by findOwnCustomer. */
  readonly customerId: string | undefined;
}

export async function holdTeeTime(ctx: ServiceContext, session: Session, order: HoldOrder): Promise<Hold> {
  const { db, config } = ctx;
  const { players, teeTimeId } = order;
  requirePlayers(players);
  const customerId = await findOwnCustomer(db, session.ownerId, order.customerId);
  const now = ctx.clock();
  const expiresAt = now + config.holdMinutes * MINUTE;
  const taken = await takeHold(db, { ownerId: session.ownerId, teeTimeId, customerId, players, createdAt: now, expiresAt });
  const teeTime = bookable(taken.teeTime, teeTimeId, now);
  if (taken.holdId === undefined) throw notEnoughSeats(teeTime.id, taken.free, players);
  const hold = { id: taken.holdId, teeTimeId: teeTime.id, customerId, players, status: 'active', expiresAt };
  ctx.holds.remember({ ownerId: session.ownerId, hold, teeTime });
  return { id: hold.id, teeTime, price: priceFor(teeTime, players) };
}
