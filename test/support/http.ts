/** Starts a real HTTP server on a free loopback port for a test, and stops it. */
import type { AddressInfo } from 'node:net';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { createHttpServer, type HttpLimits } from 'soapgen/runtime/server/node-http.js';

export interface RunningServer {
  /** Origin, e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  close(): Promise<void>;
}

export async function serve(service: SoapService, limits?: HttpLimits): Promise<RunningServer> {
  const server = createHttpServer(service, limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
