// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import type { FormReader, FormWriter } from '../../runtime/form.js';
import { SCALARS } from '../../runtime/xml/scalars.js';
import type { AddPlayerCardRequest, CreateReservationRequest, CreateReservationWithFreeRoundRequest, CreateReservationWithTrackingRequest, GetAreaListRequest, GetCustomerPlayerCardProfileRequest, GetFacilitiesByAreaRequest, GetIconsRequest, GetTotalTeeTimesCountRequest, HasPlayerCardRequest, HoldTeeTimeRequest, LoginRequest, SaveActiveCustomerRequest, SaveCustomerRequest, SearchTeeTimesRequest } from './types.js';

/** Reads Login's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeLoginForm(form: FormReader): LoginRequest {
  return {
    OwnerID: form.scalar(['OwnerID'], SCALARS.int, true),
    UserID: form.scalar(['UserID'], SCALARS.string),
    Password: form.scalar(['Password'], SCALARS.string),
  };
}

/** Writes Login's parameters as HTTP POST form fields. */
export function encodeLoginForm(request: LoginRequest, form: FormWriter): FormWriter {
  return form.scalar('OwnerID', SCALARS.int, request.OwnerID)
    .scalar('UserID', SCALARS.string, request.UserID)
    .scalar('Password', SCALARS.string, request.Password);
}

/** Reads GetTotalTeeTimesCount's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeGetTotalTeeTimesCountForm(form: FormReader): GetTotalTeeTimesCountRequest {
  return {
    SessionID: form.scalar(['SessionID'], SCALARS.string),
  };
}

/** Writes GetTotalTeeTimesCount's parameters as HTTP POST form fields. */
export function encodeGetTotalTeeTimesCountForm(request: GetTotalTeeTimesCountRequest, form: FormWriter): FormWriter {
  return form.scalar('SessionID', SCALARS.string, request.SessionID);
}

/** Reads GetAreaList's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeGetAreaListForm(form: FormReader): GetAreaListRequest {
  return {
    SessionID: form.scalar(['SessionID'], SCALARS.string),
    StateProv: form.scalar(['StateProv'], SCALARS.string),
  };
}

/** Writes GetAreaList's parameters as HTTP POST form fields. */
export function encodeGetAreaListForm(request: GetAreaListRequest, form: FormWriter): FormWriter {
  return form.scalar('SessionID', SCALARS.string, request.SessionID)
    .scalar('StateProv', SCALARS.string, request.StateProv);
}

/** Reads GetFacilitiesByArea's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeGetFacilitiesByAreaForm(form: FormReader): GetFacilitiesByAreaRequest {
  return {
    SessionID: form.scalar(['SessionID'], SCALARS.string),
    AreaID: form.scalar(['AreaID'], SCALARS.int, true),
  };
}

/** Writes GetFacilitiesByArea's parameters as HTTP POST form fields. */
export function encodeGetFacilitiesByAreaForm(request: GetFacilitiesByAreaRequest, form: FormWriter): FormWriter {
  return form.scalar('SessionID', SCALARS.string, request.SessionID)
    .scalar('AreaID', SCALARS.int, request.AreaID);
}

/** Reads GetIcons's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeGetIconsForm(form: FormReader): GetIconsRequest {
  return {
    SessionID: form.scalar(['SessionID'], SCALARS.string),
  };
}

/** Writes GetIcons's parameters as HTTP POST form fields. */
export function encodeGetIconsForm(request: GetIconsRequest, form: FormWriter): FormWriter {
  return form.scalar('SessionID', SCALARS.string, request.SessionID);
}

