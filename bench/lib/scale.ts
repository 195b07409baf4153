/**
 * Scale (issue 40 item 6; `make bench-scale`, scripts/bench-scale.sh): 1, 2 and 3 Graha server processes
 * (`node dist/server.mjs`) on one PostgreSQL (DATABASE_URL from scripts/with-postgres.sh), load from this process on
 * loopback spread round-robin over the servers, two billed calls in turn: a kundali (fixed price, computed in the
 * server) and a plain chat completion through a fake upstream (token-billed: reserved, then settled). Per run it
 * reports the answers per second, and per billed call: the PostgreSQL transactions (round trips that commit: every
 * statement outside a transaction is one) and the rows written (inserted + updated + deleted), from
 * pg_stat_database, less what the idle servers do (heartbeats, sweeps) over the same time; the CPU of the Graha
 * processes and of PostgreSQL per call. From PostgreSQL's CPU per call it prints where one primary would saturate.
 * Env: SCALE_SECONDS (per run, default 15), SCALE_CLIENTS (concurrent clients, default 24), SCALE_SERVERS ("1,2,3").
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import knexFactory from 'knex';
import { ADMIN_TOKEN, ROOT, benchAccount, percentile, postgresCpuMs, processCpuMs, send, startFakeUpstream, startGraha, UPSTREAM_KEY, writeBenchModels, type Call } from './support';

const SECONDS = Number(process.env.SCALE_SECONDS ?? 15);
const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 24);
const COUNTS = (process.env.SCALE_SERVERS ?? '1,2,3').split(',').map(Number);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) { console.error('scale: DATABASE_URL is not set (run through scripts/bench-scale.sh)'); process.exit(2); }
const pgPort = new URL(databaseUrl).port || '5432';
const pg = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });

interface DbCounters { xacts: number; rows: number }
async function dbCounters(): Promise<DbCounters> {
  await pg.raw('select pg_stat_clear_snapshot()');
  const r = (await pg.raw(`select xact_commit + xact_rollback as x, tup_inserted + tup_updated + tup_deleted as w
    from pg_stat_database where datname = current_database()`)).rows[0];
  return { xacts: Number(r.x), rows: Number(r.w) };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** PostgreSQL flushes a backend's statistics at most every second or so: wait, then read. */
const settled = async () => { await sleep(2500); return dbCounters(); };

const upstream = await startFakeUpstream();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-scale-'));
const { modelsFile, pricesFile } = writeBenchModels(dir, { 'bench-chat': upstream.url });
execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], { cwd: ROOT, env: { ...process.env }, stdio: 'inherit' });

const kundali = '/v1/astrology/kundali?date=1990-05-15&time=14:30&lat=28.6139&lon=77.209';
const chatBody = JSON.stringify({ model: 'bench-chat', messages: [{ role: 'user', content: 'Say something short about Saturn.' }], max_tokens: 32 });

console.log(`scale: ${SECONDS}s per run, ${CLIENTS} clients, servers ${COUNTS.join('/')}, node ${process.version}, ${os.cpus().length} CPUs`);
console.log('servers call      answers/s  p50 ms  p99 ms  PG xacts/call  PG rows/call  Graha CPU ms/call  PG CPU ms/call');
const results: string[] = [];
for (const n of COUNTS) {
  const servers: Array<Awaited<ReturnType<typeof startGraha>>> = [];
  for (let i = 0; i < n; i++) {
    servers.push(await startGraha({
      DATABASE_URL: databaseUrl, MODELS_FILE: modelsFile, PRICES_FILE: pricesFile, DATA_DIR: path.join(dir, `n${n}s${i}`),
      ADMIN_TOKEN, BENCH_UPSTREAM_KEY: UPSTREAM_KEY,
    }));
  }
  const accounts = await Promise.all(Array.from({ length: 8 }, (_, i) => benchAccount(servers[i % n].url, 10_000_000)));
  // Idle baseline: what n idle servers write per second (heartbeats, sweeps), subtracted from the runs below.
  const i0 = await settled();
  await sleep(SECONDS * 1000);
  const i1 = await settled();
  const idle = { xacts: (i1.xacts - i0.xacts) / (SECONDS + 2.5), rows: (i1.rows - i0.rows) / (SECONDS + 2.5) };
  for (const kind of ['kundali', 'chat'] as const) {
    const agents = servers.map(() => new http.Agent({ keepAlive: true, maxSockets: CLIENTS }));
    const callFor = (c: number): { agent: http.Agent; call: Call } => {
      const s = c % n;
      const key = accounts[c % accounts.length].apiKey;
      return kind === 'kundali'
        ? { agent: agents[s], call: { method: 'GET', url: `${servers[s].url}${kundali}`, key, expect: 200 } }
        : { agent: agents[s], call: { method: 'POST', url: `${servers[s].url}/v1/chat/completions`, key, body: () => chatBody, expect: 200 } };
    };
    const d0 = await dbCounters();
    const g0 = servers.reduce((t, s) => t + processCpuMs(s.child.pid!), 0), p0 = postgresCpuMs(pgPort);
    const latencies: number[] = [];
    const started = performance.now();
    const end = started + SECONDS * 1000;
    await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => {
      const { agent, call } = callFor(c);
      while (performance.now() < end) latencies.push(await send(agent, call));
    }));
    const seconds = (performance.now() - started) / 1000;
    const g1 = servers.reduce((t, s) => t + processCpuMs(s.child.pid!), 0), p1 = postgresCpuMs(pgPort);
    const d1 = await settled(); // the lease writer's batches land after the answers
    const calls = latencies.length;
    const span = seconds + 2.5;
    const xacts = (d1.xacts - d0.xacts - idle.xacts * span) / calls;
    const rows = (d1.rows - d0.rows - idle.rows * span) / calls;
    const line = `${String(n).padEnd(8)}${kind.padEnd(10)}${(calls / seconds).toFixed(0).padStart(9)}${percentile(latencies, 0.5).toFixed(1).padStart(8)}`
      + `${percentile(latencies, 0.99).toFixed(1).padStart(8)}${xacts.toFixed(2).padStart(15)}${rows.toFixed(2).padStart(14)}`
      + `${((g1 - g0) / calls).toFixed(2).padStart(19)}${((p1 - p0) / calls).toFixed(3).padStart(16)}`;
    console.log(line);
    results.push(line);
    const pgMs = (p1 - p0) / calls;
    if (pgMs > 0) console.log(`        one PostgreSQL core saturates at ~${(1000 / pgMs).toFixed(0)} ${kind} calls/s (its CPU per call; 16 cores ~${(16000 / pgMs).toFixed(0)}/s before locks and I/O)`);
    for (const a of agents) a.destroy();
  }
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once('exit', r)))));
}
upstream.child.kill();
await pg.destroy();
process.exit(0);
