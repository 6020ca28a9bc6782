// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import { FieldReader } from '../../runtime/xml/decode.js';
import type { XmlElement } from '../../runtime/xml/parse.js';
import { SCALARS } from '../../runtime/xml/scalars.js';
import type { AddPlayerCardRequest, Area, Card, Charge, CreateReservationRequest, CreateReservationWithFreeRoundRequest, CreateReservationWithTrackingRequest, Customer, CustomerResponse, Facility, GetAreaListRequest, GetCustomerPlayerCardProfileRequest, GetFacilitiesByAreaRequest, GetIconsRequest, GetTotalTeeTimesCountRequest, HasPlayerCardRequest, HoldTeeTime, HoldTeeTimeRequest, Icon, LoginRequest, PlayerCardRounds, Reservation, ResponseAddPlayerCard, ResponseGetArea, ResponseGetFacilityList, ResponseGetTotalTeeTimesCount, ResponseHasPlayerCard, ResponseHoldTeeTime, ResponseIcon, ResponseLogin, ResponseMakeReservation, ResponsePlayerCardProfile, ResponseSearchTeeTime, ResultBase, SaveActiveCustomerRequest, SaveCustomerRequest, SearchTeeTimesRequest, TeeTime, TeeTimeCourse, TeeTimeFacility } from './types.js';
/** Every element of the service is in this namespace; children in others are ignored. */
const NS = 'http://onlinereservationsystems.com/api/';

/** Reads a ResultBase element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResultBase(element: XmlElement): ResultBase {
  const fields = new FieldReader(element, NS);
  return {
    ErrorMessage: fields.scalar('ErrorMessage', SCALARS.string),
    ErrorCode: fields.scalar('ErrorCode', SCALARS.int, true),
    ComErrorString: fields.scalar('ComErrorString', SCALARS.string),
  };
}

/** Reads a ResponseLogin element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseLogin(element: XmlElement): ResponseLogin {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeResultBase(element),
    SessionID: fields.scalar('SessionID', SCALARS.string),
  };
}

/** Reads a ResponseGetTotalTeeTimesCount element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseGetTotalTeeTimesCount(element: XmlElement): ResponseGetTotalTeeTimesCount {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeResultBase(element),
    TotalTeeTimes: fields.scalar('TotalTeeTimes', SCALARS.int, true),
  };
}

/** Reads a Area element; throws DecodeError naming the field when it does not match the schema. */
export function decodeArea(element: XmlElement): Area {
  const fields = new FieldReader(element, NS);
  return {
    ID: fields.scalar('ID', SCALARS.int, true),
    ShortName: fields.scalar('ShortName', SCALARS.string),
    LongName: fields.scalar('LongName', SCALARS.string),
    State: fields.scalar('State', SCALARS.string),
    Country: fields.scalar('Country', SCALARS.string),
  };
}

/** Reads a ResponseGetArea element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseGetArea(element: XmlElement): ResponseGetArea {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeResultBase(element),
    Areas: fields.list('Areas', 'Area', decodeArea),
  };
}

/** Reads a Facility element; throws DecodeError naming the field when it does not match the schema. */
export function decodeFacility(element: XmlElement): Facility {
  const fields = new FieldReader(element, NS);
  return {
    ID: fields.scalar('ID', SCALARS.int, true),
    ShortName: fields.scalar('ShortName', SCALARS.string),
    LongName: fields.scalar('LongName', SCALARS.string),
  };
}

/** Reads a ResponseGetFacilityList element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseGetFacilityList(element: XmlElement): ResponseGetFacilityList {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeResultBase(element),
    Facilities: fields.list('Facilities', 'Facility', decodeFacility),
  };
}

/** Reads a Icon element; throws DecodeError naming the field when it does not match the schema. */
export function decodeIcon(element: XmlElement): Icon {
  const fields = new FieldReader(element, NS);
  return {
    ID: fields.scalar('ID', SCALARS.int, true),
    Path: fields.scalar('Path', SCALARS.string),
    Name: fields.scalar('Name', SCALARS.string),
  };
}

