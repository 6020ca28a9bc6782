/**
 * Open content (test/fixtures/open-content.yaml): elements of xs:anyType, xs:any wildcards and
 * xs:anyAttribute, through the generated client and server over real HTTP on SOAP 1.1 and 1.2,
 * on the wire as other senders write them (prefixes, mixed content, xsi:type), refused where
 * they break the schema or the reader's limits, and described by the served WSDL and help pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, ROOT, typeCheck, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint } from '../support/requirements.js';
import { post, soap11Envelope, soap12Envelope, soapBodyOf } from '../support/soap.js';
import { expectSchemaValid, writeSchemasOf } from '../support/xmllint.js';

const NS = 'http://example.org/envelopes/';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const XSD = 'http://www.w3.org/2001/XMLSchema';
const XML = 'http://www.w3.org/XML/1998/namespace';
const PATH = '/envelopes.asmx';

let generated: GeneratedService;
let running: RunningServer;
const received: { method: string; request: unknown }[] = [];
let answer: unknown;

/** An element as the decoders give it: every member present. */
const el = (name: string, namespace: string, children: unknown[] = [], attributes: Record<string, string> = {}) => ({ name, namespace, attributes, children });
const content = (children: unknown[] = [], attributes: Record<string, string> = {}) => ({ attributes, children });

const letter = {
  Subject: 'Hello',
  Body: content(['Dear <you> & "them", ', el('b', 'urn:markup', ['bold'], { '{urn:markup}weight': '700' }), ' and ', el('i', '', ['plain']), '.'], {
    lang: 'en',
    [`{${XML}}space`]: 'preserve',
  }),
  Attachments: [content([el('file', 'urn:files', [], { name: 'a.txt' })]), content()],
  Note: null,
  Extensions: [el('trace', 'urn:trace', ['42']), el('hop', 'urn:trace', [el('host', 'urn:trace', ['a'])])],
  anyAttributes: { '{urn:x}flag': 'yes', version: '2' },
};
const parcel = { ...letter, Note: content(['fragile']), Weight: 3, Label: [el('label', NS, ['FRAGILE'])], id: 9, anyAttributes: { '{urn:x}flag': 'no' } };
const typed = content([el('amount', 'urn:money', ['12.50'], { [`{${XSI}}type`]: `{${XSD}}decimal` })]);

/** Given a request and the handler's answer; want: both arrive as sent. */
const CALLS = [
  {
    name: 'anyType fields (mixed content, attributes in namespaces), a list of them, nil, a wildcard, anyAttribute',
    method: 'send',
    request: { Letter: letter, Extra: typed },
    result: letter.Body,
  },
  { name: 'a bare message whose element is anyType', method: 'echo', request: { Request: content(['only text']) }, result: typed },
  { name: 'a required wildcard and anyAttribute inherited beside a declared attribute', method: 'post', request: { Parcel: parcel }, result: parcel },
  { name: 'a list result of anyType, empty items too', method: 'stamp', request: { Code: 'x' }, result: [content(), content(['1']), typed] },
] as const;

beforeAll(async () => {
  generated = await generateSpec('test/fixtures/open-content.yaml', 'open-content');
  const { BouncedFault } = await generated.load<{ BouncedFault: new (detail: unknown, message: string) => Error }>('faults');
  const handle = (method: string) => (request: unknown, context: { soapHeaders: { Trace?: unknown } }) => {
    received.push({ method, request });
    if (method === 'send' && (request as { Letter: { Subject: string } }).Letter.Subject === 'bounce')
      throw new BouncedFault(context.soapHeaders.Trace, 'Bounced.');
    return answer;
  };
  const server = await generated.load<{ createEnvelopesService(handler: object): SoapService }>('server');
  running = await serve(
    server.createEnvelopesService({
      send: handle('send'),
      echo: handle('echo'),
      post: handle('post'),
      stamp: handle('stamp'),
      fetch: handle('fetch'),
      count: () => 1,
    }),
  );
}, 60_000);

afterAll(async () => {
  await running?.close();
});

