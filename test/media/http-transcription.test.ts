/**
 * POST /v1/audio/transcriptions through the real app (issue 16 items 4, 6, 7): real recorded human speech (a
 * LibriVox reading, test/fixtures/audio/README.md) recognized by the built-in pocketsphinx with an asserted word
 * recall, every accepted container, the five response formats, the official openai client unchanged, 413 while
 * the upload still arrives (no temporary file left), bad audio and part names, billing per second.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI, { toFile } from 'openai';
import { startTestApp, type TestApp } from '../helpers/app';
import { transcode } from './audio';

const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/audio/librivox-sense-and-sensibility-0870.wav'));
const REFERENCE = 'and mister john dashwood had then leisure to consider how much there might be prudently in his power to do for them';

let app: TestApp;
let key: string;
let client: OpenAI;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey: key } = await app.createAccount({ plan: 'scale' }));
  client = new OpenAI({ apiKey: key, baseURL: `${app.url}/v1`, maxRetries: 0 });
}, 60_000);
afterAll(async () => { await app?.close(); });

/** Share of the reference's words (as a multiset) found in the hypothesis. */
function wordRecall(reference: string, hypothesis: string): number {
  const norm = (t: string) => t.toLowerCase().replace(/\bmr\b/g, 'mister').replace(/[^a-z' ]/g, ' ').split(/\s+/).filter(Boolean);
  const have = new Map<string, number>();
  for (const w of norm(hypothesis)) have.set(w, (have.get(w) ?? 0) + 1);
  const ref = norm(reference);
  let found = 0;
  for (const w of ref) { const n = have.get(w) ?? 0; if (n > 0) { found++; have.set(w, n - 1); } }
  return found / ref.length;
}

const post = async (parts: Record<string, string | { data: Buffer; filename: string; type?: string }>, k = key) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  return app.request('POST', '/v1/audio/transcriptions', { key: k, body: form });
};

describe('real human speech', () => {
  it('the official openai client transcribes the LibriVox clip with a word recall of at least 60 %', async () => {
    const res = await client.audio.transcriptions.create({ model: 'graha-stt-en', file: await toFile(FIXTURE, 'clip.wav', { type: 'audio/wav' }) });
    expect(wordRecall(REFERENCE, res.text), res.text).toBeGreaterThanOrEqual(0.6);
  }, 60_000);

  it('verbose_json through the client: language, duration, segments with start, end and text in order', async () => {
    const res = await client.audio.transcriptions.create({
      model: 'graha-stt-en', file: await toFile(FIXTURE, 'clip.wav'), response_format: 'verbose_json', language: 'en',
    });
    expect(res.language).toBe('en');
    expect(res.duration).toBeCloseTo(7.1, 1);
    const segments = res.segments!;
    expect(segments.length).toBeGreaterThan(0);
    let previousEnd = 0;
    for (const s of segments) {
      expect(s.start).toBeGreaterThanOrEqual(previousEnd - 0.001);
      expect(s.end).toBeGreaterThan(s.start);
      expect(s.end).toBeLessThanOrEqual(res.duration + 0.01);
      previousEnd = s.end;
    }
    expect(segments.map((s) => s.text).join(' ')).toBe(res.text);
  }, 60_000);

  const containers: Array<[string, string[], string]> = [
    ['mp3', ['-f', 'mp3', '-c:a', 'libmp3lame', '-b:a', '128k'], 'audio/mpeg'],
    ['mpga', ['-f', 'mp3', '-c:a', 'libmp3lame', '-b:a', '128k'], 'audio/mpeg'],
    ['mpeg', ['-f', 'mp3', '-c:a', 'libmp3lame', '-b:a', '128k'], 'audio/mpeg'],
    ['m4a', ['-f', 'ipod', '-c:a', 'aac', '-movflags', 'frag_keyframe+empty_moov'], 'audio/mp4'],
    ['mp4', ['-f', 'mp4', '-c:a', 'aac', '-movflags', 'frag_keyframe+empty_moov'], 'video/mp4'],
    ['webm', ['-f', 'webm', '-c:a', 'libopus'], 'audio/webm'],
    ['ogg', ['-f', 'ogg', '-c:a', 'libopus'], 'audio/ogg'],
  ];
  for (const [ext, args, type] of containers) {
    it(`a ${ext} upload is recognized like the wav`, async () => {
      const data = await transcode(FIXTURE, args);
      const res = await post({ model: 'graha-stt-en', file: { data, filename: `clip.${ext}`, type } });
      expect(res.status).toBe(200);
      expect(wordRecall(REFERENCE, res.body.text), res.body.text).toBeGreaterThanOrEqual(0.5);
    }, 60_000);
  }
});

describe('response formats', () => {
  it('text is the bare transcript as text/plain', async () => {
    const res = await post({ model: 'graha-stt-en', file: { data: FIXTURE, filename: 'a.wav' }, response_format: 'text' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(wordRecall(REFERENCE, res.text)).toBeGreaterThanOrEqual(0.6);
    expect(res.text.trim()).not.toContain('{');
  }, 60_000);

  it('srt and vtt are numbered / headed cues with the right clock separators', async () => {
    const srt = await post({ model: 'graha-stt-en', file: { data: FIXTURE, filename: 'a.wav' }, response_format: 'srt' });
    expect(srt.status).toBe(200);
    expect(srt.text).toMatch(/^1\n00:00:\d\d,\d{3} --> 00:00:\d\d,\d{3}\n\S.*\n\n/);
    const vtt = await post({ model: 'graha-stt-en', file: { data: FIXTURE, filename: 'a.wav' }, response_format: 'vtt' });
    expect(vtt.status).toBe(200);
    expect(vtt.text).toMatch(/^WEBVTT\n\n00:00:\d\d\.\d{3} --> 00:00:\d\d\.\d{3}\n\S.*\n\n/);
  }, 60_000);
});

describe('billing', () => {
  it('charges the seconds of audio, rounded up, with a usage row', async () => {
    const { apiKey, accountId } = await app.createAccount({ plan: 'scale', email: 'stt-payer@example.com' });
    const res = await post({ model: 'graha-stt-en', file: { data: FIXTURE, filename: 'a.wav' } }, apiKey);
    expect(res.status).toBe(200);
    let rows: any[] = [];
    for (let i = 0; i < 200 && rows.length === 0; i++) {
      rows = await app.ctx.db('usage_events').where({ account_id: accountId, operation_id: 'createTranscription' }).select('*');
      if (!rows.length) await new Promise((r) => setTimeout(r, 25));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0].endpoint_type).toBe('stt');
    // 7.1 s -> 8 s at USD 0.0001 per second = 800 micro-USD.
    expect(Number(rows[0].cost_micro_usd)).toBe(800);
  }, 60_000);
});

describe('bad input: 400 naming the parameter, never a 500', () => {
  const leftovers = () => fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('graha-audio-'));

  it('empty, corrupt and silent audio are 400 naming file, and no temporary file is left', async () => {
    const before = leftovers().length;
    const silence = await transcode(Buffer.alloc(0), []).catch(() => null);
    expect(silence).toBeNull(); // (ffmpeg refuses an empty input: the same path the server takes)
    const silent = Buffer.concat([wavHeader(32000), Buffer.alloc(32000)]);
    for (const data of [Buffer.alloc(0), Buffer.from('this is not audio at all, just text pretending'), silent]) {
      const res = await post({ model: 'graha-stt-en', file: { data, filename: 'x.wav' } });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.param).toBe('file');
    }
    expect(leftovers().length).toBe(before);
  }, 60_000);

  it('a wrong part name, a wrong model kind, an unknown model, an unsupported language, an unknown format', async () => {
    const wav = { data: FIXTURE, filename: 'a.wav' };
    const cases: Array<[Record<string, any>, number, string]> = [
      [{ model: 'graha-stt-en', audio: wav }, 400, 'file'],
      [{ model: 'tts-1', file: wav }, 400, 'model'],
      [{ model: 'whisper-9', file: wav }, 400, 'model'],
      [{ model: 'graha-stt-en', file: wav, language: 'hi' }, 400, 'language'],
      [{ model: 'graha-stt-en', file: wav, response_format: 'docx' }, 400, 'response_format'],
    ];
    for (const [parts, status, param] of cases) {
      const res = await post(parts);
      expect(res.status, JSON.stringify(Object.keys(parts)) + res.text).toBe(status);
      expect(res.body.error.param).toBe(param);
    }
  }, 60_000);

  for (const declared of [false, true]) it(`an upload over 25 MB is 413 while it is still arriving (${declared ? 'declared Content-Length: before reading' : 'chunked: at the limit'})`, async () => {
    const url = new URL(`${app.url}/v1/audio/transcriptions`);
    const boundary = 'graha-boundary-413';
    const total = 80 * 1024 * 1024;
    const result = await new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
      let written = 0;
      let answered: { status: number; body: string } | null = null;
      const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: {
        authorization: `Bearer ${key}`, 'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declared ? { 'content-length': String(total + 1000) } : { 'transfer-encoding': 'chunked' }),
      } }, (res) => {
        // The server cuts the connection shortly after its answer while this client would still write.
        answered = { status: res.statusCode!, body: '' };
        res.on('data', (c) => { answered!.body += c; });
        res.on('close', () => resolve({ ...answered!, written }));
      });
      req.on('error', () => { if (answered) setTimeout(() => resolve({ ...answered!, written }), 1000); });
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="model"\r\n\r\ngraha-stt-en\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`);
      const chunk = Buffer.alloc(256 * 1024, 1);
      const pump = () => {
        while (written < total && !answered) {
          written += chunk.length;
          if (!req.write(chunk)) { req.once('drain', pump); return; }
        }
        if (!answered && !declared) req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
      setTimeout(() => reject(new Error(`no answer after ${written} bytes written`)), 100_000);
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error).toMatchObject({ status: 413, code: 'payload_too_large' });
    // Answered once the limit was passed, long before the 80 MB were sent.
    expect(result.written).toBeLessThan(declared ? 26 * 1024 * 1024 : total);
  }, 120_000);
});

function wavHeader(dataBytes: number): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0); h.writeUInt32LE(36 + dataBytes, 4); h.write('WAVE', 8); h.write('fmt ', 12);
  h.writeUInt32LE(16, 16); h.writeUInt16LE(1, 20); h.writeUInt16LE(1, 22); h.writeUInt32LE(16000, 24);
  h.writeUInt32LE(32000, 28); h.writeUInt16LE(2, 32); h.writeUInt16LE(16, 34); h.write('data', 36); h.writeUInt32LE(dataBytes, 40);
  return h;
}
