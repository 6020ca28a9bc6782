/**
 * Robust in-only: a one-way operation declaring a fault. The server answers 202 without a body
 * when the handler returns, and the declared fault (500, with its detail) when it throws it; the
 * generated client resolves on 202 and rejects with the typed fault; zeep, built from the served
 * WSDL, gets nothing back from an accepted call and the fault from a refused one. SOAP 1.1 and 1.2
 * (HTTP POST carries no one-way operation).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { DeclaredFault } from 'soapgen/runtime/faults.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec, ROOT } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { post } from '../support/soap.js';
import { zeepFromWsdl } from '../support/zeep.js';

const NS = 'http://example.org/inbox/';
type FaultClass = new (detail: unknown, message: string) => DeclaredFault<unknown>;
interface Client {
  deliver(request: { To: string; Text?: string }): Promise<void>;
}
type ClientClass = new (options: { baseUrl: string; transport: Transport }) => Client;

let server: RunningServer;
let FullFault: FaultClass;
let InboxClient: ClientClass;
const delivered: string[] = [];
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/protocol/robust-in-only.yaml', 'robust-in-only');
  const { createInboxService } = await service.load<{ createInboxService: (handler: unknown) => SoapService }>('server');
  ({ InboxClient } = await service.load<{ InboxClient: ClientClass }>('client'));
  ({ FullFault } = await service.load<{ FullFault: FaultClass }>('faults'));
  const handler = {
    deliver({ To }: { To: string }): void {
      if (To === 'full') throw new FullFault(100, 'The mailbox of full is full.');
      delivered.push(To);
    },
  };
  server = await serve(createInboxService(handler));
}, 60_000);
afterAll(() => server?.close());

describe.each(['soap11', 'soap12'] as const)('over %s', (transport) => {
  const client = (): Client => new InboxClient({ baseUrl: server.origin, transport });

  it('an accepted call is answered 202 without a body, and the client resolves', async () => {
    await expect(client().deliver({ To: `ann-${transport}` })).resolves.toBeUndefined();
    expect(delivered).toContain(`ann-${transport}`);
    const envelopeNs = transport === 'soap11' ? 'http://schemas.xmlsoap.org/soap/envelope/' : 'http://www.w3.org/2003/05/soap-envelope';
    const answer = await post(
      `${server.origin}/Inbox.asmx`,
      `<e:Envelope xmlns:e="${envelopeNs}"><e:Body><Deliver xmlns="${NS}"><To>bob</To></Deliver></e:Body></e:Envelope>`,
      transport === 'soap11'
        ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}Deliver"` }
        : { 'content-type': 'application/soap+xml; charset=utf-8' },
    );
    expect([answer.status, answer.body]).toEqual([202, '']);
  });

  it('a refused call is answered with the declared fault, and the client rejects with its class and detail', async () => {
    const error = await client()
      .deliver({ To: 'full' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FullFault);
    expect(error).toMatchObject({ kind: 'fault', message: 'The mailbox of full is full.', detail: 100, status: 500 });
  });
});

describe('the served WSDL', () => {
  it('declares the fault on the one-way operation, in the port type and both bindings', async () => {
    const wsdl = await (await fetch(`${server.origin}/Inbox.asmx?WSDL`)).text();
    expect(wsdl).toMatch(
      /<wsdl:operation name="Deliver">\s*<wsdl:documentation[^>]*>[^<]*<\/wsdl:documentation>\s*<wsdl:input message="tns:DeliverSoapIn" \/>\s*<wsdl:fault name="Full" message="tns:\w+" \/>/,
    );
    expect(wsdl.match(/<(soap|soap12):fault name="Full"/g)).toHaveLength(2);
    expect(wsdl).not.toContain('DeliverSoapOut');
  });
});

describe.skipIf(!haveZeep())('zeep, built from the served WSDL', () => {
  it('gets nothing back from an accepted call and the fault from a refused one, over both SOAP versions', async () => {
    const file = join(ROOT, 'test/.generated/robust-in-only/served.wsdl');
    writeFileSync(file, await (await fetch(`${server.origin}/Inbox.asmx?WSDL`)).text());
    const bindings = { soap11: `{${NS}}InboxSoap`, soap12: `{${NS}}InboxSoap12` };
    const { results } = await zeepFromWsdl(file, `${server.origin}/Inbox.asmx`, bindings, [
      ['Deliver', { To: 'zed', Text: 'hi' }],
      ['Deliver', { To: 'full' }],
    ]);
    for (const transport of ['soap11', 'soap12']) {
      const [accepted, refused] = results[transport]!;
      expect(accepted).toEqual({ result: null });
      expect(refused?.fault?.message).toBe('The mailbox of full is full.');
    }
    expect(delivered.filter((to) => to === 'zed')).toHaveLength(2);
  });
});
