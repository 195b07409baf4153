/**
 * The MCP tool server (issue 20 item 4), driven by the MCP SDK's own client over stdio against the live test app:
 * the tools a coding assistant sees, their input schemas from openapi.yaml, real calls billed to the user's key.
 * Every one of the 15 tools is called at least once and its result checked for what it really holds (vectors whose
 * similarity follows the words, a PNG and an mp3 that ffprobe decodes, the LibriVox clip's words, the Vimshottari
 * order, an SVG, the usage of the calls just made).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_RATE, decodePcm, probe } from '../media/audio';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let client: Client;
let apiKey: string;
let accountId: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey, accountId } = await app.createAccount({ creditCents: 5_000 }));
  client = new Client({ name: 'graha-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({
    command: process.execPath, args: ['--import', 'tsx', 'src/mcp/server.ts'],
    env: { PATH: process.env.PATH ?? '', GRAHA_API_KEY: apiKey, GRAHA_BASE_URL: app.url },
    stderr: 'ignore',
  }));
}, 60_000);
afterAll(async () => { await client?.close(); await app?.close(); });

const textOf = (result: any) => result.content.filter((c: any) => c.type === 'text').map((c: any) => c.text).join('');
const jsonOf = (result: any) => {
  expect(result.isError, textOf(result).slice(0, 500)).toBeFalsy();
  return JSON.parse(textOf(result));
};
const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 });

/** The recorded LibriVox clip (test/fixtures/audio/README.md) and its reference transcript. */
const CLIP = fs.readFileSync('test/fixtures/audio/librivox-sense-and-sensibility-0870.wav');
const CLIP_WORDS = 'and mister john dashwood had then leisure to consider how much there might be prudently in his power to do for them';

