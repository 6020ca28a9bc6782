/**
 * How the help pages show each transport: its row in the service page's endpoints and its sample
 * exchange on an operation's page. A SOAP transport is shown from its descriptor (its SOAP version
 * and WSDL prefix); any other names its own entry in OTHER_TRANSPORTS, which the type checker asks for.
 */
import { envelopeNamespace, ROOT_NAMESPACES, SOAP11_CONTENT_TYPE, SOAP12_CONTENT_TYPE, XML_DECLARATION, type SoapVersion } from '../soap.js';
import type { SoapTransport, Transport, TransportDescriptor } from '../transports.js';
import { escapeXml } from '../xml/escape.js';
import type { MessageSample, OperationHelp } from './help.js';

/** Where the service is, for the samples' request lines: host and path, plain text. */
export interface SampleTarget {
  readonly host: string;
  readonly path: string;
}

/** A sample request and response, plain text. */
export interface Sample {
  readonly request: string;
  readonly response: string;
}

export interface TransportHelp {
  /** The endpoint row's request cell, HTML; `url` is already escaped. */
  endpoint(url: string, namespace: string): string;
  /** Whether the operation is offered over it. */
  offers(op: OperationHelp): boolean;
  /** The operation's sample exchange; `namespace` is the service's. */
  sample(op: OperationHelp, at: SampleTarget, namespace: string): Sample;
}

/** Indents each line of a sample; '' has no lines. */
function indented(text: string, indent: string): string[] {
  return text === '' ? [] : text.split('\n').map((line) => `${indent}${line}`);
}

/** A SOAP message of the sample: the envelope around the Header's blocks (when any) and the Body. */
function envelope(prefix: string, version: SoapVersion, message: MessageSample): string {
  const headers = message.headers ? [`  <${prefix}:Header>`, ...indented(message.headers, '    '), `  </${prefix}:Header>`] : [];
  return [
    XML_DECLARATION,
    `<${prefix}:Envelope ${ROOT_NAMESPACES} xmlns:${prefix}="${envelopeNamespace(version)}">`,
    ...headers,
    `  <${prefix}:Body>`,
    ...indented(message.body, '    '),
    `  </${prefix}:Body>`,
    `</${prefix}:Envelope>`,
  ].join('\n');
}

const OK = 'HTTP/1.1 200 OK';
/** A one-way operation's answer: no response message. */
const ACCEPTED = 'HTTP/1.1 202 Accepted';

function soapHelp(version: SoapVersion, prefix: string): TransportHelp {
  const contentType = version === '1.1' ? SOAP11_CONTENT_TYPE : SOAP12_CONTENT_TYPE;
  // SOAP 1.1 names the operation in the SOAPAction header; SOAP 1.2 may in the content type.
  const action = version === '1.1';
  return {
    endpoint: (url, namespace) =>
      `<code>POST ${url}</code>, <code>${contentType}</code>` + (action ? `, <code>SOAPAction: "${escapeXml(namespace)}Operation"</code>` : ''),
    offers: () => true,
    sample: (op, at) => ({
      request: [
        `POST ${at.path} HTTP/1.1`,
        `Host: ${at.host}`,
        `Content-Type: ${contentType}`,
        'Content-Length: length',
        ...(action ? [`SOAPAction: "${op.soapAction}"`] : []),
        '',
        envelope(prefix, version, op.request),
      ].join('\n'),
      response: op.response ? [OK, `Content-Type: ${contentType}`, 'Content-Length: length', '', envelope(prefix, version, op.response)].join('\n') : ACCEPTED,
    }),
  };
}

/**
 * What HTTP POST answers, from the SOAP response's sample of a wrapped operation: its single result
 * element, named as the root and declaring the service's namespace; undefined for another shape.
 */
export function postedResult(body: string, root: string, namespace: string): string | undefined {
  const lines = body.split('\n');
  if (lines.length < 3) return undefined;
  const result = lines.slice(1, -1).map((line) => line.slice(2));
  const name = /^<([^\s/>]+)/.exec(result[0]!)?.[1];
  if (name === undefined) return undefined;
  result[0] = `<${root} xmlns="${namespace}"${result[0]!.slice(name.length + 1)}`;
  const last = result.length - 1;
  const close = `</${name}>`;
  if (result[last]!.endsWith(close)) result[last] = `${result[last]!.slice(0, -close.length)}</${root}>`;
  return result.join('\n');
}

/** The transports that are not SOAP, each shown its own way. */
const OTHER_TRANSPORTS: { readonly [T in Exclude<Transport, SoapTransport>]: TransportHelp } = {
  httpPost: {
    endpoint: (url) => `<code>POST ${url}/Operation</code>, <code>application/x-www-form-urlencoded</code>`,
    offers: (op) => op.httpPost !== undefined,
    sample: (op, at, namespace) => ({
      request: [
        `POST ${at.path}/${op.name} HTTP/1.1`,
        `Host: ${at.host}`,
        'Content-Type: application/x-www-form-urlencoded',
        'Content-Length: length',
        '',
        op.httpPost!.form,
      ].join('\n'),
      response: [
        OK,
        `Content-Type: ${SOAP11_CONTENT_TYPE}`,
        'Content-Length: length',
        '',
        XML_DECLARATION,
        op.httpPost!.response ?? postedResult(op.response!.body, op.httpPost!.root, namespace)!,
      ].join('\n'),
    }),
  },
};

export function transportHelp(transport: TransportDescriptor<Transport>): TransportHelp {
  return transport.soapVersion
    ? soapHelp(transport.soapVersion, transport.wsdlBinding.prefix)
    : OTHER_TRANSPORTS[transport.id as Exclude<Transport, SoapTransport>];
}
