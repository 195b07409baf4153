import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePeriod } from '../../src/billing/reports/usage';
import { startBillingApp, type BillingTestApp } from './helpers';

let app: BillingTestApp;
beforeAll(async () => { app = await startBillingApp(); });
afterAll(async () => { await app?.close(); });

describe('GET /v1/billing/usage', () => {
  it('resolves current, previous and YYYY-MM to calendar months (UTC)', () => {
    const now = new Date('2026-01-15T10:00:00Z');
    expect(resolvePeriod('current', now)).toMatchObject({ month: '2026-01' });
    expect(resolvePeriod('previous', now)).toMatchObject({ month: '2025-12' });
    expect(resolvePeriod('2024-02', now).end.toISOString()).toBe('2024-03-01T00:00:00.000Z');
  });

  it('totals and breaks down by day, model and endpoint type', async () => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 1000, plan: 'dedicated' });
    for (let i = 0; i < 3; i++) expect((await app.priced('GET', '/v1/models', { key: apiKey })).status).toBe(200);
    // A token-priced call recorded by settlement elsewhere (same table), to see the model breakdown.
    await app.ctx.db('usage_events').insert({
      account_id: accountId, operation_id: 'createChatCompletion', endpoint_type: 'chat', model: 'gpt-4o',
      input_tokens: 1000, output_tokens: 500, cost_micro_usd: 7500,
    });
    const res = await app.request('GET', '/v1/billing/usage?period=current', { key: apiKey });
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body).toMatchObject({ object: 'billing.usage', period: today.slice(0, 7), totals: { requests: 4, tokens: 1500, cost_cents: 4 } });
    expect(res.body.by_day).toEqual([{ date: today, requests: 4, tokens: 1500, cost_cents: 4 }]);
    expect(res.body.by_endpoint_type).toEqual([
      { endpoint_type: 'chat', requests: 1, tokens: 1500, cost_cents: 1 },
      { endpoint_type: 'test', requests: 3, tokens: 0, cost_cents: 3 },
    ]);
    expect(res.body.by_model).toEqual([
      { model: 'gpt-4o', requests: 1, tokens: 1500, cost_cents: 1 },
      { model: 'none', requests: 3, tokens: 0, cost_cents: 3 },
    ]);
    const previous = await app.request('GET', '/v1/billing/usage?period=previous', { key: apiKey });
    expect(previous.body.totals).toEqual({ requests: 0, tokens: 0, cost_cents: 0 });
    expect((await app.request('GET', '/v1/billing/usage?period=2026-13', { key: apiKey })).status).toBe(400);
  });
});

describe('GET /v1/account/export (spec 2.15)', () => {
  it('has the account, daily usage, billing rows and keys, and never a secret', async () => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 500, plan: 'dedicated', email: 'export@example.com' });
    await app.priced('GET', '/v1/models', { key: apiKey });
    await app.request('PUT', '/v1/billing/limits', { key: apiKey, json: { monthly_budget_cents: 1000, alert_webhook_url: 'https://example.com/h' } });
    const dep = await app.request('POST', '/v1/billing/deposit', { key: apiKey, json: { amount: 1000 } });
    const res = await app.request('GET', '/v1/account/export', { key: apiKey });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ id: accountId, email: 'export@example.com', plan: 'dedicated' });
    expect(res.body.usage).toEqual([{ date: new Date().toISOString().slice(0, 10), requests: 1, tokens: 0, cost_cents: 1 }]);
    expect(res.body.billing).toEqual(expect.arrayContaining([
      expect.objectContaining({ amount: 500, status: 'succeeded', kind: 'manual_payment' }),
      expect.objectContaining({ id: dep.body.payment_id, amount: 1000, status: 'pending', kind: 'deposit' }),
    ]));
    expect(res.body.api_keys).toHaveLength(1);
    expect(apiKey.startsWith(res.body.api_keys[0].prefix)).toBe(true);
    const limits = await app.request('GET', '/v1/billing/limits', { key: apiKey });
    const keyRow = await app.ctx.db('api_keys').where({ account_id: accountId }).first();
    expect(res.text).not.toContain(apiKey);
    expect(res.text).not.toContain(keyRow.key_hash);
    expect(res.text).not.toContain(limits.body.alert_signing_secret);
  });
});
