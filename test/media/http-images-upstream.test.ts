/**
 * Images through an OpenAI-compatible upstream (issue 16 item 2, "upstream image models through the provider
 * layer"): an image model configured in models.yaml with the openai-compatible provider; the fake upstream
 * (test/fakes/openaiUpstream.ts) receives what OpenAI's images API would and answers as it does. Graha forwards the
 * request, answers b64_json or its own signed URL, and bills per image by size from its own price table; an upstream
 * failure charges nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { fakeImagePng, startFakeOpenAI } from '../fakes/openaiUpstream';
import type { FakeUpstream } from '../fakes/common';
import { FAKE_ENV } from '../fakes/models';

const FAKE_OPENAI_KEY_FOR_TESTS = FAKE_ENV.FAKE_OPENAI_API_KEY;

let app: TestApp;
let upstream: FakeUpstream;
/** USD per image by size, for the upstream model (config/prices.yaml's `images:` shape). */
const PRICES = { '256x256': 0.01, '512x512': 0.03, '1024x1024': 0.05 };

beforeAll(async () => {
  upstream = await startFakeOpenAI();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-images-upstream-'));
  const modelsFile = path.join(dir, 'models.yaml');
  fs.writeFileSync(modelsFile, `
providers:
  builtin: {kind: builtin}
  fakeopenai: {kind: openai-compatible, base_url: "${upstream.baseUrl}", api_key_env: FAKE_OPENAI_API_KEY}
models:
  - {id: graha-astro-standard, provider: builtin, upstream: astro-standard, kind: astrology, owned_by: graha, context_window: 32768, capabilities: [chat, streaming]}
  - {id: graha-image-basic, provider: builtin, upstream: renderer, kind: image, owned_by: graha, context_window: null, capabilities: [images]}
  - {id: dall-e-up, provider: fakeopenai, upstream: dall-e-2, kind: image, owned_by: openai, context_window: null, capabilities: [images]}
`);
  const prices = YAML.parse(fs.readFileSync('config/prices.yaml', 'utf8'));
  prices.images['dall-e-up'] = PRICES;
  const pricesFile = path.join(dir, 'prices.yaml');
  fs.writeFileSync(pricesFile, YAML.stringify(prices));
  app = await startTestApp({ modelsFile, env: { ...FAKE_ENV, PRICES_FILE: pricesFile } });
}, 60_000);
afterAll(async () => { await app?.close(); await upstream?.close(); });
beforeEach(() => upstream.reset());

async function usageRow(accountId: string) {
  for (let i = 0; i < 200; i++) {
    const row = await app.ctx.db('usage_events').where({ account_id: accountId, operation_id: 'createImage' }).first();
    if (row) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

describe('an image model served by an OpenAI-compatible upstream', () => {
  it('b64_json: the request forwarded as OpenAI takes it, the upstream\'s PNGs returned, billed 2 x 512x512 at its price', async () => {
    const { apiKey, accountId } = await app.createAccount({ plan: 'scale', email: 'img-b64@example.com' });
    const prompt = 'a brass lamp on a temple step';
    const res = await app.request('POST', '/v1/images/generations', { key: apiKey, json: { model: 'dall-e-up', prompt, n: 2, size: '512x512', response_format: 'b64_json' } });
    expect(res.status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
    const sent = upstream.requests[0];
    expect(sent.path).toBe('/v1/images/generations');
    expect(sent.headers.authorization).toBe(`Bearer ${FAKE_OPENAI_KEY_FOR_TESTS}`);
    expect(sent.body).toEqual({ model: 'dall-e-2', prompt, n: 2, size: '512x512', response_format: 'b64_json' });
    const pngs = res.body.data.map((d: { b64_json: string }) => Buffer.from(d.b64_json, 'base64'));
    expect(pngs[0].equals(fakeImagePng(prompt, 0, '512x512'))).toBe(true);
    expect(pngs[1].equals(fakeImagePng(prompt, 1, '512x512'))).toBe(true);
    const row = await usageRow(accountId);
    expect(row).toMatchObject({ endpoint_type: 'images', model: 'dall-e-up', unit: 'image' });
    expect(Number(row.units)).toBe(2);
    expect(Number(row.cost_micro_usd)).toBe(2 * 30_000);
  });

  it('url: Graha stores the upstream\'s PNG and signs its own URL, which opens without a key; 256x256 billed at its price', async () => {
    const { apiKey, accountId } = await app.createAccount({ plan: 'scale', email: 'img-url@example.com' });
    const res = await app.request('POST', '/v1/images/generations', { key: apiKey, json: { model: 'dall-e-up', prompt: 'moonrise', size: '256x256' } });
    expect(res.status).toBe(200);
    // Graha always asks the upstream for b64_json: the URL it answers with is its own.
    expect(upstream.requests[0].body.response_format).toBe('b64_json');
    const url: string = res.body.data[0].url;
    expect(url.startsWith(app.url)).toBe(true);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(fakeImagePng('moonrise', 0, '256x256'))).toBe(true);
    expect(Number((await usageRow(accountId)).cost_micro_usd)).toBe(10_000);
  });

  it('an upstream that answers with URLs anyway: Graha fetches the PNGs', async () => {
    upstream.knobs.imagesAsUrls = true;
    const { apiKey } = await app.createAccount({ plan: 'scale', email: 'img-linked@example.com' });
    const res = await app.request('POST', '/v1/images/generations', { key: apiKey, json: { model: 'dall-e-up', prompt: 'river', size: '256x256', response_format: 'b64_json' } });
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.data[0].b64_json, 'base64').equals(fakeImagePng('river', 0, '256x256'))).toBe(true);
  });

  it('an upstream failure is 503 and charges nothing; its refusal is 400 with its message and param', async () => {
    const { apiKey, accountId } = await app.createAccount({ plan: 'scale', email: 'img-fail@example.com' });
    const balance = async () => Number((await app.ctx.db('wallets').where({ account_id: accountId }).first()).balance_micro_usd);
    const before = await balance();
    upstream.knobs.failures.push({ status: 500 });
    const down = await app.request('POST', '/v1/images/generations', { key: apiKey, json: { model: 'dall-e-up', prompt: 'x', size: '256x256' } });
    expect(down.status).toBe(503);
    upstream.knobs.failures.push({ status: 400, body: { error: { message: 'Your prompt was rejected by the safety system.', param: 'prompt' } } });
    const refused = await app.request('POST', '/v1/images/generations', { key: apiKey, json: { model: 'dall-e-up', prompt: 'x', size: '256x256' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ param: 'prompt', message: 'Your prompt was rejected by the safety system.' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await balance()).toBe(before);
    expect(await app.ctx.db('usage_events').where({ account_id: accountId, operation_id: 'createImage' }).where('cost_micro_usd', '>', 0)).toEqual([]);
  });
});
