/**
 * GPU clusters (spec 2.14, 4.20; states of docs/architecture.md section 2): provisioning -> running -> terminating ->
 * terminated (or failed). The request is checked here; the steps run in the reconciler. Billing: gpu_count x the
 * GPU-hour price of config/prices.yaml cluster_gpu_hour, metered per started minute from the moment the cluster runs
 * until termination completes (spec 3). `max_runtime_hours` after it started running the cluster is terminated.
 */
import type { Knex } from 'knex';
import type { Db } from '../../../db/connect';
import { newId } from '../../auth/apiKeys';
import { errors } from '../../errors';
import type { components } from '../../../generated/api';
import { chargePeriods, gpuPrice, minutesBetween, platformCostMicroUsd, requirePayable } from '../charges';
import { pageOfRows, unixSeconds } from '../paging';
import type { PlatformDeps } from '../state';
import type { ClusterSpec, GpuType, Region, Scheduler } from './provisioner';

type Cluster = components['schemas']['Cluster'];
type CreateRequest = components['schemas']['ClusterCreateRequest'];

/** Spec 8: gpu_count is a multiple of 8 for these types (whole 8-GPU boards). */
export const BOARD_GPU_TYPES = new Set(['h100-sxm', 'b200', 'a100-sxm']);

interface ClusterRow {
  id: string; account_id: string; gpu_type: GpuType; gpu_count: number; region: Region; scheduler: Scheduler; max_runtime_hours: number | null;
  status: Cluster['status']; engine: string; provider_ref: string | null; ssh_host: string | null; kubeconfig_url: string | null;
  hourly_rate_micro_usd: string | number; failure_reason: string | null; created_at: Date; billing_started_at: Date | null;
  metered_until: Date | null; terminate_at: Date | null; terminated_at: Date | null; next_step_at: Date | null; deprovisioning_at: Date | null;
}

const specOf = (row: ClusterRow): ClusterSpec => ({ id: row.id, gpuType: row.gpu_type, gpuCount: row.gpu_count, region: row.region, scheduler: row.scheduler });

function clusterView(deps: PlatformDeps, row: ClusterRow, now: Date): Cluster {
  const running = row.billing_started_at ? new Date(row.billing_started_at) : null;
  return {
    id: row.id, object: 'cluster', status: row.status, gpu_type: row.gpu_type, gpu_count: row.gpu_count, region: row.region, scheduler: row.scheduler,
    ssh_host: row.status === 'running' ? row.ssh_host : null, kubeconfig_url: row.status === 'running' ? row.kubeconfig_url : null,
    nodes: deps.platform.clusterProvisioner.nodes(specOf(row), row.status, running, now),
    max_runtime_hours: row.max_runtime_hours, hourly_rate_micro_usd: Number(row.hourly_rate_micro_usd),
    created_at: unixSeconds(row.created_at)!, terminated_at: unixSeconds(row.terminated_at),
    engine: row.engine, terminate_at: unixSeconds(row.terminate_at), failure_reason: row.failure_reason,
  };
}

export async function createCluster(deps: PlatformDeps, accountId: string, body: CreateRequest, now = new Date()): Promise<Cluster> {
  // The schema says it too (if/then); repeated here so the message names the rule.
  if (BOARD_GPU_TYPES.has(body.gpu_type) && body.gpu_count % 8 !== 0) {
    throw errors.invalidRequest(`gpu_count: ${body.gpu_type} comes in whole 8-GPU nodes; ask for a multiple of 8 (got ${body.gpu_count}).`, 'gpu_count');
  }
  const spec: ClusterSpec = {
    id: newId('cl'), gpuType: body.gpu_type, gpuCount: body.gpu_count, region: body.region ?? 'us-east', scheduler: body.scheduler ?? 'kubernetes',
  };
  const price = gpuPrice('cluster', spec.gpuType);
  const hourly = platformCostMicroUsd(deps.prices, price, { gpuSeconds: spec.gpuCount * 3600 });
  // Billing is per started minute: a wallet that cannot pay the first minute is refused up front.
  await requirePayable(deps.db, accountId, platformCostMicroUsd(deps.prices, price, { gpuSeconds: spec.gpuCount * 60 }));
  const provisioner = deps.platform.clusterProvisioner;
  const row = await deps.db.transaction(async (trx) => {
    const { providerRef, readyAt } = await provisioner.create(trx, spec, now);
    const [inserted] = await trx('clusters').insert({
      id: spec.id, account_id: accountId, gpu_type: spec.gpuType, gpu_count: spec.gpuCount, region: spec.region, scheduler: spec.scheduler,
      max_runtime_hours: body.max_runtime_hours ?? null, status: 'provisioning', engine: provisioner.engine, provider_ref: providerRef,
      hourly_rate_micro_usd: hourly, created_at: now, next_step_at: readyAt,
    }).returning('*');
    return inserted as ClusterRow;
  });
  return clusterView(deps, row, now);
}

async function findCluster(db: Db | Knex.Transaction, accountId: string, id: string, lock = false): Promise<ClusterRow> {
  const q = db('clusters').where({ id, account_id: accountId });
  if (lock) q.forUpdate();
  const row = (await q.first()) as ClusterRow | undefined;
  if (!row) throw errors.notFound(`No cluster ${id} on this account.`, 'cluster_id');
  return row;
}

