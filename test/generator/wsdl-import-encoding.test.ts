/**
 * `soapgen import` of SOAP encoding beyond its bodies: encoded header blocks and faults, SOAP 1.2's
 * encoding, arrays of xs:anyType, rpc bodies each in a namespace of its own; and the served WSDLs of
 * the hand-written specs using them, read back into specs that serve the same WSDL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { loadSpec, parseSpec } from '../../generator/spec/index.js';
import { ImportError, importWsdl } from '../../generator/wsdl-import/index.js';
import { ROOT } from '../support/generate.js';

const dir = mkdtempSync(join(tmpdir(), 'soapgen-import-encoding-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ENC = 'http://schemas.xmlsoap.org/soap/encoding/';
const ENC12 = 'http://www.w3.org/2003/05/soap-encoding';

/** An rpc WSDL of one operation Op on one SOAP binding, with the given types, messages and binding operation content. */
function wsdl(o: {
  types?: string;
  messages: string;
  input: string;
  output: string;
  faults?: string;
  binding?: 'soap' | 'soap12';
  portFaults?: string;
}): string {
  const b = o.binding ?? 'soap';
  return [
    `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/"`,
    `    xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:enc="${ENC}" xmlns:enc12="${ENC12}" xmlns:t="urn:t" targetNamespace="urn:t">`,
    `  <types><xsd:schema targetNamespace="urn:t">${o.types ?? ''}</xsd:schema></types>`,
    `  ${o.messages}`,
    `  <portType name="P"><operation name="Op"><input message="t:In"/><output message="t:Out"/>${o.portFaults ?? ''}</operation></portType>`,
    `  <binding name="B" type="t:P"><${b}:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>`,
    `    <operation name="Op"><${b}:operation soapAction="urn:t/Op"/><input>${o.input}</input><output>${o.output}</output>${o.faults ?? ''}</operation></binding>`,
    `  <service name="S"><port name="Port" binding="t:B"><${b}:address location="http://h/s"/></port></service>`,
    '</definitions>',
  ].join('\n');
}
const body = (b = 'soap', encoding = ENC, ns = 'urn:t') => `<${b}:body use="encoded" namespace="${ns}" encodingStyle="${encoding}"/>`;
const PAIR = '<xsd:complexType name="Pair"><xsd:sequence><xsd:element name="a" type="xsd:int"/></xsd:sequence></xsd:complexType>';

let n = 0;
async function imported(text: string): Promise<string> {
  const file = join(dir, `${++n}.wsdl`);
  writeFileSync(file, text);
  return (await importWsdl(file, `${n}.wsdl`)).yaml;
}
async function refused(text: string): Promise<string[]> {
  const file = join(dir, `${++n}.wsdl`);
  writeFileSync(file, text);
  const error = await importWsdl(file, `${n}.wsdl`).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportError);
  return (error as ImportError).issues.map((i) => i.message);
}

describe('encoded header blocks and faults', () => {
  const messages =
    '<message name="In"><part name="x" type="xsd:string"/></message><message name="Out"><part name="r" type="xsd:string"/></message>' +
    '<message name="H"><part name="auth" type="t:Pair"/></message><message name="F"><part name="oops" type="t:Pair"/></message>';
  const header = (use: string, ns = 'urn:t') => `<soap:header message="t:H" part="auth" use="${use}" namespace="${ns}" encodingStyle="${ENC}"/>`;
  const fault = (use: string, ns: string) => `<fault name="oops"><soap:fault name="oops" use="${use}" namespace="${ns}" encodingStyle="${ENC}"/></fault>`;

  it.each([
    // given: the input's soap:header and the binding's fault; want: lines of the spec
    [header('encoded'), fault('encoded', 'urn:t'), ['auth: { type: Pair, wsdl: { message: H } }', 'oops: { type: Pair, wsdl: { message: F } }']],
    [
      header('encoded', 'urn:other'),
      fault('encoded', 'urn:errors'),
      ['auth: { type: Pair, namespace: "urn:other", wsdl: { message: H } }', 'oops: { type: Pair, namespace: "urn:errors", wsdl: { message: F } }'],
    ],
  ])('%s and %s are blocks of their namespace, by their part', async (h, f, want) => {
    const yaml = await imported(
      wsdl({ types: PAIR, messages, input: body() + h, output: body(), faults: f, portFaults: '<fault name="oops" message="t:F"/>' }),
    );
    for (const line of want) expect(yaml).toContain(line);
  });

  it('refuses literal blocks beside encoded bodies, at each', async () => {
    const issues = await refused(
      wsdl({
        types: PAIR,
        messages,
        input: body() + header('literal'),
        output: body(),
        faults: fault('literal', 'urn:t'),
        portFaults: '<fault name="oops" message="t:F"/>',
      }),
    );
    expect(issues).toContain(
      'operation Op: a header of use="literal" beside encoded bodies; the spec\'s header blocks and fault details are encoded as its bodies are',
    );
    expect(issues).toContain(
      'operation Op: a fault of use="literal" beside encoded bodies; the spec\'s header blocks and fault details are encoded as its bodies are',
    );
  });
});

