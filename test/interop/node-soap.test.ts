/**
 * Interop: the npm `soap` client (node-soap 1.13.0) reads our WSDL and calls all 19 operations over
 * SOAP 1.1 (port CRMTeeTimeAPISoap) and SOAP 1.2 (port CRMTeeTimeAPISoap12) against the real server.
 *
 * How node-soap is driven, from its source (node_modules/soap/lib/client.js, wsdl/elements.js):
 * - `client.<Service>.<Port>.<Op>(args, callback)` calls through one port. The top-level
 *   `client.<Op>Async` is whichever port was defined last, so the tests name the port explicitly.
 * - node-soap keeps only bindings with a SOAP transport; the HttpPost port is not offered at all.
 * - The SOAP version is not taken from the binding: `forceSoap12Headers: true` makes node-soap send a
 *   SOAP 1.2 envelope as `application/soap+xml; charset=utf-8; action="..."` (no SOAPAction header).
 *   That option is stored on the parsed WSDL object, which node-soap caches per URL and shares
 *   between clients, so every client here is created with `disableCache: true`.
 *
 * What node-soap gives back (asserted below): ints as numbers, s:decimal as JS numbers (parseFloat,
 * so '89.00' becomes 89 and its scale is lost in the client, while the wire keeps 89.00), strings
 * unescaped, lists as `{ Item: [...] }` arrays even with one item, empty elements as null.
 *
 * Then node-soap drives the real service (SQLite, demo data) through a reseller's story on both
 * ports: book → look up → cancel → search shows the seats free → cancel again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientAsync, type Client } from 'soap';
import { createCRMTeeTimeAPIService } from '../../generated/crmteetimeapi/index.js';
import { serve, type RunningServer } from '../support/http.js';
import { recordingHandler, sampleRequests, type OperationName, type Recorded } from '../support/sample-handler.js';
import { OPERATIONS, asClientSees } from './client-views.js';
import { startService, type TestService } from '../support/service.js';
import { card, seatsOf, untouchedTeeTime } from '../service/booking-fixtures.js';

const NS = 'http://onlinereservationsystems.com/api/';
const SERVICE = 'CRMTeeTimeAPI';

/** [result, rawResponse, soapHeader, rawRequest], as node-soap's callback passes them. */
type Reply = [Record<string, unknown>, string, unknown, string];

function call(client: Client, port: string, operation: string, args: unknown): Promise<Reply> {
  const method = (client as unknown as Record<string, Record<string, Record<string, (...args: unknown[]) => unknown>>>)[SERVICE]?.[port]?.[operation];
  if (!method) throw new Error(`node-soap offers no ${SERVICE}.${port}.${operation}`);
  return new Promise((resolve, reject) => {
    method(args, (error: unknown, result: Record<string, unknown>, rawResponse: string, soapHeader: unknown, rawRequest: string) => {
      if (error) reject(error);
      else resolve([result, rawResponse, soapHeader, rawRequest]);
    });
  });
}

const node = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], value);

const versions = [
  {
    version: '1.1',
    port: 'CRMTeeTimeAPISoap',
    forceSoap12Headers: false,
    transport: 'soap11',
    envelope: 'http://schemas.xmlsoap.org/soap/envelope/',
    faultCode: 'soap:Server',
  },
  {
    version: '1.2',
    port: 'CRMTeeTimeAPISoap12',
    forceSoap12Headers: true,
    transport: 'soap12',
    envelope: 'http://www.w3.org/2003/05/soap-envelope',
    faultCode: 'soap:Receiver',
  },
] as const;

