/**
 * Upstream faults and SIGTERM during streams on PostgreSQL (issue 22 item 2), against the real entry point
 * (src/server.ts) as its own process, with the fake upstream's knobs: an upstream that does not answer in time, one that
 * resets the connection mid-stream, a slow stream; then SIGTERM while three slow streams are in flight: each stream
 * finishes ([DONE]), each is charged once, the process exits 0 and leaves no hold. The non-streamed SIGTERM case on
 * PGlite is test/http/shutdown.test.ts; the same upstream faults on PGlite are in test/gateway/chat.test.ts.
 * Runs with DATABASE_URL (scripts/with-postgres.sh).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI } from '../fakes/openaiUpstream';
import type { FakeUpstream } from '../fakes/common';
import { FAKE_ENV, writeFakeModelsFile, writeFakePricesFile } from '../fakes/models';
import { freshDatabase, type TestDb } from '../helpers/db';
import { startServerProcess, type ServerProcess } from './processes';

const enabled = Boolean(process.env.DATABASE_URL);
const ADMIN = 'adm_fault_streams_0123456789abcdef';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-fault-streams-'));

let db: TestDb;
let upstream: FakeUpstream;
let server: ServerProcess;
let accountId: string;
let key: string;

beforeAll(async () => {
  if (!enabled) return;
  db = await freshDatabase();
  upstream = await startFakeOpenAI();
  server = await startServerProcess({
    ...FAKE_ENV, DATABASE_URL: db.databaseUrl!, ADMIN_TOKEN: ADMIN, DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '30000',
    // The upstream's own deadline: 2 s (test/fakes/models.ts), retried twice except on a timeout.
    MODELS_FILE: writeFakeModelsFile({ openaiBaseUrl: upstream.baseUrl }), PRICES_FILE: writeFakePricesFile(),
    BILLING_LEASE_IDLE_MS: '300',
  });
  const created = await fetch(`${server.url}/admin/v1/accounts`, {
    method: 'POST', headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'streams@example.com', plan: 'enterprise', credit_cents: 10_000 }),
  }).then((r) => r.json() as Promise<{ account_id: string; api_key: string }>);
  ({ account_id: accountId, api_key: key } = created);
}, 180_000);

afterAll(async () => {
  if (!enabled) return;
  if (server?.proc.exitCode === null) server.proc.kill('SIGKILL');
  await upstream?.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const chargeCount = async () => Number((await db.db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).count<{ n: string }[]>('* as n'))[0].n);

/** Waits until the ledger holds `n` charges, then a little longer to see that no more come. */
async function expectCharges(n: number): Promise<void> {
  let seen = 0;
  for (let i = 0; i < 150 && seen < n; i++) {
    seen = await chargeCount();
    if (seen < n) await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 500));
  expect(await chargeCount()).toBe(n);
}

async function expectNothingHeld(): Promise<void> {
  let held = -1;
  for (let i = 0; i < 100 && held !== 0; i++) {
    const wallet = await db.db('wallets').where({ account_id: accountId }).first();
    held = Number(wallet.held_micro_usd);
    if (held !== 0) await new Promise((r) => setTimeout(r, 100));
  }
  expect(held).toBe(0);
  const wallet = await db.db('wallets').where({ account_id: accountId }).first();
  const ledger = await db.db('ledger_entries').where({ account_id: accountId }).sum<{ s: string }[]>('amount_micro_usd as s');
  expect(Number(wallet.balance_micro_usd)).toBe(Number(ledger[0].s));
}

function chat(stream: boolean, content = 'one two three four five six seven eight nine ten') {
  return fetch(`${server.url}/v1/chat/completions`, {
    method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', stream, messages: [{ role: 'user', content }] }),
  });
}

describe.skipIf(!enabled)('upstream faults and SIGTERM during streams, on PostgreSQL', () => {
  it('an upstream that does not answer in time: 503 upstream_timeout with Retry-After, nothing charged or held', async () => {
    const before = await chargeCount();
    upstream.reset();
    upstream.knobs.headerDelayMs = 3000;
    const res = await chat(false);
    const body = await res.json() as any;
    expect(res.status, JSON.stringify(body)).toBe(503);
    expect(body.error.code).toBe('upstream_timeout');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await expectCharges(before);
    await expectNothingHeld();
    console.log(`faults/streams: upstream silent 3 s (deadline 2 s): 503 ${body.error.code}, Retry-After ${res.headers.get('retry-after')} s; charges +0, held 0`);
  }, 60_000);

  it('an upstream that resets mid-stream: an SSE error event, no [DONE]; what was sent is charged once', async () => {
    const before = await chargeCount();
    upstream.reset();
    upstream.knobs.dieAfterChunks = 3;
    const res = await chat(true);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('"error"');
    expect(text).not.toContain('[DONE]');
    await expectCharges(before + 1);
    await expectNothingHeld();
    console.log('faults/streams: upstream reset after 3 chunks: 200, an SSE error event, no [DONE]; charges +1 (what was sent), held 0');
  }, 60_000);

  it('a slow stream (200 ms between chunks) completes and is charged once', async () => {
    const before = await chargeCount();
    upstream.reset();
    upstream.knobs.chunkDelayMs = 200;
    const res = await chat(true);
    const text = await res.text();
    expect(text).toContain('[DONE]');
    expect(text).toContain('ten');
    await expectCharges(before + 1);
    await expectNothingHeld();
    console.log('faults/streams: slow stream (200 ms between chunks): [DONE]; charges +1, held 0');
  }, 60_000);

  it('SIGTERM while three slow streams are in flight: each finishes with [DONE] and is charged once, then the process exits 0', async () => {
    const before = await chargeCount();
    upstream.reset();
    upstream.knobs.chunkDelayMs = 150; // ten words: about 1.5 s per stream
    const calls = [0, 1, 2].map(() => chat(true).then(async (r) => ({ status: r.status, text: await r.text() })));
    for (let i = 0; i < 500 && upstream.openStreams < 3; i++) await new Promise((r) => setTimeout(r, 20));
    expect(upstream.openStreams).toBe(3);
    const signalledAt = Date.now();
    server.proc.kill('SIGTERM');
    const results = await Promise.all(calls);
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(r.text).toContain('[DONE]');
      expect(r.text).toContain('ten');
    }
    expect(await server.exited).toBe(0);
    const exitedMs = Date.now() - signalledAt;
    // Settled before the exit: the charges are in the ledger and the process left no hold behind.
    expect(await chargeCount()).toBe(before + 3);
    await expectNothingHeld();
    console.log(`faults/streams: SIGTERM with 3 streams in flight: ${results.filter((r) => r.status === 200 && r.text.includes('[DONE]')).length} finished with [DONE]; `
      + `exit 0 ${exitedMs} ms after the signal; charges +3 (lost 0, doubled 0), held 0`);
    expect(server.logLines.filter((l) => l.includes('unhandled error') || l.includes('shutdown failed'))).toEqual([]);
  }, 90_000);
});
