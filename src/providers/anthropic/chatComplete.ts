/**
 * OpenAI chat format <-> Anthropic Messages API (https://docs.anthropic.com/en/api/messages and .../messages-streaming):
 * - system messages become the top-level `system` blocks; `tool` messages become `tool_result` blocks in a user turn;
 *   assistant `tool_calls` become `tool_use` blocks; consecutive same-role turns are merged (Anthropic alternates).
 * - image_url parts become image blocks (base64 for data: URLs, url otherwise).
 * - temperature: Anthropic accepts 0..1, OpenAI 0..2; values above 1 are sent as 1.
 * - `cache_control` on a message or content part is passed through (that is how a client opts in to caching); on a
 *   message it marks the message's last block, a tool result or tool call included.
 * - Shapes OpenAI accepts and Anthropic refuses with a 400 are mended: blank text blocks are left out, the final
 *   assistant turn (a prefill) loses its trailing whitespace, whitespace-only stop sequences are dropped, tool call
 *   ids (from another provider's conversation) keep only letters, digits, `_` and `-`, and `top_p: 1` (no effect)
 *   is not sent next to `temperature`, which newer models refuse. The whitespace-only stop sequences are applied
 *   here instead, to the answer: text is cut before the first one (a stream holds back the few characters that could
 *   begin one, ends with finish_reason stop and drops the upstream connection).
 * - usage: Anthropic's input_tokens exclude cached tokens, so prompt_tokens = input + cache creation + cache read.
 *   In a stream, message_start's output_tokens is provisional and not reported; message_delta's is cumulative.
 */
import type { ChatMessage, ChatRequestBody, FinishReason, ProviderCompletion, ProviderUsage, SseEvent, StreamDelta, UpstreamTarget } from '../types';
import { errors } from '../../errors';
import { tokenCount } from '../usageNumbers';
import { stopSequencesOf } from '../stops';

type Block = Record<string, unknown>;
interface AnthropicMessage { role: 'user' | 'assistant'; content: Block[] }

const isBlank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

/** Text and image blocks of a message's content; blank text is left out (Anthropic refuses empty text blocks). */
function textBlocks(content: unknown): Block[] {
  const blocks: Block[] = [];
  if (typeof content === 'string') {
    if (!isBlank(content)) blocks.push({ type: 'text', text: content });
  } else if (Array.isArray(content)) {
    for (const part of content as any[]) {
      if (part?.type === 'text') {
        if (!isBlank(part.text)) blocks.push({ type: 'text', text: part.text, ...(part.cache_control ? { cache_control: part.cache_control } : {}) });
      } else if (part?.type === 'image_url') blocks.push(imageBlock(String(part.image_url?.url ?? '')));
    }
  }
  return blocks;
}

/** A message-level cache_control marks the message's last block (the cached prefix ends there). */
function withCache(blocks: Block[], cacheControl: unknown): Block[] {
  if (cacheControl && blocks.length > 0) blocks[blocks.length - 1] = { ...blocks[blocks.length - 1], cache_control: cacheControl };
  return blocks;
}

/** Anthropic ids match ^[a-zA-Z0-9_-]+$; ids from other providers are mapped the same way on both sides of a pair. */
export function anthropicToolId(id: unknown): string {
  const clean = String(id ?? '').replace(/[^a-zA-Z0-9_-]/g, '_');
  return clean === '' ? '_' : clean;
}

function imageBlock(url: string): Block {
  const data = /^data:(image\/[a-zA-Z0-9.+-]+);base64,(.*)$/s.exec(url);
  if (data) return { type: 'image', source: { type: 'base64', media_type: data[1], data: data[2] } };
  if (url.startsWith('data:')) throw errors.invalidRequest('An image data URL must be data:image/<type>;base64,<data>.', 'messages');
  return { type: 'image', source: { type: 'url', url } };
}

