/**
 * `npm start`: serve the tee-time service. With WORKERS=N (N > 1) a primary process prepares the
 * database once and runs N server processes sharing the port (node:cluster); SIGTERM or SIGINT
 * stops accepting, lets in-flight requests finish and closes the database.
 */
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '../runtime/server/node-http.js';
import { createApp } from './app.js';
import { loadConfig, type Config } from './config.js';

const config = loadConfig();

if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else await runServer(config);

async function runPrimary(config: Config): Promise<void> {
  // Migrate and seed once, before any worker races to do it.
  const app = await createApp(config);
  await app.close();
  app.logger.info({ workers: config.workers }, 'starting server processes');
  for (let i = 0; i < config.workers; i++) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      app.logger.error({ pid: worker.process.pid, code }, 'a server process died; starting another');
      cluster.fork();
    } else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  const stop = (): void => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function runServer(config: Config): Promise<void> {
  const app = await createApp(config);
  const server = createHttpServer(app.service, {
    bodyLimitBytes: config.bodyLimitBytes,
    requestTimeoutMs: config.requestTimeoutMs,
    headersTimeoutMs: config.headersTimeoutMs,
  });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const url = config.publicUrl ?? `http://localhost:${port}/api/CRMTeeTimeAPI.asmx`;
    const database = /^postgres(ql)?:/.test(config.database) ? 'PostgreSQL' : config.database;
    if (cluster.isWorker) {
      app.logger.info({ port, pid: process.pid }, 'server process listening');
      return;
    }
    // The first line names the port (tests read it); the rest is for the person who started us.
    console.log(`CRMTeeTimeAPI is listening on ${config.host}:${port} (database: ${database})`);
    console.log(`  Service and help pages: ${url}`);
    console.log(`  WSDL:                   ${url}?WSDL`);
    console.log(`  Health and metrics:     http://localhost:${port}/healthz  http://localhost:${port}/metrics`);
    if (config.seedDemo) console.log('  Demo login:             OwnerID 1, UserID demo, Password demo');
  });

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, 'stopping: finishing in-flight requests');
    server.close(() => {
      void app.close().then(() => {
        app.logger.info('stopped');
        process.exit(0);
      });
    });
    server.closeIdleConnections();
    // Keep-alive connections that go idle after their last response are closed too; a grace
    // period bounds how long a stuck request can hold the shutdown.
    setInterval(() => server.closeIdleConnections(), 250).unref();
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
