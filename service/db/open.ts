import type { Database } from './database.js';
import { openPostgres } from './postgres.js';
import { openSqlite } from './sqlite.js';

/** `postgres://…` or `postgresql://…` opens PostgreSQL; anything else is a SQLite file path. */
export function openDatabase(location: string): Database {
  return /^postgres(ql)?:\/\//.test(location) ? openPostgres(location) : openSqlite(location);
}
