/**
 * What a type name refers to, as the spec sees it: a scalar, xs:anyType (mixed content among it),
 * an ArrayOf wrapper or SOAP-encoded array, a complex type or a simple type; and an element's
 * anonymous type.
 */
import { NS } from '../namespaces.js';
import type { QName, XmlElement } from '../xml.js';
import { readInstead, undeclared, type SchemaSet } from './context.js';
import { ANY_TYPE, type ArrayItem, type TypeUse } from './declarations.js';
import { DOTNET_SCALARS, XSD11_TYPES, XSD_SCALARS } from './scalars.js';
import { simpleDef } from './simple-types.js';
import { soapArrayItem } from './soap-arrays.js';

/** What a `type="..."` refers to, or undefined (reported) when the spec cannot name it. */
export function typeUse(schemas: SchemaSet, q: QName, at: XmlElement): TypeUse | undefined {
  if (q.ns === NS.xsd) {
    if (XSD_SCALARS.has(q.local)) return { kind: 'scalar', name: q.local };
    if (q.local === 'anyType') return ANY_TYPE;
    if (XSD11_TYPES.has(q.local)) {
      schemas.issues.add(at, `type xs:${q.local} has no spec equivalent (supported XSD types: ${[...XSD_SCALARS].join(', ')})`);
      return undefined;
    }
    // A name XML Schema defines no type of (xs:any is an element): a reference to nothing, read as others are.
    schemas.warnings.dangling(at, `type xs:${q.local} is no type of XML Schema: read as xs:anyType (open content)`);
    return ANY_TYPE;
  }
  if (DOTNET_SCALARS[q.ns]?.has(q.local)) return { kind: 'scalar', name: q.local };
  // SOAP encoding's types are the XSD built-ins of their names, allowing href/id (read by the runtime).
  if (q.ns === NS.soapEncoding && XSD_SCALARS.has(q.local)) return { kind: 'scalar', name: q.local };
  const complex = schemas.globals.complexType(q);
  const mixed = complex && mixedUse(schemas, complex);
  if (mixed) return mixed;
  if (complex) {
    if (schemas.examining.has(complex)) return { kind: 'complex', name: q.local, decl: complex };
    schemas.examining.add(complex);
    const item = arrayItem(schemas, complex);
    schemas.examining.delete(complex);
    if (item === null) return undefined;
    if (item) return { kind: 'array', name: q.local, namespace: q.ns, item };
    return { kind: 'complex', name: q.local, decl: complex };
  }
  const simple = schemas.globals.simpleType(q);
  if (simple) {
    const def = simpleDef(schemas, simple);
    return def && { kind: 'simple', name: q.local, decl: simple, def };
  }
  // An unprefixed type="X" where no default namespace is declared: the one type X, as zeep and node-soap read it.
  const named = q.ns === '' ? schemas.globals.typeNamed(q.local) : undefined;
  if (named) {
    schemas.warnings.dangling(at, `type {}${q.local} is not declared: read as the type ${q.local} of ${named.ns}, as zeep and node-soap read it`);
    return typeUse(schemas, named, at);
  }
  if (readInstead(schemas, at, `type {${q.ns}}${q.local}`, q.ns, 'read as xs:anyType (open content)')) return ANY_TYPE;
  undeclared(schemas, at, `type {${q.ns}}${q.local}`, q.ns);
  return undefined;
}

/**
 * The anonymous type of an element (a local one declared under the global declaration `global`)
 * as a type use; null when it is a simple type the spec cannot express (reported).
 */
export function anonymousUse(schemas: SchemaSet, element: XmlElement, name: string, global: XmlElement = element): TypeUse | null | undefined {
  const inline = schemas.globals.anonymousType(element, global);
  if (inline) return mixedUse(schemas, inline) ?? { kind: 'complex', name, decl: inline, anonymous: true };
  const simple = schemas.globals.anonymousType(element, global, 'simpleType');
  if (!simple) return undefined;
  const def = simpleDef(schemas, simple);
  return def ? { kind: 'simple', name, decl: simple, def, anonymous: true } : null;
}

/**
 * A mixed complex type (text between its elements) as xs:anyType, whose value keeps text and
 * elements in document order: the same wire, read as open content (warned once per type).
 */
function mixedUse(schemas: SchemaSet, complex: XmlElement): typeof ANY_TYPE | undefined {
  if (complex.attr('mixed') !== 'true') return undefined;
  if (!schemas.warnedMixed.has(complex)) {
    schemas.warnedMixed.add(complex);
    schemas.warnings.add(complex, 'mixed="true" (text between elements) is read as xs:anyType, open content that keeps text and elements in order');
  }
  return ANY_TYPE;
}

/**
 * The item of an ArrayOf wrapper (a complex type whose only content is one repeated element),
 * undefined for any other complex type, null when the wrapper is refused (reported).
 */
function arrayItem(schemas: SchemaSet, complex: XmlElement): ArrayItem | undefined | null {
  const { issues } = schemas;
  const content = complex.children.filter((c) => c.ns === NS.xsd && c.local !== 'annotation');
  const restriction = content.length === 1 && content[0]!.local === 'complexContent' ? content[0]!.first(NS.xsd, 'restriction') : undefined;
  const base = restriction?.qname('base');
  // A restriction of either SOAP encoding's Array (gSOAP restricts SOAP 1.2's as SOAP 1.1's).
  if (restriction && (base?.ns === NS.soapEncoding || base?.ns === NS.soap12Encoding) && base.local === 'Array')
    return soapArrayItem(schemas, complex, restriction);
  const sequence = content.length === 1 && content[0]!.local === 'sequence' ? content[0]! : undefined;
  const only = sequence?.children.filter((c) => c.ns === NS.xsd && c.local !== 'annotation');
  if (!only || only.length !== 1 || only[0]!.local !== 'element') return undefined;
  const element = only[0]!;
  const max = element.attr('maxOccurs') ?? '1';
  if (max === '1' || max === '0') return undefined;
  const name = element.attr('name');
  const typeName = element.qname('type');
  // Items of an anonymous (complex or simple) type, items referring to a global element, or at most
  // so many: a complex type with a repeated element, as written.
  if (name !== undefined && typeName === undefined && (element.first(NS.xsd, 'complexType') || element.first(NS.xsd, 'simpleType'))) return undefined;
  if (element.attr('ref') !== undefined) return undefined;
  if (max !== 'unbounded') return undefined;
  if (name === undefined) {
    issues.add(element, 'list items must be declared with name and type (element refs and anonymous types are not supported)');
    return null;
  }
  const namespace = schemas.globals.localNamespace(element, complex);
  // An element declared without a type is of xs:anyType (ASMX's ArrayOfAnyType).
  const type = typeName === undefined ? ANY_TYPE : typeUse(schemas, typeName, element);
  if (!type) return null;
  // Items that are lists: a complex type repeating a list, which the spec says as a list of lists.
  if (type.kind === 'array') return undefined;
  if (type.kind === 'complex' && type.decl === complex) return undefined; // a type holding a list of itself is not a list
  return { element, name, namespace, type };
}
