/**
 * SaveCustomer and SaveActiveCustomer. A customer belongs to one owner (reseller). Match rule:
 * the same owner and the same e-mail address (trimmed, case-insensitive: column email_key)
 * updates that customer; without an e-mail address a new customer is always created.
 * Passwords are stored only as scrypt hashes.
 */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { requireFacility } from '../catalog/browse.js';
import type { ServiceContext } from '../context.js';
import type { Queryable, Reader, SqlValue } from '../db/database.js';
import { BusinessError, ErrorCode, invalidParameter, notFound } from '../errors.js';

/** Request fields → columns, in one list so insert and update cannot disagree. */
const DETAIL_FIELDS = [
  ['FirstName', 'first_name'],
  ['LastName', 'last_name'],
  ['Address1', 'address1'],
  ['Address2', 'address2'],
  ['City', 'city'],
  ['State', 'state'],
  ['CountryCode', 'country_code'],
  ['PostalCode', 'postal_code'],
  ['Phone', 'phone'],
] as const satisfies ReadonlyArray<readonly [keyof T.SaveCustomerRequest, string]>;

const MAX_FIELD_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;
const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

export interface Email {
  /** As given, trimmed. */
  readonly address: string;
  /** What customers are matched on. */
  readonly key: string;
}

/** A trimmed, plausible e-mail address, or undefined when none is given; `field` names it in errors. */
export function normalizeEmail(text: string | undefined, field = 'EmailAddress'): Email | undefined {
  const address = text?.trim() ?? '';
  if (address === '') return undefined;
  if (address.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+$/.test(address)) {
    throw invalidParameter(`${field} "${address.slice(0, 60)}" is not an e-mail address (expected name@domain).`);
  }
  return { address, key: address.toLowerCase() };
}

/**
 * The one rule for a CustomerID parameter: the id of the owner's customer it names, or undefined
 * when none is given. CustomerIDs are opaque text we issued (docs/business-rules.md), so any text
 * that is not one of this owner's customers, malformed or another owner's, is NotFound.
 * Given a transaction's locking reader (`tx.locking()`), the customer stays locked until it ends.
 */
export async function findOwnCustomer(q: Reader, ownerId: number, customerId: string | undefined): Promise<number | undefined> {
  const text = customerId?.trim() ?? '';
  if (text === '') return undefined;
  const row = /^\d{1,15}$/.test(text)
    ? await q.get<{ id: number }>('SELECT id FROM customers WHERE id = ? AND owner_id = ?', [Number(text), ownerId])
    : undefined;
  if (!row) throw notFound(`CustomerID ${text.slice(0, 40)} does not exist: save the customer with SaveCustomer first.`);
  return Number(row.id);
}

/** Like findOwnCustomer, for operations where CustomerID is required: none given is InvalidParameter. */
export async function requireOwnCustomer(q: Reader, ownerId: number, customerId: string | undefined): Promise<number> {
  const id = await findOwnCustomer(q, ownerId, customerId);
  if (id === undefined) throw invalidParameter('CustomerID is required: pass the CustomerID that SaveCustomer returned.');
  return id;
}

export async function saveCustomer(ctx: ServiceContext, session: Session, request: T.SaveCustomerRequest): Promise<T.CustomerResponse> {
  return saveCustomerRecord(ctx, session, request, undefined);
}

export async function saveActiveCustomer(ctx: ServiceContext, session: Session, request: T.SaveActiveCustomerRequest): Promise<T.CustomerResponse> {
  return saveCustomerRecord(ctx, session, request, { password: request.Password, oldPassword: request.OldPassword });
}

interface Credentials {
  readonly password: string | undefined;
  readonly oldPassword: string | undefined;
}

interface CustomerDetails {
  readonly facilityId: number;
  readonly email: Email | undefined;
  /** Only the fields the request carries: an absent field keeps the stored value on update. */
  readonly columns: ReadonlyArray<readonly [string, string | null]>;
}

interface StoredCustomer {
  readonly id: number;
  readonly password_hash: string | null;
}

