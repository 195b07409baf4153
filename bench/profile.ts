/**
 * Where a call's CPU goes, by stage (issue 23): Graha from the production bundle under `node --cpu-prof`, loaded by
 * the same keep-alive client as bench/gateway.ts against the instant fake upstream, one call kind at a time. Each
 * profile sample in a kind's load window is given to the stage of the innermost stack frame that belongs to a stage
 * (bundle positions mapped back to src/ through dist/server.mjs.map; library frames by package), and the stage's
 * share of the samples times the CPU per call of that window (from /proc) is its µs per call.
 *
 *   npx tsx bench/profile.ts    (DURATION_S=5 CONCURRENCY=32 CALLS=chat,stream,models,balance,kundali
 *                                PROFILE=0: CPU per call only, no profiler; DATABASE_URL: PostgreSQL;
 *                                ROUNDS=n with PROFILE=0: the kinds' windows n times over, alternated, in one server;
 *                                EXTRA_NODE_ARGS: more node flags for the profiled server, e.g. --no-turbo-inlining
 *                                to see inlined functions as their own frames;
 *                                GIVEN=1: models, balance and kundali get a second window each, "<kind> (given)", in which
 *                                their handler hands back the answer it gave before instead of doing its work;
 *                                PERF_KIND=<window name> PERF_FILE=<file>: Linux perf records the server's kernel, native
 *                                and (with GRAHA_NODE_ARGS=--perf-basic-prof) JavaScript stacks during that window of
 *                                the first round; bench/lib/perf-frames.ts sums frames from it in µs per call;
 *                                HALT_POLL_NS=<ns>: the VM's guest halt polling for the run, see below)
 *
 * On a host whose neighbours come and go, one window's CPU per call moves by a third from one run to the next. With
 * ROUNDS the kinds take turns in the same server process, so each kind meets the same spells of noise; the median of
 * its windows is `cpu_us_per_call` and every window is in `cpu_us_per_call_rounds`.
 *
 * GIVEN=1 runs bench/lib/given-results-server.ts (the production server whose handlers can skip their own work, switched
 * by a signal) and measures issue 23 item 4 directly: a "(given)" window's CPU per call is the gateway's overhead beyond
 * the handler's work, with nothing subtracted, and `handler_us_per_call` is the difference from the real window.
 *
 * The profiler itself costs CPU (sampling every PROFILE_INTERVAL_US, default 200 µs): the CPU per call with PROFILE=1 is higher than without;
 * the shares are what the table is for. Work that runs on no stage's behalf (Node's HTTP parser and sockets, GC)
 * is its own row: a bare proxy pays it too.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SourceMap } from 'node:module';
import pg from 'pg';
import { benchAccount, checkChatAnswer, checkChatStream, loadFor, processCounters, PRODUCTION_ENTRY, recordPerf, ROOT, startFakeUpstream, startGraha, writeBenchModels, type Call } from './lib/support';

const DURATION_MS = Number(process.env.DURATION_S ?? 5) * 1000;
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const PROFILE = process.env.PROFILE !== '0';
const KINDS = (process.env.CALLS ?? 'chat,stream,models,balance,kundali').split(',');
const ROUNDS = PROFILE ? 1 : Math.max(1, Number(process.env.ROUNDS ?? 1));
const GIVEN = process.env.GIVEN === '1';
/** The call kinds whose handlers can hand back an earlier answer with GIVEN=1, and their operations. */
const GIVEN_OPERATIONS: Record<string, string> = { models: 'listModels', balance: 'getBalance', kundali: 'getKundali' };
/** PERF_KIND="kundali (given)": Linux perf records the server's stacks during that kind's first window, into PERF_FILE. */
const PERF_KIND = process.env.PERF_KIND ?? '';
const PERF_FILE = process.env.PERF_FILE ?? path.join(os.tmpdir(), 'graha-profile.perf.data');
/**
 * HALT_POLL_NS=200000: the VM's guest halt polling (haltpoll cpuidle driver) for the run, restored after it. On this
 * VM it is 0: an idle vCPU halts at once, and waking a task that sleeps on it (the bench's client, when the server
 * answers) costs the waker a trip through the hypervisor, counted in the server's system time (bench/README.md).
 */
