/**
 * The client side of a service binding, over the standard `fetch` (Node 20 and browsers alike:
 * nothing here imports a Node module). Generated clients hold a `SoapClient` and call `call`.
 */
import type { OperationBinding, ServiceBinding, ServicePort, Transport } from '../binding.js';
import { ServiceError } from './errors.js';
import { fetchExchange, type HttpAnswer, type HttpExchange } from './http.js';
import { portOffers, portPlace } from '../ports.js';
import { CLIENT_TRANSPORTS, type ClientTransport } from './transports.js';

export { ServiceError, type ServiceErrorKind } from './errors.js';
export type { HttpAnswer, HttpExchange, HttpRequest } from './http.js';

/** A port by name, or by its wsdl:service and name where ports of several services share the name. */
export type PortChoice = string | { readonly service: string; readonly name: string };

export interface ClientOptions<SoapHeaders = Readonly<Record<string, unknown>>, Port extends PortChoice = PortChoice> {
  /** Where the service is: its origin (`http://host:8080`) or the full resource URL. */
  readonly baseUrl: string;
  /** Default: the service's first transport (`soap11` when it offers SOAP 1.1). */
  readonly transport?: Transport;
  /**
   * A WSDL port to call through, at its own path over its transport (for a service whose ports have
   * paths of their own); calling an operation its binding does not offer fails. Without one, each
   * operation is sent to the service's path, or to the first port offering it where that path does not.
   * A generated client names its service's ports; where ports of several wsdl:services share a
   * name, `{ service, name }` picks one.
   */
  readonly port?: Port;
  /** Per-call time limit; default 30 s. */
  readonly timeoutMs?: number;
  /** Extra HTTP headers on every request. */
  readonly headers?: Readonly<Record<string, string>>;
  /** SOAP header blocks sent with every call of an operation that declares them (a call's own win). */
  readonly soapHeaders?: SoapHeaders;
  /** A `fetch` to use instead of the global one. */
  readonly fetch?: typeof fetch;
  /**
   * How requests are sent; default: through `fetch`. On Node, `nodeHttp()` from
   * `soapgen/runtime/client/node-http.js` is several times cheaper per call.
   */
  readonly http?: HttpExchange;
}

export interface CallOptions<RequestHeaders = undefined> {
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** The operation's SOAP header blocks for this call, over those given for every call. */
  readonly soapHeaders?: Partial<RequestHeaders>;
}

/** A result with the response's declared SOAP header blocks. */
export interface Exchange<Result, ResponseHeaders> {
  readonly result: Result;
  readonly soapHeaders: ResponseHeaders;
}

export class SoapClient {
  private readonly url: string;
  private readonly transport: ClientTransport;
  private readonly http: HttpExchange;
  /** Where each operation the client's port (or the service's path) does not offer is sent instead. */
  private readonly elsewhere: (op: string) => string;

  constructor(
    private readonly binding: ServiceBinding,
    private readonly options: ClientOptions<object>,
  ) {
    const port = options.port === undefined ? undefined : chosenPort(binding, options.port);
    this.url = resourceUrl(options.baseUrl, binding.path, port?.path ?? binding.path);
    const transport = options.transport ?? port?.transport ?? binding.transports[0] ?? 'soap11';
    if (!binding.transports.includes(transport)) {
      throw new ServiceError('protocol', 'protocol', `${binding.name} does not offer ${transport} (it offers ${binding.transports.join(', ')})`);
    }
    this.transport = CLIENT_TRANSPORTS[transport];
    this.http = options.http ?? fetchExchange(options.fetch);
    this.elsewhere = otherPorts(binding, options, transport, port?.path ?? binding.path);
  }

  async call<Request, Result, RequestHeaders, ResponseHeaders>(
    op: OperationBinding<Request, Result, string, RequestHeaders, ResponseHeaders>,
    request: Request,
    options: CallOptions<RequestHeaders> = {},
  ): Promise<Result> {
    return this.send(op, request, options);
  }

  /** A call that also returns the response's SOAP header blocks (`{}` over HTTP POST, which has none). */
  async exchange<Request, Result, RequestHeaders, ResponseHeaders>(
    op: OperationBinding<Request, Result, string, RequestHeaders, ResponseHeaders>,
    request: Request,
    options: CallOptions<RequestHeaders> = {},
  ): Promise<Exchange<Result, ResponseHeaders>> {
    let soapHeaders = {} as ResponseHeaders;
    const result = await this.send(op, request, options, (received) => {
      soapHeaders = received;
    });
    return { result, soapHeaders };
  }

