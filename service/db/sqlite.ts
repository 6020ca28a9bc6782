/** The embedded default: one SQLite file in WAL mode, via better-sqlite3. */
import BetterSqlite3 from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { sharedVersionReads } from './data-version.js';
import { changedDays, type Changes, type Database, type Transaction } from './database.js';
import { groupCommit } from './group-commit.js';
import { checkpointInThread } from './sqlite-checkpoints.js';
import { sqliteConnection } from './sqlite-connection.js';
import { commitInSavepoints, type Work } from './sqlite-group.js';

/** Transactions per group, at most: a bound on how long a group holds the write lock. */
const MAX_GROUP = 64;

/** Full disk, I/O error (a read-only or vanished file shows as one), read-only database, a file that cannot be opened. */
const CANNOT_WRITE = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/;

export function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // A group commits its transactions in savepoints (sqlite-group.ts), and a savepoint journals
  // the pages it changes: past 64 KiB that journal spilled to a temporary file, a dozen writes
  // per booking. In memory it is a copy; a group bounds its size.
  db.pragma('temp_store = MEMORY');
  const checkpoints = path === ':memory:' ? undefined : checkpointInThread(path);
  const connection = sqliteConnection(db);
  const { direct } = connection;

  // Inside a transaction the write lock is held already: a locking read is a plain read.
  const transaction: Transaction = { ...direct, dialect: 'sqlite', locking: () => direct };

  // One connection serves the whole process, and a transaction spans awaits: queue every use
  // so no other request's statement runs inside someone else's open transaction.
  let queue: Promise<unknown> = Promise.resolve();
  const serialize = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work);
    queue = result.catch(() => undefined);
    return result;
  };

  const commitGroup = commitInSavepoints(connection, transaction);
  const grouped = groupCommit<Work, unknown>({ concurrency: 1, maxGroup: MAX_GROUP, gatherTurn: true, commit: (group) => serialize(() => commitGroup(group)) });
  const inGroup = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => grouped(work) as Promise<T>;

  // One PRAGMA (a read transaction: shared-memory locks) per turn of the event loop, not per
  // request. Not queued behind transactions: a version read while one is open is the one before
  // its commit, which is right for a reader served before that commit is acknowledged.
  const otherCommits = db.prepare('PRAGMA data_version').pluck();
  const versionNow = (): string => `${otherCommits.get() as number}.${connection.ownCommits()}`;
  const dataVersion = sharedVersionReads(async () => versionNow());

  // The change log's rows past the last one read, when the data version moved. Queued behind
  // open transactions, so it reads only what is committed (a rolled-back row's id is reused).
  let last: { version: string; id: number } | undefined;
  const changes = sharedVersionReads(async (): Promise<Changes> => {
    const version = versionNow();
    const since = last?.version;
    if (since === version) return { version, since, changed: [] };
    if (last === undefined) {
      // The first answer is everything: only where the log ends matters, not its rows (a large
      // catalog's seeding leaves one per facility-day, hundreds of thousands).
      const end = await serialize(() => direct.get<{ id: number | null }>('SELECT MAX(id) AS id FROM seat_changes'));
      last = { version, id: Number(end?.id ?? 0) };
      return { version, since, changed: 'everything' };
    }
    const after = last.id;
    const rows = await serialize(() =>
      direct.all<{ id: number; facility_id: number; local_date: string }>('SELECT id, facility_id, local_date FROM seat_changes WHERE id > ? ORDER BY id', [
        after,
      ]),
    );
    last = { version, id: rows.at(-1)?.id ?? after };
    return { version, since, changed: changedDays(rows) };
  });

  return {
    dialect: 'sqlite',
    all: (sql, params) => serialize(() => direct.all(sql, params)),
    get: (sql, params) => serialize(() => direct.get(sql, params)),
    run: (sql, params) => serialize(() => direct.run(sql, params)),
    insert: (sql, params) => serialize(() => direct.insert(sql, params)),
    transaction: inGroup,
    writeInGroup: (sql, params) => inGroup((tx) => tx.get(sql, params)),
    // Across processes SQLite has no such lock to take: `work` must re-check what it does inside
    // its transactions, which BEGIN IMMEDIATE serializes (migrate and seedDemo do).
    exclusive: (_name, work) => work(),
    dataVersion,
    changes,
    catalogVersion: dataVersion,
    troubleOf: (error) => (CANNOT_WRITE.test(((error as { code?: unknown } | undefined)?.code as string) ?? '') ? 'unwritable' : undefined),
    // The header's user_version (unused otherwise) written back unchanged: a commit like any other.
    probeWrite: () =>
      serialize(async () => {
        db.pragma(`user_version = ${Number(db.pragma('user_version', { simple: true }))}`);
      }),
    close: async () => {
      await queue;
      await checkpoints?.stop();
      db.close();
    },
  };
}
