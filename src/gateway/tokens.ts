/**
 * Token counting with a real BPE tokenizer (gpt-tokenizer, o200k_base: the encoding of OpenAI's current chat models),
 * used for the pre-call estimate and wherever an upstream reports no usage. For non-OpenAI model families it is an
 * approximation (their tokenizers differ), which is why upstream-reported usage always wins.
 * Chat framing follows OpenAI's published counting recipe (openai-cookbook "How to count tokens with tiktoken"):
 * 3 tokens per message, 1 more when a name is given, 3 to prime the reply.
 */
import { countTokens, decode, encode } from 'gpt-tokenizer';
import type { ChatMessage, ToolCall } from '../providers/types';

const TOKENS_PER_MESSAGE = 3;
const TOKENS_PER_NAME = 1;
const REPLY_PRIMING_TOKENS = 3;
/** OpenAI's vision pricing: a low-detail image is 85 tokens; 765 is a 1024x1024 image at high detail (85 + 4 x 170). */
const IMAGE_TOKENS_LOW = 85;
const IMAGE_TOKENS_DEFAULT = 765;

export function countTextTokens(text: string): number {
  return text === '' ? 0 : countTokens(text);
}

function contentTokens(content: unknown): number {
  if (typeof content === 'string') return countTextTokens(content);
  if (!Array.isArray(content)) return 0;
  let n = 0;
  for (const part of content as any[]) {
    if (part?.type === 'text') n += countTextTokens(String(part.text ?? ''));
    else if (part?.type === 'image_url') n += part.image_url?.detail === 'low' ? IMAGE_TOKENS_LOW : IMAGE_TOKENS_DEFAULT;
  }
  return n;
}

export function countMessageTokens(m: ChatMessage): number {
  const msg = m as any;
  let n = TOKENS_PER_MESSAGE + countTextTokens(msg.role) + contentTokens(msg.content);
  if (msg.name) n += TOKENS_PER_NAME + countTextTokens(msg.name);
  for (const call of msg.tool_calls ?? []) n += countTextTokens(call.function.name) + countTextTokens(call.function.arguments);
  if (msg.tool_call_id) n += countTextTokens(msg.tool_call_id);
  return n;
}

/** Prompt tokens of a request: messages, reply priming, and the tool definitions (sent to the model as text). */
export function countPromptTokens(messages: ChatMessage[], tools?: unknown[] | null): number {
  let n = REPLY_PRIMING_TOKENS;
  for (const m of messages) n += countMessageTokens(m);
  if (tools && tools.length > 0) n += countTextTokens(JSON.stringify(tools));
  return n;
}

export function countCompletionTokens(content: string | null, toolCalls: ToolCall[] | null): number {
  let n = content ? countTextTokens(content) : 0;
  for (const call of toolCalls ?? []) n += countTextTokens(call.function.name) + countTextTokens(call.function.arguments);
  return n;
}

/** The first `maxTokens` tokens of a text, and whether it was cut. */
export function truncateToTokens(text: string, maxTokens: number): { text: string; truncated: boolean } {
  const tokens = encode(text);
  if (tokens.length <= maxTokens) return { text, truncated: false };
  return { text: decode(tokens.slice(0, maxTokens)), truncated: true };
}

/** Splits a text into pieces of about `tokensPerPiece` tokens (for streaming a locally generated answer). */
export function splitByTokens(text: string, tokensPerPiece: number): string[] {
  const tokens = encode(text);
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += tokensPerPiece) pieces.push(decode(tokens.slice(i, i + tokensPerPiece)));
  return pieces;
}
