/**
 * The WSDL's own names (port type, bindings, ports, messages, further services) where they differ
 * from the spec's defaults; port type, binding, port and service names the spec cannot publish fall
 * back to the defaults, with a warning.
 */
import { SOAP_TRANSPORT_IDS, transport, type SoapTransport } from '../../../runtime/transports.js';
import type { ActionStyle } from '../../model.js';
import { NAME, PATH } from '../../spec/read.js';
import type { BindingDraft, MessageNamesDraft, PortDraft, WsdlNamesDraft } from '../draft.js';
import type { Issues } from '../errors.js';
import type { PortName, WsdlOperation, WsdlService } from '../wsdl.js';

/** The WSDL's port type, binding, port and message names that differ from the spec's defaults. */
export function wsdlNames(service: WsdlService, path: string, warnings: Issues): WsdlNamesDraft | undefined {
  const n = xmlNamesOnly(service, warnings);
  const pathOf = (port: PortName): string | undefined => portPath(port, path, service, warnings);
  const bindings: Partial<Record<SoapTransport, string | readonly BindingDraft[]>> = {};
  const ports: Partial<Record<SoapTransport, string | readonly PortDraft[]>> = {};
  const says = saysService(n);
  const serviceOf = (port: PortName): string | undefined => (says(port) ? port.service : undefined);
  for (const t of SOAP_TRANSPORT_IDS) {
    const of = n.bindings[t];
    if (!of) continue;
    // A SOAP binding's and port's default name: the service's name and the transport's ASMX suffix.
    const asmx = `${service.name}${transport(t).asmxSuffix}`;
    // A binding of the default port type by name; one of another names its port type.
    const listedBindings = of.map((b): BindingDraft => (b.portType === n.portType ? b.name : { name: b.name, portType: b.portType }));
    if (listedBindings.length > 1 || typeof listedBindings[0] !== 'string') bindings[t] = listedBindings;
    else if (of[0]!.name !== asmx) bindings[t] = of[0]!.name;
    // The first binding's ports by name; another binding's name it (the spec's default port of a binding is the first's).
    const listed = of.flatMap((b, i) =>
      b.ports.map((port): PortDraft => {
        const own = pathOf(port);
        const service = serviceOf(port);
        return i === 0 && own === undefined && service === undefined
          ? port.name
          : {
              name: port.name,
              ...(i > 0 ? { binding: b.name } : {}),
              ...(own !== undefined ? { path: own } : {}),
              ...(service !== undefined ? { service } : {}),
            };
      }),
    );
    const [only] = listed;
    if (listed.length > 1 || typeof only !== 'string') ports[t] = listed;
    else if (only !== asmx) ports[t] = only;
  }
  const messages = messageNames(service).patterns;
  const draft: WsdlNamesDraft = {
    ...(n.portType !== `${service.name}Soap` ? { portType: n.portType } : {}),
    ...(n.portTypes.length > 0 ? { portTypes: n.portTypes.map((p) => [p.name, p.operations] as const) } : {}),
    ...(Object.keys(bindings).length > 0 ? { bindings } : {}),
    ...(Object.keys(ports).length > 0 ? { ports } : {}),
    ...(messages ? { messages } : {}),
    ...(n.services.length > 0 ? { services: n.services.map((g) => [g.name, g.ports] as const) } : {}),
  };
  return Object.keys(draft).length > 0 ? draft : undefined;
}

/**
 * Whether a port says its service: a further service's port whose name another port has (a port's
 * name is unique within its service only).
 */
function saysService(names: WsdlService['names']): (port: PortName) => boolean {
  const further = new Set(names.services.map((g) => g.name));
  const ports = SOAP_TRANSPORT_IDS.flatMap((t) => names.bindings[t] ?? []).flatMap((b) => b.ports);
  return (port) => further.has(port.service) && ports.filter((p) => p.name === port.name).length > 1;
}

/**
 * The port type, binding and port names the WSDL gives, less those that are not XML names
 * (name="http:x", which a QName cannot refer to): those get the spec's defaults, with a warning,
 * as they are not on the wire.
 */
