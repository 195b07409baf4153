/**
 * The promise to users: code written for the OpenAI chat format works by changing only the base URL and the key.
 * Driven with the official `openai` npm client against the real app (fake upstreams behind it).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { startGateway, type GatewayHarness } from './harness';

let gw: GatewayHarness;
let client: OpenAI;
let apiKey: string;
let accountId: string;
beforeAll(async () => {
  gw = await startGateway();
  ({ apiKey, accountId } = await gw.app.createAccount({ plan: 'scale' }));
  client = new OpenAI({ apiKey, baseURL: `${gw.app.url}/v1`, maxRetries: 0 });
});
afterAll(async () => { await gw?.close(); });
beforeEach(() => { gw.openai.reset(); });

describe('the official openai npm client works with only base URL and key changed', () => {
  it('models.list and models.retrieve', async () => {
    const ids: string[] = [];
    for await (const m of client.models.list()) ids.push(m.id);
    expect(ids).toEqual(expect.arrayContaining(['graha-astro-standard', 'graha-astro-fast', 'graha-astro-pro', 'gpt-4o', 'claude-sonnet-4']));
    expect(ids).not.toContain('hidden-model');
    const m = await client.models.retrieve('gpt-4o');
    expect(m).toMatchObject({ id: 'gpt-4o', object: 'model', owned_by: 'openai' });
  });

  it('chat.completions.create, with x-request-id exposed as _request_id', async () => {
    const completion = await client.chat.completions.create({
      model: 'gpt-4o-mini', temperature: 0.5,
      messages: [{ role: 'developer', content: 'Be brief.' }, { role: 'user', content: 'Hello SDK' }],
    });
    expect(completion.choices[0].message.content).toBe('echo: Hello SDK');
    // The SDK's code reads these (e.g. `message.refusal !== null` means the model declined).
    expect(completion.choices[0].message.refusal).toBeNull();
    expect(completion.choices[0].logprobs).toBeNull();
    expect(completion.usage?.prompt_tokens_details?.cached_tokens).toBe(0);
    expect(completion.choices[0].finish_reason).toBe('stop');
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
    expect(completion._request_id).toMatch(/^req_/);
  });

  it('streamed, with the usage chunk', async () => {
    const { data: stream, request_id } = await client.chat.completions
      .create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Stream please' }], stream: true, stream_options: { include_usage: true } })
      .withResponse();
    expect(request_id).toMatch(/^req_/);
    let text = '';
    let usage: OpenAI.CompletionUsage | null | undefined;
    let finish: string | null = null;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? '';
      finish = chunk.choices[0]?.finish_reason ?? finish;
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text).toBe('echo: Stream please');
    expect(finish).toBe('stop');
    expect(usage?.completion_tokens).toBe(3);
  });

  it('the stream helper accumulates tool calls', async () => {
    const runner = client.chat.completions.stream({
      model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'weather?' }],
      tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } } }],
    });
    const final = await runner.finalChatCompletion();
    expect(final.choices[0].message.tool_calls?.[0]).toMatchObject({ type: 'function', function: { name: 'get_weather', arguments: '{"city":"Varanasi"}' } });
  });

  it('legacy functions: function_call from create and from the stream helper', async () => {
    const functions = [{ name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } }];
    const plain = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'weather?' }], functions });
    expect(plain.choices[0].finish_reason).toBe('function_call');
    expect(plain.choices[0].message.function_call).toEqual({ name: 'get_weather', arguments: '{"city":"Varanasi"}' });
    const final = await client.chat.completions.stream({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'weather?' }], functions }).finalChatCompletion();
    expect(final.choices[0].message.function_call).toEqual({ name: 'get_weather', arguments: '{"city":"Varanasi"}' });
  });

  it('the SDK\'s other request fields: forwarded where Graha can honour them, a BadRequestError saying why where not', async () => {
    const completion = await client.chat.completions.create({
      model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello SDK' }],
      parallel_tool_calls: true, reasoning_effort: 'low', metadata: { team: 'astro' }, store: false, service_tier: 'auto', safety_identifier: 'u-1',
      tools: [{ type: 'function', function: { name: 'f', parameters: { type: 'object', properties: {} } } }],
    });
    expect(completion.object).toBe('chat.completion');
    expect(gw.openai.requests[0].body).toMatchObject({ parallel_tool_calls: true, reasoning_effort: 'low' });
    expect(gw.openai.requests[0].body).not.toHaveProperty('metadata');
    const err = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x' }], service_tier: 'priority' }).catch((e) => e);
    expect(err).toBeInstanceOf(OpenAI.BadRequestError);
    expect(err.error).toMatchObject({ code: 'unsupported_parameter', param: 'service_tier' });
  });

  it('an astrology model through the SDK', async () => {
    const completion = await client.chat.completions.create({ model: 'graha-astro-pro', messages: [{ role: 'user', content: 'My chart?' }] });
    // No birth details yet: the astrology chat asks for them (src/astrology/chat).
    expect(completion.choices[0].message.content).toMatch(/date of birth/);
  });
});

describe('errors surface as the SDK\'s error classes, with the request id', () => {
  it('400 BadRequestError with param', async () => {
    const err = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x' }], temperature: 3 }).catch((e) => e);
    expect(err).toBeInstanceOf(OpenAI.BadRequestError);
    expect(err.status).toBe(400);
    expect(err.requestID).toMatch(/^req_/);
    expect(err.error).toMatchObject({ type: 'invalid_request' });
  });

  it('401 AuthenticationError', async () => {
    const bad = new OpenAI({ apiKey: `svc_live_${'x'.repeat(40)}`, baseURL: `${gw.app.url}/v1`, maxRetries: 0 });
    await expect(bad.models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
  });

  it('403 PermissionDeniedError for a key without the inference scope', async () => {
    const scoped = await gw.app.request('POST', '/v1/keys', { key: apiKey, json: { scopes: ['billing:read'] } });
    const limited = new OpenAI({ apiKey: scoped.body.key, baseURL: `${gw.app.url}/v1`, maxRetries: 0 });
    await expect(limited.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x' }] }))
      .rejects.toBeInstanceOf(OpenAI.PermissionDeniedError);
  });

  it('404 NotFoundError for an unknown model', async () => {
    const err = await client.chat.completions.create({ model: 'gpt-9', messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
    expect(err).toBeInstanceOf(OpenAI.NotFoundError);
    expect(err.param).toBe('model');
  });

  it('409 ConflictError for an endpoint that is not running', async () => {
    await gw.app.ctx.db('endpoints').insert({ id: 'ep_sdk_pending', account_id: accountId, model: 'llama-3.1-8b-instruct', hardware: 'l40s-48gb', status: 'provisioning' });
    const err = await client.chat.completions
      .create({ model: 'llama-3.1-8b-instruct', messages: [{ role: 'user', content: 'x' }] }, { headers: { 'X-Endpoint-Id': 'ep_sdk_pending' } })
      .catch((e) => e);
    expect(err).toBeInstanceOf(OpenAI.ConflictError);
  });

  it('a 409 that a retry cannot change says x-should-retry: false, so the SDK does not repeat it', async () => {
    await gw.app.ctx.db('endpoints').insert({ id: 'ep_sdk_pending2', account_id: accountId, model: 'llama-3.1-8b-instruct', hardware: 'l40s-48gb', status: 'provisioning' });
    let sent = 0;
    const counting = new OpenAI({
      apiKey, baseURL: `${gw.app.url}/v1`, maxRetries: 2,
      fetch: (url: any, init?: any) => { sent++; return fetch(url, init); },
    });
    const conflict = await counting.chat.completions
      .create({ model: 'llama-3.1-8b-instruct', messages: [{ role: 'user', content: 'x' }] }, { headers: { 'X-Endpoint-Id': 'ep_sdk_pending2' } })
      .catch((e) => e);
    expect(conflict).toBeInstanceOf(OpenAI.ConflictError);
    expect(sent).toBe(1);
    expect(conflict.headers.get('x-should-retry')).toBe('false');
  });

  it('503 InternalServerError, retried by the SDK (honouring retry-after-ms), then raised', async () => {
    gw.openai.knobs.failures = Array.from({ length: 9 }, () => ({ status: 503, headers: { 'retry-after-ms': '20' } }));
    const retrying = new OpenAI({ apiKey, baseURL: `${gw.app.url}/v1`, maxRetries: 2 });
    const err = await retrying.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
    expect(err).toBeInstanceOf(OpenAI.InternalServerError);
    expect(err.status).toBe(503);
    // 3 SDK attempts x (1 + 2 gateway retries) upstream calls.
    expect(gw.openai.requests).toHaveLength(9);
  });
});
