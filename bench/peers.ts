/**
 * Graha side by side with the gateways users would pick instead (issue 23 item 5; `make bench-peers`): the same chat
 * call straight to a fake OpenAI-compatible upstream (direct), through a bare 20-line Node proxy, through Portkey's
 * open-source gateway (npm @portkey-ai/gateway), through the LiteLLM proxy (PyPI litellm[proxy]) and through Graha
 * (the production bundle with auth, rate limits, billing holds and settles, validation and usage rows on), in one run
 * on one machine, against an upstream that answers at once and a model-like one (reply after 20 ms, stream chunks
 * 1 ms apart). Portkey and LiteLLM run as their quick starts set them up: no budgets, no rate limits, no logging
 * store (LiteLLM checks its master key, which it requires to start); they do less per call than Graha.
 *
 * The peers are installed into `.bench-peers/` (gitignored), outside the project's dependencies, on first use. A
 * peer that cannot be installed or started is reported as such in the output, not left out silently.
 *
 *   npx tsx bench/peers.ts     (DURATION_S=5 CONCURRENCY=32 STREAM=1 also measures streamed calls;
 *                               PEERS=portkey,litellm; PORTKEY_VERSION, LITELLM_VERSION pin the peers)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { benchAccount, freePort, percentile, processCpuMs, ROOT, startFakeUpstream, startGraha, startProcess, UPSTREAM_KEY, writeBenchModels } from './lib/support';

const DURATION_MS = Number(process.env.DURATION_S ?? 5) * 1000;
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const STREAMS = process.env.STREAM === '1' ? [false, true] : [false];
const PEERS = (process.env.PEERS ?? 'portkey,litellm').split(',').filter(Boolean);
const PORTKEY_VERSION = process.env.PORTKEY_VERSION ?? '1.15.2';
const LITELLM_VERSION = process.env.LITELLM_VERSION ?? '';
const SCRATCH = path.join(ROOT, '.bench-peers');
const PACED_HEADER_MS = 20;
const PACED_CHUNK_MS = 1;

interface Target { name: string; url: string; key: string; model: string; headers?: Record<string, string>; pids: () => number[] }

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });
const children: ChildProcess[] = [];

function once(t: Target, stream: boolean): Promise<number> {
  const body = JSON.stringify({
    model: t.model, messages: [{ role: 'system', content: 'You are a helpful astrologer.' }, { role: 'user', content: 'Tell me about Saturn.' }],
    max_tokens: 64, ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  });
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.request(`${t.url}/chat/completions`, {
      method: 'POST', agent,
      headers: { authorization: `Bearer ${t.key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...t.headers },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => { text += d; });
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${t.name}: HTTP ${res.statusCode} ${text.slice(0, 300)}`));
        if (stream && !text.includes('[DONE]')) return reject(new Error(`${t.name}: stream without [DONE]`));
        resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** CPU (ms) of a set of processes and all their descendants (LiteLLM's proxy may run worker processes). */
function treeCpuMs(roots: number[]): number {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try { parentOf.set(Number(entry), Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1])); } catch { /* gone */ }
  }
  const inTree = (pid: number): boolean => { for (let p: number | undefined = pid; p; p = parentOf.get(p)) if (roots.includes(p)) return true; return false; };
  let ms = 0;
  for (const pid of parentOf.keys()) if (inTree(pid)) { try { ms += processCpuMs(pid); } catch { /* gone */ } }
  return ms;
}

async function throughput(t: Target, stream: boolean): Promise<{ rps: number; cpuUsPerCall: number | null }> {
  let n = 0;
  const cpu0 = treeCpuMs(t.pids());
  const end = Date.now() + DURATION_MS;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => { while (Date.now() < end) { await once(t, stream); n++; } }));
  const pids = t.pids();
  return { rps: n / (DURATION_MS / 1000), cpuUsPerCall: pids.length ? Math.round(((treeCpuMs(pids) - cpu0) * 1000) / n) : null };
}

/** p50/p99 at concurrency 1, one call direct and one through the target in turn (both see the same machine state). */
async function latencyPair(direct: Target, t: Target, stream: boolean): Promise<{ direct: number[]; via: number[] }> {
  const d: number[] = [];
  const v: number[] = [];
  const end = Date.now() + DURATION_MS;
  while (Date.now() < end) { d.push(await once(direct, stream)); v.push(await once(t, stream)); }
  return { direct: d, via: v };
}

function run(cmd: string, args: string[], cwd: string): void {
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], timeout: 15 * 60_000 });
}

/** Installs Portkey's gateway into .bench-peers/portkey (npm, outside the project's package.json). */
function installPortkey(): string {
  const dir = path.join(SCRATCH, 'portkey');
  const entry = path.join(dir, 'node_modules/@portkey-ai/gateway/build/start-server.js');
  if (!fs.existsSync(entry)) {
    fs.mkdirSync(dir, { recursive: true });
    if (!fs.existsSync(path.join(dir, 'package.json'))) fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"bench-peers-portkey","private":true}\n');
    run('npm', ['install', '--no-audit', '--no-fund', `@portkey-ai/gateway@${PORTKEY_VERSION}`], dir);
  }
  return entry;
}

