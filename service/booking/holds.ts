/**
 * HoldTeeTime, and the seat rules every booking shares. Inside a transaction the tee time's row
 * is locked first; then free seats = capacity − booked − players of holds that are 'active' and
 * not yet expired (catalog/availability.ts, the count search shows too). An expired hold gives
 * its seats back just by no longer being counted, so no clean-up job is needed.
 */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { findOwnCustomer } from '../customers/customers.js';
import type { Transaction } from '../db/database.js';
import { BusinessError, ErrorCode, notFound } from '../errors.js';
import { priceFor, requirePlayers, type Price } from './pricing.js';
import { freeSeats, insertHoldIfFree, lockTeeTime, type LockedTeeTime } from './store.js';

const MINUTE = 60_000;

/** A new hold: its id (HoldTeeTime's NewTeeTimeID), the tee time and what the players will pay. */
export interface Hold {
  readonly id: number;
  readonly teeTime: LockedTeeTime;
  readonly price: Price;
}

/** The tee time, locked for the rest of the transaction; NotFound when it does not exist or has already started. */
export async function takeTeeTime(tx: Transaction, teeTimeId: number, now: number): Promise<LockedTeeTime> {
  return bookable(await lockTeeTime(tx, teeTimeId), teeTimeId, now);
}

/** The tee time if it exists and has not started at `now`; NotFound otherwise. */
export function bookable(teeTime: LockedTeeTime | undefined, teeTimeId: number, now: number): LockedTeeTime {
  if (!teeTime || teeTime.startsAt <= now) throw notFound(`TeeTimeID ${teeTimeId} does not exist or has already started: search again.`);
  return teeTime;
}

/** Throws NotEnoughSeats unless `players` seats of the locked tee time are free at `now`. */
export async function requireFreeSeats(tx: Transaction, teeTime: LockedTeeTime, players: number, now: number): Promise<void> {
  // Read after the lock, so no other booking can change it meanwhile.
  const free = await freeSeats(tx, teeTime.id, now);
  if (free < players) throw notEnoughSeats(teeTime.id, free, players);
}

const notEnoughSeats = (teeTimeId: number, free: number, players: number): BusinessError =>
  new BusinessError(ErrorCode.NotEnoughSeats, `Tee time ${teeTimeId} has ${Math.max(free, 0)} seat(s) left, fewer than NumberOfPlayers ${players}: search again or ask for fewer players.`);

export async function holdTeeTime(ctx: ServiceContext, session: Session, request: T.HoldTeeTimeRequest): Promise<Hold> {
  const { db, config } = ctx;
  const players = request.NumberOfPlayers;
  requirePlayers(players);
  const customerId = await findOwnCustomer(db, session.ownerId, request.CustomerID);
  const now = ctx.clock();
  return db.transaction(async (tx) => {
    const teeTime = await takeTeeTime(tx, request.TeeTimeID, now);
    const price = priceFor(teeTime, players);
    // The seat check is part of the insert; the count is read again only to say why it failed.
    const id = await insertHoldIfFree(tx, {
      ownerId: session.ownerId, teeTimeId: teeTime.id, customerId, players, createdAt: now, expiresAt: now + config.holdMinutes * MINUTE, price,
    });
    if (id === undefined) throw notEnoughSeats(teeTime.id, await freeSeats(tx, teeTime.id, now), players);
    return { id, teeTime, price };
  });
}
