/** The embedded default: one SQLite file in WAL mode, via better-sqlite3. */
import BetterSqlite3 from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { sharedVersionReads } from './data-version.js';
import type { Database, Queryable, SqlValue } from './database.js';

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

  // One connection serves the whole process, and a transaction spans awaits: queue every use
  // so no other request's statement runs inside someone else's open transaction.
  let queue: Promise<unknown> = Promise.resolve();
  const serialize = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work);
    queue = result.catch(() => undefined);
    return result;
  };

  // One PRAGMA (a read transaction: shared-memory locks) per turn of the event loop, not per
  // request. Not queued behind transactions: a version read while one is open is the one before
  // its commit, which is right for a reader served before that commit is acknowledged.
  const dataVersion = sharedVersionReads(async () => `${otherCommits.get() as number}.${ownCommits}`);

  return {
    dialect: 'sqlite',
    forUpdate: '',
    all: (sql, params) => serialize(() => direct.all(sql, params)),
    get: (sql, params) => serialize(() => direct.get(sql, params)),
    run: (sql, params) => serialize(() => direct.run(sql, params)),
    transaction: (work) => serialize(async () => {
      db.exec('BEGIN IMMEDIATE');
      inTransaction = true;
      try {
        const result = await work(direct);
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      } finally {
        inTransaction = false;
        ownCommits++;
      }
    }),
    // Across processes SQLite has no such lock to take: `work` must re-check what it does inside
    // its transactions, which BEGIN IMMEDIATE serializes (migrate and seedDemo do).
    exclusive: (_name, work) => work(),
    dataVersion,
    close: async () => {
      await queue;
      db.close();
    },
  };
}
