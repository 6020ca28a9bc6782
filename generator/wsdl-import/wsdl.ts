/**
 * The WSDL 1.1 side of an import: the one service, its ports and bindings (which transports exist),
 * and per operation of the SOAP portType the request and response elements, the SOAP action and
 * the HTTP POST binding, the SOAP header blocks and the declared faults (rpc style: the message parts
 * and the body namespace, and whether they are SOAP-encoded). Refuses encoded document style
 * and attachments.
 */
import { ACTION_NAMESPACES, type ActionStyle } from '../model.js';
import { Issues } from './errors.js';
import { NS } from './namespaces.js';
import { docText } from './schema/declarations.js';
import {
  listOf,
  transport as descriptor,
  SOAP_TRANSPORT_IDS,
  TRANSPORT_IDS,
  TRANSPORTS,
  type SoapTransport,
  type Transport,
} from '../../runtime/transports.js';
import type { QName, XmlElement } from './xml.js';

const SOAP_ENCODING = 'http://schemas.xmlsoap.org/soap/encoding/';
const SOAP12_ENCODING = 'http://www.w3.org/2003/05/soap-encoding';

export interface WsdlOperation {
  /** The spec's name for it: its own, or, where an earlier port type's operation has that, its own and its port type's. */
  readonly name: string;
  /** Its name in its port type, where that is not `name`. */
  readonly wsdlName?: string;
  readonly at: XmlElement;
  readonly description?: string;
  /** The wrapped request and response elements (message part element=); rpc: the wrappers. Absent for bare messages. */
  readonly request?: QName & { readonly at: XmlElement };
  /** Absent for a one-way operation (an input and no output), and for bare messages. */
  readonly response?: QName & { readonly at: XmlElement };
  /** An input and no output. */
  readonly oneWay: boolean;
  /**
   * Document style whose messages are not one element each (wrapped): the parts of the input and
   * output messages (none, several, or declared by type=), which are the Body's children.
   */
  readonly bare?: { readonly input: readonly RpcPart[]; readonly output: readonly RpcPart[] };
  /** rpc style: the parts of the input and output messages (the wrappers are then named after the operation, in the body namespace). */
  readonly rpc?: { readonly input: readonly RpcPart[]; readonly output: readonly RpcPart[]; readonly encoded: boolean; readonly encoding?: 'soap12' };
  /** Undefined when no SOAP binding declares one. */
  readonly soapAction?: string;
  /** Each SOAP version's action, where the two versions' bindings name different ones; `soapAction` is then absent. */
  readonly soapActions?: Readonly<Record<SoapTransport, string>>;
  /** The element the HTTP POST binding answers with, when the operation has one. */
  readonly httpPostRoot?: QName;
  /** The names of its SOAP input and output messages. */
  readonly messages: { readonly input: string; readonly output: string };
  /** The port type's wsdl:input and wsdl:output names, where it gives them. */
  readonly names?: { readonly input?: string; readonly output?: string };
  /** The WS-Addressing actions its port type's input and output name (an `Action` of a namespace ACTION_NAMESPACES knows), where given, and in which namespace its actions are. */
  readonly actions?: { readonly input?: string; readonly output?: string; readonly style: ActionStyle };
  /** A wrapped operation's messages: the names of their one parts. */
  readonly wrapperParts?: { readonly input: string; readonly output?: string };
  /** The header blocks (soap:header) of its input and output: the elements of the parts they name. */
  readonly headers: { readonly input: readonly HeaderBlock[]; readonly output: readonly HeaderBlock[] };
  /** The part names of its input and output messages, in order (a message may hold header parts beside the body's). */
  readonly messageParts: { readonly input: readonly string[]; readonly output: readonly string[] };
  /** Its declared faults (wsdl:fault of the port type), each the element of its message's one part. */
  readonly faults: readonly FaultRef[];
}

/** A header block: the element of a message part, and the names of that message and part. */
/** A part of a message: its name and its type (type=) or global element (element=). */
export interface RpcPart {
  readonly name: string;
  readonly at: XmlElement;
  readonly type?: QName;
  readonly element?: QName;
}

export interface HeaderBlock extends QName {
  readonly at: XmlElement;
  /** A part declared by type=: its type; the block is then an element named after the part, in no namespace (as zeep reads it). */
  readonly type?: QName;
  readonly message: string;
  readonly part: string;
  /** Its soap:headerfault elements: the blocks a fault response carries when this block could not be processed. */
  readonly faults: readonly HeaderBlock[];
}

/** A declared fault: its detail element, with the names of the wsdl:fault, its message and part. */
export interface FaultRef extends QName {
  readonly at: XmlElement;
  /** A part declared by type=: its type; the detail is then an element named after the part, in no namespace. */
  readonly type?: QName;
  readonly name: string;
  readonly message: string;
  readonly part: string;
  /** The WS-Addressing action its wsdl:fault names (in its operation's namespace of actions). */
  readonly action?: string;
}

/** Names the WSDL gives its SOAP port type, bindings and ports (by transport). */
export interface WsdlPartNames {
  /** The first SOAP port's port type: the spec's default one. */
  readonly portType: string;
  /** The other port types of SOAP ports, each with its operations' names. */
  readonly portTypes: readonly { readonly name: string; readonly operations: readonly string[] }[];
  /** Per transport its bindings, each with its port type and its ports' names (several where it has several addresses). */
  readonly bindings: Partial<Record<SoapTransport, readonly { readonly name: string; readonly portType: string; readonly ports: readonly PortName[] }[]>>;
  /** The wsdl:service elements after the first, with the names of the SOAP ports each holds. */
  readonly services: readonly { readonly name: string; readonly ports: readonly string[] }[];
}

