/** The TypeScript names generated code uses, derived from spec names in one place. */
import { SCALARS } from '../../runtime/xml/scalars.js';
import type { TypeRef, ValueShape } from '../model.js';

/** Whether a name can be written as is as a declaration's or property's name (keywords aside). */
export const isIdentifier = (name: string): boolean => /^[\p{ID_Start}$_][\p{ID_Continue}$]*$/u.test(name);

/** `GetAreaList` → `getAreaList`, `URLCheck` → `urlCheck`. */
export function methodName(operation: string): string {
  const lead = /^[A-Z]+(?=[A-Z][a-z]|$)|^[A-Z]/.exec(operation)?.[0] ?? '';
  return lead.toLowerCase() + operation.slice(lead.length);
}

/** Names derived from an operation's name (its base operation's too, hence names rather than models). */
export const requestType = (operation: string): string => `${operation}Request`;
/** An operation's several results, as one object (the response wrapper's elements). */
export const responseType = (operation: string): string => `${operation}Response`;
/** The SOAP header blocks of an operation's request and response, as one object each. */
export const requestHeadersType = (operation: string): string => `${operation}RequestHeaders`;
export const responseHeadersType = (operation: string): string => `${operation}ResponseHeaders`;
export const encoderOf = (type: string): string => `encode${type}`;
export const decoderOf = (type: string): string => `decode${type}`;
export const formDecoderOf = (operation: string): string => `decode${operation}Form`;
export const formEncoderOf = (operation: string): string => `encode${operation}Form`;

/** A value's TypeScript type; of a polymorphic type, the union of it and its derived types. */
export function tsType(type: TypeRef): string {
  if (type.kind === 'complex' && type.derived) return [type.ts, ...type.derived.map((d) => d.ts)].join(' | ');
  return type.kind === 'scalar' ? SCALARS[type.name].ts : type.ts;
}

export function tsShape(shape: ValueShape & { readonly wildcard?: unknown }): string {
  if (shape.wildcard) return 'AnyElement[]';
  const one = tsType(shape.type);
  const item = one.includes(' | ') ? `(${one})` : one;
  if (shape.listItem && shape.repeated) return `${item}[][]`;
  return shape.listItem || shape.repeated ? `${item}[]` : one;
}

/** The codecs of a polymorphic type that follow a value's own type (`$type`, xsi:type). */
export const asEncoderOf = (type: string): string => `${encoderOf(type)}As`;
export const asDecoderOf = (type: string): string => `${decoderOf(type)}As`;
export const asAttributesEncoderOf = (type: string): string => `${encoderOf(type)}AsAttributes`;

const STRING_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\u2028': '\\u2028', '\u2029': '\\u2029' };
/** A string literal for generated code (line breaks escaped, so it stays on one line). */
export const str = (text: string): string => `'${text.replace(/[\\'\n\r\u2028\u2029]/g, (c) => STRING_ESCAPES[c]!)}'`;

/** Members every object inherits: a field of one of these names must be read as an own property. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** `object.name`, or `object['first-name']` for a field name that is not an identifier. */
export const member = (object: string, name: string): string => (isIdentifier(name) ? `${object}.${name}` : `${object}[${str(name)}]`);

/**
 * `object.name`, or, for a name every object inherits (`constructor`, `toString`, `__proto__`),
 * the own property only, so an absent field reads as undefined rather than Object.prototype's member.
 */
export function ownProperty(object: string, name: string): string {
  return INHERITED.has(name) ? `(Object.hasOwn(${object}, ${str(name)}) ? ${object}[${str(name)}] : undefined)` : member(object, name);
}

/** A test that an optional field is given, then how to read it (narrowed by the test). */
export function givenProperty(object: string, name: string): { test: string; read: string } {
  return INHERITED.has(name)
    ? { test: `Object.hasOwn(${object}, ${str(name)}) && ${object}[${str(name)}] != null`, read: `${object}[${str(name)}]` }
    : { test: `${member(object, name)} != null`, read: member(object, name) };
}

/**
 * A key in an object literal or interface: `__proto__: x` would set the prototype, so it is
 * `['__proto__']: x`; a name that is not an identifier (`first-name`) is quoted.
 */
export const propertyKey = (name: string): string => (name === '__proto__' ? `[${str(name)}]` : isIdentifier(name) ? name : str(name));

/** Words that cannot name a `const` (operation names such as `delete` or `import` may be any of them). */
const RESERVED_WORDS = new Set([
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'enum',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'function',
  'if',
  'import',
  'in',
  'instanceof',
  'new',
  'null',
  'return',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'implements',
  'interface',
  'let',
  'package',
  'private',
  'protected',
  'public',
  'static',
  'yield',
  'await',
  'arguments',
  'eval',
]);

/**
 * A module-level identifier for a spec name: the name itself when it is free, else the name with
 * `$` appended, a character no spec name has, so the result never meets another spec name.
 */
export function freeIdentifier(name: string, taken: ReadonlySet<string>): string {
  return RESERVED_WORDS.has(name) || taken.has(name) ? `${name}$` : name;
}

/** A JSDoc comment body, safe to embed. */
export const doc = (text: string | undefined): string[] => (text ? [text.replace(/\*\//g, '*\\/')] : []);
