import http from 'node:http';
import { once } from 'node:events';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readUntil, startGateway, streamChat, textOf, type GatewayHarness } from './harness';
import { countTextTokens } from '../../src/tokenizer/count';

let gw: GatewayHarness;
let key: string;
beforeAll(async () => {
  gw = await startGateway({ timeoutMs: 400, maxRetries: 2, env: { STREAM_STALL_TIMEOUT_MS: '3000' } });
  // The scale plan: this file makes more calls within a minute than pay-as-you-go's 60 requests.
  key = (await gw.app.createAccount({ creditCents: 1000, plan: 'scale' })).apiKey;
});
afterAll(async () => { await gw?.close(); });
beforeEach(() => { gw.openai.reset(); gw.calls.length = 0; });

const chat = (json: unknown, headers: Record<string, string> = {}) =>
  gw.app.request('POST', '/v1/chat/completions', { key, json, headers });
const hello = [{ role: 'user', content: 'Hello there, Graha' }];

describe('a plain chat completion is answered in the OpenAI format', () => {
  it('goes to the upstream under its upstream model name and key, and comes back as chat.completion', async () => {
    gw.openai.knobs.cacheReadTokens = 3;
    const res = await chat({ model: 'gpt-4o', messages: hello, temperature: 0.2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.body).toMatchObject({
      object: 'chat.completion', model: 'gpt-4o',
      choices: [{ index: 0, message: { role: 'assistant', content: 'echo: Hello there, Graha', refusal: null }, logprobs: null, finish_reason: 'stop' }],
    });
    expect(res.body.id).toMatch(/^chatcmpl-/);
    const upstream = gw.openai.requests[0];
    expect(upstream.body).toMatchObject({ model: 'gpt-4o-2024-08-06', temperature: 0.2, stream: false });
    expect(upstream.headers.authorization).toBe('Bearer sk-fake-upstream-key');
    // Usage is the upstream's, with the cache read it reported (gpt-4o has the caching capability).
    const u = res.body.usage;
    expect(u.completion_tokens).toBe(4);
    expect(u.total_tokens).toBe(u.prompt_tokens + u.completion_tokens);
    expect(u).toMatchObject({ cache_read_tokens: 3, cache_creation_tokens: 0, prompt_tokens_details: { cached_tokens: 3 } });
  });

  it('a refusal comes back as message.refusal, and logprobs when asked for', async () => {
    gw.openai.knobs.refuse = true;
    const refused = await chat({ model: 'gpt-4o-mini', messages: hello });
    expect(refused.status).toBe(200);
    expect(refused.body.choices[0].message).toEqual({ role: 'assistant', content: null, refusal: 'echo: Hello there, Graha' });
    gw.openai.knobs.refuse = false;
    const res = await chat({ model: 'gpt-4o-mini', messages: hello, logprobs: true, top_logprobs: 2 });
    expect(res.status).toBe(200);
    expect(gw.openai.requests[1].body).toMatchObject({ logprobs: true, top_logprobs: 2 });
    const lp = res.body.choices[0].logprobs;
    expect(lp.content.map((t: any) => t.token).join('')).toBe('echo: Hello there, Graha');
    expect(lp.content[0]).toMatchObject({ token: 'echo: ', logprob: -0.25, bytes: [...Buffer.from('echo: ')] });
  });

  it('logprobs to a model whose upstream reports none is 400, not silently ignored', async () => {
    for (const model of ['claude-sonnet-4', 'graha-astro-standard']) {
      const res = await chat({ model, messages: hello, logprobs: true });
      expect(res.status).toBe(400);
      expect(res.body.error.param).toBe('logprobs');
    }
    expect((await chat({ model: 'gpt-4o-mini', messages: hello, top_logprobs: 21 })).body.error.param).toBe('top_logprobs');
  });

  it('reports the call to the billing/limits sink: an estimate before, the usage after', async () => {
    const res = await chat({ model: 'gpt-4o-mini', messages: hello, max_tokens: 50 });
    expect(res.status).toBe(200);
    const { call, usage } = gw.calls[0];
    expect(call).toMatchObject({ model: 'gpt-4o-mini', modelKind: 'proprietary', endpointId: null, stream: false });
    expect(call.estimate.maxCompletionTokens).toBe(50);
    expect(call.estimate.promptTokens).toBeGreaterThan(countTextTokens('Hello there, Graha'));
    expect(call.estimate.maxTotalTokens).toBe(call.estimate.promptTokens + 50);
    expect(usage).toMatchObject({ source: 'upstream', outcome: 'completed', promptTokens: res.body.usage.prompt_tokens, completionTokens: 4 });
  });

  it('counts usage with the tokenizer when the upstream reports none', async () => {
    gw.openai.knobs.reportUsage = false;
    const res = await chat({ model: 'gpt-4o-mini', messages: hello });
    expect(res.status).toBe(200);
    expect(res.body.usage.completion_tokens).toBe(countTextTokens('echo: Hello there, Graha'));
    expect(res.body.usage.prompt_tokens).toBe(gw.calls[0].call.estimate.promptTokens);
    expect(gw.calls[0].usage?.source).toBe('counted');
  });

  it('passes tools through and returns the tool call', async () => {
    const tools = [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } } }];
    const res = await chat({ model: 'gpt-4o-mini', messages: hello, tools, tool_choice: 'auto' });
    expect(res.status).toBe(200);
    expect(gw.openai.requests[0].body.tools).toEqual(tools);
    expect(res.body.choices[0]).toMatchObject({
      finish_reason: 'tool_calls',
      message: { content: null, tool_calls: [{ id: 'call_fake1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Varanasi"}' } }] },
    });
  });

  it('the legacy functions format: function_call back (plain and streamed), the result sent as a function message', async () => {
    const functions = [{ name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } }];
    const res = await chat({ model: 'gpt-4o-mini', messages: hello, functions, function_call: 'auto' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(gw.openai.requests[0].body).toMatchObject({ functions, function_call: 'auto' });
    expect(res.body.choices[0]).toMatchObject({
      finish_reason: 'function_call',
      message: { content: null, function_call: { name: 'get_weather', arguments: '{"city":"Varanasi"}' } },
    });
    expect(res.body.choices[0].message).not.toHaveProperty('tool_calls');
    const r = await streamChat(gw.app, key, { model: 'gpt-4o-mini', messages: hello, functions, stream: true });
    const pieces = r.events.map((e) => e.choices[0]?.delta?.function_call).filter(Boolean);
    expect(pieces[0].name).toBe('get_weather');
    expect(pieces.map((p: any) => p.arguments ?? '').join('')).toBe('{"city":"Varanasi"}');
    expect(r.events[r.events.length - 1].choices[0].finish_reason).toBe('function_call');
    // Counted like a tool call when the upstream reports no usage.
    gw.openai.knobs.reportUsage = false;
    const counted = await chat({ model: 'gpt-4o-mini', messages: hello, functions });
    expect(counted.body.usage.completion_tokens).toBe(countTextTokens('get_weather') + countTextTokens('{"city":"Varanasi"}'));
    gw.openai.knobs.reportUsage = true;
    const followUp = await chat({
      model: 'gpt-4o-mini', functions,
      messages: [...hello, res.body.choices[0].message, { role: 'function', name: 'get_weather', content: '{"temp_c":31}' }],
    });
    expect(followUp.status, JSON.stringify(followUp.body)).toBe(200);
  });

  it('legacy functions: the same checks as tools, and 400 where the upstream has no such format', async () => {
    const functions = [{ name: 'f' }];
    expect((await chat({ model: 'gpt-4o-mini', messages: hello, function_call: 'auto' })).body.error.param).toBe('function_call');
    expect((await chat({ model: 'gpt-4o-mini', messages: hello, functions, function_call: { name: 'g' } })).body.error.param).toBe('function_call');
    expect((await chat({ model: 'gpt-4o-mini', messages: hello, functions, tools: [{ type: 'function', function: { name: 'f' } }] })).body.error.param).toBe('functions');
    const asking = await chat({ model: 'gpt-4o-mini', messages: [...hello, { role: 'assistant', content: null, function_call: { name: 'f', arguments: '{}' } }] });
    expect(asking.body.error.param).toBe('messages');
    const anthropicCalls = gw.anthropic.requests.length;
    const claude = await chat({ model: 'claude-sonnet-4', messages: hello, functions });
    expect(claude.status).toBe(400);
    expect(claude.body.error.param).toBe('functions');
    const astro = await chat({ model: 'graha-astro-standard', messages: hello, functions });
    expect(astro.body.error).toMatchObject({ code: 'capability_not_supported', param: 'functions' });
    expect(gw.anthropic.requests).toHaveLength(anthropicCalls);
  });

  it('passes image content parts through to a vision model', async () => {
    const messages = [{ role: 'user', content: [{ type: 'text', text: 'Which temple?' }, { type: 'image_url', image_url: { url: 'https://example.org/t.jpg', detail: 'low' } }] }];
    const res = await chat({ model: 'gpt-4o', messages });
    expect(res.status).toBe(200);
    expect(gw.openai.requests[0].body.messages).toEqual(messages);
  });
});

