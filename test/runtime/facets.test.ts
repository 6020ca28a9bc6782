/**
 * Simple types (test/fixtures/facets.yaml): registry scalars restricted by facets and an
 * enumeration, through the generated client and server on all three transports. Values inside a
 * type round-trip; values outside it are refused before sending (EncodeError) and, sent raw, are
 * the server's Client fault naming the type. The served WSDL declares the facets (xmllint checks
 * every answer against it) and the help page shows them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, ROOT } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint } from '../support/requirements.js';
import { post, soap11Envelope } from '../support/soap.js';
import { specIssues } from '../support/spec-issues.js';
import { expectSchemaValid, writeSchemasOf } from '../support/xmllint.js';

type Client = Record<string, (request: unknown) => Promise<unknown>>;
const NS = 'http://example.org/facets/';
let server: RunningServer;
let clients: Record<Transport, Client>;

beforeAll(async () => {
  const service = await generateSpec('test/fixtures/facets.yaml', 'facets');
  const { createFacetsService } = await service.load<{ createFacetsService: (handler: unknown) => SoapService }>('server');
  const { FacetsClient } = await service.load<{ FacetsClient: new (options: { baseUrl: string; transport: Transport }) => Client }>('client');
  server = await serve(createFacetsService(new Proxy({}, { get: () => (request: { value: unknown }) => request.value })));
  const client = (transport: Transport): Client => {
    const c = new FacetsClient({ baseUrl: server.origin, transport });
    return new Proxy({}, { get: (_, method: string) => (request: unknown) => (c[method] as Client[string]).call(c, request) });
  };
  clients = { soap11: client('soap11'), soap12: client('soap12'), httpPost: client('httpPost') };
}, 60_000);
afterAll(() => server?.close());

/** Per simple type: values inside it (the edges), values outside it and the client's message. */
const TABLE = [
  { type: 'Percent', good: [0, 100, 42], bad: [-1, 101], message: /must be a 32-bit integer, ≥ 0, ≤ 100/ },
  { type: 'Code', good: ['ABC', 'ZZZ'], bad: ['abc', 'ABCD', 'AB'], message: /matching \[A-Z\]\{3\}/ },
  { type: 'Tag', good: ['a', 'abcde', 'ünï'], bad: ['', 'abcdef'], message: /length at least 1, length at most 5/ },
  { type: 'Pin', good: ['1234', '€€€€'], bad: ['123', '12345'], message: /length 4/ },
  { type: 'Price', good: ['0.01', '25.50'], bad: ['0', '-1.00'], message: /> 0/ },
  { type: 'Big', good: [99999999999999999999n, -(10n ** 30n)], bad: [100000000000000000000n], message: /≤ 99999999999999999999/ },
  { type: 'Colour', good: ['Red', 'Green'], bad: ['Blue', 'red'], message: /one of Red, Green/ },
  { type: 'SmallPercent', good: [0, 10], bad: [11, -1, 101], message: /≥ 0, ≤ 100, ≤ 10/ },
  { type: 'Amount', good: ['123.45', '0.5', '00012.30'], bad: ['12345.6', '1.234'], message: /at most 5 digits, at most 2 digits after the point/ },
  { type: 'Size', good: [1, 3], bad: [0, 4], message: /one of 1, 2, 3/ },
  { type: 'Sizes', good: [[1, 2, 3], [], [2]], bad: [[4], [1, 0]], message: /a list of/ },
  { type: 'FewWords', good: [['a', 'b'], []], bad: [['a', 'b', 'c'], ['a b']], message: /length at most 2|a list of/ },
  { type: 'Trimmed', good: ['a b', 'abcde'], bad: [' a', 'abcdef', 'a  b'], message: /length at most 5/ },
  { type: 'Region', good: ['GB', 'NL'], bad: ['gb', 'GBR'], message: /matching \[A-Z\]\{2\}/ },
  // A union keeps the text as written: "02" stays "02" (a Size), "Red" a Colour.
  { type: 'SizeOrColour', good: ['2', '02', 'Red'], bad: ['4', 'Blue', ' 2'], message: /a value of Size or Colour/ },
  // XML Schema's regular expressions, translated: XML's name characters, a class less another.
  { type: 'Ident', good: ['a-b', 'x:y', '_1', 'été'], bad: ['1a', '-a', 'a b'], message: /matching \\i\\c\*/ },
  { type: 'Consonants', good: ['xyz', 'bcd'], bad: ['bad', 'B'], message: /matching \[a-z-\[aeiou\]\]\+/ },
] as const;

