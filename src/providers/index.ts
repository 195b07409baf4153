/** The adapter for a provider kind (config/models.yaml `providers.<name>.kind`). */
import type { ProviderConfig } from '../models/registry';
import type { ChatProvider } from './types';
import { openaiProvider } from './openai/index';
import { anthropicProvider } from './anthropic/index';
import { builtinAstrologyProvider } from './builtin/astrology';

export function chatProviderFor(kind: ProviderConfig['kind']): ChatProvider {
  switch (kind) {
    case 'openai-compatible': return openaiProvider;
    case 'anthropic': return anthropicProvider;
    case 'builtin': return builtinAstrologyProvider;
  }
}

export type { ChatProvider, ChatCall, UpstreamTarget, ProviderCompletion, StreamDelta, ProviderUsage } from './types';
