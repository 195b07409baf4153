/**
 * Engine vs Swiss Ephemeris 2.10.03 (pyswisseph, built-in Moshier ephemeris; see fixtures/generate.py).
 * Tolerances are the measured maxima rounded up, per body, not a blanket figure: where the engine misses the
 * 1" target the test pins the measured error so regressions show. Measured figures are printed.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BODIES, bodyStates, meanNodeDeg, trueNodeDeg, type BodyName } from '../../src/astrology/ephemeris';
import { ayanamsaDeg } from '../../src/astrology/ayanamsa';
import { DEG, apparentSiderealTime, frameOfDate } from '../../src/astrology/frames';
import { angles, placidusCusps } from '../../src/astrology/houses';
import { kundali } from '../../src/astrology/index';

interface Case {
  utc: string; jd_ut: number; jd_tt: number; lat: number; lon: number;
  bodies: Record<BodyName, { longitude: number; speed: number }>;
  mean_node: number; true_node: number; ayanamsa_lahiri_mean: number; ayanamsa_krishnamurti_mean: number;
  ascendant: number; mc: number; placidus_cusps: number[];
}
const fixture = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/swisseph-reference.json', import.meta.url)), 'utf8')) as { source: string; cases: Case[] };
const cases = fixture.cases;
const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;

/** Pluto: Meeus ch. 37 series 1885-2099 (JD 2409543.5 ..); before that numerically integrated (src/astrology/pluto.ts). */
const PLUTO_MEEUS = (jd: number) => jd >= 2409543.5;
/** Swiss Ephemeris switches to a long-term sidereal time model outside 1850-2050 (swephlib.c, SIDT_LTERM_T0/T1). */
const SE_IAU_SIDTIME = (jdUt: number) => jdUt >= 2396758.5 && jdUt < 2469807.5;

const TOLERANCE_ARCSEC: Record<BodyName, number> = {
  Sun: 0.2, Moon: 2.0, Mercury: 0.3, Venus: 0.3, Mars: 1.0, Jupiter: 0.8, Saturn: 0.6, Uranus: 1.8, Neptune: 4.5, Pluto: 2.0,
};
const measured: Record<string, number> = {};
const note = (k: string, v: number) => { measured[k] = Math.max(measured[k] ?? 0, v); };

afterAll(() => {
  // eslint-disable-next-line no-console
  console.log(`max |engine - SE| in arcsec over ${cases.length} cases (${fixture.source.slice(0, 60)}...):\n`
    + Object.entries(measured).map(([k, v]) => `  ${k.padEnd(28)} ${v.toFixed(3)}`).join('\n'));
});

describe('fixture', () => {
  it('names its source and spans 1800-2100', () => {
    expect(fixture.source).toMatch(/Swiss Ephemeris 2\.\d+/);
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const years = cases.map((c) => Number(c.utc.slice(0, 4)));
    expect(Math.min(...years)).toBe(1800);
    expect(Math.max(...years)).toBe(2100);
  });
});

describe('apparent geocentric longitudes vs Swiss Ephemeris', () => {
  it.each(cases.map((c) => [c.utc, c] as const))('%s', (_, c) => {
    const st = bodyStates(c.jd_tt);
    for (const b of BODIES) {
      if (b === 'Pluto' && !PLUTO_MEEUS(c.jd_tt)) continue;
      const err = arcsec(st[b].longitudeDeg, c.bodies[b].longitude);
      note(b, err);
      expect(err, b).toBeLessThanOrEqual(TOLERANCE_ARCSEC[b]);
      const speedErr = Math.abs(st[b].speedDegPerDay - c.bodies[b].speed) * 3600;
      note(`${b} speed ("/day)`, speedErr);
      expect(speedErr, `${b} speed`).toBeLessThan(3);
      expect(st[b].retrograde).toBe(c.bodies[b].speed < 0);
    }
  });

  it('Pluto before 1885 (integrated orbit) within 3"', () => {
    const early = cases.filter((x) => !PLUTO_MEEUS(x.jd_tt));
    expect(early.length).toBeGreaterThan(3);
    for (const c of early) {
      const err = arcsec(bodyStates(c.jd_tt, ['Pluto']).Pluto.longitudeDeg, c.bodies.Pluto.longitude);
      note('Pluto before 1885 (integrated)', err);
      expect(err).toBeLessThan(3);
    }
  });
});

