import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { writeFakePricesFile } from '../fakes/models';

let app: TestApp;
let key: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-models-'));
const modelsFile = path.join(dir, 'models.yaml');
fs.writeFileSync(modelsFile, `
providers:
  builtin: {kind: builtin}
  upstream: {kind: openai-compatible, base_url: 'http://127.0.0.1:9/v1', api_key_env: TEST_UPSTREAM_KEY}
  missing: {kind: openai-compatible, base_url: 'http://127.0.0.1:9/v1', api_key_env: TEST_UNSET_KEY_VARIABLE}
models:
  - {id: graha-astro-standard, provider: builtin, kind: astrology, owned_by: graha, context_window: 32768, capabilities: [chat, streaming]}
  - {id: open-model, provider: upstream, kind: open-weight, owned_by: meta, context_window: 8192, capabilities: [chat, streaming, batch, dedicated, fine_tuning]}
  - {id: hidden-model, provider: missing, kind: proprietary, owned_by: someone, context_window: 8192, capabilities: [chat]}
`);

beforeAll(async () => {
  app = await startTestApp({
    modelsFile, env: { TEST_UPSTREAM_KEY: 'secret-upstream-key', PRICES_FILE: writeFakePricesFile(['open-model', 'hidden-model']) },
  });
  key = (await app.createAccount()).apiKey;
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('GET /v1/models lists the registry from config', () => {
  it('answers 401 in the envelope without a key', async () => {
    const res = await app.request('GET', '/v1/models');
    expect(res.status).toBe(401);
    expect(res.body.error.type).toBe('authentication_error');
  });

  it('lists models whose provider is configured, in the OpenAI shape plus capabilities', async () => {
    const res = await app.request('GET', '/v1/models', { key });
    expect(res.status).toBe(200);
    expect(res.body.object).toBe('list');
    expect(res.body.data.map((m: { id: string }) => m.id)).toEqual(['graha-astro-standard', 'open-model']);
    const open = res.body.data[1];
    expect(open).toMatchObject({ object: 'model', owned_by: 'meta', permission: [], kind: 'open-weight', context_window: 8192 });
    expect(open.capabilities).toMatchObject({ chat: true, batch: true, dedicated: true, fine_tuning: true, vision: false, caching: false });
  });

  it('never exposes provider secrets', async () => {
    const res = await app.request('GET', '/v1/models', { key });
    expect(res.text).not.toContain('secret-upstream-key');
  });

  it('GET /v1/models/{id} returns one model, 404 for an unknown or unavailable one', async () => {
    expect((await app.request('GET', '/v1/models/open-model', { key })).body.id).toBe('open-model');
    const hidden = await app.request('GET', '/v1/models/hidden-model', { key });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.param).toBe('model');
  });

  it('the official openai client lists models by changing only base URL and key', async () => {
    const { default: OpenAI } = await import('openai');
    const client = new OpenAI({ baseURL: `${app.url}/v1`, apiKey: key });
    const ids: string[] = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toContain('open-model');
    const bad = new OpenAI({ baseURL: `${app.url}/v1`, apiKey: 'svc_live_' + 'x'.repeat(40), maxRetries: 0 });
    await expect(bad.models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
  });
});
