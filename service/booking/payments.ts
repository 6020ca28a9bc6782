/**
 * Card payments go through a gateway; the built-in test gateway checks the card the way a real
 * one would (Luhn, brand, expiry) and declines documented test numbers. Only brand and last four
 * digits ever leave this module.
 */

export interface CardDetails {
  readonly number: string;
  readonly type: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly name?: string;
  readonly postalCode?: string;
}

export type ChargeOutcome =
  | { readonly ok: true; readonly reference: string; readonly brand: string; readonly last4: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'declined'; readonly message: string };

/**
 * A booking charges its card before it stores the reservation, outside any transaction (a real
 * gateway answers in seconds, far too long to hold a row lock), and voids the charge when the
 * reservation then cannot be stored (booking/reservations.ts).
 */
export interface PaymentGateway {
  /** Checks the card and charges `amountCents` (0 only verifies it). */
  charge(card: CardDetails, amountCents: number, now: number): Promise<ChargeOutcome>;
  /** Cancels a charge this gateway made, by its reference. */
  void(reference: string): Promise<void>;
  /**
   * Gives `amountCents` of a charge back to its card (a void before settlement, a refund after)
   * and answers the refund's reference. Keyed by the charge's reference, as gateways key
   * refunds: asking again for the same charge refunds nothing more and answers the same
   * reference, so a refund whose answer was lost can be asked for again.
   */
  refund(reference: string, amountCents: number): Promise<string>;
}

export type Brand = 'Visa' | 'MasterCard' | 'AmericanExpress' | 'Discover';

/** Test numbers (all pass Luhn) that the test gateway declines. */
export const DECLINED_TEST_NUMBERS: readonly string[] = ['4000000000000002', '5105105105105100'];

const BRAND_PATTERNS: ReadonlyArray<readonly [Brand, RegExp, readonly number[]]> = [
  ['Visa', /^4/, [13, 16, 19]],
  ['MasterCard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, [16]],
  ['AmericanExpress', /^3[47]/, [15]],
  ['Discover', /^(6011|65|64[4-9])/, [16, 19]],
];

/** Accepted spellings of CreditCardType, lower-cased, for each brand. */
const BRAND_NAMES: Record<string, Brand> = {
  visa: 'Visa',
  vi: 'Visa',
  mastercard: 'MasterCard',
  'master card': 'MasterCard',
  mc: 'MasterCard',
  americanexpress: 'AmericanExpress',
  'american express': 'AmericanExpress',
  amex: 'AmericanExpress',
  ax: 'AmericanExpress',
  discover: 'Discover',
  di: 'Discover',
};

export function brandOfNumber(number: string): Brand | undefined {
  return BRAND_PATTERNS.find(([, pattern, lengths]) => pattern.test(number) && lengths.includes(number.length))?.[0];
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** Checks a card as every gateway must before charging; returns a message when it is not usable. */
export function cardProblem(card: CardDetails, now: number): string | undefined {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return 'CreditCardNumber must be 12 to 19 digits.';
  if (!luhnValid(number)) return 'CreditCardNumber is not a valid card number (check digit).';
  const brand = brandOfNumber(number);
  if (!brand) return 'CreditCardNumber is not a Visa, MasterCard, American Express or Discover number.';
  const named = BRAND_NAMES[card.type.trim().toLowerCase()];
  if (!named) return `CreditCardType "${card.type}" is unknown: use Visa, MasterCard, AmericanExpress or Discover.`;
  if (named !== brand) return `CreditCardType ${card.type} does not match the card number, which is a ${brand} card.`;
  if (!(card.expMonth >= 1 && card.expMonth <= 12)) return 'CreditCardExpMo must be 1 to 12.';
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const today = new Date(now);
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1)) {
    return 'The card has expired (CreditCardExpMo/CreditCardExpYr are in the past).';
  }
  return undefined;
}

export class TestPaymentGateway implements PaymentGateway {
  private sequence = 0;

  async charge(card: CardDetails, _amountCents: number, now: number): Promise<ChargeOutcome> {
    const problem = cardProblem(card, now);
    if (problem) return { ok: false, reason: 'invalid', message: problem };
    const number = card.number.replace(/[\s-]/g, '');
    if (DECLINED_TEST_NUMBERS.includes(number)) return { ok: false, reason: 'declined', message: 'The card was declined by the issuer; use another card.' };
    return { ok: true, reference: `test-${now}-${++this.sequence}`, brand: brandOfNumber(number)!, last4: number.slice(-4) };
  }

  /** Refunds made, by the charge's reference: what a test can check a cancellation against. */
  readonly refunds = new Map<string, { readonly reference: string; readonly amountCents: number }>();

  /** Nothing was taken from a test card, so there is nothing to give back. */
  async void(_reference: string): Promise<void> {}

  async refund(reference: string, amountCents: number): Promise<string> {
    let refund = this.refunds.get(reference);
    if (!refund) this.refunds.set(reference, (refund = { reference: `refund-${reference}`, amountCents }));
    return refund.reference;
  }
}
