/**
 * Soak (issue 22 item 1; `make soak`, scripts/soak.sh): three Graha server processes (`node dist/server.mjs`) on one
 * PostgreSQL (DATABASE_URL, from scripts/with-postgres.sh) under a mixed load from this process on loopback for
 * SOAK_MINUTES (default 10): chat plain and streamed through a fake OpenAI-compatible upstream (in this process, so its
 * own request count is exact), astrology endpoints (query from the contract's examples: panchang, festivals, kundali,
 * horoscope), agents (puja-planner, temple-assistant), billing reads, batches, embeddings and media (images, speech,
 * transcription and voice with the recorded clip of test/fixtures/audio). Reports per operation count, p50/p99 latency
 * and statuses; the servers' RSS slope; then checks that there was no 5xx but deliberate 503s, that every wallet equals
 * its ledger with nothing held once the servers stopped, and that every call was billed exactly once: chat answers
 * 200 + batch items completed = the upstream's count = usage rows; per billed operation (and per part of a voice
 * call: stt, chat, tts) usage rows = answers 200; one ledger charge per call in the usage rows. Exits 1 when a check
 * fails. Lives in bench/lib so that `make bench` (bench/*.ts) does not run it.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import YAML from 'yaml';
import knexFactory from 'knex';
import { startFakeOpenAI } from '../../test/fakes/openaiUpstream';
import { OPENAPI_PATH } from '../../src/contract';
import { ADMIN_TOKEN, ROOT, benchAccount, percentile, startGraha, UPSTREAM_KEY } from './support';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SERVERS = 3;
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 12);
const ACCOUNTS = 4;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) { console.error('soak: DATABASE_URL is not set (run through scripts/soak.sh)'); process.exit(2); }

// --- the fake upstream, counting every chat completion it serves -------------------------------------------------
const upstream = await startFakeOpenAI();
upstream.knobs.reply = () => 'Saturn moves slowly through the signs, teaching patience and discipline to all.';
upstream.knobs.chunkDelayMs = Number(process.env.SOAK_CHUNK_DELAY_MS ?? 5);
let upstreamChats = 0;
const drainUpstreamLog = () => {
  upstreamChats += upstream.requests.filter((r) => r.path === '/v1/chat/completions').length;
  upstream.requests.length = 0;
};
setInterval(drainUpstreamLog, 1000).unref();

// --- models: the shipped file with the OpenAI-compatible providers pointed at the fake -----------------------------
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-soak-'));
const models = YAML.parse(fs.readFileSync(path.join(ROOT, 'config/models.yaml'), 'utf8'));
for (const name of ['openai', 'together']) models.providers[name] = { ...models.providers[name], base_url: upstream.baseUrl, timeout_ms: 30_000 };
const modelsFile = path.join(dir, 'models.yaml');
fs.writeFileSync(modelsFile, YAML.stringify(models));

execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], { cwd: ROOT, env: { ...process.env }, stdio: 'inherit' });
const servers: Array<Awaited<ReturnType<typeof startGraha>>> = [];
for (let i = 0; i < SERVERS; i++) {
  servers.push(await startGraha({
    DATABASE_URL: databaseUrl, MODELS_FILE: modelsFile, DATA_DIR: path.join(dir, `data${i}`),
    OPENAI_API_KEY: UPSTREAM_KEY, TOGETHER_API_KEY: UPSTREAM_KEY, JOBS_POLL_MS: '200', LOG_LEVEL: 'debug',
  }));
}
// Each server's log (pino JSON lines on stdout), kept to report what it warned about (a pipe nobody reads would stall it).
const serverLogs: string[][] = servers.map(() => []);
servers.forEach((s, i) => {
  let pending = '';
  s.child.stdout!.on('data', (d) => {
    const parts = (pending + d).split('\n');
    pending = parts.pop()!;
    for (const line of parts) if (/"level":(20|4\d|5\d|6\d)/.test(line)) serverLogs[i].push(line);
  });
});
const accounts: Array<Awaited<ReturnType<typeof benchAccount>>> = [];
for (let i = 0; i < ACCOUNTS; i++) accounts.push(await benchAccount(servers[i % SERVERS].url, 1_000_000));

// --- the operations of the mix -------------------------------------------------------------------------------------
const contract = YAML.parse(fs.readFileSync(OPENAPI_PATH, 'utf8'));
function queryFromExamples(p: string): string {
  const params = (contract.paths[p].get.parameters ?? []).map((x: any) => (x.$ref ? contract.components.parameters[x.$ref.split('/').pop()] : x));
  const q = new URLSearchParams();
  for (const param of params) if (param.in === 'query' && param.example !== undefined) q.set(param.name, String(param.example));
  return `${p}?${q}`;
}
const batchExample = Object.values<any>(contract.paths['/v1/batches'].post.requestBody.content['application/json'].examples)[0].value;

/** A multipart body, encoded once (the same bytes for every call). */
interface Form { contentType: string; data: Buffer }
async function encodeForm(parts: Record<string, string | { data: Buffer; filename: string; type: string }>): Promise<Form> {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, new Blob([new Uint8Array(v.data)], { type: v.type }), v.filename);
  }
  const encoded = new Response(form);
  return { contentType: encoded.headers.get('content-type')!, data: Buffer.from(await encoded.arrayBuffer()) };
}
// The recorded clip the media tests use (7.1 s of LibriVox speech, test/fixtures/audio/README.md).
const CLIP = { data: fs.readFileSync(path.join(ROOT, 'test/fixtures/audio/librivox-sense-and-sensibility-0870.wav')), filename: 'clip.wav', type: 'audio/wav' };
const agentExample = Object.values<any>(contract.paths['/v1/agents/run'].post.requestBody.content['application/json'].examples)
  .map((e) => e.value).find((v) => v.agent_id === 'puja-planner');

