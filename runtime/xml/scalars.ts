/**
 * The one registry of XML Schema scalars: per scalar its TypeScript type, its XSD name, how its text
 * is parsed and written (XML and HTTP POST forms), and its .NET name (conversion errors, help pages).
 * The generator, the XML codecs and the form codecs all read it, so adding a scalar is an entry
 * here plus a line in SPEC.md.
 *
 * TypeScript representations (decided once, documented in SPEC.md):
 * - 8/16/32-bit integers, double, float: `number` (range-checked; INF, -INF and NaN for double/float);
 * - long, unsignedLong, integer and its restrictions (nonNegativeInteger, ...): `bigint`, so no
 *   digit is lost;
 * - decimal: `Decimal`, a string holding the exact decimal text ("25.50" keeps its scale);
 * - dateTime, date, time, duration: the lexical text as written (a dateTime keeps its offset; a
 *   `Date` would lose the offset and digits beyond milliseconds), validated;
 * - base64Binary, hexBinary: `Uint8Array`;
 * - gYear, gYearMonth, gMonth, gMonthDay, gDay: validated text, as the dates;
 * - anyURI and the string types (normalizedString, token, language, Name, NCName, NMTOKEN, ID,
 *   IDREF, ENTITY): `string`, their whitespace rule applied and their pattern checked (an ENTITY
 *   names a DTD's entity, and SOAP messages have no DTD: only its form is checked);
 * - QName and NOTATION: `{namespace}local` (`QName`), the prefix resolved where the text is read and
 *   declared where it is written (`qname`: the readers and writers do that, not the entry);
 * - the list types NMTOKENS, IDREFS, ENTITIES: `string[]`, as any list type (`listScalar`);
 * - guid: the text as written (validated); char: a one-character string, on the wire the UTF-16
 *   code as a number, as .NET writes its `s1:char`.
 */

import { escapeXml } from './escape.js';
import { XML_NS } from './parse.js';

/** An xs:decimal kept exactly as its decimal text (e.g. "25.50"), never a binary float. */
export type Decimal = string;
/** xs:dateTime text as written, offset kept: "2026-11-21T08:00:00-07:00". */
export type DateTimeText = string;
/** xs:date text: "2026-11-21" (an offset may follow). */
export type DateText = string;
/** xs:time text: "08:00:00" (fractions and an offset may follow). */
export type TimeText = string;
/** xs:duration text: "P1DT2H", "-PT0.5S". */
export type DurationText = string;
/**
 * An xs:QName (or xs:NOTATION) with its prefix resolved: `{namespace}local`, `{}local` in no
 * namespace, as open content gives xsi:type's value. A prefix means nothing outside the document
 * it is written in, so the value holds the namespace it stands for.
 */
export type QName = `{${string}}${string}`;
/** A GUID as text: "3f2504e0-4f89-11d3-9a0c-0305e82c3301". */
export type Guid = string;
/** xs:gYear text: "2026" (an offset may follow); likewise the other Gregorian parts. */
export type GYearText = string;
/** xs:gYearMonth text: "2026-11". */
export type GYearMonthText = string;
/** xs:gMonth text: "--11". */
export type GMonthText = string;
/** xs:gMonthDay text: "--11-21". */
export type GMonthDayText = string;
/** xs:gDay text: "---21". */
export type GDayText = string;

/** A value of the wrong type or a missing required value, found while writing a message. */
export class EncodeError extends Error {
  override name = 'EncodeError';
}

