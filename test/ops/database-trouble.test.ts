/**
 * Database trouble as callers and load balancers see it. PostgreSQL away (connections refused,
 * or accepted and never answered): each request is answered within the connect time-out and then
 * at once, with ErrorCode 14 and no internals; /healthz answers 503 within a second; service
 * resumes when the database is back. SQLite on a full file system: the failed write is ErrorCode
 * 12, /healthz says so until writes work again. With several PostgreSQL hosts, one that never
 * answers costs at most a connect time-out, and none answering is answered as above.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../service/errors.js';
import { loginAs, untouchedTeeTime } from '../service/booking-fixtures.js';
import { tcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { freshDatabase, runPostgresSuite, startService, type TestService } from '../support/service.js';

const CONNECT_TIMEOUT_MS = 1000;
const INTERNALS = /ECONNREFUSED|CONNECT_TIMEOUT|127\.0\.0\.1|5432|postgres|SQLITE|disk/i;

/** A call and how long its answer took. */
async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

interface Health {
  readonly status: number;
  readonly body: { status: string; database: string };
}

const health = async (origin: string): Promise<Health> => {
  const r = await fetch(`${origin}/healthz`);
  return { status: r.status, body: await r.json() };
};

describe.skipIf(!(await runPostgresSuite('database trouble')))('PostgreSQL away', () => {
  let proxy: TcpProxy;
  let svc: TestService;
  let SessionID: string;
  beforeAll(async () => {
    const direct = new URL(await freshDatabase('postgres'));
    proxy = await tcpProxy(Number(direct.port || 5432), direct.hostname);
    direct.port = String(proxy.port);
    svc = await startService('postgres', {
      DATABASE_URL: direct.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      LOGIN_IP_MAX_PER_MINUTE: '1000',
    });
    // Through the proxy like everything else, so the service's own tables are what goes away.
    SessionID = await loginAs(svc.client());
  });
  afterAll(async () => {
    await proxy?.restore();
    await svc?.close();
    await proxy?.close();
  });

  /** Requests and health checks over `seconds` of trouble: every answer's time and what it said. */
  async function duringTrouble(seconds: number): Promise<void> {
    const api = svc.client();
    const until = performance.now() + seconds * 1000;
    let first = true;
    while (performance.now() < until) {
      const search = await timed(() => api.getAreaList({ SessionID: 'not-cached-' + Math.random() }));
      const login = await timed(() => api.login({ OwnerID: 1, UserID: 'demo', Password: 'demo' }));
      for (const { value, ms } of [search, login]) {
        expect(value.ErrorCode).toBe(ErrorCode.Unavailable);
        expect(value.ErrorMessage).toMatch(/temporarily unavailable/);
        expect(value.ErrorMessage).not.toMatch(INTERNALS);
        // The first waits for its connection at most the connect time-out; the rest fail at once.
        expect(ms).toBeLessThan(first ? CONNECT_TIMEOUT_MS + 500 : 300);
        first = false;
      }
      const checked = await timed(() => health(svc.origin));
      expect(checked.ms).toBeLessThan(1000);
      expect(checked.value.status).toBe(503);
      expect(JSON.stringify(checked.value.body)).not.toMatch(INTERNALS);
      // A fault (an operation without ErrorCode) is a Server fault with the same words.
      const fault = await fetch(`${svc.origin}/api/CRMTeeTimeAPI.asmx/HasPlayerCard`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `SessionID=x${Math.random()}&CustomerID=1&TeeTimeID=1`,
      });
      const text = await fault.text();
      expect(fault.status).toBe(500);
      expect(text).toContain(`ErrorCode ${ErrorCode.Unavailable}: The service is temporarily unavailable`);
      expect(text).not.toMatch(INTERNALS);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
  }

  async function resumes(): Promise<number> {
    const started = performance.now();
    for (;;) {
      const r = await svc.client().holdTeeTime({ SessionID, TeeTimeID: 1, NumberOfPlayers: 0 });
      if (r.ErrorCode === ErrorCode.InvalidParameter) return performance.now() - started;
      expect(r.ErrorCode).toBe(ErrorCode.Unavailable);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('refused for 10 s: answered fast and honestly throughout, serving again within 2 s after', async () => {
    expect((await health(svc.origin)).status).toBe(200);
    await proxy.refuse();
    await duringTrouble(10);
    await proxy.restore();
    expect(await resumes()).toBeLessThan(2000);
    expect(await health(svc.origin)).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
  }, 30_000);

  it('accepting but never answering: the connect time-out bounds the wait, /healthz still answers within a second', async () => {
    await proxy.swallow();
    await duringTrouble(5);
    await proxy.restore();
    expect(await resumes()).toBeLessThan(2000);
  }, 30_000);
});

describe.skipIf(!(await runPostgresSuite('database trouble, several hosts')))('PostgreSQL with several hosts, one never answering', () => {
  // Two ways to the same server: each "host" can be made to refuse, or to take connections and never answer.
  let first: TcpProxy;
  let second: TcpProxy;
  let svc: TestService;
  beforeAll(async () => {
    const direct = new URL(await freshDatabase('postgres'));
    const target = [Number(direct.port || 5432), direct.hostname] as const;
    [first, second] = [await tcpProxy(...target), await tcpProxy(...target)];
    await first.swallow();
    // The fresh database's own options (its schema) stay; the hosts are the two ways in.
    const options = new URLSearchParams(direct.search);
    options.set('target_session_attrs', 'primary');
    const url = `postgres://${direct.username}@127.0.0.1:${first.port},127.0.0.1:${second.port}${direct.pathname}?${options}`;
    svc = await startService('postgres', { DATABASE_URL: url, DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS), LOGIN_IP_MAX_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await svc?.close();
    await first?.close();
    await second?.close();
  });

  it('goes to the host that answers; with none answering, each request is answered within two connect time-outs, then at once', async () => {
    const api = svc.client();
    const SessionID = await loginAs(api);
    expect((await health(svc.origin)).status).toBe(200);

    await second.swallow();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { value, ms } = await timed(() => api.getAreaList({ SessionID: 'not-cached-' + Math.random() }));
      expect(value.ErrorCode).toBe(ErrorCode.Unavailable);
      expect(value.ErrorMessage).not.toMatch(INTERNALS);
      answers.push(ms);
    }
    // Asking both hosts which is the primary, then connecting to one: each bounded by the connect time-out.
    expect(answers[0]).toBeLessThan(2 * CONNECT_TIMEOUT_MS + 1000);
    expect(Math.max(...answers.slice(1))).toBeLessThan(300);
    const checked = await timed(() => health(svc.origin));
    expect(checked.ms).toBeLessThan(1000);
    expect(checked.value.status).toBe(503);

    // The first host comes back: found without a restart.
    await first.restore();
    const started = performance.now();
    for (;;) {
      const r = await api.getAreaList({ SessionID });
      if (r.ErrorCode === 0) break;
      expect(r.ErrorCode).toBe(ErrorCode.Unavailable);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(performance.now() - started).toBeLessThan(2 * CONNECT_TIMEOUT_MS + 1000);
  }, 30_000);
});

/** A small file system of its own (tmpfs), so the test can fill it; needs root, as in CI. */
function smallFileSystem(dir: string): boolean {
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('SQLite that cannot store changes', () => {
  const dir = join('test', '.generated', `full-${process.pid}`);
  const mounted = smallFileSystem(dir);
  if (!mounted) console.warn('SKIPPED: the full-disk test needs to mount a tmpfs (root)');
  let svc: TestService;
  afterAll(async () => {
    await svc?.close();
    if (mounted) execFileSync('umount', ['-l', dir]);
    rmSync(dir, { recursive: true, force: true });
  });

  it.runIf(mounted)(
    'a full disk: the booking is ErrorCode 14 without internals, /healthz 503 until space is freed',
    async () => {
      svc = await startService('sqlite', { DATABASE_URL: join(dir, 'teetimes.sqlite') });
      const api = svc.client();
      const SessionID = await loginAs(api);
      expect((await health(svc.origin)).status).toBe(200);
      const filler = join(dir, 'filler');
      try {
        execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M', 'count=64'], { stdio: 'ignore' });
      } catch {
        // No space left: that is the point.
      }
      // Holds until one needs room the disk no longer has. The write-ahead log may still have room
      // its checkpoints freed, so a probe write can pass a while longer: hold on until it cannot.
      let failed: { ErrorCode: number; ErrorMessage?: string } | undefined;
      let sick: { value: Health; ms: number } | undefined;
      for (let i = 0; i < 4000 && sick?.value.status !== 503; i++) {
        const TeeTimeID = await untouchedTeeTime(svc.app.context.db, svc.clock(), { skip: i });
        const held = await api.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 1 });
        if (held.ErrorCode === 0) continue;
        failed = held;
        expect(failed.ErrorCode).toBe(ErrorCode.Unavailable);
        expect(failed.ErrorMessage).toMatch(/temporarily unavailable: its database cannot store changes/);
        expect(failed.ErrorMessage).not.toMatch(INTERNALS);
        sick = await timed(() => health(svc.origin));
      }
      expect(failed).toBeDefined();
      expect(sick!.value).toEqual({ status: 503, body: { status: 'unavailable', database: 'cannot store changes' } });
      expect(sick!.ms).toBeLessThan(1000);
      // Reads still work meanwhile.
      expect((await api.getAreaList({ SessionID })).ErrorCode).toBe(0);

      rmSync(filler);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // one probe write per second at most
      expect(await health(svc.origin)).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
      const TeeTimeID = await untouchedTeeTime(svc.app.context.db, svc.clock(), { skip: 3000 });
      expect((await api.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 1 })).ErrorCode).toBe(0);
    },
    60_000,
  );
});
