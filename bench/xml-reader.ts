/**
 * The runtime's XML reader against fast-xml-parser on the service's typical requests: parses per
 * second of each, one after the other in this process. fast-xml-parser is timed as the server would
 * need it, validating (a malformed request must be refused) and without: it resolves no namespaces,
 * so the server would still have that work to do on its tree. `npx tsx bench/xml-reader.ts`.
 */
import { XMLParser } from 'fast-xml-parser';
import { parseXml } from 'soapgen/runtime/xml/parse.js';
import { soapRequest } from './soap-call.js';

const REQUESTS: ReadonlyArray<readonly [string, string]> = [
  ['Login', soapRequest('Login', { OwnerID: 1, UserID: 'reseller-17', Password: 'correct horse' }).body],
  [
    'SearchTeeTimes',
    soapRequest('SearchTeeTimes', {
      SessionID: 'b3f1c2d4e5f60718293a4b5c6d7e8f90',
      StateProv: 'AZ',
      AreaID: 3,
      FacilityID: 0,
      FromDate: '2026-12-01',
      ToDate: '2026-12-03',
      AMPM: 'AM',
      NumberOfPlayers: 2,
      DiscountPercent: 0,
    }).body,
  ],
  [
    'CreateReservation',
    soapRequest('CreateReservation', {
      SessionID: 'b3f1c2d4e5f60718293a4b5c6d7e8f90',
      TeeTimeID: 50001,
      CreditCardNumber: '4111111111111111',
      EmailAddress: 'pat@example.com',
      CustomerID: 'C-000042',
      NumberOfPlayers: 2,
      CreditCardName: 'Pat O Neil',
      CreditCardAddress: '2 Green Rd',
      CreditCardPostalCode: '85281',
      CreditCardCountry: 'US',
      CreditCardType: 'Visa',
      CreditCardExpMo: 12,
      CreditCardExpYr: 2030,
    }).body,
  ],
];

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
