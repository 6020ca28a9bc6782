/**
 * The framework-agnostic server core: one request in, one response out. Routes the three
 * transports, the WSDL, disco and help pages, and turns every failure into the response shape
 * the transport's clients expect (faults for SOAP, text/plain 500 for HTTP POST).
 */
import { randomUUID } from 'node:crypto';
import type { AnyOperationBinding, ServiceBinding, Transport } from '../binding.js';
import { FormError, FormReader } from '../form.js';
import { envelope, envelopeNamespace, faultEnvelope, ROOT_NAMESPACES, SOAP11_CONTENT_TYPE, SOAP11_NS, SOAP12_CONTENT_TYPE, SOAP12_NS, XML_DECLARATION, type FaultCode, type SoapVersion } from '../soap.js';
import { DecodeError } from '../xml/decode.js';
import { indentXml, xmlElement } from '../xml/encode.js';
import { parseXml, XmlSyntaxError, type XmlElement } from '../xml/parse.js';

export interface CoreRequest {
  readonly method: string;
  /** Path and query, as in the HTTP request line. */
  readonly url: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
  readonly remoteAddress?: string;
}

export interface CoreResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** What a handler learns about the call besides its parameters. */
export interface RequestContext {
  readonly requestId: string;
  readonly transport: Transport;
  readonly operation: string;
  readonly remoteAddress?: string;
  readonly headers: CoreRequest['headers'];
}

export type Implementation = (request: never, context: RequestContext) => unknown;

/** Documents the generator renders; every address in them is `serviceUrl`. */
export interface ServiceDocuments {
  wsdl(serviceUrl: string): string;
  disco(serviceUrl: string): string;
  servicePage(serviceUrl: string, links?: readonly HelpLink[]): string;
  operationPage(operation: string, serviceUrl: string, links?: readonly HelpLink[], invokeForm?: boolean): string | undefined;
}

export interface HelpLink {
  readonly title: string;
  readonly href: string;
}

/** One finished exchange, for logs and metrics. */
export interface ExchangeRecord {
  readonly requestId: string;
  readonly transport?: Transport;
  readonly operation?: string;
  readonly status: number;
  readonly durationMs: number;
  /** The handler's result, when there was one. */
  readonly result?: unknown;
  /** Why the request failed, when it did (never includes request values beyond the offending one). */
  readonly error?: string;
}

export interface ServiceOptions {
  /** Public URL of the service resource; by default built from the request's Host header. */
  readonly publicUrl?: string;
  /** Extra links shown on the help pages (e.g. business rules and error codes). */
  readonly helpLinks?: readonly HelpLink[];
  /**
   * Whether operation pages offer the HTTP POST Invoke form: `'local'` to loopback callers only
   * (as ASMX does), `true` to everyone, `false` (the default) to no one.
   */
  readonly invokeForm?: boolean | 'local';
  readonly onExchange?: (record: ExchangeRecord) => void;
}

export type SoapService = (request: CoreRequest) => Promise<CoreResponse>;

const TEXT_PLAIN = 'text/plain; charset=utf-8';
const HTML = 'text/html; charset=utf-8';

/**
 * Thrown by a handler when the caller is at fault and the result type has no field to say so
 * (no ErrorCode): it becomes a Client (SOAP 1.2: Sender) fault instead of a Server one.
 */
export class ClientFault extends Error {
  override name = 'ClientFault';
}

/** A failure that already knows its response. */
class Reply extends Error {
  constructor(readonly response: CoreResponse, message: string) {
    super(message);
  }
}

