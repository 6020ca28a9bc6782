/** The WSDL's view: schema items in ASMX order, the bindings of the transports offered. */
import { SOAP_TRANSPORT_IDS, TRANSPORTS, type SoapTransport, type Transport } from '../../../runtime/transports.js';
import { FACET_NAMES } from '../../../runtime/xml/facets.js';
import { XML_NS } from '../../../runtime/xml/parse.js';
import { qnameText, SCALARS, splitQName, type QName } from '../../../runtime/xml/scalars.js';
import { SOAP12_ENCODING_NS, SOAP_ENCODING_NS } from '../../../runtime/xml/soap-encoding.js';
import {
  ACTION_NAMESPACES,
  MICROSOFT_TYPES,
  type ActionStyle,
  ownAttributes,
  ownChoices,
  ownFields,
  ownParams,
  type AttributeModel,
  type ChoiceModel,
  type FaultModel,
  type HeaderModel,
  declaredFaults,
  headerFaultsOf,
  itemsNillable,
  nillable,
  type Model,
  type OperationModel,
  type Particle,
  soapActionOf,
  type SoapActionModel,
  type SimpleTypeModel,
  type FieldModel,
  type TypeModel,
  type TypeRef,
  type ValueShape,
  type WildcardModel,
  type WsdlPort,
  xmlNameOf,
} from '../../model.js';
import type { ModelIndex } from './model-index.js';
import { SENTINEL } from './templates.js';

/** The prefix of the WSDL's target namespace where it is no schema's. */
const WSDL_PREFIX = 'wsdlns';

interface XsdElementView {
  readonly name: string;
  readonly minOccurs: string;
  readonly maxOccurs: string;
  readonly type: string;
  readonly nillable?: boolean;
  /** `form="..."` where the element's namespace is not what its schema's elementFormDefault gives. */
  readonly form?: 'qualified' | 'unqualified';
  /** A reference to a global element (then name and type are not written). */
  readonly ref?: string;
  readonly default?: string;
  readonly fixed?: string;
  /** An xs:any wildcard (then name and type are not written): its attributes where not XML Schema's defaults. */
  readonly any?: WildcardView;
  /** An anonymous type, declared inside the element (then `type` is not written). */
  readonly inline?: InlineView;
}

/** An anonymous type's declaration inside its element: a complex type's content, or a simple type. */
type InlineView = InlineTypeView | { readonly simple: SimpleTypeView };

/** A simple type's derivation: a restriction (its base, enumeration and facets), a list or a union. */
interface SimpleTypeView {
  readonly name?: string;
  readonly description?: string;
  /** A restriction's base; absent for a list type. */
  readonly base?: string;
  /** A list type's item type. */
  readonly itemType?: string;
  /** A union type's member types, space-separated. */
  readonly memberTypes?: string;
  /** Enumeration values as written, a QName's under the prefix `q` of its namespace, where it has one. */
  readonly values: readonly { value: string; namespace?: string }[];
  readonly facets: readonly { name: string; value: string }[];
}

/** A complex type's content, written inside the element that has it (an anonymous type). */
interface InlineTypeView {
  readonly description?: string;
  readonly base?: string;
  /** The type it restricts (xs:complexContent/xs:restriction). */
  readonly restriction?: string;
  readonly value?: string;
  /** xs:simpleContent/xs:restriction of a type of simple content: the base and the value's own facets. */
  readonly simpleRestriction?: Pick<SimpleTypeView, 'base' | 'values' | 'facets'>;
  readonly all?: true;
  readonly abstract?: true;
  readonly fields: readonly XsdParticleView[];
  readonly attributes: readonly XsdAttributeView[];
  /** xs:anyAttribute, where the type declares it (a derived type inherits its base's). */
  readonly anyAttribute?: WildcardView;
  /** Whether there are attributes or an xs:anyAttribute to write. */
  readonly hasAttributes: boolean;
}

interface WildcardView {
  readonly namespace?: string;
  readonly processContents?: string;
}

/** A wildcard's `namespace` and `processContents`, left out where they are the defaults (##any, strict). */
function wildcardView(w: WildcardModel): WildcardView {
  return { ...(w.namespace !== '##any' ? { namespace: w.namespace } : {}), ...(w.processContents !== 'strict' ? { processContents: w.processContents } : {}) };
}

/** A group inside a type's content: a choice, or a sequence (an alternative, or an optional group). */
interface XsdGroupView {
  readonly group: {
    readonly compositor: 'choice' | 'sequence';
    readonly minOccurs: string;
    readonly maxOccurs: string;
    readonly particles: readonly XsdParticleView[];
  };
}

type XsdParticleView = XsdElementView | XsdGroupView;

interface XsdAttributeView {
  readonly name: string;
  /** An attribute of another namespace: a reference to its global declaration (`xml:lang`, `ns1:code`), no type. */
  readonly ref?: string;
  readonly type: string;
  /** An anonymous simple type, declared inside the attribute (then `type` is not written). */
  readonly simple?: SimpleTypeView;
  readonly required: boolean;
  readonly default?: string;
  readonly fixed?: string;
  readonly form?: 'qualified' | 'unqualified';
  /** use="prohibited": a restriction leaves out its base's attribute. */
  readonly prohibited?: true;
}

/** An attribute of a type in a schema: `form` where its namespace is not what attributeFormDefault gives. */
function attributeView(index: ModelIndex, a: AttributeModel, namespace: string): XsdAttributeView {
  const qualifiedByDefault = index.model.service.schemas.find((s) => s.namespace === namespace)!.attributesQualified;
  const qualified = a.namespace !== '';
  const other = qualified && a.namespace !== namespace;
  return {
    name: a.name,
    ...(other ? { ref: `${index.prefix(a.namespace)}:${a.name}` } : {}),
    type: index.xsdType({ type: a.type }),
    ...anonymousSimple(index, a.type),
    required: a.required,
    ...(a.default !== undefined ? { default: a.default } : {}),
    ...(a.fixed !== undefined ? { fixed: a.fixed } : {}),
    ...(!other && qualified !== qualifiedByDefault ? { form: qualified ? 'qualified' : 'unqualified' } : {}),
  };
}

