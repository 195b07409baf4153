/**
 * Idempotency-Key on POSTs (docs/architecture.md section 4.3): the first request with a key runs; a retry with the same key
 * and body replays the stored response; the same key with another body, or while the first is still running, is 409.
 * A request that fails releases its key so the client can retry. Keys are kept 24 hours.
 * A streamed answer is kept as its events once the stream has ended normally and replayed as the same stream; a
 * stream that failed or that the client left releases the key. Answers are kept as the JSON text sent, so a replay is
 * the same bytes. A key whose process died mid-call (it stopped its billing heartbeat) is taken over by a retry.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import { eventsOf } from '../eventBatch';
import { errors } from '../errors';

export interface StoredResponse { status: number; body: unknown; stream?: boolean }
/** A kept answer: its status and the JSON text sent (a stream: the JSON array of its events). */
export interface Replay { status: number; json: string; stream: boolean }
type Scope = { accountId: string; operationId: string; key: string };
/** The process claiming keys (its billing process id, which heartbeats) and when a silent one counts as dead. */
export interface KeyOwner { processId: string; deadAfterSeconds: number }
/** Claim attempts when the key is freed between our insert and our read of it. */
const CLAIM_ATTEMPTS = 3;
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

const whereKey = (scope: Scope) => ({ account_id: scope.accountId, operation_id: scope.operationId, key: scope.key });

/**
 * The first request may take as long as a generation. Retry-After spaces the SDKs' automatic retries of this 409 (by
 * default 0.5 s and 1 s apart, which gave up before most generations end) to IN_PROGRESS_RETRY_MS.
 */
const IN_PROGRESS_RETRY_MS = 2000;

function inProgress() {
  return errors.conflict('A request with this Idempotency-Key is still in progress; retry shortly.', 'idempotency_in_progress', 'Idempotency-Key', IN_PROGRESS_RETRY_MS);
}

/** Claims the key (null: this request runs), or returns the kept answer of the first request. */
export async function claimIdempotencyKey(db: Db, scope: Scope, hash: string, owner: KeyOwner): Promise<Replay | null> {
  await db('idempotency_keys')
    .where(whereKey(scope))
    .andWhere('created_at', '<', db.raw(`now() - interval '${KEEP_HOURS} hours'`))
    .delete();
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const inserted = await db('idempotency_keys')
      .insert({ ...whereKey(scope), request_hash: hash, owner_process: owner.processId })
      .onConflict(['account_id', 'operation_id', 'key'])
      .ignore()
      .returning('key');
    if (inserted.length > 0) return null;
    const row = await db('idempotency_keys').where(whereKey(scope)).first();
    // Freed between the insert and this read (the first request failed): claim it again rather than run unclaimed.
    if (!row) continue;
    if (row.request_hash !== hash) {
      throw errors.conflict('This Idempotency-Key was already used with a different request.', 'idempotency_key_reused', 'Idempotency-Key');
    }
    if (row.status === null) {
      if (await takeOverAbandoned(db, scope, row.owner_process, owner)) return null;
      throw inProgress();
    }
    return { status: row.status, json: row.body, stream: row.stream === true };
  }
  throw inProgress();
}

/**
 * Takes over a key whose claiming process is dead: its billing heartbeat is older than `deadAfterSeconds` (or gone),
 * and so is the claim. A key claimed before owners were recorded waits for its 24 hours.
 */
async function takeOverAbandoned(db: Db, scope: Scope, previous: string | null, owner: KeyOwner): Promise<boolean> {
  if (!previous || previous === owner.processId) return false;
  const deadline = db.raw('now() - make_interval(secs => ?)', [owner.deadAfterSeconds]);
  const taken = await db('idempotency_keys')
    .where({ ...whereKey(scope), owner_process: previous })
    .whereNull('status')
    .andWhere('created_at', '<', deadline)
    .whereNotExists(db('billing_processes').where('id', previous).andWhere('heartbeat_at', '>=', deadline))
    .update({ owner_process: owner.processId, created_at: db.fn.now() })
    .returning('key');
  return taken.length > 0;
}

/** Keeps the answer of the request holding the key; false when that request no longer held it (nothing kept). */
export async function storeIdempotentResponse(db: Db, scope: Scope, response: StoredResponse): Promise<boolean> {
  const updated = await db('idempotency_keys')
    .where(whereKey(scope))
    .whereNull('status')
    .update({ status: response.status, body: JSON.stringify(response.body), stream: response.stream === true });
  return updated > 0;
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
    .where(whereKey(scope))
    .whereNull('status')
    .delete();
}

interface StreamResult { status: number; sse: AsyncIterable<unknown>; onClose?: (completed: boolean) => void | Promise<void> }

/**
 * Keeps the events of a streamed result as they are sent. When the stream has closed (after the result's own
 * onClose, which settles the charge) the events are stored if it ended normally, and the key is released otherwise.
 */
export function recordStream(db: Db, scope: Scope, result: StreamResult, log: Logger): StreamResult {
  const events: unknown[] = [];
  return {
    ...result,
    sse: recorded(result.sse, events),
    onClose: async (completed) => {
      await result.onClose?.(completed);
      if (!completed) return releaseIdempotencyKey(db, scope);
      await keepOrFree(db, scope, { status: result.status, body: events, stream: true }, log);
    },
  };
}

/**
 * A stream's items as they go by, their events kept in `events`. Defined once, not per call (a generator function
 * made per call keeps the call reachable for the young-generation collector: src/gateway/chat/runChat.ts).
 */
async function* recorded(source: AsyncIterable<unknown>, events: unknown[]): AsyncGenerator<unknown> {
  for await (const item of source) { events.push(...eventsOf(item)); yield item; }
}

/**
 * Keeps an answer that was (or is being) delivered. If keeping it fails, the answer still goes out: the key is freed
 * (a retry runs again rather than waiting on a key that would never complete) and the failure is logged.
 */
export async function keepOrFree(db: Db, scope: Scope, response: StoredResponse, log: Logger): Promise<void> {
  try {
    if (await storeIdempotentResponse(db, scope, response)) return;
    log.warn({ operationId: scope.operationId }, 'an idempotent answer was not kept: its key was no longer held');
  } catch (err) {
    log.error({ err, operationId: scope.operationId }, 'keeping an idempotent answer failed; its key is freed');
    await releaseIdempotencyKey(db, scope).catch(() => undefined);
  }
}

/** The kept events of a streamed answer, to be sent again as a stream. */
export async function* replayStream(json: string): AsyncGenerator<unknown> {
  yield* JSON.parse(json) as unknown[];
}
