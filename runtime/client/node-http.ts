/**
 * The client's HTTP on Node: undici's connection pools (the HTTP/1.1 client Node's own `fetch` is
 * built on), called without `fetch`'s Request and Response objects, which cost more per call than
 * the exchange itself once answers are small. One pool per origin, keep-alive connections. Node
 * only: browsers use the default `fetch` exchange. Usage: `new MyServiceClient({ baseUrl, http: nodeHttp() })`.
 */
import { STATUS_CODES } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import type { HttpAnswer, HttpExchange, HttpRequest } from './http.js';

export interface NodeHttpOptions {
  /** Connections kept open per host; default 16. */
  readonly maxSockets?: number;
}

export function nodeHttp(options: NodeHttpOptions = {}): HttpExchange {
  const connections = options.maxSockets ?? 16;
  const pools = new Map<string, Pool>();
  // A client calls a few URLs over and over: each parsed once (a bounded number of them).
  const urls = new Map<string, URL>();
  return (request) => {
    let url = urls.get(request.url);
    if (!url) {
      url = new URL(request.url);
      if (urls.size >= 256) urls.clear();
      urls.set(request.url, url);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new Error(`unsupported protocol ${url.protocol}`));
    let pool = pools.get(url.origin);
    // An idle pool does not keep the process alive (undici's sockets are unref'd while idle).
    if (!pool) pools.set(url.origin, (pool = new Pool(url.origin, { connections })));
    return exchange(pool, url, request);
  };
}

/**
 * One POST through `pool`, on undici's dispatch handlers (no response stream, no promise per
 * chunk): settled by the answer's end, an error, or `signal` aborting, even while the call waits
 * for a connection (undici starts a queued call only once a connection is free; it is then
 * aborted at once).
 */
function exchange(pool: Pool, url: URL, { headers, body, signal }: HttpRequest): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const chunks: Buffer[] = [];
    let status = 0;
    let controller: Dispatcher.DispatchController | undefined;
    let settled = false;
    const settle = (): boolean => {
      if (settled) return false;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      return true;
    };
    const onAbort = (): void => {
      if (!settle()) return;
      controller?.abort(signal.reason);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    pool.dispatch(
      { method: 'POST', path: url.pathname + url.search, headers, body },
      {
        onRequestStart(started) {
          controller = started;
          if (settled) started.abort(signal.reason);
        },
        onResponseStart(_, statusCode) {
          status = statusCode;
        },
        onResponseData(_, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          if (!settle()) return;
          // Bytes gathered and decoded once: one flat string, which the XML reader needs anyway.
          const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
          resolve({ status, statusText: STATUS_CODES[status] ?? '', text });
        },
        onResponseError(_, error) {
          if (settle()) reject(error);
        },
      },
    );
  });
}
