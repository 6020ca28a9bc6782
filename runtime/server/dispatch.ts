/**
 * The framework-agnostic server core: one request in, one response out. A small router: GETs of the
 * resource give the WSDL, disco and help pages; POSTs go to the first offered transport that
 * matches (soap.ts, http-post.ts), which reads the call; the handler's method named by the
 * operation's binding answers; the transport writes the result or the failure.
 */
import { randomUUID } from 'node:crypto';
import type { AnyOperationBinding, HandlerOf, ServiceBinding, Transport } from '../binding.js';
import { SOAP11_CONTENT_TYPE } from '../soap.js';
import { header, Reply, textReply, type CoreRequest, type CoreResponse, type FaultCode, type OperationTable, type ServerTransport } from './exchange.js';
import { httpPostTransport } from './http-post.js';
import { ReadFailure, soapTransport } from './soap.js';

export type { CoreRequest, CoreResponse } from './exchange.js';

/** Every server transport, by the name a binding offers it under. */
const TRANSPORTS: Readonly<Record<Transport, ServerTransport>> = {
  soap11: soapTransport('1.1'),
  soap12: soapTransport('1.2'),
  httpPost: httpPostTransport,
};

/** What a handler learns about the call besides its parameters. */
export interface RequestContext {
  readonly requestId: string;
  readonly transport: Transport;
  readonly operation: string;
  readonly remoteAddress?: string;
  readonly headers: CoreRequest['headers'];
}

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
  /** Told of every finished exchange, with the request it answered (e.g. to join it to a log line). */
  readonly onExchange?: (record: ExchangeRecord, request: CoreRequest) => void;
}

export type SoapService = (request: CoreRequest) => Promise<CoreResponse>;

const HTML = 'text/html; charset=utf-8';

/**
 * Thrown by a handler when the caller is at fault and the result type has no field to say so
 * (no ErrorCode): it becomes a Client (SOAP 1.2: Sender) fault instead of a Server one.
 */
export class ClientFault extends Error {
  override name = 'ClientFault';
}

