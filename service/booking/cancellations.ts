/**
 * Reservations read back and cancelled: GetReservation, GetCustomerReservations,
 * GetCancellationPolicy and CancelReservation. The rules are in docs/booking.md, "Cancellations".
 *
 * Order of work for a cancel: cancel → refund.
 * - One transaction, the reservation's row locked: check that it may still be cancelled, mark it
 *   cancelled, give its seats back to the tee time and its free rounds back to the player card.
 *   Of concurrent cancels of one reservation the first to get the lock does this; the others
 *   then find it cancelled and answer that same cancellation.
 * - The charge is refunded after the commit, outside any transaction (a real gateway answers far
 *   too slowly to hold a row lock meanwhile), by the cancel that claimed the refund; its reference
 *   is recorded then. A refund the gateway failed is claimed and asked for again by the next
 *   CancelReservation of the reservation (the gateway keys refunds by charge, so never twice).
 */
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { findOwnCustomer, requireOwnCustomer } from '../customers/customers.js';
import { BusinessError, ErrorCode, invalidParameter, notFound } from '../errors.js';
import { scrubCardNumbers } from '../ops/logger.js';
import { giveBackFreeRounds } from '../player-cards/player-cards.js';
import { isHoldId } from '../teetimes/ids.js';
import { priceFor } from '../teetimes/pricing.js';
import { addDays, daysBetween, localParts } from '../time.js';
import * as store from './store.js';
import type { ReservationDetails, StoredCancellation } from './store.js';

/** The most reservations GetCustomerReservations answers: those of the latest tee times. */
export const MAX_CUSTOMER_RESERVATIONS = 100;
/** The default reach of GetCustomerReservations on either side of a date it is given (or today). */
export const CUSTOMER_RESERVATION_YEAR = 365;
/** The longest date range GetCustomerReservations covers: a year each side of today. */
export const MAX_CUSTOMER_RESERVATION_DAYS = 2 * CUSTOMER_RESERVATION_YEAR + 1;
const MAX_REASON_LENGTH = 200;
/** A refund claimed this long ago and still not done is taken to have been lost with its process. */
export const REFUND_CLAIM_MS = 60_000;
const HOUR = 3_600_000;

/** GetCustomerReservations' input: dates YYYY-MM-DD, facility local. */
export interface CustomerReservationsQuery {
  readonly customerId: string | undefined;
  readonly fromDate: string | undefined;
  readonly toDate: string | undefined;
}

/** GetCancellationPolicy's input: exactly one of the two. */
export interface PolicySubject {
  readonly reservationId: number | undefined;
  /** A tee time, or a hold's NewTeeTimeID. */
  readonly teeTimeId: number | undefined;
}

export interface CancelOrder {
  readonly reservationId: number;
  /** When given, it must be the reservation's customer. */
  readonly customerId: string | undefined;
  readonly reason: string | undefined;
}

/** A reservation's cancellation, as CancelReservation answers it every time it is asked. */
export interface CancellationAnswer {
  readonly reservation: ReservationDetails;
  readonly cancellation: StoredCancellation;
}

/** GetCancellationPolicy's answer, for a reservation or a tee time. */
export interface CancellationTerms {
  readonly cancelBefore: number;
  readonly timeZone: string;
  readonly cutoffHours: number;
  readonly canCancel: boolean;
  readonly refundOnlineCents: number;
  readonly noLongerDueCents: number;
  readonly description: string;
}

export async function getReservation(ctx: ServiceContext, session: Session, reservationId: number): Promise<ReservationDetails> {
  return requireOwnReservation(await store.ownReservation(ctx.db, reservationId, session.ownerId), reservationId);
}

export async function getCustomerReservations(ctx: ServiceContext, session: Session, query: CustomerReservationsQuery): Promise<ReservationDetails[]> {
  const customerId = await requireOwnCustomer(ctx.db, session.ownerId, query.customerId);
  const { from, to } = customerWindow(query, ctx.clock());
  return store.customerReservations(ctx.db, session.ownerId, customerId, from, to, MAX_CUSTOMER_RESERVATIONS);
}

