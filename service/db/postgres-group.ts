/**
 * How a group of PostgreSQL's one-statement writes (Database.writeInGroup) commits, for
 * group-commit.ts: all in one transaction, so one disk flush commits them all; when one fails
 * and takes the others' writes back with it, each runs again alone, to its own outcome.
 */
import type postgres from 'postgres';
import type { SqlValue } from './database.js';
import type { Waiter } from './group-commit.js';

export interface Statement {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

export type Run = (sql: string, params: readonly SqlValue[]) => Promise<postgres.RowList<postgres.Row[]>>;
type Row = postgres.Row | undefined;

export interface StatementGroupOptions {
  /** Sends BEGIN or COMMIT on the group's connection: a pool of one, the only kind on which postgres.js lets them be sent as statements. */
  control(statement: 'BEGIN' | 'COMMIT'): Promise<postgres.RowList<postgres.Row[]>>;
  /** Runs a statement on the group's connection. */
  readonly run: Run;
  /** Runs one statement as a transaction of its own. */
  alone(statement: Statement): Promise<Row>;
  /** Whether a failed transaction surely did not commit (the server said so), so its statements may run again. */
  rolledBack(error: unknown): boolean;
}

export function commitStatements(options: StatementGroupOptions): (group: readonly Waiter<Statement, Row>[]) => Promise<void> {
  return async (group) => {
    if (group.length > 1) {
      try {
        const results = await pipelinedTransaction(
          options,
          group.map((waiter) => waiter.work),
        );
        group.forEach((waiter, i) => waiter.resolve(results[i]));
        return;
      } catch (error) {
        // A lost connection leaves the commit in doubt: running the statements again could apply them twice.
        if (!options.rolledBack(error)) throw error;
      }
    }
    await Promise.all(group.map((waiter) => options.alone(waiter.work).then(waiter.resolve, waiter.reject)));
  };
}

/**
 * The statements in one transaction, sent with its BEGIN and COMMIT without waiting for any
 * answer: one write, one round trip. A statement the server fails aborts the transaction and
 * turns the COMMIT into a ROLLBACK: its error is thrown. A BEGIN that failed (the statements may
 * then have run on their own) or a COMMIT that did not commit throws an error that is not the
 * server's, so the group counts as in doubt.
 */
async function pipelinedTransaction({ control, run }: StatementGroupOptions, statements: readonly Statement[]): Promise<Row[]> {
  const begin = control('BEGIN');
  const results = statements.map((s) => run(s.sql, s.params));
  const commit = control('COMMIT');
  const [began, ...settled] = await Promise.allSettled([begin, ...results, commit]);
  if (began!.status === 'rejected') throw inDoubt('did not begin', began.reason);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  const answers = settled.map((outcome) => (outcome as PromiseFulfilledResult<postgres.RowList<postgres.Row[]>>).value);
  const committed = answers.pop()!;
  if (committed.command !== 'COMMIT') throw inDoubt(`ended with ${committed.command}`);
  return answers.map((rows) => rows[0]);
}

const inDoubt = (what: string, cause?: unknown): Error =>
  new Error(`a group transaction ${what}${cause instanceof Error ? `: ${cause.message}` : ''}`, { cause });
