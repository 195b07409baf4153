/**
 * Two memos around openapi-backend's router, both measured with CPU profiles of bench/gateway.ts:
 *
 * - Routing. openapi-backend matches a request by testing every operation's path pattern in turn (~0.3 ms per
 *   request at 53 operations, measured in bench/pipeline.ts; docs/architecture.md section 8.1). Requests repeat the same few
 *   paths, so we remember the operation per (method, path) in a bounded map. Unknown paths and wrong methods are not
 *   cached: they go through openapi-backend every time and keep their 404/405.
 * - Parsing. openapi-backend parses one request up to four times: before routing, after routing, inside validation
 *   and after type coercion. The validation parse takes the same request object and operation as the one after
 *   routing, so it gets that result back (about 12 µs per call), unless the body was replaced in between (a multipart
 *   body is parsed after routing: src/http/steps/access.ts). Entries live as long as the request object.
 */
import type { OpenAPIBackend, Operation, ParsedRequest } from 'openapi-backend';

export function memoizeRouting(api: OpenAPIBackend, maxEntries = 4096): void {
  const router = api.router;
  const match = router.matchOperation.bind(router) as (req: { method: string; path: string }, strict?: boolean) => Operation | undefined;
  const operations = new Map<string, Operation>();
  router.matchOperation = ((req: { method: string; path: string }, strict?: boolean) => {
    const key = `${req.method.toLowerCase()} ${req.path}`;
    const known = operations.get(key);
    if (known) return known;
    const operation = match(req, strict);
    if (operation) {
      if (operations.size >= maxEntries) operations.delete(operations.keys().next().value!);
      operations.set(key, operation);
    }
    return operation;
  }) as typeof router.matchOperation;

  const parse = router.parseRequest.bind(router) as (req: object, operation?: Operation) => ParsedRequest;
  const parsedByRequest = new WeakMap<object, { operation: Operation; body: unknown; parsed: ParsedRequest }>();
  router.parseRequest = ((req: object, operation?: Operation) => {
    if (!operation) return parse(req);
    const body = (req as { body?: unknown }).body;
    const known = parsedByRequest.get(req);
    if (known?.operation === operation && known.body === body) return known.parsed;
    const parsed = parse(req, operation);
    parsedByRequest.set(req, { operation, body, parsed });
    return parsed;
  }) as typeof router.parseRequest;
}
