/**
 * Reservations read back and cancelled, over real HTTP on a real database with the generated
 * client: the story on every transport, the policy and its cut-offs, refunds, free rounds,
 * tenancy, idempotent and concurrent cancels, and a cancel racing a booking for the last seats.
 * Runs on SQLite and, when reachable, on PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CRMTeeTimeAPIClient } from '../../generated/crmteetimeapi/client.js';
import type { Transport } from 'soapgen/runtime/binding.js';
import { TestPaymentGateway } from '../../service/booking/payments.js';
import { ErrorCode } from '../../service/errors.js';
import { runPostgresSuite, startService, TEST_START, type Engine, type TestService } from '../support/service.js';
import { card, freeInSearch as freeInSearchOf, loginAs, seatsOf, untouchedTeeTime } from './booking-fixtures.js';

const TRANSPORTS: readonly Transport[] = ['soap11', 'soap12', 'httpPost'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/;

const withPostgres = await runPostgresSuite('cancellation');

/** The test gateway, failing refunds while `failRefunds` is set and counting the refund calls that reached it. */
class RecordingGateway extends TestPaymentGateway {
  failRefunds = false;
  refundCalls = 0;
  override async refund(reference: string, amountCents: number): Promise<string> {
    this.refundCalls++;
    if (this.failRefunds) throw new Error('gateway unavailable');
    return super.refund(reference, amountCents);
  }
}

