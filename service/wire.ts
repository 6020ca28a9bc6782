/**
 * The business models as the generated wire types show them: the one place where cents become
 * decimal text and instants become the facility's local date-time. handler.ts applies it to
 * what the use cases return.
 */
import type * as T from '../generated/crmteetimeapi/types.js';
import type { Hold } from './booking/holds.js';
import type { ReservationRecord } from './booking/store.js';
import { ErrorCode } from './errors.js';
import { centsToDecimal } from './money.js';
import { formatLocalDateTime } from './time.js';

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
      Charges: [
        { Amount: centsToDecimal(reservation.dueOnlineCents), ChargeBy: 'Online' },
        { Amount: centsToDecimal(reservation.dueAtCourseCents), ChargeBy: 'Course' },
      ],
    },
  };
}
