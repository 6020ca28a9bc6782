/** What an operator relies on: health, metrics, structured logs without secrets, graceful shutdown. */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS } from '../../service/ops/docs.js';
import { createLogger } from '../../service/ops/logger.js';
import { startServerProcess } from '../support/process.js';
import { freshDatabase, runPostgresSuite, startService, type TestService } from '../support/service.js';

/** A pino destination that keeps every line. */
function captureLines(): { stream: Writable; lines: () => Record<string, unknown>[]; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('health and metrics', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService('sqlite');
  });
  afterAll(() => svc.close());

  it('GET /healthz is 200 while the database answers', async () => {
    const r = await fetch(`${svc.origin}/healthz`);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('GET /metrics counts requests by operation, transport, status and ErrorCode, with latency and seats', async () => {
    const api = svc.client('soap12');
    await api.login({ OwnerID: 1, UserID: 'demo', Password: 'demo' });
    await api.login({ OwnerID: 1, UserID: 'demo', Password: 'wrong' });
    const r = await fetch(`${svc.origin}/metrics`);
    expect(r.headers.get('content-type')).toContain('text/plain');
    const text = await r.text();
    expect(text).toContain('soap_requests_total{operation="Login",transport="soap12",status="200",error_code="0"} 1');
    expect(text).toContain('soap_requests_total{operation="Login",transport="soap12",status="200",error_code="2"} 1');
    expect(text).toMatch(/soap_request_duration_seconds_bucket\{le="\+Inf",operation="Login",transport="soap12"\} 2/);
    expect(text).toMatch(/^teetimes_holds_active \d+$/m);
    expect(text).toMatch(/^teetimes_seats_booked \d+$/m);
  });

  it('GET /healthz is 503 once the database is gone', async () => {
    const other = await startService('sqlite');
    await other.app.context.db.close();
    try {
      const r = await fetch(`${other.origin}/healthz`);
      expect(r.status).toBe(503);
      expect((await r.json()).status).toBe('unavailable');
    } finally {
      await other.close();
    }
  });
});

describe('demo data', () => {
  it('is never loaded with NODE_ENV=production, even with SEED_DEMO=true, and the log says so', async () => {
    const capture = captureLines();
    const svc = await startService('sqlite', { NODE_ENV: 'production', SEED_DEMO: 'true' }, { logger: createLogger('info', capture.stream) });
    try {
      expect(await svc.app.context.db.get('SELECT COUNT(*) AS n FROM owners')).toEqual({ n: 0 });
      expect(await svc.app.context.db.get('SELECT COUNT(*) AS n FROM tee_times')).toEqual({ n: 0 });
      expect((await svc.client().login({ OwnerID: 1, UserID: 'demo', Password: 'demo' })).ErrorCode).toBe(2);
    } finally {
      await svc.close();
    }
    expect(capture.lines().map((l) => l.msg)).toContain('NODE_ENV=production: demo data is never loaded (SEED_DEMO is ignored)');
  });

  it('is loaded outside production, as npm start does for a zero-set-up demo', async () => {
    const svc = await startService('sqlite');
    try {
      expect((await svc.client().login({ OwnerID: 1, UserID: 'demo', Password: 'demo' })).ErrorCode).toBe(0);
    } finally {
      await svc.close();
    }
  });
});

