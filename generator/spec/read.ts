/**
 * Stage 1: YAML text → a typed, position-carrying description of the spec, checking only the shape
 * (known keys, right kinds of values). References between names are checked by `resolve.ts`.
 */
import { ACTION_NAMESPACES, MICROSOFT_TYPES, WSDL_DOCUMENTS, type ActionStyle, type MicrosoftTypes, type WsdlDocuments } from '../model.js';
import { SOAP_TRANSPORT_IDS, type SoapTransport } from '../../runtime/transports.js';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair } from 'yaml';
import { didYouMean } from '../suggest.js';
import type { SpecIssue } from './errors.js';
import { namespaceProblem } from './namespace-uri.js';
import { yamlIssues } from './yaml-errors.js';
import { FACET_NAMES, type Facets } from '../../runtime/xml/facets.js';

/** Facets whose values are whole numbers. */
const WHOLE_FACETS: ReadonlySet<string> = new Set(['length', 'minLength', 'maxLength', 'totalDigits', 'fractionDigits']);

export interface Located {
  readonly line: number;
  readonly column: number;
}

export interface RawField extends Located {
  readonly name: string;
  /** As written: `int`, `Area`, `Area[]`. */
  readonly type: string;
  readonly item?: string;
  readonly required: boolean;
  readonly nillable: boolean;
  readonly description?: string;
  readonly form?: readonly string[];
  /** A list written as the field's element repeated, without a wrapper. */
  readonly inline?: boolean;
  /** An inline list's most items (its element's maxOccurs), as written; unbounded when absent. */
  readonly maxOccurs?: number;
  readonly maxOccursAt?: Located;
  /** An inline list's fewest items (its element's minOccurs, 2 or more), as written; `required` alone is one. */
  readonly minOccurs?: number;
  readonly minOccursAt?: Located;
  /** The element's schema default and fixed value, as written. */
  readonly default?: string;
  readonly fixed?: string;
  /** The element's XML namespace when written: '' for unqualified. */
  readonly namespace?: string;
  /** `ref: true`: the element is the global element of its namespace and name (`ref=`), not a local one. */
  readonly ref?: boolean;
  /** A list's items' namespace when written ('' for unqualified); by default the list element's. */
  readonly itemNamespace?: string;
  /** A wrapped list's WSDL array type name when written; by default ASMX's ArrayOf<Item>. */
  readonly listType?: string;
  /** A wrapped list's WSDL array type namespace when written; by default its items' (the service's for items in none). */
  readonly listNamespace?: string;
  /** A wrapped list's items' nillable when written; by default nillable() of their type. */
  readonly itemNillable?: boolean;
  /** A bare message's part of several: the part's name when written; by default the element's. */
  readonly part?: string;
  /** Headers and faults: the names of their WSDL message, part and (faults) wsdl:fault, where given. */
  readonly wsdl?: RawBlockNames;
  /** A header block's header faults: the blocks a fault response carries when it could not be processed. */
  readonly faults?: readonly RawField[];
  /** Present when the entry is a group (`choice:` or `sequence:`), not an element: `name` is its label, `type` ''. */
  readonly group?: RawGroup;
  /** An xs:any wildcard (then `type` is ''): its namespace test, processContents and maxOccurs as written. */
  readonly any?: RawWildcard;
}

/** A choice among alternatives, or a sequence of elements (a choice's alternative, or an optional sequence). */
export interface RawGroup {
  readonly kind: 'choice' | 'sequence';
  /** Its elements (a choice's: its alternatives, each an element or a sequence). */
  readonly members: readonly RawField[];
  /** `repeated: true`: a list of alternatives (maxOccurs="unbounded"). */
  readonly repeated: boolean;
}

/** An xs:any or xs:anyAttribute as written. */
export interface RawWildcard {
  readonly namespace: string;
  readonly processContents?: 'strict' | 'lax' | 'skip';
  /** xs:any only: a whole number, or Infinity for unbounded. */
  readonly maxOccurs?: number;
}

/** The WSDL names of a header block's or fault's message (`wsdl:` of a header or fault entry). */
export interface RawBlockNames {
  readonly name?: string;
  readonly message?: string;
  readonly part?: string;
  /** A fault's WS-Addressing action (its wsdl:fault's Action attribute). */
  readonly action?: string;
}

export interface RawType extends Located {
  readonly name: string;
  /** The XML name, when it is not the entry's name (a type of another namespace with a name already taken). */
  readonly xmlName?: string;
  /** The type's target namespace, when written. */
  readonly namespace?: string;
  readonly namespaceAt?: Located;
  readonly description?: string;
  readonly extends?: string;
  readonly extendsAt?: Located;
  /** A complex type this one restricts (xs:complexContent/xs:restriction): its fields are a subset of that one's. */
  readonly restricts?: string;
  readonly restrictsAt?: Located;
  readonly fields: readonly RawField[];
  readonly attributes: readonly RawAttribute[];
  /** Simple content: the type of the element's text, as written (then there are no fields). */
  readonly value?: string;
  readonly valueAt?: Located;
  /** `all: true`: the fields come in any order (xs:all). */
  readonly all?: true;
  /** `abstract: true`: values are always of a derived type (abstract="true", polymorphic). */
  readonly abstract?: true;
  /** `polymorphic: true`: a value may be of a derived type, written with xsi:type. */
  readonly polymorphic?: true;
  /** xs:anyAttribute: attributes of other names. */
  readonly anyAttribute?: RawWildcard;
  readonly anyAttributeAt?: Located;
  /** `anonymous: true`: declared inline in the WSDL, in the one element that has it. */
  readonly anonymous?: boolean;
  readonly anonymousAt?: Located;
  /** Present for an enumeration (then there are no fields). */
  readonly enum?: readonly string[];
  /** Present for a scalar or simple type restricted by facets (then there are no fields). */
  readonly restriction?: { readonly base: string; readonly baseAt: Located; readonly facets: Facets; readonly facetsAt: Located };
  /** Present for a union type (xs:union): its member types as written. */
  readonly union?: { readonly members: readonly string[]; readonly at: Located };
  /** Present for a list type (xs:list): its item type as written. */
  readonly list?: { readonly item: string; readonly itemAt: Located };
}

/** An operation's SOAP action as the spec gives it: a string (maybe ""), or null for a soap:operation naming none. */
export type RawAction = string | null;

