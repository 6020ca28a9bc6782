/**
 * A transport whose ports are all at other paths than the service's (an imported service's SOAP 1.2
 * port beside the service's own SOAP 1.1 one): the generated client sends each call over it to a
 * port offering the operation, as the WSDL's addresses say, over real HTTP to the generated server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec, ROOT } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';

const GROUP = 'ports-elsewhere';
const SPEC = `service:
  name: Relay
  namespace: "urn:example:relay"
  path: /relay
  transports: [soap11, soap12]
  wsdl:
    portType: RelayPortType
    portTypes: { SidePortType: [Side] }
    bindings: { soap11: [RelayBinding, { name: SideBinding, portType: SidePortType }], soap12: [{ name: SideBinding12, portType: SidePortType }] }
    ports: { soap11: [RelayPort, { name: SidePort, binding: SideBinding, path: "/side" }], soap12: [{ name: SidePort12, path: "/side" }] }
operations:
  Main: { params: { a: { type: string } }, result: string }
  Side: { params: { b: { type: string } }, result: string }
`;

interface Relay {
  main(request: { a?: string }): Promise<string | undefined>;
  side(request: { b?: string }): Promise<string | undefined>;
}

describe('a transport offered only at ports of their own paths', () => {
  let running: RunningServer;
  let RelayClient: new (options: { baseUrl: string; transport?: 'soap11' | 'soap12'; fetch?: typeof fetch }) => Relay;
  beforeAll(async () => {
    mkdirSync(join(ROOT, 'test/.generated', GROUP), { recursive: true });
    writeFileSync(join(ROOT, 'test/.generated', GROUP, 'relay.yaml'), SPEC);
    const generated = await generateSpec(`test/.generated/${GROUP}/relay.yaml`, GROUP);
    const { createRelayService } = await generated.load<{ createRelayService: (handler: object) => SoapService }>('server');
    running = await serve(createRelayService({ main: (r: { a?: string }) => `main ${r.a}`, side: (r: { b?: string }) => `side ${r.b}` }));
    ({ RelayClient } = await generated.load<{ RelayClient: typeof RelayClient }>('client'));
  }, 60_000);
  afterAll(() => running?.close());

  it("sends each call to a port offering it, the service's own path where a port of the transport is there", async () => {
    const sent: string[] = [];
    const recording: typeof fetch = (input, init) => (sent.push(new URL(String(input)).pathname), fetch(input, init));
    const soap12 = new RelayClient({ baseUrl: running.origin, transport: 'soap12', fetch: recording });
    expect(await soap12.side({ b: 'x' })).toBe('side x');
    const soap11 = new RelayClient({ baseUrl: running.origin, transport: 'soap11', fetch: recording });
    expect(await soap11.side({ b: 'y' })).toBe('side y');
    expect(await soap11.main({ a: 'z' })).toBe('main z');
    expect(sent).toEqual(['/side', '/side', '/relay']);
  });
});
