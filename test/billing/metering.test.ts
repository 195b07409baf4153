import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../src/errors';
import { tokenCostMicroUsd } from '../../src/billing/prices';
import type { Handler } from '../../src/http/handler';
import { startBillingApp, waitFor, walletInvariant, type BillingTestApp } from './helpers';

let listModelsRuns = 0;
let failNext: 'none' | '400' | '500' = 'none';

// GET /v1/models of the priced app: counts runs (so "before any work" is observable) and can be made to fail.
import realListModels from '../../handlers/listModels';
const countingListModels: Handler<'listModels'> = async (input) => {
  listModelsRuns += 1;
  if (failNext === '400') throw errors.invalidRequest('test failure', 'x');
  if (failNext === '500') throw new Error('boom');
  return realListModels(input);
};

// A test-only streaming chat handler: admits 10 + max_tokens, streams one token every 10 ms, reports progress.
const streamedTokens: number[] = [];
const streamingChat = (async (input: any) => {
  const model = 'gpt-4o';
  const maxTokens = 200;
  await input.usage.admit({ price: { kind: 'tokens', model }, model, endpointType: 'chat', maxUnits: { inputTokens: 10, outputTokens: maxTokens }, tokens: 10 + maxTokens });
  const total = Number(input.body?.max_tokens ?? maxTokens);
  let generated = 0;
  async function* events() {
    while (generated < total && !input.signal.aborted) {
      await new Promise((r) => setTimeout(r, 10));
      generated += 1;
      input.usage.progress({ inputTokens: 10, outputTokens: generated });
      yield { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: { content: 'x' }, finish_reason: null }] };
    }
  }
  return { status: 200, sse: events(), onClose: () => { streamedTokens.push(generated); } };
}) as unknown as Handler<'createChatCompletion'>;

let app: BillingTestApp;
beforeAll(async () => {
  app = await startBillingApp({ overrides: { listModels: countingListModels, createChatCompletion: streamingChat } });
});
afterAll(async () => { await app?.close(); });

async function balanceOf(key: string) {
  return (await app.request('GET', '/v1/billing/balance', { key })).body;
}

describe('a fixed-price operation (x-graha-price) is reserved before the handler and settled after', () => {
  it('charges the listed price once per successful call, as a ledger row and a usage row', async () => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 200, plan: 'dedicated' });
    const res = await app.priced('GET', '/v1/models', { key: apiKey });
    expect(res.status).toBe(200);
    expect(await balanceOf(apiKey)).toMatchObject({ available: 199, total_spent: 1 });
    const charges = await app.ctx.db('ledger_entries').where({ account_id: accountId, kind: 'charge' });
    expect(charges.map((c) => Number(c.amount_micro_usd))).toEqual([-10_000]);
    const usage = await app.ctx.db('usage_events').where({ account_id: accountId });
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ operation_id: 'listModels', endpoint_type: 'test', completed: true });
    expect(Number(usage[0].cost_micro_usd)).toBe(10_000);
    expect(await walletInvariant(app, accountId)).toEqual({ balance: 1_990_000, held: 0, ledgerSum: 1_990_000, holdsSum: 0 });
  });

  it('reading the balance, usage, limits, alerts and the export is free', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 50 });
    for (const path of ['/v1/billing/balance', '/v1/billing/usage', '/v1/billing/limits', '/v1/billing/alerts', '/v1/account/export']) {
      expect((await app.priced('GET', path, { key: apiKey })).status).toBe(200);
    }
    expect(await balanceOf(apiKey)).toMatchObject({ available: 50, total_spent: 0 });
  });

  it('answers 402 insufficient_balance before the handler runs', async () => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 0 });
    const before = listModelsRuns;
    const res = await app.priced('GET', '/v1/models', { key: apiKey });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ type: 'payment_required', code: 'insufficient_balance', status: 402 });
    expect(listModelsRuns).toBe(before);
    expect(await app.ctx.db('usage_events').where({ account_id: accountId })).toHaveLength(0);
  });

  it.each(['400', '500'] as const)('a handler failing with %s is not charged and its hold is released', async (kind) => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 100 });
    failNext = kind;
    try {
      const res = await app.priced('GET', '/v1/models', { key: apiKey });
      expect(res.status).toBe(Number(kind));
    } finally { failNext = 'none'; }
    expect(await balanceOf(apiKey)).toMatchObject({ available: 100, total_spent: 0 });
    expect(await walletInvariant(app, accountId)).toMatchObject({ held: 0, holdsSum: 0, balance: 1_000_000 });
  });

  it('300 concurrent calls on a wallet that pays for exactly 100: 100 succeed, 200 get 402, balance = ledger = 0', async () => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 100, plan: 'dedicated' });
    const statuses = await Promise.all(Array.from({ length: 300 }, () => app.priced('GET', '/v1/models', { key: apiKey, raw: true }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 402)).toHaveLength(200);
    expect(await walletInvariant(app, accountId)).toEqual({ balance: 0, held: 0, ledgerSum: 0, holdsSum: 0 });
  });
});

