/**
 * What SOAP stacks publish though XML Schema or WS-I would have it otherwise, and zeep reads all the
 * same: a port type operation its binding leaves unbound, rpc bodies naming no namespace whose parts
 * are elements, a schema importing the SOAP envelope's schema from the web, and an attribute default
 * that is no value of its type. Each is imported offline, generated and called by zeep.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importAndGenerate, ROOT, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { zeep, zeepFromWsdl } from '../support/zeep.js';

const GROUP = 'wsdl-import-lenient';
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

/** Imports and generates `wsdl` as `name`, and serves it with `handler`. */
async function served(name: string, wsdl: string, handler: object) {
  const imported = await importAndGenerate(GROUP, name, wsdl);
  const module = await imported.generated.load<Record<string, (handler: object) => SoapService>>('server');
  const create = Object.values(module).find((f) => typeof f === 'function')!;
  const server = await serve(create(handler));
  servers.push(server);
  return {
    ...imported,
    server,
    address: `${server.origin}${imported.generated.model.service.path}`,
    original: join(ROOT, 'test/.generated', GROUP, `${name}.wsdl`),
  };
}

const operationNames = (generated: GeneratedService): string[] => generated.model.operations.map((op) => op.name);

const UNBOUND = `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:unbound" targetNamespace="urn:unbound">
  <types><xs:schema targetNamespace="urn:unbound" elementFormDefault="qualified">
    <xs:element name="echo"><xs:complexType><xs:sequence><xs:element name="text" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
    <xs:element name="echoResponse"><xs:complexType><xs:sequence><xs:element name="text" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
    <xs:element name="heartbeat"><xs:complexType/></xs:element>
  </xs:schema></types>
  <message name="echo"><part name="parameters" element="t:echo"/></message>
  <message name="echoResponse"><part name="parameters" element="t:echoResponse"/></message>
  <message name="heartbeat"><part name="parameters" element="t:heartbeat"/></message>
  <portType name="Echo">
    <operation name="echo"><input message="t:echo"/><output message="t:echoResponse"/></operation>
    <operation name="heartbeat"><input message="t:heartbeat"/></operation>
  </portType>
  <binding name="EchoBinding" type="t:Echo"><soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="echo"><soap:operation soapAction="urn:unbound/echo"/><input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation>
  </binding>
  <service name="EchoService"><port name="EchoPort" binding="t:EchoBinding"><soap:address location="http://h/echo"/></port></service>
</definitions>
`;

const RPC_ELEMENT_PARTS = `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:hello" targetNamespace="urn:hello">
  <types><xs:schema targetNamespace="urn:hello" elementFormDefault="qualified">
    <xs:element name="sayHello"><xs:complexType><xs:sequence><xs:element name="body" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
    <xs:element name="sayHelloResponse"><xs:complexType><xs:sequence><xs:element name="body" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
  </xs:schema></types>
  <message name="HelloMessage"><part name="parameters" element="t:sayHello"/></message>
  <message name="HelloMessageResponse"><part name="parameters" element="t:sayHelloResponse"/></message>
  <portType name="Hello"><operation name="sayHello"><input message="t:HelloMessage"/><output message="t:HelloMessageResponse"/></operation></portType>
  <binding name="HelloBinding" type="t:Hello"><soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="sayHello"><soap:operation soapAction="urn:hello/sayHello"/><input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation>
  </binding>
  <service name="HelloService"><port name="HelloPort" binding="t:HelloBinding"><soap:address location="http://h/hello"/></port></service>
</definitions>
`;

const ENVELOPE_IMPORT_AND_BAD_DEFAULT = `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:state" targetNamespace="urn:state">
  <types><xs:schema targetNamespace="urn:state">
    <xs:import namespace="http://schemas.xmlsoap.org/soap/envelope/" schemaLocation="http://schemas.xmlsoap.org/soap/envelope/"/>
    <xs:complexType name="state">
      <xs:attribute name="count" type="xs:int" default="1985"/>
      <xs:attribute name="bytes" type="xs:hexBinary" default="0xFFAA"/>
    </xs:complexType>
  </xs:schema></types>
  <message name="getState"/>
  <message name="getStateResponse"><part name="state" type="t:state"/></message>
  <portType name="Backend"><operation name="getState"><input message="t:getState"/><output message="t:getStateResponse"/></operation></portType>
  <binding name="BackendBinding" type="t:Backend"><soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="getState"><soap:operation soapAction=""/><input><soap:body use="literal" namespace="urn:state"/></input><output><soap:body use="literal" namespace="urn:state"/></output></operation>
  </binding>
  <service name="BackendService"><port name="BackendPort" binding="t:BackendBinding"><soap:address location="http://h/backend"/></port></service>
</definitions>
`;

describe.skipIf(!haveZeep())('what other stacks read of a WSDL breaking a rule', () => {
  it('leaves out, with a warning, a port type operation its binding does not bind; zeep calls the bound one', async () => {
    const { warnings, generated, address, original } = await served('unbound', UNBOUND, { echo: (r: { text: string }) => `${r.text}!` });
    expect(warnings.map((w) => w.message)).toContain('operation heartbeat: binding EchoBinding does not bind it; left out');
    expect(operationNames(generated)).toEqual(['echo']);
    const { results } = await zeepFromWsdl(original, address, { soap: '{urn:unbound}EchoBinding' }, [['echo', { text: 'hi' }]]);
    expect(results['soap']).toEqual([{ result: 'hi!' }]);
  }, 60_000);

  it('reads rpc bodies naming no namespace, whose parts are elements, as unqualified wrappers of qualified elements', async () => {
    const { yaml, address, original } = await served('rpc-element-parts', RPC_ELEMENT_PARTS, {
      sayHello: (r: { sayHello: { body: string } }) => ({ body: `hello ${r.sayHello.body}` }),
    });
    expect(yaml).toMatch(/\n {2}rpcWrappers: unqualified\n/);
    expect(yaml).not.toMatch(/responseNamespace/);
    const { results } = await zeepFromWsdl(original, address, { soap: '{urn:hello}HelloBinding' }, [['sayHello', { sayHello: { body: 'you' } }]]);
    expect(results['soap']).toEqual([{ result: 'hello you' }]);
  }, 60_000);

  it("knows the SOAP envelope's schema without fetching it, and leaves out a default that is no value of its type", async () => {
    const { yaml, warnings, address } = await served('envelope-import', ENVELOPE_IMPORT_AND_BAD_DEFAULT, {
      getState: () => ({ count: 7, bytes: new Uint8Array([0xca, 0xfe]) }),
    });
    expect(warnings.map((w) => w.message)).toEqual(['attribute state.bytes: default "0xFFAA" is not a valid hexBinary; left out']);
    expect(yaml).toMatch(/\n {6}count: \{ type: int, default: "1985" \}\n/);
    expect(yaml).toMatch(/\n {6}bytes: \{ type: hexBinary \}\n/);
    // zeep cannot read the original offline (it fetches the envelope's schema): it reads the served WSDL.
    const outcomes = await zeep(`${address}?wsdl`, { getState: {} });
    expect(outcomes).toEqual({ BackendPort: { getState: { result: { count: '7', bytes: 'CAFE' } } } });
  }, 60_000);
});
