/** Every error path of the wire layer, each in the form its transport's clients expect. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRMTeeTimeAPIClient, createCRMTeeTimeAPIService } from '../../generated/crmteetimeapi/index.js';
import { ServiceError } from 'soapgen/runtime/client/client.js';
import { nodeHttp } from 'soapgen/runtime/client/node-http.js';
import { serve, type RunningServer } from '../support/http.js';
import { recordingHandler, sampleRequests } from '../support/sample-handler.js';
import { form, NS, PATH, post, soap11, soap11Envelope, soap12 } from '../support/soap.js';

let server: RunningServer;
const { handler } = recordingHandler();
beforeAll(async () => {
  server = await serve(
    createCRMTeeTimeAPIService({
      ...handler,
      getIcons: () => {
        throw new Error('icon store unavailable');
      },
    }),
  );
});
afterAll(() => server.close());

const faultString = (body: string): string => /<faultstring>([\s\S]*)<\/faultstring>/.exec(body)?.[1] ?? '';
const faultCode = (body: string): string => /<faultcode>([^<]*)<\/faultcode>/.exec(body)?.[1] ?? '';

describe('SOAP 1.1', () => {
  it('answers malformed XML with 400 and a Client fault that says where it broke', async () => {
    const r = await post(
      server.origin + PATH,
      '<?xml version="1.0"?>\n<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">\n<soap:Body><Login></soap:Body></soap:Envelope>',
      { 'content-type': 'text/xml' },
    );
    expect(r.status).toBe(400);
    expect(r.contentType).toBe('text/xml; charset=utf-8');
    expect(faultCode(r.body)).toBe('soap:Client');
    expect(faultString(r.body)).toMatch(/line 3, column \d+/);
  });

  it('refuses a DOCTYPE without expanding its entities', async () => {
    const body =
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY big "${'a'.repeat(100)}">]>` +
      soap11Envelope(`<Login xmlns="${NS}"><OwnerID>1</OwnerID><UserID>&big;</UserID></Login>`).replace(/^<\?xml[^>]*>/, '');
    const r = await post(server.origin + PATH, body, { 'content-type': 'text/xml' });
    expect(r.status).toBe(400);
    expect(faultString(r.body)).toContain('DTDs (&lt;!DOCTYPE&gt;) are not allowed');
  });

  it('refuses nesting deeper than the limit', async () => {
    const deep = '<a>'.repeat(200) + '</a>'.repeat(200);
    const r = await soap11(server.origin, 'Login', `<OwnerID>1</OwnerID>${deep}`);
    expect(r.status).toBe(400);
    expect(faultString(r.body)).toMatch(/nested/i);
  });

  it('answers an unknown SOAPAction with a Client fault naming it', async () => {
    const r = await soap11(server.origin, 'Login', '<OwnerID>1</OwnerID>', '"http://example.com/Nope"');
    expect(r.status).toBe(500);
    expect(faultCode(r.body)).toBe('soap:Client');
    expect(faultString(r.body)).toBe('Server did not recognize the value of HTTP Header SOAPAction: http://example.com/Nope.');
  });

  it('routes an empty SOAPAction by the body element (clients of WSDLs with soapAction="" send it)', async () => {
    const r = await soap11(server.origin, 'Login', '<OwnerID>1</OwnerID>', '""');
    expect(r.status).toBe(200);
    expect(r.body).toContain('<LoginResult><ErrorCode>0</ErrorCode>');
  });

  it('answers an empty SOAPAction with an unknown body element with a Client fault naming it', async () => {
    const r = await post(server.origin + PATH, soap11Envelope(`<Nope xmlns="${NS}" />`), { 'content-type': 'text/xml', soapaction: '""' });
    expect(r.status).toBe(500);
    expect(faultString(r.body)).toBe(`Server did not recognize the request element {${NS}}Nope.`);
  });

  it('routes by the body element when there is no SOAPAction header at all', async () => {
    const r = await soap11(server.origin, 'Login', '<OwnerID>1</OwnerID>', null);
    expect(r.status).toBe(200);
    expect(r.body).toContain('<LoginResult><ErrorCode>0</ErrorCode>');
  });

  it('rejects a body element that does not match the SOAPAction', async () => {
    const r = await post(server.origin + PATH, soap11Envelope(`<GetIcons xmlns="${NS}" />`), { 'content-type': 'text/xml', soapaction: `"${NS}Login"` });
    expect(r.status).toBe(500);
    expect(faultString(r.body)).toContain('does not match operation Login');
  });

  it('rejects a missing required int, naming the element', async () => {
    const r = await soap11(server.origin, 'GetFacilitiesByArea', '<SessionID>s</SessionID>');
    expect(r.status).toBe(500);
    expect(faultCode(r.body)).toBe('soap:Client');
    expect(faultString(r.body)).toBe(
      'Server was unable to read request. ---&gt; GetFacilitiesByArea/AreaID: required element is missing in GetFacilitiesByArea.',
    );
  });

  it.each([
    ['abc', '&quot;abc&quot; is not a valid int'],
    ['2147483648', '&quot;2147483648&quot; is not a valid int'],
    ['1.5', '&quot;1.5&quot; is not a valid int'],
    ['', '&quot;&quot; is not a valid int'],
  ])('rejects AreaID %j with a Client fault naming element and value', async (value, message) => {
    const r = await soap11(server.origin, 'GetFacilitiesByArea', `<AreaID>${value}</AreaID>`);
    expect(r.status).toBe(500);
    expect(faultCode(r.body)).toBe('soap:Client');
    expect(faultString(r.body)).toContain(`AreaID: ${message}`);
  });

  it('rejects a decimal that is not xs:decimal', async () => {
    const r = await soap11(server.origin, 'AddPlayerCard', '<PlayerCardID>1</PlayerCardID><TotalAmt>1e3</TotalAmt>');
    expect(r.status).toBe(500);
    expect(faultString(r.body)).toContain('TotalAmt: &quot;1e3&quot; is not a valid decimal');
  });

  it('turns a handler exception into a Server fault with its message and no stack trace', async () => {
    const r = await soap11(server.origin, 'GetIcons', '<SessionID>s</SessionID>');
    expect(r.status).toBe(500);
    expect(faultCode(r.body)).toBe('soap:Server');
    expect(faultString(r.body)).toBe('Server was unable to process request. ---&gt; icon store unavailable');
    expect(r.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers a SOAP 1.2 envelope sent as text/xml with VersionMismatch', async () => {
    const body = `<?xml version="1.0"?><e:Envelope xmlns:e="http://www.w3.org/2003/05/soap-envelope"><e:Body><Login xmlns="${NS}"><OwnerID>1</OwnerID></Login></e:Body></e:Envelope>`;
    const r = await post(server.origin + PATH, body, { 'content-type': 'text/xml', soapaction: `"${NS}Login"` });
    expect(r.status).toBe(500);
    expect(faultCode(r.body)).toBe('soap:VersionMismatch');
    expect(faultString(r.body)).toBe(
      'Possible SOAP version mismatch: Envelope namespace http://www.w3.org/2003/05/soap-envelope was unexpected. Expecting http://schemas.xmlsoap.org/soap/envelope/.',
    );
  });
});

describe('SOAP 1.2', () => {
  it('routes by the action parameter of the content type', async () => {
    const body = `<?xml version="1.0"?><e:Envelope xmlns:e="http://www.w3.org/2003/05/soap-envelope"><e:Body><Login xmlns="${NS}"><OwnerID>1</OwnerID></Login></e:Body></e:Envelope>`;
    const r = await post(server.origin + PATH, body, { 'content-type': `application/soap+xml; charset=utf-8; action="${NS}Login"` });
    expect(r.status).toBe(200);
    expect(r.contentType).toBe('application/soap+xml; charset=utf-8');
  });

  it('answers faults with Code/Reason and Sender/Receiver', async () => {
    const bad = await soap12(server.origin, 'GetFacilitiesByArea', '<AreaID>x</AreaID>');
    expect(bad.status).toBe(500);
    expect(bad.body).toContain('<soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code>');
    const failed = await soap12(server.origin, 'GetIcons', '');
    expect(failed.body).toContain('<soap:Value>soap:Receiver</soap:Value>');
    expect(failed.body).toContain('<soap:Text xml:lang="en">Server was unable to process request. ---&gt; icon store unavailable</soap:Text>');
  });
});

describe('HTTP POST', () => {
  it.each([
    ['GetFacilitiesByArea', 'SessionID=s', 'Missing parameter: AreaID.'],
    ['GetFacilitiesByArea', 'AreaID=abc', 'Cannot convert abc to System.Int32.\nParameter name: AreaID'],
    ['GetFacilitiesByArea', 'AreaID=', 'Cannot convert  to System.Int32.\nParameter name: AreaID'],
    ['GetFacilitiesByArea', 'AreaID=99999999999', 'Cannot convert 99999999999 to System.Int32.\nParameter name: AreaID'],
    ['AddPlayerCard', 'PlayerCardID=1&TotalAmt=ten', 'Cannot convert ten to System.Decimal.\nParameter name: TotalAmt'],
    ['Nope', '', 'Nope Web Service method name is not valid.'],
    ['GetIcons', 'SessionID=s', 'Server was unable to process request. ---> icon store unavailable'],
  ])('%s with %j → 500 text/plain %j', async (operation, fields, message) => {
    const r = await form(server.origin, operation, fields);
    expect(r.status).toBe(500);
    expect(r.contentType).toBe('text/plain; charset=utf-8');
    expect(r.body).toBe(`${message}\n`);
  });

  it('refuses another content type with the ASMX message', async () => {
    const r = await post(`${server.origin}${PATH}/Login`, '{"OwnerID":1}', { 'content-type': 'application/json' });
    expect(r.status).toBe(500);
    expect(r.body).toBe('Request format is invalid: application/json.\n');
  });

  it('accepts the M and AMPM field names for the part of day, case-insensitively', async () => {
    const { handler: h, received } = recordingHandler();
    const s = await serve(createCRMTeeTimeAPIService(h));
    try {
      await form(s.origin, 'SearchTeeTimes', 'AreaID=0&FacilityID=0&NumberOfPlayers=2&DiscountPercent=0&M=AM');
      await form(s.origin, 'SearchTeeTimes', 'areaid=0&facilityid=0&numberofplayers=2&discountpercent=0&ampm=PM&extra=ignored');
      expect(received.map((r) => (r.request as { AMPM?: string }).AMPM)).toEqual(['AM', 'PM']);
    } finally {
      await s.close();
    }
  });
});

describe('HTTP', () => {
  it('refuses other content types on the resource with 415', async () => {
    const r = await post(server.origin + PATH, '{}', { 'content-type': 'application/json' });
    expect(r.status).toBe(415);
    expect(r.body).toContain('text/xml');
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const r = await soap11(server.origin, 'Login', `<UserID>${'x'.repeat(1024 * 1024)}</UserID>`);
    expect(r.status).toBe(413);
  });

  it('matches the resource path case-insensitively', async () => {
    const r = await fetch(`${server.origin}/API/crmteetimeapi.ASMX?wsdl`);
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('<wsdl:definitions');
  });

  it('answers unknown paths with 404, GET on an operation with 405, and an unknown ?op= with 404', async () => {
    expect((await fetch(`${server.origin}/nope`)).status).toBe(404);
    expect((await fetch(`${server.origin}${PATH}/Login`)).status).toBe(405);
    const page = await fetch(`${server.origin}${PATH}?op=Nope`);
    expect(page.status).toBe(404);
    expect(await page.text()).toBe("Method 'Nope' was not found in service CRMTeeTimeAPI.\n");
  });
});

// Both ways a client can send: the default (fetch) and node:http.
const exchanges = [
  ['fetch', undefined],
  ['node:http', nodeHttp()],
] as const;

describe.each(exchanges)('generated client over %s', (_name, http) => {
  it.each(['soap11', 'soap12'] as const)('rejects a %s fault with a typed ServiceError', async (transport) => {
    const client = new CRMTeeTimeAPIClient({ baseUrl: server.origin, transport, http });
    const error = await client.getIcons({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      kind: 'fault',
      code: transport === 'soap11' ? 'Server' : 'Receiver',
      status: 500,
      message: 'Server was unable to process request. ---> icon store unavailable',
    });
  });

  it('rejects an HTTP POST error with status and message', async () => {
    const client = new CRMTeeTimeAPIClient({ baseUrl: server.origin, transport: 'httpPost', http });
    await expect(client.getIcons({})).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('never reads a fault sent with HTTP 200 as a result', async () => {
    const faulty = await serve(async () => ({
      status: 200,
      headers: { 'content-type': 'text/xml' },
      body: '<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>boom</faultstring></soap:Fault></soap:Body></soap:Envelope>',
    }));
    try {
      const client = new CRMTeeTimeAPIClient({ baseUrl: faulty.origin, http });
      await expect(client.login({ OwnerID: 1 })).rejects.toMatchObject({ kind: 'fault', code: 'Server', message: 'boom', status: 200 });
    } finally {
      await faulty.close();
    }
  });

  it('refuses an answer holding a character XML forbids, saying which and where', async () => {
    // 200 plain tee times, which the client reads straight off the text; one of them gets U+0001 in a text.
    const teeTime = (ID: number) => ({
      ID,
      Time: '2026-11-22T07:30:00',
      Holes: 18,
      RetailRate: '89.00',
      CourseFee: '62.30',
      BookingFee: '3.50',
      TaxAmount: '5.12',
    });
    const TeeTimes = Array.from({ length: 200 }, (_, i) => teeTime(i + 1));
    const search = createCRMTeeTimeAPIService({
      ...handler,
      searchTeeTimes: () => ({ ErrorCode: 0, Facilities: [{ ID: 1, Courses: [{ CourseID: 2, TeeTimes }] }] }),
    });
    let mutate = false;
    let sent = '';
    const answering = await serve(async (request) => {
      const answer = await search(request);
      sent = mutate ? answer.body.replace('<ID>150</ID><Time>2026', '<ID>150</ID><Time>2026\u0001') : answer.body;
      return { ...answer, body: sent };
    });
    try {
      const client = new CRMTeeTimeAPIClient({ baseUrl: answering.origin, http });
      const result = await client.searchTeeTimes(sampleRequests.SearchTeeTimes);
      expect(result.Facilities![0]!.Courses![0]!.TeeTimes).toEqual(TeeTimes);
      mutate = true;
      const error = await client.searchTeeTimes(sampleRequests.SearchTeeTimes).catch((e: unknown) => e);
      expect(sent).toContain('\u0001');
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({
        kind: 'protocol',
        status: 200,
        message: `SearchTeeTimes: the response is not XML this client reads: character U+0001 is not allowed in XML (line 1, column ${sent.indexOf('\u0001') + 1})`,
      });
    } finally {
      await answering.close();
    }
  });

  it('times out, and honours an AbortSignal', async () => {
    const slow = await serve(() => new Promise(() => undefined));
    try {
      const client = new CRMTeeTimeAPIClient({ baseUrl: slow.origin, timeoutMs: 100, http });
      await expect(client.login({ OwnerID: 1 })).rejects.toMatchObject({ kind: 'timeout' });
      const controller = new AbortController();
      const pending = client.login({ OwnerID: 1 }, { signal: controller.signal, timeoutMs: 10_000 });
      controller.abort();
      await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    } finally {
      await slow.close();
    }
  });

  it('rejects a request value the schema cannot carry before sending it', async () => {
    const client = new CRMTeeTimeAPIClient({ baseUrl: server.origin, http });
    await expect(client.getFacilitiesByArea({ AreaID: 1.5 })).rejects.toThrow('must be a 32-bit integer');
  });
});