describe('streaming sends OpenAI chat.completion.chunk events', () => {
  it('role first, then content deltas, a finish chunk, the usage chunk, then [DONE]', async () => {
    const r = await streamChat(gw.app, key, { model: 'gpt-4o-mini', messages: hello, stream: true, stream_options: { include_usage: true } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(r.headers.get('x-request-id')).toBeTruthy();
    expect(r.done).toBe(true);
    expect(r.raw.endsWith('data: [DONE]\n\n')).toBe(true);
    const [first, ...rest] = r.events;
    expect(first.choices[0]).toEqual({ index: 0, delta: { role: 'assistant', content: '', refusal: null }, finish_reason: null });
    expect(textOf(r.events)).toBe('echo: Hello there, Graha');
    const last = rest[rest.length - 1];
    const finish = rest[rest.length - 2];
    expect(finish.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(last.choices).toEqual([]);
    expect(last.usage).toMatchObject({ completion_tokens: 4, total_tokens: last.usage.prompt_tokens + 4 });
    for (const e of r.events.slice(0, -1)) expect(e.usage).toBeNull();
    expect(new Set(r.events.map((e) => e.id)).size).toBe(1);
    expect(r.events.every((e) => e.object === 'chat.completion.chunk' && e.model === 'gpt-4o-mini')).toBe(true);
    // We always ask the upstream for usage, so the charge is exact even when the client did not ask.
    expect(gw.openai.requests[0].body.stream_options).toEqual({ include_usage: true });
    expect(await gw.settled(0)).toMatchObject({ source: 'upstream', outcome: 'completed', completionTokens: 4 });
  });

  it('streams refusal deltas, and logprobs with each content delta when asked for', async () => {
    gw.openai.knobs.refuse = true;
    const refused = await streamChat(gw.app, key, { model: 'gpt-4o-mini', messages: hello, stream: true });
    expect(refused.done).toBe(true);
    expect(textOf(refused.events)).toBe('');
    expect(refused.events.map((e) => e.choices[0]?.delta?.refusal ?? '').join('')).toBe('echo: Hello there, Graha');
    gw.openai.knobs.refuse = false;
    const r = await streamChat(gw.app, key, { model: 'gpt-4o-mini', messages: hello, stream: true, logprobs: true });
    const withText = r.events.filter((e) => e.choices[0]?.delta?.content);
    expect(withText.length).toBeGreaterThan(1);
    for (const e of withText) expect(e.choices[0].logprobs.content[0].token).toBe(e.choices[0].delta.content);
  });

  it('without include_usage there is no usage chunk and no usage field', async () => {
    const r = await streamChat(gw.app, key, { model: 'gpt-4o-mini', messages: hello, stream: true });
    expect(r.done).toBe(true);
    expect(r.events.every((e) => !('usage' in e))).toBe(true);
    expect(r.events[r.events.length - 1].choices[0].finish_reason).toBe('stop');
    expect((await gw.settled(0)).source).toBe('upstream');
  });

  it('streams tool calls as indexed deltas whose arguments concatenate', async () => {
    const tools = [{ type: 'function', function: { name: 'get_weather' } }];
    const r = await streamChat(gw.app, key, { model: 'gpt-4o-mini', messages: hello, tools, stream: true });
    const calls = r.events.flatMap((e) => e.choices[0]?.delta?.tool_calls ?? []);
    expect(calls[0]).toMatchObject({ index: 0, id: 'call_fake1', type: 'function', function: { name: 'get_weather' } });
    expect(calls.map((c: any) => c.function.arguments ?? '').join('')).toBe('{"city":"Varanasi"}');
    expect(r.events[r.events.length - 1].choices[0].finish_reason).toBe('tool_calls');
  });

  it('an upstream failure mid-stream becomes an SSE error event, without [DONE]; what was sent is settled', async () => {
    gw.openai.knobs.reply = () => 'one two three four five six';
    gw.openai.knobs.dieAfterChunks = 2;
    const r = await streamChat(gw.app, key, { model: 'gpt-4o-mini', messages: hello, stream: true });
    expect(r.status).toBe(200);
    expect(r.done).toBe(false);
    expect(textOf(r.events)).toBe('one two ');
    expect(r.events[r.events.length - 1]).toMatchObject({ error: { type: 'service_unavailable', status: 503 } });
    expect(await gw.settled(0)).toMatchObject({ outcome: 'failed', source: 'counted', completionTokens: countTextTokens('one two ') });
  });

  it('a client disconnect aborts the upstream call and settles what was generated', async () => {
    gw.openai.knobs.reply = () => Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    gw.openai.knobs.chunkDelayMs = 20;
    const abort = new AbortController();
    const res = await fetch(`${gw.app.url}/v1/chat/completions`, {
      method: 'POST', signal: abort.signal,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: hello, stream: true, stream_options: { include_usage: true } }),
    });
    expect(res.status).toBe(200);
    expect(await readUntil(res, 'w3')).toContain('w3');
    abort.abort();
    const usage = await gw.settled(0);
    expect(usage.outcome).toBe('client_disconnected');
    expect(usage.completionTokens).toBeGreaterThan(0);
    expect(usage.completionTokens).toBeLessThan(countTextTokens(gw.openai.knobs.reply({})));
    for (let i = 0; i < 100 && gw.openai.abortedStreams === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(gw.openai.abortedStreams).toBe(1);
  });
});

/**
 * About 40 MB of stream events in 20,000 words. The loopback sockets of both hops hold what the kernel lets them
 * (7-8 MB here; tcp_rmem's ceiling is 32 MB and autotuning varies by machine), so "less than half was sent" keeps a
 * wide margin. Built once: the fake builds its answer before its headers, and a build that blocked the test process
 * longer than the upstream timeout (400 ms) on a loaded machine would fail the call for the wrong reason.
 */
const LARGE_REPLY_WORDS = 20_000;
let largeReplyText: string | null = null;
const largeReply = () => (largeReplyText ??= Array.from({ length: LARGE_REPLY_WORDS }, (_, i) => `${'x'.repeat(2000)}${i}`).join(' '));

describe('a client that reads slowly', () => {
  it('pauses the upstream stream instead of buffering the whole answer, and gets all of it once it reads', async () => {
    const total = LARGE_REPLY_WORDS;
    const reply = largeReply();
    gw.openai.knobs.reply = () => reply;
    const req = http.request(`${gw.app.url}/v1/chat/completions`, {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    });
    try {
      req.end(JSON.stringify({ model: 'gpt-4o-mini', messages: hello, stream: true }));
      const [res] = (await once(req, 'response')) as [http.IncomingMessage];
      expect(res.statusCode).toBe(200);
      res.pause();
      let before = -1;
      for (let i = 0; i < 50 && gw.openai.streamedChunks !== before; i++) {
        before = gw.openai.streamedChunks;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(gw.openai.streamedChunks).toBeLessThan(total / 2);
      // Longer than the upstream idle timeout (400 ms here): waiting for our own client is not the upstream being idle.
      await new Promise((r) => setTimeout(r, 700));
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { text += c; });
      res.resume();
      await once(res, 'end');
      expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
      expect(gw.openai.streamedChunks).toBe(total);
      expect((await gw.settled(0)).outcome).toBe('completed');
    } finally {
      // A failure above must not leave this stream open for the next test to count as its own aborted stream.
      req.destroy();
      for (let i = 0; i < 500 && gw.openai.openStreams > 0; i++) await new Promise((r) => setTimeout(r, 10));
    }
  });

  it('is disconnected once it has taken nothing for STREAM_STALL_TIMEOUT_MS: the upstream call is cancelled and settled', async () => {
    const reply = largeReply();
    gw.openai.knobs.reply = () => reply;
    const req = http.request(`${gw.app.url}/v1/chat/completions`, {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    });
    req.end(JSON.stringify({ model: 'gpt-4o-mini', messages: hello, stream: true }));
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    res.pause();
    const usage = await gw.settled(0);
    expect(usage.outcome).toBe('client_disconnected');
    expect(usage.completionTokens).toBeGreaterThan(0);
    // Reading what was in flight finds the connection closed before the end of the stream.
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => { text += c; });
    res.on('error', () => undefined);
    const closed = once(res.socket, 'close');
    res.resume();
    await closed;
    expect(res.complete).toBe(false);
    expect(text).not.toContain('[DONE]');
    for (let i = 0; i < 100 && gw.openai.abortedStreams === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(gw.openai.abortedStreams).toBe(1);
  });
});

/** Sends a plain call and leaves (closes the connection) after `ms`; resolves once the client side is done. */
async function leaveAfter(ms: number): Promise<void> {
  const abort = new AbortController();
  const pending = fetch(`${gw.app.url}/v1/chat/completions`, {
    method: 'POST', signal: abort.signal,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: hello }),
  }).catch((e) => e);
  await new Promise((r) => setTimeout(r, ms));
  abort.abort();
  await pending;
}