type Client = Record<string, (request: unknown, options?: object) => Promise<unknown>>;
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const client = async (transport: Transport): Promise<Client> => {
  const { EnvelopesClient } = await generated.load<{ EnvelopesClient: new (options: { baseUrl: string; transport: Transport }) => Client }>('client');
  return new EnvelopesClient({ baseUrl: running.origin, transport });
};

it('compiles under the strictest flags', async () => {
  expect(await typeCheck('open-content', ['envelopes'])).toBe('');
}, 120_000);

describe.each(['soap11', 'soap12'] as const)('over %s', (transport) => {
  it.each(CALLS)('$name round-trips', async ({ method, request, result }) => {
    answer = result;
    received.length = 0;
    const got = await (await client(transport))[method]!(request);
    expect(plain(received)).toEqual([{ method, request: plain(request) }]);
    expect(plain(got)).toEqual(plain(result));
  });

  it('carries a header block and a fault detail of anyType', async () => {
    const trace = content([el('hop', 'urn:trace', ['a'])], { id: '1' });
    const error = await (await client(transport)).send!({ Letter: { Subject: 'bounce' } }, { soapHeaders: { Trace: trace } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'BouncedFault', message: 'Bounced.', detail: trace });
  });

  it('writes open content a handler gives with members left out', async () => {
    answer = { children: [{ name: 'a', children: [{ name: 'b', namespace: 'urn:b' }] }] };
    expect(await (await client(transport)).echo!({ Request: {} })).toEqual(content([el('a', '', [el('b', 'urn:b')])]));
  });
});

const call = (operation: string, inner: string, bare = false) =>
  post(`${running.origin}${PATH}`, soap11Envelope(bare ? inner : `<${operation} xmlns="${NS}">${inner}</${operation}>`), {
    'content-type': 'text/xml; charset=utf-8',
    soapaction: `"${NS}${operation}"`,
  });

