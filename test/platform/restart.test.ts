/**
 * Crash safety of the platform lifecycles (issue 19 item 5) with the real entry point on PostgreSQL (runs only with
 * DATABASE_URL: `scripts/with-postgres.sh npx vitest run test/platform/restart.test.ts`; PGlite belongs to one
 * process). `src/server.ts` runs as child processes: an endpoint is created, its server is killed (SIGKILL) in the
 * middle of provisioning, another server resumes it to running; minutes of runtime are billed exactly once each by
 * two servers reconciling at once, also when the metering mark is moved back over minutes already billed; deletion
 * completes and billing stops.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDb } from '../helpers/db';
import { FAKE_ENV, writeFakeModelsFile, writeFakePricesFile } from '../fakes/models';
import { gpuCostMicroUsd, loadPriceTable } from '../../src/billing/prices';

const ADMIN = 'adm_platform_restart_0123456789';
const enabled = Boolean(process.env.DATABASE_URL);
const MINUTE = 60_000;

let db: TestDb;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-platform-'));
const children = new Set<ChildProcess>();
let modelsFile: string;
let pricesFile: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
  });
}

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function startServer(): Promise<{ proc: ChildProcess; url: string }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env, ...FAKE_ENV, DATABASE_URL: db.databaseUrl!, PORT: String(port), HOST: '127.0.0.1', ADMIN_TOKEN: ADMIN,
      DATA_DIR: dataDir, LOG_LEVEL: 'silent', MODELS_FILE: modelsFile, PRICES_FILE: pricesFile,
      // Sweeps (and so reconcile passes) every 200 ms; provisioning takes 4 s, deprovisioning 2 s.
      BILLING_SWEEP_INTERVAL_MS: '200', ENDPOINT_PROVISION_MS: '4000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(proc);
  let stderr = '';
  proc.stderr!.on('data', (d) => { stderr += d; });
  proc.on('exit', () => children.delete(proc));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`server on ${port} (${stderr})`, async () => (await fetch(`${url}/healthz`)).ok);
  return { proc, url };
}

function kill(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => { proc.once('exit', () => resolve()); proc.kill('SIGKILL'); });
}

async function call(url: string, method: string, p: string, key: string, json?: unknown) {
  const res = await fetch(url + p, {
    method, headers: { authorization: `Bearer ${key}`, ...(json ? { 'content-type': 'application/json' } : {}) }, body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  if (!enabled) return;
  db = await freshDatabase();
  modelsFile = writeFakeModelsFile({ openaiBaseUrl: 'http://127.0.0.1:9/v1' });
  pricesFile = writeFakePricesFile();
}, 60_000);

afterAll(async () => {
  for (const proc of [...children]) await kill(proc);
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!enabled)('a server restart in the middle of an endpoint\'s lifecycle', () => {
  it('resumes provisioning, bills each minute once across processes and re-runs, and stops billing at deletion', async () => {
    const a = await startServer();
    const acct = await call(a.url, 'POST', '/admin/v1/accounts', ADMIN, { email: 'restart@example.com', plan: 'scale', credit_cents: 1000 });
    expect(acct.status).toBe(201);
    const key = acct.body.api_key as string;
    const accountId = acct.body.account_id as string;
    const created = await call(a.url, 'POST', '/v1/endpoints', key, { model: 'llama-3.1-8b-instruct', hardware: 'h100-80gb' });
    expect(created.status).toBe(200);
    const id = created.body.id as string;

    // Killed in the middle of provisioning.
    await waitFor('provisioning', async () => (await db.db('endpoints').where({ id }).first()).status === 'provisioning');
    await kill(a.proc);
    expect((await db.db('endpoints').where({ id }).first()).status).toBe('provisioning');

    const b = await startServer();
    await waitFor('running after the restart', async () => (await call(b.url, 'GET', `/v1/endpoints/${id}`, key)).body.status === 'running', 30_000);
    expect((await call(b.url, 'GET', `/v1/endpoints/${id}`, key)).body.replicas).toBe(1);
    expect(await db.db('platform_charges').where({ resource_id: id })).toHaveLength(0);

    // Five minutes of runtime pass unseen (as while every server was down), then two servers reconcile at once.
    await db.db('endpoints').where({ id }).update({
      billing_started_at: db.db.raw("billing_started_at - interval '5 minutes'"), metered_until: db.db.raw("metered_until - interval '5 minutes'"),
      next_step_at: db.db.raw('now()'),
    });
    const c = await startServer();
    const perMinute = gpuCostMicroUsd(loadPriceTable(pricesFile), 'endpoint', 'h100-80gb', 1, 60);
    const charged = async () => -Number((await db.db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).sum({ s: 'amount_micro_usd' }).first())?.s ?? 0);
    await waitFor('five minutes billed', async () => (await db.db('platform_charges').where({ resource_id: id })).length >= 5);
    const started = new Date((await db.db('endpoints').where({ id }).first()).billing_started_at).getTime();
    let rows = await db.db('platform_charges').where({ resource_id: id }).orderBy('period');
    expect(rows.map((r) => Date.parse(r.period))).toEqual([0, 1, 2, 3, 4].map((k) => started + k * MINUTE));
    expect(await charged()).toBe(5 * perMinute);

    // A step repeated over minutes already billed (the metering mark moved back three minutes) bills nothing again.
    await kill(b.proc);
    await db.db('endpoints').where({ id }).update({ metered_until: db.db.raw("metered_until - interval '3 minutes'"), next_step_at: db.db.raw('now()') });
    await waitFor('the mark caught up again', async () => {
      const row = await db.db('endpoints').where({ id }).first();
      return new Date(row.metered_until).getTime() >= started + 5 * MINUTE && new Date(row.next_step_at).getTime() > Date.now();
    });
    rows = await db.db('platform_charges').where({ resource_id: id });
    expect(rows).toHaveLength(5);
    expect(await charged()).toBe(5 * perMinute);

    // Deleting: billing goes on until deprovisioning completes (the started sixth minute), then stops.
    const del = await call(c.url, 'DELETE', `/v1/endpoints/${id}`, key);
    expect(del.body.status).toBe('deleting');
    await waitFor('deleted', async () => (await call(c.url, 'GET', `/v1/endpoints/${id}`, key)).body.status === 'deleted', 30_000);
    rows = await db.db('platform_charges').where({ resource_id: id });
    const deletedAt = new Date((await db.db('endpoints').where({ id }).first()).deleted_at).getTime();
    const minutes = Math.ceil((deletedAt - started) / MINUTE);
    expect(rows).toHaveLength(minutes);
    expect(await charged()).toBe(minutes * perMinute);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await db.db('platform_charges').where({ resource_id: id })).toHaveLength(minutes);
  }, 180_000);
});
