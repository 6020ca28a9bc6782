/**
 * What the schema readers hand the converter: a type use (what a `type="..."` names), the
 * declarations of a complex type's content, and the small readings of a declaration's attributes
 * that several readers share.
 */
import { NS } from '../namespaces.js';
import type { QName, XmlElement } from '../xml.js';

export type TypeUse =
  | { readonly kind: 'scalar'; readonly name: string }
  /** `anonymous`: an element's inline type, `name` the element's (the spec names the type after it). */
  | { readonly kind: 'complex'; readonly name: string; readonly decl: XmlElement; readonly anonymous?: true }
  | { readonly kind: 'simple'; readonly name: string; readonly decl: XmlElement; readonly def: SimpleDef; readonly anonymous?: true }
  /** `namespace`: the array type's target namespace. */
  | { readonly kind: 'array'; readonly name: string; readonly namespace: string; readonly item: ArrayItem }
  /** xs:anyType, written or implied by an element declared without a type or content. */
  | { readonly kind: 'any'; readonly name: 'anyType' };

export const ANY_TYPE = { kind: 'any', name: 'anyType' } as const;

/** An xs:any or xs:anyAttribute as declared: its namespace test and processContents (defaults filled in), xs:any's maxOccurs. */
export interface Wildcard {
  readonly element: XmlElement;
  readonly namespace: string;
  readonly processContents: string;
  readonly maxOccurs: string;
}

/** A scalar or a named simple type: what a simple type derives from. */
export type TextUse = Extract<TypeUse, { kind: 'scalar' | 'simple' }>;

/** A named xs:simpleType: a restriction of a scalar or simple type (enumeration and other facets), or a list of one. */
export type SimpleDef =
  | {
      readonly kind: 'restriction';
      readonly base: TextUse;
      readonly values?: readonly string[];
      /** The other facets by their XML Schema names, values as written, in the order written. */
      readonly facets: ReadonlyArray<readonly [string, string]>;
    }
  | { readonly kind: 'list'; readonly item: TextUse }
  | { readonly kind: 'union'; readonly members: readonly TextUse[] };

export interface ArrayItem {
  readonly element: XmlElement;
  readonly name: string;
  /** The item element's namespace ('' when unqualified). */
  readonly namespace: string;
  readonly type: Exclude<TypeUse, { kind: 'array' }>;
  /** SOAP encoding's array (a restriction of soapenc:Array): its items are named as the sender likes. */
  readonly soapEncoded?: true;
}

/** A declared element of a sequence, read with XSD's defaults (minOccurs and maxOccurs 1). */
export interface ElementDecl {
  readonly element: XmlElement;
  readonly name: string;
  /** The element's namespace: its schema's target namespace when qualified, '' when not; a referenced global element's. */
  readonly namespace: string;
  readonly type: TypeUse;
  readonly minOccurs: number;
  /** maxOccurs above 1: the element repeats, without a wrapper. */
  readonly repeated?: true;
  /** A repeated element's maxOccurs when it is a number (unbounded when absent). */
  readonly maxOccurs?: number;
  readonly nillable: boolean;
  /** The element's value constraint (default= or fixed=), as written. */
  readonly default?: string;
  readonly fixed?: string;
  readonly description?: string;
  /** An xs:any wildcard rather than an element (then `name` is the property's, `type` anyType). */
  readonly wildcard?: Wildcard;
  /** Declared by a reference to a global element (`ref=`), not locally. */
  readonly ref?: true;
}

/** A declared attribute of a complex type. */
export interface AttributeDecl {
  readonly element: XmlElement;
  readonly name: string;
  /** '' when unqualified, else its namespace: its schema's target namespace, or another's by ref= (`xml:lang`). */
  readonly namespace: string;
  readonly type: TextUse;
  readonly required: boolean;
  readonly default?: string;
  readonly fixed?: string;
  readonly description?: string;
}

/**
 * A group of a complex type's content other than its one sequence: an xs:choice, or an xs:sequence
 * nested in one (or optional), with its particles as written.
 */
export interface GroupDecl {
  readonly group: 'choice' | 'sequence';
  readonly element: XmlElement;
  readonly particles: readonly ParticleDecl[];
  readonly minOccurs: number;
  /** maxOccurs above 1. */
  readonly repeated: boolean;
}

export type ParticleDecl = ElementDecl | GroupDecl;

/** What a complex type holds: a base, elements in order, attributes, or (simple content) the type of its text. */
export interface Content {
  readonly base?: QName;
  /** The complex type it restricts (xs:complexContent/xs:restriction); its particles are the restriction's. */
  readonly restricts?: QName;
  /** Every element declared, those inside groups too, in order. */
  readonly elements: ElementDecl[];
  /** The particles as written, when there is a group among them (a choice, a nested or optional sequence). */
  readonly particles?: ParticleDecl[];
  /** xs:all: the elements in any order. */
  readonly all?: true;
  readonly attributes: AttributeDecl[];
  readonly value?: TextUse;
  readonly anyAttribute?: Wildcard;
}

export function key(q: QName): string {
  return `{${q.ns}}${q.local}`;
}

/** Every element among particles, those inside groups too. */
export function elementsOf(particles: readonly ParticleDecl[]): ElementDecl[] {
  return particles.flatMap((p) => ('group' in p ? elementsOf(p.particles) : [p]));
}

/** Collapses the line breaks and indentation of a documentation text; undefined when empty. */
export function docText(element: XmlElement | undefined): string | undefined {
  const text = element?.text.replace(/\s*\n\s*/g, ' ').trim();
  return text ? text : undefined;
}

/** A declaration's xs:annotation/xs:documentation, as one line. */
export function annotation(decl: XmlElement): string | undefined {
  const doc = decl.first(NS.xsd, 'annotation')?.first(NS.xsd, 'documentation');
  return docText(doc);
}

/** An element's default= or fixed=, when it has one. */
export function valueConstraint(element: XmlElement): { default?: string; fixed?: string } {
  const fallback = element.attr('default');
  const fixed = element.attr('fixed');
  return { ...(fallback !== undefined ? { default: fallback } : {}), ...(fixed !== undefined ? { fixed } : {}) };
}

/** Whether an element declaration has neither a type nor content of its own: XML Schema makes it xs:anyType. */
export function isUntyped(element: XmlElement): boolean {
  return element.attr('type') === undefined && !element.children.some((c) => c.ns === NS.xsd && (c.local === 'complexType' || c.local === 'simpleType'));
}

/** An xs:any's or xs:anyAttribute's attributes, with XML Schema's defaults. */
export function wildcardOf(element: XmlElement): Wildcard {
  return {
    element,
    namespace: element.attr('namespace')?.trim() || '##any',
    processContents: element.attr('processContents') ?? 'strict',
    maxOccurs: element.attr('maxOccurs') ?? '1',
  };
}
