/**
 * A handler for the generated CRMTeeTimeAPI that returns full, nested sample data (every field,
 * decimals with trailing zeros, one-item and empty lists, text that needs escaping) and records
 * each request it receives, so tests can check both directions of every operation.
 */
import type { CRMTeeTimeAPIHandler } from '../../generated/crmteetimeapi/handler.js';
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { RequestContext } from 'soapgen/runtime/server/dispatch.js';

const ok = { ErrorCode: 0 };
const failed = { ErrorMessage: 'Session expired: call Login again.', ErrorCode: 1, ComErrorString: 'detail <&> "quoted"' };

const teeTime = (id: number, time: string): T.TeeTime => ({
  ID: id,
  Time: time,
  Information: 'Cart included & range balls',
  PlayersAllowed: '4',
  Holes: 18,
  RetailRate: '89.00',
  CourseFee: '62.30',
  BookingFee: '3.50',
  TaxAmount: '5.12',
  Icons: '1,3',
});

export const sampleResults = {
  Login: { ...ok, SessionID: '3q2+7w==_session' } satisfies T.ResponseLogin,
  GetTotalTeeTimesCount: { ...ok, TotalTeeTimes: 2147483647 } satisfies T.ResponseGetTotalTeeTimesCount,
  GetAreaList: { ...ok, Areas: [{ ID: 7, ShortName: 'Phoenix', LongName: 'Phoenix & Scottsdale', State: 'AZ', Country: 'US' }] } satisfies T.ResponseGetArea,
  GetFacilitiesByArea: {
    ...ok,
    Facilities: [{ ID: 11, ShortName: 'Desert Pines', LongName: 'Desert Pines Golf Club' }, { ID: 12 }],
  } satisfies T.ResponseGetFacilityList,
  GetIcons: { ...ok, Icons: [] } satisfies T.ResponseIcon,
  SearchTeeTimes: {
    ...ok,
    Facilities: [
      {
        ID: 11,
        ShortName: 'Desert Pines',
        LongName: 'Desert Pines Golf Club',
        Courses: [
          { TeeTimes: [teeTime(1001, '2026-11-22T07:30:00'), teeTime(1002, '2026-11-22T07:39:00')], CourseID: 21, CourseName: 'North' },
          { TeeTimes: [teeTime(1003, '2026-11-22T14:10:00')], CourseID: 22, CourseName: 'South' },
        ],
        Address1: '1 Fairway Dr',
        Address2: 'Suite 2',
        City: 'Scottsdale',
        StateProv: 'AZ',
        Country: 'US',
        PostalCode: '85251',
        Phone: '+1 480 555 0100',
        Fax: '+1 480 555 0101',
        URLAddress: 'https://example.com/?a=1&b=2',
        TeeTimePolicy: 'Cancel 24 h ahead.\nNo refunds <24 h.',
      },
    ],
  } satisfies T.ResponseSearchTeeTime,
  HoldTeeTime: {
    ...ok,
    HoldTeeTime: { NewTeeTimeID: 50001, NewDateTime: '2026-11-22T07:30:00', CourseFee: '124.60', TaxAmount: '10.24', BookingFee: '7.00', DueOnline: '7.00' },
  } satisfies T.ResponseHoldTeeTime,
  SaveCustomer: { ...ok, Customer: { CustomerID: 'C-000042' } } satisfies T.CustomerResponse,
  SaveActiveCustomer: failed satisfies T.CustomerResponse,
  CreateReservation: {
    ...ok,
    Reservation: {
      ActualDateTime: '2026-11-22T07:30:00',
      ReservationID: 90001,
      Charges: [
        { Amount: '7.00', ChargeBy: 'Online' },
        { Amount: '134.84', ChargeBy: 'Course' },
      ],
    },
  } satisfies T.ResponseMakeReservation,
  CreateReservationWithTracking: {
    ...ok,
    Reservation: { ReservationID: 90002, Charges: [{ Amount: '0.10', ChargeBy: 'Online' }] },
  } satisfies T.ResponseMakeReservation,
  CreateReservationWithFreeRound: {
    ...ok,
    Reservation: { ActualDateTime: '2026-11-23T08:00:00', ReservationID: -5, Charges: [] },
  } satisfies T.ResponseMakeReservation,
  GetCustomerPlayerCardProfile: [
    {
      SpecialOfferCustomerEffectiveDate: '2026-01-01',
      SpecialOfferCustomerExpirationDate: '2026-12-31',
      SpecialOfferTitle: 'Desert Card',
      SpecialOfferFreeRounds: 6,
      RoundsUsed: 2,
      CardStatus: 'Active',
      WebSites: 'https://example.com/card',
      PlayerCardRounds: [{ GolfFacilityName: 'Desert Pines', FacilityRoundAvailable: 4, RoundsUsed: 2, Expires: '2026-12-31' }],
    },
    { SpecialOfferFreeRounds: 0, RoundsUsed: 0 },
  ] satisfies T.ResponsePlayerCardProfile[],
  HasPlayerCard: {
    CustomerCards: [{ ID: '77', EffectiveDate: '2026-01-01', ExpirationDate: '2026-12-31', Title: 'Desert Card', Error: '', PurchaseLink: '' }],
  } satisfies T.ResponseHasPlayerCard,
  AddPlayerCard: {} satisfies T.ResponseAddPlayerCard,
  GetReservation: {
    ...ok,
    Reservation: {
      ReservationID: 90001,
      Status: 'Cancelled',
      FacilityID: 11,
      FacilityName: 'Desert Pines Golf Club',
      CourseID: 21,
      CourseName: 'North & South',
      TeeTimeID: 1001,
      ActualDateTime: '2026-11-22T07:30:00-07:00',
      NumberOfPlayers: 2,
      CustomerID: 'C-000042',
      EmailAddress: 'pat@example.com',
      TrackingCode: 'AFF-124',
      CardID: '77',
      NumberOfFreePlayers: 1,
      Charges: [
        { Amount: '7.00', ChargeBy: 'Online' },
        { Amount: '67.30', ChargeBy: 'Course' },
      ],
      BookedDateTime: '2026-11-21T08:00:00-07:00',
      CancelledDateTime: '2026-11-21T09:15:00-07:00',
      CancellationReason: 'Rain <forecast> & wind',
      Refunds: [
        { Amount: '7.00', ChargeBy: 'Online' },
        { Amount: '67.30', ChargeBy: 'Course' },
      ],
    },
  } satisfies T.ResponseGetReservation,
  GetCustomerReservations: {
    ...ok,
    Reservations: [
      { ReservationID: 90003, FacilityID: 12, CourseID: 22, TeeTimeID: 1003, NumberOfPlayers: 4, NumberOfFreePlayers: 0, Status: 'Booked', Charges: [] },
      { ReservationID: 90001, FacilityID: 11, CourseID: 21, TeeTimeID: 1001, NumberOfPlayers: 2, NumberOfFreePlayers: 0 },
    ],
  } satisfies T.ResponseGetCustomerReservations,
  GetCancellationPolicy: {
    ...ok,
    Policy: {
      CancelBefore: '2026-11-21T07:30:00-07:00',
      CutoffHours: 24,
      CanCancel: true,
      Refunds: [
        { Amount: '3.50', ChargeBy: 'Online' },
        { Amount: '67.30', ChargeBy: 'Course' },
      ],
      Description: 'Free until 24 hours before; "refused" after.',
    },
  } satisfies T.ResponseGetCancellationPolicy,
  CancelReservation: {
    ...ok,
    Cancellation: {
      ReservationID: 90001,
      CancelledDateTime: '2026-11-21T09:15:00-07:00',
      Refunds: [{ Amount: '7.00', ChargeBy: 'Online' }],
      FreeRoundsReturned: 1,
    },
  } satisfies T.ResponseCancelReservation,
};

