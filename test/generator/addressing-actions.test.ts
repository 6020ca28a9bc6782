/**
 * WS-Addressing actions of port type messages: the spec's `wsdl.input.action` / `wsdl.output.action`
 * and a fault's `wsdl.action`, written in the namespace `service.wsdl.actions` (or the operation's
 * `wsdl.actions`) names, read back by `soapgen import`; and the port type's input and output names,
 * which WS-Addressing's default actions end with.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { NS } from '../../generator/wsdl-import/namespaces.js';
import { parseXml, type XmlElement } from '../../generator/wsdl-import/xml.js';
import { ROOT } from '../support/generate.js';

const spec = (actions: string): string => `service:
  name: Orders
  namespace: "http://example.org/orders/"
  path: /orders.svc
  transports: [soap11]
  wsdl: { ${actions} }
operations:
  Get:
    params: { id: { type: int } }
    result: string
    wsdl: { input: { action: "http://example.org/orders/IOrders/Get" }, output: { action: "http://example.org/orders/IOrders/GetResponse" } }
  Put:
    params: { id: { type: int } }
    result: string
`;

describe('WS-Addressing actions', () => {
  it('are written in the namespace wsdl.actions names, wsam by default, on the messages that have one', () => {
    const wcf = wsdlDocument(parseSpec(spec('actions: wsaw'), 'orders.yaml'), 'http://localhost/orders.svc');
    expect(wcf).toContain('xmlns:wsaw="http://www.w3.org/2006/05/addressing/wsdl"');
    expect(wcf).toContain('<wsdl:input message="tns:GetSoapIn" wsaw:Action="http://example.org/orders/IOrders/Get" />');
    expect(wcf).toContain('<wsdl:output message="tns:GetSoapOut" wsaw:Action="http://example.org/orders/IOrders/GetResponse" />');
    expect(wcf).toContain('<wsdl:input message="tns:PutSoapIn" />');
    const plain = wsdlDocument(parseSpec(spec('portType: IOrders'), 'orders.yaml'), 'http://localhost/orders.svc');
    expect(plain).toContain('xmlns:wsam="http://www.w3.org/2007/05/addressing/metadata"');
    expect(plain).toContain('wsam:Action="http://example.org/orders/IOrders/Get"');
  });

  it('are read back by import, with their namespace', async () => {
    const dir = join(ROOT, 'test/.generated/addressing-actions');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'orders.wsdl'), wsdlDocument(parseSpec(spec('actions: wsa'), 'orders.yaml'), 'http://localhost/orders.svc'));
    const back = parseSpec((await importWsdl(join(dir, 'orders.wsdl'), 'orders.wsdl', { offline: true })).yaml, 'imported.yaml');
    expect(back.service.wsdl.actions).toBe('wsa');
    expect(back.operations.map((op) => [op.name, op.wsdl.input.action ?? null, op.wsdl.output?.action ?? null])).toEqual([
      ['Get', 'http://example.org/orders/IOrders/Get', 'http://example.org/orders/IOrders/GetResponse'],
      ['Put', null, null],
    ]);
  });

  it('in another namespace are refused, where written', () => {
    expect(() => parseSpec(spec('actions: wsx'), 'orders.yaml')).toThrow(/orders\.yaml:6:\d+: wsdl actions must be one of wsam, wsaw, wsa, wsa10, not "wsx"/);
    expect(() => parseSpec(spec('actions: wsaw').replace('wsdl: { input', 'wsdl: { actions: wsx, input'), 'orders.yaml')).toThrow(
      /orders\.yaml:\d+:\d+: wsdl actions must be one of wsam, wsaw, wsa, wsa10, not "wsx"/,
    );
  });

  it("of an operation and its faults are written in the operation's namespace, each namespace declared once", () => {
    const text = spec('actions: wsaw')
      .replace('wsdl: { input', 'faults: { Missing: { type: string, wsdl: { action: "urn:missing" } } }\n    wsdl: { actions: wsa10, input')
      .replace(/result: string\n$/, 'result: string\n    wsdl: { input: { name: PutRequest, action: "urn:put" }, output: { name: PutResponse } }\n');
    const wsdl = wsdlDocument(parseSpec(text, 'orders.yaml'), 'http://localhost/orders.svc');
    expect(wsdl.match(/xmlns:wsa\w*="[^"]*"/g)).toEqual([
      'xmlns:wsaw="http://www.w3.org/2006/05/addressing/wsdl"',
      'xmlns:wsa10="http://www.w3.org/2005/08/addressing"',
    ]);
    expect(wsdl).toContain('<wsdl:input message="tns:GetSoapIn" wsa10:Action="http://example.org/orders/IOrders/Get" />');
    expect(wsdl).toContain('<wsdl:fault name="Missing" message="tns:GetMissingFault" wsa10:Action="urn:missing" />');
    expect(wsdl).toContain('<wsdl:input name="PutRequest" message="tns:PutSoapIn" wsaw:Action="urn:put" />');
    expect(wsdl).toContain('<wsdl:output name="PutResponse" message="tns:PutSoapOut" />');
  });
});

/** Per port type operation: its input's, output's and faults' names and actions, each action with its namespace. */
function portTypeMessages(wsdl: string): Record<string, string[]> {
  const defs = parseXml(wsdl, 'wsdl');
  const action = (m: XmlElement): string =>
    [...m.attrs]
      .filter(([k]) => k.endsWith('}Action'))
      .map(([k, v]) => `${k.slice(0, -'Action'.length)} ${v}`)
      .join('') || 'none';
  return Object.fromEntries(
    defs
      .elements(NS.wsdl, 'portType')
      .flatMap((p) =>
        p
          .elements(NS.wsdl, 'operation')
          .map((op) => [
            op.attr('name')!,
            op.children.filter((m) => m.ns === NS.wsdl && m.local !== 'documentation').map((m) => `${m.local} ${m.attr('name') ?? ''}: ${action(m)}`),
          ]),
      ),
  );
}

describe.each([
  ['Axis2, actions in four namespaces, on faults too', 'corpus/axis2/Version.wsdl'],
  ['CXF, named inputs and outputs', 'corpus/cxf/greeter.wsdl'],
])('Imported and served again (%s)', (_, file) => {
  it('the port type messages keep their names and actions, each in its namespace', async () => {
    const original = join(ROOT, 'test/fixtures/wsdl', file);
    const model = parseSpec((await importWsdl(original, file, { offline: true })).yaml, 'imported.yaml');
    const served = wsdlDocument(model, 'http://localhost/service');
    expect(portTypeMessages(served)).toEqual(portTypeMessages(readFileSync(original, 'utf8')));
  });
});
