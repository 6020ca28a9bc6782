/**
 * Graceful stop of an HTTP server: every request that had fully arrived is answered, none reset.
 *
 * Closing the listener at once would reset connections still in the kernel's accept queue, and
 * node's close() destroys connections whose request has arrived but not been read yet (they look
 * idle). So: first a short drain in which the server keeps accepting and reading but every
 * response says `Connection: close`; then the listener closes, connections go as their last
 * response is sent, and a grace period bounds a stuck request.
 */
import type { Server, ServerResponse } from 'node:http';

export interface ShutdownTimes {
  /** How long to keep accepting after the signal, so queued connections are read and answered. */
  readonly drainMs: number;
  /** The longest a request in flight may hold the stop after that. */
  readonly graceMs: number;
}

export const SHUTDOWN_TIMES: ShutdownTimes = { drainMs: 1000, graceMs: 10_000 };

/**
 * Starts counting responses in flight; returns `stop`, which resolves once the server has closed.
 * `onStopAccepting` is told when the listener closes, after the drain.
 */
export function gracefulShutdown(server: Server, onStopAccepting: () => void = () => undefined, times: ShutdownTimes = SHUTDOWN_TIMES): () => Promise<void> {
  const open = new Set<ServerResponse>();
  let stopping = false;
  server.on('request', (_req, res: ServerResponse) => {
    if (stopping) res.setHeader('connection', 'close');
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  let stopped: Promise<void> | undefined;
  return () => {
    stopped ??= new Promise<void>((resolve) => {
      stopping = true;
      // Responses not yet started end their connection too.
      for (const res of open) if (!res.headersSent) res.setHeader('connection', 'close');
      setTimeout(() => {
        server.close(() => resolve());
        onStopAccepting();
        // Keep-alive connections that go idle after a response sent before the signal.
        setInterval(() => server.closeIdleConnections(), 100).unref();
        setTimeout(() => server.closeAllConnections(), times.graceMs).unref();
      }, times.drainMs);
    });
    return stopped;
  };
}
