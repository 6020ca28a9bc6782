/**
 * Helpers the generated XML encoders call. Encoders build strings directly (no object walking):
 * each generated encoder returns the children of its element, in schema order, nulls omitted.
 * `attributes` is what the start tag carries after the name (` xmlns="..."` where the element's
 * namespace is not the default in scope), written as given.
 */
import { escapeXml } from './escape.js';
import { EncodeError, formatScalar, qnameDeclaration, qnameText, SCALARS, splitQName, type QName, type Scalar } from './scalars.js';

const STRING: unknown = SCALARS.string;

export { EncodeError } from './scalars.js';
export { anyContentAttributes, encodeAnyContent, xmlAnyAttributes, xmlAnyElements } from './any.js';

/**
 * Escaped text of a scalar value; an EncodeError naming the field when the value is not of the type.
 * A QName is written with the prefix `q`, which its element declares (`qnameIn`).
 */
export function xmlScalar<T>(scalar: Scalar<T>, value: T, name: string): string {
  // The commonest scalar, a string, is written without the generic path.
  if (scalar === STRING && typeof value === 'string') return escapeXml(value);
  const text = formatScalar(scalar, value, name);
  if (scalar.plain) return text;
  return escapeXml(scalar.qname ? qnameText(text as QName, 'q') : text);
}

/** An item encoder for a list of scalars. */
export function scalarItems<T>(scalar: Scalar<T>): (value: T, name: string) => string {
  return (value, name) => xmlScalar(scalar, value, name);
}

const qnameDeclarations = new Map<string, (value: QName) => string>();

/**
 * What the start tag of an element of `namespace` holding a QName says: ` xmlns:q="..."` for the
 * value's namespace (none for one in no namespace). A QName in no namespace is written without a
 * prefix, which an element of a namespace would claim for its own: an EncodeError. One function
 * per namespace, for holders to call as they call a type's attribute writer.
 */
export function qnameIn(namespace: string): (value: QName) => string {
  let declare = qnameDeclarations.get(namespace);
  if (!declare) {
    declare = (value) => {
      const parts = typeof value === 'string' ? splitQName(value) : undefined;
      if (!parts) return ''; // the text's writer names the value
      if (parts.namespace === '' && namespace !== '') throw new EncodeError(noNamespace(value, namespace));
      return qnameDeclaration(value, 'q');
    };
    qnameDeclarations.set(namespace, declare);
  }
  return declare;
}

function noNamespace(value: string, namespace: string): string {
  return `${JSON.stringify(value)} is in no namespace, which a QName written in an element of ${namespace} cannot say (it has no prefix, and the element's default namespace would claim it)`;
}

/**
 * ` name="p:local"` with ` xmlns:p="..."` before it: an attribute holding a QName, its prefix its
 * own (`q_<local name>`). `namespace` is that of the element holding it (undefined: not one known),
 * which a QName in no namespace must share.
 */
export function xmlQNameAttribute<T>(scalar: Scalar<T>, value: T, name: string, path: string, namespace: string | undefined): string {
  const text = formatScalar(scalar, value, path) as QName;
  const parts = splitQName(text)!;
  if (parts.namespace === '') {
    if (namespace !== '') throw new EncodeError(`${path}: ${noNamespace(text, namespace ?? 'a namespace')}`);
    return ` ${name}="${escapeXml(parts.local)}"`;
  }
  const prefix = `q_${name.slice(name.indexOf(':') + 1)}`;
  return `${qnameDeclaration(text, prefix)} ${name}="${escapeXml(qnameText(text, prefix))}"`;
}

/** `xsi:nil="true"` element of a nillable field set to null (the enclosing document declares xsi). */
export function xmlNil(name: string, attributes = ''): string {
  return `<${name}${attributes} xsi:nil="true" />`;
}

/**
 * Which alternative of a choice a value gives: the index of the one whose `given` is true, -1 for
 * none. Two given is an EncodeError naming them (`names`: each alternative's elements), as is none
 * when the choice is `required`.
 */
export function chosen(where: string, names: readonly string[], given: readonly boolean[], required: boolean): number {
  const index = given.indexOf(true);
  const other = given.indexOf(true, index + 1);
  if (other >= 0) throw new EncodeError(`${where}: ${names[index]} and ${names[other]} are alternatives (xs:choice); give only one`);
  if (index < 0 && required) throw new EncodeError(`${where}: one of ${names.join(', ')} is required but missing`);
  return index;
}

/**
 * The start tag's declaration of a derived type's value (` xsi:type="..."`, its prefix declared
 * with it): the element's declared type is the value's base.
 */
export function xsiType(namespace: string, name: string): string {
  return ` xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:dt="${escapeXml(namespace)}" xsi:type="dt:${name}"`;
}

