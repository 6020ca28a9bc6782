/**
 * An operation whose SOAPAction differs between its SOAP bindings (its SOAP 1.1 binding names one,
 * its SOAP 1.2 binding another, as esendex's and some Axis2 services publish): the import keeps
 * each version's action, the served WSDL writes each binding's own, and over real HTTP Python
 * zeep and the generated client each send the action of the binding they call, which the
 * generated server routes by; a request carrying the other binding's action is refused as any
 * unknown action is, and one carrying none is routed by its body element. (node-soap is not asked:
 * it keeps a port type's operations once, with the last binding's action, so as a client it sends
 * that one over every port and as a server it knows no other.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceOptions, SoapService } from 'soapgen/runtime/server/dispatch.js';
import { ImportError } from '../../generator/wsdl-import/errors.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { importAndGenerate, ROOT } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { specIssues } from '../support/spec-issues.js';
import { zeep, zeepFromWsdl } from '../support/zeep.js';

const NS = 'urn:example:greeter';
const ACTIONS = { soap11: `${NS}/Greet`, soap12: `${NS}/Greet12` };

/** A SOAP binding of the port type, in the SOAP version of its prefix, naming the action. */
const binding = (name: string, prefix: string, action: string): string => `  <wsdl:binding name="${name}" type="tns:GreeterSoap">
    <${prefix}:binding transport="http://schemas.xmlsoap.org/soap/http" />
    <wsdl:operation name="Greet">
      <${prefix}:operation soapAction="${action}" style="document" />
      <wsdl:input><${prefix}:body use="literal" /></wsdl:input><wsdl:output><${prefix}:body use="literal" /></wsdl:output>
    </wsdl:operation>
  </wsdl:binding>`;

const WSDL = `<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
    xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" xmlns:xs="http://www.w3.org/2001/XMLSchema"
    xmlns:tns="${NS}" targetNamespace="${NS}">
  <wsdl:types>
    <xs:schema targetNamespace="${NS}" elementFormDefault="qualified">
      <xs:element name="Greet"><xs:complexType><xs:sequence><xs:element name="name" type="xs:string" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="GreetResponse"><xs:complexType><xs:sequence><xs:element name="GreetResult" type="xs:string" /></xs:sequence></xs:complexType></xs:element>
    </xs:schema>
  </wsdl:types>
  <wsdl:message name="GreetSoapIn"><wsdl:part name="parameters" element="tns:Greet" /></wsdl:message>
  <wsdl:message name="GreetSoapOut"><wsdl:part name="parameters" element="tns:GreetResponse" /></wsdl:message>
  <wsdl:portType name="GreeterSoap">
    <wsdl:operation name="Greet"><wsdl:input message="tns:GreetSoapIn" /><wsdl:output message="tns:GreetSoapOut" /></wsdl:operation>
  </wsdl:portType>
${binding('GreeterSoap', 'soap', ACTIONS.soap11)}
${binding('GreeterSoap12', 'soap12', ACTIONS.soap12)}
  <wsdl:service name="Greeter">
    <wsdl:port name="GreeterSoap" binding="tns:GreeterSoap"><soap:address location="http://localhost/Greeter" /></wsdl:port>
    <wsdl:port name="GreeterSoap12" binding="tns:GreeterSoap12"><soap12:address location="http://localhost/Greeter" /></wsdl:port>
  </wsdl:service>
</wsdl:definitions>
`;

/** The action a request carried: SOAP 1.2's content type parameter, else the SOAPAction header. */
function actionOf(headers: Readonly<Record<string, string | string[] | undefined>>): string {
  const contentType = String(headers['content-type'] ?? '');
  const fromType = /;\s*action="?([^";]*)"?/.exec(contentType)?.[1];
  return fromType ?? String(headers['soapaction'] ?? '').replace(/^"|"$/g, '');
}

type Client = new (options: { baseUrl: string; transport?: 'soap11' | 'soap12' }) => { greet(request: { name: string }): Promise<string> };

const envelope = (version: '1.1' | '1.2'): string =>
  `<s:Envelope xmlns:s="${version === '1.1' ? 'http://schemas.xmlsoap.org/soap/envelope/' : 'http://www.w3.org/2003/05/soap-envelope'}"><s:Body><Greet xmlns="${NS}"><name>Ann</name></Greet></s:Body></s:Envelope>`;