/** The query's dates with their defaults (a year each way); "today" is the UTC date. */
function customerWindow({ fromDate, toDate }: CustomerReservationsQuery, now: number): { from: string; to: string } {
  const today = localParts(now, 'UTC').date;
  const from = fromDate ?? addDays(toDate ?? today, -CUSTOMER_RESERVATION_YEAR);
  const to = toDate ?? addDays(fromDate ?? today, CUSTOMER_RESERVATION_YEAR);
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw invalidParameter(`ToDate ${to} is before FromDate ${from}.`);
  if (days > MAX_CUSTOMER_RESERVATION_DAYS)
    throw invalidParameter(`FromDate to ToDate covers ${days} days; ask for at most ${MAX_CUSTOMER_RESERVATION_DAYS} at a time.`);
  return { from, to };
}

export async function getCancellationPolicy(ctx: ServiceContext, session: Session, { reservationId, teeTimeId }: PolicySubject): Promise<CancellationTerms> {
  if ((reservationId === undefined) === (teeTimeId === undefined))
    throw invalidParameter('Send either ReservationID or TeeTimeID (the other 0), not both and not neither.');
  const now = ctx.clock();
  if (reservationId !== undefined) {
    const reservation = requireOwnReservation(await store.ownReservation(ctx.db, reservationId, session.ownerId), reservationId);
    const { facility, teeTime } = reservation;
    return terms(
      ctx,
      { startsAt: teeTime.startsAt, timeZone: facility.timeZone, cutoffHours: facility.cutoffHours },
      reservation.cancellation?.refundCents ?? reservation.dueOnlineCents,
      reservation.dueAtCourseCents,
      now,
      reservation.cancellation,
    );
  }
  const teeTime = await store.policyTeeTime(ctx.db, await teeTimeOfRequest(ctx, session, teeTimeId!));
  if (!teeTime) throw notFound(`TeeTimeID ${teeTimeId} does not exist: search again.`);
  const onePlayer = priceFor(teeTime, 1);
  return terms(ctx, teeTime, onePlayer.dueOnline, onePlayer.dueAtCourse, now, undefined);
}

/** The tee time a TeeTimeID names: itself, or the tee time of the owner's hold. */
async function teeTimeOfRequest(ctx: ServiceContext, session: Session, teeTimeId: number): Promise<number> {
  if (!isHoldId(teeTimeId)) return teeTimeId;
  const held = await store.holdOfOwner(ctx.db, teeTimeId, session.ownerId);
  if (!held) throw notFound(`TeeTimeID ${teeTimeId} is not one of your holds: search again.`);
  return held.teeTime.id;
}

interface Cutoff {
  readonly startsAt: number;
  readonly timeZone: string;
  readonly cutoffHours: number | undefined;
}

/** Hours before the tee time at which cancelling closes: the facility's own, else CANCEL_CUTOFF_HOURS. */
const cutoffHoursOf = (ctx: ServiceContext, cutoff: Cutoff): number => cutoff.cutoffHours ?? ctx.config.cancelCutoffHours;
const cancelBefore = (ctx: ServiceContext, cutoff: Cutoff): number => cutoff.startsAt - cutoffHoursOf(ctx, cutoff) * HOUR;

function terms(
  ctx: ServiceContext,
  cutoff: Cutoff,
  refundOnlineCents: number,
  noLongerDueCents: number,
  now: number,
  cancelled: StoredCancellation | undefined,
): CancellationTerms {
  const until = cancelBefore(ctx, cutoff);
  const hours = cutoffHoursOf(ctx, cutoff);
  const description = cancelled
    ? 'This reservation has been cancelled; sending CancelReservation again answers the same cancellation.'
    : `Cancellation is accepted until ${hours} hour(s) before the tee time: the amount charged online is refunded to the card in full, ` +
      `nothing is due at the course, and free rounds go back to the player card. After that a cancellation is refused (ErrorCode ${ErrorCode.TooLateToCancel}); ` +
      `once the tee time has started it cannot be cancelled (ErrorCode ${ErrorCode.TeeTimeStarted}). Contact the course for a later change.`;
  return {
    cancelBefore: until,
    timeZone: cutoff.timeZone,
    cutoffHours: hours,
    canCancel: cancelled === undefined && now < until,
    refundOnlineCents,
    noLongerDueCents,
    description,
  };
}

