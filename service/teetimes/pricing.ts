/**
 * The price of a booking, in cents (docs/booking.md, "Prices"):
 *   CourseFee  = green fee per player × paying players (free-round players pay none)
 *   TaxAmount  = CourseFee × facility tax rate, half-up to the cent
 *   BookingFee = facility booking fee per player × all players
 *   DueOnline  = BookingFee (charged to the card at booking); CourseFee + TaxAmount are due at the course
 *   RetailRate = rack rate per player × players
 */
import { invalidParameter } from '../errors.js';
import { applyBasisPoints } from '../money.js';

export interface PriceInputs {
  /** Current green fee per player. */
  readonly rateCents: number;
  /** Rack (published) rate per player. */
  readonly rackRateCents: number;
  readonly taxRateBp: number;
  readonly bookingFeeCents: number;
}

export interface Price {
  readonly retailRate: number;
  readonly courseFee: number;
  readonly tax: number;
  readonly bookingFee: number;
  readonly dueOnline: number;
  readonly dueAtCourse: number;
}

export function priceFor(inputs: PriceInputs, players: number, freePlayers = 0): Price {
  const courseFee = inputs.rateCents * (players - freePlayers);
  const tax = applyBasisPoints(courseFee, inputs.taxRateBp);
  const bookingFee = inputs.bookingFeeCents * players;
  return { retailRate: inputs.rackRateCents * players, courseFee, tax, bookingFee, dueOnline: bookingFee, dueAtCourse: courseFee + tax };
}

/** Players per search, hold or booking, as the rules allow. */
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;

/** InvalidParameter unless `players` is a whole number of players a tee time can take. */
export function requirePlayers(players: number, field = 'NumberOfPlayers'): void {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw invalidParameter(`${field} must be ${MIN_PLAYERS} to ${MAX_PLAYERS}, got ${players}.`);
  }
}
