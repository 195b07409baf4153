/**
 * Cost of the per-key limiter per request: two apps in one process on the same database, one with RATE_LIMITS=on
 * and one with RATE_LIMITS=off, loaded in alternating rounds so both see the same machine state.
 * Run: npx tsx bench/limits.ts [requests-per-round] [rounds] [concurrency]
 *   embedded PGlite (memory windows):  npx tsx bench/limits.ts
 *   PostgreSQL (shared windows table):  scripts/with-postgres.sh npx tsx bench/limits.ts
 * Cases: GET /v1/models (one request counted, token window read) and POST /v1/chat/completions with messages
 * (tokenizer estimate + the request counted and its tokens reserved + the handler's correction to the real usage; on
 * PostgreSQL counts and corrections are group-committed, src/limits/store.ts). The chat gateway is built elsewhere; a stand-in handler answers at once and corrects the tokens as
 * the gateway must, so the numbers show the limiter's share without an upstream call (a real chat call adds
 * hundreds of milliseconds upstream, against which the limiter is negligible).
 */
import { AuthCache } from '../src/auth/authCache';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import { createContext, createLogger } from '../src/context';
import { buildApp } from '../src/app';
import { connectDb, migrateLatest } from '../db/connect';
import { changePlan, createAccount } from '../src/accounts/accounts';
import { KeyRateLimiter } from '../src/limits/limiter';
import { createKeyWindows } from '../src/limits/store';
import { estimateRequestTokens } from '../src/limits/tokens';
import { handlers } from '../handlers/index';
import type { Handler, HandlerRegistry } from '../src/http/handler';

/** The chat handler as the gateway will behave towards the limiter (no upstream call): answer, then correct tokens. */
const benchChat: Handler<'createChatCompletion'> = async ({ body, limits }) => {
  await limits?.correctTokens(120);
  return {
    status: 200,
    body: {
      id: 'chatcmpl-bench', object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: 'Saturn transits your tenth house.' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 70, completion_tokens: 50, total_tokens: 120 },
    },
  };
};

const perRound = Number(process.argv[2] ?? 2000);
const rounds = Number(process.argv[3] ?? 4);
const concurrency = Number(process.argv[4] ?? 16);

const databaseUrl = process.env.DATABASE_URL ?? null;
const db = await connectDb({ databaseUrl, poolMax: 20 });
await migrateLatest(db);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-bench-'));

async function start(limits: 'on' | 'off') {
  const env = { ...process.env, LOG_LEVEL: 'silent', ADMIN_TOKEN: 'adm_bench_token_0123456789', DATA_DIR: dataDir, RATE_LIMITS: limits, MAX_IN_FLIGHT: '100000' };
  const config = loadConfig(env);
  const ctx = await createContext({ config, env, db, log: createLogger('silent') });
  const app = await buildApp(ctx, { ...handlers, createChatCompletion: benchChat } as HandlerRegistry);
  const server = await new Promise<import('node:http').Server>((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const on = await start('on');
const off = await start('off');
// Limits far out of reach, so every request is admitted and we measure the limiter's work, not refusals.
const { account_id, api_key } = await createAccount(db, { email: 'bench@example.com', plan: 'growth' });
// Before any request, so no app has cached this key yet.
await changePlan(db, new AuthCache(false), account_id, { plan: 'enterprise', rpm: 2_000_000_000, tpm: 2_000_000_000 });

// The system prompt repeats (as in real traffic); the user's question differs in every request, so the tokenizer
// counts it afresh each time (src/limits/tokens.ts keeps exact counts of recent texts only).
const chatBodyOf = (i: number) => JSON.stringify({
  model: 'graha-astro-standard', max_tokens: 256,
  messages: [
    { role: 'system', content: 'You are a careful Vedic astrologer. Cite the classical text you rely on.' },
    { role: 'user', content: `I was born on 1990-04-12 at 06:30 in Pune (question ${i}). What does my Saturn placement say about my career in the next two years?` },
  ],
});
let requestNo = 0;
const cases = {
  'GET /v1/models': { method: 'GET', path: '/v1/models', body: null as null | (() => string), expect: 200 },
  'POST /v1/chat/completions': { method: 'POST', path: '/v1/chat/completions', body: () => chatBodyOf(requestNo++), expect: 200 },
};

async function load(baseUrl: string, c: (typeof cases)[keyof typeof cases], n: number) {
  const latencies: number[] = [];
  let next = 0;
  const headers: Record<string, string> = { authorization: `Bearer ${api_key}` };
  if (c.body) headers['content-type'] = 'application/json';
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < n) {
      next++;
      const t = performance.now();
      const res = await fetch(baseUrl + c.path, { method: c.method, headers, body: c.body?.() });
      await res.arrayBuffer();
      if (res.status !== c.expect) throw new Error(`${c.method} ${c.path}: ${res.status}`);
      latencies.push(performance.now() - t);
    }
  }));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

