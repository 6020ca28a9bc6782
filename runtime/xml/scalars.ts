/**
 * The XML Schema scalars the spec format knows, as text on the wire and as TypeScript values.
 * Shared by the XML codecs and the HTTP POST form codecs, so both accept and reject the same values.
 */

/** An xs:decimal kept exactly as its decimal text (e.g. "25.50"), never a binary float. */
export type Decimal = string;

const INT = /^[+-]?\d{1,10}$/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** Parses xs:int text (surrounding whitespace allowed, as xs:int collapses it); undefined when invalid. */
export function parseInt32(text: string): number | undefined {
  const t = text.trim();
  if (!INT.test(t)) return undefined;
  const n = Number(t);
  return n >= INT_MIN && n <= INT_MAX ? n : undefined;
}

/** Validates xs:decimal text and returns it trimmed, scale kept; undefined when invalid. */
export function parseDecimal(text: string): Decimal | undefined {
  const t = text.trim();
  return DECIMAL.test(t) ? t : undefined;
}

export function parseBoolean(text: string): boolean | undefined {
  switch (text.trim()) {
    case 'true': case '1': return true;
    case 'false': case '0': return false;
    default: return undefined;
  }
}

/** A value of the wrong type or a missing required value, found while writing a message. */
export class EncodeError extends Error {
  override name = 'EncodeError';
}

export function formatInt(value: number, name: string): string {
  if (!Number.isInteger(value) || value < INT_MIN || value > INT_MAX) {
    throw new EncodeError(`${name} must be a 32-bit integer, got ${String(value)}`);
  }
  return String(value);
}

export function formatDecimal(value: Decimal, name: string): string {
  if (typeof value !== 'string' || !DECIMAL.test(value)) {
    throw new EncodeError(`${name} must be a decimal string such as "25.50", got ${JSON.stringify(value)}`);
  }
  return value;
}

export function formatBoolean(value: boolean, name: string): string {
  if (typeof value !== 'boolean') throw new EncodeError(`${name} must be true or false, got ${JSON.stringify(value)}`);
  return value ? 'true' : 'false';
}

/** Names of the scalars as .NET reports them in conversion errors, which ASMX clients know. */
export const DOTNET_TYPE_NAMES = { int: 'System.Int32', decimal: 'System.Decimal', boolean: 'System.Boolean', string: 'System.String' } as const;
