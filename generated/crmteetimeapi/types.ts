// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import type { Decimal } from '../../runtime/xml/scalars.js';

/** Fields every result starts with. A client detects failure through ErrorCode. */
export interface ResultBase {
  /** What went wrong and what to fix; absent on success. */
  ErrorMessage?: string;
  /** 0 on success; see the error code table otherwise. */
  ErrorCode: number;
  /** Technical detail of an internal failure, if any. */
  ComErrorString?: string;
}

/** Result of Login. */
export interface ResponseLogin extends ResultBase {
  /** Opaque session identifier to pass to every other operation. */
  SessionID?: string;
}

/** Result of GetTotalTeeTimesCount. */
export interface ResponseGetTotalTeeTimesCount extends ResultBase {
  /** Number of future tee times with at least one free seat. */
  TotalTeeTimes: number;
}

/** A region that groups facilities. */
export interface Area {
  /** Area identifier, as taken by GetFacilitiesByArea and SearchTeeTimes. */
  ID: number;
  /** Short display name. */
  ShortName?: string;
  /** Full display name. */
  LongName?: string;
  /** State or province code. */
  State?: string;
  /** Country code. */
  Country?: string;
}

/** Result of GetAreaList. */
export interface ResponseGetArea extends ResultBase {
  /** The areas, in name order. */
  Areas?: Area[];
}

/** A golf facility (a club with one or more courses). */
export interface Facility {
  /** Facility identifier. */
  ID: number;
  /** Short display name. */
  ShortName?: string;
  /** Full display name. */
  LongName?: string;
}

/** Result of GetFacilitiesByArea. */
export interface ResponseGetFacilityList extends ResultBase {
  /** The facilities of the area. */
  Facilities?: Facility[];
}

/** A symbol shown next to tee times (for example cart included or twilight). */
export interface Icon {
  /** Icon identifier, as listed in TeeTime.Icons. */
  ID: number;
  /** URL path of the icon image. */
  Path?: string;
  /** What the icon means. */
  Name?: string;
}

/** Result of GetIcons. */
export interface ResponseIcon extends ResultBase {
  /** Every icon in use. */
  Icons?: Icon[];
}

/** One bookable start time on a course, priced for the requested number of players. */
export interface TeeTime {
  /** Tee time identifier, as taken by HoldTeeTime and the reservation operations. */
  ID: number;
  /** Start time in the facility's local time. */
  Time?: string;
  /** Notes on this tee time. */
  Information?: string;
  /** How many players may still book it. */
  PlayersAllowed?: string;
  /** 9 or 18. */
  Holes: number;
  /** Rack rate for the requested players. */
  RetailRate: Decimal;
  /** Course fee for the requested players. */
  CourseFee: Decimal;
  /** Booking fee for the requested players. */
  BookingFee: Decimal;
  /** Tax on the course fee. */
  TaxAmount: Decimal;
  /** Comma-separated icon identifiers. */
  Icons?: string;
}

/** A course of a facility with its matching tee times. */
export interface TeeTimeCourse {
  /** Matching tee times in time order. */
  TeeTimes?: TeeTime[];
  /** Course identifier. */
  CourseID: number;
  /** Course name. */
  CourseName?: string;
}

/** A facility in search results, with its courses and contact details. */
export interface TeeTimeFacility extends Facility {
  /** Courses with matching tee times. */
  Courses?: TeeTimeCourse[];
  /** Street address. */
  Address1?: string;
  /** Second address line. */
  Address2?: string;
  /** City. */
  City?: string;
  /** State or province code. */
  StateProv?: string;
  /** Country code. */
  Country?: string;
  /** Postal code. */
  PostalCode?: string;
  /** Phone number. */
  Phone?: string;
  /** Fax number. */
  Fax?: string;
  /** Web site. */
  URLAddress?: string;
  /** Booking and cancellation policy. */
  TeeTimePolicy?: string;
}

/** Result of SearchTeeTimes, grouped facility, course, tee time. */
export interface ResponseSearchTeeTime extends ResultBase {
  /** Facilities with matching tee times. */
  Facilities?: TeeTimeFacility[];
}

/** A hold on seats of a tee time, with its price. */
export interface HoldTeeTime {
  /** Identifier of the hold; book it with the reservation operations. */
  NewTeeTimeID: number;
  /** Start time of the held tee time, facility local time. */
  NewDateTime?: string;
  /** Course fee for the held players. */
  CourseFee: Decimal;
  /** Tax on the course fee. */
  TaxAmount: Decimal;
  /** Booking fee for the held players. */
  BookingFee: Decimal;
  /** Amount charged to the card when the hold is booked. */
  DueOnline: Decimal;
}

