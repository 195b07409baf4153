/**
 * The /metrics families behind issue 20 item 6 that need traffic of their own: requests and latency by operation and
 * status, upstream latency and errors by provider (chat and media, through the fake OpenAI-compatible upstream and a
 * provider that is down), rate-limit refusals, requests in flight, and charges that are not a call's (a batch's job
 * items, a dedicated endpoint's GPU minutes). Every figure is read from the Prometheus text at /metrics and compared
 * with what the test did, or with the ledger the charges were written to.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../helpers/app';
import { startFakeOpenAI } from '../fakes/openaiUpstream';
import type { FakeUpstream } from '../fakes/common';
import { FAKE_ENV, writeFakeModelsFile, writeFakePricesFile } from '../fakes/models';
import { reconcilePlatform } from '../../src/background';

let app: TestApp;
let upstream: FakeUpstream;
let key: string;

beforeAll(async () => {
  upstream = await startFakeOpenAI();
  const modelsFile = writeFakeModelsFile({ openaiBaseUrl: upstream.baseUrl });
  // An embedding model whose provider is down (nothing listens on port 9).
  fs.appendFileSync(modelsFile, '  - {id: down-embed, provider: down, upstream: down-embed, kind: embedding, owned_by: someone, context_window: 8191, capabilities: [embeddings]}\n');
  const prices = writeFakePricesFile(['tiny-context', 'down-model', 'hidden-model', 'o-reasoner', 'text-embed-upstream', 'down-embed']);
  app = await startTestApp({
    modelsFile,
    // The wall-clock sweep stays out of the way: the platform test moves its own clock through reconcilePlatform.
    env: { ...FAKE_ENV, PRICES_FILE: prices, BILLING_SWEEP_INTERVAL_MS: '3600000', JOBS_POLL_MS: '20' },
  });
  ({ apiKey: key } = await app.createAccount({ plan: 'scale', creditCents: 100_000 }));
}, 60_000);
afterAll(async () => { await app?.close(); await upstream?.close(); });

/** One sample of the Prometheus text: its name, labels and value. */
interface Sample { name: string; labels: Record<string, string>; value: number }

