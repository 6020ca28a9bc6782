/**
 * The client's HTTP over `node:http`/`node:https` with keep-alive connections: on Node about
 * three times cheaper per call than `fetch` (undici), which matters once answers are large.
 * Node only: browsers use the default `fetch` exchange. Usage:
 * `new MyServiceClient({ baseUrl, http: nodeHttp() })`.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { HttpExchange } from './http.js';

export interface NodeHttpOptions {
  /** Connections kept open per host; default 16. */
  readonly maxSockets?: number;
}

export function nodeHttp(options: NodeHttpOptions = {}): HttpExchange {
  const maxSockets = options.maxSockets ?? 16;
  const agents = { http: new HttpAgent({ keepAlive: true, maxSockets }), https: new HttpsAgent({ keepAlive: true, maxSockets }) };
  return ({ url, headers, body, signal }) =>
    new Promise((resolve, reject) => {
      const secure = url.startsWith('https:');
      const send = secure ? httpsRequest : httpRequest;
      const outgoing = send(
        url,
        {
          method: 'POST',
          agent: secure ? agents.https : agents.http,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          signal,
        },
        (response: IncomingMessage) => {
          // Bytes gathered and decoded once: one flat string, which the XML reader needs anyway
          // (decoding chunk by chunk made a rope that was copied flat on first read).
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
