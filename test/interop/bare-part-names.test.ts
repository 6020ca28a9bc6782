/**
 * A bare message of several parts whose names are not their elements' (CXF's test_chars.wsdl,
 * echoChar's parts x and y of the elements charEl_x and charEl_y): the import gives each its
 * `part`, the served WSDL names the parts as the original, and zeep reads both the same.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { NS } from '../../generator/wsdl-import/namespaces.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { parseXml } from '../../generator/wsdl-import/xml.js';
import { ROOT } from '../support/generate.js';
import { haveZeep } from '../support/requirements.js';
import { specIssues } from '../support/spec-issues.js';
import { lineDifferences, zeepDumps, zeepLines } from './zeep-view.js';

const CHARS = join(ROOT, 'test/fixtures/wsdl/corpus/cxf/test_chars.wsdl');
const SCRATCH = join(ROOT, 'test/.generated', 'bare-part-names');

/** The spec imported from test_chars.wsdl and the WSDL its server serves, written to the scratch folder. */
async function imported(): Promise<{ yaml: string; served: string }> {
  const { yaml } = await importWsdl(CHARS, 'test_chars.wsdl');
  mkdirSync(SCRATCH, { recursive: true });
  const model = parseSpec(yaml, 'test_chars.yaml');
  const served = join(SCRATCH, 'test_chars.served.wsdl');
  writeFileSync(served, wsdlDocument(model, `http://localhost${model.service.path}`));
  return { yaml, served };
}

/** A message's parts in a WSDL: `name element` each. */
function messageParts(wsdl: string, message: string): string[] {
  const definitions = parseXml(readFileSync(wsdl, 'utf8'), wsdl);
  const m = definitions.elements(NS.wsdl, 'message').find((x) => x.attr('name') === message)!;
  return m.elements(NS.wsdl, 'part').map((p) => `${p.attr('name')} ${p.attr('element')!.split(':')[1]}`);
}

describe("a bare message's part names", () => {
  it("are imported as each value's part and served as the original names them", async () => {
    const { yaml, served } = await imported();
    expect(yaml).toContain('charEl_x: { type: charType, required: true, namespace: "http://cxf.apache.org/org.apache.cxf.test.TestInterface/xsd", part: x }');
    expect(messageParts(CHARS, 'echoChar')).toEqual(['x charEl_x', 'y charEl_y']);
    expect(messageParts(served, 'echoChar')).toEqual(messageParts(CHARS, 'echoChar'));
    expect(messageParts(served, 'echoCharResponse')).toEqual(['return charEl_return', 'y charEl_y', 'z charEl_z']);
  });

  it.skipIf(!haveZeep())('are read by zeep from the served WSDL as from the original', async () => {
    const { served } = await imported();
    const dumps = await zeepDumps([CHARS, served]);
    expect(zeepLines(dumps[CHARS]!).some((l) => l.includes('echoChar(x: '))).toBe(true);
    expect(lineDifferences(zeepLines(dumps[CHARS]!), zeepLines(dumps[served]!))).toEqual([]);
  });

  it('are refused where the operation names its message part, or has no bare parts', () => {
    const spec = (op: string): string => `service: { name: S, namespace: "urn:s", path: /s.asmx }\noperations:\n  Get:\n${op}`;
    expect(specIssues(spec('    bare: true\n    params:\n      A: { type: int, part: a }\n    result: int\n'))).toEqual([
      `6:7: Get.A has "part": a message of one part names it in the operation's wsdl (input: { part: a })`,
    ]);
    expect(specIssues(spec('    params:\n      A: { type: int, part: a }\n      B: { type: int }\n    result: int\n'))).toEqual([
      `5:7: Get.A has "part": only a bare operation's parts are named apart from their elements`,
    ]);
  });
});
