/**
 * Builds the express app. One request path (architecture.md section 1):
 * express -> request id -> body parser -> openapi-backend (route, content type, security, scopes/plan, multipart,
 * validate) -> idempotency -> handler -> response (validated against the spec when VALIDATE_RESPONSES is on).
 * Every error anywhere becomes the one envelope in src/http/errorHandler.ts.
 */
import express, { type Request, type Response, type NextFunction } from 'express';
import { OpenAPIBackend, ValidationContext, type Context, type Operation, type Request as RoutingRequest } from 'openapi-backend';
import addFormats from 'ajv-formats';
import { randomUUID } from 'node:crypto';
import type { AppContext } from './context';
import { ApiError, errors } from './errors';
import { authenticate, authenticateAdmin, type AuthContext } from './auth/authenticate';
import { requirePlan, requireScope } from './auth/scopes';
import { validationExplainer } from './http/validationErrors';
import { parseMultipart } from './http/multipart';
import { holdLeaseSeconds } from './billing/worker';
import { claimIdempotencyKey, declaredHeaders, keepOrFree, recordStream, releaseIdempotencyKey, replayStream, requestHash } from './http/idempotency';
import { errorMiddleware } from './http/errorHandler';
import { sendResult } from './http/respond';
import { memoizeRouting } from './http/routeCache';
import type { HandlerInput, HandlerRegistry, OperationId, UploadedFile } from './http/handler';
import { handlers } from '../handlers/index';
import { admitAuthenticated, createLimits, tokenAccountOf } from './limits/hook';
import { overloadGuard } from './limits/overload';
import { refuseDeclaredOversize, refuseDeepJson } from './http/bodyChecks';
// --- billing: metering hook (src/billing/meter.ts) ---
import { createMetering } from './billing/meter';
// --- end billing ---

type GrahaOperation = Operation & {
  'x-graha-scope'?: string;
  'x-graha-plans'?: string[];
};

/** Per-request state carried on the express request. */
interface RequestState {
  requestId: string;
  rawBody: Buffer | null;
  files: UploadedFile[];
  abort: AbortController;
}

