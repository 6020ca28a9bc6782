/**
 * rpc/encoded: what each value element's start tag says of its type. SOAP encoding names every
 * value's type on the wire (`xsi:type`), as PHP's SoapServer and Axis write it; the envelope
 * declares `xsd` and `xsi`, another namespace is declared on the element itself.
 */
import { xmlNameOf, type Model, type TypeRef, type ValueShape } from '../model.js';
import { SCALARS } from '../../runtime/xml/scalars.js';
import { str } from './names.js';

const MICROSOFT_TYPES = 'http://microsoft.com/wsdl/types/';

/**
 * ` xsi:type="…"` for a value of this type held by an encoded message or type (`encoded`), else ''.
 * An encoded operation's messages and every type they hold are encoded (spec/encoded-types.ts).
 */
export function xsiTypeAttribute(model: Model, type: TypeRef, encoded: boolean): string {
  // Open content says its own type, when it does, among its attributes.
  if (!encoded || type.kind === 'any') return '';
  if (type.kind === 'scalar') {
    const scalar = SCALARS[type.name];
    return scalar.schema === 'xsd' ? ` xsi:type="xsd:${scalar.xsd}"` : qualified(MICROSOFT_TYPES, scalar.xsd);
  }
  const declared = (type.kind === 'simple' ? model.simpleTypes : model.types).find((t) => t.name === type.name)!;
  return qualified(declared.namespace, xmlNameOf(declared));
}

function qualified(namespace: string, name: string): string {
  return ` xmlns:t="${namespace}" xsi:type="t:${name}"`;
}

/** How an rpc/encoded service writes a list: a soapenc:Array of `<item>` elements. */
export interface SoapArrayForm {
  /** What the array's start tag declares for `arrayType`'s prefix ('' for xsd, which the envelope declares). */
  readonly declaration: string;
  /** The items' type as a QName: `xsd:string`, `t:Pair`. */
  readonly arrayType: string;
  /** What each item's start tag says of its type. */
  readonly itemAttributes: string;
  /** Items of xs:anyType say their own type, among their attributes: the runtime's writer of them. */
  readonly itemAttributesWriter?: 'anyContentAttributes';
  /** SOAP 1.2's encoding, whose arrays say `enc:itemType` and `enc:arraySize`; SOAP 1.1's when absent. */
  readonly soap12?: true;
}

/** The trailing argument naming SOAP 1.2's encoding to the runtime's array writers ('' for SOAP 1.1's, their default). */
export function encodingArgument(form: SoapArrayForm): string {
  return form.soap12 ? ", 'soap12'" : '';
}

/** The expression a generated codec passes the runtime for what each item of an encoded array says of its type. */
export function itemAttributesArgument(form: SoapArrayForm, helpers: Set<string>): string {
  if (form.itemAttributesWriter === undefined) return str(form.itemAttributes);
  helpers.add(form.itemAttributesWriter);
  return form.itemAttributesWriter;
}

/** The soapenc:Array form of a list value held by an encoded message or type; undefined for anything else. */
export function soapArrayForm(model: Model, shape: ValueShape, encoded: boolean): SoapArrayForm | undefined {
  if (!encoded || shape.listItem === undefined) return undefined;
  const soap12 = model.service.encoding === 'soap12' ? { soap12: true as const } : {};
  // Open content says its own type, item by item.
  if (shape.type.kind === 'any')
    return { declaration: '', arrayType: 'xsd:anyType', itemAttributes: '', itemAttributesWriter: 'anyContentAttributes', ...soap12 };
  const itemAttributes = xsiTypeAttribute(model, shape.type, true);
  // ` xmlns:t="ns" xsi:type="t:Pair"` or ` xsi:type="xsd:int"`: the declaration and the QName.
  const match = /^( xmlns:t="[^"]*")? xsi:type="([^"]*)"$/.exec(itemAttributes)!;
  return { declaration: match[1] ?? '', arrayType: match[2]!, itemAttributes, ...soap12 };
}
