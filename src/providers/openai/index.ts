/** The OpenAI-compatible adapter: hosted third-party and open-weight models, and dedicated endpoints. */
import { httpProvider, type UpstreamAgents } from '../http';
import type { ChatProvider, HttpProviderSpec } from '../types';
import { openaiApi } from './api';
import { createOpenAiChunkMapper, mapOpenAiRequest, mapOpenAiResponse, openAiErrorMessage, openAiErrorParam } from './chatComplete';

export const openaiSpec: HttpProviderSpec = {
  name: 'openai-compatible',
  api: openaiApi,
  mapRequest: mapOpenAiRequest,
  mapResponse: mapOpenAiResponse,
  createChunkMapper: createOpenAiChunkMapper,
  errorMessage: openAiErrorMessage,
  errorParam: openAiErrorParam,
};

export function createOpenAiProvider(agents: UpstreamAgents): ChatProvider {
  return httpProvider(openaiSpec, agents);
}