export interface Scalar<T> {
  /** The local name of its XML Schema type (also the spec name, and the HTTP POST root of a bare result). */
  readonly xsd: string;
  /** Where the type lives: XML Schema (`s:`) or Microsoft's serialization types (`s1:`, guid and char). */
  readonly schema: 'xsd' | 'microsoft';
  /** The TypeScript type generated code declares. */
  readonly ts: string;
  /** Whether `ts` is a type exported by this module (generated code imports it). */
  readonly tsFromRuntime?: boolean;
  /** The .NET type: named in conversion errors as ASMX names it. */
  readonly dotnet: string;
  /** A .NET value type: a bare result is minOccurs="1", and the element is never nillable by default. */
  readonly valueType: boolean;
  /** Wire text → value; undefined when the text is not a valid value. */
  readonly parse: (text: string) => T | undefined;
  /** Value → wire text (not yet XML-escaped); undefined when the value is not of this type. */
  readonly format: (value: T) => string | undefined;
  /** Form field text → value, when it differs from `parse` (ASMX converts form fields as .NET's Parse does); replaces `parse` for forms. */
  readonly parseForm?: (text: string) => T | undefined;
  /** What a valid value looks like, for error messages. */
  readonly expected: string;
  /** The wire text of a valid value: what `soapgen mock` answers when it is not told a value. */
  readonly sample: string;
  /** Why a text is refused, naming the facet it breaks (`maxLength 5`); restricted types only. */
  readonly explain?: (text: string) => string | undefined;
  /**
   * The text is a QName: readers resolve its prefix where it is written and hand `parse` the text
   * as `{namespace}local`; writers write `format`'s `{namespace}local` with a prefix they declare
   * (`qnameText`), so no prefix of one document is carried into another.
   */
  readonly qname?: true;
  /** Every text `format` writes is plain XML text (digits, signs, points, letters): written without escaping. */
  readonly plain?: true;
}

/** Text of a scalar's value, or an EncodeError naming the field. */
export function formatScalar<T>(scalar: Scalar<T>, value: T, name: string): string {
  const text = value === undefined || value === null ? undefined : scalar.format(value);
  if (text === undefined) throw new EncodeError(`${name} must be ${scalar.expected}, got ${show(value)}`);
  return text;
}

function show(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (value instanceof Uint8Array) return 'a Uint8Array';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

// ---------------------------------------------------------------------------------------------
// Building blocks

const INTEGER = /^[+-]?\d+$/;

/** Up to 9 digits and nothing else, the usual text of an integer: its value, else undefined. */
function digitsOnly(text: string): number | undefined {
  const length = text.length;
  if (length === 0 || length > 9) return undefined;
  let value = 0;
  for (let i = 0; i < length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    value = value * 10 + digit;
  }
  return value;
}

function integer(xsd: string, dotnet: string, min: number, max: number, expected = `an integer from ${min} to ${max}`): Scalar<number> {
  return {
    xsd,
    schema: 'xsd',
    ts: 'number',
    dotnet,
    valueType: true,
    plain: true,
    expected,
    sample: String(Math.min(Math.max(0, min), max)),
    parse: (text) => {
      let n = digitsOnly(text);
      if (n === undefined) {
        const t = text.trim();
        if (!INTEGER.test(t) || t.length > 12) return undefined;
        n = Number(t);
      }
      return n >= min && n <= max ? n : undefined;
    },
    format: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? String(value) : undefined),
  };
}

/**
 * An integer as a bigint, so no digit is lost; `min`/`max` undefined for an unbounded side (xs:integer
 * and its unbounded restrictions). Unbounded texts are still limited in length, so a hostile message
 * cannot make the parser work on a megabyte of digits.
 */
function bigInteger(xsd: string, dotnet: string, min: bigint | undefined, max: bigint | undefined): Scalar<bigint> {
  const maxLength = min !== undefined && max !== undefined ? 24 : 1000;
  const inRange = (n: bigint): boolean => (min === undefined || n >= min) && (max === undefined || n <= max);
  return {
    xsd,
    schema: 'xsd',
    ts: 'bigint',
    dotnet,
    valueType: true,
    expected:
      min === undefined && max === undefined
        ? 'a bigint'
        : max === undefined
          ? `a bigint from ${min}`
          : min === undefined
            ? `a bigint up to ${max}`
            : `a bigint from ${min} to ${max}`,
    sample: String(min !== undefined && min > 0n ? min : max !== undefined && max < 0n ? max : 0n),
    parse: (text) => {
      const t = text.trim();
      if (!INTEGER.test(t) || t.length > maxLength) return undefined;
      const n = BigInt(t);
      return inRange(n) ? n : undefined;
    },
    format: (value) => (typeof value === 'bigint' && inRange(value) ? String(value) : undefined),
  };
}

