/**
 * The particles of a content model: xs:sequence, xs:choice and xs:all, named groups inlined, the
 * element declarations (local, or references to global elements) and xs:any wildcards among them.
 */
import { NS } from '../namespaces.js';
import type { QName, XmlElement } from '../xml.js';
import { readInstead, undeclared, type SchemaSet } from './context.js';
import { annotation, ANY_TYPE, isUntyped, valueConstraint, wildcardOf, type ElementDecl, type ParticleDecl } from './declarations.js';
import { anonymousUse } from './type-uses.js';

/**
 * An xs:sequence or xs:choice: a sequence that occurs once is its particles in place (at the top
 * of a type, or nested in another sequence; in a choice it is one alternative), anything else a
 * group of them.
 */
export function compositor(schemas: SchemaSet, part: XmlElement, owner: XmlElement, top = false, inChoice = false): ParticleDecl[] {
  const minOccurs = Number(part.attr('minOccurs') ?? '1');
  const max = part.attr('maxOccurs') ?? '1';
  const repeated = max === 'unbounded' || Number(max) > 1;
  if (!repeated && max !== '1') {
    schemas.issues.add(part, `xs:${part.local} maxOccurs="${max}": a group that may not occur cannot be expressed in the spec`);
    return [];
  }
  const particles: ParticleDecl[] = [];
  sequence(schemas, part, particles, owner);
  if (part.local === 'sequence' && minOccurs === 1 && !repeated && !inChoice) return particles;
  if (top && part.local === 'sequence' && minOccurs === 0 && !repeated && particles.length === 0) return particles;
  return [{ group: part.local === 'choice' ? 'choice' : 'sequence', element: part, particles, minOccurs, repeated }];
}

/** xs:all: its elements, each at most once. */
export function all(schemas: SchemaSet, part: XmlElement, into: ParticleDecl[], owner: XmlElement): void {
  for (const child of part.children) {
    if (child.ns !== NS.xsd || child.local === 'annotation') continue;
    if (child.local !== 'element') {
      schemas.issues.add(child, `xs:${child.local} inside xs:all cannot be expressed in the spec (only elements)`);
      continue;
    }
    const decl = elementDecl(schemas, child, owner);
    if (decl) into.push(decl);
  }
}

/** `<xs:group ref="...">`: the named group's sequence, inlined where it is referred to (once, as written). */
export function groupRef(schemas: SchemaSet, ref: XmlElement, into: ParticleDecl[]): void {
  const { issues } = schemas;
  const name = ref.qname('ref');
  const group = name && schemas.globals.group(name);
  if (!group) {
    if (!name) issues.add(ref, 'a group here needs a ref');
    else if (!readInstead(schemas, ref, `group {${name.ns}}${name.local}`, name.ns, 'left out'))
      undeclared(schemas, ref, `group {${name.ns}}${name.local}`, name.ns);
    return;
  }
  for (const attr of ['minOccurs', 'maxOccurs']) {
    if ((ref.attr(attr) ?? '1') !== '1') issues.add(ref, `xs:group ${attr}="${ref.attr(attr)}" cannot be expressed in the spec`);
  }
  const content = group.children.filter((c) => c.ns === NS.xsd && c.local !== 'annotation');
  if (content.length !== 1 || content[0]!.local !== 'sequence') {
    const other = content.find((c) => c.local !== 'sequence') ?? group;
    issues.add(other, `group ${group.attr('name')}: xs:${other.local} cannot be expressed in the spec (only a group holding an xs:sequence)`);
    return;
  }
  if (schemas.inlining.has(group)) {
    issues.add(ref, `group ${group.attr('name')} holds itself`);
    return;
  }
  schemas.inlining.add(group);
  sequence(schemas, content[0]!, into, group);
  schemas.inlining.delete(group);
}

/** The particles of an xs:sequence or xs:choice, added to `into`. */
function sequence(schemas: SchemaSet, holder: XmlElement, into: ParticleDecl[], owner: XmlElement): void {
  for (const child of holder.children) {
    if (child.ns !== NS.xsd) foreignParticle(schemas, child, holder);
    if (child.ns !== NS.xsd || child.local === 'annotation') continue;
    if (child.local === 'group') {
      groupRef(schemas, child, into);
      continue;
    }
    if (child.local === 'sequence' || child.local === 'choice') {
      into.push(...compositor(schemas, child, owner, false, holder.local === 'choice'));
      continue;
    }
    if (child.local === 'any') {
      const wildcard = wildcardOf(child);
      if (wildcard.maxOccurs === '0') continue;
      // Named for its TypeScript property: `any`, then `any2`... beside elements of those names.
      let name = 'any';
      for (let n = 2; into.some((d) => 'name' in d && d.name === name); n++) name = `any${n}`;
      into.push({ element: child, name, namespace: '', type: ANY_TYPE, minOccurs: Number(child.attr('minOccurs') ?? '1'), nillable: false, wildcard });
      continue;
    }
    if (child.local === 'element' && isSchemaRef(child)) {
      // .NET's DataSet: the value carries its own schema, an element no WSDL declares; open content keeps it.
      schemas.warnings.add(child, `element ref xs:schema (a DataSet's inline schema) is read as an xs:any of the XML Schema namespace`);
      const wildcard = { element: child, namespace: NS.xsd, processContents: 'lax', maxOccurs: child.attr('maxOccurs') ?? '1' };
      into.push({
        element: child,
        name: 'schema',
        namespace: '',
        type: ANY_TYPE,
        minOccurs: Number(child.attr('minOccurs') ?? '1'),
        nillable: false,
        wildcard,
      });
      continue;
    }
    if (child.local !== 'element') {
      schemas.issues.add(
        child,
        `xs:${child.local} cannot be expressed in the spec (only xs:element, xs:any, xs:sequence and xs:choice inside xs:${holder.local} are supported)`,
      );
      continue;
    }
    const decl = elementDecl(schemas, child, owner);
    if (decl) into.push(decl);
  }
}