export type OperationName = keyof typeof sampleResults;

/** Sample requests covering every parameter of every operation. */
const session = { SessionID: 'abc123' };
const customer = {
  EmailAddress: 'pat@example.com',
  FirstName: 'Pat',
  LastName: "O'Neil",
  Address1: '2 Green Rd',
  Address2: 'Apt 3',
  City: 'Tempe',
  State: 'AZ',
  CountryCode: 'US',
  PostalCode: '85281',
  Phone: '480-555-0199',
};
const card = {
  CreditCardNumber: '4111111111111111',
  EmailAddress: 'pat@example.com',
  CustomerID: 'C-000042',
  NumberOfPlayers: 2,
  CreditCardName: 'Pat O Neil',
  CreditCardAddress: '2 Green Rd',
  CreditCardPostalCode: '85281',
  CreditCardCountry: 'US',
  CreditCardType: 'Visa',
  CreditCardExpMo: 12,
  CreditCardExpYr: 2030,
};
export const sampleRequests = {
  Login: { OwnerID: 1, UserID: 'demo', Password: 'p&ss<word>' } satisfies T.LoginRequest,
  GetTotalTeeTimesCount: session satisfies T.GetTotalTeeTimesCountRequest,
  GetAreaList: { ...session, StateProv: 'AZ' } satisfies T.GetAreaListRequest,
  GetFacilitiesByArea: { ...session, AreaID: 7 } satisfies T.GetFacilitiesByAreaRequest,
  GetIcons: session satisfies T.GetIconsRequest,
  SearchTeeTimes: {
    ...session,
    StateProv: 'AZ',
    AreaID: 7,
    FacilityID: 0,
    FromDate: '2026-11-22',
    ToDate: '2026-11-23',
    AMPM: 'PM',
    NumberOfPlayers: 2,
    DiscountPercent: -2147483648,
  } satisfies T.SearchTeeTimesRequest,
  HoldTeeTime: { ...session, TeeTimeID: 1001, NumberOfPlayers: 2, CustomerID: 'C-000042' } satisfies T.HoldTeeTimeRequest,
  SaveCustomer: { ...session, FacilityID: 11, ...customer } satisfies T.SaveCustomerRequest,
  SaveActiveCustomer: { Password: 'new', OldPassword: 'old', ...session, FacilityID: 11, ...customer } satisfies T.SaveActiveCustomerRequest,
  CreateReservation: { ...session, TeeTimeID: 50001, ...card } satisfies T.CreateReservationRequest,
  CreateReservationWithTracking: { ...session, TeeTimeID: 50001, ...card, TrackingCode: 'AFF-123' } satisfies T.CreateReservationWithTrackingRequest,
  CreateReservationWithFreeRound: {
    ...session,
    TeeTimeID: 50001,
    ...card,
    TrackingCode: 'AFF-124',
    CardID: 77,
    NumberOfFreePlayers: 1,
  } satisfies T.CreateReservationWithFreeRoundRequest,
  GetCustomerPlayerCardProfile: { ...session, CustomerID: 'C-000042' } satisfies T.GetCustomerPlayerCardProfileRequest,
  HasPlayerCard: { ...session, CustomerID: 'C-000042', TeeTimeID: 1001 } satisfies T.HasPlayerCardRequest,
  AddPlayerCard: {
    ...session,
    PlayerCardID: 5,
    CustomerID: 'C-000042',
    TotalAmt: '149.90',
    ExpirationDate: '2027-11-21',
    Comment: 'Gift',
  } satisfies T.AddPlayerCardRequest,
  GetReservation: { ...session, ReservationID: 90001 } satisfies T.GetReservationRequest,
  GetCustomerReservations: { ...session, CustomerID: 'C-000042', FromDate: '2026-11-01', ToDate: '2026-12-31' } satisfies T.GetCustomerReservationsRequest,
  GetCancellationPolicy: { ...session, ReservationID: 0, TeeTimeID: 1001 } satisfies T.GetCancellationPolicyRequest,
  CancelReservation: { ...session, ReservationID: 90001, CustomerID: 'C-000042', Reason: 'Rain <forecast> & wind' } satisfies T.CancelReservationRequest,
};

