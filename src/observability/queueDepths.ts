/**
 * Queue depths in /metrics (issue 20 item 6), read when Prometheus scrapes (prom-client `collect()`), never kept in
 * state of their own: the sources are callbacks the app context hands over (src/context.ts).
 *
 *   graha_endpoint_queue_calls{endpoint,state}   calls of a dedicated endpoint in this process: running | waiting
 *   graha_media_process_pool{state}              programs of the built-in media engines: active | pending
 *   graha_job_items{state}                       background job items of the whole database: pending | running
 *
 * A source that fails (the database down during a scrape) leaves its gauge empty for that scrape rather than failing
 * the whole answer: the other figures matter most exactly then.
 */
import { Gauge } from 'prom-client';
import type { Metrics } from './metrics';

export interface QueueDepthSources {
  /** Per dedicated endpoint id: calls running and waiting in this process (src/gateway/chat/endpoints.ts). */
  endpointQueues: () => Iterable<[endpointId: string, depth: { running: number; waiting: number }]>;
  /** The media process pool (src/media/processes.ts). */
  mediaPool: () => { active: number; pending: number };
  /** Job items not finished yet (src/jobs/depth.ts): one cheap count per scrape. */
  jobItems: () => Promise<{ pending: number; running: number }>;
}

export function registerQueueDepths(metrics: Metrics, sources: QueueDepthSources): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'graha_endpoint_queue_calls', help: 'Calls of a dedicated endpoint in this process, running or waiting for a slot.',
    labelNames: ['endpoint', 'state'], registers,
    collect() {
      this.reset(); // a deleted endpoint's queue disappears from the answer
      for (const [endpoint, depth] of sources.endpointQueues()) {
        this.set({ endpoint, state: 'running' }, depth.running);
        this.set({ endpoint, state: 'waiting' }, depth.waiting);
      }
    },
  });
  new Gauge({
    name: 'graha_media_process_pool', help: 'Programs of the built-in media engines: active, or pending for a slot.',
    labelNames: ['state'], registers,
    collect() {
      const pool = sources.mediaPool();
      this.set({ state: 'active' }, pool.active);
      this.set({ state: 'pending' }, pool.pending);
    },
  });
  new Gauge({
    name: 'graha_job_items', help: 'Background job items not finished, in the whole database: pending or running.',
    labelNames: ['state'], registers,
    async collect() {
      this.reset();
      try {
        const depth = await sources.jobItems();
        this.set({ state: 'pending' }, depth.pending);
        this.set({ state: 'running' }, depth.running);
      } catch {
        // The database is unreachable: /readyz says so; the rest of the scrape still answers.
      }
    },
  });
}
