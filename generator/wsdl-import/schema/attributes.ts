/** A complex type's attributes: xs:attribute (by name or ref), xs:attributeGroup refs inlined, and xs:anyAttribute. */
import { NS } from '../namespaces.js';
import type { QName, XmlElement } from '../xml.js';
import { readInstead, undeclared, type SchemaSet } from './context.js';
import { annotation, valueConstraint, wildcardOf, type AttributeDecl, type TypeUse, type Wildcard } from './declarations.js';
import { simpleDef } from './simple-types.js';

/** An xs:attribute or xs:attributeGroup ref (inlined), added to `into`; false for any other part. */
export function attributePart(schemas: SchemaSet, part: XmlElement, into: AttributeDecl[], owner: XmlElement, wildcards: Wildcard[]): boolean {
  const { issues } = schemas;
  if (part.local === 'attribute') {
    const decl = attributeDecl(schemas, part, owner);
    if (decl) into.push(decl);
    return true;
  }
  if (part.local === 'attributeGroup') {
    const ref = part.qname('ref');
    const group = ref && schemas.globals.attributeGroup(ref);
    if (!group) {
      const what = ref && `attributeGroup {${ref.ns}}${ref.local}`;
      if (!ref || !what) issues.add(part, 'an attributeGroup here needs a ref');
      else if (!readInstead(schemas, part, what, ref.ns, 'left out')) undeclared(schemas, part, what, ref.ns);
      return true;
    }
    for (const child of group.children) {
      if (child.ns !== NS.xsd || child.local === 'annotation') continue;
      if (!attributePart(schemas, child, into, group, wildcards)) issues.add(child, `xs:${child.local} in an attributeGroup cannot be expressed in the spec`);
    }
    return true;
  }
  if (part.local === 'anyAttribute') {
    if (wildcards.length > 0) issues.add(part, 'a second xs:anyAttribute cannot be expressed in the spec (a type has one)');
    else wildcards.push(wildcardOf(part));
    return true;
  }
  return false;
}

function attributeDecl(schemas: SchemaSet, attribute: XmlElement, owner: XmlElement): AttributeDecl | undefined {
  const { issues, globals } = schemas;
  const name = attribute.attr('name');
  const ref = attribute.qname('ref');
  if (name === undefined && ref) return attributeRef(schemas, attribute, ref, owner);
  if (name === undefined) {
    issues.add(attribute, 'an attribute declaration needs a name or a ref');
    return undefined;
  }
  if (attribute.attr('use') === 'prohibited') return undefined;
  const typeName = attribute.qname('type');
  // An attribute's type no schema declares is a simple one all the same.
  const unknown =
    typeName !== undefined &&
    !globals.declaresType(typeName) &&
    readInstead(schemas, attribute, `attribute ${name}: type {${typeName.ns}}${typeName.local}`, typeName.ns, 'read as xs:anySimpleType');
  const type = unknown
    ? ({ kind: 'scalar', name: 'anySimpleType' } as const)
    : typeName
      ? schemas.typeUse(typeName, attribute)
      : anonymousType(schemas, attribute, name, owner);
  if (!type) return undefined;
  if (type.kind === 'complex' || type.kind === 'array' || type.kind === 'any') {
    issues.add(attribute, `attribute ${name} is of the complex type ${type.name}`);
    return undefined;
  }
  const form = attribute.attr('form');
  const qualified = form === undefined ? globals.qualifiedAttributes(owner) : form === 'qualified';
  const fallback = attribute.attr('default');
  const description = annotation(attribute);
  return {
    element: attribute,
    name,
    namespace: qualified ? globals.targetNamespace(owner) : '',
    type,
    required: attribute.attr('use') === 'required',
    ...(fallback !== undefined ? { default: fallback } : {}),
    ...(attribute.attr('fixed') !== undefined ? { fixed: attribute.attr('fixed')! } : {}),
    ...(description ? { description } : {}),
  };
}

/**
 * An attribute's own xs:simpleType, declared in its schema (a global attribute's or its holder's);
 * with none, anySimpleType, as XML Schema reads an attribute declared without a type.
 */
function anonymousType(schemas: SchemaSet, attribute: XmlElement, name: string, owner: XmlElement): TypeUse | undefined {
  const { globals } = schemas;
  const inline = globals.anonymousType(attribute, attribute, 'simpleType') ?? globals.anonymousType(attribute, owner, 'simpleType');
  if (!inline) return { kind: 'scalar', name: 'anySimpleType' };
  const def = simpleDef(schemas, inline);
  return def ? { kind: 'simple', name, decl: inline, def, anonymous: true } : undefined;
}

/**
 * `<xs:attribute ref="tns:a">`: the global attribute, in its namespace (the type's or another), with
 * the use and value constraint written at the reference.
 */
function attributeRef(schemas: SchemaSet, at: XmlElement, ref: QName, owner: XmlElement): AttributeDecl | undefined {
  if (ref.ns === NS.xml) return xmlAttribute(schemas, at, ref);
  const global = schemas.globals.attribute(ref);
  if (!global) {
    if (!readInstead(schemas, at, `attribute {${ref.ns}}${ref.local}`, ref.ns, 'left out'))
      undeclared(schemas, at, `attribute {${ref.ns}}${ref.local}`, ref.ns);
    return undefined;
  }
  if (at.attr('use') === 'prohibited') return undefined;
  const declared = attributeDecl(schemas, global, owner);
  if (!declared) return undefined;
  const { default: _default, fixed: _fixed, ...rest } = declared;
  const required = at.attr('use') === 'required';
  const own = at.attr('default') !== undefined || at.attr('fixed') !== undefined;
  // A required attribute has no default; the global's fixed value holds all the same.
  const { default: fallback, fixed } = valueConstraint(own ? at : global);
  const constraint = { ...(fallback !== undefined && !required ? { default: fallback } : {}), ...(fixed !== undefined ? { fixed } : {}) };
  const description = annotation(at) ?? declared.description;
  return { ...rest, element: at, namespace: ref.ns, required, ...constraint, ...(description ? { description } : {}) };
}

/** The xml namespace's attributes, whose schema is not read (its content is known), by the spec's scalars. */
const XML_ATTRIBUTES: Readonly<Record<string, string>> = { lang: 'string', space: 'string', base: 'anyURI', id: 'ID' };

/** `<xs:attribute ref="xml:lang">`: the xml namespace's attribute, with the use and value constraint written at the reference. */
function xmlAttribute(schemas: SchemaSet, at: XmlElement, ref: QName): AttributeDecl | undefined {
  const scalar = XML_ATTRIBUTES[ref.local];
  if (scalar === undefined) {
    schemas.issues.dangling(at, `attribute xml:${ref.local} is not an attribute of the xml namespace (${Object.keys(XML_ATTRIBUTES).join(', ')})`);
    return undefined;
  }
  if (at.attr('use') === 'prohibited') return undefined;
  const type = schemas.typeUse({ ns: NS.xsd, local: scalar }, at);
  if (!type || type.kind === 'complex' || type.kind === 'array' || type.kind === 'any') return undefined;
  const required = at.attr('use') === 'required';
  const { default: fallback, fixed } = valueConstraint(at);
  const description = annotation(at);
  return {
    element: at,
    name: ref.local,
    namespace: NS.xml,
    type,
    required,
    ...(fallback !== undefined && !required ? { default: fallback } : {}),
    ...(fixed !== undefined ? { fixed } : {}),
    ...(description ? { description } : {}),
  };
}
