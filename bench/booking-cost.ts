/**
 * What a booking costs, measured so that a loaded machine does not hide it: the booking load of
 * `npm run bench` (bench/booking-load.ts) on the built service, with the CPU the service process
 * spent per booking (user + system, /proc), and on PostgreSQL the CPU of its database backends
 * and what it sent them per booking (statements, round trips, socket writes; counted by a proxy
 * in front of the database, bench/pg-counter.ts). Bookings per second swing with the machine's
 * other load; these move much less. The service's read and write system calls per booking
 * (/proc) show whether SQLite's page cache holds what bookings touch.
 *
 *   npx tsx bench/booking-cost.ts [sqlite] [postgres] [sqlite:FILE ...]
 *
 * `sqlite:FILE` runs on a copy of a prepared SQLite database (a large catalog seeded once)
 * instead of a freshly seeded one; the arguments run in their order, so repeating them
 * alternates the databases in the same minutes.
 *
 * BENCH_SECONDS (default 8) per round, BENCH_ROUNDS (default 3), BENCH_PROFILE=dir (the
 * service's CPU profile, node --cpu-prof), BENCH_PERF=file (`perf record -g` of the PostgreSQL
 * backends during the first round).
 */
import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import postgres from 'postgres';
import { runBookingLoad } from './booking-load.js';
import { bookableTeeTimes } from './inventory.js';
import { startPgCounter, type PgCounter, type WireCounts } from './pg-counter.js';
import { login } from './service.js';
import { BOOKING_DAYS, buildService, POSTGRES_URL, processCpuMicros, startService, type Engine } from './service-process.js';
import { closeConnections } from './soap-call.js';
import { SERVICE_PATH } from './shared.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLERS = 32;

/** The PostgreSQL backends serving the proxy's connections, by the proxy's local ports. */
async function backendPids(counter: PgCounter): Promise<number[]> {
  const sql = postgres(POSTGRES_URL, { max: 1, onnotice: () => undefined });
  try {
    const rows = await sql<
      { pid: number }[]
    >`SELECT pid FROM pg_stat_activity WHERE client_addr = '127.0.0.1' AND client_port = ANY(${counter.upstreamPorts()})`;
    return rows.map((row) => row.pid);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Read and write system calls of a process so far (/proc/PID/io). */
function ioCalls(pid: number): { reads: number; writes: number } {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  const field = (name: string): number => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)![1]);
  return { reads: field('syscr'), writes: field('syscw') };
}

const sum = (pids: readonly number[]): number => pids.reduce((total, pid) => total + processCpuMicros(pid), 0);

/** A run: an engine on freshly seeded demo data, or SQLite on a copy of `file`. */
interface Target {
  readonly engine: Engine;
  readonly file?: string;
}

async function measure({ engine, file }: Target): Promise<void> {
  const counter =
    engine === 'postgres' ? await startPgCounter({ host: new URL(POSTGRES_URL).hostname, port: Number(new URL(POSTGRES_URL).port || 5432) }) : undefined;
  const throughProxy = (database: string): string => {
    const url = new URL(database);
    url.hostname = '127.0.0.1';
    url.port = String(counter!.port);
    return url.toString();
  };
  const svc = await startService(engine, {
    serviceDatabase: counter ? throughProxy : undefined,
    prepare: file ? (database) => copyFileSync(file, database) : undefined,
  });
  try {
    const session = await login(svc.origin);
    const pool = await bookableTeeTimes(svc.origin, session, 60_000, { players: 4, days: Array.from({ length: BOOKING_DAYS - 2 }, (_, i) => i + 2) });
    const url = svc.origin + SERVICE_PATH;
    const share = Math.floor(pool.length / (ROUNDS + 1));
    await runBookingLoad(url, session, pool.slice(0, share), 2, CALLERS);
    console.log(`${file ?? engine}: service pid ${svc.pid}, ${pool.length} tee times, ${ROUNDS} rounds of ${SECONDS} s`);
    for (let round = 1; round <= ROUNDS; round++) {
      const backends = counter ? await backendPids(counter) : [];
      const before = { service: processCpuMicros(svc.pid), io: ioCalls(svc.pid), database: sum(backends), wire: counter?.counts() };
      const perf =
        process.env.BENCH_PERF && round === 1 && backends.length
          ? spawn('perf', ['record', '-g', '-o', process.env.BENCH_PERF, '-p', backends.join(','), '--', 'sleep', String(SECONDS)], { stdio: 'ignore' })
          : undefined;
      const run = await runBookingLoad(url, session, pool.slice(round * share, (round + 1) * share), SECONDS, CALLERS);
      if (perf) await new Promise((resolve) => perf.once('exit', resolve));
      const service = processCpuMicros(svc.pid) - before.service;
      const io = ioCalls(svc.pid);
      const database = sum(backends) - before.database;
      const per = (n: number): string => (n / run.bookings).toFixed(n / run.bookings < 10 ? 2 : 0);
      let line = `  ${(run.bookings / SECONDS).toFixed(0).padStart(5)} bookings/s${run.failures ? ` (${run.failures} failed)` : ''}${run.exhausted ? ' (ran out of tee times)' : ''}; per booking: service ${per(service)} µs CPU, ${per(io.reads - before.io.reads)} reads, ${per(io.writes - before.io.writes)} writes`;
      if (counter) {
        const after = counter.counts();
        const delta = (key: keyof WireCounts): number => after[key] - before.wire![key];
        line += `, PostgreSQL ${per(database)} µs CPU (${backends.length} backends), ${per(delta('statements'))} statements, ${per(delta('roundTrips'))} syncs, ${per(delta('writes'))} writes, ${per(delta('bytes'))} bytes`;
      }
      console.log(line);
    }
  } finally {
    await svc.stop();
    await counter?.close();
  }
}

const targets = process.argv.slice(2).flatMap((arg): Target[] => {
  if (arg === 'sqlite' || arg === 'postgres') return [{ engine: arg }];
  if (arg.startsWith('sqlite:')) return [{ engine: 'sqlite', file: arg.slice('sqlite:'.length) }];
  throw new Error(`${arg}: expected sqlite, postgres or sqlite:FILE`);
});
console.log("building the service (npm start's prestart) ...");
buildService();
try {
  for (const target of targets.length ? targets : [{ engine: 'sqlite' as const }, { engine: 'postgres' as const }]) await measure(target);
} finally {
  closeConnections();
}
