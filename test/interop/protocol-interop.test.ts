/**
 * Interop of SOAP headers and declared faults: Python zeep (test/interop/zeep_protocol.py) and
 * node-soap call the generated server of a hand-written spec (test/fixtures/protocol/vault.yaml)
 * over SOAP 1.1 and SOAP 1.2, with the WSDL it serves. Headers go both ways; declared faults
 * arrive with their detail element.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec, type FaultClass } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep, PYTHON } from '../support/requirements.js';

const NS = 'http://example.org/vault/';
const SCRIPT = fileURLToPath(new URL('./zeep_protocol.py', import.meta.url));
type Context = { soapHeaders: Record<string, unknown>; responseSoapHeaders: Record<string, unknown> };

let server: RunningServer;
let wsdlUrl: string;
const sessions: unknown[] = [];
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/protocol/vault.yaml', 'protocol-interop');
  const { createVaultService } = await service.load<{ createVaultService: (handler: unknown) => SoapService }>('server');
  const faults = await service.load<{ NoteMissingFault: FaultClass; LockedFault: FaultClass }>('faults');
  const handler = {
    login(request: { Device?: string }, context: Context): boolean {
      const { User } = context.soapHeaders.Credentials as { User: string };
      context.responseSoapHeaders.Session = `S-${User}-${request.Device ?? 'none'}`;
      return true;
    },
    readNote(request: { Title: string }, context: Context): string {
      sessions.push(context.soapHeaders.Session);
      return `${request.Title} in ${String(context.soapHeaders.Session)}`;
    },
    echo: (request: { Text?: string }) => request.Text ?? '',
    unlock({ Title }: { Title: string }): string {
      if (Title === 'lost') throw new faults.NoteMissingFault({ Title, Suggestions: ['last'] }, 'No note called lost.');
      throw new faults.LockedFault(30, 'Wrong pin.', { code: 'Client' });
    },
  };
  server = await serve(createVaultService(handler));
  wsdlUrl = `${server.origin}/Vault.asmx?WSDL`;
}, 60_000);
afterAll(() => server?.close());

describe.skipIf(!haveZeep())('Python zeep', () => {
  let output: Record<'soap11' | 'soap12', Record<string, unknown>>;
  beforeAll(async () => {
    output = await new Promise((resolve, reject) => {
      execFile(PYTHON, [SCRIPT, wsdlUrl], { timeout: 50_000 }, (error, stdout, stderr) => {
        if (error) reject(new Error(`zeep_protocol.py failed: ${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as typeof output);
      });
    });
  }, 60_000);

  it.each(['soap11', 'soap12'] as const)('%s: sends request headers and reads the response header', (transport) => {
    expect(output[transport].login).toEqual({ result: true, session: 'S-zed-zeep' });
    expect(output[transport].readNote).toBe('plan in S-zed');
  });

  it.each([
    ['soap11', 'Server', 'Client'],
    ['soap12', 'Receiver', 'Sender'],
  ] as const)('%s: raises Fault with the declared detail element', (transport, server, client) => {
    expect(output[transport].missing).toEqual({
      message: 'No note called lost.',
      code: expect.stringContaining(server),
      detail: { tag: `{${NS}}NoteMissing`, text: ['lost', 'last'] },
    });
    expect(output[transport].locked).toEqual({ message: 'Wrong pin.', code: expect.stringContaining(client), detail: { tag: `{${NS}}Locked`, text: ['30'] } });
  });
});

describe('node-soap', () => {
  it.each([
    ['soap11', false],
    ['soap12', true],
  ] as const)('%s: sends a header block, reads the response header and the fault detail', async (_transport, forceSoap12Headers) => {
    const client = await soap.createClientAsync(wsdlUrl, { forceSoap12Headers });
    client.addSoapHeader({ Credentials: { User: 'nod', Password: 'open' } }, '', 'tns', NS);
    const [result, , responseHeader] = await client.LoginAsync({ Device: 'node' });
    expect(result).toEqual({ LoginResult: true });
    expect(responseHeader).toEqual({ Session: 'S-nod-node' });
    const failure = (await client.UnlockAsync({ Title: 'lost', Pin: 1 }).catch((e: unknown) => e)) as {
      root?: { Envelope: { Body: { Fault: Record<string, unknown> } } };
    };
    const fault = failure.root!.Envelope.Body.Fault;
    const detail = (fault.detail ?? fault.Detail) as Record<string, unknown>;
    expect(detail.NoteMissing).toMatchObject({ Title: 'lost', Suggestions: { Title: 'last' } });
  });
});
