/**
 * WSDL service + schemas → spec draft: the wrapped request element's children become parameters,
 * the response element's children the result (one element) or results (several, or none), every
 * type reached from them a spec type. Only what the
 * generator regenerates identically is written; differences of names only (ArrayOf type names,
 * which never appear on the wire) are warnings.
 */
import type { Issues } from './errors.js';
import type { AttributeDraft, FieldDraft, GroupDraft, OperationDraft, ResultDraft, SpecDraft, TypeDraft, WildcardDraft, WsdlNamesDraft } from './draft.js';
import { SOAP_TRANSPORT_IDS, transport, type SoapTransport } from '../../runtime/transports.js';
import { SCALARS, type ScalarName } from '../../runtime/xml/scalars.js';
import { NAME } from '../spec/read.js';
import { NS } from './namespaces.js';
import { isUntyped, type ElementDecl, type GroupDecl, type ParticleDecl, type SchemaSet, type TypeUse, type Wildcard } from './schema.js';
import type { FaultRef, HeaderBlock, RpcPart, WsdlOperation, WsdlService } from './wsdl.js';
import type { QName, XmlElement } from './xml.js';

const PATH = /^\/[A-Za-z0-9._~\-/]*[A-Za-z0-9._~-]$/;

function ucfirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The ArrayOf name the generator gives a list (ASMX's: complex names keep their case, scalars are capitalised). */
export function arrayTypeName(itemType: TypeUse, itemName: string): string {
  return `ArrayOf${(itemType.kind === 'scalar' || itemType.kind === 'any') && itemName === itemType.name ? ucfirst(itemName) : itemName}`;
}

/** The `item` a list needs: its items' element name, where it is not the spec's default (the item type's name as written). */
function listItem(use: TypeUse, type: string | undefined): string | undefined {
  // SOAP encoding's arrays name their items as they like: the spec says nothing of them.
  if (use.kind !== 'array' || use.item.soapEncoded || type === undefined) return undefined;
  const written = type.slice(0, -2).replace(/^xs:/, '');
  return use.item.name !== written ? use.item.name : undefined;
}

export function defaultSoapAction(namespace: string, op: string): string {
  return `${namespace}${namespace.endsWith('/') ? '' : '/'}${op}`;
}

/** A bare message's part read as a field, with the type it has in the schema. */
interface BarePart {
  readonly name: string;
  readonly field: FieldDraft;
  readonly use: TypeUse;
}

/** An rpc message part read as a field. */
interface PartDraft {
  readonly name: string;
  readonly field: FieldDraft;
  readonly list: boolean;
  readonly valueType: boolean;
}

export class Converter {
  private namespace = '';
  /** The operations' style, from the first operation. */
  private style: 'document' | 'rpc' | undefined;
  /** The rpc operations' use, from the first operation. */
  private use: 'literal' | 'encoded' | undefined;
  /** Whether the rpc wrappers are in no namespace (no soap:body namespace), from the first rpc operation. */
  private unqualifiedWrappers: boolean | undefined;
  private readonly reached = new Map<XmlElement, readonly [string, TypeDraft]>();
  /** The spec's types by name, each the one declaration of that name (types of several namespaces share one list of names). */
  private readonly named = new Map<string, XmlElement>();
  /** Whether each target namespace met qualifies local elements, as its first schema says: the spec's default for its fields. */
  private readonly qualifiedIn = new Map<string, boolean>();
  /** Whether each target namespace met qualifies attributes, likewise. */
  private readonly qualifiedAttributesIn = new Map<string, boolean>();

  constructor(
    private readonly schemas: SchemaSet,
    private readonly issues: Issues,
    private readonly warnings: Issues,
  ) {}

  convert(service: WsdlService): SpecDraft | undefined {
    this.checkName(service.name, service.at, 'service name');
    const operations: [string, OperationDraft][] = [];
    for (const op of service.operations) {
      const draft = this.operation(op);
      if (draft) operations.push([op.name, draft]);
    }
    if (service.operations.length === 0) this.issues.add(service.at, 'the service has no operations');
    this.checkSharedRequests(service.operations);
    // Messages of unqualified parts only name no namespace: the WSDL's own is the service's.
    if (this.namespace === '' && operations.length > 0) this.checkNamespace(service.targetNamespace, service.at, 'the WSDL');
    // A type reached before the service's namespace was known names it as its own.
    const types = [...this.reached.entries()]
      .sort((a, b) => this.schemas.order.get(a[0])! - this.schemas.order.get(b[0])!)
      .map(([, [name, t]]): [string, TypeDraft] => [name, t.kind === 'complex' && t.namespace === this.namespace ? { ...t, namespace: undefined } : t]);
    const wsdl = this.wsdlNames(service);
    return {
      service: {
        name: service.name,
        namespace: this.namespace,
        path: this.path(service),
        ...(service.description ? { description: service.description } : {}),
        ...(this.style === 'rpc' ? { style: 'rpc' as const } : {}),
        ...(this.use === 'encoded' ? { use: 'encoded' as const } : {}),
        ...(this.unqualifiedWrappers ? { rpcWrappers: 'unqualified' as const } : {}),
        transports: service.transports,
        ...(wsdl ? { wsdl } : {}),
      },
      schemas: [...this.qualifiedIn]
        .map(([ns, qualified]) => [ns, { unqualifiedElements: !qualified, qualifiedAttributes: this.qualifiedAttributesIn.get(ns) ?? false }] as const)
        .filter(([, settings]) => settings.unqualifiedElements || settings.qualifiedAttributes),
      types,
      operations,
    };
  }

  /**
   * Operations sharing a request element are told apart by their SOAP actions only: one without an
   * action cannot be served (its clients send none; WS-Addressing actions, which only some clients
   * send, are not read as the operation's action).
   */
  private checkSharedRequests(operations: readonly WsdlOperation[]): void {
    const first = new Map<string, WsdlOperation>();
    for (const op of operations) {
      // rpc wrappers are named after their operations; bare requests are routed by the resolver's rules.
      if (op.rpc || !op.request) continue;
      const key = `{${op.request.ns}}${op.request.local}`;
      const earlier = first.get(key);
      if (!earlier) first.set(key, op);
      else if (!op.soapAction || !earlier.soapAction)
        this.issues.add(
          op.at,
          `operation ${op.name} shares the request element ${op.request.local} with ${earlier.name}, and ${op.soapAction ? earlier.name : op.name} has no soapAction: clients send no action, so a server cannot tell their requests apart`,
        );
    }
  }

  /** Notes the elementFormDefault of the namespace of a global declaration, the first time that namespace is met. */
  private noteSchema(decl: XmlElement): string {
    const ns = this.schemas.targetNamespace(decl);
    if (!this.qualifiedIn.has(ns)) {
      this.qualifiedIn.set(ns, this.schemas.qualifiedLocals(decl));
      this.qualifiedAttributesIn.set(ns, this.schemas.qualifiedAttributes(decl));
    }
    return ns;
  }

  private path(service: WsdlService): string {
    const fallback = `/${service.name}.asmx`;
    if (service.address === undefined) {
      this.warnings.add(service.at, `no port address; path set to ${fallback}`);
      return fallback;
    }
    const path = decodeURIComponent(new URL(service.address, 'http://localhost/').pathname);
    if (PATH.test(path)) return path;
    this.warnings.add(service.at, `the address path "${path}" is not a valid spec path; path set to ${fallback}`);
    return fallback;
  }

  /** The WSDL's port type, binding, port and message names that differ from the spec's defaults. */
  private wsdlNames(service: WsdlService): WsdlNamesDraft | undefined {
    const n = this.xmlNamesOnly(service);
    // A SOAP binding's and port's default name: the service's name and the transport's ASMX suffix.
    const defaults = Object.fromEntries(SOAP_TRANSPORT_IDS.map((t) => [t, `${service.name}${transport(t).asmxSuffix}`])) as Record<SoapTransport, string>;
    const differing = (given: Partial<Record<SoapTransport, string>>): Partial<Record<SoapTransport, string>> | undefined => {
      const kept = Object.fromEntries(SOAP_TRANSPORT_IDS.filter((t) => given[t] !== undefined && given[t] !== defaults[t]).map((t) => [t, given[t]!]));
      return Object.keys(kept).length > 0 ? kept : undefined;
    };
    const bindings = differing(n.bindings);
    const ports = differing(
      Object.fromEntries(
        Object.entries(n.ports)
          .filter(([, names]) => names.length === 1)
          .map(([t, names]) => [t, names[0]!]),
      ),
    );
    // Several ports of one binding are kept as a list.
    const several = Object.fromEntries(Object.entries(n.ports).filter(([, names]) => names.length > 1));
    const messages = this.messagePatterns(service);
    const draft: WsdlNamesDraft = {
      ...(n.portType !== `${service.name}Soap` ? { portType: n.portType } : {}),
      ...(bindings ? { bindings } : {}),
      ...(ports || Object.keys(several).length > 0 ? { ports: { ...ports, ...several } } : {}),
      ...(messages ? { messages } : {}),
      ...(n.services.length > 0 ? { services: n.services.map((g) => [g.name, g.ports] as const) } : {}),
    };
    return Object.keys(draft).length > 0 ? draft : undefined;
  }

  /**
   * The port type, binding and port names the WSDL gives, less those that are not XML names
   * (name="http:x", which a QName cannot refer to): those get the spec's defaults, with a warning,
   * as they are not on the wire.
   */
  private xmlNamesOnly(service: WsdlService): WsdlService['names'] {
    const valid = (name: string, what: string): boolean => {
      if (NAME.test(name)) return true;
      this.warnings.add(
        service.at,
        `${what} "${name}" is not an XML name (an NCName); it will be published under the spec's default name (WSDL names are not on the wire)`,
      );
      return false;
    };
    const n = service.names;
    return {
      portType: valid(n.portType, 'wsdl portType') ? n.portType : `${service.name}Soap`,
      bindings: Object.fromEntries(Object.entries(n.bindings).filter(([, name]) => valid(name, 'wsdl binding'))),
      ports: Object.fromEntries(
        Object.entries(n.ports).flatMap(([t, names]) => {
          const kept = (names ?? []).filter((name) => valid(name, 'wsdl port'));
          return kept.length > 0 ? [[t, kept]] : [];
        }),
      ),
      services: n.services
        .filter((group) => valid(group.name, 'wsdl service'))
        .map((group) => ({ ...group, ports: group.ports.filter((port) => NAME.test(port)) })),
    };
  }

  /**
   * The message names as patterns (`{operation}SoapRequest`) when every operation's follow one;
   * otherwise the defaults, with a warning (message names are not on the wire).
   */
  private messagePatterns(service: WsdlService): Partial<Record<'input' | 'output', string>> | undefined {
    const patterns: Partial<Record<'input' | 'output', string>> = {};
    for (const [direction, fallback] of [
      ['input', '{operation}SoapIn'],
      ['output', '{operation}SoapOut'],
    ] as const) {
      // One-way operations have no output message.
      const ops = service.operations.filter((op) => direction === 'input' || !op.oneWay);
      if (ops.length === 0) continue;
      const first = ops[0]!;
      const pattern = first.messages[direction].replace(first.name, '{operation}');
      const fits = pattern.includes('{operation}') && ops.every((op) => pattern.replace('{operation}', op.name) === op.messages[direction]);
      if (!fits) {
        this.warnings.add(
          service.at,
          `the ${direction} messages are not all named after their operation in one pattern; they will be published as ${fallback}`,
        );
      } else if (pattern !== fallback) {
        patterns[direction] = pattern;
      }
    }
    return Object.keys(patterns).length > 0 ? patterns : undefined;
  }

  private checkName(name: string, at: XmlElement, what: string): boolean {
    if (NAME.test(name)) return true;
    this.issues.add(at, `${what} "${name}" is not an XML name (an NCName)`);
    return false;
  }

  /** The operations' elements and header blocks must be in one namespace: the spec's service namespace. */
  private checkNamespace(ns: string, at: XmlElement, what: string): void {
    if (this.namespace === '') {
      this.namespace = ns;
      if (/\s/.test(ns) || /[&<>"'\\]/.test(ns)) {
        this.issues.add(
          at,
          `${what} is in namespace "${ns}", which is not a URI without spaces, & < > " ' or \\ (e.g. http://example.org/service/ or urn:example:service), as the spec's namespace must be`,
        );
      } else if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(ns)) {
        this.warnings.add(at, `${what} is in namespace "${ns}", a relative URI (deprecated by Namespaces in XML); kept, as it is on the wire`);
      }
    } else if (ns !== this.namespace)
      this.issues.add(
        at,
        `${what} is in namespace "${ns}", not "${this.namespace}": the spec has one namespace for every operation's elements and header blocks`,
      );
  }

  /** The global element a message body names, its name and namespace checked and its schema noted; undefined once reported. */
  private bodyElement(q: QName & { at: XmlElement }, role: string, anyNamespace = false): XmlElement | undefined {
    const element = this.schemas.element(q);
    if (!element) {
      this.schemas.undeclared(q.at, `element {${q.ns}}${q.local}`, q.ns);
      return undefined;
    }
    if (!this.checkName(q.local, element, role)) return undefined;
    // A response element may be in another namespace than the request's (responseNamespace).
    if (!anyNamespace || this.namespace === '') this.checkNamespace(q.ns, element, `element ${q.local}`);
    this.noteSchema(element);
    return element;
  }

  /** A wrapper element's children and, when its type is a named one (JAX-WS, WCF), the type's name. */
  private wrapper(q: QName & { at: XmlElement }, anyNamespace = false): { elements: ElementDecl[]; type?: string } | undefined {
    const element = this.bodyElement(q, 'wrapper element', anyNamespace);
    if (!element) return undefined;
    const typeName = element.qname('type');
    const complex = typeName ? this.schemas.complexType(typeName) : element.first(NS.xsd, 'complexType');
    if (typeName && !this.schemas.declaresType(typeName)) {
      this.schemas.undeclared(element, `element ${q.local}: type {${typeName.ns}}${typeName.local}`, typeName.ns);
      return undefined;
    }
    if (!complex) {
      const what = typeName ? `is of the simple type ${typeName.local}` : 'has no complex type';
      this.issues.add(element, `element ${q.local}: the wrapper element ${what}; a wrapped operation's elements hold a sequence of elements`);
      return undefined;
    }
    // The spec declares a wrapper's named type beside its element: a type of another namespace moves
    // there, its elements keeping their namespaces (a type's name and namespace are not on the wire).
    if (typeName && typeName.ns !== q.ns)
      this.warnings.add(
        element,
        `element ${q.local}: its type ${typeName.local} is in namespace ${typeName.ns}, not its element's; it will be published beside the element, in ${q.ns} (its elements keep their namespaces)`,
      );
    const elements = this.wrapperContent(complex, new Set(), typeName ? complex : element);
    if (!elements) return undefined;
    return typeName && this.checkName(typeName.local, complex, 'wrapper type') ? { elements, type: typeName.local } : { elements };
  }

  /** The elements of a wrapper's complex type (named, as JAX-WS and WCF write them, or anonymous), inherited ones first. */
  private wrapperContent(complex: XmlElement, seen: Set<XmlElement>, owner = complex): ElementDecl[] | undefined {
    seen.add(complex);
    const { base, elements: written, particles, all, attributes, value, anyAttribute } = this.schemas.content(complex, owner);
    const elements = particles ? this.wrapperParticles(particles) : written;
    if (all) this.warnings.add(complex, 'xs:all of a wrapper element is published as xs:sequence (the server reads its elements in any order)');
    for (const a of attributes)
      this.issues.add(a.element, `xs:attribute ${a.name} on a wrapper element cannot be expressed in the spec (an operation's parameters are elements)`);
    if (value)
      this.issues.add(complex, `a wrapper element with text (xs:simpleContent) cannot be expressed in the spec (an operation's parameters are elements)`);
    if (anyAttribute)
      this.issues.add(anyAttribute.element, `xs:anyAttribute on a wrapper element cannot be expressed in the spec (an operation's parameters are elements)`);
    if (attributes.length > 0 || value || anyAttribute) return undefined;
    if (!base) return elements;
    const baseType = this.schemas.complexType(base);
    if (!baseType || seen.has(baseType)) {
      this.issues.add(complex, `the wrapper type extends ${base.local}, which is not a declared complex type`);
      return undefined;
    }
    const inherited = this.wrapperContent(baseType, seen);
    return inherited && [...inherited, ...elements];
  }

  /**
   * A wrapper's particles as its elements: an optional sequence of one element is that element,
   * optional; any other group is refused (an operation's parameters are elements).
   */
  private wrapperParticles(particles: readonly ParticleDecl[]): ElementDecl[] {
    return particles.flatMap((p): ElementDecl[] => {
      if (!('group' in p)) return [p];
      const only = p.particles.length === 1 && !('group' in p.particles[0]!) ? p.particles[0] : undefined;
      if (only && !p.repeated && (p.group === 'sequence' || p.minOccurs === 0 || only.minOccurs === 0))
        return [{ ...only, minOccurs: Math.min(only.minOccurs, p.minOccurs) }];
      if (only && !p.repeated) return [only];
      this.issues.add(
        p.element,
        `xs:${p.group} in a wrapper element cannot be expressed in the spec (an operation's parameters are elements; give the group a named type and make it one parameter)`,
      );
      return [];
    });
  }

  private operation(op: WsdlOperation): OperationDraft | undefined {
    if (!this.checkName(op.name, op.at, 'operation name')) return undefined;
    this.noteStyle(op);
    if (op.rpc) return this.rpcOperation(op, op.rpc);
    if (op.bare) return this.bareOperation(op, op.bare);
    // A body element of a simple type is no wrapper, but the message itself (document/literal bare).
    if (this.simpleTyped(op.request!) || (op.response && this.simpleTyped(op.response))) {
      const part = (q: QName & { at: XmlElement }): RpcPart => ({ name: q.local, at: q.at, element: q });
      return this.bareOperation(op, { input: [part(op.request!)], output: op.response ? [part(op.response)] : [] });
    }
    // Request and response elements of one named type are that type's values, not two wrappers.
    const typeOf = (q: QName): QName | undefined => this.schemas.element(q)?.qname('type');
    const [requestType, responseType] = [typeOf(op.request!), op.response && typeOf(op.response)];
    if (requestType && responseType && requestType.ns === responseType.ns && requestType.local === responseType.local) {
      const part = (q: QName & { at: XmlElement }): RpcPart => ({ name: q.local, at: q.at, element: q });
      return this.bareOperation(op, { input: [part(op.request!)], output: [part(op.response!)] });
    }
    const request = this.wrapper(op.request!);
    const response = op.response && this.wrapper(op.response, true);
    if (!request || (op.response && !response)) return undefined;
    const answer = response ? this.answer(response.elements, op.name, op.response!.ns) : { oneWay: true as const };
    const fields = request.elements
      .map((p) => this.field(p, `parameter of ${op.name}`, this.namespace, op.name))
      .filter((f): f is [string, FieldDraft] => f !== undefined);
    if (!answer) return undefined;
    return this.operationDraft(op, fields, answer, request.type, response?.type, response?.elements[0]?.type);
  }

  /**
   * Whether a body element is declared with a simple type or is of xs:anyType (written, or declared
   * without a type or content): then it is no wrapper, but the message itself (document/literal bare).
   */
  private simpleTyped(q: QName): boolean {
    const element = this.schemas.element(q);
    if (element === undefined) return false;
    const typeName = element.qname('type');
    if (typeName === undefined) return isUntyped(element);
    if (typeName.ns === NS.xsd && typeName.local === 'anyType') return true;
    return this.schemas.declaresType(typeName) && !this.schemas.complexType(typeName);
  }

  /**
   * document/literal bare: the messages' parts are the Body's children, in order (none: an empty
   * Body). A part declared by element= is that global element; one declared by type= is an
   * unqualified element named after the part, as zeep and .NET write it.
   */
  private bareOperation(op: WsdlOperation, parts: NonNullable<WsdlOperation['bare']>): OperationDraft | undefined {
    const params = parts.input.map((p) => this.barePart(p, op.name));
    const outputs = parts.output.map((p) => this.barePart(p, op.name));
    const known = (list: (BarePart | undefined)[]): list is BarePart[] => list.every((p) => p !== undefined);
    if (!known(params) || !known(outputs)) return undefined;
    // A list result is in the service's namespace, its items named after their type: others are results.
    const fits = (o: BarePart): boolean => o.use.kind !== 'array' || (o.field.namespace !== '' && o.use.item.name === o.use.item.type.name);
    const single = outputs.length === 1 && fits(outputs[0]!) ? outputs[0] : undefined;
    let answer: Pick<OperationDraft, 'result' | 'results' | 'oneWay'>;
    if (op.oneWay) answer = { oneWay: true };
    else if (single) {
      const { type, nillable, namespace } = single.field;
      const long = {
        ...(single.name !== `${op.name}Result` ? { element: single.name } : {}),
        ...(namespace === '' ? { namespace } : {}),
        ...(nillable ? { nillable } : {}),
      };
      answer = { result: Object.keys(long).length > 0 ? { type, ...long } : type };
    } else answer = { results: outputs.map((o) => [o.name, o.field]) };
    // The body elements are named by the parts, not as wrappers.
    const {
      requestElement: _request,
      responseElement: _response,
      responseNamespace: _responseNamespace,
      ...draft
    } = this.operationDraft(
      op,
      params.map((p) => [p.name, p.field]),
      answer,
      undefined,
      undefined,
      single?.use,
    );
    return { ...draft, bare: true };
  }

  /** A bare message's part as a field: always sent (required), its element's namespace written where the spec's default differs. */
  private barePart(p: RpcPart, op: string): BarePart | undefined {
    if (!p.element) {
      if (!this.checkName(p.name, p.at, `part of ${op}`)) return undefined;
      const use = this.schemas.typeUse(p.type!, p.at);
      const type = use && this.typeName(use, p.at);
      if (!use || type === undefined) return undefined;
      const item = listItem(use, type);
      return { name: p.name, use, field: { type, ...(item !== undefined ? { item } : {}), required: true, namespace: '' } };
    }
    const q = { ...p.element, at: p.at };
    const element = this.bodyElement(q, 'body element');
    if (!element) return undefined;
    const typeName = element.qname('type');
    // The element's namespace is the service's: qualified whatever the schema's elementFormDefault.
    const namespace = this.qualifiedIn.get(this.namespace) === false ? { namespace: this.namespace } : {};
    const nillable = element.attr('nillable') === 'true' ? { nillable: true } : {};
    // Declared without a type or content, the element is of xs:anyType.
    if (!typeName && isUntyped(element)) {
      const use = { kind: 'any', name: 'anyType' } as const;
      return { name: q.local, use, field: { type: this.typeName(use, element)!, required: true, ...nillable, ...namespace } };
    }
    const inline = typeName ? undefined : this.schemas.anonymousUse(element, q.local);
    if (inline === null) return undefined;
    if (!typeName && !inline) {
      this.issues.add(element, `operation ${op}: body element ${q.local} has no type of its own nor a named type`);
      return undefined;
    }
    const use: TypeUse | undefined = inline ?? this.schemas.typeUse(typeName!, element);
    const type = use && this.typeName(use, element);
    if (!use || type === undefined) return undefined;
    const item = listItem(use, type);
    return { name: q.local, use, field: { type, ...(item !== undefined ? { item } : {}), required: true, ...nillable, ...namespace } };
  }

  /** An rpc operation: its parts are the wrappers' children, unqualified; the wrappers are named after it. */
  private rpcOperation(op: WsdlOperation, rpc: NonNullable<WsdlOperation['rpc']>): OperationDraft | undefined {
    // Without a soap:body namespace the wrappers are unqualified (zeep sends them so), in every operation.
    const unqualified = op.request!.ns === '';
    if (this.unqualifiedWrappers === undefined) this.unqualifiedWrappers = unqualified;
    else if (this.unqualifiedWrappers !== unqualified) {
      this.issues.add(
        op.at,
        `operation ${op.name}: its soap:body ${unqualified ? 'names no namespace' : 'names a namespace'}, other operations' ${unqualified ? 'do' : 'do not'}: a spec's rpc wrappers are all qualified or all unqualified`,
      );
      return undefined;
    }
    if (!unqualified) this.checkNamespace(op.request!.ns, op.at, `the rpc body of operation ${op.name}`);
    const params = rpc.input.map((p) => this.part(p, `part of ${op.name}`));
    const outputs = rpc.output.map((p) => this.part(p, `part of ${op.name}`));
    const known = (parts: (PartDraft | undefined)[]): parts is PartDraft[] => parts.every((p) => p !== undefined);
    if (!known(params) || !known(outputs)) return undefined;
    // A list result's items are written in its element's namespace, save SOAP encoding's (in none).
    const single = outputs.length === 1 && (!outputs[0]!.list || this.use === 'encoded') ? outputs[0]! : undefined;
    let answer: Pick<OperationDraft, 'result' | 'results' | 'oneWay'>;
    if (!op.response) answer = { oneWay: true };
    else if (single) {
      // A part is always sent: required, which value types are by default.
      const element = {
        ...(single.name !== `${op.name}Result` ? { element: single.name } : {}),
        ...(single.field.namespace ? { namespace: single.field.namespace } : {}),
        ...(single.field.nillable ? { nillable: true } : {}),
      };
      answer = {
        result:
          single.valueType && Object.keys(element).length === 0
            ? single.field.type
            : { type: single.field.type, ...element, ...(single.valueType ? {} : { required: true }) },
      };
    } else answer = { results: outputs.map((o) => [o.name, o.field]) };
    return this.operationDraft(
      op,
      params.map((p) => [p.name, p.field]),
      answer,
      undefined,
      undefined,
      undefined,
    );
  }

  /** An rpc part as a field (parts are always sent: required), whether it is a list and a value type (for the result's defaults). */
  private part(p: RpcPart, what: string): PartDraft | undefined {
    if (p.element) return this.elementPart(p, p.element, what);
    if (!this.checkName(p.name, p.at, `${what} ${p.name}`)) return undefined;
    const use = this.schemas.typeUse(p.type!, p.at);
    if (!use) return undefined;
    const type = this.typeName(use, p.at);
    if (type === undefined) return undefined;
    const item = listItem(use, type);
    const valueType = this.valueType(use);
    return { name: p.name, field: { type, ...(item !== undefined ? { item } : {}), required: true }, list: use.kind === 'array', valueType };
  }

  /**
   * An rpc part declared by element=: that global element in the wrapper, named after it (the part's
   * name is not on the wire), a parameter or result with the element's namespace.
   */
  private elementPart(p: RpcPart, q: QName, what: string): PartDraft | undefined {
    const element = this.schemas.element(q);
    if (!element) {
      this.schemas.undeclared(p.at, `${what} ${p.name}: element {${q.ns}}${q.local}`, q.ns);
      return undefined;
    }
    if (!this.checkName(q.local, element, `${what} ${p.name}: element`)) return undefined;
    if (q.ns === '') {
      this.issues.add(p.at, `${what} ${p.name}: element ${q.local} is in no namespace; an rpc part declared by element= is a global element of a namespace`);
      return undefined;
    }
    this.noteSchema(element);
    const typeName = element.qname('type');
    const nillable = element.attr('nillable') === 'true' ? { nillable: true } : {};
    if (!typeName) {
      const field = this.anonymousBlock(element, q.local, `${what} ${p.name}: element`);
      return field && { name: q.local, field: { ...field, required: true, namespace: q.ns }, list: false, valueType: false };
    }
    const use = this.schemas.typeUse(typeName, element);
    const type = use && this.typeName(use, element);
    if (!use || type === undefined) return undefined;
    if (use.kind === 'array') {
      this.issues.add(p.at, `${what} ${p.name}: element ${q.local} is a list; an rpc part declared by element= is one value in the spec`);
      return undefined;
    }
    return { name: q.local, field: { type, required: true, ...nillable, namespace: q.ns }, list: false, valueType: this.valueType(use) };
  }

  /** rpc or document: a spec has one style for every operation. */
  private noteStyle(op: WsdlOperation): void {
    const style = op.rpc ? 'rpc' : 'document';
    if (this.style === undefined) this.style = style;
    else if (this.style !== style)
      this.issues.add(op.at, `operation ${op.name} is ${style} style, others ${this.style}: a spec has one style for every operation`);
    if (!op.rpc) return;
    const use = op.rpc.encoded ? 'encoded' : 'literal';
    if (this.use === undefined) this.use = use;
    else if (this.use !== use) this.issues.add(op.at, `operation ${op.name} is ${use}, others ${this.use}: a spec has one use for every operation`);
  }

  /** The draft of an operation whose messages are read: its headers, faults, action, HTTP POST root and wrapper names. */
  private operationDraft(
    op: WsdlOperation,
    fields: [string, FieldDraft][],
    answer: Pick<OperationDraft, 'result' | 'results' | 'oneWay'>,
    requestType: string | undefined,
    responseType: string | undefined,
    resultUse: TypeUse | undefined,
  ): OperationDraft {
    const requestHeaders = this.headers(op.headers.input, op.name);
    const responseHeaders = this.headers(op.headers.output, op.name);
    const faults = this.faults(op.faults, op.name);
    const draft: { -readonly [K in keyof OperationDraft]: OperationDraft[K] } = { params: fields, ...answer };
    // Wrapper elements and their named types, where they are not ASMX's.
    if (op.request && op.request.local !== op.name) draft.requestElement = op.request.local;
    if (requestType !== undefined) draft.requestWrapperType = requestType;
    if (op.response && op.response.local !== `${op.name}Response`) draft.responseElement = op.response.local;
    if (responseType !== undefined) draft.responseWrapperType = responseType;
    if (op.response && op.response.ns !== this.namespace) draft.responseNamespace = op.response.ns;
    if (requestHeaders.length > 0) draft.requestHeaders = requestHeaders;
    if (responseHeaders.length > 0) draft.responseHeaders = responseHeaders;
    if (faults.length > 0) draft.faults = faults;
    if (op.description) draft.description = op.description;
    // A WSDL naming no action has clients send none (""): the spec's default action would be another.
    if (op.soapAction === undefined) draft.soapAction = '';
    else if (op.soapAction !== defaultSoapAction(this.namespace, op.name)) draft.soapAction = op.soapAction;
    // Only an operation with a single result is offered over HTTP POST.
    if (op.httpPostRoot && answer.result !== undefined && resultUse !== undefined) {
      const type = resultUse;
      const root = type.kind === 'array' ? arrayTypeName(type.item.type, type.item.name) : type.name;
      if (op.httpPostRoot.local !== root) draft.httpPostRoot = op.httpPostRoot.local;
    }
    return draft;
  }

  /** Header blocks, with their message and part names where not the generator's (`<Op><Block>`, the block's name). */
  private headers(blocks: readonly HeaderBlock[], op: string): [string, FieldDraft][] {
    const fields: [string, FieldDraft][] = [];
    for (const block of blocks) {
      const field = this.block(block, op, 'header element');
      if (!field) continue;
      if (block.inBodyMessage) {
        this.warnings.add(block.at, `header part ${block.part} of message ${block.message} will be published in a message of its own, ${op}${block.local}`);
        fields.push([block.local, field]);
        continue;
      }
      const wsdl = {
        ...(block.message !== `${op}${block.local}` ? { message: block.message } : {}),
        ...(block.part !== block.local ? { part: block.part } : {}),
      };
      fields.push([block.local, { ...field, ...(Object.keys(wsdl).length > 0 ? { wsdl } : {}) }]);
    }
    return fields;
  }

  /** Declared faults by detail element, with the wsdl:fault, message and part names where not the generator's. */
  private faults(faults: readonly FaultRef[], op: string): [string, FieldDraft][] {
    const fields: [string, FieldDraft][] = [];
    for (const fault of faults) {
      // On the wire a fault is its detail element: two faults of one element are one fault.
      const same = faults.find((f) => f !== fault && f.local === fault.local && f.ns === fault.ns);
      if (fields.some(([name]) => name === fault.local)) {
        this.warnings.add(
          fault.at,
          `operation ${op}: fault ${fault.name} has the detail element ${fault.local} of fault ${same?.name}: on the wire they are one fault, which the spec declares once`,
        );
        continue;
      }
      const field = this.block(fault, op, 'fault detail element', true);
      if (!field) continue;
      const wsdl = {
        ...(fault.name !== fault.local ? { name: fault.name } : {}),
        ...(fault.message !== `${op}${fault.local}Fault` ? { message: fault.message } : {}),
        ...(fault.part !== 'detail' ? { part: fault.part } : {}),
      };
      const { nillable: _, ...detail } = field;
      fields.push([fault.local, { ...detail, ...(Object.keys(wsdl).length > 0 ? { wsdl } : {}) }]);
    }
    return fields;
  }

  /**
   * A header block or fault detail: a global element, of a named type or a scalar, not a list. A
   * header block is in the service's namespace; a fault detail may be in another (`anyNamespace`).
   * A part declared by type= is an element named after the part in no namespace, as zeep reads it.
   */
  private block(q: QName & { at: XmlElement; type?: QName }, op: string, what: string, anyNamespace = false): FieldDraft | undefined {
    if (q.type) return this.typedBlock(q.type, q.at, q.local, what);
    const element = this.schemas.element(q);
    if (!element) {
      this.schemas.undeclared(q.at, `operation ${op}: ${what} {${q.ns}}${q.local}`, q.ns);
      return undefined;
    }
    const elsewhere = anyNamespace && this.namespace !== '' && q.ns !== this.namespace;
    if (elsewhere) this.noteSchema(element);
    else this.checkNamespace(q.ns, element, `${what} ${q.local}`);
    const namespace = elsewhere ? { namespace: q.ns } : {};
    const typeName = element.qname('type');
    if (!typeName) {
      const anonymous = this.anonymousBlock(element, q.local, what);
      return anonymous && { ...anonymous, ...namespace };
    }
    const use = this.schemas.typeUse(typeName, element);
    if (!use) return undefined;
    if (use.kind === 'array') {
      this.issues.add(element, `${what} ${q.local}: a list cannot be a header block or fault detail in the spec`);
      return undefined;
    }
    const type = this.typeName(use, element);
    const description = this.schemas.description(element);
    return type === undefined
      ? undefined
      : { type, ...namespace, ...(element.attr('nillable') === 'true' ? { nillable: true } : {}), ...(description ? { description } : {}) };
  }

  /** A header block or fault detail declared by its part's type: an element named after the part, in no namespace. */
  private typedBlock(typeName: QName, at: XmlElement, name: string, what: string): FieldDraft | undefined {
    if (!this.checkName(name, at, `${what} (a part declared by type=)`)) return undefined;
    const use = this.schemas.typeUse(typeName, at);
    if (!use) return undefined;
    if (use.kind === 'array') {
      this.issues.add(at, `${what} ${name}: a list cannot be a header block or fault detail in the spec`);
      return undefined;
    }
    const type = this.typeName(use, at);
    return type === undefined ? undefined : { type, namespace: '' };
  }

  /**
   * A header block or fault detail whose element has an anonymous complex type (as JAX-WS writes
   * fault beans): the spec names the type after the element, which only the WSDL's type names
   * show. Refused when a declared type already has that name.
   */
  private anonymousBlock(element: XmlElement, name: string, what: string): FieldDraft | undefined {
    const inline = this.schemas.anonymousType(element);
    if (!inline || this.schemas.declaresSpecTypeNamed(name)) {
      this.issues.add(element, `${what} ${name}: an anonymous type cannot be expressed in the spec here; give it a named type`);
      return undefined;
    }
    const first = !this.reached.has(inline);
    this.complexType(name, inline);
    if (!this.reached.has(inline)) return undefined;
    if (first) this.warnings.add(element, `${what} ${name}: its anonymous type will be published as the named type ${name} (type names are not on the wire)`);
    const description = this.schemas.description(element);
    return { type: name, ...(element.attr('nillable') === 'true' ? { nillable: true } : {}), ...(description ? { description } : {}) };
  }

  /**
   * What a response wrapper holds, as the spec says it: one result element in the service's
   * namespace is `result` (its name given when not `<Op>Result`); several, none, or one the result
   * form cannot hold (unqualified, a list of items not named after their type) are `results`.
   */
  private answer(elements: readonly ElementDecl[], op: string, ns: string): Pick<OperationDraft, 'result' | 'results'> | undefined {
    const single = elements.length === 1 ? elements[0]! : undefined;
    // A list result is in the service's namespace, its items named after their type; a repeated element or a wildcard is one of `results`.
    const fitsResult =
      single !== undefined &&
      !single.repeated &&
      !single.wildcard &&
      !(single.type.kind === 'array' && (single.namespace !== ns || single.type.item.name !== single.type.item.type.name));
    if (single && fitsResult) {
      const result = this.result(single, op, ns);
      return result === undefined ? undefined : { result };
    }
    const results = elements.map((e) => this.field(e, `result of ${op}`, ns, `${op}Response`));
    return results.every((r) => r !== undefined) ? { results: results as [string, FieldDraft][] } : undefined;
  }

  private result(decl: ElementDecl, op: string, ns: string): ResultDraft | undefined {
    const type = decl.type;
    if (type.kind === 'array' && type.item.name !== type.item.type.name) {
      this.issues.add(
        type.item.element,
        `operation ${op}: list result items named ${type.item.name}, not ${type.item.type.name}: a list result's items are named after their type in the spec`,
      );
      return undefined;
    }
    const field = this.field(decl, `result of ${op}`, ns, `${op}Response`);
    if (!field) return undefined;
    const [, draft] = field;
    const required = decl.minOccurs >= 1;
    const element = {
      ...(decl.name !== `${op}Result` ? { element: decl.name } : {}),
      ...(decl.namespace !== ns ? { namespace: decl.namespace } : {}),
    };
    // As the generator defaults it: .NET value types are minOccurs="1", reference types (string, byte[]) 0.
    const requiredByDefault = this.valueType(type);
    if (required === requiredByDefault && !decl.nillable && !draft.description && Object.keys(element).length === 0) return draft.type;
    return {
      type: draft.type,
      ...element,
      ...(required !== requiredByDefault ? { required } : {}),
      ...(decl.nillable ? { nillable: true } : {}),
      ...(draft.description ? { description: draft.description } : {}),
    };
  }

  /** A field of a type (or a parameter) of the namespace `ownerNs`; its own namespace is written where it is not the spec's default. */
  private field(decl: ElementDecl, what: string, ownerNs: string, holder = ''): [string, FieldDraft] | undefined {
    if (decl.wildcard) return [decl.name, wildcardField(decl)];
    if (!this.checkName(decl.name, decl.element, `${what} ${decl.name}`)) return undefined;
    if (decl.repeated && decl.type.kind === 'array') {
      this.issues.add(decl.element, `element ${decl.name} repeats a list (${decl.type.name}): a list of lists cannot be expressed in the spec`);
      return undefined;
    }
    const type = this.typeName(decl.type, decl.element, holder);
    if (type === undefined) return undefined;
    const item = listItem(decl.type, type);
    // SOAP encoding's arrays keep their items in no namespace: the spec says nothing of them.
    const literalList = decl.type.kind === 'array' && !decl.type.item.soapEncoded ? decl.type : undefined;
    const itemNamespace = literalList && literalList.item.namespace !== decl.namespace ? literalList.item.namespace : undefined;
    const byDefault = this.qualifiedIn.get(ownerNs) ? ownerNs : '';
    const constraint = { ...(decl.default !== undefined ? { default: decl.default } : {}), ...(decl.fixed !== undefined ? { fixed: decl.fixed } : {}) };
    if (Object.keys(constraint).length && ((decl.type.kind !== 'scalar' && decl.type.kind !== 'simple') || decl.repeated)) {
      this.issues.add(
        decl.element,
        `element ${decl.name}: a default or fixed value of ${decl.repeated ? 'a repeated element' : `the type ${decl.type.name}`} cannot be expressed in the spec`,
      );
      return undefined;
    }
    return [
      decl.name,
      {
        type: decl.repeated ? `${type}[]` : type,
        ...(decl.repeated ? { inline: true } : {}),
        ...(decl.repeated && decl.maxOccurs !== undefined ? { maxOccurs: decl.maxOccurs } : {}),
        ...(item !== undefined ? { item } : {}),
        ...(itemNamespace !== undefined ? { itemNamespace } : {}),
        ...(decl.minOccurs >= 1 ? { required: true } : {}),
        ...(decl.nillable ? { nillable: true } : {}),
        ...constraint,
        ...(decl.namespace !== byDefault ? { namespace: decl.namespace } : {}),
        ...(decl.description ? { description: decl.description } : {}),
      },
    ];
  }

  /** A type's particles as spec fields: elements, and groups (SPEC.md, "Choices, optional sequences and xs:all") where they keep a meaning of their own. */
  private particleFields(particles: readonly ParticleDecl[], type: string, namespace: string, labels: Labels): [string, FieldDraft | GroupDraft][] {
    return particles.flatMap((p): [string, FieldDraft | GroupDraft][] => {
      if (!('group' in p)) {
        const field = this.field(p, `field of ${type}`, namespace, type);
        return field ? [field] : [];
      }
      return p.group === 'choice' ? this.choiceFields(p, type, namespace, labels) : this.sequenceFields(p, type, namespace, labels);
    });
  }

  /** A sequence group: once, its elements in place; optional, its one element optional, or several as an optional sequence. */
  private sequenceFields(g: GroupDecl, type: string, namespace: string, labels: Labels): [string, FieldDraft | GroupDraft][] {
    if (g.repeated) {
      this.issues.add(
        g.element,
        `xs:sequence maxOccurs="${g.element.attr('maxOccurs')}" (a repeated group) cannot be expressed in the spec; make its elements a type and repeat an element of it`,
      );
      return [];
    }
    const members = this.particleFields(g.particles, type, namespace, labels);
    if (g.minOccurs >= 1) return members;
    const nested = members.find(([, m]) => 'group' in m);
    if (nested) {
      this.issues.add(g.element, `type ${type}: a group inside an optional xs:sequence cannot be expressed in the spec`);
      return [];
    }
    if (members.length === 1) {
      const [name, { required: _required, ...optional }] = members[0] as [string, FieldDraft];
      return [[name, optional]];
    }
    return members.length ? [[labels.next('Sequence'), { group: 'sequence', members }]] : [];
  }

  /**
   * A choice: each alternative an element, or a sequence of elements; a choice nested in it adds its
   * alternatives. A choice of one element is that element. Repeated, each alternative is one element.
   */
  private choiceFields(g: GroupDecl, type: string, namespace: string, labels: Labels): [string, FieldDraft | GroupDraft][] {
    const alternatives: [string, FieldDraft | GroupDraft][] = [];
    let mayBeEmpty = g.minOccurs === 0;
    const add = (p: ParticleDecl): void => {
      if (!('group' in p)) {
        if (p.minOccurs === 0) mayBeEmpty = true;
        // In a repeated choice each occurrence is one item: an element that repeats inside it adds nothing.
        const field = this.field(g.repeated ? ({ ...p, repeated: undefined } as ElementDecl) : p, `field of ${type}`, namespace, type);
        if (!field) return;
        const { required: _required, ...alternative } = field[1];
        alternatives.push([field[0], alternative]);
        return;
      }
      if (p.group === 'choice' && !p.repeated) {
        if (p.minOccurs === 0) mayBeEmpty = true;
        p.particles.forEach(add);
        return;
      }
      if (p.group === 'sequence' && !p.repeated && !g.repeated) {
        const members = this.particleFields(p.particles, type, namespace, labels);
        if (members.some(([, m]) => 'group' in m)) {
          this.issues.add(p.element, `type ${type}: a group inside a sequence of a choice cannot be expressed in the spec`);
          return;
        }
        if (p.minOccurs === 0 || members.every(([, m]) => !(m as FieldDraft).required)) mayBeEmpty = true;
        alternatives.push([labels.next('Sequence'), { group: 'sequence', members }]);
        return;
      }
      this.issues.add(
        p.element,
        `type ${type}: xs:${p.group}${p.repeated ? ' repeated' : ''} inside ${g.repeated ? 'a repeated' : 'an'} xs:choice cannot be expressed in the spec (a repeated choice's alternatives are single elements)`,
      );
    };
    g.particles.forEach(add);
    const required = !mayBeEmpty;
    const only = alternatives.length === 1 ? alternatives[0]! : undefined;
    if (only && !g.repeated && !('group' in only[1])) return [[only[0], { ...only[1], ...(required ? { required: true } : {}) }]];
    if (only && !g.repeated && 'group' in only[1])
      return required ? only[1].members.map(([n, m]): [string, FieldDraft | GroupDraft] => [n, m]) : [[only[0], only[1]]];
    if (alternatives.length === 0) return [];
    return [
      [labels.next('Choice'), { group: 'choice', ...(required ? { required: true } : {}), ...(g.repeated ? { repeated: true } : {}), members: alternatives }],
    ];
  }

  /** Reaches every type derived from `q`, and theirs. */
  private derivedTypes(q: QName): void {
    for (const d of this.schemas.derivedFrom(q)) {
      this.complexType(this.keyOf(d.name, d.decl), d.decl);
      this.derivedTypes({ ns: q.ns, local: d.name });
    }
  }

  /**
   * The spec's name of a named type: its XML name, unless a type of another namespace has it
   * already; then the XML name numbered (`Address2`), the XML name kept as `xmlName`.
   */
  private keyOf(name: string, decl: XmlElement): string {
    const reached = this.reached.get(decl)?.[0];
    if (reached !== undefined) return reached;
    const free = (key: string): boolean => (this.named.get(key) ?? decl) === decl && (key === name || !this.schemas.declaresSpecTypeNamed(key));
    if (free(name)) return name;
    let n = 2;
    while (!free(`${name}${n}`)) n++;
    return `${name}${n}`;
  }

  /** Whether `name` can name this declaration in the spec: no other type has it. */
  private claimName(name: string, decl: XmlElement): boolean {
    const other = this.named.get(name);
    if (other === undefined) this.named.set(name, decl);
    else if (other !== decl) {
      this.issues.add(
        decl,
        `type ${name} of ${this.schemas.targetNamespace(decl) || 'no namespace'} has the name of type ${name} of ${this.schemas.targetNamespace(other) || 'no namespace'}; the spec names types by their local names`,
      );
      return false;
    }
    return true;
  }

  /** The spec's name for a type use, registering every complex type and enumeration reached. */
  private typeName(use: TypeUse, at: XmlElement, holder = ''): string | undefined {
    switch (use.kind) {
      case 'any':
        return this.schemas.declaresSpecTypeNamed(use.name) ? `xs:${use.name}` : use.name;
      case 'scalar':
        // A bare name means the spec's own type of that name when there is one; xs: is always the scalar.
        return this.schemas.declaresSpecTypeNamed(use.name) ? `xs:${use.name}` : use.name;
      case 'simple': {
        const key = use.anonymous ? (this.reached.get(use.decl)?.[0] ?? this.anonymousName(use.name, holder)) : this.keyOf(use.name, use.decl);
        this.simpleType(use, key);
        return this.reached.has(use.decl) ? key : undefined;
      }
      case 'complex': {
        const name = use.anonymous ? (this.reached.get(use.decl)?.[0] ?? this.anonymousName(use.name, holder)) : this.keyOf(use.name, use.decl);
        this.complexType(name, use.decl, use.anonymous);
        return name;
      }
      case 'array': {
        if (use.item.soapEncoded && this.use !== 'encoded') {
          this.issues.add(at, `${use.name}, a SOAP-encoded array (soapenc:Array), outside an rpc/encoded service cannot be expressed in the spec`);
          return undefined;
        }
        const item = this.typeName(use.item.type, use.item.element);
        if (item === undefined) return undefined;
        this.checkName(use.item.name, use.item.element, 'list item name');
        const expected = arrayTypeName(use.item.type, use.item.soapEncoded ? use.item.type.name : use.item.name);
        if (use.name !== expected)
          this.warnings.add(at, `list type ${use.name} will be published as ${expected} (type names are not on the wire; element names are kept)`);
        return `${item}[]`;
      }
    }
  }

  /** As the spec decides it: an enumeration or a scalar that is a .NET value type, not a list. */
  private valueType(use: TypeUse): boolean {
    if (use.kind === 'scalar') return SCALARS[use.name as ScalarName].valueType;
    if (use.kind !== 'simple' || this.schemas.isList(use)) return false;
    let root: TypeUse = use;
    while (root.kind === 'simple') {
      if (root.def.kind === 'union') return false;
      if (root.def.kind === 'restriction' && root.def.values && root === use) return true;
      root = root.def.kind === 'restriction' ? root.def.base : root.def.item;
    }
    return SCALARS[root.name as ScalarName].valueType;
  }

  /** A named simple type: an enumeration of xs:string as `enum`, any other restriction or list as a simple type of the spec. */
  private simpleType(use: Extract<TypeUse, { kind: 'simple' }>, name: string): void {
    const { decl, def } = use;
    if (this.reached.has(decl) || !this.checkName(use.name, decl, 'type name') || !this.claimName(name, decl)) return;
    this.reached.set(decl, [name, { kind: 'enum', values: [] }]); // registered first: a base reached below comes before
    const namespace = this.noteSchema(decl);
    const description = this.schemas.description(decl);
    const common = {
      ...(use.anonymous ? { anonymous: true as const } : name !== use.name ? { xmlName: use.name } : {}),
      ...(namespace !== this.namespace ? { namespace } : {}),
      ...(description ? { description } : {}),
    };
    if (def.kind === 'union') {
      const members = def.members.map((m) => this.typeName(m, decl));
      if (members.every((m) => m !== undefined)) this.reached.set(decl, [name, { kind: 'simple', ...common, union: members as string[], facets: [] }]);
      else this.reached.delete(decl);
      return;
    }
    if (def.kind === 'list') {
      const item = this.typeName(def.item, decl);
      if (item !== undefined) this.reached.set(decl, [name, { kind: 'simple', ...common, list: item, facets: [] }]);
      else this.reached.delete(decl);
      return;
    }
    if (def.base.kind === 'scalar' && def.base.name === 'string' && def.values && def.facets.length === 0) {
      this.reached.set(decl, [name, { kind: 'enum', ...common, values: def.values }]);
      return;
    }
    const base = this.typeName(def.base, decl);
    if (base !== undefined)
      this.reached.set(decl, [name, { kind: 'simple', ...common, base, ...(def.values ? { values: def.values } : {}), facets: def.facets }]);
    else this.reached.delete(decl);
  }

  /**
   * The spec's name for an element's anonymous type: the element's, else prefixed with what holds
   * it, else numbered; never the name of a type the schemas declare (the WSDL shows no name for it).
   */
  private anonymousName(element: string, holder: string): string {
    const free = (name: string): boolean => !this.named.has(name) && !this.schemas.declaresSpecTypeNamed(name);
    const held = `${holder}${ucfirst(element)}`;
    if (free(element)) return element;
    if (holder !== '' && free(held)) return held;
    let n = 2;
    while (!free(`${element}${n}`)) n++;
    return `${element}${n}`;
  }

  /** A type's wildcard fields (named `any`, `any2`...) renamed where a base type already has the name. */
  private renameWildcards(fields: readonly (readonly [string, FieldDraft | GroupDraft])[], base: string): [string, FieldDraft | GroupDraft][] {
    const inherited = new Set<string>();
    for (let name: string | undefined = base; name !== undefined;) {
      const draft = [...this.reached.values()].find(([n]) => n === name)?.[1];
      if (draft?.kind !== 'complex') break;
      for (const [field] of draft.fields) inherited.add(field);
      name = draft.extends;
    }
    const taken = new Set([...inherited, ...fields.map(([field]) => field)]);
    return fields.map(([field, draft]) => {
      if (!('any' in draft && draft.any) || !inherited.has(field)) return [field, draft];
      let next = 'any';
      for (let n = 2; taken.has(next); n++) next = `any${n}`;
      taken.add(next);
      return [next, draft];
    });
  }

  private complexType(name: string, decl: XmlElement, anonymous?: true): void {
    if (this.reached.has(decl)) return;
    if (!this.checkName(name, decl, 'type name') || !this.claimName(name, decl)) return;
    // Registered before its fields so recursive types terminate.
    const placeholder: [string, TypeDraft] = [name, { kind: 'complex', fields: [] }];
    this.reached.set(decl, placeholder);
    const namespace = this.noteSchema(decl);
    if (namespace === '') this.issues.add(decl, `type ${name}: its schema has no targetNamespace; the spec's types are each in a namespace`);
    const content = this.schemas.content(decl);
    // An abstract type's values are of its derived types: every one of them is part of the spec.
    if (decl.attr('abstract') === 'true') this.derivedTypes({ ns: this.schemas.targetNamespace(decl), local: name });
    let base: string | undefined;
    if (content.base) {
      const use = this.schemas.typeUse(content.base, decl);
      if (use?.kind === 'complex') base = this.typeName(use, decl);
      else if (use) this.issues.add(decl, `type ${name} extends ${use.name}, which is not a complex type`);
    }
    let restricts: string | undefined;
    if (content.restricts) {
      const use = this.schemas.typeUse(content.restricts, decl);
      if (use?.kind === 'complex') restricts = this.typeName(use, decl);
      else if (use) this.issues.add(decl, `type ${name} restricts ${use.name}, which is not a complex type the spec can restrict`);
    }
    const written = content.particles
      ? this.particleFields(content.particles, name, namespace, new Labels(content.elements.map((e) => e.name)))
      : content.elements.map((e) => this.field(e, `field of ${name}`, namespace, name)).filter((f): f is [string, FieldDraft] => f !== undefined);
    const fields = base ? this.renameWildcards(written, base) : written;
    const attributes = content.attributes.flatMap((a): [string, AttributeDraft][] => {
      const type = this.typeName(a.type, a.element);
      if (type === undefined || !this.checkName(a.name, a.element, `attribute of ${name}`)) return [];
      const byDefault = this.qualifiedAttributesIn.get(namespace) ? namespace : '';
      return [
        [
          a.name,
          {
            type,
            ...(a.required ? { required: true } : {}),
            ...(a.default !== undefined ? { default: a.default } : {}),
            ...(a.fixed !== undefined ? { fixed: a.fixed } : {}),
            ...(a.namespace !== byDefault ? { namespace: a.namespace } : {}),
            ...(a.description ? { description: a.description } : {}),
          },
        ],
      ];
    });
    const value = content.value && this.typeName(content.value, decl);
    const anyAttribute = content.anyAttribute && wildcardDraft(content.anyAttribute);
    const description = this.schemas.description(decl);
    this.reached.set(decl, [
      name,
      {
        kind: 'complex',
        ...(anonymous ? { anonymous } : {}),
        ...(!anonymous && decl.attr('name') !== name ? { xmlName: decl.attr('name')! } : {}),
        ...(namespace !== this.namespace ? { namespace } : {}),
        ...(description ? { description } : {}),
        ...(base ? { extends: base } : {}),
        ...(restricts ? { restricts } : {}),
        ...(decl.attr('abstract') === 'true' ? { abstract: true as const } : {}),
        ...(content.all ? { all: true as const } : {}),
        fields,
        ...(attributes.length ? { attributes } : {}),
        ...(value ? { value } : {}),
        ...(anyAttribute ? { anyAttribute } : {}),
      },
    ]);
  }
}

/** Labels of a type's groups: Choice, Choice2, ..., none an element's name. */
class Labels {
  private readonly taken: Set<string>;

  constructor(elements: readonly string[]) {
    this.taken = new Set(elements);
  }

  next(stem: string): string {
    let label = stem;
    for (let n = 2; this.taken.has(label); n++) label = `${stem}${n}`;
    this.taken.add(label);
    return label;
  }
}

/** A wildcard's draft: its namespace test, processContents and maxOccurs where not XML Schema's defaults. */
function wildcardDraft(w: Wildcard): WildcardDraft {
  return {
    namespace: w.namespace,
    ...(w.processContents !== 'strict' ? { processContents: w.processContents } : {}),
    ...(w.maxOccurs !== '1' ? { maxOccurs: w.maxOccurs } : {}),
  };
}

/** An xs:any as a field: its wildcard, required when minOccurs is 1 or more. */
function wildcardField(decl: ElementDecl): FieldDraft {
  return {
    type: '',
    any: wildcardDraft(decl.wildcard!),
    ...(decl.minOccurs >= 1 ? { required: true } : {}),
    ...(decl.description ? { description: decl.description } : {}),
  };
}
