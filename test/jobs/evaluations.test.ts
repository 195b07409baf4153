/**
 * LLM-as-judge evaluations end to end (spec 4.19, 2.14) with the fake upstream as the judge: each type, a judge that
 * answers garbage (retried, then an error for that case, never guessed), a position-biased judge (a tie), the
 * aggregate, billing like chat, and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import { priceOfUnits } from '../../src/billing/prices';
import { VERDICT_ATTEMPTS } from '../../src/evaluations/evaluations';

let gw: GatewayHarness;
let key: string;
let accountId: string;

beforeAll(async () => {
  gw = await startGateway({ timeoutMs: 10_000, env: { JOBS_POLL_MS: '20' } });
  ({ apiKey: key, accountId } = await gw.app.createAccount({ plan: 'dedicated' }));
}, 60_000);
afterAll(async () => { await gw?.close(); });

const JUDGE = 'llama-3.1-8b-instruct';
const judged = () => gw.openai.requests.filter((r) => r.path === '/v1/chat/completions');

async function run(json: unknown): Promise<any> {
  const created = await gw.app.request('POST', '/v1/evaluations', { key, json });
  expect(created.status, created.text).toBe(200);
  expect(created.body).toMatchObject({ object: 'evaluation', status: 'queued', results: [], finished_at: null });
  for (let i = 0; i < 1200; i++) {
    const res = await gw.app.request('GET', `/v1/evaluations/${created.body.id}`, { key });
    expect(res.status).toBe(200);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the evaluation did not finish');
}

/** The user text of a judge prompt (what the judge is shown). */
const shown = (body: any): string => body.messages[1].content;

describe('scoring', () => {
  it('scores each case within the scale; mean and standard deviation; JSON mode asked; billed like chat', async () => {
    gw.openai.reset();
    // The judge gives 5 to answers mentioning Mars, else 2.
    gw.openai.knobs.reply = (body) => JSON.stringify({ score: shown(body).includes('Mars') ? 5 : 2, reasoning: 'Checked against the question.' });
    const before = await gw.app.ctx.db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).count<{ n: string }[]>({ n: '*' });
    const evaluation = await run({
      type: 'scoring', judge_model: JUDGE, criteria: 'Is it correct?',
      test_cases: [
        { input: [{ role: 'user', content: 'Which planet rules Aries?' }], output: 'Mars rules Aries.', expected: 'Mars' },
        { input: [{ role: 'user', content: 'Which planet rules Aries?' }], output: 'Venus.' },
        { input: [{ role: 'user', content: 'Which planet rules Scorpio?' }], output: 'Mars, traditionally.' },
      ],
    });
    expect(evaluation.status).toBe('completed');
    expect(evaluation.results.map((r: any) => [r.index, r.score])).toEqual([[0, 5], [1, 2], [2, 5]]);
    expect(evaluation.results[0].reasoning).toBe('Checked against the question.');
    expect(evaluation.aggregate.mean_score).toBeCloseTo(4, 10);
    expect(evaluation.aggregate.score_std_dev).toBeCloseTo(Math.sqrt(2), 10);
    expect(evaluation.progress).toEqual({ completed: 3, total: 3 });
    const calls = judged();
    expect(calls).toHaveLength(3);
    for (const c of calls) {
      expect(c.body.response_format).toEqual({ type: 'json_object' });
      expect(c.body.messages[0].content).toMatch(/integer from 1 \(worst\) to 5 \(best\)/);
      expect(c.body.messages[0].content).toMatch(/Is it correct\?/);
    }
    expect(shown(calls.find((c) => shown(c.body).includes('Mars rules'))!.body)).toMatch(/Reference answer:\nMars/);
    // Billed at the judge's standard chat rates, one charge per judge call.
    const usage = await gw.app.ctx.db('usage_events').where({ account_id: accountId, endpoint_type: 'evaluation' }).select('input_tokens', 'output_tokens', 'cost_micro_usd');
    expect(usage).toHaveLength(3);
    for (const u of usage) {
      expect(Number(u.cost_micro_usd)).toBe(priceOfUnits(gw.app.ctx.prices, { kind: 'tokens', model: JUDGE }, { inputTokens: Number(u.input_tokens), outputTokens: Number(u.output_tokens) }));
    }
    const after = await gw.app.ctx.db('ledger_entries').where({ account_id: accountId, kind: 'charge' }).count<{ n: string }[]>({ n: '*' });
    expect(Number(after[0].n) - Number(before[0].n)).toBe(3);
  }, 60_000);

  it('a custom scale bounds the score: a score outside it is a malformed verdict', async () => {
    gw.openai.reset();
    gw.openai.knobs.reply = () => JSON.stringify({ score: 9, reasoning: 'Great.' });
    const evaluation = await run({ type: 'scoring', judge_model: JUDGE, scale: { min: 0, max: 10 }, test_cases: [{ input: [{ role: 'user', content: 'q' }], output: 'a' }] });
    expect(evaluation.results[0].score).toBe(9);
    gw.openai.reset();
    gw.openai.knobs.reply = () => JSON.stringify({ score: 9, reasoning: 'Great.' });
    const out = await run({ type: 'scoring', judge_model: JUDGE, test_cases: [{ input: [{ role: 'user', content: 'q' }], output: 'a' }] });
    expect(out.status).toBe('failed');
    expect(out.results[0].error.code).toBe('malformed_verdict');
  }, 60_000);
});

