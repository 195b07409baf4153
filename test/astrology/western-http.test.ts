/** Issue 21 operations through the real app (bodies validated against openapi.yaml by the helper). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fixture from './fixtures/swisseph-western.json';
import fixture2 from './fixtures/swisseph-returns.json';
import lilithFixture from './fixtures/swisseph-true-lilith.json';
import { trueLilithDeg } from '../../src/astrology/ephemeris';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  key = (await app.createAccount({ creditCents: 10_000 })).apiKey;
}, 60_000);
afterAll(async () => { await app?.close(); });

const arcsecApart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600;

describe('GET /v1/astrology/aspects', () => {
  it('Regiomontanus cusps of a civil UTC chart agree with Swiss Ephemeris houses_ex; aspects and patterns listed', async () => {
    const ref = fixture.charts[1]; // 1969-07-20 20:17 UTC, New York
    const res = await app.request('GET', `/v1/astrology/aspects?date=${ref.date}&time=${ref.time}&lat=${ref.lat}&lon=${ref.lon}&tz=0&house_system=regiomontanus`, { key });
    expect(res.status).toBe(200);
    expect(res.body.house_system).toBe('regiomontanus');
    res.body.houses.forEach((h: { cusp: number }, i: number) => expect(arcsecApart(h.cusp, ref.regiomontanus[i])).toBeLessThan(0.05));
    expect(res.body.aspects.length).toBeGreaterThan(5);
    const orbs = res.body.aspects.map((a: { orb: number }) => a.orb);
    expect(orbs).toEqual([...orbs].sort((a, b) => a - b));
  });

  it('orb overrides are applied and echoed; orb_square=0 removes every square', async () => {
    const res = await app.request('GET', '/v1/astrology/aspects?date=1990-05-15&time=14:30&lat=28.6139&lon=77.209&orb_square=0&orb_trine=10', { key });
    expect(res.status).toBe(200);
    expect(res.body.orbs).toMatchObject({ square: 0, trine: 10, conjunction: 8 });
    expect(res.body.aspects.some((a: { aspect: string }) => a.aspect === 'square')).toBe(false);
  });

  it.each([
    ['orb_square=16', 'orb_square'], ['orb_quintile=7', 'orb_quintile'], ['house_system=topocentric', 'house_system'],
    ['lat=70.0', 'house_system'], ['date=0999-12-31', 'date'], ['node=osculating', 'node'],
  ])('%s is a 400 naming %s', async (q, param) => {
    const params = new URLSearchParams('date=1990-05-15&time=14:30&lat=28.6139&lon=77.209');
    const [k, v] = q.split('=');
    params.set(k, v);
    const res = await app.request('GET', `/v1/astrology/aspects?${params}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });

  it('True Lilith is trueLilithDeg at the birth instant and within the 4\' bound of Swiss Ephemeris SE_OSCU_APOG', async () => {
    // Fixture instants (pyswisseph, Moshier) taken as UTC to the minute; the reference is moved to the chart's own TT
    // instant by SE's speed (|Δt| < 4 min: ΔT plus the rounding, so < 0.02° of motion, linear to well under 1").
    for (const c of lilithFixture.cases.slice(0, 4)) {
      const iso = new Date(Math.round((c.jd_tt - 2440587.5) * 1440) * 60_000).toISOString();
      const res = await app.request('GET', `/v1/astrology/aspects?date=${iso.slice(0, 10)}&time=${iso.slice(11, 16)}&lat=51.5&lon=0&tz=0`, { key });
      expect(res.status).toBe(200);
      const names = res.body.points.map((p: { name: string }) => p.name);
      expect(names.indexOf('True Lilith')).toBe(names.indexOf('Lilith') + 1);
      const tl = res.body.points.find((p: { name: string }) => p.name === 'True Lilith');
      const jdTt = res.body.time.julian_day_tt;
      expect(arcsecApart(tl.longitude, trueLilithDeg(jdTt))).toBeLessThan(0.05);
      expect(arcsecApart(tl.longitude, c.longitude + c.speed * (jdTt - c.jd_tt))).toBeLessThan(240);
      expect(Math.abs(tl.speed - c.speed)).toBeLessThan(0.05);
      expect(tl.retrograde).toBe(tl.speed < 0);
      expect(tl.degree).toBeCloseTo(tl.longitude % 30, 5);
      expect(tl.house).toBeGreaterThanOrEqual(1);
      // Its aspects agree with the positions, like every other point's.
      const lon = Object.fromEntries(res.body.points.map((p: { name: string; longitude: number }) => [p.name, p.longitude]));
      for (const a of res.body.aspects.filter((x: { point1: string; point2: string }) => x.point1 === 'True Lilith' || x.point2 === 'True Lilith')) {
        expect(Math.abs(Math.abs(((lon[a.point2] - lon[a.point1] + 540) % 360) - 180) - a.separation)).toBeLessThan(1e-5);
      }
    }
  });

  it('Tromsø (69.65° N) with Porphyry is a chart, not an error', async () => {
    const res = await app.request('GET', '/v1/astrology/aspects?date=2000-12-21&time=12:00&lat=69.65&lon=18.96&house_system=porphyry', { key });
    expect(res.status).toBe(200);
    for (const h of res.body.houses) expect(Number.isFinite(h.cusp)).toBe(true);
  });
});

describe('house_system on the western kundali and chart', () => {
  it('kundali system=western&house_system=campanus: cusps and ascendant as Swiss Ephemeris houses_ex', async () => {
    const ref = fixture.charts[2]; // 2024-02-29 23:59 UTC, Sydney
    const res = await app.request('GET', `/v1/astrology/kundali?date=${ref.date}&time=${ref.time}&lat=${ref.lat}&lon=${ref.lon}&tz=0&system=western&house_system=campanus`, { key });
    expect(res.status).toBe(200);
    expect(res.body.house_system).toBe('campanus');
    res.body.houses.forEach((h: { cusp_degree: number }, i: number) => expect(arcsecApart(h.cusp_degree, ref.campanus[i])).toBeLessThan(0.05));
    expect(arcsecApart(res.body.ascendant.longitude, ref.asc)).toBeLessThan(0.05);
    const svg = await app.request('GET', `/v1/astrology/chart?date=${ref.date}&time=${ref.time}&lat=${ref.lat}&lon=${ref.lon}&tz=0&system=western&style=western&house_system=equal`, { key });
    expect(svg.status).toBe(200);
  });

  it.each([
    ['house_system=koch', 'house_system'], ['system=western&house_system=koch&lat=70', 'house_system'],
    ['system=western&lat=70', 'lat'], ['system=western&house_system=meridian', 'house_system'],
  ])('kundali %s is a 400 naming %s', async (q, param) => {
    const params = new URLSearchParams('date=1990-05-15&time=14:30&lat=28.6139&lon=77.209');
    for (const [k, v] of new URLSearchParams(q)) params.set(k, v);
    const res = await app.request('GET', `/v1/astrology/kundali?${params}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });

  it('system=western without house_system keeps Placidus', async () => {
    const res = await app.request('GET', '/v1/astrology/kundali?date=1990-05-15&time=14:30&lat=28.6139&lon=77.209&system=western', { key });
    expect(res.body.house_system).toBe('placidus');
  });
});

describe('GET /v1/astrology/transits', () => {
  it('moment and a month of exact hits; each hit lands on natal ± angle', async () => {
    const res = await app.request('GET', '/v1/astrology/transits?date=1990-05-15&time=14:30&lat=28.6139&lon=77.209&at=2026-06-01T00:00:00Z&from=2026-06-01&to=2026-06-30', { key });
    expect(res.status).toBe(200);
    expect(res.body.at).toBe('2026-06-01T00:00:00Z');
    expect(res.body.timeline.hits.length).toBeGreaterThan(10);
    const natal = Object.fromEntries(res.body.natal.points.map((p: { name: string; longitude: number }) => [p.name, p.longitude]));
    for (const h of res.body.timeline.hits) {
      expect(h.exact_utc >= '2026-06-01' && h.exact_utc < '2026-07-01').toBe(true);
      expect(Math.abs(Math.abs(((h.transit_longitude - natal[h.natal] + 540) % 360) - 180) - h.angle)).toBeLessThan(0.001);
    }
  });

  it.each([['from=2026-01-01', 'to'], ['at=3000-01-01', 'at'], ['aspect_set=some', 'aspect_set'], ['from=2026-01-01&to=2027-03-01', 'to']])(
    '%s is a 400 naming %s', async (q, param) => {
      const res = await app.request('GET', `/v1/astrology/transits?date=1990-05-15&time=14:30&lat=28.6139&lon=77.209&${q}`, { key });
      expect(res.status).toBe(400);
      expect(res.body.error.param).toBe(param);
    });
});

describe('GET /v1/astrology/synastry', () => {
  const pair = 'p1_date=1990-05-15&p1_time=14:30&p1_lat=28.6139&p1_lon=77.209&p2_date=1992-11-03&p2_time=06:10&p2_lat=19.076&p2_lon=72.8777';
  it('inter-aspects, summary and composite', async () => {
    const res = await app.request('GET', `/v1/astrology/synastry?${pair}&house_system=equal`, { key });
    expect(res.status).toBe(200);
    const { harmonious, challenging, variable } = res.body.summary;
    expect(harmonious + challenging + variable).toBe(res.body.aspects.length);
    expect(res.body.composite.house_system).toBe('equal');
    expect(res.body.aspects.every((a: { point1: string; point2: string }) => a.point1.startsWith('p1 ') && a.point2.startsWith('p2 '))).toBe(true);
  });
  it.each([['p2_lat=100', 'p2_lat'], ['p1_date=1990-02-30', 'p1_date'], ['orb_quincunx=9', 'orb_quincunx']])('%s is a 400 naming %s', async (q, param) => {
    const params = new URLSearchParams(pair);
    for (const [k, v] of new URLSearchParams(q)) params.set(k, v);
    const res = await app.request('GET', `/v1/astrology/synastry?${params}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});

describe('GET /v1/astrology/progressions and /v1/astrology/solar-return', () => {
  const birth = 'date=1990-05-15&time=09:00&lat=28.6139&lon=77.209&tz=0';
  it('progressions for a date; the progressed instant is birth + age/365.24219 days', async () => {
    const res = await app.request('GET', `/v1/astrology/progressions?${birth}&at=2026-01-01`, { key });
    expect(res.status).toBe(200);
    const ref = fixture2.births[0].progressions[0];
    expect(Math.abs(Date.parse(res.body.progressed_utc) / 86400000 + 2440587.5 - ref.jd_ut) * 86400).toBeLessThan(1);
  });
  it('solar return 2026 at SE solcross_ut within 5 s', async () => {
    const res = await app.request('GET', `/v1/astrology/solar-return?${birth}&year=2026&house_system=whole_sign`, { key });
    expect(res.status).toBe(200);
    const ref = fixture2.births[0].returns.find((r) => r.year === 2026)!;
    expect(Math.abs(Date.parse(res.body.return_utc) / 86400000 + 2440587.5 - ref.jd_ut) * 86400).toBeLessThan(5);
    expect(res.body.chart.house_system).toBe('whole_sign');
  });
  it.each([['progressions', 'at=1985-01-01', 'at'], ['progressions', 'at=2026-1-1', 'at'], ['solar-return', 'year=1800', 'year'],
    ['solar-return', 'year=2026&return_lat=10', 'return_lon']])('%s %s is a 400 naming %s', async (op, q, param) => {
    const res = await app.request('GET', `/v1/astrology/${op}?${birth}&${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});

describe('GET /v1/astrology/lunar-return', () => {
  const birth = 'date=1990-05-15&time=09:00&lat=28.6139&lon=77.209&tz=0';
  it('first return of March 2026 at SE mooncross_ut within 10 s', async () => {
    const res = await app.request('GET', `/v1/astrology/lunar-return?${birth}&month=2026-03`, { key });
    expect(res.status).toBe(200);
    const ref = fixture2.births[0].lunar_returns.find((r) => r.month === '2026-03')!;
    expect(Math.abs(Date.parse(res.body.return_utc) / 86400000 + 2440587.5 - ref.jd_ut) * 86400).toBeLessThan(10);
  });
  it('month=2026-13 is a 400 naming month', async () => {
    const res = await app.request('GET', `/v1/astrology/lunar-return?${birth}&month=2026-13`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('month');
  });
});
