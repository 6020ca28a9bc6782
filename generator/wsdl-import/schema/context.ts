/**
 * What the schema readers share while one WSDL is imported: the global components, where problems
 * and warnings go, what has been read (or is being read) so far, and the reading of a type name
 * every reader calls back into.
 */
import { BUILT_IN_SCHEMAS, NS } from '../namespaces.js';
import type { Issues, Located } from '../errors.js';
import type { QName, XmlElement } from '../xml.js';
import type { SimpleDef, TypeUse } from './declarations.js';
import type { GlobalComponents } from './globals.js';

export interface SchemaSet {
  readonly globals: GlobalComponents;
  readonly issues: Issues;
  readonly warnings: Issues;
  /** What a `type="..."` refers to, or undefined (reported) when the spec cannot name it (type-uses.ts). */
  readonly typeUse: (q: QName, at: XmlElement) => TypeUse | undefined;
  /** Simple types read so far, and those being read (a type derived from itself is refused). */
  readonly simpleDefs: Map<XmlElement, SimpleDef | undefined>;
  readonly deriving: Set<XmlElement>;
  /** Complex types whose list shape is being examined, so that a list of itself ends (as a complex type). */
  readonly examining: Set<XmlElement>;
  /** Mixed complex types already warned of, as their uses each read them. */
  readonly warnedMixed: Set<XmlElement>;
  /** Groups being inlined, so that a group holding itself is refused rather than followed forever. */
  readonly inlining: Set<XmlElement>;
}

/**
 * Whether a name in `ns` is one of a schema known without reading it (the SOAP encoding's). WSDL's
 * own schema declares no message content, so a type or element named in its namespace (an
 * unprefixed `type="string"` under WSDL's default namespace) is a reference to nothing.
 */
function knownContent(ns: string): boolean {
  return BUILT_IN_SCHEMAS.has(ns) && ns !== NS.wsdl;
}

/**
 * Reports a reference to nothing (a dangling one), or, in a namespace whose schema is known without
 * reading it, to what the spec has no equivalent of.
 */
export function undeclared(schemas: SchemaSet, at: Located, what: string, ns: string): void {
  if (knownContent(ns)) schemas.issues.add(at, `${what} has no spec equivalent`);
  else schemas.issues.dangling(at, `${what} is not declared in any schema of this WSDL or its imports`);
}

/**
 * Whether a reference to nothing is read leniently, as gSOAP's wsdl2h and node-soap read it (a
 * warning says how: `instead`); false (nothing said) in a namespace whose schema is known without reading it.
 */
export function readInstead(schemas: SchemaSet, at: Located, what: string, ns: string, instead: string): boolean {
  if (knownContent(ns)) return false;
  schemas.warnings.dangling(at, `${what} is not declared in any schema of this WSDL or its imports: ${instead}`);
  return true;
}
