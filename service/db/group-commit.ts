/**
 * Group commit for PostgreSQL's one-statement writes (Database.writeInGroup). A durable commit
 * waits for a disk flush, and under load the flushes cost PostgreSQL more CPU than the writes
 * themselves (docs/performance.md, ninth pass). A write that finds fewer than `concurrency`
 * groups running runs at once, alone; the others wait, and the next free slot runs all that
 * waited (up to MAX_GROUP) in one transaction, one after the other: one flush commits them all.
 * Every caller hears back after that commit.
 */
import type { SqlValue } from './database.js';

export interface Statement {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

export interface GroupCommitOptions<R> {
  /** Runs one statement as a transaction of its own. */
  alone(statement: Statement): Promise<R>;
  /** Runs the statements in order in one transaction; their results in the same order. */
  together(statements: readonly Statement[]): Promise<R[]>;
  /** Groups (each a transaction on a connection of its own) that may run at once. */
  readonly concurrency: number;
  /** Whether a failed transaction surely did not commit (the server said so), so its statements may run again. */
  rolledBack(error: unknown): boolean;
}

/** A bound on how long a group holds its row locks. */
const MAX_GROUP = 32;

interface Waiting<R> extends Statement {
  resolve(result: R): void;
  reject(error: unknown): void;
}

export function groupCommit<R>(options: GroupCommitOptions<R>): (statement: Statement) => Promise<R> {
  const waiting: Waiting<R>[] = [];
  let running = 0;

  const startGroups = (): void => {
    while (running < options.concurrency && waiting.length > 0) {
      const group = waiting.splice(0, MAX_GROUP);
      running++;
      void commit(group).finally(() => {
        running--;
        startGroups();
      });
    }
  };

  const commit = async (group: readonly Waiting<R>[]): Promise<void> => {
    if (group.length > 1) {
      try {
        const results = await options.together(group);
        group.forEach((statement, i) => statement.resolve(results[i]!));
        return;
      } catch (error) {
        // A lost connection leaves the commit in doubt: running the statements again could apply them twice.
        if (!options.rolledBack(error)) {
          for (const statement of group) statement.reject(error);
          return;
        }
        // One statement failed and took the others' writes back with it: each runs again alone, to its own outcome.
      }
    }
    await Promise.all(group.map((statement) => options.alone(statement).then(statement.resolve, statement.reject)));
  };

  return (statement) => new Promise<R>((resolve, reject) => {
    waiting.push({ ...statement, resolve, reject });
    startGroups();
  });
}
