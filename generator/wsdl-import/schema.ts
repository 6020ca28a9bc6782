/**
 * The XML Schema side of an import: global declarations by qualified name, and how a named type
 * maps onto the spec's types (a scalar, a complex type, an enumeration or an ArrayOf wrapper).
 * Only what the spec can regenerate is accepted; any other construct is refused where it stands.
 */
import { FACET_NAMES } from '../../runtime/xml/facets.js';
import { SCALARS } from '../../runtime/xml/scalars.js';
import type { Issues, Located } from './errors.js';
import { BUILT_IN_SCHEMAS, NS } from './namespaces.js';
import type { QName, XmlElement } from './xml.js';

/** XSD built-ins the spec names as they are (its scalar `type` names): the registry's. */
const XSD_SCALARS = new Set(
  Object.values(SCALARS)
    .filter((scalar) => scalar.schema === 'xsd')
    .map((scalar) => scalar.xsd),
);
/** .NET types published outside the XSD namespace, by namespace: ASMX's `s1:` and WCF's `ser:`. */
const DOTNET_SCALARS: Readonly<Record<string, ReadonlySet<string>>> = {
  [NS.msTypes]: new Set(['guid', 'char']),
  [NS.wcfSerialization]: new Set(['guid', 'char', 'duration']),
};

export type TypeUse =
  | { readonly kind: 'scalar'; readonly name: string }
  /** `anonymous`: an element's inline type, `name` the element's (the spec names the type after it). */
  | { readonly kind: 'complex'; readonly name: string; readonly decl: XmlElement; readonly anonymous?: true }
  | { readonly kind: 'simple'; readonly name: string; readonly decl: XmlElement; readonly def: SimpleDef; readonly anonymous?: true }
  | { readonly kind: 'array'; readonly name: string; readonly item: ArrayItem }
  /** xs:anyType, written or implied by an element declared without a type or content. */
  | { readonly kind: 'any'; readonly name: 'anyType' };

const ANY_TYPE = { kind: 'any', name: 'anyType' } as const;

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

/** Facets the spec keeps (enumeration aside). */
const FACETS: ReadonlySet<string> = new Set(FACET_NAMES);

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
}

