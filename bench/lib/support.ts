/**
 * What the HTTP benchmarks share: starting the fake upstream and Graha server processes, an admin call, a keep-alive
 * load generator, and CPU time per process from /proc (robust to other load on the machine, unlike req/s).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import YAML from 'yaml';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_TOKEN = 'adm_bench_0123456789abcdef0123456789';
export const UPSTREAM_KEY = 'sk-fake-upstream-key';

const spawned = new Set<ChildProcess>();
// A benchmark that fails midway leaves no servers behind.
process.on('exit', () => { for (const child of spawned) child.kill('SIGKILL'); });

export function spawnTs(args: string[], env: Record<string, string>): ChildProcess {
  return spawnNode(['--import', 'tsx', ...args], env);
}

function spawnNode(args: string[], env: Record<string, string>, node = process.execPath): ChildProcess {
  const child = spawn(node, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  spawned.add(child);
  child.once('exit', () => spawned.delete(child));
  return child;
}

const built = new Set<string>(); // the bundles built by this run (dist/<name>.mjs)

/** The node flags of `npm start` (package.json), so a benchmark runs the server with the same V8 settings. */
export function startNodeFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  // `node --require ./scripts/check-node-line.cjs --max-semi-space-size=64 dist/server.mjs`: the flags, each with its
  // argument when it takes one (--require's module), not the entry file.
  const args = pkg.scripts.start.split(/\s+/).slice(1);
  const flags: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (!args[i].startsWith('--')) continue;
    flags.push(args[i]);
    if (!args[i].includes('=') && args[i + 1] && !args[i + 1].startsWith('--') && !args[i + 1].endsWith('.mjs')) flags.push(args[++i]);
  }
  return flags;
}

/**
 * A Graha server process as production runs it: `npm start` serves the esbuild bundle (scripts/build.mjs), built
 * here once per benchmark run from the current source. GRAHA_SOURCE=1 runs src/server.ts through the tsx loader
 * instead (what the tests run; it costs more CPU per call, see scripts/build.mjs). GRAHA_NODE_ARGS (e.g.
 * "--cpu-prof") applies to this process only, for profiling. GRAHA_NODE (a node binary) runs this process only on
 * another Node.js than the benchmark's own, so that two runtimes are compared under the same load generator.
 */
export function spawnGraha(env: Record<string, string>, entry: BenchServerEntry = PRODUCTION_ENTRY): ChildProcess {
  const extra = [...startNodeFlags(), ...(process.env.GRAHA_NODE_ARGS ? process.env.GRAHA_NODE_ARGS.split(' ') : [])];
  const node = process.env.GRAHA_NODE || process.execPath;
  if (process.env.GRAHA_SOURCE === '1') return spawnNode([...extra, '--import', 'tsx', entry.source], env, node);
  if (!built.has(entry.name)) {
    execFileSync(process.execPath, ['scripts/build.mjs', ...(entry === PRODUCTION_ENTRY ? [] : [`${entry.name}=${entry.source}`])], { cwd: ROOT, stdio: 'inherit' });
    built.add(entry.name);
  }
  return spawnNode([...extra, `dist/${entry.name}.mjs`], env, node);
}

/** A server entry and the name of its bundle in dist/: the production server, or a benchmark's own wrapper of it. */
export interface BenchServerEntry { name: string; source: string }
export const PRODUCTION_ENTRY: BenchServerEntry = { name: 'server', source: 'src/server.ts' };

