import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLocalWebhook } from '../../src/billing/payments/providers/local';
import { STRIPE_API_VERSION, stripeSignatureHeader, verifyStripeSignature } from '../../src/billing/payments/providers/stripe';
import { inrPaiseFor } from '../../src/billing/payments/deposits';
import { startBillingApp, waitFor, walletInvariant, type BillingTestApp } from './helpers';

const LOCAL_SECRET = 'local_test_secret_0123456789';

describe('local provider: deposit, payment page, webhook', () => {
  let app: BillingTestApp;
  beforeAll(async () => { app = await startBillingApp({ env: { LOCAL_PAYMENT_WEBHOOK_SECRET: LOCAL_SECRET, INR_PER_USD: '84.25' } }); });
  afterAll(async () => { await app?.close(); });

  const deposit = (key: string, json: unknown) => app.request('POST', '/v1/billing/deposit', { key, json });
  const balance = async (key: string) => (await app.request('GET', '/v1/billing/balance', { key })).body.available as number;
  const confirm = (id: string, action = 'confirm') => app.request('POST', `/pay/${id}?action=${action}`, { raw: true });

  it('refuses less than 1000 cents and unknown currencies (400)', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 0 });
    expect((await deposit(apiKey, { amount: 999 })).status).toBe(400);
    expect((await deposit(apiKey, { amount: 1000, currency: 'eur' })).status).toBe(400);
  });

  it('creates a pending payment whose page confirms it; the wallet is credited once', async () => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 0 });
    const created = await deposit(apiKey, { amount: 2500 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: 2500, currency: 'usd_cents', status: 'pending', provider: 'local', charge_amount: 2500, charge_currency: 'usd' });
    expect(created.body.payment_url).toBe(`${app.url}/pay/${created.body.payment_id}`);
    const page = await fetch(created.body.payment_url);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(`action="/pay/${created.body.payment_id}?action=confirm"`);
    expect(await balance(apiKey)).toBe(0);

    const answered = await confirm(created.body.payment_id);
    expect(answered.status).toBe(200);
    expect(answered.text).toContain('succeeded');
    expect(await balance(apiKey)).toBe(2500);
    // A second confirm, or a decline after it, changes nothing.
    await confirm(created.body.payment_id);
    await confirm(created.body.payment_id, 'decline');
    expect(await balance(apiKey)).toBe(2500);
    expect((await app.request('GET', `/v1/billing/deposits/${created.body.payment_id}`, { key: apiKey })).body.status).toBe('succeeded');
    expect(await walletInvariant(app, accountId)).toMatchObject({ balance: 25_000_000, ledgerSum: 25_000_000 });
  });

  it("another account's deposit is 404", async () => {
    const a = await app.createAccount({ creditCents: 0 });
    const b = await app.createAccount({ creditCents: 0 });
    const created = await deposit(a.apiKey, { amount: 1000 });
    expect((await app.request('GET', `/v1/billing/deposits/${created.body.payment_id}`, { key: b.apiKey })).status).toBe(404);
  });

  it('a declined payment is failed and credits nothing', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 0 });
    const created = await deposit(apiKey, { amount: 1000 });
    await confirm(created.body.payment_id, 'decline');
    await confirm(created.body.payment_id);
    expect((await app.request('GET', `/v1/billing/deposits/${created.body.payment_id}`, { key: apiKey })).body.status).toBe('failed');
    expect(await balance(apiKey)).toBe(0);
  });

  it('INR is charged at the configured rate and credited in USD cents', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 0 });
    const created = await deposit(apiKey, { amount: 1001, currency: 'inr' });
    // 1001 cents x 84.25 = 84,334.25 paise, rounded up to a whole paisa.
    expect(created.body).toMatchObject({ amount: 1001, charge_currency: 'inr', charge_amount: 84335 });
    expect(inrPaiseFor(1001, 842500)).toBe(84335);
    await confirm(created.body.payment_id);
    expect(await balance(apiKey)).toBe(1001);
  });

  it('the first-deposit bonus (USD 10 on a first deposit of USD 100+) applies once, as its own ledger row', async () => {
    const { apiKey, accountId } = await app.createAccount({ creditCents: 0 });
    const first = await deposit(apiKey, { amount: 10_000 });
    const second = await deposit(apiKey, { amount: 10_000 });
    await confirm(first.body.payment_id);
    await confirm(second.body.payment_id);
    expect(await balance(apiKey)).toBe(21_000);
    const bonus = await app.ctx.db('ledger_entries').where({ account_id: accountId, kind: 'first_deposit_bonus' });
    expect(bonus).toHaveLength(1);
    expect(Number(bonus[0].amount_micro_usd)).toBe(1000 * 10_000);
  });

  it('no bonus when the first deposit is below USD 100, even if a later one is above', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 0 });
    const small = await deposit(apiKey, { amount: 5000 });
    await confirm(small.body.payment_id);
    const big = await deposit(apiKey, { amount: 20_000 });
    await confirm(big.body.payment_id);
    expect(await balance(apiKey)).toBe(25_000);
  });

  it('signed webhooks: bad signatures are 401; replays and 20 concurrent duplicates credit once', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 0 });
    const created = await deposit(apiKey, { amount: 10_000 });
    const body = JSON.stringify({ id: 'evt_dup_1', type: 'payment.succeeded', payment_id: created.body.payment_id });
    const send = (raw: string, signature: string) =>
      app.request('POST', '/v1/billing/webhooks/local', { body: raw, headers: { 'content-type': 'application/json', 'x-graha-signature': signature } });
    expect((await send(body, signLocalWebhook('wrong', body))).status).toBe(401);
    expect(await balance(apiKey)).toBe(0);
    const results = await Promise.all(Array.from({ length: 20 }, () => send(body, signLocalWebhook(LOCAL_SECRET, body))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    // Another event id for the same payment also changes nothing.
    const other = JSON.stringify({ id: 'evt_dup_2', type: 'payment.succeeded', payment_id: created.body.payment_id });
    expect((await send(other, signLocalWebhook(LOCAL_SECRET, other))).body.duplicate).toBe(true);
    expect(await balance(apiKey)).toBe(11_000); // 100 USD + the first-deposit bonus, once
  });

  it('a pending local payment past its expiry becomes expired and can no longer be confirmed', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 0 });
    const created = await deposit(apiKey, { amount: 1000 });
    await app.ctx.db('deposits').where({ id: created.body.payment_id }).update({ expires_at: new Date(Date.now() - 1000) });
    const status = await waitFor(
      () => app.request('GET', `/v1/billing/deposits/${created.body.payment_id}`, { key: apiKey }).then((r) => r.body.status),
      (s) => s === 'expired',
    );
    expect(status).toBe('expired');
    const page = await confirm(created.body.payment_id);
    expect(page.text).toContain('expired');
    expect(await balance(apiKey)).toBe(0);
  });
});

