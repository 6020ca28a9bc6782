/**
 * `npm run bench -- --scale`: the service on a platform-sized catalog. For each size (the demo
 * alone, then BENCH_SCALE_SIZES generated facilities on top of it, default 1000,5000) and each
 * engine: seeding time with `npm run seed`, database size, start-up time, RSS, uncached search
 * times, then every case of the service bench; each figure beside the demo size's. Returns its
 * RESULTS.md section.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayFromNow } from './inventory.js';
import { SEARCHED_FACILITY } from './mixed.js';
import { FIRST_FACILITY, scaleCatalogYaml, TEE_TIMES_PER_DAY } from './scale-catalog.js';
import { buildService, databaseBytes, postgresReachable, seed, startService, type Engine } from './service-process.js';
import { login, measureEngine, ratios, type EngineRun, type Verdict } from './service.js';
import { call, closeConnections, field } from './soap-call.js';
import { SanityError } from './wire.js';

/** Days of tee times every size gets, the demo's included. */
const DAYS = 90;
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,5000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
/** Distinct facility-days searched once each for the uncached time. */
const UNCACHED_SAMPLES = 20;

const TARGETS = { seedingSeconds: 600, rssMiB: 300, startupSeconds: 5, ratioDrop: 0.2 };

interface SizeRun {
  readonly engine: Engine;
  /** Generated facilities (0: the demo catalog alone). */
  readonly facilities: number;
  readonly teeTimes: number;
  readonly seedingMs: number;
  /** The 1-minute load average when the seeding ended: other processes compete for the CPUs above the core count's worth. */
  readonly seedingLoad: number;
  readonly databaseBytes: number;
  readonly startupMs: number;
  readonly rssAfterStart: number;
  /** After the uncached searches, before the service bench. */
  readonly rssAfterSearches: number;
  /** Median time of one facility-day search never asked before (ms). */
  readonly uncachedFacilityDayMs: number;
  /** The first search after the start: an area search, 500 tee times (ms). */
  readonly firstSearchMs: number;
  /** Another area's search after it, never asked before (ms). */
  readonly uncachedAreaMs: number;
  readonly run: EngineRun;
}

const median = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timed(origin: string, session: string, params: Record<string, string | number>): Promise<number> {
  const started = performance.now();
  const answer = await call(origin, 'SearchTeeTimes', { SessionID: session, ...params });
  const ms = performance.now() - started;
  if (answer.status !== 200 || field(answer.body, 'ErrorCode') !== '0' || !answer.body.includes('<TeeTime>')) {
    throw new SanityError(`uncached search ${JSON.stringify(params)}: ${answer.status}\n${answer.body.slice(0, 1000)}`);
  }
  return ms;
}

