/** The adapter for each provider kind (config/models.yaml `providers.<name>.kind`), built once per app context. */
import type { ProviderConfig } from '../models/registry';
import type { ChatProvider, MediaProvider } from './types';
import type { UpstreamAgents } from './http';
import { createOpenAiProvider } from './openai/index';
import { createAnthropicProvider } from './anthropic/index';
import { createBuiltinAstrologyProvider, type AstrologyResponder } from './builtin/astrology';
import { createBuiltinMediaProvider } from './builtin/media';
import { createOpenAiMediaProvider } from './openai/media';
import type { ProcessPool } from '../media/processes';

export type ChatProviders = Record<ProviderConfig['kind'], ChatProvider>;

export function createChatProviders(agents: UpstreamAgents, astrologyResponderOf: () => AstrologyResponder): ChatProviders {
  return {
    'openai-compatible': createOpenAiProvider(agents),
    anthropic: createAnthropicProvider(agents),
    builtin: createBuiltinAstrologyProvider(astrologyResponderOf),
  };
}

export type MediaProviders = Record<ProviderConfig['kind'], MediaProvider>;

/** What each provider kind offers beyond chat (embeddings, images, speech, transcription); Anthropic offers none. */
export function createMediaProviders(pool: ProcessPool): MediaProviders {
  return { 'openai-compatible': createOpenAiMediaProvider(), anthropic: {}, builtin: createBuiltinMediaProvider(pool) };
}

export type { ChatProvider, ChatCall, UpstreamTarget, ProviderCompletion, StreamDelta, ProviderUsage } from './types';
