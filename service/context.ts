import type { Clock } from './time.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { HoldMemory } from './booking/hold-memory.js';
import type { PaymentGateway } from './booking/payments.js';
import type { SessionCache } from './auth/session-cache.js';
import type { ReadCache } from './cache/read-cache.js';

/** What every operation works with; built once by the app, replaced piecewise in tests. */
export interface ServiceContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly config: Config;
  readonly payments: PaymentGateway;
  /** Sessions already read, so a call need not read its session row. */
  readonly sessions: SessionCache;
  /** Holds this process took, so booking one need not read it back. */
  readonly holds: HoldMemory;
  /** Search answers, served while no write has been committed since. */
  readonly reads: ReadCache;
  /** Browse answers, served while the catalog (areas, facilities, icons) is unchanged (Database.catalogVersion). */
  readonly catalog: ReadCache;
}