/** Share of the reference's words (as a multiset) found in the hypothesis (as test/media/http-transcription.test.ts). */
function wordRecall(reference: string, hypothesis: string): number {
  const norm = (t: string) => t.toLowerCase().replace(/\bmr\b/g, 'mister').replace(/[^a-z' ]/g, ' ').split(/\s+/).filter(Boolean);
  const have = new Map<string, number>();
  for (const w of norm(hypothesis)) have.set(w, (have.get(w) ?? 0) + 1);
  const ref = norm(reference);
  let found = 0;
  for (const w of ref) { const n = have.get(w) ?? 0; if (n > 0) { found++; have.set(w, n - 1); } }
  return found / ref.length;
}

/** Width, height and codec of an image as ffprobe decodes it (it fails on bytes that are not a valid image). */
function probeImage(bytes: Buffer): { codec: string; width: number; height: number } {
  const json = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-i', 'pipe:0'], { input: bytes }).toString());
  return { codec: json.streams[0].codec_name, width: json.streams[0].width, height: json.streams[0].height };
}

const cosine = (a: number[], b: number[]) => {
  let dot = 0; let na = 0; let nb = 0;
  for (let i = 0; i < a.length; i++) { dot += a[i] * b[i]; na += a[i] * a[i]; nb += b[i] * b[i]; }
  return dot / Math.sqrt(na * nb);
};

describe('the tools a coding assistant sees', () => {
  it('covers chat, embeddings, images, voice, astrology and billing, each with an input schema from the contract', async () => {
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name).sort();
    expect(names).toEqual([
      'balance', 'chandrashtama', 'chart', 'chat', 'dasha', 'deposit', 'embeddings', 'generate_image', 'horoscope', 'jaimini', 'kp', 'kp_ruling_planets', 'kundali', 'match',
      'panchang', 'panchang_periods', 'tarabala_chandrabalam', 'text_to_speech', 'transcribe', 'usage', 'varshaphal', 'voice_conversation',
    ]);
    const kundali = tools.find((t) => t.name === 'kundali')!;
    expect(kundali.inputSchema.required).toEqual(expect.arrayContaining(['date', 'time', 'lat', 'lon']));
    expect((kundali.inputSchema.properties as any).system.enum).toEqual(['vedic', 'western', 'kp']);
    const chat = tools.find((t) => t.name === 'chat')!;
    expect(chat.inputSchema.required).toEqual(expect.arrayContaining(['model', 'messages']));
    expect(JSON.stringify(chat.inputSchema)).not.toContain('$ref');
    const voice = tools.find((t) => t.name === 'voice_conversation')!;
    expect(Object.keys(voice.inputSchema.properties as object)).toContain('audio_base64');
    // birth_details is JSON text in the form, not a file: the tool takes the object it encodes.
    expect((voice.inputSchema.properties as any).birth_details.type).toBe('object');
    expect(voice.inputSchema.required).toEqual(['audio_base64']);
  });
});

describe('a tool call is a call of the HTTP API with the user\'s key', () => {
  it('panchang answers as GET /v1/astrology/panchang does', async () => {
    const result = await client.callTool({ name: 'panchang', arguments: { date: '2025-10-20', lat: 28.6139, lon: 77.209 } });
    expect(result.isError).toBeFalsy();
    const day = JSON.parse(textOf(result));
    const direct = await app.request('GET', '/v1/astrology/panchang?date=2025-10-20&lat=28.6139&lon=77.209', { key: apiKey });
    expect(day).toEqual(direct.body);
    expect(day.tithi.name).toBe('Chaturdashi');
  });

  it('chandrashtama answers as GET /v1/astrology/panchang/chandrashtama does', async () => {
    const args = { moon_sign: 'Taurus', start: '2025-10-01', end: '2025-10-31', lat: 13.0827, lon: 80.2707 };
    const result = await client.callTool({ name: 'chandrashtama', arguments: args });
    expect(result.isError).toBeFalsy();
    const direct = await app.request('GET', `/v1/astrology/panchang/chandrashtama?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))}`, { key: apiKey });
    expect(JSON.parse(textOf(result))).toEqual(direct.body);
    expect(direct.body.eighth_sign.name).toBe('Sagittarius');
  });

  it('jaimini answers as GET /v1/astrology/jaimini does', async () => {
    const args = { date: '2000-04-09', time: '17:55', lat: 42.5, lon: -71.2, tz: -4, karakas: '7' };
    const result = await client.callTool({ name: 'jaimini', arguments: args });
    expect(result.isError).toBeFalsy();
    const direct = await app.request('GET', `/v1/astrology/jaimini?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))}`, { key: apiKey });
    expect(JSON.parse(textOf(result))).toEqual(direct.body);
    expect(direct.body.chara_karakas).toHaveLength(7);
    expect(direct.body.arudha_lagna.sign).toBe('Gemini'); // Narasimha Rao, Vedic Astrology: An Integrated Approach, Chart 1
  });

  it('varshaphal answers as GET /v1/astrology/varshaphal does', async () => {
    const args = { date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209, tz: 5.5, year: 2026 };
    const result = await client.callTool({ name: 'varshaphal', arguments: args });
    expect(result.isError).toBeFalsy();
    const direct = await app.request('GET', `/v1/astrology/varshaphal?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))}`, { key: apiKey });
    expect(JSON.parse(textOf(result))).toEqual(direct.body);
    expect(direct.body.solar_return.local_datetime).toBe('2026-05-15T20:02:31+05:30'); // PyJHora 4.8.7 tajaka.annual_chart: 20:02:31
  });

  it('kp (horary number 145) answers as GET /v1/astrology/kp does', async () => {
    const args = { date: '2024-01-10', time: '10:00', lat: 13.0827, lon: 80.2707, horary_number: 145 };
    const result = await client.callTool({ name: 'kp', arguments: args });
    expect(result.isError).toBeFalsy();
    const direct = await app.request('GET', `/v1/astrology/kp?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))}`, { key: apiKey });
    expect(JSON.parse(textOf(result))).toEqual(direct.body);
    expect(direct.body.ascendant.position).toBe('29°26\'40"'); // Libra, Jupiter star, Moon sub (sageasita.com example)
  });

  it('kundali computes the chart and is billed like the endpoint', async () => {
    const result = await client.callTool({ name: 'kundali', arguments: { date: '1990-03-12', time: '14:30', lat: 13.0827, lon: 80.2707 } });
    expect(result.isError).toBeFalsy();
    const chart = JSON.parse(textOf(result));
    expect(chart.planets.map((p: any) => p.name)).toContain('Moon');
    const direct = await app.request('GET', '/v1/astrology/kundali?date=1990-03-12&time=14:30&lat=13.0827&lon=80.2707', { key: apiKey });
    expect(chart.moon_sign).toBe(direct.body.moon_sign);
    // Two charged calls on the account (the tool's and the direct one) at the fixed price (a usage row may stand for
    // several calls written together).
    const totals = async () => {
      const [row] = await app.ctx.db('usage_events').where({ account_id: accountId, operation_id: 'getKundali' })
        .select(app.ctx.db.raw('coalesce(sum(requests), 0) AS calls, coalesce(sum(cost_micro_usd), 0) AS cost'));
      return { calls: Number(row.calls), cost: Number(row.cost) };
    };
    for (let i = 0; i < 100 && (await totals()).calls < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await totals()).toEqual({ calls: 2, cost: 4000 });
  });

  it('chart with format=png answers an image', async () => {
    const result = await client.callTool({ name: 'chart', arguments: { date: '1990-03-12', time: '14:30', lat: 13.0827, lon: 80.2707, style: 'south', varga: 'D9', format: 'png', language: 'ta' } });
    const image = (result.content as any[]).find((c) => c.type === 'image');
    expect(image.mimeType).toBe('image/png');
    expect(Buffer.from(image.data, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('chat, balance and deposit answer through their tools', async () => {
    const chat = await client.callTool({ name: 'chat', arguments: { model: 'graha-astro-fast', messages: [{ role: 'user', content: 'Hello' }] } });
    expect(JSON.parse(textOf(chat)).object).toBe('chat.completion');
    const balance = JSON.parse(textOf(await client.callTool({ name: 'balance', arguments: {} })));
    expect(balance).toMatchObject({ currency: 'usd_cents' });
    const deposit = JSON.parse(textOf(await client.callTool({ name: 'deposit', arguments: { amount: 1000 } })));
    expect(deposit).toMatchObject({ amount: 1000, status: 'pending' });
    expect(deposit.payment_url).toMatch(/^http/);
  });

  it('horoscope answers for a sign and a date', async () => {
    const day = jsonOf(await call('horoscope', { sign: 'leo', date: '2026-11-24' }));
    const direct = await app.request('GET', '/v1/astrology/horoscope?sign=leo&date=2026-11-24', { key: apiKey });
    expect(day).toEqual(direct.body);
    expect(day.sign).toBe('leo');
  });

  it('bad input comes back as an error result with the envelope naming the parameter', async () => {
    const result = await client.callTool({ name: 'horoscope', arguments: { sign: 'pluto' } });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result)).error).toMatchObject({ status: 400, param: 'sign' });
  });
});

describe('every other tool answers over stdio with a real result', () => {
  it('embeddings: one vector per text, nearer for texts that share words', async () => {
    const list = jsonOf(await call('embeddings', {
      model: 'graha-embed-lexical', input: ['the moon in cancer', 'moon in cancer tonight', 'quarterly stock market report'],
    }));
    expect(list.object).toBe('list');
    expect(list.data.map((d: any) => d.index)).toEqual([0, 1, 2]);
    const [a, b, c] = list.data.map((d: any) => d.embedding as number[]);
    expect(a.length).toBeGreaterThan(0);
    expect(cosine(a, b)).toBeGreaterThan(cosine(a, c) + 0.3);
    expect(list.usage.prompt_tokens).toBeGreaterThan(0);
  });

  it('generate_image: a signed URL that opens without a key to a PNG of the asked size, or the PNG inline', async () => {
    const byUrl = jsonOf(await call('generate_image', { prompt: 'a saffron sunrise over the Ganges', size: '256x256' }));
    expect(byUrl.data).toHaveLength(1);
    const res = await fetch(byUrl.data[0].url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(probeImage(Buffer.from(await res.arrayBuffer()))).toEqual({ codec: 'png', width: 256, height: 256 });
    const inline = jsonOf(await call('generate_image', { prompt: 'a full moon', size: '512x512', response_format: 'b64_json' }));
    expect(probeImage(Buffer.from(inline.data[0].b64_json, 'base64'))).toEqual({ codec: 'png', width: 512, height: 512 });
  }, 60_000);

  it('text_to_speech: mp3 audio that ffprobe decodes, seconds of it', async () => {
    const result: any = await call('text_to_speech', { model: 'tts-1', voice: 'nova', input: 'Your ascendant is Scorpio and the Moon is in Cancer.' });
    expect(result.isError, textOf(result)).toBeFalsy();
    const audio = result.content.find((c: any) => c.type === 'audio');
    expect(audio.mimeType).toBe('audio/mpeg');
    const bytes = Buffer.from(audio.data, 'base64');
    expect((await probe(bytes)).codecName).toBe('mp3');
    // Ten words of speech: seconds of decoded sound (a streamed mp3 declares no duration; ffmpeg decodes it whole).
    expect((await decodePcm(bytes)).length / ANALYSIS_RATE).toBeGreaterThan(1.5);
  }, 60_000);

  it('transcribe: the recorded LibriVox clip comes back as its words', async () => {
    const result = jsonOf(await call('transcribe', { model: 'graha-stt-en', file_base64: CLIP.toString('base64') }));
    expect(wordRecall(CLIP_WORDS, result.text), result.text).toBeGreaterThanOrEqual(0.6);
  }, 120_000);

  it('voice_conversation: the clip and birth details in, spoken audio out with the transcript and the reply text', async () => {
    // birth_details as the object the tool's schema asks for; the form carries it as JSON text, which the server checks.
    const result: any = await call('voice_conversation', {
      audio_base64: CLIP.toString('base64'), model: 'graha-astro-fast',
      birth_details: { date: '1990-03-12', time: '14:30', lat: 13.0827, lon: 80.2707 },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const audio = result.content.find((c: any) => c.type === 'audio');
    expect((await probe(Buffer.from(audio.data, 'base64'))).codecName).toBe('mp3');
    const texts = result.content.filter((c: any) => c.type === 'text').map((c: any) => c.text as string);
    const transcript = texts.find((t: string) => t.startsWith('Transcript: '))!;
    expect(wordRecall(CLIP_WORDS, transcript.slice('Transcript: '.length))).toBeGreaterThanOrEqual(0.6);
    expect(texts.find((t: string) => t.startsWith('Reply: '))!.length).toBeGreaterThan('Reply: '.length + 10);
  }, 120_000);

  it('match: the 36-point ashtakoota of two births, as the endpoint gives it', async () => {
    const args = {
      boy_date: '1990-03-12', boy_time: '14:30', boy_lat: 13.0827, boy_lon: 80.2707,
      girl_date: '1992-07-04', girl_time: '06:15', girl_lat: 19.076, girl_lon: 72.8777,
    };
    const match = jsonOf(await call('match', args));
    const query = new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)])).toString();
    expect(match).toEqual((await app.request('GET', `/v1/astrology/match?${query}`, { key: apiKey })).body);
    const kootas = JSON.stringify(match);
    expect(kootas).toMatch(/nadi/i);
    expect(kootas).toMatch(/bhakoot|bhakut/i);
  });

  it('dasha: mahadashas from the Moon\'s nakshatra lord, in the Vimshottari order, 120 years in all', async () => {
    const timeline = jsonOf(await call('dasha', { date: '1990-03-12', time: '14:30', lat: 13.0827, lon: 80.2707 }));
    // The classical rule: the 27 nakshatras of 13 deg 20' from Ashwini are ruled in turn by these nine lords, and the
    // first mahadasha is the lord of the Moon's nakshatra at birth, followed by the others in this order.
    const order = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
    const nakshatra = Math.floor(timeline.birth.moon_longitude / (360 / 27));
    const start = nakshatra % 9;
    expect(timeline.birth.lord).toBe(order[start]);
    const lords: string[] = timeline.mahadasha.map((m: any) => m.planet);
    expect(lords.slice(0, 9)).toEqual([...order.slice(start), ...order.slice(0, start)]);
    expect(timeline.mahadasha.slice(0, 9).reduce((sum: number, m: any) => sum + m.years, 0)).toBe(120);
  });

  it('chart: the birth chart as an SVG picture', async () => {
    const result: any = await call('chart', { date: '1990-03-12', time: '14:30', lat: 13.0827, lon: 80.2707 });
    expect(result.isError, textOf(result).slice(0, 300)).toBeFalsy();
    const svg = textOf(result);
    expect(svg).toMatch(/<svg[\s>]/);
    expect(svg.trim()).toMatch(/<\/svg>$/);
  });

  it('usage: this period\'s usage holds the tool calls just made', async () => {
    // Leased charges are written a few milliseconds after their calls.
    let usage: any;
    for (let i = 0; i < 100; i++) {
      usage = jsonOf(await call('usage', { period: 'current' }));
      if (JSON.stringify(usage).includes('tts')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const direct = await app.request('GET', '/v1/billing/usage?period=current', { key: apiKey });
    expect(usage).toEqual(direct.body);
    expect(JSON.stringify(usage)).toMatch(/embeddings/);
    expect(JSON.stringify(usage)).toMatch(/images/);
  });
});