describe('node-soap 1.13.0 against the generated CRMTeeTimeAPI service', () => {
  const { handler, received } = recordingHandler();
  let server: RunningServer;
  let wsdlUrl: string;

  beforeAll(async () => {
    server = await serve(createCRMTeeTimeAPIService(handler));
    wsdlUrl = `${server.origin}/api/CRMTeeTimeAPI.asmx?WSDL`;
  });
  afterAll(() => server?.close());

  it('reads the WSDL: one service with the Soap and Soap12 ports, 19 operations each (node-soap skips HttpPost)', async () => {
    const client = await createClientAsync(wsdlUrl, { disableCache: true });
    const description = client.describe() as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(description)).toEqual([SERVICE]);
    expect(Object.keys(description[SERVICE]!)).toEqual(['CRMTeeTimeAPISoap', 'CRMTeeTimeAPISoap12']);
    expect(Object.keys(description[SERVICE]!.CRMTeeTimeAPISoap!)).toEqual(OPERATIONS);
    expect(Object.keys(description[SERVICE]!.CRMTeeTimeAPISoap12!)).toEqual(OPERATIONS);
    // The addresses in the WSDL use the Host the client asked with.
    const ports = (client.wsdl.definitions.services[SERVICE] as unknown as { ports: Record<string, { location: string }> }).ports;
    for (const port of Object.values(ports)) expect(port.location).toBe(`${server.origin}/api/CRMTeeTimeAPI.asmx`);
  });

  describe.each(versions)('SOAP $version through port $port', ({ port, forceSoap12Headers, transport, envelope, faultCode }) => {
    let client: Client;
    const replies = new Map<OperationName, Reply>();

    beforeAll(async () => {
      client = await createClientAsync(wsdlUrl, { forceSoap12Headers, disableCache: true });
    });

    it.each(OPERATIONS)('%s: the handler gets the exact request and node-soap returns the sample result', async (operation) => {
      const before = received.length;
      const reply = await call(client, port, operation, sampleRequests[operation]);
      replies.set(operation, reply);
      const [result, , , rawRequest] = reply;

      expect(rawRequest).toContain(`xmlns:soap="${envelope}"`);
      expect(received.length).toBe(before + 1);
      const recorded = received[before] as Recorded;
      expect(recorded.operation).toBe(operation);
      expect(recorded.context.transport).toBe(transport);
      if (transport === 'soap11') {
        expect(recorded.context.headers['soapaction']).toBe(`"${NS}${operation}"`);
        expect(recorded.context.headers['content-type']).toBe('text/xml; charset=utf-8');
      } else {
        expect(recorded.context.headers['soapaction']).toBeUndefined();
        expect(recorded.context.headers['content-type']).toBe(`application/soap+xml; charset=utf-8; action="${NS}${operation}"`);
      }
      expect(recorded.request).toEqual(sampleRequests[operation]);

      expect(result).toEqual({ [`${operation}Result`]: asClientSees(operation, { decimal: Number, emptyString: '' }) });
    });

    it('returns nested lists as arrays (also with one item), ints as numbers, decimals as JS numbers, text unescaped', () => {
      const search = replies.get('SearchTeeTimes');
      const areas = replies.get('GetAreaList');
      const hold = replies.get('HoldTeeTime');
      if (!search || !areas || !hold) throw new Error('the operation tests above did not run');

      const facilities = node(search[0], 'SearchTeeTimesResult', 'Facilities', 'TeeTimeFacility');
      expect(Array.isArray(facilities)).toBe(true);
      expect(facilities).toHaveLength(1);
      const south = node(facilities, 0, 'Courses', 'TeeTimeCourse', 1);
      expect(node(south, 'CourseID')).toBe(22);
      expect(node(south, 'TeeTimes', 'TeeTime')).toHaveLength(1);
      expect(node(south, 'TeeTimes', 'TeeTime', 0, 'ID')).toBe(1003);
      expect(node(facilities, 0, 'TeeTimePolicy')).toBe('Cancel 24 h ahead.\nNo refunds <24 h.');
      expect(node(facilities, 0, 'URLAddress')).toBe('https://example.com/?a=1&b=2');

      // s:decimal: the server sends 89.00 / 62.30 with their scale; node-soap hands out parseFloat values.
      expect(search[1]).toContain('<RetailRate>89.00</RetailRate><CourseFee>62.30</CourseFee><BookingFee>3.50</BookingFee>');
      expect(node(facilities, 0, 'Courses', 'TeeTimeCourse', 0, 'TeeTimes', 'TeeTime', 0, 'RetailRate')).toBe(89);
      expect(hold[1]).toContain('<BookingFee>7.00</BookingFee><DueOnline>7.00</DueOnline>');
      expect(node(hold[0], 'HoldTeeTimeResult', 'HoldTeeTime', 'DueOnline')).toBe(7);

      const area = node(areas[0], 'GetAreaListResult', 'Areas', 'Area');
      expect(area).toEqual([{ ID: 7, ShortName: 'Phoenix', LongName: 'Phoenix & Scottsdale', State: 'AZ', Country: 'US' }]);
      expect(areas[1]).toContain('<LongName>Phoenix &amp; Scottsdale</LongName>');
      expect(node(replies.get('GetTotalTeeTimesCount')?.[0], 'GetTotalTeeTimesCountResult', 'TotalTeeTimes')).toBe(2147483647);
      expect(node(replies.get('CreateReservationWithFreeRound')?.[0], 'CreateReservationWithFreeRoundResult', 'Reservation', 'ReservationID')).toBe(-5);
    });

    it('rejects with the SOAP fault when the operation throws', async () => {
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
        const faultClient = await createClientAsync(`${faultServer.origin}/api/CRMTeeTimeAPI.asmx?WSDL`, { forceSoap12Headers, disableCache: true });
        const message = 'Server was unable to process request. ---> Tee time 1001 is no longer available & was released';
        const error = await call(faultClient, port, 'HoldTeeTime', sampleRequests.HoldTeeTime).then(
          () => {
            throw new Error('node-soap resolved a call that should have faulted');
          },
          (thrown: unknown) => thrown as Error & { response?: { status: number }; root?: unknown },
        );
        expect(error.response?.status).toBe(500);
        const fault = node(error.root, 'Envelope', 'Body', 'Fault');
        if (transport === 'soap11') {
          expect(error.message).toBe(`${faultCode}: ${message}`);
          expect(fault).toEqual({ faultcode: faultCode, faultstring: message, detail: '' });
        } else {
          // node-soap formats a SOAP 1.2 code as `${Code.Value}: ${Code.Subcode?.Value}`, so a fault
          // without a Subcode (as ASMX sends it) reads "soap:Receiver: undefined: ..." (wsdl/index.js).
          expect(error.message).toBe(`${faultCode}: undefined: ${message}`);
          expect(fault).toEqual({
            Code: { Value: faultCode },
            Reason: { Text: { attributes: { 'xml:lang': 'en' }, $value: message } },
            Detail: null,
          });
        }
      } finally {
        await faultServer.close();
      }
    });
  });
});

