/**
 * Simple content derived from simple content, as UBL's code types are: a text with attributes
 * (CodeType), extended by attributes (CurrencyCodeType), extended again by nothing
 * (DocumentCurrencyCodeType). soapgen import reads the derivations as `extends` of types with a
 * `value`; the generated types inherit the value and the attributes; the generated client and
 * server carry them over SOAP 1.1 and 1.2; the served WSDL declares each as an
 * xs:simpleContent/xs:extension of its base and its answers validate against it; and Python zeep,
 * built from the ORIGINAL WSDL, calls the server and reads the answer.
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
import { expectSchemaValid, writeSchemasOf } from '../support/xmllint.js';
import { serveRecording, zeepFromWsdl, type Received } from '../support/zeep.js';

const GROUP = 'simple-content-derivation';
const SCRATCH = join(ROOT, 'test/.generated', GROUP);
const ORIGINAL = join(ROOT, 'test/fixtures/wsdl/simple-content-extension.wsdl');
const NS = 'urn:ubl';
type Client = { convert(request: object): Promise<unknown> };
type ClientClass = new (options: { baseUrl: string; transport: Transport }) => Client;

let yaml: string;
let running: RunningServer;
let received: Received[];
let UblClient: ClientClass;
beforeAll(async () => {
  mkdirSync(SCRATCH, { recursive: true });
  yaml = (await importWsdl(ORIGINAL, 'simple-content-extension.wsdl')).yaml;
  writeFileSync(join(SCRATCH, 'ubl.yaml'), yaml);
  // The answer: the request's code with a version of its own, as a CurrencyCodeType.
  ({ running, received } = await serveRecording(`test/.generated/${GROUP}/ubl.yaml`, GROUP, 'createUblService', (_m, r) => ({
    ...(r['code'] as object),
    listVersionID: '2001',
  })));
  ({ UblClient } = (await import(pathToFileURL(join(SCRATCH, 'ubl', 'client.ts')).href)) as { UblClient: ClientClass });
}, 60_000);
afterAll(() => running?.close());

describe('soapgen import', () => {
  it('reads each derivation as an extension of a type with a value', () => {
    expect(yaml).toContain('  CodeType:\n    value: normalizedString\n    attributes:\n      listID: { type: normalizedString }\n');
    expect(yaml).toContain('  CurrencyCodeType:\n    extends: CodeType\n    attributes:\n      listVersionID: { type: normalizedString, required: true }\n');
    expect(yaml).toContain('  DocumentCurrencyCodeType:\n    extends: CurrencyCodeType\n');
  });

  it('writes code that type-checks under the strictest flags', async () => {
    expect(await typeCheck(GROUP, ['ubl'])).toBe('');
  }, 120_000);
});

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  it('carry the inherited value and attributes both ways', async () => {
    received.length = 0;
    const client = new UblClient({ baseUrl: running.origin, transport });
    const code = { value: 'EUR', listID: 'ISO 4217', listVersionID: '2016' };
    expect(await client.convert({ code })).toEqual({ value: 'EUR', listID: 'ISO 4217', listVersionID: '2001' });
    expect(received).toEqual([{ method: 'convert', request: { code } }]);
  });

  it('refuse a value without the attribute its base requires, before sending', async () => {
    const client = new UblClient({ baseUrl: running.origin, transport });
    await expect(client.convert({ code: { value: 'EUR' } })).rejects.toThrow('listVersionID');
  });
});

/** A Convert request over SOAP 1.1 as raw XML, its code element as given. */
const convert = (code: string) =>
  post(`${running.origin}/ubl.asmx`, soap11Envelope(`<Convert xmlns="${NS}">${code}</Convert>`), {
    'content-type': 'text/xml; charset=utf-8',
    soapaction: `"${NS}/Convert"`,
  });

