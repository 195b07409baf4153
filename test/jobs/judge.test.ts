/** The judge's strict verdict reading and the aggregate metrics (src/evaluations/judge.ts, aggregate.ts): pure. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { judgeMessages, parseVerdict, type JudgeSettings, type TestCase } from '../../src/evaluations/judge';
import { aggregate } from '../../src/evaluations/aggregate';

const scoring: JudgeSettings = { type: 'scoring', criteria: null, scale: { min: 1, max: 5 }, labels: null };
const classification: JudgeSettings = { type: 'classification', criteria: 'tone', scale: { min: 1, max: 5 }, labels: ['polite', 'rude'] };
const comparison: JudgeSettings = { type: 'comparison', criteria: null, scale: { min: 1, max: 5 }, labels: null };
const one: TestCase = { input: [{ role: 'user', content: 'q' }] as never, output: 'a' };
const three: TestCase = { input: [{ role: 'user', content: 'q' }] as never, output: ['x', 'y', 'z'] };

describe('a verdict is read strictly, never guessed', () => {
  it('accepts exactly the verdict object of the type', () => {
    expect(parseVerdict(scoring, one, '{"score": 4, "reasoning": "ok"}')).toEqual({ score: 4, reasoning: 'ok' });
    expect(parseVerdict(scoring, one, '  {"reasoning": "ok", "score": 1}\n')).toEqual({ score: 1, reasoning: 'ok' });
    expect(parseVerdict(classification, one, '{"label": "rude", "reasoning": "r"}')).toEqual({ label: 'rude', reasoning: 'r' });
  });

  it.each([
    ['text around the object', 'Verdict: {"score": 4, "reasoning": "ok"}'],
    ['a code fence', '```json\n{"score": 4, "reasoning": "ok"}\n```'],
    ['a score as a string', '{"score": "4", "reasoning": "ok"}'],
    ['a fractional score', '{"score": 3.5, "reasoning": "ok"}'],
    ['a score below the scale', '{"score": 0, "reasoning": "ok"}'],
    ['a score above the scale', '{"score": 6, "reasoning": "ok"}'],
    ['no reasoning', '{"score": 4}'],
    ['empty reasoning', '{"score": 4, "reasoning": "  "}'],
    ['an array', '[{"score": 4, "reasoning": "ok"}]'],
    ['no reply', null],
  ])('refuses %s', (_why, reply) => {
    expect(parseVerdict(scoring, one, reply)).toBeNull();
  });

  it('refuses a label not offered, and uses the case\'s own labels when it has them', () => {
    expect(parseVerdict(classification, one, '{"label": "neutral", "reasoning": "r"}')).toBeNull();
    expect(parseVerdict(classification, { ...one, labels: ['formal', 'casual'] }, '{"label": "formal", "reasoning": "r"}')).toEqual({ label: 'formal', reasoning: 'r' });
    expect(parseVerdict(classification, { ...one, labels: ['formal', 'casual'] }, '{"label": "rude", "reasoning": "r"}')).toBeNull();
  });

  it('maps a comparison\'s letter back to the output through the order shown', () => {
    fc.assert(fc.property(fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }), fc.integer({ min: 0, max: 2 }), (order, position) => {
      const letter = 'ABC'[position];
      expect(parseVerdict(comparison, three, JSON.stringify({ winner: letter, reasoning: 'r' }), order)).toEqual({ winner: order[position], reasoning: 'r' });
      // The letter shown first is the output order[0]: the prompt lists them so.
      const shown = (judgeMessages(comparison, three, order)[1] as { content: string }).content;
      expect(shown.indexOf(`Response A:\n${['x', 'y', 'z'][order[0]]}`)).toBeGreaterThan(0);
    }));
    expect(parseVerdict(comparison, three, '{"winner": "D", "reasoning": "r"}', [0, 1, 2])).toBeNull();
    expect(parseVerdict(comparison, three, '{"winner": 1, "reasoning": "r"}', [0, 1, 2])).toBeNull();
  });
});

describe('aggregate', () => {
  it('scoring: mean and population standard deviation of the scored cases', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 50 }), (scores) => {
      const a = aggregate('scoring', scores.map((score) => ({ score })), 2, { labels: [], outputs: 2 });
      const mean = scores.reduce((x, y) => x + y, 0) / scores.length;
      expect(a.mean_score).toBeCloseTo(mean, 9);
      expect(a.score_std_dev).toBeCloseTo(Math.sqrt(scores.reduce((x, s) => x + (s - mean) ** 2, 0) / scores.length), 9);
      expect(a.errors).toBe(2);
    }));
    expect(aggregate('scoring', [], 3, { labels: [], outputs: 2 })).toEqual({ mean_score: null, score_std_dev: null, errors: 3 });
  });

  it('comparison: wins per position, ties apart, rates over the judged cases', () => {
    const a = aggregate('comparison', [{ winner: 0, tie: false }, { winner: null, tie: true }, { winner: 2, tie: false }, { winner: 0, tie: false }], 0, { labels: [], outputs: 3 });
    expect(a).toEqual({ mean_score: null, win_counts: [2, 0, 1], win_rates: [0.5, 0, 0.25], ties: 1, tie_rate: 0.25, errors: 0 });
  });

  it('classification: every offered label is counted, 0 when never chosen', () => {
    expect(aggregate('classification', [{ label: 'a' }, { label: 'a' }], 1, { labels: ['a', 'b'], outputs: 2 }).label_counts).toEqual({ a: 2, b: 0 });
  });
});
