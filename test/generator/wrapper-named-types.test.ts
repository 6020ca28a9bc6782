/**
 * A wrapper element of a named type that the types section also holds (JAX-WS's `echo` of type
 * `echoType`, which another element and a header block use too): given such a WSDL, want an import
 * whose wrapper keeps that type's name, a served WSDL declaring the type once with the wrapper of it,
 * and a server reading and writing the wrapper's elements; and a response header that is a part of
 * the request's message published in a message of its own.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, ROOT } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';

const GROUP = 'wrapper-named-types';
const DIR = join(ROOT, 'test/.generated', GROUP);

const WSDL = `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:echo" targetNamespace="urn:echo">
  <types><xs:schema targetNamespace="urn:echo" elementFormDefault="qualified">
    <xs:element name="echo" type="t:echoType"/>
    <xs:complexType name="echoType"><xs:sequence><xs:element name="reqInfo" type="xs:string"/></xs:sequence></xs:complexType>
    <xs:element name="echoResponse"><xs:complexType><xs:sequence><xs:element name="copy" type="t:echoType"/></xs:sequence></xs:complexType></xs:element>
    <xs:element name="token" type="xs:string"/>
  </xs:schema></types>
  <message name="echoRequest"><part name="body" element="t:echo"/><part name="header" element="t:token"/></message>
  <message name="echoResponse"><part name="body" element="t:echoResponse"/></message>
  <portType name="Echo"><operation name="echo"><input message="t:echoRequest"/><output message="t:echoResponse"/></operation></portType>
  <binding name="EchoBinding" type="t:Echo"><soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="echo"><soap:operation soapAction="urn:echo/echo"/>
      <input><soap:body parts="body" use="literal"/><soap:header message="t:echoRequest" part="header" use="literal"/></input>
      <output><soap:body use="literal"/><soap:header message="t:echoRequest" part="header" use="literal"/></output>
    </operation>
  </binding>
  <service name="EchoService"><port name="EchoPort" binding="t:EchoBinding"><soap:address location="http://h/echo"/></port></service>
</definitions>
`;

describe('a wrapper of a named type of the types section', () => {
  let yaml: string;
  let wsdl: string;
  let running: RunningServer;
  beforeAll(async () => {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(join(DIR, 'echo.wsdl'), WSDL);
    ({ yaml } = await importWsdl(join(DIR, 'echo.wsdl'), 'echo.wsdl', { offline: true }));
    writeFileSync(join(DIR, 'echo.yaml'), yaml);
    const generated = await generateSpec(`test/.generated/${GROUP}/echo.yaml`, GROUP);
    const { createEchoService } = await generated.load<{ createEchoService: (handler: object) => SoapService }>('server');
    running = await serve(createEchoService({ echo: (request: { reqInfo: string }) => ({ reqInfo: `${request.reqInfo}!` }) }));
    wsdl = await (await fetch(`${running.origin}${generated.model.service.path}?wsdl`)).text();
  }, 60_000);
  afterAll(() => running?.close());

  it('is imported keeping the type as the wrapper type and as a type of the spec', () => {
    expect(yaml).toMatch(/\n {4}requestWrapperType: echoType\n/);
    expect(yaml).toMatch(/\ntypes:\n {2}echoType:\n/);
  });

  it('is served with the type declared once, the wrapper element of it', () => {
    expect(wsdl.match(/<s:complexType name="echoType">/g)).toHaveLength(1);
    expect(wsdl).toContain('<s:element name="echo" type="tns:echoType" />');
  });

  it("is read and written on the wire as the type's elements", async () => {
    const response = await fetch(`${running.origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"urn:echo/echo"' },
      body: '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><echo xmlns="urn:echo"><reqInfo>hi</reqInfo></echo></soap:Body></soap:Envelope>',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<echoResponse xmlns="urn:echo"><copy><reqInfo>hi!<\/reqInfo><\/copy><\/echoResponse>/);
  });

  it("publishes a response header that is a part of the request's message in a message of its own", () => {
    const headers = [...wsdl.matchAll(/<soap:header message="tns:(\w+)" part="(\w+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(headers).toEqual(['echotoken token', 'echotoken token']);
  });
});
