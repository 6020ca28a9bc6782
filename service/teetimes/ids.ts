/**
 * A TeeTimeID parameter names either a tee time or a hold (HoldTeeTime's NewTeeTimeID): hold ids
 * start at HOLD_ID_START, far above any tee time id, so one number is never both.
 */
export const HOLD_ID_START = 1_000_000_000;

/** Whether a TeeTimeID parameter names a hold rather than a tee time. */
export const isHoldId = (id: number): boolean => id >= HOLD_ID_START;
