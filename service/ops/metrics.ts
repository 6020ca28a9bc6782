/** Prometheus metrics (prom-client): requests, latency, and seats as the database sees them. */
import cluster from 'node:cluster';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { ExchangeRecord } from 'soapgen/runtime/server/dispatch.js';
import type { Clock } from '../time.js';
import type { Database } from '../db/database.js';
import { clusterMetrics } from './cluster-metrics.js';
import { exchangeMetrics } from './exchange-metrics.js';

export interface Metrics {
  observe(record: ExchangeRecord, errorCode: number | undefined): void;
  render(): Promise<{ contentType: string; body: string }>;
}

export function createMetrics(db: Database, clock: Clock): Metrics {
  const registry = new Registry();
  // In a server process of WORKERS > 1, a scrape answers for all of them, not for whichever it reached.
  const fromCluster = cluster.isWorker ? clusterMetrics(registry) : undefined;
  collectDefaultMetrics({ register: registry });
  const exchanges = exchangeMetrics(registry, {
    requestsName: 'soap_requests_total',
    requestsHelp: 'Requests by operation, transport, HTTP status and business ErrorCode',
    durationName: 'soap_request_duration_seconds',
    durationHelp: 'Time from request received to response ready',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  });
  new Gauge({
    name: 'teetimes_holds_active',
    help: 'Holds not yet booked, released or expired',
    registers: [registry],
    // Every process reads the same database: across a cluster the value is one process's, not a sum.
    aggregator: 'max',
    async collect() {
      const row = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM holds WHERE status = 'active' AND expires_at > ?", [clock()]);
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'teetimes_seats_booked',
    help: 'Seats booked on tee times that have not started yet',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const row = await db.get<{ n: number | null }>('SELECT SUM(booked) AS n FROM tee_times WHERE starts_at > ?', [clock()]);
      this.set(Number(row?.n ?? 0));
    },
  });
  return {
    observe(record, errorCode) {
      exchanges.observe(record.operation ?? 'none', record.transport ?? 'none', record.status, errorCode ?? 'none', record.durationMs / 1000);
    },
    render: async () => ({ contentType: registry.contentType, body: await (fromCluster ? fromCluster() : registry.metrics()) }),
  };
}
