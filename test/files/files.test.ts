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
    expect(Number(row.token_count)).toBe(rows.reduce((n, r) => n + countPromptTokens(r.messages as never), 0));
    expect(Buffer.from(row.content).toString()).toBe(text);
  });

  it('a bad line is refused with its number and nothing is stored', async () => {
    const before = await app.ctx.db('files').where({ account_id: accountId }).count({ n: '*' }).first();
    const cases: Array<[string, string, RegExp]> = [
      [jsonl([example(1)]) + '{"messages": [\n', 'fine-tune', /line 2: not valid JSON/],
      [jsonl([example(1), example(2), { messages: [{ role: 'user', content: 'only a question' }] }]), 'fine-tune', /line 3: .*one user and one assistant/],
      [jsonl([{ messages: [{ role: 'wizard', content: 'x' }, { role: 'assistant', content: 'y' }] }]), 'fine-tune', /line 1: messages\[0\]\.role/],
      ['[1, 2]\n', 'fine-tune', /line 1: each line must be one JSON object/],
      [jsonl([{ messages: [{ role: 'user', content: 'Hi' }] }, { custom_id: 'x' }]), 'batch', /line 2: .*messages/],
      [jsonl([{ input: [{ role: 'user', content: 'Hi' }], output: 'Hello' }, { input: [], output: 'x' }]), 'evaluation', /line 2: input/],
      ['\n\n', 'fine-tune', /no lines/],
    ];
    for (const [text, purpose, message] of cases) {
      const res = await upload(text, purpose);
      expect(res.status, text).toBe(400);
      expect(res.body.error).toMatchObject({ type: 'invalid_request', param: 'file', code: 'invalid_file' });
      expect(res.body.error.message).toMatch(message);
    }
    const invalidUtf8 = await upload(Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]), 'batch');
    expect(invalidUtf8.status).toBe(400);
    expect(invalidUtf8.body.error.message).toMatch(/UTF-8/);
    const after = await app.ctx.db('files').where({ account_id: accountId }).count({ n: '*' }).first();
    expect(Number(after!.n)).toBe(Number(before!.n));
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