/** `{ simple }` when the type is an anonymous simple type, which its attribute declares inside it. */
function anonymousSimple(index: ModelIndex, type: TypeRef): { simple?: SimpleTypeView } {
  if (type.kind !== 'simple') return {};
  const simple = index.model.simpleTypes.find((t) => t.name === type.name)!;
  return simple.anonymous ? { simple: simpleTypeView(index, simple) } : {};
}

/**
 * A restriction's attributes as XML Schema writes them: those it declares otherwise than its base,
 * and the base's it leaves out, prohibited; the others it inherits.
 */
function restrictionAttributes(index: ModelIndex, t: TypeModel, base: TypeModel): XsdAttributeView[] {
  const own = t.attributes.map((a) => attributeView(index, a, t.namespace));
  const inherited = base.attributes.map((a) => attributeView(index, a, base.namespace));
  const same = (x: XsdAttributeView, y: XsdAttributeView): boolean => JSON.stringify(x) === JSON.stringify(y);
  return [
    ...own.filter((a) => !inherited.some((b) => same(a, b))),
    ...inherited
      .filter((b) => !own.some((a) => a.name === b.name))
      .map(({ name, type, simple, form }) => ({
        name,
        type,
        ...(simple ? { simple } : {}),
        required: false,
        prohibited: true as const,
        ...(form ? { form } : {}),
      })),
  ];
}

export interface SchemaView {
  readonly namespace: string;
  readonly elementFormDefault: 'qualified' | 'unqualified';
  readonly attributesQualified: boolean;
  /** The other target namespaces this schema may refer to. */
  readonly imports: readonly string[];
  readonly items: readonly SchemaItem[];
}

type SchemaItem =
  | {
      readonly wrapper: {
        readonly name: string;
        readonly type?: string;
        readonly fields: readonly XsdParticleView[];
        /** A wrapper with attributes: its anonymous type, written as a type with attributes is. */
        readonly inline?: InlineTypeView;
      };
    }
  | {
      readonly complexType: {
        readonly name: string;
        readonly description?: string;
        readonly base?: string;
        /** The type it restricts (xs:complexContent/xs:restriction). */
        readonly restriction?: string;
        readonly all?: true;
        readonly abstract?: true;
        readonly fields: readonly XsdParticleView[];
      };
    }
  | {
      /** A complex type with attributes or simple content (`value`: its text's type). */
      readonly attributedType: InlineTypeView & { readonly name: string };
    }
  | { readonly simpleType: SimpleTypeView & { readonly name: string } }
  /** A global attribute, which types of other namespaces refer to. */
  | { readonly globalAttribute: Pick<XsdAttributeView, 'name' | 'type' | 'simple'> }
  | {
      readonly arrayType: {
        readonly name: string;
        readonly item: { readonly name: string; readonly type: string; readonly nillable: boolean; readonly form?: 'qualified' | 'unqualified' };
        /** rpc/encoded: a restriction of soapenc:Array whose items are of this type (`s:string[]`). */
        readonly soapArrayType?: string;
      };
    }
  | { readonly root: RootView };

/** A global element: of a named type, or of an anonymous one written inside it. */
interface RootView {
  readonly name: string;
  readonly type: string;
  readonly nillable: boolean;
  readonly inline?: InlineView;
}

/** The declaration written inside a value's element when its type is anonymous. */
function inlineView(index: ModelIndex, shape: ValueShape, globals: GlobalElements): InlineView | undefined {
  if (shape.listItem !== undefined) return undefined;
  if (shape.type.kind === 'simple') {
    const name = shape.type.name;
    const simple = index.model.simpleTypes.find((t) => t.name === name)!;
    return simple.anonymous ? { simple: simpleTypeView(index, simple) } : undefined;
  }
  if (shape.type.kind !== 'complex') return undefined;
  const type = index.type(shape.type.name);
  return type.anonymous ? typeContent(index, type, globals) : undefined;
}

/** A simple type's derivation, as its xs:simpleType declares it. */
function simpleTypeView(index: ModelIndex, e: SimpleTypeModel): SimpleTypeView {
  const facets = FACET_NAMES.flatMap((name) => (e.facets[name] === undefined ? [] : [{ name, value: String(e.facets[name]) }]));
  const parent = e.restricts === undefined ? undefined : index.model.simpleTypes.find((t) => t.name === e.restricts)!;
  const derived = e.item
    ? { itemType: index.xsdType({ type: e.item }) }
    : e.members
      ? { memberTypes: e.members.map((m) => index.xsdType({ type: m })).join(' ') }
      : { base: parent ? index.qname(parent.namespace, xmlNameOf(parent)) : index.xsdType({ type: { kind: 'scalar', name: e.base } }) };
  // A QName's value is written under a prefix its enumeration element declares.
  const values = (e.values ?? []).map((v) => {
    if (!SCALARS[e.base].qname) return { value: v };
    const { namespace } = splitQName(v)!;
    return { value: qnameText(v as QName, 'q'), ...(namespace === '' || namespace === XML_NS ? {} : { namespace }) };
  });
  return { ...(e.description ? { description: e.description } : {}), ...derived, values, facets };
}

/** A type's base, content (elements and choices, in order) and attributes, its elements local to the schema of its namespace. */
function typeContent(index: ModelIndex, t: TypeModel, globals: GlobalElements): InlineTypeView {
  const base = t.base === undefined ? undefined : index.type(t.base);
  const restricted = t.restricts === undefined ? undefined : index.type(t.restricts);
  // Simple content is an extension of its value's type, or of the base whose value it has.
  const value = t.value && (base ? `${index.prefix(base.namespace)}:${xmlNameOf(base)}` : index.xsdType({ type: t.value }));
  const simpleRestriction = restricted?.value && t.value ? narrowedValue(index, restricted, t.value) : undefined;
  const element = (f: FieldModel): XsdElementView => fieldElement(index, f, t.namespace, globals);
  const attributes = restricted ? restrictionAttributes(index, t, restricted) : ownAttributes(index.model, t).map((a) => attributeView(index, a, t.namespace));
  const anyAttribute = t.anyAttribute && !base?.anyAttribute ? wildcardView(t.anyAttribute) : undefined;
  return {
    ...(t.description ? { description: t.description } : {}),
    ...(base ? { base: index.qname(base.namespace, xmlNameOf(base)) } : {}),
    ...(restricted && !simpleRestriction ? { restriction: index.qname(restricted.namespace, restricted.name) } : {}),
    ...(simpleRestriction ? { simpleRestriction } : value ? { value } : {}),
    ...(t.all ? { all: true as const } : {}),
    ...(t.abstract ? { abstract: true as const } : {}),
    fields: particleViews(t.content, ownFields(index.model, t), element),
    attributes,
    ...(anyAttribute ? { anyAttribute } : {}),
    hasAttributes: attributes.length > 0 || anyAttribute !== undefined,
  };
}

