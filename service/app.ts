/**
 * The service assembled: database (migrated, demo data on first start outside production),
 * business logic behind the generated server, one log line and metrics for every request, CORS,
 * and the operator endpoints. Tests build it in-process; main.ts serves it.
 */
import { createCRMTeeTimeAPIService } from '../generated/crmteetimeapi/server.js';
import { header, type CoreRequest, type CoreResponse, type SoapService } from 'soapgen/runtime/server/dispatch.js';
import { SessionCache } from './auth/session-cache.js';
import { HoldMemory } from './booking/hold-memory.js';
import { TestPaymentGateway, type PaymentGateway } from './booking/payments.js';
import { systemClock, type Clock } from './time.js';
import type { Config } from './config.js';
import { everyVersionChangesAll, ReadCache } from './cache/read-cache.js';
import type { ServiceContext } from './context.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open.js';
import { guarded } from './db/trouble.js';
import { createHandler } from './handler.js';
import { withCors } from './ops/cors.js';
import { DOCS } from './ops/docs.js';
import { createLogger, requestLog, type Logger } from './ops/logger.js';
import { createMetrics } from './ops/metrics.js';
import { LoginRateLimiter } from './ops/rate-limit.js';
import { operatorRoutes } from './ops/routes.js';
import { seedDemo, topUpTeeTimes } from './seed/demo.js';

export interface App {
  readonly service: SoapService;
  readonly context: ServiceContext;
  readonly logger: Logger;
  /** From now on /healthz answers 503 (the process is about to stop); everything else is still served. */
  stopping(): void;
  close(): Promise<void>;
}

export interface AppOverrides {
  readonly clock?: Clock;
  readonly payments?: PaymentGateway;
  readonly db?: Database;
  readonly logger?: Logger;
  /** True in the server processes of WORKERS > 1: the primary has already migrated and seeded. */
  readonly prepared?: boolean;
}

export async function createApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const opened =
    overrides.db ??
    openDatabase(config.database, {
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      onConnectionError: (error) => logger.error({ error: error.message }, 'lost a database connection; a new one is opened on next use'),
    });
  const clock = overrides.clock ?? systemClock;
  // Before serving, trouble stops the start with the database's own words (main.ts).
  if (!overrides.prepared) await prepare(opened, config, clock, logger);
  const db = guarded(opened, { onChange: (healthy, what) => (healthy ? logger.info(what) : logger.error(what)) });
  const context: ServiceContext = {
    db,
    clock,
    config,
    payments: overrides.payments ?? new TestPaymentGateway(),
    sessions: new SessionCache(),
    holds: new HoldMemory(),
    reads: new ReadCache(() => db.changes(), clock),
    // Browse answers are a handful of small lists: 1 MiB is plenty.
    catalog: new ReadCache(
      everyVersionChangesAll(() => db.catalogVersion()),
      clock,
      2 ** 20,
    ),
  };
  const metrics = createMetrics(db, clock);
  const writeRequestLine = requestLog(logger);

  const soap = createCRMTeeTimeAPIService(createHandler(context, { loginLimiter: new LoginRateLimiter(config.loginPerIpPerMinute, clock) }), {
    publicUrl: config.publicUrl,
    helpLinks: Object.entries(DOCS).map(([href, title]) => ({ title, href })),
    // The Invoke form calls the service for whoever sees the page: local callers only, never in production.
    invokeForm: config.production ? false : 'local',
    // Every request the SOAP core answers ends here, with what it knows of the exchange: its
    // log line and metrics are written now (joining the record to the request later, through a
    // WeakMap, made every minor GC twice as slow under load: docs/performance.md).
    onExchange: (record, request) => {
      const errorCode = errorCodeOf(record.result);
      metrics.observe(record, errorCode);
      writeRequestLine(
        {
          reqId: record.requestId,
          method: request.method,
          path: request.path,
          transport: record.transport,
          operation: record.operation,
          status: record.status,
          errorCode,
          ms: roundMs(record.durationMs),
          error: record.error,
        },
        record.status >= 500 && !record.error?.startsWith('Server was unable to read'),
      );
    },
  });
  let stopping = false;
  const operator = operatorRoutes(db, metrics, () => stopping);

  /** Operator endpoints log their own line (method, path, status); everything else is the SOAP core's. */
  const operatorLogged = async (request: CoreRequest, answer: Promise<CoreResponse>, started: number): Promise<CoreResponse> => {
    const response = await answer;
    writeRequestLine(
      { reqId: header(request, 'x-request-id'), method: request.method, path: request.path, status: response.status, ms: roundMs(performance.now() - started) },
      response.status >= 500,
    );
    return response;
  };
  const routed: SoapService = (request) => {
    const started = performance.now();
    const answer = operator(request);
    return answer ? operatorLogged(request, answer, started) : soap(request);
  };
  return { service: withCors(config.corsOrigins, routed), context, logger, stopping: () => void (stopping = true), close: () => db.close() };
}

/** Schema up to date; demo data on an empty database, unless this is production. */
async function prepare(db: Database, config: Config, clock: Clock, logger: Logger): Promise<void> {
  await migrate(db);
  if (config.production) {
    logger.info('NODE_ENV=production: demo data is never loaded (SEED_DEMO is ignored)');
    return;
  }
  if (!config.seedDemo) return;
  await db.exclusive('seed', async () => {
    if (await seedDemo(db, clock())) logger.info('loaded the demo data');
    const added = await topUpTeeTimes(db, clock());
    if (added > 0) logger.info({ added }, 'added demo tee times');
  });
}

/** The business ErrorCode of a result, when it has one. */
function errorCodeOf(result: unknown): number | undefined {
  const code = (result as { ErrorCode?: unknown } | null | undefined)?.ErrorCode;
  return typeof code === 'number' ? code : undefined;
}

const roundMs = (ms: number): number => Math.round(ms * 10) / 10;
