/**
 * Idempotency-Key claims (src/http/idempotency.ts) against the real database: a key freed while another request was
 * claiming it is claimed again (never run unclaimed), and a key whose process died is taken over once that process
 * is known dead (its billing heartbeat is older than the dead-after time, or gone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentResponse } from '../../src/http/idempotency';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(async () => { await app?.close(); });

const A = { processId: 'proc_test_a', deadAfterSeconds: 60 };
const B = { processId: 'proc_test_b', deadAfterSeconds: 60 };
const scopeOf = (key: string) => ({ accountId: 'acct_idem_test', operationId: 'createChatCompletion', key });
const rowOf = (key: string) => app.ctx.db('idempotency_keys').where({ account_id: 'acct_idem_test', operation_id: 'createChatCompletion', key }).first();

describe('claiming a key', () => {
  it('a key freed between another claim\'s insert and read is claimed again, never run without a row', async () => {
    const db = app.ctx.db;
    for (let delay = 0; delay < 120; delay += 3) {
      const scope = scopeOf(`race-${delay}`);
      expect(await claimIdempotencyKey(db, scope, 'h', A)).toBeNull();
      const second = claimIdempotencyKey(db, scope, 'h', B).then((r) => (r === null ? 'claimed' : 'replay'), (e) => e.code as string);
      for (let i = 0; i < delay; i++) await Promise.resolve();
      await releaseIdempotencyKey(db, scope); // the first request failed
      const outcome = await second;
      expect(['claimed', 'idempotency_in_progress']).toContain(outcome);
      // Whoever claimed holds a row: its answer is kept and a third request replays it.
      if (outcome === 'claimed') {
        expect(await rowOf(scope.key)).toMatchObject({ owner_process: B.processId, status: null });
        expect(await storeIdempotentResponse(db, scope, { status: 200, body: { ok: delay } })).toBe(true);
        expect(await claimIdempotencyKey(db, scope, 'h', A)).toEqual({ status: 200, json: JSON.stringify({ ok: delay }), stream: false });
      }
    }
  });

  it('a key of a dead process is taken over; one of a live process, or claimed recently, is still in progress', async () => {
    const db = app.ctx.db;
    const claimOld = async (key: string, owner: string | null) => {
      await db('idempotency_keys').insert({ ...{ account_id: 'acct_idem_test', operation_id: 'createChatCompletion', key }, request_hash: 'h', owner_process: owner, created_at: db.raw("now() - interval '5 minutes'") });
    };
    // Dead: no heartbeat row at all, or one older than deadAfterSeconds.
    await claimOld('dead-1', 'proc_gone');
    expect(await claimIdempotencyKey(db, scopeOf('dead-1'), 'h', B)).toBeNull();
    expect(await rowOf('dead-1')).toMatchObject({ owner_process: B.processId });
    await db('billing_processes').insert({ id: 'proc_stale', heartbeat_at: db.raw("now() - interval '10 minutes'") });
    await claimOld('dead-2', 'proc_stale');
    expect(await claimIdempotencyKey(db, scopeOf('dead-2'), 'h', B)).toBeNull();
    // Alive: a fresh heartbeat.
    await db('billing_processes').insert({ id: 'proc_alive' });
    await claimOld('alive', 'proc_alive');
    // The SDKs retry this 409; Retry-After spaces their retries so they outlast a generation.
    await expect(claimIdempotencyKey(db, scopeOf('alive'), 'h', B)).rejects.toMatchObject({
      status: 409, code: 'idempotency_in_progress', headers: { 'retry-after': '2', 'retry-after-ms': '2000' },
    });
    // Claimed moments ago (its process may not have beaten yet), or before owners were recorded: left alone.
    expect(await claimIdempotencyKey(db, scopeOf('recent'), 'h', { processId: 'proc_new', deadAfterSeconds: 60 })).toBeNull();
    await expect(claimIdempotencyKey(db, scopeOf('recent'), 'h', B)).rejects.toMatchObject({ code: 'idempotency_in_progress' });
    await claimOld('ownerless', null);
    await expect(claimIdempotencyKey(db, scopeOf('ownerless'), 'h', B)).rejects.toMatchObject({ code: 'idempotency_in_progress' });
    // A taken-over key still belongs to its request: another body is refused.
    await claimOld('dead-3', 'proc_gone');
    await expect(claimIdempotencyKey(db, scopeOf('dead-3'), 'other', B)).rejects.toMatchObject({ code: 'idempotency_key_reused' });
  });
});
