/**
 * Billing overhead benchmark (`npx tsx bench/billing.ts`; `make bench` runs it). Measures, on one machine in one run,
 * the throughput of a cheap authenticated call (GET /v1/models) served by a server process whose contract bills it
 * (`x-graha-price: test_call`, 1 cent: reserve + settle with ledger and usage rows) against the same call in a server
 * process whose contract does not (billing bypassed). Embedded PGlite always; PostgreSQL too when DATABASE_URL is set
 * (e.g. `scripts/with-postgres.sh npx tsx bench/billing.ts`). Rounds alternate to cancel drift.
 * Env: BENCH_SECONDS (per round, default 5), BENCH_CONCURRENCY (default 16), BENCH_ROUNDS (default 3).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { connectDb, migrateLatest } from '../db/connect';
import { OPENAPI_PATH } from '../src/context';
import { writePricedFixtures } from '../test/billing/fixtures/priced';
import { postgresCpuMs } from './lib/support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ADMIN = 'adm_bench_token_0123456789abcdef';
const root = path.resolve(import.meta.dirname, '..');

interface Server { proc: ChildProcess; url: string; key: string }

async function startServer(env: Record<string, string>): Promise<Server> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'test/billing/fixtures/pricedServer.ts'], {
    // Rate limits off: this compares billing on vs off; limits have their own benchmark (bench/limits.ts).
    cwd: root, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ADMIN_TOKEN: ADMIN, LOG_LEVEL: 'silent', RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    proc.stdout!.on('data', (d) => { const m = /listening (\d+)/.exec(String(d)); if (m) resolve(`http://127.0.0.1:${m[1]}`); });
    proc.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const res = await fetch(`${url}/admin/v1/accounts`, {
    method: 'POST', headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', plan: 'enterprise', credit_cents: 100_000_000 }),
  });
  const body = (await res.json()) as { api_key: string };
  return { proc, url, key: body.api_key };
}

/** CPU time (microseconds) the server process has used so far. */
function cpuOf(server: Server): Promise<number> {
  return new Promise((resolve) => {
    const onData = (d: Buffer) => {
      const m = /cpu (\d+)/.exec(String(d));
      if (m) { server.proc.stdout!.off('data', onData); resolve(Number(m[1])); }
    };
    server.proc.stdout!.on('data', onData);
    server.proc.kill('SIGUSR2');
  });
}

async function measured(server: Server, seconds: number, pgPort: string | null) {
  const cpu0 = await cpuOf(server);
  const pg0 = postgresCpuMs(pgPort);
  const result = await load(server, seconds);
  const cpuMs = (await cpuOf(server) - cpu0) / 1000;
  const pgMs = postgresCpuMs(pgPort) - pg0;
  const requests = result.rps * seconds;
  return { ...result, cpuMsPerRequest: cpuMs / requests, dbCpuMsPerRequest: pgMs / requests };
}

