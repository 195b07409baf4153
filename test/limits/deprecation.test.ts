/**
 * Deprecation (spec section 9): deprecated operations (openapi.yaml `deprecated: true` + `x-graha-deprecation`) and
 * models (config/models.yaml `deprecation`) answer with Deprecation, Sunset and Link rel="sunset"; notice periods
 * follow the caller's plan; a deprecated model works through its 60 days and names its replacement.
 */
import { writeFakePricesFile } from '../fakes/models';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/context';
import type { Handler } from '../../src/http/handler';
import { startLimitsApp, type LimitsTestApp } from './harness';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (ms: number) => Date.parse(`${isoDay(ms)}T00:00:00Z`);
const today = dayStart(Date.now());

const echoChat: Handler<'createChatCompletion'> = async ({ body }) => ({
  status: 200,
  body: {
    id: 'chatcmpl-dep', object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: body.model,
    choices: [{ index: 0, message: { role: 'assistant', content: 'still here', refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
  },
});

let app: LimitsTestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-dep-'));
  const contract = YAML.parse(fs.readFileSync(OPENAPI_PATH, 'utf8'));
  contract.paths['/v1/models'].get.deprecated = true;
  contract.paths['/v1/models'].get['x-graha-deprecation'] = { announced: isoDay(today - 10 * DAY_MS), link: 'https://docs.example.com/deprecations/list-models', replacement: '/v2/models' };
  contract.paths['/v1/models/{model}'].get.deprecated = true;
  contract.paths['/v1/models/{model}'].get['x-graha-deprecation'] = { announced: isoDay(today - 40 * DAY_MS), link: 'https://docs.example.com/deprecations/retrieve-model' };
  const openapiPath = path.join(dir, 'openapi.yaml');
  fs.writeFileSync(openapiPath, YAML.stringify(contract));
  const models = YAML.parse(fs.readFileSync('config/models.yaml', 'utf8'));
  models.models.push(
    { id: 'graha-astro-old', provider: 'builtin', upstream: 'astro-standard', kind: 'astrology', owned_by: 'graha', context_window: 32768, capabilities: ['chat'],
      // The operator set a sunset only 5 days out; the 60-day notice period still applies.
      deprecation: { announced: isoDay(today - 10 * DAY_MS), sunset: isoDay(today + 5 * DAY_MS), replacement: 'graha-astro-standard' } },
    { id: 'graha-astro-retired', provider: 'builtin', upstream: 'astro-standard', kind: 'astrology', owned_by: 'graha', context_window: 32768, capabilities: ['chat'],
      deprecation: { announced: isoDay(today - 61 * DAY_MS), sunset: isoDay(today - 1 * DAY_MS), replacement: 'graha-astro-pro' } },
  );
  const modelsFile = path.join(dir, 'models.yaml');
  fs.writeFileSync(modelsFile, YAML.stringify(models));
  app = await startLimitsApp({
    openapiPath, modelsFile, handlers: { createChatCompletion: echoChat },
    env: { PRICES_FILE: writeFakePricesFile(['graha-astro-old', 'graha-astro-retired']) },
  });
});
afterAll(async () => { await app?.close(); fs.rmSync(dir, { recursive: true, force: true }); });

describe('deprecated operations', () => {
  it('answer with Deprecation, Sunset (announcement + the plan\'s notice period) and Link rel=sunset', async () => {
    const { apiKey } = await app.createAccount({ plan: 'growth' });
    const res = await app.request('GET', '/v1/models', { key: apiKey });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe(`@${(today - 10 * DAY_MS) / 1000}`);
    expect(res.headers.get('sunset')).toBe(new Date(today + 20 * DAY_MS).toUTCString());
    expect(res.headers.get('link')).toBe(`<https://docs.example.com/deprecations/list-models>; rel="sunset", <${app.url}/v2/models>; rel="successor-version"`);
    const scale = await app.createAccount({ plan: 'scale' });
    const scaleRes = await app.request('GET', '/v1/models', { key: scale.apiKey });
    expect(scaleRes.headers.get('sunset')).toBe(new Date(today + 50 * DAY_MS).toUTCString());
  });

  it('after the sunset of the caller\'s plan the operation is gone (404); a plan with a longer notice still has it', async () => {
    const growth = await app.createAccount({ plan: 'growth' });
    const gone = await app.request('GET', '/v1/models/graha-astro-standard', { key: growth.apiKey });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toMatch(/retired/);
    const enterprise = await app.createAccount({ plan: 'enterprise' });
    const kept = await app.request('GET', '/v1/models/graha-astro-standard', { key: enterprise.apiKey });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('sunset')).toBe(new Date(today + 50 * DAY_MS).toUTCString());
  });

  it('operations that are not deprecated carry no Deprecation header', async () => {
    const { apiKey } = await app.createAccount();
    const res = await app.request('GET', '/v1/keys', { key: apiKey });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBeNull();
  });
});

describe('deprecated models', () => {
  const messages = [{ role: 'user', content: 'Namaste' }];

  it('keep working through the 60-day notice period and name their replacement', async () => {
    const { apiKey } = await app.createAccount({ plan: 'pay-as-you-go' });
    const res = await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'graha-astro-old', messages } });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe(`@${(today - 10 * DAY_MS) / 1000}`);
    expect(res.headers.get('sunset')).toBe(new Date(today + 50 * DAY_MS).toUTCString());
    expect(res.headers.get('link')).toBe(
      `<${app.url}/v1/models/graha-astro-old>; rel="sunset", <${app.url}/v1/models/graha-astro-standard>; rel="successor-version"`,
    );
  });

  it('after the notice period answer 404 naming the replacement', async () => {
    const { apiKey } = await app.createAccount({ plan: 'enterprise' });
    const res = await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'graha-astro-retired', messages } });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ param: 'model' });
    expect(res.body.error.message).toContain('graha-astro-pro');
  });

  it('models that are not deprecated carry no Deprecation header', async () => {
    const { apiKey } = await app.createAccount();
    const res = await app.request('POST', '/v1/chat/completions', { key: apiKey, json: { model: 'graha-astro-standard', messages } });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBeNull();
  });
});
