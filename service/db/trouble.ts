/**
 * Database trouble, answered fast and without internals. An error of the engine that says the
 * database cannot be reached, or cannot store changes, becomes a DatabaseUnavailable whose
 * message a caller may see (the engine's own text, with addresses and file names, stays its
 * cause, for the log). Once a connection cannot even be opened, calls fail at once instead of
 * each waiting for a connection of its own, until a look every quarter second finds the database
 * back. A failed write is remembered, so /healthz reports it until a probe write succeeds.
 */
import type { Database, Trouble } from './database.js';

const MESSAGES: Record<Trouble, string> = {
  unreachable: 'The service is temporarily unavailable: its database cannot be reached. Try again in a few seconds.',
  disconnected: 'The service is temporarily unavailable: its database connection was lost. Try again in a few seconds.',
  unwritable: 'The service is temporarily unavailable: its database cannot store changes. Try again later.',
};

export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
  constructor(
    readonly trouble: Trouble,
    cause: unknown,
  ) {
    super(MESSAGES[trouble], { cause });
  }
}

/** node reports a refused connection to every address of a host as an AggregateError with no message. */
export function causeText(error: unknown): string {
  if (error instanceof DatabaseUnavailable) return causeText(error.cause);
  const e = error as { message?: string; code?: string; errors?: unknown[] } | undefined;
  if (e?.message) return e.message;
  if (e?.errors?.length) return [...new Set(e.errors.map(causeText))].join('; ');
  return e?.code ?? String(error);
}

export interface DatabaseHealth {
  readonly ok: boolean;
  /** `ok`, or what is wrong, without internals. */
  readonly database: string;
}

export interface GuardedDatabase extends Database {
  /** Whether the database answers and stores changes, known within HEALTH_WAIT_MS. */
  health(): Promise<DatabaseHealth>;
}

/** How often an unreachable database is looked at again. */
const LOOK_AGAIN_MS = 250;
/** /healthz answers within a second: this long for the database, the rest for the HTTP exchange. */
export const HEALTH_WAIT_MS = 800;
/** While writes fail, at most one probe write per this long (health checks come more often). */
const WRITE_PROBE_MS = 1000;

export interface GuardOptions {
  /** Told when the database becomes unreachable or unwritable, and when it is fine again. */
  readonly onChange?: (healthy: boolean, what: string) => void;
}

export function guarded(db: Database, options: GuardOptions = {}): GuardedDatabase {
  const onChange = options.onChange ?? (() => undefined);
  let unreachable: DatabaseUnavailable | undefined;
  let unwritable: DatabaseUnavailable | undefined;
  let writeProbedAt = -Infinity;
  let closed = false;

  /** Whether the database answers now, bypassing the fail-fast (which it ends when it does). */
  const answers = async (): Promise<boolean> => {
    try {
      await db.get('SELECT 1');
    } catch {
      return false;
    }
    if (unreachable) {
      unreachable = undefined;
      onChange(true, 'the database answers again');
    }
    return true;
  };
  const lookAgain = (): void => {
    setTimeout(async () => {
      if (!closed && unreachable && !(await answers())) lookAgain();
    }, LOOK_AGAIN_MS).unref();
  };

  /** `error` as a DatabaseUnavailable when it is database trouble, remembering what it says. */
  const translated = (error: unknown): unknown => {
    if (error instanceof DatabaseUnavailable) return error;
    const trouble = db.troubleOf(error);
    if (trouble === undefined) return error;
    const unavailable = new DatabaseUnavailable(trouble, error);
    if (trouble === 'unreachable' && !unreachable && !closed) {
      unreachable = unavailable;
      onChange(false, `the database cannot be reached (${causeText(error)}); requests fail at once until it answers again`);
      lookAgain();
    }
    if (trouble === 'unwritable' && !unwritable) {
      unwritable = unavailable;
      onChange(false, `writes to the database fail (${causeText(error)})`);
    }
    return unavailable;
  };

  const guard = async <T>(call: () => Promise<T>): Promise<T> => {
    if (unreachable) throw unreachable;
    try {
      return await call();
    } catch (error) {
      throw translated(error);
    }
  };

  const writable = async (): Promise<boolean> => {
    if (!unwritable) return true;
    const now = performance.now();
    if (now - writeProbedAt < WRITE_PROBE_MS) return false;
    writeProbedAt = now;
    try {
      await db.probeWrite();
    } catch {
      return false;
    }
    unwritable = undefined;
    onChange(true, 'writes to the database work again');
    return true;
  };

  const check = async (): Promise<DatabaseHealth> => {
    if (unreachable && !(await answers())) return { ok: false, database: 'unreachable' };
    await guard(() => db.get('SELECT 1'));
    return (await writable()) ? { ok: true, database: 'ok' } : { ok: false, database: 'cannot store changes' };
  };

  return {
    dialect: db.dialect,
    all: (sql, params) => guard(() => db.all(sql, params)),
    get: (sql, params) => guard(() => db.get(sql, params)),
    run: (sql, params) => guard(() => db.run(sql, params)),
    insert: (sql, params) => guard(() => db.insert(sql, params)),
    transaction: (work) => guard(() => db.transaction(work)),
    writeInGroup: (sql, params) => guard(() => db.writeInGroup(sql, params)),
    exclusive: (name, work) => guard(() => db.exclusive(name, work)),
    dataVersion: () => guard(() => db.dataVersion()),
    changes: () => guard(() => db.changes()),
    catalogVersion: () => guard(() => db.catalogVersion()),
    troubleOf: (error) => (error instanceof DatabaseUnavailable ? error.trouble : db.troubleOf(error)),
    probeWrite: () => guard(() => db.probeWrite()),
    health: async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<DatabaseHealth>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, database: `no answer within ${HEALTH_WAIT_MS} ms` }), HEALTH_WAIT_MS);
      });
      const answer = check().catch((error: unknown): DatabaseHealth => ({
        ok: false,
        database: error instanceof DatabaseUnavailable ? (error.trouble === 'unwritable' ? 'cannot store changes' : 'unreachable') : 'failing',
      }));
      try {
        return await Promise.race([answer, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => {
      closed = true;
      return db.close();
    },
  };
}