/** Reads SearchTeeTimes's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeSearchTeeTimesForm(form: FormReader): SearchTeeTimesRequest {
  return {
    SessionID: form.scalar(['SessionID'], SCALARS.string),
    StateProv: form.scalar(['StateProv'], SCALARS.string),
    AreaID: form.scalar(['AreaID'], SCALARS.int, true),
    FacilityID: form.scalar(['FacilityID'], SCALARS.int, true),
    FromDate: form.scalar(['FromDate'], SCALARS.string),
    ToDate: form.scalar(['ToDate'], SCALARS.string),
    AMPM: form.scalar(['M', 'AMPM'], SCALARS.string),
    NumberOfPlayers: form.scalar(['NumberOfPlayers'], SCALARS.int, true),
    DiscountPercent: form.scalar(['DiscountPercent'], SCALARS.int, true),
  };
}

/** Writes SearchTeeTimes's parameters as HTTP POST form fields. */
export function encodeSearchTeeTimesForm(request: SearchTeeTimesRequest, form: FormWriter): FormWriter {
  return form.scalar('SessionID', SCALARS.string, request.SessionID)
    .scalar('StateProv', SCALARS.string, request.StateProv)
    .scalar('AreaID', SCALARS.int, request.AreaID)
    .scalar('FacilityID', SCALARS.int, request.FacilityID)
    .scalar('FromDate', SCALARS.string, request.FromDate)
    .scalar('ToDate', SCALARS.string, request.ToDate)
    .scalar('M', SCALARS.string, request.AMPM)
    .scalar('NumberOfPlayers', SCALARS.int, request.NumberOfPlayers)
    .scalar('DiscountPercent', SCALARS.int, request.DiscountPercent);
}

/** Reads HoldTeeTime's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeHoldTeeTimeForm(form: FormReader): HoldTeeTimeRequest {
  return {
    SessionID: form.scalar(['SessionID'], SCALARS.string),
    TeeTimeID: form.scalar(['TeeTimeID'], SCALARS.int, true),
    NumberOfPlayers: form.scalar(['NumberOfPlayers'], SCALARS.int, true),
    CustomerID: form.scalar(['CustomerID'], SCALARS.string),
  };
}

/** Writes HoldTeeTime's parameters as HTTP POST form fields. */
export function encodeHoldTeeTimeForm(request: HoldTeeTimeRequest, form: FormWriter): FormWriter {
  return form.scalar('SessionID', SCALARS.string, request.SessionID)
    .scalar('TeeTimeID', SCALARS.int, request.TeeTimeID)
    .scalar('NumberOfPlayers', SCALARS.int, request.NumberOfPlayers)
    .scalar('CustomerID', SCALARS.string, request.CustomerID);
}

/** Reads SaveCustomer's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeSaveCustomerForm(form: FormReader): SaveCustomerRequest {
  return {
    SessionID: form.scalar(['SessionID'], SCALARS.string),
    FacilityID: form.scalar(['FacilityID'], SCALARS.int, true),
    EmailAddress: form.scalar(['EmailAddress'], SCALARS.string),
    FirstName: form.scalar(['FirstName'], SCALARS.string),
    LastName: form.scalar(['LastName'], SCALARS.string),
    Address1: form.scalar(['Address1'], SCALARS.string),
    Address2: form.scalar(['Address2'], SCALARS.string),
    City: form.scalar(['City'], SCALARS.string),
    State: form.scalar(['State'], SCALARS.string),
    CountryCode: form.scalar(['CountryCode'], SCALARS.string),
    PostalCode: form.scalar(['PostalCode'], SCALARS.string),
    Phone: form.scalar(['Phone'], SCALARS.string),
  };
}

/** Writes SaveCustomer's parameters as HTTP POST form fields. */
export function encodeSaveCustomerForm(request: SaveCustomerRequest, form: FormWriter): FormWriter {
  return form.scalar('SessionID', SCALARS.string, request.SessionID)
    .scalar('FacilityID', SCALARS.int, request.FacilityID)
    .scalar('EmailAddress', SCALARS.string, request.EmailAddress)
    .scalar('FirstName', SCALARS.string, request.FirstName)
    .scalar('LastName', SCALARS.string, request.LastName)
    .scalar('Address1', SCALARS.string, request.Address1)
    .scalar('Address2', SCALARS.string, request.Address2)
    .scalar('City', SCALARS.string, request.City)
    .scalar('State', SCALARS.string, request.State)
    .scalar('CountryCode', SCALARS.string, request.CountryCode)
    .scalar('PostalCode', SCALARS.string, request.PostalCode)
    .scalar('Phone', SCALARS.string, request.Phone);
}

