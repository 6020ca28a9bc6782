/**
 * The WSDL's own names (port type, bindings, ports, messages, further services) where they differ
 * from the spec's defaults; names the spec cannot publish fall back to the defaults, with a warning.
 */
import { SOAP_TRANSPORT_IDS, transport, type SoapTransport } from '../../../runtime/transports.js';
import { NAME } from '../../spec/read.js';
import type { WsdlNamesDraft } from '../draft.js';
import type { Issues } from '../errors.js';
import type { WsdlService } from '../wsdl.js';

/** The WSDL's port type, binding, port and message names that differ from the spec's defaults. */
export function wsdlNames(service: WsdlService, warnings: Issues): WsdlNamesDraft | undefined {
  const n = xmlNamesOnly(service, warnings);
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
  const messages = messagePatterns(service, warnings);
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
function messagePatterns(service: WsdlService, warnings: Issues): Partial<Record<'input' | 'output', string>> | undefined {
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
      warnings.add(service.at, `the ${direction} messages are not all named after their operation in one pattern; they will be published as ${fallback}`);
    } else if (pattern !== fallback) {
      patterns[direction] = pattern;
    }
  }
  return Object.keys(patterns).length > 0 ? patterns : undefined;
}