describe('node-soap drives the real service: book → look up → cancel → search shows the seats free → cancel again', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService('sqlite');
  });
  afterAll(() => svc?.close());

  it.each(versions)(
    'over SOAP $version (port $port)',
    async ({ port, forceSoap12Headers }) => {
      const client = await createClientAsync(`${svc.origin}/api/CRMTeeTimeAPI.asmx?WSDL`, { forceSoap12Headers, disableCache: true });
      /** The operation's result (the content of <Op>Result), failing the test unless its ErrorCode is 0. */
      const step = async (operation: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
        const [reply] = await call(client, port, operation, args);
        const result = reply[`${operation}Result`] as Record<string, unknown>;
        expect(result.ErrorCode, `${operation}: ${String(result.ErrorMessage)}`).toBe(0);
        return result;
      };
      const db = svc.app.context.db;
      // Three days ahead (well before the 24-hour cut-off), a tee time of its own per port.
      const TeeTimeID = await untouchedTeeTime(db, svc.clock() + 2 * 86_400_000, { facilityId: 101, skip: forceSoap12Headers ? 1 : 0 });
      const { capacity } = await seatsOf(db, TeeTimeID);
      const date = (await db.get<{ local_date: string }>('SELECT local_date FROM tee_times WHERE id = ?', [TeeTimeID]))!.local_date;
      const playersAllowed = async (): Promise<number> => {
        const found = await step('SearchTeeTimes', {
          SessionID,
          AreaID: 0,
          FacilityID: 101,
          FromDate: date,
          ToDate: date,
          NumberOfPlayers: 1,
          DiscountPercent: 0,
        });
        const offered = (node(found, 'Facilities', 'TeeTimeFacility') as unknown[])
          .flatMap((f) => node(f, 'Courses', 'TeeTimeCourse') as unknown[])
          .flatMap((c) => node(c, 'TeeTimes', 'TeeTime') as unknown[])
          .find((t) => node(t, 'ID') === TeeTimeID);
        return offered === undefined ? 0 : Number(node(offered, 'PlayersAllowed'));
      };

      const SessionID = (await step('Login', { OwnerID: 1, UserID: 'demo', Password: 'demo' })).SessionID;
      const CustomerID = node(
        await step('SaveCustomer', { SessionID, FacilityID: 101, EmailAddress: `node-soap-${port}@example.com`, FirstName: 'Node' }),
        'Customer',
        'CustomerID',
      );
      const booked = await step('CreateReservationWithTracking', {
        SessionID,
        TeeTimeID,
        CustomerID,
        NumberOfPlayers: 2,
        TrackingCode: `node-soap-${port}`,
        ...card(),
      });
      const ReservationID = node(booked, 'Reservation', 'ReservationID');
      const charges = node(booked, 'Reservation', 'Charges', 'Charge');

      expect(node(await step('GetReservation', { SessionID, ReservationID }), 'Reservation')).toMatchObject({
        ReservationID,
        Status: 'Booked',
        TeeTimeID,
        NumberOfPlayers: 2,
        TrackingCode: `node-soap-${port}`,
        Charges: { Charge: charges },
      });
      expect(node(await step('GetCancellationPolicy', { SessionID, ReservationID, TeeTimeID: 0 }), 'Policy')).toMatchObject({
        CutoffHours: 24,
        CanCancel: true,
      });
      expect(await playersAllowed()).toBe(capacity - 2);

      const cancelled = await step('CancelReservation', { SessionID, ReservationID, CustomerID, Reason: 'node-soap story' });
      expect(node(cancelled, 'Cancellation')).toMatchObject({ ReservationID, Refunds: { Charge: charges }, FreeRoundsReturned: 0 });
      expect(await playersAllowed()).toBe(capacity);
      expect(await step('CancelReservation', { SessionID, ReservationID })).toEqual(cancelled);
      expect(node(await step('GetCustomerReservations', { SessionID, CustomerID, FromDate: date, ToDate: date }), 'Reservations', 'ReservationDetail')).toEqual(
        [expect.objectContaining({ ReservationID, Status: 'Cancelled', CancellationReason: 'node-soap story' })],
      );
    },
    60_000,
  );
});