// CPU time used (ms): this process (both apps and the load generator), and the PostgreSQL server that serves it
// (its postmaster and backends, found from one of our connections). Unlike req/s, CPU per request barely moves when
// other work shares the machine.
const processCpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const TICK_MS = 10; // Linux USER_HZ = 100
const statFields = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
let postmasterPid: number | null = null;
if (databaseUrl) {
  const { rows } = await db.raw('SELECT pg_backend_pid() AS pid');
  postmasterPid = Number(statFields(rows[0].pid)[1]);
}
function serverCpuMs(): number {
  if (postmasterPid === null) return 0;
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const f = statFields(Number(entry)); // f[0] = state, f[1] = ppid, f[11..14] = utime stime cutime cstime
      if (Number(entry) === postmasterPid) ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      else if (Number(f[1]) === postmasterPid) ticks += Number(f[11]) + Number(f[12]);
    } catch { /* exited meanwhile */ }
  }
  return ticks * TICK_MS;
}

const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };

console.log(`node ${process.version}; database: ${databaseUrl ? 'PostgreSQL (windows in rate_limit_windows)' : 'embedded PGlite (memory windows)'}; ` +
  `${rounds} rounds x ${perRound} requests per setting, concurrency ${concurrency}`);
for (const [name, c] of Object.entries(cases)) {
  await load(on.url, c, 300); await load(off.url, c, 300); // warm-up
  const acc = { on: { lat: [] as number[], secs: 0, n: 0, cpu: 0, pgCpu: 0 }, off: { lat: [] as number[], secs: 0, n: 0, cpu: 0, pgCpu: 0 } };
  const roundRatios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const rate: Record<string, number> = {};
    for (const [label, target] of (r % 2 === 0 ? [['on', on], ['off', off]] : [['off', off], ['on', on]]) as Array<['on' | 'off', typeof on]>) {
      const cpu0 = processCpuMs(); const pg0 = serverCpuMs();
      const { latencies, seconds } = await load(target.url, c, perRound);
      acc[label].cpu += processCpuMs() - cpu0; acc[label].pgCpu += serverCpuMs() - pg0;
      acc[label].lat.push(...latencies); acc[label].secs += seconds; acc[label].n += latencies.length;
      rate[label] = latencies.length / seconds;
    }
    roundRatios.push(rate.on / rate.off);
  }
  const rps = (x: typeof acc.on) => x.n / x.secs;
  const loss = (1 - rps(acc.on) / rps(acc.off)) * 100;
  const medianLoss = (1 - pct(roundRatios, 0.5)) * 100;
  console.log(`\n${name}`);
  for (const label of ['off', 'on'] as const) {
    const x = acc[label];
    const pgCpu = databaseUrl ? ` + postgres ${((x.pgCpu * 1000) / x.n).toFixed(0)} us` : '';
    console.log(`  limits ${label.padEnd(3)}  ${rps(x).toFixed(0).padStart(6)} req/s   p50 ${pct(x.lat, 0.5).toFixed(2)} ms   p99 ${pct(x.lat, 0.99).toFixed(2)} ms` +
      `   CPU per request: node ${((x.cpu * 1000) / x.n).toFixed(0)} us${pgCpu}`);
  }
  const cpuPerRequest = (x: typeof acc.on) => (x.cpu + x.pgCpu) / x.n;
  console.log(`  CPU cost of the limiter: ${((cpuPerRequest(acc.on) / cpuPerRequest(acc.off) - 1) * 100).toFixed(1)}% more CPU per request` +
    ' (node process incl. load generator' + (databaseUrl ? ' + postgres server' : '') + ')');
  console.log(`  throughput cost of the limiter: ${loss.toFixed(1)}% overall, ${medianLoss.toFixed(1)}% median of ${rounds} paired rounds` +
    ` (per-round: ${roundRatios.map((x) => ((1 - x) * 100).toFixed(0) + '%').join(' ')});   p50 added: ${(pct(acc.on.lat, 0.5) - pct(acc.off.lat, 0.5)).toFixed(2)} ms`);
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
    for (const body of bodies) estimateRequestTokens(body, () => 32768);
    return ((performance.now() - t) * 1000) / 2000;
  };
  console.log(`\nlimiter alone (${kind} windows):   token estimate of the chat body ${estimateUs(true).toFixed(1)} us (new question), ` +
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

on.server.closeAllConnections(); off.server.closeAllConnections();
on.server.close(); off.server.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
