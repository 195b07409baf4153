import type { Handler } from '../src/http/handler';

/** GET /metrics: this process's Prometheus metrics (src/observability/metrics.ts), for the operator. */
const getMetrics: Handler<'getMetrics'> = async ({ app }) => ({
  status: 200,
  binary: Buffer.from(await app.metrics.registry.metrics()),
  contentType: app.metrics.registry.contentType,
});
export default getMetrics;
