/**
 * Which of the project's files one chat call runs code in (plain and streamed), measured with V8's precise coverage
 * around a single call after warm-up: the "files a chat call visits" figure of issue 25.
 *   npx tsx scripts/chat-visits.ts [--list]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import inspector from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import { closeContext, createContext, createLogger } from '../src/context';
import { connectDb, migrateLatest } from '../db/connect';
import { ROOT, UPSTREAM_KEY, benchAccount, startFakeUpstream, writeBenchModels, ADMIN_TOKEN } from '../bench/lib/support';

const pipeline = fs.existsSync(path.join(ROOT, 'src/http/pipeline.ts')) ? '../src/http/pipeline' : '../src/app';
const { buildApp } = (await import(pipeline)) as { buildApp: (ctx: unknown) => Promise<import('express').Express> };

const upstream = await startFakeUpstream();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-visits-'));
const { modelsFile, pricesFile } = writeBenchModels(dir, { 'bench-model': upstream.url });
const env = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dir, ADMIN_TOKEN, MODELS_FILE: modelsFile, PRICES_FILE: pricesFile, BENCH_UPSTREAM_KEY: UPSTREAM_KEY };
const config = loadConfig(env);
const db = await connectDb({ databaseUrl: null, pgliteDir: path.join(dir, 'pglite') });
await migrateLatest(db);
const ctx = await createContext({ config, env, db, log: createLogger('silent') });
const app = await buildApp(ctx);
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const { apiKey } = await benchAccount(url);

const call = async (stream: boolean) => {
  const res = await fetch(`${url}/v1/chat/completions`, {
    method: 'POST', headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench-model', messages: [{ role: 'user', content: 'Tell me about Saturn.' }], max_tokens: 32, stream }),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`chat call failed: ${res.status}`);
};

const session = new inspector.Session();
session.connect();
await session.post('Profiler.enable');
for (const stream of [false, true]) {
  for (let i = 0; i < 20; i++) await call(stream);
  await new Promise((r) => setTimeout(r, 100)); // deferred work of the warm-up (settlement batches) is done
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await call(stream);
  await new Promise((r) => setTimeout(r, 50)); // the call's settlement, written just after the answer
  const { result } = await session.post('Profiler.takePreciseCoverage');
  await session.post('Profiler.stopPreciseCoverage');
  const files = new Set<string>();
  for (const script of result) {
    if (!script.url.startsWith('file://')) continue;
    const file = path.relative(ROOT, new URL(script.url).pathname);
    if (file.startsWith('..') || file.startsWith('node_modules') || file.startsWith('scripts/') || file.startsWith('bench/')) continue;
    // The module's top level (the function starting at offset 0) ran at import time; any other function ran now.
    if (script.functions.some((f) => f.ranges[0].startOffset > 0 && f.ranges[0].count > 0)) files.add(file);
  }
  console.log(`${stream ? 'streamed' : 'plain'} chat call: ${files.size} project files run code`);
  if (process.argv.includes('--list')) console.log([...files].sort().map((f) => `  ${f}`).join('\n'));
}
server.closeAllConnections();
server.close();
await closeContext(ctx);
await db.destroy();
upstream.child.kill();
fs.rmSync(dir, { recursive: true, force: true });
