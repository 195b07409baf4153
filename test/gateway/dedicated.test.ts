import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, streamChat, type GatewayHarness } from './harness';
import { startFakeOpenAI } from '../fakes/openaiUpstream';
import type { FakeUpstream } from '../fakes/common';
import { acquireEndpointSlot, endpointQueueDepth, SLOTS_PER_REPLICA, type EndpointQueues, type EndpointRow } from '../../src/gateway/chat/endpoints';
import { PrefixCache } from '../../src/gateway/chat/promptCache';
import { countMessageTokens } from '../../src/tokenizer/count';

let gw: GatewayHarness;
let replica: FakeUpstream;
let owner: { accountId: string; apiKey: string };
let other: { accountId: string; apiKey: string };

async function insertEndpoint(id: string, accountId: string, fields: Partial<EndpointRow> = {}) {
  await gw.app.ctx.db('endpoints').insert({
    id, account_id: accountId, model: 'llama-3.1-8b-instruct', hardware: 'h100-80gb', status: 'running',
    min_replicas: 1, max_replicas: 2, replicas: 1, base_url: replica.baseUrl, hourly_rate_micro_usd: 3_490_000, ...fields,
  });
}

beforeAll(async () => {
  gw = await startGateway();
  replica = await startFakeOpenAI();
  replica.knobs.requireKey = false;
  owner = await gw.app.createAccount({ plan: 'scale' });
  other = await gw.app.createAccount({ plan: 'scale' });
  await insertEndpoint('ep_run1', owner.accountId);
  await insertEndpoint('ep_prov', owner.accountId, { status: 'provisioning', base_url: null, replicas: 0 });
  await insertEndpoint('ep_gone', owner.accountId, { status: 'deleted' });
  await insertEndpoint('ep_other', other.accountId);
  await insertEndpoint('ep_gpt', owner.accountId, { model: 'gpt-4o' });
});
afterAll(async () => { await gw?.close(); await replica?.close(); });
beforeEach(() => { gw.calls.length = 0; replica.requests = []; gw.openai.requests = []; });

const chat = (key: string, endpointId: string, json: object) =>
  gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'llama-3.1-8b-instruct', ...json }, headers: { 'x-endpoint-id': endpointId } });

