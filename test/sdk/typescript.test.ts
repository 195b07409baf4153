/**
 * The TypeScript SDK (sdk/typescript) against the live test app, and its retry policy (spec section 1) against a
 * scripted server: 429/503 retried up to 3 times with backoff, Retry-After honoured, POSTs only with their
 * Idempotency-Key (which the SDK sets, the same on every retry).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraha, GrahaError, type Graha } from '../../sdk/typescript/src/index';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let graha: Graha;
beforeAll(async () => {
  app = await startTestApp();
  const { apiKey } = await app.createAccount({ creditCents: 5_000 });
  graha = createGraha({ apiKey, baseUrl: app.url });
});
afterAll(async () => { await app?.close(); });

describe('typed calls against the live server', () => {
  it('lists models, computes a kundali and reads the balance', async () => {
    const models = await graha.models.list();
    expect(models.data.map((m) => m.id)).toContain('graha-astro-standard');
    const chart = await graha.astrology.kundali({ date: '1990-03-12', time: '14:30', lat: 13.0827, lon: 80.2707 });
    expect(chart.planets.find((p) => p.name === 'Moon')?.sign).toBe(chart.moon_sign);
    const balance = await graha.billing.balance();
    expect(balance.currency).toBe('usd_cents');
  });

  it('streams a chat completion as an async iterator; the text equals the plain answer', async () => {
    const body = { model: 'graha-astro-fast', messages: [{ role: 'user' as const, content: 'Hello' }] };
    const plain = await graha.chat.create(body);
    let text = '';
    let chunks = 0;
    for await (const chunk of graha.chat.stream(body)) {
      chunks += 1;
      text += chunk.choices[0]?.delta.content ?? '';
    }
    expect(chunks).toBeGreaterThan(2);
    expect(text).toBe(plain.choices[0].message.content);
  });

  it('a deposit is created, and a POST replayed with the same Idempotency-Key answers the first deposit again', async () => {
    const deposit = await graha.billing.deposit({ amount: 1000 });
    expect(deposit).toMatchObject({ amount: 1000, status: 'pending' });
    const again = await graha.api.POST('/v1/billing/deposit', { body: { amount: 1000 }, headers: { 'idempotency-key': 'dep-1' } });
    const replay = await graha.api.POST('/v1/billing/deposit', { body: { amount: 1000 }, headers: { 'idempotency-key': 'dep-1' } });
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.data?.payment_id).toBe(again.data?.payment_id);
  });

  it('media: embeddings, a b64 image, speech as bytes and a multipart transcription of recorded speech', async () => {
    const emb = await graha.embeddings.create({ model: 'graha-embed-lexical', input: ['the moon in the fourth house', 'a cat'] });
    expect(emb.data).toHaveLength(2);
    const norm = Math.hypot(...(emb.data[0].embedding as number[]));
    expect(norm).toBeCloseTo(1, 5);

    const img = await graha.images.generate({ model: 'graha-image-basic', prompt: 'a calm blue sea', size: '256x256', response_format: 'b64_json' });
    const png = Buffer.from(img.data[0].b64_json!, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(256); // IHDR width

    const mp3 = Buffer.from(await graha.audio.speech({ model: 'tts-1', voice: 'nova', input: 'Hello from Graha.' }));
    expect(mp3.length).toBeGreaterThan(1000);
    expect(mp3.subarray(0, 3).toString('latin1') === 'ID3' || (mp3[0] === 0xff && (mp3[1] & 0xe0) === 0xe0)).toBe(true);

    const wav = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/audio/librivox-sense-and-sensibility-0870.wav'));
    const text = await graha.audio.transcriptions({ file: new Blob([wav]), filename: 'clip.wav', model: 'graha-stt-en', response_format: 'text' });
    expect(typeof text).toBe('string');
    expect((text as string).split(/\s+/).filter(Boolean).length).toBeGreaterThan(5);
  }, 120_000);

  it('an error answer throws a GrahaError with the envelope\'s type, code and parameter', async () => {
    const err = await graha.astrology.horoscope({ sign: 'pluto' as never }).catch((e) => e);
    expect(err).toBeInstanceOf(GrahaError);
    expect(err).toMatchObject({ status: 400, type: 'invalid_request', param: 'sign' });
    expect(err.requestId).toMatch(/^req_/);
  });
});

describe('the retry policy', () => {
  let server: http.Server;
  let url: string;
  const seen: Array<{ method: string; key: string | undefined }> = [];
  let script: Array<{ status: number; headers?: Record<string, string> }> = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ method: req.method!, key: req.headers['idempotency-key'] as string | undefined });
      const next = script.shift() ?? { status: 200 };
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(next.status === 200 ? JSON.stringify({ available: 1, currency: 'usd_cents', total_spent: 0, plan: 'growth' })
        : JSON.stringify({ error: { type: 'rate_limit_exceeded', message: 'slow down', status: next.status, code: 'requests', param: null } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('retries 429 and 503, waiting what Retry-After says, then succeeds', async () => {
    seen.length = 0;
    script = [{ status: 429, headers: { 'retry-after-ms': '30' } }, { status: 503, headers: { 'retry-after': '0' } }];
    const client = createGraha({ apiKey: 'svc_live_test', baseUrl: url, retryBaseDelayMs: 5_000 });
    const started = Date.now();
    expect(await client.billing.balance()).toMatchObject({ available: 1 });
    expect(seen).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(2_000); // Retry-After, not the 5 s base backoff
  });

  it('gives up after 3 retries with backoff doubling from the base, throwing the last answer', async () => {
    seen.length = 0;
    script = [{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }];
    const client = createGraha({ apiKey: 'svc_live_test', baseUrl: url, retryBaseDelayMs: 20 });
    const started = Date.now();
    const err = await client.billing.balance().catch((e) => e);
    expect(err).toBeInstanceOf(GrahaError);
    expect(err.status).toBe(503);
    expect(seen).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(20 + 40 + 80);
    script = [];
  });

  it('a multipart upload (transcription) carries an Idempotency-Key and is retried with the same one', async () => {
    seen.length = 0;
    script = [{ status: 503, headers: { 'retry-after-ms': '1' } }];
    const client = createGraha({ apiKey: 'svc_live_test', baseUrl: url });
    await client.audio.transcriptions({ file: new Blob([Buffer.from('RIFF')]), model: 'graha-stt-en' });
    expect(seen).toHaveLength(2);
    expect(seen.map((s) => s.method)).toEqual(['POST', 'POST']);
    expect(seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1].key).toBe(seen[0].key);
  });

  it('a POST is retried with the same Idempotency-Key the SDK set', async () => {
    seen.length = 0;
    script = [{ status: 429, headers: { 'retry-after-ms': '1' } }];
    const client = createGraha({ apiKey: 'svc_live_test', baseUrl: url });
    await client.api.POST('/v1/billing/deposit', { body: { amount: 1000 } });
    expect(seen).toHaveLength(2);
    expect(seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1].key).toBe(seen[0].key);
  });
});

describe('the built package', () => {
  it('compiles with its own tsconfig and loads under plain Node (ES modules with .js import paths, types beside them)', async () => {
    const sdk = path.resolve(import.meta.dirname, '../../sdk/typescript');
    // Inside the repository, so that node finds openapi-fetch and eventsource-parser in its node_modules.
    const out = fs.mkdtempSync(path.join(sdk, '.build-test-'));
    try {
      // Asynchronously: a synchronous compile would stall this process's event loop, and with it the in-process test
      // server, for as long as tsc runs (20-40 s on a loaded machine); every keep-alive timer then fires at once and
      // the next request meets a socket the server is closing (ECONNRESET).
      await promisify(execFile)(path.resolve(import.meta.dirname, '../../node_modules/.bin/tsc'), ['-p', path.join(sdk, 'tsconfig.json'), '--outDir', out]);
      expect(fs.existsSync(path.join(out, 'schema.d.ts'))).toBe(true);
      const script = `const m = await import(${JSON.stringify(path.join(out, 'index.js'))});
        const g = m.createGraha({ apiKey: process.argv[1], baseUrl: process.argv[2] });
        const models = await g.models.list();
        console.log(JSON.stringify({ ok: typeof m.GrahaError === 'function', ids: models.data.map((x) => x.id) }));`;
      const { apiKey } = await app.createAccount({ creditCents: 1_000 });
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, apiKey, app.url]);
      const result = JSON.parse(stdout.trim());
      expect(result.ok).toBe(true);
      expect(result.ids).toContain('graha-astro-standard');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
