/**
 * The database stopped and restarted under traffic (issue 22 item 2), on a PostgreSQL server of the test's own (runs
 * with DATABASE_URL, i.e. under scripts/with-postgres.sh, like test/billing/multiprocess.test.ts). A Graha server
 * process serves chat calls (through the fake upstream), panchang calls and billing reads from four concurrent clients
 * while PostgreSQL is stopped
 * (`pg_ctl stop -m fast`: every session terminated, as in a crash or failover) and started again. Requests fail with
 * 503 and Retry-After, never 500 (nor 401: a key lookup that failed is not a bad key); the server recovers by itself;
 * afterwards every billed call answered 200 is charged once, no other is, the wallet equals its ledger and no hold is left.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI } from '../fakes/openaiUpstream';
import type { FakeUpstream } from '../fakes/common';
import { FAKE_ENV, writeFakeModelsFile, writeFakePricesFile } from '../fakes/models';
import { startOwnPostgres, startServerProcess, type OwnPostgres, type ServerProcess } from './processes';

const enabled = Boolean(process.env.DATABASE_URL);
const ADMIN = 'adm_fault_token_0123456789abcdef';

let pg: OwnPostgres;
let upstream: FakeUpstream;
let server: ServerProcess;
let db: Knex;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-fault-db-'));

beforeAll(async () => {
  if (!enabled) return;
  pg = await startOwnPostgres();
  upstream = await startFakeOpenAI();
  server = await startServerProcess({
    ...FAKE_ENV, DATABASE_URL: pg.databaseUrl, ADMIN_TOKEN: ADMIN, DATA_DIR: dataDir,
    MODELS_FILE: writeFakeModelsFile({ openaiBaseUrl: upstream.baseUrl }), PRICES_FILE: writeFakePricesFile(),
    // Leased wallet money goes back soon after the traffic stops, so the check below sees only settled money.
    BILLING_LEASE_IDLE_MS: '300',
  });
  db = knexFactory({ client: 'pg', connection: pg.databaseUrl, pool: { min: 0, max: 2 } });
}, 180_000);

afterAll(async () => {
  if (!enabled) return;
  server?.proc.kill('SIGKILL');
  await db?.destroy();
  await upstream?.close();
  pg?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome { status: number; retryAfter: string | null; code: string | null; atMs: number; endMs: number; what: string }

/** The mix each client sends in turn: a billed chat call (counted below), a billed astrology call, a billing read. */
const OTHER_CALLS = ['/v1/astrology/panchang?date=2026-11-25&lat=13.08&lon=80.27&tz=5.5', '/v1/billing/balance', '/v1/billing/usage'];

async function call(key: string, what: 'chat' | string): Promise<Outcome> {
  const atMs = Date.now();
  try {
    const res = what === 'chat'
      ? await fetch(`${server.url}/v1/chat/completions`, {
        method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'which planet rules aries' }] }),
        signal: AbortSignal.timeout(30_000),
      })
      : await fetch(`${server.url}${what}`, { headers: { authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(30_000) });
    const body = await res.json().catch(() => null) as any;
    return { status: res.status, retryAfter: res.headers.get('retry-after'), code: body?.error?.code ?? null, atMs, endMs: Date.now(), what };
  } catch {
    return { status: 0, retryAfter: null, code: 'no answer', atMs, endMs: Date.now(), what };
  }
}

