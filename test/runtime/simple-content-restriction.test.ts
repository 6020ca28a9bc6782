/**
 * Simple content restricted, as UBL's and CCTS's code types are: a code (a text with attributes)
 * narrowed to an enumeration with one attribute fixed and one prohibited (CurrencyCodeType), and
 * narrowed by lengths (ShortCodeType). soapgen import reads each restriction as `restricts` with a
 * `value` of an anonymous simple type holding the facets; the generated client refuses values
 * outside them before sending and the server answers them with the Client fault; the served WSDL
 * declares each as an xs:simpleContent/xs:restriction (xmllint holds instances to its facets); and
 * Python zeep, built from the ORIGINAL WSDL, calls the server and reads the answer.
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
import { specIssues } from '../support/spec-issues.js';
import { expectSchemaValid, writeSchemasOf, xmllint } from '../support/xmllint.js';
import { serveRecording, zeepFromWsdl, type Received } from '../support/zeep.js';

const GROUP = 'simple-content-restriction';
const SCRATCH = join(ROOT, 'test/.generated', GROUP);
const ORIGINAL = join(ROOT, 'test/fixtures/wsdl/simple-content-restriction.wsdl');
const NS = 'urn:codes';
type Client = { convert(request: object): Promise<unknown> };
type ClientClass = new (options: { baseUrl: string; transport: Transport }) => Client;

let yaml: string;
let running: RunningServer;
let received: Received[];
let CodesClient: ClientClass;
beforeAll(async () => {
  mkdirSync(SCRATCH, { recursive: true });
  yaml = (await importWsdl(ORIGINAL, 'simple-content-restriction.wsdl')).yaml;
  writeFileSync(join(SCRATCH, 'codes.yaml'), yaml);
  // The answer: the request's currency code.
  ({ running, received } = await serveRecording(`test/.generated/${GROUP}/codes.yaml`, GROUP, 'createCodesService', (_m, r) => r['code']));
  ({ CodesClient } = (await import(pathToFileURL(join(SCRATCH, 'codes', 'client.ts')).href)) as { CodesClient: ClientClass });
}, 60_000);
afterAll(() => running?.close());

describe('soapgen import', () => {
  it('reads each restriction as restricts, every attribute it keeps, and a value holding its facets', () => {
    expect(yaml).toContain(
      '  CurrencyCodeType:\n    restricts: CodeType\n    value: CurrencyCodeTypeValue\n    attributes:\n      listID: { type: normalizedString, fixed: "ISO 4217" }\n\n',
    );
    expect(yaml).toContain('  CurrencyCodeTypeValue: { base: normalizedString, enum: ["EUR", "USD", "GBP"], anonymous: true }\n');
    expect(yaml).toContain('  ShortCodeTypeValue: { base: normalizedString, minLength: 2, maxLength: 3, anonymous: true }\n');
  });

  it('writes code that type-checks under the strictest flags', async () => {
    expect(await typeCheck(GROUP, ['codes'])).toBe('');
  }, 120_000);
});

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  it('carry the narrowed value and the fixed attribute both ways', async () => {
    received.length = 0;
    const client = new CodesClient({ baseUrl: running.origin, transport });
    expect(await client.convert({ code: { value: 'GBP' }, short: { value: 'AB', listName: 'short' } })).toEqual({ value: 'GBP', listID: 'ISO 4217' });
    expect(received).toEqual([{ method: 'convert', request: { code: { value: 'GBP', listID: 'ISO 4217' }, short: { value: 'AB', listName: 'short' } } }]);
  });

  it.each([
    ['a value outside the enumeration', { code: { value: 'JPY' }, short: { value: 'AB' } }, 'JPY'],
    [
      'a value shorter than minLength',
      { code: { value: 'EUR' }, short: { value: 'A' } },
      'ShortCodeType.value must be an xs:normalizedString, length at least 2, length at most 3, got "A"',
    ],
    ['another value of the fixed attribute', { code: { value: 'EUR', listID: 'ISO 4218' }, short: { value: 'AB' } }, 'ISO 4218'],
  ])('refuse %s before sending', async (_, request, message) => {
    received.length = 0;
    const client = new CodesClient({ baseUrl: running.origin, transport });
    await expect(client.convert(request)).rejects.toThrow(message);
    expect(received).toEqual([]);
  });
});

/** A Convert request over SOAP 1.1 as raw XML, its children as given. */
const convert = (children: string) =>
  post(`${running.origin}/codes.asmx`, soap11Envelope(`<Convert xmlns="${NS}">${children}</Convert>`), {
    'content-type': 'text/xml; charset=utf-8',
    soapaction: `"${NS}/Convert"`,
  });

describe('on the wire', () => {
  it('reads the value and attributes, fills in the fixed one, and answers it', async () => {
    received.length = 0;
    const answer = await convert('<code>USD</code><short listID="x">ABC</short>');
    expect(answer.status, answer.body).toBe(200);
    expect(received).toEqual([{ method: 'convert', request: { code: { value: 'USD', listID: 'ISO 4217' }, short: { value: 'ABC', listID: 'x' } } }]);
    expect(answer.body).toContain('<ConvertResult listID="ISO 4217">USD</ConvertResult>');
  });

  it.each([
    ['a value outside the enumeration', '<code>JPY</code><short>AB</short>', 'JPY'],
    ['a value longer than maxLength', '<code>EUR</code><short>ABCD</short>', 'maxLength 3'],
    ['another value of the fixed attribute', '<code listID="ISO 4218">EUR</code><short>AB</short>', 'ISO 4218'],
  ])('answers %s with the Client fault naming it', async (_, children, message) => {
    received.length = 0;
    const answer = await convert(children);
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(answer.body).toContain(message);
    expect(received).toEqual([]);
  });
});