const HALT_POLL_NS = process.env.HALT_POLL_NS ?? null;
const HALT_POLL_FILE = '/sys/module/haltpoll/parameters/guest_halt_poll_ns';

/** Sets the guest halt polling time when asked and the machine has it; `value` is what the run had (null: unknown). */
function setGuestHaltPoll(ns: string | null): { value: number | null; restore(): void } {
  let before: string | null = null;
  try { before = fs.readFileSync(HALT_POLL_FILE, 'utf8').trim(); } catch { return { value: null, restore() {} }; }
  if (ns === null) return { value: Number(before), restore() {} };
  fs.writeFileSync(HALT_POLL_FILE, ns); // needs root; fails loudly otherwise
  let restored = false;
  const restore = () => { if (!restored) { restored = true; fs.writeFileSync(HALT_POLL_FILE, before!); } };
  process.once('exit', restore); // also when the run fails before its own restore
  return { value: Number(ns), restore };
}

const ENTRY = GIVEN ? { name: 'bench-given-results', source: 'bench/lib/given-results-server.ts' } : PRODUCTION_ENTRY;

/** The stages of issue 23, in the order a call meets them. */
export const STAGES = [
  'express, request id, body parsing',
  'routing + request validation (openapi-backend, ajv)',
  'auth',
  'rate limit + access',
  'idempotency',
  'metering: billing hold and settle, usage rows',
  'token counting',
  'handler: upstream call + response mapping',
  'handler: own work (models, astrology)',
  'database driver (knex, PGlite/pg)',
  'respond (JSON / SSE writing)',
  'logging + metrics (pino, prom-client)',
  'pipeline glue (src/http/pipeline.ts)',
  'background work (sweeps, job runner)',
  'Node HTTP, sockets, timers (no project frame)',
  'GC + V8',
] as const;
type Stage = (typeof STAGES)[number] | `other: ${string}`;