function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` with exactly these labels (0 when the series does not exist yet). */
async function scrape(): Promise<(name: string, labels?: Record<string, string>) => number> {
  const res = await app.request('GET', '/metrics', { key: TEST_ADMIN_TOKEN, raw: true });
  expect(res.status).toBe(200);
  const samples = parseMetrics(res.text);
  return (name, labels = {}) => {
    const found = samples.filter((s) => s.name === name && Object.keys(labels).length === Object.keys(s.labels).length
      && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
    expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
    return found[0]?.value ?? 0;
  };
}

const chat = (model: string, content = 'hello') =>
  app.request('POST', '/v1/chat/completions', { key, json: { model, messages: [{ role: 'user', content }], max_tokens: 16 } });

describe('requests and latency by operation and status', () => {
  it('count each answer by status code and time it by status class', async () => {
    const before = await scrape();
    expect((await app.request('GET', '/v1/astrology/horoscope?sign=leo&date=2026-11-24', { key })).status).toBe(200);
    expect((await app.request('GET', '/v1/astrology/horoscope?sign=leo&date=2026-11-24', { key })).status).toBe(200);
    expect((await app.request('GET', '/v1/astrology/horoscope?sign=pluto', { key })).status).toBe(400);
    expect((await app.request('GET', '/v1/astrology/horoscope?sign=leo')).status).toBe(401);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => after(name, labels) - before(name, labels);
    const op = { operation: 'getHoroscope' };
    expect(delta('graha_http_requests_total', { ...op, status: '200' })).toBe(2);
    expect(delta('graha_http_requests_total', { ...op, status: '400' })).toBe(1);
    expect(delta('graha_http_requests_total', { ...op, status: '401' })).toBe(1);
    expect(delta('graha_http_request_duration_seconds_count', { ...op, status: '2xx' })).toBe(2);
    // 400 and 401 share the 4xx series: the histogram's labels stay at operations x 5 classes.
    expect(delta('graha_http_request_duration_seconds_count', { ...op, status: '4xx' })).toBe(2);
    expect(after('graha_http_request_duration_seconds_bucket', { ...op, status: '2xx', le: '+Inf' })).toBe(after('graha_http_request_duration_seconds_count', { ...op, status: '2xx' }));
    expect(after('graha_http_request_duration_seconds_sum', { ...op, status: '2xx' })).toBeGreaterThan(0);
  });
});

describe('upstream latency and errors by provider', () => {
  it('chat: an answered call is ok, a failing upstream and a provider that is down are errors, and the 5xx answer is timed', async () => {
    const before = await scrape();
    expect((await chat('gpt-4o')).status).toBe(200);
    // Three 500s: the first try and the two retries of models.yaml's max_retries all fail.
    upstream.knobs.failures.push({ status: 500 }, { status: 500 }, { status: 500 });
    expect((await chat('gpt-4o')).status).toBe(503);
    upstream.knobs.failures = [];
    expect((await chat('down-model')).status).toBe(503);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => after(name, labels) - before(name, labels);
    expect(delta('graha_upstream_request_duration_seconds_count', { provider: 'fakeopenai', outcome: 'ok' })).toBe(1);
    expect(delta('graha_upstream_request_duration_seconds_count', { provider: 'fakeopenai', outcome: 'error' })).toBe(1);
    expect(delta('graha_upstream_request_duration_seconds_count', { provider: 'down', outcome: 'error' })).toBe(1);
    expect(delta('graha_http_request_duration_seconds_count', { operation: 'createChatCompletion', status: '5xx' })).toBe(2);
    expect(delta('graha_http_requests_total', { operation: 'createChatCompletion', status: '503' })).toBe(2);
  });

  it('media: embeddings through the OpenAI-compatible upstream (ok and failing), a provider that is down, and the built-in engine', async () => {
    const embed = (model: string) => app.request('POST', '/v1/embeddings', { key, json: { model, input: ['one text', 'another'] } });
    const before = await scrape();
    const ok = await embed('text-embed-upstream');
    expect(ok.status).toBe(200);
    expect(ok.body.data[1].embedding).toEqual([7, 1, 1]); // the fake's [characters, index, 1]: it really answered
    upstream.knobs.failures.push({ status: 502 });
    expect((await embed('text-embed-upstream')).status).toBe(503);
    expect((await embed('down-embed')).status).toBe(503);
    expect((await embed('graha-embed-lexical')).status).toBe(200);
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      after('graha_upstream_request_duration_seconds_count', labels) - before('graha_upstream_request_duration_seconds_count', labels);
    expect(delta({ provider: 'fakeopenai', outcome: 'ok' })).toBe(1);
    expect(delta({ provider: 'fakeopenai', outcome: 'error' })).toBe(1);
    expect(delta({ provider: 'down', outcome: 'error' })).toBe(1);
    expect(delta({ provider: 'builtin', outcome: 'ok' })).toBe(1);
    // A refused request never reaches a provider: nothing is timed.
    expect((await app.request('POST', '/v1/embeddings', { key, json: { model: 'gpt-4o', input: 'x' } })).status).toBe(400);
    const last = await scrape();
    expect(last('graha_upstream_request_duration_seconds_count', { provider: 'fakeopenai', outcome: 'error' })).toBe(after('graha_upstream_request_duration_seconds_count', { provider: 'fakeopenai', outcome: 'error' }));
  });
});

describe('requests in flight', () => {
  it('counts a call while the upstream keeps it waiting, and no longer once it is answered', async () => {
    upstream.knobs.headerDelayMs = 1500;
    const seen = upstream.requests.length;
    const slow = chat('gpt-4o', 'slow');
    try {
      for (let i = 0; i < 200 && upstream.requests.length === seen; i++) await new Promise((r) => setTimeout(r, 5));
      expect(upstream.requests.length).toBe(seen + 1);
      // The slow call and the scrape itself.
      expect((await scrape())('graha_in_flight_requests')).toBe(2);
    } finally {
      upstream.knobs.headerDelayMs = 0;
    }
    expect((await slow).status).toBe(200);
    // The count drops on the response's 'close', which may follow the client's last byte by a tick.
    let inFlight = NaN;
    for (let i = 0; i < 50 && inFlight !== 1; i++) inFlight = (await scrape())('graha_in_flight_requests');
    expect(inFlight).toBe(1);
  });
});

describe('rate-limit refusals', () => {
  it('count each 429 under the window that was full', async () => {
    // pay-as-you-go: 60 requests per minute per key (spec section 8).
    const { apiKey } = await app.createAccount({ plan: 'pay-as-you-go', email: 'limits@example.com' });
    const before = (await scrape())('graha_rate_limit_refusals_total', { code: 'requests' });
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await app.request('GET', '/v1/models', { key: apiKey })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
    const after = await scrape();
    expect(after('graha_rate_limit_refusals_total', { code: 'requests' }) - before).toBe(2);
    expect(after('graha_http_requests_total', { operation: 'listModels', status: '429' })).toBe(2);
  });
});

describe('charges that are not a call\'s', () => {
  const ledgerChargesMicroUsd = async (accountId: string) => {
    const row = await app.ctx.db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).sum({ s: 'amount_micro_usd' }).first();
    return -Number(row?.s ?? 0);
  };

  it('a batch\'s job items count under endpoint type batch, as much as the ledger charged', async () => {
    const { accountId, apiKey } = await app.createAccount({ plan: 'dedicated', email: 'batch@example.com', creditCents: 10_000 });
    const before = (await scrape())('graha_charges_micro_usd_total', { endpoint_type: 'batch' });
    const requests = [0, 1, 2].map((i) => ({ custom_id: `q-${i}`, messages: [{ role: 'user', content: `item ${i}` }], max_tokens: 16 }));
    const created = await app.request('POST', '/v1/batches', { key: apiKey, json: { model: 'llama-3.1-8b-instruct', requests } });
    expect(created.status).toBe(200);
    let batch: any;
    for (let i = 0; i < 600; i++) {
      batch = (await app.request('GET', `/v1/batches/${created.body.id}`, { key: apiKey })).body;
      if (['completed', 'failed', 'cancelled'].includes(batch.status)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(batch).toMatchObject({ status: 'completed', completed_requests: 3 });
    const charged = await ledgerChargesMicroUsd(accountId);
    expect(charged).toBeGreaterThan(0);
    expect((await scrape())('graha_charges_micro_usd_total', { endpoint_type: 'batch' }) - before).toBe(charged);
  }, 60_000);

  it('a dedicated endpoint\'s GPU minutes count under endpoint type endpoints once committed, never twice', async () => {
    const { accountId, apiKey } = await app.createAccount({ plan: 'scale', email: 'endpoint@example.com', creditCents: 100_000 });
    const res = await app.request('POST', '/v1/endpoints', { key: apiKey, json: { model: 'llama-3.1-8b-instruct', hardware: 'h100-80gb' } });
    expect(res.status).toBe(200);
    const t0 = Date.now();
    const runningAt = t0 + 1 + app.ctx.config.endpointProvisionMs;
    await reconcilePlatform(app.ctx, new Date(t0 + 1));
    await reconcilePlatform(app.ctx, new Date(runningAt));
    expect((await app.request('GET', `/v1/endpoints/${res.body.id}`, { key: apiKey })).body.status).toBe('running');
    const before = (await scrape())('graha_charges_micro_usd_total', { endpoint_type: 'endpoints' });
    const report = await reconcilePlatform(app.ctx, new Date(runningAt + 2 * 60_000 + 5000));
    await reconcilePlatform(app.ctx, new Date(runningAt + 2 * 60_000 + 6000)); // a repeated pass charges nothing
    const charged = await ledgerChargesMicroUsd(accountId);
    // Two whole minutes of one H100 at USD 3.49 an hour (config/prices.yaml endpoint_gpu_hour), each rounded up.
    expect(charged).toBe(2 * Math.ceil(3_490_000 / 60));
    expect(report.chargedMicroUsd.get('endpoints')).toBe(charged);
    expect((await scrape())('graha_charges_micro_usd_total', { endpoint_type: 'endpoints' }) - before).toBe(charged);
  });
});
