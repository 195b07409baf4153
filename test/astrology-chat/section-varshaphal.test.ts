/**
 * The Varshaphal section: "What does my varshaphal for 2027 say?" (and "next year", an age, the Hindi and Tamil
 * words) with the birth in the message. Every value the answer states (the solar return's local instant and offset,
 * the varsha lagna, Muntha's sign and house, the year lord and its bala, the Mudda dasha period, the Tajika yogas, the
 * main sahams) is checked against varshaphal() (= GET /v1/astrology/varshaphal) computed here independently, in en,
 * hi and ta; the first line is the varshaphal's; one case goes through the app.
 */
import { describe, expect, it } from 'vitest';
import { liveGateway } from './helpers';
import { createAstroChatResponder } from '../../src/astrology/chat/responder';
import { partsOf } from '../../src/astrology/chat/asked';
import { houseOrdinal, planetName, signName } from '../../src/astrology/chat/lexicon';
import { varshaphal, type VarshaphalDoc } from '../../src/astrology/varshaphal';
import { SIGNS, type Graha } from '../../src/astrology/constants';
import { bornIn, people, type Lang, type Person } from './people';

/** 2026-05-15 11:30 IST. */
const FIXED = Date.UTC(2026, 4, 15, 6);
const responder = createAstroChatResponder({ nowMs: () => FIXED });
const LANGS: Lang[] = ['en', 'hi', 'ta'];
type Tier = 'fast' | 'standard' | 'pro';

async function ask(content: string, tier: Tier = 'standard') {
  return responder({ model: `graha-astro-${tier}`, messages: [{ role: 'user', content }] } as never, `astro-${tier}`, new AbortController().signal);
}

const Q2027: Record<Lang, string> = { en: 'What does my varshaphal for 2027 say?', hi: 'मेरा वर्षफल 2027', ta: 'என் வருஷ பலன் 2027' };
const LEAD_WORD: Record<Lang, string> = { en: 'varshaphal for', hi: 'का आपका वर्षफल', ta: 'உங்கள் வருஷ பலன்' };
const YOGA_LOCAL: Record<string, Record<Lang, string>> = {
  Ithasala: { en: 'Ithasala', hi: 'इत्थशाल', ta: 'இத்தசால' }, Easarapha: { en: 'Easarapha', hi: 'ईसराफ', ta: 'ஈசரப' }, Nakta: { en: 'Nakta', hi: 'नक्त', ta: 'நக்த' },
  Yamaya: { en: 'Yamaya', hi: 'यमया', ta: 'யமயா' }, Kamboola: { en: 'Kamboola', hi: 'कम्बूल', ta: 'கம்பூல' }, Manau: { en: 'Manau', hi: 'मणऊ', ta: 'மணஊ' },
};
const sign = (lang: Lang, s: string) => signName(lang, SIGNS.indexOf(s as (typeof SIGNS)[number]));
const firstLine = (t: string) => t.split('\n')[0];
const off = (h: number) => `UTC${h < 0 ? '-' : '+'}${String(Math.floor(Math.abs(h))).padStart(2, '0')}:${String(Math.round((Math.abs(h) % 1) * 60)).padStart(2, '0')}`;
const localDay = (iso: string, h: number) => new Date(Date.parse(iso) + h * 3600000).toISOString().slice(0, 10);

