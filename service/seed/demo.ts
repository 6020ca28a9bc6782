/** Deterministic demo data: owners and users, areas, facilities, courses, icons, card programs and a rolling 14 days of tee times. */
import type { Database } from '../db/database.js';

/** Loads the demo catalog and accounts into an empty database; does nothing when owners exist. */
export async function seedDemo(db: Database, now: number): Promise<boolean> {
  throw new Error('not implemented yet');
}

/** Adds the demo tee times missing from today to 13 days ahead (facility local dates); idempotent. */
export async function topUpTeeTimes(db: Database, now: number): Promise<number> {
  throw new Error('not implemented yet');
}
