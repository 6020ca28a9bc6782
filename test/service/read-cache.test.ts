/**
 * Browse and search answers are kept between calls (service/cache/read-cache.ts); these tests
 * hold them to the rule that makes that safe: an answer is never older than the last committed
 * write of any process, nor than a hold expiring or a tee time starting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRMTeeTimeAPIClient } from '../../generated/crmteetimeapi/client.js';
import type { ResponseSearchTeeTime, TeeTime } from '../../generated/crmteetimeapi/types.js';
import type { Changes, Database } from '../../service/db/database.js';
import { everyVersionChangesAll, ReadCache } from '../../service/cache/read-cache.js';
import { sharedVersionReads } from '../../service/db/data-version.js';
import { openDatabase } from '../../service/db/open.js';
import { freeSeats } from '../../service/booking/store.js';
import { twoServerProcesses } from '../support/process.js';
import { runPostgresSuite, startService, TEST_START, type Engine, type TestService } from '../support/service.js';
import { card, loginAs, untouchedTeeTime } from './booking-fixtures.js';

const MINUTE = 60_000;
const TWO_DAYS = 2 * 24 * 60 * MINUTE;
const withPostgres = await runPostgresSuite('read cache');

const teeTimesOf = (r: ResponseSearchTeeTime): TeeTime[] => (r.Facilities ?? []).flatMap((f) => (f.Courses ?? []).flatMap((c) => c.TeeTimes ?? []));

interface Place {
  readonly facilityId: number;
  readonly date: string;
}

async function placeOf(db: Database, teeTimeId: number): Promise<Place> {
  const row = await db.get<{ facility_id: number; local_date: string }>(
    'SELECT c.facility_id, t.local_date FROM tee_times t JOIN courses c ON c.id = t.course_id WHERE t.id = ?',
    [teeTimeId],
  );
  return { facilityId: Number(row!.facility_id), date: row!.local_date };
}

/** PlayersAllowed of each tee time in one one-player search of their facility and day (undefined when not listed). */
async function seatsOffered(client: CRMTeeTimeAPIClient, session: string, place: Place, teeTimeIds: readonly number[]): Promise<(string | undefined)[]> {
  const answer = await client.searchTeeTimes({
    SessionID: session,
    AreaID: 0,
    FacilityID: place.facilityId,
    FromDate: place.date,
    NumberOfPlayers: 1,
    DiscountPercent: 0,
  });
  expect(answer.ErrorCode).toBe(0);
  const offered = teeTimesOf(answer);
  return teeTimeIds.map((id) => offered.find((t) => t.ID === id)?.PlayersAllowed);
}

/** PlayersAllowed of the tee time in a one-player search of its facility and day ('absent' when not listed). */
async function seatsShown(client: CRMTeeTimeAPIClient, session: string, place: Place, teeTimeId: number): Promise<string> {
  const [seats] = await seatsOffered(client, session, place, [teeTimeId]);
  return seats ?? 'absent';
}

