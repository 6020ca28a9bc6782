/**
 * Interop: Python zeep (Debian python3-zeep 4.2.1, run with /usr/bin/python3) reads our WSDL and
 * calls all 19 operations through each port of the service: CRMTeeTimeAPISoap (SOAP 1.1),
 * CRMTeeTimeAPISoap12 (SOAP 1.2) and CRMTeeTimeAPIHttpPost (form POST, mime:mimeXml reply; zeep
 * handles it with zeep.wsdl.bindings.http.HttpPostBinding). The calls are made by
 * test/interop/zeep_client.py, which prints what zeep returned as JSON.
 *
 * Without zeep (apt-get install python3-zeep) the suite is skipped with a warning, or fails when
 * REQUIRE_TOOLS=1 (as in CI).
 *
 * What zeep gives back (asserted below):
 * - ints as ints, s:decimal as decimal.Decimal (printed with str(), so '89.00' keeps its scale);
 * - a list as `{ Item: [...] }` (an array even with one item);
 * - an empty element as None: an empty list wrapper (`<Icons />`), an empty string (`<Error></Error>`)
 *   and the empty AddPlayerCard result; absent optional elements are None as well, so nulls are
 *   dropped before comparing;
 * - over SOAP, zeep unwraps a result whose type has exactly one child element
 *   (zeep/wsdl/messages/soap.py, SoapMessage.deserialize): HasPlayerCard returns the CustomerCards
 *   wrapper's content and GetCustomerPlayerCardProfile returns the bare list. Over HTTP POST it
 *   returns the root element's content as is.
 * - the HttpPost port's SearchTeeTimes takes the form field M instead of AMPM (the WSDL's HTTP POST
 *   message names that part M); zeep_client.py passes AMPM under that name there.
 *
 * Then zeep drives the real service (SQLite, demo data) through a reseller's story on each port:
 * book → look up → cancel → search shows the seats free → cancel again.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCRMTeeTimeAPIService } from '../../generated/crmteetimeapi/index.js';
import type { Transport } from 'soapgen/runtime/binding.js';
import { serve, type RunningServer } from '../support/http.js';
import { recordingHandler, sampleRequests, type OperationName } from '../support/sample-handler.js';
import { OPERATIONS, asClientSees, withoutNulls } from './client-views.js';
import { haveZeep, PYTHON } from '../support/requirements.js';
import { startService, type TestService } from '../support/service.js';
import { card, seatsOf, untouchedTeeTime } from '../service/booking-fixtures.js';

const NS = 'http://onlinereservationsystems.com/api/';
const SCRIPT = fileURLToPath(new URL('./zeep_client.py', import.meta.url));
const AVAILABLE = haveZeep();

interface Outcome {
  result?: unknown;
  fault?: { message: string; code: string | null };
  error?: string;
}
interface ZeepOutput {
  zeep: string;
  parameters: Record<Transport, Record<string, string[]>>;
  results: Record<Transport, Record<string, Outcome>>;
}

function run(args: string[], stdin?: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(PYTHON, args, { timeout: 50_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stdout, stderr }));
      else resolve({ stdout, stderr });
    });
    child.stdin?.end(stdin ?? '');
  });
}

async function callWithZeep(origin: string, requests: Partial<Record<OperationName, unknown>>): Promise<ZeepOutput> {
  const { stdout } = await run([SCRIPT, `${origin}/api/CRMTeeTimeAPI.asmx?WSDL`], JSON.stringify(requests)).catch((error: Error & { stderr?: string }) => {
    throw new Error(`zeep_client.py failed: ${error.message}\n${error.stderr ?? ''}`);
  });
  return JSON.parse(stdout) as ZeepOutput;
}

const TRANSPORTS = ['soap11', 'soap12', 'httpPost'] as const satisfies readonly Transport[];

/** Results zeep unwraps over SOAP because their type has exactly one child element. */
const SOAP_UNWRAPPED: Partial<Record<OperationName, string>> = {
  HasPlayerCard: 'CustomerCards',
  GetCustomerPlayerCardProfile: 'ResponsePlayerCardProfile',
};

function expectedFromZeep(operation: OperationName, transport: Transport): unknown {
  let value = asClientSees(operation, { decimal: (text) => text, emptyString: null });
  const child = SOAP_UNWRAPPED[operation];
  if (transport !== 'httpPost' && child !== undefined) value = (value as Record<string, unknown>)[child];
  return withoutNulls(value);
}

const node = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], value);