/** Reads a ResponseIcon element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseIcon(element: XmlElement): ResponseIcon {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeResultBase(element),
    Icons: fields.list('Icons', 'Icon', decodeIcon),
  };
}

/** Reads a TeeTime element; throws DecodeError naming the field when it does not match the schema. */
export function decodeTeeTime(element: XmlElement): TeeTime {
  const fields = new FieldReader(element, NS);
  return {
    ID: fields.scalar('ID', SCALARS.int, true),
    Time: fields.scalar('Time', SCALARS.string),
    Information: fields.scalar('Information', SCALARS.string),
    PlayersAllowed: fields.scalar('PlayersAllowed', SCALARS.string),
    Holes: fields.scalar('Holes', SCALARS.int, true),
    RetailRate: fields.scalar('RetailRate', SCALARS.decimal, true),
    CourseFee: fields.scalar('CourseFee', SCALARS.decimal, true),
    BookingFee: fields.scalar('BookingFee', SCALARS.decimal, true),
    TaxAmount: fields.scalar('TaxAmount', SCALARS.decimal, true),
    Icons: fields.scalar('Icons', SCALARS.string),
  };
}

/** Reads a TeeTimeCourse element; throws DecodeError naming the field when it does not match the schema. */
export function decodeTeeTimeCourse(element: XmlElement): TeeTimeCourse {
  const fields = new FieldReader(element, NS);
  return {
    TeeTimes: fields.list('TeeTimes', 'TeeTime', decodeTeeTime),
    CourseID: fields.scalar('CourseID', SCALARS.int, true),
    CourseName: fields.scalar('CourseName', SCALARS.string),
  };
}

/** Reads a TeeTimeFacility element; throws DecodeError naming the field when it does not match the schema. */
export function decodeTeeTimeFacility(element: XmlElement): TeeTimeFacility {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeFacility(element),
    Courses: fields.list('Courses', 'TeeTimeCourse', decodeTeeTimeCourse),
    Address1: fields.scalar('Address1', SCALARS.string),
    Address2: fields.scalar('Address2', SCALARS.string),
    City: fields.scalar('City', SCALARS.string),
    StateProv: fields.scalar('StateProv', SCALARS.string),
    Country: fields.scalar('Country', SCALARS.string),
    PostalCode: fields.scalar('PostalCode', SCALARS.string),
    Phone: fields.scalar('Phone', SCALARS.string),
    Fax: fields.scalar('Fax', SCALARS.string),
    URLAddress: fields.scalar('URLAddress', SCALARS.string),
    TeeTimePolicy: fields.scalar('TeeTimePolicy', SCALARS.string),
  };
}

/** Reads a ResponseSearchTeeTime element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseSearchTeeTime(element: XmlElement): ResponseSearchTeeTime {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeResultBase(element),
    Facilities: fields.list('Facilities', 'TeeTimeFacility', decodeTeeTimeFacility),
  };
}

/** Reads a HoldTeeTime element; throws DecodeError naming the field when it does not match the schema. */
export function decodeHoldTeeTime(element: XmlElement): HoldTeeTime {
  const fields = new FieldReader(element, NS);
  return {
    NewTeeTimeID: fields.scalar('NewTeeTimeID', SCALARS.int, true),
    NewDateTime: fields.scalar('NewDateTime', SCALARS.string),
    CourseFee: fields.scalar('CourseFee', SCALARS.decimal, true),
    TaxAmount: fields.scalar('TaxAmount', SCALARS.decimal, true),
    BookingFee: fields.scalar('BookingFee', SCALARS.decimal, true),
    DueOnline: fields.scalar('DueOnline', SCALARS.decimal, true),
  };
}

