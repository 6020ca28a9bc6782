/**
 * WS-Addressing actions of port type messages: the spec's `wsdl.input.action` / `wsdl.output.action`
 * written in the namespace `service.wsdl.actions` names, read back by `soapgen import`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
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
    expect(() => parseSpec(spec('actions: wsx'), 'orders.yaml')).toThrow(/orders\.yaml:6:\d+: wsdl actions must be one of wsam, wsaw, wsa, not "wsx"/);
  });
});
