/**
 * The runtime's XML reader against fast-xml-parser on the service's typical requests: parses per
 * second of each, one after the other in this process. fast-xml-parser is timed as the server would
 * need it, validating (a malformed request must be refused) and without: it resolves no namespaces,
 * so the server would still have that work to do on its tree. `npx tsx bench/xml-reader.ts`.
 */
import { XMLParser } from 'fast-xml-parser';
import { parseXml } from 'soapgen/runtime/xml/parse.js';
import { sampleRequests } from '../test/support/sample-handler.js';
import { soapRequest } from './soap-call.js';

// The same requests the tests send (test/support/sample-handler.ts), so the two stay in step.
const REQUESTS = (['Login', 'SearchTeeTimes', 'CreateReservation'] as const).map((name) => [name, soapRequest(name, sampleRequests[name]).body] as const);

const fxp = new XMLParser({ ignoreAttributes: false, parseTagValue: false, parseAttributeValue: false });

/** Calls per second of each parser on `text`, best of 5 rounds of about 200 ms each, the parsers taking turns (so a busy moment hurts all alike). */
function rates(parsers: ReadonlyArray<(text: string) => unknown>, text: string): number[] {
  const best = parsers.map(() => 0);
  for (let round = 0; round < 5; round++) {
    parsers.forEach((parse, p) => {
      let calls = 0;
      const started = performance.now();
      let elapsed = 0;
      while (elapsed < 200) {
        for (let i = 0; i < 100; i++) parse(text);
        calls += 100;
        elapsed = performance.now() - started;
      }
      best[p] = Math.max(best[p]!, (calls / elapsed) * 1000);
    });
  }
  return best;
}

const k = (perSecond: number): string => `${(perSecond / 1000).toFixed(1)} k/s`;
console.log('| request | bytes | runtime parseXml | fast-xml-parser, validating | fast-xml-parser, not validating |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, text] of REQUESTS) {
  const [ours, validating, plain] = rates([parseXml, (t) => fxp.parse(t, true), (t) => fxp.parse(t)], text) as [number, number, number];
  console.log(
    `| ${name} | ${Buffer.byteLength(text)} | ${k(ours)} | ${k(validating)} (1/${(ours / validating).toFixed(1)}) | ${k(plain)} (1/${(ours / plain).toFixed(1)}) |`,
  );
}