export function createSoapService<Operations extends Readonly<Record<string, AnyOperationBinding>>>(
  binding: ServiceBinding<Operations>,
  handler: HandlerOf<Operations, RequestContext>,
  documents: ServiceDocuments,
  options: ServiceOptions = {},
): SoapService {
  const resourcePath = binding.path.toLowerCase();
  const operations = Object.values(binding.operations);
  const byAction = new Map(operations.filter((op) => op.soapAction !== '').map((op) => [op.soapAction, op]));
  const byName = new Map(operations.map((op) => [op.name, op]));
  const byLowerName = new Map(operations.map((op) => [op.name.toLowerCase(), op]));
  const table: OperationTable = {
    namespace: binding.namespace,
    operations,
    byName: (name) => byName.get(name),
    byAction: (action) => byAction.get(action),
    byLowerName: (name) => byLowerName.get(name),
  };
  const offered = binding.transports.map((t) => TRANSPORTS[t]);
  const methods = handler as unknown as Readonly<Record<string, (request: unknown, context: RequestContext) => unknown>>;

  const serviceUrl = (request: CoreRequest): string => {
    if (options.publicUrl) return options.publicUrl;
    const host = header(request, 'host');
    const safeHost = host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : 'localhost';
    const proto = header(request, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
    return `${proto}://${safeHost}${binding.path}`;
  };

  function get(request: CoreRequest, query: string): CoreResponse {
    const url = serviceUrl(request);
    const q = query.toLowerCase();
    if (q === 'wsdl') return { status: 200, headers: { 'content-type': SOAP11_CONTENT_TYPE }, body: documents.wsdl(url) };
    if (q === 'disco') return { status: 200, headers: { 'content-type': SOAP11_CONTENT_TYPE }, body: documents.disco(url) };
    const op = new URLSearchParams(query).get('op');
    if (op !== null) {
      const page = documents.operationPage(op, url, options.helpLinks, offersInvokeForm(options.invokeForm, request));
      if (page === undefined) throw textReply(404, `Method '${op}' was not found in service ${binding.name}.`);
      return { status: 200, headers: { 'content-type': HTML }, body: page };
    }
    return { status: 200, headers: { 'content-type': HTML }, body: documents.servicePage(url, options.helpLinks) };
  }

  /** The transport a POST is for, or the reply saying what the service accepts. */
  function transportFor(request: CoreRequest, subPath: string | undefined): ServerTransport {
    const transport = offered.find((t) => t.match(request, subPath));
    if (transport) return transport;
    if (subPath !== undefined) throw textReply(404, `Not found: ${binding.path}/${subPath}. ${binding.name} does not offer HTTP POST.`);
    const contentType = header(request, 'content-type') ?? '';
    const ways = [
      ...(binding.transports.includes('soap11') ? ['SOAP 1.1 as text/xml'] : []),
      ...(binding.transports.includes('soap12') ? ['SOAP 1.2 as application/soap+xml'] : []),
      ...(binding.transports.includes('httpPost') ? [`an HTTP POST form to ${binding.path}/<Operation>`] : []),
    ];
    throw textReply(415, `Unsupported content type "${contentType}": send ${ways.length > 1 ? `${ways.slice(0, -1).join(', ')} or ${ways.at(-1)}` : ways[0]}.`);
  }

  async function call(request: CoreRequest, subPath: string | undefined, state: ExchangeState): Promise<CoreResponse> {
    const transport = transportFor(request, subPath);
    state.transport = transport.id;
    let read;
    try {
      read = transport.read(request, subPath, table);
    } catch (error) {
      if (error instanceof ReadFailure) state.operation = error.op.name;
      throw error;
    }
    const { op } = read;
    state.operation = op.name;
    const method = methods[op.method];
    if (!method) throw new Error(`operation ${op.name} has no implementation`);
    const context: RequestContext = { requestId: state.requestId, transport: transport.id, operation: op.name, remoteAddress: request.remoteAddress, headers: request.headers };
    const result = await method.call(handler, read.request, context);
    state.result = result;
    return write(transport, op, result);
  }

  /**
   * A frozen result cannot change, so its answer is written once and kept for as long as the
   * result lives: a handler that serves the same frozen object again (a cache of its answers)
   * costs no encoding. Other results are written each time.
   */
  const written = new WeakMap<object, Map<string, CoreResponse>>();
  function write(transport: ServerTransport, op: AnyOperationBinding, result: unknown): CoreResponse {
    if (result === null || typeof result !== 'object' || !Object.isFrozen(result)) return transport.write(op, result, table);
    const key = `${transport.id} ${op.name}`;
    let answers = written.get(result);
    const known = answers?.get(key);
    if (known) return known;
    const response = Object.freeze(transport.write(op, result, table));
    if (!answers) written.set(result, (answers = new Map()));
    answers.set(key, response);
    return response;
  }

  async function handle(request: CoreRequest, state: ExchangeState): Promise<CoreResponse> {
    const q = request.url.indexOf('?');
    const path = (q < 0 ? request.url : request.url.slice(0, q)).toLowerCase();
    const query = q < 0 ? '' : request.url.slice(q + 1);
    if (path === resourcePath) {
      if (request.method === 'GET' || request.method === 'HEAD') return get(request, query);
      if (request.method !== 'POST') throw textReply(405, `Method ${request.method} is not allowed; use POST for SOAP or GET for the description.`, { allow: 'GET, POST' });
      return call(request, undefined, state);
    }
    if (path.startsWith(resourcePath + '/')) {
      const opName = decodePathSegment(request.url.slice(resourcePath.length + 1, q < 0 ? undefined : q));
      if (request.method !== 'POST') throw textReply(405, `Request format is unrecognized for URL unexpectedly ending in '/${opName}': use POST.`, { allow: 'POST' });
      return call(request, opName, state);
    }
    throw textReply(404, `Not found: ${path}. The service is at ${binding.path}.`);
  }

  return async (request: CoreRequest): Promise<CoreResponse> => {
    const started = performance.now();
    // One object of one shape from start to end: it becomes the record onExchange is given.
    const state: ExchangeState = { requestId: requestIdOf(request), transport: undefined, operation: undefined, result: undefined, status: 0, durationMs: 0, error: undefined };
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
        response = (state.transport ? TRANSPORTS[state.transport] : httpPostTransport).fault(code, 500, error);
      }
    }
    state.status = response.status;
    state.durationMs = performance.now() - started;
    state.error = error;
    options.onExchange?.(state, request);
    return response;
  };
}

type ExchangeState = { -readonly [K in keyof ExchangeRecord]: ExchangeRecord[K] };

function offersInvokeForm(setting: ServiceOptions['invokeForm'], request: CoreRequest): boolean {
  if (setting !== 'local') return setting === true;
  const address = request.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Request ids: the caller's X-Request-ID when sane, else this process's random prefix and a counter. */
const ID_PREFIX = randomUUID().slice(0, 8);
let lastId = 0;

function requestIdOf(request: CoreRequest): string {
  const given = header(request, 'x-request-id');
  return given && /^[\w.:-]{1,64}$/.test(given) ? given : `${ID_PREFIX}-${(++lastId).toString(36)}`;
}

/** A path segment with its %-escapes decoded; malformed escapes (`%E0%A4%A`) are kept as written. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
