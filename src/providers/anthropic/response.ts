/**
 * Anthropic Messages answer -> OpenAI chat completion (https://docs.anthropic.com/en/api/messages): text blocks are
 * the content, tool_use blocks the tool calls (in JSON mode the forced tool's input is the content: jsonTool.ts);
 * whitespace stop sequences cut the text (gatewayStops.ts). Usage: Anthropic's input_tokens exclude cached tokens,
 * so prompt_tokens = input + cache creation + cache read.
 */
import type { ChatRequestBody, FinishReason, ProviderCompletion, ProviderUsage } from '../types';
import { errors } from '../../errors';
import { tokenCount } from '../usageNumbers';
import { firstStopAt, gatewayStops } from './gatewayStops';
import { JSON_TOOL, jsonMode } from './jsonTool';

export function mapStopReason(reason: unknown): FinishReason {
  switch (reason) {
    case 'max_tokens': case 'model_context_window_exceeded': return 'length';
    case 'tool_use': return 'tool_calls';
    case 'refusal': return 'content_filter';
    default: return 'stop'; // end_turn, stop_sequence, pause_turn
  }
}

export function mapAnthropicUsage(u: any): Partial<ProviderUsage> {
  const out: Partial<ProviderUsage> = {};
  const creation = tokenCount(u?.cache_creation_input_tokens) ?? null;
  const read = tokenCount(u?.cache_read_input_tokens) ?? null;
  const input = tokenCount(u?.input_tokens);
  if (input !== undefined) {
    out.promptTokens = input + (creation ?? 0) + (read ?? 0);
    out.cacheCreationTokens = creation;
    out.cacheReadTokens = read;
  }
  const output = tokenCount(u?.output_tokens);
  if (output !== undefined) out.completionTokens = output;
  return out;
}

export function mapAnthropicResponse(json: any, body?: ChatRequestBody): ProviderCompletion {
  if (!Array.isArray(json?.content)) throw errors.unavailable('The upstream provider sent a malformed answer. Retry later.', 1000, 'upstream_malformed');
  let text = '';
  let toolCalls: NonNullable<ProviderCompletion['toolCalls']> = [];
  const asJson = jsonMode(body);
  for (const block of json.content) {
    if (block === null || typeof block !== 'object') continue;
    if (asJson) {
      // JSON mode: the forced tool call's input is the answer (any text around it is the model thinking aloud).
      if (block.type === 'tool_use' && block.name === JSON_TOOL) text = JSON.stringify(block.input ?? {});
      continue;
    }
    if (block.type === 'text' && typeof block.text === 'string') text += block.text;
    else if (block.type === 'tool_use') {
      toolCalls.push({ id: String(block.id), type: 'function', function: { name: String(block.name), arguments: JSON.stringify(block.input ?? {}) } });
    }
  }
  let finishReason = asJson && json.stop_reason === 'tool_use' ? 'stop' as const : mapStopReason(json.stop_reason);
  const stopAt = firstStopAt(text, gatewayStops(body));
  if (stopAt !== -1) {
    // The model would have stopped there: nothing after it, tool calls included. Usage stays the upstream's (it
    // generated, and charged for, the rest).
    text = text.slice(0, stopAt);
    toolCalls = [];
    finishReason = 'stop';
  }
  const u = mapAnthropicUsage(json.usage);
  return {
    content: text === '' && toolCalls.length > 0 ? null : text,
    toolCalls: toolCalls.length > 0 ? toolCalls : null,
    finishReason,
    // A part not reported (validly) is left out: the gateway counts it rather than billing it as zero.
    usage: u.promptTokens !== undefined || u.completionTokens !== undefined ? u : null,
  };
}

export function anthropicErrorMessage(json: any): string | null {
  const m = json?.error?.message;
  return typeof m === 'string' ? m : null;
}