async function saveCustomerRecord(ctx: ServiceContext, session: Session, request: T.SaveCustomerRequest, credentials: Credentials | undefined): Promise<T.CustomerResponse> {
  const { db } = ctx;
  const details = customerDetails(request);
  await requireFacility(db, details.facilityId);
  const known = details.email && (await findByEmail(db, session.ownerId, details.email.key));
  // scrypt runs before the transaction so the write lock is never held for it.
  const passwordHash = credentials && (await newPasswordHash(known, credentials));
  const now = ctx.clock();
  const id = await db.transaction(async (tx) => {
    // One writer per owner at a time, so two saves of a new e-mail address cannot both insert.
    await tx.locking().get('SELECT id FROM owners WHERE id = ?', [session.ownerId]);
    const current = details.email && (await findByEmail(tx, session.ownerId, details.email.key));
    if (passwordHash && (current?.id !== known?.id || current?.password_hash !== known?.password_hash)) {
      throw new BusinessError(ErrorCode.Forbidden, 'The customer was changed by another request meanwhile: send SaveActiveCustomer again.');
    }
    return current
      ? updateCustomer(tx, current.id, details, passwordHash, now)
      : insertCustomer(tx, session.ownerId, details, passwordHash, now);
  });
  return { ErrorCode: ErrorCode.Success, Customer: { CustomerID: String(id) } };
}

function customerDetails(request: T.SaveCustomerRequest): CustomerDetails {
  const email = normalizeEmail(request.EmailAddress);
  const columns: Array<readonly [string, string | null]> = [];
  if (request.EmailAddress !== undefined) columns.push(['email', email?.address ?? null], ['email_key', email?.key ?? null]);
  for (const [field, column] of DETAIL_FIELDS) {
    const value = request[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (trimmed.length > MAX_FIELD_LENGTH) throw invalidParameter(`${field} is longer than ${MAX_FIELD_LENGTH} characters.`);
    columns.push([column, trimmed === '' ? null : trimmed]);
  }
  return { facilityId: request.FacilityID, email, columns };
}

async function findByEmail(q: Queryable, ownerId: number, emailKey: string): Promise<StoredCustomer | undefined> {
  const row = await q.get<StoredCustomer>('SELECT id, password_hash FROM customers WHERE owner_id = ? AND email_key = ?', [ownerId, emailKey]);
  return row && { id: Number(row.id), password_hash: row.password_hash };
}

/**
 * The hash to store for SaveActiveCustomer, or undefined to keep the stored one (no Password
 * given). Replacing an existing password needs the right OldPassword; a first one does not.
 */
async function newPasswordHash(existing: StoredCustomer | undefined, { password, oldPassword }: Credentials): Promise<string | undefined> {
  if (password === undefined || password === '') return undefined;
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw invalidParameter(`Password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long.`);
  }
  if (existing?.password_hash && !(oldPassword && (await verifyPassword(oldPassword, existing.password_hash)))) {
    throw new BusinessError(ErrorCode.Forbidden, 'OldPassword does not match the customer\'s current password, so the password was not changed.');
  }
  return hashPassword(password);
}

async function insertCustomer(tx: Queryable, ownerId: number, details: CustomerDetails, passwordHash: string | undefined, now: number): Promise<number> {
  const columns: Array<readonly [string, SqlValue]> = [
    ['owner_id', ownerId], ['facility_id', details.facilityId], ...details.columns,
    ['password_hash', passwordHash ?? null], ['created_at', now], ['updated_at', now],
  ];
  const row = await tx.get<{ id: number }>(
    `INSERT INTO customers (${columns.map(([name]) => name).join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING id`,
    columns.map(([, value]) => value),
  );
  return Number(row!.id);
}

async function updateCustomer(tx: Queryable, id: number, details: CustomerDetails, passwordHash: string | undefined, now: number): Promise<number> {
  const columns: Array<readonly [string, SqlValue]> = [['facility_id', details.facilityId], ...details.columns, ['updated_at', now]];
  if (passwordHash) columns.push(['password_hash', passwordHash]);
  await tx.run(`UPDATE customers SET ${columns.map(([name]) => `${name} = ?`).join(', ')} WHERE id = ?`, [...columns.map(([, value]) => value), id]);
  return id;
}
