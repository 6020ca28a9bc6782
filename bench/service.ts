/**
 * The real-service part of `npm run bench`: the service as `npm start` runs it, on SQLite
 * and (when reachable) PostgreSQL, each call measured against a raw node:http server sending the
 * very same response bytes in the same run ("ceiling"); the booking path with 32 callers; and the
 * generated client against node-soap's on a 500-tee-time search. Returns its RESULTS.md section.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SearchTeeTimesRequest } from '../generated/crmteetimeapi/types.js';
import type { ClientJob, ClientReport } from './client-child.js';
import { BOOKING_DAYS, buildService, postgresReachable, startService, type Engine, type ServiceProcess } from './service-process.js';
import { call, closeConnections, field, post, soapRequest, type Answer, type SoapRequest } from './soap-call.js';
import { SERVICE_PATH } from './shared.js';
import { SanityError, startChild, stopChild } from './wire.js';
import { runBookingLoad, type BookingLoad } from './booking-load.js';
import { bookableTeeTimes } from './inventory.js';
import { measureMixed, mixedCases, P99_FACTOR, type MixedResult } from './mixed.js';
import { removeLuaScript, wrk, writeLuaScript, type WrkResult } from './wrk.js';

const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const MEASURE_S = Number(process.env.BENCH_SECONDS ?? 4);
/** Interleaved rounds per case (service, ceiling, service, ceiling, ...); each side's best is kept. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = 32;
const BOOKING_CALLERS = 32;
/** The generated client against node-soap's client on the same 500-tee-time search. */
const CLIENT_TARGET = 20;
/** Booking rounds: each takes two of a tee time's four seats. */
const BOOKING_ROUNDS = Math.min(ROUNDS, 2);

/** The better of two runs by `rate` (the first run when there is no other yet). */
function best<T>(a: T | undefined, b: T, rate: (run: T) => number): T {
  return a !== undefined && rate(a) >= rate(b) ? a : b;
}

export interface Verdict {
  readonly target: string;
  readonly measured: string;
  readonly pass: boolean;
}

interface WireCase {
  readonly name: string;
  readonly operation: string;
  readonly params: (session: string) => Record<string, string | number>;
  /** Minimum ratio to the ceiling; undefined: measured for information. */
  readonly target?: number;
  /** Expected number of <TeeTime> elements, when it is a search. */
  readonly teeTimes?: (n: number) => boolean;
}

const tomorrow = (): string => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const CASES: readonly WireCase[] = [
  {
    name: 'SearchTeeTimes, one facility, one day',
    operation: 'SearchTeeTimes',
    target: 0.25,
    teeTimes: (n) => n > 50,
    params: (s) => ({ SessionID: s, AreaID: 0, FacilityID: 103, FromDate: tomorrow(), NumberOfPlayers: 2, DiscountPercent: 0 }),
  },
  {
    name: 'SearchTeeTimes, one area, default 7 days',
    operation: 'SearchTeeTimes',
    target: 0.15,
    teeTimes: (n) => n === 500,
    params: (s) => ({ SessionID: s, AreaID: 1, FacilityID: 0, NumberOfPlayers: 2, DiscountPercent: 0 }),
  },
  { name: 'GetAreaList', operation: 'GetAreaList', target: 0.5, params: (s) => ({ SessionID: s }) },
  { name: 'GetFacilitiesByArea', operation: 'GetFacilitiesByArea', target: 0.5, params: (s) => ({ SessionID: s, AreaID: 1 }) },
  { name: 'GetIcons', operation: 'GetIcons', target: 0.5, params: (s) => ({ SessionID: s }) },
];

const AREA_SEARCH = CASES[1]!;
const AREA_LIST = CASES[2]!;
const FACILITY_DAY = CASES[0]!;
/** BENCH_WORKERS2=0 leaves out the run with two server processes on PostgreSQL. */
const TWO_WORKERS = process.env.BENCH_WORKERS2 !== '0';

interface CaseResult {
  /** The engine, and the processes when more than one. */
  readonly engine: string;
  readonly name: string;
  readonly bytes: number;
  readonly teeTimes?: number;
  readonly service: WrkResult;
  readonly ceiling: WrkResult;
  readonly target?: number;
}

function checkAnswer(what: string, answer: Answer): void {
  if (answer.status !== 200 || field(answer.body, 'ErrorCode') !== '0') {
    throw new SanityError(`${what}: expected 200 with ErrorCode 0, got ${answer.status}\n${answer.body.slice(0, 1500)}`);
  }
}

