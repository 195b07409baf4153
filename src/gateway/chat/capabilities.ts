/**
 * Request checks the JSON schema cannot express: the model must have every capability the request needs (issue:
 * "400 naming the capability"), and the parameters must agree with each other and with the context window.
 */
import { errors } from '../../errors';
import type { Capability, ModelEntry } from '../../models/registry';
import type { ChatRequestBody } from '../../providers/types';
import type { TokenEstimate } from './usage';
import { countPromptTokens, countTextTokens } from '../../tokenizer/count';

function lacks(model: ModelEntry, capability: Capability, what: string, param: string) {
  return errors.invalidRequest(
    `Model ${model.id} does not support ${what} (capability "${capability}" is false in GET /v1/models).`,
    param, 'capability_not_supported',
  );
}

function imagePartCount(body: ChatRequestBody): number {
  let n = 0;
  for (const m of body.messages) {
    if (Array.isArray(m.content)) for (const p of m.content as Array<{ type: string }>) if (p.type === 'image_url') n++;
  }
  return n;
}

function usesToolHistory(body: ChatRequestBody): boolean {
  return body.messages.some((m) => m.role === 'tool' || m.role === 'function'
    || (m.role === 'assistant' && ((m.tool_calls?.length ?? 0) > 0 || m.function_call != null)));
}

/** Throws 400 for the first capability the request needs and the model lacks. */
export function checkCapabilities(model: ModelEntry, body: ChatRequestBody, dedicated: boolean): void {
  const caps = model.capabilities;
  if (!caps.has('chat')) throw lacks(model, 'chat', 'chat completions', 'model');
  if (body.stream === true && !caps.has('streaming')) throw lacks(model, 'streaming', 'streaming', 'stream');
  if (!caps.has('function_calling')) {
    if ((body.tools?.length ?? 0) > 0) throw lacks(model, 'function_calling', 'function calling (tools)', 'tools');
    if ((body.functions?.length ?? 0) > 0) throw lacks(model, 'function_calling', 'function calling (functions)', 'functions');
    if (usesToolHistory(body)) throw lacks(model, 'function_calling', 'tool calls in the conversation', 'messages');
  }
  if (!caps.has('vision') && imagePartCount(body) > 0) throw lacks(model, 'vision', 'image input (image_url content parts)', 'messages');
  if (dedicated && !caps.has('dedicated')) throw lacks(model, 'dedicated', 'dedicated endpoints', 'model');
}

/**
 * OpenAI fields the contract names but Graha does not offer, and why: each would make the upstream do work (or keep
 * data) that Graha's price list and answer shape do not cover, so passing it through would bill a call wrongly or
 * drop what the caller paid for.
 */
export function checkOffered(body: ChatRequestBody): void {
  if (body.store === true) {
    throw errors.invalidRequest('store: true is not offered: Graha keeps no completions for later retrieval. Omit store or set it to false.', 'store', 'unsupported_parameter');
  }
  if (body.service_tier != null && body.service_tier !== 'auto' && body.service_tier !== 'default') {
    throw errors.invalidRequest(`service_tier "${body.service_tier}" is not offered: every call is served and billed at one tier. Omit service_tier or send "auto".`, 'service_tier', 'unsupported_parameter');
  }
  const modality = body.modalities?.find((m) => m !== 'text');
  if (modality !== undefined) {
    throw errors.invalidRequest(`modalities "${modality}" is not offered: chat answers are text (speech is POST /v1/audio/speech).`, 'modalities', 'unsupported_parameter');
  }
  for (const [field, what] of [
    ['audio', 'audio output is not offered in chat completions (speech is POST /v1/audio/speech)'],
    ['prediction', 'predicted outputs are not offered (a rejected prediction is billed as output that cannot be reserved in advance)'],
    ['web_search_options', 'web search is not offered (its cost is not in the price list)'],
  ] as const) {
    if (body[field] != null) throw errors.invalidRequest(`${field}: ${what}.`, field, 'unsupported_parameter');
  }
}

/** Parameter combinations OpenAI also refuses. */
export function checkParameters(body: ChatRequestBody): void {
  if (body.stream_options != null && body.stream !== true) {
    throw errors.invalidRequest('stream_options is only allowed when stream is true.', 'stream_options');
  }
  if (body.tool_choice !== undefined && !(body.tools?.length)) {
    throw errors.invalidRequest('tool_choice is only allowed when tools are given.', 'tool_choice');
  }
  if (body.parallel_tool_calls != null && !(body.tools?.length)) {
    throw errors.invalidRequest('parallel_tool_calls is only allowed when tools are given.', 'parallel_tool_calls');
  }
  if (body.function_call !== undefined && !(body.functions?.length)) {
    throw errors.invalidRequest('function_call is only allowed when functions are given.', 'function_call');
  }
  if (body.functions?.length && body.tools?.length) {
    throw errors.invalidRequest('Send tools or the legacy functions, not both.', 'functions');
  }
  if (body.function_call && typeof body.function_call === 'object') {
    const name = body.function_call.name;
    if (!body.functions?.some((f) => f.name === name)) {
      throw errors.invalidRequest(`function_call names function "${name}", which is not among the functions.`, 'function_call');
    }
  }
  if (body.tool_choice && typeof body.tool_choice === 'object') {
    const name = body.tool_choice.function.name;
    if (!body.tools?.some((t) => t.function.name === name)) {
      throw errors.invalidRequest(`tool_choice names function "${name}", which is not among the tools.`, 'tool_choice');
    }
  }
  const last = body.messages[body.messages.length - 1];
  if (last?.role === 'assistant' && ((last.tool_calls?.length ?? 0) > 0 || last.function_call != null)) {
    throw errors.invalidRequest('The last message asks for tool calls; send the tool results (role "tool") before asking for a completion.', 'messages');
  }
}

