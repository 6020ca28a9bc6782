/**
 * An operation served as another: two operations of one request element and action, which no
 * server can tell apart, so the second is answered by the first's handler method. A raw request
 * gets the first's answer; the generated client has a method for each (the one-way twin accepts
 * the 200 that answers it); the served WSDL still lists both, and the help page says so; zeep
 * calls both. One of another request is refused.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec, ROOT, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { post } from '../support/soap.js';
import { specIssues, specWithOperations } from '../support/spec-issues.js';
import { zeepFromWsdl } from '../support/zeep.js';

const NS = 'http://example.org/quotes/';
const ACTION = `${NS}GetLastTradePrice`;
interface Client {
  getLastTradePrice(request: { tickerSymbol: string }): Promise<string>;
  getLastTradePriceNoOutput(request: { tickerSymbol: string }): Promise<void>;
}
type ClientClass = new (options: { baseUrl: string; transport: Transport }) => Client;

let server: RunningServer;
let QuotesClient: ClientClass;
let handlerSource: string;
let clientSource: string;
const asked: string[] = [];
beforeAll(async () => {
  const service = await generateSpec('test/fixtures/protocol/served-as.yaml', 'served-as');
  const { createQuotesService } = await service.load<{ createQuotesService: (handler: unknown) => SoapService }>('server');
  ({ QuotesClient } = await service.load<{ QuotesClient: ClientClass }>('client'));
  clientSource = readFileSync(join(ROOT, service.dir, 'client.ts'), 'utf8');
  handlerSource = readFileSync(join(ROOT, service.dir, 'handler.ts'), 'utf8');
  const handler = {
    getLastTradePrice({ tickerSymbol }: { tickerSymbol: string }): string {
      asked.push(tickerSymbol);
      return tickerSymbol === 'ACME' ? '12.5' : '1';
    },
  };
  server = await serve(createQuotesService(handler));
}, 60_000);
afterAll(() => server?.close());

describe.each(['soap11', 'soap12'] as const)('over %s', (transport) => {
  const client = (): Client => new QuotesClient({ baseUrl: server.origin, transport });

  it("answers the shared request as GetLastTradePrice, with GetLastTradePrice's response", async () => {
    const envelopeNs = transport === 'soap11' ? 'http://schemas.xmlsoap.org/soap/envelope/' : 'http://www.w3.org/2003/05/soap-envelope';
    const answer = await post(
      `${server.origin}/Quotes.asmx`,
      `<e:Envelope xmlns:e="${envelopeNs}"><e:Body><TradePriceRequest xmlns="${NS}"><tickerSymbol>ACME</tickerSymbol></TradePriceRequest></e:Body></e:Envelope>`,
      transport === 'soap11'
        ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${ACTION}"` }
        : { 'content-type': `application/soap+xml; charset=utf-8; action="${ACTION}"` },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(
      /<GetLastTradePriceResponse xmlns="http:\/\/example.org\/quotes\/"><GetLastTradePriceResult>12.5<\/GetLastTradePriceResult><\/GetLastTradePriceResponse>/,
    );
  });

  it('the generated client calls both: the one-way twin resolves on the answer its request gets', async () => {
    await expect(client().getLastTradePrice({ tickerSymbol: 'ACME' })).resolves.toBe('12.5');
    await expect(client().getLastTradePriceNoOutput({ tickerSymbol: `twin-${transport}` })).resolves.toBeUndefined();
    expect(asked).toContain(`twin-${transport}`);
  });
});

describe('the generated code and the served WSDL', () => {
  it('the handler needs no method for the operation served as another; its client method says how it is answered', () => {
    expect(handlerSource).toContain('  getLastTradePrice(request: GetLastTradePriceRequest, context: RequestContext)');
    expect(handlerSource).not.toContain('getLastTradePriceNoOutput');
    expect(clientSource).toContain(
      "   * The same request, declared one-way.\n   * Its requests are GetLastTradePrice's, which no server can tell apart: the service answers it as GetLastTradePrice.\n   */\n  public getLastTradePriceNoOutput(",
    );
  });

  // The generated server hands its handler to the operation table (HandlerOf), which would want the twin's method.
  it('compiles under the strictest flags with every compiler, the handler without the twin', async () => {
    expect(await typeCheck('served-as', ['quotes/*.ts'])).toBe('');
  }, 400_000);

  it('lists both operations in the port type and both bindings, with one request element', async () => {
    const wsdl = await (await fetch(`${server.origin}/Quotes.asmx?WSDL`)).text();
    expect(wsdl.match(/<wsdl:operation name="GetLastTradePriceNoOutput">/g)).toHaveLength(3);
    expect(wsdl.match(/<wsdl:operation name="GetLastTradePrice">/g)).toHaveLength(3);
    expect(wsdl.match(/<s:element name="TradePriceRequest"/g)).toHaveLength(1);
  });

  it("the twin's help page says its requests are answered as GetLastTradePrice's", async () => {
    const page = await (await fetch(`${server.origin}/Quotes.asmx?op=GetLastTradePriceNoOutput`)).text();
    expect(page).toContain(
      `<p>Its requests are those of <a href="${server.origin}/Quotes.asmx?op=GetLastTradePrice">GetLastTradePrice</a>, which no server can tell apart: they are answered as GetLastTradePrice's.</p>`,
    );
  });
});

