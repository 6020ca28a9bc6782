/**
 * Two model capabilities end to end over real HTTP, each with a hand-written spec: operations that
 * share their request and response elements, told apart by their SOAP action (or WS-Addressing
 * Action) alone, and operations sharing an action, told apart by their request elements
 * and request elements of one named type (test/fixtures/shapes/versions.yaml), and a service whose namespace is a relative
 * URI (test/fixtures/shapes/relative-namespace.yaml). Each through the generated client, as raw XML
 * on the wire, and with Python zeep reading the served WSDL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { type RunningServer } from '../support/http.js';
import { generateSpec } from '../support/generate.js';
import { haveZeep } from '../support/requirements.js';
import { post, soap11Envelope, soap12Envelope } from '../support/soap.js';
import { specIssues, specWithOperations } from '../support/spec-issues.js';
import { serveRecording, zeep, type Received } from '../support/zeep.js';

const NS = 'http://example.org/versions/';
type Call = (request: object) => Promise<unknown>;
type ClientClass<Methods extends string> = new (options: { baseUrl: string; transport: Transport }) => Record<Methods, Call>;

const answers = (method: string, request: Record<string, unknown>): unknown =>
  method === 'getItem' ? { Code: request['code'], Count: 3 } : `${method} of ${String(request['component'])}`;

describe('operations sharing a request element, told apart by their actions', () => {
  let running: RunningServer;
  let received: Received[];
  let VersionsClient: ClientClass<'getVersion' | 'getBuild' | 'status' | 'lookup' | 'checkLookup'>;
  beforeAll(async () => {
    ({ running, received } = await serveRecording('test/fixtures/shapes/versions.yaml', 'shared-elements', 'createVersionsService', answers));
    ({ VersionsClient } = await (
      await generateSpec('test/fixtures/shapes/versions.yaml', 'shared-elements')
    ).load<{
      VersionsClient: typeof VersionsClient;
    }>('client'));
  }, 60_000);
  afterAll(() => running?.close());

  it.each([
    // given: transport, method; want: the result, the handler called
    ['soap11', 'getVersion', 'getVersion of core', 'getVersion'],
    ['soap11', 'getBuild', 'getBuild of core', 'getBuild'],
    ['soap12', 'getVersion', 'getVersion of core', 'getVersion'],
    ['soap12', 'getBuild', 'getBuild of core', 'getBuild'],
    ['soap11', 'status', 'status of core', 'status'],
    ['soap12', 'status', 'status of core', 'status'],
    ['soap11', 'lookup', 'lookup of core', 'lookup'],
    ['soap12', 'checkLookup', 'checkLookup of core', 'checkLookup'],
  ] as const)('the generated client over %s: %s reaches its own handler', async (transport, method, want, handler) => {
    received.length = 0;
    const client = new VersionsClient({ baseUrl: running.origin, transport });
    expect(await client[method]({ component: 'core' })).toBe(want);
    expect(received).toEqual([{ method: handler, request: { component: 'core' } }]);
  });

  const body = `<getVersion xmlns="${NS}"><component>core</component></getVersion>`;
  const wsaHeader = (ns: string, action: string): string =>
    soap11Envelope(body).replace('<soap:Body>', `<soap:Header><wsa:Action xmlns:wsa="${ns}">${action}</wsa:Action></soap:Header><soap:Body>`);
  it.each([
    // given: what the request carries; want: status, the handler called (or the fault's words)
    ['SOAPAction GetVersion', soap11Envelope(body), { soapaction: `"${NS}GetVersion"` }, 200, 'getVersion'],
    ['SOAPAction GetBuild', soap11Envelope(body), { soapaction: `"${NS}GetBuild"` }, 200, 'getBuild'],
    ['SOAP 1.2 action GetBuild', soap12Envelope(body), { 'content-type': `application/soap+xml; charset=utf-8; action="${NS}GetBuild"` }, 200, 'getBuild'],
    ['no SOAPAction, a WS-Addressing 1.0 Action', wsaHeader('http://www.w3.org/2005/08/addressing', `${NS}GetBuild`), { soapaction: '""' }, 200, 'getBuild'],
    ['no SOAPAction, a WS-Addressing 2004 Action', wsaHeader('http://schemas.xmlsoap.org/ws/2004/08/addressing', `${NS}GetVersion`), {}, 200, 'getVersion'],
    [
      'no action at all',
      soap11Envelope(body),
      { soapaction: '""' },
      500,
      `The request element {${NS}}getVersion is the request of the operations GetVersion, GetBuild: send the SOAPAction of the one called (${NS}GetVersion or ${NS}GetBuild).`,
    ],
    [
      "SOAPAction GetVersion with Status's element: the element tells the operations sharing the action apart",
      soap11Envelope(`<Status xmlns="${NS}"><component>core</component></Status>`),
      { soapaction: `"${NS}GetVersion"` },
      200,
      'status',
    ],
    [
      'an unknown action',
      soap11Envelope(body),
      { soapaction: `"${NS}GetNothing"` },
      500,
      `Server did not recognize the value of HTTP Header SOAPAction: ${NS}GetNothing.`,
    ],
  ])('on the wire, %s', async (_case, envelope, headers, status, want) => {
    received.length = 0;
    const answer = await post(`${running.origin}/Versions.svc`, envelope, { 'content-type': 'text/xml; charset=utf-8', ...headers });
    expect(answer.status).toBe(status);
    if (status === 200) {
      expect(received.map((r) => r.method)).toEqual([want]);
      expect(answer.body).toContain(
        want === 'status'
          ? `<StatusResponse xmlns="${NS}"><StatusResult>status of core</StatusResult></StatusResponse>`
          : `<getVersionResponse xmlns="${NS}"><return>${want} of core</return></getVersionResponse>`,
      );
    } else {
      expect(received).toEqual([]);
      expect(answer.body).toContain('<faultcode>soap:Client</faultcode>');
      expect(answer.body).toContain(want);
    }
  });

  it('the served WSDL declares each shared element once, and both operations name it', async () => {
    const wsdl = await (await fetch(`${running.origin}/Versions.svc?WSDL`)).text();
    expect(wsdl.match(/<s:element name="getVersion">/g)).toHaveLength(1);
    expect(wsdl.match(/<s:element name="getVersionResponse">/g)).toHaveLength(1);
    expect(wsdl.match(/<wsdl:part name="parameters" element="tns:getVersion" \/>/g)).toHaveLength(2);
  });

  it('the served WSDL declares a wrapper type two request elements share once, each element of it', async () => {
    const wsdl = await (await fetch(`${running.origin}/Versions.svc?WSDL`)).text();
    expect(wsdl.match(/<s:complexType name="ComponentQuery">/g)).toHaveLength(1);
    expect(wsdl).toContain('<s:element name="lookupQuery" type="tns:ComponentQuery" />');
    expect(wsdl).toContain('<s:element name="checkLookupQuery" type="tns:ComponentQuery" />');
  });

  it('soapgen import reads the served WSDL back into the same WSDL, both request elements of the one type', async () => {
    const wsdl = await (await fetch(`${running.origin}/Versions.svc?WSDL`)).text();
    const dir = join('test', '.generated', 'shared-elements');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'served.wsdl'), wsdl);
    const imported = await importWsdl(join(dir, 'served.wsdl'));
    expect(imported.yaml.match(/requestWrapperType: ComponentQuery/g)).toHaveLength(2);
    const url = `${running.origin}/Versions.svc`;
    expect(wsdlDocument(parseSpec(imported.yaml, 'imported.yaml'), url)).toBe(wsdl);
  });

  it('on the wire, each element of the shared type reaches its own operation', async () => {
    received.length = 0;
    const answer = await post(`${running.origin}/Versions.svc`, soap11Envelope(`<checkLookupQuery xmlns="${NS}"><component>x</component></checkLookupQuery>`), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: '""',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<CheckLookupResponse xmlns="${NS}"><CheckLookupResult>checkLookup of x</CheckLookupResult></CheckLookupResponse>`);
    expect(received).toEqual([{ method: 'checkLookup', request: { component: 'x' } }]);
  });

  it.skipIf(!haveZeep())(
    'zeep, reading the served WSDL, calls each operation and reaches its handler',
    async () => {
      received.length = 0;
      const outcomes = await zeep(`${running.origin}/Versions.svc?WSDL`, {
        GetVersion: { component: 'a' },
        GetBuild: { component: 'b' },
        Status: { component: 'c' },
        Lookup: { component: 'd' },
        CheckLookup: { component: 'e' },
      });
      for (const port of ['VersionsSoap', 'VersionsSoap12'])
        expect(outcomes[port]).toEqual({
          GetVersion: { result: 'getVersion of a' },
          GetBuild: { result: 'getBuild of b' },
          Status: { result: 'status of c' },
          Lookup: { result: 'lookup of d' },
          CheckLookup: { result: 'checkLookup of e' },
        });
      const once = ['getVersion', 'getBuild', 'status', 'lookup', 'checkLookup'];
      expect(received.map((r) => r.method)).toEqual([...once, ...once]);
    },
    60_000,
  );

  it.each([
    // given: the second operation's lines; want: the issue
    [
      'one of them without an action',
      '    soapAction: ""\n    requestElement: A\n    params: { x: { type: int } }\n    result: int',
      /operation O2 shares the request element A with O1: requests are then told apart by their SOAP action, so each needs a soapAction other than ""/,
    ],
    [
      'another content',
      '    requestElement: A\n    params: { y: { type: int } }\n    result: int',
      /operation O2 needs the schema element A, already used by operation O1/,
    ],
    [
      'the same action',
      '    soapAction: "urn:s/O1"\n    requestElement: A\n    params: { x: { type: int } }\n    result: int',
      /operation O2 has the soapAction "urn:s\/O1" and the request element A of O1: requests could not be told apart/,
    ],
    [
      'another request element of its wrapper type, of another content',
      '    requestElement: B\n    requestWrapperType: T1\n    params: { x: { type: int } }\n    result: int\n  O3:\n    requestElement: C\n    requestWrapperType: T1\n    params: { y: { type: int } }\n    result: int',
      /request element of O3 is the complexType T1, already used by the request element of O2 with another content/,
    ],
  ])('a spec sharing a request element with %s is refused', (_case, second, want) => {
    const issues = specIssues(specWithOperations(`  O1:\n    requestElement: A\n    params: { x: { type: int } }\n    result: int\n  O2:\n${second}\n`));
    expect(issues.join('\n')).toMatch(want);
  });
});

describe('a service whose namespace is a relative URI', () => {
  let running: RunningServer;
  let received: Received[];
  let ItemsClient: ClientClass<'getItem'>;
  beforeAll(async () => {
    ({ running, received } = await serveRecording('test/fixtures/shapes/relative-namespace.yaml', 'relative-namespace', 'createItemsService', answers));
    ({ ItemsClient } = await (
      await generateSpec('test/fixtures/shapes/relative-namespace.yaml', 'relative-namespace')
    ).load<{
      ItemsClient: ClientClass<'getItem'>;
    }>('client'));
  }, 60_000);
  afterAll(() => running?.close());

  it.each(['soap11', 'soap12'] as const)('the generated client over %s', async (transport) => {
    received.length = 0;
    expect(await new ItemsClient({ baseUrl: running.origin, transport }).getItem({ code: 'X1' })).toEqual({ Code: 'X1', Count: 3 });
    expect(received).toEqual([{ method: 'getItem', request: { code: 'X1' } }]);
  });

  it('on the wire, the namespace is written as it is, and its default action is namespace/operation', async () => {
    const answer = await post(`${running.origin}/Items.svc`, soap11Envelope('<GetItem xmlns="SAMPLE"><code>Q</code></GetItem>'), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: '"SAMPLE/GetItem"',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<GetItemResponse xmlns="SAMPLE"><GetItemResult><Code>Q</Code><Count>3</Count></GetItemResult></GetItemResponse>');
    const wsdl = await (await fetch(`${running.origin}/Items.svc?WSDL`)).text();
    expect(wsdl).toContain('targetNamespace="SAMPLE"');
    expect(wsdl).toContain('soapAction="SAMPLE/GetItem"');
  });

  it.skipIf(!haveZeep())(
    'zeep, reading the served WSDL, calls it',
    async () => {
      received.length = 0;
      const outcomes = await zeep(`${running.origin}/Items.svc?WSDL`, { GetItem: { code: 'Z' } });
      expect(outcomes).toEqual({
        ItemsSoap: { GetItem: { result: { Code: 'Z', Count: '3' } } },
        ItemsSoap12: { GetItem: { result: { Code: 'Z', Count: '3' } } },
      });
      expect(received).toEqual([
        { method: 'getItem', request: { code: 'Z' } },
        { method: 'getItem', request: { code: 'Z' } },
      ]);
    },
    60_000,
  );
});
