/**
 * Anonymous complex types (test/fixtures/shapes/anonymous.yaml) end to end over real HTTP: the
 * served WSDL declares each inside the element that has it (no named complexType), its schemas
 * validate what the server and the client write, the generated client and server agree over
 * SOAP 1.1 and 1.2, zeep calls the service from its WSDL, and the spec's checks refuse what an
 * inline type cannot be. The same for anonymous simple types (facets checked like a named one's) and
 * a list whose items are in another namespace than the list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, typeCheck, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint, haveZeep } from '../support/requirements.js';
import { post, soap11Envelope, soapBodyOf } from '../support/soap.js';
import { specIssues } from '../support/spec-issues.js';
import { expectSchemaValid, writeSchemasOf, xmllint } from '../support/xmllint.js';
import { zeep } from '../support/zeep.js';

const NS = 'http://example.org/orders/';
const NOTES = 'http://example.org/notes/';
const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
type Call = (request: object) => Promise<unknown>;
type Client = Record<'placeOrder' | 'orderStatus' | 'checkCoupon', Call>;

const ORDER = {
  Id: 7,
  Customer: { Name: 'Ada', Email: 'ada@example.org' },
  Line: [
    { Sku: 'A-1', Quantity: 2, gift: true, batch: 'B7' },
    { Sku: 'B-2', Quantity: 1, batch: 'C' },
  ],
  Note: { Text: 'ring twice' },
  Codes: ['X1', 'Y2'],
  channel: 'phone',
};
const seen: object[] = [];
const handler = {
  placeOrder(request: { order: { Id: number; Customer: { Name: string }; Line?: { Quantity: number }[] } }) {
    seen.push(request);
    const quantity = (request.order.Line ?? []).reduce((sum, line) => sum + line.Quantity, 0);
    return { Number: `N${request.order.Id}`, Total: `${quantity}.50`, Customer: { Name: request.order.Customer.Name } };
  },
  orderStatus(request: { orderId: number }) {
    seen.push(request);
    return { Code: request.orderId === 7 ? 'SHIPPED' : 'UNKNOWN', Lines: 2 };
  },
  checkCoupon(request: { code: string }) {
    seen.push(request);
    return request.code.startsWith('ABC') ? 'valid' : 'expired';
  },
};

let generated: GeneratedService;
let server: RunningServer;
let wsdl: string;
let OrdersClient: new (options: { baseUrl: string; transport: Transport }) => Client;
beforeAll(async () => {
  generated = await generateSpec('test/fixtures/shapes/anonymous.yaml', 'anonymous');
  const { createOrdersService } = await generated.load<{ createOrdersService: (handler: unknown) => SoapService }>('server');
  ({ OrdersClient } = await generated.load<{ OrdersClient: typeof OrdersClient }>('client'));
  server = await serve(createOrdersService(handler));
  wsdl = await (await fetch(`${server.origin}/Orders.svc?WSDL`)).text();
}, 60_000);
afterAll(() => server?.close());

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  it.each([
    // given: method, request; want: the result, what the handler received
    ['placeOrder', { order: ORDER }, { Number: 'N7', Total: '3.50', Customer: { Name: 'Ada' } }, { order: ORDER }],
    // No Line element: an absent list.
    [
      'placeOrder',
      { order: { Id: 8, Customer: { Name: 'Bo' }, Line: [] } },
      { Number: 'N8', Total: '0.50', Customer: { Name: 'Bo' } },
      { order: { Id: 8, Customer: { Name: 'Bo' } } },
    ],
    ['orderStatus', { orderId: 7 }, { Code: 'SHIPPED', Lines: 2 }, { orderId: 7 }],
    // Anonymous simple types: a field's, a parameter's, a result's (and attributes', in ORDER).
    [
      'placeOrder',
      { order: { Id: 5, Customer: { Name: 'Di' }, Coupon: 'ABC-12' } },
      { Number: 'N5', Total: '0.50', Customer: { Name: 'Di' } },
      { order: { Id: 5, Customer: { Name: 'Di' }, Coupon: 'ABC-12' } },
    ],
    ['checkCoupon', { code: 'ABCDEF' }, 'valid', { code: 'ABCDEF' }],
    ['checkCoupon', { code: 'XYZXYZ' }, 'expired', { code: 'XYZXYZ' }],
  ] as const)('%s(%j) resolves to %j', async (method, request, want, received) => {
    seen.length = 0;
    const client = new OrdersClient({ baseUrl: server.origin, transport });
    expect(plain(await client[method](request))).toEqual(want);
    expect(plain(seen)).toEqual([received]);
  });
});

describe('anonymous simple types check their facets', () => {
  it.each([
    // given: method, request; want: the client's refusal before sending
    ['placeOrder', { order: { Id: 1, Customer: { Name: 'N' }, Coupon: 'abc-12' } }, /Coupon/],
    ['checkCoupon', { code: 'ABC' }, /length at least 6/],
    ['placeOrder', { order: { Id: 1, Customer: { Name: 'N' }, channel: 'fax' } }, /channel/],
    ['placeOrder', { order: { Id: 1, Customer: { Name: 'N' }, Line: [{ Sku: 'S', Quantity: 1, batch: 'LONGER' }] } }, /batch/],
  ] as const)('the client refuses %s(%j)', async (method, request, message) => {
    seen.length = 0;
    await expect(new OrdersClient({ baseUrl: server.origin, transport: 'soap11' })[method](request)).rejects.toThrow(message);
    expect(seen).toEqual([]);
  });

  it.each([
    // given: the request body sent raw; want: a Client fault naming the element
    ['a field', `<PlaceOrder xmlns="${NS}"><order><Id>1</Id><Customer><Name>N</Name></Customer><Coupon>AB-1</Coupon></order></PlaceOrder>`, 'Coupon'],
    ['a parameter', `<CheckCoupon xmlns="${NS}"><code>ABCDEFG</code></CheckCoupon>`, 'code'],
    [
      'an attribute of a named type',
      `<PlaceOrder xmlns="${NS}"><order channel="fax"><Id>1</Id><Customer><Name>N</Name></Customer></order></PlaceOrder>`,
      'channel',
    ],
    [
      'an attribute of an anonymous type',
      `<PlaceOrder xmlns="${NS}"><order><Id>1</Id><Customer><Name>N</Name></Customer><Line batch="LONGER"><Sku>S</Sku><Quantity>1</Quantity></Line></order></PlaceOrder>`,
      'batch',
    ],
  ])('the server answers a bad value of %s with a Client fault', async (_, body, element) => {
    seen.length = 0;
    const action = body.slice(1, body.indexOf(' '));
    const response = await post(`${server.origin}/Orders.svc`, soap11Envelope(body), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}${action}"`,
    });
    expect(response.status).toBe(500);
    expect(response.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(response.body).toMatch(new RegExp(`<faultstring>[^<]*\\b${element}\\b`));
    expect(seen).toEqual([]);
  });
});

describe('on the wire', () => {
  it('reads and writes the elements of anonymous types as those of named ones', async () => {
    const request =
      `<PlaceOrder xmlns="${NS}"><order><Id>9</Id><Customer><Name>Cy</Name></Customer>` +
      `<Line gift="false" batch=" b1 "><Sku>C</Sku><Quantity>4</Quantity></Line><Note xmlns="${NOTES}"><Text>t</Text></Note>` +
      `<Codes><n:Code xmlns:n="${NOTES}">c1</n:Code><Code xmlns="${NOTES}">c2</Code></Codes></order></PlaceOrder>`;
    seen.length = 0;
    const response = await post(`${server.origin}/Orders.svc`, soap11Envelope(request), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}PlaceOrder"`,
    });
    expect(response.status).toBe(200);
    expect(soapBodyOf(response.body)).toBe(
      `<PlaceOrderResponse xmlns="${NS}"><receipt><Number>N9</Number><Total>4.50</Total><Customer><Name>Cy</Name></Customer></receipt></PlaceOrderResponse>`,
    );
    expect(plain(seen)).toEqual([
      { order: { Id: 9, Customer: { Name: 'Cy' }, Line: [{ Sku: 'C', Quantity: 4, gift: false, batch: 'b1' }], Note: { Text: 't' }, Codes: ['c1', 'c2'] } },
    ]);
  });

  it('writes list items in their own namespace', async () => {
    const { encodePlaceOrderRequest } = await generated.load<{ encodePlaceOrderRequest(r: unknown): string }>('encoders');
    expect(encodePlaceOrderRequest({ order: { Id: 1, Customer: { Name: 'N' }, Codes: ['a', 'b'] } })).toBe(
      `<order><Id>1</Id><Customer><Name>N</Name></Customer><Codes><Code xmlns="${NOTES}">a</Code><Code xmlns="${NOTES}">b</Code></Codes></order>`,
    );
  });
});

describe('the served WSDL', () => {
  it('declares no named complexType for an anonymous type', () => {
    for (const name of ['OrderCustomer', 'OrderLine', 'Note', 'Receipt', 'OrderCustomer2', 'Status', 'OrderCoupon', 'CheckCouponCode', 'CouponState']) {
      expect(wsdl).not.toContain(`name="${name}" type=`);
      expect(wsdl).not.toContain(`<s:complexType name="${name}"`);
      expect(wsdl).not.toContain(`<s:simpleType name="${name}"`);
    }
  });

  it.each([
    ['a field', '<s:element minOccurs="1" maxOccurs="1" name="Customer">\n            <s:complexType>'],
    ['a repeated field with an attribute', '<s:element minOccurs="0" maxOccurs="unbounded" name="Line">\n            <s:complexType>'],
    ['a result', '<s:element minOccurs="0" maxOccurs="1" name="receipt">\n              <s:complexType>'],
    ['a field of another namespace (a global element there)', '<s:element name="Note">\n        <s:complexType>'],
    ['a bare message', '<s:element name="status">\n        <s:complexType>'],
    [
      'a field of an anonymous simple type',
      '<s:element minOccurs="0" maxOccurs="1" name="Coupon">\n            <s:simpleType>\n              <s:restriction base="s:string">\n                <s:pattern value="[A-Z]{3}-[0-9]{2}" />',
    ],
    [
      'a parameter of an anonymous simple type',
      '<s:element minOccurs="1" maxOccurs="1" name="code">\n              <s:simpleType>\n                <s:restriction base="s:string">\n                  <s:minLength value="6" />',
    ],
    [
      'a result of an anonymous simple type',
      '<s:element minOccurs="1" maxOccurs="1" name="state">\n              <s:simpleType>\n                <s:restriction base="s:string">\n                  <s:enumeration value="valid" />',
    ],
    [
      'an attribute of an anonymous simple type',
      '<s:attribute name="channel">\n          <s:simpleType>\n            <s:restriction base="s:string">\n              <s:enumeration value="web" />',
    ],
    [
      'a required attribute of an anonymous simple type, in an anonymous type',
      '<s:attribute name="batch" use="required">\n                <s:simpleType>\n                  <s:restriction base="s:token">\n                    <s:minLength value="1" />',
    ],
    ['a list whose items are in another namespace, by its array type there', '<s:element minOccurs="0" maxOccurs="1" name="Codes" type="ns1:ArrayOfCode" />'],
  ])('declares the type inside the element of %s', (_, declaration) => {
    expect(wsdl).toContain(declaration);
  });

  it.skipIf(!haveXmllint())('its schemas validate what the server and the client write', async () => {
    const dir = join('test', '.generated', 'anonymous', 'schema');
    mkdirSync(dir, { recursive: true });
    const schema = writeSchemasOf(wsdl, dir, 'schema');
    const response = await post(
      `${server.origin}/Orders.svc`,
      soap11Envelope(`<PlaceOrder xmlns="${NS}"><order><Id>1</Id><Customer><Name>N</Name></Customer></order></PlaceOrder>`),
      {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: `"${NS}PlaceOrder"`,
      },
    );
    const { encodePlaceOrderRequest } = await generated.load<{ encodePlaceOrderRequest(r: unknown): string }>('encoders');
    const files = [join(dir, 'request.xml'), join(dir, 'response.xml'), join(dir, 'bad.xml')];
    writeFileSync(files[0]!, `<PlaceOrder ${XSI} xmlns="${NS}">${encodePlaceOrderRequest({ order: { ...ORDER, Coupon: 'ABC-12' } })}</PlaceOrder>`);
    writeFileSync(files[1]!, soapBodyOf(response.body)!);
    await expectSchemaValid(schema, files.slice(0, 2));
    // The check can fail: an element the inline type does not declare.
    writeFileSync(files[2]!, `<PlaceOrder xmlns="${NS}"><order><Id>1</Id><Customer><Nickname>x</Nickname></Customer></order></PlaceOrder>`);
    const bad = await xmllint(['--schema', schema, files[2]!]);
    expect(bad.ok).toBe(false);
    expect(bad.output).toContain('Nickname');
    // And a value outside an inline simple type's facets.
    writeFileSync(files[2]!, `<PlaceOrder xmlns="${NS}"><order><Id>1</Id><Customer><Name>N</Name></Customer><Coupon>abc</Coupon></order></PlaceOrder>`);
    const badCoupon = await xmllint(['--schema', schema, files[2]!]);
    expect(badCoupon.ok).toBe(false);
    expect(badCoupon.output).toContain('Coupon');
    // And an attribute outside its inline simple type.
    writeFileSync(files[2]!, `<PlaceOrder xmlns="${NS}"><order channel="fax"><Id>1</Id><Customer><Name>N</Name></Customer></order></PlaceOrder>`);
    const badChannel = await xmllint(['--schema', schema, files[2]!]);
    expect(badChannel.ok).toBe(false);
    expect(badChannel.output).toContain('channel');
  });
});

describe.skipIf(!haveZeep())('zeep', () => {
  it('calls every operation from the served WSDL over both SOAP ports and decodes the answers', async () => {
    seen.length = 0;
    const outcomes = await zeep(`${server.origin}/Orders.svc?WSDL`, {
      PlaceOrder: {
        order: {
          Id: 3,
          Customer: { Name: 'Zed' },
          Line: [{ Sku: 'Q', Quantity: 5, gift: true, batch: 'Z9' }],
          Note: { Text: 'n' },
          Codes: { Code: ['z'] },
          channel: 'phone',
        },
      },
      OrderStatus: [7],
      CheckCoupon: { code: 'ABCDEF' },
    });
    for (const port of ['OrdersSoap', 'OrdersSoap12']) {
      expect(outcomes[port]).toEqual({
        PlaceOrder: { result: { Number: 'N3', Total: '5.50', Customer: { Name: 'Zed' } } },
        // zeep_calls.py gives integers as strings.
        OrderStatus: { result: { Code: 'SHIPPED', Lines: '2' } },
        CheckCoupon: { result: 'valid' },
      });
    }
    const order = {
      order: {
        Id: 3,
        Customer: { Name: 'Zed' },
        Line: [{ Sku: 'Q', Quantity: 5, gift: true, batch: 'Z9' }],
        Note: { Text: 'n' },
        Codes: ['z'],
        channel: 'phone',
      },
    };
    expect(plain(seen)).toEqual([order, { orderId: 7 }, { code: 'ABCDEF' }, order, { orderId: 7 }, { code: 'ABCDEF' }]);
  }, 60_000);
});

describe('the help page', () => {
  it("shows a list's items in their own namespace", async () => {
    const page = await (await fetch(`${server.origin}/Orders.svc?op=PlaceOrder`)).text();
    expect(page).toMatch(new RegExp(`&lt;Code xmlns=(&quot;|")${NOTES}(&quot;|")&gt;string&lt;/Code&gt;`));
  });
});

describe('soapgen import', () => {
  it('reads the served WSDL back into anonymous types and item namespaces that serve the same WSDL', async () => {
    const dir = join('test', '.generated', 'anonymous');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'served.wsdl');
    writeFileSync(file, wsdl);
    const imported = await importWsdl(file);
    expect(imported.yaml).toContain('  Customer:\n    anonymous: true\n');
    expect(imported.yaml).toContain('  Coupon: { base: string, pattern: "[A-Z]{3}-[0-9]{2}", anonymous: true }');
    expect(imported.yaml).toContain('  channel: { enum: [web, phone], anonymous: true }');
    expect(imported.yaml).toContain('      channel: { type: channel }');
    expect(imported.yaml).toContain(`Codes: { type: "string[]", item: Code, itemNamespace: "${NOTES}" }`);
    const url = 'http://localhost/Orders.svc';
    expect(wsdlDocument(parseSpec(imported.yaml, 'imported.yaml'), url)).toBe(wsdlDocument(generated.model, url));
  });
});

describe('the spec', () => {
  const spec = (types: string, operations = '  Op:\n    params:\n      a: { type: A }\n    result: int\n', service = ''): string =>
    `service:\n  name: S\n  namespace: urn:s\n  path: /s${service}\ntypes:\n${types}operations:\n${operations}`;
  it.each([
    [
      'itemNamespace on a field that is not a list in a wrapper',
      spec('  A:\n    fields:\n      x: { type: "int[]", inline: true, itemNamespace: "urn:o" }\n'),
      'A.x has "itemNamespace" but is not a list in a wrapper element',
    ],
    [
      'a list of an anonymous type',
      spec('  A:\n    anonymous: true\n    fields:\n      x: { type: int }\n', '  Op:\n    params:\n      a: { type: "A[]" }\n    result: int\n'),
      "Op.a is a list of the anonymous type A: a list's items need a named type (or write the list inline: true)",
    ],
    [
      'a base that is anonymous',
      spec('  A:\n    anonymous: true\n    fields:\n      x: { type: int }\n  B:\n    extends: A\n    fields:\n      y: { type: int }\n'),
      'type B extends the anonymous type A: a base type needs a name',
    ],
    [
      'two elements of one anonymous type',
      spec(
        '  A:\n    anonymous: true\n    fields:\n      x: { type: int }\n',
        '  Op:\n    params:\n      a: { type: A }\n      b: { type: A }\n    result: int\n',
      ),
      'type A is anonymous, so it is the type of one element; it is used by Op.a, Op.b (elements {urn:s}a, {urn:s}b)',
    ],
    [
      'an anonymous type declared in another namespace than its element',
      spec('  A:\n    anonymous: true\n    namespace: urn:other\n    fields:\n      x: { type: int }\n'),
      'type A is anonymous and declared where Op.a is, in the schema of urn:s: its namespace must be that one, not urn:other',
    ],
    [
      'an anonymous type holding itself',
      spec('  A:\n    anonymous: true\n    fields:\n      x: { type: B }\n  B:\n    anonymous: true\n    fields:\n      y: { type: A }\n'),
      'type A is anonymous and holds itself: an inline type cannot contain its own declaration; give it a name',
    ],
    [
      'a list of an anonymous simple type',
      spec('  A:\n    anonymous: true\n    base: string\n    maxLength: 3\n', '  Op:\n    params:\n      a: { type: "A[]" }\n    result: int\n'),
      "Op.a is a list of the anonymous type A: a list's items need a named type (or write the list inline: true)",
    ],
    [
      'two attributes of one anonymous simple type',
      spec('  A:\n    fields: {}\n    attributes:\n      x: { type: C }\n      y: { type: C }\n  C:\n    anonymous: true\n    enum: [p, q]\n'),
      'type C is anonymous, so it is the type of one element; it is used by attribute A.x, attribute A.y (elements @{}x, @{}y)',
    ],
    [
      'simple content of an anonymous simple type',
      spec('  A:\n    value: C\n  C:\n    anonymous: true\n    enum: [p, q]\n'),
      "type C is anonymous, but the value of A refers to it: a simple content's type needs a name",
    ],
    [
      'a simple type restricting an anonymous one',
      spec('  A:\n    fields:\n      x: { type: D }\n  C:\n    anonymous: true\n    base: string\n  D:\n    base: C\n    maxLength: 2\n'),
      'simple type D: base C is anonymous: it is declared inside its one element, so other types cannot refer to it',
    ],
    [
      'an anonymous rpc part declared by its type',
      spec('  A:\n    anonymous: true\n    fields:\n      x: { type: int }\n', undefined, '\n  style: rpc'),
      'type A is anonymous, but Op.a is an rpc part declared by its type (type=); give the type a name',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(specIssues(text)).toContainEqual(expect.stringContaining(message));
  });
});

it('the generated code type-checks under the strictest flags', async () => {
  expect(await typeCheck('anonymous', ['orders/*.ts'])).toBe('');
}, 120_000);