/** A declared attribute of a complex type. */
export interface AttributeDecl {
  readonly element: XmlElement;
  readonly name: string;
  /** '' when unqualified, else its schema's target namespace. */
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

function key(q: QName): string {
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

/** An element's default= or fixed=, when it has one. */
function valueConstraint(element: XmlElement): { default?: string; fixed?: string } {
  const fallback = element.attr('default');
  const fixed = element.attr('fixed');
  return { ...(fallback !== undefined ? { default: fallback } : {}), ...(fixed !== undefined ? { fixed } : {}) };
}

function annotation(decl: XmlElement): string | undefined {
  const doc = decl.first(NS.xsd, 'annotation')?.first(NS.xsd, 'documentation');
  return docText(doc);
}

export class SchemaSet {
  private readonly complexTypes = new Map<string, XmlElement>();
  private readonly simpleTypes = new Map<string, XmlElement>();
  private readonly elements = new Map<string, XmlElement>();
  private readonly attributeGroups = new Map<string, XmlElement>();
  private readonly globalAttributes = new Map<string, XmlElement>();
  private readonly groups = new Map<string, XmlElement>();
  /** Groups being inlined, so that a group holding itself is refused rather than followed forever. */
  private readonly inlining = new Set<XmlElement>();
  /** The schema each global declaration belongs to. */
  private readonly owner = new Map<XmlElement, XmlElement>();
  /** Declaration order, which becomes the order of types in the spec. */
  readonly order = new Map<XmlElement, number>();
  /** Simple types read so far, and those being read (a type derived from itself is refused). */
  private readonly defs = new Map<XmlElement, SimpleDef | undefined>();
  private readonly deriving = new Set<XmlElement>();
  /** Complex types whose list shape is being examined, so that a list of itself ends (as a complex type). */
  private readonly examining = new Set<XmlElement>();
  /** Mixed complex types already warned of, as their uses each read them. */
  private readonly warnedMixed = new Set<XmlElement>();

  constructor(
    schemas: readonly XmlElement[],
    private readonly issues: Issues,
    private readonly warnings: Issues,
  ) {
    for (const schema of schemas) {
      const tns = schema.attr('targetNamespace') ?? '';
      for (const child of schema.children) {
        if (child.ns !== NS.xsd) continue;
        const name = child.attr('name');
        const table =
          child.local === 'complexType'
            ? this.complexTypes
            : child.local === 'simpleType'
              ? this.simpleTypes
              : child.local === 'element'
                ? this.elements
                : child.local === 'attributeGroup'
                  ? this.attributeGroups
                  : child.local === 'attribute'
                    ? this.globalAttributes
                    : child.local === 'group'
                      ? this.groups
                      : undefined;
        if (!table || name === undefined) continue;
        const k = key({ ns: tns, local: name });
        if (table.has(k)) continue; // the same schema reached twice (inline and imported)
        table.set(k, child);
        this.owner.set(child, schema);
        this.order.set(child, this.order.size);
      }
    }
  }

  /**
   * Reports a reference to nothing: broken input, unless the namespace's schema is one known without
   * reading it (the SOAP encoding's).
   */
  undeclared(at: Located, what: string, ns: string): void {
    if (BUILT_IN_SCHEMAS.has(ns)) this.issues.add(at, `${what} has no spec equivalent`);
    else this.issues.broken(at, `${what} is not declared in any schema of this WSDL or its imports`);
  }

  element(q: QName): XmlElement | undefined {
    return this.elements.get(key(q));
  }

  /** The global complex types extending `q` (xs:complexContent/xs:extension), by their names. */
  derivedFrom(q: QName): { name: string; decl: XmlElement }[] {
    const out: { name: string; decl: XmlElement }[] = [];
    for (const decl of this.complexTypes.values()) {
      const base = decl.first(NS.xsd, 'complexContent')?.first(NS.xsd, 'extension')?.qname('base');
      if (base && key(base) === key(q)) out.push({ name: decl.attr('name')!, decl });
    }
    return out;
  }

  complexType(q: QName): XmlElement | undefined {
    return this.complexTypes.get(key(q));
  }

  /** Whether a type name is declared: an XSD built-in, or a global type of one of the schemas. */
  declaresType(q: QName): boolean {
    return q.ns === NS.xsd || DOTNET_SCALARS[q.ns] !== undefined || this.complexTypes.has(key(q)) || this.simpleTypes.has(key(q));
  }

  /** Whether some schema declares a type of this local name that becomes a spec type (not a .NET scalar). */
  declaresSpecTypeNamed(local: string): boolean {
    const named = (table: ReadonlyMap<string, XmlElement>): boolean =>
      [...table.values()].some((decl) => decl.attr('name') === local && DOTNET_SCALARS[this.targetNamespace(decl)] === undefined);
    return named(this.complexTypes) || named(this.simpleTypes);
  }

  /**
   * The anonymous complex type of a global element, placed like a global type of the element's
   * schema (its namespace, its order), for the caller to name after the element.
   */
  anonymousType(element: XmlElement, global: XmlElement = element, kind: 'complexType' | 'simpleType' = 'complexType'): XmlElement | undefined {
    const inline = element.first(NS.xsd, kind);
    const owner = this.owner.get(global);
    if (!inline || !owner) return undefined;
    this.owner.set(inline, owner);
    this.order.set(inline, this.order.get(global)!);
    return inline;
  }

  /**
   * The anonymous type of an element (a local one declared under the global declaration `global`)
   * as a type use; null when it is a simple type the spec cannot express (reported).
   */
  anonymousUse(element: XmlElement, name: string, global: XmlElement = element): TypeUse | null | undefined {
    const inline = this.anonymousType(element, global);
    if (inline) return this.mixed(inline) ?? { kind: 'complex', name, decl: inline, anonymous: true };
    const simple = this.anonymousType(element, global, 'simpleType');
    if (!simple) return undefined;
    const def = this.simpleDef(simple);
    return def ? { kind: 'simple', name, decl: simple, def, anonymous: true } : null;
  }

  targetNamespace(decl: XmlElement): string {
    return this.owner.get(decl)?.attr('targetNamespace') ?? '';
  }

  /** Whether local elements declared under this global declaration are namespace-qualified by default. */
  qualifiedLocals(decl: XmlElement): boolean {
    return this.owner.get(decl)?.attr('elementFormDefault') === 'qualified';
  }

  /** The namespace of a local element declared under the global declaration `owner`: its form's, else its schema's default. */
  private localNamespace(element: XmlElement, owner: XmlElement): string {
    const form = element.attr('form');
    const qualified = form === undefined ? this.qualifiedLocals(owner) : form === 'qualified';
    return qualified ? this.targetNamespace(owner) : '';
  }

  /** What a `type="..."` refers to, or undefined (reported) when the spec cannot name it. */
  typeUse(q: QName, at: XmlElement): TypeUse | undefined {
    if (q.ns === NS.xsd) {
      if (XSD_SCALARS.has(q.local)) return { kind: 'scalar', name: q.local };
      if (q.local === 'anyType') return ANY_TYPE;
      this.issues.add(at, `type xs:${q.local} has no spec equivalent (supported XSD types: ${[...XSD_SCALARS].join(', ')})`);
      return undefined;
    }
    if (DOTNET_SCALARS[q.ns]?.has(q.local)) return { kind: 'scalar', name: q.local };
    // SOAP encoding's types are the XSD built-ins of their names, allowing href/id (read by the runtime).
    if (q.ns === NS.soapEncoding && XSD_SCALARS.has(q.local)) return { kind: 'scalar', name: q.local };
    const complex = this.complexTypes.get(key(q));
    const mixed = complex && this.mixed(complex);
    if (mixed) return mixed;
    if (complex) {
      if (this.examining.has(complex)) return { kind: 'complex', name: q.local, decl: complex };
      this.examining.add(complex);
      const item = this.arrayItem(complex);
      this.examining.delete(complex);
      if (item === null) return undefined;
      if (item) return { kind: 'array', name: q.local, item };
      return { kind: 'complex', name: q.local, decl: complex };
    }
    const simple = this.simpleTypes.get(key(q));
    if (simple) {
      const def = this.simpleDef(simple);
      return def && { kind: 'simple', name: q.local, decl: simple, def };
    }
    this.undeclared(at, `type {${q.ns}}${q.local}`, q.ns);
    return undefined;
  }

  /**
   * A mixed complex type (text between its elements) as xs:anyType, whose value keeps text and
   * elements in document order: the same wire, read as open content (warned once per type).
   */
  private mixed(complex: XmlElement): typeof ANY_TYPE | undefined {
    if (complex.attr('mixed') !== 'true') return undefined;
    if (!this.warnedMixed.has(complex)) {
      this.warnedMixed.add(complex);
      this.warnings.add(complex, 'mixed="true" (text between elements) is read as xs:anyType, open content that keeps text and elements in order');
    }
    return ANY_TYPE;
  }

  /**
   * The item of an ArrayOf wrapper (a complex type whose only content is one repeated element),
   * undefined for any other complex type, null when the wrapper is refused (reported).
   */
  private arrayItem(complex: XmlElement): ArrayItem | undefined | null {
    const content = complex.children.filter((c) => c.ns === NS.xsd && c.local !== 'annotation');
    const restriction = content.length === 1 && content[0]!.local === 'complexContent' ? content[0]!.first(NS.xsd, 'restriction') : undefined;
    const base = restriction?.qname('base');
    if (restriction && base?.ns === NS.soapEncoding && base.local === 'Array') return this.soapArrayItem(complex, restriction);
    const sequence = content.length === 1 && content[0]!.local === 'sequence' ? content[0]! : undefined;
    const only = sequence?.children.filter((c) => c.ns === NS.xsd && c.local !== 'annotation');
    if (!only || only.length !== 1 || only[0]!.local !== 'element') return undefined;
    const element = only[0]!;
    const max = element.attr('maxOccurs') ?? '1';
    if (max === '1' || max === '0') return undefined;
    const name = element.attr('name');
    const typeName = element.qname('type');
    // Items of an anonymous type, or at most so many: a complex type with a repeated element, as written.
    if (name !== undefined && typeName === undefined && element.first(NS.xsd, 'complexType')) return undefined;
    if (max !== 'unbounded') return undefined;
    if (name === undefined || typeName === undefined) {
      this.issues.add(element, 'list items must be declared with name and type (element refs and anonymous types are not supported)');
      return null;
    }
    const namespace = this.localNamespace(element, complex);
    const type = this.typeUse(typeName, element);
    if (!type) return null;
    if (type.kind === 'array') {
      this.issues.add(element, `a list of lists (${type.name}) cannot be expressed in the spec`);
      return null;
    }
    if (type.kind === 'complex' && type.decl === complex) return undefined; // a type holding a list of itself is not a list
    return { element, name, namespace, type };
  }

  /**
   * What a named simple type derives from and how: a restriction by facets (of a scalar or another
   * named simple type) or a list; undefined when the spec cannot express it (reported).
   */
  private simpleDef(simple: XmlElement): SimpleDef | undefined {
    const cached = this.defs.get(simple);
    if (cached !== undefined || this.defs.has(simple)) return cached;
    if (this.deriving.has(simple)) {
      this.issues.add(simple, `simpleType ${simple.attr('name')} is derived from itself`);
      return undefined;
    }
    this.deriving.add(simple);
    const def = this.readSimpleDef(simple);
    this.deriving.delete(simple);
    this.defs.set(simple, def);
    return def;
  }

  private readSimpleDef(simple: XmlElement): SimpleDef | undefined {
    const name = simple.attr('name') ?? '(anonymous)';
    const [how, ...more] = simple.children.filter((c) => c.ns === NS.xsd && c.local !== 'annotation');
    if (!how || more.length) {
      this.issues.add(simple, `simpleType ${name}: expected one xs:restriction, xs:list or xs:union`);
      return undefined;
    }
    const named = (q: QName | undefined, at: XmlElement, what: string): TextUse | undefined => {
      if (!q) {
        const inline = at.children.some((c) => c.ns === NS.xsd && c.local === 'simpleType');
        this.issues.add(at, `simpleType ${name}: ${inline ? `an anonymous ${what} cannot be expressed in the spec; give it a named type` : `no ${what}`}`);
        return undefined;
      }
      const use = this.typeUse(q, at);
      if (use && use.kind !== 'scalar' && use.kind !== 'simple') {
        this.issues.add(at, `simpleType ${name}: its ${what} ${use.name} is a complex type`);
        return undefined;
      }
      return use;
    };
    if (how.local === 'list') {
      const item = named(how.qname('itemType'), how, 'item type');
      if (item?.kind === 'simple' && this.isList(item)) {
        this.issues.add(how, `simpleType ${name}: a list of lists (${item.name}) cannot be expressed in the spec`);
        return undefined;
      }
      return item && { kind: 'list', item };
    }
    if (how.local === 'union') {
      if (how.children.some((c) => c.ns === NS.xsd && c.local === 'simpleType')) {
        this.issues.add(how, `simpleType ${name}: an anonymous member type of xs:union cannot be expressed in the spec; give it a named type`);
        return undefined;
      }
      const written = (how.attr('memberTypes') ?? '').split(/\s+/).filter((m) => m !== '');
      const members = written.map((m) => named(how.resolve(m, 'memberTypes'), how, 'member type'));
      if (written.length === 0) this.issues.add(how, `simpleType ${name}: xs:union names no memberTypes`);
      return written.length && members.every((m) => m !== undefined) ? { kind: 'union', members: members as TextUse[] } : undefined;
    }
    if (how.local !== 'restriction') {
      this.issues.add(how, `simpleType ${name}: xs:${how.local} cannot be expressed in the spec (only xs:restriction, xs:list and xs:union)`);
      return undefined;
    }
    const base = named(how.qname('base'), how, 'base type');
    if (!base) return undefined;
    const values: string[] = [];
    const patterns: string[] = [];
    const facets: [string, string][] = [];
    let ok = true;
    for (const facet of how.children) {
      if (facet.ns !== NS.xsd || facet.local === 'annotation') continue;
      const value = facet.attr('value') ?? '';
      if (facet.local === 'enumeration') values.push(value);
      else if (facet.local === 'pattern') patterns.push(value);
      else if (FACETS.has(facet.local)) facets.push([facet.local, value]);
      else {
        this.issues.add(facet, `simpleType ${name}: xs:${facet.local} cannot be expressed in the spec`);
        ok = false;
      }
    }
    // Several patterns of one restriction are alternatives: one regular expression.
    if (patterns.length) {
      const pattern = patterns.length === 1 ? patterns[0]! : patterns.map((p) => `(?:${p})`).join('|');
      try {
        new RegExp(`^(?:${pattern})$`, 'u');
        facets.push(['pattern', pattern]);
      } catch {
        const at = how.children.find((c) => c.ns === NS.xsd && c.local === 'pattern')!;
        this.issues.add(at, `simpleType ${name}: pattern ${pattern} uses XML Schema regular expression syntax soapgen cannot check`);
        ok = false;
      }
    }
    if (values.includes('')) {
      this.issues.add(how, `simpleType ${name}: an empty enumeration value cannot be expressed in the spec`);
      ok = false;
    }
    return ok ? { kind: 'restriction', base, ...(values.length ? { values } : {}), facets } : undefined;
  }

  /** Whether a simple type's values are lists (an xs:list, or a restriction of one). */
  isList(use: TextUse): boolean {
    if (use.kind === 'scalar' || use.def.kind === 'union') return false;
    return use.def.kind === 'list' || this.isList(use.def.base);
  }

  /**
   * The items of a SOAP-encoded array type (`<restriction base="soapenc:Array">`): their type as
   * `wsdl:arrayType="xsd:string[]"` names it (or, without it, as the restriction's one element
   * declares it); null when refused (reported).
   */
  private soapArrayItem(complex: XmlElement, restriction: XmlElement): ArrayItem | null {
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
        this.issues.add(
          attribute,
          `array type ${name}: wsdl:arrayType="${written}" is not a one-dimensional array of a type (T[]); arrays of arrays cannot be expressed in the spec`,
        );
        return null;
      }
      const [prefix, local] = match[1]!.includes(':') ? match[1]!.split(':', 2) : ['', match[1]!];
      const ns = attribute.scope.get(prefix!);
      if (ns === undefined) {
        this.issues.broken(attribute, `wsdl:arrayType="${written}": prefix "${prefix}" is not declared`);
        return null;
      }
      typeName = { ns, local: local! };
    } else {
      at = element ?? restriction;
      typeName = element?.qname('type');
    }
    if (!typeName) {
      this.issues.add(at, `array type ${name}: a restriction of soapenc:Array that names no item type (wsdl:arrayType) cannot be expressed in the spec`);
      return null;
    }
    const type = this.typeUse(typeName, at);
    if (!type) return null;
    if (type.kind === 'array') {
      this.issues.add(at, `array type ${name}: an array of arrays (${type.name}) cannot be expressed in the spec`);
      return null;
    }
    // Each item of such an array says its own type, which open content does not write.
    if (type.kind === 'any') {
      this.issues.add(at, `array type ${name}: a SOAP-encoded array of xsd:anyType cannot be expressed in the spec`);
      return null;
    }
    return { element: at, name: 'item', namespace: '', type, soapEncoded: true };
  }