describe('X-Endpoint-Id routes the call to the caller\'s dedicated endpoint', () => {
  it('a running endpoint of the caller serves the call (not the serverless upstream) and the sink sees the endpoint', async () => {
    const res = await chat(owner.apiKey, 'ep_run1', { messages: [{ role: 'user', content: 'hi' }] });
    expect(res.status).toBe(200);
    expect(res.body.choices[0].message.content).toBe('echo: hi');
    expect(replica.requests).toHaveLength(1);
    expect(replica.requests[0].body.model).toBe('llama-3.1-8b-instruct');
    expect(replica.requests[0].headers.authorization).toBeUndefined();
    expect(gw.openai.requests).toHaveLength(0);
    expect(gw.calls[0].call.endpointId).toBe('ep_run1');
  });

  it('another account\'s endpoint, an unknown one and a deleted one are 404 alike', async () => {
    for (const id of ['ep_other', 'ep_nope', 'ep_gone']) {
      const res = await chat(owner.apiKey, id, { messages: [{ role: 'user', content: 'hi' }] });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toContain(id);
    }
    expect(replica.requests).toHaveLength(0);
  });

  it('an endpoint that is not running is 409', async () => {
    const res = await chat(owner.apiKey, 'ep_prov', { messages: [{ role: 'user', content: 'hi' }] });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('endpoint_not_running');
  });

  it('the model must be the endpoint\'s, and one that can run on dedicated capacity', async () => {
    const wrong = await chat(owner.apiKey, 'ep_run1', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('endpoint_model_mismatch');
    const gpt = await chat(owner.apiKey, 'ep_gpt', { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] });
    expect(gpt.status).toBe(400);
    expect(gpt.body.error.message).toContain('"dedicated"');
  });

  it('needs a plan with dedicated endpoints (403 before any lookup) and a running replica (503 when scaled to zero)', async () => {
    const growth = await gw.app.createAccount({ plan: 'growth' });
    await insertEndpoint('ep_growth', growth.accountId);
    for (const id of ['ep_growth', 'ep_other', 'ep_nope']) {
      const res = await chat(growth.apiKey, id, { messages: [{ role: 'user', content: 'hi' }] });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('plan_required');
    }
    await insertEndpoint('ep_zero', owner.accountId, { replicas: 0 });
    const zero = await chat(owner.apiKey, 'ep_zero', { messages: [{ role: 'user', content: 'hi' }] });
    expect(zero.status).toBe(503);
    expect(zero.body.error.code).toBe('endpoint_unavailable');
    expect(zero.headers.get('retry-after')).toBeTruthy();
    expect(replica.requests).toHaveLength(0);
  });

  it('is not charged per token but passes the wallet\'s checks and leaves a zero-cost usage row', async () => {
    // A fresh account: usage rows are kept per account, day, model and endpoint type.
    const counted = await gw.app.createAccount({ plan: 'scale' });
    await insertEndpoint('ep_count', counted.accountId);
    const res = await chat(counted.apiKey, 'ep_count', { messages: [{ role: 'user', content: 'count me' }] });
    expect(res.status).toBe(200);
    let row: any;
    for (let i = 0; i < 200 && !row; i++) {
      row = await gw.app.ctx.db('usage_events').where({ account_id: counted.accountId }).first();
      if (!row) await new Promise((r) => setTimeout(r, 10));
    }
    expect(row).toMatchObject({ model: 'llama-3.1-8b-instruct', endpoint_type: 'dedicated' });
    expect(Number(row.cost_micro_usd)).toBe(0);
    expect(Number(row.input_tokens) + Number(row.cached_read_tokens) + Number(row.cache_creation_tokens)).toBe(res.body.usage.prompt_tokens);
    expect(Number(row.output_tokens)).toBe(res.body.usage.completion_tokens);
    // An empty wallet is refused on its endpoint as anywhere else.
    const broke = await gw.app.createAccount({ plan: 'scale', creditCents: 0 });
    await insertEndpoint('ep_broke', broke.accountId);
    const refused = await chat(broke.apiKey, 'ep_broke', { messages: [{ role: 'user', content: 'hi' }] });
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('insufficient_balance');
  });

  it('streams through the endpoint as well', async () => {
    const r = await streamChat(gw.app, owner.apiKey, { model: 'llama-3.1-8b-instruct', messages: [{ role: 'user', content: 'hi there' }], stream: true }, { 'x-endpoint-id': 'ep_run1' });
    expect(r.done).toBe(true);
    expect(replica.requests).toHaveLength(1);
  });
});

