/** The Anthropic Messages adapter. */
import { httpProvider, type UpstreamAgents } from '../http';
import type { ChatProvider, HttpProviderSpec } from '../types';
import { anthropicApi } from './api';
import { anthropicErrorMessage, createAnthropicChunkMapper, mapAnthropicRequest, mapAnthropicResponse } from './chatComplete';

export const anthropicSpec: HttpProviderSpec = {
  name: 'anthropic',
  api: anthropicApi,
  mapRequest: mapAnthropicRequest,
  mapResponse: mapAnthropicResponse,
  createChunkMapper: createAnthropicChunkMapper,
  errorMessage: anthropicErrorMessage,
};

export function createAnthropicProvider(agents: UpstreamAgents): ChatProvider {
  return httpProvider(anthropicSpec, agents);
}
