/** SOAP encoding's arrays: a restriction of soapenc:Array and the type of its items. */
import { NS, XSD_DRAFTS } from '../namespaces.js';
import type { QName, XmlElement } from '../xml.js';
import type { SchemaSet } from './context.js';
import type { ArrayItem } from './declarations.js';

/**
 * The items of a SOAP-encoded array type (`<restriction base="soapenc:Array">`): their type as
 * `wsdl:arrayType="xsd:string[]"` names it (or, without it, as the restriction's one element
 * declares it); null when refused (reported).
 */
export function soapArrayItem(schemas: SchemaSet, complex: XmlElement, restriction: XmlElement): ArrayItem | null {
  const { issues } = schemas;
  const name = complex.attr('name');
  const descendants = (e: XmlElement): XmlElement[] => e.children.flatMap((c) => [c, ...descendants(c)]);
  const attribute = descendants(restriction).find((e) => e.is(NS.xsd, 'attribute') && e.attr(`{${NS.wsdl}}arrayType`) !== undefined);
  const element = descendants(restriction).find((e) => e.is(NS.xsd, 'element'));
  let at: XmlElement;
  let typeName: QName | undefined;
  if (attribute) {
    at = attribute;
    const written = attribute.attr(`{${NS.wsdl}}arrayType`)!;
    const match = /^([^[\s]+)\[\]$/.exec(written.trim());
    if (!match) {
      issues.add(
        attribute,
        `array type ${name}: wsdl:arrayType="${written}" is not a one-dimensional array of a type (T[]); arrays of arrays cannot be expressed in the spec`,
      );
      return null;
    }
    const [prefix, local] = match[1]!.includes(':') ? match[1]!.split(':', 2) : ['', match[1]!];
    const ns = attribute.scope.get(prefix!);
    if (ns === undefined) {
      issues.broken(attribute, `wsdl:arrayType="${written}": prefix "${prefix}" is not declared`);
      return null;
    }
    // SOAP 1.1 names xs:anyType by its 1999 name, ur-type (PHP's arrays of mixed items).
    typeName = local === 'ur-type' && (ns === NS.xsd || XSD_DRAFTS.has(ns)) ? { ns: NS.xsd, local: 'anyType' } : { ns, local: local! };
  } else {
    at = element ?? restriction;
    typeName = element?.qname('type');
  }
  if (!typeName) {
    issues.add(at, `array type ${name}: a restriction of soapenc:Array that names no item type (wsdl:arrayType) cannot be expressed in the spec`);
    return null;
  }
  const type = schemas.typeUse(typeName, at);
  if (!type) return null;
  if (type.kind === 'array') {
    issues.add(at, `array type ${name}: an array of arrays (${type.name}) cannot be expressed in the spec`);
    return null;
  }
  return { element: at, name: 'item', namespace: '', type, soapEncoded: true };
}
