/**
 * XML Schema content models beyond a sequence (test/fixtures/shapes/content-models.yaml), end to end
 * over real HTTP: a choice (one of an element, another, or a sequence), a repeated choice, an
 * optional sequence and xs:all, through the generated server and the generated client on SOAP 1.1
 * and 1.2, and as raw XML on the wire; the served WSDL's schema validates what is written.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint } from '../support/requirements.js';
import { post, soap11Envelope } from '../support/soap.js';
import { specIssues } from '../support/spec-issues.js';
import { schemaOf, xmllint } from '../support/xmllint.js';

const NS = 'http://example.org/shop/';
type Call = (request: object) => Promise<unknown>;
type Client = Record<'pay' | 'order' | 'locate' | 'greet' | 'draw' | 'define', Call>;
type ClientClass = new (options: { baseUrl: string; transport: Transport }) => Client;

const seen: object[] = [];
const handler = {
  pay(request: { Payment: object }) {
    seen.push(request.Payment);
    return { ...request.Payment, Id: 7 };
  },
  order(request: { Basket: object }) {
    seen.push(request.Basket);
    return request.Basket;
  },
  locate(request: { Address?: object }) {
    seen.push(request.Address ?? {});
    return request.Address;
  },
  draw(request: { Drawing: object }) {
    seen.push(request.Drawing);
    return request.Drawing;
  },
  define(request: { Key: { id?: string; type: bigint } }) {
    seen.push(request.Key);
    return { id: request.Key.id ?? 'none', type: -500020n };
  },
  greet(request: { Contact: { Name: string; Email?: string } }) {
    seen.push(request.Contact);
    return { Name: request.Contact.Name, Email: request.Contact.Email ?? 'none' };
  },
};

let server: RunningServer;
let ShopClient: ClientClass;
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/shapes/content-models.yaml', 'content-models');
  const { createShopService } = await service.load<{ createShopService: (handler: unknown) => SoapService }>('server');
  ({ ShopClient } = await service.load<{ ShopClient: ClientClass }>('client'));
  server = await serve(createShopService(handler));
}, 60_000);
afterAll(() => server?.close());

/** Without the properties left undefined, as JSON has them. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

describe.each(['soap11', 'soap12'] as const)('the generated client and server over %s', (transport) => {
  it.each([
    // given: method, request; want: what the handler received (and answered, echoed back)
    ['pay', { Payment: { Amount: '5.00', Cash: true } }, { Amount: '5.00', Cash: true }],
    [
      'pay',
      { Payment: { Amount: '9', Card: { Number: '4111', Expiry: '12/30' }, Note: 'n' } },
      { Amount: '9', Card: { Number: '4111', Expiry: '12/30' }, Note: 'n' },
    ],
    ['pay', { Payment: { Amount: '1', Code: 'XMAS' } }, { Amount: '1', Code: 'XMAS' }],
    ['pay', { Payment: { Amount: '1', Code: 'XMAS', Issuer: 'Shop' } }, { Amount: '1', Code: 'XMAS', Issuer: 'Shop' }],
    ['order', { Basket: {} }, {}],
    [
      'order',
      { Basket: { Lines: [{ Item: 'tee' }, { Gift: 3 }, { Item: 'ball' }], Street: 'Main St', City: 'Leeds', Tags: ['a'] } },
      { Lines: [{ Item: 'tee' }, { Gift: 3 }, { Item: 'ball' }], Street: 'Main St', City: 'Leeds', Tags: ['a'] },
    ],
    ['order', { Basket: { Lines: [{ Gift: 1 }, { Gift: 2 }] } }, { Lines: [{ Gift: 1 }, { Gift: 2 }] }],
    // A required fixed attribute is written when left out, and read back.
    ['locate', { Address: { Street: 'High St', Zip: 1234 } }, { Street: 'High St', Zip: 1234, kind: 'postal' }],
    [
      'draw',
      {
        Drawing: {
          Main: { $type: 'Circle', Colour: 'red', Radius: 2 },
          Figures: [
            { $type: 'Square', Colour: 'blue', Side: 3 },
            { $type: 'Circle', Colour: 'green', Radius: 1 },
          ],
        },
      },
      {
        Main: { $type: 'Circle', Colour: 'red', Radius: 2 },
        Figures: [
          { $type: 'Square', Colour: 'blue', Side: 3 },
          { $type: 'Circle', Colour: 'green', Radius: 1 },
        ],
      },
    ],
  ] as const)('%s(%j)', async (method, request, want) => {
    seen.length = 0;
    const client = new ShopClient({ baseUrl: server.origin, transport });
    const answer = plain(await client[method](request));
    expect(plain(seen)).toEqual([want]);
    expect(answer).toEqual(method === 'pay' ? { ...want, Id: 7 } : want);
  });

  it('a restriction of a complex type is a type of its own: the answer holds its elements only', async () => {
    const client = new ShopClient({ baseUrl: server.origin, transport });
    expect(plain(await client.greet({ Contact: { Name: 'Ann', Phone: '1' } }))).toEqual({ Name: 'Ann', Email: 'none' });
  });

  it('a restriction of a type with attributes: its own attributes, a fixed one written when left out', async () => {
    seen.length = 0;
    const client = new ShopClient({ baseUrl: server.origin, transport });
    const answer = (await client.define({ Key: { id: 'k', internalName: 'x', type: 7n } })) as { id: string; type: bigint };
    expect(seen).toEqual([{ id: 'k', internalName: 'x', type: 7n }]);
    expect(answer).toEqual({ id: 'k', type: -500020n });
  });

  it.each([
    // given: method, request; want: the client's error before anything is sent
    ['pay', { Payment: { Amount: '1', Cash: true, Code: 'X' } }, 'Payment.Method: Cash and Code+Issuer are alternatives (xs:choice); give only one'],
    ['pay', { Payment: { Amount: '1' } }, 'Payment.Method: one of Card, Cash, Code+Issuer is required but missing'],
    ['pay', { Payment: { Amount: '1', Issuer: 'Shop' } }, 'Payment.Code is required but missing'],
    ['order', { Basket: { Lines: [{ Item: 'a', Gift: 1 }] } }, 'Basket.Lines: Item and Gift are alternatives (xs:choice); give only one'],
    ['order', { Basket: { Street: 'Main St' } }, 'Basket.City is required but missing'],
    ['draw', { Drawing: { Main: { Colour: 'red' } } }, 'Figure is abstract: a value of it must be one of Circle, Square, named by its $type'],
  ] as const)('%s(%j) is refused by the client', async (method, request, want) => {
    const client = new ShopClient({ baseUrl: server.origin, transport });
    await expect(client[method](request)).rejects.toThrow(want);
  });
});

describe('on the wire', () => {
  const soap11 = (action: string, body: string) =>
    post(`${server.origin}/Shop.asmx`, soap11Envelope(body), { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}${action}"` });

  it.each([
    // given: operation, request body; want: status, what the response body holds
    [
      'a choice',
      'Pay',
      '<Payment><Amount>2</Amount><Cash>false</Cash></Payment>',
      200,
      '<PayResult><Amount>2</Amount><Cash>false</Cash><Id>7</Id></PayResult>',
    ],
    [
      'two alternatives of a choice',
      'Pay',
      '<Payment><Amount>2</Amount><Cash>false</Cash><Code>X</Code></Payment>',
      500,
      '<faultcode>soap:Client</faultcode><faultstring>Server was unable to read request. ---&gt; Pay/Payment/Code: Cash and Code+Issuer are alternatives (xs:choice) in Payment; only one may be present.</faultstring>',
    ],
    [
      'no alternative of a required choice',
      'Pay',
      '<Payment><Amount>2</Amount></Payment>',
      500,
      '<faultcode>soap:Client</faultcode><faultstring>Server was unable to read request. ---&gt; Pay/Payment/Card: required element is missing in Payment (one of Card, Cash, Code+Issuer).</faultstring>',
    ],
    [
      'a sequence alternative without its required element',
      'Pay',
      '<Payment><Amount>2</Amount><Issuer>I</Issuer></Payment>',
      500,
      '<faultcode>soap:Client</faultcode><faultstring>Server was unable to read request. ---&gt; Pay/Payment/Code: required element is missing in Payment.</faultstring>',
    ],
    [
      'a repeated choice keeps its order',
      'Order',
      '<Basket><Gift>1</Gift><Item>a</Item><Gift>2</Gift></Basket>',
      200,
      '<OrderResult><Gift>1</Gift><Item>a</Item><Gift>2</Gift></OrderResult>',
    ],
    [
      'half an optional sequence',
      'Order',
      '<Basket><Street>Main St</Street></Basket>',
      500,
      '<faultcode>soap:Client</faultcode><faultstring>Server was unable to read request. ---&gt; Order/Basket/City: required element is missing in Basket.</faultstring>',
    ],
    [
      'a derived type by xsi:type, written back with it',
      'Draw',
      `<Drawing><Main xmlns:q="${NS}" xmlns:i="http://www.w3.org/2001/XMLSchema-instance" i:type="q:Square"><Colour>c</Colour><Side>4</Side></Main></Drawing>`,
      200,
      `<DrawResult><Main xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:dt="${NS}" xsi:type="dt:Square"><Colour>c</Colour><Side>4</Side></Main></DrawResult>`,
    ],
    [
      'an abstract type without xsi:type',
      'Draw',
      '<Drawing><Main><Colour>c</Colour></Main></Drawing>',
      500,
      '<faultcode>soap:Client</faultcode><faultstring>Server was unable to read request. ---&gt; Draw/Drawing/Main/Figure is abstract: its xsi:type must name one of Circle, Square.</faultstring>',
    ],
    [
      'a restriction of a type with attributes, answered with its own',
      'Define',
      '<Key id="k" internalName="x" type="7" />',
      200,
      '<DefineResult id="k" type="-500020" />',
    ],
    [
      'xs:all in any order, answered in schema order',
      'Locate',
      '<Address kind="postal"><Zip>9</Zip><City>York</City><Street>Low St</Street></Address>',
      200,
      '<LocateResult kind="postal"><Street>Low St</Street><City>York</City><Zip>9</Zip></LocateResult>',
    ],
  ])('%s', async (_case, op, content, status, want) => {
    const answer = await soap11(op, `<${op} xmlns="${NS}">${content}</${op}>`);
    expect(answer.status).toBe(status);
    expect(answer.body).toContain(want);
  });
});

describe('the served WSDL', () => {
  let wsdl: string;
  beforeAll(async () => {
    wsdl = await (await fetch(`${server.origin}/Shop.asmx?WSDL`)).text();
  });

  it('writes each content model as XML Schema has it', () => {
    expect(wsdl).toMatch(
      /<s:choice minOccurs="1" maxOccurs="1">\s*<s:element minOccurs="1" maxOccurs="1" name="Card" type="tns:Card" \/>\s*<s:element minOccurs="1" maxOccurs="1" name="Cash" type="s:boolean" \/>\s*<s:sequence minOccurs="1" maxOccurs="1">\s*<s:element minOccurs="1" maxOccurs="1" name="Code" type="s:string" \/>\s*<s:element minOccurs="0" maxOccurs="1" name="Issuer" type="s:string" \/>\s*<\/s:sequence>\s*<\/s:choice>/,
    );
    expect(wsdl).toMatch(/<s:choice minOccurs="0" maxOccurs="unbounded">\s*<s:element minOccurs="1" maxOccurs="1" name="Item" type="s:string" \/>/);
    expect(wsdl).toMatch(/<s:sequence minOccurs="0" maxOccurs="1">\s*<s:element minOccurs="1" maxOccurs="1" name="Street" type="s:string" \/>/);
    expect(wsdl).toContain('<s:complexType name="Figure" abstract="true">');
    expect(wsdl).toMatch(
      /<s:complexType name="Reply">\s*<s:annotation>[\s\S]*?<\/s:annotation>\s*<s:complexContent mixed="false">\s*<s:restriction base="tns:Contact">\s*<s:sequence>\s*<s:element minOccurs="1" maxOccurs="1" name="Name" type="s:string" \/>\s*<s:element minOccurs="1" maxOccurs="1" name="Email" type="s:string" \/>\s*<\/s:sequence>\s*<\/s:restriction>/,
    );
    expect(wsdl).toMatch(
      /<s:complexType name="Definition">\s*<s:annotation>[\s\S]*?<\/s:annotation>\s*<s:complexContent mixed="false">\s*<s:restriction base="tns:Key">\s*<s:attribute name="id" type="s:string" use="required" \/>\s*<s:attribute name="type" type="s:long" use="required" fixed="-500020" \/>\s*<s:attribute name="internalName" type="s:string" use="prohibited" \/>\s*<\/s:restriction>/,
    );
    expect(wsdl).toMatch(
      /<s:complexType name="Address">\s*<s:all>\s*<s:element minOccurs="1" maxOccurs="1" name="Street"[^>]*>\s*<s:element[^>]*>\s*<s:element[^>]*>\s*<\/s:all>/,
    );
  });

  it.skipIf(!haveXmllint())('its schema validates the messages on the wire, and refuses two alternatives', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-models-'));
    writeFileSync(join(dir, 'schema.xsd'), schemaOf(wsdl, NS));
    const documents = {
      'voucher.xml': `<Pay xmlns="${NS}"><Payment><Amount>1</Amount><Code>X</Code><Issuer>I</Issuer></Payment></Pay>`,
      'card.xml': `<PayResponse xmlns="${NS}"><PayResult><Amount>1</Amount><Card><Number>1</Number><Expiry>2</Expiry></Card><Id>3</Id></PayResult></PayResponse>`,
      'basket.xml': `<Order xmlns="${NS}"><Basket><Gift>1</Gift><Item>a</Item><Street>S</Street><City>C</City></Basket></Order>`,
      'address.xml': `<Locate xmlns="${NS}"><Address kind="postal"><Zip>9</Zip><Street>S</Street></Address></Locate>`,
      'drawing.xml': `<Draw xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><Drawing><Main xsi:type="Circle"><Colour>c</Colour><Radius>1</Radius></Main></Drawing></Draw>`,
      'reply.xml': `<GreetResponse xmlns="${NS}"><GreetResult><Name>A</Name><Email>e</Email></GreetResult></GreetResponse>`,
      'definition.xml': `<DefineResponse xmlns="${NS}"><DefineResult id="k" type="-500020" /></DefineResponse>`,
    };
    for (const [name, text] of Object.entries(documents)) writeFileSync(join(dir, name), text);
    const valid = await xmllint(['--schema', join(dir, 'schema.xsd'), ...Object.keys(documents).map((n) => join(dir, n))]);
    expect(valid.output.match(/validates/g), valid.output).toHaveLength(7);
    writeFileSync(join(dir, 'two.xml'), `<Pay xmlns="${NS}"><Payment><Amount>1</Amount><Cash>true</Cash><Code>X</Code></Payment></Pay>`);
    // The attribute a restriction prohibits, and another value of one it fixes.
    writeFileSync(join(dir, 'prohibited.xml'), `<DefineResponse xmlns="${NS}"><DefineResult id="k" type="-500020" internalName="x" /></DefineResponse>`);
    writeFileSync(join(dir, 'unfixed.xml'), `<DefineResponse xmlns="${NS}"><DefineResult id="k" type="7" /></DefineResponse>`);
    const invalid = await xmllint(['--schema', join(dir, 'schema.xsd'), ...['two.xml', 'prohibited.xml', 'unfixed.xml'].map((n) => join(dir, n))]);
    expect(invalid.output.match(/fails to validate/g), invalid.output).toHaveLength(3);
  });
});

describe('the help pages', () => {
  const page = async (op: string): Promise<string> =>
    (await (await fetch(`${server.origin}/Shop.asmx?op=${op}`)).text()).replaceAll('&lt;', '<').replaceAll('&gt;', '>');

  it.each([
    // given: the operation; want: what its page says, what its samples do not hold
    ['Pay', ['One of Card, Cash, Code + Issuer.', '<Card>'], ['<Cash>', '<Code>']],
    ['Order', ['Any number of Item or Gift, in any order.', 'All of Street + City or none.', '<Street>string</Street>'], []],
    ['Locate', ['Its fields may come in any order.'], []],
  ])('%s', async (op, want, absent) => {
    const text = await page(op);
    for (const w of want) expect(text).toContain(w);
    for (const a of absent) expect(text).not.toContain(a);
  });
});

describe('content models the spec refuses', () => {
  const spec = (fields: string): string =>
    [
      'service: { name: S, namespace: "urn:s", path: /s }',
      'types:',
      '  T:',
      '    fields:',
      fields,
      'operations:',
      '  A: { params: { t: { type: T } }, result: int }',
    ].join('\n');
  it.each([
    ['a choice without alternatives', '      C: { choice: {} }', expect.stringContaining('choice C has no alternatives')],
    [
      'a repeated choice with a sequence',
      '      C: { repeated: true, choice: { S: { sequence: { a: { type: int } } }, b: { type: int } } }',
      expect.stringContaining('choice T.C is repeated: each of its alternatives must be one element'),
    ],
    [
      'a choice in a choice',
      '      C: { choice: { D: { choice: { a: { type: int } } } } }',
      expect.stringContaining('choice T.C: a choice directly inside a choice'),
    ],
    [
      'an element twice',
      '      a: { type: int }\n      C: { choice: { a: { type: string } } }',
      expect.stringContaining('type T has two elements or lists named a'),
    ],
    ['a restriction of an unknown type', '      a: { type: int }\n    restricts: U', expect.stringContaining('type T restricts unknown type "U"')],
    [
      'a restriction with an element its base does not have',
      '      a: { type: int }\n    restricts: B\n  B: { fields: { b: { type: int } } }',
      expect.stringContaining('type T restricts B: B has no element a'),
    ],
    [
      'a restriction leaving out a required element',
      '      a: { type: int }\n    restricts: B\n  B: { fields: { a: { type: int }, b: { type: int, required: true } } }',
      expect.stringContaining('type T restricts B: its required element b must stay, required'),
    ],
    [
      'a restriction changing a type',
      '      a: { type: string }\n    restricts: B\n  B: { fields: { a: { type: int } } }',
      expect.stringContaining('type T restricts B: a is string here but int in B'),
    ],
    [
      'a restriction leaving out a required attribute',
      '      a: { type: int }\n    restricts: B\n  B: { fields: { a: { type: int } }, attributes: { id: { type: string, required: true } } }',
      expect.stringContaining('type T restricts B: its required attribute id must stay, required'),
    ],
    [
      'a restriction with an attribute its base does not have',
      '      a: { type: int }\n    restricts: B\n    attributes: { x: { type: int } }\n  B: { fields: { a: { type: int } } }',
      expect.stringContaining('type T restricts B: B has no attribute x'),
    ],
    [
      'a restriction changing a fixed attribute',
      '      a: { type: int }\n    restricts: B\n    attributes: { k: { type: string, fixed: b } }\n  B: { fields: { a: { type: int } }, attributes: { k: { type: string, fixed: a } } }',
      expect.stringContaining('type T restricts B: attribute k is fixed to a in B, so here too'),
    ],
    [
      'a repeated sequence',
      '      S: { repeated: true, sequence: { a: { type: int } } }',
      expect.stringContaining('sequence T.S is repeated: a repeated sequence cannot be expressed'),
    ],
  ])('%s', (_case, fields, want) => {
    expect(specIssues(spec(fields))).toEqual([want]);
  });
});

it('the generated code type-checks under the strictest flags', async () => {
  expect(await typeCheck('content-models', ['shop/*.ts'])).toBe('');
}, 120_000);
