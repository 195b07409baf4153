/** GET /v1/astrology/jaimini through the real app (bodies, errors included, validated against openapi.yaml by the helper). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let key: string;
let accountId: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey: key, accountId } = await app.createAccount({ creditCents: 10_000 }));
}, 60_000);
afterAll(async () => { await app?.close(); });

const birth = 'date=1990-05-15&time=14:30&lat=28.6139&lon=77.2090';
const usageRows = async () => app.ctx.db('usage_events').where({ account_id: accountId, operation_id: 'getJaimini' });

describe('GET /v1/astrology/jaimini', () => {
  it('eight karakas by default, twelve padas, the drishti table; billed once as an astrology call', async () => {
    const res = await app.request('GET', `/v1/astrology/jaimini?${birth}`, { key });
    expect(res.status).toBe(200);
    expect(res.body.karaka_scheme).toMatchObject({ karakas: 8, rahu_included: true });
    expect(res.body.chara_karakas).toHaveLength(8);
    const degrees = res.body.chara_karakas.map((k: { karaka_degree: number }) => k.karaka_degree);
    expect(degrees).toEqual([...degrees].sort((a, b) => b - a));
    expect(res.body.karakamsa.planet).toBe(res.body.chara_karakas[0].planet);
    expect(res.body.arudha_padas.map((p: { pada: string }) => p.pada)).toEqual(
      ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'A11', 'A12']);
    expect(res.body.upapada.sign).toBe(res.body.arudha_padas[11].sign);
    expect(res.body.rashi_drishti.signs).toHaveLength(12);
    expect(res.body.rashi_drishti.planets).toHaveLength(9);
    for (let i = 0; i < 200 && (await usageRows()).length < 1; i++) await new Promise((r) => setTimeout(r, 25));
    const rows = await usageRows();
    expect(rows).toHaveLength(1);
    expect(rows[0].endpoint_type).toBe('astrology');
    expect(Number(rows[0].cost_micro_usd)).toBe(2000); // config/prices.yaml astrology_call: $0.002
  }, 30_000);

  it('karakas=7 in Tamil; the PVR Chart 1 arudha lagna and upapada', async () => {
    const res = await app.request('GET', `/v1/astrology/jaimini?${birth}&karakas=7&language=ta`, { key });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('ta');
    expect(res.body.chara_karakas).toHaveLength(7);
    expect(res.body.chara_karakas.map((k: { abbreviation: string }) => k.abbreviation)).not.toContain('PiK');
    expect(res.body.chara_karakas[0].planet_local).toBeTruthy();
    expect(res.body.arudha_padas[0].name_local).toBe('ஆரூட லக்னம்');
    // Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 9 Example 29 / Chart 1: AL Gemini, UL Libra.
    const pvr = await app.request('GET', '/v1/astrology/jaimini?date=2000-04-09&time=17:55&lat=42.5&lon=-71.2&tz=-4', { key });
    expect(pvr.status).toBe(200);
    expect(pvr.body.arudha_lagna.sign).toBe('Gemini');
    expect(pvr.body.upapada.sign).toBe('Libra');
  }, 30_000);

  it.each([
    ['karakas=9', 'karakas'], ['karakas=eight', 'karakas'], ['language=fr', 'language'], ['ayanamsa=sayana', 'ayanamsa'],
    ['node=osculating', 'node'], ['tz=20', 'tz'],
  ])('%s is the 400 envelope naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/jaimini?${birth}&${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.type).toBe('invalid_request');
    expect(res.body.error.param).toBe(param);
  });

  it.each([
    ['time=14:30&lat=28.6&lon=77.2', 'date'], ['date=1990-05-15&time=25:00&lat=28.6&lon=77.2', 'time'],
    ['date=1990-05-15&time=14:30&lat=91&lon=77.2', 'lat'], ['date=1990-05-15&time=14:30&lat=28.6', 'lon'],
  ])('%s is a 400 naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/jaimini?${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});
