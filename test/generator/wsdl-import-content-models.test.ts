/**
 * `soapgen import` of content models beyond a sequence: xs:choice (nested in a sequence, holding a
 * sequence or a choice, repeated), xs:sequence minOccurs="0" and nested sequences, xs:all. Each
 * becomes the spec's group where it keeps a meaning of its own and is flattened where it does not;
 * the served WSDL of test/fixtures/shapes/content-models.yaml comes back through import unchanged;
 * what the spec cannot express is refused at its line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { loadSpec, parseSpec } from '../../generator/spec/index.js';
import { ImportError, importWsdl } from '../../generator/wsdl-import/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CALCULATOR = readFileSync(join(ROOT, 'test/fixtures/wsdl/calculator.wsdl'), 'utf8');

let scratch = '';
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'wsdl-import-content-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const el = (name: string, extra = ''): string => `<s:element minOccurs="1" maxOccurs="1" name="${name}" type="s:int"${extra} />`;

/** The calculator WSDL with Add's second parameter of the complex type Shape, declared with `content`. */
function withShape(content: string, name = 'shape.wsdl'): string {
  // A type Base with elements a (required) and b, for restrictions to restrict; a list type for lists of lists.
  const base =
    `      <s:complexType name="Base"><s:sequence>${el('a')}${el('b').replace('minOccurs="1"', 'minOccurs="0"')}</s:sequence></s:complexType>\n` +
    `      <s:complexType name="Numbers"><s:sequence><s:element minOccurs="0" maxOccurs="unbounded" name="n" type="s:int" /></s:sequence></s:complexType>`;
  const text = CALCULATOR.replace('name="intB" type="s:int"', 'name="shape" type="tns:Shape"').replace(
    '    </s:schema>',
    `      <s:complexType name="Shape">\n${content}\n      </s:complexType>\n${base}\n    </s:schema>`,
  );
  const file = join(scratch, name);
  writeFileSync(file, text);
  return file;
}

/** The `Shape:` block of an imported spec, up to the next type or section. */
function shapeBlock(yaml: string): string {
  return /\n {2}Shape:\n([\s\S]*?)(?=\n\n|\n[a-z])/.exec(yaml)?.[1] ?? '';
}

