/**
 * Fields that are global elements of their holder's own namespace (`element ref=`), in a schema
 * whose local elements are unqualified (test/fixtures/wsdl/element-refs.wsdl): the import says
 * `ref: true`, the served WSDL declares each global element once and refers to it, so zeep reads
 * the served WSDL as it reads the original; and zeep, built from the original, calls the generated
 * server over real HTTP with the references qualified and the local elements not.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
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
import { specIssues, specWithOperations } from '../support/spec-issues.js';
import { serveRecording, zeepFromWsdl } from '../support/zeep.js';
import { lineDifferences, zeepDumps, zeepLines } from './zeep-view.js';

const ORIGINAL = join(ROOT, 'test/fixtures/wsdl/element-refs.wsdl');
const SCRATCH = join(ROOT, 'test/.generated', 'element-refs');

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

async function imported(): Promise<string> {
  const { yaml, warnings } = await importWsdl(ORIGINAL, 'element-refs.wsdl');
  expect(warnings).toEqual([]);
  mkdirSync(SCRATCH, { recursive: true });
  writeFileSync(join(SCRATCH, 'terminals.yaml'), yaml);
  return yaml;
}

describe('element refs to global elements of the same namespace', () => {
  it('are imported as ref: true, and served as references to elements declared once', async () => {
    const yaml = await imported();
    expect(yaml).toContain('terminalID: { type: terminalID, required: true, ref: true }');
    expect(yaml).toContain('note: { type: "string[]", inline: true, ref: true }');
    expect(yaml).toContain('note: { type: string, ref: true }');
    const served = parseXml(wsdlDocument(parseSpec(yaml, 'terminals.yaml'), 'http://localhost/terminals.asmx'), 'served.wsdl');
    const schema = served.first(NS.wsdl, 'types')!.first(NS.xsd, 'schema')!;
    expect(schema.elements(NS.xsd, 'element').map((e) => e.attr('name'))).toEqual(['note', 'register', 'terminalID', 'registerResponse']);
    const registration = schema.elements(NS.xsd, 'complexType').find((t) => t.attr('name') === 'Registration')!;
    const particles = registration.first(NS.xsd, 'sequence')!.elements(NS.xsd, 'element');
    expect(particles.map((e) => e.attr('ref') ?? `name=${e.attr('name')}`)).toEqual(['tns:terminalID', 'tns:note', 'name=owner']);
  });

  it.skipIf(!haveZeep())('read by zeep from the served WSDL as from the original', async () => {
    const yaml = await imported();
    const served = join(SCRATCH, 'served.wsdl');
    writeFileSync(served, wsdlDocument(parseSpec(yaml, 'terminals.yaml'), 'http://localhost/terminals.asmx'));
    const dumps = await zeepDumps([ORIGINAL, served]);
    expect(zeepLines(dumps[ORIGINAL]!)).toContain('element {urn:terminals}terminalID');
    expect(lineDifferences(zeepLines(dumps[ORIGINAL]!), zeepLines(dumps[served]!))).toEqual([]);
  });

  it.skipIf(!haveZeep())(
    'are qualified on the wire: zeep built from the original calls the generated server',
    async () => {
      await imported();
      const { running, received } = await serveRecording('test/.generated/element-refs/terminals.yaml', 'element-refs', 'createTerminalsService', (_, r) => ({
        terminalID: (r['registration'] as { terminalID: unknown }).terminalID,
      }));
      servers.push(running);
      const registration = { terminalID: { imei: '3550' }, note: ['new', 'shared'], owner: 'Ann' };
      const { results } = await zeepFromWsdl(ORIGINAL, `${running.origin}/terminals.asmx`, { soap11: '{urn:terminals}TerminalsBinding' }, [
        ['register', { registration, note: 'first' }],
      ]);
      // zeep answers a response of one element by that element's value, unwrapped to its one child.
      expect(results).toEqual({ soap11: [{ result: '3550' }] });
      expect(received).toEqual([{ method: 'register', request: { registration, note: 'first' } }]);
    },
    90_000,
  );

  it.skipIf(!haveZeep())(
    'the generated code type-checks under the strictest flags',
    async () => {
      expect(await typeCheck('element-refs', ['terminals/*.ts'])).toBe('');
    },
    120_000,
  );

  it("naming a message's element stay local elements: the operation declares the global element, once", async () => {
    // CXF's RefSplitName holds references to the SplitName operation's request and response elements.
    const file = join(ROOT, 'test/fixtures/wsdl/corpus/cxf/anonymous_complex_type.wsdl');
    const { yaml } = await importWsdl(file, 'anonymous_complex_type.wsdl');
    expect(yaml).toContain('SplitName: { type: SplitName, required: true, namespace: "http://cxf.apache.org/anonymous_complex_type/" }');
    const served = parseXml(wsdlDocument(parseSpec(yaml, 'anonymous_complex_type.yaml'), 'http://localhost/x'), 'served.wsdl');
    const names = served
      .first(NS.wsdl, 'types')!
      .elements(NS.xsd, 'schema')
      .flatMap((s) => s.elements(NS.xsd, 'element').map((e) => e.attr('name')));
    expect(names.filter((n) => n === 'SplitName')).toEqual(['SplitName']);
  });

  it("are refused in no namespace: a global element is in its schema's", () => {
    const spec = specWithOperations('  Get:\n    params:\n      Note: { type: string, ref: true, namespace: "" }\n    result: int\n');
    expect(specIssues(spec)).toEqual([`7:7: Get.Note has "ref" but is in no namespace: a global element is in its schema's namespace`]);
  });
});