/** Result of HoldTeeTime; the hold sits in a nested HoldTeeTime element. */
export interface ResponseHoldTeeTime extends ResultBase {
  /** The hold, absent on failure. */
  HoldTeeTime?: HoldTeeTime;
}

/** A saved customer. */
export interface Customer {
  /** Customer identifier, as taken by the reservation and player-card operations. */
  CustomerID?: string;
}

/** Result of SaveCustomer and SaveActiveCustomer. */
export interface CustomerResponse extends ResultBase {
  /** The saved customer, absent on failure. */
  Customer?: Customer;
}

/** One amount of a reservation and who collects it. */
export interface Charge {
  /** The amount, a decimal with two places. */
  Amount?: string;
  /** Who collects it (online now, or at the course). */
  ChargeBy?: string;
}

/** A confirmed booking. */
export interface Reservation {
  /** Start time of the booked tee time, facility local time. */
  ActualDateTime?: string;
  /** Reservation identifier. */
  ReservationID: number;
  /** What was charged online and what is due at the course. */
  Charges?: Charge[];
}

/** Result of the reservation operations. */
export interface ResponseMakeReservation extends ResultBase {
  /** The booking, absent on failure. */
  Reservation?: Reservation;
}

/** A player card of the customer usable for the tee time, or one entry saying why there is none. */
export interface Card {
  /** Card identifier, as taken by CreateReservationWithFreeRound as CardID. */
  ID?: string;
  /** First day the card is valid. */
  EffectiveDate?: string;
  /** Last day the card is valid. */
  ExpirationDate?: string;
  /** Name of the card program. */
  Title?: string;
  /** Why no card can be used, when there is none. */
  Error?: string;
  /** Where the customer can buy a card, when there is none. */
  PurchaseLink?: string;
}

/** Result of HasPlayerCard. */
export interface ResponseHasPlayerCard {
  /** Usable cards, or one entry with Error and PurchaseLink. */
  CustomerCards?: Card[];
}

/** Rounds of a player card at one facility. */
export interface PlayerCardRounds {
  /** Facility the rounds are valid at. */
  GolfFacilityName?: string;
  /** Free rounds left at the facility. */
  FacilityRoundAvailable: number;
  /** Free rounds used at the facility. */
  RoundsUsed: number;
  /** Last day the rounds can be used. */
  Expires?: string;
}

/** One player card of a customer. */
export interface ResponsePlayerCardProfile {
  /** First day the card is valid. */
  SpecialOfferCustomerEffectiveDate?: string;
  /** Last day the card is valid. */
  SpecialOfferCustomerExpirationDate?: string;
  /** Name of the card program. */
  SpecialOfferTitle?: string;
  /** Free rounds the card carries in total. */
  SpecialOfferFreeRounds: number;
  /** Free rounds used so far. */
  RoundsUsed: number;
  /** Active, Expired or Inactive. */
  CardStatus?: string;
  /** Web sites of the program. */
  WebSites?: string;
  /** Rounds per facility. */
  PlayerCardRounds?: PlayerCardRounds[];
}

/** Result of AddPlayerCard, an empty element. */
export interface ResponseAddPlayerCard {
}

/** Parameters of Login: signs in a reseller user and returns the session to pass to every other operation. */
export interface LoginRequest {
  /** Reseller (owner) account number. */
  OwnerID: number;
  /** User name. */
  UserID?: string;
  /** Password. */
  Password?: string;
}

/** Parameters of GetTotalTeeTimesCount: counts the future tee times that still have a free seat. */
export interface GetTotalTeeTimesCountRequest {
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
}

/** Parameters of GetAreaList: lists the areas, optionally of one state or province. */
export interface GetAreaListRequest {
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
  /** State or province code; empty for all. */
  StateProv?: string;
}

/** Parameters of GetFacilitiesByArea: lists the facilities of an area. */
export interface GetFacilitiesByAreaRequest {
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
  /** Area from GetAreaList. */
  AreaID: number;
}

/** Parameters of GetIcons: lists the icons tee times refer to. */
export interface GetIconsRequest {
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
}

/** Parameters of SearchTeeTimes: finds tee times by area, facility, dates, part of day, players and discount, grouped by facility and course. */
export interface SearchTeeTimesRequest {
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
  /** State or province code; empty for any. */
  StateProv?: string;
  /** Area from GetAreaList; 0 for any. */
  AreaID: number;
  /** Facility from GetFacilitiesByArea; 0 for any. */
  FacilityID: number;
  /** First date, facility local: YYYY-MM-DD, MM/DD/YYYY or M/D/YYYY (a time after it is ignored). */
  FromDate?: string;
  /** Last date, facility local: YYYY-MM-DD, MM/DD/YYYY or M/D/YYYY (a time after it is ignored). */
  ToDate?: string;
  /** AM, PM or empty for the whole day. */
  AMPM?: string;
  /** Players to book; only tee times with that many free seats match. */
  NumberOfPlayers: number;
  /** Only tee times at least this many percent below the rack rate. */
  DiscountPercent: number;
}