for (const engine of ['sqlite', 'postgres'] as const satisfies readonly Engine[]) {
  describe.skipIf(engine === 'postgres' && !withPostgres)(`cancellation on ${engine}`, () => {
    let svc: TestService;
    let client: CRMTeeTimeAPIClient;
    let SessionID: string;
    const gateway = new RecordingGateway();
    beforeAll(async () => {
      svc = await startService(engine, { LOGIN_IP_MAX_PER_MINUTE: '1000' }, { payments: gateway });
      client = svc.client();
    });
    afterAll(async () => svc?.close());
    beforeEach(async () => at(TEST_START));

    /** Moves the clock to `ms` and logs in afresh (a jump of hours ends the sessions of before). */
    async function at(ms: number): Promise<void> {
      svc.clock.set(ms);
      SessionID = await loginAs(client);
    }

    const db = () => svc.app.context.db;
    /** A tee time nobody touched, at least `days` days ahead (well before any cut-off). */
    const teeTime = (options: { skip?: number; facilityId?: number; days?: number } = {}) =>
      untouchedTeeTime(db(), svc.clock() + (options.days ?? 3) * DAY, options);
    const startOf = async (teeTimeId: number): Promise<number> =>
      Number((await db().get<{ starts_at: number }>('SELECT starts_at FROM tee_times WHERE id = ?', [teeTimeId]))!.starts_at);

    async function newCustomer(c = client, session = SessionID): Promise<string> {
      const saved = await c.saveCustomer({
        SessionID: session,
        FacilityID: 101,
        EmailAddress: `c${Math.random().toString(36).slice(2)}@example.com`,
        FirstName: 'Pat',
      });
      expect(saved.ErrorCode, saved.ErrorMessage).toBe(0);
      return saved.Customer!.CustomerID!;
    }

    async function book(
      teeTimeId: number,
      players: number,
      extra: { CustomerID?: string; TrackingCode?: string } = {},
      c = client,
      session = SessionID,
    ): Promise<number> {
      const made = await c.createReservationWithTracking({
        SessionID: session,
        TeeTimeID: teeTimeId,
        NumberOfPlayers: players,
        TrackingCode: extra.TrackingCode ?? `T-${Math.random()}`,
        CustomerID: extra.CustomerID,
        ...card(),
      });
      expect(made.ErrorCode, made.ErrorMessage).toBe(0);
      return made.Reservation!.ReservationID;
    }

    const freeInSearch = (teeTimeId: number, c = client, session = SessionID) => freeInSearchOf(db(), c, session, teeTimeId);

    describe('the story', () => {
      it.each(TRANSPORTS)('book → look up → policy → cancel → search shows the seats free → cancel again, over %s', async (transport) => {
        const c = svc.client(transport);
        const session = await loginAs(c);
        const TeeTimeID = await teeTime({ facilityId: 101, skip: TRANSPORTS.indexOf(transport) });
        const CustomerID = await newCustomer(c, session);
        const capacity = (await seatsOf(db(), TeeTimeID)).capacity;
        const made = await c.createReservationWithTracking({
          SessionID: session,
          TeeTimeID,
          NumberOfPlayers: 2,
          CustomerID,
          TrackingCode: `story-${transport}`,
          ...card(),
        });
        expect(made.ErrorCode, made.ErrorMessage).toBe(0);
        const { ReservationID, Charges } = made.Reservation!;
        expect(await freeInSearch(TeeTimeID, c, session)).toBe(capacity - 2);

        const looked = await c.getReservation({ SessionID: session, ReservationID });
        expect(looked.ErrorCode, looked.ErrorMessage).toBe(0);
        expect(looked.Reservation).toMatchObject({
          ReservationID,
          Status: 'Booked',
          FacilityID: 101,
          FacilityName: 'Desert Pines Golf Club',
          TeeTimeID,
          ActualDateTime: made.Reservation!.ActualDateTime,
          NumberOfPlayers: 2,
          CustomerID,
          TrackingCode: `story-${transport}`,
          NumberOfFreePlayers: 0,
          Charges,
        });
        expect(looked.Reservation!.BookedDateTime).toMatch(DATE_TIME);
        expect(looked.Reservation!.CancelledDateTime).toBeUndefined();
        expect(looked.Reservation!.Refunds).toBeUndefined();

        const policy = await c.getCancellationPolicy({ SessionID: session, ReservationID, TeeTimeID: 0 });
        expect(policy.ErrorCode, policy.ErrorMessage).toBe(0);
        expect(policy.Policy).toMatchObject({ CutoffHours: 24, CanCancel: true, Refunds: Charges });
        expect(Date.parse(policy.Policy!.CancelBefore!)).toBe((await startOf(TeeTimeID)) - 24 * HOUR);

        const cancelled = await c.cancelReservation({ SessionID: session, ReservationID, CustomerID, Reason: 'Rain forecast' });
        expect(cancelled.ErrorCode, cancelled.ErrorMessage).toBe(0);
        expect(cancelled.Cancellation).toEqual({ ReservationID, CancelledDateTime: expect.stringMatching(DATE_TIME), Refunds: Charges, FreeRoundsReturned: 0 });
        expect(Date.parse(cancelled.Cancellation!.CancelledDateTime!)).toBe(svc.clock());
        expect(await freeInSearch(TeeTimeID, c, session)).toBe(capacity);
        expect(await seatsOf(db(), TeeTimeID)).toEqual({ booked: 0, capacity });

        const again = await c.cancelReservation({ SessionID: session, ReservationID, Reason: 'sent twice' });
        expect(again).toEqual(cancelled);
        const after = await c.getReservation({ SessionID: session, ReservationID });
        expect(after.Reservation).toMatchObject({
          Status: 'Cancelled',
          CancelledDateTime: cancelled.Cancellation!.CancelledDateTime,
          CancellationReason: 'Rain forecast',
          Refunds: Charges,
        });
        const policyAfter = await c.getCancellationPolicy({ SessionID: session, ReservationID, TeeTimeID: 0 });
        expect(policyAfter.Policy!.CanCancel).toBe(false);
      });
    });

    describe('refunds', () => {
      it('refunds the online charge once, by its payment reference, and records it', async () => {
        const ReservationID = await book(await teeTime({ skip: 5 }), 3);
        const calls = gateway.refundCalls;
        const first = await client.cancelReservation({ SessionID, ReservationID });
        await client.cancelReservation({ SessionID, ReservationID });
        expect(gateway.refundCalls - calls).toBe(1);
        const row = await db().get<{ payment_reference: string; refund_cents: number; refund_status: string; refund_reference: string }>(
          'SELECT payment_reference, refund_cents, refund_status, refund_reference FROM reservations WHERE id = ?',
          [ReservationID],
        );
        expect(gateway.refunds.get(row!.payment_reference)).toEqual({ reference: row!.refund_reference, amountCents: Number(row!.refund_cents) });
        expect(row!.refund_status).toBe('done');
        expect(Number(row!.refund_cents)).toBe(Math.round(Number(first.Cancellation!.Refunds![0]!.Amount) * 100));
        expect(Number(row!.refund_cents)).toBeGreaterThan(0);
      });

      it('a refund the gateway failed: the cancellation stands (seats free), the call faults, and the next cancel completes the refund', async () => {
        const TeeTimeID = await teeTime({ skip: 6 });
        const ReservationID = await book(TeeTimeID, 2);
        gateway.failRefunds = true;
        try {
          await expect(client.cancelReservation({ SessionID, ReservationID })).rejects.toThrow(/cancelled but its refund failed.*send CancelReservation again/);
        } finally {
          gateway.failRefunds = false;
        }
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(0);
        expect((await db().get<{ refund_status: string }>('SELECT refund_status FROM reservations WHERE id = ?', [ReservationID]))!.refund_status).toBe(
          'pending',
        );
        const retried = await client.cancelReservation({ SessionID, ReservationID });
        expect(retried.ErrorCode, retried.ErrorMessage).toBe(0);
        expect((await db().get<{ refund_status: string }>('SELECT refund_status FROM reservations WHERE id = ?', [ReservationID]))!.refund_status).toBe('done');
      });

      it('never stores a card number typed into the reason, and refuses a reason over 200 characters', async () => {
        const ReservationID = await book(await teeTime({ skip: 7 }), 1);
        const tooLong = await client.cancelReservation({ SessionID, ReservationID, Reason: 'x'.repeat(201) });
        expect(tooLong.ErrorCode).toBe(ErrorCode.InvalidParameter);
        expect(tooLong.ErrorMessage).toContain('Reason');
        const done = await client.cancelReservation({ SessionID, ReservationID, Reason: 'refund to 4111 1111 1111 1111 please' });
        expect(done.ErrorCode, done.ErrorMessage).toBe(0);
        const stored = await db().get<{ cancel_reason: string }>('SELECT cancel_reason FROM reservations WHERE id = ?', [ReservationID]);
        expect(stored!.cancel_reason).toBe('refund to [redacted] please');
      });
    });

    describe('the cut-off', () => {
      it(`refuses with ${ErrorCode.TooLateToCancel} TooLateToCancel from CANCEL_CUTOFF_HOURS before the tee time, and ${ErrorCode.TeeTimeStarted} TeeTimeStarted once it has started`, async () => {
        const TeeTimeID = await teeTime({ skip: 8, facilityId: 101 });
        const ReservationID = await book(TeeTimeID, 1);
        const startsAt = await startOf(TeeTimeID);
        await at(startsAt - 24 * HOUR);
        const late = await client.cancelReservation({ SessionID, ReservationID });
        expect(late.ErrorCode).toBe(ErrorCode.TooLateToCancel);
        expect(late.ErrorMessage).toContain('24 hour(s) before the tee time');
        expect((await client.getCancellationPolicy({ SessionID, ReservationID, TeeTimeID: 0 })).Policy!.CanCancel).toBe(false);
        await at(startsAt);
        expect((await client.cancelReservation({ SessionID, ReservationID })).ErrorCode).toBe(ErrorCode.TeeTimeStarted);
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(1);
        await at(startsAt - 24 * HOUR - 60_000);
        expect((await client.cancelReservation({ SessionID, ReservationID })).ErrorCode).toBe(0);
        // Once cancelled, a repeat is answered whenever it comes.
        await at(startsAt + HOUR);
        expect((await client.cancelReservation({ SessionID, ReservationID })).ErrorCode).toBe(0);
      });

      it("follows a facility's own cut-off from the catalog (Grand Cypress: 48 hours), for a reservation and for a tee time", async () => {
        const TeeTimeID = await teeTime({ facilityId: 301 });
        const byTeeTime = await client.getCancellationPolicy({ SessionID, ReservationID: 0, TeeTimeID });
        expect(byTeeTime.ErrorCode, byTeeTime.ErrorMessage).toBe(0);
        expect(byTeeTime.Policy).toMatchObject({ CutoffHours: 48, CanCancel: true });
        expect(Date.parse(byTeeTime.Policy!.CancelBefore!)).toBe((await startOf(TeeTimeID)) - 48 * HOUR);
        expect(byTeeTime.Policy!.Description).toContain('48 hour(s)');
        const hold = await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 1 });
        const byHold = await client.getCancellationPolicy({ SessionID, ReservationID: 0, TeeTimeID: hold.HoldTeeTime!.NewTeeTimeID });
        expect(byHold.Policy).toEqual(byTeeTime.Policy);
        // One player's amounts, as the hold quoted them.
        expect(byTeeTime.Policy!.Refunds![0]!.Amount).toBe(hold.HoldTeeTime!.DueOnline);

        const ReservationID = await book(TeeTimeID, 1);
        await at((await startOf(TeeTimeID)) - 30 * HOUR);
        expect((await client.cancelReservation({ SessionID, ReservationID })).ErrorCode).toBe(ErrorCode.TooLateToCancel);
      });

      it('asks for exactly one of ReservationID and TeeTimeID', async () => {
        expect((await client.getCancellationPolicy({ SessionID, ReservationID: 0, TeeTimeID: 0 })).ErrorCode).toBe(ErrorCode.InvalidParameter);
        expect((await client.getCancellationPolicy({ SessionID, ReservationID: 1, TeeTimeID: 1 })).ErrorCode).toBe(ErrorCode.InvalidParameter);
        expect((await client.getCancellationPolicy({ SessionID, ReservationID: 0, TeeTimeID: 999_999_999 })).ErrorCode).toBe(ErrorCode.NotFound);
      });
    });

    describe('tenancy', () => {
      it("another owner's reservation, or one of another customer, is not found, and stays booked", async () => {
        const TeeTimeID = await teeTime({ skip: 9 });
        const CustomerID = await newCustomer();
        const ReservationID = await book(TeeTimeID, 1, { CustomerID });
        const other = await loginAs(client, 2);
        for (const answer of [
          await client.cancelReservation({ SessionID: other, ReservationID }),
          await client.getReservation({ SessionID: other, ReservationID }),
          await client.getCancellationPolicy({ SessionID: other, ReservationID, TeeTimeID: 0 }),
          await client.cancelReservation({ SessionID, ReservationID, CustomerID: await newCustomer() }),
          await client.cancelReservation({ SessionID, ReservationID: 987_654_321 }),
        ]) {
          expect(answer.ErrorCode, answer.ErrorMessage).toBe(ErrorCode.NotFound);
        }
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(1);
        expect((await client.getReservation({ SessionID, ReservationID })).Reservation!.Status).toBe('Booked');
      });

      it('needs a valid session', async () => {
        expect((await client.cancelReservation({ SessionID: 'nope', ReservationID: 1 })).ErrorCode).toBe(ErrorCode.InvalidSession);
      });
    });

    describe('free rounds', () => {
      it('a free-round reservation cancelled gives its rounds back to the card', async () => {
        const CustomerID = await newCustomer();
        expect(await client.addPlayerCard({ SessionID, PlayerCardID: 1, CustomerID, TotalAmt: '49.00' })).toEqual({});
        const TeeTimeID = await teeTime({ facilityId: 101, skip: 10 });
        const [playerCard] = (await client.hasPlayerCard({ SessionID, CustomerID, TeeTimeID })).CustomerCards!;
        const made = await client.createReservationWithFreeRound({
          SessionID,
          TeeTimeID,
          CustomerID,
          NumberOfPlayers: 2,
          ...card(),
          TrackingCode: 'FREE',
          CardID: Number(playerCard!.ID),
          NumberOfFreePlayers: 2,
        });
        expect(made.ErrorCode, made.ErrorMessage).toBe(0);
        const { ReservationID } = made.Reservation!;
        const roundsUsed = async () => (await client.getCustomerPlayerCardProfile({ SessionID, CustomerID }))[0]!.RoundsUsed;
        expect(await roundsUsed()).toBe(2);
        expect((await client.getReservation({ SessionID, ReservationID })).Reservation).toMatchObject({ CardID: playerCard!.ID, NumberOfFreePlayers: 2 });

        const cancelled = await client.cancelReservation({ SessionID, ReservationID });
        expect(cancelled.Cancellation!.FreeRoundsReturned).toBe(2);
        expect(await roundsUsed()).toBe(0);
        expect((await client.cancelReservation({ SessionID, ReservationID })).Cancellation!.FreeRoundsReturned).toBe(2);
        expect(await roundsUsed()).toBe(0);
      });
    });

    describe('GetCustomerReservations', () => {
      it("lists the customer's reservations in the range, latest tee time first, cancelled ones too", async () => {
        const CustomerID = await newCustomer();
        const ids = [];
        for (const days of [3, 5, 4]) ids.push(await book(await teeTime({ days, skip: 11 }), 1, { CustomerID }));
        await client.cancelReservation({ SessionID, ReservationID: ids[1]! });
        await book(await teeTime({ skip: 12 }), 1, { CustomerID: await newCustomer() });

        const all = await client.getCustomerReservations({ SessionID, CustomerID });
        expect(all.ErrorCode, all.ErrorMessage).toBe(0);
        expect(all.Reservations!.map((r) => r.ReservationID)).toEqual([ids[1], ids[2], ids[0]]);
        expect(all.Reservations!.map((r) => r.Status)).toEqual(['Cancelled', 'Booked', 'Booked']);
        // The range is of tee-time dates, facility local.
        const [latest, middle, earliest] = all.Reservations!.map((r) => r.ActualDateTime!.slice(0, 10));
        expect(latest! > middle!).toBe(true);
        const narrow = await client.getCustomerReservations({ SessionID, CustomerID, FromDate: earliest, ToDate: middle });
        expect(narrow.Reservations!.map((r) => r.ReservationID)).toEqual([ids[2], ids[0]]);
        expect((await client.getCustomerReservations({ SessionID, CustomerID, FromDate: '2027-06-01', ToDate: '2027-06-30' })).Reservations).toEqual([]);
      });

      it('refuses a reversed or too long range and an unknown customer', async () => {
        const CustomerID = await newCustomer();
        expect((await client.getCustomerReservations({ SessionID, CustomerID, FromDate: '2026-12-02', ToDate: '2026-12-01' })).ErrorCode).toBe(
          ErrorCode.InvalidParameter,
        );
        const tooLong = await client.getCustomerReservations({ SessionID, CustomerID, FromDate: '2026-01-01', ToDate: '2028-01-03' });
        expect(tooLong.ErrorCode).toBe(ErrorCode.InvalidParameter);
        expect(tooLong.ErrorMessage).toContain('at most 731');
        expect((await client.getCustomerReservations({ SessionID })).ErrorCode).toBe(ErrorCode.InvalidParameter);
        expect((await client.getCustomerReservations({ SessionID, CustomerID: '999999' })).ErrorCode).toBe(ErrorCode.NotFound);
      });
    });

    describe('concurrency, one process', () => {
      it('100 concurrent cancels of one reservation: one cancellation, one refund, the same answer to all', async () => {
        const TeeTimeID = await teeTime({ skip: 13 });
        const ReservationID = await book(TeeTimeID, 2);
        const calls = gateway.refundCalls;
        const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => svc.client(TRANSPORTS[i % 3]).cancelReservation({ SessionID, ReservationID })));
        for (const answer of answers) expect(answer).toEqual(answers[0]);
        expect(answers[0]!.ErrorCode, answers[0]!.ErrorMessage).toBe(0);
        expect(gateway.refundCalls - calls).toBe(1);
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(0);
      }, 60_000);

      it('a cancel racing bookings for the last seats: no oversell, the cancellation is not lost', async () => {
        const TeeTimeID = await teeTime({ skip: 14 });
        const { capacity } = await seatsOf(db(), TeeTimeID);
        const ReservationID = await book(TeeTimeID, capacity);
        const other = await loginAs(client, 2);
        const [cancel, ...bookings] = await Promise.all([
          client.cancelReservation({ SessionID, ReservationID }),
          ...Array.from({ length: 8 }, (_, i) =>
            client.createReservationWithTracking({
              SessionID: i % 2 ? SessionID : other,
              TeeTimeID,
              NumberOfPlayers: 1,
              TrackingCode: `race-${i}`,
              ...card(),
            }),
          ),
        ]);
        expect(cancel.ErrorCode, cancel.ErrorMessage).toBe(0);
        for (const b of bookings) expect([0, ErrorCode.NotEnoughSeats]).toContain(b.ErrorCode);
        const booked = bookings.filter((b) => b.ErrorCode === 0).length;
        expect(booked).toBeLessThanOrEqual(capacity);
        expect(await seatsOf(db(), TeeTimeID)).toEqual({ booked, capacity });
        expect((await client.getReservation({ SessionID, ReservationID })).Reservation!.Status).toBe('Cancelled');
      }, 60_000);
    });

    it('counts the new operations in /metrics like the others', async () => {
      const body = await (await fetch(`${svc.origin}/metrics`)).text();
      for (const operation of ['GetReservation', 'GetCustomerReservations', 'GetCancellationPolicy', 'CancelReservation']) {
        expect(body).toMatch(new RegExp(`soap_requests_total\\{operation="${operation}",transport="soap11",status="200",error_code="0"\\} [1-9]`));
      }
    });
  });
}