  description(decl: XmlElement): string | undefined {
    return annotation(decl);
  }

  /**
   * The base (complexContent extension) and element declarations of a complex type, or of the
   * anonymous complex type of a wrapper element (`owner`: the global declaration it is part of).
   * Unsupported content is reported and skipped.
   */
  content(complex: XmlElement, owner = complex): Content {
    let holder = complex;
    let base: QName | undefined;
    for (const attr of ['mixed']) {
      if (complex.attr(attr) === 'true') this.issues.add(complex, `${attr}="true" (text between elements) cannot be expressed in the spec`);
    }
    const parts = complex.children.filter((c) => c.ns === NS.xsd && c.local !== 'annotation');
    const complexContent = parts.find((c) => c.local === 'complexContent');
    const simpleContent = parts.find((c) => c.local === 'simpleContent');
    if (simpleContent) return this.simpleContent(simpleContent, owner);
    let restricts: QName | undefined;
    const restriction = complexContent?.first(NS.xsd, 'restriction');
    const restricted = restriction?.qname('base');
    // A restriction of a complex type of the schemas (SOAP encoding's arrays are not one) holds its own particles, as written.
    if (restriction && restricted && this.complexTypes.has(key(restricted))) {
      restricts = restricted;
      holder = restriction;
    } else if (complexContent) {
      const extension = complexContent.first(NS.xsd, 'extension');
      if (!extension) {
        const other = complexContent.children.find((c) => c.ns === NS.xsd && c.local !== 'annotation') ?? complexContent;
        this.issues.add(other, `xs:complexContent/${other.local}: only xs:extension of a complex type is supported`);
        return { elements: [], attributes: [] };
      }
      base = extension.qname('base');
      holder = extension;
    }
    const particles: ParticleDecl[] = [];
    const attributes: AttributeDecl[] = [];
    const wildcards: Wildcard[] = [];
    let all = false;
    for (const part of holder.children) {
      if (part.ns !== NS.xsd || part.local === 'annotation') continue;
      if (part.local === 'sequence' || part.local === 'choice') {
        particles.push(...this.compositor(part, owner, true));
      } else if (part.local === 'all') {
        all = true;
        this.all(part, particles, owner);
      } else if (part.local === 'group') {
        this.groupRef(part, particles);
      } else if (!this.attributePart(part, attributes, owner, wildcards) && part !== complexContent) {
        this.issues.add(
          part,
          `xs:${part.local} cannot be expressed in the spec (only xs:sequence, xs:choice and xs:all of elements and xs:attribute are supported)`,
        );
      }
    }
    const elements = elementsOf(particles);
    const grouped = particles.some((p) => 'group' in p);
    const anyAttribute = wildcards[0];
    return {
      ...(base ? { base } : {}),
      ...(restricts ? { restricts } : {}),
      elements,
      ...(grouped ? { particles } : {}),
      ...(all ? { all: true } : {}),
      attributes,
      ...(anyAttribute ? { anyAttribute } : {}),
    };
  }

