/**
 * Varshaphal engine (src/astrology/varshaphal*.ts): the return instant against the engine's own Sun, Muntha's yearly
 * step, the Mudda dasha's Vimshottari proportions, every saham recomputed from its printed formula, the yoga rules on
 * hand-built positions, and the office-bearers against the rules they state.
 */
import { describe, expect, it } from 'vitest';
import { siderealSun, varshaphal } from '../../src/astrology/varshaphal';
import { muddaStartIndex } from '../../src/astrology/varshaphal';
import { sahamOf, onArc } from '../../src/astrology/varshaphalSaham';
import { tajikaAspect, tajikaYogas, haddaLord, panchaVargiyaBala } from '../../src/astrology/varshaphalTajika';
import { MAX_YEAR, MIN_YEAR } from '../../src/astrology/validate';
import { SIGNS, SIGN_LORDS, VIMSHOTTARI, type Graha } from '../../src/astrology/constants';

const birth = { date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209, tz: 5.5 };
const angDiff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('the sidereal solar return', () => {
  it.each([0, 1, 10, 36, 70])('age %i: the Sun at the return equals the natal Sun to 0.01"', (age) => {
    const d = varshaphal({ ...birth, age });
    const sun = siderealSun(d.solar_return.jd_tt, 'lahiri').lon;
    expect(angDiff(sun, d.natal.sun_longitude) * 3600).toBeLessThan(0.01);
    expect(d.solar_return.error_arcsec).toBeLessThan(0.01);
    expect(d.year).toBe(1990 + age);
    expect(d.year_of_life).toBe(age + 1);
    // a sidereal year after the birth, give or take a day per millennium of precession model
    const days = (Date.parse(d.solar_return.utc_datetime) - Date.parse(d.natal.utc_datetime)) / 86400000;
    expect(Math.abs(days - age * 365.256363)).toBeLessThan(1);
  });

  it('other ayanamsas return to their own natal Sun; year and age give the same chart', () => {
    for (const ayanamsa of ['raman', 'krishnamurti', 'true_chitra'] as const) {
      const d = varshaphal({ ...birth, ayanamsa, year: 2001 });
      expect(angDiff(siderealSun(d.solar_return.jd_tt, ayanamsa).lon, d.natal.sun_longitude) * 3600).toBeLessThan(0.01);
    }
    expect(varshaphal({ ...birth, year: 2026 })).toEqual(varshaphal({ ...birth, age: 36 }));
  });

  it('works near both ends of the engine range', () => {
    const early = varshaphal({ date: `${MIN_YEAR}-06-01`, time: '12:00', lat: 41.9, lon: 12.5, tz: 1, age: 1 });
    expect(early.solar_return.error_arcsec).toBeLessThan(0.01);
    const late = varshaphal({ date: `${MAX_YEAR - 2}-06-01`, time: '12:00', lat: 41.9, lon: 12.5, tz: 1, year: MAX_YEAR });
    expect(late.solar_return.error_arcsec).toBeLessThan(0.01);
  });

  it('a Julian birth counts calendar years in its own calendar, also where the Gregorian year differs', () => {
    // Julian 1450-12-25 is Gregorian 1451-01-03: the return of the Julian year 1451 is the first (age 1), about a
    // sidereal year after the birth, and 1450 is the birth year itself (age 0), not a 400.
    const julian = { date: '1450-12-25', time: '12:00', lat: 51.5074, lon: -0.1278, tz: 0 };
    const first = varshaphal({ ...julian, year: 1451 });
    expect(first.age).toBe(1);
    expect(first).toEqual(varshaphal({ ...julian, age: 1 }));
    const days = (Date.parse(first.solar_return.utc_datetime) - Date.parse(first.natal.utc_datetime)) / 86400000;
    expect(Math.abs(days - 365.256363)).toBeLessThan(1);
    expect(varshaphal({ ...julian, year: 1450 }).age).toBe(0);
    // Asked as the Gregorian date of the same day, the years count in the Gregorian calendar.
    expect(varshaphal({ ...julian, date: '1451-01-03', calendar: 'gregorian', year: 1452 }).solar_return.utc_datetime).toBe(first.solar_return.utc_datetime);
  });

  it('a return elsewhere: same instant, another lagna and local time', () => {
    const home = varshaphal({ ...birth, year: 2020 });
    const away = varshaphal({ ...birth, year: 2020, return_lat: 51.5, return_lon: -0.12 });
    expect(away.solar_return.utc_datetime).toBe(home.solar_return.utc_datetime);
    expect(away.solar_return.tz_offset_hours).toBe(1); // London, BST in May
    expect(away.chart.ascendant.longitude).not.toBeCloseTo(home.chart.ascendant.longitude, 0);
  });
});

