/**
 * Fidelity on the whole corpus: for every corpus WSDL that generates, zeep reads the WSDL the
 * generated server would serve (the same document `soapgen wsdl` prints) and the original, and
 * what it makes of both is compared (test/interop/zeep-view.ts: services, ports, bindings,
 * operations with their signatures, global elements and types). HTTP GET ports of the original
 * are left out: a spec cannot express them, and import says so.
 *
 * test/fixtures/wsdl/corpus-fidelity.tsv keeps each file's outcome — `same`, `differs` (with how
 * many lines and the first of them) or `original-unreadable` (zeep refuses the original, so
 * there is nothing to compare) — and a file whose outcome or count moves fails, so a change
 * that loses fidelity shows, as one that gains it does. After such a change, rewrite the table
 * with UPDATE_CORPUS_FIDELITY=1 and commit it. proxy-fidelity.test.ts explains, for a sample
 * of stacks, the differences that remain, with wsdl2h and wsimport too.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { NS } from '../../generator/wsdl-import/namespaces.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { parseXml } from '../../generator/wsdl-import/xml.js';
import { ROOT } from '../support/generate.js';
import { haveZeep } from '../support/requirements.js';
import { corpus, readTable, SHARED, SHARED_PRESENT } from '../support/wsdl-corpus.js';
import { lineDifferences, zeepDumps, zeepLines } from './zeep-view.js';

const TABLE = join(ROOT, 'test/fixtures/wsdl/corpus-fidelity.tsv');
const SCRATCH = join(ROOT, 'test/.generated', `corpus-fidelity-${process.pid}`);
const HAVE_ZEEP = haveZeep();

type Fidelity = 'same' | 'differs' | 'original-unreadable';
/** A line of the table's last column: one line, no checkout's own paths (the table is the same from any clone), cut short. */
const cell = (text: string, length: number): string => text.replaceAll(`${SHARED}/`, '').replaceAll(ROOT, '').replace(/\s+/g, ' ').slice(0, length);

interface Row {
  readonly outcome: Fidelity;
  readonly lines: number;
  readonly first: string;
}

function readFidelity(): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const line of readFileSync(TABLE, 'utf8').split('\n').slice(1)) {
    if (line === '') continue;
    const [file, outcome, lines = '0', first = ''] = line.split('\t');
    rows.set(file!, { outcome: outcome as Fidelity, lines: Number(lines), first });
  }
  return rows;
}

function writeFidelity(rows: ReadonlyMap<string, Row>): void {
  const lines = [...rows].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, r]) => `${file}\t${r.outcome}\t${r.lines}\t${r.first}`);
  writeFileSync(TABLE, `file\tzeep\tlines\tfirst difference\n${lines.join('\n')}\n`);
}

/** The original's HTTP GET bindings, as zeep names them ({targetNamespace}name). */
function httpGetBindings(file: string): Set<string> {
  const defs = parseXml(readFileSync(file, 'utf8'), file);
  const tns = defs.attr('targetNamespace') ?? '';
  return new Set(
    defs
      .elements(NS.wsdl, 'binding')
      .filter((b) => b.first(NS.http, 'binding')?.attr('verb') === 'GET')
      .map((b) => `{${tns}}${b.attr('name')}`),
  );
}

const results = new Map<string, Row>();

beforeAll(async () => {
  if (!HAVE_ZEEP) return;
  mkdirSync(SCRATCH, { recursive: true });
  const table = readTable();
  const pairs: Array<{ key: string; original: string; served: string }> = [];
  for (const [key, original] of corpus()) {
    if (table.get(key)?.outcome !== 'generated') continue;
    const imported = await importWsdl(original, key, { offline: true });
    const model = parseSpec(imported.yaml, `${key}.yaml`);
    const served = join(SCRATCH, `${pairs.length}.wsdl`);
    writeFileSync(served, wsdlDocument(model, `http://localhost${model.service.path}`));
    pairs.push({ key, original, served });
  }
  const dumps = await zeepDumps(pairs.flatMap((p) => [p.original, p.served]));
  for (const { key, original, served } of pairs) {
    const theirs = dumps[original]!;
    if (theirs.error !== undefined) {
      results.set(key, { outcome: 'original-unreadable', lines: 0, first: cell(theirs.error, 160) });
      continue;
    }
    const found = lineDifferences(zeepLines(theirs, httpGetBindings(original)), zeepLines(dumps[served]!));
    results.set(key, found.length === 0 ? { outcome: 'same', lines: 0, first: '' } : { outcome: 'differs', lines: found.length, first: cell(found[0]!, 200) });
  }
  if (process.env['UPDATE_CORPUS_FIDELITY']) {
    const keep = new Map([...readFidelity()].filter(([file]) => !SHARED_PRESENT && !file.startsWith('own/')));
    writeFidelity(new Map([...keep, ...results]));
  }
  const count = (o: Fidelity): number => [...results.values()].filter((r) => r.outcome === o).length;
  console.log(
    `Corpus fidelity: of ${results.size} WSDLs that generate, zeep reads ${count('same')} the same from the served WSDL as from the original; ` +
      `${count('differs')} differ; ${count('original-unreadable')} originals zeep cannot read.`,
  );
}, 600_000);

afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

describe.skipIf(!HAVE_ZEEP)('zeep reads every served corpus WSDL as it reads the original', () => {
  it('as the committed fidelity table says, file by file', () => {
    const table = readFidelity();
    const moved = [...results]
      .filter(([file, r]) => table.get(file)?.outcome !== r.outcome || table.get(file)?.lines !== r.lines)
      .map(([file, r]) => `${file}: ${table.get(file)?.outcome ?? 'not in the table'} (${table.get(file)?.lines ?? 0}) → ${r.outcome} (${r.lines}) ${r.first}`);
    expect(moved).toEqual([]);
  });

  it('covers every WSDL that generates', () => {
    expect(results.size).toBe([...readTable()].filter(([file, r]) => r.outcome === 'generated' && (SHARED_PRESENT || file.startsWith('own/'))).length);
  });
});
