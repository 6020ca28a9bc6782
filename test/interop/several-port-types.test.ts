/**
 * A WSDL of services of several port types (node-soap's multi-service.wsdl: Hello_Service's port of
 * Hello_PortType at /SayHello/, Bye_Service's ports of Bye_PortType and Another_Bye_PortType at
 * /SayBye/ and /SayAnotherBye/, rpc/encoded): the import writes one spec of three port types, the
 * served WSDL declares the original's port types, bindings, ports and services, and over real HTTP
 * Python zeep (built from the ORIGINAL WSDL and from the served one) calls every operation of every
 * service at its port, while the generated client calls each operation of a node-soap server built
 * from the original at its port (which answers in another namespace than the WSDL says: only its
 * handlers being reached is checked).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { listen } from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceOptions, SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, ROOT } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { SHARED, SHARED_PRESENT } from '../support/wsdl-corpus.js';
import { zeep, zeepFromWsdl } from '../support/zeep.js';

const SCRATCH = join(ROOT, 'test/.generated', 'several-port-types');
const ORIGINAL = join(SHARED, 'node-soap/wsdl/multi-service.wsdl');
const TNS = 'http://www.examples.com/wsdl/HelloService.wsdl';
/** Each operation, the binding carrying it and the path of its port. */
const OPERATIONS = [
  ['sayHello', 'Hello_Binding', '/SayHello'],
  ['sayBye', 'Bye_Binding', '/SayBye'],
  ['sayAnotherBye', 'Another_Bye_Binding', '/SayAnotherBye'],
] as const;

/** A WSDL's port types with their operations, bindings with their port types and operations, ports with their bindings and paths, services with their ports: each sorted. */
function structure(wsdl: string): Record<string, string[]> {
  const prefix = '(?:wsdl:)?';
  const all = (re: string): RegExpMatchArray[] => [...wsdl.matchAll(new RegExp(re, 'g'))];
  const operations = (body: string): string => [...body.matchAll(new RegExp(`<${prefix}operation name="([^"]+)"`, 'g'))].map((m) => m[1]).join(' ');
  return {
    portTypes: all(`<${prefix}portType name="([^"]+)">([\\s\\S]*?)</${prefix}portType>`)
      .map((m) => `${m[1]}: ${operations(m[2]!)}`)
      .sort(),
    bindings: all(`<${prefix}binding name="([^"]+)" type="[^:"]+:([^"]+)">([\\s\\S]*?)</${prefix}binding>`)
      .map((m) => `${m[1]} of ${m[2]}: ${operations(m[3]!)}`)
      .sort(),
    ports: all(`<${prefix}port (?:name="([^"]+)" binding="[^:"]+:([^"]+)"|binding="[^:"]+:([^"]+)" name="([^"]+)")>\\s*<\\w+:address location="([^"]+)"`)
      .map((m) => `${m[1] ?? m[4]} of ${m[2] ?? m[3]} at ${new URL(m[5]!).pathname.replace(/\/$/, '')}`)
      .sort(),
    services: all(`<${prefix}service name="([^"]+)">([\\s\\S]*?)</${prefix}service>`)
      .map((m) => `${m[1]}: ${[...m[2]!.matchAll(/name="([^"]+)"/g)].map((p) => p[1]).join(' ')}`)
      .sort(),
  };
}

type Greeter = Record<(typeof OPERATIONS)[number][0], (request: { firstName: string }) => Promise<string>>;

