/**
 * Step 5: access, after authentication and before the body is validated (openapi-backend's postSecurityHandler):
 * the key's scope and the account's plan (403 before a body is judged), deprecation headers, the per-key request
 * rate limit (429; src/limits/hook.ts), the x-ratelimit-* headers of every response of the call. Then multipart
 * bodies are parsed into fields, so that validation sees them (the file bytes go to the handler apart).
 */
import type { Request, Response } from 'express';
import type { Context, OpenAPIBackend } from 'openapi-backend';
import type { Config } from '../../config';
import { requirePlan, requireScope } from '../../auth/scopes';
import { admitAuthenticated, type LimitsDeps, type LimitsRuntime } from '../../limits/hook';
import { parseMultipart } from '../multipart';
import { stateOf } from './requestId';
import { callerOfContext } from './auth';
import { mediaTypeOf, type GrahaOperation } from './routing';

export function registerAccess(api: OpenAPIBackend, deps: LimitsDeps & { config: Pick<Config, 'maxMultipartBytes'> }, limits: LimitsRuntime): void {
  api.register('postSecurityHandler', async (c: Context, req: Request, res: Response) => {
    if (!c.security?.authorized) return;
    const op = c.operation as GrahaOperation;
    const auth = callerOfContext(c);
    if (auth) {
      stateOf(req).accountId = auth.account.id;
      await admitAuthenticated(deps, limits, { auth, operation: op, req, res }, () => {
        requireScope(auth.scopes, op['x-graha-scope']);
        requirePlan(op.summary ?? op.operationId ?? 'This operation', auth.plan, op['x-graha-plans']);
      });
    }
    if (mediaTypeOf(req) === 'multipart/form-data') {
      // An operation may allow larger uploads than MAX_MULTIPART_BYTES (x-graha-max-upload-bytes: files, 100 MB).
      const parsed = await parseMultipart(req, op['x-graha-max-upload-bytes'] ?? deps.config.maxMultipartBytes);
      const body: Record<string, unknown> = { ...parsed.fields };
      // Binary parts are validated for presence; their bytes go to the handler separately.
      for (const f of parsed.files) body[f.fieldName] = `<binary ${f.data.length} bytes>`;
      req.body = body;
      // openapi-backend validates the request object it was handed, not express's: the fields go there too.
      const state = stateOf(req);
      if (state.routing) state.routing.body = body;
      state.files = parsed.files;
    }
  });
}
