/**
 * The limits step of the request path (architecture.md section 1: security handler -> rate limit -> ... -> handler),
 * called from postSecurityHandler in src/app.ts for every call authenticated with an API key:
 *   1. scope and plan checks (403 permission_denied), passed in by the app;
 *   2. deprecation: headers for deprecated operations and for a deprecated `model` in a JSON body (404 after sunset);
 *   3. the per-key limiter: one request, plus a token reservation for bodies with `messages` (prompt counted with a
 *      real tokenizer + max_tokens or the model default), 429 when a window is full;
 *   4. x-ratelimit-* headers on the response, whatever its status (403, 400, 429, handler errors included).
 *
 * Token accounting API for handlers (HandlerInput.limits, a TokenAccount):
 *   - limits.reservedTokens: what the pipeline reserved (0 for bodies without `messages`);
 *   - await limits.reserveTokens(n): reserve n more tokens (handlers whose input the pipeline cannot estimate, e.g.
 *     embeddings or agents); throws 429 rate_limit_exceeded (code `tokens`) when they do not fit;
 *   - await limits.correctTokens(actualTotal): replace the whole reservation by the real usage (usage.total_tokens)
 *     once known; call it once, also at the end of a stream (SseResult.onClose) and before throwing after partial
 *     work. If a handler never calls it, a success keeps the reservation and an error response (status >= 400) gives
 *     it all back.
 */
import type { Request, Response } from 'express';
import type { AppContext } from '../context';
import type { ModelRegistry } from '../models/registry';
import type { AuthContext } from '../auth/authenticate';
import { ApiError } from '../errors';
import { operationDeprecation, operationDeprecationHeaders, modelDeprecationHeaders } from '../deprecation/registry';
import { KeyRateLimiter, writeRateLimitHeaders, type LimitSnapshot } from './limiter';
import { limitsFor, type KeyLimits } from './plans';
import { createKeyWindows, type WindowState } from './store';
import { estimateRequestTokens, tokenCorrection } from './tokens';

export interface TokenAccount {
  readonly reservedTokens: number;
  reserveTokens(estimatedTokens: number): Promise<void>;
  correctTokens(actualTotalTokens: number): Promise<void>;
  /**
   * An error answer is about to be written: give the tokens back now, if nothing settled them, so the answer's
   * x-ratelimit-remaining-tokens already shows them free (the 'close' give-back would come after its headers).
   */
  giveBackBeforeError(): void;
}

export interface LimitsRuntime {
  limiter: KeyRateLimiter | null;
}

/** One limiter per process: memory windows with embedded PGlite (one process), the shared table with PostgreSQL. */
export function createLimits(ctx: AppContext): LimitsRuntime {
  if (!ctx.config.rateLimitsEnabled) return { limiter: null };
  const kind = ctx.config.databaseUrl ? 'postgres' : 'memory';
  const windowMs = ctx.config.rateLimitWindowMs;
  const onError = (err: unknown) => ctx.log.warn({ err }, 'could not write a rate-limit correction');
  return { limiter: new KeyRateLimiter(createKeyWindows(kind, windowMs, ctx.db, onError)) };
}

/** Where a request carries its token account: a property of the request itself (no module-level map to keep). */
const ACCOUNT = Symbol('graha.tokenAccount');
type WithAccount = Request & { [ACCOUNT]?: TokenAccount };

/** The token account of an admitted request (undefined when limits are off or the caller is not an API key). */
export function tokenAccountOf(req: Request): TokenAccount | undefined {
  return (req as WithAccount)[ACCOUNT];
}

function setHeaders(res: Response, headers: Record<string, string>) {
  if (res.headersSent) return;
  for (const name in headers) res.setHeader(name, headers[name]);
}

/** The x-ratelimit-* headers of a snapshot, straight onto the response (the hot path: no intermediate record). */
function setRateLimitHeaders(res: Response, s: LimitSnapshot) {
  if (!res.headersSent) writeRateLimitHeaders(s, (name, value) => res.setHeader(name, value));
}

class RequestTokenAccount implements TokenAccount {
  reservedTokens: number;
  corrected = false;
  /** The token window the reservation was made in: a correction changes that window only. */
  private readonly windowEndsAtMs: number;
  private tracked = false;
  /** The windows as this request last saw them (for its headers); a correction updates the token count. */
  private requests: WindowState;
  private tokens: WindowState;

  constructor(
    private readonly limiter: KeyRateLimiter, private readonly keyId: string, private readonly limits: KeyLimits,
    snapshot: LimitSnapshot, private readonly res: Response, reserved: number,
  ) {
    this.reservedTokens = reserved;
    this.windowEndsAtMs = snapshot.tokens.endsAtMs;
    this.requests = snapshot.requests;
    this.tokens = snapshot.tokens;
    if (reserved > 0) this.track();
  }

