/**
 * Document operations whose body elements are in other namespaces than the service's: a wrapped
 * one of an unqualified schema (its wrappers in that namespace, their elements in none) and a bare
 * one of a qualified schema, beside one of the service's own. The import gives them
 * `requestNamespace` / `responseNamespace`, the generated code type-checks, the server routes each
 * request by its body element's namespace and name, and over real HTTP zeep built from the original
 * calls the generated server while the generated client calls a node-soap server built from the
 * original.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { listen } from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importAndGenerate, ROOT, typeCheck, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { zeepFromWsdl } from '../support/zeep.js';

const GROUP = 'body-namespaces';
const ORIGINAL = join(ROOT, 'test/fixtures/wsdl/body-namespaces.wsdl');
const DESK = 'urn:example:desk';
const CATALOG = 'urn:example:catalog';
const STAMPS = 'urn:example:stamps';

interface Desk {
  ping(request: { text: string }): Promise<string>;
  lookup(request: { code: number }): Promise<string>;
  stamp(request: { stampText: string }): Promise<string>;
}

const handler = (received: string[]) => ({
  ping: (r: { text: string }) => (received.push(`ping ${r.text}`), `pong ${r.text}`),
  lookup: (r: { code: number }) => (received.push(`lookup ${r.code}`), `title ${r.code}`),
  stamp: (r: { stampText: string }) => (received.push(`stamp ${r.stampText}`), `[${r.stampText}]`),
});

describe('document operations with body elements in namespaces of their own', () => {
  let yaml: string;
  let generated: GeneratedService;
  let running: RunningServer;
  const received: string[] = [];
  beforeAll(async () => {
    ({ yaml, generated } = await importAndGenerate(GROUP, 'desk', readFileSync(ORIGINAL, 'utf8')));
    const { createDeskService } = await generated.load<{ createDeskService: (handler: object) => SoapService }>('server');
    running = await serve(createDeskService(handler(received)));
  }, 60_000);
  afterAll(() => running?.close());

  it("imports each operation's namespaces, the wrapped one's elements unqualified as its schema has them", () => {
    expect(yaml).toContain(`schemas:\n  "${CATALOG}": { elementFormDefault: unqualified }\n`);
    expect(yaml).toMatch(/\n {2}Lookup:\n(?: {4}.*\n)*? {4}requestNamespace: "urn:example:catalog"\n {4}responseNamespace: "urn:example:catalog"\n/);
    expect(yaml).toMatch(
      /\n {2}Stamp:\n(?: {4}.*\n)*? {4}bare: true\n(?: {4}.*\n)*? {4}requestNamespace: "urn:example:stamps"\n {4}responseNamespace: "urn:example:stamps"\n/,
    );
    expect(yaml.match(/Namespace:/g)).toHaveLength(4);
  });

  it('type-checks under the strictest settings', async () => {
    expect(await typeCheck(GROUP, [generated.dir.replace(`test/.generated/${GROUP}/`, '')])).toBe('');
  }, 120_000);

  it("serves a WSDL declaring each body element in its namespace's schema", async () => {
    const served = await (await fetch(`${running.origin}/desk.asmx?wsdl`)).text();
    const schema = (ns: string) => served.match(new RegExp(`<s:schema elementFormDefault="\\w+" targetNamespace="${ns}">[\\s\\S]*?</s:schema>`))?.[0] ?? '';
    expect(schema(CATALOG)).toMatch(/^<s:schema elementFormDefault="unqualified"/);
    expect(schema(CATALOG)).toContain('<s:element name="Lookup">');
    expect(schema(CATALOG)).toContain('<s:element name="LookupResponse">');
    expect(schema(STAMPS)).toContain('<s:element name="stampText" type="s:string" />');
    expect(schema(STAMPS)).toContain('<s:element name="stampedText" type="s:string" />');
    expect(schema(DESK)).toContain('<s:element name="Ping">');
    expect(schema(DESK)).not.toMatch(/name="(Lookup|stamp)/);
  });

  it("routes a request by its body element's namespace and name, and answers in the response's namespace", async () => {
    received.length = 0;
    const post = (body: string) =>
      fetch(`${running.origin}/desk.asmx`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
        body: `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`,
      }).then(async (r) => ({ status: r.status, text: await r.text() }));
    const lookup = await post(`<c:Lookup xmlns:c="${CATALOG}"><code>7</code></c:Lookup>`);
    expect(lookup.text).toMatch(/<LookupResponse xmlns="urn:example:catalog"><title xmlns="">title 7<\/title><\/LookupResponse>/);
    const stamp = await post(`<stampText xmlns="${STAMPS}">ok</stampText>`);
    expect(stamp.text).toMatch(/<stampedText xmlns="urn:example:stamps">\[ok\]<\/stampedText>/);
    // The same names in the service's namespace are no operation's.
    for (const body of [`<Lookup xmlns="${DESK}"><code>7</code></Lookup>`, `<stampText xmlns="${DESK}">ok</stampText>`]) {
      const refused = await post(body);
      expect(refused.status, body).toBe(500);
      expect(refused.text, body).toContain('faultcode');
    }
    expect(received).toEqual(['lookup 7', 'stamp ok']);
  });

  it('the generated client calls the generated server', async () => {
    received.length = 0;
    const { DeskClient } = await generated.load<{ DeskClient: new (options: { baseUrl: string }) => Desk }>('client');
    const client = new DeskClient({ baseUrl: running.origin });
    expect(await client.ping({ text: 'a' })).toBe('pong a');
    expect(await client.lookup({ code: 3 })).toBe('title 3');
    expect(await client.stamp({ stampText: 'b' })).toBe('[b]');
    expect(received).toEqual(['ping a', 'lookup 3', 'stamp b']);
  });

  it.skipIf(!haveZeep())(
    'zeep built from the original calls every operation over SOAP 1.1 and 1.2',
    async () => {
      received.length = 0;
      const calls = [
        ['Ping', { text: 'z' }],
        ['Lookup', { code: 5 }],
        ['Stamp', ['y']], // a bare part: positional
      ] as const;
      const { results } = await zeepFromWsdl(ORIGINAL, `${running.origin}/desk.asmx`, { soap11: `{${DESK}}DeskSoap`, soap12: `{${DESK}}DeskSoap12` }, calls);
      const expected = [{ result: 'pong z' }, { result: 'title 5' }, { result: '[y]' }];
      expect(results).toEqual({ soap11: expected, soap12: expected });
      expect(received).toEqual(['ping z', 'lookup 5', 'stamp y', 'ping z', 'lookup 5', 'stamp y']);
    },
    90_000,
  );

  it('the generated client calls a node-soap server built from the original', async () => {
    const calls: string[] = [];
    const port = {
      Ping: (args: { text: string }) => (calls.push(`Ping ${args.text}`), { PingResult: `pong ${args.text}` }),
      Lookup: (args: { code: string }) => (calls.push(`Lookup ${args.code}`), { title: `title ${args.code}` }),
      Stamp: (args: string) => (calls.push(`Stamp ${args}`), `[${args}]`),
    };
    const http: Server = createServer();
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      await new Promise<void>((resolve, reject) =>
        listen(http, {
          path: '/desk.asmx',
          services: { Desk: { DeskSoap: port, DeskSoap12: port } },
          xml: readFileSync(ORIGINAL, 'utf8'),
          callback: (error: unknown) => (error ? reject(error as Error) : resolve()),
        }),
      );
      const address = http.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const { DeskClient } = await generated.load<{ DeskClient: new (options: { baseUrl: string }) => Desk }>('client');
      const client = new DeskClient({ baseUrl: `http://127.0.0.1:${address.port}` });
      expect(await client.ping({ text: 'n' })).toBe('pong n');
      expect(await client.lookup({ code: 9 })).toBe('title 9');
      expect(await client.stamp({ stampText: 'm' })).toBe('[m]');
      expect(calls).toEqual(['Ping n', 'Lookup 9', 'Stamp m']);
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });
});
