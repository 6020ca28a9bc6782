/**
 * npm run bench: the wire layer on an in-memory handler (bench/wire.ts), then the real service on
 * SQLite and PostgreSQL (bench/service.ts). Prints PASS/FAIL per target and overwrites
 * bench/RESULTS.md. BENCH_ONLY=wire or BENCH_ONLY=service runs one part. Exits 1 when a server
 * fails a sanity check; a missed target is reported, not an exit code (numbers depend on the machine).
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { runServiceBench } from './service.js';
import { runWireBench } from './wire.js';
import { wrkVersion } from './wrk.js';

const version = wrkVersion();
if (!version) {
  console.error('wrk is not installed; the bench uses it as load generator.\n  Debian/Ubuntu: sudo apt-get install -y wrk\n  macOS: brew install wrk');
  process.exit(2);
}
const only = process.env.BENCH_ONLY;
const started = Date.now();
const loadBefore = loadavg()[0]!;
const sections: string[] = [];
try {
  if (only !== 'service') sections.push((await runWireBench(version)).markdown);
  if (only !== 'wire') sections.push((await runServiceBench()).markdown);
} catch (error) {
  console.error(`\nBENCH FAILED: ${(error as Error).stack ?? error}`);
  process.exit(1);
}
const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, node ${process.version}, ${process.platform}/${process.arch}`;
const load = `1-min load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`;
const md = `# Benchmark

Run ${new Date().toISOString()} on ${machine}; ${version}; ${load}; took ${((Date.now() - started) / 1000).toFixed(0)} s. Regenerate with \`npm run bench\`.
Server, load generator and (on this machine) other work share the CPUs: compare the ratios measured in one run, not absolute numbers.

${sections.join('\n')}`;
writeFileSync(new URL('./RESULTS.md', import.meta.url), md);
console.log(`\n${load}; took ${((Date.now() - started) / 1000).toFixed(0)} s; wrote bench/RESULTS.md`);
