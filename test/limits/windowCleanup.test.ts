/**
 * Expired rate-limit windows in the shared table (PostgreSQL) are deleted by a process's background work
 * (src/background.ts startWindowCleanup), not by building the app (issue 25 item 2): the window store starts no timer,
 * the cleanup deletes only windows that ended over an hour ago, runs every 5 minutes once started and never after it
 * is stopped, and does nothing on the embedded database (whose windows are in memory).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { freshDatabase, type TestDb } from '../helpers/db';
import { createKeyWindows, deleteExpiredWindows } from '../../src/limits/store';
import { startWindowCleanup, WINDOW_CLEANUP_INTERVAL_MS } from '../../src/background';
import type { AppContext } from '../../src/context';

const HOUR_MS = 3_600_000;
let t: TestDb;
beforeAll(async () => { t = await freshDatabase(); });
afterAll(async () => { await t?.drop(); });
afterEach(() => { vi.restoreAllMocks(); vi.useRealTimers(); });

const keys = async () => (await t.db('rate_limit_windows').orderBy('key').select('key')).map((r: { key: string }) => r.key);

async function seed(nowMs: number): Promise<void> {
  await t.db('rate_limit_windows').delete();
  await t.db('rate_limit_windows').insert([
    { key: 'req:ended-2h-ago', points: 5, expire: nowMs - 2 * HOUR_MS },
    { key: 'tok:ended-61min-ago', points: 900, expire: nowMs - HOUR_MS - 60_000 },
    { key: 'req:ended-10min-ago', points: 3, expire: nowMs - 10 * 60_000 },
    { key: 'jobs:live', points: 1, expire: nowMs + 30_000 },
  ]);
}

describe('the window store', () => {
  it('starts no timer of its own, in memory or on PostgreSQL', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    createKeyWindows('postgres', 60_000, t.db);
    createKeyWindows('memory', 60_000, null);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('deleteExpiredWindows', () => {
  it('deletes the windows that ended over an hour ago and keeps the others', async () => {
    const now = Date.now();
    await seed(now);
    expect(await deleteExpiredWindows(t.db, now)).toBe(2);
    expect(await keys()).toEqual(['jobs:live', 'req:ended-10min-ago']);
    expect(await deleteExpiredWindows(t.db, now)).toBe(0);
  });
});

describe('startWindowCleanup', () => {
  const ctxWith = (databaseUrl: string | null, rateLimitsEnabled = true) =>
    ({ config: { databaseUrl, rateLimitsEnabled }, db: t.db, log: pino({ level: 'silent' }) }) as unknown as AppContext;

  it('runs every 5 minutes on PostgreSQL, unref\'d, and never again once stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await seed(Date.now());
    const stop = startWindowCleanup(ctxWith('postgres://configured'));
    await vi.advanceTimersByTimeAsync(WINDOW_CLEANUP_INTERVAL_MS - 1);
    expect(await keys()).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    for (let i = 0; i < 100 && (await keys()).length !== 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await keys()).toEqual(['jobs:live', 'req:ended-10min-ago']);
    stop();
    await seed(Date.now());
    await vi.advanceTimersByTimeAsync(3 * WINDOW_CLEANUP_INTERVAL_MS);
    await new Promise((r) => setTimeout(r, 50));
    expect(await keys()).toHaveLength(4);
  });

  it('starts nothing on the embedded database or with rate limits off', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    startWindowCleanup(ctxWith(null))();
    startWindowCleanup(ctxWith('postgres://configured', false))();
    expect(spy).not.toHaveBeenCalled();
  });
});