const FLOATING = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function floating(xsd: string, dotnet: string, round: (n: number) => number): Scalar<number> {
  const parse = (text: string): number | undefined => {
    const t = text.trim();
    if (t === 'INF' || t === '+INF') return Infinity;
    if (t === '-INF') return -Infinity;
    if (t === 'NaN') return NaN;
    return FLOATING.test(t) ? round(Number(t)) : undefined;
  };
  return {
    xsd,
    schema: 'xsd',
    ts: 'number',
    dotnet,
    valueType: true,
    expected: 'a number (Infinity, -Infinity and NaN allowed)',
    sample: '0',
    parse,
    format: (value) => {
      if (typeof value !== 'number') return undefined;
      if (Number.isNaN(value)) return 'NaN';
      if (value === Infinity) return 'INF';
      if (value === -Infinity) return '-INF';
      // String() gives the shortest text that reads back to the same double; "1e+21" is valid xs:double.
      return Object.is(value, -0) ? '-0' : String(round(value));
    },
    // .NET's Double.Parse spells them "Infinity"/"-Infinity" (and also reads the XSD forms).
    parseForm: (text) => {
      const t = text.trim();
      if (t === 'Infinity' || t === '∞') return Infinity;
      if (t === '-Infinity' || t === '-∞') return -Infinity;
      return parse(t);
    },
  };
}

/** A scalar kept as its lexical text, validated by a pattern. */
function lexical(
  xsd: string,
  ts: string,
  dotnet: string,
  pattern: RegExp,
  expected: string,
  sample: string,
  schema: Scalar<string>['schema'] = 'xsd',
): Scalar<string> {
  return {
    xsd,
    schema,
    ts,
    tsFromRuntime: true,
    dotnet,
    valueType: true,
    expected,
    sample,
    parse: (text) => {
      const t = text.trim();
      return pattern.test(t) ? t : undefined;
    },
    format: (value) => (typeof value === 'string' && pattern.test(value) ? value : undefined),
  };
}

/**
 * A string type derived from xs:string: its whitespace rule applied on input (`replace`: tabs and
 * line breaks become spaces; `collapse`: runs of spaces become one, none at either end), then its
 * pattern checked. Written as given when it already obeys both, refused otherwise.
 */
function text(
  xsd: string,
  whitespace: 'preserve' | 'replace' | 'collapse',
  pattern?: RegExp,
  expected = `an xs:${xsd}`,
  sample = 'string',
  dotnet = 'System.String',
): Scalar<string> {
  const normalise =
    whitespace === 'preserve'
      ? (t: string) => t
      : whitespace === 'replace'
        ? (t: string) => t.replace(/[\t\n\r]/g, ' ')
        : (t: string) => t.replace(/[\t\n\r ]+/g, ' ').trim();
  const valid = (t: string): boolean => pattern === undefined || pattern.test(t);
  return {
    xsd,
    schema: 'xsd',
    ts: 'string',
    dotnet,
    valueType: false,
    expected,
    sample,
    parse: (raw) => {
      const t = normalise(raw);
      return valid(t) ? t : undefined;
    },
    format: (value) => (typeof value === 'string' && normalise(value) === value && valid(value) ? value : undefined),
  };
}

/** XML 1.0 (fifth edition) NameStartChar but ':' (the NCName's), as code point ranges: the names' scalars and XML Schema's `\i`. */
export const NAME_START_RANGES: readonly (readonly [number, number])[] = [
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
  [0xc0, 0xd6],
  [0xd8, 0xf6],
  [0xf8, 0x2ff],
  [0x370, 0x37d],
  [0x37f, 0x1fff],
  [0x200c, 0x200d],
  [0x2070, 0x218f],
  [0x2c00, 0x2fef],
  [0x3001, 0xd7ff],
  [0xf900, 0xfdcf],
  [0xfdf0, 0xfffd],
  [0x10000, 0xeffff],
];
/** The NameChars that cannot start a name, as code point ranges. */
export const NAME_CHAR_RANGES: readonly (readonly [number, number])[] = [
  [0x2d, 0x2e],
  [0x30, 0x39],
  [0xb7, 0xb7],
  [0x300, 0x36f],
  [0x203f, 0x2040],
];

