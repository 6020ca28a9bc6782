/**
 * One port type offered through several SOAP bindings of one transport (WCF publishes a binding per
 * policy: WSHttpBinding_IService and CustomBinding_IService, both SOAP 1.2): the import keeps both
 * bindings and their ports, the served WSDL lists them as the original does, and over real HTTP
 * Python zeep (built from the ORIGINAL WSDL and from the served one) and node-soap call the
 * generated server through every binding.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClientAsync } from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { ROOT } from '../support/generate.js';
import type { RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { specIssues } from '../support/spec-issues.js';
import { serveRecording, zeep, zeepFromWsdl, type Received } from '../support/zeep.js';

const SCRATCH = join(ROOT, 'test/.generated', 'several-bindings');
const ORIGINAL = join(ROOT, 'test/fixtures/wsdl/corpus/wcf/CertificateAuth.wsdl');
const BINDINGS = { ws: '{http://tempuri.org/}WSHttpBinding_IService', custom: '{http://tempuri.org/}CustomBinding_IService' };

/** The bindings of a WSDL (name and port type) and its ports (name and binding), in document order. */
function structure(wsdl: string): { bindings: string[][]; ports: string[][] } {
  return {
    bindings: [...wsdl.matchAll(/<wsdl:binding name="([^"]+)" type="[^:"]+:([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
    ports: [...wsdl.matchAll(/<wsdl:port name="([^"]+)" binding="[^:"]+:([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  };
}

describe('one port type through two SOAP 1.2 bindings', () => {
  let running: RunningServer;
  let received: Received[];
  let yaml: string;
  beforeAll(async () => {
    mkdirSync(SCRATCH, { recursive: true });
    yaml = (await importWsdl(ORIGINAL, 'CertificateAuth.wsdl')).yaml;
    writeFileSync(join(SCRATCH, 'service.yaml'), yaml);
    ({ running, received } = await serveRecording('test/.generated/several-bindings/service.yaml', 'several-bindings', 'createService', () => 'hello'));
  }, 60_000);
  afterAll(() => running?.close());

  it('imports into one spec listing both bindings and the port of each', () => {
    expect(yaml).toContain('    bindings: { soap12: [WSHttpBinding_IService, CustomBinding_IService] }\n');
    expect(yaml).toContain('    ports: { soap12: [WSHttpBinding_IService, { name: CustomBinding_IService, binding: CustomBinding_IService }] }\n');
  });

  it('serves a WSDL with the bindings and ports of the original', async () => {
    const served = await (await fetch(`${running.origin}/Service?wsdl`)).text();
    expect(structure(served)).toEqual(structure(readFileSync(ORIGINAL, 'utf8')));
  });

  it.skipIf(!haveZeep())(
    'zeep built from the original calls through each binding',
    async () => {
      received.length = 0;
      const { results } = await zeepFromWsdl(ORIGINAL, `${running.origin}/Service`, BINDINGS, [['GetMessage', {}]]);
      expect(results).toEqual({ ws: [{ result: 'hello' }], custom: [{ result: 'hello' }] });
      expect(received.map((r) => r.method)).toEqual(['getMessage', 'getMessage']);
    },
    60_000,
  );

  it.skipIf(!haveZeep())(
    'zeep built from the served WSDL calls through each port',
    async () => {
      const outcomes = await zeep(`${running.origin}/Service?wsdl`, { GetMessage: {} });
      expect(outcomes).toEqual({ WSHttpBinding_IService: { GetMessage: { result: 'hello' } }, CustomBinding_IService: { GetMessage: { result: 'hello' } } });
    },
    60_000,
  );

  it('node-soap built from the served WSDL calls through each port', async () => {
    const client = await createClientAsync(`${running.origin}/Service?wsdl`, { forceSoap12Headers: true, disableCache: true });
    type Method = (args: object, done: (error: unknown, result: Record<string, unknown>) => void) => void;
    const service = (client as unknown as Record<string, Record<string, Record<string, Method>>>)['Service']!;
    for (const port of ['WSHttpBinding_IService', 'CustomBinding_IService']) {
      const result = await new Promise((resolve, reject) => service[port]!['GetMessage']!({}, (e, r) => (e ? reject(e as Error) : resolve(r))));
      expect(result, port).toEqual({ GetMessageResult: 'hello' });
    }
  });
});

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
});
