/** PostgreSQL, for several server processes or machines sharing one database. */
import pg from 'pg';
import type { Database, Queryable, SqlValue } from './database.js';

// BIGINT (epoch milliseconds) and COUNT(*) arrive as strings by default; all ours fit a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text));

/** `?` placeholders → `$1, $2, …` (our SQL never holds a literal question mark). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Statement texts named so far (a bounded number: beyond it, statements run unnamed). */
const named = new Map<string, { name: string; text: string }>();
const MAX_NAMED = 2000;

/**
 * A named statement: each connection parses and plans it once and then only binds and executes,
 * which saves a parse per query on the hot paths (sessions, browse, search, bookings).
 */
function statement(sql: string, params: readonly SqlValue[]): pg.QueryConfig<SqlValue[]> {
  let known = named.get(sql);
  if (!known && named.size < MAX_NAMED) named.set(sql, (known = { name: `q${named.size + 1}`, text: numbered(sql) }));
  return known ? { name: known.name, text: known.text, values: params as SqlValue[] } : { text: numbered(sql), values: params as SqlValue[] };
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => (await client.query(statement(sql, params))).rows as T[],
    get: async <T>(sql: string, params: readonly SqlValue[] = []) => (await client.query(statement(sql, params))).rows[0] as T | undefined,
    run: async (sql: string, params: readonly SqlValue[] = []) => ({ changes: (await client.query(statement(sql, params))).rowCount ?? 0 }),
  };
}

export interface PostgresOptions {
  readonly poolSize?: number;
  /**
   * Told when a connection breaks outside a query (a PostgreSQL restart, a failover,
   * pg_terminate_backend). The pool drops that connection and opens a new one when next needed;
   * without a listener the 'error' event would end the process.
   */
  readonly onConnectionError?: (error: Error) => void;
}

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  // A bounded connect time: while the database is away, callers (and /healthz) get an error, not a hang.
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 });
  const onError = options.onConnectionError ?? (() => undefined);
  pool.on('error', onError);
  const direct = queryable(pool);
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    // A checked-out client between queries (e.g. holding the advisory lock) has no pool listener.
    client.on('error', onError);
    try {
      return await work(client);
    } finally {
      client.removeListener('error', onError);
      client.release();
    }
  };
  return {
    dialect: 'postgres',
    forUpdate: ' FOR UPDATE',
    ...direct,
    transaction: (work) => withClient(async (client) => {
      await client.query('BEGIN');
      try {
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // On a broken connection ROLLBACK fails too; the first error is the one worth reporting.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }),
    exclusive: (name, work) => withClient(async (client) => {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
      }
    }),
    close: () => pool.end(),
  };
}
