/**
 * Where the WSDL corpus is and what its committed outcomes say: the shared corpus of node-soap's and
 * zeep's test suites beside the repository (../shared/wsdl-corpus, or WSDL_CORPUS), our own WSDLs of
 * other stacks (test/fixtures/wsdl/corpus), and test/fixtures/wsdl/corpus-outcomes.tsv.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ROOT } from './generate.js';
import type { Outcome } from './wsdl-corpus-worker.js';

export const SHARED = process.env['WSDL_CORPUS'] ?? join(ROOT, '..', 'shared', 'wsdl-corpus');
export const SHARED_PRESENT = existsSync(SHARED);
const OWN = join(ROOT, 'test/fixtures/wsdl/corpus');
export const TABLE = join(ROOT, 'test/fixtures/wsdl/corpus-outcomes.tsv');

export interface Row {
  readonly outcome: Outcome;
  readonly reason: string;
}

function wsdlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.wsdl$/i.test(f) && statSync(join(dir, f)).isFile())
    .map((f) => join(dir, f))
    .sort();
}

/** The WSDLs by table key: the shared corpus's by their path in it, ours as `own/<path>`. */
export function corpus(): Map<string, string> {
  const files = new Map<string, string>();
  if (SHARED_PRESENT) for (const f of wsdlFiles(SHARED)) files.set(relative(SHARED, f).split(sep).join('/'), f);
  for (const f of wsdlFiles(OWN)) files.set(`own/${relative(OWN, f).split(sep).join('/')}`, f);
  return files;
}

export function readTable(): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const line of readFileSync(TABLE, 'utf8').split('\n').slice(1)) {
    if (line === '') continue;
    const [file, outcome, reason = ''] = line.split('\t');
    rows.set(file!, { outcome: outcome as Outcome, reason });
  }
  return rows;
}