describe('on the wire', () => {
  it('reads names by namespace however prefixed, xsi:type by what its prefix means, and answers in kind', async () => {
    received.length = 0;
    answer = content([el('amount', 'urn:money', ['1 < 2 & "3"'], { [`{${XSI}}type`]: `{${XSD}}string`, [`{${XML}}lang`]: 'en' })]);
    const response = await call(
      'Echo',
      `<e:Request xmlns:e="${NS}" xmlns:m="urn:money" xmlns:t="${XSD}" m:unit="EUR">` +
        `<m:amount xsi:type="t:decimal">12.50</m:amount> <!-- a comment -->\n  <amount xmlns="urn:money"><![CDATA[<raw>]]></amount>` +
        `</e:Request>`,
      true,
    );
    expect(response.status, response.body).toBe(200);
    expect(plain(received)).toEqual([
      {
        method: 'echo',
        request: {
          Request: content([el('amount', 'urn:money', ['12.50'], { [`{${XSI}}type`]: `{${XSD}}decimal` }), el('amount', 'urn:money', ['<raw>'])], {
            '{urn:money}unit': 'EUR',
          }),
        },
      },
    ]);
    // A bare answer's Body declares the service's namespace for its element.
    expect(/<soap:Body xmlns="([^"]*)">(.*)<\/soap:Body>/.exec(response.body)?.slice(1)).toEqual([
      NS,
      `<Response><amount xmlns="urn:money" xmlns:xsi="${XSI}" xmlns:xsd="${XSD}" xsi:type="xsd:string" xml:lang="en">1 &lt; 2 &amp; &quot;3&quot;</amount></Response>`,
    ]);
  });

  it('keeps text between elements in order, and drops indentation', async () => {
    received.length = 0;
    answer = content();
    await call('Echo', `<Request xmlns="${NS}">\n  <a>1</a>\n  <b/>\n</Request>`, true);
    await call('Echo', `<Request xmlns="${NS}">one<a>1</a>  two  <b/>\n</Request>`, true);
    expect(plain(received.map((r) => r.request))).toEqual([
      { Request: content([el('a', NS, ['1']), el('b', NS)]) },
      { Request: content(['one', el('a', NS, ['1']), '  two  ', el('b', NS)]) },
    ]);
  });

  it('a wildcard takes the elements its namespace test admits, the fields the others', async () => {
    received.length = 0;
    answer = { Subject: 's', Weight: 1, Label: [el('l', NS)] };
    const response = await call(
      'Post',
      `<Parcel a="1" xmlns:x="urn:x" x:b="2" xsi:type="Parcel"><Subject>s</Subject><x:one/><x:two>2</x:two><Weight>5</Weight><Label>L</Label><Other>o</Other></Parcel>`,
    );
    expect(response.status, response.body).toBe(200);
    expect(plain(received)).toEqual([
      {
        method: 'post',
        request: {
          Parcel: {
            Subject: 's',
            Extensions: [el('one', 'urn:x'), el('two', 'urn:x', ['2'])],
            anyAttributes: { a: '1', '{urn:x}b': '2' },
            Weight: 5,
            Label: [el('Label', NS, ['L'])],
          },
        },
      },
    ]);
    expect(soapBodyOf(response.body)).toContain(`<PostResult><Subject>s</Subject><Weight>1</Weight><l xmlns="${NS}" /></PostResult>`);
  });

  it.each([
    [
      'a required wildcard with nothing it admits',
      'Post',
      '<Parcel><Subject>s</Subject><Weight>5</Weight></Parcel>',
      500,
      'Label: an element of ##targetNamespace is required in Parcel',
    ],
    [
      'open content nested past the reader’s depth limit',
      'Send',
      `<Letter><Subject>s</Subject><Body>${'<a>'.repeat(40)}${'</a>'.repeat(40)}</Body></Letter>`,
      400,
      'nested deeper than 32 levels',
    ],
    [
      'an xsi:type whose prefix is not declared',
      'Send',
      '<Letter><Subject>s</Subject></Letter><Extra xsi:type="nope:x">1</Extra>',
      400,
      'namespace prefix &quot;nope&quot;',
    ],
  ])('%s is a Client fault naming it', async (_, operation, inner, status, message) => {
    const response = await call(operation, inner);
    expect(response.status).toBe(status);
    expect(response.body).toContain('soap:Client');
    expect(response.body).toContain(message);
  });

  it.each([
    ['an element name with a prefix', { children: [{ name: 'p:x' }] }, 'content: an element needs a name without prefix'],
    ['an attribute name that is not one', { attributes: { 'a b': '1' } }, '"a b" is not an attribute name'],
    ['a namespace declaration as an attribute', { attributes: { xmlns: 'urn:x' } }, '"xmlns" is not an attribute name'],
  ])('the client refuses to send %s', async (_, request, message) => {
    await expect((await client('soap11')).echo!({ Request: request })).rejects.toThrow(message);
  });

  it('SOAP 1.2 carries the same content', async () => {
    received.length = 0;
    answer = content(['ok']);
    const response = await post(`${running.origin}${PATH}`, soap12Envelope(`<Request xmlns="${NS}"><x xmlns="urn:x">1</x></Request>`), {
      'content-type': 'application/soap+xml; charset=utf-8',
    });
    expect(response.body).toContain(`<soap:Body xmlns="${NS}"><Response>ok</Response></soap:Body>`);
    expect(plain(received)).toEqual([{ method: 'echo', request: { Request: content([el('x', 'urn:x', ['1'])]) } }]);
  });
});

describe('HTTP POST', () => {
  it('offers no operation with open content (a form holds text; the answer has no fixed root)', async () => {
    const wsdl = await (await fetch(`${running.origin}${PATH}?WSDL`)).text();
    const httpPost = /<wsdl:binding name="EnvelopesHttpPost"[\s\S]*?<\/wsdl:binding>/.exec(wsdl)?.[0] ?? '';
    expect(httpPost).not.toMatch(/operation name="(Send|Echo|Post|Stamp|Fetch)"/);
    expect(httpPost).toContain('<wsdl:operation name="Count">');
    expect((await post(`${running.origin}${PATH}/Stamp`, 'Code=x', { 'content-type': 'application/x-www-form-urlencoded' })).status).not.toBe(200);
  });
});