export interface WsdlService {
  readonly name: string;
  readonly at: XmlElement;
  readonly description?: string;
  readonly transports: readonly Transport[];
  /** The address of the first port, as published (absolute or relative URL). */
  readonly address?: string;
  readonly operations: readonly WsdlOperation[];
  readonly names: WsdlPartNames;
  /** The targetNamespace of the WSDL declaring the service. */
  readonly targetNamespace: string;
  /** The name= of the WSDL declaring the service, when it has one. */
  readonly definitionsName?: string;
  /** The wsdl:documentation of the WSDL declaring the service ('' when it has none). */
  readonly definitionsDocumentation: string;
}

const SOAP_HTTP = 'http://schemas.xmlsoap.org/soap/http';

/** The definitions' name=, where it has one. */
function definitionsName(defs: XmlElement | undefined): { definitionsName?: string } {
  const name = defs?.attr('name');
  return name === undefined ? {} : { definitionsName: name };
}

function key(q: QName): string {
  return `{${q.ns}}${q.local}`;
}

/** Global WSDL components by qualified name, over every document (imports included). */
class Components {
  private readonly messages = new Map<string, XmlElement>();
  private readonly portTypes = new Map<string, XmlElement>();
  /** Bindings by name: a list, as a WSDL may declare one name twice (for two transports). */
  private readonly bindings = new Map<string, XmlElement[]>();
  readonly services: XmlElement[] = [];
  /** The references already warned of as read by their local name. */
  private readonly warned = new Set<XmlElement>();

  constructor(
    wsdls: readonly XmlElement[],
    private readonly warnings: Issues,
  ) {
    for (const defs of wsdls) {
      const tns = defs.attr('targetNamespace') ?? '';
      for (const child of defs.elements(NS.wsdl)) {
        const name = child.attr('name') ?? '';
        const k = key({ ns: tns, local: name });
        if (child.local === 'message') this.messages.set(k, child);
        else if (child.local === 'portType') this.portTypes.set(k, child);
        else if (child.local === 'binding') this.bindings.set(k, [...(this.bindings.get(k) ?? []), child]);
        else if (child.local === 'service') this.services.push(child);
      }
    }
  }

  message(q: QName | undefined, at: XmlElement): XmlElement | undefined {
    return this.resolve(this.messages, 'message', q, at);
  }

  portType(q: QName | undefined, at: XmlElement): XmlElement | undefined {
    return this.resolve(this.portTypes, 'portType', q, at);
  }

  /** The bindings of a name (two, for two transports, at most). */
  binding(q: QName | undefined, at: XmlElement): readonly XmlElement[] {
    return this.resolve(this.bindings, 'binding', q, at) ?? [];
  }

  /**
   * The component a reference names or, when no document declares that name, the one component of
   * its local name in another namespace, as node-soap reads references (by their local name): the
   * usual slip is an unprefixed reference where the default namespace is not the target namespace.
   */
  private resolve<T>(table: ReadonlyMap<string, T>, what: string, q: QName | undefined, at: XmlElement): T | undefined {
    if (!q) return undefined;
    const exact = table.get(key(q));
    if (exact !== undefined) return exact;
    const same = [...table.keys()].filter((k) => k.endsWith(`}${q.local}`));
    if (same.length !== 1) return undefined;
    if (!this.warned.has(at)) {
      this.warned.add(at);
      this.warnings.dangling(
        at,
        `${what} {${q.ns}}${q.local} is not declared: read as the ${what} ${q.local} of ${same[0]!.slice(1, same[0]!.lastIndexOf('}'))}, as node-soap reads it`,
      );
    }
    return table.get(same[0]!);
  }
}

interface PortBinding {
  readonly transport: Transport;
  readonly binding: XmlElement;
  readonly port: XmlElement;
  /** Its port and later ports of the same binding (other addresses), with their addresses as published. */
  readonly ports: PortName[];
  readonly address?: string;
}

/** A port's name, the wsdl:service holding it, and its address as published (absolute or relative URL), when it gives one. */
export interface PortName {
  readonly name: string;
  readonly service: string;
  readonly address?: string;
}

/**
 * The service of the WSDL, or the one named (`--service`) among several. Several services (a SOAP 1.1
 * service and a SOAP 1.2 one, say, or services of other port types) are one service of several
 * wsdl:service elements: the first, with the others beside it.
 */
function chooseService(c: Components, root: XmlElement, named: string | undefined, issues: Issues): XmlElement[] | undefined {
  if (c.services.length === 0) {
    issues.add(root, 'the WSDL declares no wsdl:service');
    return undefined;
  }
  if (named !== undefined) {
    const chosen = c.services.find((s) => s.attr('name') === named);
    if (!chosen) issues.add(root, `the WSDL declares no wsdl:service ${named} (its services: ${c.services.map((s) => s.attr('name') ?? '').join(', ')})`);
    return chosen && [chosen];
  }
  return c.services;
}

