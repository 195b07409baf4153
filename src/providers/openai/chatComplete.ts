/**
 * OpenAI chat-completion format to and from an OpenAI-compatible upstream. The request passes through (extra fields
 * SDKs send included) with the upstream's model name; streams always ask for the usage chunk so the charge is exact.
 * Cache usage: prompt_tokens_details.cached_tokens (OpenAI reports reads only; writes are ordinary input tokens).
 */
import type { ChatRequestBody, FinishReason, ProviderCompletion, ProviderUsage, SseEvent, StreamDelta, UpstreamTarget } from '../types';
import { errors } from '../../errors';

export function mapFinishReason(reason: unknown): FinishReason {
  switch (reason) {
    case 'length': return 'length';
    case 'tool_calls': return 'tool_calls';
    case 'function_call': return 'function_call';
    case 'content_filter': return 'content_filter';
    default: return 'stop';
  }
}

export function mapOpenAiUsage(u: any): ProviderUsage | null {
  if (!u || typeof u.prompt_tokens !== 'number') return null;
  const cached = u.prompt_tokens_details?.cached_tokens;
  return {
    promptTokens: u.prompt_tokens,
    completionTokens: typeof u.completion_tokens === 'number' ? u.completion_tokens : 0,
    cacheCreationTokens: null,
    cacheReadTokens: typeof cached === 'number' ? cached : null,
  };
}

export function mapOpenAiRequest(body: ChatRequestBody, target: UpstreamTarget, stream: boolean): unknown {
  const { stream_options: _ignored, ...rest } = body;
  return {
    ...rest,
    model: target.upstreamModel,
    stream,
    ...(stream ? { stream_options: { include_usage: true } } : {}),
  };
}

export function mapOpenAiResponse(json: any): ProviderCompletion {
  const choice = json?.choices?.[0];
  if (!choice?.message) throw errors.unavailable('The upstream provider sent an answer without choices. Retry later.', 1000, 'upstream_malformed');
  const toolCalls = Array.isArray(choice.message.tool_calls) && choice.message.tool_calls.length > 0
    ? choice.message.tool_calls.map((t: any) => ({ id: String(t.id), type: 'function' as const, function: { name: String(t.function?.name ?? ''), arguments: String(t.function?.arguments ?? '') } }))
    : null;
  return {
    content: typeof choice.message.content === 'string' ? choice.message.content : null,
    toolCalls,
    refusal: typeof choice.message.refusal === 'string' ? choice.message.refusal : null,
    ...(choice.message.function_call && typeof choice.message.function_call === 'object'
      ? { functionCall: { name: String(choice.message.function_call.name ?? ''), arguments: String(choice.message.function_call.arguments ?? '') } }
      : {}),
    ...(choice.logprobs && typeof choice.logprobs === 'object' ? { logprobs: choice.logprobs } : {}),
    finishReason: mapFinishReason(choice.finish_reason),
    usage: mapOpenAiUsage(json.usage),
    ...(typeof json.system_fingerprint === 'string' ? { systemFingerprint: json.system_fingerprint } : {}),
  };
}

export function createOpenAiChunkMapper(): (event: SseEvent) => StreamDelta[] | 'done' {
  return (event) => {
    if (event.data === '[DONE]') return 'done';
    let json: any;
    try { json = JSON.parse(event.data); } catch {
      throw errors.unavailable('The upstream provider sent a malformed stream event. Retry later.', 1000, 'upstream_malformed');
    }
    if (json?.error) throw errors.unavailable(`The upstream provider failed mid-stream: ${json.error.message ?? 'unknown error'}`, 1000, 'upstream_stream_error');
    const out: StreamDelta[] = [];
    const choice = json?.choices?.[0];
    const delta = choice?.delta;
    if (delta) {
      const logprobs = choice.logprobs && typeof choice.logprobs === 'object' ? choice.logprobs : undefined;
      if (typeof delta.content === 'string' && delta.content !== '') out.push(logprobs ? { kind: 'text', text: delta.content, logprobs } : { kind: 'text', text: delta.content });
      if (typeof delta.refusal === 'string' && delta.refusal !== '') out.push(logprobs ? { kind: 'refusal', text: delta.refusal, logprobs } : { kind: 'refusal', text: delta.refusal });
      const fc = delta.function_call;
      if (fc && typeof fc === 'object') {
        out.push({
          kind: 'function_call',
          ...(typeof fc.name === 'string' && fc.name !== '' ? { name: fc.name } : {}),
          ...(typeof fc.arguments === 'string' ? { arguments: fc.arguments } : {}),
        });
      }
      if (Array.isArray(delta.tool_calls)) {
        for (const t of delta.tool_calls) {
          out.push({
            kind: 'tool_call', index: Number(t.index ?? 0),
            ...(t.id ? { id: String(t.id) } : {}),
            ...(t.function?.name ? { name: String(t.function.name) } : {}),
            ...(typeof t.function?.arguments === 'string' ? { arguments: t.function.arguments } : {}),
          });
        }
      }
    }
    if (choice?.finish_reason) out.push({ kind: 'finish', reason: mapFinishReason(choice.finish_reason) });
    const usage = mapOpenAiUsage(json?.usage);
    if (usage) out.push({ kind: 'usage', usage });
    return out;
  };
}

export function openAiErrorParam(json: any): string | null {
  const p = json?.error?.param;
  return typeof p === 'string' && p !== '' ? p : null;
}

export function openAiErrorMessage(json: any): string | null {
  const m = json?.error?.message ?? json?.message;
  return typeof m === 'string' ? m : null;
}