/**
 * A restriction of simple content: its base, and the facets by which its value narrows the base's
 * (none when the value is the base's; the facets of a simple type restricting it directly).
 */
function narrowedValue(index: ModelIndex, restricted: TypeModel, value: TypeRef): Pick<SimpleTypeView, 'base' | 'values' | 'facets'> {
  const base = index.qname(restricted.namespace, xmlNameOf(restricted));
  const simple = value.kind === 'simple' && value.name !== restricted.value!.name ? index.model.simpleTypes.find((s) => s.name === value.name) : undefined;
  if (!simple) return { base, values: [], facets: [] };
  const { values, facets } = simpleTypeView(index, simple);
  return { base, values, facets };
}

/** A global element holding a value: its type named, or written inside it when anonymous. */
function rootView(index: ModelIndex, name: string, shape: ValueShape, itemNamespace: string, nillable: boolean, globals: GlobalElements): RootView {
  const inline = inlineView(index, shape, globals);
  return { name, type: index.xsdType(shape, itemNamespace), nillable, ...(inline ? { inline } : {}) };
}

/**
 * A field's element in a schema of `namespace`: a local element, with `form` where its namespace is
 * not the default one; a reference when it is in a third namespace or says it is one (`globals`
 * collects the global element it refers to).
 */
function fieldElement(index: ModelIndex, f: FieldModel, namespace: string, globals: GlobalElements): XsdElementView {
  if (f.wildcard) {
    const { min, max } = f.wildcard;
    return { name: f.name, minOccurs: String(min), maxOccurs: max === Infinity ? 'unbounded' : String(max), type: '', any: wildcardView(f.wildcard) };
  }
  const occurs = {
    minOccurs: f.minOccurs !== undefined ? String(f.minOccurs) : f.required ? '1' : '0',
    maxOccurs: f.repeated ? String(f.maxOccurs ?? 'unbounded') : '1',
  };
  if (f.namespace !== '' && (f.namespace !== namespace || f.ref)) {
    globals.add(f);
    return { name: f.name, ...occurs, type: '', ref: `${index.prefix(f.namespace)}:${f.name}` };
  }
  const qualifiedByDefault = index.model.service.schemas.find((s) => s.namespace === namespace)!.elementsQualified;
  const form = f.namespace === '' ? (qualifiedByDefault ? 'unqualified' : undefined) : qualifiedByDefault ? undefined : 'qualified';
  const inline = inlineView(index, f, globals);
  return {
    name: f.name,
    ...occurs,
    type: index.xsdType(f, itemNamespace(f)),
    ...(inline ? { inline } : {}),
    ...(f.nillable ? { nillable: true } : {}),
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.fixed !== undefined ? { fixed: f.fixed } : {}),
    ...(form ? { form } : {}),
  };
}

/** Own elements and groups in schema order: the particles where there are groups, else the fields, a sequence. */
function particleViews(content: readonly Particle[] | undefined, own: readonly FieldModel[], element: (f: FieldModel) => XsdElementView): XsdParticleView[] {
  return content ? content.map((p) => (p.kind === 'element' ? element(p.field) : choiceView(p.choice, element))) : own.map(element);
}

/**
 * A choice as XML Schema writes it: each alternative an element, or a sequence of elements; an
 * optional sequence is the sequence itself with minOccurs="0".
 */
function choiceView(choice: ChoiceModel, element: (f: FieldModel) => XsdElementView): XsdGroupView {
  // An alternative holding groups is the sequence of its particles.
  const sequence = (fields: readonly FieldModel[], minOccurs: string, content?: readonly Particle[] | null): XsdGroupView => ({
    group: { compositor: 'sequence', minOccurs, maxOccurs: '1', particles: content ? particleViews(content, fields, element) : fields.map(element) },
  });
  const content = (i: number): readonly Particle[] | null | undefined => choice.alternativeContent?.[i];
  if (choice.sequence) return sequence(choice.alternatives[0]!, '0', content(0));
  return {
    group: {
      compositor: 'choice',
      minOccurs: choice.required ? '1' : '0',
      maxOccurs: choice.repeated ? 'unbounded' : '1',
      particles: choice.alternatives.map((a, i) => (a.length === 1 && !content(i) ? element(a[0]!) : sequence(a, '1', content(i)))),
    },
  };
}

/** How the schema emitter marks a bare part's global element as declared. */
const partKey = (namespace: string, name: string): string => `part:{${namespace}}${name}`;

/** The namespace of a value's list items: the list element's unless it says another. */
function itemNamespace(f: FieldModel): string {
  return f.itemNamespace ?? f.namespace;
}

/** An rpc or bare message's part: a type for an unqualified part, else the global element it is. */
function part(index: ModelIndex, f: FieldModel): { name: string; type?: string; element?: string } {
  const name = f.part ?? f.name;
  return f.namespace === '' ? { name, type: index.xsdType(f, itemNamespace(f)) } : { name, element: `${index.prefix(f.namespace)}:${f.name}` };
}

/** An rpc or bare message's parts, named after their values unless they (or its one part) have names of their own. */
function parts(index: ModelIndex, values: readonly FieldModel[], named: string | undefined): { name: string; type?: string; element?: string }[] {
  return values.map((f) => (named === undefined ? part(index, f) : { ...part(index, f), name: named }));
}

/** Global elements that fields refer to: one per namespace and name. */
interface GlobalElements {
  add(f: FieldModel): void;
}

/**
 * The schemas, the service's first, each with its items in ASMX order: per operation its request
 * and response elements followed by the types first reached from them (depth first), then types
 * no operation reaches, then the global elements of the HTTP POST roots.
 */