export async function login(origin: string): Promise<string> {
  const answer = await call(origin, 'Login', { OwnerID: 1, UserID: 'demo', Password: 'demo' });
  checkAnswer('Login', answer);
  return field(answer.body, 'SessionID')!;
}

/** The service's answer to the case's call, checked (200, ErrorCode 0, tee-time count). */
async function capture(svc: ServiceProcess, session: string, c: WireCase): Promise<{ request: SoapRequest; captured: Answer; teeTimes?: number }> {
  const request = soapRequest(c.operation, c.params(session));
  const captured = await post(svc.origin, request);
  checkAnswer(`${svc.label} ${c.name}`, captured);
  const teeTimes = c.teeTimes ? (captured.body.match(/<TeeTime>/g)?.length ?? 0) : undefined;
  if (c.teeTimes && !c.teeTimes(teeTimes!)) throw new SanityError(`${svc.label} ${c.name}: unexpected number of tee times (${teeTimes})`);
  return { request, captured, teeTimes };
}

/**
 * wrk against the service, then against a ceiling server sending the captured bytes, in ROUNDS
 * interleaved rounds; each side's best round counts, so a burst of other load on the shared
 * machine during one run does not decide the ratio.
 */
async function measureCase(svc: ServiceProcess, session: string, c: WireCase): Promise<{ result: CaseResult; captured: Answer }> {
  const { request, captured, teeTimes } = await capture(svc, session, c);
  const script = writeLuaScript(request.body, request.headers);
  const headers = Object.fromEntries(Object.entries(captured.headers).filter(([n]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(n)));
  const ceiling = await startChild({ type: 'start', kind: 'ceiling', ceiling: { status: captured.status, headers, body: captured.body } });
  try {
    const run = async (origin: string, who: string): Promise<WrkResult> => {
      await wrk(origin + SERVICE_PATH, script, WARMUP_S, CONNECTIONS);
      const result = await wrk(origin + SERVICE_PATH, script, MEASURE_S, CONNECTIONS);
      if (result.non2xx > 0) throw new SanityError(`${who} ${c.name}: ${result.non2xx} non-2xx answers under load\n${result.raw}`);
      return result;
    };
    const perSecond = (r: WrkResult): number => r.requestsPerSecond;
    let service: WrkResult | undefined;
    let ceilingBest: WrkResult | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      service = best(service, await run(svc.origin, `${svc.label} service`), perSecond);
      ceilingBest = best(ceilingBest, await run(`http://127.0.0.1:${ceiling.port}`, 'ceiling'), perSecond);
    }
    const ceilingResult = ceilingBest!;
    checkAnswer(`${svc.label} ${c.name} after the load`, await post(svc.origin, request));
    console.log(
      `  ${svc.label.padEnd(8)} ${c.name.padEnd(42)} ${service!.requestsPerSecond.toFixed(0).padStart(6)} / ${ceilingResult.requestsPerSecond.toFixed(0).padStart(6)} req/s = ${(service!.requestsPerSecond / ceilingResult.requestsPerSecond).toFixed(3)}`,
    );
    return {
      result: {
        engine: svc.label,
        name: c.name,
        bytes: Buffer.byteLength(captured.body),
        teeTimes,
        service: service!,
        ceiling: ceilingResult,
        target: c.target,
      },
      captured,
    };
  } finally {
    await stopChild(ceiling);
    removeLuaScript(script);
  }
}

interface BookingResult {
  readonly bookingsPerSecond: number;
  readonly failures: number;
  /** Per exchange (a hold or a reservation), from wrk. */
  readonly p50Ms?: number;
  readonly p99Ms?: number;
  readonly poolExhausted: boolean;
  /** The service's CPU (its processes', user + system) per booking in the best round, in µs: what a loaded machine changes least. */
  readonly cpuMicrosPerBooking: number;
}

/**
 * BOOKING_CALLERS wrk connections booking distinct tee times: HoldTeeTime (2 players), then
 * CreateReservation on the hold. After a warm-up on tee times of its own, BOOKING_ROUNDS runs,
 * the best counting, as for the other cases. Each runs down the same list, booking the next two
 * of the four seats of each tee time: a list per round needed twice the seeded days, and the
 * searches that collect it grew the service's heap by ~25 MiB.
 */