describe('a client that leaves before a JSON answer', () => {
  it('cancels the upstream call and is settled as disconnected (prompt only: no output was delivered)', async () => {
    gw.openai.knobs.headerDelayMs = 300;
    await leaveAfter(100);
    const usage = await gw.settled(0);
    expect(usage).toMatchObject({ outcome: 'client_disconnected', completionTokens: 0, promptTokens: gw.calls[0].call.estimate.promptTokens });
  });

  it('while the gateway waits to retry a refused attempt, is not charged the prompt: no upstream took it', async () => {
    gw.openai.knobs.failures = [{ status: 503, headers: { 'retry-after-ms': '500' } }];
    await leaveAfter(200);
    const usage = await gw.settled(0);
    expect(usage).toMatchObject({ outcome: 'client_disconnected', promptTokens: 0, completionTokens: 0 });
    expect(gw.openai.requests).toHaveLength(1);
  });
});

describe('every parameter is validated; requests needing a missing capability get 400 naming it', () => {
  it.each([
    ['temperature above 2', { temperature: 2.5 }, 'temperature'],
    ['top_p above 1', { top_p: 1.5 }, 'top_p'],
    ['max_tokens below 1', { max_tokens: 0 }, 'max_tokens'],
    ['five stop sequences', { stop: ['a', 'b', 'c', 'd', 'e'] }, 'stop'],
    ['n other than 1', { n: 2 }, 'n'],
    ['stream not a boolean', { stream: 'yes' }, 'stream'],
    ['presence_penalty out of range', { presence_penalty: 3 }, 'presence_penalty'],
  ])('%s -> 400', async (_label, extra, param) => {
    const res = await chat({ model: 'gpt-4o-mini', messages: hello, ...extra });
    expect(res.status).toBe(400);
    expect(res.body.error.type).toBe('invalid_request');
    expect(`${res.body.error.param} ${res.body.error.message}`).toContain(param);
    expect(gw.openai.requests).toHaveLength(0);
  });

  it('messages are required and must have a known role', async () => {
    expect((await chat({ model: 'gpt-4o-mini' })).status).toBe(400);
    expect((await chat({ model: 'gpt-4o-mini', messages: [] })).status).toBe(400);
    expect((await chat({ model: 'gpt-4o-mini', messages: [{ role: 'wizard', content: 'x' }] })).status).toBe(400);
  });

  it('a `developer` message (OpenAI\'s newer name for system) is accepted and reaches the upstream as `system`', async () => {
    const res = await chat({ model: 'gpt-4o-mini', messages: [{ role: 'developer', content: 'Answer in one line.' }, ...hello] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(gw.openai.requests[0].body.messages).toEqual([{ role: 'system', content: 'Answer in one line.' }, ...hello]);
    const asSystem = await chat({ model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'Answer in one line.' }, ...hello] });
    expect(asSystem.body.usage.prompt_tokens).toBe(res.body.usage.prompt_tokens);
  });

  it.each([
    ['tools to a model without function calling', 'llama-3.1-8b-instruct', { tools: [{ type: 'function', function: { name: 'f' } }] }, 'function_calling', 'tools'],
    ['tools to an astrology model', 'graha-astro-standard', { tools: [{ type: 'function', function: { name: 'f' } }] }, 'function_calling', 'tools'],
    ['an image to a model without vision', 'gpt-4o-mini', { messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://example.org/a.png' } }] }] }, 'vision', 'messages'],
    ['stream to a model without streaming', 'tiny-context', { stream: true }, 'streaming', 'stream'],
    ['chat to an embedding model', 'graha-embed-lexical', {}, 'chat', 'model'],
  ])('%s -> 400 naming the capability', async (_label, model, extra, capability, param) => {
    const res = await chat({ model, messages: hello, ...extra });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'capability_not_supported', param });
    expect(res.body.error.message).toContain(`"${capability}"`);
    expect(gw.calls).toHaveLength(0);
  });

  it('an unknown model, or one whose provider is not configured, is 404 on param model', async () => {
    for (const model of ['no-such-model', 'hidden-model']) {
      const res = await chat({ model, messages: hello });
      expect(res.status).toBe(404);
      expect(res.body.error.param).toBe('model');
    }
  });

  it('the context window bounds messages + max_tokens', async () => {
    const res = await chat({ model: 'tiny-context', messages: hello, max_tokens: 60 });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'context_length_exceeded', param: 'max_tokens' });
    const long = await chat({ model: 'tiny-context', messages: [{ role: 'user', content: 'word '.repeat(100) }] });
    expect(long.body.error).toMatchObject({ code: 'context_length_exceeded', param: 'messages' });
    // Without max_tokens the cap sent upstream leaves room for an upstream that counts the prompt higher than we do.
    const capped = await chat({ model: 'tiny-context', messages: hello });
    expect(capped.status, JSON.stringify(capped.body)).toBe(200);
    const { estimate } = gw.calls[gw.calls.length - 1].call;
    expect(gw.openai.requests[gw.openai.requests.length - 1].body.max_tokens).toBe(estimate.maxCompletionTokens);
    expect(estimate.reservePromptTokens).toBeGreaterThan(estimate.promptTokens);
    // The cap is what the 64-token window leaves after the prompt as reserved (margin and template framing), at least 1.
    expect(estimate.maxCompletionTokens).toBe(Math.max(1, 64 - estimate.reservePromptTokens));
  });

  it('a model configured with output_cap_field max_completion_tokens (reasoning models) gets the cap, and a client\'s max_tokens, there', async () => {
    expect((await chat({ model: 'o-reasoner', messages: hello })).status).toBe(200);
    expect((await chat({ model: 'o-reasoner', messages: hello, max_tokens: 50 })).status).toBe(200);
    expect((await chat({ model: 'o-reasoner', messages: hello, max_tokens: 50, max_completion_tokens: 70 })).status).toBe(200);
    const sent = gw.openai.requests.map((r) => r.body);
    expect(sent[0].max_completion_tokens).toBe(32000);
    expect(sent[1].max_completion_tokens).toBe(50);
    expect(sent[2].max_completion_tokens).toBe(70);
    for (const body of sent) expect(body).not.toHaveProperty('max_tokens');
    // Other models keep max_tokens.
    expect((await chat({ model: 'gpt-4o-mini', messages: hello })).status).toBe(200);
    expect(gw.openai.requests[3].body).toHaveProperty('max_tokens');
    expect(gw.openai.requests[3].body).not.toHaveProperty('max_completion_tokens');
  });

  it('inconsistent parameters are refused as OpenAI refuses them', async () => {
    expect((await chat({ model: 'gpt-4o-mini', messages: hello, stream_options: { include_usage: true } })).body.error.param).toBe('stream_options');
    expect((await chat({ model: 'gpt-4o-mini', messages: hello, tool_choice: 'auto' })).body.error.param).toBe('tool_choice');
    expect((await chat({ model: 'gpt-4o-mini', messages: hello, parallel_tool_calls: false })).body.error.param).toBe('parallel_tool_calls');
  });

  it('special-token text in a message is ordinary text (200, not a tokenizer failure)', async () => {
    const res = await chat({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'print <|endoftext|> literally' }] });
    expect(res.status).toBe(200);
  });

  it('the end-user id reaches an OpenAI-compatible upstream opaque', async () => {
    const res = await chat({ model: 'gpt-4o-mini', messages: hello, user: 'alice@example.com', safety_identifier: 'alice@example.com' });
    expect(res.status).toBe(200);
    expect(gw.openai.requests[0].body.user).toMatch(/^graha-[0-9a-f]{32}$/);
    // OpenAI's newer name for the same thing is made opaque the same way.
    expect(gw.openai.requests[0].body.safety_identifier).toBe(gw.openai.requests[0].body.user);
  });

  it('an answer the SDKs return, sent back as history, is accepted; its answer-only keys do not reach the upstream', async () => {
    const sentBack = {
      role: 'assistant', content: 'Let me check.', refusal: null, function_call: null, audio: null, annotations: [], parsed: null,
      tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'f', arguments: '{}', parsed_arguments: {} } }],
    };
    const messages = [...hello, sentBack, { role: 'tool', tool_call_id: 'call_1', content: 'done' }];
    const res = await chat({ model: 'gpt-4o-mini', messages, tools: [{ type: 'function', function: { name: 'f' } }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(gw.openai.requests[0].body.messages[1]).toEqual({
      role: 'assistant', content: 'Let me check.', refusal: null,
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'f', arguments: '{}' } }],
    });
    // A plain answer from the parse() helper: tool_calls null.
    const parsed = await chat({ model: 'gpt-4o-mini', messages: [...hello, { role: 'assistant', content: '{}', tool_calls: null, parsed: {} }, ...hello] });
    expect(parsed.status, JSON.stringify(parsed.body)).toBe(200);
    expect(gw.openai.requests[1].body.messages[1]).toEqual({ role: 'assistant', content: '{}' });
  });

  it('an earlier refusal (as a part or a field) and an empty stop list are accepted, as OpenAI accepts them', async () => {
    const messages = [
      { role: 'user', content: 'Do something bad' },
      { role: 'assistant', content: [{ type: 'refusal', refusal: 'I cannot help with that.' }] },
      { role: 'assistant', content: null, refusal: 'Still no.' },
      { role: 'user', content: 'Fine, say hello' },
    ];
    const res = await chat({ model: 'gpt-4o-mini', messages, stop: [] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(gw.openai.requests[0].body).toMatchObject({ messages, stop: [] });
    const claude = await chat({ model: 'claude-sonnet-4', messages, stop: [] });
    expect(claude.status, JSON.stringify(claude.body)).toBe(200);
  });

  it('the OpenAI fields Graha forwards reach an OpenAI-compatible upstream; compatibility-only fields do not', async () => {
    const forwarded = {
      tools: [{ type: 'function', function: { name: 'f' } }], parallel_tool_calls: false, logit_bias: { '1734': -100 }, top_k: 40, min_p: 0.05, repetition_penalty: 1.1,
      reasoning_effort: 'low', verbosity: 'low',
    };
    const local = { metadata: { team: 'astro' }, store: false, service_tier: 'auto', modalities: ['text'] };
    const res = await chat({ model: 'gpt-4o-mini', messages: hello, ...forwarded, ...local, prompt_cache_key: 'kundali-v2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = gw.openai.requests[0].body;
    expect(sent).toMatchObject(forwarded);
    for (const field of Object.keys(local)) expect(sent).not.toHaveProperty(field);
    // The cache hint is opaque and per account: another account with the same key sends another value.
    expect(sent.prompt_cache_key).toMatch(/^graha-[0-9a-f]{32}$/);
    const other = (await gw.app.createAccount({ creditCents: 100, plan: 'scale' })).apiKey;
    const again = await gw.app.request('POST', '/v1/chat/completions', { key: other, json: { model: 'gpt-4o-mini', messages: hello, prompt_cache_key: 'kundali-v2' } });
    expect(again.status).toBe(200);
    expect(gw.openai.requests[1].body.prompt_cache_key).toMatch(/^graha-[0-9a-f]{32}$/);
    expect(gw.openai.requests[1].body.prompt_cache_key).not.toBe(sent.prompt_cache_key);
  });

  it.each([
    ['store: true', { store: true }, 'store'],
    ['a priced service tier', { service_tier: 'priority' }, 'service_tier'],
    ['audio output', { modalities: ['text', 'audio'], audio: { voice: 'alloy', format: 'wav' } }, 'modalities'],
    ['audio parameters alone', { audio: { voice: 'alloy', format: 'wav' } }, 'audio'],
    ['predicted outputs', { prediction: { type: 'content', content: 'Hello' } }, 'prediction'],
    ['web search', { web_search_options: {} }, 'web_search_options'],
  ])('%s is refused with the reason, before any upstream call or charge', async (_label, extra, param) => {
    const res = await chat({ model: 'gpt-4o-mini', messages: hello, ...extra });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', code: 'unsupported_parameter', param });
    expect(res.body.error.message).toMatch(/not offered/);
    expect(gw.calls).toHaveLength(0);
    expect(gw.openai.requests).toHaveLength(0);
  });

  it('a field the contract does not name is refused, not passed upstream unchecked', async () => {
    const res = await chat({ model: 'gpt-4o-mini', messages: hello, max_token: 5 });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param: 'max_token', message: 'max_token is not a recognised parameter' });
    expect(gw.openai.requests).toHaveLength(0);
    const claude = await chat({ model: 'claude-sonnet-4', messages: hello, guided_json: {} });
    expect(claude.body.error).toMatchObject({ param: 'guided_json' });
  });
});

