/**
 * `npm run seed -- [--catalog FILE.yaml] [--tee-times FILE.csv] [--days N]`: loads inventory into
 * the database the service uses (DATABASE_URL, as the service reads it), migrating it first.
 * With no file it (re)loads the demo data. A bad file prints file:line problems, exits 1 and
 * writes nothing.
 */
import { readFileSync } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { ConfigError, loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrations.js';
import { openDatabase } from '../db/open.js';
import { CatalogError, saveCatalog } from './catalog.js';
import { DEMO_DAYS, loadDemoCatalog, seedDemo } from './demo.js';
import { ImportError, importFiles, parseTeeTimesCsv, readCatalogFile, type ImportRequest } from './import.js';
import { insertNewTeeTimes, scheduledByFacility } from './schedule.js';
import { withSeedSettings } from './sqlite-bulk.js';

const MAX_DAYS = 90;

interface Options {
  readonly catalog?: string;
  readonly teeTimes?: string;
  readonly days: number;
}

function parseDays(text: string): number {
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) throw new InvalidArgumentError(`must be a whole number of days from 1 to ${MAX_DAYS}`);
  return days;
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new ImportError(`${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

/** Reads and checks both files before the database is touched. */
function readFiles(options: Options, now: number): ImportRequest {
  return {
    catalog: options.catalog ? { source: options.catalog, catalog: readCatalogFile(readText(options.catalog), options.catalog) } : undefined,
    teeTimes: options.teeTimes ? { source: options.teeTimes, rows: parseTeeTimesCsv(readText(options.teeTimes), options.teeTimes) } : undefined,
    days: options.days,
    now,
  };
}

async function loadFiles(db: Database, request: ImportRequest): Promise<void> {
  const summary = await importFiles(db, request);
  if (request.catalog) {
    console.log(
      `${request.catalog.source}: saved ${summary.facilities} facilities; added ${summary.scheduledAdded} scheduled tee times (${request.days} days)`,
    );
  }
  if (request.teeTimes) {
    const skipped = summary.csvRows - summary.csvAdded;
    console.log(`${request.teeTimes.source}: added ${summary.csvAdded} of ${summary.csvRows} tee times${skipped > 0 ? ` (${skipped} already present)` : ''}`);
  }
}

/** Demo accounts on an empty database, the demo catalog (re)saved, its tee times topped up. */
async function loadDemo(db: Database, now: number, days: number): Promise<void> {
  const catalog = loadDemoCatalog();
  const fresh = await seedDemo(db, now);
  if (!fresh) await saveCatalog(db, catalog);
  const added = await db.transaction((tx) => insertNewTeeTimes(tx, scheduledByFacility(catalog, now, days)));
  console.log(`demo data ${fresh ? 'loaded' : 'refreshed'}; added ${added} tee times (${days} days)`);
}

async function run(options: Options): Promise<void> {
  const now = Date.now();
  const request = options.catalog || options.teeTimes ? readFiles(options, now) : undefined;
  const config = loadConfig();
  // The demo resellers (demo/demo) have public passwords: never on a production database.
  if (!request && config.production) throw new ImportError('NODE_ENV=production: the demo data is never loaded; give --catalog and/or --tee-times');
  const db = openDatabase(config.database, { poolSize: config.databasePoolSize });
  try {
    await migrate(db);
    await withSeedSettings(db, () => db.exclusive('seed', () => (request ? loadFiles(db, request) : loadDemo(db, now, options.days))));
  } finally {
    await db.close();
  }
}

const program = new Command()
  .name('seed')
  .description('Load tee-time inventory into the database named by DATABASE_URL (default ./data/teetimes.sqlite). Without options: the demo data.')
  .option('--catalog <file>', 'catalog YAML (the shape of service/seed/demo-catalog.yaml): saved, and its schedules topped up')
  .option('--tee-times <file>', `tee times CSV with the header course_id,date,time,holes,capacity,rack_rate,rate,icons,information`)
  .option('--days <n>', `days of scheduled tee times to top up, from today (1-${MAX_DAYS})`, parseDays, DEMO_DAYS)
  .action(async (options: Options) => {
    try {
      await run(options);
    } catch (error) {
      // File problems are the operator's to fix: their message alone, no stack.
      const expected = error instanceof ImportError || error instanceof CatalogError || error instanceof ConfigError;
      console.error(expected ? (error as Error).message : error);
      process.exitCode = 1;
    }
  });

await program.parseAsync();
