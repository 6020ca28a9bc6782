/**
 * The client side of a service binding, over the standard `fetch` (Node 20 and browsers alike:
 * nothing here imports a Node module). Generated clients hold a `SoapClient` and call `call`.
 */
import type { OperationBinding, ServiceBinding, Transport } from '../binding.js';
import { FormWriter } from '../form.js';
import { envelope, SOAP11_CONTENT_TYPE, SOAP12_CONTENT_TYPE, envelopeNamespace, type SoapVersion } from '../soap.js';
import { childElement, parseXml, type XmlElement } from '../xml/parse.js';

export interface ClientOptions {
  /** Where the service is: its origin (`http://host:8080`) or the full resource URL. */
  readonly baseUrl: string;
  /** Default `soap11`. */
  readonly transport?: Transport;
  /** Per-call time limit; default 30 s. */
  readonly timeoutMs?: number;
  /** Extra headers on every request. */
  readonly headers?: Readonly<Record<string, string>>;
  /** A `fetch` to use instead of the global one. */
  readonly fetch?: typeof fetch;
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

export type ServiceErrorKind = 'fault' | 'http' | 'timeout' | 'aborted' | 'network' | 'protocol';

/** Any failed call: a SOAP fault, an HTTP error, a time-out, or a response that is not what the binding says. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly kind: ServiceErrorKind,
    /** The fault code without prefix (`Client`, `Server`, `Sender`, `Receiver`, `VersionMismatch`), else the kind. */
    readonly code: string,
    message: string,
    /** The HTTP status, when a response arrived. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export class SoapClient {
  private readonly url: string;
  private readonly transport: Transport;
  private readonly fetch: typeof fetch;

  constructor(private readonly binding: ServiceBinding, private readonly options: ClientOptions) {
    const base = options.baseUrl.replace(/\/+$/, '');
    this.url = base.toLowerCase().endsWith(binding.path.toLowerCase()) ? base : base + binding.path;
    this.transport = options.transport ?? 'soap11';
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async call<Request, Result>(op: OperationBinding<Request, Result>, request: Request, options: CallOptions = {}): Promise<Result> {
    const { url, init } = this.prepare(op, request);
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? 30_000;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(url, { ...init, signal });
      text = await response.text();
    } catch (error) {
      if (timeout.aborted) throw new ServiceError('timeout', 'timeout', `${op.name} did not answer within ${timeoutMs} ms`);
      if (options.signal?.aborted) throw new ServiceError('aborted', 'aborted', `${op.name} was aborted`);
      throw new ServiceError('network', 'network', `${op.name} failed: ${(error as Error).message}`);
    }
    return this.transport === 'httpPost' ? this.readHttpPost(op, response, text) : this.readSoap(op, response, text);
  }

  private prepare<Request, Result>(op: OperationBinding<Request, Result>, request: Request): { url: string; init: RequestInit } {
    const headers: Record<string, string> = { ...this.options.headers };
    if (this.transport === 'httpPost') {
      if (!op.form) throw new ServiceError('protocol', 'protocol', `${op.name} is not offered over HTTP POST`);
      headers['content-type'] = 'application/x-www-form-urlencoded';
      return { url: `${this.url}/${op.name}`, init: { method: 'POST', headers, body: op.form.encode(request, new FormWriter()).toString() } };
    }
    const version: SoapVersion = this.transport === 'soap11' ? '1.1' : '1.2';
    if (version === '1.1') {
      headers['content-type'] = SOAP11_CONTENT_TYPE;
      headers['soapaction'] = `"${op.soapAction}"`;
    } else {
      headers['content-type'] = `${SOAP12_CONTENT_TYPE}; action="${op.soapAction}"`;
    }
    const body = envelope(version, `<${op.name} xmlns="${this.binding.namespace}">${op.encodeRequest(request)}</${op.name}>`);
    return { url: this.url, init: { method: 'POST', headers, body } };
  }

  private readSoap<Request, Result>(op: OperationBinding<Request, Result>, response: Response, text: string): Result {
    const version: SoapVersion = this.transport === 'soap11' ? '1.1' : '1.2';
    const root = tryParse(text);
    const body = root && root.name === 'Envelope' ? childElement(root, 'Body', envelopeNamespace(version)) : undefined;
    // A fault is a failure whatever the status: never read it as a result.
    const fault = body && childElement(body, 'Fault', envelopeNamespace(version));
    if (fault) throw readFault(fault, version, response.status);
    if (!response.ok) throw httpError(op.name, response, text);
    if (!body) throw new ServiceError('protocol', 'protocol', `${op.name}: the response is not a SOAP ${version} envelope`, response.status);
    const wrapper = childElement(body, `${op.name}Response`, this.binding.namespace);
    const result = wrapper && childElement(wrapper, `${op.name}Result`, this.binding.namespace);
    if (!result) throw new ServiceError('protocol', 'protocol', `${op.name}: the response holds no ${op.name}Result`, response.status);
    return decodeResult(op, result, response.status);
  }

  private readHttpPost<Request, Result>(op: OperationBinding<Request, Result>, response: Response, text: string): Result {
    if (!response.ok) throw httpError(op.name, response, text);
    const root = tryParse(text);
    if (!root || root.name !== op.httpPostRoot || root.ns !== this.binding.namespace || root.nil) {
      throw new ServiceError('protocol', 'protocol', `${op.name}: expected a ${op.httpPostRoot} document`, response.status);
    }
    return decodeResult(op, root, response.status);
  }
}

function tryParse(text: string): XmlElement | undefined {
  try {
    return parseXml(text);
  } catch {
    return undefined;
  }
}

function decodeResult<Request, Result>(op: OperationBinding<Request, Result>, element: XmlElement, status: number): Result {
  try {
    return op.decodeResult(element);
  } catch (error) {
    throw new ServiceError('protocol', 'protocol', `${op.name}: the result does not match the schema: ${(error as Error).message}`, status);
  }
}

function readFault(fault: XmlElement, version: SoapVersion, status: number): ServiceError {
  const ns = envelopeNamespace(version);
  const local = (qname: string): string => qname.trim().replace(/^.*:/, '');
  if (version === '1.1') {
    const code = fault.children.find((c) => c.name === 'faultcode')?.text ?? 'Server';
    const message = fault.children.find((c) => c.name === 'faultstring')?.text ?? '';
    return new ServiceError('fault', local(code), message, status);
  }
  const code = childElement(fault, 'Code', ns);
  const value = code && childElement(code, 'Value', ns);
  const reason = childElement(fault, 'Reason', ns);
  const message = reason?.children.find((c) => c.name === 'Text')?.text ?? '';
  return new ServiceError('fault', local(value?.text ?? 'Receiver'), message, status);
}

function httpError(operation: string, response: Response, text: string): ServiceError {
  const message = text.trim() || response.statusText;
  return new ServiceError('http', String(response.status), `${operation} failed with HTTP ${response.status}: ${message}`, response.status);
}
