/**
 * A choice whose alternative is a sequence holding a choice (docdatapayments' start request):
 * soapgen import nests the groups in the spec; the generated type is a union whose second member
 * intersects the inner choice's union; the generated client and server carry each alternative over
 * SOAP 1.1 and 1.2 and refuse both inner alternatives, or none, where one is required; the served
 * WSDL nests the groups as the original does and validates the answers; Python zeep, built from the
 * ORIGINAL WSDL, calls the server with each alternative.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { ROOT, typeCheck } from '../support/generate.js';
import type { RunningServer } from '../support/http.js';
import { haveXmllint, haveZeep } from '../support/requirements.js';
import { post, soap11Envelope } from '../support/soap.js';
import { expectSchemaValid, writeSchemasOf } from '../support/xmllint.js';
import { serveRecording, zeepFromWsdl, type Received } from '../support/zeep.js';
import { readFileSync } from 'node:fs';

const GROUP = 'nested-choice';
const SCRATCH = join(ROOT, 'test/.generated', GROUP);
const ORIGINAL = join(ROOT, 'test/fixtures/wsdl/nested-choice.wsdl');
const NS = 'urn:pay';
type Client = { pay(request: object): Promise<unknown> };

let yaml: string;
let running: RunningServer;
let received: Received[];
let PayClient: new (options: { baseUrl: string; transport: Transport }) => Client;
beforeAll(async () => {
  mkdirSync(SCRATCH, { recursive: true });
  yaml = (await importWsdl(ORIGINAL, 'nested-choice.wsdl')).yaml;
  writeFileSync(join(SCRATCH, 'pay.yaml'), yaml);
  // The answer: the request's start as it came.
  ({ running, received } = await serveRecording(`test/.generated/${GROUP}/pay.yaml`, GROUP, 'createPayService', (_m, r) => r['start']));
  ({ PayClient } = (await import(pathToFileURL(join(SCRATCH, 'pay', 'client.ts')).href)) as { PayClient: typeof PayClient });
}, 60_000);
afterAll(() => running?.close());

describe('soapgen import', () => {
  it('nests the inner choice in the sequence alternative', () => {
    expect(yaml).toContain(
      [
        '      Choice2:',
        '        required: true',
        '        choice:',
        '          recurring: { type: string }',
        '          Sequence:',
        '            sequence:',
        '              Choice:',
        '                required: true',
        '                choice:',
        '                  card: { type: string }',
        '                  token: { type: int }',
        '              returnUrl: { type: string }',
      ].join('\n'),
    );
  });

  it('writes a union intersecting the inner union, and code that type-checks under the strictest flags', async () => {
    const types = readFileSync(join(SCRATCH, 'pay', 'types.ts'), 'utf8');
    expect(types).toContain(
      '  | { recurring: string; card?: undefined; token?: undefined; returnUrl?: undefined }\n  | { recurring?: undefined; returnUrl?: string | undefined } & StartChoice;',
    );
    expect(types).toContain('export type StartChoice =\n  | { card: string; token?: undefined }\n  | { card?: undefined; token: number };');
    expect(await typeCheck(GROUP, ['pay'])).toBe('');
  }, 120_000);
});

const ALTERNATIVES = [
  { order: 'o1', recurring: 'r' },
  { order: 'o2', card: 'visa', returnUrl: 'https://back' },
  { order: 'o3', token: 7 },
];

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  it.each(ALTERNATIVES)('carry the alternative of %j both ways', async (start) => {
    received.length = 0;
    const client = new PayClient({ baseUrl: running.origin, transport });
    expect(await client.pay({ start })).toEqual(start);
    expect(received).toEqual([{ method: 'pay', request: { start } }]);
  });

  it.each([
    ['both inner alternatives', { order: 'o', card: 'visa', token: 7 }, 'card and token are alternatives'],
    ['the sequence without its required inner choice', { order: 'o', returnUrl: 'u' }, 'one of card, token is required'],
    ['both outer alternatives', { order: 'o', recurring: 'r', token: 7 }, 'are alternatives'],
  ])('refuse %s before sending', async (_, start, message) => {
    const client = new PayClient({ baseUrl: running.origin, transport });
    await expect(client.pay({ start })).rejects.toThrow(message);
  });
});

const pay = (start: string) =>
  post(`${running.origin}/pay.asmx`, soap11Envelope(`<Pay xmlns="${NS}"><start><order>o</order>${start}</start></Pay>`), {
    'content-type': 'text/xml; charset=utf-8',
    soapaction: `"${NS}/Pay"`,
  });

describe('on the wire', () => {
  it('reads the inner alternative in the sequence and answers it in schema order', async () => {
    received.length = 0;
    const answer = await pay('<token>5</token><returnUrl>u</returnUrl>');
    expect(answer.status, answer.body).toBe(200);
    expect(received).toEqual([{ method: 'pay', request: { start: { order: 'o', token: 5, returnUrl: 'u' } } }]);
    expect(answer.body).toContain('<PayResult><order>o</order><token>5</token><returnUrl>u</returnUrl></PayResult>');
  });

  it.each([
    ['both inner alternatives', '<card>c</card><token>5</token>', 'only one may be present'],
    ['the sequence without its required inner choice', '<returnUrl>u</returnUrl>', 'card: required element is missing in Start (one of card, token)'],
  ])('answers %s with the Client fault', async (_, start, message) => {
    const answer = await pay(start);
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(answer.body).toContain(message);
  });
});

describe('the served WSDL', () => {
  it('nests the inner choice in the sequence of the outer one', async () => {
    const wsdl = await (await fetch(`${running.origin}/pay.asmx?WSDL`)).text();
    expect(wsdl).toMatch(
      /<s:choice minOccurs="1" maxOccurs="1">\s*<s:element minOccurs="1" maxOccurs="1" name="recurring" type="s:string" \/>\s*<s:sequence minOccurs="1" maxOccurs="1">\s*<s:choice minOccurs="1" maxOccurs="1">\s*<s:element minOccurs="1" maxOccurs="1" name="card" type="s:string" \/>\s*<s:element minOccurs="1" maxOccurs="1" name="token" type="s:int" \/>\s*<\/s:choice>\s*<s:element minOccurs="0" maxOccurs="1" name="returnUrl" type="s:string" \/>\s*<\/s:sequence>\s*<\/s:choice>/,
    );
  });

  it.skipIf(!haveXmllint())('validates what the server answers', async () => {
    const schema = writeSchemasOf(await (await fetch(`${running.origin}/pay.asmx?WSDL`)).text(), SCRATCH, 'schema');
    const answer = await pay('<card>c</card>');
    const file = join(SCRATCH, 'answer.xml');
    writeFileSync(file, /<PayResponse[\s\S]*<\/PayResponse>/.exec(answer.body)![0]);
    await expectSchemaValid(schema, [file]);
  });
});

describe.skipIf(!haveZeep())('Python zeep built from the original WSDL', () => {
  it('sends each alternative and reads the answer, over both SOAP versions', async () => {
    received.length = 0;
    const { results } = await zeepFromWsdl(
      ORIGINAL,
      `${running.origin}/pay.asmx`,
      { soap11: `{${NS}}PaySoap`, soap12: `{${NS}}PaySoap12` },
      ALTERNATIVES.map((start) => ['Pay', { start }] as const),
    );
    const plain = (r: unknown): unknown => Object.fromEntries(Object.entries(r as object).filter(([, v]) => v !== null));
    for (const transport of ['soap11', 'soap12']) expect(results[transport]!.map((o) => plain(o.result))).toEqual(ALTERNATIVES);
    expect(received.map((r) => r.request)).toEqual([...ALTERNATIVES, ...ALTERNATIVES].map((start) => ({ start })));
  }, 60_000);
});
