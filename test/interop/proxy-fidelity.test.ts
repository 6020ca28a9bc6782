/**
 * Proxy fidelity: a client regenerating its proxy from the WSDL our generated server serves gets
 * the proxy it had from the original. For corpus WSDLs of several stacks, each is imported,
 * generated and served over HTTP; the WSDL the server serves and the original are then read by
 * the tools clients generate proxies with, and what they make of both is compared:
 * - Python zeep (test/interop/zeep_dump.py): the services, ports, bindings, operations with their
 *   input and output signatures, and the global elements and types;
 * - gSOAP's wsdl2h: the declarations of the header it writes (comments and the file name left out);
 * - JAX-WS's wsimport (Debian's jaxws): the Java sources it writes, file by file (comments and the
 *   WSDL's own location left out).
 * Each difference that remains is listed below as a known one, with why; a difference that
 * appears or goes away fails the test.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { generateSpec, ROOT } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveTool, haveZeep } from '../support/requirements.js';
import { lineDifferences, zeepDumps, zeepLines, type ZeepDump } from './zeep-view.js';

const GROUP = 'proxy-fidelity';
/** The tools run asynchronously: a served WSDL's imports (WCF's ?wsdl=wsdl0, ?xsd=xsd0) are fetched from the server in this process. */
const run = promisify(execFile);
const SCRATCH = join(ROOT, 'test/.generated', GROUP);
const WSDL2H = '/usr/bin/wsdl2h';
const HAVE_ZEEP = haveZeep();
const HAVE_WSDL2H = haveTool('gSOAP wsdl2h', spawnSync(WSDL2H, ['-V'], { stdio: 'ignore' }).error === undefined, 'apt-get install gsoap');
const WSIMPORT = '/usr/share/jaxws/bin/wsimport.sh';
const HAVE_WSIMPORT = haveTool('JAX-WS wsimport', existsSync(WSIMPORT), 'apt-get install jaxws');

/** The WSDLs compared, by the stack that wrote them. */
const CASES: Readonly<Record<string, string>> = {
  'WCF (wsdl:import, ?xsd= schemas)': 'test/fixtures/wsdl/wcf/Service1.wsdl',
  ASMX: 'test/fixtures/wsdl/corpus/asmx/WeatherWebService.wsdl',
  'DataFlex CountryInfoService': 'test/fixtures/wsdl/countryinfoservice.wsdl',
  Axis2: 'test/fixtures/wsdl/corpus/axis2/faults.wsdl',
  'Axis1 (the EU VIES service)': 'test/fixtures/wsdl/corpus/axis1/checkVatService.wsdl',
  'CXF / JAX-WS': 'test/fixtures/wsdl/corpus/cxf/addNumbers.wsdl',
  'CXF rpc/literal': 'test/fixtures/wsdl/corpus/cxf/hello_rpc_lit.wsdl',
  'PHP SoapServer rpc/encoded': 'test/fixtures/wsdl/corpus/php-soap-bugs/bug36999.wsdl',
  gSOAP: 'test/fixtures/wsdl/corpus/gsoap/calc.wsdl',
  'SOAP 1.2 only': 'test/fixtures/wsdl/corpus/soap12/soap12_only.wsdl',
  'Salesforce enterprise': 'test/fixtures/wsdl/corpus/salesforce/enterprise.wsdl',
  'WCF collection types': 'test/fixtures/wsdl/corpus/wcf/CollectionTypes.wsdl',
  'Axis2 Version (SOAP 1.2, WS-Addressing)': 'test/fixtures/wsdl/corpus/axis2/Version.wsdl',
  'CXF greeter (one-way)': 'test/fixtures/wsdl/corpus/cxf/greeter.wsdl',
  'wasabi (two port types)': 'test/fixtures/wsdl/corpus/wasabi/multiple_ports.wsdl',
  'PHP rpc/encoded (tradetracker)': 'test/fixtures/wsdl/corpus/php/tradetracker.wsdl',
  'ASMX mnb-exchange': 'test/fixtures/wsdl/corpus/asmx/mnb-exchange.wsdl',
  'SOAP headers (SOAP interop round 3 group F)': 'test/fixtures/wsdl/corpus/php-soap-interop/round3_groupF_headers.wsdl',
  'SOAP header faults (PHP rpc/literal)': 'test/fixtures/wsdl/corpus/php-soap-bugs/headerfault_cache.wsdl',
  'CXF in-band headers': 'test/fixtures/wsdl/corpus/cxf/cxf4130.wsdl',
  'Metro in-band headers': 'test/fixtures/wsdl/corpus/metro/header-doclit.wsdl',
  'List items nillable otherwise than .NET': 'test/fixtures/wsdl/list-item-nillable.wsdl',
};

