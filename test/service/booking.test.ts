/**
 * Booking over real HTTP on a real database, with the generated client: the whole story on every
 * transport, every ErrorCode the booking operations give, idempotent retries, tenancy, and the
 * login and session rules. Runs on SQLite and, when reachable, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { CRMTeeTimeAPIClient } from '../../generated/crmteetimeapi/client.js';
import type { Transport } from 'soapgen/runtime/binding.js';
import { sessionTouchIntervalMs } from '../../service/auth/sessions.js';
import { TestPaymentGateway, type PaymentGateway } from '../../service/booking/payments.js';
import { FREE_SEATS_SQL } from '../../service/teetimes/availability.js';
import { HOLD_ID_START } from '../../service/teetimes/ids.js';
import { ErrorCode } from '../../service/errors.js';
import { decimalToCents } from '../../service/money.js';
import { runPostgresSuite, startService, type Engine, type TestService } from '../support/service.js';
import { card, DECLINED_CARD, loginAs, LUHN_FAIL_CARD, MASTERCARD, seatsOf, untouchedTeeTime } from './booking-fixtures.js';

const TRANSPORTS: readonly Transport[] = ['soap11', 'soap12', 'httpPost'];
const MINUTE = 60_000;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

const withPostgres = await runPostgresSuite('booking');

const cents = (text: string | undefined): number => decimalToCents(text ?? '')!;

for (const engine of ['sqlite', 'postgres'] as const satisfies readonly Engine[]) {
  describe.skipIf(engine === 'postgres' && !withPostgres)(`booking on ${engine}`, () => {
    let svc: TestService;
    let client: CRMTeeTimeAPIClient;
    // The built-in test gateway, with what it was asked to do written down.
    const gateway = new TestPaymentGateway();
    const charged: string[] = [];
    const voided: string[] = [];
    const payments: PaymentGateway = {
      charge: async (card, amount, now) => {
        const outcome = await gateway.charge(card, amount, now);
        if (outcome.ok) charged.push(outcome.reference);
        return outcome;
      },
      void: async (reference) => {
        voided.push(reference);
        await gateway.void(reference);
      },
      refund: (reference, amount) => gateway.refund(reference, amount),
    };
    beforeAll(async () => {
      svc = await startService(engine, {}, { payments });
      client = svc.client();
    });
    afterAll(async () => svc?.close());

    const db = () => svc.app.context.db;
    const teeTime = (options?: Parameters<typeof untouchedTeeTime>[2]) => untouchedTeeTime(db(), svc.clock(), options);

    /** A new customer of owner 1 (or 2), by e-mail address. */
    async function newCustomer(sessionId: string, email = `c${Math.random().toString(36).slice(2)}@example.com`, c = client): Promise<string> {
      const saved = await c.saveCustomer({ SessionID: sessionId, FacilityID: 101, EmailAddress: email, FirstName: 'Pat', LastName: 'Golfer' });
      expect(saved.ErrorCode).toBe(0);
      return saved.Customer!.CustomerID!;
    }

    async function hold(sessionId: string, teeTimeId: number, players: number, c = client): Promise<number> {
      const held = await c.holdTeeTime({ SessionID: sessionId, TeeTimeID: teeTimeId, NumberOfPlayers: players });
      expect(held.ErrorMessage).toBeUndefined();
      return held.HoldTeeTime!.NewTeeTimeID;
    }

    describe('the booking story', () => {
      it.each(TRANSPORTS)('login → areas → facilities → search → hold → customer → reservation over %s', async (transport) => {
        const c = svc.client(transport);
        const SessionID = await loginAs(c);

        const areas = await c.getAreaList({ SessionID });
        expect(areas.ErrorCode).toBe(0);
        const area = areas.Areas!.find((a) => a.State === 'AZ')!;
        const facilities = await c.getFacilitiesByArea({ SessionID, AreaID: area.ID });
        expect(facilities.ErrorCode).toBe(0);
        const facility = facilities.Facilities!.find((f) => f.ID === 101)!;
        expect(facility).toBeDefined();

        const tomorrow = new Date(svc.clock() + 86_400_000).toISOString().slice(0, 10);
        const found = await c.searchTeeTimes({
          SessionID,
          AreaID: area.ID,
          FacilityID: facility.ID,
          FromDate: tomorrow,
          ToDate: tomorrow,
          AMPM: 'AM',
          NumberOfPlayers: 2,
          DiscountPercent: 0,
        });
        expect(found.ErrorCode).toBe(0);
        const offered = found.Facilities![0]!.Courses![0]!.TeeTimes![0]!;

        const held = await c.holdTeeTime({ SessionID, TeeTimeID: offered.ID, NumberOfPlayers: 2 });
        expect(held.ErrorCode).toBe(0);
        const h = held.HoldTeeTime!;
        expect(h.NewTeeTimeID).toBeGreaterThanOrEqual(HOLD_ID_START);
        expect(h.NewDateTime).toMatch(DATE_TIME);
        expect(h.NewDateTime).toBe(offered.Time);
        // The hold quotes what search showed for the same players.
        expect([h.CourseFee, h.TaxAmount, h.BookingFee]).toEqual([offered.CourseFee, offered.TaxAmount, offered.BookingFee]);
        expect(h.DueOnline).toBe(h.BookingFee);

        const CustomerID = await newCustomer(SessionID, `story-${transport}@example.com`, c);
        const before = await seatsOf(db(), offered.ID);
        const made = await c.createReservation({
          SessionID,
          TeeTimeID: h.NewTeeTimeID,
          NumberOfPlayers: 2,
          CustomerID,
          EmailAddress: `story-${transport}@example.com`,
          ...card(),
        });
        expect(made.ErrorMessage).toBeUndefined();
        expect(made.ErrorCode).toBe(0);
        const r = made.Reservation!;
        expect(r.ReservationID).toBeGreaterThan(0);
        expect(r.ActualDateTime).toBe(h.NewDateTime);
        expect(r.Charges).toEqual([
          { Amount: h.DueOnline, ChargeBy: 'Online' },
          { Amount: expect.any(String), ChargeBy: 'Course' },
        ]);
        expect(cents(r.Charges![1]!.Amount)).toBe(cents(h.CourseFee) + cents(h.TaxAmount));

        expect((await seatsOf(db(), offered.ID)).booked).toBe(before.booked + 2);
        const stored = await db().get<Record<string, unknown>>('SELECT * FROM reservations WHERE id = ?', [r.ReservationID]);
        expect(stored).toMatchObject({
          hold_id: h.NewTeeTimeID,
          customer_id: Number(CustomerID),
          card_brand: 'Visa',
          card_last4: '1111',
          status: 'confirmed',
          players: 2,
        });
        const holdRow = await db().get<{ status: string }>('SELECT status FROM holds WHERE id = ?', [h.NewTeeTimeID]);
        expect(holdRow!.status).toBe('converted');
      });

      it.each(TRANSPORTS)('books directly with a tracking code over %s', async (transport) => {
        const c = svc.client(transport);
        const SessionID = await loginAs(c);
        const TeeTimeID = await teeTime();
        const made = await c.createReservationWithTracking({ SessionID, TeeTimeID, NumberOfPlayers: 3, ...card(), TrackingCode: `AFF-${transport}` });
        expect(made.ErrorCode).toBe(0);
        const stored = await db().get<{ tracking_code: string; hold_id: number | null; players: number }>(
          'SELECT tracking_code, hold_id, players FROM reservations WHERE id = ?',
          [made.Reservation!.ReservationID],
        );
        expect(stored).toEqual({ tracking_code: `AFF-${transport}`, hold_id: null, players: 3 });
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(3);
      });
    });

    describe('prices', () => {
      it('follows the formulas: course fee × players, tax half-up, booking fee per player, booking fee due online', async () => {
        const SessionID = await loginAs(client);
        const TeeTimeID = await teeTime({ facilityId: 101 });
        const row = (await db().get<{ rate_cents: number }>('SELECT rate_cents FROM tee_times WHERE id = ?', [TeeTimeID]))!;
        const held = (await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 3 })).HoldTeeTime!;
        const courseFee = row.rate_cents * 3;
        expect(cents(held.CourseFee)).toBe(courseFee);
        expect(cents(held.TaxAmount)).toBe(Math.floor((courseFee * 805 + 5000) / 10000)); // Desert Pines: 8.05 %
        expect(held.BookingFee).toBe('9.00'); // 3 × 3.00
        expect(held.DueOnline).toBe('9.00');
      });

      it('a hold whose tee time is repriced before its reservation is booked at the new price, charged once', async () => {
        const SessionID = await loginAs(client);
        const TeeTimeID = await teeTime({ facilityId: 101 });
        const holdId = await hold(SessionID, TeeTimeID, 2);
        await db().run('UPDATE tee_times SET rate_cents = rate_cents + 1000 WHERE id = ?', [TeeTimeID]);
        await db().run('UPDATE facilities SET booking_fee_cents = booking_fee_cents + 50 WHERE id = 101');
        try {
          const [charges, voids] = [charged.length, voided.length];
          const made = await client.createReservation({ SessionID, TeeTimeID: holdId, NumberOfPlayers: 2, ...card() });
          const rate = Number((await db().get<{ rate_cents: number }>('SELECT rate_cents FROM tee_times WHERE id = ?', [TeeTimeID]))!.rate_cents);
          const courseFee = rate * 2;
          const [online, course] = made.Reservation!.Charges!;
          expect(cents(online!.Amount)).toBe(2 * 350);
          expect(cents(course!.Amount)).toBe(courseFee + Math.floor((courseFee * 805 + 5000) / 10000));
          // The first charge, at the old price, was voided.
          expect(charged.slice(charges)).toHaveLength(2);
          expect(voided.slice(voids)).toEqual([charged[charges]]);
        } finally {
          await db().run('UPDATE facilities SET booking_fee_cents = booking_fee_cents - 50 WHERE id = 101');
        }
      });
    });

    describe('error codes', () => {
      it('InvalidSession (1): a missing or unknown SessionID', async () => {
        const TeeTimeID = await teeTime();
        expect((await client.holdTeeTime({ TeeTimeID, NumberOfPlayers: 1 })).ErrorCode).toBe(1);
        expect((await client.holdTeeTime({ SessionID: 'not-a-session', TeeTimeID, NumberOfPlayers: 1 })).ErrorCode).toBe(1);
        expect((await client.createReservation({ SessionID: 'not-a-session', TeeTimeID, NumberOfPlayers: 1, ...card() })).ErrorCode).toBe(1);
        expect((await client.saveCustomer({ SessionID: 'not-a-session', FacilityID: 101 })).ErrorCode).toBe(1);
      });

      it('InvalidParameter (4): players 0 and 5, players not matching the hold, an e-mail without @', async () => {
        const SessionID = await loginAs(client);
        const TeeTimeID = await teeTime();
        for (const NumberOfPlayers of [0, 5]) {
          const held = await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers });
          expect(held).toMatchObject({ ErrorCode: 4, ErrorMessage: expect.stringContaining('NumberOfPlayers') });
          const made = await client.createReservation({ SessionID, TeeTimeID, NumberOfPlayers, ...card() });
          expect(made).toMatchObject({ ErrorCode: 4, ErrorMessage: expect.stringContaining('NumberOfPlayers') });
        }
        const holdId = await hold(SessionID, TeeTimeID, 2);
        const mismatch = await client.createReservation({ SessionID, TeeTimeID: holdId, NumberOfPlayers: 3, ...card() });
        expect(mismatch).toMatchObject({ ErrorCode: 4, ErrorMessage: expect.stringContaining('NumberOfPlayers must be 2') });
        const badEmail = await client.saveCustomer({ SessionID, FacilityID: 101, EmailAddress: 'pat.example.com' });
        expect(badEmail).toMatchObject({ ErrorCode: 4, ErrorMessage: expect.stringContaining('EmailAddress') });
        const badReservationEmail = await client.createReservation({ SessionID, TeeTimeID, NumberOfPlayers: 1, EmailAddress: 'nope', ...card() });
        expect(badReservationEmail).toMatchObject({ ErrorCode: 4, ErrorMessage: expect.stringContaining('EmailAddress') });
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(0);
      });

      it("NotFound (5): unknown or started tee time, unknown facility, another owner's customer", async () => {
        const SessionID = await loginAs(client);
        expect((await client.holdTeeTime({ SessionID, TeeTimeID: 999_999_99, NumberOfPlayers: 1 })).ErrorCode).toBe(5);
        const started = await db().get<{ id: number }>('SELECT id FROM tee_times WHERE starts_at <= ? ORDER BY starts_at LIMIT 1', [svc.clock()]);
        expect((await client.holdTeeTime({ SessionID, TeeTimeID: Number(started!.id), NumberOfPlayers: 1 })).ErrorCode).toBe(5);
        expect((await client.createReservation({ SessionID, TeeTimeID: Number(started!.id), NumberOfPlayers: 1, ...card() })).ErrorCode).toBe(5);
        expect((await client.saveCustomer({ SessionID, FacilityID: 99_999, EmailAddress: 'x@example.com' })).ErrorCode).toBe(5);

        const otherSession = await loginAs(client, 2);
        const othersCustomer = await newCustomer(otherSession, 'someone@example.com');
        const TeeTimeID = await teeTime();
        expect((await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 1, CustomerID: othersCustomer })).ErrorCode).toBe(5);
        expect((await client.createReservation({ SessionID, TeeTimeID, NumberOfPlayers: 1, CustomerID: othersCustomer, ...card() })).ErrorCode).toBe(5);
        expect((await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 1, CustomerID: 'abc' })).ErrorCode).toBe(5);
      });

      it('NotEnoughSeats (6): the message gives the seats left', async () => {
        const SessionID = await loginAs(client);
        const TeeTimeID = await teeTime();
        await hold(SessionID, TeeTimeID, 3);
        const held = await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 2 });
        expect(held).toMatchObject({ ErrorCode: 6, ErrorMessage: expect.stringContaining('1 seat(s) left') });
        const made = await client.createReservation({ SessionID, TeeTimeID, NumberOfPlayers: 2, ...card() });
        expect(made.ErrorCode).toBe(6);
        expect((await client.createReservation({ SessionID, TeeTimeID, NumberOfPlayers: 1, ...card() })).ErrorCode).toBe(0);
        expect((await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 1 })).ErrorCode).toBe(6);
      });

      it('HoldExpired (7): after HOLD_MINUTES the hold cannot be booked and its seats are free again', async () => {
        const SessionID = await loginAs(client);
        const TeeTimeID = await teeTime();
        const holdId = await hold(SessionID, TeeTimeID, 4);
        expect((await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 1 })).ErrorCode).toBe(6);
        svc.clock.advance(svc.config.holdMinutes * MINUTE - 1000);
        expect((await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 1 })).ErrorCode).toBe(6);
        svc.clock.advance(1000);
        const made = await client.createReservation({ SessionID, TeeTimeID: holdId, NumberOfPlayers: 4, ...card() });
        expect(made).toMatchObject({ ErrorCode: 7, ErrorMessage: expect.stringContaining(String(holdId)) });
        expect((await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 4 })).ErrorCode).toBe(0);
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(0);
      });

      it('HoldExpired (7): a hold of another owner, or no such hold, answers alike', async () => {
        const mine = await loginAs(client);
        const theirs = await loginAs(client, 2);
        const holdId = await hold(mine, await teeTime(), 2);
        const stolen = await client.createReservation({ SessionID: theirs, TeeTimeID: holdId, NumberOfPlayers: 2, ...card() });
        const missing = await client.createReservation({ SessionID: theirs, TeeTimeID: 2_000_000_000, NumberOfPlayers: 2, ...card() });
        expect(stolen.ErrorCode).toBe(7);
        expect(missing.ErrorCode).toBe(7);
        expect(stolen.ErrorMessage!.replace(String(holdId), 'N')).toBe(missing.ErrorMessage!.replace('2000000000', 'N'));
        // The owner can still book it.
        expect((await client.createReservation({ SessionID: mine, TeeTimeID: holdId, NumberOfPlayers: 2, ...card() })).ErrorCode).toBe(0);
      });

      it.each([
        ['a failed check digit', { CreditCardNumber: LUHN_FAIL_CARD }, 'check digit'],
        ['a brand that does not match the number', { CreditCardNumber: MASTERCARD, CreditCardType: 'Visa' }, 'MasterCard'],
        ['an expired card', { CreditCardExpMo: 10, CreditCardExpYr: 2026 }, 'expired'],
        ['no card number', { CreditCardNumber: undefined }, 'CreditCardNumber'],
      ])('CardInvalid (8): %s, and nothing is booked', async (_name, overrides, message) => {
        const SessionID = await loginAs(client);
        const TeeTimeID = await teeTime();
        const holdId = await hold(SessionID, TeeTimeID, 2);
        const made = await client.createReservation({ SessionID, TeeTimeID: holdId, NumberOfPlayers: 2, ...card(overrides) });
        expect(made).toMatchObject({ ErrorCode: 8, ErrorMessage: expect.stringContaining(message) });
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(0);
        // The hold survives the failed attempt: corrected details book it.
        expect((await client.createReservation({ SessionID, TeeTimeID: holdId, NumberOfPlayers: 2, ...card() })).ErrorCode).toBe(0);
      });

      it('PaymentDeclined (9): a declined test number books nothing', async () => {
        const SessionID = await loginAs(client);
        const TeeTimeID = await teeTime();
        const made = await client.createReservation({ SessionID, TeeTimeID, NumberOfPlayers: 2, ...card({ CreditCardNumber: DECLINED_CARD }) });
        expect(made.ErrorCode).toBe(9);
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(0);
        expect(await db().get('SELECT id FROM reservations WHERE tee_time_id = ?', [TeeTimeID])).toBeUndefined();
      });

      it('PlayerCard (10): free rounds from a card the customer does not have', async () => {
        const SessionID = await loginAs(client);
        const CustomerID = await newCustomer(SessionID);
        const TeeTimeID = await teeTime({ facilityId: 101 });
        const made = await client.createReservationWithFreeRound({
          SessionID,
          TeeTimeID,
          NumberOfPlayers: 2,
          CustomerID,
          ...card(),
          TrackingCode: '',
          CardID: 424242,
          NumberOfFreePlayers: 1,
        });
        expect(made.ErrorCode).toBe(10);
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(0);
      });

      it('Forbidden (11): changing a customer password needs the right OldPassword', async () => {
        const SessionID = await loginAs(client);
        const base = { SessionID, FacilityID: 101, EmailAddress: 'active@example.com' };
        const created = await client.saveActiveCustomer({ ...base, Password: 'first-secret-1' });
        expect(created.ErrorCode).toBe(0);
        const id = created.Customer!.CustomerID;
        const wrong = await client.saveActiveCustomer({ ...base, Password: 'second-secret-2', OldPassword: 'not-it-at-all' });
        expect(wrong).toMatchObject({ ErrorCode: 11, ErrorMessage: expect.stringContaining('OldPassword') });
        const missing = await client.saveActiveCustomer({ ...base, Password: 'second-secret-2' });
        expect(missing.ErrorCode).toBe(11);
        const right = await client.saveActiveCustomer({ ...base, Password: 'second-secret-2', OldPassword: 'first-secret-1' });
        expect(right).toMatchObject({ ErrorCode: 0, Customer: { CustomerID: id } });
        // The new password is now the one that counts.
        expect((await client.saveActiveCustomer({ ...base, Password: 'third-secret-3', OldPassword: 'first-secret-1' })).ErrorCode).toBe(11);
        expect((await client.saveActiveCustomer({ ...base, Password: 'short' })).ErrorCode).toBe(4);
      });
    });

    describe('customers', () => {
      it('matches on the trimmed, case-insensitive e-mail address within the owner; without one always creates', async () => {
        const SessionID = await loginAs(client);
        const first = await client.saveCustomer({ SessionID, FacilityID: 101, EmailAddress: 'Match.Me@Example.com', FirstName: 'Pat', City: 'Scottsdale' });
        const again = await client.saveCustomer({ SessionID, FacilityID: 102, EmailAddress: '  match.me@example.COM ', LastName: 'Golfer' });
        expect(again.Customer!.CustomerID).toBe(first.Customer!.CustomerID);
        const row = await db().get<Record<string, unknown>>('SELECT * FROM customers WHERE id = ?', [Number(first.Customer!.CustomerID)]);
        // Fields the update did not carry keep their values.
        expect(row).toMatchObject({ first_name: 'Pat', last_name: 'Golfer', city: 'Scottsdale', facility_id: 102, email_key: 'match.me@example.com' });

        const otherOwner = await client.saveCustomer({ SessionID: await loginAs(client, 2), FacilityID: 101, EmailAddress: 'match.me@example.com' });
        expect(otherOwner.Customer!.CustomerID).not.toBe(first.Customer!.CustomerID);

        const anonymous1 = await client.saveCustomer({ SessionID, FacilityID: 101, FirstName: 'Anon' });
        const anonymous2 = await client.saveCustomer({ SessionID, FacilityID: 101, FirstName: 'Anon' });
        expect(anonymous1.Customer!.CustomerID).not.toBe(anonymous2.Customer!.CustomerID);
      });

      it('a customer without a password gets one without OldPassword; passwords are stored hashed', async () => {
        const SessionID = await loginAs(client);
        const base = { SessionID, FacilityID: 101, EmailAddress: 'later-active@example.com' };
        const plain = await client.saveCustomer(base);
        const active = await client.saveActiveCustomer({ ...base, Password: 'set-later-secret' });
        expect(active).toMatchObject({ ErrorCode: 0, Customer: { CustomerID: plain.Customer!.CustomerID } });
        const row = await db().get<{ password_hash: string }>('SELECT password_hash FROM customers WHERE id = ?', [Number(plain.Customer!.CustomerID)]);
        expect(row!.password_hash).toMatch(/^scrypt\$/);
        expect(row!.password_hash).not.toContain('set-later-secret');
        // SaveCustomer on it keeps the password.
        await client.saveCustomer({ ...base, Phone: '555-0100' });
        expect((await client.saveActiveCustomer({ ...base, Password: 'another-secret', OldPassword: 'set-later-secret' })).ErrorCode).toBe(0);
      });
    });

    describe('free rounds', () => {
      it('free players pay no course fee nor its tax; the rounds are taken from the card', async () => {
        const SessionID = await loginAs(client);
        const CustomerID = await newCustomer(SessionID);
        const sold = await client.addPlayerCard({ SessionID, PlayerCardID: 1, CustomerID, TotalAmt: '49.00', ExpirationDate: '', Comment: 'test' });
        expect(sold).toEqual({});
        const cardId = Number((await db().get<{ id: number }>('SELECT id FROM player_cards WHERE customer_id = ?', [Number(CustomerID)]))!.id);
        const TeeTimeID = await teeTime({ facilityId: 101 });
        const base = { SessionID, TeeTimeID, NumberOfPlayers: 3, CustomerID, ...card(), TrackingCode: 'FREE', CardID: cardId };

        for (const NumberOfFreePlayers of [0, 4]) {
          expect((await client.createReservationWithFreeRound({ ...base, NumberOfFreePlayers })).ErrorCode).toBe(4);
        }
        expect((await client.createReservationWithFreeRound({ ...base, CustomerID: undefined, NumberOfFreePlayers: 1 })).ErrorCode).toBe(4);

        const made = await client.createReservationWithFreeRound({ ...base, NumberOfFreePlayers: 2 });
        expect(made.ErrorMessage).toBeUndefined();
        const rate = (await db().get<{ rate_cents: number }>('SELECT rate_cents FROM tee_times WHERE id = ?', [TeeTimeID]))!.rate_cents;
        const courseFee = rate * 1; // one paying player of three
        const tax = Math.floor((courseFee * 805 + 5000) / 10000);
        expect(made.Reservation!.Charges).toEqual([
          { Amount: '9.00', ChargeBy: 'Online' }, // booking fee for all three players
          { Amount: expect.any(String), ChargeBy: 'Course' },
        ]);
        expect(cents(made.Reservation!.Charges![1]!.Amount)).toBe(courseFee + tax);
        const used = await db().get<{ rounds_used: number }>('SELECT rounds_used FROM player_card_rounds WHERE card_id = ? AND facility_id = 101', [cardId]);
        expect(Number(used!.rounds_used)).toBe(2);
        const stored = await db().get<Record<string, unknown>>('SELECT free_players, player_card_id, tracking_code FROM reservations WHERE id = ?', [
          made.Reservation!.ReservationID,
        ]);
        expect(stored).toEqual({ free_players: 2, player_card_id: cardId, tracking_code: 'FREE' });

        // The card had two rounds here: none are left, and a failed attempt books nothing.
        const TeeTime2 = await teeTime({ facilityId: 101 });
        const none = await client.createReservationWithFreeRound({ ...base, TeeTimeID: TeeTime2, NumberOfFreePlayers: 1 });
        expect(none.ErrorCode).toBe(10);
        expect((await seatsOf(db(), TeeTime2)).booked).toBe(0);
      });

      it('a declined card gives the free rounds back (one transaction)', async () => {
        const SessionID = await loginAs(client);
        const CustomerID = await newCustomer(SessionID);
        await client.addPlayerCard({ SessionID, PlayerCardID: 1, CustomerID, TotalAmt: '49.00', ExpirationDate: '', Comment: '' });
        const cardId = Number((await db().get<{ id: number }>('SELECT id FROM player_cards WHERE customer_id = ?', [Number(CustomerID)]))!.id);
        const TeeTimeID = await teeTime({ facilityId: 101 });
        const made = await client.createReservationWithFreeRound({
          SessionID,
          TeeTimeID,
          NumberOfPlayers: 2,
          CustomerID,
          ...card({ CreditCardNumber: DECLINED_CARD }),
          TrackingCode: '',
          CardID: cardId,
          NumberOfFreePlayers: 2,
        });
        expect(made.ErrorCode).toBe(9);
        const used = await db().get<{ rounds_used: number }>('SELECT rounds_used FROM player_card_rounds WHERE card_id = ? AND facility_id = 101', [cardId]);
        expect(Number(used!.rounds_used)).toBe(0);
      });
    });

    describe('idempotency', () => {
      it('retrying a reservation of a hold returns the same ReservationID and books nothing more', async () => {
        const SessionID = await loginAs(client);
        const TeeTimeID = await teeTime();
        const holdId = await hold(SessionID, TeeTimeID, 2);
        const request = { SessionID, TeeTimeID: holdId, NumberOfPlayers: 2, ...card() };
        const first = await client.createReservation(request);
        const again = await Promise.all([client.createReservation(request), svc.client('soap12').createReservation(request)]);
        for (const retry of again) expect(retry.Reservation).toEqual(first.Reservation);
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(2);
        const count = await db().get<{ n: number }>('SELECT COUNT(*) AS n FROM reservations WHERE tee_time_id = ?', [TeeTimeID]);
        expect(Number(count!.n)).toBe(1);
      });

      it('concurrent first attempts on one hold or one direct booking: one reservation, every other charge voided', async () => {
        const SessionID = await loginAs(client);
        const [heldTeeTime, directTeeTime] = [await teeTime(), await teeTime({ skip: 3 })];
        const holdId = await hold(SessionID, heldTeeTime, 2);
        const requests = [
          { teeTimeId: heldTeeTime, request: { SessionID, TeeTimeID: holdId, NumberOfPlayers: 2, ...card() } },
          { teeTimeId: directTeeTime, request: { SessionID, TeeTimeID: directTeeTime, NumberOfPlayers: 2, ...card() } },
        ];
        for (const { teeTimeId, request } of requests) {
          const [charges, voids] = [charged.length, voided.length];
          const answers = await Promise.all([...TRANSPORTS, ...TRANSPORTS].map((t) => svc.client(t).createReservation(request)));
          const ids = new Set(answers.map((a) => a.Reservation?.ReservationID));
          expect(ids.size, JSON.stringify(answers)).toBe(1);
          expect((await seatsOf(db(), teeTimeId)).booked).toBe(2);
          const stored = await db().all<{ payment_reference: string }>('SELECT payment_reference FROM reservations WHERE tee_time_id = ?', [teeTimeId]);
          expect(stored).toHaveLength(1);
          // Whatever was charged and not voided is exactly the stored reservation's payment.
          const kept = charged.slice(charges).filter((reference) => !voided.slice(voids).includes(reference));
          expect(kept).toEqual([stored[0]!.payment_reference]);
        }
      });

      it('a direct booking repeated within the retry window is the same reservation; later or different, a new one', async () => {
        let SessionID = await loginAs(client);
        const TeeTimeID = await teeTime();
        const request = { TeeTimeID, NumberOfPlayers: 1, ...card(), TrackingCode: 'R-1' };
        const first = await client.createReservationWithTracking({ SessionID, ...request });
        const [retry1, retry2] = await Promise.all([
          client.createReservationWithTracking({ SessionID, ...request }),
          svc.client('httpPost').createReservationWithTracking({ SessionID, ...request }),
        ]);
        expect(retry1.Reservation!.ReservationID).toBe(first.Reservation!.ReservationID);
        expect(retry2.Reservation!.ReservationID).toBe(first.Reservation!.ReservationID);
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(1);

        const different = await client.createReservationWithTracking({ SessionID, ...request, TrackingCode: 'R-2' });
        expect(different.Reservation!.ReservationID).not.toBe(first.Reservation!.ReservationID);
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(2);

        svc.clock.advance(21 * MINUTE);
        SessionID = await loginAs(client);
        const later = await client.createReservationWithTracking({ SessionID, ...request });
        expect(later.Reservation!.ReservationID).not.toBe(first.Reservation!.ReservationID);
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(3);
      });
      it('a direct booking repeated after its tee time has started, within the retry window, gets its reservation back', async () => {
        const SessionID = await loginAs(client);
        const TeeTimeID = await teeTime({ skip: 8 });
        const request = { SessionID, TeeTimeID, NumberOfPlayers: 1, ...card(), TrackingCode: 'R-late' };
        const first = await client.createReservationWithTracking(request);
        expect(first.ErrorMessage).toBeUndefined();
        // The tee time starts in a minute; the retry comes two minutes later.
        await db().run('UPDATE tee_times SET starts_at = ? WHERE id = ?', [svc.clock() + MINUTE, TeeTimeID]);
        svc.clock.advance(2 * MINUTE);
        const retry = await client.createReservationWithTracking(request);
        expect(retry.Reservation!.ReservationID).toBe(first.Reservation!.ReservationID);
        expect((await seatsOf(db(), TeeTimeID)).booked).toBe(1);
        // Not a retry: a tee time that has started cannot be booked.
        const other = await client.createReservationWithTracking({ ...request, TrackingCode: 'R-late-2' });
        expect(other.ErrorCode).toBe(ErrorCode.NotFound);
      });
    });

    if (engine === 'postgres')
      describe('seats', () => {
        it('free_seats(), which a hold counts with on PostgreSQL, agrees with the count search shows', async () => {
          const SessionID = await loginAs(client);
          const teeTimes = [await teeTime({ skip: 5 }), await teeTime({ skip: 6 }), await teeTime({ skip: 7 })];
          await hold(SessionID, teeTimes[0]!, 1);
          await hold(SessionID, teeTimes[0]!, 2);
          await client.createReservation({ SessionID, TeeTimeID: await hold(SessionID, teeTimes[1]!, 2), NumberOfPlayers: 2, ...card() });
          await hold(SessionID, teeTimes[1]!, 1);
          await hold(SessionID, teeTimes[2]!, 3);
          const count = async (): Promise<unknown[]> =>
            db().all(
              `SELECT t.id, free_seats(t.id, CAST(? AS BIGINT)) AS function, ${FREE_SEATS_SQL} AS search FROM tee_times t WHERE t.id IN (?, ?, ?) ORDER BY t.id`,
              [svc.clock(), svc.clock(), ...teeTimes],
            );
          const before = await count();
          for (const row of before as { function: number; search: number }[]) expect(Number(row.function)).toBe(Number(row.search));
          expect((before as { function: number }[]).map((r) => Number(r.function))).not.toEqual([4, 4, 4]);
          svc.clock.advance(svc.config.holdMinutes * MINUTE);
          for (const row of (await count()) as { function: number; search: number }[]) expect(Number(row.function)).toBe(Number(row.search));
        });
      });

    describe('tenancy', () => {
      it("one owner never sees or uses another owner's customers, holds or reservations", async () => {
        const mine = await loginAs(client);
        const theirs = await loginAs(client, 2);
        const myCustomer = await newCustomer(mine, 'tenant@example.com');
        const theirCustomer = await newCustomer(theirs, 'tenant@example.com');
        expect(theirCustomer).not.toBe(myCustomer);
        const TeeTimeID = await teeTime();
        const holdId = (await client.holdTeeTime({ SessionID: mine, TeeTimeID, NumberOfPlayers: 2, CustomerID: myCustomer })).HoldTeeTime!.NewTeeTimeID;
        const booked = await client.createReservation({ SessionID: mine, TeeTimeID: holdId, NumberOfPlayers: 2, ...card() });
        expect(booked.ErrorCode).toBe(0);
        // Retrying my hold from the other owner does not reveal my reservation.
        const probe = await client.createReservation({ SessionID: theirs, TeeTimeID: holdId, NumberOfPlayers: 2, ...card() });
        expect(probe).toMatchObject({ ErrorCode: 7 });
        expect(probe.Reservation).toBeUndefined();
        expect((await client.holdTeeTime({ SessionID: theirs, TeeTimeID, NumberOfPlayers: 1, CustomerID: myCustomer })).ErrorCode).toBe(5);
        // The catalog is shared: the other owner sees the seats my booking took.
        expect((await client.holdTeeTime({ SessionID: theirs, TeeTimeID, NumberOfPlayers: 3 })).ErrorCode).toBe(6);
        expect((await client.holdTeeTime({ SessionID: theirs, TeeTimeID, NumberOfPlayers: 2, CustomerID: theirCustomer })).ErrorCode).toBe(0);
        const stored = await db().get<{ owner_id: number; customer_id: number }>('SELECT owner_id, customer_id FROM reservations WHERE id = ?', [
          booked.Reservation!.ReservationID,
        ]);
        expect(stored).toEqual({ owner_id: 1, customer_id: Number(myCustomer) });
      });
    });

    describe('login and sessions', () => {
      /** A cheap call that says whether the session is valid: 1 when not, 4 (bad players) when it is. */
      const probe = async (SessionID: string): Promise<number> => (await client.holdTeeTime({ SessionID, TeeTimeID: 1, NumberOfPlayers: 0 })).ErrorCode;

      it('a wrong password and an unknown user give the same ErrorCode 2 and message', async () => {
        const wrongPassword = await client.login({ OwnerID: 1, UserID: 'demo', Password: 'wrong' });
        const unknownUser = await client.login({ OwnerID: 1, UserID: 'nobody', Password: 'demo' });
        const wrongOwner = await client.login({ OwnerID: 2, UserID: 'demo', Password: 'demo' });
        expect(wrongPassword.ErrorCode).toBe(2);
        expect(unknownUser).toEqual(wrongPassword);
        expect(wrongOwner).toEqual(wrongPassword);
        expect(wrongPassword.SessionID).toBeUndefined();
      });

      it('LOGIN_MAX_FAILURES failures lock the user out (3) for LOGIN_LOCK_MINUTES', async () => {
        const { loginMaxFailures, loginLockMinutes } = svc.config;
        for (let i = 0; i < loginMaxFailures; i++) {
          expect((await client.login({ OwnerID: 2, UserID: 'other', Password: `wrong-${i}` })).ErrorCode).toBe(2);
        }
        const locked = await client.login({ OwnerID: 2, UserID: 'other', Password: 'other' });
        expect(locked).toMatchObject({ ErrorCode: 3, ErrorMessage: expect.stringContaining(`${loginLockMinutes} minute`) });
        svc.clock.advance(loginLockMinutes * MINUTE - 1000);
        expect((await client.login({ OwnerID: 2, UserID: 'other', Password: 'other' })).ErrorCode).toBe(3);
        svc.clock.advance(1000);
        const after = await client.login({ OwnerID: 2, UserID: 'other', Password: 'other' });
        expect(after.ErrorCode).toBe(0);
        expect(await probe(after.SessionID!)).toBe(4);
      });

      it('a session ends after SESSION_IDLE_MINUTES without a call; each call restarts the timer', async () => {
        const SessionID = await loginAs(client);
        const idle = svc.config.sessionIdleMinutes * MINUTE;
        svc.clock.advance(idle - 1000);
        expect(await probe(SessionID)).toBe(4);
        svc.clock.advance(idle - 1000);
        expect(await probe(SessionID)).toBe(4);
        svc.clock.advance(idle);
        expect(await probe(SessionID)).toBe(1);
        // Expired stays expired even when used right away again.
        expect(await probe(SessionID)).toBe(1);
      });

      it('the idle clock is written at most once per twentieth of the time-out: a call sooner after the last write does not extend the session', async () => {
        const SESSION_TOUCH_INTERVAL_MS = sessionTouchIntervalMs(svc.config.sessionIdleMinutes);
        const SessionID = await loginAs(client);
        const hash = createHash('sha256').update(SessionID).digest('hex');
        const lastSeen = async (): Promise<number> =>
          Number((await db().get<{ last_seen_at: number }>('SELECT last_seen_at FROM sessions WHERE token_hash = ?', [hash]))!.last_seen_at);
        const loggedIn = await lastSeen();
        const idle = svc.config.sessionIdleMinutes * MINUTE;
        svc.clock.advance(SESSION_TOUCH_INTERVAL_MS - 1000);
        expect(await probe(SessionID)).toBe(4);
        expect(await lastSeen()).toBe(loggedIn);
        // Counted from the last write (Login), not from the call just made: the session ends up to one interval sooner.
        svc.clock.advance(idle - SESSION_TOUCH_INTERVAL_MS + 1000);
        expect(await probe(SessionID)).toBe(1);

        const again = await loginAs(client);
        svc.clock.advance(SESSION_TOUCH_INTERVAL_MS);
        expect(await probe(again)).toBe(4); // one interval on: written
        svc.clock.advance(idle - 1000);
        expect(await probe(again)).toBe(4);
      });

      it('a session ends SESSION_MAX_HOURS after Login however busy it is', async () => {
        const SessionID = await loginAs(client);
        const step = (svc.config.sessionIdleMinutes - 1) * MINUTE;
        const lifetime = svc.config.sessionMaxHours * 60 * MINUTE;
        let elapsed = 0;
        while (elapsed + step < lifetime) {
          svc.clock.advance(step);
          elapsed += step;
          expect(await probe(SessionID)).toBe(4);
        }
        svc.clock.advance(lifetime - elapsed);
        expect(await probe(SessionID)).toBe(1);
      });
    });
  });
}