describe('SOAP 1.2 encoding', () => {
  const messages = '<message name="In"><part name="w" type="t:Words"/></message><message name="Out"><part name="r" type="xsd:string"/></message>';
  // As gSOAP writes SOAP 1.2's arrays: a restriction of its Array, with SOAP 1.1's wsdl:arrayType.
  const words = `<xsd:complexType name="Words"><xsd:complexContent><xsd:restriction base="enc12:Array"><xsd:sequence><xsd:element name="w" type="xsd:string" minOccurs="0" maxOccurs="unbounded"/></xsd:sequence><xsd:attribute ref="enc12:arrayType" wsdl:arrayType="xsd:string[]"/></xsd:restriction></xsd:complexContent></xsd:complexType>`;

  it('on a SOAP 1.2 binding is encoding: soap12, its arrays lists', async () => {
    const yaml = await imported(wsdl({ types: words, messages, input: body('soap12', ENC12), output: body('soap12', ENC12), binding: 'soap12' }));
    expect(yaml).toContain('  use: encoded\n  encoding: soap12\n  transports: [soap12]');
    expect(yaml).toContain('w: { type: "string[]", listType: Words, required: true }');
  });

  it('on a SOAP 1.1 binding is refused', async () => {
    expect(await refused(wsdl({ types: words, messages, input: body('soap', ENC12), output: body('soap', ENC12) }))).toContain(
      `operation Op: encodingStyle="${ENC12}" on a SOAP 1.1 binding: SOAP 1.2's encoding is for SOAP 1.2 messages`,
    );
  });
});

describe('arrays of anyType', () => {
  it.each(['xsd:anyType[]', 'xsd:ur-type[]'])('wsdl:arrayType="%s" is "anyType[]"', async (arrayType) => {
    const types = `<xsd:complexType name="Mixed"><xsd:complexContent><xsd:restriction base="enc:Array"><xsd:attribute ref="enc:arrayType" wsdl:arrayType="${arrayType}"/></xsd:restriction></xsd:complexContent></xsd:complexType>`;
    const messages = '<message name="In"><part name="calls" type="t:Mixed"/></message><message name="Out"><part name="r" type="t:Mixed"/></message>';
    const yaml = await imported(wsdl({ types, messages, input: body(), output: body() }));
    expect(yaml).toContain('calls: { type: "anyType[]", listType: Mixed, required: true }');
  });
});

describe('rpc bodies in namespaces of their own', () => {
  it('are the operation requestNamespace and responseNamespace', async () => {
    const messages = '<message name="In"><part name="x" type="xsd:string"/></message><message name="Out"><part name="r" type="xsd:string"/></message>';
    const other = wsdl({ messages, input: body(), output: body() })
      .replace('</portType>', '<operation name="Op2"><input message="t:In"/><output message="t:Out"/></operation></portType>')
      .replace(
        '</binding>',
        `<operation name="Op2"><soap:operation soapAction="urn:t/Op2"/><input>${body('soap', ENC, 'urn:in')}</input><output>${body('soap', ENC, 'urn:out')}</output></operation></binding>`,
      );
    const yaml = await imported(other);
    expect(yaml).toContain('  namespace: "urn:t"');
    expect(yaml).toContain('    requestNamespace: "urn:in"\n    responseNamespace: "urn:out"');
  });
});

describe('the served WSDL of a hand-written spec', () => {
  it.each(['test/fixtures/shapes/rpc-encoded-blocks.yaml', 'test/fixtures/shapes/rpc-encoded-soap12.yaml', 'test/fixtures/shapes/rpc-encoded-any.yaml'])(
    '%s is read back into a spec serving the same WSDL',
    async (spec) => {
      const model = await loadSpec(join(ROOT, spec), spec);
      const url = `http://localhost${model.service.path}`;
      const served = wsdlDocument(model, url);
      const yaml = await imported(served);
      expect(wsdlDocument(parseSpec(yaml, 'imported.yaml'), url)).toBe(served);
    },
  );
});
