/**
 * Several port types in one spec (test/fixtures/port-types/greeter.yaml): given sayHello in the
 * default port type and sayBye, sayAnotherBye in Bye, each bound over SOAP 1.1 and 1.2 with Bye's
 * ports at /bye, want a served WSDL of two port types whose bindings carry their own operations, a
 * server answering each operation only at the ports offering it, a client sending each there, and
 * help pages and a disco document naming every binding; and clear refusals of specs that are not one WSDL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec, ROOT, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { specIssues } from '../support/spec-issues.js';
import { schemaCompileErrors } from '../support/xmllint.js';
import { zeep } from '../support/zeep.js';

type Greeter = Record<'sayHello' | 'sayBye' | 'sayAnotherBye', (request: { firstName: string }) => Promise<string>>;
type Client = new (options: { baseUrl: string; port?: string; transport?: 'soap11' | 'soap12' }) => Greeter;

const SOAP11 = (operation: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
  body: `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation} xmlns="urn:greeter"><firstName>Ann</firstName></${operation}></soap:Body></soap:Envelope>`,
});

describe('a spec of two port types', () => {
  let running: RunningServer;
  /** The path of each call the handler answered, with its operation. */
  const received: string[] = [];
  let GreeterClient: Client;
  let wsdl: string;
  beforeAll(async () => {
    const generated = await generateSpec('test/fixtures/port-types/greeter.yaml', 'port-types');
    const { createGreeterService } = await generated.load<{ createGreeterService: (handler: object) => SoapService }>('server');
    let path = '';
    const answer = (method: string) => (request: { firstName: string }) => (received.push(`${method} ${path}`), `${method} ${request.firstName}`);
    const service = createGreeterService({ sayHello: answer('sayHello'), sayBye: answer('sayBye'), sayAnotherBye: answer('sayAnotherBye') });
    running = await serve((request) => ((path = request.path), service(request)));
    ({ GreeterClient } = await generated.load<{ GreeterClient: Client }>('client'));
    wsdl = await (await fetch(`${running.origin}/greeter.asmx?wsdl`)).text();
  }, 60_000);
  afterAll(() => running?.close());

  it('serves a WSDL with one port type per port type, each binding of its port type with its operations', async () => {
    const portTypes = [...wsdl.matchAll(/<wsdl:portType name="([^"]+)">([\s\S]*?)<\/wsdl:portType>/g)].map((m) => [
      m[1],
      [...m[2]!.matchAll(/<wsdl:operation name="([^"]+)"/g)].map((o) => o[1]),
    ]);
    expect(portTypes).toEqual([
      ['Hello', ['sayHello']],
      ['Bye', ['sayBye', 'sayAnotherBye']],
    ]);
    const bindings = [...wsdl.matchAll(/<wsdl:binding name="([^"]+)" type="tns:([^"]+)">([\s\S]*?)<\/wsdl:binding>/g)].map((m) => [
      m[1],
      m[2],
      [...m[3]!.matchAll(/<wsdl:operation name="([^"]+)"/g)].map((o) => o[1]),
    ]);
    expect(bindings).toEqual([
      ['HelloSoap', 'Hello', ['sayHello']],
      ['ByeSoap', 'Bye', ['sayBye', 'sayAnotherBye']],
      ['HelloSoap12', 'Hello', ['sayHello']],
      ['ByeSoap12', 'Bye', ['sayBye', 'sayAnotherBye']],
    ]);
    const ports = [...wsdl.matchAll(/<wsdl:port name="([^"]+)" binding="tns:([^"]+)">\s*<\w+:address location="([^"]+)"/g)].map((m) => [
      m[1],
      new URL(m[3]!).pathname,
    ]);
    expect(ports).toEqual([
      ['HelloSoap', '/greeter.asmx'],
      ['ByeSoap', '/bye'],
      ['HelloSoap12', '/greeter.asmx'],
      ['ByeSoap12', '/bye'],
    ]);
    const dir = join(ROOT, 'test/.generated/port-types/xsd');
    mkdirSync(dir, { recursive: true });
    expect(await schemaCompileErrors(wsdl, dir)).toBe('');
  });

  it.skipIf(!haveZeep())(
    'zeep built from the served WSDL calls each operation at each port offering it, and finds no other there',
    async () => {
      received.length = 0;
      const outcomes = await zeep(`${running.origin}/greeter.asmx?wsdl`, {
        sayHello: { firstName: 'Ann' },
        sayBye: { firstName: 'Ann' },
        sayAnotherBye: { firstName: 'Ann' },
      });
      for (const port of ['HelloSoap', 'HelloSoap12']) {
        expect(outcomes[port]!['sayHello'], port).toEqual({ result: 'sayHello Ann' });
        expect(outcomes[port]!['sayBye']!.error, port).toMatch(/sayBye/);
      }
      for (const port of ['ByeSoap', 'ByeSoap12']) {
        expect(outcomes[port]!['sayBye'], port).toEqual({ result: 'sayBye Ann' });
        expect(outcomes[port]!['sayAnotherBye'], port).toEqual({ result: 'sayAnotherBye Ann' });
        expect(outcomes[port]!['sayHello']!.error, port).toMatch(/sayHello/);
      }
      expect(received.sort()).toEqual([
        'sayAnotherBye /bye',
        'sayAnotherBye /bye',
        'sayBye /bye',
        'sayBye /bye',
        'sayHello /greeter.asmx',
        'sayHello /greeter.asmx',
      ]);
    },
    60_000,
  );

  it('answers an operation at a port of another port type with a Client fault naming where it is offered', async () => {
    const bye = await fetch(`${running.origin}/greeter.asmx`, SOAP11('sayBye'));
    expect(bye.status).toBe(500);
    const text = await bye.text();
    expect(text).toContain('<faultcode>soap:Client</faultcode>');
    expect(text).toContain('Server did not recognize the operation sayBye at /greeter.asmx: it is offered at /bye.');
    expect(await (await fetch(`${running.origin}/bye/`, SOAP11('sayHello'))).text()).toContain(
      'Server did not recognize the operation sayHello at /bye/: it is offered at /greeter.asmx.',
    );
    const ok = await fetch(`${running.origin}/Bye`, SOAP11('sayBye'));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('<sayByeResult>sayBye Ann</sayByeResult>');
  });

  it('the generated client sends each operation to a port offering it, or fails clearly at a port given', async () => {
    received.length = 0;
    for (const transport of ['soap11', 'soap12'] as const) {
      const client = new GreeterClient({ baseUrl: running.origin, transport });
      expect(await client.sayHello({ firstName: 'Bo' })).toBe('sayHello Bo');
      expect(await client.sayBye({ firstName: 'Bo' })).toBe('sayBye Bo');
      expect(await client.sayAnotherBye({ firstName: 'Bo' })).toBe('sayAnotherBye Bo');
    }
    expect(received).toEqual(['sayHello /greeter.asmx', 'sayBye /bye', 'sayAnotherBye /bye', 'sayHello /greeter.asmx', 'sayBye /bye', 'sayAnotherBye /bye']);
    const atBye = new GreeterClient({ baseUrl: `${running.origin}/greeter.asmx`, port: 'ByeSoap12' });
    expect(await atBye.sayBye({ firstName: 'Cy' })).toBe('sayBye Cy');
    await expect(atBye.sayHello({ firstName: 'Cy' })).rejects.toThrow('Greeter: port ByeSoap12 does not offer sayHello (it is offered at /greeter.asmx)');
  });

  it("the generated client's port option names the service's ports: another is a type error", async () => {
    const dir = join(ROOT, 'test/.generated/port-types');
    writeFileSync(
      join(dir, 'ports-use.ts'),
      "import { GreeterClient } from './greeter/client.js';\n" +
        "new GreeterClient({ baseUrl: 'http://x', port: 'ByeSoap12' });\n" +
        "new GreeterClient({ baseUrl: 'http://x', port: 'ByeSoap13' });\n",
    );
    const errors = await typeCheck('port-types', ['greeter/*.ts', 'ports-use.ts']);
    expect(errors).toContain(`ports-use.ts(3,`);
    expect(errors).toContain(`Type '"ByeSoap13"' is not assignable to type '"HelloSoap" | "ByeSoap" | "HelloSoap12" | "ByeSoap12"'`);
    expect(errors).not.toContain('ports-use.ts(2,');
  }, 120_000);

  it('the disco document and the help pages name every binding, each at its address', async () => {
    const disco = await (await fetch(`${running.origin}/greeter.asmx?disco`)).text();
    const named = [...disco.matchAll(/<soap address="([^"]+)" xmlns:(q\d)="urn:greeter" binding="\2:([^"]+)"/g)].map((m) => [new URL(m[1]!).pathname, m[3]]);
    expect(named).toEqual([
      ['/greeter.asmx', 'HelloSoap'],
      ['/bye', 'ByeSoap'],
      ['/greeter.asmx', 'HelloSoap12'],
      ['/bye', 'ByeSoap12'],
    ]);
    const page = await (await fetch(`${running.origin}/greeter.asmx`)).text();
    expect(page).toContain(
      `<tr><td><code>ByeSoap12</code></td><td>SOAP 1.2</td><td><code>${running.origin}/bye</code></td><td>sayBye, sayAnotherBye</td></tr>`,
    );
    expect(page).toContain(`<tr><td><code>HelloSoap</code></td><td>SOAP 1.1</td><td><code>${running.origin}/greeter.asmx</code></td><td>sayHello</td></tr>`);
    const byePage = await (await fetch(`${running.origin}/greeter.asmx?op=sayBye`)).text();
    expect(byePage).toContain('POST /bye HTTP/1.1');
    expect(byePage).not.toContain('POST /greeter.asmx HTTP/1.1');
  });
});

