/** Serves a `SoapService` with `node:http`, with the limits a public endpoint needs. */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { keepDerived } from '../reusable.js';
import { coreRequest, type CoreResponse, type SoapService } from './dispatch.js';

export interface HttpLimits {
  /** Largest request body accepted; larger ones get 413. Default 1 MiB. */
  readonly bodyLimitBytes?: number;
  /** Time allowed for the whole request to arrive. Default 30 s. */
  readonly requestTimeoutMs?: number;
  /** Time allowed for the request headers to arrive. Default 10 s. */
  readonly headersTimeoutMs?: number;
  /** How long an idle keep-alive connection stays open. Default 5 s. */
  readonly keepAliveTimeoutMs?: number;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** A `node:http` request listener; mount it in any server that speaks node's request/response. */
export function createRequestListener(service: SoapService, limits: HttpLimits = {}): RequestListener {
  const bodyLimit = limits.bodyLimitBytes ?? DEFAULT_BODY_LIMIT;
  return (req, res) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > bodyLimit) return tooLarge(req, res, bodyLimit);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > bodyLimit) {
        req.removeAllListeners('data');
        tooLarge(req, res, bodyLimit);
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > bodyLimit) return;
      const body = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
      service(coreRequest({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body, remoteAddress: req.socket.remoteAddress }))
        .then((response) => send(req, res, response))
        .catch((error: unknown) =>
          send(req, res, { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: `Internal error: ${(error as Error).message}\n` }),
        );
    });
  };
}

export function createHttpServer(service: SoapService, limits: HttpLimits = {}): Server {
  const headersTimeout = limits.headersTimeoutMs ?? 10_000;
  const requestTimeout = limits.requestTimeoutMs ?? 30_000;
  const server = createServer(
    {
      requestTimeout,
      headersTimeout,
      keepAliveTimeout: limits.keepAliveTimeoutMs ?? 5_000,
      // node checks both time-outs only this often (default 30 s): check often enough that a
      // slow sender is cut off within a tenth of its time-out, at most 1 s late.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(Math.min(headersTimeout, requestTimeout) / 10))),
    },
    createRequestListener(service, limits),
  );
  return server;
}

/** A response's bytes; those of a reusable response (one the core keeps, see call.ts) are encoded once. */
const bodyBytes = keepDerived((response: CoreResponse): Buffer => Buffer.from(response.body, 'utf8'));

/**
 * Answers are written together at the end of the event loop's current turn, not one by one as
 * each is ready. Under load a turn serves many connections; on a loopback or a virtual machine
 * each separate write can wake the peer again (a cross-CPU wake-up each), while writes in a burst
 * wake it once. It cost the answer at most the rest of the turn, and gained 40 % req/s for a
 * server doing 20 µs of work per request (docs/performance.md).
 */
let ready: Array<() => void> = [];

function writeReady(): void {
  const writes = ready;
  ready = [];
  for (const write of writes) write();
}

function send(req: IncomingMessage, res: ServerResponse, response: CoreResponse): void {
  if (ready.length === 0) setImmediate(writeReady);
  // The bytes are made now, while the answer's freshly built string is still in the CPU's caches:
  // made at the write, after the rest of the turn's requests, its pieces are read back from memory.
  const bytes = bodyBytes(response);
  ready.push(() => write(req, res, response, bytes));
}

function write(req: IncomingMessage, res: ServerResponse, response: CoreResponse, bytes: Buffer): void {
  if (res.headersSent) return;
  for (const name in response.headers) res.setHeader(name, response.headers[name]!);
  res.setHeader('content-length', bytes.length);
  res.statusCode = response.status;
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

function tooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  // Close the connection: the rest of an oversize body is not worth reading.
  res.setHeader('connection', 'close');
  send(req, res, { status: 413, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: `Request body exceeds the limit of ${limit} bytes.\n` });
  req.resume();
}
