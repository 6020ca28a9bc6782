/**
 * SOAP 1.1 encoding (section 5), as rpc/encoded services (PHP's SoapServer, Axis) use it: the
 * wrappers name the encoding, values say their type with `xsi:type` (written by the generated
 * encoders), and a value may be written once as a multi-reference (`<multiRef id="v1">`, a child
 * of the Body) and pointed to from where it belongs (`<pair href="#v1"/>`).
 */
import { DecodeError } from './decode.js';
import { EncodeError, xmlNil } from './encode.js';
import type { XmlElement } from './parse.js';

export const SOAP_ENCODING_NS = 'http://schemas.xmlsoap.org/soap/encoding/';

/** What an encoded wrapper's start tag carries besides its name: SOAP 1.1 names the encoding there. */
export function encodingStyleAttribute(version: '1.1' | '1.2'): string {
  return version === '1.1' ? ` soap:encodingStyle="${SOAP_ENCODING_NS}"` : '';
}

/** Elements resolved per message at most: a bound against reference chains that fan out. */
const MAX_RESOLVED = 10_000;

/**
 * `element` with every `href="#id"` replaced by the content of the Body's child of that `id`
 * (multi-references may point to multi-references). A reference to no such id, or a cycle, is a
 * DecodeError; elements without references are returned as they are.
 */
export function resolveReferences(element: XmlElement, body: XmlElement): XmlElement {
  let targets: Map<string, XmlElement> | undefined;
  let resolved = 0;
  const resolve = (el: XmlElement, open: ReadonlySet<string>): XmlElement => {
    if (++resolved > MAX_RESOLVED) throw new DecodeError(`${el.name}: more than ${MAX_RESOLVED} elements to resolve`);
    const href = el.attributes.find((a) => a.name === 'href' && a.ns === '')?.value;
    if (href === undefined) {
      if (!el.children.length) return el;
      const children = el.children.map((c) => resolve(c, open));
      return children.every((c, i) => c === el.children[i]) ? el : { ...el, children };
    }
    if (!href.startsWith('#')) throw new DecodeError(`${el.name}: href "${href}" is not a reference within the message (#id)`);
    const id = href.slice(1);
    targets ??= new Map(body.children.flatMap((c): [string, XmlElement][] => idOf(c).map((i) => [i, c])));
    const target = targets.get(id);
    if (!target) throw new DecodeError(`${el.name}: href "${href}" refers to no element of the Body`);
    if (open.has(id)) throw new DecodeError(`${el.name}: href "${href}" refers to itself through its own content`);
    const inner = resolve(target, new Set([...open, id]));
    // The referring element keeps its name (and namespace); the value is the target's.
    return {
      name: el.name,
      ns: el.ns,
      children: inner.children,
      text: inner.text,
      nil: inner.nil,
      attributes: inner.attributes.filter((a) => !(a.name === 'id' && a.ns === '')),
    };
  };
  return resolve(element, new Set());
}

function idOf(el: XmlElement): string[] {
  const id = el.attributes.find((a) => a.name === 'id' && a.ns === '');
  return id ? [id.value] : [];
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
): string {
  if (!Array.isArray(values)) throw new EncodeError(`${name} must be a list`);
  return `<${name}${attributes}${soapArrayAttributes(arrayType, values.length)}>${xmlSoapItems(values, encode, itemAttributes)}</${name}>`;
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

/** An array's type and size: ` soapenc:arrayType="xsd:string[2]"` (after SOAP_ARRAY_TYPE). */
export function soapArrayAttributes(arrayType: string, length: number): string {
  return `${SOAP_ARRAY_TYPE} soapenc:arrayType="${arrayType}[${length}]"`;
}
