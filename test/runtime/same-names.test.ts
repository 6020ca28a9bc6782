/**
 * Two types and two simple types with one local name in two namespaces
 * (test/fixtures/same-names.yaml): the spec and TypeScript name them apart, the WSDL keeps their
 * XML names in their own schemas. Given and wanted over real HTTP with the generated client and
 * server, xmllint on the served schema and an answer, and zeep from the served WSDL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, ROOT } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint, haveZeep } from '../support/requirements.js';
import { post, soap11Envelope } from '../support/soap.js';
import { expectSchemaValid, writeSchemasOf } from '../support/xmllint.js';
import { zeep } from '../support/zeep.js';

type Client = Record<string, (request: unknown) => Promise<unknown>>;
const NS = 'http://example.org/shipping/';
const CARRIER = 'http://example.org/carrier/';
let server: RunningServer;
let clients: Record<'soap11' | 'soap12', Client>;
const shipment = { From: { Street: '1 Quay', Code: 'abc' }, To: { Depot: 'North', Code: 'XYZW' } };

beforeAll(async () => {
  const service = await generateSpec('test/fixtures/same-names.yaml', 'same-names');
  const { createShippingService } = await service.load<{ createShippingService: (handler: unknown) => SoapService }>('server');
  const { ShippingClient } = await service.load<{ ShippingClient: new (options: { baseUrl: string; transport: Transport }) => Client }>('client');
  server = await serve(createShippingService({ ship: (request: { shipment: unknown }) => request.shipment }));
  const client = (transport: Transport): Client => {
    const c = new ShippingClient({ baseUrl: server.origin, transport });
    return new Proxy({}, { get: (_, method: string) => (request: unknown) => (c[method] as Client[string]).call(c, request) });
  };
  clients = { soap11: client('soap11'), soap12: client('soap12') };
}, 60_000);
afterAll(() => server?.close());

describe.each(['soap11', 'soap12'] as const)('over %s', (transport) => {
  it('both types of one local name round-trip, each checked by its own facets', async () => {
    expect(await clients[transport].ship!({ shipment })).toEqual(shipment);
    // Code of the service's namespace is at most 3 characters; Code of the carrier's is upper case.
    await expect(clients[transport].ship!({ shipment: { ...shipment, From: { Code: 'abcd' } } })).rejects.toThrow(/length at most 3/);
    await expect(clients[transport].ship!({ shipment: { ...shipment, To: { Code: 'xyz' } } })).rejects.toThrow(/matching \[A-Z\]\+/);
  });
});

describe('on the wire', () => {
  it('each element is read in its type namespace, and a value breaking the other Code is a Client fault', async () => {
    const body = `<Ship xmlns="${NS}"><shipment><From><Code>abc</Code></From><To><Depot xmlns="${CARRIER}">N</Depot><Code xmlns="${CARRIER}">abc</Code></To></shipment></Ship>`;
    const response = await post(`${server.origin}/shipping.asmx`, soap11Envelope(body), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}Ship"`,
    });
    expect(response.status).toBe(500);
    expect(response.body).toMatch(/shipment\/To\/Code: &quot;abc&quot; is not a valid CarrierCode \(pattern \[A-Z\]\+\)/);
  });
});

describe('the served WSDL', () => {
  it('declares each type under its XML name in its own schema', async () => {
    const wsdl = await (await fetch(`${server.origin}/shipping.asmx?WSDL`)).text();
    const schemas = wsdl.split('<s:schema').slice(1);
    const service = schemas.find((s) => s.includes(`targetNamespace="${NS}"`))!;
    const carrier = schemas.find((s) => s.includes(`targetNamespace="${CARRIER}"`))!;
    for (const schema of [service, carrier]) {
      expect(schema).toMatch(/<s:complexType name="Address">/);
      expect(schema).toMatch(/<s:simpleType name="Code">/);
    }
    expect(wsdl).not.toMatch(/name="(ShipAddress|CarrierCode)"/);
    expect(wsdl).toMatch(/name="To" type="ns1:Address"/);
    expect(carrier).toMatch(/name="Code" type="ns1:Code"/);
  });

  it.skipIf(!haveXmllint())('validates (xmllint) and so does an answer', async () => {
    const dir = join('test', '.generated', 'same-names-schema');
    mkdirSync(dir, { recursive: true });
    const wsdl = await (await fetch(`${server.origin}/shipping.asmx?WSDL`)).text();
    const schema = writeSchemasOf(wsdl, dir, 'schema');
    const response = await post(
      `${server.origin}/shipping.asmx`,
      soap11Envelope(`<Ship xmlns="${NS}"><shipment><To><Code xmlns="${CARRIER}">AB</Code></To></shipment></Ship>`),
      { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}Ship"` },
    );
    expect(response.status, response.body).toBe(200);
    const body = response.body.replace(/^[\s\S]*<soap:Body>/, '').replace(/<\/soap:Body>[\s\S]*$/, '');
    const file = join(dir, 'ShipResponse.xml');
    writeFileSync(file, body);
    await expectSchemaValid(schema, [file]);
  });
});

describe('soapgen import of the served WSDL', () => {
  it('names the second type of each local name apart, keeps its XML name, and serves the same schema again', async () => {
    const wsdl = await (await fetch(`${server.origin}/shipping.asmx?WSDL`)).text();
    const dir = join(ROOT, 'test/.generated/same-names-import');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'shipping.wsdl'), wsdl);
    const { yaml } = await importWsdl(join(dir, 'shipping.wsdl'), 'shipping.wsdl');
    expect(yaml).toMatch(/ {2}Code2: \{ base: string, pattern: "\[A-Z\]\+", xmlName: Code, namespace: "http:\/\/example.org\/carrier\/" \}/);
    expect(yaml).toMatch(/ {2}Address2:\n {4}xmlName: Address\n {4}namespace: "http:\/\/example.org\/carrier\/"/);
    writeFileSync(join(dir, 'shipping.yaml'), yaml);
    const again = await generateSpec('test/.generated/same-names-import/shipping.yaml', 'same-names-again');
    const { createShippingService } = await again.load<{ createShippingService: (handler: unknown) => SoapService }>('server');
    const served = await serve(createShippingService({ ship: (request: { shipment: unknown }) => request.shipment }));
    try {
      const types = (text: string): string => text.slice(text.indexOf('<wsdl:types>'), text.indexOf('</wsdl:types>'));
      expect(types(await (await fetch(`${served.origin}/shipping.asmx?WSDL`)).text())).toBe(types(wsdl));
    } finally {
      await served.close();
    }
  });
});

describe.skipIf(!haveZeep())('zeep from the served WSDL', () => {
  it('writes and reads both types', async () => {
    const outcomes = await zeep(`${server.origin}/shipping.asmx?WSDL`, { Ship: { shipment } });
    expect(Object.keys(outcomes)).toHaveLength(2);
    for (const port of Object.values(outcomes)) expect(port['Ship']).toEqual({ result: shipment });
  });
});