describe('reseller documents', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService('sqlite');
  });
  afterAll(() => svc.close());

  it.each(Object.keys(DOCS))('%s is an HTML page that points nowhere a reseller cannot go', async (path) => {
    const r = await fetch(`${svc.origin}${path}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await r.text();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('<table>');
    expect(html).not.toMatch(/^#|\n#+ |\|---/); // no Markdown left unrendered
    expect(html).not.toMatch(/interface\.md|README|service\/|test\/|npm |SEED_DEMO/);
  });

  it('links each document to the others and to the service page', async () => {
    const html = await (await fetch(`${svc.origin}/docs/booking.md`)).text();
    for (const href of ['/api/CRMTeeTimeAPI.asmx', '/docs/error-codes.md', '/docs/player-cards.md']) expect(html).toContain(`href="${href}"`);
    expect(html).toContain('<a href="error-codes.md">');
  });
});

describe('logs', () => {
  it('write one line per request with id, transport, operation, ErrorCode and duration, and never a secret', async () => {
    const capture = captureLines();
    const svc = await startService('sqlite', {}, { logger: createLogger('info', capture.stream) });
    try {
      const api = svc.client('httpPost');
      const { SessionID } = await api.login({ OwnerID: 1, UserID: 'demo', Password: 'demo' });
      await api.saveActiveCustomer({ SessionID, FacilityID: 101, EmailAddress: 'log@example.com', Password: 'Hunter2-secret', OldPassword: 'Older-secret' });
      await api.createReservation({
        SessionID,
        TeeTimeID: 1,
        NumberOfPlayers: 1,
        CreditCardNumber: '4111111111111111',
        CreditCardType: 'Visa',
        CreditCardExpMo: 12,
        CreditCardExpYr: 2031,
      });
      await fetch(`${svc.origin}/api/CRMTeeTimeAPI.asmx/GetIcons`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'trace-me-42' },
        body: `SessionID=${SessionID}`,
      });
      // A malformed call whose values would show if anything echoed the request.
      await fetch(`${svc.origin}/api/CRMTeeTimeAPI.asmx/CreateReservation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'CreditCardNumber=4111111111111111&Password=Hunter2-secret&TeeTimeID=x',
      });
    } finally {
      await svc.close();
    }
    const requests = capture.lines().filter((l) => l.msg === 'request' || l.msg === 'request failed');
    expect(requests.map((l) => l.operation)).toEqual(['Login', 'SaveActiveCustomer', 'CreateReservation', 'GetIcons', 'CreateReservation']);
    expect(requests[3]).toMatchObject({ reqId: 'trace-me-42', errorCode: 0 });
    for (const line of requests) {
      expect(line).toMatchObject({ transport: 'httpPost', reqId: expect.any(String), ms: expect.any(Number), status: expect.any(Number) });
    }
    expect(requests[0]).toMatchObject({ errorCode: 0, status: 200 });
    for (const secret of ['4111111111111111', 'Hunter2-secret', 'Older-secret', '"demo"']) expect(capture.text()).not.toContain(secret);
  });

  it('carry method and path for requests that are not operations, and one pid key per line', async () => {
    const capture = captureLines();
    const svc = await startService('sqlite', {}, { logger: createLogger('info', capture.stream) });
    try {
      await fetch(`${svc.origin}/healthz`);
      await fetch(`${svc.origin}/api/CRMTeeTimeAPI.asmx?op=Login`);
      await fetch(`${svc.origin}/nowhere`, { method: 'DELETE' });
    } finally {
      await svc.close();
    }
    const requests = capture.lines().filter((l) => l.msg === 'request' || l.msg === 'request failed');
    expect(requests.map((l) => [l.method, l.path, l.status])).toEqual([
      ['GET', '/healthz', 200],
      ['GET', '/api/CRMTeeTimeAPI.asmx', 200],
      ['DELETE', '/nowhere', expect.any(Number)],
    ]);
    for (const line of capture.text().trim().split('\n')) expect(line.match(/"pid":/g)).toHaveLength(1);
  });

  it('redact secrets by key even if code logged a request object', () => {
    const capture = captureLines();
    createLogger('info', capture.stream).info({ request: { CreditCardNumber: '4111111111111111', Password: 'p1', nested: { OldPassword: 'p2' } } }, 'oops');
    expect(capture.text()).not.toMatch(/4111111111111111|p1|p2/);
    expect(capture.lines()[0]).toMatchObject({ request: { CreditCardNumber: '[redacted]', Password: '[redacted]', nested: { OldPassword: '[redacted]' } } });
  });
});

describe('graceful shutdown', () => {
  it('on SIGTERM answers /healthz with 503 at once and keeps serving calls for the drain time', async () => {
    const server = await startServerProcess(await freshDatabase('sqlite'), { LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '4000' });
    const close = { connection: 'close' };
    expect((await fetch(`${server.origin}/healthz`, { headers: close })).status).toBe(200);
    server.child.kill('SIGTERM');
    await server.waitFor(/stopping: finishing in-flight requests/);
    const health = await fetch(`${server.origin}/healthz`, { headers: close });
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'stopping' });
    // A new connection during the drain is still served (and told the connection ends).
    const login = await fetch(`${server.origin}/api/CRMTeeTimeAPI.asmx/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'OwnerID=1&UserID=demo&Password=demo',
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('connection')).toBe('close');
    expect(await login.text()).toContain('<ErrorCode>0</ErrorCode>');
    expect(server.output()).not.toContain('stopped accepting connections');
    expect(await server.exited()).toBe(0);
  });

  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    const server = await startServerProcess(await freshDatabase('sqlite'), { LOG_LEVEL: 'info' });
    const origin = server.origin;
    const { port } = new URL(origin);

    // A request whose body is still arriving when SIGTERM comes.
    const body = 'OwnerID=1&UserID=demo&Password=demo';
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    let response = '';
    socket.on('data', (chunk) => {
      response += chunk.toString();
    });
    socket.write(
      `POST /api/CRMTeeTimeAPI.asmx/Login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await server.waitFor(/stopping: finishing in-flight requests/);
    // Connections already queued are still read for a moment; what is answered then ends its connection.
    await server.waitFor(/stopped accepting connections/);
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    socket.write(body.slice(10));
    const code = await server.exited();
    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
    // Its request had begun before the signal; its answer still says the connection ends.
    expect(response).toMatch(/\r\nConnection: close\r\n/i);
    expect(response).toContain('<ErrorCode>0</ErrorCode>');
    expect(server.output()).toContain('"msg":"stopped"');
    expect(code).toBe(0);
  });
});

