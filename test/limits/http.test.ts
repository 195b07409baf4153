/**
 * Per-key limits through the real HTTP pipeline (spec section 8; docs/architecture.md section 2): x-ratelimit-* headers on
 * every authenticated response, 429 with an honest Retry-After, tokens counted before the call and corrected after,
 * plan changes. Runs on PGlite (memory windows) and, with DATABASE_URL, on PostgreSQL (the shared table).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../src/errors';
import type { Handler } from '../../src/http/handler';
import { countPromptTokens } from '../../src/tokenizer/count';
import { estimateTokens } from '../../src/gateway/chat/capabilities';
import listModels from '../../handlers/listModels';
import { rateHeaders, sleep, startLimitsApp, type LimitsTestApp } from './harness';

const WINDOW_MS = 1500;
let usageTotal = 0;
let sinkEstimate = 0;

const promptTokens = (messages: unknown[]) => countPromptTokens(messages as Parameters<typeof countPromptTokens>[0]);

/**
 * Stands in for the chat gateway (built elsewhere): admits the gateway's one estimate through the usage handle (or,
 * for `via-sink`, the estimate the test sets) and settles with the usage the test sets. Priced `none`, so only the
 * rate limits count it.
 */
const fakeChat: Handler<'createChatCompletion'> = async (input) => {
  const model = input.app.registry.models.get('graha-astro-standard')!;
  const tokens = input.body.model === 'via-sink' ? sinkEstimate : estimateTokens(model, input.body).maxTotalTokens;
  await input.usage.admit({ price: { kind: 'none' }, model: input.body.model, endpointType: 'chat', maxUnits: {}, tokens });
  if (input.body.model === 'fail-please') throw errors.invalidRequest('asked to fail', 'model');
  const prompt = promptTokens(input.body.messages);
  const completion = usageTotal - prompt;
  await input.usage.settle({ inputTokens: prompt, outputTokens: completion });
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test', object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: input.body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: 'ok', refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: usageTotal },
    },
  };
};

/**
 * GET /v1/models, optionally as an operation whose handler meters tokens itself (as embeddings or agents do): it
 * admits an estimate of 800 tokens, then settles them on success or fails with an error answer.
 */
let modelsMode: 'normal' | 'reserve' | 'reserve-then-fail' = 'normal';
const modelsReservingTokens: Handler<'listModels'> = async (input) => {
  if (modelsMode !== 'normal') {
    await input.usage.admit({ price: { kind: 'none' }, model: null, endpointType: 'test', maxUnits: {}, tokens: 800 });
    if (modelsMode === 'reserve-then-fail') throw errors.invalidRequest('asked to fail', null);
    await input.usage.settle({ inputTokens: 800 });
  }
  return listModels(input);
};

let app: LimitsTestApp; // production window (60 s)
let fast: LimitsTestApp; // short window, for waiting out Retry-After
beforeAll(async () => {
  [app, fast] = await Promise.all([
    startLimitsApp({ handlers: { createChatCompletion: fakeChat, listModels: modelsReservingTokens } }),
    startLimitsApp({ env: { RATE_LIMIT_WINDOW_MS: String(WINDOW_MS) } }),
  ]);
});
afterAll(async () => { await Promise.all([app?.close(), fast?.close()]); });

