/**
 * Simple types a schema restricts with facets (xs:restriction of a registry scalar, or of another
 * restricted type, with any of XML Schema's facets): the base's codec, plus the facets checked both
 * ways, so a value outside them is a Client fault on input and an EncodeError before sending.
 */
import type { Scalar } from './scalars.js';

export type WhiteSpace = 'preserve' | 'replace' | 'collapse';

/** The facets a spec may give, with values as written in the schema. */
export interface Facets {
  readonly length?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** An XML Schema regular expression; it matches the whole value. */
  readonly pattern?: string;
  readonly minInclusive?: string;
  readonly maxInclusive?: string;
  readonly minExclusive?: string;
  readonly maxExclusive?: string;
  /** Digits of a decimal or integer, leading and trailing zeros not counted. */
  readonly totalDigits?: number;
  /** Digits after the point of a decimal, trailing zeros not counted. */
  readonly fractionDigits?: number;
  /** How text bases treat whitespace on input (`replace`: tabs and line breaks as spaces; `collapse`: runs as one, none at the ends). */
  readonly whiteSpace?: WhiteSpace;
  /** The allowed values as written; compared in the base's value space ("01" is 1 for an integer). */
  readonly enumeration?: readonly string[];
}

/** The facets in the order XML Schema lists them (and the WSDL writes them), enumeration aside. */
export const FACET_NAMES = [
  'length',
  'minLength',
  'maxLength',
  'pattern',
  'whiteSpace',
  'minInclusive',
  'maxInclusive',
  'minExclusive',
  'maxExclusive',
  'totalDigits',
  'fractionDigits',
] as const;

/** Compares a value with a range facet's text; only numeric bases have ranges. */
function comparer(base: Scalar<unknown>): (value: unknown, bound: string) => number {
  if (base.ts === 'bigint') return (value, bound) => Number((value as bigint) - BigInt(bound));
  return (value, bound) => Number(value) - Number(bound);
}

/** Length of a value as XML Schema counts it: characters of text, bytes of binary data, items of a list. */
function lengthOf(value: unknown): number {
  return value instanceof Uint8Array || Array.isArray(value) ? value.length : [...String(value)].length;
}