describe.each(['soap11', 'soap12', 'httpPost'] as const)('over %s', (transport) => {
  it.each(TABLE)('$type: values inside round-trip, values outside are refused before sending', async ({ type, good, bad, message }) => {
    for (const value of good) expect(await clients[transport][`echo${type}`]!({ value })).toEqual(value);
    for (const value of bad) await expect(clients[transport][`echo${type}`]!({ value })).rejects.toThrow(message);
  });
});

describe.each(['soap11', 'soap12'] as const)('a type holding simple types over %s', (transport) => {
  it('round-trips and refuses a list item outside its type', async () => {
    const order = { code: 'ABC', share: 50, tags: ['a', 'bb'] };
    expect(await clients[transport].echoOrder!({ value: order })).toEqual(order);
    await expect(clients[transport].echoOrder!({ value: { ...order, tags: ['toolong'] } })).rejects.toThrow(/length at most 5/);
  });

  it.each([
    // given: picks (maxOccurs 2); want: the echo, or the client's refusal before sending
    [['ABC', 'XYZ'], undefined],
    [['ABC'], undefined],
    [['ABC', 'XYZ', 'QQQ'], /picks has 3 items: at most 2 allowed \(maxOccurs\)/],
  ] as const)('a bounded list of %j', async (picks, refusal) => {
    const order = { code: 'ABC', picks };
    if (refusal) await expect(clients[transport].echoOrder!({ value: order })).rejects.toThrow(refusal);
    else expect(await clients[transport].echoOrder!({ value: order })).toEqual(order);
  });

  it.each([
    // given: codes (minOccurs 2, maxOccurs 3); want: the echo, or the client's refusal before sending
    [['ABC', 'XYZ'], undefined],
    [['ABC', 'XYZ', 'QQQ'], undefined],
    [['ABC'], /codes has 1 item: at least 2 required \(minOccurs\)/],
  ] as const)('a list of at least two: %j', async (codes, refusal) => {
    const pair = { codes };
    if (refusal) await expect(clients[transport].echoPair!({ value: pair })).rejects.toThrow(refusal);
    else expect(await clients[transport].echoPair!({ value: pair })).toEqual(pair);
  });
});

describe("values outside a type sent raw are the server's Client fault", () => {
  const soap = (operation: string, inner: string) =>
    post(`${server.origin}/facets.asmx`, soap11Envelope(`<${operation} xmlns="${NS}">${inner}</${operation}>`), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}${operation}"`,
    });

  it.each([
    ['EchoPercent', '<value>101</value>', /value: &quot;101&quot; is not a valid Percent/],
    ['EchoCode', '<value>abc</value>', /value: &quot;abc&quot; is not a valid Code/],
    ['EchoPin', '<value>12</value>', /value: &quot;12&quot; is not a valid Pin/],
    ['EchoColour', '<value>Blue</value>', /value: &quot;Blue&quot; is not a valid Colour/],
    ['EchoOrder', '<value><code>ABC</code><tags><Tag>toolong</Tag></tags></value>', /value\/tags\/Tag: &quot;toolong&quot; is not a valid Tag \(maxLength 5\)/],
    ['EchoPercent', '<value>-1</value>', /value: &quot;-1&quot; is not a valid Percent \(minInclusive 0\)/],
    ['EchoSmallPercent', '<value>11</value>', /value: &quot;11&quot; is not a valid SmallPercent \(maxInclusive 10\)/],
    ['EchoSmallPercent', '<value>101</value>', /value: &quot;101&quot; is not a valid SmallPercent \(maxInclusive 100\)/],
    ['EchoAmount', '<value>1.234</value>', /value: &quot;1.234&quot; is not a valid Amount \(fractionDigits 2\)/],
    ['EchoSize', '<value>4</value>', /value: &quot;4&quot; is not a valid Size \(enumeration 1 \| 2 \| 3\)/],
    ['EchoSizes', '<value>1 2 9</value>', /value: &quot;1 2 9&quot; is not a valid Sizes \(item &quot;9&quot; is not a valid Size: enumeration 1 \| 2 \| 3\)/],
    ['EchoSizeOrColour', '<value>Blue</value>', /value: &quot;Blue&quot; is not a valid SizeOrColour \(not a value of Size, Colour\)/],
    ['EchoIdent', '<value>1a</value>', /value: &quot;1a&quot; is not a valid Ident \(pattern \\i\\c\*\)/],
    ['EchoConsonants', '<value>bad</value>', /value: &quot;bad&quot; is not a valid Consonants \(pattern \[a-z-\[aeiou\]\]\+\)/],
    ['EchoFewWords', '<value>a b c</value>', /value: &quot;a b c&quot; is not a valid FewWords \(maxLength 2\)/],
    [
      'EchoOrder',
      '<value><code>ABC</code><picks>ABC</picks><picks>ABD</picks><picks>ABE</picks></value>',
      /picks: 3 elements, at most 2 allowed \(maxOccurs\)/,
    ],
    ['EchoPair', '<value><codes>ABC</codes></value>', /codes: 1 element, at least 2 required \(minOccurs\)/],
  ])('%s with %s', async (operation, inner, message) => {
    const response = await soap(operation, inner);
    expect(response.status).toBe(500);
    expect(response.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(response.body).toMatch(message);
  });

  it('over HTTP POST, as ASMX words a conversion failure', async () => {
    const response = await post(`${server.origin}/facets.asmx/EchoPercent`, 'value=101', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(500);
    expect(response.body).toMatch(/101/);
  });
});

