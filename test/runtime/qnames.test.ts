/**
 * QName and NOTATION values (test/fixtures/qnames.yaml) end to end over real HTTP: `{namespace}local`
 * in TypeScript, the prefix resolved where the text is read (whatever prefix or default namespace
 * the sender chose) and declared where it is written; as parameters, results, fields, lists,
 * attributes and simple content, through the generated client and server on SOAP 1.1 and 1.2 and as
 * raw XML. HTTP POST cannot carry a QName parameter (a form field declares no prefix). The served
 * WSDL's schema validates what is written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, ROOT, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint } from '../support/requirements.js';
import { post, soap11Envelope } from '../support/soap.js';
import { specIssues } from '../support/spec-issues.js';
import { expectSchemaValid, writeSchemasOf } from '../support/xmllint.js';

const NS = 'http://example.org/qnames/';
const XS = 'http://www.w3.org/2001/XMLSchema';
const XML = 'http://www.w3.org/XML/1998/namespace';
type Call = (request: object) => Promise<unknown>;
type Client = Record<'echoQName' | 'echoReference' | 'echoTyped' | 'names' | 'echoCode', Call>;
type ClientClass = new (options: { baseUrl: string; transport: Transport }) => Client;

const seen: unknown[] = [];
const handler = {
  echoQName: (request: { value: string }) => (seen.push(request.value), request.value),
  echoReference: (request: { value: object }) => (seen.push(request.value), request.value),
  echoTyped: (request: { value: object }) => (seen.push(request.value), request.value),
  names: (request: { count: number }) => [`{${XS}}string`, `{${NS}}Mine`, `{urn:other}Theirs`].slice(0, request.count),
  echoCode: (request: { code: string }) => (seen.push(request.code), request.code),
};
const ENV = 'http://schemas.xmlsoap.org/soap/envelope/';

let server: RunningServer;
let QNamesClient: ClientClass;
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/qnames.yaml', 'qnames');
  const { createQNamesService } = await service.load<{ createQNamesService: (handler: unknown) => SoapService }>('server');
  ({ QNamesClient } = await service.load<{ QNamesClient: ClientClass }>('client'));
  server = await serve(createQNamesService(handler));
}, 60_000);
afterAll(() => server?.close());

/** A Reference of every shape: a field, lists with and without a wrapper, an unqualified one, a NOTATION, an attribute. */
const REFERENCE = {
  Kind: '{urn:a}One',
  Kinds: ['{urn:a}Two', '{urn:b}Three'],
  Also: ['{urn:c}Four', `{${NS}}Five`],
  Plain: '{}Six',
  Format: '{urn:formats}png',
  ref: '{urn:refs}Seven',
};

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  it.each([
    // given: method, request; want: what the handler received (and echoed back)
    ['echoQName', { value: `{${XS}}string` }, `{${XS}}string`],
    ['echoQName', { value: `{${NS}}Mine` }, `{${NS}}Mine`],
    ['echoQName', { value: `{${XML}}lang` }, `{${XML}}lang`],
    ['echoReference', { value: REFERENCE }, REFERENCE],
    ['echoTyped', { value: { value: `{urn:t}Eight`, lang: 'en' } }, { value: `{urn:t}Eight`, lang: 'en' }],
    ['echoCode', { code: `{${ENV}}Server` }, `{${ENV}}Server`],
    ['echoCode', { code: '{}Local' }, '{}Local'],
  ] as const)('%s(%j)', async (method, request, want) => {
    seen.length = 0;
    const client = new QNamesClient({ baseUrl: server.origin, transport });
    const answer = plain(await client[method](request));
    expect(plain(seen)).toEqual([want]);
    expect(answer).toEqual(want);
  });

  it('a list result of QNames', async () => {
    const client = new QNamesClient({ baseUrl: server.origin, transport });
    expect(await client.names({ count: 3 })).toEqual([`{${XS}}string`, `{${NS}}Mine`, `{urn:other}Theirs`]);
  });

  it.each([
    // given: method, request; want: the client's error before anything is sent
    ['echoQName', { value: 'string' }, 'EchoQNameRequest.value must be a QName as {namespace}local, got "string"'],
    ['echoQName', { value: `{${NS}}not a name` }, 'must be a QName as {namespace}local'],
    ['echoQName', { value: '{}Loose' }, `"{}Loose" is in no namespace, which a QName written in an element of ${NS} cannot say`],
    [
      'echoReference',
      { value: { Kind: '{urn:a}A', ref: '{}B' } },
      `Reference.@ref: "{}B" is in no namespace, which a QName written in an element of ${NS} cannot say`,
    ],
    ['echoCode', { code: `{${NS}}Client` }, `EchoCodeRequest.code must be a QName as {namespace}local, one of {${ENV}}Client, {${ENV}}Server, {}Local`],
  ] as const)('%s(%j) is refused by the client', async (method, request, want) => {
    const client = new QNamesClient({ baseUrl: server.origin, transport });
    await expect(client[method](request)).rejects.toThrow(want);
  });
});

