/**
 * What the platform lifecycles run on, held by the app context (src/context.ts): the endpoint provisioner, the
 * cluster provisioner and the trainers. The built-in ones are the defaults; a deployment (or a test) replaces one
 * with an adapter of the same interface.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import type { ModelEntry, ModelRegistry } from '../models/registry';
import type { PriceTable } from '../billing/prices';
import type { GatewayState } from '../gateway/state';
import { SlotProvisioner, type EndpointProvisioner } from './endpoints/provisioner';
import { SimulatedCloud } from './clusters/simulatedCloud';
import { GPU_TYPES, type ClusterProvisioner } from './clusters/provisioner';
import { BuiltinTrainer } from './fineTuning/builtinTrainer';
import type { Trainer } from './fineTuning/trainer';
import type { FineTunedResolver } from './fineTuning/serving';
import type { ChargeTally } from './charges';

export interface PlatformState {
  endpointProvisioner: EndpointProvisioner;
  clusterProvisioner: ClusterProvisioner;
  trainers: { builtin: Trainer; remote: Trainer | null };
  /** Which trainer a new job of this base model uses (the built-in one unless a deployment routes it elsewhere). */
  trainerFor(base: ModelEntry): Trainer;
  /** How often running endpoints are looked at (autoscaling) and metered. */
  runningCheckMs: number;
  /** The account's fine-tuned models (src/platform/fineTuning/serving.ts), installed by the app context. */
  resolveFineTuned: FineTunedResolver;
}

export interface PlatformOptions {
  endpointProvisionMs: number;
  clusterProvisionMs: number;
  trainingStepMs: number;
  /** GPUs of every type per region of the simulated cloud (null: its built-in table). */
  simulatedCloudGpus: number | null;
}

export function createPlatformState(options: PlatformOptions): PlatformState {
  const builtin = new BuiltinTrainer(options.trainingStepMs);
  const state: PlatformState = {
    endpointProvisioner: new SlotProvisioner(options.endpointProvisionMs),
    clusterProvisioner: new SimulatedCloud({
      provisionMs: options.clusterProvisionMs,
      capacity: options.simulatedCloudGpus === null ? undefined : Object.fromEntries(GPU_TYPES.map((t) => [t, options.simulatedCloudGpus!])),
    }),
    trainers: { builtin, remote: null },
    trainerFor: () => state.trainers.builtin,
    runningCheckMs: 15_000,
    resolveFineTuned: async () => null,
  };
  return state;
}

/** What platform functions take (the app context has all of it). */
export interface PlatformDeps {
  db: Db;
  log: Logger;
  registry: ModelRegistry;
  prices: PriceTable;
  gateway: GatewayState;
  platform: PlatformState;
  /** Set by the reconciler for one step: what the step charged, by kind (src/platform/charges.ts). */
  charged?: ChargeTally;
}
