/** Exchange counts and latency histograms, rendered by prom-client's registry as its own metrics would be. */
import { Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { exchangeMetrics } from '../../service/ops/exchange-metrics.js';

it('counts per kind of exchange and renders cumulative buckets, sum and count per operation and transport', async () => {
  const registry = new Registry();
  const metrics = exchangeMetrics(registry, {
    requestsName: 'req_total',
    requestsHelp: 'r',
    durationName: 'dur_seconds',
    durationHelp: 'd',
    buckets: [0.01, 0.1],
  });
  metrics.observe('Login', 'soap11', 200, 0, 0.005);
  metrics.observe('Login', 'soap11', 200, 2, 0.05);
  metrics.observe('Login', 'soap11', 200, 0, 5);
  metrics.observe('GetIcons', 'httpPost', 500, 'none', 0.01);
  const text = await registry.metrics();
  expect(text).toContain('req_total{operation="Login",transport="soap11",status="200",error_code="0"} 2');
  expect(text).toContain('req_total{operation="Login",transport="soap11",status="200",error_code="2"} 1');
  expect(text).toContain('req_total{operation="GetIcons",transport="httpPost",status="500",error_code="none"} 1');
  expect(text).toContain('dur_seconds_bucket{le="0.01",operation="Login",transport="soap11"} 1');
  expect(text).toContain('dur_seconds_bucket{le="0.1",operation="Login",transport="soap11"} 2');
  expect(text).toContain('dur_seconds_bucket{le="+Inf",operation="Login",transport="soap11"} 3');
  expect(text).toContain('dur_seconds_sum{operation="Login",transport="soap11"} 5.055');
  expect(text).toContain('dur_seconds_count{operation="Login",transport="soap11"} 3');
  // A value on a bucket's bound falls in that bucket (le: less than or equal).
  expect(text).toContain('dur_seconds_bucket{le="0.01",operation="GetIcons",transport="httpPost"} 1');
  expect(text).toMatch(/# TYPE req_total counter[\s\S]*# TYPE dur_seconds histogram/);
});
