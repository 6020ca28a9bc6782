/**
 * Reusable results: what the server core derives from a result marked reusable (the response, its
 * bytes) is kept and served again; a result not marked — even a frozen one — is written afresh.
 */
import { describe, expect, it } from 'vitest';
import { createCRMTeeTimeAPIService } from '../../generated/crmteetimeapi/index.js';
import { isReusable, keepDerived, reusable } from 'soapgen/runtime/reusable.js';
import { coreRequest, type CoreResponse } from 'soapgen/runtime/server/dispatch.js';
import { recordingHandler, sampleResults } from '../support/sample-handler.js';
import { NS, PATH, soap11Envelope } from '../support/soap.js';

function areaListCall(): ReturnType<typeof coreRequest> {
  return coreRequest({
    method: 'POST',
    url: PATH,
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}GetAreaList"` },
    body: soap11Envelope(`<GetAreaList xmlns="${NS}"><SessionID>s</SessionID></GetAreaList>`),
  });
}

/** The service answering GetAreaList with `result` every time. */
function serviceAnswering(result: unknown): (request: ReturnType<typeof coreRequest>) => Promise<CoreResponse> {
  const { handler } = recordingHandler();
  return createCRMTeeTimeAPIService({ ...handler, getAreaList: () => result as typeof sampleResults.GetAreaList });
}

describe('reusable results', () => {
  it('marks the value itself, as it is', () => {
    const value = reusable({ list: [{ name: 'a' }], bytes: Buffer.from('x') });
    expect(isReusable(value)).toBe(true);
    expect(Object.isFrozen(value)).toBe(false);
    expect(isReusable(Object.freeze({}))).toBe(false);
    expect(reusable('text')).toBe('text');
  });

  it('derives once per reusable source and marks the derivation; other sources every time', () => {
    let runs = 0;
    const lengthOf = keepDerived((list: readonly number[]) => ({ length: list.length, run: ++runs }));
    const kept = reusable([1, 2]);
    expect(lengthOf(kept)).toBe(lengthOf(kept));
    expect(isReusable(lengthOf(kept))).toBe(true);
    expect(lengthOf([1, 2])).not.toBe(lengthOf([1, 2]));
    expect(runs).toBe(3);
  });

  it('the core answers a reusable result with one kept response, the same bytes as a fresh one', async () => {
    const service = serviceAnswering(reusable(structuredClone(sampleResults.GetAreaList)));
    const first = await service(areaListCall());
    const second = await service(areaListCall());
    expect(second).toBe(first);
    expect(isReusable(first)).toBe(true);
    const fresh = await serviceAnswering(structuredClone(sampleResults.GetAreaList))(areaListCall());
    expect(fresh.body).toBe(first.body);
    expect(fresh.body).toContain('<ShortName>Phoenix</ShortName>');
  });

  it('a result that is only frozen is written each time', async () => {
    const service = serviceAnswering(Object.freeze(structuredClone(sampleResults.GetAreaList)));
    const first = await service(areaListCall());
    expect(await service(areaListCall())).not.toBe(first);
    expect(isReusable(first)).toBe(false);
  });
});
