/**
 * Upstreams that answer in ways the fake upstreams do not: other servers' shapes, broken numbers, broken connections.
 * A raw scripted server stands in for both the OpenAI-compatible and the Anthropic upstream; each test sets what it
 * sends. Found by two audits of the streamed and the non-streamed paths (issue 6 notes).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { FAKE_ENV, writeFakeModelsFile, writeFakePricesFile } from '../fakes/models';
import type { ChatUsage } from '../../src/gateway/chat/usage';
import { chatRecorder, streamChat, textOf } from './harness';
import { httpProvider, UpstreamAgents } from '../../src/providers/http';
import { openaiSpec } from '../../src/providers/openai/index';

type Script = (req: http.IncomingMessage, res: http.ServerResponse, body: any) => void | Promise<void>;
let script: Script;
let upstream: http.Server;
let lastRequest: { headers: http.IncomingHttpHeaders; body: any } | null = null;
let app: TestApp;
let key: string;
const settled: ChatUsage[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c) => parts.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString() || 'null');
      lastRequest = { headers: req.headers, body };
      Promise.resolve(script(req, res, body)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
  const modelsFile = writeFakeModelsFile({ openaiBaseUrl: base, anthropicBaseUrl: base, timeoutMs: 1000, maxRetries: 0 });
  app = await startTestApp({ modelsFile, env: { ...FAKE_ENV, PRICES_FILE: writeFakePricesFile(), UPSTREAM_MAX_ANSWER_BYTES: '200000' } });
  app.ctx.metering.observe(chatRecorder([], (usage) => settled.push(usage)));
  key = (await app.createAccount({ creditCents: 100000, plan: 'scale' })).apiKey;
});
afterAll(async () => {
  upstream?.closeAllConnections();
  await new Promise((r) => upstream?.close(r));
  await app?.close();
});
beforeEach(() => { settled.length = 0; lastRequest = null; });

async function settledUsage(): Promise<ChatUsage> {
  for (let i = 0; i < 200 && settled.length === 0; i++) await sleep(10);
  expect(settled).toHaveLength(1);
  return settled[0];
}

const chat = (json: object) => app.request('POST', '/v1/chat/completions', { key, json: { messages: [{ role: 'user', content: 'hi' }], ...json } });
const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};
const answer = (message: object, usage?: object) => ({
  id: 'x', object: 'chat.completion', created: 1, model: 'up', choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop' }], ...(usage ? { usage } : {}),
});
const sse = (obj: unknown) => `data: ${typeof obj === 'string' ? obj : JSON.stringify(obj)}\n\n`;
const delta = (d: object, finish: string | null = null) => ({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [{ index: 0, delta: d, finish_reason: finish }] });
const streamed = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream: true, stream_options: { include_usage: true } };
/**
 * A prompt that the 20 tokens these upstreams report fit in, with the reservation's margin (a report beyond the
 * reservation is billed at it: test/billing/beyond-reservation.test.ts).
 */
const twentyTokenPrompt = [{ role: 'user', content: 'Which house does Saturn rule in a Capricorn chart, and what does that say about work?' }];

