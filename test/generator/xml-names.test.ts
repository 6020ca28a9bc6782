/**
 * XML names and TypeScript names are separate: test/fixtures/xml-names.yaml uses names the
 * generated TypeScript cannot use as written (keywords, built-ins, names the runtime uses, case
 * twins, names with - and ., operations whose methods would meet). Each gets an identifier of its
 * own, the code compiles under the strictest flags, and the XML names are what travels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec, typeCheck, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { post, soap11Envelope } from '../support/soap.js';

const NS = 'http://example.org/xml-names/';
let generated: GeneratedService;
let running: RunningServer;
const received: { method: string; request: unknown }[] = [];

/** Per operation (XML name): its method, a request and the result the handler answers. */
const CALLS = [
  { operation: 'GetItem', method: 'GetItem', request: { 'first-name': 'Ann', kind: 'B-c' }, result: { 'first-name': 'Ann', 'x.y': 7, constructor: 'c' } },
  { operation: 'getItem', method: 'getItem', request: { amount: '12.50' }, result: { Value: '12.50' } },
  { operation: 'get-item', method: 'get_item', request: { item: { Number: 3 } }, result: [{ Text: 'one' }, { Text: 'two' }] },
  { operation: 'Constructor', method: 'Constructor', request: { Text: 'new' }, result: { Text: 'made' } },
  { operation: 'delete', method: 'delete', request: { Text: 'gone' }, result: { Text: 'deleted' } },
  { operation: 'Count', method: 'count', request: { Text: ['a', 'b'] }, result: 12345678901234567890123n },
] as const;

beforeAll(async () => {
  generated = await generateSpec('test/fixtures/xml-names.yaml', 'xml-names');
  const handler = Object.fromEntries(
    CALLS.map((c) => [
      c.method,
      (request: unknown) => {
        received.push({ method: c.method, request });
        return c.result;
      },
    ]),
  );
  const server = await generated.load<{ createSoap_Service(handler: object): SoapService }>('server');
  running = await serve(server.createSoap_Service(handler));
}, 60_000);

afterAll(async () => {
  await running?.close();
});

describe('identifiers', () => {
  it.each([
    ['class', 'class_'],
    ['Decimal', 'Decimal_'],
    ['Guid', 'Guid_'],
    ['Item', 'Item'],
    ['item', 'item'],
    ['GetItemRequest', 'GetItemRequest'],
    ['string', 'string_'],
  ])('type %s is %s in TypeScript', (xml, ts) => {
    const named = [...generated.model.types, ...generated.model.simpleTypes].find((t) => t.name === xml);
    expect(named?.ts).toBe(ts);
  });

  it.each([
    // GetItem's request type would be the spec's GetItemRequest: its stem moves, its method is its name.
    ['GetItem', 'GetItem_', 'GetItem'],
    ['getItem', 'getItem', 'getItem'],
    ['get-item', 'get_item', 'get_item'],
    ['Constructor', 'Constructor', 'Constructor'],
    ['delete', 'delete', 'delete'],
  ])('operation %s has the stem %s and the method %s', (xml, stem, method) => {
    const op = generated.model.operations.find((o) => o.name === xml);
    expect({ stem: op?.ts, method: op?.method }).toEqual({ stem, method });
  });

  it('a type named string is what `string` means; xs:string and xs:integer are the scalars', () => {
    const op = (name: string) => generated.model.operations.find((o) => o.name === name)!;
    expect(op('delete').result!.type).toEqual({ kind: 'complex', name: 'string', ts: 'string_' });
    expect(op('delete').params[0]!.type).toEqual({ kind: 'scalar', name: 'string' });
    expect(op('Count').result!.type).toEqual({ kind: 'scalar', name: 'integer' });
    expect(op('Count').params[0]).toMatchObject({ type: { kind: 'scalar', name: 'string' }, listItem: 'Text' });
  });

  it("service Soap gets names beside the runtime's SoapClient and createSoapService", () => {
    expect(generated.model.service.ts).toEqual({ handler: 'Soap_Handler', client: 'Soap_Client', factory: 'createSoap_Service' });
  });

  it('type-checks with TypeScript 5.9 and 7 under strict, exactOptionalPropertyTypes, noPropertyAccessFromIndexSignature and verbatimModuleSyntax', async () => {
    expect(await typeCheck('xml-names', ['soap/*.ts'])).toBe('');
  }, 120_000);
});

type Client = Record<string, (request: unknown) => Promise<unknown>>;
const TRANSPORTS: readonly Transport[] = ['soap11', 'soap12', 'httpPost'];

describe.each(TRANSPORTS)('over %s', (transport) => {
  // HTTP POST carries only operations whose parameters are all simple.
  const calls = CALLS.filter((c) => transport !== 'httpPost' || !['get-item', 'Count'].includes(c.operation));
  it.each(calls)('$operation round-trips through method $method', async ({ method, request, result }) => {
    const { Soap_Client } = await generated.load<{ Soap_Client: new (options: { baseUrl: string; transport: Transport }) => Client }>('client');
    const client = new Soap_Client({ baseUrl: running.origin, transport });
    received.length = 0;
    const answer = await client[method]!(request);
    expect(received).toEqual([{ method, request: expect.objectContaining(request) }]);
    expect(answer).toEqual(result);
  });
});

describe('the wire and the WSDL keep the XML names', () => {
  it('a request and its response use first-name, x.y and constructor', async () => {
    const body = soap11Envelope(`<GetItem xmlns="${NS}"><first-name>Bo</first-name><kind>A</kind></GetItem>`);
    const response = await post(`${running.origin}/xml-names.asmx`, body, { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}GetItem"` });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<GetItemResult><first-name>Ann</first-name><x.y>7</x.y><constructor>c</constructor></GetItemResult>');
  });

  it('an operation named get-item is routed by its element', async () => {
    const body = soap11Envelope(`<get-item xmlns="${NS}"><item><Number>4</Number></item></get-item>`);
    const response = await post(`${running.origin}/xml-names.asmx`, body, { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}get-item"` });
    expect(response.body).toContain('<get-itemResponse xmlns="http://example.org/xml-names/"><get-itemResult><Item><Text>one</Text></Item>');
  });

  it.each([
    '<s:complexType name="class">',
    '<s:element minOccurs="0" maxOccurs="1" name="first-name" type="s:string" />',
    '<s:element name="get-item">',
    '<s:simpleType name="Guid">',
    '<s:complexType name="string">',
    '<wsdl:operation name="delete">',
  ])('the WSDL declares %s', async (declaration) => {
    const wsdl = await (await fetch(`${running.origin}/xml-names.asmx?WSDL`)).text();
    expect(wsdl).toContain(declaration);
  });
});
