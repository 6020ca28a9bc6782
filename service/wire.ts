/**
 * The business models as the generated wire types show them: the one place where cents become
 * decimal text and instants become the facility's local date-time. handler.ts applies it to
 * what the use cases return.
 */
import type * as T from '../generated/crmteetimeapi/types.js';
import type { Hold } from './booking/holds.js';
import type { CancellationAnswer, CancellationTerms } from './booking/cancellations.js';
import type { ReservationDetails, ReservationRecord } from './booking/store.js';
import type { SearchResult, TeeTimeOffer } from './catalog/search.js';
import type { Area, Facility, FacilitySummary, Icon } from './catalog/store.js';
import type { CardCheck, CardProfile } from './player-cards/player-cards.js';
import { ErrorCode } from './errors.js';
import { centsToDecimal } from './money.js';
import { formatLocalDateTime, localParts } from './time.js';

export function loginResult(sessionId: string): T.ResponseLogin {
  return { ErrorCode: ErrorCode.Success, SessionID: sessionId };
}

export function holdResult(hold: Hold): T.ResponseHoldTeeTime {
  return {
    ErrorCode: ErrorCode.Success,
    HoldTeeTime: {
      NewTeeTimeID: hold.id,
      NewDateTime: formatLocalDateTime(hold.teeTime.localDate, hold.teeTime.localTime, hold.teeTime.startsAt),
      CourseFee: centsToDecimal(hold.price.courseFee),
      TaxAmount: centsToDecimal(hold.price.tax),
      BookingFee: centsToDecimal(hold.price.bookingFee),
      DueOnline: centsToDecimal(hold.price.dueOnline),
    },
  };
}

/** A reservation, new or repeated. Both Charges lines are always present. */
export function reservationResult(reservation: ReservationRecord): T.ResponseMakeReservation {
  const { teeTime } = reservation;
  return {
    ErrorCode: ErrorCode.Success,
    Reservation: {
      ActualDateTime: formatLocalDateTime(teeTime.localDate, teeTime.localTime, teeTime.startsAt),
      ReservationID: reservation.id,
      Charges: chargeLines(reservation.dueOnlineCents, reservation.dueAtCourseCents),
    },
  };
}

/** The two lines every list of Charge has, in this order, even when an amount is 0.00. */
const chargeLines = (onlineCents: number, courseCents: number): T.Charge[] => [
  { Amount: centsToDecimal(onlineCents), ChargeBy: 'Online' },
  { Amount: centsToDecimal(courseCents), ChargeBy: 'Course' },
];

/** An instant as the facility's clock shows it, to the minute, in the format of every date-time we return. */
function localDateTimeAt(ms: number, timeZone: string): string {
  const minute = Math.floor(ms / 60_000) * 60_000;
  const { date, time } = localParts(minute, timeZone);
  return formatLocalDateTime(date, time, minute);
}

export function reservationDetailsResult(reservation: ReservationDetails): T.ResponseGetReservation {
  return { ErrorCode: ErrorCode.Success, Reservation: reservationDetailFields(reservation) };
}

export function customerReservationsResult(reservations: readonly ReservationDetails[]): T.ResponseGetCustomerReservations {
  return { ErrorCode: ErrorCode.Success, Reservations: reservations.map(reservationDetailFields) };
}

function reservationDetailFields(r: ReservationDetails): T.ReservationDetail {
  const { teeTime, facility, cancellation } = r;
  return {
    ReservationID: r.id,
    Status: cancellation ? 'Cancelled' : 'Booked',
    FacilityID: facility.id,
    FacilityName: facility.name,
    CourseID: r.course.id,
    CourseName: r.course.name,
    TeeTimeID: r.teeTimeId,
    ActualDateTime: formatLocalDateTime(teeTime.localDate, teeTime.localTime, teeTime.startsAt),
    NumberOfPlayers: r.players,
    CustomerID: r.customerId === undefined ? undefined : String(r.customerId),
    EmailAddress: r.email,
    TrackingCode: r.trackingCode,
    CardID: r.playerCardId === undefined ? undefined : String(r.playerCardId),
    NumberOfFreePlayers: r.freePlayers,
    Charges: chargeLines(r.dueOnlineCents, r.dueAtCourseCents),
    BookedDateTime: localDateTimeAt(r.createdAt, facility.timeZone),
    CancelledDateTime: cancellation && localDateTimeAt(cancellation.at, facility.timeZone),
    CancellationReason: cancellation?.reason,
    Refunds: cancellation && chargeLines(cancellation.refundCents, r.dueAtCourseCents),
  };
}

export function cancellationPolicyResult(terms: CancellationTerms): T.ResponseGetCancellationPolicy {
  return {
    ErrorCode: ErrorCode.Success,
    Policy: {
      CancelBefore: localDateTimeAt(terms.cancelBefore, terms.timeZone),
      CutoffHours: terms.cutoffHours,
      CanCancel: terms.canCancel,
      Refunds: chargeLines(terms.refundOnlineCents, terms.noLongerDueCents),
      Description: terms.description,
    },
  };
}

