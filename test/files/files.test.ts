/**
 * Files (POST/GET/DELETE /v1/files; issue 19 item 1): JSONL checked line by line per purpose with the line number in
 * the error, both `id` and `file_id`, the token count stored, pages, another account's file not found, bad parts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPromptTokens } from '../../src/tokenizer/count';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let key: string;
let accountId: string;
let otherKey: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey: key, accountId } = await app.createAccount());
  ({ apiKey: otherKey } = await app.createAccount({ email: 'other@example.com' }));
});
afterAll(async () => { await app?.close(); });

const example = (i: number) => ({ messages: [
  { role: 'system', content: 'You are a Vedic astrologer.' },
  { role: 'user', content: `Which planet rules sign number ${i}?` },
  { role: 'assistant', content: 'Mars rules Aries and Scorpio.' },
] });
const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';

function upload(text: string | Buffer, purpose: string, opts: { key?: string; filename?: string; part?: string } = {}) {
  const form = new FormData();
  form.set(opts.part ?? 'file', new Blob([typeof text === 'string' ? text : new Uint8Array(text)]), opts.filename ?? 'train.jsonl');
  form.set('purpose', purpose);
  return app.request('POST', '/v1/files', { key: opts.key ?? key, body: form });
}

describe('uploading a file', () => {
  it('a valid fine-tuning file is stored processed, with id = file_id, its size, lines and token count', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => example(i));
    const text = jsonl(rows);
    const res = await upload(text, 'fine-tune', { filename: '../../etc/astro.jsonl' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'file', purpose: 'fine-tune', status: 'processed', line_count: 60, bytes: Buffer.byteLength(text), filename: 'astro.jsonl' });
    expect(res.body.file_id).toBe(res.body.id);
    const row = await app.ctx.db('files').where({ id: res.body.id }).first();
    const tokens = rows.reduce((n, r) => n + countPromptTokens(r.messages as never), 0);
    expect(Number(row.token_count)).toBe(tokens);
    expect(Buffer.from(row.content).toString()).toBe(text);
    // The stored count is in the answer, on upload, get and list (a fine-tuning cost estimate needs it).
    expect(res.body.token_count).toBe(tokens);
    expect((await app.request('GET', `/v1/files/${res.body.id}`, { key })).body.token_count).toBe(tokens);
    const listed = (await app.request('GET', '/v1/files', { key })).body.data.find((f: { id: string }) => f.id === res.body.id);
    expect(listed.token_count).toBe(tokens);
  });

  it('a bad line is refused with its number and nothing is stored', async () => {
    const before = await app.ctx.db('files').where({ account_id: accountId }).count({ n: '*' }).first();
    const cases: Array<[string, string, RegExp, string]> = [
      [jsonl([example(1)]) + '{"messages": [\n', 'fine-tune', /line 2: not valid JSON/, 'file:2'],
      [jsonl([example(1), example(2), { messages: [{ role: 'user', content: 'only a question' }] }]), 'fine-tune', /line 3: .*one user and one assistant/, 'file:3'],
      [jsonl([{ messages: [{ role: 'wizard', content: 'x' }, { role: 'assistant', content: 'y' }] }]), 'fine-tune', /line 1: messages\[0\]\.role/, 'file:1'],
      ['[1, 2]\n', 'fine-tune', /line 1: each line must be one JSON object/, 'file:1'],
      [jsonl([{ messages: [{ role: 'user', content: 'Hi' }] }, { custom_id: 'x' }]), 'batch', /line 2: .*messages/, 'file:2'],
      [jsonl([{ input: [{ role: 'user', content: 'Hi' }], output: 'Hello' }, { input: [], output: 'x' }]), 'evaluation', /line 2: input/, 'file:2'],
      ['\n\n', 'fine-tune', /no lines/, 'file'],
    ];
    for (const [text, purpose, message, param] of cases) {
      const res = await upload(text, purpose);
      expect(res.status, text).toBe(400);
      expect(res.body.error).toMatchObject({ type: 'invalid_request', param, code: 'invalid_file' });
      expect(res.body.error.message).toMatch(message);
    }
    const invalidUtf8 = await upload(Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]), 'batch');
    expect(invalidUtf8.status).toBe(400);
    expect(invalidUtf8.body.error.message).toMatch(/UTF-8/);
    const after = await app.ctx.db('files').where({ account_id: accountId }).count({ n: '*' }).first();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('every bad line is reported with its number (the first 20, then how many more); param names the first', async () => {
    // Lines 1..60: good, except 3 (not JSON), 4 (an array), 7 (no assistant turn) and every line from 30 on that is
    // a multiple of 3 (a wrong role): 3 + 11 = 14 bad lines, all named.
    const lines: string[] = [];
    const bad = new Map<number, RegExp>();
    for (let n = 1; n <= 60; n++) {
      if (n === 3) { lines.push('{"messages": ['); bad.set(n, /not valid JSON/); continue; }
      if (n === 4) { lines.push('[1]'); bad.set(n, /one JSON object/); continue; }
      if (n === 7) { lines.push(JSON.stringify({ messages: [{ role: 'user', content: 'q' }] })); bad.set(n, /one user and one assistant/); continue; }
      if (n >= 30 && n % 3 === 0) { lines.push(JSON.stringify({ messages: [{ role: 'oracle', content: 'q' }, { role: 'assistant', content: 'a' }] })); bad.set(n, /messages\[0\]\.role/); continue; }
      lines.push(JSON.stringify(example(n)));
    }
    const res = await upload(lines.join('\n') + '\n', 'fine-tune');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ param: 'file:3', code: 'invalid_file' });
    const message: string = res.body.error.message;
    expect(message.startsWith(`file: ${bad.size} bad lines: line 3: not valid JSON`)).toBe(true);
    const named = [...message.matchAll(/line (\d+): ([^;]+)/g)].map((m) => [Number(m[1]), m[2]] as const);
    expect(named.map(([n]) => n)).toEqual([...bad.keys()]);
    for (const [n, why] of named) expect(why).toMatch(bad.get(n)!);
    expect(message).not.toMatch(/more bad line/);

    // 45 bad lines among good ones: the first 20 are named, then "and 25 more".
    const many = Array.from({ length: 90 }, (_, i) => (i % 2 === 1 ? '{oops' : JSON.stringify(example(i))));
    const res2 = await upload(many.join('\n'), 'fine-tune');
    expect(res2.status).toBe(400);
    expect(res2.body.error.param).toBe('file:2');
    const m2: string = res2.body.error.message;
    expect(m2).toMatch(/^file: 45 bad lines: line 2: /);
    expect([...m2.matchAll(/line (\d+): /g)].map((m) => Number(m[1]))).toEqual(Array.from({ length: 20 }, (_, k) => 2 + 2 * k));
    expect(m2).toMatch(/; and 25 more bad lines$/);
  });

  it('batch and evaluation files are checked against their schemas in the contract', async () => {
    const batch = await upload(jsonl([{ custom_id: 'a', messages: [{ role: 'user', content: 'Hi' }], max_tokens: 10 }]), 'batch');
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({ purpose: 'batch', line_count: 1 });
    const evaluation = await upload(jsonl([{ input: [{ role: 'user', content: 'Hi' }], output: ['a', 'b'] }]), 'evaluation');
    expect(evaluation.status).toBe(200);
  });

  it('a missing or wrongly named part, an unknown purpose and an empty file are 400 naming the parameter', async () => {
    expect((await upload(jsonl([example(1)]), 'fine-tune', { part: 'document' })).body.error.param).toMatch(/file|document/);
    const purpose = await upload(jsonl([example(1)]), 'pretraining');
    expect(purpose.status).toBe(400);
    expect(purpose.body.error.param).toBe('purpose');
    const empty = await upload('', 'fine-tune');
    expect(empty.status).toBe(400);
    expect(empty.body.error.param).toBe('file');
  });
});

describe('reading and deleting files', () => {
  it('lists newest first in pages, filters by purpose, and hides other accounts\' files', async () => {
    const { apiKey } = await app.createAccount({ email: 'lister@example.com' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(jsonl([example(i)]), i === 1 ? 'batch' : 'fine-tune', { key: apiKey })).body.id);
    const first = await app.request('GET', '/v1/files?limit=2', { key: apiKey });
    expect(first.body.data.map((f: { id: string }) => f.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.has_more).toBe(true);
    const second = await app.request('GET', `/v1/files?limit=2&after=${ids[1]}`, { key: apiKey });
    expect(second.body.data.map((f: { id: string }) => f.id)).toEqual([ids[0]]);
    expect(second.body.has_more).toBe(false);
    const batchOnly = await app.request('GET', '/v1/files?purpose=batch', { key: apiKey });
    expect(batchOnly.body.data.map((f: { id: string }) => f.id)).toEqual([ids[1]]);
    const others = await app.request('GET', '/v1/files', { key: otherKey });
    expect(others.body.data.map((f: { id: string }) => f.id)).not.toContain(ids[0]);
  });

  it('get and delete answer 404 for another account\'s file, and delete removes it for good', async () => {
    const id = (await upload(jsonl([example(1)]), 'fine-tune')).body.id;
    expect((await app.request('GET', `/v1/files/${id}`, { key: otherKey })).status).toBe(404);
    expect((await app.request('DELETE', `/v1/files/${id}`, { key: otherKey })).status).toBe(404);
    expect((await app.request('GET', `/v1/files/${id}`, { key })).body).toMatchObject({ id, status: 'processed' });
    const deleted = await app.request('DELETE', `/v1/files/${id}`, { key });
    expect(deleted.body).toEqual({ id, object: 'file', deleted: true });
    expect((await app.request('GET', `/v1/files/${id}`, { key })).status).toBe(404);
    expect((await app.request('DELETE', `/v1/files/${id}`, { key })).status).toBe(404);
    expect(await app.ctx.db('files').where({ id }).first()).toBeUndefined();
  });
});
