/**
 * The per-key limiter: requests and tokens per window (spec section 8), with the x-ratelimit-* headers of
 * docs/architecture.md section 2 and honest Retry-After values on 429.
 *
 * Windows are fixed: a key's window opens with its first request and lasts RATE_LIMIT_WINDOW_MS (60 s in production).
 * A request is let through when its own increment leaves the count at or under the limit; as increments are atomic
 * statements (a batch of them per statement: its items take consecutive positions, batch.ts), exactly `limit`
 * requests of a window get through however many processes answer. When a window
 * is full, Retry-After is the time until it ends: a new window then starts empty, so a client that waits that long
 * gets through (unless other requests of the same key use the new window first).
 */
import { ApiError, errors } from '../errors';
import type { KeyLimits } from './plans';
import { NO_WINDOW, type KeyWindows, type WindowState } from './store';

export interface LimitSnapshot { limits: KeyLimits; requests: WindowState; tokens: WindowState }

const resetSeconds = (ms: number) => String(Math.ceil(ms) / 1000);

/** Headers for every authenticated response; reset values in seconds (millisecond precision), each passed to `set`. */
export function writeRateLimitHeaders(s: LimitSnapshot, set: (name: string, value: string) => void): void {
  const { requestsPerWindow, tokensPerWindow } = s.limits;
  set('x-ratelimit-limit-requests', String(requestsPerWindow));
  set('x-ratelimit-remaining-requests', String(Math.max(0, requestsPerWindow - s.requests.consumed)));
  set('x-ratelimit-reset-requests', resetSeconds(s.requests.msBeforeReset));
  set('x-ratelimit-limit-tokens', String(tokensPerWindow));
  writeTokenWindowHeaders(s, set);
}

/** The two headers of the token window alone (a reservation changes only those: the limits and requests stay). */
export function writeTokenWindowHeaders(s: LimitSnapshot, set: (name: string, value: string) => void): void {
  set('x-ratelimit-remaining-tokens', String(Math.max(0, s.limits.tokensPerWindow - s.tokens.consumed)));
  set('x-ratelimit-reset-tokens', resetSeconds(s.tokens.msBeforeReset));
}

/** The same headers as a record (for error answers, which carry their headers with them). */
export function rateLimitHeaders(s: LimitSnapshot): Record<string, string> {
  const headers: Record<string, string> = {};
  writeRateLimitHeaders(s, (name, value) => { headers[name] = value; });
  return headers;
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
  constructor(private readonly windows: KeyWindows) {}

  /** Current windows without counting anything (for responses refused before the limiter, e.g. 403). */
  async peek(keyId: string, limits: KeyLimits): Promise<LimitSnapshot> {
    return { limits, ...(await this.windows.peek(keyId)) };
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
    const counted = await this.windows.count({ key: keyId, requests: 1, tokens: estimatedTokens, limits });
    const snapshot: LimitSnapshot = { limits, requests: counted.requests ?? NO_WINDOW, tokens: counted.tokens };
    if (counted.outcome === 'requests') {
      // Would its tokens have fitted? (Retry-After covers every window the request does not fit in.)
      const tokensFit = counted.tokens.consumed + estimatedTokens <= limits.tokensPerWindow;
      throw withHeaders(errors.rateLimited(
        `Rate limit reached: ${limits.requestsPerWindow} requests per minute for this key. Retry after the time in Retry-After.`,
        retryAfterMs(snapshot, false, tokensFit), 'requests',
      ), snapshot);
    }
    if (counted.outcome === 'tokens') {
      throw withHeaders(errors.rateLimited(
        `Rate limit reached: ${limits.tokensPerWindow} tokens per minute for this key; this request needs up to ${estimatedTokens}. Retry after the time in Retry-After.`,
        retryAfterMs(snapshot, true, false), 'tokens',
      ), snapshot);
    }
    return { snapshot, reservedTokens: estimatedTokens };
  }

  /**
   * Reserves more tokens for an admitted request (handlers whose input the pipeline cannot estimate, the gateway's
   * finer estimate). `request` is what the request holds already: its whole reservation beyond the key's limit is a
   * 400 (no wait would help), and a refusal gives back the request counted at admission, as admit's refusals do.
   */
  async reserveMore(
    keyId: string, limits: KeyLimits, extraTokens: number, request: { reservedTokens: number; requestsWindowEndsAtMs: number },
  ): Promise<WindowState> {
    const total = request.reservedTokens + extraTokens;
    if (total > limits.tokensPerWindow) {
      const before = await this.windows.peek(keyId);
      throw withHeaders(errors.invalidRequest(
        `This request may use about ${total} tokens (prompt plus the output cap), more than this key's limit of ${limits.tokensPerWindow} tokens per minute. Lower max_tokens or shorten the prompt.`,
        'max_tokens', 'tokens_exceed_limit',
      ), { limits, requests: this.giveBackRequest(keyId, request.requestsWindowEndsAtMs, before.requests), tokens: before.tokens });
    }
    const counted = await this.windows.count({ key: keyId, requests: 0, tokens: extraTokens, limits });
    if (counted.outcome !== 'admitted') {
      const before = counted.requests ?? (await this.windows.peek(keyId)).requests;
      const requests = this.giveBackRequest(keyId, request.requestsWindowEndsAtMs, before);
      const snapshot = { limits, requests, tokens: counted.tokens };
      throw withHeaders(errors.rateLimited(
        `Rate limit reached: ${limits.tokensPerWindow} tokens per minute for this key. Retry after the time in Retry-After.`,
        retryAfterMs(snapshot, true, false), 'tokens',
      ), snapshot);
    }
    return counted.tokens;
  }

  /** Gives back a refused request's count; returns the request window as its answer's headers should show it. */
  private giveBackRequest(keyId: string, windowEndsAtMs: number, before: WindowState): WindowState {
    this.windows.correct(keyId, 'requests', windowEndsAtMs, -1);
    return { ...before, consumed: Math.max(0, before.consumed - 1) };
  }

  /**
   * Adds `delta` tokens (negative: gives tokens back) to the key's token window that ends at `windowEndsAtMs`, if it
   * is still the current one. Fire-and-forget: see KeyWindows.correct.
   */
  correctTokens(keyId: string, windowEndsAtMs: number, delta: number): void {
    this.windows.correct(keyId, 'tokens', windowEndsAtMs, delta);
  }
}