describe('soapgen import of the served WSDL', () => {
  it('reads every simple type back (restrictions, derived ones, lists, unions, another namespace) and serves the same schema', async () => {
    const wsdl = await (await fetch(`${server.origin}/facets.asmx?WSDL`)).text();
    const dir = join(ROOT, 'test/.generated/facets-import');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'facets.wsdl'), wsdl);
    const { yaml } = await importWsdl(join(dir, 'facets.wsdl'), 'facets.wsdl');
    expect(yaml).toContain('  SmallPercent: { base: Percent, maxInclusive: "10" }');
    expect(yaml).toContain('  Amount: { base: decimal, totalDigits: 5, fractionDigits: 2 }');
    expect(yaml).toContain('  Size: { base: int, enum: ["1", "2", "3"] }');
    expect(yaml).toContain('  Sizes: { list: Size }');
    expect(yaml).toContain('  SizeOrColour: { union: [Size, Colour] }');
    expect(yaml).toContain('picks: { type: "Code[]", inline: true, maxOccurs: 2 }');
    expect(yaml).toContain('codes: { type: "Code[]", inline: true, minOccurs: 2, maxOccurs: 3, required: true }');
    expect(yaml).toContain('  Region: { base: string, pattern: "[A-Z]{2}", namespace: "http://example.org/common/" }');
    writeFileSync(join(dir, 'facets.yaml'), yaml);
    const again = await generateSpec('test/.generated/facets-import/facets.yaml', 'facets-again');
    const { createFacetsService } = await again.load<{ createFacetsService: (handler: unknown) => SoapService }>('server');
    const served = await serve(createFacetsService({}));
    try {
      const simpleTypes = (text: string): string[] => [...text.matchAll(/<s:simpleType name="[^"]*">[\s\S]*?<\/s:simpleType>/g)].map((m) => m[0]).sort();
      expect(simpleTypes(await (await fetch(`${served.origin}/facets.asmx?WSDL`)).text())).toEqual(simpleTypes(wsdl));
    } finally {
      await served.close();
    }
  });
});