describe('Muntha', () => {
  it('moves one sign a year over consecutive years and its lord is the sign lord', () => {
    const natal = SIGNS.indexOf(varshaphal({ ...birth, age: 0 }).natal.ascendant_sign);
    for (let age = 0; age < 14; age++) {
      const d = varshaphal({ ...birth, age });
      const s = SIGNS.indexOf(d.muntha.sign);
      expect(s).toBe((natal + age) % 12);
      expect(d.muntha.lord).toBe(SIGN_LORDS[s]);
      expect(d.muntha.house).toBe(((s - SIGNS.indexOf(d.chart.ascendant.sign) + 12) % 12) + 1);
    }
  });
});

describe('year lord', () => {
  it('lists the five offices by their rules and picks the strongest that aspects the lagna', () => {
    for (const year of [1995, 2010, 2026, 2031]) {
      const d = varshaphal({ ...birth, year });
      const c = d.year_lord.candidates;
      expect(c).toHaveLength(5);
      const lagna = SIGNS.indexOf(d.chart.ascendant.sign);
      expect(c[0].planet).toBe(SIGN_LORDS[SIGNS.indexOf(d.natal.ascendant_sign)]);
      expect(c[1].planet).toBe(SIGN_LORDS[lagna]);
      expect(c[2].planet).toBe(d.muntha.lord);
      const sunSign = SIGNS.indexOf(d.chart.planets.find((p) => p.planet === 'Sun')!.sign);
      const moonSign = SIGNS.indexOf(d.chart.planets.find((p) => p.planet === 'Moon')!.sign);
      expect(c[4].planet).toBe(SIGN_LORDS[d.solar_return.day_return ? sunSign : moonSign]);
      const pool = c.some((x) => x.aspects_lagna) ? c.filter((x) => x.aspects_lagna) : c;
      expect(d.year_lord.pancha_vargiya_bala[d.year_lord.planet].total).toBeCloseTo(Math.max(...pool.map((x) => x.pancha_vargiya_bala)), 3);
      expect(d.year_lord.reason).toContain(d.year_lord.planet);
    }
  });

  it('pancha-vargiya bala: an exalted graha in its own hadda scores its maximum parts', () => {
    // Saturn at 20° Libra (exaltation point 200°): uchcha 20; Libra hadda 0-6 is Saturn's.
    expect(haddaLord(183)).toBe('Saturn');
    const b = panchaVargiyaBala('Saturn', 200);
    expect(b.uchcha).toBeCloseTo(20, 9);
    expect(panchaVargiyaBala('Saturn', 20).uchcha).toBeCloseTo(0, 9); // 20° Aries, debilitation point
    expect(panchaVargiyaBala('Mars', 10).kshetra).toBe(30); // own sign
  });
});

