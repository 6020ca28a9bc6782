/**
 * A wrapper element whose named type is in another namespace than the element (as Java stacks write
 * them): the import publishes the type beside the element, with a warning, and keeps its elements'
 * namespaces, so the wire is the original's. Proved over real HTTP: Python zeep, built from the
 * ORIGINAL WSDL, calls the generated server, whose handler must receive the parameters; for a type
 * of a qualified schema (its elements in the type's namespace) and of an unqualified one (in none).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { ROOT } from '../support/generate.js';
import { haveZeep } from '../support/requirements.js';
import { serveRecording, zeepFromWsdl } from '../support/zeep.js';
import type { RunningServer } from '../support/http.js';

const CALCULATOR_BINDINGS = { soap11: '{http://tempuri.org/}CalculatorSoap', soap12: '{http://tempuri.org/}CalculatorSoap12' };
const SCRATCH = join(ROOT, 'test/.generated', 'wrapper-type-namespace');
const CALCULATOR = readFileSync(join(ROOT, 'test/fixtures/wsdl/calculator.wsdl'), 'utf8');
const TYPES = 'http://example.org/calc-types/';

/** The calculator WSDL with Add's request element typed by AddInput of another schema, qualified or not. */
function original(form: 'qualified' | 'unqualified'): string {
  const anonymous =
    '<s:element name="Add">\n        <s:complexType>\n          <s:sequence>\n            <s:element minOccurs="1" maxOccurs="1" name="intA" type="s:int" />\n            <s:element minOccurs="1" maxOccurs="1" name="intB" type="s:int" />\n          </s:sequence>\n        </s:complexType>\n      </s:element>';
  expect(CALCULATOR).toContain(anonymous);
  const types = `<s:schema elementFormDefault="${form}" targetNamespace="${TYPES}">\n      <s:complexType name="AddInput">\n        <s:sequence>\n          <s:element minOccurs="1" maxOccurs="1" name="intA" type="s:int" />\n          <s:element minOccurs="1" maxOccurs="1" name="intB" type="s:int" />\n        </s:sequence>\n      </s:complexType>\n    </s:schema>\n    `;
  return CALCULATOR.replace(anonymous, `<s:import namespace="${TYPES}" />\n      <s:element name="Add" xmlns:t="${TYPES}" type="t:AddInput" />`).replace(
    '<s:schema elementFormDefault="qualified" targetNamespace="http://tempuri.org/">',
    `${types}<s:schema elementFormDefault="qualified" targetNamespace="http://tempuri.org/">`,
  );
}

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

describe.each(['qualified', 'unqualified'] as const)('a wrapper type of another, %s schema', (form) => {
  it('is imported with a warning at the element, and the parameters keep their namespace', async () => {
    mkdirSync(SCRATCH, { recursive: true });
    const file = join(SCRATCH, `${form}.wsdl`);
    writeFileSync(file, original(form));
    const imported = await importWsdl(file, `${form}.wsdl`);
    const warning = imported.warnings.find((w) =>
      /element Add: its type AddInput is in namespace http:\/\/example\.org\/calc-types\/, not its element's/.test(w.message),
    );
    expect(warning?.line).toBe(
      original(form)
        .split('\n')
        .findIndex((l) => l.includes('type="t:AddInput"')) + 1,
    );
    const add = imported.spec.operations.find(([name]) => name === 'Add')![1];
    expect(add.requestWrapperType).toBe('AddInput');
    expect(add.params.map(([name, f]) => [name, 'namespace' in f ? f.namespace : undefined])).toEqual([
      ['intA', form === 'qualified' ? TYPES : ''],
      ['intB', form === 'qualified' ? TYPES : ''],
    ]);
  });

  it.skipIf(!haveZeep())(
    'zeep built from the original calls the generated server over SOAP 1.1 and 1.2',
    async () => {
      const spec = join(SCRATCH, `${form}.yaml`);
      writeFileSync(spec, (await importWsdl(join(SCRATCH, `${form}.wsdl`), `${form}.wsdl`)).yaml);
      const { running, received } = await serveRecording(
        `test/.generated/wrapper-type-namespace/${form}.yaml`,
        `wrapper-type-${form}`,
        'createCalculatorService',
        (method, r) => (method === 'add' ? Number(r['intA']) + Number(r['intB']) : 0),
      );
      servers.push(running);
      const { results } = await zeepFromWsdl(join(SCRATCH, `${form}.wsdl`), `${running.origin}/calculator.asmx`, CALCULATOR_BINDINGS, [
        ['Add', { intA: 2, intB: 3 }],
      ]);
      expect(results).toEqual({ soap11: [{ result: 5 }], soap12: [{ result: 5 }] });
      expect(received).toEqual([
        { method: 'add', request: { intA: 2, intB: 3 } },
        { method: 'add', request: { intA: 2, intB: 3 } },
      ]);
    },
    90_000,
  );
});