export function readService(wsdls: readonly XmlElement[], issues: Issues, warnings: Issues, named?: string): WsdlService | undefined {
  const c = new Components(wsdls, warnings);
  const services = chooseService(c, wsdls[0]!, named, issues);
  if (!services) return undefined;
  const service = services[0]!;

  const { ports, skipped } = readPorts(services, c, issues);
  // A SOAP binding of a port type no document declares has no operations to serve: skipped too.
  const soap = ports.filter((p) => {
    if (p.transport === 'httpPost') return false;
    if (c.portType(p.binding.qname('type'), p.binding)) return true;
    skipped.push({ at: p.binding, message: `binding ${p.binding.attr('name')}: portType ${p.binding.qname('type')?.local} is not declared`, dangling: true });
    return false;
  });
  if (soap.length === 0) {
    // Nothing else to serve: what was skipped is why.
    for (const s of skipped) (s.dangling ? issues.dangling : issues.add).call(issues, s.at, s.message);
    issues.add(service, 'the service has no SOAP 1.1 or SOAP 1.2 port');
    return undefined;
  }
  for (const s of skipped) (s.dangling ? warnings.dangling : warnings.add).call(warnings, s.at, `${s.message}; skipped, as node-soap and zeep skip it`);
  // The port types of the SOAP ports, the first port's first: the spec's default port type.
  const portTypeOf = (p: PortBinding): XmlElement => c.portType(p.binding.qname('type'), p.binding)!;
  const portTypes = [...new Set(soap.map(portTypeOf))];
  const portType = portTypes[0]!;
  for (const p of soap) checkSoapBinding(p, issues);
  for (const p of soap) {
    const own = new Set(
      portTypeOf(p)
        .elements(NS.wsdl, 'operation')
        .map((op) => op.attr('name')),
    );
    for (const bop of p.binding.elements(NS.wsdl, 'operation').filter((o) => !own.has(o.attr('name'))))
      warnings.add(
        bop,
        `binding ${p.binding.attr('name')}: operation ${bop.attr('name')} is none of its portType ${portTypeOf(p).attr('name')}'s; left out (a binding carries its port type's operations)`,
      );
  }
  let httpPost = ports.find((p) => p.transport === 'httpPost');
  const unexpressible = httpPost && httpPostProblems(httpPost, portType);
  if (httpPost && unexpressible && unexpressible.length > 0) {
    for (const problem of unexpressible) warnings.add(problem.at, `${problem.message}; the HTTP POST binding ${httpPost.binding.attr('name')} is skipped`);
    httpPost = undefined;
  }

  const declared = portTypes.flatMap((pt) => pt.elements(NS.wsdl, 'operation'));
  const portTypeOfOperation = new Map(portTypes.flatMap((pt) => pt.elements(NS.wsdl, 'operation').map((op) => [op, pt] as const)));
  const kept = declared.filter((op) => exchangeOf(op) !== undefined);
  for (const op of declared.filter((op) => exchangeOf(op) === undefined)) {
    const message = `operation ${op.attr('name')}: ${unsupportedExchange(op)}; only request-response and one-way operations (an input, and an output or none) are supported`;
    if (kept.length > 0) warnings.add(op, `${message}; skipped`);
    else issues.add(op, message);
  }
  const operations: WsdlOperation[] = [];
  const operationsOf = new Map<XmlElement, string[]>(portTypes.map((pt) => [pt, []]));
  // What refers to nothing is left out: said as warnings, or, when no operation is left, as refusals.
  const leftOut = new Issues();
  const sharedMessages = messagesOfSeveral(kept, c);
  for (const op of kept) {
    const pt = portTypeOfOperation.get(op)!;
    const name = op.attr('name') ?? '';
    const key = operations.some((o) => o.name === name) ? ofPortType(name, pt.attr('name') ?? '') : name;
    if (operations.some((o) => o.name === key)) {
      issues.add(
        op,
        `operation ${name} of portType ${pt.attr('name')} has the name of one of another port type, and ${key} is taken too: a spec's operations have names of their own`,
      );
      continue;
    }
    // An operation is read from the bindings of its own port type; one that a binding does not bind
    // has no SOAP messages there, and is left out as zeep and node-soap leave it out.
    const bindings = soap.filter((p) => portTypeOf(p) === pt);
    const unbound = bindings.filter((p) => !p.binding.elements(NS.wsdl, 'operation').some((o) => o.attr('name') === name));
    if (unbound.length > 0) {
      leftOut.add(op, `operation ${name}: binding ${unbound.map((p) => p.binding.attr('name')).join(', ')} does not bind it; left out`);
      continue;
    }
    const read = readOperation(op, bindings, httpPost, c, sharedMessages, issues, leftOut);
    if (!read) continue;
    operations.push(key === name ? read : { ...read, name: key, wsdlName: name });
    operationsOf.get(pt)!.push(key);
  }
  for (const i of leftOut.list) (operations.length > 0 ? warnings : issues).list.push(i);
  const description = docText(service.first(NS.wsdl, 'documentation'));
  const address = ports.find((p) => p.address !== undefined)?.address;
  const names: WsdlPartNames = {
    portType: portType.attr('name') ?? '',
    portTypes: portTypes.slice(1).map((pt) => ({ name: pt.attr('name') ?? '', operations: operationsOf.get(pt)! })),
    bindings: Object.fromEntries(
      SOAP_TRANSPORT_IDS.flatMap((t) => {
        const of = soap
          .filter((p) => p.transport === t)
          .map((p) => ({ name: p.binding.attr('name') ?? '', portType: portTypeOf(p).attr('name') ?? '', ports: p.ports }));
        return of.length ? [[t, of]] : [];
      }),
    ),
    services: furtherServices(
      services.slice(1),
      soap.flatMap((p) => p.ports),
      warnings,
    ),
  };
  const defs = wsdls.find((d) => d.elements(NS.wsdl, 'service').includes(service));
  return {
    names,
    targetNamespace: defs?.attr('targetNamespace') ?? '',
    ...definitionsName(defs),
    definitionsDocumentation: docText(defs?.first(NS.wsdl, 'documentation')) ?? '',
    name: serviceName(service, defs, warnings),
    at: service,
    ...(description ? { description } : {}),
    transports: TRANSPORT_IDS.filter((t) => (t === 'httpPost' ? httpPost !== undefined : soap.some((p) => p.transport === t))),
    ...(address !== undefined ? { address } : {}),
    operations,
  };
}

/**
 * The service's name. WSDL requires one; soap4r's and zeep's readers take a service without, and so
 * does the spec, naming it after its definitions (or Service): the name is not on the wire.
 */
function serviceName(service: XmlElement, defs: XmlElement | undefined, warnings: Issues): string {
  const name = service.attr('name');
  if (name !== undefined) return name;
  const definitions = defs?.attr('name');
  warnings.add(service, `the wsdl:service has no name, which WSDL requires; it is named ${definitions ? `${definitions} after its definitions` : 'Service'}`);
  return definitions ?? 'Service';
}