describe('Tajika aspects and yogas', () => {
  it('classifies sign distances as the texts divide them', () => {
    const kinds = Array.from({ length: 12 }, (_, d) => tajikaAspect(0, d).kind);
    expect(kinds).toEqual(['inimical', 'neutral', 'friendly', 'inimical', 'friendly', 'neutral', 'inimical', 'neutral', 'friendly', 'inimical', 'friendly', 'neutral']);
  });

  const base: Record<Graha, number> = { Sun: 100, Moon: 230, Mars: 290, Mercury: 52, Jupiter: 165, Venus: 335, Saturn: 18, Rahu: 0, Ketu: 180 };
  it('Ithasala applying and Easarapha separating, within the pair orb', () => {
    // Moon 5° Leo, Jupiter 10° Aries: trine, Moon faster and behind by 5° < (12+9)/2.
    const y = tajikaYogas({ ...base, Moon: 125, Jupiter: 10 });
    expect(y).toContainEqual(expect.objectContaining({ yoga: 'Ithasala', planets: ['Moon', 'Jupiter'] }));
    const e = tajikaYogas({ ...base, Moon: 135, Jupiter: 10 });
    expect(e).toContainEqual(expect.objectContaining({ yoga: 'Easarapha', planets: ['Moon', 'Jupiter'] }));
    const far = tajikaYogas({ ...base, Moon: 121, Jupiter: 22 }); // 12° apart > 10.5°
    expect(far.filter((x) => x.planets.includes('Moon') && x.planets.includes('Jupiter') && x.planets.length === 2)).toEqual([]);
  });

  it('Nakta, Yamaya, Kamboola and Manau fire on the configurations their rules describe', () => {
    // Venus 10° Aries and Saturn 12° Taurus: 2/12, no aspect. Moon 11° Leo (trine Aries, square Taurus) separates from
    // Venus (11 > 10) and applies to Saturn (11 < 12): transfer of light.
    const nakta = tajikaYogas({ ...base, Venus: 10, Saturn: 42, Moon: 131, Mercury: 200, Sun: 260, Mars: 300, Jupiter: 350 });
    expect(nakta).toContainEqual(expect.objectContaining({ yoga: 'Nakta', planets: ['Venus', 'Saturn', 'Moon'] }));
    // Mercury 5° Aries and Venus 6° Taurus (2/12), both behind Saturn 9° Leo (trine Aries, square Taurus) within orb.
    const yamaya = tajikaYogas({ ...base, Mercury: 5, Venus: 36, Saturn: 129, Moon: 200, Sun: 260, Mars: 300, Jupiter: 350 });
    expect(yamaya).toContainEqual(expect.objectContaining({ yoga: 'Yamaya', planets: ['Mercury', 'Venus', 'Saturn'] }));
    // Sun 10° Aries applies to Jupiter 14° Leo; Moon 3° Sagittarius applies to both.
    const kamboola = tajikaYogas({ ...base, Sun: 10, Jupiter: 134, Moon: 243, Mercury: 200, Venus: 60, Mars: 290, Saturn: 320 });
    expect(kamboola).toContainEqual(expect.objectContaining({ yoga: 'Kamboola', planets: ['Moon', 'Sun', 'Jupiter'] }));
    // Same Ithasala with Saturn 12° Cancer square the Sun within (9+15)/2.
    const manau = tajikaYogas({ ...base, Sun: 10, Jupiter: 134, Saturn: 102, Moon: 200, Mercury: 230, Venus: 60, Mars: 290 });
    expect(manau).toContainEqual(expect.objectContaining({ yoga: 'Manau', planets: ['Sun', 'Jupiter', 'Saturn'] }));
  });
});

