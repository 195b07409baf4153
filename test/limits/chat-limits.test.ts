/**
 * The per-key limits on real chat calls (the gateway with fake upstreams), where an audit found the limits and the
 * gateway disagreeing: the gateway's finer estimate, Idempotency-Key replays, and the headers of error answers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, streamChat, type GatewayHarness } from '../gateway/harness';

let gw: GatewayHarness;
beforeAll(async () => { gw = await startGateway(); });
afterAll(async () => { await gw?.close(); });
beforeEach(() => { gw.openai.reset(); gw.anthropic.reset(); });

const hello = [{ role: 'user', content: 'Hello there, Graha' }];

async function enterpriseKey(rpm: number, tpm: number): Promise<string> {
  const { accountId, apiKey } = await gw.app.createAccount({ plan: 'scale', creditCents: 1000 });
  expect((await gw.app.admin('PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'enterprise', rpm, tpm })).status).toBe(200);
  return apiKey;
}

const remaining = (res: { headers: Headers }) => ({
  requests: Number(res.headers.get('x-ratelimit-remaining-requests')),
  tokens: Number(res.headers.get('x-ratelimit-remaining-tokens')),
});

describe('a call whose whole estimate exceeds the key\'s tokens per minute', () => {
  it('is a 400 tokens_exceed_limit (no wait helps), not a 429, and gives back its request and tokens', async () => {
    // The pipeline's estimate (prompt + 4,096) fits 8,000 tokens; the gateway's (prompt + the model's 8,192-token
    // output cap) does not.
    const key = await enterpriseKey(100, 8000);
    const res = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'claude-sonnet-4', messages: hello } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'tokens_exceed_limit', param: 'max_tokens' });
    expect(remaining(res)).toEqual({ requests: 100, tokens: 8000 });
    const after = await gw.app.request('GET', '/v1/models', { key });
    expect(remaining(after)).toEqual({ requests: 99, tokens: 8000 });
    expect(gw.anthropic.requests).toHaveLength(0);
  });

  it('a top-up that does not fit now is a 429 that gives back its request', async () => {
    const key = await enterpriseKey(100, 9000);
    // Fill the window: a call that holds most of it (the upstream waits, so its reservation stays).
    gw.openai.knobs.headerDelayMs = 300;
    const holding = gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'gpt-4o-mini', messages: hello, max_tokens: 4000 } });
    await new Promise((r) => setTimeout(r, 100));
    const res = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'claude-sonnet-4', messages: hello } });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('tokens');
    expect((await holding).status).toBe(200);
    const after = await gw.app.request('GET', '/v1/models', { key });
    expect(remaining(after).requests).toBe(98); // the held call and this GET; not the refused one
  });
});

describe('an error answer\'s x-ratelimit-remaining-tokens', () => {
  it('already shows the tokens it reserved as free (they are given back before the answer is written)', async () => {
    const key = await enterpriseKey(100, 50_000);
    const res = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'gpt-4o-mini', messages: hello, temperature: 5 } });
    expect(res.status).toBe(400);
    expect(remaining(res).tokens).toBe(50_000);
    const tiny = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'tiny-context', messages: [{ role: 'user', content: 'word '.repeat(100) }] } });
    expect(tiny.body.error.code).toBe('context_length_exceeded');
    expect(remaining(tiny).tokens).toBe(50_000);
  });
});

describe('an Idempotency-Key replay', () => {
  it('holds none of the tokens reserved for it (plain and streamed); it counts as a request', async () => {
    const key = await enterpriseKey(100, 50_000);
    const body = { model: 'gpt-4o-mini', messages: hello };
    const first = await gw.app.request('POST', '/v1/chat/completions', { key, json: body, headers: { 'idempotency-key': 'lim-1' } });
    const used = first.body.usage.total_tokens;
    expect(remaining(first).tokens).toBe(50_000 - used);
    const replay = await gw.app.request('POST', '/v1/chat/completions', { key, json: body, headers: { 'idempotency-key': 'lim-1' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(remaining(replay)).toEqual({ requests: 98, tokens: 50_000 - used });
    const streamBody = { ...body, stream: true, stream_options: { include_usage: true } };
    const s1 = await streamChat(gw.app, key, streamBody, { 'idempotency-key': 'lim-2' });
    const streamed = s1.events.at(-1).usage.total_tokens;
    await streamChat(gw.app, key, streamBody, { 'idempotency-key': 'lim-2' });
    const after = await gw.app.request('GET', '/v1/models', { key });
    expect(remaining(after).tokens).toBe(50_000 - used - streamed);
    expect(gw.openai.requests).toHaveLength(2);
  });
});
