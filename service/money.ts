/**
 * Money is integer cents inside the service and exact decimal strings on the wire; rates are
 * basis points (1 bp = 0.01 %). Rounding is half-up to the cent, done once per amount.
 */
import type { Decimal } from 'soapgen/runtime/xml/scalars.js';

/** 1234 → "12.34"; -5 → "-0.05". */
export function centsToDecimal(cents: number): Decimal {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "12.345" → 1235 (half-up); undefined when the text is not a decimal or has no exact cents
 * value within range. Works on the digits, never through a binary float.
 */
export function decimalToCents(text: Decimal): number | undefined {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  let cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return undefined;
  return sign === '-' ? -cents : cents;
}

/** `amount × bp / 10000`, rounded half-up (amounts here are never negative). */
export function applyBasisPoints(cents: number, bp: number): number {
  return Math.floor((cents * bp + 5000) / 10000);
}
