/**
 * The three reservation operations, one code path: on a hold (TeeTimeID is a hold id, ≥ 1e9) or
 * directly on a tee time, paid by card, optionally with free rounds from a player card.
 *
 * Order of work, all in one transaction: lock → hold / seats check → free rounds → charge →
 * insert → commit. A failure anywhere rolls everything back, so nothing is booked unpaid.
 * Charging inside the transaction is acceptable only because the gateway is in-process; a real
 * gateway must be called outside the row lock, with the reservation in a 'pending' state first.
 */
import { createHash } from 'node:crypto';
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { findOwnCustomer, normalizeEmail } from '../customers/customers.js';
import type { Transaction } from '../db/database.js';
import { isHoldId } from '../db/migrations.js';
import { BusinessError, ErrorCode, invalidParameter } from '../errors.js';
import { takeFreeRounds } from '../player-cards/player-cards.js';
import { bookable, requireFreeSeats, takeTeeTime } from './holds.js';
import type { CardDetails } from './payments.js';
import { priceFor, requirePlayers } from './pricing.js';
import * as store from './store.js';
import type { LockedTeeTime, ReservationRecord } from './store.js';

export interface ReservationExtras {
  readonly trackingCode?: string;
  /** CreateReservationWithFreeRound: players paid with rounds from a player card. */
  readonly freeRound?: { readonly cardId: number; readonly players: number };
}

/**
 * A direct booking (no hold) repeated with the same details within this window is taken as a
 * retry and answered with the first reservation instead of booking and charging again.
 */
export const DIRECT_RETRY_WINDOW_MS = 10 * 60_000;
const MAX_TRACKING_CODE_LENGTH = 100;

/** The request, checked and normalized before any lock is taken. */
interface Order {
  readonly ownerId: number;
  readonly userId: number;
  readonly teeTimeOrHoldId: number;
  readonly players: number;
  readonly customerId: number | undefined;
  readonly email: string | undefined;
  readonly trackingCode: string | undefined;
  readonly freeRound: ReservationExtras['freeRound'];
  readonly card: CardDetails;
}

/** Where the seats come from: a hold being converted, or free seats of the tee time. */
interface ClaimedSeats {
  readonly teeTime: LockedTeeTime;
  readonly holdId: number | null;
  readonly idempotencyKey: string | null;
  readonly customerId: number | undefined;
}

/** An earlier reservation this request repeats. */
interface Repeat {
  readonly existingReservationId: number;
}

export async function createReservation(ctx: ServiceContext, session: Session, request: T.CreateReservationRequest, extras: ReservationExtras): Promise<ReservationRecord> {
  const order = await checkOrder(ctx, session, request, extras);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const claim = isHoldId(order.teeTimeOrHoldId)
      ? await claimHold(tx, order, now)
      : await claimFreeSeats(tx, order, now);
    return 'existingReservationId' in claim ? store.readReservation(tx, claim.existingReservationId) : book(ctx, tx, order, claim, now);
  });
}

async function checkOrder(ctx: ServiceContext, session: Session, request: T.CreateReservationRequest, extras: ReservationExtras): Promise<Order> {
  requirePlayers(request.NumberOfPlayers);
  const trackingCode = extras.trackingCode?.trim() || undefined;
  if (trackingCode && trackingCode.length > MAX_TRACKING_CODE_LENGTH) throw invalidParameter(`TrackingCode is longer than ${MAX_TRACKING_CODE_LENGTH} characters.`);
  const customerId = await findOwnCustomer(ctx.db, session.ownerId, request.CustomerID);
  if (extras.freeRound) checkFreeRound(extras.freeRound, request.NumberOfPlayers, customerId);
  return {
    ownerId: session.ownerId,
    userId: session.userId,
    teeTimeOrHoldId: request.TeeTimeID,
    players: request.NumberOfPlayers,
    customerId,
    email: normalizeEmail(request.EmailAddress)?.address,
    trackingCode,
    freeRound: extras.freeRound,
    card: {
      number: (request.CreditCardNumber ?? '').replace(/[\s-]/g, ''),
      type: request.CreditCardType ?? '',
      expMonth: request.CreditCardExpMo,
      expYear: request.CreditCardExpYr,
      name: request.CreditCardName,
      postalCode: request.CreditCardPostalCode,
    },
  };
}

function checkFreeRound(freeRound: NonNullable<ReservationExtras['freeRound']>, players: number, customerId: number | undefined): void {
  if (!Number.isInteger(freeRound.players) || freeRound.players < 1 || freeRound.players > players) {
    throw invalidParameter(`NumberOfFreePlayers must be 1 to NumberOfPlayers (${players}), got ${freeRound.players}.`);
  }
  if (customerId === undefined) throw invalidParameter('CustomerID is required for free rounds: they come from that customer\'s player card.');
}

