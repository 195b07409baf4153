/**
 * POST /v1/audio/speech through the real app (issue 16 items 3, 6, 7): the official openai client unchanged, the
 * built-in espeak-ng + ffmpeg engine (six distinct voices measured from the decoded sound, five formats that ffprobe
 * reads, speed changes the duration, Hindi and Tamil spoken), chunked streaming, billing per character and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { startTestApp, type TestApp } from '../helpers/app';
import { execFileSync } from 'node:child_process';
import { ProcessPool } from '../../src/media/processes';
import { createMediaProviders } from '../../src/providers/index';
import { decodePcm, medianPitchHz, probe, spectralCentroidHz, voicedSpanSeconds } from './audio';

let app: TestApp;
let key: string;
let account: string;
let client: OpenAI;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey: key, accountId: account } = await app.createAccount({ plan: 'scale' }));
  client = new OpenAI({ apiKey: key, baseURL: `${app.url}/v1`, maxRetries: 0 });
}, 60_000);
afterAll(async () => { await app?.close(); });

const speak = async (json: Record<string, unknown>, k = key) => {
  const res = await fetch(`${app.url}/v1/audio/speech`, { method: 'POST', headers: { authorization: `Bearer ${k}`, 'content-type': 'application/json' }, body: JSON.stringify(json) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

const SENTENCE = 'The Moon enters Rohini tonight, and Jupiter rises before dawn.';

describe('the official openai client, unchanged', () => {
  it('audio.speech.create returns mp3 that decodes', async () => {
    const res = await client.audio.speech.create({ model: 'tts-1', voice: 'nova', input: SENTENCE });
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = Buffer.from(await res.arrayBuffer());
    const info = await probe(bytes);
    expect(info.codecName).toBe('mp3');
    expect(voicedSpanSeconds(await decodePcm(bytes))).toBeGreaterThan(2);
  }, 60_000);
});

describe('formats', () => {
  const expected = {
    mp3: { type: 'audio/mpeg', codec: 'mp3' }, opus: { type: 'audio/ogg', codec: 'opus' }, aac: { type: 'audio/aac', codec: 'aac' },
    flac: { type: 'audio/flac', codec: 'flac' }, wav: { type: 'audio/wav', codec: 'pcm_s16le' },
  } as const;
  for (const [format, want] of Object.entries(expected)) {
    it(`${format}: ${want.type}, a file ffprobe decodes as ${want.codec}`, async () => {
      const { res, bytes } = await speak({ model: 'tts-1', voice: 'alloy', input: 'Saturn is in Aquarius.', response_format: format });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(want.type);
      const info = await probe(bytes);
      expect(info.codecName).toBe(want.codec);
      const pcm = await decodePcm(bytes);
      expect(voicedSpanSeconds(pcm)).toBeGreaterThan(0.8);
    }, 60_000);
  }

  it('tts-1-hd is 44.1 kHz and tts-1 22.05 kHz (what the README states)', async () => {
    const sd = await probe((await speak({ model: 'tts-1', voice: 'echo', input: 'Mars', response_format: 'flac' })).bytes);
    const hd = await probe((await speak({ model: 'tts-1-hd', voice: 'echo', input: 'Mars', response_format: 'flac' })).bytes);
    expect(sd.sampleRate).toBe(22050);
    expect(hd.sampleRate).toBe(44100);
  }, 60_000);
});

describe('voices, speed and languages', () => {
  it('the six voices are audibly distinct: pitch or brightness differs between every pair', async () => {
    const voices = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'];
    const features: Array<{ voice: string; pitch: number; centroid: number }> = [];
    for (const voice of voices) {
      const pcm = await decodePcm((await speak({ model: 'tts-1', voice, input: SENTENCE, response_format: 'wav' })).bytes);
      features.push({ voice, pitch: medianPitchHz(pcm), centroid: spectralCentroidHz(pcm) });
    }
    for (let i = 0; i < features.length; i++) {
      for (let j = i + 1; j < features.length; j++) {
        const a = features[i]; const b = features[j];
        const pitchGap = Math.abs(a.pitch - b.pitch) / Math.min(a.pitch, b.pitch);
        const centroidGap = Math.abs(a.centroid - b.centroid) / Math.min(a.centroid, b.centroid);
        expect(Math.max(pitchGap, centroidGap), `${a.voice} ${JSON.stringify(a)} vs ${b.voice} ${JSON.stringify(b)}`).toBeGreaterThan(0.05);
      }
    }
    // Female voices are higher than male ones.
    const pitch = Object.fromEntries(features.map((f) => [f.voice, f.pitch]));
    expect(pitch.shimmer).toBeGreaterThan(pitch.onyx * 1.5);
    expect(pitch.nova).toBeGreaterThan(pitch.echo);
  }, 120_000);

  it('speed divides the duration', async () => {
    const span = async (speed: number) => voicedSpanSeconds(await decodePcm((await speak({ model: 'tts-1', voice: 'onyx', input: SENTENCE, response_format: 'wav', speed })).bytes));
    const normal = await span(1);
    const fast = await span(2);
    const slow = await span(0.5);
    expect(fast / normal).toBeGreaterThan(0.4);
    expect(fast / normal).toBeLessThan(0.6);
    expect(slow / normal).toBeGreaterThan(1.8);
    expect(slow / normal).toBeLessThan(2.2);
  }, 60_000);

  it('Hindi and Tamil text is spoken, not spelled out as unknown characters', async () => {
    // espeak-ng reads a script it has no voice for letter by letter names or not at all; with the language chosen by
    // script, a short sentence is a few seconds of speech.
    for (const input of ['आज चंद्रमा रोहिणी नक्षत्र में है।', 'இன்று சந்திரன் ரோகிணி நட்சத்திரத்தில் இருக்கிறார்.']) {
      const { res, bytes } = await speak({ model: 'tts-1', voice: 'nova', input, response_format: 'wav' });
      expect(res.status).toBe(200);
      const span = voicedSpanSeconds(await decodePcm(bytes));
      expect(span).toBeGreaterThan(1);
      expect(span).toBeLessThan(8);
    }
  }, 60_000);
});

describe('streaming', () => {
  it('the first bytes of a long text arrive while its synthesis is still running (chunked transfer)', async () => {
    const input = `${SENTENCE} `.repeat(60).slice(0, 4096);
    const res = await fetch(`${app.url}/v1/audio/speech`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ model: 'tts-1', voice: 'fable', input, response_format: 'mp3' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeGreaterThan(0);
    // Four thousand characters are minutes of speech: espeak-ng and ffmpeg are still at work when the first chunk is here.
    expect(app.ctx.gateway.processPool.active).toBeGreaterThan(0);
    let total = first.value!.length;
    for (;;) { const { done, value } = await reader.read(); if (done) break; total += value.length; }
    expect(total).toBeGreaterThan(100_000);
  }, 120_000);
});

/** The account's speech usage rows once written. */
const usageRows = async (accountId: string, operationId = 'createSpeech') => {
  for (let i = 0; i < 200; i++) {
    const rows = await app.ctx.db('usage_events').where({ account_id: accountId, operation_id: operationId }).select('*');
    if (rows.length > 0) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
  return [];
};

describe('billing', () => {
  it('charges the characters (code points) at the model\'s rate, with a usage row', async () => {
    const { apiKey, accountId } = await app.createAccount({ plan: 'scale', email: 'tts-payer@example.com' });
    const input = 'शनि की दशा'; // 10 code points
    const { res } = await speak({ model: 'tts-1-hd', voice: 'nova', input }, apiKey);
    expect(res.status).toBe(200);
    const rows = await usageRows(accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0].endpoint_type).toBe('tts');
    expect(rows[0].model).toBe('tts-1-hd');
    // USD 30 per million characters: 10 characters = 300 micro-USD.
    expect(Number(rows[0].cost_micro_usd)).toBe(300);
  }, 60_000);

  it('charges nothing for a refused request', async () => {
    const { apiKey, accountId } = await app.createAccount({ plan: 'scale', email: 'tts-refused@example.com' });
    const { res } = await speak({ model: 'tts-1', voice: 'nova', input: '   ' }, apiKey);
    expect(res.status).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    const [{ n }] = await app.ctx.db('usage_events').where({ account_id: accountId }).count('* as n');
    expect(Number(n)).toBe(0);
  }, 60_000);
});

