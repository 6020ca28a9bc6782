/**
 * An rpc operation's wrapper elements are named after it in its soap:body's namespace and are no
 * schema elements, so a header or part element of the operation's name (Metro's rpc/literal
 * header tests) is the schema's own.
 */
import { describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';

const spec = `service: { name: Echo, namespace: "urn:echo", path: /echo, style: rpc }
operations:
  echo:
    params: { text: { type: string } }
    result: string
    requestHeaders:
      echo: { type: string, namespace: "urn:headers" }
`;

describe('an rpc operation with a header element of its own name', () => {
  it('is read, and the served WSDL declares the header element alone', () => {
    const wsdl = wsdlDocument(parseSpec(spec, 'echo.yaml'), 'http://localhost/echo');
    expect(wsdl.match(/<s:element name="echo"/g)).toHaveLength(1);
    expect(wsdl).toMatch(/targetNamespace="urn:headers">\s*<s:import namespace="urn:echo" \/>\s*<s:element name="echo" type="s:string" \/>/);
  });

  it('is still refused a second header of that name holding another type', () => {
    const twice = spec.replace(
      'echo: { type: string, namespace: "urn:headers" }',
      'echo: { type: string, namespace: "urn:headers" }\n    responseHeaders:\n      echo: { type: int, namespace: "urn:headers" }',
    );
    expect(() => parseSpec(twice, 'echo.yaml')).toThrow(/header echo of echo holds int, but the request of echo declares the same element holding string/);
  });
});
