/**
 * What a paid call's money costs, without HTTP: CPU µs per metered call of a fixed-price operation, through the app's
 * own metering (src/metering) and wallet (the lease, the charge queued and group-committed with its ledger row and
 * usage row), 32 calls in flight. Two kinds of call, rounds alternated in one process:
 *   - "charged": admitted, then settled (a ledger row each, written by the lease writer in batches);
 *   - "released": admitted, then released (a failed call: no charge, no rows).
 * The difference is what charging costs a call. On embedded PGlite the engine writes the rows in this process, so its
 * work is in the figure; on PostgreSQL (DATABASE_URL) it is the server's, printed separately.
 * The HTTP benches (profile.ts) move by 15-30 µs per call from run to run on a shared host; this one isolates the
 * part of a paid call that src/billing owns.
 *   npx tsx bench/metering.ts                               (PGlite)
 *   scripts/with-postgres.sh npx tsx bench/metering.ts      (PostgreSQL)
 * Env: CALLS (per round, default 20000), ROUNDS (default 7).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { closeContext, createContext, createLogger } from '../src/context';
import { connectDb, migrateLatest } from '../db/connect';
import { createAccount } from '../src/accounts/accounts';
import type { DeclaredPrice } from '../src/metering/pricing';
import { postgresCpuMs } from './lib/support';

const CALLS = Number(process.env.CALLS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const IN_FLIGHT = 32;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-bench-metering-'));
const env = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ADMIN_TOKEN: 'adm_bench_token_0123456789' };
const config = loadConfig(env);
const pgPort = config.databaseUrl ? new URL(config.databaseUrl).port || '5432' : null;
const db = await connectDb({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : path.join(dataDir, 'pglite') });
await migrateLatest(db);
const ctx = await createContext({ config, env, db, log: createLogger('silent') });
const { account_id: accountId } = await createAccount(db, { email: `bench-metering-${Date.now()}@example.com`, plan: 'enterprise', creditCents: 10_000_000 });

// The kundali's price, as its operation declares it in openapi.yaml (x-graha-price: astrology_call).
const price = { kind: 'fixed', name: 'astrology_call', endpointType: 'astrology' } satisfies DeclaredPrice;
let sequence = 0;

async function oneCall(charged: boolean): Promise<void> {
  const usage = ctx.metering.call({ accountId, apiKeyId: 'key_bench', operationId: 'getKundali', requestId: `req_bench_${sequence++}` }, [], price);
  await usage.admit({ price: { kind: 'fixed', name: price.name }, model: null, endpointType: price.endpointType, maxUnits: { calls: 1 } });
  await usage.finish({ ok: charged, completed: true });
}

/** CPU µs per call of this process (and of PostgreSQL's server processes), the queued charges written included. */
async function round(charged: boolean, calls: number): Promise<{ own: number; database: number }> {
  const server0 = postgresCpuMs(pgPort);
  const own0 = process.cpuUsage();
  let left = calls;
  await Promise.all(Array.from({ length: IN_FLIGHT }, async () => { while (left-- > 0) await oneCall(charged); }));
  await ctx.billing.leases.flush();
  const own = process.cpuUsage(own0);
  return { own: (own.user + own.system) / calls, database: (postgresCpuMs(pgPort) - server0) * 1000 / calls };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round1 = (x: number) => Math.round(x * 10) / 10;
const kinds = { charged: true, released: false };
const results: Record<string, { own: number[]; database: number[] }> = {};
try {
  for (const charged of Object.values(kinds)) await round(charged, Math.ceil(CALLS / 4)); // warm-up, not counted
  const charges0 = await chargeRows();
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, charged] of r % 2 ? Object.entries(kinds).reverse() : Object.entries(kinds)) {
      const x = await round(charged, CALLS);
      (results[name] ??= { own: [], database: [] }).own.push(x.own);
      results[name].database.push(x.database);
    }
  }
  // Every charged call wrote its ledger row (and no released one did).
  const written = (await chargeRows()) - charges0;
  if (written !== ROUNDS * CALLS) throw new Error(`expected ${ROUNDS * CALLS} charge rows, found ${written}`);
  const out: Record<string, unknown> = { database: pgPort ? 'postgresql' : 'pglite', calls_per_round: CALLS, rounds: ROUNDS, in_flight: IN_FLIGHT };
  for (const [name, r] of Object.entries(results)) {
    out[name] = {
      cpu_us_per_call: round1(median(r.own)), rounds: r.own.map(round1),
      ...(pgPort ? { database_server_cpu_us_per_call: round1(median(r.database)) } : {}),
    };
  }
  out.charging_us_per_call = round1(median(results.charged.own) - median(results.released.own));
  console.log(JSON.stringify(out, null, 2));
} finally {
  await closeContext(ctx);
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function chargeRows(): Promise<number> {
  const row = await db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).count<{ n: string }>('* as n').first();
  return Number(row?.n ?? 0);
}
