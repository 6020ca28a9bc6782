/**
 * PostgreSQL's group commit of one-statement writes (service/db/postgres-group.ts, through
 * Database.writeInGroup): writes that wait share one transaction, each caller hears back after
 * its commit, a failing write fails alone, and a group whose connection is lost is not run again;
 * and the service's reservations of holds go through it. `xmin` tells which transaction wrote a row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../service/db/database.js';
import { migrate } from '../../service/db/migrations.js';
import { openPostgres } from '../../service/db/postgres.js';
import { freshDatabase, runPostgresSuite, startService } from '../support/service.js';
import { card, loginAs, seatsOf, untouchedTeeTime } from './booking-fixtures.js';

const withPostgres = await runPostgresSuite('group commit');

describe.skipIf(!withPostgres)('group commit on PostgreSQL', () => {
  let db: Database;
  let other: Database;
  beforeAll(async () => {
    const url = await freshDatabase('postgres');
    db = openPostgres(url, { poolSize: 3 });
    other = openPostgres(url, { poolSize: 1 });
    await db.run('CREATE TABLE seats (n INTEGER PRIMARY KEY)');
  });
  afterAll(async () => {
    await db?.close();
    await other?.close();
  });

  /** Takes the group slot (one group commits at a time) for a moment, so the writes issued meanwhile wait and form one group. */
  const whileBusy = async <T>(writes: () => Promise<T>[]): Promise<PromiseSettledResult<T>[]> => {
    const busy = db.writeInGroup('SELECT pg_sleep(0.3)');
    const settled = await Promise.allSettled(writes());
    await busy;
    return settled;
  };
  const insert = (n: number) => db.writeInGroup<{ n: number; tx: string }>('INSERT INTO seats (n) VALUES (?) RETURNING n, xmin::text AS tx', [n]);
  const stored = async (from: number, to: number): Promise<number[]> =>
    (await other.all<{ n: number }>('SELECT n FROM seats WHERE n BETWEEN ? AND ? ORDER BY n', [from, to])).map((row) => row.n);

  it('commits the writes that waited in one transaction, and answers each only once it is committed', async () => {
    const visibleOnAnswer: boolean[] = [];
    const settled = await whileBusy(() =>
      Array.from({ length: 20 }, async (_, i) => {
        const row = await insert(100 + i);
        visibleOnAnswer.push((await stored(row!.n, row!.n)).length === 1);
        return row!;
      }),
    );
    const rows = settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : undefined));
    expect(rows.map((row) => row?.n)).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
    expect(new Set(rows.map((row) => row!.tx)).size).toBe(1);
    expect(visibleOnAnswer).toEqual(Array(20).fill(true));
  });

  it('fails only the write that fails: the others of its group run again alone and are committed', async () => {
    await insert(205);
    const settled = await whileBusy(() => Array.from({ length: 10 }, (_, i) => insert(200 + i)));
    const failed = settled.map((outcome, i) => (outcome.status === 'rejected' ? i : -1)).filter((i) => i >= 0);
    expect(failed).toEqual([5]);
    expect((settled[5] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect(await stored(200, 209)).toEqual([200, 201, 202, 203, 204, 205, 206, 207, 208, 209]);
    const writers = settled
      .filter((outcome) => outcome.status === 'fulfilled')
      .map((outcome) => (outcome as PromiseFulfilledResult<{ tx: string } | undefined>).value!.tx);
    expect(new Set(writers).size).toBe(9);
  });

  it('does not run a group again when its connection is lost (its commit is in doubt): every write of it fails, none is applied', async () => {
    const settled = await whileBusy(() => [insert(300), db.writeInGroup('SELECT pg_terminate_backend(pg_backend_pid())'), insert(301)]);
    expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await stored(300, 301)).toEqual([]);
    // The pools open new connections for what comes next, the group's own included.
    expect((await insert(302))!.n).toBe(302);
    const again = await whileBusy(() => [insert(303), insert(304)]);
    expect(again.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(new Set(again.map((outcome) => (outcome as PromiseFulfilledResult<{ tx: string } | undefined>).value!.tx)).size).toBe(1);
  });
});

describe.skipIf(!withPostgres)('the connections kept for group commit', () => {
  it('leave the smallest pool two connections for the rest: a migration holds one while its work runs on the other', async () => {
    const db = openPostgres(await freshDatabase('postgres'), { poolSize: 1 });
    try {
      expect(await migrate(db)).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 15_000);
});

describe.skipIf(!withPostgres)('reservations through the service on PostgreSQL', () => {
  it('commits the reservations of holds made at the same moment in one transaction, each booked once', async () => {
    const svc = await startService('postgres', { DATABASE_POOL_SIZE: '3' });
    try {
      const client = svc.client();
      const SessionID = await loginAs(client);
      const db = svc.app.context.db;
      const teeTimes = await Promise.all(Array.from({ length: 6 }, (_, i) => untouchedTeeTime(db, svc.clock(), { skip: i })));
      const holds: number[] = [];
      for (const TeeTimeID of teeTimes) {
        const hold = await client.holdTeeTime({ SessionID, TeeTimeID, NumberOfPlayers: 2 });
        expect(hold.ErrorCode).toBe(0);
        holds.push(hold.HoldTeeTime!.NewTeeTimeID);
      }
      // The group slot busy for a moment: the reservations wait, and form one group.
      const busy = db.writeInGroup('SELECT pg_sleep(0.3)');
      const booked = await Promise.all(holds.map((TeeTimeID) => client.createReservation({ SessionID, TeeTimeID, NumberOfPlayers: 2, ...card() })));
      await busy;
      expect(booked.map((r) => r.ErrorCode)).toEqual(Array(6).fill(0));
      const ids = booked.map((r) => r.Reservation!.ReservationID);
      const writers = await db.all<{ tx: string }>(`SELECT DISTINCT xmin::text AS tx FROM reservations WHERE id IN (${ids.map(() => '?').join(', ')})`, ids);
      expect(writers).toHaveLength(1);
      for (const teeTime of teeTimes) expect((await seatsOf(db, teeTime)).booked).toBe(2);
    } finally {
      await svc.close();
    }
  });
});
