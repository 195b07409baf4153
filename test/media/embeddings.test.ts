/** The built-in lexical embedding model on its own (src/media/embeddings/lexical.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cosine, embedLexical, LEXICAL_DIMENSIONS, truncateVector, vectorToBase64 } from '../../src/media/embeddings/lexical';

describe('vectors', () => {
  it('are unit length, deterministic and of the documented dimension', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 200 }).filter((s) => /[\p{L}\p{N}]/u.test(s)), (text) => {
      const a = embedLexical(text);
      expect(a).toHaveLength(LEXICAL_DIMENSIONS);
      expect(Math.abs(cosine(a, a) - 1)).toBeLessThan(1e-5);
      expect(Array.from(embedLexical(text))).toEqual(Array.from(a));
    }));
  });

  it('truncation keeps unit length', () => {
    const v = truncateVector(embedLexical('Saturn in the tenth house'), 64);
    expect(v).toHaveLength(64);
    expect(Math.abs(cosine(v, v) - 1)).toBeLessThan(1e-5);
  });

  it('base64 is little-endian float32, as the OpenAI clients decode it', () => {
    const v = embedLexical('Moon in Taurus');
    const bytes = Buffer.from(vectorToBase64(v), 'base64');
    const decoded = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
    expect(Array.from(decoded)).toEqual(Array.from(v));
  });
});

describe('related texts score higher than unrelated ones', () => {
  // [anchor, related, unrelated]: the related text shares words or word forms with the anchor.
  const triples: Array<[string, string, string]> = [
    ['Saturn transits my tenth house of career', 'How does the Saturn transit affect career?', 'Recipe for a quick tomato soup'],
    ['The wallet balance is shown in cents', 'Show my balance in US cents', 'Jupiter is the largest planet'],
    ['Marriage compatibility for a boy born in Chennai', 'compatibility of marriage horoscopes', 'Restart the database server'],
    ['मेरी कुंडली में शनि की दशा चल रही है', 'शनि की दशा का प्रभाव क्या है', 'आज मौसम बहुत अच्छा है'],
    ['என் ஜாதகத்தில் சனி தசை நடக்கிறது', 'சனி தசை பலன்கள் என்ன', 'இன்று மழை பெய்கிறது'],
    ['planetary positions', 'planet position', 'banking regulations'],
  ];
  it.each(triples)('%s', (anchor, related, unrelated) => {
    const a = embedLexical(anchor);
    expect(cosine(a, embedLexical(related))).toBeGreaterThan(cosine(a, embedLexical(unrelated)) + 0.05);
  });
});
