import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, streamChat, textOf, type GatewayHarness } from './harness';
import { JSON_TOOL } from '../../src/providers/anthropic/jsonTool';
import { mapAnthropicRequest } from '../../src/providers/anthropic/request';
import { mapAnthropicResponse } from '../../src/providers/anthropic/response';
import { createAnthropicChunkMapper } from '../../src/providers/anthropic/stream';
import type { UpstreamTarget } from '../../src/providers/types';

const target: UpstreamTarget = {
  providerName: 'anthropic', baseUrl: 'http://x/v1', apiKey: 'k', upstreamModel: 'claude-x', timeoutMs: 1000, maxRetries: 0,
  maxConnections: 1, defaultMaxTokens: 1024,
};

describe('OpenAI chat requests map to the Anthropic Messages API', () => {
  it('system messages become `system`, tool results a user turn, tool calls tool_use blocks; roles alternate', () => {
    const req: any = mapAnthropicRequest({
      model: 'claude-sonnet-4',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'system', content: [{ type: 'text', text: 'Cite sources.' }] },
        { role: 'user', content: 'Weather?' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Pune"}' } }] },
        { role: 'tool', tool_call_id: 'call_1', content: '{"temp_c":30}' },
        { role: 'user', content: 'And tomorrow?' },
      ],
      tools: [{ type: 'function', function: { name: 'get_weather', description: 'Weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } } }],
      tool_choice: 'required', temperature: 1.6, stop: 'END', user: 'u1',
    } as any, target, false);
    expect(req.system).toEqual([{ type: 'text', text: 'Be brief.' }, { type: 'text', text: 'Cite sources.' }]);
    expect(req.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Weather?' }] },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'call_1', name: 'get_weather', input: { city: 'Pune' } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_1', content: '{"temp_c":30}' }, { type: 'text', text: 'And tomorrow?' }] },
    ]);
    expect(req).toMatchObject({
      model: 'claude-x', max_tokens: 1024, temperature: 1, stop_sequences: ['END'], tool_choice: { type: 'any' },
      tools: [{ name: 'get_weather', description: 'Weather', input_schema: { type: 'object', properties: { city: { type: 'string' } } } }],
      metadata: { user_id: 'u1' },
    });
  });

  it('image parts become image blocks (base64 for data URLs); cache_control passes through', () => {
    const req: any = mapAnthropicRequest({
      model: 'm', max_tokens: 10,
      messages: [{ role: 'user', content: [
        { type: 'text', text: 'long context', cache_control: { type: 'ephemeral' } } as any,
        { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0K' } },
        { type: 'image_url', image_url: { url: 'https://example.org/a.jpg' } },
      ] }],
    } as any, target, true);
    expect(req.max_tokens).toBe(10);
    expect(req.stream).toBe(true);
    expect(req.messages[0].content).toEqual([
      { type: 'text', text: 'long context', cache_control: { type: 'ephemeral' } },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0K' } },
      { type: 'image', source: { type: 'url', url: 'https://example.org/a.jpg' } },
    ]);
  });

  it('answers map back: text, tool_use, stop reasons, and usage with cache tokens included in prompt_tokens', () => {
    const out = mapAnthropicResponse({
      content: [{ type: 'text', text: 'Hi' }, { type: 'tool_use', id: 't1', name: 'f', input: { a: 1 } }],
      stop_reason: 'tool_use',
      usage: { input_tokens: 10, output_tokens: 4, cache_creation_input_tokens: 100, cache_read_input_tokens: 1000 },
    });
    expect(out).toMatchObject({
      content: 'Hi', finishReason: 'tool_calls',
      toolCalls: [{ id: 't1', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }],
      usage: { promptTokens: 1110, completionTokens: 4, cacheCreationTokens: 100, cacheReadTokens: 1000 },
    });
    expect(mapAnthropicResponse({ content: [], stop_reason: 'max_tokens' }).finishReason).toBe('length');
  });

  it('stream events map to deltas; an error event throws a 503', () => {
    const map = createAnthropicChunkMapper();
    const ev = (data: object) => map({ event: (data as any).type, data: JSON.stringify(data) });
    // message_start's output_tokens is provisional: not reported, so a stream cut before message_delta is counted.
    expect(ev({ type: 'message_start', message: { usage: { input_tokens: 5, cache_read_input_tokens: 2, output_tokens: 1 } } }))
      .toEqual([{ kind: 'usage', usage: { promptTokens: 7, cacheCreationTokens: null, cacheReadTokens: 2 } }]);
    expect(ev({ type: 'content_block_start', index: 1, content_block: { type: 'tool_use', id: 't', name: 'f', input: {} } }))
      .toEqual([{ kind: 'tool_call', index: 0, id: 't', name: 'f', arguments: '' }]);
    expect(ev({ type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '{"a"' } }))
      .toEqual([{ kind: 'tool_call', index: 0, arguments: '{"a"' }]);
    // Fields repeated as null do not erase what message_start reported.
    expect(ev({ type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 9, input_tokens: 5, cache_read_input_tokens: null } }))
      .toEqual([{ kind: 'usage', usage: { promptTokens: 7, cacheCreationTokens: null, cacheReadTokens: 2, completionTokens: 9 } }, { kind: 'finish', reason: 'stop' }]);
    expect(ev({ type: 'message_stop' })).toBe('done');
    expect(() => ev({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } })).toThrow(/Overloaded/);
  });

  it('a streamed tool call without input gets arguments "{}" (OpenAI clients parse them); one with input does not', () => {
    const map = createAnthropicChunkMapper();
    const ev = (data: object) => map({ event: (data as any).type, data: JSON.stringify(data) });
    ev({ type: 'content_block_start', index: 0, content_block: { type: 'tool_use', id: 'a', name: 'now', input: {} } });
    expect(ev({ type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: '' } })).toEqual([]);
    expect(ev({ type: 'content_block_stop', index: 0 })).toEqual([{ kind: 'tool_call', index: 0, arguments: '{}' }]);
    ev({ type: 'content_block_start', index: 1, content_block: { type: 'tool_use', id: 'b', name: 'f', input: {} } });
    ev({ type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '{}' } });
    expect(ev({ type: 'content_block_stop', index: 1 })).toEqual([]);
    expect(ev({ type: 'message_delta', delta: { stop_reason: 'model_context_window_exceeded' }, usage: { output_tokens: 3 } }))
      .toContainEqual({ kind: 'finish', reason: 'length' });
  });

  it('shapes OpenAI accepts and Anthropic refuses are mended', () => {
    const req: any = mapAnthropicRequest({
      model: 'm', temperature: 0.3, top_p: 1, stop: ['\n', 'END', '  '],
      messages: [
        { role: 'developer', content: 'Be brief.' },
        { role: 'user', content: [{ type: 'text', text: '' }, { type: 'text', text: 'Hi' }] },
        { role: 'assistant', content: '   ', tool_calls: [{ id: 'call.1:x', type: 'function', function: { name: 'f', arguments: '{}' } }], cache_control: { type: 'ephemeral' } },
        { role: 'tool', tool_call_id: 'call.1:x', content: 'done', cache_control: { type: 'ephemeral' } },
        { role: 'assistant', content: 'Sure, ' },
      ],
    } as any, target, false);
    expect(req.system).toEqual([{ type: 'text', text: 'Be brief.' }]);
    expect(req.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'call_1_x', name: 'f', input: {}, cache_control: { type: 'ephemeral' } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_1_x', content: 'done', cache_control: { type: 'ephemeral' } }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Sure,' }] },
    ]);
    expect(req.stop_sequences).toEqual(['END']);
    expect(req.temperature).toBe(0.3);
    expect(req).not.toHaveProperty('top_p');
    // top_p alone, or a top_p that does something, is still sent.
    expect((mapAnthropicRequest({ model: 'm', top_p: 1, messages: [{ role: 'user', content: 'x' }] } as any, target, false) as any).top_p).toBe(1);
    expect((mapAnthropicRequest({ model: 'm', temperature: 1, top_p: 0.9, messages: [{ role: 'user', content: 'x' }] } as any, target, false) as any).top_p).toBe(0.9);
    // Nothing but whitespace stop sequences: no stop_sequences field at all.
    expect(mapAnthropicRequest({ model: 'm', stop: '\n', messages: [{ role: 'user', content: 'x' }] } as any, target, false)).not.toHaveProperty('stop_sequences');
  });

  it('whitespace stop sequences, which Anthropic refuses, are applied to the answer by the adapter', () => {
    const body = { model: 'm', stop: ['\n', 'END'], messages: [{ role: 'user', content: 'x' }] } as any;
    const plain = mapAnthropicResponse({ content: [{ type: 'text', text: 'One line.\nTwo lines.' }], stop_reason: 'max_tokens', usage: { input_tokens: 3, output_tokens: 5 } }, body);
    expect(plain).toMatchObject({ content: 'One line.', finishReason: 'stop', usage: { completionTokens: 5 } });
    const map = createAnthropicChunkMapper(body);
    const ev = (data: object) => map({ event: (data as any).type, data: JSON.stringify(data) });
    const out = [
      ...(ev({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Hello th' } }) as any[]),
      ...(ev({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'ere' } }) as any[]),
      ...(ev({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: '\nmore' } }) as any[]),
    ];
    expect(out.filter((d) => d.kind === 'text').map((d) => d.text).join('')).toBe('Hello there');
    expect(out[out.length - 1]).toEqual({ kind: 'finish', reason: 'stop', cut: true });
    expect(ev({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'ignored' } })).toEqual([]);
    // A two-character stop split across deltas is still found; text that is not one is released in full.
    const map2 = createAnthropicChunkMapper({ ...body, stop: ['\n\n'] });
    const ev2 = (data: object) => map2({ event: (data as any).type, data: JSON.stringify(data) });
    const a = ev2({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Para one.\n' } }) as any[];
    const b = ev2({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: '\nPara two' } }) as any[];
    expect([...a, ...b].filter((d) => d.kind === 'text').map((d) => d.text).join('')).toBe('Para one.');
    const map3 = createAnthropicChunkMapper({ ...body, stop: ['\n\n'] });
    const ev3 = (data: object) => map3({ event: (data as any).type, data: JSON.stringify(data) });
    const c = [
      ...(ev3({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'ends with newline\n' } }) as any[]),
      ...(ev3({ type: 'content_block_stop', index: 0 }) as any[]),
    ];
    expect(c.map((d) => d.text).join('')).toBe('ends with newline\n');
  });

  it('top_k and parallel_tool_calls map; sampling hints without a counterpart are dropped; settings that constrain the answer are refused', () => {
    const tools = [{ type: 'function', function: { name: 'f' } }];
    const base = { model: 'm', messages: [{ role: 'user', content: 'Hi' }] };
    const req: any = mapAnthropicRequest({ ...base, tools, top_k: 40, parallel_tool_calls: false, min_p: 0.1, repetition_penalty: 1.2, seed: 7 } as any, target, false);
    expect(req).toMatchObject({ top_k: 40, tool_choice: { type: 'auto', disable_parallel_tool_use: true } });
    for (const dropped of ['min_p', 'repetition_penalty', 'seed', 'parallel_tool_calls']) expect(req).not.toHaveProperty(dropped);
    // A forced tool keeps its name; "none" stays none; top_k 0 (no limit) is not sent; without tools there is no tool_choice.
    const forced: any = mapAnthropicRequest({ ...base, tools, tool_choice: { type: 'function', function: { name: 'f' } }, parallel_tool_calls: false, top_k: 0 } as any, target, false);
    expect(forced.tool_choice).toEqual({ type: 'tool', name: 'f', disable_parallel_tool_use: true });
    expect(forced).not.toHaveProperty('top_k');
    expect((mapAnthropicRequest({ ...base, tools, tool_choice: 'none', parallel_tool_calls: false } as any, target, false) as any).tool_choice).toEqual({ type: 'none' });
    expect(mapAnthropicRequest({ ...base, parallel_tool_calls: false } as any, target, false)).not.toHaveProperty('tool_choice');
    for (const [field, value] of [['logit_bias', { '50256': -100 }], ['reasoning_effort', 'high'], ['verbosity', 'low']] as const) {
      expect(() => mapAnthropicRequest({ ...base, [field]: value } as any, target, false)).toThrow(new RegExp(`${field} is not supported`));
      expect(() => mapAnthropicRequest({ ...base, [field]: null } as any, target, false)).not.toThrow();
    }
  });

  it('a conversation of system messages only is a 400 from Graha, not an upstream refusal', () => {
    expect(() => mapAnthropicRequest({ model: 'm', messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: ' ' }] } as any, target, false))
      .toThrow(/at least one user or assistant message/);
  });
});

