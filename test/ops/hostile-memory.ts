/**
 * The memory one server process needs under hostile load, measured for the README's Operating
 * section (test/ops/npm-start.test.ts holds the budget; this compares settings over longer runs).
 *
 *   npm run build && npx tsx test/ops/hostile-memory.ts [requests=20000] [concurrency=32] [NAME=value…]
 *
 * Starts the built service (`node dist/service/main.js`, SQLite with the demo data) with the
 * given environment variables added (MALLOC_MMAP_THRESHOLD_=131072 is what `npm start` adds),
 * sends it a hostile mix (made-up logins, searches with made-up sessions, truncated and deeply
 * nested XML, 900 KB bodies, unknown operations, unknown namespaces, hundreds of attributes), and
 * prints resident memory (now and at its peak) and the JavaScript heap every tenth of the way,
 * and after a quiet 10 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { residentMemory, sendHostileLoad } from '../support/hostile-load.js';

const numbers = process.argv.slice(2).filter((arg) => /^\d+$/.test(arg));
const [requests = 20_000, concurrency = 32] = numbers.map(Number);
const added = Object.fromEntries(process.argv.slice(2).flatMap((arg) => (/^\w+=/.test(arg) ? [arg.split(/=(.*)/s).slice(0, 2)] : [])));
const MiB = 2 ** 20;
const made = (): string => Math.random().toString(36).slice(2);

interface Server {
  readonly child: ChildProcess;
  readonly origin: string;
}

async function start(env: Record<string, string>, dir: string): Promise<Server> {
  const child = spawn(process.execPath, ['dist/service/main.js'], {
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: join(dir, `${made()}.sqlite`),
      LOG_LEVEL: 'info',
      LOGIN_IP_MAX_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on [\d.]+:(\d+)/.exec(output);
      if (found) resolve(found[1]!);
      output = output.slice(-1000); // it logs a line per request; keep only the tail
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code})`)));
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** Resident memory now and at its peak (/proc), and the heap as the process's /metrics tells it, in MiB. */
async function memory({ child, origin }: Server): Promise<string> {
  const { rss, peak } = residentMemory(child.pid!);
  const metrics = await (await fetch(`${origin}/metrics`)).text();
  const metric = (name: string): number => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(metrics)?.[1]) / MiB;
  const mib = (n: number): string => n.toFixed(0).padStart(4);
  return (
    `RSS ${mib(rss / MiB)} (peak ${mib(peak / MiB)})  heap ${mib(metric('nodejs_heap_size_total_bytes'))} ` +
    `(used ${mib(metric('nodejs_heap_size_used_bytes'))})  external ${mib(metric('nodejs_external_memory_bytes'))}`
  );
}

async function hostileLoad(server: Server): Promise<void> {
  const started = performance.now();
  console.log(`       0 requests: ${await memory(server)}`);
  await sendHostileLoad(server.origin, {
    requests,
    concurrency,
    answered: async (count) => {
      if (count % Math.max(1, Math.round(requests / 10)) !== 0) return;
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`${String(count).padStart(8)} requests: ${await memory(server)}  (${seconds} s)`);
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  console.log(`    10 s quiet after: ${await memory(server)}`);
}

if (!existsSync('dist/service/main.js')) {
  console.error('run `npm run build` first: this measures the built service, as `npm start` runs it');
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'hostile-memory-'));
try {
  const described = Object.entries(added).map(([name, value]) => `${name}=${value}`);
  console.log(`${requests} hostile requests, ${concurrency} at a time; ${described.join(' ') || 'the environment as given'}:`);
  const server = await start(added, dir);
  try {
    await hostileLoad(server);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
