/**
 * What an upstream is sent, as far as the gateway changes the client's request: roles every upstream knows, the
 * default output cap made explicit, and end-user ids made opaque. Provider adapters map the result to their wire
 * format (src/providers/<name>/).
 */
import { createHash } from 'node:crypto';
import type { ChatRequestBody } from '../providers/types';

/**
 * `developer` is OpenAI's newer name for `system`. Upstreams (OpenAI-compatible servers, the Anthropic mapping) all
 * know `system`, and token counts and prompt-cache prefixes should see what the upstream sees.
 */
export function withSystemRoles(body: ChatRequestBody): ChatRequestBody {
  if (!body.messages.some((m) => m.role === 'developer')) return body;
  return { ...body, messages: body.messages.map((m) => (m.role === 'developer' ? { ...m, role: 'system' as const } : m)) };
}

/**
 * The end-user id as upstreams see it: opaque (no e-mail address leaves Graha) and distinct per account, since all
 * accounts share the gateway's upstream key and the same `user` in two accounts is two people.
 */
export function upstreamEndUserId(accountId: string, user: string): string {
  return `graha-${createHash('sha256').update(`${accountId}\0${user}`).digest('hex').slice(0, 32)}`;
}

/** End-user ids a client may send: `user` and OpenAI's newer `safety_identifier` (an extra field to us). */
const END_USER_FIELDS = ['user', 'safety_identifier'] as const;

/**
 * What the provider is given: the default output cap made explicit (the upstream cannot generate more than was
 * reserved), and end-user ids made opaque.
 */
export function upstreamBody(body: ChatRequestBody, maxCompletionTokens: number, accountId: string): ChatRequestBody {
  let out = body;
  if (body.max_completion_tokens == null && body.max_tokens == null) out = { ...out, max_tokens: maxCompletionTokens };
  for (const field of END_USER_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') out = { ...out, [field]: upstreamEndUserId(accountId, value) };
  }
  return out;
}
