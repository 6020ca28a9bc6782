/**
 * The served WSDL's own names (port types, bindings, ports, messages, further services): those the
 * spec gives, ASMX's for the others, and the checks that they describe one WSDL.
 */
import { portPlace } from '../../runtime/ports.js';
import { SOAP_TRANSPORT_IDS, transport, type SoapTransport } from '../../runtime/transports.js';
import { bindingOperations, type Transport, type WsdlBinding, type WsdlNames, type WsdlPort, type WsdlPortType } from '../model.js';
import { didYouMean, inParentheses } from '../suggest.js';
import type { Located, RawBinding, RawPort, RawSpec, RawWsdlNames } from './read.js';

type Report = (where: Located, message: string) => void;

/** The WSDL's names: those the spec gives, ASMX's for the others. */
export function wsdlNames(raw: RawSpec): WsdlNames {
  const { name: service, namespace, path, wsdl: written } = raw.service;
  const portType = written?.portType ?? `${service}Soap`;
  const elsewhere = new Set((written?.portTypes ?? []).flatMap((p) => p.operations.map((o) => o.name)));
  const own = raw.operations.map((op) => op.name).filter((name) => !elsewhere.has(name));
  const holder = portHolder(raw);
  const bindings = bySoapTransport((t) =>
    soapBindings(`${service}${transport(t).asmxSuffix}`, portType, path, written?.bindings?.[t], written?.ports?.[t] ?? [], holder),
  );
  // The default port type is declared when it holds operations or some binding is of it.
  const usesDefault = own.length > 0 || SOAP_TRANSPORT_IDS.some((t) => bindings[t].some((b) => b.portType === portType));
  const declared = (written?.portTypes ?? []).map((p): WsdlPortType => ({ name: p.name, operations: p.operations.map((o) => o.name) }));
  return {
    targetNamespace: written?.targetNamespace ?? namespace,
    ...(written?.name !== undefined ? { name: written.name } : {}),
    ...(written?.documentation !== undefined ? { documentation: written.documentation } : {}),
    portType,
    portTypes: [...(usesDefault ? [{ name: portType, operations: own }] : []), ...declared],
    bindings,
    messages: { input: written?.messages?.input ?? '{operation}SoapIn', output: written?.messages?.output ?? '{operation}SoapOut' },
    actions: written?.actions ?? 'wsam',
    microsoftTypes: written?.microsoftTypes ?? 'asmx',
    documents: written?.documents ?? 'single',
    // A service holds the ports its list names, then those saying it is theirs, in port order.
    services: (written?.services ?? []).map(({ name, ports }) => ({
      name,
      ports: [
        ...ports,
        ...SOAP_TRANSPORT_IDS.flatMap((t) => bindings[t].flatMap((b) => b.ports))
          .filter((p) => p.service === name && !ports.includes(p.name))
          .map((p) => p.name),
      ],
    })),
  };
}

/**
 * Whether two operations are offered at one place (a transport and a path, as the server routes a
 * request): only there must their requests be told apart by action or body element.
 */
export function meeting(wsdl: WsdlNames, operations: readonly string[]): (a: string, b: string) => boolean {
  const places = new Map(operations.map((op) => [op, new Set<string>()]));
  for (const t of SOAP_TRANSPORT_IDS)
    for (const b of wsdl.bindings[t])
      for (const op of bindingOperations(wsdl, b)) for (const p of b.ports) places.get(op)?.add(portPlace(t, p.path));
  return (a, b) => {
    const of = places.get(b);
    return [...(places.get(a) ?? [])].some((p) => of?.has(p) !== false);
  };
}

/**
 * The further wsdl:service holding a port (undefined for the service itself): the one it says, or
 * the one whose list names it (a listed name some port says it is that service's is that port's).
 */
function portHolder(raw: RawSpec): (port: Pick<RawPort, 'name' | 'service'>) => string | undefined {
  const saying = new Set(
    SOAP_TRANSPORT_IDS.flatMap((t) => raw.service.wsdl?.ports?.[t] ?? [])
      .filter((p) => p.service !== undefined)
      .map((p) => `${p.service} ${p.name}`),
  );
  const listing = new Map<string, string>();
  for (const group of raw.service.wsdl?.services ?? []) {
    for (const port of group.ports) if (!saying.has(`${group.name} ${port}`) && !listing.has(port)) listing.set(port, group.name);
  }
  return (port) => {
    const service = port.service ?? listing.get(port.name);
    return service === raw.service.name ? undefined : service;
  };
}