export async function cancelReservation(ctx: ServiceContext, session: Session, order: CancelOrder): Promise<CancellationAnswer> {
  const reason = checkReason(order.reason);
  const customerId = await findOwnCustomer(ctx.db, session.ownerId, order.customerId);
  const now = ctx.clock();
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await store.ownReservation(tx.locking('r'), order.reservationId, session.ownerId);
    const reservation = requireOwnReservation(customerId === undefined || found?.customerId === customerId ? found : undefined, order.reservationId);
    if (reservation.cancellation) return { reservation, cancellation: reservation.cancellation, claimed: false };
    refuseLateCancel(ctx, reservation, now);
    const refundCents = reservation.paymentReference === undefined ? 0 : reservation.dueOnlineCents;
    const cancellation: StoredCancellation = { at: now, reason, refundCents, refundStatus: refundCents > 0 ? 'pending' : 'none' };
    await store.cancelAndRelease(tx, reservation, cancellation);
    if (reservation.playerCardId !== undefined) await giveBackFreeRounds(tx, reservation.playerCardId, reservation.facility.id, reservation.freePlayers);
    return { reservation, cancellation, claimed: true };
  });
  if (
    outcome.cancellation.refundStatus === 'pending' &&
    (outcome.claimed || (await store.claimRefund(ctx.db, outcome.reservation.id, now, now - REFUND_CLAIM_MS)))
  ) {
    await refund(ctx, outcome.reservation, outcome.cancellation.refundCents);
  }
  return { reservation: outcome.reservation, cancellation: outcome.cancellation };
}

/** Refunds the reservation's charge and records it; a failure leaves the refund for the next CancelReservation to claim. */
async function refund(ctx: ServiceContext, reservation: ReservationDetails, amountCents: number): Promise<void> {
  let reference: string;
  try {
    reference = await ctx.payments.refund(reservation.paymentReference!, amountCents);
  } catch (error) {
    await store.releaseRefundClaim(ctx.db, reservation.id);
    throw new Error(
      `Reservation ${reservation.id} is cancelled but its refund failed (${(error as Error).message}); send CancelReservation again to complete the refund.`,
    );
  }
  await store.refundDone(ctx.db, reservation.id, reference);
}

function refuseLateCancel(ctx: ServiceContext, reservation: ReservationDetails, now: number): void {
  const cutoff = { startsAt: reservation.teeTime.startsAt, timeZone: reservation.facility.timeZone, cutoffHours: reservation.facility.cutoffHours };
  if (reservation.teeTime.startsAt <= now) {
    throw new BusinessError(
      ErrorCode.TeeTimeStarted,
      `Reservation ${reservation.id}'s tee time has already started, so it cannot be cancelled: contact the course.`,
    );
  }
  if (now >= cancelBefore(ctx, cutoff)) {
    throw new BusinessError(
      ErrorCode.TooLateToCancel,
      `Reservation ${reservation.id} can no longer be cancelled: cancellation closed ${cutoffHoursOf(ctx, cutoff)} hour(s) before the tee time (see GetCancellationPolicy); contact the course.`,
    );
  }
}

function checkReason(reason: string | undefined): string | undefined {
  if (reason && reason.length > MAX_REASON_LENGTH) throw invalidParameter(`Reason is longer than ${MAX_REASON_LENGTH} characters.`);
  // A card number typed into the reason is not kept: card numbers are never stored.
  return reason && scrubCardNumbers(reason);
}

function requireOwnReservation(reservation: ReservationDetails | undefined, id: number): ReservationDetails {
  if (!reservation) throw notFound(`ReservationID ${id} is not one of your reservations.`);
  return reservation;
}