/** Counts the prompt and fixes the output cap; 400 when the two do not fit the context window. */
/** Output cap when neither the request nor the model's config gives one. */
export const DEFAULT_OUTPUT_TOKENS = 4096;

/** The tool definitions the model is given: `tools`, else the legacy `functions` (an empty `tools` is none). */
export function toolDefinitionsOf(body: ChatRequestBody): unknown[] | null {
  if (body.tools?.length) return body.tools;
  return body.functions?.length ? body.functions : null;
}

export function estimateTokens(model: ModelEntry, body: ChatRequestBody): TokenEstimate {
  const window = model.contextWindow;
  // Bounded by the window: an oversized prompt is refused after counting about `window` tokens, not all of it.
  const promptTokens = countPromptTokens(body.messages, toolDefinitionsOf(body), window ?? Infinity);
  const asked = body.max_completion_tokens ?? body.max_tokens ?? null;
  if (window !== null && promptTokens >= window) {
    throw errors.invalidRequest(
      `This model's maximum context length is ${window} tokens; the messages exceed it.`,
      'messages', 'context_length_exceeded',
    );
  }
  if (asked !== null && window !== null && promptTokens + asked > window) {
    throw errors.invalidRequest(
      `This model's maximum context length is ${window} tokens; about ${promptTokens} in the messages plus ${asked} requested for the completion exceed it.`,
      body.max_completion_tokens != null ? 'max_completion_tokens' : 'max_tokens', 'context_length_exceeded',
    );
  }
  // Spec 4.1: max_tokens defaults to a model-specific value: the model's max_output_tokens (models.yaml), else
  // DEFAULT_OUTPUT_TOKENS, within what the context window leaves. runChat sends this cap upstream, so the estimate
  // that token limits and the wallet reserve is a true upper bound.
  // The room left uses the prompt as the upstream may count it (with the margin), so a default cap near the end of the
  // window is not refused by an upstream whose tokenizer counts more.
  const reserve = reservePromptTokens(promptTokens, body);
  const room = window !== null ? Math.max(1, window - Math.max(promptTokens, reserve)) : Infinity;
  const maxCompletionTokens = asked ?? Math.min(model.maxOutputTokens ?? DEFAULT_OUTPUT_TOKENS, room);
  return { promptTokens, maxCompletionTokens, maxTotalTokens: promptTokens + maxCompletionTokens, reservePromptTokens: reserve };
}

/**
 * Margins of the reservation over our own count (o200k): other models' tokenizers count up to about a fifth more for
 * the same text; Anthropic adds a tool-use system prompt of about 350 tokens when tools are given; an image costs an
 * upstream up to about 1,600 tokens where we count 765.
 */
const TOKENIZER_MARGIN = { num: 5, den: 4 };
const TOOL_FRAMING_TOKENS = 512;
/**
 * Chat-template framing an upstream counts and our tokenizer does not see in full (Llama 3.1 wraps each turn in
 * header tokens, about 30 on a short prompt): without it a tiny prompt would overrun the 25 % margin on every call.
 */
const TEMPLATE_FRAMING_TOKENS = 64;
const IMAGE_MARGIN_TOKENS = 1024;

function reservePromptTokens(promptTokens: number, body: ChatRequestBody): number {
  let n = Math.ceil((promptTokens * TOKENIZER_MARGIN.num) / TOKENIZER_MARGIN.den) + TEMPLATE_FRAMING_TOKENS;
  if ((body.tools?.length ?? 0) > 0 || (body.functions?.length ?? 0) > 0) n += TOOL_FRAMING_TOKENS;
  // A JSON schema answer: upstreams read the schema as prompt (Anthropic as a tool definition).
  const format = body.response_format;
  if (format?.type === 'json_schema' || format?.type === 'json_object') {
    n += TOOL_FRAMING_TOKENS + (format.type === 'json_schema' ? countTextTokens(JSON.stringify(format.json_schema.schema ?? {}), 1_000_000) : 0);
  }
  return n + imagePartCount(body) * IMAGE_MARGIN_TOKENS;
}
