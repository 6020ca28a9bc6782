/**
 * One global element in several roles, end to end over real HTTP: the response wrapper of one
 * operation, the bare request part of another and the fault detail of a third, each holding the
 * elements of one type (test/fixtures/shapes/price-element.yaml). The served WSDL declares the
 * element once, of that type; the generated client, raw XML and zeep reading the served WSDL each
 * reach the handler. A spec whose wrapper holds other elements than the type, or that makes one
 * element the request of two operations, is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { DeclaredFault } from 'soapgen/runtime/faults.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { post, soap11Envelope } from '../support/soap.js';
import { specIssues } from '../support/spec-issues.js';
import { zeep } from '../support/zeep.js';

const NS = 'http://example.org/prices/';
interface Price {
  amount: string;
  currency: string;
}
interface Client {
  getPrice(request: { symbol: string }): Promise<Price>;
  checkPrice(request: { Price: Price }): Promise<string>;
  order(request: { symbol: string }): Promise<string>;
}
type FaultClass = new (detail: Price, message: string) => DeclaredFault<Price>;

let running: RunningServer;
let PricesClient: new (options: { baseUrl: string; transport: Transport }) => Client;
const received: [string, unknown][] = [];
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/shapes/price-element.yaml', 'element-of-several-roles');
  const { createPricesService } = await service.load<{ createPricesService: (handler: unknown) => SoapService }>('server');
  ({ PricesClient } = await service.load<{ PricesClient: typeof PricesClient }>('client'));
  const { PriceFault } = await service.load<{ PriceFault: FaultClass }>('faults');
  const handler = {
    getPrice: (request: { symbol: string }): Price => (received.push(['getPrice', request]), { amount: '12.50', currency: 'EUR' }),
    checkPrice: (request: { Price: Price }): string => (received.push(['checkPrice', request]), request.Price.currency === 'EUR' ? 'accepted' : 'refused'),
    order: (request: { symbol: string }): string => {
      received.push(['order', request]);
      throw new PriceFault({ amount: '99.00', currency: 'USD' }, `${request.symbol} costs more`);
    },
  };
  running = await serve(createPricesService(handler));
}, 60_000);
afterAll(() => running?.close());

describe.each(['soap11', 'soap12'] as const)('the generated client over %s', (transport) => {
  const client = (): Client => new PricesClient({ baseUrl: running.origin, transport });

  it('reads the element as a response wrapper, sends it as a bare request, and reads it as a fault detail', async () => {
    received.length = 0;
    expect(await client().getPrice({ symbol: 'X' })).toEqual({ amount: '12.50', currency: 'EUR' });
    expect(await client().checkPrice({ Price: { amount: '1.5', currency: 'EUR' } })).toBe('accepted');
    const fault = await client()
      .order({ symbol: 'Y' })
      .catch((e: unknown) => e);
    expect(fault).toMatchObject({ name: 'PriceFault', message: 'Y costs more', detail: { amount: '99.00', currency: 'USD' } });
    expect(received).toEqual([
      ['getPrice', { symbol: 'X' }],
      ['checkPrice', { Price: { amount: '1.5', currency: 'EUR' } }],
      ['order', { symbol: 'Y' }],
    ]);
  });
});

describe('on the wire', () => {
  it.each([
    // given: the body, the action; want: in the answer
    ['GetPrice', `<GetPrice xmlns="${NS}"><symbol>X</symbol></GetPrice>`, `<Price xmlns="${NS}"><amount>12.50</amount><currency>EUR</currency></Price>`],
    ['CheckPrice', `<Price xmlns="${NS}"><amount>3</amount><currency>GBP</currency></Price>`, `xmlns="${NS}"><verdict>refused</verdict>`],
    [
      'Order',
      `<Order xmlns="${NS}"><symbol>Z</symbol></Order>`,
      `<detail><Price xmlns="${NS}"><amount>99.00</amount><currency>USD</currency></Price></detail>`,
    ],
  ])('%s answers with the element where it belongs', async (action, body, want) => {
    const answer = await post(`${running.origin}/Prices.svc`, soap11Envelope(body), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}${action}"`,
    });
    expect(answer.body).toContain(want);
  });

  it('the served WSDL declares the element once, of the type, and the three messages name it', async () => {
    const wsdl = await (await fetch(`${running.origin}/Prices.svc?WSDL`)).text();
    expect(wsdl.match(/<s:element name="Price"/g)).toEqual(['<s:element name="Price"']);
    expect(wsdl).toContain('<s:element name="Price" type="tns:Price" />');
    expect(wsdl.match(/element="tns:Price"/g)).toHaveLength(3);
  });
});

describe.skipIf(!haveZeep())('zeep, reading the served WSDL', () => {
  it('calls the wrapped and the bare operation and reads the fault', async () => {
    received.length = 0;
    const outcomes = await zeep(`${running.origin}/Prices.svc?WSDL`, {
      GetPrice: { symbol: 'Q' },
      CheckPrice: { amount: '2', currency: 'EUR' },
      Order: { symbol: 'R' },
    });
    for (const port of ['PricesSoap', 'PricesSoap12'])
      expect(outcomes[port]).toMatchObject({
        GetPrice: { result: { amount: '12.50', currency: 'EUR' } },
        CheckPrice: { result: 'accepted' },
        Order: { fault: 'R costs more' },
      });
    const once = ['getPrice', 'checkPrice', 'order'];
    expect(received.map(([method]) => method)).toEqual([...once, ...once]);
  }, 60_000);
});

describe('a spec sharing an element between a wrapper and an element of a type', () => {
  const spec = (operations: string): string =>
    `service: { name: S, namespace: "urn:s", path: /s.asmx }\ntypes:\n  P: { fields: { a: { type: int, required: true } } }\noperations:\n${operations}`;
  const bare = '  Check:\n    bare: true\n    params: { P: { type: P, required: true } }\n    result: { type: boolean, element: ok }\n';

  it.each([
    // given: the wrapped operation; want: the issue
    [
      'its wrapper holding other elements',
      '  Get:\n    params: {}\n    responseElement: P\n    results: { b: { type: int, required: true } }\n',
      /operation Check needs the schema element P for P, already used by operation Get/,
    ],
    [
      'its wrapper the request of another',
      '  Get:\n    requestElement: P\n    params: { a: { type: int, required: true } }\n    result: int\n',
      /operation Check needs the schema element P for P, already used by operation Get/,
    ],
  ])('is refused with %s', (_case, wrapped, want) => {
    expect(specIssues(spec(wrapped + bare)).join('\n')).toMatch(want);
  });

  it('is accepted with a response wrapper of the same elements', () => {
    expect(specIssues(spec('  Get:\n    params: {}\n    responseElement: P\n    results: { a: { type: int, required: true } }\n' + bare))).toEqual([]);
  });
});
