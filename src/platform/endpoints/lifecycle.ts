/**
 * Dedicated endpoints (spec 2.14, 4.17; states of docs/architecture.md section 2): pending -> provisioning -> running ->
 * deleting -> deleted (or failed). The request is checked here; the steps run in the reconciler. Billing: per
 * replica per GPU-hour at config/prices.yaml endpoint_gpu_hour (spec 8: one GPU per replica), metered per started
 * minute from the moment the endpoint runs until deprovisioning completes (spec 3).
 */
import type { Knex } from 'knex';
import type { Db } from '../../../db/connect';
import { newId } from '../../auth/apiKeys';
import { errors } from '../../errors';
import { endpointQueueDepth, type EndpointRow } from '../../gateway/chat/endpoints';
import type { components } from '../../../generated/api';
import { chargePeriods, gpuPrice, minutesBetween, platformCostMicroUsd, requirePayable } from '../charges';
import { pageOfRows, unixSeconds } from '../paging';
import type { PlatformDeps } from '../state';
import { desiredReplicas } from './autoscaler';
import type { EndpointSpec } from './provisioner';
import type { ModelEntry } from '../../models/registry';

type Endpoint = components['schemas']['Endpoint'];
type CreateRequest = components['schemas']['EndpointCreateRequest'];

export interface StoredEndpoint extends EndpointRow {
  engine: string | null; upstream_provider: string | null; failure_reason: string | null; next_step_at: Date | null;
  billing_started_at: Date | null; metered_until: Date | null; last_scaled_at: Date | null; deprovisioning_at: Date | null; created_at: Date; deleted_at: Date | null;
}

export function endpointView(row: StoredEndpoint): Endpoint {
  return {
    id: row.id, object: 'endpoint', name: row.name, model: row.model, hardware: row.hardware as Endpoint['hardware'], status: row.status,
    min_replicas: row.min_replicas, max_replicas: row.max_replicas, replicas: row.replicas,
    hourly_rate_micro_usd: Number(row.hourly_rate_micro_usd), created_at: unixSeconds(row.created_at)!, deleted_at: unixSeconds(row.deleted_at),
    engine: row.engine ?? null, failure_reason: row.failure_reason ?? null,
  };
}

export async function createEndpoint(deps: PlatformDeps, accountId: string, body: CreateRequest, now = new Date()): Promise<Endpoint> {
  const min = body.min_replicas ?? 1;
  const max = body.max_replicas ?? Math.max(1, min);
  // Spec 8: 1 to 16 replicas (the schema bounds each); the floor cannot exceed the ceiling.
  if (min > max) throw errors.invalidRequest(`min_replicas (${min}) must not exceed max_replicas (${max}).`, 'min_replicas');
  const model = await modelOf(deps, deps.db, accountId, body.model);
  if (!model || !deps.registry.providers.get(model.provider)?.enabled) {
    // Bad input naming the field, as in batches and evaluations (src/batches/requests.ts): the model is a parameter
    // of this request, not the resource the path names.
    throw errors.invalidRequest(`model: the model ${body.model} does not exist or is not available to you. GET /v1/models lists the models.`, 'model', 'model_not_found');
  }
  // Spec 8: open-weight models support dedicated use; proprietary and astrology models do not.
  if (!model.capabilities.has('dedicated')) {
    throw errors.invalidRequest(`model: ${model.id} cannot run on a dedicated endpoint; choose a model whose capabilities include "dedicated" (GET /v1/models).`, 'model', 'model_not_dedicated');
  }
  const price = gpuPrice('endpoint', body.hardware);
  const hourly = platformCostMicroUsd(deps.prices, price, { gpuSeconds: 3600 });
  // Billing is per started minute: a wallet that cannot pay the first minute at min_replicas is refused up front.
  await requirePayable(deps.db, accountId, platformCostMicroUsd(deps.prices, price, { gpuSeconds: min * 60 }));
  const [row] = await deps.db('endpoints').insert({
    id: newId('ep'), account_id: accountId, name: body.name ?? null, model: model.id, hardware: body.hardware, status: 'pending',
    min_replicas: min, max_replicas: max, replicas: 0, hourly_rate_micro_usd: hourly, engine: deps.platform.endpointProvisioner.engine,
    created_at: now, updated_at: now, next_step_at: now,
  }).returning('*');
  return endpointView(row as StoredEndpoint);
}

