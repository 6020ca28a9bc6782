/**
 * Graceful stop of an HTTP server: every request that had fully arrived is answered, none reset.
 *
 * node's own close() is not enough on a busy server: it closes the listener at once (resetting
 * connections still in the kernel's accept queue) and destroys every connection without a
 * request in progress, including those whose request has arrived but not been read yet (a
 * busy event loop reads them late). So: after the signal the server keeps accepting for a
 * moment, every response says `Connection: close`, and after the listener closes a connection
 * is ended only once it has been answered, or when it has sent nothing for a while.
 */
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface ShutdownTimes {
  /** How long to keep accepting after the signal, so queued connections are taken in. */
  readonly drainMs: number;
  /** How long a connection that has sent no request yet may wait after that. */
  readonly silentMs: number;
  /**
   * The longest the whole stop may take, counted from the signal: connections still open a
   * second before it (a stuck upload) are cut, leaving that second to close the database. A
   * drain longer than this stretches it to the drain plus two seconds.
   */
  readonly graceMs: number;
}

export const SHUTDOWN_TIMES: ShutdownTimes = { drainMs: 1000, silentMs: 3000, graceMs: 10_000 };

/** What the stop keeps for closing the database after the last connection is cut. */
const CLOSE_RESERVE_MS = 1000;

/** When, counted from the signal, the whole stop must be over. */
export const stopDeadlineMs = (times: ShutdownTimes): number => Math.max(times.graceMs, times.drainMs + 2 * CLOSE_RESERVE_MS);

/** When the process exits whatever still holds it: before the deadline, with time left for the exit itself. */
export const exitDeadlineMs = (times: ShutdownTimes): number => stopDeadlineMs(times) - CLOSE_RESERVE_MS / 2;

interface Connection {
  /** No request read from it yet. */
  fresh: boolean;
  /** Requests read and not yet answered. */
  busy: number;
  /** The response to the latest request read, until it closes (later pipelined ones end the connection anyway). */
  latest: ServerResponse | undefined;
}

/**
 * Starts tracking connections; returns `stop`, which resolves once every connection has ended.
 * `onStopAccepting` is told when the listener closes, after the drain.
 */
export function gracefulShutdown(server: Server, onStopAccepting: () => void = () => undefined, times: ShutdownTimes = SHUTDOWN_TIMES): () => Promise<void> {
  // Kept per connection, not per response: a set of responses in flight, added to and deleted
  // from on every request, cost a fifth of a cached call's throughput (docs/performance.md).
  const connections = new Map<Socket, Connection>();
  let stopping = false;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { fresh: true, busy: 0, latest: undefined });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req, res: ServerResponse) => {
    if (stopping) res.setHeader('connection', 'close');
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.fresh = false;
    connection.busy++;
    connection.latest = res;
    res.once('close', () => {
      connection.busy--;
      if (connection.latest === res) connection.latest = undefined;
    });
  });

  /** Ends connections with nothing left to answer; silent ones too once `silentToo`. */
  const sweep = (silentToo: boolean): void => {
    for (const [socket, connection] of connections) {
      if (connection.busy === 0 && (!connection.fresh || silentToo)) socket.destroy();
    }
  };

  let stopped: Promise<void> | undefined;
  return () => {
    stopped ??= new Promise<void>((resolve) => {
      stopping = true;
      // Responses not started yet end their connection too.
      for (const { latest } of connections.values()) if (latest && !latest.headersSent) latest.setHeader('connection', 'close');
      setTimeout(() => server.closeAllConnections(), stopDeadlineMs(times) - CLOSE_RESERVE_MS).unref();
      setTimeout(() => {
        // net's close, not http's: it stops accepting without destroying unread connections.
        NetServer.prototype.close.call(server, () => resolve());
        onStopAccepting();
        setInterval(() => sweep(false), 100).unref();
        setTimeout(() => sweep(true), times.silentMs).unref();
      }, times.drainMs);
    });
    return stopped;
  };
}
