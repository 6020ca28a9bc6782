/**
 * Declared SOAP header blocks, end to end: the generated client sends them (per call, or for
 * every call) over SOAP 1.1 and 1.2, the generated server hands them to the handler typed, the
 * handler sets response blocks and the client returns them. HTTP POST carries no headers: it is
 * offered only for operations whose request headers are all optional.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { ClientFault } from 'soapgen/runtime/server/dispatch.js';
import { parseXml } from 'soapgen/runtime/xml/parse.js';
import { generateSpec, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint, haveZeep, PYTHON } from '../support/requirements.js';
import { post } from '../support/soap.js';
import { specIssues, specWithOperations } from '../support/spec-issues.js';
import { schemaOf, xmllint } from '../support/xmllint.js';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NS = 'http://example.org/vault/';
type Headers = Record<string, unknown>;
type Context = { transport: Transport; soapHeaders: Headers; responseSoapHeaders: Headers };
interface Client {
  login(request: object, options?: object): Promise<boolean>;
  loginWithHeaders(request: object, options?: object): Promise<{ result: boolean; soapHeaders: Headers }>;
  readNote(request: object, options?: object): Promise<string>;
  echoWithHeaders(request: object, options?: object): Promise<{ result: string; soapHeaders: Headers }>;
}
type ClientClass = new (options: { baseUrl: string; transport: Transport; soapHeaders?: Headers }) => Client;

const seen: { operation: string; soapHeaders: Headers }[] = [];
const handler = {
  login(_request: object, context: Context): boolean {
    seen.push({ operation: 'Login', soapHeaders: context.soapHeaders });
    const { User, Password } = context.soapHeaders.Credentials as { User: string; Password: string };
    if (Password !== 'open') throw new ClientFault(`wrong password for ${User}`);
    context.responseSoapHeaders.Session = `S-${User}`;
    return true;
  },
  readNote(request: { Title: string }, context: Context): string {
    seen.push({ operation: 'ReadNote', soapHeaders: context.soapHeaders });
    return `${request.Title} in ${String(context.soapHeaders.Session)}`;
  },
  echo(request: { Text?: string }, context: Context): string {
    seen.push({ operation: 'Echo', soapHeaders: context.soapHeaders });
    if (context.soapHeaders.Trace !== undefined) context.responseSoapHeaders.Trace = `${String(context.soapHeaders.Trace)}/back`;
    return request.Text ?? '';
  },
};

let server: RunningServer;
let VaultClient: ClientClass;
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/protocol/vault.yaml', 'protocol');
  const { createVaultService } = await service.load<{ createVaultService: (handler: unknown) => SoapService }>('server');
  ({ VaultClient } = await service.load<{ VaultClient: ClientClass }>('client'));
  server = await serve(createVaultService(handler));
}, 60_000);
afterAll(() => server?.close());

describe.each(['soap11', 'soap12'] as const)('over %s', (transport) => {
  const client = (soapHeaders?: Headers): Client => new VaultClient({ baseUrl: server.origin, transport, ...(soapHeaders ? { soapHeaders } : {}) });

  it.each([
    // given: headers for every call, headers of the call; want: what the handler gets, the response's headers
    ['per call', undefined, { Credentials: { User: 'ann', Password: 'open' } }, { Credentials: { User: 'ann', Password: 'open' } }, { Session: 'S-ann' }],
    ['for every call', { Credentials: { User: 'bob', Password: 'open' } }, undefined, { Credentials: { User: 'bob', Password: 'open' } }, { Session: 'S-bob' }],
    [
      "the call's over every call's",
      { Credentials: { User: 'bob', Password: 'shut' } },
      { Credentials: { User: 'cy', Password: 'open' } },
      { Credentials: { User: 'cy', Password: 'open' } },
      { Session: 'S-cy' },
    ],
  ])("Login with headers %s: the handler reads them, the client returns the response's", async (_case, everyCall, perCall, wantSeen, wantBack) => {
    seen.length = 0;
    const answer = await client(everyCall).loginWithHeaders({}, perCall ? { soapHeaders: perCall } : {});
    expect(answer).toEqual({ result: true, soapHeaders: wantBack });
    expect(seen).toEqual([{ operation: 'Login', soapHeaders: wantSeen }]);
  });

  it('sends only the blocks an operation declares, optional ones when given', async () => {
    const c = client({ Session: 'S-1', Credentials: { User: 'x', Password: 'y' } });
    seen.length = 0;
    expect(await c.readNote({ Title: 'plan' })).toBe('plan in S-1');
    expect(await c.readNote({ Title: 'plan' }, { soapHeaders: { Trace: 't-9' } })).toBe('plan in S-1');
    expect(seen.map((s) => s.soapHeaders)).toEqual([
      { Session: 'S-1', Trace: undefined },
      { Session: 'S-1', Trace: 't-9' },
    ]);
  });

  it('an absent optional response header is absent; the plain call returns the result alone', async () => {
    expect(await client().echoWithHeaders({ Text: 'hi' })).toEqual({ result: 'hi', soapHeaders: { Trace: undefined } });
    expect(await client().echoWithHeaders({ Text: 'hi' }, { soapHeaders: { Trace: 'a' } })).toEqual({ result: 'hi', soapHeaders: { Trace: 'a/back' } });
  });

  it('a missing required request header is a Client fault naming it; the client refuses to send without it', async () => {
    const version = transport === 'soap11' ? 'http://schemas.xmlsoap.org/soap/envelope/' : 'http://www.w3.org/2003/05/soap-envelope';
    const body = `<e:Envelope xmlns:e="${version}"><e:Body><ReadNote xmlns="${NS}"><Title>t</Title></ReadNote></e:Body></e:Envelope>`;
    const r = await post(
      `${server.origin}/Vault.asmx`,
      body,
      transport === 'soap11'
        ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}ReadNote"` }
        : { 'content-type': 'application/soap+xml; charset=utf-8' },
    );
    expect(r.status).toBe(500);
    expect(r.body).toContain(transport === 'soap11' ? '<faultcode>soap:Client</faultcode>' : '<soap:Value>soap:Sender</soap:Value>');
    expect(r.body).toContain('Session: required element is missing');
    await expect(client().readNote({ Title: 't' })).rejects.toThrow('ReadNoteRequestHeaders.Session is required but missing');
  });

  it('a declared block marked mustUnderstand is understood; an undeclared one is not', async () => {
    const envelopeNs = transport === 'soap11' ? 'http://schemas.xmlsoap.org/soap/envelope/' : 'http://www.w3.org/2003/05/soap-envelope';
    const call = (header: string) =>
      post(
        `${server.origin}/Vault.asmx`,
        `<e:Envelope xmlns:e="${envelopeNs}"><e:Header>${header}</e:Header><e:Body><ReadNote xmlns="${NS}"><Title>t</Title></ReadNote></e:Body></e:Envelope>`,
        transport === 'soap11'
          ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}ReadNote"` }
          : { 'content-type': 'application/soap+xml; charset=utf-8' },
      );
    const understood = await call(`<Session xmlns="${NS}" e:mustUnderstand="1">S-2</Session>`);
    expect(understood.status).toBe(200);
    expect(understood.body).toContain('<ReadNoteResult>t in S-2</ReadNoteResult>');
    // Declared by Login, not by ReadNote: not understood here.
    const other = await call(
      `<Session xmlns="${NS}">S-2</Session><Credentials xmlns="${NS}" e:mustUnderstand="1"><User>u</User><Password>p</Password></Credentials>`,
    );
    expect(other.status).toBe(500);
    expect(other.body).toContain('MustUnderstand');
  });

  it('a ClientFault thrown by the handler rejects the call with a Client/Sender fault', async () => {
    await expect(client().login({}, { soapHeaders: { Credentials: { User: 'ann', Password: 'no' } } })).rejects.toMatchObject({
      kind: 'fault',
      code: transport === 'soap11' ? 'Client' : 'Sender',
      message: expect.stringContaining('wrong password for ann'),
    });
  });
});

describe('over httpPost', () => {
  const client = (): Client => new VaultClient({ baseUrl: server.origin, transport: 'httpPost' });

  it('offers an operation whose headers are all optional, with no headers either way', async () => {
    seen.length = 0;
    expect(await client().echoWithHeaders({ Text: 'form' })).toEqual({ result: 'form', soapHeaders: {} });
    expect(seen).toEqual([{ operation: 'Echo', soapHeaders: {} }]);
  });

  it('does not offer an operation with a required request header', async () => {
    await expect(client().login({})).rejects.toThrow('Login is not offered over HTTP POST');
  });
});

describe('the served WSDL', () => {
  let wsdl: string;
  beforeAll(async () => {
    wsdl = await (await fetch(`${server.origin}/Vault.asmx?WSDL`)).text();
  });

  it('declares each block as a global element, a message per operation and block, and soap:header in both bindings', () => {
    const root = parseXml(wsdl);
    const messages = root.children.filter((c) => c.name === 'message').map((m) => m.attributes.find((a) => a.name === 'name')!.value);
    expect(messages).toEqual(expect.arrayContaining(['LoginCredentials', 'LoginSession', 'ReadNoteSession', 'ReadNoteTrace', 'EchoTrace']));
    expect(wsdl).toContain('<s:element name="Credentials" type="tns:Credentials" />');
    expect(wsdl).toContain('<s:element name="Session" type="s:string" />');
    for (const prefix of ['soap', 'soap12']) {
      expect(wsdl).toContain(`<${prefix}:body use="literal" />\n        <${prefix}:header message="tns:LoginCredentials" part="Credentials" use="literal" />`);
      expect(wsdl).toContain(`<${prefix}:header message="tns:LoginSession" part="Session" use="literal" />\n      </wsdl:output>`);
    }
    expect(wsdl).not.toMatch(/HttpPostIn">\s*<wsdl:part name="Device"/); // Login is SOAP only
  });

  it.skipIf(!haveXmllint())('its schema is valid XML Schema', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vault-'));
    writeFileSync(join(dir, 'schema.xsd'), schemaOf(wsdl, NS));
    writeFileSync(join(dir, 'doc.xml'), `<Session xmlns="${NS}">x</Session>`);
    const result = await xmllint(['--schema', join(dir, 'schema.xsd'), join(dir, 'doc.xml')]);
    expect(result.output).toContain('validates');
  });
});

describe('header declarations the spec refuses', () => {
  it.each([
    [
      'one element with two types',
      '  A:\n    params: {}\n    result: int\n    requestHeaders:\n      H: { type: int }\n  B:\n    params: {}\n    result: int\n    responseHeaders:\n      H: { type: T }\n',
      ['14:7: header H of B holds T, but the request of A declares the same element holding int'],
    ],
    [
      'the element of an operation',
      '  A:\n    params: {}\n    result: int\n    requestHeaders:\n      AResponse: { type: int }\n',
      ['9:7: header AResponse of A needs the schema element AResponse, already used by operation A'],
    ],
    [
      "a body part of its operation's WSDL message",
      '  A:\n    params: {}\n    result: int\n    requestHeaders:\n      H: { type: int, wsdl: { message: ASoapIn, part: parameters } }\n',
      ['9:7: header H of A: part parameters of WSDL message ASoapIn is a part of the body'],
    ],
    [
      'one part of a shared WSDL message naming two elements',
      '  A:\n    params: {}\n    result: int\n    requestHeaders:\n      H: { type: int, wsdl: { message: Headers, part: h } }\n      G: { type: int, wsdl: { message: Headers, part: h } }\n',
      ['10:7: header G of A: part h of WSDL message Headers is element H for header H of A'],
    ],
    [
      'a fault message shared with a header',
      '  A:\n    params: {}\n    result: int\n    requestHeaders:\n      H: { type: int, wsdl: { message: Shared } }\n    faults:\n      F: { type: int, wsdl: { message: Shared } }\n',
      ["11:7: fault F of A: WSDL message Shared is also the message of header H of A; a fault's message holds its detail only"],
    ],
    [
      'a block in no namespace whose part is not named after it',
      '  A:\n    params: {}\n    result: int\n    requestHeaders:\n      H: { type: int, namespace: "", wsdl: { part: token } }\n',
      ['9:7: header H of A is in no namespace: its WSDL part is declared by type= and names the element, so the part must be H, not token'],
    ],
    [
      'an unknown key',
      '  A:\n    params: {}\n    result: int\n    requestHeaders:\n      H: { type: int, items: X }\n',
      [
        '9:23: unknown key "items" in header H (did you mean item? expected one of: type, item, itemNamespace, listType, listNamespace, itemNillable, namespace, required, nillable, description, wsdl, faults)',
      ],
    ],
    [
      'a header fault that is a list',
      '  A:\n    params: {}\n    result: int\n    requestHeaders:\n      H: { type: int, faults: { F: { type: "int[]" } } }\n',
      ['9:33: header A.F is a list: a header block holds one value (wrap the list in a type)'],
    ],
    [
      'a header fault of a key a header fault does not have',
      '  A:\n    params: {}\n    result: int\n    requestHeaders:\n      H: { type: int, faults: { F: { type: int, required: true } } }\n',
      ['9:49: unknown key "required" in header fault F (expected one of: type, namespace, description, wsdl)'],
    ],
    [
      'a header fault element holding another type than a header of its name',
      '  A:\n    params: {}\n    result: int\n    requestHeaders:\n      H: { type: int, faults: { G: { type: string } } }\n      G: { type: int }\n',
      ['9:33: header G of A holds string, but the request of A declares the same element holding int'],
    ],
  ])('%s', (_case, operations, want) => {
    expect(specIssues(specWithOperations(operations))).toEqual(want);
  });
});

describe('the help page of an operation with headers', () => {
  it("lists the request and response blocks and shows them in the SOAP samples' Header", async () => {
    const page = await (await fetch(`${server.origin}/Vault.asmx?op=Login`)).text();
    expect(page).toContain('<h3>Request SOAP headers</h3>');
    expect(page).toContain('<h3>Response SOAP headers</h3>');
    expect(page).toContain(`  &lt;soap:Header&gt;\n    &lt;Credentials xmlns=&quot;${NS}&quot;&gt;\n      &lt;User&gt;string&lt;/User&gt;`);
    expect(page).toContain(`  &lt;soap12:Header&gt;\n    &lt;Session xmlns=&quot;${NS}&quot;&gt;string&lt;/Session&gt;\n  &lt;/soap12:Header&gt;`);
  });
});

// Last: it runs for a while, and the calls above share keep-alive connections the server would close meanwhile.
it('generated code type-checks under the strictest settings', async () => {
  expect(await typeCheck('protocol', ['vault/*.ts'])).toBe('');
}, 120_000);

describe('header blocks and a fault detail in no namespace or in another', () => {
  const GATE = 'http://example.org/gate/';
  type GateClient = {
    enterWithHeaders(request: { Door: string }, options: { soapHeaders: Headers }): Promise<{ result: string; soapHeaders: Headers }>;
  };
  let gate: RunningServer;
  let GateClientClass: new (options: { baseUrl: string; transport: Transport }) => GateClient;
  let DeniedFault: new (detail: string, message: string) => Error;
  const got: Headers[] = [];
  beforeAll(async () => {
    const service = await generateSpec('test/fixtures/protocol/block-namespaces.yaml', 'protocol-block-namespaces');
    const { createGateService } = await service.load<{ createGateService: (handler: unknown) => SoapService }>('server');
    ({ GateClient: GateClientClass } = await service.load<{ GateClient: typeof GateClientClass }>('client'));
    ({ deniedFault: DeniedFault } = await service.load<{ deniedFault: typeof DeniedFault }>('faults'));
    gate = await serve(
      createGateService({
        enter(request: { Door: string }, context: Context): string {
          got.push(context.soapHeaders);
          if (request.Door === 'back') throw new DeniedFault('staff only', 'Denied.');
          context.responseSoapHeaders.receipt = 7;
          return `in by ${request.Door}`;
        },
      }),
    );
  }, 60_000);
  afterAll(() => gate?.close());

  it.each(['soap11', 'soap12'] as const)('over %s the client sends them and reads them back; the fault is decoded', async (transport) => {
    const client = new GateClientClass({ baseUrl: gate.origin, transport });
    got.length = 0;
    const answer = await client.enterWithHeaders({ Door: 'front' }, { soapHeaders: { authToken: 't-1', Audit: 'a-1' } });
    expect(answer).toEqual({ result: 'in by front', soapHeaders: { receipt: 7 } });
    expect(got).toEqual([{ authToken: 't-1', Audit: 'a-1' }]);
    const error = await client.enterWithHeaders({ Door: 'back' }, { soapHeaders: { authToken: 't-1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeniedFault);
    expect(error).toMatchObject({ message: 'Denied.', detail: 'staff only' });
  });

  it('on the wire each is in its namespace, and a mustUnderstand block in no namespace is understood', async () => {
    got.length = 0;
    const envelope = (door: string): string =>
      `<e:Envelope xmlns:e="http://schemas.xmlsoap.org/soap/envelope/"><e:Header><authToken e:mustUnderstand="1">t-2</authToken><Audit xmlns="http://example.org/audit/">a-2</Audit></e:Header>` +
      `<e:Body><Enter xmlns="${GATE}"><Door>${door}</Door></Enter></e:Body></e:Envelope>`;
    const headers = { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${GATE}Enter"` };
    const r = await post(`${gate.origin}/Gate.asmx`, envelope('front'), headers);
    expect(r.status).toBe(200);
    expect(got).toEqual([{ authToken: 't-2', Audit: 'a-2' }]);
    expect(r.body).toContain('<receipt xmlns="">7</receipt>');
    const denied = await post(`${gate.origin}/Gate.asmx`, envelope('back'), headers);
    expect(denied.body).toContain('<detail><denied xmlns="">staff only</denied></detail>');
    // The same names in the service's namespace are other elements: the required authToken is missing.
    const wrong = await post(`${gate.origin}/Gate.asmx`, envelope('front').replace('<authToken e:mustUnderstand="1">', `<authToken xmlns="${GATE}">`), headers);
    expect(wrong.status).toBe(500);
    expect(wrong.body).toContain('authToken');
  });

  it('the served WSDL declares the parts in no namespace by type= and the other block in its schema', async () => {
    const wsdl = await (await fetch(`${gate.origin}/Gate.asmx?WSDL`)).text();
    expect(wsdl).toContain('<wsdl:part name="authToken" type="s:string" />');
    expect(wsdl).toContain('<wsdl:part name="receipt" type="s:int" />');
    expect(wsdl).toContain('<wsdl:part name="denied" type="s:string" />');
    expect(wsdl).toContain('<wsdl:part name="Audit" element="ns1:Audit" />');
    expect(wsdl).not.toContain('name="authToken" type="s:string" />\n    </s:schema>');
  });
});

describe.skipIf(!haveZeep())('zeep, built from the served WSDL, sends a header block in no namespace and reads the fault detail', () => {
  let gate: RunningServer;
  const got: Headers[] = [];
  beforeAll(async () => {
    const service = await generateSpec('test/fixtures/protocol/block-namespaces.yaml', 'protocol-block-namespaces-zeep');
    const { createGateService } = await service.load<{ createGateService: (handler: unknown) => SoapService }>('server');
    const { deniedFault } = await service.load<{ deniedFault: new (detail: string, message: string) => Error }>('faults');
    gate = await serve(
      createGateService({
        enter(request: { Door: string }, context: Context): string {
          got.push(context.soapHeaders);
          if (request.Door === 'back') throw new deniedFault('staff only', 'Denied.');
          return `in by ${request.Door}`;
        },
      }),
    );
  }, 60_000);
  afterAll(() => gate?.close());

  it('as the part declared by type= says', async () => {
    const script = [
      'import json, sys, zeep',
      'from zeep.exceptions import Fault',
      'client = zeep.Client(sys.argv[1])',
      // An operation with response headers answers an envelope: its body holds the result.
      'out = {"front": client.service.Enter(Door="front", _soapheaders={"authToken": "t-z"}).body.EnterResult}',
      'try:',
      '    client.service.Enter(Door="back", _soapheaders={"authToken": "t-z"})',
      'except Fault as fault:',
      '    out["fault"] = {"message": fault.message, "detail": [[c.tag, c.text] for c in fault.detail]}',
      'print(json.dumps(out))',
    ].join('\n');
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(PYTHON, ['-c', script, `${gate.origin}/Gate.asmx?WSDL`], { timeout: 50_000 }, (error, out, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(out),
      ),
    );
    expect(JSON.parse(stdout)).toEqual({ front: 'in by front', fault: { message: 'Denied.', detail: [['denied', 'staff only']] } });
    expect(got).toEqual([{ authToken: 't-z' }, { authToken: 't-z' }]);
  });
});