describe('bad input: 400 naming the parameter, never a 500', () => {
  const cases: Array<[string, Record<string, unknown>, number, string]> = [
    ['empty input', { model: 'tts-1', voice: 'nova', input: '' }, 400, 'input'],
    ['whitespace input', { model: 'tts-1', voice: 'nova', input: ' \n\t ' }, 400, 'input'],
    ['input over 4096 characters', { model: 'tts-1', voice: 'nova', input: 'a'.repeat(4097) }, 400, 'input'],
    ['unknown voice', { model: 'tts-1', voice: 'baritone', input: 'Hello' }, 400, 'voice'],
    ['unknown format', { model: 'tts-1', voice: 'nova', input: 'Hello', response_format: 'ogg' }, 400, 'response_format'],
    ['speed out of range', { model: 'tts-1', voice: 'nova', input: 'Hello', speed: 5 }, 400, 'speed'],
    ['a model of the wrong kind', { model: 'graha-embed-lexical', voice: 'nova', input: 'Hello' }, 400, 'model'],
    ['an unknown model', { model: 'tts-9', voice: 'nova', input: 'Hello' }, 400, 'model'],
  ];
  for (const [name, json, status, param] of cases) {
    it(`${name}: ${status} naming ${param}`, async () => {
      const res = await app.request('POST', '/v1/audio/speech', { key, json });
      expect(res.status).toBe(status);
      expect(res.body.error.param).toBe(param);
    });
  }
});

