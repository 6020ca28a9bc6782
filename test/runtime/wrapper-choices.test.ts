/**
 * Choices and an optional sequence directly in operations' wrappers
 * (test/fixtures/shapes/wrapper-choices.yaml), end to end over real HTTP: the generated client and
 * server on SOAP 1.1 and 1.2 with each alternative, raw XML on the wire (two alternatives are a
 * Client fault), the served WSDL and help pages, and the specs the spec refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { post, soap11Envelope, soap12Envelope } from '../support/soap.js';
import { specIssues } from '../support/spec-issues.js';

const NS = 'http://example.org/tickets/';
type Call = (request: object) => Promise<unknown>;
type Client = Record<'find' | 'mark' | 'count', Call>;
type ClientClass = new (options: { baseUrl: string; transport: Transport }) => Client;

/** Without the properties left undefined, as JSON has them. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

const seen: unknown[] = [];
const handler = {
  find(request: { Event: string; Id?: number }) {
    seen.push(plain(request));
    // Either alternative of the response's choice, by what was asked.
    return request.Id === 0 ? { Event: request.Event, Reason: 'no such ticket' } : { Event: request.Event, Ticket: `T-${request.Event}` };
  },
  mark(request: { Labels?: unknown[] }) {
    seen.push(plain(request));
    return request.Labels?.length ?? 0;
  },
  count(request: { Event: string }) {
    return request.Event.length;
  },
};

let server: RunningServer;
let TicketsClient: ClientClass;
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/shapes/wrapper-choices.yaml', 'wrapper-choices');
  const { createTicketsService } = await service.load<{ createTicketsService: (handler: unknown) => SoapService }>('server');
  ({ TicketsClient } = await service.load<{ TicketsClient: ClientClass }>('client'));
  server = await serve(createTicketsService(handler));
}, 60_000);
afterAll(() => server?.close());

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  it.each([
    // given: method, request; want: what the handler received, what the client got back
    ['find', { Event: 'open', Id: 7 }, { Event: 'open', Id: 7 }, { Event: 'open', Ticket: 'T-open' }],
    ['find', { Event: 'open', Id: 0 }, { Event: 'open', Id: 0 }, { Event: 'open', Reason: 'no such ticket' }],
    ['find', { Event: 'cup', Member: { Number: 12, Club: 'Elm' } }, { Event: 'cup', Member: { Number: 12, Club: 'Elm' } }, { Event: 'cup', Ticket: 'T-cup' }],
    ['find', { Event: 'cup', Name: 'Ann' }, { Event: 'cup', Name: 'Ann' }, { Event: 'cup', Ticket: 'T-cup' }],
    [
      'find',
      { Event: 'cup', Name: 'Ann', Birth: '1990-02-03', Row: 'K', Number: 4 },
      { Event: 'cup', Name: 'Ann', Birth: '1990-02-03', Row: 'K', Number: 4 },
      { Event: 'cup', Ticket: 'T-cup' },
    ],
    ['mark', {}, {}, 0],
    ['mark', { Labels: [{ Tag: 'a' }, { Code: 2 }, { Tag: 'b' }] }, { Labels: [{ Tag: 'a' }, { Code: 2 }, { Tag: 'b' }] }, 3],
  ] as const)('%s(%j)', async (method, request, received, want) => {
    seen.length = 0;
    const client = new TicketsClient({ baseUrl: server.origin, transport });
    expect(plain(await client[method](request))).toEqual(want);
    expect(seen).toEqual([received]);
  });

  it.each([
    // given: method, request; want: the client's error before anything is sent
    ['find', { Event: 'e', Id: 1, Name: 'Ann' }, 'FindRequest.By: Id and Name+Birth are alternatives (xs:choice); give only one'],
    ['find', { Event: 'e' }, 'FindRequest.By: one of Id, Member, Name+Birth is required but missing'],
    ['find', { Event: 'e', Id: 1, Row: 'K' }, 'FindRequest.Number is required but missing'],
    ['mark', { Labels: [{ Tag: 'a', Code: 1 }] }, 'MarkRequest.Labels: Tag and Code are alternatives (xs:choice); give only one'],
  ] as const)('%s(%j) is refused by the client', async (method, request, want) => {
    const client = new TicketsClient({ baseUrl: server.origin, transport });
    await expect(client[method](request)).rejects.toThrow(want);
  });
});

describe('on the wire', () => {
  const call = (transport: 'soap11' | 'soap12', op: string, content: string) =>
    transport === 'soap11'
      ? post(`${server.origin}/Tickets.asmx`, soap11Envelope(`<${op} xmlns="${NS}">${content}</${op}>`), {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: `"${NS}${op}"`,
        })
      : post(`${server.origin}/Tickets.asmx`, soap12Envelope(`<${op} xmlns="${NS}">${content}</${op}>`), {
          'content-type': `application/soap+xml; charset=utf-8; action="${NS}${op}"`,
        });

  it.each([
    // given: transport, request content; want: status, what the response body holds
    [
      'soap11',
      '<Event>e</Event><Member><Number>3</Number></Member>',
      200,
      '<FindResponse xmlns="http://example.org/tickets/"><Event>e</Event><Ticket>T-e</Ticket></FindResponse>',
    ],
    [
      'soap12',
      '<Event>e</Event><Id>0</Id>',
      200,
      '<FindResponse xmlns="http://example.org/tickets/"><Event>e</Event><Reason>no such ticket</Reason></FindResponse>',
    ],
    [
      'soap11',
      '<Event>e</Event><Id>1</Id><Name>Ann</Name>',
      500,
      '<faultcode>soap:Client</faultcode><faultstring>Server was unable to read request. ---&gt; Find/Name: Id and Name+Birth are alternatives (xs:choice) in FindRequest; only one may be present.</faultstring>',
    ],
    [
      'soap12',
      '<Event>e</Event><Id>1</Id><Name>Ann</Name>',
      500,
      '<soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">Server was unable to read request. ---&gt; Find/Name: Id and Name+Birth are alternatives (xs:choice) in FindRequest; only one may be present.</soap:Text>',
    ],
    [
      'soap11',
      '<Event>e</Event>',
      500,
      '<faultcode>soap:Client</faultcode><faultstring>Server was unable to read request. ---&gt; Find/Id: required element is missing in FindRequest (one of Id, Member, Name+Birth).</faultstring>',
    ],
    [
      'soap11',
      '<Event>e</Event><Id>1</Id><Row>K</Row>',
      500,
      '<faultcode>soap:Client</faultcode><faultstring>Server was unable to read request. ---&gt; Find/Number: required element is missing in FindRequest.</faultstring>',
    ],
  ] as const)('%s %s', async (transport, content, status, want) => {
    const answer = await call(transport, 'Find', content);
    expect(answer.status).toBe(status);
    expect(answer.body).toContain(want);
  });

  it('HTTP POST is offered for the operation of flat parameters only', async () => {
    const form = (op: string, fields: string) => post(`${server.origin}/Tickets.asmx/${op}`, fields, { 'content-type': 'application/x-www-form-urlencoded' });
    expect((await form('Count', 'Event=open')).body).toMatch(/<int [^>]*xmlns="http:\/\/example.org\/tickets\/">4<\/int>/);
    const find = await form('Find', 'Event=open&Id=1');
    // As ASMX answers a method it does not offer over HTTP POST.
    expect([find.status, find.body]).toEqual([500, expect.stringContaining('Find Web Service method name is not valid.')]);
  });
});

describe('the served WSDL', () => {
  let wsdl: string;
  beforeAll(async () => {
    wsdl = await (await fetch(`${server.origin}/Tickets.asmx?WSDL`)).text();
  });

  it('writes the wrappers’ groups as XML Schema has them', () => {
    expect(wsdl).toMatch(
      /<s:element name="Find">\s*<s:complexType>\s*<s:sequence>\s*<s:element minOccurs="1" maxOccurs="1" name="Event" type="s:string" \/>\s*<s:choice minOccurs="1" maxOccurs="1">\s*<s:element minOccurs="1" maxOccurs="1" name="Id" type="s:int" \/>\s*<s:element minOccurs="1" maxOccurs="1" name="Member" type="tns:Member" \/>\s*<s:sequence minOccurs="1" maxOccurs="1">\s*<s:element minOccurs="1" maxOccurs="1" name="Name" type="s:string" \/>\s*<s:element minOccurs="0" maxOccurs="1" name="Birth" type="s:date" \/>\s*<\/s:sequence>\s*<\/s:choice>\s*<s:sequence minOccurs="0" maxOccurs="1">/,
    );
    expect(wsdl).toMatch(
      /<s:element name="FindResponse">\s*<s:complexType>\s*<s:sequence>\s*<s:element[^>]*name="Event"[^>]*\/>\s*<s:choice minOccurs="1" maxOccurs="1">/,
    );
    expect(wsdl).toMatch(/<s:element name="Mark">\s*<s:complexType>\s*<s:sequence>\s*<s:choice minOccurs="0" maxOccurs="unbounded">/);
    // The HTTP POST binding holds the operation of flat parameters alone.
    const httpPost = wsdl.slice(wsdl.indexOf('<wsdl:portType name="TicketsHttpPost">'));
    expect(httpPost.slice(0, httpPost.indexOf('</wsdl:portType>'))).toMatch(/^(?![\s\S]*name="Find")[\s\S]*<wsdl:operation name="Count">/);
  });
});

describe('the help pages', () => {
  const page = async (op: string): Promise<string> =>
    (await (await fetch(`${server.origin}/Tickets.asmx?op=${op}`)).text()).replaceAll('&lt;', '<').replaceAll('&gt;', '>');

  it.each([
    // given: the operation; want: what its page says, what its samples do not hold
    [
      'Find',
      ['One of Id, Member, Name + Birth.', 'All of Row + Number or none.', 'One of Ticket, Reason.', '<Id>int</Id>'],
      ['<Name>', '<Reason>', 'HTTP POST'],
    ],
    ['Mark', ['Any number of Tag or Code, in any order.'], ['HTTP POST']],
    ['Count', ['HTTP POST'], []],
  ])('%s', async (op, want, absent) => {
    const text = await page(op);
    for (const w of want) expect(text).toContain(w);
    for (const a of absent) expect(text).not.toContain(a);
  });
});

describe('groups in wrappers the spec refuses', () => {
  const spec = (service: string, operations: string): string =>
    [`service: { name: S, namespace: "urn:s", path: /s${service} }`, 'operations:', operations].join('\n');
  it.each([
    [
      'a choice in an rpc operation',
      ', style: rpc',
      '  A: { params: { C: { choice: { a: { type: int }, b: { type: int } } } }, result: int }',
      "3:18: operation A: choice C groups elements of a document/literal wrapper; an rpc operation's parameters are message parts",
    ],
    [
      'a choice in a bare operation',
      '',
      '  A: { bare: true, params: { C: { choice: { a: { type: int }, b: { type: int } } } }, result: int }',
      "3:30: operation A: choice C groups elements of a document/literal wrapper; a bare operation's parameters are message parts",
    ],
    [
      'a parameter twice',
      '',
      '  A: { params: { a: { type: int }, C: { choice: { a: { type: string }, b: { type: int } } } }, result: int }',
      '3:3: operation A has two parameters or lists named a: both would be one TypeScript property',
    ],
    [
      'a result twice',
      '',
      '  A: { results: { a: { type: int }, C: { choice: { a: { type: string }, b: { type: int } } } } }',
      '3:3: operation A has two results or lists named a: both would be one TypeScript property',
    ],
    [
      'extending an operation of groups',
      '',
      '  A: { params: { C: { choice: { a: { type: int }, b: { type: int } } } }, result: int }\n  B: { extends: A, params: { c: { type: int } }, result: int }',
      '4:8: operation B extends A, whose parameters hold groups: an operation extends one of plain parameters only',
    ],
    [
      'a request element shared with an operation of the same elements, not in a choice',
      '',
      '  A: { soapAction: a, requestElement: R, params: { C: { choice: { a: { type: int }, b: { type: int } } } }, result: int }\n  B: { soapAction: b, requestElement: R, params: { a: { type: int }, b: { type: int } }, result: int }',
      '4:3: operation B needs the schema element R, already used by operation A',
    ],
    [
      'a choice in a choice',
      '',
      '  A: { params: { C: { choice: { D: { choice: { a: { type: int } } } } } }, result: int }',
      '3:33: choice A.C: a choice directly inside a choice; list its alternatives in the outer one',
    ],
  ])('%s', (_case, service, operations, want) => {
    expect(specIssues(spec(service, operations))).toContain(want);
  });
});

it('the generated code type-checks under the strictest flags', async () => {
  expect(await typeCheck('wrapper-choices', ['tickets/*.ts'])).toBe('');
}, 120_000);
