// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import { FieldReader } from '../../runtime/xml/decode.js';
import type { XmlElement } from '../../runtime/xml/parse.js';
import type { AddPlayerCardRequest, Area, Card, Charge, CreateReservationRequest, CreateReservationWithFreeRoundRequest, CreateReservationWithTrackingRequest, Customer, CustomerResponse, Facility, GetAreaListRequest, GetCustomerPlayerCardProfileRequest, GetFacilitiesByAreaRequest, GetIconsRequest, GetTotalTeeTimesCountRequest, HasPlayerCardRequest, HoldTeeTime, HoldTeeTimeRequest, Icon, LoginRequest, PlayerCardRounds, Reservation, ResponseAddPlayerCard, ResponseGetArea, ResponseGetFacilityList, ResponseGetTotalTeeTimesCount, ResponseHasPlayerCard, ResponseHoldTeeTime, ResponseIcon, ResponseLogin, ResponseMakeReservation, ResponsePlayerCardProfile, ResponseSearchTeeTime, ResultBase, SaveActiveCustomerRequest, SaveCustomerRequest, SearchTeeTimesRequest, TeeTime, TeeTimeCourse, TeeTimeFacility } from './types.js';
/** Every element of the service is in this namespace; children in others are ignored. */
const NS = 'http://onlinereservationsystems.com/api/';

/** Reads a ResultBase element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResultBase(element: XmlElement): ResultBase {
  const fields = new FieldReader(element, NS);
  return {
    ErrorMessage: fields.string('ErrorMessage'),
    ErrorCode: fields.int('ErrorCode', true),
    ComErrorString: fields.string('ComErrorString'),
  };
}

/** Reads a ResponseLogin element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseLogin(element: XmlElement): ResponseLogin {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeResultBase(element),
    SessionID: fields.string('SessionID'),
  };
}

/** Reads a ResponseGetTotalTeeTimesCount element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponseGetTotalTeeTimesCount(element: XmlElement): ResponseGetTotalTeeTimesCount {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeResultBase(element),
    TotalTeeTimes: fields.int('TotalTeeTimes', true),
  };
}

/** Reads a Area element; throws DecodeError naming the field when it does not match the schema. */
export function decodeArea(element: XmlElement): Area {
  const fields = new FieldReader(element, NS);
  return {
    ID: fields.int('ID', true),
    ShortName: fields.string('ShortName'),
    LongName: fields.string('LongName'),
    State: fields.string('State'),
    Country: fields.string('Country'),
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
    ID: fields.int('ID', true),
    ShortName: fields.string('ShortName'),
    LongName: fields.string('LongName'),
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
    ID: fields.int('ID', true),
    Path: fields.string('Path'),
    Name: fields.string('Name'),
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
    ID: fields.int('ID', true),
    Time: fields.string('Time'),
    Information: fields.string('Information'),
    PlayersAllowed: fields.string('PlayersAllowed'),
    Holes: fields.int('Holes', true),
    RetailRate: fields.decimal('RetailRate', true),
    CourseFee: fields.decimal('CourseFee', true),
    BookingFee: fields.decimal('BookingFee', true),
    TaxAmount: fields.decimal('TaxAmount', true),
    Icons: fields.string('Icons'),
  };
}

/** Reads a TeeTimeCourse element; throws DecodeError naming the field when it does not match the schema. */
export function decodeTeeTimeCourse(element: XmlElement): TeeTimeCourse {
  const fields = new FieldReader(element, NS);
  return {
    TeeTimes: fields.list('TeeTimes', 'TeeTime', decodeTeeTime),
    CourseID: fields.int('CourseID', true),
    CourseName: fields.string('CourseName'),
  };
}

