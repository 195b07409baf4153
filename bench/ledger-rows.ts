/**
 * What a ledger row costs the database, written as the lease writer writes a metered call's charge
 * (`writeLeasedCharges`: one statement per batch, one ledger row per call, the usage rows summed), in CPU µs per row:
 * of this process on embedded PGlite (the engine runs in it, as in the server), of the PostgreSQL server's processes
 * when DATABASE_URL is set. Two databases side by side, rounds alternated:
 *   - "as migrated": the ledger's account checked once per statement and account (migration 0015);
 *   - "per-row foreign key": the same with ledger_entries.account_id -> accounts.id declared again, as before 0015.
 * Run: npx tsx bench/ledger-rows.ts                                   (PGlite)
 *      scripts/with-postgres.sh npx tsx bench/ledger-rows.ts          (PostgreSQL; the client's CPU is printed too)
 * Env: BATCH (rows per statement, default 1000), STATEMENTS (per round, default 30), ROUNDS (default 5).
 */
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { connectDb, migrateLatest, type Db } from '../db/connect';
import { reserveHold, writeLeasedCharges, type LeasedChargeBatch } from '../src/billing/wallet/wallet';
import { postgresCpuMs } from './lib/support';

const BATCH = Number(process.env.BATCH ?? 1000);
const STATEMENTS = Number(process.env.STATEMENTS ?? 30);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PID = 'proc_bench_ledger';
const ACCOUNT = 'acct_bench_ledger';

const databaseUrl = process.env.DATABASE_URL || null;
const pgPort = databaseUrl ? new URL(databaseUrl).port || '5432' : null;
const admin = databaseUrl ? knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } }) : null;
const created: string[] = [];

async function freshDb(): Promise<Db> {
  if (!admin || !databaseUrl) return connectDb({ databaseUrl: null, pgliteDir: null });
  const name = `graha_bench_ledger_${randomBytes(4).toString('hex')}`;
  await admin.raw(`CREATE DATABASE ${name}`);
  created.push(name);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return connectDb({ databaseUrl: url.toString(), poolMax: 1 });
}

interface Variant { name: string; db: Db; perRow: number[]; clientPerRow: number[] }

async function variant(name: string, ddl: string[]): Promise<Variant> {
  const db = await freshDb();
  await migrateLatest(db);
  for (const statement of ddl) await db.raw(statement);
  await db('accounts').insert({ id: ACCOUNT, email: 'bench@example.com', plan: 'growth' });
  const rows = BATCH * STATEMENTS * (ROUNDS + 1);
  await db('ledger_entries').insert({ account_id: ACCOUNT, amount_micro_usd: rows * 10, kind: 'manual_payment', reference: 'bench' });
  await reserveHold(db, PID, { id: 'bench', accountId: ACCOUNT, amountMicroUsd: rows * 7 });
  return { name, db, perRow: [], clientPerRow: [] };
}

const batch: LeasedChargeBatch = {
  charges: Array.from({ length: BATCH }, () => ({ accountId: ACCOUNT, amountMicroUsd: 7 })),
  usage: [{
    accountId: ACCOUNT, operationId: 'getKundali', endpointType: 'astrology', model: null, requestId: null, unit: null,
    completed: true, requests: BATCH, inputTokens: 0, outputTokens: 0, cachedReadTokens: 0, cacheCreationTokens: 0,
    reportedInputTokens: 0, reportedOutputTokens: 0,
    units: 0, costMicroUsd: 7 * BATCH,
  }],
};

async function round(v: Variant, statements: number): Promise<void> {
  const server0 = postgresCpuMs(pgPort);
  const client0 = process.cpuUsage();
  for (let i = 0; i < statements; i++) await writeLeasedCharges(v.db, PID, batch);
  const client = process.cpuUsage(client0);
  const clientUs = client.user + client.system;
  const rows = statements * BATCH;
  // On PGlite the database is this process; on PostgreSQL its server processes do the work.
  v.perRow.push(pgPort ? (postgresCpuMs(pgPort) - server0) * 1000 / rows : clientUs / rows);
  v.clientPerRow.push(clientUs / rows);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const variants = [
  await variant('as migrated', []),
  await variant('per-row foreign key', ['ALTER TABLE ledger_entries ADD CONSTRAINT bench_ledger_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)']),
];
try {
  for (const v of variants) await round(v, Math.ceil(STATEMENTS / 3)); // warm-up, not counted
  for (const v of variants) { v.perRow.length = 0; v.clientPerRow.length = 0; }
  for (let r = 0; r < ROUNDS; r++) for (const v of r % 2 ? [...variants].reverse() : variants) await round(v, STATEMENTS);
  const out: Record<string, unknown> = { database: pgPort ? 'postgresql' : 'pglite', batch: BATCH, statements_per_round: STATEMENTS, rounds: ROUNDS };
  for (const v of variants) {
    out[v.name] = {
      database_cpu_us_per_row: Number(median(v.perRow).toFixed(1)),
      rounds: v.perRow.map((x) => Number(x.toFixed(1))),
      ...(pgPort ? { client_cpu_us_per_row: Number(median(v.clientPerRow).toFixed(1)) } : {}),
    };
  }
  console.log(JSON.stringify(out, null, 2));
} finally {
  for (const v of variants) await v.db.destroy();
  for (const name of created) await admin!.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin?.destroy();
}
