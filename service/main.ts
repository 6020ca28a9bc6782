/**
 * The service's entry point (`npm start` runs its build, dist/service/main.js, as the only
 * process). With WORKERS=N (N > 1) a primary process prepares the database once and runs N
 * server processes sharing the port (node:cluster). SIGTERM or SIGINT: every request that has
 * arrived is answered, then the database closes and the process exits 0. A setting or a
 * database that cannot be used is one line on stderr and exit code 1.
 */
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from 'soapgen/runtime/server/node-http.js';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { isPostgres } from './db/open.js';
import { causeText } from './db/trouble.js';
import { serveClusterMetrics } from './ops/cluster-metrics.js';
import type { Logger } from './ops/logger.js';
import { MALLOC_SETTINGS, missingMallocSettings } from './ops/malloc.js';
import { exitDeadlineMs, gracefulShutdown, SHUTDOWN_TIMES } from './ops/shutdown.js';

const config = configOrExit();
try {
  if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
  else await runServer(config);
} catch (error) {
  cannotStart(`the database (${describeDatabase(config.database)}) cannot be used: ${causeText(error)}`);
}

async function runPrimary(config: Config): Promise<void> {
  // Migrate and seed once, before any worker races to do it.
  const app = await createApp(config);
  await app.close();
  serveClusterMetrics();
  app.logger.info({ workers: config.workers }, 'starting server processes');
  // The start line once every server process listens (they share one port); not again when one is replaced.
  let listening = 0;
  const announceWhenAllListen = (_worker: unknown, address: { port: number }): void => {
    if (++listening < config.workers) return;
    cluster.off('listening', announceWhenAllListen);
    announce(app.logger, config, address.port);
  };
  cluster.on('listening', announceWhenAllListen);
  // The server processes get the memory settings even when this one was started without them.
  const fork = (): unknown => cluster.fork({ ...MALLOC_SETTINGS, ...process.env });
  for (let i = 0; i < config.workers; i++) fork();
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      app.logger.error({ worker: worker.process.pid, code }, 'a server process died; starting another');
      fork();
    } else if (Object.keys(cluster.workers ?? {}).length === 0) {
      app.logger.info('stopped');
      process.exit(0);
    }
  });
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, 'stopping: server processes finish their requests');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function runServer(config: Config): Promise<void> {
  const app = await createApp(config, { prepared: cluster.isWorker });
  const server = createHttpServer(app.service, {
    bodyLimitBytes: config.bodyLimitBytes,
    requestTimeoutMs: config.requestTimeoutMs,
    headersTimeoutMs: config.headersTimeoutMs,
  });
  const shutdownTimes = { ...SHUTDOWN_TIMES, drainMs: config.shutdownDrainMs };
  const stopServer = gracefulShutdown(server, () => app.logger.info('stopped accepting connections'), shutdownTimes);
  server.once('error', (error) => cannotStart(`cannot listen on ${config.host}:${config.port}: ${causeText(error)}`));
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    if (cluster.isWorker) app.logger.info({ port }, 'server process listening');
    else announce(app.logger, config, port);
  });
  const missing = missingMallocSettings();
  if (missing.length > 0) {
    app.logger.warn({ missing }, `started without ${missing.join(', ')} (npm start and npm run serve set it): memory freed under load is kept`);
  }

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, 'stopping: finishing in-flight requests');
    app.stopping();
    // Whatever still holds the stop at its deadline (a database close that hangs) is left behind.
    setTimeout(() => {
      app.logger.warn('stopped before the database finished closing: the stop took too long');
      process.exit(0);
    }, exitDeadlineMs(shutdownTimes)).unref();
    void stopServer()
      .then(() => app.close())
      .then(() => {
        app.logger.info('stopped');
        process.exit(0);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * The start line: where the service, its WSDL, health and metrics are, and the demo login. A log
 * line like every other (stdout stays JSON); its message names the port (tests read it).
 */
function announce(logger: Logger, config: Config, port: number): void {
  const url = config.publicUrl ?? `http://localhost:${port}/api/CRMTeeTimeAPI.asmx`;
  logger.info(
    {
      database: describeDatabase(config.database),
      service: url,
      wsdl: `${url}?WSDL`,
      health: `http://localhost:${port}/healthz`,
      metrics: `http://localhost:${port}/metrics`,
      demoLogin: config.seedDemo ? 'OwnerID 1, UserID demo, Password demo' : undefined,
      workers: config.workers > 1 ? config.workers : undefined,
    },
    `CRMTeeTimeAPI is listening on ${config.host}:${port}`,
  );
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) cannotStart(error.message);
    throw error;
  }
}

/** One line an operator can act on, and exit code 1. */
function cannotStart(reason: string): never {
  process.stderr.write(`CRMTeeTimeAPI cannot start: ${reason}\n`);
  process.exit(1);
}

/** Where the data lives, without credentials: `PostgreSQL at h1:5432,h2:5433/db` for a list of hosts. */
function describeDatabase(location: string): string {
  if (!isPostgres(location)) return `SQLite file ${location}`;
  const [, hosts = '', path = ''] = /^[^:]+:\/\/(?:[^@/]*@)?([^/?]*)([^?]*)/.exec(location) ?? [];
  const withPorts = hosts.split(',').map((host) => (/:\d+$/.test(host) ? host : `${host || 'localhost'}:5432`));
  return `PostgreSQL at ${withPorts.join(',')}${path}`;
}
