/**
 * Player cards end to end: generated client → real HTTP → service → real database (SQLite, and
 * PostgreSQL when reachable), plus takeFreeRounds inside real transactions. The fixture below is
 * inserted by the test itself (SEED_DEMO=false), so the rounds, prices and links asserted here do
 * not change when the demo catalog does.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CRMTeeTimeAPIClient } from '../../generated/crmteetimeapi/client.js';
import type { Transport } from 'soapgen/runtime/binding.js';
import { ServiceError } from 'soapgen/runtime/client/client.js';
import { hashPassword } from '../../service/auth/passwords.js';
import type { Database } from '../../service/db/database.js';
import { BusinessError, ErrorCode } from '../../service/errors.js';
import { takeFreeRounds, type FreeRoundUse } from '../../service/player-cards/player-cards.js';
import { zonedToUtc } from '../../service/time.js';
import { runPostgresSuite, startService, TEST_START, type Engine, type TestService } from '../support/service.js';

const OWNER = 1;
const OTHER_OWNER = 2;
const PASSWORD = 'fairway-secret';
const PHOENIX = 'America/Phoenix';
const DAY = 86_400_000;

const FACILITY = { desertPines: 101, papago: 102, camelback: 103, loneTree: 104 } as const;
const PROGRAM = { desert: 1, papago: 2, retired: 3 } as const;
/** Tee times: the day after "now" (2026-11-22) at each facility, Desert Pines on 2026-11-26, and one left to the booking story. */
const TEE_TIME = { desertPines: 5001, papago: 5002, camelback: 5003, desertPinesLater: 5004, loneTree: 5005, forBooking: 5006 } as const;
const DESERT_LINK = 'https://cards.example.com/desert';
const PAPAGO_FACILITY_LINK = 'https://papago.example.com/buy';

async function seedFixture(db: Database): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  await db.transaction(async (tx) => {
    for (const [id, name] of [
      [OWNER, 'Fairway Resellers'],
      [OTHER_OWNER, 'Other Reseller'],
    ] as const) {
      await tx.run('INSERT INTO owners (id, name) VALUES (?, ?)', [id, name]);
      await tx.run('INSERT INTO users (owner_id, user_name, password_hash) VALUES (?, ?, ?)', [id, 'agent', hash]);
    }
    await tx.run("INSERT INTO areas (id, short_name, long_name, state, country) VALUES (1, 'Phoenix', 'Phoenix & Scottsdale', 'AZ', 'US')");
    const facilities: Array<[number, string, string, string | null]> = [
      [FACILITY.desertPines, 'Desert Pines', 'Desert Pines Golf Club', null],
      [FACILITY.papago, 'Papago', 'Papago Municipal Golf Course', PAPAGO_FACILITY_LINK],
      [FACILITY.camelback, 'Camelback', 'Camelback Golf Club', null],
      [FACILITY.loneTree, 'Lone Tree', 'Lone Tree Golf Club', null],
    ];
    for (const [id, short, long, link] of facilities) {
      await tx.run(
        `INSERT INTO facilities (id, area_id, short_name, long_name, time_zone, tax_rate_bp, booking_fee_cents, purchase_link)
                    VALUES (?, 1, ?, ?, ?, 805, 300, ?)`,
        [id, short, long, PHOENIX, link],
      );
      await tx.run('INSERT INTO courses (id, facility_id, name) VALUES (?, ?, ?)', [id * 10 + 1, id, `${short} Course`]);
    }
    const teeTimes: Array<[number, number, string]> = [
      [TEE_TIME.desertPines, FACILITY.desertPines, '2026-11-22'],
      [TEE_TIME.papago, FACILITY.papago, '2026-11-22'],
      [TEE_TIME.camelback, FACILITY.camelback, '2026-11-22'],
      [TEE_TIME.desertPinesLater, FACILITY.desertPines, '2026-11-26'],
      [TEE_TIME.loneTree, FACILITY.loneTree, '2026-11-22'],
      [TEE_TIME.forBooking, FACILITY.desertPines, '2026-11-23'],
    ];
    for (const [id, facility, date] of teeTimes) {
      await tx.run(
        `INSERT INTO tee_times (id, course_id, starts_at, local_date, local_time, holes, capacity, rack_rate_cents, rate_cents)
                    VALUES (?, ?, ?, ?, '07:30', 18, 4, 12900, 12900)`,
        [id, facility * 10 + 1, zonedToUtc(date, '07:30', PHOENIX), date],
      );
    }
    await tx.run(`INSERT INTO card_programs (id, title, price_cents, valid_days, web_sites, purchase_link) VALUES
      (1, 'Desert Golf Card', 4900, 365, 'https://desertpines.example.com/card', '${DESERT_LINK}'),
      (2, 'Papago Pass', 2000, 30, NULL, NULL),
      (3, 'Retired Card', 1000, 30, NULL, NULL)`);
    await tx.run(`INSERT INTO card_program_facilities (program_id, facility_id, free_rounds) VALUES
      (1, ${FACILITY.desertPines}, 2), (1, ${FACILITY.camelback}, 2), (2, ${FACILITY.papago}, 1)`);
  });
}

