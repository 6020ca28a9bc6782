/**
 * Business failures: a numeric ErrorCode and a message telling the caller what to fix. They
 * travel in the result with HTTP 200; docs/error-codes.md publishes the same table.
 */
export const ErrorCode = {
  Success: 0,
  InvalidSession: 1,
  BadCredentials: 2,
  LockedOut: 3,
  InvalidParameter: 4,
  NotFound: 5,
  NotEnoughSeats: 6,
  HoldExpired: 7,
  CardInvalid: 8,
  PaymentDeclined: 9,
  PlayerCard: 10,
  Forbidden: 11,
  TooLateToCancel: 12,
  TeeTimeStarted: 13,
  /** The database cannot be reached or cannot store changes (db/trouble.ts); retrying the same call is safe. */
  Unavailable: 14,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export class BusinessError extends Error {
  override name = 'BusinessError';
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
  ) {
    super(message);
  }
}

export const invalidParameter = (message: string): BusinessError => new BusinessError(ErrorCode.InvalidParameter, message);
export const notFound = (message: string): BusinessError => new BusinessError(ErrorCode.NotFound, message);

/** The ResultBase fields for a failure. */
export function failure(error: BusinessError): { ErrorCode: number; ErrorMessage: string } {
  return { ErrorCode: error.code, ErrorMessage: error.message };
}
