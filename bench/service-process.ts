/**
 * The real service as `npm start` runs it (built with tsc, then `node dist/service/main.js`,
 * logging at the default level to a file), on a fresh SQLite file or a fresh PostgreSQL schema
 * with the demo data.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { MALLOC_SETTINGS } from '../service/ops/malloc.js';

export type Engine = 'sqlite' | 'postgres';

export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(): Promise<boolean> {
  try {
    await admin((sql) => sql`SELECT 1`, 2);
    return true;
  } catch {
    return false;
  }
}

async function admin<T>(work: (sql: postgres.Sql) => Promise<T>, connectSeconds = 5): Promise<T> {
  const sql = postgres(POSTGRES_URL, { max: 1, connect_timeout: connectSeconds, onnotice: () => undefined });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `npm start`'s prestart: compiles soapgen (whose runtime the service imports) and the service to dist/. */
export function buildService(): void {
  for (const project of ['generator/tsconfig.json', 'tsconfig.build.json']) {
    const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: ROOT, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`the build of ${project} failed:\n${result.stdout}${result.stderr}`);
  }
}

/** Days of tee times the bench seeds (the demo has 14): enough distinct tee times for the booking load. */
export const BOOKING_DAYS = 60;

/** `npm run seed -- ARGS` on the database (built: `node dist/service/seed/cli.js`); returns its output. */
export function seed(database: string, args: readonly string[]): string {
  const result = spawnSync(process.execPath, ['dist/service/seed/cli.js', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: database },
    maxBuffer: 16 * 2 ** 20,
  });
  if (result.status !== 0) throw new Error(`npm run seed -- ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** The demo data with its tee times topped up to BOOKING_DAYS days, before the service starts on it. */
function seedDays(database: string): void {
  seed(database, ['--days', String(BOOKING_DAYS)]);
}

/** Bytes the database takes: the SQLite file with its journal, or the PostgreSQL schema's tables with their indexes. */
export async function databaseBytes(database: string): Promise<number> {
  if (!database.startsWith('postgres')) {
    return ['', '-wal', '-shm'].reduce((sum, suffix) => sum + (existsSync(database + suffix) ? statSync(database + suffix).size : 0), 0);
  }
  const schema = /search_path=(\w+)/.exec(decodeURIComponent(database))?.[1] ?? 'public';
  const [row] = await admin(
    (sql) =>
      sql`SELECT COALESCE(SUM(pg_total_relation_size(format('%I.%I', schemaname, tablename)::regclass)), 0)::bigint AS bytes FROM pg_tables WHERE schemaname = ${schema}`,
  );
  return Number(row!.bytes);
}

/** /proc's clock ticks per second (USER_HZ, 100 on Linux). */
const TICK_US = 10_000;

/** CPU microseconds (user + system) a process has spent so far, all its threads, from /proc. */
export function processCpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

/** A measure summed over a process and, with WORKERS > 1, its server processes; NaN where /proc is not there. */
function sumOver(pid: number, measure: (pid: number) => number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children].reduce((sum, p) => sum + measure(p), 0);
  } catch {
    return NaN;
  }
}

export interface ServiceProcess {
  readonly engine: Engine;
  /** DATABASE_URL as the service got it. */
  readonly database: string;
  /** Milliseconds from the process's spawn to its start line (every server process listening). */
  readonly startupMs: number;
  /** The engine, and the processes when more than one (`postgres ×2`). */
  readonly label: string;
  readonly workers: number;
  readonly origin: string;
  readonly pid: number;
  /** Resident set size now of the process and its server processes, from /proc (Linux), in bytes; NaN elsewhere. */
  rss(): number;
  /** CPU time (user + system) the process and its server processes have spent so far, from /proc (Linux), in µs; NaN elsewhere. */
  cpuMicros(): number;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  /** WORKERS: server processes (the primary's children share the port). */
  readonly workers?: number;
  /** Fills the fresh database before the service starts (default: the demo data over BOOKING_DAYS days). */
  readonly prepare?: (database: string) => void | Promise<void>;
  /** The DATABASE_URL the service gets, from the one prepared (default: the same). */
  readonly serviceDatabase?: (database: string) => string;
}

export async function startService(engine: Engine, options: ServiceOptions = {}): Promise<ServiceProcess> {
  const workers = options.workers ?? 1;
  const dir = mkdtempSync(join(tmpdir(), `crmteetimeapi-bench-${engine}-`));
  const schema = `bench_${Date.now().toString(36)}_${process.pid}`;
  let database = join(dir, 'teetimes.sqlite');
  if (engine === 'postgres') {
    await admin((sql) => sql.unsafe(`CREATE SCHEMA ${schema}`));
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    database = url.toString();
  }
  try {
    await (options.prepare ?? seedDays)(database);
  } catch (error) {
    await dropDatabase(engine, dir, schema);
    throw error;
  }
  const spawned = Date.now();
  const logPath = join(dir, 'service.log');
  const log = openSync(logPath, 'w');
  const child: ChildProcess = spawn(process.execPath, [...profileArgs(engine), 'dist/service/main.js'], {
    cwd: ROOT,
    // As `npm start` runs it (its malloc setting included), on a port, an address and a database of
    // the bench's own. The per-address login limit is raised because every bench caller logs in from 127.0.0.1.
    env: {
      ...MALLOC_SETTINGS,
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: options.serviceDatabase?.(database) ?? database,
      LOGIN_IP_MAX_PER_MINUTE: '100000',
      WORKERS: String(workers),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  let origin = '';
  while (!origin) {
    const text = readFileSync(logPath, 'utf8');
    const match = /listening on ([\d.]+):(\d+)/.exec(text);
    if (match) origin = `http://${match[1]}:${match[2]}`;
    else if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the ${engine} service did not start:\n${text}`);
    else await new Promise((r) => setTimeout(r, 20));
  }
  const startupMs = Date.now() - spawned;
  return {
    engine,
    database,
    startupMs,
    workers,
    label: workers > 1 ? `${engine} ×${workers}` : engine,
    origin,
    pid: child.pid!,
    rss: () => sumOver(child.pid!, (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024),
    cpuMicros: () => sumOver(child.pid!, processCpuMicros),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await dropDatabase(engine, dir, schema);
    },
  };
}

async function dropDatabase(engine: Engine, dir: string, schema: string): Promise<void> {
  if (engine === 'postgres') await admin((sql) => sql.unsafe(`DROP SCHEMA ${schema} CASCADE`)).catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}

/** BENCH_PROFILE=dir writes a CPU profile of each service process there (node --cpu-prof). */
function profileArgs(engine: Engine): string[] {
  const dir = process.env.BENCH_PROFILE;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}/${engine}`] : [];
}
