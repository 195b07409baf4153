/**
 * What an upstream is sent, as far as the gateway changes the client's request: roles every upstream knows, the
 * default output cap made explicit, and end-user ids made opaque. Provider adapters map the result to their wire
 * format (src/providers/<name>/).
 */
import { createHash } from 'node:crypto';
import type { OutputCapField } from '../../models/registry';
import type { ChatRequestBody } from '../../providers/types';

/**
 * `developer` is OpenAI's newer name for `system`. Upstreams (OpenAI-compatible servers, the Anthropic mapping) all
 * know `system`, and token counts and prompt-cache prefixes should see what the upstream sees.
 */
export function withSystemRoles(body: ChatRequestBody): ChatRequestBody {
  if (!body.messages.some((m) => m.role === 'developer')) return body;
  return { ...body, messages: body.messages.map((m) => (m.role === 'developer' ? { ...m, role: 'system' as const } : m)) };
}

/**
 * Keys of an assistant message that only an answer has: the official SDKs keep them on the message objects they
 * return (`parsed`, `annotations`, `audio: null`, `function_call: null`, `tool_calls: null`; a streamed tool call's
 * `index`, a parsed call's `parsed_arguments`), and user code sends those objects back as the next turn's history.
 * Accepted, and left out of what upstreams receive.
 */
const ANSWER_ONLY_KEYS = ['parsed', 'annotations'] as const;
const NULL_MEANS_NONE_KEYS = ['audio', 'function_call', 'tool_calls'] as const;

function isSentBackAnswer(m: Record<string, unknown>): boolean {
  if (m.role !== 'assistant') return false;
  if (ANSWER_ONLY_KEYS.some((k) => k in m) || NULL_MEANS_NONE_KEYS.some((k) => k in m && m[k] === null)) return true;
  return Array.isArray(m.tool_calls) && m.tool_calls.some((c: any) => c && ('index' in c || (c.function && 'parsed_arguments' in c.function)));
}

function cleanedAnswer(m: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...m };
  for (const k of ANSWER_ONLY_KEYS) delete out[k];
  for (const k of NULL_MEANS_NONE_KEYS) if (out[k] === null) delete out[k];
  if (Array.isArray(out.tool_calls)) {
    out.tool_calls = out.tool_calls.map((c: any) => {
      if (!c || typeof c !== 'object') return c;
      const { index: _index, ...call } = c;
      if (call.function && typeof call.function === 'object' && 'parsed_arguments' in call.function) {
        const { parsed_arguments: _parsed, ...fn } = call.function;
        call.function = fn;
      }
      return call;
    });
  }
  return out;
}

/** The conversation with sent-back answers cleaned (see ANSWER_ONLY_KEYS); the same object when there is none. */
export function withCleanHistory(body: ChatRequestBody): ChatRequestBody {
  const messages = body.messages as unknown as Array<Record<string, unknown>>;
  if (!messages.some(isSentBackAnswer)) return body;
  return { ...body, messages: messages.map((m) => (isSentBackAnswer(m) ? cleanedAnswer(m) : m)) as unknown as ChatRequestBody['messages'] };
}

/**
 * The end-user id as upstreams see it: opaque (no e-mail address leaves Graha) and distinct per account, since all
 * accounts share the gateway's upstream key and the same `user` in two accounts is two people.
 */
export function upstreamEndUserId(accountId: string, user: string): string {
  return `graha-${createHash('sha256').update(`${accountId}\0${user}`).digest('hex').slice(0, 32)}`;
}

/**
 * Fields that name a user or group an account's requests: `user`, OpenAI's newer `safety_identifier` and the prompt
 * cache hint `prompt_cache_key`. All accounts share the gateway's upstream key, so each reaches the upstream opaque
 * and distinct per account (no two accounts share a cache key).
 */
const PER_ACCOUNT_FIELDS = ['user', 'safety_identifier', 'prompt_cache_key'] as const;

/**
 * Fields accepted for compatibility and never sent upstream: `metadata` and `store` concern stored completions,
 * which Graha does not keep (capabilities.ts refuses `store: true`); `service_tier` and `modalities` may only hold
 * the defaults (the same check), which the upstream applies without being told.
 */
const LOCAL_FIELDS = ['metadata', 'store', 'service_tier', 'modalities'] as const;

/**
 * What the provider is given: the default output cap made explicit (the upstream cannot generate more than was
 * reserved) in the field the model takes it in (`max_completion_tokens` for a model that refuses `max_tokens`, where
 * a client's `max_tokens` moves too), per-account ids made opaque, and the fields that stay with Graha left out.
 */
export function upstreamBody(body: ChatRequestBody, maxCompletionTokens: number, accountId: string, capField: OutputCapField = 'max_tokens'): ChatRequestBody {
  let out = body;
  if (capField === 'max_completion_tokens') {
    const { max_tokens: asked, ...rest } = body;
    out = { ...rest, max_completion_tokens: body.max_completion_tokens ?? asked ?? maxCompletionTokens };
  } else if (body.max_completion_tokens == null && body.max_tokens == null) {
    out = { ...out, max_tokens: maxCompletionTokens };
  }
  for (const field of PER_ACCOUNT_FIELDS) {
    const value = body[field];
    if (typeof value === 'string' && value !== '') out = { ...out, [field]: upstreamEndUserId(accountId, value) };
  }
  if (LOCAL_FIELDS.some((field) => field in body)) {
    out = { ...out };
    for (const field of LOCAL_FIELDS) delete out[field];
  }
  return out;
}
