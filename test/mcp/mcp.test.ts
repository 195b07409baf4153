/**
 * The MCP tool server (issue 20 item 4), driven by the MCP SDK's own client over stdio against the live test app:
 * the tools a coding assistant sees, their input schemas from openapi.yaml, real calls billed to the user's key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the tools a coding assistant sees', () => {
  it('covers chat, embeddings, images, voice, astrology and billing, each with an input schema from the contract', async () => {
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name).sort();
    expect(names).toEqual([
      'balance', 'chart', 'chat', 'dasha', 'deposit', 'embeddings', 'generate_image', 'horoscope', 'kundali', 'match',
      'panchang', 'text_to_speech', 'transcribe', 'usage', 'voice_conversation',
    ]);
    const kundali = tools.find((t) => t.name === 'kundali')!;
    expect(kundali.inputSchema.required).toEqual(expect.arrayContaining(['date', 'time', 'lat', 'lon']));
    expect((kundali.inputSchema.properties as any).system.enum).toEqual(['vedic', 'western', 'kp']);
    const chat = tools.find((t) => t.name === 'chat')!;
    expect(chat.inputSchema.required).toEqual(expect.arrayContaining(['model', 'messages']));
    expect(JSON.stringify(chat.inputSchema)).not.toContain('$ref');
    const voice = tools.find((t) => t.name === 'voice_conversation')!;
    expect(Object.keys(voice.inputSchema.properties as object)).toContain('audio_base64');
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

  it('bad input comes back as an error result with the envelope naming the parameter', async () => {
    const result = await client.callTool({ name: 'horoscope', arguments: { sign: 'pluto' } });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result)).error).toMatchObject({ status: 400, param: 'sign' });
  });
});
