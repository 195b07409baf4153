/**
 * Divisional charts against hand-worked examples of the BPHS ch. 6 rules (each expected sign below is worked out
 * by hand from the verse, not taken from the engine), plus the classical identities the rules imply.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amshaOf, VARGAS, type VargaId } from '../../src/astrology/vargas';
import { SIGNS } from '../../src/astrology/constants';

const at = (sign: string, deg: number) => SIGNS.indexOf(sign as (typeof SIGNS)[number]) * 30 + deg;
const signOf = (v: VargaId, lon: number, conv?: Parameters<typeof amshaOf>[2]) => SIGNS[amshaOf(v, lon, conv).sign];

describe('BPHS ch. 6 vargas, hand-worked', () => {
  it.each<[VargaId, string, number, string, string | undefined]>([
    // D2: odd sign first half Sun's hora (Leo); even sign first half Moon's hora (Cancer).
    ['D2', 'Aries', 10, 'Leo', 'Deva'], ['D2', 'Aries', 20, 'Cancer', 'Pitri'], ['D2', 'Taurus', 10, 'Cancer', 'Pitri'],
    // D3: 1st, 5th, 9th from the sign; Narada, Agastya, Durvasa.
    ['D3', 'Leo', 25, 'Aries', 'Durvasa'], ['D3', 'Cancer', 12, 'Scorpio', 'Agastya'],
    // D4: 1st, 4th, 7th, 10th from the sign.
    ['D4', 'Gemini', 23, 'Pisces', 'Sanatana'],
    // D7: even sign counted from its 7th: Taurus 5° is the 2nd saptamsa -> Scorpio + 1 = Sagittarius; deity reversed.
    ['D7', 'Taurus', 5, 'Sagittarius', 'Madya'], ['D7', 'Aries', 5, 'Taurus', 'Ksheera'],
    // D9: movable from itself, fixed from the 9th, dual from the 5th; deities Deva, Nara, Rakshasa (movable),
    // Nara, Rakshasa, Deva (fixed), Rakshasa, Deva, Nara (dual), repeating.
    ['D9', 'Leo', 1, 'Aries', 'Nara'], ['D9', 'Taurus', 15.5, 'Taurus', 'Rakshasa'], ['D9', 'Pisces', 29, 'Pisces', 'Nara'],
    ['D9', 'Cancer', 0.5, 'Cancer', 'Deva'],
    // D10: even sign from its 9th: Taurus 5° -> 2nd dasamsa from Capricorn = Aquarius; even-sign deities reversed.
    ['D10', 'Taurus', 5, 'Aquarius', 'Brahma'], ['D10', 'Aries', 29, 'Capricorn', 'Ananta'],
    // D12: from the sign: Gemini 17° is the 7th dwadasamsa -> Sagittarius.
    ['D12', 'Gemini', 17, 'Sagittarius', 'Yama'],
    // D16: fixed from Leo: Taurus 2° is the 2nd -> Virgo; even sign deities reversed (Surya, Hara, ...).
    ['D16', 'Taurus', 2, 'Virgo', 'Hara'],
    // D20: dual from Leo: Gemini 3° is the 3rd -> Libra.
    ['D20', 'Gemini', 3, 'Libra', 'Jaya'], ['D20', 'Taurus', 0.2, 'Sagittarius', 'Daya'],
    // D24: even from Cancer: Taurus 3° is the 3rd -> Virgo; deities counted back from Bhima.
    ['D24', 'Taurus', 3, 'Virgo', 'Govinda'], ['D24', 'Aries', 0.5, 'Leo', 'Skanda'],
    // D27: airy from Libra: Gemini 2° is the 2nd -> Scorpio; deity of the 2nd nakshatra, Yama.
    ['D27', 'Gemini', 2, 'Scorpio', 'Yama'],
    // D30: odd: Mars 0-5, Saturn 5-10, Jupiter 10-18, Mercury 18-25, Venus 25-30; even reversed.
    ['D30', 'Aries', 7, 'Aquarius', 'Vayu'], ['D30', 'Taurus', 7, 'Virgo', 'Kubera'], ['D30', 'Gemini', 26, 'Libra', 'Varuna'],
    ['D30', 'Cancer', 29, 'Scorpio', 'Agni'], ['D30', 'Leo', 17.9, 'Sagittarius', 'Indra'],
    // D40: odd from Aries, even from Libra: Taurus 1° is the 2nd -> Scorpio.
    ['D40', 'Taurus', 1, 'Scorpio', 'Chandra'],
    // D45: dual from Sagittarius: Virgo 1° is the 2nd -> Capricorn; dual-sign deities Vishnu, Brahma, Shiva.
    ['D45', 'Virgo', 1, 'Capricorn', 'Brahma'],
    // D60: (8°20' x 2 = 16, remainder of 16/12 = 4, +1 = 5th from Aries) -> Leo; 17th deity Amrita.
    ['D60', 'Aries', 8 + 20 / 60, 'Leo', 'Amrita'], ['D60', 'Taurus', 0.1, 'Taurus', 'Chandrarekha'],
  ])('%s of %s %f° is %s (%s)', (varga, sign, deg, expected, deity) => {
    const a = amshaOf(varga, at(sign, deg));
    expect(SIGNS[a.sign]).toBe(expected);
    expect(a.deity).toBe(deity);
  });

  it('D30 and D2 name the graha that rules the amsha', () => {
    expect(amshaOf('D30', at('Aries', 12)).lord).toBe('Jupiter');
    expect(amshaOf('D30', at('Taurus', 3)).lord).toBe('Venus');
    expect(amshaOf('D2', at('Taurus', 20)).lord).toBe('Sun');
  });

  it('alternative conventions: parivritti hora, drekkana and trimsamsa are cyclic from Aries', () => {
    const c = { hora: 'parivritti', drekkana: 'parivritti', trimsamsa: 'parivritti' } as const;
    expect(signOf('D2', at('Taurus', 20), c)).toBe('Cancer'); // the 4th hora from 0° Aries
    expect(signOf('D3', at('Taurus', 20), c)).toBe('Virgo'); // the 6th drekkana
    expect(signOf('D30', at('Aries', 7), c)).toBe('Scorpio'); // 1° parts: the 8th trimsamsa
    expect(signOf('D30', at('Gemini', 7), c)).toBe('Scorpio'); // the 68th: 67 mod 12 = 7 -> the 8th sign
  });

  it('vargottama navamsas: the first of a movable, the 5th of a fixed, the 9th of a dual sign (BPHS 6)', () => {
    for (let s = 0; s < 12; s++) {
      const k = [0, 4, 8][s % 3];
      const lon = s * 30 + (k + 0.5) * (30 / 9);
      expect(amshaOf('D9', lon).sign).toBe(s);
    }
  });

  it('navamsa and nakshatramsa equal the cyclic count from 0° Aries; D1 is the sign (property)', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), (lon) => {
      expect(amshaOf('D9', lon).sign).toBe(Math.floor(lon / (30 / 9)) % 12);
      expect(amshaOf('D27', lon).sign).toBe(Math.floor(lon / (30 / 27)) % 12);
      expect(amshaOf('D1', lon).sign).toBe(Math.floor(lon / 30));
    }));
  });

  it('every varga divides a sign into its number of parts (part index in range, monotone within the sign)', () => {
    for (const v of VARGAS) {
      const n = Number(v.slice(1));
      const seen = new Set<number>();
      for (let d = 0; d < 30; d += 0.01) seen.add(amshaOf(v, 60 + d).part);
      expect(seen.size).toBe(v === 'D30' ? 5 : n);
    }
  });
});
