/**
 * Lists whose items are nillable otherwise than .NET's rule (strings declared without nillable, as
 * CXF and Axis write them; ints declared nillable): test/fixtures/wsdl/list-item-nillable.wsdl is
 * imported with `itemNillable`, the served WSDL declares the items as the original does (so
 * wsimport annotates the items of both alike, and gSOAP's wsdl2h declares them alike: see
 * proxy-fidelity.test.ts), zeep reads both the same, and zeep, built from the original, calls the
 * generated server over real HTTP; the decoders skip a nil item, as they do every list's.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { NS } from '../../generator/wsdl-import/namespaces.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { parseXml } from '../../generator/wsdl-import/xml.js';
import { ROOT, typeCheck } from '../support/generate.js';
import type { RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { specIssues } from '../support/spec-issues.js';
import { serveRecording, zeepFromWsdl } from '../support/zeep.js';
import { lineDifferences, zeepDumps, zeepLines } from './zeep-view.js';

const TALLY = join(ROOT, 'test/fixtures/wsdl/list-item-nillable.wsdl');
const SCRATCH = join(ROOT, 'test/.generated', 'list-item-nillable');

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

/** The spec imported from the fixture, written to the scratch folder; the WSDL its server serves beside it. */
async function imported(): Promise<{ yaml: string; served: string }> {
  const { yaml } = await importWsdl(TALLY, 'tally.wsdl');
  mkdirSync(SCRATCH, { recursive: true });
  writeFileSync(join(SCRATCH, 'tally.yaml'), yaml);
  const model = parseSpec(yaml, 'tally.yaml');
  const served = join(SCRATCH, 'tally.served.wsdl');
  writeFileSync(served, wsdlDocument(model, `http://localhost${model.service.path}`));
  return { yaml, served };
}

/** Each complex type of a WSDL's schemas with the nillable of its one item element: `ArrayOfInt int nillable=true`. */
function arrayItems(wsdl: string): string[] {
  const definitions = parseXml(readFileSync(wsdl, 'utf8'), wsdl);
  return definitions
    .first(NS.wsdl, 'types')!
    .elements(NS.xsd, 'schema')
    .flatMap((s) => s.elements(NS.xsd, 'complexType'))
    .map((t) => {
      const item = t.first(NS.xsd, 'sequence')!.first(NS.xsd, 'element')!;
      return `${t.attr('name')} ${item.attr('name')} nillable=${item.attr('nillable') ?? 'false'}`;
    })
    .sort();
}

describe("a list's items' nillable", () => {
  it('is imported where not the default and served as the original declares it', async () => {
    const { yaml, served } = await imported();
    expect(yaml).toContain('names: { type: "string[]", itemNillable: false, required: true }');
    expect(yaml).toContain('counts: { type: "int[]", itemNillable: true, required: true }');
    expect(arrayItems(TALLY)).toEqual(['ArrayOfInt int nillable=true', 'ArrayOfString string nillable=false']);
    expect(arrayItems(served)).toEqual(arrayItems(TALLY));
  });

  it.skipIf(!haveZeep())('is read by zeep from the served WSDL as from the original', async () => {
    const { served } = await imported();
    const dumps = await zeepDumps([TALLY, served]);
    expect(zeepLines(dumps[TALLY]!).some((l) => l.includes('ArrayOfString'))).toBe(true);
    expect(lineDifferences(zeepLines(dumps[TALLY]!), zeepLines(dumps[served]!))).toEqual([]);
  });

  it.skipIf(!haveZeep())(
    'carries the lists: zeep built from the original calls the generated server, a nil item of the nillable list skipped',
    async () => {
      await imported();
      const { running, received } = await serveRecording(
        'test/.generated/list-item-nillable/tally.yaml',
        'list-item-nillable',
        'createTallyService',
        (_, r) => ({
          total: (r['counts'] as number[]).reduce((a, b) => a + b, 0),
          labels: (r['names'] as string[]).map((n) => n.toUpperCase()),
        }),
      );
      servers.push(running);
      const { results } = await zeepFromWsdl(TALLY, `${running.origin}/tally.asmx`, { soap11: '{urn:tally}TallyBinding' }, [
        ['tally', { names: { string: ['ann', 'bo'] }, counts: { int: [3, null, 4] } }],
      ]);
      expect(results).toEqual({ soap11: [{ result: { total: 7, labels: { string: ['ANN', 'BO'] } } }] });
      expect(received).toEqual([{ method: 'tally', request: { names: ['ann', 'bo'], counts: [3, 4] } }]);
      expect(await typeCheck('list-item-nillable', ['tally/*.ts'])).toBe('');
    },
    180_000,
  );

  it('is refused where two lists of one array type disagree', () => {
    const spec = `service: { name: S, namespace: "urn:s", path: /s.asmx }\noperations:\n  Get:\n    params:\n      A: { type: "string[]", listType: Names }\n      B: { type: "string[]", listType: Names, itemNillable: false }\n    result: int\n`;
    expect(specIssues(spec)).toEqual([`6:7: Get.B: listType Names is the array type of string[] (item string) already`]);
  });
});
