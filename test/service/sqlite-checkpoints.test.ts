/**
 * WAL checkpoints run in a thread of their own (service/db/sqlite-checkpoints.ts): pages a commit
 * left in the write-ahead log reach the database file without the committing connection copying
 * them, and closing the database ends the thread with it.
 */
import { existsSync, statSync } from 'node:fs';
import { expect, it } from 'vitest';
import { openSqlite } from '../../service/db/sqlite.js';
import { freshDatabase } from '../support/service.js';

const size = (file: string): number => (existsSync(file) ? statSync(file).size : 0);

it('copies committed pages into the database file alongside the writer, and stops when the database closes', async () => {
  const file = await freshDatabase('sqlite');
  const db = openSqlite(file);
  await db.run('CREATE TABLE blobs (id INTEGER PRIMARY KEY, data BLOB NOT NULL)');
  // About 500 pages of 4 KiB: below the writer's own auto-checkpoint (1000 pages), so only the thread copies them.
  await db.run('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500) INSERT INTO blobs (data) SELECT randomblob(3000) FROM n');
  const before = size(file);
  expect(size(`${file}-wal`)).toBeGreaterThan(1_000_000);
  await expect.poll(() => size(file), { timeout: 5000, interval: 20 }).toBeGreaterThan(before + 1_000_000);
  const row = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM blobs');
  expect(Number(row!.n)).toBe(500);
  await db.close();
  // The last connection closed checkpoints what is left and removes the log: the thread's connection is gone too.
  expect(existsSync(`${file}-wal`)).toBe(false);
});