/** Parameters of HoldTeeTime: holds seats of a tee time for a limited time and returns the hold with its price. */
export interface HoldTeeTimeRequest {
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
  /** Tee time from SearchTeeTimes. */
  TeeTimeID: number;
  /** Seats to hold. */
  NumberOfPlayers: number;
  /** Customer the hold is for, if known. */
  CustomerID?: string;
}

/** Parameters of SaveCustomer: creates or updates a customer and returns its CustomerID. */
export interface SaveCustomerRequest {
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
  /** Facility the customer books at. */
  FacilityID: number;
  /** E-mail address. */
  EmailAddress?: string;
  /** First name. */
  FirstName?: string;
  /** Last name. */
  LastName?: string;
  /** Street address. */
  Address1?: string;
  /** Second address line. */
  Address2?: string;
  /** City. */
  City?: string;
  /** State or province code. */
  State?: string;
  /** Country code. */
  CountryCode?: string;
  /** Postal code. */
  PostalCode?: string;
  /** Phone number. */
  Phone?: string;
}

/** Parameters of SaveActiveCustomer: creates or updates a customer who signs in with a password; changing a password needs the old one. */
export interface SaveActiveCustomerRequest {
  /** The customer's new password. */
  Password?: string;
  /** The current password, when changing it. */
  OldPassword?: string;
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
  /** Facility the customer books at. */
  FacilityID: number;
  /** E-mail address. */
  EmailAddress?: string;
  /** First name. */
  FirstName?: string;
  /** Last name. */
  LastName?: string;
  /** Street address. */
  Address1?: string;
  /** Second address line. */
  Address2?: string;
  /** City. */
  City?: string;
  /** State or province code. */
  State?: string;
  /** Country code. */
  CountryCode?: string;
  /** Postal code. */
  PostalCode?: string;
  /** Phone number. */
  Phone?: string;
}

/** Parameters of CreateReservation: books a held or a free tee time and charges the card. */
export interface CreateReservationRequest {
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
  /** A hold's NewTeeTimeID, or a tee time from SearchTeeTimes. */
  TeeTimeID: number;
  /** Card number. */
  CreditCardNumber?: string;
  /** Customer e-mail address. */
  EmailAddress?: string;
  /** Customer from SaveCustomer. */
  CustomerID?: string;
  /** Players to book. */
  NumberOfPlayers: number;
  /** Name on the card. */
  CreditCardName?: string;
  /** Billing street address. */
  CreditCardAddress?: string;
  /** Billing postal code. */
  CreditCardPostalCode?: string;
  /** Billing country code. */
  CreditCardCountry?: string;
  /** Card brand. */
  CreditCardType?: string;
  /** Expiry month, 1 to 12. */
  CreditCardExpMo: number;
  /** Expiry year, four digits. */
  CreditCardExpYr: number;
}

/** Parameters of CreateReservationWithTracking: books like CreateReservation and stores the reseller's tracking code with the reservation. */
export interface CreateReservationWithTrackingRequest extends CreateReservationRequest {
  /** The reseller's own reference for this booking. */
  TrackingCode?: string;
}

/** Parameters of CreateReservationWithFreeRound: books like CreateReservation and pays some players with free rounds from a player card. */
export interface CreateReservationWithFreeRoundRequest extends CreateReservationWithTrackingRequest {
  /** Player card from HasPlayerCard. */
  CardID: number;
  /** Players that use a free round. */
  NumberOfFreePlayers: number;
}

/** Parameters of GetCustomerPlayerCardProfile: lists the customer's player cards with rounds used and left per facility. */
export interface GetCustomerPlayerCardProfileRequest {
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
  /** Customer from SaveCustomer. */
  CustomerID?: string;
}

/** Parameters of HasPlayerCard: lists the customer's player cards usable for a tee time. */
export interface HasPlayerCardRequest {
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
  /** Customer from SaveCustomer. */
  CustomerID?: string;
  /** Tee time from SearchTeeTimes. */
  TeeTimeID: number;
}

/** Parameters of AddPlayerCard: sells a player card to a customer. */
export interface AddPlayerCardRequest {
  /** Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode. */
  SessionID?: string;
  /** Card program of the facility. */
  PlayerCardID: number;
  /** Customer from SaveCustomer. */
  CustomerID?: string;
  /** Price paid for the card. */
  TotalAmt: Decimal;
  /** Last day the card is valid: YYYY-MM-DD, MM/DD/YYYY or M/D/YYYY (a time after it is ignored). */
  ExpirationDate?: string;
  /** Free text stored with the card. */
  Comment?: string;
}
