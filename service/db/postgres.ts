/** PostgreSQL, for several server processes or machines sharing one database. */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { sharedVersionReads } from './data-version.js';
import { groupCommit } from './group-commit.js';
import { commitStatements, type Run, type Statement } from './postgres-group.js';
import { CATALOG_CHANNEL } from './migrations.js';
import { listen } from './notifications.js';
import { routing } from './postgres-hosts.js';
import { ANSWER_LOST, inflight } from './postgres-inflight.js';
import { requirePatchedDriver } from './postgres-driver.js';
import { changedDays, requireOneInserted, type Changes, type Database, type Queryable, type SqlValue, type Transaction, type Trouble } from './database.js';

/** Grouped writes per transaction, at most: a bound on how long a group holds its row locks. */
const MAX_GROUP = 32;

/** `?` placeholders → `$1, $2, …` (our SQL never holds a literal question mark), once per text. */
const numberedTexts = new Map<string, string>();
/** Texts prepared per connection, at most this many: beyond it, statements run unprepared. */
const MAX_PREPARED = 2000;

function numbered(sql: string): { text: string; prepare: boolean } {
  let text = numberedTexts.get(sql);
  if (text === undefined) {
    let n = 0;
    text = sql.replace(/\?/g, () => `$${++n}`);
    if (numberedTexts.size < MAX_PREPARED) numberedTexts.set(sql, text);
    else return { text, prepare: false };
  }
  return { text, prepare: true };
}

/**
 * The connection was gone before the statement could run: ended by the server (a restart, a
 * failover, pg_terminate_backend) while idle in the pool, which the pool learns only when it
 * next uses it. Statements pipelined behind the one that met the end never reached the server.
 */
function isConnectionLoss(error: unknown): boolean {
  return CONNECTION_LOSS.has((error as { code?: string }).code ?? '');
}

/** The server's "terminating connection" codes, the library's for a closed connection, and the socket's own. */
const CONNECTION_LOSS = new Set(['57P01', '57P02', '57P03', 'CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'ECONNRESET', 'EPIPE']);

/**
 * No connection could be opened: refused, timed out, no such host, or the server would not take
 * it (starting or stopping, too many connections, not accepting connections to the database, no
 * such database, authentication failed). Class 08 is the standard's connection exceptions.
 */
const CANNOT_CONNECT = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  '57P03',
  '53300',
  '55000',
  '3D000',
  '28000',
  '28P01',
]);
/** Read-only transaction (a standby, or a server set read-only), disk full, I/O error. */
const CANNOT_WRITE = new Set(['25006', '53100', '58030']);

function troubleOf(error: unknown): Trouble | undefined {
  // Only the driver's and the socket's codes are text: a BusinessError thrown in a transaction carries its ErrorCode number.
  const given = (error as { code?: unknown } | undefined)?.code;
  const code = typeof given === 'string' ? given : '';
  // node gives an AggregateError without a code when every address of a host refused.
  if (CANNOT_CONNECT.has(code) || code.startsWith('08') || error instanceof AggregateError) return 'unreachable';
  if (isConnectionLoss(error) || code === 'CONNECTION_ENDED' || code === ANSWER_LOST) return 'disconnected';
  if (CANNOT_WRITE.has(code)) return 'unwritable';
  // A group commit in doubt (postgres-group.ts) carries what befell its connection as its cause.
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return cause === undefined || cause === error ? undefined : troubleOf(cause);
}

type Sql = postgres.Sql | postgres.TransactionSql;

type Track = <T>(work: Promise<T>) => Promise<T>;

const runOn =
  (sql: Sql, track: Track): Run =>
  (text, params) => {
    const statement = numbered(text);
    return track(sql.unsafe(statement.text, params as SqlValue[], { prepare: statement.prepare }));
  };

function queryable(run: Run): Queryable {
  return {
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => (await run(sql, params)) as unknown as T[],
    get: async <T>(sql: string, params: readonly SqlValue[] = []) => (await run(sql, params))[0] as T | undefined,
    run: async (sql: string, params: readonly SqlValue[] = []) => ({ changes: (await run(sql, params)).count ?? 0 }),
    insert: async (sql: string, params: readonly SqlValue[] = []) => {
      const rows = await run(`${sql} RETURNING id`, params);
      requireOneInserted(rows.length, sql);
      return Number(rows[0]!.id);
    },
  };
}

