/**
 * A load of more tee times than the table holds is a bulk load (service/seed/sqlite-bulk.ts,
 * service/seed/postgres-load.ts): what it does not need (indexes, PostgreSQL's foreign key, the
 * change log trigger) is set aside inside its transaction.
 * A running service must see it as it sees any commit, and the schema must come out as it went
 * in, also when the load fails.
 */
import BetterSqlite3 from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseSearchTeeTime } from '../../generated/crmteetimeapi/types.js';
import type { Database } from '../../service/db/database.js';
import { migrate } from '../../service/db/migrations.js';
import { openDatabase } from '../../service/db/open.js';
import { TEE_TIMES_HEADER } from '../../service/seed/import.js';
import { insertNewTeeTimes, type NewTeeTime } from '../../service/seed/schedule.js';
import { withSeedSettings } from '../../service/seed/sqlite-bulk.js';
import { freshDatabase, runPostgresSuite, startService, type TestService } from '../support/service.js';
import { loginAs } from './booking-fixtures.js';

const SEARCHED = { facilityId: 103, date: '2026-11-23' };

/** The schema of tee_times: its indexes and triggers, as SQLite keeps them. */
const schemaOf = (db: Database): Promise<unknown[]> =>
  db.all("SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'tee_times' AND type IN ('index', 'trigger') ORDER BY name");

const teeTimeCount = (answer: ResponseSearchTeeTime): number =>
  (answer.Facilities ?? []).flatMap((f) => (f.Courses ?? []).flatMap((c) => c.TeeTimes ?? [])).length;

