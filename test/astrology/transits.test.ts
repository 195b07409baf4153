/** Gochara from the natal Moon with vedha (Phaladeepika ch. 26), worked by hand. */
import { describe, expect, it } from 'vitest';
import { gocharaOf, GOCHARA } from '../../src/astrology/transits';
import { transits, ashtakavarga } from '../../src/astrology/index';
import type { Graha } from '../../src/astrology/constants';

const signs = (o: Partial<Record<Graha, number>>) => ({ Sun: 0, Moon: 0, Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0, Rahu: 0, Ketu: 6, ...o }) as Record<Graha, number>;

describe('gochara and vedha', () => {
  it('Jupiter in the 11th from the Moon is good unless a graha transits the 8th (its vedha)', () => {
    // Natal Moon in Aries: the 11th is Aquarius (10), the 8th Scorpio (7).
    expect(gocharaOf(0, signs({ Jupiter: 10, Mars: 3 })).Jupiter).toEqual({ house: 11, favourable: true, vedhaBy: [] });
    expect(gocharaOf(0, signs({ Jupiter: 10, Mars: 7 })).Jupiter).toEqual({ house: 11, favourable: true, vedhaBy: ['Mars'] });
  });
  it('no vedha between the Sun and Saturn, nor the Moon and Mercury', () => {
    // Sun in the 3rd from the Moon (Gemini), Saturn in the 9th (Sagittarius), its vedha house: not obstructed.
    expect(gocharaOf(0, signs({ Sun: 2, Saturn: 8, Mars: 1, Mercury: 1, Jupiter: 1, Venus: 1, Moon: 1 })).Sun.vedhaBy).toEqual([]);
    // Moon in the 1st (Aries), Mercury in the 5th (Leo): exempt; Venus in the 5th obstructs.
    const r = gocharaOf(0, signs({ Moon: 0, Mercury: 4, Venus: 4, Sun: 1, Mars: 1, Jupiter: 1, Saturn: 1 }));
    expect(r.Moon.vedhaBy).toEqual(['Venus']);
  });
  it('Saturn in the 1st from the Moon is unfavourable (sade sati peak); the table has 3/6/11 for Saturn', () => {
    expect(gocharaOf(5, signs({ Saturn: 5 })).Saturn.favourable).toBe(false);
    expect(Object.keys(GOCHARA.Saturn)).toEqual(['3', '6', '11']);
  });
});

describe('transits of a chart', () => {
  it('houses from the natal Moon and lagna, bindus from the natal ashtakavarga', () => {
    const b = { date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209 };
    const t = transits({ ...b, at: '2026-01-01T00:00:00Z' });
    const av = ashtakavarga(b);
    expect(t.natal_moon_sign).toBe('Capricorn');
    const sat = t.planets.find((p) => p.name === 'Saturn')!;
    expect(sat.sign).toBe('Pisces'); // Saturn in sidereal Pisces from 2025-03-29
    expect(sat.house_from_moon).toBe(3);
    expect(sat.favourable).toBe(true);
    expect(sat.bindus).toBe(av.planets.find((p) => p.planet === 'Saturn')!.bindus[11]);
    expect(sat.sav_bindus).toBe(av.sarvashtakavarga.bindus[11]);
    expect(t.planets.find((p) => p.name === 'Rahu')!.bindus).toBeUndefined();
  });
});
