/**
 * The cost of Graha's request pipeline on its own: request id, body parser, openapi-backend routing + validation,
 * authentication, rate limits, billing (kundali is a billed call), response validation off. Measures GET /v1/models (authenticated, no upstream, no billing) and
 * GET /healthz (no auth), and GET /v1/astrology/kundali (a full chart computation) with a fixed number of concurrent keep-alive clients, in one run.
 *   npx tsx bench/pipeline.ts            (embedded PGlite)
 *   scripts/with-postgres.sh npx tsx bench/pipeline.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { loadConfig } from '../src/config';
import { closeContext, createContext, createLogger } from '../src/context';
import { buildApp } from '../src/http/pipeline';
import { connectDb, migrateLatest } from '../db/connect';
import { changePlan, createAccount } from '../src/accounts/accounts';

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function load(url: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const get = () => new Promise<number>((resolve, reject) => {
    http.get(url, { agent, headers }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); }).on('error', reject);
  });
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_MS;
  let errors = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      if ((await get()) >= 400) errors++;
      latencies.push(performance.now() - t0);
    }
  }));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(2);
  return { rps: Math.round(latencies.length / (DURATION_MS / 1000)), p50: pct(0.5), p99: pct(0.99), errors };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-bench-'));
const env = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ADMIN_TOKEN: 'adm_bench_token_0123456789' };
const config = loadConfig(env);
const db = await connectDb({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : path.join(dataDir, 'pglite') });
await migrateLatest(db);
const ctx = await createContext({ config, env, db, log: createLogger('silent') });
const app = await buildApp(ctx);
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const { account_id, api_key } = await createAccount(db, { email: 'bench@example.com', plan: 'enterprise', creditCents: 1_000_000 });
// Limits far out of reach: every request is admitted (and counted), so this measures work, not refusals.
await changePlan(db, ctx.authCache, account_id, { plan: 'enterprise', rpm: 2_000_000_000, tpm: 2_000_000_000 });

console.log(`pipeline bench (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}), ${CONCURRENCY} connections, ${DURATION_MS} ms each`);
for (const [name, url, headers] of [
  ['GET /healthz (no auth)', `${base}/healthz`, {}],
  ['GET /v1/models (auth)', `${base}/v1/models`, { authorization: `Bearer ${api_key}` }],
  ['GET /v1/astrology/kundali', `${base}/v1/astrology/kundali?date=1990-05-15&time=14:30&lat=28.6139&lon=77.209&tz=5.5`, { authorization: `Bearer ${api_key}` }],
] as const) {
  await load(url, headers); // warm-up
  const r = await load(url, headers);
  console.log(`${name.padEnd(26)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`);
}
// Everything this process holds open is closed so that it exits (make bench runs the next bench after it).
server.closeAllConnections();
server.close();
await closeContext(ctx);
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
