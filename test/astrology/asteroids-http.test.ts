/**
 * Chiron, Ceres, Pallas, Juno and Vesta through the real app (bodies validated against openapi.yaml by the helper):
 * three charts (1990-05-15 14:30 UTC, New Delhi; 1250-03-10 12:00 UT in the Julian calendar; 2900-09-01 06:00 UT)
 * against Swiss Ephemeris 2.10.03 with seas_12/18/24.se1 (test/astrology/fixtures/generate_asteroids.py `charts`), and
 * the operations that list Western points.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fixture from './fixtures/swisseph-asteroids.json';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  key = (await app.createAccount({ creditCents: 10_000 })).apiKey;
}, 60_000);
afterAll(async () => { await app?.close(); });

const arcsecApart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600;
const NAMES = ['Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta'] as const;
const birth = 'date=1990-05-15&time=14:30&lat=28.6139&lon=77.209&tz=0';
type Point = { name: string; longitude: number; speed: number; retrograde: boolean; house: number; sign: string };

describe('Chiron and the asteroids in the Western operations', () => {
  it('GET /v1/astrology/aspects lists the five within 10" of Swiss Ephemeris, with speed, retrograde and house; aspects include them', async () => {
    const res = await app.request('GET', `/v1/astrology/aspects?${birth}`, { key });
    expect(res.status).toBe(200);
    expect(res.body.omitted_points).toBeUndefined();
    const ref = fixture.charts[0].bodies as Record<string, { longitude: number; speed: number }>;
    for (const n of NAMES) {
      const p = res.body.points.find((q: Point) => q.name === n) as Point;
      expect(arcsecApart(p.longitude, ref[n].longitude), n).toBeLessThan(10);
      expect(Math.abs(p.speed - ref[n].speed), n).toBeLessThan(5e-4);
      expect(p.retrograde).toBe(ref[n].speed < 0);
      expect(p.house).toBeGreaterThanOrEqual(1);
    }
    expect(res.body.points.find((q: Point) => q.name === 'Juno').retrograde).toBe(true);
    expect(res.body.aspects.some((a: { point1: string; point2: string }) => NAMES.includes(a.point1 as never) || NAMES.includes(a.point2 as never))).toBe(true);
  });

  it('a 1250 (Julian calendar) and a 2900 chart list the five within 10" of Swiss Ephemeris, nothing omitted', async () => {
    for (const [query, chart] of [['date=1250-03-10&time=12:00', fixture.charts[1]], ['date=2900-09-01&time=06:00', fixture.charts[2]]] as const) {
      const res = await app.request('GET', `/v1/astrology/aspects?${query}&lat=51.5074&lon=-0.1278&tz=0`, { key });
      expect(res.status, query).toBe(200);
      expect(res.body.omitted_points, query).toBeUndefined();
      const ref = chart.bodies as Record<string, { longitude: number; speed: number }>;
      for (const n of NAMES) {
        const p = res.body.points.find((q: Point) => q.name === n) as Point;
        expect(arcsecApart(p.longitude, ref[n].longitude), `${query} ${n}`).toBeLessThan(10);
        expect(Math.abs(p.speed - ref[n].speed), `${query} ${n}`).toBeLessThan(5e-4);
        expect(p.retrograde).toBe(ref[n].speed < 0);
      }
    }
  });

  it('synastry inter-aspects and the composite include them; transits carry transiting Chiron and hits on natal Chiron', async () => {
    const pair = 'p1_date=1990-05-15&p1_time=14:30&p1_lat=28.6139&p1_lon=77.209&p2_date=1992-11-03&p2_time=06:10&p2_lat=19.076&p2_lon=72.8777';
    const syn = await app.request('GET', `/v1/astrology/synastry?${pair}`, { key });
    expect(syn.status).toBe(200);
    expect(syn.body.composite.points.map((p: Point) => p.name)).toEqual(expect.arrayContaining([...NAMES]));
    expect(syn.body.aspects.some((a: { point1: string }) => /Chiron|Ceres|Pallas|Juno|Vesta/.test(a.point1))).toBe(true);
    const tr = await app.request('GET', `/v1/astrology/transits?${birth}&at=2026-06-01T00:00:00Z&from=2026-06-01&to=2026-12-31`, { key });
    expect(tr.status).toBe(200);
    expect(tr.body.transits.map((p: Point) => p.name)).toContain('Chiron');
    expect(tr.body.natal.points.map((p: Point) => p.name)).toEqual(expect.arrayContaining([...NAMES]));
    expect(tr.body.timeline.hits.some((h: { natal: string }) => NAMES.includes(h.natal as never))).toBe(true);
  });

  it('the natal wheel draws their glyphs; the solar return chart lists them', async () => {
    const wheel = await app.request('GET', `/v1/astrology/wheel?${birth}`, { key });
    expect(wheel.status).toBe(200);
    const svg = String(wheel.text ?? wheel.body);
    for (const g of ['⚷', '⚳', '⚴', '⚵', '⚶']) expect(svg).toContain(g);
    const sr = await app.request('GET', `/v1/astrology/solar-return?${birth}&year=2026`, { key });
    expect(sr.status).toBe(200);
    expect(JSON.stringify(sr.body)).toContain('"Chiron"');
  });
});
