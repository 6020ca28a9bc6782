/**
 * References to nothing, read leniently as gSOAP's wsdl2h and node-soap read them: a type or element
 * no schema declares is xs:anyType (open content), but a body element in another namespace than the
 * service's leaves its operation out, as zeep leaves it out; a port, binding, operation, header or fault
 * referring to what no document declares is left out; a reference whose namespace declares nothing
 * is read by its local name when one component has it. Each is said in a warning at the reference,
 * the spec written generates, and only when nothing is left is the WSDL refused (a dangling
 * reference, not broken input).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFiles } from '../../generator/generate.js';
import { parseSpec } from '../../generator/spec/index.js';
import { ImportError, importWsdl, type ImportResult } from '../../generator/wsdl-import/index.js';
import { ROOT } from '../support/generate.js';

const CALCULATOR = readFileSync(join(ROOT, 'test/fixtures/wsdl/calculator.wsdl'), 'utf8');

let scratch = '';
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'wsdl-dangling-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The calculator WSDL with each [find, replace] applied to the first occurrence. */
function edited(...edits: [string, string][]): string {
  return edits.reduce((text, [find, replace]) => {
    expect(text).toContain(find);
    return text.replace(find, replace);
  }, CALCULATOR);
}

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

async function imported(name: string, text: string): Promise<ImportResult> {
  const file = join(scratch, name);
  writeFileSync(file, text);
  return importWsdl(file, name);
}

/** The warnings as `line: message`, all of them dangling references. */
function danglingWarnings(result: ImportResult): string[] {
  expect(result.warnings.every((w) => w.dangling)).toBe(true);
  return result.warnings.map((w) => `${w.line}: ${w.message}`);
}

/** The spec written generates. */
function generates(result: ImportResult): void {
  expect(generateFiles(parseSpec(result.yaml, 'imported.yaml'), 'generated/dangling').length).toBeGreaterThan(0);
}

const operationNames = (result: ImportResult): string[] => result.spec.operations.map(([name]) => name);

describe('a type or element no schema declares is xs:anyType', () => {
  it('a field of an undeclared type', async () => {
    const text = edited(['name="intA" type="s:int" />', 'name="intA" type="tns:Nowhere" />']);
    const result = await imported('type.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, 'tns:Nowhere')}: type {http://tempuri.org/}Nowhere is not declared in any schema of this WSDL or its imports: read as xs:anyType (open content)`,
    ]);
    expect(result.yaml).toContain('intA: { type: anyType, required: true }');
    generates(result);
  });

  it('a field of a name XML Schema defines no type of (xs:any is an element)', async () => {
    const text = edited(['name="intA" type="s:int" />', 'name="intA" type="s:any" />']);
    const result = await imported('xs-any.wsdl', text);
    expect(danglingWarnings(result)).toEqual([`${lineOf(text, 's:any"')}: type xs:any is no type of XML Schema: read as xs:anyType (open content)`]);
    expect(result.yaml).toContain('intA: { type: anyType, required: true }');
    generates(result);
  });

  it("a field of a type in WSDL's namespace, whose schema declares no message content", async () => {
    const text = edited(['name="intA" type="s:int" />', 'name="intA" type="wsdl:string" />']);
    const result = await imported('wsdl-type.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, 'wsdl:string')}: type {http://schemas.xmlsoap.org/wsdl/}string is not declared in any schema of this WSDL or its imports: read as xs:anyType (open content)`,
    ]);
    expect(result.yaml).toContain('intA: { type: anyType, required: true }');
    generates(result);
  });

  it('an element ref to an undeclared element, with the occurrences of the reference', async () => {
    const text = edited(['<s:element minOccurs="1" maxOccurs="1" name="intB" type="s:int" />', '<s:element minOccurs="0" ref="tns:Elsewhere" />']);
    const result = await imported('ref.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, 'tns:Elsewhere')}: element ref {http://tempuri.org/}Elsewhere is not declared in any schema of this WSDL or its imports: read as an element of xs:anyType (open content)`,
    ]);
    expect(result.yaml).toContain('Elsewhere: { type: anyType, ref: true }'); // minOccurs="0": not required
    generates(result);
  });

  it('an attribute of an undeclared type is xs:anySimpleType', async () => {
    const text = edited([
      '</s:sequence>\n        </s:complexType>\n      </s:element>',
      '</s:sequence>\n          <s:attribute name="unit" type="tns:Unit" />\n        </s:complexType>\n      </s:element>',
    ]);
    const result = await imported('attribute.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, 'tns:Unit')}: attribute unit: type {http://tempuri.org/}Unit is not declared in any schema of this WSDL or its imports: read as xs:anySimpleType`,
    ]);
    expect(result.yaml).toMatch(/anySimpleType/);
    generates(result);
  });
});

