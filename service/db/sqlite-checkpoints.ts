/**
 * WAL checkpoints in a thread of their own. A checkpoint copies the pages the write-ahead log
 * holds into the database file and syncs both; run by the connection that commits (SQLite's
 * auto-checkpoint, every 1000 pages), it held the event loop for 5–100 ms once a second under
 * bookings, which was the p99 of every search waiting behind it. A second connection in a worker
 * thread copies them alongside instead, PASSIVE (it never waits for, nor blocks, a writer or a
 * reader). The writer's auto-checkpoint stays as the bound on the log's length: it then finds
 * the pages copied already, and SQLite starts the log over.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker copies what the log holds. */
const INTERVAL_MS = 100;

/** The worker's code: plain JavaScript, so it runs as it is under tsc's output, tsx and vitest alike. */
const WORKER = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
setInterval(() => checkpoint.run(), workerData.intervalMs);
`;

export interface Checkpoints {
  stop(): Promise<void>;
}

/** Starts checkpointing the WAL of the database file at `path`; a worker that fails leaves them to the writer, as before. */
export function checkpointInThread(path: string): Checkpoints {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { path, driver, intervalMs: INTERVAL_MS } });
  // Never what keeps a process alive, and never its crash: the writer's auto-checkpoint still runs.
  worker.unref();
  worker.on('error', () => undefined);
  return { stop: async () => void (await worker.terminate()) };
}