export function createSoapService(
  binding: ServiceBinding,
  implementations: Readonly<Record<string, Implementation>>,
  documents: ServiceDocuments,
  options: ServiceOptions = {},
): SoapService {
  const resourcePath = binding.path.toLowerCase();
  const byAction = new Map<string, AnyOperationBinding>();
  const byName = new Map<string, AnyOperationBinding>();
  const byLowerName = new Map<string, AnyOperationBinding>();
  for (const op of Object.values(binding.operations)) {
    byAction.set(op.soapAction, op);
    byName.set(op.name, op);
    byLowerName.set(op.name.toLowerCase(), op);
  }

  const serviceUrl = (request: CoreRequest): string => {
    if (options.publicUrl) return options.publicUrl;
    const host = header(request, 'host');
    const safeHost = host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : 'localhost';
    const proto = header(request, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
    return `${proto}://${safeHost}${binding.path}`;
  };

  const fault = (version: SoapVersion, status: number, code: FaultCode, message: string): Reply =>
    new Reply({ status, headers: { 'content-type': version === '1.1' ? SOAP11_CONTENT_TYPE : SOAP12_CONTENT_TYPE }, body: faultEnvelope(version, code, message) }, message);

  const text = (status: number, message: string, extra: Record<string, string> = {}): Reply =>
    new Reply({ status, headers: { 'content-type': TEXT_PLAIN, ...extra }, body: `${message}\n` }, message);

  async function invoke(op: AnyOperationBinding, request: unknown, context: RequestContext, state: ExchangeState): Promise<unknown> {
    const implementation = implementations[op.name];
    if (!implementation) throw new Error(`operation ${op.name} has no implementation`);
    const result = await (implementation as (r: unknown, c: RequestContext) => unknown)(request, context);
    state.result = result;
    return result;
  }

  async function soap(request: CoreRequest, version: SoapVersion, contentType: string, state: ExchangeState): Promise<CoreResponse> {
    state.transport = version === '1.1' ? 'soap11' : 'soap12';
    let root: XmlElement;
    try {
      root = parseXml(request.body);
    } catch (error) {
      if (error instanceof XmlSyntaxError) throw fault(version, 400, 'Client', `Server was unable to read request. ---> There is an error in the XML document: ${error.message}.`);
      throw error;
    }
    const expected = envelopeNamespace(version);
    if (root.name !== 'Envelope' || (root.ns !== SOAP11_NS && root.ns !== SOAP12_NS)) {
      throw fault(version, 500, 'Client', `Server was unable to read request. ---> The root element must be a SOAP ${version} Envelope, got ${root.name}.`);
    }
    if (root.ns !== expected) {
      throw fault(version, 500, 'VersionMismatch', `Possible SOAP version mismatch: Envelope namespace ${root.ns} was unexpected. Expecting ${expected}.`);
    }
    const body = root.children.find((c) => c.name === 'Body' && c.ns === expected);
    const element = body?.children[0];
    if (!element) throw fault(version, 500, 'Client', 'Server was unable to read request. ---> The SOAP Body holds no operation element.');

    const op = route(request, version, contentType, element);
    state.operation = op.name;
    if (element.name !== op.name || element.ns !== binding.namespace) {
      throw fault(version, 500, 'Client', `Server was unable to read request. ---> The body element {${element.ns}}${element.name} does not match operation ${op.name}, which expects {${binding.namespace}}${op.name}.`);
    }
    let decoded: unknown;
    try {
      decoded = op.decodeRequest(element);
    } catch (error) {
      if (error instanceof DecodeError) throw fault(version, 500, 'Client', `Server was unable to read request. ---> ${op.name}/${error.message}.`);
      throw error;
    }
    const result = await invoke(op, decoded, context(request, state), state);
    const content = result == null ? '' : xmlElement(`${op.name}Result`, op.encodeResult(result));
    return {
      status: 200,
      headers: { 'content-type': version === '1.1' ? SOAP11_CONTENT_TYPE : SOAP12_CONTENT_TYPE },
      body: envelope(version, `<${op.name}Response xmlns="${binding.namespace}">${content}</${op.name}Response>`),
    };

    function route(req: CoreRequest, v: SoapVersion, ct: string, el: XmlElement): AnyOperationBinding {
      const action = v === '1.2' ? contentTypeParameter(ct, 'action') ?? header(req, 'soapaction') : header(req, 'soapaction');
      if (action === undefined) {
        const op = el.ns === binding.namespace ? byName.get(el.name) : undefined;
        if (!op) throw fault(v, 500, 'Client', `Server did not recognize the request element {${el.ns}}${el.name}.`);
        return op;
      }
      const op = byAction.get(unquote(action));
      if (!op) throw fault(v, 500, 'Client', `Server did not recognize the value of HTTP Header SOAPAction: ${unquote(action)}.`);
      return op;
    }
  }

  async function httpPost(request: CoreRequest, opName: string, state: ExchangeState): Promise<CoreResponse> {
    state.transport = 'httpPost';
    const op = byLowerName.get(opName.toLowerCase());
    if (!op || !op.form) throw text(500, `${opName} Web Service method name is not valid.`);
    state.operation = op.name;
    const contentType = header(request, 'content-type') ?? '';
    if (mediaType(contentType) !== 'application/x-www-form-urlencoded') throw text(500, `Request format is invalid: ${contentType}.`);
    let decoded: unknown;
    try {
      decoded = op.form.decode(new FormReader(request.body));
    } catch (error) {
      if (error instanceof FormError) throw text(500, error.message);
      throw error;
    }
    const result = await invoke(op, decoded, context(request, state), state);
    const root = op.httpPostRoot;
    const content = result == null ? undefined : op.encodeResult(result);
    const document = content === undefined
      ? `<${root} xsi:nil="true" ${ROOT_NAMESPACES} />`
      : indentXml(content === '' ? `<${root} ${ROOT_NAMESPACES} xmlns="${binding.namespace}" />` : `<${root} ${ROOT_NAMESPACES} xmlns="${binding.namespace}">${content}</${root}>`);
    return { status: 200, headers: { 'content-type': SOAP11_CONTENT_TYPE }, body: `${XML_DECLARATION}\n${document}` };
  }

  function get(request: CoreRequest, query: string): CoreResponse {
    const url = serviceUrl(request);
    const q = query.toLowerCase();
    if (q === 'wsdl') return { status: 200, headers: { 'content-type': SOAP11_CONTENT_TYPE }, body: documents.wsdl(url) };
    if (q === 'disco') return { status: 200, headers: { 'content-type': SOAP11_CONTENT_TYPE }, body: documents.disco(url) };
    const op = new URLSearchParams(query).get('op');
    if (op !== null) {
      const page = documents.operationPage(op, url, options.helpLinks, offersInvokeForm(options.invokeForm, request));
      if (page === undefined) throw text(404, `Method '${op}' was not found in service ${binding.name}.`);
      return { status: 200, headers: { 'content-type': HTML }, body: page };
    }
    return { status: 200, headers: { 'content-type': HTML }, body: documents.servicePage(url, options.helpLinks) };
  }

  async function handle(request: CoreRequest, state: ExchangeState): Promise<CoreResponse> {
    const q = request.url.indexOf('?');
    const path = (q < 0 ? request.url : request.url.slice(0, q)).toLowerCase();
    const query = q < 0 ? '' : request.url.slice(q + 1);
    if (path === resourcePath) {
      if (request.method === 'GET' || request.method === 'HEAD') return get(request, query);
      if (request.method !== 'POST') throw text(405, `Method ${request.method} is not allowed; use POST for SOAP or GET for the description.`, { allow: 'GET, POST' });
      const contentType = header(request, 'content-type') ?? '';
      const media = mediaType(contentType);
      if (media === 'text/xml') return soap(request, '1.1', contentType, state);
      if (media === 'application/soap+xml') return soap(request, '1.2', contentType, state);
      throw text(415, `Unsupported content type "${contentType}": send SOAP 1.1 as text/xml, SOAP 1.2 as application/soap+xml, or an HTTP POST form to ${binding.path}/<Operation>.`);
    }
    if (path.startsWith(resourcePath + '/')) {
      const opName = decodeURIComponent(request.url.slice(resourcePath.length + 1, q < 0 ? undefined : q));
      if (request.method !== 'POST') throw text(405, `Request format is unrecognized for URL unexpectedly ending in '/${opName}': use POST.`, { allow: 'POST' });
      return httpPost(request, opName, state);
    }
    throw text(404, `Not found: ${path}. The service is at ${binding.path}.`);
  }

  return async (request: CoreRequest): Promise<CoreResponse> => {
    const started = performance.now();
    const state: ExchangeState = { requestId: requestIdOf(request) };
    let response: CoreResponse;
    let error: string | undefined;
    try {
      response = await handle(request, state);
    } catch (thrown) {
      if (thrown instanceof Reply) {
        response = thrown.response;
        error = thrown.message;
      } else {
        // A handler or encoder failure: the caller gets the message, never a stack trace.
        const code: FaultCode = thrown instanceof ClientFault ? 'Client' : 'Server';
        error = `Server was unable to process request. ---> ${(thrown as Error)?.message ?? String(thrown)}`;
        response = state.transport === 'httpPost' || state.transport === undefined
          ? text(500, error).response
          : fault(state.transport === 'soap11' ? '1.1' : '1.2', 500, code, error).response;
      }
    }
    options.onExchange?.({ ...state, status: response.status, durationMs: performance.now() - started, error });
    return response;
  };

  function context(request: CoreRequest, state: ExchangeState): RequestContext {
    return { requestId: state.requestId, transport: state.transport!, operation: state.operation!, remoteAddress: request.remoteAddress, headers: request.headers };
  }
}

interface ExchangeState {
  requestId: string;
  transport?: Transport;
  operation?: string;
  result?: unknown;
}

function offersInvokeForm(setting: ServiceOptions['invokeForm'], request: CoreRequest): boolean {
  if (setting !== 'local') return setting === true;
  const address = request.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function header(request: CoreRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function mediaType(contentType: string): string {
  const semi = contentType.indexOf(';');
  return (semi < 0 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
}

function contentTypeParameter(contentType: string, name: string): string | undefined {
  for (const part of contentType.split(';').slice(1)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim().toLowerCase() === name) return unquote(part.slice(eq + 1).trim());
  }
  return undefined;
}

function unquote(value: string): string {
  const v = value.trim();
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v;
}

/** Request ids: the caller's X-Request-ID when sane, else this process's random prefix and a counter. */
const ID_PREFIX = randomUUID().slice(0, 8);
let lastId = 0;

function requestIdOf(request: CoreRequest): string {
  const given = header(request, 'x-request-id');
  return given && /^[\w.:-]{1,64}$/.test(given) ? given : `${ID_PREFIX}-${(++lastId).toString(36)}`;
}