/** The services beside the first, with their SOAP ports; their documentation is not kept, which a warning says. */
function furtherServices(services: readonly XmlElement[], soapPorts: readonly PortName[], warnings: Issues): WsdlPartNames['services'] {
  return services
    .map((service) => {
      const name = service.attr('name') ?? '';
      if (service.first(NS.wsdl, 'documentation')) warnings.add(service, `service ${name}: its documentation is not kept (a spec describes its first service)`);
      const ports = service.elements(NS.wsdl, 'port').map((p) => p.attr('name') ?? '');
      return { name, ports: ports.filter((port) => soapPorts.some((p) => p.service === name && p.name === port)) };
    })
    .filter((s) => s.ports.length > 0);
}

/** A port's name, its service's and the location of its address element. */
function portName(port: XmlElement, service: XmlElement): PortName {
  const address = port.children.find((a) => a.local === 'address' && TRANSPORTS.some((t) => a.ns === t.wsdlBinding.namespace))?.attr('location');
  return { name: port.attr('name') ?? '', service: service.attr('name') ?? '', ...(address !== undefined ? { address } : {}) };
}

/** The message exchange pattern of a port type operation, from the order of its input and output; undefined for those without an input first. */
function exchangeOf(op: XmlElement): 'request-response' | 'one-way' | undefined {
  const messages = op.children.filter((c) => c.ns === NS.wsdl && (c.local === 'input' || c.local === 'output'));
  if (messages[0]?.local !== 'input') return undefined;
  return messages.some((m) => m.local === 'output') ? 'request-response' : 'one-way';
}

function unsupportedExchange(op: XmlElement): string {
  const messages = op.children.filter((c) => c.ns === NS.wsdl && (c.local === 'input' || c.local === 'output'));
  if (messages.length === 0) return 'it has neither input nor output';
  return messages.some((m) => m.local === 'input') ? 'a solicit-response operation (an output, then an input)' : 'a notification operation (an output only)';
}

/** The transport a WSDL binding offers: the one whose binding element (and HTTP verb) it holds. */
function transportOf(binding: XmlElement): Transport | undefined {
  return TRANSPORTS.find(({ wsdlBinding: { namespace, verb } }) => {
    const element = binding.first(namespace, 'binding');
    return element !== undefined && (verb === undefined || element.attr('verb') === verb);
  })?.id;
}

/** A binding no client of the service would use, and why: left out when the service has SOAP ports, refused otherwise. */
interface Skipped {
  readonly at: XmlElement;
  readonly message: string;
  /** It refers to what no document declares. */
  readonly dangling?: true;
}

/** SOAP's HTTP transport: SOAP 1.1's URI, and the SOAP 1.2 HTTP binding's, which SOAP 1.2 bindings may name instead. */
const SOAP_OVER_HTTP = new Set([SOAP_HTTP, 'http://www.w3.org/2003/05/soap/bindings/HTTP/'].map(transportKey));

/**
 * A transport URI as compared: without surrounding whitespace or a trailing slash, which stacks
 * write (Spring-WS's `…/soap/http/`, a hand-edited `…/soap/http `) and clients ignore.
 */
function transportKey(uri: string): string {
  return uri.trim().replace(/\/$/, '');
}

function readPorts(services: readonly XmlElement[], c: Components, issues: Issues): { ports: PortBinding[]; skipped: Skipped[] } {
  const ports: PortBinding[] = [];
  const skipped: Skipped[] = [];
  for (const [service, port] of services.flatMap((s) => s.elements(NS.wsdl, 'port').map((p) => [s, p] as const))) {
    const name = port.qname('binding');
    const candidates = c.binding(name, port);
    if (candidates.length === 0) {
      skipped.push({ at: port, message: `port ${port.attr('name')}: binding ${name?.local} is not declared`, dangling: true });
      continue;
    }
    // Two bindings of one name (one over HTTP, one over another transport): the HTTP one is served, as zeep does.
    const binding = candidates.find((b) => soapTransportOf(b) === undefined || SOAP_OVER_HTTP.has(soapTransportOf(b)!)) ?? candidates[0]!;
    for (const other of candidates.filter((b) => b !== binding))
      skipped.push({
        at: other,
        message: `binding ${other.attr('name')} is declared twice; this one (transport="${soapTransportOf(other)}") is not the one served`,
      });
    const transport = transportOf(binding);
    if (!transport) {
      const http = binding.first(NS.http, 'binding');
      if (http)
        skipped.push({
          at: http,
          message: `HTTP ${http.attr('verb')} binding ${binding.attr('name')}: only HTTP POST (besides SOAP 1.1 and 1.2) can be expressed in the spec`,
        });
      else
        issues.add(
          binding,
          `binding ${binding.attr('name')}: neither ${listOf(
            TRANSPORTS.map((t) => t.title),
            'nor',
          )}`,
        );
      continue;
    }
    const soapTransport = soapTransportOf(binding);
    if (soapTransport !== undefined && !SOAP_OVER_HTTP.has(transportKey(soapTransport))) {
      skipped.push({
        at: binding.first(descriptor(transport).wsdlBinding.namespace, 'binding')!,
        message: `transport="${soapTransport}": only SOAP over HTTP (${SOAP_HTTP}) is supported`,
      });
      continue;
    }
    const same = ports.find((p) => p.binding === binding);
    if (same) {
      // Another address of the same binding (HTTP and HTTPS, say): one more port, same wire.
      same.ports.push(portName(port, service));
      continue;
    }
    // Several SOAP bindings of one transport are one wire (readOperation checks they agree), as WCF
    // publishes a binding per policy; HTTP POST forms have one binding.
    const first = ports.find((p) => p.transport === transport);
    if (first && transport === 'httpPost') {
      issues.add(
        port,
        `port ${port.attr('name')}: a second HTTP POST binding (${binding.attr('name')}, besides ${first.binding.attr('name')}): the spec has one`,
      );
      continue;
    }
    const named = portName(port, service);
    ports.push({ transport, binding, port, ports: [named], ...(named.address !== undefined ? { address: named.address } : {}) });
  }
  return { ports, skipped };
}

