/**
 * POST /v1/voice/binary through the real app (issue 16 item 5): recorded human speech in, the transcript to a chat
 * model through the chat gateway (a scripted OpenAI-compatible upstream, to see what it is sent and to answer with
 * CR, LF and non-ASCII text), speech out; the header rule (encodeURIComponent) that can never inject a header; one
 * usage row per part; bad input.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { startFakeOpenAI } from '../fakes/openaiUpstream';
import type { FakeUpstream } from '../fakes/common';
import { FAKE_ENV } from '../fakes/models';
import { decodePcm, probe, voicedSpanSeconds } from './audio';

const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/audio/librivox-sense-and-sensibility-0870.wav'));
const REPLY = 'Line one\r\nX-Injected: yes\nशनि ठीक है, and Saturn is fine.';

let app: TestApp;
let upstream: FakeUpstream;
let key: string;
beforeAll(async () => {
  upstream = await startFakeOpenAI();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-voice-models-'));
  const modelsFile = path.join(dir, 'models.yaml');
  fs.writeFileSync(modelsFile, `
providers:
  builtin: {kind: builtin}
  fakeopenai: {kind: openai-compatible, base_url: "${upstream.baseUrl}", api_key_env: FAKE_OPENAI_API_KEY}
models:
  - {id: graha-astro-standard, provider: builtin, upstream: astro-standard, kind: astrology, owned_by: graha, context_window: 32768, capabilities: [chat, streaming]}
  - {id: tts-1, provider: builtin, upstream: espeak-ng, kind: tts, owned_by: graha, context_window: null, capabilities: [tts]}
  - {id: graha-stt-en, provider: builtin, upstream: pocketsphinx-en-us, kind: stt, owned_by: graha, context_window: null, capabilities: [stt]}
  - {id: gpt-4o, provider: fakeopenai, upstream: gpt-4o, kind: proprietary, owned_by: openai, context_window: 128000, capabilities: [chat, streaming]}
`);
  app = await startTestApp({ modelsFile, env: { ...FAKE_ENV, VOICE_CHAT_MODEL: 'gpt-4o' } });
  ({ apiKey: key } = await app.createAccount({ plan: 'scale' }));
}, 60_000);
afterAll(async () => { await app?.close(); await upstream?.close(); });
beforeEach(() => { upstream.reset(); upstream.knobs.reply = () => REPLY; });

const post = async (parts: Record<string, string | { data: Buffer; filename: string }>, k = key) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: 'audio/wav' }), value.filename);
  }
  const res = await fetch(`${app.url}/v1/voice/binary`, { method: 'POST', headers: { authorization: `Bearer ${k}` }, body: form });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, json: (res.headers.get('content-type') ?? '').startsWith('application/json') ? JSON.parse(bytes.toString()) : null };
};

/** The raw header lines of a response, as they crossed the wire (fetch would hide an injected line). */
function rawHeaderLines(parts: Record<string, string>): Promise<string[]> {
  const boundary = 'graha-voice-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="q.wav"\r\nContent-Type: audio/wav\r\n\r\n`), FIXTURE, Buffer.from(`\r\n--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  const url = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: '/v1/voice/binary', method: 'POST', headers: {
      authorization: `Bearer ${key}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length,
    } }, (res) => { res.resume(); res.on('end', () => { const lines: string[] = []; for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`); resolve(lines); }); });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the round trip', () => {
  it('transcribes, asks the default chat model with `context` as the system prompt, speaks the reply as mp3 in nova', async () => {
    const { res, bytes } = await post({ audio: { data: FIXTURE, filename: 'q.wav' }, context: 'You are a concise Vedic astrologer.' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect((await probe(bytes)).codecName).toBe('mp3');
    expect(voicedSpanSeconds(await decodePcm(bytes))).toBeGreaterThan(1);
    const transcript = decodeURIComponent(res.headers.get('x-transcript')!);
    expect(transcript).toMatch(/leisure to consider how much/);
    expect(decodeURIComponent(res.headers.get('x-response-text')!)).toBe(REPLY);
    const sent = upstream.requests[0].body;
    expect(sent.model).toBe('gpt-4o');
    expect(sent.messages).toEqual([
      { role: 'system', content: 'You are a concise Vedic astrologer.' },
      { role: 'user', content: transcript },
    ]);
  }, 60_000);

  it('birth details reach the model as the agreed structured system message', async () => {
    const birth = { date: '1990-08-15', time: '14:30', place: 'Pune, India' };
    const { res } = await post({ audio: { data: FIXTURE, filename: 'q.wav' }, model: 'gpt-4o', birth_details: JSON.stringify(birth), response_format: 'wav', voice: 'onyx' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const system = upstream.requests[0].body.messages.filter((m: any) => m.role === 'system');
    expect(system).toHaveLength(1);
    expect(JSON.parse(system[0].content)).toEqual({ birth_details: birth, language: 'en' });
  }, 60_000);

  it('birth details and no model: the astrology model answers', async () => {
    const { accountId, apiKey } = await app.createAccount({ plan: 'scale', email: 'voice-astro@example.com' });
    const { res } = await post({ audio: { data: FIXTURE, filename: 'q.wav' }, birth_details: JSON.stringify({ date: '1990-08-15', lat: 18.52, lon: 73.86, tz: 'Asia/Kolkata' }) }, apiKey);
    expect(res.status).toBe(200);
    expect(upstream.requests).toHaveLength(0);
    const rows = await usageRows(accountId, 3);
    expect(rows.find((r) => r.endpoint_type === 'chat')?.model).toBe('graha-astro-standard');
  }, 60_000);
});

describe('language: the language of the reply', () => {
  it('hi with a chat model that is not an astrology model: the recognizer hears English, the model is told to reply in Hindi', async () => {
    const { res } = await post({ audio: { data: FIXTURE, filename: 'q.wav' }, language: 'hi' });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('x-transcript')!)).toMatch(/leisure to consider how much/);
    const system = upstream.requests[0].body.messages.filter((m: any) => m.role === 'system').map((m: any) => m.content);
    expect(system).toEqual(['Reply in Hindi.']);
  }, 60_000);

  it('ta with birth details and the astrology model: a Tamil reply, spoken', async () => {
    const birth = { date: '1990-03-12', time: '14:30', lat: 13.0827, lon: 80.2707, tz: 5.5 };
    const { res, bytes } = await post({ audio: { data: FIXTURE, filename: 'q.wav' }, language: 'ta', birth_details: JSON.stringify(birth) });
    expect(res.status).toBe(200);
    expect(upstream.requests).toHaveLength(0);
    expect(decodeURIComponent(res.headers.get('x-response-text')!)).toMatch(/[\u0b80-\u0bff]/);
    expect(voicedSpanSeconds(await decodePcm(bytes))).toBeGreaterThan(1);
  }, 90_000);

  it('a language no part of the round trip offers is 400 naming language, listing the ones it does, before any charge', async () => {
    const { res, json } = await post({ audio: { data: FIXTURE, filename: 'q.wav' }, language: 'fr' });
    expect(res.status).toBe(400);
    expect(json.error).toMatchObject({ param: 'language', code: 'unsupported_language' });
    expect(json.error.message).toMatch(/en \(English\), hi \(Hindi\), ta \(Tamil\)/);
    expect(upstream.requests).toHaveLength(0);
  }, 60_000);
});

