/**
 * What recording one answered request in /metrics costs (src/observability/metrics.ts recordRequest: the counter by
 * status code and the latency histogram by status class), against the histogram by operation alone that came before
 * the status label. Pure CPU, no server: `npx tsx bench/metrics.ts`. Rounds alternate, so a busy machine slows both.
 */
import { Histogram } from 'prom-client';
import { createMetrics } from '../src/observability/metrics';

const metrics = createMetrics();
const byOperationOnly = new Histogram({
  name: 'bench_duration_by_operation', help: 'before the status label', labelNames: ['operation'], registers: [],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
});
const OPERATIONS = ['getHoroscope', 'createChatCompletion', 'getKundali', 'listModels'];
const STATUSES = [200, 200, 200, 400, 200, 429, 200, 503];
const N = 400_000;

function nsPerCall(record: (i: number) => void): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < N; i++) record(i);
  return Number(process.hrtime.bigint() - started) / N;
}

const before = (i: number) => {
  const operation = OPERATIONS[i & 3];
  metrics.httpRequests.inc({ operation, status: String(STATUSES[i & 7]) });
  byOperationOnly.observe({ operation }, 0.003);
};
const now = (i: number) => metrics.recordRequest(OPERATIONS[i & 3], STATUSES[i & 7], 0.003);

for (let round = 1; round <= 5; round++) {
  console.log(`round ${round}: before ${nsPerCall(before).toFixed(0)} ns, now ${nsPerCall(now).toFixed(0)} ns per request`);
}
