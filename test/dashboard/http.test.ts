/**
 * The dashboard over HTTP (issue 20 item 5): sign-up and sign-in, cookies, CSRF rejection, slowed-down failures, keys,
 * balance and deposit, usage, limits, plan change and export, each checked against what the API then answers.
 * TRUST_PROXY=loopback lets the tests act as a TLS-terminating proxy (X-Forwarded-Proto) and as many client
 * addresses (X-Forwarded-For).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runLoggerWith } from '../helpers/runLog';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../helpers/app';
import { DashboardClient, signUpUser } from './client';

// Each sign-up and sign-in costs an argon2id hash (64 MiB, ~0.1-1.5 s on a loaded 2-core machine); the slow-down
// tests make 20 of them in a row.
vi.setConfig({ testTimeout: 180_000 });

const PASSWORD = 'correct horse battery staple';
const lines: string[] = [];
const sink = new Writable({ write(chunk, _enc, done) { lines.push(...String(chunk).split('\n').filter(Boolean)); done(); } });
let app: TestApp;
let n = 0;
const email = () => `user${++n}-${Date.now()}@example.com`;
const from = (address: string) => ({ 'x-forwarded-for': address });
const secretsSeen: string[] = [PASSWORD];

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: 'loopback' }, log: runLoggerWith('info', sink) });
}, 120_000);
afterAll(async () => { await app?.close(); });

async function signedIn(extraHeaders: Record<string, string> = {}) {
  const address = email();
  // Each user from its own address: sign-ups per address are limited (below).
  const headers = { ...from(`10.20.${n}.1`), ...extraHeaders };
  const { client, firstKey, page } = await signUpUser(app.url, address, PASSWORD, headers);
  expect(page.status).toBe(201);
  secretsSeen.push(firstKey!, ...client.cookies.values());
  const accountId = (await app.db.db('dashboard_users').where({ email: address }).first()).account_id as string;
  return { client, firstKey: firstKey!, email: address, accountId };
}

describe('sign-up', () => {
  it('creates a pay-as-you-go account with a zero balance, signs in, and shows the first key once', async () => {
    const { client, firstKey, accountId, email: address } = await signedIn();
    expect(firstKey).toMatch(/^svc_live_/);
    const balance = await app.request('GET', '/v1/billing/balance', { key: firstKey });
    expect(balance.status).toBe(200);
    expect(balance.body).toMatchObject({ available: 0, total_spent: 0, plan: 'pay-as-you-go' });
    // No free credits (spec section 1, rule 2): the ledger holds nothing for the new account.
    expect(await app.db.db('ledger_entries').where({ account_id: accountId })).toEqual([]);
    const user = await app.db.db('dashboard_users').where({ email: address }).first();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(user.password_hash).not.toContain(PASSWORD);
    const overview = await client.get('/dashboard/overview');
    expect(overview.status).toBe(200);
    expect(overview.text).toContain('USD 0.00');
    expect(overview.text).not.toContain(firstKey);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie scoped to /dashboard over plain HTTP (no Secure)', async () => {
    const { page } = await signUpUser(app.url, email(), PASSWORD);
    const cookie = page.setCookies.find((c) => c.startsWith('graha_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/dashboard/);
    expect(cookie).not.toMatch(/Secure/);
    const csrfCookie = page.setCookies.find((c) => c.startsWith('graha_csrf='))!;
    expect(csrfCookie).toMatch(/HttpOnly/);
    expect(csrfCookie).toMatch(/SameSite=Strict/);
  });

  it('behind a trusted TLS proxy the cookies are Secure with the __Host- prefix', async () => {
    const { page, client } = await signUpUser(app.url, email(), PASSWORD, { 'x-forwarded-proto': 'https' });
    const cookie = page.setCookies.find((c) => c.startsWith('__Host-graha_session='))!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/;|Path=\/$/);
    expect(page.setCookies.find((c) => c.startsWith('__Host-graha_csrf='))).toMatch(/; Secure/);
    expect((await client.get('/dashboard/keys')).status).toBe(200);
  });

  it('refuses a taken email, a short password and a malformed email, naming the field', async () => {
    const { email: taken } = await signedIn();
    for (const [fields, message] of [
      [{ email: taken.toUpperCase(), password: PASSWORD }, 'already exists'],
      [{ email: email(), password: 'short' }, 'at least 8 characters'],
      [{ email: 'not-an-email', password: PASSWORD }, 'not a valid email'],
    ] as const) {
      const client = new DashboardClient(app.url);
      await client.get('/dashboard/sign-up');
      const page = await client.post('/dashboard/sign-up', fields);
      expect(page.status).toBe(400);
      expect(page.text).toContain(message);
      expect(page.text.match(/ aria-invalid="true"/g)).toHaveLength(1);
      expect(client.cookies.has('graha_session')).toBe(false);
    }
  });

  it('escapes what users type: an email with markup is shown as text', async () => {
    const client = new DashboardClient(app.url);
    await client.get('/dashboard/sign-up');
    const page = await client.post('/dashboard/sign-up', { email: '"><script>alert(1)</script>@x.com', password: 'x' });
    expect(page.status).toBe(400);
    expect(page.text).not.toContain('<script>alert(1)');
    expect(page.text).toContain('&lt;script&gt;');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password; a wrong password and an unknown email get the same answer', async () => {
    const { email: address } = await signedIn();
    const client = new DashboardClient(app.url, from('198.51.100.7'));
    await client.get('/dashboard/sign-in');
    const wrong = await client.post('/dashboard/sign-in', { email: address, password: 'wrong password' });
    const unknown = await client.post('/dashboard/sign-in', { email: `nobody-${address}`, password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.text).toContain('Wrong email or password.');
    expect(unknown.text).toContain('Wrong email or password.');
    const ok = await client.post('/dashboard/sign-in', { email: address.toUpperCase(), password: PASSWORD });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/dashboard/overview');
    expect((await client.get('/dashboard/overview')).status).toBe(200);
  });

  it('a page without a session redirects to sign-in; signing out ends the session for good', async () => {
    expect((await new DashboardClient(app.url).get('/dashboard/keys')).headers.get('location')).toBe('/dashboard/sign-in');
    const { client } = await signedIn();
    const stolen = new Map(client.cookies);
    await client.get('/dashboard/overview');
    const out = await client.post('/dashboard/sign-out', {});
    expect(out.status).toBe(303);
    const replay = new DashboardClient(app.url);
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    const page = await replay.get('/dashboard/overview');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/dashboard/sign-in');
  });
});

describe('CSRF protection on every state-changing form', () => {
  it('refuses a POST without the token, with a forged token, or with a token of another session', async () => {
    const { client, accountId } = await signedIn();
    const other = await signedIn();
    await other.client.get('/dashboard/keys');
    const othersToken = other.client.csrfToken()!;
    await client.get('/dashboard/keys');
    const keysBefore = await app.db.db('api_keys').where({ account_id: accountId }).count<{ count: string }[]>('id');
    for (const token of [null, 'forged.token', othersToken]) {
      const page = await client.post('/dashboard/keys', { _csrf: token, name: 'csrf', scopes: '*' });
      expect(page.status).toBe(403);
      expect(page.text).toContain('CSRF');
    }
    for (const [path, fields] of [
      ['/dashboard/limits', { monthly_budget: '5' }], ['/dashboard/plan', { plan: 'growth' }], ['/dashboard/deposit', { amount: '20' }],
      ['/dashboard/sign-out', {}],
    ] as const) {
      expect((await client.post(path, { _csrf: null, ...fields })).status).toBe(403);
    }
    expect(await app.db.db('api_keys').where({ account_id: accountId }).count<{ count: string }[]>('id')).toEqual(keysBefore);
    expect((await app.db.db('accounts').where({ id: accountId }).first()).plan).toBe('pay-as-you-go');
    // The session survived the refused sign-out.
    expect((await client.get('/dashboard/overview')).status).toBe(200);
  });

  it('sign-up and sign-in forms need the token too (no login CSRF)', async () => {
    const client = new DashboardClient(app.url);
    expect((await client.post('/dashboard/sign-up', { _csrf: null, email: email(), password: PASSWORD })).status).toBe(403);
    expect((await client.post('/dashboard/sign-in', { _csrf: null, email: email(), password: PASSWORD })).status).toBe(403);
  });
});

describe('slowing down repeated failed sign-ins', () => {
  const expireLocks = () => app.db.db('dashboard_login_failures').update({ locked_until: new Date(Date.now() - 1000) });

  it('per email: after 5 failures (from any address) the email is locked, growing exponentially, even for the right password', async () => {
    const { email: address } = await signedIn();
    const client = new DashboardClient(app.url);
    await client.get('/dashboard/sign-in');
    for (let i = 0; i < 4; i++) {
      expect((await client.post('/dashboard/sign-in', { email: address, password: `guess ${i}` }, from(`203.0.113.${i}`))).status).toBe(401);
    }
    // The 5th failure locks for 1 s.
    expect((await client.post('/dashboard/sign-in', { email: address, password: 'guess 5' }, from('203.0.113.50'))).status).toBe(401);
    const locked = await client.post('/dashboard/sign-in', { email: address, password: PASSWORD }, from('203.0.113.51'));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(1);
    expect(locked.text).toContain('Too many failed sign-ins');
    // The lock runs out; the 6th failure locks for 2 s, the 7th for 4 s.
    await expireLocks();
    expect((await client.post('/dashboard/sign-in', { email: address, password: 'guess 6' }, from('203.0.113.52'))).status).toBe(401);
    expect((await client.post('/dashboard/sign-in', { email: address, password: PASSWORD }, from('203.0.113.53'))).headers.get('retry-after')).toBe('2');
    await expireLocks();
    expect((await client.post('/dashboard/sign-in', { email: address, password: 'guess 7' }, from('203.0.113.54'))).status).toBe(401);
    expect((await client.post('/dashboard/sign-in', { email: address, password: PASSWORD }, from('203.0.113.55'))).headers.get('retry-after')).toBe('4');
    // Another email is not affected by this one's lock.
    const { email: bystander } = await signedIn();
    const bystanderClient = new DashboardClient(app.url);
    await bystanderClient.get('/dashboard/sign-in');
    expect((await bystanderClient.post('/dashboard/sign-in', { email: bystander, password: PASSWORD }, from('203.0.113.56'))).status).toBe(303);
    // Once the lock ends the right password works, and the email's count starts again.
    await expireLocks();
    expect((await client.post('/dashboard/sign-in', { email: address, password: PASSWORD }, from('203.0.113.57'))).status).toBe(303);
    expect(await app.db.db('dashboard_login_failures').where({ subject: `email:${address}` }).first()).toBeUndefined();
  });

  it('per address: 20 failures over many emails lock that address, not others', async () => {
    const { email: victim } = await signedIn();
    const client = new DashboardClient(app.url);
    await client.get('/dashboard/sign-in');
    for (let i = 0; i < 20; i++) {
      expect((await client.post('/dashboard/sign-in', { email: `spray${i}-${victim}`, password: 'Winter2026!' }, from('192.0.2.99'))).status).toBe(401);
    }
    const locked = await client.post('/dashboard/sign-in', { email: victim, password: PASSWORD }, from('192.0.2.99'));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await client.post('/dashboard/sign-in', { email: victim, password: PASSWORD }, from('192.0.2.100'))).status).toBe(303);
  });
});

describe('sign-ups per address', () => {
  it('after 10 accounts from one address within the hour, the next sign-up waits (429)', async () => {
    for (let i = 0; i < 9; i++) expect((await signUpUser(app.url, email(), PASSWORD, from('192.0.2.150'))).page.status).toBe(201);
    const tenth = await signUpUser(app.url, email(), PASSWORD, from('192.0.2.150'));
    expect(tenth.page.status).toBe(201);
    const refused = await signUpUser(app.url, email(), PASSWORD, from('192.0.2.150'));
    expect(refused.page.status).toBe(429);
    expect(Number(refused.page.headers.get('retry-after'))).toBe(1);
    expect(refused.page.text).toContain('Too many accounts created from your address');
    expect(refused.firstKey).toBeNull();
    expect((await signUpUser(app.url, email(), PASSWORD, from('192.0.2.151'))).page.status).toBe(201);
  }, 120_000);
});

describe('API keys', () => {
  it('creates a scoped key shown once, records its last use, and revokes it', async () => {
    const { client, accountId } = await signedIn();
    await client.get('/dashboard/keys');
    const created = await client.post('/dashboard/keys', { name: 'astro only', scopes: ['astrology'] });
    expect(created.status).toBe(201);
    const secret = /id="new-key-secret">([^<]+)</.exec(created.text)![1];
    secretsSeen.push(secret);
    expect(secret).toMatch(/^svc_live_[A-Za-z0-9]{40}$/);
    const row = await app.db.db('api_keys').where({ account_id: accountId, name: 'astro only' }).first();
    expect(row.scopes).toEqual(['astrology']);
    const list = await client.get('/dashboard/keys');
    expect(list.text).not.toContain(secret);
    expect(list.text).toContain(`${row.prefix}…`);
    expect(list.text.match(/<td>never<\/td>/g)!.length).toBe(2); // neither key used yet
    // The scope holds: astrology works (402 here: the new account has no money), billing is forbidden.
    expect((await app.request('GET', '/v1/billing/balance', { key: secret })).status).toBe(403);
    const astro = await app.request('GET', '/v1/astrology/horoscope?sign=leo&date=2026-11-24', { key: secret });
    expect(astro.status).toBe(402);
    await app.ctx.billing.leases.flush();
    await new Promise((r) => setTimeout(r, 50));
    const used = await client.get('/dashboard/keys');
    expect(used.text.match(/<td>never<\/td>/g)!.length).toBe(1);
    // Revoke: the key stops working at once.
    const revoke = await client.post(`/dashboard/keys/${row.id}/revoke`, {});
    expect(revoke.status).toBe(303);
    expect((await app.request('GET', '/v1/astrology/horoscope?sign=leo&date=2026-11-24', { key: secret })).status).toBe(401);
    expect((await client.get('/dashboard/keys?done=revoked')).text).toContain('badge revoked');
  });

  it('refuses a key without a name or scope, and another account\'s key id', async () => {
    const { client } = await signedIn();
    const other = await signedIn();
    await client.get('/dashboard/keys');
    const noScope = await client.post('/dashboard/keys', { name: 'x' });
    expect(noScope.status).toBe(400);
    expect(noScope.text).toContain('Choose at least one scope');
    const noName = await client.post('/dashboard/keys', { name: ' ', scopes: '*' });
    expect(noName.status).toBe(400);
    expect(noName.text).toContain('name of 1 to 100 characters');
    const othersKey = await app.db.db('api_keys').where({ account_id: other.accountId }).first();
    expect((await client.post(`/dashboard/keys/${othersKey.id}/revoke`, {})).status).toBe(404);
    expect((await app.db.db('api_keys').where({ id: othersKey.id }).first()).revoked_at).toBeNull();
  });
});

describe('balance, deposit and usage', () => {
  it('a deposit goes through the payment provider; the balance and a day\'s usage show up', async () => {
    const { client, firstKey } = await signedIn();
    await client.get('/dashboard/overview');
    const tooSmall = await client.post('/dashboard/deposit', { amount: '9.99', currency: 'usd' });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.text).toContain('minimum deposit is USD 10');
    const deposit = await client.post('/dashboard/deposit', { amount: '25.50', currency: 'usd' });
    expect(deposit.status).toBe(303);
    const payUrl = deposit.headers.get('location')!;
    expect(payUrl).toMatch(/\/pay\/pay_/);
    const paid = await fetch(`${payUrl}?action=confirm`, { method: 'POST' });
    expect(paid.status).toBeLessThan(400);
    expect((await client.get('/dashboard/overview')).text).toContain('USD 25.50');
    // A billed call appears in this month's usage, in the table and as a bar of the chart.
    expect((await app.request('GET', '/v1/astrology/horoscope?sign=leo&date=2026-11-24', { key: firstKey })).status).toBe(200);
    const usage = await client.get('/dashboard/usage');
    expect(usage.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.text).toContain(`<td>${today}</td>`);
    // A horoscope costs USD 0.002, under a cent: the chart shows requests when no day reaches a cent.
    expect(usage.text).toContain('<title id="chart-title">Requests by day</title>');
    expect(usage.text).toMatch(new RegExp(`<rect [^>]*class="bar"><title>${today}: [^<]*1 requests`));
    expect(usage.text).toContain('role="img"');
    const previous = await client.get('/dashboard/usage?period=previous');
    expect(previous.text).toContain('No usage in this period.');
  });
});

describe('spending limits and the alert webhook', () => {
  it('saves budget, cap, auto-pause and webhook as the API then reports them; bad values name the field', async () => {
    const { client, firstKey } = await signedIn();
    await client.get('/dashboard/limits');
    const bad = await client.post('/dashboard/limits', { monthly_budget: '0.5', hard_cap: 'lots', alert_webhook_url: '' });
    expect(bad.status).toBe(400);
    expect(bad.text.match(/ aria-invalid="true"/g)).toHaveLength(2);
    const badUrl = await client.post('/dashboard/limits', { monthly_budget: '50', alert_webhook_url: 'ftp://example.com/x' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.text).toContain('must be an http(s) URL');
    const saved = await client.post('/dashboard/limits', {
      monthly_budget: '50', hard_cap: '1,000.00', auto_pause: 'on', alert_webhook_url: 'https://hooks.example.com/graha',
    });
    expect(saved.status).toBe(303);
    const limits = await app.request('GET', '/v1/billing/limits', { key: firstKey });
    expect(limits.body).toMatchObject({
      monthly_budget_cents: 5000, hard_cap_cents: 100_000, auto_pause: true, alert_webhook_url: 'https://hooks.example.com/graha',
    });
    const page = await client.get('/dashboard/limits?done=limits');
    expect(page.text).toContain('Limits saved.');
    expect(page.text).toContain(limits.body.alert_signing_secret);
    // Clearing the fields clears the controls.
    await client.post('/dashboard/limits', { monthly_budget: '', hard_cap: '', alert_webhook_url: '' });
    expect((await app.request('GET', '/v1/billing/limits', { key: firstKey })).body).toMatchObject({ monthly_budget_cents: null, hard_cap_cents: null, auto_pause: false });
  });
});

describe('plan change', () => {
  it('an upgrade takes effect at once, a downgrade at the end of the billing cycle; enterprise is not self-serve', async () => {
    const { client, firstKey } = await signedIn();
    await client.get('/dashboard/plan');
    expect((await client.post('/dashboard/plan', { plan: 'scale' })).status).toBe(303);
    expect((await app.request('GET', '/v1/billing/balance', { key: firstKey })).body.plan).toBe('scale');
    await client.get('/dashboard/plan');
    expect((await client.post('/dashboard/plan', { plan: 'growth' })).status).toBe(303);
    const balance = await app.request('GET', '/v1/billing/balance', { key: firstKey });
    expect(balance.body).toMatchObject({ plan: 'scale', pending_plan: 'growth' });
    const page = await client.get('/dashboard/plan');
    const now = new Date();
    const cycleEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    expect(page.text).toContain(`changes to <strong id="pending-plan">growth</strong> on ${cycleEnd}`);
    // Choosing the current plan again cancels the pending downgrade.
    await client.post('/dashboard/plan', { plan: 'scale' });
    expect((await app.request('GET', '/v1/billing/balance', { key: firstKey })).body).toMatchObject({ plan: 'scale', pending_plan: null });
    await client.get('/dashboard/plan');
    const enterprise = await client.post('/dashboard/plan', { plan: 'enterprise' });
    expect(enterprise.status).toBe(400);
    expect(enterprise.text).toContain('Choose one of the plans listed.');
  });
});

describe('account export', () => {
  it('downloads the spec 2.15 archive as a JSON attachment, without secrets', async () => {
    const { client, firstKey, email: address, accountId } = await signedIn();
    const res = await client.get('/dashboard/export/download');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="graha-export-${accountId}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    const archive = JSON.parse(res.text);
    expect(archive.account).toMatchObject({ id: accountId, email: address, plan: 'pay-as-you-go' });
    expect(archive.api_keys).toHaveLength(1);
    expect(archive.api_keys[0].prefix).toBe(firstKey.slice(0, archive.api_keys[0].prefix.length));
    expect(res.text).not.toContain(firstKey);
    expect(res.text).not.toMatch(/password|argon2|key_hash/);
    // The same archive as the API's export.
    const api = await app.request('GET', '/v1/account/export', { key: firstKey });
    expect(api.status).toBe(200);
    expect(api.body.account).toEqual(archive.account);
    expect(api.body.api_keys.map((k: { id: string; prefix: string }) => [k.id, k.prefix])).toEqual(archive.api_keys.map((k: { id: string; prefix: string }) => [k.id, k.prefix]));
  });
});

describe('other answers', () => {
  it('an unknown dashboard page is an HTML 404, and dashboard requests are counted in /metrics', async () => {
    const { client } = await signedIn();
    const missing = await client.get('/dashboard/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    const metrics = await app.request('GET', '/metrics', { key: TEST_ADMIN_TOKEN, raw: true });
    expect(Number(/graha_http_requests_total\{operation="dashboard",status="404"\} (\d+)/.exec(metrics.text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/graha_http_requests_total\{operation="dashboard",status="201"\} (\d+)/.exec(metrics.text)?.[1])).toBeGreaterThanOrEqual(1);
  });
});

describe('logs', () => {
  it('log each dashboard request without a password, session token, CSRF token or API key', async () => {
    const { client } = await signedIn();
    await client.get('/dashboard/keys');
    secretsSeen.push(client.csrfToken()!, ...client.cookies.values());
    await client.post('/dashboard/keys', { name: 'logged?', scopes: '*' });
    await new Promise((r) => setTimeout(r, 50));
    const dashboardLines = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'dashboard request');
    expect(dashboardLines.some((l) => l.path === '/dashboard/keys' && l.method === 'POST' && l.status === 201 && l.accountId)).toBe(true);
    const all = lines.join('\n');
    for (const secret of secretsSeen) {
      expect(secret.length).toBeGreaterThan(8);
      expect(all).not.toContain(secret);
      expect(all).not.toContain(decodeURIComponent(secret));
    }
  });
});