/** A value of an abstract type that names no derived type: nothing could say what it is. */
export function abstractValue(name: string, derived: readonly string[]): never {
  throw new EncodeError(`${name} is abstract: a value of it must be one of ${derived.join(', ')}, named by its $type`);
}

/** A required element whose value is missing: the generated encoder reports it by name. */
export function missing(name: string): never {
  throw new EncodeError(`${name} is required but missing`);
}

/**
 * A list as ASMX writes it: `<Name>` holding one `<Item>` per value, `<Name />` when empty,
 * a null item as `<Item xsi:nil="true" />` (the enclosing document declares xsi). `itemStart` is
 * what every item's start tag carries (` xmlns="..."` for items in another namespace than the list's).
 */
export function xmlList<T>(
  name: string,
  item: string,
  values: readonly T[],
  encode: (value: T, name: string) => string,
  attributes = '',
  itemAttributes?: (value: T) => string,
  itemStart = '',
): string {
  if (!Array.isArray(values)) throw new EncodeError(`${name} must be a list`);
  return values.length === 0 ? `<${name}${attributes} />` : `<${name}${attributes}>${xmlItems(item, values, encode, itemAttributes, itemStart)}</${name}>`;
}

/** The repeated item elements of a list, without a wrapper (a list result's content); `itemAttributes` writes each item's attributes. */
export function xmlItems<T>(
  item: string,
  values: readonly T[],
  encode: (value: T, name: string) => string,
  itemAttributes?: (value: T) => string,
  itemStart = '',
): string {
  if (!Array.isArray(values)) throw new EncodeError(`${item} items must be a list`);
  const open = `<${item}${itemStart}>`;
  const close = `</${item}>`;
  let xml = '';
  for (const value of values) {
    if (value == null) xml += `<${item}${itemStart} xsi:nil="true" />`;
    else if (itemAttributes) xml += xmlElement(item, encode(value, item), itemStart + itemAttributes(value));
    else xml += open + encode(value, item) + close;
  }
  return xml;
}

/** The values of a list of at most `max` items (maxOccurs), refused before sending when there are more. */
export function atMost<T>(path: string, max: number, values: readonly T[]): readonly T[] {
  if (Array.isArray(values) && values.length > max) throw new EncodeError(`${path} has ${values.length} items: at most ${max} allowed (maxOccurs)`);
  return values;
}

/** A list without a wrapper of at least `min` items (minOccurs 2 or more). */
export function atLeast<T>(path: string, min: number, values: readonly T[]): readonly T[] {
  if (Array.isArray(values) && values.length < min)
    throw new EncodeError(`${path} has ${values.length} item${values.length === 1 ? '' : 's'}: at least ${min} required (minOccurs)`);
  return values;
}

/** A list without a wrapper: `<name>` once per value, in order (a null one as `xsi:nil`); `itemAttributes` as for xmlItems. */
export function xmlRepeated<T>(
  name: string,
  values: readonly T[],
  encode: (value: T, name: string) => string,
  attributes = '',
  itemAttributes?: (value: T) => string,
): string {
  if (!Array.isArray(values)) throw new EncodeError(`${name} must be a list`);
  let xml = '';
  for (const value of values) {
    if (value == null) xml += xmlNil(name, attributes);
    else xml += xmlElement(name, encode(value, name), itemAttributes ? attributes + itemAttributes(value) : attributes);
  }
  return xml;
}

/** ` name="value"`: an attribute holding a scalar value, escaped; `path` names it in errors. */
export function xmlAttribute<T>(scalar: Scalar<T>, value: T, name: string, path: string): string {
  return ` ${name}="${escapeXml(formatScalar(scalar, value, path))}"`;
}

/** `<Name>content</Name>`, or `<Name />` when there is no content. */
export function xmlElement(name: string, content: string, attributes = ''): string {
  return content === '' ? `<${name}${attributes} />` : `<${name}${attributes}>${content}</${name}>`;
}

/**
 * Indents compact XML by two spaces per level, as ASMX does for HTTP POST responses. Works on the
 * element-only or text-only content the encoders produce (no mixed content).
 */
export function indentXml(compact: string): string {
  let out = '';
  let depth = 0;
  let last: 'open' | 'close' | 'text' | 'empty' | 'none' = 'none';
  const tokens = compact.match(/<[^>]+>|[^<]+/g) ?? [];
  for (const token of tokens) {
    if (token.startsWith('</')) {
      depth--;
      out += last === 'text' || last === 'open' ? token : `\n${'  '.repeat(depth)}${token}`;
      last = 'close';
    } else if (token.startsWith('<')) {
      out += `${out === '' ? '' : '\n'}${'  '.repeat(depth)}${token}`;
      if (token.endsWith('/>')) last = 'empty';
      else {
        depth++;
        last = 'open';
      }
    } else {
      out += token;
      last = 'text';
    }
  }
  return out;
}