/** The transport= of a SOAP binding (undefined for a binding that is not SOAP). */
function soapTransportOf(binding: XmlElement): string | undefined {
  const soap = TRANSPORTS.filter((t) => t.soapVersion)
    .map((t) => binding.first(t.wsdlBinding.namespace, 'binding'))
    .find((b) => b !== undefined);
  return soap && (soap.attr('transport') ?? '');
}

function soapNs(p: PortBinding): string {
  return descriptor(p.transport).wsdlBinding.namespace;
}

function checkSoapBinding(p: PortBinding, issues: Issues): void {
  const b = p.binding.first(soapNs(p), 'binding')!;
  const style = b.attr('style') ?? 'document';
  if (style !== 'document' && style !== 'rpc') issues.add(b, `style="${style}": a SOAP binding's style is document or rpc`);
}

/** The names a port type operation's input and output give themselves, where they do. */
function portTypeNames(input: XmlElement, output: XmlElement | undefined): { names?: WsdlOperation['names'] } {
  const [i, o] = [input.attr('name'), output?.attr('name')];
  return i === undefined && o === undefined ? {} : { names: { ...(i !== undefined ? { input: i } : {}), ...(o !== undefined ? { output: o } : {}) } };
}

/** The WS-Addressing action a port type's input, output or fault names, with its namespace. */
function addressingAction(m: XmlElement | undefined): { value: string; style: ActionStyle } | undefined {
  for (const [style, ns] of Object.entries(ACTION_NAMESPACES) as [ActionStyle, string][]) {
    const value = m?.attr(`{${ns}}Action`);
    if (value !== undefined) return { value, style };
  }
  return undefined;
}

/**
 * The WS-Addressing actions a port type operation's input and output name, where they name one,
 * with the namespace of the first of them and its faults' (the spec has one per operation).
 */
function addressingActions(input: XmlElement, output: XmlElement | undefined, faults: readonly XmlElement[]): { actions?: WsdlOperation['actions'] } {
  const [i, o] = [addressingAction(input), addressingAction(output)];
  const style = (i ?? o ?? faults.map(addressingAction).find((a) => a !== undefined))?.style;
  return style === undefined ? {} : { actions: { ...(i ? { input: i.value } : {}), ...(o ? { output: o.value } : {}), style } };
}

/** The operation's action: one for every binding (a binding naming none takes the others'), or each SOAP version's where they differ. */
function soapActions(actionsOf: ReadonlyMap<SoapTransport, { action: string }>): Pick<WsdlOperation, 'soapAction' | 'soapActions'> {
  const actions = [...actionsOf].map(([version, { action }]) => [version, action] as const);
  if (new Set(actions.map(([, a]) => a)).size > 1) return { soapActions: Object.fromEntries(actions) as Record<SoapTransport, string> };
  return actions.length ? { soapAction: actions[0]![1] } : {};
}