describe('on the wire', () => {
  it('reads the text and every attribute along the bases, and answers them', async () => {
    received.length = 0;
    const answer = await convert('<code listID="ISO 4217" listVersionID="2016">EUR</code>');
    expect(answer.status, answer.body).toBe(200);
    expect(received).toEqual([{ method: 'convert', request: { code: { value: 'EUR', listID: 'ISO 4217', listVersionID: '2016' } } }]);
    expect(answer.body).toContain('<ConvertResult listID="ISO 4217" listVersionID="2001">EUR</ConvertResult>');
  });

  it('answers a missing required attribute of a base with the Client fault naming it', async () => {
    const answer = await convert('<code>EUR</code>');
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(answer.body).toContain('listVersionID');
  });
});

describe('the served WSDL', () => {
  it('declares each type as a simple content extension of its base', async () => {
    const wsdl = await (await fetch(`${running.origin}/ubl.asmx?WSDL`)).text();
    expect(wsdl).toContain(
      '<s:complexType name="CurrencyCodeType">\n        <s:simpleContent>\n          <s:extension base="tns:CodeType">\n            <s:attribute name="listVersionID" type="s:normalizedString" use="required" />',
    );
    expect(wsdl).toContain('<s:complexType name="DocumentCurrencyCodeType">\n        <s:simpleContent>\n          <s:extension base="tns:CurrencyCodeType">');
  });

  it.skipIf(!haveXmllint())('validates what the server answers', async () => {
    const schema = writeSchemasOf(await (await fetch(`${running.origin}/ubl.asmx?WSDL`)).text(), SCRATCH, 'schema');
    const answer = await convert('<code listVersionID="1">EUR</code>');
    const file = join(SCRATCH, 'answer.xml');
    writeFileSync(file, /<ConvertResponse[\s\S]*<\/ConvertResponse>/.exec(answer.body)![0]);
    await expectSchemaValid(schema, [file]);
  });
});

describe.skipIf(!haveZeep())('Python zeep built from the original WSDL', () => {
  it('sends a value with attributes along the bases and reads the answer, over both SOAP versions', async () => {
    received.length = 0;
    const { results } = await zeepFromWsdl(ORIGINAL, `${running.origin}/ubl.asmx`, { soap11: `{${NS}}UblSoap`, soap12: `{${NS}}UblSoap12` }, [
      ['Convert', { code: { _value_1: 'USD', listID: 'ISO 4217', listVersionID: '2016' } }],
    ]);
    expect(results).toEqual({
      soap11: [{ result: { _value_1: 'USD', listID: 'ISO 4217', listVersionID: '2001' } }],
      soap12: [{ result: { _value_1: 'USD', listID: 'ISO 4217', listVersionID: '2001' } }],
    });
    expect(received.map((r) => r.request)).toEqual([
      { code: { value: 'USD', listID: 'ISO 4217', listVersionID: '2016' } },
      { code: { value: 'USD', listID: 'ISO 4217', listVersionID: '2016' } },
    ]);
  }, 60_000);
});

describe('the spec', () => {
  const spec = (types: string): string =>
    `service:\n  name: S\n  namespace: urn:s\n  path: /s\ntypes:\n  Code: { value: string, attributes: { listID: { type: string } } }\n  Plain: { fields: { a: { type: int } } }\n${types}\noperations:\n  Op:\n    params: {}\n    result: int\n`;
  it.each([
    ['a value of its own', '  Mine: { extends: Code, value: int }', 'type Mine extends Code, a type with simple content: it adds attributes only'],
    ['fields', '  Mine: { extends: Code, fields: { b: { type: int } } }', 'type Mine extends Code, a type with simple content: it adds attributes only'],
    [
      'a type of elements extended into simple content',
      '  Mine: { extends: Plain, value: string }',
      'type Mine: a type with simple content (value) cannot extend Plain, a type of elements',
    ],
  ])('refuses an extension of simple content with %s', (_, types, message) => {
    expect(specIssues(spec(types))).toContainEqual(expect.stringContaining(message));
  });
});
