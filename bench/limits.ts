/**
 * Cost of the per-key limiter per request: two Graha server processes on the same kind of database, one with
 * RATE_LIMITS=on and one with RATE_LIMITS=off, behind the same fake OpenAI-compatible upstream, loaded in alternating
 * time-boxed rounds from this process so both see the same machine state. Reported: throughput (overall and median of
 * the paired rounds), p50/p99, and CPU per request of each server process (and of PostgreSQL): CPU per request barely
 * moves when other work shares the machine, req/s does.
 * Run: npx tsx bench/limits.ts                                (embedded PGlite: memory windows)
 *      scripts/with-postgres.sh npx tsx bench/limits.ts       (PostgreSQL: the shared rate_limit_windows table)
 * Env: PAIRS (default 3 fresh pairs of servers), ROUND_MS (default 4000), ROUNDS (4 per pair), CONCURRENCY (16),
 *      PIN (default 1: pin both servers to one CPU, see startPair), AA=1 (A/A: both servers with limits on: the noise).
 * Cases: GET /v1/models (one request counted, token window read) and POST /v1/chat/completions through the real
 * gateway (tokenizer estimate, the request counted and its tokens reserved, the correction to the real usage; on
 * PostgreSQL counts and corrections are group-committed, src/limits/store.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { connectDb, migrateLatest } from '../db/connect';
import { KeyRateLimiter } from '../src/limits/limiter';
import { createKeyWindows } from '../src/limits/store';
import { estimateTokens } from '../src/gateway/chat/capabilities';
import type { ModelEntry } from '../src/models/registry';
import { benchAccount, loadFor, percentile as pct, pinToCpus, postgresCpuMs, processCpuMs, startFakeUpstream, startGraha, writeBenchModels, type Call } from './lib/support';

const ROUND_MS = Number(process.env.ROUND_MS ?? 4000);
const rounds = Number(process.env.ROUNDS ?? 4);
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const pairs = Number(process.env.PAIRS ?? 3);
// AA=1: both servers run with limits on (an A/A run): what the comparison shows when there is nothing to find.
const aa = process.env.AA === '1';

const databaseUrl = process.env.DATABASE_URL || null;
const pgPort = databaseUrl ? new URL(databaseUrl).port || '5432' : null;
const db = await connectDb({ databaseUrl, poolMax: 20 });
if (databaseUrl) await migrateLatest(db);
const children: ChildProcess[] = [];
const dirs: string[] = [];

const upstream = await startFakeUpstream();
children.push(upstream.child);
async function start(limits: 'on' | 'off') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-bench-'));
  dirs.push(dir);
  const files = writeBenchModels(dir, { 'bench-model': upstream.url });
  const server = await startGraha({
    DATA_DIR: dir, MODELS_FILE: files.modelsFile, PRICES_FILE: files.pricesFile, RATE_LIMITS: limits, MAX_IN_FLIGHT: '100000',
    DATABASE_URL: databaseUrl ?? '',
  });
  children.push(server.child);
  return { ...server, ...(await benchAccount(server.url)) };
}
const lastCpu = os.cpus().length - 1;
let pinned = false;
/**
 * A fresh pair of servers (limits off, limits on). Each pair is its own sample: two processes of the same code differ
 * by a few percent in speed (JIT and heap layout), so the result pools several pairs.
 * PIN=0 turns pinning off. Both servers on the last CPU, the load generator and the fake upstream on the others: the
 * two servers under comparison share one placement, so a difference between them is the limiter's, not the scheduler's.
 */
async function startPair() {
  const off = await start(aa ? 'on' : 'off');
  const on = await start('on');
  pinned = process.env.PIN !== '0' && lastCpu >= 1 &&
    [on.child.pid!, off.child.pid!].every((pid) => pinToCpus(pid, String(lastCpu))) &&
    [process.pid, upstream.child.pid!].every((pid) => pinToCpus(pid, `0-${lastCpu - 1}`));
  return { on, off };
}

