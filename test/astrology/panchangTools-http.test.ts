/**
 * The panchang tools through the real app (every body validated against openapi.yaml by the test helper): periods
 * (choghadiya, hora, gowri), balam (tarabala, chandrabalam), chandrashtama, and the Tamil date on /panchang.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey: key } = await app.createAccount({ creditCents: 10_000 }));
}, 60_000);
afterAll(async () => { await app?.close(); });

const place = 'lat=13.0827&lon=80.2707';

describe('GET /v1/astrology/panchang/periods', () => {
  it('Monday in Chennai: Amrit first by day, Char by night, Moon hora, Amirdha gowri; Tamil names', async () => {
    const res = await app.request('GET', `/v1/astrology/panchang/periods?date=2025-10-20&${place}&language=ta`, { key });
    expect(res.status).toBe(200);
    expect(res.body.vara.lord).toBe('Moon');
    expect(res.body.choghadiya.day[0]).toMatchObject({ name: 'Amrit', lord: 'Moon', quality: 'good', name_local: 'அமிர்தம்' });
    expect(res.body.choghadiya.night[0].name).toBe('Char');
    expect(res.body.hora).toHaveLength(24);
    expect(res.body.hora[0]).toMatchObject({ lord: 'Moon', lord_local: 'சந்திரன்', part: 'day' });
    expect(res.body.gowri_panchangam.day[0].name).toBe('Amirdha');
    const p = (await app.request('GET', `/v1/astrology/panchang?date=2025-10-20&${place}`, { key })).body;
    expect(res.body.sunrise).toBe(p.sunrise);
    expect(res.body.sunset).toBe(p.sunset);
  });

  it('a fixed tz offset is used as given', async () => {
    const res = await app.request('GET', `/v1/astrology/panchang/periods?date=2025-10-20&${place}&tz=5.5`, { key });
    expect(res.status).toBe(200);
    expect(res.body.time_zone).toEqual({ tz_offset_hours: 5.5, zone: null, tz_source: 'request' });
  });

  it.each([
    ['date=2025-13-01&lat=13.0827&lon=80.2707', 'date'], ['date=2025-10-20&lat=95&lon=80.2707', 'lat'],
    ['date=2025-10-20&lat=13.0827&lon=80.2707&language=fr', 'language'], ['date=2025-10-20&lat=13.0827', 'lon'],
    // Longyearbyen at midsummer: the Sun does not set.
    ['date=2025-06-21&lat=78.2&lon=15.6', 'lat'],
  ])('%s is 400 naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/panchang/periods?${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});

describe('GET /v1/astrology/panchang/balam', () => {
  it('Rohini / Taurus on 2025-10-20: Hasta = Janma then Chitra = Sampat; Moon in Virgo = 5th, unfavourable', async () => {
    const res = await app.request('GET', `/v1/astrology/panchang/balam?date=2025-10-20&${place}&birth_nakshatra=Rohini&moon_sign=Taurus&language=hi`, { key });
    expect(res.status).toBe(200);
    expect(res.body.tarabala.map((t: { tara: { name: string } }) => t.tara.name)).toEqual(['Janma', 'Sampat']);
    expect(res.body.tarabala[1].tara.name_local).toBe('सम्पत्');
    expect(res.body.chandrabalam[0]).toMatchObject({ position: 5, favourable: false, moon_sign: { name: 'Virgo' } });
  });

  it('only a Moon sign: tarabala is null', async () => {
    const res = await app.request('GET', `/v1/astrology/panchang/balam?date=2025-10-20&${place}&moon_sign=6`, { key });
    expect(res.status).toBe(200);
    expect(res.body.tarabala).toBeNull();
    expect(res.body.birth_nakshatra).toBeNull();
    expect(res.body.chandrabalam[0].position).toBe(1);
  });

  it.each([
    ['', 'birth_nakshatra'], ['&birth_nakshatra=0', 'birth_nakshatra'], ['&birth_nakshatra=Pluto', 'birth_nakshatra'],
    ['&moon_sign=13', 'moon_sign'], ['&moon_sign=Rohini', 'moon_sign'],
  ])('%s is 400 naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/panchang/balam?date=2025-10-20&${place}${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});

describe('GET /v1/astrology/panchang/chandrashtama', () => {
  it('Taurus in October 2025: the Moon in Sagittarius, a stay running into 1 October and one on 26-28 October', async () => {
    const res = await app.request('GET', `/v1/astrology/panchang/chandrashtama?moon_sign=Taurus&start=2025-10-01&end=2025-10-31&${place}&language=ta`, { key });
    expect(res.status).toBe(200);
    expect(res.body.eighth_sign).toMatchObject({ number: 9, name: 'Sagittarius', name_local: 'தனுசு' });
    expect(res.body.periods.map((p: { dates: string[] }) => p.dates)).toEqual([['2025-10-01'], ['2025-10-26', '2025-10-27', '2025-10-28']]);
  });

  it.each([
    ['moon_sign=Taurus&start=2025-10-31&end=2025-10-01', 'end'], ['moon_sign=Taurus&start=2025-01-01&end=2026-01-05', 'end'],
    ['moon_sign=0&start=2025-01-01&end=2025-01-05', 'moon_sign'], ['moon_sign=Leo&start=2025-1-01&end=2025-01-05', 'start'],
    ['start=2025-01-01&end=2025-01-05', 'moon_sign'],
  ])('%s is 400 naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/panchang/chandrashtama?${q}&${place}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});

describe('GET /v1/astrology/panchang in Tamil', () => {
  it('carries the Tamil solar date: 2025-01-14 is Thai 1 (Pongal)', async () => {
    const res = await app.request('GET', `/v1/astrology/panchang?date=2025-01-14&${place}&language=ta`, { key });
    expect(res.status).toBe(200);
    expect(res.body.tamil_date).toMatchObject({ month: { number: 10, name: 'Thai', name_local: 'தை' }, day: 1, month_start: '2025-01-14' });
    const en = await app.request('GET', `/v1/astrology/panchang?date=2025-01-14&${place}`, { key });
    expect(en.body.tamil_date).toBeUndefined();
  });
});
