/**
 * The client's HTTP on Node, with keep-alive connections: `http:` over bare `node:net` sockets
 * speaking HTTP/1.1 (http1.ts), `https:` over `node:https`. Per call `fetch` (undici) costs about
 * three times `node:http`, and `node:http`'s request and response objects about twice a bare
 * socket, which matters once answers are large. Node only: browsers use the default `fetch`
 * exchange. Usage: `new MyServiceClient({ baseUrl, http: nodeHttp() })`.
 */
import type { IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { connect, type Socket } from 'node:net';
import type { HttpAnswer, HttpExchange, HttpRequest } from './http.js';
import { requestHead, ResponseReader } from './http1.js';

export interface NodeHttpOptions {
  /** Connections kept open per host; default 16. */
  readonly maxSockets?: number;
}

export function nodeHttp(options: NodeHttpOptions = {}): HttpExchange {
  const maxSockets = options.maxSockets ?? 16;
  const https = new HttpsAgent({ keepAlive: true, maxSockets });
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
    if (url.protocol === 'https:') return overHttps(request, https);
    if (url.protocol !== 'http:') return Promise.reject(new Error(`unsupported protocol ${url.protocol}`));
    let pool = pools.get(url.host);
    if (!pool) pools.set(url.host, (pool = new Pool(url.hostname.replace(/^\[|\]$/g, ''), Number(url.port || 80), maxSockets)));
    return pool.exchange(url, request);
  };
}

/** Keep-alive connections to one host: idle ones are reused, at most `max` open, callers beyond that wait. */
class Pool {
  private readonly idle: Socket[] = [];
  private open = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly max: number,
  ) {}

  async exchange(url: URL, request: HttpRequest): Promise<HttpAnswer> {
    // Checked before anything is sent, as node:http does: a header value cannot smuggle a line break.
    const head = requestHead(url, request.headers, Buffer.byteLength(request.body));
    while (this.idle.length === 0 && this.open >= this.max) await this.slot(request.signal);
    request.signal.throwIfAborted();
    const socket = this.idle.pop()?.off('data', unsolicited) ?? this.connect();
    return new Promise<HttpAnswer>((resolve, reject) => {
      const reader = new ResponseReader();
      const onData = (chunk: Buffer): void => {
        let answer: HttpAnswer | undefined;
        try {
          answer = reader.push(chunk);
        } catch (error) {
          return fail(error);
        }
        if (answer) done(answer, reader.reusable);
      };
      const onEnd = (): void => {
        const answer = reader.end();
        if (answer) done(answer, false);
        else fail(new Error('the connection closed before the response was complete'));
      };
      const onError = (error: Error): void => fail(error);
      const onAbort = (): void => fail(request.signal.reason);
      const settle = (): void => {
        socket.off('data', onData);
        socket.off('end', onEnd);
        socket.off('error', onError);
        socket.off('close', onEnd);
        request.signal.removeEventListener('abort', onAbort);
      };
      const done = (answer: HttpAnswer, reusable: boolean): void => {
        settle();
        if (reusable) this.release(socket);
        else this.discard(socket);
        resolve(answer);
      };
      const fail = (error: unknown): void => {
        settle();
        this.discard(socket);
        reject(error);
      };
      socket.on('data', onData);
      socket.on('end', onEnd);
      socket.on('error', onError);
      socket.on('close', onEnd);
      request.signal.addEventListener('abort', onAbort);
      socket.ref();
      // Head and body in one write: one segment, one wake-up of the server.
      socket.write(head + request.body);
    });
  }

  /** Waits until a connection may be free (the caller checks again), or rejects when `signal` aborts meanwhile. */
  private slot(signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const wake = (): void => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = (): void => {
        this.waiting.splice(this.waiting.indexOf(wake), 1);
        reject(signal.reason);
      };
      signal.throwIfAborted();
      signal.addEventListener('abort', onAbort);
      this.waiting.push(wake);
    });
  }

  private connect(): Socket {
    this.open++;
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    // An idle connection the server closes (or that fails) leaves the pool.
    socket.on('close', () => {
      this.open--;
      const at = this.idle.indexOf(socket);
      if (at >= 0) this.idle.splice(at, 1);
      this.waiting.shift()?.();
    });
    socket.on('error', () => undefined);
    return socket;
  }

  private release(socket: Socket): void {
    // An idle connection does not keep the process alive, and bytes arriving on it end it.
    socket.unref();
    socket.once('data', unsolicited);
    this.idle.push(socket);
    this.waiting.shift()?.();
  }

  private discard(socket: Socket): void {
    socket.destroy();
  }
}

/** Bytes on an idle connection belong to no request: the connection is not fit to reuse. */
function unsolicited(this: Socket): void {
  this.destroy();
}

function overHttps({ url, headers, body, signal }: HttpRequest, agent: HttpsAgent): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) }, signal },
      (response: IncomingMessage) => {
        // Bytes gathered and decoded once: one flat string, which the XML reader needs anyway.
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
          resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', text });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
