/**
 * Several server processes started at the same moment on one new database: each migrates and
 * seeds only what is missing, none fails, and the demo data is there exactly once.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../service/db/open.js';
import { DEMO_ACCOUNTS } from '../../service/seed/demo.js';
import { startServerProcess } from '../support/process.js';
import { freshDatabase, runPostgresSuite, type Engine } from '../support/service.js';

const withPostgres = await runPostgresSuite('start-up');

describe.each<Engine>(['sqlite', 'postgres'])('three processes starting at once on %s', (engine) => {
  it.skipIf(engine === 'postgres' && !withPostgres)(
    'all come up on one schema and one copy of the demo data',
    async () => {
      const database = await freshDatabase(engine);
      const servers = await Promise.all([1, 2, 3].map(() => startServerProcess(database)));
      try {
        for (const server of servers) expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
        const db = openDatabase(database);
        try {
          const owners = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM owners');
          expect(Number(owners!.n)).toBe(DEMO_ACCOUNTS.length);
          const versions = await db.all<{ version: number }>('SELECT version FROM schema_migrations');
          expect(versions.length).toBe(new Set(versions.map((v) => v.version)).size);
          const duplicates = await db.get<{ n: number }>(
            'SELECT COUNT(*) AS n FROM (SELECT course_id, starts_at FROM tee_times GROUP BY course_id, starts_at HAVING COUNT(*) > 1) d',
          );
          expect(Number(duplicates!.n)).toBe(0);
        } finally {
          await db.close();
        }
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    },
    90_000,
  );
});
