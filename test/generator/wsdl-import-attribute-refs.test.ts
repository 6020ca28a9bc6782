/** soapgen import of attribute references (`<xs:attribute ref=...>`): a global attribute of the type's namespace or another (xml:lang) is read. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSpec } from '../../generator/spec/index.js';
import { ImportError, importWsdl } from '../../generator/wsdl-import/index.js';

const dir = mkdtempSync(join(tmpdir(), 'soapgen-attribute-refs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A document/literal WSDL whose one operation answers an Item, of the given attributes. */
function wsdl(attributes: string): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.wsdl`);
  writeFileSync(
    file,
    [
      '<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">',
      '  <types><xs:schema targetNamespace="urn:t" elementFormDefault="qualified">',
      '    <xs:attribute name="code" type="xs:string" default="x"/>',
      `    <xs:complexType name="Item"><xs:sequence><xs:element name="Name" type="xs:string"/></xs:sequence>${attributes}</xs:complexType>`,
      '    <xs:element name="Get"><xs:complexType><xs:sequence/></xs:complexType></xs:element>',
      '    <xs:element name="GetResponse"><xs:complexType><xs:sequence><xs:element name="GetResult" type="t:Item"/></xs:sequence></xs:complexType></xs:element>',
      '  </xs:schema></types>',
      '  <message name="In"><part name="p" element="t:Get"/></message><message name="Out"><part name="p" element="t:GetResponse"/></message>',
      '  <portType name="P"><operation name="Get"><input message="t:In"/><output message="t:Out"/></operation></portType>',
      '  <binding name="B" type="t:P"><soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>',
      '    <operation name="Get"><soap:operation soapAction="urn:t/Get"/><input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation></binding>',
      '  <service name="S"><port name="Port" binding="t:B"><soap:address location="http://h/s.asmx"/></port></service>',
      '</definitions>',
    ].join('\n'),
  );
  return file;
}

describe('attribute references', () => {
  it('a global attribute of the type namespace is a qualified attribute, with the use and value constraint of the reference', async () => {
    const { yaml } = await importWsdl(wsdl('<xs:attribute ref="t:code" use="required"/>'), 'Service.wsdl');
    expect(yaml).toContain('      code: { type: string, required: true, namespace: "urn:t" }');
    expect(parseSpec(yaml, 'imported.yaml').types.find((t) => t.name === 'Item')!.attributes).toEqual([
      expect.objectContaining({ name: 'code', namespace: 'urn:t', required: true }),
    ]);
    const { yaml: optional } = await importWsdl(wsdl('<xs:attribute ref="t:code"/>'), 'Service.wsdl');
    expect(optional).toContain('      code: { type: string, default: "x", namespace: "urn:t" }');
  });

  it('an attribute of the xml namespace (xml:lang) is an attribute of that namespace, which needs no declaration', async () => {
    const { yaml } = await importWsdl(wsdl('<xs:attribute ref="xml:lang" use="required"/><xs:attribute ref="xml:space" default="preserve"/>'), 'Service.wsdl');
    expect(yaml).toContain('      lang: { type: string, required: true, namespace: "http://www.w3.org/XML/1998/namespace" }');
    expect(yaml).toContain('      space: { type: string, default: "preserve", namespace: "http://www.w3.org/XML/1998/namespace" }');
    expect(parseSpec(yaml, 'imported.yaml').types.find((t) => t.name === 'Item')!.attributes).toHaveLength(2);
  });

  it('an attribute the xml namespace does not have is broken input, at the reference', async () => {
    const error = await importWsdl(wsdl('<xs:attribute ref="xml:colour"/>'), 'Service.wsdl').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).broken).toBe(true);
    expect((error as ImportError).issues.map((i) => `${i.line}: ${i.message}`)).toEqual([
      '4: attribute xml:colour is not an attribute of the xml namespace (lang, space, base, id)',
    ]);
  });
});