/** Tee times every 4 minutes from 06:02 to 09:58 (60 a day) on `days` days from 2026-11-22, on each course. */
function csvOf(courses: readonly number[], days: number): string {
  const lines = [TEE_TIMES_HEADER];
  for (let day = 0; day < days; day++) {
    const date = new Date(Date.UTC(2026, 10, 22 + day)).toISOString().slice(0, 10);
    for (const course of courses) {
      for (let minute = 6 * 60 + 2; minute < 10 * 60; minute += 4) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        lines.push(`${course},${date},${time},18,4,90.00,80.00,,`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

function seed(database: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'service/seed/cli.ts', ...args], { env: { ...process.env, DATABASE_URL: database } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('a bulk load of tee times on SQLite', () => {
  let svc: TestService;
  let db: Database;

  beforeAll(async () => {
    svc = await startService('sqlite');
    db = openDatabase(svc.database);
  });
  afterAll(async () => {
    await db?.close();
    await svc?.close();
  });

  it('is seen at once by a running service, and leaves the indexes and triggers as they were', async () => {
    const client = svc.client();
    const session = await loginAs(client, 1);
    const search = (players: number): Promise<ResponseSearchTeeTime> =>
      client.searchTeeTimes({
        SessionID: session,
        AreaID: 0,
        FacilityID: SEARCHED.facilityId,
        FromDate: SEARCHED.date,
        NumberOfPlayers: players,
        DiscountPercent: 0,
      });
    const before = teeTimeCount(await search(2)); // kept by the service's read cache
    const schema = await schemaOf(db);
    const held = Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tee_times'))!.n);
    const courses = (await db.all<{ id: number }>('SELECT id FROM courses ORDER BY id')).map((c) => Number(c.id));
    const days = Math.ceil((2 * held) / (courses.length * 60));

    const dir = mkdtempSync(join(tmpdir(), 'bulk-load-test-'));
    writeFileSync(join(dir, 'tee-times.csv'), csvOf(courses, days));
    const run = await seed(svc.database, '--tee-times', join(dir, 'tee-times.csv'));
    expect(run.code, run.stderr).toBe(0);
    const added = Number(/added (\d+) of/.exec(run.stdout)?.[1]);
    expect(added).toBeGreaterThan(held); // a bulk load, by the rule insertNewTeeTimes applies

    const after = teeTimeCount(await search(2));
    expect(after).toBeGreaterThan(before);
    expect(after).toBeLessThan(500); // the most a search lists
    // A search never asked before, so computed now: the cached one must agree with it.
    expect(after).toBe(teeTimeCount(await search(1)));
    expect(await schemaOf(db)).toEqual(schema);
    // The trigger logs writes again: a hold on the searched day shows in the cached answer at once.
    const teeTime = (await search(2)).Facilities![0]!.Courses![0]!.TeeTimes![0]!;
    const hold = await client.holdTeeTime({ SessionID: session, TeeTimeID: teeTime.ID, NumberOfPlayers: 4 });
    expect(hold.ErrorCode).toBe(0);
    expect(teeTimeCount(await search(2))).toBe(after - 1);
  });
});

/** A tee time on course 1 (or `courseId`) at 06:MM on 2030-01-01. */
const teeTime = (minute: number, courseId = 1): NewTeeTime => ({
  courseId,
  startsAt: Date.UTC(2030, 0, 1, 13) + minute * 60_000,
  localDate: '2030-01-01',
  localTime: `06:${String(minute).padStart(2, '0')}`,
  holes: 18,
  capacity: 4,
  rackRateCents: 9000,
  rateCents: 8000,
  icons: '',
  information: null,
});

/** What a bulk load sets aside on PostgreSQL (service/seed/postgres-load.ts): indexes, constraints, triggers and whether each is enabled. */
const postgresSchemaOf = (db: Database): Promise<unknown[]> =>
  db.all(
    `SELECT 'index' AS type, indexname AS name, indexdef AS sql FROM pg_indexes WHERE tablename = 'tee_times' AND schemaname = current_schema()
     UNION ALL SELECT 'constraint', conname, pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = CAST('tee_times' AS regclass)
     UNION ALL SELECT 'trigger', tgname, CAST(tgenabled AS TEXT) FROM pg_trigger WHERE tgrelid = CAST('tee_times' AS regclass) AND NOT tgisinternal
     ORDER BY 1, 2`,
  );

const withPostgres = await runPostgresSuite('bulk load');

describe.each([
  { engine: 'sqlite' as const, schema: schemaOf, settings: 'PRAGMA cache_size' },
  ...(withPostgres ? [{ engine: 'postgres' as const, schema: postgresSchemaOf, settings: 'SHOW maintenance_work_mem' }] : []),
])('a bulk load on $engine', ({ engine, schema: schemaOfEngine, settings }) => {
  it('that fails rolls back its rows and gives back the indexes, constraints, triggers and settings; one that succeeds too', async () => {
    const db = openDatabase(await freshDatabase(engine));
    try {
      await migrate(db);
      await db.run("INSERT INTO areas (id, short_name, long_name, state, country) VALUES (1, 'A', 'Area', 'AZ', 'US')");
      await db.run(
        "INSERT INTO facilities (id, area_id, short_name, long_name, time_zone, tax_rate_bp, booking_fee_cents) VALUES (1, 1, 'F', 'Facility', 'America/Phoenix', 0, 0)",
      );
      await db.run("INSERT INTO courses (id, facility_id, name) VALUES (1, 1, 'C')");
      const schema = await schemaOfEngine(db);
      const setting = await db.get(settings);
      function* batches(): Generator<NewTeeTime[]> {
        yield [teeTime(0), teeTime(10)];
        throw new Error('the file could not be read further');
      }
      await expect(db.transaction((tx) => insertNewTeeTimes(tx, batches()))).rejects.toThrow('could not be read further');
      expect(Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tee_times'))!.n)).toBe(0);
      expect(await schemaOfEngine(db)).toEqual(schema);
      expect(await db.get(settings)).toEqual(setting);
      // The foreign key set aside is checked when it is put back: a tee time of no course fails the load.
      await expect(db.transaction((tx) => insertNewTeeTimes(tx, [[teeTime(0), teeTime(10, 2)]]))).rejects.toThrow(/foreign key/i);
      expect(await schemaOfEngine(db)).toEqual(schema);
      // And after one that succeeds, with a tee time given twice added once.
      expect(await db.transaction((tx) => insertNewTeeTimes(tx, [[teeTime(0), teeTime(10), teeTime(0)]]))).toBe(2);
      expect(await schemaOfEngine(db)).toEqual(schema);
      expect(await db.get(settings)).toEqual(setting);
      expect(await db.all('SELECT local_time FROM tee_times ORDER BY id')).toEqual([{ local_time: '06:00' }, { local_time: '06:10' }]);
    } finally {
      await db.close();
    }
  });
});

describe.runIf(withPostgres)('a bulk load on postgres of a row PostgreSQL refuses', () => {
  it('fails instead of waiting forever', async () => {
    const db = openDatabase(await freshDatabase('postgres'));
    try {
      await migrate(db);
      const refused: NewTeeTime = { ...teeTime(0), information: 'NUL \0 inside' };
      await expect(db.transaction((tx) => insertNewTeeTimes(tx, [[refused]]))).rejects.toThrow(/invalid byte sequence/);
      expect(await db.get('SELECT COUNT(*) AS n FROM tee_times')).toEqual({ n: 0 });
    } finally {
      await db.close();
    }
  });
});

describe('a seed on SQLite', () => {
  const journalMode = async (db: Database): Promise<string> => (await db.get<{ journal_mode: string }>('PRAGMA journal_mode'))!.journal_mode;

  it('writes temporary files to disk, and with a rollback journal when it is alone on the database, then leaves it as it was', async () => {
    const path = await freshDatabase('sqlite');
    const db = openDatabase(path);
    try {
      await migrate(db);
      const tempStore = (): Promise<unknown> => db.get('PRAGMA temp_store');
      expect(await withSeedSettings(db, async () => [await journalMode(db), await tempStore()])).toEqual(['delete', { temp_store: 1 }]);
      expect(await journalMode(db)).toBe('wal');
      expect(await tempStore()).toEqual({ temp_store: 2 }); // the service's, in memory
      // As the file keeps it, for the next connection.
      const reader = new BetterSqlite3(path, { readonly: true });
      expect(reader.pragma('journal_mode', { simple: true })).toBe('wal');
      reader.close();
      // Given another connection (a running service), the write-ahead log stays, at once.
      const other = openDatabase(path);
      try {
        await other.get('SELECT 1');
        const started = Date.now();
        expect(await withSeedSettings(db, () => journalMode(db))).toBe('wal');
        expect(Date.now() - started).toBeLessThan(1000);
      } finally {
        await other.close();
      }
    } finally {
      await db.close();
    }
  });
});
