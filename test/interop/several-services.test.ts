/**
 * A WSDL of several wsdl:service elements over one port type, one binding per SOAP version (a SOAP
 * 1.1 service and a SOAP 1.2 one): the import writes one spec whose `wsdl.services` keeps the
 * further services and their ports, the served WSDL lists the services as the original does, and
 * over real HTTP Python zeep calls the generated server through every service, built from the
 * ORIGINAL WSDL and from the served one. Services of different port types are one spec of several
 * port types (test/interop/several-port-types.test.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { ROOT } from '../support/generate.js';
import type { RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { specIssues } from '../support/spec-issues.js';
import { serveRecording, zeep, zeepFromWsdl, type Received } from '../support/zeep.js';

const CALCULATOR_BINDINGS = { soap11: '{http://tempuri.org/}CalculatorSoap', soap12: '{http://tempuri.org/}CalculatorSoap12' };
const SCRATCH = join(ROOT, 'test/.generated', 'several-services');
const CALCULATOR = readFileSync(join(ROOT, 'test/fixtures/wsdl/calculator.wsdl'), 'utf8');
const PORT12 =
  '    <wsdl:port name="CalculatorSoap12" binding="tns:CalculatorSoap12">\n      <soap12:address location="http://www.dneonline.com/calculator.asmx" />\n    </wsdl:port>\n';
/** The calculator WSDL with its SOAP 1.2 port in a service of its own. */
const ORIGINAL = CALCULATOR.replace(PORT12, '').replace(
  '  </wsdl:service>\n',
  `  </wsdl:service>\n  <wsdl:service name="Calculator12">\n${PORT12}  </wsdl:service>\n`,
);

/** The wsdl:service elements of a WSDL, each with its ports' names. */
const servicesOf = (wsdl: string): [string, string[]][] =>
  [...wsdl.matchAll(/<wsdl:service name="([^"]+)">([^]*?)<\/wsdl:service>/g)].map(([, name, body]) => [
    name!,
    [...body!.matchAll(/<wsdl:port name="([^"]+)"/g)].map((m) => m[1]!),
  ]);

describe('services of one port type, a SOAP 1.1 one and a SOAP 1.2 one', () => {
  let running: RunningServer;
  let received: Received[];
  let yaml: string;
  beforeAll(async () => {
    mkdirSync(SCRATCH, { recursive: true });
    writeFileSync(join(SCRATCH, 'calculator.wsdl'), ORIGINAL);
    yaml = (await importWsdl(join(SCRATCH, 'calculator.wsdl'), 'calculator.wsdl')).yaml;
    writeFileSync(join(SCRATCH, 'calculator.yaml'), yaml);
    ({ running, received } = await serveRecording(
      'test/.generated/several-services/calculator.yaml',
      'several-services',
      'createCalculatorService',
      (_m, r) => Number(r['intA']) + Number(r['intB']),
    ));
  }, 60_000);
  afterAll(() => running?.close());

  it('import into one spec that keeps the further service and its port', () => {
    expect(servicesOf(ORIGINAL)).toEqual([
      ['Calculator', ['CalculatorSoap']],
      ['Calculator12', ['CalculatorSoap12']],
    ]);
    expect(yaml).toContain('  wsdl:\n    services: { Calculator12: [CalculatorSoap12] }\n');
  });

  it('whose served WSDL lists the services as the original does', async () => {
    const served = await (await fetch(`${running.origin}/calculator.asmx?WSDL`)).text();
    expect(servicesOf(served)).toEqual(servicesOf(ORIGINAL));
  });

  it.skipIf(!haveZeep())(
    'zeep built from the original calls the server through both services',
    async () => {
      received.length = 0;
      const { results } = await zeepFromWsdl(join(SCRATCH, 'calculator.wsdl'), `${running.origin}/calculator.asmx`, CALCULATOR_BINDINGS, [
        ['Add', { intA: 2, intB: 3 }],
      ]);
      expect(results).toEqual({ soap11: [{ result: 5 }], soap12: [{ result: 5 }] });
      expect(received).toHaveLength(2);
    },
    60_000,
  );

  it.skipIf(!haveZeep())(
    'zeep built from the served WSDL finds each port in its service and calls through it',
    async () => {
      const outcomes = await zeep(`${running.origin}/calculator.asmx?WSDL`, { Add: { intA: 1, intB: 2 } });
      expect(outcomes).toEqual({ CalculatorSoap: { Add: { result: '3' } }, CalculatorSoap12: { Add: { result: '3' } } });
    },
    60_000,
  );
});

describe('services the spec cannot hold as one', () => {
  it('services of different port types import into one spec of both port types', async () => {
    const text = ORIGINAL.replace(
      '<wsdl:binding name="CalculatorSoap12" type="tns:CalculatorSoap">',
      '<wsdl:binding name="CalculatorSoap12" type="tns:OtherSoap">',
    ).replace('  <wsdl:binding name="CalculatorSoap"', '  <wsdl:portType name="OtherSoap" />\n  <wsdl:binding name="CalculatorSoap"');
    writeFileSync(join(SCRATCH, 'two-port-types.wsdl'), text);
    const { yaml } = await importWsdl(join(SCRATCH, 'two-port-types.wsdl'));
    expect(yaml).toContain('    portTypes: { OtherSoap: [] }\n    bindings: { soap12: [{ name: CalculatorSoap12, portType: OtherSoap }] }\n');
  });

  it.each([
    [
      'a port the service does not have',
      'services: { Other: [Nope] }',
      /wsdl service Other holds the port Nope, which is none of the service's \(SSoap, SSoap12\)/,
    ],
    ['a port held twice', 'services: { A: [SSoap12], B: [SSoap12] }', /wsdl service B holds the port SSoap12, already held by A/],
    ['the service name again', 'services: { S: [SSoap12] }', /wsdl service S: the WSDL has another service of that name/],
    [
      'a port whose name another port of its service has',
      'ports: { soap11: SSoap, soap12: SSoap }',
      /service wsdl ports: "SSoap" names two ports of service S; a port's name is unique within its service/,
    ],
    [
      'a port name two ports share, which says neither port',
      'ports: { soap11: SSoap, soap12: SSoap }, services: { B: [SSoap] }',
      /wsdl service B holds the port SSoap, the name of 2 ports: the one it holds says so, \{ name: SSoap, service: B \}/,
    ],
    [
      'no port',
      'ports: { soap12: { name: SSoap, service: B } }, services: { B: [], C: [] }',
      /wsdl service C holds no port: list its ports, or give them service: C/,
    ],
    [
      'a port of a service it does not declare',
      'ports: { soap12: { name: SSoap12, service: B } }',
      /wsdl port SSoap12 is of service B, which is neither the service nor one of service.wsdl.services/,
    ],
  ])('a spec whose ports or further services name %s is refused', (_case, services, want) => {
    const issues = specIssues(
      `service: { name: S, namespace: "urn:s", path: /s.asmx, transports: [soap11, soap12], wsdl: { ${services} } }\noperations:\n  Op: { params: {}, result: int }\n`,
    );
    expect(issues.join('\n')).toMatch(want);
  });
});