const holdUnusable = (holdId: number): BusinessError =>
  new BusinessError(ErrorCode.HoldExpired, `Hold ${holdId} has expired, was already booked or is not yours: hold the tee time again.`);

/**
 * Converts the owner's active hold; a hold already converted is a retry of its reservation.
 * Locks the hold and its tee time in one statement; every other lock of a tee time takes it
 * alone (a hold is created under the tee time's lock but never locked there), so they cannot
 * deadlock.
 */
async function claimHold(tx: Transaction, order: Order, now: number): Promise<ClaimedSeats | Repeat> {
  const locked = await store.lockHold(tx, order.teeTimeOrHoldId, order.ownerId);
  if (!locked) throw holdUnusable(order.teeTimeOrHoldId);
  const { hold, teeTime } = locked;
  if (hold.status === 'converted') {
    const existing = await store.reservationOfHold(tx, hold.id, order.ownerId);
    if (existing !== undefined) return { existingReservationId: existing };
  }
  if (hold.status !== 'active' || hold.expiresAt <= now) throw holdUnusable(order.teeTimeOrHoldId);
  if (order.players !== hold.players) throw invalidParameter(`NumberOfPlayers must be ${hold.players}, the players of hold ${hold.id}.`);
  // The hold's seats are already counted as taken, so no free-seat check here.
  bookable(teeTime, teeTime.id, now);
  return { teeTime, holdId: hold.id, idempotencyKey: null, customerId: order.customerId ?? hold.customerId };
}

/** Takes free seats of a tee time; the same request repeated within the retry window is a retry. */
async function claimFreeSeats(tx: Transaction, order: Order, now: number): Promise<ClaimedSeats | Repeat> {
  // Locking first also serializes two concurrent copies of one request: the second sees the first's key.
  const teeTime = await takeTeeTime(tx, order.teeTimeOrHoldId, now);
  const window = Math.floor(now / DIRECT_RETRY_WINDOW_MS);
  const existing = await store.reservationWithKey(tx, [directBookingKey(order, window), directBookingKey(order, window - 1)], order.ownerId);
  if (existing !== undefined) return { existingReservationId: existing };
  await requireFreeSeats(tx, teeTime, order.players, now);
  return { teeTime, holdId: null, idempotencyKey: directBookingKey(order, window), customerId: order.customerId };
}

/**
 * What makes two direct bookings "the same request": who asks, for what, for whom, paid how
 * (only the card's last four digits: a hash of the full number could be brute-forced),
 * in which retry window. The previous window is also checked, so a retry is always recognized
 * for at least one full window.
 */
function directBookingKey(order: Order, window: number): string {
  const fingerprint = [
    order.ownerId, order.userId, order.teeTimeOrHoldId, order.players, order.customerId ?? null, order.email?.toLowerCase() ?? null,
    order.trackingCode ?? null, order.card.number.slice(-4), order.card.expMonth, order.card.expYear,
    order.freeRound?.cardId ?? null, order.freeRound?.players ?? null, window,
  ];
  return createHash('sha256').update(JSON.stringify(fingerprint)).digest('hex');
}

/** Free rounds → charge → insert → seats; returns the new reservation. */
async function book(ctx: ServiceContext, tx: Transaction, order: Order, claim: ClaimedSeats, now: number): Promise<ReservationRecord> {
  const { teeTime } = claim;
  const freePlayers = order.freeRound?.players ?? 0;
  const price = priceFor(teeTime, order.players, freePlayers);
  if (order.freeRound) {
    await takeFreeRounds(tx, {
      ownerId: order.ownerId, customerId: claim.customerId!, cardId: order.freeRound.cardId,
      facilityId: teeTime.facilityId, localDate: teeTime.localDate, players: freePlayers,
    }, now);
  }
  const payment = await ctx.payments.charge(order.card, price.dueOnline, now);
  if (!payment.ok) throw new BusinessError(payment.reason === 'declined' ? ErrorCode.PaymentDeclined : ErrorCode.CardInvalid, payment.message);
  const id = await store.insertReservation(tx, {
    ownerId: order.ownerId, teeTimeId: teeTime.id, holdId: claim.holdId, idempotencyKey: claim.idempotencyKey, customerId: claim.customerId,
    email: order.email, players: order.players, freePlayers, playerCardId: order.freeRound?.cardId, trackingCode: order.trackingCode,
    payment, price, createdAt: now,
  });
  // Answered from what was just written; a repeated request reads it back (store.readReservation).
  return { id, teeTime, dueOnlineCents: price.dueOnline, dueAtCourseCents: price.dueAtCourse };
}
