/**
 * A TCP proxy in front of PostgreSQL that counts what the service sends (the frontend messages of
 * the wire protocol): statements (Execute, or a simple Query), round trips (Sync or a simple
 * Query: each is answered with ReadyForQuery, which the sender waits for) and socket writes.
 * Only for measuring (bench/booking-cost.ts); it passes every byte through unchanged.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface WireCounts {
  statements: number;
  roundTrips: number;
  writes: number;
  bytes: number;
}

export interface PgCounter {
  readonly port: number;
  /** Counts since the proxy started, over every connection. */
  counts(): WireCounts;
  /** The local ports of the proxy's open connections to PostgreSQL (pg_stat_activity's client_port). */
  upstreamPorts(): number[];
  close(): Promise<void>;
}

/** Parses one direction's stream of frontend messages (after the untyped startup message). */
function frontendParser(counts: WireCounts): (chunk: Buffer) => void {
  let started = false;
  let pending: Buffer = Buffer.alloc(0);
  return (chunk) => {
    counts.writes++;
    counts.bytes += chunk.length;
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let at = 0;
    for (;;) {
      if (!started) {
        if (pending.length - at < 4) break;
        const length = pending.readInt32BE(at);
        if (pending.length - at < length) break;
        // An SSLRequest or GSSENCRequest is followed by another startup message; postgres.js sends neither by default.
        at += length;
        started = true;
        continue;
      }
      if (pending.length - at < 5) break;
      const type = String.fromCharCode(pending[at]!);
      const length = pending.readInt32BE(at + 1);
      if (pending.length - at < 1 + length) break;
      if (type === 'E') counts.statements++;
      if (type === 'Q') {
        counts.statements++;
        counts.roundTrips++;
      }
      if (type === 'S') counts.roundTrips++;
      at += 1 + length;
    }
    pending = pending.subarray(at);
  };
}

export async function startPgCounter(target: { host: string; port: number }): Promise<PgCounter> {
  const counts: WireCounts = { statements: 0, roundTrips: 0, writes: 0, bytes: 0 };
  const sockets = new Set<Socket>();
  const upstreams = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    upstreams.add(upstream);
    upstream.once('close', () => upstreams.delete(upstream));
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.once('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    const parse = frontendParser(counts);
    client.on('data', (chunk: Buffer) => {
      parse(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.once('end', () => upstream.end());
    upstream.once('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the counting proxy has no port');
  return {
    port: address.port,
    counts: () => ({ ...counts }),
    upstreamPorts: () => [...upstreams].map((s) => s.localPort).filter((p): p is number => p !== undefined),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