describe('the WSDL and the help page describe the facets', () => {
  it('the WSDL restricts each base by its facets', async () => {
    const wsdl = await (await fetch(`${server.origin}/facets.asmx?WSDL`)).text();
    expect(wsdl).toMatch(
      /<s:simpleType name="Percent">[\s\S]*?<s:restriction base="s:int">\s*<s:minInclusive value="0" \/>\s*<s:maxInclusive value="100" \/>\s*<\/s:restriction>/,
    );
    expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="2" name="picks" type="tns:Code" />');
    expect(wsdl).toContain('<s:element minOccurs="2" maxOccurs="3" name="codes" type="tns:Code" />');
    expect(wsdl).toMatch(/<s:simpleType name="Code">[\s\S]*?<s:restriction base="s:string">\s*<s:pattern value="\[A-Z\]\{3\}" \/>/);
    expect(wsdl).toMatch(/<s:simpleType name="Big">\s*<s:restriction base="s:integer">\s*<s:maxInclusive value="99999999999999999999" \/>/);
    expect(wsdl).toMatch(/<s:simpleType name="SmallPercent">\s*<s:restriction base="tns:Percent">\s*<s:maxInclusive value="10" \/>/);
    expect(wsdl).toMatch(/<s:simpleType name="Amount">\s*<s:restriction base="s:decimal">\s*<s:totalDigits value="5" \/>\s*<s:fractionDigits value="2" \/>/);
    expect(wsdl).toMatch(/<s:simpleType name="Size">\s*<s:restriction base="s:int">\s*<s:enumeration value="1" \/>/);
    expect(wsdl).toMatch(/<s:simpleType name="Sizes">\s*<s:list itemType="tns:Size" \/>/);
    expect(wsdl).toMatch(/<s:simpleType name="SizeOrColour">\s*<s:union memberTypes="tns:Size tns:Colour" \/>/);
    expect(wsdl).toMatch(/<s:simpleType name="Trimmed">\s*<s:restriction base="s:string">\s*<s:maxLength value="5" \/>\s*<s:whiteSpace value="collapse" \/>/);
    // A simple type of another namespace is declared in that namespace's schema and named by its prefix.
    expect(wsdl).toMatch(/<s:schema[^>]*targetNamespace="http:\/\/example.org\/common\/"[^>]*>[\s\S]*?<s:simpleType name="Region">/);
    expect(wsdl).toMatch(/<s:element minOccurs="1" maxOccurs="1" name="value" type="ns1:Region" \/>/);
  });

  it("the operation page shows a parameter's base and facets", async () => {
    const page = await (await fetch(`${server.origin}/facets.asmx?op=EchoPercent`)).text();
    expect(page).toContain('Percent (int: minInclusive 0, maxInclusive 100)');
  });

  it.skipIf(!haveXmllint())('every answer validates against the served schema, which xmllint compiles', async () => {
    const dir = join('test', '.generated', 'facets-schema');
    mkdirSync(dir, { recursive: true });
    const schema = writeSchemasOf(await (await fetch(`${server.origin}/facets.asmx?WSDL`)).text(), dir, 'schema');
    const files: string[] = [];
    for (const [operation, value] of [
      ['EchoPercent', '100'],
      ['EchoCode', 'ABC'],
      ['EchoTag', 'abcde'],
      ['EchoPin', '1234'],
      ['EchoPrice', '0.01'],
      ['EchoBig', '99999999999999999999'],
      ['EchoColour', 'Green'],
      ['EchoSmallPercent', '10'],
      ['EchoAmount', '123.45'],
      ['EchoSize', '2'],
      ['EchoSizes', '1 2 3'],
      ['EchoFewWords', 'a b'],
      ['EchoTrimmed', 'a b'],
      ['EchoRegion', 'GB'],
      ['EchoSizeOrColour', 'Red'],
      ['EchoIdent', 'x:y'],
      ['EchoConsonants', 'xyz'],
    ]) {
      const response = await post(`${server.origin}/facets.asmx/${operation}`, `value=${value}`, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(response.status, response.body).toBe(200);
      files.push(join(dir, `${operation}.xml`));
      writeFileSync(files.at(-1)!, response.body);
    }
    await expectSchemaValid(schema, files);
  });
});

describe('the spec', () => {
  const spec = (field: string): string =>
    `service:\n  name: S\n  namespace: urn:s\n  path: /s\ntypes:\n  A:\n    fields:\n      x: ${field}\noperations:\n  Op:\n    params:\n      a: { type: A }\n    result: int\n`;
  it.each([
    [
      'maxOccurs on a list in a wrapper',
      '{ type: "int[]", maxOccurs: 3 }',
      'A.x has "maxOccurs": only a list without a wrapper (inline: true) can have an upper bound',
    ],
    ['maxOccurs below 2', '{ type: "int[]", inline: true, maxOccurs: 1 }', 'maxOccurs of x must be a whole number, 2 or more (leave it out for unbounded)'],
    ['maxOccurs that is not a number', '{ type: "int[]", inline: true, maxOccurs: many }', 'maxOccurs of x must be a whole number, 2 or more'],
  ])('refuses %s', (_, field, message) => {
    expect(specIssues(spec(field))).toContainEqual(expect.stringContaining(message));
  });
});