/** The ranges of the Basic Multilingual Plane as the body of a character class without the `u` flag. */
const bmpClass = (ranges: readonly (readonly [number, number])[]): string =>
  ranges
    .filter(([first]) => first < 0x10000)
    .map(([first, last]) => {
      const hex = (c: number) => `\\u${c.toString(16).padStart(4, '0')}`;
      return first === last ? hex(first) : `${hex(first)}-${hex(last)}`;
    })
    .join('');
const NAME_START = bmpClass(NAME_START_RANGES);
const NAME_CHAR = `${NAME_START}${bmpClass(NAME_CHAR_RANGES)}`;
const NCNAME = `[${NAME_START}][${NAME_CHAR}]*`;
const NCNAME_PATTERN = new RegExp(`^${NCNAME}$`);
const HEX = /^(?:[0-9A-Fa-f]{2})*$/;

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0').toUpperCase();
  return hex;
}

function fromHex(text: string): Uint8Array | undefined {
  const t = text.trim();
  if (!HEX.test(t)) return undefined;
  const bytes = new Uint8Array(t.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(t.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const TZ = '(?:Z|[+-](?:(?:0\\d|1[0-3]):[0-5]\\d|14:00))?';
const DATE = '-?\\d{4,}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?|24:00:00(?:\\.0+)?';
const DURATION = /^-?P(?=\d|T\d)(?:\d+Y)?(?:\d+M)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$/;
const GUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

// base64 through atob/btoa: present in Node 20 and browsers alike, so the client stays Node-free.
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | undefined {
  const t = text.replace(/[\s]/g, '');
  if (!BASE64.test(t)) return undefined;
  const binary = atob(t);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Digits with at most one point among them ("25.50"), the usual text of a decimal: no regular expression needed. */
function plainDecimal(text: string): boolean {
  let digits = 0;
  let points = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c === 46 && points === 0) points++;
    else return false;
  }
  return digits > 0;
}

const CLARK_QNAME = /^\{([^{}]*)\}(.*)$/;

/** `{namespace}local` split, when `local` is an NCName; undefined otherwise. */
export function splitQName(value: string): { namespace: string; local: string } | undefined {
  const m = CLARK_QNAME.exec(value);
  return m && NCNAME_PATTERN.test(m[2]!) ? { namespace: m[1]!, local: m[2]! } : undefined;
}

/**
 * A QName's text under a prefix: `p:local`, `local` in no namespace, `xml:local` in the xml
 * namespace (bound to `xml` and no other prefix). The writer declares `p` (`xmlns:p="namespace"`,
 * `qnameDeclaration`) where it writes the text.
 */
export function qnameText(value: QName, prefix: string): string {
  const { namespace, local } = splitQName(value)!;
  return namespace === '' ? local : `${namespace === XML_NS ? 'xml' : prefix}:${local}`;
}

/** The declaration of `prefix` a QName's text under it needs: none in no namespace and in the xml namespace. */
export function qnameDeclaration(value: QName, prefix: string): string {
  const { namespace } = splitQName(value)!;
  return namespace === '' || namespace === XML_NS ? '' : ` xmlns:${prefix}="${escapeXml(namespace)}"`;
}

function qnameScalar(xsd: 'QName' | 'NOTATION'): Scalar<QName> {
  const valid = (value: unknown): value is QName => typeof value === 'string' && splitQName(value) !== undefined;
  return {
    xsd,
    schema: 'xsd',
    ts: 'QName',
    tsFromRuntime: true,
    dotnet: 'System.Xml.XmlQualifiedName',
    valueType: false,
    expected: 'a QName as {namespace}local',
    sample: '{http://www.w3.org/2001/XMLSchema}string',
    qname: true,
    parse: (text) => (valid(text) ? text : undefined),
    format: (value) => (valid(value) ? value : undefined),
  };
}

function parseBoolean(text: string): boolean | undefined {
  switch (text.trim()) {
    case 'true':
    case '1':
      return true;
    case 'false':
    case '0':
      return false;
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The registry

const string: Scalar<string> = {
  xsd: 'string',
  schema: 'xsd',
  ts: 'string',
  dotnet: 'System.String',
  valueType: false,
  expected: 'a string',
  sample: 'string',
  parse: (text) => text,
  format: (value) => (typeof value === 'string' ? value : undefined),
};

const boolean: Scalar<boolean> = {
  xsd: 'boolean',
  schema: 'xsd',
  ts: 'boolean',
  dotnet: 'System.Boolean',
  valueType: true,
  plain: true,
  expected: 'true or false',
  sample: 'true',
  parse: parseBoolean,
  format: (value) => (typeof value === 'boolean' ? String(value) : undefined),
  // Boolean.Parse, as ASMX converts form fields: "True"/"false" in any case, whitespace allowed; not 1/0.
  parseForm: (text) => {
    const t = text.trim().toLowerCase();
    return t === 'true' ? true : t === 'false' ? false : undefined;
  },
};

const decimal: Scalar<Decimal> = {
  xsd: 'decimal',
  schema: 'xsd',
  ts: 'Decimal',
  tsFromRuntime: true,
  dotnet: 'System.Decimal',
  valueType: true,
  plain: true,
  expected: 'a decimal string such as "25.50"',
  sample: '0',
  parse: (text) => {
    if (plainDecimal(text)) return text;
    const t = text.trim();
    return DECIMAL.test(t) ? t : undefined;
  },
  format: (value) => (typeof value === 'string' && DECIMAL.test(value) ? value : undefined),
};

const base64Binary: Scalar<Uint8Array> = {
  xsd: 'base64Binary',
  schema: 'xsd',
  ts: 'Uint8Array',
  dotnet: 'System.Byte[]',
  valueType: false,
  expected: 'a Uint8Array',
  sample: 'AA==',
  parse: fromBase64,
  format: (value) => (value instanceof Uint8Array ? toBase64(value) : undefined),
};

const hexBinary: Scalar<Uint8Array> = {
  xsd: 'hexBinary',
  schema: 'xsd',
  ts: 'Uint8Array',
  dotnet: 'System.Byte[]',
  valueType: false,
  expected: 'a Uint8Array',
  sample: '00',
  parse: fromHex,
  format: (value) => (value instanceof Uint8Array ? toHex(value) : undefined),
};

const char: Scalar<string> = {
  xsd: 'char',
  schema: 'microsoft',
  ts: 'string',
  dotnet: 'System.Char',
  valueType: true,
  expected: 'a string of one UTF-16 character',
  sample: '65',
  parse: (text) => {
    const t = text.trim();
    if (!/^\d{1,5}$/.test(t) || Number(t) > 0xffff) return undefined;
    return String.fromCharCode(Number(t));
  },
  format: (value) => (typeof value === 'string' && value.length === 1 ? String(value.charCodeAt(0)) : undefined),
};

export const SCALARS = {
  string,
  boolean,
  int: integer('int', 'System.Int32', -2147483648, 2147483647, 'a 32-bit integer'),
  long: bigInteger('long', 'System.Int64', -(2n ** 63n), 2n ** 63n - 1n),
  short: integer('short', 'System.Int16', -32768, 32767),
  byte: integer('byte', 'System.SByte', -128, 127),
  unsignedByte: integer('unsignedByte', 'System.Byte', 0, 255),
  unsignedShort: integer('unsignedShort', 'System.UInt16', 0, 65535),
  unsignedInt: integer('unsignedInt', 'System.UInt32', 0, 4294967295),
  unsignedLong: bigInteger('unsignedLong', 'System.UInt64', 0n, 2n ** 64n - 1n),
  decimal,
  double: floating('double', 'System.Double', (n) => n),
  float: floating('float', 'System.Single', Math.fround),
  dateTime: lexical(
    'dateTime',
    'DateTimeText',
    'System.DateTime',
    new RegExp(`^${DATE}T(?:${TIME})${TZ}$`),
    'an xs:dateTime such as "2026-11-21T08:00:00-07:00"',
    '2000-01-01T00:00:00',
  ),
  date: lexical('date', 'DateText', 'System.DateTime', new RegExp(`^${DATE}${TZ}$`), 'an xs:date such as "2026-11-21"', '2000-01-01'),
  time: lexical('time', 'TimeText', 'System.DateTime', new RegExp(`^(?:${TIME})${TZ}$`), 'an xs:time such as "08:00:00"', '00:00:00'),
  duration: lexical('duration', 'DurationText', 'System.TimeSpan', DURATION, 'an xs:duration such as "P1DT2H"', 'PT0S'),
  base64Binary,
  guid: lexical(
    'guid',
    'Guid',
    'System.Guid',
    GUID,
    'a GUID such as "3f2504e0-4f89-11d3-9a0c-0305e82c3301"',
    '00000000-0000-0000-0000-000000000000',
    'microsoft',
  ),
  char,
  integer: bigInteger('integer', 'System.Decimal', undefined, undefined),
  nonNegativeInteger: bigInteger('nonNegativeInteger', 'System.Decimal', 0n, undefined),
  positiveInteger: bigInteger('positiveInteger', 'System.Decimal', 1n, undefined),
  nonPositiveInteger: bigInteger('nonPositiveInteger', 'System.Decimal', undefined, 0n),
  negativeInteger: bigInteger('negativeInteger', 'System.Decimal', undefined, -1n),
  gYear: lexical('gYear', 'GYearText', 'System.String', new RegExp(`^-?\\d{4,}${TZ}$`), 'an xs:gYear such as "2026"', '2000'),
  gYearMonth: lexical(
    'gYearMonth',
    'GYearMonthText',
    'System.String',
    new RegExp(`^-?\\d{4,}-(?:0[1-9]|1[0-2])${TZ}$`),
    'an xs:gYearMonth such as "2026-11"',
    '2000-01',
  ),
  gMonth: lexical('gMonth', 'GMonthText', 'System.String', new RegExp(`^--(?:0[1-9]|1[0-2])${TZ}$`), 'an xs:gMonth such as "--11"', '--01'),
  gMonthDay: lexical(
    'gMonthDay',
    'GMonthDayText',
    'System.String',
    new RegExp(`^--(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])${TZ}$`),
    'an xs:gMonthDay such as "--11-21"',
    '--01-01',
  ),
  gDay: lexical('gDay', 'GDayText', 'System.String', new RegExp(`^---(?:0[1-9]|[12]\\d|3[01])${TZ}$`), 'an xs:gDay such as "---21"', '---01'),
  hexBinary,
  anyURI: text('anyURI', 'collapse', undefined, 'an xs:anyURI'),
  // The base of every simple type: any text, as written.
  anySimpleType: text('anySimpleType', 'preserve', undefined, 'a string'),
  normalizedString: text('normalizedString', 'replace'),
  token: text('token', 'collapse'),
  language: text('language', 'collapse', /^[a-zA-Z]{1,8}(?:-[a-zA-Z0-9]{1,8})*$/, 'an xs:language such as "en-GB"', 'en'),
  Name: text('Name', 'collapse', new RegExp(`^[${NAME_START}:][${NAME_CHAR}:]*$`)),
  NCName: text('NCName', 'collapse', new RegExp(`^${NCNAME}$`)),
  NMTOKEN: text('NMTOKEN', 'collapse', new RegExp(`^[${NAME_CHAR}:]+$`)),
  ID: text('ID', 'collapse', new RegExp(`^${NCNAME}$`)),
  IDREF: text('IDREF', 'collapse', new RegExp(`^${NCNAME}$`)),
  // An ENTITY names an unparsed entity of the document's DTD; SOAP messages have none, so only its form (an NCName) is checked.
  ENTITY: text('ENTITY', 'collapse', new RegExp(`^${NCNAME}$`)),
  // The built-in list types: arrays of their items, as a spec list type is.
  NMTOKENS: listScalar('NMTOKENS', text('NMTOKEN', 'collapse', new RegExp(`^[${NAME_CHAR}:]+$`))),
  QName: qnameScalar('QName'),
  // A NOTATION names a notation its schema declares (xs:notation); its value is a QName as any other.
  NOTATION: qnameScalar('NOTATION'),
  IDREFS: listScalar('IDREFS', text('IDREF', 'collapse', new RegExp(`^${NCNAME}$`))),
  ENTITIES: listScalar('ENTITIES', text('ENTITY', 'collapse', new RegExp(`^${NCNAME}$`))),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each scalar has its own value type; this checks only their shape
} as const satisfies Record<string, Scalar<any>>;

export type ScalarName = keyof typeof SCALARS;
export type ScalarValue<N extends ScalarName> = (typeof SCALARS)[N] extends Scalar<infer T> ? T : never;

/** An enumeration (xs:restriction of xs:string with xs:enumeration): a string union in TypeScript. */
export function enumScalar<const V extends string>(name: string, values: readonly V[]): Scalar<V> {
  const allowed = new Set<string>(values);
  return {
    xsd: name,
    schema: 'xsd',
    ts: values.map((v) => JSON.stringify(v)).join(' | '),
    dotnet: name,
    valueType: true,
    expected: `one of ${values.join(', ')}`,
    sample: values[0] ?? '',
    parse: (text) => {
      const t = text.trim();
      return allowed.has(t) ? (t as V) : undefined;
    },
    format: (value) => (typeof value === 'string' && allowed.has(value) ? value : undefined),
  };
}

/**
 * A list type (xs:list): items of a scalar or simple type, separated by whitespace on the wire, an
 * array in TypeScript (`"7 8 9"` is `[7, 8, 9]`; an empty text is `[]`). An item whose text would
 * be empty or hold whitespace cannot be written.
 */
export function listScalar<T>(name: string, item: Scalar<T>): Scalar<T[]> {
  return {
    xsd: name,
    schema: 'xsd',
    ts: `${item.ts}[]`,
    dotnet: `${item.dotnet}[]`,
    valueType: false,
    expected: `a list of ${item.expected}`,
    sample: item.sample,
    parse: (text) => {
      const parts = splitList(text);
      const values: T[] = [];
      for (const part of parts) {
        const value = item.parse(part);
        if (value === undefined) return undefined;
        values.push(value);
      }
      return values;
    },
    format: (values) => {
      if (!Array.isArray(values)) return undefined;
      const texts: string[] = [];
      for (const value of values) {
        const t = value === undefined || value === null ? undefined : item.format(value);
        if (t === undefined || t === '' || /[\t\n\r ]/.test(t)) return undefined;
        texts.push(t);
      }
      return texts.join(' ');
    },
    explain: (text) => {
      const bad = splitList(text).find((part) => item.parse(part) === undefined);
      if (bad === undefined) return undefined;
      const why = item.explain?.(bad);
      return `item "${bad}" is not ${why ? `a valid ${item.xsd}: ${why}` : item.expected}`;
    },
  };
}

function splitList(text: string): string[] {
  const t = text.trim();
  return t === '' ? [] : t.split(/[\t\n\r ]+/);
}

/**
 * A union type (xs:union): a value of any of its member types, kept as its text (whitespace
 * collapsed), a `string` in TypeScript. The text is what is lossless: members read "01" as 1 or as
 * "01", so no member's value could say which one the sender meant. Members are only read (parse),
 * so a member of any value type will do.
 */
export function unionScalar(name: string, members: readonly Pick<Scalar<unknown>, 'xsd' | 'parse' | 'sample'>[]): Scalar<string> {
  const collapse = (t: string): string => t.replace(/[\t\n\r ]+/g, ' ').trim();
  const member = (t: string): boolean => members.some((m) => m.parse(t) !== undefined);
  return {
    xsd: name,
    schema: 'xsd',
    ts: 'string',
    dotnet: 'System.String',
    valueType: false,
    expected: `a value of ${members.map((m) => m.xsd).join(' or ')}`,
    sample: members[0]?.sample ?? '',
    parse: (text) => {
      const t = collapse(text);
      return member(t) ? t : undefined;
    },
    format: (value) => (typeof value === 'string' && collapse(value) === value && member(value) ? value : undefined),
    explain: (text) => (member(collapse(text)) ? undefined : `not a value of ${members.map((m) => m.xsd).join(', ')}`),
  };
}
