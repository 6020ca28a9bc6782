/**
 * Tee times into PostgreSQL: every row is streamed with COPY into a temporary table, then one
 * INSERT … SELECT adds those not already there (same course, start and holes), in the order
 * they came. COPY is the one way into PostgreSQL that does not parse a statement or an array per
 * batch; the temporary table is written without the write-ahead log
 * and dropped at the end.
 *
 * A load of more tee times than the table held is a bulk load, the way bulk loads are done, in
 * the load's own transaction: the tee_times indexes it does not need and its foreign key are
 * dropped and made once at its end (the indexes built in parallel, with more memory to sort in,
 * the key checked over all rows in one pass instead of row by row), the change log's insert trigger gives
 * way to one row saying everything changed, and the table is analysed for the planner. Tee
 * times inserted among millions of others land at random places of the indexes on their start
 * and date, which a small buffer cache read and wrote back over and over. Dropping an index
 * locks the table against readers until the commit: a running service's searches and bookings
 * wait for the load (SQLite's readers do not), which is why only a load that at least doubles
 * the table does it. DDL is transactional, so a failed load leaves the schema as it was.
 */
import type { Transaction } from '../db/database.js';
import { TEE_TIME_COLUMNS, teeTimeValues, type NewTeeTime } from './new-tee-time.js';

const LOAD_TABLE = 'tee_times_load';
/** The statement trigger logging inserted tee times (migrations.ts), which a bulk load sets aside. */
const INSERT_TRIGGER = 'tee_times_insert_seats';
/** Memory each index build sorts in, instead of the server's default 64 MB. */
const INDEX_BUILD_MEMORY = '512MB';

/** Inserts `batches` (one after another, never all in memory), skipping tee times already there; returns how many were added. */
export async function insertPostgres(tx: Transaction, batches: Iterable<readonly NewTeeTime[]>): Promise<number> {
  await tx.run(
    `CREATE TEMPORARY TABLE ${LOAD_TABLE} (course_id INTEGER, starts_at BIGINT, local_date TEXT, local_time TEXT, holes INTEGER, capacity INTEGER,
       rack_rate_cents INTEGER, rate_cents INTEGER, icons TEXT, information TEXT)`,
  );
  let loaded = 0;
  await tx.copy!(
    LOAD_TABLE,
    TEE_TIME_COLUMNS,
    (function* () {
      for (const rows of batches) {
        loaded += rows.length;
        if (rows.length > 0) yield copyText(rows);
      }
    })(),
  );
  // The most rows the table has held (its ids are never reused), without counting them.
  const held = Number((await tx.get<{ id: number | null }>('SELECT MAX(id) AS id FROM tee_times'))?.id ?? 0);
  const bulk = loaded > held ? await startBulkLoad(tx) : undefined;
  // A heap scanned from its start returns rows in the order COPY wrote them: ids follow the input.
  const { changes } = await tx.run(
    `INSERT INTO tee_times (${TEE_TIME_COLUMNS}) SELECT ${TEE_TIME_COLUMNS} FROM ${LOAD_TABLE} ON CONFLICT (course_id, starts_at, holes) DO NOTHING`,
  );
  await bulk?.();
  await tx.run(`DROP TABLE ${LOAD_TABLE}`);
  return changes;
}

/** Sets the indexes, the foreign key and the insert trigger aside, in `tx`; returns what puts them back. */
async function startBulkLoad(tx: Transaction): Promise<() => Promise<void>> {
  // Unique indexes stay: skipping tee times already there needs them.
  const indexes = await tx.all<{ name: string; sql: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS sql FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = CAST('tee_times' AS regclass) AND NOT i.indisunique ORDER BY c.relname`,
  );
  // A foreign key checks each inserted row on its own (half the insert's time); added again, it checks them all in one pass.
  const foreignKeys = await tx.all<{ name: string; sql: string }>(
    "SELECT conname AS name, pg_get_constraintdef(oid) AS sql FROM pg_constraint WHERE conrelid = CAST('tee_times' AS regclass) AND contype = 'f' ORDER BY conname",
  );
  for (const { name } of indexes) await tx.run(`DROP INDEX ${name}`);
  for (const { name } of foreignKeys) await tx.run(`ALTER TABLE tee_times DROP CONSTRAINT ${name}`);
  await tx.run(`ALTER TABLE tee_times DISABLE TRIGGER ${INSERT_TRIGGER}`);
  // The change log row a catalog change writes: every cached search is dropped.
  await tx.run("INSERT INTO seat_changes (facility_id, local_date) VALUES (0, '')");
  return async () => {
    await tx.run(`SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
    for (const { sql } of indexes) await tx.run(sql);
    for (const { name, sql } of foreignKeys) await tx.run(`ALTER TABLE tee_times ADD CONSTRAINT ${name} ${sql}`);
    await tx.run(`ALTER TABLE tee_times ENABLE TRIGGER ${INSERT_TRIGGER}`);
    await tx.run('ANALYZE tee_times');
  };
}

/** Rows in COPY's text format: tab-separated, `\N` for null, a backslash before a backslash, tab or line break. */
function copyText(rows: readonly NewTeeTime[]): string {
  let text = '';
  for (const row of rows) text += `${teeTimeValues(row).map(copyField).join('\t')}\n`;
  return text;
}

const copyField = (value: string | number | null): string =>
  value === null ? '\\N' : typeof value === 'number' ? String(value) : value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!);

const COPY_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