// The system prompt repeats (as in real traffic); the user's question differs in every request, so the tokenizer
// counts it afresh each time (counts of recent texts are cached, src/tokenizer/count.ts).
let requestNo = 0;
const chatBodyOf = (i: number) => JSON.stringify({
  model: 'bench-model', max_tokens: 256,
  messages: [
    { role: 'system', content: 'You are a careful Vedic astrologer. Cite the classical text you rely on.' },
    { role: 'user', content: `I was born on 1990-04-12 at 06:30 in Pune (question ${i}). What does my Saturn placement say about my career in the next two years?` },
  ],
});
const cases: Record<string, (target: { url: string; apiKey: string }) => Call> = {
  'GET /v1/models': (t) => ({ method: 'GET', url: `${t.url}/v1/models`, key: t.apiKey, expect: 200 }),
  'POST /v1/chat/completions': (t) => ({ method: 'POST', url: `${t.url}/v1/chat/completions`, key: t.apiKey, body: () => chatBodyOf(requestNo++), expect: 200 }),
};
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency * 2 });

type Acc = { lat: number[]; secs: number; n: number; cpu: number; pgCpu: number };
const newAcc = (): Acc => ({ lat: [], secs: 0, n: 0, cpu: 0, pgCpu: 0 });
const results = Object.fromEntries(Object.keys(cases).map((name) => [name, {
  acc: { on: newAcc(), off: newAcc() }, roundRatios: [] as number[], pairCosts: [] as number[], pairCpuCosts: [] as number[],
}]));
const rps = (x: Acc) => x.n / x.secs;
const cpuPerRequest = (x: Acc) => (x.cpu + x.pgCpu) / x.n;

for (let p = 0; p < pairs; p++) {
  const { on, off } = await startPair();
  for (const [name, callOf] of Object.entries(cases)) {
    await loadFor(agent, callOf(on), 1000, concurrency); await loadFor(agent, callOf(off), 1000, concurrency); // warm-up
    const result = results[name];
    const pair = { on: newAcc(), off: newAcc() };
    for (let r = 0; r < rounds; r++) {
      const rate: Record<string, number> = {};
      for (const label of (r % 2 === 0 ? ['on', 'off'] : ['off', 'on']) as Array<'on' | 'off'>) {
        const target = label === 'on' ? on : off;
        const cpu0 = processCpuMs(target.child.pid!); const pg0 = postgresCpuMs(pgPort);
        const { latencies, seconds } = await loadFor(agent, callOf(target), ROUND_MS, concurrency);
        const cpu = processCpuMs(target.child.pid!) - cpu0; const pgCpu = postgresCpuMs(pgPort) - pg0;
        for (const acc of [result.acc[label], pair[label]]) {
          acc.cpu += cpu; acc.pgCpu += pgCpu; acc.secs += seconds; acc.n += latencies.length;
        }
        result.acc[label].lat.push(...latencies);
        rate[label] = latencies.length / seconds;
      }
      result.roundRatios.push(rate.on / rate.off);
    }
    result.pairCosts.push((1 - rps(pair.on) / rps(pair.off)) * 100);
    result.pairCpuCosts.push((cpuPerRequest(pair.on) / cpuPerRequest(pair.off) - 1) * 100);
  }
  for (const server of [on, off]) server.child.kill('SIGINT');
}

console.log(`node ${process.version}; database: ${databaseUrl ? 'PostgreSQL (windows in rate_limit_windows)' : 'embedded PGlite (memory windows)'}; ` +
  `${pairs} fresh server pairs x ${rounds} rounds x ${ROUND_MS} ms per setting, concurrency ${concurrency}, load average ${os.loadavg()[0].toFixed(2)}; ` +
  (pinned ? `both servers pinned to CPU ${lastCpu}, load generator and upstream to CPU 0-${lastCpu - 1}` : 'not pinned') +
  (aa ? '; A/A RUN: both servers have limits ON, so every difference below is noise' : ''));