async function measureBookings(svc: ServiceProcess, session: string): Promise<BookingResult> {
  const pool = await bookableTeeTimes(svc.origin, session, 60_000, { players: 4, days: Array.from({ length: BOOKING_DAYS - 2 }, (_, i) => i + 2) });
  const warmupShare = Math.floor(pool.length / 8);
  await runBookingLoad(svc.origin + SERVICE_PATH, session, pool.slice(0, warmupShare), WARMUP_S, BOOKING_CALLERS);
  let bestRun: (BookingLoad & { cpuMicros: number }) | undefined;
  let failures = 0;
  let exhausted = false;
  for (let round = 0; round < BOOKING_ROUNDS; round++) {
    const cpuBefore = svc.cpuMicros();
    const run = await runBookingLoad(svc.origin + SERVICE_PATH, session, pool.slice(warmupShare), MEASURE_S, BOOKING_CALLERS);
    failures += run.failures;
    exhausted ||= run.exhausted;
    bestRun = best(bestRun, { ...run, cpuMicros: svc.cpuMicros() - cpuBefore }, (r) => r.bookings);
  }
  const run = bestRun!;
  if (failures > 0) console.log(`  ${svc.label}: ${failures} booking exchanges failed`);
  const result = {
    bookingsPerSecond: run.bookings / MEASURE_S,
    failures,
    p50Ms: run.wrk.p50Ms,
    p99Ms: run.wrk.p99Ms,
    poolExhausted: exhausted,
    cpuMicrosPerBooking: run.cpuMicros / run.bookings,
  };
  console.log(
    `  ${svc.label.padEnd(8)} bookings (hold + reservation, ${BOOKING_CALLERS} connections)  ${result.bookingsPerSecond.toFixed(0)} bookings/s, per exchange p50 ${ms(result.p50Ms)}, p99 ${ms(result.p99Ms)}, service CPU ${result.cpuMicrosPerBooking.toFixed(0)} µs per booking`,
  );
  return result;
}

