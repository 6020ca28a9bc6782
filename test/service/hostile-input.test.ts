/**
 * Hostile input against the real service, on SQLite and PostgreSQL: a
 * NUL or other character XML forbids in any text is refused with a clear error before anything
 * happens (no 500 leaking "invalid byte sequence", no card charged), and values echoed into
 * error messages never put a card number into the logs.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPaymentGateway, type PaymentGateway } from '../../service/booking/payments.js';
import { createLogger } from '../../service/ops/logger.js';
import { form, soap11 } from '../support/soap.js';
import { runPostgresSuite, startService, type Engine, type TestService } from '../support/service.js';
import { GOOD_CARD, loginAs, untouchedTeeTime } from './booking-fixtures.js';

describe.each<Engine>(['sqlite', 'postgres'])('hostile input on %s', async (engine) => {
  const run = engine === 'sqlite' || (await runPostgresSuite('hostile input'));
  let svc: TestService;
  let logs = '';
  let charges = 0;
  let SessionID: string;

  beforeAll(async () => {
    if (!run) return;
    const gateway = new TestPaymentGateway();
    const payments: PaymentGateway = {
      charge: (card, amount, now) => {
        charges++;
        return gateway.charge(card, amount, now);
      },
      void: (reference) => gateway.void(reference),
      refund: (reference, amount) => gateway.refund(reference, amount),
    };
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, done) {
          logs += String(chunk);
          done();
        },
      }),
    );
    svc = await startService(engine, {}, { payments, logger });
    SessionID = await loginAs(svc.client());
  }, 60_000);
  afterAll(async () => svc?.close());

  it.runIf(run).each([
    ['SaveCustomer', 'FirstName', 'FacilityID=101&EmailAddress=nul%40example.com&FirstName=a%00b'],
    ['GetAreaList', 'StateProv', 'StateProv=A%00Z'],
    ['Login', 'UserID', 'OwnerID=1&UserID=de%00mo&Password=demo'],
    ['SaveCustomer', 'LastName', 'FacilityID=101&EmailAddress=ctl%40example.com&LastName=x%01y'],
  ])('HTTP POST %s with a control character in %s: refused by name, no database error', async (operation, field, fields) => {
    const r = await form(svc.origin, operation, `SessionID=${SessionID}&${fields}`);
    expect(r.status).toBe(500);
    expect(r.contentType).toBe('text/plain; charset=utf-8');
    expect(r.body).toMatch(new RegExp(`^Parameter ${field} contains U\\+000[01], a character that is not allowed\\.`));
    expect(r.body).not.toMatch(/invalid byte sequence|Internal error/);
  });

  it.runIf(run)('a direct booking with a NUL in the card holder name or tracking code charges nothing', async () => {
    const teeTime = await untouchedTeeTime(svc.app.context.db, svc.clock());
    const base = `SessionID=${SessionID}&TeeTimeID=${teeTime}&NumberOfPlayers=1&CreditCardNumber=${GOOD_CARD}&CreditCardType=Visa&CreditCardExpMo=12&CreditCardExpYr=2030`;
    const before = charges;
    for (const [operation, extra] of [
      ['CreateReservation', '&CreditCardName=Pat%00Lee'],
      ['CreateReservationWithTracking', '&CreditCardName=Pat&TrackingCode=T%00'],
    ] as const) {
      const r = await form(svc.origin, operation, base + extra);
      expect(r.status).toBe(500);
      expect(r.body).toMatch(/contains U\+0000, a character that is not allowed/);
    }
    expect(charges).toBe(before);
    const booked = await svc.app.context.db.get<{ booked: number }>('SELECT booked FROM tee_times WHERE id = ?', [teeTime]);
    expect(Number(booked!.booked)).toBe(0);
  });

  it.runIf(run)('a raw NUL over SOAP is malformed XML (400), not a database error', async () => {
    const r = await soap11(svc.origin, 'GetAreaList', `<SessionID>${SessionID}</SessionID><StateProv>A\u0000Z</StateProv>`);
    expect(r.status).toBe(400);
    expect(r.body).toContain('character U+0000 is not allowed in XML');
  });

  it.runIf(run)('a card number sent where an int belongs is echoed to the caller but never logged', async () => {
    const r = await form(svc.origin, 'HoldTeeTime', `SessionID=${SessionID}&TeeTimeID=4111111111111111&NumberOfPlayers=1`);
    expect(r.body).toContain('Cannot convert 4111111111111111 to System.Int32');
    const s = await soap11(
      svc.origin,
      'HoldTeeTime',
      `<SessionID>${SessionID}</SessionID><TeeTimeID>4111 1111 1111 1111</TeeTimeID><NumberOfPlayers>1</NumberOfPlayers>`,
    );
    expect(s.status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs).toContain('Cannot convert [redacted] to System.Int32');
    expect(logs).not.toMatch(/4111 ?1111 ?1111 ?1111/);
  });

  it.runIf(run)('a password inside a malformed reference is not in the logged XML error', async () => {
    const r = await soap11(svc.origin, 'Login', '<OwnerID>1</OwnerID><UserID>demo</UserID><Password>Pa55&Secret-Kq9;</Password>');
    expect(r.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs).toContain('unknown entity');
    expect(logs).not.toContain('Secret-Kq9');
  });
});
