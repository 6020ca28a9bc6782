/**
 * Wire fidelity: exact response bytes for the shapes the contract (docs/contract.md) and ASMX define, and every
 * response of every operation validated against the schema in our own WSDL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCRMTeeTimeAPIService } from '../../generated/crmteetimeapi/index.js';
import { encodeLoginRequest } from '../../generated/crmteetimeapi/encoders.js';
import { FormWriter } from 'soapgen/runtime/form.js';
import { operations } from '../../generated/crmteetimeapi/operations.js';
import { serve, type RunningServer } from '../support/http.js';
import { recordingHandler, sampleRequests, type OperationName } from '../support/sample-handler.js';
import { form, NS, PATH, soap11, soap12, soapBodyOf } from '../support/soap.js';
import { haveXmllint } from '../support/requirements.js';
import { schemaOf, xmllint } from '../support/xmllint.js';

const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
const XSD = 'xmlns:xsd="http://www.w3.org/2001/XMLSchema"';
let server: RunningServer;
beforeAll(async () => {
  server = await serve(createCRMTeeTimeAPIService(recordingHandler().handler));
});
afterAll(() => server.close());

describe('exact bytes', () => {
  it('SOAP 1.1: declaration, envelope namespaces, OpResponse/OpResult, no indentation', async () => {
    const r = await soap11(server.origin, 'Login', '<OwnerID>1</OwnerID><UserID>demo</UserID><Password>x</Password>');
    expect(r.status).toBe(200);
    expect(r.contentType).toBe('text/xml; charset=utf-8');
    expect(r.body).toBe(
      `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ${XSI} ${XSD}><soap:Body><LoginResponse xmlns="${NS}"><LoginResult><ErrorCode>0</ErrorCode><SessionID>3q2+7w==_session</SessionID></LoginResult></LoginResponse></soap:Body></soap:Envelope>`,
    );
  });

  it('SOAP 1.2: the 1.2 envelope namespace and content type', async () => {
    const r = await soap12(server.origin, 'GetIcons', '<SessionID>s</SessionID>');
    expect(r.contentType).toBe('application/soap+xml; charset=utf-8');
    expect(r.body).toBe(
      `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" ${XSI} ${XSD}><soap:Body><GetIconsResponse xmlns="${NS}"><GetIconsResult><ErrorCode>0</ErrorCode><Icons /></GetIconsResult></GetIconsResponse></soap:Body></soap:Envelope>`,
    );
  });

  it('HTTP POST: bare root in the namespace, indented two spaces, nested results', async () => {
    const r = await form(server.origin, 'HoldTeeTime', 'SessionID=s&TeeTimeID=1001&NumberOfPlayers=2');
    expect(r.contentType).toBe('text/xml; charset=utf-8');
    expect(r.body).toBe(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        `<ResponseHoldTeeTime ${XSI} ${XSD} xmlns="${NS}">`,
        '  <ErrorCode>0</ErrorCode>',
        '  <HoldTeeTime>',
        '    <NewTeeTimeID>50001</NewTeeTimeID>',
        '    <NewDateTime>2026-11-22T07:30:00</NewDateTime>',
        '    <CourseFee>124.60</CourseFee>',
        '    <TaxAmount>10.24</TaxAmount>',
        '    <BookingFee>7.00</BookingFee>',
        '    <DueOnline>7.00</DueOnline>',
        '  </HoldTeeTime>',
        '</ResponseHoldTeeTime>',
      ].join('\n'),
    );
  });

  it('HTTP POST: a list result is ArrayOf<Item>, an empty result an empty root', async () => {
    const profile = await form(server.origin, 'GetCustomerPlayerCardProfile', 'SessionID=s&CustomerID=C-1');
    expect(profile.body).toContain(
      `<ArrayOfResponsePlayerCardProfile ${XSI} ${XSD} xmlns="${NS}">\n  <ResponsePlayerCardProfile>\n    <SpecialOfferCustomerEffectiveDate>`,
    );
    const added = await form(server.origin, 'AddPlayerCard', 'PlayerCardID=5&TotalAmt=149.90');
    expect(added.body).toBe(`<?xml version="1.0" encoding="utf-8"?>\n<ResponseAddPlayerCard ${XSI} ${XSD} xmlns="${NS}" />`);
  });

  it('client requests carry parameters in spec order, nulls omitted', () => {
    expect(encodeLoginRequest({ OwnerID: 1, Password: 'p' })).toBe('<OwnerID>1</OwnerID><Password>p</Password>');
    const body = operations.SearchTeeTimes.form!.encode({ ...sampleRequests.SearchTeeTimes, AMPM: 'AM' }, new FormWriter()).toString();
    expect(body).toBe(
      'SessionID=abc123&StateProv=AZ&AreaID=7&FacilityID=0&FromDate=2026-11-22&ToDate=2026-11-23&M=AM&NumberOfPlayers=2&DiscountPercent=-2147483648',
    );
  });
});

describe('documents over HTTP', () => {
  it('addresses the WSDL and disco to the Host the request came to', async () => {
    const { port } = new URL(server.origin);
    const wsdl = await (await fetch(`http://localhost:${port}${PATH}?wsdl`)).text();
    const addresses = [...wsdl.matchAll(/:address location="([^"]+)"/g)].map((m) => m[1]);
    expect(addresses).toEqual([`http://localhost:${port}${PATH}`, `http://localhost:${port}${PATH}`, `http://localhost:${port}${PATH}`]);
    const disco = await fetch(`${server.origin}${PATH}?disco`);
    expect(disco.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    expect(await disco.text()).toContain(`ref="${server.origin}${PATH}?wsdl"`);
  });

  it('uses the configured public URL instead, when there is one', async () => {
    const behindProxy = await serve(createCRMTeeTimeAPIService(recordingHandler().handler, { publicUrl: 'https://api.example.com/api/CRMTeeTimeAPI.asmx' }));
    try {
      const wsdl = await (await fetch(`${behindProxy.origin}${PATH}?WSDL`)).text();
      expect(wsdl).toContain('<soap:address location="https://api.example.com/api/CRMTeeTimeAPI.asmx" />');
      expect(wsdl).not.toContain('127.0.0.1');
    } finally {
      await behindProxy.close();
    }
  });
});

describe.skipIf(!haveXmllint())('schema validity', () => {
  const dir = join('test', '.generated', 'wire');

  it('every response of every operation validates against the schema in our WSDL', async () => {
    mkdirSync(dir, { recursive: true });
    const wsdl = await (await fetch(`${server.origin}${PATH}?WSDL`)).text();
    writeFileSync(join(dir, 'service.wsdl'), wsdl);
    expect((await xmllint([join(dir, 'service.wsdl')])).ok).toBe(true);
    writeFileSync(join(dir, 'schema.xsd'), schemaOf(wsdl, NS));

    const files: string[] = [];
    for (const operation of Object.keys(sampleRequests) as OperationName[]) {
      const fields = new URLSearchParams(Object.entries(sampleRequests[operation]).map(([k, v]) => [k, String(v)])).toString();
      const post = await form(server.origin, operation, fields);
      expect(post.status, post.body).toBe(200);
      files.push(join(dir, `${operation}.post.xml`));
      writeFileSync(files.at(-1)!, post.body);

      const soap = await soap11(server.origin, operation, (operations[operation].encodeRequest as (r: unknown) => string)(sampleRequests[operation]));
      expect(soap.status, soap.body).toBe(200);
      const body = soapBodyOf(soap.body) ?? '';
      // Take the body's child out of its envelope; it must stand alone as a schema-valid document.
      files.push(join(dir, `${operation}.soap.xml`));
      writeFileSync(files.at(-1)!, body.replace(`<${operation}Response xmlns=`, `<${operation}Response ${XSI} xmlns=`));
    }
    const result = await xmllint(['--schema', join(dir, 'schema.xsd'), ...files]);
    expect(result.output).not.toContain('fails to validate');
    expect(result.ok, result.output).toBe(true);
    expect(result.output.match(/validates/g)).toHaveLength(files.length);
  });

  it('the schema check can fail: a response missing a required element is rejected', async () => {
    const bad = join(dir, 'bad.xml');
    writeFileSync(bad, `<ResponseLogin xmlns="${NS}"><SessionID>x</SessionID></ResponseLogin>`);
    const result = await xmllint(['--schema', join(dir, 'schema.xsd'), bad]);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('ErrorCode');
  });
});
