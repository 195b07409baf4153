/**
 * Shadbala and bhava bala against two published worked examples and an independent implementation.
 *
 * - B.V. Raman, "Graha and Bhava Balas" (13th ed.), his standard horoscope: born 16 October 1918, 14:22 IST,
 *   13°N 77°35'E, Raman ayanamsa. The book prints the longitudes and every component; its figures are the ones
 *   carried by PyJHora's tests (tests/pvr_tests.py, shadbala_BVRamanBook_tests), cross-checked here by their own sums.
 * - V.P. Jain, "Text Book for Shadbala and Bhavabala": born 13 September 1981, 01:30 IST, 28°39'N 77°13'E, Lahiri
 *   (PyJHora's shadbala_VPJainBook_tests). A night birth, a Mercury-Jupiter planetary war, Mercury with a benefic and
 *   a malefic.
 * - PyJHora 4.8.7 (fixtures/generate_shadbala.py -> pyjhora-shadbala.json) on those two births and three more.
 *
 * Where a figure differs, the reason is stated beside the tolerance; src/astrology/README.md ("Shadbala and bhava bala") lists the
 * convention differences.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeChart, type BirthInput } from '../../src/astrology/chart';
import { birthDay, shadbalaInputOf, shadbalaOf, type PlanetShadbala } from '../../src/astrology/shadbala/index';
import {
  NAISARGIKA, SEVEN, beneficMap, drekkanaBala, drikOn, drishtiValue, ishtaPhala, kashtaPhala, kendradiBala, ojayugmaBala,
  saptavargajaBala, uchchaBala, type Longitudes, type SevenGraha,
} from '../../src/astrology/shadbala/rules';
import { bhavaDigBala, signClass } from '../../src/astrology/shadbala/bhavaBala';
import fixture from './fixtures/pyjhora-shadbala.json';

const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;
type Row = Record<SevenGraha, number>;
const row = (values: number[]): Row => Object.fromEntries(SEVEN.map((g, i) => [g, values[i]])) as Row;
const expectRow = (actual: Row, expected: Row, tol: number, skip: SevenGraha[] = []) => {
  for (const g of SEVEN) {
    if (skip.includes(g)) continue;
    expect(Math.abs(actual[g] - expected[g]), `${g}: ${actual[g]} vs ${expected[g]}`).toBeLessThanOrEqual(tol);
  }
};
const pick = (planets: PlanetShadbala[], f: (p: PlanetShadbala) => number): Row =>
  Object.fromEntries(planets.map((p) => [p.planet, f(p)])) as Row;
const run = (input: BirthInput) => {
  const x = shadbalaInputOf(computeChart({ ...input, system: 'vedic' }));
  return { x, r: shadbalaOf(x) };
};

// ---- Raman's standard horoscope.
const RAMAN_LON: Longitudes = {
  Sun: dms(180, 53, 55), Moon: dms(311, 17, 19), Mars: dms(229, 30, 34), Mercury: dms(181, 31, 34), Jupiter: dms(84, 0, 49),
  Venus: dms(171, 9, 56), Saturn: dms(124, 22, 41), Rahu: dms(234, 23, 47), Ketu: dms(54, 23, 47),
};
const RAMAN_BOOK = {
  uchcha: row([3.0, 32.75, 37.06, 54.5, 56.33, 1.95, 34.08]),
  saptavargaja: row([90, 48.75, 90, 135, 71.25, 116.25, 97.5]),
  ojayugma: row([30, 15, 15, 30, 15, 30, 15]),
  kendradi: row([60, 30, 30, 60, 15, 15, 30]),
  drekkana: row([15, 0, 0, 0, 0, 15, 0]),
  sthana: row([198, 126.5, 172.06, 279.5, 157.58, 178.2, 177.3]),
  dig: row([48.10, 31.56, 64.30, 21.09, 11.50, 15.15, 58.02]),
  nathonnata: row([48.32, 11.68, 11.68, 60, 48.32, 48.32, 11.68]),
  paksha: row([16.54, 86.92, 16.54, 16.54, 43.46, 43.46, 16.54]),
  tribhaga: row([0, 0, 0, 0, 60, 0, 60]),
  ayana: row([38.12, 43.44, 1.84, 41.25, 59.4, 23.75, 13.75]),
  kala: row([102.98, 202.04, 30.06, 192.79, 211.18, 115.53, 116.97]),
  cheshta: row([0, 0, 22.23, 2.3, 35.26, 5.95, 21.14]),
  naisargika: row([60, 51.43, 17.14, 25.70, 34.28, 42.85, 8.57]),
  drik: row([15.86, -21.73, 0.95, 15.64, -16.04, 18.47, 7.21]),
  rupas: row([7.07, 6.5, 5.1, 8.95, 7.23, 6.27, 6.49]),
};

describe("Raman's worked example, his printed longitudes through the positional rules", () => {
  const lon = RAMAN_LON;
  const asc = 298.44; // his lagna, Capricorn (every kendradi and dig figure of the book agrees with it)
  it('saptavargaja, ojayugma, kendradi and drekkana bala exactly as printed', () => {
    expectRow(row(SEVEN.map((g) => saptavargajaBala(g, lon))), RAMAN_BOOK.saptavargaja, 0);
    expectRow(row(SEVEN.map((g) => ojayugmaBala(g, lon[g]))), RAMAN_BOOK.ojayugma, 0);
    expectRow(row(SEVEN.map((g) => kendradiBala(lon[g], asc))), RAMAN_BOOK.kendradi, 0);
    expectRow(row(SEVEN.map((g) => drekkanaBala(g, lon[g]))), RAMAN_BOOK.drekkana, 0);
  });
  it('uchcha bala to 0.11; the printed 34.08 of Saturn is a slip for 34.79, which the book\'s own sthana total needs', () => {
    const u = row(SEVEN.map((g) => uchchaBala(g, lon[g])));
    // Tolerance 0.11: Raman rounds his arcs to the minute and Mars' printed 37.06 is 0.33' of arc from his longitude.
    expectRow(u, RAMAN_BOOK.uchcha, 0.11, ['Saturn']);
    expect(u.Saturn).toBeCloseTo(34.79, 2);
    // Book sthana of Saturn 177.3 = uchcha + 97.5 + 15 + 30 + 0 -> uchcha 34.8.
    expect(RAMAN_BOOK.sthana.Saturn - 97.5 - 15 - 30).toBeCloseTo(u.Saturn, 1);
  });
  it('drik bala to 0.03 (the book rounds each aspect to 0.01) with every aspect quartered', () => {
    expectRow(row(SEVEN.map((g) => drikOn(lon[g], lon, beneficMap(lon), g))), RAMAN_BOOK.drik, 0.03);
  });
  it('naisargika bala: 60 x k / 7 (the book prints 25.714 as 25.70, 34.286 as 34.28, 42.857 as 42.85)', () => {
    expectRow(NAISARGIKA, RAMAN_BOOK.naisargika, 0.015);
  });
});

describe("Raman's birth data through the whole engine (Raman ayanamsa)", () => {
  const { r } = run({ date: '1918-10-16', time: '14:22', lat: 13, lon: dms(77, 35, 0), tz: 5.5, ayanamsa: 'raman' });
  const p = r.planets;
  it('year, month, weekday and hour lords as printed: Saturn, Mercury, Mercury (Wednesday), Moon; no planetary war', () => {
    expect(r.lords).toEqual({ abda: 'Saturn', masa: 'Mercury', vara: 'Mercury', hora: 'Moon' });
    expect(r.wars).toEqual([]);
  });
  it('sthana bala to 0.12 (our longitudes are within 3.4\' of his; uchcha as above)', () => {
    expectRow(pick(p, (x) => x.sthana.total), RAMAN_BOOK.sthana, 0.12, ['Saturn']);
    expect(pick(p, (x) => x.sthana.total).Saturn).toBeCloseTo(177.3, 0);
  });
  it('dig bala to 0.4; the book\'s 64.30 for Mars is its unreduced arc (192°54\'/3), which BPHS reduces to 167°06\'/3', () => {
    // Tolerance 0.4: our ascendant is 1.1° before Raman's (298.44°, implied by his dig and kendradi figures), so every
    // dig arc shifts by up to 1.1°, i.e. 0.37 virupa.
    const dig = pick(p, (x) => x.dig);
    expectRow(dig, RAMAN_BOOK.dig, 0.4, ['Mars']);
    expect(dig.Mars).toBeLessThanOrEqual(60);
    expect(Math.abs((360 - 3 * dig.Mars) / 3 - RAMAN_BOOK.dig.Mars)).toBeLessThan(0.4);
  });
  it('kala bala parts: nathonnata to 0.35, paksha to 0.05, tribhaga exact, ayana to 1.2', () => {
    // Nathonnata: Raman takes apparent noon from his tables; ours is midway between our sunrise and sunset (3.6 min
    // later, 0.3 virupa). Ayana: the book reads kranti from a table; the worst row is Jupiter (59.4 vs 58.2).
    expectRow(pick(p, (x) => x.kala.nathonnata), RAMAN_BOOK.nathonnata, 0.35);
    expectRow(pick(p, (x) => x.kala.paksha), RAMAN_BOOK.paksha, 0.05);
    expectRow(pick(p, (x) => x.kala.tribhaga), RAMAN_BOOK.tribhaga, 0);
    expectRow(pick(p, (x) => x.kala.ayana), RAMAN_BOOK.ayana, 1.2);
    expectRow(pick(p, (x) => x.kala.total), RAMAN_BOOK.kala, 1.2);
  });
  it('cheshta bala: Mars, Jupiter, Saturn to 0.5, Venus to 0.75; Mercury differs by Raman\'s seeghrochcha table', () => {
    // Our mean longitudes are Meeus' modern mean elements; Raman's tables (as PyJHora implements them, fixture
    // mean_longitudes_raman_tables) stand 0.4-3.9° from them for these planets and 1.4° for Venus' seeghrochcha,
    // but 12.2° for Mercury's, which moves its cheshta kendra by as much (4.3 virupas here).
    expectRow(pick(p, (x) => x.cheshta), RAMAN_BOOK.cheshta, 0.5, ['Mercury', 'Venus']);
    expect(Math.abs(p.find((x) => x.planet === 'Venus')!.cheshta - RAMAN_BOOK.cheshta.Venus)).toBeLessThan(0.75);
    expect(p.find((x) => x.planet === 'Sun')!.cheshta).toBe(0);
  });
  it('drik bala to 0.03 and shadbala in rupas to 0.05 (Mars: with the reduced dig arc; Mercury to 0.08, its cheshta)', () => {
    expectRow(pick(p, (x) => x.drik), RAMAN_BOOK.drik, 0.03);
    const rupas = pick(p, (x) => x.rupas);
    expectRow(rupas, RAMAN_BOOK.rupas, 0.05, ['Mars', 'Mercury']);
    expect(Math.abs(rupas.Mercury - RAMAN_BOOK.rupas.Mercury)).toBeLessThan(0.08);
    expect(Math.abs(rupas.Mars - (RAMAN_BOOK.rupas.Mars - (RAMAN_BOOK.dig.Mars - pick(p, (x) => x.dig).Mars) / 60))).toBeLessThan(0.05);
  });
});

describe("V.P. Jain's worked example through the whole engine (Lahiri, a night birth with a planetary war)", () => {
  const { r } = run({ date: '1981-09-13', time: '01:30', lat: dms(28, 39, 0), lon: dms(77, 13, 0), tz: 5.5 });
  const p = r.planets;
  const BOOK = {
    uchcha: row([14.54, 32.17, 4.94, 58.16, 34.85, 3.09, 48.81]),
    saptavargaja: row([127.5, 30, 135, 120, 58.13, 150, 82.5]),
    ojayugma: row([15, 0, 15, 0, 0, 15, 0]),
    sthana: row([172.04, 77.17, 184.94, 238.16, 152.98, 198.08, 206.31]),
    dig: row([6.59, 12.22, 20.99, 31.97, 31.99, 53.29, 26.67]),
    nathonnata: row([6.1, 53.9, 53.9, 60, 6.1, 6.1, 53.9]),
    paksha: row([5.62, 108.76, 5.62, 54.38, 54.38, 54.38, 5.62]),
    tribhaga: row([0, 0, 0, 0, 60, 60, 0]),
    ayana: row([70.08, 43.19, 53.56, 37.10, 22.94, 15.41, 35.04]),
    kala: row([81.80, 205.85, 158.08, 210.68, 144.22, 135.89, 139.56]),
    cheshta: row([0, 0, 20.93, 28.76, 8.43, 28.18, 5.05]),
    drik: row([11.24, -0.32, -5.10, 4.29, 4.32, -2.86, 5.82]),
    rupas: row([5.52, 5.78, 6.62, 9.00, 6.27, 7.59, 6.54]),
  };
  it('sthana bala and its parts to 0.02 (moolatrikona by sign: the Sun at 26° Leo gets 45)', () => {
    expectRow(pick(p, (x) => x.sthana.uchcha), BOOK.uchcha, 0.02);
    expectRow(pick(p, (x) => x.sthana.saptavargaja), BOOK.saptavargaja, 0.006); // Jupiter's 58.125 printed 58.13
    expectRow(pick(p, (x) => x.sthana.ojayugma), BOOK.ojayugma, 0);
    expectRow(pick(p, (x) => x.sthana.total), BOOK.sthana, 0.02);
  });
  it('dig bala to 0.02', () => expectRow(pick(p, (x) => x.dig), BOOK.dig, 0.02));
  it('lords Mars, Mars, Saturn (born before Sunday\'s sunrise), Mercury; Mercury benefic (Jupiter nearer than Saturn)', () => {
    expect(r.lords).toEqual({ abda: 'Mars', masa: 'Mars', vara: 'Saturn', hora: 'Mercury' });
    expectRow(pick(p, (x) => x.kala.nathonnata), BOOK.nathonnata, 0.05);
    expectRow(pick(p, (x) => x.kala.paksha), BOOK.paksha, 0.02);
    expectRow(pick(p, (x) => x.kala.tribhaga), BOOK.tribhaga, 0);
    // Ayana to 0.35: the book's kranti table (see Raman's).
    expectRow(pick(p, (x) => x.kala.ayana), BOOK.ayana, 0.35);
  });
  it('Mercury and Jupiter at war: Jupiter (to the north) wins about 0.8 virupa; kala bala to 0.6', () => {
    expect(r.wars.map((w) => [w.winner, w.loser])).toEqual([['Jupiter', 'Mercury']]);
    // The book's kala totals imply 0.80 (Mercury 211.48 - 210.68); ours 0.83 from our unrounded sthana, dig and kala.
    expect(Math.abs(r.wars[0].bala - 0.8)).toBeLessThan(0.05);
    expectRow(pick(p, (x) => x.kala.total), BOOK.kala, 0.6);
  });
  it('cheshta to 0.4 for Mars, Jupiter, Saturn, 1.2 for Venus; drik to 0.02; rupas to 0.02 but Mercury (cheshta)', () => {
    // Same mean-longitude tables as Raman's (Venus' seeghrochcha 3.2° off the modern value here, Mercury's 13.1°).
    expectRow(pick(p, (x) => x.cheshta), BOOK.cheshta, 0.4, ['Mercury', 'Venus']);
    expect(Math.abs(p.find((x) => x.planet === 'Venus')!.cheshta - BOOK.cheshta.Venus)).toBeLessThan(1.2);
    expectRow(pick(p, (x) => x.drik), BOOK.drik, 0.02);
    expectRow(pick(p, (x) => x.rupas), BOOK.rupas, 0.02, ['Mercury', 'Venus']);
    expect(Math.abs(pick(p, (x) => x.rupas).Venus - BOOK.rupas.Venus)).toBeLessThan(0.03);
  });
});

describe('PyJHora 4.8.7 on five charts (fixtures/pyjhora-shadbala.json)', () => {
  for (const c of fixture.charts) {
    it(`${c.name}: sthana, drik and naisargika to 0.02; dig and cheshta where PyJHora's arc is below 180°`, () => {
      const { r } = run({ date: c.date, time: c.time, lat: c.lat, lon: c.lon, tz: c.tz, ayanamsa: c.ayanamsa as BirthInput['ayanamsa'] });
      const ref = c.shadbala as unknown as Record<string, Row>;
      expectRow(pick(r.planets, (x) => x.sthana.total), ref.sthana, 0.02);
      expectRow(pick(r.planets, (x) => x.drik), ref.drik, 0.02);
      expectRow(pick(r.planets, (x) => x.naisargika), ref.naisargika, 0.01);
      // PyJHora does not reduce dig and cheshta arcs above 180° (delhi_1990: dig 105.87), so a value of 60 or more
      // from it is not comparable; below 60 its arc was below 180° and the rule is the same.
      const dig = pick(r.planets, (x) => x.dig);
      const cheshta = pick(r.planets, (x) => x.cheshta);
      for (const g of SEVEN) {
        if (ref.dig[g] < 60) expect(Math.abs(dig[g] - ref.dig[g]), `dig ${g}`).toBeLessThanOrEqual(0.02);
        // Cheshta to 0.6 for the superior planets: PyJHora's Raman-table mean longitudes stand up to 4.3° (mean Sun)
        // and 3.9° (planets) from Meeus' on these charts; Mercury and Venus: see the worked examples above.
        if (['Mars', 'Jupiter', 'Saturn'].includes(g) && ref.cheshta[g] < 60) {
          expect(Math.abs(cheshta[g] - ref.cheshta[g]), `cheshta ${g}`).toBeLessThanOrEqual(0.6);
        }
      }
    });
  }
});

describe('rules, hand-worked', () => {
  it('aspect values: 60 on the 7th for all; Mars full on the 4th and 8th, Jupiter on the 5th and 9th, Saturn on the 3rd and 10th', () => {
    for (const g of SEVEN) expect(drishtiValue(g, 180)).toBe(60);
    expect(drishtiValue('Mars', 90)).toBe(60); expect(drishtiValue('Mars', 210)).toBe(60);
    expect(drishtiValue('Jupiter', 120)).toBe(60); expect(drishtiValue('Jupiter', 240)).toBe(60);
    expect(drishtiValue('Saturn', 60)).toBe(60); expect(drishtiValue('Saturn', 270)).toBe(60);
    expect(drishtiValue('Sun', 90)).toBe(45); expect(drishtiValue('Sun', 120)).toBe(30); expect(drishtiValue('Sun', 60)).toBe(15);
    expect(drishtiValue('Venus', 20)).toBe(0); expect(drishtiValue('Venus', 310)).toBe(0);
  });
  it('ishta and kashta phala from Raman\'s Jupiter (uchcha 56.33, cheshta 35.26): 44.57 and 9.53', () => {
    expect(ishtaPhala(56.33, 35.26)).toBeCloseTo(44.57, 2);
    expect(kashtaPhala(56.33, 35.26)).toBeCloseTo(9.53, 2);
  });
  it('sign classes at the half-sign boundaries and bhava dig bala', () => {
    expect(signClass(240 + 14.9)).toBe('nara'); expect(signClass(240 + 15.1)).toBe('chatushpada');
    expect(signClass(270 + 14.9)).toBe('chatushpada'); expect(signClass(270 + 15.1)).toBe('jalachara');
    expect(signClass(215)).toBe('keeta');
    expect(bhavaDigBala(1, 65)).toBe(60); // Gemini (nara) rising: strongest
    expect(bhavaDigBala(7, 65)).toBe(0);
    expect(bhavaDigBala(7, 215)).toBe(60); // Scorpio (keeta) in the 7th
    expect(bhavaDigBala(1, 215)).toBe(0);
    expect(bhavaDigBala(4, 100)).toBe(60); // Cancer (jalachara) in the 4th
    expect(bhavaDigBala(12, 5)).toBe(40); // Aries (chatushpada): two houses from the 10th
  });
  it('bhava dig bala of a chatushpada sign, worked by hand in "Bhava Bhala" (vedastrology.blogspot.com, 2011)', () => {
    // "Chatushpada sign gets 60 shs in 10th house, 50 in 11th, 40 in 12th, 30 in ascendant, 20 in 2nd, 10 in 3rd and
    // 0 in 4th house."
    expect([10, 11, 12, 1, 2, 3, 4].map((h) => bhavaDigBala(h, 15))).toEqual([60, 50, 40, 30, 20, 10, 0]);
  });
});

describe('the Hindu day of the birth (sunrise to sunrise)', () => {
  it('a birth seconds before sunrise belongs to the previous day (1835-01-25 06:27, 48°S 102.8°W)', () => {
    const { x } = run({ date: '1835-01-25', time: '06:27', lat: -48.0714512, lon: -102.8243816, tz: -5 });
    const { sunriseUtcMs, sunsetUtcMs, nextSunriseUtcMs, birthUtcMs } = x.day;
    expect(sunriseUtcMs).toBeLessThanOrEqual(birthUtcMs);
    expect(nextSunriseUtcMs).toBeGreaterThan(birthUtcMs);
    expect(nextSunriseUtcMs - birthUtcMs).toBeLessThan(60_000); // sunrise comes within the minute
    expect(sunsetUtcMs).toBeGreaterThan(sunriseUtcMs);
    expect(x.day.weekday).toBe(6); // 24 January 1835 was a Saturday
  });
  it('random births at |lat| <= 60: sunrise <= birth < next sunrise, the sunset between (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -4102444800000, max: 4102444800000 }), fc.double({ min: -60, max: 60, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }), (ms, lat, lon) => {
        const d = birthDay(ms, lat, lon);
        expect(d.sunriseUtcMs).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThan(d.nextSunriseUtcMs);
        expect(d.sunsetUtcMs).toBeGreaterThan(d.sunriseUtcMs);
        expect(d.nextSunriseUtcMs - d.sunriseUtcMs).toBeLessThan(25 * 3600e3);
      }), { numRuns: 300 });
  });
});

describe('invariants over random births (property)', () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  it('every part within its classical range; totals are the sums; bhavadhipati is the lord\'s shadbala', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1800, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }),
      fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.double({ min: -60, max: 60, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }),
      (y, mo, d, h, mi, lat, lon) => {
        const { r } = run({ date: `${y}-${pad(mo)}-${pad(d)}`, time: `${pad(h)}:${pad(mi)}`, lat, lon, tz: Math.round(lon / 15) });
        const within = (v: number, lo: number, hi: number) => { expect(v).toBeGreaterThanOrEqual(lo - 1e-9); expect(v).toBeLessThanOrEqual(hi + 1e-9); };
        for (const p of r.planets) {
          within(p.sthana.uchcha, 0, 60); within(p.dig, 0, 60); within(p.cheshta, 0, 60);
          within(p.sthana.saptavargaja, 7 * 1.875, 45 + 6 * 30);
          within(p.kala.nathonnata, 0, 60); within(p.kala.paksha, 0, p.planet === 'Moon' ? 120 : 60);
          within(p.kala.ayana, 0, p.planet === 'Sun' ? 120 : 60);
          within(p.ishta_phala, 0, 60); within(p.kashta_phala, 0, 60);
          const s = p.sthana;
          expect(s.total).toBeCloseTo(s.uchcha + s.saptavargaja + s.ojayugma + s.kendradi + s.drekkana, 9);
          expect(p.total).toBeCloseTo(s.total + p.dig + p.kala.total + p.cheshta + p.naisargika + p.drik, 9);
          expect(p.ratio).toBeCloseTo(p.total / 60 / p.required_rupas, 12);
        }
        expect(r.planets.reduce((a, p) => a + p.kala.tribhaga, 0)).toBe(120); // Jupiter + one ruler of the third
        expect(r.planets.reduce((a, p) => a + p.kala.yuddha, 0)).toBeCloseTo(0, 9);
        for (const b of r.bhavas) {
          expect(b.bhavadhipati).toBe(r.planets.find((p) => p.planet === b.lord)!.total);
          expect([0, 10, 20, 30, 40, 50, 60]).toContain(b.dig);
        }
      },
    ), { numRuns: 60 });
  });
});
