/**
 * A WSDL whose rpc binding holds a document/literal operation (soap:operation style="document") and
 * an rpc/encoded one (soap:body use="encoded") beside rpc/literal ones: the import gives those
 * operations their own style and use, the served WSDL says each operation's, and over real HTTP zeep
 * (built from the original and from the served WSDL), node-soap and the generated client call every
 * operation, each in its style and use.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClientAsync } from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceOptions, SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, ROOT } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { zeep, zeepFromWsdl } from '../support/zeep.js';

const TNS = 'urn:library';
const FIXTURE = 'mixed-styles';
const SCRATCH = join(ROOT, 'test/.generated', FIXTURE);
const ORIGINAL = join(ROOT, 'test/fixtures/wsdl', `${FIXTURE}.wsdl`);

interface Library {
  lookup(request: { title: string }): Promise<string>;
  shelve(request: { title: string; shelf: number }): Promise<string>;
  stamp(request: { title: string; copies: number }): Promise<string>;
  count(request: { shelf: number }): Promise<number>;
}

describe('rpc and document operations in one binding', () => {
  let running: RunningServer;
  let yaml: string;
  /** Each handler call, as the handler received it. */
  const received: string[] = [];
  let LibraryClient: new (options: { baseUrl: string }) => Library;
  beforeAll(async () => {
    mkdirSync(SCRATCH, { recursive: true });
    yaml = (await importWsdl(ORIGINAL, `${FIXTURE}.wsdl`)).yaml;
    writeFileSync(join(SCRATCH, 'service.yaml'), yaml);
    const generated = await generateSpec(`test/.generated/${FIXTURE}/service.yaml`, FIXTURE);
    const { createLibraryService } = await generated.load<{ createLibraryService: (handler: object, options: ServiceOptions) => SoapService }>('server');
    const service = createLibraryService(
      {
        lookup: (r: { title: string }) => (received.push(`lookup ${r.title}`), `author of ${r.title}`),
        shelve: (r: { title: string; shelf: number }) => (received.push(`shelve ${r.title} ${r.shelf}`), `${r.title} on shelf ${r.shelf}`),
        stamp: (r: { title: string; copies: number }) => (received.push(`stamp ${r.title} ${r.copies}`), `${r.copies} x ${r.title}`),
        count: (r: { shelf: number }) => (received.push(`count ${r.shelf}`), r.shelf * 10),
      },
      {},
    );
    running = await serve(service);
    ({ LibraryClient } = await generated.load<{ LibraryClient: typeof LibraryClient }>('client'));
  }, 60_000);
  afterAll(() => running?.close());

  it('imports the document operation with its own style and the encoded one with its own use, the service rpc/literal', () => {
    expect(yaml).toContain('\n  style: rpc\n');
    expect(yaml).toMatch(/\n {2}shelve:\n {4}soapAction: "urn:library#shelve"\n {4}style: document\n/);
    expect(yaml).toMatch(/\n {2}stamp:\n {4}soapAction: "urn:library#stamp"\n {4}use: encoded\n/);
    expect(yaml.match(/style:/g)).toHaveLength(2);
    expect(yaml.match(/use:/g)).toHaveLength(1);
  });

  it("serves a WSDL saying each operation's style, the document one's message its wrapper element", async () => {
    const served = await (await fetch(`${running.origin}/library?wsdl`)).text();
    expect(served).toContain('<soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http" />');
    const styles = [...served.matchAll(/<wsdl:operation name="(\w+)">\s*<soap:operation[^>]* style="(\w+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(styles).toEqual(['lookup rpc', 'shelve document', 'stamp rpc', 'count rpc']);
    const encoding = 'encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"';
    expect(served.match(new RegExp(`<soap:body use="encoded" namespace="urn:library" ${encoding} />`, 'g'))).toHaveLength(2);
    expect(served).toContain('xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/"');
    expect(served).toMatch(/<wsdl:message name="shelveRequest">\s*<wsdl:part name="parameters" element="tns:shelve" \/>/);
    expect(served).toMatch(/<wsdl:message name="lookupRequest">\s*<wsdl:part name="title" type="s:string" \/>/);
    // The rpc bodies name their namespace, the document one none.
    expect(served.match(/<soap:body use="literal" namespace="urn:library" \/>/g)).toHaveLength(4);
    expect(served).toMatch(/<wsdl:message name="stampRequest">\s*<wsdl:part name="title" type="s:string" \/>\s*<wsdl:part name="copies" type="s:int" \/>/);
    expect(served.match(/<soap:body use="literal" \/>/g)).toHaveLength(2);
  });

  it('routes an rpc wrapper and a document body element, each read in its style', async () => {
    received.length = 0;
    const post = (body: string, action: string) =>
      fetch(`${running.origin}/library`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
        body: `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`,
      }).then((r) => r.text());
    // rpc: parts unqualified inside the wrapper; document: the wrapper's elements qualified.
    expect(await post(`<l:count xmlns:l="${TNS}"><shelf>4</shelf></l:count>`, '')).toMatch(
      /<countResponse xmlns="urn:library"><books( xmlns="")?>40<\/books><\/countResponse>/,
    );
    expect(await post(`<shelve xmlns="${TNS}"><title>Emma</title><shelf>2</shelf></shelve>`, 'urn:library#shelve')).toMatch(
      /<shelveResponse xmlns="urn:library"><shelveResult>Emma on shelf 2<\/shelveResult><\/shelveResponse>/,
    );
    // rpc/encoded: every part says its type, the wrappers their encoding; an untyped part is read too.
    const stamped = await post(
      `<l:stamp xmlns:l="${TNS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" soap:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><title xsi:type="xsd:string" xmlns:xsd="http://www.w3.org/2001/XMLSchema">Emma</title><copies>2</copies></l:stamp>`.replace(
        '<l:stamp',
        '<l:stamp xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"',
      ),
      'urn:library#stamp',
    );
    expect(stamped).toMatch(
      /<stampResponse xmlns="urn:library" soap:encodingStyle="http:\/\/schemas.xmlsoap.org\/soap\/encoding\/"><label xmlns="" xsi:type="xsd:string">2 x Emma<\/label><\/stampResponse>/,
    );
    // The literal operations' values say no type.
    expect(await post(`<l:lookup xmlns:l="${TNS}"><title>Emma</title></l:lookup>`, 'urn:library#lookup')).not.toContain('xsi:type');
    expect(received).toEqual(['count 4', 'shelve Emma 2', 'stamp Emma 2', 'lookup Emma']);
  });

  it.skipIf(!haveZeep())(
    'zeep built from the original calls every operation',
    async () => {
      received.length = 0;
      const calls = [
        ['lookup', { title: 'Emma' }],
        ['shelve', { title: 'Emma', shelf: 3 }],
        ['stamp', { title: 'Emma', copies: 4 }],
        ['count', { shelf: 5 }],
      ] as const;
      const { results } = await zeepFromWsdl(ORIGINAL, `${running.origin}/library`, { LibraryBinding: `{${TNS}}LibraryBinding` }, calls);
      expect(results).toEqual({ LibraryBinding: [{ result: 'author of Emma' }, { result: 'Emma on shelf 3' }, { result: '4 x Emma' }, { result: 50 }] });
      expect(received).toEqual(['lookup Emma', 'shelve Emma 3', 'stamp Emma 4', 'count 5']);
    },
    60_000,
  );

  it.skipIf(!haveZeep())(
    'zeep built from the served WSDL calls every operation',
    async () => {
      received.length = 0;
      const outcomes = await zeep(`${running.origin}/library?wsdl`, {
        lookup: { title: 'Ivanhoe' },
        shelve: { title: 'Ivanhoe', shelf: 1 },
        stamp: { title: 'Ivanhoe', copies: 3 },
        count: { shelf: 2 },
      });
      expect(outcomes.LibraryPort).toEqual({
        lookup: { result: 'author of Ivanhoe' },
        shelve: { result: 'Ivanhoe on shelf 1' },
        stamp: { result: '3 x Ivanhoe' },
        count: { result: '20' },
      });
      expect(received.sort()).toEqual(['count 2', 'lookup Ivanhoe', 'shelve Ivanhoe 1', 'stamp Ivanhoe 3']);
    },
    60_000,
  );

  it('node-soap built from the original and from the served WSDL calls every operation', async () => {
    for (const wsdl of [ORIGINAL, `${running.origin}/library?wsdl`]) {
      received.length = 0;
      const client = await createClientAsync(wsdl, { endpoint: `${running.origin}/library`, disableCache: true });
      type Method = (args: object) => Promise<[Record<string, unknown>]>;
      const call = (name: string, args: object) => (client as unknown as Record<string, Method>)[`${name}Async`]!(args).then(([r]) => r);
      expect(await call('lookup', { title: 'Kim' }), wsdl).toEqual({ author: 'author of Kim' });
      expect(await call('shelve', { title: 'Kim', shelf: 6 }), wsdl).toEqual({ shelveResult: 'Kim on shelf 6' });
      // node-soap keeps an encoded value's attributes beside it.
      expect(await call('stamp', { title: 'Kim', copies: 5 }), wsdl).toMatchObject({ label: { $value: '5 x Kim', attributes: { 'xsi:type': 'xsd:string' } } });
      expect(await call('count', { shelf: 7 }), wsdl).toEqual({ books: 70 });
      expect(received, wsdl).toEqual(['lookup Kim', 'shelve Kim 6', 'stamp Kim 5', 'count 7']);
    }
  });

  it('the generated client calls every operation', async () => {
    received.length = 0;
    const client = new LibraryClient({ baseUrl: running.origin });
    expect(await client.lookup({ title: 'Ada' })).toBe('author of Ada');
    expect(await client.shelve({ title: 'Ada', shelf: 8 })).toBe('Ada on shelf 8');
    expect(await client.stamp({ title: 'Ada', copies: 1 })).toBe('1 x Ada');
    expect(await client.count({ shelf: 9 })).toBe(90);
    expect(received).toEqual(['lookup Ada', 'shelve Ada 8', 'stamp Ada 1', 'count 9']);
  });
});