function readOperation(
  op: XmlElement,
  soap: readonly PortBinding[],
  httpPost: PortBinding | undefined,
  c: Components,
  sharedMessages: ReadonlySet<XmlElement>,
  issues: Issues,
  leftOut: Issues,
): WsdlOperation | undefined {
  const name = op.attr('name') ?? '';
  const faults = op.elements(NS.wsdl, 'fault').flatMap((fault) => faultRef(fault, name, c, issues, leftOut) ?? []);
  const input = op.first(NS.wsdl, 'input');
  const output = op.first(NS.wsdl, 'output');
  if (!input) return undefined; // the exchanges without an input first are left out before
  const messageNames = { input: input.qname('message'), output: output?.qname('message') };
  const messages = { input: messageNames.input?.local ?? '', output: messageNames.output?.local ?? '' };
  const own = { input: c.message(messageNames.input, input), output: output && c.message(messageNames.output, output) };
  // Parts of the operation's own messages that its soap:header elements name are headers, not body.
  const headerParts = { input: new Set<string>(), output: new Set<string>() };
  for (const p of soap) {
    const bop = p.binding.elements(NS.wsdl, 'operation').find((o) => o.attr('name') === name);
    for (const direction of ['input', 'output'] as const) {
      for (const header of bop?.first(NS.wsdl, direction)?.elements(soapNs(p), 'header') ?? []) {
        const mine = own[direction];
        if (mine && mine === c.message(header.qname('message'), header)) headerParts[direction].add(header.attr('part') ?? '');
      }
    }
  }
  const rpcNamespace = rpcBodyNamespace(soap, name);
  // The spec gives a message one content, so a message of several operations keeps every part no
  // header takes in the Body, whatever one binding's soap:body lists.
  const listed = (direction: 'input' | 'output'): ReadonlySet<string> | undefined => {
    const mine = own[direction];
    return mine && sharedMessages.has(mine) ? undefined : listedBodyParts(soap, name, direction);
  };
  const parts = {
    input: bodyParts(input, name, headerParts.input, listed('input'), c, leftOut),
    output: output && bodyParts(output, name, headerParts.output, listed('output'), c, leftOut),
  };
  const known = parts.input !== undefined && (!output || parts.output !== undefined);
  const rpc = rpcNamespace === undefined || !known ? undefined : { input: parts.input!, output: parts.output ?? [] };
  // One part declared by element= per message is the wrapped convention (the request's and the
  // response's wrappers differ); anything else is bare.
  const wrapped = (list: readonly RpcPart[] | undefined): boolean => list?.length === 1 && list[0]!.element !== undefined;
  const same = (a: QName | undefined, b: QName | undefined): boolean => a !== undefined && b !== undefined && key(a) === key(b);
  const isWrapped =
    rpcNamespace === undefined &&
    known &&
    wrapped(parts.input) &&
    (!output || (wrapped(parts.output) && !same(parts.input![0]!.element, parts.output![0]!.element)));
  const bare = rpcNamespace === undefined && known && !isWrapped ? { input: parts.input!, output: parts.output ?? [] } : undefined;
  const element = (list: readonly RpcPart[] | undefined) => list && { ...list[0]!.element!, at: list[0]!.at };
  const request = rpc ? { ns: rpcNamespace!, local: name, at: input } : isWrapped ? element(parts.input) : undefined;
  // An rpc response wrapper is in its own soap:body's namespace, or, naming none, in the request's.
  const responseNs = rpc && output ? (rpcBodyNamespace(soap, name, 'output') ?? rpcNamespace!) : undefined;
  const response = rpc
    ? output && { ns: responseNs === '' ? rpcNamespace! : responseNs!, local: `${name}Response`, at: output }
    : isWrapped
      ? element(parts.output)
      : undefined;

  // Each SOAP version's bindings' action, and where it was first named: the spec has one per version.
  const actionsOf = new Map<SoapTransport, { action: string; at: XmlElement }>();
  // The bodies' use: rpc parts may be SOAP-encoded, the same in every body of the operation.
  const uses = new Set<string>();
  const encodings = new Set<'soap11' | 'soap12'>();
  const blockUses: { use: string; at: XmlElement }[] = [];
  const faultNamespaces = new Map<string, string>();
  const headers: { input: HeaderBlock[]; output: HeaderBlock[] } = { input: [], output: [] };
  for (const p of soap) {
    const bop = p.binding.elements(NS.wsdl, 'operation').find((o) => o.attr('name') === name)!;
    const sop = bop.first(soapNs(p), 'operation');
    for (const io of bop.children.filter((child) => child.ns === soapNs(p) && (child.local === 'input' || child.local === 'output')))
      issues.add(io, `operation ${name}: <${io.local}> in the SOAP binding's namespace: a binding operation's messages are wsdl:input and wsdl:output`);
    const style = sop?.attr('style') ?? p.binding.first(soapNs(p), 'binding')!.attr('style') ?? 'document';
    if (style !== (rpcNamespace !== undefined ? 'rpc' : 'document'))
      issues.add(sop ?? bop, `operation ${name}: style="${style}" differs from its style in another binding; the spec has one style per operation`);
    const action = sop?.attr('soapAction');
    const version = p.transport as SoapTransport;
    const before = actionsOf.get(version);
    if (action !== undefined && before === undefined) actionsOf.set(version, { action, at: sop! });
    else if (action !== undefined && before!.action !== action)
      issues.add(
        sop!,
        `operation ${name}: soapAction "${action}" differs from "${before!.action}" at ${before!.at.file}:${before!.at.line}: the spec has one action per SOAP version`,
      );
    for (const direction of ['input', 'output'] as const) {
      const io = bop.first(NS.wsdl, direction);
      if (!io) continue;
      for (const ext of io.children) {
        if (ext.ns === soapNs(p) && ext.local === 'body') {
          const use = ext.attr('use') ?? 'literal';
          const encoding = use === 'encoded' ? encodingOf(ext, p, name, issues) : undefined;
          if (use === 'encoded' && rpcNamespace === undefined)
            issues.add(ext, `operation ${name}: use="encoded" in document style: SOAP encoding can be imported for rpc style only`);
          else if (use !== 'literal' && use !== 'encoded') issues.add(ext, `operation ${name}: use="${use}" must be literal or encoded`);
          uses.add(use);
          if (encoding) encodings.add(encoding);
        } else if (ext.ns === soapNs(p) && ext.local === 'header') {
          const block = headerBlock(ext, name, c, issues, leftOut);
          blockUses.push({ use: ext.attr('use') ?? 'literal', at: ext });
          if (block && !headers[direction].some((h) => key(h) === key(block))) headers[direction].push(block);
        } else if (ext.ns === soapNs(p) && ext.local === 'headerfault') {
          issues.add(ext, `operation ${name}: a soap:headerfault belongs inside the soap:header whose fault it is, not in the ${direction}`);
        } else if (ext.ns === NS.mime) {
          issues.add(ext, `operation ${name}: MIME attachments (mime:${ext.local}) cannot be expressed in the spec`);
        } else if (ext.ns !== NS.wsdl) {
          // WSDL 1.1 lets a reader pass over an extension it does not know unless it is wsdl:required.
          if (ext.attr(`{${NS.wsdl}}required`) === 'true')
            issues.add(ext, `operation ${name}: binding extension <${ext.local}> in ${ext.ns} is required and not supported`);
          else leftOut.add(ext, `operation ${name}: binding extension <${ext.local}> in ${ext.ns} is not supported; ignored, as it is not wsdl:required`);
        }
      }
    }
    for (const fault of bop.elements(NS.wsdl, 'fault')) {
      if (!op.elements(NS.wsdl, 'fault').some((f) => f.attr('name') === fault.attr('name'))) {
        leftOut.dangling(
          fault,
          `operation ${name}: binding ${p.binding.attr('name')} binds fault ${fault.attr('name')}, which the port type does not declare; left out`,
        );
        continue;
      }
      const soapFault = checkSoapFault(fault, p, name, issues);
      if (soapFault) blockUses.push({ use: soapFault.attr('use') ?? 'literal', at: soapFault });
      // An encoded detail, its part declared by type=, is in the namespace its soap:fault names.
      const ns = soapFault?.attr('use') === 'encoded' ? soapFault.attr('namespace') : undefined;
      if (ns !== undefined && !faultNamespaces.has(fault.attr('name') ?? '')) faultNamespaces.set(fault.attr('name') ?? '', ns);
    }
  }

  if (uses.size > 1) issues.add(op, `operation ${name}: its bodies are literal in one place and encoded in another; the spec has one use per operation`);
  if (encodings.size > 1)
    issues.add(op, `operation ${name}: its bodies are in SOAP 1.1 encoding in one binding and SOAP 1.2 encoding in another; the spec has one encoding`);
  // Header blocks and fault details are encoded where the bodies are: the spec has one use for all.
  const bodyUse = uses.has('encoded') ? 'encoded' : 'literal';
  for (const b of blockUses.filter((b) => b.use !== bodyUse))
    issues.add(
      b.at,
      `operation ${name}: a ${b.at.local} of use="${b.use}" beside ${bodyUse} bodies; the spec's header blocks and fault details are ${bodyUse} as its bodies are`,
    );
  const httpPostRoot = httpPost && readHttpPost(httpPost, name, c);
  const description = docText(op.first(NS.wsdl, 'documentation'));
  if (!known) return undefined;
  return {
    name,
    at: op,
    ...(description ? { description } : {}),
    ...(request ? { request } : {}),
    ...(response ? { response } : {}),
    oneWay: !output,
    ...(bare ? { bare } : {}),
    ...(rpc ? { rpc: { ...rpc, encoded: uses.has('encoded'), ...(encodings.has('soap12') ? { encoding: 'soap12' as const } : {}) } } : {}),
    messages,
    ...portTypeNames(input, output),
    ...addressingActions(input, output, op.elements(NS.wsdl, 'fault')),
    ...(isWrapped ? { wrapperParts: { input: parts.input![0]!.name, ...(parts.output ? { output: parts.output[0]!.name } : {}) } } : {}),
    headers,
    messageParts: {
      input: own.input?.elements(NS.wsdl, 'part').map((p) => p.attr('name') ?? '') ?? [],
      output: own.output?.elements(NS.wsdl, 'part').map((p) => p.attr('name') ?? '') ?? [],
    },
    faults: faults.map((f) => (f.type && faultNamespaces.has(f.name) ? { ...f, ns: faultNamespaces.get(f.name)! } : f)),
    ...soapActions(actionsOf),
    ...(httpPostRoot ? { httpPostRoot } : {}),
  };
}

