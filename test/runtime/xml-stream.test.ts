/**
 * The client reads answers straight off the text (runtime/xml/stream.ts) and hands anything
 * unusual to the tree reader. The two must agree: on the usual answer the stream path reads it
 * itself, and on every other document the final answer (or error) is the tree's.
 */
import { describe, expect, it } from 'vitest';
import { decodeResponseSearchTeeTime, decodeResponseGetArea } from '../../generated/crmteetimeapi/decoders.js';
import { encodeResponseSearchTeeTime } from '../../generated/crmteetimeapi/encoders.js';
import { FieldReader, type Fields } from 'soapgen/runtime/xml/decode.js';
import { childElement, parseXml } from 'soapgen/runtime/xml/parse.js';
import { decodeStream, NotStreamable, treeDecides } from 'soapgen/runtime/xml/stream.js';
import { SCALARS } from 'soapgen/runtime/xml/scalars.js';
import { sampleResults } from '../support/sample-handler.js';

const NS = 'http://onlinereservationsystems.com/api/';
const ENV = 'http://schemas.xmlsoap.org/soap/envelope/';
const PATH = [
  ['Envelope', ENV],
  ['Body', ENV],
  ['SearchTeeTimesResponse', NS],
  ['SearchTeeTimesResult', NS],
] as const;

const envelope = (result: string, extra = ''): string =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ENV}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
  `<soap:Body><SearchTeeTimesResponse xmlns="${NS}"><SearchTeeTimesResult>${result}</SearchTeeTimesResult>${extra}</SearchTeeTimesResponse></soap:Body></soap:Envelope>`;