export function stateOf(req: Request): RequestState {
  return (req as unknown as { graha: RequestState }).graha;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdMiddleware(req: Request, res: Response, next: NextFunction) {
  const given = req.get('x-request-id');
  const requestId = given && REQUEST_ID.test(given) ? given : `req_${randomUUID().replace(/-/g, '')}`;
  const abort = new AbortController();
  (req as unknown as { graha: RequestState }).graha = { requestId, rawBody: null, files: [], abort };
  res.setHeader('x-request-id', requestId);
  // Client went away before we finished: abort work (upstream calls, streams).
  res.on('close', () => { if (!res.writableFinished) abort.abort(); });
  next();
}

function mediaTypeOf(req: Request): string | undefined {
  return req.get('content-type')?.split(';')[0].trim().toLowerCase();
}

function hasBody(req: Request): boolean {
  const length = req.get('content-length');
  return (length !== undefined && length !== '0') || req.get('transfer-encoding') !== undefined;
}

/** 415 when a body's media type is not one the operation accepts. */
function checkContentType(req: Request, operation: Operation): void {
  const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
  const accepted = content ? Object.keys(content) : [];
  const given = mediaTypeOf(req);
  if (accepted.length === 0) return;
  if (!hasBody(req) && !given) return; // validation reports a missing required body
  if (!given || !accepted.some((type) => type === given)) throw errors.unsupportedMediaType(accepted.join(' or '), given);
}

/**
 * What openapi-backend parses, routes and validates: only the parts of the request it reads. openapi-backend copies
 * its request object with `{ ...req }` four times per call (parse before and after routing, validation, coercion);
 * given express's request, each copy takes every own property of an IncomingMessage (about 60 µs per call in all,
 * measured with a CPU profile of bench/gateway.ts). The query goes as the raw query string, which openapi-backend
 * parses with the same `qs` parser express uses, instead of an object it would re-serialize and deep-clone.
 */
function routingRequestOf(req: Request): RoutingRequest {
  const url = req.url;
  const q = url.indexOf('?');
  // Node leaves no undefined values in IncomingMessage.headers.
  const headers = req.headers as RoutingRequest['headers'];
  return { method: req.method, path: req.path, headers, query: q < 0 ? '' : url.slice(q + 1), body: req.body as RoutingRequest['body'] };
}

export async function buildApp(ctx: AppContext, registry: HandlerRegistry = handlers): Promise<express.Express> {
  const limits = createLimits(ctx);
  const api = new OpenAPIBackend({
    definition: ctx.openapiPath,
    // quick: the 3.0 meta-schema check rejects valid 3.1 documents (style.md, known traps).
    quick: true,
    strict: true,
    validate: true,
    coerceTypes: true,
    // verbose: validationErrors.ts explains failed oneOf/anyOf from the branch schemas and value on the error.
    // strictNumbers: `1e400` parses as Infinity, which must not pass as a number (strict: false would allow it).
    ajvOpts: { strict: false, strictNumbers: true, allErrors: false, verbose: true },
    customizeAjv: (ajv) => { addFormats(ajv); return ajv; },
  });

  // Branches are compiled by an ajv configured like the body validator; that validator comes first when an operation
  // has a body (openapi-backend, buildRequestValidatorsForOperation).
  const bodyAjv = () => api.validator.getAjv(ValidationContext.RequestBody);
  const explainValidation = validationExplainer(bodyAjv, (operationId) => {
    const validators = api.validator.getRequestValidatorsForOperation(operationId) ?? [];
    return validators.length > 1 ? (validators[0].schema as object) : undefined;
  });

  // --- billing: x-graha-price reserve/settle around every handler; input.meter for self-billing handlers ---
  const metering = createMetering(ctx);
  registry = metering.wrapRegistry(registry);
  // Idempotency-Keys are claimed by this process's billing id: its heartbeat tells others whether it is alive.
  const keyOwner = { processId: ctx.billing.processId, deadAfterSeconds: holdLeaseSeconds(ctx) };
  // --- end billing ---

  api.registerSecurityHandler('bearerAuth', (c: Context, req: Request) => authenticate(ctx.db, req.get('authorization'), ctx.authCache));
  api.registerSecurityHandler('adminAuth', (c: Context, req: Request) => authenticateAdmin(req.get('authorization'), ctx.adminToken));

  api.register({
    notFound: (c: Context, req: Request) => { throw errors.notFound(`No such endpoint: ${req.method} ${req.path}`); },
    methodNotAllowed: (c: Context, req: Request) => { throw errors.methodNotAllowed(req.method, req.path); },
    postRoutingHandler: (c: Context, req: Request) => { if (c.operation) checkContentType(req, c.operation); },
    unauthorizedHandler: (c: Context) => {
      const failure = Object.values(c.security ?? {}).find((r): r is { error: unknown } => typeof r === 'object' && r !== null && 'error' in r);
      if (failure?.error instanceof ApiError) throw failure.error;
      throw errors.unauthenticated();
    },
    // Runs after authentication, before validation: scopes and plan gates answer 403 before a body is judged,
    // and multipart bodies are parsed into fields for validation.
    postSecurityHandler: async (c: Context, req: Request, res: Response) => {
      if (!c.security?.authorized) return;
      const op = c.operation as GrahaOperation;
      const auth = c.security.bearerAuth as AuthContext | undefined;
      if (auth && typeof auth === 'object' && 'account' in auth) {
        // --- limits hook (src/limits/hook.ts): scopes and plan gates, deprecation headers, per-key rate limit;
        // x-ratelimit-* headers on every response of this call, errors included.
        await admitAuthenticated(ctx, limits, { auth, operation: op, req, res }, () => {
          requireScope(auth.scopes, op['x-graha-scope']);
          requirePlan(op.summary ?? op.operationId ?? 'This operation', auth.plan, op['x-graha-plans']);
        });
        // --- end limits hook
      }
      if (mediaTypeOf(req) === 'multipart/form-data') {
        const parsed = await parseMultipart(req, ctx.config.maxMultipartBytes);
        const body: Record<string, unknown> = { ...parsed.fields };
        // Binary parts are validated for presence; their bytes go to the handler separately.
        for (const f of parsed.files) body[f.fieldName] = `<binary ${f.data.length} bytes>`;
        req.body = body;
        stateOf(req).files = parsed.files;
      }
    },
    validationFail: (c: Context) => { throw explainValidation(c.operation?.operationId, c.validation.errors); },
  });

  for (const [operationId, handler] of Object.entries(registry) as Array<[OperationId, HandlerRegistry[OperationId]]>) {
    api.register(operationId, async (c: Context, req: Request, res: Response) => {
      const state = stateOf(req);
      const op = c.operation as GrahaOperation;
      const bearer = c.security?.bearerAuth;
      const auth = bearer && typeof bearer === 'object' && 'account' in bearer ? (bearer as AuthContext) : null;
      const coerced = c.validation?.coerced ?? {};
      const input: HandlerInput<OperationId> = {
        app: ctx,
        auth,
        query: (coerced.query ?? c.request.query ?? {}) as never,
        params: (coerced.params ?? c.request.params ?? {}) as never,
        headers: req.headers as Record<string, string | undefined>,
        body: req.body as never,
        files: state.files,
        rawBody: state.rawBody,
        requestId: state.requestId,
        signal: state.abort.signal,
        limits: tokenAccountOf(req),
        meter: metering.meterFor(operationId, auth, state.requestId), // billing hook
      };
      const idemKey = req.get('idempotency-key');
      const parameters = (op.parameters ?? []) as Array<{ name?: string; in?: string }>;
      const usesIdempotency = idemKey && parameters.some((p) => p.name === 'Idempotency-Key');
      if (!usesIdempotency) {
        await sendResult(res, await (handler as (i: typeof input) => Promise<unknown>)(input), { api, operationId, ctx, req });
        return;
      }
      const scope = { accountId: auth?.account.id ?? '__admin__', operationId, key: idemKey };
      const hash = requestHash(req.body, input.query, input.params, declaredHeaders(parameters, req.headers));
      const stored = await claimIdempotencyKey(ctx.db, scope, hash, keyOwner);
      if (stored) {
        // A replay does no work: it holds none of the tokens the pipeline reserved for it (it counts as a request).
        await input.limits?.correctTokens(0);
        res.setHeader('idempotent-replayed', 'true');
        if (stored.stream) await sendResult(res, { status: stored.status, sse: replayStream(stored.json) }, { api, operationId, ctx, req });
        else res.status(stored.status).type('json').send(stored.json);
        return;
      }
      try {
        let result = (await (handler as (i: typeof input) => Promise<unknown>)(input)) as { status: number; body?: unknown; sse?: AsyncIterable<unknown> };
        if (result.sse) result = recordStream(ctx.db, scope, result as typeof result & { sse: AsyncIterable<unknown> }, ctx.log);
        else if (result.body !== undefined) await keepOrFree(ctx.db, scope, { status: result.status, body: result.body }, ctx.log);
        await sendResult(res, result, { api, operationId, ctx, req });
        // A result that is neither JSON nor a stream (bytes) is not kept: the key is freed for the next call.
        if (!result.sse && result.body === undefined) await releaseIdempotencyKey(ctx.db, scope);
      } catch (err) {
        await releaseIdempotencyKey(ctx.db, scope).catch(() => undefined);
        throw err;
      }
    });
  }
  await api.init();
  memoizeRouting(api);
  metering.bindOperations(api.getOperations()); // billing hook: validates x-graha-price names at start-up

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'extended');
  app.use(requestIdMiddleware);
  // Overload guard (src/limits/overload.ts): past MAX_IN_FLIGHT requests in progress, 503 + Retry-After at once.
  app.use(overloadGuard(ctx.config.maxInFlight, ctx.config.overloadRetryAfterMs).middleware);
  app.use(refuseDeclaredOversize(ctx.config.maxJsonBodyBytes));
  app.use(
    express.json({
      limit: ctx.config.maxJsonBodyBytes,
      type: ['application/json', 'application/*+json'],
      // body-parser hands over the buffer it read and keeps no reference to it: no copy needed.
      verify: (req, _res, buf) => { stateOf(req as Request).rawBody = buf; },
    }),
  );
  app.use(refuseDeepJson);
  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      ctx.log.info({
        requestId: stateOf(req).requestId, method: req.method, path: req.path, status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      }, 'request');
    });
    api.handleRequest(routingRequestOf(req), req, res).catch(next);
  });
  app.use(errorMiddleware(ctx));
  return app;
}
