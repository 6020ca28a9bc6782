/**
 * The three reservation operations, one code path: on a hold (TeeTimeID is a hold id, ≥ 1e9) or
 * directly on a tee time, paid by card, optionally with free rounds from a player card.
 *
 * Order of work: quote → charge → store.
 * - The quote reads what the booking takes and what it costs, and checks every rule, without
 *   locks: a request that must fail fails there, before its card is charged.
 * - The card is charged outside any transaction: a real gateway answers far too slowly to hold a
 *   row lock meanwhile.
 * - Storing checks again, under lock or in the write itself, what may have changed since the
 *   quote: the hold still active, the seats still free, the free rounds still there, the price
 *   the same. When it cannot store the reservation the charge is voided, and a booking that
 *   changed meanwhile is quoted and charged again.
 */
import { createHash } from 'node:crypto';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { findOwnCustomer } from '../customers/customers.js';
import type { Database } from '../db/database.js';
import { isHoldId } from '../teetimes/ids.js';
import { BusinessError, ErrorCode, invalidParameter } from '../errors.js';
import { checkFreeRounds, takeFreeRounds, type FreeRoundUse } from '../player-cards/player-cards.js';
import { bookable, notEnoughSeats } from './holds.js';
import type { CardDetails, ChargeOutcome } from './payments.js';
import type { HeldSeats } from './hold-memory.js';
import { priceFor, requirePlayers, type Price, type PriceInputs } from '../teetimes/pricing.js';
import * as store from './store.js';
import type { BookingTeeTime, ReservationRecord } from './store.js';

/** What the three reservation operations are asked for (requests.ts). */
export interface ReservationRequest {
  /** A tee time, or a hold of one (isHoldId). */
  readonly teeTimeOrHoldId: number;
  readonly players: number;
  /** A CustomerID as given, checked by findOwnCustomer. */
  readonly customerId: string | undefined;
  /** Checked and trimmed. */
  readonly email: string | undefined;
  /** Trimmed; CreateReservationWithTracking and WithFreeRound only. */
  readonly trackingCode: string | undefined;
  /** CreateReservationWithFreeRound: players paid with rounds from a player card. */
  readonly freeRound: { readonly cardId: number; readonly players: number } | undefined;
  readonly card: CardDetails;
}

/**
 * A direct booking (no hold) repeated with the same details within this window is taken as a
 * retry and answered with the first reservation instead of booking and charging again.
 */
export const DIRECT_RETRY_WINDOW_MS = 10 * 60_000;
const MAX_TRACKING_CODE_LENGTH = 100;

/** The request, checked before any lock is taken, with the customer it names. */
interface Order extends Omit<ReservationRequest, 'customerId'> {
  readonly ownerId: number;
  readonly userId: number;
  readonly customerId: number | undefined;
}

/** What a booking takes (a hold being converted, or free seats of the tee time) and its price. */
interface Quote {
  readonly teeTime: BookingTeeTime;
  readonly holdId: number | null;
  /** A direct booking's retry keys: this retry window's, stored with it, and the previous one's. */
  readonly keys: readonly [string, string] | null;
  readonly customerId: number | undefined;
  readonly price: Price;
}

/** An earlier reservation this request repeats. */
interface Repeat {
  readonly existingReservationId: number;
}

const isRepeat = (outcome: object): outcome is Repeat => 'existingReservationId' in outcome;

type Payment = Extract<ChargeOutcome, { ok: true }>;

/** Quote, charge and store again at most this often when the booking changed meanwhile (its price, say). */
const MAX_ATTEMPTS = 3;

export async function createReservation(ctx: ServiceContext, session: Session, request: ReservationRequest): Promise<ReservationRecord> {
  const { db } = ctx;
  const order = await checkOrder(ctx, session, request);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    // Only the first attempt may quote a hold from this process's memory; a later one reads
    // whatever changed (the hold converted by another request, its tee time repriced).
    const quote = await quoteOrder(ctx, order, ctx.clock(), attempt === 1);
    if (isRepeat(quote)) return store.readReservation(db, quote.existingReservationId);
    const payment = await ctx.payments.charge(order.card, quote.price.dueOnline, ctx.clock());
    if (!payment.ok) throw new BusinessError(payment.reason === 'declined' ? ErrorCode.PaymentDeclined : ErrorCode.CardInvalid, payment.message);
    const stored = await storeOrVoid(ctx, order, quote, payment);
    if (stored === undefined) continue;
    return isRepeat(stored) ? store.readReservation(db, stored.existingReservationId) : stored;
  }
  throw new Error(`CreateReservation on ${order.teeTimeOrHoldId}: the booking changed under each of ${MAX_ATTEMPTS} attempts.`);
}