/** What the tree reader makes of the document: the result, or its error message. */
function byTree(xml: string, decode: (f: Fields) => unknown = decodeResponseSearchTeeTime): unknown {
  try {
    const body = childElement(parseXml(xml), 'Body', ENV)!;
    const result = childElement(childElement(body, 'SearchTeeTimesResponse', NS)!, 'SearchTeeTimesResult', NS)!;
    return decode(new FieldReader(result, NS));
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The stream path alone: its result, or 'tree' when it leaves the document to the tree reader. */
function byStream(xml: string, decode: (f: Fields) => unknown = decodeResponseSearchTeeTime): unknown {
  try {
    return decodeStream(xml, PATH, NS, decode);
  } catch (error) {
    if (treeDecides(error)) return 'tree';
    throw error;
  }
}

const usual = encodeResponseSearchTeeTime(sampleResults.SearchTeeTimes);
const teeTime =
  '<ID>7</ID><Time>2026-11-22T08:00:00-07:00</Time><PlayersAllowed>4</PlayersAllowed><Holes>18</Holes><RetailRate>89.00</RetailRate><CourseFee>80.00</CourseFee><BookingFee>2.50</BookingFee><TaxAmount>6.50</TaxAmount>';
const search = (teeTimeXml: string): string =>
  `<ErrorCode>0</ErrorCode><Facilities><TeeTimeFacility><ID>1</ID><Courses><TeeTimeCourse><TeeTimes><TeeTime>${teeTimeXml}</TeeTime></TeeTimes><CourseID>2</CourseID></TeeTimeCourse></Courses></TeeTimeFacility></Facilities>`;

describe('the stream path reads the usual answers itself, exactly as the tree does', () => {
  it.each([
    ['an answer as the generated server writes it', envelope(usual)],
    [
      'pretty-printed, with comments, CDATA and references',
      envelope(
        search(teeTime.replace('<Holes>18</Holes>', '\n  <!-- nine or eighteen -->\n  <Holes><![CDATA[1]]>&#56;</Holes>\n  ')).replace(
          '<ErrorCode>',
          '\n<ErrorCode>',
        ),
      ),
    ],
    [
      'elements with a declared prefix',
      envelope(search(teeTime))
        .replace(
          `<SearchTeeTimesResponse xmlns="${NS}"><SearchTeeTimesResult>`,
          `<t:SearchTeeTimesResponse xmlns:t="${NS}"><t:SearchTeeTimesResult xmlns="${NS}">`,
        )
        .replace('</SearchTeeTimesResult></SearchTeeTimesResponse>', '</t:SearchTeeTimesResult></t:SearchTeeTimesResponse>'),
    ],
    [
      'nil optional fields and nil list items',
      envelope(
        search(teeTime.replace('<PlayersAllowed>', '<Information xsi:nil="true"/><PlayersAllowed>')).replace(
          '<TeeTimeCourse>',
          '<TeeTimeCourse xsi:nil="true"/><TeeTimeCourse>',
        ),
      ),
    ],
    ['a SOAP header before the body', envelope(usual).replace('<soap:Body>', '<soap:Header><Trace xmlns="urn:x">1</Trace></soap:Header><soap:Body>')],
    ['an empty list', envelope('<ErrorCode>0</ErrorCode><Facilities/>')],
    [
      'items read in one step beside items that are not plain (an optional field present, whitespace, a reference, an empty one)',
      envelope(
        search(
          [
            teeTime,
            teeTime.replace('<PlayersAllowed>', '<Information>Cart &amp; range</Information><PlayersAllowed>'),
            teeTime.replace('<Holes>', '\n<Holes>'),
            `${teeTime}<Icons></Icons>`,
            teeTime.replace('<ID>7</ID>', '<ID>8</ID>'),
          ].join('</TeeTime><TeeTime>'),
        ),
      ),
    ],
  ])('%s', (_name, xml) => {
    const streamed = byStream(xml);
    expect(streamed).not.toBe('tree');
    expect(streamed).toStrictEqual(byTree(xml));
  });
});

describe('items of leaf fields, read in one step', () => {
  const decodeItem = (f: Fields): unknown => ({ v: f.scalar('a-b', SCALARS.int, true), w: f.scalar('c.d', SCALARS.string) });
  const decodeRoot = (f: Fields): unknown => f.items('x.y', decodeItem);

  it('match names as written, not as patterns', () => {
    const xml = '<r><xzy><a-b>1</a-b></xzy><x.y><a-b>2</a-b><c.d>t</c.d></x.y><x.y><a-b>3</a-b></x.y><x.y><a-b>4</a-b><cxd>u</cxd></x.y></r>';
    expect(decodeStream(xml.replace('<x.y><a-b>4</a-b><cxd>u</cxd></x.y>', ''), [['r', '']], '', decodeRoot)).toStrictEqual([
      { v: 2, w: 't' },
      { v: 3, w: undefined },
    ]);
    expect(decodeRoot(new FieldReader(parseXml(xml), ''))).toStrictEqual([
      { v: 2, w: 't' },
      { v: 3, w: undefined },
      { v: 4, w: undefined },
    ]);
    // An element the item's decoder does not know: the tree decides, as for an item read field by field.
    expect(() => decodeStream(xml, [['r', '']], '', decodeRoot)).toThrow(NotStreamable);
  });
});

describe('anything unusual is left to the tree reader', () => {
  it.each([
    [
      'fields out of schema order',
      envelope(search(teeTime.replace('<ID>7</ID><Time>2026-11-22T08:00:00-07:00</Time>', '<Time>2026-11-22T08:00:00-07:00</Time><ID>7</ID>'))),
    ],
    ['an element the schema does not know', envelope(search(`${teeTime}<Extra>1</Extra>`))],
    [
      'an unknown element named like the start of an optional field, where that field may be',
      envelope(search(teeTime.replace('<PlayersAllowed>', '<Info>x</Info><PlayersAllowed>'))),
    ],
    [
      'an optional field left out, then a field written out of order',
      envelope(search(teeTime.replace('<PlayersAllowed>4</PlayersAllowed><Holes>18</Holes>', '<Holes>18</Holes><PlayersAllowed>4</PlayersAllowed>'))),
    ],
    ['a field in another namespace', envelope(search(`<o:ID xmlns:o="urn:other">9</o:ID>${teeTime}`))],
    ['fields in another default namespace, written plainly', envelope(search(teeTime)).replace('<TeeTime>', '<TeeTime xmlns="urn:other">')],
    ['a field given twice', envelope(search(`${teeTime}<Holes>9</Holes>`))],
    ['a value of the wrong type', envelope(search(teeTime.replace('<Holes>18</Holes>', '<Holes>eighteen</Holes>')))],
    ['a required field missing', envelope(search(teeTime.replace('<ID>7</ID>', '')))],
    ['a required field nil', envelope(search(teeTime.replace('<ID>7</ID>', '<ID xsi:nil="true"/>')))],
    ['a scalar with child elements', envelope(search(teeTime.replace('<Holes>18</Holes>', '<Holes>18<b>!</b></Holes>')))],
    ['a nil result', envelope('').replace('<SearchTeeTimesResult></SearchTeeTimesResult>', '<SearchTeeTimesResult xsi:nil="true"/>')],
    [
      'a fault beside the answer',
      envelope(usual).replace('</soap:Body>', '<soap:Fault><faultcode>soap:Server</faultcode><faultstring>x</faultstring></soap:Fault></soap:Body>'),
    ],
    ['malformed XML', envelope(usual).replace('</soap:Envelope>', '</soap:Envelop>')],
    [
      'a plain item after others with a value of the wrong type',
      envelope(search([teeTime, teeTime.replace('<Holes>18</Holes>', '<Holes>x</Holes>')].join('</TeeTime><TeeTime>'))),
    ],
    ['a plain item after others with a required field missing', envelope(search([teeTime, teeTime.replace('<ID>7</ID>', '')].join('</TeeTime><TeeTime>')))],
    ['a plain item after others whose end tag does not match', envelope(search(teeTime)).replace('</TeeTime>', '</TeeTimeX>')],
  ])('%s', (_name, xml) => {
    expect(byStream(xml)).toBe('tree');
  });

  it('says so with NotStreamable, which no decoder error is mistaken for', () => {
    expect(() => decodeStream(envelope(search(`${teeTime}<Extra/>`)), PATH, NS, decodeResponseSearchTeeTime)).toThrow(NotStreamable);
    expect(treeDecides(new Error('a bug'))).toBe(false);
  });

  it('reads only the path it is given', () => {
    // GetAreaList's decoder on a search answer: the fields do not match, so the tree decides.
    expect(byStream(envelope(usual), decodeResponseGetArea)).toBe('tree');
  });
});

describe('a character XML forbids, anywhere in an answer, is refused as the tree refuses it', () => {
  // Items the stream path reads whole (leaf runs), a field read alone, the envelope's tags and attributes.
  const answer = envelope(search(teeTime).replace('</TeeTimes>', `<TeeTime>${teeTime}</TeeTime><TeeTime>${teeTime}</TeeTime></TeeTimes>`));

  it('the stream path reads the answer itself', () => {
    expect(byStream(answer)).toEqual(byTree(answer));
    expect(byStream(answer)).not.toBe('tree');
  });

  it.each([
    ['\u0001', 'U+0001'],
    ['\uFFFF', 'U+FFFF'],
    ['\uDC00', 'U+DC00'],
  ])('%j inserted at any position: the tree decides, and its error is %s there', (char, name) => {
    for (let at = 0; at <= answer.length; at++) {
      const xml = answer.slice(0, at) + char + answer.slice(at);
      expect(byStream(xml), `at ${at}`).toBe('tree');
      expect(byTree(xml), `at ${at}`).toEqual({ error: `character ${name} is not allowed in XML (line 1, column ${at + 1})` });
    }
  });
});