export function startProcess(args: string[], env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  return new Promise((resolve, reject) => {
    const child = spawnTs(args, env);
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start: ${out}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(ready);
      if (m) { clearTimeout(timer); resolve({ child, match: m }); }
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`)));
  });
}

/**
 * Pins a process (all its threads) to the given CPUs with taskset (util-linux), for A/B runs: two servers under
 * comparison pinned to the same CPU see the same caches, interrupts and neighbours, which unpinned processes on a
 * 2-core VM do not (an unpinned A/A pair showed a steady bias of a few percent). Returns false when taskset is
 * unavailable or the machine has fewer CPUs than asked for.
 */
export function pinToCpus(pid: number, cpus: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** A fake OpenAI-compatible upstream process (bench/lib/fake-upstream.ts); its base URL ends in /v1. */
export async function startFakeUpstream(env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const { child, match } = await startProcess(['bench/lib/fake-upstream.ts'], env, /PORT (\d+)/);
  return { child, url: `http://127.0.0.1:${match[1]}/v1` };
}

/**
 * models.yaml and prices.yaml in `dir` for chat models served by fake upstreams: { modelId: upstreamBaseUrl }. Each
 * model is priced like gpt-4o-mini (the server refuses unpriced chat models).
 */
export function writeBenchModels(dir: string, models: Record<string, string>): { modelsFile: string; pricesFile: string } {
  const modelsFile = path.join(dir, 'models.yaml');
  const pricesFile = path.join(dir, 'prices.yaml');
  const prices = YAML.parse(fs.readFileSync(path.join(ROOT, 'config/prices.yaml'), 'utf8'));
  const lines = ['providers:'];
  const entries = Object.entries(models);
  entries.forEach(([, url], i) => lines.push(`  p${i}: {kind: openai-compatible, base_url: "${url}", api_key_env: BENCH_UPSTREAM_KEY}`));
  lines.push('models:');
  entries.forEach(([id], i) => {
    lines.push(`  - {id: ${id}, provider: p${i}, upstream: fake-model, kind: proprietary, owned_by: bench, context_window: 128000, capabilities: [chat, streaming, caching]}`);
    prices.models[id] = { input_per_mtok: 0.15, output_per_mtok: 0.6 };
  });
  fs.writeFileSync(modelsFile, `${lines.join('\n')}\n`);
  fs.writeFileSync(pricesFile, YAML.stringify(prices));
  return { modelsFile, pricesFile };
}

/** Starts a Graha server (spawnGraha) on a free port and waits until it answers; returns its base URL. */
export async function startGraha(env: Record<string, string>, entry: BenchServerEntry = PRODUCTION_ENTRY): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawnGraha({
    PORT: String(port), HOST: '127.0.0.1', ADMIN_TOKEN, LOG_LEVEL: 'silent', BENCH_UPSTREAM_KEY: UPSTREAM_KEY, VALIDATE_RESPONSES: '0', ...env,
  }, entry);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    // Up to 3 minutes: on a loaded 2-core machine the start (PGlite's initdb, migrations) can take more than one.
    try { await fetch(`${url}/healthz`); break; } catch { if (i > 1800) throw new Error('Graha did not start'); await new Promise((r) => setTimeout(r, 100)); }
  }
  return { child, url };
}

/** An account with a key, on the enterprise plan with limits far out of reach (every call admitted and counted). */
export async function benchAccount(grahaUrl: string, creditCents = 100_000): Promise<{ apiKey: string; accountId: string }> {
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
  const created = await fetch(`${grahaUrl}/admin/v1/accounts`, {
    method: 'POST', headers: admin, body: JSON.stringify({ email: 'bench@example.com', plan: 'enterprise', credit_cents: creditCents }),
  });
  if (created.status !== 201) throw new Error(`creating the bench account failed: ${created.status} ${await created.text()}`);
  const { api_key: apiKey, account_id: accountId } = (await created.json()) as { api_key: string; account_id: string };
  const planSet = await fetch(`${grahaUrl}/admin/v1/accounts/${accountId}/plan`, {
    method: 'PUT', headers: admin, body: JSON.stringify({ plan: 'enterprise', rpm: 1_000_000, tpm: 1_000_000_000 }),
  });
  if (planSet.status !== 200) throw new Error(`setting the bench limits failed: ${planSet.status}`);
  return { apiKey, accountId };
}

/** `check`: what a correct answer body holds (a benchmark counts only correct answers); it throws otherwise. */
export interface Call { method: string; url: string; key: string; body?: () => string; expect: number; check?: (body: string) => void }

/** A whole chat completion with the fake upstream's reply (bench/lib/fake-upstream.ts). */
export function checkChatAnswer(body: string): void {
  const answer = JSON.parse(body) as { choices?: Array<{ message?: { content?: string } }>; usage?: { total_tokens?: number } };
  if (!answer.choices?.[0]?.message?.content?.startsWith('Saturn moves slowly') || !(answer.usage?.total_tokens! > 0)) throw new Error('not the whole completion');
}