function schemaViews(index: ModelIndex): SchemaView[] {
  const { model } = index;
  const svc = model.service.namespace;
  const byNamespace = new Map<string, SchemaItem[]>(model.service.schemas.map((s) => [s.namespace, []]));
  // The schemas whose types have xml: attributes, which import the xml namespace.
  const usesXml = new Set<string>();
  const push = (namespace: string, item: SchemaItem): void => {
    byNamespace.get(namespace)!.push(item);
  };
  const done = new Set<string>();
  const globalDone = new Map<string, string>();
  const globals: GlobalElements = {
    add(f) {
      const key = `${f.namespace}\u0000${f.name}`;
      const type = index.xsdType(f, itemNamespace(f));
      const seen = globalDone.get(key);
      if (seen !== undefined) {
        if (seen !== type) throw new Error(`element ${f.name} of ${f.namespace} is used with types ${seen} and ${type}`);
        return;
      }
      globalDone.set(key, type);
      push(f.namespace, { root: rootView(index, f.name, f, itemNamespace(f), f.nillable, globals) });
      visit(f, itemNamespace(f));
    },
  };

  /** Schemas declaring SOAP-encoded arrays, which import the SOAP encoding's. */
  const encodedArrays = new Set<string>();
  const encodedLists = encodedListItems(model);
  const visit = (shape: ValueShape, itemNamespace = svc): void => {
    if (shape.listItem !== undefined) {
      const name = index.arrayName(shape, itemNamespace);
      const namespace = index.arrayNamespace(shape, itemNamespace);
      if (!done.has(`array:${namespace}:${name}`)) {
        done.add(`array:${namespace}:${name}`);
        const itemShape: ValueShape = { type: shape.type };
        const form: 'qualified' | 'unqualified' = itemNamespace === '' ? 'unqualified' : 'qualified';
        const qualifiedByDefault = model.service.schemas.find((s) => s.namespace === namespace)!.elementsQualified;
        const item = {
          name: shape.listItem,
          type: index.xsdType(itemShape),
          nillable: itemsNillable(shape),
          ...(qualifiedByDefault !== (form === 'qualified') ? { form } : {}),
        };
        // SOAP encoding's arrays restrict soapenc:Array, naming their items' type (wsdl:arrayType).
        if (encodedLists.has(shape.type.name)) {
          encodedArrays.add(namespace);
          push(namespace, { arrayType: { name, item, soapArrayType: `${index.xsdType(itemShape)}[]` } });
        } else push(namespace, { arrayType: { name, item } });
        visit(itemShape);
      }
      return;
    }
    if (shape.type.kind === 'complex') visitType(index.type(shape.type.name));
    if (shape.type.kind === 'simple') visitSimple(model.simpleTypes.find((t) => t.name === shape.type.name)!);
  };
  const visitSimple = (e: SimpleTypeModel): void => {
    if (done.has(`simple:${e.name}`)) return;
    done.add(`simple:${e.name}`);
    const parent = e.restricts === undefined ? undefined : model.simpleTypes.find((t) => t.name === e.restricts)!;
    // An anonymous simple type is written where its element is declared.
    if (!e.anonymous) push(e.namespace, { simpleType: { name: xmlNameOf(e), ...simpleTypeView(index, e) } });
    if (parent) visitSimple(parent);
    if (e.item) visit({ type: e.item });
    for (const m of e.members ?? []) visit({ type: m });
  };
  const visitType = (t: TypeModel): void => {
    if (done.has(`type:${t.name}`)) return;
    done.add(`type:${t.name}`);
    const own = ownFields(index.model, t);
    const base = t.base === undefined ? undefined : index.type(t.base);
    const attributes = ownAttributes(index.model, t);
    const restricted = t.restricts === undefined ? undefined : index.type(t.restricts);
    // An anonymous type is written where its element is declared; the types it uses are declared here.
    if (!t.anonymous) {
      const { value, hasAttributes, attributes: views, anyAttribute, ...content } = typeContent(index, t, globals);
      if (hasAttributes || value || content.simpleRestriction) {
        push(t.namespace, {
          attributedType: {
            name: xmlNameOf(t),
            ...content,
            ...(value ? { value } : {}),
            attributes: views,
            ...(anyAttribute ? { anyAttribute } : {}),
            hasAttributes,
          },
        });
      } else {
        push(t.namespace, { complexType: { name: xmlNameOf(t), ...content } });
      }
    }
    if (base) visitType(base);
    if (restricted) visitType(restricted);
    for (const f of own) visit(f, itemNamespace(f));
    for (const f of ownChoices(t)
      .filter((c) => c.repeated)
      .flatMap((c) => c.alternatives.flat()))
      visit(f, itemNamespace(f));
    for (const a of attributes) {
      visit({ type: a.type });
      if (a.namespace === XML_NS) usesXml.add(t.namespace);
      else if (a.namespace !== '' && a.namespace !== t.namespace && !done.has(`attribute:{${a.namespace}}${a.name}`)) {
        done.add(`attribute:{${a.namespace}}${a.name}`);
        push(a.namespace, { globalAttribute: { name: a.name, type: index.xsdType({ type: a.type }), ...anonymousSimple(index, a.type) } });
      }
    }
    if (t.value) visit({ type: t.value });
  };

  // A wrapper of a named type is an element of that type followed by the type (as JAX-WS writes them).
  const wrappers = new Set<string>();
  // A wrapper may be an element a bare part, header block or fault detail declares too (the spec
  // checks its type holds the wrapper's elements): that one declares it, with its type.
  const typed = typedElements(model);
  // A body element of another namespace is declared, with its named type, in that namespace's schema.
  const wrapper = (
    element: { readonly element: string; readonly type?: string; readonly namespace?: string },
    fields: readonly XsdParticleView[],
    attributes: readonly AttributeModel[],
  ): void => {
    const ns = element.namespace ?? svc;
    // Operations told apart by their actions may share a wrapper element (the spec checks its content is the same).
    if (wrappers.has(`${ns}\u0000${element.element}`) || typed.has(`${ns}\u0000${element.element}`)) return;
    wrappers.add(`${ns}\u0000${element.element}`);
    for (const a of attributes) visit({ type: a.type });
    const views = attributes.map((a) => attributeView(index, a, ns));
    const inline = { fields, attributes: views, hasAttributes: true };
    if (element.type === undefined) push(ns, { wrapper: { name: element.element, fields, ...(views.length ? { inline } : {}) } });
    else {
      push(ns, { root: { name: element.element, type: `${index.prefix(ns)}:${element.type}`, nillable: false } });
      // Wrapper elements may share their named type (the spec checks its content is the same): declared once.
      if (wrappers.has(`${ns}\u0000type:${element.type}`)) return;
      // A wrapper of a named type of the spec's (the spec checks it is the wrapper's content) is declared with the types.
      const named = model.types.find((t) => t.name === element.type && t.xmlName === undefined && t.namespace === ns);
      if (named) return visitType(named);
      wrappers.add(`${ns}\u0000type:${element.type}`);
      push(ns, views.length ? { attributedType: { name: element.type, ...inline } } : { complexType: { name: element.type, fields } });
    }
  };
  for (const op of model.operations) {
    // rpc messages have no wrapper elements: their parts are typed (or, in a namespace, global elements).
    if (op.style === 'rpc') {
      for (const f of [...op.params, ...(op.result ? [op.result] : []), ...op.results]) {
        if (f.namespace === '') visit(f, itemNamespace(f));
        else globals.add(f);
      }
      continue;
    }
    // Bare: the parts' elements are the messages' global elements, each in its namespace's schema (an unqualified part has a type instead).
    if (op.bare) {
      for (const f of [...op.params, ...(op.result ? [op.result] : []), ...op.results]) {
        if (f.namespace !== '' && !done.has(partKey(f.namespace, f.name)))
          push(f.namespace, { root: rootView(index, f.name, f, itemNamespace(f), f.nillable, globals) });
        done.add(partKey(f.namespace, f.name));
        visit(f, itemNamespace(f));
      }
      continue;
    }
    const inherited = op.params.slice(0, op.params.length - ownParams(model, op).length);
    const requestElement = (f: FieldModel): XsdElementView => fieldElement(index, f, op.request.namespace ?? svc, globals);
    wrapper(op.request, [...inherited.map(requestElement), ...particleViews(op.paramContent, ownParams(model, op), requestElement)], op.requestAttributes);
    if (op.response) {
      const responseElement = (f: FieldModel): XsdElementView => fieldElement(index, f, op.response!.namespace ?? svc, globals);
      wrapper(op.response, op.result ? [responseElement(op.result)] : particleViews(op.resultContent, op.results, responseElement), op.responseAttributes);
    }
    for (const p of op.params) visit(p, itemNamespace(p));
    if (op.result) visit(op.result, op.result.namespace);
    for (const f of op.results) visit(f, itemNamespace(f));
  }
  // Header blocks and fault details: global elements of their own (one per name, however many operations use it).
  const headerElements = new Set<string>();
  for (const [h, op] of model.operations.flatMap((op) => [...op.requestHeaders, ...op.responseHeaders, ...declaredFaults(op)].map((h) => [h, op] as const))) {
    // A block in no namespace, or SOAP-encoded, is a part declared by type= (no element); one of another namespace is a global element of that namespace's schema.
    if (h.namespace === '' || op.use === 'encoded') {
      visit(h);
      continue;
    }
    if (h.namespace !== svc) {
      globals.add({ ...h, required: false, nillable: 'nillable' in h && h.nillable });
      continue;
    }
    // A bare part's element, declared with it.
    if (headerElements.has(h.name) || done.has(partKey(svc, h.name))) continue;
    headerElements.add(h.name);
    push(svc, { root: rootView(index, h.name, h, svc, 'nillable' in h && h.nillable, globals) });
    visit(h);
  }
  for (const t of model.types) visitType(t);
  for (const t of model.simpleTypes) visitSimple(t);
  // Global elements no message names, after the types (as ASMX writes its HTTP GET answers' elements).
  for (const e of model.elements) globals.add(e);

  const roots = new Map<string, string>();
  for (const op of model.operations.filter((o) => o.httpPost)) {
    // HTTP POST is offered only for operations with a single result, which have a root.
    const result = op.result!;
    const root = op.httpPostRoot!;
    const type = index.xsdType(result);
    const seen = roots.get(root);
    if (done.has(partKey(svc, root))) continue; // a bare part's element, declared with it
    if (seen !== undefined) {
      if (seen !== type) throw new Error(`HTTP POST root ${root} is used with types ${seen} and ${type}`);
      continue;
    }
    roots.set(root, type);
    push(svc, { root: rootView(index, root, result, svc, nillable(result), globals) });
  }
  const namespaces = model.service.schemas.map((s) => s.namespace);
  return model.service.schemas.map((s) => ({
    namespace: s.namespace,
    elementFormDefault: s.elementsQualified ? 'qualified' : 'unqualified',
    attributesQualified: s.attributesQualified,
    imports: [
      ...namespaces.filter((n) => n !== s.namespace),
      ...(encodedArrays.has(s.namespace) ? [SOAP_ENCODING_NS] : []),
      ...(usesXml.has(s.namespace) ? [XML_NS] : []),
    ],
    items: byNamespace.get(s.namespace)!,
  }));
}

