/**
 * The announcing side of coherent key caches (src/auth/authChanges.ts) against a real PostgreSQL server: a change waits
 * for live listeners, not for dead ones, and a live listener that never acknowledges gets the caller a 503 once the
 * change is saved. The three-process behaviour is in test/limits/multiprocess.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { freshDatabase, type TestDb } from '../helpers/db';
import { AuthCache } from '../../src/auth/authCache';
import { changeAuth } from '../../src/auth/authChanges';
import { startAuthListener, type AuthLease } from '../../src/auth/authListener';
import { ApiError } from '../../src/errors';

const onPostgres = Boolean(process.env.DATABASE_URL);
const LEASE: AuthLease = { leaseMs: 600, heartbeatMs: 100, reconnectMs: 100 };
let db: TestDb;

beforeAll(async () => { if (onPostgres) db = await freshDatabase(); });
afterAll(async () => { await db?.drop(); });

const entry = (accountId: string) => ({ key: { id: 'k', account_id: accountId }, account: { id: accountId } }) as never;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const noChange = async () => 'saved';

describe.skipIf(!onPostgres)('announcing a key or account change on PostgreSQL', () => {
  it('a live listener drops its cache and acknowledges before the change returns', async () => {
    const theirs = new AuthCache('shared');
    const stop = startAuthListener(db.databaseUrl!, theirs, pino({ level: 'silent' }), LEASE);
    try {
      for (let i = 0; i < 50 && theirs.beginLookup() === null; i++) await sleep(20);
      theirs.set('h', entry('acct'), theirs.beginLookup());
      expect(theirs.get('h')).toBeDefined();
      const ours = new AuthCache('shared');
      expect(await changeAuth(db.db, ours, 'acct', noChange, LEASE)).toBe('saved');
      // Returned only after the other process's listener dropped what it held.
      expect(theirs.get('h')).toBeUndefined();
    } finally {
      stop();
    }
  });

  it('a dead listener (not seen for a lease) is not waited for; a live one that never acknowledges ends in a 503 after the change is saved', async () => {
    await db.db('auth_listeners').insert({ id: 'dead', acked_seq: 0, seen_at: db.db.raw("now() - interval '1 minute'") });
    const started = Date.now();
    await changeAuth(db.db, new AuthCache('shared'), 'acct', noChange, LEASE);
    expect(Date.now() - started).toBeLessThan(LEASE.leaseMs);

    await db.db('auth_listeners').insert({ id: 'stuck', acked_seq: 0, seen_at: db.db.raw("now() + interval '1 hour'") });
    const saved: string[] = [];
    const err = await changeAuth(db.db, new AuthCache('shared'), 'acct', async (trx) => {
      await trx('auth_listeners').where({ id: 'dead' }).delete();
      saved.push('done');
    }, LEASE).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(503);
    expect((err as ApiError).code).toBe('change_unconfirmed');
    // The change itself was committed before the wait.
    expect(saved).toEqual(['done']);
    expect(await db.db('auth_listeners').where({ id: 'dead' }).first()).toBeUndefined();
    await db.db('auth_listeners').where({ id: 'stuck' }).delete();
  });
});