const BY_SOURCE: Array<[RegExp, Stage]> = [
  [/src\/http\/(steps\/(body|requestId|docs|front)|bodyChecks|jsonBody)\.ts$|src\/limits\/overload\.ts$|src\/dashboard\//, 'express, request id, body parsing'],
  [/src\/http\/(steps\/routing|routeCache|validationErrors|dispatch)\.ts$/, 'routing + request validation (openapi-backend, ajv)'],
  [/src\/auth\/(scopes)\.ts$/, 'rate limit + access'],
  [/src\/auth\/|src\/http\/steps\/auth\.ts$/, 'auth'],
  [/src\/limits\/|src\/http\/steps\/access\.ts$/, 'rate limit + access'],
  [/src\/http\/(idempotency|steps\/idempotency)\.ts$/, 'idempotency'],
  [/src\/tokenizer\//, 'token counting'],
  [/src\/billing\/(?!reports)|src\/metering\/|src\/http\/steps\/metering\.ts$|src\/gateway\/chat\/usage\.ts$/, 'metering: billing hold and settle, usage rows'],
  [/src\/gateway\/|src\/providers\/|handlers\/createChatCompletion\.ts$/, 'handler: upstream call + response mapping'],
  [/handlers\/|src\/astrology\/|src\/models\//, 'handler: own work (models, astrology)'],
  [/db\/|src\/http\/steps\/operation\.ts$/, 'database driver (knex, PGlite/pg)'],
  [/src\/http\/respond\.ts$|src\/errors\.ts$|src\/http\/errorHandler\.ts$|src\/(eventBatch|jsonText)\.ts$/, 'respond (JSON / SSE writing)'],
  [/src\/observability\//, 'logging + metrics (pino, prom-client)'],
  [/src\/http\/(pipeline|handler)\.ts$|src\/context\.ts$/, 'pipeline glue (src/http/pipeline.ts)'],
  [/src\/deprecation\//, 'rate limit + access'],
  [/src\/platform\/fineTuning\//, 'handler: own work (models, astrology)'],
  [/src\/(background|jobs\/|platform\/)/, 'background work (sweeps, job runner)'],
];

const BY_PACKAGE: Record<string, Stage> = {
  express: 'express, request id, body parsing', router: 'express, request id, body parsing', 'body-parser': 'express, request id, body parsing',
  'raw-body': 'express, request id, body parsing', 'iconv-lite': 'express, request id, body parsing', 'type-is': 'express, request id, body parsing',
  'content-type': 'express, request id, body parsing', 'on-finished': 'express, request id, body parsing', finalhandler: 'express, request id, body parsing',
  'media-typer': 'express, request id, body parsing', 'mime-types': 'express, request id, body parsing', 'mime-db': 'express, request id, body parsing',
  parseurl: 'express, request id, body parsing', statuses: 'express, request id, body parsing', 'http-errors': 'express, request id, body parsing',
  depd: 'express, request id, body parsing', 'path-to-regexp': 'express, request id, body parsing', qs: 'express, request id, body parsing',
  forwarded: 'express, request id, body parsing', 'proxy-addr': 'express, request id, body parsing', fresh: 'express, request id, body parsing',
  accepts: 'express, request id, body parsing', negotiator: 'express, request id, body parsing', 'cookie-parser': 'express, request id, body parsing',
  'openapi-backend': 'routing + request validation (openapi-backend, ajv)', ajv: 'routing + request validation (openapi-backend, ajv)',
  'ajv-formats': 'routing + request validation (openapi-backend, ajv)', 'fast-uri': 'routing + request validation (openapi-backend, ajv)',
  'fast-deep-equal': 'routing + request validation (openapi-backend, ajv)', 'bath-es5': 'routing + request validation (openapi-backend, ajv)',
  lodash: 'routing + request validation (openapi-backend, ajv)', 'openapi-types': 'routing + request validation (openapi-backend, ajv)',
  'gpt-tokenizer': 'token counting', astronomia: 'handler: own work (models, astrology)',
  knex: 'database driver (knex, PGlite/pg)', 'knex-pglite': 'database driver (knex, PGlite/pg)', '@electric-sql': 'database driver (knex, PGlite/pg)',
  pg: 'database driver (knex, PGlite/pg)', 'pg-protocol': 'database driver (knex, PGlite/pg)', 'pg-pool': 'database driver (knex, PGlite/pg)',
  tarn: 'database driver (knex, PGlite/pg)', 'pg-types': 'database driver (knex, PGlite/pg)', debug: 'database driver (knex, PGlite/pg)',
  'postgres-date': 'database driver (knex, PGlite/pg)', 'postgres-interval': 'database driver (knex, PGlite/pg)',
  'postgres-array': 'database driver (knex, PGlite/pg)', 'postgres-bytea': 'database driver (knex, PGlite/pg)',
  // The upstream chat client (src/providers/http.ts).
  undici: 'handler: upstream call + response mapping',
  pino: 'logging + metrics (pino, prom-client)', 'prom-client': 'logging + metrics (pino, prom-client)', 'sonic-boom': 'logging + metrics (pino, prom-client)',
  'thread-stream': 'logging + metrics (pino, prom-client)', 'fast-redact': 'logging + metrics (pino, prom-client)', 'tdigest': 'logging + metrics (pino, prom-client)',
};

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface CpuProfile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

/** The stage of one frame, or null when the frame belongs to none (Node internals, anonymous V8 frames). */
function frameStage(frame: ProfileNode['callFrame'], map: SourceMap | null): Stage | null {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)' || functionName === '(program)') return 'GC + V8';
  // ajv compiles each schema to a function without a URL (`validate12`); routing's validators run there.
  if (!url) return /^validate\d*$/.test(functionName) ? 'routing + request validation (openapi-backend, ajv)' : null;
  if (url.startsWith('node:')) return null;
  // WebAssembly is PGlite's PostgreSQL or undici's HTTP parser (llhttp): the JS frame that called it decides.
  if (url.startsWith('wasm:')) return null;
  let source = url;
  if (map && url.endsWith(`/dist/${ENTRY.name}.mjs`)) {
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string };
    source = entry.originalSource ?? url;
  }
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
  if (pkg) {
    if (pkg === 'express' && /express\/lib\/response\.js$/.test(source)) return 'respond (JSON / SSE writing)';
    return BY_PACKAGE[pkg] ?? BY_PACKAGE[pkg.split('/')[0]] ?? `other: ${pkg}`;
  }
  for (const [re, stage] of BY_SOURCE) if (re.test(source)) return stage;
  return `other: ${path.relative(ROOT, source.replace(/^file:\/\//, ''))}`;
}

/** Samples per stage between two monotonic timestamps (µs; V8's profile clock and process.hrtime are both CLOCK_MONOTONIC). */
export function stageSamples(profile: CpuProfile, map: SourceMap | null, fromUs: number, toUs: number, topN = 0): Map<Stage, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map<number, Stage | 'idle'>();
  const stageOf = (id: number): Stage | 'idle' => {
    const known = memo.get(id);
    if (known) return known;
    let result: Stage | 'idle' = 'Node HTTP, sockets, timers (no project frame)';
    if (byId.get(id)!.callFrame.functionName === '(idle)') result = 'idle';
    else {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const s = frameStage(byId.get(at)!.callFrame, map);
        if (s) { result = s; break; }
      }
    }
    memo.set(id, result);
    return result;
  };
  const counts = new Map<Stage, number>();
  const self = new Map<number, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < fromUs || t > toUs) continue;
    const s = stageOf(profile.samples[i]);
    if (s !== 'idle') counts.set(s, (counts.get(s) ?? 0) + 1);
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + 1);
  }
  if (topN > 0) {
    // The heaviest leaf frames of the window (TOP=n): what a stage's time is made of.
    const byFrame = new Map<string, number>();
    for (const [id, n] of self) {
      const f = byId.get(id)!.callFrame;
      let where = f.url;
      if (map && f.url.endsWith(`/dist/${ENTRY.name}.mjs`)) where = (map.findEntry(f.lineNumber, f.columnNumber) as { originalSource?: string }).originalSource ?? where;
      const key = `${f.functionName || '(anonymous)'} ${where.replace(/^.*node_modules\//, '').replace(/^.*\/(src|handlers|db)\//, '$1/')}:${f.lineNumber + 1} [${stageOf(id)}]`;
      byFrame.set(key, (byFrame.get(key) ?? 0) + n);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    for (const [k, n] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, topN)) console.log(`  ${((100 * n) / total).toFixed(1).padStart(5)} %  ${k}`);
  }
  return counts;
}

