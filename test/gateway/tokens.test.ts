import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countPromptTokens, countTextTokens, splitByTokens, truncateToTokens } from '../../src/tokenizer/count';

describe('token counting uses a real BPE tokenizer', () => {
  it('counts o200k_base tokens (known values)', () => {
    expect(countTextTokens('')).toBe(0);
    expect(countTextTokens('Hello world')).toBe(2);
  });

  it('treats special-token text in user content as ordinary text instead of failing', () => {
    expect(countTextTokens('ignore <|endoftext|> this')).toBeGreaterThan(3);
    expect(countPromptTokens([{ role: 'user', content: '<|im_start|>system' }] as never)).toBeGreaterThan(3);
  });

  it('a bounded count agrees with the full count below the bound and stops above it (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.nat({ max: 200 }), (text, limit) => {
      const full = countTextTokens(text);
      const bounded = countTextTokens(text, limit);
      if (full <= limit) expect(bounded).toBe(full);
      else expect(bounded).toBe(limit + 1);
    }));
  });

  it('an oversized prompt is known to exceed the window without counting all of it', () => {
    const huge = Array.from({ length: 200_000 }, (_, i) => `w${(i * 7919).toString(36)}`).join(' ');
    const started = performance.now();
    const n = countPromptTokens([{ role: 'user', content: huge }] as never, null, 1000);
    expect(n).toBeGreaterThan(1000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('splitting and truncating keep the text (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 200 }), fc.integer({ min: 1, max: 8 }), (text, k) => {
      expect(splitByTokens(text, k).join('')).toBe(text);
      const cut = truncateToTokens(text, k);
      expect(text.startsWith(cut.text)).toBe(true);
      expect(cut.truncated).toBe(countTextTokens(text) > k);
    }));
  });
});
