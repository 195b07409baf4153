/** The adapter for each provider kind (config/models.yaml `providers.<name>.kind`), built once per app context. */
import type { ProviderConfig } from '../models/registry';
import type { ChatProvider } from './types';
import type { UpstreamAgents } from './http';
import { createOpenAiProvider } from './openai/index';
import { createAnthropicProvider } from './anthropic/index';
import { createBuiltinAstrologyProvider, type AstrologyResponder } from './builtin/astrology';

export type ChatProviders = Record<ProviderConfig['kind'], ChatProvider>;

export function createChatProviders(agents: UpstreamAgents, astrologyResponderOf: () => AstrologyResponder): ChatProviders {
  return {
    'openai-compatible': createOpenAiProvider(agents),
    anthropic: createAnthropicProvider(agents),
    builtin: createBuiltinAstrologyProvider(astrologyResponderOf),
  };
}

export type { ChatProvider, ChatCall, UpstreamTarget, ProviderCompletion, StreamDelta, ProviderUsage } from './types';
