/**
 * SOAP-encoded arrays of xs:anyType (test/fixtures/shapes/rpc-encoded-any.yaml, Magento's multiCall)
 * end to end over real HTTP: items of mixed types, each saying its own with xsi:type, nested arrays
 * and maps among them, read as node-soap writes them (its request-response sample
 * multiCall__rpc_stype_request_xsi_attributes) and written with each item's own type, through the
 * generated client and server over SOAP 1.1 and 1.2, and by node-soap's client built from the
 * original WSDL. zeep cannot send such an array (its Any renders an item of xs:anyType under no name).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClientAsync } from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import type { AnyContent, AnyElement } from 'soapgen/runtime/xml/any.js';
import { generateSpec, ROOT, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { schemaCompileErrors } from '../support/xmllint.js';
import { haveXmllint } from '../support/requirements.js';
import { post, soapBodyOf } from '../support/soap.js';
import { SHARED, SHARED_PRESENT } from '../support/wsdl-corpus.js';

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const XSD = 'http://www.w3.org/2001/XMLSchema';
const ENC = 'http://schemas.xmlsoap.org/soap/encoding/';
const SAMPLE = join(SHARED, 'node-soap/request-response-samples/multiCall__rpc_stype_request_xsi_attributes');
const typed = (type: string, text: string): AnyContent => ({ attributes: { [`{${XSI}}type`]: `{${XSD}}${type}` }, children: [text] });

type Request = { sessionId: string; calls: AnyContent[]; options?: AnyContent };
const seen: Request[] = [];
/** Answers each call with whether it was a string, as the items' own types say. */
const handler = {
  multiCall(request: Request) {
    seen.push(request);
    return request.calls.map((c) => typed('boolean', String(c.attributes?.[`{${XSI}}type`] === `{${XSD}}string`)));
  },
};

let server: RunningServer;
let MagentoClient: new (options: { baseUrl: string; transport: Transport }) => { multiCall(request: Request): Promise<AnyContent[]> };
beforeAll(async () => {
  const generated = await generateSpec('test/fixtures/shapes/rpc-encoded-any.yaml', 'soap-arrays-any');
  const { createMagentoService } = await generated.load<{ createMagentoService: (handler: unknown) => SoapService }>('server');
  ({ MagentoClient } = await generated.load<{ MagentoClient: typeof MagentoClient }>('client'));
  server = await serve(createMagentoService(handler));
}, 60_000);
afterAll(() => server?.close());

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  const nested = (children: AnyContent['children']): AnyContent => ({ attributes: { [`{${XSI}}type`]: `{${ENC}}Array` }, children });
  it.each([
    // given: the calls; want: the calls as the handler reads them, the result
    [
      [typed('string', 'a'), typed('int', '5')],
      [typed('string', 'a'), typed('int', '5')],
      [typed('boolean', 'true'), typed('boolean', 'false')],
    ],
    [[], [], []],
    // An item without a type of its own, and a nested array of an item in no namespace.
    [
      [{ children: ['x'] }, nested([{ name: 'item', children: ['n'] }])],
      [{ attributes: {}, children: ['x'] }, nested([{ name: 'item', namespace: '', attributes: {}, children: ['n'] }])],
      [typed('boolean', 'false'), typed('boolean', 'false')],
    ],
  ])('multiCall(%j): the handler reads %j, the client %j, each item keeping its own type', async (calls, received, want) => {
    seen.length = 0;
    const client = new MagentoClient({ baseUrl: server.origin, transport });
    expect(plain(await client.multiCall({ sessionId: 's', calls }))).toEqual(want);
    expect(plain(seen)).toEqual([{ sessionId: 's', calls: received }]);
  });
});

describe.skipIf(!SHARED_PRESENT)("node-soap's sample", () => {
  it('the request as node-soap writes it is read into the items, nested arrays and maps as trees', async () => {
    seen.length = 0;
    const answer = await post(`${server.origin}/index.php/api/index/index`, readFileSync(join(SAMPLE, 'request.xml'), 'utf8'), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: '"urn:Mage_Api_Model_Server_HandlerAction"',
    });
    expect(answer.status).toBe(200);
    const item = (children: AnyContent['children'], type?: string): AnyElement => ({
      name: 'item',
      namespace: ENC,
      attributes: type ? { [`{${XSI}}type`]: type } : {},
      ...(children ? { children } : {}),
    });
    const entry = (key: string, value: string) =>
      item([
        { name: 'key', namespace: ENC, attributes: {}, children: [key] },
        { name: 'value', namespace: ENC, attributes: {}, children: [value] },
      ]);
    expect(plain(seen)).toEqual([
      {
        sessionId: 'sessionId',
        calls: [
          {
            attributes: { [`{${XSI}}type`]: `{${ENC}}Array` },
            children: [
              item(['product_stock.update']),
              item(
                [item(['HTC Touch Diamond']), item([entry('qty', '9199'), entry('is_in_stock', '1')], '{http://xml.apache.org/xml-soap}Map')],
                `{${ENC}}Array`,
              ),
            ],
          },
        ],
      },
    ]);
    // As the sample's response: an array of anyType whose item says it is a boolean.
    expect(soapBodyOf(answer.body)).toBe(
      `<multiCallResponse xmlns="urn:Magento" soap:encodingStyle="${ENC}"><multiCallReturn xmlns="" xmlns:soapenc="${ENC}" xsi:type="soapenc:Array" soapenc:arrayType="xsd:anyType[1]">` +
        `<item xmlns:xsi="${XSI}" xmlns:xsd="${XSD}" xsi:type="xsd:boolean">false</item></multiCallReturn></multiCallResponse>`,
    );
  });

  it("node-soap's client, built from the original WSDL, sends the sample's calls and reads the typed items", async () => {
    seen.length = 0;
    const client = await createClientAsync(join(SAMPLE, 'soap.wsdl'), { endpoint: `${server.origin}/index.php/api/index/index` });
    const [result] = (await client.multiCallAsync(JSON.parse(readFileSync(join(SAMPLE, 'request.json'), 'utf8')))) as [unknown];
    expect(seen).toHaveLength(1);
    expect(seen[0]!.calls).toHaveLength(1);
    expect((seen[0]!.calls[0]!.children as object[]).length).toBe(2);
    expect(result).toMatchObject({ multiCallReturn: { item: { attributes: { 'xsi:type': 'xsd:boolean' }, $value: 'false' } } });
  });
});

describe.skipIf(!haveXmllint())('the served schema', () => {
  it('compiles (xmllint)', async () => {
    const wsdl = await (await fetch(`${server.origin}/index.php/api/index/index?WSDL`)).text();
    expect(await schemaCompileErrors(wsdl, join(ROOT, 'test/.generated/schemas/index.php'))).toBe('');
  });
});

it('the generated code type-checks under the strictest flags', async () => {
  expect(await typeCheck('soap-arrays-any', ['magento/*.ts'])).toBe('');
}, 120_000);
