/**
 * Fixes postgres.js 3.4.9 writing to a connection it has already closed (npm's `postinstall`).
 *
 * When the server ends a connection (a restart, a failover, pg_terminate_backend) while a
 * transaction holds it, the transaction's statement fails and the library then sends ROLLBACK
 * on that same connection, whose socket is gone: the write is deferred to setImmediate, where
 * `socket.write` on null throws an uncaught TypeError that ends the whole process
 * (porsager/postgres#1154, #1208; unmerged fixes #1168, #1209). Reproduced here with
 * pg_terminate_backend under a transaction, every time (test/ops/postgres-closed-socket.test.ts).
 *
 * Closing also left the connection holding the dead socket's statement and its error: the pool
 * reconnects it for the next statement, whose answer was then that stale error ("terminating
 * connection"), and `sql.end()` waited for the dead statement until its timeout.
 *
 * Fixed in three places:
 * - a statement given to a connection without a socket fails at once with CONNECTION_CLOSED,
 *   before anything is written or queued;
 * - closing forgets the write still pending for the old socket (whose statements fail with the
 *   connection), instead of keeping its bytes and a cancelled timer that would hold back every
 *   later small write on the connection's next socket, its start-up message included;
 * - closing forgets the failed statement and its error once it has rejected it, as the end of
 *   a statement (ReadyForQuery) does.
 *
 * Applied only to the files postgres.js 3.4.9 ships (patches/shipped-file.mjs).
 */
import { patchShippedFiles, postgresBuilds } from './shipped-file.mjs';

const MARK = '// patched: closed socket';

const EXECUTE = `  function execute(q) {
    if (terminated)
      return queryError(q, Errors.connection('CONNECTION_DESTROYED', options))
`;
const EXECUTE_FIXED = `${EXECUTE}
    if (!socket) ${MARK}
      return queryError(q, Errors.connection('CONNECTION_CLOSED', options)), true
`;
const CLOSED = `  async function closed(hadError) {
    incoming = Buffer.alloc(0)
    remaining = 0
    incomings = null
    clearImmediate(nextWriteTimer)
`;
const CLOSED_FIXED = `${CLOSED}    chunk = nextWriteTimer = null ${MARK}
`;
const CLOSED_ERROR = `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
`;
const CLOSED_ERROR_FIXED = `${CLOSED_ERROR}    query = results = errorResponse = null ${MARK}
`;

patchShippedFiles('patches/postgres-closed-socket.mjs', postgresBuilds('connection.js'), {
  // SHA-256 of connection.js in postgres.js 3.4.9: ESM, CommonJS, Cloudflare.
  shipped: [
    'ee3a218d9aa6a6f2887c1a19da50009335fe84c11a5431d5cab72d6bc528632f',
    'ce6d375809baad79963ef9b3773e6ac757bcf6da2362d4d85482bb14c2c751be',
    '3efad812b825f76708f2e62e8dd00088900206e04afed2dc4b75b9aecd435fa9',
  ],
  isPatched: (text) => text.includes(MARK),
  patch: (text) => text.replace(EXECUTE, EXECUTE_FIXED).replace(CLOSED, CLOSED_FIXED).replace(CLOSED_ERROR, CLOSED_ERROR_FIXED),
});
