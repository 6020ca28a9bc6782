/**
 * SOAP encoding's arrays (test/fixtures/shapes/rpc-encoded-arrays.yaml) end to end over real HTTP:
 * lists of an rpc/encoded service as parameters, results and fields, written as soapenc:Array
 * (`soapenc:arrayType="xsd:string[2]"`, one `<item>` per value, each with its xsi:type) by the
 * generated client and server over SOAP 1.1 and 1.2, read as PHP's SoapClient writes them (items of
 * any name, multi-references), declared in the WSDL as restrictions of soapenc:Array, and called by zeep.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, ROOT, typeCheck, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint, haveZeep } from '../support/requirements.js';
import { post, soap11Envelope, soapBodyOf } from '../support/soap.js';
import { specIssues } from '../support/spec-issues.js';
import { writeSchemasOf, xmllint } from '../support/xmllint.js';
import { zeep } from '../support/zeep.js';

const NS = 'urn:example:enc-lists';
const ENC = 'http://schemas.xmlsoap.org/soap/encoding/';
type Pair = { Left: number; Right: number };
type Bag = { Label: string; Tags?: string[]; Notes?: string[] | null };
type Call = (request: object) => Promise<unknown>;
type Client = Record<'upper' | 'swapAll' | 'tally', Call>;

const seen: object[] = [];
const handler = {
  upper(request: { words: string[] }) {
    seen.push(request);
    return request.words.map((w) => w.toUpperCase());
  },
  swapAll(request: { pairs: Pair[] }) {
    seen.push(request);
    return request.pairs.map((p) => ({ Left: p.Right, Right: p.Left }));
  },
  tally(request: { numbers: number[]; bag: Bag }) {
    seen.push(request);
    return {
      total: request.numbers.reduce((a, b) => a + b, 0),
      evens: request.numbers.filter((n) => n % 2 === 0),
      bag: {
        Label: request.bag.Label.toUpperCase(),
        Tags: [...(request.bag.Tags ?? []), 'seen'],
        ...('Notes' in request.bag ? { Notes: request.bag.Notes } : {}),
      },
    };
  },
};

let generated: GeneratedService;
let server: RunningServer;
let EncListsClient: new (options: { baseUrl: string; transport: Transport }) => Client;
beforeAll(async () => {
  generated = await generateSpec('test/fixtures/shapes/rpc-encoded-arrays.yaml', 'soap-arrays');
  const { createEncListsService } = await generated.load<{ createEncListsService: (handler: unknown) => SoapService }>('server');
  ({ EncListsClient } = await generated.load<{ EncListsClient: typeof EncListsClient }>('client'));
  server = await serve(createEncListsService(handler));
}, 60_000);
afterAll(() => server?.close());

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  it.each([
    // given: method, request; want: the result
    ['upper', { words: ['a', 'b'] }, ['A', 'B']],
    ['upper', { words: [] }, []],
    ['swapAll', { pairs: [{ Left: 1, Right: 2 }] }, [{ Left: 2, Right: 1 }]],
    ['tally', { numbers: [1, 2, 4], bag: { Label: 'x', Tags: ['t'] } }, { total: 7, evens: [2, 4], bag: { Label: 'X', Tags: ['t', 'seen'] } }],
    // A nillable array: nil is null, and an array stays one.
    ['tally', { numbers: [], bag: { Label: 'n', Notes: null } }, { total: 0, evens: [], bag: { Label: 'N', Tags: ['seen'], Notes: null } }],
    ['tally', { numbers: [], bag: { Label: 'n', Notes: ['a'] } }, { total: 0, evens: [], bag: { Label: 'N', Tags: ['seen'], Notes: ['a'] } }],
  ] as const)('%s(%j) resolves to %j', async (method, request, want) => {
    seen.length = 0;
    const client = new EncListsClient({ baseUrl: server.origin, transport });
    expect(plain(await client[method](request))).toEqual(want);
    expect(plain(seen)).toEqual([request]);
  });
});

describe('on the wire (SOAP 1.1)', () => {
  const call = (action: string, body: string) =>
    post(`${server.origin}/enc-lists`, soap11Envelope(body), { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}/${action}"` });
  const style = `soap:encodingStyle="${ENC}"`;
  const array = (type: string, n: number) => `xmlns:soapenc="${ENC}" xsi:type="soapenc:Array" soapenc:arrayType="${type}[${n}]"`;

  it.each([
    // given: operation, request body as PHP's SoapClient writes it; want: the response body
    [
      'upper',
      `<ns1:upper xmlns:ns1="${NS}" xmlns:SOAP-ENC="${ENC}"><words SOAP-ENC:arrayType="xsd:string[2]" xsi:type="SOAP-ENC:Array"><item xsi:type="xsd:string">ab</item><item xsi:type="xsd:string">c</item></words></ns1:upper>`,
      `<upperResponse xmlns="${NS}" ${style}><return xmlns="" ${array('xsd:string', 2)}><item xsi:type="xsd:string">AB</item><item xsi:type="xsd:string">C</item></return></upperResponse>`,
    ],
    [
      'swapAll',
      `<ns1:swapAll xmlns:ns1="${NS}" xmlns:SOAP-ENC="${ENC}"><pairs SOAP-ENC:arrayType="ns1:Pair[1]" xsi:type="SOAP-ENC:Array"><item xsi:type="ns1:Pair"><Left xsi:type="xsd:int">1</Left><Right xsi:type="xsd:int">2</Right></item></pairs></ns1:swapAll>`,
      `<swapAllResponse xmlns="${NS}" ${style}><return xmlns="" xmlns:t="${NS}" ${array('t:Pair', 1)}><item xmlns:t="${NS}" xsi:type="t:Pair"><Left xsi:type="xsd:int">2</Left><Right xsi:type="xsd:int">1</Right></item></return></swapAllResponse>`,
    ],
    [
      'tally',
      // Items of other names (Axis writes the part's), one of them a multi-reference.
      `<ns1:tally xmlns:ns1="${NS}"><numbers><n>2</n><n href="#i1"/></numbers><bag><Label>b</Label></bag></ns1:tally><multiRef id="i1">6</multiRef>`,
      `<tallyResponse xmlns="${NS}" ${style}><total xmlns="" xsi:type="xsd:int">8</total><evens xmlns="" ${array('xsd:int', 2)}><item xsi:type="xsd:int">2</item><item xsi:type="xsd:int">6</item></evens>` +
        `<bag xmlns="" xmlns:t="${NS}" xsi:type="t:Bag"><Label xsi:type="xsd:string">B</Label><Tags ${array('xsd:string', 1)}><item xsi:type="xsd:string">seen</item></Tags></bag></tallyResponse>`,
    ],
    [
      'tally',
      // A null array as PHP's SoapServer writes it, and a nillable one that is not nil.
      `<ns1:tally xmlns:ns1="${NS}" xmlns:SOAP-ENC="${ENC}"><numbers SOAP-ENC:arrayType="xsd:int[0]" xsi:type="SOAP-ENC:Array"/><bag xsi:type="ns1:Bag"><Label xsi:type="xsd:string">b</Label><Notes xsi:nil="true"/></bag></ns1:tally>`,
      `<tallyResponse xmlns="${NS}" ${style}><total xmlns="" xsi:type="xsd:int">0</total><evens xmlns="" ${array('xsd:int', 0)}></evens>` +
        `<bag xmlns="" xmlns:t="${NS}" xsi:type="t:Bag"><Label xsi:type="xsd:string">B</Label><Tags ${array('xsd:string', 1)}><item xsi:type="xsd:string">seen</item></Tags><Notes xsi:nil="true" /></bag></tallyResponse>`,
    ],
    [
      'tally',
      `<ns1:tally xmlns:ns1="${NS}" xmlns:SOAP-ENC="${ENC}"><numbers/><bag><Label>b</Label><Notes SOAP-ENC:arrayType="xsd:string[1]" xsi:type="SOAP-ENC:Array"><x>n</x></Notes></bag></ns1:tally>`,
      `<tallyResponse xmlns="${NS}" ${style}><total xmlns="" xsi:type="xsd:int">0</total><evens xmlns="" ${array('xsd:int', 0)}></evens>` +
        `<bag xmlns="" xmlns:t="${NS}" xsi:type="t:Bag"><Label xsi:type="xsd:string">B</Label><Tags ${array('xsd:string', 1)}><item xsi:type="xsd:string">seen</item></Tags><Notes ${array('xsd:string', 1)}><item xsi:type="xsd:string">n</item></Notes></bag></tallyResponse>`,
    ],
  ])('%s: the arrays are read whatever their items are called, and written with their type and size', async (action, body, want) => {
    const answer = await call(action, body);
    expect(answer.status).toBe(200);
    expect(soapBodyOf(answer.body)).toBe(want);
  });

  it('the WSDL declares each list as a restriction of soapenc:Array naming its items type', async () => {
    const wsdl = await (await fetch(`${server.origin}/enc-lists?WSDL`)).text();
    expect(wsdl).toContain(`<s:import namespace="${ENC}" />`);
    expect(wsdl).toContain(
      '<s:complexType name="ArrayOfPair">\n        <s:complexContent mixed="false">\n          <s:restriction base="soapenc:Array">\n            <s:attribute ref="soapenc:arrayType" wsdl:arrayType="tns:Pair[]" />',
    );
    expect(wsdl).toContain('<wsdl:part name="words" type="tns:ArrayOfString" />');
    expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" name="Notes" nillable="true" type="tns:ArrayOfString" />');
  });
});

describe.skipIf(!haveXmllint())('the served schema', () => {
  // SOAP-encoded values are not XML Schema instances of these types (the classic declaration restricts
  // soapenc:Array to no content, and values say xsi:type="soapenc:Array"): the schema itself is checked.
  it('compiles against the SOAP encoding schema, and does not without it', async () => {
    const dir = join(ROOT, 'test', '.generated', 'soap-arrays', 'schema');
    mkdirSync(dir, { recursive: true });
    const schema = writeSchemasOf(await (await fetch(`${server.origin}/enc-lists?WSDL`)).text(), dir, 'schema');
    const instance = join(dir, 'none.xml');
    writeFileSync(instance, '<none />');
    const unresolved = await xmllint(['--schema', schema, instance]);
    expect(unresolved.output).toMatch(/failed to compile|schemas parser error/i);
    const text = readFileSync(schema, 'utf8');
    writeFileSync(
      schema,
      text.replace(`<s:import namespace="${ENC}" />`, `<s:import namespace="${ENC}" schemaLocation="${join(ROOT, 'test/fixtures/wsdl/soap-encoding.xsd')}" />`),
    );
    const compiled = await xmllint(['--schema', schema, instance]);
    expect(compiled.output).not.toMatch(/failed to compile|schemas parser error/i);
    expect(compiled.output).toContain('No matching global declaration available for the validation root');
  });
});

describe.skipIf(!haveZeep())('zeep', () => {
  it('calls every operation with array parameters and decodes the array results, over both SOAP ports', async () => {
    seen.length = 0;
    const outcomes = await zeep(`${server.origin}/enc-lists?WSDL`, {
      upper: { words: ['x', 'yz'] },
      swapAll: { pairs: [{ Left: 3, Right: 4 }] },
      tally: { numbers: [5, 6], bag: { Label: 'q', Tags: ['a'], Notes: ['z'] } },
    });
    for (const port of ['EncListsSoap', 'EncListsSoap12']) {
      // zeep_calls.py gives integers as strings.
      expect(outcomes[port]).toEqual({
        upper: { result: ['X', 'YZ'] },
        swapAll: { result: [{ Left: '4', Right: '3' }] },
        tally: { result: { total: '11', evens: ['6'], bag: { Label: 'Q', Tags: ['a', 'seen'], Notes: ['z'] } } },
      });
    }
    const once = [{ words: ['x', 'yz'] }, { pairs: [{ Left: 3, Right: 4 }] }, { numbers: [5, 6], bag: { Label: 'q', Tags: ['a'], Notes: ['z'] } }];
    expect(plain(seen)).toEqual([...once, ...once]);
  }, 60_000);
});

describe('soapgen import', () => {
  it('reads the restrictions of soapenc:Array back into lists that serve the same WSDL', async () => {
    const dir = join('test', '.generated', 'soap-arrays');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'served.wsdl');
    writeFileSync(file, await (await fetch(`${server.origin}/enc-lists?WSDL`)).text());
    const imported = await importWsdl(file);
    expect(imported.yaml).toContain('words: { type: "string[]", required: true }');
    expect(imported.yaml).toContain('Tags: { type: "string[]" }');
    expect(imported.yaml).toContain('Notes: { type: "string[]", nillable: true }');
    const url = 'http://localhost/enc-lists';
    expect(wsdlDocument(parseSpec(imported.yaml, 'imported.yaml'), url)).toBe(wsdlDocument(generated.model, url));
  });
});

describe('the spec', () => {
  const spec = (field: string) =>
    `service: { name: S, namespace: "urn:s", path: /s, style: rpc, use: encoded }\noperations:\n  Op:\n    params:\n      a: ${field}\n    result: int\n`;
  it.each([
    ['{ type: "int[]", item: n }', 'Op.a is a SOAP-encoded array (its items are <item> elements, in no namespace): no "item" or "itemNamespace"'],
    [
      '{ type: "int[]", itemNamespace: "urn:o" }',
      'Op.a is a SOAP-encoded array (its items are <item> elements, in no namespace): no "item" or "itemNamespace"',
    ],
  ])('refuses %s in an encoded service', (field, message) => {
    expect(specIssues(spec(field))).toContainEqual(expect.stringContaining(message));
  });
});

it('the generated code type-checks under the strictest flags', async () => {
  expect(await typeCheck('soap-arrays', ['enclists/*.ts'])).toBe('');
}, 120_000);
