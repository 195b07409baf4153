/**
 * The chat gateway's per-process state, held by the app context (context.ts): the app-wide usage sink (none in
 * production; token limits and the wallet are per-call sinks), the prompt-prefix cache and the call queues of dedicated
 * endpoints, and the resolver of account-owned models (fine-tuned), when one is installed.
 */
import { PrefixCache } from './promptCache';
import { noopUsageSink, type ChatUsageSink } from './usage';
import type { AccountModelResolver } from './route';
import type { EndpointQueues } from './endpoints';

export interface GatewayState {
  usageSink: ChatUsageSink;
  prefixCache: PrefixCache;
  modelResolver: AccountModelResolver | null;
  endpointQueues: EndpointQueues;
}

export function createGatewayState(): GatewayState {
  return { usageSink: noopUsageSink, prefixCache: new PrefixCache(), modelResolver: null, endpointQueues: new Map() };
}
