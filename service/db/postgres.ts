/** PostgreSQL, for several server processes or machines sharing one database. */
import pg from 'pg';
import { sharedVersionReads } from './data-version.js';
import { CATALOG_CHANNEL } from './migrations.js';
import { listen } from './notifications.js';
import type { Database, Queryable, SqlValue, Transaction } from './database.js';

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

/**
 * The connection was gone before the statement could run: ended by the server (a restart, a
 * failover, pg_terminate_backend) while idle in the pool, which the pool learns only when it
 * next uses it.
 */
function isConnectionLoss(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '57P01' || code === '57P02' || code === '57P03' || /^Connection terminated|connection ended|not queryable/i.test(message ?? '');
}

type Run = (config: pg.QueryConfig<SqlValue[]>) => Promise<pg.QueryResult>;

function queryable(run: Run): Queryable {
  return {
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => (await run(statement(sql, params))).rows as T[],
    get: async <T>(sql: string, params: readonly SqlValue[] = []) => (await run(statement(sql, params))).rows[0] as T | undefined,
    run: async (sql: string, params: readonly SqlValue[] = []) => ({ changes: (await run(statement(sql, params))).rowCount ?? 0 }),
  };
}

/** `tx` with locking reads: SELECT … FOR UPDATE, of one alias's rows when the query joins. */
function transaction(tx: Queryable): Transaction {
  return {
    ...tx,
    dialect: 'postgres',
    locking: (of) => {
      const lock = of === undefined ? ' FOR UPDATE' : ` FOR UPDATE OF ${of}`;
      return { all: (sql, params) => tx.all(sql + lock, params), get: (sql, params) => tx.get(sql + lock, params) };
    },
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
  const max = options.poolSize ?? 10;
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  const onError = options.onConnectionError ?? (() => undefined);
  pool.on('error', onError);
  // Connections that died idle in the pool fail their first statement, which then never ran;
  // retrying on the next connection (each dead one is dropped as it fails) hides a failover from
  // callers. Bounded: the pool holds at most `max` dead connections.
  const attempts = max + 1;
  const direct = queryable(async (config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await pool.query(config);
      } catch (error) {
        if (attempt >= attempts || !isConnectionLoss(error)) throw error;
      }
    }
  });
  /** A connection that has run `first` (BEGIN, a lock), retried like `direct`. */
  const checkout = async (first: pg.QueryConfig<SqlValue[]>): Promise<pg.PoolClient> => {
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      try {
        await client.query(first);
        return client;
      } catch (error) {
        client.release(isConnectionLoss(error));
        if (attempt >= attempts || !isConnectionLoss(error)) throw error;
      }
    }
  };
  const withClient = async <T>(first: pg.QueryConfig<SqlValue[]>, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await checkout(first);
    // A checked-out client between queries (e.g. holding the advisory lock) has no pool listener.
    client.on('error', onError);
    let failure: unknown;
    try {
      return await work(client);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.removeListener('error', onError);
      // A broken connection is closed, not handed to the next caller.
      client.release(failure !== undefined && isConnectionLoss(failure));
    }
  };
  // The snapshot (xmin:xmax:ids in progress) changes whenever a transaction that wrote commits,
  // anywhere in the cluster: its id leaves the in-progress list or lies at or past the last xmax.
  // Readers get no transaction id, so reading never changes it.
  const dataVersion = sharedVersionReads(async () => (await direct.get<{ v: string }>('SELECT pg_current_snapshot()::text AS v'))!.v);
  const catalog = listen(url, CATALOG_CHANNEL, onError);
  return {
    dialect: 'postgres',
    ...direct,
    transaction: (work) => withClient({ text: 'BEGIN' }, async (client) => {
      try {
        const result = await work(transaction(queryable((config) => client.query(config))));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // On a broken connection ROLLBACK fails too; the first error is the one worth reporting.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }),
    exclusive: (name, work) => withClient({ text: 'SELECT pg_advisory_lock(hashtext($1))', values: [name] }, async (client) => {
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
      }
    }),
    dataVersion,
    catalogVersion: async () => {
      const heard = catalog.heard();
      return heard === undefined ? dataVersion() : `heard ${heard}`;
    },
    close: async () => {
      await catalog.close();
      await pool.end();
    },
  };
}
