/**
 * Idempotency-Key on POSTs (architecture.md section 4): the first request with a key runs; a retry with the same key
 * and body replays the stored response; the same key with another body, or while the first is still running, is 409.
 * A request that fails releases its key so the client can retry. Keys are kept 24 hours.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/connect';
import { errors } from '../errors';

export interface StoredResponse { status: number; body: unknown }

export function requestHash(body: unknown, query: unknown, params: unknown): string {
  return createHash('sha256').update(JSON.stringify([body ?? null, query ?? null, params ?? null])).digest('hex');
}

/** Claims the key, or returns the stored response of the first request. */
export async function claimIdempotencyKey(
  db: Db, scope: { accountId: string; operationId: string; key: string }, hash: string,
): Promise<StoredResponse | null> {
  await db('idempotency_keys')
    .where({ account_id: scope.accountId, operation_id: scope.operationId, key: scope.key })
    .andWhere('created_at', '<', db.raw("now() - interval '24 hours'"))
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
    throw errors.conflict('A request with this Idempotency-Key is still in progress; retry shortly.', 'idempotency_in_progress', 'Idempotency-Key');
  }
  return { status: row.status, body: row.body };
}

export async function storeIdempotentResponse(
  db: Db, scope: { accountId: string; operationId: string; key: string }, response: StoredResponse,
): Promise<void> {
  await db('idempotency_keys')
    .where({ account_id: scope.accountId, operation_id: scope.operationId, key: scope.key })
    .update({ status: response.status, body: JSON.stringify(response.body) });
}

export async function releaseIdempotencyKey(db: Db, scope: { accountId: string; operationId: string; key: string }): Promise<void> {
  await db('idempotency_keys')
    .where({ account_id: scope.accountId, operation_id: scope.operationId, key: scope.key })
    .whereNull('status')
    .delete();
}
