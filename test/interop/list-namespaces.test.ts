/**
 * A list's array type declared in another namespace than its items' and the service's
 * (test/fixtures/wsdl/list-namespaces.wsdl, a types schema holding both Book and BookList, the
 * items unqualified; soap4r's axisArray.wsdl, an rpc/encoded ItemList of a types schema): the
 * import says `listNamespace`, the served WSDL declares the array type in that namespace's schema,
 * so zeep reads the served WSDL as it reads the original; and zeep, built from the original, calls
 * the generated server over real HTTP.
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

const SHELF = join(ROOT, 'test/fixtures/wsdl/list-namespaces.wsdl');
const AXIS_ARRAY = join(ROOT, 'test/fixtures/wsdl/corpus/soap4r/axisArray.wsdl');
const SCRATCH = join(ROOT, 'test/.generated', 'list-namespaces');

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

/** The spec imported from `wsdl`, written to the scratch folder as `name`.yaml; the WSDL its server serves beside it. */
async function imported(wsdl: string, name: string): Promise<{ yaml: string; served: string }> {
  const { yaml } = await importWsdl(wsdl, `${name}.wsdl`);
  mkdirSync(SCRATCH, { recursive: true });
  writeFileSync(join(SCRATCH, `${name}.yaml`), yaml);
  const model = parseSpec(yaml, `${name}.yaml`);
  const served = join(SCRATCH, `${name}.served.wsdl`);
  writeFileSync(served, wsdlDocument(model, `http://localhost${model.service.path}`));
  return { yaml, served };
}

/** The target namespaces of the served WSDL's schemas declaring a complex type of that name. */
function declaringSchemas(served: string, type: string): string[] {
  const definitions = parseXml(readFileSync(served, 'utf8'), served);
  return definitions
    .first(NS.wsdl, 'types')!
    .elements(NS.xsd, 'schema')
    .filter((s) => s.elements(NS.xsd, 'complexType').some((t) => t.attr('name') === type))
    .map((s) => s.attr('targetNamespace') ?? '');
}

describe('an array type of its own namespace', () => {
  it("is imported as listNamespace and served in that namespace's schema", async () => {
    const shelf = await imported(SHELF, 'shelf');
    expect(shelf.yaml).toContain(
      'books: { type: "Book[]", itemNamespace: "", listType: BookList, listNamespace: "urn:shelf:types", itemNillable: false, required: true }',
    );
    expect(declaringSchemas(shelf.served, 'BookList')).toEqual(['urn:shelf:types']);
    const axis = await imported(AXIS_ARRAY, 'axisArray');
    expect(axis.yaml).toContain(
      'result: { type: "Item[]", element: list, listType: ItemList, listNamespace: "urn:jp.gr.jin.rrr.example.itemListType", required: true }',
    );
    expect(declaringSchemas(axis.served, 'ItemList')).toEqual(['urn:jp.gr.jin.rrr.example.itemListType']);
  });

  it.skipIf(!haveZeep())('is read by zeep from the served WSDL as from the original', async () => {
    const served = [(await imported(SHELF, 'shelf')).served, (await imported(AXIS_ARRAY, 'axisArray')).served];
    const dumps = await zeepDumps([SHELF, AXIS_ARRAY, ...served]);
    expect(zeepLines(dumps[SHELF]!)).toContain('type {urn:shelf:types}BookList');
    expect(lineDifferences(zeepLines(dumps[SHELF]!), zeepLines(dumps[served[0]!]!))).toEqual([]);
    expect(lineDifferences(zeepLines(dumps[AXIS_ARRAY]!), zeepLines(dumps[served[1]!]!))).toEqual([]);
  });

  it.skipIf(!haveZeep())(
    'holds its items as the original says: zeep built from the original calls the generated server',
    async () => {
      await imported(SHELF, 'shelf');
      const { running, received } = await serveRecording(
        'test/.generated/list-namespaces/shelf.yaml',
        'list-namespaces',
        'createShelfService',
        (_, r) => (r['books'] as unknown[]).length,
      );
      servers.push(running);
      const books = [{ title: 'Emma' }, { title: 'Kim' }];
      const { results } = await zeepFromWsdl(SHELF, `${running.origin}/shelf.asmx`, { soap11: '{urn:shelf}ShelfBinding' }, [
        ['store', { books: { Book: books } }],
      ]);
      expect(results).toEqual({ soap11: [{ result: 2 }] });
      expect(received).toEqual([{ method: 'store', request: { books } }]);
      expect(await typeCheck('list-namespaces', ['shelf/*.ts'])).toBe('');
    },
    180_000,
  );

  it("is refused where the items are in a third namespace: a local element is in its schema's or none", () => {
    const spec = `service: { name: S, namespace: "urn:s", path: /s.asmx }\ntypes:\n  T: { fields: { A: { type: int } } }\noperations:\n  Get:\n    params:\n      Ts: { type: "T[]", listNamespace: "urn:lists" }\n    result: int\n`;
    expect(specIssues(spec)).toEqual([
      `7:7: Get.Ts: listNamespace urn:lists is not its items' namespace urn:s: an array type of another namespace holds items in none`,
    ]);
  });
});
