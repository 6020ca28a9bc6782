/**
 * Elements in several XML namespaces (test/fixtures/namespaces.yaml): types of a second target
 * namespace with unqualified local elements, unqualified and qualified elements against their
 * schema's default, a global element of a third namespace. The generated client and server agree
 * over every transport, each element travels in its own namespace however a sender writes it, and
 * the served WSDL's schemas describe exactly what travels.
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
import { expectSchemaValid, writeSchemasOf, xmllint } from '../support/xmllint.js';

const NS = 'http://example.org/orders/';
const COMMON = 'http://example.org/common/';
const TRACKING = 'http://example.org/tracking/';
const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

let generated: GeneratedService;
let running: RunningServer;
const received: { method: string; request: unknown }[] = [];

const address = { Street: '1 Quay', City: 'Cork', Zip: 'T12' };
const shipment = { To: address, Lines: [2, 5], Tracking: 'TR-9' };

/** Given a request, the handler's answer; want: the handler and the client see them exactly. */
const CALLS = [
  {
    name: 'every namespace at once',
    method: 'placeOrder',
    request: { customer: { Name: 'Ann', Home: address, Note: 'ring twice', Tags: ['vip', 'new'] }, shipment, comment: 'fast' },
    result: shipment,
    httpPost: false,
  },
  {
    name: 'a nil element of another namespace',
    method: 'placeOrder',
    request: { customer: { Name: 'Bo', Home: null } },
    result: { To: { City: 'Galway' } },
    httpPost: false,
  },
  { name: 'a result typed in another namespace', method: 'findAddress', request: { city: 'Cork' }, result: address, httpPost: true },
] as const;

beforeAll(async () => {
  generated = await generateSpec('test/fixtures/namespaces.yaml', 'namespaces');
  let next = 0;
  const answer = (method: string) => (request: unknown) => {
    received.push({ method, request });
    return CALLS[next]!.result;
  };
  const server = await generated.load<{ createOrdersService(handler: object): SoapService }>('server');
  running = await serve(server.createOrdersService({ placeOrder: answer('placeOrder'), findAddress: answer('findAddress') }));
  // Each call below sets which answer comes next.
  setAnswer = (i) => {
    next = i;
  };
}, 60_000);
let setAnswer: (i: number) => void;

afterAll(async () => {
  await running?.close();
});

type Client = Record<string, (request: unknown) => Promise<unknown>>;

describe.each(['soap11', 'soap12', 'httpPost'] as const satisfies readonly Transport[])('over %s', (transport) => {
  const calls = CALLS.map((c, i) => ({ ...c, i })).filter((c) => transport !== 'httpPost' || c.httpPost);
  it.each(calls)('$name round-trips', async ({ method, request, result, i }) => {
    const { OrdersClient } = await generated.load<{ OrdersClient: new (options: { baseUrl: string; transport: Transport }) => Client }>('client');
    setAnswer(i);
    received.length = 0;
    const answer = await new OrdersClient({ baseUrl: running.origin, transport })[method]!(request);
    expect(stripUndefined(received)).toEqual([{ method, request }]);
    expect(stripUndefined(answer)).toEqual(result);
  });
});