describe('the served WSDL', () => {
  let wsdl: string;
  beforeAll(async () => {
    wsdl = await (await fetch(`${running.origin}${PATH}?WSDL`)).text();
  });

  it.each([
    '<s:element minOccurs="0" maxOccurs="1" name="Body" type="s:anyType" />',
    '<s:element minOccurs="0" maxOccurs="1" name="Note" nillable="true" type="s:anyType" />',
    '<s:element minOccurs="0" maxOccurs="unbounded" name="Attachment" nillable="true" type="s:anyType" />',
    '<s:any minOccurs="0" maxOccurs="unbounded" namespace="##other" processContents="lax" />',
    '<s:any minOccurs="1" maxOccurs="1" namespace="##targetNamespace" processContents="skip" />',
    '<s:anyAttribute processContents="lax" />',
    '<s:element name="Request" type="s:anyType" />',
  ])('declares %s', (declaration) => {
    expect(wsdl).toContain(declaration);
  });

  it('declares anyAttribute once, where the base type does (extension inherits it)', () => {
    expect(wsdl.match(/<s:anyAttribute/g)).toHaveLength(1);
  });

  it.skipIf(!haveXmllint())('its schema validates what server and client write', async () => {
    const dir = join('test', '.generated', 'open-content', 'schema');
    mkdirSync(dir, { recursive: true });
    const schema = writeSchemasOf(wsdl, dir, 'schema');
    const files: string[] = [];
    const { encodeSendRequest, encodePostRequest } = await generated.load<Record<string, (r: unknown) => string>>('encoders');
    for (const [i, [operation, request]] of [
      ['Send', encodeSendRequest!({ Letter: letter, Extra: typed })],
      ['Post', encodePostRequest!({ Parcel: parcel })],
    ].entries()) {
      const xml = `<${operation} xmlns="${NS}" xmlns:xsi="${XSI}">${request}</${operation}>`;
      files.push(join(dir, `request-${i}.xml`));
      writeFileSync(files.at(-1)!, xml);
      answer = CALLS.find((c) => c.method === operation!.toLowerCase())!.result;
      const response = await call(operation!, request!);
      files.push(join(dir, `response-${i}.xml`));
      writeFileSync(files.at(-1)!, soapBodyOf(response.body)!.replace(`<${operation}Response `, `<${operation}Response xmlns:xsi="${XSI}" `));
    }
    await expectSchemaValid(schema, files);
  });
});

describe('help pages', () => {
  it('show anyType, wildcards and anyAttribute', async () => {
    const page = await (await fetch(`${running.origin}${PATH}?op=Post`)).text();
    for (const text of ['anyType', 'any elements (##other)', 'any element (##targetNamespace)', '@*', 'any attributes (##any)']) expect(page).toContain(text);
  });
});

describe('soapgen import', () => {
  it('reads the served WSDL back into a spec with the same open content', async () => {
    const dir = join(ROOT, 'test', '.generated', 'open-content');
    const file = join(dir, 'served.wsdl');
    writeFileSync(file, await (await fetch(`${running.origin}${PATH}?WSDL`)).text());
    const { yaml } = await importWsdl(file);
    for (const line of [
      '      Body: { type: anyType }',
      '      Attachments: { type: "anyType[]", item: Attachment }',
      '      Note: { type: anyType, nillable: true }',
      '      any: { any: "##other", processContents: lax, maxOccurs: unbounded }',
      '    anyAttribute: { namespace: "##any", processContents: lax }',
      '      any2: { any: "##targetNamespace", processContents: skip, required: true }',
      '      Request: { type: anyType, required: true }',
      '    result: { type: anyType, element: Response }',
    ]) {
      expect(yaml).toContain(line);
    }
    // The spec it writes generates and compiles.
    writeFileSync(join(dir, 'imported.yaml'), yaml);
    const again = await generateSpec('test/.generated/open-content/imported.yaml', 'open-content-imported');
    expect(again.model.operations.map((o) => o.name)).toEqual(['Send', 'Echo', 'Post', 'Stamp', 'Fetch', 'Count']);
    expect(await typeCheck('open-content-imported', ['envelopes'])).toBe('');
  }, 120_000);
});