describe('Stripe-Signature verification (Stripe documented scheme t=...,v1=...)', () => {
  const secret = 'whsec_test_local';
  const payload = Buffer.from('{"id":"evt_1"}');
  const now = new Date('2026-11-22T03:00:00Z');
  const t = Math.floor(now.getTime() / 1000);

  it('accepts a valid signature, also among several v1 values', () => {
    expect(() => verifyStripeSignature(payload, stripeSignatureHeader(secret, payload, t), secret, 300, now)).not.toThrow();
    const header = `t=${t},v1=${'0'.repeat(64)},${stripeSignatureHeader(secret, payload, t).split(',')[1]}`;
    expect(() => verifyStripeSignature(payload, header, secret, 300, now)).not.toThrow();
  });

  it.each([
    ['a wrong secret', stripeSignatureHeader('whsec_other', payload, t)],
    ['a tampered body', stripeSignatureHeader(secret, Buffer.from('{"id":"evt_2"}'), t)],
    ['a timestamp outside the tolerance', stripeSignatureHeader(secret, payload, t - 301)],
    ['a timestamp beyond the tolerance in the future', stripeSignatureHeader(secret, payload, t + 301)],
    ['no v1', `t=${t}`],
    ['garbage', 'nonsense'],
  ])('rejects %s with 401', (_label, header) => {
    expect(() => verifyStripeSignature(payload, header, secret, 300, now)).toThrow(expect.objectContaining({ status: 401 }));
  });
});

