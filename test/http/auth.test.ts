import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(async () => { await app?.close(); });

describe('API keys authenticate the caller', () => {
  it('an admin-created key is svc_live_ + >= 32 base62 characters and opens GET /v1/models', async () => {
    const { apiKey } = await app.createAccount();
    expect(apiKey).toMatch(/^svc_live_[A-Za-z0-9]{32,}$/);
    const res = await app.request('GET', '/v1/models', { key: apiKey });
    expect(res.status).toBe(200);
  });

  it('the key itself is never stored: only its hash and a short display prefix', async () => {
    const { apiKey, accountId } = await app.createAccount();
    const rows = await app.ctx.db('api_keys').where({ account_id: accountId });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(apiKey);
    expect(apiKey.startsWith(rows[0].prefix)).toBe(true);
    expect(rows[0].prefix.length).toBeLessThan(16);
  });

  it.each([
    ['missing', undefined, 'missing_api_key'],
    ['not a bearer', 'Basic abc', 'missing_api_key'],
    ['malformed', 'Bearer sk-123', 'invalid_api_key'],
    ['unknown', `Bearer svc_live_${'A'.repeat(40)}`, 'invalid_api_key'],
  ])('a %s key gets 401 authentication_error in the envelope', async (_label, header, code) => {
    const res = await app.request('GET', '/v1/models', { headers: header ? { authorization: header } : {} });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ type: 'authentication_error', status: 401, code });
  });

  it('a malformed key is told what a key looks like', async () => {
    const res = await app.request('GET', '/v1/models', { headers: { authorization: 'Bearer svc_live_short' } });
    expect(res.body.error.message).toBe('Malformed API key: a key is "svc_live_" followed by 40 letters and digits.');
  });

  it('a revoked key is refused on the next request', async () => {
    const { apiKey } = await app.createAccount();
    const created = await app.request('POST', '/v1/keys', { key: apiKey, json: { name: 'temp' } });
    expect(created.status).toBe(201);
    const second = created.body.key as string;
    expect((await app.request('GET', '/v1/models', { key: second })).status).toBe(200);
    const revoked = await app.request('DELETE', `/v1/keys/${created.body.id}`, { key: apiKey });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked).toBe(true);
    const after = await app.request('GET', '/v1/models', { key: second });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('revoked_api_key');
    expect((await app.request('GET', '/v1/models', { key: apiKey })).status).toBe(200);
  });

  it("an account cannot revoke another account's key (404, nothing revealed)", async () => {
    const a = await app.createAccount();
    const b = await app.createAccount();
    const bKeys = await app.request('GET', '/v1/keys', { key: b.apiKey });
    const res = await app.request('DELETE', `/v1/keys/${bKeys.body.data[0].id}`, { key: a.apiKey });
    expect(res.status).toBe(404);
    expect((await app.request('GET', '/v1/models', { key: b.apiKey })).status).toBe(200);
  });

  it('a suspended account is refused on the next request, and works again when reactivated', async () => {
    const { apiKey, accountId } = await app.createAccount();
    expect((await app.admin('PUT', `/admin/v1/accounts/${accountId}/status`, { status: 'suspended' })).status).toBe(200);
    const res = await app.request('GET', '/v1/models', { key: apiKey });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('account_suspended');
    await app.admin('PUT', `/admin/v1/accounts/${accountId}/status`, { status: 'active' });
    expect((await app.request('GET', '/v1/models', { key: apiKey })).status).toBe(200);
  });

  it('last_used is recorded', async () => {
    const { apiKey } = await app.createAccount();
    await app.request('GET', '/v1/models', { key: apiKey });
    await new Promise((r) => setTimeout(r, 100));
    const keys = await app.request('GET', '/v1/keys', { key: apiKey });
    expect(keys.body.data[0].last_used).toBeGreaterThan(0);
  });
});

