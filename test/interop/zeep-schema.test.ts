/**
 * Interop: Python zeep reads the served WSDL of hand-written specs that use XML names TypeScript
 * cannot hold (test/fixtures/xml-names.yaml), the XSD built-ins (test/fixtures/scalars.yaml),
 * elements of several namespaces (test/fixtures/namespaces.yaml) and attributes with simple content
 * (test/fixtures/attributes.yaml),
 * calls their generated servers over every SOAP port (test/interop/zeep_calls.py) and decodes the
 * answers; the servers' handlers see what zeep sent, decoded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { serveRecording, zeep, type Outcomes, type Received } from '../support/zeep.js';

describe.skipIf(!haveZeep())('zeep calls services of XML names TypeScript cannot hold', () => {
  let running: RunningServer;
  let received: Received[];
  let outcomes: Outcomes;

  beforeAll(async () => {
    ({ running, received } = await serveRecording(
      'test/fixtures/xml-names.yaml',
      'zeep-xml-names',
      'createSoap_Service',
      (method) =>
        ({
          GetItem: { 'first-name': 'Ann', 'x.y': 7, constructor: 'c' },
          get_item: [{ Text: 'one' }, { Text: 'two' }],
          delete: { Text: 'deleted' },
          count: 12345678901234567890123n,
        })[method],
    ));
    outcomes = await zeep(`${running.origin}/xml-names.asmx?WSDL`, {
      GetItem: { 'first-name': 'Bo', kind: 'B-c' },
      'get-item': { item: { Number: 4 } },
      delete: { Text: 'gone' },
      // zeep passes a list as its wrapper type's content.
      Count: { Text: { Text: ['a', 'b'] } },
    });
  }, 60_000);
  afterAll(() => running?.close());

  it('offers both SOAP ports', () => {
    expect(Object.keys(outcomes).sort()).toEqual(['SoapSoap', 'SoapSoap12']);
  });

  it.each(['SoapSoap', 'SoapSoap12'])('over %s every call decodes on both sides', (port) => {
    expect(outcomes[port]).toEqual({
      GetItem: { result: { 'first-name': 'Ann', 'x.y': '7', constructor: 'c' } },
      'get-item': { result: [{ Text: 'one' }, { Text: 'two' }] },
      delete: { result: 'deleted' },
      Count: { result: '12345678901234567890123' },
    });
  });

  it('the handler received what zeep sent, under the XML names', () => {
    const seen = (method: string) => received.filter((r) => r.method === method).map((r) => r.request);
    expect(seen('GetItem')).toEqual([
      { 'first-name': 'Bo', kind: 'B-c' },
      { 'first-name': 'Bo', kind: 'B-c' },
    ]);
    expect(seen('get_item').map((r) => r.item)).toEqual([{ Number: 4 }, { Number: 4 }]);
    expect(seen('count').map((r) => r.Text)).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
  });
});

describe.skipIf(!haveZeep())('zeep calls the XSD built-ins', () => {
  let running: RunningServer;
  let outcomes: Outcomes;
  const VALUES: Record<string, unknown> = {
    EchoInteger: '-123456789012345678901234567890',
    EchoNonNegativeInteger: '18446744073709551616',
    EchoNegativeInteger: '-5',
    EchoAnyURI: 'http://example.org/a?b=1&c=2',
    EchoToken: 'a b c',
    EchoNormalizedString: 'a  b',
    EchoLanguage: 'en-GB',
    EchoNCName: 'Ünï-x',
    EchoNMTOKEN: '123-abc',
    // zeep takes (and returns) the built-in list types as their text.
    EchoNMTOKENS: '123-abc x',
    EchoIDREFS: 'id1 id2',
  };

  beforeAll(async () => {
    ({ running } = await serveRecording('test/fixtures/scalars.yaml', 'zeep-scalars', 'createScalarsService', (_, request) => request['value']));
    // Integers go to zeep as digit strings, which it writes as they are.
    outcomes = await zeep(`${running.origin}/Scalars.asmx?WSDL`, Object.fromEntries(Object.entries(VALUES).map(([op, value]) => [op, { value }])));
  }, 60_000);
  afterAll(() => running?.close());

  it.each(['ScalarsSoap', 'ScalarsSoap12'])('over %s each value comes back as sent', (port) => {
    expect(outcomes[port]).toEqual(Object.fromEntries(Object.entries(VALUES).map(([op, value]) => [op, { result: value }])));
  });
});

describe.skipIf(!haveZeep())('zeep calls a service whose elements are in several namespaces', () => {
  let running: RunningServer;
  let received: Received[];
  let outcomes: Outcomes;
  const address = { Street: '1 Quay', City: 'Cork', Zip: 'T12' };
  const shipment = { To: address, Lines: [2, 5], Tracking: 'TR-9' };

  beforeAll(async () => {
    ({ running, received } = await serveRecording('test/fixtures/namespaces.yaml', 'zeep-namespaces', 'createOrdersService', (method) =>
      method === 'placeOrder' ? shipment : address,
    ));
    outcomes = await zeep(`${running.origin}/orders.asmx?WSDL`, {
      PlaceOrder: {
        customer: { Name: 'Ann', Home: address, Note: 'ring', Tags: { Tag: ['vip'] } },
        shipment: { To: address, Lines: { Quantity: [3] }, Tracking: 'TR-1' },
        comment: 'fast',
      },
      FindAddress: { city: 'Cork' },
    });
  }, 60_000);
  afterAll(() => running?.close());

  it.each(['OrdersSoap', 'OrdersSoap12'])('over %s the answers decode in their namespaces', (port) => {
    expect(outcomes[port]).toEqual({
      PlaceOrder: { result: { To: address, Lines: { Quantity: ['2', '5'] }, Tracking: 'TR-9' } },
      FindAddress: { result: address },
    });
  });

  it('the handler received what zeep sent, each element found in its namespace', () => {
    const orders = received.filter((r) => r.method === 'placeOrder').map((r) => JSON.parse(JSON.stringify(r.request)) as unknown);
    const sent = {
      customer: { Name: 'Ann', Home: address, Note: 'ring', Tags: ['vip'] },
      shipment: { To: address, Lines: [3], Tracking: 'TR-1' },
      comment: 'fast',
    };
    expect(orders).toEqual([sent, sent]);
  });
});

describe.skipIf(!haveZeep())('zeep calls a service whose types have attributes and simple content', () => {
  let running: RunningServer;
  let received: Received[];
  let outcomes: Outcomes;
  const price = { value: '12.50', currency: 'EUR', net: true };
  const product = {
    Name: 'Tent',
    Price: price,
    Sizes: [{ value: 'S', stock: 3 }],
    Tag: ['new', 'sale'],
    id: 7,
    unit: 'kg',
    code: 'T-7',
    lang: 'en',
    origin: 'NL',
  };

  beforeAll(async () => {
    ({ running, received } = await serveRecording('test/fixtures/attributes.yaml', 'zeep-attributes', 'createCatalogService', (method) =>
      method === 'getProduct' ? product : method === 'getPrice' ? price : [price],
    ));
    outcomes = await zeep(`${running.origin}/catalog.asmx?WSDL`, {
      GetProduct: { id: 7 },
      GetPrice: { code: 'T-7' },
      // zeep writes simple content from _value_1 and attributes as keywords.
      // xml:lang and an attribute of another schema, keyed by their local names as zeep names attributes.
      SaveProducts: {
        products: { Product: [{ Name: 'Cup', id: 9, code: 'C-9', lang: 'fr', origin: 'BE', Price: { _value_1: '3.10', currency: 'USD' }, Tag: ['a', 'b'] }] },
      },
    });
  }, 60_000);
  afterAll(() => running?.close());

  it.each(['CatalogSoap', 'CatalogSoap12'])('over %s the attributes and texts decode', (port) => {
    const zeepPrice = { _value_1: '12.50', currency: 'EUR', net: true };
    expect(outcomes[port]).toEqual({
      GetProduct: {
        result: {
          Name: 'Tent',
          Price: zeepPrice,
          Sizes: { Size: [{ _value_1: 'S', stock: '3' }] },
          Tag: ['new', 'sale'],
          Variant: [],
          id: '7',
          unit: 'kg',
          code: 'T-7',
          lang: 'en',
          origin: 'NL',
        },
      },
      GetPrice: { result: zeepPrice },
      SaveProducts: { result: [zeepPrice] },
    });
  });

  it('the handler received what zeep sent: attributes, texts and a default filled in', () => {
    const saved = received.filter((r) => r.method === 'saveProducts').map((r) => JSON.parse(JSON.stringify(r.request)) as unknown);
    const sent = {
      products: [
        { Name: 'Cup', Price: { value: '3.10', currency: 'USD', net: false }, Tag: ['a', 'b'], id: 9, unit: 'piece', code: 'C-9', lang: 'fr', origin: 'BE' },
      ],
    };
    expect(saved).toEqual([sent, sent]);
  });
});
