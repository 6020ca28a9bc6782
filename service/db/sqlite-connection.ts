/**
 * One better-sqlite3 connection as the service uses it: each statement text prepared once, and
 * this connection's own commits counted (PRAGMA data_version moves only for other connections'),
 * so that together they make Database.dataVersion.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { requireOneInserted, type Queryable, type SqlValue } from './database.js';

export interface SqliteConnection {
  readonly db: BetterSqlite3.Database;
  /** Statements outside a transaction each commit on their own; inside one, with it. */
  readonly direct: Queryable;
  /** Commits of this connection so far. */
  ownCommits(): number;
  /** Runs `work` (which opens and ends a transaction itself); its writes count as one commit. */
  inTransaction<T>(work: () => Promise<T>): Promise<T>;
}

/** Statement texts kept prepared, at most (the service has a few hundred). */
const MAX_PREPARED = 2000;

export function sqliteConnection(db: BetterSqlite3.Database): SqliteConnection {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (sql: string): BetterSqlite3.Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      // Bounded like PostgreSQL's: past it, a text is prepared for its one use only.
      if (statements.size < MAX_PREPARED) statements.set(sql, statement);
    }
    return statement;
  };
  let ownCommits = 0;
  let transactionOpen = false;
  const wrote = (): void => {
    if (!transactionOpen) ownCommits++;
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
    insert: async (sql: string, params: readonly SqlValue[] = []) => {
      const { changes, lastInsertRowid } = prepare(sql).run(...params);
      wrote();
      // The id is the connection's last insert: only an INSERT that stored its row has one of its own.
      requireOneInserted(changes, sql);
      return Number(lastInsertRowid);
    },
  };
  return {
    db,
    direct,
    ownCommits: () => ownCommits,
    inTransaction: async (work) => {
      transactionOpen = true;
      try {
        return await work();
      } finally {
        transactionOpen = false;
        // Counted even when it rolled back: a version that moves without a change only costs a cache miss.
        ownCommits++;
      }
    },
  };
}