function elementDecl(schemas: SchemaSet, element: XmlElement, owner: XmlElement): ElementDecl | undefined {
  const ref = element.qname('ref');
  if (ref) return referenced(schemas, element, ref);
  const name = element.attr('name');
  if (name === undefined) {
    schemas.issues.add(element, 'an element declaration needs a name or a ref');
    return undefined;
  }
  const namespace = schemas.globals.localNamespace(element, owner);
  const typeName = element.qname('type');
  const anonymous = typeName || isUntyped(element) ? undefined : anonymousUse(schemas, element, name, owner);
  if (anonymous === null) return undefined;
  if (!typeName && !anonymous && !isUntyped(element)) {
    const inline = element.children.find((c) => c.ns === NS.xsd && c.local !== 'annotation');
    schemas.issues.add(inline ?? element, `element ${name}: ${inline ? 'an anonymous type' : 'no type'} cannot be expressed in the spec; give it a named type`);
    return undefined;
  }
  const repeated = repeats(schemas, element, name);
  if (repeated === undefined) return undefined;
  // Declared without a type or content, an element is of xs:anyType.
  const type = typeName ? schemas.typeUse(typeName, element) : (anonymous ?? ANY_TYPE);
  if (!type) return undefined;
  const description = annotation(element);
  return {
    element,
    name,
    namespace,
    type,
    minOccurs: Number(element.attr('minOccurs') ?? '1'),
    ...(repeated ? { repeated } : {}),
    ...bound(element, repeated),
    nillable: element.attr('nillable') === 'true',
    ...valueConstraint(element),
    ...(description ? { description } : {}),
  };
}

/** Whether an element repeats (maxOccurs above 1: a list without a wrapper); undefined (reported) for maxOccurs="0". */
function repeats(schemas: SchemaSet, element: XmlElement, name: string): true | false | undefined {
  const max = element.attr('maxOccurs') ?? '1';
  if (max === '1') return false;
  if (max === 'unbounded' || Number(max) > 1) return true;
  schemas.issues.add(element, `element ${name} maxOccurs="${max}": an element that may not occur cannot be expressed in the spec`);
  return undefined;
}

/** `<xs:element ref="p:name">`: the global element, in its namespace, with the occurrences written at the reference. */
function referenced(schemas: SchemaSet, at: XmlElement, ref: QName): ElementDecl | undefined {
  const global = schemas.globals.element(ref);
  const repeated = repeats(schemas, at, ref.local);
  if (repeated === undefined) return undefined;
  if (!global) {
    if (!readInstead(schemas, at, `element ref {${ref.ns}}${ref.local}`, ref.ns, 'read as an element of xs:anyType (open content)')) {
      undeclared(schemas, at, `element ref {${ref.ns}}${ref.local}`, ref.ns);
      return undefined;
    }
    const occurs = { minOccurs: Number(at.attr('minOccurs') ?? '1'), ...(repeated ? { repeated } : {}), ...bound(at, repeated) };
    return { element: at, name: ref.local, namespace: ref.ns, ref: true, type: ANY_TYPE, ...occurs, nillable: false };
  }
  const typeName = global.qname('type');
  const anonymous = typeName || isUntyped(global) ? undefined : anonymousUse(schemas, global, ref.local, global);
  if (anonymous === null) return undefined;
  if (!typeName && !anonymous && !isUntyped(global)) {
    schemas.issues.add(global, `element ${ref.local}: no type cannot be expressed in the spec; give it a named type`);
    return undefined;
  }
  // Declared without a type or content, an element is of xs:anyType.
  const type = typeName ? schemas.typeUse(typeName, global) : (anonymous ?? ANY_TYPE);
  if (!type) return undefined;
  const description = annotation(at) ?? annotation(global);
  return {
    element: at,
    name: ref.local,
    namespace: ref.ns,
    ref: true,
    type,
    minOccurs: Number(at.attr('minOccurs') ?? '1'),
    ...(repeated ? { repeated } : {}),
    ...bound(at, repeated),
    nillable: global.attr('nillable') === 'true',
    // A reference may give its own value constraint; else the global element's holds.
    ...valueConstraint(at.attr('default') !== undefined || at.attr('fixed') !== undefined ? at : global),
    ...(description ? { description } : {}),
  };
}

/** A repeated element's maxOccurs, where it is a number. */
function bound(element: XmlElement, repeated: boolean): { maxOccurs?: number } {
  const max = element.attr('maxOccurs');
  return repeated && max !== undefined && max !== 'unbounded' ? { maxOccurs: Number(max) } : {};
}

/** Whether an element declaration refers to XML Schema's own `schema` element, which no imported schema declares. */
function isSchemaRef(element: XmlElement): boolean {
  const ref = element.qname('ref');
  return ref?.ns === NS.xsd && ref.local === 'schema';
}

/** An element of another namespace in a content model is no particle (XML Schema readers such as zeep's refuse it): ignored, said once. */
function foreignParticle(schemas: SchemaSet, child: XmlElement, holder: XmlElement): void {
  const said = schemas.warnings.list.some((w) => w.file === child.file && w.line === child.line && w.column === child.column);
  if (!said) schemas.warnings.add(child, `<${child.local}> in ${child.ns || 'no namespace'} inside xs:${holder.local} is no XML Schema particle: ignored`);
}
