/**
 * Interop: a WCF service imported (test/fixtures/wsdl/wcf/Service1.wsdl, whose ?wsdl imports its
 * contract, ?wsdl=wsdl0, whose types import ?xsd= schemas) is served as WCF published it: each
 * document over real HTTP, well-formed (xmllint), the schemas loading over HTTP from their
 * ?xsd= addresses and validating a request body (xmllint --schema), and Python zeep, built from the
 * served ?wsdl URL, calling an operation. A variant whose WSDL namespace is the contract's serves no
 * ?wsdl=wsdl0: its ?wsdl holds the contract.
 */
import { request } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wsdlDocument } from '../../generator/emit/documents.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { ROOT } from '../support/generate.js';
import type { RunningServer } from '../support/http.js';
import { haveXmllint, haveZeep } from '../support/requirements.js';
import { xmllint } from '../support/xmllint.js';
import { serveRecording, zeep, type Received } from '../support/zeep.js';
import { loadSpec } from '../../generator/spec/index.js';

const GROUP = 'wcf-documents';
const SCRATCH = join(ROOT, 'test/.generated', GROUP);
const PATH = '/Orders/Service1.svc';
const CONTRACT = 'http://example.org/orders/';
const SERIALIZATION = 'http://schemas.microsoft.com/2003/10/Serialization/';
const ORDER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

let spec: string;
let running: RunningServer;
let received: Received[];
let base: string;

