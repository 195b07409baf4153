/**
 * The computing agents' citations through the real app: every cited id is a corpus note (work, chapter, verse and
 * the text in the run's language), and its rule holds for the answer, checked against the panchang and festival
 * operations for the same place and days (GET /v1/astrology/panchang, /festivals): an avoidance rule is cited
 * exactly when a day of the range fell under it, a favouring rule only when a chosen day meets it, the tithi-at-kala
 * rule only when the festival's tithi prevails at its kala on the stated day. Streamed runs carry the same citations
 * in the done result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { SseParser } from '../../src/providers/sse';
import { CORPUS_BY_ID } from '../../src/astrology/chat/corpus/entries';
import { panchang } from '../../src/astrology/panchang';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey: key } = await app.createAccount({ creditCents: 10_000 }));
}, 60_000);
afterAll(async () => { await app?.close(); });

const CHENNAI = { lat: 13.0827, lon: 80.2707 };
/** Muhurta Chintamani ch. 1: rikta tithis (Chaturthi, Navami, Chaturdashi of either paksha). */
const RIKTA = [4, 9, 14, 19, 24, 29];
/** Muhurta Chintamani ch. 1: the fixed, soft, light and movable nakshatras. */
const SHUBHA = ['Ashwini', 'Rohini', 'Mrigashira', 'Punarvasu', 'Pushya', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Anuradha',
  'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Uttara Bhadrapada', 'Revati'];
/** Muhurta Chintamani ch. 1: the nanda, bhadra, jaya and purna tithis the general puja takes. */
const GOOD_TITHIS = [2, 3, 5, 7, 10, 11, 13, 17, 18, 20];

const run = async (body: unknown) => app.request('POST', '/v1/agents/run', { key, json: body });

function expectCorpusCitations(citations: any[], lang: 'en' | 'hi' | 'ta') {
  expect(citations.length).toBeGreaterThan(0);
  for (const c of citations) {
    const e = CORPUS_BY_ID.get(c.id);
    expect(e, c.id).toBeDefined();
    expect(c).toEqual({ id: e!.id, work: e!.work, chapter: e!.chapter, verse: e!.verse, text: e!.text[lang] });
  }
}

/** The days' panchang from the engine that GET /v1/astrology/panchang serves (in process: a request per day would hit the rate limit). */
function panchangDays(from: string, to: string, loc: { lat: number; lon: number }) {
  const out: any[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) {
    out.push(panchang({ date: new Date(d).toISOString().slice(0, 10), lat: loc.lat, lon: loc.lon, tz: 5.5 }));
  }
  return out;
}

