/**
 * Cancellations across two server processes sharing one database (SQLite file; PostgreSQL
 * schema when reachable): a cancel on one is seen by the other's search at once, concurrent
 * cancels of one reservation through both cancel and refund once, and a cancel racing bookings
 * for the last seats neither oversells nor gets lost.
 */
import { describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import { ErrorCode } from '../../service/errors.js';
import { twoServerProcesses } from '../support/process.js';
import { runPostgresSuite, type Engine } from '../support/service.js';
import { card, freeInSearch, loginAs, seatsOf, untouchedTeeTime } from './booking-fixtures.js';

const TRANSPORTS: readonly Transport[] = ['soap11', 'soap12', 'httpPost'];
const DAY = 86_400_000;

const withPostgres = await runPostgresSuite('cancellation across processes');

for (const engine of ['sqlite', 'postgres'] as const satisfies readonly Engine[]) {
  describe.skipIf(engine === 'postgres' && !withPostgres)(`cancellation on ${engine}, two server processes`, () => {
    const processes = twoServerProcesses(engine);
    const server = (i: number) => processes.servers[i % 2]!;
    /** A tee time nobody touched, days ahead (far from any cut-off); `skip` keeps the tests apart. */
    const teeTime = (skip: number) => untouchedTeeTime(processes.db, Date.now() + 3 * DAY, { skip });

    async function book(via: number, SessionID: string, TeeTimeID: number, players: number, tag: string) {
      return server(via)
        .client()
        .createReservationWithTracking({ SessionID, TeeTimeID, NumberOfPlayers: players, TrackingCode: tag, ...card() });
    }

    it('a cancellation on process A is seen by a search on process B at once', async () => {
      const [a, b] = [await loginAs(server(0).client()), await loginAs(server(1).client())];
      const TeeTimeID = await teeTime(0);
      const { capacity } = await seatsOf(processes.db, TeeTimeID);
      const made = await book(0, a, TeeTimeID, 2, 'seen-by-b');
      expect(made.ErrorCode, made.ErrorMessage).toBe(0);
      // B searches first, so its read cache holds the answer with the seats taken.
      expect(await freeInSearch(processes.db, server(1).client(), b, TeeTimeID)).toBe(capacity - 2);
      expect(await freeInSearch(processes.db, server(1).client(), b, TeeTimeID)).toBe(capacity - 2);

      const cancelled = await server(0).client().cancelReservation({ SessionID: a, ReservationID: made.Reservation!.ReservationID });
      expect(cancelled.ErrorCode, cancelled.ErrorMessage).toBe(0);
      expect(await freeInSearch(processes.db, server(1).client(), b, TeeTimeID)).toBe(capacity);
      // And B reads the cancellation back as A answered it.
      const looked = await server(1).client().getReservation({ SessionID: b, ReservationID: made.Reservation!.ReservationID });
      expect(looked.Reservation).toMatchObject({ Status: 'Cancelled', CancelledDateTime: cancelled.Cancellation!.CancelledDateTime });
    }, 60_000);

    it('100 concurrent cancels of one reservation through both processes: one cancellation, one refund, the same answer to all', async () => {
      const sessions = [await loginAs(server(0).client()), await loginAs(server(1).client())];
      const TeeTimeID = await teeTime(1);
      const made = await book(0, sessions[0]!, TeeTimeID, 3, 'hundred');
      expect(made.ErrorCode, made.ErrorMessage).toBe(0);
      const { ReservationID } = made.Reservation!;

      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          server(i)
            .client(TRANSPORTS[i % 3])
            .cancelReservation({ SessionID: sessions[i % 2]!, ReservationID }),
        ),
      );
      expect(answers[0]!.ErrorCode, answers[0]!.ErrorMessage).toBe(0);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect((await seatsOf(processes.db, TeeTimeID)).booked).toBe(0);
      const refund = await processes.db.get<{ refund_status: string; refund_reference: string | null; refund_cents: number; payment_reference: string }>(
        'SELECT refund_status, refund_reference, refund_cents, payment_reference FROM reservations WHERE id = ?',
        [ReservationID],
      );
      // The test gateway names a refund after the charge it refunds: one refund, of that charge, recorded once.
      expect(refund).toMatchObject({ refund_status: 'done', refund_reference: `refund-${refund!.payment_reference}` });
      expect(Number(refund!.refund_cents)).toBe(Math.round(Number(answers[0]!.Cancellation!.Refunds![0]!.Amount) * 100));
    }, 120_000);

    it('a cancel racing bookings for the last seats through both processes: no oversell, no lost cancellation', async () => {
      const sessions = [await loginAs(server(0).client()), await loginAs(server(1).client(), 2)];
      const TeeTimeID = await teeTime(2);
      const { capacity } = await seatsOf(processes.db, TeeTimeID);
      const full = await book(0, sessions[0]!, TeeTimeID, capacity, 'full');
      expect(full.ErrorCode, full.ErrorMessage).toBe(0);

      const [cancel, ...bookings] = await Promise.all([
        server(1).client().cancelReservation({ SessionID: sessions[0]!, ReservationID: full.Reservation!.ReservationID }),
        ...Array.from({ length: 12 }, (_, i) => book(i, sessions[i % 2]!, TeeTimeID, 1, `race-${i}`)),
      ]);
      expect(cancel.ErrorCode, cancel.ErrorMessage).toBe(0);
      for (const b of bookings) expect([0, ErrorCode.NotEnoughSeats], b.ErrorMessage).toContain(b.ErrorCode);
      const booked = bookings.filter((b) => b.ErrorCode === 0).length;
      expect(booked).toBeLessThanOrEqual(capacity);
      expect(await seatsOf(processes.db, TeeTimeID)).toEqual({ booked, capacity });
      const stored = await processes.db.get<{ n: number }>(
        "SELECT COALESCE(SUM(players), 0) AS n FROM reservations WHERE tee_time_id = ? AND status = 'confirmed'",
        [TeeTimeID],
      );
      expect(Number(stored!.n)).toBe(booked);
    }, 120_000);
  });
}