describe.skipIf(!AVAILABLE)('Python zeep against the generated CRMTeeTimeAPI service', () => {
  const { handler, received } = recordingHandler();
  let server: RunningServer;
  let output: ZeepOutput;

  beforeAll(async () => {
    server = await serve(createCRMTeeTimeAPIService(handler));
    output = await callWithZeep(server.origin, sampleRequests);
  }, 60_000);
  afterAll(() => server?.close());

  it('is zeep 4.x', () => {
    expect(output.zeep).toMatch(/^4\./);
  });

  it("reads every operation's parameters from the WSDL, in order, on each port", () => {
    for (const operation of OPERATIONS) {
      const names = Object.keys(sampleRequests[operation]);
      expect(output.parameters.soap11[operation], operation).toEqual(names);
      expect(output.parameters.soap12[operation], operation).toEqual(names);
      // The HttpPost message of SearchTeeTimes names the AMPM part M; every other part keeps its name.
      const form = operation === 'SearchTeeTimes' ? names.map((name) => (name === 'AMPM' ? 'M' : name)) : names;
      expect(output.parameters.httpPost[operation], operation).toEqual(form);
    }
  });

  describe.each(TRANSPORTS)('over %s', (transport) => {
    it('sent each operation once, in order, through this transport', () => {
      expect(received.filter((r) => r.context.transport === transport).map((r) => r.operation)).toEqual(OPERATIONS);
    });

    it.each(OPERATIONS)('%s: the handler gets the exact request and zeep returns the sample result', (operation) => {
      const calls = received.filter((r) => r.context.transport === transport && r.operation === operation);
      expect(calls).toHaveLength(1);
      const headers = calls[0]!.context.headers;
      expect(headers['user-agent']).toMatch(/^Zeep\//);
      if (transport === 'soap11') {
        expect(headers['content-type']).toBe('text/xml; charset=utf-8');
        expect(headers['soapaction']).toBe(`"${NS}${operation}"`);
      } else if (transport === 'soap12') {
        // zeep sends the action both in Content-Type and as a SOAPAction header.
        expect(headers['content-type']).toBe(`application/soap+xml; charset=utf-8; action="${NS}${operation}"`);
        expect(headers['soapaction']).toBe(`"${NS}${operation}"`);
      } else {
        expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
      }
      expect(calls[0]!.request).toEqual(sampleRequests[operation]);

      const outcome = output.results[transport][operation];
      expect(outcome?.error ?? outcome?.fault ?? null).toBeNull();
      expect(withoutNulls(outcome?.result)).toEqual(expectedFromZeep(operation, transport));
    });

    it('returns decimals with their scale, ints as numbers, one-item lists as lists, text unescaped', () => {
      const result = (operation: OperationName) => output.results[transport][operation]?.result;
      const facility = node(result('SearchTeeTimes'), 'Facilities', 'TeeTimeFacility', 0);
      expect(node(facility, 'Courses', 'TeeTimeCourse', 1, 'TeeTimes', 'TeeTime')).toEqual([
        expect.objectContaining({ ID: 1003, Holes: 18, RetailRate: '89.00', CourseFee: '62.30', BookingFee: '3.50', TaxAmount: '5.12' }),
      ]);
      expect(node(facility, 'TeeTimePolicy')).toBe('Cancel 24 h ahead.\nNo refunds <24 h.');
      expect(node(result('HoldTeeTime'), 'HoldTeeTime')).toEqual({
        NewTeeTimeID: 50001,
        NewDateTime: '2026-11-22T07:30:00',
        CourseFee: '124.60',
        TaxAmount: '10.24',
        BookingFee: '7.00',
        DueOnline: '7.00',
      });
      expect(node(result('GetAreaList'), 'Areas', 'Area')).toEqual([
        { ID: 7, ShortName: 'Phoenix', LongName: 'Phoenix & Scottsdale', State: 'AZ', Country: 'US' },
      ]);
      expect(node(result('GetTotalTeeTimesCount'), 'TotalTeeTimes')).toBe(2147483647);
      expect(node(result('CreateReservationWithTracking'), 'Reservation', 'Charges', 'Charge')).toEqual([{ Amount: '0.10', ChargeBy: 'Online' }]);

      const profiles =
        transport === 'httpPost' ? node(result('GetCustomerPlayerCardProfile'), 'ResponsePlayerCardProfile') : result('GetCustomerPlayerCardProfile');
      expect(profiles).toHaveLength(2);
      expect(node(profiles, 0, 'PlayerCardRounds', 'PlayerCardRounds')).toEqual([
        { GolfFacilityName: 'Desert Pines', FacilityRoundAvailable: 4, RoundsUsed: 2, Expires: '2026-12-31' },
      ]);
      expect(node(profiles, 1)).toMatchObject({ SpecialOfferFreeRounds: 0, RoundsUsed: 0, PlayerCardRounds: null });
    });
  });

  it("raises zeep.exceptions.Fault with the server's message when the operation throws", async () => {
    const failing = recordingHandler();
    const faultServer = await serve(
      createCRMTeeTimeAPIService({
        ...failing.handler,
        holdTeeTime: () => {
          throw new Error('Tee time 1001 is no longer available & was released');
        },
      }),
    );
    try {
      const { results } = await callWithZeep(faultServer.origin, { HoldTeeTime: sampleRequests.HoldTeeTime });
      const message = 'Server was unable to process request. ---> Tee time 1001 is no longer available & was released';
      expect(results.soap11.HoldTeeTime).toEqual({ fault: { message, code: 'soap:Server' } });
      expect(results.soap12.HoldTeeTime).toEqual({ fault: { message, code: 'soap:Receiver' } });
      // zeep's HttpPostBinding turns any non-200 reply into Fault(message=<the body>): our text/plain line.
      expect(results.httpPost.HoldTeeTime).toEqual({ fault: { message: `${message}\n`, code: null } });
    } finally {
      await faultServer.close();
    }
  }, 60_000);
});

describe.skipIf(!AVAILABLE)('Python zeep drives the real service: book → look up → cancel → search shows the seats free → cancel again', () => {
  let svc: TestService;
  let stories: Record<Transport, Record<string, Outcome>>;
  const teeTimes = {} as Record<Transport, { TeeTimeID: number; FacilityID: number; Date: string; capacity: number }>;

  beforeAll(async () => {
    svc = await startService('sqlite');
    const db = svc.app.context.db;
    for (const [skip, transport] of TRANSPORTS.entries()) {
      // Three days ahead: well before the 24-hour cut-off.
      const TeeTimeID = await untouchedTeeTime(db, svc.clock() + 2 * 86_400_000, { facilityId: 101, skip });
      const row = await db.get<{ local_date: string }>('SELECT local_date FROM tee_times WHERE id = ?', [TeeTimeID]);
      teeTimes[transport] = { TeeTimeID, FacilityID: 101, Date: row!.local_date, capacity: (await seatsOf(db, TeeTimeID)).capacity };
    }
    const story = { login: { OwnerID: 1, UserID: 'demo', Password: 'demo' }, card: card(), teeTimes };
    const { stdout } = await run([SCRIPT, '--story', `${svc.origin}/api/CRMTeeTimeAPI.asmx?WSDL`], JSON.stringify(story));
    stories = (JSON.parse(stdout) as { stories: typeof stories }).stories;
  }, 90_000);
  afterAll(() => svc?.close());

  /** PlayersAllowed of the story's tee time in a search zeep returned (0 when not offered). */
  const playersAllowed = (search: unknown, teeTimeId: number): number => {
    const facilities = node(search, 'Facilities', 'TeeTimeFacility') as unknown[];
    const offered = facilities
      .flatMap((f) => node(f, 'Courses', 'TeeTimeCourse') as unknown[])
      .flatMap((c) => node(c, 'TeeTimes', 'TeeTime') as unknown[])
      .find((t) => node(t, 'ID') === teeTimeId);
    return offered === undefined ? 0 : Number(node(offered, 'PlayersAllowed'));
  };

  it.each(TRANSPORTS)('over %s', (transport) => {
    const steps = stories[transport];
    const failed = Object.entries(steps).filter(([, outcome]) => outcome.result === undefined || node(outcome.result, 'ErrorCode') !== 0);
    expect(failed, JSON.stringify(failed)).toEqual([]);
    expect(Object.keys(steps)).toEqual([
      'Login',
      'SaveCustomer',
      'Book',
      'LookUp',
      'Policy',
      'SearchBooked',
      'Cancel',
      'SearchCancelled',
      'CancelAgain',
      'CustomerReservations',
    ]);
    const result = (step: string, ...path: string[]) => node(steps[step]!.result, ...path);
    const { TeeTimeID, capacity } = teeTimes[transport];
    const reservationId = result('Book', 'Reservation', 'ReservationID');
    const charges = result('Book', 'Reservation', 'Charges', 'Charge');

    expect(result('LookUp', 'Reservation')).toMatchObject({
      ReservationID: reservationId,
      Status: 'Booked',
      TeeTimeID,
      FacilityID: 101,
      NumberOfPlayers: 2,
      TrackingCode: `zeep-${PORT_NAMES[transport]}`,
      Charges: { Charge: charges },
    });
    expect(result('Policy', 'Policy')).toMatchObject({ CutoffHours: 24, CanCancel: true, Refunds: { Charge: charges } });
    expect(playersAllowed(result('SearchBooked'), TeeTimeID)).toBe(capacity - 2);
    expect(result('Cancel', 'Cancellation')).toMatchObject({ ReservationID: reservationId, Refunds: { Charge: charges }, FreeRoundsReturned: 0 });
    expect(playersAllowed(result('SearchCancelled'), TeeTimeID)).toBe(capacity);
    expect(result('CancelAgain')).toEqual(result('Cancel'));
    expect(result('CustomerReservations', 'Reservations', 'ReservationDetail')).toEqual([
      expect.objectContaining({ ReservationID: reservationId, Status: 'Cancelled', CancellationReason: 'zeep story', Refunds: { Charge: charges } }),
    ]);
  });
});

/** The WSDL port zeep_client.py binds for each transport (its tracking codes name it). */
const PORT_NAMES: Record<Transport, string> = { soap11: 'CRMTeeTimeAPISoap', soap12: 'CRMTeeTimeAPISoap12', httpPost: 'CRMTeeTimeAPIHttpPost' };
