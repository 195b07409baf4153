/**
 * Event timing and periods. For seeded random births, asked in English, Hindi and Tamil with the birth in the message:
 *  - every timing window's mahadasha/antardasha equals the engine's dasha (src/astrology/index.ts dasha = GET
 *    /v1/astrology/dasha) at the window's start and in every month of it, and one of them is a significator read
 *    independently from the kundali (lords of, planets in, the event's houses; the karakas);
 *  - Jupiter and Saturn, taken from the gochara (index.ts transits = GET /v1/astrology/gochara, house_from_lagna),
 *    really occupy or aspect (Jupiter 1/5/7/9, Saturn 1/3/7/10) the event's house or its lord's house in every month,
 *    and a window is maximal (its month before and after fail the rule or change the dasha);
 *  - the answer's first sentence names the most promising window with its months and years and its dasha lords;
 *  - a period ("how is 2027 for me?") states the dasha the endpoint gives mid-year and the gochara month by month.
 * One test goes through the app's structured endpoints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAstroChatResponder } from '../../src/astrology/chat/responder';
import { understand } from '../../src/astrology/chat/conversation';
import { computeFacts } from '../../src/astrology/chat/facts';
import { lookupPlace } from '../../src/astrology/chat/places';
import { eventSection, periodSection } from '../../src/astrology/chat/sections/timing';
import { TIMING_NOTES } from '../../src/astrology/chat/corpus/timingNotes';
import { dasha, kundali, transits } from '../../src/astrology/index';
import { startTestApp, type TestApp } from '../helpers/app';
import { expectCitationsApply, type Birth } from './helpers';
import { CITIES, MONTHS, bornIn, people, type Lang, type Person } from './people';

const FIXED = Date.UTC(2026, 4, 15, 6);
const responder = createAstroChatResponder({ nowMs: () => FIXED });
type Event = 'marriage' | 'job' | 'child' | 'property' | 'travel';

async function ask(content: string, tier: 'fast' | 'standard' | 'pro' = 'standard') {
  return responder({ model: `graha-astro-${tier}`, messages: [{ role: 'user', content }] } as never, `astro-${tier}`, new AbortController().signal);
}

/** Month names as the answer writes a window ("Mar 2028", "मार्च 2028", "மார்ச் 2028"). */
const SHORT: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  ta: MONTHS.ta,
};
const PLANET: Record<Lang, Record<string, string>> = {
  en: { Sun: 'Sun', Moon: 'Moon', Mars: 'Mars', Mercury: 'Mercury', Jupiter: 'Jupiter', Venus: 'Venus', Saturn: 'Saturn', Rahu: 'Rahu', Ketu: 'Ketu' },
  hi: { Sun: 'सूर्य (Sun)', Moon: 'चंद्र (Moon)', Mars: 'मंगल (Mars)', Mercury: 'बुध (Mercury)', Jupiter: 'गुरु (Jupiter)', Venus: 'शुक्र (Venus)', Saturn: 'शनि (Saturn)', Rahu: 'राहु (Rahu)', Ketu: 'केतु (Ketu)' },
  ta: { Sun: 'சூரியன் (Sun)', Moon: 'சந்திரன் (Moon)', Mars: 'செவ்வாய் (Mars)', Mercury: 'புதன் (Mercury)', Jupiter: 'குரு (Jupiter)', Venus: 'சுக்கிரன் (Venus)', Saturn: 'சனி (Saturn)', Rahu: 'ராகு (Rahu)', Ketu: 'கேது (Ketu)' },
};

const QUESTION: Record<Event, Record<Lang, string>> = {
  marriage: { en: 'When will I get married?', hi: 'मेरी शादी कब होगी?', ta: 'எனக்கு எப்போது திருமணம் நடக்கும்?' },
  job: { en: 'When will I get a new job?', hi: 'मुझे नई नौकरी कब मिलेगी?', ta: 'எனக்கு புதிய வேலை எப்போது கிடைக்கும்?' },
  child: { en: 'Will I have a child? When?', hi: 'मुझे संतान कब होगी?', ta: 'எனக்கு குழந்தை எப்போது பிறக்கும்?' },
  property: { en: 'When can I buy a house?', hi: 'मैं घर कब खरीद पाऊँगा?', ta: 'நான் எப்போது வீடு வாங்குவேன்?' },
  travel: { en: 'Will I settle abroad? When?', hi: 'मैं विदेश कब जाऊँगा?', ta: 'நான் எப்போது வெளிநாடு செல்வேன்?' },
};

