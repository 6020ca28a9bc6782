/**
 * The service assembled: database (migrated, demo data on first start), business logic behind
 * the generated server, and the docs it links to. Tests build it in-process; main.ts serves it.
 */
import { readFile } from 'node:fs/promises';
import { createCRMTeeTimeAPIService } from '../generated/crmteetimeapi/server.js';
import type { CoreRequest, CoreResponse, ExchangeRecord, SoapService } from '../runtime/server/dispatch.js';
import { TestPaymentGateway, type PaymentGateway } from './booking/payments.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { ServiceContext } from './context.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open.js';
import { createHandler } from './handler.js';
import { seedDemo, topUpTeeTimes } from './seed/demo.js';

export interface App {
  readonly service: SoapService;
  readonly context: ServiceContext;
  close(): Promise<void>;
}

export interface AppOverrides {
  readonly clock?: Clock;
  readonly payments?: PaymentGateway;
  readonly db?: Database;
  readonly onExchange?: (record: ExchangeRecord) => void;
}

/** Documents the help pages link to, served as Markdown under /docs/. */
const DOCS: Readonly<Record<string, string>> = {
  '/docs/business-rules.md': 'Business rules',
  '/docs/error-codes.md': 'Error codes',
};

export async function createApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const db = overrides.db ?? openDatabase(config.database);
  const clock = overrides.clock ?? systemClock;
  await migrate(db);
  if (config.seedDemo) {
    await db.exclusive('seed', async () => {
      await seedDemo(db, clock());
      await topUpTeeTimes(db, clock());
    });
  }
  const context: ServiceContext = { db, clock, config, payments: overrides.payments ?? new TestPaymentGateway() };
  const soap = createCRMTeeTimeAPIService(createHandler(context), {
    publicUrl: config.publicUrl,
    helpLinks: Object.entries(DOCS).map(([href, title]) => ({ title, href })),
    onExchange: overrides.onExchange,
  });
  const service: SoapService = async (request) => (await serveDoc(request)) ?? soap(request);
  return { service, context, close: () => db.close() };
}

async function serveDoc(request: CoreRequest): Promise<CoreResponse | undefined> {
  const path = request.url.split('?')[0]!;
  if (request.method !== 'GET' || !(path in DOCS)) return undefined;
  const body = await readFile(new URL(`..${path}`, import.meta.url), 'utf8');
  return { status: 200, headers: { 'content-type': 'text/markdown; charset=utf-8' }, body };
}
