/**
 * POST /v1/embeddings through the real app (issue 16 item 1): the official openai client unchanged (base64 by
 * default, floats on request), the built-in lexical model and an OpenAI-compatible upstream, billing per input token,
 * and bad input answered 400 naming the parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import { embedLexical, cosine } from '../../src/media/embeddings/lexical';
import { countTextTokens } from '../../src/tokenizer/count';

let gw: GatewayHarness;
let client: OpenAI;
let key: string;
beforeAll(async () => {
  gw = await startGateway();
  ({ apiKey: key } = await gw.app.createAccount({ plan: 'scale' }));
  client = new OpenAI({ apiKey: key, baseURL: `${gw.app.url}/v1`, maxRetries: 0 });
});
afterAll(async () => { await gw?.close(); });

/** The account's embedding usage once written (a usage row may stand for several calls written together). */
const usageOf = async (account: string) => {
  for (let i = 0; i < 100; i++) {
    const [row] = await gw.app.ctx.db('usage_events').where({ account_id: account, operation_id: 'createEmbedding' })
      .select(gw.app.ctx.db.raw('count(*) AS n, sum(requests) AS calls, sum(input_tokens) AS tokens, sum(cost_micro_usd) AS cost, min(endpoint_type) AS endpoint_type, min(model) AS model'));
    if (Number(row.n) > 0) return { calls: Number(row.calls), tokens: Number(row.tokens), cost: Number(row.cost), endpointType: row.endpoint_type, model: row.model };
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
};

describe('the official openai client, unchanged', () => {
  it('embeddings.create decodes the base64 it asks for by default into the engine\'s vectors', async () => {
    const texts = ['Saturn transits the tenth house', 'शनि की दशा', 'சனி தசை'];
    const res = await client.embeddings.create({ model: 'graha-embed-lexical', input: texts });
    expect(res.data.map((d) => d.index)).toEqual([0, 1, 2]);
    for (const [i, d] of res.data.entries()) {
      expect(d.embedding).toHaveLength(512);
      expect(cosine(Float32Array.from(d.embedding), embedLexical(texts[i]))).toBeGreaterThan(0.9999);
    }
    expect(res.usage).toEqual({ prompt_tokens: texts.reduce((n, t) => n + countTextTokens(t), 0), total_tokens: texts.reduce((n, t) => n + countTextTokens(t), 0) });
  });

  it('floats on request, and `dimensions` shortens the vector to unit length', async () => {
    const res = await client.embeddings.create({ model: 'graha-embed-lexical', input: 'Moon in Taurus', encoding_format: 'float', dimensions: 64 });
    const v = res.data[0].embedding;
    expect(v).toHaveLength(64);
    expect(Math.abs(v.reduce((s, x) => s + x * x, 0) - 1)).toBeLessThan(1e-5);
  });
});

describe('billing and upstream models', () => {
  it('charges the input tokens at the model\'s rate, with a usage row', async () => {
    const { apiKey, accountId: payer } = await gw.app.createAccount({ plan: 'scale', email: 'payer@example.com' });
    const input = 'A question about my career and the tenth lord';
    const res = await gw.app.request('POST', '/v1/embeddings', { key: apiKey, json: { model: 'graha-embed-lexical', input } });
    expect(res.status).toBe(200);
    const tokens = countTextTokens(input);
    // USD 0.02 per million tokens = 0.02 micro-USD per token, rounded up once per call.
    expect(await usageOf(payer)).toEqual({ calls: 1, tokens, cost: Math.ceil(tokens * 0.02), endpointType: 'embeddings', model: 'graha-embed-lexical' });
  });

  it('an OpenAI-compatible upstream model: vectors in input order; usage is what is billed (its count, at most the estimate)', async () => {
    const { apiKey, accountId: payer } = await gw.app.createAccount({ plan: 'scale', email: 'embed-upstream@example.com' });
    // The fake reports 11 tokens per input; Graha's estimate for 'ab' + 'abcd' is smaller, and is what was reserved.
    const estimate = countTextTokens('ab') + countTextTokens('abcd');
    expect(estimate).toBeLessThan(22);
    const res = await gw.app.request('POST', '/v1/embeddings', { key: apiKey, json: { model: 'text-embed-upstream', input: ['ab', 'abcd'], encoding_format: 'float' } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { embedding: number[] }) => d.embedding)).toEqual([[2, 0, 1], [4, 1, 1]]);
    expect(res.body.usage).toEqual({ prompt_tokens: estimate, total_tokens: estimate });
    expect((await usageOf(payer))?.tokens).toBe(res.body.usage.prompt_tokens);
    // An upstream counting fewer tokens than the estimate is billed (and reported) at its own count.
    const long = 'the Moon in the fourth house '.repeat(20);
    const fewer = await gw.app.request('POST', '/v1/embeddings', { key, json: { model: 'text-embed-upstream', input: long, encoding_format: 'float' } });
    expect(countTextTokens(long)).toBeGreaterThan(11);
    expect(fewer.body.usage.prompt_tokens).toBe(11);
  });

  it('an empty wallet is 402 before any work', async () => {
    const { apiKey } = await gw.app.createAccount({ creditCents: 0, email: 'broke@example.com' });
    const res = await gw.app.request('POST', '/v1/embeddings', { key: apiKey, json: { model: 'graha-embed-lexical', input: 'x' } });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('insufficient_balance');
  });
});

describe('bad input is 400 naming the parameter', () => {
  const cases: Array<[string, object, number, string]> = [
    ['empty input', { model: 'graha-embed-lexical', input: '' }, 400, 'input'],
    ['empty list', { model: 'graha-embed-lexical', input: [] }, 400, 'input'],
    ['a chat model', { model: 'gpt-4o', input: 'x' }, 400, 'model'],
    ['an unknown model', { model: 'no-such-model', input: 'x' }, 400, 'model'],
    ['more dimensions than the model has', { model: 'graha-embed-lexical', input: 'x', dimensions: 600 }, 400, 'dimensions'],
    ['an unknown encoding', { model: 'graha-embed-lexical', input: 'x', encoding_format: 'hex' }, 400, 'encoding_format'],
    ['an input beyond the window', { model: 'graha-embed-lexical', input: ['ok', 'word '.repeat(9000)] }, 400, 'input[1]'],
  ];
  it.each(cases)('%s', async (_name, json, status, param) => {
    const res = await gw.app.request('POST', '/v1/embeddings', { key, json });
    expect(res.status).toBe(status);
    expect(res.body.error.param).toBe(param);
  });
});
