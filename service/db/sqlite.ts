/** The embedded default: one SQLite file in WAL mode, via better-sqlite3. */
import BetterSqlite3 from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { sharedVersionReads } from './data-version.js';
import type { Database, Queryable, SqlValue, Transaction } from './database.js';

export function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');

  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (sql: string): BetterSqlite3.Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  // PRAGMA data_version changes when another connection (process) commits; this connection's
  // own commits are counted here: after each write outside a transaction and each COMMIT.
  const otherCommits = db.prepare('PRAGMA data_version').pluck();
  let ownCommits = 0;
  let inTransaction = false;
  const wrote = (): void => {
    if (!inTransaction) ownCommits++;
  };
  const direct: Queryable = {
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => {
      const statement = prepare(sql);
      const rows = statement.all(...params) as T[];
      if (!statement.readonly) wrote(); // UPDATE … RETURNING
      return rows;
    },
    get: async <T>(sql: string, params: readonly SqlValue[] = []) => {
      const statement = prepare(sql);
      const row = statement.get(...params) as T | undefined;
      if (!statement.readonly) wrote();
      return row;
    },
    run: async (sql: string, params: readonly SqlValue[] = []) => {
      const changes = prepare(sql).run(...params).changes;
      wrote();
      return { changes };
    },
  };

  // Inside a transaction the write lock is held already: a locking read is a plain read.
  const transaction: Transaction = { ...direct, dialect: 'sqlite', locking: () => direct };

  // One connection serves the whole process, and a transaction spans awaits: queue every use
  // so no other request's statement runs inside someone else's open transaction.
  let queue: Promise<unknown> = Promise.resolve();
  const serialize = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work);
    queue = result.catch(() => undefined);
    return result;
  };

  /**
   * Group commit. Transactions asked for in the same turn of the event loop (and any still
   * waiting when the connection comes free) run one after the other inside one BEGIN IMMEDIATE …
   * COMMIT, each in its own savepoint (a failing one is rolled back alone), and each caller hears
   * back only after the COMMIT. They run in order on one
   * connection, exactly as if serial, so every rule that holds for serial transactions holds;
   * what is saved is a COMMIT (WAL frames, and the auto-checkpoint's share) per transaction.
   */
  interface Waiting {
    readonly work: (tx: Transaction) => Promise<unknown>;
    readonly resolve: (value: unknown) => void;
    readonly reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  // Prepared once: db.exec would compile each of them again on every transaction.
  const control = {
    begin: db.prepare('BEGIN IMMEDIATE'),
    savepoint: db.prepare('SAVEPOINT one'),
    release: db.prepare('RELEASE one'),
    rollbackTo: db.prepare('ROLLBACK TO one'),
    commit: db.prepare('COMMIT'),
    rollback: db.prepare('ROLLBACK'),
  };
  const MAX_GROUP = 64;
  const commitGroup = async (): Promise<void> => {
    const group = waiting.slice(0, MAX_GROUP);
    waiting = waiting.slice(MAX_GROUP);
    if (waiting.length > 0) void serialize(commitGroup);
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      // Inside the try: a BEGIN that fails (another process holding the write lock past
      // busy_timeout) must fail the group's callers, not leave them waiting.
      control.begin.run();
      inTransaction = true;
      for (const { work } of group) {
        control.savepoint.run();
        try {
          outcomes.push({ ok: true, value: await work(transaction) });
          control.release.run();
        } catch (error) {
          control.rollbackTo.run();
          control.release.run();
          outcomes.push({ ok: false, value: error });
        }
      }
      control.commit.run();
    } catch (error) {
      if (db.inTransaction) control.rollback.run();
      for (const { reject } of group) reject(error);
      return;
    } finally {
      inTransaction = false;
      ownCommits++;
    }
    group.forEach(({ resolve, reject }, i) => (outcomes[i]!.ok ? resolve : reject)(outcomes[i]!.value));
  };

  const grouped = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => new Promise<T>((resolve, reject) => {
    waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
    // The group forms over the rest of this turn of the event loop: the requests read in it
    // join before it starts (better-sqlite3 is synchronous, so without the wait each
    // transaction would run and commit alone before the next request is even read).
    if (waiting.length === 1) setImmediate(() => void serialize(commitGroup));
  });

  // One PRAGMA (a read transaction: shared-memory locks) per turn of the event loop, not per
  // request. Not queued behind transactions: a version read while one is open is the one before
  // its commit, which is right for a reader served before that commit is acknowledged.
  const dataVersion = sharedVersionReads(async () => `${otherCommits.get() as number}.${ownCommits}`);

  return {
    dialect: 'sqlite',
    all: (sql, params) => serialize(() => direct.all(sql, params)),
    get: (sql, params) => serialize(() => direct.get(sql, params)),
    run: (sql, params) => serialize(() => direct.run(sql, params)),
    transaction: grouped,
    writeInGroup: (sql, params) => grouped((tx) => tx.get(sql, params)),
    // Across processes SQLite has no such lock to take: `work` must re-check what it does inside
    // its transactions, which BEGIN IMMEDIATE serializes (migrate and seedDemo do).
    exclusive: (_name, work) => work(),
    dataVersion,
    catalogVersion: dataVersion,
    close: async () => {
      await queue;
      db.close();
    },
  };
}
