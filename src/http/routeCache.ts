/**
 * openapi-backend matches a request by testing every operation's path pattern in turn (~0.3 ms per request at 53
 * operations, measured in bench/pipeline.ts; style.md notes this trap). Requests repeat the same few paths, so we
 * remember the operation per (method, path) in a bounded map. Unknown paths and wrong methods are not cached: they
 * go through openapi-backend every time and keep their 404/405.
 */
import type { OpenAPIBackend, Operation } from 'openapi-backend';

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
}
