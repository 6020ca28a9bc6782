/** The real service as a separate process (`node --import tsx service/main.ts`), with everything it prints. */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../service/db/database.js';
import { openDatabase } from '../../service/db/open.js';
import { freshDatabase, type Engine } from './service.js';
import { CRMTeeTimeAPIClient } from '../../generated/crmteetimeapi/client.js';
import type { Transport } from 'soapgen/runtime/binding.js';

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Where it listens, from its start line (`CRMTeeTimeAPI is listening on HOST:PORT`). */
  readonly origin: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the output matches `pattern`; rejects after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  client(transport?: Transport): CRMTeeTimeAPIClient;
  /** Resolves with the exit code once the process has exited. */
  exited(): Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the service on `database` with a free port, and waits for its start line. */
export async function startServerProcess(database: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database, SEED_DEMO: 'true', WORKERS: '1', LOGIN_IP_MAX_PER_MINUTE: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer): void => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitFor = (pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> =>
    new Promise((resolve, reject) => {
      const stopWaiting = (): void => {
        listeners.delete(check);
        clearTimeout(timer);
      };
      const check = (): void => {
        const match = output.match(pattern);
        if (match) {
          stopWaiting();
          resolve(match);
        }
      };
      const timer = setTimeout(() => {
        stopWaiting();
        reject(new Error(`timed out waiting for ${pattern}; output so far:\n${output}`));
      }, timeoutMs);
      listeners.add(check);
      void exit.then((code) => {
        if (!listeners.has(check)) return;
        stopWaiting();
        reject(new Error(`the server exited (${code}) before printing ${pattern}:\n${output}`));
      });
      check();
    });

  const match = await waitFor(/listening on ([\d.]+):(\d+)/, 60_000).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  const origin = `http://${match[1]}:${match[2]}`;
  return {
    child,
    origin,
    output: () => output,
    waitFor,
    client: (transport = 'soap11') => new CRMTeeTimeAPIClient({ baseUrl: origin, transport }),
    exited: () => exit,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exit;
    },
  };
}

export interface TwoProcesses {
  /** Both servers, once beforeAll has run. */
  readonly servers: ServerProcess[];
  /** A direct connection to their database. */
  db: Database;
}

/**
 * For the enclosing describe block: two server processes on one fresh database (started one
 * after the other: the first migrates and seeds, the second finds it done) and a direct
 * connection to it, stopped after the block.
 */
export function twoServerProcesses(engine: Engine): TwoProcesses {
  const state: TwoProcesses = { servers: [], db: undefined as unknown as Database };
  beforeAll(async () => {
    const database = await freshDatabase(engine);
    state.servers.push(await startServerProcess(database));
    state.servers.push(await startServerProcess(database));
    state.db = openDatabase(database);
  }, 90_000);
  afterAll(async () => {
    await Promise.all(state.servers.map((s) => s.stop()));
    await state.db?.close();
    state.servers.length = 0;
  });
  return state;
}