async function load(server: Server, seconds: number): Promise<{ rps: number; p50Ms: number; p99Ms: number; errors: number }> {
  const end = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/v1/models`, { headers: { authorization: `Bearer ${server.key}` } });
      await res.arrayBuffer();
      if (res.status !== 200) errors += 1;
      latencies.push(performance.now() - t0);
    }
  }));
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50Ms: latencies[Math.floor(latencies.length / 2)], p99Ms: latencies[Math.floor(latencies.length * 0.99)], errors };
}

async function benchPair(label: string, env: Record<string, string>, fixtures: ReturnType<typeof writePricedFixtures>) {
  const dirs = [fs.mkdtempSync(path.join(os.tmpdir(), 'graha-bench-')), fs.mkdtempSync(path.join(os.tmpdir(), 'graha-bench-'))];
  const plain = await startServer({ ...env, DATA_DIR: dirs[0], PRICES_FILE: fixtures.pricesFile, BILLING_TEST_OPENAPI: OPENAPI_PATH });
  const billed = await startServer({ ...env, DATA_DIR: dirs[1], PRICES_FILE: fixtures.pricesFile, BILLING_TEST_OPENAPI: fixtures.openapiFile });
  const pgPort = env.DATABASE_URL ? new URL(env.DATABASE_URL).port || '5432' : null;
  try {
    await load(plain, 1); await load(billed, 1); // warm-up (JIT, pools, caches)
    const results = { plain: [] as number[], billed: [] as number[], plainCpu: [] as number[], billedCpu: [] as number[], plainDb: [] as number[], billedDb: [] as number[] };
    const last = { plain: null as any, billed: null as any };
    for (let r = 0; r < ROUNDS; r++) {
      last.plain = await measured(plain, SECONDS, pgPort); results.plain.push(last.plain.rps); results.plainCpu.push(last.plain.cpuMsPerRequest); results.plainDb.push(last.plain.dbCpuMsPerRequest);
      last.billed = await measured(billed, SECONDS, pgPort); results.billed.push(last.billed.rps); results.billedCpu.push(last.billed.cpuMsPerRequest); results.billedDb.push(last.billed.dbCpuMsPerRequest);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const plainRps = mean(results.plain);
    const billedRps = mean(results.billed);
    const plainCpu = mean(results.plainCpu);
    const billedCpu = mean(results.billedCpu);
    const plainTotal = plainCpu + mean(results.plainDb);
    const billedTotal = billedCpu + mean(results.billedDb);
    const charged = await fetch(`${billed.url}/v1/billing/balance`, { headers: { authorization: `Bearer ${billed.key}` } }).then((r) => r.json()) as { total_spent: number };
    console.log(JSON.stringify({
      database: label, concurrency: CONCURRENCY, seconds_per_round: SECONDS, rounds: ROUNDS,
      bypassed_rps: Math.round(plainRps), billed_rps: Math.round(billedRps),
      billing_overhead_percent: Number((((plainRps - billedRps) / plainRps) * 100).toFixed(1)),
      // Server CPU per request is robust to other load on the machine; for PostgreSQL it excludes the database server.
      bypassed_server_cpu_ms_per_request: Number(plainCpu.toFixed(3)), billed_server_cpu_ms_per_request: Number(billedCpu.toFixed(3)),
      billing_cpu_overhead_percent: Number((((billedCpu - plainCpu) / plainCpu) * 100).toFixed(1)),
      // Server + PostgreSQL CPU per request (equal to the server's for PGlite, which runs inside it).
      bypassed_total_cpu_ms_per_request: Number(plainTotal.toFixed(3)), billed_total_cpu_ms_per_request: Number(billedTotal.toFixed(3)),
      billing_total_cpu_overhead_percent: Number((((billedTotal - plainTotal) / plainTotal) * 100).toFixed(1)),
      billed_p50_ms: Number(last.billed.p50Ms.toFixed(2)), bypassed_p50_ms: Number(last.plain.p50Ms.toFixed(2)),
      billed_p99_ms: Number(last.billed.p99Ms.toFixed(2)), bypassed_p99_ms: Number(last.plain.p99Ms.toFixed(2)),
      billed_calls_charged_cents: charged.total_spent, errors: last.plain.errors + last.billed.errors,
    }));
  } finally {
    for (const s of [plain, billed]) {
      s.proc.kill('SIGTERM');
      await new Promise((r) => { s.proc.once('exit', r); setTimeout(() => { s.proc.kill('SIGKILL'); r(null); }, 5000); });
    }
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

async function main() {
  const fixtures = writePricedFixtures();
  await benchPair('pglite (embedded)', { DATABASE_URL: '' }, fixtures);
  if (process.env.DATABASE_URL) {
    const db = await connectDb({ databaseUrl: process.env.DATABASE_URL });
    await migrateLatest(db);
    await db.destroy();
    await benchPair('postgresql', { DATABASE_URL: process.env.DATABASE_URL }, fixtures);
  }
  fs.rmSync(fixtures.dir, { recursive: true, force: true });
}

main().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); });