export interface RawOperation extends Located {
  readonly name: string;
  readonly description?: string;
  /** Another operation whose parameters come first. */
  readonly extends?: string;
  readonly extendsAt?: Located;
  /** An earlier operation of the same request, which answers this one's requests: this one has no handler method. */
  readonly servedAs?: string;
  readonly servedAsAt?: Located;
  readonly params: readonly RawField[];
  /** The single result's type as written; '' when the operation has `results` or is one-way. */
  readonly result: string;
  readonly resultAt: Located;
  /** The long form's `element`: the result element's name (default `<Op>Result`). */
  readonly resultElement?: string;
  /** The long form's `namespace`: the result element's namespace ('' = unqualified; default the service's). */
  readonly resultNamespace?: string;
  /** The long form's `listType`: a list result's WSDL array type name. */
  readonly resultListType?: string;
  readonly resultListNamespace?: string;
  readonly resultItemNillable?: boolean;
  /** The response wrapper's elements, when given instead of `result` (may be none: an empty response). */
  readonly results?: readonly RawField[];
  /** No response at all. */
  readonly oneWay: boolean;
  /** document/literal bare: the one parameter's and the result's elements are the body elements. */
  readonly bare: boolean;
  /** The wrapper elements' names and named types, when not the defaults. */
  readonly requestElement?: string;
  readonly requestWrapperType?: string;
  readonly responseElement?: string;
  readonly responseWrapperType?: string;
  /** The response element's namespace, where it is not the service's. */
  readonly responseNamespace?: string;
  /** The request wrapper's namespace (bare: its parts'), where it is not the service's. */
  readonly requestNamespace?: string;
  /** Its SOAP binding style where it is not the service's (a WSDL mixing rpc and document operations). */
  readonly style?: 'document' | 'rpc';
  /** Its use where it is not the service's (a WSDL mixing literal and encoded rpc operations). */
  readonly use?: 'literal' | 'encoded';
  /** The long form of `result` (`{ type, required?, nillable?, description? }`). */
  readonly resultRequired?: boolean;
  readonly resultNillable?: boolean;
  readonly resultDescription?: string;
  readonly httpPostRoot?: string;
  /**
   * Given: may be "" (then requests are routed by their body element); null: the WSDL names none
   * (routed as ""). Per SOAP version where its bindings name different actions.
   */
  readonly soapAction?: RawAction | Readonly<Partial<Record<SoapTransport, RawAction>>>;
  /** SOAP header blocks of the request and of the response: element name → value type. */
  readonly requestHeaders: readonly RawField[];
  readonly responseHeaders: readonly RawField[];
  /** Declared faults: detail element name → its value type. */
  readonly faults: readonly RawField[];
  /** Attributes of the request and of the response wrapper element. */
  readonly requestAttributes: readonly RawAttribute[];
  readonly responseAttributes: readonly RawAttribute[];
  /** `wsdl:` of the operation: its input and output messages' names and (wrapped) part names, where given. */
  readonly wsdl?: RawMessageNames;
}

/** The WSDL names of an operation's body messages, as written. */
export interface RawMessageNames extends Located {
  /** The operation's name in its port type and bindings, where not its key (an operation of another port type's name). */
  readonly name?: string;
  readonly input?: RawDirectionNames;
  readonly output?: RawDirectionNames;
  /** The namespace its WS-Addressing actions are written in, where not the service's. */
  readonly actions?: ActionStyle;
}

/** A body message's names as written: the message, its part, the port type's input or output name and action. */
export interface RawDirectionNames {
  readonly message?: string;
  readonly part?: string;
  readonly name?: string;
  readonly action?: string;
  readonly parts?: readonly string[];
}

/**
 * A port as written: its name, the binding it offers when not its transport's first, its path when
 * not the service's, and the wsdl:service holding it where no service's list names it.
 */
export interface RawPort {
  readonly name: string;
  readonly binding?: string;
  readonly path?: string;
  readonly service?: string;
  readonly at: Located;
}

/** A SOAP binding as written: its name, and its port type when not the default one. */
export interface RawBinding {
  readonly name: string;
  readonly portType?: string;
  readonly at: Located;
}

/** A port type besides the default one, as written: its name and the operations it holds (by name). */
export interface RawPortType {
  readonly name: string;
  readonly operations: readonly { readonly name: string; readonly at: Located }[];
  readonly at: Located;
}

/** The names of the served WSDL's own parts, as written (see WsdlNames in the model). */
export interface RawWsdlNames {
  /** The WSDL's own target namespace (its messages', port type's, bindings' and services'), when not the service's. */
  readonly targetNamespace?: string;
  /** The namespace the operations' WS-Addressing actions are written in. */
  readonly actions?: ActionStyle;
  /** The schema publishing the .NET scalars. */
  readonly microsoftTypes?: MicrosoftTypes;
  /** How the WSDL is served: one document, or WCF's. */
  readonly documents?: WsdlDocuments;
  /** The definitions' name= (none by default). */
  readonly name?: string;
  /** The definitions' own wsdl:documentation, where not the service's description ('' for none). */
  readonly documentation?: string;
  /** The default port type's name: of the operations no other port type holds. */
  readonly portType?: string;
  /** Further port types, each holding the operations it names. */
  readonly portTypes?: readonly RawPortType[];
  /** Per transport its binding, or several (of one wire told apart by their policies, or of several port types). */
  readonly bindings?: Partial<Record<SoapTransport, readonly RawBinding[]>>;
  /** Per transport its ports: one, or several (other addresses, other bindings of the transport). */
  readonly ports?: Partial<Record<SoapTransport, readonly RawPort[]>>;
  readonly messages?: { readonly input?: string; readonly output?: string };
  /** Further wsdl:service elements, each holding some of the ports (by name), in order. */
  readonly services?: readonly { readonly name: string; readonly ports: readonly string[]; readonly at: Located }[];
}

export interface RawSpec {
  readonly service: {
    readonly name: string;
    readonly namespace: string;
    readonly path: string;
    readonly description?: string;
    /** Where the service's name is written, for issues about names derived from it. */
    readonly nameAt?: Located;
    /** The SOAP binding style of every operation: document (the default) or rpc. */
    readonly style?: 'document' | 'rpc';
    /** How rpc messages are written: literal (the default) or encoded (SOAP encoding, xsi:type on every value). */
    readonly use?: 'literal' | 'encoded';
    readonly useAt?: Located;
    /** With use encoded: SOAP 1.1's encoding (the default) or SOAP 1.2's. */
    readonly encoding?: 'soap11' | 'soap12';
    readonly encodingAt?: Located;
    /** rpc: unqualified when the wrappers are in no namespace (a WSDL whose soap:body names none). */
    readonly rpcWrappers?: 'qualified' | 'unqualified';
    readonly rpcWrappersAt?: Located;
    readonly transports?: readonly string[];
    readonly transportsAt?: Located;
    readonly wsdl?: RawWsdlNames;
  };
  /** Settings of target namespaces, by namespace. */
  readonly schemas: readonly RawSchema[];
  /** Global elements no message names, which the WSDL declares all the same. */
  readonly elements: readonly RawField[];
  readonly types: readonly RawType[];
  readonly operations: readonly RawOperation[];
}

/** One entry of `schemas`: a target namespace's schema settings. */
export interface RawSchema extends Located {
  readonly namespace: string;
  readonly elementFormDefault?: 'qualified' | 'unqualified';
  readonly attributeFormDefault?: 'qualified' | 'unqualified';
}

/** An attribute of a complex type, as written. */
export interface RawAttribute extends Located {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly default?: string;
  readonly fixed?: string;
  readonly namespace?: string;
  readonly description?: string;
}

/**
 * An XML name without a prefix (an NCName): the generated code names it by an identifier of its
 * own (spec/identifiers.ts), so any XML name is allowed.
 */
export const NAME = /^[\p{L}_][\p{L}\p{M}\p{N}_.\-\u00B7]*$/u;

/** A service or port path: from `/`, not ending with `/`, of letters, digits and `. _ ~ - /`. */
export const PATH = /^\/[A-Za-z0-9._~\-/]*[A-Za-z0-9._~-]$/;

/**
 * Reads one spec file's text. Returns the spec as far as it could be read (what is malformed is
 * left out or empty, and reported), so that the later stages report their problems in the same
 * run; undefined only when the text is not YAML.
 */