/** The detail element of a port type's wsdl:fault: its message's one part, declared by element= (or by type=: the part's name in no namespace). */
function faultRef(fault: XmlElement, op: string, c: Components, issues: Issues, leftOut: Issues): FaultRef | undefined {
  const messageName = fault.qname('message');
  const message = c.message(messageName, fault);
  if (!message) {
    leftOut.dangling(fault, `operation ${op}: fault ${fault.attr('name')}: message ${messageName?.local} is not declared; the fault is left out`);
    return undefined;
  }
  const parts = message.elements(NS.wsdl, 'part');
  const element = parts.length === 1 ? parts[0]!.qname('element') : undefined;
  const type = parts.length === 1 && !element ? parts[0]!.qname('type') : undefined;
  if (!element && !type) {
    issues.add(
      parts.length === 1 ? parts[0]! : message,
      `operation ${op}: fault ${fault.attr('name')}: message ${message.attr('name')} ${parts.length === 1 ? 'has a part with neither element= nor type=' : `has ${parts.length} parts`}; a fault's detail is one element`,
    );
    return undefined;
  }
  const part = parts[0]!.attr('name') ?? '';
  const detail = element ?? { ns: '', local: part, type: type! };
  const action = addressingAction(fault);
  // WSDL requires a fault's name; a port type fault without one is named after its message, as each names its own.
  const name = fault.attr('name') ?? message.attr('name') ?? '';
  return { ...detail, at: fault, name, message: message.attr('name') ?? '', part, ...(action ? { action: action.value } : {}) };
}

/** A binding's wsdl:fault of a fault of the port type, literal or encoded: its soap:fault. */
function checkSoapFault(fault: XmlElement, p: PortBinding, op: string, issues: Issues): XmlElement | undefined {
  const name = fault.attr('name');
  const soapFault = fault.first(soapNs(p), 'fault');
  const use = soapFault?.attr('use') ?? 'literal';
  if (use !== 'literal' && use !== 'encoded') issues.add(soapFault!, `operation ${op}: fault ${name} use="${use}" must be literal or encoded`);
  else if (use === 'encoded') encodingOf(soapFault!, p, op, issues);
  return soapFault;
}

/**
 * The SOAP encoding an encoded body, header or fault names: SOAP 1.1's, or SOAP 1.2's on a SOAP 1.2
 * binding (its messages are SOAP 1.2 ones); undefined, reported, for any other.
 */
function encodingOf(ext: XmlElement, p: PortBinding, op: string, issues: Issues): 'soap11' | 'soap12' | undefined {
  const style = ext.attr('encodingStyle')?.split(/\s+/)[0];
  if (style === undefined || style === SOAP_ENCODING) return 'soap11';
  if (style === SOAP12_ENCODING && p.transport === 'soap12') return 'soap12';
  issues.add(
    ext,
    style === SOAP12_ENCODING
      ? `operation ${op}: encodingStyle="${style}" on a SOAP 1.1 binding: SOAP 1.2's encoding is for SOAP 1.2 messages`
      : `operation ${op}: encodingStyle="${style}": only SOAP encoding (${SOAP_ENCODING}, or ${SOAP12_ENCODING} on SOAP 1.2) can be imported`,
  );
  return undefined;
}

/** The element a soap:header (or soap:headerfault) names (message and part): declared by element=, or by type= (encoded: in the namespace the header names). */
function headerBlock(header: XmlElement, op: string, c: Components, issues: Issues, leftOut: Issues): HeaderBlock | undefined {
  const use = header.attr('use') ?? 'literal';
  if (use !== 'literal' && use !== 'encoded') {
    issues.add(header, `operation ${op}: header use="${use}" must be literal or encoded`);
    return undefined;
  }
  const messageName = header.qname('message');
  const message = c.message(messageName, header);
  const part = message?.elements(NS.wsdl, 'part').find((p) => p.attr('name') === header.attr('part'));
  const element = part?.qname('element');
  if (!messageName || !part) {
    leftOut.dangling(header, `operation ${op}: header part ${header.attr('part')} of message ${messageName?.local} is not declared; the header is left out`);
    return undefined;
  }
  const type = element ? undefined : part.qname('type');
  if (!element && !type) {
    issues.add(header, `operation ${op}: header part ${header.attr('part')} of message ${messageName.local} has neither element= nor type=`);
    return undefined;
  }
  // A header fault names its block as a header does (message, part, use).
  const faults = header.local === 'header' ? header.elements(header.ns, 'headerfault').flatMap((f) => headerBlock(f, op, c, issues, leftOut) ?? []) : [];
  // An encoded block declared by its type is named after the part, in the namespace its soap:header names.
  const typedNs = use === 'encoded' ? (header.attr('namespace') ?? '') : '';
  return {
    ...(element ?? { ns: typedNs, local: part.attr('name') ?? '', type: type! }),
    at: header,
    message: messageName.local,
    part: part.attr('name') ?? '',
    faults,
  };
}

