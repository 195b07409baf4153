/**
 * The golden set: ordinary questions users ask, in English, Hindi and Tamil, through POST /v1/chat/completions
 * (graha-astro-standard). Each answer must answer what was asked, first: its first line carries the fact the question
 * asks for, as the structured endpoints compute it for the same birth (GET /v1/astrology/kundali, /dasha, /shadbala,
 * /doshas, /match ...), and a compound question gets every part answered in the order asked. Citations must hold for
 * the chart. The reference values are fetched from the endpoints, never written into the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import { lookupPlace } from '../../src/astrology/chat/places';
import { expectCitationsApply, kundaliOf, matchOf, transitsAt, type Birth } from './helpers';
import { MUHURTA_NOTE } from '../../src/astrology/chat/corpus/entries';
import { GOLDEN, type Lang, type Ref } from './golden-cases';

let gw: GatewayHarness;
let key: string;
let birth: Birth;
const ref = {} as Ref;
const qs = (o: Record<string, string | number>) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();

beforeAll(async () => {
  gw = await startGateway();
  key = (await gw.app.createAccount({ plan: 'scale' })).apiKey;
  const at = (name: string) => { const r = lookupPlace(name); if (r.kind !== 'found') throw new Error(`${name} must resolve`); return r.city; };
  const chennai = at('Chennai');
  birth = { date: '1990-03-12', time: '14:30', lat: chennai.lat, lon: chennai.lon };
  ref.kundali = { en: await kundaliOf(gw.app, key, birth, 'en'), hi: await kundaliOf(gw.app, key, birth, 'hi'), ta: await kundaliOf(gw.app, key, birth, 'ta') };
  const get = async (path: string, q: object) => {
    const res = await gw.app.request<any>('GET', `${path}?${qs(q as Record<string, string | number>)}`, { key });
    expect(res.status, `${path} ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
    return res.body;
  };
  ref.shadbala = await get('/v1/astrology/shadbala', birth);
  ref.doshas = await get('/v1/astrology/doshas', birth);
  ref.dasha2027 = (await get('/v1/astrology/dasha', { ...birth, at: '2027-07-01' })).current;
  ref.transits2027 = [];
  for (let m = 1; m <= 12; m++) ref.transits2027.push(await transitsAt(gw.app, key, ref.kundali.en.moon_sign, `2027-${String(m).padStart(2, '0')}-15`));
  const chennaiToday = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  ref.panchangToday = await get('/v1/astrology/panchang', { date: chennaiToday, lat: chennai.lat, lon: chennai.lon });
  const delhi = at('New Delhi');
  const diwali = async (lat: number, lon: number) => (await get('/v1/astrology/festivals', { year: 2027, lat, lon })).events.find((e: any) => e.name === 'Diwali (Lakshmi Puja)');
  ref.diwali2027 = { delhi: await diwali(delhi.lat, delhi.lon), chennai: await diwali(chennai.lat, chennai.lon) };
  const mumbai = at('Mumbai');
  ref.match = await matchOf(gw.app, key, birth, { date: '1992-06-05', time: '08:00', lat: mumbai.lat, lon: mumbai.lon });
}, 120_000);
afterAll(async () => { await gw?.close(); });

async function ask(content: string, model = 'graha-astro-standard') {
  const res = await gw.app.request<any>('POST', '/v1/chat/completions', { key, json: { model, messages: [{ role: 'user', content }] } });
  expect(res.status).toBe(200);
  return res.body.choices[0].message;
}

describe('golden questions: the direct answer first, from the endpoints (graha-astro-standard)', () => {
  it('the set is large and covers every language', () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(60);
    for (const lang of ['en', 'hi', 'ta'] as Lang[]) expect(GOLDEN.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(20);
  });

  for (const c of GOLDEN) {
    it(`${c.lang}: ${c.q}`, async () => {
      const msg = await ask(c.q);
      const text: string = msg.content;
      if (c.lang === 'hi') expect(text).toMatch(/[\u0900-\u097f]/);
      if (c.lang === 'ta') expect(text).toMatch(/[\u0b80-\u0bff]/);
      const firstLine = text.split('\n')[0];
      // Every expected fact, in the order asked; the first one on the answer's first line.
      const expected = c.expect(ref, c.lang);
      expect(firstLine, `first line of: ${text}`).toContain(expected[0]);
      let from = 0;
      for (const e of expected) {
        const at = text.indexOf(e, from);
        expect(at, `"${e}" after position ${from} in: ${text}`).toBeGreaterThanOrEqual(0);
        from = at + e.length;
      }
      for (const bad of c.not?.(ref, c.lang) ?? []) expect(text).not.toContain(bad);
      if (c.day) {
        // A day's answer cites the muhurta and kala rules it applied, never a rule about a chart.
        const dayNotes = new Set(Object.values(MUHURTA_NOTE).map((e) => e.id));
        for (const cite of msg.citations ?? []) expect(dayNotes.has(cite.id), cite.id).toBe(true);
      } else {
        expectCitationsApply(msg.citations ?? [], {
          kundali: ref.kundali.en, match: ref.match, dashasAsked: [ref.dasha2027], doshas: ref.doshas, doshaAt: new Date().toISOString(),
          transits: ref.transits2027, events: /marri|शादी|திருமண/.test(c.q) ? ['marriage'] : [],
        }, c.lang);
      }
      for (const cite of msg.citations ?? []) expect(text).toContain(cite.text);
      expect(msg.follow_ups.length).toBeGreaterThanOrEqual(2);
    });
  }
});

describe('the three models say more as they go up', () => {
  const q = 'I was born on 12 March 1990 at 14:30 in Chennai. What does my chart say about my career?';
  it('fast: the direct answer and its facts, no rule lines, no citations', async () => {
    const fast = await ask(q, 'graha-astro-fast');
    const standard = await ask(q);
    expect(fast.content.split('\n')[0]).toBe(standard.content.split('\n')[0]);
    expect(fast.content).toContain(ref.kundali.en.houses[9].sign);
    expect(fast.content).not.toMatch(/^Rule: /m);
    expect(standard.content).toMatch(/^Rule: /m);
    expect(fast.citations ?? []).toEqual([]);
    expect(standard.citations.length).toBe(3);
  });

  it('pro: the varga of the area, five applicable citations', async () => {
    const career = await ask(q, 'graha-astro-pro');
    expect(career.content).toMatch(/Dasamsa \(D10\): lagna \w+/);
    expect(career.citations.length).toBe(5);
    expectCitationsApply(career.citations, { kundali: ref.kundali.en }, 'en');
  });
});

describe('compatibility in en, hi and ta agrees with /v1/astrology/match', () => {
  const COMPATIBILITY: Record<Lang, string> = {
    en: 'I was born on 12 March 1990 at 14:30 in Chennai and my wife was born on 5 June 1992 at 8 am in Mumbai. How is our guna milan?',
    hi: 'मेरा जन्म 12 मार्च 1990 को दोपहर 2:30 बजे चेन्नई में हुआ और मेरी पत्नी का जन्म 5 जून 1992 को सुबह 8 बजे मुंबई में हुआ। हमारा गुण मिलान कैसा है?',
    ta: 'நான் 12 மார்ச் 1990 மதியம் 2:30 மணிக்கு சென்னையில் பிறந்தேன். என் மனைவி 5 ஜூன் 1992 காலை 8 மணிக்கு மும்பையில் பிறந்தார். எங்கள் பொருத்தம் எப்படி?',
  };
  for (const lang of ['en', 'hi', 'ta'] as Lang[]) {
    it(lang, async () => {
      const m = ref.match;
      const msg = await ask(COMPATIBILITY[lang]);
      const total = { en: `${m.total_score} of 36 points`, hi: `36 में से ${m.total_score} अंक`, ta: `36-ல் ${m.total_score} புள்ளிகள்` }[lang];
      expect(msg.content.split('\n')[0]).toContain(total);
      for (const koot of m.koots) expect(msg.content).toContain(`${koot.name} ${koot.score}/${koot.max}`);
      expect(msg.citations.length).toBeGreaterThan(0);
      expectCitationsApply(msg.citations, { kundali: ref.kundali.en, match: m }, lang);
    });
  }
});
