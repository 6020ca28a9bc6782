/**
 * `soapgen import` as a library: each published WSDL in test/fixtures/wsdl becomes the spec in
 * test/fixtures/wsdl/expected; a WCF-shaped WSDL spread over four documents is read from files and
 * over real HTTP; every construct the spec cannot express is refused at its file:line:column.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFiles } from '../../generator/generate.js';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { loadSpec, parseSpec } from '../../generator/spec/index.js';
import { ImportError, importWsdl, type ImportResult } from '../../generator/wsdl-import/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = join(ROOT, 'test/fixtures/wsdl');

/** The calculator WSDL the refusal and shape tests edit. */
const CALCULATOR = readFileSync(join(FIXTURES, 'calculator.wsdl'), 'utf8');

/** A folder for the edited WSDLs this file's tests write, removed at the end. */
let scratch = '';
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'wsdl-import-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes `text` as `name` in the scratch folder and returns its path. */
function scratchFile(name: string, text: string): string {
  const file = join(scratch, name);
  writeFileSync(file, text);
  return file;
}

function expected(name: string): string {
  return readFileSync(join(FIXTURES, 'expected', `${name}.yaml`), 'utf8');
}

describe('published ASMX and DataFlex WSDLs, and one with faults and headers named as JAX-WS and WCF name them', () => {
  for (const name of ['calculator', 'tempconvert', 'numberconversion', 'countryinfoservice', 'notes-faults-headers']) {
    it(`${name}.wsdl → expected/${name}.yaml`, async () => {
      const result = await importWsdl(join(FIXTURES, `${name}.wsdl`), `${name}.wsdl`);
      expect(result.yaml).toBe(expected(name));
      expect(result.warnings).toEqual([]);
    });
  }

  it('CountryInfoService: 21 operations, 8 bare string results, 6 types, soapAction "" everywhere', async () => {
    const { spec } = await importWsdl(join(FIXTURES, 'countryinfoservice.wsdl'));
    expect(spec.operations).toHaveLength(21);
    expect(spec.operations.filter(([, op]) => typeof op.result === 'object' && op.result.type === 'string')).toHaveLength(8);
    expect(spec.types.map(([name]) => name)).toEqual([
      'tContinent',
      'tCurrency',
      'tCountryCodeAndName',
      'tCountryCodeAndNameGroupedByContinent',
      'tCountryInfo',
      'tLanguage',
    ]);
    expect(new Set(spec.operations.map(([, op]) => op.soapAction))).toEqual(new Set(['']));
  });
});

