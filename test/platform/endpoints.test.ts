/**
 * Dedicated endpoints (issue 19 item 3): plan gate, validation of every field, the lifecycle pending -> provisioning ->
 * running -> deleting -> deleted on the built-in slot provisioner with a controllable clock, X-Endpoint-Id calls
 * through the endpoint's slots to the model's provider, the autoscaler with its cooldowns, and per-minute billing
 * per replica that a repeated pass never doubles and that stops when deprovisioning completes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpuCostMicroUsd } from '../../src/billing/prices';
import { acquireEndpointSlot, SLOTS_PER_REPLICA, type EndpointRow } from '../../src/gateway/chat/endpoints';
import { SCALE_DOWN_COOLDOWN_MS } from '../../src/platform/endpoints/autoscaler';
import { ledgerChargesMicroUsd, platformCharges, reconcileAt, startPlatformApp, uploadFile, type PlatformApp } from './helpers';

let p: PlatformApp;
let owner: { accountId: string; apiKey: string };
let other: { accountId: string; apiKey: string };

beforeAll(async () => {
  p = await startPlatformApp();
  owner = await p.app.createAccount({ plan: 'scale', creditCents: 100_000 });
  other = await p.app.createAccount({ plan: 'dedicated', email: 'other@example.com' });
}, 60_000);
afterAll(async () => { await p?.close(); });

const create = (json: object, key = owner.apiKey) => p.app.request('POST', '/v1/endpoints', { key, json });
const get = (id: string, key = owner.apiKey) => p.app.request('GET', `/v1/endpoints/${id}`, { key });
const MINUTE = 60_000;

describe('creating an endpoint', () => {
  it('needs the scale, dedicated or enterprise plan: 403 naming them', async () => {
    for (const plan of ['pay-as-you-go', 'growth']) {
      const acct = await p.app.createAccount({ plan, email: `${plan}@example.com` });
      const res = await create({ model: 'llama-3.1-8b-instruct', hardware: 'h100-80gb' }, acct.apiKey);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toMatch(/scale, dedicated, enterprise/);
      expect(res.body.error.message).toContain(plan);
      // Only creation is gated: the list answers (empty for an account that never had an endpoint).
      const list = await p.app.request('GET', '/v1/endpoints', { key: acct.apiKey });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ object: 'list', data: [], has_more: false });
    }
  });

  it('bad input of every field is 400 naming it', async () => {
    const ok = { model: 'llama-3.1-8b-instruct', hardware: 'h100-80gb' };
    const cases: Array<[object, string, string?]> = [
      [{ hardware: 'h100-80gb' }, 'model'],
      [{ model: 'llama-3.1-8b-instruct' }, 'hardware'],
      [{ ...ok, hardware: 'tpu-v5' }, 'hardware'],
      [{ ...ok, model: 'gpt-4o' }, 'model', 'model_not_dedicated'],
      [{ ...ok, model: 'graha-astro-standard' }, 'model', 'model_not_dedicated'],
      // An unknown model is bad input, as in batches and evaluations (not a missing resource).
      [{ ...ok, model: 'no-such-model' }, 'model', 'model_not_found'],
      [{ ...ok, model: 'ft:llama-3.1-8b-instruct:someone-elses:ftjob_x' }, 'model', 'model_not_found'],
      [{ ...ok, min_replicas: 0 }, 'min_replicas'],
      [{ ...ok, max_replicas: 17 }, 'max_replicas'],
      [{ ...ok, min_replicas: 1.5 }, 'min_replicas'],
      [{ ...ok, min_replicas: 3, max_replicas: 2 }, 'min_replicas'],
      [{ ...ok, name: '' }, 'name'],
      [{ ...ok, region: 'mars' }, 'region'],
    ];
    for (const [json, param, code] of cases) {
      const res = await create(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.param, JSON.stringify(json)).toBe(param);
      if (code) expect(res.body.error.code).toBe(code);
    }
  });
});

describe('the lifecycle on the built-in slot provisioner', () => {
  let id: string;
  let t0: number;
  let runningAt: number;
  const perMinute = (replicas: number) => gpuCostMicroUsd(p.app.ctx.prices, 'endpoint', 'h100-80gb', replicas, 60);

  it('is pending, then provisioning (calls get 409), then running with min_replicas', async () => {
    const res = await create({ model: 'llama-3.1-8b-instruct', hardware: 'h100-80gb', min_replicas: 1, max_replicas: 2, name: 'prod' });
    expect(res.status).toBe(200);
    t0 = Date.now();
    id = res.body.id;
    expect(res.body).toMatchObject({ object: 'endpoint', status: 'pending', replicas: 0, min_replicas: 1, max_replicas: 2, name: 'prod', hourly_rate_micro_usd: 3_490_000 });
    expect(res.body.engine).toMatch(/built-in/);

    await reconcileAt(p.app, t0 + 1);
    expect((await get(id)).body.status).toBe('provisioning');
    const early = await p.app.request('POST', '/v1/chat/completions', {
      key: owner.apiKey, headers: { 'x-endpoint-id': id }, json: { model: 'llama-3.1-8b-instruct', messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(early.status).toBe(409);

    runningAt = t0 + 1 + p.app.ctx.config.endpointProvisionMs;
    await reconcileAt(p.app, runningAt - 1);
    expect((await get(id)).body.status).toBe('provisioning');
    await reconcileAt(p.app, runningAt);
    const running = (await get(id)).body;
    expect(running).toMatchObject({ status: 'running', replicas: 1 });
    expect(await platformCharges(p.app, id)).toHaveLength(0);
  });

  it('serves X-Endpoint-Id calls through its slots in front of the model\'s provider', async () => {
    p.upstream.requests = [];
    const res = await p.app.request('POST', '/v1/chat/completions', {
      key: owner.apiKey, headers: { 'x-endpoint-id': id }, json: { model: 'llama-3.1-8b-instruct', messages: [{ role: 'user', content: 'hello' }] },
    });
    expect(res.status).toBe(200);
    expect(p.upstream.requests).toHaveLength(1);
    expect(p.upstream.requests[0].body.model).toBe('meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo');
    expect(p.upstream.requests[0].headers.authorization).toBe('Bearer sk-fake-upstream-key');
    // Another account cannot use it.
    const stranger = await p.app.request('POST', '/v1/chat/completions', {
      key: other.apiKey, headers: { 'x-endpoint-id': id }, json: { model: 'llama-3.1-8b-instruct', messages: [{ role: 'user', content: 'hello' }] },
    });
    expect(stranger.status).toBe(404);
  });

  it('bills each whole minute once per replica; a repeated pass bills nothing more', async () => {
    const before = await ledgerChargesMicroUsd(p.app, owner.accountId);
    await reconcileAt(p.app, runningAt + 3 * MINUTE + 5000);
    await reconcileAt(p.app, runningAt + 3 * MINUTE + 5000);
    await reconcileAt(p.app, runningAt + 3 * MINUTE + 6000);
    const charges = await platformCharges(p.app, id);
    expect(charges).toHaveLength(3);
    expect(charges.map((c: { period: string }) => Date.parse(c.period))).toEqual([0, 1, 2].map((m) => runningAt + m * MINUTE));
    // Chat calls settle on their own; the endpoint's minutes add exactly 3 x the per-minute price.
    await new Promise((r) => setTimeout(r, 600));
    const after = await ledgerChargesMicroUsd(p.app, owner.accountId);
    const chat = after - before - 3 * perMinute(1);
    expect(chat).toBeGreaterThanOrEqual(0);
    expect(chat).toBeLessThan(1000);
  });

  it('the autoscaler adds a replica under load after the cooldown and removes it once idle for the longer one', async () => {
    const row = (await p.app.ctx.db('endpoints').where({ id }).first()) as EndpointRow;
    const held = [];
    const signal = new AbortController().signal;
    for (let i = 0; i < SLOTS_PER_REPLICA; i++) held.push(await acquireEndpointSlot(p.app.ctx.gateway.endpointQueues, row, signal));
    const busyAt = runningAt + 4 * MINUTE;
    await reconcileAt(p.app, busyAt);
    expect((await get(id)).body.replicas).toBe(2);
    const list = await p.app.request('GET', '/v1/endpoints', { key: owner.apiKey });
    expect(list.body.data.find((e: { id: string }) => e.id === id).replicas).toBe(2);
    for (const slot of held) slot.release();
    // Idle, but within the scale-down cooldown: still 2 (and billed as 2).
    await reconcileAt(p.app, busyAt + MINUTE);
    expect((await get(id)).body.replicas).toBe(2);
    // A process that never served the endpoint (a worker) has no opinion: the count stays.
    const queues = p.app.ctx.gateway.endpointQueues;
    const queue = queues.get(id)!;
    queues.delete(id);
    await reconcileAt(p.app, busyAt + SCALE_DOWN_COOLDOWN_MS);
    expect((await get(id)).body.replicas).toBe(2);
    queues.set(id, queue);
    await reconcileAt(p.app, busyAt + SCALE_DOWN_COOLDOWN_MS + 20_000);
    expect((await get(id)).body.replicas).toBe(1);
    const charges = await platformCharges(p.app, id);
    const minuteOf = (at: number) => charges.find((c: { period: string }) => Date.parse(c.period) === at);
    expect(Number(minuteOf(runningAt + 4 * MINUTE).units)).toBe(2 * 60);
    expect(Number(minuteOf(runningAt + 4 * MINUTE).amount_micro_usd)).toBe(perMinute(2));
    expect(Number(minuteOf(runningAt + 3 * MINUTE).units)).toBe(60);
  });

  it('DELETE starts deprovisioning; billing goes on until it completes, then the endpoint is deleted and billed no more', async () => {
    const other404 = await p.app.request('DELETE', `/v1/endpoints/${id}`, { key: other.apiKey });
    expect(other404.status).toBe(404);
    expect((await get(id, other.apiKey)).status).toBe(404);
    const deleteAt = runningAt + 20 * MINUTE + 30_000;
    await reconcileAt(p.app, deleteAt - 30_000); // metered through minute 20
    const del = await p.app.request('DELETE', `/v1/endpoints/${id}`, { key: owner.apiKey });
    expect(del.status).toBe(200);
    expect(del.body.status).toBe('deleting');
    await reconcileAt(p.app, deleteAt);
    expect((await get(id)).body.status).toBe('deleting');
    const doneAt = deleteAt + Math.ceil(p.app.ctx.config.endpointProvisionMs / 2);
    await reconcileAt(p.app, doneAt);
    const gone = (await get(id)).body;
    expect(gone).toMatchObject({ status: 'deleted', replicas: 0 });
    expect(gone.deleted_at).not.toBeNull();
    const charges = await platformCharges(p.app, id);
    // Every started minute from running to the end of deprovisioning, each once.
    const minutes = Math.ceil((doneAt - runningAt) / MINUTE);
    expect(charges).toHaveLength(minutes);
    expect(new Set(charges.map((c: { period: string }) => c.period)).size).toBe(minutes);
    await reconcileAt(p.app, doneAt + 60 * MINUTE);
    expect(await platformCharges(p.app, id)).toHaveLength(minutes);
    const again = await p.app.request('DELETE', `/v1/endpoints/${id}`, { key: owner.apiKey });
    expect(again.body.status).toBe('deleted');
    const call = await p.app.request('POST', '/v1/chat/completions', {
      key: owner.apiKey, headers: { 'x-endpoint-id': id }, json: { model: 'llama-3.1-8b-instruct', messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(call.status).toBe(404);
  });

  it('a wallet that runs dry shuts the endpoint down instead of going negative', async () => {
    const broke = await p.app.createAccount({ plan: 'scale', email: 'broke@example.com', creditCents: 0 });
    const refused = await create({ model: 'llama-3.1-8b-instruct', hardware: 'h100-80gb' }, broke.apiKey);
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('insufficient_balance');
    const poor = await p.app.createAccount({ plan: 'scale', email: 'poor@example.com', creditCents: 10 });
    const res = await create({ model: 'llama-3.1-8b-instruct', hardware: 'h100-80gb' }, poor.apiKey);
    const start = Date.now();
    await reconcileAt(p.app, start + 1);
    const up = start + 1 + p.app.ctx.config.endpointProvisionMs;
    await reconcileAt(p.app, up);
    // 10 cents pay for under two minutes of an H100.
    await reconcileAt(p.app, up + 5 * MINUTE);
    const ep = (await get(res.body.id, poor.apiKey)).body;
    expect(ep.status).toBe('deleting');
    expect(ep.failure_reason).toMatch(/insufficient_balance/);
    const wallet = await p.app.ctx.db('wallets').where({ account_id: poor.accountId }).first();
    expect(Number(wallet.balance_micro_usd)).toBe(0);
    await reconcileAt(p.app, up + 6 * MINUTE);
    expect((await get(res.body.id, poor.apiKey)).body.status).toBe('deleted');
  });
});

describe('a fine-tuned model on a dedicated endpoint', () => {
  it('serves the account\'s built-in fine-tuned model through the slots, with its demonstrations', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ messages: [{ role: 'user', content: `What is mantra ${i}?` }, { role: 'assistant', content: `MANTRA-${i}` }] }));
    const file = await uploadFile(p.app, owner.apiKey, rows);
    const job = await p.app.request('POST', '/v1/fine_tuning/jobs', { key: owner.apiKey, json: { model: 'llama-3.1-8b-instruct', training_file: file } });
    const t = Date.now();
    for (let i = 0; i < 5; i++) await reconcileAt(p.app, t + i * p.app.ctx.config.trainingStepMs);
    const model = (await p.app.request('GET', `/v1/fine_tuning/jobs/${job.body.id}`, { key: owner.apiKey })).body.fine_tuned_model;
    expect(model).toMatch(/^ft:llama-3\.1-8b-instruct:/);
    // Another account cannot put it on an endpoint.
    const stranger = await create({ model, hardware: 'l40s-48gb' }, other.apiKey);
    expect(stranger.status).toBe(400);
    expect(stranger.body.error).toMatchObject({ param: 'model', code: 'model_not_found' });
    const ep = await create({ model, hardware: 'l40s-48gb' });
    expect(ep.status).toBe(200);
    const createdAt = Date.now();
    await reconcileAt(p.app, createdAt);
    await reconcileAt(p.app, createdAt + p.app.ctx.config.endpointProvisionMs);
    expect((await get(ep.body.id)).body.status).toBe('running');
    p.upstream.requests = [];
    const res = await p.app.request('POST', '/v1/chat/completions', {
      key: owner.apiKey, headers: { 'x-endpoint-id': ep.body.id }, json: { model, messages: [{ role: 'user', content: 'What is mantra 7?' }] },
    });
    expect(res.status).toBe(200);
    const sent = p.upstream.requests[0].body;
    expect(sent.model).toBe('meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo');
    expect(sent.messages.at(-2)).toEqual({ role: 'assistant', content: 'MANTRA-7' });
  });
});

describe('an account moved to a lower plan', () => {
  it('still lists, reads and deletes its running endpoint, which is billed until deprovisioning completes, then no more', async () => {
    const acct = await p.app.createAccount({ plan: 'scale', creditCents: 100_000, email: 'downgraded@example.com' });
    const made = await create({ model: 'llama-3.1-8b-instruct', hardware: 'l40s-48gb' }, acct.apiKey);
    expect(made.status).toBe(200);
    const id = made.body.id;
    // x-graha-price: per-gpu-second declares the unit; nothing is reserved or recorded at the request itself.
    expect(Number((await p.app.ctx.db('wallets').where({ account_id: acct.accountId }).first()).held_micro_usd)).toBe(0);
    expect(await p.app.ctx.db('usage_events').where({ account_id: acct.accountId })).toHaveLength(0);
    const start = Date.now();
    await reconcileAt(p.app, start + 1);
    const up = start + 1 + p.app.ctx.config.endpointProvisionMs;
    await reconcileAt(p.app, up);
    expect((await get(id, acct.apiKey)).body.status).toBe('running');

    const downgrade = await p.app.admin('PUT', `/admin/v1/accounts/${acct.accountId}/plan`, { plan: 'pay-as-you-go', immediate: true });
    expect(downgrade.status).toBe(200);
    expect(downgrade.body.plan).toBe('pay-as-you-go');
    // Creating another is refused; what it has keeps running and being billed, and stays in reach.
    expect((await create({ model: 'llama-3.1-8b-instruct', hardware: 'l40s-48gb' }, acct.apiKey)).status).toBe(403);
    await reconcileAt(p.app, up + 2 * MINUTE + 1000);
    expect(await platformCharges(p.app, id)).toHaveLength(2);
    const one = await get(id, acct.apiKey);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id, status: 'running', replicas: 1 });
    const list = await p.app.request('GET', '/v1/endpoints', { key: acct.apiKey });
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([id]);

    const del = await p.app.request('DELETE', `/v1/endpoints/${id}`, { key: acct.apiKey });
    expect(del.status).toBe(200);
    expect(del.body.status).toBe('deleting');
    const deleteAt = up + 2 * MINUTE + 2000;
    await reconcileAt(p.app, deleteAt);
    const doneAt = deleteAt + Math.ceil(p.app.ctx.config.endpointProvisionMs / 2);
    await reconcileAt(p.app, doneAt);
    expect((await get(id, acct.apiKey)).body.status).toBe('deleted');
    const minutes = Math.ceil((doneAt - up) / MINUTE);
    const perMinute = gpuCostMicroUsd(p.app.ctx.prices, 'endpoint', 'l40s-48gb', 1, 60);
    expect(await platformCharges(p.app, id)).toHaveLength(minutes);
    expect(await ledgerChargesMicroUsd(p.app, acct.accountId)).toBe(minutes * perMinute);
    // Metering stopped with deprovisioning: an hour of passes later nothing more is charged.
    await reconcileAt(p.app, doneAt + 60 * MINUTE);
    expect(await platformCharges(p.app, id)).toHaveLength(minutes);
    expect(await ledgerChargesMicroUsd(p.app, acct.accountId)).toBe(minutes * perMinute);
  });
});

// Last in the file: its clock runs far ahead of the lifecycle tests above, which share the reconciler.
describe('budget alerts', () => {
  it('its metered minutes raise the budget alerts like any other spend (50 % of a monthly budget)', async () => {
    const payer = await p.app.createAccount({ plan: 'scale', creditCents: 100_000, email: 'budget@example.com' });
    // The smallest budget the contract takes; half of it is reached after `needed` whole minutes of one replica.
    const budgetCents = 100;
    const needed = Math.ceil((budgetCents * 10_000) / 2 / gpuCostMicroUsd(p.app.ctx.prices, 'endpoint', 'h100-80gb', 1, 60));
    expect((await p.app.request('PUT', '/v1/billing/limits', { key: payer.apiKey, json: { monthly_budget_cents: budgetCents } })).status).toBe(200);
    const made = await create({ model: 'llama-3.1-8b-instruct', hardware: 'h100-80gb' }, payer.apiKey);
    const start = Date.now();
    await reconcileAt(p.app, start + 1);
    const up = start + 1 + p.app.ctx.config.endpointProvisionMs;
    await reconcileAt(p.app, up);
    await reconcileAt(p.app, up + (needed - 1) * MINUTE + 1000);
    expect((await p.app.request('GET', '/v1/billing/alerts', { key: payer.apiKey })).body.data).toHaveLength(0);
    await reconcileAt(p.app, up + needed * MINUTE + 1000);
    const alerts = (await p.app.request('GET', '/v1/billing/alerts', { key: payer.apiKey })).body.data;
    expect(alerts.map((a: { threshold_percent: number }) => a.threshold_percent)).toEqual([50]);
    expect((await p.app.request('DELETE', `/v1/endpoints/${made.body.id}`, { key: payer.apiKey })).status).toBe(200);
  });
});