describe('classification', () => {
  it('labels each case from the labels offered; label counts list every label', async () => {
    gw.openai.reset();
    gw.openai.knobs.reply = (body) => JSON.stringify({ label: shown(body).includes('idiot') ? 'rude' : 'polite', reasoning: 'Tone of the reply.' });
    const evaluation = await run({
      type: 'classification', judge_model: JUDGE, labels: ['polite', 'neutral', 'rude'],
      test_cases: [
        { input: [{ role: 'user', content: 'Will I get a job?' }], output: 'Jupiter favours you from March.' },
        { input: [{ role: 'user', content: 'Will I get a job?' }], output: 'Ask again, idiot.' },
        { input: [{ role: 'user', content: 'Will I get a job?' }], output: 'Thank you for asking, yes.', labels: ['polite', 'formal'] },
      ],
    });
    expect(evaluation.results.map((r: any) => r.label)).toEqual(['polite', 'rude', 'polite']);
    expect(evaluation.aggregate.label_counts).toEqual({ polite: 2, neutral: 0, rude: 1, formal: 0 });
    // Cases are judged concurrently, so find each case's call by what it shows: the evaluation's labels, or the case's own.
    const callFor = (output: string) => judged().find((c) => shown(c.body).includes(output))!.body.messages[0].content;
    expect(callFor('Jupiter favours you')).toMatch(/"polite", "neutral", "rude"/);
    expect(callFor('Thank you for asking')).toMatch(/"polite", "formal"/);
    expect(callFor('Thank you for asking')).not.toMatch(/"rude"/);
  }, 60_000);
});

describe('comparison', () => {
  const cases = [
    { input: [{ role: 'user', content: 'Which sign is exalted for the Sun?' }], output: ['The Sun is exalted in Libra.', 'The Sun is exalted in Aries.'] },
    { input: [{ role: 'user', content: 'Which sign is exalted for the Moon?' }], output: ['Taurus.', 'Scorpio.', 'Taurus, at 3 degrees.'] },
  ];

  it('asks in both orders; a consistent judge wins the case, win counts and rates per position', async () => {
    gw.openai.reset();
    // Picks the response naming Aries, or the longest one: the same output whatever the order.
    gw.openai.knobs.reply = (body) => {
      const responses = [...shown(body).matchAll(/Response ([A-D]):\n(.*)/g)].map((m) => ({ letter: m[1], text: m[2] }));
      const best = responses.find((r) => r.text.includes('Aries')) ?? responses.reduce((a, b) => (b.text.length > a.text.length ? b : a));
      return JSON.stringify({ winner: best.letter, reasoning: 'More accurate.' });
    };
    const evaluation = await run({ type: 'comparison', judge_model: JUDGE, test_cases: cases });
    expect(judged()).toHaveLength(4);
    // The second call of each case shows the outputs reversed.
    const firstCase = judged().filter((c) => shown(c.body).includes('Sun'));
    expect(firstCase.map((c) => shown(c.body).indexOf('Libra') < shown(c.body).indexOf('Aries'))).toEqual([true, false]);
    expect(evaluation.results).toEqual([
      { index: 0, winner: 1, tie: false, reasoning: 'More accurate.' },
      { index: 1, winner: 2, tie: false, reasoning: 'More accurate.' },
    ]);
    expect(evaluation.aggregate).toMatchObject({ win_counts: [0, 1, 1], win_rates: [0, 0.5, 0.5], ties: 0, tie_rate: 0, errors: 0 });
  }, 60_000);

  it('a judge that always picks the first position disagrees with itself: recorded as a tie', async () => {
    gw.openai.reset();
    gw.openai.knobs.reply = () => JSON.stringify({ winner: 'A', reasoning: 'The first one.' });
    const evaluation = await run({ type: 'comparison', judge_model: JUDGE, test_cases: [cases[0]] });
    expect(evaluation.results[0]).toMatchObject({ index: 0, winner: null, tie: true });
    expect(evaluation.results[0].reasoning).toMatch(/tie/);
    expect(evaluation.aggregate).toMatchObject({ win_counts: [0, 0], ties: 1, tie_rate: 1 });
  }, 60_000);
});

