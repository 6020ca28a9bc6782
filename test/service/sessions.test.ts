/**
 * Sessions with short time-outs, over real HTTP on SQLite: the idle clock is refreshed often
 * enough that a session in use never ends early, however short SESSION_IDLE_MINUTES is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service.js';
import { loginAs } from './booking-fixtures.js';

describe('SESSION_IDLE_MINUTES=1', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService('sqlite', { SESSION_IDLE_MINUTES: '1' });
  });
  afterAll(async () => svc?.close());

  /** 1 when the session is invalid, 4 (bad players) when it is valid. */
  const probe = async (SessionID: string): Promise<number> =>
    (await svc.client().holdTeeTime({ SessionID, TeeTimeID: 1, NumberOfPlayers: 0 })).ErrorCode;

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