for (const engine of ['sqlite', 'postgres'] as const satisfies readonly Engine[]) {
  describe.skipIf(engine === 'postgres' && !withPostgres)(`cached answers on ${engine}, one process and a test clock`, () => {
    let svc: TestService;
    let client: CRMTeeTimeAPIClient;
    let session: string;
    let other: Database;
    beforeAll(async () => {
      svc = await startService(engine);
      client = svc.client();
      session = await loginAs(client);
      other = openDatabase(svc.database); // another connection: what another process would write through
    }, 60_000);
    afterAll(async () => {
      await other?.close();
      await svc?.close();
    });

    it('a search repeated after a hold expires shows its seats again, at the moment it expires', async () => {
      const id = await untouchedTeeTime(svc.app.context.db, svc.clock());
      const place = await placeOf(svc.app.context.db, id);
      expect(await seatsShown(client, session, place, id)).toBe('4');
      const hold = await client.holdTeeTime({ SessionID: session, TeeTimeID: id, NumberOfPlayers: 3 });
      expect(hold.ErrorCode).toBe(0);
      expect(await seatsShown(client, session, place, id)).toBe('1');
      expect(await seatsShown(client, session, place, id)).toBe('1');
      svc.clock.advance(svc.config.holdMinutes * MINUTE - 1);
      expect(await seatsShown(client, session, place, id)).toBe('1');
      svc.clock.advance(1);
      expect(await seatsShown(client, session, place, id)).toBe('4');
    });

    it('a tee time leaves a repeated search the moment it starts', async () => {
      const id = await untouchedTeeTime(svc.app.context.db, svc.clock(), { skip: 5 });
      const place = await placeOf(svc.app.context.db, id);
      const startsAt = Number((await svc.app.context.db.get<{ starts_at: number }>('SELECT starts_at FROM tee_times WHERE id = ?', [id]))!.starts_at);
      expect(await seatsShown(client, session, place, id)).toBe('4');
      svc.clock.set(startsAt - 1);
      const later = await loginAs(client); // the clock moved past the first session's idle time-out
      expect(await seatsShown(client, later, place, id)).toBe('4');
      expect(await seatsShown(client, later, place, id)).toBe('4');
      svc.clock.set(startsAt);
      expect(await seatsShown(client, later, place, id)).toBe('absent');
    });

    it('a write committed through another connection shows in the very next answer', async () => {
      svc.clock.set(TEST_START);
      session = await loginAs(client);
      const id = await untouchedTeeTime(svc.app.context.db, svc.clock(), { skip: 9 });
      const place = await placeOf(svc.app.context.db, id);
      expect(await seatsShown(client, session, place, id)).toBe('4');
      await other.run('UPDATE tee_times SET booked = 3 WHERE id = ?', [id]);
      expect(await seatsShown(client, session, place, id)).toBe('1');

      // Browse answers: exact on SQLite; on PostgreSQL once the change's notification has arrived.
      const areas = await client.getAreaList({ SessionID: session });
      await other.run("UPDATE areas SET long_name = 'Renamed elsewhere' WHERE id = ?", [areas.Areas![0]!.ID]);
      const renamed = async (): Promise<string | undefined> => (await client.getAreaList({ SessionID: session })).Areas![0]!.LongName;
      if (engine === 'sqlite') expect(await renamed()).toBe('Renamed elsewhere');
      else await expect.poll(renamed, { timeout: 2000, interval: 20 }).toBe('Renamed elsewhere');
    });

    it('keeps a cached search through writes to other facilities and other days, and drops it for a write to its own facility-day or the catalog', async () => {
      svc.clock.set(TEST_START);
      session = await loginAs(client);
      const db = svc.app.context.db;
      const { reads } = svc.app.context;
      const id = await untouchedTeeTime(db, svc.clock(), { skip: 20 });
      const place = await placeOf(db, id);
      const elsewhere = await db.get<{ id: number }>(
        'SELECT t.id FROM tee_times t JOIN courses c ON c.id = t.course_id WHERE c.facility_id <> ? AND t.local_date = ? AND t.booked = 0 ORDER BY t.id LIMIT 1',
        [place.facilityId, place.date],
      );
      const laterDay = await db.get<{ id: number }>(
        'SELECT t.id FROM tee_times t JOIN courses c ON c.id = t.course_id WHERE c.facility_id = ? AND t.local_date > ? AND t.booked = 0 ORDER BY t.id LIMIT 1',
        [place.facilityId, place.date],
      );
      expect(await seatsShown(client, session, place, id)).toBe('4');
      const computed = reads.computations;

      await other.run('UPDATE tee_times SET booked = booked + 1 WHERE id = ?', [Number(elsewhere!.id)]);
      await other.run('UPDATE tee_times SET booked = booked + 1 WHERE id = ?', [Number(laterDay!.id)]);
      const hold = await client.holdTeeTime({ SessionID: session, TeeTimeID: Number(elsewhere!.id), NumberOfPlayers: 1 });
      expect(hold.ErrorCode).toBe(0);
      expect(await seatsShown(client, session, place, id)).toBe('4');
      expect(reads.computations).toBe(computed); // served from the cache: nothing it covers changed

      await other.run('UPDATE tee_times SET booked = booked + 1 WHERE id = ?', [id]);
      expect(await seatsShown(client, session, place, id)).toBe('3');
      expect(reads.computations).toBe(computed + 1);
      expect(await seatsShown(client, session, place, id)).toBe('3');
      expect(reads.computations).toBe(computed + 1);

      // The catalog (here another facility's name) may change any answer: all are computed again.
      await other.run('UPDATE facilities SET long_name = long_name WHERE id <> ?', [place.facilityId]);
      expect(await seatsShown(client, session, place, id)).toBe('3');
      expect(reads.computations).toBe(computed + 2);
    });

    it('a tee time moved to another day leaves the cached search of the day it left', async () => {
      svc.clock.set(TEST_START);
      session = await loginAs(client);
      const db = svc.app.context.db;
      const id = await untouchedTeeTime(db, svc.clock(), { skip: 40 });
      const place = await placeOf(db, id);
      expect(await seatsShown(client, session, place, id)).toBe('4'); // cached for its day
      const nextDay = new Date(Date.parse(`${place.date}T00:00:00Z`) + 24 * 60 * MINUTE).toISOString().slice(0, 10);
      await other.run('UPDATE tee_times SET local_date = ? WHERE id = ?', [nextDay, id]);
      expect(await seatsShown(client, session, place, id)).toBe('absent');
      await other.run('UPDATE tee_times SET local_date = ? WHERE id = ?', [place.date, id]);
      expect(await seatsShown(client, session, place, id)).toBe('4');
    });

    // PostgreSQL only: SQLite's catalog version is its data version, exact and in-process.
    if (engine === 'postgres')
      it('serves browse answers without asking the database while it hears no catalog change, and still sees changes once its listening connection was cut', async () => {
        session = await loginAs(client);
        const db = svc.app.context.db;
        await client.getIcons({ SessionID: session });
        const before = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM icons');
        // While nothing announces a change, the catalog version needs no query: it is this process's count.
        expect(await db.catalogVersion()).toMatch(/^heard \d+$/);
        const version = await db.catalogVersion();
        await other.run('UPDATE tee_times SET booked = booked WHERE id = (SELECT MIN(id) FROM tee_times)');
        expect(await db.catalogVersion()).toBe(version); // a booking-side write is not a catalog change

        // Cut the listening connection: until it listens again (a second later), the exact data
        // version stands in, so a change made meanwhile shows in the very next answer.
        await other.run("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN catalog_changed'");
        await expect.poll(() => db.catalogVersion(), { timeout: 900, interval: 5 }).not.toMatch(/^heard/);
        await other.run("INSERT INTO icons (id, path, name) VALUES (99, '/x.png', 'Added while not listening')");
        expect((await client.getIcons({ SessionID: session })).Icons!.length).toBe(Number(before!.n) + 1);
        // Listening again, it counts as a change, and announced changes show again.
        await expect.poll(() => db.catalogVersion(), { timeout: 5000, interval: 50 }).toMatch(/^heard \d+$/);
        await other.run('DELETE FROM icons WHERE id = 99');
        await expect.poll(async () => (await client.getIcons({ SessionID: session })).Icons!.length, { timeout: 2000, interval: 20 }).toBe(Number(before!.n));
      });
  });

  describe.skipIf(engine === 'postgres' && !withPostgres)(`cached answers on ${engine}, two server processes`, () => {
    const processes = twoServerProcesses(engine);

    it('a hold and a booking made through one process show at once in searches through the other', async () => {
      const [reader, writer] = processes.servers.map((s) => new CRMTeeTimeAPIClient({ baseUrl: s.origin, transport: 'soap11' }));
      const [readSession, writeSession] = [await loginAs(reader!), await loginAs(writer!)];
      const id = await untouchedTeeTime(processes.db, Date.now(), { skip: 3 });
      const place = await placeOf(processes.db, id);
      expect(await seatsShown(reader!, readSession, place, id)).toBe('4');
      expect(await seatsShown(reader!, readSession, place, id)).toBe('4');

      const hold = await writer!.holdTeeTime({ SessionID: writeSession, TeeTimeID: id, NumberOfPlayers: 2 });
      expect(hold.ErrorCode).toBe(0);
      expect(await seatsShown(reader!, readSession, place, id)).toBe('2');

      const booked = await writer!.createReservation({ SessionID: writeSession, TeeTimeID: hold.HoldTeeTime!.NewTeeTimeID, NumberOfPlayers: 2, ...card() });
      expect(booked.ErrorCode).toBe(0);
      const direct = await writer!.createReservation({ SessionID: writeSession, TeeTimeID: id, NumberOfPlayers: 1, ...card() });
      expect(direct.ErrorCode).toBe(0);
      expect(await seatsShown(reader!, readSession, place, id)).toBe('1');
    });
  });
}

