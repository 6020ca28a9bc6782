/**
 * SOAP header blocks on the server: one marked mustUnderstand and addressed to the service that
 * the operation does not declare gets the MustUnderstand fault (SOAP 1.1 §4.2.3, SOAP 1.2 §5.2.3,
 * with 1.2's NotUnderstood block); optional blocks and blocks for other actors/roles are ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCRMTeeTimeAPIService } from '../../generated/crmteetimeapi/index.js';
import { parseXml, type XmlElement } from 'soapgen/runtime/xml/parse.js';
import { serve, type RunningServer } from '../support/http.js';
import { recordingHandler } from '../support/sample-handler.js';
import { NS, PATH, post } from '../support/soap.js';

const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';

let server: RunningServer;
beforeAll(async () => {
  server = await serve(createCRMTeeTimeAPIService(recordingHandler().handler));
});
afterAll(() => server.close());

/** A GetIcons call whose envelope (prefix `e`) carries `header` as its Header's content. */
function call(version: '1.1' | '1.2', header: string): Promise<{ status: number; root: XmlElement }> {
  const ns = version === '1.1' ? SOAP11 : SOAP12;
  const body = `<?xml version="1.0"?><e:Envelope xmlns:e="${ns}"><e:Header>${header}</e:Header><e:Body><GetIcons xmlns="${NS}"><SessionID>s</SessionID></GetIcons></e:Body></e:Envelope>`;
  const headers: Record<string, string> =
    version === '1.1'
      ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}GetIcons"` }
      : { 'content-type': 'application/soap+xml; charset=utf-8' };
  return post(server.origin + PATH, body, headers).then((r) => ({ status: r.status, root: parseXml(r.body) }));
}

const child = (el: XmlElement | undefined, name: string): XmlElement | undefined => el?.children.find((c) => c.name === name);

/** What the answer says: 'ok', or the fault code's local name (1.1 faultcode, 1.2 Code/Value). */
function outcome(root: XmlElement): string {
  const body = child(root, 'Body');
  const fault = child(body, 'Fault');
  if (!fault) return child(body, 'GetIconsResponse') ? 'ok' : 'neither';
  const code = child(fault, 'faultcode') ?? child(child(fault, 'Code'), 'Value');
  return code!.text.replace(/^.*:/, '');
}

const x = 'xmlns:x="urn:example:trace"';
describe.each([
  // version, header block (e: is the envelope's prefix), expected outcome
  ['1.1', `<x:Trace ${x} e:mustUnderstand="1">t</x:Trace>`, 'MustUnderstand'],
  ['1.1', `<x:Trace ${x} e:mustUnderstand="0">t</x:Trace>`, 'ok'],
  ['1.1', `<x:Trace ${x}>t</x:Trace>`, 'ok'],
  ['1.1', `<x:Trace ${x} e:mustUnderstand="1" e:actor="http://schemas.xmlsoap.org/soap/actor/next">t</x:Trace>`, 'MustUnderstand'],
  ['1.1', `<x:Trace ${x} e:mustUnderstand="1" e:actor="urn:example:some-intermediary">t</x:Trace>`, 'ok'],
  ['1.1', `<x:Trace ${x} mustUnderstand="1">t</x:Trace>`, 'ok'], // not the envelope's attribute
  ['1.2', `<x:Trace ${x} e:mustUnderstand="true">t</x:Trace>`, 'MustUnderstand'],
  ['1.2', `<x:Trace ${x} e:mustUnderstand="1">t</x:Trace>`, 'MustUnderstand'],
  ['1.2', `<x:Trace ${x} e:mustUnderstand="false">t</x:Trace>`, 'ok'],
  ['1.2', `<x:Trace ${x} e:mustUnderstand="true" e:role="http://www.w3.org/2003/05/soap-envelope/role/ultimateReceiver">t</x:Trace>`, 'MustUnderstand'],
  ['1.2', `<x:Trace ${x} e:mustUnderstand="true" e:role="http://www.w3.org/2003/05/soap-envelope/role/none">t</x:Trace>`, 'ok'],
  ['1.2', `<x:Trace ${x} e:mustUnderstand="true" xmlns:s11="${SOAP11}" s11:mustUnderstand="1">t</x:Trace>`, 'MustUnderstand'],
  ['1.2', `<x:Trace ${x} xmlns:s11="${SOAP11}" s11:mustUnderstand="1">t</x:Trace>`, 'ok'], // the other version's attribute
] as const)('SOAP %s, header %s', (version, header, want) => {
  it(`answers ${want}`, async () => {
    const { status, root } = await call(version, header);
    expect(outcome(root)).toBe(want);
    expect(status).toBe(want === 'ok' ? 200 : 500);
  });
});

describe('the MustUnderstand fault', () => {
  it('SOAP 1.1: faultcode soap:MustUnderstand naming the block, no detail', async () => {
    const { root } = await call('1.1', `<x:Trace ${x} e:mustUnderstand="1">t</x:Trace><Plain xmlns="urn:p" />`);
    const fault = child(child(root, 'Body'), 'Fault')!;
    expect(child(fault, 'faultstring')!.text).toBe('SOAP header {urn:example:trace}Trace was not understood.');
    expect(child(fault, 'detail')).toBeUndefined();
    expect(child(root, 'Header')).toBeUndefined();
  });

  it('SOAP 1.2: Code MustUnderstand and one NotUnderstood block per block not understood', async () => {
    const { root } = await call('1.2', `<x:Trace ${x} e:mustUnderstand="true">t</x:Trace><y:Lang xmlns:y="urn:y" e:mustUnderstand="1">en</y:Lang>`);
    const notUnderstood = child(root, 'Header')!.children;
    expect(notUnderstood.map((n) => [n.name, n.ns])).toEqual([
      ['NotUnderstood', SOAP12],
      ['NotUnderstood', SOAP12],
    ]);
    expect(notUnderstood.map((n) => n.attributes.find((a) => a.name === 'qname')!.value)).toEqual(['h:Trace', 'h:Lang']);
    const fault = child(child(root, 'Body'), 'Fault')!;
    expect(child(child(fault, 'Code'), 'Value')!.text).toBe('soap:MustUnderstand');
    expect(child(fault, 'Detail')).toBeUndefined();
  });

  it('comes before the fault about an unknown operation', async () => {
    const body = `<e:Envelope xmlns:e="${SOAP11}"><e:Header><x:Trace ${x} e:mustUnderstand="1" /></e:Header><e:Body><Nope xmlns="${NS}" /></e:Body></e:Envelope>`;
    const r = await post(server.origin + PATH, body, { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' });
    expect(outcome(parseXml(r.body))).toBe('MustUnderstand');
  });
});
