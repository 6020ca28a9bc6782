/** The embedded default: one SQLite file in WAL mode, via better-sqlite3. */
import BetterSqlite3 from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
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
  const direct: Queryable = {
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => prepare(sql).all(...params) as T[],
    get: async <T>(sql: string, params: readonly SqlValue[] = []) => prepare(sql).get(...params) as T | undefined,
    run: async (sql: string, params: readonly SqlValue[] = []) => ({ changes: prepare(sql).run(...params).changes }),
  };

  // One connection serves the whole process, and a transaction spans awaits: queue every use
  // so no other request's statement runs inside someone else's open transaction.
  let queue: Promise<unknown> = Promise.resolve();
  const serialize = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    dialect: 'sqlite',
    forUpdate: '',
    all: (sql, params) => serialize(() => direct.all(sql, params)),
    get: (sql, params) => serialize(() => direct.get(sql, params)),
    run: (sql, params) => serialize(() => direct.run(sql, params)),
    transaction: (work) => serialize(async () => {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(direct);
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    }),
    // Across processes SQLite has no such lock to take: `work` must re-check what it does inside
    // its transactions, which BEGIN IMMEDIATE serializes (migrate and seedDemo do).
    exclusive: (_name, work) => work(),
    close: async () => {
      await queue;
      db.close();
    },
  };
}