describe('an operation of another SOAPAction in each SOAP binding', () => {
  let running: RunningServer;
  let yaml: string;
  let GreeterClient: Client;
  /** The transport and action of each call the handler answered. */
  const received: string[] = [];
  beforeAll(async () => {
    const imported = await importAndGenerate('binding-actions', 'greeter', WSDL);
    yaml = imported.yaml;
    const { createGreeterService: createService } = await imported.generated.load<{
      createGreeterService: (handler: object, options: ServiceOptions) => SoapService;
    }>('server');
    const service = createService(
      {
        greet: (request: { name: string }, context: { transport: string; headers: Record<string, string> }) => {
          received.push(`${context.transport} ${actionOf(context.headers)}`);
          return `hello ${request.name} over ${context.transport}`;
        },
      },
      {},
    );
    running = await serve(service);
    ({ GreeterClient } = await imported.generated.load<{ GreeterClient: Client }>('client'));
  }, 60_000);
  afterAll(() => running?.close());

  it("imports each SOAP version's action", () => {
    expect(yaml).toContain(`    soapAction:\n      soap11: "${ACTIONS.soap11}"\n      soap12: "${ACTIONS.soap12}"\n`);
  });

  it('serves a WSDL whose bindings each name their own action', async () => {
    const served = await (await fetch(`${running.origin}/Greeter?wsdl`)).text();
    expect([...served.matchAll(/<(soap(?:12)?):operation soapAction="([^"]*)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['soap', ACTIONS.soap11],
      ['soap12', ACTIONS.soap12],
    ]);
  });

  it.skipIf(!haveZeep())(
    'zeep built from the original calls each binding with its action',
    async () => {
      received.length = 0;
      const bindings = { soap11: `{${NS}}GreeterSoap`, soap12: `{${NS}}GreeterSoap12` };
      const { results } = await zeepFromWsdl(join(ROOT, 'test/.generated/binding-actions/greeter.wsdl'), `${running.origin}/Greeter`, bindings, [
        ['Greet', { name: 'Ann' }],
      ]);
      expect(results).toEqual({ soap11: [{ result: 'hello Ann over soap11' }], soap12: [{ result: 'hello Ann over soap12' }] });
      expect(received.sort()).toEqual([`soap11 ${ACTIONS.soap11}`, `soap12 ${ACTIONS.soap12}`]);
    },
    60_000,
  );

  it.skipIf(!haveZeep())(
    "zeep built from the served WSDL calls each port with its binding's action",
    async () => {
      received.length = 0;
      const outcomes = await zeep(`${running.origin}/Greeter?wsdl`, { Greet: { name: 'Ann' } });
      expect(outcomes).toEqual({
        GreeterSoap: { Greet: { result: 'hello Ann over soap11' } },
        GreeterSoap12: { Greet: { result: 'hello Ann over soap12' } },
      });
      expect(received.sort()).toEqual([`soap11 ${ACTIONS.soap11}`, `soap12 ${ACTIONS.soap12}`]);
    },
    60_000,
  );

  it("the generated client sends each transport's action", async () => {
    received.length = 0;
    for (const transport of ['soap11', 'soap12'] as const)
      expect(await new GreeterClient({ baseUrl: running.origin, transport }).greet({ name: 'Ann' })).toBe(`hello Ann over ${transport}`);
    expect(received).toEqual([`soap11 ${ACTIONS.soap11}`, `soap12 ${ACTIONS.soap12}`]);
  });

  it("refuses a request carrying the other binding's action, as any unknown action, and routes one without an action by its body", async () => {
    const post = (version: '1.1' | '1.2', action: string | undefined): Promise<Response> =>
      fetch(`${running.origin}/Greeter`, {
        method: 'POST',
        headers:
          version === '1.1'
            ? { 'content-type': 'text/xml; charset=utf-8', ...(action === undefined ? {} : { soapaction: `"${action}"` }) }
            : { 'content-type': `application/soap+xml; charset=utf-8${action === undefined ? '' : `; action="${action}"`}` },
        body: envelope(version),
      });
    for (const [version, other] of [
      ['1.1', ACTIONS.soap12],
      ['1.2', ACTIONS.soap11],
    ] as const) {
      const refused = await post(version, other);
      expect(refused.status, version).toBe(500);
      expect(await refused.text(), version).toContain(`Server did not recognize the value of HTTP Header SOAPAction: ${other}.`);
      const routed = await post(version, undefined);
      expect(routed.status, version).toBe(200);
      expect(await routed.text(), version).toContain(`hello Ann over ${version === '1.1' ? 'soap11' : 'soap12'}`);
    }
  });
});

describe("a spec giving each SOAP version's action", () => {
  const spec = (service: string, action: string): string[] =>
    specIssues(`service: { name: S, namespace: "urn:s", path: /s${service} }\noperations:\n  Op: { params: {}, result: int, soapAction: ${action} }\n`);

  it('accepts one action per version, a version left out taking the default', () => {
    expect(spec('', '{ soap11: "urn:a", soap12: "urn:b" }')).toEqual([]);
    expect(spec('', '{ soap12: null }')).toEqual([]);
  });

  it('refuses a version the service does not offer, and other keys', () => {
    expect(spec(', transports: [soap11]', '{ soap12: "urn:b" }').join('\n')).toMatch(
      /operation Op: soapAction soap12 names the action of bindings the service does not offer/,
    );
    expect(spec('', '{ soap13: "urn:b" }').join('\n')).toMatch(/soap13/);
  });

  it("refuses two operations of one request element and one version's action", () => {
    const issues = specIssues(
      'service: { name: S, namespace: "urn:s", path: /s }\noperations:\n' +
        '  A: { params: {}, result: int, requestElement: R, soapAction: { soap11: "urn:a", soap12: "urn:x" } }\n' +
        '  B: { params: {}, result: int, requestElement: R, soapAction: { soap11: "urn:b", soap12: "urn:x" } }\n',
    );
    expect(issues.join('\n')).toMatch(/operation B has the soapAction "urn:x" and the request element R of A/);
  });
});

describe('SOAP bindings of one version naming different actions', () => {
  it('are refused: the spec has one action per SOAP version', async () => {
    const dir = join(ROOT, 'test/.generated/binding-actions');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'one-version.wsdl');
    writeFileSync(file, WSDL.replaceAll('soap12:', 'soap:'));
    const error = await importWsdl(file, 'one-version.wsdl').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).issues.map((i) => i.message)).toEqual([
      `operation Greet: soapAction "${ACTIONS.soap12}" differs from "${ACTIONS.soap11}" at test/.generated/binding-actions/one-version.wsdl:${WSDL.split('\n').findIndex((l) => l.includes(`soapAction="${ACTIONS.soap11}"`)) + 1}: the spec has one action per SOAP version`,
    ]);
  });
});
