/**
 * The wire-layer part of `npm run bench`: requests/s of SOAP 1.1 GetAreaList (20 areas) against
 *   ceiling   - raw node:http answering the same captured bytes and headers,
 *   generated - createHttpServer(createCRMTeeTimeAPIService(handler)),
 *   node-soap - soap.listen(...) given our WSDL.
 * Each server runs in its own child process and is loaded alone; wrk (-t1 -c32) is the load generator: 2 s warm-up, 8 s
 * measured, in 2 interleaved rounds (BENCH_ROUNDS), best kept. Beside req/s, each server's CPU time per request (its
 * process's user + system time over the measured run): a loaded machine scatters it less than req/s.
 * Prints a table and returns its section of bench/RESULTS.md; throws only when a server fails its sanity check.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { AREAS, REQUEST_BODY, REQUEST_HEADERS, SERVICE_PATH, type ServerKind, type ToChild, type ToParent } from './shared.js';
import { removeLuaScript, wrk, writeLuaScript, type WrkResult } from './wrk.js';

const WARMUP_S = 2;
const MEASURE_S = 8;
const CONNECTIONS = 32;
const TARGET = 0.7; // generated >= TARGET x ceiling
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const KINDS: readonly ServerKind[] = ['generated', 'ceiling', 'node-soap'];

export class SanityError extends Error {}

export interface Child {
  process: ChildProcess;
  port: number;
  request<T extends ToParent['type']>(message: ToChild, answer: T): Promise<Extract<ToParent, { type: T }>>;
}

export async function startChild(message: Extract<ToChild, { type: 'start' }>): Promise<Child> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const request = <T extends ToParent['type']>(out: ToChild, answer: T) =>
    new Promise<Extract<ToParent, { type: T }>>((resolve, reject) => {
      const onMessage = (m: ToParent) => {
        if (m.type === answer) done(() => resolve(m as Extract<ToParent, { type: T }>));
        else if (m.type === 'error') done(() => reject(new Error(`${message.kind} server: ${m.message}`)));
      };
      const onExit = (code: number | null) => done(() => reject(new Error(`${message.kind} server exited (${code})`)));
      const done = (settle: () => void) => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        settle();
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send(out);
    });
  const { port } = await request(message, 'listening');
  return { process: child, port, request };
}

export async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null) return;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGTERM');
  await exited;
}

/** One SOAP 1.1 GetAreaList call; throws SanityError unless it is a 200 carrying the 20 areas. */
async function soapCall(kind: ServerKind, port: number): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${SERVICE_PATH}`, { method: 'POST', headers: REQUEST_HEADERS, body: REQUEST_BODY });
  const body = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const ids = [...body.matchAll(/<(?:[\w.-]+:)?ID>(\d+)<\/(?:[\w.-]+:)?ID>/g)].map((m) => Number(m[1]));
  const areas = body.match(/<(?:[\w.-]+:)?Area>/g)?.length ?? 0;
  const expected = AREAS.map((a) => a.ID);
  if (
    response.status !== 200 ||
    areas !== AREAS.length ||
    ids.join() !== expected.join() ||
    !/ErrorCode>0</.test(body) ||
    !body.includes(AREAS[19]!.LongName!)
  ) {
    throw new SanityError(
      `${kind} failed the sanity check: expected 200 with ${AREAS.length} areas (IDs ${expected[0]}..${expected.at(-1)}), ` +
        `got ${response.status} with ${areas} <Area> elements and IDs [${ids.join(',')}]\n${body.slice(0, 2000)}`,
    );
  }
  return { status: response.status, headers, body };
}

interface Row {
  kind: ServerKind;
  result: WrkResult; // the best of the rounds
  runs: number[];
  /** CPU µs per request of each round, and the best. */
  cpuRuns: number[];
  cpuMicros: number;
  rssBytes: number;
  responseBytes: number;
}

/** Runs the wire bench; `version` is wrk's version line. */
export async function runWireBench(version: string): Promise<{ markdown: string; pass: boolean }> {
  const script = writeLuaScript();
  const rows: Row[] = [];
  const children: Partial<Record<ServerKind, Child>> = {};
  const loadBefore = loadavg()[0]!;
  const started = Date.now();
  try {
    // Generated first: it provides the response bytes for the ceiling and the WSDL for node-soap.
    const generated = (children.generated = await startChild({ type: 'start', kind: 'generated' }));
    const captured = await soapCall('generated', generated.port);
    const ceilingResponse = {
      ...captured,
      headers: Object.fromEntries(
        Object.entries(captured.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)),
      ),
    };
    const wsdlResponse = await fetch(`http://127.0.0.1:${generated.port}${SERVICE_PATH}?WSDL`);
    if (wsdlResponse.status !== 200) throw new SanityError(`generated: GET ?WSDL answered ${wsdlResponse.status}`);
    const wsdl = await wsdlResponse.text();
    children.ceiling = await startChild({ type: 'start', kind: 'ceiling', ceiling: ceilingResponse });
    children['node-soap'] = await startChild({ type: 'start', kind: 'node-soap', wsdl });

    for (const kind of KINDS) {
      const sample = await soapCall(kind, children[kind]!.port);
      rows.push({ kind, result: undefined as never, runs: [], cpuRuns: [], cpuMicros: Infinity, rssBytes: 0, responseBytes: Buffer.byteLength(sample.body) });
      console.log(
        `${kind.padEnd(10)} pid ${children[kind]!.process.pid} port ${children[kind]!.port}: sanity ok (${Buffer.byteLength(sample.body)} B response)`,
      );
    }
    // Servers idle while another is measured; ROUNDS interleaved rounds, best run kept, to damp noise from other load.
    for (let round = 1; round <= ROUNDS; round++) {
      for (const row of rows) {
        const child = children[row.kind]!;
        const url = `http://127.0.0.1:${child.port}${SERVICE_PATH}`;
        process.stdout.write(`round ${round}/${ROUNDS} ${row.kind.padEnd(10)} warm-up ${WARMUP_S}s, measuring ${MEASURE_S}s ... `);
        await wrk(url, script, WARMUP_S, CONNECTIONS);
        const cpuBefore = (await child.request({ type: 'cpu' }, 'cpu')).micros;
        const result = await wrk(url, script, MEASURE_S, CONNECTIONS);
        const cpuMicros = ((await child.request({ type: 'cpu' }, 'cpu')).micros - cpuBefore) / result.requests;
        console.log(`${result.requestsPerSecond.toFixed(0)} req/s, ${cpuMicros.toFixed(1)} µs CPU per request`);
        row.cpuRuns.push(cpuMicros);
        row.cpuMicros = Math.min(row.cpuMicros, cpuMicros);
        if (result.non2xx > 0) throw new SanityError(`${row.kind}: ${result.non2xx} non-2xx responses under load\n${result.raw}`);
        row.runs.push(result.requestsPerSecond);
        if (!row.result || result.requestsPerSecond > row.result.requestsPerSecond) row.result = result;
        if (round === ROUNDS) {
          row.rssBytes = (await child.request({ type: 'memory' }, 'memory')).rss;
          await soapCall(row.kind, child.port); // still right after the load
        }
      }
    }
  } finally {
    await Promise.all(Object.values(children).map(stopChild));
    removeLuaScript(script);
  }

  const by = (kind: ServerKind) => rows.find((r) => r.kind === kind)!;
  const ceiling = by('ceiling').result.requestsPerSecond;
  const nodeSoap = by('node-soap').result.requestsPerSecond;
  const ratio = by('generated').result.requestsPerSecond / ceiling;
  const cpuRatio = by('ceiling').cpuMicros / by('generated').cpuMicros;
  const verdict = ratio >= TARGET ? 'PASS' : 'FAIL';
  const ms = (v?: number) => (v === undefined ? 'n/a' : `${v.toFixed(2)} ms`);
  const header = [
    'server',
    'req/s (best)',
    '× ceiling',
    '× node-soap',
    'p50',
    'p99',
    'CPU per request (best)',
    'RSS after run',
    'each round req/s',
    'each round CPU',
  ];
  const table = (['ceiling', 'generated', 'node-soap'] as const).map((kind) => {
    const { result, rssBytes, runs, cpuMicros, cpuRuns } = by(kind);
    return [
      kind,
      result.requestsPerSecond.toFixed(0),
      (result.requestsPerSecond / ceiling).toFixed(2),
      (result.requestsPerSecond / nodeSoap).toFixed(2),
      ms(result.p50Ms),
      ms(result.p99Ms),
      `${cpuMicros.toFixed(1)} µs`,
      `${(rssBytes / 2 ** 20).toFixed(1)} MiB`,
      runs.map((r) => r.toFixed(0)).join(' / '),
      cpuRuns.map((r) => r.toFixed(1)).join(' / '),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const soapVersion = (JSON.parse(readFileSync(new URL('../node_modules/soap/package.json', import.meta.url), 'utf8')) as { version: string }).version;
  const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, node ${process.version}, ${process.platform}/${process.arch}`;
  const verdictLine = `${verdict}: generated = ${ratio.toFixed(2)} × ceiling (target ≥ ${TARGET})`;
  const cpuLine = `CPU per request: ceiling ÷ generated = ${cpuRatio.toFixed(2)}`;
  const loadAfter = loadavg()[0]!;
  const load = `1-min load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`;
  const busy =
    loadBefore > 0.5
      ? ` Warning: the machine was busy before the bench (${load}); other processes compete for the ${availableParallelism()} CPUs and lower and scatter the numbers.`
      : '';
  const socketErrors = rows.filter((r) => r.result.socketErrors > 0).map((r) => `${r.kind}: ${r.result.socketErrors} socket errors`);

  console.log();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of table) console.log(line(r));
  console.log();
  console.log(verdictLine);
  console.log(cpuLine);
  if (socketErrors.length) console.log(`wrk reported ${socketErrors.join(', ')}`);
  console.log(`machine: ${machine}; ${version}; soap ${soapVersion}; ${load}; took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (busy) console.log(busy.trim());

  const md = `## Wire layer: SOAP 1.1 GetAreaList on an in-memory handler

Run ${new Date().toISOString()} on ${machine}; ${version}; node-soap (npm \`soap\`) ${soapVersion}; ${load}.${busy}

| ${header.join(' | ')} |
| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |
${table.map((r) => `| ${r.join(' | ')} |`).join('\n')}

**${verdictLine}.** ${cpuLine}.${socketErrors.length ? ` wrk reported ${socketErrors.join(', ')}.` : ''}

## Method

- Request: one SOAP 1.1 envelope \`GetAreaList\` with a \`SessionID\`, \`Content-Type: text/xml; charset=utf-8\` and \`SOAPAction\`, POSTed to \`${SERVICE_PATH}\`. Answer: 20 areas (ID, ShortName, LongName, State, Country) from an in-memory handler.
- **ceiling**: a bare \`node:http\` server writing the exact bytes and headers captured from the generated server; the most any node:http server can do here.
- **generated**: \`createHttpServer(createCRMTeeTimeAPIService(handler))\`.
- **node-soap**: \`soap.listen(server, '${SERVICE_PATH}', services, wsdl)\` with the WSDL served by our generated server and a service returning the same 20 areas.
- Every server answers the request with the 20 areas before and after the load (else the bench fails). Each runs in its own child process (\`node --import tsx\`) and is loaded alone while the others idle; the load generator is \`wrk -t1 -c${CONNECTIONS} --latency\` with a Lua script setting method, body and headers: ${WARMUP_S} s warm-up, then ${MEASURE_S} s measured, in ${ROUNDS} interleaved rounds; the table keeps each server's best round (its latencies are from that round). CPU per request is the server process's user + system time (\`process.cpuUsage\`) over a measured run divided by the requests wrk completed in it, the best round kept; a server that other processes keep off the CPUs loses req/s but not CPU per request, so this ratio scatters less on a loaded machine. RSS is the child's \`process.memoryUsage().rss\` right after its last run.
- Server and wrk share the machine: numbers are comparable with each other, not absolute.
`;
  return { markdown: md, pass: verdict === 'PASS' };
}
