/**
 * Browse and SearchTeeTimes over real HTTP on a real database with the demo catalog. The clock
 * starts at 2026-11-21 15:00 UTC: 08:00 in Phoenix and Denver (-07:00), 10:00 in Orlando
 * (-05:00). Bookings and holds are made by writing rows directly: those operations belong to
 * the booking module and have their own tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchTeeTimesRequest, ResponseSearchTeeTime, TeeTime } from '../../generated/crmteetimeapi/types.js';
import type { Transport } from 'soapgen/runtime/binding.js';
import { priceFor } from '../../service/teetimes/pricing.js';
import { MAX_SEARCH_RESULTS } from '../../service/catalog/search.js';
import { centsToDecimal } from '../../service/money.js';
import { form, soap11, soap12 } from '../support/soap.js';
import { runPostgresSuite, startService, TEST_START, type Engine, type TestService } from '../support/service.js';

const MINUTE = 60_000;
const TOMORROW = '2026-11-22';
const DESERT_PINES = 101;
const GRAND_CYPRESS = 301;
const ARROWHEAD = 401;

interface Fixture {
  svc: TestService;
  session: string;
}

async function openFixture(engine: Engine): Promise<Fixture> {
  const svc = await startService(engine);
  const login = await svc.client().login({ OwnerID: 1, UserID: 'demo', Password: 'demo' });
  expect(login.ErrorCode).toBe(0);
  return { svc, session: login.SessionID! };
}

function search(f: Fixture, request: Partial<SearchTeeTimesRequest>, transport: Transport = 'soap11'): Promise<ResponseSearchTeeTime> {
  return f.svc.client(transport).searchTeeTimes({ SessionID: f.session, AreaID: 0, FacilityID: 0, NumberOfPlayers: 2, DiscountPercent: 0, ...request });
}

const teeTimesOf = (r: ResponseSearchTeeTime): TeeTime[] => (r.Facilities ?? []).flatMap((f) => (f.Courses ?? []).flatMap((c) => c.TeeTimes ?? []));
const localTimeOf = (t: TeeTime): string => t.Time!.slice(11, 16);

async function teeTimeId(f: Fixture, courseId: number, date: string, time: string): Promise<number> {
  const row = await f.svc.app.context.db.get<{ id: number }>('SELECT id FROM tee_times WHERE course_id = ? AND local_date = ? AND local_time = ?', [
    courseId,
    date,
    time,
  ]);
  return Number(row!.id);
}

async function addHold(f: Fixture, teeTime: number, players: number, expiresAt: number): Promise<void> {
  await f.svc.app.context.db.run(`INSERT INTO holds (owner_id, tee_time_id, players, status, created_at, expires_at) VALUES (1, ?, ?, 'active', ?, ?)`, [
    teeTime,
    players,
    f.svc.clock(),
    expiresAt,
  ]);
}

/** The tee time with that ID in a search for its facility and date, or undefined. */
async function findInSearch(f: Fixture, facilityId: number, date: string, id: number, players: number): Promise<TeeTime | undefined> {
  const r = await search(f, { FacilityID: facilityId, FromDate: date, NumberOfPlayers: players });
  expect(r.ErrorCode).toBe(0);
  return teeTimesOf(r).find((t) => t.ID === id);
}

