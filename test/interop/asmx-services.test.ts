/**
 * Four classic public ASMX-style services, described in specs (test/fixtures/asmx/) transcribed from
 * their published WSDLs (test/fixtures/wsdl/), generated, type-checked, served with small handlers,
 * and called with Python zeep built from the ORIGINAL WSDL (only the address replaced) over every
 * binding the WSDL publishes. What this proves: bare scalar results (xs:int, xs:string), required
 * results, soapAction="" routed by the body element, xs:unsignedLong kept exact (bigint), decimals,
 * ArrayOft<Type> lists whose items keep their case, and a service without an HttpPost binding.
 *
 * zeep returns a list result as a bare list (it unwraps a type with exactly one child element), a
 * list nested in a result as `{ item: [...] }`, and an empty list wrapper as None.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext, SoapService } from 'soapgen/runtime/server/dispatch.js';
import { serve, type RunningServer } from '../support/http.js';
import { generateSpec, ROOT, writeTsconfig, type GeneratedService } from '../support/generate.js';
import { haveZeep } from '../support/requirements.js';
import { zeepFromWsdl } from '../support/zeep.js';

const AVAILABLE = haveZeep();
const GROUP = 'asmx';

type Handler = Record<string, (request: never, context: RequestContext) => unknown>;

interface Fixture {
  readonly spec: string;
  readonly wsdl: string;
  readonly bindings: Readonly<Record<string, string>>;
  readonly handler: Handler;
  /** Operation, parameters as zeep takes them, and what zeep must return. */
  readonly calls: readonly (readonly [string, Record<string, unknown>, unknown])[];
}

const continents = [
  { sCode: 'AF', sName: 'Africa' },
  { sCode: 'EU', sName: 'Europe' },
];
const countries = [
  { sISOCode: 'NL', sName: 'Netherlands' },
  { sISOCode: 'ZA', sName: 'South Africa' },
];
const languages = [
  { sISOCode: 'nl', sName: 'Dutch' },
  { sISOCode: 'af', sName: 'Afrikaans' },
];
const euro = { sISOCode: 'EUR', sName: 'Euro' };
const netherlands = {
  ...countries[0]!,
  sCapitalCity: 'Amsterdam',
  sPhoneCode: '31',
  sContinentCode: 'EU',
  sCurrencyISOCode: 'EUR',
  sCountryFlag: 'http://example.org/NL.jpg',
  Languages: [languages[0]!],
};
const received: { operation: string; request: unknown }[] = [];
const record = <T>(operation: string, request: unknown, value: T): T => {
  received.push({ operation, request });
  return value;
};

