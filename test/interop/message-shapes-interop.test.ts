/**
 * Interop: Python zeep reads the served WSDL of test/fixtures/shapes/quotes.yaml (wrappers named
 * apart from their operations and typed by named complexTypes, a result called return, several
 * results, an empty response, a one-way operation, bare messages of no part and of several, attributes
 * on the wrapper elements), calls every operation over both SOAP ports
 * (test/interop/zeep_calls.py) and decodes the answers; the handler sees what zeep sent. The same
 * for the rpc/literal and rpc/encoded shape specs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { serveRecording, zeep, type Outcomes, type Received } from '../support/zeep.js';

describe.skipIf(!haveZeep())('zeep calls a service whose messages are not shaped as ASMX shapes them', () => {
  let running: RunningServer;
  let outcomes: Outcomes;
  let received: Received[];

  beforeAll(async () => {
    const answers: Record<string, (request: Record<string, unknown>) => unknown> = {
      getQuote: (r) => (r['symbol'] === 'ACME' ? '12.50' : '0'),
      splitName: (r) => {
        const words = String(r['FullName']).split(' ');
        return { First: words[0], Middle: words.slice(1, -1), Last: words.at(-1) };
      },
      latestQuote: (r) => ({ Symbol: r['Symbol'], Price: '7.25' }),
      forget: () => undefined,
      notify: () => undefined,
      echo: (r) => String(r['echoText']).toUpperCase(),
      priceOf: (r) => ({ Symbol: r['symbolName'], Price: '3.5' }),
      ping: () => undefined,
      trade: (r) => ({ tradeId: Number(r['tradeCount']) * 10, tradeState: `${String(r['tradeSymbol'])}:${String(r['note'])}` }),
      pay: (r) => ({ receipt: `${String(r['amount'])} by ${String(r['channel'])}`, id: r['id'] }),
      stamp: (r) => ({ ok: r['text'] !== undefined }),
    };
    ({ running, received } = await serveRecording('test/fixtures/shapes/quotes.yaml', 'zeep-shapes', 'createQuotesService', (method, request) =>
      answers[method]!(request),
    ));
    outcomes = await zeep(`${running.origin}/Quotes.svc?WSDL`, {
      GetQuote: { symbol: 'ACME' },
      SplitName: { FullName: 'Ada King Lovelace' },
      LatestQuote: { Symbol: 'XYZ' },
      Forget: { Symbol: 'ACME' },
      Notify: { Message: 'hello' },
      // A bare simple-typed body element: zeep takes its value positionally.
      Echo: ['bare'],
      PriceOf: ['Q'],
      // Bare without parts: an empty Body; with several, the parts by name.
      Ping: {},
      Trade: { tradeSymbol: 'ACME', tradeCount: 3, note: 'n' },
      // The wrapper elements' attributes are keywords beside the parameters.
      Pay: { amount: '5', id: 'p1' },
      Stamp: { text: 't', at: '2026-12-01T10:00:00Z' },
    });
  }, 90_000);
  afterAll(() => running?.close());

  it.each(['QuotesSoap', 'QuotesSoap12'])('over %s every answer decodes in zeep', (port) => {
    expect(outcomes[port]).toEqual({
      GetQuote: { result: '12.50' },
      // zeep returns a response of several elements as an object of them, a list as its wrapper's content.
      SplitName: { result: { First: 'Ada', Middle: { Name: ['King'] }, Last: 'Lovelace' } },
      LatestQuote: { result: { Symbol: 'XYZ', Price: '7.25' } },
      Forget: { result: null },
      Notify: { result: null },
      Echo: { result: 'BARE' },
      PriceOf: { result: { Symbol: 'Q', Price: '3.5' } },
      Ping: { result: null },
      Trade: { result: { tradeId: '30', tradeState: 'ACME:n' } },
      Pay: { result: { receipt: '5 by web', id: 'p1' } },
      // A response of one attribute is that attribute's value to zeep, as one of one element is.
      Stamp: { result: true },
    });
  });

  it('the handler received what zeep sent, over both ports', () => {
    const once = [
      { method: 'getQuote', request: { symbol: 'ACME' } },
      { method: 'splitName', request: { FullName: 'Ada King Lovelace' } },
      { method: 'latestQuote', request: { Symbol: 'XYZ' } },
      { method: 'forget', request: { Symbol: 'ACME' } },
      { method: 'notify', request: { Message: 'hello' } },
      { method: 'echo', request: { echoText: 'bare' } },
      { method: 'priceOf', request: { symbolName: 'Q' } },
      { method: 'ping', request: {} },
      { method: 'trade', request: { tradeSymbol: 'ACME', tradeCount: 3, note: 'n' } },
      { method: 'pay', request: { amount: '5', id: 'p1', channel: 'web' } },
      { method: 'stamp', request: { text: 't', at: '2026-12-01T10:00:00Z' } },
    ];
    expect(received).toEqual([...once, ...once]);
  });
});

describe.skipIf(!haveZeep())('zeep calls an rpc/literal service (test/fixtures/shapes/rpc-literal.yaml)', () => {
  let running: RunningServer;
  let outcomes: Outcomes;
  let received: Received[];

  beforeAll(async () => {
    const answers: Record<string, (request: Record<string, unknown>) => unknown> = {
      add: (r) => Number(r['a']) + Number(r['b']),
      swap: (r) => {
        const pair = r['pair'] as { Left: number; Right: number };
        return { Left: pair.Right, Right: pair.Left };
      },
      divide: (r) => ({ quotient: Math.trunc(Number(r['dividend']) / Number(r['divisor'])), remainder: Number(r['dividend']) % Number(r['divisor']) }),
      reset: () => undefined,
      log: () => undefined,
      tag: (r) => `#${String(r['label'])}`,
    };
    ({ running, received } = await serveRecording('test/fixtures/shapes/rpc-literal.yaml', 'zeep-shapes', 'createRpcCalcService', (method, request) =>
      answers[method]!(request),
    ));
    outcomes = await zeep(`${running.origin}/rpc-calc?WSDL`, {
      add: { a: 2, b: 3 },
      swap: { pair: { Left: 1, Right: 2 } },
      divide: { dividend: 7, divisor: 2 },
      reset: {},
      log: { text: 'hello' },
      tag: { label: 'x' },
    });
  }, 90_000);
  afterAll(() => running?.close());

  it.each(['RpcCalcSoap', 'RpcCalcSoap12'])('over %s every answer decodes in zeep', (port) => {
    expect(outcomes[port]).toEqual({
      add: { result: '5' },
      swap: { result: { Left: '2', Right: '1' } },
      divide: { result: { quotient: '3', remainder: '1' } },
      reset: { result: null },
      log: { result: null },
      tag: { result: '#x' },
    });
  });

  it('the handler received what zeep sent', () => {
    expect(received.slice(0, 6)).toEqual([
      { method: 'add', request: { a: 2, b: 3 } },
      { method: 'swap', request: { pair: { Left: 1, Right: 2 } } },
      { method: 'divide', request: { dividend: 7, divisor: 2 } },
      { method: 'reset', request: {} },
      { method: 'log', request: { text: 'hello' } },
      { method: 'tag', request: { label: 'x' } },
    ]);
    expect(received).toHaveLength(12);
  });
});

describe.skipIf(!haveZeep())('zeep calls an rpc/encoded service (test/fixtures/shapes/rpc-encoded.yaml)', () => {
  let running: RunningServer;
  let outcomes: Outcomes;
  let received: Received[];

  beforeAll(async () => {
    type Pair = { Left: number; Right: number; Label?: string };
    const answers: Record<string, (request: Record<string, unknown>) => unknown> = {
      add: (r) => Number(r['a']) + Number(r['b']),
      swap: (r) => {
        const pair = r['pair'] as Pair;
        return { Left: pair.Right, Right: pair.Left, Label: pair.Label ?? 'none' };
      },
      sum: (r) => {
        const [first, second] = [r['first'] as Pair, r['second'] as Pair];
        return { total: BigInt(first.Left + first.Right + second.Left + second.Right), label: 'sum' };
      },
      log: () => undefined,
    };
    ({ running, received } = await serveRecording('test/fixtures/shapes/rpc-encoded.yaml', 'zeep-shapes', 'createEncCalcService', (method, request) =>
      answers[method]!(request),
    ));
    outcomes = await zeep(`${running.origin}/enc-calc?WSDL`, {
      add: { a: 2, b: 3 },
      swap: { pair: { Left: 1, Right: 2, Label: 'p' } },
      sum: { first: { Left: 1, Right: 2 }, second: { Left: 3, Right: 4 } },
      log: { text: 'hello' },
    });
  }, 90_000);
  afterAll(() => running?.close());

  it.each(['EncCalcSoap', 'EncCalcSoap12'])('over %s every answer decodes in zeep', (port) => {
    expect(outcomes[port]).toEqual({
      add: { result: '5' },
      swap: { result: { Left: '2', Right: '1', Label: 'p' } },
      sum: { result: { total: '10', label: 'sum' } },
      log: { result: null },
    });
  });

  it('the handler received what zeep sent', () => {
    expect(received.slice(0, 4)).toEqual([
      { method: 'add', request: { a: 2, b: 3 } },
      { method: 'swap', request: { pair: { Left: 1, Right: 2, Label: 'p' } } },
      { method: 'sum', request: { first: { Left: 1, Right: 2, Label: undefined }, second: { Left: 3, Right: 4, Label: undefined } } },
      { method: 'log', request: { text: 'hello' } },
    ]);
    expect(received).toHaveLength(8);
  });
});

describe.skipIf(!haveZeep())('zeep calls an rpc service whose wrappers are in no namespace (test/fixtures/shapes/rpc-unqualified.yaml)', () => {
  let running: RunningServer;
  let outcomes: Outcomes;
  let received: Received[];

  beforeAll(async () => {
    const answers: Record<string, (request: Record<string, unknown>) => unknown> = {
      greet: (r) => `hello ${String(r['name'])}`,
      now: () => ({ hour: 9, minute: 30 }),
      shout: (r) => String(r['text']).toUpperCase(),
    };
    ({ running, received } = await serveRecording('test/fixtures/shapes/rpc-unqualified.yaml', 'zeep-shapes', 'createRpcPlainService', (method, request) =>
      answers[method]!(request),
    ));
    // zeep writes the wrappers unqualified, as the WSDL's soap:body names no namespace.
    outcomes = await zeep(`${running.origin}/rpc-plain?WSDL`, { greet: { name: 'Ada' }, now: {}, shout: { text: 'hi' } });
  }, 90_000);
  afterAll(() => running?.close());

  it.each(['RpcPlainSoap', 'RpcPlainSoap12'])('over %s every answer decodes in zeep', (port) => {
    expect(outcomes[port]).toEqual({ greet: { result: 'hello Ada' }, now: { result: { hour: '9', minute: '30' } }, shout: { result: 'HI' } });
  });

  it('the handler received what zeep sent', () => {
    const once = [
      { method: 'greet', request: { name: 'Ada' } },
      { method: 'now', request: {} },
      { method: 'shout', request: { text: 'hi' } },
    ];
    expect(received).toEqual([...once, ...once]);
  });
});
