/**
 * Step 4: authentication. `bearerAuth`: an API key (svc_live_...) -> account, plan, scopes (src/auth/authenticate.ts,
 * cached); `adminAuth`: the operator token. A missing or bad credential is 401 in the envelope.
 */
import type { Request } from 'express';
import type { Context, OpenAPIBackend } from 'openapi-backend';
import type { Db } from '../../../db/connect';
import { ApiError, errors } from '../../errors';
import { authenticate, authenticateAdmin, type AuthContext } from '../../auth/authenticate';
import type { AuthCache } from '../../auth/authCache';

export interface AuthDeps { db: Db; authCache: AuthCache; adminToken: string }

export function registerAuthentication(api: OpenAPIBackend, deps: AuthDeps): void {
  api.registerSecurityHandler('bearerAuth', (_c: Context, req: Request) => authenticate(deps.db, req.get('authorization'), deps.authCache));
  api.registerSecurityHandler('adminAuth', (_c: Context, req: Request) => authenticateAdmin(req.get('authorization'), deps.adminToken));
  api.register('unauthorizedHandler', (c: Context) => {
    const failure = Object.values(c.security ?? {}).find((r): r is { error: unknown } => typeof r === 'object' && r !== null && 'error' in r);
    if (failure?.error instanceof ApiError) throw failure.error;
    throw errors.unauthenticated();
  });
}

/** The API-key caller of a routed request, or null (public operations, the operator). */
export function callerOfContext(c: Context): AuthContext | null {
  const bearer = c.security?.bearerAuth;
  return bearer && typeof bearer === 'object' && 'account' in bearer ? (bearer as AuthContext) : null;
}
