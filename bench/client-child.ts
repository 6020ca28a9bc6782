/**
 * One client of the client comparison, in its own process: calls SearchTeeTimes one call after
 * another for a fixed time against a server answering fixed bytes, and reports calls/s. The
 * whole call path counts: building the request, HTTP, parsing the answer into objects.
 */
import { nodeHttp } from 'soapgen/runtime/client/node-http.js';
import { CRMTeeTimeAPIClient } from '../generated/crmteetimeapi/client.js';
import type { SearchTeeTimesRequest } from '../generated/crmteetimeapi/types.js';

export interface ClientJob {
  readonly kind: 'generated' | 'node-soap';
  /** The server that answers (a ceiling server with the captured search bytes). */
  readonly origin: string;
  readonly wsdlUrl: string;
  readonly request: SearchTeeTimesRequest;
  readonly warmupSeconds: number;
  readonly seconds: number;
}

export interface ClientReport {
  readonly callsPerSecond: number;
  /** CPU time (user + system) of this process per call, in µs: what a call costs the caller, whatever else runs on the machine. */
  readonly cpuMicrosPerCall: number;
  /** Tee times in the parsed answer of the last call (a sanity check that it was parsed). */
  readonly teeTimes: number;
}

/** Objects in a parsed answer that look like a tee time (have ID and Time). */
function countTeeTimes(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countTeeTimes(v), 0);
  if (value === null || typeof value !== 'object') return 0;
  const own = 'ID' in value && 'Time' in value ? 1 : 0;
  return own + Object.values(value).reduce((n: number, v) => n + countTeeTimes(v), 0);
}

async function makeCaller(job: ClientJob): Promise<() => Promise<unknown>> {
  if (job.kind === 'generated') {
    // As a Node program would use it: over node:http (node-soap's axios is node:http too).
    const client = new CRMTeeTimeAPIClient({ baseUrl: job.origin, http: nodeHttp() });
    return () => client.searchTeeTimes(job.request);
  }
  const mod = (await import('soap')) as typeof import('soap') & { default?: typeof import('soap') };
  const soap = typeof mod.createClientAsync === 'function' ? mod : mod.default!;
  const client = await soap.createClientAsync(job.wsdlUrl, { disableCache: true });
  client.setEndpoint(`${job.origin}/api/CRMTeeTimeAPI.asmx`);
  const method = (client as unknown as Record<string, Record<string, Record<string, (...args: unknown[]) => unknown>>>).CRMTeeTimeAPI!.CRMTeeTimeAPISoap!
    .SearchTeeTimes!;
  return () => new Promise((resolve, reject) => method(job.request, (error: unknown, result: unknown) => (error ? reject(error) : resolve(result))));
}

async function run(job: ClientJob): Promise<ClientReport> {
  const callOnce = await makeCaller(job);
  const loop = async (seconds: number): Promise<{ calls: number; last: unknown }> => {
    const end = performance.now() + seconds * 1000;
    let calls = 0;
    let last: unknown;
    while (performance.now() < end) {
      last = await callOnce();
      calls++;
    }
    return { calls, last };
  };
  await loop(job.warmupSeconds);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { calls, last } = await loop(job.seconds);
  const { user, system } = process.cpuUsage(cpu);
  return { callsPerSecond: calls / ((performance.now() - started) / 1000), cpuMicrosPerCall: (user + system) / calls, teeTimes: countTeeTimes(last) };
}

process.on('message', (job: ClientJob) => {
  run(job)
    .then((report) => process.send!({ type: 'report', report }))
    .catch((error: unknown) => process.send!({ type: 'error', message: String((error as Error)?.stack ?? error) }))
    .finally(() => process.disconnect());
});
