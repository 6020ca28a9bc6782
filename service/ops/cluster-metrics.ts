/**
 * /metrics for the whole cluster (WORKERS > 1): whichever process a scrape reaches asks the
 * primary, which collects every worker's registry with prom-client's AggregatorRegistry and
 * sums them (gauges read from the database say how they combine themselves).
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'teetimes:cluster-metrics?';
const ANSWER = 'teetimes:cluster-metrics';
const TIMEOUT_MS = 10_000;

interface Answer {
  readonly type: typeof ANSWER;
  readonly id: number;
  readonly body?: string;
  readonly error?: string;
}

/** In the primary: answers workers' requests for the aggregated metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>): void => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (body) => reply({ body }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

/** In a worker: lets the primary read `registry`, and returns how to ask it for the aggregate. */
export function clusterMetrics(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // installs the worker's listener that hands its metrics to the primary
  let next = 0;
  const pending = new Map<number, { resolve: (body: string) => void; reject: (error: Error) => void }>();
  process.on('message', (message: Answer) => {
    if (message?.type !== ANSWER) return;
    const request = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined || message.body === undefined) request?.reject(new Error(`cluster metrics: ${message.error ?? 'no answer'}`));
    else request?.resolve(message.body);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('cluster metrics: the primary did not answer'));
      }, TIMEOUT_MS);
      pending.set(id, {
        resolve: (body) => {
          clearTimeout(timer);
          resolve(body);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      process.send!({ type: ASK, id });
    });
}
