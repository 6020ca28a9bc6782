/**
 * The booking area's SQL, and its rows turned into models: tee times with their pricing, holds
 * and reservations. The rules (who may book what, and when) are in holds.ts and reservations.ts;
 * what the wire shows is in service/wire.ts.
 */
import { FREE_SEATS_SQL } from '../teetimes/availability.js';
import type { Database, Queryable, Reader, Transaction } from '../db/database.js';
import type { Price, PriceInputs } from '../teetimes/pricing.js';

/** A tee time as a booking needs it: when it starts, and what pricing needs. */
export interface BookingTeeTime extends PriceInputs {
  readonly id: number;
  readonly facilityId: number;
  readonly startsAt: number;
  /** Facility-local date (YYYY-MM-DD) and time (HH:MM), as the tee_times columns hold them. */
  readonly localDate: string;
  readonly localTime: string;
}

/** When a tee time starts, as a reservation shows it. */
export type TeeTimeStart = Pick<BookingTeeTime, 'localDate' | 'localTime' | 'startsAt'>;

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
}

/** What taking a hold found: the tee time (undefined if none), its free seats, and the hold if it was stored. */
export interface TakenHold {
  readonly teeTime: BookingTeeTime | undefined;
  readonly free: number;
  readonly holdId: number | undefined;
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
  /** What `price` was worked out from: a hold is converted only while its tee time is still priced so. */
  readonly pricedFrom: PriceInputs;
  readonly createdAt: number;
}

/**
 * The tee time with its facility's pricing. Read through `tx.locking('t')`, its row stays locked
 * for the rest of the transaction; only the tee_times row (OF t): locking the facility too would
 * serialize every booking of the whole facility.
 */
export async function teeTimeWithPricing(reader: Reader, teeTimeId: number): Promise<BookingTeeTime | undefined> {
  const row = await reader.get<TeeTimeRow>(`SELECT ${TEE_TIME_COLUMNS} FROM ${TEE_TIME_TABLES} WHERE t.id = ?`, [teeTimeId]);
  return row && teeTimeOf(row);
}

/** A tee time's row with its facility's pricing, as every read of one for booking takes it. */
const TEE_TIME_COLUMNS =
  't.id, t.starts_at, t.local_date, t.local_time, t.rack_rate_cents, t.rate_cents, f.id AS facility_id, f.tax_rate_bp, f.booking_fee_cents';
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