  private async send<Request, Result, RequestHeaders, ResponseHeaders>(
    op: OperationBinding<Request, Result, string, RequestHeaders, ResponseHeaders>,
    request: Request,
    options: CallOptions<RequestHeaders>,
    onHeaders?: (soapHeaders: ResponseHeaders) => void,
  ): Promise<Result> {
    const soapHeaders = op.requestHeaders ? ({ ...this.options.soapHeaders, ...options.soapHeaders } as RequestHeaders) : undefined;
    const prepared = this.transport.prepare(op, this.binding, this.elsewhere(op.name) || this.url, request, { ...this.options.headers }, soapHeaders);
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? 30_000;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let answer: HttpAnswer;
    try {
      answer = await this.http({ ...prepared, signal });
    } catch (error) {
      if (timeout.aborted) throw new ServiceError('timeout', 'timeout', `${op.name} did not answer within ${timeoutMs} ms`);
      if (options.signal?.aborted) throw new ServiceError('aborted', 'aborted', `${op.name} was aborted`);
      throw new ServiceError('network', 'network', `${op.name} failed: ${(error as Error).message}`);
    }
    return this.transport.read(op, this.binding, answer, onHeaders);
  }
}

/** The port a client is given, of the one service holding a port of that name, or of the service given. */
function chosenPort(binding: ServiceBinding, choice: PortChoice): ServicePort {
  const { name, service } = typeof choice === 'string' ? { name: choice, service: undefined } : choice;
  const serviceOf = (p: ServicePort): string => p.service ?? binding.name;
  const found = (binding.ports ?? []).filter((p) => p.name === name && (service === undefined || serviceOf(p) === service));
  const services = [...new Set(found.map(serviceOf))];
  if (services.length === 1) return found[0]!;
  const problem =
    services.length > 1
      ? `${binding.name} has ports ${name} in several services (${services.join(', ')}): pick one with port: { service, name }`
      : `${binding.name} has no port ${portLabel(choice)}${binding.ports?.length ? ` (its ports: ${binding.ports.map((p) => (p.service ? portLabel({ service: p.service, name: p.name }) : p.name)).join(', ')})` : ' at a path of its own'}`;
  throw new ServiceError('protocol', 'protocol', problem);
}

/** A port as messages name it: `Service/Port` where a service is given. */
function portLabel(choice: PortChoice): string {
  return typeof choice === 'string' ? choice : `${choice.service}/${choice.name}`;
}

/**
 * Per operation the URL to send it to instead of the client's own ('' for none): a port offering
 * it, for a client of no given port; a client of a given port does not offer it, and says so.
 */
function otherPorts(binding: ServiceBinding, options: ClientOptions<object>, transport: Transport, path: string): (op: string) => string {
  const offers = portOffers(binding);
  const here = transport === 'httpPost' ? undefined : offers.at(transport, path);
  // A transport whose ports are all at other paths (an imported service's SOAP 1.2 port) is sent to one of them.
  const ofTransport = transport === 'httpPost' ? [] : (binding.ports ?? []).filter((p) => p.transport === transport);
  const noneHere = ofTransport.length > 0 && !ofTransport.some((p) => portPlace(transport, p.path) === portPlace(transport, path));
  if (here === undefined && !noneHere) return () => '';
  const urls = new Map<string, string>();
  return (op) => {
    if (here?.has(op)) return '';
    let url = urls.get(op);
    if (url === undefined) {
      const paths = offers.pathsOf(transport, op);
      if (options.port !== undefined || paths.length === 0)
        throw new ServiceError(
          'protocol',
          'protocol',
          `${binding.name}: port ${options.port !== undefined ? portLabel(options.port) : path} does not offer ${op}${paths.length ? ` (it is offered at ${paths.join(', ')})` : ` over ${transport}`}`,
        );
      urls.set(op, (url = resourceUrl(options.baseUrl, binding.path, paths[0]!)));
    }
    return url;
  };
}

/** The URL of the resource at `path`, from the origin or from the full URL of the resource at `path` or of the service's. */
function resourceUrl(baseUrl: string, servicePath: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const ends = (p: string): boolean => base.toLowerCase().endsWith(p.toLowerCase());
  if (ends(path)) return base;
  return (ends(servicePath) ? base.slice(0, base.length - servicePath.length) : base) + path;
}