/**
 * The schemas the WSDL declares: those holding something, and those the spec lists (an imported
 * WSDL's empty schema); none imports a namespace left without one.
 */
function writtenSchemas(model: Model, views: readonly SchemaView[]): SchemaView[] {
  const written = views.filter((v, i) => v.items.length > 0 || model.service.schemas[i]!.listed);
  const left = new Set(views.filter((v) => !written.includes(v)).map((v) => v.namespace));
  return written.map((v) => ({ ...v, imports: v.imports.filter((n) => !left.has(n)) }));
}

/** The item types of the lists encoded messages and types hold: their WSDL array types restrict soapenc:Array (spec/encoded-types.ts keeps them apart from literal ones). */
function encodedListItems(model: Model): Set<string> {
  const holders = [
    ...model.operations
      .filter((op) => op.use === 'encoded')
      .flatMap((op) => [...op.params, ...(op.result ? [op.result] : []), ...op.results, ...op.requestHeaders, ...op.responseHeaders, ...declaredFaults(op)]),
    ...model.types.filter((t) => t.encoded).flatMap((t) => t.fields),
  ];
  return new Set(holders.filter((f) => f.listItem !== undefined).map((f) => f.type.name));
}

/** The global elements bare parts, header blocks and fault details declare with their types, as `namespace\0name`. */
function typedElements(model: Model): Set<string> {
  const parts = model.operations.filter((op) => op.bare).flatMap((op) => [...op.params, ...(op.result ? [op.result] : []), ...op.results]);
  const blocks = model.operations.filter((op) => op.use !== 'encoded').flatMap((op) => [...op.requestHeaders, ...op.responseHeaders, ...declaredFaults(op)]);
  // A bare part's element is in its namespace's schema; a part or block in no namespace is no global element.
  const keys = [
    ...parts.filter((f) => f.namespace !== '').map((f) => `${f.namespace}\u0000${f.name}`),
    ...blocks.filter((f) => f.namespace !== '').map((f) => `${f.namespace}\u0000${f.name}`),
  ];
  return new Set(keys);
}

