/**
 * Ports of the same name in different services, as WSDL 1.1 allows (a port's name is unique within
 * its service only): two wsdl:services, each with an EchoPort (SOAP 1.1) and an EchoPort12 (SOAP
 * 1.2), every port at an address of its own. The import writes one spec whose second service's
 * ports say their service, the served WSDL keeps both services with their ports in order, and over
 * real HTTP Python zeep (built from the served WSDL) calls each port at its own path, as the
 * generated client does given a port of a service (its option typed as the service's ports).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importAndGenerate, ROOT, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { zeep } from '../support/zeep.js';

const port = (name: string, binding: string, soap: 'soap' | 'soap12', path: string): string =>
  `    <wsdl:port name="${name}" binding="tns:${binding}">\n      <${soap}:address location="http://example.org${path}" />\n    </wsdl:port>\n`;
const operation = (soap: 'soap' | 'soap12'): string =>
  `    <${soap}:binding transport="http://schemas.xmlsoap.org/soap/http" />\n    <wsdl:operation name="Echo">\n      <${soap}:operation soapAction="urn:echo/Echo" />\n      <wsdl:input><${soap}:body use="literal" /></wsdl:input>\n      <wsdl:output><${soap}:body use="literal" /></wsdl:output>\n    </wsdl:operation>\n`;
const WSDL = `<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="urn:echo" targetNamespace="urn:echo">
  <wsdl:types>
    <s:schema elementFormDefault="qualified" targetNamespace="urn:echo">
      <s:element name="Echo"><s:complexType><s:sequence><s:element name="text" type="s:string" /></s:sequence></s:complexType></s:element>
      <s:element name="EchoResponse"><s:complexType><s:sequence><s:element name="EchoResult" type="s:string" /></s:sequence></s:complexType></s:element>
    </s:schema>
  </wsdl:types>
  <wsdl:message name="EchoSoapIn"><wsdl:part name="parameters" element="tns:Echo" /></wsdl:message>
  <wsdl:message name="EchoSoapOut"><wsdl:part name="parameters" element="tns:EchoResponse" /></wsdl:message>
  <wsdl:portType name="EchoSoap">
    <wsdl:operation name="Echo"><wsdl:input message="tns:EchoSoapIn" /><wsdl:output message="tns:EchoSoapOut" /></wsdl:operation>
  </wsdl:portType>
  <wsdl:binding name="EchoSoap" type="tns:EchoSoap">
${operation('soap')}  </wsdl:binding>
  <wsdl:binding name="EchoSoap12" type="tns:EchoSoap">
${operation('soap12')}  </wsdl:binding>
  <wsdl:service name="Echo">
${port('EchoPort', 'EchoSoap', 'soap', '/echo/a')}${port('EchoPort12', 'EchoSoap12', 'soap12', '/echo/a12')}  </wsdl:service>
  <wsdl:service name="EchoBackup">
${port('EchoPort12', 'EchoSoap12', 'soap12', '/echo/b12')}${port('EchoPort', 'EchoSoap', 'soap', '/echo/b')}  </wsdl:service>
</wsdl:definitions>
`;
/** Every port of the WSDL: its service, name and path, in order. */
const PORTS = [
  ['Echo', 'EchoPort', '/echo/a'],
  ['Echo', 'EchoPort12', '/echo/a12'],
  ['EchoBackup', 'EchoPort12', '/echo/b12'],
  ['EchoBackup', 'EchoPort', '/echo/b'],
] as const;

/** The wsdl:service elements of a WSDL, each with its ports as `name at path`. */
const servicesOf = (wsdl: string): [string, string[]][] =>
  [...wsdl.matchAll(/<wsdl:service name="([^"]+)">([^]*?)<\/wsdl:service>/g)].map(([, name, body]) => [
    name!,
    [...body!.matchAll(/<wsdl:port name="([^"]+)"[^>]*>\s*<\w+:address location="([^"]+)"/g)].map((m) => `${m[1]} at ${new URL(m[2]!).pathname}`),
  ]);

type PortChoice = string | { service: string; name: string };
type EchoClient = new (options: { baseUrl: string; port?: PortChoice }) => { echo(request: { text: string }): Promise<string> };

