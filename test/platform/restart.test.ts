/**
 * Crash safety of the platform lifecycles (issue 19 item 5) with the real entry point on PostgreSQL (runs only with
 * DATABASE_URL: `scripts/with-postgres.sh npx vitest run test/platform/restart.test.ts`; PGlite belongs to one
 * process). `src/server.ts` runs as child processes, killed with SIGKILL in the middle of each lifecycle:
 *   - an endpoint killed mid-provisioning resumes to running on another server; minutes of runtime are billed exactly
 *     once each by two servers reconciling at once, also when the metering mark is moved back over minutes already
 *     billed; deletion completes and billing stops;
 *   - a fine-tuning job killed mid-training resumes on another server and succeeds, every example stored once and
 *     every trained token billed once, also when its progress is moved back over a step already billed;
 *   - a cluster killed mid-provisioning resumes to running; minutes billed once by two servers; killed again
 *     mid-termination, another server completes the termination and billing stops there.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDb } from '../helpers/db';
import { FAKE_ENV, writeFakeModelsFile, writeFakePricesFile } from '../fakes/models';
import { gpuCostMicroUsd, loadPriceTable, trainingCostMicroUsd } from '../../src/billing/prices';
import { countPromptTokens } from '../../src/tokenizer/count';
import { EXAMPLES_PER_STEP } from '../../src/platform/fineTuning/builtinTrainer';

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
  // Sweeps (and so reconcile passes) every 200 ms; endpoints and clusters take 4 s to come up and 2 s to go; the
  // built-in trainer takes a step (EXAMPLES_PER_STEP examples) every 1.5 s.
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env, ...FAKE_ENV, DATABASE_URL: db.databaseUrl!, PORT: String(port), HOST: '127.0.0.1', ADMIN_TOKEN: ADMIN,
      DATA_DIR: dataDir, LOG_LEVEL: 'silent', MODELS_FILE: modelsFile, PRICES_FILE: pricesFile,
      BILLING_SWEEP_INTERVAL_MS: '200', ENDPOINT_PROVISION_MS: '4000', CLUSTER_PROVISION_MS: '4000', TRAINING_STEP_MS: '1500',
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

async function upload(url: string, key: string, rows: unknown[]): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([rows.map((r) => JSON.stringify(r)).join('\n') + '\n']), 'train.jsonl');
  form.set('purpose', 'fine-tune');
  const res = await fetch(`${url}/v1/files`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
  return body.id as string;
}

const chargedOf = async (accountId: string) =>
  -Number((await db.db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).sum({ s: 'amount_micro_usd' }).first())?.s ?? 0);

describe.skipIf(!enabled)('a server restart in the middle of a fine-tuning job', () => {
  it('resumes training on another server; every example is stored once and every trained token billed once', async () => {
    const a = await startServer();
    const acct = await call(a.url, 'POST', '/admin/v1/accounts', ADMIN, { email: 'restart-ft@example.com', plan: 'pay-as-you-go', credit_cents: 1000 });
    expect(acct.status).toBe(201);
    const key = acct.body.api_key as string;
    const accountId = acct.body.account_id as string;
    const rows = Array.from({ length: 100 }, (_, i) => ({ messages: [
      { role: 'system', content: 'You answer briefly.' }, { role: 'user', content: `Which house does example ${i} concern?` }, { role: 'assistant', content: `House ${(i % 12) + 1}.` },
    ] }));
    const fileTokens = rows.reduce((n, r) => n + countPromptTokens(r.messages as never), 0);
    const file = await upload(a.url, key, rows);
    const created = await call(a.url, 'POST', '/v1/fine_tuning/jobs', key, { model: 'llama-3.1-8b-instruct', training_file: file, hyperparameters: { epochs: 3 } });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const positions = rows.length * 3;

    // Killed in the middle of training: at least one step taken, not the last.
    const job = () => db.db('fine_tuning_jobs').where({ id }).first();
    await waitFor('a training step', async () => { const r = await job(); return r.status === 'running' && Number(r.examples_done) >= EXAMPLES_PER_STEP; }, 30_000);
    await kill(a.proc);
    const atKill = await job();
    expect(atKill.status).toBe('running');
    const done = Number(atKill.examples_done);
    expect(done).toBeLessThan(positions);
    expect(done % EXAMPLES_PER_STEP).toBe(0);
    const stepsBilled = await db.db('platform_charges').where({ resource_id: id }).orderBy('period');
    expect(stepsBilled).toHaveLength(done / EXAMPLES_PER_STEP);

    // The last committed step is taken again after the restart (its progress moved back one step): it adds nothing.
    const last = stepsBilled.find((c) => c.period === `tokens:${atKill.trained_tokens}`)!;
    await db.db('fine_tuning_jobs').where({ id }).update({
      examples_done: done - EXAMPLES_PER_STEP, trained_tokens: Number(atKill.trained_tokens) - Number(last.units), next_step_at: db.db.raw('now()'),
    });
    const b = await startServer();
    await waitFor('succeeded after the restart', async () => (await call(b.url, 'GET', `/v1/fine_tuning/jobs/${id}`, key)).body.status === 'succeeded', 60_000);
    const finished = (await call(b.url, 'GET', `/v1/fine_tuning/jobs/${id}`, key)).body;
    expect(finished).toMatchObject({ status: 'succeeded', trained_tokens: fileTokens * 3, progress: 1, fine_tuned_model: `ft:llama-3.1-8b-instruct:${id}` });
    // Every example stored once; one charge per step (positions 64, 128, ..., 300), their units summing to tokens x epochs.
    expect(Number((await db.db('fine_tuning_examples').where({ job_id: id }).count({ n: '*' }).first())!.n)).toBe(rows.length);
    const charges = await db.db('platform_charges').where({ resource_id: id });
    expect(charges).toHaveLength(Math.ceil(positions / EXAMPLES_PER_STEP));
    expect(charges.reduce((n, c) => n + Number(c.units), 0)).toBe(fileTokens * 3);
    const prices = loadPriceTable(pricesFile);
    for (const c of charges) expect(Number(c.amount_micro_usd)).toBe(trainingCostMicroUsd(prices, 'llama-3.1-8b-instruct', Number(c.units)));
    expect(await chargedOf(accountId)).toBe(charges.reduce((n, c) => n + Number(c.amount_micro_usd), 0));
    await new Promise((r) => setTimeout(r, 1000));
    expect(await db.db('platform_charges').where({ resource_id: id })).toHaveLength(charges.length);
    await kill(b.proc);
  }, 180_000);
});

describe.skipIf(!enabled)('a server restart in the middle of a cluster\'s lifecycle', () => {
  it('resumes provisioning, bills each minute once across processes, and finishes a termination a killed server began', async () => {
    const a = await startServer();
    const acct = await call(a.url, 'POST', '/admin/v1/accounts', ADMIN, { email: 'restart-cl@example.com', plan: 'dedicated', credit_cents: 10_000 });
    expect(acct.status).toBe(201);
    const key = acct.body.api_key as string;
    const accountId = acct.body.account_id as string;
    const created = await call(a.url, 'POST', '/v1/clusters', key, { gpu_type: 'l40s', gpu_count: 2, region: 'eu-west' });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const cluster = () => db.db('clusters').where({ id }).first();

    // Killed in the middle of provisioning.
    await kill(a.proc);
    expect((await cluster()).status).toBe('provisioning');
    const b = await startServer();
    await waitFor('running after the restart', async () => (await call(b.url, 'GET', `/v1/clusters/${id}`, key)).body.status === 'running', 30_000);
    expect(await db.db('platform_charges').where({ resource_id: id })).toHaveLength(0);

    // Five minutes pass unseen while every server is down, then two servers reconcile at once.
    await kill(b.proc);
    await db.db('clusters').where({ id }).update({
      billing_started_at: db.db.raw("billing_started_at - interval '5 minutes'"), metered_until: db.db.raw("metered_until - interval '5 minutes'"),
      next_step_at: db.db.raw('now()'),
    });
    const [c, d] = await Promise.all([startServer(), startServer()]);
    const perMinute = gpuCostMicroUsd(loadPriceTable(pricesFile), 'cluster', 'l40s', 2, 60);
    await waitFor('five minutes billed', async () => (await db.db('platform_charges').where({ resource_id: id })).length >= 5);
    const started = new Date((await cluster()).billing_started_at).getTime();
    let rows = await db.db('platform_charges').where({ resource_id: id }).orderBy('period');
    expect(rows.map((r) => Date.parse(r.period))).toEqual([0, 1, 2, 3, 4].map((k) => started + k * MINUTE));
    expect(await chargedOf(accountId)).toBe(5 * perMinute);

    // Killed in the middle of termination (the cloud was asked to release the nodes; billing goes on until it has).
    const del = await call(c.url, 'DELETE', `/v1/clusters/${id}`, key);
    expect(del.body.status).toBe('terminating');
    await waitFor('termination started', async () => (await cluster()).deprovisioning_at !== null);
    await Promise.all([kill(c.proc), kill(d.proc)]);
    expect((await cluster()).status).toBe('terminating');
    const e = await startServer();
    await waitFor('terminated', async () => (await call(e.url, 'GET', `/v1/clusters/${id}`, key)).body.status === 'terminated', 30_000);
    const terminatedAt = new Date((await cluster()).terminated_at).getTime();
    const minutes = Math.ceil((terminatedAt - started) / MINUTE);
    rows = await db.db('platform_charges').where({ resource_id: id });
    expect(rows).toHaveLength(minutes);
    expect(new Set(rows.map((r) => r.period)).size).toBe(minutes);
    expect(await chargedOf(accountId)).toBe(minutes * perMinute);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await db.db('platform_charges').where({ resource_id: id })).toHaveLength(minutes);
    await kill(e.proc);
  }, 180_000);
});