interface Op { name: string; weight: number; method: string; path: string; body?: unknown; form?: Form; stream?: boolean }
const chatBody = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Which planet rules Aries?' }], max_tokens: 64 };
const ops: Op[] = [
  { name: 'chat', weight: 30, method: 'POST', path: '/v1/chat/completions', body: chatBody },
  { name: 'chat-stream', weight: 20, method: 'POST', path: '/v1/chat/completions', body: { ...chatBody, stream: true, stream_options: { include_usage: true } }, stream: true },
  { name: 'astro-chat', weight: 5, method: 'POST', path: '/v1/chat/completions', body: { model: 'graha-astro-standard', messages: [{ role: 'user', content: 'I was born on 15 May 1990 at 14:30 in Chennai. What is my moon sign?' }] } },
  { name: 'panchang', weight: 8, method: 'GET', path: queryFromExamples('/v1/astrology/panchang') },
  { name: 'kundali', weight: 8, method: 'GET', path: queryFromExamples('/v1/astrology/kundali') },
  { name: 'horoscope', weight: 5, method: 'GET', path: queryFromExamples('/v1/astrology/horoscope') },
  { name: 'balance', weight: 8, method: 'GET', path: '/v1/billing/balance' },
  { name: 'usage', weight: 4, method: 'GET', path: '/v1/billing/usage' },
  { name: 'embeddings', weight: 5, method: 'POST', path: '/v1/embeddings', body: { model: 'graha-embed-lexical', input: ['Saturn return', 'Jupiter transit'] } },
  { name: 'batch', weight: 1, method: 'POST', path: '/v1/batches', body: batchExample },
  { name: 'festivals', weight: 2, method: 'GET', path: queryFromExamples('/v1/astrology/festivals') },
  { name: 'puja-agent', weight: 2, method: 'POST', path: '/v1/agents/run', body: { ...agentExample, stream: false } },
  { name: 'temple-agent', weight: 2, method: 'POST', path: '/v1/agents/run', body: {
    agent_id: 'temple-assistant', input: 'When is the next Ekadashi, and when is sunrise?',
    context: { location: { place: 'Chennai, India', lat: 13.0827, lon: 80.2707 }, preferences: { date: '2025-11-01' }, language: 'en' },
  } },
  { name: 'images', weight: 2, method: 'POST', path: '/v1/images/generations', body: { model: 'graha-image-basic', prompt: 'A temple gopuram at dawn under a starry sky', n: 1, size: '256x256' } },
  { name: 'speech', weight: 2, method: 'POST', path: '/v1/audio/speech', body: { model: 'tts-1', input: 'Today the Moon enters Rohini.', voice: 'nova' } },
  { name: 'transcription', weight: 1, method: 'POST', path: '/v1/audio/transcriptions', form: await encodeForm({ model: 'graha-stt-en', file: CLIP }) },
  { name: 'voice', weight: 1, method: 'POST', path: '/v1/voice/binary', form: await encodeForm({ audio: CLIP }) },
];
const totalWeight = ops.reduce((n, o) => n + o.weight, 0);
const pick = () => { let r = Math.random() * totalWeight; for (const o of ops) { r -= o.weight; if (r < 0) return o; } return ops[0]; };

