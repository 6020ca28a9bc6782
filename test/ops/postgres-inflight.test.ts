/** Answers lost with a connection are given up: what was in flight when it closed, and only that. */
import { describe, expect, it } from 'vitest';
import { ANSWER_LOST, inflight } from '../../service/db/postgres-inflight.js';

const never = new Promise<string>(() => undefined);

describe('inflight', () => {
  it('fails what still waits a grace after a connection was lost, and nothing that settles or starts later', async () => {
    const answers = inflight(50);
    const lost = answers.track(never);
    let answer!: (value: string) => void;
    const slow = answers.track(new Promise<string>((resolve) => (answer = resolve)));
    answers.connectionLost();
    const later = answers.track(never);
    answer('in time');
    expect(await slow).toBe('in time');
    await expect(lost).rejects.toMatchObject({ code: ANSWER_LOST });
    const outcome = await Promise.race([
      later.then(
        () => 'settled',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(resolve, 150, 'still waiting')),
    ]);
    expect(outcome).toBe('still waiting');
  });

  it('without a lost connection, waits as long as the work does', async () => {
    const answers = inflight(10);
    const work = answers.track(new Promise<number>((resolve) => setTimeout(resolve, 60, 7)));
    expect(await work).toBe(7);
  });
});
