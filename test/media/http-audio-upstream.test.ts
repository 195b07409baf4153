/**
 * Speech and transcription through an OpenAI-compatible upstream (issue 16 items 3-4, "through upstream providers
 * from config/models.yaml when configured"): a scripted upstream on loopback receives what OpenAI would and answers
 * as OpenAI does; Graha streams the audio through, maps verbose_json back, and bills with its own price table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/audio/librivox-sense-and-sensibility-0870.wav'));
const UPSTREAM_KEY = 'sk-audio-upstream-key';
const AUDIO = Buffer.from('ID3 fake upstream mp3 bytes '.repeat(200));

interface Seen { path: string; auth: string | undefined; json?: any; fields?: Record<string, string>; file?: { name: string; bytes: number } }
const seen: Seen[] = [];
let upstream: http.Server;
let app: TestApp;
let key: string;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const entry: Seen = { path: req.url ?? '', auth: req.headers.authorization };
    seen.push(entry);
    if (req.url === '/v1/audio/speech') {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        entry.json = JSON.parse(body);
        if (entry.json.voice === 'echo') { res.writeHead(400, { 'content-type': 'application/json' }); res.end(JSON.stringify({ error: { message: 'voice echo is retired', param: 'voice' } })); return; }
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        res.write(AUDIO.subarray(0, 100));
        setTimeout(() => res.end(AUDIO.subarray(100)), 20);
      });
      return;
    }
    const parser = busboy({ headers: req.headers });
    entry.fields = {};
    parser.on('field', (n, v) => { entry.fields![n] = v; });
    parser.on('file', (n, stream) => { let bytes = 0; stream.on('data', (c: Buffer) => { bytes += c.length; }); stream.on('end', () => { entry.file = { name: n, bytes }; }); });
    parser.on('close', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ task: 'transcribe', language: 'english', duration: 7.1, text: ' And Mr. John Dashwood had then leisure. ', segments: [{ id: 0, seek: 0, start: 0, end: 7.1, text: ' And Mr. John Dashwood had then leisure.', tokens: [] }] }));
    });
    req.pipe(parser);
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-audio-upstream-'));
  const modelsFile = path.join(dir, 'models.yaml');
  fs.writeFileSync(modelsFile, `
providers:
  builtin: {kind: builtin}
  up: {kind: openai-compatible, base_url: "${base}", api_key_env: AUDIO_UPSTREAM_KEY}
models:
  - {id: graha-astro-standard, provider: builtin, upstream: astro-standard, kind: astrology, owned_by: graha, context_window: 32768, capabilities: [chat, streaming]}
  - {id: up-tts, provider: up, upstream: gpt-4o-mini-tts, kind: tts, owned_by: openai, context_window: null, capabilities: [tts]}
  - {id: up-stt, provider: up, upstream: whisper-1, kind: stt, owned_by: openai, context_window: null, capabilities: [stt]}
`);
  const prices = YAML.parse(fs.readFileSync('config/prices.yaml', 'utf8'));
  prices.tts['up-tts'] = { per_mchar: 15 };
  prices.stt['up-stt'] = { per_second: 0.0001 };
  const pricesFile = path.join(dir, 'prices.yaml');
  fs.writeFileSync(pricesFile, YAML.stringify(prices));
  app = await startTestApp({ modelsFile, env: { AUDIO_UPSTREAM_KEY: UPSTREAM_KEY, PRICES_FILE: pricesFile } });
  ({ apiKey: key } = await app.createAccount({ plan: 'scale' }));
}, 60_000);
afterAll(async () => { await app?.close(); await new Promise((r) => upstream?.close(r)); });

describe('an OpenAI-compatible upstream', () => {
  it('speech: the request as OpenAI takes it, the audio streamed through', async () => {
    const res = await fetch(`${app.url}/v1/audio/speech`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ model: 'up-tts', voice: 'nova', input: 'Hello there', speed: 1.5 }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await res.arrayBuffer()).equals(AUDIO)).toBe(true);
    const sent = seen.find((s) => s.path === '/v1/audio/speech')!;
    expect(sent.auth).toBe(`Bearer ${UPSTREAM_KEY}`);
    expect(sent.json).toEqual({ model: 'gpt-4o-mini-tts', input: 'Hello there', voice: 'nova', response_format: 'mp3', speed: 1.5 });
  });

  it('speech: an upstream refusal is 400 with its message and param', async () => {
    const res = await app.request('POST', '/v1/audio/speech', { key, json: { model: 'up-tts', voice: 'echo', input: 'Hello' } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('voice');
    expect(res.body.error.message).toContain('retired');
  });

  it('transcription: the original upload goes up; verbose_json comes back in OpenAI\'s shape', async () => {
    const form = new FormData();
    form.append('model', 'up-stt');
    form.append('response_format', 'verbose_json');
    form.append('file', new Blob([new Uint8Array(FIXTURE)], { type: 'audio/wav' }), 'clip.wav');
    const res = await app.request('POST', '/v1/audio/transcriptions', { key, body: form });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('And Mr. John Dashwood had then leisure.');
    expect(res.body.duration).toBe(7.1);
    expect(res.body.segments).toEqual([{ id: 0, start: 0, end: 7.1, text: 'And Mr. John Dashwood had then leisure.' }]);
    const sent = seen.find((s) => s.path === '/v1/audio/transcriptions')!;
    expect(sent.fields).toMatchObject({ model: 'whisper-1', response_format: 'verbose_json' });
    expect(sent.file).toEqual({ name: 'file', bytes: FIXTURE.length });
  });
});
