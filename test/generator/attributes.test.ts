/**
 * Attributes and simple content (test/fixtures/attributes.yaml): attributes required, optional and
 * defaulted, of scalars and enumerations, one qualified, inherited ones; elements holding a value
 * with attributes. Through the generated client and server over every transport, on the wire in
 * each element's start tag, and described by the served WSDL's schema.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateFiles } from '../../generator/generate.js';
import type { Model } from '../../generator/model.js';
import { parseSpec } from '../../generator/spec/index.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, ROOT, typeCheck, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint } from '../support/requirements.js';
import { post, soap11Envelope, soapBodyOf } from '../support/soap.js';
import { expectSchemaValid, writeSchemasOf } from '../support/xmllint.js';

const NS = 'http://example.org/catalog/';
const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

let generated: GeneratedService;
let running: RunningServer;
const received: { method: string; request: unknown }[] = [];
let answer: unknown;

const price = { value: '12.50', currency: 'EUR', net: true };
const product = {
  Name: 'Tent',
  Price: price,
  Sizes: [{ value: 'S', stock: 3 }, { value: 'L' }],
  Tag: ['new', 'sale'],
  Variant: [{ value: 'blue', stock: 1 }],
  id: 7,
  unit: 'kg',
  code: 'T-7',
  lang: 'en-GB',
  origin: 'NL',
};
const special = { Name: 'Lamp', id: 8, unit: 'piece', Until: '2026-12-31', discount: 15 };

/** Given a request and the handler's answer; want: both arrive as sent (defaults filled in where absent). */
const CALLS = [
  { name: 'an element with attributes and fields', method: 'getProduct', request: { id: 7 }, result: product, httpPost: true },
  {
    name: 'a list of elements with attributes, an inherited attribute, a list result of simple content',
    method: 'saveProducts',
    request: { products: [product, { Name: 'Cup', id: 9, unit: 'piece' }], special },
    result: [price, { value: '3', currency: 'USD', net: false }],
    httpPost: false,
  },
  { name: 'a result of simple content', method: 'getPrice', request: { code: 'T-7' }, result: price, httpPost: true },
] as const;

beforeAll(async () => {
  generated = await generateSpec('test/fixtures/attributes.yaml', 'attributes');
  const faults = await generated.load<{ PriceUnknownFault: new (detail: unknown, message: string) => Error }>('faults');
  const handle = (method: string) => (request: unknown) => {
    received.push({ method, request });
    if (method === 'getPrice' && (request as { code?: string }).code === 'none')
      throw new faults.PriceUnknownFault({ value: '0', currency: 'XXX' }, 'No price.');
    return answer;
  };
  const server = await generated.load<{ createCatalogService(handler: object): SoapService }>('server');
  running = await serve(server.createCatalogService({ getProduct: handle('getProduct'), saveProducts: handle('saveProducts'), getPrice: handle('getPrice') }));
}, 60_000);

afterAll(async () => {
  await running?.close();
});

type Client = Record<string, (request: unknown) => Promise<unknown>>;

describe.each(['soap11', 'soap12', 'httpPost'] as const satisfies readonly Transport[])('over %s', (transport) => {
  const calls = CALLS.filter((c) => transport !== 'httpPost' || c.httpPost);
  it.each(calls)('$name round-trips', async ({ method, request, result }) => {
    const { CatalogClient } = await generated.load<{ CatalogClient: new (options: { baseUrl: string; transport: Transport }) => Client }>('client');
    answer = result;
    received.length = 0;
    const got = await new CatalogClient({ baseUrl: running.origin, transport })[method]!(request);
    expect(plain(received)).toEqual([{ method, request }]);
    expect(plain(got)).toEqual(result);
  });
});

