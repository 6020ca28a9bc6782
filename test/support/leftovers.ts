/**
 * Vitest global set-up: removes the databases that earlier test runs left behind, so a
 * developer's disk and PostgreSQL do not fill up run after run. Each test service gets a SQLite
 * file under test/.generated/db or a PostgreSQL schema `t_<time in base 36>_…`
 * (support/service.ts); only those over an hour old go, so a run beside this one keeps its own.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { withPostgres } from './postgres.js';

const HOUR = 3_600_000;

export default async function removeLeftovers(): Promise<void> {
  const before = Date.now() - HOUR;
  const dir = join('test', '.generated', 'db');
  for (const name of safeList(dir)) {
    const path = join(dir, name);
    // A file may go between the listing and here (SQLite removes its -wal and -shm on close).
    const made = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
    if (made < before) rmSync(path, { force: true });
  }
  try {
    await withPostgres(async (sql) => {
      const schemas = await sql.unsafe<{ name: string }[]>("SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 't\\_%'");
      for (const { name } of schemas) {
        const made = parseInt(/^t_(?:restart_)?([0-9a-z]+)_/.exec(name)?.[1] ?? '', 36);
        if (made < before) await sql.unsafe(`DROP SCHEMA "${name}" CASCADE`);
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
