import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  key = (await app.createAccount({ creditCents: 10_000 })).apiKey;
});
afterAll(async () => { await app?.close(); });

const birth = 'date=1990-05-15&time=14:30&lat=28.6139&lon=77.2090';

describe('GET /v1/astrology/kundali', () => {
  it.each(['vedic', 'kp', 'western'])('%s chart: every field of spec 2.6, validated against openapi.yaml', async (system) => {
    const res = await app.request('GET', `/v1/astrology/kundali?${birth}&system=${system}`, { key });
    expect(res.status).toBe(200);
    const k = res.body;
    expect(k.engine).toBeTruthy();
    expect(k.planets.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']));
    for (const p of k.planets) {
      expect(p.degree).toBeGreaterThanOrEqual(0);
      expect(p.degree).toBeLessThan(30);
      expect(p.longitude).toBeGreaterThanOrEqual(0);
      expect(p.longitude).toBeLessThan(360);
    }
    const rahu = k.planets.find((p: { name: string }) => p.name === 'Rahu');
    const ketu = k.planets.find((p: { name: string }) => p.name === 'Ketu');
    expect(Math.abs(((rahu.longitude - ketu.longitude + 360) % 360) - 180)).toBeLessThan(1e-6);
    expect(k.houses).toHaveLength(12);
    if (system === 'western') expect(k.planets.map((p: { name: string }) => p.name)).toContain('Pluto');
    if (system === 'kp') expect(k.planets[0].sub_lord).toBeTruthy();
  });

  it('the timezone defaults to the IANA zone of the coordinates (Delhi: +5:30)', async () => {
    const res = await app.request('GET', `/v1/astrology/kundali?${birth}`, { key });
    expect(res.body.time.zone).toBe('Asia/Kolkata');
    expect(res.body.time.tz_offset_hours).toBe(5.5);
    expect(res.body.time.utc_datetime).toMatch(/^1990-05-15T09:00/);
  });

  it('localized names are added beside the canonical English ones', async () => {
    const res = await app.request('GET', `/v1/astrology/kundali?${birth}&language=hi`, { key });
    expect(res.body.planets[0].name).toBe('Sun');
    expect(res.body.planets[0].name_local).toBeTruthy();
    expect(res.body.planets[0].name_local).not.toBe('Sun');
  });

  it('a JSON answer with non-ASCII text declares its length in UTF-8 bytes', async () => {
    const res = await app.request('GET', `/v1/astrology/kundali?${birth}&language=hi`, { key });
    expect(res.text).toMatch(/[\u0900-\u097f]/); // Devanagari: several bytes per character
    const bytes = Buffer.byteLength(res.text, 'utf8');
    expect(bytes).toBeGreaterThan(res.text.length);
    expect(Number(res.headers.get('content-length'))).toBe(bytes);
  });

  it.each([
    ['date=2023-02-30&time=10:00&lat=0&lon=0', 'date'],
    ['date=2000-01-01&time=24:61&lat=0&lon=0', 'time'],
    ['date=2000-01-01&time=10:00&lat=91&lon=0', 'lat'],
    ['date=2000-01-01&time=10:00&lat=0&lon=-181', 'lon'],
    ['date=0999-01-01&time=10:00&lat=0&lon=0', 'date'], ['date=1582-10-10&time=10:00&lat=0&lon=0', 'date'],
    ['date=2000-01-01&time=10:00&lat=0&lon=0&system=babylonian', 'system'],
    ['date=2000-01-01&time=10:00&lat=0&lon=0&language=xx', 'language'],
    ['date=2000-01-01&time=10:00&lat=78.2&lon=15.6&system=western', 'lat'],
  ])('%s is 400 invalid_request naming %s', async (query, param) => {
    const res = await app.request('GET', `/v1/astrology/kundali?${query}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param });
  });

  it('needs the astrology scope', async () => {
    const scoped = await app.request('POST', '/v1/keys', { key, json: { scopes: ['inference'] } });
    const res = await app.request('GET', `/v1/astrology/kundali?${birth}`, { key: scoped.body.key });
    expect(res.status).toBe(403);
  });
});

describe('GET /v1/astrology/match', () => {
  it('eight koots in spec order with their maxima, total out of 36', async () => {
    const q = 'boy_date=1990-05-15&boy_time=14:30&boy_lat=28.61&boy_lon=77.21&girl_date=1992-08-21&girl_time=06:10&girl_lat=19.07&girl_lon=72.88';
    const res = await app.request('GET', `/v1/astrology/match?${q}`, { key });
    expect(res.status).toBe(200);
    expect(res.body.max_score).toBe(36);
    expect(res.body.koots.map((k: { name: string; max: number }) => [k.name, k.max])).toEqual([
      ['Varna', 1], ['Vashya', 2], ['Tara', 3], ['Yoni', 4], ['Graha Maitri', 5], ['Gana', 6], ['Bhakoot', 7], ['Nadi', 8],
    ]);
    const sum = res.body.koots.reduce((s: number, k: { score: number }) => s + k.score, 0);
    expect(res.body.total_score).toBeCloseTo(sum, 6);
    expect(typeof res.body.mangal_dosha.boy).toBe('boolean');
  });

  it('a missing partner parameter is 400 naming it', async () => {
    const res = await app.request('GET', '/v1/astrology/match?boy_date=1990-05-15&boy_time=14:30&boy_lat=28.61&boy_lon=77.21', { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toMatch(/^girl_/);
  });
});

describe('GET /v1/astrology/horoscope', () => {
  it('is deterministic for (sign, date, type, language)', async () => {
    const a = await app.request('GET', '/v1/astrology/horoscope?sign=leo&date=2026-11-22&type=weekly', { key });
    const b = await app.request('GET', '/v1/astrology/horoscope?sign=leo&date=2026-11-22&type=weekly', { key });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).toMatchObject({ sign: 'leo', date: '2026-11-22' });
    expect(Number.isInteger(a.body.lucky_number)).toBe(true);
  });

  it('an unknown sign is 400 naming sign', async () => {
    const res = await app.request('GET', '/v1/astrology/horoscope?sign=ophiuchus', { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('sign');
  });
});

describe('GET /v1/astrology/dasha', () => {
  it('nine mahadashas spanning 120 years from birth, and the current periods at `at`', async () => {
    const res = await app.request('GET', `/v1/astrology/dasha?${birth}&at=2026-11-22`, { key });
    expect(res.status).toBe(200);
    const md = res.body.mahadasha;
    expect(md).toHaveLength(9);
    expect(md.reduce((s: number, p: { years: number }) => s + p.years, 0)).toBeLessThanOrEqual(120 + 1e-9);
    for (let i = 1; i < md.length; i++) expect(md[i].start).toBe(md[i - 1].end);
    expect(res.body.current.mahadasha).toBeTruthy();
    expect(res.body.current.antardasha).toBeTruthy();
    expect(res.body.current.pratyantardasha).toBeTruthy();
  });
});

describe('GET /v1/astrology/chart', () => {
  it.each(['north', 'south', 'western'])('%s style is an SVG document', async (style) => {
    const res = await app.request('GET', `/v1/astrology/chart?${birth}&style=${style}`, { key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.text).toMatch(/^<svg [^>]*>[\s\S]*<\/svg>$/);
  });

  it('an unknown style is 400', async () => {
    const res = await app.request('GET', `/v1/astrology/chart?${birth}&style=bengali`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('style');
  });
});
