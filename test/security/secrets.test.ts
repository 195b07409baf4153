/**
 * Secrets never logged, stored hashed (issue 22 item 5). A representative run with the log captured at its most
 * verbose level (debug): the operator token on admin calls, API keys created, used, mistyped and revoked, a deposit
 * confirmed by a signed provider webhook, spending limits with their alert signing secret,
 * a chat call carrying the upstream provider's key, a dashboard sign-up and sign-in with a password; then every secret
 * used is searched for in every log line. The keys' rows hold a SHA-256 digest and a display prefix, never the key.
 *
 * The dashboard's own scan of its log (passwords, session cookies) is in test/dashboard/http.test.ts; this one covers
 * the API and billing side together with it. Beyond these representative runs, every test app of a run logs at debug
 * to the run's log, which the global teardown scans for every secret the suite created (test/helpers/runLog.ts).
 */
import http from 'node:http';
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import { TEST_ADMIN_TOKEN } from '../helpers/app';
import { runLoggerWith } from '../helpers/runLog';
import { signLocalWebhook } from '../../src/billing/payments/providers/local';
import { FAKE_ENV } from '../fakes/models';
import { signUpUser } from '../dashboard/client';

const lines: string[] = [];
const sink = new Writable({ write(chunk, _enc, done) { lines.push(...String(chunk).split('\n').filter(Boolean)); done(); } });
const WEBHOOK_SECRET = 'local_whsec_never_logged_0123456789';
const PASSWORD = 'correct horse battery staple 42';

let gw: GatewayHarness;
let hook: http.Server;
const secrets = new Map<string, string>();

beforeAll(async () => {
  hook = http.createServer((req, res) => { req.resume(); req.on('end', () => res.end('ok')); });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  gw = await startGateway({ env: { LOCAL_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET }, log: runLoggerWith('debug', sink) });
  secrets.set('admin token', TEST_ADMIN_TOKEN);
  secrets.set('upstream provider key', FAKE_ENV.FAKE_OPENAI_API_KEY);
  secrets.set('local webhook secret', WEBHOOK_SECRET);
  secrets.set('dashboard password', PASSWORD);
}, 120_000);

afterAll(async () => {
  await gw?.close();
  hook?.close();
});

describe('secrets never logged', () => {
  it('a representative run leaves none of its secrets in the log', async () => {
    const app = gw.app;
    const { apiKey, accountId } = await app.createAccount({ plan: 'enterprise', creditCents: 5000 });
    secrets.set('first api key', apiKey);
    const extra = await app.admin('POST', `/admin/v1/accounts/${accountId}/keys`, { name: 'ops' });
    expect(extra.status).toBe(201);
    secrets.set('admin-created key', extra.body.api_key ?? extra.body.key);
    expect((await app.admin('POST', `/admin/v1/accounts/${accountId}/credits`, { amount_cents: 100, reference: 'secrets-test' })).status).toBeLessThan(500);
    expect((await app.request('GET', `/admin/v1/accounts/${accountId}`, { key: 'adm_wrong_token_0123456789abcdef' })).status).toBe(401);
    secrets.set('wrong admin token', 'adm_wrong_token_0123456789abcdef');

    const created = await app.request('POST', '/v1/keys', { key: apiKey, json: { name: 'ci', scopes: ['inference', 'billing:read'] } });
    expect(created.status).toBe(201);
    secrets.set('created key', created.body.key);
    expect((await app.request('GET', '/v1/billing/balance', { key: created.body.key })).status).toBe(200);
    const mistyped = created.body.key.slice(0, -1) + (created.body.key.endsWith('A') ? 'B' : 'A');
    secrets.set('mistyped key', mistyped);
    expect((await app.request('GET', '/v1/billing/balance', { key: mistyped })).status).toBe(401);
    expect((await app.request('DELETE', `/v1/keys/${created.body.id}`, { key: apiKey })).status).toBe(200);
    expect((await app.request('GET', '/v1/billing/balance', { key: created.body.key })).status).toBe(401);

    // A deposit confirmed by the provider's signed webhook (and one with a wrong signature).
    const deposit = await app.request('POST', '/v1/billing/deposit', { key: apiKey, json: { amount: 2500 } });
    expect(deposit.status).toBe(201);
    const event = JSON.stringify({ id: 'evt_secret_1', type: 'payment.succeeded', payment_id: deposit.body.payment_id });
    const signature = signLocalWebhook(WEBHOOK_SECRET, event);
    secrets.set('webhook signature', signature.slice('sha256='.length));
    const hookCall = (sig: string) => app.request('POST', '/v1/billing/webhooks/local', { body: event, headers: { 'content-type': 'application/json', 'x-graha-signature': sig } });
    expect((await hookCall(signLocalWebhook('wrong', event))).status).toBe(401);
    expect((await hookCall(signature)).status).toBe(200);

    // Spending limits with an alert webhook: the alert signing secret is returned (its delivery's signature is tested in
    // test/billing; here only that the secret itself is never logged).
    const limits = await app.request('PUT', '/v1/billing/limits', { key: apiKey, json: {
      monthly_budget_cents: 100, hard_cap_cents: null, auto_pause: false, alert_webhook_url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/alerts`,
    } });
    expect(limits.status).toBe(200);
    expect(typeof limits.body.alert_signing_secret).toBe('string');
    secrets.set('alert signing secret', limits.body.alert_signing_secret);

    // Chat through the fake upstream (the provider key goes out in its Authorization header), plain and streamed.
    const chat = await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello' }] } });
    expect(chat.status).toBe(200);
    const streamed = await fetch(`${app.url}/v1/chat/completions`, {
      method: 'POST', headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'hello again' }] }),
    });
    expect(streamed.status).toBe(200);
    await streamed.text();
    expect(gw.openai.requests.length).toBeGreaterThanOrEqual(2);

    // The dashboard: sign-up with a password, its first key shown once, sign-in.
    const signUp = await signUpUser(app.url, `secrets-${Date.now()}@example.com`, PASSWORD);
    expect(signUp.firstKey).toMatch(/^svc_live_/);
    secrets.set('dashboard first key', signUp.firstKey!);

    expect(lines.length, 'the log was captured').toBeGreaterThan(10);
    const log = lines.join('\n');
    for (const [what, secret] of secrets) {
      expect(secret.length, what).toBeGreaterThanOrEqual(16);
      expect(log.includes(secret), `${what} appears in the log`).toBe(false);
    }
  }, 120_000);

  it('keys are stored as SHA-256 digests and a display prefix, never in clear', async () => {
    const app = gw.app;
    const { apiKey } = await app.createAccount();
    const digest = createHash('sha256').update(apiKey).digest('hex');
    const row = await app.ctx.db('api_keys').where({ key_hash: digest }).first();
    expect(row, 'the key is found by its digest').toBeTruthy();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(apiKey);
    expect(stored).not.toContain(apiKey.slice(13));
    // The display prefix is the documented 13 characters and no more.
    for (const value of Object.values(row)) {
      if (typeof value === 'string' && value.startsWith('svc_live_')) expect(value.length).toBeLessThanOrEqual(13);
    }
    // No column of any key row holds a key in clear.
    const all = await app.ctx.db('api_keys').select('*');
    expect(JSON.stringify(all)).not.toMatch(/svc_live_[A-Za-z0-9]{40}/);
  });
});
