/**
 * The request path, as ordered, named steps (architecture: docs/architecture.md section 1.3). Each step is its own
 * module under src/http/steps/:
 *
 *      (front)       a path of the contract runs steps 1-9 ahead of express's router (steps/front.ts); others go to it
 *   1. requestId     an id for every request (x-request-id), an abort signal for when the client leaves
 *      (docs)        /openapi.yaml, /openapi.json, /docs: the public contract and its reference page (steps/docs.ts)
 *      (guide)       /guide: the guide, docs/*.md built to static pages by `make docs` (steps/guide.ts)
 *      (dashboard)   /dashboard: the users' pages, with session cookies and CSRF tokens (src/dashboard/app.ts)
 *   2. body          load shedding (503), declared size (413), JSON parsing, nesting depth
 *   3. routing       openapi-backend: route (404/405), content type (415) ...
 *   4. auth          ... the security handlers: API key or operator token (401) ...
 *   5. access        ... scope and plan (403), deprecation headers, the per-key request limit (429), multipart
 *      (routing)     ... then validation of the request against openapi.yaml (400 naming the parameter)
 *   6. idempotency   Idempotency-Key: replay a kept answer, or run once and keep it
 *   7. metering      the call's usage handle; fixed prices admitted here, everything settled or released after
 *   8. handler       handlers/<operationId>.ts: typed input -> domain -> typed result
 *   9. respond       JSON (validated against the spec when VALIDATE_RESPONSES is on), bytes, or an SSE stream
 *
 * Every error anywhere becomes the one envelope in src/http/errorHandler.ts. Building the app starts no background
 * work (src/background.ts does, from the entry points).
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Context } from 'openapi-backend';
import type { AppContext } from '../context';
import type { HandlerInput, HandlerRegistry, OperationId } from './handler';
import { handlers } from '../../handlers/index';
import { createLimits } from '../limits/hook';
import { holdLeaseSeconds } from '../billing/worker';
import { readDeclaredPrices, PricingConfigError, type DeclaredPrice } from '../metering/pricing';
import { ConfigError } from '../config';
import { errorMiddleware } from './errorHandler';
import { sendResult } from './respond';
import { memoizeRouting } from './routeCache';
import { createDispatcher } from './dispatch';
import { requestId, stateOf, type RequestState } from './steps/requestId';
import { docsRoutes } from './steps/docs';
import { guideRoutes } from './steps/guide';
import { dashboardApp, trustProxySetting } from '../dashboard/app';
import { bodyAdmission } from './steps/body';
import { serveContractFirst } from './steps/front';
import { createRouter, routingRequestOf, type GrahaOperation } from './steps/routing';
import { callerOfContext, registerAuthentication } from './steps/auth';
import { registerAccess } from './steps/access';
import { idempotencyStep } from './steps/idempotency';
import { meteringStep } from './steps/metering';
import { chainSteps, type OperationCall, type OperationResult } from './steps/operation';

/**
 * A handler's input (HandlerInput). A class, so that `signal` is a getter on the prototype: the request's
 * AbortController is made only when a handler asks for it (steps/requestId.ts RequestAbort), and every input has one
 * shape. An object literal with a getter is made in dictionary mode, with a closure per request.
 */
class OperationInput {
  readonly files: RequestState['files'];
  readonly rawBody: Buffer | null;
  readonly requestId: string;
  /** Set by the metering step (step 7). */
  usage: unknown = undefined;

  constructor(
    readonly app: AppContext, readonly auth: unknown, readonly query: unknown, readonly params: unknown,
    readonly headers: Record<string, string | undefined>, readonly body: unknown, private readonly state: RequestState,
  ) {
    this.files = state.files;
    this.rawBody = state.rawBody;
    this.requestId = state.requestId;
  }

  get signal(): AbortSignal {
    return this.state.abort.signal;
  }
}

