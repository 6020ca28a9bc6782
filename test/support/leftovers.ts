/**
 * Vitest global set-up: removes the databases that earlier test runs left behind, so a
 * developer's disk and PostgreSQL do not fill up run after run. Each test service gets a SQLite
 * file under test/.generated/db or a PostgreSQL schema `t_<time in base 36>_<run>_…`
 * (support/service.ts); at the start only those over an hour old go, so a run beside this one
 * keeps its own, and at the end this run's own (a benchmark run next should not share
 * PostgreSQL with thirty idle schemas of tables).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { withPostgres } from './postgres.js';

const HOUR = 3_600_000;

export default async function removeLeftovers(): Promise<() => Promise<void>> {
  // The test workers inherit it, and name their databases with it (support/service.ts runTag).
  const run = randomBytes(4).toString('hex');
  process.env.TEST_RUN_ID = run;
  const before = Date.now() - HOUR;
  await remove((name, made) => made < before);
  return () => remove((name) => name.includes(`_${run}_`));
}

/** Removes the test databases, SQLite files and PostgreSQL schemas, that `doomed` picks. */
async function remove(doomed: (name: string, made: number) => boolean): Promise<void> {
  const dir = join('test', '.generated', 'db');
  for (const name of safeList(dir)) {
    const path = join(dir, name);
    // A file may go between the listing and here (SQLite removes its -wal and -shm on close).
    const made = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
    if (doomed(name, made)) rmSync(path, { force: true });
  }
  try {
    await withPostgres(async (sql) => {
      const schemas = await sql.unsafe<{ name: string }[]>("SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 't\\_%'");
      for (const { name } of schemas) {
        const made = parseInt(/^t_([0-9a-z]+)_/.exec(name)?.[1] ?? '', 36);
        if (doomed(name, made)) await sql.unsafe(`DROP SCHEMA "${name}" CASCADE`);
      }
    }, 2);
  } catch {
    // No PostgreSQL here: the suites say so themselves.
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
