/**
 * The interface between the cluster lifecycle and a GPU cloud. The lifecycle (states, validation, plan gate,
 * auto-termination, billing, crash safety) is the same for every implementation; a provisioner reserves capacity,
 * brings nodes up, reports them and tears them down. Every method must be safe to call again for the same cluster
 * (the reconciler repeats a step whose transaction did not commit).
 */
import type { Knex } from 'knex';

export const GPU_TYPES = ['h100-sxm', 'b200', 'a100-sxm', 'l40s'] as const;
export type GpuType = (typeof GPU_TYPES)[number];
export const REGIONS = ['us-east', 'us-west', 'eu-west', 'ap-south'] as const;
export type Region = (typeof REGIONS)[number];
export type Scheduler = 'slurm' | 'kubernetes';

/** Memory of one GPU (spec section 8 prices list it beside each type). */
export const GPU_MEMORY_GB: Record<GpuType, number> = { 'h100-sxm': 80, b200: 192, 'a100-sxm': 80, l40s: 48 };
/** GPUs per node: SXM boards come in 8s (hence spec 8's multiple of 8); L40S nodes hold up to 8 PCIe cards. */
export const GPUS_PER_NODE = 8;

export interface ClusterSpec { id: string; gpuType: GpuType; gpuCount: number; region: Region; scheduler: Scheduler }

export interface ClusterNodeView {
  id: string;
  status: 'provisioning' | 'healthy' | 'unhealthy' | 'terminated';
  gpu_utilization: number;
  gpu_memory_used_gb: number;
  gpu_memory_total_gb: number;
}

export interface ClusterConnection { sshHost: string | null; kubeconfigUrl: string | null }

export interface ClusterProvisioner {
  /** Named in the cluster's `engine` field. */
  readonly engine: string;
  /**
   * Reserves the GPUs and starts the nodes, inside the transaction that inserts the cluster (the built-in cloud
   * counts capacity there). Throws a 503 with Retry-After when the region has no capacity for the GPU type.
   */
  create(trx: Knex.Transaction, spec: ClusterSpec, now: Date): Promise<{ providerRef: string; readyAt: Date }>;
  /** How to reach a ready cluster, or null while it is not ready (the reconciler asks again later). */
  connection(spec: ClusterSpec, providerRef: string, now: Date): Promise<ClusterConnection | null>;
  /** The nodes as the cloud reports them now. `runningSince` is null before the cluster runs. */
  nodes(spec: ClusterSpec, status: string, runningSince: Date | null, now: Date): ClusterNodeView[];
  /** Releases every node; resolves with when termination is complete (billing stops then). */
  terminate(spec: ClusterSpec, providerRef: string, now: Date): Promise<{ doneAt: Date }>;
}

export function nodeCount(gpuCount: number): number {
  return Math.ceil(gpuCount / GPUS_PER_NODE);
}
