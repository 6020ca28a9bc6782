/**
 * The XML Schema side of an import: global declarations by qualified name, and how a named type
 * maps onto the spec's types (a scalar, a complex type, an enumeration or an ArrayOf wrapper).
 * Only what the spec can regenerate is accepted; any other construct is refused where it stands.
 */
import type { Issues } from '../errors.js';
import { NS } from '../namespaces.js';
import type { XmlElement } from '../xml.js';
import type { SchemaSet } from './context.js';
import { GlobalComponents } from './globals.js';
import { typeUse } from './type-uses.js';

export { readInstead, undeclared, type SchemaSet } from './context.js';
export { content } from './content.js';
export { annotation, elementsOf, isUntyped } from './declarations.js';
export type { AttributeDecl, ElementDecl, GroupDecl, ParticleDecl, TypeUse, Wildcard } from './declarations.js';
export { isList } from './simple-types.js';
export { anonymousUse } from './type-uses.js';

/** The schemas of a WSDL and its imports, ready to be read. */
export function schemaSet(schemas: readonly XmlElement[], issues: Issues, warnings: Issues): SchemaSet {
  // A declaration written in the WSDL's namespace (its default one, say) is no declaration at all.
  for (const child of schemas.flatMap((s) => s.children).filter((c) => c.ns === NS.wsdl))
    issues.add(child, `<${child.local}> in the WSDL namespace inside a schema: XML Schema's declarations are in ${NS.xsd}`);
  const set: SchemaSet = {
    globals: new GlobalComponents(schemas),
    issues,
    warnings,
    typeUse: (q, at) => typeUse(set, q, at),
    simpleDefs: new Map(),
    deriving: new Set(),
    examining: new Set(),
    warnedMixed: new Set(),
    inlining: new Set(),
  };
  return set;
}
