import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseXml } from '../runtime/xml/parse.js';
import { haveXmllint } from './support/requirements.js';
import { emitDocuments } from '../generator/emit/documents.js';
import type { Model } from '../generator/model.js';
import { loadSpec } from '../generator/spec/index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'test/.generated/documents-test');
const URL_ = 'http://localhost:8080/api/CRMTeeTimeAPI.asmx';
const NS = 'http://onlinereservationsystems.com/api/';

const OPERATIONS = [
  'Login',
  'GetTotalTeeTimesCount',
  'GetAreaList',
  'GetFacilitiesByArea',
  'GetIcons',
  'SearchTeeTimes',
  'HoldTeeTime',
  'SaveCustomer',
  'SaveActiveCustomer',
  'CreateReservation',
  'CreateReservationWithTracking',
  'CreateReservationWithFreeRound',
  'GetCustomerPlayerCardProfile',
  'HasPlayerCard',
  'AddPlayerCard',
];

interface HelpLink {
  readonly title: string;
  readonly href: string;
}
type HelpLinks = readonly HelpLink[] | { readonly [title: string]: string };
interface Documents {
  wsdl(serviceUrl: string): string;
  disco(serviceUrl: string): string;
  servicePage(serviceUrl: string, links?: HelpLinks): string;
  operationPage(operation: string, serviceUrl: string, links?: HelpLinks, invokeForm?: boolean): string | undefined;
}

let model: Model;
let content: string;
let docs: Documents;

