/**
 * A complex type whose one repeated element has an anonymous simple type (docdatapayments' receipt
 * lines): soapgen import reads it as a type with an inline list of that anonymous simple type (an
 * ArrayOf wrapper's items need a named type); the generated client and server carry it and check
 * each item's facets; the served WSDL declares the simple type inside the element again; Python
 * zeep, built from the ORIGINAL WSDL, calls the server and reads the answer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { ROOT, typeCheck } from '../support/generate.js';
import type { RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { post, soap11Envelope } from '../support/soap.js';
import { serveRecording, zeepFromWsdl, type Received } from '../support/zeep.js';

const GROUP = 'anonymous-list-items';
const SCRATCH = join(ROOT, 'test/.generated', GROUP);
const ORIGINAL = join(ROOT, 'test/fixtures/wsdl/anonymous-list-items.wsdl');
const NS = 'urn:r';
type Client = { print(request: object): Promise<unknown> };

let yaml: string;
let running: RunningServer;
let received: Received[];
let RClient: new (options: { baseUrl: string; transport: 'soap11' }) => Client;
beforeAll(async () => {
  mkdirSync(SCRATCH, { recursive: true });
  yaml = (await importWsdl(ORIGINAL, 'anonymous-list-items.wsdl')).yaml;
  writeFileSync(join(SCRATCH, 'r.yaml'), yaml);
  // The answer: the receipt's lines in reverse order.
  ({ running, received } = await serveRecording(`test/.generated/${GROUP}/r.yaml`, GROUP, 'createRService', (_m, r) => ({
    line: [...(r['receipt'] as { line: string[] }).line].reverse(),
  })));
  ({ RClient } = (await import(pathToFileURL(join(SCRATCH, 'r', 'client.ts')).href)) as { RClient: typeof RClient });
}, 60_000);
afterAll(() => running?.close());

describe('soapgen import', () => {
  it('reads the items as an inline list of an anonymous simple type', () => {
    expect(yaml).toContain('  Receipt:\n    fields:\n      line: { type: "line[]", inline: true, required: true }\n');
    expect(yaml).toContain('  line: { base: string, maxLength: 5, anonymous: true }\n');
  });

  it('writes code that type-checks under the strictest flags', async () => {
    expect(await typeCheck(GROUP, ['r'])).toBe('');
  }, 120_000);
});

describe('the generated client and server', () => {
  it('carry the items both ways', async () => {
    received.length = 0;
    const client = new RClient({ baseUrl: running.origin, transport: 'soap11' });
    expect(await client.print({ receipt: { line: ['a', 'bb'] } })).toEqual({ line: ['bb', 'a'] });
    expect(received).toEqual([{ method: 'print', request: { receipt: { line: ['a', 'bb'] } } }]);
  });

  it('refuse an item outside its facets before sending', async () => {
    const client = new RClient({ baseUrl: running.origin, transport: 'soap11' });
    await expect(client.print({ receipt: { line: ['a', 'toolong'] } })).rejects.toThrow('toolong');
  });

  it('answer an item outside its facets with the Client fault', async () => {
    const answer = await post(
      `${running.origin}/r.asmx`,
      soap11Envelope(`<Print xmlns="${NS}"><receipt><line>a</line><line>toolong</line></receipt></Print>`),
      {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: `"${NS}/Print"`,
      },
    );
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(answer.body).toContain('toolong');
  });

  it('serve a WSDL declaring the simple type inside the repeated element', async () => {
    const wsdl = await (await fetch(`${running.origin}/r.asmx?WSDL`)).text();
    expect(wsdl).toContain(
      '<s:element minOccurs="1" maxOccurs="unbounded" name="line">\n            <s:simpleType>\n              <s:restriction base="s:string">\n                <s:maxLength value="5" />',
    );
  });
});

describe.skipIf(!haveZeep())('Python zeep built from the original WSDL', () => {
  it('sends the items and reads the answer', async () => {
    received.length = 0;
    const { results } = await zeepFromWsdl(ORIGINAL, `${running.origin}/r.asmx`, { soap11: `{${NS}}RSoap` }, [['Print', { receipt: { line: ['x', 'yz'] } }]]);
    // zeep unwraps a result type of one element: the list itself.
    expect(results).toEqual({ soap11: [{ result: ['yz', 'x'] }] });
    expect(received.at(-1)).toEqual({ method: 'print', request: { receipt: { line: ['x', 'yz'] } } });
  }, 60_000);
});