describe('on the wire each element is in its own namespace', () => {
  const call = (body: string) =>
    post(`${running.origin}/orders.asmx`, soap11Envelope(body), { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}PlaceOrder"` });

  it('the response declares a namespace only where an element leaves the one in scope', async () => {
    setAnswer(0);
    const response = await call(`<PlaceOrder xmlns="${NS}"><customer /></PlaceOrder>`);
    expect(response.status).toBe(200);
    expect(response.body).toContain(
      `<PlaceOrderResponse xmlns="${NS}"><PlaceOrderResult>` +
        `<To xmlns=""><Street xmlns="">1 Quay</Street><City xmlns="">Cork</City><Zip xmlns="${COMMON}">T12</Zip></To>` +
        `<Lines xmlns=""><Quantity>2</Quantity><Quantity>5</Quantity></Lines>` +
        `<Tracking xmlns="${TRACKING}">TR-9</Tracking>` +
        `</PlaceOrderResult></PlaceOrderResponse>`,
    );
  });

  it('a request written with prefixes is read by namespace, not by how it is written', async () => {
    setAnswer(0);
    received.length = 0;
    const response = await call(
      `<o:PlaceOrder xmlns:o="${NS}" xmlns:c="${COMMON}" xmlns:t="${TRACKING}">` +
        `<o:customer><o:Name>Cy</o:Name><o:Home><Street>2 Mall</Street><City>Sligo</City><c:Zip>F91</c:Zip></o:Home><Note>n</Note></o:customer>` +
        `<o:shipment><t:Tracking>T-1</t:Tracking></o:shipment><comment>c</comment>` +
        `</o:PlaceOrder>`,
    );
    expect(response.status, response.body).toBe(200);
    expect(stripUndefined(received)).toEqual([
      {
        method: 'placeOrder',
        request: { customer: { Name: 'Cy', Home: { Street: '2 Mall', City: 'Sligo', Zip: 'F91' }, Note: 'n' }, shipment: { Tracking: 'T-1' }, comment: 'c' },
      },
    ]);
  });

  it.each([
    ['an unqualified element sent qualified', `<customer><Note>n</Note></customer><comment>c</comment>`, { customer: {} }],
    ['a qualified element sent unqualified', `<customer><Name xmlns="">Dee</Name></customer>`, { customer: {} }],
    ['a global element sent in its parent’s namespace', `<customer /><shipment><Tracking>T-2</Tracking></shipment>`, { customer: {}, shipment: {} }],
  ])('%s is not the field', async (_, inner, request) => {
    setAnswer(0);
    received.length = 0;
    const response = await call(`<PlaceOrder xmlns="${NS}">${inner}</PlaceOrder>`);
    expect(response.status, response.body).toBe(200);
    expect(stripUndefined(received)).toEqual([{ method: 'placeOrder', request }]);
  });

  it('a required element in the wrong namespace is reported missing', async () => {
    const response = await call(`<PlaceOrder xmlns="${NS}"><customer><Home><City xmlns="${COMMON}">X</City></Home></customer></PlaceOrder>`);
    expect(response.status).toBe(500);
    expect(response.body).toContain('City: required element is missing');
  });
});

describe('the served WSDL', () => {
  let wsdl: string;
  beforeAll(async () => {
    wsdl = await (await fetch(`${running.origin}/orders.asmx?WSDL`)).text();
  });

  it.each([
    `<s:schema elementFormDefault="unqualified" targetNamespace="${COMMON}">`,
    `<s:schema elementFormDefault="qualified" targetNamespace="${TRACKING}">`,
    `<s:import namespace="${COMMON}" />`,
    '<s:element minOccurs="0" maxOccurs="1" name="Note" type="s:string" form="unqualified" />',
    '<s:element minOccurs="0" maxOccurs="1" name="Zip" type="s:string" form="qualified" />',
    '<s:element minOccurs="0" maxOccurs="1" ref="ns2:Tracking" />',
    '<s:element minOccurs="0" maxOccurs="unbounded" name="Quantity" type="s:int" form="unqualified" />',
  ])('declares %s', (declaration) => {
    expect(wsdl).toContain(declaration);
  });

  it.skipIf(!haveXmllint())('its schemas validate what the server answers', async () => {
    const dir = join('test', '.generated', 'namespaces', 'schema');
    mkdirSync(dir, { recursive: true });
    const schema = writeSchemasOf(wsdl, dir, 'schema');
    const files: string[] = [];
    for (const i of [0, 1]) {
      setAnswer(i);
      const response = await post(`${running.origin}/orders.asmx`, soap11Envelope(`<PlaceOrder xmlns="${NS}"><customer /></PlaceOrder>`), {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: `"${NS}PlaceOrder"`,
      });
      const body = soapBodyOf(response.body)!;
      files.push(join(dir, `response-${i}.xml`));
      writeFileSync(files.at(-1)!, body.replace('<PlaceOrderResponse ', `<PlaceOrderResponse ${XSI} `));
    }
    // The request the generated client writes for the first call, as its encoder writes it.
    const { encodePlaceOrderRequest } = await generated.load<{ encodePlaceOrderRequest(r: unknown): string }>('encoders');
    files.push(join(dir, 'request.xml'));
    writeFileSync(files.at(-1)!, `<PlaceOrder ${XSI} xmlns="${NS}">${encodePlaceOrderRequest(CALLS[0].request)}</PlaceOrder>`);
    files.push(join(dir, 'nil.xml'));
    writeFileSync(files.at(-1)!, `<PlaceOrder ${XSI} xmlns="${NS}">${encodePlaceOrderRequest(CALLS[1].request)}</PlaceOrder>`);
    await expectSchemaValid(schema, files);
  });

  it.skipIf(!haveXmllint())('the schema check can fail: an unqualified element sent qualified is rejected', async () => {
    const dir = join('test', '.generated', 'namespaces', 'schema');
    const bad = join(dir, 'bad.xml');
    writeFileSync(bad, `<PlaceOrder xmlns="${NS}"><customer><Note>n</Note></customer></PlaceOrder>`);
    const result = await xmllint(['--schema', join(dir, 'schema.xsd'), bad]);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('Note');
  });
});

describe('soapgen import', () => {
  it('reads the served WSDL back into a spec that generates the same code: schemas, forms and references', async () => {
    const dir = join(ROOT, 'test', '.generated', 'namespaces');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'served.wsdl');
    writeFileSync(file, await (await fetch(`${running.origin}/orders.asmx?WSDL`)).text());
    const imported = await importWsdl(file);
    expect(imported.yaml).toContain('"http://example.org/common/": { elementFormDefault: unqualified }');
    expect(imported.yaml).toContain(`Tracking: { type: string, namespace: "${TRACKING}" }`);
    // Every file, without the line naming the spec it came from.
    const code = (model: Model) => generateFiles(model, 'x').map((f) => [f.path, f.content.replace(/^.*Generated by soapgen from .*$/m, '')]);
    expect(code(parseSpec(imported.yaml, 'imported.yaml'))).toEqual(code(generated.model));
  });
});

it('the generated code type-checks under the strictest flags', async () => {
  expect(await typeCheck('namespaces', ['orders/*.ts'])).toBe('');
}, 120_000);

/** Decoders set absent optional fields to undefined; compare as the wire does (absent = absent). */
function stripUndefined(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