/**
 * The messages of fault details and header blocks (faults first), each once with every part the
 * operations name in it: a message may be shared by operations, or hold several header blocks.
 */
function blockMessages(index: ModelIndex): { name: string; parts: { name: string; element?: string; type?: string }[] }[] {
  const { model } = index;
  const messages = new Map<string, { name: string; element?: string; type?: string }[]>();
  const add = (op: OperationModel, message: string, part: string, block: FieldModel | FaultModel): void => {
    const parts = messages.get(message) ?? [];
    if (!parts.some((p) => p.name === part)) parts.push(blockPart(index, op, part, block));
    messages.set(message, parts);
  };
  for (const op of model.operations) for (const f of op.faults) add(op, f.wsdl.message, f.wsdl.part, f);
  for (const op of model.operations)
    for (const h of [...op.requestHeaders, ...op.responseHeaders, ...headerFaultsOf(op)]) if (!inBand(op, h)) add(op, h.wsdl.message, h.wsdl.part, h);
  return [...messages].map(([name, parts]) => ({ name, parts }));
}

/** A block's part: in no namespace, or SOAP-encoded (its binding names the namespace), declared by its type, which names its element after the part. */
function blockPart(index: ModelIndex, op: OperationModel, part: string, block: FieldModel | FaultModel): { name: string; element?: string; type?: string } {
  const byType = block.namespace === '' || op.use === 'encoded';
  return { name: part, ...(byType ? { type: index.xsdType(block) } : { element: `${index.prefix(block.namespace)}:${block.name}` }) };
}

/** Whether a header block is a part of its operation's own input or output message (an "in-band" header, beside the body's parts). */
function inBand(op: OperationModel, h: { readonly wsdl: { readonly message: string } }): boolean {
  return h.wsdl.message === op.wsdl.input.message || h.wsdl.message === op.wsdl.output?.message;
}

/** The names of a body message's parts that its soap:body lists (maybe none), where the message also holds header parts; undefined (every part) otherwise. */
function bodyParts(op: OperationModel, message: string, parts: readonly { name: string }[]): { readonly names: string } | undefined {
  const headers = [...op.requestHeaders, ...op.responseHeaders].filter((h) => h.wsdl.message === message);
  return headers.length === 0 ? undefined : { names: parts.map((p) => p.name).join(' ') };
}

/**
 * The operations' body messages, in operation order, each once (operations sharing a wrapper element
 * may share its message): rpc and bare messages list their parts, a wrapped one has one part, its
 * wrapper element.
 */
function bodyMessages(index: ModelIndex): { name: string; parts: { name: string; element?: string; type?: string }[] }[] {
  const { model } = index;
  const messages = new Map<string, { name: string; element?: string; type?: string }[]>();
  for (const op of model.operations) {
    const input = inputParts(index, op);
    if (!messages.has(op.wsdl.input.message)) messages.set(op.wsdl.input.message, input);
    const output = outputParts(index, op);
    if (op.wsdl.output && output && !messages.has(op.wsdl.output.message)) messages.set(op.wsdl.output.message, output);
  }
  // In-band header blocks follow the body's parts in their message, unless the spec gives the message's order.
  for (const op of model.operations)
    for (const h of [...op.requestHeaders, ...op.responseHeaders].filter((h) => inBand(op, h))) {
      const parts = messages.get(h.wsdl.message)!;
      if (!parts.some((p) => p.name === h.wsdl.part)) parts.push(blockPart(index, op, h.wsdl.part, h));
    }
  for (const op of model.operations)
    for (const n of [op.wsdl.input, op.wsdl.output]) {
      const order = n?.parts;
      if (order) messages.get(n.message)!.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
    }
  return [...messages].map(([name, parts]) => ({ name, parts }));
}

/** The body's parts of an operation's input message: rpc and bare messages list their values, a wrapped one has one part, its wrapper element. */
function inputParts(index: ModelIndex, op: OperationModel): { name: string; element?: string; type?: string }[] {
  const { model } = index;
  if (op.style === 'rpc' || op.bare) return parts(index, op.params, op.wsdl.input.part);
  return [{ name: op.wsdl.input.part!, element: `${index.prefix(op.request.namespace ?? model.service.namespace)}:${op.request.element}` }];
}

/** The body's parts of an operation's output message; undefined for a one-way operation. */
function outputParts(index: ModelIndex, op: OperationModel): { name: string; element?: string; type?: string }[] | undefined {
  const { model } = index;
  if (!op.wsdl.output || !op.response) return undefined;
  if (op.style === 'rpc' || op.bare) return parts(index, op.result ? [op.result] : op.results, op.wsdl.output.part);
  return [{ name: op.wsdl.output.part!, element: `${index.prefix(op.response.namespace ?? model.service.namespace)}:${op.response.element}` }];
}

/** An operation's soap:operation action: its soapAction attribute, where it has one. */
interface SoapActionView {
  readonly soapAction: string;
  readonly namesSoapAction: boolean;
}

const soapActionView = (a: SoapActionModel): SoapActionView => ({ soapAction: a.soapAction, namesSoapAction: a.soapActionUnnamed !== true });

/** An operation as the SOAP port types and bindings write it, with its port type's name. */
interface SoapOperationView {
  readonly name: string;
  readonly portType: string;
  readonly style: 'document' | 'rpc';
  readonly soapActions: Readonly<Record<SoapTransport, SoapActionView>>;
}