/** The main cases, on each engine. */
function catalogSuite(engine: Engine): void {
  let f: Fixture;
  beforeAll(async () => {
    f = await openFixture(engine);
  });
  afterAll(() => f?.svc.close());

  it('GetAreaList: every area in name order; StateProv filters in any case; an unknown state is an empty list', async () => {
    const all = await f.svc.client().getAreaList({ SessionID: f.session });
    expect(all.ErrorCode).toBe(0);
    expect(all.Areas!.map((a) => a.ShortName)).toEqual(['Austin', 'Denver', 'Myrtle Beach', 'Orlando', 'Phoenix', 'San Diego']);
    expect(all.Areas![4]).toEqual({ ID: 1, ShortName: 'Phoenix', LongName: 'Phoenix & Scottsdale', State: 'AZ', Country: 'US' });

    const az = await f.svc.client('soap12').getAreaList({ SessionID: f.session, StateProv: 'az' });
    expect(az.Areas!.map((a) => a.ID)).toEqual([1]);
    const none = await f.svc.client('httpPost').getAreaList({ SessionID: f.session, StateProv: 'ZZ' });
    expect(none.ErrorCode).toBe(0);
    expect(none.Areas ?? []).toEqual([]);
  });

  it('GetFacilitiesByArea: facilities by name; an unknown area is NotFound', async () => {
    const phoenix = await f.svc.client().getFacilitiesByArea({ SessionID: f.session, AreaID: 1 });
    expect(phoenix.ErrorCode).toBe(0);
    expect(phoenix.Facilities).toEqual([
      { ID: 103, ShortName: 'Camelback', LongName: 'Camelback Golf Club' },
      { ID: 101, ShortName: 'Desert Pines', LongName: 'Desert Pines Golf Club' },
      { ID: 102, ShortName: 'Papago', LongName: 'Papago Municipal Golf Course' },
    ]);
    const unknown = await f.svc.client().getFacilitiesByArea({ SessionID: f.session, AreaID: 999 });
    expect(unknown.ErrorCode).toBe(5);
    expect(unknown.ErrorMessage).toContain('AreaID 999');
  });

  it('GetIcons: every icon with its path and name', async () => {
    const icons = await f.svc.client().getIcons({ SessionID: f.session });
    expect(icons.ErrorCode).toBe(0);
    expect(icons.Icons!.map((i) => i.ID)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(icons.Icons![2]).toEqual({ ID: 3, Path: '/icons/twilight.png', Name: 'Twilight' });
  });

  it('browse needs a valid session', async () => {
    const r = await f.svc.client().getIcons({ SessionID: 'not-a-session' });
    expect(r.ErrorCode).toBe(1);
  });

  it('GetTotalTeeTimesCount with an unknown or expired session: 200 with ErrorCode 1 on every transport', async () => {
    const login = await f.svc.client().login({ OwnerID: 1, UserID: 'demo', Password: 'demo' });
    const expired = login.SessionID!;
    const start = f.svc.clock();
    f.svc.clock.advance(f.svc.config.sessionIdleMinutes * MINUTE + 1000);
    try {
      for (const session of ['not-a-session', expired]) {
        const inner = `<SessionID>${session}</SessionID>`;
        for (const r of [
          await soap11(f.svc.origin, 'GetTotalTeeTimesCount', inner),
          await soap12(f.svc.origin, 'GetTotalTeeTimesCount', inner),
          await form(f.svc.origin, 'GetTotalTeeTimesCount', `SessionID=${encodeURIComponent(session)}`),
        ]) {
          expect(r.status, r.body).toBe(200);
          expect(r.body).toMatch(/<ErrorCode>1<\/ErrorCode>/);
          expect(r.body).toMatch(/<TotalTeeTimes>0<\/TotalTeeTimes>/);
        }
      }
    } finally {
      f.svc.clock.set(start);
    }
  });

  it('search works the same over SOAP 1.1, SOAP 1.2 and HTTP POST', async () => {
    const request = { AreaID: 1, FacilityID: DESERT_PINES, StateProv: 'AZ', FromDate: TOMORROW, AMPM: 'PM', NumberOfPlayers: 3, DiscountPercent: 0 };
    const [soap11, soap12, httpPost] = await Promise.all((['soap11', 'soap12', 'httpPost'] as const).map((t) => search(f, request, t)));
    expect(soap11!.ErrorCode).toBe(0);
    expect(teeTimesOf(soap11!).length).toBeGreaterThan(10);
    expect(soap12).toEqual(soap11);
    expect(httpPost).toEqual(soap11);
  });

  it('each facility shows its own local time with its UTC offset (Phoenix, Orlando, Denver in November)', async () => {
    const phoenix = await search(f, { FacilityID: DESERT_PINES, FromDate: TOMORROW });
    const pinnacle = phoenix.Facilities![0]!.Courses!.find((c) => c.CourseName === 'Pinnacle')!;
    expect(pinnacle.TeeTimes![0]!.Time).toBe('2026-11-22T06:30:00-07:00');
    // The ID is the tee time stored for that UTC instant.
    const row = await f.svc.app.context.db.get<{ id: number }>('SELECT id FROM tee_times WHERE course_id = 1011 AND starts_at = ?', [
      Date.UTC(2026, 10, 22, 13, 30),
    ]);
    expect(pinnacle.TeeTimes![0]!.ID).toBe(Number(row!.id));

    const orlando = await search(f, { FacilityID: GRAND_CYPRESS, FromDate: TOMORROW });
    expect(orlando.Facilities![0]!.Courses![0]!.TeeTimes![0]!.Time).toBe('2026-11-22T07:00:00-05:00');
    const denver = await search(f, { FacilityID: ARROWHEAD, FromDate: TOMORROW });
    expect(denver.Facilities![0]!.Courses![0]!.TeeTimes![0]!.Time).toBe('2026-11-22T07:30:00-07:00');
  });

  it('a tee time fills with bookings and holds; an expired hold gives its seats back', async () => {
    const id = await teeTimeId(f, 4011, '2026-11-23', '09:00');
    expect((await findInSearch(f, ARROWHEAD, '2026-11-23', id, 4))?.PlayersAllowed).toBe('4');

    await f.svc.app.context.db.run('UPDATE tee_times SET booked = 2 WHERE id = ?', [id]);
    expect(await findInSearch(f, ARROWHEAD, '2026-11-23', id, 3)).toBeUndefined();
    expect((await findInSearch(f, ARROWHEAD, '2026-11-23', id, 2))?.PlayersAllowed).toBe('2');

    await addHold(f, id, 1, f.svc.clock() + 10 * MINUTE);
    expect(await findInSearch(f, ARROWHEAD, '2026-11-23', id, 2)).toBeUndefined();
    expect((await findInSearch(f, ARROWHEAD, '2026-11-23', id, 1))?.PlayersAllowed).toBe('1');

    f.svc.clock.advance(11 * MINUTE);
    try {
      expect((await findInSearch(f, ARROWHEAD, '2026-11-23', id, 2))?.PlayersAllowed).toBe('2');
    } finally {
      f.svc.clock.set(TEST_START);
    }
  });

  it('DiscountPercent keeps tee times at least that much under rack: Desert Pines twilight is 40 % off', async () => {
    const r = await search(f, { FacilityID: DESERT_PINES, FromDate: TOMORROW, DiscountPercent: 40 });
    const found = teeTimesOf(r);
    const twilight = await f.svc.app.context.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM tee_times WHERE course_id IN (1011, 1012) AND local_date = ? AND local_time >= '14:00'",
      [TOMORROW],
    );
    expect(found.length).toBe(Number(twilight!.n));
    expect(found.every((t) => localTimeOf(t) >= '14:00' && t.Icons!.split(',').includes('3'))).toBe(true);

    expect(teeTimesOf(await search(f, { FacilityID: DESERT_PINES, FromDate: TOMORROW, DiscountPercent: 41 }))).toEqual([]);
    // 25 % also takes the hot deals (icon 4), which are 25 % off.
    const deals = teeTimesOf(await search(f, { FacilityID: DESERT_PINES, FromDate: TOMORROW, DiscountPercent: 25 }));
    expect(deals.length).toBeGreaterThan(found.length);
    expect(deals.every((t) => localTimeOf(t) >= '14:00' || t.Icons!.split(',').includes('4'))).toBe(true);
  });

  it('prices for 2 players are priceFor of the stored rates', async () => {
    const r = await search(f, { FacilityID: DESERT_PINES, FromDate: TOMORROW, NumberOfPlayers: 2 });
    for (const t of teeTimesOf(r)) {
      const row = (await f.svc.app.context.db.get<{ rate_cents: number; rack_rate_cents: number; tax_rate_bp: number; booking_fee_cents: number }>(
        `SELECT t.rate_cents, t.rack_rate_cents, f.tax_rate_bp, f.booking_fee_cents
           FROM tee_times t JOIN courses c ON c.id = t.course_id JOIN facilities f ON f.id = c.facility_id WHERE t.id = ?`,
        [t.ID],
      ))!;
      const price = priceFor(
        { rateCents: row.rate_cents, rackRateCents: row.rack_rate_cents, taxRateBp: row.tax_rate_bp, bookingFeeCents: row.booking_fee_cents },
        2,
      );
      expect(t).toMatchObject({
        RetailRate: centsToDecimal(price.retailRate),
        CourseFee: centsToDecimal(price.courseFee),
        TaxAmount: centsToDecimal(price.tax),
        BookingFee: centsToDecimal(price.bookingFee),
      });
    }
  });

  it('without dates: from now through today + 6 at the facility; past tee times never show', async () => {
    const r = teeTimesOf(await search(f, { FacilityID: ARROWHEAD }));
    const dates = [...new Set(r.map((t) => t.Time!.slice(0, 10)))];
    expect(dates).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    // 08:00 in Denver now: the 08:00 tee time has started, 08:10 is the first still to come.
    expect(r[0]!.Time).toBe('2026-11-21T08:10:00-07:00');
    const today = teeTimesOf(await search(f, { FacilityID: ARROWHEAD, FromDate: '11/21/2026' }));
    expect(today[0]!.Time).toBe('2026-11-21T08:10:00-07:00');
    const untilTomorrow = teeTimesOf(await search(f, { FacilityID: ARROWHEAD, ToDate: TOMORROW }));
    expect(new Set(untilTomorrow.map((t) => t.Time!.slice(0, 10)))).toEqual(new Set(['2026-11-21', TOMORROW]));
  });

  it('GetTotalTeeTimesCount counts future tee times with a free seat, and drops when one fills', async () => {
    const count = async (): Promise<number> => {
      const r = await f.svc.client().getTotalTeeTimesCount({ SessionID: f.session });
      expect(r.ErrorCode).toBe(0);
      return r.TotalTeeTimes;
    };
    const expected = await f.svc.app.context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tee_times WHERE starts_at > ? AND booked < capacity', [
      TEST_START,
    ]);
    const holdsOpen = await f.svc.app.context.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM holds WHERE status = 'active' AND expires_at > ?", [TEST_START]);
    const before = await count();
    if (Number(holdsOpen!.n) === 0) expect(before).toBe(Number(expected!.n));

    const booked = await teeTimeId(f, 4011, '2026-11-24', '10:00');
    await f.svc.app.context.db.run('UPDATE tee_times SET booked = capacity WHERE id = ?', [booked]);
    expect(await count()).toBe(before - 1);

    const held = await teeTimeId(f, 4011, '2026-11-24', '10:10');
    await addHold(f, held, 4, TEST_START + 10 * MINUTE);
    expect(await count()).toBe(before - 2);
  });
}

