/**
 * GET /v1/astrology/kp and /v1/astrology/kp/ruling-planets through the real app (every body validated against
 * openapi.yaml by the helper), billed as an astrology call, with the documented 400s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { KP_TABLE } from '../../src/astrology/kp';

let app: TestApp;
let key: string;
let accountId: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey: key, accountId } = await app.createAccount({ plan: 'scale', creditCents: 10_000 }));
}, 60_000);

/** Usage rows of one operation (billing is recorded after the response). */
async function usageRows(operationId: string, n: number) {
  const rows = () => app.ctx.db('usage_events').where({ account_id: accountId, operation_id: operationId });
  for (let i = 0; i < 200 && (await rows()).length < n; i++) await new Promise((r) => setTimeout(r, 25));
  return rows();
}
afterAll(async () => { await app?.close(); });

const delhi = 'date=1990-05-15&time=14:30&lat=28.6139&lon=77.2090';
const chennai = 'date=2024-01-10&time=10:00&lat=13.0827&lon=80.2707';

describe('GET /v1/astrology/kp', () => {
  it('birth chart: 12 cusps and 9 grahas with four lords, 12 houses of significators, ruling planets, priced', async () => {
    const res = await app.request('GET', `/v1/astrology/kp?${delhi}`, { key });
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.chart_type).toBe('birth');
    expect(b.ayanamsa.name).toBe('krishnamurti');
    expect(b.cusps).toHaveLength(12);
    expect(b.planets.map((p: { name: string }) => p.name)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    expect(b.significators).toHaveLength(12);
    expect(b.horary).toBeUndefined();
    expect(b.graha_names_local).toBeUndefined();
    // The cusps and lords agree with the kundali of system=kp (star and sub lords), which is tested on its own.
    const k = (await app.request('GET', `/v1/astrology/kundali?${delhi}&system=kp`, { key })).body;
    for (let h = 0; h < 12; h++) {
      expect(b.cusps[h].longitude).toBe(k.houses[h].cusp_degree);
      expect([b.cusps[h].star_lord, b.cusps[h].sub_lord]).toEqual([k.houses[h].star_lord, k.houses[h].sub_lord]);
      expect(b.cusps[h].sign_lord).toBe(k.houses[h].lord);
      // Level 2 of each house = the kundali's occupants.
      const occ = k.houses[h].occupants;
      expect(b.significators[h].level_2.filter((g: string) => occ.includes(g))).toEqual(b.significators[h].level_2.filter((g: string) => !b.significators[h].node_agents.some((a: { node: string; level: number }) => a.node === g && a.level === 2)));
    }
    for (const p of b.planets) expect(p.house).toBe(k.planets.find((q: { name: string }) => q.name === p.name).house);
    const rows = await usageRows('getKp', 1);
    expect(rows).toHaveLength(1);
    expect(rows[0].endpoint_type).toBe('astrology');
    expect(Number(rows[0].cost_micro_usd)).toBe(2000); // config/prices.yaml astrology_call: $0.002
  });

  it('horary_number=145 in Tamil: ascendant Libra 29°26\'40" (Jupiter star, Moon sub), Tamil names', async () => {
    const res = await app.request('GET', `/v1/astrology/kp?${chennai}&horary_number=145&language=ta`, { key });
    expect(res.status).toBe(200);
    expect(res.body.chart_type).toBe('horary');
    expect(res.body.horary).toMatchObject({ number: 145, sign: 'Libra', start: '29°26\'40"', star_lord: 'Jupiter', sub_lord: 'Moon' });
    expect(res.body.ascendant.longitude).toBeCloseTo(KP_TABLE[144].startDeg, 6);
    expect(res.body.ascendant.sign_local).toBe('துலாம்');
    expect(res.body.planets[0].name_local).toBe('சூரியன்');
    expect(res.body.rules.horary).toMatch(/start of the chosen row/);
  });

  it('Hindi names', async () => {
    const res = await app.request('GET', `/v1/astrology/kp?${delhi}&language=hi`, { key });
    expect(res.status).toBe(200);
    expect(res.body.graha_names_local.Saturn).toBe('शनि');
    expect(res.body.ascendant.nakshatra_local).toBeDefined();
  });

  it.each([
    ['horary_number=0', 'horary_number'], ['horary_number=250', 'horary_number'], ['horary_number=2.5', 'horary_number'],
    ['horary_number=abc', 'horary_number'], ['ayanamsa=x', 'ayanamsa'], ['language=fr', 'language'],
  ])('%s is 400 naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/kp?${delhi}&${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.type).toBe('invalid_request');
    expect(res.body.error.param).toBe(param);
  });

  it('a latitude where Placidus is undefined, a bad date and a missing time are 400s', async () => {
    const polar = await app.request('GET', '/v1/astrology/kp?date=1990-05-15&time=14:30&lat=70&lon=20', { key });
    expect(polar.status).toBe(400);
    expect(polar.body.error.param).toBe('lat');
    const badDate = await app.request('GET', '/v1/astrology/kp?date=1990-02-30&time=14:30&lat=28&lon=77', { key });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.param).toBe('date');
    const noTime = await app.request('GET', '/v1/astrology/kp?date=1990-05-15&lat=28&lon=77', { key });
    expect(noTime.status).toBe(400);
  });
});

describe('GET /v1/astrology/kp/ruling-planets', () => {
  it('Chennai 04:00 before sunrise: Tuesday\'s Mars; seven lords and their distinct list', async () => {
    const res = await app.request('GET', '/v1/astrology/kp/ruling-planets?date=2024-01-10&time=04:00&lat=13.0827&lon=80.2707&language=hi', { key });
    expect(res.status).toBe(200);
    const rp = res.body.ruling_planets;
    expect(rp.weekday).toBe('Tuesday');
    expect(rp).toMatchObject({ day_lord: 'Mars', moon_sign_lord: 'Jupiter', moon_star_lord: 'Ketu', moon_sub_lord: 'Moon', lagna_sign_lord: 'Mars', lagna_star_lord: 'Mercury', lagna_sub_lord: 'Ketu' });
    expect(res.body.moon).toMatchObject({ sign_lord: 'Jupiter', star_lord: 'Ketu', sub_lord: 'Moon' });
    expect(res.body.graha_names_local.Mars).toBe('मंगल');
    const rows = await usageRows('getKpRulingPlanets', 1);
    expect(Number(rows[0].cost_micro_usd)).toBe(2000);
  });
  it('400 for a bad tz and a missing lat', async () => {
    const tz = await app.request('GET', '/v1/astrology/kp/ruling-planets?date=2024-01-10&time=04:00&lat=13&lon=80&tz=20', { key });
    expect(tz.status).toBe(400);
    expect(tz.body.error.param).toBe('tz');
    const noLat = await app.request('GET', '/v1/astrology/kp/ruling-planets?date=2024-01-10&time=04:00&lon=80', { key });
    expect(noLat.status).toBe(400);
  });
});