async function findEndpoint(db: Db | Knex.Transaction, accountId: string, id: string, lock = false): Promise<StoredEndpoint> {
  const q = db('endpoints').where({ id, account_id: accountId });
  if (lock) q.forUpdate();
  const row = (await q.first()) as StoredEndpoint | undefined;
  if (!row) throw errors.notFound(`No endpoint ${id} on this account.`, 'endpoint_id');
  return row;
}

export async function getEndpoint(db: Db, accountId: string, id: string): Promise<Endpoint> {
  return endpointView(await findEndpoint(db, accountId, id));
}

export async function pageOfEndpoints(db: Db, accountId: string, opts: { after?: string; limit?: number }) {
  const page = await pageOfRows<StoredEndpoint>(db, 'endpoints', accountId, opts);
  return { object: 'list' as const, data: page.rows.map(endpointView), has_more: page.hasMore };
}

/** DELETE: shuts the endpoint down (deleting; deleted when deprovisioning completes). Repeating it changes nothing. */
export async function deleteEndpoint(deps: PlatformDeps, accountId: string, id: string, now = new Date()): Promise<Endpoint> {
  return deps.db.transaction(async (trx) => {
    const row = await findEndpoint(trx, accountId, id, true);
    if (row.status === 'deleting' || row.status === 'deleted') return endpointView(row);
    // A failed endpoint holds nothing: it is deleted at once.
    const update = row.status === 'failed'
      ? { status: 'deleted', deleted_at: now, next_step_at: null, replicas: 0 }
      : { status: 'deleting', next_step_at: now };
    const [updated] = await trx('endpoints').where({ id }).update({ ...update, updated_at: now }).returning('*');
    return endpointView(updated as StoredEndpoint);
  });
}

/** A model of models.yaml, or one of the account's fine-tuned models (through the gateway's resolver). */
async function modelOf(deps: PlatformDeps, db: Db | Knex.Transaction, accountId: string, modelId: string): Promise<ModelEntry | null> {
  return deps.registry.models.get(modelId) ?? (await deps.platform.resolveFineTuned(db, accountId, modelId));
}

async function specOf(deps: PlatformDeps, trx: Knex.Transaction, row: StoredEndpoint): Promise<EndpointSpec | null> {
  const model = await modelOf(deps, trx, row.account_id, row.model);
  return model ? { id: row.id, model, hardware: row.hardware, replicas: row.replicas } : null;
}

/** Bills the minutes from metered_until to `until` (a started minute counts when `final`), per replica. */
async function meter(deps: PlatformDeps, trx: Knex.Transaction, row: StoredEndpoint, until: Date, final: boolean): Promise<{ stopReason: string | null; meteredUntil: Date | null }> {
  if (!row.metered_until || row.replicas < 1) return { stopReason: null, meteredUntil: row.metered_until };
  const minutes = minutesBetween(new Date(row.metered_until).getTime(), until.getTime(), final);
  if (minutes.length === 0) return { stopReason: null, meteredUntil: row.metered_until };
  // One GPU per replica (spec 8).
  const charge = await chargePeriods(trx, deps.prices, {
    accountId: row.account_id, resourceId: row.id, kind: 'endpoints', operationId: 'createEndpoint', model: row.model, price: gpuPrice('endpoint', row.hardware),
    periods: minutes.map((start) => ({ period: new Date(start).toISOString(), units: { gpuSeconds: row.replicas * 60 } })),
  }, deps.charged);
  return { stopReason: charge.stopReason, meteredUntil: new Date(minutes[minutes.length - 1] + 60_000) };
}