export function readSpec(text: string, file: string, issues: SpecIssue[]): RawSpec | undefined {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, merge: true, uniqueKeys: true, prettyErrors: false });
  const before = issues.length;
  const at = (node: Node | Pair | null | undefined): Located => {
    const offset = (node && 'range' in node && node.range ? node.range[0] : undefined)
      ?? (node && 'key' in node ? (node.key as Node | null)?.range?.[0] : undefined) ?? 0;
    const pos = lines.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
  const report = (where: Located, message: string): void => {
    issues.push({ file, line: where.line, column: where.column, message });
  };

  for (const issue of yamlIssues(text, doc.errors, lines)) report(issue, issue.message);
  if (issues.length > before) return undefined;

  const reader = new Reader(doc, at, report);
  return reader.spec(doc.contents as Node | null);
}

const OPERATION_KEYS = [
  'description', 'extends', 'servedAs', 'requestElement', 'requestWrapperType', 'requestNamespace', 'params', 'responseElement', 'responseWrapperType', 'responseNamespace', 'result', 'results',
  'style', 'use', 'oneWay', 'bare', 'httpPostRoot', 'soapAction', 'requestHeaders', 'responseHeaders', 'faults', 'requestAttributes', 'responseAttributes', 'wsdl',
] as const;

type Entry = { key: string; value: Node | null; where: Located };

/** Walks the YAML tree, reporting shape problems where they are. */
class Reader {
  constructor(
    private readonly doc: Document,
    private readonly at: (node: Node | Pair | null | undefined) => Located,
    private readonly report: (where: Located, message: string) => void,
  ) {}

  spec(root: Node | null): RawSpec {
    const top = this.mapping(root, 'the spec', ['service', 'schemas', 'elements', 'types', 'operations'], ['service', 'operations']);
    const service = top.get('service');
    const serviceMap = this.mapping(service?.value ?? null, 'service', ['name', 'namespace', 'path', 'description', 'transports', 'wsdl', 'style', 'use', 'encoding', 'rpcWrappers'], ['name', 'namespace', 'path']);
    const style = serviceMap.get('style');
    const rpcWrappers = serviceMap.get('rpcWrappers');
    const use = serviceMap.get('use');
    const encoding = serviceMap.get('encoding');
    const transports = serviceMap.get('transports');
    const wsdl = serviceMap.get('wsdl');
    const types = top.get('types');
    const operations = top.get('operations');
    const schemas = top.get('schemas');
    return {
      service: {
        name: this.name(serviceMap.get('name'), 'service name'),
        namespace: this.namespace(serviceMap.get('namespace')),
        path: this.path(serviceMap.get('path')),
        description: this.optionalText(serviceMap.get('description')),
        nameAt: this.valueAt(serviceMap.get('name')),
        ...(style ? { style: this.style(style) } : {}),
        ...(use ? { use: this.use(use), useAt: use.where } : {}),
        ...(encoding ? { encoding: this.encoding(encoding), encodingAt: encoding.where } : {}),
        ...(rpcWrappers ? { rpcWrappers: this.rpcWrappers(rpcWrappers), rpcWrappersAt: rpcWrappers.where } : {}),
        ...(transports ? { transports: this.nameList(transports), transportsAt: transports.where } : {}),
        ...(wsdl ? { wsdl: this.wsdlNames(wsdl) } : {}),
      },
      schemas: schemas ? this.entries(schemas.value, 'schemas').map((e) => this.schema(e)) : [],
      elements: this.fields(top.get('elements'), 'elements', false, 'element'),
      types: types ? this.entries(types.value, 'types').map((e) => this.type(e)) : [],
      operations: operations ? this.operations(operations) : [],
    };
  }

  private use(entry: Entry, what = 'service use'): 'literal' | 'encoded' {
    const value = this.text(entry, what);
    if (value === 'literal' || value === 'encoded') return value;
    if (value) this.report(entry.value ? this.at(entry.value) : entry.where, `${what} "${value}" must be literal or encoded`);
    return 'literal';
  }

  private encoding(entry: Entry): 'soap11' | 'soap12' {
    const value = this.text(entry, 'service encoding');
    if (value === 'soap11' || value === 'soap12') return value;
    if (value) this.report(entry.value ? this.at(entry.value) : entry.where, `service encoding "${value}" must be soap11 or soap12`);
    return 'soap11';
  }

  private rpcWrappers(entry: Entry): 'qualified' | 'unqualified' {
    const value = this.text(entry, 'service rpcWrappers');
    if (value === 'qualified' || value === 'unqualified') return value;
    if (value) this.report(entry.value ? this.at(entry.value) : entry.where, `service rpcWrappers "${value}" must be qualified or unqualified`);
    return 'qualified';
  }

  private style(entry: Entry, what = 'service style'): 'document' | 'rpc' {
    const value = this.text(entry, what);
    if (value === 'document' || value === 'rpc') return value;
    if (value) this.report(entry.value ? this.at(entry.value) : entry.where, `${what} "${value}" must be document or rpc`);
    return 'document';
  }

  private operations(entry: Entry): RawOperation[] {
    const list = this.entries(entry.value, 'operations').map((e) => this.operation(e));
    if (list.length === 0) this.report(entry.where, 'the spec has no operations');
    return list;
  }

  /** `schemas: { <namespace>: { elementFormDefault, attributeFormDefault } }`. */
  private schema(entry: Entry): RawSchema {
    this.checkNamespace(entry.key, entry.where, 'schema namespace');
    const m = this.mapping(entry.value, `schema ${entry.key}`, ['elementFormDefault', 'attributeFormDefault'], []);
    const form = (key: string): 'qualified' | 'unqualified' | undefined => {
      const given = m.get(key);
      const value = given ? this.text(given, key) : undefined;
      if (value === 'qualified' || value === 'unqualified') return value;
      if (value !== undefined) this.report(this.at(given!.value), `${key} must be qualified or unqualified, not "${value}"`);
      return undefined;
    };
    const elements = form('elementFormDefault');
    const attributes = form('attributeFormDefault');
    return { namespace: entry.key, ...entry.where, ...(elements ? { elementFormDefault: elements } : {}), ...(attributes ? { attributeFormDefault: attributes } : {}) };
  }