describe('catalog on SQLite', () => catalogSuite('sqlite'));

describe.skipIf(!(await runPostgresSuite('catalog')))('catalog on PostgreSQL', () => catalogSuite('postgres'));

/** The search rules that do not depend on the engine. */
describe('SearchTeeTimes rules', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await openFixture('sqlite');
  });
  afterAll(() => f?.svc.close());

  const expectInvalid = async (request: Partial<SearchTeeTimesRequest>, ...mentions: string[]): Promise<void> => {
    const r = await search(f, request);
    expect(r.ErrorCode, JSON.stringify(request)).toBe(4);
    for (const text of mentions) expect(r.ErrorMessage).toContain(text);
  };

  it('orders facilities by name, courses by name and tee times by time', async () => {
    const r = await search(f, { AreaID: 1, FromDate: TOMORROW });
    expect(r.Facilities!.map((x) => x.ShortName)).toEqual(['Camelback', 'Desert Pines', 'Papago']);
    expect(r.Facilities![0]!.Courses!.map((c) => c.CourseName)).toEqual(['Ambiente', 'Executive Nine', 'Padre']);
    for (const course of r.Facilities!.flatMap((x) => x.Courses!)) {
      const times = course.TeeTimes!.map(localTimeOf);
      expect(times).toEqual([...times].sort());
    }
  });

  it('returns the facility details and each tee time fully', async () => {
    const r = await search(f, { FacilityID: DESERT_PINES, FromDate: '2026-11-23', AMPM: 'AM', NumberOfPlayers: 2 });
    const facility = r.Facilities![0]!;
    expect(facility).toMatchObject({
      ID: 101,
      ShortName: 'Desert Pines',
      LongName: 'Desert Pines Golf Club',
      Address1: '7450 E Pinnacle Peak Rd',
      City: 'Scottsdale',
      StateProv: 'AZ',
      Country: 'US',
      PostalCode: '85255',
      Phone: '480-555-0101',
      URLAddress: 'https://desertpines.example.com',
    });
    expect(facility.TeeTimePolicy).toContain('24 hours');
    expect(facility.Address2).toBeUndefined();
    const pinnacle = facility.Courses!.find((c) => c.CourseName === 'Pinnacle')!;
    expect(pinnacle.CourseID).toBe(1011);
    // Monday: rack 129.00; a tee time that is not a hot deal sells at rack. Tax 8.05 % of 258.00 = 20.769 → 20.77.
    const regular = pinnacle.TeeTimes!.find((t) => t.Icons === '1')!;
    expect(regular).toMatchObject({ PlayersAllowed: '4', Holes: 18, RetailRate: '258.00', CourseFee: '258.00', TaxAmount: '20.77', BookingFee: '6.00' });
    expect(regular.Information).toBeUndefined();
  });

  it('AM is before 12:00 local, PM from 12:00; the two make the whole day; any case is accepted', async () => {
    const day = { FacilityID: GRAND_CYPRESS, FromDate: TOMORROW };
    const am = teeTimesOf(await search(f, { ...day, AMPM: 'am' }));
    const pm = teeTimesOf(await search(f, { ...day, AMPM: 'Pm' }));
    const all = teeTimesOf(await search(f, { ...day, AMPM: '' }));
    expect(am.every((t) => localTimeOf(t) < '12:00')).toBe(true);
    expect(pm.every((t) => localTimeOf(t) >= '12:00')).toBe(true);
    expect(am.length).toBeGreaterThan(0);
    expect(pm.length).toBeGreaterThan(0);
    expect(am.length + pm.length).toBe(all.length);
    await expectInvalid({ ...day, AMPM: 'noon' }, 'AMPM');
  });

  it('accepts ISO, US and .NET DateTime.ToString() dates, and ignores the time part', async () => {
    const reference = await search(f, { FacilityID: ARROWHEAD, FromDate: '2026-12-01' });
    expect(teeTimesOf(reference).length).toBeGreaterThan(0);
    expect(teeTimesOf(reference).every((t) => t.Time!.startsWith('2026-12-01T'))).toBe(true);
    for (const text of ['12/01/2026', '12/1/2026', '12/1/2026 12:00:00 AM', '12/01/2026 3:45:00 PM', '2026-12-01T00:00:00', '2026-12-01T18:30:00-07:00']) {
      expect(await search(f, { FacilityID: ARROWHEAD, FromDate: text, ToDate: text }), text).toEqual(reference);
    }
  });

  it('rejects dates in other formats or that do not exist, naming the field and the formats', async () => {
    await expectInvalid({ FromDate: '22.11.2026' }, 'FromDate', 'YYYY-MM-DD', 'MM/DD/YYYY');
    await expectInvalid({ FromDate: '2026-02-30' }, 'FromDate');
    await expectInvalid({ FromDate: '13/01/2026' }, 'FromDate');
    await expectInvalid({ FromDate: 'tomorrow' }, 'FromDate');
    await expectInvalid({ FromDate: TOMORROW, ToDate: '2026/11/23' }, 'ToDate', 'M/D/YYYY');
  });

  it('ToDate defaults to FromDate; before FromDate, or more than 14 days, is InvalidParameter', async () => {
    const one = teeTimesOf(await search(f, { FacilityID: ARROWHEAD, FromDate: TOMORROW }));
    expect(new Set(one.map((t) => t.Time!.slice(0, 10)))).toEqual(new Set([TOMORROW]));
    const two = teeTimesOf(await search(f, { FacilityID: ARROWHEAD, FromDate: TOMORROW, ToDate: '2026-11-23' }));
    expect(new Set(two.map((t) => t.Time!.slice(0, 10)))).toEqual(new Set([TOMORROW, '2026-11-23']));

    await expectInvalid({ FromDate: '2026-11-23', ToDate: TOMORROW }, 'ToDate');
    await expectInvalid({ FromDate: TOMORROW, ToDate: '2026-12-06' }, '14');
    expect((await search(f, { FacilityID: ARROWHEAD, FromDate: TOMORROW, ToDate: '2026-12-05' })).ErrorCode).toBe(0);
    await expectInvalid({ ToDate: '2026-11-20' }, 'ToDate');
  });

  it('checks NumberOfPlayers (1-4) and DiscountPercent (0-100)', async () => {
    await expectInvalid({ NumberOfPlayers: 0 }, 'NumberOfPlayers');
    await expectInvalid({ NumberOfPlayers: 5 }, 'NumberOfPlayers');
    await expectInvalid({ DiscountPercent: -1 }, 'DiscountPercent');
    await expectInvalid({ DiscountPercent: 101 }, 'DiscountPercent');
    expect((await search(f, { FacilityID: ARROWHEAD, FromDate: TOMORROW, NumberOfPlayers: 4, DiscountPercent: 100 })).ErrorCode).toBe(0);
  });

  it('an unknown AreaID or FacilityID is NotFound; a facility outside the area is an empty result', async () => {
    const area = await search(f, { AreaID: 999 });
    expect(area.ErrorCode).toBe(5);
    expect(area.ErrorMessage).toContain('AreaID 999');
    const facility = await search(f, { FacilityID: 999 });
    expect(facility.ErrorCode).toBe(5);
    expect(facility.ErrorMessage).toContain('FacilityID 999');
    const elsewhere = await search(f, { AreaID: 2, FacilityID: DESERT_PINES, FromDate: TOMORROW });
    expect(elsewhere.ErrorCode).toBe(0);
    expect(elsewhere.Facilities ?? []).toEqual([]);
  });

  it('StateProv narrows to the facilities of that state, in any case', async () => {
    const az = await search(f, { StateProv: 'az', FromDate: TOMORROW, AMPM: 'PM' });
    expect(az.Facilities!.map((x) => x.ID).sort()).toEqual([101, 102, 103]);
    const none = await search(f, { StateProv: 'ZZ', FromDate: TOMORROW });
    expect(none.ErrorCode).toBe(0);
    expect(none.Facilities ?? []).toEqual([]);
  });

  it(`returns at most ${MAX_SEARCH_RESULTS} tee times: the earliest ones`, async () => {
    const r = teeTimesOf(await search(f, { FromDate: TOMORROW, ToDate: '2026-11-23' }));
    expect(r.length).toBe(MAX_SEARCH_RESULTS);
    const latestShown = Math.max(...r.map((t) => Date.parse(t.Time!)));
    const firstLeftOut = await f.svc.app.context.db.get<{ starts_at: number }>(
      'SELECT starts_at FROM tee_times WHERE local_date BETWEEN ? AND ? ORDER BY starts_at, id LIMIT 1 OFFSET ?',
      [TOMORROW, '2026-11-23', MAX_SEARCH_RESULTS],
    );
    expect(latestShown).toBeLessThanOrEqual(Number(firstLeftOut!.starts_at));
  });
});
