/**
 * The service assembled: database (migrated, demo data on first start), business logic behind
 * the generated server, logs and metrics for every exchange, and the operator endpoints.
 * Tests build it in-process; main.ts serves it.
 */
import { createCRMTeeTimeAPIService } from '../generated/crmteetimeapi/server.js';
import type { ExchangeRecord, SoapService } from '../runtime/server/dispatch.js';
import { TestPaymentGateway, type PaymentGateway } from './booking/payments.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { ServiceContext } from './context.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open.js';
import { createHandler } from './handler.js';
import { createLogger, type Logger } from './ops/logger.js';
import { createMetrics } from './ops/metrics.js';
import { LoginRateLimiter } from './ops/rate-limit.js';
import { DOCS, operatorRoutes } from './ops/routes.js';
import { seedDemo, topUpTeeTimes } from './seed/demo.js';

export interface App {
  readonly service: SoapService;
  readonly context: ServiceContext;
  readonly logger: Logger;
  close(): Promise<void>;
}

export interface AppOverrides {
  readonly clock?: Clock;
  readonly payments?: PaymentGateway;
  readonly db?: Database;
  readonly logger?: Logger;
}

export async function createApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const db = overrides.db ?? openDatabase(config.database);
  const clock = overrides.clock ?? systemClock;
  await migrate(db);
  if (config.seedDemo) {
    await db.exclusive('seed', async () => {
      if (await seedDemo(db, clock())) logger.info('loaded the demo data');
      const added = await topUpTeeTimes(db, clock());
      if (added > 0) logger.info({ added }, 'added demo tee times');
    });
  }
  const context: ServiceContext = { db, clock, config, payments: overrides.payments ?? new TestPaymentGateway() };
  const metrics = createMetrics(db, clock);
  const onExchange = (record: ExchangeRecord): void => {
    const errorCode = errorCodeOf(record.result);
    metrics.observe(record, errorCode);
    const line = { reqId: record.requestId, transport: record.transport, operation: record.operation, status: record.status, errorCode, ms: Math.round(record.durationMs * 10) / 10, error: record.error };
    if (record.status >= 500 && !record.error?.startsWith('Server was unable to read')) logger.warn(line, 'request failed');
    else logger.info(line, 'request');
  };
  const soap = createCRMTeeTimeAPIService(createHandler(context, { loginLimiter: new LoginRateLimiter(config.loginPerIpPerMinute, clock) }), {
    publicUrl: config.publicUrl,
    helpLinks: Object.entries(DOCS).map(([href, title]) => ({ title, href })),
    // The Invoke form calls the service for whoever sees the page: local callers only, never in production.
    invokeForm: process.env.NODE_ENV === 'production' ? false : 'local',
    onExchange,
  });
  const operator = operatorRoutes(db, metrics);
  const service: SoapService = async (request) => (await operator(request)) ?? soap(request);
  return { service, context, logger, close: () => db.close() };
}

/** The business ErrorCode of a result, when it has one. */
function errorCodeOf(result: unknown): number | undefined {
  const code = (result as { ErrorCode?: unknown } | null | undefined)?.ErrorCode;
  return typeof code === 'number' ? code : undefined;
}
