/**
 * Fine-tuning jobs (issue 19 item 2): validation of every field, the lifecycle validating_files -> queued -> running ->
 * succeeded on the built-in retrieval trainer with a controllable clock, trained tokens (tokens x epochs) billed per
 * step exactly once, cancel rules, and the fine-tuned model answering chat completions with demonstrations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPromptTokens } from '../../src/tokenizer/count';
import { tokenCostMicroUsd, trainingCostMicroUsd } from '../../src/billing/prices';
import { EXAMPLES_PER_STEP } from '../../src/platform/fineTuning/builtinTrainer';
import { ledgerChargesMicroUsd, platformCharges, reconcileAt, startPlatformApp, uploadFile, type PlatformApp } from './helpers';

let p: PlatformApp;
let owner: { accountId: string; apiKey: string };
let other: { accountId: string; apiKey: string };
let file60: string;
let file40: string;

const TOPICS = ['Saturn return', 'Mars dasha', 'Venus in Libra', 'Jupiter transit', 'Rahu Ketu axis', 'Moon nakshatra'];
const example = (i: number) => ({ messages: [
  { role: 'system', content: 'You answer questions about Vedic astrology briefly.' },
  { role: 'user', content: `Tell me about ${TOPICS[i % TOPICS.length]} case ${i}` },
  { role: 'assistant', content: `ANSWER-${i}: ${TOPICS[i % TOPICS.length]} brings lessons.` },
] });
const rows60 = Array.from({ length: 60 }, (_, i) => example(i));
const tokensOf = (rows: typeof rows60) => rows.reduce((n, r) => n + countPromptTokens(r.messages as never), 0);

beforeAll(async () => {
  p = await startPlatformApp();
  owner = await p.app.createAccount({ creditCents: 100_000 });
  other = await p.app.createAccount({ email: 'other@example.com' });
  file60 = await uploadFile(p.app, owner.apiKey, rows60);
  file40 = await uploadFile(p.app, owner.apiKey, rows60.slice(0, 40));
}, 60_000);
afterAll(async () => { await p?.close(); });

const create = (json: object, key = owner.apiKey) => p.app.request('POST', '/v1/fine_tuning/jobs', { key, json });

describe('creating a job checks every field', () => {
  it('bad values (an unknown model too) are 400 naming the field; other accounts\' files are 404', async () => {
    const batchFile = await uploadFile(p.app, owner.apiKey, [{ messages: [{ role: 'user', content: 'hi' }] }], 'batch');
    const otherFile = await uploadFile(p.app, other.apiKey, rows60);
    const cases: Array<[object, number, string, string?]> = [
      [{ training_file: file60 }, 400, 'model'],
      [{ model: 'llama-3.1-8b-instruct' }, 400, 'training_file'],
      [{ model: 'gpt-4o', training_file: file60 }, 400, 'model', 'model_not_fine_tunable'],
      [{ model: 'graha-astro-standard', training_file: file60 }, 400, 'model', 'model_not_fine_tunable'],
      [{ model: 'no-such-model', training_file: file60 }, 400, 'model', 'model_not_found'],
      [{ model: 'llama-3.1-8b-instruct', training_file: file60, method: 'full' }, 400, 'method'],
      [{ model: 'llama-3.1-8b-instruct', training_file: file40 }, 400, 'training_file', 'too_few_examples'],
      [{ model: 'llama-3.1-70b-instruct', training_file: file60 }, 400, 'training_file', 'too_few_examples'],
      [{ model: 'llama-3.1-8b-instruct', training_file: batchFile }, 400, 'training_file', 'invalid_training_file'],
      [{ model: 'llama-3.1-8b-instruct', training_file: otherFile }, 404, 'training_file'],
      [{ model: 'llama-3.1-8b-instruct', training_file: file60, suffix: 'x'.repeat(19) }, 400, 'suffix'],
      [{ model: 'llama-3.1-8b-instruct', training_file: file60, suffix: 'bad suffix!' }, 400, 'suffix'],
      [{ model: 'llama-3.1-8b-instruct', training_file: file60, hyperparameters: { epochs: 0 } }, 400, 'hyperparameters.epochs'],
      [{ model: 'llama-3.1-8b-instruct', training_file: file60, hyperparameters: { learning_rate: -1 } }, 400, 'hyperparameters.learning_rate'],
      [{ model: 'llama-3.1-8b-instruct', training_file: file60, hyperparameters: { batch_size: 'big' } }, 400, 'hyperparameters.batch_size'],
      [{ model: 'llama-3.1-8b-instruct', training_file: file60, colour: 'red' }, 400, 'colour'],
    ];
    for (const [json, status, param, code] of cases) {
      const res = await create(json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(res.body.error.param, JSON.stringify(json)).toBe(param);
      if (code) expect(res.body.error.code).toBe(code);
    }
    const { n } = (await p.app.ctx.db('fine_tuning_jobs').count({ n: '*' }).first()) as { n: string };
    expect(Number(n)).toBe(0);
  });

  it('a wallet that cannot pay the estimate is refused with 402 before anything starts', async () => {
    const poor = await p.app.createAccount({ email: 'poor@example.com', creditCents: 0 });
    const f = await uploadFile(p.app, poor.apiKey, rows60);
    const res = await create({ model: 'llama-3.1-8b-instruct', training_file: f }, poor.apiKey);
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('insufficient_balance');
  });
});

describe('the lifecycle on the built-in trainer', () => {
  let jobId: string;
  let t0: number;

  it('starts in validating_files with the spec 4.16 defaults resolved', async () => {
    const res = await create({ model: 'llama-3.1-8b-instruct', training_file: file60, suffix: 'astro-qa' });
    expect(res.status).toBe(200);
    t0 = Date.now();
    jobId = res.body.id;
    expect(res.body).toMatchObject({
      object: 'fine_tuning.job', status: 'validating_files', model: 'llama-3.1-8b-instruct', method: 'lora', suffix: 'astro-qa',
      hyperparameters: { epochs: 3, learning_rate: 0.0002, batch_size: 4 }, trained_tokens: 0, progress: 0, fine_tuned_model: null, finished_at: null,
    });
    const expected = trainingCostMicroUsd(p.app.ctx.prices, 'llama-3.1-8b-instruct', tokensOf(rows60) * 3);
    expect(res.body.estimated_cost_cents).toBe(Math.ceil(expected / 10_000));
  });

  it('moves to running and trains step by step, billing the trained tokens of each step once', async () => {
    await reconcileAt(p.app, t0 + 10);
    let job = (await p.app.request('GET', `/v1/fine_tuning/jobs/${jobId}`, { key: owner.apiKey })).body;
    expect(job.status).toBe('running');
    const firstStep = tokensOf(rows60) + tokensOf(rows60.slice(0, EXAMPLES_PER_STEP - 60));
    expect(job.trained_tokens).toBe(firstStep);
    expect(job.progress).toBeCloseTo(EXAMPLES_PER_STEP / 180, 6);
    // The same instant again: nothing is due, nothing is billed again.
    const before = await ledgerChargesMicroUsd(p.app, owner.accountId);
    await reconcileAt(p.app, t0 + 10);
    expect(await ledgerChargesMicroUsd(p.app, owner.accountId)).toBe(before);
    expect(before).toBe(trainingCostMicroUsd(p.app.ctx.prices, 'llama-3.1-8b-instruct', firstStep));

    await reconcileAt(p.app, t0 + 10 + p.app.ctx.config.trainingStepMs);
    job = (await p.app.request('GET', `/v1/fine_tuning/jobs/${jobId}`, { key: owner.apiKey })).body;
    expect(job.status).toBe('running');
    await reconcileAt(p.app, t0 + 10 + 2 * p.app.ctx.config.trainingStepMs);
    job = (await p.app.request('GET', `/v1/fine_tuning/jobs/${jobId}`, { key: owner.apiKey })).body;
    expect(job.status).toBe('succeeded');
    expect(job.progress).toBe(1);
    expect(job.trained_tokens).toBe(tokensOf(rows60) * 3);
    expect(job.fine_tuned_model).toBe(`ft:llama-3.1-8b-instruct:astro-qa:${jobId}`);
    expect(job.finished_at).not.toBeNull();

    const charges = await platformCharges(p.app, jobId);
    expect(charges).toHaveLength(3);
    const billed = charges.reduce((s: number, c: { amount_micro_usd: string }) => s + Number(c.amount_micro_usd), 0);
    expect(await ledgerChargesMicroUsd(p.app, owner.accountId)).toBe(billed);
    expect(charges.reduce((s: number, c: { units: string }) => s + Number(c.units), 0)).toBe(tokensOf(rows60) * 3);
    const stored = await p.app.ctx.db('fine_tuning_examples').where({ job_id: jobId }).count({ n: '*' }).first();
    expect(Number((stored as { n: string }).n)).toBe(60);
  });

  it('a finished job cannot be cancelled (409); another account sees neither the job nor the model', async () => {
    const cancel = await p.app.request('POST', `/v1/fine_tuning/jobs/${jobId}/cancel`, { key: owner.apiKey });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.code).toBe('job_not_cancellable');
    expect((await p.app.request('GET', `/v1/fine_tuning/jobs/${jobId}`, { key: other.apiKey })).status).toBe(404);
    expect((await p.app.request('POST', `/v1/fine_tuning/jobs/${jobId}/cancel`, { key: other.apiKey })).status).toBe(404);
    const chat = await p.app.request('POST', '/v1/chat/completions', {
      key: other.apiKey, json: { model: `ft:llama-3.1-8b-instruct:astro-qa:${jobId}`, messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(chat.status).toBe(404);
    const model = `ft:llama-3.1-8b-instruct:astro-qa:${jobId}`;
    expect((await p.app.request('GET', `/v1/models/${model}`, { key: other.apiKey })).status).toBe(404);
    expect((await p.app.request('GET', '/v1/models', { key: other.apiKey })).body.data.map((m: { id: string }) => m.id)).not.toContain(model);
  });

  it('the owner finds the fine-tuned model in GET /v1/models and GET /v1/models/{model}, owned by the account', async () => {
    const model = `ft:llama-3.1-8b-instruct:astro-qa:${jobId}`;
    const list = await p.app.request('GET', '/v1/models', { key: owner.apiKey });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((m: { id: string }) => m.id === model);
    expect(listed).toMatchObject({ object: 'model', kind: 'fine-tuned', owned_by: owner.accountId });
    expect(listed.capabilities).toMatchObject({ chat: true, fine_tuning: false, batch: false });
    const one = await p.app.request('GET', `/v1/models/${model}`, { key: owner.apiKey });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(listed);
  });

  it('the fine-tuned model answers chat completions: base upstream, nearest examples as demonstrations', async () => {
    p.upstream.requests = [];
    const model = `ft:llama-3.1-8b-instruct:astro-qa:${jobId}`;
    const res = await p.app.request('POST', '/v1/chat/completions', {
      key: owner.apiKey, json: { model, messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Tell me about Saturn return case 12' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.model).toBe(model);
    const sent = p.upstream.requests.at(-1)!.body;
    expect(sent.model).toBe('meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo');
    expect(sent.messages[0]).toMatchObject({ role: 'system', content: 'Be brief.' });
    expect(sent.messages.at(-1)).toMatchObject({ role: 'user', content: 'Tell me about Saturn return case 12' });
    // The exact example is the nearest: it is the last demonstration, right before the question.
    expect(sent.messages.at(-2)).toMatchObject({ role: 'assistant', content: 'ANSWER-12: Saturn return brings lessons.' });
    expect(sent.messages.length).toBeGreaterThanOrEqual(4);
    expect(sent.messages.length).toBeLessThanOrEqual(2 + 2 * 3);
    // Billed at the base model's rate (pricedModelId reads the base from the id).
    let usage: { cost_micro_usd: string; input_tokens: string; output_tokens: string } | undefined;
    for (let i = 0; i < 200 && !usage; i++) {
      usage = await p.app.ctx.db('usage_events').where({ account_id: owner.accountId, model }).first();
      if (!usage) await new Promise((r) => setTimeout(r, 25));
    }
    expect(usage).toBeTruthy();
    expect(Number(usage!.input_tokens)).toBe(res.body.usage.prompt_tokens);
    expect(Number(usage!.cost_micro_usd)).toBe(tokenCostMicroUsd(p.app.ctx.prices, 'llama-3.1-8b-instruct', {
      inputTokens: res.body.usage.prompt_tokens, outputTokens: res.body.usage.completion_tokens,
    }));
  });

  it('a job can be cancelled while it has not finished; the list shows every job', async () => {
    const res = await create({ model: 'llama-3.1-8b-instruct', training_file: file60 });
    const id = res.body.id;
    await reconcileAt(p.app, Date.now());
    const running = (await p.app.request('GET', `/v1/fine_tuning/jobs/${id}`, { key: owner.apiKey })).body;
    expect(running.status).toBe('running');
    const cancel = await p.app.request('POST', `/v1/fine_tuning/jobs/${id}/cancel`, { key: owner.apiKey });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    expect(cancel.body.trained_tokens).toBe(running.trained_tokens);
    // A cancelled job takes no more steps.
    await reconcileAt(p.app, Date.now() + 60_000);
    expect((await p.app.request('GET', `/v1/fine_tuning/jobs/${id}`, { key: owner.apiKey })).body.trained_tokens).toBe(running.trained_tokens);
    expect((await p.app.request('POST', `/v1/fine_tuning/jobs/${id}/cancel`, { key: owner.apiKey })).status).toBe(409);
    const list = await p.app.request('GET', '/v1/fine_tuning/jobs?limit=1', { key: owner.apiKey });
    expect(list.status).toBe(200);
    expect(list.body.data.map((j: { id: string }) => j.id)).toEqual([id]);
    expect(list.body.has_more).toBe(true);
    const next = await p.app.request('GET', `/v1/fine_tuning/jobs?after=${id}`, { key: owner.apiKey });
    expect(next.body.data.map((j: { id: string }) => j.id)).toEqual([jobId]);
    expect((await p.app.request('GET', '/v1/fine_tuning/jobs', { key: other.apiKey })).body.data).toEqual([]);
  });
});
