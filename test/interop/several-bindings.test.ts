/**
 * One port type offered through several SOAP bindings of one transport (WCF publishes a binding per
 * policy: WSHttpBinding_IService and CustomBinding_IService, both SOAP 1.2), each port at its own
 * path (/Service and /Service/custom): the import keeps both bindings, their ports and paths, the
 * served WSDL lists them as the original does, and over real HTTP Python zeep (built from the
 * ORIGINAL WSDL and from the served one), node-soap and the generated client call the generated
 * server through every port, each at its path.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClientAsync } from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import type { SoapService, ServiceOptions } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec, ROOT } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { specIssues } from '../support/spec-issues.js';
import { zeep, zeepFromWsdl } from '../support/zeep.js';

const SCRATCH = join(ROOT, 'test/.generated', 'several-bindings');
const ORIGINAL = join(ROOT, 'test/fixtures/wsdl/corpus/wcf/CertificateAuth.wsdl');
const BINDINGS = { ws: '{http://tempuri.org/}WSHttpBinding_IService', custom: '{http://tempuri.org/}CustomBinding_IService' };

/** The bindings of a WSDL (name and port type) and its ports (name, binding and the path of its address), in document order. */
function structure(wsdl: string): { bindings: string[][]; ports: string[][] } {
  return {
    bindings: [...wsdl.matchAll(/<wsdl:binding name="([^"]+)" type="[^:"]+:([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
    ports: [...wsdl.matchAll(/<wsdl:port name="([^"]+)" binding="[^:"]+:([^"]+)">\s*<\w+:address location="([^"]+)"/g)].map((m) => [
      m[1]!,
      m[2]!,
      new URL(m[3]!).pathname,
    ]),
  };
}

type Client = new (options: { baseUrl: string; port?: string }) => { getMessage(request: object): Promise<string | null> };

