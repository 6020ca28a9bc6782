/**
 * Hostile input over real HTTP: documents built to make the XML reader slow, characters
 * XML forbids, messages that echo them, a malformed %-escape in the path, and secrets echoed into
 * error messages. Each answer must be the transport's proper error form, and quickly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCRMTeeTimeAPIService } from '../../generated/crmteetimeapi/index.js';
import { ServiceError } from 'soapgen/runtime/client/client.js';
import { serve, type RunningServer } from '../support/http.js';
import { recordingHandler } from '../support/sample-handler.js';
import { form, NS, PATH, post, soap11, soap11Envelope, soap12 } from '../support/soap.js';
import { CRMTeeTimeAPIClient } from '../../generated/crmteetimeapi/client.js';

let server: RunningServer;
const { handler, received } = recordingHandler();
beforeAll(async () => {
  server = await serve(
    createCRMTeeTimeAPIService({
      ...handler,
      // A business failure whose message echoes what the caller sent, as validation messages do.
      getAreaList: (request) => ({ ErrorCode: 4, ErrorMessage: `Unknown StateProv "${request.StateProv}\u0001\uFFFF".` }),
    }),
  );
});
afterAll(() => server.close());

const faultString = (body: string): string => /<faultstring>([\s\S]*)<\/faultstring>/.exec(body)?.[1] ?? '';
const xml = { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}Login"` };

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('documents built to make the reader slow (item 1)', () => {
  // The attack as reported: many prefixes declared on the envelope, then children that each
  // declare a default namespace (a reader that copies the scope per element is quadratic: 89 s
  // here before the fix). The bounds are generous so a busy machine does not make them flaky.
  it.each([
    ['on the envelope', 6_000, 6_000, /&lt;soap:Envelope&gt; has more than \d+ attributes/],
    ['spread over the children', 60, 13_500, /the document declares more than \d+ namespaces/],
  ])('239 KB of namespace declarations %s: a 400 fault within 2 s', async (_where, prefixes, children, message) => {
    const declarations = Array.from({ length: prefixes }, (_, i) => ` xmlns:p${i}="urn:${i}"`).join('');
    const body = `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"${declarations}><soap:Body><Login xmlns="${NS}">${'<x xmlns="urn:d"/>'.repeat(children)}</Login></soap:Body></soap:Envelope>`;
    expect(body.length).toBeGreaterThan(239_000);
    const { result: r, ms } = await timed(() => post(server.origin + PATH, body, xml));
    expect(r.status).toBe(400);
    expect(faultString(r.body)).toMatch(message);
    expect(ms).toBeLessThan(2000);
  });

  it('the same shape within the limits (250 declarations, 10,000 children): answered within 3 s', async () => {
    const declarations = Array.from({ length: 50 }, (_, i) => ` xmlns:p${i}="urn:${i}"`).join('');
    const children = '<p7:x a="1" b="2"/>'.repeat(10_000) + '<x xmlns="urn:d"/>'.repeat(200);
    const body = `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"${declarations}><soap:Body><Login xmlns="${NS}"><OwnerID>1</OwnerID>${children}</Login></soap:Body></soap:Envelope>`;
    const { result: r, ms } = await timed(() => post(server.origin + PATH, body, xml));
    expect(r.status).toBe(200);
    expect(ms).toBeLessThan(3000);
  });

  it('389 KB of attributes on one element: a 400 fault within 2 s', async () => {
    const attributes = Array.from({ length: 37_000 }, (_, i) => ` a${i}="v"`).join('');
    const body = soap11Envelope(`<Login xmlns="${NS}"${attributes}><OwnerID>1</OwnerID></Login>`);
    expect(body.length).toBeGreaterThan(389_000);
    const { result: r, ms } = await timed(() => post(server.origin + PATH, body, xml));
    expect(r.status).toBe(400);
    expect(faultString(r.body)).toMatch(/&lt;Login&gt; has more than \d+ attributes/);
    expect(ms).toBeLessThan(2000);
  });
});

describe('characters XML forbids (items 6 and 7)', () => {
  it.each([
    ['U+0000', '\u0000'],
    ['U+0001', '\u0001'],
    ['U+001F', '\u001F'],
    ['U+FFFE', '\uFFFE'],
    ['U+FFFF', '\uFFFF'],
  ])('a raw %s in a SOAP 1.1 request is malformed XML: 400 and a Client fault', async (name, char) => {
    const before = received.length;
    const r = await soap11(server.origin, 'Login', `<OwnerID>1</OwnerID><UserID>a${char}b</UserID>`);
    expect(r.status).toBe(400);
    expect(r.contentType).toBe('text/xml; charset=utf-8');
    expect(faultString(r.body)).toContain(`character ${name} is not allowed in XML`);
    expect(received.length).toBe(before);
  });

  it('a raw U+0000 in a SOAP 1.2 request: 400 and a Sender fault', async () => {
    const r = await soap12(server.origin, 'Login', '<OwnerID>1</OwnerID><UserID>a\u0000b</UserID>');
    expect(r.status).toBe(400);
    expect(r.body).toContain('<soap:Value>soap:Sender</soap:Value>');
    expect(r.body).toContain('character U+0000 is not allowed in XML');
  });

  it('U+FFFF where an int belongs: the proper Client fault, not a text/plain internal error', async () => {
    const r = await soap11(server.origin, 'GetFacilitiesByArea', '<SessionID>s</SessionID><AreaID>1\uFFFF</AreaID>');
    expect(r.contentType).toBe('text/xml; charset=utf-8');
    expect(r.body).toContain('<faultcode>soap:Client</faultcode>');
    expect(r.body).not.toContain('Internal error');
  });

  it('an HTTP POST field holding U+0000 or U+0001 is refused, naming the parameter, before the handler runs', async () => {
    for (const escaped of ['%00', '%01', '%EF%BF%BF']) {
      const before = received.length;
      const r = await form(server.origin, 'SaveCustomer', `SessionID=s&FacilityID=1&FirstName=a${escaped}b`);
      expect(r.status).toBe(500);
      expect(r.contentType).toBe('text/plain; charset=utf-8');
      expect(r.body).toMatch(/^Parameter FirstName contains U\+(0000|0001|FFFF), a character that is not allowed\.$/m);
      expect(received.length).toBe(before);
    }
  });

  it('a result message echoing such characters still answers with its ErrorCode (they become U+FFFD)', async () => {
    for (const transport of ['soap11', 'soap12', 'httpPost'] as const) {
      const client = new CRMTeeTimeAPIClient({ baseUrl: server.origin, transport });
      const result = await client.getAreaList({ SessionID: 's', StateProv: 'ZZ' });
      expect(result).toEqual({ ErrorCode: 4, ErrorMessage: 'Unknown StateProv "ZZ\uFFFD\uFFFD".' });
    }
  });
});

describe('the HTTP POST path (item 8)', () => {
  it('a malformed %-escape in the operation name is an unknown method, not "URI malformed"', async () => {
    const r = await post(`${server.origin}${PATH}/%E0%A4%A`, 'x=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(r.status).toBe(500);
    expect(r.body).toBe('%E0%A4%A Web Service method name is not valid.\n');
  });
});

describe('secrets in error messages (item 10)', () => {
  it('an XML error inside a password does not quote it', async () => {
    const r = await soap11(server.origin, 'Login', '<OwnerID>1</OwnerID><UserID>u</UserID><Password>Se&cret-Pa55;word</Password>');
    expect(r.status).toBe(400);
    expect(faultString(r.body)).toContain('unknown entity');
    expect(r.body).not.toContain('cret-Pa55');
  });
});

describe('the client', () => {
  it('reports a response nested deeper than its limit as that, not as "not a SOAP envelope"', async () => {
    const deep = await serve(async () => ({
      status: 200,
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: soap11Envelope(`<LoginResponse xmlns="${NS}"><LoginResult>${'<a>'.repeat(40)}${'</a>'.repeat(40)}</LoginResult></LoginResponse>`),
    }));
    try {
      const error = await new CRMTeeTimeAPIClient({ baseUrl: deep.origin }).login({ OwnerID: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).message).toMatch(/nested deeper than 32 levels/);
      expect((error as ServiceError).message).not.toMatch(/not a SOAP/);
    } finally {
      await deep.close();
    }
  });
});