/** GETs a query of the service's address: its status, content type and body. */
async function get(query: string, origin = running.origin): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(`${origin}${PATH}?${query}`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

beforeAll(async () => {
  mkdirSync(SCRATCH, { recursive: true });
  const imported = await importWsdl(join(ROOT, 'test/fixtures/wsdl/wcf/Service1.wsdl'), 'Service1.wsdl', { offline: true });
  spec = imported.yaml;
  writeFileSync(join(SCRATCH, 'wcf.yaml'), spec);
  ({ running, received } = await serveRecording(`test/.generated/${GROUP}/wcf.yaml`, `${GROUP}/wcf`, 'createService1Service', (method) =>
    method === 'getStatus' ? 'Shipped' : [],
  ));
  base = `${running.origin}${PATH}`;
}, 120_000);
afterAll(async () => {
  await running?.close();
});

describe('an imported WCF service serves its WSDL as WCF published it', () => {
  it('the importer keeps the layout: documents: wcf, and no .../Imports schema of its own', () => {
    expect(spec).toMatch(/^ {4}documents: wcf$/m);
    expect(spec).not.toContain('/Imports');
  });

  it('?wsdl is the service: its binding and port, importing the contract from ?wsdl=wsdl0', async () => {
    for (const query of ['wsdl', 'WSDL']) {
      const { status, type, body } = await get(query);
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/xml/);
      expect(body).toContain('targetNamespace="http://tempuri.org/"');
      expect(body).toContain(`<wsdl:import namespace="${CONTRACT}" location="${base}?wsdl=wsdl0" />`);
      expect(body).toContain('<wsdl:binding name="BasicHttpBinding_IOrders" type="tns:IOrders">');
      expect(body).not.toContain('<wsdl:portType');
      expect(body).not.toContain('<wsdl:types');
    }
  });

  it('?wsdl=wsdl0 is the contract: its messages and port type in its namespace, its types importing ?xsd=xsd0 and ?xsd=xsd1', async () => {
    const { status, body } = await get('wsdl=wsdl0');
    expect(status).toBe(200);
    expect(body).toContain(`targetNamespace="${CONTRACT}"`);
    expect([...body.matchAll(/<s:import schemaLocation="([^"]*)" namespace="([^"]*)" \/>/g)].map((m) => [m[1], m[2]])).toEqual([
      [`${base}?xsd=xsd0`, CONTRACT],
      [`${base}?xsd=xsd1`, SERIALIZATION],
    ]);
    expect(body).toContain(`<s:schema targetNamespace="${CONTRACT}Imports">`);
    expect(body).toContain('<wsdl:portType name="IOrders">');
    expect(body).toContain('<wsdl:input message="tns:IOrders_GetStatus_InputMessage" />');
    expect(body).not.toContain('<wsdl:binding');
  });

  it('?xsd=xsd0 is the contract namespace’s schema, ?xsd=xsd1 the serialization schema', async () => {
    const [xsd0, xsd1] = [await get('xsd=xsd0'), await get('xsd=xsd1')];
    expect([xsd0.status, xsd1.status]).toEqual([200, 200]);
    expect(xsd0.body).toMatch(new RegExp(`^<\\?xml[^>]*\\?>\\n<s:schema [^>]*targetNamespace="${CONTRACT}"`));
    expect(xsd0.body).toContain(`<s:import schemaLocation="${base}?xsd=xsd1" namespace="${SERIALIZATION}" />`);
    expect(xsd0.body).toContain('<s:element name="GetStatus">');
    expect(xsd1.body).toMatch(new RegExp(`^<\\?xml[^>]*\\?>\\n<s:schema [^>]*targetNamespace="${SERIALIZATION}"`));
    expect(xsd1.body).toContain('<s:simpleType name="guid">');
  });

  it('the addresses in the documents are the request’s host, as WCF writes them', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(`${running.origin}${PATH}?wsdl=wsdl0`, { headers: { host: 'orders.example:8733' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    expect(body).toContain(`schemaLocation="http://orders.example:8733${PATH}?xsd=xsd0"`);
  });

  it('?singleWsdl is the one document soapgen wsdl prints', async () => {
    const { status, body } = await get('singleWsdl');
    expect(status).toBe(200);
    const model = await loadSpec(join(SCRATCH, 'wcf.yaml'));
    expect(body).toBe(wsdlDocument(model, base));
  });

  it('a document the service does not have is 404, and the service still answers', async () => {
    for (const query of ['xsd=xsd9', 'wsdl=wsdl1', 'xsd=other']) expect((await get(query)).status, query).toBe(404);
    expect((await get('wsdl')).status).toBe(200);
  });

  it('the disco document and the service page point at ?wsdl', async () => {
    expect((await get('disco')).body).toContain(`<contractRef ref="${base}?wsdl"`);
    const page = await (await fetch(base)).text();
    expect(page).toContain(`<a href="${base}?WSDL">Service Description</a>`);
  });

  describe.skipIf(!haveXmllint())('xmllint', () => {
    it('finds each document well-formed', async () => {
      const files: string[] = [];
      for (const query of ['wsdl', 'wsdl=wsdl0', 'xsd=xsd0', 'xsd=xsd1', 'singleWsdl']) {
        const file = join(SCRATCH, `${query.replace('=', '-')}.xml`);
        writeFileSync(file, (await get(query)).body);
        files.push(file);
      }
      const result = await xmllint(files);
      expect(result.ok, result.output).toBe(true);
    });

    it('loads the schemas from their ?xsd= addresses and validates a request body by them', async () => {
      const body = (orderId: string): string => {
        const file = join(SCRATCH, `GetStatus-${orderId}.xml`);
        writeFileSync(file, `<GetStatus xmlns="${CONTRACT}"><orderId>${orderId}</orderId></GetStatus>\n`);
        return file;
      };
      const valid = await xmllint(['--schema', `${base}?xsd=xsd0`, body(ORDER_ID)]);
      expect(valid.ok, valid.output).toBe(true);
      // The guid's pattern is the serialization schema's, which xsd0 imports from ?xsd=xsd1.
      const invalid = await xmllint(['--schema', `${base}?xsd=xsd0`, body('not-a-guid')]);
      expect(invalid.ok).toBe(false);
      expect(invalid.output).toContain('pattern');
    });
  });

  it.skipIf(!haveZeep())(
    'zeep built from the served ?wsdl URL calls an operation',
    async () => {
      const outcomes = await zeep(`${base}?wsdl`, { GetStatus: { orderId: ORDER_ID } });
      expect(outcomes).toEqual({ BasicHttpBinding_IOrders: { GetStatus: { result: 'Shipped' } } });
      expect(received).toEqual([{ method: 'getStatus', request: { orderId: ORDER_ID } }]);
    },
    60_000,
  );
});

describe('a WCF service whose WSDL namespace is its contract’s', () => {
  let same: RunningServer;
  beforeAll(async () => {
    // The same service with its WSDL in the contract's namespace: ?wsdl holds the contract, as WCF writes it then.
    writeFileSync(join(SCRATCH, 'same.yaml'), readFileSync(join(SCRATCH, 'wcf.yaml'), 'utf8').replace(/^ {4}targetNamespace: .*\n/m, ''));
    ({ running: same } = await serveRecording(`test/.generated/${GROUP}/same.yaml`, `${GROUP}/same`, 'createService1Service', () => 'Open'));
  }, 120_000);
  afterAll(async () => {
    await same?.close();
  });

  it('serves the messages, port type and binding at ?wsdl, its types importing the schemas, and no ?wsdl=wsdl0', async () => {
    const root = await get('wsdl', same.origin);
    expect(root.body).toContain(`targetNamespace="${CONTRACT}"`);
    expect(root.body).not.toContain('<wsdl:import');
    expect(root.body).toContain(`<s:import schemaLocation="${same.origin}${PATH}?xsd=xsd0" namespace="${CONTRACT}" />`);
    expect(root.body).toContain('<wsdl:portType name="IOrders">');
    expect(root.body).toContain('<wsdl:binding name="BasicHttpBinding_IOrders" type="tns:IOrders">');
    expect((await get('wsdl=wsdl0', same.origin)).status).toBe(404);
    expect((await get('xsd=xsd1', same.origin)).status).toBe(200);
  });
});