/** Runs xmllint on files in OUT; returns whether it accepted them and what it said. */
function xmllint(args: string[]): { ok: boolean; output: string } {
  const result = spawnSync('/usr/bin/xmllint', args, { cwd: OUT, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

const XMLLINT_AVAILABLE = haveXmllint();

/** Well-formed by xmllint when installed, else by the runtime's own parser. */
function wellFormed(name: string, text: string): void {
  writeFileSync(join(OUT, name), text);
  if (!XMLLINT_AVAILABLE) {
    expect(() => parseXml(text)).not.toThrow();
    return;
  }
  const result = xmllint(['--noout', name]);
  expect(result.output).toBe('');
  expect(result.ok).toBe(true);
}

/** Index of each needle in text, failing when one is missing. */
function positions(text: string, needles: readonly string[]): number[] {
  return needles.map((n) => {
    const i = text.indexOf(n);
    expect(i, `missing ${n}`).toBeGreaterThanOrEqual(0);
    return i;
  });
}

function ascending(values: readonly number[]): boolean {
  return values.every((v, i) => i === 0 || values[i - 1]! < v);
}

beforeAll(async () => {
  model = await loadSpec(join(ROOT, 'spec/crmteetimeapi.yaml'), 'spec/crmteetimeapi.yaml');
  const runtimeImport = `${relative(OUT, join(ROOT, 'runtime')).split('\\').join('/')}/`;
  const files = emitDocuments(model, runtimeImport);
  expect(files.map((f) => f.path)).toEqual(['documents.ts']);
  content = files[0]!.content;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'documents.ts'), content);
  docs = (await import(pathToFileURL(join(OUT, 'documents.ts')).href)) as Documents;
});

describe('emitted module', () => {
  it('starts with the generated header and imports escapeXml from the runtime', () => {
    expect(content.startsWith('// Generated from spec/crmteetimeapi.yaml')).toBe(true);
    expect(content).toMatch(/^import \{ escapeXml \} from '(\.\.\/)+runtime\/xml\/escape\.js';$/m);
  });

  it('is deterministic', async () => {
    const again = emitDocuments(await loadSpec(join(ROOT, 'spec/crmteetimeapi.yaml'), 'spec/crmteetimeapi.yaml'), '../../runtime/');
    const first = emitDocuments(model, '../../runtime/');
    expect(again[0]!.content).toBe(first[0]!.content);
    expect(docs.wsdl(URL_)).toBe(docs.wsdl(URL_));
  });
});

describe('WSDL', () => {
  let wsdl: string;
  beforeAll(() => {
    wsdl = docs.wsdl(URL_);
  });

  it('is well-formed', () => {
    wellFormed('service.wsdl', wsdl);
    expect(wsdl.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<wsdl:definitions ')).toBe(true);
  });

  it('declares the ASMX prefixes and the target namespace', () => {
    for (const prefix of ['soap', 'tm', 'soapenc', 'mime', 'tns', 's', 'soap12', 'http', 'wsdl']) {
      expect(wsdl).toContain(` xmlns:${prefix}="`);
    }
    expect(wsdl).toContain(`targetNamespace="${NS}"`);
    expect(wsdl).toContain('<s:schema elementFormDefault="qualified" targetNamespace="http://onlinereservationsystems.com/api/">');
    expect(wsdl.match(/<s:schema /g)).toHaveLength(1);
  });

  it('has messages, port types and bindings for all 15 operations in order', () => {
    expect(model.operations.map((o) => o.name)).toEqual(OPERATIONS);
    const soapIn = positions(wsdl, OPERATIONS.map((o) => `<wsdl:message name="${o}SoapIn">`));
    const postIn = positions(wsdl, OPERATIONS.map((o) => `<wsdl:message name="${o}HttpPostIn"`));
    expect(ascending(soapIn)).toBe(true);
    expect(ascending(postIn)).toBe(true);
    expect(soapIn.at(-1)!).toBeLessThan(postIn[0]!);
    for (const o of OPERATIONS) {
      expect(wsdl).toContain(`<wsdl:part name="parameters" element="tns:${o}Response" />`);
      expect(wsdl).toContain(`<soap:operation soapAction="${NS}${o}" style="document" />`);
      expect(wsdl).toContain(`<soap12:operation soapAction="${NS}${o}" style="document" />`);
      expect(wsdl).toContain(`<http:operation location="/${o}" />`);
    }
    const blocks = positions(wsdl, [
      '<wsdl:portType name="CRMTeeTimeAPISoap">',
      '<wsdl:portType name="CRMTeeTimeAPIHttpPost">',
      '<wsdl:binding name="CRMTeeTimeAPISoap" type="tns:CRMTeeTimeAPISoap">',
      '<wsdl:binding name="CRMTeeTimeAPISoap12" type="tns:CRMTeeTimeAPISoap">',
      '<wsdl:binding name="CRMTeeTimeAPIHttpPost" type="tns:CRMTeeTimeAPIHttpPost">',
      '<wsdl:service name="CRMTeeTimeAPI">',
    ]);
    expect(ascending(blocks)).toBe(true);
    expect(wsdl.match(/<wsdl:operation name="HoldTeeTime">/g)).toHaveLength(5);
    expect(wsdl).toContain('<soap:binding transport="http://schemas.xmlsoap.org/soap/http" />');
    expect(wsdl).toContain('<soap12:binding transport="http://schemas.xmlsoap.org/soap/http" />');
    expect(wsdl).toContain('<http:binding verb="POST" />');
    expect(wsdl).toContain('<mime:content type="application/x-www-form-urlencoded" />');
    expect(wsdl).toContain('<mime:mimeXml part="Body" />');
  });

  it('documents the service and the operations', () => {
    expect(wsdl).toContain('<wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Golf tee times for resellers');
    expect(wsdl).toContain(
      '<wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Holds seats of a tee time for a limited time and returns the hold with its price.</wsdl:documentation>',
    );
  });

  it('describes HTTP POST parameters as strings under their form names', () => {
    const search = wsdl.slice(wsdl.indexOf('<wsdl:message name="SearchTeeTimesHttpPostIn">'));
    const message = search.slice(0, search.indexOf('</wsdl:message>'));
    expect(message).toContain('<wsdl:part name="M" type="s:string" />');
    expect(message).not.toContain('name="AMPM"');
    expect(message).toContain('<wsdl:part name="NumberOfPlayers" type="s:string" />');
    expect(wsdl).toContain('<wsdl:part name="Body" element="tns:ResponseSearchTeeTime" />');
    expect(wsdl).toContain('<wsdl:part name="Body" element="tns:ArrayOfResponsePlayerCardProfile" />');
  });

  it('has the schema types ASMX would export', () => {
    expect(wsdl).toContain('<s:complexType name="ArrayOfResponsePlayerCardProfile">');
    expect(wsdl).toContain(
      '<s:element minOccurs="0" maxOccurs="unbounded" name="ResponsePlayerCardProfile" nillable="true" type="tns:ResponsePlayerCardProfile" />',
    );
    expect(wsdl).toContain(
      '<s:element minOccurs="0" maxOccurs="1" name="GetCustomerPlayerCardProfileResult" type="tns:ArrayOfResponsePlayerCardProfile" />',
    );
    expect(wsdl).toContain('<s:element name="ArrayOfResponsePlayerCardProfile" nillable="true" type="tns:ArrayOfResponsePlayerCardProfile" />');
    expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" name="HoldTeeTimeResult" type="tns:ResponseHoldTeeTime" />');
    expect(wsdl).toContain('<s:element name="ResponseHoldTeeTime" nillable="true" type="tns:ResponseHoldTeeTime" />');
    expect(wsdl.match(/<s:element name="ResponseMakeReservation" /g)).toHaveLength(1);
    expect(wsdl).toContain('<s:extension base="tns:ResultBase">');
    expect(wsdl).toContain('<s:extension base="tns:Facility">');
    expect(wsdl).toContain('<s:element minOccurs="1" maxOccurs="1" name="RetailRate" type="s:decimal" />');
    expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" name="Courses" type="tns:ArrayOfTeeTimeCourse" />');
    // ResponseLogin holds only its own field; the inherited ones live in ResultBase.
    const login = wsdl.slice(wsdl.indexOf('<s:complexType name="ResponseLogin">'));
    expect(login.slice(0, login.indexOf('</s:complexType>'))).not.toContain('ErrorCode');
    for (const t of model.types) expect(wsdl).toContain(`<s:complexType name="${t.name}"`);
  });

  it('puts every address at the URL passed, escaped', () => {
    const addresses = [...wsdl.matchAll(/<(soap|soap12|http):address location="([^"]*)" \/>/g)];
    expect(addresses.map((m) => m[1])).toEqual(['soap', 'soap12', 'http']);
    expect(addresses.every((m) => m[2] === URL_)).toBe(true);
    const odd = docs.wsdl('http://h/a.asmx?x=1&y="2"');
    expect(odd).toContain('location="http://h/a.asmx?x=1&amp;y=&quot;2&quot;"');
    wellFormed('odd.wsdl', odd);
    expect(docs.wsdl('http://other/x.asmx')).toContain('<soap:address location="http://other/x.asmx" />');
  });

  describe.skipIf(!XMLLINT_AVAILABLE)('schema', () => {
    beforeAll(() => {
      const start = wsdl.indexOf('<s:schema ');
      const end = wsdl.indexOf('</s:schema>') + '</s:schema>'.length;
      const schema = wsdl
        .slice(start, end)
        .replace('<s:schema ', `<s:schema xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="${NS}" `);
      writeFileSync(join(OUT, 'service.xsd'), `<?xml version="1.0" encoding="utf-8"?>\n${schema}\n`);
    });

    const validate = (name: string, instance: string) => {
      writeFileSync(join(OUT, name), instance);
      return xmllint(['--noout', '--schema', 'service.xsd', name]);
    };

    it('accepts a valid ResponseGetArea document', () => {
      const result = validate(
        'area-ok.xml',
        `<ResponseGetArea xmlns="${NS}"><ErrorCode>0</ErrorCode><Areas><Area><ID>1</ID><ShortName>N</ShortName></Area><Area><ID>2</ID></Area></Areas></ResponseGetArea>`,
      );
      expect(result.output).toContain('validates');
      expect(result.ok).toBe(true);
    });

    it('rejects a ResponseGetArea without the required ErrorCode', () => {
      const result = validate('area-bad.xml', `<ResponseGetArea xmlns="${NS}"><Areas><Area><ID>1</ID></Area></Areas></ResponseGetArea>`);
      expect(result.ok).toBe(false);
      expect(result.output).toContain('fails to validate');
    });

    it('accepts a SOAP request body and a nested search result', () => {
      expect(
        validate(
          'hold.xml',
          `<HoldTeeTime xmlns="${NS}"><SessionID>s</SessionID><TeeTimeID>7</TeeTimeID><NumberOfPlayers>2</NumberOfPlayers></HoldTeeTime>`,
        ).ok,
      ).toBe(true);
      expect(
        validate(
          'search.xml',
          `<ResponseSearchTeeTime xmlns="${NS}"><ErrorCode>0</ErrorCode><Facilities><TeeTimeFacility><ID>1</ID><Courses><TeeTimeCourse>` +
            `<TeeTimes><TeeTime><ID>5</ID><Holes>18</Holes><RetailRate>25.50</RetailRate><CourseFee>20</CourseFee><BookingFee>2</BookingFee>` +
            `<TaxAmount>1.5</TaxAmount></TeeTime></TeeTimes><CourseID>3</CourseID></TeeTimeCourse></Courses><City>X</City></TeeTimeFacility>` +
            `</Facilities></ResponseSearchTeeTime>`,
        ).ok,
      ).toBe(true);
      expect(validate('hold-bad.xml', `<HoldTeeTime xmlns="${NS}"><TeeTimeID>x</TeeTimeID><NumberOfPlayers>2</NumberOfPlayers></HoldTeeTime>`).ok).toBe(
        false,
      );
    });
  });
});

describe('disco', () => {
  it('is well-formed and points at the WSDL and both SOAP bindings', () => {
    const disco = docs.disco(URL_);
    wellFormed('service.disco', disco);
    expect(disco).toContain('<discovery ');
    expect(disco).toContain('xmlns="http://schemas.xmlsoap.org/disco/"');
    expect(disco).toContain(`<contractRef ref="${URL_}?wsdl" docRef="${URL_}" xmlns="http://schemas.xmlsoap.org/disco/scl/" />`);
    expect(disco).toContain(
      `<soap address="${URL_}" xmlns:q1="${NS}" binding="q1:CRMTeeTimeAPISoap" xmlns="http://schemas.xmlsoap.org/disco/soap/" />`,
    );
    expect(disco).toContain(
      `<soap address="${URL_}" xmlns:q2="${NS}" binding="q2:CRMTeeTimeAPISoap12" xmlns="http://schemas.xmlsoap.org/disco/soap/" />`,
    );
  });
});

describe('service page', () => {
  it('lists all operations with links and descriptions', () => {
    const page = docs.servicePage(URL_);
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page).toContain('<h1>');
    expect(page).toContain('CRMTeeTimeAPI');
    expect(page).toContain(`href="${URL_}?WSDL"`);
    const links = positions(page, OPERATIONS.map((o) => `<a href="${URL_}?op=${o}">${o}</a>`));
    expect(ascending(links)).toBe(true);
    expect(page).toContain('Sells a player card to a customer.');
    expect(page).toContain('reseller&apos;s tracking code');
    expect(page).not.toContain('See also');
    expect(page).not.toMatch(/zzDOCS_/);
  });

  it('shows help links, escaped, given as a list or a record', () => {
    const fromList = docs.servicePage(URL_, [{ title: 'Business rules & error codes', href: '/docs/rules?a=1&b=2' }]);
    expect(fromList).toContain('<a href="/docs/rules?a=1&amp;b=2">Business rules &amp; error codes</a>');
    const fromRecord = docs.servicePage(URL_, { 'Business rules and error codes': '/docs/rules' });
    expect(fromRecord).toContain('<a href="/docs/rules">Business rules and error codes</a>');
    expect(docs.servicePage(URL_, [])).toBe(docs.servicePage(URL_));
  });

  it('escapes the service URL', () => {
    const page = docs.servicePage('http://h/x.asmx?"><script>');
    expect(page).not.toContain('<script>');
    expect(page).toContain('http://h/x.asmx?&quot;&gt;&lt;script&gt;?WSDL');
  });
});

describe('operation page', () => {
  it('has the HoldTeeTime form, parameters and the three samples', () => {
    const page = docs.operationPage('HoldTeeTime', URL_, [{ title: 'Business rules and error codes', href: '/rules' }], true)!;
    expect(page).toBeDefined();
    expect(page).toContain(`<form method="POST" action="${URL_}/HoldTeeTime">`);
    expect(page).not.toContain('target=');
    const inputs = [...page.matchAll(/<input type="text" [^>]*name="([^"]+)"/g)].map((m) => m[1]);
    expect(inputs).toEqual(['SessionID', 'TeeTimeID', 'NumberOfPlayers', 'CustomerID']);
    expect(page).toContain('Holds seats of a tee time');
    expect(page).toContain(`<a href="${URL_}">`);
    expect(page).toContain('<a href="/rules">Business rules and error codes</a>');
    // SOAP 1.1
    expect(page).toContain('POST /api/CRMTeeTimeAPI.asmx HTTP/1.1\nHost: localhost:8080\nContent-Type: text/xml; charset=utf-8');
    expect(page).toContain('SOAPAction: &quot;http://onlinereservationsystems.com/api/HoldTeeTime&quot;');
    expect(page).toContain('&lt;TeeTimeID&gt;int&lt;/TeeTimeID&gt;');
    expect(page).toContain('&lt;DueOnline&gt;decimal&lt;/DueOnline&gt;');
    expect(page).toContain('&lt;HoldTeeTimeResult&gt;');
    // SOAP 1.2
    expect(page).toContain('Content-Type: application/soap+xml; charset=utf-8');
    expect(page).toContain('xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;');
    // HTTP POST
    expect(page).toContain('POST /api/CRMTeeTimeAPI.asmx/HoldTeeTime HTTP/1.1');
    expect(page).toContain('SessionID=string&amp;TeeTimeID=int&amp;NumberOfPlayers=int&amp;CustomerID=string');
    expect(page).toContain('&lt;ResponseHoldTeeTime xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;');
    expect(page.match(/<h2>(SOAP 1\.1|SOAP 1\.2|HTTP POST)<\/h2>/g)).toEqual(['<h2>SOAP 1.1</h2>', '<h2>SOAP 1.2</h2>', '<h2>HTTP POST</h2>']);
    expect(page).not.toMatch(/zzDOCS_/);
  });

  it('names form fields by their documented form name and expands nested lists twice', () => {
    const page = docs.operationPage('SearchTeeTimes', URL_, undefined, true)!;
    expect(page).toContain('name="M"');
    expect(page).not.toContain('name="AMPM"');
    expect(page).toContain('&amp;M=string&amp;');
    const soap11 = page.slice(page.indexOf('<h2>SOAP 1.1</h2>'), page.indexOf('<h2>SOAP 1.2</h2>'));
    expect(soap11.match(/&lt;TeeTime&gt;/g)).toHaveLength(8);
    expect(soap11.match(/&lt;TeeTimeFacility&gt;/g)).toHaveLength(2);
  });

  it('shows a list result as repeated items', () => {
    const page = docs.operationPage('GetCustomerPlayerCardProfile', URL_)!;
    expect(page).toContain('&lt;ArrayOfResponsePlayerCardProfile xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;');
    expect(page).toContain('&lt;GetCustomerPlayerCardProfileResult&gt;\n        &lt;ResponsePlayerCardProfile&gt;');
  });

  it('offers the Invoke form only when asked to (a server option, off by default)', () => {
    expect(docs.operationPage('HoldTeeTime', URL_)).not.toContain('<form');
    expect(docs.operationPage('HoldTeeTime', URL_, undefined, false)).not.toContain('Invoke');
    expect(docs.operationPage('HoldTeeTime', URL_, undefined, true)).toContain('<button type="submit">Invoke</button>');
  });

  it('shows the fields of nested result types, each type once, not only samples', () => {
    const page = docs.operationPage('SearchTeeTimes', URL_)!;
    const headings = [...page.matchAll(/<h3 id="type-(\w+)">/g)].map((m) => m[1]);
    expect(headings).toContain('TeeTimeFacility');
    expect(headings).toContain('TeeTime');
    expect(new Set(headings).size).toBe(headings.length);
    const teeTime = page.slice(page.indexOf('<h3 id="type-TeeTime">'));
    expect(teeTime).toMatch(/<table>\n<tr><th>Field<\/th>/);
  });

  it('is undefined for an unknown operation', () => {
    expect(docs.operationPage('Nope', URL_)).toBeUndefined();
    expect(docs.operationPage('holdteetime', URL_)).toBeUndefined();
    expect(docs.operationPage('constructor', URL_)).toBeUndefined();
  });
});

describe('operations without HTTP POST', () => {
  it('leave out the form, the HTTP POST sample and the HttpPost bindings', async () => {
    const restricted: Model = {
      ...model,
      operations: model.operations.map((op) => (op.name === 'HoldTeeTime' ? { ...op, httpPost: false } : op)),
    };
    const dir = join(OUT, 'no-post');
    mkdirSync(dir, { recursive: true });
    const runtimeImport = `${relative(dir, join(ROOT, 'runtime')).split('\\').join('/')}/`;
    writeFileSync(join(dir, 'documents.ts'), emitDocuments(restricted, runtimeImport)[0]!.content);
    const mod = (await import(pathToFileURL(join(dir, 'documents.ts')).href)) as Documents;
    const page = mod.operationPage('HoldTeeTime', URL_)!;
    expect(page).not.toContain('<form');
    expect(page).not.toContain('<h2>HTTP POST</h2>');
    expect(page).toContain('<h2>SOAP 1.2</h2>');
    const wsdl = mod.wsdl(URL_);
    expect(wsdl).not.toContain('HoldTeeTimeHttpPostIn');
    expect(wsdl).not.toContain('<http:operation location="/HoldTeeTime" />');
    expect(wsdl).toContain('<soap:operation soapAction="http://onlinereservationsystems.com/api/HoldTeeTime" style="document" />');
    expect(wsdl).not.toContain('<s:element name="ResponseHoldTeeTime" nillable="true"');
    expect(mod.operationPage('Login', URL_, undefined, true)).toContain('<form method="POST"');
  });
});
