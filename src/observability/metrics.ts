/**
 * Prometheus metrics of one process (prom-client), in a registry of its own held by the app context (no global
 * registry: two apps in one process, as in tests, count apart). Served at GET /metrics to the operator.
 *
 *   graha_http_requests_total{operation,status}                 every answered request, by status code
 *   graha_http_request_duration_seconds{operation,status}       time to the end of the answer (streams: the whole
 *                                                               stream), by status class (2xx, 4xx, ...)
 *   graha_upstream_request_duration_seconds{provider,outcome}   provider calls of chat and media (ok | error), to
 *                                                               the answer (a stream: to its start)
 *   graha_charges_micro_usd_total{endpoint_type}                money charged (integer micro-USD): calls, job items,
 *                                                               platform GPU minutes and trained tokens
 *   graha_usage_beyond_reservation_total{provider,model}        chat calls whose upstream reported more tokens than
 *                                                               the call reserved (billed at the reservation; each
 *                                                               also logged at warn)
 *   graha_rate_limit_refusals_total{code}                       429 answers by window (requests | tokens)
 *   graha_in_flight_requests                                    requests in progress in this process
 *   plus the queue depths read at scrape time (queueDepths.ts: dedicated endpoints, media process pool, job items)
 *   plus prom-client's default process metrics (CPU, memory, event-loop lag, GC).
 *
 * Label values are bounded: operationIds of the contract (or `unmatched`, `dashboard`), the status codes the app
 * answers with, provider names and model ids of models.yaml (and the accounts' fine-tuned models), endpoint types of
 * config/prices.yaml and the platform. The latency
 * histogram takes the status *class*, not the code: 15 buckets per series make it the widest family, and five classes
 * keep it at most operations x 5 series.
 *
 * The request path records through `recordRequest`: one counter increment and one histogram observation, about 2 us
 * per request together on the 2-core development VM. Keeping prom-client's labelled children per (operation,
 * status) was measured too and saved nothing (prom-client 15 converts, validates and hashes the label values on
 * every call, child or not), so they are not kept.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'operation' | 'status'>;
  httpDuration: Histogram<'operation' | 'status'>;
  upstreamDuration: Histogram<'provider' | 'outcome'>;
  chargesMicroUsd: Counter<'endpoint_type'>;
  /** Chat calls whose upstream reported more tokens than the call reserved, by provider and model (issue 41). */
  usageBeyondReservation: Counter<'provider' | 'model'>;
  rateLimitRefusals: Counter<'code'>;
  inFlight: Gauge;
  /** One answered request: counted by status code, its latency observed by status class. */
  recordRequest(operation: string, statusCode: number, seconds: number): void;
  /** One provider call of the gateway (chat or media); `ok` false for a failed one (not for a client that left). */
  recordUpstream(provider: string, ok: boolean, seconds: number): void;
  /** Money charged, whatever charged it: a metered call, a job item, a platform period. Nothing for 0. */
  countCharge(endpointType: string, microUsd: number): void;
}

/** `2xx` for 200..299 and so on; `other` outside 100..599 (never answered by this app, kept bounded anyway). */
export function statusClass(statusCode: number): string {
  const c = Math.floor(statusCode / 100);
  return c >= 1 && c <= 5 ? `${c}xx` : 'other';
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'graha_' });
  const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
  const httpRequests = new Counter({ name: 'graha_http_requests_total', help: 'Answered requests by operation and status code.', labelNames: ['operation', 'status'] as const, registers: [registry] });
  const httpDuration = new Histogram({
    name: 'graha_http_request_duration_seconds', help: 'Time to the end of the answer, by operation and status class (2xx, 4xx, 5xx, ...).',
    labelNames: ['operation', 'status'] as const, buckets, registers: [registry],
  });
  const upstreamDuration = new Histogram({ name: 'graha_upstream_request_duration_seconds', help: 'Provider calls (chat and media) by provider and outcome.', labelNames: ['provider', 'outcome'] as const, buckets, registers: [registry] });
  const chargesMicroUsd = new Counter({ name: 'graha_charges_micro_usd_total', help: 'Money charged, in micro-USD, by endpoint type.', labelNames: ['endpoint_type'] as const, registers: [registry] });

  return {
    registry, httpRequests, httpDuration, upstreamDuration, chargesMicroUsd,
    usageBeyondReservation: new Counter({
      name: 'graha_usage_beyond_reservation_total',
      help: 'Chat calls whose upstream reported more tokens than the call reserved (a prompt beyond the count plus its margin, a completion beyond max_tokens), billed at the reservation; by provider and model.',
      labelNames: ['provider', 'model'] as const, registers: [registry],
    }),
    rateLimitRefusals: new Counter({ name: 'graha_rate_limit_refusals_total', help: '429 answers by the window that was full.', labelNames: ['code'], registers: [registry] }),
    inFlight: new Gauge({ name: 'graha_in_flight_requests', help: 'Requests in progress in this process.', registers: [registry] }),
    recordRequest(operation, statusCode, seconds) {
      httpRequests.inc({ operation, status: String(statusCode) });
      httpDuration.observe({ operation, status: statusClass(statusCode) }, seconds);
    },
    recordUpstream(provider, ok, seconds) {
      upstreamDuration.observe({ provider, outcome: ok ? 'ok' : 'error' }, seconds);
    },
    countCharge(endpointType, microUsd) {
      if (microUsd > 0) chargesMicroUsd.inc({ endpoint_type: endpointType }, microUsd);
    },
  };
}
