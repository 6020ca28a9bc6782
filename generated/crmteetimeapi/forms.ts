// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import type { FormReader, FormWriter } from '../../runtime/form.js';
import type { AddPlayerCardRequest, CreateReservationRequest, CreateReservationWithFreeRoundRequest, CreateReservationWithTrackingRequest, GetAreaListRequest, GetCustomerPlayerCardProfileRequest, GetFacilitiesByAreaRequest, GetIconsRequest, GetTotalTeeTimesCountRequest, HasPlayerCardRequest, HoldTeeTimeRequest, LoginRequest, SaveActiveCustomerRequest, SaveCustomerRequest, SearchTeeTimesRequest } from './types.js';

/** Reads Login's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeLoginForm(form: FormReader): LoginRequest {
  return {
    OwnerID: form.int(['OwnerID'], true),
    UserID: form.string(['UserID']),
    Password: form.string(['Password']),
  };
}

/** Writes Login's parameters as HTTP POST form fields. */
export function encodeLoginForm(request: LoginRequest, form: FormWriter): FormWriter {
  return form.int('OwnerID', request.OwnerID)
    .string('UserID', request.UserID)
    .string('Password', request.Password);
}

/** Reads GetTotalTeeTimesCount's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeGetTotalTeeTimesCountForm(form: FormReader): GetTotalTeeTimesCountRequest {
  return {
    SessionID: form.string(['SessionID']),
  };
}

/** Writes GetTotalTeeTimesCount's parameters as HTTP POST form fields. */
export function encodeGetTotalTeeTimesCountForm(request: GetTotalTeeTimesCountRequest, form: FormWriter): FormWriter {
  return form.string('SessionID', request.SessionID);
}

/** Reads GetAreaList's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeGetAreaListForm(form: FormReader): GetAreaListRequest {
  return {
    SessionID: form.string(['SessionID']),
    StateProv: form.string(['StateProv']),
  };
}

/** Writes GetAreaList's parameters as HTTP POST form fields. */
export function encodeGetAreaListForm(request: GetAreaListRequest, form: FormWriter): FormWriter {
  return form.string('SessionID', request.SessionID)
    .string('StateProv', request.StateProv);
}

/** Reads GetFacilitiesByArea's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeGetFacilitiesByAreaForm(form: FormReader): GetFacilitiesByAreaRequest {
  return {
    SessionID: form.string(['SessionID']),
    AreaID: form.int(['AreaID'], true),
  };
}

/** Writes GetFacilitiesByArea's parameters as HTTP POST form fields. */
export function encodeGetFacilitiesByAreaForm(request: GetFacilitiesByAreaRequest, form: FormWriter): FormWriter {
  return form.string('SessionID', request.SessionID)
    .int('AreaID', request.AreaID);
}

/** Reads GetIcons's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeGetIconsForm(form: FormReader): GetIconsRequest {
  return {
    SessionID: form.string(['SessionID']),
  };
}

/** Writes GetIcons's parameters as HTTP POST form fields. */
export function encodeGetIconsForm(request: GetIconsRequest, form: FormWriter): FormWriter {
  return form.string('SessionID', request.SessionID);
}

/** Reads SearchTeeTimes's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeSearchTeeTimesForm(form: FormReader): SearchTeeTimesRequest {
  return {
    SessionID: form.string(['SessionID']),
    StateProv: form.string(['StateProv']),
    AreaID: form.int(['AreaID'], true),
    FacilityID: form.int(['FacilityID'], true),
    FromDate: form.string(['FromDate']),
    ToDate: form.string(['ToDate']),
    AMPM: form.string(['M', 'AMPM']),
    NumberOfPlayers: form.int(['NumberOfPlayers'], true),
    DiscountPercent: form.int(['DiscountPercent'], true),
  };
}

/** Writes SearchTeeTimes's parameters as HTTP POST form fields. */
export function encodeSearchTeeTimesForm(request: SearchTeeTimesRequest, form: FormWriter): FormWriter {
  return form.string('SessionID', request.SessionID)
    .string('StateProv', request.StateProv)
    .int('AreaID', request.AreaID)
    .int('FacilityID', request.FacilityID)
    .string('FromDate', request.FromDate)
    .string('ToDate', request.ToDate)
    .string('M', request.AMPM)
    .int('NumberOfPlayers', request.NumberOfPlayers)
    .int('DiscountPercent', request.DiscountPercent);
}