interface Stat { latencies: number[]; statuses: Record<number, number> }
const stats = new Map<string, Stat>(ops.map((o) => [o.name, { latencies: [], statuses: {} }]));
const batchIds: Array<{ id: string; server: string; key: string }> = [];
const failures: string[] = [];

// A kept-alive socket left idle (its client busy elsewhere, e.g. in a two-minute voice call) is closed by the server
// after its keepAliveTimeout (65 s, src/server.ts); reusing it just then resets the request (a client-side race that
// a loaded machine widens: seen as `read ECONNRESET`). Idle sockets are dropped here first, after 30 s.
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2, timeout: 30_000 });
function call(serverUrl: string, key: string, op: Op): Promise<void> {
  const body = op.form ? op.form.data : op.body === undefined ? undefined : JSON.stringify(op.body);
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { authorization: `Bearer ${key}` };
    if (body !== undefined) { headers['content-type'] = op.form?.contentType ?? 'application/json'; headers['content-length'] = Buffer.byteLength(body); }
    const req = http.request(serverUrl + op.path, { method: op.method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => { text += d; });
      res.on('end', () => {
        const s = stats.get(op.name)!;
        const status = res.statusCode ?? 0;
        s.statuses[status] = (s.statuses[status] ?? 0) + 1;
        s.latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (status >= 500 && status !== 503) failures.push(`${op.name}: ${status} ${text.slice(0, 200)}`);
        if (op.stream && status === 200 && !text.includes('[DONE]')) failures.push(`${op.name}: stream without [DONE]`);
        if (op.name === 'batch' && status === 200) batchIds.push({ id: JSON.parse(text).id, server: serverUrl, key });
        resolve();
      });
    });
    req.on('error', (err) => { failures.push(`${op.name}: ${err.message}`); resolve(); });
    req.end(body);
  });
}

// --- RSS of the servers, sampled every 5 s -------------------------------------------------------------------------
const rss: Array<{ tMin: number; mb: number[] }> = [];
const startedAt = Date.now();
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const rssTimer = setInterval(() => rss.push({ tMin: (Date.now() - startedAt) / 60_000, mb: servers.map((s) => rssOf(s.child.pid!)) }), 5000);

const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`soak: ${new Date().toISOString()}, ${SERVERS} servers, ${CLIENTS} clients, ${ACCOUNTS} accounts, ${MINUTES} min; load average ${loadAverage()} on ${os.cpus().length} CPUs`);
const endAt = Date.now() + MINUTES * 60_000;
await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => {
  while (Date.now() < endAt) {
    const account = accounts[Math.floor(Math.random() * ACCOUNTS)];
    await call(servers[(c + Math.floor(Math.random() * SERVERS)) % SERVERS].url, account.apiKey, pick());
  }
}));
clearInterval(rssTimer);
console.log(`load average at the end of the load: ${loadAverage()}`);