/** `count` tee times of the place's day, at its facility or at others, none booked or held yet, starting two days from now or later (past any cancellation cut-off). */
async function freshTeeTimes(db: Database, where: 'same' | 'other', place: Place, count: number): Promise<number[]> {
  const rows = await db.all<{ id: number }>(
    `SELECT t.id FROM tee_times t JOIN courses c ON c.id = t.course_id
      WHERE ${where === 'same' ? 'c.facility_id = ?' : 'c.facility_id <> ?'} AND t.local_date = ? AND t.booked = 0 AND t.starts_at > ?
        AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.tee_time_id = t.id)
      ORDER BY t.starts_at, t.id LIMIT ?`,
    [place.facilityId, place.date, Date.now() + TWO_DAYS, count],
  );
  expect(rows).toHaveLength(count);
  return rows.map((row) => Number(row.id));
}

for (const engine of ['sqlite', 'postgres'] as const satisfies readonly Engine[]) {
  describe.skipIf(engine === 'postgres' && !withPostgres)(`cached searches on ${engine} while another process books and cancels`, () => {
    const processes = twoServerProcesses(engine);

    it('never answers with fewer or more seats than the database had when the search was sent and has after it was answered', async () => {
      const [reader, writer] = processes.servers.map((s) => new CRMTeeTimeAPIClient({ baseUrl: s.origin, transport: 'soap11' }));
      const [readSession, writeSession] = [await loginAs(reader!), await loginAs(writer!)];
      const place = await placeOf(processes.db, await untouchedTeeTime(processes.db, Date.now() + TWO_DAYS, { skip: 40 }));
      const [fillA, fillB, emptyA, emptyB] = await freshTeeTimes(processes.db, 'same', place, 4);
      const noise = await freshTeeTimes(processes.db, 'other', place, 4);
      let bookings = 0;
      const book = async (TeeTimeID: number): Promise<number> => {
        // A tracking code of its own: the same booking sent twice would be answered as one.
        const made = await writer!.createReservationWithTracking({
          SessionID: writeSession,
          TeeTimeID,
          NumberOfPlayers: 1,
          TrackingCode: `race-${++bookings}`,
          ...card(),
        });
        expect(made.ErrorCode, made.ErrorMessage).toBe(0);
        return made.Reservation!.ReservationID;
      };
      // Seats only go down on fillA/fillB (holds, bookings) and only up on emptyA/emptyB (cancels).
      const toCancel: number[] = [];
      for (const id of [emptyA!, emptyB!]) for (let i = 0; i < 4; i++) toCancel.push(await book(id));
      // Each write waits for a check to finish first, so checks and writes interleave however fast either is.
      const waiting: Array<() => void> = [];
      const afterACheck = (): Promise<void> => new Promise((resolve) => waiting.push(resolve));
      const chains: Array<() => Promise<void>> = [
        async () => {
          for (const id of [fillA!, fillB!]) {
            await afterACheck();
            expect((await writer!.holdTeeTime({ SessionID: writeSession, TeeTimeID: id, NumberOfPlayers: 1 })).ErrorCode).toBe(0);
            for (let i = 0; i < 3; i++) {
              await afterACheck();
              await book(id);
            }
          }
        },
        async () => {
          for (const ReservationID of toCancel) {
            await afterACheck();
            const cancelled = await writer!.cancelReservation({ SessionID: writeSession, ReservationID });
            expect(cancelled.ErrorCode, cancelled.ErrorMessage).toBe(0);
          }
        },
        async () => {
          for (const id of noise) {
            for (let i = 0; i < 4; i++) {
              await afterACheck();
              await book(id);
            }
          }
        },
      ];
      const watched = [fillA!, fillB!, emptyA!, emptyB!];
      const truth = (): Promise<number[]> => Promise.all(watched.map((id) => freeSeats(processes.db, id, Date.now())));
      const shown = async (): Promise<number[]> => (await seatsOffered(reader!, readSession, place, watched)).map((seats) => Number(seats ?? 0));

      let writing = true;
      const writes = Promise.all(chains.map((chain) => chain())).finally(() => (writing = false));
      let checked = 0;
      while (writing) {
        const before = await truth();
        const answer = await shown();
        const after = await truth();
        for (let i = 0; i < watched.length; i++) {
          const [low, high] = i < 2 ? [after[i]!, before[i]!] : [before[i]!, after[i]!];
          expect(answer[i], `tee time ${watched[i]}: shown ${answer[i]}, ${before[i]} free before the search, ${after[i]} after`).toBeGreaterThanOrEqual(low);
          expect(answer[i]).toBeLessThanOrEqual(high);
        }
        checked++;
        for (const resume of waiting.splice(0)) resume();
      }
      await writes;
      expect(await shown()).toEqual([0, 0, 4, 4]);
      expect(checked).toBeGreaterThan(5);
    }, 120_000);
  });
}

