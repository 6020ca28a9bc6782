/** A complex type's content model: complex content (a base, its particles and attributes) or simple content (a text with attributes). */
import { NS } from '../namespaces.js';
import type { QName, XmlElement } from '../xml.js';
import { attributePart } from './attributes.js';
import type { SchemaSet } from './context.js';
import { elementsOf, type AttributeDecl, type Content, type ParticleDecl, type TextUse, type Wildcard } from './declarations.js';
import { all, compositor, groupRef } from './particles.js';
import { restrictionDef } from './simple-types.js';

/**
 * The base (complexContent extension) and element declarations of a complex type, or of the
 * anonymous complex type of a wrapper element (`owner`: the global declaration it is part of).
 * Unsupported content is reported and skipped.
 */
export function content(schemas: SchemaSet, complex: XmlElement, owner = complex): Content {
  const { issues } = schemas;
  let holder = complex;
  let base: QName | undefined;
  for (const attr of ['mixed']) {
    if (complex.attr(attr) === 'true') issues.add(complex, `${attr}="true" (text between elements) cannot be expressed in the spec`);
  }
  const parts = complex.children.filter((c) => c.ns === NS.xsd && c.local !== 'annotation');
  const complexContent = parts.find((c) => c.local === 'complexContent');
  const simpleContent = parts.find((c) => c.local === 'simpleContent');
  if (simpleContent) return simpleContentOf(schemas, simpleContent, owner, complex);
  let restricts: QName | undefined;
  const restriction = complexContent?.first(NS.xsd, 'restriction');
  const restricted = restriction?.qname('base');
  // A restriction of a complex type of the schemas (SOAP encoding's arrays are not one) holds its own particles, as written.
  if (restriction && restricted && schemas.globals.complexType(restricted)) {
    restricts = restricted;
    holder = restriction;
  } else if (complexContent) {
    const extension = complexContent.first(NS.xsd, 'extension');
    if (!extension) {
      const other = complexContent.children.find((c) => c.ns === NS.xsd && c.local !== 'annotation') ?? complexContent;
      issues.add(other, `xs:complexContent/${other.local}: only xs:extension of a complex type is supported`);
      return { elements: [], attributes: [] };
    }
    base = extension.qname('base');
    holder = extension;
  }
  const particles: ParticleDecl[] = [];
  const attributes: AttributeDecl[] = [];
  const wildcards: Wildcard[] = [];
  let isAll = false;
  for (const part of holder.children) {
    if (part.ns !== NS.xsd || part.local === 'annotation') continue;
    if (part.local === 'sequence' || part.local === 'choice') {
      particles.push(...compositor(schemas, part, owner, true));
    } else if (part.local === 'all') {
      isAll = true;
      all(schemas, part, particles, owner);
    } else if (part.local === 'group') {
      groupRef(schemas, part, particles);
    } else if (!attributePart(schemas, part, attributes, owner, wildcards) && part !== complexContent) {
      issues.add(part, `xs:${part.local} cannot be expressed in the spec (only xs:sequence, xs:choice and xs:all of elements and xs:attribute are supported)`);
    }
  }
  // XML Schema allows one particle in a type; WSDLs written by hand sometimes hold several.
  const written = holder.children.filter((c) => c.ns === NS.xsd && ['sequence', 'choice', 'all', 'group'].includes(c.local));
  if (written.length > 1) {
    schemas.warnings.add(
      written[1]!,
      `xs:${written[1]!.local} after xs:${written[0]!.local} in one type, where XML Schema allows one particle: read as ${isAll ? 'one xs:all of all their elements' : 'one sequence of them, in order'}`,
    );
  }
  const elements = elementsOf(particles);
  const grouped = particles.some((p) => 'group' in p);
  const anyAttribute = wildcards[0];
  return {
    ...(base ? { base } : {}),
    ...(restricts ? { restricts } : {}),
    elements,
    ...(grouped ? { particles } : {}),
    ...(isAll ? { all: true } : {}),
    attributes: restricts ? restrictedAttributes(schemas, restricts, holder, attributes) : attributes,
    ...(anyAttribute ? { anyAttribute } : {}),
  };
}

/**
 * Every attribute of a restriction, as the spec lists them: its base's (their own and inherited) in
 * their order, each replaced by the restriction's declaration of it, less those it prohibits.
 */
function restrictedAttributes(schemas: SchemaSet, base: QName, restriction: XmlElement, own: readonly AttributeDecl[]): AttributeDecl[] {
  const prohibited = new Set(
    restriction.children.filter((c) => c.is(NS.xsd, 'attribute') && c.attr('use') === 'prohibited').map((c) => c.attr('name') ?? c.qname('ref')?.local),
  );
  const same = (a: AttributeDecl, b: AttributeDecl): boolean => a.name === b.name && a.namespace === b.namespace;
  const inherited = allAttributes(schemas, base);
  return [
    ...inherited.filter((a) => !prohibited.has(a.name)).map((a) => own.find((o) => same(o, a)) ?? a),
    ...own.filter((o) => !inherited.some((a) => same(o, a))),
  ];
}

/** The attributes a named complex type has, inherited ones first. */
function allAttributes(schemas: SchemaSet, name: QName, seen = new Set<string>()): AttributeDecl[] {
  const key = `{${name.ns}}${name.local}`;
  const complex = schemas.globals.complexType(name);
  if (!complex || seen.has(key)) return [];
  seen.add(key);
  const { base, attributes } = content(schemas, complex);
  return [...(base ? allAttributes(schemas, base, seen) : []), ...attributes];
}

