/** Lookups the document views share: types by name, WSDL array type names, XSD and display type names. */
import { XML_NS } from '../../../runtime/xml/parse.js';
import { facetList } from '../simple-types.js';
import { SCALARS } from '../../../runtime/xml/scalars.js';
import { arrayTypeName, itemsNillable, MICROSOFT_TYPES, xmlNameOf, type Model, type TypeModel, type ValueShape, type WildcardModel } from '../../model.js';

export class ModelIndex {
  readonly types = new Map<string, TypeModel>();
  /** Array wrapper types by item element name and item type. */
  private readonly arrays = new Map<string, string>();
  private readonly arrayNames = new Set<string>();
  /** The WSDL's prefix of each target namespace: tns for the service's, ns1, ns2... for the others. */
  readonly prefixes: ReadonlyMap<string, string>;

  constructor(readonly model: Model) {
    for (const t of model.types) {
      this.types.set(t.name, t);
      this.arrayNames.add(t.name); // a spec type may itself be called ArrayOfX
    }
    // Array types the spec names are taken before any is numbered.
    for (const shape of valueShapes(model)) if (shape.listType !== undefined) this.arrayNames.add(shape.listType);
    this.prefixes = new Map(model.service.schemas.map((s, i) => [s.namespace, i === 0 ? 'tns' : `ns${i}`]));
  }

  /** A component's name in a QName attribute: `p:local`, or `local` alone in no namespace (the WSDL declares no default namespace). */
  qname(namespace: string, local: string): string {
    return namespace === '' ? local : `${this.prefix(namespace)}:${local}`;
  }

  /** The prefix of a target namespace. */
  prefix(namespace: string): string {
    // The xml namespace is bound to `xml` without a declaration.
    if (namespace === XML_NS) return 'xml';
    return this.prefixes.get(namespace)!;
  }

  /**
   * The target namespace of a list's array type: the one it names, else the namespace of its items
   * (which are in the list element's); the service's for unqualified items.
   */
  arrayNamespace(shape: ValueShape, itemNamespace: string): string {
    return shape.listNamespace ?? (itemNamespace === '' ? this.model.service.namespace : itemNamespace);
  }

  type(name: string): TypeModel {
    const t = this.types.get(name);
    if (!t) throw new Error(`unknown type ${name}`);
    return t;
  }

  /** The spec's `listType`, else `ArrayOfX`, X being the item element name (see arrayTypeName), numbered like .NET on a name clash. */
  arrayName(shape: ValueShape, itemNamespace = this.model.service.namespace): string {
    if (shape.listType !== undefined) return shape.listType;
    const item = shape.listItem!;
    const key = `${item}\u0000${shape.type.kind}:${shape.type.name}\u0000${itemNamespace}\u0000${this.arrayNamespace(shape, itemNamespace)}\u0000${itemsNillable(shape)}`;
    let name = this.arrays.get(key);
    if (name === undefined) {
      const base = arrayTypeName(shape);
      name = base;
      for (let n = 1; this.arrayNames.has(name); n++) name = `${base}${n}`;
      this.arrays.set(key, name);
      this.arrayNames.add(name);
    }
    return name;
  }

  /** The qualified schema type of a value: `s:int`, `tns:T`, `tns:ArrayOfX`; a list's items are in `itemNamespace`. */
  xsdType(shape: ValueShape, itemNamespace = this.model.service.namespace): string {
    if (shape.listItem !== undefined) return this.qname(this.arrayNamespace(shape, itemNamespace), this.arrayName(shape, itemNamespace));
    if (shape.type.kind === 'complex') {
      const t = this.type(shape.type.name);
      return this.qname(t.namespace, xmlNameOf(t));
    }
    if (shape.type.kind === 'simple') {
      const name = shape.type.name;
      const t = this.model.simpleTypes.find((s) => s.name === name)!;
      return this.qname(t.namespace, xmlNameOf(t));
    }
    if (shape.type.kind === 'any') return 's:anyType';
    const scalar = SCALARS[shape.type.name];
    return `${this.publishesMicrosoft(shape.type.name) ? this.microsoftPrefix() : 's'}:${scalar.xsd}`;
  }

  /** Whether the service's schema of .NET scalars (ASMX's or WCF's) publishes this scalar, rather than XML Schema. */
  publishesMicrosoft(scalar: string): boolean {
    return (MICROSOFT_TYPES[this.model.service.wsdl.microsoftTypes].scalars as readonly string[]).includes(scalar);
  }

  /** The prefix of the schema of .NET scalars: a spec schema's (WCF's elements of its namespace), else s1 (ASMX's) or ser. */
  microsoftPrefix(): string {
    const types = this.model.service.wsdl.microsoftTypes;
    return this.prefixes.get(MICROSOFT_TYPES[types].namespace) ?? (types === 'asmx' ? 's1' : 'ser');
  }

  /** How a type is shown on the help pages: a simple type with its base and facets, `Percent (int: minInclusive 0, maxInclusive 100)`. */
  displayType(shape: ValueShape & { readonly wildcard?: WildcardModel }): string {
    if (shape.wildcard) return `any ${shape.wildcard.max === 1 ? 'element' : 'elements'} (${shape.wildcard.namespace})`;
    const simple = shape.type.kind === 'simple' ? this.model.simpleTypes.find((t) => t.name === shape.type.name) : undefined;
    const facets = simple && !simple.values ? facetList(simple) : [];
    if (simple?.item) return `${this.displayName(shape)} (list of ${simple.item.name})`;
    if (simple?.members) return `${this.displayName(shape)} (union of ${simple.members.map((m) => m.name).join(', ')})`;
    if (simple && !simple.values) return `${this.displayName(shape)} (${simple.restricts ?? simple.base}${facets.length ? `: ${facets.join(', ')}` : ''})`;
    return this.displayName(shape);
  }

  private displayName(shape: ValueShape): string {
    if (shape.repeated && shape.listItem !== undefined) return `${shape.type.name}[][] (repeated, no wrapper; items <${shape.listItem}>)`;
    if (shape.repeated) return `${shape.type.name}[] (repeated, no wrapper)`;
    if (shape.listItem === undefined) return shape.type.name;
    return shape.listItem === shape.type.name ? `${shape.type.name}[]` : `${shape.type.name}[] (items <${shape.listItem}>)`;
  }
}

/** Every value shape of a model: the types' fields, the operations' parameters and results, the global elements. */
function valueShapes(model: Model): ValueShape[] {
  return [
    ...model.types.flatMap((t) => t.fields),
    ...model.operations.flatMap((op) => [...op.params, ...op.results, ...(op.result ? [op.result] : [])]),
    ...model.elements,
  ];
}