describe('prompt caching on dedicated endpoints is accounted by the gateway', () => {
  it('a repeated conversation prefix is read from the cache; new messages are written', async () => {
    const system = { role: 'system', content: 'You are a Jyotish assistant. '.repeat(30) };
    const first = await chat(owner.apiKey, 'ep_run1', { messages: [system, { role: 'user', content: 'Question one' }] });
    expect(first.body.usage.cache_read_tokens).toBe(0);
    expect(first.body.usage.cache_creation_tokens).toBe(first.body.usage.prompt_tokens);
    const secondMessages = [system, { role: 'user', content: 'Question two' }];
    const second = await chat(owner.apiKey, 'ep_run1', { messages: secondMessages });
    const u = second.body.usage;
    // The shared system prompt is most of the prompt: most of it is read, the new question is written.
    const share = countMessageTokens(system as never) / secondMessages.reduce((n, m) => n + countMessageTokens(m as never), 0);
    expect(u.cache_read_tokens).toBe(Math.floor(u.prompt_tokens * share));
    expect(u.cache_read_tokens).toBeGreaterThan(u.prompt_tokens / 2);
    expect(u.cache_creation_tokens).toBe(u.prompt_tokens - u.cache_read_tokens);
    expect(gw.calls[1].usage).toMatchObject({ cachingActive: true, cacheReadTokens: u.cache_read_tokens });
    // The very same conversation again: all of it is read.
    const third = await chat(owner.apiKey, 'ep_run1', { messages: secondMessages });
    expect(third.body.usage).toMatchObject({ cache_read_tokens: third.body.usage.prompt_tokens, cache_creation_tokens: 0 });
  });

  it('idle prefixes expire (5 minutes by default), each use refreshes them, endpoints do not share', () => {
    let now = 0;
    const cache = new PrefixCache(5 * 60_000, () => now);
    const msgs = [{ role: 'system', content: 'stable prefix' }, { role: 'user', content: 'q' }] as never[];
    expect(cache.account('ep_a', msgs, 100).cacheReadTokens).toBe(0);
    now = 4 * 60_000;
    expect(cache.account('ep_a', msgs, 100).cacheReadTokens).toBe(100);
    expect(cache.account('ep_b', msgs, 100).cacheReadTokens).toBe(0);
    now = 8.5 * 60_000; // 4.5 minutes after the last use: still warm
    expect(cache.account('ep_a', msgs, 100).cacheReadTokens).toBeGreaterThan(0);
    now += 5 * 60_000 + 1;
    expect(cache.account('ep_a', msgs, 100)).toEqual({ cacheReadTokens: 0, cacheCreationTokens: 100 });
  });

  it('only a matching leading prefix counts: a changed first message reads nothing', () => {
    const cache = new PrefixCache();
    const a = [{ role: 'system', content: 'A' }, { role: 'user', content: 'same' }] as never[];
    const b = [{ role: 'system', content: 'B' }, { role: 'user', content: 'same' }] as never[];
    cache.account('ep', a, 50);
    expect(cache.account('ep', b, 50).cacheReadTokens).toBe(0);
    expect(cache.account('ep', a, 50).cacheReadTokens).toBe(50);
  });

  it('other tool definitions are another prefix', () => {
    const cache = new PrefixCache();
    const msgs = [{ role: 'user', content: 'weather?' }] as never[];
    cache.account('ep', msgs, 40, [{ type: 'function', function: { name: 'f' } }]);
    expect(cache.account('ep', msgs, 40, [{ type: 'function', function: { name: 'g' } }]).cacheReadTokens).toBe(0);
    expect(cache.account('ep', msgs, 40, [{ type: 'function', function: { name: 'f' } }]).cacheReadTokens).toBe(40);
  });

  it('at the bound, a conversation stays reachable: its longest prefixes go before its shortest', () => {
    const cache = new PrefixCache();
    const conversation = [{ role: 'system', content: 'S' }, { role: 'user', content: 'Q1' }, { role: 'assistant', content: 'A1' }] as never[];
    cache.account('ep', conversation, 30);
    // 9,998 other one-message prompts fill the endpoint's 10,000 prefixes; one more evicts one of the conversation's.
    for (let i = 0; i < 9_998; i++) cache.account('ep', [{ role: 'user', content: `filler ${i}` }] as never[], 5);
    const again = cache.account('ep', conversation, 30);
    expect(again.cacheReadTokens).toBeGreaterThan(0);
    expect(again.cacheReadTokens).toBeLessThan(30);
  });

  it('endpoints whose prefixes all expired are dropped by the periodic sweep', () => {
    let now = 0;
    const cache = new PrefixCache(60_000, () => now);
    for (let i = 0; i < 50; i++) cache.account(`ep_${i}`, [{ role: 'user', content: 'x' }] as never[], 5);
    expect(cache.endpointCount).toBe(50);
    now = 120_000;
    for (let i = 0; i < 1000; i++) cache.account('ep_live', [{ role: 'user', content: `y${i}` }] as never[], 5);
    expect(cache.endpointCount).toBe(1);
  });
});