async function runClient(job: ClientJob): Promise<ClientReport> {
  const child = fork(fileURLToPath(new URL('./client-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { type: 'report'; report: ClientReport } | { type: 'error'; message: string }) =>
      m.type === 'report' ? resolve(m.report) : reject(new Error(`${job.kind} client: ${m.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`${job.kind} client exited (${code})`)));
    child.send(job);
  });
}

/** Each client's CPU per call and their ratio: what a call costs the caller, however loaded the machine (the calls/s ratio falls with the load). */
const cpuPerCall = (generated: ClientReport, nodeSoap: ClientReport): string =>
  `${generated.cpuMicrosPerCall.toFixed(0)} vs ${nodeSoap.cpuMicrosPerCall.toFixed(0)} µs = ${(nodeSoap.cpuMicrosPerCall / generated.cpuMicrosPerCall).toFixed(1)}×`;

/** Generated client vs node-soap's, each calling a ceiling server that answers the captured 500-tee-time search. */
async function measureClients(svc: ServiceProcess, session: string, captured: Answer): Promise<Record<ClientJob['kind'], ClientReport>> {
  const headers = Object.fromEntries(Object.entries(captured.headers).filter(([n]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(n)));
  const ceiling = await startChild({ type: 'start', kind: 'ceiling', ceiling: { status: captured.status, headers, body: captured.body } });
  try {
    const params = AREA_SEARCH.params(session) as unknown as SearchTeeTimesRequest;
    const base = {
      origin: `http://127.0.0.1:${ceiling.port}`,
      wsdlUrl: `${svc.origin}${SERVICE_PATH}?WSDL`,
      request: params,
      warmupSeconds: WARMUP_S + 1,
      seconds: MEASURE_S,
    };
    // Interleaved rounds, each client's best kept, as for the wire cases.
    const perSecond = (r: ClientReport): number => r.callsPerSecond;
    let bestGenerated: ClientReport | undefined;
    let bestNodeSoap: ClientReport | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      bestGenerated = best(bestGenerated, await runClient({ ...base, kind: 'generated' }), perSecond);
      bestNodeSoap = best(bestNodeSoap, await runClient({ ...base, kind: 'node-soap' }), perSecond);
    }
    const generated = bestGenerated!;
    const nodeSoap = bestNodeSoap!;
    for (const [kind, report] of [
      ['generated', generated],
      ['node-soap', nodeSoap],
    ] as const) {
      if (report.teeTimes !== 500) throw new SanityError(`${kind} client parsed ${report.teeTimes} tee times, expected 500`);
    }
    console.log(
      `  client   SearchTeeTimes (500 tee times): generated ${generated.callsPerSecond.toFixed(0)} calls/s, node-soap ${nodeSoap.callsPerSecond.toFixed(1)} calls/s = ${(generated.callsPerSecond / nodeSoap.callsPerSecond).toFixed(1)}× (CPU per call ${cpuPerCall(generated, nodeSoap)})`,
    );
    return { generated, 'node-soap': nodeSoap };
  } finally {
    await stopChild(ceiling);
  }
}

function clientVerdict(clients: Record<ClientJob['kind'], ClientReport>): Verdict {
  const ratio = clients.generated.callsPerSecond / clients['node-soap'].callsPerSecond;
  return {
    target: `generated client ≥ ${CLIENT_TARGET}× node-soap on a 500-tee-time SearchTeeTimes`,
    measured: `${fmt(clients.generated.callsPerSecond)} vs ${fmt(clients['node-soap'].callsPerSecond, 1)} calls/s = ${ratio.toFixed(1)}× (CPU per call ${cpuPerCall(clients.generated, clients['node-soap'])})`,
    pass: ratio >= CLIENT_TARGET,
  };
}

const clientsMethod = (bytes: number | undefined): string =>
  `- **Clients**: the generated client (over \`nodeHttp()\`, its node:http exchange, as a Node program uses it; node-soap's axios is node:http too) and node-soap's client (given the service's WSDL, endpoint set to the ceiling), each in its own process, call SearchTeeTimes one call after another against a ceiling server answering the captured 500-tee-time search (${bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(0)} KB`}); the whole call path counts (request built, HTTP, answer parsed into objects, 500 tee times checked); ${ROUNDS} interleaved rounds, each client's best kept. Beside it each client's CPU per call (its process's user + system time): one call after another waits for two wake-ups each, which a loaded machine delays, so the calls/s ratio falls with the load and the CPU ratio much less.`;

/** BENCH_ONLY=client: the client comparison alone, against the search and WSDL of a SQLite service (the one the full run uses). */
export async function runClientBench(): Promise<{ markdown: string; pass: boolean; verdicts: Verdict[] }> {
  console.log("building the service (npm start's prestart) ...");
  buildService();
  const svc = await startService('sqlite');
  let verdict: Verdict;
  let bytes: number;
  try {
    const session = await login(svc.origin);
    const { captured } = await capture(svc, session, AREA_SEARCH);
    bytes = Buffer.byteLength(captured.body);
    verdict = clientVerdict(await measureClients(svc, session, captured));
  } finally {
    closeConnections();
    await svc.stop();
  }
  console.log(`\n${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.target}: ${verdict.measured}`);
  const markdown = `## The generated client

- **${verdict.pass ? 'PASS' : 'FAIL'}** ${verdict.target}: ${verdict.measured}

### Method

${clientsMethod(bytes)}
`;
  return { markdown, pass: verdict.pass, verdicts: [verdict] };
}

export interface EngineRun {
  readonly engine: Engine;
  readonly label: string;
  readonly workers: number;
  readonly cases: CaseResult[];
  readonly mixed: MixedResult[];
  readonly bookings: BookingResult;
  readonly rssBytes: number;
}

export interface EngineOptions {
  /** The cases measured alone (all by default). */
  readonly cases?: readonly WireCase[];
  readonly onSearchCaptured?: (svc: ServiceProcess, session: string, captured: Answer) => Promise<void>;
}

/** Every case on a running service: the calls alone, searches while bookings happen, bookings. */
export async function measureEngine(svc: ServiceProcess, session: string, options: EngineOptions = {}): Promise<EngineRun> {
  const cases: CaseResult[] = [];
  for (const c of options.cases ?? CASES) {
    const { result, captured } = await measureCase(svc, session, c);
    cases.push(result);
    if (c === AREA_SEARCH && options.onSearchCaptured) await options.onSearchCaptured(svc, session, captured);
  }
  const mixed = await measureMixed(
    { origin: svc.origin, session, warmupSeconds: WARMUP_S, seconds: MEASURE_S, rounds: ROUNDS, connections: CONNECTIONS, label: svc.label },
    mixedCases(),
  );
  const bookings = await measureBookings(svc, session);
  return { engine: svc.engine, label: svc.label, workers: svc.workers, cases, mixed, bookings, rssBytes: svc.rss() };
}

async function runEngine(engine: Engine, options: EngineOptions & { workers?: number } = {}): Promise<EngineRun> {
  const svc = await startService(engine, { workers: options.workers });
  console.log(`${svc.label}: service pid ${svc.pid} at ${svc.origin}`);
  try {
    return await measureEngine(svc, await login(svc.origin), options);
  } finally {
    await svc.stop();
  }
}

/** A call's ratio to its ceiling, by case name; bookings to the 1 KB ceiling as `bookings`; mixed cases by `where rate`. */
export function ratios(run: EngineRun): Map<string, number> {
  const map = new Map<string, number>();
  for (const c of run.cases) map.set(c.name, c.service.requestsPerSecond / c.ceiling.requestsPerSecond);
  const alone = run.cases.find((c) => c.name === FACILITY_DAY.name);
  if (alone)
    for (const m of run.mixed)
      map.set(`facility-day search, ${m.case.rate} bookings/s ${m.case.where}`, m.search.requestsPerSecond / alone.ceiling.requestsPerSecond);
  const oneKb = run.cases.find((c) => c.name === AREA_LIST.name);
  if (oneKb) map.set('HoldTeeTime + CreateReservation (× the 1 KB ceiling)', run.bookings.bookingsPerSecond / oneKb.ceiling.requestsPerSecond);
  return map;
}

const fmt = (n: number, digits = 0): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const ms = (v?: number): string => (v === undefined ? 'n/a' : `${v.toFixed(2)} ms`);

export async function runServiceBench(): Promise<{ markdown: string; pass: boolean; verdicts: Verdict[] }> {
  const engines: Engine[] = ['sqlite'];
  const postgres = process.env.BENCH_POSTGRES !== '0' && (await postgresReachable());
  if (postgres) engines.push('postgres');
  else
    console.log(
      process.env.BENCH_POSTGRES === '0' ? 'BENCH_POSTGRES=0: SQLite only.' : 'PostgreSQL is not reachable: the real-service bench runs on SQLite only.',
    );
  console.log("building the service (npm start's prestart) ...");
  buildService();
  const runs: EngineRun[] = [];
  let clients: Record<ClientJob['kind'], ClientReport> | undefined;
  try {
    for (const engine of engines) {
      const onSearchCaptured =
        engine === 'sqlite'
          ? async (svc: ServiceProcess, session: string, captured: Answer): Promise<void> => {
              clients = await measureClients(svc, session, captured);
            }
          : undefined;
      runs.push(await runEngine(engine, { onSearchCaptured }));
    }
    // What a second server process adds on PostgreSQL (for information: the targets are per process).
    if (postgres && TWO_WORKERS) runs.push(await runEngine('postgres', { workers: 2, cases: [FACILITY_DAY, AREA_LIST] }));
  } finally {
    closeConnections();
  }

  const verdicts: Verdict[] = [];
  const rows: string[][] = [];
  const mixedRows: string[][] = [];
  for (const run of runs) {
    // The targets are per process: a run with more is for information.
    const judge = (verdict: Verdict): void => void (run.workers === 1 && verdicts.push(verdict));
    let worstTail = 0;
    for (const c of run.cases) {
      const ratio = c.service.requestsPerSecond / c.ceiling.requestsPerSecond;
      const tail = (c.service.p99Ms ?? NaN) / (c.service.p50Ms ?? NaN);
      worstTail = Math.max(worstTail, tail);
      rows.push([
        run.label,
        c.name + (c.teeTimes !== undefined ? ` (${c.teeTimes} tee times)` : ''),
        `${(c.bytes / 1024).toFixed(1)} KB`,
        fmt(c.service.requestsPerSecond),
        fmt(c.ceiling.requestsPerSecond),
        ratio.toFixed(3),
        c.target === undefined ? '' : `≥ ${c.target}`,
        ms(c.service.p50Ms),
        ms(c.service.p99Ms),
      ]);
      if (c.target !== undefined) judge({ target: `${run.label}: ${c.name} ≥ ${c.target}× ceiling`, measured: ratio.toFixed(3), pass: ratio >= c.target });
    }
    const oneKb = run.cases.find((c) => c.name === 'GetAreaList')!.ceiling.requestsPerSecond;
    const b = run.bookings;
    const bookingTarget = run.engine === 'sqlite' ? 0.2 : 0.1;
    const bookingRatio = b.bookingsPerSecond / oneKb;
    rows.push([
      run.label,
      `HoldTeeTime + CreateReservation, ${BOOKING_CALLERS} connections, distinct tee times`,
      '—',
      `${fmt(b.bookingsPerSecond)} bookings/s (service CPU ${b.cpuMicrosPerBooking.toFixed(0)} µs each)`,
      `${fmt(oneKb)} (1 KB)`,
      bookingRatio.toFixed(3),
      `≥ ${bookingTarget}`,
      ms(b.p50Ms),
      ms(b.p99Ms),
    ]);
    judge({
      target: `${run.label}: bookings ≥ ${bookingTarget}× the 1 KB ceiling${b.failures ? ` (${b.failures} bookings failed)` : ''}${b.poolExhausted ? ' (ran out of tee times)' : ''}`,
      measured: bookingRatio.toFixed(3),
      pass: bookingRatio >= bookingTarget && b.failures === 0,
    });
    judge({
      target: `${run.label}: p99 ≤ 10× p50 at ${CONNECTIONS} connections (worst case)`,
      measured: `${worstTail.toFixed(1)}×`,
      pass: worstTail <= 10,
    });
    judge({
      target: `${run.label}: service RSS < 200 MB after the run`,
      measured: `${(run.rssBytes / 2 ** 20).toFixed(0)} MiB`,
      pass: run.rssBytes < 200 * 2 ** 20,
    });
    const alone = run.cases.find((c) => c.name === FACILITY_DAY.name)!;
    const aloneP99 = alone.service.p99Ms ?? NaN;
    for (const m of run.mixed) {
      const ratio = m.search.requestsPerSecond / alone.ceiling.requestsPerSecond;
      const tail = (m.search.p99Ms ?? NaN) / aloneP99;
      const paced = m.bookingsPerSecond >= 0.9 * m.case.rate && m.failures === 0;
      const bookingNote = `${fmt(m.bookingsPerSecond)} of ${m.case.rate} bookings/s done${m.failures ? `, ${m.failures} failed` : ''}${m.skipped ? `, ${m.skipped} skipped` : ''}`;
      mixedRows.push([
        run.label,
        m.case.where,
        `${m.case.rate}/s`,
        `${fmt(m.bookingsPerSecond)}/s${m.failures ? ` (${m.failures} failed)` : ''}`,
        fmt(m.search.requestsPerSecond),
        fmt(alone.ceiling.requestsPerSecond),
        ratio.toFixed(3),
        m.case.target === undefined ? '' : `≥ ${m.case.target}`,
        ms(m.search.p99Ms),
        `${tail.toFixed(1)}×`,
      ]);
      if (m.case.target !== undefined)
        judge({
          target: `${run.label}: facility-day search with ${m.case.rate} bookings/s ${m.case.where} ≥ ${m.case.target}× ceiling (${bookingNote})`,
          measured: ratio.toFixed(3),
          pass: ratio >= m.case.target && paced,
        });
      judge({
        target: `${run.label}: facility-day search p99 with ${m.case.rate} bookings/s ${m.case.where} ≤ ${P99_FACTOR}× alone (${ms(aloneP99)})`,
        measured: `${ms(m.search.p99Ms)} = ${tail.toFixed(1)}×`,
        pass: tail <= P99_FACTOR,
      });
    }
  }
  if (clients) verdicts.push(clientVerdict(clients));
  if (!postgres) verdicts.push({ target: 'PostgreSQL cases', measured: 'not run (unreachable)', pass: false });

  const header = ['engine', 'call (SOAP 1.1, valid session)', 'response', 'service req/s', 'ceiling req/s', '× ceiling', 'target', 'p50', 'p99'];
  const mixedHeader = ['engine', 'bookings on', 'set pace', 'done', 'search req/s', 'ceiling req/s', '× ceiling', 'target', 'p99', 'p99 ÷ alone'];
  const pass = verdicts.every((v) => v.pass);
  console.log();
  for (const v of verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.target}: ${v.measured}`);
  const markdown = `## The real service

| ${header.join(' | ')} |
| ${header.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |
${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}

### Searches while bookings happen

| ${mixedHeader.join(' | ')} |
| ${mixedHeader.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |
${mixedRows.map((r) => `| ${r.join(' | ')} |`).join('\n')}

${verdicts.map((v) => `- **${v.pass ? 'PASS' : 'FAIL'}** ${v.target}: ${v.measured}`).join('\n')}

### Method

- **Service**: built (\`npm run build\`) and run as \`npm start\` runs it, \`node dist/service/main.js\` (one process, logging at the default level \`info\` to a file, sessions, metrics), on a fresh SQLite file and on a fresh PostgreSQL schema (${postgres ? 'reachable in this run' : 'not reachable in this run'}), each with the demo data, its tee times topped up to ${BOOKING_DAYS} days with the seed command (\`npm run seed -- --days ${BOOKING_DAYS}\`) so the booking load has enough distinct tee times. Only the per-address login limit is raised (every bench caller logs in from 127.0.0.1).
- **Calls**: SOAP 1.1 envelopes as a .NET client writes them, with the \`SessionID\` of one Login. The search cases are Camelback (facility 103) tomorrow for 2 players, and area 1 (Phoenix) with no dates (today + 6 days per facility), which hits the 500-tee-time limit.
- **Ceiling**: for each call, a bare \`node:http\` server answering the exact bytes and headers the service answered (captured just before), measured right after the service in the same run. The ratio service ÷ ceiling is what the targets are about: absolute numbers move with the machine's other load.
- **Load**: \`wrk -t1 -c${CONNECTIONS} --latency\`, ${WARMUP_S} s warm-up, ${MEASURE_S} s measured, service and ceiling one after the other in ${ROUNDS} interleaved rounds (\`BENCH_ROUNDS\`), each side's best round kept (a burst of other load during one run does not decide the ratio); p50/p99 are from the service's best round. The booking target is measured against that best 1 KB ceiling. Every call is checked (200, ErrorCode 0, tee-time count) before and after its load, and any non-2xx answer under load fails the bench.
- **Bookings**: wrk with ${BOOKING_CALLERS} connections and a Lua script (bench/booking-load.ts): a free connection sends CreateReservation (test card) for the oldest hold waiting, or else HoldTeeTime (2 players) on the next tee time of a list no other request takes (collected from searches beforehand, over the ${BOOKING_DAYS} days of tee times the bench seeds); a booking is a reservation answered with a ReservationID, counted over ${MEASURE_S} s after a ${WARMUP_S} s warm-up on other tee times, in ${BOOKING_ROUNDS} rounds (each books the next two of the four seats of the tee times on the list), the best counting. p50/p99 are per exchange. The target compares bookings/s with the ceiling of the ~1 KB GetAreaList answer in the same run (each booking is two exchanges); beside it the service's CPU (user + system, /proc) per booking in that round. The callers are wrk, not node:http in the bench process, which on 2 cores cost as much CPU as the service.
- **Searches while bookings happen** (bench/mixed.ts): the facility-day search under the same wrk load, while HoldTeeTime + CreateReservation start at a set pace (an open loop from the bench process, bench/pacer.ts: the n-th booking starts n ÷ pace seconds in, however long the others take) on tee times of other facilities from the day after tomorrow on (2 players, each tee time once), or on the searched facility itself, a fresh day each round, searched for 2 players and booked 1 player at a time round its tee times (so each keeps seats for the search). Ratio to the search-alone case's ceiling in the same run; p99 against the search-alone p99; bookings done are the reservations completed during the measured seconds (a pace not held fails the target). \`BENCH_MIXED_RATES\` (${
    mixedCases()
      .filter((c) => c.where === 'elsewhere')
      .map((c) => c.rate)
      .join(',') || 'none'
  }) and \`BENCH_SAME_DAY_RATE\` set the paces. ${TWO_WORKERS && postgres ? "**postgres ×2**: the same service with `WORKERS=2` (a primary and two server processes sharing the port), for information: what a second process adds; its RSS is the three processes'." : ''}
${clientsMethod(clients ? runs[0]!.cases[1]!.bytes : undefined)}
- **RSS**: the service process's VmRSS (/proc) after its last load.
- \`BENCH_SECONDS\`, \`BENCH_WARMUP_SECONDS\`, \`BENCH_POSTGRES=0\`, \`BENCH_PROFILE=dir\` (CPU profiles of the services), \`BENCH_ONLY=service|wire|client|generator\` (\`client\`: the client comparison alone, on a SQLite service; \`generator\`: import + generate of the largest corpus WSDL alone), \`BENCH_WORKERS2=0\` (no run with two server processes) adjust a run.
`;
  return { markdown, pass, verdicts };
}
