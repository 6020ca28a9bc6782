/** Starting the real process: settings it cannot use are one clear line and exit 1; slow senders are cut off on time. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/process.js';
import { freshDatabase } from '../support/service.js';

/** Runs service/main.ts (or another entry point) with `env`; resolves with its exit code and everything it printed. */
function start(env: Record<string, string>, entry = 'service/main.ts'): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WORKERS: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 80_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe.concurrent('configuration errors', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ PORT: '99999' }, 'PORT must be a whole number from 0 to 65535, got "99999"'],
    [{ DATABASE_POOL_SIZE: '2' }, 'DATABASE_POOL_SIZE must be a whole number from 3 to 100, got "2"'],
    [{ DATABASE_URL: 'mysql://root:secret@127.0.0.1/x' }, 'DATABASE_URL must be postgres://… or a SQLite file path; mysql:// is not supported'],
    [
      { DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/test' },
      'the database (PostgreSQL at 127.0.0.1:1/test) cannot be used: connect ECONNREFUSED 127.0.0.1:1',
    ],
  ])(
    '%o is one line on stderr and exit code 1',
    async (env, message) => {
      const { code, stdout, stderr } = await start(env);
      expect(code).toBe(1);
      expect(stderr).toBe(`CRMTeeTimeAPI cannot start: ${message}\n`);
      expect(stdout).toBe('');
      expect(stderr).not.toContain('secret');
    },
    90_000,
  );
});

describe('npm run seed in production', () => {
  it('refuses to load the demo data (public passwords) and writes nothing', async () => {
    const database = await freshDatabase('sqlite');
    const { code, stderr } = await start({ NODE_ENV: 'production', DATABASE_URL: database }, 'service/seed/cli.ts');
    expect(code).toBe(1);
    expect(stderr).toBe('NODE_ENV=production: the demo data is never loaded; give --catalog and/or --tee-times\n');
    expect(existsSync(database)).toBe(false);
  }, 90_000);
});

describe('HEADERS_TIMEOUT_MS', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(await freshDatabase('sqlite'), { HEADERS_TIMEOUT_MS: '2000', SEED_DEMO: 'false' });
  });
  afterAll(() => server?.stop());

  it('answers a connection whose headers trickle in with 408 when the time is up, not seconds later', async () => {
    const { port } = new URL(server.origin);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    const started = performance.now();
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    // One header line every 300 ms: the connection is never idle, the headers never end.
    let n = 0;
    const trickle = setInterval(() => socket.writable && socket.write(`X-Slow-${n++}: y\r\n`), 300);
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    // A header line written just as the server closes is answered with a reset: expected, not a failure.
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    clearInterval(trickle);
    const elapsed = performance.now() - started;
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeGreaterThan(1900);
    expect(elapsed).toBeLessThan(3200);
  }, 20_000);
});
