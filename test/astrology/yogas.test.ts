import { describe, it, expect } from 'vitest';
import { evaluateYogas, type YogaInput } from '../../src/astrology/yogas';
import { SIGNS, type Graha } from '../../src/astrology/constants';

/** Build a chart from signs (0 = Aries); longitudes at 15° of each sign unless given. */
function chart(ascSign: number, signs: Partial<Record<Graha, number>>, lon: Partial<Record<Graha, number>> = {}): YogaInput {
  const base: Record<Graha, number> = { Sun: 0, Moon: 0, Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0, Rahu: 0, Ketu: 6, ...signs };
  const longitude = Object.fromEntries(Object.entries(base).map(([g, s]) => [g, lon[g as Graha] ?? s * 30 + 15])) as Record<Graha, number>;
  return { ascSign, sign: base, longitude };
}
const names = (y: YogaInput) => evaluateYogas(y, 'en', (i) => SIGNS[i]).map((x) => x.name);
const find = (y: YogaInput, n: string) => evaluateYogas(y, 'en', (i) => SIGNS[i]).filter((x) => x.name === n);

describe('yogas', () => {
  it('Gajakesari: Jupiter in a kendra from the Moon, not otherwise', () => {
    expect(names(chart(0, { Moon: 1, Jupiter: 4 }))).toContain('Gajakesari'); // 4th from Moon
    expect(names(chart(0, { Moon: 1, Jupiter: 5 }))).not.toContain('Gajakesari'); // 5th
  });
  it('Budha-Aditya needs Sun and Mercury in one sign; weak when Mercury is combust', () => {
    const y = find(chart(0, { Sun: 4, Mercury: 4 }, { Sun: 125, Mercury: 145 }), 'Budha-Aditya');
    expect(y).toHaveLength(1);
    expect(y[0].strength).toBe('strong'); // 20° apart, Leo is the 5th (trikona) from Aries lagna
    expect(find(chart(0, { Sun: 4, Mercury: 4 }, { Sun: 125, Mercury: 130 }), 'Budha-Aditya')[0].strength).toBe('weak');
  });
  it('Ruchaka: Mars exalted in Capricorn in the 10th from an Aries lagna (strong); Sasa: Saturn own sign in a kendra', () => {
    expect(find(chart(0, { Mars: 9 }), 'Ruchaka')[0].strength).toBe('strong');
    expect(find(chart(1, { Saturn: 10 }), 'Sasa')[0].strength).toBe('moderate'); // Taurus lagna, Aquarius is 10th
    expect(names(chart(0, { Mars: 7 }))).not.toContain('Ruchaka'); // own sign but 8th house
  });
  it('Kemadruma when the 2nd and 12th from the Moon are empty; partially cancelled by a kendra planet', () => {
    const lonely = chart(0, { Moon: 3, Sun: 3, Mars: 6, Mercury: 9, Jupiter: 0, Venus: 6, Saturn: 9 });
    expect(find(lonely, 'Kemadruma')[0].strength).toBe('weak'); // planets in kendras from the Moon
    const flanked = chart(0, { Moon: 3, Mars: 4 });
    expect(names(flanked)).not.toContain('Kemadruma');
  });
  it('Raja yoga: Mars is yogakaraka for Leo lagna (lord of 4 and 9)', () => {
    const y = find(chart(4, { Mars: 2 }), 'Raja Yoga');
    expect(y.some((r) => r.description.includes('Mars alone rules'))).toBe(true);
  });
  it('the lagna lord owning a kendra is not a yogakaraka (Virgo lagna: Mercury lords 1 and 10)', () => {
    expect(find(chart(5, { Mercury: 2 }), 'Raja Yoga').some((r) => r.description.includes('alone rules'))).toBe(false);
    // Capricorn lagna: Venus lords 5 and 10, a yogakaraka.
    expect(find(chart(9, { Venus: 2 }), 'Raja Yoga').some((r) => r.description.includes('Venus alone rules'))).toBe(true);
  });
  it('Raja yoga by conjunction of a kendra lord and a trikona lord', () => {
    // Aries lagna: Saturn lords 10th, Jupiter lords 9th; together in Sagittarius.
    const y = find(chart(0, { Saturn: 8, Jupiter: 8 }), 'Raja Yoga');
    expect(y.some((r) => r.description.includes('Saturn') && r.description.includes('Jupiter') && r.description.includes('conjunction'))).toBe(true);
  });
  it('Dhana yoga: lord of 2 with lord of 9 (Aries lagna: Venus and Jupiter conjoined)', () => {
    expect(find(chart(0, { Venus: 11, Jupiter: 11 }), 'Dhana Yoga').length).toBeGreaterThan(0);
  });
  it('Neecha Bhanga: Sun debilitated in Libra with Venus (lord of Libra) in a kendra from the lagna', () => {
    expect(names(chart(0, { Sun: 6, Venus: 3, Mars: 1, Moon: 1 }))).toContain('Neecha Bhanga');
    expect(names(chart(0, { Sun: 6, Venus: 4, Mars: 4, Moon: 2 }))).not.toContain('Neecha Bhanga');
  });
  it('gives Hindi and Tamil descriptions', () => {
    const y = chart(0, { Moon: 1, Jupiter: 4 });
    expect(evaluateYogas(y, 'hi', (i) => SIGNS[i]).find((x) => x.name === 'Gajakesari')!.description).toMatch(/गुरु/);
    expect(evaluateYogas(y, 'ta', (i) => SIGNS[i]).find((x) => x.name === 'Gajakesari')!.description).toMatch(/குரு/);
  });
});
