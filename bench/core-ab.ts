/**
 * The gateway core of two source trees side by side in one process (issue 23): runChat of each (routing, checks,
 * the estimate, the provider call through undici, the chunk stream or the answer, written as respond.ts writes it;
 * nothing metered), against one fake upstream, in alternating windows of WINDOW_MS at CONC in flight. Prints the
 * process CPU per call of each window. Both trees share the machine's state at each moment, so on a busy machine it
 * tells two builds apart where the end-to-end bench/profile.ts A/B cannot (its rounds run minutes apart).
 *
 *   A_ROOT=/path/to/base-worktree B_ROOT=. npx tsx bench/core-ab.ts   (STREAM=0: plain calls; ROUNDS=6 CONC=8 WINDOW_MS=3000)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { ROOT, startFakeUpstream, writeBenchModels, UPSTREAM_KEY } from './lib/support';
const STREAM = process.env.STREAM !== '0';
const CONC = Number(process.env.CONC ?? 8);
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 3000);
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-coreab-'));
const upstream = await startFakeUpstream();
const { modelsFile } = writeBenchModels(dataDir, { 'bench-model': upstream.url });
async function load(root: string) {
  const { parseModelRegistry } = await import(root + '/src/models/registry.ts');
  const { runChat } = await import(root + '/src/gateway/chat/runChat.ts');
  const { createGatewayState } = await import(root + '/src/gateway/state.ts');
  const registry = parseModelRegistry(fs.readFileSync(modelsFile, 'utf8'), { BENCH_UPSTREAM_KEY: UPSTREAM_KEY });
  const app = { registry, log: pino({ level: 'silent' }), db: null, gateway: createGatewayState() } as never;
  const auth = { account: { id: 'acct_bench' }, key: { id: 'key_bench' }, plan: 'enterprise', scopes: ['*'] } as never;
  const UNMETERED = { estimate: null, headers: {}, admit: async () => undefined, progress: () => undefined, settle: async () => undefined, release: async () => undefined };
  return async () => {
    const body = {
      model: 'bench-model', messages: [{ role: 'system', content: 'You are a helpful astrologer.' }, { role: 'user', content: 'Tell me about Saturn.' }],
      max_tokens: 64, ...(STREAM ? { stream: true, stream_options: { include_usage: true } } : {}),
    } as never;
    const r = await runChat({ app, auth, body, endpointId: undefined, requestId: 'req_bench', signal: new AbortController().signal, usage: UNMETERED });
    let out = '';
    // As src/http/respond.ts writes (a tree before src/jsonText.ts yields objects).
    if (r.kind === 'sse') {
      // A batch of events (src/eventBatch.ts) in a tree that has them.
      for await (const item of r.events) for (const e of (item as { events?: unknown[] }).events ?? [item]) out += `data: ${(e as { json?: string })?.json ?? JSON.stringify(e)}\n\n`;
      await r.onClose(true);
    } else out = JSON.stringify(r.body);
    if (!out.includes('discipline')) throw new Error('bad answer ' + out.slice(0, 300));
  };
}
const A_ROOT = path.resolve(process.env.A_ROOT ?? ROOT);
const B_ROOT = path.resolve(process.env.B_ROOT ?? ROOT);
const sides = { a: await load(A_ROOT), b: await load(B_ROOT) };
async function window(call: () => Promise<void>, ms: number) {
  let calls = 0; const end = Date.now() + ms;
  const cpu0 = process.cpuUsage();
  await Promise.all(Array.from({ length: CONC }, async () => { while (Date.now() < end) { await call(); calls++; } }));
  const u = process.cpuUsage(cpu0);
  return (u.user + u.system) / calls;
}
for (const s of Object.values(sides)) await window(s, 1500);
const res: Record<string, number[]> = { a: [], b: [] };
for (let r = 0; r < ROUNDS; r++) for (const [k, s] of Object.entries(sides)) res[k].push(Math.round(await window(s, WINDOW_MS)));
console.log(JSON.stringify({ stream: STREAM, concurrency: CONC, window_ms: WINDOW_MS, load_average_1m: +os.loadavg()[0].toFixed(2), a_root: A_ROOT, b_root: B_ROOT, cpu_us_per_call: res }));
fs.rmSync(dataDir, { recursive: true, force: true });
upstream.child.kill('SIGINT');
process.exit(0);