describe.skipIf(!SHARED_PRESENT)('services of three port types in one WSDL', () => {
  let running: RunningServer;
  /** Each call the handler answered, with the path it came to. */
  const received: string[] = [];
  let yaml: string;
  let HelloClient: new (options: { baseUrl: string; port?: string }) => Greeter;
  beforeAll(async () => {
    mkdirSync(SCRATCH, { recursive: true });
    yaml = (await importWsdl(ORIGINAL, 'multi-service.wsdl')).yaml;
    writeFileSync(join(SCRATCH, 'service.yaml'), yaml);
    const generated = await generateSpec('test/.generated/several-port-types/service.yaml', 'several-port-types');
    const { createHello_Service } = await generated.load<{ createHello_Service: (handler: object, options: ServiceOptions) => SoapService }>('server');
    let path = '';
    const answer = (op: string) => (request: { firstName: string }) => (received.push(`${op} ${path}`), `${op}, ${request.firstName}`);
    const service = createHello_Service(Object.fromEntries(OPERATIONS.map(([op]) => [op, answer(op)])), {});
    running = await serve((request) => ((path = request.path), service(request)));
    ({ Hello_ServiceClient: HelloClient } = await generated.load<{ Hello_ServiceClient: typeof HelloClient }>('client'));
  }, 60_000);
  afterAll(() => running?.close());

  it('imports into one spec of three port types, each binding naming its own', () => {
    expect(yaml).toContain('    portType: Hello_PortType\n    portTypes: { Bye_PortType: [sayBye], Another_Bye_PortType: [sayAnotherBye] }\n');
    expect(yaml).toContain(
      '    bindings: { soap11: [Hello_Binding, { name: Bye_Binding, portType: Bye_PortType }, { name: Another_Bye_Binding, portType: Another_Bye_PortType }] }\n',
    );
    expect(yaml).toContain('    services: { Bye_Service: [Bye_Port, Another_Bye_Port] }\n');
  });

  it("serves a WSDL of the original's port types, bindings, ports and services", async () => {
    const served = await (await fetch(`${running.origin}/SayHello?wsdl`)).text();
    expect(structure(served)).toEqual(structure(readFileSync(ORIGINAL, 'utf8')));
    expect(structure(served).portTypes).toEqual(['Another_Bye_PortType: sayAnotherBye', 'Bye_PortType: sayBye', 'Hello_PortType: sayHello']);
  });

  it.skipIf(!haveZeep())(
    'zeep built from the original calls every operation of every service at its port',
    async () => {
      received.length = 0;
      const bindings = Object.fromEntries(
        OPERATIONS.map(([op, binding, path]) => [
          op,
          { binding: `{${TNS}}${binding}`, address: `${running.origin}${path}/`, calls: [[op, { firstName: 'Ann' }] as const] },
        ]),
      );
      const { results } = await zeepFromWsdl(ORIGINAL, running.origin, bindings, []);
      expect(results).toEqual({
        sayHello: [{ result: 'sayHello, Ann' }],
        sayBye: [{ result: 'sayBye, Ann' }],
        sayAnotherBye: [{ result: 'sayAnotherBye, Ann' }],
      });
      expect(received).toEqual(['sayHello /SayHello/', 'sayBye /SayBye/', 'sayAnotherBye /SayAnotherBye/']);
    },
    60_000,
  );

  it.skipIf(!haveZeep())(
    'zeep built from the served WSDL finds each port in its service and calls its operation there',
    async () => {
      received.length = 0;
      const outcomes = await zeep(`${running.origin}/SayHello?wsdl`, Object.fromEntries(OPERATIONS.map(([op]) => [op, { firstName: 'Bo' }])));
      for (const [op, binding] of OPERATIONS) {
        const port = binding.replace('_Binding', '_Port');
        expect(outcomes[port]![op], port).toEqual({ result: `${op}, Bo` });
        // The other operations are none of its binding's.
        for (const [other] of OPERATIONS.filter(([o]) => o !== op)) expect(outcomes[port]![other]!.error, `${other} at ${port}`).toMatch(other);
      }
      expect(received.sort()).toEqual(['sayAnotherBye /SayAnotherBye', 'sayBye /SayBye', 'sayHello /SayHello']);
    },
    60_000,
  );

  it('the generated client calls a node-soap server built from the original, each operation at its port', async () => {
    const calls: string[] = [];
    const port = (op: string) => ({
      [op]: (args: { firstName: string }) => (
        calls.push(op),
        { [op === 'sayHello' ? 'greeting' : op === 'sayBye' ? 'bye' : 'another_bye']: `${op} to ${args.firstName}` }
      ),
    });
    const services = { Hello_Service: { Hello_Port: port('sayHello') }, Bye_Service: { Bye_Port: port('sayBye'), Another_Bye_Port: port('sayAnotherBye') } };
    const http: Server = createServer();
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      // node-soap answers one path per listen: one for each port's.
      for (const [, , path] of OPERATIONS) {
        await new Promise<void>((resolve, reject) =>
          listen(http, {
            path: `${path}/`,
            services,
            xml: readFileSync(ORIGINAL, 'utf8'),
            callback: (error: unknown) => (error ? reject(error as Error) : resolve()),
          }),
        );
      }
      const address = http.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const client = new HelloClient({ baseUrl: `http://127.0.0.1:${address.port}` });
      // node-soap writes an rpc response wrapper in the WSDL's targetNamespace, not in its soap:body's
      // namespace, where the client looks for it: only that each call reached its handler is checked.
      for (const [op] of OPERATIONS) await expect(client[op]({ firstName: 'Cy' }), op).rejects.toThrow(`${op}: the response holds no ${op}Response`);
      expect(calls).toEqual(['sayHello', 'sayBye', 'sayAnotherBye']);
      await expect(new HelloClient({ baseUrl: `http://127.0.0.1:${address.port}`, port: 'Bye_Port' }).sayHello({ firstName: 'Cy' })).rejects.toThrow(
        'Hello_Service: port Bye_Port does not offer sayHello (it is offered at /SayHello)',
      );
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });
});
