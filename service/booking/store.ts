/**
 * The booking area's SQL, and its rows turned into models: tee times taken under lock, holds and
 * reservations. The rules (who may book what, and when) are in holds.ts and reservations.ts;
 * what the wire shows is in service/wire.ts.
 */
import { FREE_SEATS_SQL } from '../catalog/availability.js';
import type { Queryable, Transaction } from '../db/database.js';
import type { Price, PriceInputs } from './pricing.js';

/** A tee time whose row the current transaction has locked, with what pricing needs. */
export interface LockedTeeTime extends PriceInputs {
  readonly id: number;
  readonly facilityId: number;
  readonly startsAt: number;
  /** Facility-local date (YYYY-MM-DD) and time (HH:MM), as the tee_times columns hold them. */
  readonly localDate: string;
  readonly localTime: string;
}

/** When a tee time starts, as a reservation shows it. */
export type TeeTimeStart = Pick<LockedTeeTime, 'localDate' | 'localTime' | 'startsAt'>;

/** A hold, as a reservation of it needs it. */
export interface HoldRecord {
  readonly id: number;
  readonly teeTimeId: number;
  readonly customerId: number | undefined;
  readonly players: number;
  readonly status: 'active' | 'converted' | string;
  readonly expiresAt: number;
}

/** A stored reservation: what its answer shows. */
export interface ReservationRecord {
  readonly id: number;
  readonly teeTime: TeeTimeStart;
  readonly dueOnlineCents: number;
  readonly dueAtCourseCents: number;
}

export interface NewHold {
  readonly ownerId: number;
  readonly teeTimeId: number;
  readonly customerId: number | undefined;
  readonly players: number;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly price: Price;
}

export interface NewReservation {
  readonly ownerId: number;
  readonly teeTimeId: number;
  readonly holdId: number | null;
  readonly idempotencyKey: string | null;
  readonly customerId: number | undefined;
  readonly email: string | undefined;
  readonly players: number;
  readonly freePlayers: number;
  readonly playerCardId: number | undefined;
  readonly trackingCode: string | undefined;
  readonly payment: { readonly brand: string; readonly last4: string; readonly reference: string };
  readonly price: Price;
  readonly createdAt: number;
}

/**
 * Locks the tee time's row for the rest of the transaction and reads it with its facility's
 * pricing. Only the tee_times row is locked (OF t): locking the facility too would serialize
 * every booking of the whole facility.
 */
export async function lockTeeTime(tx: Transaction, teeTimeId: number): Promise<LockedTeeTime | undefined> {
  const row = await tx.locking('t').get<TeeTimeRow>(`SELECT ${TEE_TIME_COLUMNS} FROM ${TEE_TIME_TABLES} WHERE t.id = ?`, [teeTimeId]);
  return row && teeTimeOf(row);
}

/** A tee time's row with its facility's pricing, as both locks read it. */
const TEE_TIME_COLUMNS = 't.id, t.starts_at, t.local_date, t.local_time, t.rack_rate_cents, t.rate_cents, f.id AS facility_id, f.tax_rate_bp, f.booking_fee_cents';
const TEE_TIME_TABLES = 'tee_times t JOIN courses c ON c.id = t.course_id JOIN facilities f ON f.id = c.facility_id';

interface TeeTimeRow {
  id: number;
  starts_at: number;
  local_date: string;
  local_time: string;
  rack_rate_cents: number;
  rate_cents: number;
  facility_id: number;
  tax_rate_bp: number;
  booking_fee_cents: number;
}

