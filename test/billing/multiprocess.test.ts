/**
 * Three server processes sharing one PostgreSQL database (runs only with DATABASE_URL: scripts/with-postgres.sh).
 * PGlite is one in-process connection, so this claim can only be tested against a real server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDb } from '../helpers/db';
import { writePricedFixtures } from './fixtures/priced';
import { signLocalWebhook } from '../../src/billing/payments/providers/local';

const ADMIN = 'adm_multiprocess_token_0123456789';
const SECRET = 'local_mp_secret';
const enabled = Boolean(process.env.DATABASE_URL);

let db: TestDb;
const servers: Array<{ proc: ChildProcess; url: string }> = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-mp-'));

async function startServer(databaseUrl: string, fixtures: ReturnType<typeof writePricedFixtures>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'test/billing/fixtures/pricedServer.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', ADMIN_TOKEN: ADMIN, DATA_DIR: dataDir,
      LOG_LEVEL: 'silent', PRICES_FILE: fixtures.pricesFile, BILLING_TEST_OPENAPI: fixtures.openapiFile,
      LOCAL_PAYMENT_WEBHOOK_SECRET: SECRET,
      // Leases (src/billing/wallet/lease.ts) go back to the wallet after 300 ms unused.
      BILLING_LEASE_IDLE_MS: '300',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    let err = '';
    proc.stderr!.on('data', (d) => { err += d; });
    proc.stdout!.on('data', (d) => {
      const m = /listening (\d+)/.exec(String(d));
      if (m) { clearTimeout(timer); resolve(`http://127.0.0.1:${m[1]}`); }
    });
    proc.on('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited ${code}: ${err}`)); });
  });
  servers.push({ proc, url });
}

beforeAll(async () => {
  if (!enabled) return;
  db = await freshDatabase();
  const fixtures = writePricedFixtures();
  await Promise.all([0, 1, 2].map(() => startServer(db.databaseUrl!, fixtures)));
}, 120_000);

afterAll(async () => {
  for (const s of servers) {
    s.proc.kill('SIGTERM');
    await new Promise((r) => { s.proc.once('exit', r); setTimeout(() => { s.proc.kill('SIGKILL'); r(null); }, 5000); });
  }
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(url: string, method: string, p: string, opts: { key?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  let body = opts.body;
  if (opts.json !== undefined) { headers['content-type'] = 'application/json'; body = JSON.stringify(opts.json); }
  const res = await fetch(url + p, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

async function createAccount(creditCents: number) {
  const res = await call(servers[0].url, 'POST', '/admin/v1/accounts', { key: ADMIN, json: { email: 'mp@example.com', plan: 'dedicated', credit_cents: creditCents } });
  expect(res.status).toBe(201);
  return { accountId: res.body.account_id as string, apiKey: res.body.api_key as string };
}

describe.skipIf(!enabled)('three server processes on one PostgreSQL', () => {
  it('300 concurrent billed requests on a wallet that pays for exactly 100: 100 succeed, 200 get 402', async () => {
    const { accountId, apiKey } = await createAccount(100); // 100 calls at 1 cent
    const statuses = await Promise.all(Array.from({ length: 300 }, (_, i) =>
      call(servers[i % 3].url, 'GET', '/v1/models', { key: apiKey }).then((r) => {
        if (r.status === 402) expect(r.body.error).toMatchObject({ type: 'payment_required', code: 'insufficient_balance' });
        return r.status;
      })));
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 402)).toHaveLength(200);
    const wallet = await db.db('wallets').where({ account_id: accountId }).first();
    const ledger = await db.db('ledger_entries').where({ account_id: accountId }).sum<{ s: string }>('amount_micro_usd as s').first();
    expect(Number(wallet.balance_micro_usd)).toBe(0);
    expect(Number(wallet.held_micro_usd)).toBe(0);
    expect(Number(ledger!.s)).toBe(0);
    expect(await db.db('usage_events').where({ account_id: accountId }).count('* as n').first()).toMatchObject({ n: 100 });
    const balance = await call(servers[2].url, 'GET', '/v1/billing/balance', { key: apiKey });
    expect(balance.body).toMatchObject({ available: 0, total_spent: 100 });
  }, 60_000);

  it('a wallet served from leases in three processes: never overspent, nothing lost, every cent spendable', async () => {
    const { accountId, apiKey } = await createAccount(1000); // 1000 calls at 1 cent: leases of up to 1/32 of the headroom
    const wave = async (count: number) => {
      let ok = 0;
      for (let start = 0; start < count; start += 300) {
        const statuses = await Promise.all(Array.from({ length: Math.min(300, count - start) }, (_, i) =>
          call(servers[i % 3].url, 'GET', '/v1/models', { key: apiKey }).then((r) => r.status)));
        expect(statuses.every((s) => s === 200 || s === 402)).toBe(true);
        ok += statuses.filter((s) => s === 200).length;
      }
      return ok;
    };
    const settledState = async () => {
      // Charges are written within BILLING_FLUSH_MS and unused leases return within BILLING_LEASE_IDLE_MS.
      const end = Date.now() + 20_000;
      for (;;) {
        const wallet = await db.db('wallets').where({ account_id: accountId }).first();
        if (Number(wallet.held_micro_usd) === 0) return wallet;
        if (Date.now() > end) {
          const holds = await db.db('process_holds').where({ account_id: accountId });
          throw new Error(`still held after 20 s: ${JSON.stringify({ wallet, holds })}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const first = await wave(1500);
    // Never more than the wallet pays for; refusals while other processes still had leased money are bounded by their
    // leases (each at most 1/32 of the headroom when taken, and none below 256 calls of headroom).
    expect(first).toBeLessThanOrEqual(1000);
    expect(first).toBeGreaterThanOrEqual(1000 - 2 * Math.ceil(1000 / 32));
    let wallet = await settledState();
    expect(Number(wallet.held_micro_usd)).toBe(0);
    expect(Number(wallet.balance_micro_usd)).toBe((1000 - first) * 10_000);
    const ledger = await db.db('ledger_entries').where({ account_id: accountId }).sum<{ s: string }>('amount_micro_usd as s').first();
    expect(Number(ledger!.s)).toBe(Number(wallet.balance_micro_usd));
    expect(await db.db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).count('* as n').first()).toMatchObject({ n: first });
    // Every cent left can still be spent: exactly the remaining calls succeed.
    const second = await wave(1000 - first + 50);
    expect(second).toBe(1000 - first);
    wallet = await settledState();
    expect(Number(wallet.balance_micro_usd)).toBe(0);
    expect(Number(wallet.held_micro_usd)).toBe(0);
    // Usage rows of leased calls are summed per batch (`requests` calls each).
    const calls = await db.db('usage_events').where({ account_id: accountId }).sum<{ n: string }>('requests as n').first();
    expect(Number(calls!.n)).toBe(1000);
  }, 120_000);

  it('concurrent duplicate webhooks across processes credit once, and the bonus applies once', async () => {
    const { apiKey, accountId } = await createAccount(0);
    const dep = await call(servers[1].url, 'POST', '/v1/billing/deposit', { key: apiKey, json: { amount: 10_000 } });
    expect(dep.status).toBe(201);
    const sends = Array.from({ length: 60 }, (_, i) => {
      // Half replay one event id, half are distinct event ids for the same payment.
      const raw = JSON.stringify({ id: i % 2 === 0 ? 'evt_mp_same' : `evt_mp_${i}`, type: 'payment.succeeded', payment_id: dep.body.payment_id });
      return call(servers[i % 3].url, 'POST', '/v1/billing/webhooks/local', {
        body: raw, headers: { 'content-type': 'application/json', 'x-graha-signature': signLocalWebhook(SECRET, raw) },
      });
    });
    const results = await Promise.all(sends);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1); // only one event moved the payment
    const rows = await db.db('ledger_entries').where({ account_id: accountId }).orderBy('id');
    expect(rows.map((r) => [r.kind, Number(r.amount_micro_usd)])).toEqual([['deposit', 100_000_000], ['first_deposit_bonus', 10_000_000]]);
    const balance = await call(servers[0].url, 'GET', '/v1/billing/balance', { key: apiKey });
    expect(balance.body.available).toBe(11_000);
  }, 60_000);
});
