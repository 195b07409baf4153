/**
 * Job system benchmark (issue 18 item 6): the queue's own overhead per item, and batch throughput through the fake
 * upstream on the billed chat path.
 *
 *   npx tsx bench/jobs.ts                                   (PGlite, the embedded default; `make bench` runs this)
 *   scripts/with-postgres.sh npx tsx bench/jobs.ts          (PostgreSQL: adds 1 and 2 `npm run worker` processes)
 *   BATCH_SIZE=400 OVERHEAD_SIZE=100 QUEUE_ITEMS=500 HEADER_DELAY_MS=20 JOBS_CONCURRENCY=16
 *
 * 1. The queue alone (in this process, src/jobs/runner.ts on the database): a job of QUEUE_ITEMS items of a no-op kind
 *    (its runItem returns at once: no upstream call, no hold, no charge) run by one JobRunner, first one item at a
 *    time, then JOBS_CONCURRENCY at a time, timed from the runner's start to the job's summary. Per item that is the
 *    claim round (accounts with work, the SKIP LOCKED claim), the job lookup and the fenced commit of the result and
 *    the progress: what the queue itself costs, nothing of chat or billing.
 * 2. The billed chat path: a batch of BATCH_SIZE chat requests through Graha to an upstream answering after
 *    HEADER_DELAY_MS, timed from the 200 of POST /v1/batches to `completed` (requests per second). On PGlite the
 *    server process runs the items itself (WORKERS=internal: one worker); on PostgreSQL Graha runs with
 *    WORKERS=external and 1, then 2 `npm run worker` processes (dist/worker.mjs) share the batch. The overhead of the
 *    billed path per item: one worker running one item at a time (JOBS_CONCURRENCY=1) against an upstream answering
 *    at once; the batch's seconds per item minus one direct upstream call's latency = the queue (part 1) plus the
 *    account lookup, the rate window, the hold, the gateway's checks and the charge in the commit.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { spawn, type ChildProcess } from 'node:child_process';
import { ADMIN_TOKEN, benchAccount, percentile, ROOT, startFakeUpstream, startGraha, UPSTREAM_KEY } from './lib/support';
import { loadConfig } from '../src/config';
import { closeContext, createContext } from '../src/context';
import { createAccount } from '../src/accounts/accounts';
import { JobRunner } from '../src/jobs/runner';
import type { JobKind } from '../src/jobs/registry';
import { insertJob } from '../db/jobs';

const BATCH_SIZE = Number(process.env.BATCH_SIZE ?? 400);
const OVERHEAD_SIZE = Number(process.env.OVERHEAD_SIZE ?? 100);
const QUEUE_ITEMS = Number(process.env.QUEUE_ITEMS ?? 500);
const HEADER_DELAY_MS = Number(process.env.HEADER_DELAY_MS ?? 20);
const CONCURRENCY = Number(process.env.JOBS_CONCURRENCY ?? 16);
const MODEL = 'bench-open-weight';

const databaseUrl = process.env.DATABASE_URL ?? null;
const dbName = databaseUrl ? 'PostgreSQL' : 'PGlite';

function writeModels(dir: string, upstreams: Record<string, string>): { modelsFile: string; pricesFile: string } {
  const prices = YAML.parse(fs.readFileSync(path.join(ROOT, 'config/prices.yaml'), 'utf8'));
  const lines = ['providers:'];
  const ids = Object.keys(upstreams);
  ids.forEach((id, i) => lines.push(`  p${i}: {kind: openai-compatible, base_url: "${upstreams[id]}", api_key_env: BENCH_UPSTREAM_KEY, max_connections: 256}`));
  lines.push('models:');
  ids.forEach((id, i) => {
    lines.push(`  - {id: ${id}, provider: p${i}, upstream: fake-model, kind: open-weight, owned_by: bench, context_window: 128000, capabilities: [chat, batch]}`);
    prices.models[id] = { input_per_mtok: 0.18, output_per_mtok: 0.18 };
  });
  const modelsFile = path.join(dir, 'models.yaml');
  const pricesFile = path.join(dir, 'prices.yaml');
  fs.writeFileSync(modelsFile, `${lines.join('\n')}\n`);
  fs.writeFileSync(pricesFile, YAML.stringify(prices));
  return { modelsFile, pricesFile };
}

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/worker.mjs'], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
  process.on('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('worker did not start')), 60_000);
    child.stdout!.on('data', (d) => { if (String(d).includes('Graha worker running')) { clearTimeout(timer); resolve(child); } });
    child.on('exit', (code) => reject(new Error(`worker exited ${code}`)));
  });
}

async function stop(children: ChildProcess[]): Promise<void> {
  await Promise.all(children.map((c) => new Promise((r) => { c.once('exit', r); c.kill('SIGTERM'); setTimeout(() => { c.kill('SIGKILL'); r(null); }, 10_000); })));
}

async function runBatch(url: string, key: string, model: string, n: number): Promise<number> {
  const requests = Array.from({ length: n }, (_, i) => ({ messages: [{ role: 'user', content: `Tell me about Saturn, ${i}.` }], max_tokens: 32 }));
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const started = performance.now();
  const created = await fetch(`${url}/v1/batches`, { method: 'POST', headers, body: JSON.stringify({ model, requests }) });
  if (created.status !== 200) throw new Error(`POST /v1/batches: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  for (;;) {
    const res = await fetch(`${url}/v1/batches/${id}`, { headers });
    const batch = (await res.json()) as { status: string; completed_requests: number; failed_requests: number };
    if (batch.status !== 'validating' && batch.status !== 'in_progress') {
      if (batch.status !== 'completed' || batch.completed_requests !== n) throw new Error(`batch ended ${batch.status}: ${JSON.stringify(batch).slice(0, 300)}`);
      return (performance.now() - started) / 1000;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** p50 of direct calls to the upstream at concurrency 1 (what an item's upstream call costs without the queue). */