function teeTimeOf(row: TeeTimeRow): BookingTeeTime {
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

/** What a direct booking's quote reads: the tee time, a reservation stored under its retry keys, its free seats. */
export interface DirectQuote {
  readonly teeTime: BookingTeeTime | undefined;
  readonly existingReservationId: number | undefined;
  readonly free: number;
}

/** A direct booking's quote in one read, without locks (storing checks again under the tee time's lock). */
export async function directQuote(reader: Reader, teeTimeId: number, keys: readonly [string, string], ownerId: number, now: number): Promise<DirectQuote> {
  const row = await reader.get<TeeTimeRow & { existing: number | null; free: number }>(
    `SELECT ${TEE_TIME_COLUMNS},
            (SELECT r.id FROM reservations r WHERE r.idempotency_key IN (?, ?) AND r.owner_id = ?) AS existing,
            ${FREE_SEATS_SQL} AS free
       FROM ${TEE_TIME_TABLES} WHERE t.id = ?`,
    [...keys, ownerId, now, teeTimeId],
  );
  if (!row) return { teeTime: undefined, existingReservationId: undefined, free: 0 };
  return { teeTime: teeTimeOf(row), existingReservationId: row.existing === null ? undefined : Number(row.existing), free: Number(row.free) };
}

/** Free seats of a tee time at `now`: the count search shows (teetimes/availability.ts). */
export async function freeSeats(q: Queryable, teeTimeId: number, now: number): Promise<number> {
  const row = await q.get<{ free: number }>(`SELECT ${FREE_SEATS_SQL} AS free FROM tee_times t WHERE t.id = ?`, [now, teeTimeId]);
  return Number(row!.free);
}

/**
 * Stores the hold if its tee time has not started at its creation time and has its players'
 * seats free then, with the tee time's row locked meanwhile, so two holds cannot both take the
 * last seats. PostgreSQL: one statement, its own transaction (a round trip is most of a hold's
 * cost there, docs/performance.md); the seats are counted by free_seats() after the lock is
 * granted (db/migrations.ts says why that is exact). Its commit does not wait for the disk:
 * a database crash can lose the holds of its last moment (never a reservation), and a lost hold
 * answers like an expired one. SQLite: a transaction, which holds the database's write lock.
 */
export async function takeHold(db: Database, hold: NewHold): Promise<TakenHold> {
  if (db.dialect === 'postgres') {
    const row = await db.get<TeeTimeRow & { free: number; hold_id: number | null }>(
      `WITH durability AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true)),
            t AS MATERIALIZED (SELECT ${TEE_TIME_COLUMNS}, t.starts_at > CAST(? AS BIGINT) AS open FROM ${TEE_TIME_TABLES} WHERE t.id = ? FOR UPDATE OF t),
            seats AS MATERIALIZED (SELECT free_seats(t.id, CAST(? AS BIGINT)) AS free FROM t),
            hold AS (INSERT INTO holds (owner_id, tee_time_id, customer_id, players, status, created_at, expires_at)
                     SELECT CAST(? AS INTEGER), t.id, CAST(? AS BIGINT), CAST(? AS INTEGER), 'active', CAST(? AS BIGINT), CAST(? AS BIGINT)
                       FROM t, seats WHERE t.open AND seats.free >= CAST(? AS INTEGER)
                     RETURNING id)
       SELECT t.*, seats.free, (SELECT id FROM hold) AS hold_id FROM durability, t, seats`,
      [hold.createdAt, hold.teeTimeId, hold.createdAt, hold.ownerId, hold.customerId ?? null, hold.players, hold.createdAt, hold.expiresAt, hold.players],
    );
    return { teeTime: row && teeTimeOf(row), free: Number(row?.free ?? 0), holdId: row?.hold_id == null ? undefined : Number(row.hold_id) };
  }
  return db.transaction(async (tx) => {
    // The write lock is the transaction's already: the tee time and its free seats in one read.
    const found = await tx.get<TeeTimeRow & { free: number }>(`SELECT ${TEE_TIME_COLUMNS}, ${FREE_SEATS_SQL} AS free FROM ${TEE_TIME_TABLES} WHERE t.id = ?`, [
      hold.createdAt,
      hold.teeTimeId,
    ]);
    const teeTime = found && teeTimeOf(found);
    if (!teeTime || teeTime.startsAt <= hold.createdAt) return { teeTime, free: 0, holdId: undefined };
    const free = Number(found!.free);
    if (free < hold.players) return { teeTime, free, holdId: undefined };
    const holdId = await tx.insert(
      `INSERT INTO holds (owner_id, tee_time_id, customer_id, players, status, created_at, expires_at) VALUES (?, ?, ?, ?, 'active', ?, ?)`,
      [hold.ownerId, hold.teeTimeId, hold.customerId ?? null, hold.players, hold.createdAt, hold.expiresAt],
    );
    return { teeTime, free, holdId };
  });
}

/**
 * The owner's hold with its tee time. Read through `tx.locking('h, t')`, both rows stay locked
 * for the rest of the transaction (one statement; every statement that locks both takes them in
 * the same order).
 */
export async function holdOfOwner(reader: Reader, holdId: number, ownerId: number): Promise<{ hold: HoldRecord; teeTime: BookingTeeTime } | undefined> {
  const row = await reader.get<TeeTimeRow & { hold_id: number; customer_id: number | null; players: number; status: string; expires_at: number }>(
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

/** The reservations columns a booking writes, in `values` order, typed for PostgreSQL's SELECT list. */
const RESERVATION_COLUMNS: ReadonlyArray<readonly [string, 'INTEGER' | 'BIGINT' | 'TEXT']> = [
  ['owner_id', 'INTEGER'],
  ['tee_time_id', 'BIGINT'],
  ['hold_id', 'BIGINT'],
  ['idempotency_key', 'TEXT'],
  ['customer_id', 'BIGINT'],
  ['email', 'TEXT'],
  ['players', 'INTEGER'],
  ['free_players', 'INTEGER'],
  ['player_card_id', 'BIGINT'],
  ['tracking_code', 'TEXT'],
  ['card_brand', 'TEXT'],
  ['card_last4', 'TEXT'],
  ['payment_reference', 'TEXT'],
  ['course_fee_cents', 'INTEGER'],
  ['tax_cents', 'INTEGER'],
  ['booking_fee_cents', 'INTEGER'],
  ['due_online_cents', 'INTEGER'],
  ['due_at_course_cents', 'INTEGER'],
  ['created_at', 'BIGINT'],
];
const RESERVATION_NAMES = `${RESERVATION_COLUMNS.map(([name]) => name).join(', ')}, status`;
const RESERVATION_VALUES = `${RESERVATION_COLUMNS.map(() => '?').join(', ')}, 'confirmed'`;
const RESERVATION_TYPED_VALUES = `${RESERVATION_COLUMNS.map(([, type]) => `CAST(? AS ${type})`).join(', ')}, 'confirmed'`;

/**
 * Stores the reservation and takes its seats. When it converts a hold, only if the hold is the
 * owner's, still active and not expired at the reservation's creation time, and its tee time is
 * still priced from `r.pricedFrom`: checked by the write that marks it converted, so of two
 * conversions of one hold only one can succeed. Returns the reservation's id, or undefined when
 * the hold was not convertible (nothing is written then). Its tee_times update is what logs the
 * booking as a change of seats (db/migrations.ts): converting a hold by itself logs none.
 * PostgreSQL: one statement (a round trip is a large part of a booking's cost there,
 * docs/performance.md); when `q` is the database, a transaction of its own, committed in a group
 * with the reservations stored meanwhile (Database.writeInGroup). SQLite: three statements in
 * `q`'s transaction, or a new one.
 */
export async function insertReservation(q: Database | Transaction, r: NewReservation): Promise<number | undefined> {
  const values = [
    r.ownerId,
    r.teeTimeId,
    r.holdId,
    r.idempotencyKey,
    r.customerId ?? null,
    r.email ?? null,
    r.players,
    r.freePlayers,
    r.playerCardId ?? null,
    r.trackingCode ?? null,
    r.payment.brand,
    r.payment.last4,
    r.payment.reference,
    r.price.courseFee,
    r.price.tax,
    r.price.bookingFee,
    r.price.dueOnline,
    r.price.dueAtCourse,
    r.createdAt,
  ];
  const { rateCents, rackRateCents, taxRateBp, bookingFeeCents } = r.pricedFrom;
  const hold = [r.holdId, r.ownerId, r.createdAt, rateCents, rackRateCents, taxRateBp, bookingFeeCents];
  if (q.dialect === 'postgres') {
    const params = [...hold, ...values, r.holdId, r.players, r.teeTimeId];
    const row = await ('writeInGroup' in q ? q.writeInGroup<{ id: number }>(STORE_RESERVATION, params) : q.get<{ id: number }>(STORE_RESERVATION, params));
    return row && Number(row.id);
  }
  const write = async (tx: Transaction): Promise<number | undefined> => {
    if (r.holdId !== null && (await tx.run(CONVERT_HOLD, hold)).changes === 0) return undefined;
    const id = await tx.insert(`INSERT INTO reservations (${RESERVATION_NAMES}) VALUES (${RESERVATION_VALUES})`, values);
    await tx.run('UPDATE tee_times SET booked = booked + ? WHERE id = ?', [r.players, r.teeTimeId]);
    return id;
  };
  return 'transaction' in q ? q.transaction(write) : write(q);
}

/** Marks a hold converted if it may be: see insertReservation. The casts type the parameters for PostgreSQL. */
const CONVERT_HOLD = `UPDATE holds SET status = 'converted'
  WHERE id = CAST(? AS BIGINT) AND owner_id = CAST(? AS INTEGER) AND status = 'active' AND expires_at > CAST(? AS BIGINT)
    AND EXISTS (SELECT 1 FROM ${TEE_TIME_TABLES} WHERE t.id = holds.tee_time_id
                AND t.rate_cents = CAST(? AS INTEGER) AND t.rack_rate_cents = CAST(? AS INTEGER) AND f.tax_rate_bp = CAST(? AS INTEGER) AND f.booking_fee_cents = CAST(? AS INTEGER))`;

/** insertReservation on PostgreSQL, one statement: the hold converted, the reservation stored, its seats booked. */
const STORE_RESERVATION = `WITH hold AS (${CONVERT_HOLD} RETURNING id),
       reservation AS (INSERT INTO reservations (${RESERVATION_NAMES}) SELECT ${RESERVATION_TYPED_VALUES} WHERE CAST(? AS BIGINT) IS NULL OR EXISTS (SELECT 1 FROM hold) RETURNING id),
       seats AS (UPDATE tee_times SET booked = booked + CAST(? AS INTEGER) WHERE id = CAST(? AS BIGINT) AND EXISTS (SELECT 1 FROM reservation))
  SELECT id FROM reservation`;

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

/** A reservation as reading it back and cancelling it need it: what was booked, where, and its cancellation. */
export interface ReservationDetails {
  readonly id: number;
  readonly ownerId: number;
  readonly teeTimeId: number;
  readonly teeTime: TeeTimeStart;
  readonly facility: { readonly id: number; readonly name: string; readonly timeZone: string; readonly cutoffHours: number | undefined };
  readonly course: { readonly id: number; readonly name: string };
  readonly players: number;
  readonly freePlayers: number;
  readonly playerCardId: number | undefined;
  readonly customerId: number | undefined;
  readonly email: string | undefined;
  readonly trackingCode: string | undefined;
  readonly dueOnlineCents: number;
  readonly dueAtCourseCents: number;
  readonly paymentReference: string | undefined;
  readonly createdAt: number;
  readonly cancellation: StoredCancellation | undefined;
}

export type RefundStatus = 'none' | 'pending' | 'done';

export interface StoredCancellation {
  readonly at: number;
  readonly reason: string | undefined;
  readonly refundCents: number;
  readonly refundStatus: RefundStatus;
}

interface ReservationDetailsRow {
  id: number;
  owner_id: number;
  tee_time_id: number;
  status: string;
  players: number;
  free_players: number;
  player_card_id: number | null;
  customer_id: number | null;
  email: string | null;
  tracking_code: string | null;
  due_online_cents: number;
  due_at_course_cents: number;
  payment_reference: string | null;
  created_at: number;
  cancelled_at: number | null;
  cancel_reason: string | null;
  refund_cents: number | null;
  refund_status: RefundStatus | null;
  starts_at: number;
  local_date: string;
  local_time: string;
  course_id: number;
  course_name: string;
  facility_id: number;
  facility_name: string;
  time_zone: string;
  cancel_cutoff_hours: number | null;
}

const RESERVATION_DETAILS = `SELECT r.id, r.owner_id, r.tee_time_id, r.status, r.players, r.free_players, r.player_card_id, r.customer_id, r.email, r.tracking_code,
       r.due_online_cents, r.due_at_course_cents, r.payment_reference, r.created_at, r.cancelled_at, r.cancel_reason, r.refund_cents, r.refund_status,
       t.starts_at, t.local_date, t.local_time, c.id AS course_id, c.name AS course_name,
       f.id AS facility_id, f.long_name AS facility_name, f.time_zone, f.cancel_cutoff_hours
  FROM reservations r JOIN tee_times t ON t.id = r.tee_time_id JOIN courses c ON c.id = t.course_id JOIN facilities f ON f.id = c.facility_id`;

const optionalNumber = (value: number | null): number | undefined => (value === null ? undefined : Number(value));

function reservationDetailsOf(row: ReservationDetailsRow): ReservationDetails {
  return {
    id: Number(row.id),
    ownerId: Number(row.owner_id),
    teeTimeId: Number(row.tee_time_id),
    teeTime: { localDate: row.local_date, localTime: row.local_time, startsAt: Number(row.starts_at) },
    facility: { id: Number(row.facility_id), name: row.facility_name, timeZone: row.time_zone, cutoffHours: optionalNumber(row.cancel_cutoff_hours) },
    course: { id: Number(row.course_id), name: row.course_name },
    players: Number(row.players),
    freePlayers: Number(row.free_players),
    playerCardId: optionalNumber(row.player_card_id),
    customerId: optionalNumber(row.customer_id),
    email: row.email ?? undefined,
    trackingCode: row.tracking_code ?? undefined,
    dueOnlineCents: Number(row.due_online_cents),
    dueAtCourseCents: Number(row.due_at_course_cents),
    paymentReference: row.payment_reference ?? undefined,
    createdAt: Number(row.created_at),
    cancellation:
      row.status !== 'cancelled'
        ? undefined
        : {
            at: Number(row.cancelled_at),
            reason: row.cancel_reason ?? undefined,
            refundCents: Number(row.refund_cents ?? 0),
            refundStatus: row.refund_status ?? 'none',
          },
  };
}

/**
 * The owner's reservation, or undefined (another owner's reservation is not there for this one).
 * Read through `tx.locking('r')`, the reservation's row stays locked until the transaction ends.
 */
export async function ownReservation(reader: Reader, id: number, ownerId: number): Promise<ReservationDetails | undefined> {
  const row = await reader.get<ReservationDetailsRow>(`${RESERVATION_DETAILS} WHERE r.id = ? AND r.owner_id = ?`, [id, ownerId]);
  return row && reservationDetailsOf(row);
}

/** The customer's reservations with tee times on local dates `from` to `to`, latest tee time first, at most `limit`. */
export async function customerReservations(
  q: Queryable,
  ownerId: number,
  customerId: number,
  from: string,
  to: string,
  limit: number,
): Promise<ReservationDetails[]> {
  const rows = await q.all<ReservationDetailsRow>(
    `${RESERVATION_DETAILS} WHERE r.customer_id = ? AND r.owner_id = ? AND t.local_date >= ? AND t.local_date <= ? ORDER BY t.starts_at DESC, r.id DESC LIMIT ?`,
    [customerId, ownerId, from, to, limit],
  );
  return rows.map(reservationDetailsOf);
}

/**
 * Marks the reservation cancelled and gives its seats back to the tee time, in the caller's
 * transaction; a refund to make is claimed by this cancel.
 */
export async function cancelAndRelease(tx: Transaction, r: ReservationDetails, cancellation: StoredCancellation): Promise<void> {
  await tx.run(
    `UPDATE reservations SET status = 'cancelled', cancelled_at = ?, cancel_reason = ?, refund_cents = ?, refund_status = ?, refund_claimed_at = ? WHERE id = ?`,
    [
      cancellation.at,
      cancellation.reason ?? null,
      cancellation.refundCents,
      cancellation.refundStatus,
      cancellation.refundStatus === 'pending' ? cancellation.at : null,
      r.id,
    ],
  );
  await tx.run('UPDATE tee_times SET booked = booked - ? WHERE id = ?', [r.players, r.teeTimeId]);
}

/**
 * Claims a pending refund nobody is making (its claim released, or older than `staleBefore`): true
 * for the one caller whose claim took. The row lock of the UPDATE serializes concurrent claims.
 */
export async function claimRefund(q: Queryable, id: number, now: number, staleBefore: number): Promise<boolean> {
  const { changes } = await q.run(
    `UPDATE reservations SET refund_claimed_at = ? WHERE id = ? AND refund_status = 'pending' AND (refund_claimed_at IS NULL OR refund_claimed_at < ?)`,
    [now, id, staleBefore],
  );
  return changes === 1;
}

/** Lets the next cancel claim a refund the gateway failed. */
export async function releaseRefundClaim(q: Queryable, id: number): Promise<void> {
  await q.run(`UPDATE reservations SET refund_claimed_at = NULL WHERE id = ? AND refund_status = 'pending'`, [id]);
}

/** Records the gateway's refund of a cancelled reservation. */
export async function refundDone(q: Queryable, id: number, refundReference: string): Promise<void> {
  await q.run(`UPDATE reservations SET refund_status = 'done', refund_reference = ? WHERE id = ? AND refund_status = 'pending'`, [refundReference, id]);
}

/** A tee time as its cancellation policy needs it: its start, prices and facility's cut-off. */
export interface PolicyTeeTime extends BookingTeeTime {
  readonly timeZone: string;
  readonly cutoffHours: number | undefined;
}

export async function policyTeeTime(q: Queryable, teeTimeId: number): Promise<PolicyTeeTime | undefined> {
  const row = await q.get<TeeTimeRow & { time_zone: string; cancel_cutoff_hours: number | null }>(
    `SELECT ${TEE_TIME_COLUMNS}, f.time_zone, f.cancel_cutoff_hours FROM ${TEE_TIME_TABLES} WHERE t.id = ?`,
    [teeTimeId],
  );
  return row && { ...teeTimeOf(row), timeZone: row.time_zone, cutoffHours: optionalNumber(row.cancel_cutoff_hours) };
}