export async function buildApp(ctx: AppContext, registry: HandlerRegistry = handlers): Promise<express.Express> {
  // 3-5: routing, authentication and access are openapi-backend's hooks, run in that order for every request.
  const api = createRouter(ctx.openapiPath);
  registerAuthentication(api, ctx);
  registerAccess(api, ctx, createLimits(ctx));

  // 6-8: the steps around each handler. Idempotency-Keys are claimed by this process's billing id: its heartbeat
  // tells others whether it is alive.
  let declaredPrices: ReadonlyMap<string, DeclaredPrice> = new Map(); // read from the contract once it is loaded, below
  const aroundHandler = [
    idempotencyStep({ db: ctx.db, log: ctx.log, keyOwner: { processId: ctx.billing.processId, deadAfterSeconds: holdLeaseSeconds(ctx.config) } }),
    meteringStep(ctx.metering, () => declaredPrices),
  ];
  for (const [operationId, handler] of Object.entries(registry) as Array<[OperationId, (input: HandlerInput<OperationId>) => Promise<unknown>]>) {
    const run = chainSteps(aroundHandler, async (call) => (await handler(call.input)) as OperationResult);
    api.register(operationId, async (c: Context, req: Request, res: Response) => {
      const state = stateOf(req);
      const auth = callerOfContext(c);
      const coerced = c.validation?.coerced ?? {};
      const input = new OperationInput(
        ctx, auth, coerced.query ?? c.request.query ?? {}, coerced.params ?? c.request.params ?? {},
        req.headers as Record<string, string | undefined>, req.body, state,
      ) as unknown as HandlerInput<OperationId>; // `usage` is set by the metering step (step 7)
      const call: OperationCall = { operationId, operation: c.operation as GrahaOperation, input, req };
      // 9: respond.
      await sendResult(res, await run(call), { api, operationId, ctx, req });
    });
  }
  await api.init();
  memoizeRouting(api);
  const dispatch = createDispatcher(api);
  try {
    declaredPrices = readDeclaredPrices(api.getOperations(), (name) => ctx.prices.fixed.get(name)?.endpointType ?? null);
  } catch (err) {
    if (err instanceof PricingConfigError) throw new ConfigError(`${err.message} (${ctx.config.pricesFile})`);
    throw err;
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'extended');
  // req.ip is the client behind a trusted proxy (TRUST_PROXY): failed API keys are counted per client (steps/auth.ts).
  app.set('trust proxy', trustProxySetting(ctx.config.trustProxy));
  // Body admission is built once: its load shedding counts the requests in progress of both ways in below.
  const admission = bodyAdmission(ctx.config);
  const dispatchStep = (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    ctx.metrics.inFlight.inc();
    res.once('close', () => {
      ctx.metrics.inFlight.dec();
      // A response that was finished (not cut by the client): one JSON line per request (pino), never a key, token or
      // body; the operation and account when known.
      if (!res.writableFinished) return;
      const state = stateOf(req);
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const operation = state.operationId ?? 'unmatched';
      ctx.metrics.recordRequest(operation, res.statusCode, durationMs / 1000);
      ctx.log.info({
        requestId: state.requestId, method: req.method, path: req.path, operationId: state.operationId, accountId: state.accountId,
        status: res.statusCode, durationMs,
      }, 'request');
    });
    const routing = routingRequestOf(req);
    stateOf(req).routing = routing;
    dispatch(routing, req, res).catch(next);
  };
  // Paths of the contract: every step called in turn ahead of express's router (steps/front.ts). Others, through the
  // router: the docs, the dashboard, then the same steps (an unknown path there is openapi-backend's 404).
  const onError = errorMiddleware(ctx);
  app.use(requestId);
  app.use(docsRoutes(ctx.openapiPath, ctx.config.docsFile));
  app.use(guideRoutes(ctx.config.guideDir)); // the guide, docs/*.md built by `make docs` (steps/guide.ts)
  app.use('/dashboard', dashboardApp(ctx)); // outside the contract: server-rendered pages with sessions (src/dashboard)
  app.use(...admission);
  app.use(dispatchStep);
  app.use(onError);
  serveContractFirst(app, [...admission, dispatchStep], onError);
  return app;
}