describe('content models the spec expresses', () => {
  it.each([
    // given: the complexType's content; want: the type's lines in the spec
    [
      'a choice in a sequence',
      `<s:sequence>${el('a')}<s:choice>${el('b')}${el('c')}</s:choice></s:sequence>`,
      [
        '    fields:',
        '      a: { type: int, required: true }',
        '      Choice:',
        '        required: true',
        '        choice:',
        '          b: { type: int }',
        '          c: { type: int }',
      ],
    ],
    [
      'a choice as the content, optional, one alternative optional',
      `<s:choice minOccurs="0">${el('b')}${el('c', ' nillable="true"').replace('minOccurs="1"', 'minOccurs="0"')}</s:choice>`,
      ['      Choice:', '        choice:', '          b: { type: int }', '          c: { type: int, nillable: true }'],
    ],
    [
      'an optional sequence of one choice, the choice optional',
      `<s:sequence minOccurs="0"><s:choice>${el('b')}${el('c')}</s:choice></s:sequence>`,
      ['      Choice:', '        choice:', '          b: { type: int }', '          c: { type: int }'],
    ],
    [
      'a sequence in a choice, a choice in a choice',
      `<s:choice><s:sequence>${el('x')}${el('y').replace('minOccurs="1"', 'minOccurs="0"')}</s:sequence><s:choice>${el('p')}${el('q')}</s:choice></s:choice>`,
      [
        '      Choice:',
        '        required: true',
        '        choice:',
        '          Sequence:',
        '            sequence:',
        '              x: { type: int, required: true }',
        '              y: { type: int }',
        '          p: { type: int }',
        '          q: { type: int }',
      ],
    ],
    [
      'a repeated choice',
      `<s:sequence><s:choice minOccurs="0" maxOccurs="unbounded">${el('a')}${el('b')}</s:choice></s:sequence>`,
      ['      Choice:', '        repeated: true', '        choice:', '          a: { type: int }', '          b: { type: int }'],
    ],
    [
      'a choice of one element: the element',
      `<s:sequence><s:choice>${el('a').replace('minOccurs="1"', 'minOccurs="0"')}</s:choice>${el('b')}</s:sequence>`,
      ['    fields:', '      a: { type: int }', '      b: { type: int, required: true }'],
    ],
    [
      'an optional sequence of several elements',
      `<s:sequence minOccurs="0" maxOccurs="1">${el('a')}${el('b')}</s:sequence>`,
      ['      Sequence:', '        sequence:', '          a: { type: int, required: true }', '          b: { type: int, required: true }'],
    ],
    [
      'an optional sequence of one element: the element, optional',
      `<s:sequence minOccurs="0">${el('a')}</s:sequence>`,
      ['    fields:', '      a: { type: int }'],
    ],
    [
      'a nested sequence: its elements in place',
      `<s:sequence>${el('a')}<s:sequence>${el('b')}</s:sequence></s:sequence>`,
      ['      a: { type: int, required: true }', '      b: { type: int, required: true }'],
    ],
    [
      'xs:all',
      `<s:all>${el('a')}${el('b').replace('minOccurs="1"', 'minOccurs="0"')}</s:all>`,
      ['    all: true', '    fields:', '      a: { type: int, required: true }', '      b: { type: int }'],
    ],
    [
      'a restriction of a complex type',
      `<s:complexContent><s:restriction base="tns:Base"><s:sequence>${el('a')}</s:sequence></s:restriction></s:complexContent>`,
      ['    restricts: Base', '    fields:', '      a: { type: int, required: true }'],
    ],
    [
      'a repeated element of a list type: a list of lists, its items named by item',
      `<s:sequence><s:element minOccurs="0" maxOccurs="unbounded" name="rows" nillable="true" type="tns:Numbers" /></s:sequence>`,
      ['      rows: { type: "int[][]", item: "n", listType: Numbers, inline: true, nillable: true }'],
    ],
    [
      'a label that is an element name',
      `<s:sequence>${el('Choice')}<s:choice>${el('b')}${el('c')}</s:choice></s:sequence>`,
      ['      Choice: { type: int, required: true }', '      Choice2:'],
    ],
  ])('%s', async (_case, content, want) => {
    const file = withShape(content);
    const result = await importWsdl(file, 'shape.wsdl');
    const block = shapeBlock(result.yaml);
    for (const line of want) expect(block.split('\n'), block).toContain(line);
    // The spec generates, and its WSDL declares the groups again.
    const served = wsdlDocument(parseSpec(result.yaml, 'shape.yaml'), 'http://localhost/calculator.asmx');
    if (content.includes('<s:choice') && block.includes('choice:')) expect(served).toContain('<s:choice');
    if (content.startsWith('<s:sequence minOccurs="0"><s:choice>')) expect(served).toContain('<s:choice minOccurs="0" maxOccurs="1">');
    if (content.includes('<s:restriction')) expect(served).toContain('<s:restriction base="tns:Base">');
    if (content.includes('<s:all')) expect(served).toMatch(/<s:complexType name="Shape">\s*<s:all>/);
    if (content.includes('tns:Numbers')) expect(served).toContain('name="rows" nillable="true" type="tns:Numbers" />');
  });

  it.each(['content-models', 'wrapper-choices'])('the served WSDL of test/fixtures/shapes/%s.yaml imports to a spec serving the same WSDL', async (name) => {
    const model = await loadSpec(join(ROOT, `test/fixtures/shapes/${name}.yaml`), `${name}.yaml`);
    const original = wsdlDocument(model, 'http://localhost/Shop.asmx');
    const file = join(scratch, `${name}.wsdl`);
    writeFileSync(file, original);
    const result = await importWsdl(file, `${name}.wsdl`);
    expect(result.warnings).toEqual([]);
    expect(wsdlDocument(parseSpec(result.yaml, `${name}.yaml`), 'http://localhost/Shop.asmx')).toBe(original);
  });

  it("a choice and an optional sequence directly in wrapper elements are the operation's groups", async () => {
    const file = join(scratch, 'wrapper-choices.wsdl');
    writeFileSync(file, wsdlDocument(await loadSpec(join(ROOT, 'test/fixtures/shapes/wrapper-choices.yaml'), 'w.yaml'), 'http://localhost/Tickets.asmx'));
    const { yaml } = await importWsdl(file, 'wrapper-choices.wsdl');
    const find = yaml.slice(yaml.indexOf('  Find:'), yaml.indexOf('\n\n', yaml.indexOf('  Find:')));
    expect(find).toContain(
      [
        '    params:',
        '      Event: { type: string, required: true }',
        '      Choice:',
        '        required: true',
        '        choice:',
        '          Id: { type: int }',
        '          Member: { type: Member }',
        '          Sequence:',
        '            sequence:',
        '              Name: { type: string, required: true }',
        '              Birth: { type: date }',
        '      Sequence2:',
        '        sequence:',
        '          Row: { type: string, required: true }',
        '          Number: { type: int, required: true }',
      ].join('\n'),
    );
    expect(find).toContain(
      [
        '    results:',
        '      Event: { type: string, required: true }',
        '      Choice:',
        '        required: true',
        '        choice:',
        '          Ticket: { type: string }',
        '          Reason: { type: string }',
      ].join('\n'),
    );
  });
});

