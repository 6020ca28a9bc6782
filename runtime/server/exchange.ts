/**
 * What every server transport shares: the request and response shapes, the failure that already
 * knows its response, and small header helpers. Transports (soap.ts, http-post.ts) build on it;
 * dispatch.ts routes between them.
 */
import type { SoapEncoding } from '../xml/soap-encoding.js';
import type { AnyOperationBinding, Transport } from '../binding.js';
import type { SoapTransport } from '../transports.js';
import { replaceUnencodable, UnencodableTextError } from '../xml/escape.js';

export interface CoreRequest {
  readonly method: string;
  /** Path and query, as in the HTTP request line. */
  readonly url: string;
  /** The url's path, as sent (not decoded). */
  readonly path: string;
  /** The url's query without its `?`; "" when there is none. */
  readonly query: string;
  /** Header names in lower case; read them with `header`. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
  readonly remoteAddress?: string | undefined;
}

/** A request as an HTTP server adapter hands it over, its url split once into path and query. */
export function coreRequest(request: Omit<CoreRequest, 'path' | 'query'>): CoreRequest {
  const q = request.url.indexOf('?');
  return {
    method: request.method,
    url: request.url,
    path: q < 0 ? request.url : request.url.slice(0, q),
    query: q < 0 ? '' : request.url.slice(q + 1),
    headers: request.headers,
    body: request.body,
    remoteAddress: request.remoteAddress,
  };
}

export interface CoreResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Fault codes as SOAP 1.1 names them; SOAP 1.2 names are derived. */
export type { FaultCode } from '../soap.js';
import type { FaultCode, FaultParts } from '../soap.js';

/** A failure that already knows its response. */
export class Reply extends Error {
  constructor(
    readonly response: CoreResponse,
    message: string,
  ) {
    super(message);
  }
}

/** The service as a transport sees it: its namespace and its operations, looked up as the wire names them. */
export interface OperationTable {
  readonly namespace: string;
  /** The encoded operations' SOAP encoding (runtime/xml/soap-encoding.ts), SOAP 1.1's or SOAP 1.2's. */
  readonly encoding: SoapEncoding;
  readonly operations: readonly AnyOperationBinding[];
  byName(name: string): AnyOperationBinding | undefined;
  /** rpc wrappers in no namespace (read in the service's too). */
  readonly unqualifiedWrappers: boolean;
  /** By request body element (a bare request's first; '' for an empty Body), for requests without an action. */
  byElement(ns: string, name: string): AnyOperationBinding | undefined;
  /** By the SOAP action of the transport's bindings; "" is never an action (such requests are routed by body element). Operations sharing an action, by their body element. */
  byAction(transport: SoapTransport, action: string, ns: string, name: string): AnyOperationBinding | undefined;
  /** By name ignoring case, as ASMX matches HTTP POST paths. */
  byLowerName(name: string): AnyOperationBinding | undefined;
}

/** A request for an operation, read by a transport. */
export interface ReadCall {
  readonly op: AnyOperationBinding;
  readonly request: unknown;
  /** The declared SOAP header blocks read (`{}` over HTTP POST); undefined when the operation declares none. */
  readonly soapHeaders: unknown;
}

/**
 * One binding on the server side. `match` says whether a POST is for it; `read` finds the operation
 * and decodes the request (throwing a Reply in the transport's own failure shape); `write` answers
 * with a result; `fault` answers with a failure.
 */
export interface ServerTransport {
  readonly id: Transport;
  /** `subPath` is what follows the resource path and a `/` (HTTP POST's operation), or undefined. */
  match(request: CoreRequest, subPath: string | undefined): boolean;
  read(request: CoreRequest, subPath: string | undefined, table: OperationTable): ReadCall;
  /** `soapHeaders`: the response's header blocks, when the operation declares some. */
  write(op: AnyOperationBinding, result: unknown, table: OperationTable, soapHeaders?: unknown): CoreResponse;
  /** `parts`: a declared fault's detail element, or its header blocks (a header fault), serialized (transports without them leave them out). */
  fault(code: FaultCode, status: number, message: string, parts?: FaultParts): CoreResponse;
}

export const TEXT_PLAIN = 'text/plain; charset=utf-8';

export function textReply(status: number, message: string, extra: Record<string, string> = {}): Reply {
  return new Reply({ status, headers: { 'content-type': TEXT_PLAIN, ...extra }, body: `${message}\n` }, message);
}

/** The value of the header `name` (lower case); the first one when it was sent more than once. */
export function header(request: Pick<CoreRequest, 'headers'>, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function mediaType(contentType: string): string {
  const semi = contentType.indexOf(';');
  return (semi < 0 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
}

export function contentTypeParameter(contentType: string, name: string): string | undefined {
  for (const part of contentType.split(';').slice(1)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim().toLowerCase() === name) return unquote(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function unquote(value: string): string {
  const v = value.trim();
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v;
}

/**
 * A result whose text holds a character XML cannot carry (say, an ErrorMessage echoing what the
 * caller sent) is still answered: such characters become U+FFFD. Only that failure takes the
 * slow path; any other encoding error stays an error.
 */
export function encodeResult(op: AnyOperationBinding, result: unknown): string {
  try {
    return op.encodeResult(result);
  } catch (error) {
    if (!(error instanceof UnencodableTextError)) throw error;
    return op.encodeResult(replaceInStrings(result));
  }
}

function replaceInStrings(value: unknown): unknown {
  if (typeof value === 'string') return replaceUnencodable(value);
  if (Array.isArray(value)) return value.map(replaceInStrings);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = replaceInStrings(item);
  return copy;
}

/** The key of a request body element (an empty Body's is the name ''). */
export const bodyKey = (ns: string, name: string): string => (name === '' ? '' : `{${ns}}${name}`);