/** The event's houses and karakas, as the brief states the classical significators (independent of the chat's tables). */
const SPEC: Record<Event, { houses: number[]; karakas: string[] }> = {
  marriage: { houses: [7, 2, 11], karakas: ['Venus', 'Jupiter'] },
  job: { houses: [10, 6, 11], karakas: ['Sun', 'Saturn', 'Mercury'] },
  child: { houses: [5, 9], karakas: ['Jupiter'] },
  property: { houses: [4, 11], karakas: ['Mars', 'Venus', 'Moon'] },
  travel: { houses: [12, 9, 3], karakas: ['Rahu', 'Moon'] },
};
const ASPECT = { Jupiter: [1, 5, 7, 9], Saturn: [1, 3, 7, 10] } as const;
const count = (from: number, to: number) => ((to - from + 12) % 12) + 1;
const firstSentence = (s: string) => s.split(/(?<=[.।])\s/u)[0];
const monthIso = (ms: number) => new Date(ms).toISOString();
const nextMonth = (ms: number, k: number) => { const d = new Date(ms); return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + k, 15, 12); };

/** The rule checked straight from the endpoints' functions: dasha lords and whether both slow planets fall on the house or its lord. */
function reference(b: Birth, e: Event) {
  const k = kundali({ ...b } as never, FIXED);
  const h = SPEC[e].houses[0];
  const houseOf = (g: string) => k.planets.find((p: any) => p.name === g)!.house;
  const lordHouse = houseOf(k.houses[h - 1].lord);
  const sig = new Set<string>(SPEC[e].karakas);
  for (const x of SPEC[e].houses) {
    sig.add(k.houses[x - 1].lord);
    for (const p of k.planets) if (p.house === x) sig.add(p.name);
  }
  const at = (ms: number) => {
    const cur = dasha({ ...b, at: monthIso(ms) } as never).current;
    const t = transits({ ...b, at: monthIso(ms) } as never).planets;
    const on = (g: 'Jupiter' | 'Saturn') => {
      const from = t.find((p: any) => p.name === g)!.house_from_lagna;
      return ASPECT[g].includes(count(from, h) as never) || ASPECT[g].includes(count(from, lordHouse) as never);
    };
    return { maha: cur.mahadasha, antar: cur.antardasha, double: on('Jupiter') && on('Saturn'), sig: sig.has(cur.mahadasha) || sig.has(cur.antardasha) };
  };
  return { k, sig, at };
}

function eventOf(b: Birth, e: Event, lang: Lang, text: string) {
  const u = understand({ model: 'graha-astro-standard', messages: [{ role: 'user', content: text }] } as never);
  const facts = computeFacts(b, { nowMs: FIXED, vargas: false, transits: false, events: [e] });
  return eventSection({ topic: 'event', event: e }, { tier: 'pro', lang, u, nowMs: FIXED, facts, dayPlace: null });
}

const EVENTS: Event[] = ['marriage', 'job', 'child', 'property', 'travel'];
const LANGS: Lang[] = ['en', 'hi', 'ta'];