describe('ports of one name in two services', () => {
  let running: RunningServer;
  let yaml: string;
  let Client: EchoClient;
  /** The path each call came to. */
  const paths: string[] = [];
  beforeAll(async () => {
    let generated;
    ({ yaml, generated } = await importAndGenerate('same-named-ports', 'echo', WSDL));
    const { createEchoService } = await generated.load<{ createEchoService: (handler: object) => SoapService }>('server');
    let path = '';
    const service = createEchoService({ echo: ({ text }: { text: string }) => (paths.push(path), `${text} at ${path}`) });
    running = await serve((request) => ((path = request.path), service(request)));
    ({ EchoClient: Client } = await generated.load<{ EchoClient: EchoClient }>('client'));
  }, 60_000);
  afterAll(() => running?.close());

  it("import into one spec whose further service's ports say their service", () => {
    expect(yaml).toContain(
      '    ports: { soap11: [EchoPort, { name: EchoPort, path: "/echo/b", service: EchoBackup }], soap12: [{ name: EchoPort12, path: "/echo/a12" }, { name: EchoPort12, path: "/echo/b12", service: EchoBackup }] }\n',
    );
    expect(yaml).toContain('    services: { EchoBackup: [EchoPort12, EchoPort] }\n');
  });

  it('whose served WSDL keeps both services, their ports in order, each at its own path', async () => {
    const served = await (await fetch(`${running.origin}/echo/a?wsdl`)).text();
    expect(servicesOf(served)).toEqual(servicesOf(WSDL));
    expect(servicesOf(served)).toEqual([
      ['Echo', ['EchoPort at /echo/a', 'EchoPort12 at /echo/a12']],
      ['EchoBackup', ['EchoPort12 at /echo/b12', 'EchoPort at /echo/b']],
    ]);
  });

  it.skipIf(!haveZeep())(
    'zeep built from the served WSDL calls each port of each service at its own path',
    async () => {
      paths.length = 0;
      const outcomes = await zeep(`${running.origin}/echo/a?wsdl`, { Echo: { text: 'hi' } });
      expect(outcomes).toEqual(Object.fromEntries(PORTS.map(([service, name, path]) => [`${service}/${name}`, { Echo: { result: `hi at ${path}` } }])));
      expect(paths).toEqual(PORTS.map(([, , path]) => path));
    },
    60_000,
  );

  it('the generated client calls the port of the service it is given, at its path', async () => {
    for (const [service, name, path] of PORTS) {
      const client = new Client({ baseUrl: running.origin, port: { service, name } });
      expect(await client.echo({ text: 'yo' })).toBe(`yo at ${path}`);
    }
    expect(() => new Client({ baseUrl: running.origin, port: 'EchoPort' })).toThrow(
      'Echo has ports EchoPort in several services (Echo, EchoBackup): pick one with port: { service, name }',
    );
    expect(() => new Client({ baseUrl: running.origin, port: { service: 'EchoBackup', name: 'Nope' } })).toThrow('Echo has no port EchoBackup/Nope');
  });

  it("the client's port option is typed as the service's ports, by name or by service and name: another pair is a type error", async () => {
    writeFileSync(
      join(ROOT, 'test/.generated/same-named-ports/ports-use.ts'),
      "import { EchoClient } from './echo/client.js';\n" +
        "new EchoClient({ baseUrl: 'http://x', port: { service: 'EchoBackup', name: 'EchoPort12' } });\n" +
        "new EchoClient({ baseUrl: 'http://x', port: 'EchoPort' });\n" +
        "new EchoClient({ baseUrl: 'http://x', port: { service: 'EchoBackup', name: 'EchoPort13' } });\n",
    );
    const errors = await typeCheck('same-named-ports', ['echo/*.ts', 'ports-use.ts']);
    expect(errors).toContain('ports-use.ts(4,');
    expect(errors).toContain(`Type '"EchoPort13"' is not assignable to type '"EchoPort" | "EchoPort12"'`);
    expect(errors).not.toMatch(/ports-use\.ts\([23],/);
  }, 120_000);
});