describe('a wrapper element of an undeclared type is a bare message of xs:anyType', () => {
  it('a request element of an undeclared named type', async () => {
    const text = edited([
      '<s:element name="Divide">\n        <s:complexType>\n          <s:sequence>\n            <s:element minOccurs="1" maxOccurs="1" name="intA" type="s:int" />\n            <s:element minOccurs="1" maxOccurs="1" name="intB" type="s:int" />\n          </s:sequence>\n        </s:complexType>\n      </s:element>',
      '<s:element name="Divide" type="tns:DivideInput" />',
    ]);
    const result = await imported('wrapper-type.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, 'tns:DivideInput')}: type {http://tempuri.org/}DivideInput is not declared in any schema of this WSDL or its imports: read as xs:anyType (open content)`,
    ]);
    expect(result.spec.operations.find(([name]) => name === 'Divide')![1]).toMatchObject({ bare: true, params: [['Divide', { type: 'anyType' }]] });
    generates(result);
  });
});

describe('a port, binding, operation, header or fault referring to nothing is left out', () => {
  it('a port whose binding is not declared', async () => {
    const text = edited([
      '  </wsdl:service>',
      '    <wsdl:port name="Lost" binding="tns:Lost">\n      <soap:address location="http://x/lost" />\n    </wsdl:port>\n  </wsdl:service>',
    ]);
    const result = await imported('port.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, '<wsdl:port name="Lost"')}: port Lost: binding Lost is not declared; skipped, as node-soap and zeep skip it`,
    ]);
    expect(result.spec.service.transports).toEqual(['soap11', 'soap12']);
    generates(result);
  });

  it('a binding whose portType is not declared, with its ports', async () => {
    const text = edited(['<wsdl:binding name="CalculatorSoap12" type="tns:CalculatorSoap">', '<wsdl:binding name="CalculatorSoap12" type="tns:Gone">']);
    const result = await imported('port-type.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, 'type="tns:Gone"')}: binding CalculatorSoap12: portType Gone is not declared; skipped, as node-soap and zeep skip it`,
    ]);
    expect(result.spec.service.transports).toEqual(['soap11']);
    generates(result);
  });

  it('an operation whose message is not declared', async () => {
    const text = edited(['<wsdl:output message="tns:DivideSoapOut" />', '<wsdl:output message="tns:Nowhere" />']);
    const result = await imported('message.wsdl', text);
    expect(danglingWarnings(result)).toEqual([`${lineOf(text, 'tns:Nowhere')}: operation Divide: message Nowhere is not declared; the operation is left out`]);
    expect(operationNames(result)).toEqual(['Add', 'Subtract', 'Multiply']);
    generates(result);
  });

  it('a header or a fault whose message is not declared, a binding fault the port type does not declare', async () => {
    const text = edited(
      [
        '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" />',
        '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" />\n        <soap:header message="tns:Nowhere" part="auth" use="literal" />',
      ],
      ['<wsdl:output message="tns:SubtractSoapOut" />', '<wsdl:output message="tns:SubtractSoapOut" />\n      <wsdl:fault name="Gone" message="tns:Gone" />'],
      [
        '<soap:operation soapAction="http://tempuri.org/Multiply" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" />\n      </wsdl:input>\n      <wsdl:output>\n        <soap:body use="literal" />\n      </wsdl:output>',
        '<soap:operation soapAction="http://tempuri.org/Multiply" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" />\n      </wsdl:input>\n      <wsdl:output>\n        <soap:body use="literal" />\n      </wsdl:output>\n      <wsdl:fault name="Oops"><soap:fault name="Oops" use="literal" /></wsdl:fault>',
      ],
    );
    const result = await imported('blocks.wsdl', text);
    expect(danglingWarnings(result).sort()).toEqual(
      [
        `${lineOf(text, '<soap:header message="tns:Nowhere"')}: operation Add: header part auth of message Nowhere is not declared; the header is left out`,
        `${lineOf(text, '<wsdl:fault name="Gone"')}: operation Subtract: fault Gone: message Gone is not declared; the fault is left out`,
        `${lineOf(text, '<wsdl:fault name="Oops">')}: operation Multiply: binding CalculatorSoap binds fault Oops, which the port type does not declare; left out`,
      ].sort(),
    );
    expect(operationNames(result)).toEqual(['Add', 'Subtract', 'Multiply', 'Divide']);
    expect(result.yaml).not.toMatch(/Nowhere|Gone|Oops/);
    generates(result);
  });
});