describe('sharedVersionReads', () => {
  it('gives every caller a read begun after it asked, shared by the callers of one turn', async () => {
    let reads = 0;
    let release: (() => void) | undefined;
    const version = sharedVersionReads(async () => {
      const n = ++reads;
      await new Promise<void>((resolve) => (release = resolve));
      return String(n);
    });
    const turns = async (n: number): Promise<void> => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    const first = [version(), version(), version()];
    await turns(2);
    expect(reads).toBe(1); // one read for the three callers of that turn, now under way
    const during = version(); // asked while the read is under way: must not get its answer
    release!();
    expect(await Promise.all(first)).toEqual(['1', '1', '1']);
    expect(reads).toBe(1);
    await turns(2);
    expect(reads).toBe(2);
    release!();
    expect(await during).toBe('2');
  });
});

describe('ReadCache memory', () => {
  it('keeps at most its byte budget, dropping the oldest, and nothing of a superseded data version', async () => {
    let version = 'v1';
    const cache = new ReadCache(
      everyVersionChangesAll(async () => version),
      () => 0,
      10_000,
    );
    let computed = 0;
    const get = (key: string, bytes: number): Promise<string> => cache.get(key, async () => ({ value: `${key}#${++computed}`, bytes }));
    expect(await get('a', 4000)).toBe('a#1');
    expect(await get('b', 4000)).toBe('b#2');
    expect(await get('a', 4000)).toBe('a#1'); // kept
    expect(await get('c', 4000)).toBe('c#3'); // over budget: the oldest (a) goes
    expect(await get('b', 4000)).toBe('b#2');
    expect(await get('a', 4000)).toBe('a#4');
    expect(await get('big', 20_000)).toBe('big#5'); // larger than the whole budget: never kept
    expect(await get('big', 20_000)).toBe('big#6');
    version = 'v2';
    expect(await get('b', 4000)).toBe('b#7'); // a write happened: everything is recomputed
  });
});