describe('the served WSDL', () => {
  it('declares each type as a simple content restriction of its base, with its facets and attributes', async () => {
    const wsdl = await (await fetch(`${running.origin}/codes.asmx?WSDL`)).text();
    expect(wsdl).toContain(
      [
        '<s:complexType name="CurrencyCodeType">',
        '        <s:simpleContent>',
        '          <s:restriction base="tns:CodeType">',
        '            <s:enumeration value="EUR" />',
        '            <s:enumeration value="USD" />',
        '            <s:enumeration value="GBP" />',
        '            <s:attribute name="listID" type="s:normalizedString" fixed="ISO 4217" />',
        '            <s:attribute name="listName" type="s:string" use="prohibited" />',
        '          </s:restriction>',
      ].join('\n'),
    );
    expect(wsdl).toContain(
      '<s:restriction base="tns:CodeType">\n            <s:minLength value="2" />\n            <s:maxLength value="3" />\n          </s:restriction>',
    );
    expect(wsdl).not.toContain('CurrencyCodeTypeValue');
  });

  it.skipIf(!haveXmllint())('validates what the server answers, and holds a request to the facets', async () => {
    const schema = writeSchemasOf(await (await fetch(`${running.origin}/codes.asmx?WSDL`)).text(), SCRATCH, 'schema');
    const answer = await convert('<code>EUR</code><short>AB</short>');
    const file = join(SCRATCH, 'answer.xml');
    writeFileSync(file, /<ConvertResponse[\s\S]*<\/ConvertResponse>/.exec(answer.body)![0]);
    await expectSchemaValid(schema, [file]);
    const bad = join(SCRATCH, 'bad-request.xml');
    writeFileSync(bad, `<Convert xmlns="${NS}"><code listName="n">JPY</code><short>ABCD</short></Convert>`);
    const result = await xmllint(['--noout', '--schema', schema, bad]);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("'JPY' is not an element of the set");
    expect(result.output).toContain('listName');
    expect(result.output).toContain("[facet 'maxLength'] The value has a length of '4'");
  });
});

describe.skipIf(!haveZeep())('Python zeep built from the original WSDL', () => {
  it('sends narrowed values with attributes and reads the answer, over both SOAP versions', async () => {
    received.length = 0;
    const { results } = await zeepFromWsdl(ORIGINAL, `${running.origin}/codes.asmx`, { soap11: `{${NS}}CodesSoap`, soap12: `{${NS}}CodesSoap12` }, [
      ['Convert', { code: { _value_1: 'USD', listID: 'ISO 4217' }, short: { _value_1: 'XY', listID: 'mine' } }],
    ]);
    expect(results).toEqual({
      // zeep lists every attribute of the restricted type's base, the prohibited one too.
      soap11: [{ result: { _value_1: 'USD', listID: 'ISO 4217', listName: null } }],
      soap12: [{ result: { _value_1: 'USD', listID: 'ISO 4217', listName: null } }],
    });
    expect(received.map((r) => r.request)).toEqual([
      { code: { value: 'USD', listID: 'ISO 4217' }, short: { value: 'XY', listID: 'mine' } },
      { code: { value: 'USD', listID: 'ISO 4217' }, short: { value: 'XY', listID: 'mine' } },
    ]);
  }, 60_000);
});

describe('the spec', () => {
  const spec = (types: string): string =>
    `service:\n  name: S\n  namespace: urn:s\n  path: /s\ntypes:\n  Code: { value: string, attributes: { listID: { type: string } } }\n  Plain: { fields: { a: { type: int } } }\n  Letters: { base: string, pattern: "[A-Z]+" }\n  Upper: { base: Letters, maxLength: 3 }\n  Short: { restricts: Code, value: Letters }\n${types}\noperations:\n  Op:\n    params: {}\n    result: int\n`;
  it('accepts a restriction by a named simple type and a restriction of a restriction', () => {
    expect(specIssues(spec('  Shorter: { restricts: Short, value: Upper }'))).toEqual([]);
  });
  it.each([
    [
      'a value not derived from the base value',
      '  Mine: { restricts: Code, value: int }',
      'type Mine restricts Code: its value must be string or a simple type restricting string by facets (base: string), not int',
    ],
    [
      'a value derived from it only further down',
      '  Mine: { restricts: Code, value: Upper }',
      'type Mine restricts Code: its value must be string or a simple type restricting string',
    ],
    [
      'fields',
      '  Mine: { restricts: Code, fields: { b: { type: int } } }',
      'type Mine restricts Code: a restriction of simple content restricts its value and attributes; it has no fields',
    ],
    [
      'a type of elements restricted into simple content',
      '  Mine: { restricts: Plain, value: string }',
      'type Mine restricts Plain: a type of elements cannot be restricted into simple content (value)',
    ],
    [
      'an attribute the base lacks',
      '  Mine: { restricts: Code, value: string, attributes: { other: { type: string } } }',
      'type Mine restricts Code: Code has no attribute other',
    ],
  ])('refuses a restriction of simple content with %s', (_, types, message) => {
    expect(specIssues(spec(types))).toContainEqual(expect.stringContaining(message));
  });
});
