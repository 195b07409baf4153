/**
 * Requests built to hurt: each gets the error envelope with the right status (never a 500), found by an audit of the
 * request side (issue 6 notes). The tokenizer's long-run case is in tokens-long-runs.test.ts.
 */
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from './harness';
import { MAX_JSON_DEPTH } from '../../src/http/bodyChecks';

let gw: GatewayHarness;
let key: string;
beforeAll(async () => {
  gw = await startGateway();
  key = (await gw.app.createAccount({ creditCents: 1000, plan: 'scale' })).apiKey;
});
afterAll(async () => { await gw?.close(); });
beforeEach(() => { gw.openai.reset(); gw.anthropic.reset(); });

const hello = [{ role: 'user', content: 'hi' }];
const chat = (json: unknown, headers: Record<string, string> = {}) => gw.app.request('POST', '/v1/chat/completions', { key, json, headers });
const nested = (depth: number): unknown => { let v: unknown = 1; for (let i = 0; i < depth; i++) v = [v]; return v; };
/** POSTs JSON text (a deeply nested body cannot go through JSON.stringify in the test either). */
const rawChat = (text: string, headers: Record<string, string> = {}) => fetch(`${gw.app.url}/v1/chat/completions`, {
  method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers }, body: text,
}).then(async (r) => ({ status: r.status, body: await r.json() as any }));
const deepText = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it(`is a 400 naming where it passes ${MAX_JSON_DEPTH} levels, wherever it is (was a 500 from a stack overflow)`, async () => {
    const tools = (depth: number) => [{ type: 'function', function: { name: 'f', parameters: { type: 'object', properties: { x: nested(depth) } } } }];
    const deep = await rawChat(`{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}],"tools":[{"type":"function","function":{"name":"f","parameters":{"type":"object","properties":{"x":${deepText(10_000)}}}}}]}`);
    expect(deep.status).toBe(400);
    expect(deep.body.error.type).toBe('invalid_request');
    expect(deep.body.error.param).toMatch(/^tools\[0\]\.function\.parameters\.properties\.x(\[0\])+$/);
    expect(deep.body.error.message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
    // Idempotency-Key hashes the body: the same answer there, not a 500.
    const hashed = await rawChat(`{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}],"stream_options":{"x":${deepText(10_000)}}}`, { 'idempotency-key': 'deep-1' });
    expect(hashed.status).toBe(400);
    expect(gw.openai.requests).toHaveLength(0);
    // Ordinary nesting (a tool schema a few dozen levels deep) is fine.
    expect((await chat({ model: 'gpt-4o-mini', messages: hello, tools: tools(40) })).status).toBe(200);
  });
});

describe('U+0000 in a string', () => {
  it('is a 400 naming where, before any work (was a 500: PostgreSQL text cannot store it; Schemathesis found it in a key name)', async () => {
    const keys = await gw.app.request<any>('POST', '/v1/keys', { key, json: { name: 'ci\u0000x', scopes: ['astrology'] } });
    expect(keys.status).toBe(400);
    expect(keys.body.error).toMatchObject({ type: 'invalid_request', code: 'invalid_value', param: 'name' });
    expect(keys.body.error.message).toContain('NUL');
    const inChat = await chat({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'a\u0000b' }] });
    expect(inChat.status).toBe(400);
    expect((inChat.body as any).error.param).toBe('messages[0].content');
    expect(gw.openai.requests).toHaveLength(0);
    // In an object key too.
    expect((await chat({ model: 'gpt-4o-mini', messages: hello, metadata: { 'k\u0000': 'v' } })).status).toBe(400);
    // The text "\\u0000" (an escaped backslash, then u0000) holds no NUL: a key may be named so.
    const literal = await gw.app.request<any>('POST', '/v1/keys', { key, json: { name: 'ci \\u0000 literal', scopes: ['astrology'] } });
    expect(literal.status).toBe(201);
    expect(literal.body.name).toBe('ci \\u0000 literal');
  });
});

describe('huge but valid shapes', () => {
  it('an Anthropic conversation of 140,000 content parts is mapped (was a 500: spread arguments overflowed the stack)', async () => {
    const parts = Array.from({ length: 140_000 }, () => ({ type: 'text', text: 'a' }));
    const res = await chat({ model: 'claude-sonnet-4', messages: [{ role: 'system', content: parts }, { role: 'user', content: 'hi' }], max_tokens: 5 });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(gw.anthropic.requests[0].body.system).toHaveLength(140_000);
  });
});

describe('numbers JSON can write and JavaScript cannot hold', () => {
  it('1e400 (Infinity once parsed) is refused as not a number; integers keep to their range', async () => {
    const raw = (text: string) => rawChat(text);
    for (const field of ['max_tokens', 'max_completion_tokens', 'seed', 'top_k', 'temperature']) {
      const res = await raw(`{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}],"${field}":1e400}`);
      expect(res.status, field).toBe(400);
      expect(res.body.error.param).toBe(field);
    }
    const huge = await chat({ model: 'gpt-4o-mini', messages: hello, max_tokens: 9007199254740993 });
    expect(huge.status).toBe(400);
    expect(huge.body.error.param).toBe('max_tokens');
    expect(gw.openai.requests).toHaveLength(0);
  });
});

describe('validation messages name what is wrong', () => {
  it('an enum that allows null says so; a bad object key is named', async () => {
    const effort = await chat({ model: 'gpt-4o-mini', messages: hello, reasoning_effort: 'extreme' });
    expect(effort.body.error.message).toBe('reasoning_effort must be one of: none, minimal, low, medium, high, xhigh, null');
    const longKey = 'k'.repeat(65);
    const meta = await chat({ model: 'gpt-4o-mini', messages: hello, metadata: { [longKey]: 'v' } });
    expect(meta.status).toBe(400);
    expect(meta.body.error.message).toContain(`metadata key "${longKey}"`);
    const bias = await chat({ model: 'gpt-4o-mini', messages: hello, logit_bias: { abc: 1 } });
    expect(bias.body.error.message).toContain('logit_bias key "abc"');
  });
});

describe('a body declared larger than the limit', () => {
  it('is refused with 413 before it is sent (the server does not wait to read and discard it)', async () => {
    const { port } = new URL(gw.app.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 20000000\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (d) => { text += d; if (text.includes('\r\n\r\n') && text.includes('}')) { socket.destroy(); resolve(text); } });
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('payload_too_large');
  });
});