/** Reads SaveActiveCustomer's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeSaveActiveCustomerForm(form: FormReader): SaveActiveCustomerRequest {
  return {
    Password: form.scalar(['Password'], SCALARS.string),
    OldPassword: form.scalar(['OldPassword'], SCALARS.string),
    SessionID: form.scalar(['SessionID'], SCALARS.string),
    FacilityID: form.scalar(['FacilityID'], SCALARS.int, true),
    EmailAddress: form.scalar(['EmailAddress'], SCALARS.string),
    FirstName: form.scalar(['FirstName'], SCALARS.string),
    LastName: form.scalar(['LastName'], SCALARS.string),
    Address1: form.scalar(['Address1'], SCALARS.string),
    Address2: form.scalar(['Address2'], SCALARS.string),
    City: form.scalar(['City'], SCALARS.string),
    State: form.scalar(['State'], SCALARS.string),
    CountryCode: form.scalar(['CountryCode'], SCALARS.string),
    PostalCode: form.scalar(['PostalCode'], SCALARS.string),
    Phone: form.scalar(['Phone'], SCALARS.string),
  };
}

/** Writes SaveActiveCustomer's parameters as HTTP POST form fields. */
export function encodeSaveActiveCustomerForm(request: SaveActiveCustomerRequest, form: FormWriter): FormWriter {
  return form.scalar('Password', SCALARS.string, request.Password)
    .scalar('OldPassword', SCALARS.string, request.OldPassword)
    .scalar('SessionID', SCALARS.string, request.SessionID)
    .scalar('FacilityID', SCALARS.int, request.FacilityID)
    .scalar('EmailAddress', SCALARS.string, request.EmailAddress)
    .scalar('FirstName', SCALARS.string, request.FirstName)
    .scalar('LastName', SCALARS.string, request.LastName)
    .scalar('Address1', SCALARS.string, request.Address1)
    .scalar('Address2', SCALARS.string, request.Address2)
    .scalar('City', SCALARS.string, request.City)
    .scalar('State', SCALARS.string, request.State)
    .scalar('CountryCode', SCALARS.string, request.CountryCode)
    .scalar('PostalCode', SCALARS.string, request.PostalCode)
    .scalar('Phone', SCALARS.string, request.Phone);
}

/** Reads CreateReservation's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeCreateReservationForm(form: FormReader): CreateReservationRequest {
  return {
    SessionID: form.scalar(['SessionID'], SCALARS.string),
    TeeTimeID: form.scalar(['TeeTimeID'], SCALARS.int, true),
    CreditCardNumber: form.scalar(['CreditCardNumber'], SCALARS.string),
    EmailAddress: form.scalar(['EmailAddress'], SCALARS.string),
    CustomerID: form.scalar(['CustomerID'], SCALARS.string),
    NumberOfPlayers: form.scalar(['NumberOfPlayers'], SCALARS.int, true),
    CreditCardName: form.scalar(['CreditCardName'], SCALARS.string),
    CreditCardAddress: form.scalar(['CreditCardAddress'], SCALARS.string),
    CreditCardPostalCode: form.scalar(['CreditCardPostalCode'], SCALARS.string),
    CreditCardCountry: form.scalar(['CreditCardCountry'], SCALARS.string),
    CreditCardType: form.scalar(['CreditCardType'], SCALARS.string),
    CreditCardExpMo: form.scalar(['CreditCardExpMo'], SCALARS.int, true),
    CreditCardExpYr: form.scalar(['CreditCardExpYr'], SCALARS.int, true),
  };
}

/** Writes CreateReservation's parameters as HTTP POST form fields. */
export function encodeCreateReservationForm(request: CreateReservationRequest, form: FormWriter): FormWriter {
  return form.scalar('SessionID', SCALARS.string, request.SessionID)
    .scalar('TeeTimeID', SCALARS.int, request.TeeTimeID)
    .scalar('CreditCardNumber', SCALARS.string, request.CreditCardNumber)
    .scalar('EmailAddress', SCALARS.string, request.EmailAddress)
    .scalar('CustomerID', SCALARS.string, request.CustomerID)
    .scalar('NumberOfPlayers', SCALARS.int, request.NumberOfPlayers)
    .scalar('CreditCardName', SCALARS.string, request.CreditCardName)
    .scalar('CreditCardAddress', SCALARS.string, request.CreditCardAddress)
    .scalar('CreditCardPostalCode', SCALARS.string, request.CreditCardPostalCode)
    .scalar('CreditCardCountry', SCALARS.string, request.CreditCardCountry)
    .scalar('CreditCardType', SCALARS.string, request.CreditCardType)
    .scalar('CreditCardExpMo', SCALARS.int, request.CreditCardExpMo)
    .scalar('CreditCardExpYr', SCALARS.int, request.CreditCardExpYr);
}

