/** Yogini and Ashtottari dashas and the deeper Vimshottari levels, against hand-worked balances (BPHS ch. 46-47). */
import { describe, expect, it } from 'vitest';
import { NAKSHATRA_SPAN_DEG as U } from '../../src/astrology/constants';
import { ashtottariApplicability, dashaSystem } from '../../src/astrology/dashaSystems';
import { dashaTimeline } from '../../src/astrology/dasha';
import { dasha, dashaOfSystem } from '../../src/astrology/index';
import type { Chart } from '../../src/astrology/chart';

const BIRTH = '2000-01-01T00:00:00Z';
function fakeChart(sid: Record<string, number>, ascDeg = 0): Chart {
  const names = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
  return {
    time: { utc_datetime: BIRTH, tz_offset_hours: 0 },
    planets: names.map((name) => ({ name, siderealDeg: sid[name] ?? 100, longitudeDeg: sid[name] ?? 100, speedDegPerDay: 1, retrograde: false })),
    ascendantSiderealDeg: ascDeg,
  } as unknown as Chart;
}
const at = Date.parse('2001-01-01T00:00:00Z');

describe('Yogini dasha', () => {
  it.each([
    // [Moon, yogini at birth, balance years]: (nakshatra number + 3) mod 8; balance = years x unelapsed part.
    [0.5 * U, 'Bhramari', 2], // Ashwini (1): 4 -> Bhramari (4 y), half gone
    [5 * U + 0.25 * U, 'Mangala', 0.75], // Ardra (6): 9 mod 8 = 1 -> Mangala (1 y), a quarter gone
    [26 * U + 0.5 * U, 'Ulka', 3], // Revati (27): 30 mod 8 = 6 -> Ulka (6 y), half gone
    [7 * U + 0.9 * U, 'Dhanya', 0.3], // Pushya (8): 11 mod 8 = 3 -> Dhanya (3 y), 90% gone
    [4 * U + 0.5 * U, 'Sankata', 4], // Mrigashira (5): 8 mod 8 = 0 -> Sankata (8 y), half gone
  ])('Moon %f° starts in %s with %f years left', (moon, yogini, balance) => {
    const t = dashaSystem('yogini', fakeChart({ Moon: moon }), at);
    expect(t.birth.lord).toBe(yogini);
    expect(t.birth.balance_years).toBeCloseTo(balance, 6);
  });
  it('runs in the cycle order for 120 years; antardashas partition each mahadasha', () => {
    const t = dashaSystem('yogini', fakeChart({ Moon: 0.5 * U }), at);
    expect(t.mahadasha.slice(0, 5).map((m) => m.lord)).toEqual(['Bhramari', 'Bhadrika', 'Ulka', 'Siddha', 'Sankata']);
    expect(t.cycle_years).toBe(36);
    const sub = t.antardasha.filter((a) => a.mahadasha === 'Bhadrika').slice(0, 8);
    expect(sub[0].lord).toBe('Bhadrika');
    expect(sub.reduce((s, a) => s + a.years, 0)).toBeCloseTo(5, 6);
    expect(sub[1].lord).toBe('Ulka');
    expect(sub[1].years).toBeCloseTo((5 * 6) / 36, 6);
  });
});

describe('Ashtottari dasha', () => {
  const ABHIJIT = [276 + 40 / 60, 280 + 53 / 60 + 20 / 3600];
  it.each([
    ['mid Hasta (1st of Mars\' 4 stars)', 12.5 * U, 'Mars', 8 * (3.5 / 4)],
    ['mid Magha (1st of the Moon\'s 3)', 9.5 * U, 'Moon', 15 * (2.5 / 3)],
    ['mid Abhijit (3rd of Saturn\'s 4)', (ABHIJIT[0] + ABHIJIT[1]) / 2, 'Saturn', 10 * (1.5 / 4)],
    ['mid Shravana after Abhijit (4th of Saturn\'s)', (ABHIJIT[1] + 22 * U) / 2, 'Saturn', 10 * (0.5 / 4)],
    ['mid Revati (2nd of Rahu\'s 4)', 26.5 * U, 'Rahu', 12 * (2.5 / 4)],
    ['start of Ardra (1st of the Sun\'s 4)', 5 * U + 1e-9, 'Sun', 6],
  ])('%s: %s with the right balance', (_, moon, lord, balance) => {
    const t = dashaSystem('ashtottari', fakeChart({ Moon: moon as number }), at);
    expect(t.birth.lord).toBe(lord);
    expect(t.birth.balance_years).toBeCloseTo(balance as number, 5);
  });
  it('applicability (BPHS 47): Rahu in a kendra/trikona from the lagna lord, not in the lagna', () => {
    // Aries lagna, Mars in Cancer, Rahu in Libra: 4th from Mars -> applies.
    expect(ashtottariApplicability(fakeChart({ Mars: 95, Rahu: 185 }, 5)).applicable).toBe(true);
    // Rahu in Gemini: 12th from Mars -> does not apply.
    expect(ashtottariApplicability(fakeChart({ Mars: 95, Rahu: 65 }, 5)).applicable).toBe(false);
    // Mars and Rahu both in Aries, the lagna: 1st from the lord, but in the lagna -> does not apply.
    expect(ashtottariApplicability(fakeChart({ Mars: 10, Rahu: 20 }, 5)).applicable).toBe(false);
  });
});

