/**
 * SaveCustomer and SaveActiveCustomer. A customer belongs to one owner (reseller). Match rule:
 * the same owner and the same e-mail address (trimmed, case-insensitive: column email_key)
 * updates that customer; without an e-mail address a new customer is always created.
 * Passwords are stored only as scrypt hashes.
 */
import type { Session } from '../auth/sessions.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { requireFacility } from '../catalog/known-ids.js';
import type { ServiceContext } from '../context.js';
import type { Reader } from '../db/database.js';
import { BusinessError, ErrorCode, invalidParameter, notFound } from '../errors.js';
import * as store from './store.js';
import type { CustomerDetails, Email, StoredCustomer } from './store.js';

/** The longest a customer detail (a name, an address line, a phone number) may be, trimmed. */
export const MAX_FIELD_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;
const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

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
  const id = /^\d{1,15}$/.test(text) ? await store.ownCustomer(q, ownerId, Number(text)) : undefined;
  if (id === undefined) throw notFound(`CustomerID ${text.slice(0, 40)} does not exist: save the customer with SaveCustomer first.`);
  return id;
}

/** Like findOwnCustomer, for operations where CustomerID is required: none given is InvalidParameter. */
export async function requireOwnCustomer(q: Reader, ownerId: number, customerId: string | undefined): Promise<number> {
  const id = await findOwnCustomer(q, ownerId, customerId);
  if (id === undefined) throw invalidParameter('CustomerID is required: pass the CustomerID that SaveCustomer returned.');
  return id;
}

/** What SaveCustomer is given (requests.ts): the details to set and the e-mail address that matches a customer. */
export interface CustomerRequest {
  readonly details: CustomerDetails;
  readonly email: Email | undefined;
}

/** What SaveActiveCustomer is given besides: the new password and the current one. */
export interface CustomerCredentials {
  readonly password: string | undefined;
  readonly oldPassword: string | undefined;
}

/** Returns the saved customer's id. */
export async function saveCustomer(ctx: ServiceContext, session: Session, request: CustomerRequest): Promise<number> {
  return saveCustomerRecord(ctx, session, request, undefined);
}

/** Returns the saved customer's id. */
export async function saveActiveCustomer(ctx: ServiceContext, session: Session, request: CustomerRequest & CustomerCredentials): Promise<number> {
  return saveCustomerRecord(ctx, session, request, request);
}

async function saveCustomerRecord(
  ctx: ServiceContext,
  session: Session,
  { details, email }: CustomerRequest,
  credentials: CustomerCredentials | undefined,
): Promise<number> {
  const { db } = ctx;
  await requireFacility(db, details.facilityId);
  const known = email && (await store.findByEmail(db, session.ownerId, email.key));
  // scrypt runs before the transaction so the write lock is never held for it.
  const passwordHash = credentials && (await newPasswordHash(known, credentials));
  const now = ctx.clock();
  return db.transaction(async (tx) => {
    // One writer per owner at a time, so two saves of a new e-mail address cannot both insert.
    await store.lockOwner(tx, session.ownerId);
    const current = email && (await store.findByEmail(tx, session.ownerId, email.key));
    if (passwordHash && (current?.id !== known?.id || current?.passwordHash !== known?.passwordHash)) {
      throw new BusinessError(ErrorCode.Forbidden, 'The customer was changed by another request meanwhile: send SaveActiveCustomer again.');
    }
    if (!current) return store.insertCustomer(tx, session.ownerId, details, passwordHash, now);
    await store.updateCustomer(tx, current.id, details, passwordHash, now);
    return current.id;
  });
}

/**
 * The hash to store for SaveActiveCustomer, or undefined to keep the stored one (no Password
 * given). Replacing an existing password needs the right OldPassword; a first one does not.
 */
async function newPasswordHash(existing: StoredCustomer | undefined, { password, oldPassword }: CustomerCredentials): Promise<string | undefined> {
  if (password === undefined || password === '') return undefined;
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw invalidParameter(`Password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long.`);
  }
  if (existing?.passwordHash && !(oldPassword && (await verifyPassword(oldPassword, existing.passwordHash)))) {
    throw new BusinessError(ErrorCode.Forbidden, "OldPassword does not match the customer's current password, so the password was not changed.");
  }
  return hashPassword(password);
}
