/**
 * The service assembled: database (migrated, demo data on first start outside production),
 * business logic behind the generated server, one log line and metrics for every request, CORS,
 * and the operator endpoints. Tests build it in-process; main.ts serves it.
 */
import { createCRMTeeTimeAPIService } from '../generated/crmteetimeapi/server.js';
import type { CoreRequest, ExchangeRecord, SoapService } from 'soapgen/runtime/server/dispatch.js';
import { SessionCache } from './auth/sessions.js';
import { TestPaymentGateway, type PaymentGateway } from './booking/payments.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { ReadCache } from './cache/read-cache.js';
import type { ServiceContext } from './context.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open.js';
import { createHandler } from './handler.js';
import { withCors } from './ops/cors.js';
import { DOCS } from './ops/docs.js';
import { createLogger, requestLog, type Logger, type RequestLine } from './ops/logger.js';
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
  const db = overrides.db ?? openDatabase(config.database, {
    onConnectionError: (error) => logger.error({ error: error.message }, 'lost a database connection; a new one is opened on next use'),
  });
  const clock = overrides.clock ?? systemClock;
  if (!overrides.prepared) await prepare(db, config, clock, logger);
  const context: ServiceContext = {
    db, clock, config,
    payments: overrides.payments ?? new TestPaymentGateway(),
    sessions: new SessionCache(),
    reads: new ReadCache(() => db.dataVersion(), clock),
    // Browse answers are a handful of small lists: 1 MiB is plenty.
    catalog: new ReadCache(() => db.catalogVersion(), clock, 2 ** 20),
  };
  const metrics = createMetrics(db, clock);

  // The exchange of each request being served, for its one log line (see `logged`).
  const exchanges = new WeakMap<CoreRequest, ExchangeRecord>();
  const soap = createCRMTeeTimeAPIService(createHandler(context, { loginLimiter: new LoginRateLimiter(config.loginPerIpPerMinute, clock) }), {
    publicUrl: config.publicUrl,
    helpLinks: Object.entries(DOCS).map(([href, title]) => ({ title, href })),
    // The Invoke form calls the service for whoever sees the page: local callers only, never in production.
    invokeForm: config.production ? false : 'local',
    onExchange: (record, request) => {
      metrics.observe(record, errorCodeOf(record.result));
      exchanges.set(request, record);
    },
  });
  let stopping = false;
  const operator = operatorRoutes(db, metrics, () => stopping);
  const writeRequestLine = requestLog(logger);
  const routed: SoapService = (request) => operator(request) ?? soap(request);

  /** One line per request: method and path always; transport, operation and ErrorCode for operations. */
  const logged: SoapService = async (request) => {
    const started = performance.now();
    const response = await routed(request);
    const record = exchanges.get(request);
    const line: RequestLine = {
      reqId: record?.requestId ?? requestIdOf(request),
      method: request.method,
      path: request.url.split('?')[0],
      transport: record?.transport,
      operation: record?.operation,
      status: response.status,
      errorCode: errorCodeOf(record?.result),
      ms: Math.round((performance.now() - started) * 10) / 10,
      error: record?.error,
    };
    writeRequestLine(line, response.status >= 500 && !record?.error?.startsWith('Server was unable to read'));
    return response;
  };
  return { service: withCors(config.corsOrigins, logged), context, logger, stopping: () => void (stopping = true), close: () => db.close() };
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

function requestIdOf(request: CoreRequest): string | undefined {
  const id = request.headers['x-request-id'];
  return Array.isArray(id) ? id[0] : id;
}
