/**
 * The per-key limiter: requests and tokens per window (spec section 8), with the x-ratelimit-* headers of
 * architecture.md section 2 and honest Retry-After values on 429.
 *
 * Windows are fixed: a key's window opens with its first request and lasts RATE_LIMIT_WINDOW_MS (60 s in production).
 * A request is let through when its own increment leaves the count at or under the limit; as the increment is one
 * atomic statement, exactly `limit` requests of a window get through however many processes answer. When a window
 * is full, Retry-After is the time until it ends: a new window then starts empty, so a client that waits that long
 * gets through (unless other requests of the same key use the new window first).
 */
import { ApiError, errors } from '../errors';
import type { KeyLimits } from './plans';
import type { KeyWindows, WindowState, WindowStore } from './store';

export interface LimitSnapshot { limits: KeyLimits; requests: WindowState; tokens: WindowState }

/** Headers for every authenticated response; reset values in seconds (millisecond precision). */
export function rateLimitHeaders(s: LimitSnapshot): Record<string, string> {
  const seconds = (ms: number) => String(Math.ceil(ms) / 1000);
  return {
    'x-ratelimit-limit-requests': String(s.limits.requestsPerWindow),
    'x-ratelimit-remaining-requests': String(Math.max(0, s.limits.requestsPerWindow - s.requests.consumed)),
    'x-ratelimit-reset-requests': seconds(s.requests.msBeforeReset),
    'x-ratelimit-limit-tokens': String(s.limits.tokensPerWindow),
    'x-ratelimit-remaining-tokens': String(Math.max(0, s.limits.tokensPerWindow - s.tokens.consumed)),
    'x-ratelimit-reset-tokens': seconds(s.tokens.msBeforeReset),
  };
}

/**
 * How long a refused request must wait: until every window it does not fit in has ended. Pure.
 * `requestsFit` / `tokensFit` say whether the request would fit in the current windows.
 */
export function retryAfterMs(s: LimitSnapshot, requestsFit: boolean, tokensFit: boolean): number {
  let wait = 0;
  if (!requestsFit) wait = Math.max(wait, s.requests.msBeforeReset);
  if (!tokensFit) wait = Math.max(wait, s.tokens.msBeforeReset);
  return Math.max(1, Math.ceil(wait));
}

function withHeaders(err: ApiError, s: LimitSnapshot): ApiError {
  Object.assign(err.headers, rateLimitHeaders(s));
  return err;
}

export interface Admission { snapshot: LimitSnapshot; reservedTokens: number }

export class KeyRateLimiter {
  private readonly requests: WindowStore;
  private readonly tokens: WindowStore;

  constructor(private readonly windows: KeyWindows) {
    this.requests = windows.requests;
    this.tokens = windows.tokens;
  }

  /** Current windows without counting anything (for responses refused before the limiter, e.g. 403). */
  async peek(keyId: string, limits: KeyLimits): Promise<LimitSnapshot> {
    const [requests, tokens] = await Promise.all([this.requests.peek(keyId), this.tokens.peek(keyId)]);
    return { limits, requests, tokens };
  }

  /**
   * Counts one request and reserves `estimatedTokens`, in one step. Throws 429 rate_limit_exceeded (code `requests`
   * or `tokens`) with Retry-After and the x-ratelimit-* headers, or 400 when the estimate alone exceeds the key's
   * token limit (no wait would help). A refused request gives back the tokens it took; one refused for tokens also
   * gives back its request.
   */
  async admit(keyId: string, limits: KeyLimits, estimatedTokens: number): Promise<Admission> {
    if (estimatedTokens > limits.tokensPerWindow) {
      const snapshot = await this.peek(keyId, limits);
      throw withHeaders(errors.invalidRequest(
        `This request may use more tokens (prompt plus max_tokens) than this key's limit of ${limits.tokensPerWindow} tokens per minute. Lower max_tokens or shorten the prompt.`,
        'max_tokens', 'tokens_exceed_limit',
      ), snapshot);
    }
    const [requests, tokens] = await this.windows.addBoth(keyId, 1, estimatedTokens);
    if (requests.consumed > limits.requestsPerWindow) {
      if (estimatedTokens > 0) await this.tokens.subtract(keyId, estimatedTokens);
      const snapshot = { limits, requests, tokens: { ...tokens, consumed: tokens.consumed - estimatedTokens } };
      const tokensFit = tokens.consumed <= limits.tokensPerWindow;
      throw withHeaders(errors.rateLimited(
        `Rate limit reached: ${limits.requestsPerWindow} requests per minute for this key. Retry after the time in Retry-After.`,
        retryAfterMs(snapshot, false, tokensFit), 'requests',
      ), snapshot);
    }
    if (tokens.consumed > limits.tokensPerWindow) {
      // Give back what this refused request took, so it neither blocks smaller requests nor counts as let through.
      await Promise.all([this.tokens.subtract(keyId, estimatedTokens), this.requests.subtract(keyId, 1)]);
      const snapshot = {
        limits,
        requests: { ...requests, consumed: requests.consumed - 1 },
        tokens: { ...tokens, consumed: tokens.consumed - estimatedTokens },
      };
      throw withHeaders(errors.rateLimited(
        `Rate limit reached: ${limits.tokensPerWindow} tokens per minute for this key; this request needs up to ${estimatedTokens}. Retry after the time in Retry-After.`,
        retryAfterMs(snapshot, true, false), 'tokens',
      ), snapshot);
    }
    return { snapshot: { limits, requests, tokens }, reservedTokens: estimatedTokens };
  }

  /** Reserves more tokens for an admitted request (handlers whose input the pipeline cannot estimate). */
  async reserveMore(keyId: string, limits: KeyLimits, extraTokens: number): Promise<WindowState> {
    if (extraTokens > limits.tokensPerWindow) {
      throw errors.invalidRequest(
        `This request needs about ${extraTokens} tokens, more than this key's limit of ${limits.tokensPerWindow} tokens per minute.`,
        null, 'tokens_exceed_limit',
      );
    }
    const tokens = await this.tokens.add(keyId, extraTokens);
    if (tokens.consumed > limits.tokensPerWindow) {
      await this.tokens.subtract(keyId, extraTokens);
      const requests = await this.requests.peek(keyId);
      const snapshot = { limits, requests, tokens: { ...tokens, consumed: tokens.consumed - extraTokens } };
      throw withHeaders(errors.rateLimited(
        `Rate limit reached: ${limits.tokensPerWindow} tokens per minute for this key. Retry after the time in Retry-After.`,
        retryAfterMs(snapshot, true, false), 'tokens',
      ), snapshot);
    }
    return tokens;
  }

  /** Adds `delta` tokens (negative: gives tokens back) to the key's current token window. */
  async adjustTokens(keyId: string, delta: number): Promise<WindowState> {
    if (delta < 0) return this.tokens.subtract(keyId, -delta);
    return this.tokens.add(keyId, delta);
  }
}
