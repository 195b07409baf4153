/**
 * A worker killed mid-batch loses nothing (issue 18 item 1): `npm run worker`-style processes (src/worker.ts) on one
 * PostgreSQL, the first killed with SIGKILL while it has requests in flight; a second one resumes the batch once the
 * dead worker's leases run out. Afterwards every request has one result and one charge (ledger and usage rows), and
 * only the requests in flight at the kill reached the upstream twice.
 * Runs only with DATABASE_URL (scripts/with-postgres.sh): the embedded PGlite belongs to one process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import { FAKE_ENV } from '../fakes/models';

const enabled = Boolean(process.env.DATABASE_URL);
const CONCURRENCY = 8;
const N = 300;
const MODEL = 'llama-3.1-8b-instruct';

let gw: GatewayHarness;
const workers: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-kill-'));

function startWorker(): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env, ...FAKE_ENV, DATABASE_URL: gw.app.db.databaseUrl!, MODELS_FILE: gw.app.ctx.config.modelsFile,
      PRICES_FILE: gw.app.ctx.config.pricesFile, ADMIN_TOKEN: 'adm_kill_test_token_0123456789', DATA_DIR: dataDir, LOG_LEVEL: 'info',
      JOBS_CONCURRENCY: String(CONCURRENCY), JOBS_ACCOUNT_CONCURRENCY: String(CONCURRENCY), JOBS_LEASE_MS: '1500', JOBS_POLL_MS: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(proc);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('worker did not start in 60 s')), 60_000);
    let err = '';
    proc.stderr!.on('data', (d) => { err += d; });
    proc.stdout!.on('data', (d) => {
      if (String(d).includes('Graha worker running')) { clearTimeout(timer); resolve(proc); }
    });
    proc.on('exit', (code) => { clearTimeout(timer); reject(new Error(`worker exited ${code}: ${err}`)); });
  });
}

beforeAll(async () => {
  if (!enabled) return;
  // The test's own server runs no jobs: only the worker processes do.
  gw = await startGateway({ timeoutMs: 10_000, env: { WORKERS: 'external' } });
}, 120_000);

afterAll(async () => {
  for (const w of workers) {
    if (w.exitCode === null && w.signalCode === null) {
      w.kill('SIGTERM');
      await new Promise((r) => { w.once('exit', r); setTimeout(() => { w.kill('SIGKILL'); r(null); }, 5000); });
    }
  }
  await gw?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function batchOf(key: string, id: string) {
  const res = await gw.app.request('GET', `/v1/batches/${id}`, { key });
  expect(res.status).toBe(200);
  return res.body;
}

async function until<T>(what: string, fn: () => Promise<T | null>, timeoutMs = 180_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (v !== null) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.skipIf(!enabled)('a worker killed with SIGKILL mid-batch', () => {
  it('another worker resumes the batch: every request done once and billed once', async () => {
    const { accountId, apiKey } = await gw.app.createAccount({ plan: 'dedicated', creditCents: 100_000 });
    gw.openai.reset();
    gw.openai.knobs.headerDelayMs = 40;
    const first = await startWorker();
    const requests = Array.from({ length: N }, (_, i) => ({ messages: [{ role: 'user', content: `k ${i}` }], max_tokens: 8 }));
    const created = await gw.app.request('POST', '/v1/batches', { key: apiKey, json: { model: MODEL, requests } });
    expect(created.status).toBe(200);
    const id = created.body.id;

    await until('a fifth of the batch', async () => ((await batchOf(apiKey, id)).completed_requests >= N / 5 ? true : null));
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atKill = await batchOf(apiKey, id);
    expect(atKill.status).toBe('in_progress');
    expect(atKill.completed_requests).toBeLessThan(N);

    await startWorker();
    const done = await until('the batch to complete', async () => {
      const b = await batchOf(apiKey, id);
      return b.status === 'completed' ? b : null;
    });
    expect(done.completed_requests).toBe(N);
    expect(done.failed_requests).toBe(0);
    expect(done.results.map((r: any) => r.response.choices[0].message.content)).toEqual(requests.map((_, i) => `echo: k ${i}`));

    // Upstream calls: every request at least once; a second call only for requests the dead worker had in flight.
    const calls = new Map<string, number>();
    for (const r of gw.openai.requests) calls.set(r.body.messages[0].content, (calls.get(r.body.messages[0].content) ?? 0) + 1);
    expect(calls.size).toBe(N);
    const repeated = [...calls.values()].filter((n) => n > 1);
    expect(repeated.every((n) => n === 2)).toBe(true);
    expect(repeated.length).toBeLessThanOrEqual(CONCURRENCY);
    // The kill did interrupt requests, and they were claimed again (attempt 2).
    const resumed = await gw.app.ctx.db('job_items').where({ job_id: id }).andWhere('attempts', '>', 1).count<{ n: string }[]>({ n: '*' });
    expect(Number(resumed[0].n)).toBeGreaterThanOrEqual(1);

    // Billed once per request: one ledger charge and one usage row each, summing to the batch's cost.
    const ledger = await gw.app.ctx.db('ledger_entries').where({ account_id: accountId, kind: 'charge' })
      .select(gw.app.ctx.db.raw('count(*)::int AS n, coalesce(sum(-amount_micro_usd), 0)::bigint AS total')).first();
    expect(Number(ledger.n)).toBe(N);
    const usage = await gw.app.ctx.db('usage_events').where({ account_id: accountId, endpoint_type: 'batch' })
      .select(gw.app.ctx.db.raw('count(*)::int AS n, count(DISTINCT request_id)::int AS ids, coalesce(sum(cost_micro_usd), 0)::bigint AS total')).first();
    expect(Number(usage.n)).toBe(N);
    expect(Number(usage.ids)).toBe(N);
    const job = await gw.app.ctx.db('jobs').where({ id }).first();
    expect(Number(job.cost_micro_usd)).toBe(Number(ledger.total));
    expect(Number(usage.total)).toBe(Number(ledger.total));
    console.log(`jobs/killWorker: ${N} requests, ${CONCURRENCY} at a time; SIGKILL after ${atKill.completed_requests} completed; `
      + `${Number(resumed[0].n)} claimed again by the second worker, ${repeated.length} reached the upstream twice; `
      + `${done.completed_requests} completed, ${done.failed_requests} failed; ledger charges ${Number(ledger.n)} (lost ${Math.max(0, N - Number(ledger.n))}, doubled ${Math.max(0, Number(ledger.n) - N)}), usage rows ${Number(usage.n)}`);
  }, 300_000);
});
