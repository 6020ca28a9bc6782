/**
 * Deterministic demo data: two owners (resellers) with one user each, the catalog of
 * demo-catalog.yaml, and a rolling 14 days of tee times topped up on every start.
 */
import { readFileSync } from 'node:fs';
import { hashPassword } from '../auth/passwords.js';
import type { Database, Queryable } from '../db/database.js';
import { projectPath } from '../paths.js';
import { readCatalog, type Catalog } from './catalog.js';
import { insertNewTeeTimes, scheduledByFacility } from './schedule.js';

export const DEMO_DAYS = 14;

/** Owners and their users; the demo passwords are public, which is the point of a demo. */
export const DEMO_ACCOUNTS = [
  { ownerId: 1, owner: 'Demo Reseller', user: 'demo', password: 'demo' },
  { ownerId: 2, owner: 'Second Reseller', user: 'other', password: 'other' },
] as const;

let demoCatalog: Catalog | undefined;
export function loadDemoCatalog(): Catalog {
  // From the project folder: the built service (dist/) has no copy of the YAML.
  const path = 'service/seed/demo-catalog.yaml';
  demoCatalog ??= readCatalog(readFileSync(projectPath(path), 'utf8'), path);
  return demoCatalog;
}

/** Loads the demo accounts and catalog into an empty database; returns false when it was not empty. */
export async function seedDemo(db: Database, _now: number): Promise<boolean> {
  const hasOwners = async (q: Queryable): Promise<boolean> => Number((await q.get<{ n: number }>('SELECT COUNT(*) AS n FROM owners'))?.n) > 0;
  if (await hasOwners(db)) return false;
  const catalog = loadDemoCatalog();
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  return db.transaction(async (tx) => {
    // Checked again under the write lock: another process may have seeded since.
    if (await hasOwners(tx)) return false;
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      await tx.run('INSERT INTO owners (id, name) VALUES (?, ?)', [account.ownerId, account.owner]);
      await tx.run('INSERT INTO users (owner_id, user_name, password_hash) VALUES (?, ?, ?)', [account.ownerId, account.user, hashes[i]!]);
    }
    await catalog.save(tx);
    return true;
  });
}

/** Adds the catalog's tee times missing from today to DEMO_DAYS − 1 days ahead (facility-local); returns how many. */
export async function topUpTeeTimes(db: Database, now: number, catalog: Catalog = loadDemoCatalog()): Promise<number> {
  return db.transaction((tx) => insertNewTeeTimes(tx, scheduledByFacility(catalog, now, DEMO_DAYS)));
}
