/**
 * A TCP forwarder between the service and its PostgreSQL, so a test can make the database go
 * away as the network shows it: connections refused, or accepted and never answered (a host that
 * is down behind a firewall), while the real server keeps running for every other test.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Closes every forwarded connection and refuses new ones (ECONNREFUSED). */
  refuse(): Promise<void>;
  /** Closes every forwarded connection and accepts new ones without ever answering. */
  swallow(): Promise<void>;
  /** Forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let mode: 'forward' | 'swallow' = 'forward';
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
  };
  const onConnection = (client: Socket): void => {
    track(client);
    if (mode === 'swallow') return;
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  };
  let server: Server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const dropAll = (): void => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = (): Promise<void> =>
    new Promise((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      dropAll();
    });
  const listen = async (): Promise<void> => {
    if (server.listening) return;
    server = createServer(onConnection);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  };
  return {
    port,
    refuse: stopListening,
    swallow: async () => {
      mode = 'swallow';
      dropAll();
      await listen();
    },
    restore: async () => {
      mode = 'forward';
      dropAll();
      await listen();
    },
    close: stopListening,
  };
}