describe.each(['soap11', 'soap12'] as const)('a declared fault whose detail has attributes, over %s', (transport) => {
  it('reaches the client as its class, the detail decoded with its attributes and text', async () => {
    const { CatalogClient } = await generated.load<{ CatalogClient: new (options: { baseUrl: string; transport: Transport }) => Client }>('client');
    const error = await new CatalogClient({ baseUrl: running.origin, transport }).getPrice!({ code: 'none' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PriceUnknownFault', message: 'No price.', detail: { value: '0', currency: 'XXX', net: false } });
  });
});

describe('on the wire attributes are in the start tags', () => {
  it('a fault detail carries its attributes', async () => {
    const response = await post(`${running.origin}/catalog.asmx`, soap11Envelope(`<GetPrice xmlns="${NS}"><code>none</code></GetPrice>`), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}GetPrice"`,
    });
    expect(response.body).toContain(`<detail><PriceUnknown xmlns="${NS}" currency="XXX">0</PriceUnknown></detail>`);
  });

  const call = (operation: string, inner: string) =>
    post(`${running.origin}/catalog.asmx`, soap11Envelope(`<${operation} xmlns="${NS}">${inner}</${operation}>`), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}${operation}"`,
    });

  it('a result element carries its attributes, simple content its text', async () => {
    answer = product;
    const response = await call('GetProduct', '<id>7</id>');
    expect(response.body).toContain(
      `<GetProductResult xmlns:a0="${NS}" xmlns:a1="http://example.org/origins/" id="7" unit="kg" a0:code="T-7" xml:lang="en-GB" a1:origin="NL"><Name>Tent</Name><Price currency="EUR" net="true">12.50</Price>` +
        `<Sizes><Size stock="3">S</Size><Size>L</Size></Sizes><Tag>new</Tag><Tag>sale</Tag><Variant stock="1">blue</Variant></GetProductResult>`,
    );
  });

  it('an absent attribute with a default reads as its default; attributes in other namespaces are not it', async () => {
    received.length = 0;
    answer = [];
    const response = await call(
      'SaveProducts',
      `<products><Product id="1" x:unit="kg" xmlns:x="urn:other"><Name>A</Name><Price currency="EUR">1</Price></Product></products>`,
    );
    expect(response.status, response.body).toBe(200);
    expect(plain(received)).toEqual([
      { method: 'saveProducts', request: { products: [{ Name: 'A', Price: { value: '1', currency: 'EUR', net: false }, id: 1, unit: 'piece' }] } },
    ]);
  });

  it.each([
    [
      'a missing required attribute',
      '<products><Product><Name>A</Name></Product></products>',
      'SaveProducts/products/Product/@id: required attribute is missing',
    ],
    ['an invalid attribute value', '<products><Product id="x"><Name>A</Name></Product></products>', 'products/Product/@id: &quot;x&quot; is not a valid int'],
    [
      'a value outside an enumeration',
      '<products><Product id="1" unit="ton"><Name>A</Name></Product></products>',
      'Product/@unit: &quot;ton&quot; is not a valid Unit',
    ],
  ])('%s is a Client fault naming it', async (_, inner, message) => {
    const response = await call('SaveProducts', inner);
    expect(response.status).toBe(500);
    expect(response.body).toContain('soap:Client');
    expect(response.body).toContain(message);
  });
});

describe('the served WSDL', () => {
  let wsdl: string;
  beforeAll(async () => {
    wsdl = await (await fetch(`${running.origin}/catalog.asmx?WSDL`)).text();
  });

  it.each([
    '<s:attribute name="id" type="s:int" use="required" />',
    '<s:attribute name="unit" type="tns:Unit" default="piece" />',
    '<s:attribute name="code" type="s:string" form="qualified" />',
    '<s:extension base="s:decimal">',
    '<s:attribute name="discount" type="s:int" use="required" />',
    '<s:element minOccurs="0" maxOccurs="unbounded" name="Tag" type="s:string" />',
    '<s:element minOccurs="0" maxOccurs="unbounded" name="Variant" type="tns:Size" />',
  ])('declares %s', (declaration) => {
    expect(wsdl).toContain(declaration);
  });

  it.skipIf(!haveXmllint())('its schema validates what server and client write', async () => {
    const dir = join('test', '.generated', 'attributes', 'schema');
    mkdirSync(dir, { recursive: true });
    const schema = writeSchemasOf(wsdl, dir, 'schema');
    const files: string[] = [];
    for (const [i, c] of CALLS.entries()) {
      answer = c.result;
      const operation = c.method.charAt(0).toUpperCase() + c.method.slice(1);
      const { [`encode${operation}Request`]: encode } = await generated.load<Record<string, (r: unknown) => string>>('encoders');
      const request = `<${operation} xmlns="${NS}">${encode!(c.request)}</${operation}>`;
      files.push(join(dir, `request-${i}.xml`));
      writeFileSync(files.at(-1)!, request.replace(`<${operation} `, `<${operation} ${XSI} `));
      const response = await post(`${running.origin}/catalog.asmx`, soap11Envelope(request), {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: `"${NS}${operation}"`,
      });
      const body = soapBodyOf(response.body)!;
      files.push(join(dir, `response-${i}.xml`));
      writeFileSync(files.at(-1)!, body.replace(`<${operation}Response `, `<${operation}Response ${XSI} `));
    }
    await expectSchemaValid(schema, files);
  });
});

describe('soapgen import', () => {
  it('reads the served WSDL back into a spec that generates the same code', async () => {
    const dir = join(ROOT, 'test', '.generated', 'attributes');
    const file = join(dir, 'served.wsdl');
    writeFileSync(file, await (await fetch(`${running.origin}/catalog.asmx?WSDL`)).text());
    const imported = await importWsdl(file);
    const code = (model: Model) => generateFiles(model, 'x').map((f) => [f.path, f.content.replace(/^.*Generated by soapgen from .*$/m, '')]);
    expect(code(parseSpec(imported.yaml, 'imported.yaml'))).toEqual(code(generated.model));
  });
});

it('the generated code type-checks under the strictest flags', async () => {
  expect(await typeCheck('attributes', ['catalog/*.ts'])).toBe('');
}, 120_000);

/** Decoders set absent optional fields to undefined; compare as the wire does (absent = absent). */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