  /**
   * An xs:sequence or xs:choice: a sequence that occurs once is its particles in place (at the top
   * of a type, or nested in another sequence; in a choice it is one alternative), anything else a
   * group of them.
   */
  private compositor(part: XmlElement, owner: XmlElement, top = false, inChoice = false): ParticleDecl[] {
    const minOccurs = Number(part.attr('minOccurs') ?? '1');
    const max = part.attr('maxOccurs') ?? '1';
    const repeated = max === 'unbounded' || Number(max) > 1;
    if (!repeated && max !== '1') {
      this.issues.add(part, `xs:${part.local} maxOccurs="${max}": a group that may not occur cannot be expressed in the spec`);
      return [];
    }
    const particles: ParticleDecl[] = [];
    this.sequence(part, particles, owner);
    if (part.local === 'sequence' && minOccurs === 1 && !repeated && !inChoice) return particles;
    if (top && part.local === 'sequence' && minOccurs === 0 && !repeated && particles.length === 0) return particles;
    return [{ group: part.local === 'choice' ? 'choice' : 'sequence', element: part, particles, minOccurs, repeated }];
  }

  /** xs:all: its elements, each at most once. */
  private all(part: XmlElement, into: ParticleDecl[], owner: XmlElement): void {
    for (const child of part.children) {
      if (child.ns !== NS.xsd || child.local === 'annotation') continue;
      if (child.local !== 'element') {
        this.issues.add(child, `xs:${child.local} inside xs:all cannot be expressed in the spec (only elements)`);
        continue;
      }
      const decl = this.elementDecl(child, owner);
      if (decl) into.push(decl);
    }
  }