async function directLatencyMs(upstream: string, n = 200): Promise<number> {
  const agent = new http.Agent({ keepAlive: true });
  const body = JSON.stringify({ model: 'fake-model', messages: [{ role: 'user', content: 'Tell me about Saturn.' }], max_tokens: 32 });
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = http.request(`${upstream}/chat/completions`, { method: 'POST', agent, headers: { authorization: `Bearer ${UPSTREAM_KEY}`, 'content-type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', reject);
      req.end(body);
    });
    times.push(performance.now() - t);
  }
  agent.destroy();
  return percentile(times, 0.5);
}

/** Seconds one JobRunner takes to run a job of `items` no-op items, `concurrency` at a time. */
async function queueSeconds(common: Record<string, string>, dataDir: string, items: number, concurrency: number): Promise<number> {
  const env = { ...process.env, ...common, DATA_DIR: dataDir, JOBS_CONCURRENCY: String(concurrency), JOBS_ACCOUNT_CONCURRENCY: String(concurrency), JOBS_POLL_MS: '20', LOG_LEVEL: 'silent' };
  const ctx = await createContext({ config: loadConfig(env, ROOT), env, migrate: true });
  let finished: () => void = () => undefined;
  const noop: JobKind = {
    kind: 'bench-noop',
    states: { queued: 'queued', running: 'running', completed: 'completed', failed: 'failed' },
    runItem: async () => ({ status: 'succeeded', output: null, error: null, charges: [] }),
    summarize: () => { finished(); return { status: 'completed', summary: null }; },
  };
  ctx.jobs.kinds.register(noop);
  const { account_id: accountId } = await createAccount(ctx.db, { email: `queue-${concurrency}-${Date.now()}@example.com`, plan: 'enterprise' });
  const run = async (n: number) => {
    await insertJob(ctx.db, { id: `job_bench_${n}_${Date.now()}`, kind: 'bench-noop', account_id: accountId, api_key_id: null, status: 'queued', spec: {} }, Array.from({ length: n }, (_, i) => ({ i })));
    const done = new Promise<void>((resolve) => { finished = resolve; });
    const runner = new JobRunner(ctx, ctx.jobs.kinds);
    const started = performance.now();
    runner.start();
    await done;
    const seconds = (performance.now() - started) / 1000;
    await runner.stop();
    return seconds;
  };
  await run(20); // warm-up
  const seconds = await run(items);
  await closeContext(ctx);
  await ctx.db.destroy();
  return seconds;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-bench-jobs-'));
const paced = await startFakeUpstream({ HEADER_DELAY_MS: String(HEADER_DELAY_MS) });
const instant = await startFakeUpstream({ HEADER_DELAY_MS: '0' });
const { modelsFile, pricesFile } = writeModels(dir, { [MODEL]: paced.url, [`${MODEL}-instant`]: instant.url });
const common: Record<string, string> = { MODELS_FILE: modelsFile, PRICES_FILE: pricesFile, ADMIN_TOKEN, BENCH_UPSTREAM_KEY: UPSTREAM_KEY, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
const lines: string[] = [];
const loads: string[] = [];
const noteLoad = () => loads.push(os.loadavg()[0].toFixed(1));

// 1. The queue alone.
noteLoad();
const serialQueue = await queueSeconds(common, path.join(dir, 'queue-1'), QUEUE_ITEMS, 1);
const parallelQueue = await queueSeconds(common, path.join(dir, `queue-${CONCURRENCY}`), QUEUE_ITEMS, CONCURRENCY);
lines.push(`queue alone (no-op items: claim + fenced commit, no upstream, no billing), ${QUEUE_ITEMS} items: 1 at a time ${((serialQueue * 1000) / QUEUE_ITEMS).toFixed(2)} ms per item; ${CONCURRENCY} at a time ${(QUEUE_ITEMS / parallelQueue).toFixed(0)} items/s`);

// 2. The billed chat path.
async function grahaOn(dataDir: string, extra: Record<string, string>) {
  if (databaseUrl) {
    const migrate = spawn(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], { cwd: ROOT, env: { ...process.env, ...common, DATA_DIR: dataDir }, stdio: 'inherit' });
    await new Promise((r) => migrate.once('exit', r));
  }
  const graha = await startGraha({ ...common, DATA_DIR: dataDir, ...extra });
  const { apiKey } = await benchAccount(graha.url, 10_000_000);
  return { graha, apiKey };
}
const workerEnv = (concurrency: number) => ({ ...common, DATA_DIR: dir, JOBS_CONCURRENCY: String(concurrency), JOBS_ACCOUNT_CONCURRENCY: String(concurrency), JOBS_POLL_MS: '20' });

noteLoad();
if (databaseUrl) {
  const { graha, apiKey } = await grahaOn(dir, { WORKERS: 'external' });
  for (const workerCount of [1, 2]) {
    const workers = await Promise.all(Array.from({ length: workerCount }, () => startWorker(workerEnv(CONCURRENCY))));
    await runBatch(graha.url, apiKey, MODEL, 20); // warm-up
    const seconds = await runBatch(graha.url, apiKey, MODEL, BATCH_SIZE);
    lines.push(`billed chat path, ${workerCount} worker process(es), JOBS_CONCURRENCY=${CONCURRENCY} each, upstream replying after ${HEADER_DELAY_MS} ms: ${BATCH_SIZE} requests in ${seconds.toFixed(2)} s = ${(BATCH_SIZE / seconds).toFixed(1)} requests/s`);
    await stop(workers);
  }
  const one = [await startWorker(workerEnv(1))];
  await runBatch(graha.url, apiKey, `${MODEL}-instant`, 10);
  const direct = await directLatencyMs(instant.url);
  const seconds = await runBatch(graha.url, apiKey, `${MODEL}-instant`, OVERHEAD_SIZE);
  lines.push(overheadLine(seconds, direct));
  await stop(one);
  await stop([graha.child]);
} else {
  // PGlite belongs to the one server process: it runs the items itself (WORKERS=internal); no worker processes.
  const paced1 = await grahaOn(path.join(dir, 'paced'), { WORKERS: 'internal', JOBS_CONCURRENCY: String(CONCURRENCY), JOBS_ACCOUNT_CONCURRENCY: String(CONCURRENCY), JOBS_POLL_MS: '20' });
  await runBatch(paced1.graha.url, paced1.apiKey, MODEL, 20); // warm-up
  const seconds = await runBatch(paced1.graha.url, paced1.apiKey, MODEL, BATCH_SIZE);
  lines.push(`billed chat path, the server's own runner (PGlite: one process), JOBS_CONCURRENCY=${CONCURRENCY}, upstream replying after ${HEADER_DELAY_MS} ms: ${BATCH_SIZE} requests in ${seconds.toFixed(2)} s = ${(BATCH_SIZE / seconds).toFixed(1)} requests/s`);
  await stop([paced1.graha.child]);
  const serial = await grahaOn(path.join(dir, 'serial'), { WORKERS: 'internal', JOBS_CONCURRENCY: '1', JOBS_ACCOUNT_CONCURRENCY: '1', JOBS_POLL_MS: '20' });
  await runBatch(serial.graha.url, serial.apiKey, `${MODEL}-instant`, 10);
  const direct = await directLatencyMs(instant.url);
  const overhead = await runBatch(serial.graha.url, serial.apiKey, `${MODEL}-instant`, OVERHEAD_SIZE);
  lines.push(overheadLine(overhead, direct));
  await stop([serial.graha.child]);
  lines.push('2 worker processes: not on PGlite (one process owns it); run scripts/with-postgres.sh npx tsx bench/jobs.ts');
}
noteLoad();

function overheadLine(seconds: number, directMs: number): string {
  const perItemMs = (seconds * 1000) / OVERHEAD_SIZE;
  return `billed chat path, overhead per item (1 at a time, instant upstream): ${perItemMs.toFixed(2)} ms per item, direct upstream call p50 ${directMs.toFixed(2)} ms -> queue + billing + gateway ${(perItemMs - directMs).toFixed(2)} ms per item`;
}

await stop([paced.child, instant.child]);
fs.rmSync(dir, { recursive: true, force: true });
console.log(`\nbench/jobs.ts on ${dbName} (${new Date().toISOString()}, ${os.cpus().length} CPUs, 1-minute load average ${loads.join(' -> ')})`);
for (const line of lines) console.log(`  ${line}`);
process.exit(0);