describe('a call that waited for a slot routes by the endpoint as it is when the slot comes', () => {
  async function waitBehindFullEndpoint(endpointId: string, change: () => Promise<void>) {
    replica.knobs.headerDelayMs = 300;
    try {
      const running = Array.from({ length: SLOTS_PER_REPLICA }, () => chat(owner.apiKey, endpointId, { messages: [{ role: 'user', content: 'busy' }] }));
      for (let i = 0; i < 100 && endpointQueueDepth(gw.app.ctx.gateway.endpointQueues, endpointId).running < SLOTS_PER_REPLICA; i++) await new Promise((r) => setTimeout(r, 10));
      const waiting = chat(owner.apiKey, endpointId, { messages: [{ role: 'user', content: 'late' }] });
      for (let i = 0; i < 100 && endpointQueueDepth(gw.app.ctx.gateway.endpointQueues, endpointId).waiting < 1; i++) await new Promise((r) => setTimeout(r, 10));
      expect(endpointQueueDepth(gw.app.ctx.gateway.endpointQueues, endpointId).waiting).toBe(1);
      await change();
      for (const res of await Promise.all(running)) expect(res.status).toBe(200);
      return await waiting;
    } finally {
      replica.knobs.headerDelayMs = 0;
    }
  }

  it('stopped meanwhile: 409, and the call never reaches the replica', async () => {
    await insertEndpoint('ep_stops', owner.accountId);
    const res = await waitBehindFullEndpoint('ep_stops', async () => {
      await gw.app.ctx.db('endpoints').where({ id: 'ep_stops' }).update({ status: 'deleting' });
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('endpoint_not_running');
    expect(replica.requests.filter((r) => JSON.stringify(r.body).includes('late'))).toHaveLength(0);
  });

  it('moved to another serving address meanwhile: the call goes there', async () => {
    const moved = await startFakeOpenAI();
    moved.knobs.requireKey = false;
    try {
      await insertEndpoint('ep_moves', owner.accountId);
      const res = await waitBehindFullEndpoint('ep_moves', async () => {
        await gw.app.ctx.db('endpoints').where({ id: 'ep_moves' }).update({ base_url: moved.baseUrl });
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.choices[0].message.content).toBe('echo: late');
      expect(moved.requests).toHaveLength(1);
    } finally {
      await moved.close();
    }
  });
});

describe('each endpoint has a bounded queue', () => {
  it('runs SLOTS_PER_REPLICA calls per replica, queues a bounded number, and answers 503 beyond that', async () => {
    const row = { id: 'ep_queue_unit', replicas: 1 } as EndpointRow;
    const signal = new AbortController().signal;
    const queues: EndpointQueues = new Map();
    const running = await Promise.all(Array.from({ length: SLOTS_PER_REPLICA }, () => acquireEndpointSlot(queues, row, signal)));
    let waitingGot = 0;
    const waiting = Array.from({ length: SLOTS_PER_REPLICA * 4 }, () => acquireEndpointSlot(queues, row, signal).then((slot) => { waitingGot++; return slot; }));
    await new Promise((r) => setTimeout(r, 10));
    expect(waitingGot).toBe(0);
    await expect(acquireEndpointSlot(queues, row, signal)).rejects.toMatchObject({ status: 503, code: 'endpoint_busy' });
    expect(running.every((slot) => !slot.waited)).toBe(true);
    running[0].release();
    await new Promise((r) => setTimeout(r, 10));
    expect(waitingGot).toBe(1);
    for (const r of running.slice(1)) r.release();
    for (const p of waiting) {
      const slot = await p;
      expect(slot.waited).toBe(true);
      slot.release();
    }
  });

  it('a call that waits longer than the wait limit gets 503 endpoint_busy; a running call keeps its slot', async () => {
    const row = { id: 'ep_queue_wait', replicas: 1 } as EndpointRow;
    const signal = new AbortController().signal;
    const queues: EndpointQueues = new Map();
    const running = await Promise.all(Array.from({ length: SLOTS_PER_REPLICA }, () => acquireEndpointSlot(queues, row, signal, 50)));
    await expect(acquireEndpointSlot(queues, row, signal, 50)).rejects.toMatchObject({ status: 503, code: 'endpoint_busy' });
    // The running calls are past the limit too, and still hold their slots.
    await new Promise((r) => setTimeout(r, 100));
    expect(endpointQueueDepth(queues, 'ep_queue_wait')).toEqual({ running: SLOTS_PER_REPLICA, waiting: 0 });
    for (const r of running) r.release();
  });
});
