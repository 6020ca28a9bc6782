/**
 * Notifications on one PostgreSQL channel, heard over a connection of its own that comes back
 * after a failure (a restart, a failover). What callers get is a count: it grows with every
 * notification, and by one more each time listening (re)starts, since a change may have gone
 * unheard meanwhile; it is undefined while not listening.
 */
import postgres from 'postgres';
import type { HostOptions } from './postgres-hosts.js';

export interface Listener {
  /** Notifications heard so far (plus restarts); undefined while not listening. */
  heard(): number | undefined;
  close(): Promise<void>;
}

const RETRY_MS = 1000;

export function listen(url: string, hosts: HostOptions, channel: string, onError: (error: Error) => void, connectTimeoutMs = 5000): Listener {
  let heard = 0;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  // Only a lost listening connection is reported; failing to connect is retried quietly
  // (requests and /healthz already tell when the database is away).
  const lost = (): void => {
    if (listening) onError(new Error(`the connection listening on ${channel} closed`));
    listening = false;
    clearTimeout(retry);
    if (!closed) retry = setTimeout(() => void start(), RETRY_MS).unref();
  };
  // `onnotify` is the hook the library's own sql.listen() is built on; it is not in its typings.
  // sql.listen() would re-listen by itself, but it tells nobody while its connection is down.
  const hooks = { onnotify: (name: string) => void (name === channel && heard++) };
  const sql = postgres(url, {
    ...hosts,
    max: 1,
    connect_timeout: connectTimeoutMs / 1000,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => undefined,
    onclose: lost,
    ...hooks,
  });

  const start = async (): Promise<void> => {
    try {
      await sql.unsafe(`LISTEN ${channel}`);
      heard++;
      listening = true;
    } catch {
      lost();
    }
  };
  void start();

  return {
    heard: () => (listening ? heard : undefined),
    close: async () => {
      closed = true;
      listening = false;
      clearTimeout(retry);
      await sql.end({ timeout: 1 });
    },
  };
}
