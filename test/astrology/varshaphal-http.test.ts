/** GET /v1/astrology/varshaphal through the real app (bodies, errors included, validated against openapi.yaml by the helper). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { MAX_YEAR, MIN_YEAR } from '../../src/astrology/validate';

let app: TestApp;
let key: string;
let accountId: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey: key, accountId } = await app.createAccount({ creditCents: 10_000 }));
}, 60_000);
afterAll(async () => { await app?.close(); });

const birth = 'date=1990-05-15&time=14:30&lat=28.6139&lon=77.2090&tz=5.5';
const usageRows = async () => app.ctx.db('usage_events').where({ account_id: accountId, operation_id: 'getVarshaphal' });

describe('GET /v1/astrology/varshaphal', () => {
  it('the 2026 return of a Delhi birth: instant as PyJHora gives it, every block; billed once as an astrology call', async () => {
    const res = await app.request('GET', `/v1/astrology/varshaphal?${birth}&year=2026`, { key });
    expect(res.status).toBe(200);
    expect(res.body.solar_return.local_datetime).toBe('2026-05-15T20:02:31+05:30'); // PyJHora 4.8.7: 2026-05-15 20:02:31
    expect(res.body.age).toBe(36);
    expect(res.body.year_lord.candidates).toHaveLength(5);
    expect(res.body.sahams.sahams).toHaveLength(21);
    expect(res.body.mudda_dasha.periods).toHaveLength(9);
    expect(res.body.tajika_aspects.aspects).toHaveLength(21);
    for (let i = 0; i < 200 && (await usageRows()).length < 1; i++) await new Promise((r) => setTimeout(r, 25));
    const rows = await usageRows();
    expect(rows).toHaveLength(1);
    expect(rows[0].endpoint_type).toBe('astrology');
  }, 30_000);

  it('age in Hindi with a return elsewhere and a return_tz', async () => {
    const res = await app.request('GET', `/v1/astrology/varshaphal?${birth}&age=30&language=hi&return_lat=51.5&return_lon=-0.12&return_tz=0`, { key });
    expect(res.status).toBe(200);
    expect(res.body.year).toBe(2020);
    expect(res.body.solar_return.tz_offset_hours).toBe(0);
    expect(res.body.solar_return.place).toEqual({ lat: 51.5, lon: -0.12 });
    expect(res.body.sahams.sahams[0].name_local).toBe('पुण्य सहम');
    expect(res.body.chart.planets[0].planet_local).toBeTruthy();
  }, 30_000);

  it.each([
    ['', 'year'], ['year=2026&age=36', 'year'], ['year=1980', 'year'], [`year=${MAX_YEAR + 1}`, 'year'], ['year=20x6', 'year'],
    ['year=2026.5', 'year'], ['age=-1', 'age'], ['age=3.5', 'age'], [`age=${MAX_YEAR - MIN_YEAR}`, 'age'],
    ['year=2026&return_lat=51.5', 'return_lon'], ['year=2026&return_lon=0', 'return_lat'], ['year=2026&return_lat=95&return_lon=0', 'return_lat'],
    ['year=2026&return_lat=10&return_lon=190', 'return_lon'], ['year=2026&return_tz=15', 'return_tz'],
    ['year=2026&language=fr', 'language'], ['year=2026&ayanamsa=sayana', 'ayanamsa'], ['year=2026&node=osculating', 'node'], ['year=2026&tz=20', 'tz'],
  ])('%s is the 400 envelope naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/varshaphal?${birth}&${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.type).toBe('invalid_request');
    expect(res.body.error.param).toBe(param);
  });

  it.each([
    ['time=14:30&lat=28.6&lon=77.2&year=2026', 'date'], ['date=1990-05-15&time=25:00&lat=28.6&lon=77.2&year=2026', 'time'],
    ['date=1990-05-15&time=14:30&lat=91&lon=77.2&year=2026', 'lat'], ['date=1990-05-15&time=14:30&lat=28.6&year=2026', 'lon'],
  ])('%s is a 400 naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/varshaphal?${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});
