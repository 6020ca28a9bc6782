/**
 * The operator command `npm run seed` (service/seed/cli.ts), run as a real process against a
 * fresh SQLite file: a catalog and a CSV of tee times load; a bad file exits 1 and writes nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../service/db/database.js';
import { openDatabase } from '../../service/db/open.js';
import { freshDatabase, runPostgresSuite } from '../support/service.js';

const CATALOG = `
icons:
  - { id: 1, name: Cart included, path: /icons/cart.png }
  - { id: 6, name: Range balls included, path: /icons/range.png }
areas:
  - { id: 90, short: Tucson, long: Tucson & Oro Valley, state: AZ, country: US, zone: America/Phoenix }
facilities:
  - id: 901
    area: 90
    short: Saguaro
    long: Saguaro Golf Club
    address: [1 Saguaro Way, '', Tucson, AZ, US, '85701']
    tax: 8.70
    booking_fee: 2.50
    courses:
      - { id: 9011, name: Sonoran, holes: 18, first: '07:00', last: '08:00', every: 20, rate: 80.00, twilight: ['14:00', 40], icons: [1] }
hot_deals: { share_percent: 0, discount_percent: 0 }
`;

const HEADER = 'course_id,date,time,holes,capacity,rack_rate,rate,icons,information';
const GOOD_CSV = [HEADER, '9011,2030-01-15,12:00,18,4,90.00,72.50,"1,6",Shotgun start', '9011,2030-01-15,12:10,18,2,90.00,90.00,,"Walking, no cart"', ''].join(
  '\n',
);
const BAD_TIME_CSV = [HEADER, '9011,2030-01-16,12:00,18,4,90.00,72.50,1,', '9011,2030-01-16,25:00,18,4,90.00,72.50,1,', ''].join('\n');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function seed(database: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'service/seed/cli.ts', ...args], { env: { ...process.env, DATABASE_URL: database } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

let dir: string;
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const withPostgres = await runPostgresSuite('seed');

describe('npm run seed', () => {
  let database: string;
  let db: Database;
  const count = async (sql: string, params: (string | number)[] = []): Promise<number> => Number((await db.get<{ n: number }>(sql, params))!.n);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'seed-test-'));
    database = await freshDatabase('sqlite');
    const run = await seed(database, '--catalog', file('catalog.yaml', CATALOG), '--tee-times', file('tee-times.csv', GOOD_CSV), '--days', '2');
    expect(run.stderr.replace(/npm warn.*\n/g, '')).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('saved 1 facilities');
    expect(run.stdout).toContain('added 2 of 2 tee times');
    db = openDatabase(database);
  });
  afterAll(() => db?.close());

  it('loads the catalog and tops up its schedule for --days days', async () => {
    expect(await db.get('SELECT id, short_name, state FROM areas')).toEqual({ id: 90, short_name: 'Tucson', state: 'AZ' });
    expect(await db.get('SELECT short_name, time_zone, tax_rate_bp, booking_fee_cents FROM facilities WHERE id = 901')).toEqual({
      short_name: 'Saguaro',
      time_zone: 'America/Phoenix',
      tax_rate_bp: 870,
      booking_fee_cents: 250,
    });
    // 07:00, 07:20, 07:40, 08:00 on each of 2 days.
    expect(await count("SELECT COUNT(*) AS n FROM tee_times WHERE course_id = 9011 AND local_date < '2030-01-01'")).toBe(8);
  });

  it('imports the CSV tee times exactly, with capacity, icons and information', async () => {
    const rows = await db.all(
      'SELECT local_time, starts_at, holes, capacity, rack_rate_cents, rate_cents, icons, information FROM tee_times WHERE local_date = ? ORDER BY local_time',
      ['2030-01-15'],
    );
    expect(rows).toEqual([
      // 12:00 in Phoenix (-07:00) is 19:00 UTC.
      {
        local_time: '12:00',
        starts_at: Date.UTC(2030, 0, 15, 19, 0),
        holes: 18,
        capacity: 4,
        rack_rate_cents: 9000,
        rate_cents: 7250,
        icons: '1,6',
        information: 'Shotgun start',
      },
      {
        local_time: '12:10',
        starts_at: Date.UTC(2030, 0, 15, 19, 10),
        holes: 18,
        capacity: 2,
        rack_rate_cents: 9000,
        rate_cents: 9000,
        icons: '',
        information: 'Walking, no cart',
      },
    ]);
  });

  it('importing the same CSV again adds nothing', async () => {
    const run = await seed(database, '--tee-times', join(dir, 'tee-times.csv'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('added 0 of 2 tee times (2 already present)');
  });

  it('a bad time on line 3 exits 1, names file:line and writes nothing', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM tee_times');
    const path = file('bad.csv', BAD_TIME_CSV);
    const run = await seed(database, '--tee-times', path);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path}:3: time must be HH:MM`);
    expect(run.stderr).not.toContain(':2:');
    expect(await count('SELECT COUNT(*) AS n FROM tee_times')).toBe(before);
  });

  it('a NUL character in an information text exits 1 naming its line', async () => {
    const path = file('nul.csv', [HEADER, '9011,2030-01-17,12:00,18,4,90.00,72.50,,Tee\0time', ''].join('\n'));
    const run = await seed(database, '--tee-times', path);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path}:2: information must not contain a NUL character`);
  });

  it('a CSV naming an unknown course rolls back the catalog loaded with it', async () => {
    const catalog = file('catalog2.yaml', CATALOG.replace('id: 901', 'id: 902').replace('id: 9011', 'id: 9021'));
    const csv = file('unknown-course.csv', `${HEADER}\n9021,2030-01-15,12:00,18,4,90.00,72.50,1,\n4242,2030-01-15,12:00,18,4,90.00,72.50,1,\n`);
    const run = await seed(database, '--catalog', catalog, '--tee-times', csv);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${csv}:3: course_id 4242 is not a course in the catalog`);
    expect(await count('SELECT COUNT(*) AS n FROM facilities WHERE id = 902')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM tee_times WHERE course_id = 9021')).toBe(0);
  });

  it('a catalog that is not valid exits 1 with the file and the offending entry', async () => {
    const path = file('broken.yaml', CATALOG.replace('holes: 18', 'holes: 12'));
    const run = await seed(database, '--catalog', path);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path}: facilities[0].courses[0].holes must be one of 9, 18`);
    const yaml = await seed(database, '--catalog', file('syntax.yaml', 'areas: [\n  {id: 1\n'));
    expect(yaml.code).toBe(1);
    expect(yaml.stderr).toContain('syntax.yaml');
  });

  it('with no option loads the demo data', async () => {
    const demo = await freshDatabase('sqlite');
    const run = await seed(demo, '--days', '1');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('demo data loaded');
    const demoDb = openDatabase(demo);
    try {
      expect(Number((await demoDb.get<{ n: number }>('SELECT COUNT(*) AS n FROM owners'))!.n)).toBe(2);
      expect(Number((await demoDb.get<{ n: number }>('SELECT COUNT(*) AS n FROM facilities'))!.n)).toBe(16);
      expect(Number((await demoDb.get<{ n: number }>('SELECT COUNT(*) AS n FROM tee_times'))!.n)).toBeGreaterThan(1000);
    } finally {
      await demoDb.close();
    }
  });
});

// PostgreSQL takes the tee times as one array per column: texts that array syntax would misread stay whole.
describe.runIf(withPostgres)('npm run seed on PostgreSQL', () => {
  const TRICKY_CSV = [
    HEADER,
    '9011,2030-02-01,12:00,18,4,90.00,72.50,"1,6","Back\\slash ""quoted"", {braces}"',
    '9011,2030-02-01,12:10,18,3,90.00,90.00,,NULL',
    '9011,2030-02-01,12:20,9,4,50.00,45.00,6,',
    '',
  ].join('\n');

  it('loads the catalog, its schedule and the CSV tee times exactly', async () => {
    dir ??= mkdtempSync(join(tmpdir(), 'seed-test-'));
    const database = await freshDatabase('postgres');
    const run = await seed(database, '--catalog', file('pg-catalog.yaml', CATALOG), '--tee-times', file('pg-tee-times.csv', TRICKY_CSV), '--days', '2');
    expect(run.stderr.replace(/npm warn.*\n/g, '')).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('added 8 scheduled tee times (2 days)');
    expect(run.stdout).toContain('added 3 of 3 tee times');
    const db = openDatabase(database);
    try {
      expect(Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM tee_times WHERE course_id = 9011 AND local_date < '2030-01-01'"))!.n)).toBe(8);
      const rows = await db.all<Record<string, unknown>>(
        "SELECT local_time, holes, capacity, rate_cents, icons, information FROM tee_times WHERE local_date = '2030-02-01' ORDER BY local_time",
      );
      expect(rows.map((r) => ({ ...r, holes: Number(r.holes), capacity: Number(r.capacity), rate_cents: Number(r.rate_cents) }))).toEqual([
        { local_time: '12:00', holes: 18, capacity: 4, rate_cents: 7250, icons: '1,6', information: 'Back\\slash "quoted", {braces}' },
        { local_time: '12:10', holes: 18, capacity: 3, rate_cents: 9000, icons: '', information: 'NULL' },
        { local_time: '12:20', holes: 9, capacity: 4, rate_cents: 4500, icons: '6', information: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
