/**
 * Group commit, one design for both engines. A durable commit costs a disk flush (PostgreSQL) or
 * a WAL commit and its share of checkpoints (SQLite), often more than the writes themselves, so
 * writes that wait commit together. Callers queue; a free slot takes all that wait (up to
 * `maxGroup`) as one group, and the engine commits the group in one transaction, each caller
 * hearing back only after that commit, with the outcome it would have had alone.
 *
 * The engine says how a group commits (sqlite-group.ts: transactions in savepoints;
 * postgres-group.ts: one-statement writes pipelined in one transaction); this module only forms
 * the groups.
 */

/** A caller waiting for its `work` to commit. */
export interface Waiter<W, R> {
  readonly work: W;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions<W, R> {
  /** Groups that may commit at once (each in a transaction of its own). */
  readonly concurrency: number;
  /** A bound on how long a group holds its locks. */
  readonly maxGroup: number;
  /**
   * Whether a caller that finds a slot free waits out the rest of this event-loop turn first, so
   * the requests read in the same turn join its group. Needed where the engine is synchronous
   * (better-sqlite3): without it each transaction would commit alone before the next request is
   * even read.
   */
  readonly gatherTurn: boolean;
  /** Commits `group` in one transaction and settles each waiter; a rejection fails those it left unsettled. */
  commit(group: readonly Waiter<W, R>[]): Promise<void>;
}

export function groupCommit<W, R>(options: GroupCommitOptions<W, R>): (work: W) => Promise<R> {
  const waiting: Waiter<W, R>[] = [];
  let running = 0;
  let gathering = false;

  const startGroups = (): void => {
    while (running < options.concurrency && waiting.length > 0) {
      const group = waiting.splice(0, options.maxGroup);
      running++;
      void options
        .commit(group)
        .catch((error: unknown) => group.forEach((waiter) => waiter.reject(error)))
        .finally(() => {
          running--;
          startGroups();
        });
    }
  };

  return (work) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ work, resolve, reject });
      if (!options.gatherTurn) return startGroups();
      if (gathering || running >= options.concurrency) return;
      gathering = true;
      setImmediate(() => {
        gathering = false;
        startGroups();
      });
    });
}