  giveBackBeforeError(): void {
    if (!this.corrected && this.reservedTokens > 0) void this.correctTokens(0);
  }

  async reserveTokens(estimatedTokens: number): Promise<void> {
    if (!(estimatedTokens > 0)) return;
    const tokens = await this.limiter.reserveMore(this.keyId, this.limits, Math.ceil(estimatedTokens), {
      reservedTokens: this.reservedTokens, requestsWindowEndsAtMs: this.requests.endsAtMs,
    });
    this.reservedTokens += Math.ceil(estimatedTokens);
    this.track();
    this.tokens = tokens;
    setRateLimitHeaders(this.res, { limits: this.limits, requests: this.requests, tokens });
  }

  /**
   * Written fire-and-forget (group-committed with the next counts on PostgreSQL): the caller does not wait for a
   * round trip, and this process counts nothing after it before it is written. The response's token headers show
   * the corrected reservation at once.
   */
  correctTokens(actualTotalTokens: number): Promise<void> {
    this.corrected = true;
    const delta = tokenCorrection(this.reservedTokens, actualTotalTokens, this.windowEndsAtMs, Date.now());
    this.reservedTokens = Math.max(0, Math.round(actualTotalTokens));
    if (delta === 0) return Promise.resolve();
    this.limiter.correctTokens(this.keyId, this.windowEndsAtMs, delta);
    this.tokens = { ...this.tokens, consumed: this.tokens.consumed + delta };
    if (!this.res.headersSent) {
      this.res.setHeader('x-ratelimit-remaining-tokens', String(Math.max(0, this.limits.tokensPerWindow - this.tokens.consumed)));
    }
    return Promise.resolve();
  }

  /**
   * Once the account holds tokens, an error answer gives them back (see the module doc). Requests that reserve no
   * tokens (most GETs) skip the listener: there is nothing to give back.
   */
  private track(): void {
    if (this.tracked) return;
    this.tracked = true;
    const res = this.res;
    // 'close' follows 'finish' for a completed response, and also comes for an aborted one.
    res.once('close', () => {
      if (res.writableFinished && res.statusCode >= 400 && !this.corrected && this.reservedTokens > 0) void this.correctTokens(0);
    });
  }
}

function largestContextWindow(registry: ModelRegistry): number | null {
  let largest: number | null = null;
  for (const m of registry.models.values()) if (m.contextWindow !== null && (largest === null || m.contextWindow > largest)) largest = m.contextWindow;
  return largest;
}

interface Operation { operationId?: string; summary?: string; deprecated?: boolean; 'x-graha-deprecation'?: unknown }

export async function admitAuthenticated(
  ctx: AppContext, runtime: LimitsRuntime,
  call: { auth: AuthContext; operation: Operation; req: Request; res: Response },
  checkPermissions: () => void,
): Promise<void> {
  const { auth, operation, req, res } = call;
  const limiter = runtime.limiter;
  const limits = limitsFor(auth.plan, auth.account);
  try {
    checkPermissions();
  } catch (err) {
    if (limiter && err instanceof ApiError) setRateLimitHeaders(res, await limiter.peek(auth.key.id, limits));
    throw err;
  }
  const body = req.body as { model?: unknown } | undefined;
  try {
    const opDeprecation = operationDeprecation(operation);
    if (opDeprecation) {
      setHeaders(res, operationDeprecationHeaders(opDeprecation, operation.summary ?? operation.operationId ?? 'This operation', auth.plan, ctx.config.publicBaseUrl));
    }
    if (body && typeof body === 'object' && typeof body.model === 'string') {
      setHeaders(res, modelDeprecationHeaders(ctx.registry, body.model, auth.plan, ctx.config.publicBaseUrl));
    }
  } catch (err) {
    if (limiter && err instanceof ApiError) setRateLimitHeaders(res, await limiter.peek(auth.key.id, limits));
    throw err;
  }
  if (!limiter) return;
  // A model the registry does not list (unknown, or an account's own): counted up to the largest window there is.
  const windowOf = (model: string) => ctx.registry.models.get(model)?.contextWindow ?? largestContextWindow(ctx.registry);
  const estimate = estimateRequestTokens(body, windowOf, limits.tokensPerWindow);
  const admission = await limiter.admit(auth.key.id, limits, estimate);
  setRateLimitHeaders(res, admission.snapshot);
  (req as WithAccount)[ACCOUNT] = new RequestTokenAccount(limiter, auth.key.id, limits, admission.snapshot, res, admission.reservedTokens);
}