describe('upstream failures map to 503 (retryable) or 400 (the request)', () => {
  it('a 429 or 503 from the upstream is retried with backoff and then succeeds', async () => {
    gw.openai.knobs.failures = [{ status: 429 }, { status: 503 }];
    const res = await chat({ model: 'gpt-4o-mini', messages: hello });
    expect(res.status).toBe(200);
    expect(gw.openai.requests).toHaveLength(3);
  });

  it('persistent upstream 5xx ends in 503 with Retry-After; the admitted call is settled at zero', async () => {
    gw.openai.knobs.failures = [{ status: 500 }, { status: 502 }, { status: 503 }];
    const warn = vi.spyOn(gw.app.ctx.log, 'warn');
    try {
      const res = await chat({ model: 'gpt-4o-mini', messages: hello });
      expect(res.status).toBe(503);
      expect(res.body.error.type).toBe('service_unavailable');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(gw.openai.requests).toHaveLength(3); // 1 + max_retries
      expect(gw.calls[0].usage).toMatchObject({ outcome: 'failed', totalTokens: 0 });
      // The operator sees it in the log with the request id and the code (our wording only, no upstream text).
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ requestId: res.headers.get('x-request-id'), status: 503, code: res.body.error.code, message: res.body.error.message }),
        'request failed',
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('a long upstream Retry-After is passed on instead of waited out', async () => {
    gw.openai.knobs.failures = [{ status: 429, headers: { 'retry-after': '30' } }];
    const res = await chat({ model: 'gpt-4o-mini', messages: hello });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.body.error.code).toBe('upstream_rate_limited');
    expect(gw.openai.requests).toHaveLength(1);
  });

  it('an upstream 4xx becomes 400 with the upstream message, not retried', async () => {
    gw.openai.knobs.failures = [{ status: 422, body: { error: { message: "Invalid 'messages[0].name': too long." } } }];
    const res = await chat({ model: 'gpt-4o-mini', messages: hello });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("Invalid 'messages[0].name': too long.");
    expect(res.body.error).toMatchObject({ code: 'upstream_rejected', param: null });
    expect(gw.openai.requests).toHaveLength(1);
    // The field the upstream names comes along; a context overflow keeps its OpenAI code.
    gw.openai.knobs.failures = [
      { status: 400, body: { error: { message: "Unsupported parameter: 'max_tokens'. Use 'max_completion_tokens'.", param: 'max_tokens', code: 'unsupported_parameter' } } },
      { status: 400, body: { error: { message: "This model's maximum context length is 128000 tokens.", param: 'messages', code: 'context_length_exceeded' } } },
    ];
    expect((await chat({ model: 'gpt-4o-mini', messages: hello })).body.error).toMatchObject({ code: 'upstream_rejected', param: 'max_tokens' });
    expect((await chat({ model: 'gpt-4o-mini', messages: hello })).body.error).toMatchObject({ code: 'context_length_exceeded', param: 'messages' });
  });

  it('an upstream refusing our own credentials is 503, and its message (quoting our key) is not relayed', async () => {
    gw.openai.knobs.failures = [{ status: 401, body: { error: { message: 'Incorrect API key provided: sk-fake****' } } }];
    const res = await chat({ model: 'gpt-4o-mini', messages: hello });
    expect(res.status).toBe(503);
    expect(res.text).not.toContain('sk-fake');
  });

  it('an upstream that does not answer in time is 503 upstream_timeout and is not retried', async () => {
    gw.openai.knobs.headerDelayMs = 800;
    const res = await chat({ model: 'gpt-4o-mini', messages: hello });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('upstream_timeout');
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(gw.openai.requests).toHaveLength(1);
  });

  it('an upstream that hangs up halfway through its JSON answer is 503, not retried, and settled at zero', async () => {
    gw.openai.knobs.jsonBodyFailure = 'cut';
    const res = await chat({ model: 'gpt-4o-mini', messages: hello });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('upstream_unreachable');
    expect(gw.openai.requests).toHaveLength(1);
    expect(gw.calls[0].usage).toMatchObject({ outcome: 'failed', totalTokens: 0 });
  });

  it('an upstream that goes silent halfway through its JSON answer is 503 upstream_timeout', async () => {
    gw.openai.knobs.jsonBodyFailure = 'stall';
    const res = await chat({ model: 'gpt-4o-mini', messages: hello });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('upstream_timeout');
    expect(gw.openai.requests).toHaveLength(1);
  });

  it('an upstream that refuses connections is retried, then 503 upstream_unreachable', async () => {
    const res = await chat({ model: 'down-model', messages: hello });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('upstream_unreachable');
    expect(res.body.error.message).toContain('ECONNREFUSED');
  });

  it('a streamed call refused by the upstream before it starts is an ordinary JSON 503, not a stream', async () => {
    gw.openai.knobs.failures = [{ status: 503 }, { status: 503 }, { status: 503 }];
    const r = await streamChat(gw.app, key, { model: 'gpt-4o-mini', messages: hello, stream: true });
    expect(r.status).toBe(503);
    expect(r.json.error.status).toBe(503);
  });
});

