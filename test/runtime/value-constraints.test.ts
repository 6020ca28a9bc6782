/**
 * Element and attribute defaults and fixed values, list types and a simple type of another
 * namespace (test/fixtures/value-constraints.yaml), given and wanted over real HTTP: the generated
 * client against the generated server on every transport, raw messages for what a client of
 * another stack may send, Python zeep from the served WSDL, and xmllint checking answers against
 * the served schema.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint, haveZeep } from '../support/requirements.js';
import { post, soap11Envelope } from '../support/soap.js';
import { expectSchemaValid, writeSchemasOf } from '../support/xmllint.js';
import { zeep } from '../support/zeep.js';

type Client = Record<string, (request: unknown) => Promise<unknown>>;
const NS = 'http://example.org/settings/';
let server: RunningServer;
let clients: Record<Transport, Client>;
const received: unknown[] = [];

beforeAll(async () => {
  const service = await generateSpec('test/fixtures/value-constraints.yaml', 'value-constraints');
  const { createSettingsService } = await service.load<{ createSettingsService: (handler: unknown) => SoapService }>('server');
  const { SettingsClient } = await service.load<{ SettingsClient: new (options: { baseUrl: string; transport: Transport }) => Client }>('client');
  server = await serve(
    createSettingsService({
      echo: (request: { setting: unknown }) => {
        received.push(request);
        return request.setting;
      },
      // What the server decoded, levels and all, as text.
      describe: (request: unknown) => {
        received.push(request);
        return JSON.stringify(request);
      },
    }),
  );
  const client = (transport: Transport): Client => {
    const c = new SettingsClient({ baseUrl: server.origin, transport });
    return new Proxy({}, { get: (_, method: string) => (request: unknown) => (c[method] as Client[string]).call(c, request) });
  };
  clients = { soap11: client('soap11'), soap12: client('soap12'), httpPost: client('httpPost') };
}, 60_000);
afterAll(() => server?.close());

const soap = (operation: string, inner: string) =>
  post(`${server.origin}/settings.asmx`, soap11Envelope(`<${operation} xmlns="${NS}">${inner}</${operation}>`), {
    'content-type': 'text/xml; charset=utf-8',
    soapaction: `"${NS}${operation}"`,
  });

describe.each(['soap11', 'soap12'] as const)('over %s', (transport) => {
  it('an absent element with a default reads as the default; a fixed element and attribute are written and read', async () => {
    const answer = await clients[transport].echo!({ setting: { Name: 'a' } });
    // The client wrote Version and kind (fixed); the server read Level and unit as their defaults.
    expect(answer).toEqual({ Name: 'a', Level: 3, Version: '1.0', unit: 'cm', kind: 'setting' });
  });

  it('list types and a simple type of another namespace round-trip', async () => {
    const setting = { Name: 'b', Level: 5, Version: '1.0', Levels: [1, 5, 2], Region: 'GB', unit: 'mm', kind: 'setting' };
    expect(await clients[transport].echo!({ setting })).toEqual(setting);
    expect(await clients[transport].echo!({ setting: { ...setting, Levels: [] } })).toEqual({ ...setting, Levels: [] });
  });

  it('a value other than the fixed one, or outside its type, is refused before sending', async () => {
    await expect(clients[transport].echo!({ setting: { Name: 'c', Version: '2.0' } })).rejects.toThrow(/Setting.Version must be a string, fixed 1.0/);
    await expect(clients[transport].echo!({ setting: { Name: 'c', kind: 'other' } })).rejects.toThrow(/fixed setting/);
    await expect(clients[transport].echo!({ setting: { Name: 'c', Levels: [1, 6] } })).rejects.toThrow(/a list of/);
  });
});

describe('a flat operation with defaults and a list, over every transport', () => {
  it.each(['soap11', 'soap12', 'httpPost'] as const)('%s: the server reads the default and the list', async (transport) => {
    const text = (await clients[transport].describe!({ levels: [1, 2] })) as string;
    expect(JSON.parse(text)).toEqual({ level: 2, levels: [1, 2], version: '1.0' });
  });

  it('HTTP POST: a form without the defaulted field, with the list as spaced text', async () => {
    const response = await post(`${server.origin}/settings.asmx/Describe`, 'levels=3+4', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status, response.body).toBe(200);
    expect(response.body).toContain('{&quot;level&quot;:2,&quot;levels&quot;:[3,4],&quot;version&quot;:&quot;1.0&quot;}');
  });
});

describe('raw messages', () => {
  it('an empty element with a default reads as the default', async () => {
    const response = await soap('Echo', '<setting><Name>e</Name><Level /><Version>1.0</Version></setting>');
    expect(response.status, response.body).toBe(200);
    expect(received.at(-1)).toEqual({ setting: { Name: 'e', Level: 3, Version: '1.0', unit: 'cm', kind: 'setting' } });
  });

  it.each([
    ['<setting><Name>f</Name><Version>2.0</Version></setting>', /setting\/Version: &quot;2.0&quot; is not a valid string \(fixed 1.0\)/],
    ['<setting kind="other"><Name>f</Name></setting>', /setting\/@kind: &quot;other&quot; is not a valid string \(fixed setting\)/],
    ['<setting><Name>f</Name><Level>9</Level></setting>', /setting\/Level: &quot;9&quot; is not a valid Level \(maxInclusive 5\)/],
    [
      '<setting><Name>f</Name><Levels>1 9</Levels></setting>',
      /setting\/Levels: &quot;1 9&quot; is not a valid Levels \(item &quot;9&quot; is not a valid Level: maxInclusive 5\)/,
    ],
  ])('%s is a Client fault naming the element and the constraint', async (inner, message) => {
    const response = await soap('Echo', inner);
    expect(response.status).toBe(500);
    expect(response.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(response.body).toMatch(message);
  });
});

describe('the served WSDL', () => {
  it('declares the defaults, fixed values, list types and the other namespace', async () => {
    const wsdl = await (await fetch(`${server.origin}/settings.asmx?WSDL`)).text();
    expect(wsdl).toMatch(/<s:element minOccurs="0" maxOccurs="1" name="Level" type="tns:Level" default="3" \/>/);
    expect(wsdl).toMatch(/<s:element minOccurs="0" maxOccurs="1" name="Version" type="s:string" fixed="1.0" \/>/);
    expect(wsdl).toMatch(/<s:attribute name="unit" type="s:string" default="cm" \/>/);
    expect(wsdl).toMatch(/<s:attribute name="kind" type="s:string" fixed="setting" \/>/);
    expect(wsdl).toMatch(/<s:simpleType name="Levels">\s*<s:list itemType="tns:Level" \/>/);
    expect(wsdl).toMatch(/name="Region" type="ns1:Region"/);
  });

  it.skipIf(!haveXmllint())('validates (xmllint) and so do the answers', async () => {
    const dir = join('test', '.generated', 'value-constraints-schema');
    mkdirSync(dir, { recursive: true });
    const schema = writeSchemasOf(await (await fetch(`${server.origin}/settings.asmx?WSDL`)).text(), dir, 'schema');
    const response = await post(`${server.origin}/settings.asmx/Describe`, 'levels=1+2', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status, response.body).toBe(200);
    const file = join(dir, 'Describe.xml');
    writeFileSync(file, response.body);
    await expectSchemaValid(schema, [file]);
  });
});

describe.skipIf(!haveZeep())('zeep from the served WSDL', () => {
  it('sends lists and leaves defaulted elements out; reads the fixed and defaulted values back', async () => {
    const outcomes = await zeep(`${server.origin}/settings.asmx?WSDL`, {
      Echo: { setting: { Name: 'z', Version: '1.0', Levels: [4, 5], Region: 'NL', kind: 'setting' } },
      Describe: { levels: [2, 3], version: '1.0' },
    });
    for (const port of Object.values(outcomes)) {
      expect(port['Echo']).toEqual({ result: { Name: 'z', Level: '3', Version: '1.0', Levels: ['4', '5'], Region: 'NL', unit: 'cm', kind: 'setting' } });
      expect(JSON.parse(port['Describe']!.result as string)).toEqual({ level: 2, levels: [2, 3], version: '1.0' });
    }
    expect(Object.keys(outcomes)).toHaveLength(2);
  });
});