describe.skipIf(!enabled)('PostgreSQL stopped and restarted under traffic', () => {
  it('503 with Retry-After while it is down, never 500; recovers by itself; every 200 charged once, no hold left', async () => {
    const created = await fetch(`${server.url}/admin/v1/accounts`, {
      method: 'POST', headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fault@example.com', plan: 'enterprise', credit_cents: 100_000 }),
    }).then((r) => r.json() as Promise<{ account_id: string; api_key: string }>);
    const { account_id: accountId, api_key: key } = created;

    const outcomes: Outcome[] = [];
    let running = true;
    const clients = Array.from({ length: 4 }, async (_, c) => {
      for (let i = c; running; i++) {
        const o = await call(key, i % 2 === 0 ? 'chat' : OTHER_CALLS[(i >> 1) % OTHER_CALLS.length]);
        outcomes.push(o);
        // A client that honours Retry-After would wait; this one keeps pressing, briefly, to see every answer.
        if (o.status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
    });

    await new Promise((r) => setTimeout(r, 2000));
    const stoppedAt = Date.now();
    pg.stop();
    await new Promise((r) => setTimeout(r, 4000));
    pg.start();
    const restartedAt = Date.now();
    // Until the server answers 200 again, by itself, then a little more traffic.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !outcomes.some((o) => o.atMs > restartedAt && o.status === 200)) {
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(clients);

    const byStatus: Record<number, number> = {};
    for (const o of outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
    const chatServed = outcomes.filter((o) => o.what === 'chat' && o.status === 200).length;
    const panchangServed = outcomes.filter((o) => o.what.startsWith('/v1/astrology/panchang') && o.status === 200).length;
    const summary = JSON.stringify(byStatus);
    expect(outcomes.filter((o) => o.atMs < stoppedAt && o.status === 200).length, summary).toBeGreaterThan(0);
    expect(outcomes.some((o) => o.atMs > restartedAt && o.status === 200), `recovered by itself: ${summary}`).toBe(true);
    const during = outcomes.filter((o) => o.status !== 200);
    expect(during.length, `some calls met the outage: ${summary}`).toBeGreaterThan(0);
    for (const o of during) {
      expect(o.status, `${summary} ${JSON.stringify(o)}`).toBe(503);
      expect(Number(o.retryAfter), JSON.stringify(o)).toBeGreaterThanOrEqual(1);
    }
    expect(server.logLines.filter((l) => l.includes('unhandled error'))).toEqual([]);

    // Money: every call answered 200 has exactly one charge, and nothing else was charged.
    // Billed calls answered 200 (chat, panchang) have one charge each; billing reads are free.
    const served = chatServed + panchangServed;
    let charges = 0;
    for (let i = 0; i < 100; i++) {
      const row = await db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).count<{ n: string }[]>('* as n');
      charges = Number(row[0].n);
      if (charges >= served) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const usageOf = async (operationId: string) =>
      Number((await db('usage_events').where({ account_id: accountId, operation_id: operationId }).sum<{ n: string }[]>('requests as n'))[0].n ?? 0);
    expect(charges, `ledger charges vs billed calls answered 200 (${summary})`).toBe(served);
    expect(await usageOf('createChatCompletion'), 'chat usage vs chat calls answered 200').toBe(chatServed);
    expect(await usageOf('getPanchang'), 'panchang usage vs panchang calls answered 200').toBe(panchangServed);
    expect(upstream.requests.length, 'the upstream served at least every chat call answered 200').toBeGreaterThanOrEqual(chatServed);

    // Holds of the failed calls released: once the lease goes back, nothing is held and the wallet equals its ledger.
    let wallet: any;
    for (let i = 0; i < 100; i++) {
      wallet = await db('wallets').where({ account_id: accountId }).first();
      const holds = await db('process_holds').where({ account_id: accountId }).sum<{ s: string | null }[]>('held_micro_usd as s');
      if (Number(wallet.held_micro_usd) === 0 && Number(holds[0].s ?? 0) === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(Number(wallet.held_micro_usd), 'held after the traffic').toBe(0);
    const ledger = await db('ledger_entries').where({ account_id: accountId }).sum<{ s: string }[]>('amount_micro_usd as s');
    expect(Number(wallet.balance_micro_usd)).toBe(Number(ledger[0].s));

    // The figures of the README's Tests section (issue 22 item 7).
    const firstOk = outcomes.filter((o) => o.atMs > restartedAt && o.status === 200).sort((a, b) => a.endMs - b.endMs)[0];
    console.log(`faults/database: ${outcomes.length} requests from 4 clients; ${outcomes.filter((o) => o.atMs < stoppedAt && o.endMs > stoppedAt).length} in flight when PostgreSQL stopped; `
      + `statuses ${summary}; ${during.filter((o) => o.status === 503 && Number(o.retryAfter) >= 1).length} answered 503 with Retry-After `
      + `(${[...new Set(during.map((o) => o.code))].join(', ')}; Retry-After ${[...new Set(during.map((o) => o.retryAfter))].join(', ')} s), 0 other failures; `
      + `down ${restartedAt - stoppedAt} ms; first 200 ${firstOk.endMs - restartedAt} ms after PostgreSQL was back; `
      + `billed calls answered 200 ${served}, ledger charges ${charges} (lost ${Math.max(0, served - charges)}, doubled ${Math.max(0, charges - served)}); `
      + `held after the traffic ${Number(wallet.held_micro_usd)}; wallet = ledger ${Number(wallet.balance_micro_usd) === Number(ledger[0].s)}`);
  }, 240_000);
});