describe('puja-planner citations', () => {
  it.each([
    ['en', 'Plan a Satyanarayan puja at home.', [15, 11, 26]],
    ['hi', 'Plan a puja for my family.', GOOD_TITHIS],
    ['ta', 'Plan a Satyanarayan puja at home.', [15, 11, 26]],
  ] as const)('%s: each cited rule holds for the range and the chosen days', async (lang, input, pujaTithis) => {
    const range = { start_date: '2025-11-01', end_date: '2025-11-21' };
    const res = await run({ agent_id: 'puja-planner', input, context: { location: CHENNAI, language: lang, preferences: range } });
    expect(res.status).toBe(200);
    const citations = res.body.citations as any[];
    expectCorpusCitations(citations, lang);
    const ids = new Set(citations.map((c) => c.id));
    const days = panchangDays(range.start_date, range.end_date, CHENNAI);
    const picks = (res.body.steps.find((s: any) => s.tool === 'find_muhurta').output as any[]).map((w) => days.find((d) => d.date === w.date));
    expect(picks.length).toBeGreaterThan(0);
    const notChosen = (t: number) => !(pujaTithis as readonly number[]).includes(t);
    // Avoidances: cited exactly when a day of the range fell under them (the days were checked against the rule).
    expect(ids.has('mc-1-rikta-tithi')).toBe(days.some((d) => RIKTA.includes(d.tithi.number) && notChosen(d.tithi.number)));
    expect(ids.has('mc-1-amavasya')).toBe(days.some((d) => d.tithi.number === 30 && notChosen(30)));
    const badYoga = (d: any) => ['Vyatipata', 'Vaidhriti'].includes(d.yoga.name);
    expect(ids.has('mc-1-vyatipata-vaidhriti')).toBe(days.some(badYoga));
    for (const p of picks) expect(badYoga(p), p.date).toBe(false);
    // Favouring rules: cited only when a chosen day meets them.
    if (ids.has('mc-1-shubha-nakshatra')) expect(picks.some((p) => SHUBHA.includes(p.nakshatra.name))).toBe(true);
    if (ids.has('mc-1-shukla-paksha')) expect(picks.some((p) => p.tithi.number <= 15)).toBe(true);
    if (ids.has('mc-1-tithi-classes')) expect(picks.some((p) => GOOD_TITHIS.includes(p.tithi.number))).toBe(true);
    expect(ids.has('mc-1-tithi-classes')).toBe(lang === 'hi' && picks.some((p) => GOOD_TITHIS.includes(p.tithi.number)));
    if (ids.has('mc-1-vishti-karana')) expect(res.body.output).toMatch(/avoids [^\n]*Vishti/);
    // The Purnima of 5 November 2025 is chosen for Satyanarayan: Shukla paksha holds and is cited.
    if (lang !== 'hi') {
      expect(picks[0].date).toBe('2025-11-05');
      expect(ids.has('mc-1-shukla-paksha')).toBe(true);
    }
  }, 120_000);

  it('a streamed run carries the same citations in its done result', async () => {
    const body = { agent_id: 'puja-planner', input: 'Plan a Ganesh puja.', context: { location: CHENNAI, preferences: { start_date: '2025-11-01', end_date: '2025-11-10' } } };
    const plain = await run(body);
    const res = await fetch(`${app.url}/v1/agents/run`, {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ ...body, stream: true }),
    });
    const events = new SseParser().push(await res.text()).filter((e) => e.data !== '[DONE]').map((e) => JSON.parse(e.data));
    const done = events.at(-1);
    expect(done.type).toBe('done');
    expect(done.result.citations.length).toBeGreaterThan(0);
    expect(done.result.citations).toEqual(plain.body.citations);
  }, 60_000);
});

describe('temple-assistant citations', () => {
  it.each(['en', 'hi', 'ta'] as const)('%s: Diwali cites the tithi-at-kala rule, which holds for the stated day', async (lang) => {
    const res = await run({ agent_id: 'temple-assistant', input: 'When is Diwali?', context: { location: CHENNAI, language: lang, preferences: { date: '2025-09-01' } } });
    expect(res.status).toBe(200);
    expectCorpusCitations(res.body.citations, lang);
    expect(res.body.citations.map((c: any) => c.id)).toEqual(['ns-1-tithi-at-kala']);
    expect(res.body.output).toContain('Diwali (Lakshmi Puja) on 2025-10-20');
    // The rule holds: Amavasya prevails at pradosh (the kala) of 20 October, not at that of the day before.
    const cal = (await app.request('GET', `/v1/astrology/festivals?year=2025&lat=${CHENNAI.lat}&lon=${CHENNAI.lon}`, { key })).body;
    const diwali = cal.events.find((e: any) => e.name.startsWith('Diwali'));
    expect(diwali).toMatchObject({ date: '2025-10-20', kala: 'pradosh' });
    const at = Date.parse(diwali.observed_at);
    expect(at).toBeGreaterThanOrEqual(Date.parse(diwali.tithi.start));
    expect(at).toBeLessThan(Date.parse(diwali.tithi.end));
    const [before] = panchangDays('2025-10-19', '2025-10-19', CHENNAI);
    expect(Date.parse(before.sunset)).toBeLessThan(Date.parse(diwali.tithi.start));
  }, 120_000);

  it('a question with no festival found cites nothing', async () => {
    const res = await run({ agent_id: 'temple-assistant', input: 'When is Diwali?', context: { location: CHENNAI, preferences: { date: '2998-12-01' } } });
    expect(res.status).toBe(200);
    expect(res.body.output).toMatch(/^No diwali falls/);
    expect(res.body.citations).toEqual([]);
  }, 60_000);
});