  /** `xs:simpleContent/xs:extension` of a scalar or enumeration: a text with attributes. */
  private simpleContent(simpleContent: XmlElement, owner: XmlElement): Content {
    const extension = simpleContent.first(NS.xsd, 'extension');
    const base = extension?.qname('base');
    if (!extension || !base) {
      const other = simpleContent.children.find((c) => c.ns === NS.xsd && c.local !== 'annotation') ?? simpleContent;
      this.issues.add(other, `xs:simpleContent/${other.local}: only xs:extension of a simple type is supported`);
      return { elements: [], attributes: [] };
    }
    const value = this.typeUse(base, extension);
    const attributes: AttributeDecl[] = [];
    const wildcards: Wildcard[] = [];
    for (const part of extension.children) {
      if (part.ns !== NS.xsd || part.local === 'annotation') continue;
      if (!this.attributePart(part, attributes, owner, wildcards))
        this.issues.add(part, `xs:${part.local} cannot be expressed in the spec inside xs:simpleContent`);
    }
    if (wildcards.length > 0) this.issues.add(wildcards[0]!.element, 'xs:anyAttribute inside xs:simpleContent cannot be expressed in the spec');
    if (value && (value.kind === 'complex' || value.kind === 'array' || value.kind === 'any')) {
      this.issues.add(extension, `xs:simpleContent extends ${base.local}, a complex type: a type with simple content cannot extend another in the spec`);
      return { elements: [], attributes };
    }
    return value ? { elements: [], attributes, value } : { elements: [], attributes };
  }

