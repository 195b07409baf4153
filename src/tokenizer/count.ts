/**
 * Token counting with a real BPE tokenizer (gpt-tokenizer, o200k_base: the encoding of OpenAI's current chat models),
 * used for the pre-call estimate and wherever an upstream reports no usage. For non-OpenAI model families it is an
 * approximation (their tokenizers differ), which is why upstream-reported usage always wins.
 * Chat framing follows OpenAI's published counting recipe (openai-cookbook "How to count tokens with tiktoken"):
 * 3 tokens per message, 1 more when a name is given, 3 to prime the reply.
 */
import { countTokens, decode, encode, isWithinTokenLimit } from 'gpt-tokenizer';
import type { ChatMessage, ToolCall } from '../providers/types';

const TOKENS_PER_MESSAGE = 3;
const TOKENS_PER_NAME = 1;
const REPLY_PRIMING_TOKENS = 3;
/** OpenAI's vision pricing: a low-detail image is 85 tokens; 765 is a 1024x1024 image at high detail (85 + 4 x 170). */
const IMAGE_TOKENS_LOW = 85;
const IMAGE_TOKENS_DEFAULT = 765;

/**
 * User text is counted as text: a literal "<|endoftext|>" in a message is ordinary characters, not a special token
 * (the tokenizer would otherwise throw on it).
 */
const AS_TEXT = { disallowedSpecial: new Set<string>() };

// Exact counts of recent texts. Chat requests resend the same texts again and again (system prompts, roles, every
// earlier turn of a conversation), and the pre-call estimate of the rate limiter and the gateway's own count read the
// same texts: a lookup costs far less than BPE. Only short texts, and only full counts, are kept, so a cached answer
// is always the one the tokenizer would give. First in, first out.
const CACHE_ENTRIES = 1024;
const CACHE_MAX_CHARS = 4096;
const counted = new Map<string, number>();

/**
 * BPE merging is quadratic in the length of one pre-token (a run of letters, of CJK characters, of punctuation), so
 * one 100 KB "word" took seconds of the event loop and a 1 MB one minutes. Runs without whitespace longer than this
 * are counted in slices of this length: linear time, and a slight over-count at the cuts (no merge crosses a cut).
 */
const LONG_RUN = 64;

function isSpace(c: number): boolean {
  return c <= 0x20 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029
    || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function hasLongRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) run = 0;
    else if (++run > LONG_RUN) return true;
  }
  return false;
}

/** The text cut where a run without whitespace passes LONG_RUN characters (never inside a surrogate pair). */
function slicesOf(text: string): string[] {
  const pieces: string[] = [];
  let pieceStart = 0;
  let runStart = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) { runStart = i + 1; continue; }
    if (i - runStart < LONG_RUN) continue;
    let cut = i;
    const before = text.charCodeAt(cut - 1);
    if (before >= 0xd800 && before <= 0xdbff) cut -= 1;
    pieces.push(text.slice(pieceStart, cut));
    pieceStart = cut;
    runStart = cut;
  }
  if (pieceStart < text.length) pieces.push(text.slice(pieceStart));
  return pieces;
}

/** Tokens of a text; with a limit, counting stops past it (returns limit + 1), so huge inputs cost little. */
export function countTextTokens(text: string, limit = Infinity): number {
  if (text === '') return 0;
  if (limit < 0) return 0;
  const known = counted.get(text);
  if (known !== undefined) return known <= limit ? known : limit + 1;
  if (text.length > LONG_RUN && hasLongRun(text)) {
    let n = 0;
    for (const piece of slicesOf(text)) {
      n += countTextTokens(piece, limit - n);
      if (n > limit) return limit + 1;
    }
    return n;
  }
  let tokens: number;
  if (limit === Infinity) {
    tokens = countTokens(text, AS_TEXT);
  } else {
    const within = isWithinTokenLimit(text, limit, AS_TEXT);
    if (within === false) return limit + 1;
    tokens = within;
  }
  if (text.length <= CACHE_MAX_CHARS) {
    if (counted.size >= CACHE_ENTRIES) counted.delete(counted.keys().next().value!);
    counted.set(text, tokens);
  }
  return tokens;
}

function contentTokens(content: unknown, limit: number): number {
  if (typeof content === 'string') return countTextTokens(content, limit);
  if (!Array.isArray(content)) return 0;
  let n = 0;
  for (const part of content as any[]) {
    if (n > limit) break;
    if (part?.type === 'text') n += countTextTokens(String(part.text ?? ''), limit - n);
    else if (part?.type === 'refusal') n += countTextTokens(String(part.refusal ?? ''), limit - n);
    else if (part?.type === 'image_url') n += part.image_url?.detail === 'low' ? IMAGE_TOKENS_LOW : IMAGE_TOKENS_DEFAULT;
  }
  return n;
}

export function countMessageTokens(m: ChatMessage, limit = Infinity): number {
  const msg = m as any;
  let n = TOKENS_PER_MESSAGE + countTextTokens(msg.role);
  n += contentTokens(msg.content, limit - n);
  if (typeof msg.refusal === 'string') n += countTextTokens(msg.refusal, limit - n);
  if (msg.name) n += TOKENS_PER_NAME + countTextTokens(msg.name, limit - n);
  if (msg.function_call) n += countTextTokens(String(msg.function_call.name ?? ''), limit - n) + countTextTokens(String(msg.function_call.arguments ?? ''), limit - n);
  for (const call of msg.tool_calls ?? []) {
    n += countTextTokens(call.function.name, limit - n);
    n += countTextTokens(call.function.arguments, limit - n);
  }
  if (msg.tool_call_id) n += countTextTokens(msg.tool_call_id, limit - n);
  return n;
}

/**
 * Prompt tokens of a request: messages, reply priming, and the tool definitions (sent to the model as text).
 * With a limit (the context window) counting stops once it is passed: the result is then only known to exceed it.
 */
export function countPromptTokens(messages: ChatMessage[], tools?: unknown[] | null, limit = Infinity): number {
  let n = REPLY_PRIMING_TOKENS;
  for (const m of messages) {
    if (n > limit) return n;
    n += countMessageTokens(m, limit - n);
  }
  if (tools && tools.length > 0 && n <= limit) n += countTextTokens(JSON.stringify(tools), limit - n);
  return n;
}

export function countCompletionTokens(content: string | null, toolCalls: ToolCall[] | null): number {
  let n = content ? countTextTokens(content) : 0;
  for (const call of toolCalls ?? []) n += countTextTokens(call.function.name) + countTextTokens(call.function.arguments);
  return n;
}

/** The first `maxTokens` tokens of a text, and whether it was cut. */
export function truncateToTokens(text: string, maxTokens: number): { text: string; truncated: boolean } {
  const tokens = encode(text, AS_TEXT);
  if (tokens.length <= maxTokens) return { text, truncated: false };
  return { text: decode(tokens.slice(0, maxTokens)), truncated: true };
}

/** Splits a text into pieces of about `tokensPerPiece` tokens (for streaming a locally generated answer). */
export function splitByTokens(text: string, tokensPerPiece: number): string[] {
  const tokens = encode(text, AS_TEXT);
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += tokensPerPiece) pieces.push(decode(tokens.slice(i, i + tokensPerPiece)));
  return pieces;
}
