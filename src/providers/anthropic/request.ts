/**
 * OpenAI chat request -> Anthropic Messages request (https://docs.anthropic.com/en/api/messages):
 * - system messages become the top-level `system` blocks; `tool` messages become `tool_result` blocks in a user turn;
 *   assistant `tool_calls` become `tool_use` blocks; consecutive same-role turns are merged (Anthropic alternates).
 * - image_url parts become image blocks (base64 for data: URLs, url otherwise).
 * - temperature: Anthropic accepts 0..1, OpenAI 0..2; values above 1 are sent as 1.
 * - `cache_control` on a message or content part is passed through (that is how a client opts in to caching); on a
 *   message it marks the message's last block, a tool result or tool call included.
 * - Shapes OpenAI accepts and Anthropic refuses with a 400 are mended: blank text blocks are left out, the final
 *   assistant turn (a prefill) loses its trailing whitespace, whitespace-only stop sequences are dropped (and applied
 *   to the answer instead: gatewayStops.ts), tool call ids (from another provider's conversation) keep only letters,
 *   digits, `_` and `-`, and `top_p: 1` (no effect) is not sent next to `temperature`, which newer models refuse.
 * - JSON mode is a forced tool (jsonTool.ts).
 */
import type { ChatMessage, ChatRequestBody, UpstreamTarget } from '../types';
import { errors } from '../../errors';
import { stopSequencesOf } from '../stops';
import { isBlank } from './gatewayStops';
import { JSON_TOOL, jsonResponseTool } from './jsonTool';

type Block = Record<string, unknown>;
interface AnthropicMessage { role: 'user' | 'assistant'; content: Block[] }

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