  /** An xs:attribute or xs:attributeGroup ref (inlined), added to `into`; false for any other part. */
  private attributePart(part: XmlElement, into: AttributeDecl[], owner: XmlElement, wildcards: Wildcard[]): boolean {
    if (part.local === 'attribute') {
      const decl = this.attributeDecl(part, owner);
      if (decl) into.push(decl);
      return true;
    }
    if (part.local === 'attributeGroup') {
      const ref = part.qname('ref');
      const group = ref && this.attributeGroups.get(key(ref));
      if (!group) {
        this.issues.add(
          part,
          ref ? `attributeGroup {${ref.ns}}${ref.local} is not declared in any schema of this WSDL or its imports` : 'an attributeGroup here needs a ref',
        );
        return true;
      }
      for (const child of group.children) {
        if (child.ns !== NS.xsd || child.local === 'annotation') continue;
        if (!this.attributePart(child, into, group, wildcards))
          this.issues.add(child, `xs:${child.local} in an attributeGroup cannot be expressed in the spec`);
      }
      return true;
    }
    if (part.local === 'anyAttribute') {
      if (wildcards.length > 0) this.issues.add(part, 'a second xs:anyAttribute cannot be expressed in the spec (a type has one)');
      else wildcards.push(wildcardOf(part));
      return true;
    }
    return false;
  }

