/** How to reach the Anthropic Messages API: POST {base_url}/messages with x-api-key and a pinned API version. */
import type { UpstreamTarget } from '../types';

export const ANTHROPIC_VERSION = '2023-06-01';

export const anthropicApi = {
  url: (target: UpstreamTarget) => `${(target.baseUrl ?? '').replace(/\/$/, '')}/messages`,
  headers: (target: UpstreamTarget): Record<string, string> => ({
    'anthropic-version': ANTHROPIC_VERSION,
    ...(target.apiKey ? { 'x-api-key': target.apiKey } : {}),
  }),
};
