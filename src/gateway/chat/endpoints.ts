/**
 * Dedicated routing (issue 4): `X-Endpoint-Id` sends the call to one of the caller's endpoints. 404 when the
 * endpoint is not the caller's (nothing revealed about other accounts), 409 when it is not running. Each endpoint
 * has a bounded queue: at most SLOTS_PER_REPLICA calls per replica run at once, a few more wait, the rest get 503.
 */
import PQueue from 'p-queue';
import type { Db } from '../../../db/connect';
import { errors } from '../../errors';

export interface EndpointRow {
  id: string;
  account_id: string;
  name: string | null;
  model: string;
  hardware: string;
  status: 'pending' | 'provisioning' | 'running' | 'deleting' | 'deleted' | 'failed';
  min_replicas: number;
  max_replicas: number;
  replicas: number;
  base_url: string | null;
  /** Set by the built-in provisioner (src/platform/endpoints): the provider of models.yaml its replicas front. */
  upstream_provider?: string | null;
  hourly_rate_micro_usd: number;
}

/** Plans that include dedicated endpoints (spec 5.4; the same list as createEndpoint's x-graha-plans). */
export const DEDICATED_PLANS = ['scale', 'dedicated', 'enterprise'] as const;

/** Calls one replica works on at once (continuous batching servers take several). */
export const SLOTS_PER_REPLICA = 8;
/** Waiting calls per running slot before the endpoint answers 503. */
const WAITING_PER_SLOT = 4;
/** The longest a call waits for a slot before 503 (the calls holding the slots may be long streams). */
export const MAX_QUEUE_WAIT_MS = 30_000;

export async function findRoutableEndpoint(db: Db, accountId: string, endpointId: string): Promise<EndpointRow> {
  const row = (await db('endpoints').where({ id: endpointId }).first()) as EndpointRow | undefined;
  if (!row || row.account_id !== accountId || row.status === 'deleted') {
    throw errors.notFound(`No such endpoint: ${endpointId}`, 'X-Endpoint-Id');
  }
  if (row.status !== 'running') {
    throw errors.conflict(`Endpoint ${endpointId} is ${row.status}, not running; calls are accepted once it is running.`, 'endpoint_not_running', 'X-Endpoint-Id');
  }
  if (!row.base_url) throw errors.unavailable(`Endpoint ${endpointId} has no serving address yet. Retry later.`, 5000, 'endpoint_unavailable');
  if (row.replicas < 1) throw errors.unavailable(`Endpoint ${endpointId} has no replica running (scaled to zero). Retry later.`, 5000, 'endpoint_unavailable');
  return row;
}

/** The per-endpoint queues of this process, by endpoint id (held in the app context: src/gateway/state.ts). */
export type EndpointQueues = Map<string, PQueue>;

/**
 * The queue is per server process: with several processes behind a load balancer a replica may get that many times
 * SLOTS_PER_REPLICA calls at once (each process bounds its own share).
 *
 * Waits for a slot on the endpoint; resolves with the function that frees it (call it when the answer, or the
 * stream, is finished) and whether the call had to wait (the endpoint may have changed meanwhile: routeAfterWait).
 * Rejects with 503 when the queue is full, and when the client leaves while waiting.
 */
export interface EndpointSlot { release(): void; waited: boolean }

export async function acquireEndpointSlot(
  queues: EndpointQueues, endpoint: EndpointRow, signal: AbortSignal, maxWaitMs = MAX_QUEUE_WAIT_MS,
): Promise<EndpointSlot> {
  const concurrency = endpoint.replicas * SLOTS_PER_REPLICA;
  let queue = queues.get(endpoint.id);
  if (!queue) { queue = new PQueue({ concurrency }); queues.set(endpoint.id, queue); }
  if (queue.concurrency !== concurrency) queue.concurrency = concurrency; // replicas scaled
  if (queue.size >= concurrency * WAITING_PER_SLOT) {
    throw errors.unavailable(`Endpoint ${endpoint.id} is at capacity (${queue.pending} running, ${queue.size} waiting). Retry later or raise max_replicas.`, 1000, 'endpoint_busy');
  }
  const waited = queue.size > 0 || queue.pending >= concurrency;
  // The wait limit applies only while waiting: p-queue frees a running slot when its signal aborts.
  const waitLimit = new AbortController();
  const timer = setTimeout(() => waitLimit.abort(), maxWaitMs);
  return new Promise<EndpointSlot>((resolve, reject) => {
    queue.add(() => {
      clearTimeout(timer);
      return new Promise<void>((release) => {
        let freed = false;
        resolve({ release: () => { if (!freed) { freed = true; release(); } }, waited });
      });
    }, { signal: AbortSignal.any([signal, waitLimit.signal]) }).catch((err) => {
      clearTimeout(timer);
      reject(signal.aborted ? err : errors.unavailable(
        `Endpoint ${endpoint.id} had no free slot within ${Math.round(maxWaitMs / 1000)} s. Retry later or raise max_replicas.`, 1000, 'endpoint_busy',
      ));
    });
  });
}

/** Calls waiting and running on an endpoint (tests, metrics). */
export function endpointQueueDepth(queues: EndpointQueues, endpointId: string): { running: number; waiting: number } {
  const q = queues.get(endpointId);
  return { running: q?.pending ?? 0, waiting: q?.size ?? 0 };
}

/**
 * A call that waited for its slot routes by the endpoint as it is now: it may have been deleted, stopped or scaled to
 * zero meanwhile (the same answers as before the wait), or moved to another serving address.
 */
export async function routeAfterWait(db: Db, endpoint: EndpointRow): Promise<EndpointRow> {
  return findRoutableEndpoint(db, endpoint.account_id, endpoint.id);
}