function toolInput(args: string, index: number): unknown {
  try {
    const parsed = JSON.parse(args || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch { /* reported below */ }
  throw errors.invalidRequest(`messages[${index}].tool_calls: function.arguments must be a JSON object string for this model.`, 'messages');
}

export function mapAnthropicMessages(messages: ChatMessage[]): { system: Block[]; messages: AnthropicMessage[] } {
  const system: Block[] = [];
  const out: AnthropicMessage[] = [];
  const append = (role: 'user' | 'assistant', blocks: Block[]) => {
    if (blocks.length === 0) return;
    const last = out[out.length - 1];
    // A loop, not push(...blocks): spreading 130,000 parts as arguments overflows the stack.
    if (last && last.role === role) for (const b of blocks) last.content.push(b);
    else out.push({ role, content: blocks });
  };
  messages.forEach((m: any, i) => {
    const cache = m.cache_control;
    switch (m.role) {
      case 'system':
      case 'developer':
        for (const b of withCache(textBlocks(m.content), cache)) system.push(b);
        break;
      case 'user':
        append('user', withCache(textBlocks(m.content), cache));
        break;
      case 'assistant': {
        const blocks = textBlocks(m.content);
        for (const call of m.tool_calls ?? []) {
          blocks.push({ type: 'tool_use', id: anthropicToolId(call.id), name: call.function.name, input: toolInput(call.function.arguments, i) });
        }
        append('assistant', withCache(blocks, cache));
        break;
      }
      case 'tool': {
        const text = typeof m.content === 'string' ? m.content : (m.content as any[]).map((p) => p.text).join('');
        append('user', withCache([{ type: 'tool_result', tool_use_id: anthropicToolId(m.tool_call_id), content: text }], cache));
        break;
      }
    }
  });
  // A final assistant turn is a prefill the model continues; Anthropic refuses one ending in whitespace.
  const last = out[out.length - 1];
  if (last?.role === 'assistant') {
    const tail = last.content[last.content.length - 1];
    if (tail?.type === 'text') {
      const text = String(tail.text).trimEnd();
      if (text === '') last.content.pop();
      else last.content[last.content.length - 1] = { ...tail, text };
      if (last.content.length === 0) out.pop();
    }
  }
  if (out.length === 0) {
    throw errors.invalidRequest('This model needs at least one user or assistant message with content besides the system messages.', 'messages');
  }
  return { system, messages: out };
}

interface AnthropicToolChoice { type: 'auto' | 'any' | 'none' | 'tool'; name?: string; disable_parallel_tool_use?: boolean }

function mapToolChoice(choice: ChatRequestBody['tool_choice']): AnthropicToolChoice | undefined {
  if (choice === undefined) return undefined;
  if (choice === 'auto') return { type: 'auto' };
  if (choice === 'required') return { type: 'any' };
  if (choice === 'none') return { type: 'none' };
  return { type: 'tool', name: choice.function.name };
}

/**
 * JSON answers (response_format json_object / json_schema), which the Messages API has no switch for: the model is
 * made to call one tool whose input schema is the requested schema (Anthropic's documented way to get JSON out), and
 * that call's input is the answer's content. The name cannot collide: JSON mode and tools are not taken together.
 */
export const JSON_TOOL = 'json_response';

function jsonMode(body: ChatRequestBody | undefined): boolean {
  const t = body?.response_format?.type;
  return t === 'json_object' || t === 'json_schema';
}

function jsonResponseTool(body: ChatRequestBody): { name: string; description: string; input_schema: unknown } | null {
  const format = body.response_format;
  if (!format || !jsonMode(body)) return null;
  if (format.type === 'json_schema') {
    return {
      name: JSON_TOOL,
      description: format.json_schema.description ?? `Give the answer as a ${format.json_schema.name} object.`,
      input_schema: format.json_schema.schema ?? { type: 'object' },
    };
  }
  return { name: JSON_TOOL, description: 'Give the answer as a JSON object.', input_schema: { type: 'object' } };
}

/**
 * OpenAI-format settings with no counterpart in the Anthropic API. Sampling hints (seed, the presence, frequency and
 * repetition penalties, min_p) are dropped, as Anthropic's own OpenAI-compatible endpoint drops them; these, which
 * constrain the answer (banned or forced tokens) or the model's work, are refused rather than silently ignored.
 */
const UNMAPPED_FIELDS = ['logit_bias', 'reasoning_effort', 'verbosity'] as const;

export function mapAnthropicRequest(body: ChatRequestBody, target: UpstreamTarget, stream: boolean): unknown {
  const jsonTool = jsonResponseTool(body);
  if (jsonTool && body.tools?.length) {
    throw errors.invalidRequest(`response_format ${body.response_format!.type} together with tools is not supported by this model; send one or the other.`, 'response_format');
  }
  const legacy = (body.functions?.length ?? 0) > 0
    || body.messages.some((m) => m.role === 'function' || (m.role === 'assistant' && m.function_call != null));
  if (legacy) {
    throw errors.invalidRequest('The legacy functions format (functions, function_call, role "function") is supported only by models served by an OpenAI-compatible upstream; send tools, tool_calls and role "tool" messages instead.', 'functions');
  }
  if (body.logprobs) throw errors.invalidRequest('logprobs is not supported by this model (the Anthropic API reports no token probabilities).', 'logprobs');
  for (const field of UNMAPPED_FIELDS) {
    if (body[field] != null) throw errors.invalidRequest(`${field} is not supported by this model (the Anthropic API has no such setting).`, field);
  }
  const { system, messages } = mapAnthropicMessages(body.messages);
  const stop = stopSequencesOf(body).filter((s) => !isBlank(s));
  const req: Record<string, unknown> = {
    model: target.upstreamModel,
    messages,
    max_tokens: body.max_completion_tokens ?? body.max_tokens ?? target.defaultMaxTokens,
    stream,
  };
  if (system.length > 0) req.system = system;
  if (body.temperature != null) req.temperature = Math.min(1, body.temperature);
  if (body.top_p != null && !(body.top_p === 1 && body.temperature != null)) req.top_p = body.top_p;
  if (stop.length > 0) req.stop_sequences = stop;
  if (body.tools?.length) {
    req.tools = body.tools.map((t) => ({
      name: t.function.name,
      ...(t.function.description ? { description: t.function.description } : {}),
      input_schema: t.function.parameters ?? { type: 'object', properties: {} },
    }));
  }
  if (body.top_k != null && body.top_k > 0) req.top_k = body.top_k;
  if (jsonTool) {
    req.tools = [jsonTool];
    req.tool_choice = { type: 'tool', name: JSON_TOOL };
  }
  const toolChoice = mapToolChoice(body.tool_choice);
  if (body.tools?.length) {
    // OpenAI's parallel_tool_calls: false is Anthropic's disable_parallel_tool_use, a field of tool_choice.
    if (body.parallel_tool_calls === false && toolChoice?.type !== 'none') req.tool_choice = { ...(toolChoice ?? { type: 'auto' }), disable_parallel_tool_use: true };
    else if (toolChoice) req.tool_choice = toolChoice;
  }
  if (body.user) req.metadata = { user_id: body.user };
  return req;
}

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

/** The stop sequences Anthropic refuses (whitespace only), which this adapter applies to the answer itself. */
export function gatewayStops(body: ChatRequestBody | undefined): string[] {
  return stopSequencesOf(body).filter((s) => s !== '' && isBlank(s));
}

/** Where the first of `stops` begins in `text`, or -1. */
function firstStopAt(text: string, stops: string[]): number {
  let at = -1;
  for (const s of stops) {
    const i = text.indexOf(s);
    if (i !== -1 && (at === -1 || i < at)) at = i;
  }
  return at;
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

/** Streaming events: message_start, content_block_start/delta/stop, message_delta, message_stop, ping, error. */
export function createAnthropicChunkMapper(body?: ChatRequestBody): (event: SseEvent) => StreamDelta[] | 'done' {
  const mapEvent = createEventMapper(jsonMode(body));
  const stops = gatewayStops(body);
  if (stops.length === 0) return mapEvent;
  // Text that could be the beginning of a stop sequence is held back until the next text shows whether it is.
  const holdBack = Math.max(...stops.map((s) => s.length)) - 1;
  let pending = '';
  let stopped = false;
  const text = (t: string): StreamDelta[] => {
    const buf = pending + t;
    const at = firstStopAt(buf, stops);
    if (at !== -1) {
      stopped = true;
      pending = '';
      return [...(at > 0 ? [{ kind: 'text' as const, text: buf.slice(0, at) }] : []), { kind: 'finish', reason: 'stop', cut: true }];
    }
    let split = buf.length - holdBack;
    // Keep a surrogate pair together.
    if (split > 0 && split < buf.length && (buf.charCodeAt(split) & 0xfc00) === 0xdc00) split--;
    if (split <= 0) { pending = buf; return []; }
    pending = buf.slice(split);
    return [{ kind: 'text', text: buf.slice(0, split) }];
  };
  return (event) => {
    if (stopped) return [];
    const mapped = mapEvent(event);
    if (mapped === 'done') return mapped;
    const out: StreamDelta[] = [];
    // Any other event (content_block_stop at the latest) ends the text that was held back.
    if (pending && !mapped.some((d) => d.kind === 'text')) { out.push({ kind: 'text', text: pending }); pending = ''; }
    for (const d of mapped) {
      if (d.kind === 'text') {
        out.push(...text(d.text));
        if (stopped) return out;
      } else {
        if (pending) { out.push({ kind: 'text', text: pending }); pending = ''; }
        out.push(d);
      }
    }
    return out;
  };
}

/** `asJson`: JSON mode (see JSON_TOOL): the forced tool call's input streams as the answer's text. */
function createEventMapper(asJson: boolean): (event: SseEvent) => StreamDelta[] | 'done' {
  const toolIndexOfBlock = new Map<number, number>();
  let jsonBlock: number | null = null;
  let jsonStreamed = false;
  const toolBlocksWithArguments = new Set<number>();
  let toolCount = 0;
  // Usage so far: later events may repeat fields as null, which must not erase what an earlier event reported.
  const known: { input?: number; creation?: number; read?: number } = {};
  const usageUpdate = (u: any, withOutput: boolean): StreamDelta[] => {
    if (typeof u?.input_tokens === 'number') known.input = u.input_tokens;
    if (typeof u?.cache_creation_input_tokens === 'number') known.creation = u.cache_creation_input_tokens;
    if (typeof u?.cache_read_input_tokens === 'number') known.read = u.cache_read_input_tokens;
    const usage: Partial<ProviderUsage> = {};
    if (known.input !== undefined) {
      usage.promptTokens = known.input + (known.creation ?? 0) + (known.read ?? 0);
      usage.cacheCreationTokens = known.creation ?? null;
      usage.cacheReadTokens = known.read ?? null;
    }
    if (withOutput && typeof u?.output_tokens === 'number') usage.completionTokens = u.output_tokens;
    return Object.keys(usage).length > 0 ? [{ kind: 'usage', usage }] : [];
  };
  return (event) => {
    let json: any;
    try { json = JSON.parse(event.data); } catch {
      throw errors.unavailable('The upstream provider sent a malformed stream event. Retry later.', 1000, 'upstream_malformed');
    }
    switch (json?.type ?? event.event) {
      case 'message_start':
        // Its output_tokens is a provisional count; a stream cut before message_delta is counted by the gateway.
        return usageUpdate(json.message?.usage, false);
      case 'content_block_start': {
        const block = json.content_block;
        if (asJson) {
          if (block?.type === 'tool_use' && block.name === JSON_TOOL) jsonBlock = json.index;
          return [];
        }
        if (block?.type === 'tool_use') {
          const index = toolCount++;
          toolIndexOfBlock.set(json.index, index);
          return [{ kind: 'tool_call', index, id: String(block.id), name: String(block.name), arguments: '' }];
        }
        if (block?.type === 'text' && block.text) return [{ kind: 'text', text: block.text }];
        return [];
      }
      case 'content_block_delta': {
        const d = json.delta;
        if (asJson) {
          if (json.index !== jsonBlock || d?.type !== 'input_json_delta' || !d.partial_json) return [];
          jsonStreamed = true;
          return [{ kind: 'text', text: String(d.partial_json) }];
        }
        if (d?.type === 'text_delta') return d.text ? [{ kind: 'text', text: d.text }] : [];
        if (d?.type === 'input_json_delta') {
          const index = toolIndexOfBlock.get(json.index);
          const partial = String(d.partial_json ?? '');
          if (index === undefined || partial === '') return [];
          toolBlocksWithArguments.add(json.index);
          return [{ kind: 'tool_call', index, arguments: partial }];
        }
        return [];
      }
      case 'content_block_stop': {
        if (asJson) return json.index === jsonBlock && !jsonStreamed ? [{ kind: 'text', text: '{}' }] : [];
        // A tool without input streams no JSON at all; OpenAI clients JSON.parse the arguments, so send "{}".
        const index = toolIndexOfBlock.get(json.index);
        return index !== undefined && !toolBlocksWithArguments.has(json.index) ? [{ kind: 'tool_call', index, arguments: '{}' }] : [];
      }
      case 'message_delta': {
        const out: StreamDelta[] = usageUpdate(json.usage, true);
        const stop = json.delta?.stop_reason;
        if (stop) out.push({ kind: 'finish', reason: asJson && stop === 'tool_use' ? 'stop' : mapStopReason(stop) });
        return out;
      }
      case 'message_stop':
        return 'done';
      case 'error':
        throw errors.unavailable(`The upstream provider failed mid-stream: ${json.error?.message ?? 'unknown error'}`, 1000, 'upstream_stream_error');
      default:
        return []; // ping, future event types
    }
  };
}

export function anthropicErrorMessage(json: any): string | null {
  const m = json?.error?.message;
  return typeof m === 'string' ? m : null;
}
