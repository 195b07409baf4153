/**
 * The chat gateway's per-process state, held by the app context (context.ts): the app-wide usage sink (none in
 * production; token limits and the wallet are per-call sinks), the prompt-prefix cache and the call queues of dedicated
 * endpoints, the resolver of account-owned models (fine-tuned) when one is installed, the pooled upstream connections
 * and the providers that use them, and the responder of the built-in astrology models.
 */
import { PrefixCache } from './chat/promptCache';
import { noopUsageSink, type ChatUsageSink } from './chat/usage';
import type { AccountModelResolver } from './chat/route';
import type { EndpointQueues } from './chat/endpoints';
import { UpstreamAgents } from '../providers/http';
import { createChatProviders, type ChatProviders } from '../providers/index';
import { noticeResponder, type AstrologyResponder } from '../providers/builtin/astrology';

export interface GatewayState {
  usageSink: ChatUsageSink;
  prefixCache: PrefixCache;
  modelResolver: AccountModelResolver | null;
  endpointQueues: EndpointQueues;
  upstreamAgents: UpstreamAgents;
  providers: ChatProviders;
  astrologyResponder: AstrologyResponder;
}

export function createGatewayState(maxAnswerBytes?: number): GatewayState {
  const upstreamAgents = new UpstreamAgents(maxAnswerBytes);
  const state: GatewayState = {
    usageSink: noopUsageSink, prefixCache: new PrefixCache(), modelResolver: null, endpointQueues: new Map(),
    upstreamAgents, astrologyResponder: noticeResponder,
    providers: createChatProviders(upstreamAgents, () => state.astrologyResponder),
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