  private attributeDecl(attribute: XmlElement, owner: XmlElement): AttributeDecl | undefined {
    const name = attribute.attr('name');
    const ref = attribute.qname('ref');
    if (name === undefined && ref) return this.attributeRef(attribute, ref, owner);
    if (name === undefined) {
      this.issues.add(attribute, 'an attribute declaration needs a name or a ref');
      return undefined;
    }
    if (attribute.attr('use') === 'prohibited') return undefined;
    const typeName = attribute.qname('type');
    if (!typeName) {
      this.issues.add(
        attribute,
        `attribute ${name}: ${attribute.children.some((c) => c.ns === NS.xsd && c.local === 'simpleType') ? 'an anonymous type' : 'no type'} cannot be expressed in the spec; give it a named type`,
      );
      return undefined;
    }
    const type = this.typeUse(typeName, attribute);
    if (!type) return undefined;
    if (type.kind === 'complex' || type.kind === 'array' || type.kind === 'any') {
      this.issues.add(attribute, `attribute ${name} is of the complex type ${type.name}`);
      return undefined;
    }
    const form = attribute.attr('form');
    const qualified = form === undefined ? this.owner.get(owner)?.attr('attributeFormDefault') === 'qualified' : form === 'qualified';
    const fallback = attribute.attr('default');
    const description = annotation(attribute);
    return {
      element: attribute,
      name,
      namespace: qualified ? this.targetNamespace(owner) : '',
      type,
      required: attribute.attr('use') === 'required',
      ...(fallback !== undefined ? { default: fallback } : {}),
      ...(attribute.attr('fixed') !== undefined ? { fixed: attribute.attr('fixed')! } : {}),
      ...(description ? { description } : {}),
    };
  }