/**
 * Differences that remain, per case and tool, each `original only: ...` or `served only: ...`,
 * with why. Everything else the tools make of the two WSDLs is the same.
 */
const KNOWN: Readonly<Record<string, { readonly zeep?: readonly string[]; readonly wsdl2h?: readonly string[]; readonly wsimport?: readonly string[] }>> = {
  Axis2: {
    // wsimport refuses the original, whose two faults of one operation name one message ("uniqueness constraint violation"); the served WSDL gives each its own.
    wsimport: [
      'original only: wsimport failed',
      'served only: test/Error.java',
      'served only: test/ErrorMessage.java',
      'served only: test/Input.java',
      'served only: test/ObjectFactory.java',
      'served only: test/Output.java',
      'served only: test/TestPortType.java',
      'served only: test/TestService.java',
      'served only: test/package-info.java',
    ],
  },
  // Its HTTP bindings (not SOAP) are skipped with a warning: no client of the service uses them over SOAP (the element of their messages is kept).
  'SOAP 1.2 only': {
    zeep: [
      'original only: service Soap12OnlyService port HttpOnlyPort binding {http://example.com/soap12only/}HttpOnlyBinding',
      'original only: {http://example.com/soap12only/}HttpOnlyBinding httpPing(parameters: {http://www.w3.org/2001/XMLSchema}string) -> one-way',
      'original only: service Soap12OnlyService port SystemServiceHttp binding {http://example.com/soap12only/}SystemServiceHttp',
      'original only: {http://example.com/soap12only/}SystemServiceHttp getSystemInfo(parameters: {http://www.w3.org/2001/XMLSchema}string) -> one-way',
    ],
    // wsimport: the HTTP bindings as above; it writes the port type's methods from its first port, the
    // original's HTTP one, which has no action.
    wsimport: [
      'original only: com/example/soap12only/HttpOnlyPortType.java',
      'original only: com/example/soap12only/Soap12OnlyService.java: @WebEndpoint(name = "SystemServiceHttp")',
      'original only: com/example/soap12only/Soap12OnlyService.java: public SystemServicePortType getSystemServiceHttp() {',
      'original only: com/example/soap12only/Soap12OnlyService.java: return super.getPort(new QName("http://example.com/soap12only/", "SystemServiceHttp"), SystemServicePortType.class);',
      'original only: com/example/soap12only/Soap12OnlyService.java: @WebEndpoint(name = "SystemServiceHttp")',
      'original only: com/example/soap12only/Soap12OnlyService.java: public SystemServicePortType getSystemServiceHttp(WebServiceFeature... features) {',
      'original only: com/example/soap12only/Soap12OnlyService.java: return super.getPort(new QName("http://example.com/soap12only/", "SystemServiceHttp"), SystemServicePortType.class, features);',
      'original only: com/example/soap12only/Soap12OnlyService.java: @WebEndpoint(name = "HttpOnlyPort")',
      'original only: com/example/soap12only/Soap12OnlyService.java: public HttpOnlyPortType getHttpOnlyPort() {',
      'original only: com/example/soap12only/Soap12OnlyService.java: return super.getPort(new QName("http://example.com/soap12only/", "HttpOnlyPort"), HttpOnlyPortType.class);',
      'original only: com/example/soap12only/Soap12OnlyService.java: @WebEndpoint(name = "HttpOnlyPort")',
      'original only: com/example/soap12only/Soap12OnlyService.java: public HttpOnlyPortType getHttpOnlyPort(WebServiceFeature... features) {',
      'original only: com/example/soap12only/Soap12OnlyService.java: return super.getPort(new QName("http://example.com/soap12only/", "HttpOnlyPort"), HttpOnlyPortType.class, features);',
      'original only: com/example/soap12only/SystemServicePortType.java: @WebMethod',
      'served only: com/example/soap12only/SystemServicePortType.java: @WebMethod(action = "http://example.com/soap12only/getSystemInfo")',
    ],
  },
  // wsdl2h's soap12.h goes with the original's soap12 namespace declaration, which no served binding needs.
  'WCF collection types': {
    wsdl2h: ['original only: #import "soap12.h"'],
  },
  // The original's output soap:body lists no parts, so by WSDL 1.1 its header part FooResponseHeader is a body part
  // too: wsdl2h reads the response as both parts (and the request as a non-wrapped one), wsimport leaves the port
  // out. The served soap:body lists its part (parts="FooResponse"), which both read as a wrapper beside a header.
  'CXF in-band headers': {
    wsdl2h: [
      'original only: _{http://cxf.apache.org/soapheader/inband}__FooRequestHeader* {http://cxf.apache.org/soapheader/inband}__FooRequestHeader ;',
      'original only: _{http://cxf.apache.org/soapheader/inband}__FooResponseHeader* {http://cxf.apache.org/soapheader/inband}__FooResponseHeader ;',
      'original only: {http://cxf.apache.org/soapheader/inband}__FooResponseHeader {http://cxf.apache.org/soapheader/inband}__FooResponseHeader;',
      'original only: {http://cxf.apache.org/soapheader/inband}__FooResponse {http://cxf.apache.org/soapheader/inband}__FooResponse;',
      'original only: {http://cxf.apache.org/soapheader/inband}__FooRequest {http://cxf.apache.org/soapheader/inband}__FooRequest,',
      'served only: class _{http://cxf.apache.org/soapheader/inband}__FooRequest;',
      'served only: class _{http://cxf.apache.org/soapheader/inband}__FooResponse;',
      'served only: class _{http://cxf.apache.org/soapheader/inband}__FooRequest',
      'served only: { public:',
      'served only: struct soap *soap ;',
      'served only: class _{http://cxf.apache.org/soapheader/inband}__FooResponse',
      'served only: { public:',
      'served only: std::string Return 1;',
      'served only: struct soap *soap ;',
      'served only: std::string* {http://cxf.apache.org/soapheader/inband}__FooRequestHeader ;',
      'served only: std::string* {http://cxf.apache.org/soapheader/inband}__FooResponseHeader ;',
      'served only: _{http://cxf.apache.org/soapheader/inband}__FooResponse* {http://cxf.apache.org/soapheader/inband}__FooResponse;',
      'served only: _{http://cxf.apache.org/soapheader/inband}__FooRequest* {http://cxf.apache.org/soapheader/inband}__FooRequest,',
    ],
    wsimport: [
      'served only: org/apache/cxf/soapheader/inband/InBandSoapHeaderPortType.java',
      'served only: org/apache/cxf/soapheader/inband/InBandSoapHeaderService.java',
    ],
  },
  // wsimport: the original's parameterOrder (echo6's "name header", echo7's "address PersonalDetails LastName"),
  // which the spec does not keep, makes a part the method's return value; the served WSDL has none, so the
  // parameters are in message order, the result an OUT holder.
  'Metro in-band headers': {
    wsimport: [
      'original only: com/example/wsdl/HelloPortType.java: @WebResult(name = "Address", targetNamespace = "http://example.com/types", partName = "address")',
      'original only: com/example/wsdl/HelloPortType.java: public String echo6(',
      'original only: com/example/wsdl/HelloPortType.java: Holder<EchoType> body);',
      'original only: com/example/wsdl/HelloPortType.java: @WebResult(name = "person_name", targetNamespace = "http://example.com/types", partName = "name", header = true)',
      'original only: com/example/wsdl/HelloPortType.java: public NameType echo7(',
      'original only: com/example/wsdl/HelloPortType.java: Holder<String> address,',
      'original only: com/example/wsdl/HelloPortType.java: String firstName);',
      'served only: com/example/wsdl/HelloPortType.java: public void echo6(',
      'served only: com/example/wsdl/HelloPortType.java: Holder<EchoType> body,',
      'served only: com/example/wsdl/HelloPortType.java: @WebParam(name = "Address", targetNamespace = "http://example.com/types", mode = WebParam.Mode.OUT, partName = "address")',
      'served only: com/example/wsdl/HelloPortType.java: Holder<String> address);',
      'served only: com/example/wsdl/HelloPortType.java: public void echo7(',
      'served only: com/example/wsdl/HelloPortType.java: String firstName,',
      'served only: com/example/wsdl/HelloPortType.java: @WebParam(name = "person_name", targetNamespace = "http://example.com/types", header = true, mode = WebParam.Mode.OUT, partName = "name")',
      'served only: com/example/wsdl/HelloPortType.java: Holder<NameType> name,',
      'served only: com/example/wsdl/HelloPortType.java: Holder<String> address);',
    ],
  },
};