/** `tx` with locking reads: SELECT … FOR UPDATE, of one alias's rows when the query joins; COPY on its connection. */
function transaction(tx: Queryable, sql: postgres.TransactionSql): Transaction {
  return {
    ...tx,
    dialect: 'postgres',
    copy: async (table, columns, chunks) => {
      const query = sql.unsafe(`COPY ${table} (${columns}) FROM STDIN`);
      // postgres.js gives an error the server sends once every row is sent (a value it refuses)
      // only to the query, which has resolved to the stream by then, and leaves the stream
      // waiting for the end forever: the error is taken from the query.
      const refused = new Promise<never>((_, reject) => {
        const settle = (query as unknown as { reject: (error: unknown) => void }).reject;
        (query as unknown as { reject: (error: unknown) => void }).reject = (error) => {
          settle(error);
          reject(error);
        };
      });
      refused.catch(() => undefined); // a stream that failed first has reported the load's failure
      await Promise.race([pipeline(Readable.from(chunks), await query.writable()), refused]);
    },
    locking: (of) => {
      const lock = of === undefined ? ' FOR UPDATE' : ` FOR UPDATE OF ${of}`;
      return { all: (sql, params) => tx.all(sql + lock, params), get: (sql, params) => tx.get(sql + lock, params) };
    },
  };
}

/**
 * One statement, so one snapshot: the current snapshot, and the change log rows committed since
 * the previous one (not visible in it; every row with an older transaction id was). `missed`:
 * rows the previous snapshot did not see may have been pruned (or there is no previous one).
 */
const CHANGES_SINCE = `WITH previous AS (SELECT CAST(CAST(? AS TEXT) AS pg_snapshot) AS s)
  SELECT pg_current_snapshot()::text AS version,
         (SELECT p.newest >= pg_snapshot_xmin(previous.s) FROM seat_changes_pruned p) AS missed,
         (SELECT json_agg(json_build_object('facility_id', c.facility_id, 'local_date', c.local_date))::text
            FROM seat_changes c WHERE c.xid >= pg_snapshot_xmin(previous.s) AND NOT pg_visible_in_snapshot(c.xid, previous.s)) AS changed
    FROM previous`;

/**
 * Removes change log rows older than a minute that every snapshot from now on sees, and keeps
 * the newest transaction id removed, so a reader whose previous snapshot did not see them all
 * knows to drop everything. Readers ask many times a second, so this rarely costs them anything.
 */
const PRUNE_CHANGES = `WITH gone AS (DELETE FROM seat_changes WHERE at < now() - interval '1 minute' AND xid < pg_snapshot_xmin(pg_current_snapshot()) RETURNING xid)
  UPDATE seat_changes_pruned SET newest = GREATEST(newest, (SELECT MAX(xid) FROM gone)) WHERE EXISTS (SELECT 1 FROM gone)`;
const PRUNE_EVERY_MS = 60_000;

export interface PostgresOptions {
  /**
   * Connections to keep: one commits grouped writes (Database.writeInGroup), the others serve
   * everything else; at least two of those, as a migration holds one while its work runs on
   * another (Database.exclusive). Statements are pipelined on them, so a few serve many callers.
   * The change checks and the catalog listener have a connection each besides.
   */
  readonly poolSize?: number;
  /**
   * Told when a connection closes that the service did not close (a PostgreSQL restart, a
   * failover, pg_terminate_backend): once, until a statement succeeds again. The pool opens a
   * new connection when next needed.
   */
  readonly onConnectionError?: (error: Error) => void;
  /** The longest a statement waits for a connection to be opened; then it fails. */
  readonly connectTimeoutMs?: number;
}

/**
 * Seconds before a connection that failed to open is tried again, after `retries` failures in a
 * row: growing from 50 ms, at most half a second, so a database that is back (or a promoted
 * standby) is found within a second. The library's own grows to 20 s, and statements wait it out.
 */