describe('graceful shutdown with a stuck upload', () => {
  it('cuts the upload and exits 0 within 10 s of SIGTERM, as the README promises', async () => {
    const server = await startServerProcess(await freshDatabase('sqlite'), { LOG_LEVEL: 'info' });
    const socket = connect(Number(new URL(server.origin).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    socket.on('error', () => undefined);
    // Headers and a tenth of the body; the rest never comes.
    socket.write(
      'POST /api/CRMTeeTimeAPI.asmx/Login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 350\r\n\r\nOwnerID=1&',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const code = await server.exited();
    const took = performance.now() - signalled;
    socket.destroy();
    expect(code).toBe(0);
    expect(took, server.output()).toBeLessThanOrEqual(10_000);
    // It was cut near the end, not early: the upload had the time the README gives it.
    expect(took).toBeGreaterThan(8_000);
  }, 30_000);
});

describe.skipIf(!(await runPostgresSuite('multi-process')))('WORKERS on PostgreSQL', () => {
  it('runs two server processes on one port and one database, says once where it listens, and stops them all on SIGTERM', async () => {
    const server = await startServerProcess(await freshDatabase('postgres'), { WORKERS: '2', LOG_LEVEL: 'info' });
    try {
      // The start line comes once both listen, from the primary: the URL, the WSDL and the demo login.
      await server.waitFor(/server process listening[\s\S]*server process listening/, 60_000);
      const workers = new Set([...server.output().matchAll(/"pid":(\d+)[^\n]*"msg":"server process listening"/g)].map((m) => m[1]));
      expect(workers.size).toBe(2);
      const port = new URL(server.origin).port;
      const [startLine] = server
        .output()
        .split('\n')
        .filter((line) => line.includes('CRMTeeTimeAPI is listening on'));
      expect(JSON.parse(startLine!)).toMatchObject({
        pid: server.child.pid,
        workers: 2,
        wsdl: `http://localhost:${port}/api/CRMTeeTimeAPI.asmx?WSDL`,
        demoLogin: 'OwnerID 1, UserID demo, Password demo',
      });
      // Logins on one process are sessions on the other: they share the database.
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`http://127.0.0.1:${port}/api/CRMTeeTimeAPI.asmx/Login`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', connection: 'close' },
            body: 'OwnerID=1&UserID=demo&Password=demo',
          }).then((r) => r.text()),
        ),
      );
      const sessions = results.map((xml) => /<SessionID>([^<]+)</.exec(xml)![1]!);
      const counts = await Promise.all(
        sessions.map((sid) =>
          fetch(`http://127.0.0.1:${port}/api/CRMTeeTimeAPI.asmx/GetTotalTeeTimesCount`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', connection: 'close' },
            body: `SessionID=${sid}`,
          }).then((r) => r.text()),
        ),
      );
      for (const xml of counts) expect(xml).toContain('<ErrorCode>0</ErrorCode>');
      // Log lines are written in batches, a moment after the answers.
      await server.waitFor(new RegExp(Array(20).fill('"operation":"GetTotalTeeTimesCount"').join('[\\s\\S]*')));
      const servedBy = new Set([...server.output().matchAll(/"pid":(\d+)[^\n]*"operation":"GetTotalTeeTimesCount"/g)].map((m) => m[1]));
      expect(servedBy).toEqual(workers);

      // Every scrape, whichever process it reaches, counts the requests of both.
      for (let i = 0; i < 4; i++) {
        const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { connection: 'close' } }).then((r) => r.text());
        expect(metrics).toContain('soap_requests_total{operation="Login",transport="httpPost",status="200",error_code="0"} 20');
        expect(metrics).toContain('soap_requests_total{operation="GetTotalTeeTimesCount",transport="httpPost",status="200",error_code="0"} 20');
      }
      await server.waitFor(new RegExp(Array(4).fill('"path":"/metrics"').join('[\\s\\S]*')));
      const scrapedBy = new Set([...server.output().matchAll(/"pid":(\d+)[^\n]*"path":"\/metrics"/g)].map((m) => m[1]));
      expect(scrapedBy).toEqual(workers);
      for (const line of server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{')))
        expect(line.match(/"pid":/g)).toHaveLength(1);

      // A server process that dies is replaced.
      process.kill(Number([...workers][0]), 'SIGKILL');
      await server.waitFor(/a server process died; starting another[\s\S]*server process listening/, 60_000);
      const after = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } });
      expect(after.status).toBe(200);
      expect(server.output().match(/CRMTeeTimeAPI is listening on/g)).toHaveLength(1);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 90_000);
});
