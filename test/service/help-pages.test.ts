/**
 * The help pages in a real browser (Debian's Chromium, headless, driven by playwright-core):
 * from the service page to Login's Invoke form, then SearchTeeTimes with the session it gave.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveTool } from '../support/requirements.js';
import { startService, type TestService } from '../support/service.js';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = 'test/artifacts';
const available = haveTool('Chromium', existsSync(CHROMIUM), 'apt-get install chromium');

describe.skipIf(!available)('help pages in Chromium', () => {
  let svc: TestService;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    svc = await startService('sqlite');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    page = await browser.newPage();
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await svc?.close();
  });

  /** Fills an operation page's Invoke form and returns the XML document the browser shows. */
  async function invoke(operation: string, values: Record<string, string>): Promise<string> {
    await page.goto(`${svc.origin}/api/CRMTeeTimeAPI.asmx?op=${operation}`);
    for (const [name, value] of Object.entries(values)) await page.fill(`form input[name="${name}"]`, value);
    await Promise.all([page.waitForNavigation(), page.click('form button[type="submit"]')]);
    return page.evaluate(() => new XMLSerializer().serializeToString(document));
  }

  it('shows the service page with every operation, the WSDL link and the rules', async () => {
    await page.goto(`${svc.origin}/api/CRMTeeTimeAPI.asmx`);
    expect(await page.title()).toContain('CRMTeeTimeAPI');
    const operations = await page.locator('a[href*="?op="]').allTextContents();
    expect(operations).toEqual(expect.arrayContaining(['Login', 'SearchTeeTimes', 'HoldTeeTime', 'CreateReservationWithFreeRound', 'AddPlayerCard']));
    expect(await page.locator('a[href$="?WSDL"]').count()).toBeGreaterThan(0);
    const rules = page.locator('a[href="/docs/error-codes.md"]');
    expect(await rules.count()).toBeGreaterThan(0);
    const styles = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(styles).not.toBe('');
    await page.screenshot({ path: `${ARTIFACTS}/service-page.png`, fullPage: true });
  });

  it('keeps type names whole in the tables of every operation at desktop width', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${svc.origin}/api/CRMTeeTimeAPI.asmx`);
    const operations = await page.locator('a[href*="?op="]').allTextContents();
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) {
      await page.goto(`${svc.origin}/api/CRMTeeTimeAPI.asmx?op=${operation}`);
      // A cell's code spanning two lines is a word broken mid-way ("strin g"); each must sit on one line.
      const lines = await page.$$eval('td:nth-child(2) code', (els) => els.map((e) => [e.textContent, e.getClientRects().length]));
      expect(lines.length, operation).toBeGreaterThan(0);
      expect(
        lines.filter(([, n]) => (n as number) > 1),
        operation,
      ).toEqual([]);
      if (operation === 'SearchTeeTimes') await page.screenshot({ path: `${ARTIFACTS}/search-page-1280.png` });
    }
  });

  it('logs in through the Invoke form and searches tee times with the session', async () => {
    await page.goto(`${svc.origin}/api/CRMTeeTimeAPI.asmx`);
    await Promise.all([page.waitForNavigation(), page.click('a[href$="?op=Login"]')]);
    expect(await page.locator('h1, h2').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Login')]));
    await page.screenshot({ path: `${ARTIFACTS}/login-page.png`, fullPage: true });

    const login = await invoke('Login', { OwnerID: '1', UserID: 'demo', Password: 'demo' });
    expect(login).toContain('<ErrorCode>0</ErrorCode>');
    const sessionId = /<SessionID>([^<]+)<\/SessionID>/.exec(login)?.[1];
    expect(sessionId).toMatch(/^[\w-]{40,}$/);

    const search = await invoke('SearchTeeTimes', {
      SessionID: sessionId!,
      AreaID: '1',
      FacilityID: '101',
      FromDate: '2026-11-22',
      M: 'AM',
      NumberOfPlayers: '2',
      DiscountPercent: '0',
    });
    await page.screenshot({ path: `${ARTIFACTS}/search-result.png`, fullPage: true });
    expect(search).toContain('<ErrorCode>0</ErrorCode>');
    expect(search).toContain('<LongName>Desert Pines Golf Club</LongName>');
    expect(search.match(/<TeeTime>/g)?.length ?? 0).toBeGreaterThan(10);
  });
});
