/**
 * Idempotency-Key on POSTs (architecture.md section 4): the first request with a key runs; a retry with the same key
 * and body replays the stored response; the same key with another body, or while the first is still running, is 409.
 * A request that fails releases its key so the client can retry. Keys are kept 24 hours.
 * A streamed answer is kept as its events once the stream has ended normally and replayed as the same stream; a
 * stream that failed or that the client left releases the key.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/connect';
import { errors } from '../errors';

export interface StoredResponse { status: number; body: unknown; stream?: boolean }
type Scope = { accountId: string; operationId: string; key: string };
const KEEP_HOURS = 24;

/**
 * What makes two requests "the same" for a key: body, query, path parameters and the operation's own header
 * parameters other than Idempotency-Key (X-Endpoint-Id routes a chat call elsewhere). Requests without such headers
 * hash as they did before header parameters were counted.
 */
export function requestHash(body: unknown, query: unknown, params: unknown, headers: Record<string, string> = {}): string {
  const parts: unknown[] = [body ?? null, query ?? null, params ?? null];
  if (Object.keys(headers).length > 0) parts.push(headers);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** The values of an operation's declared header parameters in a request, Idempotency-Key itself left out. */
export function declaredHeaders(parameters: Array<{ name?: string; in?: string }>, headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of parameters) {
    if (p.in !== 'header' || !p.name || p.name.toLowerCase() === 'idempotency-key') continue;
    const value = headers[p.name.toLowerCase()];
    if (typeof value === 'string') out[p.name.toLowerCase()] = value;
  }
  return out;
}

/** Claims the key, or returns the stored response of the first request. */
export async function claimIdempotencyKey(
  db: Db, scope: Scope, hash: string,
): Promise<StoredResponse | null> {
  await db('idempotency_keys')
    .where({ account_id: scope.accountId, operation_id: scope.operationId, key: scope.key })
    .andWhere('created_at', '<', db.raw(`now() - interval '${KEEP_HOURS} hours'`))
    .delete();
  const inserted = await db('idempotency_keys')
    .insert({ account_id: scope.accountId, operation_id: scope.operationId, key: scope.key, request_hash: hash })
    .onConflict(['account_id', 'operation_id', 'key'])
    .ignore()
    .returning('key');
  if (inserted.length > 0) return null;
  const row = await db('idempotency_keys').where({ account_id: scope.accountId, operation_id: scope.operationId, key: scope.key }).first();
  if (!row) return null;
  if (row.request_hash !== hash) {
    throw errors.conflict('This Idempotency-Key was already used with a different request.', 'idempotency_key_reused', 'Idempotency-Key');
  }
  if (row.status === null) {
    throw errors.conflict('A request with this Idempotency-Key is still in progress; retry shortly.', 'idempotency_in_progress', 'Idempotency-Key', true);
  }
  return { status: row.status, body: row.body, stream: row.stream === true };
}

export async function storeIdempotentResponse(
  db: Db, scope: Scope, response: StoredResponse,
): Promise<void> {
  await db('idempotency_keys')
    .where({ account_id: scope.accountId, operation_id: scope.operationId, key: scope.key })
    .update({ status: response.status, body: JSON.stringify(response.body), stream: response.stream === true });
}

/**
 * Deletes keys older than 24 hours, oldest first and at most `batch` per call (the background sweep calls it every
 * interval), skipping rows another process holds. Returns how many were deleted.
 */
export async function deleteExpiredIdempotencyKeys(db: Db, batch = 1000): Promise<number> {
  const expired = db('idempotency_keys')
    .select('account_id', 'operation_id', 'key')
    .where('created_at', '<', db.raw(`now() - interval '${KEEP_HOURS} hours'`))
    .orderBy('created_at')
    .limit(batch)
    .forUpdate()
    .skipLocked();
  return db('idempotency_keys').whereIn(['account_id', 'operation_id', 'key'], expired).delete();
}

export async function releaseIdempotencyKey(db: Db, scope: Scope): Promise<void> {
  await db('idempotency_keys')
    .where({ account_id: scope.accountId, operation_id: scope.operationId, key: scope.key })
    .whereNull('status')
    .delete();
}

interface StreamResult { status: number; sse: AsyncIterable<unknown>; onClose?: (completed: boolean) => void | Promise<void> }

/**
 * Keeps the events of a streamed result as they are sent. When the stream has closed (after the result's own
 * onClose, which settles the charge) the events are stored if it ended normally, and the key is released otherwise.
 */
export function recordStream(db: Db, scope: Scope, result: StreamResult): StreamResult {
  const events: unknown[] = [];
  const source = result.sse;
  async function* recorded(): AsyncGenerator<unknown> {
    for await (const event of source) { events.push(event); yield event; }
  }
  return {
    ...result,
    sse: recorded(),
    onClose: async (completed) => {
      await result.onClose?.(completed);
      if (!completed) return releaseIdempotencyKey(db, scope);
      try {
        await storeIdempotentResponse(db, scope, { status: result.status, body: events, stream: true });
      } catch (err) {
        // Not kept: a retry runs again rather than waiting on a key that would never complete.
        await releaseIdempotencyKey(db, scope).catch(() => undefined);
        throw err;
      }
    },
  };
}

/** The stored events of a streamed answer, to be sent again as a stream. */
export async function* replayStream(events: unknown[]): AsyncGenerator<unknown> {
  yield* events;
}
