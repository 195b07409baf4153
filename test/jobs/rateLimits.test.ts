/**
 * The account's rate limits apply to its batch's upstream calls without blocking its interactive calls
 * (src/jobs/rateBudget.ts): a pay-as-you-go batch (60 requests per window) of 130 requests waits for the window to
 * reset twice, while the account's key still gets its chat calls through. Progress is read from the database, so the
 * test's own polling spends none of the key's requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from '../gateway/harness';

const WINDOW_MS = 5000;
let gw: GatewayHarness;

beforeAll(async () => {
  gw = await startGateway({ timeoutMs: 10_000, env: { JOBS_POLL_MS: '20', RATE_LIMIT_WINDOW_MS: String(WINDOW_MS) } });
}, 60_000);
afterAll(async () => { await gw?.close(); });

async function jobRow(id: string) {
  return gw.app.ctx.db('jobs').where({ id }).first();
}

describe('rate limits of a batch', () => {
  it('a 130-request batch on a 60-requests plan runs in three windows; the key\'s interactive calls still pass', async () => {
    const { apiKey } = await gw.app.createAccount({ plan: 'pay-as-you-go' });
    gw.openai.reset();
    const requests = Array.from({ length: 130 }, (_, i) => ({ messages: [{ role: 'user', content: `r ${i}` }], max_tokens: 8 }));
    const created = await gw.app.request('POST', '/v1/batches', { key: apiKey, json: { model: 'llama-3.1-8b-instruct', requests } });
    expect(created.status).toBe(200);
    const id = created.body.id;

    // The first window's 60 requests are done: the key has used 1 request (the create) of its own 60.
    for (let i = 0; (await jobRow(id)).completed_items < 60; i++) {
      if (i > 3000) throw new Error('the batch did not start');
      await new Promise((r) => setTimeout(r, 10));
    }
    const chat = await gw.app.request('POST', '/v1/chat/completions', {
      key: apiKey, json: { model: 'llama-3.1-8b-instruct', messages: [{ role: 'user', content: 'interactive' }], max_tokens: 8 },
    });
    expect(chat.status).toBe(200);
    // 58 (the create and this call counted), or 59 when the key's window began anew meanwhile: never the batch's calls.
    expect(Number(chat.headers.get('x-ratelimit-remaining-requests'))).toBeGreaterThanOrEqual(58);

    for (let i = 0; (await jobRow(id)).status !== 'completed'; i++) {
      if (i > 6000) throw new Error('the batch did not complete');
      await new Promise((r) => setTimeout(r, 10));
    }
    const done = await gw.app.request('GET', `/v1/batches/${id}`, { key: apiKey });
    expect(done.body.completed_requests).toBe(130);
    // Fixed windows: the 61st and the 121st request could only start after a reset, so the requests' ends spread over
    // more than one window.
    const ends = (await gw.app.ctx.db('job_items').where({ job_id: id }).select('finished_at')).map((r: any) => new Date(r.finished_at).getTime()).sort((a, b) => a - b);
    expect(ends[129] - ends[0]).toBeGreaterThan(WINDOW_MS);
    expect(new Set(gw.openai.requests.map((r) => r.body.messages[0].content)).size).toBe(131);
  }, 120_000);
});
