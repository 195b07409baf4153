/**
 * The access step of the request path (src/http/steps/access.ts calls it for every call authenticated with an API
 * key, before the body is validated):
 *   1. scope and plan checks (403 permission_denied), passed in by the pipeline;
 *   2. deprecation: headers for deprecated operations and for a deprecated `model` in a JSON body (404 after sunset);
 *   3. the per-key limiter counts one request (429 when the window is full);
 *   4. x-ratelimit-* headers on the response, whatever its status (403, 400, 429, handler errors included).
 *
 * Tokens are not estimated here: a metered call's one estimate reserves them when the handler admits the call
 * (src/limits/meterAdapter.ts through the request's TokenAccount). If nothing corrects a reservation, a success keeps
 * it and an error response (status >= 400) gives it all back.
 */
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import type { Config } from '../config';
import type { ModelRegistry } from '../models/registry';
import type { AuthContext } from '../auth/authenticate';
import { ApiError } from '../errors';
import { operationDeprecation, operationDeprecationHeaders, modelDeprecationHeaders } from '../deprecation/registry';
import { KeyRateLimiter, writeRateLimitHeaders, writeTokenWindowHeaders, type LimitSnapshot } from './limiter';
import { limitsFor, type KeyLimits } from './plans';
import { createKeyWindows, type WindowState } from './store';
import { tokenCorrection } from './tokens';

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

/** What the limits step reads: the database (shared windows), the model registry (deprecations), config, the log. */
export interface LimitsDeps {
  db: Db;
  log: Logger;
  registry: ModelRegistry;
  config: Pick<Config, 'rateLimitsEnabled' | 'databaseUrl' | 'rateLimitWindowMs' | 'publicBaseUrl'>;
}

/** One limiter per process: memory windows with embedded PGlite (one process), the shared table with PostgreSQL. */
export function createLimits(deps: Omit<LimitsDeps, 'registry'>): LimitsRuntime {
  if (!deps.config.rateLimitsEnabled) return { limiter: null };
  const kind = deps.config.databaseUrl ? 'postgres' : 'memory';
  const windowMs = deps.config.rateLimitWindowMs;
  const onError = (err: unknown) => deps.log.warn({ err }, 'could not write a rate-limit correction');
  return { limiter: new KeyRateLimiter(createKeyWindows(kind, windowMs, deps.db, onError)) };
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
    // The request headers and the token limit, written at admission, stay as they are.
    if (!this.res.headersSent) writeTokenWindowHeaders({ limits: this.limits, requests: this.requests, tokens }, (name, value) => this.res.setHeader(name, value));
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

interface Operation { operationId?: string; summary?: string; deprecated?: boolean; 'x-graha-deprecation'?: unknown }

export async function admitAuthenticated(
  ctx: LimitsDeps, runtime: LimitsRuntime,
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
  const admission = await limiter.admit(auth.key.id, limits, 0);
  setRateLimitHeaders(res, admission.snapshot);
  (req as WithAccount)[ACCOUNT] = new RequestTokenAccount(limiter, auth.key.id, limits, admission.snapshot, res, admission.reservedTokens);
}
