/**
 * The transports a service may offer, one descriptor each: every list of transports in soapgen —
 * the binding's type, the spec's and the importer's, the server's 415 answer, the generated code's
 * comments, the WSDL names — is derived from TRANSPORTS. Each transport's wire code lives in its
 * server and client modules (runtime/server/call.ts and runtime/client/transports.ts name them by id).
 */
import type { SoapVersion } from './soap.js';

export interface TransportDescriptor<Id extends string = string> {
  /** The name specs, bindings and options use. */
  readonly id: Id;
  /** As people write it: help pages, generated comments, messages. */
  readonly title: string;
  /** The SOAP version of a SOAP transport (it describes operations through the WSDL's port type); undefined otherwise. */
  readonly soapVersion?: SoapVersion;
  /** How a caller sends a request over it to the service at `path`, for the 415 answer. */
  send(path: string): string;
  /**
   * The WSDL binding that offers it: the namespace of its `binding` element, the prefix ASMX declares
   * for that namespace (its help pages' sample envelopes use it too), and its HTTP verb when it names one.
   */
  readonly wsdlBinding: { readonly namespace: string; readonly prefix: string; readonly verb?: string };
  /** What ASMX appends to the service name to name the WSDL binding and port of this transport. */
  readonly asmxSuffix: string;
}

const DESCRIPTORS = [
  {
    id: 'soap11',
    title: 'SOAP 1.1',
    soapVersion: '1.1',
    send: () => 'SOAP 1.1 as text/xml',
    wsdlBinding: { namespace: 'http://schemas.xmlsoap.org/wsdl/soap/', prefix: 'soap' },
    asmxSuffix: 'Soap',
  },
  {
    id: 'soap12',
    title: 'SOAP 1.2',
    soapVersion: '1.2',
    send: () => 'SOAP 1.2 as application/soap+xml',
    wsdlBinding: { namespace: 'http://schemas.xmlsoap.org/wsdl/soap12/', prefix: 'soap12' },
    asmxSuffix: 'Soap12',
  },
  {
    id: 'httpPost',
    title: 'HTTP POST',
    send: (path) => `an HTTP POST form to ${path}/<Operation>`,
    wsdlBinding: { namespace: 'http://schemas.xmlsoap.org/wsdl/http/', prefix: 'http', verb: 'POST' },
    asmxSuffix: 'HttpPost',
  },
] as const satisfies readonly TransportDescriptor[];

/** The bindings a service may offer, by id. */
export type Transport = (typeof DESCRIPTORS)[number]['id'];

/** The SOAP transports (those a WSDL port type describes). */
export type SoapTransport = Extract<(typeof DESCRIPTORS)[number], { readonly soapVersion: SoapVersion }>['id'];

/** Every transport, in canonical order (the order of the WSDL's bindings and of every list). */
export const TRANSPORTS: readonly TransportDescriptor<Transport>[] = DESCRIPTORS;

export const TRANSPORT_IDS: readonly Transport[] = TRANSPORTS.map((t) => t.id);

export const SOAP_TRANSPORT_IDS: readonly SoapTransport[] = DESCRIPTORS.flatMap((t) => ('soapVersion' in t ? [t.id] : []));

const BY_ID = new Map<string, TransportDescriptor<Transport>>(TRANSPORTS.map((t) => [t.id, t]));

export function transport(id: Transport): TransportDescriptor<Transport> {
  return BY_ID.get(id)!;
}

/** "a, b and c", for messages and comments that list transports. */
export function listOf(words: readonly string[], and = 'and'): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}` : (words[0] ?? '');
}