describe('the built-in astrology models are registered and routable', () => {
  it.each(['graha-astro-standard', 'graha-astro-fast', 'graha-astro-pro'])('%s answers (asking for the birth details), counted usage and no cache fields', async (model) => {
    const res = await chat({ model, messages: [{ role: 'user', content: 'What does my Moon sign say?' }] });
    expect(res.status).toBe(200);
    const text = res.body.choices[0].message.content;
    // The astrology chat (src/astrology/chat, tested in test/astrology-chat) asks for what it needs to compute the chart.
    expect(text).toMatch(/date of birth/);
    expect(res.body.citations).toBeUndefined();
    expect(res.body.usage.completion_tokens).toBe(countTextTokens(text));
    expect(res.body.usage).not.toHaveProperty('cache_read_tokens');
    expect(gw.calls[0].usage).toMatchObject({ cachingActive: false, source: 'upstream' });
  });

  it('honours max_tokens (finish_reason length) and streams', async () => {
    const cut = await chat({ model: 'graha-astro-fast', messages: hello, max_tokens: 5 });
    expect(cut.body.choices[0].finish_reason).toBe('length');
    expect(cut.body.usage.completion_tokens).toBe(5);
    const r = await streamChat(gw.app, key, { model: 'graha-astro-fast', messages: hello, stream: true, stream_options: { include_usage: true } });
    expect(r.done).toBe(true);
    expect(textOf(r.events)).toMatch(/astrology model/);
    expect(r.events[r.events.length - 1].usage.completion_tokens).toBeGreaterThan(10);
  });
});