describe('a burst, and a client that leaves', () => {
  it('past the pool\'s queue a call is shed with 503 overloaded and Retry-After, charging nothing', async () => {
    const saved = { pool: app.ctx.gateway.processPool, providers: app.ctx.gateway.mediaProviders };
    const tiny = new ProcessPool({ concurrency: 1, maxQueued: 1, timeoutMs: 60_000, retryAfterMs: 3000 });
    app.ctx.gateway.processPool = tiny;
    app.ctx.gateway.mediaProviders = createMediaProviders(tiny);
    try {
      const long = `${SENTENCE} `.repeat(30);
      const answers = await Promise.all(Array.from({ length: 6 }, () => speak({ model: 'tts-1', voice: 'alloy', input: long, response_format: 'wav' })));
      const statuses = answers.map((a) => a.res.status).sort();
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      const shed = answers.filter((a) => a.res.status === 503);
      expect(shed.length).toBeGreaterThanOrEqual(1);
      for (const a of shed) {
        expect(a.res.headers.get('retry-after')).toBe('3');
        expect(JSON.parse(a.bytes.toString()).error.code).toBe('overloaded');
      }
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    } finally {
      app.ctx.gateway.processPool = saved.pool;
      app.ctx.gateway.mediaProviders = saved.providers;
      tiny.close();
    }
  }, 120_000);

  it('a client that leaves mid-stream: espeak-ng and ffmpeg are killed, nothing is charged', async () => {
    const { apiKey, accountId } = await app.createAccount({ plan: 'scale', email: 'tts-leaver@example.com' });
    const ac = new AbortController();
    const res = await fetch(`${app.url}/v1/audio/speech`, { method: 'POST', signal: ac.signal, headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ model: 'tts-1', voice: 'echo', input: `${SENTENCE} `.repeat(60).slice(0, 4096) }) });
    const reader = res.body!.getReader();
    await reader.read();
    const engines = () => execFileSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)]).toString().split('\n').filter((c) => /espeak|ffmpeg/.test(c));
    expect(engines().length).toBeGreaterThan(0);
    ac.abort();
    let left = engines();
    for (let i = 0; i < 300 && (left.length > 0 || app.ctx.gateway.processPool.active > 0); i++) { await new Promise((r) => setTimeout(r, 20)); left = engines(); }
    expect(left).toEqual([]);
    expect(app.ctx.gateway.processPool.active).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    const rows = await app.ctx.db('usage_events').where({ account_id: accountId, operation_id: 'createSpeech' }).select('*');
    expect(rows.reduce((s: number, r: any) => s + Number(r.cost_micro_usd), 0)).toBe(0);
  }, 60_000);
});