/** Reads HoldTeeTime's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeHoldTeeTimeForm(form: FormReader): HoldTeeTimeRequest {
  return {
    SessionID: form.string(['SessionID']),
    TeeTimeID: form.int(['TeeTimeID'], true),
    NumberOfPlayers: form.int(['NumberOfPlayers'], true),
    CustomerID: form.string(['CustomerID']),
  };
}

/** Writes HoldTeeTime's parameters as HTTP POST form fields. */
export function encodeHoldTeeTimeForm(request: HoldTeeTimeRequest, form: FormWriter): FormWriter {
  return form.string('SessionID', request.SessionID)
    .int('TeeTimeID', request.TeeTimeID)
    .int('NumberOfPlayers', request.NumberOfPlayers)
    .string('CustomerID', request.CustomerID);
}

/** Reads SaveCustomer's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeSaveCustomerForm(form: FormReader): SaveCustomerRequest {
  return {
    SessionID: form.string(['SessionID']),
    FacilityID: form.int(['FacilityID'], true),
    EmailAddress: form.string(['EmailAddress']),
    FirstName: form.string(['FirstName']),
    LastName: form.string(['LastName']),
    Address1: form.string(['Address1']),
    Address2: form.string(['Address2']),
    City: form.string(['City']),
    State: form.string(['State']),
    CountryCode: form.string(['CountryCode']),
    PostalCode: form.string(['PostalCode']),
    Phone: form.string(['Phone']),
  };
}

/** Writes SaveCustomer's parameters as HTTP POST form fields. */
export function encodeSaveCustomerForm(request: SaveCustomerRequest, form: FormWriter): FormWriter {
  return form.string('SessionID', request.SessionID)
    .int('FacilityID', request.FacilityID)
    .string('EmailAddress', request.EmailAddress)
    .string('FirstName', request.FirstName)
    .string('LastName', request.LastName)
    .string('Address1', request.Address1)
    .string('Address2', request.Address2)
    .string('City', request.City)
    .string('State', request.State)
    .string('CountryCode', request.CountryCode)
    .string('PostalCode', request.PostalCode)
    .string('Phone', request.Phone);
}

/** Reads SaveActiveCustomer's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeSaveActiveCustomerForm(form: FormReader): SaveActiveCustomerRequest {
  return {
    Password: form.string(['Password']),
    OldPassword: form.string(['OldPassword']),
    SessionID: form.string(['SessionID']),
    FacilityID: form.int(['FacilityID'], true),
    EmailAddress: form.string(['EmailAddress']),
    FirstName: form.string(['FirstName']),
    LastName: form.string(['LastName']),
    Address1: form.string(['Address1']),
    Address2: form.string(['Address2']),
    City: form.string(['City']),
    State: form.string(['State']),
    CountryCode: form.string(['CountryCode']),
    PostalCode: form.string(['PostalCode']),
    Phone: form.string(['Phone']),
  };
}

/** Writes SaveActiveCustomer's parameters as HTTP POST form fields. */
export function encodeSaveActiveCustomerForm(request: SaveActiveCustomerRequest, form: FormWriter): FormWriter {
  return form.string('Password', request.Password)
    .string('OldPassword', request.OldPassword)
    .string('SessionID', request.SessionID)
    .int('FacilityID', request.FacilityID)
    .string('EmailAddress', request.EmailAddress)
    .string('FirstName', request.FirstName)
    .string('LastName', request.LastName)
    .string('Address1', request.Address1)
    .string('Address2', request.Address2)
    .string('City', request.City)
    .string('State', request.State)
    .string('CountryCode', request.CountryCode)
    .string('PostalCode', request.PostalCode)
    .string('Phone', request.Phone);
}

/** Reads CreateReservation's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeCreateReservationForm(form: FormReader): CreateReservationRequest {
  return {
    SessionID: form.string(['SessionID']),
    TeeTimeID: form.int(['TeeTimeID'], true),
    CreditCardNumber: form.string(['CreditCardNumber']),
    EmailAddress: form.string(['EmailAddress']),
    CustomerID: form.string(['CustomerID']),
    NumberOfPlayers: form.int(['NumberOfPlayers'], true),
    CreditCardName: form.string(['CreditCardName']),
    CreditCardAddress: form.string(['CreditCardAddress']),
    CreditCardPostalCode: form.string(['CreditCardPostalCode']),
    CreditCardCountry: form.string(['CreditCardCountry']),
    CreditCardType: form.string(['CreditCardType']),
    CreditCardExpMo: form.int(['CreditCardExpMo'], true),
    CreditCardExpYr: form.int(['CreditCardExpYr'], true),
  };
}

/** Writes CreateReservation's parameters as HTTP POST form fields. */
export function encodeCreateReservationForm(request: CreateReservationRequest, form: FormWriter): FormWriter {
  return form.string('SessionID', request.SessionID)
    .int('TeeTimeID', request.TeeTimeID)
    .string('CreditCardNumber', request.CreditCardNumber)
    .string('EmailAddress', request.EmailAddress)
    .string('CustomerID', request.CustomerID)
    .int('NumberOfPlayers', request.NumberOfPlayers)
    .string('CreditCardName', request.CreditCardName)
    .string('CreditCardAddress', request.CreditCardAddress)
    .string('CreditCardPostalCode', request.CreditCardPostalCode)
    .string('CreditCardCountry', request.CreditCardCountry)
    .string('CreditCardType', request.CreditCardType)
    .int('CreditCardExpMo', request.CreditCardExpMo)
    .int('CreditCardExpYr', request.CreditCardExpYr);
}

