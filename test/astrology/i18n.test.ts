import { describe, it, expect } from 'vitest';
import { nakshatraLocal, planetLocal, signLocal } from '../../src/astrology/i18n';
import { WESTERN_PLANETS } from '../../src/astrology/constants';

describe('localized names', () => {
  it.each(['hi', 'ta'] as const)('%s has distinct names for 12 signs, 27 nakshatras and 12 planets', (lang) => {
    const script = lang === 'hi' ? /^[\u0900-\u097F\s]+$/ : /^[\u0B80-\u0BFF\s]+$/;
    const signs = Array.from({ length: 12 }, (_, i) => signLocal(lang, i)!);
    const naks = Array.from({ length: 27 }, (_, i) => nakshatraLocal(lang, i)!);
    const planets = WESTERN_PLANETS.map((p) => planetLocal(lang, p)!);
    for (const list of [signs, naks, planets]) {
      expect(new Set(list).size).toBe(list.length);
      for (const n of list) expect(n).toMatch(script);
    }
  });
  it('en adds nothing', () => {
    expect(signLocal('en', 0)).toBeUndefined();
    expect(planetLocal('en', 'Sun')).toBeUndefined();
  });
});
