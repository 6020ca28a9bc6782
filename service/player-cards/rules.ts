/**
 * The player-card rules that need no database: reading the request parameters, the card's
 * status on a day, and whether a card can pay free rounds at a facility on a date
 * (docs/player-cards.md).
 */
import { invalidParameter } from '../errors.js';
import { decimalToCents } from '../money.js';
import { localParts, parseDate } from '../time.js';

/** The most a card may be sold for: keeps paid_cents inside a 32-bit INTEGER column. */
export const MAX_CARD_PRICE_CENTS = 100_000_000;
export const MAX_COMMENT_LENGTH = 1000;

/** TotalAmt: what the customer paid for the card, in exact cents, from 0 up to the maximum. */
export function parsePaidAmount(text: string): number {
  const trimmed = text.trim();
  const fraction = trimmed.split('.')[1] ?? '';
  const cents = decimalToCents(trimmed);
  if (cents === undefined || /[1-9]/.test(fraction.slice(2))) {
    throw invalidParameter(`TotalAmt "${trimmed}" must be an amount in whole cents, such as 49.00.`);
  }
  if (cents < 0) throw invalidParameter(`TotalAmt "${trimmed}" must not be negative.`);
  if (cents > MAX_CARD_PRICE_CENTS) throw invalidParameter(`TotalAmt "${trimmed}" is more than the maximum of 1000000.00.`);
  return cents + 0; // + 0 turns "-0.00" into 0
}

export function parseComment(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed.length > MAX_COMMENT_LENGTH) throw invalidParameter(`Comment must be at most ${MAX_COMMENT_LENGTH} characters.`);
  return trimmed === '' ? null : trimmed;
}

/** ExpirationDate in any accepted date format → YYYY-MM-DD; undefined when absent. */
export function parseExpirationDate(text: string | undefined): string | undefined {
  return parseDate(text, 'ExpirationDate');
}

/**
 * "Today" for a card: the earliest local date among the time zones of its facilities, so a card
 * sold today is valid today at every one of them, and is expired only once it is everywhere.
 * UTC when the card has no facilities.
 */
export function cardToday(now: number, zones: readonly string[]): string {
  const dates = zones.map((zone) => localParts(now, zone).date);
  return dates.length > 0 ? dates.reduce((a, b) => (b < a ? b : a)) : new Date(now).toISOString().slice(0, 10);
}

export type CardStatus = 'Active' | 'Expired' | 'Inactive';

/** The status the profile shows: the stored status, with an active card past its last day shown as Expired. */
export function statusOn(storedStatus: string, expirationDate: string, today: string): CardStatus {
  if (storedStatus !== 'Active') return 'Inactive';
  return expirationDate < today ? 'Expired' : 'Active';
}

/** What a card looks like from one facility. */
export interface CardAtFacility {
  readonly id: number;
  readonly status: string;
  readonly effectiveDate: string;
  readonly expirationDate: string;
  /** null: the card carries no rounds at this facility. */
  readonly roundsTotal: number | null;
  readonly roundsUsed: number | null;
}

/** Why a card cannot pay rounds; ordered from "nearly usable" to "not at all" by `CLOSENESS`. */
export type CardProblem =
  | { readonly kind: 'roundsShort'; readonly left: number; readonly needed: number }
  | { readonly kind: 'notYetValid' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'otherFacility' }
  | { readonly kind: 'inactive' };

export const CLOSENESS: Readonly<Record<CardProblem['kind'], number>> = { roundsShort: 0, notYetValid: 1, expired: 2, otherFacility: 3, inactive: 4 };

/** The first rule the card breaks for paying `needed` rounds on `localDate` at the facility, or undefined when it can pay. */
export function cardProblem(card: CardAtFacility, localDate: string, needed: number): CardProblem | undefined {
  if (card.status !== 'Active') return { kind: 'inactive' };
  if (localDate < card.effectiveDate) return { kind: 'notYetValid' };
  if (localDate > card.expirationDate) return { kind: 'expired' };
  if (card.roundsTotal === null || card.roundsUsed === null) return { kind: 'otherFacility' };
  const left = card.roundsTotal - card.roundsUsed;
  return left < needed ? { kind: 'roundsShort', left, needed } : undefined;
}

/** One sentence saying which rule the card breaks. */
export function describeProblem(card: CardAtFacility, problem: CardProblem, facility: string, localDate: string): string {
  const name = `Player card ${card.id}`;
  switch (problem.kind) {
    case 'inactive':
      return `${name} is not active.`;
    case 'notYetValid':
      return `${name} is valid only from ${card.effectiveDate}, not on ${localDate}.`;
    case 'expired':
      return `${name} expired on ${card.expirationDate}, before ${localDate}.`;
    case 'otherFacility':
      return `${name} has no free rounds at ${facility}.`;
    case 'roundsShort':
      return problem.left === 0
        ? `${name} has no free rounds left at ${facility}.`
        : `${name} has only ${problem.left} free round(s) left at ${facility}; ${problem.needed} needed.`;
  }
}