describe('non-streamed answers', () => {
  it('usage without a valid completion_tokens: the output is counted, not billed as zero (OpenAI-compatible and Anthropic)', async () => {
    const text = 'hello world how are you today my friend';
    for (const usage of [{ prompt_tokens: 20, total_tokens: 29 }, { prompt_tokens: 20, completion_tokens: '9' }, { prompt_tokens: 20, completion_tokens: -5 }]) {
      settled.length = 0;
      script = (_q, res) => json(res, 200, answer({ content: text }, usage));
      const res = await chat({ model: 'gpt-4o-mini', messages: twentyTokenPrompt });
      expect(res.status).toBe(200);
      const u = await settledUsage();
      expect(u).toMatchObject({ promptTokens: 20, source: 'counted' });
      expect(u.completionTokens).toBeGreaterThan(0);
      expect(res.body.usage).toMatchObject({ prompt_tokens: 20, completion_tokens: u.completionTokens });
    }
    settled.length = 0;
    script = (_q, res) => json(res, 200, { id: 'm', type: 'message', role: 'assistant', content: [{ type: 'text', text }], stop_reason: 'end_turn', usage: { input_tokens: 20 } });
    const claude = await chat({ model: 'claude-sonnet-4', messages: twentyTokenPrompt });
    expect(claude.status).toBe(200);
    expect((await settledUsage()).completionTokens).toBeGreaterThan(0);
  });

  it('negative, fractional or impossible token numbers are not taken; cache reads stay within the prompt', async () => {
    for (const usage of [{ prompt_tokens: -20, completion_tokens: -5 }, { prompt_tokens: 20.5, completion_tokens: 5.5 }, { prompt_tokens: 1e12, completion_tokens: 1e12 }]) {
      settled.length = 0;
      script = (_q, res) => json(res, 200, answer({ content: 'fine' }, usage));
      const res = await chat({ model: 'gpt-4o-mini' });
      expect(res.status).toBe(200);
      const u = await settledUsage();
      expect(u.source).toBe('counted');
      expect(u.promptTokens).toBeGreaterThan(0);
      expect(u.promptTokens).toBeLessThan(100);
      expect(res.body.usage.total_tokens).toBe(u.totalTokens);
    }
    settled.length = 0;
    script = (_q, res) => json(res, 200, answer({ content: 'fine' }, { prompt_tokens: 20, completion_tokens: 2, prompt_tokens_details: { cached_tokens: 500 } }));
    const res = await chat({ model: 'gpt-4o-mini', messages: twentyTokenPrompt });
    expect(res.body.usage).toMatchObject({ prompt_tokens: 20, cache_read_tokens: 20 });
  });

  it('other servers\' shapes: arguments as an object, a call without id, content as text parts, null items', async () => {
    script = (_q, res) => json(res, 200, answer({ content: null, tool_calls: [null, { type: 'function', function: { name: 'f', arguments: { city: 'Pune' } } }] }));
    const calls = await chat({ model: 'gpt-4o-mini', tools: [{ type: 'function', function: { name: 'f' } }] });
    expect(calls.status).toBe(200);
    expect(calls.body.choices[0].message.tool_calls).toEqual([{ id: expect.stringMatching(/^call_[0-9a-f]{32}$/), type: 'function', function: { name: 'f', arguments: '{"city":"Pune"}' } }]);
    script = (_q, res) => json(res, 200, answer({ content: [{ type: 'text', text: 'hello ' }, { type: 'text', text: 'there' }] }));
    expect((await chat({ model: 'gpt-4o-mini' })).body.choices[0].message.content).toBe('hello there');
    script = (_q, res) => json(res, 200, { id: 'm', type: 'message', role: 'assistant', content: [null, { type: 'text', text: 'ok' }], stop_reason: 'end_turn', usage: { input_tokens: 5, output_tokens: 1 } });
    expect((await chat({ model: 'claude-sonnet-4' })).body.choices[0].message.content).toBe('ok');
  });

  it('an answer of a shape no mapper expects is 503 upstream_malformed, not a 500', async () => {
    script = (_q, res) => json(res, 200, { id: 'm', type: 'message', content: 'not a list but a string', usage: null });
    const claude = await chat({ model: 'claude-sonnet-4' });
    expect(claude.status).toBe(503);
    expect(claude.body.error.code).toBe('upstream_malformed');
    // Whatever a mapper trips over (here: a mapper that throws a TypeError) is the upstream's malformed answer.
    script = (_q, res) => json(res, 200, answer({ content: 'x' }));
    const agents = new UpstreamAgents();
    const provider = httpProvider({ ...openaiSpec, mapResponse: () => { throw new TypeError('Cannot read properties of null'); } }, agents);
    const target = {
      providerName: 'raw', baseUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`, apiKey: null, upstreamModel: 'up',
      timeoutMs: 1000, maxRetries: 0, maxConnections: 1, defaultMaxTokens: 16,
    };
    try {
      await expect(provider.complete({ body: { model: 'm', messages: [{ role: 'user', content: 'hi' }] } as any, target, signal: new AbortController().signal }))
        .rejects.toMatchObject({ status: 503, code: 'upstream_malformed' });
    } finally {
      agents.close();
    }
  });

  it('a reasoning model\'s thinking (reasoning_content, or reasoning) reaches the client, and is counted when usage is missing', async () => {
    const thought = 'The user greets me. A greeting back is enough, perhaps with a question about their chart.';
    script = (_q, res) => json(res, 200, answer({ content: 'Hello!', reasoning_content: thought }, { prompt_tokens: 9, completion_tokens: 30, completion_tokens_details: { reasoning_tokens: 27 } }));
    const res = await chat({ model: 'gpt-4o-mini' });
    expect(res.body.choices[0].message).toMatchObject({ content: 'Hello!', reasoning_content: thought });
    // Where the SDKs read the thinking's share of the output (OpenAI's completion_tokens_details).
    expect(res.body.usage.completion_tokens_details).toEqual({ reasoning_tokens: 27 });
    expect(await settledUsage()).toMatchObject({ completionTokens: 30, source: 'upstream' });
    settled.length = 0;
    script = (_q, res) => json(res, 200, answer({ content: 'Hello!', reasoning: thought }));
    const counted = await chat({ model: 'gpt-4o-mini' });
    expect(counted.body.choices[0].message.reasoning_content).toBe(thought);
    const u = await settledUsage();
    expect(u.source).toBe('counted');
    expect(u.completionTokens).toBeGreaterThan(15); // the thinking, not only "Hello!"
    expect(counted.body.usage.completion_tokens_details.reasoning_tokens).toBeGreaterThan(10);
    expect(counted.body.usage.completion_tokens_details.reasoning_tokens).toBeLessThan(u.completionTokens);
    settled.length = 0;
    script = (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const word of thought.split(' ')) res.write(sse(delta({ reasoning_content: `${word} ` })));
      res.write(sse(delta({ content: 'Hello!' })));
      res.write(sse(delta({}, 'stop')));
      res.end(sse('[DONE]'));
    };
    const r = await streamChat(app, key, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], stream: true });
    expect(r.events.map((e) => e.choices?.[0]?.delta?.reasoning_content ?? '').join('').trim()).toBe(thought);
    expect(textOf(r.events)).toBe('Hello!');
    expect((await settledUsage()).completionTokens).toBeGreaterThan(15);
  });

  it('logprobs reach the client only in the contract\'s shape (malformed ones are left out, not passed on)', async () => {
    const good = { content: [{ token: 'ok', logprob: -0.1, bytes: [111, 107], top_logprobs: [{ token: 'ok', logprob: -0.1, bytes: null }] }], refusal: null };
    const withLogprobs = (logprobs: unknown) => ({ ...answer({ content: 'ok' }), choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, logprobs, finish_reason: 'stop' }] });
    script = (_q, res) => json(res, 200, withLogprobs(good));
    expect((await chat({ model: 'gpt-4o-mini', logprobs: true, top_logprobs: 1 })).body.choices[0].logprobs).toEqual(good);
    for (const bad of [{ content: [{ token: 'ok' }] }, { content: [{ token: 'ok', logprob: '-0.1' }] }, { content: 'ok' }, { content: [{ token: 'ok', logprob: -1, bytes: ['a'] }] }]) {
      script = (_q, res) => json(res, 200, withLogprobs(bad));
      const res = await chat({ model: 'gpt-4o-mini', logprobs: true });
      expect(res.status).toBe(200);
      expect(res.body.choices[0].logprobs).toBeNull();
    }
  });

  it('an answer above UPSTREAM_MAX_ANSWER_BYTES is refused with 503 and the process stays up', async () => {
    script = (_q, res) => json(res, 200, answer({ content: 'x'.repeat(300_000) }));
    const res = await chat({ model: 'gpt-4o-mini' });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('upstream_malformed');
    script = (_q, res) => json(res, 200, answer({ content: 'small' }));
    expect((await chat({ model: 'gpt-4o-mini' })).status).toBe(200);
  });

  it('Graha asks for an uncompressed answer (an upstream may otherwise compress it)', async () => {
    script = (req, res) => {
      if (/gzip/.test(String(req.headers['accept-encoding'] ?? 'gzip'))) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(zlib.gzipSync(JSON.stringify(answer({ content: 'zipped' }))));
      } else json(res, 200, answer({ content: 'plain' }));
    };
    const res = await chat({ model: 'gpt-4o-mini' });
    expect(res.status).toBe(200);
    expect(res.body.choices[0].message.content).toBe('plain');
    expect(lastRequest?.headers['accept-encoding']).toBe('identity');
  });
});

describe('upstream errors', () => {
  it('other servers\' error shapes keep their message: FastAPI detail (string and list), TGI error string', async () => {
    const cases: Array<[number, unknown, string]> = [
      [400, { detail: 'max_tokens must be at least 1, got 0.' }, 'max_tokens must be at least 1'],
      [422, { detail: [{ loc: ['body', 'messages'], msg: 'Field required', type: 'missing' }] }, 'body.messages: Field required'],
      [400, { error: 'Input validation error: `temperature` must be strictly positive', error_type: 'validation' }, '`temperature` must be strictly positive'],
    ];
    for (const [status, body, message] of cases) {
      script = (_q, res) => json(res, status, body);
      const res = await chat({ model: 'gpt-4o-mini' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
  });

  it('the gateway\'s upstream key is never echoed to the caller in a 4xx message', async () => {
    script = (req, res) => json(res, 400, { error: { message: `bad request with ${String(req.headers.authorization)}` } });
    const res = await chat({ model: 'gpt-4o-mini' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('Bearer [redacted]');
    expect(res.text).not.toContain(FAKE_ENV.FAKE_OPENAI_API_KEY);
  });

  it('a redirect is the gateway\'s configuration, not the caller\'s request: 503 upstream_unavailable', async () => {
    script = (_q, res) => { res.writeHead(301, { location: 'https://elsewhere.example/v1/chat/completions' }); res.end(); };
    const res = await chat({ model: 'gpt-4o-mini' });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('upstream_unavailable');
  });
});

describe('streamed answers', () => {
  const finished = async (res: http.ServerResponse, after: (res: http.ServerResponse) => void) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(sse(delta({ role: 'assistant', content: '' })));
    res.write(sse(delta({ content: 'all of it' })));
    res.write(sse(delta({}, 'stop')));
    res.write(sse({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [], usage: { prompt_tokens: 9, completion_tokens: 3, total_tokens: 12 } }));
    res.write(sse('[DONE]'));
    await sleep(20);
    after(res);
  };

  it.each([
    ['resets the connection', (res: http.ServerResponse) => res.socket?.resetAndDestroy()],
    ['closes it without ending the body', (res: http.ServerResponse) => res.socket?.destroy()],
    ['holds the body open past the idle timeout', (_res: http.ServerResponse) => undefined],
  ])('an upstream that %s after [DONE] does not spoil a finished answer', async (_label, after) => {
    script = (_q, res) => finished(res, after);
    const started = Date.now();
    const r = await streamChat(app, key, streamed);
    expect(r.done).toBe(true);
    expect(textOf(r.events)).toBe('all of it');
    expect(r.events.some((e) => e.error)).toBe(false);
    expect(r.events.at(-1).usage).toMatchObject({ prompt_tokens: 9, completion_tokens: 3 });
    expect(Date.now() - started).toBeLessThan(900); // not held until the upstream's body ends or times out (1000 ms)
    expect(await settledUsage()).toMatchObject({ outcome: 'completed', completionTokens: 3 });
  });

  it('an upstream that dies after finish_reason but before its usage: the answer is complete, its output counted', async () => {
    script = (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sse(delta({ content: 'done here' })));
      res.write(sse(delta({}, 'stop')));
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const r = await streamChat(app, key, streamed);
    expect(r.done).toBe(true);
    expect(r.events.some((e) => e.error)).toBe(false);
    expect(await settledUsage()).toMatchObject({ outcome: 'completed', source: 'counted' });
  });

  it('tool call indices that start above 0 or skip numbers reach the client as 0, 1, ... and are counted', async () => {
    script = (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sse(delta({ content: 'Let me check.' })));
      res.write(sse(delta({ tool_calls: [{ index: 1, id: 'call_a', type: 'function', function: { name: 'f', arguments: '' } }] })));
      res.write(sse(delta({ tool_calls: [{ index: 3, id: 'call_b', type: 'function', function: { name: 'g', arguments: '{}' } }] })));
      res.write(sse(delta({ tool_calls: [{ index: 1, function: { arguments: '{"x":1}' } }] })));
      res.write(sse(delta({}, 'tool_calls')));
      res.end(sse('[DONE]')); // no usage: Graha counts
    };
    const r = await streamChat(app, key, { ...streamed, tools: [{ type: 'function', function: { name: 'f' } }, { type: 'function', function: { name: 'g' } }] });
    expect(r.done).toBe(true);
    const indices = r.events.flatMap((e) => e.choices?.[0]?.delta?.tool_calls ?? []).map((t: { index: number }) => t.index);
    expect(indices).toEqual([0, 1, 0]);
    const u = await settledUsage();
    expect(u).toMatchObject({ outcome: 'completed', source: 'counted' });
    expect(u.completionTokens).toBeGreaterThan(0);
  });
});
