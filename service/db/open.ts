import type { Database } from './database.js';
import { openPostgres, type PostgresOptions } from './postgres.js';
import { openSqlite } from './sqlite.js';

/** `postgres://…` or `postgresql://…` opens PostgreSQL; anything else is a SQLite file path. */
export function openDatabase(location: string, options: PostgresOptions = {}): Database {
  return isPostgres(location) ? openPostgres(location, options) : openSqlite(location);
}

export function isPostgres(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}