describe('one port type through two SOAP 1.2 bindings', () => {
  let running: RunningServer;
  /** The path of each call the handler answered. */
  const received: string[] = [];
  let yaml: string;
  let ServiceClient: Client;
  beforeAll(async () => {
    mkdirSync(SCRATCH, { recursive: true });
    yaml = (await importWsdl(ORIGINAL, 'CertificateAuth.wsdl')).yaml;
    writeFileSync(join(SCRATCH, 'service.yaml'), yaml);
    const generated = await generateSpec('test/.generated/several-bindings/service.yaml', 'several-bindings');
    const { createService } = await generated.load<{ createService: (handler: object, options: ServiceOptions) => SoapService }>('server');
    let path = '';
    const service = createService({ getMessage: () => (received.push(path), `hello from ${path}`) }, {});
    running = await serve((request) => ((path = request.path), service(request)));
    ({ ServiceClient } = await generated.load<{ ServiceClient: Client }>('client'));
  }, 60_000);
  afterAll(() => running?.close());

  it('imports into one spec listing both bindings and the port of each', () => {
    expect(yaml).toContain('    bindings: { soap12: [WSHttpBinding_IService, CustomBinding_IService] }\n');
    expect(yaml).toContain(
      '    ports: { soap12: [WSHttpBinding_IService, { name: CustomBinding_IService, binding: CustomBinding_IService, path: "/Service/custom" }] }\n',
    );
  });

  it('serves a WSDL with the bindings and ports of the original, each port at its path', async () => {
    const served = await (await fetch(`${running.origin}/Service?wsdl`)).text();
    expect(structure(served)).toEqual(structure(readFileSync(ORIGINAL, 'utf8')));
  });

  it.skipIf(!haveZeep())(
    'zeep built from the original calls through each binding',
    async () => {
      const { results } = await zeepFromWsdl(ORIGINAL, `${running.origin}/Service/custom`, BINDINGS, [['GetMessage', {}]]);
      expect(results).toEqual({ ws: [{ result: 'hello from /Service/custom' }], custom: [{ result: 'hello from /Service/custom' }] });
    },
    60_000,
  );

  it.skipIf(!haveZeep())(
    'zeep built from the served WSDL calls each port at its path',
    async () => {
      const outcomes = await zeep(`${running.origin}/Service?wsdl`, { GetMessage: {} });
      expect(outcomes).toEqual({
        WSHttpBinding_IService: { GetMessage: { result: 'hello from /Service' } },
        CustomBinding_IService: { GetMessage: { result: 'hello from /Service/custom' } },
      });
    },
    60_000,
  );

  it('node-soap built from the served WSDL calls each port at its path', async () => {
    const client = await createClientAsync(`${running.origin}/Service?wsdl`, { forceSoap12Headers: true, disableCache: true });
    type Method = (args: object, done: (error: unknown, result: Record<string, unknown>) => void) => void;
    const service = (client as unknown as Record<string, Record<string, Record<string, Method>>>)['Service']!;
    for (const port of ['WSHttpBinding_IService', 'CustomBinding_IService']) {
      const result = await new Promise((resolve, reject) => service[port]!['GetMessage']!({}, (e, r) => (e ? reject(e as Error) : resolve(r))));
      expect(result, port).toEqual({ GetMessageResult: `hello from ${port === 'WSHttpBinding_IService' ? '/Service' : '/Service/custom'}` });
    }
  });

  it('the generated client calls the service, or the port it is given, at its path', async () => {
    received.length = 0;
    expect(await new ServiceClient({ baseUrl: running.origin }).getMessage({})).toBe('hello from /Service');
    expect(await new ServiceClient({ baseUrl: `${running.origin}/Service`, port: 'CustomBinding_IService' }).getMessage({})).toBe('hello from /Service/custom');
    expect(() => new ServiceClient({ baseUrl: running.origin, port: 'Nope' })).toThrow(
      'Service has no port Nope (its ports: WSHttpBinding_IService, CustomBinding_IService)',
    );
    expect(received).toEqual(['/Service', '/Service/custom']);
  });

  it('answers a port at its path with or without a trailing /, and nothing below it', async () => {
    const post = (path: string): Promise<Response> =>
      fetch(`${running.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/soap+xml; charset=utf-8' }, body: ENVELOPE });
    expect((await post('/service/custom/')).status).toBe(200);
    expect((await post('/Service/custom/x')).status).toBe(404);
  });
});

const ENVELOPE =
  '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><GetMessage xmlns="http://tempuri.org/" /></soap:Body></soap:Envelope>';

describe('several bindings of a transport in a spec', () => {
  const spec = (wsdl: string): string[] =>
    specIssues(
      `service: { name: S, namespace: "urn:s", path: /s.asmx, transports: [soap12], wsdl: { ${wsdl} } }\noperations:\n  Op: { params: {}, result: int }\n`,
    );

  it('a port of a binding the transport does not have is refused, naming them', () => {
    expect(spec('bindings: { soap12: [A, B] }, ports: { soap12: [A, { name: C, binding: D }] }').join('\n')).toMatch(
      /wsdl port C offers the binding D, which is none of the soap12 bindings \(A, B\)/,
    );
  });

  it('two bindings of one name are refused', () => {
    expect(spec('bindings: { soap12: [A, A] }').join('\n')).toMatch(/service wsdl bindings: "A" names two of them/);
  });

  it('a binding no port names gets a port of its name', () => {
    expect(spec('bindings: { soap12: [A, B] }')).toEqual([]);
  });

  it('a port path below the service path is refused when HTTP POST calls operations there', () => {
    const issues = specIssues(
      'service: { name: S, namespace: "urn:s", path: /s.asmx, wsdl: { ports: { soap12: [{ name: P, path: /s.asmx/p }] } } }\noperations:\n  Op: { params: {}, result: int }\n',
    );
    expect(issues.join('\n')).toMatch(/wsdl port P path \/s.asmx\/p is below the service's path, where HTTP POST calls <path>\/<Operation>/);
  });

  it('a port path must be a path', () => {
    expect(spec('ports: { soap12: [{ name: P, path: "p/" }] }').join('\n')).toMatch(/wsdl port P path "p\/" must start with \/ and not end with \//);
  });
});
