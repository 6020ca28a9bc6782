/**
 * A WSDL of two port types each holding an operation `greet` of one request (one body element, an
 * empty SOAP action), each bound and served at a port of its own, in document style and in rpc
 * style (whose wrappers are named after the operation): the import names the second after its port
 * type as well, the served WSDL keeps `greet` in each port type, and over real HTTP zeep (built
 * from the original and from the served WSDL) and the generated client reach each port type's
 * handler method at its port.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceOptions, SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, ROOT } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { zeep, zeepFromWsdl } from '../support/zeep.js';

const TNS = 'urn:greetings';

/** Each style's WSDL and the greet request body it takes. */
const CASES = [
  { style: 'document', fixture: 'shared-operation-names', body: `<greet xmlns="${TNS}"><name>Di</name></greet>` },
  { style: 'rpc', fixture: 'shared-operation-names-rpc', body: `<g:greet xmlns:g="${TNS}"><name>Di</name></g:greet>` },
] as const;

type Greetings = Record<'greet' | 'greet_Farewell', (request: { name: string }) => Promise<string>>;

describe.each(CASES)('operations of one name in two port types, each at its port ($style)', ({ fixture, body }) => {
  const SCRATCH = join(ROOT, 'test/.generated', fixture);
  const ORIGINAL = join(ROOT, 'test/fixtures/wsdl', `${fixture}.wsdl`);
  let running: RunningServer;
  /** Each handler method reached, with the path its request came to. */
  const received: string[] = [];
  let yaml: string;
  let GreetingsClient: new (options: { baseUrl: string; port?: string }) => Greetings;
  beforeAll(async () => {
    mkdirSync(SCRATCH, { recursive: true });
    yaml = (await importWsdl(ORIGINAL, `${fixture}.wsdl`)).yaml;
    writeFileSync(join(SCRATCH, 'service.yaml'), yaml);
    const generated = await generateSpec(`test/.generated/${fixture}/service.yaml`, fixture);
    const { createGreetingsService } = await generated.load<{ createGreetingsService: (handler: object, options: ServiceOptions) => SoapService }>('server');
    let path = '';
    const service = createGreetingsService(
      {
        greet: (request: { name: string }) => (received.push(`greet ${path}`), `Hello, ${request.name}`),
        greet_Farewell: (request: { name: string }) => (received.push(`greet_Farewell ${path}`), `Goodbye, ${request.name}`),
      },
      {},
    );
    running = await serve((request) => ((path = request.path), service(request)));
    ({ GreetingsClient } = await generated.load<{ GreetingsClient: typeof GreetingsClient }>('client'));
  }, 60_000);
  afterAll(() => running?.close());

  it("imports the second port type's operation under its name and its port type's, keeping its WSDL name", () => {
    expect(yaml).toContain('    portTypes: { Farewell: [greet_Farewell] }\n');
    expect(yaml).toMatch(/\n {2}greet:\n[\s\S]*\n {2}greet_Farewell:\n[\s\S]*\n {4}wsdl: \{ name: greet, /);
  });

  it('serves a WSDL whose port types each hold greet, bound by their own bindings', async () => {
    const served = await (await fetch(`${running.origin}/welcome?wsdl`)).text();
    const portTypes = [...served.matchAll(/<wsdl:portType name="(\w+)">([\s\S]*?)<\/wsdl:portType>/g)].map(
      (m) => `${m[1]}: ${[...m[2]!.matchAll(/<wsdl:operation name="(\w+)"/g)].map((o) => o[1]).join(' ')}`,
    );
    expect(portTypes).toEqual(['Welcome: greet', 'Farewell: greet']);
    const bindings = [...served.matchAll(/<wsdl:binding name="(\w+)" type="\w+:(\w+)">([\s\S]*?)<\/wsdl:binding>/g)].map(
      (m) => `${m[1]} of ${m[2]}: ${[...m[3]!.matchAll(/<wsdl:operation name="(\w+)"/g)].map((o) => o[1]).join(' ')}`,
    );
    expect(bindings).toEqual(['WelcomeBinding of Welcome: greet', 'FarewellBinding of Farewell: greet']);
    expect(served).not.toContain('greet_Farewell');
  });

  it("the help page of the second port type's operation names it as the WSDL does", async () => {
    const page = await (await fetch(`${running.origin}/welcome?op=greet_Farewell`)).text();
    expect(page).toContain('<h2>greet_Farewell</h2>');
    expect(page).toContain('In the WSDL: operation <code>greet</code> of port type <code>Farewell</code>.');
    expect(await (await fetch(`${running.origin}/welcome?op=greet`)).text()).not.toContain('In the WSDL:');
  });

  it('routes a request to the operation of the port it comes to', async () => {
    received.length = 0;
    const envelope = `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`;
    const post = (path: string) =>
      fetch(`${running.origin}${path}`, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' }, body: envelope }).then(
        (r) => r.text(),
      );
    expect(await post('/welcome')).toMatch(/<greeting( xmlns="")?>Hello, Di<\/greeting>/);
    expect(await post('/farewell')).toMatch(/<greeting( xmlns="")?>Goodbye, Di<\/greeting>/);
    expect(received).toEqual(['greet /welcome', 'greet_Farewell /farewell']);
  });

  it.skipIf(!haveZeep())(
    'zeep built from the original calls greet at each port, reaching its port type’s handler method',
    async () => {
      received.length = 0;
      const bindings = Object.fromEntries(
        [
          ['WelcomeBinding', '/welcome'],
          ['FarewellBinding', '/farewell'],
        ].map(([binding, path]) => [
          binding,
          { binding: `{${TNS}}${binding}`, address: `${running.origin}${path}`, calls: [['greet', { name: 'Ann' }] as const] },
        ]),
      );
      const { results } = await zeepFromWsdl(ORIGINAL, running.origin, bindings, []);
      expect(results).toEqual({ WelcomeBinding: [{ result: 'Hello, Ann' }], FarewellBinding: [{ result: 'Goodbye, Ann' }] });
      expect(received).toEqual(['greet /welcome', 'greet_Farewell /farewell']);
    },
    60_000,
  );

  it.skipIf(!haveZeep())(
    'zeep built from the served WSDL calls greet at each port',
    async () => {
      received.length = 0;
      const outcomes = await zeep(`${running.origin}/welcome?wsdl`, { greet: { name: 'Bo' } });
      expect(outcomes.WelcomePort!.greet).toEqual({ result: 'Hello, Bo' });
      expect(outcomes.FarewellPort!.greet).toEqual({ result: 'Goodbye, Bo' });
      expect(received.sort()).toEqual(['greet /welcome', 'greet_Farewell /farewell']);
    },
    60_000,
  );

  it("the generated client calls each port type's operation at its port", async () => {
    received.length = 0;
    const client = new GreetingsClient({ baseUrl: running.origin });
    expect(await client.greet({ name: 'Cy' })).toBe('Hello, Cy');
    expect(await client.greet_Farewell({ name: 'Cy' })).toBe('Goodbye, Cy');
    expect(received).toEqual(['greet /welcome', 'greet_Farewell /farewell']);
    await expect(new GreetingsClient({ baseUrl: running.origin, port: 'WelcomePort' }).greet_Farewell({ name: 'Cy' })).rejects.toThrow(
      'port WelcomePort does not offer greet_Farewell',
    );
  });
});
