/**
 * `elements`: global elements no message names, declared by the served WSDL all the same (WCF's
 * per data contract, ASMX's of its HTTP GET answers), read back by `soapgen import`; and the
 * declarations the spec refuses, each where it stands.
 */
import { describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/generate.js';

const NS = 'http://example.org/orders/';
const spec = (elements: string): string => `service: { name: Orders, namespace: "${NS}", path: /orders.asmx }
${elements}
types:
  State: { enum: [Open, Shipped] }
  Order:
    fields:
      State: { type: State }
      Stamp: { type: dateTime, namespace: "urn:audit" }
operations:
  GetOrder:
    params: { id: { type: int } }
    result: Order
`;

const ELEMENTS = `elements:
  State: { type: State, nillable: true }
  ArrayOfString: { type: "string[]", nillable: true }
  Note: { type: string, namespace: "urn:notes", description: "A note." }
  Stamp: { type: dateTime, namespace: "urn:audit" }`;

describe('a spec with elements', () => {
  const wsdl = wsdlDocument(parseSpec(spec(ELEMENTS), 'orders.yaml'), 'http://localhost/orders.asmx');

  it.each([
    '<s:element name="State" nillable="true" type="tns:State" />',
    '<s:element name="ArrayOfString" nillable="true" type="tns:ArrayOfString" />',
    `<s:schema elementFormDefault="qualified" targetNamespace="urn:notes">`,
  ])('serves %s', (declaration) => {
    expect(wsdl).toContain(declaration);
  });

  it('declares an element fields refer to once, and the array type of a list element', () => {
    expect(wsdl.match(/<s:element name="Stamp"/g)).toHaveLength(1);
    expect(wsdl).toContain('<s:complexType name="ArrayOfString">');
  });

  it('changes nothing else: without elements the WSDL is the same less those declarations', () => {
    const plain = wsdlDocument(parseSpec(spec(''), 'orders.yaml'), 'http://localhost/orders.asmx');
    expect(plain).not.toContain('name="ArrayOfString"');
    expect(plain).not.toContain('name="Note"');
    expect(plain).not.toContain('<s:element name="State"');
  });

  it('is read back by import into the same elements', async () => {
    const dir = join(ROOT, 'test/.generated/global-elements');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'orders.wsdl'), wsdl);
    const imported = await importWsdl(join(dir, 'orders.wsdl'), 'orders.wsdl', { offline: true });
    const back = parseSpec(imported.yaml, 'imported.yaml');
    expect(back.elements.map((e) => [e.name, e.namespace, e.type.name, e.listItem ?? null, e.nillable])).toEqual([
      ['State', NS, 'State', null, true],
      ['ArrayOfString', NS, 'string', 'string', true],
      ['Note', 'urn:notes', 'string', null, false],
    ]);
  });
});

describe('elements the spec refuses', () => {
  it.each([
    [
      'an operation declares already',
      `elements:\n  GetOrderResponse: { type: Order }`,
      /element GetOrderResponse of http:\/\/example.org\/orders\/ is one an operation declares already/,
    ],
    [
      'fields refer to with another type',
      `elements:\n  Stamp: { type: string, namespace: "urn:audit" }`,
      /element Stamp of urn:audit is referred to by fields of type dateTime/,
    ],
    ['an unknown key', `elements:\n  Extra: { type: string, inline: true }`, /inline/],
  ])('one %s', (_, elements, message) => {
    expect(() => parseSpec(spec(elements), 'orders.yaml')).toThrow(message);
  });
});