let gw: GatewayHarness;
let key: string;
beforeAll(async () => {
  gw = await startGateway({ timeoutMs: 1000, maxRetries: 1 });
  key = (await gw.app.createAccount()).apiKey;
});
afterAll(async () => { await gw?.close(); });
beforeEach(() => { gw.anthropic.reset(); gw.calls.length = 0; });

describe('an Anthropic model answers through POST /v1/chat/completions', () => {
  const messages = [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Namaste' }];
  // Cached parts are parts of the prompt. The fake reports its cache tokens on top of its own count of the prompt, so the
  // prompt is long enough for them to stay within the reservation's margin (a report beyond the call's reservation is
  // billed at it: test/billing/beyond-reservation.test.ts).
  const longSystem = `Be brief. ${'Answer from the classical texts and cite the verse. '.repeat(200)}`;
  const cachedMessages = [{ role: 'system', content: longSystem }, { role: 'user', content: 'Namaste' }];

  it('JSON: mapped request with key, version and default max_tokens; OpenAI answer with cache usage', async () => {
    gw.anthropic.knobs.cacheCreationTokens = 20;
    gw.anthropic.knobs.cacheReadTokens = 300;
    const res = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'claude-sonnet-4', messages: cachedMessages, stop: ['##'] } });
    expect(res.status).toBe(200);
    const up = gw.anthropic.requests[0];
    expect(up.headers['x-api-key']).toBe('sk-ant-fake-upstream-key');
    expect(up.headers['anthropic-version']).toBe('2023-06-01');
    expect(up.body).toMatchObject({ model: 'claude-sonnet-4-20250514', max_tokens: 8192, system: [{ type: 'text', text: longSystem }], stop_sequences: ['##'] });
    expect(res.body.choices[0]).toMatchObject({ message: { role: 'assistant', content: 'echo: Namaste' }, finish_reason: 'stop' });
    const u = res.body.usage;
    expect(u).toMatchObject({ cache_creation_tokens: 20, cache_read_tokens: 300, completion_tokens: 2 });
    expect(u.prompt_tokens).toBeGreaterThan(320);
    expect(gw.calls[0].usage).toMatchObject({ source: 'upstream', cacheReadTokens: 300, cacheCreationTokens: 20 });
  });

  it('a `developer` message becomes part of `system`, like a system message', async () => {
    const res = await gw.app.request('POST', '/v1/chat/completions', {
      key, json: { model: 'claude-sonnet-4', messages: [{ role: 'developer', content: 'Be brief.' }, { role: 'system', content: 'Cite.' }, { role: 'user', content: 'Namaste' }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const up = gw.anthropic.requests[0];
    expect(up.body.system).toEqual([{ type: 'text', text: 'Be brief.' }, { type: 'text', text: 'Cite.' }]);
    expect(up.body.messages).toEqual([{ role: 'user', content: [{ type: 'text', text: 'Namaste' }] }]);
  });

  it('streams text with the usage chunk', async () => {
    gw.anthropic.knobs.cacheReadTokens = 50;
    const r = await streamChat(gw.app, key, { model: 'claude-sonnet-4', messages: cachedMessages, stream: true, stream_options: { include_usage: true } });
    expect(r.done).toBe(true);
    expect(textOf(r.events)).toBe('echo: Namaste');
    const last = r.events[r.events.length - 1];
    expect(last.usage).toMatchObject({ completion_tokens: 2, cache_read_tokens: 50 });
    expect(r.events[r.events.length - 2].choices[0].finish_reason).toBe('stop');
  });

  it('streams tool calls', async () => {
    const r = await streamChat(gw.app, key, {
      model: 'claude-sonnet-4', messages, stream: true, tools: [{ type: 'function', function: { name: 'get_weather' } }],
    });
    const calls = r.events.flatMap((e) => e.choices[0]?.delta?.tool_calls ?? []);
    expect(calls[0]).toMatchObject({ index: 0, id: 'toolu_fake1', function: { name: 'get_weather' } });
    expect(JSON.parse(calls.map((c: any) => c.function.arguments ?? '').join(''))).toEqual({ city: 'Varanasi' });
    expect(r.events[r.events.length - 1].choices[0].finish_reason).toBe('tool_calls');
  });

  it('529 overloaded is retried, then 503; a 400 carries the upstream message', async () => {
    gw.anthropic.knobs.failures = [{ status: 529 }, { status: 529 }];
    const res = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'claude-sonnet-4', messages } });
    expect(res.status).toBe(503);
    expect(gw.anthropic.requests).toHaveLength(2);
    gw.anthropic.knobs.failures = [{ status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: 'messages: roles must alternate' } } }];
    const bad = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'claude-sonnet-4', messages } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('roles must alternate');
  });

  it('an upstream 404 or 402 (the gateway\'s model name or credit there) is 503, not the caller\'s 400; "prompt is too long" is context_length_exceeded', async () => {
    for (const status of [404, 402]) {
      gw.anthropic.knobs.failures = [{ status, body: { type: 'error', error: { type: 'not_found_error', message: 'model: claude-x' } } }];
      const res = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'claude-sonnet-4', messages } });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('upstream_unavailable');
      expect(res.body.error.message).not.toContain('claude-x');
      expect(res.headers.get('retry-after')).toBeTruthy();
    }
    gw.anthropic.knobs.failures = [{ status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: 'prompt is too long: 210000 tokens > 200000 maximum' } } }];
    const long = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'claude-sonnet-4', messages } });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 'context_length_exceeded', param: 'messages' });
    expect(long.body.error.message).toContain('prompt is too long');
  });

  it('the end-user id reaches the upstream opaque and distinct per account', async () => {
    const other = (await gw.app.createAccount()).apiKey;
    for (const k of [key, key, other]) {
      const res = await gw.app.request('POST', '/v1/chat/completions', { key: k, json: { model: 'claude-sonnet-4', messages, user: 'alice@example.com' } });
      expect(res.status).toBe(200);
    }
    const ids = gw.anthropic.requests.map((r: any) => r.body.metadata.user_id);
    expect(ids[0]).toMatch(/^graha-[0-9a-f]{32}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(JSON.stringify(gw.anthropic.requests.map((r: any) => r.body))).not.toContain('alice');
  });

  it('a whitespace stop sequence ends the answer there, plain and streamed', async () => {
    gw.anthropic.knobs.reply = () => 'First line.\nSecond line that must not arrive.';
    const res = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'claude-sonnet-4', messages, stop: '\n' } });
    expect(res.status).toBe(200);
    expect(res.body.choices[0]).toMatchObject({ message: { content: 'First line.' }, finish_reason: 'stop' });
    expect(gw.anthropic.requests[0].body).not.toHaveProperty('stop_sequences');
    const r = await streamChat(gw.app, key, { model: 'claude-sonnet-4', messages, stop: ['\n'], stream: true, stream_options: { include_usage: true } });
    expect(r.done).toBe(true);
    expect(textOf(r.events)).toBe('First line.');
    expect(r.events.find((e) => e.choices[0]?.finish_reason)?.choices[0].finish_reason).toBe('stop');
    expect(r.events[r.events.length - 1].usage.completion_tokens).toBeGreaterThan(0);
  });

  it('logit_bias is a 400 naming it, before any upstream call', async () => {
    const res = await gw.app.request('POST', '/v1/chat/completions', { key, json: { model: 'claude-sonnet-4', messages, logit_bias: { '50256': -100 } } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param: 'logit_bias' });
    expect(gw.anthropic.requests).toHaveLength(0);
  });

  it('response_format json_schema / json_object: the model is made to call one tool with that schema; its input is the answer', async () => {
    const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
    const res = await gw.app.request('POST', '/v1/chat/completions', {
      key, json: { model: 'claude-sonnet-4', messages, response_format: { type: 'json_schema', json_schema: { name: 'place', schema } } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.choices[0]).toMatchObject({ message: { content: '{"city":"Varanasi"}' }, finish_reason: 'stop' });
    expect(res.body.choices[0].message.tool_calls).toBeUndefined();
    const sent = gw.anthropic.requests[0].body;
    expect(sent.tools).toEqual([{ name: JSON_TOOL, description: 'Give the answer as a place object.', input_schema: schema }]);
    expect(sent.tool_choice).toEqual({ type: 'tool', name: JSON_TOOL });
    // Streamed: the call's input arrives as content deltas.
    const streamed = await streamChat(gw.app, key, { model: 'claude-sonnet-4', messages, stream: true, response_format: { type: 'json_object' } });
    expect(JSON.parse(textOf(streamed.events))).toEqual({ city: 'Varanasi' });
    expect(streamed.events.some((e) => e.choices?.[0]?.delta?.tool_calls)).toBe(false);
    expect(streamed.events.find((e) => e.choices?.[0]?.finish_reason)?.choices[0].finish_reason).toBe('stop');
    // Together with tools it is refused rather than guessed at.
    const both = await gw.app.request('POST', '/v1/chat/completions', {
      key, json: { model: 'claude-sonnet-4', messages, response_format: { type: 'json_object' }, tools: [{ type: 'function', function: { name: 'f' } }] },
    });
    expect(both.status).toBe(400);
    expect(both.body.error.param).toBe('response_format');
  });
});
