/**
 * nodeHttp()'s own HTTP/1.1 over a socket (runtime/client/http1.ts), against a raw TCP server
 * writing responses byte for byte as servers do: framed by Content-Length, chunked or by closing,
 * split anywhere, kept alive or not, and the malformed ones refused.
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
    expect(request).toContain(`\r\nHost: ${new URL(server.url).host}\r\n`);
    expect(request).toContain('\r\ncontent-type: text/xml\r\n');
    expect(request).toContain('\r\nContent-Length: 9\r\n');
    expect(Buffer.from(request!.split('\r\n\r\n')[1]!, 'latin1').toString('utf8')).toBe('<a>é</a>');
  });

  it('keeps the connection for the next call, and opens another only while one is busy', async () => {
    const server = await raw((socket) => socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok'));
    const http = nodeHttp();
    for (let i = 0; i < 3; i++) expect((await post(server.url, http)).text).toBe('ok');
    expect(server.connections()).toBe(1);
    await Promise.all([post(server.url, http), post(server.url, http)]);
    expect(server.connections()).toBe(2);
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
    expect(server.connections()).toBe(1);
  });

  it('reads an answer delimited by the end of the connection, and one after an interim 100 Continue', async () => {
    const closing = await raw((socket) => socket.end('HTTP/1.0 200 OK\r\n\r\nuntil the end'));
    const http = nodeHttp();
    expect((await post(closing.url, http)).text).toBe('until the end');
    expect((await post(closing.url, http)).text).toBe('until the end');
    const interim = await raw((socket) => socket.write('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 202 Accepted\r\nContent-Length: 0\r\n\r\n'));
    expect(await post(interim.url)).toEqual({ status: 202, statusText: 'Accepted', text: '' });
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

  it('does not reuse a connection on which bytes arrive while it is idle', async () => {
    const server = await raw((socket, index) =>
      socket.write(`HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\n${index}`, () => setTimeout(() => index === 0 && socket.write('HTTP/1.1 200 OK\r\n'), 10)),
    );
    const http = nodeHttp();
    expect((await post(server.url, http)).text).toBe('0');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await post(server.url, http)).text).toBe('1');
    expect(server.connections()).toBe(2);
  });

  it('refuses malformed answers, a truncated one and a head without end, with a specific error', async () => {
    const cases: Array<[string, RegExp]> = [
      ['HTTP/2 200 OK\r\n\r\n', /not an HTTP\/1\.x response: "HTTP\/2 200 OK"/],
      ['HTTP/1.1 200 OK\r\nContent-Length: 5, 6\r\n\r\n', /invalid Content-Length "5, 6"/],
      ['HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n', /unsupported Transfer-Encoding "gzip"/],
      ['HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', /invalid chunk size line "zz"/],
      ['HTTP/1.1 200 OK\r\nBad Header\r\n\r\n', /malformed HTTP response header "Bad Header"/],
    ];
    for (const [response, error] of cases) {
      const server = await raw((socket) => socket.write(response));
      await expect(post(server.url)).rejects.toThrow(error);
    }
    const truncated = await raw((socket) => socket.end('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc'));
    await expect(post(truncated.url)).rejects.toThrow('the connection closed before the response was complete');
    const endless = await raw((socket) => socket.write(`HTTP/1.1 200 OK\r\nX: ${'y'.repeat(70_000)}`));
    await expect(post(endless.url)).rejects.toThrow('the response head is too large');
  });

  it('refuses a header that would smuggle a line into the request, before connecting', async () => {
    const server = await raw(() => undefined);
    await expect(post(server.url, nodeHttp(), { 'x-a': 'ok\r\nX-Evil: 1' })).rejects.toThrow('invalid character in the value of HTTP header x-a');
    await expect(post(server.url, nodeHttp(), { 'x a': 'ok' })).rejects.toThrow('invalid HTTP header name "x a"');
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
    await expect(http({ url: server.url, headers: {}, body: '', signal: AbortSignal.timeout(50) })).rejects.toThrow(/timeout/i);
    await expect(busy).rejects.toThrow(/timeout/i);
    await server.close();
    await expect(post(server.url, http)).rejects.toThrow(/ECONNREFUSED/);
  });
});
