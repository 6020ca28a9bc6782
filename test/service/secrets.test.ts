/**
 * Card numbers, passwords and session ids never reach the database or the logs in clear. A real
 * server process (at the most verbose log level) serves logins, customer passwords and card
 * payments, good and failing; then every table, the raw SQLite files and everything the
 * process printed are searched for each secret.
 *
 * The demo user's password is 'demo', which is also its user name (and printed on purpose in
 * the demo banner), so it cannot be searched for; the test gives the user a distinctive
 * password first and searches for that one.
 */
import BetterSqlite3 from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CRMTeeTimeAPIClient } from '../../generated/crmteetimeapi/client.js';
import { hashPassword } from '../../service/auth/passwords.js';
import { openDatabase } from '../../service/db/open.js';
import { freshDatabase } from '../support/service.js';
import { card, DECLINED_CARD, GOOD_CARD, LUHN_FAIL_CARD, MASTERCARD, untouchedTeeTime } from './booking-fixtures.js';
import { startServerProcess, type ServerProcess } from '../support/process.js';

const USER_PASSWORD = 'User-Pa55word-Xq7z';
const WRONG_USER_PASSWORD = 'Wrong-Pa55word-Kv3m';
const CUSTOMER_PASSWORD = 'Cust-Secret-Jh4w';
const CUSTOMER_PASSWORD_2 = 'Cust-Secret-Nb8r';
const WRONG_OLD_PASSWORD = 'Not-The-Old-One-Pz2t';
const SPACED_CARD = '5555 5555 5555 4444';

describe('secrets stay out of the database and the logs', () => {
  let server: ServerProcess;
  let database: string;
  const sessionIds: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    server = await startServerProcess(database, { LOG_LEVEL: 'trace' });
    // A distinctive password for the demo user (see the comment at the top).
    const direct = new BetterSqlite3(database);
    direct.prepare("UPDATE users SET password_hash = ? WHERE user_name = 'demo'").run(await hashPassword(USER_PASSWORD));
    direct.close();

    await exercise(server.client('soap11'));
    await exercise(server.client('httpPost'));
  }, 90_000);
  afterAll(async () => server?.stop());

  async function exercise(client: CRMTeeTimeAPIClient): Promise<void> {
    expect((await client.login({ OwnerID: 1, UserID: 'demo', Password: WRONG_USER_PASSWORD })).ErrorCode).toBe(2);
    const login = await client.login({ OwnerID: 1, UserID: 'demo', Password: USER_PASSWORD });
    expect(login.ErrorCode).toBe(0);
    const SessionID = login.SessionID!;
    sessionIds.push(SessionID);

    const customer = { SessionID, FacilityID: 101, EmailAddress: `secret-${sessionIds.length}@example.com` };
    const created = await client.saveActiveCustomer({ ...customer, Password: CUSTOMER_PASSWORD });
    expect(created.ErrorCode).toBe(0);
    expect((await client.saveActiveCustomer({ ...customer, Password: CUSTOMER_PASSWORD_2, OldPassword: WRONG_OLD_PASSWORD })).ErrorCode).toBe(11);
    expect((await client.saveActiveCustomer({ ...customer, Password: CUSTOMER_PASSWORD_2, OldPassword: CUSTOMER_PASSWORD })).ErrorCode).toBe(0);
    const CustomerID = created.Customer!.CustomerID;

    const teeTimes = await untouchedTeeTimes(5);
    const held = await client.holdTeeTime({ SessionID, TeeTimeID: teeTimes[0]!, NumberOfPlayers: 2, CustomerID });
    const made = await client.createReservation({ SessionID, TeeTimeID: held.HoldTeeTime!.NewTeeTimeID, NumberOfPlayers: 2, CustomerID, ...card() });
    expect(made.ErrorCode).toBe(0);
    const spaced = await client.createReservationWithTracking({
      SessionID,
      TeeTimeID: teeTimes[1]!,
      NumberOfPlayers: 1,
      ...card({ CreditCardNumber: SPACED_CARD, CreditCardType: 'MasterCard' }),
      TrackingCode: 'S-1',
    });
    expect(spaced.ErrorCode).toBe(0);
    expect(
      (await client.createReservation({ SessionID, TeeTimeID: teeTimes[2]!, NumberOfPlayers: 1, ...card({ CreditCardNumber: DECLINED_CARD }) })).ErrorCode,
    ).toBe(9);
    expect(
      (await client.createReservation({ SessionID, TeeTimeID: teeTimes[3]!, NumberOfPlayers: 1, ...card({ CreditCardNumber: LUHN_FAIL_CARD }) })).ErrorCode,
    ).toBe(8);
    expect(
      (
        await client.createReservation({
          SessionID,
          TeeTimeID: teeTimes[4]!,
          NumberOfPlayers: 1,
          ...card({ CreditCardNumber: MASTERCARD, CreditCardType: 'Visa' }),
        })
      ).ErrorCode,
    ).toBe(8);
  }

  async function untouchedTeeTimes(count: number): Promise<number[]> {
    const db = openDatabase(database);
    try {
      const ids: number[] = [];
      for (let skip = 0; skip < count; skip++) ids.push(await untouchedTeeTime(db, Date.now(), { skip }));
      return ids;
    } finally {
      await db.close();
    }
  }

  /** Every secret the calls carried, and the forms a card number could be written in. */
  function secrets(): string[] {
    return [
      USER_PASSWORD,
      WRONG_USER_PASSWORD,
      CUSTOMER_PASSWORD,
      CUSTOMER_PASSWORD_2,
      WRONG_OLD_PASSWORD,
      GOOD_CARD,
      MASTERCARD,
      SPACED_CARD,
      DECLINED_CARD,
      LUHN_FAIL_CARD,
      ...sessionIds,
    ];
  }

  function expectNoSecretIn(where: string, text: string): void {
    for (const secret of secrets()) expect(text.includes(secret), `${where} contains ${secret}`).toBe(false);
  }

  it('no table row holds a secret', () => {
    const db = new BetterSqlite3(database, { readonly: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>;
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'sessions', 'customers', 'holds', 'reservations']));
      for (const { name } of tables) expectNoSecretIn(`table ${name}`, JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all()));
      // The calls did reach the database: the reservations are there, with brand and last four only.
      const stored = db.prepare('SELECT card_brand, card_last4 FROM reservations ORDER BY id').all();
      expect(stored).toEqual(
        expect.arrayContaining([
          { card_brand: 'Visa', card_last4: '1111' },
          { card_brand: 'MasterCard', card_last4: '4444' },
        ]),
      );
    } finally {
      db.close();
    }
  });

  it('no byte of the SQLite files holds a secret, while running and after shutdown', async () => {
    const scanFiles = (moment: string): void => {
      for (const file of [database, `${database}-wal`, `${database}-shm`].filter(existsSync)) {
        expectNoSecretIn(`${file} (${moment})`, readFileSync(file).toString('latin1'));
      }
    };
    scanFiles('running');
    const logsBefore = server.output();
    await server.stop();
    scanFiles('stopped');
    expect(server.output().length).toBeGreaterThanOrEqual(logsBefore.length);
  });

  it('nothing the server printed holds a secret, even at log level trace', () => {
    const output = server.output();
    // The requests were logged, so the absence below means something.
    expect(output).toContain('CreateReservation');
    expect(output).toContain('SaveActiveCustomer');
    expectNoSecretIn('server output', output);
  });
});
