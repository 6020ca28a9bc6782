/**
 * Requests counted and timed per kind of exchange as plain numbers, turned into Prometheus values
 * only when scraped. prom-client's Counter and Histogram hash the label set on every call, which
 * was a tenth of a cached browse call's time in-process (docs/performance.md); here each kind of
 * exchange has one record, found through a map per label.
 */
import type { Metric, Registry } from 'prom-client';

/** One kind of exchange: its label values and what has been counted for it. */
interface Tally {
  readonly labels: Readonly<Record<string, string>>;
  count: number;
}

/** Latency of one operation over one transport: counts per bucket (not cumulative) and their sum. */
interface Timing {
  readonly labels: Readonly<Record<string, string>>;
  readonly buckets: number[];
  count: number;
  sum: number;
}

/** A map per label, in label order, ending in the record for that combination. */
class ByLabels<T> {
  readonly #root = new Map<unknown, unknown>();
  readonly all: T[] = [];

  constructor(private readonly create: (values: readonly unknown[]) => T) {}

  get(...values: unknown[]): T {
    let map = this.#root;
    for (let i = 0; i < values.length - 1; i++) {
      let next = map.get(values[i]) as Map<unknown, unknown> | undefined;
      if (!next) map.set(values[i], (next = new Map()));
      map = next;
    }
    const last = values[values.length - 1];
    let found = map.get(last) as T | undefined;
    if (found === undefined) {
      map.set(last, (found = this.create(values)));
      this.all.push(found);
    }
    return found;
  }
}

export interface ExchangeMetricsOptions {
  readonly requestsName: string;
  readonly requestsHelp: string;
  readonly durationName: string;
  readonly durationHelp: string;
  /** Upper bounds of the latency buckets, in seconds, ascending. */
  readonly buckets: readonly number[];
}

/**
 * `<requestsName>{operation,transport,status,error_code}` (a counter) and
 * `<durationName>{operation,transport}` (a histogram), registered in `registry`, summed across
 * the processes of a cluster like prom-client's own.
 */
export function exchangeMetrics(registry: Registry, options: ExchangeMetricsOptions) {
  const { buckets } = options;
  const tallies = new ByLabels<Tally>(([operation, transport, status, errorCode]) => ({
    labels: { operation: String(operation), transport: String(transport), status: String(status), error_code: String(errorCode) },
    count: 0,
  }));
  const timings = new ByLabels<Timing>(([operation, transport]) => ({
    labels: { operation: String(operation), transport: String(transport) },
    buckets: buckets.map(() => 0),
    count: 0,
    sum: 0,
  }));

  register(registry, options.requestsName, options.requestsHelp, 'counter', () => tallies.all.map((t) => ({ labels: t.labels, value: t.count })));
  register(registry, options.durationName, options.durationHelp, 'histogram', () =>
    timings.all.flatMap((t) => {
      let cumulative = 0;
      const bucketName = `${options.durationName}_bucket`;
      return [
        ...buckets.map((le, i) => ({ labels: { le, ...t.labels }, value: (cumulative += t.buckets[i]!), metricName: bucketName })),
        { labels: { le: '+Inf', ...t.labels }, value: t.count, metricName: bucketName },
        { labels: t.labels, value: t.sum, metricName: `${options.durationName}_sum` },
        { labels: t.labels, value: t.count, metricName: `${options.durationName}_count` },
      ];
    }),
  );

  return {
    observe(operation: string, transport: string, status: number, errorCode: number | string, seconds: number): void {
      tallies.get(operation, transport, status, errorCode).count++;
      const timing = timings.get(operation, transport);
      timing.count++;
      timing.sum += seconds;
      const bucket = buckets.findIndex((le) => seconds <= le);
      if (bucket >= 0) timing.buckets[bucket]!++;
    },
  };
}

/** A value as prom-client's registry renders and aggregates it. */
interface Value {
  readonly labels: Readonly<Record<string, string | number>>;
  readonly value: number;
  /** For a histogram's parts: `<name>_bucket`, `_sum`, `_count`. */
  readonly metricName?: string;
}

/**
 * A metric prom-client's registry can render and aggregate (it asks any registered metric for
 * `get()`), read from `values` when scraped.
 */
function register(registry: Registry, name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]): void {
  const get = async () => ({ name, help, type, aggregator: 'sum', values: values() });
  registry.registerMetric({ name, help, type, aggregator: 'sum', get, reset: () => undefined } as unknown as Metric);
}
