/**
 * openapi-backend's request handling (route, security handlers, validation, operation handler: its handleRequest)
 * for the operations of the contract, with what it redoes per request done once at start-up (issue 23, measured
 * with bench/profile.ts):
 *
 * - Routing is one Map lookup for a path without parameters and, for a templated path, one precompiled regular
 *   expression per operation of that method, in openapi-backend's order (most literal characters first). Its router
 *   builds every operation object and a RegExp per template per request (the per-request scan style.md warns of).
 * - The request is parsed once: the query string by the same `qs` parser, path parameters decoded as bath-es5 does.
 *   openapi-backend parses it four times (before and after routing, in validation, after coercion), each a copy.
 * - Validation runs openapi-backend's own compiled ajv validators for the operation (the same schemas, compiled once
 *   each), on the same parameter object it would build: every request is still validated against openapi.yaml.
 * - Security handlers are called in turn, with openapi-backend's rules for combining requirements (one requirement
 *   object satisfied; all schemes of it truthy and without `error`).
 *
 * A request this table does not route (an unknown path, a wrong method, a path with a trailing slash or an operation
 * with parameters it does not handle: cookies, JSON-encoded or non-exploded query parameters) goes to
 * openapi-backend's handleRequest unchanged, so 404, 405 and every rule it applies stay its own.
 */
import { parse as parseQuery } from 'qs';
import type { Context, OpenAPIBackend, Operation, Request as RoutingRequest } from 'openapi-backend';

interface Parameter { name: string; in: string; schema?: { type?: string }; content?: unknown; explode?: boolean }

interface Route {
  operation: Operation;
  operationId: string;
  /** Templated paths: the pattern and the names of its parameters, in order. */
  pattern: RegExp | null;
  paramNames: string[];
  /** Query parameters declared as arrays: a single value becomes a one-element array (openapi-backend does so). */
  arrayQuery: Set<string>;
  /** Header parameters are declared: the validator may coerce them, so it gets a copy of the headers. */
  hasHeaderParams: boolean;
  /** The operation's only request media type is application/json (a body that is not an object is checked to parse). */
  onlyJsonBody: boolean;
  securityRequirements: Array<Record<string, unknown>>;
  securitySchemes: string[];
}

export type Dispatch = (routing: RoutingRequest, ...handlerArgs: unknown[]) => Promise<unknown>;

const HANDLED_HOOKS_ONLY = ['preRoutingHandler', 'preOperationHandler', 'postResponseHandler'];

/** Whether the fast path handles the operation's parameters exactly as openapi-backend's parser does. */
function simpleParameters(parameters: Parameter[]): boolean {
  return parameters.every((p) => p.in !== 'cookie' && !(p.in === 'query' && (p.content !== undefined || p.explode === false)));
}

function compileRoute(operation: Operation & { path: string; method: string }): Route | null {
  const parameters = (operation.parameters ?? []) as Parameter[];
  if (!simpleParameters(parameters) || !operation.operationId) return null;
  const paramNames: string[] = [];
  let pattern: RegExp | null = null;
  if (operation.path.includes('{')) {
    const source = operation.path.split(/(\{[^}]+\})/).map((part) => {
      if (!/^\{[^}]+\}$/.test(part)) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(part.slice(1, -1));
      return '([^/]+)';
    }).join('');
    pattern = new RegExp(`^${source}$`);
    // bath-es5 (openapi-backend's path parameter parser) only knows names of [A-Za-z0-9_-]; leave others to it.
    if (paramNames.some((n) => !/^[A-Za-z0-9_-]+$/.test(n)) || new Set(paramNames).size !== paramNames.length) return null;
  }
  const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {};
  const securityRequirements = (operation.security ?? []) as Array<Record<string, unknown>>;
  return {
    operation, operationId: operation.operationId, pattern, paramNames,
    arrayQuery: new Set(parameters.filter((p) => p.in === 'query' && p.schema?.type === 'array').map((p) => p.name)),
    hasHeaderParams: parameters.some((p) => p.in === 'header'),
    onlyJsonBody: Object.keys(content).length === 1 && 'application/json' in content,
    securityRequirements,
    securitySchemes: [...new Set(securityRequirements.flatMap((r) => Object.keys(r)))],
  };
}

/**
 * The dispatcher of an initialised OpenAPIBackend (after api.init() and every register call). `routing` is the
 * request object openapi-backend would be handed (src/http/steps/routing.ts routingRequestOf).
 */
