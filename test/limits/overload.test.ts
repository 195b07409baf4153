/**
 * Overload (spec section 7: 503 service_unavailable is temporary overload) and the official openai client's retry
 * behaviour against our 429 and 503 (spec section 1: client libraries retry 429 and 503).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import type { Handler } from '../../src/http/handler';
import { availableModels, modelView } from '../../src/models/registry';
import { rateHeaders, sleep, startLimitsApp, type LimitsTestApp } from './harness';

/** GET /v1/models that waits until the test opens the gate: holds the process's in-flight slots. */
let gate: Promise<void> = Promise.resolve();
let openGate = () => {};
function closeGate() { gate = new Promise<void>((resolve) => { openGate = resolve; }); }
const slowListModels: Handler<'listModels'> = async ({ app }) => {
  await gate;
  return { status: 200, body: { object: 'list', data: availableModels(app.registry).map(modelView) } };
};

let busy: LimitsTestApp;
let fast: LimitsTestApp;
beforeAll(async () => {
  [busy, fast] = await Promise.all([
    startLimitsApp({ env: { MAX_IN_FLIGHT: '2', OVERLOAD_RETRY_AFTER_MS: '300' }, handlers: { listModels: slowListModels } }),
    startLimitsApp({ env: { RATE_LIMIT_WINDOW_MS: '1000' } }),
  ]);
});
afterAll(async () => { openGate(); await Promise.all([busy?.close(), fast?.close()]); });

/** fetch for the openai client that records each attempt (status, time) and can run something before each retry. */
function recordingFetch(beforeRetry?: () => Promise<void>) {
  const attempts: Array<{ status: number; at: number; retryAfterMs: number | null }> = [];
  const f = async (input: string | URL | Request, init?: RequestInit) => {
    if (attempts.length > 0 && beforeRetry) await beforeRetry();
    const res = await fetch(input, init);
    const ra = res.headers.get('retry-after-ms');
    attempts.push({ status: res.status, at: Date.now(), retryAfterMs: ra === null ? null : Number(ra) });
    return res;
  };
  return { attempts, fetch: f as typeof fetch };
}

describe('overload: a full process answers 503 with Retry-After, and recovers', () => {
  it('past MAX_IN_FLIGHT requests in progress the next one gets 503 at once; when work finishes, calls succeed', async () => {
    const { apiKey } = await busy.createAccount();
    closeGate();
    const held = [busy.request('GET', '/v1/models', { key: apiKey }), busy.request('GET', '/v1/models', { key: apiKey })];
    await sleep(150);
    const started = Date.now();
    const refused = await busy.request('GET', '/v1/models', { key: apiKey });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatchObject({ type: 'service_unavailable', code: 'overloaded', status: 503 });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('retry-after-ms')).toBe('300');
    openGate();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
    const recovered = await busy.request('GET', '/v1/models', { key: apiKey });
    expect(recovered.status).toBe(200);
    expect(rateHeaders(recovered).limitRequests).toBe(60);
  });
});

describe('the official openai client retries our 429 and 503', () => {
  it('429: waits retry-after-ms, retries and gets through when the window has reset', async () => {
    const { apiKey, accountId } = await fast.createAccount({ plan: 'growth' });
    await fast.admin('PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'enterprise', rpm: 1, tpm: 1000 });
    const rec = recordingFetch();
    const client = new OpenAI({ apiKey, baseURL: `${fast.url}/v1`, maxRetries: 2, fetch: rec.fetch });
    await client.models.list();
    const page = await client.models.list();
    expect(page.data.length).toBeGreaterThan(0);
    expect(rec.attempts.map((a) => a.status)).toEqual([200, 429, 200]);
    expect(rec.attempts[2].at - rec.attempts[1].at).toBeGreaterThanOrEqual(rec.attempts[1].retryAfterMs! - 5);
  });

  it('429: when another client of the key takes each new window first, it retries maxRetries times and raises RateLimitError', async () => {
    const { apiKey, accountId } = await fast.createAccount({ plan: 'growth' });
    await fast.admin('PUT', `/admin/v1/accounts/${accountId}/plan`, { plan: 'enterprise', rpm: 1, tpm: 1000 });
    expect((await fast.request('GET', '/v1/models', { key: apiKey })).status).toBe(200);
    const rec = recordingFetch(async () => { await fast.request('GET', '/v1/models', { key: apiKey }); });
    const client = new OpenAI({ apiKey, baseURL: `${fast.url}/v1`, maxRetries: 2, fetch: rec.fetch });
    const err = await client.models.list().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.RateLimitError);
    expect((err as InstanceType<typeof OpenAI.RateLimitError>).status).toBe(429);
    expect((err as InstanceType<typeof OpenAI.RateLimitError>).code).toBe('requests');
    expect(rec.attempts.map((a) => a.status)).toEqual([429, 429, 429]);
  });

  it('503: retries after Retry-After, raises InternalServerError while overloaded, succeeds once work drains', async () => {
    const { apiKey } = await busy.createAccount();
    closeGate();
    const held = [busy.request('GET', '/v1/models', { key: apiKey }), busy.request('GET', '/v1/models', { key: apiKey })];
    await sleep(150);
    const rec = recordingFetch();
    const client = new OpenAI({ apiKey, baseURL: `${busy.url}/v1`, maxRetries: 2, fetch: rec.fetch });
    const err = await client.models.list().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.InternalServerError);
    expect((err as InstanceType<typeof OpenAI.InternalServerError>).status).toBe(503);
    expect(rec.attempts.map((a) => a.status)).toEqual([503, 503, 503]);
    expect(rec.attempts[1].at - rec.attempts[0].at).toBeGreaterThanOrEqual(295);
    // The work drains while the client is backing off: its retry gets through.
    const retrying = client.models.list();
    setTimeout(() => openGate(), 100);
    expect((await retrying).data.length).toBeGreaterThan(0);
    await Promise.all(held);
  });
});