describe('port types in a spec that is not one WSDL', () => {
  const text = (wsdl: string, transports: string): string =>
    `service: { name: S, namespace: "urn:s", path: /s.asmx, transports: ${transports}, wsdl: { ${wsdl} } }\noperations:\n  A: { params: {}, result: int }\n  Bee: { params: {}, result: int }\n`;
  /** The issues of a spec of operations A and Bee with these `service.wsdl` names, each `line:column: message`. */
  const spec = (wsdl: string, transports = '[soap11]'): string[] => specIssues(text(wsdl, transports));
  /** Where `needle` is written in the spec's first line. */
  const at = (wsdl: string, needle: string, transports = '[soap11]'): string => `1:${text(wsdl, transports).indexOf(needle) + 1}`;

  it('a port type of an unknown operation is refused, suggesting the name', () => {
    const wsdl = 'portTypes: { P: [Be] }, bindings: { soap11: [S, { name: Q, portType: P }] }';
    expect(spec(wsdl)).toEqual([`${at(wsdl, 'Be]')}: wsdl portType P holds unknown operation "Be" (did you mean Bee?)`]);
  });

  it('an operation of two port types is refused', () => {
    const wsdl = 'portTypes: { P: [Bee], Q: [Bee] }, bindings: { soap11: [S, { name: X, portType: P }, { name: Y, portType: Q }] }';
    expect(spec(wsdl)).toEqual([`${at(wsdl, 'Bee] }')}: wsdl portType Q holds operation Bee, already held by P: an operation is of one port type`]);
  });

  it('a binding of an unknown port type is refused, suggesting the name, and the port type left without one too', () => {
    const wsdl = 'portTypes: { Bye: [Bee] }, bindings: { soap11: [S, { name: X, portType: By }] }';
    expect(spec(wsdl)).toEqual([
      `${at(wsdl, 'Bye:')}: wsdl portType Bye has no binding, so Bee would not be offered: add { name: <binding>, portType: Bye } to service.wsdl.bindings.soap11`,
      `${at(wsdl, '{ name: X')}: wsdl binding X is of unknown port type "By" (did you mean Bye?)`,
    ]);
  });

  it('a port type bound over one transport of two is offered over that one only', () => {
    expect(spec('portTypes: { Bye: [Bee] }, bindings: { soap11: [S, { name: X, portType: Bye }] }', '[soap11, soap12]')).toEqual([]);
  });

  it('the default port type among portTypes is refused', () => {
    const wsdl = 'portType: P, portTypes: { P: [Bee] }';
    expect(spec(wsdl)).toEqual([
      `${at(wsdl, 'P: [')}: wsdl portType P is the default port type (service.wsdl.portType), which holds the operations no other port type names: leave it out of portTypes`,
    ]);
  });

  /** A spec of A in the default port type and B, named A in port type P, both of one request and action "", with these ports. */
  const sharedName = (ports: string, bWsdl = 'name: A'): string[] =>
    specIssues(
      `service: { name: S, namespace: "urn:s", path: /s.asmx, transports: [soap11], wsdl: { portTypes: { P: [B] }, bindings: { soap11: [S, { name: X, portType: P }] }, ports: { soap11: [${ports}] } } }\noperations:\n  A: { soapAction: "", params: {}, result: int }\n  B: { soapAction: "", requestElement: A, responseElement: AResponse, params: {}, result: { type: int, element: AResult }, wsdl: { ${bWsdl} } }\n`,
    );

  it('operations of two port types may share a name and a request where no port path offers both', () => {
    expect(sharedName('S, { name: XPort, binding: X, path: /x }')).toEqual([]);
  });

  it('operations of one request that a port path offers together are refused: they could not be told apart', () => {
    expect(sharedName('S, { name: XPort, binding: X }').join('\n')).toContain(
      'operation B shares the request element A with A: requests are then told apart by their SOAP action, so each needs a soapAction other than ""',
    );
  });

  it("a port type's operations of one name are refused", () => {
    const issues = specIssues(
      'service: { name: S, namespace: "urn:s", path: /s.asmx, transports: [soap11] }\noperations:\n  A: { params: {}, result: int }\n  B: { params: {}, result: int, wsdl: { name: A } }\n',
    );
    expect(issues.join('\n')).toContain("operation B of wsdl portType SSoap is named A there, as A is: a port type's operations have names of their own");
  });

  it('an operation served as another is of its port type', () => {
    const issues = specIssues(
      'service: { name: S, namespace: "urn:s", path: /s.asmx, transports: [soap11], wsdl: { portTypes: { P: [B] }, bindings: { soap11: [S, { name: X, portType: P }] } } }\noperations:\n  A: { params: {}, result: int }\n  B: { servedAs: A, requestElement: A, params: {}, result: int }\n',
    );
    expect(issues.join('\n')).toContain("operation B is served as A, so it must be of A's port type, SSoap, not P");
  });

  it('a port type with no operations is declared, and one holding all leaves the default one out', () => {
    expect(spec('portTypes: { Empty: [] }')).toEqual([]);
    expect(spec('portTypes: { P: [A, Bee] }, bindings: { soap11: [{ name: X, portType: P }] }')).toEqual([]);
  });
});