describe('spending controls answer 402 before any work', () => {
  it('a monthly hard cap gives spending_cap_exceeded once the month spend would pass it', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 1000, plan: 'dedicated' });
    const put = await app.request('PUT', '/v1/billing/limits', { key: apiKey, json: { hard_cap_cents: 100 } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ hard_cap_cents: 100, monthly_budget_cents: null, auto_pause: false });
    for (let i = 0; i < 100; i++) expect((await app.priced('GET', '/v1/models', { key: apiKey })).status).toBe(200);
    const refused = await app.priced('GET', '/v1/models', { key: apiKey });
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('spending_cap_exceeded');
    expect(await balanceOf(apiKey)).toMatchObject({ available: 900, total_spent: 100 });
  });

  it('auto-pause at the budget gives budget_paused; alerts at 50/80/90/100% are raised once, signed and retried', async () => {
    const received: Array<{ body: string; signature: string | undefined }> = [];
    let failuresLeft = 1;
    const hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        if (failuresLeft > 0) { failuresLeft -= 1; res.statusCode = 500; res.end(); return; }
        received.push({ body, signature: req.headers['x-graha-signature'] as string | undefined });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', () => r()));
    try {
      const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/alerts`;
      const { apiKey } = await app.createAccount({ creditCents: 1000, plan: 'dedicated' });
      const put = await app.request('PUT', '/v1/billing/limits', {
        key: apiKey, json: { monthly_budget_cents: 100, auto_pause: true, alert_webhook_url: hookUrl },
      });
      expect(put.body.alert_signing_secret).toMatch(/^whsec_/);
      for (let i = 0; i < 100; i++) expect((await app.priced('GET', '/v1/models', { key: apiKey })).status).toBe(200);
      const paused = await app.priced('GET', '/v1/models', { key: apiKey });
      expect(paused.status).toBe(402);
      expect(paused.body.error.code).toBe('budget_paused');
      expect((await app.request('GET', '/v1/billing/limits', { key: apiKey })).body).toMatchObject({ paused: true, month_spend_cents: 100 });

      const alerts = await waitFor(
        () => app.request('GET', '/v1/billing/alerts', { key: apiKey }).then((r) => r.body.data as any[]),
        (data) => data.length === 4 && data.every((a) => a.delivery.status === 'delivered'),
      );
      expect(alerts.map((a) => a.threshold_percent).sort((a, b) => a - b)).toEqual([50, 80, 90, 100]);
      // The first POST failed and was retried; every other alert went out on its first attempt.
      expect(alerts.map((a) => a.delivery.attempts).sort()).toEqual([1, 1, 1, 2]);
      expect(received).toHaveLength(4);
      for (const r of received) {
        expect(r.signature).toBe(`sha256=${createHmac('sha256', put.body.alert_signing_secret).update(r.body).digest('hex')}`);
        expect(JSON.parse(r.body)).toMatchObject({ type: 'budget.threshold_reached', monthly_budget_cents: 100 });
      }
      // Raising the budget unpauses; thresholds already alerted this cycle are not raised again.
      await app.request('PUT', '/v1/billing/limits', { key: apiKey, json: { monthly_budget_cents: 1000, auto_pause: true, alert_webhook_url: hookUrl } });
      expect((await app.priced('GET', '/v1/models', { key: apiKey })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect((await app.request('GET', '/v1/billing/alerts', { key: apiKey })).body.data).toHaveLength(4);
    } finally {
      hook.close();
    }
  });
});

describe('streams are settled for what was generated', () => {
  async function openStream(key: string, maxTokens: number, readEvents: number | null) {
    const controller = new AbortController();
    const res = await fetch(`${app.pricedUrl}/v1/chat/completions`, {
      method: 'POST', signal: controller.signal,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o', stream: true, max_tokens: maxTokens, messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let seen = 0;
    const decoder = new TextDecoder();
    while (readEvents === null || seen < readEvents) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += (decoder.decode(value).match(/^data: \{/gm) ?? []).length;
    }
    controller.abort();
    return seen;
  }

  it('a completed stream is charged for all its tokens', async () => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 100 });
    await openStream(apiKey, 20, null);
    const usage = await waitFor(() => app.ctx.db('usage_events').where({ account_id: accountId }), (rows) => rows.length === 1);
    expect(usage[0]).toMatchObject({ endpoint_type: 'chat', model: 'gpt-4o', completed: true });
    expect(Number(usage[0].output_tokens)).toBe(20);
    const prices = (await import('../../src/billing/prices')).loadPriceTable(app.fixtures.pricesFile);
    expect(Number(usage[0].cost_micro_usd)).toBe(tokenCostMicroUsd(prices, 'gpt-4o', { inputTokens: 10, outputTokens: 20 }));
  });

  it('a stream cut off by the client is charged for what was generated, and the rest of the hold is released', async () => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 100 });
    const seen = await openStream(apiKey, 200, 5);
    const usage = await waitFor(() => app.ctx.db('usage_events').where({ account_id: accountId }), (rows) => rows.length === 1);
    const generated = Number(usage[0].output_tokens);
    expect(usage[0].completed).toBe(false);
    expect(generated).toBeGreaterThanOrEqual(seen);
    expect(generated).toBeLessThan(200);
    const prices = (await import('../../src/billing/prices')).loadPriceTable(app.fixtures.pricesFile);
    const expected = tokenCostMicroUsd(prices, 'gpt-4o', { inputTokens: 10, outputTokens: generated });
    expect(Number(usage[0].cost_micro_usd)).toBe(expected);
    expect(await walletInvariant(app, accountId)).toEqual({ balance: 1_000_000 - expected, held: 0, ledgerSum: 1_000_000 - expected, holdsSum: 0 });
  });
});
