/**
 * Simple types a schema restricts with facets (xs:restriction of a registry scalar with length,
 * pattern or range facets): the base scalar's codec, plus the facets checked both ways, so a value
 * outside them is a Client fault on input and an EncodeError before sending.
 */
import type { Scalar } from './scalars.js';

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
}

/** The facets in the order XML Schema lists them (and the WSDL writes them). */
export const FACET_NAMES = ['length', 'minLength', 'maxLength', 'pattern', 'minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'] as const;

/** Compares a value with a range facet's text; only numeric bases have ranges. */
function comparer(base: Scalar<unknown>): (value: unknown, bound: string) => number {
  if (base.ts === 'bigint') return (value, bound) => Number((value as bigint) - BigInt(bound));
  return (value, bound) => Number(value) - Number(bound);
}

/** Length of a value as XML Schema counts it: characters of text, bytes of binary data. */
function lengthOf(value: unknown): number {
  return value instanceof Uint8Array ? value.length : [...String(value)].length;
}

/** A scalar restricted by facets; its `xsd` is the simple type's name, which decoding errors name. */
export function restrictedScalar<T>(name: string, base: Scalar<T>, facets: Facets): Scalar<T> {
  const compare = comparer(base as Scalar<unknown>);
  const pattern = facets.pattern === undefined ? undefined : new RegExp(`^(?:${facets.pattern})$`, 'u');
  const checks: ((value: T) => boolean)[] = [];
  const rules: string[] = [];
  const add = (rule: string, check: (value: T) => boolean): void => {
    rules.push(rule);
    checks.push(check);
  };
  const { length, minLength, maxLength, minInclusive, maxInclusive, minExclusive, maxExclusive } = facets;
  if (length !== undefined) add(`length ${length}`, (v) => lengthOf(v) === length);
  if (minLength !== undefined) add(`length at least ${minLength}`, (v) => lengthOf(v) >= minLength);
  if (maxLength !== undefined) add(`length at most ${maxLength}`, (v) => lengthOf(v) <= maxLength);
  if (pattern) add(`matching ${facets.pattern}`, (v) => pattern.test(base.format(v) ?? ''));
  if (minInclusive !== undefined) add(`≥ ${minInclusive}`, (v) => compare(v, minInclusive) >= 0);
  if (maxInclusive !== undefined) add(`≤ ${maxInclusive}`, (v) => compare(v, maxInclusive) <= 0);
  if (minExclusive !== undefined) add(`> ${minExclusive}`, (v) => compare(v, minExclusive) > 0);
  if (maxExclusive !== undefined) add(`< ${maxExclusive}`, (v) => compare(v, maxExclusive) < 0);
  const valid = (value: T | undefined): value is T => value !== undefined && checks.every((check) => check(value));
  const parseForm = base.parseForm;
  return {
    ...base,
    xsd: name,
    expected: `${base.expected}, ${rules.join(', ')}`,
    parse: (text) => {
      const value = base.parse(text);
      return valid(value) ? value : undefined;
    },
    format: (value) => (valid(value) ? base.format(value) : undefined),
    ...(parseForm
      ? {
          parseForm: (text: string) => {
            const value = parseForm(text);
            return valid(value) ? value : undefined;
          },
        }
      : {}),
  };
}
