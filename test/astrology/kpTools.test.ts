/**
 * KP tools (src/astrology/kpTools.ts), checked against independent computations:
 * - the 249-sub table rebuilt here in exact integer units (1/3 arcsecond), not from kp.ts;
 * - published rows of the KP sub table: row 1 = Aries 0°00'00"-0°46'40" Ketu-Ketu (KP Reader I's table); row 145 =
 *   Libra 29°26'40"-30°00'00", star Vishakha (Jupiter), sub Moon, the worked horary example of
 *   http://www.sageasita.com/horary-charts.html ("say your client has picked the number 145 ... take 29:26:40 Libra as
 *   the Ascendant");
 * - significators re-derived from first principles on random charts;
 * - ruling planets of a fixed moment against the kundali's own KP lords and the sunrise rule;
 * - the horary ascendant at the start of the chosen sub, and the cusps as Placidus for that rising point;
 * - a published natal KP chart (Mohanlal's, from the article "Some Nuts and Bolts"): every cusp's and graha's lords.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KP_TABLE } from '../../src/astrology/kp';
import {
  dms, horaryChart, kp, kpFullLords, kpRulingPlanets, lastForAscendant, significators, vedicWeekday,
} from '../../src/astrology/kpTools';
import { kundali } from '../../src/astrology/index';
import { angles, placidusCusps } from '../../src/astrology/houses';
import { frameOfDate } from '../../src/astrology/frames';
import { chartFromNormalized, normalizeInput } from '../../src/astrology/chart';

// Independent data: the Vimshottari order and years, and the sign lords, written out here.
const ORDER = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const YEARS: Record<string, number> = { Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17 };
const SIGN_LORD = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
const SIGN = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
// Units of 1/3 arcsecond: a nakshatra (13°20') is 144000 units, a sub of lord L is 1200*years(L) units, a sign 324000.
const U = 3 * 3600;
const NAK = 144000, SIGN_U = 324000;

interface Row { start: number; end: number; sign: string; star: string; sub: string }
function independentTable(): Row[] {
  const rows: Row[] = [];
  for (let n = 0; n < 27; n++) {
    let start = n * NAK;
    const star = ORDER[n % 9];
    for (let k = 0; k < 9; k++) {
      const sub = ORDER[(n + k) % 9];
      const end = start + 1200 * YEARS[sub];
      const boundary = (Math.floor(start / SIGN_U) + 1) * SIGN_U;
      if (end > boundary) {
        rows.push({ start, end: boundary, sign: SIGN[Math.floor(start / SIGN_U)], star, sub });
        rows.push({ start: boundary, end, sign: SIGN[(boundary / SIGN_U) % 12], star, sub });
      } else rows.push({ start, end, sign: SIGN[Math.floor(start / SIGN_U)], star, sub });
      start = end;
    }
  }
  return rows;
}
const fmt = (units: number, signStart: number) => {
  const s = (units - signStart) / 3;
  return `${Math.floor(s / 3600)}°${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}'${String(s % 60).padStart(2, '0')}"`;
};

describe('the 249-sub table', () => {
  const rows = independentTable();
  it('matches an exact integer rebuild row by row (249 rows: 243 subs, 6 split at a sign boundary)', () => {
    expect(rows.length).toBe(249);
    expect(KP_TABLE.length).toBe(249);
    rows.forEach((r, i) => {
      const t = KP_TABLE[i];
      expect(t.startDeg * U).toBeCloseTo(r.start, 5);
      expect(t.endDeg * U).toBeCloseTo(r.end, 5);
      expect([t.sign, t.starLord, t.subLord]).toEqual([r.sign, r.star, r.sub]);
      // The middle of each row looks up to that row, with the sign lord of its sign.
      const mid = kpFullLords(((r.start + r.end) / 2) / U);
      expect(mid).toMatchObject({ sub_number: i + 1, star_lord: r.star, sub_lord: r.sub, sign_lord: SIGN_LORD[SIGN.indexOf(r.sign)] });
      // The start of each row belongs to it (a horary ascendant sits exactly there).
      expect(kpFullLords(t.startDeg).sub_number).toBe(i + 1);
    });
  });

  it('splits exactly six subs, at 30°, 90°, 150°, 210°, 270° and 330° (Sun-Rahu and Jupiter-Moon)', () => {
    const split = rows.filter((r, i) => i > 0 && rows[i - 1].sub === r.sub && rows[i - 1].star === r.star && rows[i - 1].end === r.start);
    expect(split.map((r) => [r.start / U, r.star, r.sub])).toEqual([
      [30, 'Sun', 'Rahu'], [90, 'Jupiter', 'Moon'], [150, 'Sun', 'Rahu'], [210, 'Jupiter', 'Moon'], [270, 'Sun', 'Rahu'], [330, 'Jupiter', 'Moon'],
    ]);
    // 60°, 180° and 300° fall on a sub boundary (the Saturn sub of the Mars stars ends there): no split.
    for (const b of [60, 180, 300]) expect(rows.some((r) => r.start === b * U)).toBe(true);
  });

  it('published rows: 1, 22-23 (Krittika over Aries/Taurus), 145 (sageasita.com example) and 249', () => {
    const row = (n: number) => {
      const r = rows[n - 1], signStart = SIGN.indexOf(r.sign) * SIGN_U;
      return [r.sign, fmt(r.start, signStart), fmt(r.end, signStart), r.star, r.sub];
    };
    expect(row(1)).toEqual(['Aries', '0°00\'00"', '0°46\'40"', 'Ketu', 'Ketu']);
    expect(row(2)).toEqual(['Aries', '0°46\'40"', '3°00\'00"', 'Ketu', 'Venus']);
    expect(row(22)).toEqual(['Aries', '29°13\'20"', '30°00\'00"', 'Sun', 'Rahu']);
    expect(row(23)).toEqual(['Taurus', '0°00\'00"', '1°13\'20"', 'Sun', 'Rahu']);
    expect(row(145)).toEqual(['Libra', '29°26\'40"', '30°00\'00"', 'Jupiter', 'Moon']);
    expect(row(249)).toEqual(['Pisces', '27°53\'20"', '30°00\'00"', 'Mercury', 'Saturn']);
    expect(dms(KP_TABLE[144].startDeg)).toBe('29°26\'40"');
  });

  it('sub-sub lords agree with an exact integer computation at random longitudes', () => {
    const subSub = (units: number) => {
      const n = Math.floor(units / NAK);
      let pos = units - n * NAK;
      let k = 0;
      while (pos >= 1200 * YEARS[ORDER[(n + k) % 9]]) { pos -= 1200 * YEARS[ORDER[(n + k) % 9]]; k++; }
      const sub = ORDER[(n + k) % 9];
      const first = ORDER.indexOf(sub);
      let j = 0;
      // sub-sub of lord M inside sub of lord L: 1200*y(L)*y(M)/120 = 10*y(L)*y(M) units.
      while (pos >= 10 * YEARS[sub] * YEARS[ORDER[(first + j) % 9]]) { pos -= 10 * YEARS[sub] * YEARS[ORDER[(first + j) % 9]]; j++; }
      return { star: ORDER[n % 9], sub, subSub: ORDER[(first + j) % 9] };
    };
    fc.assert(fc.property(fc.integer({ min: 0, max: 360 * U - 1 }), (units) => {
      const got = kpFullLords(units / U + 1e-7 / U);
      const want = subSub(units);
      expect([got.star_lord, got.sub_lord, got.sub_sub_lord]).toEqual([want.star, want.sub, want.subSub]);
    }), { numRuns: 3000 });
    // The first sub-sub of the zodiac: Ketu-Ketu-Ketu for 2800"*7/120 = 163.33"; then Venus.
    expect(kpFullLords(163 / 3600).sub_sub_lord).toBe('Ketu');
    expect(kpFullLords(164 / 3600).sub_sub_lord).toBe('Venus');
  });
});

describe('four-level significators', () => {
  /** First principles: occupant = planet from this cusp (inclusive) to the next; star lord = Vimshottari lord of the nakshatra. */
  function expected(cusps: number[], planets: { name: string; lon: number }[]) {
    const inHouse = (lon: number) => {
      for (let h = 0; h < 12; h++) {
        const a = cusps[h], b = cusps[(h + 1) % 12];
        const span = ((b - a) % 360 + 360) % 360, d = ((lon - a) % 360 + 360) % 360;
        if (d < span) return h + 1;
      }
      throw new Error('no house');
    };
    const star = (lon: number) => ORDER[Math.floor(lon / (40 / 3)) % 9];
    const sign = (lon: number) => Math.floor(lon / 30);
    const nine = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
    const sorted = (xs: string[]) => nine.filter((g) => xs.includes(g));
    const principals: Record<string, string[]> = {};
    for (const node of ['Rahu', 'Ketu']) {
      const s = sign(planets.find((p) => p.name === node)!.lon);
      principals[node] = [SIGN_LORD[s], ...planets.filter((p) => !['Rahu', 'Ketu'].includes(p.name) && sign(p.lon) === s).map((p) => p.name)];
    }
    return cusps.map((c, i) => {
      const occ = planets.filter((p) => inHouse(p.lon) === i + 1).map((p) => p.name);
      const lord = SIGN_LORD[sign(c)];
      const levels = [
        planets.filter((p) => occ.includes(star(p.lon))).map((p) => p.name), occ,
        planets.filter((p) => star(p.lon) === lord).map((p) => p.name), [lord],
      ];
      return levels.map((lv) => {
        const out = [...lv];
        for (const node of ['Rahu', 'Ketu']) if (!out.includes(node) && principals[node].some((g) => lv.includes(g))) out.push(node);
        return sorted(out);
      });
    });
  }

  it('equal the levels rebuilt from the cusps and longitudes of random real charts', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1850, max: 2090 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }),
      fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }),
      fc.double({ min: -60, max: 60, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }),
      (y, mo, d, h, mi, lat, lon) => {
        const date = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const time = `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
        const chart = chartFromNormalized(normalizeInput({ date, time, lat, lon, tz: 0, system: 'kp' }));
        const pl = chart.planets.map((p) => ({ name: p.name, lon: p.siderealDeg }));
        const sig = significators(chart.cuspsDeg, chart.planets.map((p) => ({ name: p.name as never, siderealDeg: p.siderealDeg })));
        const want = expected(chart.cuspsDeg, pl);
        sig.houses.forEach((hs, i) => {
          expect([hs.level_1, hs.level_2, hs.level_3, hs.level_4]).toEqual(want[i]);
          // The combined list keeps the strongest level's order, each planet once.
          expect(hs.significators).toEqual([...new Set(want[i].flat())]);
        });
        // Each graha occupies exactly one house; read by planet, the table is the same table.
        for (const ps of sig.planets) {
          if (ps.planet !== 'Rahu' && ps.planet !== 'Ketu') expect(ps.level_2.length).toBe(1);
          for (const h of ps.houses) expect(sig.houses[h - 1].significators).toContain(ps.planet);
        }
      },
    ), { numRuns: 40 });
  });

  it('a node standing where its sign lord signifies is reported as its agent', () => {
    // Hand-made chart: equal 30° houses from 0° Aries; Rahu in Leo (lord Sun), Sun in Aries (house 1).
    const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
    const at: Record<string, number> = { Sun: 5, Moon: 100, Mars: 200, Mercury: 215, Jupiter: 250, Venus: 300, Saturn: 330, Rahu: 125, Ketu: 305 };
    const sig = significators(cusps, Object.entries(at).map(([name, siderealDeg]) => ({ name: name as never, siderealDeg })));
    // House 1: occupant Sun -> Rahu joins level 2 as the Sun's agent; house 5 (Leo): lord Sun -> Rahu joins level 4.
    expect(sig.houses[0].level_2).toEqual(['Sun', 'Rahu']);
    expect(sig.houses[0].node_agents).toContainEqual({ node: 'Rahu', level: 2, for: 'Sun' });
    expect(sig.houses[4].level_4).toEqual(['Sun', 'Rahu']);
    // Ketu in Aquarius with Venus: its principals are Saturn and Venus.
    expect(sig.node_principals.Ketu).toEqual(['Saturn', 'Venus']);
    expect(sig.houses[10].level_2).toEqual(['Venus', 'Ketu']);
    // House 11 (Aquarius) is Saturn's: Ketu joins level 4 as Saturn's agent; Saturn occupies house 12 (Pisces): level 2.
    expect(sig.houses[10].level_4).toEqual(['Saturn', 'Ketu']);
    expect(sig.houses[11].level_2).toEqual(['Saturn', 'Ketu']);
    expect(sig.houses[11].node_agents).toContainEqual({ node: 'Ketu', level: 2, for: 'Saturn' });
  });
});

describe('ruling planets', () => {
  it('Chennai 2024-01-10 04:00 IST: before sunrise, so Tuesday (Mars); Moon and lagna lords as the KP kundali gives them', () => {
    const doc = kpRulingPlanets({ date: '2024-01-10', time: '04:00', lat: 13.0827, lon: 80.2707 });
    const k = kundali({ date: '2024-01-10', time: '04:00', lat: 13.0827, lon: 80.2707, system: 'kp' });
    const moon = k.planets.find((p) => p.name === 'Moon')!;
    const rp = doc.ruling_planets;
    expect(rp.weekday).toBe('Tuesday');
    expect(rp.day_lord).toBe('Mars');
    expect(rp.moon_sign_lord).toBe(SIGN_LORD[SIGN.indexOf(moon.sign)]);
    expect([rp.moon_star_lord, rp.moon_sub_lord]).toEqual([moon.star_lord, moon.sub_lord]);
    expect(rp.lagna_sign_lord).toBe(SIGN_LORD[SIGN.indexOf(k.ascendant.sign)]);
    expect([rp.lagna_star_lord, rp.lagna_sub_lord]).toEqual([k.ascendant.star_lord, k.ascendant.sub_lord]);
    // The values of this fixed moment (Moon in Sagittarius, Mula; lagna in Scorpio, Jyeshtha).
    expect(rp).toMatchObject({
      moon_sign_lord: 'Jupiter', moon_star_lord: 'Ketu', moon_sub_lord: 'Moon',
      lagna_sign_lord: 'Mars', lagna_star_lord: 'Mercury', lagna_sub_lord: 'Ketu',
    });
    expect(rp.planets).toEqual(['Mars', 'Jupiter', 'Ketu', 'Moon', 'Mercury', ...rp.node_agents.map((a) => a.node)]);
    // Sunrise in Chennai on 9 January 2024 is about 06:33 IST (01:03 UTC).
    expect(rp.day_start).toMatch(/^2024-01-09T01:0[2-5]/);
  });

  it('the day lord changes at sunrise, not at midnight', () => {
    const before = kpRulingPlanets({ date: '2024-01-10', time: '06:00', lat: 13.0827, lon: 80.2707 }).ruling_planets;
    const after = kpRulingPlanets({ date: '2024-01-10', time: '07:00', lat: 13.0827, lon: 80.2707 }).ruling_planets;
    expect([before.day_lord, after.day_lord]).toEqual(['Mars', 'Mercury']);
    // Polar night (Tromsø, December): no sunrise, the civil weekday.
    const polar = vedicWeekday(Date.UTC(2024, 11, 18, 10), 69.65, 18.96, 1);
    expect(polar).toEqual({ weekday: 3, dayStartMs: null });
  });
});

describe('KP horary by number', () => {
  it.each([1, 22, 23, 107, 145, 200, 249])('number %i puts the ascendant at the start of that sub, cusps Placidus for it', (n) => {
    const input = { date: '2024-01-10', time: '10:00', lat: 13.0827, lon: 80.2707, horary_number: n };
    const doc = kp(input);
    expect(doc.chart_type).toBe('horary');
    expect(doc.ascendant.sub_number).toBe(n);
    expect(doc.ascendant.longitude).toBeCloseTo(KP_TABLE[n - 1].startDeg, 6);
    expect(doc.cusps[0].longitude).toBe(doc.ascendant.longitude);
    expect(doc.horary).toMatchObject({ number: n, star_lord: KP_TABLE[n - 1].starLord, sub_lord: KP_TABLE[n - 1].subLord });
    // The moment's planets are unchanged; only the houses move.
    const moment = kp({ ...input, horary_number: undefined });
    expect(doc.planets.map((p) => p.longitude)).toEqual(moment.planets.map((p) => p.longitude));
    expect(doc.ruling_planets).toEqual(moment.ruling_planets);
    // Independent check of the cusps: that sidereal time raises the point, and Placidus there gives the other cusps.
    const chart = chartFromNormalized(normalizeInput({ ...input, system: 'kp' } as never));
    const f = frameOfDate(chart.time.jd_tt);
    const target = (KP_TABLE[n - 1].startDeg + chart.ayanamsa.trueDeg) % 360;
    const last = lastForAscendant(target, f.trueObliquityRad, 13.0827);
    const diff = ((angles(last, f.trueObliquityRad, 13.0827).ascendantDeg - target + 540) % 360) - 180;
    expect(Math.abs(diff)).toBeLessThan(1e-7);
    const cusps = placidusCusps(last, f.trueObliquityRad, 13.0827).map((c) => (c - chart.ayanamsa.trueDeg + 360) % 360);
    for (let h = 1; h < 12; h++) expect(doc.cusps[h].longitude).toBeCloseTo(cusps[h], 5);
    expect(horaryChart(chart, n).cuspsDeg[0]).toBe(KP_TABLE[n - 1].startDeg);
  });

  it('number 145 is Libra 29°26\'40", Vishakha, star lord Jupiter, sub lord Moon (sageasita.com worked example)', () => {
    const doc = kp({ date: '2024-01-10', time: '10:00', lat: 13.0827, lon: 80.2707, horary_number: 145, language: 'ta' });
    expect(doc.horary).toMatchObject({ number: 145, sign: 'Libra', start: '29°26\'40"', end: '30°00\'00"', star_lord: 'Jupiter', sub_lord: 'Moon' });
    expect(doc.ascendant).toMatchObject({ sign: 'Libra', position: '29°26\'40"', nakshatra: 'Vishakha', sign_lord: 'Venus', star_lord: 'Jupiter', sub_lord: 'Moon', sub_sub_lord: 'Moon' });
    expect(doc.ascendant.nakshatra_local).toBe('விசாகம்');
    expect(doc.graha_names_local?.Jupiter).toBe('குரு');
  });

  it.each([[0], [250], [1.5], ['x']])('horary_number %s is a 400 naming it', (v) => {
    expect(() => kp({ date: '2024-01-10', time: '10:00', lat: 13, lon: 80, horary_number: v as never })).toThrow(/horary_number/);
  });
});

describe('a published KP natal chart', () => {
  // The actor Mohanlal, born 21-5-1960 at 16:22 IST in Pathanamthitta, Kerala (9.2648° N, 76.7870° E), as the KP article
  // "Some Nuts and Bolts" (scribd.com/doc/37657154) prints his chart: for the 12 Placidus cusps the sign, star, sub and
  // sub-sub lords, and for the nine grahas the sign, star and sub lords (transcribed in the session of 2026-11-29).
  const ab = (names: string) => names.split(' ');
  const PRINTED = {
    cuspSign: ab('Ven Mar Jup Sat Sat Jup Mar Ven Mer Moo Sun Mer'),
    cuspStar: ab('Mar Sat Ket Sun Mar Sat Ket Sun Mar Sat Ket Sun'),
    cuspSub: ab('Moo Mer Moo Sat Ven Mer Rah Mer Ven Sat Moo Mer'),
    cuspSubSub: ab('Rah Mer Ket Mer Sat Mer Jup Ven Mer Sat Jup Ven'),
    // Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu.
    planetSign: ab('Ven Jup Jup Ven Jup Mar Jup Sun Sat'),
    planetStar: ab('Sun Mer Sat Moo Ket Sun Ven Sun Jup'),
    planetSub: ab('Ket Ven Rah Mar Jup Moo Mer Moo Ven'),
  };
  const short = (g: string) => g.slice(0, 3);
  const d = kp({ date: '1960-05-21', time: '16:22', lat: 9.2648, lon: 76.787, tz: 5.5 });

  it('the Krishnamurti ayanamsa and the mean node give the printed lords of every cusp and graha', () => {
    expect(d.ayanamsa.name).toBe('krishnamurti');
    expect(d.cusps.map((c) => short(c.sign_lord))).toEqual(PRINTED.cuspSign);
    expect(d.cusps.map((c) => short(c.star_lord))).toEqual(PRINTED.cuspStar);
    expect(d.cusps.map((c) => short(c.sub_lord))).toEqual(PRINTED.cuspSub);
    const grahas = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'].map((n) => d.planets.find((p) => p.name === n)!);
    expect(grahas.map((p) => short(p.sign_lord))).toEqual(PRINTED.planetSign);
    expect(grahas.map((p) => short(p.star_lord))).toEqual(PRINTED.planetStar);
    expect(grahas.map((p) => short(p.sub_lord))).toEqual(PRINTED.planetSub);
  });

  it('sub-sub lords: 11 of 12 as printed; the 11th cusp lies 31" past the Jupiter/Saturn sub-sub boundary the print puts it before', () => {
    const ours = d.cusps.map((c) => short(c.sub_sub_lord));
    const differ = ours.flatMap((g, i) => (g === PRINTED.cuspSubSub[i] ? [] : [i + 1]));
    expect(differ).toEqual([11]);
    // Leo 4°08'51": in the Moon sub of Magha (Leo 3°40'-4°46'40"), whose Jupiter sub-sub ends at 3°40' + 28'20" =
    // 4°08'20". Half an arcminute is what separates the KP ayanamsa variants programs use (or two seconds of birth time).
    const c11 = d.cusps[10];
    expect(c11.sub_sub_lord).toBe('Saturn');
    expect(kpFullLords(c11.longitude - 40 / 3600).sub_sub_lord).toBe('Jupiter');
    expect(kpFullLords(c11.longitude - 25 / 3600).sub_sub_lord).toBe('Saturn');
  });
});
