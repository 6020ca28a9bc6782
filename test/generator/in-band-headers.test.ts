/**
 * In-band header blocks: header parts of an operation's own input and output messages, beside the
 * body's part (as CXF's cxf4130.wsdl publishes them), and a response header that is a part of the
 * request's message (as Metro's header-doclit.wsdl). Given such a WSDL, want an import keeping the
 * messages' and parts' names, a served WSDL whose body messages hold the header parts in the
 * original's order, each soap:body listing the body's part, and a server and client exchanging the blocks over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { parseSpec } from '../../generator/spec/index.js';
import { parseXml } from '../../generator/wsdl-import/xml.js';
import { NS } from '../../generator/wsdl-import/namespaces.js';
import { importAndGenerate } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';

const GROUP = 'in-band-headers';

const WSDL = `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="urn:inband" targetNamespace="urn:inband">
  <types><xs:schema targetNamespace="urn:inband" elementFormDefault="qualified">
    <xs:element name="FooRequest"><xs:complexType><xs:sequence><xs:element name="text" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
    <xs:element name="FooResponse"><xs:complexType><xs:sequence><xs:element name="Return" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
    <xs:element name="FooRequestHeader" type="xs:string"/>
    <xs:element name="FooTrace" type="xs:string"/>
    <xs:element name="FooResponseHeader" type="xs:string"/>
  </xs:schema></types>
  <message name="FooRequest"><part name="FooRequestHeader" element="tns:FooRequestHeader"/><part name="FooRequest" element="tns:FooRequest"/><part name="trace" element="tns:FooTrace"/></message>
  <message name="FooResponse"><part name="FooResponseHeader" element="tns:FooResponseHeader"/><part name="FooResponse" element="tns:FooResponse"/></message>
  <portType name="InBand"><operation name="Foo"><input message="tns:FooRequest"/><output message="tns:FooResponse"/></operation></portType>
  <binding name="InBandBinding" type="tns:InBand"><soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="Foo"><soap:operation soapAction="urn:inband/Foo"/>
      <input><soap:header message="tns:FooRequest" part="FooRequestHeader" use="literal"/><soap:body parts="FooRequest" use="literal"/></input>
      <output><soap:header message="tns:FooResponse" part="FooResponseHeader" use="literal"/><soap:header message="tns:FooRequest" part="trace" use="literal"/><soap:body parts="FooResponse" use="literal"/></output>
    </operation>
  </binding>
  <service name="InBandService"><port name="InBandPort" binding="tns:InBandBinding"><soap:address location="http://h/inband"/></port></service>
</definitions>
`;

interface RequestHeaders {
  FooRequestHeader?: string;
}
interface ResponseHeaders {
  FooResponseHeader?: string;
  FooTrace?: string;
}
interface Client {
  fooWithHeaders(request: { text: string }, options: { soapHeaders: RequestHeaders }): Promise<{ result: string; soapHeaders: ResponseHeaders }>;
}

describe('in-band header blocks', () => {
  let yaml: string;
  let wsdl: string;
  let running: RunningServer;
  let client: Client;
  beforeAll(async () => {
    const imported = await importAndGenerate(GROUP, 'inband', WSDL);
    expect(imported.warnings).toEqual([]);
    yaml = imported.yaml;
    const generated = imported.generated;
    const { createInBandService } = await generated.load<{ createInBandService: (handler: object) => SoapService }>('server');
    const foo = (request: { text: string }, context: { soapHeaders: RequestHeaders; responseSoapHeaders: ResponseHeaders }): string => {
      context.responseSoapHeaders.FooResponseHeader = `seen ${context.soapHeaders.FooRequestHeader}`;
      context.responseSoapHeaders.FooTrace = 'traced';
      return request.text.toUpperCase();
    };
    running = await serve(createInBandService({ foo }));
    wsdl = await (await fetch(`${running.origin}${generated.model.service.path}?wsdl`)).text();
    const { InBandServiceClient } = await generated.load<{ InBandServiceClient: new (options: { baseUrl: string }) => Client }>('client');
    client = new InBandServiceClient({ baseUrl: running.origin });
  }, 60_000);
  afterAll(() => running?.close());

  it("are imported with their messages' and parts' names", () => {
    expect(yaml).toContain('      FooRequestHeader: { type: string, wsdl: { message: FooRequest } }\n');
    expect(yaml).toContain('      FooResponseHeader: { type: string, wsdl: { message: FooResponse } }\n');
    expect(yaml).toContain('      FooTrace: { type: string, wsdl: { message: FooRequest, part: trace } }\n');
    // The messages' part order, the headers' before the body's, where the default is the body's first.
    expect(yaml).toContain(
      '    wsdl: { input: { part: FooRequest, parts: [FooRequestHeader, FooRequest, trace] }, output: { part: FooResponse, parts: [FooResponseHeader, FooResponse] } }\n',
    );
  });

  it("are served as parts of the body messages, each soap:body listing the body's part", () => {
    const defs = parseXml(wsdl, 'served.wsdl');
    const messages = defs
      .elements(NS.wsdl, 'message')
      .map((m) => [m.attr('name'), m.elements(NS.wsdl, 'part').map((p) => `${p.attr('name')} ${p.attr('element')}`)]);
    expect(messages).toEqual([
      ['FooRequest', ['FooRequestHeader tns:FooRequestHeader', 'FooRequest tns:FooRequest', 'trace tns:FooTrace']],
      ['FooResponse', ['FooResponseHeader tns:FooResponseHeader', 'FooResponse tns:FooResponse']],
    ]);
    const operation = defs.first(NS.wsdl, 'binding')!.first(NS.wsdl, 'operation')!;
    const bound = (direction: string): string[] =>
      operation.first(NS.wsdl, direction)!.children.map((e) => `${e.local} ${e.attr('parts') ?? ''}${e.attr('message') ?? ''} ${e.attr('part') ?? ''}`.trim());
    expect(bound('input')).toEqual(['body FooRequest', 'header tns:FooRequest FooRequestHeader']);
    expect(bound('output')).toEqual(['body FooResponse', 'header tns:FooResponse FooResponseHeader', 'header tns:FooRequest trace']);
  });

  it("refuse a part order that does not name each of the message's parts once", () => {
    expect(() => parseSpec(yaml.replace('parts: [FooRequestHeader, FooRequest, trace]', 'parts: [FooRequestHeader, FooRequest]'), 'inband.yaml')).toThrow(
      /operation Foo: wsdl input parts \[FooRequestHeader, FooRequest\] must name each part of message FooRequest once: FooRequest, FooRequestHeader, trace/,
    );
  });

  it('are exchanged by the server and the generated client', async () => {
    expect(await client.fooWithHeaders({ text: 'hi' }, { soapHeaders: { FooRequestHeader: 'token' } })).toEqual({
      result: 'HI',
      soapHeaders: { FooResponseHeader: 'seen token', FooTrace: 'traced' },
    });
  });
});
