/**
 * npm run bench: the wire layer on an in-memory handler (bench/wire.ts), then the real service on
 * SQLite and PostgreSQL (bench/service.ts). Prints PASS/FAIL per target and overwrites
 * bench/RESULTS.md, keeping its Scale section. BENCH_ONLY=wire, BENCH_ONLY=service or
 * BENCH_ONLY=generator (import + generate of the largest corpus WSDL) runs one part,
 * BENCH_ONLY=client only the generated client against node-soap's. `npm run bench -- --scale` runs the scale bench alone (bench/scale.ts) and replaces only
 * the Scale section. Exits 1 when a server fails a sanity check; a missed target is reported, not
 * an exit code (numbers depend on the machine).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { runGeneratorBench } from './generator.js';
import { runScaleBench } from './scale.js';
import { runClientBench, runServiceBench } from './service.js';
import { runWireBench } from './wire.js';
import { wrkVersion } from './wrk.js';

const version = wrkVersion();
if (!version) {
  console.error('wrk is not installed; the bench uses it as load generator.\n  Debian/Ubuntu: sudo apt-get install -y wrk\n  macOS: brew install wrk');
  process.exit(2);
}
const only = process.env.BENCH_ONLY;
const scale = process.argv.includes('--scale');
const started = Date.now();
const loadBefore = loadavg()[0]!;
const sections: string[] = [];
const resultsUrl = new URL('./RESULTS.md', import.meta.url);
const SCALE_HEADING = '\n## Scale\n';
const previous = existsSync(resultsUrl) ? readFileSync(resultsUrl, 'utf8') : '';
const previousScale = previous.includes(SCALE_HEADING) ? previous.slice(previous.indexOf(SCALE_HEADING) + 1) : undefined;
const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, node ${process.version}, ${process.platform}/${process.arch}`;
const load = (): string => `1-min load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`;
try {
  if (scale) sections.push((await runScaleBench(() => `on ${machine}; ${version}; ${load()}`)).markdown);
  else {
    if (only === 'client') sections.push((await runClientBench()).markdown);
    else if (only === 'generator') sections.push((await runGeneratorBench()).markdown);
    else {
      // First, in a process whose heap holds nothing yet, as soapgen's own process would be.
      if (only === undefined) sections.push((await runGeneratorBench()).markdown);
      if (only !== 'service') sections.push((await runWireBench(version)).markdown);
      if (only !== 'wire') sections.push((await runServiceBench()).markdown);
    }
  }
} catch (error) {
  console.error(`\nBENCH FAILED: ${(error as Error).stack ?? error}`);
  process.exit(1);
}
const header = (what: string): string => `# Benchmark

Run ${new Date().toISOString()} on ${machine}; ${version}; ${load()}; took ${((Date.now() - started) / 1000).toFixed(0)} s. Regenerate with \`${what}\`.
Server, load generator and (on this machine) other work share the CPUs: compare the ratios measured in one run, not absolute numbers.
`;
// Each mode replaces its own part of the file: the scale run only the Scale section, the others all but it.
const md = scale
  ? `${previous.includes(SCALE_HEADING) ? previous.slice(0, previous.indexOf(SCALE_HEADING)) : previous || header('npm run bench')}\n${sections.join('\n')}`
  : `${header('npm run bench')}\n${sections.join('\n')}${previousScale ? `\n${previousScale}` : ''}`;
writeFileSync(resultsUrl, md);
console.log(`\n${load()}; took ${((Date.now() - started) / 1000).toFixed(0)} s; wrote bench/RESULTS.md`);
