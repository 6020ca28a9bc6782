/**
 * nodeHttp() (undici's pools) against a raw TCP server writing responses byte for byte as servers
 * do: framed by Content-Length, chunked or by closing, split anywhere, kept alive or not, and the
 * malformed ones refused.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeHttp } from 'soapgen/runtime/client/node-http.js';
import type { HttpAnswer } from 'soapgen/runtime/client/http.js';

interface Raw {
  readonly url: string;
  /** Each request as received (head and body). */
  readonly requests: string[];
  /** Connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

let servers: Raw[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

/** A TCP server answering each request with `respond(socket, index)`, which writes what it likes. */
async function raw(respond: (socket: Socket, index: number) => void): Promise<Raw> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server: Server = createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(buffered.slice(0, end))?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        requests.push(buffered.slice(0, end + 4 + length));
        buffered = buffered.slice(end + 4 + length);
        respond(socket, requests.length - 1);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const s: Raw = {
    url: `http://127.0.0.1:${port}/svc.asmx?x=1`,
    requests,
    connections: () => accepted,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  servers.push(s);
  return s;
}

const post = (url: string, http = nodeHttp(), headers: Record<string, string> = { 'content-type': 'text/xml' }): Promise<HttpAnswer> =>
  http({ url, headers, body: '<a>é</a>', signal: AbortSignal.timeout(5000) });

/** Writes `parts` one after another, each in its own TCP segment. */
function trickle(socket: Socket, parts: string[]): void {
  let i = 0;
  const next = (): void => {
    if (i < parts.length) socket.write(parts[i++]!, () => setTimeout(next, 2));
  };
  next();
}

describe('nodeHttp() over http:', () => {
  it('sends one POST with Host, the headers given and the body as UTF-8, and reads a Content-Length answer', async () => {
    const server = await raw((socket) => socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nContent-Length: 9\r\n\r\n<r>ü</r>'));
    const answer = await post(server.url);
    expect(answer).toEqual({ status: 200, statusText: 'OK', text: '<r>ü</r>' });
    const [request] = server.requests;
    expect(request).toMatch(/^POST \/svc\.asmx\?x=1 HTTP\/1\.1\r\n/);
    expect(request).toMatch(new RegExp(`\r\nhost: ${new URL(server.url).host}\r\n`, 'i'));
    expect(request).toContain('\r\ncontent-type: text/xml\r\n');
    expect(request).toMatch(/\r\ncontent-length: 9\r\n/i);
    expect(Buffer.from(request!.split('\r\n\r\n')[1]!, 'latin1').toString('utf8')).toBe('<a>é</a>');
  });

  it('keeps connections for the next calls', async () => {
    const server = await raw((socket) => socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok'));
    const http = nodeHttp();
    for (let i = 0; i < 10; i++) expect((await post(server.url, http)).text).toBe('ok');
    expect(server.connections()).toBeLessThanOrEqual(2);
  });

  it('reads a chunked answer split anywhere, with extensions and trailers', async () => {
    const server = await raw((socket) =>
      trickle(socket, [
        'HTTP/1.1 500 Internal Server Error\r\nTransfer-Enc',
        'oding: chunked\r\n\r\n4;ext=1\r\n<r>',
        'f\r',
        '\n5\r\nault<\r\n3\r',
        '\n/r>\r\n0\r\nX-Trailer: 1\r\n\r\n',
      ]),
    );
    const http = nodeHttp();
    expect(await post(server.url, http)).toEqual({ status: 500, statusText: 'Internal Server Error', text: '<r>fault</r>' });
    expect((await post(server.url, http)).text).toBe('<r>fault</r>');
  });

  it('reads an answer delimited by the end of the connection', async () => {
    const closing = await raw((socket) => socket.end('HTTP/1.0 200 OK\r\n\r\nuntil the end'));
    const http = nodeHttp();
    expect((await post(closing.url, http)).text).toBe('until the end');
    expect((await post(closing.url, http)).text).toBe('until the end');
  });

  it('does not reuse a connection the server asked to close, nor one the server closed while idle', async () => {
    const server = await raw((socket, index) => {
      if (index === 0) socket.end('HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 1\r\n\r\na');
      else if (index === 1) socket.write('HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nb', () => setTimeout(() => socket.end(), 10));
      else socket.write('HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nc');
    });
    const http = nodeHttp();
    expect((await post(server.url, http)).text).toBe('a');
    expect((await post(server.url, http)).text).toBe('b');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await post(server.url, http)).text).toBe('c');
    expect(server.connections()).toBe(3);
  });

  it('refuses malformed answers and a truncated one', async () => {
    const malformed = [
      'HTTP/2 200 OK\r\n\r\n',
      'HTTP/1.1 200 OK\r\nContent-Length: 5, 6\r\n\r\n',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'HTTP/1.1 200 OK\r\nBad Header\r\n\r\n',
    ];
    for (const response of malformed) {
      const server = await raw((socket) => socket.write(response));
      await expect(post(server.url)).rejects.toThrow();
    }
    const truncated = await raw((socket) => socket.end('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc'));
    await expect(post(truncated.url)).rejects.toThrow();
  });

  it('refuses a header that would smuggle a line into the request, before connecting', async () => {
    const server = await raw(() => undefined);
    await expect(post(server.url, nodeHttp(), { 'x-a': 'ok\r\nX-Evil: 1' })).rejects.toThrow('invalid x-a header');
    expect(server.connections()).toBe(0);
  });

  it('fails on a refused connection, and on abort, freeing the connection slot', async () => {
    const server = await raw(() => undefined);
    const http = nodeHttp({ maxSockets: 1 });
    const controller = new AbortController();
    const pending = http({ url: server.url, headers: {}, body: '', signal: controller.signal });
    setTimeout(() => controller.abort(new Error('stopped')), 20);
    await expect(pending).rejects.toThrow('stopped');
    await expect(http({ url: server.url, headers: {}, body: '', signal: AbortSignal.timeout(50) })).rejects.toThrow();
    // A call waiting for the one connection gives up at its own time-out.
    const busy = http({ url: server.url, headers: {}, body: '', signal: AbortSignal.timeout(300) });
    await expect(http({ url: server.url, headers: {}, body: '', signal: AbortSignal.timeout(50) })).rejects.toThrow(/timeout|aborted/i);
    await expect(busy).rejects.toThrow(/timeout|aborted/i);
    await server.close();
    await expect(post(server.url, http)).rejects.toThrow(/ECONNREFUSED/);
  });
});
