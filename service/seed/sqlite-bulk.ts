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
import type { Transaction } from '../db/database.js';
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