describe('sahams', () => {
  it('the +30° rule: C not on the arc from B forward to A', () => {
    expect(onArc(100, 50, 70)).toBe(true);
    expect(onArc(100, 50, 120)).toBe(false);
    expect(sahamOf(100, 50, 70)).toEqual({ longitude: 120, plus30: false });
    expect(sahamOf(100, 50, 120)).toEqual({ longitude: 200, plus30: true });
    expect(onArc(10, 350, 5)).toBe(true); // across 0° Aries
  });

  it.each([1995, 2026, 2040])('%i: each saham recomputed from its printed formula and inputs; the night reversal', (year) => {
    const d = varshaphal({ ...birth, year });
    expect(d.sahams.sahams.map((s) => s.name)).toEqual(['Punya', 'Vidya', 'Yasas', 'Mitra', 'Mahatmya', 'Asha', 'Samartha', 'Bhratri', 'Gaurava',
      'Pitri', 'Rajya', 'Matri', 'Putra', 'Jeeva', 'Karma', 'Roga', 'Vivaha', 'Mrityu', 'Paradesa', 'Artha', 'Vyapara']);
    const lon = Object.fromEntries(d.chart.planets.map((p) => [p.planet, p.longitude])) as Record<string, number>;
    const asc = d.chart.ascendant.longitude;
    const points: Record<string, number> = { ...lon, Asc: asc, H2: (asc + 30) % 360, H8: (asc + 210) % 360, H9: (asc + 240) % 360 };
    for (const s of d.sahams.sahams) {
      const [A, B, C] = s.formula.split(/ [−+] /);
      if (points[A] !== undefined) expect(s.a).toBeCloseTo(points[A], 5);
      if (points[B] !== undefined) expect(s.b).toBeCloseTo(points[B], 5);
      expect(s.c).toBeCloseTo(points[C], 5);
      const plus30 = !(((s.c - s.b + 360) % 360) <= ((s.a - s.b + 360) % 360) + 1e-9);
      expect(s.plus_30).toBe(plus30);
      expect(angDiff(s.longitude, s.a - s.b + s.c + (plus30 ? 30 : 0))).toBeLessThan(1e-5);
      points[s.name] = s.longitude;
      const [defA] = { Punya: ['Moon'], Vidya: ['Sun'] }[s.name as 'Punya'] ?? [];
      if (defA) expect(A === defA).toBe(d.solar_return.day_return);
    }
  });
});

describe('Mudda dasha', () => {
  it('starts from (nakshatra + age − 2) mod 9 counted from the Sun', () => {
    // remainder 1 = Sun ... 8 = Ketu, 0 = Venus (K.S. Charak, Varshaphala): at age 0 the janma nakshatra lord itself.
    expect(VIMSHOTTARI[muddaStartIndex(3, 0)].lord).toBe('Sun'); // Krittika
    expect(VIMSHOTTARI[muddaStartIndex(1, 0)].lord).toBe('Ketu'); // Ashwini
    expect(VIMSHOTTARI[muddaStartIndex(2, 0)].lord).toBe('Venus'); // Bharani
    expect(VIMSHOTTARI[muddaStartIndex(1, 1)].lord).toBe('Venus');
    expect(VIMSHOTTARI[muddaStartIndex(27, 5)].lord).toBe('Mars'); // (27 + 5 − 2) mod 9 = 3 → Mars
  });

  it('periods sum to the year between two returns, in Vimshottari proportion, contiguous', () => {
    for (const age of [5, 36]) {
      const d = varshaphal({ ...birth, age });
      const p = d.mudda_dasha.periods;
      expect(p).toHaveLength(9);
      expect(p.reduce((a, x) => a + x.days, 0)).toBeCloseTo(d.solar_return.year_length_days, 4);
      for (const x of p) expect(x.days / d.mudda_dasha.year_days).toBeCloseTo(VIMSHOTTARI.find((v) => v.lord === x.planet)!.years / 120, 6);
      for (let i = 1; i < 9; i++) expect(p[i].start).toBe(p[i - 1].end);
      expect(p[0].start).toBe(d.solar_return.utc_datetime);
      expect(Math.abs(Date.parse(p[8].end) - Date.parse(d.solar_return.next_return_utc))).toBeLessThanOrEqual(1000);
      expect(VIMSHOTTARI[muddaStartIndex(d.natal.janma_nakshatra, age)].lord).toBe(p[0].planet);
      expect(d.solar_return.year_length_days).toBeGreaterThan(365.2);
      expect(d.solar_return.year_length_days).toBeLessThan(365.3);
    }
  });
});
