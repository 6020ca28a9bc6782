/**
 * The one database interface the business logic uses, implemented for SQLite (embedded default)
 * and PostgreSQL (several processes). SQL is written once with `?` placeholders in the portable
 * subset both engines share; the few dialect differences are named here.
 */

export type SqlValue = string | number | null;

export interface Queryable {
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** INSERT/UPDATE/DELETE; `changes` is the number of rows affected. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  /**
   * An INSERT of one row into a table keyed by `id`, written without RETURNING: the id the row
   * got. PostgreSQL appends `RETURNING id`; SQLite asks the connection for the row's id, since
   * its RETURNING keeps the rows in a temporary b-tree made and freed for each statement.
   */
  insert(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

/** `insert`'s promise, one row stored: a row id of another statement must never pass as its own. */
export function requireOneInserted(count: number, sql: string): void {
  if (count !== 1) throw new Error(`Expected one row inserted, got ${count}: ${sql.slice(0, 80)}`);
}

/** Reads that can lock what they return. */
export type Reader = Pick<Queryable, 'all' | 'get'>;

/** Statements inside one transaction; only a transaction can lock rows. */
export interface Transaction extends Queryable {
  /** For the rare statement written once per engine (where a round trip saved matters). */
  readonly dialect: 'sqlite' | 'postgres';
  /**
   * A reader whose rows stay locked until this transaction ends, so no other transaction changes
   * them meanwhile; `of` names the alias whose rows to lock when the query joins others.
   * PostgreSQL: SELECT … FOR UPDATE [OF alias]. SQLite: the transaction itself, which already
   * holds the database's write lock.
   */
  locking(of?: string): Reader;
  /**
   * PostgreSQL only: `COPY table (columns) FROM STDIN`, the rows in its text format (columns
   * separated by tabs, a row per line) in `chunks`, each sent when the last is taken, so what
   * is loaded never sits in memory. Several times faster than INSERT for millions of rows.
   */
  copy?(table: string, columns: string, chunks: Iterable<string>): Promise<void>;
}

export interface Database extends Queryable {
  readonly dialect: 'sqlite' | 'postgres';
  /**
   * Runs `work` in one transaction, committing when it resolves and rolling back when it throws.
   * SQLite: it holds the write lock from its start (BEGIN IMMEDIATE). PostgreSQL: rows it must
   * keep are locked through `tx.locking()`.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * One write statement that is a transaction of its own; its first row. Committed in a group
   * with the others waiting at the time, in the order they came, as if each ran alone: SQLite, a
   * transaction of its group commit; PostgreSQL, one transaction, so one disk flush commits
   * them all (db/group-commit.ts, db/postgres-group.ts), and when one fails the others run again alone.
   */
  writeInGroup<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /**
   * Runs `work` under a lock no other process holds (PostgreSQL: an advisory lock). SQLite has
   * none across processes, so `work` must also re-check inside its transactions.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * A token that differs from every earlier one whenever a write has been committed since, by
   * this process or any other, and is read after the call (never an answer from before it). What
   * was read from the database after getting a token is still current while the token is the
   * same: what browse answers follow on SQLite (catalogVersion).
   */
  dataVersion(): Promise<string>;
  /**
   * What was committed since this process's previous call, by any process, read after the call:
   * the facility-days whose tee times or holds changed (migrations.ts logs them in the writing
   * transactions), or everything (the catalog changed, or the changes since then are no longer
   * known). What was read about other facility-days after the previous call is still current.
   */
  changes(): Promise<Changes>;
  /**
   * Like `dataVersion`, for what browse shows (areas, facilities, icons) only. SQLite: the data
   * version. PostgreSQL: a count of the change notifications this process has heard (every change
   * to those tables notifies, see migrations.ts), so no round trip: a change committed by another
   * process counts once its notification arrives, milliseconds later. While the listening
   * connection is down, the data version instead.
   */
  catalogVersion(): Promise<string>;
  /** The trouble an error of this database shows (db/trouble.ts), or undefined when it is none. */
  troubleOf(error: unknown): Trouble | undefined;
  /** A write that changes nothing anyone reads, to learn whether writes work again after they failed. */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}

export interface FacilityDay {
  readonly facilityId: number;
  /** YYYY-MM-DD, facility-local. */
  readonly localDate: string;
}

export interface Changes {
  /** Differs from `since` whenever something was committed in between. */
  readonly version: string;
  /** The version of the previous call; undefined on the first. */
  readonly since: string | undefined;
  readonly changed: readonly FacilityDay[] | 'everything';
}

/** (0, '') in the change log: the catalog changed. */
export const EVERYTHING_CHANGED = 0;

/** The facility-days of change log rows, or everything when one of them says so. */
export function changedDays(rows: ReadonlyArray<{ facility_id: number; local_date: string }>): Changes['changed'] {
  if (rows.some((row) => Number(row.facility_id) === EVERYTHING_CHANGED)) return 'everything';
  return rows.map((row) => ({ facilityId: Number(row.facility_id), localDate: row.local_date }));
}

/**
 * `unreachable`: no connection could be opened (refused, timed out, not accepting);
 * `disconnected`: an open connection was lost (a restart, a failover);
 * `unwritable`: the database answers but cannot store changes (full disk, read-only file or server).
 */
export type Trouble = 'unreachable' | 'disconnected' | 'unwritable';