  private type(entry: Entry): RawType {
    this.checkName(entry, 'type');
    const has = (key: string): boolean => isMap(entry.value) && entry.value.items.some((p) => isScalar(p.key) && p.key.value === key);
    const isList = has('list');
    const isUnion = !isList && has('union');
    const isRestriction = !isList && !isUnion && has('base');
    const isEnum = !isList && !isUnion && !isRestriction && has('enum');
    const m = isEnum
      ? this.mapping(entry.value, `enumeration ${entry.key}`, ['namespace', 'xmlName', 'anonymous', 'description', 'enum'], ['enum'])
      : isRestriction
        ? this.mapping(entry.value, `simple type ${entry.key}`, ['namespace', 'xmlName', 'anonymous', 'description', 'base', 'enum', ...FACET_NAMES], ['base'])
        : isList
          ? this.mapping(entry.value, `list type ${entry.key}`, ['namespace', 'xmlName', 'anonymous', 'description', 'list'], ['list'])
          : isUnion
            ? this.mapping(entry.value, `union type ${entry.key}`, ['namespace', 'xmlName', 'anonymous', 'description', 'union'], ['union'])
            : this.mapping(
            entry.value,
            `type ${entry.key}`,
            ['namespace', 'xmlName', 'anonymous', 'description', 'extends', 'restricts', 'abstract', 'polymorphic', 'fields', 'attributes', 'anyAttribute', 'value', 'all'],
            has('value') || has('attributes') || has('anyAttribute') ? [] : ['fields'],
          );
    const base = m.get('extends');
    const namespace = m.get('namespace');
    const value = m.get('value');
    if (value && m.has('fields')) this.report(m.get('fields')!.where, `type ${entry.key} has simple content (value): it cannot have fields too`);
    const values = m.get('enum');
    const anyAttribute = m.get('anyAttribute');
    const anonymous = m.get('anonymous');
    return {
      name: entry.key,
      ...entry.where,
      ...(namespace ? { namespace: this.elementNamespace(namespace, `namespace of ${entry.key}`), namespaceAt: this.valueAt(namespace) } : {}),
      ...(m.has('xmlName') ? { xmlName: this.name(m.get('xmlName'), `xmlName of ${entry.key}`) } : {}),
      description: this.optionalText(m.get('description')),
      extends: base ? this.name(base, `base type of ${entry.key}`) : undefined,
      extendsAt: base?.where,
      ...(m.has('restricts') ? { restricts: this.name(m.get('restricts'), `type ${entry.key} restricts`), restrictsAt: m.get('restricts')!.where } : {}),
      fields: this.fields(m.get('fields'), `fields of ${entry.key}`, false, 'field', true),
      ...(m.has('all') && this.boolean(m.get('all')!) ? { all: true } : {}),
      ...(m.has('abstract') && this.boolean(m.get('abstract')!) ? { abstract: true } : {}),
      ...(m.has('polymorphic') && this.boolean(m.get('polymorphic')!) ? { polymorphic: true } : {}),
      attributes: this.attributes(m.get('attributes'), `attributes of ${entry.key}`),
      ...(value ? { value: this.text(value, `value of ${entry.key}`), valueAt: this.valueAt(value) } : {}),
      ...(anyAttribute ? { anyAttribute: this.wildcard(anyAttribute, `anyAttribute of ${entry.key}`, false), anyAttributeAt: anyAttribute.where } : {}),
      ...(anonymous && this.boolean(anonymous) ? { anonymous: true, anonymousAt: anonymous.where } : {}),
      ...(values && isEnum ? { enum: this.textList(values) } : {}),
      ...(isRestriction ? { restriction: this.restriction(m, entry) } : {}),
      ...(isUnion ? { union: { members: this.textList(m.get('union')!), at: this.valueAt(m.get('union')) ?? entry.where } } : {}),
      ...(isList ? { list: { item: this.text(m.get('list'), `list of ${entry.key}`), itemAt: this.valueAt(m.get('list')) ?? entry.where } } : {}),
    };
  }