describe('a judge that answers garbage', () => {
  it('is asked again; still garbage after the last attempt, the case is an error and counts nowhere', async () => {
    gw.openai.reset();
    gw.openai.knobs.reply = (body) => (shown(body).includes('garbage')
      ? 'I think this answer is quite good, maybe a 4?'
      : JSON.stringify({ score: 3, reasoning: 'Fine.' }));
    const evaluation = await run({
      type: 'scoring', judge_model: JUDGE,
      test_cases: [
        { input: [{ role: 'user', content: 'q1' }], output: 'fine answer' },
        { input: [{ role: 'user', content: 'q2' }], output: 'garbage follows' },
      ],
    });
    expect(evaluation.status).toBe('completed');
    expect(evaluation.results[0]).toEqual({ index: 0, score: 3, reasoning: 'Fine.' });
    expect(evaluation.results[1].score).toBeUndefined();
    expect(evaluation.results[1].error).toMatchObject({ code: 'malformed_verdict', type: 'judge_error' });
    expect(evaluation.results[1].error.message).toMatch(/maybe a 4/);
    expect(evaluation.aggregate).toMatchObject({ mean_score: 3, score_std_dev: 0, errors: 1 });
    expect(judged().filter((c) => shown(c.body).includes('garbage'))).toHaveLength(VERDICT_ATTEMPTS);
  }, 60_000);

  it('a malformed first verdict followed by a good one is kept (retried once)', async () => {
    gw.openai.reset();
    let n = 0;
    gw.openai.knobs.reply = () => (n++ === 0 ? '```json\n{"label": "polite", "reasoning": "x"}\n```' : JSON.stringify({ label: 'neutral', reasoning: 'Plain.' }));
    const evaluation = await run({ type: 'classification', judge_model: JUDGE, labels: ['polite', 'neutral'], test_cases: [{ input: [{ role: 'user', content: 'q' }], output: 'a' }] });
    expect(evaluation.results[0]).toEqual({ index: 0, label: 'neutral', reasoning: 'Plain.' });
    expect(judged()).toHaveLength(2);
  }, 60_000);

  it('a judge that never answers well fails the evaluation when no case has a verdict', async () => {
    gw.openai.reset();
    gw.openai.knobs.reply = () => '{"label": "unknown-label", "reasoning": "x"}';
    const evaluation = await run({ type: 'classification', judge_model: JUDGE, labels: ['a', 'b'], test_cases: [{ input: [{ role: 'user', content: 'q' }], output: 'a' }] });
    expect(evaluation.status).toBe('failed');
    expect(evaluation.finished_at).not.toBeNull();
  }, 60_000);
});

describe('bad input', () => {
  const one = [{ input: [{ role: 'user', content: 'q' }], output: 'a' }];
  const bad = async (json: unknown, param: string, status = 400) => {
    const res = await gw.app.request('POST', '/v1/evaluations', { key, json });
    expect(res.status, res.text).toBe(status);
    expect(res.body.error.param).toBe(param);
  };

  it('names the field', async () => {
    await bad({ type: 'scoring', judge_model: JUDGE, test_cases: [] }, 'test_cases');
    await bad({ type: 'scoring', judge_model: 'no-such-model', test_cases: one }, 'judge_model');
    await bad({ type: 'scoring', judge_model: 'graha-embed-lexical', test_cases: one }, 'judge_model');
    await bad({ type: 'scoring', judge_model: JUDGE, scale: { min: 5, max: 5 }, test_cases: one }, 'scale.min');
    await bad({ type: 'scoring', judge_model: JUDGE, scale: { min: 7 }, test_cases: one }, 'scale.min');
    await bad({ type: 'scoring', judge_model: JUDGE, test_cases: [one[0], { input: one[0].input, output: ['a', 'b'] }] }, 'test_cases[1].output');
    await bad({ type: 'comparison', judge_model: JUDGE, test_cases: one }, 'test_cases[0].output');
    await bad({ type: 'classification', judge_model: JUDGE, test_cases: one }, 'labels');
    await bad({ type: 'scoring', judge_model: JUDGE, labels: ['a', 'b'], test_cases: one }, 'labels');
    await bad({ type: 'classification', judge_model: JUDGE, labels: ['a', 'b'], scale: { min: 1, max: 3 }, test_cases: one }, 'scale');
    await bad({ type: 'scoring', judge_model: JUDGE, test_cases: [{ input: [], output: 'a' }] }, 'test_cases[0].input');
  });

  it('an unknown id and another account\'s evaluation are 404', async () => {
    const other = await gw.app.createAccount({ plan: 'dedicated' });
    gw.openai.knobs.reply = () => JSON.stringify({ score: 3, reasoning: 'ok' });
    const created = await gw.app.request('POST', '/v1/evaluations', { key: other.apiKey, json: { type: 'scoring', judge_model: JUDGE, test_cases: one } });
    expect(created.status).toBe(200);
    expect((await gw.app.request('GET', `/v1/evaluations/${created.body.id}`, { key })).status).toBe(404);
    expect((await gw.app.request('GET', '/v1/evaluations/eval_nope', { key })).status).toBe(404);
    const theirs = await gw.app.request('GET', '/v1/evaluations', { key: other.apiKey });
    expect(theirs.body.data.map((e: any) => e.id)).toEqual([created.body.id]);
    expect(theirs.body.data[0].results).toEqual([]);
    // A batch id is not an evaluation.
    const batch = await gw.app.request('POST', '/v1/batches', { key, json: { model: JUDGE, requests: [{ messages: [{ role: 'user', content: 'x' }] }] } });
    expect((await gw.app.request('GET', `/v1/evaluations/${batch.body.id}`, { key })).status).toBe(404);
  });
});