export function createDispatcher(api: OpenAPIBackend): Dispatch {
  const fallback: Dispatch = (routing, ...args) => api.handleRequest(routing, ...args);
  if (HANDLED_HOOKS_ONLY.some((hook) => api.handlers[hook]) || !api.validator) return fallback;
  // null: a literal path whose operation the fast path leaves to openapi-backend.
  const exact = new Map<string, Route | null>();
  const templated = new Map<string, Route[]>();
  const operations = api.router.getOperations() as Array<Operation & { path: string; method: string }>;
  // openapi-backend: an exact path match first; then templates ordered by their literal length, longest first
  // (a stable sort: equal lengths keep the contract's order).
  const byLiteralLength = [...operations].sort((a, b) => b.path.replace(/\{.*?\}/g, '').length - a.path.replace(/\{.*?\}/g, '').length);
  for (const operation of operations) {
    if (!operation.path.includes('{')) exact.set(`${operation.method} ${operation.path}`, compileRoute(operation));
  }
  for (const operation of byLiteralLength) {
    if (!operation.path.includes('{')) continue;
    const route = compileRoute(operation);
    // A template the fast path cannot parse stops the search for its method: what comes after it in order would
    // not be openapi-backend's choice.
    const list = templated.get(operation.method) ?? [];
    list.push(route ?? { operation, operationId: '', pattern: null, paramNames: [], arrayQuery: new Set(), hasHeaderParams: false, onlyJsonBody: false, securityRequirements: [], securitySchemes: [] });
    templated.set(operation.method, list);
  }
  // A literal path of another method is no match in openapi-backend either: it goes on to the templates, and so
  // does the table (a literal path's pattern matches only itself, so no literal operation is chosen there).

  const findRoute = (method: string, path: string): { route: Route; params: Record<string, string> } | null => {
    const known = exact.get(`${method} ${path}`);
    if (known) return { route: known, params: {} };
    if (known === null) return null;
    // openapi-backend's normalisation: trailing slashes are ignored, the query string cut: leave those to it.
    if (path.length > 1 && path.endsWith('/')) return null;
    const candidates = templated.get(method);
    if (!candidates) return null;
    for (const route of candidates) {
      if (!route.pattern) return null; // not handled here (see above)
      const m = route.pattern.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      // bath-es5 decodes each value with decodeURIComponent (a URIError is the error handler's 400).
      for (let i = 0; i < route.paramNames.length; i++) params[route.paramNames[i]] = decodeURIComponent(m[i + 1]);
      return { route, params };
    }
    return null;
  };

  return async (routing, ...args) => {
    const method = routing.method.toLowerCase();
    const path = routing.path;
    if (!path.startsWith('/') || path.includes('?')) return fallback(routing, ...args);
    const found = findRoute(method, path);
    if (!found) return fallback(routing, ...args);
    const { route, params } = found;
    const operation = route.operation;
    const rawQuery = typeof routing.query === 'string' ? routing.query.replace('?', '') : '';
    const query = (rawQuery === '' ? {} : parseQuery(rawQuery)) as Record<string, unknown>;
    const headers = routing.headers as Record<string, string | string[]>;
    const context = {
      api,
      operation,
      request: { method, path, headers, query, params, cookies: {}, requestBody: routing.body, body: routing.body },
    } as unknown as Context;

    const postRouting = api.handlers.postRoutingHandler;
    if (postRouting) await postRouting(context, ...args);

    const results: Record<string, unknown> = {};
    for (const name of route.securitySchemes) {
      const handler = api.securityHandlers[name];
      results[name] = undefined;
      if (!handler) continue;
      try {
        results[name] = await handler(context, ...args);
      } catch (error) {
        results[name] = { error: error || new Error('security handler rejected') };
      }
    }
    const authorized = route.securityRequirements.some((requirement) => Object.keys(requirement).every((scheme) => {
      const result = results[scheme] as { error?: unknown } | undefined;
      return Boolean(result) && !(typeof result === 'object' && result.error);
    }));
    context.security = { ...results, authorized } as Context['security'];
    const postSecurity = api.handlers.postSecurityHandler;
    if (postSecurity) await postSecurity(context, ...args);
    if (!authorized && route.securityRequirements.length > 0) {
      const unauthorized = api.handlers.unauthorizedHandler;
      if (!unauthorized) throw new Error(`401-unauthorized: ${route.operationId} request did not satisfy security requirements and no unauthorizedHandler is registered`);
      return unauthorized(context, ...args);
    }

    // Validation, as openapi-backend's validateRequest builds and checks it. The body is read now: a multipart
    // body is parsed into fields after security (src/http/steps/access.ts).
    const body = routing.body as unknown;
    const errors: unknown[] = [];
    for (const name of route.arrayQuery) if (typeof query[name] === 'string') query[name] = [query[name]];
    const parameters: Record<string, unknown> = { path: params, query, header: route.hasHeaderParams ? { ...headers } : headers, cookie: {} };
    if (typeof body !== 'object' && body !== undefined && route.onlyJsonBody) {
      try {
        JSON.parse(`${body as string}`);
      } catch (err) {
        errors.push({ keyword: 'parse', instancePath: '', schemaPath: '#/requestBody', params: [], message: (err as Error).message });
      }
    }
    const rawContentType = headers['content-type'];
    const contentType = String((Array.isArray(rawContentType) ? rawContentType[0] : rawContentType) || '').split(';')[0].trim().toLowerCase();
    if (typeof body === 'object' || contentType === 'application/json') parameters.requestBody = body;
    const coerced: Record<string, unknown> = { ...routing };
    for (const validate of api.validator.getRequestValidatorsForOperation(route.operationId) ?? []) {
      validate(parameters);
      if (validate.errors) errors.push(...validate.errors);
      else if (api.validator.coerceTypes) { coerced.query = parameters.query; coerced.params = parameters.path; }
    }
    context.validation = { valid: errors.length === 0, errors: errors.length === 0 ? null : errors, coerced } as Context['validation'];
    if (errors.length > 0) {
      const fail = api.handlers.validationFail ?? api.handlers['400'];
      if (!fail) throw new Error(`400-validationFail: ${route.operationId} request failed validation and no validationFail handler is registered`);
      return fail(context, ...args);
    }
    context.request.query = (coerced.query ?? query) as Context['request']['query'];
    context.request.params = (coerced.params ?? params) as Context['request']['params'];
    const handler = api.handlers[route.operationId];
    if (!handler) {
      const notImplemented = api.handlers.notImplemented ?? api.handlers['501'];
      if (!notImplemented) throw new Error(`501-notImplemented: ${route.operationId} no handler registered`);
      return notImplemented(context, ...args);
    }
    return handler(context, ...args);
  };
}