export interface Recorded {
  readonly operation: string;
  readonly request: unknown;
  readonly context: RequestContext;
}

/** The handler plus the requests it has seen, newest last. */
export function recordingHandler(): { handler: CRMTeeTimeAPIHandler; received: Recorded[] } {
  const received: Recorded[] = [];
  const answer =
    <K extends OperationName>(operation: K) =>
    (request: unknown, context: RequestContext) => {
      received.push({ operation, request, context });
      return structuredClone(sampleResults[operation]);
    };
  const handler: CRMTeeTimeAPIHandler = {
    login: answer('Login'),
    getTotalTeeTimesCount: answer('GetTotalTeeTimesCount'),
    getAreaList: answer('GetAreaList'),
    getFacilitiesByArea: answer('GetFacilitiesByArea'),
    getIcons: answer('GetIcons'),
    searchTeeTimes: answer('SearchTeeTimes'),
    holdTeeTime: answer('HoldTeeTime'),
    saveCustomer: answer('SaveCustomer'),
    saveActiveCustomer: answer('SaveActiveCustomer'),
    createReservation: answer('CreateReservation'),
    createReservationWithTracking: answer('CreateReservationWithTracking'),
    createReservationWithFreeRound: answer('CreateReservationWithFreeRound'),
    getCustomerPlayerCardProfile: answer('GetCustomerPlayerCardProfile'),
    hasPlayerCard: answer('HasPlayerCard'),
    addPlayerCard: answer('AddPlayerCard'),
    getReservation: answer('GetReservation'),
    getCustomerReservations: answer('GetCustomerReservations'),
    getCancellationPolicy: answer('GetCancellationPolicy'),
    cancelReservation: answer('CancelReservation'),
  };
  return { handler, received };
}