/** A whole streamed completion: the reply's pieces, a usage chunk, no error event, `[DONE]` last. */
export function checkChatStream(body: string): void {
  const events = body.split('\n\n').filter(Boolean).map((e) => e.replace(/^data: /, ''));
  if (events.at(-1) !== '[DONE]') throw new Error('the stream did not end with [DONE]');
  const chunks = events.slice(0, -1).map((e) => JSON.parse(e) as { error?: unknown; usage?: { total_tokens?: number } | null; choices?: Array<{ delta?: { content?: string } }> });
  if (chunks.some((c) => c.error)) throw new Error('an error event');
  const text = chunks.map((c) => c.choices?.[0]?.delta?.content ?? '').join('');
  if (!text.startsWith('Saturn moves slowly') || !(chunks.at(-1)?.usage?.total_tokens! > 0)) throw new Error('not the whole stream');
}

/** One request on a keep-alive agent; resolves with its latency in ms. */
export function send(agent: http.Agent, call: Call): Promise<number> {
  const body = call.body?.();
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { authorization: `Bearer ${call.key}` };
    if (body !== undefined) { headers['content-type'] = 'application/json'; headers['content-length'] = Buffer.byteLength(body); }
    const req = http.request(call.url, { method: call.method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => { text += d; });
      res.on('end', () => {
        if (res.statusCode !== call.expect) return reject(new Error(`${call.method} ${call.url}: HTTP ${res.statusCode} ${text.slice(0, 300)}`));
        try { call.check?.(text); } catch (err) { return reject(new Error(`${call.method} ${call.url}: ${(err as Error).message}: ${text.slice(0, 300)}`)); }
        resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `concurrency` clients sending `call` back to back for `ms`; latencies of every request. */
export async function loadFor(agent: http.Agent, call: Call, ms: number, concurrency: number): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + ms;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) latencies.push(await send(agent, call));
  }));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

export const percentile = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };

const TICK_MS = 10; // Linux USER_HZ = 100
const statFields = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');

/** CPU time (ms, user + system) a process has used so far (Linux /proc). */
export function processCpuMs(pid: number): number {
  const f = statFields(pid); // f[11], f[12] = utime, stime
  return (Number(f[11]) + Number(f[12])) * TICK_MS;
}

/** What /proc counts for a process, read once: for the difference between two readings around a window. */
export interface ProcessCounters {
  /** CPU time, user + system (ms). */
  cpuMs: number;
  /** The kernel's part of it: system calls such as socket writes, page faults (ms). */
  systemMs: number;
  minorFaults: number;
  /** Voluntary and involuntary context switches of the main thread. */
  contextSwitches: number;
  /** Resident memory (MB). */
  rssMb: number;
}

export function processCounters(pid: number): ProcessCounters {
  const f = statFields(pid); // f[7] = minflt; f[11], f[12] = utime, stime
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return {
    cpuMs: (Number(f[11]) + Number(f[12])) * TICK_MS, systemMs: Number(f[12]) * TICK_MS, minorFaults: Number(f[7]),
    contextSwitches: field('voluntary_ctxt_switches') + field('nonvoluntary_ctxt_switches'),
    rssMb: Math.round(field('VmRSS') / 1024),
  };
}

/**
 * Records the process's call stacks with Linux perf (software clock, 4 kHz, kernel and native frames; JavaScript ones
 * named when the process runs with --perf-basic-prof) into `file` until stop() is called. bench/lib/perf-frames.ts
 * reads the file.
 */
export async function recordPerf(pid: number, file: string): Promise<{ stop(): Promise<void> }> {
  const perf = spawn('perf', ['record', '-q', '-e', 'cpu-clock', '-F', '4000', '-g', '-p', String(pid), '-o', file], { stdio: 'inherit' });
  await new Promise((resolve, reject) => { perf.once('error', reject); setTimeout(resolve, 300); }); // attached
  return {
    stop: () => new Promise((resolve) => {
      if (perf.exitCode !== null) return resolve();
      perf.once('exit', () => resolve());
      perf.kill('SIGINT');
    }),
  };
}

/** CPU time (ms) of the PostgreSQL server listening on `port` (postmaster and its backends); 0 without one. */
export function postgresCpuMs(port: string | null): number {
  if (!port) return 0;
  let postmaster: number | null = null;
  const procs: Array<{ pid: number; ppid: number; ticks: number }> = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!fs.readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) continue;
      const f = statFields(Number(entry));
      procs.push({ pid: Number(entry), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (cmd.includes('-p') && cmd[cmd.indexOf('-p') + 1] === port) postmaster = Number(entry);
    } catch { /* exited meanwhile */ }
  }
  return procs.filter((p) => p.pid === postmaster || p.ppid === postmaster).reduce((n, p) => n + p.ticks, 0) * TICK_MS;
}
