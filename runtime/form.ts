/**
 * HTTP POST form bodies (application/x-www-form-urlencoded): one text field per parameter.
 * Field names match case-insensitively and extra fields are ignored, as ASMX does.
 */
import { echo } from './secrets.js';
import { findUnencodable } from './xml/escape.js';
import { formatScalar, type Scalar } from './xml/scalars.js';

/** A parameter missing or not convertible; the message is the one ASMX clients expect. */
export class FormError extends Error {
  override name = 'FormError';
}

/** Reads typed parameters from a parsed form; each read takes the accepted field names, first one documented. */
export class FormReader {
  private readonly fields = new Map<string, string>();

  constructor(body: string) {
    for (const [name, value] of new URLSearchParams(body)) {
      const key = name.toLowerCase();
      if (!this.fields.has(key)) this.fields.set(key, value);
    }
  }

  /** A parameter; `fallback` is its schema default (or fixed value), what an absent or empty field reads as. */
  scalar<T>(names: readonly string[], scalar: Scalar<T>, required: true, fallback?: string): T;
  scalar<T>(names: readonly string[], scalar: Scalar<T>, required?: boolean, fallback?: string): T | undefined;
  scalar<T>(names: readonly string[], scalar: Scalar<T>, required = false, fallback?: string): T | undefined {
    const given = this.value(names, required);
    const text = fallback !== undefined && (given === undefined || given === '') ? fallback : given;
    if (text === undefined) return undefined;
    if (scalar.xsd === 'string') return scalar.parse(text);
    // An empty optional field means "not given"; an empty required one cannot convert.
    if (text === '' && !required) return undefined;
    const value = scalar.parseForm ? scalar.parseForm(text) : scalar.parse(text);
    if (value === undefined) throw new FormError(`Cannot convert ${echo(names[0]!, text)} to ${scalar.dotnet}.\nParameter name: ${names[0]}`);
    return value;
  }

  private value(names: readonly string[], required: boolean): string | undefined {
    for (const name of names) {
      const value = this.fields.get(name.toLowerCase());
      if (value === undefined) continue;
      // What XML cannot carry (U+0000, C0 controls, U+FFFE/U+FFFF) would fail later — in the
      // database or the answer, after side effects — so it is refused here, like malformed XML.
      const bad = findUnencodable(value);
      if (bad) throw new FormError(`Parameter ${names[0]} contains ${bad.name}, a character that is not allowed.`);
      return value;
    }
    if (required) throw new FormError(`Missing parameter: ${names[0]}.`);
    return undefined;
  }
}

/** Builds a form body; undefined and null values are left out. */
export class FormWriter {
  private readonly params = new URLSearchParams();

  scalar<T>(name: string, scalar: Scalar<T>, value: T | null | undefined): this {
    if (value != null) this.params.append(name, formatScalar(scalar, value, name));
    return this;
  }

  toString(): string {
    return this.params.toString();
  }
}