describe('birth_details.tz: an IANA zone name or hours', () => {
  it('both reach the model as given; a zone name nobody knows is 400 naming birth_details', async () => {
    for (const tz of ['Asia/Kolkata', 5.5]) {
      upstream.reset();
      const birth = { date: '1990-08-15', time: '14:30', lat: 18.52, lon: 73.86, tz };
      const { res } = await post({ audio: { data: FIXTURE, filename: 'q.wav' }, model: 'gpt-4o', birth_details: JSON.stringify(birth) });
      expect(res.status).toBe(200);
      const system = upstream.requests[0].body.messages.find((m: any) => m.role === 'system');
      expect(JSON.parse(system.content).birth_details.tz).toBe(tz);
    }
    upstream.reset();
    const { res, json } = await post({ audio: { data: FIXTURE, filename: 'q.wav' }, birth_details: JSON.stringify({ date: '1990-08-15', lat: 1, lon: 1, tz: 'Mars/Olympus_Mons' }) });
    expect(res.status).toBe(400);
    expect(json.error.param).toBe('birth_details');
    expect(upstream.requests).toHaveLength(0);
  }, 90_000);
});

describe('headers', () => {
  it('CR, LF and non-ASCII are percent-encoded (encodeURIComponent): no header line is injected', async () => {
    const lines = await rawHeaderLines({});
    const response = lines.find((l) => l.toLowerCase().startsWith('x-response-text: '))!;
    expect(response).toBe(`X-Response-Text: ${encodeURIComponent(REPLY)}`);
    expect(response).toMatch(/^X-Response-Text: [A-Za-z0-9\-_.!~*'()%]+$/);
    expect(lines.some((l) => l.toLowerCase().startsWith('x-injected'))).toBe(false);
    const transcript = lines.find((l) => l.toLowerCase().startsWith('x-transcript: '))!;
    expect(transcript).toMatch(/^X-Transcript: [A-Za-z0-9\-_.!~*'()%]+$/);
  }, 60_000);
});

describe('header size', () => {
  it('a long Devanagari reply: X-Response-Text cut at 2048 encoded bytes on a character, flagged; the audio speaks it all', async () => {
    const long = 'शनि आपकी कुंडली में दसवें भाव में है और यह करियर के लिए अच्छा है। '.repeat(12).trim();
    upstream.knobs.reply = () => long;
    const { res, bytes } = await post({ audio: { data: FIXTURE, filename: 'q.wav' } });
    expect(res.status).toBe(200);
    const header = res.headers.get('x-response-text')!;
    expect(encodeURIComponent(long).length).toBeGreaterThan(2048);
    expect(header.length).toBeLessThanOrEqual(2048);
    expect(header.length).toBeGreaterThan(2048 - 9); // a Devanagari letter is 9 encoded bytes
    const shown = decodeURIComponent(header); // always decodes: cut between characters
    expect(long.startsWith(shown)).toBe(true);
    expect(res.headers.get('x-response-text-truncated')).toBe('true');
    expect(res.headers.get('x-transcript-truncated')).toBeNull();
    // The spoken reply is the whole text: far longer than what the header holds (espeak-ng's Hindi, ~12 characters/s).
    expect(voicedSpanSeconds(await decodePcm(bytes))).toBeGreaterThan([...long].length / 30);
  }, 120_000);
});

/** The account's usage rows of this operation, once `n` are written. */
async function usageRows(accountId: string, n: number): Promise<any[]> {
  let rows: any[] = [];
  for (let i = 0; i < 200; i++) {
    rows = await app.ctx.db('usage_events').where({ account_id: accountId, operation_id: 'createVoiceResponse' }).select('*');
    if (rows.length >= n) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  return rows;
}

describe('billing: the sum of its parts', () => {
  it('one usage row per part (stt, chat, tts), and the balance goes down by their sum', async () => {
    const { accountId, apiKey } = await app.createAccount({ plan: 'scale', email: 'voice-payer@example.com' });
    const balance = async () => Number((await app.ctx.db('wallets').where({ account_id: accountId }).first()).balance_micro_usd);
    const before = await balance();
    const { res } = await post({ audio: { data: FIXTURE, filename: 'q.wav' } }, apiKey);
    expect(res.status).toBe(200);
    const rows = await usageRows(accountId, 3);
    expect(rows.map((r) => r.endpoint_type).sort()).toEqual(['chat', 'stt', 'tts']);
    const byType = Object.fromEntries(rows.map((r) => [r.endpoint_type, r]));
    expect(Number(byType.stt.cost_micro_usd)).toBe(800); // 7.1 s -> 8 s at USD 0.0001/s
    expect(byType.tts.model).toBe('tts-1');
    expect(Number(byType.tts.cost_micro_usd)).toBe(Math.ceil([...REPLY].length * 15)); // USD 15 per million characters
    expect(byType.chat.model).toBe('gpt-4o');
    expect(Number(byType.chat.cost_micro_usd)).toBeGreaterThan(0);
    const total = rows.reduce((s, r) => s + Number(r.cost_micro_usd), 0);
    for (let i = 0; i < 200; i++) {
      const spent = before - await balance();
      if (spent === total || i === 199) { expect(spent).toBe(total); break; }
      await new Promise((r) => setTimeout(r, 25));
    }
  }, 60_000);
});


describe('bad input: 400 naming the parameter', () => {
  const wav = { data: FIXTURE, filename: 'q.wav' };
  const silent = Buffer.concat([Buffer.from('52494646', 'hex'), Buffer.alloc(40)]);
  const cases: Array<[string, Record<string, any>, string]> = [
    ['the audio in a part named file (the contract allows no such part)', { file: wav }, 'file'],
    ['birth_details that is not JSON', { audio: wav, birth_details: '{date: 1990}' }, 'birth_details'],
    ['birth_details without a date', { audio: wav, birth_details: '{"place": "Pune"}' }, 'birth_details'],
    ['an unknown voice', { audio: wav, voice: 'robot' }, 'voice'],
    ['a format voice does not offer', { audio: wav, response_format: 'aac' }, 'response_format'],
    ['corrupt audio', { audio: { data: silent, filename: 'q.wav' } }, 'audio'],
    ['a model that cannot chat', { audio: wav, model: 'tts-1' }, 'model'],
  ];
  for (const [name, parts, param] of cases) {
    it(`${name}: 400 naming ${param}`, async () => {
      const { res, json } = await post(parts);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(json.error.param).toBe(param);
      expect(upstream.requests).toHaveLength(0);
    }, 60_000);
  }
});
