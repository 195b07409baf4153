/** A billing test app: the real app (startTestApp) plus a second app on the same database with a priced contract. */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { buildApp } from '../../src/http/pipeline';
import { handlers } from '../../handlers/index';
import type { HandlerRegistry } from '../../src/http/handler';
import { expectConformsToSpec, startTestApp, type RequestOptions, type TestApp, type TestResponse } from '../helpers/app';
import { writePricedFixtures } from './fixtures/priced';

export interface BillingTestApp extends TestApp {
  /** Request against the app whose GET /v1/models costs 1 cent (x-graha-price: test_call). */
  priced<T = any>(method: string, urlPath: string, opts?: RequestOptions): Promise<TestResponse<T>>;
  pricedUrl: string;
  fixtures: ReturnType<typeof writePricedFixtures>;
}

export async function startBillingApp(options: { env?: Record<string, string>; overrides?: Partial<HandlerRegistry> } = {}): Promise<BillingTestApp> {
  const fixtures = writePricedFixtures();
  const base = await startTestApp({
    env: { PRICES_FILE: fixtures.pricesFile, BILLING_SWEEP_INTERVAL_MS: '100', ALERT_RETRY_BASE_MS: '50', ...options.env },
  });
  const ctx = { ...base.ctx, openapiPath: fixtures.openapiFile };
  const app = await buildApp(ctx, { ...handlers, ...options.overrides } as HandlerRegistry);
  const server: Server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
  const pricedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function priced<T>(method: string, urlPath: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.key) headers.authorization = `Bearer ${opts.key}`;
    let body = opts.body;
    if (opts.json !== undefined) { headers['content-type'] ??= 'application/json'; body = JSON.stringify(opts.json); }
    const res = await fetch(pricedUrl + urlPath, { method, headers, body });
    const text = await res.text();
    const parsed = (res.headers.get('content-type') ?? '').startsWith('application/json') ? JSON.parse(text) : text;
    const out = { status: res.status, headers: res.headers, body: parsed as T, text };
    if (!opts.raw) await expectConformsToSpec(method, urlPath, out);
    return out;
  }

  return {
    ...base, priced, pricedUrl, fixtures,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await base.close();
    },
  };
}

/** The money invariant: wallet balance = sum of the ledger, holds = sum of open holds, nothing negative. */
export async function walletInvariant(app: TestApp, accountId: string) {
  // Queued charges written and this process's unpromised lease given back (src/billing/wallet/lease.ts): `held` is then
  // exactly the holds of calls still in flight.
  await app.ctx.billing.leases.flush();
  await app.ctx.billing.leases.giveBack(accountId);
  const db = app.ctx.db;
  const wallet = await db('wallets').where({ account_id: accountId }).first();
  const ledger = await db('ledger_entries').where({ account_id: accountId }).sum<{ sum: string | null }>('amount_micro_usd as sum').first();
  const holds = await db('process_holds').where({ account_id: accountId }).sum<{ sum: string | null }>('held_micro_usd as sum').first();
  return {
    balance: Number(wallet?.balance_micro_usd ?? 0),
    held: Number(wallet?.held_micro_usd ?? 0),
    ledgerSum: Number(ledger?.sum ?? 0),
    holdsSum: Number(holds?.sum ?? 0),
  };
}

export async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let value = await fn();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    value = await fn();
  }
  return value;
}