/** Per case: the original file and the served WSDL's file. */
const served = new Map<string, { readonly original: string; readonly served: string }>();
const servers: RunningServer[] = [];

beforeAll(async () => {
  mkdirSync(SCRATCH, { recursive: true });
  for (const [i, [name, file]] of Object.entries(CASES).entries()) {
    const imported = await importWsdl(join(ROOT, file), file, { offline: true });
    const spec = `test/.generated/${GROUP}/${i}.yaml`;
    writeFileSync(join(ROOT, spec), imported.yaml);
    const service = await generateSpec(spec, `${GROUP}/${i}`);
    const module = await service.load<Record<string, (handler: unknown) => SoapService>>('server');
    const create = Object.values(module).find((f) => typeof f === 'function')!;
    // No operation is called: only the WSDL is asked for.
    const server = await serve(create({}));
    servers.push(server);
    const response = await fetch(`${server.origin}${service.model.service.path}?WSDL`);
    expect(response.status).toBe(200);
    const wsdl = join(SCRATCH, `${i}.served.wsdl`);
    writeFileSync(wsdl, await response.text());
    served.set(name, { original: join(ROOT, file), served: wsdl });
  }
}, 300_000);
afterAll(async () => {
  for (const server of servers) await server.close();
});

/** Lines only one side has, marked by the side (also written beside the served WSDL, `<case>.<tool>.txt`, to read). */
function differences(name: string, tool: string, original: readonly string[], ours: readonly string[]): string[] {
  const found = lineDifferences(original, ours);
  writeFileSync(join(SCRATCH, `${Object.keys(CASES).indexOf(name)}.${tool}.txt`), found.map((l) => `${l}\n`).join(''));
  return found;
}