describe('event timing windows are the engine\'s dasha and double transit', () => {
  const cases = people(6, 20260515, 1950, 58).map((p, i) => ({ p, e: EVENTS[i % EVENTS.length], lang: LANGS[i % LANGS.length] }));
  it.each(cases.map((c, i) => [i, c.e, c.lang, c] as const))('case %i: %s in %s', async (_i, e, lang, { p }) => {
    const text = `${bornIn(lang, p)} ${QUESTION[e][lang]}`;
    const s = eventOf(p.birth, e, lang, text);
    const ref = reference(p.birth, e);
    const windows = s.data.windows as any[];
    expect(windows.length).toBeGreaterThan(0);
    // Every window: the dasha at its start and in each month, the significator, the double transit; the top 3 maximal.
    for (const [wi, w] of windows.entries()) {
      const months: number[] = [];
      for (let ms = w.startMs; ms <= w.endMs; ms = nextMonth(ms, 1)) months.push(ms);
      expect(months.length).toBe(w.months);
      const checked = wi < 3 ? months : [months[0], months[months.length - 1]];
      for (const ms of checked) {
        const r = ref.at(ms);
        expect({ maha: r.maha, antar: r.antar }, `${w.start} dasha`).toEqual({ maha: w.maha, antar: w.antar });
        expect(r.double, `${monthIso(ms)} double transit`).toBe(true);
        expect(r.sig, `${monthIso(ms)} significator period`).toBe(true);
      }
      if (wi < 3) {
        for (const ms of [nextMonth(w.startMs, -1), nextMonth(w.endMs, 1)]) {
          if (ms < nextMonth(FIXED, 0) || ms >= nextMonth(FIXED, s.data.scanned_months as number)) continue;
          const r = ref.at(ms);
          expect(r.double && r.sig && r.maha === w.maha && r.antar === w.antar, `${monthIso(ms)} is outside the window`).toBe(false);
        }
      }
    }
    // The first sentence of the answer names the most promising window: its months, years and dasha lords.
    const answer = (await ask(text)).text;
    const first = firstSentence(answer);
    const best = windows[0];
    const label = (ym: string) => `${SHORT[lang][Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
    expect(first).toContain(label(best.start));
    if (best.end !== best.start) expect(first).toContain(label(best.end));
    expect(first).toContain(`${PLANET[lang][best.maha]}–${PLANET[lang][best.antar]}`);
    if (lang === 'en') {
      expect(first).toMatch(/^The most promising window for /);
      const t = new Date(best.startMs);
      const age = t.getUTCFullYear() - p.y - (t.getUTCMonth() + 1 < p.m || (t.getUTCMonth() + 1 === p.m && t.getUTCDate() < p.d) ? 1 : 0);
      if (best.now) expect(first).toContain('running now');
      else expect(first).toContain(`at age ${age}`);
    }
  }, 120_000);

  it('standard cites the event\'s timing notes, and every cited rule holds for the chart', async () => {
    const [p] = people(1, 7, 1950, 58);
    for (const lang of LANGS) {
      const res = await ask(`${bornIn(lang, p)} ${QUESTION.marriage[lang]}`);
      const ids = (res.citations ?? []).map((c) => c.id);
      expect(ids).toContain('bphs-18-timing-marriage');
      expect(ids).toContain('pd-26-double-transit-marriage');
      expectCitationsApply(res.citations ?? [], { kundali: kundali({ ...p.birth } as never, FIXED), events: ['marriage'] }, lang);
    }
  });

  it('a year asked with the event: yes when a window overlaps it, else no and the strongest window', async () => {
    const [p] = people(1, 99, 1950, 58);
    const ref = reference(p.birth, 'marriage');
    for (const year of [2027, 2029, 2031]) {
      const text = `${bornIn('en', p)} Will I get married in ${year}?`;
      const s = eventOf(p.birth, 'marriage', 'en', text);
      const inYear = (s.data.windows as any[]).find((w) => w.start.slice(0, 4) <= String(year) && w.end.slice(0, 4) >= String(year));
      // Independently: does any month of the year satisfy the rule?
      const any = Array.from({ length: 12 }, (_, m) => Date.UTC(year, m, 15, 12)).some((ms) => { const r = ref.at(ms); return r.double && r.sig; });
      expect(!!inYear).toBe(any);
      expect(firstSentence(s.answer)).toMatch(any ? new RegExp(`^Yes, ${year} holds a window`) : new RegExp(`^Not in ${year}`));
    }
  }, 60_000);

  it('timing notes: one house note and one transit note per event, en/hi/ta, unique ids, timing topic', () => {
    expect(TIMING_NOTES).toHaveLength(10);
    expect(new Set(TIMING_NOTES.map((n) => n.id)).size).toBe(10);
    for (const e of EVENTS) expect(TIMING_NOTES.filter((n) => n.rule.kind === 'timing_rule' && n.rule.event === e)).toHaveLength(2);
    for (const n of TIMING_NOTES) {
      expect(n.topics).toContain('timing');
      for (const l of LANGS) expect(n.text[l].length).toBeGreaterThan(80);
      expect(n.text.hi).toMatch(/[\u0900-\u097F]/);
      expect(n.text.ta).toMatch(/[\u0B80-\u0BFF]/);
    }
  });
});

describe('a period: the dasha and the gochara of the asked months', () => {
  const PERIOD_Q: Record<Lang, string> = { en: 'How is 2027 for me?', hi: '2027 मेरे लिए कैसा रहेगा?', ta: '2027 எனக்கு எப்படி இருக்கும்?' };
  it.each(LANGS)('2027 in %s: mid-year dasha = the dasha endpoint, each month = the gochara endpoint', async (lang) => {
    const [p] = people(1, lang.charCodeAt(0) * 31 + 5, 1950, 58);
    const text = `${bornIn(lang, p)} ${PERIOD_Q[lang]}`;
    const u = understand({ model: 'graha-astro-pro', messages: [{ role: 'user', content: text }] } as never);
    expect(u.parts.map((x) => x.topic)).toContain('period');
    const facts = computeFacts(p.birth, { nowMs: FIXED, vargas: false, transits: true, period: { label: '2027', samplesMs: [Date.UTC(2027, 0, 15, 12), Date.UTC(2027, 6, 15, 12)], midMs: Date.UTC(2027, 6, 1) } });
    const s = periodSection({ topic: 'period' }, { tier: 'pro', lang, u, nowMs: FIXED, facts, dayPlace: null });
    const mid = dasha({ ...p.birth, at: '2027-07-01' } as never).current;
    expect(s.data.dasha_at).toMatchObject({ mahadasha: mid.mahadasha, antardasha: mid.antardasha });
    const months = s.data.gochara as any[];
    expect(months).toHaveLength(12);
    let jg = 0;
    for (const [i, m] of months.entries()) {
      const at = new Date(Date.UTC(2027, i, 15, 12)).toISOString();
      expect(m.at).toBe(at);
      const ref = transits({ ...p.birth, at } as never).planets.filter((x: any) => ['Jupiter', 'Saturn', 'Rahu', 'Ketu'].includes(x.name));
      expect(m.planets.map((x: any) => ({ planet: x.planet, houseFromMoon: x.houseFromMoon, favourable: x.favourable, vedhaBy: x.vedhaBy, bindus: x.bindus, savBindus: x.savBindus })))
        .toEqual(ref.map((x: any) => ({ planet: x.name, houseFromMoon: x.house_from_moon, favourable: x.favourable, vedhaBy: x.vedha_by, bindus: x.bindus, savBindus: x.sav_bindus })));
      const cur = dasha({ ...p.birth, at } as never).current;
      expect({ maha: m.mahadasha, antar: m.antardasha }).toEqual({ maha: cur.mahadasha, antar: cur.antardasha });
      if (ref.find((x: any) => x.name === 'Jupiter')!.effective === 'good') jg++;
    }
    expect(s.data.jupiter_good_months).toBe(jg);
    // The chat's answer (through the responder) opens with the period, the dasha lords of the year, and the counts.
    const answer = (await ask(text, 'pro')).text;
    const first = answer.split('\n')[0];
    expect(first.startsWith(lang === 'en' ? '2027 for you:' : lang === 'hi' ? 'आपके लिए 2027:' : 'உங்களுக்கு 2027:')).toBe(true);
    expect(first).toContain(PLANET[lang][mid.mahadasha]);
    expect(first).toContain(PLANET[lang][mid.antardasha]);
    expect(first).toContain(lang === 'en' ? `${jg} of 12 months` : `${jg}`);
    // pro: the month-by-month table, one row per month.
    for (const mName of SHORT[lang]) expect(answer).toContain(`${mName} 2027:`);
  }, 60_000);

  it('"the next six months": the current month and six more, from now', async () => {
    const [p] = people(1, 4242, 1950, 58);
    const text = `${bornIn('en', p)} How will the next six months be for me?`;
    const u = understand({ model: 'graha-astro-standard', messages: [{ role: 'user', content: text }] } as never);
    const facts = computeFacts(p.birth, { nowMs: FIXED, vargas: false, transits: true });
    const s = periodSection({ topic: 'period' }, { tier: 'standard', lang: 'en', u, nowMs: FIXED, facts, dayPlace: null });
    expect((s.data.gochara as any[]).map((m) => m.date)).toEqual(['2026-05-15', '2026-06-15', '2026-07-15', '2026-08-15', '2026-09-15', '2026-10-15', '2026-11-15']);
    expect(s.answer).toMatch(/^The next 6 months for you: /);
  });
});

describe('through the app: the structured endpoints agree with the chat', () => {
  let app: TestApp;
  let key: string;
  beforeAll(async () => {
    app = await startTestApp();
    ({ apiKey: key } = await app.createAccount({ creditCents: 10_000 }));
  }, 60_000);
  afterAll(async () => { await app?.close(); });

  it('GET /v1/astrology/dasha and /gochara at a window\'s start equal the chat\'s window', async () => {
    const [p] = people(1, 123);
    const s = eventOf(p.birth, 'marriage', 'en', `${bornIn('en', p)} When will I get married?`);
    const w = (s.data.windows as any[])[0];
    const qs = new URLSearchParams({ date: p.birth.date, time: p.birth.time, lat: String(p.birth.lat), lon: String(p.birth.lon), at: monthIso(w.startMs) }).toString();
    const d = await app.request<any>('GET', `/v1/astrology/dasha?${qs}`, { key });
    expect(d.status).toBe(200);
    expect({ maha: d.body.current.mahadasha, antar: d.body.current.antardasha }).toEqual({ maha: w.maha, antar: w.antar });
    const g = await app.request<any>('GET', `/v1/astrology/gochara?${qs}`, { key });
    expect(g.status).toBe(200);
    const sign = (n: string) => ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'].indexOf(g.body.planets.find((x: any) => x.name === n).sign);
    expect(sign('Jupiter')).toBe(w.jupiter.sign);
    expect(sign('Saturn')).toBe(w.saturn.sign);
  }, 60_000);
});