const FIXTURES: Readonly<Record<string, Fixture>> = {
  calculator: {
    spec: 'test/fixtures/asmx/calculator.yaml',
    wsdl: 'test/fixtures/wsdl/calculator.wsdl',
    bindings: { soap11: '{http://tempuri.org/}CalculatorSoap', soap12: '{http://tempuri.org/}CalculatorSoap12' },
    handler: {
      add: (r: { intA: number; intB: number }) => r.intA + r.intB,
      subtract: (r: { intA: number; intB: number }) => r.intA - r.intB,
      multiply: (r: { intA: number; intB: number }) => r.intA * r.intB,
      divide: (r: { intA: number; intB: number }) => Math.trunc(r.intA / r.intB),
    },
    calls: [
      ['Add', { intA: 3, intB: 4 }, 7],
      ['Subtract', { intA: 3, intB: 4 }, -1],
      ['Multiply', { intA: 6, intB: 7 }, 42],
      ['Divide', { intA: 7, intB: 2 }, 3],
    ],
  },
  tempconvert: {
    spec: 'test/fixtures/asmx/tempconvert.yaml',
    wsdl: 'test/fixtures/wsdl/tempconvert.wsdl',
    bindings: {
      soap11: '{https://www.w3schools.com/xml/}TempConvertSoap',
      soap12: '{https://www.w3schools.com/xml/}TempConvertSoap12',
      httpPost: '{https://www.w3schools.com/xml/}TempConvertHttpPost',
    },
    handler: {
      celsiusToFahrenheit: (r: { Celsius?: string }) => String((Number(r.Celsius) * 9) / 5 + 32),
      fahrenheitToCelsius: (r: { Fahrenheit?: string }) => String(((Number(r.Fahrenheit) - 32) * 5) / 9),
    },
    calls: [
      ['CelsiusToFahrenheit', { Celsius: '100' }, '212'],
      ['FahrenheitToCelsius', { Fahrenheit: '-40' }, '-40'],
    ],
  },
  numberconversion: {
    spec: 'test/fixtures/asmx/numberconversion.yaml',
    wsdl: 'test/fixtures/wsdl/numberconversion.wsdl',
    bindings: {
      soap11: '{http://www.dataaccess.com/webservicesserver/}NumberConversionSoapBinding',
      soap12: '{http://www.dataaccess.com/webservicesserver/}NumberConversionSoapBinding12',
    },
    handler: {
      // Stand-ins for the real wording: they echo the exact value the server decoded.
      numberToWords: (r: { ubiNum: bigint }) => record('NumberToWords', r, `${r.ubiNum.toString()} (${typeof r.ubiNum})`),
      numberToDollars: (r: { dNum: string }) => record('NumberToDollars', r, `${r.dNum} dollars`),
    },
    calls: [
      ['NumberToWords', { ubiNum: 18446744073709551615n.toString() }, '18446744073709551615 (bigint)'],
      ['NumberToDollars', { dNum: { decimal: '1234.50' } }, '1234.50 dollars'],
    ],
  },
  countryinfoservice: {
    spec: 'test/fixtures/asmx/countryinfoservice.yaml',
    wsdl: 'test/fixtures/wsdl/countryinfoservice.wsdl',
    bindings: {
      soap11: '{http://www.oorsprong.org/websamples.countryinfo}CountryInfoServiceSoapBinding',
      soap12: '{http://www.oorsprong.org/websamples.countryinfo}CountryInfoServiceSoapBinding12',
    },
    handler: {
      listOfContinentsByName: () => continents,
      listOfContinentsByCode: () => continents,
      listOfCurrenciesByName: () => [euro],
      listOfCurrenciesByCode: () => [euro],
      currencyName: (r: { sCurrencyISOCode: string }) => (r.sCurrencyISOCode === 'EUR' ? 'Euro' : 'Currency code NOT found'),
      listOfCountryNamesByCode: () => countries,
      listOfCountryNamesByName: () => countries,
      listOfCountryNamesGroupedByContinent: () => [
        { Continent: continents[1]!, CountryCodeAndNames: [countries[0]!] },
        { Continent: continents[0]!, CountryCodeAndNames: [] },
      ],
      countryName: (r: { sCountryISOCode: string }) => countries.find((c) => c.sISOCode === r.sCountryISOCode)?.sName ?? 'Country not found in the database',
      countryISOCode: (r: { sCountryName: string }) => countries.find((c) => c.sName === r.sCountryName)?.sISOCode ?? 'No country found by that name',
      capitalCity: () => 'Amsterdam',
      countryCurrency: () => euro,
      countryFlag: () => netherlands.sCountryFlag,
      countryIntPhoneCode: () => '31',
      fullCountryInfo: () => netherlands,
      fullCountryInfoAllCountries: () => [netherlands],
      countriesUsingCurrency: () => [countries[0]!],
      listOfLanguagesByName: () => languages,
      listOfLanguagesByCode: () => languages,
      languageName: () => 'Dutch',
      languageISOCode: () => 'nl',
    },
    calls: [
      ['ListOfContinentsByName', {}, continents],
      ['ListOfCurrenciesByCode', {}, [euro]],
      ['CurrencyName', { sCurrencyISOCode: 'EUR' }, 'Euro'],
      ['ListOfCountryNamesByName', {}, countries],
      [
        'ListOfCountryNamesGroupedByContinent',
        {},
        [
          { Continent: continents[1], CountryCodeAndNames: { tCountryCodeAndName: [countries[0]] } },
          { Continent: continents[0], CountryCodeAndNames: null },
        ],
      ],
      ['CountryName', { sCountryISOCode: 'ZA' }, 'South Africa'],
      ['CountryISOCode', { sCountryName: 'Netherlands' }, 'NL'],
      ['CapitalCity', { sCountryISOCode: 'NL' }, 'Amsterdam'],
      ['CountryCurrency', { sCountryISOCode: 'NL' }, euro],
      ['CountryFlag', { sCountryISOCode: 'NL' }, 'http://example.org/NL.jpg'],
      ['CountryIntPhoneCode', { sCountryISOCode: 'NL' }, '31'],
      ['FullCountryInfo', { sCountryISOCode: 'NL' }, { ...netherlands, Languages: { tLanguage: [languages[0]] } }],
      ['FullCountryInfoAllCountries', {}, [{ ...netherlands, Languages: { tLanguage: [languages[0]] } }]],
      ['CountriesUsingCurrency', { sISOCurrencyCode: 'EUR' }, [countries[0]]],
      ['ListOfLanguagesByName', {}, languages],
      ['ListOfLanguagesByCode', {}, languages],
      ['LanguageName', { sISOCode: 'nl' }, 'Dutch'],
      ['LanguageISOCode', { sLanguageName: 'Dutch' }, 'nl'],
      ['ListOfContinentsByCode', {}, continents],
      ['ListOfCurrenciesByName', {}, [euro]],
      ['ListOfCountryNamesByCode', {}, countries],
    ],
  },
};

