/** Operator endpoints beside the SOAP resource: health, metrics, and the docs the help pages link (as HTML). */
import type { CoreRequest, CoreResponse } from 'soapgen/runtime/server/dispatch.js';
import type { GuardedDatabase } from '../db/trouble.js';
import { docPage } from './docs.js';
import type { Metrics } from './metrics.js';

/**
 * The operator's answer to `request`, or undefined (decided at once) when it is not one of theirs.
 * `stopping` is true from the stop signal on: /healthz then says 503, so load balancers send nothing new.
 */
export function operatorRoutes(db: GuardedDatabase, metrics: Metrics, stopping: () => boolean): (request: CoreRequest) => Promise<CoreResponse> | undefined {
  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const path = request.path;
    if (path === '/healthz') return health(db, stopping());
    if (path === '/metrics') return metricsPage(metrics);
    const doc = docPage(path);
    return doc && doc.then((body) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body }));
  };
}

async function metricsPage(metrics: Metrics): Promise<CoreResponse> {
  const { contentType, body } = await metrics.render();
  return { status: 200, headers: { 'content-type': contentType }, body };
}

async function health(db: GuardedDatabase, stopping: boolean): Promise<CoreResponse> {
  const json = { 'content-type': 'application/json' };
  if (stopping) return { status: 503, headers: json, body: JSON.stringify({ status: 'stopping' }) };
  const { ok, database } = await db.health();
  return { status: ok ? 200 : 503, headers: json, body: JSON.stringify({ status: ok ? 'ok' : 'unavailable', database }) };
}
