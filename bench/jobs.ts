/**
 * Job system benchmark (issue 18 item 6): batch throughput through the fake upstream with 1 and 2 worker processes,
 * and the queue's overhead per item.
 *
 *   scripts/with-postgres.sh npx tsx bench/jobs.ts      (needs DATABASE_URL: `npm run worker` processes share it)
 *   BATCH_SIZE=400 HEADER_DELAY_MS=20 JOBS_CONCURRENCY=16
 *
 * Graha serves the API with WORKERS=external from the production bundle; the workers are `npm run worker` processes
 * (dist/worker.mjs). For each worker count a fresh batch of BATCH_SIZE requests is created and timed from the 200 of
 * POST /v1/batches to `completed`: requests per second. The overhead per item is measured with one worker running
 * one item at a time (JOBS_CONCURRENCY=1) against an upstream that answers at once: the batch's seconds per item
 * minus one direct upstream call's latency = the claim, the lease, the account lookup, the rate window, the hold,
 * the gateway's checks and the commit (charge + result + progress in one transaction).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { spawn, type ChildProcess } from 'node:child_process';
import { ADMIN_TOKEN, benchAccount, percentile, ROOT, startFakeUpstream, startGraha, UPSTREAM_KEY } from './lib/support';

const BATCH_SIZE = Number(process.env.BATCH_SIZE ?? 400);
const OVERHEAD_SIZE = Number(process.env.OVERHEAD_SIZE ?? 100);
const HEADER_DELAY_MS = Number(process.env.HEADER_DELAY_MS ?? 20);
const CONCURRENCY = Number(process.env.JOBS_CONCURRENCY ?? 16);
const MODEL = 'bench-open-weight';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('bench/jobs.ts needs DATABASE_URL (scripts/with-postgres.sh npx tsx bench/jobs.ts): worker processes share one PostgreSQL.');
  process.exit(0);
}

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

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-bench-jobs-'));
const paced = await startFakeUpstream({ HEADER_DELAY_MS: String(HEADER_DELAY_MS) });
const instant = await startFakeUpstream({ HEADER_DELAY_MS: '0' });
const { modelsFile, pricesFile } = writeModels(dir, { [MODEL]: paced.url, [`${MODEL}-instant`]: instant.url });
const common = { DATABASE_URL: databaseUrl, MODELS_FILE: modelsFile, PRICES_FILE: pricesFile, ADMIN_TOKEN, BENCH_UPSTREAM_KEY: UPSTREAM_KEY, DATA_DIR: dir };
const migrate = spawn(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], { cwd: ROOT, env: { ...process.env, ...common }, stdio: 'inherit' });
await new Promise((r) => migrate.once('exit', r));
const graha = await startGraha({ ...common, WORKERS: 'external' });
const { apiKey } = await benchAccount(graha.url, 10_000_000);

const lines: string[] = [];
for (const workerCount of [1, 2]) {
  const workers = await Promise.all(Array.from({ length: workerCount }, () => startWorker({ ...common, JOBS_CONCURRENCY: String(CONCURRENCY), JOBS_ACCOUNT_CONCURRENCY: String(CONCURRENCY), JOBS_POLL_MS: '20' })));
  await runBatch(graha.url, apiKey, MODEL, 20); // warm-up
  const seconds = await runBatch(graha.url, apiKey, MODEL, BATCH_SIZE);
  lines.push(`${workerCount} worker(s), JOBS_CONCURRENCY=${CONCURRENCY} each, upstream replying after ${HEADER_DELAY_MS} ms: ${BATCH_SIZE} requests in ${seconds.toFixed(2)} s = ${(BATCH_SIZE / seconds).toFixed(1)} requests/s`);
  await stop(workers);
}

const one = [await startWorker({ ...common, JOBS_CONCURRENCY: '1', JOBS_ACCOUNT_CONCURRENCY: '1', JOBS_POLL_MS: '20' })];
await runBatch(graha.url, apiKey, `${MODEL}-instant`, 10);
const direct = await directLatencyMs(instant.url);
const seconds = await runBatch(graha.url, apiKey, `${MODEL}-instant`, OVERHEAD_SIZE);
const perItemMs = (seconds * 1000) / OVERHEAD_SIZE;
lines.push(`overhead per item (1 worker, 1 at a time, instant upstream): ${perItemMs.toFixed(2)} ms per item, direct upstream call p50 ${direct.toFixed(2)} ms -> queue + billing + gateway ${(perItemMs - direct).toFixed(2)} ms per item`);
await stop(one);
await stop([graha.child, paced.child, instant.child]);
fs.rmSync(dir, { recursive: true, force: true });
console.log(`\nbench/jobs.ts (${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
for (const line of lines) console.log(`  ${line}`);
process.exit(0);
