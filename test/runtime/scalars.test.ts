/**
 * Every scalar of the registry round-trips on all three transports: a generated client sends it
 * over real HTTP to a generated server whose handler echoes it back (as a parameter and as a bare
 * result; as fields of a complex type over SOAP). Edge values: range limits, 64-bit integers past
 * 2^53, unbounded integers past 2^64, INF/-INF/NaN, dateTime offsets and 7 fractional digits, empty
 * base64 and hexBinary, non-ASCII char and NCName.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeXml } from 'soapgen/runtime/xml/escape.js';
import { formatScalar, SCALARS, type Scalar } from 'soapgen/runtime/xml/scalars.js';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { serve, type RunningServer } from '../support/http.js';
import { generateSpec } from '../support/generate.js';
import { haveXmllint } from '../support/requirements.js';
import { post, soap11Envelope } from '../support/soap.js';
import { expectSchemaValid, writeSchemasOf } from '../support/xmllint.js';

type Call = (request: unknown) => Promise<unknown>;
type Client = Record<string, Call>;

const VALUES: Readonly<Record<string, readonly unknown[]>> = {
  String: ['a & <b> "c" \'d\'', '', 'ünïcødé ✓'],
  Boolean: [true, false],
  Int: [-2147483648, 0, 2147483647],
  Long: [-(2n ** 63n), 9007199254740993n, 2n ** 63n - 1n],
  Short: [-32768, 32767],
  Byte: [-128, 127],
  UnsignedByte: [0, 255],
  UnsignedShort: [0, 65535],
  UnsignedInt: [0, 4294967295],
  UnsignedLong: [0n, 2n ** 64n - 1n],
  Decimal: ['-0.10', '79228162514264337593543950335', '25.50'],
  Double: [0.1, -1.5e300, 5e-324, Infinity, -Infinity, NaN],
  Float: [1.5, -0.25, Infinity, -Infinity, NaN],
  DateTime: ['2026-11-21T08:00:00-07:00', '2026-11-21T15:00:00.1234567Z', '2026-11-21T08:00:00'],
  Date: ['2026-11-21', '2026-11-21+05:30'],
  Time: ['08:00:00', '23:59:59.5Z'],
  Duration: ['P1Y2M3DT4H5M6.5S', '-PT0.5S', 'P0D'],
  Base64Binary: [new Uint8Array([0, 1, 62, 63, 254, 255]), new Uint8Array(0)],
  Guid: ['3F2504E0-4F89-11D3-9A0C-0305E82C3301', '00000000-0000-0000-0000-000000000000'],
  Char: ['A', '€', '<'],
  // xmllint's validation reads 24 digits at most: the first value (the one validated) stays within them.
  Integer: [-(2n ** 70n), 0n, 10n ** 40n + 1n],
  NonNegativeInteger: [2n ** 70n, 0n],
  PositiveInteger: [2n ** 65n, 1n],
  NonPositiveInteger: [-(2n ** 65n), 0n],
  NegativeInteger: [-(2n ** 65n), -1n],
  GYear: ['2026', '-0044', '2026Z'],
  GYearMonth: ['2026-11', '2026-11+05:30'],
  GMonth: ['--11', '--01Z'],
  GMonthDay: ['--11-21', '--02-29'],
  GDay: ['---21', '---01-07:00'],
  HexBinary: [new Uint8Array([0, 1, 171, 255]), new Uint8Array(0)],
  AnyURI: ['http://example.org/a?b=1&c=2', 'urn:example:x'],
  NormalizedString: ['a  b   c', 'x'],
  Token: ['a b c', 'x'],
  Language: ['en-GB', 'de'],
  Name: ['a:b', '_x.y-z'],
  NCName: ['_x.y-z', 'Ünï'],
  NMTOKEN: ['123-abc', ':a'],
  ID: ['id1'],
  IDREF: ['id1'],
  ENTITY: ['e1'],
  NMTOKENS: [['123-abc', ':a'], ['x']],
  IDREFS: [['id1', 'id2']],
  ENTITIES: [['e1', 'e2']],
  AnySimpleType: [' any  text ', ''],
  Colour: ['Red', 'Blue'],
};

const TRANSPORTS: readonly Transport[] = ['soap11', 'soap12', 'httpPost'];
let server: RunningServer;
let clients: Record<Transport, Client>;

beforeAll(async () => {
  const service = await generateSpec('test/fixtures/scalars.yaml', 'scalars');
  const { createScalarsService } = await service.load<{ createScalarsService: (handler: unknown) => SoapService }>('server');
  const { ScalarsClient } = await service.load<{ ScalarsClient: new (options: { baseUrl: string; transport: Transport }) => Client }>('client');
  // Every operation echoes its `value` parameter.
  const echo = new Proxy({}, { get: () => (request: { value: unknown }) => request.value });
  server = await serve(createScalarsService(echo));
  const client = (transport: Transport): Client => {
    const c = new ScalarsClient({ baseUrl: server.origin, transport });
    return new Proxy({}, { get: (_, method: string) => (request: unknown) => (c[method] as Call).call(c, request) });
  };
  clients = { soap11: client('soap11'), soap12: client('soap12'), httpPost: client('httpPost') };
}, 60_000);
afterAll(() => server?.close());

describe.each(TRANSPORTS)('over %s', (transport) => {
  it.each(Object.keys(VALUES))('%s round-trips as parameter and bare result', async (scalar) => {
    for (const value of VALUES[scalar]!) {
      expect(await clients[transport][`echo${scalar}`]!({ value })).toEqual(value);
    }
  });
});

describe.each(['soap11', 'soap12'] as const)('over %s (complex and list parameters are SOAP only)', (transport) => {
  it('round-trips a type holding every scalar, an enumeration, nillable fields and lists', async () => {
    const everything = {
      ...Object.fromEntries(
        Object.entries(VALUES)
          .filter(([k]) => k !== 'Colour')
          .map(([k, v]) => [`${k.charAt(0).toLowerCase()}${k.slice(1)}Field`, v[0]]),
      ),
      colourField: 'Green',
      nillableInt: null,
      requiredNillableString: null,
      longs: [1n, -(2n ** 63n)],
      colours: ['Blue', 'Red'],
    };
    expect(await clients[transport].echoEverything!({ value: everything })).toEqual(everything);
    const some = { requiredNillableString: 'x', nillableInt: 5 };
    const back = (await clients[transport].echoEverything!({ value: some })) as Record<string, unknown>;
    expect(Object.fromEntries(Object.entries(back).filter(([, v]) => v !== undefined))).toEqual(some);
  });

  it('round-trips a list of dateTimes as a list result', async () => {
    const value = ['2026-11-21T08:00:00-07:00', '2026-11-21T08:00:00+14:00'];
    expect(await clients[transport].echoDateTimes!({ value })).toEqual(value);
    expect(await clients[transport].echoDateTimes!({ value: [] })).toEqual([]);
  });

  it('writes a nil result as xsi:nil and reads it back as null', async () => {
    expect(await clients[transport].echoNillable!({ value: null })).toBeNull();
    expect(await clients[transport].echoNillable!({ value: 7 })).toBe(7);
  });
});

describe('values outside a scalar are refused before sending', () => {
  it.each([
    ['echoInt', 2147483648, /must be a 32-bit integer/],
    ['echoLong', 2 ** 53, /must be a bigint/],
    ['echoUnsignedLong', -1n, /must be a bigint from 0/],
    ['echoByte', 128, /from -128 to 127/],
    ['echoDateTime', '2026-11-21 08:00', /must be an xs:dateTime/],
    ['echoGuid', 'not-a-guid', /must be a GUID/],
    ['echoChar', 'AB', /one UTF-16 character/],
    ['echoColour', 'Purple', /one of Red, Green, Blue/],
    ['echoNonNegativeInteger', -1n, /must be a bigint from 0/],
    ['echoNegativeInteger', 0n, /must be a bigint up to -1/],
    ['echoInteger', 1, /must be a bigint/],
    ['echoGYear', '26', /must be an xs:gYear/],
    ['echoToken', ' a  b', /must be an xs:token/],
    ['echoLanguage', 'en_GB', /must be an xs:language/],
    ['echoNCName', 'a:b', /must be an xs:NCName/],
  ])('%s(%s)', async (method, value, message) => {
    await expect(clients.soap11[method]!({ value })).rejects.toThrow(message);
  });
});

const NS = 'http://example.org/scalars/';
/** The registry's scalar behind a VALUES key (`NonNegativeInteger` → nonNegativeInteger, `QName` → QName). */
const scalarOf = (key: string): Scalar<unknown> => Object.values(SCALARS).find((scalar) => scalar.xsd.toLowerCase() === key.toLowerCase()) as Scalar<unknown>;