/** Reads CreateReservationWithTracking's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeCreateReservationWithTrackingForm(form: FormReader): CreateReservationWithTrackingRequest {
  return {
    ...decodeCreateReservationForm(form),
    TrackingCode: form.scalar(['TrackingCode'], SCALARS.string),
  };
}

/** Writes CreateReservationWithTracking's parameters as HTTP POST form fields. */
export function encodeCreateReservationWithTrackingForm(request: CreateReservationWithTrackingRequest, form: FormWriter): FormWriter {
  return encodeCreateReservationForm(request, form).scalar('TrackingCode', SCALARS.string, request.TrackingCode);
}

/** Reads CreateReservationWithFreeRound's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeCreateReservationWithFreeRoundForm(form: FormReader): CreateReservationWithFreeRoundRequest {
  return {
    ...decodeCreateReservationWithTrackingForm(form),
    CardID: form.scalar(['CardID'], SCALARS.int, true),
    NumberOfFreePlayers: form.scalar(['NumberOfFreePlayers'], SCALARS.int, true),
  };
}

/** Writes CreateReservationWithFreeRound's parameters as HTTP POST form fields. */
export function encodeCreateReservationWithFreeRoundForm(request: CreateReservationWithFreeRoundRequest, form: FormWriter): FormWriter {
  return encodeCreateReservationWithTrackingForm(request, form).scalar('CardID', SCALARS.int, request.CardID)
    .scalar('NumberOfFreePlayers', SCALARS.int, request.NumberOfFreePlayers);
}

/** Reads GetCustomerPlayerCardProfile's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeGetCustomerPlayerCardProfileForm(form: FormReader): GetCustomerPlayerCardProfileRequest {
  return {
    SessionID: form.scalar(['SessionID'], SCALARS.string),
    CustomerID: form.scalar(['CustomerID'], SCALARS.string),
  };
}

/** Writes GetCustomerPlayerCardProfile's parameters as HTTP POST form fields. */
export function encodeGetCustomerPlayerCardProfileForm(request: GetCustomerPlayerCardProfileRequest, form: FormWriter): FormWriter {
  return form.scalar('SessionID', SCALARS.string, request.SessionID)
    .scalar('CustomerID', SCALARS.string, request.CustomerID);
}

/** Reads HasPlayerCard's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeHasPlayerCardForm(form: FormReader): HasPlayerCardRequest {
  return {
    SessionID: form.scalar(['SessionID'], SCALARS.string),
    CustomerID: form.scalar(['CustomerID'], SCALARS.string),
    TeeTimeID: form.scalar(['TeeTimeID'], SCALARS.int, true),
  };
}

/** Writes HasPlayerCard's parameters as HTTP POST form fields. */
export function encodeHasPlayerCardForm(request: HasPlayerCardRequest, form: FormWriter): FormWriter {
  return form.scalar('SessionID', SCALARS.string, request.SessionID)
    .scalar('CustomerID', SCALARS.string, request.CustomerID)
    .scalar('TeeTimeID', SCALARS.int, request.TeeTimeID);
}

/** Reads AddPlayerCard's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeAddPlayerCardForm(form: FormReader): AddPlayerCardRequest {
  return {
    SessionID: form.scalar(['SessionID'], SCALARS.string),
    PlayerCardID: form.scalar(['PlayerCardID'], SCALARS.int, true),
    CustomerID: form.scalar(['CustomerID'], SCALARS.string),
    TotalAmt: form.scalar(['TotalAmt'], SCALARS.decimal, true),
    ExpirationDate: form.scalar(['ExpirationDate'], SCALARS.string),
    Comment: form.scalar(['Comment'], SCALARS.string),
  };
}

/** Writes AddPlayerCard's parameters as HTTP POST form fields. */
export function encodeAddPlayerCardForm(request: AddPlayerCardRequest, form: FormWriter): FormWriter {
  return form.scalar('SessionID', SCALARS.string, request.SessionID)
    .scalar('PlayerCardID', SCALARS.int, request.PlayerCardID)
    .scalar('CustomerID', SCALARS.string, request.CustomerID)
    .scalar('TotalAmt', SCALARS.decimal, request.TotalAmt)
    .scalar('ExpirationDate', SCALARS.string, request.ExpirationDate)
    .scalar('Comment', SCALARS.string, request.Comment);
}
