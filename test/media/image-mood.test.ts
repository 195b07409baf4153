/**
 * graha-image-basic's mood words in English, Hindi and Tamil (they never matched in Hindi and Tamil: `\b` knows only
 * ASCII word characters), as whole words (Tamil: word starts, for its case endings), and what they do to the picture.
 */
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { moodOf, renderImage } from '../../src/media/images/renderer';

describe('mood words', () => {
  it.each([
    ['a temple under the moon and stars', true, false], ['चाँद और तारे के नीचे मंदिर', true, false], ['रात का आकाश', true, false],
    ['இரவில் கோயில்', true, false], ['நிலவின் ஒளியில் கோயில்', true, false],
    ['a golden sunrise over the river', false, true], ['नदी पर सूर्योदय', false, true], ['சூரியன் உதயம்', false, true],
  ])('%s', (prompt, night, sun) => expect(moodOf(prompt)).toEqual({ night, sun }));

  it('not inside other words: starship, Sunday, गुजरात (holds रात)', () => {
    expect(moodOf('a starship on Sunday')).toEqual({ night: false, sun: false });
    expect(moodOf('गुजरात का मंदिर')).toEqual({ night: false, sun: false });
  });

  it('a Hindi night prompt gets the dark sky: the top row is near black', () => {
    const topRowMean = (prompt: string) => {
      const png = PNG.sync.read(renderImage({ prompt, width: 64, height: 64, seed: 1 }));
      let sum = 0;
      for (let x = 0; x < 64; x++) sum += (png.data[x * 4] + png.data[x * 4 + 1] + png.data[x * 4 + 2]) / 3;
      return sum / 64;
    };
    expect(topRowMean('रात का मंदिर')).toBeLessThan(60);
    expect(topRowMean('गुजरात का मंदिर')).toBeGreaterThan(100);
  });
});