/** Every value of the answer, checked against the engine's document for that year. */
function checkAnswer(text: string, lang: Lang, doc: VarshaphalDoc) {
  const line = firstLine(text);
  expect(line).toContain(LEAD_WORD[lang]);
  expect(line).toContain(String(doc.year));
  const sr = doc.solar_return;
  expect(line).toContain(sr.local_datetime.slice(0, 10));
  expect(line).toContain(sr.local_datetime.slice(11, 19));
  expect(line).toContain(off(sr.tz_offset_hours));
  // Varsha lagna, then Muntha (sign and house), then the year lord with its bala: in that order on the first line.
  const lagnaAt = line.indexOf(sign(lang, doc.chart.ascendant.sign));
  const munthaAt = line.indexOf(sign(lang, doc.muntha.sign), lagnaAt + 1);
  expect(lagnaAt).toBeGreaterThan(0);
  expect(munthaAt).toBeGreaterThan(lagnaAt);
  expect(line.slice(munthaAt)).toContain(houseOrdinal(lang, doc.muntha.house));
  const lordAt = line.indexOf(planetName(lang, doc.year_lord.planet), munthaAt);
  expect(lordAt).toBeGreaterThan(munthaAt);
  const best = doc.year_lord.candidates.find((c) => c.planet === doc.year_lord.planet)!;
  expect(line.slice(lordAt)).toContain(`(${best.pancha_vargiya_bala})`);
  // The year lord is the engine's rule, re-derived: the strongest office-bearer aspecting the lagna (else of all five).
  const pool = doc.year_lord.candidates.some((c) => c.aspects_lagna) ? doc.year_lord.candidates.filter((c) => c.aspects_lagna) : doc.year_lord.candidates;
  expect(Math.max(...pool.map((c) => c.pancha_vargiya_bala))).toBe(best.pancha_vargiya_bala);

  // Mudda dasha: the period running at the chat's clock, else the year's first.
  const ps = doc.mudda_dasha.periods;
  const i = ps.findIndex((p) => Date.parse(p.start) <= FIXED && FIXED < Date.parse(p.end));
  const p = ps[Math.max(i, 0)];
  const mudda = text.split('\n')[1];
  expect(mudda).toContain({ en: i >= 0 ? 'Mudda dasha now' : "Mudda dasha at the year's start", hi: i >= 0 ? 'अभी मुद्दा दशा' : 'वर्ष के आरंभ में मुद्दा दशा', ta: i >= 0 ? 'இப்போது முத்தா தசை' : 'ஆண்டின் தொடக்கத்தில் முத்தா தசை' }[lang]);
  expect(mudda).toContain(planetName(lang, p.planet as Graha));
  expect(mudda).toContain(localDay(p.start, sr.tz_offset_hours));
  expect(mudda).toContain(localDay(p.end, sr.tz_offset_hours));
  // Every Tajika yoga that fired, with its grahas.
  for (const y of doc.tajika_yogas.yogas) expect(text).toContain(`${YOGA_LOCAL[y.yoga][lang]} (${y.planets.map((g) => planetName(lang, g as Graha)).join('–')})`);
  // The main sahams with sign and degree.
  for (const n of ['Punya', 'Vidya', 'Yasas', 'Karma', 'Vivaha', 'Artha']) {
    const s = doc.sahams.sahams.find((x) => x.name === n)!;
    expect(text).toContain(`${sign(lang, s.sign)} ${s.degree_in_sign.toFixed(2)}°`);
  }
}

describe('varshaphal: what is asked', () => {
  it('the varshaphal words in en/hi/ta and transliterated are one varshaphal part, not a period or a personality reading', () => {
    for (const q of ['What does my varshaphal for 2027 say?', 'varshphal 2027', 'my varsha phal for next year', 'Who is my year lord this year?', 'tajik annual chart for 2028',
      'मेरा वर्षफल 2027', 'इस साल का वर्षफल', 'मेरी मुंथा कहाँ है?', 'என் வருஷ பலன் 2027', 'அடுத்த ஆண்டு வருட பலன்']) {
      const parts = partsOf(q);
      expect(parts.map((p) => p.topic), q).toEqual(['varshaphal']);
    }
    expect(partsOf('my varshaphal at age 40')).toEqual([{ topic: 'varshaphal', age: 40 }]);
    expect(partsOf('40 साल की उम्र का वर्षफल')).toEqual([{ topic: 'varshaphal', age: 40 }]);
    expect(partsOf('40 வயது வருஷ பலன்')).toEqual([{ topic: 'varshaphal', age: 40 }]);
  });
});

