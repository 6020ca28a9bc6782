/**
 * THE invariant: seats held + booked never exceed a tee time's capacity, whatever the race.
 * Many concurrent HoldTeeTime and direct CreateReservation calls hit one tee time through two
 * server processes sharing one database (SQLite file; PostgreSQL schema when reachable).
 */
import { describe, expect, it } from 'vitest';
import { runPostgresSuite, type Engine } from '../support/service.js';
import { card, loginAs, untouchedTeeTime } from './booking-fixtures.js';
import { twoServerProcesses } from '../support/process.js';

const REQUESTS_PER_TEE_TIME = 30;
const TEE_TIMES = 3;

const withPostgres = await runPostgresSuite('concurrency');

interface Attempt {
  readonly players: number;
  readonly errorCode: number;
}

for (const engine of ['sqlite', 'postgres'] as const satisfies readonly Engine[]) {
  describe.skipIf(engine === 'postgres' && !withPostgres)(`seats under concurrency on ${engine}, two server processes`, () => {
    const processes = twoServerProcesses(engine);

    it(`${REQUESTS_PER_TEE_TIME} concurrent holds and reservations per tee time fill it exactly to capacity`, async () => {
      const sessions = [await loginAs(processes.servers[0]!.client()), await loginAs(processes.servers[1]!.client(), 2)];
      const teeTimes: number[] = [];
      for (let i = 0; i < TEE_TIMES; i++) teeTimes.push(await untouchedTeeTime(processes.db, Date.now(), { skip: i * 7 }));

      const attempts = teeTimes.map((TeeTimeID) => Promise.all(Array.from({ length: REQUESTS_PER_TEE_TIME }, (_, i) => attempt(i, TeeTimeID))));
      const results = await Promise.all(attempts);

      for (const [index, TeeTimeID] of teeTimes.entries()) {
        const outcomes = results[index]!;
        const capacity = Number((await processes.db.get<{ capacity: number }>('SELECT capacity FROM tee_times WHERE id = ?', [TeeTimeID]))!.capacity);
        const taken = outcomes.filter((o) => o.errorCode === 0).reduce((sum, o) => sum + o.players, 0);
        const failed = outcomes.filter((o) => o.errorCode !== 0);
        expect(
          failed.every((o) => o.errorCode === 6),
          JSON.stringify(failed),
        ).toBe(true);
        // At least five one-player requests per tee time, so a free seat left over is impossible.
        expect(outcomes.filter((o) => o.players === 1).length).toBeGreaterThanOrEqual(5);
        expect(taken).toBe(capacity);
        expect(await seatsInDatabase(TeeTimeID)).toBe(capacity);
      }

      async function attempt(i: number, TeeTimeID: number): Promise<Attempt> {
        const server = processes.servers[i % 2]!;
        const client = server.client((['soap11', 'soap12', 'httpPost'] as const)[i % 3]);
        const SessionID = sessions[i % 2]!;
        const players = 1 + ((i >> 1) % 2);
        // Every third request books directly; distinct tracking codes keep them from being seen as retries.
        const result =
          i % 3 === 0
            ? await client.createReservationWithTracking({ SessionID, TeeTimeID, NumberOfPlayers: players, ...card(), TrackingCode: `race-${TeeTimeID}-${i}` })
            : await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: players });
        return { players, errorCode: result.ErrorCode };
      }
    }, 120_000);

    /** What the database says is taken: booked seats plus seats of unexpired active holds. */
    async function seatsInDatabase(teeTimeId: number): Promise<number> {
      const row = await processes.db.get<{ booked: number; held: number }>(
        `SELECT t.booked, (SELECT COALESCE(SUM(h.players), 0) FROM holds h WHERE h.tee_time_id = t.id AND h.status = 'active' AND h.expires_at > ?) AS held
         FROM tee_times t WHERE t.id = ?`,
        [Date.now(), teeTimeId],
      );
      return Number(row!.booked) + Number(row!.held);
    }
  });
}
