/**
 * The global components of every schema read (types, elements, attribute groups, attributes,
 * groups) by qualified name, with the schema each belongs to: its target namespace, its form
 * defaults and its place in declaration order.
 */
import { NS } from '../namespaces.js';
import type { QName, XmlElement } from '../xml.js';
import { key } from './declarations.js';
import { DOTNET_SCALARS } from './scalars.js';

export class GlobalComponents {
  private readonly complexTypes = new Map<string, XmlElement>();
  private readonly simpleTypes = new Map<string, XmlElement>();
  private readonly elements = new Map<string, XmlElement>();
  private readonly attributeGroups = new Map<string, XmlElement>();
  private readonly attributes = new Map<string, XmlElement>();
  private readonly groups = new Map<string, XmlElement>();
  /** The schema each global declaration belongs to. */
  private readonly owner = new Map<XmlElement, XmlElement>();
  /** Declaration order, which becomes the order of types in the spec. */
  readonly order = new Map<XmlElement, number>();

  constructor(private readonly schemas: readonly XmlElement[]) {
    const tables = new Map([
      ['complexType', this.complexTypes],
      ['simpleType', this.simpleTypes],
      ['element', this.elements],
      ['attributeGroup', this.attributeGroups],
      ['attribute', this.attributes],
      ['group', this.groups],
    ]);
    for (const schema of schemas) {
      const tns = schema.attr('targetNamespace') ?? '';
      for (const child of schema.children) {
        if (child.ns !== NS.xsd) continue;
        const name = child.attr('name');
        const table = tables.get(child.local);
        if (!table || name === undefined) continue;
        const k = key({ ns: tns, local: name });
        if (table.has(k)) continue; // the same schema reached twice (inline and imported)
        table.set(k, child);
        this.owner.set(child, schema);
        this.order.set(child, this.order.size);
      }
    }
  }

  /** Whether a schema read is of the namespace, or imports it. */
  readsOrImports(ns: string): boolean {
    return this.schemas.some((s) => (s.attr('targetNamespace') ?? '') === ns || s.elements(NS.xsd, 'import').some((i) => i.attr('namespace') === ns));
  }

  element(q: QName): XmlElement | undefined {
    return this.elements.get(key(q));
  }

  complexType(q: QName): XmlElement | undefined {
    return this.complexTypes.get(key(q));
  }

  simpleType(q: QName): XmlElement | undefined {
    return this.simpleTypes.get(key(q));
  }

  attributeGroup(q: QName): XmlElement | undefined {
    return this.attributeGroups.get(key(q));
  }

  attribute(q: QName): XmlElement | undefined {
    return this.attributes.get(key(q));
  }

  group(q: QName): XmlElement | undefined {
    return this.groups.get(key(q));
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

  /** Whether a type name is declared: an XSD built-in, or a global type of one of the schemas. */
  declaresType(q: QName): boolean {
    return q.ns === NS.xsd || DOTNET_SCALARS[q.ns] !== undefined || this.complexTypes.has(key(q)) || this.simpleTypes.has(key(q));
  }

  /** The one global type of this local name (complex or simple, in any namespace); undefined when none or several have it. */
  typeNamed(local: string): QName | undefined {
    const named = [...this.complexTypes.values(), ...this.simpleTypes.values()].filter((decl) => decl.attr('name') === local);
    return named.length === 1 ? { ns: this.targetNamespace(named[0]!), local } : undefined;
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

  /** Places a declaration read from inside another (a simple content restriction's value) in that one's schema. */
  placeWith(inner: XmlElement, outer: XmlElement): void {
    const owner = this.owner.get(outer);
    if (!owner) return;
    this.owner.set(inner, owner);
    this.order.set(inner, this.order.get(outer)!);
  }

  /** Every global complex and simple type declaration. */
  globalTypes(): XmlElement[] {
    return [...this.complexTypes.values(), ...this.simpleTypes.values()];
  }

  /** Every global element declaration, in declaration order. */
  globalElements(): XmlElement[] {
    return [...this.elements.values()];
  }

  /** The global elements element refs of any schema name, as `key()`s. */
  referredElements(): Set<string> {
    const referred = new Set<string>();
    const walk = (e: XmlElement): void => {
      const ref = e.ns === NS.xsd && e.local === 'element' ? e.attr('ref') : undefined;
      // A ref of an undeclared prefix names nothing (it is reported where a type holding it is read).
      const prefix = ref?.includes(':') ? ref.slice(0, ref.indexOf(':')) : '';
      if (ref !== undefined && (prefix === '' || prefix === 'xml' || e.scope.has(prefix))) referred.add(key(e.resolve(ref, 'ref')));
      for (const c of e.children) walk(c);
    };
    for (const schema of this.schemas) walk(schema);
    return referred;
  }

  /** The schemas of a target namespace that only import others (WCF's `.../Imports` schema of its contract's WSDL), with no other of their namespace. */
  importingOnly(): XmlElement[] {
    const only = (s: XmlElement): boolean => s.children.every((c) => c.ns !== NS.xsd || c.local === 'import' || c.local === 'annotation');
    const namespaceOf = (s: XmlElement): string => s.attr('targetNamespace') ?? '';
    return this.schemas.filter((s) => namespaceOf(s) !== '' && only(s) && this.schemas.every((o) => o === s || namespaceOf(o) !== namespaceOf(s)));
  }

  /** The first schema of a target namespace, if the WSDL declares one. */
  schemaOf(namespace: string): XmlElement | undefined {
    return this.schemas.find((s) => (s.attr('targetNamespace') ?? '') === namespace);
  }

  targetNamespace(decl: XmlElement): string {
    return this.owner.get(decl)?.attr('targetNamespace') ?? '';
  }

  /** Whether local elements declared under this global declaration are namespace-qualified by default. */
  qualifiedLocals(decl: XmlElement): boolean {
    return this.owner.get(decl)?.attr('elementFormDefault') === 'qualified';
  }

  /** Whether the schema of a global declaration qualifies attributes by default. */
  qualifiedAttributes(decl: XmlElement): boolean {
    return this.owner.get(decl)?.attr('attributeFormDefault') === 'qualified';
  }

  /** The namespace of a local element declared under the global declaration `owner`: its form's, else its schema's default. */
  localNamespace(element: XmlElement, owner: XmlElement): string {
    const form = element.attr('form');
    const qualified = form === undefined ? this.qualifiedLocals(owner) : form === 'qualified';
    return qualified ? this.targetNamespace(owner) : '';
  }
}
