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

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => (await client.query(numbered(sql), params as SqlValue[])).rows as T[],
    get: async <T>(sql: string, params: readonly SqlValue[] = []) => (await client.query(numbered(sql), params as SqlValue[])).rows[0] as T | undefined,
    run: async (sql: string, params: readonly SqlValue[] = []) => ({ changes: (await client.query(numbered(sql), params as SqlValue[])).rowCount ?? 0 }),
  };
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const direct = queryable(pool);
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
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
        await client.query('ROLLBACK');
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