describe('scopes and plan gates answer 403 permission_denied', () => {
  it('a key without the billing:read scope cannot read the balance, but can use its own scopes', async () => {
    const { apiKey } = await app.createAccount();
    const scoped = await app.request('POST', '/v1/keys', { key: apiKey, json: { scopes: ['inference'] } });
    const res = await app.request('GET', '/v1/billing/balance', { key: scoped.body.key });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ type: 'permission_denied', code: 'insufficient_scope' });
    expect(res.body.error.message).toContain('billing:read');
    expect((await app.request('GET', '/v1/models', { key: scoped.body.key })).status).toBe(200);
  });

  // The gate is on creation only (a downgraded account keeps reaching what it is billed for: test/platform/*).
  it('dedicated endpoints need scale, dedicated or enterprise; the message names the plans', async () => {
    const { apiKey } = await app.createAccount({ plan: 'growth' });
    const res = await app.request('POST', '/v1/endpoints', { key: apiKey, json: { model: 'llama-3.1-8b-instruct', hardware: 'h100-80gb' } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('plan_required');
    expect(res.body.error.message).toMatch(/scale, dedicated, enterprise/);
  });

  it('clusters need dedicated or enterprise; scale is refused', async () => {
    const { apiKey } = await app.createAccount({ plan: 'scale' });
    const res = await app.request('POST', '/v1/clusters', { key: apiKey, json: { gpu_type: 'l40s', gpu_count: 1 } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/dedicated, enterprise/);
  });

  it('a plan that includes the feature passes the gate', async () => {
    const { apiKey } = await app.createAccount({ plan: 'dedicated' });
    // Past the gate, the body is judged: 400 naming the missing field, not 403.
    const res = await app.request('POST', '/v1/clusters', { key: apiKey, json: { gpu_count: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('gpu_type');
  });
});

describe('admin API', () => {
  it('refuses a wrong operator token', async () => {
    const res = await app.request('POST', '/admin/v1/accounts', {
      key: 'adm_wrong', json: { email: 'x@example.com', plan: 'growth' },
    });
    expect(res.status).toBe(401);
  });

  it('refuses an API key in place of the operator token', async () => {
    const { apiKey } = await app.createAccount();
    const res = await app.request('GET', '/admin/v1/accounts/acct_x', { key: apiKey });
    expect(res.status).toBe(401);
  });

  it('records opening credit as a ledger row (a manual payment), and the balance is the ledger', async () => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 1234 });
    const rows = await app.ctx.db('ledger_entries').where({ account_id: accountId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'manual_payment', amount_micro_usd: 1234 * 10_000 });
    const balance = await app.request('GET', '/v1/billing/balance', { key: apiKey });
    expect(balance.body).toMatchObject({ available: 1234, currency: 'usd_cents', total_spent: 0, plan: 'pay-as-you-go' });
  });

  it('a manual credit retried with the same reference credits once', async () => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 0 });
    for (let i = 0; i < 2; i++) {
      const res = await app.admin('POST', `/admin/v1/accounts/${accountId}/credits`, { amount_cents: 500, reference: 'wire-1' });
      expect(res.status).toBe(201);
    }
    expect((await app.request('GET', '/v1/billing/balance', { key: apiKey })).body.available).toBe(500);
  });

  it('an upgrade applies at once; a downgrade waits for the cycle end', async () => {
    const { apiKey, accountId } = await app.createAccount({ plan: 'growth' });
    const up = await app.admin('PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'scale' });
    expect(up.body).toMatchObject({ plan: 'scale', pending_plan: null });
    const down = await app.admin('PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'growth' });
    expect(down.body).toMatchObject({ plan: 'scale', pending_plan: 'growth' });
    const balance = await app.request('GET', '/v1/billing/balance', { key: apiKey });
    expect(balance.body).toMatchObject({ plan: 'scale', pending_plan: 'growth' });
  });

  it('custom limits are for enterprise only', async () => {
    const { accountId } = await app.createAccount({ plan: 'growth' });
    const bad = await app.admin('PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'scale', rpm: 100 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('rpm');
    const ok = await app.admin('PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'enterprise', rpm: 20000, tpm: 5000000 });
    expect(ok.body).toMatchObject({ plan: 'enterprise', rpm: 20000, tpm: 5000000 });
  });

  it('unknown accounts are 404', async () => {
    expect((await app.admin('GET', '/admin/v1/accounts/acct_nope')).status).toBe(404);
  });
});
