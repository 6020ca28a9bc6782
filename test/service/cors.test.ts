/**
 * A reseller's web page on another origin calling the service from Chromium: allowed when the
 * page's origin is in CORS_ORIGINS (SOAP 1.2 needs a preflight), refused by the browser otherwise.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveTool } from '../support/requirements.js';
import { startService, type TestService } from '../support/service.js';

const CHROMIUM = '/usr/bin/chromium';
const available = haveTool('Chromium', existsSync(CHROMIUM), 'apt-get install chromium');

const LOGIN_SOAP12 = `<?xml version="1.0" encoding="utf-8"?>
<soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope"><soap12:Body>
<Login xmlns="http://onlinereservationsystems.com/api/"><OwnerID>1</OwnerID><UserID>demo</UserID><Password>demo</Password></Login>
</soap12:Body></soap12:Envelope>`;

describe.skipIf(!available)('CORS from a page on another origin, in Chromium', () => {
  let page: Server;
  let pageOrigin: string;
  let open: TestService;
  let closed: TestService;
  let browser: Browser;
  let tab: Page;

  beforeAll(async () => {
    // The reseller's page: its own origin (another port), a blank HTML document.
    page = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><title>shop</title>'));
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    pageOrigin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    open = await startService('sqlite', { CORS_ORIGINS: `https://other.example.com, ${pageOrigin}` });
    closed = await startService('sqlite');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
    tab = await browser.newPage();
    await tab.goto(pageOrigin);
  });
  afterAll(async () => {
    await browser?.close();
    await open?.close();
    await closed?.close();
    await new Promise((resolve) => page?.close(resolve));
  });

  /** fetch() from inside the page; the browser enforces CORS. */
  const callFromPage = (
    origin: string,
    contentType: string,
    body: string,
  ): Promise<{ ok: true; status: number; text: string } | { ok: false; error: string }> =>
    tab.evaluate(
      async ({ url, contentType, body }) => {
        try {
          const r = await fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });
          return { ok: true as const, status: r.status, text: await r.text() };
        } catch (error) {
          return { ok: false as const, error: String(error) };
        }
      },
      { url: `${origin}/api/CRMTeeTimeAPI.asmx`, contentType, body },
    );

  it('lets an allowed origin call SOAP 1.2 (preflighted) and HTTP POST', async () => {
    const soap = await callFromPage(open.origin, 'application/soap+xml; charset=utf-8', LOGIN_SOAP12);
    expect(soap).toMatchObject({ ok: true, status: 200 });
    expect((soap as { text: string }).text).toContain('<ErrorCode>0</ErrorCode>');
    const form = await tab.evaluate(
      async (url) => (await fetch(url, { method: 'POST', body: new URLSearchParams({ OwnerID: '1', UserID: 'demo', Password: 'demo' }) })).text(),
      `${open.origin}/api/CRMTeeTimeAPI.asmx/Login`,
    );
    expect(form).toContain('<ErrorCode>0</ErrorCode>');
  });

  it('is refused by the browser when the service allows no origin', async () => {
    const soap = await callFromPage(closed.origin, 'application/soap+xml; charset=utf-8', LOGIN_SOAP12);
    expect(soap).toMatchObject({ ok: false, error: expect.stringContaining('Failed to fetch') });
  });

  it('answers the preflight of an allowed origin, and not of another', async () => {
    const preflight = (origin: string): Promise<Response> =>
      fetch(`${open.origin}/api/CRMTeeTimeAPI.asmx`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, soapaction' },
      });
    const allowed = await preflight('https://other.example.com');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://other.example.com');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/SOAPAction/i);
    const other = await preflight('https://evil.example.com');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
