/**
 * The generator's speed: `soapgen import` + generate of the largest WSDL of the committed corpus
 * (Salesforce's enterprise WSDL, 230 KB), in CPU time (user + system) rather than wall time, since
 * the machine is shared. The first run also loads the TypeScript printer the emitters use; the
 * target is on the best of the runs after it.
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateFiles } from '../generator/generate.js';
import { parseSpec } from '../generator/spec/index.js';
import { importWsdl } from '../generator/wsdl-import/index.js';

const LARGEST = fileURLToPath(new URL('../test/fixtures/wsdl/corpus/salesforce/enterprise.wsdl', import.meta.url));
const TARGET_MS = 1000;
const RUNS = 5;

/** Milliseconds of CPU for one import + generate (the files are made in memory, not written). */
async function importAndGenerate(): Promise<number> {
  const cpu = process.cpuUsage();
  const imported = await importWsdl(LARGEST, 'enterprise.wsdl', { offline: true });
  generateFiles(parseSpec(imported.yaml, 'spec.yaml'), 'generated/enterprise');
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000;
}

export async function runGeneratorBench(): Promise<{ markdown: string; pass: boolean }> {
  const first = await importAndGenerate();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await importAndGenerate());
  const best = Math.min(...runs);
  const verdict = best < TARGET_MS ? 'PASS' : 'FAIL';
  const line = `${verdict}: import + generate of the largest corpus WSDL (${statSync(LARGEST).size} bytes) = ${best.toFixed(0)} ms of CPU (target < ${TARGET_MS} ms)`;
  console.log(`\n${line}; each run ${runs.map((r) => r.toFixed(0)).join(' / ')} ms, the first (loading the printer) ${first.toFixed(0)} ms`);
  const markdown = `## Generator: import + generate of the largest corpus WSDL

**${line}.** Each run ${runs.map((r) => r.toFixed(0)).join(' / ')} ms of CPU; the first run of the process, which also loads the TypeScript printer, ${first.toFixed(0)} ms. \`test/fixtures/wsdl/corpus/salesforce/enterprise.wsdl\` goes through \`importWsdl\` and \`generateFiles\` in the bench's process, the files made in memory; the best of ${RUNS} runs after the first is kept.
`;
  return { markdown, pass: verdict === 'PASS' };
}
