/**
 * A large load of tee times into SQLite, done the way bulk loads are: inside the load's own
 * transaction, the tee_times indexes it does not need are dropped and built once at its end, the
 * per-row change log gives way to one row saying everything changed, and the page cache is made
 * large. Tee times inserted among millions of others land at random places of the indexes on
 * their start and date, and a small cache read and spilled those pages over and over; the
 * change log wrote and moved a row per tee time, where a running service, told of so many
 * facility-days, would drop every cached search all the same. A reader sees the table as it was
 * or, after the commit, with every row and index: DDL is transactional in SQLite.
 */
import type { Database, Transaction } from '../db/database.js';
import { SQLITE_EVERYTHING, sqliteChangeLog, TEE_TIMES_INSERT_TRIGGER } from '../db/migrations.js';

/** The page cache while the load runs, in KiB (SQLite's default is 2 MiB). */
const LOAD_CACHE_KIB = 256 * 1024;

export interface BulkLoad {
  /** Puts the indexes and the trigger back, the indexes built over every row. */
  finish(): Promise<void>;
  /** Gives the connection its page cache back, whether the load succeeded or not. */
  release(): Promise<void>;
}

/** Sets the indexes and the insert trigger aside, in `tx`, for the rest of a load. */
export async function startBulkLoad(tx: Transaction): Promise<BulkLoad> {
  const cacheSize = (await tx.get<{ cache_size: number }>('PRAGMA cache_size'))!.cache_size;
  await tx.run(`PRAGMA cache_size = -${LOAD_CACHE_KIB}`);
  // Unique indexes (SQLite's own, without SQL text) stay: skipping tee times already there needs them.
  const indexes = await tx.all<{ name: string; sql: string }>(
    "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'tee_times' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%'",
  );
  const trigger = await tx.get<{ sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?", [TEE_TIMES_INSERT_TRIGGER]);
  for (const { name } of indexes) await tx.run(`DROP INDEX ${name}`);
  if (trigger) await tx.run(`DROP TRIGGER ${TEE_TIMES_INSERT_TRIGGER}`);
  // The change log row a catalog change writes: every cached search is dropped.
  await tx.run(sqliteChangeLog(SQLITE_EVERYTHING));
  return {
    finish: async () => {
      for (const { sql } of indexes) await tx.run(sql);
      if (trigger) await tx.run(trigger.sql);
    },
    release: async () => void (await tx.run(`PRAGMA cache_size = ${cacheSize}`)),
  };
}

/**
 * Runs a seed's `work` with the settings of a bulk writer (SQLite; PostgreSQL runs it as it is).
 * Temporary files on disk, not in memory (the service's setting, db/sqlite.ts): building an
 * index over millions of rows sorts them in temporary files, which in memory took the seed's RSS
 * past 2 GB at 5,000 facilities. And a rollback journal instead of the write-ahead log, when no
 * other connection has the database open (a running service keeps it in WAL mode: then the WAL
 * stays): one transaction larger than the page cache spills its pages into the WAL, which grows
 * to the size of the database and is copied into it again at the checkpoint; with a rollback
 * journal the pages go to the database file once, and only the few that held data are journalled.
 */
export async function withSeedSettings<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'sqlite') return work();
  const { temp_store: tempStore } = (await db.get<{ temp_store: number }>('PRAGMA temp_store'))!;
  await db.run('PRAGMA temp_store = FILE');
  const journalled = await switchJournal(db, 'DELETE');
  try {
    return await work();
  } finally {
    if (journalled) await switchJournal(db, 'WAL');
    await db.run(`PRAGMA temp_store = ${tempStore}`);
  }
}

/** Whether the journal mode could be set: it takes the only connection to the database, so it is not waited for. */
async function switchJournal(db: Database, mode: 'DELETE' | 'WAL'): Promise<boolean> {
  const { timeout } = (await db.get<{ timeout: number }>('PRAGMA busy_timeout'))!;
  await db.run('PRAGMA busy_timeout = 0');
  try {
    return (await db.get<{ journal_mode: string }>(`PRAGMA journal_mode = ${mode}`))?.journal_mode === mode.toLowerCase();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return false;
    throw error;
  } finally {
    await db.run(`PRAGMA busy_timeout = ${timeout}`);
  }
}