/** Installs the LiteLLM proxy into a virtualenv at .bench-peers/litellm-venv (pip). */
function installLitellm(): string {
  const venv = path.join(SCRATCH, 'litellm-venv');
  const bin = path.join(venv, 'bin/litellm');
  if (!fs.existsSync(bin)) {
    fs.mkdirSync(SCRATCH, { recursive: true });
    run('python3', ['-m', 'venv', venv], SCRATCH);
    run(path.join(venv, 'bin/pip'), ['install', '-q', `litellm[proxy]${LITELLM_VERSION ? `==${LITELLM_VERSION}` : ''}`], SCRATCH);
  }
  return bin;
}

async function waitUntilAnswers(t: Target, child: ChildProcess, what: string, seconds = 120): Promise<void> {
  let exited: number | null = null;
  child.once('exit', (code) => { exited = code ?? -1; });
  for (let i = 0; i < seconds * 4; i++) {
    if (exited !== null) throw new Error(`${what} exited with ${exited}`);
    try { await once(t, false); return; } catch { await new Promise((r) => setTimeout(r, 250)); }
  }
  throw new Error(`${what} did not answer within ${seconds} s`);
}

function spawnPeer(cmd: string, args: string[], env: Record<string, string>, logFile: string): ChildProcess {
  const log = fs.openSync(logFile, 'w');
  const child = spawn(cmd, args, { cwd: SCRATCH, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  children.push(child);
  return child;
}

async function main() {
  fs.mkdirSync(SCRATCH, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-peers-'));
  const out: Record<string, unknown> = {};
  const status: Record<string, string> = {};
  try {
    const instant = await startFakeUpstream();
    const paced = await startFakeUpstream({ HEADER_DELAY_MS: String(PACED_HEADER_MS), CHUNK_DELAY_MS: String(PACED_CHUNK_MS) });
    children.push(instant.child, paced.child);
    const upstreams = { instant: instant.url, model_like: paced.url } as const;
    const { modelsFile, pricesFile } = writeBenchModels(dataDir, { 'bench-model': instant.url, 'bench-model-paced': paced.url });
    const graha = await startGraha({ DATA_DIR: dataDir, MODELS_FILE: modelsFile, PRICES_FILE: pricesFile });
    children.push(graha.child);
    const { apiKey } = await benchAccount(graha.url);

    const targets: Record<keyof typeof upstreams, Target[]> = { instant: [], model_like: [] };
    const directs: Record<keyof typeof upstreams, Target> = {
      instant: { name: 'direct', url: instant.url, key: UPSTREAM_KEY, model: 'fake-model', pids: () => [] },
      model_like: { name: 'direct', url: paced.url, key: UPSTREAM_KEY, model: 'fake-model', pids: () => [] },
    };
    for (const [kind, base] of Object.entries(upstreams) as Array<[keyof typeof upstreams, string]>) {
      const proxy = await startProcess(['bench/lib/bare-proxy.ts'], { UPSTREAM_PORT: new URL(base).port }, /PORT (\d+)/);
      children.push(proxy.child);
      targets[kind].push({ name: 'bare Node proxy', url: `http://127.0.0.1:${proxy.match[1]}/v1`, key: UPSTREAM_KEY, model: 'fake-model', pids: () => [proxy.child.pid!] });
    }

    if (PEERS.includes('portkey')) {
      try {
        const entry = installPortkey();
        const port = await freePort();
        const child = spawnPeer(process.execPath, [entry, `--port=${port}`, '--headless'], { NODE_ENV: 'production' }, path.join(SCRATCH, 'portkey.log'));
        for (const [kind, base] of Object.entries(upstreams) as Array<[keyof typeof upstreams, string]>) {
          // Portkey's quick start: the provider and the upstream's base URL per request, the upstream key passed through.
          targets[kind].push({ name: 'Portkey', url: `http://127.0.0.1:${port}/v1`, key: UPSTREAM_KEY, model: 'fake-model', headers: { 'x-portkey-provider': 'openai', 'x-portkey-custom-host': base }, pids: () => [child.pid!] });
        }
        await waitUntilAnswers(targets.instant.at(-1)!, child, 'Portkey');
        status.portkey = `@portkey-ai/gateway ${PORTKEY_VERSION} (npm), node build/start-server.js --headless`;
      } catch (err) {
        status.portkey = `NOT MEASURED: ${(err as Error).message.split('\n')[0]} (log: .bench-peers/portkey.log)`;
        for (const k of Object.keys(targets) as Array<keyof typeof upstreams>) targets[k] = targets[k].filter((t) => t.name !== 'Portkey');
      }
    }
    if (PEERS.includes('litellm')) {
      try {
        const bin = installLitellm();
        const port = await freePort();
        const config = path.join(dataDir, 'litellm.yaml');
        fs.writeFileSync(config, [
          'model_list:',
          `  - {model_name: bench-model, litellm_params: {model: openai/fake-model, api_base: "${instant.url}", api_key: "${UPSTREAM_KEY}"}}`,
          `  - {model_name: bench-model-paced, litellm_params: {model: openai/fake-model, api_base: "${paced.url}", api_key: "${UPSTREAM_KEY}"}}`,
          'litellm_settings: {telemetry: false, drop_params: true}',
          '',
        ].join('\n'));
        const version = execFileSync(path.join(SCRATCH, 'litellm-venv/bin/python'), ['-c', 'import importlib.metadata as m; print(m.version("litellm"))'], { encoding: 'utf8' }).trim();
        // LiteLLM refuses to start without a master key (its proxy checks it per request; with no database it keeps
        // no virtual keys, budgets or rate limits).
        const masterKey = `sk-${randomBytes(32).toString('hex')}`;
        const child = spawnPeer(bin, ['--config', config, '--host', '127.0.0.1', '--port', String(port), '--num_workers', '1'], { LITELLM_LOG: 'ERROR', LITELLM_TELEMETRY: 'False', LITELLM_MASTER_KEY: masterKey }, path.join(SCRATCH, 'litellm.log'));
        targets.instant.push({ name: 'LiteLLM', url: `http://127.0.0.1:${port}/v1`, key: masterKey, model: 'bench-model', pids: () => [child.pid!] });
        targets.model_like.push({ name: 'LiteLLM', url: `http://127.0.0.1:${port}/v1`, key: masterKey, model: 'bench-model-paced', pids: () => [child.pid!] });
        await waitUntilAnswers(targets.instant.at(-1)!, child, 'LiteLLM', 300);
        status.litellm = `litellm ${version} (PyPI litellm[proxy]), litellm --config ... --num_workers 1`;
      } catch (err) {
        status.litellm = `NOT MEASURED: ${(err as Error).message.split('\n')[0]} (log: .bench-peers/litellm.log, .bench-peers/litellm-install.log)`;
        for (const k of Object.keys(targets) as Array<keyof typeof upstreams>) targets[k] = targets[k].filter((t) => t.name !== 'LiteLLM');
      }
    }
    for (const kind of Object.keys(upstreams) as Array<keyof typeof upstreams>) {
      targets[kind].push({ name: 'Graha (auth, limits, billing, validation, usage rows)', url: `${graha.url}/v1`, key: apiKey, model: kind === 'instant' ? 'bench-model' : 'bench-model-paced', pids: () => [graha.child.pid!] });
    }

    const rows: string[] = [];
    for (const kind of Object.keys(upstreams) as Array<keyof typeof upstreams>) {
      const direct = directs[kind];
      for (const stream of STREAMS) {
        for (const t of [direct, ...targets[kind]]) for (let i = 0; i < (kind === 'instant' ? 200 : 30); i++) await once(t, stream); // warm-up
        const directRps = (await throughput(direct, stream)).rps;
        const results: Record<string, unknown> = { direct: { rps: Math.round(directRps) } };
        for (const t of targets[kind]) {
          const tp = await throughput(t, stream);
          const lat = await latencyPair(direct, t, stream);
          const p50 = percentile(lat.via, 0.5);
          const added = p50 - percentile(lat.direct, 0.5);
          const r = {
            rps: Math.round(tp.rps), throughput_ratio: +(tp.rps / directRps).toFixed(3), cpu_us_per_call: tp.cpuUsPerCall,
            p50_ms: +p50.toFixed(3), p99_ms: +percentile(lat.via, 0.99).toFixed(3), added_p50_ms: +added.toFixed(3),
            added_p99_ms: +(percentile(lat.via, 0.99) - percentile(lat.direct, 0.99)).toFixed(3),
          };
          results[t.name] = r;
          rows.push(`| ${kind.replace('_', '-')} | ${stream ? 'streamed' : 'plain'} | ${t.name} | ${r.rps} | ${r.throughput_ratio} | ${r.cpu_us_per_call ?? ''} | ${r.p50_ms} | ${r.p99_ms} | ${r.added_p50_ms} |`);
        }
        out[`${kind}_upstream_${stream ? 'streamed' : 'plain'}`] = results;
      }
    }
    console.log(`| upstream | call | via | req/s at ${CONCURRENCY} | ratio to direct | server CPU µs/call | p50 ms (conc. 1) | p99 ms | added p50 ms |`);
    console.log('|---|---|---|---:|---:|---:|---:|---:|---:|');
    console.log(rows.join('\n'));
    console.log(JSON.stringify({
      load_average_1m: +os.loadavg()[0].toFixed(2), cpus: os.cpus().length, node: process.version, peers: status,
      duration_s: DURATION_MS / 1000, concurrency: CONCURRENCY, results: out,
    }, null, 2));
  } finally {
    for (const c of children) c.kill('SIGINT');
    agent.destroy();
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500).unref();
  }
}

main().then(() => setTimeout(() => process.exit(0), 800), (err) => { console.error(err); process.exit(1); });