/** Reads a ResponseHoldTeeTime element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseHoldTeeTime(element: XmlElement): ResponseHoldTeeTime {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeResultBase(element),
    HoldTeeTime: fields.object('HoldTeeTime', decodeHoldTeeTime),
  };
}

/** Reads a Customer element; throws DecodeError naming the field when it does not match the schema. */
export function decodeCustomer(element: XmlElement): Customer {
  const fields = new FieldReader(element, NS);
  return {
    CustomerID: fields.scalar('CustomerID', SCALARS.string),
  };
}

/** Reads a CustomerResponse element; throws DecodeError naming the field when it does not match the schema. */
export function decodeCustomerResponse(element: XmlElement): CustomerResponse {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeResultBase(element),
    Customer: fields.object('Customer', decodeCustomer),
  };
}

/** Reads a Charge element; throws DecodeError naming the field when it does not match the schema. */
export function decodeCharge(element: XmlElement): Charge {
  const fields = new FieldReader(element, NS);
  return {
    Amount: fields.scalar('Amount', SCALARS.string),
    ChargeBy: fields.scalar('ChargeBy', SCALARS.string),
  };
}

/** Reads a Reservation element; throws DecodeError naming the field when it does not match the schema. */
export function decodeReservation(element: XmlElement): Reservation {
  const fields = new FieldReader(element, NS);
  return {
    ActualDateTime: fields.scalar('ActualDateTime', SCALARS.string),
    ReservationID: fields.scalar('ReservationID', SCALARS.int, true),
    Charges: fields.list('Charges', 'Charge', decodeCharge),
  };
}

/** Reads a ResponseMakeReservation element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseMakeReservation(element: XmlElement): ResponseMakeReservation {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeResultBase(element),
    Reservation: fields.object('Reservation', decodeReservation),
  };
}

/** Reads a Card element; throws DecodeError naming the field when it does not match the schema. */
export function decodeCard(element: XmlElement): Card {
  const fields = new FieldReader(element, NS);
  return {
    ID: fields.scalar('ID', SCALARS.string),
    EffectiveDate: fields.scalar('EffectiveDate', SCALARS.string),
    ExpirationDate: fields.scalar('ExpirationDate', SCALARS.string),
    Title: fields.scalar('Title', SCALARS.string),
    Error: fields.scalar('Error', SCALARS.string),
    PurchaseLink: fields.scalar('PurchaseLink', SCALARS.string),
  };
}

/** Reads a ResponseHasPlayerCard element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseHasPlayerCard(element: XmlElement): ResponseHasPlayerCard {
  const fields = new FieldReader(element, NS);
  return {
    CustomerCards: fields.list('CustomerCards', 'Card', decodeCard),
  };
}

/** Reads a PlayerCardRounds element; throws DecodeError naming the field when it does not match the schema. */
export function decodePlayerCardRounds(element: XmlElement): PlayerCardRounds {
  const fields = new FieldReader(element, NS);
  return {
    GolfFacilityName: fields.scalar('GolfFacilityName', SCALARS.string),
    FacilityRoundAvailable: fields.scalar('FacilityRoundAvailable', SCALARS.int, true),
    RoundsUsed: fields.scalar('RoundsUsed', SCALARS.int, true),
    Expires: fields.scalar('Expires', SCALARS.string),
  };
}