async function checkOrder(ctx: ServiceContext, session: Session, request: ReservationRequest): Promise<Order> {
  requirePlayers(request.players);
  const { trackingCode, freeRound } = request;
  if (trackingCode && trackingCode.length > MAX_TRACKING_CODE_LENGTH)
    throw invalidParameter(`TrackingCode is longer than ${MAX_TRACKING_CODE_LENGTH} characters.`);
  const customerId = await findOwnCustomer(ctx.db, session.ownerId, request.customerId);
  if (freeRound) checkFreeRound(freeRound, request.players, customerId);
  return { ...request, ownerId: session.ownerId, userId: session.userId, customerId };
}

function checkFreeRound(freeRound: NonNullable<ReservationRequest['freeRound']>, players: number, customerId: number | undefined): void {
  if (!Number.isInteger(freeRound.players) || freeRound.players < 1 || freeRound.players > players) {
    throw invalidParameter(`NumberOfFreePlayers must be 1 to NumberOfPlayers (${players}), got ${freeRound.players}.`);
  }
  if (customerId === undefined) throw invalidParameter("CustomerID is required for free rounds: they come from that customer's player card.");
}

const holdUnusable = (holdId: number): BusinessError =>
  new BusinessError(ErrorCode.HoldExpired, `Hold ${holdId} has expired, was already booked or is not yours: hold the tee time again.`);

function quoteOrder(ctx: ServiceContext, order: Order, now: number, fromMemory: boolean): Promise<Quote | Repeat> {
  if (!isHoldId(order.teeTimeOrHoldId)) return quoteDirect(ctx.db, order, now);
  return quoteHold(ctx.db, order, now, fromMemory ? ctx.holds.take(order.teeTimeOrHoldId, order.ownerId) : undefined);
}

/**
 * Converts the owner's active hold, whose seats are already counted as taken; a hold already
 * converted is a retry of its reservation. `remembered` is the hold as this process took it.
 */
async function quoteHold(db: Database, order: Order, now: number, remembered: HeldSeats | undefined): Promise<Quote | Repeat> {
  const found = remembered ?? (await store.holdOfOwner(db, order.teeTimeOrHoldId, order.ownerId));
  if (!found) throw holdUnusable(order.teeTimeOrHoldId);
  const { hold, teeTime } = found;
  if (hold.status === 'converted') {
    const existing = await store.reservationOfHold(db, hold.id, order.ownerId);
    if (existing !== undefined) return { existingReservationId: existing };
  }
  if (hold.status !== 'active' || hold.expiresAt <= now) throw holdUnusable(order.teeTimeOrHoldId);
  if (order.players !== hold.players) throw invalidParameter(`NumberOfPlayers must be ${hold.players}, the players of hold ${hold.id}.`);
  bookable(teeTime, teeTime.id, now);
  return priced(db, order, { teeTime, holdId: hold.id, keys: null, customerId: order.customerId ?? hold.customerId });
}

/** Takes free seats of a tee time; the same request repeated within the retry window is a retry. */
async function quoteDirect(db: Database, order: Order, now: number): Promise<Quote | Repeat> {
  const window = Math.floor(now / DIRECT_RETRY_WINDOW_MS);
  const keys = [directBookingKey(order, window), directBookingKey(order, window - 1)] as const;
  const found = await store.directQuote(db, order.teeTimeOrHoldId, keys, order.ownerId, now);
  if (found.existingReservationId !== undefined) return { existingReservationId: found.existingReservationId };
  const teeTime = bookable(found.teeTime, order.teeTimeOrHoldId, now);
  if (found.free < order.players) throw notEnoughSeats(teeTime.id, found.free, order.players);
  return priced(db, order, { teeTime, holdId: null, keys, customerId: order.customerId });
}

/** The claim with its price, once the free rounds it asks for are known to be there. */
async function priced(db: Database, order: Order, claim: Omit<Quote, 'price'>): Promise<Quote> {
  if (order.freeRound) await checkFreeRounds(db, freeRoundUse(order, claim));
  return { ...claim, price: priceFor(claim.teeTime, order.players, order.freeRound?.players ?? 0) };
}