  /** `base` and the facets of a simple type: lengths and digit counts are whole numbers, the others text (numbers allowed). */
  private restriction(m: Map<string, Entry>, entry: Entry): NonNullable<RawType['restriction']> {
    const facets: Record<string, string | number | string[]> = {};
    for (const facet of FACET_NAMES) {
      const given = m.get(facet);
      if (!given) continue;
      const value = isScalar(given.value) ? given.value.value : undefined;
      if (WHOLE_FACETS.has(facet)) {
        if (typeof value === 'number' && Number.isInteger(value) && value >= 0) facets[facet] = value;
        else this.report(this.at(given.value), `"${facet}" must be a whole number, 0 or more`);
      } else if (facet === 'whiteSpace') {
        if (value === 'preserve' || value === 'replace' || value === 'collapse') facets[facet] = value;
        else this.report(this.at(given.value), `"whiteSpace" must be preserve, replace or collapse`);
      } else if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
        facets[facet] = String(value);
      } else {
        this.report(this.at(given.value), `"${facet}" must be a number or a non-empty string`);
      }
    }
    const base = m.get('base');
    const values = m.get('enum');
    if (values) facets.enumeration = this.textList(values);
    return { base: this.text(base, `base of ${entry.key}`), baseAt: base?.where ?? entry.where, facets: facets as Facets, facetsAt: entry.where };
  }

  private operation(entry: Entry): RawOperation {
    this.checkName(entry, 'operation');
    const m = this.mapping(entry.value, `operation ${entry.key}`, [...OPERATION_KEYS], ['params']);
    const result = m.get('result');
    const results = m.get('results');
    const oneWay = m.get('oneWay');
    const action = m.get('soapAction');
    // Exactly one of: a single result, the response's elements, no response.
    const answers = [result, results, oneWay].filter((e) => e !== undefined);
    if (answers.length === 0) this.report(entry.value ? this.at(entry.value) : entry.where, `operation ${entry.key} is missing "result" (or "results", or "oneWay: true")`);
    else if (answers.length > 1) this.report(answers[1]!.where, `operation ${entry.key}: "result", "results" and "oneWay" exclude each other; give one`);
    // `result: T` or its long form `result: { type, element?, required?, nillable?, description? }`.
    const long = result && isMap(result.value) ? this.mapping(result.value, `result of ${entry.key}`, ['type', 'element', 'namespace', 'listType', 'listNamespace', 'itemNillable', 'required', 'nillable', 'description'], ['type']) : undefined;
    const longRequired = long?.get('required');
    const longNillable = long?.get('nillable');
    const root = m.get('httpPostRoot');
    const base = m.get('extends');
    const servedAs = m.get('servedAs');
    return {
      name: entry.key,
      ...entry.where,
      description: this.optionalText(m.get('description')),
      extends: base ? this.name(base, `base operation of ${entry.key}`) : undefined,
      extendsAt: base?.where,
      ...(servedAs ? { servedAs: this.name(servedAs, `servedAs of ${entry.key}`), servedAsAt: servedAs.where } : {}),
      params: this.fields(m.get('params'), `params of ${entry.key}`, true, 'parameter', true),
      result: result ? this.text(long ? long.get('type') : result, `result of ${entry.key}`) : '',
      resultAt: result?.where ?? entry.where,
      ...(long?.has('element') ? { resultElement: this.name(long.get('element'), `result element of ${entry.key}`) } : {}),
      ...(m.has('responseNamespace') ? { responseNamespace: this.elementNamespace(m.get('responseNamespace')!, `responseNamespace of ${entry.key}`) } : {}),
      ...(m.has('requestNamespace') ? { requestNamespace: this.elementNamespace(m.get('requestNamespace')!, `requestNamespace of ${entry.key}`) } : {}),
      ...(m.has('style') ? { style: this.style(m.get('style')!, `style of ${entry.key}`) } : {}),
      ...(m.has('use') ? { use: this.use(m.get('use')!, `use of ${entry.key}`) } : {}),
      ...(long?.has('listType') ? { resultListType: this.name(long.get('listType'), `listType of the result of ${entry.key}`) } : {}),
      ...(long?.has('listNamespace') ? { resultListNamespace: this.elementNamespace(long.get('listNamespace')!, `listNamespace of the result of ${entry.key}`) } : {}),
      ...(long?.has('itemNillable') ? { resultItemNillable: this.boolean(long.get('itemNillable')!) } : {}),
      ...(long?.has('namespace') ? { resultNamespace: this.elementNamespace(long.get('namespace')!, `namespace of the result of ${entry.key}`) } : {}),
      ...(results ? { results: this.fields(results, `results of ${entry.key}`, false, 'field', true) } : {}),
      oneWay: oneWay ? this.oneWay(oneWay, entry.key) : false,
      bare: m.has('bare') ? this.boolean(m.get('bare')!) : false,
      ...this.wrapperNames(m, entry.key),
      ...(longRequired ? { resultRequired: this.boolean(longRequired) } : {}),
      ...(longNillable ? { resultNillable: this.boolean(longNillable) } : {}),
      ...(long?.has('description') ? { resultDescription: this.optionalText(long.get('description')) } : {}),
      ...(action ? { soapAction: this.soapAction(action, entry.key) } : {}),
      httpPostRoot: root ? this.name(root, `httpPostRoot of ${entry.key}`) : undefined,
      requestHeaders: this.fields(m.get('requestHeaders'), `requestHeaders of ${entry.key}`, false, 'header'),
      responseHeaders: this.fields(m.get('responseHeaders'), `responseHeaders of ${entry.key}`, false, 'header'),
      faults: this.fields(m.get('faults'), `faults of ${entry.key}`, false, 'fault'),
      requestAttributes: this.attributes(m.get('requestAttributes'), `requestAttributes of ${entry.key}`),
      responseAttributes: this.attributes(m.get('responseAttributes'), `responseAttributes of ${entry.key}`),
      ...(m.has('wsdl') ? { wsdl: this.messageNames(m.get('wsdl')!, entry.key) } : {}),
    };
  }

  /**
   * A wildcard's namespace test (`##any`, `##other`, or a list of URIs, `##targetNamespace` and
   * `##local`) with processContents and (xs:any) maxOccurs, from `any: <test>` and the keys beside
   * it, or from `anyAttribute: <test>` / `anyAttribute: { namespace, processContents }`.
   */
  private wildcard(entry: Entry, what: string, element: boolean, beside?: Map<string, Entry>): RawWildcard {
    const long = !element && isMap(entry.value) ? this.mapping(entry.value, what, ['namespace', 'processContents'], []) : undefined;
    const keys = beside ?? long;
    const test = long ? long.get('namespace') : entry;
    const namespace = test ? this.text(test, `namespace test of ${what}`) : '##any';
    for (const token of namespace.split(/\s+/)) {
      if (token.startsWith('##') ? !['##any', '##other', '##targetNamespace', '##local'].includes(token) : !/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(token)) {
        this.report(this.valueAt(test) ?? entry.where, `${what}: "${token}" is not a namespace test (##any, ##other, or URIs, ##targetNamespace and ##local)`);
      }
    }
    if ((namespace.includes('##any') || namespace.includes('##other')) && namespace.trim().split(/\s+/).length > 1) {
      this.report(this.valueAt(test) ?? entry.where, `${what}: ##any and ##other stand alone`);
    }
    const process = keys?.get('processContents');
    const processContents = process ? this.text(process, `processContents of ${what}`) : undefined;
    if (processContents !== undefined && !['strict', 'lax', 'skip'].includes(processContents)) {
      this.report(this.valueAt(process) ?? entry.where, `processContents of ${what} must be strict, lax or skip`);
    }
    const max = element ? keys?.get('maxOccurs') : undefined;
    let maxOccurs: number | undefined;
    if (max) {
      const value = isScalar(max.value) ? max.value.value : undefined;
      if (value === 'unbounded') maxOccurs = Infinity;
      else if (typeof value === 'number' && Number.isInteger(value) && value >= 1) maxOccurs = value;
      else this.report(this.valueAt(max) ?? max.where, `maxOccurs of ${what} must be a whole number, 1 or more, or unbounded`);
    }
    return {
      namespace,
      ...(processContents === 'strict' || processContents === 'lax' || processContents === 'skip' ? { processContents } : {}),
      ...(maxOccurs !== undefined ? { maxOccurs } : {}),
    };
  }

  /** `oneWay` is written only as `true`: an operation with a response says what it holds instead. */
  private oneWay(entry: Entry, op: string): boolean {
    const value = this.boolean(entry);
    if (entry.value && isScalar(entry.value) && entry.value.value === false) this.report(this.at(entry.value), `oneWay of ${op}: write "true" or leave it out`);
    return value;
  }

  /** The wrapper elements' names and named types, when given. */
  private wrapperNames(m: Map<string, Entry>, op: string): Pick<RawOperation, 'requestElement' | 'requestWrapperType' | 'responseElement' | 'responseWrapperType'> {
    const out: Record<string, string> = {};
    for (const key of ['requestElement', 'requestWrapperType', 'responseElement', 'responseWrapperType'] as const) {
      const e = m.get(key);
      if (e) out[key] = this.name(e, `${key} of ${op}`);
    }
    return out;
  }

  /** `groups`: a type's fields (or an operation's parameters or results), where an entry may be a group (`choice:` or `sequence:`) rather than an element. */
  private fields(entry: Entry | undefined, what: string, isParam: boolean, kind = isParam ? 'parameter' : 'field', groups = false): RawField[] {
    if (!entry) return [];
    const allowed = kind === 'fault' ? ['type', 'namespace', 'description', 'wsdl']
      : kind === 'header fault' ? ['type', 'namespace', 'description', 'wsdl']
      : kind === 'element' ? ['type', 'item', 'itemNamespace', 'listType', 'listNamespace', 'itemNillable', 'namespace', 'nillable', 'default', 'fixed', 'description']
      : ['type', ...(kind === 'header' ? ['item', 'itemNamespace', 'listType', 'listNamespace', 'itemNillable', 'namespace'] : ['item', 'itemNamespace', 'listType', 'listNamespace', 'itemNillable', 'inline', 'minOccurs', 'maxOccurs', 'namespace', 'ref', 'default', 'fixed', 'part']), 'required', 'nillable', 'description', ...(isParam ? ['form'] : []), ...(kind === 'header' ? ['wsdl', 'faults'] : [])];
    // An xs:any wildcard: `{ any: "##other", processContents?, maxOccurs?, required?, description? }` instead of a typed element.
    const wildcardKeys = ['any', 'processContents', 'maxOccurs', 'required', 'description'];
    return this.entries(entry.value, what).map((field) => {
      if (groups && isMap(field.value) && field.value.items.some((p) => isScalar(p.key) && (p.key.value === 'choice' || p.key.value === 'sequence'))) return this.group(field);
      this.checkName(field, kind);
      const isWildcard = kind !== 'header' && kind !== 'header fault' && kind !== 'fault' && kind !== 'element' && isMap(field.value) && field.value.items.some((p) => isScalar(p.key) && p.key.value === 'any');
      if (isWildcard) {
        const w = this.mapping(field.value, `wildcard ${field.key}`, wildcardKeys, []);
        const required = w.get('required');
        return {
          name: field.key,
          ...field.where,
          type: '',
          required: required ? this.boolean(required) : false,
          nillable: false,
          description: this.optionalText(w.get('description')),
          any: this.wildcard(w.get('any')!, `any of ${field.key}`, true, w),
        };
      }
      const m = this.mapping(field.value, `${kind} ${field.key}`, allowed, ['type']);
      const required = m.get('required');
      const nillable = m.get('nillable');
      const form = m.get('form');
      const namespace = m.get('namespace');
      const ref = m.get('ref');
      const itemNamespace = m.get('itemNamespace');
      const inline = m.get('inline');
      const max = m.get('maxOccurs');
      const maxOccurs = max && isScalar(max.value) ? max.value.value : undefined;
      if (max && !(typeof maxOccurs === 'number' && Number.isInteger(maxOccurs) && maxOccurs >= 2)) {
        this.report(this.valueAt(max) ?? max.where, `maxOccurs of ${field.key} must be a whole number, 2 or more (leave it out for unbounded)`);
      }
      const min = m.get('minOccurs');
      const minOccurs = min && isScalar(min.value) ? min.value.value : undefined;
      if (min && !(typeof minOccurs === 'number' && Number.isInteger(minOccurs) && minOccurs >= 2)) {
        this.report(this.valueAt(min) ?? min.where, `minOccurs of ${field.key} must be a whole number, 2 or more (required: true is one)`);
      }
      return {
        name: field.key,
        ...field.where,
        type: this.text(m.get('type'), `type of ${field.key}`),
        item: m.has('item') ? this.name(m.get('item'), `item of ${field.key}`) : undefined,
        required: required ? this.boolean(required) : false,
        nillable: nillable ? this.boolean(nillable) : false,
        description: this.optionalText(m.get('description')),
        form: form ? this.nameList(form) : undefined,
        ...(namespace ? { namespace: this.elementNamespace(namespace, `namespace of ${field.key}`) } : {}),
        ...(ref ? { ref: this.boolean(ref) } : {}),
        ...(itemNamespace ? { itemNamespace: this.elementNamespace(itemNamespace, `itemNamespace of ${field.key}`) } : {}),
        ...(m.has('listType') ? { listType: this.name(m.get('listType'), `listType of ${field.key}`) } : {}),
        ...(m.has('listNamespace') ? { listNamespace: this.elementNamespace(m.get('listNamespace')!, `listNamespace of ${field.key}`) } : {}),
        ...(m.has('itemNillable') ? { itemNillable: this.boolean(m.get('itemNillable')!) } : {}),
        ...(m.has('part') ? { part: this.name(m.get('part'), `part of ${field.key}`) } : {}),
        ...(inline ? { inline: this.boolean(inline) } : {}),
        ...(max && typeof maxOccurs === 'number' ? { maxOccurs, maxOccursAt: this.valueAt(max) ?? max.where } : {}),
        ...(min && typeof minOccurs === 'number' ? { minOccurs, minOccursAt: this.valueAt(min) ?? min.where } : {}),
        ...this.valueConstraints(m, field.key),
        ...(m.has('wsdl') ? { wsdl: this.blockNames(m.get('wsdl')!, `${kind} ${field.key}`, kind === 'fault') } : {}),
        ...(m.has('faults') ? { faults: this.fields(m.get('faults'), `faults of header ${field.key}`, false, 'header fault') } : {}),
      };
    });
  }

  /**
   * `Label: { choice: {...}, required?, repeated?, description? }` or `Label: { sequence: {...}, ... }`:
   * a choice's entries are its alternatives (elements, or sequences), a sequence's its elements.
   */
  private group(entry: Entry): RawField {
    this.checkName(entry, 'group');
    const kind = isMap(entry.value) && entry.value.items.some((p) => isScalar(p.key) && p.key.value === 'choice') ? 'choice' : 'sequence';
    const m = this.mapping(entry.value, `${kind} ${entry.key}`, [kind, 'required', 'repeated', 'description'], [kind]);
    const required = m.get('required');
    const repeated = m.get('repeated');
    const what = `${kind} ${entry.key}`;
    const members = this.fields(m.get(kind), what, false, 'field', true);
    if (members.length === 0) this.report(entry.where, `${what} has no ${kind === 'choice' ? 'alternatives' : 'elements'}`);
    return {
      name: entry.key,
      ...entry.where,
      type: '',
      required: required ? this.boolean(required) : false,
      nillable: false,
      description: this.optionalText(m.get('description')),
      group: { kind, members, repeated: repeated ? this.boolean(repeated) : false },
    };
  }

  /** `default` and `fixed` of an element or attribute: any YAML scalar, kept as text. */
  private valueConstraints(m: Map<string, Entry>, name: string): { default?: string; fixed?: string } {
    const out: { default?: string; fixed?: string } = {};
    for (const key of ['default', 'fixed'] as const) {
      const given = m.get(key);
      if (!given) continue;
      const value = isScalar(given.value) && given.value.value !== null ? String(given.value.value) : undefined;
      if (value === undefined) this.report(this.at(given.value), `${key} of ${name} must be a value`);
      else out[key] = value;
    }
    return out;
  }

  private attributes(entry: Entry | undefined, what: string): RawAttribute[] {
    if (!entry) return [];
    return this.entries(entry.value, what).map((a) => {
      this.checkName(a, 'attribute');
      const m = this.mapping(a.value, `attribute ${a.key}`, ['type', 'required', 'default', 'fixed', 'namespace', 'description'], ['type']);
      const required = m.get('required');
      const namespace = m.get('namespace');
      const { default: defaultValue, fixed } = this.valueConstraints(m, a.key);
      return {
        name: a.key,
        ...a.where,
        type: this.text(m.get('type'), `type of ${a.key}`),
        required: required ? this.boolean(required) : false,
        ...(defaultValue !== undefined ? { default: defaultValue } : {}),
        ...(fixed !== undefined ? { fixed } : {}),
        ...(namespace ? { namespace: this.elementNamespace(namespace, `namespace of ${a.key}`) } : {}),
        description: this.optionalText(m.get('description')),
      };
    });
  }

  /** The entries of a mapping in document order, with `<<` merge keys expanded in place. */
  private entries(node: Node | null, what: string): Entry[] {
    if (node === null || (isScalar(node) && node.value === null)) return [];
    if (!isMap(node)) {
      this.report(this.at(node), `${what} must be a mapping`);
      return [];
    }
    const out: Entry[] = [];
    for (const pair of node.items) {
      const isMerge = isScalar(pair.key) && (pair.key.source === '<<' || pair.key.value === '<<');
      const key = isScalar(pair.key) && !isMerge ? String(pair.key.value) : '';
      if (isMerge) {
        const target = isAlias(pair.value) ? pair.value.resolve(this.doc) : pair.value;
        out.push(...this.entries((target as Node | undefined) ?? null, what));
        continue;
      }
      out.push({ key, value: (pair.value as Node | null) ?? null, where: this.at(pair.key as Node) });
    }
    const seen = new Set<string>();
    for (const e of out) {
      if (seen.has(e.key)) this.report(e.where, `duplicate name ${e.key} in ${what}`);
      seen.add(e.key);
    }
    return out;
  }

  /** `wsdl:` of a header or fault: its message and part names (and the wsdl:fault's name) in the served WSDL. */
  private blockNames(entry: Entry, what: string, fault: boolean): RawBlockNames {
    const keys = fault ? ['name', 'message', 'part'] : ['message', 'part'];
    const m = this.mapping(entry.value, `wsdl of ${what}`, fault ? [...keys, 'action'] : keys, []);
    const action = m.get('action');
    return {
      ...Object.fromEntries(keys.filter((k) => m.has(k)).map((k) => [k, this.xmlName(m.get(k)!, `wsdl ${k} of ${what}`, false)])),
      ...(action ? { action: this.text(action, `wsdl action of ${what}`) } : {}),
    };
  }

  /** `wsdl:` of an operation: per direction its message's name and its (wrapped) part's name. */
  private messageNames(entry: Entry, op: string): RawMessageNames {
    const m = this.mapping(entry.value, `wsdl of ${op}`, ['name', 'input', 'output', 'actions'], []);
    const direction = (key: 'input' | 'output'): RawDirectionNames => {
      const sub = this.mapping(m.get(key)!.value, `wsdl ${key} of ${op}`, ['message', 'part', 'name', 'action', 'parts'], []);
      const action = sub.get('action');
      const parts = sub.get('parts');
      return {
        ...Object.fromEntries(['message', 'part', 'name'].filter((k) => sub.has(k)).map((k) => [k, this.xmlName(sub.get(k)!, `wsdl ${key} ${k} of ${op}`, false)])),
        ...(action ? { action: this.text(action, `wsdl ${key} action of ${op}`) } : {}),
        ...(parts ? { parts: this.names(parts, `wsdl ${key} parts of ${op}`).map(({ node, at }) => this.xmlName({ key, value: node, where: at }, `wsdl ${key} parts of ${op}`, false)) } : {}),
      };
    };
    const actions = m.has('actions') ? this.oneOf(m.get('actions')!, 'wsdl actions', ACTION_NAMESPACES) : undefined;
    return {
      ...entry.where,
      ...(m.has('name') ? { name: this.xmlName(m.get('name')!, `wsdl name of ${op}`, false) } : {}),
      ...(m.has('input') ? { input: direction('input') } : {}),
      ...(m.has('output') ? { output: direction('output') } : {}),
      ...(actions ? { actions } : {}),
    };
  }

  /** A value that must be one of a table's keys (`actions:` of wsdl, `microsoftTypes:`): undefined, reported, for another. */
  private oneOf<K extends string>(entry: Entry, what: string, table: Readonly<Record<K, unknown>>): K | undefined {
    const value = this.text(entry, what);
    if (Object.hasOwn(table, value)) return value as K;
    if (value !== '') this.report(this.valueAt(entry) ?? entry.where, `${what} must be one of ${Object.keys(table).join(', ')}, not "${value}"`);
    return undefined;
  }

  /** `service.wsdl`: XML names (NCNames) of the WSDL's port type, bindings, ports and message patterns. */
  private wsdlNames(entry: Entry): RawWsdlNames {
    const m = this.mapping(entry.value, 'service wsdl', ['name', 'documentation', 'targetNamespace', 'portType', 'portTypes', 'bindings', 'ports', 'messages', 'services', 'actions', 'microsoftTypes', 'documents'], []);
    const pair = (key: string, keys: readonly string[], pattern = false): Record<string, string> | undefined => {
      const e = m.get(key);
      if (!e) return undefined;
      const sub = this.mapping(e.value, `service wsdl ${key}`, [...keys], []);
      return Object.fromEntries(keys.filter((k) => sub.has(k)).map((k) => [k, this.xmlName(sub.get(k)!, `wsdl ${key} ${k}`, pattern)]));
    };
    const portType = m.get('portType');
    const portTypes = this.portTypes(m.get('portTypes'));
    const bindings = this.bindingNames(m.get('bindings'));
    const ports = this.portNames(m.get('ports'));
    const messages = pair('messages', ['input', 'output'], true);
    const services = this.serviceGroups(m.get('services'));
    const targetNamespace = m.get('targetNamespace');
    const microsoftTypes = m.has('microsoftTypes') ? this.oneOf(m.get('microsoftTypes')!, 'wsdl microsoftTypes', MICROSOFT_TYPES) : undefined;
    const actions = m.has('actions') ? this.oneOf(m.get('actions')!, 'wsdl actions', ACTION_NAMESPACES) : undefined;
    const documents = m.has('documents') ? this.oneOf(m.get('documents')!, 'wsdl documents', WSDL_DOCUMENTS) : undefined;
    return {
      ...(actions ? { actions } : {}),
      ...(documents ? { documents } : {}),
      ...(microsoftTypes ? { microsoftTypes } : {}),
      ...(m.has('name') ? { name: this.xmlName(m.get('name')!, 'wsdl name', false) } : {}),
      ...(m.has('documentation') ? { documentation: this.anyText(m.get('documentation')!, 'wsdl documentation') } : {}),
      ...(targetNamespace ? { targetNamespace: this.namespace(targetNamespace, 'wsdl targetNamespace') } : {}),
      ...(portType ? { portType: this.xmlName(portType, 'wsdl portType', false) } : {}),
      ...(portTypes ? { portTypes } : {}),
      ...(bindings ? { bindings } : {}),
      ...(ports ? { ports } : {}),
      ...(messages ? { messages } : {}),
      ...(services ? { services } : {}),
    };
  }

  /** `service.wsdl.services`: further wsdl:service names, each with the port names (or one) it holds. */
  private serviceGroups(entry: Entry | undefined): RawWsdlNames['services'] {
    if (!entry) return undefined;
    return this.entries(entry.value, 'service wsdl services').map((e) => {
      const name = e.key;
      if (!NAME.test(name)) this.report(e.where, `wsdl service "${name}" is not an XML name (letters, digits, _ . -, not starting with a digit)`);
      const items = isSeq(e.value) ? (e.value.items as Node[]) : e.value ? [e.value] : [];
      const ports = items.map((item) => this.xmlName({ key: e.key, value: item, where: this.at(item) }, `wsdl service ${name} port`, false));
      return { name, ports, at: e.where };
    });
  }

  /** `service.wsdl.portTypes`: further port types, by name, each with the operations (a list, maybe empty) it holds. */
  private portTypes(entry: Entry | undefined): RawWsdlNames['portTypes'] {
    if (!entry) return undefined;
    return this.entries(entry.value, 'service wsdl portTypes').map((e) => {
      const name = e.key;
      if (!NAME.test(name)) this.report(e.where, `wsdl portType "${name}" is not an XML name (letters, digits, _ . -, not starting with a digit)`);
      const items = isSeq(e.value) ? (e.value.items as Node[]) : e.value && !(isScalar(e.value) && e.value.value === null) ? [e.value] : [];
      const operations = items.map((item) => ({ name: this.text({ key: name, value: item, where: this.at(item) }, `an operation of wsdl portType ${name}`), at: this.at(item) }));
      return { name, operations, at: e.where };
    });
  }

  /** The items of a name or of a non-empty list of names. */
  private names(e: Entry, what: string): { node: Node | null; at: Located }[] {
    const items = isSeq(e.value) ? (e.value.items as Node[]) : [e.value];
    if (items.length === 0) this.report(this.at(e.value!), `${what} must name at least one`);
    return items.map((node) => ({ node, at: node ? this.at(node) : e.where }));
  }

  /** `service.wsdl.bindings`: per SOAP transport a binding, or a list of them; a binding is a name or `{ name, portType }`. */
  private bindingNames(entry: Entry | undefined): RawWsdlNames['bindings'] {
    if (!entry) return undefined;
    const sub = this.mapping(entry.value, 'service wsdl bindings', [...SOAP_TRANSPORT_IDS], []);
    const bindings = (t: SoapTransport): RawBinding[] =>
      this.names(sub.get(t)!, `wsdl bindings ${t}`).map(({ node, at }) => {
        if (!isMap(node)) return { name: this.xmlName({ key: t, value: node, where: at }, `wsdl bindings ${t}`, false), at };
        const m = this.mapping(node, `a binding of wsdl bindings ${t}`, ['name', 'portType'], ['name']);
        const name = this.xmlName(m.get('name') ?? { key: t, value: null, where: at }, `wsdl bindings ${t}`, false);
        const portType = m.get('portType');
        return { name, ...(portType ? { portType: this.xmlName(portType, `wsdl binding ${name} portType`, false) } : {}), at };
      });
    return Object.fromEntries(SOAP_TRANSPORT_IDS.filter((t) => sub.has(t)).map((t) => [t, bindings(t)]));
  }

  /** `service.wsdl.ports`: per SOAP transport a port, or a list of them; a port is a name or `{ name, binding, path, service }`. */
  private portNames(entry: Entry | undefined): RawWsdlNames['ports'] {
    if (!entry) return undefined;
    const sub = this.mapping(entry.value, 'service wsdl ports', [...SOAP_TRANSPORT_IDS], []);
    const ports = (t: SoapTransport): RawPort[] =>
      this.names(sub.get(t)!, `wsdl ports ${t}`).map(({ node, at }) => {
        if (!isMap(node)) return { name: this.xmlName({ key: t, value: node, where: at }, `wsdl ports ${t}`, false), at };
        const m = this.mapping(node, `a port of wsdl ports ${t}`, ['name', 'binding', 'path', 'service'], ['name']);
        const name = this.xmlName(m.get('name') ?? { key: t, value: null, where: at }, `wsdl ports ${t}`, false);
        const binding = m.get('binding');
        const path = m.get('path');
        const service = m.get('service');
        return {
          name,
          ...(binding ? { binding: this.xmlName(binding, `wsdl ports ${t} binding`, false) } : {}),
          ...(path ? { path: this.path(path, `wsdl port ${name} path`) } : {}),
          ...(service ? { service: this.xmlName(service, `wsdl port ${name} service`, false) } : {}),
          at,
        };
      });
    return Object.fromEntries(SOAP_TRANSPORT_IDS.filter((t) => sub.has(t)).map((t) => [t, ports(t)]));
  }

  /** An XML name (NCName); a message pattern must also hold `{operation}`, which each operation's name replaces. */
  private xmlName(entry: Entry, what: string, pattern: boolean): string {
    const value = this.text(entry, what);
    const where = entry.value ? this.at(entry.value) : entry.where;
    if (pattern && !value.includes('{operation}')) this.report(where, `${what} "${value}" must contain {operation}, so that each operation has messages of its own`);
    else if (value && !NAME.test(value.replaceAll('{operation}', 'x'))) this.report(where, `${what} "${value}" is not an XML name (letters, digits, _ . -, not starting with a digit)`);
    return value;
  }

  private mapping(node: Node | null, what: string, allowed: string[], required: string[]): Map<string, Entry> {
    const map = new Map<string, Entry>();
    if (node !== null && !isMap(node)) {
      this.report(this.at(node), `${what} must be a mapping`);
      return map;
    }
    for (const e of this.entries(node, what)) {
      if (!allowed.includes(e.key)) this.report(e.where, `unknown key "${e.key}" in ${what} (${didYouMean(e.key, allowed)}expected one of: ${allowed.join(', ')})`);
      else map.set(e.key, e);
    }
    for (const key of required) {
      if (!map.has(key)) this.report(node ? this.at(node) : { line: 1, column: 1 }, `${what} is missing "${key}"`);
    }
    return map;
  }

  private checkName(entry: Entry, what: string): void {
    if (!NAME.test(entry.key)) this.report(entry.where, `${what} name "${entry.key}" is not a valid XML name (letters, digits, _ - and ., not starting with a digit, - or .)`);
  }

  private text(entry: Entry | undefined, what: string): string {
    if (!entry) return '';
    const node = entry.value;
    if (!isScalar(node) || typeof node.value !== 'string' || node.value.trim() === '') {
      this.report(node ? this.at(node) : entry.where, `${what} must be a non-empty string`);
      return '';
    }
    return node.value;
  }

  /** An operation's action: one for all its bindings, or a map of SOAP version to the action of that version's bindings. */
  private soapAction(entry: Entry, operation: string): Exclude<RawOperation['soapAction'], undefined> {
    const one = (e: Entry, what: string): RawAction => (isScalar(e.value) && e.value.value === null ? null : this.anyText(e, what));
    if (!isMap(entry.value)) return one(entry, `soapAction of ${operation}`);
    const m = this.mapping(entry.value, `soapAction of ${operation}`, [...SOAP_TRANSPORT_IDS], []);
    return Object.fromEntries(SOAP_TRANSPORT_IDS.flatMap((t) => (m.has(t) ? [[t, one(m.get(t)!, `soapAction ${t} of ${operation}`)]] : [])));
  }

  /** A string that may be empty (a soapAction of ""). */
  private anyText(entry: Entry, what: string): string {
    const node = entry.value;
    if (!isScalar(node) || typeof node.value !== 'string') {
      this.report(node ? this.at(node) : entry.where, `${what} must be a string (it may be "")`);
      return '';
    }
    return node.value;
  }

  /** A non-empty list of non-empty strings, none twice (enumeration values). */
  private textList(entry: Entry): string[] {
    const node = entry.value;
    const items = node && 'items' in node && Array.isArray(node.items) ? (node.items as Node[]) : null;
    if (!items || items.length === 0) {
      this.report(node ? this.at(node) : entry.where, `"${entry.key}" must be a non-empty list of strings`);
      return [];
    }
    const values = items.map((item) => (isScalar(item) && item.value !== null ? String(item.value) : ''));
    items.forEach((item, i) => {
      if (values[i] === '') this.report(this.at(item), `"${entry.key}" values must be non-empty strings`);
      else if (values.indexOf(values[i]!) < i) this.report(this.at(item), `"${entry.key}" value ${values[i]} is listed twice`);
    });
    return values;
  }

  private optionalText(entry: Entry | undefined): string | undefined {
    return entry ? this.text(entry, entry.key) : undefined;
  }

  private name(entry: Entry | undefined, what: string): string {
    const value = this.text(entry, what);
    if (value && !NAME.test(value)) this.report(entry!.value ? this.at(entry!.value) : entry!.where, `${what} "${value}" is not a valid name`);
    return value;
  }

  /**
   * A URI reference (no spaces), without the characters XML would need escaped: the namespace is
   * written as is into every message, SOAPAction header and WSDL. Relative ones ("SAMPLE", "#Foo")
   * are deprecated by Namespaces in XML but legal, and services in use have them on the wire.
   */
  private namespace(entry: Entry | undefined, what = 'service namespace'): string {
    const value = this.text(entry, what);
    if (value) this.checkNamespace(value, entry!.value ? this.at(entry!.value) : entry!.where, what);
    return value;
  }

  /** A field's namespace: a namespace URI, or "" for an unqualified element. */
  private elementNamespace(entry: Entry, what: string): string {
    return isScalar(entry.value) && entry.value.value === '' ? '' : this.namespace(entry, what);
  }

  private checkNamespace(value: string, where: Located, what: string): void {
    const problem = namespaceProblem(value);
    if (problem) this.report(where, `${what} "${value}" ${problem}`);
  }

  private valueAt(entry: Entry | undefined): Located | undefined {
    return entry && (entry.value ? this.at(entry.value) : entry.where);
  }

  private path(entry: Entry | undefined, what = 'service path'): string {
    const value = this.text(entry, what);
    if (value && !PATH.test(value)) {
      this.report(entry!.value ? this.at(entry!.value) : entry!.where, `${what} "${value}" must start with / and not end with /`);
    }
    return value;
  }

  private boolean(entry: Entry): boolean {
    if (!isScalar(entry.value) || typeof entry.value.value !== 'boolean') {
      this.report(entry.value ? this.at(entry.value) : entry.where, `"${entry.key}" must be true or false`);
      return false;
    }
    return entry.value.value;
  }

  private nameList(entry: Entry): string[] {
    const node = entry.value;
    const items = node && 'items' in node && Array.isArray(node.items) ? (node.items as Node[]) : null;
    if (!items || items.length === 0) {
      this.report(node ? this.at(node) : entry.where, `"${entry.key}" must be a non-empty list of names`);
      return [];
    }
    return items.map((item) => this.name({ key: entry.key, value: item, where: this.at(item) }, `"${entry.key}" entry`));
  }
}