export async function getCluster(deps: PlatformDeps, accountId: string, id: string, now = new Date()): Promise<Cluster> {
  return clusterView(deps, await findCluster(deps.db, accountId, id), now);
}

export async function pageOfClusters(deps: PlatformDeps, accountId: string, opts: { after?: string; limit?: number }, now = new Date()) {
  const page = await pageOfRows<ClusterRow>(deps.db, 'clusters', accountId, opts);
  return { object: 'list' as const, data: page.rows.map((r) => clusterView(deps, r, now)), has_more: page.hasMore };
}

/** DELETE: terminates the cluster (terminating; terminated when the nodes are released). Repeating it changes nothing. */
export async function deleteCluster(deps: PlatformDeps, accountId: string, id: string, now = new Date()): Promise<Cluster> {
  const row = await deps.db.transaction(async (trx) => {
    const found = await findCluster(trx, accountId, id, true);
    if (found.status !== 'provisioning' && found.status !== 'running') return found;
    const [updated] = await trx('clusters').where({ id }).update({ status: 'terminating', failure_reason: null, next_step_at: now, terminate_at: now }).returning('*');
    return updated as ClusterRow;
  });
  return clusterView(deps, row, now);
}

async function meter(deps: PlatformDeps, trx: Knex.Transaction, row: ClusterRow, until: Date, final: boolean): Promise<{ stopReason: string | null; meteredUntil: Date | null }> {
  if (!row.metered_until) return { stopReason: null, meteredUntil: null };
  const minutes = minutesBetween(new Date(row.metered_until).getTime(), until.getTime(), final);
  if (minutes.length === 0) return { stopReason: null, meteredUntil: row.metered_until };
  const charge = await chargePeriods(trx, deps.prices, {
    accountId: row.account_id, resourceId: row.id, kind: 'clusters', operationId: 'createCluster', model: row.gpu_type, price: gpuPrice('cluster', row.gpu_type),
    periods: minutes.map((start) => ({ period: new Date(start).toISOString(), units: { gpuSeconds: row.gpu_count * 60 } })),
  }, deps.charged);
  return { stopReason: charge.stopReason, meteredUntil: new Date(minutes[minutes.length - 1] + 60_000) };
}

/**
 * One step of a claimed cluster, inside the transaction that holds its row. `terminating` is visited twice: first
 * to ask the cloud to release the nodes (deprovisioning_at marks it; billing goes on), then when that completes.
 */
export async function stepCluster(deps: PlatformDeps, trx: Knex.Transaction, row: ClusterRow, now: Date): Promise<void> {
  const provisioner = deps.platform.clusterProvisioner;
  const spec = specOf(row);
  const set = (fields: Record<string, unknown>) => trx('clusters').where({ id: row.id }).update(fields);
  switch (row.status) {
    case 'provisioning': {
      const connection = await provisioner.connection(spec, row.provider_ref ?? '', now);
      if (!connection) { await set({ next_step_at: new Date(now.getTime() + 5000) }); return; }
      const deadline = row.max_runtime_hours ? new Date(now.getTime() + row.max_runtime_hours * 3_600_000) : null;
      await set({
        status: 'running', ssh_host: connection.sshHost, kubeconfig_url: connection.kubeconfigUrl, billing_started_at: now, metered_until: now,
        terminate_at: deadline, next_step_at: new Date(now.getTime() + deps.platform.runningCheckMs),
      });
      return;
    }
    case 'running': {
      const deadline = row.terminate_at ? new Date(row.terminate_at) : null;
      const metered = await meter(deps, trx, row, deadline && deadline < now ? deadline : now, false);
      if (metered.stopReason || (deadline && deadline <= now)) {
        const reason = metered.stopReason ? `terminated: ${metered.stopReason}` : `max_runtime_hours: terminated after ${row.max_runtime_hours} h`;
        await set({ status: 'terminating', failure_reason: reason, metered_until: metered.meteredUntil, terminate_at: deadline && deadline <= now ? deadline : now, next_step_at: now });
        return;
      }
      const next = new Date(now.getTime() + deps.platform.runningCheckMs);
      await set({ metered_until: metered.meteredUntil, next_step_at: deadline && deadline < next ? deadline : next });
      return;
    }
    case 'terminating': {
      if (!row.deprovisioning_at) {
        const { doneAt } = await provisioner.terminate(spec, row.provider_ref ?? '', now);
        const metered = await meter(deps, trx, row, now, false);
        await set({ deprovisioning_at: now, metered_until: metered.meteredUntil, next_step_at: doneAt });
        return;
      }
      // Termination completed at the time the cloud gave (a pass may come later): billing stops there.
      const doneAt = row.next_step_at && new Date(row.next_step_at) < now ? new Date(row.next_step_at) : now;
      await meter(deps, trx, row, doneAt, true);
      await set({ status: 'terminated', terminated_at: doneAt, metered_until: doneAt, next_step_at: null });
      return;
    }
    default:
      await set({ next_step_at: null });
  }
}

export type { ClusterRow };