/**
 * PostgreSQL only: the transactions the database committed so far (every statement outside a transaction is one),
 * read after the statistics have settled (a backend reports them at most once a second), or null on PGlite. Divided by
 * the window's calls it is the database round trips per call, heartbeats and background work included.
 */
async function committedTransactions(): Promise<number | null> {
  if (!process.env.DATABASE_URL) return null;
  await new Promise((r) => setTimeout(r, 1500));
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query('SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()');
    return Number(rows[0].xact_commit);
  } finally {
    await client.end();
  }
}

/** The middle value (the mean of the two middle ones for an even count), rounded. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return Math.round(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
}

function calls(graha: string, key: string): Record<string, Call> {
  const chat = (stream: boolean) => () => JSON.stringify({
    model: 'bench-model', messages: [{ role: 'system', content: 'You are a helpful astrologer.' }, { role: 'user', content: 'Tell me about Saturn.' }],
    max_tokens: 64, ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  });
  return {
    chat: { method: 'POST', url: `${graha}/v1/chat/completions`, key, body: chat(false), expect: 200, check: checkChatAnswer },
    stream: { method: 'POST', url: `${graha}/v1/chat/completions`, key, body: chat(true), expect: 200, check: checkChatStream },
    models: { method: 'GET', url: `${graha}/v1/models`, key, expect: 200 },
    balance: { method: 'GET', url: `${graha}/v1/billing/balance`, key, expect: 200 },
    kundali: { method: 'GET', url: `${graha}/v1/astrology/kundali?date=1990-05-15&time=14:30&lat=28.6139&lon=77.2090`, key, expect: 200 },
  };
}

async function main() {
  const haltPoll = setGuestHaltPoll(HALT_POLL_NS); // before any process starts: a refused write leaves nothing running
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-profile-'));
  const profDir = path.join(dataDir, 'prof');
  if (PROFILE) process.env.GRAHA_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profDir} --cpu-prof-interval=${process.env.PROFILE_INTERVAL_US ?? 200}${process.env.EXTRA_NODE_ARGS ? ` ${process.env.EXTRA_NODE_ARGS}` : ""}`;
  const upstream = await startFakeUpstream();
  const { modelsFile, pricesFile } = writeBenchModels(dataDir, { 'bench-model': upstream.url });
  const givenKinds = GIVEN ? KINDS.filter((k) => GIVEN_OPERATIONS[k]) : [];
  const graha = await startGraha({
    DATA_DIR: dataDir, MODELS_FILE: modelsFile, PRICES_FILE: pricesFile,
    ...(GIVEN ? { GRAHA_BENCH_GIVEN: givenKinds.map((k) => GIVEN_OPERATIONS[k]).join(',') } : {}),
  }, ENTRY);
  // Each kind's windows in a round: the real one, then (GIVEN=1) the one whose handler hands back its earlier answer.
  const passes = KINDS.flatMap((kind) => [{ kind, given: false }, ...(givenKinds.includes(kind) ? [{ kind, given: true }] : [])]);
  const nameOf = (p: { kind: string; given: boolean }) => (p.given ? `${p.kind} (given)` : p.kind);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });
  const windows: Array<{ kind: string; fromUs: number; toUs: number; calls: number; cpuUsPerCall: number; sysUsPerCall: number; faultsPerCall: number; switchesPerCall: number; rssMb: number; commits: number | null }> = [];
  try {
    const { apiKey } = await benchAccount(graha.url);
    const all = calls(graha.url, apiKey);
    for (let round = 0; round < ROUNDS; round++) for (const pass of passes) {
      const call = all[pass.kind];
      if (!call) throw new Error(`unknown call kind ${pass.kind} (known: ${Object.keys(all).join(', ')})`);
      const kind = nameOf(pass);
      if (pass.given) graha.child.kill('SIGUSR2'); // the handler hands back the answer it gave in the real window
      await loadFor(agent, call, 1500, CONCURRENCY); // warm-up: JIT, pools, caches
      const commits0 = await committedTransactions();
      const perf = PERF_KIND === kind && round === 0 ? await recordPerf(graha.child.pid!, PERF_FILE) : null;
      const before = processCounters(graha.child.pid!);
      const fromUs = Number(process.hrtime.bigint() / 1000n);
      const { latencies } = await loadFor(agent, call, DURATION_MS, CONCURRENCY);
      const toUs = Number(process.hrtime.bigint() / 1000n);
      const after = processCounters(graha.child.pid!);
      await perf?.stop();
      const perCall = (key: 'cpuMs' | 'systemMs' | 'minorFaults' | 'contextSwitches') => (after[key] - before[key]) / latencies.length;
      const cpuUsPerCall = Math.round(perCall('cpuMs') * 1000);
      const sysUsPerCall = Math.round(perCall('systemMs') * 1000);
      const faultsPerCall = +perCall('minorFaults').toFixed(2);
      const switchesPerCall = +perCall('contextSwitches').toFixed(3);
      // Resident memory at the end of the window (the young generation's size is set by npm start's node flags).
      const rssMb = after.rssMb;
      const commits = commits0 === null ? null : (await committedTransactions())! - commits0;
      windows.push({ kind, fromUs, toUs, calls: latencies.length, cpuUsPerCall, sysUsPerCall, faultsPerCall, switchesPerCall, rssMb, commits });
      if (pass.given) graha.child.kill('SIGUSR2'); // back to the real handler
    }
  } finally {
    haltPoll.restore();
    agent.destroy();
    const exited = new Promise((r) => graha.child.once('exit', r));
    graha.child.kill('SIGINT');
    await exited;
    upstream.child.kill('SIGINT');
  }
  const names = passes.map(nameOf);
  const medianOf = (name: string) => median(windows.filter((w) => w.kind === name).map((w) => w.cpuUsPerCall));
  const out: Record<string, unknown> = {
    load_average_1m: +os.loadavg()[0].toFixed(2), database: process.env.DATABASE_URL ? 'postgresql' : 'pglite', profiled: PROFILE,
    duration_s: DURATION_MS / 1000, concurrency: CONCURRENCY, guest_halt_poll_ns: haltPoll.value,
    cpu_us_per_call: Object.fromEntries(names.map((k) => [k, medianOf(k)])),
    ...(ROUNDS > 1 ? { cpu_us_per_call_rounds: Object.fromEntries(names.map((k) => [k, windows.filter((w) => w.kind === k).map((w) => w.cpuUsPerCall)])) } : {}),
    // GIVEN=1: the handler's own work per call, the real windows' median less the given ones'.
    ...(givenKinds.length ? { handler_us_per_call: Object.fromEntries(givenKinds.map((k) => [k, medianOf(k) - medianOf(`${k} (given)`)])) } : {}),
    rss_mb_after: Object.fromEntries(windows.map((w) => [w.kind, w.rssMb])),
    // The kernel's part of each window's CPU per call (system time: socket reads and writes, page faults).
    system_us_per_call_rounds: Object.fromEntries(names.map((k) => [k, windows.filter((w) => w.kind === k).map((w) => w.sysUsPerCall)])),
    // Minor page faults per call (the process) and context switches per call (its main thread): kernel work that is not
    // a system call the code makes.
    minor_faults_per_call_rounds: Object.fromEntries(names.map((k) => [k, windows.filter((w) => w.kind === k).map((w) => w.faultsPerCall)])),
    context_switches_per_call_rounds: Object.fromEntries(names.map((k) => [k, windows.filter((w) => w.kind === k).map((w) => w.switchesPerCall)])),
    // Calls served per second in each window: CPU per call times this is the share of a core the server used.
    calls_per_s_rounds: Object.fromEntries(names.map((k) => [k, windows.filter((w) => w.kind === k).map((w) => Math.round((w.calls * 1e6) / (w.toUs - w.fromUs)))])),
    ...(process.env.DATABASE_URL ? { pg_transactions_per_call: Object.fromEntries(names.map((k) => {
      const ws = windows.filter((w) => w.kind === k);
      return [k, +(ws.reduce((a, w) => a + w.commits!, 0) / ws.reduce((a, w) => a + w.calls, 0)).toFixed(2)];
    })) } : {}),
  };
  if (PROFILE) {
    const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('Graha wrote no CPU profile');
    const profile = JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8')) as CpuProfile;
    const mapFile = path.join(ROOT, `dist/${ENTRY.name}.mjs.map`);
    const map = fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null;
    const table: Record<string, Record<string, number>> = {};
    for (const w of windows) {
      if (Number(process.env.TOP ?? 0) > 0) console.log(`${w.kind}: heaviest leaf frames`);
      const counts = stageSamples(profile, map, w.fromUs, w.toUs, Number(process.env.TOP ?? 0));
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      table[w.kind] = Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]).map(([s, n]) => [s, Math.round((n / total) * w.cpuUsPerCall)]));
    }
    out.stage_us_per_call = table;
    // A markdown table for bench/README.md: stages down, call kinds across.
    const stages = [...STAGES, ...new Set(Object.values(table).flatMap((t) => Object.keys(t)).filter((s) => !(STAGES as readonly string[]).includes(s)))];
    const lines = [`| stage | ${windows.map((w) => w.kind).join(' | ')} |`, `|---|${windows.map(() => '---:').join('|')}|`];
    for (const s of stages) lines.push(`| ${s} | ${windows.map((w) => table[w.kind][s] ?? 0).join(' | ')} |`);
    lines.push(`| **CPU per call (profiled)** | ${windows.map((w) => `**${w.cpuUsPerCall}**`).join(' | ')} |`);
    console.log(lines.join('\n'));
    if (process.env.KEEP_PROFILE) fs.copyFileSync(path.join(profDir, file), process.env.KEEP_PROFILE);
  }
  console.log(JSON.stringify(out, null, 2));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); });
