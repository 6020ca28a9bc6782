/** What `soapgen import` prints when it refuses a WSDL: each problem once, at its place. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError, importWsdl } from '../../generator/wsdl-import/index.js';

describe('refusal messages', () => {
  it('say a named type that cannot be expressed once, however many fields use it', async () => {
    // A union type with an anonymous member type is the type of two parameters.
    const dir = mkdtempSync(join(tmpdir(), 'soapgen-import-messages-'));
    try {
      const wsdl = join(dir, 'Service.wsdl');
      writeFileSync(
        wsdl,
        [
          '<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">',
          '  <types><xs:schema targetNamespace="urn:t" elementFormDefault="qualified">',
          '    <xs:simpleType name="Size"><xs:union memberTypes="xs:int"><xs:simpleType><xs:restriction base="xs:string"/></xs:simpleType></xs:union></xs:simpleType>',
          '    <xs:simpleType name="Word"><xs:restriction base="xs:string"><xs:enumeration value="small"/></xs:restriction></xs:simpleType>',
          '    <xs:element name="Op"><xs:complexType><xs:sequence><xs:element name="a" type="t:Size"/><xs:element name="b" type="t:Size"/></xs:sequence></xs:complexType></xs:element>',
          '    <xs:element name="OpResponse"><xs:complexType><xs:sequence/></xs:complexType></xs:element>',
          '  </xs:schema></types>',
          '  <message name="In"><part name="p" element="t:Op"/></message><message name="Out"><part name="p" element="t:OpResponse"/></message>',
          '  <portType name="P"><operation name="Op"><input message="t:In"/><output message="t:Out"/></operation></portType>',
          '  <binding name="B" type="t:P"><soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>',
          '    <operation name="Op"><soap:operation soapAction="urn:t/Op"/><input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation></binding>',
          '  <service name="S"><port name="Port" binding="t:B"><soap:address location="http://h/s.asmx"/></port></service>',
          '</definitions>',
        ].join('\n'),
      );
      const error = await importWsdl(wsdl, 'Service.wsdl').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportError);
      expect((error as ImportError).issues.map((i) => `${i.line}:${i.column}: ${i.message}`)).toEqual([
        '3:32: simpleType Size: an anonymous member type of xs:union cannot be expressed in the spec; give it a named type',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('say an import that is missing is missing, without the error code or an absolute path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'soapgen-import-messages-'));
    try {
      const wsdl = join(dir, 'Service.wsdl');
      writeFileSync(
        wsdl,
        [
          '<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t">',
          '  <types><xs:schema targetNamespace="urn:t"><xs:include schemaLocation="Types.xsd"/></xs:schema></types>',
          '</definitions>',
        ].join('\n'),
      );
      const error = await importWsdl(wsdl, 'Service.wsdl').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportError);
      expect((error as ImportError).issues.map((i) => `${i.line}:${i.column}: ${i.message}`)).toEqual([
        expect.stringMatching(/^2:\d+: cannot read (.*\/)?Types\.xsd: no such file$/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
