/**
 * The 1000-2999 range and the `calendar` parameter through the real app (bodies validated against openapi.yaml by the
 * helper): a Julian-calendar birth, local mean time, the reform's missing days, the range ends, match and panchang.
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

const get = (q: string) => app.request('GET', q, { key });

describe('astrology over 1000-2999 with calendars', () => {
  it('a London birth of 1450 (Julian by default) is read in the place\'s local mean time and says so', async () => {
    const res = await get('/v1/astrology/kundali?date=1450-03-01&time=09:45&lat=51.5074&lon=-0.1278&system=western');
    expect(res.status).toBe(200);
    expect(res.body.time).toMatchObject({
      calendar: 'julian', date_given: '1450-03-01', date_gregorian: '1450-03-10', date_julian: '1450-03-01',
      tz_source: 'local_mean_time', zone: 'Europe/London',
    });
    expect(res.body.time.tz_offset_hours).toBeCloseTo(-0.1278 / 15, 3);
    expect(res.body.time.utc_datetime).toBe('1450-03-10T09:45:31Z');
    const greg = await get('/v1/astrology/kundali?date=1450-03-10&time=09:45&lat=51.5074&lon=-0.1278&system=western&calendar=gregorian');
    expect(greg.status).toBe(200);
    expect(greg.body.time.utc_datetime).toBe(res.body.time.utc_datetime);
    expect(greg.body.planets).toEqual(res.body.planets);
  }, 30_000);

  it('1582-10-10 does not exist by default (400 naming date); either calendar reads it when asked', async () => {
    const bad = await get('/v1/astrology/kundali?date=1582-10-10&time=12:00&lat=41.9&lon=12.5');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: 'invalid_request', param: 'date' });
    expect(bad.body.error.message).toMatch(/does not exist/);
    const jul = await get('/v1/astrology/kundali?date=1582-10-10&time=12:00&lat=41.9&lon=12.5&calendar=julian');
    expect(jul.status).toBe(200);
    expect(jul.body.time.date_gregorian).toBe('1582-10-20');
    const greg = await get('/v1/astrology/kundali?date=1582-10-10&time=12:00&lat=41.9&lon=12.5&calendar=gregorian');
    expect(greg.status).toBe(200);
    expect(greg.body.time.date_julian).toBe('1582-09-30');
  }, 30_000);

  it.each([
    ['date=0999-12-31', 'date'], ['date=3000-01-01', 'date'], ['date=1300-05-01&calendar=hijri', 'calendar'],
    ['date=1700-02-29', 'date'],
  ])('%s is the 400 envelope naming %s', async (q, param) => {
    const res = await get(`/v1/astrology/kundali?time=10:00&lat=28.6&lon=77.2&${q}`);
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });

  it('the range ends: 1000-01-01 and 2999-12-31 give charts, with ΔT as SE forecasts it', async () => {
    const first = await get('/v1/astrology/kundali?date=1000-01-01&time=00:00&lat=28.6&lon=77.2&tz=5.5');
    expect(first.status).toBe(200);
    expect(first.body.time.date_gregorian).toBe('1000-01-06');
    expect(first.body.time.delta_t_seconds).toBeCloseTo(1463.4, 0);
    const last = await get('/v1/astrology/kundali?date=2999-12-31&time=23:59&lat=28.6&lon=77.2&tz=5.5');
    expect(last.status).toBe(200);
    expect(last.body.time.calendar).toBe('gregorian');
    expect(last.body.time.delta_t_seconds).toBeGreaterThan(3000);
    // A Julian leap day that the Gregorian calendar lacks (1100 is not a Gregorian leap year).
    const leap = await get('/v1/astrology/kundali?date=1100-02-29&time=12:00&lat=48.86&lon=2.35');
    expect(leap.status).toBe(200);
    expect(leap.body.time.date_gregorian).toBe('1100-03-07');
  }, 30_000);

  it('match reads both births in the calendar asked; the panchang of a 1500 day uses local mean time', async () => {
    const m = await get('/v1/astrology/match?boy_date=1490-01-10&boy_time=10:00&boy_lat=25.3&boy_lon=83&girl_date=1495-07-20&girl_time=06:00&girl_lat=25.3&girl_lon=83&calendar=julian');
    expect(m.status).toBe(200);
    const p = await get('/v1/astrology/panchang?date=1500-01-01&lat=18.52&lon=73.86');
    expect(p.status).toBe(200);
    expect(p.body.time_zone.tz_source).toBe('local_mean_time');
    expect(p.body.date).toBe('1500-01-10'); // Julian 1500-01-01 is the Gregorian 1500-01-10, the date every answer uses
    expect(p.body.sunrise).toMatch(/^1500-01-10T0[67]:\d{2}:\d{2}\+04:55$/);
    expect(p.body.date_reading).toEqual({ calendar: 'julian', date_given: '1500-01-01', date_gregorian: '1500-01-10', date_julian: '1500-01-01' });
    const periods = await get('/v1/astrology/panchang/periods?date=1500-01-10&lat=18.52&lon=73.86&calendar=gregorian');
    expect(periods.status).toBe(200);
    expect(periods.body.date_reading).toMatchObject({ calendar: 'gregorian', date_julian: '1500-01-01' });
    expect(periods.body.sunrise).toBe(p.body.sunrise);
  }, 60_000);

  /** Every astrology operation at both ends of the range: an answer valid against the contract, never a 500. */
  const ends = [
    { birth: 'date=1000-01-01&time=06:00&lat=28.6139&lon=77.2090', p2: 'p2_date=1000-02-01&p2_time=08:00&p2_lat=51.5&p2_lon=-0.12', day: '1000-03-01', year: 1001, month: '1000-05', after: '1000-03-01T00:00:00Z' },
    { birth: 'date=2999-06-15&time=18:00&lat=28.6139&lon=77.2090', p2: 'p2_date=2999-11-01&p2_time=08:00&p2_lat=51.5&p2_lon=-0.12', day: '2999-10-01', year: 2998, month: '2999-11', after: '2999-12-31T23:00:00Z' },
  ];
  it.each(ends.map((e) => [e.day.slice(0, 4), e] as const))('every operation answers in %s', async (_, e) => {
    const b = e.birth;
    const { apiKey: own } = await app.createAccount({ creditCents: 10_000 }); // its own key: 31 calls, 60 a minute per key
    const paths = [
      `kundali?${b}`, `kundali?${b}&system=kp`, `kundali?${b}&system=western`, `dasha?${b}&at=${e.after}`, `aspects?${b}`,
      `transits?${b}&at=${e.day}`, `divisional?${b}&chart=D9`, `avakahada?${b}`, `bhava?${b}`, `dasha/yogini?${b}`, `doshas?${b}`,
      `kp?${b}`, `kp/ruling-planets?${b}`, `gochara?${b}&at=${e.day}`, `ashtakavarga?${b}`, `jaimini?${b}`, `shadbala?${b}`,
      `synastry?${b.replace(/(^|&)/g, '$1p1_')}&${e.p2}`, `progressions?${b}&at=${e.day}`, `wheel?${b}`, `chart?${b}&style=south`,
      `report?${b}`, `panchang?date=${e.day}&lat=13.08&lon=80.27`, `panchang/periods?date=${e.day}&lat=13.08&lon=80.27`,
      `panchang/balam?date=${e.day}&lat=13.08&lon=80.27&birth_nakshatra=Rohini`,
      `panchang/chandrashtama?moon_sign=Taurus&start=${e.day}&end=${e.day.slice(0, 8)}28&lat=13.08&lon=80.27`,
      `horoscope?sign=leo&date=${e.day}`, `ingresses?from=${e.day}&to=${e.month}-28`, `festivals?year=${e.year}&lat=13.08&lon=80.27`, `varshaphal?${b}&age=0`,
      `match?${b.replace(/(^|&)/g, '$1boy_')}&${b.replace(/(^|&)/g, '$1girl_').replace('06:00', '07:00').replace('18:00', '19:00')}`,
    ];
    for (const path of paths) {
      const res = await app.request('GET', `/v1/astrology/${path}`, { key: own });
      expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
    }
  }, 240_000);
});
