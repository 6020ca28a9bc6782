/**
 * SOAP encoding, as rpc/encoded services (PHP's SoapServer, Axis, gSOAP) use it: SOAP 1.1's
 * (section 5) and, on SOAP 1.2 messages where a service declares it, SOAP 1.2's (Part 2, section 3).
 * The wrappers name the encoding, values say their type with `xsi:type` (written by the generated
 * encoders), and a value may be written once and pointed to from elsewhere: SOAP 1.1's
 * multi-reference (`<multiRef id="v1">`, a child of the Body, and `<pair href="#v1"/>`), SOAP 1.2's
 * `enc:id` on the value where it first stands and `enc:ref="v1"` where it stands again.
 */
import { DecodeError } from './decode.js';
import { EncodeError, xmlNil } from './encode.js';
import type { XmlElement } from './parse.js';

export const SOAP_ENCODING_NS = 'http://schemas.xmlsoap.org/soap/encoding/';
export const SOAP12_ENCODING_NS = 'http://www.w3.org/2003/05/soap-encoding';

/** Which SOAP encoding a service writes: SOAP 1.1's, or SOAP 1.2's (SOAP 1.2 messages only). */
export type SoapEncoding = 'soap11' | 'soap12';

/**
 * What an encoded wrapper's start tag carries besides its name: the encoding it is written in
 * (SOAP 1.2 messages in SOAP 1.1's encoding leave it out, as PHP writes them).
 */
export function encodingStyleAttribute(version: '1.1' | '1.2', encoding: SoapEncoding = 'soap11'): string {
  if (encoding === 'soap12') return ` soap:encodingStyle="${SOAP12_ENCODING_NS}"`;
  return version === '1.1' ? ` soap:encodingStyle="${SOAP_ENCODING_NS}"` : '';
}

/** Elements resolved per message at most: a bound against reference chains that fan out. */
const MAX_RESOLVED = 10_000;

/**
 * `element` with every reference replaced by the content of the value it names: SOAP 1.1's
 * `href="#id"`, the Body's child of that `id` (multi-references may point to multi-references), and
 * SOAP 1.2's `enc:ref="id"`, the element of the Body with that `enc:id`. A reference to no such id,
 * or a cycle, is a DecodeError; elements without references are returned as they are.
 */
export function resolveReferences(element: XmlElement, body: XmlElement): XmlElement {
  let targets: Map<string, XmlElement> | undefined;
  let resolved = 0;
  const resolve = (el: XmlElement, open: ReadonlySet<string>): XmlElement => {
    if (++resolved > MAX_RESOLVED) throw new DecodeError(`${el.name}: more than ${MAX_RESOLVED} elements to resolve`);
    const reference = referenceOf(el);
    if (reference === undefined) {
      if (!el.children.length) return el;
      const children = el.children.map((c) => resolve(c, open));
      return children.every((c, i) => c === el.children[i]) ? el : { ...el, children };
    }
    const { id, written } = reference;
    if (id === undefined) throw new DecodeError(`${el.name}: ${written} is not a reference within the message (#id)`);
    targets ??= targetsOf(body);
    const target = targets.get(id);
    if (!target) throw new DecodeError(`${el.name}: ${written} refers to no element of the Body`);
    if (open.has(id)) throw new DecodeError(`${el.name}: ${written} refers to itself through its own content`);
    const inner = resolve(target, new Set([...open, id]));
    // The referring element keeps its name (and namespace); the value is the target's.
    return {
      name: el.name,
      ns: el.ns,
      children: inner.children,
      text: inner.text,
      nil: inner.nil,
      attributes: inner.attributes.filter((a) => !(a.name === 'id' && (a.ns === '' || a.ns === SOAP12_ENCODING_NS))),
    };
  };
  return resolve(element, new Set());
}

/** The id an element refers to (undefined when it is no reference within the message), and how it is written; undefined for no reference. */
function referenceOf(el: XmlElement): { id: string | undefined; written: string } | undefined {
  for (const a of el.attributes) {
    if (a.name === 'href' && a.ns === '') return { id: a.value.startsWith('#') ? a.value.slice(1) : undefined, written: `href "${a.value}"` };
    if (a.name === 'ref' && a.ns === SOAP12_ENCODING_NS) return { id: a.value.trim(), written: `enc:ref "${a.value}"` };
  }
  return undefined;
}

/** The values references may name: the Body's children by `id` (SOAP 1.1), any element of it by `enc:id` (SOAP 1.2). */
function targetsOf(body: XmlElement): Map<string, XmlElement> {
  const targets = new Map<string, XmlElement>();
  for (const c of body.children) {
    const id = c.attributes.find((a) => a.name === 'id' && a.ns === '');
    if (id) targets.set(id.value, c);
  }
  const walk = (el: XmlElement): void => {
    const id = el.attributes.find((a) => a.name === 'id' && a.ns === SOAP12_ENCODING_NS);
    if (id) targets.set(id.value.trim(), el);
    el.children.forEach(walk);
  };
  walk(body);
  return targets;
}

/** What an array's start tag says of its type besides its item type and size (the encoding's namespace is declared on it). */
export const SOAP_ARRAY_TYPE = ` xmlns:soapenc="${SOAP_ENCODING_NS}" xsi:type="soapenc:Array"`;

/**
 * What each item's start tag says of its type: the same for every item (` xsi:type="xsd:int"`), or
 * the item's own, for items of xs:anyType, whose values say theirs among their attributes.
 */
export type ItemAttributes<T> = string | ((value: T, path: string) => string);

/**
 * A list as SOAP encoding writes it (section 5.4.2): `<Name xsi:type="soapenc:Array"
 * soapenc:arrayType="xsd:string[2]">` holding one `<item>` per value, each saying its type
 * (`itemAttributes`), a null one nil. `arrayType` is the items' type as a QName whose prefix
 * `attributes` or the envelope declares.
 */
export function xmlSoapArray<T>(
  name: string,
  values: readonly T[],
  encode: (value: T, name: string) => string,
  attributes: string,
  arrayType: string,
  itemAttributes: ItemAttributes<T>,
  encoding: SoapEncoding = 'soap11',
): string {
  if (!Array.isArray(values)) throw new EncodeError(`${name} must be a list`);
  return `<${name}${attributes}${soapArrayAttributes(arrayType, values.length, encoding)}>${xmlSoapItems(values, encode, itemAttributes)}</${name}>`;
}

/** The `<item>` elements of a SOAP-encoded array (an array result's content). */
export function xmlSoapItems<T>(values: readonly T[], encode: (value: T, name: string) => string, itemAttributes: ItemAttributes<T>): string {
  if (!Array.isArray(values)) throw new EncodeError('the items must be a list');
  let xml = '';
  for (const value of values) {
    if (value == null) xml += xmlNil('item');
    else xml += `<item${typeof itemAttributes === 'string' ? itemAttributes : itemAttributes(value, 'item')}>${encode(value, 'item')}</item>`;
  }
  return xml;
}

/**
 * An array's type and size: SOAP 1.1's ` soapenc:arrayType="xsd:string[2]"` (after SOAP_ARRAY_TYPE),
 * SOAP 1.2's ` enc:itemType="xsd:string" enc:arraySize="2"`.
 */
export function soapArrayAttributes(arrayType: string, length: number, encoding: SoapEncoding = 'soap11'): string {
  if (encoding === 'soap12') return ` xmlns:enc="${SOAP12_ENCODING_NS}" enc:itemType="${arrayType}" enc:arraySize="${length}"`;
  return `${SOAP_ARRAY_TYPE} soapenc:arrayType="${arrayType}[${length}]"`;
}
