/**
 * SOAP 1.2's encoding (test/fixtures/shapes/rpc-encoded-soap12.yaml, `encoding: soap12`) end to
 * end over real HTTP: the wrappers say env:encodingStyle="http://www.w3.org/2003/05/soap-encoding",
 * arrays say enc:itemType and enc:arraySize, and values shared through enc:id / enc:ref are read in
 * place, through the generated client and server, as raw XML in the shape of the SOAP 1.2 test
 * collection's messages, in the served WSDL and with zeep.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec, ROOT, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { schemaCompileErrors } from '../support/xmllint.js';
import { haveZeep, haveXmllint } from '../support/requirements.js';
import { post } from '../support/soap.js';
import { specIssues } from '../support/spec-issues.js';
import { zeep } from '../support/zeep.js';

const NS = 'urn:example:enc12';
const ENV = 'http://www.w3.org/2003/05/soap-envelope';
const ENC = 'http://www.w3.org/2003/05/soap-encoding';
type Pair = { Left: number; Right: number };
type Client = { upper(r: { words: string[] }): Promise<string[]>; swap(r: { first: Pair; second: Pair }): Promise<{ first: Pair; second: Pair }> };

const seen: unknown[] = [];
const handler = {
  upper(request: { words: string[] }) {
    seen.push(request);
    return request.words.map((w) => w.toUpperCase());
  },
  swap(request: { first: Pair; second: Pair }) {
    seen.push(request);
    return { first: request.second, second: { Left: request.first.Right, Right: request.first.Left } };
  },
};

let server: RunningServer;
let Enc12Client: new (options: { baseUrl: string }) => Client;
beforeAll(async () => {
  const generated = await generateSpec('test/fixtures/shapes/rpc-encoded-soap12.yaml', 'soap12-encoding');
  const { createEnc12Service } = await generated.load<{ createEnc12Service: (handler: unknown) => SoapService }>('server');
  ({ Enc12Client } = await generated.load<{ Enc12Client: typeof Enc12Client }>('client'));
  server = await serve(createEnc12Service(handler));
}, 60_000);
afterAll(() => server?.close());

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

describe('the generated client and server over SOAP 1.2', () => {
  it.each([
    // given: method, request; want: the result
    ['upper', { words: ['a', 'b'] }, ['A', 'B']],
    ['upper', { words: [] }, []],
    ['swap', { first: { Left: 1, Right: 2 }, second: { Left: 3, Right: 4 } }, { first: { Left: 3, Right: 4 }, second: { Left: 2, Right: 1 } }],
  ] as const)('%s(%j) resolves to %j', async (method, request, want) => {
    seen.length = 0;
    const client = new Enc12Client({ baseUrl: server.origin });
    expect(plain(await (client[method] as (r: object) => Promise<unknown>)(request))).toEqual(want);
    expect(plain(seen)).toEqual([request]);
  });
});

describe('on the wire', () => {
  const call = (action: string, body: string) =>
    post(
      `${server.origin}/enc12`,
      `<?xml version="1.0"?><env:Envelope xmlns:env="${ENV}" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><env:Body>${body}</env:Body></env:Envelope>`,
      { 'content-type': `application/soap+xml; charset=utf-8; action="${NS}/${action}"` },
    );
  const wrapper = (name: string, content: string) => `<t:${name} xmlns:t="${NS}" xmlns:enc="${ENC}" env:encodingStyle="${ENC}">${content}</t:${name}>`;
  const bodyOf = (envelope: string) => /<soap:Body>([\s\S]*)<\/soap:Body>/.exec(envelope)?.[1];
  const style = `soap:encodingStyle="${ENC}"`;

  it.each([
    // given: operation, request content; want: what the handler read, the response body
    [
      'upper',
      '<words enc:itemType="xsd:string" enc:arraySize="2"><item xsi:type="xsd:string">ab</item><item>c</item></words>',
      { words: ['ab', 'c'] },
      `<upperResponse xmlns="${NS}" ${style}><return xmlns="" xmlns:enc="${ENC}" enc:itemType="xsd:string" enc:arraySize="2"><item xsi:type="xsd:string">AB</item><item xsi:type="xsd:string">C</item></return></upperResponse>`,
    ],
    // A value written once, with enc:id, and referred to where it stands again (a graph's edge).
    [
      'swap',
      '<first enc:id="p1"><Left>1</Left><Right>2</Right></first><second enc:ref="p1"/>',
      { first: { Left: 1, Right: 2 }, second: { Left: 1, Right: 2 } },
      `<swapResponse xmlns="${NS}" ${style}><first xmlns="" xmlns:t="${NS}" xsi:type="t:Pair"><Left xsi:type="xsd:int">1</Left><Right xsi:type="xsd:int">2</Right></first>` +
        `<second xmlns="" xmlns:t="${NS}" xsi:type="t:Pair"><Left xsi:type="xsd:int">2</Left><Right xsi:type="xsd:int">1</Right></second></swapResponse>`,
    ],
    // Array items referring to a value that stands elsewhere in the Body.
    [
      'upper',
      '<words enc:itemType="xsd:string" enc:arraySize="2"><item enc:ref="w"/><item enc:id="w">x</item></words>',
      { words: ['x', 'x'] },
      `<upperResponse xmlns="${NS}" ${style}><return xmlns="" xmlns:enc="${ENC}" enc:itemType="xsd:string" enc:arraySize="2"><item xsi:type="xsd:string">X</item><item xsi:type="xsd:string">X</item></return></upperResponse>`,
    ],
  ])('%s: %s is read as %j and answered in SOAP 1.2 encoding', async (action, content, request, want) => {
    seen.length = 0;
    const answer = await call(action, wrapper(action, content));
    expect(answer.status, answer.body).toBe(200);
    expect(plain(seen)).toEqual([request]);
    expect(bodyOf(answer.body)).toBe(want);
  });

  it.each([
    // given: request content; want: the Sender fault's reason
    ['<first enc:ref="nope"/><second><Left>1</Left><Right>2</Right></second>', 'first: enc:ref &quot;nope&quot; refers to no element of the Body'],
    [
      '<first enc:id="a"><Left enc:ref="a"/><Right>2</Right></first><second enc:ref="a"/>',
      'Left: enc:ref &quot;a&quot; refers to itself through its own content',
    ],
  ])('refuses %s with a Sender fault', async (content, reason) => {
    const answer = await call('swap', wrapper('swap', content));
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<soap:Value>soap:Sender</soap:Value>');
    expect(answer.body).toContain(reason);
  });
});

describe('the WSDL', () => {
  it('names SOAP 1.2 encoding on the SOAP 1.2 binding, offers no SOAP 1.1 one, and declares the arrays as WSDL 1.1 does', async () => {
    const wsdl = await (await fetch(`${server.origin}/enc12?WSDL`)).text();
    expect(wsdl).toContain(`<soap12:body use="encoded" namespace="${NS}" encodingStyle="${ENC}" />`);
    expect(wsdl).not.toContain('encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"');
    expect(wsdl).not.toContain('<soap:binding');
    expect(wsdl).toContain('<s:attribute ref="soapenc:arrayType" wsdl:arrayType="s:string[]" />');
  });
});

describe('the spec', () => {
  const spec = (service: string) =>
    `service: { name: S, namespace: "urn:s", path: /s, style: rpc, ${service} }\noperations:\n  Op:\n    params: {}\n    result: int\n`;
  it.each([
    ['use: encoded, encoding: soap12', "service encoding soap12 is SOAP 1.2's encoding, for SOAP 1.2 messages only: offer no soap11 (transports: [soap12])"],
    ['use: encoded, encoding: soap12, transports: [soap11, soap12]', 'offer no soap11'],
    ['encoding: soap12, transports: [soap12]', 'service encoding soap12 is an encoding of use encoded'],
    ['use: encoded, encoding: soap13', 'service encoding "soap13" must be soap11 or soap12'],
  ])('refuses %s', (service, message) => {
    expect(specIssues(spec(service))).toContainEqual(expect.stringContaining(message));
  });
});

describe.skipIf(!haveZeep())('zeep', () => {
  it('calls every operation from the served WSDL and decodes the SOAP 1.2-encoded answers', async () => {
    seen.length = 0;
    const outcomes = await zeep(`${server.origin}/enc12?WSDL`, {
      upper: { words: ['x', 'yz'] },
      swap: { first: { Left: 1, Right: 2 }, second: { Left: 3, Right: 4 } },
    });
    expect(outcomes['Enc12Soap12']).toEqual({
      upper: { result: ['X', 'YZ'] },
      swap: { result: { first: { Left: '3', Right: '4' }, second: { Left: '2', Right: '1' } } },
    });
    expect(plain(seen)).toEqual([{ words: ['x', 'yz'] }, { first: { Left: 1, Right: 2 }, second: { Left: 3, Right: 4 } }]);
  }, 60_000);
});

describe.skipIf(!haveXmllint())('the served schema', () => {
  it('compiles (xmllint)', async () => {
    const wsdl = await (await fetch(`${server.origin}/enc12?WSDL`)).text();
    expect(await schemaCompileErrors(wsdl, join(ROOT, 'test/.generated/schemas/enc12'))).toBe('');
  });
});

it('the generated code type-checks under the strictest flags', async () => {
  expect(await typeCheck('soap12-encoding', ['enc12/*.ts'])).toBe('');
}, 120_000);