describe('over HTTP POST', () => {
  it('an operation with a QName parameter is not offered (a form field declares no prefix)', async () => {
    const client = new QNamesClient({ baseUrl: server.origin, transport: 'httpPost' });
    await expect(client.echoQName({ value: `{${NS}}Mine` })).rejects.toThrow('EchoQName is not offered over HTTP POST');
    const response = await post(`${server.origin}/qnames.asmx/EchoQName`, 'value=a', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).not.toBe(200);
  });
});

describe('on the wire', () => {
  const soap11 = (op: string, content: string) =>
    post(`${server.origin}/qnames.asmx`, soap11Envelope(`<${op} xmlns="${NS}">${content}</${op}>`), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}${op}"`,
    });

  it.each([
    // given: operation, request content; want: what the handler received, what the answer holds
    [
      'a prefix of the sender',
      'EchoQName',
      '<value xmlns:x="urn:x">x:Thing</value>',
      '{urn:x}Thing',
      '<EchoQNameResult xmlns:q="urn:x">q:Thing</EchoQNameResult>',
    ],
    [
      'a prefix declared on the envelope',
      'EchoQName',
      '<value>xsd:string</value>',
      `{${XS}}string`,
      `<EchoQNameResult xmlns:q="${XS}">q:string</EchoQNameResult>`,
    ],
    ['no prefix: the default namespace', 'EchoQName', '<value> Thing </value>', `{${NS}}Thing`, `<EchoQNameResult xmlns:q="${NS}">q:Thing</EchoQNameResult>`],
    ['the xml prefix, bound without a declaration', 'EchoQName', '<value>xml:lang</value>', `{${XML}}lang`, '<EchoQNameResult>xml:lang</EchoQNameResult>'],
    [
      'an attribute and an unqualified element',
      'EchoReference',
      '<value xmlns:r="urn:r" ref="r:Ref"><Kind>r:Kind</Kind><Plain xmlns="">Bare</Plain></value>',
      { Kind: '{urn:r}Kind', Plain: '{}Bare', ref: '{urn:r}Ref' },
      '<EchoReferenceResult xmlns:q_ref="urn:r" ref="q_ref:Ref"><Kind xmlns:q="urn:r">q:Kind</Kind><Plain xmlns="">Bare</Plain></EchoReferenceResult>',
    ],
    [
      'simple content',
      'EchoTyped',
      '<value xmlns:t="urn:t" lang="en">t:Typed</value>',
      { value: '{urn:t}Typed', lang: 'en' },
      '<EchoTypedResult lang="en" xmlns:q="urn:t">q:Typed</EchoTypedResult>',
    ],
  ])('%s', async (_case, op, content, received, want) => {
    seen.length = 0;
    const answer = await soap11(op, content);
    expect(answer.status, answer.body).toBe(200);
    expect(plain(seen)).toEqual([received]);
    expect(answer.body).toContain(want);
  });

  it.each([
    // given: the code as sent; want: what the handler received
    ['<code xmlns="" xmlns:e="http://schemas.xmlsoap.org/soap/envelope/">e:Client</code>', `{${ENV}}Client`],
    ['<code xmlns="">soap:Server</code>', `{${ENV}}Server`],
    ['<code xmlns="">Local</code>', '{}Local'],
  ])('a QName of an enumeration, %s, is read by its namespace, whatever its prefix', async (content, received) => {
    seen.length = 0;
    const answer = await soap11('EchoCode', content);
    expect(answer.status, answer.body).toBe(200);
    expect(plain(seen)).toEqual([received]);
  });

  it('a QName outside the enumeration is a Client fault naming the element and the values', async () => {
    const answer = await soap11('EchoCode', `<code xmlns="" xmlns:e="${NS}">e:Client</code>`);
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(answer.body).toContain('EchoCode/code');
    expect(answer.body).toContain('is not a valid Code (enumeration');
  });

  it('a prefix the sender did not declare is a Client fault naming the element', async () => {
    const answer = await soap11('EchoQName', '<value>nope:Thing</value>');
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(answer.body).toContain('EchoQName/value: the prefix of &quot;nope:Thing&quot; is not declared');
  });
});

