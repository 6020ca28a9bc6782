/**
 * HoldTeeTime, and the seat accounting every booking shares. Inside a transaction the tee time's
 * row is locked first; then free seats = capacity − booked − players of holds that are 'active'
 * and not yet expired (catalog/availability.ts, the count search shows too). An expired hold
 * gives its seats back just by no longer being counted, so no clean-up job is needed.
 */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import { FREE_SEATS_SQL } from '../catalog/availability.js';
import type { ServiceContext } from '../context.js';
import { findOwnCustomer } from '../customers/customers.js';
import type { Queryable, Transaction } from '../db/database.js';
import { BusinessError, ErrorCode, notFound } from '../errors.js';
import { centsToDecimal } from '../money.js';
import { formatLocalDateTime } from '../time.js';
import { priceFor, requirePlayers, type PriceInputs } from './pricing.js';

const MINUTE = 60_000;

/** A tee time whose row the current transaction has locked, with what pricing needs. */
export interface LockedTeeTime extends PriceInputs {
  readonly id: number;
  readonly facilityId: number;
  readonly startsAt: number;
  /** Facility-local date (YYYY-MM-DD) and time (HH:MM), as the tee_times columns hold them. */
  readonly localDate: string;
  readonly localTime: string;
}

/**
 * Locks the tee time's row for the rest of the transaction and reads it with its facility's
 * pricing; NotFound when it does not exist or has already started.
 */
export async function lockTeeTime(tx: Transaction, teeTimeId: number, now: number): Promise<LockedTeeTime> {
  // Only the tee_times row is locked (OF t): locking the facility too would serialize every
  // booking of the whole facility.
  const row = await tx.locking('t').get<{ id: number; starts_at: number; local_date: string; local_time: string; rack_rate_cents: number; rate_cents: number;
    facility_id: number; tax_rate_bp: number; booking_fee_cents: number }>(
    `SELECT t.id, t.starts_at, t.local_date, t.local_time, t.rack_rate_cents, t.rate_cents, f.id AS facility_id, f.tax_rate_bp, f.booking_fee_cents
       FROM tee_times t JOIN courses c ON c.id = t.course_id JOIN facilities f ON f.id = c.facility_id
      WHERE t.id = ?`,
    [teeTimeId],
  );
  if (!row || Number(row.starts_at) <= now) throw notFound(`TeeTimeID ${teeTimeId} does not exist or has already started: search again.`);
  return {
    id: Number(row.id),
    facilityId: Number(row.facility_id),
    startsAt: Number(row.starts_at),
    localDate: row.local_date,
    localTime: row.local_time,
    rateCents: Number(row.rate_cents),
    rackRateCents: Number(row.rack_rate_cents),
    taxRateBp: Number(row.tax_rate_bp),
    bookingFeeCents: Number(row.booking_fee_cents),
  };
}

/** Throws NotEnoughSeats unless `players` seats of the locked tee time are free at `now`. */
export async function requireFreeSeats(tx: Queryable, teeTime: LockedTeeTime, players: number, now: number): Promise<void> {
  // The same count search uses, read after the lock so no other booking can change it meanwhile.
  const row = await tx.get<{ free: number }>(`SELECT ${FREE_SEATS_SQL} AS free FROM tee_times t WHERE t.id = ?`, [now, teeTime.id]);
  const free = Number(row!.free);
  if (free < players) {
    throw new BusinessError(ErrorCode.NotEnoughSeats, `Tee time ${teeTime.id} has ${Math.max(free, 0)} seat(s) left, fewer than NumberOfPlayers ${players}: search again or ask for fewer players.`);
  }
}

export async function holdTeeTime(ctx: ServiceContext, session: Session, request: T.HoldTeeTimeRequest): Promise<T.ResponseHoldTeeTime> {
  const { db, config } = ctx;
  const players = request.NumberOfPlayers;
  requirePlayers(players);
  const customerId = await findOwnCustomer(db, session.ownerId, request.CustomerID);
  const now = ctx.clock();
  const { holdId, teeTime, price } = await db.transaction(async (tx) => {
    const teeTime = await lockTeeTime(tx, request.TeeTimeID, now);
    await requireFreeSeats(tx, teeTime, players, now);
    const price = priceFor(teeTime, players);
    const row = await tx.get<{ id: number }>(
      `INSERT INTO holds (owner_id, tee_time_id, customer_id, players, status, created_at, expires_at, course_fee_cents, tax_cents, booking_fee_cents, due_online_cents)
       VALUES (?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?) RETURNING id`,
      [session.ownerId, teeTime.id, customerId ?? null, players, now, now + config.holdMinutes * MINUTE, price.courseFee, price.tax, price.bookingFee, price.dueOnline],
    );
    return { holdId: Number(row!.id), teeTime, price };
  });
  return {
    ErrorCode: ErrorCode.Success,
    HoldTeeTime: {
      NewTeeTimeID: holdId,
      NewDateTime: formatLocalDateTime(teeTime.localDate, teeTime.localTime, teeTime.startsAt),
      CourseFee: centsToDecimal(price.courseFee),
      TaxAmount: centsToDecimal(price.tax),
      BookingFee: centsToDecimal(price.bookingFee),
      DueOnline: centsToDecimal(price.dueOnline),
    },
  };
}