/**
 * `xs:simpleContent/xs:extension` of a scalar or simple type (a text with attributes), or of a
 * complex type of simple content (its text and attributes, and attributes of its own).
 */
function simpleContentOf(schemas: SchemaSet, simpleContent: XmlElement, owner: XmlElement, complex: XmlElement): Content {
  const { issues } = schemas;
  const restriction = simpleContent.first(NS.xsd, 'restriction');
  if (restriction) return simpleRestrictionOf(schemas, restriction, owner, complex);
  const extension = simpleContent.first(NS.xsd, 'extension');
  const base = extension?.qname('base');
  if (!extension || !base) {
    const other = simpleContent.children.find((c) => c.ns === NS.xsd && c.local !== 'annotation') ?? simpleContent;
    issues.add(
      other,
      `xs:simpleContent/${other.local}: only xs:extension (of a simple type, or of a type of simple content) and xs:restriction (of a type of simple content) are supported`,
    );
    return { elements: [], attributes: [] };
  }
  const value = schemas.typeUse(base, extension);
  const attributes: AttributeDecl[] = [];
  const wildcards: Wildcard[] = [];
  for (const part of extension.children) {
    if (part.ns !== NS.xsd || part.local === 'annotation') continue;
    if (!attributePart(schemas, part, attributes, owner, wildcards))
      issues.add(part, `xs:${part.local} cannot be expressed in the spec inside xs:simpleContent`);
  }
  if (wildcards.length > 0) issues.add(wildcards[0]!.element, 'xs:anyAttribute inside xs:simpleContent cannot be expressed in the spec');
  if (value?.kind === 'complex' && value.decl.first(NS.xsd, 'simpleContent')) return { base, elements: [], attributes };
  if (value && (value.kind === 'complex' || value.kind === 'array' || value.kind === 'any')) {
    issues.add(
      extension,
      `xs:simpleContent extends ${base.local}, a complex type of elements: simple content extends a simple type or a type of simple content`,
    );
    return { elements: [], attributes };
  }
  return value ? { elements: [], attributes, value } : { elements: [], attributes };
}

/** The children of a simple content restriction that are not facets of its value. */
const NOT_FACETS: ReadonlySet<string> = new Set(['attribute', 'attributeGroup', 'anyAttribute', 'simpleType']);

/**
 * `xs:simpleContent/xs:restriction` of a complex type of simple content: its value narrowed by the
 * facets written inside it (an anonymous simple type restricting the base's value; the base's own
 * value without facets) and every attribute it has, as a complex content restriction lists them.
 */
function simpleRestrictionOf(schemas: SchemaSet, restriction: XmlElement, owner: XmlElement, complex: XmlElement): Content {
  const { issues } = schemas;
  const base = restriction.qname('base');
  const use = base && schemas.typeUse(base, restriction);
  if (!base || !use) {
    if (!base) issues.add(restriction, 'xs:simpleContent/xs:restriction names no base');
    return { elements: [], attributes: [] };
  }
  const baseValue = use.kind === 'complex' && !use.anonymous ? valueOf(schemas, use.decl) : undefined;
  if (!baseValue) {
    issues.add(
      restriction,
      `xs:simpleContent restricts ${base.local}: simple content restricts a complex type of simple content (restrict a simple type with xs:simpleType)`,
    );
    return { elements: [], attributes: [] };
  }
  const own: AttributeDecl[] = [];
  const wildcards: Wildcard[] = [];
  for (const part of restriction.children) {
    if (part.ns !== NS.xsd || !NOT_FACETS.has(part.local)) continue;
    if (part.local === 'simpleType')
      issues.add(part, 'an xs:simpleType inside xs:simpleContent/xs:restriction cannot be expressed in the spec; write its facets in the restriction');
    else attributePart(schemas, part, own, owner, wildcards);
  }
  if (wildcards.length > 0) issues.add(wildcards[0]!.element, 'xs:anyAttribute inside xs:simpleContent cannot be expressed in the spec');
  const attributes = restrictedAttributes(schemas, base, restriction, own);
  const facets = restriction.children.some((c) => c.ns === NS.xsd && c.local !== 'annotation' && !NOT_FACETS.has(c.local));
  if (!facets) return { restricts: base, elements: [], attributes, value: baseValue };
  const name = `${complex.attr('name') ?? owner.attr('name') ?? ''}Value`;
  const def = restrictionDef(schemas, restriction, `the simple content of ${name.slice(0, -'Value'.length) || 'a type'}`, baseValue, NOT_FACETS);
  schemas.globals.placeWith(restriction, complex);
  return def
    ? { restricts: base, elements: [], attributes, value: { kind: 'simple', name, decl: restriction, def, anonymous: true } }
    : { restricts: base, elements: [], attributes };
}

/** The type of a complex type's text: its own simple content's, or that of the base it extends or restricts; undefined for a type of elements. */
function valueOf(schemas: SchemaSet, complex: XmlElement, seen = new Set<XmlElement>()): TextUse | undefined {
  if (seen.has(complex) || !complex.children.some((c) => c.is(NS.xsd, 'simpleContent'))) return undefined;
  seen.add(complex);
  const { value, base, restricts } = content(schemas, complex);
  if (value) return value;
  const from = base ?? restricts;
  const decl = from && schemas.globals.complexType(from);
  return decl ? valueOf(schemas, decl, seen) : undefined;
}