/** Online: refunded to the card; Course: no longer due at the course. The same answer for every repeat. */
export function cancellationResult({ reservation, cancellation }: CancellationAnswer): T.ResponseCancelReservation {
  return {
    ErrorCode: ErrorCode.Success,
    Cancellation: {
      ReservationID: reservation.id,
      CancelledDateTime: localDateTimeAt(cancellation.at, reservation.facility.timeZone),
      Refunds: chargeLines(cancellation.refundCents, reservation.dueAtCourseCents),
      FreeRoundsReturned: reservation.playerCardId === undefined ? 0 : reservation.freePlayers,
    },
  };
}

export function totalTeeTimesResult(count: number): T.ResponseGetTotalTeeTimesCount {
  return { ErrorCode: ErrorCode.Success, TotalTeeTimes: count };
}

export function areaListResult(areas: readonly Area[]): T.ResponseGetArea {
  return {
    ErrorCode: ErrorCode.Success,
    Areas: areas.map((a) => ({ ID: a.id, ShortName: a.shortName, LongName: a.longName, State: a.state, Country: a.country })),
  };
}

export function facilityListResult(facilities: readonly FacilitySummary[]): T.ResponseGetFacilityList {
  return { ErrorCode: ErrorCode.Success, Facilities: facilities.map((f) => ({ ID: f.id, ShortName: f.shortName, LongName: f.longName })) };
}

export function iconListResult(icons: readonly Icon[]): T.ResponseIcon {
  return { ErrorCode: ErrorCode.Success, Icons: icons.map((i) => ({ ID: i.id, Path: i.path, Name: i.name })) };
}

export function searchResult(result: SearchResult): T.ResponseSearchTeeTime {
  return {
    ErrorCode: ErrorCode.Success,
    Facilities: result.map(({ facility, courses }) => ({
      ...facilityFields(facility),
      Courses: courses.map((c) => ({ CourseID: c.id, CourseName: c.name, TeeTimes: c.teeTimes.map(teeTimeFields) })),
    })),
  };
}

function facilityFields(f: Facility): Omit<T.TeeTimeFacility, 'Courses'> {
  return {
    ID: f.id,
    ShortName: f.shortName,
    LongName: f.longName,
    Address1: f.address1,
    Address2: f.address2,
    City: f.city,
    StateProv: f.stateProv,
    Country: f.country,
    PostalCode: f.postalCode,
    Phone: f.phone,
    Fax: f.fax,
    URLAddress: f.url,
    TeeTimePolicy: f.policy,
  };
}

function teeTimeFields({ teeTime: t, price }: TeeTimeOffer): T.TeeTime {
  return {
    ID: t.id,
    Time: formatLocalDateTime(t.localDate, t.localTime, t.startsAt),
    Information: t.information,
    PlayersAllowed: String(t.freeSeats),
    Holes: t.holes,
    RetailRate: centsToDecimal(price.retailRate),
    CourseFee: centsToDecimal(price.courseFee),
    BookingFee: centsToDecimal(price.bookingFee),
    TaxAmount: centsToDecimal(price.tax),
    Icons: t.icons,
  };
}

export function customerResult(customerId: number): T.CustomerResponse {
  return { ErrorCode: ErrorCode.Success, Customer: { CustomerID: String(customerId) } };
}

export function cardProfilesResult(profiles: readonly CardProfile[]): T.ResponsePlayerCardProfile[] {
  const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
  return profiles.map(({ card, status, rounds }) => ({
    SpecialOfferCustomerEffectiveDate: card.effectiveDate,
    SpecialOfferCustomerExpirationDate: card.expirationDate,
    SpecialOfferTitle: card.title,
    SpecialOfferFreeRounds: sum(rounds.map((r) => r.roundsTotal)),
    RoundsUsed: sum(rounds.map((r) => r.roundsUsed)),
    CardStatus: status,
    WebSites: card.webSites,
    PlayerCardRounds: rounds.map((r) => ({
      GolfFacilityName: r.facilityName,
      FacilityRoundAvailable: r.roundsTotal - r.roundsUsed,
      RoundsUsed: r.roundsUsed,
      Expires: card.expirationDate,
    })),
  }));
}

/** The usable cards, or one entry saying why there are none and where to buy one. */
export function cardCheckResult(check: CardCheck): T.ResponseHasPlayerCard {
  if ('usable' in check) {
    return {
      CustomerCards: check.usable.map(({ card, title }) => ({
        ID: String(card.id),
        EffectiveDate: card.effectiveDate,
        ExpirationDate: card.expirationDate,
        Title: title,
      })),
    };
  }
  return { CustomerCards: [{ Error: check.problem, PurchaseLink: check.purchaseLink }] };
}

/** AddPlayerCard answers an empty result: a failure is a fault. */
export const cardAddedResult = (): T.ResponseAddPlayerCard => ({});
