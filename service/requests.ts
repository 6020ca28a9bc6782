/**
 * The wire requests as the use cases take them: the one place where request texts become values
 * (an AMPM, a state, dates, amounts, a card number) and fields take the use case's names, as
 * wire.ts is the one place results take the wire's. handler.ts applies it once the session is
 * checked, so a bad parameter never hides an invalid session. Rules about the values (how many
 * players, which discount) stay with the use cases.
 */
import type * as T from '../generated/crmteetimeapi/types.js';
import type { Credentials } from './auth/sessions.js';
import type { CancelOrder, CustomerReservationsQuery, PolicySubject } from './booking/cancellations.js';
import type { HoldOrder } from './booking/holds.js';
import type { ReservationRequest } from './booking/reservations.js';
import type { SearchCriteria } from './catalog/search.js';
import { MAX_FIELD_LENGTH, normalizeEmail, type CustomerCredentials, type CustomerRequest } from './customers/customers.js';
import type { DetailField } from './customers/store.js';
import { invalidParameter } from './errors.js';
import type { CardQuestion, CardSale } from './player-cards/player-cards.js';
import { parseComment, parseExpirationDate, parsePaidAmount } from './player-cards/rules.js';
import { parseDate } from './time.js';

export const credentials = (r: T.LoginRequest): Credentials => ({ ownerId: r.OwnerID, userId: r.UserID ?? '', password: r.Password ?? '' });

/** StateProv in any case; blank is none. */
export const stateProv = (text: string | undefined): string | undefined => text?.trim().toUpperCase() || undefined;

/** AreaID and FacilityID 0 mean any. */
export function searchCriteria(r: T.SearchTeeTimesRequest): SearchCriteria {
  return {
    areaId: r.AreaID || undefined,
    facilityId: r.FacilityID || undefined,
    state: stateProv(r.StateProv),
    fromDate: parseDate(r.FromDate, 'FromDate'),
    toDate: parseDate(r.ToDate, 'ToDate'),
    partOfDay: partOfDay(r.AMPM),
    players: r.NumberOfPlayers,
    discountPercent: r.DiscountPercent,
  };
}

function partOfDay(text: string | undefined): 'AM' | 'PM' | undefined {
  const value = text?.trim().toUpperCase() ?? '';
  if (value === '') return undefined;
  if (value === 'AM' || value === 'PM') return value;
  throw invalidParameter(`AMPM must be AM, PM or empty (the whole day), got "${text}".`);
}

export const holdOrder = (r: T.HoldTeeTimeRequest): HoldOrder => ({ teeTimeId: r.TeeTimeID, players: r.NumberOfPlayers, customerId: r.CustomerID });

/** CreateReservation; the card number may be written in groups (spaces or dashes). */
export function reservation(r: T.CreateReservationRequest): ReservationRequest {
  return {
    teeTimeOrHoldId: r.TeeTimeID,
    players: r.NumberOfPlayers,
    customerId: r.CustomerID,
    email: normalizeEmail(r.EmailAddress)?.address,
    trackingCode: undefined,
    freeRound: undefined,
    card: {
      number: (r.CreditCardNumber ?? '').replace(/[\s-]/g, ''),
      type: r.CreditCardType ?? '',
      expMonth: r.CreditCardExpMo,
      expYear: r.CreditCardExpYr,
      name: r.CreditCardName,
      postalCode: r.CreditCardPostalCode,
    },
  };
}

export const trackedReservation = (r: T.CreateReservationWithTrackingRequest): ReservationRequest => ({
  ...reservation(r),
  trackingCode: r.TrackingCode?.trim() || undefined,
});

export const freeRoundReservation = (r: T.CreateReservationWithFreeRoundRequest): ReservationRequest => ({
  ...trackedReservation(r),
  freeRound: { cardId: r.CardID, players: r.NumberOfFreePlayers },
});

/** SaveCustomer's request fields → the details they set. */
const DETAIL_FIELDS = [
  ['FirstName', 'firstName'],
  ['LastName', 'lastName'],
  ['Address1', 'address1'],
  ['Address2', 'address2'],
  ['City', 'city'],
  ['State', 'state'],
  ['CountryCode', 'countryCode'],
  ['PostalCode', 'postalCode'],
  ['Phone', 'phone'],
] as const satisfies ReadonlyArray<readonly [keyof T.SaveCustomerRequest, DetailField]>;

/** Only the fields given are set (trimmed; blank clears one); an EmailAddress given blank clears it. */
export function customer(r: T.SaveCustomerRequest): CustomerRequest {
  const email = normalizeEmail(r.EmailAddress);
  const fields: Array<readonly [DetailField, string | null]> = [];
  for (const [field, detail] of DETAIL_FIELDS) {
    const value = r[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (trimmed.length > MAX_FIELD_LENGTH) throw invalidParameter(`${field} is longer than ${MAX_FIELD_LENGTH} characters.`);
    fields.push([detail, trimmed === '' ? null : trimmed]);
  }
  const given = r.EmailAddress !== undefined ? { email: email ?? null } : {};
  return { details: { facilityId: r.FacilityID, ...given, fields }, email };
}

export const activeCustomer = (r: T.SaveActiveCustomerRequest): CustomerRequest & CustomerCredentials => ({
  ...customer(r),
  password: r.Password,
  oldPassword: r.OldPassword,
});

export const cardQuestion = (r: T.HasPlayerCardRequest): CardQuestion => ({ customerId: r.CustomerID, teeTimeId: r.TeeTimeID });

export function cardSale(r: T.AddPlayerCardRequest): CardSale {
  return {
    customerId: r.CustomerID,
    programId: r.PlayerCardID,
    paidCents: parsePaidAmount(r.TotalAmt),
    expirationDate: parseExpirationDate(r.ExpirationDate),
    comment: parseComment(r.Comment),
  };
}

export const customerReservationsQuery = (r: T.GetCustomerReservationsRequest): CustomerReservationsQuery => ({
  customerId: r.CustomerID,
  fromDate: parseDate(r.FromDate, 'FromDate'),
  toDate: parseDate(r.ToDate, 'ToDate'),
});

/** ReservationID and TeeTimeID 0 mean "not this one". */
export const policySubject = (r: T.GetCancellationPolicyRequest): PolicySubject => ({
  reservationId: r.ReservationID || undefined,
  teeTimeId: r.TeeTimeID || undefined,
});

/** A blank Reason is none. */
export const cancelOrder = (r: T.CancelReservationRequest): CancelOrder => ({
  reservationId: r.ReservationID,
  customerId: r.CustomerID,
  reason: r.Reason?.trim() || undefined,
});