describe('lunar nodes', () => {
  it('mean node within 0.2"', () => {
    for (const c of cases) {
      const e = arcsec(meanNodeDeg(c.jd_tt), c.mean_node);
      note('mean node', e);
      expect(e).toBeLessThan(0.2);
    }
  });
  it('true (osculating) node within 35" (velocity differences amplified by 1/sin i ~ 11)', () => {
    for (const c of cases) {
      const e = arcsec(trueNodeDeg(c.jd_tt), c.true_node);
      note('true node', e);
      expect(e).toBeLessThan(35);
    }
  });
});

describe('ayanamsa', () => {
  it('Lahiri and Krishnamurti within 0.01" of SE_SIDM_LAHIRI / SE_SIDM_KRISHNAMURTI', () => {
    for (const c of cases) {
      const l = Math.abs(ayanamsaDeg('lahiri', c.jd_tt) - c.ayanamsa_lahiri_mean) * 3600;
      const k = Math.abs(ayanamsaDeg('krishnamurti', c.jd_tt) - c.ayanamsa_krishnamurti_mean) * 3600;
      note('ayanamsa lahiri', l);
      note('ayanamsa krishnamurti', k);
      expect(l).toBeLessThan(0.01);
      expect(k).toBeLessThan(0.01);
    }
  });
});

describe('ascendant, MC and Placidus cusps', () => {
  it.each(cases.map((c) => [c.utc, c] as const))('%s', (_, c) => {
    const f = frameOfDate(c.jd_tt);
    const last = apparentSiderealTime(c.jd_ut, f) + c.lon * DEG;
    const a = angles(last, f.trueObliquityRad, c.lat);
    const cusps = placidusCusps(last, f.trueObliquityRad, c.lat);
    const inRange = SE_IAU_SIDTIME(c.jd_ut);
    const suffix = inRange ? ' 1850-2050' : ' outside 1850-2050';
    const ascErr = arcsec(a.ascendantDeg, c.ascendant);
    note(`ascendant${suffix}`, ascErr);
    note(`mc${suffix}`, arcsec(a.mcDeg, c.mc));
    const cuspErr = Math.max(...cusps.map((x, i) => arcsec(x, c.placidus_cusps[i])));
    note(`placidus cusps${suffix}`, cuspErr);
    expect(ascErr).toBeLessThan(inRange ? 0.05 : 3);
    expect(cuspErr).toBeLessThan(inRange ? 0.05 : 4.5);
  });
});

describe('end to end: vedic kundali from civil time vs SE sidereal (SEFLG_SIDEREAL, SE_SIDM_LAHIRI, swe_calc_ut)', () => {
  const e2e = (fixture as unknown as { end_to_end_lahiri: { date: string; time: string; lat: number; lon: number; delta_t_seconds: number; sidereal_lahiri: Record<string, number>; sidereal_ascendant: number }[] }).end_to_end_lahiri;
  it.each(e2e.map((c) => [`${c.date} ${c.time}`, c] as const))('%s', (_, c) => {
    const k = kundali({ date: c.date, time: c.time, lat: c.lat, lon: c.lon, tz: 0 }, Date.UTC(2026, 0, 1));
    // The delta T models differ (up to ~2 s in 1850-2030), moving the Moon by ~0.55"/s.
    const dtDiff = Math.abs(k.time.delta_t_seconds - c.delta_t_seconds);
    note('e2e delta T difference (s)', dtDiff);
    for (const p of k.planets.filter((x) => x.name in c.sidereal_lahiri)) {
      const err = arcsec(p.longitude, c.sidereal_lahiri[p.name]);
      note(`e2e sidereal ${p.name}`, err);
      // Tolerance: the body's ephemeris tolerance + 0.1" + what the delta T difference moves it.
      const dtShift = (dtDiff / 86400) * Math.abs(p.speed) * 3600;
      expect(err, p.name).toBeLessThan((TOLERANCE_ARCSEC[p.name as BodyName] ?? 0.2) + 0.1 + dtShift);
    }
    const ascErr = arcsec(k.ascendant.longitude, c.sidereal_ascendant);
    note('e2e sidereal ascendant', ascErr);
    expect(ascErr).toBeLessThan(0.1);
  });
});
