/**
 * The Anthropic Messages adapter, in Portkey's shape: how to reach it (api.ts), how to map a request (request.ts),
 * an answer (response.ts) and a stream event (stream.ts); JSON mode and whitespace stop sequences, which the API
 * lacks, are done by the adapter across the three (jsonTool.ts, gatewayStops.ts).
 */
import { httpProvider, type UpstreamAgents } from '../http';
import type { ChatProvider, HttpProviderSpec } from '../types';
import { anthropicApi } from './api';
import { mapAnthropicRequest } from './request';
import { anthropicErrorMessage, mapAnthropicResponse } from './response';
import { createAnthropicChunkMapper } from './stream';

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
