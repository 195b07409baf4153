import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { runSweep } from '../../src/background';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp({ env: { MAX_JSON_BODY_BYTES: '2048' } });
  key = (await app.createAccount()).apiKey;
});
afterAll(async () => { await app?.close(); });

describe('every bad request gets the documented status and the error envelope', () => {
  it('malformed JSON is 400 invalid_request (malformed_json), not a 500 or an HTML page', async () => {
    const res = await app.request('POST', '/v1/keys', { key, body: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', status: 400, code: 'malformed_json' });
  });

  it('an out-of-range or wrongly typed parameter is 400 naming the parameter', async () => {
    const res = await app.request('POST', '/v1/keys', { key, json: { name: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param: 'name' });
    const typed = await app.request('POST', '/v1/keys', { key, json: { scopes: 'inference' } });
    expect(typed.body.error.param).toBe('scopes');
  });

  it('an out-of-range query parameter is 400 naming it', async () => {
    const res = await app.request('GET', '/v1/billing/usage?period=2026-13', { key });
    // The operation is validated before its (not yet built) handler runs.
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('period');
  });

  it('a nested invalid field is named with its path', async () => {
    const res = await app.admin('PUT', '/admin/v1/accounts/acct_x/plan', { plan: 'platinum' });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('plan');
    expect(res.body.error.message).toContain('pay-as-you-go');
  });

  it('an unknown field on our own endpoints is refused, naming it', async () => {
    const res = await app.request('POST', '/v1/keys', { key, json: { name: 'x', colour: 'blue' } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('colour');
  });

  it('a non-object JSON body is 400', async () => {
    const res = await app.request('POST', '/v1/keys', { key, json: [1, 2] });
    expect(res.status).toBe(400);
  });

  it('a body over the size limit is 413', async () => {
    const res = await app.request('POST', '/v1/keys', { key, json: { name: 'x'.repeat(5000) } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('a body of the wrong content type is 415', async () => {
    const res = await app.request('POST', '/v1/keys', { key, body: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('a body that does not decompress as its Content-Encoding says is 400, an unknown encoding 415', async () => {
    const json = { 'content-type': 'application/json' };
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await app.request('POST', '/v1/keys', { key, body: '{"name":"x"}', headers: { ...json, 'content-encoding': encoding } });
      expect(res.status, encoding).toBe(400);
      expect(res.body.error).toMatchObject({ type: 'invalid_request', status: 400 });
      expect(res.body.error.message).toMatch(/could not be decompressed/);
    }
    const unknown = await app.request('POST', '/v1/keys', { key, body: '{"name":"x"}', headers: { ...json, 'content-encoding': 'identity, gzip' } });
    expect(unknown.status).toBe(415);
    expect(unknown.body.error.message).toMatch(/unsupported content encoding "identity, gzip"; send the body uncompressed or as gzip/);
    // A body that is really compressed is read.
    const { gzipSync } = await import('node:zlib');
    const ok = await app.request('POST', '/v1/keys', { key, body: gzipSync('{"name":"zipped"}'), headers: { ...json, 'content-encoding': 'gzip' } });
    expect(ok.status).toBe(201);
    expect(ok.body.name).toBe('zipped');
  });

  it('a path with broken percent-encoding is 400, not a 500', async () => {
    for (const path of ['/v1/models/%E0%A4%A', '/v1/models/%']) {
      const res = await app.request('GET', path, { key });
      expect(res.status, path).toBe(400);
      expect(res.body.error).toMatchObject({ type: 'invalid_request', message: 'The request path is not valid percent-encoded UTF-8.' });
    }
  });

  it('a bad header parameter is named as the header', async () => {
    const res = await app.request('POST', '/v1/chat/completions', {
      key, json: { model: 'graha-astro-fast', messages: [{ role: 'user', content: 'x' }] }, headers: { 'x-endpoint-id': 'bad id!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('x-endpoint-id');
  });

  it('an unknown path is 404 not_found in the envelope', async () => {
    const res = await app.request('GET', '/v1/nothing-here', { key });
    expect(res.status).toBe(404);
    expect(res.body.error.type).toBe('not_found');
  });

  it('a wrong method is 405 in the envelope', async () => {
    const res = await app.request('DELETE', '/v1/models', { key });
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('method_not_allowed');
  });

  it('authentication is checked before the body is judged', async () => {
    const res = await app.request('POST', '/v1/keys', { body: '{bad', headers: { 'content-type': 'application/json' } });
    // Malformed JSON fails in the body parser, before routing: the envelope is still returned.
    expect([400, 401]).toContain(res.status);
    const valid = await app.request('POST', '/v1/keys', { json: { name: 'x' } });
    expect(valid.status).toBe(401);
  });
});

describe('a value that fails a oneOf is judged against the variant it was aimed at', () => {
  const user = { role: 'user', content: 'hi' };
  const chat = (extra: Record<string, unknown>) => ({ model: 'graha-astro-fast', messages: [user], ...extra });
  // Before, each of these named the first variant ajv tried ("stop must be null", "role must be equal to constant").
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['too many stop sequences', chat({ stop: ['a', 'b', 'c', 'd', 'e'] }), 'stop', 'stop must NOT have more than 4 items'],
    ['an empty stop string', chat({ stop: '' }), 'stop', 'stop must NOT have fewer than 1 characters'],
    ['a stop of no allowed type', chat({ stop: 5 }), 'stop', 'stop must be null, string or array'],
    ['a tool message without its call id', chat({ messages: [{ role: 'tool', content: 'x' }] }), 'messages[0].tool_call_id', 'messages[0].tool_call_id is required'],
    ['an unknown role', chat({ messages: [{ role: 'robot', content: 'x' }] }), 'messages[0].role', 'messages[0].role must be one of: system, developer, user, assistant, tool, function'],
    ['a message without a role', chat({ messages: [{ content: 'x' }] }), 'messages[0].role', 'messages[0].role is required'],
    ['user content of a wrong type', chat({ messages: [{ role: 'user', content: 123 }] }), 'messages[0].content', 'messages[0].content must be string or array'],
    ['an image part without its image', chat({ messages: [{ role: 'user', content: [{ type: 'text', text: 'a' }, { type: 'image_url', image_url: {} }] }] }), 'messages[0].content[1].image_url.url', 'messages[0].content[1].image_url.url is required'],
    ['an unknown content part type', chat({ messages: [{ role: 'user', content: [{ type: 'video' }] }] }), 'messages[0].content[0].type', 'messages[0].content[0].type must be one of: text, image_url'],
    ['an unknown image detail', chat({ messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://x/y.png', detail: 'ultra' } }] }] }), 'messages[0].content[0].image_url.detail', 'messages[0].content[0].image_url.detail must be one of: auto, low, high'],
    ['an assistant tool call without arguments', chat({ messages: [user, { role: 'assistant', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f' } }] }] }), 'messages[1].tool_calls[0].function.arguments', 'messages[1].tool_calls[0].function.arguments is required'],
    ['an unknown response format', chat({ response_format: { type: 'xml' } }), 'response_format.type', 'response_format.type must be one of: text, json_object, json_schema'],
    ['an unknown tool_choice word', chat({ tool_choice: 'sometimes' }), 'tool_choice', 'tool_choice must be one of: none, auto, required'],
    ['a tool_choice naming no function', chat({ tool_choice: { type: 'function', function: {} } }), 'tool_choice.function.name', 'tool_choice.function.name is required'],
    ['a number sent as a string', chat({ temperature: '1' }), 'temperature', 'temperature must be number or null'],
  ];
  it.each(cases)('%s', async (_name, body, param, message) => {
    const res = await app.request('POST', '/v1/chat/completions', { key, json: body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', code: 'invalid_value', param, message });
  });
});

describe('x-request-id', () => {
  it('every response carries one, success and error alike, and they differ', async () => {
    const a = await app.request('GET', '/v1/models', { key });
    const b = await app.request('GET', '/v1/models');
    const c = await app.request('GET', '/nowhere');
    const ids = [a, b, c].map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('a well-formed id sent by the client is kept (end-to-end tracing); a malformed one is replaced', async () => {
    const kept = await app.request('GET', '/v1/models', { key, headers: { 'x-request-id': 'trace-123.abc' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123.abc');
    const replaced = await app.request('GET', '/v1/models', { key, headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^req_/);
  });
});

describe('Idempotency-Key on POSTs', () => {
  it('a retried key creation with the same key returns the first result and creates one key', async () => {
    const { apiKey, accountId } = await app.createAccount();
    const headers = { 'idempotency-key': 'create-ci-key-1' };
    const first = await app.request('POST', '/v1/keys', { key: apiKey, json: { name: 'ci' }, headers });
    const second = await app.request('POST', '/v1/keys', { key: apiKey, json: { name: 'ci' }, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await app.ctx.db('api_keys').where({ account_id: accountId }).count('* as n').first()).toMatchObject({ n: 2 });
  });

  it('the same key with a different body is 409', async () => {
    const { apiKey } = await app.createAccount();
    const headers = { 'idempotency-key': 'k-2' };
    await app.request('POST', '/v1/keys', { key: apiKey, json: { name: 'a' }, headers });
    const res = await app.request('POST', '/v1/keys', { key: apiKey, json: { name: 'b' }, headers });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('idempotency_key_reused');
  });

  it('keys are per account: another account may use the same key', async () => {
    const a = await app.createAccount();
    const b = await app.createAccount();
    const headers = { 'idempotency-key': 'shared' };
    const ra = await app.request('POST', '/v1/keys', { key: a.apiKey, json: { name: 'x' }, headers });
    const rb = await app.request('POST', '/v1/keys', { key: b.apiKey, json: { name: 'x' }, headers });
    expect(ra.body.id).not.toBe(rb.body.id);
  });

  it('keys older than 24 hours are deleted by the background sweep; younger ones stay', async () => {
    const { apiKey, accountId } = await app.createAccount();
    for (const name of ['old-key', 'young-key']) {
      const res = await app.request('POST', '/v1/keys', { key: apiKey, json: { name }, headers: { 'idempotency-key': name } });
      expect(res.status).toBe(201);
    }
    const rows = () => app.ctx.db('idempotency_keys').where({ account_id: accountId }).orderBy('key').pluck('key');
    await app.ctx.db('idempotency_keys').where({ account_id: accountId, key: 'old-key' }).update({ created_at: app.ctx.db.raw("now() - interval '25 hours'") });
    await app.ctx.db('idempotency_keys').where({ account_id: accountId, key: 'young-key' }).update({ created_at: app.ctx.db.raw("now() - interval '23 hours'") });
    expect(await rows()).toEqual(['old-key', 'young-key']);
    await runSweep(app.ctx);
    expect(await rows()).toEqual(['young-key']);
    // The expired key can be used again: a new call, not a replay.
    const again = await app.request('POST', '/v1/keys', { key: apiKey, json: { name: 'old-key' }, headers: { 'idempotency-key': 'old-key' } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });
});
