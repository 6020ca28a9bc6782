/**
 * HTTP POST form bodies (application/x-www-form-urlencoded): one text field per parameter.
 * Field names match case-insensitively and extra fields are ignored, as ASMX does.
 */
import { echo } from './secrets.js';
import { findUnencodable } from './xml/escape.js';
import { DOTNET_TYPE_NAMES, formatBoolean, formatDecimal, formatInt, parseDecimal, parseInt32, type Decimal } from './xml/scalars.js';

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

  string(names: readonly string[], required: true): string;
  string(names: readonly string[], required?: boolean): string | undefined;
  string(names: readonly string[], required = false): string | undefined {
    return this.value(names, required);
  }

  int(names: readonly string[], required: true): number;
  int(names: readonly string[], required?: boolean): number | undefined;
  int(names: readonly string[], required = false): number | undefined {
    return this.convert(names, required, parseInt32, DOTNET_TYPE_NAMES.int);
  }

  decimal(names: readonly string[], required: true): Decimal;
  decimal(names: readonly string[], required?: boolean): Decimal | undefined;
  decimal(names: readonly string[], required = false): Decimal | undefined {
    return this.convert(names, required, parseDecimal, DOTNET_TYPE_NAMES.decimal);
  }

  boolean(names: readonly string[], required: true): boolean;
  boolean(names: readonly string[], required?: boolean): boolean | undefined;
  boolean(names: readonly string[], required = false): boolean | undefined {
    return this.convert(names, required, parseFormBoolean, DOTNET_TYPE_NAMES.boolean);
  }

  private convert<T>(names: readonly string[], required: boolean, parse: (t: string) => T | undefined, type: string): T | undefined {
    const text = this.value(names, required);
    // An empty optional field means "not given"; an empty required one cannot convert.
    if (text === undefined || (text === '' && !required)) return undefined;
    const value = parse(text);
    if (value === undefined) throw new FormError(`Cannot convert ${echo(names[0]!, text)} to ${type}.\nParameter name: ${names[0]}`);
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

/** Boolean.Parse, as ASMX converts form fields: `True`/`False` in any case, surrounding whitespace allowed; not `1`/`0`. */
export function parseFormBoolean(text: string): boolean | undefined {
  const t = text.trim().toLowerCase();
  return t === 'true' ? true : t === 'false' ? false : undefined;
}

/** Builds a form body; undefined values are left out. */
export class FormWriter {
  private readonly params = new URLSearchParams();

  string(name: string, value: string | undefined): this {
    if (value != null) this.params.append(name, value);
    return this;
  }

  int(name: string, value: number | undefined): this {
    if (value != null) this.params.append(name, formatInt(value, name));
    return this;
  }

  decimal(name: string, value: Decimal | undefined): this {
    if (value != null) this.params.append(name, formatDecimal(value, name));
    return this;
  }

  boolean(name: string, value: boolean | undefined): this {
    if (value != null) this.params.append(name, formatBoolean(value, name));
    return this;
  }

  toString(): string {
    return this.params.toString();
  }
}
