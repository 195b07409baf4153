/**
 * Token estimates for the tokens-per-minute limit (spec section 8). Before a call we reserve the prompt's tokens,
 * counted with a real BPE tokenizer (gpt-tokenizer, o200k_base), plus the most the reply may use: max_tokens (or
 * max_completion_tokens) times n, or the model default. After the call the handler corrects the reservation with
 * the usage it really reports. Pure: no HTTP, no database.
 */
// The counter caches exact counts of recent short texts; the gateway's own count of the same prompt reuses them.
import { countTextTokens } from '../tokenizer/count';

/** Reply budget when the request sets no max_tokens: the model's context window left after the prompt, at most this. */
export const DEFAULT_MAX_OUTPUT_TOKENS = 4096;
// OpenAI's published accounting for chat prompts: 3 tokens of framing per message, 3 to prime the reply
// (openai-cookbook, "How to count tokens with tiktoken").
const TOKENS_PER_MESSAGE = 3;
const TOKENS_REPLY_PRIMING = 3;

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    // Content parts: count the text parts; other parts (images, audio) are priced by the provider, not estimated here.
    return content
      .map((part) => (part && typeof part === 'object' && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : ''))
      .filter((text) => text !== '')
      .join('\n');
  }
  return '';
}

/** Prompt tokens of a chat `messages` array; past `cap` it stops counting and returns more than `cap`. */
export function promptTokens(messages: readonly unknown[], cap = Infinity): number {
  let total = TOKENS_REPLY_PRIMING;
  for (const m of messages) {
    if (total > cap) return total;
    if (!m || typeof m !== 'object') continue;
    const msg = m as { role?: unknown; content?: unknown; name?: unknown };
    total += TOKENS_PER_MESSAGE;
    for (const text of [typeof msg.role === 'string' ? msg.role : '', textOf(msg.content), typeof msg.name === 'string' ? msg.name : '']) {
      if (text) total += countTextTokens(text, cap === Infinity ? Infinity : Math.max(0, cap - total));
    }
  }
  return total;
}

const positiveInt = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/**
 * Tokens to reserve for a request body with `messages`, or 0 when the body has none (the operation is then counted
 * against the request limit only, unless its handler reserves tokens itself). Counting stops once the prompt alone
 * exceeds `capTokens` (the key's token limit: such a request is refused whatever its exact size).
 */
export function estimateRequestTokens(body: unknown, contextWindowOf: (model: string) => number | null, capTokens = Infinity): number {
  if (!body || typeof body !== 'object') return 0;
  const b = body as { messages?: unknown; max_tokens?: unknown; max_completion_tokens?: unknown; n?: unknown; model?: unknown };
  if (!Array.isArray(b.messages)) return 0;
  const window = typeof b.model === 'string' ? contextWindowOf(b.model) : null;
  // A prompt beyond the model's window is refused whatever its size: counting further would only cost CPU (the
  // tokenizer takes about a second per megabyte of text it has not seen before).
  const countCap = window === null ? capTokens : Math.min(capTokens, window);
  const prompt = promptTokens(b.messages, countCap);
  if (prompt > countCap) return prompt;
  const choices = positiveInt(b.n) ?? 1;
  let reply = positiveInt(b.max_completion_tokens) ?? positiveInt(b.max_tokens);
  if (reply === null) {
    reply = window === null ? DEFAULT_MAX_OUTPUT_TOKENS : Math.max(1, Math.min(DEFAULT_MAX_OUTPUT_TOKENS, window - prompt));
  }
  return prompt + reply * choices;
}

/**
 * What to add to a window when a reservation of `reservedTokens` turns out to have used `actualTokens`. Zero when the
 * window the reservation was made in has already ended: that window is gone, and adding a negative amount to the next
 * one would hand out tokens nobody returned.
 */
export function tokenCorrection(reservedTokens: number, actualTokens: number, windowEndsAtMs: number, nowMs: number): number {
  if (nowMs >= windowEndsAtMs) return 0;
  return Math.max(0, Math.round(actualTokens)) - reservedTokens;
}