/** One step of a claimed endpoint, inside the transaction that holds its row. */
export async function stepEndpoint(deps: PlatformDeps, trx: Knex.Transaction, row: StoredEndpoint, now: Date): Promise<void> {
  const provisioner = deps.platform.endpointProvisioner;
  const spec = await specOf(deps, trx, row);
  const set = (fields: Record<string, unknown>) => trx('endpoints').where({ id: row.id }).update({ ...fields, updated_at: now });
  if (!spec && row.status !== 'deleting') {
    await set({ status: 'failed', failure_reason: `The model ${row.model} is no longer offered.`, next_step_at: null, replicas: 0, base_url: null });
    return;
  }
  switch (row.status) {
    case 'pending': {
      const { readyAt } = await provisioner.provision(spec!, now);
      await set({ status: 'provisioning', next_step_at: readyAt });
      return;
    }
    case 'provisioning': {
      const serving = await provisioner.serving({ ...spec!, replicas: row.min_replicas }, now);
      if (!serving) { await set({ next_step_at: new Date(now.getTime() + 5000) }); return; }
      // Routing needs a serving address (src/gateway/chat/endpoints.ts); a fronted provider's is its own.
      const baseUrl = serving.baseUrl ?? (serving.upstreamProvider ? deps.registry.providers.get(serving.upstreamProvider)?.baseUrl ?? `provider:${serving.upstreamProvider}` : null);
      await set({
        status: 'running', replicas: row.min_replicas, base_url: baseUrl, upstream_provider: serving.upstreamProvider,
        billing_started_at: now, metered_until: now, last_scaled_at: now, next_step_at: new Date(now.getTime() + deps.platform.runningCheckMs),
      });
      return;
    }
    case 'running': {
      const metered = await meter(deps, trx, row, now, false);
      if (metered.stopReason) {
        // The wallet ran dry: the endpoint is shut down (billing stops when deprovisioning completes).
        const { doneAt } = await provisioner.deprovision(spec!, now);
        await set({
          status: 'deleting', deprovisioning_at: now, metered_until: metered.meteredUntil, next_step_at: doneAt,
          failure_reason: `shut down: ${metered.stopReason}`,
        });
        return;
      }
      // A process that has served no call of the endpoint (a worker process, another server) has no opinion on its load.
      const depth = endpointQueueDepth(deps.gateway.endpointQueues, row.id);
      const replicas = !deps.gateway.endpointQueues.has(row.id) ? row.replicas : desiredReplicas({
        replicas: row.replicas, minReplicas: row.min_replicas, maxReplicas: row.max_replicas, queueDepth: depth.running + depth.waiting,
        nowMs: now.getTime(), lastScaledAtMs: row.last_scaled_at ? new Date(row.last_scaled_at).getTime() : null,
      });
      if (replicas !== row.replicas) await provisioner.scale(spec!, replicas);
      await set({
        metered_until: metered.meteredUntil, replicas, ...(replicas !== row.replicas ? { last_scaled_at: now } : {}),
        next_step_at: new Date(now.getTime() + deps.platform.runningCheckMs),
      });
      return;
    }
    case 'deleting': {
      // First visit: start deprovisioning (the replicas keep being billed until it completes).
      if (!row.deprovisioning_at) {
        const { doneAt } = spec ? await provisioner.deprovision(spec, now) : { doneAt: now };
        const metered = await meter(deps, trx, row, now, false);
        await set({ deprovisioning_at: now, metered_until: metered.meteredUntil, next_step_at: doneAt });
        return;
      }
      // Deprovisioning completed at the time the provisioner gave (a pass may come later): billing stops there.
      const doneAt = row.next_step_at && new Date(row.next_step_at) < now ? new Date(row.next_step_at) : now;
      await meter(deps, trx, row, doneAt, true);
      await set({ status: 'deleted', replicas: 0, base_url: null, deleted_at: doneAt, metered_until: doneAt, next_step_at: null });
      deps.gateway.endpointQueues.delete(row.id);
      return;
    }
    default:
      await set({ next_step_at: null });
  }
}
