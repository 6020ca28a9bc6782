/**
 * A wrapper element of a named type that the types section also holds (JAX-WS's `echo` of type
 * `echoType`, which another element uses too, and a header block of the wrapper element itself):
 * given such a WSDL, want an import whose wrapper keeps that type's name, a served WSDL declaring the
 * type and the element once, and a server reading the wrapper's elements and the header's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importAndGenerate, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';

const GROUP = 'wrapper-named-types';

const WSDL = `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:echo" targetNamespace="urn:echo">
  <types><xs:schema targetNamespace="urn:echo" elementFormDefault="qualified">
    <xs:element name="echo" type="t:echoType"/>
    <xs:complexType name="echoType"><xs:sequence><xs:element name="reqInfo" type="xs:string"/></xs:sequence></xs:complexType>
    <xs:element name="echoResponse"><xs:complexType><xs:sequence><xs:element name="copy" type="t:echoType"/></xs:sequence></xs:complexType></xs:element>
  </xs:schema></types>
  <message name="echoRequest"><part name="body" element="t:echo"/></message>
  <message name="echoHeader"><part name="echo" element="t:echo"/></message>
  <message name="echoResponse"><part name="body" element="t:echoResponse"/></message>
  <portType name="Echo"><operation name="echo"><input message="t:echoRequest"/><output message="t:echoResponse"/></operation></portType>
  <binding name="EchoBinding" type="t:Echo"><soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="echo"><soap:operation soapAction="urn:echo/echo"/>
      <input><soap:body use="literal"/><soap:header message="t:echoHeader" part="echo" use="literal"/></input>
      <output><soap:body use="literal"/></output>
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
    let generated: GeneratedService;
    ({ yaml, generated } = await importAndGenerate(GROUP, 'echo', WSDL));
    const { createEchoService } = await generated.load<{ createEchoService: (handler: object) => SoapService }>('server');
    const echo = (request: { reqInfo: string }, context: { soapHeaders: { echo?: { reqInfo: string } } }) => ({
      reqInfo: `${request.reqInfo}!${context.soapHeaders.echo?.reqInfo ?? ''}`,
    });
    running = await serve(createEchoService({ echo }));
    wsdl = await (await fetch(`${running.origin}${generated.model.service.path}?wsdl`)).text();
  }, 60_000);
  afterAll(() => running?.close());

  it('is imported keeping the type as the wrapper type and as a type of the spec', () => {
    expect(yaml).toMatch(/\n {4}requestWrapperType: echoType\n/);
    expect(yaml).toMatch(/\ntypes:\n {2}echoType:\n/);
  });

  it('is served with the type declared once, the wrapper element of it, declared once for the body and the header', () => {
    expect(wsdl.match(/<s:complexType name="echoType">/g)).toHaveLength(1);
    expect(wsdl.match(/<s:element name="echo" [^>]*>/g)).toEqual(['<s:element name="echo" type="tns:echoType" />']);
    expect(wsdl).toContain('<soap:header message="tns:echoHeader" part="echo" use="literal" />');
  });

  it("is read and written on the wire as the type's elements, in the Body and in the Header", async () => {
    const response = await fetch(`${running.origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"urn:echo/echo"' },
      body: '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header><echo xmlns="urn:echo"><reqInfo>there</reqInfo></echo></soap:Header><soap:Body><echo xmlns="urn:echo"><reqInfo>hi</reqInfo></echo></soap:Body></soap:Envelope>',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<echoResponse xmlns="urn:echo"><copy><reqInfo>hi!there<\/reqInfo><\/copy><\/echoResponse>/);
  });
});
