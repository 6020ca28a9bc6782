/**
 * The served WSDL's own names (port types, bindings, ports, messages, further services): those the
 * spec gives, ASMX's for the others, and the checks that they describe one WSDL.
 */
import { SOAP_TRANSPORT_IDS, transport, type SoapTransport } from '../../runtime/transports.js';
import type { Transport, WsdlBinding, WsdlNames, WsdlPortType } from '../model.js';
import { didYouMean, inParentheses } from '../suggest.js';
import type { Located, RawBinding, RawPort, RawSpec, RawWsdlNames } from './read.js';

type Report = (where: Located, message: string) => void;

/** The WSDL's names: those the spec gives, ASMX's for the others. */
export function wsdlNames(raw: RawSpec): WsdlNames {
  const { name: service, namespace, path, wsdl: written } = raw.service;
  const portType = written?.portType ?? `${service}Soap`;
  const elsewhere = new Set((written?.portTypes ?? []).flatMap((p) => p.operations.map((o) => o.name)));
  const own = raw.operations.map((op) => op.name).filter((name) => !elsewhere.has(name));
  const bindings = bySoapTransport((t) => soapBindings(`${service}${transport(t).asmxSuffix}`, portType, path, written?.bindings?.[t], written?.ports?.[t] ?? []));
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
    services: (written?.services ?? []).map(({ name, ports }) => ({ name, ports })),
  };
}

/**
 * A transport's bindings and their ports: a binding naming no port type is of the default one, a
 * port without a binding is its first binding's, and a binding no port names has one, the ASMX name
 * for the first binding, its own name for the others.
 */
function soapBindings(asmxName: string, portType: string, path: string, written: readonly RawBinding[] | undefined, ports: readonly RawPort[]): WsdlBinding[] {
  const bindings: readonly Pick<RawBinding, 'name' | 'portType'>[] = written ?? [{ name: asmxName }];
  return bindings.map((b, i) => {
    const own = ports.filter((p) => (p.binding ?? bindings[0]!.name) === b.name).map((p) => ({ name: p.name, path: p.path ?? path }));
    return { name: b.name, portType: b.portType ?? portType, ports: own.length ? own : [{ name: i === 0 ? asmxName : b.name, path }] };
  });
}

/** The WSDL's names describe one WSDL: each name once, each operation in one port type, each port type bound. */
export function checkWsdlNames(raw: RawSpec, wsdl: WsdlNames, transports: readonly Transport[], report: Report): void {
  const { nameAt, path } = raw.service;
  const soapOffered = SOAP_TRANSPORT_IDS.filter((t) => transports.includes(t));
  const offered = soapOffered.flatMap((t) => wsdl.bindings[t]);
  const named = {
    bindings: offered.map((b) => b.name),
    ports: offered.flatMap((b) => b.ports.map((p) => p.name)),
    messages: [wsdl.messages.input, wsdl.messages.output],
  };
  for (const [what, names] of Object.entries(named)) {
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice !== undefined) report(nameAt ?? { line: 1, column: 1 }, `service wsdl ${what}: "${twice}" names two of them; WSDL names must differ`);
  }
  checkPortTypes(raw, wsdl, soapOffered, report);
  checkPorts(raw.service.wsdl, wsdl.bindings, path, transports.includes('httpPost'), report);
  checkServiceGroups(raw.service.name, named.ports, raw.service.wsdl, report);
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

/** Each further wsdl:service holds ports the service offers, none held twice, under a name of its own. */
function checkServiceGroups(service: string, ports: readonly string[], written: RawWsdlNames | undefined, report: Report): void {
  const held = new Map<string, string>();
  const names = new Set([service]);
  for (const group of written?.services ?? []) {
    if (names.has(group.name)) report(group.at, `wsdl service ${group.name}: the WSDL has another service of that name`);
    names.add(group.name);
    for (const port of group.ports) {
      if (!ports.includes(port)) report(group.at, `wsdl service ${group.name} holds the port ${port}, which is none of the service's (${ports.join(', ')})`);
      else if (held.has(port)) report(group.at, `wsdl service ${group.name} holds the port ${port}, already held by ${held.get(port)}`);
      held.set(port, group.name);
    }
  }
}

function bySoapTransport<T>(name: (t: SoapTransport) => T): Record<SoapTransport, T> {
  return Object.fromEntries(SOAP_TRANSPORT_IDS.map((t) => [t, name(t)])) as Record<SoapTransport, T>;
}
