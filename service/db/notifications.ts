/**
 * Notifications on one PostgreSQL channel, heard over a connection of its own that comes back
 * after a failure (a restart, a failover). What callers get is a count: it grows with every
 * notification, and by one more each time listening (re)starts, since a change may have gone
 * unheard meanwhile; it is undefined while not listening.
 */
import pg from 'pg';

export interface Listener {
  /** Notifications heard so far (plus restarts); undefined while not listening. */
  heard(): number | undefined;
  close(): Promise<void>;
}

const RETRY_MS = 1000;

export function listen(url: string, channel: string, onError: (error: Error) => void): Listener {
  let heard = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const start = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = connection;
    // Called on an error and again on the end that follows: only the first counts. Only a lost
    // listening connection is reported; failing to connect is retried quietly (requests and
    // /healthz already tell when the database is away).
    const lost = (error?: Error): void => {
      if (client !== connection) return;
      client = undefined;
      if (error && listening) onError(error);
      listening = false;
      connection.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void start(), RETRY_MS).unref();
    };
    connection.on('notification', () => void heard++);
    connection.on('error', lost);
    connection.on('end', () => lost());
    try {
      await connection.connect();
      await connection.query(`LISTEN ${channel}`);
      if (client === connection) {
        heard++;
        listening = true;
      }
    } catch (error) {
      lost(error as Error);
    }
  };
  void start();

  return {
    heard: () => (listening ? heard : undefined),
    close: async () => {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