/** The operations of a port type, in operation order. */
function ofPortType(soap: readonly SoapOperationView[], portType: string): SoapOperationView[] {
  return soap.filter((op) => op.portType === portType);
}

export function wsdlView(index: ModelIndex) {
  const { model } = index;
  const schemas = writtenSchemas(model, schemaViews(index));
  const own = schemas[0]?.namespace === model.service.namespace ? schemas[0] : undefined;
  const portTypeOf = new Map(model.service.wsdl.portTypes.flatMap((p) => p.operations.map((op) => [op, p.name] as const)));
  const soap = model.operations.map((op) => ({
    portType: portTypeOf.get(op.name) ?? model.service.wsdl.portType,
    name: op.wsdl.name,
    style: op.style,
    use: op.use,
    ...(op.use === 'encoded' ? { encoded: true } : {}),
    description: op.description,
    // Each SOAP version's bindings write their own action.
    soapActions: Object.fromEntries(SOAP_TRANSPORT_IDS.map((t) => [t, soapActionView(soapActionOf(op, t))])) as Record<SoapTransport, SoapActionView>,
    input: op.wsdl.input.message,
    ...(op.wsdl.input.name !== undefined ? { inputName: op.wsdl.input.name } : {}),
    ...(op.wsdl.output?.name !== undefined ? { outputName: op.wsdl.output.name } : {}),
    // Its WS-Addressing actions' prefix: that of their namespace, declared on the definitions.
    actions: op.wsdl.actions,
    ...(op.wsdl.input.action !== undefined ? { inputAction: op.wsdl.input.action } : {}),
    ...(op.wsdl.output?.action !== undefined ? { outputAction: op.wsdl.output.action } : {}),
    // rpc and bare messages list their parts; a wrapped one has one part, its wrapper element.
    // rpc: the soap:body namespace of each direction, the wrappers' ('' for none: soap:body names none).
    ...(op.style === 'rpc'
      ? {
          rpc: model.service.unqualifiedWrappers
            ? { input: '', output: '' }
            : { input: op.request.namespace ?? model.service.namespace, output: op.response?.namespace ?? model.service.namespace },
        }
      : {}),
    ...(op.wsdl.output ? { output: op.wsdl.output.message } : {}),
    // A soap:body lists its parts where its message holds header parts too.
    inputParts: bodyParts(op, op.wsdl.input.message, inputParts(index, op)),
    ...(op.wsdl.output ? { outputParts: bodyParts(op, op.wsdl.output.message, outputParts(index, op) ?? []) } : {}),
    // An encoded block's soap:header and soap:fault name the namespace of its element, which its part (by type=) does not.
    inputHeaders: op.requestHeaders.map((h) => headerBinding(op, h)),
    outputHeaders: op.responseHeaders.map((h) => headerBinding(op, h)),
    faults: op.faults.map((f) => blockBinding(op, f, f.wsdl)),
  }));
  const microsoft = microsoftTypes(index, JSON.stringify(schemas) + JSON.stringify(soap));
  const { bindings, formBindings: forms } = transportBindings(model, soap);
  const portTypes = model.service.wsdl.portTypes.map((p) => ({ name: p.name, operations: ofPortType(soap, p.name) }));
  return {
    service: model.service,
    url: SENTINEL.url,
    types: schemas.length > 0 || microsoft !== undefined,
    ...(own
      ? { serviceSchema: true, schema: own.items, schemaForm: own.elementFormDefault, schemaAttributesQualified: own.attributesQualified, imports: own.imports }
      : {}),
    // Other target namespaces: their prefixes (declared on the definitions) and schemas.
    // No namespace has no prefix: its components are named unprefixed.
    namespaces: [...index.prefixes]
      .slice(1)
      .filter(([namespace]) => namespace !== '')
      .map(([namespace, prefix]) => ({ namespace, prefix })),
    // The schema of .NET scalars is a spec schema's where the spec declares elements of its namespace (WCF's).
    schemas: (own ? schemas.slice(1) : schemas).map((s) => (microsoft?.inSchema && s.namespace === microsoft.namespace ? { ...s, microsoft } : s)),
    microsoft,
    // Only the namespaces it uses: the bindings offered (HTTP POST's with mime, and ASMX's textMatching
    // and SOAP encoding beside it, as ASMX declares them), SOAP encoding's for encoded messages.
    bindingNamespaces: TRANSPORTS.filter((t) => (bindings as readonly PortsOfBinding[]).some((b) => b.prefix === t.wsdlBinding.prefix)).map(
      (t) => t.wsdlBinding,
    ),
    declaresSoapEncoding: model.operations.some((op) => op.use === 'encoded') || forms.length > 0,
    // WS-Addressing's namespaces, for the actions the port types name.
    addressing: addressingNamespaces(model),
    portTypes,
    bindings,
    formBindings: forms,
    services: wsdlServices(model, bindings as readonly PortsOfBinding[]),
    names: model.service.wsdl,
    // ASMX documents the definitions as it documents the service; an imported WSDL may say otherwise, or nothing.
    documentation: model.service.wsdl.documentation ?? model.service.description ?? '',
    // The WSDL's own components (messages, port types, bindings) are in its target namespace: a schema's prefix, or one of its own.
    wsdlPrefix: index.prefixes.get(model.service.wsdl.targetNamespace) ?? WSDL_PREFIX,
    // The messages' and port types' prefix where the bindings name them (another document's, in WCF's documents).
    abstractPrefix: index.prefixes.get(model.service.wsdl.targetNamespace) ?? WSDL_PREFIX,
    // The parts one document holds: the messages and port types (abstract), the bindings and services (concrete).
    sections: { abstract: true, concrete: true },
    ...(index.prefixes.has(model.service.wsdl.targetNamespace) ? {} : { wsdlNamespace: model.service.wsdl.targetNamespace }),
    soap,
    bodyMessages: bodyMessages(index),
    blockMessages: blockMessages(index),
  };
}

/**
 * The schema of .NET scalars the WSDL declares, if any: ASMX's where the service uses its guid or
 * char (`json`, the views, names them by its prefix), with their types; WCF's serialization schema
 * always (WCF publishes it with every service), with the types the service uses and the attributes
 * WCF declares there.
 */
