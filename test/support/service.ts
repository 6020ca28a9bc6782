/**
 * Starts the real tee-time service for a test: real database (a fresh SQLite file, or a fresh
 * PostgreSQL schema), real HTTP server, demo data, and a clock the test controls.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CRMTeeTimeAPIClient } from '../../generated/crmteetimeapi/client.js';
import type { Transport } from 'soapgen/runtime/binding.js';
import { createApp, type App, type AppOverrides } from '../../service/app.js';
import { manualClock } from '../../service/time.js';
import { loadConfig, type Config } from '../../service/config.js';
import { serve } from './http.js';
import { POSTGRES_URL, withPostgres } from './postgres.js';

export { POSTGRES_URL };

export type Engine = 'sqlite' | 'postgres';

/** True when the PostgreSQL suite must run (CI sets REQUIRE_POSTGRES=1), so unreachable fails instead of skipping. */
export const POSTGRES_REQUIRED = process.env.REQUIRE_POSTGRES === '1';

let reachable: Promise<boolean> | undefined;
export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    try {
      await withPostgres((sql) => sql`SELECT 1`, 2);
      return true;
    } catch {
      return false;
    }
  })();
  return reachable;
}

/**
 * Whether a suite's PostgreSQL part runs: yes when PostgreSQL answers, and also when it does not
 * but REQUIRE_POSTGRES=1 (the suite then fails, as CI wants). Otherwise it says so and skips.
 */
export async function runPostgresSuite(suite: string): Promise<boolean> {
  if (POSTGRES_REQUIRED || (await postgresReachable())) return true;
  console.warn(`SKIPPED: the ${suite} tests on PostgreSQL: nothing answers at ${POSTGRES_URL} (REQUIRE_POSTGRES=1 makes this a failure).`);
  return false;
}

/** `<run>_`, the test run's id (support/leftovers.ts removes its databases when it ends), or nothing outside vitest's set-up. */
export const runTag = (): string => (process.env.TEST_RUN_ID ? `${process.env.TEST_RUN_ID}_` : '');

/** A database location of its own for one test service: a new SQLite file or a new PostgreSQL schema. */
export async function freshDatabase(engine: Engine): Promise<string> {
  const name = `t_${Date.now().toString(36)}_${runTag()}${randomBytes(4).toString('hex')}`;
  if (engine === 'sqlite') {
    const dir = join('test', '.generated', 'db');
    mkdirSync(dir, { recursive: true });
    return join(dir, `${name}.sqlite`);
  }
  await withPostgres((sql) => sql.unsafe(`CREATE SCHEMA ${name}`));
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${name}`);
  return url.toString();
}

/** Start 2026-11-21 15:00 UTC (08:00 in Phoenix): a fixed "now" for deterministic tests. */
export const TEST_START = Date.UTC(2026, 10, 21, 15, 0, 0);

export interface TestService {
  readonly origin: string;
  readonly app: App;
  readonly config: Config;
  readonly clock: ReturnType<typeof manualClock>;
  readonly database: string;
  client(transport?: Transport): CRMTeeTimeAPIClient;
  close(): Promise<void>;
}

export async function startService(engine: Engine = 'sqlite', env: Record<string, string> = {}, overrides: AppOverrides = {}): Promise<TestService> {
  const database = await freshDatabase(engine);
  const config = loadConfig({ DATABASE_URL: database, LOG_LEVEL: 'silent', ...env });
  const clock = manualClock(TEST_START);
  const app = await createApp(config, { clock, ...overrides });
  const server = await serve(app.service);
  return {
    origin: server.origin,
    app,
    config,
    clock,
    database,
    client: (transport = 'soap11') => new CRMTeeTimeAPIClient({ baseUrl: server.origin, transport }),
    close: async () => {
      await server.close();
      await app.close();
    },
  };
}