/** Reads CreateReservationWithTracking's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeCreateReservationWithTrackingForm(form: FormReader): CreateReservationWithTrackingRequest {
  return {
    ...decodeCreateReservationForm(form),
    TrackingCode: form.string(['TrackingCode']),
  };
}

/** Writes CreateReservationWithTracking's parameters as HTTP POST form fields. */
export function encodeCreateReservationWithTrackingForm(request: CreateReservationWithTrackingRequest, form: FormWriter): FormWriter {
  return encodeCreateReservationForm(request, form).string('TrackingCode', request.TrackingCode);
}

/** Reads CreateReservationWithFreeRound's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeCreateReservationWithFreeRoundForm(form: FormReader): CreateReservationWithFreeRoundRequest {
  return {
    ...decodeCreateReservationWithTrackingForm(form),
    CardID: form.int(['CardID'], true),
    NumberOfFreePlayers: form.int(['NumberOfFreePlayers'], true),
  };
}

/** Writes CreateReservationWithFreeRound's parameters as HTTP POST form fields. */
export function encodeCreateReservationWithFreeRoundForm(request: CreateReservationWithFreeRoundRequest, form: FormWriter): FormWriter {
  return encodeCreateReservationWithTrackingForm(request, form).int('CardID', request.CardID)
    .int('NumberOfFreePlayers', request.NumberOfFreePlayers);
}

/** Reads GetCustomerPlayerCardProfile's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeGetCustomerPlayerCardProfileForm(form: FormReader): GetCustomerPlayerCardProfileRequest {
  return {
    SessionID: form.string(['SessionID']),
    CustomerID: form.string(['CustomerID']),
  };
}

/** Writes GetCustomerPlayerCardProfile's parameters as HTTP POST form fields. */
export function encodeGetCustomerPlayerCardProfileForm(request: GetCustomerPlayerCardProfileRequest, form: FormWriter): FormWriter {
  return form.string('SessionID', request.SessionID)
    .string('CustomerID', request.CustomerID);
}

/** Reads HasPlayerCard's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeHasPlayerCardForm(form: FormReader): HasPlayerCardRequest {
  return {
    SessionID: form.string(['SessionID']),
    CustomerID: form.string(['CustomerID']),
    TeeTimeID: form.int(['TeeTimeID'], true),
  };
}

/** Writes HasPlayerCard's parameters as HTTP POST form fields. */
export function encodeHasPlayerCardForm(request: HasPlayerCardRequest, form: FormWriter): FormWriter {
  return form.string('SessionID', request.SessionID)
    .string('CustomerID', request.CustomerID)
    .int('TeeTimeID', request.TeeTimeID);
}

/** Reads AddPlayerCard's parameters from an HTTP POST form; throws FormError for a missing or unconvertible one. */
export function decodeAddPlayerCardForm(form: FormReader): AddPlayerCardRequest {
  return {
    SessionID: form.string(['SessionID']),
    PlayerCardID: form.int(['PlayerCardID'], true),
    CustomerID: form.string(['CustomerID']),
    TotalAmt: form.decimal(['TotalAmt'], true),
    ExpirationDate: form.string(['ExpirationDate']),
    Comment: form.string(['Comment']),
  };
}

/** Writes AddPlayerCard's parameters as HTTP POST form fields. */
export function encodeAddPlayerCardForm(request: AddPlayerCardRequest, form: FormWriter): FormWriter {
  return form.string('SessionID', request.SessionID)
    .int('PlayerCardID', request.PlayerCardID)
    .string('CustomerID', request.CustomerID)
    .decimal('TotalAmt', request.TotalAmt)
    .string('ExpirationDate', request.ExpirationDate)
    .string('Comment', request.Comment);
}
