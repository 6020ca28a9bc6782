/**
 * How a group of SQLite transactions commits, for group-commit.ts: one after the other inside one
 * BEGIN IMMEDIATE … COMMIT on the process's one connection, each in its own savepoint, so a
 * failing one is rolled back alone and the others see the earlier ones' writes, exactly as if
 * serial. What is saved is a COMMIT (WAL frames, and the auto-checkpoint's share) per transaction.
 */
import type { Transaction } from './database.js';
import type { Waiter } from './group-commit.js';
import type { SqliteConnection } from './sqlite-connection.js';

export type Work = (tx: Transaction) => Promise<unknown>;

export function commitInSavepoints(connection: SqliteConnection, transaction: Transaction): (group: readonly Waiter<Work, unknown>[]) => Promise<void> {
  const { db } = connection;
  // Prepared once: db.exec would compile each of them again on every transaction.
  const control = {
    begin: db.prepare('BEGIN IMMEDIATE'),
    savepoint: db.prepare('SAVEPOINT one'),
    release: db.prepare('RELEASE one'),
    rollbackTo: db.prepare('ROLLBACK TO one'),
    commit: db.prepare('COMMIT'),
    rollback: db.prepare('ROLLBACK'),
  };
  return async (group) => {
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      await connection.inTransaction(async () => {
        // Inside the try: a BEGIN that fails (another process holding the write lock past
        // busy_timeout) must fail the group's callers, not leave them waiting.
        control.begin.run();
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
      });
    } catch (error) {
      if (db.inTransaction) control.rollback.run();
      throw error;
    }
    group.forEach(({ resolve, reject }, i) => (outcomes[i]!.ok ? resolve : reject)(outcomes[i]!.value));
  };
}
