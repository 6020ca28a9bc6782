/**
 * soapgen import of attribute references (`<xs:attribute ref=...>`): a global attribute of the type's namespace or another (xml:lang) is read;
 * and of attributes declaring their own simple type.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { ImportError, importWsdl } from '../../generator/wsdl-import/index.js';

const dir = mkdtempSync(join(tmpdir(), 'soapgen-attribute-refs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A document/literal WSDL whose one operation answers an Item, of the given attributes; `other` is the content of a schema of urn:o. */
function wsdl(attributes: string, other = ''): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.wsdl`);
  writeFileSync(
    file,
    [
      '<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">',
      '  <types>',
      ...(other
        ? [
            `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:o="urn:o" targetNamespace="urn:o" attributeFormDefault="qualified">${other}</xs:schema>`,
          ]
        : []),
      '  <xs:schema targetNamespace="urn:t" elementFormDefault="qualified" xmlns:o="urn:o">',
      ...(other ? ['    <xs:import namespace="urn:o"/>'] : []),
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

  it("an attribute group of another schema brings its attributes in that schema's namespace, as a global attribute by ref= does", async () => {
    const { yaml } = await importWsdl(
      wsdl(
        '<xs:attributeGroup ref="o:audit"/><xs:attribute ref="o:flag"/>',
        '<xs:attributeGroup name="audit"><xs:attribute name="by" type="xs:string"/></xs:attributeGroup><xs:attribute name="flag" type="xs:boolean"/>',
      ),
      'Service.wsdl',
    );
    expect(yaml).toContain('      by: { type: string, namespace: "urn:o" }');
    expect(yaml).toContain('      flag: { type: boolean, namespace: "urn:o" }');
    // The spec serves them as global attributes of urn:o's schema, which the type refers to.
    const served = wsdlDocument(parseSpec(yaml, 'imported.yaml'), 'http://h/s.asmx');
    expect(served).toContain('<s:attribute ref="ns1:by" />');
    expect(served).toMatch(/targetNamespace="urn:o"[^>]*>[\s\S]*<s:attribute name="by" type="s:string" \/>/);
  });

  it("an attribute's anonymous simple type, local or of a global attribute, is an anonymous simple type, served inside the attribute again", async () => {
    const token = '<xs:simpleType><xs:restriction base="xs:token"><xs:minLength value="1"/><xs:maxLength value="60"/></xs:restriction></xs:simpleType>';
    const { yaml } = await importWsdl(
      wsdl(
        `<xs:attribute name="schemeID">${token}</xs:attribute><xs:attribute ref="o:level"/>`,
        `<xs:attribute name="level"><xs:simpleType><xs:restriction base="xs:int"><xs:maxInclusive value="9"/></xs:restriction></xs:simpleType></xs:attribute>`,
      ),
      'Service.wsdl',
    );
    expect(yaml).toContain('  schemeID: { base: token, minLength: 1, maxLength: 60, anonymous: true }');
    expect(yaml).toContain('      schemeID: { type: schemeID }');
    expect(yaml).toContain('  level: { base: int, maxInclusive: "9", anonymous: true, namespace: "urn:o" }');
    expect(yaml).toContain('      level: { type: level, namespace: "urn:o" }');
    const served = wsdlDocument(parseSpec(yaml, 'imported.yaml'), 'http://h/s.asmx');
    expect(served).toContain(
      '<s:attribute name="schemeID">\n          <s:simpleType>\n            <s:restriction base="s:token">\n              <s:minLength value="1" />\n              <s:maxLength value="60" />',
    );
    expect(served).toMatch(
      /targetNamespace="urn:o"[^>]*>[\s\S]*<s:attribute name="level">\s*<s:simpleType>\s*<s:restriction base="s:int">\s*<s:maxInclusive value="9" \/>/,
    );
    expect(served).not.toContain('simpleType name=');
  });

  it('an attribute declared without a type is of anySimpleType, as XML Schema reads it, and served so again', async () => {
    const { yaml } = await importWsdl(wsdl('<xs:attribute name="note"/>'), 'Service.wsdl');
    expect(yaml).toContain('      note: { type: anySimpleType }');
    const served = wsdlDocument(parseSpec(yaml, 'imported.yaml'), 'http://h/s.asmx');
    expect(served).toContain('<s:attribute name="note" type="s:anySimpleType" />');
  });

  it('an attribute the xml namespace does not have is a dangling reference, at the reference', async () => {
    const error = await importWsdl(wsdl('<xs:attribute ref="xml:colour"/>'), 'Service.wsdl').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).issues.map((i) => i.dangling)).toEqual([true]);
    expect((error as ImportError).issues.map((i) => `${i.line}: ${i.message}`)).toEqual([
      '5: attribute xml:colour is not an attribute of the xml namespace (lang, space, base, id)',
    ]);
  });
});