describe('Vimshottari sookshma and prana', () => {
  it('levels 5: nine sookshmas of the current pratyantardasha and nine pranas of the current sookshma', () => {
    const t = dashaTimeline(0.5 * U, Date.parse(BIRTH), 0, Date.parse('2003-06-01T00:00:00Z'), 5);
    expect(t.sookshma).toHaveLength(9);
    expect(t.prana).toHaveLength(9);
    const p = t.pratyantardasha.find((x) => x.antardasha === t.current.antardasha && x.planet === t.current.pratyantardasha)!;
    expect(t.sookshma![0].planet).toBe(p.planet); // starts from its parent's lord
    expect(t.sookshma!.reduce((s, x) => s + x.years, 0)).toBeCloseTo(p.years, 5);
    // Proportional rule: sookshma = pratyantar years x own years / 120 (Ketu pratyantar: Ketu sookshma 7/120).
    expect(t.sookshma![0].years).toBeCloseTo((p.years * [7, 20, 6, 10, 7, 18, 16, 19, 17][['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'].indexOf(p.planet)]) / 120, 6);
    const s = t.sookshma!.find((x) => x.planet === t.current.sookshma)!;
    expect(Date.parse(s.start)).toBeLessThanOrEqual(Date.parse('2003-06-01T00:00:00Z'));
    expect(Date.parse(s.end)).toBeGreaterThan(Date.parse('2003-06-01T00:00:00Z'));
    expect(t.prana![0].parents).toEqual([t.current.mahadasha, t.current.antardasha, t.current.pratyantardasha, t.current.sookshma]);
    expect(dashaTimeline(0.5 * U, Date.parse(BIRTH), 0, Date.parse('2003-06-01T00:00:00Z')).sookshma).toBeUndefined();
  });
  it('levels outside 3-5 and unknown systems are 400 naming the parameter', () => {
    const b = { date: '1990-05-15', time: '14:30', lat: 28.6, lon: 77.2 };
    expect(() => dasha({ ...b, levels: 6 })).toThrow(expect.objectContaining({ param: 'levels' }));
    expect(() => dasha({ ...b, levels: '4.5' })).toThrow(expect.objectContaining({ param: 'levels' }));
    expect(() => dashaOfSystem('kalachakra', b)).toThrow(expect.objectContaining({ param: 'system' }));
  });
});

describe('Jaimini Chara dasha (K.N. Rao)', () => {
  // Virgo lagna; Mercury in Aries, Venus in Pisces (exalted), Mars in Aquarius 24.5°, Ketu in Cancer 17.6°, Jupiter in
  // Gemini, Saturn, Moon and Rahu in Capricorn (Rahu 17.6°, Saturn 1.5°), Sun in Taurus.
  const sid = { Sun: 30.5, Moon: 271.9, Mars: 324.5, Mercury: 14.3, Jupiter: 75.8, Venus: 348.9, Saturn: 271.5, Rahu: 287.6, Ketu: 107.6 };
  const t = dashaSystem('chara', fakeChart(sid, 151.9), at);
  it('forward from the lagna (9th from Virgo is Taurus); years counted sign to lord, worked by hand', () => {
    expect(t.mahadasha.slice(0, 7).map((m) => [m.lord, m.years])).toEqual([
      ['Virgo', 5], // backward (Virgo is not a savya sign) to Mercury in Aries: 6th, less 1
      ['Libra', 6], // forward to Venus in Pisces: 6th, less 1, +1 exalted
      ['Scorpio', 3], // Mars (24.5° in its sign) beats Ketu (17.6°), both alone: forward to Aquarius, 4th, less 1
      ['Sagittarius', 6], // forward to Jupiter in Gemini: 7th, less 1
      ['Capricorn', 12], // Saturn in its own sign
      ['Aquarius', 1], // Saturn and Rahu both in Capricorn with 3 grahas: Rahu further advanced; backward, 2nd, less 1
      ['Pisces', 9], // backward to Jupiter in Gemini: 10th, less 1
    ]);
    expect(t.birth.balance_years).toBe(5);
  });
  it('second cycle is 12 less the first; antardashas are twelfths from the next sign', () => {
    const second = t.mahadasha.slice(12);
    expect(second[0]).toMatchObject({ lord: 'Virgo', years: 7 });
    const sub = t.antardasha.filter((a) => a.mahadasha === 'Virgo').slice(0, 12);
    expect(sub[0].lord).toBe('Libra');
    expect(sub[11].lord).toBe('Virgo');
    expect(sub[0].years).toBeCloseTo(5 / 12, 6);
  });
});
