/**
 * Declared faults, end to end: a handler throws the generated fault class with its typed detail;
 * the server writes faultcode/faultstring/detail (SOAP 1.1) or Code/Reason/Detail (SOAP 1.2) with
 * the detail element; the generated client rejects with the same class, its detail decoded. A
 * fault the operation does not declare, and any other error, stay a plain Server fault.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import { ServiceError } from 'soapgen/runtime/client/client.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { parseSpec } from '../../generator/spec/index.js';
import { generateSpec, type FaultClass } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint } from '../support/requirements.js';
import { post } from '../support/soap.js';
import { schemaOf, xmllint } from '../support/xmllint.js';

const NS = 'http://example.org/vault/';
interface Client {
  unlock(request: { Title: string; Pin: number }): Promise<string>;
  readNote(request: { Title: string }, options: object): Promise<string>;
}
type ClientClass = new (options: { baseUrl: string; transport: Transport }) => Client;

let server: RunningServer;
let faults: { NoteMissingFault: FaultClass; LockedFault: FaultClass };
let VaultClient: ClientClass;
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/protocol/vault.yaml', 'protocol-faults');
  const { createVaultService } = await service.load<{ createVaultService: (handler: unknown) => SoapService }>('server');
  ({ VaultClient } = await service.load<{ VaultClient: ClientClass }>('client'));
  faults = await service.load('faults');
  const handler = {
    unlock({ Title, Pin }: { Title: string; Pin: number }): string {
      if (Title === 'lost') throw new faults.NoteMissingFault({ Title, Suggestions: ['last', 'list'] }, `No note called ${Title}.`);
      if (Title === 'nil') throw new faults.NoteMissingFault({ Title: 'nil', Suggestions: [] }, 'Nothing & <nobody>.');
      if (Pin !== 1234) throw new faults.LockedFault(30, 'Wrong pin.', { code: 'Client' });
      if (Title === 'crash') throw new Error('disk on fire');
      return `note ${Title}`;
    },
    // Throws a fault it does not declare: answered as any other error.
    readNote(): string {
      throw new faults.LockedFault(5, 'not mine');
    },
  };
  server = await serve(createVaultService(handler));
}, 60_000);
afterAll(() => server?.close());

describe.each(['soap11', 'soap12'] as const)('over %s', (transport) => {
  const client = (): Client => new VaultClient({ baseUrl: server.origin, transport });
  const server12 = (code: string): string => (transport === 'soap11' ? code : code === 'Client' ? 'Sender' : 'Receiver');

  it.each([
    // request, fault class, its code (SOAP 1.1 names), message, decoded detail
    [{ Title: 'lost', Pin: 1 }, 'NoteMissingFault', 'Server', 'No note called lost.', { Title: 'lost', Suggestions: ['last', 'list'] }],
    [{ Title: 'nil', Pin: 1 }, 'NoteMissingFault', 'Server', 'Nothing & <nobody>.', { Title: 'nil', Suggestions: [] }],
    [{ Title: 'x', Pin: 1 }, 'LockedFault', 'Client', 'Wrong pin.', 30],
  ] as const)('%o: the client rejects with the declared class and its detail', async (request, name, code, message, detail) => {
    const error = await client()
      .unlock(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(faults[name]);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ name, kind: 'fault', code: server12(code), message, detail, status: 500 });
  });

  it.each([
    ['an error', () => client().unlock({ Title: 'crash', Pin: 1234 }), 'Server was unable to process request. ---> disk on fire'],
    [
      'a fault the operation does not declare',
      () => client().readNote({ Title: 't' }, { soapHeaders: { Session: 's' } }),
      'Server was unable to process request. ---> not mine',
    ],
  ])('%s stays a plain Server fault', async (_case, call, message) => {
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).not.toBeInstanceOf(faults.LockedFault);
    expect(error).toMatchObject({ kind: 'fault', code: server12('Server'), message });
  });

  it('writes the detail element in the service namespace', async () => {
    const envelopeNs = transport === 'soap11' ? 'http://schemas.xmlsoap.org/soap/envelope/' : 'http://www.w3.org/2003/05/soap-envelope';
    const r = await post(
      `${server.origin}/Vault.asmx`,
      `<e:Envelope xmlns:e="${envelopeNs}"><e:Body><Unlock xmlns="${NS}"><Title>lost</Title><Pin>1</Pin></Unlock></e:Body></e:Envelope>`,
      transport === 'soap11'
        ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}Unlock"` }
        : { 'content-type': 'application/soap+xml; charset=utf-8' },
    );
    expect(r.status).toBe(500);
    const detail = `<NoteMissing xmlns="${NS}"><Title>lost</Title><Suggestions><Title>last</Title><Title>list</Title></Suggestions></NoteMissing>`;
    expect(r.body).toContain(
      transport === 'soap11'
        ? `<faultcode>soap:Server</faultcode><faultstring>No note called lost.</faultstring><detail>${detail}</detail>`
        : `<soap:Reason><soap:Text xml:lang="en">No note called lost.</soap:Text></soap:Reason><soap:Detail>${detail}</soap:Detail>`,
    );
  });
});

it('over HTTP POST, which has no fault detail, the message is the text/plain 500 ASMX sends', async () => {
  const error = await new VaultClient({ baseUrl: server.origin, transport: 'httpPost' }).unlock({ Title: 'lost', Pin: 1 }).catch((e: unknown) => e);
  expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Unlock failed with HTTP 500: No note called lost.' });
});

describe('the served WSDL', () => {
  let wsdl: string;
  beforeAll(async () => {
    wsdl = await (await fetch(`${server.origin}/Vault.asmx?WSDL`)).text();
  });

  it('declares the detail elements, a message per fault and the faults in the port type and both SOAP bindings', () => {
    expect(wsdl).toContain('<s:element name="NoteMissing" type="tns:NoteMissing" />');
    expect(wsdl).toContain('<s:element name="Locked" type="s:int" />');
    expect(wsdl).toContain('<wsdl:message name="UnlockNoteMissingFault">\n    <wsdl:part name="detail" element="tns:NoteMissing" />');
    expect(wsdl).toContain(
      '<wsdl:fault name="NoteMissing" message="tns:UnlockNoteMissingFault" />\n      <wsdl:fault name="Locked" message="tns:UnlockLockedFault" />',
    );
    for (const prefix of ['soap', 'soap12'])
      expect(wsdl).toContain(`<wsdl:fault name="Locked">\n        <${prefix}:fault name="Locked" use="literal" />\n      </wsdl:fault>`);
  });

  it.skipIf(!haveXmllint())('its schema validates the detail the server writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vault-faults-'));
    writeFileSync(join(dir, 'schema.xsd'), schemaOf(wsdl, NS));
    writeFileSync(join(dir, 'detail.xml'), `<NoteMissing xmlns="${NS}"><Title>lost</Title><Suggestions><Title>last</Title></Suggestions></NoteMissing>`);
    const result = await xmllint(['--schema', join(dir, 'schema.xsd'), join(dir, 'detail.xml')]);
    expect(result.output).toContain('validates');
  });
});

it('the help page lists the faults with their detail types', async () => {
  const page = await (await fetch(`${server.origin}/Vault.asmx?op=Unlock`)).text();
  expect(page).toContain('<h3>Faults</h3>');
  expect(page).toMatch(/<td><code>NoteMissing<\/code><\/td><td><code>NoteMissing<\/code><\/td><td>No note has this title.<\/td>/);
  expect(page).toMatch(/<td><code>Locked<\/code><\/td><td><code>int<\/code><\/td>/);
  expect(page).toContain('<h3 id="type-NoteMissing">');
});

it('a detail element ending in Fault keeps its name as the class, unless a type has that name (CXF writes both)', () => {
  const spec = `service: { name: Calc, namespace: "urn:calc", path: /calc }\ntypes:\n  CalculatorFault: { fields: { faultInfo: { type: string } } }\n  Detail: { fields: { text: { type: string } } }\noperations:\n  Add:\n    params: { a: { type: int } }\n    result: int\n    faults: { CalculatorFault: { type: CalculatorFault }, DivisionFault: { type: Detail } }\n`;
  expect(parseSpec(spec, 'calc.yaml').operations[0]!.faults.map((f) => f.ts)).toEqual(['CalculatorFaultFault', 'DivisionFault']);
});

describe('a fault detail element in another namespace', () => {
  const LEDGER = 'http://example.org/ledger/';
  const ERRORS = 'http://example.org/errors/';
  let ledger: RunningServer;
  let ledgerFaults: { ShortfallFault: FaultClass; FrozenFault: FaultClass };
  let LedgerClient: new (options: { baseUrl: string; transport: Transport }) => { withdraw(request: { Amount: number }): Promise<number> };
  beforeAll(async () => {
    const service = await generateSpec('test/fixtures/protocol/fault-namespaces.yaml', 'protocol-fault-namespaces');
    const { createLedgerService } = await service.load<{ createLedgerService: (handler: unknown) => SoapService }>('server');
    ({ LedgerClient } = await service.load<{ LedgerClient: typeof LedgerClient }>('client'));
    ledgerFaults = await service.load('faults');
    ledger = await serve(
      createLedgerService({
        withdraw({ Amount }: { Amount: number }): number {
          if (Amount > 100) throw new ledgerFaults.ShortfallFault({ Missing: Amount - 100 }, 'Not enough.');
          if (Amount < 0) throw new ledgerFaults.FrozenFault('until Monday', 'Frozen.', { code: 'Client' });
          return 100 - Amount;
        },
      }),
    );
  }, 60_000);
  afterAll(() => ledger?.close());

  it('the server writes it in its namespace, its fields in theirs', async () => {
    const r = await post(
      `${ledger.origin}/Ledger.asmx`,
      `<e:Envelope xmlns:e="http://schemas.xmlsoap.org/soap/envelope/"><e:Body><Withdraw xmlns="${LEDGER}"><Amount>130</Amount></Withdraw></e:Body></e:Envelope>`,
      { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${LEDGER}Withdraw"` },
    );
    expect(r.status).toBe(500);
    expect(r.body).toContain(`<detail><Shortfall xmlns="${ERRORS}"><Missing xmlns="${LEDGER}">30</Missing></Shortfall></detail>`);
  });

  it.each(['soap11', 'soap12'] as const)('over %s the client rejects with the declared class, its detail decoded', async (transport) => {
    const client = new LedgerClient({ baseUrl: ledger.origin, transport });
    expect(await client.withdraw({ Amount: 130 }).catch((e: unknown) => e)).toBeInstanceOf(ledgerFaults.ShortfallFault);
    await expect(client.withdraw({ Amount: 130 })).rejects.toMatchObject({ name: 'ShortfallFault', message: 'Not enough.', detail: { Missing: 30 } });
    await expect(client.withdraw({ Amount: -1 })).rejects.toMatchObject({ name: 'FrozenFault', detail: 'until Monday' });
    expect(await client.withdraw({ Amount: 40 })).toBe(60);
  });

  it('the same element in the service namespace is not the declared fault', async () => {
    // A detail element of the declared name in the service's namespace is another element: a plain fault.
    const wrong = createServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/xml; charset=utf-8' });
      res.end(
        `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>Not enough.</faultstring><detail><Shortfall xmlns="${LEDGER}"><Missing>30</Missing></Shortfall></detail></soap:Fault></soap:Body></soap:Envelope>`,
      );
    });
    await new Promise<void>((resolve) => wrong.listen(0, '127.0.0.1', resolve));
    const { port } = wrong.address() as AddressInfo;
    const error = await new LedgerClient({ baseUrl: `http://127.0.0.1:${port}`, transport: 'soap11' }).withdraw({ Amount: 130 }).catch((e: unknown) => e);
    wrong.close();
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).not.toBeInstanceOf(ledgerFaults.ShortfallFault);
    expect(error).toMatchObject({ kind: 'fault', message: 'Not enough.' });
  });

  it('the served WSDL declares it in a schema of its namespace, and the fault message refers to it there', async () => {
    const wsdl = await (await fetch(`${ledger.origin}/Ledger.asmx?WSDL`)).text();
    const errorsSchema = wsdl.slice(wsdl.indexOf(`targetNamespace="${ERRORS}">`));
    expect(errorsSchema.slice(0, errorsSchema.indexOf('</s:schema>'))).toContain('<s:element name="Shortfall" type="tns:Shortfall" />');
    expect(wsdl).toContain('<wsdl:part name="detail" element="ns1:Shortfall" />');
    expect(wsdl).toContain('xmlns:ns1="http://example.org/errors/"');
  });
});
