/**
 * A PostgreSQL restart or failover as the service sees it: its connections are terminated
 * (pg_terminate_backend) and, for a while, new ones are refused. The process must stay up, say
 * so in its log, answer 503 from /healthz while the database is away, and serve again after.
 */
import { describe, expect, it } from 'vitest';
import { withPostgres } from '../support/postgres.js';
import { startServerProcess } from '../support/process.js';
import { POSTGRES_URL, runPostgresSuite } from '../support/service.js';

describe.skipIf(!(await runPostgresSuite('database restart')))('PostgreSQL going away and coming back', () => {
  it(
    'keeps the process up, answers 503 from /healthz meanwhile, and serves again without a restart',
    () =>
      withPostgres(async (admin) => {
        // A database of its own: refusing connections to it touches no other test.
        const name = `t_restart_${Date.now().toString(36)}_${process.pid}`;
        await admin.unsafe(`CREATE DATABASE ${name}`);
        const url = new URL(POSTGRES_URL);
        url.pathname = `/${name}`;
        // No demo data (a quick start): a Login with unknown credentials answering ErrorCode 2 shows the database answers.
        const server = await startServerProcess(url.toString(), { LOG_LEVEL: 'info', SEED_DEMO: 'false' });
        /** How many of the service's connections it ended. */
        const terminate = async (): Promise<number> =>
          (await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${name} AND pid <> pg_backend_pid()`).length;
        const login = async (): Promise<string> => {
          const r = await fetch(`${server.origin}/api/CRMTeeTimeAPI.asmx/Login`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'OwnerID=1&UserID=demo&Password=demo',
          });
          return r.text();
        };
        const health = (): Promise<number> => fetch(`${server.origin}/healthz`).then((r) => r.status);
        try {
          expect(await login()).toContain('<ErrorCode>2</ErrorCode>');

          // Away: idle pooled connections are killed and new ones refused.
          await admin.unsafe(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
          expect(await terminate()).toBeGreaterThan(0);
          await server.waitFor(/lost a database connection/);
          expect(await health()).toBe(503);
          expect(await login()).not.toContain('<ErrorCode>2</ErrorCode>');
          expect(server.child.exitCode).toBeNull();

          // Back: the next requests open new connections.
          await admin.unsafe(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
          expect(await health()).toBe(200);
          expect(await login()).toContain('<ErrorCode>2</ErrorCode>');

          // A failover whose database is back at once: nothing for the caller to notice.
          expect(await terminate()).toBeGreaterThan(0);
          expect(await login()).toContain('<ErrorCode>2</ErrorCode>');
          expect(await health()).toBe(200);
          expect(server.child.exitCode).toBeNull();
        } finally {
          expect(await server.stop()).toBe(0);
          await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      }),
    90_000,
  );
});
