/**
 * Interop: Python zeep reads the served WSDL of test/fixtures/open-content.yaml (xs:anyType,
 * xs:any and xs:anyAttribute) and calls its operations over SOAP 1.1 and 1.2 with open content of
 * its own (lxml elements, text, extra attributes): the generated server must decode what zeep
 * sends, and zeep must decode what the server answers.
 *
 * zeep's shapes: it sends an anyType value as text or as an AnyObject (a value with its xsi:type);
 * an xs:any is the property `_value_1` (`_value_2`... in order), an xs:anyAttribute `_attr_1`. It
 * reads anyType content holding elements as the list of those elements, text as the text.
 * test/interop/zeep_calls.py passes and prints elements as { xml: "..." }. Two of zeep's own ways
 * show in what it reads: its lax wildcard takes every element that follows (Weight and Label land
 * in `_value_1`), and `_attr_1` repeats the declared attributes too. It cannot unwrap a bare
 * result holding elements (it expects an object), so Echo answers text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { serveRecording, zeep, type Outcomes, type Received } from '../support/zeep.js';

const NS = 'http://example.org/envelopes/';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const XSD = 'http://www.w3.org/2001/XMLSchema';
const AVAILABLE = haveZeep();

const el = (name: string, namespace: string, children: unknown[] = [], attributes: Record<string, string> = {}) => ({ name, namespace, attributes, children });
const content = (children: unknown[] = [], attributes: Record<string, string> = {}) => ({ attributes, children });

/** What the handler answers each operation. */
const ANSWERS: Record<string, unknown> = {
  send: content(['Got it & thanks']),
  echo: content(['echoed'], { level: 'high' }),
  post: {
    Subject: 'Back',
    Body: content([el('p', NS, ['x'])]),
    Extensions: [el('trace', 'urn:trace', ['42'])],
    anyAttributes: { '{urn:x}flag': 'yes' },
    Weight: 2,
    Label: [el('label', NS, ['FRAGILE'])],
    id: 9,
  },
  stamp: [content(['first']), content([el('stamp', 'urn:stamp')])],
};

let running: RunningServer;
let received: Received[];
let outcomes: Outcomes;

beforeAll(async () => {
  if (!AVAILABLE) return;
  ({ running, received } = await serveRecording('test/fixtures/open-content.yaml', 'open-content-zeep', 'createEnvelopesService', (method) => ANSWERS[method]));
  outcomes = await zeep(`${running.origin}/envelopes.asmx?WSDL`, {
    Send: {
      Letter: {
        Subject: 'Hello',
        Body: { anyType: '{http://www.w3.org/2001/XMLSchema}string', value: 'bold' },
        Attachments: { Attachment: ['a.txt'] },
        _value_1: [{ xml: '<trace xmlns="urn:trace">1</trace>' }, { xml: '<hop xmlns="urn:trace"><host>a</host></hop>' }],
        _attr_1: { '{urn:x}flag': 'yes', version: '2' },
      },
      Extra: 'extra text',
    },
    Echo: [{ anyType: '{http://www.w3.org/2001/XMLSchema}int', value: 42 }],
    Post: {
      Parcel: {
        Subject: 'Parcel',
        Weight: 3,
        _value_2: { xml: `<label xmlns="${NS}">FRAGILE</label>` },
        id: 7,
      },
    },
    Stamp: { Code: 'x' },
  });
}, 60_000);

afterAll(async () => {
  await running?.close();
});

describe.skipIf(!AVAILABLE)('zeep calls a service with open content', () => {
  it('over both SOAP ports, without faults or errors', () => {
    expect(Object.keys(outcomes).sort()).toEqual(['EnvelopesSoap', 'EnvelopesSoap12']);
    for (const port of Object.values(outcomes)) for (const outcome of Object.values(port)) expect(outcome).toHaveProperty('result');
  });

  it('the server decodes what zeep sends: elements, text, attributes in namespaces', () => {
    const requests = received.filter((r, i) => i < 4);
    expect(JSON.parse(JSON.stringify(requests))).toEqual([
      {
        method: 'send',
        request: {
          Letter: {
            Subject: 'Hello',
            Body: content(['bold'], { [`{${XSI}}type`]: `{${XSD}}string` }),
            Attachments: [content(['a.txt'])],
            Extensions: [el('trace', 'urn:trace', ['1']), el('hop', 'urn:trace', [el('host', 'urn:trace', ['a'])])],
            anyAttributes: { '{urn:x}flag': 'yes', version: '2' },
          },
          Extra: content(['extra text']),
        },
      },
      { method: 'echo', request: { Request: content(['42'], { [`{${XSI}}type`]: `{${XSD}}int` }) } },
      { method: 'post', request: { Parcel: { Subject: 'Parcel', anyAttributes: {}, Weight: 3, Label: [el('label', NS, ['FRAGILE'])], id: 7 } } },
      { method: 'stamp', request: { Code: 'x' } },
    ]);
    // The second port's calls are the same.
    expect(JSON.stringify(received.slice(4).map((r) => r.request))).toBe(JSON.stringify(received.slice(0, 4).map((r) => r.request)));
  });

  it('zeep decodes what the server answers', () => {
    for (const port of Object.values(outcomes)) {
      expect(port['Send']!.result).toBe('Got it & thanks');
      expect(port['Echo']!.result).toBe('echoed');
      expect(port['Post']!.result).toMatchObject({
        Subject: 'Back',
        Body: [{ xml: `<p xmlns="${NS}">x</p>` }],
        _value_1: [
          { xml: '<trace xmlns="urn:trace">42</trace>' },
          { xml: `<Weight xmlns="${NS}">2</Weight>` },
          { xml: `<label xmlns="${NS}">FRAGILE</label>` },
        ],
        _attr_1: { '{urn:x}flag': 'yes', id: '9' },
        id: '9',
      });
      expect(port['Stamp']!.result).toEqual(['first', [{ xml: '<stamp xmlns="urn:stamp"/>' }]]);
    }
  });
});