describe('scalars written without escaping', () => {
  it('write only text that escaping leaves as it is, for every value above', () => {
    const plain = Object.keys(VALUES).filter((key) => scalarOf(key)?.plain);
    expect(plain).toEqual(expect.arrayContaining(['Boolean', 'Int', 'UnsignedByte', 'Decimal']));
    for (const key of plain)
      for (const value of VALUES[key]!) expect(escapeXml(formatScalar(scalarOf(key), value, key))).toBe(formatScalar(scalarOf(key), value, key));
  });
});

describe('the server reads values as their XSD type says', () => {
  const echo = (operation: string, text: string) =>
    post(`${server.origin}/Scalars.asmx`, soap11Envelope(`<${operation} xmlns="${NS}"><value>${text}</value></${operation}>`), {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${NS}${operation}"`,
    });

  it.each([
    ['EchoToken', '  a \n  b ', '<EchoTokenResult>a b</EchoTokenResult>'],
    ['EchoNormalizedString', 'a\tb\nc', '<EchoNormalizedStringResult>a b c</EchoNormalizedStringResult>'],
    ['EchoInteger', ' 123456789012345678901234567890 ', '<EchoIntegerResult>123456789012345678901234567890</EchoIntegerResult>'],
    ['EchoHexBinary', '0aff', '<EchoHexBinaryResult>0AFF</EchoHexBinaryResult>'],
  ])('%s(%j) answers %s', async (operation, text, result) => {
    const response = await echo(operation, text);
    expect(response.status).toBe(200);
    expect(response.body).toContain(result);
  });

  it.each([
    ['EchoNonNegativeInteger', '-1', /is not a valid nonNegativeInteger/],
    ['EchoPositiveInteger', '0', /is not a valid positiveInteger/],
    ['EchoGMonth', '11', /is not a valid gMonth/],
    ['EchoNCName', 'a:b', /is not a valid NCName/],
    ['EchoHexBinary', 'abc', /is not a valid hexBinary/],
  ])('%s(%j) is a Client fault', async (operation, text, message) => {
    const response = await echo(operation, text);
    expect(response.status).toBe(500);
    expect(response.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(response.body).toMatch(message);
  });
});

describe.skipIf(!haveXmllint())('schema validity', () => {
  it('every HTTP POST answer validates against the schema of the served WSDL', async () => {
    const dir = join('test', '.generated', 'scalars-schema');
    mkdirSync(dir, { recursive: true });
    const wsdl = await (await fetch(`${server.origin}/Scalars.asmx?WSDL`)).text();
    const schema = writeSchemasOf(wsdl, dir, 'schema');
    const files: string[] = [];
    // An ENTITY must name an entity the document's DTD declares; a SOAP message has no DTD, so a validator refuses any.
    for (const [key, values] of Object.entries(VALUES).filter(([k]) => k !== 'Colour' && k !== 'ENTITY' && k !== 'ENTITIES')) {
      const value = scalarOf(key).format(values[0]);
      const response = await post(`${server.origin}/Scalars.asmx/Echo${key}`, new URLSearchParams({ value: value! }).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(response.status, response.body).toBe(200);
      files.push(join(dir, `${key}.xml`));
      writeFileSync(files.at(-1)!, response.body);
    }
    await expectSchemaValid(schema, files);
  });
});
