/**
 * The built-in SIMULATED cloud: no machine is started. It keeps the books a real cloud would, so the lifecycle around
 * it is real: a capacity of GPUs per region and GPU type (clusters that are provisioning, running or terminating hold
 * theirs; when a request does not fit the answer is 503 with Retry-After), provisioning and termination that take
 * time, connection details under the reserved `.invalid` domain (RFC 2606: nothing answers there), and node metrics
 * from a deterministic model:
 *   node k of a cluster has a phase p = (FNV-1a hash of "<cluster id>/<k>") mod 360 degrees; t minutes after the
 *   cluster started running its GPU utilization is 55 + 35 * sin(2*pi*t/30 + p) percent (a 30-minute training
 *   cycle), and the memory in use is (0.15 + 0.75 * utilization/100) of the node's GPU memory, both to 0.1.
 */
import type { Knex } from 'knex';
import { errors } from '../../errors';
import {
  GPU_MEMORY_GB, GPUS_PER_NODE, nodeCount, type ClusterConnection, type ClusterNodeView, type ClusterProvisioner,
  type ClusterSpec, type GpuType, type Region,
} from './provisioner';

/** GPUs per region and type in the simulated cloud (a small cloud: a few clusters fill a region). */
export const DEFAULT_SIMULATED_CAPACITY: Record<GpuType, number> = { 'h100-sxm': 256, b200: 64, 'a100-sxm': 256, l40s: 128 };

export interface SimulatedCloudOptions {
  /** How long nodes take to come up; termination takes half. */
  provisionMs: number;
  /** GPUs per GPU type in every region (tests make it small to run out). */
  capacity?: Partial<Record<GpuType, number>>;
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  return h >>> 0;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export class SimulatedCloud implements ClusterProvisioner {
  readonly engine = 'graha-simulated-cloud (SIMULATED: no GPUs are started; capacity, timing and node metrics are modelled)';
  private readonly capacity: Record<GpuType, number>;

  constructor(private readonly options: SimulatedCloudOptions) {
    this.capacity = { ...DEFAULT_SIMULATED_CAPACITY, ...options.capacity };
  }

  capacityOf(gpuType: GpuType): number { return this.capacity[gpuType]; }

  async create(trx: Knex.Transaction, spec: ClusterSpec, now: Date) {
    // One reservation at a time per region and GPU type, on every process sharing the database.
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`graha-sim-cloud:${spec.region}:${spec.gpuType}`]);
    const [row] = await trx('clusters')
      .where({ region: spec.region, gpu_type: spec.gpuType }).whereIn('status', ['provisioning', 'running', 'terminating'])
      .sum({ used: 'gpu_count' });
    const used = Number(row?.used ?? 0);
    const total = this.capacity[spec.gpuType];
    if (used + spec.gpuCount > total) {
      throw errors.unavailable(
        `No capacity for ${spec.gpuCount} x ${spec.gpuType} in ${spec.region} (simulated cloud: ${total - used} of ${total} GPUs free). Retry later, or choose another region or GPU type.`,
        60_000, 'capacity_unavailable',
      );
    }
    return { providerRef: `sim-${spec.region}-${spec.id}`, readyAt: new Date(now.getTime() + this.options.provisionMs) };
  }

  async connection(spec: ClusterSpec): Promise<ClusterConnection> {
    const host = `${spec.id.toLowerCase().replace(/_/g, '-')}.${spec.region}.sim-cloud.graha.invalid`;
    return { sshHost: `login.${host}`, kubeconfigUrl: spec.scheduler === 'kubernetes' ? `https://${host}/kubeconfig` : null };
  }

  nodes(spec: ClusterSpec, status: string, runningSince: Date | null, now: Date): ClusterNodeView[] {
    return Array.from({ length: nodeCount(spec.gpuCount) }, (_, k) => {
      const gpus = Math.min(GPUS_PER_NODE, spec.gpuCount - k * GPUS_PER_NODE);
      const total = gpus * GPU_MEMORY_GB[spec.gpuType];
      const id = `${spec.id}-node-${k}`;
      if (status !== 'running' || runningSince === null) {
        return { id, status: status === 'provisioning' ? 'provisioning' : 'terminated', gpu_utilization: 0, gpu_memory_used_gb: 0, gpu_memory_total_gb: total };
      }
      const minutes = Math.max(0, now.getTime() - runningSince.getTime()) / 60_000;
      const phase = ((fnv1a(`${spec.id}/${k}`) % 360) * Math.PI) / 180;
      const utilization = round1(55 + 35 * Math.sin((2 * Math.PI * minutes) / 30 + phase));
      return { id, status: 'healthy', gpu_utilization: utilization, gpu_memory_used_gb: round1(total * (0.15 + 0.75 * utilization / 100)), gpu_memory_total_gb: total };
    });
  }

  async terminate(_spec: ClusterSpec, _ref: string, now: Date) {
    return { doneAt: new Date(now.getTime() + Math.ceil(this.options.provisionMs / 2)) };
  }
}

export type { Region };
