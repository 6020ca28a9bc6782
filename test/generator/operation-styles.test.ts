/** An operation's own style beside the service's: resolved per operation, and refused where the service's settings are rpc's alone. */
import { describe, expect, it } from 'vitest';
import { parseSpec } from '../../generator/spec/index.js';
import { specIssues } from '../support/spec-issues.js';

const spec = (service: string, operations: string): string =>
  `service: { name: S, namespace: "urn:s", path: /s${service} }\noperations:\n${operations}`;

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
