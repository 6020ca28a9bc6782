/**
 * The customers' SQL, and their rows as models. The rules (matching by e-mail, passwords,
 * limits) are in customers.ts.
 */
import type { Queryable, Reader, SqlValue, Transaction } from '../db/database.js';

/** The details a save may set; each absent one keeps its stored value on update. */
export type DetailField = 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'state' | 'countryCode' | 'postalCode' | 'phone';

const COLUMNS: Readonly<Record<DetailField, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  countryCode: 'country_code',
  postalCode: 'postal_code',
  phone: 'phone',
};

export interface Email {
  /** As given, trimmed. */
  readonly address: string;
  /** What customers are matched on. */
  readonly key: string;
}

export interface CustomerDetails {
  readonly facilityId: number;
  /** Absent: keep the stored one; null: clear it. */
  readonly email?: Email | null;
  /** Only the fields the request carries (null clears one); the others keep their stored values. */
  readonly fields: ReadonlyArray<readonly [DetailField, string | null]>;
}

export interface StoredCustomer {
  readonly id: number;
  readonly passwordHash: string | null;
}

/** The customer's id when it is this owner's (a locking reader keeps it locked). */
export async function ownCustomer(q: Reader, ownerId: number, customerId: number): Promise<number | undefined> {
  const row = await q.get<{ id: number }>('SELECT id FROM customers WHERE id = ? AND owner_id = ?', [customerId, ownerId]);
  return row && Number(row.id);
}

/** Locks the owner's row: one writer of that owner's customers at a time. */
export async function lockOwner(tx: Transaction, ownerId: number): Promise<void> {
  await tx.locking().get('SELECT id FROM owners WHERE id = ?', [ownerId]);
}

export async function findByEmail(q: Queryable, ownerId: number, emailKey: string): Promise<StoredCustomer | undefined> {
  const row = await q.get<{ id: number; password_hash: string | null }>('SELECT id, password_hash FROM customers WHERE owner_id = ? AND email_key = ?', [
    ownerId,
    emailKey,
  ]);
  return row && { id: Number(row.id), passwordHash: row.password_hash };
}

/** Column, value pairs of the details. */
function columns(details: CustomerDetails): Array<readonly [string, SqlValue]> {
  const values: Array<readonly [string, SqlValue]> = [['facility_id', details.facilityId]];
  if (details.email !== undefined) values.push(['email', details.email?.address ?? null], ['email_key', details.email?.key ?? null]);
  for (const [field, value] of details.fields) values.push([COLUMNS[field], value]);
  return values;
}

export async function insertCustomer(
  tx: Transaction,
  ownerId: number,
  details: CustomerDetails,
  passwordHash: string | undefined,
  now: number,
): Promise<number> {
  const values: Array<readonly [string, SqlValue]> = [
    ['owner_id', ownerId],
    ...columns(details),
    ['password_hash', passwordHash ?? null],
    ['created_at', now],
    ['updated_at', now],
  ];
  return tx.insert(
    `INSERT INTO customers (${values.map(([name]) => name).join(', ')}) VALUES (${values.map(() => '?').join(', ')})`,
    values.map(([, value]) => value),
  );
}

export async function updateCustomer(tx: Transaction, id: number, details: CustomerDetails, passwordHash: string | undefined, now: number): Promise<void> {
  const values: Array<readonly [string, SqlValue]> = [...columns(details), ['updated_at', now]];
  if (passwordHash) values.push(['password_hash', passwordHash]);
  await tx.run(`UPDATE customers SET ${values.map(([name]) => `${name} = ?`).join(', ')} WHERE id = ?`, [...values.map(([, value]) => value), id]);
}