/** Reads a TeeTimeFacility element; throws DecodeError naming the field when it does not match the schema. */
export function decodeTeeTimeFacility(element: XmlElement): TeeTimeFacility {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeFacility(element),
    Courses: fields.list('Courses', 'TeeTimeCourse', decodeTeeTimeCourse),
    Address1: fields.string('Address1'),
    Address2: fields.string('Address2'),
    City: fields.string('City'),
    StateProv: fields.string('StateProv'),
    Country: fields.string('Country'),
    PostalCode: fields.string('PostalCode'),
    Phone: fields.string('Phone'),
    Fax: fields.string('Fax'),
    URLAddress: fields.string('URLAddress'),
    TeeTimePolicy: fields.string('TeeTimePolicy'),
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
    NewTeeTimeID: fields.int('NewTeeTimeID', true),
    NewDateTime: fields.string('NewDateTime'),
    CourseFee: fields.decimal('CourseFee', true),
    TaxAmount: fields.decimal('TaxAmount', true),
    BookingFee: fields.decimal('BookingFee', true),
    DueOnline: fields.decimal('DueOnline', true),
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
    CustomerID: fields.string('CustomerID'),
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
    Amount: fields.string('Amount'),
    ChargeBy: fields.string('ChargeBy'),
  };
}

/** Reads a Reservation element; throws DecodeError naming the field when it does not match the schema. */
export function decodeReservation(element: XmlElement): Reservation {
  const fields = new FieldReader(element, NS);
  return {
    ActualDateTime: fields.string('ActualDateTime'),
    ReservationID: fields.int('ReservationID', true),
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
    ID: fields.string('ID'),
    EffectiveDate: fields.string('EffectiveDate'),
    ExpirationDate: fields.string('ExpirationDate'),
    Title: fields.string('Title'),
    Error: fields.string('Error'),
    PurchaseLink: fields.string('PurchaseLink'),
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
    GolfFacilityName: fields.string('GolfFacilityName'),
    FacilityRoundAvailable: fields.int('FacilityRoundAvailable', true),
    RoundsUsed: fields.int('RoundsUsed', true),
    Expires: fields.string('Expires'),
  };
}

/** Reads a ResponsePlayerCardProfile element; throws DecodeError naming the field when it does not match the schema. */
export function decodeResponsePlayerCardProfile(element: XmlElement): ResponsePlayerCardProfile {
  const fields = new FieldReader(element, NS);
  return {
    SpecialOfferCustomerEffectiveDate: fields.string('SpecialOfferCustomerEffectiveDate'),
    SpecialOfferCustomerExpirationDate: fields.string('SpecialOfferCustomerExpirationDate'),
    SpecialOfferTitle: fields.string('SpecialOfferTitle'),
    SpecialOfferFreeRounds: fields.int('SpecialOfferFreeRounds', true),
    RoundsUsed: fields.int('RoundsUsed', true),
    CardStatus: fields.string('CardStatus'),
    WebSites: fields.string('WebSites'),
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
    OwnerID: fields.int('OwnerID', true),
    UserID: fields.string('UserID'),
    Password: fields.string('Password'),
  };
}

/** Reads a GetTotalTeeTimesCountRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeGetTotalTeeTimesCountRequest(element: XmlElement): GetTotalTeeTimesCountRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.string('SessionID'),
  };
}

/** Reads a GetAreaListRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeGetAreaListRequest(element: XmlElement): GetAreaListRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.string('SessionID'),
    StateProv: fields.string('StateProv'),
  };
}

/** Reads a GetFacilitiesByAreaRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeGetFacilitiesByAreaRequest(element: XmlElement): GetFacilitiesByAreaRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.string('SessionID'),
    AreaID: fields.int('AreaID', true),
  };
}

/** Reads a GetIconsRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeGetIconsRequest(element: XmlElement): GetIconsRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.string('SessionID'),
  };
}

/** Reads a SearchTeeTimesRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeSearchTeeTimesRequest(element: XmlElement): SearchTeeTimesRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.string('SessionID'),
    StateProv: fields.string('StateProv'),
    AreaID: fields.int('AreaID', true),
    FacilityID: fields.int('FacilityID', true),
    FromDate: fields.string('FromDate'),
    ToDate: fields.string('ToDate'),
    AMPM: fields.string('AMPM'),
    NumberOfPlayers: fields.int('NumberOfPlayers', true),
    DiscountPercent: fields.int('DiscountPercent', true),
  };
}

/** Reads a HoldTeeTimeRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeHoldTeeTimeRequest(element: XmlElement): HoldTeeTimeRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.string('SessionID'),
    TeeTimeID: fields.int('TeeTimeID', true),
    NumberOfPlayers: fields.int('NumberOfPlayers', true),
    CustomerID: fields.string('CustomerID'),
  };
}

/** Reads a SaveCustomerRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeSaveCustomerRequest(element: XmlElement): SaveCustomerRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.string('SessionID'),
    FacilityID: fields.int('FacilityID', true),
    EmailAddress: fields.string('EmailAddress'),
    FirstName: fields.string('FirstName'),
    LastName: fields.string('LastName'),
    Address1: fields.string('Address1'),
    Address2: fields.string('Address2'),
    City: fields.string('City'),
    State: fields.string('State'),
    CountryCode: fields.string('CountryCode'),
    PostalCode: fields.string('PostalCode'),
    Phone: fields.string('Phone'),
  };
}

/** Reads a SaveActiveCustomerRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeSaveActiveCustomerRequest(element: XmlElement): SaveActiveCustomerRequest {
  const fields = new FieldReader(element, NS);
  return {
    Password: fields.string('Password'),
    OldPassword: fields.string('OldPassword'),
    SessionID: fields.string('SessionID'),
    FacilityID: fields.int('FacilityID', true),
    EmailAddress: fields.string('EmailAddress'),
    FirstName: fields.string('FirstName'),
    LastName: fields.string('LastName'),
    Address1: fields.string('Address1'),
    Address2: fields.string('Address2'),
    City: fields.string('City'),
    State: fields.string('State'),
    CountryCode: fields.string('CountryCode'),
    PostalCode: fields.string('PostalCode'),
    Phone: fields.string('Phone'),
  };
}

/** Reads a CreateReservationRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeCreateReservationRequest(element: XmlElement): CreateReservationRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.string('SessionID'),
    TeeTimeID: fields.int('TeeTimeID', true),
    CreditCardNumber: fields.string('CreditCardNumber'),
    EmailAddress: fields.string('EmailAddress'),
    CustomerID: fields.string('CustomerID'),
    NumberOfPlayers: fields.int('NumberOfPlayers', true),
    CreditCardName: fields.string('CreditCardName'),
    CreditCardAddress: fields.string('CreditCardAddress'),
    CreditCardPostalCode: fields.string('CreditCardPostalCode'),
    CreditCardCountry: fields.string('CreditCardCountry'),
    CreditCardType: fields.string('CreditCardType'),
    CreditCardExpMo: fields.int('CreditCardExpMo', true),
    CreditCardExpYr: fields.int('CreditCardExpYr', true),
  };
}

/** Reads a CreateReservationWithTrackingRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeCreateReservationWithTrackingRequest(element: XmlElement): CreateReservationWithTrackingRequest {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeCreateReservationRequest(element),
    TrackingCode: fields.string('TrackingCode'),
  };
}

/** Reads a CreateReservationWithFreeRoundRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeCreateReservationWithFreeRoundRequest(element: XmlElement): CreateReservationWithFreeRoundRequest {
  const fields = new FieldReader(element, NS);
  return {
    ...decodeCreateReservationWithTrackingRequest(element),
    CardID: fields.int('CardID', true),
    NumberOfFreePlayers: fields.int('NumberOfFreePlayers', true),
  };
}

/** Reads a GetCustomerPlayerCardProfileRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeGetCustomerPlayerCardProfileRequest(element: XmlElement): GetCustomerPlayerCardProfileRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.string('SessionID'),
    CustomerID: fields.string('CustomerID'),
  };
}

/** Reads a HasPlayerCardRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeHasPlayerCardRequest(element: XmlElement): HasPlayerCardRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.string('SessionID'),
    CustomerID: fields.string('CustomerID'),
    TeeTimeID: fields.int('TeeTimeID', true),
  };
}

/** Reads a AddPlayerCardRequest element; throws DecodeError naming the field when it does not match the schema. */
export function decodeAddPlayerCardRequest(element: XmlElement): AddPlayerCardRequest {
  const fields = new FieldReader(element, NS);
  return {
    SessionID: fields.string('SessionID'),
    PlayerCardID: fields.int('PlayerCardID', true),
    CustomerID: fields.string('CustomerID'),
    TotalAmt: fields.decimal('TotalAmt', true),
    ExpirationDate: fields.string('ExpirationDate'),
    Comment: fields.string('Comment'),
  };
}