function xmlNamesOnly(service: WsdlService, warnings: Issues): WsdlService['names'] {
  const valid = (name: string, what: string): boolean => {
    if (NAME.test(name)) return true;
    warnings.add(
      service.at,
      `${what} "${name}" is not an XML name (an NCName); it will be published under the spec's default name (WSDL names are not on the wire)`,
    );
    return false;
  };
  const n = service.names;
  // Port types: the default's default name is ASMX's, another's that with its place.
  const portTypeName = new Map(
    [n.portType, ...n.portTypes.map((p) => p.name)].map((name, i) => [
      name,
      valid(name, 'wsdl portType') ? name : `${service.name}Soap${i === 0 ? '' : i + 1}`,
    ]),
  );
  const bindings = (t: SoapTransport): WsdlService['names']['bindings'][SoapTransport] => {
    const asmx = `${service.name}${transport(t).asmxSuffix}`;
    return n.bindings[t]?.map((b, i) => {
      const name = valid(b.name, 'wsdl binding') ? b.name : i === 0 ? asmx : `${asmx}${i + 1}`;
      const ports = b.ports.filter((port) => valid(port.name, 'wsdl port'));
      return { name, portType: portTypeName.get(b.portType)!, ports: ports.length ? ports : [{ name: i === 0 ? asmx : name, service: service.name }] };
    });
  };
  return {
    portType: portTypeName.get(n.portType)!,
    portTypes: n.portTypes.map((p) => ({ ...p, name: portTypeName.get(p.name)! })),
    bindings: Object.fromEntries(SOAP_TRANSPORT_IDS.flatMap((t) => (n.bindings[t] ? [[t, bindings(t)!]] : []))),
    services: n.services
      .filter((group) => valid(group.name, 'wsdl service'))
      .map((group) => ({ ...group, ports: group.ports.filter((port) => NAME.test(port)) })),
  };
}

/** The path of an address (absolute or relative URL), decoded, with one trailing `/` left out; undefined for an address that is no URL. */
export function addressPath(address: string): string | undefined {
  try {
    return decodeURIComponent(new URL(address, 'http://localhost/').pathname).replace(/(.)\/$/, '$1');
  } catch {
    return undefined;
  }
}

/**
 * The path of a port whose address has another path than the service's (one trailing `/` left out),
 * undefined for one at the service's path or at a path the spec cannot give it (with a warning):
 * one below the service's, where HTTP POST calls its operations, or not a spec path.
 */
function portPath(port: PortName, servicePath: string, service: WsdlService, warnings: Issues): string | undefined {
  // A port at the service's own address has the service's path, whatever the address held (pathOf warns about that once).
  if (port.address === undefined || port.address === service.address) return undefined;
  const path = addressPath(port.address);
  if (path === undefined || path === servicePath) return undefined;
  const below = service.transports.includes('httpPost') && path.toLowerCase().startsWith(`${servicePath.toLowerCase()}/`);
  if (PATH.test(path) && !below) return path;
  warnings.add(
    service.at,
    `port ${port.name} is at ${port.address}; it will be published at the service's path, ${servicePath}, as ${below ? "HTTP POST's operations are below it" : 'its path is no spec path'}`,
  );
  return undefined;
}

/**
 * The name of an operation's message's one part where the spec must say it: a wrapped message's
 * other than `parameters`, a bare message's of one element part other than the element's name.
 */
function ownPart(op: WsdlOperation, direction: 'input' | 'output', wrapped: boolean): string | undefined {
  if (op.rpc) return undefined;
  if (wrapped) return op.wrapperParts?.[direction] === 'parameters' ? undefined : op.wrapperParts?.[direction];
  // Read as bare from the WSDL (its parts), or wrapped-shaped but written bare (its one part, the wrapper element's).
  const parts = op.bare?.[direction];
  const element = parts ? (parts.length === 1 ? parts[0]!.element : undefined) : direction === 'input' ? op.request : op.response;
  const name = parts ? parts[0]?.name : op.wrapperParts?.[direction];
  return element && name !== undefined && name !== element.local ? name : undefined;
}

/**
 * The message names: per direction the `{operation}` pattern most operations' follow (ASMX's when
 * it fits as many), and the names of the others, with the parts' names of the operations read as
 * `wrapped` where not `parameters`, per operation.
 */
