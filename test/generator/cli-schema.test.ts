/**
 * generator/spec/spec.schema.json, the JSON Schema editors use to complete and check specs
 * (`# yaml-language-server: $schema=...`): every spec in the repository satisfies it, and bad specs
 * that the generator's validator refuses are refused by the schema too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseSpec } from '../../generator/spec/index.js';
import { SOAP_TRANSPORT_IDS, TRANSPORT_IDS } from 'soapgen/runtime/transports.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const schema = JSON.parse(readFileSync(join(ROOT, 'generator/spec/spec.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

function errors(): string {
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('\n');
}

describe('every spec in the repository satisfies the schema', () => {
  const files = [...yamlFiles(join(ROOT, 'spec')), ...yamlFiles(join(ROOT, 'test/fixtures'))];
  it('finds the specs (the real service, the library, the imported WSDLs)', () => {
    expect(files.map((f) => relative(ROOT, f))).toEqual(
      expect.arrayContaining(['spec/crmteetimeapi.yaml', 'test/fixtures/library.yaml', 'test/fixtures/wsdl/expected/countryinfoservice.yaml']),
    );
  });
  for (const file of files) {
    it(relative(ROOT, file), () => {
      const spec = parse(readFileSync(file, 'utf8'), { merge: true }) as unknown;
      expect(validate(spec), errors()).toBe(true);
    });
  }
});

const GOOD = `
service: { name: Shop, namespace: "http://example.org/shop/", path: /Shop.asmx }
types:
  Item:
    fields:
      Name: { type: string, required: true }
operations:
  GetItem:
    params:
      Id: { type: int, required: true }
    result: Item
`;

describe('bad specs: the validator and the schema both refuse them', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    ['a misspelt key', 'required: true }\noperations', 'requird: true }\noperations'],
    ['required given as yes', 'Name: { type: string, required: true }', 'Name: { type: string, required: "yes" }'],
    ['a missing result', '    result: Item\n', ''],
    ['a result and oneWay', '    result: Item\n', '    result: Item\n    oneWay: true\n'],
    ['a name that is not an XML name', 'GetItem:', 'Get Item:'],
    ['a path without a leading slash', 'path: /Shop.asmx', 'path: Shop.asmx'],
    ['a type without fields', '    fields:\n      Name: { type: string, required: true }\n', '    description: no fields\n'],
    ['an empty description', 'Id: { type: int, required: true }', 'Id: { type: int, required: true, description: "" }'],
    ['an unknown top-level key', 'operations:\n', 'operation:\n'],
    ['form on a field of a type', 'Name: { type: string, required: true }', 'Name: { type: string, form: [N] }'],
    ['a field namespace that is not a URI', 'Name: { type: string, required: true }', 'Name: { type: string, namespace: "not a uri" }'],
    ['an unknown elementFormDefault', 'types:\n', 'schemas:\n  "urn:x": { elementFormDefault: none }\ntypes:\n'],
  ];
  it('the good spec passes both', () => {
    expect(validate(parse(GOOD)), errors()).toBe(true);
    expect(() => parseSpec(GOOD, 'good.yaml')).not.toThrow();
  });
  for (const [what, find, replace] of cases) {
    it(what, () => {
      expect(GOOD).toContain(find);
      const text = GOOD.replace(find, replace);
      expect(() => parseSpec(text, 'bad.yaml')).toThrow();
      expect(validate(parse(text))).toBe(false);
    });
  }

  it('the extension: transports are soap11, soap12, httpPost; enums list strings; results have a long form', () => {
    const spec = (service: string, extra = ''): unknown => parse(`${GOOD.replace('path: /Shop.asmx', `path: /Shop.asmx, ${service}`)}${extra}`);
    expect(validate(spec('transports: [soap11, soap12]')), errors()).toBe(true);
    expect(validate(spec('transports: [soap13]'))).toBe(false);
    expect(validate(spec('transports: []'))).toBe(false);
    const withEnum = parse(GOOD.replace('types:\n', 'types:\n  Colour: { enum: [Red, Green], description: A colour. }\n')) as unknown;
    expect(validate(withEnum), errors()).toBe(true);
    expect(validate(parse(GOOD.replace('types:\n', 'types:\n  Colour: { enum: [] }\n')))).toBe(false);
    expect(validate(parse(GOOD.replace('result: Item', 'result: { type: int, required: true, nillable: false }'))), errors()).toBe(true);
    expect(validate(parse(GOOD.replace('result: Item', 'result: { type: int, item: X }')))).toBe(false);
    expect(validate(parse(GOOD.replace('result: Item', 'soapAction: ""\n    result: "Item[]"'))), errors()).toBe(true);
    // Message shapes: wrapper names and types, a named result element, several results, none, no response.
    const shaped =
      'requestElement: getItem\n    requestWrapperType: getItem\n    responseElement: getItemResponse\n    result: { type: Item, element: return }';
    expect(validate(parse(GOOD.replace('result: Item', shaped))), errors()).toBe(true);
    expect(validate(parse(GOOD.replace('result: Item', 'results: { First: { type: string }, Second: { type: int } }'))), errors()).toBe(true);
    expect(validate(parse(GOOD.replace('result: Item', 'results: {}'))), errors()).toBe(true);
    expect(validate(parse(GOOD.replace('result: Item', 'oneWay: true'))), errors()).toBe(true);
    expect(validate(parse(GOOD.replace('result: Item', 'oneWay: false')))).toBe(false);
    // A namespace is a URI reference: relative ones ("shop") are legal XML; spaces and what XML escapes are not.
    expect(validate(parse(GOOD.replace('namespace: "http://example.org/shop/"', 'namespace: "shop"'))), errors()).toBe(true);
    expect(validate(parse(GOOD.replace('namespace: "http://example.org/shop/"', 'namespace: "a shop"')))).toBe(false);
    expect(validate(parse(GOOD.replace('namespace: "http://example.org/shop/"', 'namespace: "shop&co"')))).toBe(false);
  });
});

describe('the schema lists what the runtime describes', () => {
  // A JSON file cannot import the transport descriptors (runtime/transports.ts): this keeps its copies equal.
  const service = (
    schema as { definitions: { service: { properties: Record<string, { items?: { enum: string[] }; properties?: Record<string, { properties: object }> }> } } }
  ).definitions.service.properties;

  it("offers exactly the runtime's transports, in their order", () => {
    expect(service.transports!.items!.enum).toEqual(TRANSPORT_IDS);
  });

  it('names a WSDL binding and port for each SOAP transport', () => {
    expect(Object.keys(service.wsdl!.properties!.bindings!.properties)).toEqual(SOAP_TRANSPORT_IDS);
    expect(Object.keys(service.wsdl!.properties!.ports!.properties)).toEqual(SOAP_TRANSPORT_IDS);
  });
});