// --- batches finish, then the servers stop (SIGTERM: charges settled, leases given back) ----------------------------
let batchItemsCompleted = 0;
for (const b of batchIds) {
  for (let i = 0; ; i++) {
    const res = await fetch(`${b.server}/v1/batches/${b.id}`, { headers: { authorization: `Bearer ${b.key}` } });
    const batch = await res.json() as any;
    if (['completed', 'failed', 'cancelled', 'expired'].includes(batch.status)) { batchItemsCompleted += batch.completed_requests; break; }
    if (i > 600) { failures.push(`batch ${b.id} still ${batch.status} after 2 minutes`); break; }
    await new Promise((r) => setTimeout(r, 200));
  }
}
await Promise.all(servers.map((s) => new Promise((resolve) => { s.child.once('exit', resolve); s.child.kill('SIGTERM'); })));
drainUpstreamLog();

// --- report --------------------------------------------------------------------------------------------------------
console.log(`\n${'operation'.padEnd(14)} ${'count'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  statuses`);
for (const [name, s] of stats) {
  console.log(`${name.padEnd(14)} ${String(s.latencies.length).padStart(7)} ${percentile(s.latencies, 0.5)?.toFixed(1).padStart(8)} ${percentile(s.latencies, 0.99)?.toFixed(1).padStart(8)}  ${JSON.stringify(s.statuses)}`);
}
const slope = (i: number) => {
  const xs = rss.map((r) => r.tMin); const ys = rss.map((r) => r.mb[i]);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length; const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const num = xs.reduce((n, x, k) => n + (x - mx) * (ys[k] - my), 0); const den = xs.reduce((n, x) => n + (x - mx) ** 2, 0);
  return den ? num / den : 0;
};
for (let i = 0; i < SERVERS; i++) {
  const first = rss[0]?.mb[i]; const last = rss[rss.length - 1]?.mb[i];
  console.log(`server ${i}: RSS ${first?.toFixed(0)} -> ${last?.toFixed(0)} MB, slope ${slope(i).toFixed(2)} MB/min over ${rss.length} samples`);
}

const db = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 2 } });
const chatServed = (['chat', 'chat-stream'] as const).reduce((n, name) => n + (stats.get(name)!.statuses[200] ?? 0), 0);
const ids = accounts.map((a) => a.accountId);
const usageRows = await db('usage_events').whereIn('account_id', ids).where({ operation_id: 'createChatCompletion' }).whereIn('model', ['gpt-4o-mini'])
  .sum<{ n: string }[]>('requests as n');
