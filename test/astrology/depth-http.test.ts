/** Issue 24 operations through the real app (bodies validated against openapi.yaml by the helper). */
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

describe('GET /v1/astrology/divisional', () => {
  it('all 16 vargas by default; D9 of the Delhi chart agrees with the navamsa rule', async () => {
    const res = await app.request('GET', `/v1/astrology/divisional?${birth}`, { key });
    expect(res.status).toBe(200);
    expect(res.body.charts.map((c: { chart: string }) => c.chart)).toEqual(
      ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60']);
    const k = (await app.request('GET', `/v1/astrology/kundali?${birth}`, { key })).body;
    const d9 = res.body.charts.find((c: { chart: string }) => c.chart === 'D9');
    for (const p of d9.planets) {
      const lon = k.planets.find((q: { name: string }) => q.name === p.name).longitude;
      expect(p.sign).toBe(['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius',
        'Capricorn', 'Aquarius', 'Pisces'][Math.floor(lon / (30 / 9)) % 12]);
    }
    const d1 = res.body.charts[0];
    expect(d1.ascendant.sign).toBe(k.ascendant.sign);
  });

  it('chart=D9,d10 in Tamil with the parivritti trimsamsa option', async () => {
    const res = await app.request('GET', `/v1/astrology/divisional?${birth}&chart=D9,d10&language=ta&trimsamsa=parivritti`, { key });
    expect(res.status).toBe(200);
    expect(res.body.charts.map((c: { chart: string }) => c.chart)).toEqual(['D9', 'D10']);
    expect(res.body.charts[0].name_local).toBe('நவாம்சம்');
    expect(res.body.conventions.trimsamsa).toBe('parivritti');
  });

  it.each([
    ['chart=D11', 'chart'], ['chart=D9&hora=kashinath', 'hora'], ['drekkana=x', 'drekkana'], ['trimsamsa=1', 'trimsamsa'],
  ])('%s is 400 naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/divisional?${birth}&${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});

describe('kundali vargas option', () => {
  it('vargas=D9,D60 adds the two charts; absent adds none', async () => {
    const res = await app.request('GET', `/v1/astrology/kundali?${birth}&vargas=D60,D9`, { key });
    expect(res.status).toBe(200);
    expect(res.body.vargas.map((c: { chart: string }) => c.chart)).toEqual(['D9', 'D60']);
    const plain = await app.request('GET', `/v1/astrology/kundali?${birth}`, { key });
    expect(plain.body.vargas).toBeUndefined();
    const bad = await app.request('GET', `/v1/astrology/kundali?${birth}&vargas=D13`, { key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('vargas');
  });
});

describe('GET /v1/astrology/avakahada and /v1/astrology/bhava', () => {
  it('avakahada in Hindi', async () => {
    const res = await app.request('GET', `/v1/astrology/avakahada?${birth}&language=hi`, { key });
    expect(res.status).toBe(200);
    expect(res.body.nakshatra).toBe('Uttara Ashadha');
    expect(res.body.name_syllable).toEqual({ name: 'Bho', name_local: 'भो' });
  });
  it('bhava: sripati by default, equal on request, 400 naming method', async () => {
    const s = await app.request('GET', `/v1/astrology/bhava?${birth}`, { key });
    expect(s.status).toBe(200);
    expect(s.body.method).toBe('sripati');
    expect(s.body.bhavas).toHaveLength(12);
    const e = await app.request('GET', `/v1/astrology/bhava?${birth}&method=equal`, { key });
    expect(e.body.bhavas[1].madhya).toBeCloseTo((e.body.ascendant + 30) % 360, 5);
    const bad = await app.request('GET', `/v1/astrology/bhava?${birth}&method=koch`, { key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('method');
  });
});

describe('GET /v1/astrology/ashtakavarga', () => {
  it('seven BAVs with their fixed totals, SAV 337, Tamil planet names', async () => {
    const res = await app.request('GET', `/v1/astrology/ashtakavarga?${birth}&language=ta`, { key });
    expect(res.status).toBe(200);
    expect(res.body.planets.map((p: { total: number }) => p.total)).toEqual([48, 49, 39, 54, 56, 52, 39]);
    expect(res.body.sarvashtakavarga.total).toBe(337);
    expect(res.body.planets[0].planet_local).toBe('சூரியன்');
    expect(res.body.ascendant_sign).toBe('Virgo');
  });
  it('bad input is 400 naming the parameter', async () => {
    const res = await app.request('GET', '/v1/astrology/ashtakavarga?date=1990-02-30&time=14:30&lat=28.6&lon=77.2', { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('date');
  });
});

describe('GET /v1/astrology/match: method=porutham and pariharas', () => {
  const q = 'boy_date=1990-05-15&boy_time=14:30&boy_lat=28.61&boy_lon=77.21&girl_date=1992-08-21&girl_time=06:10&girl_lat=19.07&girl_lon=72.88';
  it('porutham: ten poruthams, count and verdict', async () => {
    const res = await app.request('GET', `/v1/astrology/match?${q}&method=porutham`, { key });
    expect(res.status).toBe(200);
    expect(res.body.method).toBe('porutham');
    expect(res.body.poruthams).toHaveLength(10);
    expect(res.body.total).toBe(res.body.poruthams.filter((p: { present: boolean }) => p.present).length);
  });
  it('ashtakoota states the raw total and the cancellations; pariharas=none gives the raw scores', async () => {
    const a = (await app.request('GET', `/v1/astrology/match?${q}`, { key })).body;
    const n = (await app.request('GET', `/v1/astrology/match?${q}&pariharas=none`, { key })).body;
    expect(a.method).toBe('ashtakoota');
    expect(a.pariharas.mode).toBe('apply');
    expect(n.pariharas).toMatchObject({ mode: 'none', applied: [] });
    expect(n.total_score).toBe(a.pariharas.raw_total_score);
    const gained = a.pariharas.applied.reduce((s: number, c: { koot: string }) => s + (c.koot === 'Bhakoot' ? 7 : 8), 0);
    expect(a.total_score - n.total_score).toBe(gained);
  });
  it.each([['method=kuta', 'method'], ['pariharas=some', 'pariharas']])('%s is 400 naming %s', async (x, param) => {
    const res = await app.request('GET', `/v1/astrology/match?${q}&${x}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});

describe('GET /v1/astrology/dasha/{system} and dasha levels', () => {
  it.each(['yogini', 'ashtottari'])('%s timeline with current periods', async (system) => {
    const res = await app.request('GET', `/v1/astrology/dasha/${system}?${birth}&at=2026-01-01`, { key });
    expect(res.status).toBe(200);
    expect(res.body.system).toBe(system);
    expect(res.body.cycle_years).toBe(system === 'yogini' ? 36 : 108);
    if (system === 'ashtottari') expect(typeof res.body.applicability.applicable).toBe('boolean');
    // Yogini lords recur every 36 years: the period covering `at` is the current one.
    const m = res.body.mahadasha.find((x: { start: string; end: string }) => x.start <= '2026-01-01' && x.end > '2026-01-01');
    expect(m.lord).toBe(res.body.current.mahadasha);
  });
  it('unknown system is 400 naming system; levels=5 adds sookshma and prana', async () => {
    const bad = await app.request('GET', `/v1/astrology/dasha/kalachakra?${birth}`, { key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('system');
    const res = await app.request('GET', `/v1/astrology/dasha?${birth}&at=2026-01-01&levels=5`, { key });
    expect(res.status).toBe(200);
    expect(res.body.sookshma).toHaveLength(9);
    expect(res.body.prana).toHaveLength(9);
    expect(res.body.current.prana).toBeTruthy();
    const badLevels = await app.request('GET', `/v1/astrology/dasha?${birth}&levels=7`, { key });
    expect(badLevels.status).toBe(400);
    expect(badLevels.body.error.param).toBe('levels');
  });
});

describe('GET /v1/astrology/doshas', () => {
  it('nine doshas with rules, sade sati and dhaiya periods, Hindi names, remedies on request', async () => {
    const res = await app.request('GET', `/v1/astrology/doshas?${birth}&language=hi&remedies=true`, { key });
    expect(res.status).toBe(200);
    expect(res.body.doshas.map((d: { name: string }) => d.name)).toEqual(
      ['Mangal', 'Kaal Sarp', 'Pitra', 'Kemadruma', 'Grahan', 'Guru Chandal', 'Ganda Moola', 'Kalathra', 'Shrapit']);
    expect(res.body.doshas[0].name_local).toBe('मंगल दोष');
    for (const d of res.body.doshas) if (d.present) expect(d.remedies.length).toBeGreaterThan(0);
    expect(res.body.sade_sati.length).toBeGreaterThan(0);
    const bad = await app.request('GET', `/v1/astrology/doshas?${birth}&remedies=maybe`, { key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('remedies');
  }, 30_000);
});

describe('GET /v1/astrology/shadbala', () => {
  const usageRows = async () => app.ctx.db('usage_events').where({ account_id: accountId, operation_id: 'getShadbala' });
  const waitForRows = async (n: number) => {
    for (let i = 0; i < 200 && (await usageRows()).length < n; i++) await new Promise((r) => setTimeout(r, 25));
    return usageRows();
  };
  it('seven grahas and twelve bhavas in Tamil, billed once as an astrology call', async () => {
    const res = await app.request('GET', `/v1/astrology/shadbala?${birth}&language=ta`, { key });
    expect(res.status).toBe(200);
    expect(res.body.planets.map((p: { planet: string }) => p.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
    expect(res.body.planets[0].planet_local).toBe('சூரியன்');
    expect(res.body.bhavas).toHaveLength(12);
    expect(res.body.bhavas[0].sign_local).toBeTruthy();
    expect([...res.body.strongest].sort()).toEqual(['Jupiter', 'Mars', 'Mercury', 'Moon', 'Saturn', 'Sun', 'Venus']);
    expect(res.body.planets.find((p: { rank: number }) => p.rank === 1).planet).toBe(res.body.strongest[0]);
    const rows = await waitForRows(1);
    expect(rows).toHaveLength(1);
    expect(rows[0].endpoint_type).toBe('astrology');
    expect(Number(rows[0].cost_micro_usd)).toBe(2000); // config/prices.yaml astrology_call: $0.002
  });
  it("Raman's standard horoscope in Hindi: his lords of year, month, day and hour (Saturn, Mercury, Mercury, Moon)", async () => {
    const res = await app.request('GET', '/v1/astrology/shadbala?date=1918-10-16&time=14:22&lat=13&lon=77.5833&tz=5.5&ayanamsa=raman&language=hi', { key });
    expect(res.status).toBe(200);
    expect(res.body.ayanamsa.name).toBe('raman');
    expect(res.body.time_lords).toEqual({ abda: 'Saturn', masa: 'Mercury', vara: 'Mercury', hora: 'Moon' });
    expect(res.body.planets[4]).toMatchObject({ planet: 'Jupiter', planet_local: 'गुरु' });
    expect(res.body.planets[4].rupas).toBeCloseTo(7.23, 1);
  });
  it.each([
    ['date=1990-02-30&time=14:30&lat=28.6&lon=77.2', 'date'], [`${birth}&ayanamsa=babylonian`, 'ayanamsa'],
    [`${birth}&language=fr`, 'language'], ['date=1990-12-21&time=12:00&lat=80&lon=15&tz=1', 'lat'],
  ])('%s is 400 naming %s and charges nothing', async (q, param) => {
    // The two calls above wrote their usage rows asynchronously: wait for both before counting.
    const before = (await waitForRows(2)).length;
    const res = await app.request('GET', `/v1/astrology/shadbala?${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
    await new Promise((r) => setTimeout(r, 100));
    expect((await usageRows()).length).toBe(before);
  });
});

describe('ayanamsa option', () => {
  it('kundali and the depth operations take ayanamsa; a bad one is 400 naming it', async () => {
    const k = await app.request('GET', `/v1/astrology/kundali?${birth}&ayanamsa=yukteshwar`, { key });
    expect(k.status).toBe(200);
    expect(k.body.ayanamsa.name).toBe('yukteshwar');
    const a = await app.request('GET', `/v1/astrology/ashtakavarga?${birth}&ayanamsa=raman`, { key });
    expect(a.body.ayanamsa.name).toBe('raman');
    const bad = await app.request('GET', `/v1/astrology/divisional?${birth}&ayanamsa=babylonian`, { key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('ayanamsa');
  });
});

describe('GET /v1/astrology/gochara', () => {
  it('nine transiting grahas read from the natal Moon; bad at is 400 naming at', async () => {
    const res = await app.request('GET', `/v1/astrology/gochara?${birth}&at=2026-01-01&language=ta`, { key });
    expect(res.status).toBe(200);
    expect(res.body.planets).toHaveLength(9);
    expect(res.body.natal_moon_sign).toBe('Capricorn');
    expect(res.body.planets[0].name_local).toBe('சூரியன்');
    const bad = await app.request('GET', `/v1/astrology/gochara?${birth}&at=tomorrow`, { key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('at');
  });
});

describe('GET /v1/astrology/ingresses', () => {
  it('2025: Saturn enters Pisces on 2025-03-29; Rahu and Ketu ingresses together; bad ranges are 400', async () => {
    const res = await app.request('GET', '/v1/astrology/ingresses?from=2025-01-01&to=2026-01-01', { key });
    expect(res.status).toBe(200);
    const sat = res.body.events.find((e: { planet: string; type: string }) => e.planet === 'Saturn' && e.type === 'ingress');
    expect(sat).toMatchObject({ sign: 'Pisces', from_sign: 'Aquarius' });
    expect(sat.at.startsWith('2025-03-29')).toBe(true);
    const rahu = res.body.events.filter((e: { planet: string }) => e.planet === 'Rahu').map((e: { at: string }) => e.at);
    const ketu = res.body.events.filter((e: { planet: string }) => e.planet === 'Ketu').map((e: { at: string }) => e.at);
    expect(ketu).toEqual(rahu);
    for (const [q, param] of [['from=2025-01-01&to=2024-01-01', 'to'], ['from=2000-01-01&to=2040-01-01', 'to'], ['from=2025-13-01&to=2026-01-01', 'from']]) {
      const bad = await app.request('GET', `/v1/astrology/ingresses?${q}`, { key });
      expect(bad.status).toBe(400);
      expect(bad.body.error.param).toBe(param);
    }
  }, 30_000);
});
