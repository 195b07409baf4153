/** The Anthropic Messages adapter. */
import { httpProvider } from '../http';
import type { HttpProviderSpec } from '../types';
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

export const anthropicProvider = httpProvider(anthropicSpec);