export function messageNames(
  service: WsdlService,
  wrapped: (op: WsdlOperation) => boolean = () => true,
): { patterns?: Partial<Record<'input' | 'output', string>>; operations: Map<string, MessageNamesDraft> } {
  const patterns: Partial<Record<'input' | 'output', string>> = {};
  type Names = { message?: string; part?: string; name?: string; action?: string; parts?: readonly string[] };
  const operations = new Map<string, { name?: string; input?: Names; output?: Names; actions?: ActionStyle }>();
  const namesOf = (op: WsdlOperation): { name?: string; input?: Names; output?: Names; actions?: ActionStyle } => {
    const names = operations.get(op.name) ?? {};
    operations.set(op.name, names);
    return names;
  };
  const own = (op: WsdlOperation, direction: 'input' | 'output'): Names => (namesOf(op)[direction] ??= {});
  const style = actionStyle(service);
  for (const op of service.operations) if (op.wsdlName !== undefined) namesOf(op).name = op.wsdlName;
  for (const op of service.operations) if (op.actions && op.actions.style !== style) namesOf(op).actions = op.actions.style;
  for (const [direction, fallback] of [
    ['input', '{operation}SoapIn'],
    ['output', '{operation}SoapOut'],
  ] as const) {
    // One-way operations have no output message.
    const ops = service.operations.filter((op) => direction === 'input' || !op.oneWay);
    const fitting = (pattern: string): WsdlOperation[] => ops.filter((op) => pattern.replaceAll('{operation}', op.name) === op.messages[direction]);
    const candidates = [
      fallback,
      ...ops.filter((op) => op.messages[direction].includes(op.name)).map((op) => op.messages[direction].replace(op.name, '{operation}')),
    ];
    const best = candidates.reduce((a, b) => (fitting(b).length > fitting(a).length ? b : a));
    if (best !== fallback) patterns[direction] = best;
    const fits = new Set(fitting(best));
    for (const op of ops) {
      // A name that is no XML name (a QName could not refer to it) keeps the pattern's.
      if (!fits.has(op) && NAME.test(op.messages[direction])) own(op, direction).message = op.messages[direction];
      const part = ownPart(op, direction, wrapped(op));
      if (part !== undefined) own(op, direction).part = part;
      const name = op.names?.[direction];
      if (name !== undefined) own(op, direction).name = name;
      const action = op.actions?.[direction];
      if (action !== undefined) own(op, direction).action = action;
      const order = partOrder(op, direction);
      if (order !== undefined) own(op, direction).parts = order;
    }
  }
  return { ...(Object.keys(patterns).length > 0 ? { patterns } : {}), operations };
}

/**
 * A message's part order where it holds in-band header parts and the served WSDL's default (the
 * body's parts, then the headers' in binding order) is not it; undefined otherwise.
 */
function partOrder(op: WsdlOperation, direction: 'input' | 'output'): string[] | undefined {
  const message = op.messages[direction];
  const inBand = [...new Set([...op.headers.input, ...op.headers.output].filter((h) => h.message === message).map((h) => h.part))];
  if (inBand.length === 0) return undefined;
  // A message of one element part is read as a wrapper's, whether the spec reads it wrapped or bare.
  const values = op.rpc?.[direction] ?? op.bare?.[direction];
  const wrapper = op.wrapperParts?.[direction];
  const body = values ? values.map((p) => p.name) : wrapper !== undefined ? [wrapper] : [];
  const order = op.messageParts[direction].filter((p) => body.includes(p) || inBand.includes(p));
  const byDefault = [...order.filter((p) => !inBand.includes(p)), ...inBand];
  return order.every((p, i) => p === byDefault[i]) ? undefined : order;
}

/** The namespace most operations' WS-Addressing actions are written in (wsam's, the spec's default, where none names one). */
export function actionStyle(service: WsdlService): ActionStyle {
  const counts = new Map<ActionStyle, number>();
  for (const op of service.operations) if (op.actions) counts.set(op.actions.style, (counts.get(op.actions.style) ?? 0) + 1);
  const [most] = [...counts].sort((a, b) => b[1] - a[1]);
  return most?.[0] ?? 'wsam';
}
