/**
 * Step 6: Idempotency-Key, on the operations that declare the header. The first request with a key claims it; a
 * retry with the same key and the same request (body, query, path and declared header parameters) gets the kept
 * answer replayed (`idempotent-replayed: true`) without running or charging anything again; a different request
 * with that key is 409; a retry while the first is still running is 409 with Retry-After (src/http/idempotency.ts).
 * Answers that are neither JSON nor a stream (bytes) are not kept: the key is freed for the next call.
 */
import type { Logger } from 'pino';
import type { Db } from '../../../db/connect';
import { claimIdempotencyKey, declaredHeaders, keepOrFree, recordStream, releaseIdempotencyKey, replayStream, requestHash, type KeyOwner } from '../idempotency';
import type { OperationStep } from './operation';

export interface IdempotencyDeps { db: Db; log: Logger; keyOwner: KeyOwner }

export function idempotencyStep(deps: IdempotencyDeps): OperationStep {
  return async (call, next) => {
    const { req, operation, operationId, input } = call;
    const idemKey = req.get('idempotency-key');
    const parameters = (operation.parameters ?? []) as Array<{ name?: string; in?: string }>;
    if (!idemKey || !parameters.some((p) => p.name === 'Idempotency-Key')) return next(call);
    const scope = { accountId: input.auth?.account.id ?? '__admin__', operationId, key: idemKey };
    const hash = requestHash(req.body, input.query, input.params, declaredHeaders(parameters, req.headers));
    const stored = await claimIdempotencyKey(deps.db, scope, hash, deps.keyOwner);
    if (stored) {
      const headers = { 'idempotent-replayed': 'true' };
      return stored.stream ? { status: stored.status, sse: replayStream(stored.json), headers } : { status: stored.status, storedJson: stored.json, headers };
    }
    try {
      let result = await next(call);
      if (result.sse) result = recordStream(deps.db, scope, result as typeof result & { sse: AsyncIterable<unknown> }, deps.log);
      else if (result.body !== undefined) await keepOrFree(deps.db, scope, { status: result.status, body: result.body }, deps.log);
      else await releaseIdempotencyKey(deps.db, scope);
      return result;
    } catch (err) {
      await releaseIdempotencyKey(deps.db, scope).catch(() => undefined);
      throw err;
    }
  };
}
