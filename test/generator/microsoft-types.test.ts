/**
 * The schema publishing the .NET scalars: ASMX's (`s1:guid`, `s1:char`) by default, WCF's
 * serialization schema (`ser:guid`, `ser:char`, `ser:duration`) with `service.wsdl.microsoftTypes:
 * wcf`, which `soapgen import` writes for a WSDL that reads or imports that schema.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { parseSpec } from '../../generator/spec/index.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { NS } from '../../generator/wsdl-import/namespaces.js';
import { parseXml } from '../../generator/wsdl-import/xml.js';
import { ROOT } from '../support/generate.js';

const SERIALIZATION = 'http://schemas.microsoft.com/2003/10/Serialization/';

const spec = (wsdl: string): string => `service:
  name: Orders
  namespace: "http://example.org/orders/"
  path: /orders.svc
  transports: [soap11]
  ${wsdl}
operations:
  Get:
    params: { id: { type: guid }, initial: { type: char }, within: { type: duration } }
    result: string
`;

/** Per schema of a WSDL (by target namespace): its simple types and global attributes, and the types its elements name, as `{namespace}local`. */
function schemaContents(wsdl: string): Record<string, string[]> {
  const defs = parseXml(wsdl, 'wsdl');
  const out: Record<string, string[]> = {};
  for (const schema of defs.first(NS.wsdl, 'types')?.elements(NS.xsd, 'schema') ?? []) {
    const lines = (out[schema.attr('targetNamespace') ?? ''] ??= []);
    const visit = (e: (typeof schema.children)[number], global: boolean): void => {
      if (e.local === 'simpleType' && e.attr('name'))
        lines.push(`simpleType ${e.attr('name')} ${JSON.stringify(e.first(NS.xsd, 'restriction')?.children.map((f) => [f.local, f.attr('value')]))}`);
      if (e.local === 'attribute' && e.attr('name') && global) lines.push(`attribute ${e.attr('name')}`);
      const type = e.local === 'element' ? e.qname('type') : undefined;
      if (type) lines.push(`${e.attr('name')}: {${type.ns}}${type.local}`);
      for (const child of e.children) visit(child, false);
    };
    for (const child of schema.children) visit(child, true);
  }
  return out;
}

describe('The .NET scalars', () => {
  it("are ASMX's s1:guid and s1:char by default, a duration XML Schema's", () => {
    const contents = schemaContents(wsdlDocument(parseSpec(spec(''), 'orders.yaml'), 'http://localhost/orders.svc'));
    expect(contents['http://example.org/orders/']).toEqual(
      expect.arrayContaining(['id: {http://microsoft.com/wsdl/types/}guid', 'initial: {http://microsoft.com/wsdl/types/}char', `within: {${NS.xsd}}duration`]),
    );
    expect(Object.keys(contents)).toEqual(['http://example.org/orders/', 'http://microsoft.com/wsdl/types/']);
  });

  it("are WCF's serialization types with microsoftTypes: wcf, declared as WCF declares them with its attributes", () => {
    const contents = schemaContents(wsdlDocument(parseSpec(spec('wsdl: { microsoftTypes: wcf }'), 'orders.yaml'), 'http://localhost/orders.svc'));
    expect(contents['http://example.org/orders/']).toEqual(
      expect.arrayContaining([`id: {${SERIALIZATION}}guid`, `initial: {${SERIALIZATION}}char`, `within: {${SERIALIZATION}}duration`]),
    );
    expect(contents[SERIALIZATION]).toEqual([
      'simpleType guid [["pattern","[\\\\da-fA-F]{8}-[\\\\da-fA-F]{4}-[\\\\da-fA-F]{4}-[\\\\da-fA-F]{4}-[\\\\da-fA-F]{12}"]]',
      'simpleType char []',
      'simpleType duration [["pattern","\\\\-?P(\\\\d*D)?(T(\\\\d*H)?(\\\\d*M)?(\\\\d*(\\\\.\\\\d*)?S)?)?"],["minInclusive","-P10675199DT2H48M5.4775808S"],["maxInclusive","P10675199DT2H48M5.4775807S"]]',
      'attribute FactoryType',
      'attribute Id',
      'attribute Ref',
    ]);
    expect(Object.keys(contents)).not.toContain('http://microsoft.com/wsdl/types/');
  });

  it('in another schema are refused, where written', () => {
    expect(() => parseSpec(spec('wsdl: { microsoftTypes: java }'), 'orders.yaml')).toThrow(
      /orders\.yaml:6:\d+: wsdl microsoftTypes must be one of asmx, wcf, not "java"/,
    );
  });

  it("of a WCF WSDL are imported as WCF's, its serialization schema's elements kept, and served where the original has them", async () => {
    const file = 'test/fixtures/wsdl/wcf/Service1.wsdl';
    const imported = await importWsdl(join(ROOT, file), file, { offline: true });
    const model = parseSpec(imported.yaml, 'imported.yaml');
    expect(model.service.wsdl.microsoftTypes).toBe('wcf');
    expect(model.elements.filter((e) => e.namespace === SERIALIZATION).map((e) => e.name)).toEqual(['anyType', 'guid']);
    const served = schemaContents(wsdlDocument(model, 'http://localhost/Orders/Service1.svc'));
    expect(served['http://example.org/orders/']).toEqual(expect.arrayContaining([`orderId: {${SERIALIZATION}}guid`, `Id: {${SERIALIZATION}}guid`]));
    expect(served[SERIALIZATION]).toEqual(expect.arrayContaining([`anyType: {${NS.xsd}}anyType`, `guid: {${SERIALIZATION}}guid`]));
  });
});
