/**
 * Statements and transactions waiting for their answer, so that an answer lost with its
 * connection is given up. Through a failover postgres.js 3.4.9 can leave a statement that was in
 * flight on the dying primary pending for ever: neither answered nor failed, long after the pool
 * has reconnected to the new primary (test/ops/failover.test.ts caught it about once in ten
 * runs). So when a connection closes unexpectedly, whatever was in flight then has `graceMs` to
 * settle, which work on a live connection does; what still waits fails as in doubt (it may have
 * been done), which callers are answered as a lost connection (ErrorCode 14).
 */

/** The code of the error a given-up statement fails with (not retried: it may have run). */
export const ANSWER_LOST = 'ANSWER_LOST';

export interface Inflight {
  /** `work`, failing with ANSWER_LOST if it is still waiting `graceMs` after a connection was lost. */
  track<T>(work: Promise<T>): Promise<T>;
  /** A connection closed that the service did not close. */
  connectionLost(): void;
}

export function inflight(graceMs: number): Inflight {
  const waiting = new Set<(error: Error) => void>();
  return {
    track: <T>(work: Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        waiting.add(reject);
        work.then(resolve, reject).finally(() => waiting.delete(reject));
      }),
    connectionLost: () => {
      const suspects = [...waiting];
      setTimeout(() => {
        for (const fail of suspects) {
          if (!waiting.delete(fail)) continue;
          fail(Object.assign(new Error('the database connection was lost before the answer arrived'), { code: ANSWER_LOST }));
        }
      }, graceMs).unref();
    },
  };
}
