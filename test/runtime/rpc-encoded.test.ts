/**
 * rpc/encoded (test/fixtures/shapes/rpc-encoded.yaml) end to end over real HTTP: the generated
 * client and server over SOAP 1.1 and 1.2, what each writes on the wire (xsi:type on every value,
 * soap:encodingStyle on the wrappers), and requests as Axis and PHP write them (xsi:type,
 * soapenc attributes, multi-references with href/id), and the client reading an Axis-style answer.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { parseSpec } from '../../generator/spec/index.js';
import { generateSpec, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { post, soap11Envelope, soapBodyOf } from '../support/soap.js';

const NS = 'urn:example:enc-calc';
const ENC = 'http://schemas.xmlsoap.org/soap/encoding/';
type Call = (request: object) => Promise<unknown>;
type Client = Record<'add' | 'swap' | 'sum' | 'log', Call>;
type Pair = { Left: number; Right: number; Label?: string };

const logged: string[] = [];
let server: RunningServer;
let EncCalcClient: new (options: { baseUrl: string; transport: Transport }) => Client;
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/shapes/rpc-encoded.yaml', 'shapes');
  const { createEncCalcService } = await service.load<{ createEncCalcService: (handler: unknown) => SoapService }>('server');
  ({ EncCalcClient } = await service.load<{ EncCalcClient: typeof EncCalcClient }>('client'));
  server = await serve(
    createEncCalcService({
      add: (r: { a: number; b: number }) => r.a + r.b,
      swap: (r: { pair: Pair }) => ({ Left: r.pair.Right, Right: r.pair.Left, ...(r.pair.Label === undefined ? {} : { Label: r.pair.Label }) }),
      sum: (r: { first: Pair; second: Pair }) => ({
        total: BigInt(r.first.Left + r.first.Right + r.second.Left + r.second.Right),
        ...(r.first.Label === undefined ? {} : { label: `${r.first.Label}+${r.second.Label ?? ''}` }),
      }),
      log: (r: { text: string }) => void logged.push(r.text),
    }),
  );
}, 60_000);
afterAll(() => server?.close());

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  it('agree on every operation', async () => {
    const client = new EncCalcClient({ baseUrl: server.origin, transport });
    expect(await client.add({ a: 2, b: 3 })).toBe(5);
    expect(await client.swap({ pair: { Left: 1, Right: 2, Label: 'x' } })).toEqual({ Left: 2, Right: 1, Label: 'x' });
    expect(await client.sum({ first: { Left: 1, Right: 2, Label: 'a' }, second: { Left: 3, Right: 4 } })).toEqual({ total: 10n, label: 'a+' });
    expect(await client.log({ text: `hello ${transport}` })).toBeUndefined();
    expect(logged).toContain(`hello ${transport}`);
  });

  it('the client sends xsi:type on every part and value, and the encoding style over SOAP 1.1', async () => {
    // A pass-through proxy records the request the generated client writes.
    const seen: string[] = [];
    const proxy = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push(body);
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k === 'content-type' || k === 'soapaction')) as Record<string, string>;
        void post(`${server.origin}${req.url ?? ''}`, body, headers).then((answer) => {
          res.writeHead(answer.status, { 'content-type': answer.contentType });
          res.end(answer.body);
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const client = new EncCalcClient({ baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, transport });
      expect(await client.swap({ pair: { Left: 1, Right: 2 } })).toEqual({ Left: 2, Right: 1 });
      const style = transport === 'soap11' ? ` soap:encodingStyle="${ENC}"` : '';
      expect(seen[0]).toContain(
        `<swap xmlns="${NS}"${style}><pair xmlns="" xmlns:t="${NS}" xsi:type="t:Pair"><Left xsi:type="xsd:int">1</Left><Right xsi:type="xsd:int">2</Right></pair></swap>`,
      );
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('on the wire (SOAP 1.1)', () => {
  const call = (action: string, body: string) =>
    post(`${server.origin}/enc-calc`, soap11Envelope(body), { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}/${action}"` });
  const style = `soap:encodingStyle="${ENC}"`;

  it.each([
    // given: operation, request body as Axis or PHP writes it; want: the response body
    [
      'add',
      `<ns1:add xmlns:ns1="${NS}" soapenv:encodingStyle="${ENC}" xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><a xsi:type="xsd:int">2</a><b xsi:type="xsd:int">3</b></ns1:add>`,
      `<addResponse xmlns="${NS}" ${style}><return xmlns="" xsi:type="xsd:int">5</return></addResponse>`,
    ],
    [
      'swap',
      `<ns1:swap xmlns:ns1="${NS}"><pair xsi:type="ns1:Pair"><Left xsi:type="xsd:int">1</Left><Right xsi:type="xsd:int">2</Right><Label xsi:type="xsd:string">q</Label></pair></ns1:swap>`,
      `<swapResponse xmlns="${NS}" ${style}><return xmlns="" xmlns:t="${NS}" xsi:type="t:Pair"><Left xsi:type="xsd:int">2</Left><Right xsi:type="xsd:int">1</Right><Label xsi:type="xsd:string">q</Label></return></swapResponse>`,
    ],
    [
      'sum',
      `<ns1:sum xmlns:ns1="${NS}"><first><Left>1</Left><Right>1</Right></first><second><Left>1</Left><Right>1</Right></second></ns1:sum>`,
      `<sumResponse xmlns="${NS}" ${style}><total xmlns="" xsi:type="xsd:long">4</total></sumResponse>`,
    ],
  ])('%s: xsi:type on input is read, written on every output value', async (action, body, want) => {
    const answer = await call(action, body);
    expect(answer.status).toBe(200);
    expect(soapBodyOf(answer.body)).toBe(want);
  });

  it('multi-references (href="#id" to a Body child with that id) are read in place, as Axis writes them', async () => {
    const body =
      `<ns1:sum xmlns:ns1="${NS}" xmlns:soapenc="${ENC}"><first href="#id0"/><second href="#id0"/></ns1:sum>` +
      `<multiRef id="id0" soapenc:root="0" xmlns:soapenc="${ENC}" xsi:type="ns2:Pair" xmlns:ns2="${NS}"><Left xsi:type="xsd:int">3</Left><Right href="#id1"/><Label>m</Label></multiRef>` +
      `<multiRef id="id1" soapenc:root="0" xmlns:soapenc="${ENC}" xsi:type="xsd:int">4</multiRef>`;
    const answer = await call('sum', body);
    expect(answer.status).toBe(200);
    expect(soapBodyOf(answer.body)).toBe(
      `<sumResponse xmlns="${NS}" ${style}><total xmlns="" xsi:type="xsd:long">14</total><label xmlns="" xsi:type="xsd:string">m+m</label></sumResponse>`,
    );
  });

  it.each([
    // given: the request's references, its multi-references; want: the Client fault's message (escaped)
    [`<first href="#nowhere"/><second href="#nowhere"/>`, '', 'sum/first: href &quot;#nowhere&quot; refers to no element of the Body'],
    [
      `<first href="#a"/><second href="#a"/>`,
      `<multiRef id="a"><Left>1</Left><Right href="#a"/></multiRef>`,
      'sum/Right: href &quot;#a&quot; refers to itself through its own content',
    ],
    [`<first href="http://elsewhere/x"/><second/>`, '', 'sum/first: href &quot;http://elsewhere/x&quot; is not a reference within the message (#id)'],
  ])('a broken reference %s is a Client fault', async (refs, multiRefs, want) => {
    const answer = await call('sum', `<ns1:sum xmlns:ns1="${NS}">${refs}</ns1:sum>${multiRefs}`);
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(answer.body).toContain(want);
  });

  it('the WSDL says use="encoded" with the encoding style and the body namespace', async () => {
    const wsdl = await (await fetch(`${server.origin}/enc-calc?WSDL`)).text();
    expect(wsdl).toContain(`<soap:body use="encoded" namespace="${NS}" encodingStyle="${ENC}" />`);
    expect(wsdl).toContain(`<soap12:body use="encoded" namespace="${NS}" encodingStyle="${ENC}" />`);
    expect(wsdl).toMatch(/<wsdl:message name="sumSoapIn">\s*<wsdl:part name="first" type="tns:Pair" \/>/);
    expect(wsdl).not.toContain('use="literal"');
  });
});

describe('the generated client reads answers as Axis writes them', () => {
  it('with multi-references (href/id) and xsi:type', async () => {
    // A server answering as Axis 1 does: the result points to a multiRef element beside the wrapper.
    const answer =
      `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body>` +
      `<ns1:swapResponse soapenv:encodingStyle="${ENC}" xmlns:ns1="${NS}"><return href="#id0"/></ns1:swapResponse>` +
      `<multiRef id="id0" soapenc:root="0" soapenv:encodingStyle="${ENC}" xsi:type="ns2:Pair" xmlns:soapenc="${ENC}" xmlns:ns2="${NS}"><Left xsi:type="xsd:int">8</Left><Right href="#id1"/></multiRef>` +
      `<multiRef id="id1" soapenc:root="0" xsi:type="xsd:int" xmlns:soapenc="${ENC}">9</multiRef></soapenv:Body></soapenv:Envelope>`;
    const axis = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
        res.end(answer);
      });
    });
    await new Promise<void>((resolve) => axis.listen(0, '127.0.0.1', resolve));
    try {
      const client = new EncCalcClient({ baseUrl: `http://127.0.0.1:${(axis.address() as AddressInfo).port}`, transport: 'soap11' });
      expect(await client.swap({ pair: { Left: 9, Right: 8 } })).toEqual({ Left: 8, Right: 9 });
    } finally {
      axis.closeAllConnections();
      await new Promise((resolve) => axis.close(resolve));
    }
  });
});

describe('the spec', () => {
  it.each([
    // given: the spec's service keys and an operation; want: the error
    ['use: encoded', 'A: { params: {}, result: int }', /service use encoded needs style rpc/],
    [
      'style: rpc, use: encoded',
      'A: { params: { names: { type: "string[]", inline: true } }, result: int }',
      /A\.names is a part written as a list without a wrapper: SOAP encoding writes a part's list as an array \(soapenc:Array\); leave out "inline"/,
    ],
    ['style: rpc, use: plain', 'A: { params: {}, result: int }', /service use "plain" must be literal or encoded/],
  ])('%s with %s is refused', (keys, op, want) => {
    expect(() => parseSpec(`service: { name: S, namespace: "urn:s", path: /s, ${keys} }\noperations:\n  ${op}\n`, 's.yaml')).toThrow(want);
  });

  it('its generated code type-checks under the strictest flags', async () => {
    expect(await typeCheck('shapes', ['enccalc/*.ts'])).toBe('');
  }, 120_000);
});