  /**
   * `<xs:attribute ref="tns:a">`: the global attribute, qualified, with the use and value
   * constraint written at the reference. Only one of the owning type's namespace is an attribute
   * the spec can give a type (`xml:lang` and other namespaces' are refused here).
   */
  private attributeRef(at: XmlElement, ref: QName, owner: XmlElement): AttributeDecl | undefined {
    const ownerNs = this.targetNamespace(owner);
    if (ref.ns !== ownerNs) {
      this.issues.add(
        at,
        `attribute ref {${ref.ns}}${ref.local}: an attribute of another namespace than its type's (${ownerNs || 'none'}) cannot be expressed in the spec`,
      );
      return undefined;
    }
    const global = this.globalAttributes.get(key(ref));
    if (!global) {
      this.undeclared(at, `attribute {${ref.ns}}${ref.local}`, ref.ns);
      return undefined;
    }
    if (at.attr('use') === 'prohibited') return undefined;
    const declared = this.attributeDecl(global, owner);
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

  /** Whether the schema of a global declaration qualifies attributes by default. */
  qualifiedAttributes(decl: XmlElement): boolean {
    return this.owner.get(decl)?.attr('attributeFormDefault') === 'qualified';
  }

  /** The particles of an xs:sequence or xs:choice, added to `into`. */
  private sequence(sequence: XmlElement, into: ParticleDecl[], owner: XmlElement): void {
    for (const child of sequence.children) {
      if (child.ns !== NS.xsd || child.local === 'annotation') continue;
      if (child.local === 'group') {
        this.groupRef(child, into);
        continue;
      }
      if (child.local === 'sequence' || child.local === 'choice') {
        into.push(...this.compositor(child, owner, false, sequence.local === 'choice'));
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
        this.warnings.add(child, `element ref xs:schema (a DataSet's inline schema) is read as an xs:any of the XML Schema namespace`);
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
        this.issues.add(
          child,
          `xs:${child.local} cannot be expressed in the spec (only xs:element, xs:any, xs:sequence and xs:choice inside xs:${sequence.local} are supported)`,
        );
        continue;
      }
      const decl = this.elementDecl(child, owner);
      if (decl) into.push(decl);
    }
  }

  /** `<xs:group ref="...">`: the named group's sequence, inlined where it is referred to (once, as written). */
  private groupRef(ref: XmlElement, into: ParticleDecl[]): void {
    const name = ref.qname('ref');
    const group = name && this.groups.get(key(name));
    if (!group) {
      this.issues.add(ref, name ? `group {${name.ns}}${name.local} is not declared in any schema of this WSDL or its imports` : 'a group here needs a ref');
      return;
    }
    for (const attr of ['minOccurs', 'maxOccurs']) {
      if ((ref.attr(attr) ?? '1') !== '1') this.issues.add(ref, `xs:group ${attr}="${ref.attr(attr)}" cannot be expressed in the spec`);
    }
    const content = group.children.filter((c) => c.ns === NS.xsd && c.local !== 'annotation');
    if (content.length !== 1 || content[0]!.local !== 'sequence') {
      const other = content.find((c) => c.local !== 'sequence') ?? group;
      this.issues.add(other, `group ${group.attr('name')}: xs:${other.local} cannot be expressed in the spec (only a group holding an xs:sequence)`);
      return;
    }
    if (this.inlining.has(group)) {
      this.issues.add(ref, `group ${group.attr('name')} holds itself`);
      return;
    }
    this.inlining.add(group);
    this.sequence(content[0]!, into, group);
    this.inlining.delete(group);
  }

  private elementDecl(element: XmlElement, owner: XmlElement): ElementDecl | undefined {
    const ref = element.qname('ref');
    if (ref) return this.referenced(element, ref);
    const name = element.attr('name');
    if (name === undefined) {
      this.issues.add(element, 'an element declaration needs a name or a ref');
      return undefined;
    }
    const namespace = this.localNamespace(element, owner);
    const typeName = element.qname('type');
    const anonymous = typeName || isUntyped(element) ? undefined : this.anonymousUse(element, name, owner);
    if (anonymous === null) return undefined;
    if (!typeName && !anonymous && !isUntyped(element)) {
      const inline = element.children.find((c) => c.ns === NS.xsd && c.local !== 'annotation');
      this.issues.add(inline ?? element, `element ${name}: ${inline ? 'an anonymous type' : 'no type'} cannot be expressed in the spec; give it a named type`);
      return undefined;
    }
    const repeated = this.repeated(element, name);
    if (repeated === undefined) return undefined;
    // Declared without a type or content, an element is of xs:anyType.
    const type = typeName ? this.typeUse(typeName, element) : (anonymous ?? ANY_TYPE);
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
  private repeated(element: XmlElement, name: string): true | false | undefined {
    const max = element.attr('maxOccurs') ?? '1';
    if (max === '1') return false;
    if (max === 'unbounded' || Number(max) > 1) return true;
    this.issues.add(element, `element ${name} maxOccurs="${max}": an element that may not occur cannot be expressed in the spec`);
    return undefined;
  }

  /** `<xs:element ref="p:name">`: the global element, in its namespace, with the occurrences written at the reference. */
  private referenced(at: XmlElement, ref: QName): ElementDecl | undefined {
    const global = this.element(ref);
    if (!global) {
      this.issues.add(at, `element ref {${ref.ns}}${ref.local} is not declared in any schema of this WSDL or its imports`);
      return undefined;
    }
    const repeated = this.repeated(at, ref.local);
    if (repeated === undefined) return undefined;
    const typeName = global.qname('type');
    const anonymous = typeName || isUntyped(global) ? undefined : this.anonymousUse(global, ref.local, global);
    if (anonymous === null) return undefined;
    if (!typeName && !anonymous && !isUntyped(global)) {
      this.issues.add(global, `element ${ref.local}: no type cannot be expressed in the spec; give it a named type`);
      return undefined;
    }
    // Declared without a type or content, an element is of xs:anyType.
    const type = typeName ? this.typeUse(typeName, global) : (anonymous ?? ANY_TYPE);
    if (!type) return undefined;
    const description = annotation(at) ?? annotation(global);
    return {
      element: at,
      name: ref.local,
      namespace: ref.ns,
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

/** Whether an element declaration has neither a type nor content of its own: XML Schema makes it xs:anyType. */
export function isUntyped(element: XmlElement): boolean {
  return element.attr('type') === undefined && !element.children.some((c) => c.ns === NS.xsd && (c.local === 'complexType' || c.local === 'simpleType'));
}

/** An xs:any's or xs:anyAttribute's attributes, with XML Schema's defaults. */
function wildcardOf(element: XmlElement): Wildcard {
  return {
    element,
    namespace: element.attr('namespace')?.trim() || '##any',
    processContents: element.attr('processContents') ?? 'strict',
    maxOccurs: element.attr('maxOccurs') ?? '1',
  };
}