/**
 * A transport's bindings and their ports: a binding naming no port type is of the default one, a
 * port without a binding is its first binding's, and a binding no port names has one, the ASMX name
 * for the first binding, its own name for the others.
 */
function soapBindings(
  asmxName: string,
  portType: string,
  path: string,
  written: readonly RawBinding[] | undefined,
  ports: readonly RawPort[],
  holder: (port: Pick<RawPort, 'name' | 'service'>) => string | undefined,
): WsdlBinding[] {
  const bindings: readonly Pick<RawBinding, 'name' | 'portType'>[] = written ?? [{ name: asmxName }];
  const port = (p: Pick<RawPort, 'name' | 'path' | 'service'>): WsdlPort => {
    const service = holder(p);
    return { name: p.name, path: p.path ?? path, ...(service !== undefined ? { service } : {}) };
  };
  return bindings.map((b, i) => {
    const own = ports.filter((p) => (p.binding ?? bindings[0]!.name) === b.name).map(port);
    return { name: b.name, portType: b.portType ?? portType, ports: own.length ? own : [port({ name: i === 0 ? asmxName : b.name })] };
  });
}

/** The WSDL's names describe one WSDL: each name once, each operation in one port type, each port type bound. */
export function checkWsdlNames(raw: RawSpec, wsdl: WsdlNames, transports: readonly Transport[], report: Report): void {
  const { nameAt, path } = raw.service;
  const soapOffered = SOAP_TRANSPORT_IDS.filter((t) => transports.includes(t));
  const offered = soapOffered.flatMap((t) => wsdl.bindings[t]);
  const named = {
    bindings: offered.map((b) => b.name),
    messages: [wsdl.messages.input, wsdl.messages.output],
  };
  for (const [what, names] of Object.entries(named)) {
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice !== undefined) report(nameAt ?? { line: 1, column: 1 }, `service wsdl ${what}: "${twice}" names two of them; WSDL names must differ`);
  }
  checkPortTypes(raw, wsdl, soapOffered, report);
  checkPorts(raw.service.wsdl, wsdl.bindings, path, transports.includes('httpPost'), report);
  checkServiceGroups(raw, offered.flatMap((b) => b.ports), report);
}

/**
 * Each operation a port type names is declared and in no other port type, an operation served as
 * another is in that one's port type, each binding's port type is declared, and each port type
 * holding operations has a binding over some SOAP transport offered (else they would not be offered).
 */
function checkPortTypes(raw: RawSpec, wsdl: WsdlNames, soapOffered: readonly SoapTransport[], report: Report): void {
  const declared = raw.operations.map((op) => op.name);
  const holder = new Map<string, string>();
  for (const p of raw.service.wsdl?.portTypes ?? []) {
    if (p.name === wsdl.portType) report(p.at, `wsdl portType ${p.name} is the default port type (service.wsdl.portType), which holds the operations no other port type names: leave it out of portTypes`);
    for (const op of p.operations) {
      if (!declared.includes(op.name)) report(op.at, `wsdl portType ${p.name} holds unknown operation "${op.name}"${inParentheses(didYouMean(op.name, declared))}`);
      else if (holder.has(op.name)) report(op.at, `wsdl portType ${p.name} holds operation ${op.name}, already held by ${holder.get(op.name)}: an operation is of one port type`);
      else holder.set(op.name, p.name);
    }
  }
  const portTypeOf = (op: string): string => holder.get(op) ?? wsdl.portType;
  for (const op of raw.operations) {
    if (op.servedAs !== undefined && declared.includes(op.servedAs) && portTypeOf(op.name) !== portTypeOf(op.servedAs))
      report(op.servedAsAt ?? op, `operation ${op.name} is served as ${op.servedAs}, so it must be of ${op.servedAs}'s port type, ${portTypeOf(op.servedAs)}, not ${portTypeOf(op.name)}`);
  }
  // Operations of several port types may share a name; a port type's own have names of their own.
  for (const p of wsdl.portTypes) {
    const named = new Map<string, string>();
    for (const op of raw.operations.filter((o) => p.operations.includes(o.name))) {
      const name = op.wsdl?.name ?? op.name;
      const other = named.get(name);
      if (other !== undefined) report(op.wsdl ?? op, `operation ${op.name} of wsdl portType ${p.name} is named ${name} there, as ${other} is: a port type's operations have names of their own`);
      named.set(name, op.name);
    }
  }
  const names = wsdl.portTypes.map((p) => p.name);
  for (const t of SOAP_TRANSPORT_IDS) {
    for (const b of raw.service.wsdl?.bindings?.[t] ?? []) {
      if (b.portType !== undefined && !names.includes(b.portType))
        report(b.at, `wsdl binding ${b.name} is of unknown port type "${b.portType}"${inParentheses(didYouMean(b.portType, names))}`);
    }
  }
  for (const p of wsdl.portTypes.filter((p) => p.operations.length > 0)) {
    if (soapOffered.some((t) => wsdl.bindings[t].some((b) => b.portType === p.name))) continue;
    const where = raw.service.wsdl?.portTypes?.find((w) => w.name === p.name)?.at ?? raw.service.nameAt ?? { line: 1, column: 1 };
    report(
      where,
      `wsdl portType ${p.name} has no binding, so ${p.operations.join(', ')} would not be offered: add { name: <binding>, portType: ${p.name} } to service.wsdl.bindings.${soapOffered[0] ?? 'soap11'}`,
    );
  }
}

