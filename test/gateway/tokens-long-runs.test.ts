/**
 * BPE merging is quadratic in the length of one run without whitespace, so the counter never hands the tokenizer a
 * run longer than 64 characters (src/tokenizer/count.ts): a 1 MB "word" was minutes of a blocked event loop. Checked
 * on what reaches the tokenizer, not with a timing assertion; `make bench` style figures are in the issue notes.
 */
import { describe, expect, it, vi } from 'vitest';

const seen: string[] = [];
vi.mock('gpt-tokenizer', async (importOriginal) => {
  const real = await importOriginal<typeof import('gpt-tokenizer')>();
  return {
    ...real,
    countTokens: (text: string, opts?: unknown) => { seen.push(text); return real.countTokens(text, opts as never); },
    isWithinTokenLimit: (text: string, limit: number, opts?: unknown) => { seen.push(text); return real.isWithinTokenLimit(text, limit, opts as never); },
  };
});

const { countTextTokens } = await import('../../src/tokenizer/count');
const { countTokens } = await import('gpt-tokenizer');
const longestRun = (text: string) => Math.max(0, ...text.split(/\s/).map((w) => w.length));

describe('long runs without whitespace are counted in slices', () => {
  it.each([
    ['one 100,000-letter word', 'q'.repeat(100_000)],
    ['CJK prose without spaces', '漢字仮名交じり文'.repeat(20_000)],
    ['punctuation', '!?.,;:'.repeat(20_000)],
    ['emoji (surrogate pairs)', '😀'.repeat(50_000)],
    ['a base64 blob inside ordinary text', `see ${'QUJD'.repeat(30_000)} above`],
  ])('%s: no piece the tokenizer sees has a run over 64 characters, and the count stays close', (_label, text) => {
    seen.length = 0;
    const n = countTextTokens(`${text} ${Math.random()}`); // a fresh text (counts of short texts are cached)
    expect(seen.length).toBeGreaterThan(1);
    for (const piece of seen) {
      expect(longestRun(piece)).toBeLessThanOrEqual(64);
      expect(piece.includes('\ufffd')).toBe(false);
    }
    expect(n).toBeGreaterThan(0);
    // An over-count of at most about one token per cut.
    const exact = countTokens(text.slice(0, 4096));
    const sliced = countTextTokens(text.slice(0, 4096));
    expect(sliced).toBeGreaterThanOrEqual(exact);
    expect(sliced).toBeLessThanOrEqual(exact + Math.ceil(4096 / 64) + 1);
  });

  it('ordinary text is counted in one piece, exactly', () => {
    const text = `The quick brown fox jumps over the lazy dog ${Math.random()}. `.repeat(200);
    const exact = countTokens(text);
    seen.length = 0;
    expect(countTextTokens(text)).toBe(exact);
    expect(seen).toEqual([text]);
  });
});
