/**
 * Three server processes sharing one PostgreSQL database (docs/architecture.md section 3): limits are exact whichever
 * process answers, headers agree across processes, and revocation, suspension, scopes, plan gates and plan upgrades
 * take effect on the next request on every process. Runs only against a PostgreSQL server (DATABASE_URL), since
 * the embedded PGlite database is one process by design.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDb } from '../helpers/db';
import { TEST_ADMIN_TOKEN } from '../helpers/app';
import { rateHeaders, requestTo, sleep } from './harness';

const onPostgres = Boolean(process.env.DATABASE_URL);
const PROCESSES = 3;

let db: TestDb;
let dataDir: string;
const children: ChildProcess[] = [];
let urls: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, deadlineMs: number) {
  while (Date.now() < deadlineMs) {
    if (child.exitCode !== null) throw new Error(`server ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch { /* not listening yet */ }
    await sleep(100);
  }
  throw new Error(`server ${url} did not start in time`);
}

beforeAll(async () => {
  if (!onPostgres) return;
  db = await freshDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-mp-'));
  const tsx = path.resolve('node_modules/.bin/tsx');
  const ports = await Promise.all(Array.from({ length: PROCESSES }, freePort));
  urls = ports.map((p) => `http://127.0.0.1:${p}`);
  for (const port of ports) {
    const child = spawn(tsx, ['src/server.ts'], {
      env: {
        ...process.env, DATABASE_URL: db.databaseUrl!, PORT: String(port), HOST: '127.0.0.1', ADMIN_TOKEN: TEST_ADMIN_TOKEN,
        DATA_DIR: dataDir, LOG_LEVEL: 'silent', VALIDATE_RESPONSES: '1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
  }
  const deadline = Date.now() + 45_000;
  await Promise.all(urls.map((u, i) => waitUntilUp(u, children[i], deadline)));
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))));
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const req = (i: number, method: string, p: string, opts: Parameters<typeof requestTo>[3] = {}) => requestTo<any>(urls[i % PROCESSES], method, p, opts);
const admin = (i: number, method: string, p: string, json?: unknown) => req(i, method, p, { key: TEST_ADMIN_TOKEN, json });

async function account(plan = 'pay-as-you-go') {
  const res = await admin(0, 'POST', '/admin/v1/accounts', { email: 'mp@example.com', plan, credit_cents: 0 });
  expect(res.status).toBe(201);
  return { accountId: res.body.account_id as string, apiKey: res.body.api_key as string };
}

describe.skipIf(!onPostgres)('three processes, one PostgreSQL', () => {
  it('a 60 RPM key sending 100 requests across three processes gets exactly 60 through', async () => {
    const { apiKey } = await account();
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => req(i, 'GET', '/v1/models', { key: apiKey })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(60);
    expect(results.filter((r) => r.status === 429)).toHaveLength(40);
    for (const r of results.filter((x) => x.status === 429)) {
      expect(Number(r.headers.get('retry-after-ms'))).toBeGreaterThan(0);
      expect(rateHeaders(r).remainingRequests).toBe(0);
    }
    // Each process let some through: the count is shared, not per process.
    const through = new Set(results.map((r, i) => (r.status === 200 ? i % PROCESSES : -1)));
    expect(through.size).toBeGreaterThanOrEqual(PROCESSES);
  });

  it('100 concurrent requests of a 60 RPM key to ONE process (counted in shared statements) get exactly 60 through', async () => {
    const { apiKey } = await account();
    const results = await Promise.all(Array.from({ length: 100 }, () => req(0, 'GET', '/v1/models', { key: apiKey })));
    const admitted = results.filter((r) => r.status === 200);
    expect(admitted).toHaveLength(60);
    expect(results.filter((r) => r.status === 429)).toHaveLength(40);
    // Each admitted request was decided from its own position in the window: every count from 1 to 60 once.
    expect(admitted.map((r) => rateHeaders(r).remainingRequests).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    for (const r of results.filter((x) => x.status === 429)) {
      expect(Number(r.headers.get('retry-after-ms'))).toBeGreaterThan(50_000);
      expect(rateHeaders(r).remainingRequests).toBe(0);
    }
  });

  it('the headers count one window whichever process answers', async () => {
    const { apiKey } = await account();
    const remaining: number[] = [];
    const resets: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await req(i, 'GET', '/v1/models', { key: apiKey });
      expect(res.status).toBe(200);
      const h = rateHeaders(res);
      expect(h).toMatchObject({ limitRequests: 60, limitTokens: 100_000, remainingTokens: 100_000 });
      remaining.push(h.remainingRequests!);
      resets.push(h.resetRequests!);
    }
    expect(remaining).toEqual([59, 58, 57, 56, 55, 54, 53, 52, 51]);
    // One window: its reset counts down, it does not restart on another process.
    for (let i = 1; i < resets.length; i++) expect(resets[i]).toBeLessThanOrEqual(resets[i - 1]);
  });

  it('scopes and plan gates answer 403 on every process, with the rate headers', async () => {
    const { apiKey } = await account('growth');
    const scoped = await req(0, 'POST', '/v1/keys', { key: apiKey, json: { scopes: ['inference'] } });
    for (let i = 0; i < PROCESSES; i++) {
      const denied = await req(i, 'GET', '/v1/billing/balance', { key: scoped.body.key });
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe('insufficient_scope');
      expect(rateHeaders(denied).limitRequests).toBe(300);
      const gated = await req(i, 'POST', '/v1/clusters', { key: apiKey, json: { gpu_type: 'l40s', gpu_count: 1 } });
      expect(gated.status).toBe(403);
      expect(gated.body.error.code).toBe('plan_required');
    }
  });

  it('a key revoked through one process is refused on the next request by every process', async () => {
    const { apiKey } = await account();
    const created = await req(0, 'POST', '/v1/keys', { key: apiKey, json: { name: 'temp' } });
    for (let i = 0; i < PROCESSES; i++) expect((await req(i, 'GET', '/v1/models', { key: created.body.key })).status).toBe(200);
    expect((await req(0, 'DELETE', `/v1/keys/${created.body.id}`, { key: apiKey })).status).toBe(200);
    for (let i = 0; i < PROCESSES; i++) {
      const res = await req(i, 'GET', '/v1/models', { key: created.body.key });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('revoked_api_key');
    }
  });

  it('a suspension through one process applies on every process at once, and so does reactivation', async () => {
    const { apiKey, accountId } = await account();
    expect((await admin(1, 'PUT', `/admin/v1/accounts/${accountId}/status`, { status: 'suspended' })).status).toBe(200);
    for (let i = 0; i < PROCESSES; i++) {
      const res = await req(i, 'GET', '/v1/models', { key: apiKey });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('account_suspended');
    }
    await admin(2, 'PUT', `/admin/v1/accounts/${accountId}/status`, { status: 'active' });
    for (let i = 0; i < PROCESSES; i++) expect((await req(i, 'GET', '/v1/models', { key: apiKey })).status).toBe(200);
  });

  it('an upgrade (here to enterprise with custom limits) through one process applies on every process on the next request', async () => {
    const { apiKey, accountId } = await account();
    expect(rateHeaders(await req(0, 'GET', '/v1/models', { key: apiKey })).limitRequests).toBe(60);
    await admin(0, 'PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'enterprise', rpm: 2, tpm: 5000 });
    const seen = [];
    for (let i = 1; i <= PROCESSES; i++) seen.push(await req(i, 'GET', '/v1/models', { key: apiKey }));
    expect(seen.map((r) => r.status)).toEqual([200, 429, 429]);
    expect(rateHeaders(seen[0])).toMatchObject({ limitRequests: 2, remainingRequests: 0, limitTokens: 5000 });
  });
});

/**
 * The key caches of the three processes (src/auth/authCache.ts 'shared', src/auth/authListener.ts): used while each
 * process's listener vouches for them, dropped at every announced change, withdrawn when the listener's connection is
 * lost, and a stopped process holds a change up for at most its lease.
 */
describe.skipIf(!onPostgres)('key caches of three processes on one PostgreSQL', () => {
  const revokeBehindTheirBack = (keyId: string) => db.db('api_keys').where({ id: keyId }).update({ revoked_at: db.db.fn.now() });
  const listenerIds = async () => (await db.db('auth_listeners').where('seen_at', '>', db.db.raw("now() - interval '5 seconds'")).pluck('id')) as string[];
  const tempKey = async (apiKey: string) => {
    const created = await req(0, 'POST', '/v1/keys', { key: apiKey, json: { name: 'cached' } });
    expect(created.status).toBe(201);
    return { id: created.body.id as string, key: created.body.key as string };
  };
  const statusOn = async (i: number, key: string) => (await req(i, 'GET', '/v1/models', { key })).status;

  it('every process caches a key it has read: a change made behind their back (plain SQL) is not seen until it is announced', async () => {
    const { apiKey } = await account();
    const temp = await tempKey(apiKey);
    for (let i = 0; i < PROCESSES; i++) expect(await statusOn(i, temp.key)).toBe(200);
    await revokeBehindTheirBack(temp.id);
    // Served from each process's cache: no process read the key again.
    for (let i = 0; i < PROCESSES; i++) expect(await statusOn(i, temp.key)).toBe(200);
    // What an operator runs after editing keys by hand (README): every process drops its cache.
    await db.db.raw("SELECT pg_notify('graha_auth_changes', 'changed')");
    for (let i = 0; i < PROCESSES; i++) {
      let status = 0;
      for (let tries = 0; tries < 50 && (status = await statusOn(i, temp.key)) !== 401; tries++) await sleep(20);
      expect(status).toBe(401);
    }
  });

  it('a process whose listener connection is lost stops using its cache at once, and caches again once it listens again', async () => {
    const { apiKey } = await account();
    const temp = await tempKey(apiKey);
    for (let i = 0; i < PROCESSES; i++) expect(await statusOn(i, temp.key)).toBe(200);
    const before = await listenerIds();
    expect(before.length).toBeGreaterThanOrEqual(PROCESSES);
    const killed = await db.db.raw("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'graha-auth-listener' AND datname = current_database()");
    expect(killed.rows.length).toBe(PROCESSES);
    // Each process connects again (after about a second) under a new id.
    for (let tries = 0; tries < 100; tries++) {
      if ((await listenerIds()).filter((id) => !before.includes(id)).length >= PROCESSES) break;
      await sleep(100);
    }
    expect((await listenerIds()).filter((id) => !before.includes(id)).length).toBeGreaterThanOrEqual(PROCESSES);
    // What they cached before the loss is gone: a change they did not hear of is read from the database.
    await revokeBehindTheirBack(temp.id);
    for (let i = 0; i < PROCESSES; i++) expect(await statusOn(i, temp.key)).toBe(401);
    // And they cache again: a second key read once is then served from memory.
    const second = await tempKey(apiKey);
    for (let i = 0; i < PROCESSES; i++) expect(await statusOn(i, second.key)).toBe(200);
    await revokeBehindTheirBack(second.id);
    for (let i = 0; i < PROCESSES; i++) expect(await statusOn(i, second.key)).toBe(200);
    await db.db.raw("SELECT pg_notify('graha_auth_changes', 'changed')");
  });

  it('a stopped process holds a revocation up for at most its lease, and refuses the key as soon as it runs again', async () => {
    const { apiKey } = await account();
    const temp = await tempKey(apiKey);
    for (let i = 0; i < PROCESSES; i++) expect(await statusOn(i, temp.key)).toBe(200);
    const stopped = children[2];
    stopped.kill('SIGSTOP');
    try {
      const started = Date.now();
      const revoked = await req(0, 'DELETE', `/v1/keys/${temp.id}`, { key: apiKey });
      const tookMs = Date.now() - started;
      expect(revoked.status).toBe(200);
      // It waited for the stopped process until that one's heartbeat was older than the lease (5 s; its last beat
      // was at most 1 s before the stop).
      expect(tookMs).toBeGreaterThan(2000);
      for (let i = 0; i < 2; i++) expect(await statusOn(i, temp.key)).toBe(401);
    } finally {
      stopped.kill('SIGCONT');
    }
    // Its cache lapsed while it was stopped: the first request after it runs again is refused.
    const res = await req(2, 'GET', '/v1/models', { key: temp.key });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('revoked_api_key');
  }, 40_000);
});