async function runSize(engine: Engine, facilities: number): Promise<SizeRun> {
  const dir = mkdtempSync(join(tmpdir(), 'crmteetimeapi-scale-'));
  let seedingMs = 0;
  let seedingLoad = 0;
  let bytes = 0;
  let teeTimes = 0;
  const added = (output: string): number => [...output.matchAll(/added (\d+) (?:scheduled )?tee times/g)].reduce((n, m) => n + Number(m[1]), 0);
  try {
    const svc = await startService(engine, {
      prepare: async (database) => {
        const started = Date.now();
        if (facilities > 0) {
          const catalog = join(dir, `catalog-${facilities}.yaml`);
          writeFileSync(catalog, scaleCatalogYaml(facilities));
          teeTimes += added(seed(database, ['--catalog', catalog, '--days', String(DAYS)]));
        }
        teeTimes += added(seed(database, ['--days', String(DAYS)]));
        seedingMs = Date.now() - started;
        seedingLoad = loadavg()[0]!;
        bytes = await databaseBytes(database);
      },
    });
    const label = `${engine}, ${facilities ? `${facilities} facilities` : 'demo'}`;
    console.log(
      `${label}: ${teeTimes} tee times seeded in ${(seedingMs / 1000).toFixed(1)} s (load average ${seedingLoad.toFixed(1)}), ${(bytes / 2 ** 20).toFixed(0)} MiB; started in ${svc.startupMs} ms (pid ${svc.pid})`,
    );
    try {
      const rssAfterStart = svc.rss();
      const session = await login(svc.origin);
      const firstSearchMs = await timed(svc.origin, session, { AreaID: 1, FacilityID: 0, NumberOfPlayers: 2, DiscountPercent: 0 });
      const uncachedAreaMs = await timed(svc.origin, session, { AreaID: 2, FacilityID: 0, NumberOfPlayers: 2, DiscountPercent: 0 });
      const samples: number[] = [];
      for (let i = 0; i < UNCACHED_SAMPLES; i++) {
        // Generated facilities when there are (spread over the catalog), else the demo's searched one on distinct days.
        const facility = facilities > 0 ? FIRST_FACILITY + Math.floor((i * facilities) / UNCACHED_SAMPLES) : SEARCHED_FACILITY;
        samples.push(
          await timed(svc.origin, session, { AreaID: 0, FacilityID: facility, FromDate: dayFromNow(2 + i * 4), NumberOfPlayers: 2, DiscountPercent: 0 }),
        );
      }
      const uncachedFacilityDayMs = median(samples);
      const rssAfterSearches = svc.rss();
      console.log(
        `  uncached: first search ${firstSearchMs.toFixed(1)} ms, area search ${uncachedAreaMs.toFixed(1)} ms, facility-day search ${uncachedFacilityDayMs.toFixed(1)} ms (median of ${UNCACHED_SAMPLES})`,
      );
      const run = await measureEngine(svc, session);
      return {
        engine,
        facilities,
        teeTimes,
        seedingMs,
        seedingLoad,
        databaseBytes: bytes,
        startupMs: svc.startupMs,
        rssAfterStart,
        rssAfterSearches,
        uncachedFacilityDayMs,
        firstSearchMs,
        uncachedAreaMs,
        run,
      };
    } finally {
      await svc.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const growth = (value: number, base: number): string => (Number.isFinite(value / base) && base > 0 ? `${(value / base).toFixed(2)}×` : '');

/** One table per size: each measure per engine, and how it grew from the demo size. */
function sizeTable(size: number, runs: readonly SizeRun[], demo: ReadonlyMap<Engine, SizeRun>): string {
  const engines = runs.map((r) => r.engine);
  const header = ['measure', ...engines.flatMap((e) => (size > 0 ? [e, '× demo'] : [e]))];
  const rows: string[][] = [];
  const add = (name: string, value: (r: SizeRun) => number, show: (n: number) => string): void => {
    rows.push([name, ...runs.flatMap((r) => (size > 0 ? [show(value(r)), growth(value(r), value(demo.get(r.engine)!))] : [show(value(r))]))]);
  };
  add(
    'tee times',
    (r) => r.teeTimes,
    (n) => n.toLocaleString('en-US'),
  );
  add(
    'seeding (`npm run seed`)',
    (r) => r.seedingMs / 1000,
    (n) => `${n.toFixed(1)} s`,
  );
  add(
    'load average when seeded',
    (r) => r.seedingLoad,
    (n) => n.toFixed(1),
  );
  add('database size', (r) => r.databaseBytes, mib);
  add(
    'start-up',
    (r) => r.startupMs / 1000,
    (n) => `${n.toFixed(2)} s`,
  );
  add('RSS after start', (r) => r.rssAfterStart, mib);
  add('RSS after the uncached searches', (r) => r.rssAfterSearches, mib);
  add('RSS after the run', (r) => r.run.rssBytes, mib);
  add(
    'uncached facility-day search',
    (r) => r.uncachedFacilityDayMs,
    (n) => `${n.toFixed(1)} ms`,
  );
  add(
    'first search after the start (an area, 500 tee times)',
    (r) => r.firstSearchMs,
    (n) => `${n.toFixed(1)} ms`,
  );
  add(
    'uncached area search (500 tee times)',
    (r) => r.uncachedAreaMs,
    (n) => `${n.toFixed(1)} ms`,
  );
  add(
    'service CPU per booking',
    (r) => r.run.bookings.cpuMicrosPerBooking,
    (n) => `${n.toFixed(0)} µs`,
  );
  for (const name of ratios(runs[0]!.run).keys())
    add(
      `${name} × ceiling`.replace(' (× the 1 KB ceiling) × ceiling', ' × 1 KB ceiling'),
      (r) => ratios(r.run).get(name) ?? NaN,
      (n) => n.toFixed(3),
    );
  const title =
    size > 0 ? `${size.toLocaleString('en-US')} generated facilities (and the demo's 16), ${DAYS} days` : `Demo catalog (16 facilities), ${DAYS} days`;
  return `### ${title}

| ${header.join(' | ')} |
| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |
${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}
`;
}

function verdictsOf(run: SizeRun, demo: SizeRun): Verdict[] {
  const at = `${run.engine}, ${run.facilities} facilities`;
  const verdicts: Verdict[] = [
    {
      target: `${at}: seeding < ${TARGETS.seedingSeconds / 60} min`,
      measured: `${(run.seedingMs / 1000).toFixed(0)} s`,
      pass: run.seedingMs < TARGETS.seedingSeconds * 1000,
    },
    {
      target: `${at}: start-up < ${TARGETS.startupSeconds} s`,
      measured: `${(run.startupMs / 1000).toFixed(2)} s`,
      pass: run.startupMs < TARGETS.startupSeconds * 1000,
    },
    {
      target: `${at}: service RSS < ${TARGETS.rssMiB} MiB`,
      measured: mib(Math.max(run.rssAfterStart, run.rssAfterSearches, run.run.rssBytes)),
      pass: Math.max(run.rssAfterStart, run.rssAfterSearches, run.run.rssBytes) < TARGETS.rssMiB * 2 ** 20,
    },
  ];
  // Bookings per second at two sizes are measured minutes apart, and a shared machine's load moves them more than the
  // catalog does; the CPU a booking costs the service moves much less, so it is judged too.
  const cpu = run.run.bookings.cpuMicrosPerBooking;
  const cpuWas = demo.run.bookings.cpuMicrosPerBooking;
  verdicts.push({
    target: `${at}: service CPU per booking within ${TARGETS.ratioDrop * 100} % of the demo size's ${cpuWas.toFixed(0)} µs`,
    measured: `${cpu.toFixed(0)} µs (${growth(cpu, cpuWas)})`,
    pass: cpu <= cpuWas * (1 + TARGETS.ratioDrop),
  });
  const base = ratios(demo.run);
  for (const [name, ratio] of ratios(run.run)) {
    const was = base.get(name)!;
    verdicts.push({
      target: `${at}: ${name} within ${TARGETS.ratioDrop * 100} % of the demo size's ${was.toFixed(3)}`,
      measured: `${ratio.toFixed(3)} (${growth(ratio, was)})`,
      pass: ratio >= was * (1 - TARGETS.ratioDrop),
    });
  }
  return verdicts;
}

/** `describe()`: the machine and its load, for the section's first line. */
export async function runScaleBench(describe: () => string): Promise<{ markdown: string; verdicts: Verdict[] }> {
  const engines: Engine[] = ['sqlite'];
  if (process.env.BENCH_POSTGRES !== '0' && (await postgresReachable())) engines.push('postgres');
  console.log(
    `scale: sizes demo, ${SIZES.join(', ')} generated facilities × ${DAYS} days (${TEE_TIMES_PER_DAY} tee times a day each), on ${engines.join(' and ')}`,
  );
  console.log("building the service (npm start's prestart) ...");
  buildService();
  const bySize = new Map<number, SizeRun[]>();
  try {
    for (const size of [0, ...SIZES]) {
      for (const engine of engines) {
        const runs = bySize.get(size) ?? [];
        runs.push(await runSize(engine, size));
        bySize.set(size, runs);
      }
    }
  } finally {
    closeConnections();
  }
  const demo = new Map(bySize.get(0)!.map((r) => [r.engine, r]));
  const verdicts = SIZES.flatMap((size) => bySize.get(size)!.flatMap((r) => verdictsOf(r, demo.get(r.engine)!)));
  console.log();
  for (const v of verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.target}: ${v.measured}`);
  const busy =
    loadavg()[0]! > 1
      ? "\n\nWarning: the machine was busy (other processes competed for its CPUs during the run): the ratios scatter far beyond the targets' margins; seeding time, size, start-up and RSS are indicative."
      : '';
  const markdown = `## Scale

Run ${new Date().toISOString()} ${describe()}, with \`npm run bench -- --scale\` (sizes: the demo, ${SIZES.join(', ')} generated facilities; \`BENCH_SCALE_SIZES\`).${busy}

${[0, ...SIZES].map((size) => sizeTable(size, bySize.get(size)!, demo)).join('\n')}
${verdicts.map((v) => `- **${v.pass ? 'PASS' : 'FAIL'}** ${v.target}: ${v.measured}`).join('\n')}

### Method

- **Sizes**: a fresh database per size and engine. The generated catalog (bench/scale-catalog.ts: one 18-hole course per facility, a start every 10 minutes from 06:00 to 16:00, ${TEE_TIMES_PER_DAY} tee times a day, 50 facilities to an area over five US time zones) is loaded with \`npm run seed -- --catalog FILE --days ${DAYS}\`, then the demo data with \`npm run seed -- --days ${DAYS}\` (its accounts, and the facilities every case searches). **Seeding** is both commands' wall time; **database size** the SQLite file with its WAL, or the PostgreSQL schema's tables with indexes and TOAST.
- **Start-up**: from the spawn of \`node dist/service/main.js\` to its start line. **RSS**: the service's VmRSS right after the start, after the uncached searches and after the last load. **Load average when seeded**: the 1-minute load average as the seeding ended; above the machine's core count, other processes competed for its CPUs and every time measured is the higher for it.
- **Uncached searches**: right after the start, the area search of the service bench (500 tee times; the first search pays what the service does once), another area's search (San Diego, 500 tee times), then the median of ${UNCACHED_SAMPLES} facility-day searches each asked once (generated facilities spread over the catalog, on distinct days; the demo size: the searched facility on distinct days).
- **Ratios**: every case of the service bench on the same service (the calls alone, the searches while bookings happen, the bookings), with the same method, beside the demo size measured the same way in the same run. **Service CPU per booking**: the service process's CPU (user + system, /proc) over the bookings' best round divided by its bookings; a loaded machine delays bookings but adds little to what each costs. The targets: seeding under ${TARGETS.seedingSeconds / 60} minutes, RSS under ${TARGETS.rssMiB} MiB, start-up under ${TARGETS.startupSeconds} s, each ratio at least ${100 - TARGETS.ratioDrop * 100} % of its demo-size figure.
`;
  return { markdown, verdicts };
}