describe('the WSDL', () => {
  it('declares QName and NOTATION elements and attributes by their XSD types', async () => {
    const wsdl = await (await fetch(`${server.origin}/qnames.asmx?WSDL`)).text();
    expect(wsdl).toContain('<s:element minOccurs="1" maxOccurs="1" name="Kind" type="s:QName" />');
    expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" name="Format" type="s:NOTATION" />');
    expect(wsdl).toContain('<s:attribute name="ref" type="s:QName" />');
    expect(wsdl).toContain(
      `<s:restriction base="s:QName">\n          <s:enumeration value="q:Client" xmlns:q="${ENV}" />\n          <s:enumeration value="q:Server" xmlns:q="${ENV}" />\n          <s:enumeration value="Local" />`,
    );
  });

  it.skipIf(!haveXmllint())("every answer validates against the served schema (xmllint resolves each QName's prefix)", async () => {
    const dir = join('test', '.generated', 'qnames-schema');
    mkdirSync(dir, { recursive: true });
    const schema = writeSchemasOf(await (await fetch(`${server.origin}/qnames.asmx?WSDL`)).text(), dir, 'schema');
    const files: string[] = [];
    for (const [op, content] of [
      ['EchoQName', '<value xmlns:x="urn:x">x:Thing</value>'],
      [
        'EchoReference',
        '<value xmlns:r="urn:r" ref="r:Ref"><Kind>r:Kind</Kind><Kinds><QName>r:A</QName></Kinds><Also>r:B</Also><Also>xml:lang</Also><Plain xmlns="">Bare</Plain></value>',
      ],
      ['EchoTyped', '<value xmlns:t="urn:t" lang="en">t:Typed</value>'],
      ['Names', '<count>3</count>'],
      ['EchoCode', '<code xmlns="">Local</code>'],
      ['EchoCode', `<code xmlns="" xmlns:e="${ENV}">e:Server</code>`],
    ] as const) {
      const answer = await post(`${server.origin}/qnames.asmx`, soap11Envelope(`<${op} xmlns="${NS}">${content}</${op}>`), {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: `"${NS}${op}"`,
      });
      expect(answer.status, answer.body).toBe(200);
      // The response element declares everything it uses: a document of its own.
      files.push(join(dir, `${op}.xml`));
      writeFileSync(files.at(-1)!, new RegExp(`<${op}Response[\\s\\S]*</${op}Response>`).exec(answer.body)![0]);
    }
    await expectSchemaValid(schema, files);
  });
});

describe('soapgen import of the served WSDL', () => {
  it('reads QName and NOTATION back as the scalars, and the generated code type-checks under the strictest flags', async () => {
    const wsdl = await (await fetch(`${server.origin}/qnames.asmx?WSDL`)).text();
    const dir = join(ROOT, 'test/.generated/qnames-import');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'qnames.wsdl'), wsdl);
    const { yaml } = await importWsdl(join(dir, 'qnames.wsdl'), 'qnames.wsdl');
    expect(yaml).toContain('Kind: { type: QName, required: true }');
    expect(yaml).toContain('Format: { type: NOTATION }');
    expect(yaml).toContain('ref: { type: QName }');
    expect(yaml).toContain(`Code: { base: QName, enum: ["{${ENV}}Client", "{${ENV}}Server", "{}Local"] }`);
    expect(await typeCheck('qnames', ['qnames'])).toBe('');
  }, 120_000);
});

describe('the spec', () => {
  const spec = (types: string, params = 'a: { type: QName }'): string =>
    `service:\n  name: S\n  namespace: urn:s\n  path: /s\ntypes:\n${types}\noperations:\n  Op:\n    params:\n      ${params}\n    result: int\n`;
  it.each([
    [
      'a restriction of QName by a pattern',
      '  Q: { base: QName, pattern: "a:.*" }',
      'simple type Q: a restriction of QName takes an enumeration only (not pattern)',
    ],
    [
      'a restriction of QName by nothing',
      '  Q: { base: QName }',
      'simple type Q: a restriction of QName takes an enumeration only, its values written {namespace}local',
    ],
    ['an enumeration of prefixed QNames', '  Q: { base: QName, enum: ["a:b"] }', 'simple type Q: enumeration a:b is not a QName written {namespace}local'],
    ['a list of NOTATIONs', '  Q: { list: NOTATION }', 'list Q: item type NOTATION is a QName'],
    ['a default QName', '  T: { fields: { q: { type: QName, default: "{urn:x}y" } } }', 'T.q: default of a QName cannot be given'],
  ])('refuses %s', (_, types, message) => {
    expect(specIssues(spec(types))).toContainEqual(expect.stringContaining(message));
  });
});