describe('Idempotency-Key on chat completions', () => {
  const once = (idem: string, json: unknown) => chat(json, { 'idempotency-key': idem });
  /**
   * A retry of a stream that just ended, as a client does it: the first call keeps its answer after the last byte
   * left (when its charge is settled), so a retry that arrives before that is a 409 idempotency_in_progress with
   * Retry-After (src/http/idempotency.ts); the client retries and gets the kept answer.
   */
  async function streamRetry(body: unknown, idem: string) {
    for (let waited = 0; ; waited += 50) {
      const r = await streamChat(gw.app, key, body, { 'idempotency-key': idem });
      if (r.status !== 409 || r.json?.error?.code !== 'idempotency_in_progress' || waited >= 5000) return r;
      expect(r.headers.get('retry-after')).toBeTruthy();
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  it('a retry of a plain call gets the first answer, without a second upstream call or charge', async () => {
    const body = { model: 'gpt-4o-mini', messages: hello };
    const first = await once('idem-plain-1', body);
    const again = await once('idem-plain-1', body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body).toEqual(first.body);
    expect(gw.openai.requests).toHaveLength(1);
    expect(gw.calls).toHaveLength(1);
    // Another key is another generation; the same key with another body is refused.
    const other = await once('idem-plain-2', body);
    expect(other.body.id).not.toBe(first.body.id);
    const changed = await once('idem-plain-1', { ...body, temperature: 0.5 });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('idempotency_key_reused');
    // So is the same body sent to another place (a dedicated endpoint): it is another request.
    const elsewhere = await chat(body, { 'idempotency-key': 'idem-plain-1', 'x-endpoint-id': 'ep_other' });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error.code).toBe('idempotency_key_reused');
    expect(gw.openai.requests).toHaveLength(2);
  });

  it('a replay is the same bytes, also for an answer holding U+0000 (which the store once refused, turning a charged call into a 500)', async () => {
    gw.openai.knobs.reply = () => 'a\u0000b "quoted" नमस्ते';
    const body = { model: 'gpt-4o-mini', messages: hello };
    const first = await once('idem-nul-1', body);
    const again = await once('idem-nul-1', body);
    expect(first.status).toBe(200);
    expect(first.body.choices[0].message.content).toBe('a\u0000b "quoted" नमस्ते');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(gw.openai.requests).toHaveLength(1);
    const streamBody = { ...body, stream: true };
    const s1 = await streamChat(gw.app, key, streamBody, { 'idempotency-key': 'idem-nul-2' });
    const s2 = await streamRetry(streamBody, 'idem-nul-2');
    expect(s2.headers.get('idempotent-replayed')).toBe('true');
    expect(s2.raw).toBe(s1.raw);
    expect(gw.openai.requests).toHaveLength(2);
  });

  it('a retry of a stream that ended gets the same events again, without a second upstream call or charge', async () => {
    const body = { model: 'gpt-4o-mini', messages: hello, stream: true, stream_options: { include_usage: true } };
    const first = await streamChat(gw.app, key, body, { 'idempotency-key': 'idem-stream-1' });
    const again = await streamRetry(body, 'idem-stream-1');
    expect(first.done).toBe(true);
    expect(again.done).toBe(true);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.events).toEqual(first.events);
    expect(textOf(again.events)).toBe('echo: Hello there, Graha');
    expect(gw.openai.requests).toHaveLength(1);
    expect(gw.calls).toHaveLength(1);
  });

  it('a stream that failed, or that the client left, frees the key: the retry is a new call', async () => {
    const body = { model: 'gpt-4o-mini', messages: hello, stream: true };
    gw.openai.knobs.reply = () => 'one two three four five six';
    gw.openai.knobs.dieAfterChunks = 2;
    const failed = await streamChat(gw.app, key, body, { 'idempotency-key': 'idem-stream-2' });
    expect(failed.done).toBe(false);
    await gw.settled(0);
    gw.openai.knobs.dieAfterChunks = null;
    const retried = await streamChat(gw.app, key, body, { 'idempotency-key': 'idem-stream-2' });
    expect(retried.done).toBe(true);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(textOf(retried.events)).toBe('one two three four five six');

    gw.openai.knobs.reply = () => Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    gw.openai.knobs.chunkDelayMs = 20;
    const abort = new AbortController();
    const res = await fetch(`${gw.app.url}/v1/chat/completions`, {
      method: 'POST', signal: abort.signal,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': 'idem-stream-3' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(await readUntil(res, 'w3')).toContain('w3');
    abort.abort();
    expect((await gw.settled(2)).outcome).toBe('client_disconnected');
    gw.openai.knobs.chunkDelayMs = 0;
    let after = await streamChat(gw.app, key, body, { 'idempotency-key': 'idem-stream-3' });
    // The key is freed once the disconnected stream has closed; until then a retry is told to wait.
    for (let i = 0; i < 100 && after.status === 409; i++) {
      await new Promise((r) => setTimeout(r, 10));
      after = await streamChat(gw.app, key, body, { 'idempotency-key': 'idem-stream-3' });
    }
    expect(after.status).toBe(200);
    expect(after.done).toBe(true);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect(gw.openai.requests).toHaveLength(4);
  });
});
