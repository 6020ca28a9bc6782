/** An operation's own style beside the service's: resolved per operation, and refused where the service's settings are rpc's alone. */
import { describe, expect, it } from 'vitest';
import { parseSpec } from '../../generator/spec/index.js';
import { specIssues } from '../support/spec-issues.js';

const spec = (service: string, operations: string): string => `service: { name: S, namespace: "urn:s", path: /s${service} }\noperations:\n${operations}`;

const TWO = `  Find:\n    params: { q: { type: string } }\n    result: string\n  Keep:\n    style: document\n    params: { q: { type: string } }\n    result: string\n`;

describe('operation style', () => {
  it("is the operation's own where given, else the service's", () => {
    const model = parseSpec(spec(', style: rpc', TWO), 's.yaml');
    expect(model.operations.map((op) => `${op.name} ${op.style} ${op.request.element} ${op.params[0]!.namespace || '(none)'}`)).toEqual([
      'Find rpc Find (none)',
      'Keep document Keep urn:s',
    ]);
  });

  it('is document or rpc', () => {
    expect(specIssues(spec('', `  Find:\n    style: wrapped\n    params: {}\n    result: string\n`))).toEqual([
      '4:12: style of Find "wrapped" must be document or rpc',
    ]);
  });

  it('is rpc in an encoded service, and in one whose wrappers are in no namespace', () => {
    expect(specIssues(spec(', style: rpc, use: encoded', TWO))).toEqual([
      '1:63: service use encoded needs style rpc (SOAP encoding describes rpc parts) (operation Keep is document style)',
    ]);
    expect(specIssues(spec(', style: rpc, rpcWrappers: unqualified', TWO))).toEqual([
      '1:63: service rpcWrappers is for style rpc (document style names its body elements) (operation Keep is document style)',
    ]);
  });
});

describe('operation use', () => {
  const ops = (stampParam: string, findParam = 'string') =>
    `  Find:\n    params: { q: { type: ${findParam} } }\n    result: string\n  Stamp:\n    use: encoded\n    params: { q: { type: ${stampParam} } }\n    result: string\n`;
  const types = 'types:\n  Book: { fields: { title: { type: string } } }\n';

  it("is the operation's own where given, and its types are encoded with it", () => {
    const model = parseSpec(`${spec(', style: rpc', ops('Book'))}${types}`, 's.yaml');
    expect(model.operations.map((op) => `${op.name} ${op.use}`)).toEqual(['Find literal', 'Stamp encoded']);
    expect(model.types.map((t) => `${t.name} ${t.encoded === true}`)).toEqual(['Book true']);
  });

  it('is literal or encoded, encoded in rpc style only', () => {
    expect(specIssues(spec('', `  Find:\n    use: plain\n    params: {}\n    result: string\n`))).toEqual([
      '4:10: use of Find "plain" must be literal or encoded',
    ]);
    expect(specIssues(spec('', `  Find:\n    use: encoded\n    params: {}\n    result: string\n`))).toEqual([
      '3:3: operation Find: use encoded needs style rpc (SOAP encoding describes rpc parts)',
    ]);
  });

  it('refuses a type, or a list of one item type, held by both encoded and literal operations', () => {
    expect(specIssues(`${spec(', style: rpc', ops('Book', 'Book'))}${types}`)).toEqual([
      '6:3: type Book is held by the encoded operation Stamp and the literal operation Find: a type is written in one use (declare one type for each)',
    ]);
    expect(specIssues(spec(', style: rpc', ops('"string[]"', '"string[]"')))).toEqual([
      '6:3: a list of string is held by the encoded operation Stamp (a soapenc:Array) and the literal operation Find (an ArrayOf type): the WSDL would declare both under one name',
    ]);
  });
});