async function enterpriseKey(a: LimitsTestApp, rpm: number, tpm: number) {
  const { apiKey, accountId } = await a.createAccount({ plan: 'growth' });
  expect((await a.admin('PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'enterprise', rpm, tpm })).status).toBe(200);
  return { apiKey, accountId };
}

describe('every authenticated response carries the x-ratelimit-* headers', () => {
  it('a success shows the plan limits and what is left', async () => {
    const { apiKey } = await app.createAccount();
    const res = await app.request('GET', '/v1/models', { key: apiKey });
    expect(res.status).toBe(200);
    const h = rateHeaders(res);
    expect(h).toMatchObject({ limitRequests: 60, remainingRequests: 59, limitTokens: 100_000, remainingTokens: 100_000 });
    expect(h.resetRequests).toBeGreaterThan(59);
    expect(h.resetRequests).toBeLessThanOrEqual(60);
    // Every key's token window opens with its first request, like its request window.
    expect(h.resetTokens).toBeGreaterThan(59);
    expect(h.resetTokens).toBeLessThanOrEqual(60);
  });

  it('errors of authenticated calls carry them too: 403 (not counted), 400, 404', async () => {
    const { apiKey } = await app.createAccount();
    const scoped = await app.request('POST', '/v1/keys', { key: apiKey, json: { scopes: ['inference'] } });
    expect(scoped.status).toBe(201);
    const denied = await app.request('GET', '/v1/billing/balance', { key: scoped.body.key });
    expect(denied.status).toBe(403);
    expect(rateHeaders(denied)).toMatchObject({ limitRequests: 60, remainingRequests: 60 });
    const invalid = await app.request('POST', '/v1/keys', { key: apiKey, json: { name: 42 } });
    expect(invalid.status).toBe(400);
    expect(rateHeaders(invalid)).toMatchObject({ limitRequests: 60, remainingRequests: 58 });
    const missing = await app.request('GET', '/v1/files/file_does_not_exist', { key: apiKey });
    expect(missing.status).toBe(404);
    expect(rateHeaders(missing)).toMatchObject({ remainingRequests: 57 });
  });

  it('unauthenticated answers (401) have none', async () => {
    const res = await app.request('GET', '/v1/models', { headers: { authorization: `Bearer svc_live_${'A'.repeat(40)}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-ratelimit-limit-requests')).toBeNull();
  });
});

describe('requests per minute', () => {
  it('a pay-as-you-go key gets exactly 60 requests through, then 429 rate_limit_exceeded with Retry-After', async () => {
    const { apiKey } = await app.createAccount();
    const results = await Promise.all(Array.from({ length: 75 }, () => app.request('GET', '/v1/models', { key: apiKey })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(60);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(15);
    const r = refused[0];
    expect(r.body.error).toMatchObject({ type: 'rate_limit_exceeded', code: 'requests', status: 429 });
    const ms = Number(r.headers.get('retry-after-ms'));
    expect(ms).toBeGreaterThan(50_000);
    expect(Number(r.headers.get('retry-after'))).toBe(Math.ceil(ms / 1000));
    expect(rateHeaders(r)).toMatchObject({ limitRequests: 60, remainingRequests: 0 });
  });

  it("limits are per key: another key of the same account has its own window", async () => {
    const { apiKey } = await app.createAccount();
    const second = await app.request('POST', '/v1/keys', { key: apiKey, json: { name: 'second' } });
    await Promise.all(Array.from({ length: 61 }, () => app.request('GET', '/v1/models', { key: apiKey })));
    expect((await app.request('GET', '/v1/models', { key: second.body.key })).status).toBe(200);
  });
});

describe("a 429's Retry-After is honest", () => {
  it('refused just before the time it names, let through once it has passed', async () => {
    const { apiKey } = await enterpriseKey(fast, 3, 1_000_000);
    for (let i = 0; i < 3; i++) expect((await fast.request('GET', '/v1/models', { key: apiKey })).status).toBe(200);
    const refused = await fast.request('GET', '/v1/models', { key: apiKey });
    expect(refused.status).toBe(429);
    const waitMs = Number(refused.headers.get('retry-after-ms'));
    expect(waitMs).toBeGreaterThan(0);
    expect(waitMs).toBeLessThanOrEqual(WINDOW_MS);
    const early = Math.max(0, waitMs - 300);
    await sleep(early);
    expect((await fast.request('GET', '/v1/models', { key: apiKey })).status).toBe(429);
    await sleep(waitMs - early);
    const after = await fast.request('GET', '/v1/models', { key: apiKey });
    expect(after.status).toBe(200);
    expect(rateHeaders(after).remainingRequests).toBe(2);
  });
});

describe('tokens per minute: reserved before the call, corrected with the real usage after it', () => {
  const messages = [{ role: 'user', content: 'What does Saturn in the tenth house mean for my career?' }];

  it('the reservation is prompt + max_tokens; the handler corrects it to usage.total_tokens', async () => {
    const { apiKey } = await enterpriseKey(app, 100, 1000);
    usageTotal = 50;
    const res = await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'graha-astro-standard', messages, max_tokens: 300 } });
    expect(res.status).toBe(200);
    expect(rateHeaders(res)).toMatchObject({ limitTokens: 1000, remainingTokens: 950 });
    const next = await app.request('GET', '/v1/models', { key: apiKey });
    expect(rateHeaders(next).remainingTokens).toBe(950);
  });

  it('a request that does not fit in what is left gets 429 code tokens; one larger than the limit gets 400', async () => {
    const { apiKey } = await enterpriseKey(app, 100, 1000);
    usageTotal = 600;
    expect((await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'graha-astro-standard', messages, max_tokens: 700 } })).status).toBe(200);
    const prompt = promptTokens(messages);
    const tooMuch = await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'graha-astro-standard', messages, max_tokens: 400 - prompt + 1 } });
    expect(tooMuch.status).toBe(429);
    expect(tooMuch.body.error.code).toBe('tokens');
    expect(Number(tooMuch.headers.get('retry-after-ms'))).toBeGreaterThan(50_000);
    expect(rateHeaders(tooMuch)).toMatchObject({ remainingTokens: 400, remainingRequests: 99 });
    usageTotal = 400;
    const fits = await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'graha-astro-standard', messages, max_tokens: 400 - prompt } });
    expect(fits.status).toBe(200);
    expect(rateHeaders(fits).remainingTokens).toBe(0);
    const huge = await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'graha-astro-standard', messages, max_tokens: 1000 } });
    expect(huge.status).toBe(400);
    expect(huge.body.error).toMatchObject({ code: 'tokens_exceed_limit', param: 'max_tokens' });
  });

  it("the gateway's own estimate is what the call reserves; it is settled with the real usage", async () => {
    const { apiKey } = await enterpriseKey(app, 100, 1000);
    sinkEstimate = 500;
    usageTotal = 80;
    const ok = await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'via-sink', messages, max_tokens: 100 } });
    expect(ok.status).toBe(200);
    expect(rateHeaders(ok).remainingTokens).toBe(920);
    sinkEstimate = 950; // more than the 920 left: the reservation is refused before any upstream work
    const refused = await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'via-sink', messages, max_tokens: 100 } });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('tokens');
    await sleep(50);
    expect(rateHeaders(await app.request('GET', '/v1/models', { key: apiKey })).remainingTokens).toBe(920);
  });

  it('an error answer gives the reservation back', async () => {
    const { apiKey } = await enterpriseKey(app, 100, 1000);
    const failed = await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'fail-please', messages, max_tokens: 500 } });
    expect(failed.status).toBe(400);
    await sleep(50);
    expect(rateHeaders(await app.request('GET', '/v1/models', { key: apiKey })).remainingTokens).toBe(1000);
  });

  it('a handler can meter tokens itself: they count, and an error gives them back', async () => {
    const { apiKey } = await enterpriseKey(app, 100, 10_000);
    try {
      modelsMode = 'reserve';
      const ok = await app.request('GET', '/v1/models', { key: apiKey });
      expect(ok.status).toBe(200);
      expect(rateHeaders(ok).remainingTokens).toBe(10_000 - 800);
      modelsMode = 'reserve-then-fail';
      const failed = await app.request('GET', '/v1/models', { key: apiKey });
      expect(failed.status).toBe(400);
      // Given back before the error answer was written: its own header already shows them free.
      expect(rateHeaders(failed).remainingTokens).toBe(10_000 - 800);
      modelsMode = 'normal';
      await sleep(50);
      expect(rateHeaders(await app.request('GET', '/v1/models', { key: apiKey })).remainingTokens).toBe(10_000 - 800);
    } finally {
      modelsMode = 'normal';
    }
  });
});

describe('plan changes (spec section 3)', () => {
  it('an upgrade raises the limits on the next request; a downgrade waits for the cycle end', async () => {
    const { apiKey, accountId } = await app.createAccount({ plan: 'pay-as-you-go' });
    expect(rateHeaders(await app.request('GET', '/v1/models', { key: apiKey })).limitRequests).toBe(60);
    await app.admin('PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'scale' });
    const upgraded = rateHeaders(await app.request('GET', '/v1/models', { key: apiKey }));
    expect(upgraded).toMatchObject({ limitRequests: 1000, remainingRequests: 998, limitTokens: 2_000_000 });
    const down = await app.admin('PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'growth' });
    expect(down.body.pending_plan).toBe('growth');
    expect(rateHeaders(await app.request('GET', '/v1/models', { key: apiKey })).limitRequests).toBe(1000);
    // The cycle ends: the scheduled downgrade is now in force.
    await app.ctx.db('accounts').where({ id: accountId }).update({ pending_plan_at: new Date(Date.now() - 1000) });
    // That edit bypassed the domain (which invalidates); the embedded database's key cache must be told.
    app.ctx.authCache.invalidateAccount(accountId);
    expect(rateHeaders(await app.request('GET', '/v1/models', { key: apiKey }))).toMatchObject({ limitRequests: 300, limitTokens: 500_000 });
  });
});