const reconnectDelay = (retries: number): number => Math.min(0.05 * 2 ** retries, 0.5);

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  requirePatchedDriver();
  const max = Math.max(2, (options.poolSize ?? 3) - 1);
  const onError = options.onConnectionError ?? (() => undefined);
  const connectTimeoutMs = options.connectTimeoutMs ?? 2000;
  // With several hosts, every connection (the listener's too) goes to the primary found among them.
  const hosts = routing(url, connectTimeoutMs);
  // Answers in flight when a connection is lost get as long as a reconnection may take.
  const answers = inflight(2 * connectTimeoutMs + 1000);
  let closing = false;
  let reported = false;
  const connect = (connections: number, settings: Record<string, string> = {}): postgres.Sql =>
    postgres(url, {
      ...hosts,
      max: connections,
      connection: settings,
      // A bounded connect time: while the database is away, callers (and /healthz) get an error, not a hang.
      connect_timeout: connectTimeoutMs / 1000,
      backoff: reconnectDelay,
      // Connections live as long as the server keeps them (the library's default recycles them every 30-60 min).
      max_lifetime: null,
      // Only needed for array parameters, which no statement of ours takes; it costs ~10 KB per connection.
      fetch_types: false,
      onnotice: () => undefined,
      onclose: (id) => {
        if (closing) return;
        answers.connectionLost();
        if (reported) return;
        reported = true;
        onError(new Error(`database connection ${id} closed`));
      },
      // BIGINT (epoch milliseconds) and COUNT(*) arrive as text; all ours fit a double.
      types: { bigint: { to: 20, from: [20], serialize: (x: number) => String(x), parse: (x: string) => Number(x) } },
    });
  const sql = connect(max);
  // A pool of one, the only kind on which postgres.js lets BEGIN and COMMIT be sent as statements.
  const groupConnection = connect(1);
  // The change checks (every cached call waits for one) on a connection of their own: never
  // queued behind a search or a booking pipelined on the others, and planned once. PostgreSQL
  // chooses a custom plan for each snapshot the check is given and so plans it at every
  // execution, two thirds of its cost; the generic plan is the same index scan.
  const checkConnection = connect(1, { plan_cache_mode: 'force_generic_plan' });
  const runCheck = runOn(checkConnection, answers.track);
  const checks = queryable((text, params) => retried(() => runCheck(text, params)));
  // Connections that died idle in the pool fail their first statement, which then never ran;
  // retrying on the next connection hides a failover from callers. Bounded: the pool holds at
  // most `max` dead connections. A transaction is retried only if it failed before its work began.
  const attempts = max + 1;
  const retried = async <T>(work: (started: () => void) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      let started = false;
      try {
        const result = await work(() => void (started = true));
        reported = false;
        return result;
      } catch (error) {
        if (started || attempt >= attempts || !isConnectionLoss(error)) throw error;
      }
    }
  };
  /** `work` in a transaction, retried on a lost connection until it calls `started`. */
  const begin = <T>(work: (tx: postgres.TransactionSql, started: () => void) => Promise<T>): Promise<T> =>
    retried((started) => answers.track(sql.begin((tx) => work(tx, started)) as Promise<T>));
  const run = runOn(sql, answers.track);
  const direct = queryable((text, params) => retried(() => run(text, params)));
  // A group at a time, on a connection of its own, so that it never waits for a connection to
  // drain: its BEGIN, statements and COMMIT go out in one write and come back in one round trip.
  const inGroup = groupCommit<Statement, postgres.Row | undefined>({
    concurrency: 1,
    maxGroup: MAX_GROUP,
    gatherTurn: false,
    commit: commitStatements({
      control: (statement) => answers.track(groupConnection.unsafe(statement)),
      run: runOn(groupConnection, answers.track),
      alone: (statement) => direct.get(statement.sql, statement.params),
      // An error the server reported for a statement ends its transaction without a commit; a lost connection leaves it in doubt.
      rolledBack: (error) => error instanceof postgres.PostgresError && !isConnectionLoss(error),
    }),
  });
  const dataVersion = sharedVersionReads(async () => (await direct.get<{ v: string }>('SELECT pg_current_snapshot()::text AS v'))!.v);

  let since: string | undefined;
  let prunedAt = Date.now();
  const changes = sharedVersionReads(async (): Promise<Changes> => {
    const previous = since;
    const row = (await checks.get<{ version: string; missed: boolean | null; changed: string | null }>(CHANGES_SINCE, [previous ?? null]))!;
    since = row.version;
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      direct.run(PRUNE_CHANGES).catch(() => undefined); // another process's prune, or the next one, will do
    }
    if (previous === undefined || row.missed !== false) return { version: row.version, since: previous, changed: 'everything' };
    return { version: row.version, since: previous, changed: changedDays(JSON.parse(row.changed ?? '[]')) };
  });
  const catalog = listen(url, hosts, CATALOG_CHANNEL, onError, connectTimeoutMs);
  return {
    dialect: 'postgres',
    ...direct,
    transaction: (work) =>
      begin((tx, started) => {
        started();
        return work(transaction(queryable(runOn(tx, answers.track)), tx));
      }),
    writeInGroup: async <T>(sql: string, params: readonly SqlValue[] = []) => (await inGroup({ sql, params })) as T | undefined,
    // A transaction-level advisory lock, held by a transaction left open while `work` runs its
    // own statements on other connections: it ends with that transaction, or with its
    // connection if that breaks.
    exclusive: (name, work) =>
      begin(async (tx, started) => {
        await tx.unsafe('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
        started();
        return work();
      }),
    dataVersion,
    changes,
    troubleOf,
    // Takes a transaction id, which a standby or a server that cannot write its log refuses.
    probeWrite: async () => void (await direct.get('SELECT pg_current_xact_id()')),
    catalogVersion: async () => {
      const heard = catalog.heard();
      return heard === undefined ? dataVersion() : `heard ${heard}`;
    },
    close: async () => {
      closing = true;
      await catalog.close();
      await Promise.all([sql, groupConnection, checkConnection].map((connection) => connection.end({ timeout: 5 })));
    },
  };
}