/** Reads a ResponsePlayerCardProfile element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponsePlayerCardProfile(element: XmlElement): ResponsePlayerCardProfile {
  const fields = new FieldReader(element, NS);
  return {
    SpecialOfferCustomerEffectiveDate: fields.scalar('SpecialOfferCustomerEffectiveDate', SCALARS.string),
    SpecialOfferCustomerExpirationDate: fields.scalar('SpecialOfferCustomerExpirationDate', SCALARS.string),
    SpecialOfferTitle: fields.scalar('SpecialOfferTitle', SCALARS.string),
    SpecialOfferFreeRounds: fields.scalar('SpecialOfferFreeRounds', SCALARS.int, true),
    RoundsUsed: fields.scalar('RoundsUsed', SCALARS.int, true),
    CardStatus: fields.scalar('CardStatus', SCALARS.string),
    WebSites: fields.scalar('WebSites', SCALARS.string),
    PlayerCardRounds: fields.list('PlayerCardRounds', 'PlayerCardRounds', decodePlayerCardRounds),
  };
}

/** Reads a ResponseAddPlayerCard element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseAddPlayerCard(_element: XmlElement): ResponseAddPlayerCard {
  return {};
}

/** Reads a LoginRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeLoginRequest(element: XmlElement): LoginRequest {
  const fields = new FieldReader(element, NS);
  return {
    OwnerID: fields.scalar('OwnerID', SCALARS.int, true),
    UserID: fields.scalar('UserID', SCALARS.string),
    Password: fields.scalar('Password', SCALARS.string),
  };
}

/** Reads a GetTotalTeeTimesCountRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeGetTotalTeeTimesCountRequest(element: XmlElement): GetTotalTeeTimesCountRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.scalar('SessionID', SCALARS.string),
  };
}

/** Reads a GetAreaListRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeGetAreaListRequest(element: XmlElement): GetAreaListRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.scalar('SessionID', SCALARS.string),
    StateProv: fields.scalar('StateProv', SCALARS.string),
  };
}

/** Reads a GetFacilitiesByAreaRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeGetFacilitiesByAreaRequest(element: XmlElement): GetFacilitiesByAreaRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.scalar('SessionID', SCALARS.string),
    AreaID: fields.scalar('AreaID', SCALARS.int, true),
  };
}

/** Reads a GetIconsRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeGetIconsRequest(element: XmlElement): GetIconsRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.scalar('SessionID', SCALARS.string),
  };
}

/** Reads a SearchTeeTimesRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeSearchTeeTimesRequest(element: XmlElement): SearchTeeTimesRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.scalar('SessionID', SCALARS.string),
    StateProv: fields.scalar('StateProv', SCALARS.string),
    AreaID: fields.scalar('AreaID', SCALARS.int, true),
    FacilityID: fields.scalar('FacilityID', SCALARS.int, true),
    FromDate: fields.scalar('FromDate', SCALARS.string),
    ToDate: fields.scalar('ToDate', SCALARS.string),
    AMPM: fields.scalar('AMPM', SCALARS.string),
    NumberOfPlayers: fields.scalar('NumberOfPlayers', SCALARS.int, true),
    DiscountPercent: fields.scalar('DiscountPercent', SCALARS.int, true),
  };
}

/** Reads a HoldTeeTimeRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeHoldTeeTimeRequest(element: XmlElement): HoldTeeTimeRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.scalar('SessionID', SCALARS.string),
    TeeTimeID: fields.scalar('TeeTimeID', SCALARS.int, true),
    NumberOfPlayers: fields.scalar('NumberOfPlayers', SCALARS.int, true),
    CustomerID: fields.scalar('CustomerID', SCALARS.string),
  };
}

/** Reads a SaveCustomerRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeSaveCustomerRequest(element: XmlElement): SaveCustomerRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.scalar('SessionID', SCALARS.string),
    FacilityID: fields.scalar('FacilityID', SCALARS.int, true),
    EmailAddress: fields.scalar('EmailAddress', SCALARS.string),
    FirstName: fields.scalar('FirstName', SCALARS.string),
    LastName: fields.scalar('LastName', SCALARS.string),
    Address1: fields.scalar('Address1', SCALARS.string),
    Address2: fields.scalar('Address2', SCALARS.string),
    City: fields.scalar('City', SCALARS.string),
    State: fields.scalar('State', SCALARS.string),
    CountryCode: fields.scalar('CountryCode', SCALARS.string),
    PostalCode: fields.scalar('PostalCode', SCALARS.string),
    Phone: fields.scalar('Phone', SCALARS.string),
  };
}

/** Reads a SaveActiveCustomerRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeSaveActiveCustomerRequest(element: XmlElement): SaveActiveCustomerRequest {
  const fields = new FieldReader(element, NS);
  return {
    Password: fields.scalar('Password', SCALARS.string),
    OldPassword: fields.scalar('OldPassword', SCALARS.string),
    SessionID: fields.scalar('SessionID', SCALARS.string),
    FacilityID: fields.scalar('FacilityID', SCALARS.int, true),
    EmailAddress: fields.scalar('EmailAddress', SCALARS.string),
    FirstName: fields.scalar('FirstName', SCALARS.string),
    LastName: fields.scalar('LastName', SCALARS.string),
    Address1: fields.scalar('Address1', SCALARS.string),
    Address2: fields.scalar('Address2', SCALARS.string),
    City: fields.scalar('City', SCALARS.string),
    State: fields.scalar('State', SCALARS.string),
    CountryCode: fields.scalar('CountryCode', SCALARS.string),
    PostalCode: fields.scalar('PostalCode', SCALARS.string),
    Phone: fields.scalar('Phone', SCALARS.string),
  };
}

/** Reads a CreateReservationRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeCreateReservationRequest(element: XmlElement): CreateReservationRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.scalar('SessionID', SCALARS.string),
    TeeTimeID: fields.scalar('TeeTimeID', SCALARS.int, true),
    CreditCardNumber: fields.scalar('CreditCardNumber', SCALARS.string),
    EmailAddress: fields.scalar('EmailAddress', SCALARS.string),
    CustomerID: fields.scalar('CustomerID', SCALARS.string),
    NumberOfPlayers: fields.scalar('NumberOfPlayers', SCALARS.int, true),
    CreditCardName: fields.scalar('CreditCardName', SCALARS.string),
    CreditCardAddress: fields.scalar('CreditCardAddress', SCALARS.string),
    CreditCardPostalCode: fields.scalar('CreditCardPostalCode', SCALARS.string),
    CreditCardCountry: fields.scalar('CreditCardCountry', SCALARS.string),
    CreditCardType: fields.scalar('CreditCardType', SCALARS.string),
    CreditCardExpMo: fields.scalar('CreditCardExpMo', SCALARS.int, true),
    CreditCardExpYr: fields.scalar('CreditCardExpYr', SCALARS.int, true),
  };
}

/** Reads a CreateReservationWithTrackingRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeCreateReservationWithTrackingRequest(element: XmlElement): CreateReservationWithTrackingRequest {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeCreateReservationRequest(element),
    TrackingCode: fields.scalar('TrackingCode', SCALARS.string),
  };
}

/** Reads a CreateReservationWithFreeRoundRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeCreateReservationWithFreeRoundRequest(element: XmlElement): CreateReservationWithFreeRoundRequest {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeCreateReservationWithTrackingRequest(element),
    CardID: fields.scalar('CardID', SCALARS.int, true),
    NumberOfFreePlayers: fields.scalar('NumberOfFreePlayers', SCALARS.int, true),
  };
}

/** Reads a GetCustomerPlayerCardProfileRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeGetCustomerPlayerCardProfileRequest(element: XmlElement): GetCustomerPlayerCardProfileRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.scalar('SessionID', SCALARS.string),
    CustomerID: fields.scalar('CustomerID', SCALARS.string),
  };
}

/** Reads a HasPlayerCardRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeHasPlayerCardRequest(element: XmlElement): HasPlayerCardRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.scalar('SessionID', SCALARS.string),
    CustomerID: fields.scalar('CustomerID', SCALARS.string),
    TeeTimeID: fields.scalar('TeeTimeID', SCALARS.int, true),
  };
}

/** Reads a AddPlayerCardRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeAddPlayerCardRequest(element: XmlElement): AddPlayerCardRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.scalar('SessionID', SCALARS.string),
    PlayerCardID: fields.scalar('PlayerCardID', SCALARS.int, true),
    CustomerID: fields.scalar('CustomerID', SCALARS.string),
    TotalAmt: fields.scalar('TotalAmt', SCALARS.decimal, true),
    ExpirationDate: fields.scalar('ExpirationDate', SCALARS.string),
    Comment: fields.scalar('Comment', SCALARS.string),
  };
}
