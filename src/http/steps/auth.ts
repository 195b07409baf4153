/**
 * Step 4: authentication. `bearerAuth`: an API key (svc_live_...) -> account, plan, scopes (src/auth/authenticate.ts,
 * cached); `adminAuth`: the operator token. A missing or bad credential is 401 in the envelope. Wrong keys are counted
 * per client address (src/auth/failedAuth.ts): a locked address gets 429 with Retry-After before its key is looked at.
 */
import type { Request } from 'express';
import type { Context, OpenAPIBackend } from 'openapi-backend';
import type { Db } from '../../../db/connect';
import { ApiError, errors } from '../../errors';
import { authenticate, authenticateAdmin, type AuthContext } from '../../auth/authenticate';
import type { AuthCache } from '../../auth/authCache';
import type { FailedAuthThrottle } from '../../auth/failedAuth';

export interface AuthDeps { db: Db; authCache: AuthCache; adminToken: string; failedAuth: FailedAuthThrottle }

/** The client address failures are counted by. */
function addressOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** The Authorization header (Node keeps the first of repeated ones, as req.get does). */
function authorizationOf(req: Request): string | undefined {
  return req.headers.authorization;
}

/** Refusals that are guesses at a key (a missing key or a suspended account is not). */
const GUESSES = new Set(['invalid_api_key', 'revoked_api_key']);

export function registerAuthentication(api: OpenAPIBackend, deps: AuthDeps): void {
  api.registerSecurityHandler('bearerAuth', async (_c: Context, req: Request) => {
    // The client's address (behind a trusted proxy: express's req.ip) is worked out only when some address has
    // failed: while none has, nobody is locked (bench/profile.ts: proxy-addr on every call).
    const waitMs = deps.failedAuth.hasFailures() ? deps.failedAuth.retryAfterMs(addressOf(req), Date.now()) : 0;
    if (waitMs > 0) {
      throw errors.rateLimited(`Too many failed API keys from this address; retry in ${Math.ceil(waitMs / 1000)} s.`, waitMs, 'failed_authentication');
    }
    try {
      return await authenticate(deps.db, authorizationOf(req), deps.authCache);
    } catch (err) {
      if (err instanceof ApiError && err.code !== null && GUESSES.has(err.code)) deps.failedAuth.recordFailure(addressOf(req), Date.now());
      throw err;
    }
  });
  api.registerSecurityHandler('adminAuth', (_c: Context, req: Request) => authenticateAdmin(authorizationOf(req), deps.adminToken));
  api.register('unauthorizedHandler', (c: Context) => {
    const failure = Object.values(c.security ?? {}).find((r): r is { error: unknown } => typeof r === 'object' && r !== null && 'error' in r);
    if (failure?.error instanceof ApiError) throw failure.error;
    // A lookup that failed (the database is down) is not a bad key: the error middleware answers it (503), not 401.
    if (failure?.error instanceof Error) throw failure.error;
    throw errors.unauthenticated();
  });
}

/** The API-key caller of a routed request, or null (public operations, the operator). */
export function callerOfContext(c: Context): AuthContext | null {
  const bearer = c.security?.bearerAuth;
  return bearer && typeof bearer === 'object' && 'account' in bearer ? (bearer as AuthContext) : null;
}