describe('ReadCache sharing', () => {
  it('lets the callers of one key under one data version share one computation, and starts a new one for a newer version', async () => {
    let version = 'v1';
    const cache = new ReadCache(
      everyVersionChangesAll(async () => version),
      () => 0,
    );
    const started: string[] = [];
    const finish: Array<(value: string) => void> = [];
    const get = (): Promise<string> =>
      cache.get('search', () => {
        started.push(version);
        return new Promise((resolve) => finish.push((value) => resolve({ value })));
      });
    const first = [get(), get(), get()];
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(['v1']);
    version = 'v2'; // a write committed: a caller from now on must not get what began before it
    const later = get();
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(['v1', 'v2']);
    finish[0]!('under v1');
    finish[1]!('under v2');
    expect(await Promise.all(first)).toEqual(['under v1', 'under v1', 'under v1']);
    expect(await later).toBe('under v2');
    expect(await get()).toBe('under v2'); // kept
    expect(started).toHaveLength(2);
  });

  it('lets callers share a computation across a new version that changed nothing, and starts a new one after a change', async () => {
    let changes: Changes = { version: 'v1', since: undefined, changed: 'everything' };
    const cache = new ReadCache(
      async () => changes,
      () => 0,
    );
    const started: string[] = [];
    const finish: Array<(value: string) => void> = [];
    const get = (): Promise<string> =>
      cache.get('search', () => {
        started.push(changes.version);
        return new Promise((resolve) => finish.push((value) => resolve({ value, covers: { facilities: new Set([7]), from: '2026-01-01', to: '2026-01-01' } })));
      });
    const first = get();
    await new Promise((r) => setTimeout(r, 10));
    changes = { version: 'v2', since: 'v1', changed: [] }; // another database's commit, say
    const second = get();
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(['v1']);
    changes = { version: 'v3', since: 'v2', changed: [{ facilityId: 8, localDate: '2026-01-01' }] };
    const third = get();
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(['v1', 'v3']);
    finish[0]!('under v1');
    finish[1]!('under v3');
    expect(await Promise.all([first, second, third])).toEqual(['under v1', 'under v1', 'under v3']);
  });

  it('fails every caller that waited for a failed computation, and computes again for the next', async () => {
    const cache = new ReadCache(
      everyVersionChangesAll(async () => 'v1'),
      () => 0,
    );
    let calls = 0;
    const get = (): Promise<string> =>
      cache.get('search', async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 5));
        if (calls === 1) throw new Error('the database went away');
        return { value: 'answer' };
      });
    const outcomes = await Promise.allSettled([get(), get()]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await get()).toBe('answer');
    expect(calls).toBe(2);
  });
});