console.log(`\nupstream chat calls ${upstreamChats}; chat answered 200 through the upstream ${chatServed}; batch items completed ${batchItemsCompleted}; gpt-4o-mini usage rows (requests) ${usageRows[0].n}`);
if (upstreamChats !== chatServed + batchItemsCompleted) failures.push(`upstream served ${upstreamChats}, billed calls ${chatServed} + batch items ${batchItemsCompleted}`);
if (Number(usageRows[0].n) !== chatServed) failures.push(`gpt-4o-mini usage rows ${usageRows[0].n} != chat 200s ${chatServed}`);
// Every other billed call answered 200 has its usage, exactly once (usage rows carry the number of calls they stand
// for); a voice call has one per part (stt, chat, tts), each counted on its own.
const billed: Array<{ name: string; operationId: string; model?: string; parts?: string[] }> = [
  { name: 'astro-chat', operationId: 'createChatCompletion', model: 'graha-astro-standard' }, { name: 'embeddings', operationId: 'createEmbedding' },
  { name: 'panchang', operationId: 'getPanchang' }, { name: 'kundali', operationId: 'getKundali' }, { name: 'horoscope', operationId: 'getHoroscope' },
  { name: 'festivals', operationId: 'getFestivals' },
  { name: 'puja-agent', operationId: 'runAgent', model: 'graha-agent-puja-planner' },
  { name: 'temple-agent', operationId: 'runAgent', model: 'graha-agent-temple-assistant' },
  { name: 'images', operationId: 'createImage' }, { name: 'speech', operationId: 'createSpeech' },
  { name: 'transcription', operationId: 'createTranscription' },
  { name: 'voice', operationId: 'createVoiceResponse', parts: ['stt', 'chat', 'tts'] },
];
for (const { name, operationId, model, parts } of billed) {
  const served = stats.get(name)!.statuses[200] ?? 0;
  for (const part of parts ?? [null]) {
    let q = db('usage_events').whereIn('account_id', ids).where({ operation_id: operationId });
    if (model) q = q.where({ model });
    if (part) q = q.where({ endpoint_type: part });
    const n = Number((await q.sum<{ n: string }[]>('requests as n'))[0].n ?? 0);
    const what = part ? `${name} (${part})` : name;
    console.log(`${what}: answered 200 ${served}, usage rows (requests) ${n}`);
    if (n !== served) failures.push(`${what}: usage ${n} != answered ${served}`);
  }
}
// One ledger charge per billed call: the calls the usage rows stand for (batch items included) = the charge rows.
const usageCalls = Number((await db('usage_events').whereIn('account_id', ids).where('cost_micro_usd', '>', 0).sum<{ n: string }[]>('requests as n'))[0].n ?? 0);
const ledgerCharges = Number((await db('ledger_entries').whereIn('account_id', ids).where({ kind: 'charge' }).count<{ n: string }[]>('* as n'))[0].n);
console.log(`ledger charges ${ledgerCharges}; calls in the usage rows ${usageCalls}`);
if (ledgerCharges !== usageCalls) failures.push(`ledger charges ${ledgerCharges} != calls in the usage rows ${usageCalls}`);
for (const id of ids) {
  const wallet = await db('wallets').where({ account_id: id }).first();
  const ledger = await db('ledger_entries').where({ account_id: id }).sum<{ s: string }[]>('amount_micro_usd as s');
  const holds = await db('process_holds').where({ account_id: id }).sum<{ s: string | null }[]>('held_micro_usd as s');
  const line = `wallet ${id}: balance ${wallet.balance_micro_usd} ledger ${ledger[0].s} held ${wallet.held_micro_usd} holds ${holds[0].s ?? 0}`;
  console.log(line);
  if (Number(wallet.balance_micro_usd) !== Number(ledger[0].s) || Number(wallet.held_micro_usd) !== 0) {
    failures.push(line);
    console.log('  its holds:', JSON.stringify(await db('process_holds').where({ account_id: id })), 'processes:', JSON.stringify(await db('billing_processes')));
  }
}
// What the servers logged at debug (failed heartbeats and sweeps) and at warn or above.
servers.forEach((_, i) => {
  const counts = new Map<string, number>();
  for (const line of serverLogs[i]) {
    const { level, msg, err } = JSON.parse(line) as { level: number; msg: string; err?: { message?: string } };
    const key = `${level} ${msg}${err?.message ? `: ${err.message}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  console.log(`server ${i} logged at debug and at warn or above: ${counts.size ? JSON.stringify(Object.fromEntries(counts)) : 'nothing'}`);
});
await db.destroy();
await upstream.close();
fs.rmSync(dir, { recursive: true, force: true });
void ADMIN_TOKEN;

if (failures.length) {
  console.log(`\nFAILED (${failures.length}):\n${[...new Set(failures)].slice(0, 30).join('\n')}`);
  process.exit(1);
}
console.log('\nsoak: no 5xx other than 503, wallets equal their ledgers, every upstream call billed exactly once');
process.exit(0);