describe('a reference whose namespace declares nothing', () => {
  it('is read by its local name when one component has it (an unprefixed reference, no default namespace)', async () => {
    const text = edited(['<wsdl:port name="CalculatorSoap" binding="tns:CalculatorSoap">', '<wsdl:port name="CalculatorSoap" binding="CalculatorSoap">']);
    const result = await imported('local-name.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, 'binding="CalculatorSoap">')}: binding {}CalculatorSoap is not declared: read as the binding CalculatorSoap of http://tempuri.org/, as node-soap reads it`,
    ]);
    const original = await imported('calculator.wsdl', CALCULATOR);
    expect(result.spec).toEqual(original.spec);
  });
});

describe('a header block of an undeclared element', () => {
  it('is an element of xs:anyType, as zeep and node-soap read it', async () => {
    const text = edited(
      [
        '<wsdl:message name="AddSoapIn">',
        '<wsdl:message name="Session">\n    <wsdl:part name="session" element="tns:Session" />\n  </wsdl:message>\n  <wsdl:message name="AddSoapIn">',
      ],
      [
        '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" />',
        '<soap:operation soapAction="http://tempuri.org/Add" style="document" />\n      <wsdl:input>\n        <soap:body use="literal" />\n        <soap:header message="tns:Session" part="session" use="literal" />',
      ],
    );
    const result = await imported('header-element.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, '<soap:header message="tns:Session"')}: operation Add: header element {http://tempuri.org/}Session is not declared in any schema of this WSDL or its imports: read as an element of xs:anyType (open content)`,
    ]);
    expect(result.yaml).toContain('    requestHeaders:\n      Session: { type: anyType, wsdl: { message: Session, part: session } }\n');
    generates(result);
  });
});

describe('an unprefixed type="X" where no default namespace is declared', () => {
  it('is the one type X of the schemas, as zeep and node-soap read it', async () => {
    const text = edited(
      [
        '<s:schema elementFormDefault="qualified" targetNamespace="http://tempuri.org/">',
        '<s:schema elementFormDefault="qualified" targetNamespace="http://tempuri.org/">\n      <s:simpleType name="Count"><s:restriction base="s:int" /></s:simpleType>',
      ],
      ['name="intA" type="s:int" />', 'name="intA" type="Count" />'],
    );
    const result = await imported('unprefixed.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, 'type="Count"')}: type {}Count is not declared: read as the type Count of http://tempuri.org/, as zeep and node-soap read it`,
    ]);
    expect(result.yaml).toContain('intA: { type: Count, required: true }');
    generates(result);
  });
});

describe('what is no WSDL or XML Schema at all', () => {
  it('a schema declaration in the WSDL namespace, and <soap:input> in a binding operation, are refused where they stand', async () => {
    const text = edited(
      ['<s:element name="Add">', '<wsdl:complexType name="Lost" />\n      <s:element name="Add">'],
      [
        '<soap:operation soapAction="http://tempuri.org/Subtract" style="document" />',
        '<soap:operation soapAction="http://tempuri.org/Subtract" style="document" />\n      <soap:input />',
      ],
    );
    const error = await imported('not-wsdl.wsdl', text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).issues.map((i) => `${i.line}: ${i.message}`)).toEqual([
      `${lineOf(text, '<wsdl:complexType')}: <complexType> in the WSDL namespace inside a schema: XML Schema's declarations are in http://www.w3.org/2001/XMLSchema`,
      `${lineOf(text, '<soap:input />')}: operation Subtract: <input> in the SOAP binding's namespace: a binding operation's messages are wsdl:input and wsdl:output`,
    ]);
  });
});

