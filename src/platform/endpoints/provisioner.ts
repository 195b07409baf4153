/**
 * The interface between the endpoint lifecycle and whatever runs the replicas. The lifecycle (states, validation,
 * billing, crash safety) is the same for every implementation; a provisioner only starts, resizes and stops replicas
 * and says where they serve. Every method must be safe to call again for the same endpoint (the reconciler repeats a
 * step whose transaction did not commit).
 */
import type { ModelEntry } from '../../models/registry';

export interface EndpointSpec { id: string; model: ModelEntry; hardware: string; replicas: number }

/** Where calls go once the replicas run: an OpenAI-compatible base URL, or a provider of models.yaml fronted in-process. */
export interface EndpointServing { baseUrl: string | null; upstreamProvider: string | null }

export interface EndpointProvisioner {
  /** Named in the endpoint's `engine` field. */
  readonly engine: string;
  /** Starts `replicas` replicas; resolves with when they are expected to serve (the reconciler then calls `serving`). */
  provision(spec: EndpointSpec, now: Date): Promise<{ readyAt: Date }>;
  /** Where the endpoint serves once ready, or null while not ready yet (the reconciler asks again later). */
  serving(spec: EndpointSpec, now: Date): Promise<EndpointServing | null>;
  /** Resizes a running endpoint (the autoscaler decided the count). */
  scale(spec: EndpointSpec, replicas: number): Promise<void>;
  /** Stops every replica; resolves with when deprovisioning is complete (billing stops then). */
  deprovision(spec: EndpointSpec, now: Date): Promise<{ doneAt: Date }>;
}

/**
 * The built-in provisioner: each replica is a bounded concurrency slot group (SLOTS_PER_REPLICA calls,
 * src/gateway/chat/endpoints.ts) in front of the model's own provider of models.yaml. It owns no GPU: the capacity
 * behind it is the provider's; what it really does is bound, queue and meter the endpoint's calls per replica.
 * Start-up and shut-down take `provisionMs` so that the lifecycle has the shape of a real one.
 */
export class SlotProvisioner implements EndpointProvisioner {
  readonly engine = 'graha-slots (built-in: replicas are concurrency slots in front of the model\'s provider)';
  constructor(private readonly provisionMs: number) {}

  async provision(_spec: EndpointSpec, now: Date) { return { readyAt: new Date(now.getTime() + this.provisionMs) }; }

  async serving(spec: EndpointSpec): Promise<EndpointServing> {
    return { baseUrl: null, upstreamProvider: spec.model.provider };
  }

  async scale(): Promise<void> { /* the slot count follows endpoints.replicas on the next call */ }

  async deprovision(_spec: EndpointSpec, now: Date) { return { doneAt: new Date(now.getTime() + Math.ceil(this.provisionMs / 2)) }; }
}