/**
 * The soap:body namespace of an rpc operation (its style in the first SOAP binding); undefined for a
 * document operation. An rpc body without one is in no namespace, which WS-I forbids: '' is kept and refused later.
 */
function rpcBodyNamespace(soap: readonly PortBinding[], op: string, direction: 'input' | 'output' = 'input'): string | undefined {
  const p = soap[0];
  if (!p) return undefined;
  const bop = p.binding.elements(NS.wsdl, 'operation').find((o) => o.attr('name') === op);
  const style = bop?.first(soapNs(p), 'operation')?.attr('style') ?? p.binding.first(soapNs(p), 'binding')!.attr('style') ?? 'document';
  if (style !== 'rpc') return undefined;
  return bop?.first(NS.wsdl, direction)?.first(soapNs(p), 'body')?.attr('namespace') ?? '';
}

/** The messages that are the input or output of more than one of the operations. */
function messagesOfSeveral(operations: readonly XmlElement[], c: Components): Set<XmlElement> {
  const seen = new Set<XmlElement>();
  const several = new Set<XmlElement>();
  for (const op of operations)
    for (const direction of ['input', 'output'] as const) {
      const io = op.first(NS.wsdl, direction);
      const message = io && c.message(io.qname('message'), io);
      if (message) (seen.has(message) ? several : seen).add(message);
    }
  return several;
}

/**
 * The parts a soap:body names in its `parts` attribute (of the first SOAP binding, whose body
 * namespace the spec takes too), or undefined where it names none: then every part not a header is in the Body.
 */
function listedBodyParts(soap: readonly PortBinding[], op: string, direction: 'input' | 'output'): ReadonlySet<string> | undefined {
  const p = soap[0];
  const bop = p?.binding.elements(NS.wsdl, 'operation').find((o) => o.attr('name') === op);
  const listed = p && bop?.first(NS.wsdl, direction)?.first(soapNs(p), 'body')?.attr('parts');
  return listed === undefined ? undefined : new Set(listed.split(/\s+/).filter((n) => n !== ''));
}

/**
 * The body parts of a message, in order: not those soap:header names, and where soap:body lists its
 * parts, only those (a part it leaves out is sent as an attachment or not at all).
 */
function bodyParts(
  io: XmlElement,
  op: string,
  headerParts: ReadonlySet<string>,
  listed: ReadonlySet<string> | undefined,
  c: Components,
  leftOut: Issues,
): RpcPart[] | undefined {
  const messageName = io.qname('message');
  const message = c.message(messageName, io);
  if (!message) {
    leftOut.dangling(io, `operation ${op}: message ${messageName?.local} is not declared; the operation is left out`);
    return undefined;
  }
  return message
    .elements(NS.wsdl, 'part')
    .filter((p) => !headerParts.has(p.attr('name') ?? '') && (listed === undefined || listed.has(p.attr('name') ?? '')))
    .map((p) => {
      const type = p.qname('type');
      const element = p.qname('element');
      return { name: p.attr('name') ?? '', at: p, ...(type ? { type } : {}), ...(element ? { element } : {}) };
    });
}

function readHttpPost(p: PortBinding, name: string, c: Components): QName | undefined {
  const bop = p.binding.elements(NS.wsdl, 'operation').find((o) => o.attr('name') === name);
  if (!bop) return undefined; // SOAP only: the generator decides that from the parameters
  const pt = c.portType(p.binding.qname('type'), p.binding);
  const ptop = pt?.elements(NS.wsdl, 'operation').find((o) => o.attr('name') === name);
  const output = ptop?.first(NS.wsdl, 'output');
  const out = output && c.message(output.qname('message'), output);
  return out?.first(NS.wsdl, 'part')?.qname('element');
}

/** What the spec cannot say of an HTTP POST binding: a location other than "/<operation>", an input other than a form. */
function httpPostProblems(p: PortBinding, portType: XmlElement): Skipped[] {
  const problems: Skipped[] = [];
  for (const op of portType.elements(NS.wsdl, 'operation')) {
    const name = op.attr('name') ?? '';
    const bop = p.binding.elements(NS.wsdl, 'operation').find((o) => o.attr('name') === name);
    if (!bop) continue;
    const location = bop.first(NS.http, 'operation')?.attr('location');
    if (location !== `/${name}`)
      problems.push({
        at: bop.first(NS.http, 'operation') ?? bop,
        message: `operation ${name}: HTTP POST location "${location}" is not "/${name}", the only one the spec can express`,
      });
    const content = bop.first(NS.wsdl, 'input')?.first(NS.mime, 'content');
    if (content && content.attr('type') !== 'application/x-www-form-urlencoded')
      problems.push({
        at: content,
        message: `operation ${name}: HTTP POST input ${content.attr('type')} is not supported (only application/x-www-form-urlencoded)`,
      });
  }
  return problems;
}

/** The spec's name of an operation whose name an earlier port type's has: its name and its port type's (not an XML name's `.` or `-`). */
function ofPortType(operation: string, portType: string): string {
  return `${operation}_${portType.replace(/[^A-Za-z0-9_]/g, '_')}`;
}