describe.skipIf(!haveZeep())('zeep, built from the served WSDL', () => {
  it("calls both operations: the twin's request is answered as GetLastTradePrice's", async () => {
    const file = join(ROOT, 'test/.generated/served-as/served.wsdl');
    writeFileSync(file, await (await fetch(`${server.origin}/Quotes.asmx?WSDL`)).text());
    const bindings = { soap11: `{${NS}}QuotesSoap`, soap12: `{${NS}}QuotesSoap12` };
    const { results } = await zeepFromWsdl(file, `${server.origin}/Quotes.asmx`, bindings, [
      ['GetLastTradePrice', { tickerSymbol: 'ACME' }],
      ['GetLastTradePriceNoOutput', { tickerSymbol: 'zeep-twin' }],
    ]);
    for (const transport of ['soap11', 'soap12']) {
      const [priced, twin] = results[transport]!;
      expect(priced).toEqual({ result: '12.5' });
      expect(twin?.fault).toBeUndefined();
      expect(twin?.error).toBeUndefined();
    }
    expect(asked.filter((s) => s === 'zeep-twin')).toHaveLength(2);
  });
});

describe('an operation served as another that is not of the same request is refused at its servedAs', () => {
  it.each([
    // the second operation's lines (O1: requestElement A, param x: int), the issue
    [
      'unknown',
      '    servedAs: O9\n    requestElement: A\n    params: { x: { type: int } }\n    oneWay: true',
      '10:5: operation O2 is served as unknown operation "O9" (did you mean O1?)',
    ],
    [
      'another element',
      '    servedAs: O1\n    requestElement: B\n    params: { x: { type: int } }\n    oneWay: true',
      "10:5: operation O2 is served as O1, but its request body (B) is not O1's (A): only an operation of the same request is served as another",
    ],
    [
      'other parameters',
      '    servedAs: O1\n    requestElement: A\n    params: { y: { type: int } }\n    oneWay: true',
      "10:5: operation O2 is served as O1, but its request A holds other parameters than O1's: only an operation of the same request is served as another",
    ],
    [
      'an operation served as another',
      '    servedAs: O1\n    requestElement: A\n    params: { x: { type: int } }\n    oneWay: true\n  O3:\n    servedAs: O2\n    requestElement: A\n    params: { x: { type: int } }\n    oneWay: true',
      '15:5: operation O3 is served as O2, which is itself served as O1: write servedAs: O1',
    ],
    [
      'a later operation',
      '    servedAs: O3\n    requestElement: A\n    params: { x: { type: int } }\n    oneWay: true\n  O3:\n    requestElement: A\n    params: { x: { type: int } }\n    result: int',
      '10:5: operation O2 is served as O3, which must be declared before it: a server answers a request as the first operation declaring it',
    ],
  ])('%s', (_case, second, want) => {
    const issues = specIssues(specWithOperations(`  O1:\n    requestElement: A\n    params: { x: { type: int } }\n    result: int\n  O2:\n${second}\n`));
    expect(issues).toContain(want);
  });
});
