/** Secondary progressions, solar arc and solar returns against Swiss Ephemeris (fixtures/generate_returns.py). */
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/swisseph-returns.json';
import { lunarReturnDoc, progressionsDoc, solarReturnDoc } from '../../src/astrology/western/progressions';

const jdUtOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
const arcsecApart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600;

describe('solar return', () => {
  it.each(fixture.births.flatMap((b) => b.returns.map((r) => [b, r] as const)))('%o: the instant within 5 s of SE solcross_ut', (b, r) => {
    const doc = solarReturnDoc({ date: b.date, time: b.time, lat: b.lat, lon: b.lon, tz: 0, year: r.year });
    expect(Math.abs(jdUtOf(doc.return_utc) - r.jd_ut) * 86400).toBeLessThan(5);
    const sun = doc.chart.points.find((p) => p.name === 'Sun')!.longitude;
    const natalSun = doc.natal.points.find((p) => p.name === 'Sun')!.longitude;
    expect(arcsecApart(sun, natalSun)).toBeLessThan(1); // return_utc is rounded to the second: ~0.04"
  });

  it('another place gives the same instant and other houses; bad input is a 400 naming the parameter', () => {
    const base = { date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209, year: 2026 };
    const home = solarReturnDoc(base), away = solarReturnDoc({ ...base, return_lat: 51.5, return_lon: -0.13 });
    expect(away.return_utc).toBe(home.return_utc);
    expect(away.chart.houses[0].cusp).not.toBeCloseTo(home.chart.houses[0].cusp, 1);
    for (const [q, param] of [[{ year: 1989 }, 'year'], [{ year: 3000 }, 'year'], [{ year: 2026.5 }, 'year'], [{ return_lat: 10 }, 'return_lon'], [{ return_lon: 200, return_lat: 1 }, 'return_lon']] as const) {
      expect(() => solarReturnDoc({ ...base, ...q })).toThrow(expect.objectContaining({ status: 400, param }));
    }
  });
});

describe('lunar return', () => {
  // SE's Moshier Moon is within a few arcseconds of DE431 and the Moon moves ~0.5"/s: 10 s tolerance.
  it.each(fixture.births.flatMap((b) => b.lunar_returns.map((r) => [b, r] as const)))('%o: the first return of the month within 10 s of SE mooncross_ut', (b, r) => {
    const doc = lunarReturnDoc({ date: b.date, time: b.time, lat: b.lat, lon: b.lon, tz: 0, month: r.month });
    expect(Math.abs(jdUtOf(doc.return_utc) - r.jd_ut) * 86400).toBeLessThan(10);
    expect(doc.return_utc >= `${r.month}-01`).toBe(true);
  });

  it.each([['2026-13', 'month'], ['2026-3', 'month'], ['1850-01', 'month'], ['2999-12', 'month']])('month=%s is a 400 naming %s', (month, param) => {
    expect(() => lunarReturnDoc({ date: '1990-05-15', time: '14:30', lat: 28.6, lon: 77.2, month })).toThrow(expect.objectContaining({ status: 400, param }));
  });
});

describe('secondary progressions and solar arc', () => {
  it.each(fixture.births.flatMap((b) => b.progressions.map((p) => [b, p] as const)))('%o: progressed instant and Sun..Mars as SE', (b, p) => {
    const doc = progressionsDoc({ date: b.date, time: b.time, lat: b.lat, lon: b.lon, tz: 0, at: p.at });
    expect(Math.abs(jdUtOf(doc.progressed_utc) - p.jd_ut) * 86400).toBeLessThan(1);
    for (const [name, ref] of Object.entries(p.longitudes)) {
      // SE is evaluated at the exact instant, ours at the second-rounded one: the Moon moves 0.5"/s.
      expect(arcsecApart(doc.progressed.find((q) => q.name === name)!.longitude, ref)).toBeLessThan(name === 'Moon' ? 1.5 : 1);
    }
  });

  it('solar arc moves every natal point by progressed Sun - natal Sun; the progressed MC is the directed MC', () => {
    const doc = progressionsDoc({ date: '1990-05-15', time: '14:30', lat: 28.6139, lon: 77.209, at: '2026-05-15' });
    expect(doc.age_years).toBeCloseTo(36, 1);
    const natalSun = doc.natal.points.find((p) => p.name === 'Sun')!.longitude;
    const progSun = doc.progressed.find((p) => p.name === 'Sun')!.longitude;
    expect(arcsecApart(natalSun + doc.solar_arc_deg, progSun)).toBeLessThan(0.01);
    // about a degree a year: 36 years of the Sun's May-June motion (~0.96°/day)
    expect(doc.solar_arc_deg).toBeGreaterThan(33);
    expect(doc.solar_arc_deg).toBeLessThan(36);
    for (const p of doc.solar_arc) {
      const n = doc.natal.points.find((q) => q.name === p.name)!.longitude;
      expect(arcsecApart(n + doc.solar_arc_deg, p.longitude)).toBeLessThan(0.01);
    }
    expect(doc.progressed.find((p) => p.name === 'MC')!.longitude).toBe(doc.solar_arc.find((p) => p.name === 'MC')!.longitude);
    expect(() => progressionsDoc({ date: '1990-05-15', time: '14:30', lat: 28.6, lon: 77.2, at: '1980-01-01' })).toThrow(expect.objectContaining({ param: 'at' }));
    expect(() => progressionsDoc({ date: '1990-05-15', time: '14:30', lat: 28.6, lon: 77.2 })).toThrow(expect.objectContaining({ param: 'at' }));
  });
});
