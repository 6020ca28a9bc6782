/**
 * The framework-agnostic server core: one request in, one response out. The router (routing.ts)
 * sends GETs of the resource to the documents (documents.ts) and POSTs to a call (call.ts); every
 * finished exchange is recorded for the caller's logs and metrics.
 */
import { randomUUID } from 'node:crypto';
import type { AnyOperationBinding, HandlerOf, ServiceBinding, Transport } from '../binding.js';
import { caller, type CallContext, type CallNotes } from './call.js';
import { documentServer, type DocumentOptions, type ServiceDocuments } from './documents.js';
import { header, Reply, type CoreRequest, type CoreResponse } from './exchange.js';
import { router } from './routing.js';

export { ClientFault, type CallContext, type RequestContext } from './call.js';
export type { HelpLink, ServiceDocuments } from './documents.js';
export { coreRequest, header, type CoreRequest, type CoreResponse } from './exchange.js';

/** One finished exchange, for logs and metrics. */
export interface ExchangeRecord {
  readonly requestId: string;
  readonly transport?: Transport | undefined;
  readonly operation?: string | undefined;
  readonly status: number;
  readonly durationMs: number;
  /** The handler's result, when there was one. */
  readonly result?: unknown;
  /** Why the request failed, when it did (never includes request values beyond the offending one). */
  readonly error?: string | undefined;
}

export interface ServiceOptions extends DocumentOptions {
  /** Told of every finished exchange, with the request it answered (e.g. to join it to a log line). */
  readonly onExchange?: (record: ExchangeRecord, request: CoreRequest) => void;
}

export type SoapService = (request: CoreRequest) => Promise<CoreResponse>;

export function createSoapService<Operations extends Readonly<Record<string, AnyOperationBinding>>>(
  binding: ServiceBinding<Operations>,
  handler: HandlerOf<Operations, CallContext>,
  documents: ServiceDocuments,
  options: ServiceOptions = {},
): SoapService {
  const route = router(
    binding.path,
    binding.ports?.map((p) => p.path),
  );
  const serveDocument = documentServer(binding, documents, options);
  const calls = caller(binding, handler);

  return async (request: CoreRequest): Promise<CoreResponse> => {
    const started = performance.now();
    // One object of one shape from start to end: it becomes the record onExchange is given.
    const state: ExchangeState = {
      requestId: requestIdOf(request),
      transport: undefined,
      operation: undefined,
      result: undefined,
      status: 0,
      durationMs: 0,
      error: undefined,
    };
    let response: CoreResponse;
    let error: string | undefined;
    try {
      const to = route(request);
      response = to.to === 'documents' ? serveDocument(request) : await calls.call(request, to.subPath, state);
    } catch (thrown) {
      if (thrown instanceof Reply) {
        response = thrown.response;
        error = thrown.message;
      } else {
        ({ response, error } = calls.failed(thrown, state));
      }
    }
    state.status = response.status;
    state.durationMs = performance.now() - started;
    state.error = error;
    options.onExchange?.(state, request);
    return response;
  };
}

type ExchangeState = CallNotes & { -readonly [K in keyof ExchangeRecord]: ExchangeRecord[K] };

/** Request ids: the caller's X-Request-ID when sane, else this process's random prefix and a counter. */
const ID_PREFIX = randomUUID().slice(0, 8);
let lastId = 0;

function requestIdOf(request: CoreRequest): string {
  const given = header(request, 'x-request-id');
  return given && /^[\w.:-]{1,64}$/.test(given) ? given : `${ID_PREFIX}-${(++lastId).toString(36)}`;
}
