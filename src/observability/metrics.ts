/**
 * Prometheus metrics of one process (prom-client), in a registry of its own held by the app context (no global
 * registry: two apps in one process, as in tests, count apart). Served at GET /metrics to the operator.
 *
 *   graha_http_requests_total{operation,status}            every answered request
 *   graha_http_request_duration_seconds{operation}         time to the end of the answer (streams: the whole stream)
 *   graha_upstream_request_duration_seconds{provider,outcome}  upstream calls of the gateway (ok | error)
 *   graha_charges_micro_usd_total{endpoint_type}           money charged (integer micro-USD)
 *   graha_rate_limit_refusals_total{code}                  429 answers by window (requests | tokens)
 *   graha_in_flight_requests                               requests in progress in this process
 *   plus the queue depths read at scrape time (queueDepths.ts: dedicated endpoints, media process pool, job items)
 *   plus prom-client's default process metrics (CPU, memory, event-loop lag, GC).
 * Label values are bounded: operationIds of the contract (or `unmatched`), provider names of models.yaml.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'operation' | 'status'>;
  httpDuration: Histogram<'operation'>;
  upstreamDuration: Histogram<'provider' | 'outcome'>;
  chargesMicroUsd: Counter<'endpoint_type'>;
  rateLimitRefusals: Counter<'code'>;
  inFlight: Gauge;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'graha_' });
  const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
  return {
    registry,
    httpRequests: new Counter({ name: 'graha_http_requests_total', help: 'Answered requests by operation and status.', labelNames: ['operation', 'status'], registers: [registry] }),
    httpDuration: new Histogram({ name: 'graha_http_request_duration_seconds', help: 'Time to the end of the answer, by operation.', labelNames: ['operation'], buckets, registers: [registry] }),
    upstreamDuration: new Histogram({ name: 'graha_upstream_request_duration_seconds', help: 'Upstream calls by provider and outcome.', labelNames: ['provider', 'outcome'], buckets, registers: [registry] }),
    chargesMicroUsd: new Counter({ name: 'graha_charges_micro_usd_total', help: 'Money charged, in micro-USD, by endpoint type.', labelNames: ['endpoint_type'], registers: [registry] }),
    rateLimitRefusals: new Counter({ name: 'graha_rate_limit_refusals_total', help: '429 answers by the window that was full.', labelNames: ['code'], registers: [registry] }),
    inFlight: new Gauge({ name: 'graha_in_flight_requests', help: 'Requests in progress in this process.', registers: [registry] }),
  };
}