const freeRoundUse = (order: Order, claim: Omit<Quote, 'price'>): FreeRoundUse => ({
  ownerId: order.ownerId,
  customerId: claim.customerId!,
  cardId: order.freeRound!.cardId,
  facilityId: claim.teeTime.facilityId,
  localDate: claim.teeTime.localDate,
  players: order.freeRound!.players,
});

/**
 * What makes two direct bookings "the same request": who asks, for what, for whom, paid how
 * (only the card's last four digits: a hash of the full number could be brute-forced),
 * in which retry window. The previous window is also checked, so a retry is always recognized
 * for at least one full window.
 */
function directBookingKey(order: Order, window: number): string {
  const fingerprint = [
    order.ownerId,
    order.userId,
    order.teeTimeOrHoldId,
    order.players,
    order.customerId ?? null,
    order.email?.toLowerCase() ?? null,
    order.trackingCode ?? null,
    order.card.number.slice(-4),
    order.card.expMonth,
    order.card.expYear,
    order.freeRound?.cardId ?? null,
    order.freeRound?.players ?? null,
    window,
  ];
  return createHash('sha256').update(JSON.stringify(fingerprint)).digest('hex');
}

/**
 * Stores the paid reservation: undefined when the booking changed since its quote (the hold
 * converted or expired, the tee time repriced), a Repeat when a copy of this direct booking was
 * stored meanwhile. The charge is voided unless the reservation was stored.
 */
async function storeOrVoid(ctx: ServiceContext, order: Order, quote: Quote, payment: Payment): Promise<ReservationRecord | Repeat | undefined> {
  let stored: ReservationRecord | Repeat | undefined;
  try {
    stored = await storeReservation(ctx.db, order, quote, payment, ctx.clock());
  } catch (error) {
    await ctx.payments.void(payment.reference);
    throw error;
  }
  if (stored === undefined || isRepeat(stored)) await ctx.payments.void(payment.reference);
  return stored;
}

async function storeReservation(db: Database, order: Order, quote: Quote, payment: Payment, now: number): Promise<ReservationRecord | Repeat | undefined> {
  const { teeTime, price } = quote;
  const reservation: store.NewReservation = {
    ownerId: order.ownerId,
    teeTimeId: teeTime.id,
    holdId: quote.holdId,
    idempotencyKey: quote.keys?.[0] ?? null,
    customerId: quote.customerId,
    email: order.email,
    players: order.players,
    freePlayers: order.freeRound?.players ?? 0,
    playerCardId: order.freeRound?.cardId,
    trackingCode: order.trackingCode,
    payment,
    price,
    pricedFrom: teeTime,
    createdAt: now,
  };
  // Answered from what was just written; a repeated request reads it back (store.readReservation).
  const record = (id: number | undefined): ReservationRecord | undefined =>
    id === undefined ? undefined : { id, teeTime, dueOnlineCents: price.dueOnline, dueAtCourseCents: price.dueAtCourse };
  // Converting a hold checks the hold in the write itself (one statement on PostgreSQL).
  if (quote.holdId !== null && !order.freeRound) return record(await store.insertReservation(db, reservation));
  return db.transaction(async (tx) => {
    if (quote.keys) {
      // The tee time's lock also serializes concurrent copies of one request: the second sees the first's key.
      await store.teeTimeWithPricing(tx.locking('t'), teeTime.id);
      // The quote's read again, as a statement of its own after the lock: it sees what the transactions the lock waited for wrote.
      const found = await store.directQuote(tx, teeTime.id, quote.keys, order.ownerId, now);
      if (found.existingReservationId !== undefined) return { existingReservationId: found.existingReservationId };
      if (!samePrice(bookable(found.teeTime, teeTime.id, now), teeTime)) return undefined;
      if (found.free < order.players) throw notEnoughSeats(teeTime.id, found.free, order.players);
    }
    const id = await store.insertReservation(tx, reservation);
    if (id !== undefined && order.freeRound) await takeFreeRounds(tx, freeRoundUse(order, quote));
    return record(id);
  });
}

const samePrice = (a: PriceInputs, b: PriceInputs): boolean =>
  a.rateCents === b.rateCents && a.rackRateCents === b.rackRateCents && a.taxRateBp === b.taxRateBp && a.bookingFeeCents === b.bookingFeeCents;
