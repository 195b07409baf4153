/**
 * Batches through the real app and the fake upstream (spec 4.18, 2.14, 8): checked up front, run by the job system
 * in the background, results in request order, billed at 50% of the standard token rates, cancel, and fairness
 * between accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import { priceOfUnits } from '../../src/billing/prices';

let gw: GatewayHarness;

beforeAll(async () => {
  // A generous upstream timeout: the fake upstream shares this process (and its event loop) with the embedded database.
  gw = await startGateway({ timeoutMs: 10_000, env: { JOBS_POLL_MS: '20', JOBS_CONCURRENCY: '8', JOBS_ACCOUNT_CONCURRENCY: '8' } });
}, 60_000);
afterAll(async () => { await gw?.close(); });

const MODEL = 'llama-3.1-8b-instruct';

function item(i: number, extra: Record<string, unknown> = {}) {
  return { custom_id: `q-${i}`, messages: [{ role: 'user', content: `item ${i}` }], max_tokens: 16, ...extra };
}

async function waitFor(key: string, id: string, done: (b: any) => boolean, timeoutMs = 120_000): Promise<any> {
  const start = Date.now();
  for (;;) {
    const res = await gw.app.request('GET', `/v1/batches/${id}`, { key });
    expect(res.status).toBe(200);
    if (done(res.body)) return res.body;
    if (Date.now() - start > timeoutMs) throw new Error(`batch ${id} did not get there: ${JSON.stringify(res.body).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ended = (b: any) => ['completed', 'failed', 'cancelled'].includes(b.status);

async function chargesOf(accountId: string): Promise<{ total: number; rows: number }> {
  const row = await gw.app.ctx.db('ledger_entries').where({ account_id: accountId, kind: 'charge' })
    .select(gw.app.ctx.db.raw('coalesce(sum(-amount_micro_usd), 0)::bigint AS total, count(*)::int AS n')).first();
  return { total: Number(row.total), rows: Number(row.n) };
}

describe('a 1000-request batch', () => {
  it('completes with every result in request order and charges exactly 50% of the standard rates, once per request', async () => {
    const { accountId, apiKey } = await gw.app.createAccount({ plan: 'dedicated', creditCents: 100_000 });
    gw.openai.reset();
    const requests = Array.from({ length: 1000 }, (_, i) => item(i));
    const created = await gw.app.request('POST', '/v1/batches', { key: apiKey, json: { model: MODEL, requests, metadata: { run: 'big' } } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ object: 'batch', status: 'validating', total_requests: 1000, completed_requests: 0, failed_requests: 0, metadata: { run: 'big' }, finished_at: null });
    expect(created.body.results).toBeUndefined();

    const batch = await waitFor(apiKey, created.body.id, ended, 240_000);
    expect(batch.status).toBe('completed');
    expect(batch.completed_requests).toBe(1000);
    expect(batch.failed_requests).toBe(0);
    expect(batch.finished_at).toBeGreaterThanOrEqual(batch.created_at);
    expect(batch.results).toHaveLength(1000);
    let expected = 0;
    let standard = 0;
    for (const [i, r] of batch.results.entries()) {
      expect(r.index).toBe(i);
      expect(r.custom_id).toBe(`q-${i}`);
      expect(r.error).toBeNull();
      expect(r.response.choices[0].message.content).toBe(`echo: item ${i}`);
      const units = { inputTokens: r.response.usage.prompt_tokens, outputTokens: r.response.usage.completion_tokens };
      expected += priceOfUnits(gw.app.ctx.prices, { kind: 'tokens', model: MODEL, batch: true }, units);
      standard += priceOfUnits(gw.app.ctx.prices, { kind: 'tokens', model: MODEL }, units);
    }
    // Every request reached the upstream once.
    const asked = gw.openai.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(asked).toHaveLength(1000);
    expect(new Set(asked.map((r) => r.body.messages[0].content)).size).toBe(1000);
    // Charged exactly: one ledger row per request, the sum of each request's price at the batch rate.
    const charges = await chargesOf(accountId);
    expect(charges.rows).toBe(1000);
    expect(charges.total).toBe(expected);
    expect(Math.abs(expected * 2 - standard)).toBeLessThanOrEqual(1000); // half, up to each item's rounding up
    expect(batch.cost_cents).toBe(Math.floor((expected + 5000) / 10_000));
    const usage = await gw.app.ctx.db('usage_events').where({ account_id: accountId, endpoint_type: 'batch', operation_id: 'createBatch' }).count<{ n: string }[]>({ n: '*' });
    expect(Number(usage[0].n)).toBe(1000);
  }, 300_000);
});

describe('checked up front', () => {
  let key: string;
  beforeAll(async () => { ({ apiKey: key } = await gw.app.createAccount({ plan: 'dedicated' })); });

  const bad = async (json: unknown, status: number, param: string | null) => {
    const res = await gw.app.request('POST', '/v1/batches', { key, json });
    expect(res.status, res.text).toBe(status);
    expect(res.body.error.param).toBe(param);
    return res.body.error;
  };

  it('refuses more than 1000 requests and an empty list, naming requests', async () => {
    await bad({ model: MODEL, requests: Array.from({ length: 1001 }, (_, i) => item(i)) }, 400, 'requests');
    await bad({ model: MODEL, requests: [] }, 400, 'requests');
  });

  it('names the bad request by its index, with the rules of chat completions', async () => {
    const requests = Array.from({ length: 20 }, (_, i) => item(i));
    requests[17] = { custom_id: 'x', messages: [] } as never;
    await bad({ model: MODEL, requests }, 400, 'requests[17].messages');
    const unknownField = Array.from({ length: 5 }, (_, i) => item(i));
    unknownField[3] = item(3, { frobnicate: true });
    const e = await bad({ model: MODEL, requests: unknownField }, 400, 'requests[3].frobnicate');
    expect(e.message).toMatch(/requests\[3\]/);
    await bad({ model: MODEL, requests: [item(0), item(1, { store: true })] }, 400, 'requests[1].store');
    await bad({ model: MODEL, requests: [item(0, { temperature: 3 })] }, 400, 'requests[0].temperature');
    await bad({ model: MODEL, requests: [item(0), item(1, { model: 'gpt-4o' })] }, 400, 'requests[1].model');
    await bad({ model: MODEL, requests: [item(0, { tools: [{ type: 'function', function: { name: 'f', parameters: {} } }] })] }, 400, 'requests[0].tools');
  });

  it('needs a model that supports batch', async () => {
    const e = await bad({ model: 'gpt-4o', requests: [item(0)] }, 400, 'model');
    expect(e.message).toMatch(/batch/);
    await bad({ model: 'no-such-model', requests: [item(0)] }, 400, 'model');
  });

  it('refuses a batch whose worst case the wallet cannot pay (402), and nothing is queued', async () => {
    const poor = await gw.app.createAccount({ plan: 'dedicated', creditCents: 1 });
    const requests = Array.from({ length: 100 }, (_, i) => item(i, { max_tokens: 100_000 }));
    const res = await gw.app.request('POST', '/v1/batches', { key: poor.apiKey, json: { model: MODEL, requests } });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('insufficient_balance');
    const list = await gw.app.request('GET', '/v1/batches', { key: poor.apiKey });
    expect(list.body.data).toEqual([]);
  });

  it('an unknown id and another account\'s batch are 404', async () => {
    const other = await gw.app.createAccount({ plan: 'dedicated' });
    const created = await gw.app.request('POST', '/v1/batches', { key: other.apiKey, json: { model: MODEL, requests: [item(0)] } });
    expect(created.status).toBe(200);
    for (const path of [`/v1/batches/${created.body.id}`, '/v1/batches/batch_nope']) {
      const res = await gw.app.request('GET', path, { key });
      expect(res.status).toBe(404);
    }
    expect((await gw.app.request('POST', `/v1/batches/${created.body.id}/cancel`, { key })).status).toBe(404);
    const mine = await gw.app.request('GET', '/v1/batches', { key });
    expect(mine.body.data.map((b: any) => b.id)).not.toContain(created.body.id);
  });
});

describe('cancel', () => {
  it('stops further work, bills only what ran, and a finished batch is 409', async () => {
    const { accountId, apiKey } = await gw.app.createAccount({ plan: 'dedicated' });
    gw.openai.reset();
    gw.openai.knobs.headerDelayMs = 100;
    try {
      const created = await gw.app.request('POST', '/v1/batches', { key: apiKey, json: { model: MODEL, requests: Array.from({ length: 200 }, (_, i) => item(i)) } });
      await waitFor(apiKey, created.body.id, (b) => b.completed_requests >= 8);
      const cancelled = await gw.app.request('POST', `/v1/batches/${created.body.id}/cancel`, { key: apiKey });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.status).toBe('cancelled');
      expect(cancelled.body.finished_at).not.toBeNull();
      // Requests in flight at the cancel finish and are kept; nothing starts afterwards.
      await new Promise((r) => setTimeout(r, 600));
      const after = (await gw.app.request('GET', `/v1/batches/${created.body.id}`, { key: apiKey })).body;
      expect(after.status).toBe('cancelled');
      expect(after.completed_requests).toBeLessThan(200);
      const ran = after.results.filter((r: any) => r.response !== null);
      expect(ran).toHaveLength(after.completed_requests);
      expect(after.results.filter((r: any) => r.error?.code === 'batch_cancelled')).toHaveLength(200 - after.completed_requests - after.failed_requests);
      expect(gw.openai.requests).toHaveLength(after.completed_requests + after.failed_requests);
      const charges = await chargesOf(accountId);
      expect(charges.rows).toBe(after.completed_requests);
      const again = await gw.app.request('POST', `/v1/batches/${created.body.id}/cancel`, { key: apiKey });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('batch_not_cancellable');
    } finally {
      gw.openai.knobs.headerDelayMs = 0;
    }
  }, 120_000);

  it('a request the upstream refuses for now (503) runs again later; still refused after 3 attempts, it is that request\'s error', async () => {
    const { apiKey } = await gw.app.createAccount({ plan: 'dedicated' });
    gw.openai.reset();
    // The provider itself tries 3 times (max_retries 2): 3 refusals fail one attempt of the item.
    gw.openai.knobs.failures = Array.from({ length: 3 }, () => ({ status: 503 }));
    const created = await gw.app.request('POST', '/v1/batches', { key: apiKey, json: { model: MODEL, requests: [item(0)] } });
    const done = await waitFor(apiKey, created.body.id, ended);
    expect(done.status).toBe('completed');
    expect(done.results[0].response.choices[0].message.content).toBe('echo: item 0');
    const row = await gw.app.ctx.db('job_items').where({ job_id: created.body.id }).first();
    expect(row.attempts).toBe(2);

    gw.openai.reset();
    gw.openai.knobs.failures = Array.from({ length: 9 }, () => ({ status: 503 }));
    const hopeless = await gw.app.request('POST', '/v1/batches', { key: apiKey, json: { model: MODEL, requests: [item(0)] } });
    const failed = await waitFor(apiKey, hopeless.body.id, ended);
    expect(failed.status).toBe('failed');
    expect(failed.results[0].error.status).toBe(503);
    expect(gw.openai.requests).toHaveLength(9);
  }, 60_000);

  it('a completed batch cannot be cancelled (409); an upstream error is that request\'s error object', async () => {
    const { apiKey } = await gw.app.createAccount({ plan: 'dedicated' });
    gw.openai.reset();
    gw.openai.knobs.failures = [{ status: 400, body: { error: { message: 'bad upstream request', type: 'invalid_request_error' } } }];
    const created = await gw.app.request('POST', '/v1/batches', { key: apiKey, json: { model: MODEL, requests: [item(0)] } });
    const done = await waitFor(apiKey, created.body.id, ended);
    expect(done.status).toBe('failed');
    expect(done.failed_requests).toBe(1);
    expect(done.results[0].response).toBeNull();
    expect(done.results[0].error.status).toBeGreaterThanOrEqual(400);
    const created2 = await gw.app.request('POST', '/v1/batches', { key: apiKey, json: { model: MODEL, requests: [item(0), item(1)] } });
    const done2 = await waitFor(apiKey, created2.body.id, ended);
    expect(done2.status).toBe('completed');
    const res = await gw.app.request('POST', `/v1/batches/${created2.body.id}/cancel`, { key: apiKey });
    expect(res.status).toBe(409);
    const list = await gw.app.request('GET', '/v1/batches?limit=1', { key: apiKey });
    expect(list.body.data.map((b: any) => b.id)).toEqual([created2.body.id]);
    expect(list.body.has_more).toBe(true);
    const next = await gw.app.request('GET', `/v1/batches?limit=1&after=${created2.body.id}`, { key: apiKey });
    expect(next.body.data.map((b: any) => b.id)).toEqual([created.body.id]);
  }, 60_000);
});
