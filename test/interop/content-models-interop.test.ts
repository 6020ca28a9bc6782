/**
 * Interop: Python zeep reads the served WSDL of test/fixtures/shapes/content-models.yaml (a choice
 * of an element, another or a sequence, a repeated choice, an optional sequence, xs:all, a
 * restriction of a complex type, one of a type with attributes), calls
 * every operation over both SOAP ports (test/interop/zeep_calls.py) and decodes the answers; the
 * handler sees what zeep sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { serveRecording, zeep, type Outcomes, type Received } from '../support/zeep.js';

describe.skipIf(!haveZeep())('zeep calls a service with choices, optional sequences and xs:all', () => {
  let running: RunningServer;
  let outcomes: Outcomes;
  let received: Received[];

  beforeAll(async () => {
    const answers: Record<string, (request: Record<string, unknown>) => unknown> = {
      pay: (r) => ({ Amount: '4.50', Code: 'XMAS', Issuer: `for ${String((r['Payment'] as { Cash?: boolean }).Cash)}`, Id: 9 }),
      order: (r) => r['Basket'],
      locate: () => ({ Street: 'High St', Zip: 9 }),
      greet: (r) => ({ Name: (r['Contact'] as { Name: string }).Name, Email: 'e@x' }),
      draw: (r) => r['Drawing'],
      define: (r) => ({ id: (r['Key'] as { id?: string }).id ?? 'none', type: -500020n }),
    };
    ({ running, received } = await serveRecording('test/fixtures/shapes/content-models.yaml', 'zeep-content-models', 'createShopService', (method, request) =>
      answers[method]!(request),
    ));
    outcomes = await zeep(`${running.origin}/Shop.asmx?WSDL`, {
      Pay: { Payment: { Amount: '4.50', Cash: true } },
      // zeep gives a repeated choice's items as _value_1, each a mapping of its one element.
      Order: { Basket: { _value_1: [{ Item: 'tee' }, { Gift: 3 }, { Item: 'ball' }], Street: 'Main St', City: 'Leeds' } },
      Locate: { Address: { Street: 'Low St', City: 'York', kind: 'postal' } },
      Greet: { Contact: { Name: 'Ann', Phone: '1' } },
      Define: { Key: { id: 'k', internalName: 'x', type: 7 } },
      // Values of the abstract Figure are of its derived types (xsi:type on the wire).
      Draw: {
        Drawing: {
          Main: { xsiType: '{http://example.org/shop/}Square', Colour: 'c', Side: 4 },
          Figures: { Figure: [{ xsiType: '{http://example.org/shop/}Circle', Colour: 'r', Radius: 1 }] },
        },
      },
    });
  }, 90_000);
  afterAll(() => running?.close());

  it.each(['ShopSoap', 'ShopSoap12'])('over %s every answer decodes in zeep', (port) => {
    // zeep_calls.py writes every scalar as its text.
    expect(outcomes[port]).toEqual({
      Pay: { result: { Amount: '4.50', Card: null, Cash: null, Code: 'XMAS', Issuer: 'for true', Note: null, Id: '9' } },
      Order: { result: { _value_1: [{ Item: 'tee' }, { Gift: '3' }, { Item: 'ball' }], Street: 'Main St', City: 'Leeds', Tags: null } },
      Locate: { result: { Street: 'High St', City: null, Zip: '9', kind: 'postal' } },
      // Reply restricts Contact to Name and Email.
      Greet: { result: { Name: 'Ann', Email: 'e@x' } },
      // Definition restricts Key's attributes: type fixed, internalName prohibited (zeep lists it, unset).
      Define: { result: { id: 'k', internalName: null, type: '-500020' } },
      // zeep reads each element as the derived type its xsi:type names.
      Draw: { result: { Main: { Colour: 'c', Side: '4' }, Figures: { Figure: [{ Colour: 'r', Radius: '1' }] } } },
    });
  });

  it('the handler received what zeep sent, over both ports', () => {
    const once = [
      { method: 'pay', request: { Payment: { Amount: '4.50', Cash: true } } },
      { method: 'order', request: { Basket: { Lines: [{ Item: 'tee' }, { Gift: 3 }, { Item: 'ball' }], Street: 'Main St', City: 'Leeds' } } },
      { method: 'locate', request: { Address: { Street: 'Low St', City: 'York', kind: 'postal' } } },
      { method: 'greet', request: { Contact: { Name: 'Ann', Phone: '1' } } },
      { method: 'define', request: { Key: { id: 'k', internalName: 'x', type: '7n' } } },
      {
        method: 'draw',
        request: { Drawing: { Main: { $type: 'Square', Colour: 'c', Side: 4 }, Figures: [{ $type: 'Circle', Colour: 'r', Radius: 1 }] } },
      },
    ];
    // Without the properties left undefined, a long as its digits and n.
    expect(JSON.parse(JSON.stringify(received, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)))).toEqual([...once, ...once]);
  });
});
