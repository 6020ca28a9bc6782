/**
 * Header faults, end to end: a handler throws the generated class of a header fault its request's
 * header block declares; the server answers with a fault whose Header carries that block and whose
 * Body has no detail (SOAP 1.1 §4.4: a fault about a header has none); the generated client rejects
 * with the same class, the block decoded. The served WSDL writes each soap:headerfault inside the
 * soap:header it belongs to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from 'soapgen/runtime/client/client.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec, type FaultClass } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { post } from '../support/soap.js';

const NS = 'http://example.org/locker/';
interface Client {
  open(request: { Box: string }, options?: object): Promise<string>;
  close(request: { Box: string }): Promise<boolean>;
}
type ClientClass = new (options: { baseUrl: string; transport: 'soap11' | 'soap12'; soapHeaders?: object }) => Client;

let server: RunningServer;
let faults: { SessionRefusedFault: FaultClass; TraceRefusedFault: FaultClass };
let LockerClient: ClientClass;
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/protocol/header-faults.yaml', 'header-faults');
  const { createLockerService } = await service.load<{ createLockerService: (handler: unknown) => SoapService }>('server');
  ({ LockerClient } = await service.load<{ LockerClient: ClientClass }>('client'));
  faults = await service.load('faults');
  const handler = {
    open({ Box }: { Box: string }, context: { soapHeaders: { Session: string; Trace?: string } }): string {
      const { Session, Trace } = context.soapHeaders;
      if (Session === 'old') throw new faults.SessionRefusedFault({ Reason: 'expired', RetryAfter: 30 }, 'Session expired.', { code: 'Client' });
      if (Trace === 'bad') throw new faults.TraceRefusedFault(Trace, 'Trace not accepted.');
      return `${Box} opened`;
    },
    // Throws a header fault it does not declare: answered as any other error.
    close(): boolean {
      throw new faults.SessionRefusedFault({ Reason: 'none' }, 'not mine');
    },
  };
  server = await serve(createLockerService(handler));
}, 60_000);
afterAll(() => server?.close());

describe.each(['soap11', 'soap12'] as const)('over %s', (transport) => {
  const client = (Session: string, Trace?: string): Client =>
    new LockerClient({ baseUrl: server.origin, transport, soapHeaders: { Session, ...(Trace === undefined ? {} : { Trace }) } });
  const sender = transport === 'soap11' ? 'Client' : 'Sender';

  it('a header fault of a type: the client rejects with its class, the header block decoded', async () => {
    const error = await client('old')
      .open({ Box: 'b' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(faults.SessionRefusedFault);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      name: 'SessionRefusedFault',
      kind: 'fault',
      code: sender,
      message: 'Session expired.',
      detail: { Reason: 'expired', RetryAfter: 30 },
      status: 500,
    });
  });

  it('a header fault of another namespace and a scalar', async () => {
    const error = await client('s', 'bad')
      .open({ Box: 'b' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(faults.TraceRefusedFault);
    expect(error).toMatchObject({ message: 'Trace not accepted.', detail: 'bad' });
  });

  it('answers normally when nothing is thrown', async () => {
    expect(await client('s').open({ Box: 'b' })).toBe('b opened');
  });

  it('a header fault the operation does not declare stays a plain Server fault', async () => {
    const error = await client('s')
      .close({ Box: 'b' })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(faults.SessionRefusedFault);
    expect(error).toMatchObject({ kind: 'fault', message: 'Server was unable to process request. ---> not mine' });
  });

  it('writes the block in the Header of the fault response, and no detail', async () => {
    const envelopeNs = transport === 'soap11' ? 'http://schemas.xmlsoap.org/soap/envelope/' : 'http://www.w3.org/2003/05/soap-envelope';
    const r = await post(
      `${server.origin}/Locker.asmx`,
      `<e:Envelope xmlns:e="${envelopeNs}"><e:Header><Session xmlns="${NS}">old</Session></e:Header><e:Body><Open xmlns="${NS}"><Box>b</Box></Open></e:Body></e:Envelope>`,
      transport === 'soap11'
        ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}Open"` }
        : { 'content-type': 'application/soap+xml; charset=utf-8' },
    );
    expect(r.status).toBe(500);
    expect(r.body).toContain(`<soap:Header><SessionRefused xmlns="${NS}"><Reason>expired</Reason><RetryAfter>30</RetryAfter></SessionRefused></soap:Header>`);
    expect(r.body).toMatch(transport === 'soap11' ? /<faultstring>Session expired\.<\/faultstring><\/soap:Fault>/ : /<\/soap:Reason><\/soap:Fault>/);
  });
});

describe('the served WSDL', () => {
  let wsdl: string;
  beforeAll(async () => {
    wsdl = await (await fetch(`${server.origin}/Locker.asmx?WSDL`)).text();
  });

  it('declares the header fault elements and their messages', () => {
    expect(wsdl).toContain('<s:element name="SessionRefused" type="tns:SessionProblem" />');
    expect(wsdl).toMatch(/<wsdl:message name="OpenSessionRefused">\s*<wsdl:part name="SessionRefused" element="tns:SessionRefused" \/>/);
    expect(wsdl).toMatch(/<wsdl:message name="TraceFaults">\s*<wsdl:part name="refused" element="\w+:TraceRefused" \/>/);
  });

  it('writes each soap:headerfault inside its soap:header, in both SOAP bindings', () => {
    for (const prefix of ['soap', 'soap12'])
      expect(wsdl).toMatch(
        new RegExp(
          `<${prefix}:header message="tns:OpenSession" part="Session" use="literal">\\s*<${prefix}:headerfault message="tns:OpenSessionRefused" part="SessionRefused" use="literal" />\\s*</${prefix}:header>\\s*<${prefix}:header message="tns:OpenTrace" part="Trace" use="literal">\\s*<${prefix}:headerfault message="tns:TraceFaults" part="refused" use="literal" />`,
        ),
      );
  });
});