/** Why the call failed, for asserting on faults. */
async function failureOf(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

async function expectFault(promise: Promise<unknown>, code: number, text: string): Promise<void> {
  const error = await failureOf(promise);
  expect(error.message).toContain('Server was unable to process request. ---> ');
  expect(error.message).toContain(`ErrorCode ${code}: `);
  expect(error.message).toContain(text);
}

async function expectPlayerCardError(promise: Promise<unknown>, text: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BusinessError);
  expect(error).toMatchObject({ code: ErrorCode.PlayerCard });
  expect((error as BusinessError).message).toContain(text);
}

function playerCardSuite(engine: Engine): void {
  let svc: TestService;
  let client: CRMTeeTimeAPIClient;
  let session: string;
  let emails = 0;
  const db = (): Database => svc.app.context.db;

  beforeAll(async () => {
    // Every test logs in afresh (one moves the clock days ahead, which ends older sessions) on a
    // clock that otherwise stands still: lift the per-address login limit for that.
    svc = await startService(engine, { SEED_DEMO: 'false', LOGIN_IP_MAX_PER_MINUTE: '1000' });
    await seedFixture(db());
    client = svc.client('soap11');
  });
  afterAll(async () => svc?.close());
  beforeEach(async () => {
    svc.clock.set(TEST_START);
    session = await login(OWNER);
  });

  async function login(ownerId: number): Promise<string> {
    const result = await client.login({ OwnerID: ownerId, UserID: 'agent', Password: PASSWORD });
    expect(result.ErrorCode, result.ErrorMessage).toBe(0);
    return result.SessionID!;
  }

  /** A new customer of the session's owner, through SaveCustomer. */
  async function newCustomer(ownerSession = session): Promise<string> {
    const email = `golfer${++emails}.${engine}@example.com`;
    const saved = await client.saveCustomer({
      SessionID: ownerSession,
      FacilityID: FACILITY.desertPines,
      EmailAddress: email,
      FirstName: 'Pat',
      LastName: 'Golfer',
    });
    expect(saved.ErrorCode, saved.ErrorMessage).toBe(0);
    return saved.Customer!.CustomerID!;
  }

  const addCard = (
    customer: string,
    program: number = PROGRAM.desert,
    extra: { TotalAmt?: string; ExpirationDate?: string; Comment?: string } = {},
    via = client,
  ) => via.addPlayerCard({ SessionID: session, PlayerCardID: program, CustomerID: customer, TotalAmt: '49.00', ...extra });

  async function latestCardId(customer: string): Promise<number> {
    const row = await db().get<{ id: number }>('SELECT id FROM player_cards WHERE customer_id = ? ORDER BY id DESC', [Number(customer)]);
    return Number(row!.id);
  }

  async function roundsUsed(cardId: number, facilityId: number): Promise<number> {
    const row = await db().get<{ rounds_used: number }>('SELECT rounds_used FROM player_card_rounds WHERE card_id = ? AND facility_id = ?', [
      cardId,
      facilityId,
    ]);
    return Number(row!.rounds_used);
  }

  describe('AddPlayerCard, HasPlayerCard and GetCustomerPlayerCardProfile', () => {
    it('sells a card that HasPlayerCard offers for the tee time and the profile lists', async () => {
      const customer = await newCustomer();
      expect(await client.getCustomerPlayerCardProfile({ SessionID: session, CustomerID: customer })).toEqual([]);

      expect(await addCard(customer, PROGRAM.desert, { Comment: 'Sold at the counter' })).toEqual({});

      const cardId = await latestCardId(customer);
      const has = await client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.desertPines });
      expect(has.CustomerCards).toEqual([{ ID: String(cardId), EffectiveDate: '2026-11-21', ExpirationDate: '2027-11-21', Title: 'Desert Golf Card' }]);

      expect(await client.getCustomerPlayerCardProfile({ SessionID: session, CustomerID: customer })).toEqual([
        {
          SpecialOfferCustomerEffectiveDate: '2026-11-21',
          SpecialOfferCustomerExpirationDate: '2027-11-21',
          SpecialOfferTitle: 'Desert Golf Card',
          SpecialOfferFreeRounds: 4,
          RoundsUsed: 0,
          CardStatus: 'Active',
          WebSites: 'https://desertpines.example.com/card',
          PlayerCardRounds: [
            { GolfFacilityName: 'Desert Pines Golf Club', FacilityRoundAvailable: 2, RoundsUsed: 0, Expires: '2027-11-21' },
            { GolfFacilityName: 'Camelback Golf Club', FacilityRoundAvailable: 2, RoundsUsed: 0, Expires: '2027-11-21' },
          ],
        },
      ]);
      const stored = await db().get<{ paid_cents: number; comment: string; status: string }>(
        'SELECT paid_cents, comment, status FROM player_cards WHERE id = ?',
        [cardId],
      );
      expect(stored).toEqual({ paid_cents: 4900, comment: 'Sold at the counter', status: 'Active' });
    });

    it('takes ExpirationDate as YYYY-MM-DD or MM/DD/YYYY, and TotalAmt other than the list price', async () => {
      const customer = await newCustomer();
      await addCard(customer, PROGRAM.desert, { ExpirationDate: '2/28/2027', TotalAmt: '0' });
      await addCard(customer, PROGRAM.papago, { ExpirationDate: '2026-11-21', TotalAmt: '12.5' });
      const rows = await db().all<{ program_id: number; expiration_date: string; paid_cents: number }>(
        'SELECT program_id, expiration_date, paid_cents FROM player_cards WHERE customer_id = ? ORDER BY id',
        [Number(customer)],
      );
      expect(rows.map((r) => [Number(r.program_id), r.expiration_date, Number(r.paid_cents)])).toEqual([
        [1, '2027-02-28', 0],
        [2, '2026-11-21', 1250],
      ]);
    });

    it('lists the profile newest card first, with rounds used and left per facility', async () => {
      const customer = await newCustomer();
      await addCard(customer, PROGRAM.papago);
      await addCard(customer, PROGRAM.desert);
      const desertCard = await latestCardId(customer);
      await db().transaction((tx) => takeFreeRounds(tx, use(customer, desertCard, { players: 2, facilityId: FACILITY.camelback })));
      const profile = await client.getCustomerPlayerCardProfile({ SessionID: session, CustomerID: customer });
      expect(profile.map((p) => [p.SpecialOfferTitle, p.SpecialOfferFreeRounds, p.RoundsUsed])).toEqual([
        ['Desert Golf Card', 4, 2],
        ['Papago Pass', 1, 0],
      ]);
      expect(profile[0]!.PlayerCardRounds!.map((r) => [r.GolfFacilityName, r.FacilityRoundAvailable, r.RoundsUsed])).toEqual([
        ['Desert Pines Golf Club', 2, 0],
        ['Camelback Golf Club', 0, 2],
      ]);
      expect(profile[1]!.SpecialOfferCustomerExpirationDate).toBe('2026-12-21');
    });

    it.each(['soap11', 'soap12', 'httpPost'] as Transport[])('works over %s, failures included', async (transport) => {
      const via = svc.client(transport);
      const customer = await newCustomer();
      expect(await addCard(customer, PROGRAM.desert, { ExpirationDate: '12/31/2027', Comment: `via ${transport}` }, via)).toEqual({});
      const cardId = await latestCardId(customer);
      const has = await via.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.camelback });
      expect(has.CustomerCards).toEqual([{ ID: String(cardId), EffectiveDate: '2026-11-21', ExpirationDate: '2027-12-31', Title: 'Desert Golf Card' }]);
      const none = await via.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.papago });
      expect(none.CustomerCards).toHaveLength(1);
      expect(none.CustomerCards![0]!.PurchaseLink).toBe(PAPAGO_FACILITY_LINK);
      const profile = await via.getCustomerPlayerCardProfile({ SessionID: session, CustomerID: customer });
      expect(profile).toHaveLength(1);
      expect(profile[0]).toMatchObject({ SpecialOfferTitle: 'Desert Golf Card', SpecialOfferFreeRounds: 4, RoundsUsed: 0, CardStatus: 'Active' });
      expect(profile[0]!.PlayerCardRounds).toHaveLength(2);

      const error = await failureOf(addCard(customer, 99, {}, via));
      expect(error.message).toContain('ErrorCode 5: Card program 99 (PlayerCardID) does not exist.');
      if (transport === 'httpPost') expect(error.status).toBe(500);
      else expect(error.code).toBe(transport === 'soap11' ? 'Client' : 'Sender');
    });
  });

  describe('AddPlayerCard refuses', () => {
    it("another owner's customer, as if it did not exist", async () => {
      const otherSession = await login(OTHER_OWNER);
      const theirs = await newCustomer(otherSession);
      await expectFault(addCard(theirs), ErrorCode.NotFound, `CustomerID ${theirs} does not exist: save the customer with SaveCustomer first.`);
      await expectFault(
        client.getCustomerPlayerCardProfile({ SessionID: session, CustomerID: theirs }),
        ErrorCode.NotFound,
        `CustomerID ${theirs} does not exist: save the customer with SaveCustomer first.`,
      );
      await expectFault(
        client.hasPlayerCard({ SessionID: session, CustomerID: theirs, TeeTimeID: TEE_TIME.desertPines }),
        ErrorCode.NotFound,
        `CustomerID ${theirs} does not exist: save the customer with SaveCustomer first.`,
      );
      expect(await db().get('SELECT id FROM player_cards WHERE customer_id = ?', [Number(theirs)])).toBeUndefined();
    });

    it('an unknown or unsellable program', async () => {
      const customer = await newCustomer();
      await expectFault(addCard(customer, 99), ErrorCode.NotFound, 'Card program 99 (PlayerCardID) does not exist.');
      await expectFault(addCard(customer, PROGRAM.retired), ErrorCode.NotFound, 'Card program 3 is not valid at any facility');
    });

    it.each([
      ['-1.00', 'must not be negative'],
      ['10.005', 'whole cents'],
      ['1000000.01', 'more than the maximum'],
    ])('TotalAmt %s', async (amount, text) => {
      const customer = await newCustomer();
      await expectFault(addCard(customer, PROGRAM.desert, { TotalAmt: amount }), ErrorCode.InvalidParameter, `TotalAmt "${amount}" `);
      await expectFault(addCard(customer, PROGRAM.desert, { TotalAmt: amount }), ErrorCode.InvalidParameter, text);
    });

    it.each([
      ['2026-11-20', 'ExpirationDate 2026-11-20 is in the past: it must be 2026-11-21 or later.'],
      ['2027-02-30', 'ExpirationDate "2027-02-30" is not a date: use YYYY-MM-DD, MM/DD/YYYY or M/D/YYYY'],
      ['21.11.2027', 'ExpirationDate "21.11.2027" is not a date'],
    ])('ExpirationDate %s', async (date, text) => {
      const customer = await newCustomer();
      await expectFault(addCard(customer, PROGRAM.desert, { ExpirationDate: date }), ErrorCode.InvalidParameter, text);
    });

    it('a malformed CustomerID is not found, as in every operation; none at all is invalid', async () => {
      await expectFault(addCard('abc'), ErrorCode.NotFound, 'CustomerID abc does not exist');
      await expectFault(addCard(''), ErrorCode.InvalidParameter, 'CustomerID is required');
    });

    it('a second live card of the same program, until the first is used up', async () => {
      const customer = await newCustomer();
      await addCard(customer, PROGRAM.papago);
      const first = await latestCardId(customer);
      await expectFault(addCard(customer, PROGRAM.papago), ErrorCode.Forbidden, `already has an active Papago Pass (player card ${first})`);
      await addCard(customer, PROGRAM.desert); // another program is fine

      await db().transaction((tx) => takeFreeRounds(tx, use(customer, first, { facilityId: FACILITY.papago })));
      await addCard(customer, PROGRAM.papago);
      expect(await latestCardId(customer)).toBeGreaterThan(first);
    });
  });

  describe('HasPlayerCard', () => {
    it('answers an unknown tee time or customer with a NotFound fault', async () => {
      const customer = await newCustomer();
      await expectFault(
        client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: 424242 }),
        ErrorCode.NotFound,
        'Tee time 424242 does not exist.',
      );
      await expectFault(
        client.hasPlayerCard({ SessionID: session, CustomerID: '987654', TeeTimeID: TEE_TIME.desertPines }),
        ErrorCode.NotFound,
        'CustomerID 987654 does not exist: save the customer with SaveCustomer first.',
      );
    });

    it('answers "no card" with one entry saying why and where to buy one', async () => {
      const customer = await newCustomer();
      const none = await client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.desertPines });
      expect(none.CustomerCards).toEqual([{ Error: 'The customer has no active player card valid at Desert Pines on 2026-11-22.', PurchaseLink: DESERT_LINK }]);

      const nowhere = await client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.loneTree });
      expect(nowhere.CustomerCards).toEqual([{ Error: 'The customer has no active player card valid at Lone Tree on 2026-11-22.' }]);
    });

    it('names the card closest to usable when none can be used', async () => {
      const customer = await newCustomer();
      await addCard(customer, PROGRAM.desert);
      const cardId = await latestCardId(customer);
      const atPapago = await client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.papago });
      expect(atPapago.CustomerCards).toEqual([
        {
          Error: `The customer has no active player card valid at Papago on 2026-11-22. Player card ${cardId} has no free rounds at Papago.`,
          PurchaseLink: PAPAGO_FACILITY_LINK,
        },
      ]);

      await db().transaction((tx) => takeFreeRounds(tx, use(customer, cardId, { players: 2 })));
      const usedUp = await client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.desertPines });
      expect(usedUp.CustomerCards![0]!.Error).toBe(
        `The customer has no active player card valid at Desert Pines on 2026-11-22. Player card ${cardId} has no free rounds left at Desert Pines.`,
      );
      // Its Camelback rounds are untouched.
      const camelback = await client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.camelback });
      expect(camelback.CustomerCards).toEqual([expect.objectContaining({ ID: String(cardId) })]);
    });

    it('leaves out inactive cards', async () => {
      const customer = await newCustomer();
      await addCard(customer, PROGRAM.desert);
      const cardId = await latestCardId(customer);
      await db().run("UPDATE player_cards SET status = 'Inactive' WHERE id = ?", [cardId]);
      const has = await client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.desertPines });
      expect(has.CustomerCards![0]!.Error).toContain(`Player card ${cardId} is not active.`);
      const [profile] = await client.getCustomerPlayerCardProfile({ SessionID: session, CustomerID: customer });
      expect(profile!.CardStatus).toBe('Inactive');
    });

    it('accepts a hold id (NewTeeTimeID) for the held tee time', async () => {
      const customer = await newCustomer();
      await addCard(customer, PROGRAM.desert);
      const hold = await db().get<{ id: number }>(
        `INSERT INTO holds (owner_id, tee_time_id, customer_id, players, status, created_at, expires_at)
         VALUES (?, ?, ?, 1, 'active', ?, ?) RETURNING id`,
        [OWNER, TEE_TIME.desertPines, Number(customer), TEST_START, TEST_START + 600_000],
      );
      const has = await client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: Number(hold!.id) });
      expect(has.CustomerCards![0]!.Title).toBe('Desert Golf Card');
      const otherSession = await login(OTHER_OWNER);
      const theirCustomer = await newCustomer(otherSession);
      await expectFault(
        client.hasPlayerCard({ SessionID: otherSession, CustomerID: theirCustomer, TeeTimeID: Number(hold!.id) }),
        ErrorCode.NotFound,
        `Tee time ${hold!.id} does not exist.`,
      );
    });

    it('no longer offers a card after its last day, and the profile shows it Expired', async () => {
      const customer = await newCustomer();
      await addCard(customer, PROGRAM.desert, { ExpirationDate: '2026-11-25' });
      const cardId = await latestCardId(customer);
      const before = await client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.desertPinesLater });
      expect(before.CustomerCards![0]!.Error).toBe(
        `The customer has no active player card valid at Desert Pines on 2026-11-26. Player card ${cardId} expired on 2026-11-25, before 2026-11-26.`,
      );
      let [profile] = await client.getCustomerPlayerCardProfile({ SessionID: session, CustomerID: customer });
      expect(profile!.CardStatus).toBe('Active');

      svc.clock.set(TEST_START + 4 * DAY); // 2026-11-25 08:00 in Phoenix: the last day
      session = await login(OWNER);
      [profile] = await client.getCustomerPlayerCardProfile({ SessionID: session, CustomerID: customer });
      expect(profile!.CardStatus).toBe('Active');

      svc.clock.set(TEST_START + 5 * DAY); // 2026-11-26: past it
      session = await login(OWNER);
      [profile] = await client.getCustomerPlayerCardProfile({ SessionID: session, CustomerID: customer });
      expect(profile!.CardStatus).toBe('Expired');
      // An expired card with rounds left no longer blocks buying a new one.
      await addCard(customer, PROGRAM.desert);
      const renewed = await client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.desertPinesLater });
      expect(renewed.CustomerCards).toEqual([expect.objectContaining({ ID: String(await latestCardId(customer)), EffectiveDate: '2026-11-26' })]);
    });
  });

  function use(customer: string, cardId: number, overrides: Partial<FreeRoundUse> = {}): FreeRoundUse {
    return { ownerId: OWNER, customerId: Number(customer), cardId, facilityId: FACILITY.desertPines, localDate: '2026-11-22', players: 1, ...overrides };
  }

  describe('takeFreeRounds', () => {
    let customer: string;
    let cardId: number;
    beforeEach(async () => {
      customer = await newCustomer();
      await addCard(customer, PROGRAM.desert, { ExpirationDate: '2026-12-31' });
      cardId = await latestCardId(customer);
    });
    const take = (u: FreeRoundUse) => db().transaction((tx) => takeFreeRounds(tx, u));

    it('takes the rounds at that facility only', async () => {
      await take(use(customer, cardId, { players: 2 }));
      expect(await roundsUsed(cardId, FACILITY.desertPines)).toBe(2);
      expect(await roundsUsed(cardId, FACILITY.camelback)).toBe(0);
    });

    it("refuses another customer's or another owner's card alike", async () => {
      const someoneElse = await newCustomer();
      await expectPlayerCardError(take(use(someoneElse, cardId)), `Player card ${cardId} is not a card of customer ${someoneElse}.`);
      await expectPlayerCardError(take(use(customer, cardId, { ownerId: OTHER_OWNER })), `Player card ${cardId} is not a card of customer ${customer}.`);
      await expectPlayerCardError(take(use(customer, 987654)), `Player card 987654 is not a card of customer ${customer}.`);
    });

    it('refuses an inactive card', async () => {
      await db().run("UPDATE player_cards SET status = 'Inactive' WHERE id = ?", [cardId]);
      await expectPlayerCardError(take(use(customer, cardId)), `Player card ${cardId} is not active.`);
    });

    it('refuses a facility the card has no rounds at', async () => {
      await expectPlayerCardError(take(use(customer, cardId, { facilityId: FACILITY.papago })), `Player card ${cardId} has no free rounds at Papago.`);
    });

    it('refuses a date outside the card validity, and accepts its first and last day', async () => {
      await expectPlayerCardError(
        take(use(customer, cardId, { localDate: '2026-11-20' })),
        `Player card ${cardId} is valid only from 2026-11-21, not on 2026-11-20.`,
      );
      await expectPlayerCardError(take(use(customer, cardId, { localDate: '2027-01-01' })), `Player card ${cardId} expired on 2026-12-31, before 2027-01-01.`);
      await take(use(customer, cardId, { localDate: '2026-11-21' }));
      await take(use(customer, cardId, { localDate: '2026-12-31' }));
      expect(await roundsUsed(cardId, FACILITY.desertPines)).toBe(2);
    });

    it('refuses more rounds than are left, taking none', async () => {
      await expectPlayerCardError(
        take(use(customer, cardId, { players: 3 })),
        `Player card ${cardId} has only 2 free round(s) left at Desert Pines; 3 needed.`,
      );
      await take(use(customer, cardId));
      await expectPlayerCardError(
        take(use(customer, cardId, { players: 2 })),
        `Player card ${cardId} has only 1 free round(s) left at Desert Pines; 2 needed.`,
      );
      await take(use(customer, cardId));
      await expectPlayerCardError(take(use(customer, cardId)), `Player card ${cardId} has no free rounds left at Desert Pines.`);
      expect(await roundsUsed(cardId, FACILITY.desertPines)).toBe(2);
    });

    it('refuses zero players', async () => {
      await expect(take(use(customer, cardId, { players: 0 }))).rejects.toMatchObject({ code: ErrorCode.InvalidParameter });
    });

    it('gives its rounds back when the surrounding transaction rolls back', async () => {
      const failing = db().transaction(async (tx) => {
        await takeFreeRounds(tx, use(customer, cardId));
        throw new Error('payment failed after the rounds were taken');
      });
      await expect(failing).rejects.toThrow('payment failed');
      expect(await roundsUsed(cardId, FACILITY.desertPines)).toBe(0);
    });

    it('never goes below zero when many bookings take rounds at once', async () => {
      const attempts = await Promise.allSettled(Array.from({ length: 8 }, () => take(use(customer, cardId))));
      const failures = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
      expect(failures).toHaveLength(6);
      for (const failure of failures) expect(failure.reason).toMatchObject({ code: ErrorCode.PlayerCard });
      expect(await roundsUsed(cardId, FACILITY.desertPines)).toBe(2);
    });
  });

  describe('CreateReservationWithFreeRound', () => {
    it('books with free rounds from the card, and refuses more than are left', async () => {
      const customer = await newCustomer();
      await addCard(customer, PROGRAM.desert);
      const [card] = (await client.hasPlayerCard({ SessionID: session, CustomerID: customer, TeeTimeID: TEE_TIME.forBooking })).CustomerCards!;
      const payment = {
        CreditCardNumber: '4111111111111111',
        CreditCardType: 'Visa',
        CreditCardExpMo: 12,
        CreditCardExpYr: 2030,
        CreditCardName: 'Pat Golfer',
      };

      const hold = await client.holdTeeTime({ SessionID: session, TeeTimeID: TEE_TIME.forBooking, NumberOfPlayers: 2, CustomerID: customer });
      expect(hold.ErrorCode, hold.ErrorMessage).toBe(0);
      const booked = await client.createReservationWithFreeRound({
        SessionID: session,
        TeeTimeID: hold.HoldTeeTime!.NewTeeTimeID,
        CustomerID: customer,
        NumberOfPlayers: 2,
        ...payment,
        TrackingCode: 'FREE-1',
        CardID: Number(card!.ID),
        NumberOfFreePlayers: 1,
      });
      expect(booked.ErrorCode, booked.ErrorMessage).toBe(0);
      expect(booked.Reservation!.ReservationID).toBeGreaterThan(0);

      const [profile] = await client.getCustomerPlayerCardProfile({ SessionID: session, CustomerID: customer });
      expect(profile!.RoundsUsed).toBe(1);
      expect(profile!.PlayerCardRounds![0]).toMatchObject({ GolfFacilityName: 'Desert Pines Golf Club', FacilityRoundAvailable: 1, RoundsUsed: 1 });

      const tooMany = await client.createReservationWithFreeRound({
        SessionID: session,
        TeeTimeID: TEE_TIME.forBooking,
        CustomerID: customer,
        NumberOfPlayers: 2,
        ...payment,
        TrackingCode: 'FREE-2',
        CardID: Number(card!.ID),
        NumberOfFreePlayers: 2,
      });
      expect(tooMany.ErrorCode, tooMany.ErrorMessage).toBe(ErrorCode.PlayerCard);
      expect(tooMany.ErrorMessage).toContain(`Player card ${card!.ID} has only 1 free round(s) left at Desert Pines; 2 needed.`);
      const [after] = await client.getCustomerPlayerCardProfile({ SessionID: session, CustomerID: customer });
      expect(after!.RoundsUsed).toBe(1);
    });
  });
}

describe('player cards on SQLite', () => playerCardSuite('sqlite'));

describe.skipIf(!(await runPostgresSuite('player-card')))('player cards on PostgreSQL', () => playerCardSuite('postgres'));