describe('a WCF basicHttpBinding WSDL: wsdl:import and xsd:import across four documents', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(1);
      try {
        const body = readFileSync(join(FIXTURES, 'wcf', name));
        res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('from files: enum, guid, dateTime, nillable, list of strings, custom soapAction, SOAP 1.1 only', async () => {
    const result = await importWsdl(join(FIXTURES, 'wcf/Service1.wsdl'), 'Service1.wsdl');
    expect(result.yaml).toBe(expected('wcf-orders'));
    // WCF's list type ArrayOfstring (ASMX would name it ArrayOfString) is kept as listType: nothing to warn of.
    expect(result.warnings).toEqual([]);
  });

  it('from a URL: the imports are fetched relative to it, with the same result', async () => {
    const result = await importWsdl(`${base}/Service1.wsdl`, 'Service1.wsdl');
    expect(result.yaml).toBe(expected('wcf-orders'));
    expect(result.warnings).toEqual([]);
  });

  it('saved from a WCF service: ?wsdl=wsdl0 and ?xsd=xsd0 imports at its address are read from the files saved beside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wsdl-saved-'));
    try {
      const address = 'http://localhost:8733/Orders/Service1.svc';
      const read = (name: string): string => readFileSync(join(FIXTURES, 'wcf', name), 'utf8');
      writeFileSync(join(dir, 'Service1.wsdl'), read('Service1.wsdl').replace('location="Service1.wsdl0.wsdl"', `location="${address}?wsdl=wsdl0"`));
      // One saved under the URL's last segment as it is, one with the query as extension.
      writeFileSync(
        join(dir, 'Service1.svc?wsdl=wsdl0'),
        read('Service1.wsdl0.wsdl')
          .replace('schemaLocation="Service1.xsd0.xsd"', `schemaLocation="${address}?xsd=xsd0"`)
          .replace('schemaLocation="Service1.xsd1.xsd"', `schemaLocation="${address}?xsd=xsd1"`),
      );
      writeFileSync(join(dir, 'Service1.xsd0.xsd'), read('Service1.xsd0.xsd'));
      writeFileSync(join(dir, 'Service1.xsd1.xsd'), read('Service1.xsd1.xsd'));
      const result = await importWsdl(join(dir, 'Service1.wsdl'), 'Service1.wsdl', { offline: true });
      expect(result.yaml).toBe(expected('wcf-orders'));
      // Without its serialization schema (known without reading it), only that schema's elements are missing.
      rmSync(join(dir, 'Service1.xsd1.xsd'));
      const known = await importWsdl(join(dir, 'Service1.wsdl'), 'Service1.wsdl', { offline: true });
      expect(known.yaml.split('\n').filter((l) => !expected('wcf-orders').split('\n').includes(l))).toEqual([]);
      expect(known.yaml).not.toContain('anyType');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a missing import is reported at the element that names it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wsdl-import-'));
    try {
      const text = readFileSync(join(FIXTURES, 'wcf/Service1.wsdl'), 'utf8');
      writeFileSync(join(dir, 'Service1.wsdl'), text);
      const error = await importWsdl(join(dir, 'Service1.wsdl')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportError);
      const issue = (error as ImportError).issues[0]!;
      expect(issue.message).toMatch(/^cannot read .*Service1\.wsdl0\.wsdl: /);
      expect([issue.line, issue.column]).toEqual(lineColumn(text, '<wsdl:import'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** 1-based line and column of the first occurrence of `needle`. */
function lineColumn(text: string, needle: string, from = 0): [number, number] {
  const at = text.indexOf(needle, from);
  if (at < 0) throw new Error(`${needle} not in the document`);
  const before = text.slice(0, at).split('\n');
  return [before.length, before.at(-1)!.length + 1];
}

describe('refusals: what the spec cannot express is named, at its line and column', () => {
  /** [what, text to replace (first occurrence), replacement, where the issue must point, message pattern] */
  const cases: ReadonlyArray<readonly [string, string, string, string, RegExp]> = [
    [
      'xs:anyAttribute on a wrapper element',
      '          </s:sequence>\n',
      '          </s:sequence>\n          <s:anyAttribute />\n',
      '<s:anyAttribute',
      /xs:anyAttribute on a wrapper element cannot be expressed/,
    ],
    [
      'a repeated sequence in a wrapper element',
      '<s:sequence>\n            <s:element minOccurs="1" maxOccurs="1" name="intA" type="s:int" />\n            <s:element minOccurs="1" maxOccurs="1" name="intB" type="s:int" />\n          </s:sequence>',
      '<s:sequence>\n            <s:sequence maxOccurs="2"><s:element minOccurs="1" maxOccurs="1" name="intA" type="s:int" />\n            <s:element minOccurs="1" maxOccurs="1" name="intB" type="s:int" /></s:sequence>\n          </s:sequence>',
      '<s:sequence maxOccurs="2"',
      /xs:sequence maxOccurs="2" \(a repeated group\) cannot be expressed in the spec/,
    ],
    [
      'SOAP encoding in document style',
      '<soap:body use="literal" />',
      '<soap:body use="encoded" encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" />',
      '<soap:body use="encoded"',
      /operation Add: use="encoded" in document style: SOAP encoding can be imported for rpc style only/,
    ],
    [
      'an operation rpc in one binding and document in another',
      'style="document"',
      'style="rpc"',
      '<soap12:operation soapAction="http://tempuri.org/Add" style="document"',
      /operation Add: style="document" differs from its style in another binding/,
    ],
    [
      'document/encoded in one binding',
      '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" />',
      '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="encoded" />',
      '<soap:body use="encoded"',
      /use="encoded" in document style/,
    ],
    [
      'a SOAP header fault outside any soap:header',
      '<soap:body use="literal" />',
      '<soap:body use="literal" /><soap:headerfault message="tns:AddSoapIn" part="parameters" use="literal" />',
      '<soap:headerfault',
      /a soap:headerfault belongs inside the soap:header whose fault it is, not in the input/,
    ],
    [
      'an encoded SOAP header',
      '<soap:body use="literal" />',
      '<soap:body use="literal" /><soap:header message="tns:AddSoapIn" part="parameters" use="encoded" />',
      '<soap:header',
      /a header of use="encoded" beside literal bodies/,
    ],
    ['attachments', '<soap:body use="literal" />', '<mime:multipartRelated />', '<mime:multipartRelated', /MIME attachments \(mime:multipartRelated\)/],
    [
      'a fault whose detail is not one element',
      '  <wsdl:portType name="CalculatorSoap">\n    <wsdl:operation name="Add">',
      '  <wsdl:message name="Oops"><wsdl:part name="detail" type="s:string" /><wsdl:part name="more" type="s:string" /></wsdl:message>\n  <wsdl:portType name="CalculatorSoap">\n    <wsdl:operation name="Add">\n      <wsdl:fault name="Oops" message="tns:Oops" />',
      '<wsdl:message name="Oops"',
      /fault Oops: message Oops has 2 parts; a fault's detail is one element/,
    ],
    [
      'an element that may not occur',
      'maxOccurs="1" name="intB"',
      'maxOccurs="0" name="intB"',
      '<s:element minOccurs="1" maxOccurs="0"',
      /maxOccurs="0": an element that may not occur cannot be expressed/,
    ],
    [
      'a binding extension the importer does not know, marked wsdl:required',
      '<soap:body use="literal" />',
      '<soap:body use="literal" /><ext:body xmlns:ext="urn:example:ext" wsdl:required="true" />',
      '<ext:body',
      /operation Add: binding extension <body> in urn:example:ext is required and not supported/,
    ],
    [
      'an XSD type without a spec scalar',
      'name="intA" type="s:int"',
      'name="intA" type="s:dateTimeStamp"',
      '<s:element minOccurs="1" maxOccurs="1" name="intA" type="s:dateTimeStamp"',
      /type xs:dateTimeStamp has no spec equivalent/,
    ],
    [
      'a pattern that is not an XML Schema regular expression',
      'name="intA" type="s:int" />',
      'name="intA"><s:simpleType><s:restriction base="s:int"><s:pattern value="(\\d)\\1" /></s:restriction></s:simpleType></s:element>',
      '<s:pattern',
      /pattern \(\\d\)\\1 is not an XML Schema regular expression soapgen can translate: at character 5, back-references \(\\1\)/,
    ],
    [
      'a SOAP binding over TCP only',
      '<soap:binding transport="http://schemas.xmlsoap.org/soap/http" />',
      '<soap:binding transport="http://schemas.microsoft.com/soap/tcp" />',
      '<soap:binding transport="http://schemas.microsoft.com/soap/tcp"',
      /transport="http:\/\/schemas\.microsoft\.com\/soap\/tcp": only SOAP over HTTP/,
    ],
    [
      'a port type of notifications only',
      '<wsdl:input message="tns:AddSoapIn" />\n      <wsdl:output message="tns:AddSoapOut" />',
      '<wsdl:output message="tns:AddSoapOut" />',
      '<wsdl:operation name="Add">\n      <wsdl:documentation',
      /operation Add: a notification operation \(an output only\); only request-response and one-way operations/,
    ],
    ['not well-formed XML', '</wsdl:portType>', '</wsdl:port>', '</wsdl:port>\n', /not well-formed XML/],
  ];

  /** Cases that leave nothing else to serve take the SOAP 1.2 binding and the other operations away too. */
  const alone = (what: string, text: string): string =>
    what === 'a SOAP binding over TCP only'
      ? text.replace(/\n {4}<wsdl:port name="CalculatorSoap12"[^]*?<\/wsdl:port>/, '')
      : what === 'a port type of notifications only'
        ? text.replace(/\n {4}<wsdl:operation name="(Subtract|Multiply|Divide)">[^]*?<\/wsdl:operation>/g, '')
        : what.endsWith('one without an action')
          ? text.replaceAll('soapAction="http://tempuri.org/Add"', 'soapAction=""')
          : text;

  for (const [what, find, replace, where, message] of cases) {
    it(`${what}`, async () => {
      expect(CALCULATOR).toContain(find);
      const text = alone(what, CALCULATOR.replace(find, replace));
      const file = scratchFile(`${what.replace(/\W+/g, '-')}.wsdl`, text);
      const error = await importWsdl(file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportError);
      const issues = (error as ImportError).issues;
      const issue = issues.find((i) => message.test(i.message));
      expect(issue, issues.map((i) => `${i.line}:${i.column}: ${i.message}`).join('\n')).toBeDefined();
      const [line, column] = lineColumn(text, where);
      // A well-formedness error points at the offending character inside the tag; elements at their "<".
      if (what === 'not well-formed XML') expect(issue!.line).toBe(line);
      else expect([issue!.line, issue!.column]).toEqual([line, column]);
      expect(issue!.file).toContain(`${what.replace(/\W+/g, '-')}.wsdl`);
    });
  }

  it('every problem is reported, not just the first', async () => {
    const text = CALCULATOR.replace('name="intA" type="s:int"', 'name="intA" type="s:dateTimeStamp"').replace('use="literal"', 'use="encoded"');
    const file = scratchFile('two.wsdl', text);
    const error = (await importWsdl(file).catch((e: unknown) => e)) as ImportError;
    expect(error.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/xs:dateTimeStamp/), expect.stringMatching(/use="encoded"/)]),
    );
  });
});

describe('what no client of the service uses is skipped with a warning at its place, the rest imported', () => {
  /** [what, find, replace, the text the warning points at, its message, what the spec keeps] */
  const cases: [string, string, string, string, RegExp, (spec: ImportResult['spec']) => void][] = [
    [
      'an HTTP GET binding beside the SOAP ones',
      '  <wsdl:service name="Calculator">',
      '  <wsdl:binding name="CalculatorHttpGet" type="tns:CalculatorSoap">\n    <http:binding verb="GET" />\n  </wsdl:binding>\n  <wsdl:service name="Calculator">\n    <wsdl:port name="CalculatorHttpGet" binding="tns:CalculatorHttpGet"><http:address location="http://x/c.asmx" /></wsdl:port>',
      '<http:binding verb="GET"',
      /HTTP GET binding CalculatorHttpGet: only HTTP POST \(besides SOAP 1\.1 and 1\.2\) can be expressed in the spec; skipped/,
      (spec) => expect(spec.service.transports).toEqual(['soap11', 'soap12']),
    ],
    [
      'a SOAP 1.2 binding over TCP beside one over HTTP',
      '<soap12:binding transport="http://schemas.xmlsoap.org/soap/http" />',
      '<soap12:binding transport="http://schemas.microsoft.com/soap/tcp" />',
      '<soap12:binding',
      /transport="http:\/\/schemas\.microsoft\.com\/soap\/tcp": only SOAP over HTTP .* is supported; skipped/,
      (spec) => expect(spec.service.transports).toEqual(['soap11']),
    ],
    [
      'a notification operation beside request-response ones',
      '<wsdl:input message="tns:SubtractSoapIn" />\n      <wsdl:output message="tns:SubtractSoapOut" />',
      '<wsdl:output message="tns:SubtractSoapOut" />',
      '<wsdl:operation name="Subtract">\n      <wsdl:output',
      /operation Subtract: a notification operation \(an output only\); .*; skipped/,
      (spec) => expect(spec.operations.map(([name]) => name)).toEqual(['Add', 'Multiply', 'Divide']),
    ],
    [
      'a solicit-response operation beside request-response ones',
      '<wsdl:input message="tns:SubtractSoapIn" />\n      <wsdl:output message="tns:SubtractSoapOut" />',
      '<wsdl:output message="tns:SubtractSoapOut" />\n      <wsdl:input message="tns:SubtractSoapIn" />',
      '<wsdl:operation name="Subtract">\n      <wsdl:output',
      /operation Subtract: a solicit-response operation \(an output, then an input\); .*; skipped/,
      (spec) => expect(spec.operations.map(([name]) => name)).toEqual(['Add', 'Multiply', 'Divide']),
    ],
    [
      'a SOAP 1.2 binding naming the SOAP 1.2 HTTP binding as its transport',
      '<soap12:binding transport="http://schemas.xmlsoap.org/soap/http" />',
      '<soap12:binding transport="http://www.w3.org/2003/05/soap/bindings/HTTP/" />',
      '',
      /^$/,
      (spec) => expect(spec.service.transports).toEqual(['soap11', 'soap12']),
    ],
    [
      'a binding extension of a namespace the importer does not know, not wsdl:required',
      '<soap:body use="literal" />',
      '<soap:body use="literal" /><ext:body xmlns:ext="urn:example:ext" use="direct" />',
      '<ext:body',
      /operation Add: binding extension <body> in urn:example:ext is not supported; ignored, as it is not wsdl:required/,
      (spec) => expect(spec.operations.map(([name]) => name)).toEqual(['Add', 'Subtract', 'Multiply', 'Divide']),
    ],
    [
      'definitions without a targetNamespace',
      ' targetNamespace="http://tempuri.org/" xmlns:wsdl=',
      ' xmlns:wsdl=',
      '<wsdl:service name="Calculator">',
      /the WSDL declares no targetNamespace: the served WSDL's messages, port type and bindings are in the service's, http:\/\/tempuri\.org\//,
      (spec) => expect(spec.service.wsdl?.targetNamespace).toBeUndefined(),
    ],
    [
      'a port type name that is not an XML name',
      '<wsdl:portType name="CalculatorSoap">',
      '<wsdl:portType name="http:calculator">',
      '<wsdl:service name="Calculator">',
      /wsdl portType "http:calculator" is not an XML name \(an NCName\); it will be published under the spec's default name/,
      (spec) => expect(spec.service.wsdl?.portType).toBeUndefined(),
    ],
    [
      'a service without a name (soap4r, zeep and node-soap read it)',
      '<wsdl:service name="Calculator">',
      '<wsdl:service>',
      '<wsdl:service>',
      /the wsdl:service has no name, which WSDL requires; it is named Service/,
      (spec) => expect(spec.service.name).toBe('Service'),
    ],
  ];

  for (const [what, find, replace, where, message, check] of cases) {
    it(what, async () => {
      expect(CALCULATOR).toContain(find);
      // The binding's type= names the port type: the name that is no XML name is a QName's local part there.
      const text = CALCULATOR.replace(find, replace).replaceAll(
        'type="tns:CalculatorSoap"',
        replace.includes('http:calculator') ? 'type="tns:http:calculator"' : 'type="tns:CalculatorSoap"',
      );
      const imported = await importWsdl(scratchFile(`${what.replace(/\W+/g, '-')}.wsdl`, text));
      check(imported.spec);
      if (where === '') {
        expect(imported.warnings).toEqual([]);
        return;
      }
      const warning = imported.warnings.find((w) => message.test(w.message));
      expect(warning, imported.warnings.map((w) => w.message).join('\n')).toBeDefined();
      expect([warning!.line, warning!.column]).toEqual(lineColumn(text, where));
    });
  }
});

describe('two operations whose requests cannot be told apart (one element, one action)', () => {
  it('are imported with the later served as the first, with a warning at the later, and the spec generates', async () => {
    const text = CALCULATOR.replace('element="tns:Add" />', 'element="tns:Subtract" />').replaceAll(
      'soapAction="http://tempuri.org/Subtract"',
      'soapAction="http://tempuri.org/Add"',
    );
    const imported = await importWsdl(scratchFile('served-as.wsdl', text));
    expect(imported.spec.operations.map(([name, op]) => [name, op.servedAs])).toEqual([
      ['Add', undefined],
      ['Subtract', 'Add'],
      ['Multiply', undefined],
      ['Divide', undefined],
    ]);
    expect(imported.warnings.map((w) => [w.line, w.column, w.message])).toEqual([
      [
        ...lineColumn(text, '<wsdl:operation name="Subtract">'),
        'operation Subtract has the request of Add ({http://tempuri.org/}Subtract) and its soapAction: requests cannot be told apart, so it is served as Add (servedAs)',
      ],
    ]);
    const model = parseSpec(imported.yaml, 'served-as.yaml');
    expect(model.operations.find((op) => op.name === 'Subtract')?.servedAs).toBe('Add');
    const handler = generateFiles(model, 'generated/served-as').find((f) => f.path === 'handler.ts')!.content;
    expect(handler).toContain('add(request: AddRequest');
    expect(handler).not.toContain('subtract(');
  });
});

describe('broken input is reported as broken, at its place; the importer never fails on its own', () => {
  async function refusal(name: string, text: string): Promise<ImportError> {
    const file = scratchFile(name, text);
    const error = await importWsdl(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    return error as ImportError;
  }

  it('an element whose tag name is followed by a line break is located at its "<"', async () => {
    const text = CALCULATOR.replace(
      '<s:element minOccurs="1" maxOccurs="1" name="intA" type="s:int" />',
      '<s:attribute\n              name="flag" type="s:boolean" />',
    );
    const error = await refusal('newline.wsdl', text);
    const issue = error.issues.find((i) => /xs:attribute/.test(i.message))!;
    expect([issue.line, issue.column]).toEqual(lineColumn(text, '<s:attribute\n'));
    expect(error.broken).toBe(false);
  });

  it('not well-formed XML, an undeclared prefix and a missing file are broken input', async () => {
    expect((await refusal('malformed.wsdl', CALCULATOR.replace('</wsdl:portType>', '</wsdl:port>'))).broken).toBe(true);
    const prefix = await refusal('prefix.wsdl', CALCULATOR.replace('binding="tns:CalculatorSoap"', 'binding="nope:CalculatorSoap"'));
    expect(prefix.broken).toBe(true);
    expect(prefix.issues[0]!.message).toBe('binding="nope:CalculatorSoap": prefix "nope" is not declared');
    const missing = await importWsdl(join(scratch, 'nope.wsdl')).catch((e: unknown) => e);
    expect((missing as ImportError).broken).toBe(true);
  });

  it('a schema in the namespace of a pre-2001 XML Schema draft is read as a 2001 schema, with a warning where it stands', async () => {
    const text = CALCULATOR.replace('xmlns:s="http://www.w3.org/2001/XMLSchema"', 'xmlns:s="http://www.w3.org/1999/XMLSchema"');
    expect(text).not.toBe(CALCULATOR);
    const imported = await importWsdl(scratchFile('draft.wsdl', text), 'calculator.wsdl');
    expect(imported.yaml).toBe((await importWsdl(scratchFile('recommendation.wsdl', CALCULATOR), 'calculator.wsdl')).yaml);
    const issue = imported.warnings.find((i) => /a draft of XML Schema/.test(i.message));
    expect(issue?.message).toMatch(/^a schema in http:\/\/www\.w3\.org\/1999\/XMLSchema, a draft of XML Schema before the 2001 Recommendation: read as/);
    expect([issue!.line, issue!.column]).toEqual(lineColumn(text, '<s:schema'));
  });

  it('a target namespace that is a relative URI is kept, with a warning where it is declared; one with a space is refused there', async () => {
    const text = CALCULATOR.replaceAll('http://tempuri.org/', 'tempuri');
    const imported = await importWsdl(scratchFile('relative-ns.wsdl', text));
    expect(imported.spec.service.namespace).toBe('tempuri');
    const warning = imported.warnings.find((w) => /is in namespace "tempuri", a relative URI/.test(w.message));
    expect(warning?.line).toBeGreaterThan(1);
    const spaced = CALCULATOR.replaceAll('http://tempuri.org/', 'temp uri');
    const error = await refusal('space-ns.wsdl', spaced);
    expect(error.issues[0]!.message).toMatch(/is in namespace "temp uri", which must be a URI, without spaces/);
    expect([error.issues[0]!.line, error.issues[0]!.column]).toEqual(lineColumn(spaced, 'targetNamespace="temp uri">'));
  });

  it("a namespace holding a template's placeholder is refused by the import where it is declared, at its schema's targetNamespace", async () => {
    const placeholder = CALCULATOR.replaceAll('http://tempuri.org/', 'http://{{url}}/calc/');
    const error = await refusal('placeholder-ns.wsdl', placeholder);
    expect(error.broken).toBe(false);
    expect(error.issues.map((i) => [i.line, i.column, i.message])).toEqual([
      [
        ...lineColumn(placeholder, 'targetNamespace="http://{{url}}/calc/">'),
        'element Add is in namespace "http://{{url}}/calc/", which must be a URI: { } | ^ and ` are not URI characters (a template\'s placeholder?), and XML readers such as libxml2 refuse such a namespace',
      ],
    ]);
  });

  it('an empty QName (element="") is broken input, at its attribute', async () => {
    const file = join(FIXTURES, 'corpus/php-soap-bugs/bug29061.wsdl');
    const text = readFileSync(file, 'utf8');
    const error = (await importWsdl(file).catch((e: unknown) => e)) as ImportError;
    expect(error.broken).toBe(true);
    const at = text.indexOf('element=""', text.indexOf('<message name="getQuoteRequest">'));
    expect(error.issues.map((i) => [i.line, i.column, i.message])).toEqual([[...lineColumn(text, 'element=""', at), 'element="": an empty QName']]);
    const prefixOnly = await refusal('prefix-only.wsdl', CALCULATOR.replace('element="tns:Add"', 'element="tns:"'));
    expect(prefixOnly.broken).toBe(true);
    expect(prefixOnly.issues[0]!.message).toBe('element="tns:": a QName without a local name');
  });

  it('a type whose only content is a repeated element of its own type is a recursive complex type holding a list without a wrapper', async () => {
    const text = CALCULATOR.replace(
      '<s:element minOccurs="1" maxOccurs="1" name="AddResult" type="s:int" />',
      '<s:element minOccurs="0" maxOccurs="1" name="AddResult" type="tns:Node" />',
    ).replace(
      '<s:element name="Subtract">',
      '<s:complexType name="Node"><s:sequence><s:element minOccurs="0" maxOccurs="unbounded" name="Node" type="tns:Node" /></s:sequence></s:complexType>\n      <s:element name="Subtract">',
    );
    const file = scratchFile('self-list.wsdl', text);
    const imported = await importWsdl(file, 'self-list.wsdl');
    expect(imported.yaml).toContain('  Node:\n    fields:\n      Node: { type: "Node[]", inline: true }\n');
  });

  it("a global element's anonymous type holding itself by element ref (a list of refs) is published as a named type, with a warning", async () => {
    const text = CALCULATOR.replace(
      '<s:element minOccurs="1" maxOccurs="1" name="AddResult" type="s:int" />',
      '<s:element minOccurs="0" maxOccurs="1" ref="tns:property" />',
    ).replace(
      '<s:element name="Subtract">',
      '<s:element name="property"><s:complexType><s:sequence><s:element name="value" type="s:string" /><s:element ref="tns:property" minOccurs="0" maxOccurs="unbounded" /></s:sequence></s:complexType></s:element>\n      <s:element name="Subtract">',
    );
    const file = scratchFile('self-ref.wsdl', text);
    const imported = await importWsdl(file, 'self-ref.wsdl');
    expect(imported.yaml).toContain(
      '  property:\n    fields:\n      value: { type: string, required: true }\n      property: { type: "property[]", inline: true, ref: true }\n',
    );
    expect(imported.warnings.map((w) => [w.line, w.message])).toEqual([
      [
        lineColumn(text, '<s:element name="property">')[0],
        'the anonymous type of element property holds itself: it will be published as the named type property (type names are not on the wire)',
      ],
    ]);
    generateFiles(parseSpec(imported.yaml, 'self-ref.yaml'), 'generated/self-ref');
  });

  it('a wrapper element typed by a named complex type (JAX-WS, WCF) is read like an anonymous one', async () => {
    const text = CALCULATOR.replace(
      /<s:element name="Add">\s*<s:complexType>([\s\S]*?)<\/s:complexType>\s*<\/s:element>/,
      '<s:element name="Add" type="tns:AddRequest" />\n      <s:complexType name="AddRequest">$1</s:complexType>',
    );
    expect(text).toContain('type="tns:AddRequest"');
    const file = scratchFile('named-wrapper.wsdl', text);
    const named = await importWsdl(file, 'calculator.wsdl');
    const original = await importWsdl(join(FIXTURES, 'calculator.wsdl'), 'calculator.wsdl');
    const [add, ...others] = named.spec.operations;
    const [originalAdd, ...originalOthers] = original.spec.operations;
    expect(add).toEqual(['Add', { ...originalAdd![1], requestWrapperType: 'AddRequest' }]);
    expect(others).toEqual(originalOthers);
    expect(named.yaml).toContain('    requestWrapperType: AddRequest\n    params:');
  });

  it('an xs:group ref is inlined where it stands, its elements in their place', async () => {
    const text = CALCULATOR.replace(
      /<s:element name="Add">\s*<s:complexType>\s*<s:sequence>([\s\S]*?)<\/s:sequence>/,
      '<s:group name="Operands"><s:sequence>$1</s:sequence></s:group>\n      <s:element name="Add"><s:complexType><s:sequence><s:group ref="tns:Operands" /></s:sequence>',
    );
    expect(text).toContain('<s:group ref="tns:Operands" />');
    const file = scratchFile('group.wsdl', text);
    const grouped = await importWsdl(file, 'calculator.wsdl');
    const original = await importWsdl(join(FIXTURES, 'calculator.wsdl'), 'calculator.wsdl');
    expect(grouped.spec.operations).toEqual(original.spec.operations);
  });

  it('a group holding itself is refused at the reference', async () => {
    const text = CALCULATOR.replace(
      /<s:element name="Add">\s*<s:complexType>\s*<s:sequence>/,
      '<s:group name="Loop"><s:sequence><s:group ref="tns:Loop" /></s:sequence></s:group>\n      <s:element name="Add"><s:complexType><s:sequence><s:group ref="tns:Loop" />',
    );
    const error = await refusal('group-loop.wsdl', text);
    expect(error.issues.map((i) => i.message)).toContain('group Loop holds itself');
  });
});

describe('SOAP headers', () => {
  it('a soap:header naming a message part with element= becomes a request header of its operation', async () => {
    const text = CALCULATOR.replace('<s:element name="Subtract">', '<s:element name="Trace" type="s:string" />\n      <s:element name="Subtract">')
      .replace(
        '<wsdl:message name="AddSoapOut">',
        '<wsdl:message name="AddTrace">\n    <wsdl:part name="Trace" element="tns:Trace" />\n  </wsdl:message>\n  <wsdl:message name="AddSoapOut">',
      )
      .replaceAll(
        '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" />',
        '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" />\n        <soap:header message="tns:AddTrace" part="Trace" use="literal" />',
      );
    expect(text).toContain('<soap:header message="tns:AddTrace"');
    const file = scratchFile('calculator.wsdl', text);
    const { spec } = await importWsdl(file);
    const add = spec.operations.find(([name]) => name === 'Add')![1];
    expect(add.requestHeaders).toEqual([['Trace', { type: 'string' }]]);
    expect(spec.operations.find(([name]) => name === 'Subtract')![1].requestHeaders).toBeUndefined();
  });
});

describe('SOAP headers declared by a part of the operation’s own message', () => {
  it('a second part of the input message named by soap:header is a request header, not a second body part', async () => {
    const text = CALCULATOR.replace('<s:element name="Subtract">', '<s:element name="Trace" type="s:string" />\n      <s:element name="Subtract">')
      .replace(
        '<wsdl:part name="parameters" element="tns:Add" />',
        '<wsdl:part name="parameters" element="tns:Add" />\n    <wsdl:part name="trace" element="tns:Trace" />',
      )
      .replace(
        '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" />',
        '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" parts="parameters" />\n        <soap:header message="tns:AddSoapIn" part="trace" use="literal" />',
      );
    expect(text).toContain('part="trace"');
    const file = scratchFile('own.wsdl', text);
    const { spec, warnings } = await importWsdl(file);
    // The block keeps its message and part: the served WSDL publishes it in the input message too.
    expect(spec.operations.find(([name]) => name === 'Add')![1].requestHeaders).toEqual([
      ['Trace', { type: 'string', wsdl: { message: 'AddSoapIn', part: 'trace' } }],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe('names never refuse: whatever XML names a WSDL uses, the spec written generates', () => {
  it('a type named like a scalar is the type; the scalar is then written xs:<scalar>', async () => {
    const text = CALCULATOR.replace('name="intA" type="s:int"', 'name="intA" type="s:date"')
      .replace(
        '<s:element minOccurs="1" maxOccurs="1" name="AddResult" type="s:int" />',
        '<s:element minOccurs="0" maxOccurs="1" name="AddResult" type="tns:date" />',
      )
      .replace(
        '<s:element name="Subtract">',
        '<s:complexType name="date"><s:sequence><s:element minOccurs="1" maxOccurs="1" name="day" type="s:int" /></s:sequence></s:complexType>\n      <s:element name="Subtract">',
      );
    const file = scratchFile('scalar-named.wsdl', text);
    const { spec, yaml } = await importWsdl(file);
    const add = spec.operations.find(([name]) => name === 'Add')![1];
    expect(add.params[0]).toEqual(['intA', { type: 'xs:date', required: true }]);
    expect(add.result).toBe('date');
    const model = parseSpec(yaml, 'spec.yaml');
    expect(model.operations[0]!.params[0]!.type).toEqual({ kind: 'scalar', name: 'date' });
    expect(model.operations[0]!.result!.type).toMatchObject({ kind: 'complex', name: 'date' });
    expect(generateFiles(model, 'generated/calculator').length).toBeGreaterThan(0);
  });

  it('a result type named like the response element, without an HTTP POST binding: no HTTP POST root to clash with it', async () => {
    const text = CALCULATOR.replace(
      '<s:element minOccurs="1" maxOccurs="1" name="AddResult" type="s:int" />',
      '<s:element minOccurs="1" maxOccurs="1" name="AddResult" type="tns:AddResponse" />',
    ).replace(
      '<s:element name="Subtract">',
      '<s:complexType name="AddResponse"><s:sequence><s:element minOccurs="1" maxOccurs="1" name="sum" type="s:int" /></s:sequence></s:complexType>\n      <s:element name="Subtract">',
    );
    const { spec, yaml } = await importWsdl(scratchFile('result-named-like-response.wsdl', text));
    expect(spec.service.transports).toEqual(['soap11', 'soap12']);
    expect(spec.operations.find(([name]) => name === 'Add')![1].result).toEqual({ type: 'AddResponse', required: true });
    const model = parseSpec(yaml, 'spec.yaml');
    expect(model.operations[0]!.httpPost).toBe(false);
    expect(generateFiles(model, 'generated/calculator').length).toBeGreaterThan(0);
  });

  it('names that are not TypeScript identifiers (keywords, - and .) are kept as written', async () => {
    const text = CALCULATOR.replaceAll('"Add"', '"class"')
      .replaceAll('tns:Add"', 'tns:class"')
      .replaceAll('AddResponse', 'classResponse')
      .replaceAll('AddResult', 'classResult')
      .replaceAll('http://tempuri.org/Add', 'http://tempuri.org/class')
      .replaceAll('name="intA"', 'name="first.value"')
      .replaceAll('name="intB"', 'name="second-value"');
    const file = scratchFile('keywords.wsdl', text);
    const { spec, yaml } = await importWsdl(file);
    expect(spec.operations.map(([name]) => name)).toContain('class');
    expect(spec.operations.find(([name]) => name === 'class')![1].params.map(([name]) => name)).toEqual(['first.value', 'second-value']);
    expect(generateFiles(parseSpec(yaml, 'spec.yaml'), 'generated/calculator').length).toBeGreaterThan(0);
  });
});

describe('message shapes', () => {
  // The calculator reshaped as JAX-WS and hand-written services shape messages: a request element
  // named apart from its operation, a result called return, an empty response, several results,
  // and a one-way operation (no output in the port type or the bindings).
  const reshaped = CALCULATOR.replace('<s:element name="Add">', '<s:element name="addRequest">')
    .replace('element="tns:Add" />', 'element="tns:addRequest" />')
    .replace('name="AddResult"', 'name="return"')
    .replace('<s:element minOccurs="1" maxOccurs="1" name="SubtractResult" type="s:int" />', '')
    .replace(
      '<s:element minOccurs="1" maxOccurs="1" name="MultiplyResult" type="s:int" />',
      '<s:element minOccurs="1" maxOccurs="1" name="Product" type="s:int" />\n            <s:element minOccurs="0" maxOccurs="1" name="Note" type="s:string" />',
    )
    .replace('      <wsdl:output message="tns:DivideSoapOut" />\n', '')
    .replace(
      /(<wsdl:operation name="Divide">\s*<soap12?:operation [^>]*>\s*<wsdl:input>\s*<soap12?:body use="literal" \/>\s*<\/wsdl:input>)\s*<wsdl:output>\s*<soap12?:body use="literal" \/>\s*<\/wsdl:output>/g,
      '$1',
    );
  let imported: Awaited<ReturnType<typeof importWsdl>>;
  const op = (name: string) => imported.spec.operations.find(([n]) => n === name)![1];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shapes-'));
    writeFileSync(join(dir, 'reshaped.wsdl'), reshaped);
    imported = await importWsdl(join(dir, 'reshaped.wsdl'), 'reshaped.wsdl');
  });

  it.each([
    // given: the operation; want: what its draft says of its messages
    ['Add', { requestElement: 'addRequest', result: { type: 'int', element: 'return' } }],
    ['Subtract', { results: [] }],
    [
      'Multiply',
      {
        results: [
          ['Product', { type: 'int', required: true }],
          ['Note', { type: 'string' }],
        ],
      },
    ],
    ['Divide', { oneWay: true }],
  ])('%s', (name, want) => {
    expect(op(name)).toMatchObject(want);
  });

  it('the spec written regenerates the shapes', () => {
    expect(imported.yaml).toContain(
      '  Subtract:\n    params:\n      intA: { type: int, required: true }\n      intB: { type: int, required: true }\n    results: {}',
    );
    const model = parseSpec(imported.yaml, 'spec.yaml');
    const shape = (name: string) => {
      const o = model.operations.find((m) => m.name === name)!;
      return { request: o.request.element, response: o.response?.element, result: o.result?.name, results: o.results.map((r) => r.name), httpPost: o.httpPost };
    };
    expect(['Add', 'Subtract', 'Multiply', 'Divide'].map(shape)).toEqual([
      { request: 'addRequest', response: 'AddResponse', result: 'return', results: [], httpPost: false },
      { request: 'Subtract', response: 'SubtractResponse', result: undefined, results: [], httpPost: false },
      { request: 'Multiply', response: 'MultiplyResponse', result: undefined, results: ['Product', 'Note'], httpPost: false },
      { request: 'Divide', response: undefined, result: undefined, results: [], httpPost: false },
    ]);
    expect(generateFiles(model, 'generated/calculator').length).toBeGreaterThan(0);
  });
});

describe('operations sharing a request element', () => {
  it('are imported with their actions, which tell their requests apart', async () => {
    const imported = await importWsdl(scratchFile('shared-request.wsdl', CALCULATOR.replace('element="tns:Add" />', 'element="tns:Subtract" />')));
    const add = imported.spec.operations.find(([name]) => name === 'Add')![1];
    expect(add.requestElement).toBe('Subtract');
    const model = parseSpec(imported.yaml, 'shared.yaml');
    expect(model.operations.filter((op) => op.request.element === 'Subtract').map((op) => [op.name, op.soapAction])).toEqual([
      ['Add', 'http://tempuri.org/Add'],
      ['Subtract', 'http://tempuri.org/Subtract'],
    ]);
  });
});

describe('a WSDL declaring several services', () => {
  const text = CALCULATOR.replace(
    '</wsdl:definitions>',
    '  <wsdl:service name="CalculatorBackup">\n    <wsdl:port name="CalculatorSoap" binding="tns:CalculatorSoap">\n      <soap:address location="http://backup.example.org/calculator.asmx" />\n    </wsdl:port>\n  </wsdl:service>\n</wsdl:definitions>',
  );
  let file = '';
  beforeAll(() => {
    file = join(mkdtempSync(join(tmpdir(), 'wsdl-services-')), 'two-services.wsdl');
    writeFileSync(file, text);
  });
  afterAll(() => rmSync(dirname(file), { recursive: true, force: true }));

  it('imports, without --service, into one spec whose further service holds its port of the same name', async () => {
    const { yaml } = await importWsdl(file);
    expect(yaml).toContain('    ports: { soap11: [CalculatorSoap, { name: CalculatorSoap, service: CalculatorBackup }] }\n');
    expect(yaml).toContain('    services: { CalculatorBackup: [CalculatorSoap] }\n');
    const served = wsdlDocument(parseSpec(yaml, 'two-services.yaml'), 'http://localhost/calculator.asmx');
    const services = [...served.matchAll(/<wsdl:service name="([^"]+)">([^]*?)<\/wsdl:service>/g)].map(([, name, body]) => [
      name,
      [...body!.matchAll(/<wsdl:port name="([^"]+)" binding="[^"]*:([^"]+)"/g)].map((m) => `${m[1]} of ${m[2]}`),
    ]);
    expect(services).toEqual([
      ['Calculator', ['CalculatorSoap of CalculatorSoap', 'CalculatorSoap12 of CalculatorSoap12']],
      ['CalculatorBackup', ['CalculatorSoap of CalculatorSoap']],
    ]);
  });

  it('imports the one named, a spec each', async () => {
    const backup = await importWsdl(file, 'two-services.wsdl', { service: 'CalculatorBackup' });
    expect(backup.spec.service).toMatchObject({ name: 'CalculatorBackup', transports: ['soap11'] });
    const main = await importWsdl(file, 'two-services.wsdl', { service: 'Calculator' });
    expect(main.spec.service).toMatchObject({ name: 'Calculator', transports: ['soap11', 'soap12'] });
    const unknown = (await importWsdl(file, 'x', { service: 'Nope' }).catch((e: unknown) => e)) as ImportError;
    expect(unknown.issues[0]!.message).toBe('the WSDL declares no wsdl:service Nope (its services: Calculator, CalculatorBackup)');
  });
});

describe('the served WSDL of a spec in each message shape imports back to the same WSDL', () => {
  it.each([
    'test/fixtures/shapes/quotes.yaml',
    'test/fixtures/shapes/rpc-literal.yaml',
    'test/fixtures/shapes/rpc-encoded.yaml',
    'test/fixtures/shapes/rpc-unqualified.yaml',
    'test/fixtures/protocol/header-faults.yaml',
  ])('%s', async (spec) => {
    const url = 'http://localhost/service';
    const original = await loadSpec(join(ROOT, spec), spec);
    const served = wsdlDocument(original, `http://localhost${original.service.path}`);
    const dir = mkdtempSync(join(tmpdir(), 'shapes-roundtrip-'));
    writeFileSync(join(dir, 'served.wsdl'), served);
    const imported = await importWsdl(join(dir, 'served.wsdl'), url);
    const again = parseSpec(imported.yaml, 'imported.yaml');
    expect(wsdlDocument(again, `http://localhost${again.service.path}`)).toBe(served);
  });
});

describe('soap:headerfault', () => {
  it("is kept as its header's faults, by element and with the message names the WSDL gives", async () => {
    const result = await importWsdl(join(FIXTURES, 'corpus/php-soap-bugs/headerfault_cache.wsdl'), 'headerfault_cache.wsdl');
    expect(result.yaml).toContain(
      'authToken: { type: string, namespace: "", wsdl: { message: authToken }, faults: { faultToken: { type: string, namespace: "", wsdl: { message: faultToken } } } }',
    );
    expect(result.yaml).toContain('faults: { faultTrace: { type: string, namespace: "", wsdl: { message: faultTrace } } }');
    expect(result.warnings.map((w) => w.message).filter((m) => /fault/.test(m))).toEqual([]);
    const served = wsdlDocument(parseSpec(result.yaml, 'imported.yaml'), 'http://localhost/hf.php');
    expect(served).toMatch(
      /<soap:header message="tns:authToken" part="authToken" use="literal">\s*<soap:headerfault message="tns:faultToken" part="faultToken" use="literal" \/>/,
    );
  });
});

describe('a fault detail element with an anonymous type (as JAX-WS writes fault beans)', () => {
  it("stays an element of an anonymous type: the spec's anonymous type, declared inside the element by the served WSDL", async () => {
    const notes = readFileSync(join(FIXTURES, 'notes-faults-headers.wsdl'), 'utf8');
    const text = notes
      .replace(
        '<s:element name="NoteMissing" type="tns:NoteMissing" />\n      <s:complexType name="NoteMissing">',
        '<s:element name="NoteMissing">\n      <s:complexType>',
      )
      .replace('</s:complexType>\n      <s:element name="Locked"', '</s:complexType>\n      </s:element>\n      <s:element name="Locked"');
    expect(text).toContain('<s:element name="NoteMissing">\n      <s:complexType>');
    const dir = mkdtempSync(join(tmpdir(), 'wsdl-anonymous-fault-'));
    try {
      writeFileSync(join(dir, 'notes.wsdl'), text);
      const imported = await importWsdl(join(dir, 'notes.wsdl'), 'notes-faults-headers.wsdl');
      expect(imported.yaml).toBe(expected('notes-faults-headers').replace('  NoteMissing:\n', '  NoteMissing:\n    anonymous: true\n'));
      expect(imported.warnings).toEqual([]);
      const served = wsdlDocument(parseSpec(imported.yaml, 'imported.yaml'), 'http://localhost/notes');
      expect(served).toMatch(
        /<s:element name="NoteMissing">\s*<s:complexType>\s*<s:sequence>\s*<s:element minOccurs="0" maxOccurs="1" name="Title" type="s:string" \/>/,
      );
      expect(served).not.toContain('<s:complexType name="NoteMissing"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('document-style messages that are not one wrapper element each are bare', () => {
  const TNS = 'urn:example:bare';
  const wsdl = `<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="${TNS}" targetNamespace="${TNS}">
  <wsdl:types>
    <s:schema elementFormDefault="qualified" targetNamespace="${TNS}">
      <s:complexType name="Pair"><s:sequence><s:element name="a" type="s:int" /><s:element name="b" type="s:int" /></s:sequence></s:complexType>
      <s:element name="symbol" type="s:string" />
      <s:element name="count" type="s:int" />
      <s:element name="pair" type="tns:Pair" />
      <s:element name="detail" type="s:string" />
    </s:schema>
  </wsdl:types>
  <wsdl:message name="PingIn" />
  <wsdl:message name="PingOut" />
  <wsdl:message name="TradeIn"><wsdl:part name="symbol" element="tns:symbol" /><wsdl:part name="count" element="tns:count" /><wsdl:part name="note" type="s:string" /></wsdl:message>
  <wsdl:message name="TradeOut"><wsdl:part name="id" type="s:int" /></wsdl:message>
  <wsdl:message name="SwapIn"><wsdl:part name="body" element="tns:pair" /></wsdl:message>
  <wsdl:message name="SwapOut"><wsdl:part name="body" element="tns:pair" /></wsdl:message>
  <wsdl:message name="Oops"><wsdl:part name="detail" element="tns:detail" /></wsdl:message>
  <wsdl:portType name="BarePort">
    <wsdl:operation name="Ping"><wsdl:input message="tns:PingIn" /><wsdl:output message="tns:PingOut" /></wsdl:operation>
    <wsdl:operation name="Trade"><wsdl:input message="tns:TradeIn" /><wsdl:output message="tns:TradeOut" /></wsdl:operation>
    <wsdl:operation name="Swap"><wsdl:input message="tns:SwapIn" /><wsdl:output message="tns:SwapOut" />
      <wsdl:fault name="Oops1" message="tns:Oops" /><wsdl:fault name="Oops2" message="tns:Oops" /></wsdl:operation>
  </wsdl:portType>
  <wsdl:binding name="BareBinding" type="tns:BarePort">
    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http" />
    <wsdl:operation name="Ping"><soap:operation soapAction="urn:ping" /><wsdl:input><soap:body use="literal" /></wsdl:input><wsdl:output><soap:body use="literal" /></wsdl:output></wsdl:operation>
    <wsdl:operation name="Trade"><soap:operation soapAction="urn:trade" /><wsdl:input><soap:body use="literal" /></wsdl:input><wsdl:output><soap:body use="literal" /></wsdl:output></wsdl:operation>
    <wsdl:operation name="Swap"><soap:operation soapAction="urn:swap" /><wsdl:input><soap:body use="literal" /></wsdl:input><wsdl:output><soap:body use="literal" /></wsdl:output>
      <wsdl:fault name="Oops1"><soap:fault name="Oops1" use="literal" /></wsdl:fault><wsdl:fault name="Oops2"><soap:fault name="Oops2" use="literal" /></wsdl:fault></wsdl:operation>
  </wsdl:binding>
  <wsdl:service name="Bare"><wsdl:port name="BarePort" binding="tns:BareBinding"><soap:address location="http://localhost/bare" /></wsdl:port></wsdl:service>
</wsdl:definitions>`;
  let imported: ImportResult;
  const op = (name: string) => imported.spec.operations.find(([n]) => n === name)![1];
  beforeAll(async () => {
    imported = await importWsdl(scratchFile('bare-shapes.wsdl', wsdl), 'bare-shapes.wsdl');
  });

  it.each([
    // given: the operation; want: what its draft says of its messages
    ['Ping (no part: empty Bodies)', 'Ping', { bare: true, params: [], results: [] }],
    [
      'Trade (several parts, one declared by type=, a type= output)',
      'Trade',
      {
        bare: true,
        params: [
          ['symbol', { type: 'string', required: true }],
          ['count', { type: 'int', required: true }],
          ['note', { type: 'string', required: true, namespace: '' }],
        ],
        result: { type: 'int', element: 'id', namespace: '' },
      },
    ],
    [
      'Swap (one element as request and response)',
      'Swap',
      { bare: true, params: [['pair', { type: 'Pair', required: true }]], result: { type: 'Pair', element: 'pair' } },
    ],
  ])('%s', (_case, name, want) => {
    expect(op(name)).toMatchObject(want);
  });

  it('two faults of one detail element are one fault, with a warning at the second', () => {
    expect(op('Swap').faults).toEqual([['detail', { type: 'string', wsdl: { name: 'Oops1', message: 'Oops' } }]]);
    expect(imported.warnings.map((w) => w.message)).toContain(
      'operation Swap: fault Oops2 has the detail element detail of fault Oops1: on the wire they are one fault, which the spec declares once',
    );
  });

  it('the spec written generates', () => {
    const model = parseSpec(imported.yaml, 'bare.yaml');
    expect(model.operations.map((o) => [o.name, o.bare, o.request.element])).toEqual([
      ['Ping', true, ''],
      ['Trade', true, 'symbol'],
      ['Swap', true, 'pair'],
    ]);
    expect(generateFiles(model, 'generated/bare').length).toBeGreaterThan(0);
  });
});

describe('header and fault parts declared by type=', () => {
  it('import as elements named after the part, in no namespace (as zeep reads them), and are served so', async () => {
    const wsdl = CALCULATOR.replace(
      '  <wsdl:portType name="CalculatorSoap">\n    <wsdl:operation name="Add">',
      '  <wsdl:message name="Oops"><wsdl:part name="reason" type="s:string" /></wsdl:message>\n  <wsdl:portType name="CalculatorSoap">\n    <wsdl:operation name="Add">\n      <wsdl:fault name="Oops" message="tns:Oops" />',
    );
    const { yaml } = await importWsdl(scratchFile('typed-fault.wsdl', wsdl), 'typed-fault.wsdl');
    expect(yaml).toContain('      reason: { type: string, namespace: "", wsdl: { name: Oops, message: Oops } }');
    const served = wsdlDocument(parseSpec(yaml, 'typed-fault.yaml'), 'http://localhost/calc');
    expect(served).toContain('<wsdl:message name="Oops">\n    <wsdl:part name="reason" type="s:string" />');
  });
});

describe("the definitions' documentation", () => {
  const served = async (file: string): Promise<{ yaml: string; wsdl: string }> => {
    const { yaml } = await importWsdl(join(ROOT, file), file, { offline: true });
    return { yaml, wsdl: wsdlDocument(parseSpec(yaml, 'spec.yaml'), 'http://localhost/service') };
  };
  const documentation = (xml: string): string[] =>
    [...xml.matchAll(/<(wsdl:definitions|wsdl:service)\b[^>]*>\s*(?:<wsdl:documentation[^>]*>([^<]*)<\/wsdl:documentation>)?/g)].map(
      (m) => `${m[1]}: ${m[2] ?? '(none)'}`,
    );

  it.each([
    // given: a WSDL; want: the import's documentation key, and where the served WSDL documents what
    ['test/fixtures/wsdl/corpus/axis2/Version.wsdl', '    documentation: Version\n', ['wsdl:definitions: Version', 'wsdl:service: (none)']],
    [
      'test/fixtures/wsdl/corpus/asmx/mnb-exchange.wsdl',
      undefined,
      ['wsdl:definitions: MNB curreny exchange rate webservice.', 'wsdl:service: MNB curreny exchange rate webservice.'],
    ],
  ])('%s is served documented where the original is', async (file, key, want) => {
    const { yaml, wsdl } = await served(file);
    if (key) expect(yaml).toContain(key);
    else expect(yaml).not.toMatch(/^ {4}documentation:/m);
    expect(documentation(wsdl)).toEqual(want);
    expect(documentation(wsdl)).toEqual(documentation(readFileSync(join(ROOT, file), 'utf8').replace(/<(\/?)(definitions|service)\b/g, '<$1wsdl:$2')));
  });

  it('of a hand-written spec is its description unless the spec says otherwise ("" for none)', () => {
    const spec = (wsdl: string): string =>
      `service: { name: S, namespace: "urn:s", path: /s.asmx, description: About S, wsdl: { ${wsdl} } }\noperations:\n  Op: { params: {}, result: int }\n`;
    expect(documentation(wsdlDocument(parseSpec(spec('name: S'), 's.yaml'), 'http://x/s.asmx'))).toEqual([
      'wsdl:definitions: About S',
      'wsdl:service: About S',
    ]);
    expect(documentation(wsdlDocument(parseSpec(spec('documentation: ""'), 's.yaml'), 'http://x/s.asmx'))).toEqual([
      'wsdl:definitions: (none)',
      'wsdl:service: About S',
    ]);
    expect(documentation(wsdlDocument(parseSpec(spec('documentation: The API'), 's.yaml'), 'http://x/s.asmx'))).toEqual([
      'wsdl:definitions: The API',
      'wsdl:service: About S',
    ]);
  });
});

describe('named types no operation uses', () => {
  it('are kept as types, in declaration order; one the spec cannot express is left out with a warning at its line', async () => {
    const unused = [
      '<s:simpleType name="Colour"><s:restriction base="s:string"><s:enumeration value="Red" /><s:enumeration value="Blue" /></s:restriction></s:simpleType>',
      '<s:complexType name="Point"><s:sequence><s:element name="X" type="s:int" /><s:element name="Hue" type="tns:Colour" /></s:sequence></s:complexType>',
      '<s:complexType name="Blob"><s:sequence><s:element name="At" type="tns:Point" default="0" /></s:sequence></s:complexType>',
    ];
    const text = CALCULATOR.replace('<s:element name="Subtract">', `${unused.join('\n      ')}\n      <s:element name="Subtract">`);
    const { spec, warnings } = await importWsdl(scratchFile('unused-types.wsdl', text));
    expect(spec.types).toEqual([
      ['Colour', { kind: 'enum', values: ['Red', 'Blue'] }],
      [
        'Point',
        expect.objectContaining({
          fields: [
            ['X', { type: 'int', required: true }],
            ['Hue', { type: 'Colour', required: true }],
          ],
        }),
      ],
    ]);
    expect(warnings.map((w) => [w.line, w.message.replace(/: .*/, '')])).toEqual([
      [lineColumn(text, '<s:complexType name="Blob">')[0], 'type Blob of http://tempuri.org/, which no operation uses, is left out'],
    ]);
  });
});

describe("soap:body's parts attribute", () => {
  // Add's request message gets a second part, bound to no header: in the Body unless soap:body lists the parts.
  const withPart = CALCULATOR.replace(
    '<wsdl:part name="parameters" element="tns:Add" />',
    '<wsdl:part name="parameters" element="tns:Add" />\n    <wsdl:part name="attachment" type="s:base64Binary" />',
  );
  const add = async (name: string, text: string) => (await importWsdl(scratchFile(name, text))).spec.operations.find(([n]) => n === 'Add')![1];

  it('leaves the parts it does not list out of the Body: the operation stays wrapped', async () => {
    const listed = withPart.replace(
      '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" />',
      '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" parts="parameters" />',
    );
    expect(listed).not.toBe(withPart);
    expect(await add('listed.wsdl', listed)).toEqual(await add('calculator.wsdl', CALCULATOR));
  });

  it('without it, every part no header takes is in the Body: two parts make the operation bare', async () => {
    const op = await add('unlisted.wsdl', withPart);
    expect(op.bare).toBe(true);
    expect(op.params.map(([name]) => name)).toEqual(['Add', 'attachment']);
  });
});
