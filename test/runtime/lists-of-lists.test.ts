/**
 * Lists of lists (test/fixtures/shapes/lists-of-lists.yaml) end to end over real HTTP: a repeated
 * element each of which is a list ("T[][]", inline: true) of scalars or of a type with attributes,
 * through the generated client and server over SOAP 1.1 and 1.2, on the wire as raw XML, validated
 * by the served WSDL's schemas, called by zeep, and read back by soapgen import.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, typeCheck, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint, haveZeep } from '../support/requirements.js';
import { post, soap11Envelope, soapBodyOf } from '../support/soap.js';
import { specIssues } from '../support/spec-issues.js';
import { expectSchemaValid, writeSchemasOf, xmllint } from '../support/xmllint.js';
import { zeep } from '../support/zeep.js';

const NS = 'http://example.org/grids/';
type Call = (request: object) => Promise<unknown>;
type Client = Record<'transpose' | 'echo', Call>;

const seen: object[] = [];
/** Columns of the rows, as long as the longest row. */
const transpose = (rows: readonly (readonly string[])[]): string[][] =>
  Array.from({ length: Math.max(0, ...rows.map((r) => r.length)) }, (_, i) => rows.flatMap((r) => (i < r.length ? [r[i]!] : [])));
const handler = {
  transpose(request: { values?: string[][] }) {
    seen.push(request);
    return { columns: transpose(request.values ?? []) };
  },
  echo(request: { sheet: object }) {
    seen.push(request);
    return request.sheet;
  },
};

const SHEET = {
  Name: 'plan',
  Row: [[{ Label: 'a', span: 2 }, { Label: 'b' }], [], [{ Label: 'c' }]],
};

let generated: GeneratedService;
let server: RunningServer;
let wsdl: string;
let GridsClient: new (options: { baseUrl: string; transport: Transport }) => Client;
beforeAll(async () => {
  generated = await generateSpec('test/fixtures/shapes/lists-of-lists.yaml', 'lists-of-lists');
  const { createGridsService } = await generated.load<{ createGridsService: (handler: unknown) => SoapService }>('server');
  ({ GridsClient } = await generated.load<{ GridsClient: typeof GridsClient }>('client'));
  server = await serve(createGridsService(handler));
  wsdl = await (await fetch(`${server.origin}/Grids.svc?WSDL`)).text();
}, 60_000);
afterAll(() => server?.close());

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  it.each([
    // given: method, request; want: the result, what the handler received
    [
      'transpose',
      {
        values: [
          ['a', 'b'],
          ['c', 'd'],
        ],
      },
      {
        columns: [
          ['a', 'c'],
          ['b', 'd'],
        ],
      },
      {
        values: [
          ['a', 'b'],
          ['c', 'd'],
        ],
      },
    ],
    // An empty inner list is an empty element; no lists at all, no elements.
    ['transpose', { values: [['x'], []] }, { columns: [['x']] }, { values: [['x'], []] }],
    ['transpose', { values: [] }, {}, {}],
    ['echo', { sheet: SHEET }, SHEET, { sheet: SHEET }],
  ] as const)('%s(%j) resolves to %j', async (method, request, want, received) => {
    seen.length = 0;
    const client = new GridsClient({ baseUrl: server.origin, transport });
    expect(plain(await client[method](request))).toEqual(want);
    expect(plain(seen)).toEqual([received]);
  });
});

describe('on the wire', () => {
  it('writes each inner list as one repeated element holding its items, and reads them so', async () => {
    const { encodeTransposeRequest, encodeEchoRequest } =
      await generated.load<Record<'encodeTransposeRequest' | 'encodeEchoRequest', (r: unknown) => string>>('encoders');
    expect(encodeTransposeRequest({ values: [['a', 'b'], [], ['c']] })).toBe(
      '<values><array>a</array><array>b</array></values><values /><values><array>c</array></values>',
    );
    expect(encodeEchoRequest({ sheet: { Name: 'n', Row: [[{ Label: 'l', span: 3 }]] } })).toBe(
      '<sheet><Name>n</Name><Row><Cell span="3"><Label>l</Label></Cell></Row></sheet>',
    );
    seen.length = 0;
    const request = `<Transpose xmlns="${NS}"><values><array>1</array><array>2</array></values><values><g:array xmlns:g="${NS}">3</g:array></values></Transpose>`;
    const response = await post(`${server.origin}/Grids.svc`, soap11Envelope(request), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}Transpose"`,
    });
    expect(response.status).toBe(200);
    expect(soapBodyOf(response.body)).toBe(
      `<TransposeResponse xmlns="${NS}"><columns><array>1</array><array>3</array></columns><columns><array>2</array></columns></TransposeResponse>`,
    );
    expect(plain(seen)).toEqual([{ values: [['1', '2'], ['3']] }]);
  });

  it('refuses an item of the wrong type inside an inner list with a Client fault naming it', async () => {
    const request = `<Echo xmlns="${NS}"><sheet><Name>n</Name><Row><Cell span="wide"><Label>l</Label></Cell></Row></sheet></Echo>`;
    const response = await post(`${server.origin}/Grids.svc`, soap11Envelope(request), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}Echo"`,
    });
    expect(response.status).toBe(500);
    expect(response.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(response.body).toMatch(/<faultstring>[^<]*Row\/Cell\/@span/);
  });
});