/** Each port names one of its transport's bindings, and a path of its own is not one of HTTP POST's (`<path>/<Operation>`). */
function checkPorts(written: RawWsdlNames | undefined, bindings: WsdlNames['bindings'], path: string, httpPost: boolean, report: Report): void {
  for (const t of SOAP_TRANSPORT_IDS) {
    const names = bindings[t].map((b) => b.name);
    for (const port of written?.ports?.[t] ?? []) {
      if (port.binding !== undefined && !names.includes(port.binding)) report(port.at, `wsdl port ${port.name} offers the binding ${port.binding}, which is none of the ${t} bindings (${names.join(', ')})`);
      if (httpPost && port.path?.toLowerCase().startsWith(`${path.toLowerCase()}/`)) report(port.at, `wsdl port ${port.name} path ${port.path} is below the service's path, where HTTP POST calls <path>/<Operation>; give it another path, or leave out httpPost`);
    }
  }
}

/**
 * Each further wsdl:service has a name of its own and holds ports the service offers, each port is
 * held by one service, and no service holds two ports of one name (a port's name is unique within
 * its service only: where several ports share one, each says its service).
 */
function checkServiceGroups(raw: RawSpec, ports: readonly WsdlPort[], report: Report): void {
  const { name: service, nameAt, wsdl: written } = raw.service;
  const names = [...new Set(ports.map((p) => p.name))];
  const services = new Set([service]);
  for (const group of written?.services ?? []) {
    if (services.has(group.name)) report(group.at, `wsdl service ${group.name}: the WSDL has another service of that name`);
    services.add(group.name);
    const listed = new Set<string>();
    for (const port of group.ports) {
      const named = ports.filter((p) => p.name === port);
      const held = named.filter((p) => p.service === group.name);
      if (named.length === 0) report(group.at, `wsdl service ${group.name} holds the port ${port}, which is none of the service's (${names.join(', ')})`);
      else if (held.length === 0 || listed.has(port))
        report(group.at, `wsdl service ${group.name} holds the port ${port}, already held by ${listed.has(port) ? group.name : (named[0]!.service ?? service)}`);
      else if (held.length > 1)
        report(group.at, `wsdl service ${group.name} holds the port ${port}, the name of ${named.length} ports: the one it holds says so, { name: ${port}, service: ${group.name} }`);
      listed.add(port);
    }
    if (!ports.some((p) => p.service === group.name)) report(group.at, `wsdl service ${group.name} holds no port: list its ports, or give them service: ${group.name}`);
  }
  for (const port of SOAP_TRANSPORT_IDS.flatMap((t) => written?.ports?.[t] ?? [])) {
    if (port.service !== undefined && !services.has(port.service))
      report(
        port.at,
        `wsdl port ${port.name} is of service ${port.service}, which is neither the service nor one of service.wsdl.services${inParentheses(didYouMean(port.service, [...services]))}`,
      );
  }
  const keys = ports.map((p) => `${p.service ?? service} ${p.name}`);
  const twice = ports.find((_, i) => keys.indexOf(keys[i]!) !== i);
  if (twice !== undefined)
    report(nameAt ?? { line: 1, column: 1 }, `service wsdl ports: "${twice.name}" names two ports of service ${twice.service ?? service}; a port's name is unique within its service`);
}

function bySoapTransport<T>(name: (t: SoapTransport) => T): Record<SoapTransport, T> {
  return Object.fromEntries(SOAP_TRANSPORT_IDS.map((t) => [t, name(t)])) as Record<SoapTransport, T>;
}
