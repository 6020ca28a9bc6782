/**
 * A header block whose element is of a list type (a sequence of one repeated element, as Metro's
 * `echoArray2` of `nameType`): given such a WSDL, want an import keeping the block as a list (its
 * item and array type named as the WSDL names them), a served WSDL declaring the element of that
 * array type, a server reading the block's items and writing the response's, and a generated
 * client sending and reading them over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importAndGenerate, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';

const GROUP = 'list-header-blocks';

const WSDL = `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:names" targetNamespace="urn:names">
  <types><xs:schema targetNamespace="urn:names" elementFormDefault="qualified">
    <xs:complexType name="nameType"><xs:sequence><xs:element name="name" type="xs:string" minOccurs="0" maxOccurs="unbounded"/></xs:sequence></xs:complexType>
    <xs:element name="names" type="t:nameType"/>
    <xs:element name="count"><xs:complexType><xs:sequence><xs:element name="of" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
    <xs:element name="countResponse"><xs:complexType><xs:sequence><xs:element name="total" type="xs:int"/></xs:sequence></xs:complexType></xs:element>
  </xs:schema></types>
  <message name="countIn"><part name="parameters" element="t:count"/></message>
  <message name="countOut"><part name="parameters" element="t:countResponse"/></message>
  <message name="namesHeader"><part name="names" element="t:names"/></message>
  <portType name="Names"><operation name="count"><input message="t:countIn"/><output message="t:countOut"/></operation></portType>
  <binding name="NamesBinding" type="t:Names"><soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="count"><soap:operation soapAction="urn:names/count"/>
      <input><soap:body use="literal"/><soap:header message="t:namesHeader" part="names" use="literal"/></input>
      <output><soap:body use="literal"/><soap:header message="t:namesHeader" part="names" use="literal"/></output>
    </operation>
  </binding>
  <service name="NamesService"><port name="NamesPort" binding="t:NamesBinding"><soap:address location="http://h/names"/></port></service>
</definitions>
`;

interface Headers {
  names?: string[];
}
interface Client {
  countWithHeaders(request: { of: string }, options: { soapHeaders: Headers }): Promise<{ result: number; soapHeaders: Headers }>;
}

describe('a header block of a list type', () => {
  let yaml: string;
  let wsdl: string;
  let running: RunningServer;
  let client: Client;
  beforeAll(async () => {
    let generated: GeneratedService;
    ({ yaml, generated } = await importAndGenerate(GROUP, 'names', WSDL));
    const { createNamesService } = await generated.load<{ createNamesService: (handler: object) => SoapService }>('server');
    const count = (request: { of: string }, context: { soapHeaders: Headers; responseSoapHeaders: Headers }): number => {
      const names = context.soapHeaders.names ?? [];
      context.responseSoapHeaders.names = names.map((n) => n.toUpperCase());
      return names.filter((n) => n.startsWith(request.of)).length;
    };
    running = await serve(createNamesService({ count }));
    wsdl = await (await fetch(`${running.origin}${generated.model.service.path}?wsdl`)).text();
    const { NamesServiceClient } = await generated.load<{ NamesServiceClient: new (options: { baseUrl: string }) => Client }>('client');
    client = new NamesServiceClient({ baseUrl: running.origin });
  }, 60_000);
  afterAll(() => running?.close());

  it('is imported as a list, its item and array type named as the WSDL names them', () => {
    expect(yaml).toMatch(/\n {6}names: \{ type: "string\[\]", item: name, listType: nameType, itemNillable: false, wsdl: \{ message: namesHeader \} \}\n/);
  });

  it('is served as the element of the array type', () => {
    expect(wsdl).toContain('<s:element name="names" type="tns:nameType" />');
    // Its string items are not nillable, as the original declares them (itemNillable: false).
    expect(wsdl).toMatch(/<s:complexType name="nameType">\s*<s:sequence>\s*<s:element minOccurs="0" maxOccurs="unbounded" name="name" type="s:string" \/>/);
    expect(wsdl).toContain('<soap:header message="tns:namesHeader" part="names" use="literal" />');
  });

  it("is read by the server and written back, its items on the wire as the WSDL's", async () => {
    const response = await fetch(`${running.origin}/names`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"urn:names/count"' },
      body:
        '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header><names xmlns="urn:names"><name>ann</name><name>bob</name><name>amy</name></names></soap:Header>' +
        '<soap:Body><count xmlns="urn:names"><of>a</of></count></soap:Body></soap:Envelope>',
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/<soap:Header xmlns="urn:names"><names><name>ANN<\/name><name>BOB<\/name><name>AMY<\/name><\/names><\/soap:Header>/);
    expect(text).toMatch(/<countResponse xmlns="urn:names"><total>2<\/total><\/countResponse>/);
  });

  it('is sent and read by the generated client', async () => {
    expect(await client.countWithHeaders({ of: 'b' }, { soapHeaders: { names: ['bea', 'cy', 'bo'] } })).toEqual({
      result: 2,
      soapHeaders: { names: ['BEA', 'CY', 'BO'] },
    });
  });
});