describe('stripe provider: Checkout Session and webhook (fake Stripe API on loopback)', () => {
  let app: BillingTestApp;
  let stripe: http.Server;
  const sessions: Array<{ auth: string | undefined; idem: string | undefined; version: string | undefined; form: URLSearchParams }> = [];
  /** Attempts that reach the fake, and how many of the next ones it cuts off (a network failure). */
  const attempts: Array<string | undefined> = [];
  let dropNext = 0;
  const webhookSecret = 'whsec_fake_0123456789';

  beforeAll(async () => {
    stripe = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        attempts.push(req.headers['idempotency-key'] as string);
        if (dropNext > 0) { dropNext--; req.socket.destroy(); return; }
        const form = new URLSearchParams(body);
        sessions.push({ auth: req.headers.authorization, idem: req.headers['idempotency-key'] as string, version: req.headers['stripe-version'] as string, form });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ id: `cs_test_${sessions.length}`, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/cs_test_${sessions.length}` }));
      });
    });
    await new Promise<void>((r) => stripe.listen(0, '127.0.0.1', () => r()));
    app = await startBillingApp({
      env: {
        PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
      },
    });
  });
  afterAll(async () => { await app?.close(); stripe?.close(); });

  function stripeEvent(id: string, type: string, paymentId: string, paymentStatus = 'paid') {
    return JSON.stringify({ id, object: 'event', type, data: { object: { object: 'checkout.session', client_reference_id: paymentId, metadata: { payment_id: paymentId }, payment_status: paymentStatus } } });
  }
  const post = (raw: string, header: string) =>
    app.request('POST', '/v1/billing/webhooks/stripe', { body: raw, headers: { 'content-type': 'application/json', 'stripe-signature': header } });

  it('creates a Checkout Session with the amount in the charge currency, and credits on checkout.session.completed once', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 0 });
    const created = await app.request('POST', '/v1/billing/deposit', { key: apiKey, json: { amount: 1500 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ provider: 'stripe', status: 'pending', payment_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) });
    const session = sessions.at(-1)!;
    expect(session.auth).toBe('Bearer sk_test_fake');
    expect(session.idem).toBe(created.body.payment_id);
    expect(session.version).toBe(STRIPE_API_VERSION);
    expect(session.form.get('mode')).toBe('payment');
    expect(session.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe('1500');
    expect(session.form.get('client_reference_id')).toBe(created.body.payment_id);

    const raw = stripeEvent('evt_stripe_1', 'checkout.session.completed', created.body.payment_id);
    const now = Math.floor(Date.now() / 1000);
    expect((await post(raw, stripeSignatureHeader('whsec_wrong', raw, now))).status).toBe(401);
    const ok = await post(raw, stripeSignatureHeader(webhookSecret, raw, now));
    expect(ok.body).toEqual({ received: true, duplicate: false });
    const replay = await post(raw, stripeSignatureHeader(webhookSecret, raw, now + 5));
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await app.request('GET', '/v1/billing/balance', { key: apiKey })).body.available).toBe(1500);
  });

  it('a connection cut while creating the session is retried by the SDK under the same idempotency key', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 0 });
    attempts.length = 0;
    dropNext = 1;
    const created = await app.request('POST', '/v1/billing/deposit', { key: apiKey, json: { amount: 1200 } });
    expect(created.status).toBe(201);
    expect(attempts).toEqual([created.body.payment_id, created.body.payment_id]);
    expect(sessions.at(-1)!.form.get('line_items[0][price_data][unit_amount]')).toBe('1200');
  });

  it('an unpaid completion waits; async_payment_failed fails it; expired sessions expire', async () => {
    const { apiKey } = await app.createAccount({ creditCents: 0 });
    const a = (await app.request('POST', '/v1/billing/deposit', { key: apiKey, json: { amount: 1000 } })).body.payment_id;
    const b = (await app.request('POST', '/v1/billing/deposit', { key: apiKey, json: { amount: 1000 } })).body.payment_id;
    const now = Math.floor(Date.now() / 1000);
    const send = (raw: string) => post(raw, stripeSignatureHeader(webhookSecret, raw, now));
    await send(stripeEvent('evt_a1', 'checkout.session.completed', a, 'unpaid'));
    expect((await app.request('GET', `/v1/billing/deposits/${a}`, { key: apiKey })).body.status).toBe('pending');
    await send(stripeEvent('evt_a2', 'checkout.session.async_payment_failed', a, 'unpaid'));
    await send(stripeEvent('evt_b1', 'checkout.session.expired', b, 'unpaid'));
    expect((await app.request('GET', `/v1/billing/deposits/${a}`, { key: apiKey })).body.status).toBe('failed');
    expect((await app.request('GET', `/v1/billing/deposits/${b}`, { key: apiKey })).body.status).toBe('expired');
    // Unrelated event types are acknowledged.
    expect((await send(JSON.stringify({ id: 'evt_other', type: 'customer.created', data: { object: {} } }))).status).toBe(200);
    expect((await app.request('GET', '/v1/billing/balance', { key: apiKey })).body.available).toBe(0);
  });
});
