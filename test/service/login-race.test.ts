/**
 * The login lockout under a concurrent burst: 25 logins at once over real HTTP,
 * 24 wrong passwords and the right one late in the burst, on default lockout settings. At most
 * LOGIN_MAX_FAILURES passwords may be checked; every other attempt is refused as locked out, and
 * the user stays locked. On SQLite and PostgreSQL, served by one process and by two sharing the
 * database.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { CRMTeeTimeAPIClient } from '../../generated/crmteetimeapi/client.js';
import { loadConfig } from '../../service/config.js';
import { openDatabase } from '../../service/db/open.js';
import { startServerProcess, type ServerProcess } from '../support/process.js';
import { freshDatabase, runPostgresSuite, startService, type Engine, type TestService } from '../support/service.js';

const BURST = 25;
const RIGHT_AT = 20;
const { loginMaxFailures } = loadConfig({});

/** Fires the burst, spreading it over the clients in turn; returns each attempt's ErrorCode. */
async function burst(clients: readonly CRMTeeTimeAPIClient[]): Promise<number[]> {
  const attempts = Array.from({ length: BURST }, (_, i) =>
    clients[i % clients.length]!.login({ OwnerID: 1, UserID: 'demo', Password: i === RIGHT_AT ? 'demo' : `wrong-${i}` }),
  );
  return (await Promise.all(attempts)).map((r) => r.ErrorCode);
}

async function expectLockHeld(codes: number[], clients: readonly CRMTeeTimeAPIClient[], database: string): Promise<void> {
  const checked = codes.filter((c) => c === 0 || c === 2).length;
  const refused = codes.filter((c) => c === 3).length;
  // A right password that got a slot before the lock clears the failures, as a login in between
  // would; only then may further wrong ones be checked.
  if (codes[RIGHT_AT] !== 0) {
    expect({ checked, refused }, `ErrorCodes: ${codes.join(',')}`).toEqual({ checked: loginMaxFailures, refused: BURST - loginMaxFailures });
  }
  const db = openDatabase(database);
  try {
    const row = await db.get<{ locked_until: number }>("SELECT locked_until FROM users WHERE owner_id = 1 AND user_name = 'demo'");
    if (codes[RIGHT_AT] !== 0) {
      expect(Number(row!.locked_until)).toBeGreaterThan(0);
      expect((await clients[0]!.login({ OwnerID: 1, UserID: 'demo', Password: 'demo' })).ErrorCode).toBe(3);
    }
  } finally {
    await db.close();
  }
}

describe.each<Engine>(['sqlite', 'postgres'])('a burst of logins on %s', async (engine) => {
  const run = engine === 'sqlite' || (await runPostgresSuite('login race'));
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of cleanup) await close();
  });

  it.runIf(run)(
    'one process: at most LOGIN_MAX_FAILURES passwords are checked, the rest are locked out',
    async () => {
      const svc: TestService = await startService(engine, { LOGIN_IP_MAX_PER_MINUTE: '1000' });
      cleanup.push(() => svc.close());
      const clients = [svc.client('soap11'), svc.client('httpPost')];
      await expectLockHeld(await burst(clients), clients, svc.database);
    },
    60_000,
  );

  it.runIf(run)(
    'a burst of right passwords all get in: being checked at once is not failing',
    async () => {
      const svc: TestService = await startService(engine, { LOGIN_IP_MAX_PER_MINUTE: '1000' });
      cleanup.push(() => svc.close());
      const clients = [svc.client('soap11'), svc.client('soap12'), svc.client('httpPost')];
      const logins = Array.from({ length: 3 * loginMaxFailures }, (_, i) =>
        clients[i % clients.length]!.login({ OwnerID: 1, UserID: 'demo', Password: 'demo' }),
      );
      const codes = (await Promise.all(logins)).map((r) => r.ErrorCode);
      expect(codes).toEqual(codes.map(() => 0));
      // One wrong password among them is one failure, not a lock.
      const mixed = await Promise.all([
        ...Array.from({ length: 2 * loginMaxFailures }, (_, i) => clients[i % clients.length]!.login({ OwnerID: 1, UserID: 'demo', Password: 'demo' })),
        clients[0]!.login({ OwnerID: 1, UserID: 'demo', Password: 'wrong' }),
      ]);
      expect(mixed.map((r) => r.ErrorCode)).toEqual([...Array.from({ length: 2 * loginMaxFailures }, () => 0), 2]);
      expect((await clients[1]!.login({ OwnerID: 1, UserID: 'demo', Password: 'demo' })).ErrorCode).toBe(0);
    },
    60_000,
  );

  it.runIf(run)(
    'two processes on one database: the same',
    async () => {
      const database = await freshDatabase(engine);
      const first: ServerProcess = await startServerProcess(database);
      cleanup.push(() => first.stop());
      const second: ServerProcess = await startServerProcess(database);
      cleanup.push(() => second.stop());
      const clients = [first.client('soap11'), second.client('soap12'), first.client('httpPost'), second.client('soap11')];
      await expectLockHeld(await burst(clients), clients, database);
    },
    90_000,
  );
});