function teeTimeOf(row: TeeTimeRow): LockedTeeTime {
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

/** Free seats of a tee time at `now`: the count search shows (catalog/availability.ts). */
export async function freeSeats(q: Queryable, teeTimeId: number, now: number): Promise<number> {
  const row = await q.get<{ free: number }>(`SELECT ${FREE_SEATS_SQL} AS free FROM tee_times t WHERE t.id = ?`, [now, teeTimeId]);
  return Number(row!.free);
}

/**
 * Stores the hold in the same statement that checks its seats are free at its creation time (the
 * caller holds the tee time's lock, so the count cannot change meanwhile); its id, or undefined
 * when they are not free. The casts type the SELECT list for PostgreSQL.
 */
export async function insertHoldIfFree(tx: Transaction, hold: NewHold): Promise<number | undefined> {
  const row = await tx.get<{ id: number }>(
    `INSERT INTO holds (owner_id, tee_time_id, customer_id, players, status, created_at, expires_at, course_fee_cents, tax_cents, booking_fee_cents, due_online_cents)
     SELECT CAST(? AS INTEGER), t.id, CAST(? AS BIGINT), CAST(? AS INTEGER), 'active', CAST(? AS BIGINT), CAST(? AS BIGINT),
            CAST(? AS INTEGER), CAST(? AS INTEGER), CAST(? AS INTEGER), CAST(? AS INTEGER)
       FROM tee_times t WHERE t.id = ? AND ${FREE_SEATS_SQL} >= ?
     RETURNING id`,
    [hold.ownerId, hold.customerId ?? null, hold.players, hold.createdAt, hold.expiresAt,
      hold.price.courseFee, hold.price.tax, hold.price.bookingFee, hold.price.dueOnline, hold.teeTimeId, hold.createdAt, hold.players],
  );
  return row && Number(row.id);
}

/**
 * The owner's hold with its tee time, both rows locked for the rest of the transaction (one
 * statement; every statement that locks both takes them in the same order).
 */
export async function lockHold(tx: Transaction, holdId: number, ownerId: number): Promise<{ hold: HoldRecord; teeTime: LockedTeeTime } | undefined> {
  const row = await tx.locking('h, t').get<TeeTimeRow & { hold_id: number; customer_id: number | null; players: number; status: string; expires_at: number }>(
    `SELECT h.id AS hold_id, h.customer_id, h.players, h.status, h.expires_at, ${TEE_TIME_COLUMNS}
       FROM holds h JOIN tee_times t ON t.id = h.tee_time_id JOIN courses c ON c.id = t.course_id JOIN facilities f ON f.id = c.facility_id
      WHERE h.id = ? AND h.owner_id = ?`,
    [holdId, ownerId],
  );
  if (!row) return undefined;
  const teeTime = teeTimeOf(row);
  return {
    hold: {
      id: Number(row.hold_id),
      teeTimeId: teeTime.id,
      customerId: row.customer_id === null ? undefined : Number(row.customer_id),
      players: Number(row.players),
      status: row.status,
      expiresAt: Number(row.expires_at),
    },
    teeTime,
  };
}

/** The id of the owner's reservation made from this hold, if any. */
export async function reservationOfHold(q: Queryable, holdId: number, ownerId: number): Promise<number | undefined> {
  const row = await q.get<{ id: number }>('SELECT id FROM reservations WHERE hold_id = ? AND owner_id = ?', [holdId, ownerId]);
  return row && Number(row.id);
}

/** The id of the owner's reservation stored under any of these idempotency keys, if any. */
export async function reservationWithKey(q: Queryable, keys: readonly [string, string], ownerId: number): Promise<number | undefined> {
  const row = await q.get<{ id: number }>('SELECT id FROM reservations WHERE idempotency_key IN (?, ?) AND owner_id = ?', [...keys, ownerId]);
  return row && Number(row.id);
}

const RESERVATION_COLUMNS = `owner_id, tee_time_id, hold_id, idempotency_key, customer_id, email, players, free_players, player_card_id,
  tracking_code, card_brand, card_last4, payment_reference, course_fee_cents, tax_cents, booking_fee_cents, due_online_cents,
  due_at_course_cents, status, created_at`;
const RESERVATION_VALUES = "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'confirmed', ?";

/**
 * Stores the reservation and takes its seats (the hold's, when it converts one); returns its id.
 * On PostgreSQL the three writes are one statement: each round trip is a large part of a
 * booking's cost there (docs/performance.md); SQLite runs in-process, so it keeps three plain ones.
 */
export async function insertReservation(tx: Transaction, r: NewReservation): Promise<number> {
  const values = [r.ownerId, r.teeTimeId, r.holdId, r.idempotencyKey, r.customerId ?? null, r.email ?? null, r.players, r.freePlayers,
    r.playerCardId ?? null, r.trackingCode ?? null, r.payment.brand, r.payment.last4, r.payment.reference, r.price.courseFee, r.price.tax,
    r.price.bookingFee, r.price.dueOnline, r.price.dueAtCourse, r.createdAt];
  if (tx.dialect === 'postgres') {
    const row = await tx.get<{ id: number }>(
      `WITH reservation AS (INSERT INTO reservations (${RESERVATION_COLUMNS}) VALUES (${RESERVATION_VALUES}) RETURNING id),
            seats AS (UPDATE tee_times SET booked = booked + CAST(? AS INTEGER) WHERE id = CAST(? AS BIGINT)),
            hold AS (UPDATE holds SET status = 'converted' WHERE id = CAST(? AS BIGINT))
       SELECT id FROM reservation`,
      [...values, r.players, r.teeTimeId, r.holdId],
    );
    return Number(row!.id);
  }
  const row = await tx.get<{ id: number }>(`INSERT INTO reservations (${RESERVATION_COLUMNS}) VALUES (${RESERVATION_VALUES}) RETURNING id`, values);
  await tx.run('UPDATE tee_times SET booked = booked + ? WHERE id = ?', [r.players, r.teeTimeId]);
  if (r.holdId !== null) await tx.run("UPDATE holds SET status = 'converted' WHERE id = ?", [r.holdId]);
  return Number(row!.id);
}

export async function readReservation(q: Queryable, id: number): Promise<ReservationRecord> {
  const row = await q.get<{ id: number; due_online_cents: number; due_at_course_cents: number; starts_at: number; local_date: string; local_time: string }>(
    `SELECT r.id, r.due_online_cents, r.due_at_course_cents, t.starts_at, t.local_date, t.local_time
     FROM reservations r JOIN tee_times t ON t.id = r.tee_time_id WHERE r.id = ?`,
    [id],
  );
  return {
    id: Number(row!.id),
    teeTime: { localDate: row!.local_date, localTime: row!.local_time, startsAt: Number(row!.starts_at) },
    dueOnlineCents: Number(row!.due_online_cents),
    dueAtCourseCents: Number(row!.due_at_course_cents),
  };
}
