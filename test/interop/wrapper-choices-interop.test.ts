/**
 * Interop: Python zeep and node-soap read the served WSDL of test/fixtures/shapes/wrapper-choices.yaml
 * (a choice and an optional sequence directly in the request wrapper, a choice in the response
 * wrapper, a repeated choice) and call it with each alternative over both SOAP ports; the handler
 * sees what they sent, and they decode the alternative answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientAsync, type Client } from 'soap';
import type { RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { serveRecording, zeep, type Outcomes, type Received } from '../support/zeep.js';

/** Either alternative of the response's choice, by what was asked. */
const answers: Record<string, (request: Record<string, unknown>) => unknown> = {
  find: (r) => (r['Id'] === 404 ? { Event: r['Event'], Reason: 'no such ticket' } : { Event: r['Event'], Ticket: `T-${String(r['Event'])}` }),
  mark: (r) => (r['Labels'] as unknown[] | undefined)?.length ?? 0,
  count: (r) => String(r['Event']).length,
};

let running: RunningServer;
let received: Received[];
beforeAll(async () => {
  ({ running, received } = await serveRecording(
    'test/fixtures/shapes/wrapper-choices.yaml',
    'wrapper-choices-interop',
    'createTicketsService',
    (method, request) => answers[method]!(request),
  ));
}, 60_000);
afterAll(() => running?.close());

/** Without the properties left undefined, as JSON has them. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

describe.skipIf(!haveZeep())('zeep calls operations whose wrappers hold choices', () => {
  // given: zeep's call (zeep takes a choice's elements as keywords, a repeated choice's items as
  // _value_1, each a mapping of its one element; it asks for an optional sequence's elements,
  // minOccurs="0" on the sequence notwithstanding, so every call gives Row and Number); want: what
  // the handler received, what zeep decoded
  const cases = [
    [
      { Find: { Event: 'open', Id: 404, Row: 'A', Number: 1 } },
      { method: 'find', request: { Event: 'open', Id: 404, Row: 'A', Number: 1 } },
      { Event: 'open', Ticket: null, Reason: 'no such ticket' },
    ],
    [
      { Find: { Event: 'cup', Member: { Number: 12, Club: 'Elm' }, Row: 'K', Number: 4 } },
      { method: 'find', request: { Event: 'cup', Member: { Number: 12, Club: 'Elm' }, Row: 'K', Number: 4 } },
      { Event: 'cup', Ticket: 'T-cup', Reason: null },
    ],
    [
      { Find: { Event: 'cup', Name: 'Ann', Birth: '1990-02-03', Row: 'B', Number: 2 } },
      { method: 'find', request: { Event: 'cup', Name: 'Ann', Birth: '1990-02-03', Row: 'B', Number: 2 } },
      { Event: 'cup', Ticket: 'T-cup', Reason: null },
    ],
    [
      { Mark: { _value_1: [{ Tag: 'a' }, { Code: 2 }, { Tag: 'b' }] } },
      { method: 'mark', request: { Labels: [{ Tag: 'a' }, { Code: 2 }, { Tag: 'b' }] } },
      '3',
    ],
  ] as const;
  const outcomes: { outcomes: Outcomes; received: unknown }[] = [];
  beforeAll(async () => {
    for (const [call] of cases) {
      received.length = 0;
      outcomes.push({ outcomes: await zeep(`${running.origin}/Tickets.asmx?WSDL`, call), received: plain(received) });
    }
  }, 90_000);

  it.each(cases.map((c, i) => [i, ...c] as const))('case %i: %j over both ports', (i, call, want, decoded) => {
    const [operation] = Object.keys(call);
    const { outcomes: got, received: seen } = outcomes[i]!;
    for (const port of ['TicketsSoap', 'TicketsSoap12']) expect(got[port]?.[operation!]).toEqual({ result: decoded });
    expect(seen).toEqual([want, want]);
  });
});

describe.each([
  { port: 'TicketsSoap', forceSoap12Headers: false },
  { port: 'TicketsSoap12', forceSoap12Headers: true },
])('node-soap over $port', ({ port, forceSoap12Headers }) => {
  let client: Client;
  const call = async (operation: string, args: object): Promise<unknown> => {
    const method = (
      client as unknown as Record<string, Record<string, Record<string, (args: object, callback: (error: unknown, result: unknown) => void) => void>>>
    )['Tickets']![port]![operation]!;
    return new Promise((resolve, reject) => method(args, (error, result) => (error ? reject(error) : resolve(result))));
  };
  beforeAll(async () => {
    client = await createClientAsync(`${running.origin}/Tickets.asmx?WSDL`, { disableCache: true, forceSoap12Headers });
  });

  it.each([
    // given: the arguments of Find; want: what the handler received, what node-soap decoded
    [
      { Event: 'open', Id: 404 },
      { Event: 'open', Id: 404 },
      { Event: 'open', Reason: 'no such ticket' },
    ],
    [
      { Event: 'cup', Member: { Number: 12 } },
      { Event: 'cup', Member: { Number: 12 } },
      { Event: 'cup', Ticket: 'T-cup' },
    ],
    [
      { Event: 'cup', Name: 'Ann', Row: 'K', Number: 4 },
      { Event: 'cup', Name: 'Ann', Row: 'K', Number: 4 },
      { Event: 'cup', Ticket: 'T-cup' },
    ],
  ])('Find(%j)', async (args, want, decoded) => {
    received.length = 0;
    expect(await call('Find', args)).toEqual(decoded);
    expect(plain(received)).toEqual([{ method: 'find', request: want }]);
  });
});
