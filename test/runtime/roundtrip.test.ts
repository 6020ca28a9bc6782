/**
 * Every operation over every transport: generated client → real HTTP → generated server → test
 * handler and back. Requests and results must arrive exactly as sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRMTeeTimeAPIClient, createCRMTeeTimeAPIService } from '../../generated/crmteetimeapi/index.js';
import { methodName } from '../../generator/emit/names.js';
import type { Transport } from 'soapgen/runtime/binding.js';
import { nodeHttp } from 'soapgen/runtime/client/node-http.js';
import { serve, type RunningServer } from '../support/http.js';
import { recordingHandler, sampleRequests, sampleResults, type OperationName } from '../support/sample-handler.js';

const { handler, received } = recordingHandler();
let server: RunningServer;
beforeAll(async () => {
  server = await serve(createCRMTeeTimeAPIService(handler));
});
afterAll(() => server.close());

const operations = Object.keys(sampleRequests) as OperationName[];
const transports: Transport[] = ['soap11', 'soap12', 'httpPost'];

// Each transport once through fetch (the default) and once through node:http.
const exchanges = { fetch: undefined, 'node:http': nodeHttp() };

describe.each(transports.flatMap((t) => (Object.keys(exchanges) as (keyof typeof exchanges)[]).map((e) => [t, e] as const)))(
  'over %s, sent with %s',
  (transport, exchange) => {
    it.each(operations)('%s round-trips request and result exactly', async (operation) => {
      const client = new CRMTeeTimeAPIClient({ baseUrl: server.origin, transport, http: exchanges[exchange] });
      const call = (client as unknown as Record<string, (r: unknown) => Promise<unknown>>)[methodName(operation)]!.bind(client);
      const result = await call(sampleRequests[operation]);
      const seen = received.at(-1)!;
      expect(seen.operation).toBe(operation);
      expect(seen.context.transport).toBe(transport);
      expect(stripUndefined(seen.request)).toStrictEqual(sampleRequests[operation]);
      expect(stripUndefined(result)).toStrictEqual(sampleResults[operation]);
    });
  },
);

it('keeps a one-item list a list and decimals as exact strings', async () => {
  const client = new CRMTeeTimeAPIClient({ baseUrl: server.origin });
  const areas = await client.getAreaList({});
  expect(Array.isArray(areas.Areas)).toBe(true);
  expect(areas.Areas).toHaveLength(1);
  const search = await client.searchTeeTimes(sampleRequests.SearchTeeTimes);
  const course = search.Facilities![0]!.Courses![1]!;
  expect(course.TeeTimes).toHaveLength(1);
  expect(course.TeeTimes![0]!.RetailRate).toBe('89.00');
});

it('sends an empty list as an empty wrapper and decodes it as []', async () => {
  const client = new CRMTeeTimeAPIClient({ baseUrl: server.origin });
  expect((await client.getIcons({})).Icons).toStrictEqual([]);
});

/** Decoders set absent optional fields to undefined; compare as the wire does (absent = absent). */
function stripUndefined(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