describe('the served WSDL', () => {
  it.each([
    ['a repeated element of an array type', '<s:element minOccurs="0" maxOccurs="unbounded" name="values" nillable="true" type="tns:ArrayOfArray" />'],
    [
      'the array type, named after its items',
      '<s:complexType name="ArrayOfArray">\n        <s:sequence>\n          <s:element minOccurs="0" maxOccurs="unbounded" name="array"',
    ],
    ['a field of a type', '<s:element minOccurs="0" maxOccurs="unbounded" name="Row" type="tns:ArrayOfCell" />'],
  ])('declares %s', (_, declaration) => {
    expect(wsdl).toContain(declaration);
  });

  it.skipIf(!haveXmllint())('its schemas validate what the server and the client write', async () => {
    const dir = join('test', '.generated', 'lists-of-lists', 'schema');
    mkdirSync(dir, { recursive: true });
    const schema = writeSchemasOf(wsdl, dir, 'schema');
    const { encodeEchoRequest } = await generated.load<{ encodeEchoRequest(r: unknown): string }>('encoders');
    const response = await post(
      `${server.origin}/Grids.svc`,
      soap11Envelope(`<Transpose xmlns="${NS}"><values><array>a</array></values><values /></Transpose>`),
      {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: `"${NS}Transpose"`,
      },
    );
    const files = [join(dir, 'request.xml'), join(dir, 'response.xml'), join(dir, 'bad.xml')];
    writeFileSync(files[0]!, `<Echo xmlns="${NS}">${encodeEchoRequest({ sheet: SHEET })}</Echo>`);
    writeFileSync(files[1]!, soapBodyOf(response.body)!);
    await expectSchemaValid(schema, files.slice(0, 2));
    // The check can fail: a Cell straight in the sheet, without its row.
    writeFileSync(files[2]!, `<Echo xmlns="${NS}"><sheet><Name>n</Name><Cell><Label>l</Label></Cell></sheet></Echo>`);
    const bad = await xmllint(['--schema', schema, files[2]!]);
    expect(bad.ok).toBe(false);
    expect(bad.output).toContain('Cell');
  });
});

describe.skipIf(!haveZeep())('zeep', () => {
  it('calls both operations from the served WSDL over both SOAP ports and decodes the answers', async () => {
    seen.length = 0;
    const outcomes = await zeep(`${server.origin}/Grids.svc?WSDL`, {
      Transpose: { values: [{ array: ['a', 'b'] }, { array: ['c'] }] },
      Echo: { sheet: { Name: 'z', Row: [{ Cell: [{ Label: 'q', span: 4 }] }, { Cell: [{ Label: 'r' }, { Label: 's' }] }] } },
    });
    for (const port of ['GridsSoap', 'GridsSoap12']) {
      expect(outcomes[port]).toEqual({
        Transpose: { result: [{ array: ['a', 'c'] }, { array: ['b'] }] },
        // zeep_calls.py gives integers as strings.
        Echo: {
          result: {
            Name: 'z',
            Row: [
              { Cell: [{ Label: 'q', span: '4' }] },
              {
                Cell: [
                  { Label: 'r', span: null },
                  { Label: 's', span: null },
                ],
              },
            ],
          },
        },
      });
    }
    const sheet = { sheet: { Name: 'z', Row: [[{ Label: 'q', span: 4 }], [{ Label: 'r' }, { Label: 's' }]] } };
    const values = { values: [['a', 'b'], ['c']] };
    expect(plain(seen)).toEqual([values, sheet, values, sheet]);
  }, 60_000);
});

describe('the help page', () => {
  it('shows a list of lists as such, with a sample of its items', async () => {
    const page = await (await fetch(`${server.origin}/Grids.svc?op=Transpose`)).text();
    expect(page).toContain('string[][] (repeated, no wrapper; items &lt;array&gt;)');
    expect(page).toMatch(/&lt;values&gt;\s*&lt;array&gt;string&lt;\/array&gt;/);
  });
});

describe('soapgen import', () => {
  it('reads a repeated element of an array type back into a list of lists that serves the same WSDL', async () => {
    const dir = join('test', '.generated', 'lists-of-lists');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'served.wsdl');
    writeFileSync(file, wsdl);
    const imported = await importWsdl(file);
    expect(imported.yaml).toContain('values: { type: "string[][]", item: array, inline: true, nillable: true }');
    expect(imported.yaml).toContain('Row: { type: "Cell[][]", inline: true }');
    const url = 'http://localhost/Grids.svc';
    expect(wsdlDocument(parseSpec(imported.yaml, 'imported.yaml'), url)).toBe(wsdlDocument(generated.model, url));
  });
});

describe('the spec', () => {
  const spec = (params: string, service = ''): string =>
    `service:\n  name: S\n  namespace: urn:s\n  path: /s${service}\noperations:\n  Op:\n    params:\n${params}    result: int\n`;
  it.each([
    [
      'a list of lists in a wrapper',
      spec('      a: { type: "int[][]" }\n'),
      'Op.a is a list of lists: only a list without a wrapper (inline: true) can repeat its element as a list of int',
    ],
    ['three levels of lists', spec('      a: { type: "int[][][]", inline: true }\n'), 'Op.a is int[][][]: a list of lists is the deepest list ("T[][]")'],
    [
      'a list of lists in an encoded service',
      spec('      a: { type: "int[][]", inline: true }\n', '\n  style: rpc\n  use: encoded'),
      'Op.a is a part written as a list without a wrapper',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(specIssues(text)).toContainEqual(expect.stringContaining(message));
  });
});

it('the generated code type-checks under the strictest flags', async () => {
  expect(await typeCheck('lists-of-lists', ['grids/*.ts'])).toBe('');
});