describe('a body element no schema declares', () => {
  it('is an element of xs:anyType, as zeep and node-soap read it: its operation is bare', async () => {
    const text = edited(['<wsdl:part name="parameters" element="tns:DivideResponse" />', '<wsdl:part name="parameters" element="tns:Quotient" />']);
    const result = await imported('element.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, 'tns:Quotient')}: element {http://tempuri.org/}Quotient is not declared in any schema of this WSDL or its imports: read as an element of xs:anyType (open content)`,
    ]);
    expect(result.spec.operations.find(([name]) => name === 'Divide')![1]).toMatchObject({
      bare: true,
      params: [['Divide', { type: 'Divide' }]],
      result: { type: 'anyType', element: 'Quotient' },
    });
    generates(result);
  });

  it("in another namespace than the other operations' elements leaves its operation out, as zeep leaves it out", async () => {
    const text = edited(
      ['<wsdl:definitions ', '<wsdl:definitions xmlns:other="urn:other" '],
      ['<wsdl:part name="parameters" element="tns:DivideResponse" />', '<wsdl:part name="parameters" element="other:Quotient" />'],
    );
    const result = await imported('element-namespace.wsdl', text);
    expect(danglingWarnings(result)).toEqual([
      `${lineOf(text, 'other:Quotient')}: element {urn:other}Quotient is not declared in any schema of this WSDL or its imports: operation Divide, whose body it is, is left out, as zeep leaves it out`,
    ]);
    expect(operationNames(result)).toEqual(['Add', 'Subtract', 'Multiply']);
    generates(result);
  });

  it("in another namespace than the service's, declared there, is its operation's response namespace", async () => {
    const text = edited(
      ['<wsdl:definitions ', '<wsdl:definitions xmlns:other="urn:other" '],
      ['<wsdl:part name="parameters" element="tns:DivideResponse" />', '<wsdl:part name="parameters" element="other:Quotient" />'],
      [
        'targetNamespace="http://tempuri.org/">',
        'targetNamespace="http://tempuri.org/"><s:import namespace="urn:other"/></s:schema><s:schema elementFormDefault="qualified" targetNamespace="urn:other"><s:element name="Quotient" type="s:int"/></s:schema><s:schema elementFormDefault="qualified" targetNamespace="http://tempuri.org/">',
      ],
    );
    const result = await imported('declared-namespace.wsdl', text);
    expect(result.spec.operations.find(([name]) => name === 'Divide')![1]).toMatchObject({
      bare: true,
      responseNamespace: 'urn:other',
      result: { type: 'int', element: 'Quotient' },
    });
    generates(result);
  });
});

describe('a name on the wire that is no XML name', () => {
  it('is broken input, at its declaration (no valid schema declares it)', async () => {
    const text = edited(['name="intA" type="s:int" />', 'name="intA " type="s:int" />']);
    const error = await imported('ncname.wsdl', text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).broken).toBe(true);
    expect((error as ImportError).issues.map((i) => `${i.line}: ${i.message}`)).toEqual([
      `${lineOf(text, 'name="intA "')}: parameter of Add "intA " is not an XML name (an NCName)`,
    ]);
  });
});

describe('when nothing is left', () => {
  it('the WSDL is refused, each reference to nothing at its place, not as broken input', async () => {
    const text = edited(
      ['<wsdl:port name="CalculatorSoap" binding="tns:CalculatorSoap">', '<wsdl:port name="CalculatorSoap" binding="tns:Lost">'],
      ['<wsdl:port name="CalculatorSoap12" binding="tns:CalculatorSoap12">', '<wsdl:port name="CalculatorSoap12" binding="tns:Lost12">'],
    );
    const error = await imported('nothing-left.wsdl', text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    const { issues, broken } = error as ImportError;
    expect(broken).toBe(false);
    expect(issues.map((i) => `${i.line}: ${i.message}${i.dangling ? ' (dangling)' : ''}`)).toEqual([
      `${lineOf(text, 'tns:Lost"')}: port CalculatorSoap: binding Lost is not declared (dangling)`,
      `${lineOf(text, 'tns:Lost12"')}: port CalculatorSoap12: binding Lost12 is not declared (dangling)`,
      `${lineOf(text, '<wsdl:service')}: the service has no SOAP 1.1 or SOAP 1.2 port`,
    ]);
  });
});
