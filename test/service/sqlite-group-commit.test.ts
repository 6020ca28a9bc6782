/**
 * SQLite transactions that wait together commit together (service/db/sqlite-group.ts): each must still
 * behave as if alone — a failing one leaves no trace, the others keep their writes and see the
 * earlier ones' — and nobody hears back before the COMMIT.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../service/db/database.js';
import { openSqlite } from '../../service/db/sqlite.js';
import { freshDatabase } from '../support/service.js';

let db: Database;
let other: Database;
beforeAll(async () => {
  const file = await freshDatabase('sqlite');
  db = openSqlite(file);
  other = openSqlite(file);
  await db.run('CREATE TABLE seats (id INTEGER PRIMARY KEY, taken INTEGER NOT NULL)');
  await db.run('INSERT INTO seats (id, taken) VALUES (1, 0)');
});
afterAll(async () => {
  await db?.close();
  await other?.close();
});

it('runs waiting transactions as if one after the other; a failing one is rolled back alone; all answer after the commit', async () => {
  const take = (n: number, fail = false) =>
    db.transaction(async (tx) => {
      const row = await tx.get<{ taken: number }>('SELECT taken FROM seats WHERE id = 1');
      await tx.run('UPDATE seats SET taken = ? WHERE id = 1', [row!.taken + n]);
      await tx.run('INSERT INTO seats (taken) VALUES (?)', [n]);
      if (fail) throw new Error(`transaction ${n} fails`);
      return row!.taken + n;
    });
  const committed: number[] = [];
  const outcomes = await Promise.allSettled(
    [take(1), take(10, true), take(100), take(1000)].map(async (p) => {
      const value = await p;
      // Seen from another connection the moment the caller hears back: the write is committed.
      const row = await other.get<{ taken: number }>('SELECT taken FROM seats WHERE id = 1');
      committed.push(Number(row!.taken));
      return value;
    }),
  );
  expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([1, 'transaction 10 fails', 101, 1101]);
  expect(committed.every((taken) => taken === 1101)).toBe(true);
  expect((await db.all<{ taken: number }>('SELECT taken FROM seats WHERE id > 1 ORDER BY id')).map((r) => Number(r.taken))).toEqual([1, 100, 1000]);
});

it('runs one-statement writes (writeInGroup) as transactions of the same group: each answered after its commit, a failing one alone', async () => {
  await db.run('CREATE TABLE tickets (n INTEGER PRIMARY KEY)');
  await db.run('INSERT INTO tickets (n) VALUES (3)');
  // The data version's second part counts this connection's commits (service/db/sqlite-connection.ts).
  const ownCommits = async (): Promise<number> => Number((await db.dataVersion()).split('.')[1]);
  const before = await ownCommits();
  const outcomes = await Promise.allSettled(
    [1, 2, 3, 4].map(async (n) => {
      const row = await db.writeInGroup<{ n: number }>('INSERT INTO tickets (n) VALUES (?) RETURNING n', [n]);
      return (await other.get<{ n: number }>('SELECT n FROM tickets WHERE n = ?', [row!.n]))!.n;
    }),
  );
  expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([1, 2, expect.stringMatching(/UNIQUE/), 4]);
  // One commit for the four.
  expect(await ownCommits()).toBe(before + 1);
});

it('fails the waiting transactions, rather than leaving them waiting, when the write lock cannot be had', async () => {
  const file = await freshDatabase('sqlite');
  const busy = openSqlite(file);
  const blocked = openSqlite(file);
  try {
    await busy.run('CREATE TABLE t (x INTEGER)');
    // Another process holds the write lock past busy_timeout (5 s).
    let release!: () => void;
    const held = busy.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outcome = await blocked
      .transaction((tx) => tx.run('INSERT INTO t (x) VALUES (1)'))
      .then(
        () => 'committed',
        (error: Error) => error.message,
      );
    release();
    await held;
    expect(outcome).toMatch(/locked|busy/i);
    expect(await blocked.transaction(async (tx) => (await tx.run('INSERT INTO t (x) VALUES (2)')).changes)).toBe(1);
  } finally {
    await busy.close();
    await blocked.close();
  }
}, 20_000);
