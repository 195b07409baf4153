/**
 * graha-astro-pro's reasoning layer configured as an operator would: `reasoning_model: gpt-4o-mini` on its line of
 * models.yaml, the upstream a fake OpenAI-compatible server. It phrases pro's answer from the computed facts and
 * passages (the citations stay the computed ones); when it fails, the built-in composer answers.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { startFakeOpenAI } from '../fakes/openaiUpstream';
import { FAKE_ENV, writeFakeModelsFile, writeFakePricesFile } from '../fakes/models';
import type { FakeUpstream } from '../fakes/common';

let app: TestApp;
let upstream: FakeUpstream;
let key: string;
beforeAll(async () => {
  upstream = await startFakeOpenAI();
  const modelsFile = writeFakeModelsFile({ openaiBaseUrl: upstream.baseUrl, maxRetries: 0 });
  const text = fs.readFileSync(modelsFile, 'utf8');
  const proLine = /(\{id: graha-astro-pro, [^\n]*)\}/;
  expect(text).toMatch(proLine);
  fs.writeFileSync(modelsFile, text.replace(proLine, '$1, reasoning_model: gpt-4o-mini}'));
  app = await startTestApp({ modelsFile, env: { ...FAKE_ENV, PRICES_FILE: writeFakePricesFile() } });
  key = (await app.createAccount({ plan: 'scale' })).apiKey;
}, 60_000);
afterAll(async () => { await app?.close(); await upstream?.close(); });

const question = { role: 'user', content: 'I was born on 12 March 1990 at 14:30 in Chennai. What does my chart say about my career?' };
const ask = async (model: string) => {
  const res = await app.request<any>('POST', '/v1/chat/completions', { key, json: { model, messages: [question] } });
  expect(res.status).toBe(200);
  return res.body.choices[0].message;
};

describe('graha-astro-pro with an upstream reasoning layer', () => {
  it('the upstream phrases the answer from the computed facts and the cited passages only', async () => {
    upstream.reset();
    upstream.knobs.reply = () => 'Your 10th lord sits in a kendra, which supports your career [1].';
    const msg = await ask('graha-astro-pro');
    expect(msg.content).toBe('Your 10th lord sits in a kendra, which supports your career [1].');
    expect(msg.citations.length).toBe(5);
    expect(upstream.requests.length).toBe(1);
    const sent = upstream.requests[0].body;
    expect(sent.model).toBe('gpt-4o-mini');
    expect(sent.messages[0].content).toContain('ONLY the computed facts');
    expect(sent.messages[1].content).toContain('Moon sign');
    expect(sent.messages[1].content).toContain('"area":"career"');
    for (const c of msg.citations) expect(sent.messages[1].content).toContain(c.text);
  });

  it('standard and fast never call it', async () => {
    upstream.reset();
    expect((await ask('graha-astro-standard')).content).toMatch(/^Career: /);
    expect((await ask('graha-astro-fast')).content).toMatch(/^Career: /);
    expect(upstream.requests.length).toBe(0);
  });

  it('when the upstream fails, the built-in composer answers', async () => {
    upstream.reset();
    upstream.knobs.failures = [{ status: 503 }];
    const msg = await ask('graha-astro-pro');
    expect(msg.content).toMatch(/^Career: /);
    expect(msg.content).toContain('Dasamsa (D10)');
    expect(msg.citations.length).toBe(5);
  });
});