function microsoftTypes(
  index: ModelIndex,
  json: string,
): { namespace: string; prefix: string; wcf: boolean; inSchema: boolean; guid: boolean; char: boolean; duration: boolean } | undefined {
  const types = index.model.service.wsdl.microsoftTypes;
  const { namespace, scalars } = MICROSOFT_TYPES[types];
  const prefix = index.microsoftPrefix();
  const used = scalars.filter((t) => json.includes(`"${prefix}:${t}"`));
  if (types === 'asmx' && used.length === 0) return undefined;
  const has = (t: string): boolean => (used as readonly string[]).includes(t);
  return { namespace, prefix, wcf: types === 'wcf', inSchema: index.prefixes.has(namespace), guid: has('guid'), char: has('char'), duration: has('duration') };
}

/** The namespaces of the WS-Addressing actions the operations name, in the spec's order of them. */
function addressingNamespaces(model: Model): { prefix: ActionStyle; namespace: string }[] {
  const named = (op: OperationModel): boolean =>
    op.wsdl.input.action !== undefined || op.wsdl.output?.action !== undefined || op.faults.some((f) => f.wsdl.action !== undefined);
  const used = new Set(model.operations.filter(named).map((op) => op.wsdl.actions));
  return (Object.keys(ACTION_NAMESPACES) as ActionStyle[])
    .filter((style) => used.has(style))
    .map((prefix) => ({ prefix, namespace: ACTION_NAMESPACES[prefix] }));
}

/** A header's soap:header, with its soap:headerfault elements. */
function headerBinding(
  op: OperationModel,
  h: HeaderModel,
): { message: string; part: string; encoded?: true; encodedNamespace?: string; faults?: { message: string; part: string }[] } {
  const faults = h.faults?.map((f) => blockBinding(op, f, { message: f.wsdl.message, part: f.wsdl.part }));
  return { ...blockBinding(op, h, h.wsdl), ...(faults ? { faults } : {}) };
}

/** A header's or fault's WSDL names; of an encoded operation's, `encoded` and the namespace its binding gives the block's element (none for ''). */
function blockBinding<Names extends object>(
  op: OperationModel,
  block: FieldModel | FaultModel,
  names: Names,
): Names & { encoded?: true; encodedNamespace?: string } {
  if (op.use !== 'encoded') return names;
  return { ...names, encoded: true, ...(block.namespace !== '' ? { encodedNamespace: block.namespace } : {}) };
}

interface PortsOfBinding {
  readonly name: string;
  readonly prefix: string;
  readonly ports: readonly WsdlPort[];
}

/**
 * The wsdl:service elements and their ports, each port at its address (the service's, or the
 * service's origin and the port's own path): the service holds every port none of the spec's
 * further services (`wsdl.services`) holds.
 */
function wsdlServices(
  model: Model,
  bindings: readonly PortsOfBinding[],
): { name: string; description?: string; ports: { name: string; binding: string; prefix: string; address: string }[] }[] {
  const address = (path: string): string => (path === model.service.path ? SENTINEL.url : `${SENTINEL.origin}${path}`);
  const ports = bindings.flatMap((b) =>
    b.ports.map(({ name, path, service }) => ({ name, service, binding: b.name, prefix: b.prefix, address: address(path) })),
  );
  const view = ({ name, binding, prefix, address }: (typeof ports)[number]): { name: string; binding: string; prefix: string; address: string } => ({
    name,
    binding,
    prefix,
    address,
  });
  return [
    {
      name: model.service.name,
      ...(model.service.description ? { description: model.service.description } : {}),
      ports: ports.filter((p) => p.service === undefined).map(view),
    },
    ...model.service.wsdl.services.map((g) => ({
      name: g.name,
      ports: g.ports.flatMap((name) => ports.filter((p) => p.service === g.name && p.name === name).map(view)),
    })),
  ];
}

/** The operations offered over each transport that is not SOAP (SOAP transports offer them all). */
const FORM_OPERATIONS: { readonly [T in Exclude<Transport, SoapTransport>]: (op: OperationModel) => boolean } = {
  httpPost: (op) => op.httpPost,
};

/**
 * The WSDL's bindings and ports, per transport offered, in the descriptors' order: the SOAP
 * bindings of the SOAP port type, or a form transport's binding of a port type of its own
 * (`formBindings`, with its messages).
 */
function transportBindings(model: Model, soap: readonly SoapOperationView[]): { bindings: object[]; formBindings: object[] } {
  const bindings: object[] = [];
  const formBindings: object[] = [];
  for (const t of TRANSPORTS.filter((t) => model.service.transports.includes(t.id))) {
    const { prefix, verb } = t.wsdlBinding;
    if (t.soapVersion) {
      const id = t.id as SoapTransport;
      // An encoded binding names its encoding: SOAP 1.2's where the service declares it (it then offers SOAP 1.2 only).
      const encodingStyle = model.service.encoding === 'soap12' ? SOAP12_ENCODING_NS : SOAP_ENCODING_NS;
      for (const b of model.service.wsdl.bindings[id]) {
        const operations = ofPortType(soap, b.portType).map((op) => ({ ...op, ...op.soapActions[id] }));
        // A binding says the style its operations share, else the service's; each operation says its own too (wsimport takes a binding saying none for document style).
        const styles = new Set(operations.map((op) => op.style));
        const rpc = styles.size === 1 ? styles.has('rpc') : model.service.style === 'rpc';
        bindings.push({ soap: true, name: b.name, portType: b.portType, operations, prefix, ports: b.ports, encodingStyle, rpc });
      }
      continue;
    }
    const operations = model.operations
      .filter(FORM_OPERATIONS[t.id as Exclude<Transport, SoapTransport>])
      .map((op) => ({ name: op.name, description: op.description, formNames: op.params.map((p) => p.formNames[0]!), root: op.httpPostRoot }));
    if (operations.length === 0) continue;
    const name = `${model.service.name}${t.asmxSuffix}`;
    const binding = { name, prefix, verb, suffix: t.asmxSuffix, operations, ports: [{ name, path: model.service.path }] };
    bindings.push(binding);
    formBindings.push(binding);
  }
  return { bindings, formBindings };
}
