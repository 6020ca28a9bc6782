/**
 * Messages in shapes other than ASMX's (test/fixtures/shapes/quotes.yaml), end to end over real
 * HTTP: wrapper elements named apart from the operation and typed by named complexTypes, a result
 * element not called <Op>Result, several result elements, an empty response and a one-way
 * operation, attributes on the wrapper elements, through the generated server and the generated
 * client and as raw XML on the wire.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { parseSpec } from '../../generator/spec/index.js';
import { generateSpec, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint } from '../support/requirements.js';
import { post, soap11Envelope, soap12Envelope, soapBodyOf } from '../support/soap.js';
import { specIssues, specWithOperations } from '../support/spec-issues.js';
import { schemaOf, xmllint } from '../support/xmllint.js';

const NS = 'http://example.org/quotes/';
type Call = (request: object) => Promise<unknown>;
type Client = Record<'getQuote' | 'splitName' | 'latestQuote' | 'forget' | 'notify' | 'echo' | 'priceOf' | 'ping' | 'trade' | 'pay' | 'stamp', Call>;
type ClientClass = new (options: { baseUrl: string; transport: Transport }) => Client;

const seen: { method: string; request: object }[] = [];
const handler = {
  getQuote(request: { symbol: string }) {
    seen.push({ method: 'getQuote', request });
    return request.symbol === 'ACME' ? '12.50' : '0';
  },
  splitName(request: { FullName: string }) {
    seen.push({ method: 'splitName', request });
    const words = request.FullName.split(' ');
    return { First: words[0]!, Middle: words.slice(1, -1), Last: words.at(-1)! };
  },
  latestQuote(request: { Symbol?: string }) {
    seen.push({ method: 'latestQuote', request });
    return request.Symbol === undefined ? undefined : { Symbol: request.Symbol, Price: '7' };
  },
  forget(request: { Symbol: string }) {
    seen.push({ method: 'forget', request });
  },
  notify(request: { Message: string }) {
    seen.push({ method: 'notify', request });
  },
  echo(request: { echoText: string }) {
    seen.push({ method: 'echo', request });
    return request.echoText.toUpperCase();
  },
  priceOf(request: { symbolName: string }) {
    seen.push({ method: 'priceOf', request });
    return { Symbol: request.symbolName, Price: '3.5' };
  },
  ping(request: object) {
    seen.push({ method: 'ping', request });
  },
  pay(request: { id: string; amount: string; channel?: string }) {
    seen.push({ method: 'pay', request });
    return { receipt: `${request.amount} by ${request.channel}`, id: request.id };
  },
  stamp(request: { at: string; text?: string }) {
    seen.push({ method: 'stamp', request });
    return { ok: request.text !== undefined };
  },
  trade(request: { tradeSymbol: string; tradeCount: number; note?: string }) {
    seen.push({ method: 'trade', request });
    return { tradeId: request.tradeCount * 10, tradeState: `${request.tradeSymbol}:${request.note ?? 'none'}` };
  },
};

let server: RunningServer;
let QuotesClient: ClientClass;
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/shapes/quotes.yaml', 'shapes');
  const { createQuotesService } = await service.load<{ createQuotesService: (handler: unknown) => SoapService }>('server');
  ({ QuotesClient } = await service.load<{ QuotesClient: ClientClass }>('client'));
  server = await serve(createQuotesService(handler));
}, 60_000);
afterAll(() => server?.close());

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  it.each([
    // given: method, request; want: the result, what the handler received
    ['getQuote', { symbol: 'ACME' }, '12.50', { symbol: 'ACME' }],
    ['splitName', { FullName: 'Ada King Lovelace' }, { First: 'Ada', Middle: ['King'], Last: 'Lovelace' }, { FullName: 'Ada King Lovelace' }],
    ['splitName', { FullName: 'Ann Lee' }, { First: 'Ann', Middle: [], Last: 'Lee' }, { FullName: 'Ann Lee' }],
    ['latestQuote', { Symbol: 'X' }, { Symbol: 'X', Price: '7' }, { Symbol: 'X' }],
    ['latestQuote', {}, null, { Symbol: undefined }],
    ['forget', { Symbol: 'ACME' }, null, { Symbol: 'ACME' }],
    ['notify', { Message: 'hello' }, null, { Message: 'hello' }],
    ['echo', { echoText: 'bare' }, 'BARE', { echoText: 'bare' }],
    ['priceOf', { symbolName: 'Q' }, { Symbol: 'Q', Price: '3.5' }, { symbolName: 'Q' }],
    ['ping', {}, null, {}],
    ['trade', { tradeSymbol: 'ACME', tradeCount: 3, note: 'n' }, { tradeId: 30, tradeState: 'ACME:n' }, { tradeSymbol: 'ACME', tradeCount: 3, note: 'n' }],
    ['trade', { tradeSymbol: 'ACME', tradeCount: 1 }, { tradeId: 10, tradeState: 'ACME:none' }, { tradeSymbol: 'ACME', tradeCount: 1, note: undefined }],
    // The wrappers' attributes are properties of the request and of the results; a default fills in an absent one.
    ['pay', { id: 'p1', amount: '5', channel: 'app' }, { receipt: '5 by app', id: 'p1' }, { amount: '5', id: 'p1', channel: 'app' }],
    ['pay', { id: 'p2', amount: '1' }, { receipt: '1 by web', id: 'p2' }, { amount: '1', id: 'p2', channel: 'web' }],
    ['stamp', { at: '2026-12-01T10:00:00Z', text: 't' }, { ok: true }, { text: 't', at: '2026-12-01T10:00:00Z' }],
  ] as const)('%s(%j) resolves to %j', async (method, request, want, wantSeen) => {
    seen.length = 0;
    const client = new QuotesClient({ baseUrl: server.origin, transport });
    expect(plain(await client[method](request))).toEqual(want);
    expect(seen).toEqual([{ method, request: wantSeen }]);
  });
});

describe('over HTTP POST', () => {
  const client = (): Client => new QuotesClient({ baseUrl: server.origin, transport: 'httpPost' });

  it('an operation with a single result is offered, whatever its SOAP elements are called', async () => {
    expect(plain(await client().getQuote({ symbol: 'ACME' }))).toBe('12.50');
    expect(plain(await client().latestQuote({ Symbol: 'Y' }))).toEqual({ Symbol: 'Y', Price: '7' });
  });

  it.each(['splitName', 'forget', 'notify', 'pay'] as const)('%s, without a single result, is not (no root element could hold it)', async (method) => {
    await expect(client()[method]({})).rejects.toThrow(/is not offered over HTTP POST/);
    const answer = await post(`${server.origin}/Quotes.svc/${method.charAt(0).toUpperCase()}${method.slice(1)}`, 'x=1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('Web Service method name is not valid');
  });
});

describe('on the wire', () => {
  const soap11 = (action: string, body: string) =>
    post(`${server.origin}/Quotes.svc`, soap11Envelope(body), { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` });

  it.each([
    // given: SOAPAction, request body; want: status, response body (inside soap:Body)
    [
      'by action',
      `${NS}GetQuote`,
      `<getQuote xmlns="${NS}"><symbol>ACME</symbol></getQuote>`,
      200,
      `<getQuoteResponse xmlns="${NS}"><return xmlns="">12.50</return></getQuoteResponse>`,
    ],
    [
      'by body element',
      '',
      `<getQuote xmlns="${NS}"><symbol>ACME</symbol></getQuote>`,
      200,
      `<getQuoteResponse xmlns="${NS}"><return xmlns="">12.50</return></getQuoteResponse>`,
    ],
    [
      'several results',
      `${NS}SplitName`,
      `<SplitName xmlns="${NS}"><FullName>Ann Bo Cy Lee</FullName></SplitName>`,
      200,
      `<SplitNameResponse xmlns="${NS}"><First>Ann</First><Middle><Name>Bo</Name><Name>Cy</Name></Middle><Last>Lee</Last></SplitNameResponse>`,
    ],
    [
      'bare: the body elements are the parameter and the result',
      `${NS}Echo`,
      `<echoText xmlns="${NS}">hi</echoText>`,
      200,
      `<echoTextResponse>HI</echoTextResponse>`,
    ],
    [
      'bare, routed by its element',
      '',
      `<symbolName xmlns="${NS}">Q</symbolName>`,
      200,
      // Quote is also held by an unqualified element (LatestQuote's return): its fields declare their namespace.
      `<quote><Symbol xmlns="${NS}">Q</Symbol><Price xmlns="${NS}">3.5</Price></quote>`,
    ],
    [
      'attributes of the wrapper elements',
      `${NS}Pay`,
      `<payRq xmlns="${NS}" id="p9"><amount>2</amount></payRq>`,
      200,
      `<payRs xmlns="${NS}" id="p9"><receipt>2 by web</receipt></payRs>`,
    ],
    [
      'a response of attributes only',
      `${NS}Stamp`,
      `<Stamp xmlns="${NS}" at="2026-01-01T00:00:00"/>`,
      200,
      `<StampResponse xmlns="${NS}" ok="false"></StampResponse>`,
    ],
    ['an empty response', `${NS}Forget`, `<Forget xmlns="${NS}"><Symbol>A</Symbol></Forget>`, 200, `<ForgetResponse xmlns="${NS}"></ForgetResponse>`],
    [
      'an unqualified complex result: its fields declare their namespace',
      `${NS}LatestQuote`,
      `<LatestQuote xmlns="${NS}"><Symbol>X</Symbol></LatestQuote>`,
      200,
      `<LatestQuoteResponse xmlns="${NS}"><return xmlns=""><Symbol xmlns="${NS}">X</Symbol><Price xmlns="${NS}">7</Price></return></LatestQuoteResponse>`,
    ],
    ['an absent complex result', `${NS}LatestQuote`, `<LatestQuote xmlns="${NS}" />`, 200, `<LatestQuoteResponse xmlns="${NS}"></LatestQuoteResponse>`],
    ['bare without parts: an empty Body each way, routed by the action', `${NS}Ping`, '', 200, ''],
    [
      'bare with several parts, the unqualified ones declared by type=',
      `${NS}Trade`,
      `<tradeSymbol xmlns="${NS}">A</tradeSymbol><tradeCount xmlns="${NS}">2</tradeCount><note>x</note>`,
      200,
      `<tradeId>20</tradeId><tradeState xmlns="">A:x</tradeState>`,
    ],
    [
      'bare with several parts, routed by the first one',
      '',
      `<tradeSymbol xmlns="${NS}">B</tradeSymbol><tradeCount xmlns="${NS}">1</tradeCount>`,
      200,
      `<tradeId>10</tradeId><tradeState xmlns="">B:none</tradeState>`,
    ],
  ])('%s', async (_case, action, body, status, want) => {
    const answer = await soap11(action, body);
    expect(answer.status).toBe(status);
    // A bare answer's element is the Body's child, unprefixed: the Body declares the namespace.
    const [, bodyNs, content] = /<soap:Body(?: xmlns="([^"]*)")?>([\s\S]*)<\/soap:Body>/.exec(answer.body) ?? [];
    expect([content, bodyNs]).toEqual([want, _case.startsWith('bare') ? NS : undefined]);
  });

  it.each([
    [
      'SOAP 1.1',
      soap11Envelope(`<Notify xmlns="${NS}"><Message>hi</Message></Notify>`),
      { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}Notify"` },
    ],
    [
      'SOAP 1.2',
      soap12Envelope(`<Notify xmlns="${NS}"><Message>hi</Message></Notify>`),
      { 'content-type': `application/soap+xml; charset=utf-8; action="${NS}Notify"` },
    ],
  ])('a one-way operation over %s is answered 202 without a body', async (_version, body, headers) => {
    seen.length = 0;
    const answer = await post(`${server.origin}/Quotes.svc`, body, headers);
    expect([answer.status, answer.body]).toEqual([202, '']);
    expect(seen).toEqual([{ method: 'notify', request: { Message: 'hi' } }]);
  });

  it("a request in the operation's name rather than its request element is refused, naming the element expected", async () => {
    const answer = await soap11(`${NS}GetQuote`, `<GetQuote xmlns="${NS}"><symbol>ACME</symbol></GetQuote>`);
    expect(answer.status).toBe(500);
    expect(answer.body).toContain(`does not match operation GetQuote, which expects {${NS}}getQuote`);
  });
});

describe('the served WSDL', () => {
  let wsdl: string;
  beforeAll(async () => {
    wsdl = await (await fetch(`${server.origin}/Quotes.svc?WSDL`)).text();
  });

  it('names each message part by its wrapper element, types named wrappers, and gives a one-way operation no output', () => {
    expect(wsdl).toContain('<s:element name="getQuote" type="tns:getQuote" />');
    expect(wsdl).toMatch(
      /<s:complexType name="getQuoteResponse">\s*<s:sequence>\s*<s:element minOccurs="1" maxOccurs="1" name="return" type="s:decimal" form="unqualified" \/>/,
    );
    expect(wsdl).toContain('<wsdl:part name="parameters" element="tns:getQuote" />');
    expect(wsdl).toContain('<wsdl:part name="parameters" element="tns:getQuoteResponse" />');
    expect(wsdl).toMatch(/<s:element name="ForgetResponse">\s*<s:complexType \/>/);
    expect(wsdl).not.toContain('NotifySoapOut');
    expect(wsdl).toMatch(
      /<wsdl:operation name="Notify">\s*<wsdl:documentation[^>]*>[^<]*<\/wsdl:documentation>\s*<wsdl:input message="tns:NotifySoapIn" \/>\s*<\/wsdl:operation>/,
    );
  });

  it.skipIf(!haveXmllint())('its schema validates the messages on the wire', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quotes-'));
    writeFileSync(join(dir, 'schema.xsd'), schemaOf(wsdl, NS));
    const documents = {
      'request.xml': `<getQuote xmlns="${NS}"><symbol>ACME</symbol></getQuote>`,
      'response.xml': `<getQuoteResponse xmlns="${NS}"><return xmlns="">12.50</return></getQuoteResponse>`,
      'results.xml': `<SplitNameResponse xmlns="${NS}"><First>A</First><Middle><Name>B</Name></Middle><Last>C</Last></SplitNameResponse>`,
      'empty.xml': `<ForgetResponse xmlns="${NS}" />`,
    };
    for (const [name, text] of Object.entries(documents)) writeFileSync(join(dir, name), text);
    const result = await xmllint(['--schema', join(dir, 'schema.xsd'), ...Object.keys(documents).map((n) => join(dir, n))]);
    expect(result.output.match(/validates/g)).toHaveLength(4);
  });
});

describe('the help pages', () => {
  const page = async (op: string): Promise<string> => (await fetch(`${server.origin}/Quotes.svc?op=${op}`)).text();

  it.each([
    // given: the operation; want: what its page says of the answer, and its SOAP 1.1 sample's bodies
    ['SplitName', ['<h3>Results</h3>', '<SplitNameResponse xmlns="http://example.org/quotes/">', '<Name>string</Name>']],
    ['Forget', ['This operation answers with an empty response.', '<ForgetResponse xmlns="http://example.org/quotes/" />']],
    ['Notify', ['One-way: the service answers HTTP 202 Accepted without a response.', 'HTTP/1.1 202 Accepted']],
    ['GetQuote', ['<getQuote xmlns="http://example.org/quotes/">', '<return xmlns="">decimal</return>']],
    [
      'Echo',
      ['<echoText xmlns="http://example.org/quotes/">string</echoText>', '<echoTextResponse xmlns="http://example.org/quotes/">string</echoTextResponse>'],
    ],
  ])('%s', async (op, want) => {
    const text = (await page(op)).replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"');
    for (const w of want) expect(text).toContain(w);
  });
});

describe('message shapes the spec refuses', () => {
  it.each([
    ['no answer', '  A: { params: {} }', '5:6: operation A is missing "result" (or "results", or "oneWay: true")'],
    ['two answers', '  A: { params: {}, result: int, oneWay: true }', '5:33: operation A: "result", "results" and "oneWay" exclude each other; give one'],
    ['oneWay false', '  A: { params: {}, oneWay: false }', '5:28: oneWay of A: write "true" or leave it out'],
    [
      'a one-way response element',
      '  A: { params: {}, oneWay: true, responseElement: R }',
      expect.stringContaining('operation A is one-way: it has no response'),
    ],
    [
      'a wrapper type named like a type',
      '  A: { params: {}, result: int, requestWrapperType: T }',
      expect.stringContaining('request element of A is the complexType T, already used by type T of types'),
    ],
    [
      'two operations, one request element of different contents',
      '  A: { params: {}, result: int }\n  B: { params: { X: { type: int } }, result: int, requestElement: A }',
      expect.stringContaining('operation B needs the schema element A, already used by operation A'),
    ],
    [
      'a bare part of another namespace',
      '  A: { bare: true, params: { X: { type: int, namespace: "urn:other" } }, results: {} }',
      expect.stringContaining("operation A is bare: its parts are elements of its request's namespace, urn:"),
    ],
    [
      'a bare part repeated',
      '  A: { bare: true, params: { X: { type: "int[]", inline: true } }, results: {} }',
      expect.stringContaining('operation A is bare: each part is one element'),
    ],
    [
      'two actionless bare operations with empty requests',
      '  A: { bare: true, soapAction: "", params: {}, results: {} }\n  B: { bare: true, soapAction: "", params: {}, result: int }',
      expect.stringContaining('operation B has no soapAction and the request body of A (an empty Body)'),
    ],
    ['httpPostRoot without a result', '  A: { params: {}, results: {}, httpPostRoot: R }', expect.stringContaining('has "httpPostRoot" but no single result')],
  ])('%s', (_case, operations, want) => {
    expect(specIssues(specWithOperations(operations))).toEqual([want]);
  });
});

it('the generated code type-checks under the strictest flags', async () => {
  expect(await typeCheck('shapes', ['quotes/*.ts'])).toBe('');
}, 120_000);

describe('rpc/literal (test/fixtures/shapes/rpc-literal.yaml)', () => {
  const RPC = 'urn:example:rpc-calc';
  type RpcClient = Record<'add' | 'swap' | 'divide' | 'reset' | 'log' | 'tag', Call>;
  let rpcServer: RunningServer;
  let RpcCalcClient: new (options: { baseUrl: string; transport: Transport }) => RpcClient;
  const logged: string[] = [];
  beforeAll(async () => {
    const service = await generateSpec('test/fixtures/shapes/rpc-literal.yaml', 'shapes');
    const { createRpcCalcService } = await service.load<{ createRpcCalcService: (handler: unknown) => SoapService }>('server');
    ({ RpcCalcClient } = await service.load<{ RpcCalcClient: typeof RpcCalcClient }>('client'));
    rpcServer = await serve(
      createRpcCalcService({
        add: (r: { a: number; b: number }) => r.a + r.b,
        swap: (r: { pair: { Left: number; Right: number } }) => ({ Left: r.pair.Right, Right: r.pair.Left }),
        divide: (r: { dividend: number; divisor: number }) => ({ quotient: Math.trunc(r.dividend / r.divisor), remainder: r.dividend % r.divisor }),
        reset: () => undefined,
        log: (r: { text: string }) => void logged.push(r.text),
        tag: (r: { label: string }) => `#${r.label}`,
      }),
    );
  }, 60_000);
  afterAll(() => rpcServer?.close());

  it.each(['soap11', 'soap12'] as const)('the generated client and server agree over %s', async (transport) => {
    const client = new RpcCalcClient({ baseUrl: rpcServer.origin, transport });
    expect(await client.add({ a: 2, b: 3 })).toBe(5);
    expect(await client.swap({ pair: { Left: 1, Right: 2 } })).toEqual({ Left: 2, Right: 1 });
    expect(await client.divide({ dividend: 7, divisor: 2 })).toEqual({ quotient: 3, remainder: 1 });
    expect(await client.reset({})).toBeUndefined();
    expect(await client.log({ text: transport })).toBeUndefined();
    expect(await client.tag({ label: transport })).toBe(`#${transport}`);
    expect(logged).toContain(transport);
  });

  it.each([
    // given: SOAPAction, request body; want: the response body (inside soap:Body)
    [`${RPC}/add`, `<m:add xmlns:m="${RPC}"><a>2</a><b>3</b></m:add>`, `<addResponse xmlns="${RPC}"><return xmlns="">5</return></addResponse>`],
    [
      `${RPC}/swap`,
      `<m:swap xmlns:m="${RPC}"><pair><m:Left>1</m:Left><m:Right>2</m:Right></pair></m:swap>`,
      `<swapResponse xmlns="${RPC}"><return xmlns=""><Left xmlns="${RPC}">2</Left><Right xmlns="${RPC}">1</Right></return></swapResponse>`,
    ],
    [
      `${RPC}/divide`,
      `<m:divide xmlns:m="${RPC}"><dividend>7</dividend><divisor>2</divisor></m:divide>`,
      `<divideResponse xmlns="${RPC}"><quotient xmlns="">3</quotient><remainder xmlns="">1</remainder></divideResponse>`,
    ],
    // Parts declared by element=: the global elements, qualified, in the wrappers.
    [`${RPC}/tag`, `<m:tag xmlns:m="${RPC}"><m:label>x</m:label></m:tag>`, `<tagResponse xmlns="${RPC}"><tagged>#x</tagged></tagResponse>`],
  ])('on the wire: %s', async (action, body, want) => {
    const answer = await post(`${rpcServer.origin}/rpc-calc`, soap11Envelope(body), { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` });
    expect(soapBodyOf(answer.body)).toBe(want);
  });

  it('the WSDL describes rpc messages: typed parts, style="rpc", the body namespace', async () => {
    const wsdl = await (await fetch(`${rpcServer.origin}/rpc-calc?WSDL`)).text();
    expect(wsdl).toMatch(/<wsdl:message name="addSoapIn">\s*<wsdl:part name="a" type="s:int" \/>\s*<wsdl:part name="b" type="s:int" \/>/);
    expect(wsdl).toMatch(/<wsdl:message name="swapSoapOut">\s*<wsdl:part name="return" type="tns:Pair" \/>/);
    expect(wsdl).toContain(`<soap:operation soapAction="${RPC}/add" style="rpc" />`);
    expect(wsdl).toContain(`<soap12:body use="literal" namespace="${RPC}" />`);
    expect(wsdl).not.toContain('<s:element name="add">');
    expect(wsdl).toMatch(/<wsdl:message name="tagSoapIn">\s*<wsdl:part name="label" element="tns:label" \/>/);
  });

  it('wrapper names are document style only', () => {
    expect(() =>
      parseSpec(`service: { name: S, namespace: "urn:s", path: /s, style: rpc }\noperations:\n  A: { params: {}, result: int, requestElement: B }\n`, 's.yaml'),
    ).toThrow(/an rpc operation's wrappers are its name and AResponse/);
  });

  it('its generated code type-checks under the strictest flags', async () => {
    expect(await typeCheck('shapes', ['rpccalc/*.ts'])).toBe('');
  }, 120_000);
});

describe('rpc wrappers in no namespace (test/fixtures/shapes/rpc-unqualified.yaml)', () => {
  const PLAIN = 'urn:example:rpc-plain';
  type PlainClient = Record<'greet' | 'now' | 'shout', Call>;
  let plainServer: RunningServer;
  let RpcPlainClient: new (options: { baseUrl: string; transport: Transport }) => PlainClient;
  beforeAll(async () => {
    const service = await generateSpec('test/fixtures/shapes/rpc-unqualified.yaml', 'shapes');
    const { createRpcPlainService } = await service.load<{ createRpcPlainService: (handler: unknown) => SoapService }>('server');
    ({ RpcPlainClient } = await service.load<{ RpcPlainClient: typeof RpcPlainClient }>('client'));
    plainServer = await serve(
      createRpcPlainService({
        greet: (r: { name: string }) => `hello ${r.name}`,
        now: () => ({ hour: 9, minute: 30 }),
        shout: (r: { text: string }) => r.text.toUpperCase(),
      }),
    );
  }, 60_000);
  afterAll(() => plainServer?.close());

  it.each(['soap11', 'soap12'] as const)('the generated client and server agree over %s', async (transport) => {
    const client = new RpcPlainClient({ baseUrl: plainServer.origin, transport });
    expect(await client.greet({ name: 'Ada' })).toBe('hello Ada');
    expect(await client.now({})).toEqual({ hour: 9, minute: 30 });
    expect(await client.shout({ text: 'hi' })).toBe('HI');
  });

  it.each([
    // given: the request body (zeep's unqualified wrapper, node-soap's in the WSDL's namespace, routed by action or element); want: the response body
    [
      'unqualified, by action',
      `${PLAIN}/greet`,
      `<greet><name>Ada</name></greet>`,
      `<greetResponse xmlns=""><greeting xmlns="">hello Ada</greeting></greetResponse>`,
    ],
    ['unqualified, by element', '', `<greet><name>Bo</name></greet>`, `<greetResponse xmlns=""><greeting xmlns="">hello Bo</greeting></greetResponse>`],
    [
      'in the namespace, by action',
      `${PLAIN}/greet`,
      `<m:greet xmlns:m="${PLAIN}"><name>Cy</name></m:greet>`,
      `<greetResponse xmlns=""><greeting xmlns="">hello Cy</greeting></greetResponse>`,
    ],
    [
      'in the namespace, by element',
      '',
      `<m:now xmlns:m="${PLAIN}" />`,
      `<nowResponse xmlns=""><hour xmlns="">9</hour><minute xmlns="">30</minute></nowResponse>`,
    ],
    [
      "parts naming a namespace, the service's among them",
      '',
      `<shout><text xmlns="${PLAIN}">hi</text></shout>`,
      `<shoutResponse xmlns=""><loud xmlns="${PLAIN}:types">HI</loud></shoutResponse>`,
    ],
  ])('on the wire: %s', async (_case, action, body, want) => {
    const answer = await post(`${plainServer.origin}/rpc-plain`, soap11Envelope(body), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${action}"`,
    });
    expect(soapBodyOf(answer.body)).toBe(want);
  });

  it('the WSDL names no soap:body namespace', async () => {
    const wsdl = await (await fetch(`${plainServer.origin}/rpc-plain?WSDL`)).text();
    expect(wsdl).toContain('<soap:body use="literal" />');
    expect(wsdl).not.toMatch(/<soap12?:body[^>]*namespace=/);
  });

  it('they are for rpc style only', () => {
    expect(() =>
      parseSpec(`service: { name: S, namespace: "urn:s", path: /s, rpcWrappers: unqualified }\noperations:\n  A: { params: {}, result: int }\n`, 's.yaml'),
    ).toThrow(/service rpcWrappers is for style rpc/);
  });

  it('its generated code type-checks under the strictest flags', async () => {
    expect(await typeCheck('shapes', ['rpcplain/*.ts'])).toBe('');
  }, 120_000);
});

describe('a response element in another namespace than the request', () => {
  const QUESTIONS = 'http://example.org/questions/';
  const ANSWERS = 'http://example.org/answers/';
  type LookupClient = { find(request: { Key: string }): Promise<unknown>; count(request: { Key: string }): Promise<unknown> };
  let lookup: RunningServer;
  let LookupClientClass: new (options: { baseUrl: string; transport: Transport }) => LookupClient;
  beforeAll(async () => {
    const service = await generateSpec('test/fixtures/protocol/response-namespace.yaml', 'protocol-response-namespace');
    const { createLookupService } = await service.load<{ createLookupService: (handler: unknown) => SoapService }>('server');
    ({ LookupClient: LookupClientClass } = await service.load<{ LookupClient: typeof LookupClientClass }>('client'));
    lookup = await serve(
      createLookupService({
        find: ({ Key }: { Key: string }) => ({ Name: `name of ${Key}`, Count: Key.length }),
        count: ({ Key }: { Key: string }) => Key.length,
      }),
    );
  }, 60_000);
  afterAll(() => lookup?.close());

  it.each(['soap11', 'soap12'] as const)('over %s the client reads the answers', async (transport) => {
    const client = new LookupClientClass({ baseUrl: lookup.origin, transport });
    expect(await client.find({ Key: 'abc' })).toEqual({ Name: 'name of abc', Count: 3 });
    expect(await client.count({ Key: 'abcd' })).toBe(4);
  });

  it('on the wire the response element and its elements are in the response namespace', async () => {
    const call = (op: string): Promise<{ status: number; body: string }> =>
      post(
        `${lookup.origin}/Lookup.asmx`,
        `<e:Envelope xmlns:e="http://schemas.xmlsoap.org/soap/envelope/"><e:Body><${op} xmlns="${QUESTIONS}"><Key>ab</Key></${op}></e:Body></e:Envelope>`,
        { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${QUESTIONS}${op}"` },
      );
    expect((await call('Find')).body).toContain(`<FindResponse xmlns="${ANSWERS}"><Name>name of ab</Name><Count xmlns="">2</Count></FindResponse>`);
    expect((await call('Count')).body).toContain(`<CountAnswer xmlns="${ANSWERS}"><CountResult xmlns="${ANSWERS}">2</CountResult></CountAnswer>`);
  });

  it('the served WSDL declares the response elements in the schema of their namespace', async () => {
    const wsdl = await (await fetch(`${lookup.origin}/Lookup.asmx?WSDL`)).text();
    const answers = wsdl.slice(wsdl.indexOf(`targetNamespace="${ANSWERS}"`));
    expect(answers.slice(0, answers.indexOf('</s:schema>'))).toContain('<s:element name="FindResponse">');
    expect(answers.slice(0, answers.indexOf('</s:schema>'))).toContain('<s:element name="CountAnswer" type="ns1:CountAnswer" />');
    expect(wsdl).toContain('<wsdl:part name="parameters" element="ns1:FindResponse" />');
  });
});
