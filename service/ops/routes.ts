/** Operator endpoints beside the SOAP resource: health, metrics, and the docs the help pages link. */
import { readFile } from 'node:fs/promises';
import type { CoreRequest, CoreResponse } from '../../runtime/server/dispatch.js';
import type { Database } from '../db/database.js';
import type { Metrics } from './metrics.js';

/** Documents the help pages link to, served as Markdown. */
export const DOCS: Readonly<Record<string, string>> = {
  '/docs/business-rules.md': 'Business rules',
  '/docs/error-codes.md': 'Error codes',
  '/docs/catalog.md': 'Browse and search',
  '/docs/booking.md': 'Holds, prices and reservations',
  '/docs/player-cards.md': 'Player cards',
};

export function operatorRoutes(db: Database, metrics: Metrics): (request: CoreRequest) => Promise<CoreResponse | undefined> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const path = request.url.split('?')[0]!;
    if (path === '/healthz') return health(db);
    if (path === '/metrics') {
      const { contentType, body } = await metrics.render();
      return { status: 200, headers: { 'content-type': contentType }, body };
    }
    if (path in DOCS) {
      const body = await readFile(new URL(`../..${path}`, import.meta.url), 'utf8');
      return { status: 200, headers: { 'content-type': 'text/markdown; charset=utf-8' }, body };
    }
    return undefined;
  };
}

async function health(db: Database): Promise<CoreResponse> {
  const json = { 'content-type': 'application/json' };
  try {
    await db.get('SELECT 1 AS ok');
    return { status: 200, headers: json, body: JSON.stringify({ status: 'ok', database: 'ok' }) };
  } catch (error) {
    return { status: 503, headers: json, body: JSON.stringify({ status: 'unavailable', database: (error as Error).message }) };
  }
}