describe('varshaphal: the answer is varshaphal() for the asked year', () => {
  const ps = people(4, 8080, 1950, 60);
  for (const lang of LANGS) {
    it(`${lang}: "${Q2027[lang]}": return, lagna, Muntha, year lord first; Mudda dasha, yogas, sahams after`, async () => {
      for (const [k, p] of ps.entries()) {
        const doc = varshaphal({ ...p.birth, year: 2027, language: lang } as never);
        const a = await ask(`${bornIn(lang, p)} ${Q2027[lang]}`, (['fast', 'standard', 'pro'] as Tier[])[k % 3]);
        checkAnswer(a.text, lang, doc);
        // A varshaphal is not the generic year reading (no gochara or natal dasha section).
        expect(a.text).not.toMatch(/mahadasha|महादशा|மகாதசை/);
      }
    }, 60_000);
  }

  it('"next year", "this year" and an age pick the year (the clock is 2026-05-15)', async () => {
    const p = ps[0];
    const cases: [string, Record<string, number>][] = [
      ['What does my varshaphal for next year say?', { year: 2027 }], ['my varshaphal this year', { year: 2026 }], ['my varshaphal at age 30', { age: 30 }],
    ];
    for (const [q, sel] of cases) {
      const doc = varshaphal({ ...p.birth, ...sel, language: 'en' } as never);
      const a = await ask(`${bornIn('en', p)} ${q}`);
      checkAnswer(a.text, 'en', doc);
    }
  });

  it('a year before the birth says so and shows the current year instead', async () => {
    const p: Person = ps[1];
    const a = await ask(`${bornIn('en', p)} my varshaphal for 1900`);
    expect(a.text).toContain(`begins with the year of birth (${p.y})`);
    checkAnswer(a.text.split('\n').filter((l) => !l.includes('begins with the year of birth')).join('\n'), 'en', varshaphal({ ...p.birth, year: 2026, language: 'en' } as never));
  });

  it('standard states the engine\'s rules; pro adds the whole Mudda dasha and every saham', async () => {
    const p = ps[2];
    const doc = varshaphal({ ...p.birth, year: 2027, language: 'en' } as never);
    const std = await ask(`${bornIn('en', p)} ${Q2027.en}`, 'standard');
    expect(std.text).toContain(doc.muntha.rule);
    expect(std.text).toContain(doc.year_lord.rule);
    expect(std.text).toContain(doc.mudda_dasha.rule);
    const pro = await ask(`${bornIn('en', p)} ${Q2027.en}`, 'pro');
    for (const m of doc.mudda_dasha.periods) expect(pro.text).toContain(`${m.planet} ${localDay(m.start, doc.solar_return.tz_offset_hours)} – ${localDay(m.end, doc.solar_return.tz_offset_hours)}`);
    for (const s of doc.sahams.sahams) expect(pro.text).toContain(`${s.name} (${s.meaning}) ${s.sign} ${s.degree_in_sign.toFixed(2)}°`);
    const fast = await ask(`${bornIn('en', p)} ${Q2027.en}`, 'fast');
    expect(fast.text).not.toContain(doc.year_lord.rule);
  });
});

describe('through the app', () => {
  const { live } = liveGateway();

  it('the chat\'s varshaphal equals GET /v1/astrology/varshaphal (hi)', async () => {
    const p = people(1, 99)[0];
    const qs = new URLSearchParams({ ...Object.fromEntries(Object.entries(p.birth).map(([k, v]) => [k, String(v)])), year: '2027', language: 'hi' }).toString();
    const res = await live.gw.app.request<VarshaphalDoc>('GET', `/v1/astrology/varshaphal?${qs}`, { key: live.key });
    expect(res.status).toBe(200);
    const chat = await live.gw.app.request<any>('POST', '/v1/chat/completions', { key: live.key, json: { model: 'graha-astro-standard', messages: [{ role: 'user', content: `${bornIn('hi', p)} ${Q2027.hi}` }] } });
    expect(chat.status).toBe(200);
    const text: string = chat.body.choices[0].message.content;
    const line = firstLine(text);
    expect(line).toContain(res.body.solar_return.local_datetime.slice(11, 19));
    expect(line).toContain(sign('hi', res.body.chart.ascendant.sign));
    expect(line).toContain(sign('hi', res.body.muntha.sign));
    expect(line).toContain(planetName('hi', res.body.year_lord.planet));
    for (const y of res.body.tajika_yogas.yogas) expect(text).toContain(YOGA_LOCAL[y.yoga].hi);
  }, 60_000);
});
