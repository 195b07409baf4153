/**
 * The gateway's per-process state, held by the app context (src/context.ts): the prompt-prefix cache and the call
 * queues of dedicated endpoints, the resolver of account-owned models (fine-tuned) when one is installed, the pooled
 * upstream connections and the providers that use them, and the responder of the built-in astrology models.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import type { ModelEntry, ModelRegistry } from '../models/registry';
import { PrefixCache } from './chat/promptCache';
import type { EndpointQueues } from './chat/endpoints';
import { UpstreamAgents } from '../providers/http';
import { createChatProviders, createMediaProviders, type ChatProviders, type MediaProviders } from '../providers/index';
import { noticeResponder, type AstrologyResponder } from '../providers/builtin/astrology';
import { ProcessPool } from '../media/processes';
import os from 'node:os';

/** One program per core, 64 waiting, 2 minutes each at most (a 4096-character text takes a few seconds). */
function defaultPool(): ProcessPool {
  return new ProcessPool({ concurrency: Math.max(1, os.availableParallelism()), maxQueued: 64, timeoutMs: 120_000, retryAfterMs: 2000 });
}

/**
 * Models that are not in models.yaml but belong to one account (fine-tuned models, created by the fine-tuning
 * issue): a resolver returns the entry (its `provider` must be a provider of models.yaml, e.g. the base model's) or
 * null. Installed once per app; without one only models.yaml is consulted.
 */
export type AccountModelResolver = (accountId: string, modelId: string) => Promise<ModelEntry | null>;

export interface GatewayState {
  prefixCache: PrefixCache;
  modelResolver: AccountModelResolver | null;
  endpointQueues: EndpointQueues;
  upstreamAgents: UpstreamAgents;
  providers: ChatProviders;
  /** What each provider kind offers for the media operations. */
  mediaProviders: MediaProviders;
  /** The pool the built-in media engines run their programs in (closed at shutdown). */
  processPool: ProcessPool;
  astrologyResponder: AstrologyResponder;
  /** Told about each upstream call: provider name, seconds to the answer (a stream: to its start), success. */
  onUpstreamCall: (provider: string, seconds: number, ok: boolean) => void;
  /** Told about each chat call that used more tokens than it reserved (billed at the reservation): provider, model. */
  onUsageBeyondReservation: (provider: string, model: string) => void;
}

/** What gateway functions take (the app context has all of it): no more, so they never import the context. */
export interface GatewayDeps {
  db: Db;
  log: Logger;
  registry: ModelRegistry;
  gateway: GatewayState;
}

/** `pool`: the bounded pool of the built-in media engines' programs (src/media/processes.ts). */
export function createGatewayState(maxAnswerBytes?: number, pool: ProcessPool = defaultPool()): GatewayState {
  const upstreamAgents = new UpstreamAgents(maxAnswerBytes);
  const state: GatewayState = {
    prefixCache: new PrefixCache(), modelResolver: null, endpointQueues: new Map(),
    upstreamAgents, astrologyResponder: noticeResponder, onUpstreamCall: () => undefined, onUsageBeyondReservation: () => undefined,
    providers: createChatProviders(upstreamAgents, () => state.astrologyResponder),
    mediaProviders: createMediaProviders(pool),
    processPool: pool,
  };
  return state;
}

/**
 * Installs what the built-in astrology models answer with (the astrology-chat issue plugs its responder in here);
 * calls already running keep the responder they started with.
 */
export function registerAstrologyResponder(gateway: GatewayState, responder: AstrologyResponder): void {
  gateway.astrologyResponder = responder;
}

export function installAccountModelResolver(app: { gateway: GatewayState }, resolver: AccountModelResolver): void {
  app.gateway.modelResolver = resolver;
}