/**
 * The declarations of the header wsdl2h writes for a WSDL: no comments, no blank lines, not the
 * input's name or addresses, and its numbered prefixes (ns1, ns2: in the order it meets the
 * namespaces, and which a gSOAP project names in its typemap.dat) written as their namespaces.
 */
async function wsdl2hDeclarations(wsdl: string, out: string): Promise<string[]> {
  try {
    await run(WSDL2H, ['-L', '-W', '-x', '-o', out, wsdl], { encoding: 'utf8', timeout: 60_000 });
  } catch (error) {
    return [
      `wsdl2h failed: ${String((error as { stderr?: string }).stderr ?? error)
        .trim()
        .split('\n')
        .at(-1)}`,
    ];
  }
  const text = readFileSync(out, 'utf8');
  // A prefix's namespace: its schema's, or (no schema) its service's.
  const declared = [...text.matchAll(/#define SOAP_NAMESPACE_OF_(ns\d+)\s+"([^"]*)"|\/\/gsoap (ns\d+) +service namespace:\s+(\S+)/g)];
  const namespaces = new Map(declared.map((m) => [m[1] ?? m[3]!, m[2] ?? m[4]!]));
  return (
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .map((line) =>
        line
          .replace(/\s\/\/\/<.*$/, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      // Comments, the boxes around them, and the addresses (the original's service, ours on a test port).
      .filter(
        (line) =>
          line !== '' &&
          !line.startsWith('\\*') &&
          (!line.startsWith('//') || line.startsWith('//gsoap')) &&
          !/^\/\/gsoap (\S+ )?service (port|location):/.test(line),
      )
      .map((line) => line.replace(/(?<![A-Za-z0-9])(ns\d+)(?=__|\s|$)/g, (prefix: string) => `{${namespaces.get(prefix) ?? prefix}}`))
  );
}

/**
 * The Java sources wsimport writes for a WSDL (SOAP 1.2 ports too), by file: their code without
 * comments and blank lines, the WSDL's own location (which the service class keeps) as `<wsdl>`.
 */
async function wsimportSources(wsdl: string, out: string): Promise<Map<string, string[]>> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  try {
    await run('sh', [WSIMPORT, '-extension', '-Xnocompile', '-keep', '-quiet', '-d', out, wsdl], { encoding: 'utf8', timeout: 60_000 });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; code?: unknown };
    return new Map([['wsimport failed', [`${e.stdout ?? ''}${e.stderr ?? ''}`.match(/\[ERROR\] .*/)?.[0] ?? `exit ${String(e.code)}`]]]);
  }
  const files = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.java'))
    .map((f) => join(f.parentPath, f.name))
    .sort();
  return new Map(
    files.map((file) => [
      relative(out, file),
      readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replaceAll(`file:${wsdl}`, '<wsdl>')
        .split('\n')
        .map((line) => line.replace(/^\s*\/\/.*$/, '').trim())
        .filter((line) => line !== ''),
    ]),
  );
}

/** Two sides' sources as lines `<file>: <code>` to compare; a file only one side has is one line, `<file>`. */
function sourceLines(sources: Map<string, string[]>, other: Map<string, string[]>): string[] {
  return [...sources].flatMap(([file, lines]) => (other.has(file) ? lines.map((line) => `${file}: ${line}`) : [file]));
}

describe.skipIf(!HAVE_ZEEP)('zeep reads the served WSDL as it reads the original', () => {
  let dumps: Record<string, ZeepDump> = {};
  beforeAll(async () => {
    dumps = await zeepDumps([...served.values()].flatMap((s) => [s.original, s.served]));
  }, 300_000);
  it.each(Object.keys(CASES))('%s', (name) => {
    const { original, served: ours } = served.get(name)!;
    expect(differences(name, 'zeep', zeepLines(dumps[original]!), zeepLines(dumps[ours]!))).toEqual(KNOWN[name]?.zeep ?? []);
  });
});

describe.skipIf(!HAVE_WSDL2H)("gSOAP's wsdl2h writes the same declarations from the served WSDL as from the original", () => {
  it.each(Object.keys(CASES))(
    '%s',
    async (name) => {
      const { original, served: ours } = served.get(name)!;
      const i = Object.keys(CASES).indexOf(name);
      const from = (wsdl: string, side: string): Promise<string[]> => wsdl2hDeclarations(wsdl, join(SCRATCH, `${i}.${side}.h`));
      expect(differences(name, 'wsdl2h', await from(original, 'original'), await from(ours, 'served'))).toEqual(KNOWN[name]?.wsdl2h ?? []);
    },
    120_000,
  );
});

describe.skipIf(!HAVE_WSIMPORT)('JAX-WS wsimport writes the same Java sources from the served WSDL as from the original', () => {
  it.each(Object.keys(CASES))(
    '%s',
    async (name) => {
      const { original, served: ours } = served.get(name)!;
      const i = Object.keys(CASES).indexOf(name);
      const theirs = await wsimportSources(original, join(SCRATCH, `${i}.original.java`));
      const mine = await wsimportSources(ours, join(SCRATCH, `${i}.served.java`));
      expect(differences(name, 'wsimport', sourceLines(theirs, mine), sourceLines(mine, theirs))).toEqual(KNOWN[name]?.wsimport ?? []);
    },
    120_000,
  );
});
