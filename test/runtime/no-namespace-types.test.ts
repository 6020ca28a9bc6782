/**
 * Types in no namespace (`namespace: ""`), as a schema without a targetNamespace declares them,
 * end to end over real HTTP (test/fixtures/shapes/no-namespace.yaml): the served WSDL declares them
 * in a schema without a targetNamespace, which the service's schema imports without a namespace and
 * names them unprefixed; their elements are in no namespace on the wire; the generated client, raw
 * XML and zeep reading the served WSDL reach the handler; soapgen import reads the served WSDL back
 * into the same WSDL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec } from '../support/generate.js';
import type { RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { post, soap11Envelope } from '../support/soap.js';
import { specIssues } from '../support/spec-issues.js';
import { serveRecording, zeep, type Received } from '../support/zeep.js';

const NS = 'http://example.org/orders/';
interface Thing {
  label: string;
  size: number;
}
type Client = { order(request: { thing: Thing; item: string }): Promise<Thing> };

let running: RunningServer;
let received: Received[];
let OrdersClient: new (options: { baseUrl: string; transport: Transport }) => Client;
beforeAll(async () => {
  const answer = (_method: string, request: Record<string, unknown>): Thing => {
    const thing = request['thing'] as Thing;
    return { label: `${thing.label} for ${String(request['item'])}`, size: thing.size + 1 };
  };
  ({ running, received } = await serveRecording('test/fixtures/shapes/no-namespace.yaml', 'no-namespace-types', 'createOrdersService', answer));
  ({ OrdersClient } = await (
    await generateSpec('test/fixtures/shapes/no-namespace.yaml', 'no-namespace-types')
  ).load<{ OrdersClient: typeof OrdersClient }>('client'));
}, 60_000);
afterAll(() => running?.close());

const served = async (): Promise<string> => (await fetch(`${running.origin}/Orders.svc?WSDL`)).text();

describe('the served WSDL', () => {
  it('declares the types in a schema without a targetNamespace, imported without a namespace and named unprefixed', async () => {
    const wsdl = await served();
    expect(wsdl).toContain(
      '<s:schema elementFormDefault="unqualified">\n      <s:import namespace="http://example.org/orders/" />\n      <s:complexType name="Thing">',
    );
    expect(wsdl).toContain(`<s:schema elementFormDefault="qualified" targetNamespace="${NS}">\n      <s:import />`);
    expect(wsdl).toContain('name="thing" type="Thing"');
    expect(wsdl).toContain('name="size" type="Size"');
    expect(wsdl).not.toMatch(/xmlns:\w+=""/);
  });

  it('soapgen import reads it back into the same WSDL, the types in no namespace', async () => {
    const dir = join('test', '.generated', 'no-namespace-types');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'served.wsdl'), await served());
    const imported = await importWsdl(join(dir, 'served.wsdl'));
    expect(imported.yaml).toMatch(/Thing:\n {4}namespace: ""/);
    expect(wsdlDocument(parseSpec(imported.yaml, 'imported.yaml'), `${running.origin}/Orders.svc`)).toBe(await served());
  });
});

describe.each(['soap11', 'soap12'] as const)('the generated client over %s', (transport) => {
  it('sends and reads the elements of a type in no namespace', async () => {
    received.length = 0;
    const client = new OrdersClient({ baseUrl: running.origin, transport });
    expect(await client.order({ thing: { label: 'box', size: 2 }, item: 'x' })).toEqual({ label: 'box for x', size: 3 });
    expect(received).toEqual([{ method: 'order', request: { thing: { label: 'box', size: 2 }, item: 'x' } }]);
  });
});

describe('on the wire', () => {
  it.each([
    // given: the thing's children; want: status, in the answer
    [
      'in no namespace',
      '<label xmlns="">crate</label><size xmlns="">4</size>',
      200,
      `<OrderResult><label xmlns="">crate for y</label><size xmlns="">5</size></OrderResult>`,
    ],
    ['in the service namespace', '<label>crate</label><size>4</size>', 500, '<faultcode>soap:Client</faultcode>'],
    ['breaking the simple type of no namespace', '<label xmlns="">crate</label><size xmlns="">0</size>', 500, 'minInclusive 1'],
  ])('children %s', async (_case, children, status, want) => {
    const body = `<Order xmlns="${NS}"><thing>${children}</thing><item>y</item></Order>`;
    const answer = await post(`${running.origin}/Orders.svc`, soap11Envelope(body), { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}Order"` });
    expect(answer.status).toBe(status);
    expect(answer.body).toContain(want);
  });
});

describe.skipIf(!haveZeep())('zeep, reading the served WSDL', () => {
  it('calls the operation with a value of a type in no namespace', async () => {
    received.length = 0;
    const outcomes = await zeep(`${running.origin}/Orders.svc?WSDL`, { Order: { thing: { label: 'tin', size: 7 }, item: 'z' } });
    for (const port of ['OrdersSoap', 'OrdersSoap12']) expect(outcomes[port]).toEqual({ Order: { result: { label: 'tin for z', size: '8' } } });
    expect(received.map((r) => r.request)).toEqual([
      { thing: { label: 'tin', size: 7 }, item: 'z' },
      { thing: { label: 'tin', size: 7 }, item: 'z' },
    ]);
  }, 60_000);
});

describe('a spec with a type in no namespace', () => {
  const spec = (types: string): string =>
    `service: { name: S, namespace: "urn:s", path: /s.asmx }\ntypes:\n${types}operations:\n  Get:\n    params: { a: { type: int } }\n    result: B\n`;

  it.each([
    // given: the types; want: the issue
    [
      'extending a type in one',
      '  A: { namespace: "", fields: { x: { type: int } } }\n  B: { extends: A, fields: { y: { type: int } } }\n',
      /4:8: type B derives from A: a type in no namespace cannot derive or be derived from/,
    ],
    [
      'in none extending another',
      '  A: { fields: { x: { type: int } } }\n  B: { namespace: "", extends: A, fields: { y: { type: int } } }\n',
      /4:23: type B derives from A: a type in no namespace/,
    ],
  ])('is refused %s: xsi:type could not name it', (_case, types, want) => {
    expect(specIssues(spec(types)).join('\n')).toMatch(want);
  });

  it('is accepted, its schema without a targetNamespace', () => {
    const model = parseSpec(spec('  B: { namespace: "", fields: { y: { type: int } } }\n'), 's.yaml');
    expect(model.types.map((t) => [t.name, t.namespace, t.fields.map((f) => f.namespace)])).toEqual([['B', '', ['']]]);
    expect(model.service.schemas.map((s) => s.namespace)).toEqual(['urn:s', '']);
  });
});
