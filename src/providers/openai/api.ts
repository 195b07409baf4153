/** How to reach an OpenAI-compatible upstream (OpenAI, Together, vLLM, a dedicated endpoint): base URL + bearer key. */
import type { UpstreamTarget } from '../types';

export const openaiApi = {
  url: (target: UpstreamTarget) => `${(target.baseUrl ?? '').replace(/\/$/, '')}/chat/completions`,
  headers: (target: UpstreamTarget): Record<string, string> => (target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}),
};
