import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { PaymentGateway } from './booking/payments.js';

/** What every operation works with; built once by the app, replaced piecewise in tests. */
export interface ServiceContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly config: Config;
  readonly payments: PaymentGateway;
}
