/**
 * The client's HTTP on Node: undici's connection pools (the HTTP/1.1 client Node's own `fetch` is
 * built on), called without `fetch`'s Request and Response objects, which cost more per call than
 * the exchange itself once answers are small. One pool per origin, keep-alive connections. Node
 * only: browsers use the default `fetch` exchange. Usage: `new MyServiceClient({ baseUrl, http: nodeHttp() })`.
 */
import { STATUS_CODES } from 'node:http';
import { Pool } from 'undici';
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

/** One POST through `pool`; rejects as soon as `signal` aborts, even while the call waits for a connection. */
async function exchange(pool: Pool, url: URL, request: HttpRequest): Promise<HttpAnswer> {
  const { signal } = request;
  signal.throwIfAborted();
  // undici settles a call still queued for a connection only once one is free: the race ends it on time.
  let onAbort!: () => void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  const sent = send(pool, url, request);
  sent.catch(() => undefined);
  try {
    return await Promise.race([sent, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

async function send(pool: Pool, url: URL, { headers, body, signal }: HttpRequest): Promise<HttpAnswer> {
  const response = await pool.request({ method: 'POST', path: url.pathname + url.search, headers, body, signal });
  // Bytes gathered and decoded once: one flat string, which the XML reader needs anyway.
  const chunks: Buffer[] = [];
  for await (const chunk of response.body) chunks.push(chunk as Buffer);
  const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
  return { status: response.statusCode, statusText: STATUS_CODES[response.statusCode] ?? '', text };
}