/** The significant digits of a decimal text: before the point without leading zeros, after it without trailing ones. */
function digitsOf(text: string): { total: number; fraction: number } {
  const [whole = '', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  const w = whole.replace(/^0+/, '');
  const f = fraction.replace(/0+$/, '');
  return { total: Math.max(w.length + f.length, 1), fraction: f.length };
}

const NORMALISE: Record<WhiteSpace, (text: string) => string> = {
  preserve: (t) => t,
  replace: (t) => t.replace(/[\t\n\r]/g, ' '),
  collapse: (t) => t.replace(/[\t\n\r ]+/g, ' ').trim(),
};

/**
 * A scalar restricted by facets; its `xsd` is the simple type's name, which decoding errors name.
 * `T` may narrow the base's type where an enumeration does (`1 | 2` of an int). A `pattern` facet
 * comes with `matches`, its translation to JavaScript (XML Schema's regular expressions are not
 * JavaScript's: the generator translates them once).
 */
export function restrictedScalar<T extends B, B = T>(name: string, base: Scalar<B>, facets: Facets, matches?: RegExp): Scalar<T> {
  const compare = comparer(base as Scalar<unknown>);
  if ((facets.pattern === undefined) !== (matches === undefined)) throw new Error(`${name}: a pattern facet and its translation come together`);
  const pattern = matches;
  const checks: { facet: string; rule: string; check: (value: B) => boolean }[] = [];
  const add = (facet: string, rule: string, check: (value: B) => boolean): void => {
    checks.push({ facet, rule, check });
  };
  const { length, minLength, maxLength, minInclusive, maxInclusive, minExclusive, maxExclusive, totalDigits, fractionDigits, enumeration } = facets;
  const text = (v: B): string => base.format(v) ?? '';
  if (enumeration !== undefined) {
    // Each allowed value in the base's canonical text, so "01" and "1" are one integer.
    const allowed = new Set(
      enumeration.flatMap((e) => {
        const value = base.parse(e);
        return value === undefined ? [] : [text(value)];
      }),
    );
    add(`enumeration ${enumeration.join(' | ')}`, `one of ${enumeration.join(', ')}`, (v) => allowed.has(text(v)));
  }
  if (length !== undefined) add(`length ${length}`, `length ${length}`, (v) => lengthOf(v) === length);
  if (minLength !== undefined) add(`minLength ${minLength}`, `length at least ${minLength}`, (v) => lengthOf(v) >= minLength);
  if (maxLength !== undefined) add(`maxLength ${maxLength}`, `length at most ${maxLength}`, (v) => lengthOf(v) <= maxLength);
  if (pattern) add(`pattern ${facets.pattern}`, `matching ${facets.pattern}`, (v) => pattern.test(text(v)));
  if (minInclusive !== undefined) add(`minInclusive ${minInclusive}`, `≥ ${minInclusive}`, (v) => compare(v, minInclusive) >= 0);
  if (maxInclusive !== undefined) add(`maxInclusive ${maxInclusive}`, `≤ ${maxInclusive}`, (v) => compare(v, maxInclusive) <= 0);
  if (minExclusive !== undefined) add(`minExclusive ${minExclusive}`, `> ${minExclusive}`, (v) => compare(v, minExclusive) > 0);
  if (maxExclusive !== undefined) add(`maxExclusive ${maxExclusive}`, `< ${maxExclusive}`, (v) => compare(v, maxExclusive) < 0);
  if (totalDigits !== undefined) add(`totalDigits ${totalDigits}`, `at most ${totalDigits} digits`, (v) => digitsOf(text(v)).total <= totalDigits);
  if (fractionDigits !== undefined)
    add(`fractionDigits ${fractionDigits}`, `at most ${fractionDigits} digits after the point`, (v) => digitsOf(text(v)).fraction <= fractionDigits);
  const valid = (value: B | undefined): value is B => value !== undefined && checks.every((c) => c.check(value));
  // whiteSpace applies to text bases only (every other base collapses already).
  const normalise = base.ts === 'string' && facets.whiteSpace ? NORMALISE[facets.whiteSpace] : undefined;
  const read = (parse: (text: string) => B | undefined) => (raw: string) => {
    const value = parse(normalise ? normalise(raw) : raw);
    return valid(value) ? value : undefined;
  };
  const parseForm = base.parseForm;
  const restricted: Scalar<B> = {
    ...base,
    xsd: name,
    expected: checks.length ? `${base.expected}, ${checks.map((c) => c.rule).join(', ')}` : base.expected,
    parse: read(base.parse),
    format: (value) => (valid(value) && (!normalise || normalise(value as string) === value) ? base.format(value) : undefined),
    ...(parseForm ? { parseForm: read(parseForm) } : {}),
    explain: (raw) => {
      const value = base.parse(normalise ? normalise(raw) : raw);
      if (value === undefined) return base.explain?.(raw) ?? `not ${base.expected}`;
      const failed = checks.find((c) => !c.check(value));
      return failed?.facet;
    },
  };
  return restricted as unknown as Scalar<T>;
}

const fixedScalars = new WeakMap<Scalar<unknown>, Map<string, Scalar<unknown> & { readonly value: unknown }>>();

/**
 * A value constraint of an element or attribute (XSD `fixed`): only the fixed value is read or
 * written (compared as values: "05" is a fixed int 5); `value` is that value, which encoders write
 * for an absent one. Built once per scalar and text.
 */
export function fixedScalar<T>(base: Scalar<T>, text: string): Scalar<T> & { readonly value: T } {
  const cache = fixedScalars.get(base as Scalar<unknown>) ?? new Map<string, Scalar<unknown> & { readonly value: unknown }>();
  fixedScalars.set(base as Scalar<unknown>, cache);
  const known = cache.get(text);
  if (known) return known as Scalar<T> & { readonly value: T };
  const value = base.parse(text);
  if (value === undefined) throw new Error(`fixed value ${JSON.stringify(text)} is not ${base.expected}`);
  const canonical = base.format(value);
  const same = (v: T | undefined): v is T => v !== undefined && base.format(v) === canonical;
  const fixed: Scalar<T> & { readonly value: T } = {
    ...base,
    value,
    expected: `${base.expected}, fixed ${text}`,
    parse: (raw) => {
      const v = base.parse(raw);
      return same(v) ? v : undefined;
    },
    format: (v) => (same(v) ? canonical : undefined),
    ...(base.parseForm
      ? {
          parseForm: (raw: string) => {
            const v = base.parseForm!(raw);
            return same(v) ? v : undefined;
          },
        }
      : {}),
    explain: (raw) => (base.parse(raw) === undefined ? (base.explain?.(raw) ?? `not ${base.expected}`) : `fixed ${text}`),
  };
  cache.set(text, fixed as Scalar<unknown> & { readonly value: unknown });
  return fixed;
}
