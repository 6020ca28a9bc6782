/** Prometheus metrics (prom-client): requests, latency, and seats as the database sees them. */
import cluster from 'node:cluster';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ExchangeRecord } from 'soapgen/runtime/server/dispatch.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { clusterMetrics } from './cluster-metrics.js';

export interface Metrics {
  observe(record: ExchangeRecord, errorCode: number | undefined): void;
  render(): Promise<{ contentType: string; body: string }>;
}

export function createMetrics(db: Database, clock: Clock): Metrics {
  const registry = new Registry();
  // In a server process of WORKERS > 1, a scrape answers for all of them, not for whichever it reached.
  const fromCluster = cluster.isWorker ? clusterMetrics(registry) : undefined;
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'soap_requests_total',
    help: 'Requests by operation, transport, HTTP status and business ErrorCode',
    labelNames: ['operation', 'transport', 'status', 'error_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'soap_request_duration_seconds',
    help: 'Time from request received to response ready',
    labelNames: ['operation', 'transport'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
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
  // The labelled series of each kind of exchange, found once: prom-client hashes the label
  // object on every call otherwise (~2 % of a browse call's time).
  const series = new Map<string, { count: () => void; time: (seconds: number) => void }>();
  const seriesOf = (operation: string, transport: string, status: string, errorCode: string) => {
    const key = `${operation} ${transport} ${status} ${errorCode}`;
    let found = series.get(key);
    if (!found) {
      const counter = requests.labels({ operation, transport, status, error_code: errorCode });
      const histogram = duration.labels({ operation, transport });
      series.set(key, (found = { count: () => counter.inc(), time: (seconds) => histogram.observe(seconds) }));
    }
    return found;
  };
  return {
    observe(record, errorCode) {
      const found = seriesOf(record.operation ?? 'none', record.transport ?? 'none', String(record.status), errorCode === undefined ? 'none' : String(errorCode));
      found.count();
      found.time(record.durationMs / 1000);
    },
    render: async () => ({ contentType: registry.contentType, body: await (fromCluster ? fromCluster() : registry.metrics()) }),
  };
}