describe('content models the spec cannot express are refused at their line', () => {
  it.each([
    // given: the complexType's content, the text the issue points at; want: its message
    [
      'a repeated sequence',
      `<s:sequence maxOccurs="unbounded">${el('a')}${el('b')}</s:sequence>`,
      '<s:sequence maxOccurs',
      /a repeated group\) cannot be expressed/,
    ],
    [
      'a sequence in a repeated choice',
      `<s:choice maxOccurs="unbounded"><s:sequence>${el('a')}${el('b')}</s:sequence>${el('c')}</s:choice>`,
      '<s:choice maxOccurs',
      /xs:sequence inside a repeated xs:choice cannot be expressed/,
    ],
    ['an element in xs:all that is no element', `<s:all><s:any /></s:all>`, '<s:any', /xs:any inside xs:all cannot be expressed/],
  ])('%s', async (_case, content, at, want) => {
    const file = withShape(content, 'refused.wsdl');
    const error = await importWsdl(file, 'refused.wsdl').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImportError);
    const text = readFileSync(file, 'utf8');
    const line = text.slice(0, text.indexOf(at)).split('\n').length;
    const issue = (error as ImportError).issues.find((i) => want.test(i.message));
    expect(issue, JSON.stringify((error as ImportError).issues)).toBeDefined();
    expect(issue!.line).toBe(line);
  });

  it('a reference to xs:schema (a .NET DataSet) is an xs:any of the XML Schema namespace, with a warning at the reference', async () => {
    const file = withShape('<s:sequence><s:element ref="s:schema" /><s:any /></s:sequence>', 'dataset.wsdl');
    const result = await importWsdl(file, 'dataset.wsdl');
    expect(shapeBlock(result.yaml).split('\n')).toEqual([
      '    fields:',
      '      schema: { any: "http://www.w3.org/2001/XMLSchema", processContents: lax, required: true }',
      '      any: { any: "##any", required: true }',
    ]);
    expect(result.warnings.map((w) => w.message)).toEqual([
      "element ref xs:schema (a DataSet's inline schema) is read as an xs:any of the XML Schema namespace",
    ]);
    const served = wsdlDocument(parseSpec(result.yaml, 'dataset.yaml'), 'http://localhost/calculator.asmx');
    expect(served).toContain('<s:any minOccurs="1" maxOccurs="1" namespace="http://www.w3.org/2001/XMLSchema" processContents="lax" />');
  });

  it("a list of items declared without a type (ASMX's ArrayOfAnyType) is a list of xs:anyType", async () => {
    const file = withShape('<s:sequence><s:element minOccurs="0" maxOccurs="unbounded" name="anyType" nillable="true" /></s:sequence>', 'any-items.wsdl');
    const result = await importWsdl(file, 'any-items.wsdl');
    expect(result.yaml).toContain('      shape: { type: "anyType[]", listType: Shape, required: true }');
    expect(result.warnings).toEqual([]);
    const served = wsdlDocument(parseSpec(result.yaml, 'any-items.yaml'), 'http://localhost/calculator.asmx');
    expect(served).toContain('<s:element minOccurs="0" maxOccurs="unbounded" name="anyType" nillable="true" type="s:anyType" />');
  });

  it.each([
    [
      'an xs:all after an xs:sequence is one xs:all of all their elements',
      `<s:sequence>${el('a')}</s:sequence><s:all>${el('b')}</s:all>`,
      'xs:all after xs:sequence',
      'one xs:all of all their elements',
    ],
    [
      'two sequences are one sequence, in order',
      `<s:sequence>${el('a')}</s:sequence><s:sequence>${el('b')}</s:sequence>`,
      'xs:sequence after xs:sequence',
      'one sequence of them, in order',
    ],
  ])('a type of several particles, which XML Schema does not allow: %s, with a warning at the second', async (_, content, found, readAs) => {
    const file = withShape(content, 'particles.wsdl');
    const result = await importWsdl(file, 'particles.wsdl');
    expect(shapeBlock(result.yaml)).toContain('      a: { type: int, required: true }\n      b: { type: int, required: true }');
    expect(result.warnings.map((w) => w.message)).toEqual([`${found} in one type, where XML Schema allows one particle: read as ${readAs}`]);
  });

  it('a mixed complex type is xs:anyType, which keeps text and elements in order, with one warning at the type', async () => {
    const file = withShape('<s:sequence><s:any /></s:sequence>', 'mixed.wsdl');
    writeFileSync(file, readFileSync(file, 'utf8').replace('<s:complexType name="Shape">', '<s:complexType name="Shape" mixed="true">'));
    const result = await importWsdl(file, 'mixed.wsdl');
    expect(result.yaml).toContain('      shape: { type: anyType, required: true }');
    expect(shapeBlock(result.yaml)).toBe('');
    expect(result.warnings.map((w) => w.message)).toEqual([
      'mixed="true" (text between elements) is read as xs:anyType, open content that keeps text and elements in order',
    ]);
    const served = wsdlDocument(parseSpec(result.yaml, 'mixed.yaml'), 'http://localhost/calculator.asmx');
    expect(served).toContain('name="shape" type="s:anyType"');
  });

  it('xs:all of a wrapper element is read as its elements, with a warning that it is published as a sequence', async () => {
    const file = join(scratch, 'all-wrapper.wsdl');
    writeFileSync(
      file,
      CALCULATOR.replace(
        '<s:element name="Add">\n        <s:complexType>\n          <s:sequence>',
        '<s:element name="Add">\n        <s:complexType>\n          <s:all>',
      ).replace(
        '</s:sequence>\n        </s:complexType>\n      </s:element>\n      <s:element name="AddResponse">',
        '</s:all>\n        </s:complexType>\n      </s:element>\n      <s:element name="AddResponse">',
      ),
    );
    const result = await importWsdl(file, 'all-wrapper.wsdl');
    expect(result.yaml).toMatch(/ {2}Add:\n.*\n {4}params:\n {6}intA: \{ type: int, required: true \}\n {6}intB: \{ type: int, required: true \}\n/);
    expect(result.warnings.map((w) => w.message)).toEqual([
      'xs:all of a wrapper element is published as xs:sequence (the server reads its elements in any order)',
    ]);
  });
});
