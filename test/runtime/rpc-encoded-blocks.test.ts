/**
 * Header blocks and fault details of an rpc/encoded service (test/fixtures/shapes/rpc-encoded-blocks.yaml)
 * end to end over real HTTP: SOAP-encoded like the bodies (each value says its xsi:type), both ways,
 * through the generated client and server over SOAP 1.1 and 1.2, read as Axis writes them (a block
 * pointing to a multi-reference of the Body), declared in the WSDL as parts by type= whose
 * soap:header and soap:fault say use="encoded" and the namespace, and called by zeep.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { execFile } from 'node:child_process';
import { generateSpec, ROOT, typeCheck, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { schemaCompileErrors } from '../support/xmllint.js';
import { haveZeep, PYTHON, haveXmllint } from '../support/requirements.js';
import { post, soap11Envelope } from '../support/soap.js';
import { specIssues } from '../support/spec-issues.js';

const NS = 'urn:example:enc-vault';
const ERRORS = 'urn:example:errors';
type Context = { soapHeaders: { auth: { User: string; Pin: number }; trace?: string }; responseSoapHeaders: { ticket?: string } };
type Faults = Record<'lockedFault' | 'waitFault', new (detail: unknown, message: string) => Error>;
type Client = {
  echo(request: { e: string }): Promise<string>;
  open(request: { box: string }, options?: object): Promise<string>;
  openWithHeaders(request: { box: string }, options?: object): Promise<{ result: string; soapHeaders: { ticket?: string } }>;
};

const seen: unknown[] = [];
let faults: Faults;
const handler = {
  echo(request: { e: string }) {
    seen.push({ request });
    if (request.e === 'locked') throw new faults.lockedFault({ Seconds: 1 }, 'Locked.');
    return `${request.e}!`;
  },
  open(request: { box: string }, context: Context) {
    seen.push({ request, headers: context.soapHeaders });
    if (request.box === 'locked') throw new faults.lockedFault({ Seconds: 30, Reason: 'pin' }, 'Locked for now.');
    if (request.box === 'wait') throw new faults.waitFault(5, 'Wait.');
    context.responseSoapHeaders.ticket = `T-${context.soapHeaders.auth.User}`;
    return request.box.toUpperCase();
  },
};

let generated: GeneratedService;
let server: RunningServer;
let EncVaultClient: new (options: { baseUrl: string; transport: Transport; soapHeaders?: object }) => Client;
beforeAll(async () => {
  generated = await generateSpec('test/fixtures/shapes/rpc-encoded-blocks.yaml', 'rpc-encoded-blocks');
  const { createEncVaultService } = await generated.load<{ createEncVaultService: (handler: unknown) => SoapService }>('server');
  ({ EncVaultClient } = await generated.load<{ EncVaultClient: typeof EncVaultClient }>('client'));
  faults = await generated.load<Faults>('faults');
  server = await serve(createEncVaultService(handler));
}, 60_000);
afterAll(() => server?.close());

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  const client = (): Client => new EncVaultClient({ baseUrl: server.origin, transport, soapHeaders: { auth: { User: 'ann', Pin: 7 } } });

  it('send the header blocks both ways', async () => {
    seen.length = 0;
    expect(plain(await client().openWithHeaders({ box: 'b' }, { soapHeaders: { trace: 't1' } }))).toEqual({ result: 'B', soapHeaders: { ticket: 'T-ann' } });
    expect(plain(seen)).toEqual([{ request: { box: 'b' }, headers: { auth: { User: 'ann', Pin: 7 }, trace: 't1' } }]);
  });

  it.each([
    // given: the box; want: the fault class, its detail and message
    ['locked', 'lockedFault', { Seconds: 30, Reason: 'pin' }, 'Locked for now.'],
    ['wait', 'waitFault', 5, 'Wait.'],
  ] as const)('reject with the declared fault of %s, its encoded detail decoded', async (box, type, detail, message) => {
    const error = await client()
      .open({ box })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(faults[type]);
    expect(plain((error as { detail: unknown }).detail)).toEqual(detail);
    expect((error as Error).message).toBe(message);
  });
});

describe.each(['soap11', 'soap12'] as const)('wrappers in namespaces of their own, over %s', (transport) => {
  it('the generated client and server write and read each in its namespace', async () => {
    seen.length = 0;
    const client = new EncVaultClient({ baseUrl: server.origin, transport });
    expect(await client.echo({ e: 'hi' })).toBe('hi!');
    expect(plain(seen)).toEqual([{ request: { e: 'hi' } }]);
    await expect(client.echo({ e: 'locked' })).rejects.toBeInstanceOf(faults.lockedFault);
  });
});

describe('on the wire (SOAP 1.1)', () => {
  it('routes a request in its wrapper namespace without an action, and answers in the response namespace', async () => {
    const body = `<ns1:echo xmlns:ns1="urn:service.Echo"><e xsi:type="xsd:string">x</e></ns1:echo>`;
    const answer = await post(`${server.origin}/enc-vault`, soap11Envelope(body), { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' });
    expect(answer.body).toContain(
      `<echoResponse xmlns="http://example.org/axis/services/echo" soap:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><echoReturn xmlns="" xsi:type="xsd:string">x!</echoReturn></echoResponse>`,
    );
    const wrong = await post(`${server.origin}/enc-vault`, soap11Envelope(body.replaceAll('urn:service.Echo', NS)), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: '""',
    });
    expect(wrong.body).toContain(`Server did not recognize the request element {${NS}}echo.`);
  });

  const call = (header: string, body: string) =>
    post(`${server.origin}/enc-vault`, soap11Envelope(body).replace('<soap:Body>', `<soap:Header>${header}</soap:Header><soap:Body>`), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}/open"`,
    });
  const open = (box: string) => `<ns1:open xmlns:ns1="${NS}"><box xsi:type="xsd:string">${box}</box></ns1:open>`;

  it.each([
    // given: the Header's blocks (and what the Body holds after the request); want: the handler's headers
    [
      `<ns1:auth xmlns:ns1="${NS}" xsi:type="ns1:Credentials"><User xsi:type="xsd:string">axis</User><Pin xsi:type="xsd:int">1</Pin></ns1:auth>`,
      '',
      { auth: { User: 'axis', Pin: 1 } },
    ],
    // Axis: the block points to a multi-reference written in the Body.
    [
      `<ns1:auth xmlns:ns1="${NS}" href="#id0"/><ns1:trace xmlns:ns1="${NS}" xsi:type="xsd:string">x</ns1:trace>`,
      `<multiRef id="id0" xsi:type="ns2:Credentials" xmlns:ns2="${NS}"><User xsi:type="xsd:string">ref</User><Pin xsi:type="xsd:int">2</Pin></multiRef>`,
      { auth: { User: 'ref', Pin: 2 }, trace: 'x' },
    ],
    // zeep: the block in no namespace, as its part is declared by type=.
    ['<auth><User>zeep</User><Pin>3</Pin></auth>', '', { auth: { User: 'zeep', Pin: 3 } }],
  ])('reads the blocks %s', async (header, more, want) => {
    seen.length = 0;
    const answer = await call(header, open('b') + more);
    expect(answer.status, answer.body).toBe(200);
    expect(plain(seen)).toEqual([{ request: { box: 'b' }, headers: want }]);
  });

  it.each([
    // given: the box; want: the response's Header, or the fault's detail
    ['b', `<soap:Header xmlns="${NS}"><ticket xsi:type="xsd:string">T-axis</ticket></soap:Header>`],
    [
      'locked',
      `<detail><locked xmlns="${NS}" xmlns:t="${NS}" xsi:type="t:Locked"><Seconds xmlns="" xsi:type="xsd:int">30</Seconds><Reason xmlns="" xsi:type="xsd:string">pin</Reason></locked></detail>`,
    ],
    ['wait', `<detail><wait xmlns="${ERRORS}" xsi:type="xsd:int">5</wait></detail>`],
  ])('writes %s with the type of every value', async (box, want) => {
    const answer = await call(`<ns1:auth xmlns:ns1="${NS}"><User>axis</User><Pin>1</Pin></ns1:auth>`, open(box));
    expect(answer.body).toContain(want);
  });

  it('still answers MustUnderstand for a block it does not declare', async () => {
    const answer = await call(`<x:other xmlns:x="urn:x" soap:mustUnderstand="1">1</x:other><auth><User>u</User><Pin>1</Pin></auth>`, open('b'));
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<faultcode>soap:MustUnderstand</faultcode>');
  });
});

describe('the WSDL', () => {
  it('declares the blocks and details as parts by type=, encoded in their namespace, and no global elements for them', async () => {
    const wsdl = await (await fetch(`${server.origin}/enc-vault?WSDL`)).text();
    for (const want of [
      '<wsdl:part name="auth" type="tns:Credentials" />',
      '<wsdl:part name="locked" type="tns:Locked" />',
      '<wsdl:part name="wait" type="s:int" />',
      `<soap:header message="tns:openauth" part="auth" use="encoded" namespace="${NS}" encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" />`,
      `<soap12:header message="tns:openticket" part="ticket" use="encoded" namespace="${NS}" encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" />`,
      `<soap:fault name="wait" use="encoded" namespace="${ERRORS}" encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" />`,
      // Each body in its own namespace.
      '<soap:body use="encoded" namespace="urn:service.Echo" encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" />',
      '<soap12:body use="encoded" namespace="http://example.org/axis/services/echo" encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" />',
    ])
      expect(wsdl).toContain(want);
    expect(wsdl).not.toMatch(/<s:element name="(auth|trace|ticket|locked|wait)"/);
  });
});

describe('the help pages', () => {
  const page = async (op: string): Promise<string> => {
    const html = await (await fetch(`${server.origin}/enc-vault?op=${op}`)).text();
    return html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  };
  it.each([
    // given: the operation; want: lines of its samples, as the messages are written
    [
      'open',
      [
        `<auth xmlns="${NS}" xmlns:t="${NS}" xsi:type="t:Credentials">`,
        '<Pin xmlns="" xsi:type="xsd:int">int</Pin>',
        '<box xmlns="" xsi:type="xsd:string">string</box>',
      ],
    ],
    [
      'echo',
      [
        '<echo xmlns="urn:service.Echo">',
        '<echoResponse xmlns="http://example.org/axis/services/echo">',
        '<echoReturn xmlns="" xsi:type="xsd:string">string</echoReturn>',
      ],
    ],
  ])('of %s show the encoded blocks and bodies in their namespaces', async (op, want) => {
    const text = await page(op);
    for (const line of want) expect(text).toContain(line);
  });
});

describe('the spec', () => {
  it.each([
    ['style: document', 'requestNamespace: ""', 'requestNamespace "" (no namespace) is an rpc wrapper\'s only'],
    ['style: rpc, rpcWrappers: unqualified', 'requestNamespace: "urn:x"', 'requestNamespace is the namespace of a request element'],
    ['style: rpc, rpcWrappers: unqualified', 'responseNamespace: "urn:x"', 'responseNamespace is the namespace of a response element'],
  ])('with %s, refuses %s', (style, key, message) => {
    const spec = `service: { name: S, namespace: "urn:s", path: /s, ${style} }\noperations:\n  Op:\n    ${key}\n    params: {}\n    result: int\n`;
    expect(specIssues(spec)).toContainEqual(expect.stringContaining(message));
  });

  it('refuses a fault part named apart from its encoded element', () => {
    const spec = `service: { name: S, namespace: "urn:s", path: /s, style: rpc, use: encoded }\noperations:\n  Op:\n    params: {}\n    result: int\n    faults:\n      oops: { type: int, wsdl: { part: fault } }\n`;
    expect(specIssues(spec)).toContainEqual(
      expect.stringContaining(
        'fault oops of Op is SOAP-encoded: its WSDL part is declared by type= and names the element, so the part must be oops, not fault',
      ),
    );
  });
});

/** zeep, built from the served WSDL: the request's blocks, the response's, and a fault's detail, per port. */
function zeepCalls(wsdl: string): Promise<Record<string, { result: unknown; ticket: string[]; fault: unknown }>> {
  const script = `
import json, sys, zeep
from zeep.exceptions import Fault
client = zeep.Client(sys.argv[1])
out = {}
for port in ["EncVaultSoap", "EncVaultSoap12"]:
    service = client.bind("EncVault", port)
    answer = service.open(box="z", _soapheaders={"auth": {"User": "zed", "Pin": 9}})
    # zeep reads a block declared by type= in no namespace: this one, in its namespace, comes raw.
    ticket = [e.tag + "=" + e.text for e in answer.header._raw_elements]
    try:
        service.open(box="locked", _soapheaders={"auth": {"User": "zed", "Pin": 9}})
        fault = None
    except Fault as f:
        fault = {"message": f.message, "detail": [(d.tag, [t for t in d.itertext()]) for d in f.detail]}
    out[port] = {"result": answer.body["return"], "ticket": ticket, "fault": fault}
print(json.dumps(out))
`;
  return new Promise((resolve, reject) => {
    execFile(PYTHON, ['-c', script, wsdl], { timeout: 50_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
    );
  });
}

describe.skipIf(!haveZeep())('zeep', () => {
  it('sends the encoded header block, reads the response block and the fault detail, over both SOAP ports', async () => {
    seen.length = 0;
    const outcomes = await zeepCalls(`${server.origin}/enc-vault?WSDL`);
    for (const port of ['EncVaultSoap', 'EncVaultSoap12']) {
      expect(outcomes[port]).toEqual({
        result: 'Z',
        ticket: [`{${NS}}ticket=T-zed`],
        fault: { message: 'Locked for now.', detail: [[`{${NS}}locked`, ['30', 'pin']]] },
      });
    }
    expect(plain(seen)).toContainEqual({ request: { box: 'z' }, headers: { auth: { User: 'zed', Pin: 9 } } });
  }, 60_000);
});

describe.skipIf(!haveXmllint())('the served schema', () => {
  it('compiles (xmllint)', async () => {
    const wsdl = await (await fetch(`${server.origin}/enc-vault?WSDL`)).text();
    expect(await schemaCompileErrors(wsdl, join(ROOT, 'test/.generated/schemas/enc-vault'))).toBe('');
  });
});

it('the generated code type-checks under the strictest flags', async () => {
  expect(await typeCheck('rpc-encoded-blocks', ['encvault/*.ts'])).toBe('');
}, 120_000);