const generated = new Map<string, GeneratedService>();
const servers = new Map<string, RunningServer>();

beforeAll(async () => {
  for (const [name, fixture] of Object.entries(FIXTURES)) {
    const service = await generateSpec(fixture.spec, GROUP);
    generated.set(name, service);
    const module = await service.load<Record<string, (handler: Handler) => SoapService>>('server');
    const create = Object.values(module).find((f) => typeof f === 'function')!;
    servers.set(name, await serve(create(fixture.handler)));
  }
}, 120_000);
afterAll(async () => {
  for (const server of servers.values()) await server.close();
});

it('generates code that type-checks for every fixture', () => {
  const tsconfig = writeTsconfig(
    GROUP,
    [...generated.values()].map((g) => `${g.model.service.name.toLowerCase()}/*.ts`),
  );
  const tsc = spawnSync(`${ROOT}node_modules/.bin/tsc`, ['--noEmit', '-p', tsconfig], { cwd: ROOT, encoding: 'utf8' });
  expect(tsc.stdout + tsc.stderr).toBe('');
  expect(tsc.status).toBe(0);
}, 120_000);

describe.skipIf(!AVAILABLE).each(Object.keys(FIXTURES))('%s: zeep built from the original WSDL', (name) => {
  it('gets every result over every published binding', async () => {
    const fixture = FIXTURES[name]!;
    const service = generated.get(name)!;
    const { results } = await zeepFromWsdl(
      `${ROOT}${fixture.wsdl}`,
      `${servers.get(name)!.origin}${service.model.service.path}`,
      fixture.bindings,
      fixture.calls.map(([op, params]) => [op, params] as const),
    );
    expect(Object.keys(results)).toEqual(Object.keys(fixture.bindings));
    for (const [transport, outcomes] of Object.entries(results)) {
      fixture.calls.forEach(([operation, , expected], i) => {
        expect({ transport, operation, ...outcomes[i] }).toEqual({ transport, operation, result: expected });
      });
    }
  }, 90_000);
});

it('decodes xs:unsignedLong exactly (bigint) and decimals with their scale', () => {
  const words = received.find((r) => r.operation === 'NumberToWords');
  if (!AVAILABLE) return;
  expect(words?.request).toEqual({ ubiNum: 18446744073709551615n });
  expect(received.find((r) => r.operation === 'NumberToDollars')?.request).toEqual({ dNum: '1234.50' });
});
