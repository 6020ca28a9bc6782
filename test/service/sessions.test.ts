/**
 * Sessions with short time-outs, over real HTTP on SQLite: the idle clock is refreshed often
 * enough that a session in use never ends early, however short SESSION_IDLE_MINUTES is. And
 * Login, on both engines, costs the same whether the user exists or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable, SqlValue } from '../../service/db/database.js';
import { openDatabase } from '../../service/db/open.js';
import { ErrorCode } from '../../service/errors.js';
import { freshDatabase, runPostgresSuite, startService, type Engine, type TestService } from '../support/service.js';
import { loginAs } from './booking-fixtures.js';

describe('SESSION_IDLE_MINUTES=1', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService('sqlite', { SESSION_IDLE_MINUTES: '1' });
  });
  afterAll(async () => svc?.close());

  /** 1 when the session is invalid, 4 (bad players) when it is valid. */
  const probe = async (SessionID: string): Promise<number> => (await svc.client().holdTeeTime({ SessionID, TeeTimeID: 1, NumberOfPlayers: 0 })).ErrorCode;

  it('a session used every 21 s stays alive for five minutes, and ends a minute after its last call', async () => {
    const SessionID = await loginAs(svc.client());
    for (let elapsed = 0; elapsed < 5 * 60_000; elapsed += 21_000) {
      svc.clock.advance(21_000);
      expect(await probe(SessionID), `after ${elapsed + 21_000} ms`).toBe(4);
    }
    svc.clock.advance(60_000);
    expect(await probe(SessionID)).toBe(1);
  });
});

/** The database wrapped so that every statement it is given, in a transaction or not, is written down. */
function recorded(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const noting = <Q extends Queryable>(q: Q): Q => ({
    ...q,
    all: (sql: string, params?: readonly SqlValue[]) => (statements.push(sql), q.all(sql, params)),
    get: (sql: string, params?: readonly SqlValue[]) => (statements.push(sql), q.get(sql, params)),
    run: (sql: string, params?: readonly SqlValue[]) => (statements.push(sql), q.run(sql, params)),
    insert: (sql: string, params?: readonly SqlValue[]) => (statements.push(sql), q.insert(sql, params)),
  });
  return { statements, db: { ...noting(db), transaction: (work) => db.transaction((tx) => work(noting(tx))) } };
}

describe.each<Engine>(['sqlite', 'postgres'])('Login on %s', async (engine) => {
  const run = engine === 'sqlite' || (await runPostgresSuite('login timing'));
  let svc: TestService;
  let statements: string[];
  beforeAll(async () => {
    if (!run) return;
    const recorder = recorded(openDatabase(await freshDatabase(engine)));
    statements = recorder.statements;
    svc = await startService(engine, {}, { db: recorder.db });
  });
  afterAll(async () => svc?.close());

  /** The statements one login sends, its table names aside (a decoy row's table stands for the user's). */
  async function statementsOf(UserID: string): Promise<string[]> {
    statements.length = 0;
    const answer = await svc.client().login({ OwnerID: 1, UserID, Password: 'wrong' });
    expect(answer.ErrorCode).toBe(ErrorCode.BadCredentials);
    return statements.map((sql) => sql.replace(/\blogin_decoys\b/g, 'users'));
  }

  it.runIf(run)('for a user that does not exist sends the same statements, writes included, as a wrong password of one that does', async () => {
    const known = await statementsOf('demo');
    const unknown = await statementsOf('nobody-by-this-name');
    expect(known.filter((sql) => /^\s*UPDATE/.test(sql))).toHaveLength(2);
    expect(unknown).toEqual(known);
  });

  it.runIf(run)('sends the same statement texts at every attempt, so the prepared-statement caches stay the size of the code', async () => {
    const first = await statementsOf('demo');
    svc.clock.advance(1234);
    expect(await statementsOf('demo')).toEqual(first);
  });
});