for (const [name, { acc, roundRatios, pairCosts, pairCpuCosts }] of Object.entries(results)) {
  const loss = (1 - rps(acc.on) / rps(acc.off)) * 100;
  const medianLoss = (1 - pct(roundRatios, 0.5)) * 100;
  const percents = (xs: number[]) => xs.map((x) => `${x.toFixed(1)}%`).join(', ');
  console.log(`\n${name}`);
  for (const label of ['off', 'on'] as const) {
    const x = acc[label];
    const pgCpu = databaseUrl ? ` + postgres ${((x.pgCpu * 1000) / x.n).toFixed(0)} us` : '';
    console.log(`  limits ${(aa && label === 'off' ? 'on*' : label).padEnd(3)}  ${rps(x).toFixed(0).padStart(6)} req/s   p50 ${pct(x.lat, 0.5).toFixed(2)} ms   p99 ${pct(x.lat, 0.99).toFixed(2)} ms` +
      `   CPU per request: server ${((x.cpu * 1000) / x.n).toFixed(0)} us${pgCpu}`);
  }
  console.log(`  CPU cost of the limiter: ${((cpuPerRequest(acc.on) / cpuPerRequest(acc.off) - 1) * 100).toFixed(1)}% more CPU per request` +
    ' (server process' + (databaseUrl ? ' + postgres server' : '') + `); per pair: ${percents(pairCpuCosts)}`);
  console.log(`  throughput cost of the limiter: ${loss.toFixed(1)}% overall, ${medianLoss.toFixed(1)}% median of ${roundRatios.length} paired rounds;` +
    ` per pair: ${percents(pairCosts)};   p50 added: ${(pct(acc.on.lat, 0.5) - pct(acc.off.lat, 0.5)).toFixed(2)} ms`);
}

// The limiter alone, without HTTP: what one admission costs on this store (sequential latency, and throughput at
// the same concurrency). Stable even on a busy machine, unlike the end-to-end numbers above.
{
  const kind = databaseUrl ? 'postgres' : 'memory';
  const limiter = new KeyRateLimiter(createKeyWindows(kind, 60_000, db));
  const limits = { requestsPerWindow: 2_000_000_000, tokensPerWindow: 2_000_000_000 };
  const estimateUs = (fresh: boolean) => {
    const bodies = Array.from({ length: 2000 }, (_, i) => JSON.parse(chatBodyOf(fresh ? 1_000_000 + requestNo++ : 0)));
    const t = performance.now();
    const model = { id: 'm', contextWindow: 32768, maxOutputTokens: null } as ModelEntry;
    for (const body of bodies) estimateTokens(model, body);
    return ((performance.now() - t) * 1000) / 2000;
  };
  console.log(`\nlimiter alone (${kind} windows):   the chat call's one token estimate ${estimateUs(true).toFixed(1)} us (new question), ` +
    `${estimateUs(false).toFixed(1)} us (the same body again)`);
  for (const [label, tokens] of [['request only', 0], ['request + tokens', 300]] as const) {
    const seq: number[] = [];
    for (let i = 0; i < 500; i++) { const t = performance.now(); await limiter.admit(`k${i % 50}`, limits, tokens); seq.push(performance.now() - t); }
    let done = 0;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: concurrency }, async (_, w) => { while (done < 4000) { done++; await limiter.admit(`k${w}`, limits, tokens); } }));
    const rate = 4000 / ((performance.now() - t0) / 1000);
    console.log(`  ${label.padEnd(17)} p50 ${(pct(seq, 0.5) * 1000).toFixed(0)} us sequential;  ${rate.toFixed(0)} admissions/s at concurrency ${concurrency}`);
  }
}

agent.destroy();
for (const child of children) child.kill('SIGINT');
await db.destroy();
setTimeout(() => { for (const d of dirs) fs.rmSync(d, { recursive: true, force: true }); process.exit(0); }, 500);
