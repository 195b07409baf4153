/**
 * The Western (tropical) section: asked in English, Hindi and Tamil with the birth in the message, for seeded random
 * births, the rising, Sun and Moon signs and degrees are the tropical chart of GET /v1/astrology/aspects (its function
 * natalAspectsDoc, computed here independently of the chat), the answer says it is the tropical zodiac and names the
 * Vedic (sidereal) lagna only after the tropical answer; the aspects are natalAspectsDoc's, the transits transitsDoc's
 * at the chat's clock, the synastry synastryDoc's. One test goes through the app: GET /v1/astrology/aspects against
 * the chat completion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAstroChatResponder } from '../../src/astrology/chat/responder';
import { understand } from '../../src/astrology/chat/conversation';
import { computeFacts } from '../../src/astrology/chat/facts';
import { lookupPlace } from '../../src/astrology/chat/places';
import { signName } from '../../src/astrology/chat/lexicon';
import { partsOf } from '../../src/astrology/chat/asked';
import { westernSection } from '../../src/astrology/chat/sections/western';
import type { SectionContext, Tier } from '../../src/astrology/chat/sections/types';
import { SIGNS } from '../../src/astrology/constants';
import { kundali } from '../../src/astrology/index';
import { natalAspectsDoc, synastryDoc, transitsDoc } from '../../src/astrology/western/index';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import type { Birth } from './helpers';
import { CITIES, MONTHS, bornIn, people, type Lang, type Person } from './people';

const FIXED = Date.UTC(2026, 4, 15, 6);
const responder = createAstroChatResponder({ nowMs: () => FIXED });
const LANGS: Lang[] = ['en', 'hi', 'ta'];

async function ask(content: string, tier: Tier = 'standard', system?: object) {
  const messages = [...(system ? [{ role: 'system', content: JSON.stringify(system) }] : []), { role: 'user', content }];
  return responder({ model: `graha-astro-${tier}`, messages } as never, `astro-${tier}`, new AbortController().signal);
}




const RISING_Q: Record<Lang, string> = {
  en: 'In western astrology, what is my rising sign?', hi: 'पाश्चात्य ज्योतिष में मेरा लग्न क्या है?', ta: 'மேற்கத்திய ஜோதிடத்தில் என் லக்னம் என்ன?',
};
const SUN_Q: Record<Lang, string> = {
  en: 'What is my sun sign in tropical?', hi: 'सायन में मेरी सूर्य राशि क्या है?', ta: 'சாயன முறையில் என் சூரிய ராசி என்ன?',
};
const ASPECTS_Q: Record<Lang, string> = {
  en: 'What aspects are in my natal chart in western astrology?', hi: 'पाश्चात्य ज्योतिष में मेरी कुंडली के aspects क्या हैं?', ta: 'மேற்கத்திய ஜோதிடத்தில் என் ஜாதகத்தின் aspects என்ன?',
};
const TROPICAL: Record<Lang, string> = { en: 'tropical', hi: 'सायन', ta: 'சாயன' };
const RISING_WORD: Record<Lang, RegExp> = { en: /rising sign/, hi: /उदय लग्न/, ta: /உதய லக்னம்/ };

/** The first sentence of a block (sentences end with ". " or "। "; degrees like 27.95° hold no such pair). */
const firstSentence = (s: string) => s.split(/(?<=[.।])\s/u)[0];
const signIdx = (s: string) => SIGNS.indexOf(s as (typeof SIGNS)[number]);
/** Where the first of the twelve sign names (in the answer's language) occurs, and which sign it is. */
function firstSignNamed(lang: Lang, text: string): number {
  let best = -1, at = Infinity;
  for (let i = 0; i < 12; i++) { const k = text.indexOf(signName(lang, i)); if (k >= 0 && k < at) { at = k; best = i; } }
  return best;
}

/** The section built as the responder builds it (same facts, same birth). */
function westernOf(p: Person, lang: Lang, question: string, tier: Tier = 'pro', partner?: Person) {
  const u = understand({ messages: [{ role: 'user', content: `${bornIn(lang, p)} ${question}` }] } as never);
  const part = u.parts.find((x) => x.topic === 'western');
  if (!part || part.topic !== 'western') throw new Error(`no western part in ${question}`);
  const facts = computeFacts(p.birth, { nowMs: FIXED, vargas: false, transits: false });
  const ctx: SectionContext = {
    tier, lang, u, nowMs: FIXED, facts, me: { birth: p.birth, label: p.city.en }, dayPlace: null,
    ...(partner ? { partner: { birth: partner.birth, label: partner.city.en } } : {}),
  };
  return { part, s: westernSection(part, ctx) };
}

describe('Western signs: the tropical chart of GET /v1/astrology/aspects, said to be tropical', () => {
  const ps = people(6, 4242);

  it('"what is my rising sign?": the rising sign and degree, then Sun and Moon, equal natalAspectsDoc, in en/hi/ta', async () => {
    for (const [i, p] of ps.entries()) {
      for (const lang of LANGS) {
        const doc = natalAspectsDoc({ ...p.birth } as never);
        const pt = (n: string) => doc.points.find((x) => x.name === n)!;
        const asc = pt('Ascendant'), sun = pt('Sun'), moon = pt('Moon');
        const a = await ask(`${bornIn(lang, p)} ${RISING_Q[lang]}`, (['fast', 'standard', 'pro'] as Tier[])[i % 3]);
        const first = firstSentence(a.text);
        expect(first).toMatch(RISING_WORD[lang]);
        expect(first).toContain(TROPICAL[lang]);
        // The rising sign is the first sign named, with its degree; then the Sun and the Moon.
        expect(firstSignNamed(lang, first)).toBe(signIdx(asc.sign));
        expect(first).toContain(`${signName(lang, signIdx(asc.sign))} ${asc.degree.toFixed(2)}°`);
        const sunAt = first.indexOf(signName(lang, signIdx(sun.sign)), first.indexOf(`${asc.degree.toFixed(2)}°`));
        expect(sunAt).toBeGreaterThan(0);
        expect(first.indexOf(signName(lang, signIdx(moon.sign)), sunAt + 1)).toBeGreaterThan(sunAt);
        // The Vedic lagna comes after, as the explanation, with the ayanamsa.
        const k = kundali({ ...p.birth } as never, FIXED);
        const rest = a.text.slice(first.length);
        expect(rest).toContain(`${signName(lang, signIdx(k.ascendant.sign))} ${k.ascendant.degree.toFixed(2)}°`);
        expect(rest).toContain(`${k.ayanamsa.degrees.toFixed(2)}°`);
        expect(rest).toContain({ en: 'sidereal', hi: 'निरयन', ta: 'நிராயன' }[lang]);
        // No Vedic "Computed for" line: this answer is not the sidereal chart.
        expect(a.text).not.toMatch(/Computed for|गणना का आधार|கணிப்பு:/);
      }
    }
  }, 120_000);

  it('at least one seeded birth has a Vedic lagna in another sign, and the answer still leads with the tropical one', () => {
    const many = people(30, 777);
    const differing = many.filter((p) => {
      const asc = natalAspectsDoc({ ...p.birth } as never).points.find((x) => x.name === 'Ascendant')!;
      return kundali({ ...p.birth } as never, FIXED).ascendant.sign !== asc.sign;
    });
    expect(differing.length).toBeGreaterThan(0);
    for (const p of differing.slice(0, 3)) {
      for (const lang of LANGS) {
        const { s } = westernOf(p, lang, RISING_Q[lang], 'standard');
        const asc = (s.data.ascendant as any).sign as string;
        const vedic = (s.data.vedic as any).lagna as string;
        expect(vedic).not.toBe(asc);
        expect(firstSignNamed(lang, firstSentence(s.answer))).toBe(signIdx(asc));
        expect(firstSentence(s.answer)).not.toContain(signName(lang, signIdx(vedic)) + ' ' + (s.data.vedic as any).lagna_degree.toFixed(2));
        expect(s.answer).toContain(signName(lang, signIdx(vedic)));
      }
    }
  });

  it('"my sun sign in tropical": the Sun leads, with the Vedic Sun sign named as the sidereal one', () => {
    for (const p of ps.slice(0, 4)) {
      for (const lang of LANGS) {
        const { part, s } = westernOf(p, lang, SUN_Q[lang], 'fast');
        expect(part).toEqual({ topic: 'western', ask: 'signs' });
        const doc = natalAspectsDoc({ ...p.birth } as never);
        const sun = doc.points.find((x) => x.name === 'Sun')!;
        const first = firstSentence(s.answer);
        expect(firstSignNamed(lang, first)).toBe(signIdx(sun.sign));
        expect(first).toContain(`${signName(lang, signIdx(sun.sign))} ${sun.degree.toFixed(2)}°`);
        expect(first).toContain(TROPICAL[lang]);
        const vSun = kundali({ ...p.birth } as never, FIXED).planets.find((x) => x.name === 'Sun')!;
        expect(s.answer.slice(first.length)).toContain(`${signName(lang, signIdx(vSun.sign))} ${vSun.degree.toFixed(2)}°`);
      }
    }
  });

  it('the section\'s data is the endpoint\'s chart (points, houses, the angles) and the kundali\'s lagna', () => {
    for (const p of ps) {
      const { s } = westernOf(p, 'en', RISING_Q.en);
      const doc = natalAspectsDoc({ ...p.birth } as never);
      expect(s.data.points).toEqual(doc.points);
      expect(s.data.houses).toEqual(doc.houses);
      expect(s.data.ascendant).toEqual(doc.points.find((x) => x.name === 'Ascendant'));
      expect(s.data.zodiac).toBe('tropical');
      expect(s.data.house_system).toBe('placidus');
      const k = kundali({ ...p.birth } as never, FIXED);
      expect(s.data.vedic).toEqual({ lagna: k.ascendant.sign, lagna_degree: k.ascendant.degree, sun_sign: k.sun_sign, moon_sign: k.moon_sign, ayanamsa: k.ayanamsa });
      expect(s.noteTopic).toBeNull();
      // The pro detail lists every placement with the endpoint's house.
      for (const pt of doc.points.filter((x) => x.name !== 'Ascendant')) expect(s.pro[0]).toContain(`${pt.name} ${pt.sign} ${pt.degree.toFixed(2)}° `);
    }
  });

  it('a house system named in the question is used and named (Placidus otherwise)', () => {
    for (const [words, hs, name] of [['with whole sign houses', 'whole_sign', 'whole-sign houses'], ['in Koch houses', 'koch', 'Koch']] as const) {
      const p = ps[0];
      const { s } = westernOf(p, 'en', `In western astrology ${words}, what is my rising sign?`);
      const doc = natalAspectsDoc({ ...p.birth, house_system: hs } as never);
      expect(s.data.house_system).toBe(hs);
      expect(s.data.houses).toEqual(doc.houses);
      expect(s.answer).toContain(`(tropical, ${name})`);
      expect([s.answer, ...s.facts, ...s.reasons, ...s.pro].join('\n')).not.toContain('Placidus');
    }
  });
});

describe('Western aspects, transits and synastry', () => {
  const ps = people(4, 31337);

  it('natal aspects: the data is natalAspectsDoc\'s list; the answer names the tightest major aspects in its order, with orbs', async () => {
    for (const [i, p] of ps.entries()) {
      const lang = LANGS[i % 3];
      const doc = natalAspectsDoc({ ...p.birth } as never);
      const major = doc.aspects.filter((a) => a.kind === 'major');
      const { part, s } = westernOf(p, lang, ASPECTS_Q[lang], 'pro');
      expect(part).toEqual({ topic: 'western', ask: 'aspects' });
      expect(s.data.aspects).toEqual(doc.aspects);
      expect(s.data.major_aspects).toEqual(major);
      expect(s.data.patterns).toEqual(doc.patterns);
      const first = firstSentence(s.answer);
      expect(first).toContain(String(major.length));
      expect(first).toContain(TROPICAL[lang]);
      // Every major aspect appears with its orb (planets and angles in the answer and facts, the rest in the detail), tightest first.
      const all = [s.answer, ...s.facts, ...s.pro].join('\n');
      let last = -1;
      const mainText = [s.answer, ...s.facts].join('\n');
      for (const a of major) {
        const orb = `${a.orb.toFixed(2)}°`;
        expect(all).toContain(orb);
        const main = !/Node|Lilith|Fortune|Chiron|Ceres|Pallas|Juno|Vesta/.test(a.point1 + a.point2) && !(a.point1 === 'Ascendant' && a.point2 === 'MC');
        if (main && lang === 'en') {
          const line = `${a.point1} ${a.aspect} ${a.point2} (orb ${orb}, ${a.motion})`;
          const at = mainText.indexOf(line);
          expect(at, line).toBeGreaterThan(last);
          last = at;
        }
      }
      // Through the responder: the same answer opens the reply.
      const r = await ask(`${bornIn(lang, p)} ${ASPECTS_Q[lang]}`, 'fast');
      expect(r.text.startsWith(s.answer)).toBe(true);
    }
  }, 60_000);

  it('current transits: transitsDoc at the chat\'s clock, tightest first, with applying/separating', async () => {
    const q: Record<Lang, string> = { en: 'What are my current transits in western astrology?', hi: 'पाश्चात्य ज्योतिष में अभी मेरे transits क्या हैं?', ta: 'மேற்கத்திய ஜோதிடத்தில் இப்போதைய transits என்ன?' };
    for (const [i, p] of ps.entries()) {
      const lang = LANGS[i % 3];
      const doc = transitsDoc({ ...p.birth } as never, FIXED);
      const { part, s } = westernOf(p, lang, q[lang], 'pro');
      expect(part).toEqual({ topic: 'western', ask: 'transits' });
      expect(s.data.aspects).toEqual(doc.aspects);
      expect(s.data.transits).toEqual(doc.transits);
      expect(s.data.at).toBe(new Date(FIXED).toISOString().replace(/\.\d{3}Z$/, 'Z'));
      const first = firstSentence(s.answer);
      expect(first).toContain('2026-05-15 06:00');
      expect(first).toContain(TROPICAL[lang]);
      const all = [s.answer, ...s.facts, ...s.pro].join('\n');
      for (const a of doc.aspects) expect(all).toContain(`${a.orb.toFixed(2)}°`);
      if (lang === 'en') {
        const main = doc.aspects.filter((a) => !/Node|Lilith|Fortune|Chiron|Ceres|Pallas|Juno|Vesta/.test(a.point1 + a.point2));
        if (main.length) expect(first).toContain(`${main[0].point1} ${main[0].aspect} ${main[0].point2} (orb ${main[0].orb.toFixed(2)}°, ${main[0].motion})`);
      }
      const r = await ask(`${bornIn(lang, p)} ${q[lang]}`, 'standard');
      expect(r.text.startsWith(s.answer)).toBe(true);
    }
  }, 60_000);

  it('transits in a named year: the exact hits of Jupiter..Pluto on the natal planets and angles, from transitsDoc\'s timeline', async () => {
    const q: Record<Lang, string> = { en: 'What are my western transits in 2027?', hi: 'पाश्चात्य ज्योतिष में 2027 के मेरे transits क्या हैं?', ta: 'மேற்கத்திய ஜோதிடத்தில் 2027-ல் என் transits என்ன?' };
    const main = new Set(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Ascendant', 'MC']);
    for (const [i, p] of ps.slice(0, 3).entries()) {
      const lang = LANGS[i];
      const doc = transitsDoc({ ...p.birth, from: '2027-01-01', to: '2027-12-31' } as never, FIXED);
      const hits = doc.timeline!.hits.filter((h) => ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'].includes(h.transit) && main.has(h.natal));
      const { part, s } = westernOf(p, lang, q[lang], 'standard');
      expect(part).toEqual({ topic: 'western', ask: 'transits' });
      expect((s.data.timeline as any).hits).toEqual(hits);
      const first = s.answer;
      expect(first.startsWith(lang === 'en' ? 'In 2027' : '2027')).toBe(true);
      expect(first).toContain(TROPICAL[lang]);
      for (const h of hits) expect(first).toContain(h.exact_utc.slice(0, 10));
      if (lang === 'en' && hits.length) expect(first).toContain(`${hits[0].transit} ${hits[0].aspect} natal ${hits[0].natal}: ${hits[0].exact_utc.slice(0, 10)}`);
      // The moment's transits follow as a fact.
      expect(s.facts[0]).toContain('2026-05-15 06:00');
    }
  }, 60_000);

  it('synastry: synastryDoc of the two births; without the partner, the partner\'s birth is asked for', async () => {
    const [me, them] = ps;
    const raw: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(me.birth)) raw[`p1_${k}`] = v;
    for (const [k, v] of Object.entries(them.birth)) raw[`p2_${k}`] = v;
    const doc = synastryDoc(raw);
    for (const lang of LANGS) {
      const { s } = westernOf(me, lang, { en: 'What is our western synastry?', hi: 'हमारी पाश्चात्य synastry कैसी है?', ta: 'எங்கள் மேற்கத்திய synastry எப்படி?' }[lang], 'pro', them);
      expect(s.data.aspects).toEqual(doc.aspects);
      expect(s.data.summary).toEqual(doc.summary);
      const first = firstSentence(s.answer);
      for (const n of [doc.aspects.length, doc.summary.harmonious, doc.summary.challenging, doc.summary.variable, doc.summary.harmony_percent]) expect(first).toContain(String(n));
      expect(first).toContain(TROPICAL[lang]);
      if (lang === 'en') for (const a of doc.summary.key_contacts) expect(s.facts[0]).toContain(`(orb ${a.orb.toFixed(2)}°, ${a.motion})`);
    }
    const alone = await ask(`${bornIn('en', me)} What is our western synastry?`);
    expect(alone.text).toMatch(/partner's date of birth/);
    expect(partsOf('What is our western synastry?')).toEqual([{ topic: 'western', ask: 'synastry' }]);
  }, 60_000);

  it('a birth abroad from the structured message (numeric tz) gives the same numbers as the endpoint with that tz', async () => {
    const birth = { date: '1987-11-02', time: '06:45', lat: 40.7128, lon: -74.006, tz: -5 };
    const doc = natalAspectsDoc({ ...birth } as never);
    const asc = doc.points.find((x) => x.name === 'Ascendant')!;
    const a = await ask('In western astrology, what is my rising sign?', 'fast', { birth_details: birth });
    expect(firstSentence(a.text)).toContain(`Your rising sign (tropical, Placidus) is ${asc.sign} ${asc.degree.toFixed(2)}°`);
  });
});

describe('through the app: the chat equals GET /v1/astrology/aspects', () => {
  let gw: GatewayHarness;
  let key: string;
  beforeAll(async () => {
    gw = await startGateway();
    key = (await gw.app.createAccount({ plan: 'scale' })).apiKey;
  }, 60_000);
  afterAll(async () => { await gw?.close(); });

  it('rising, Sun and Moon signs and degrees, and the tightest aspects, are the endpoint\'s', async () => {
    for (const [i, p] of people(2, 2024).entries()) {
      const lang = LANGS[i];
      const qs = new URLSearchParams(Object.entries(p.birth).map(([k, v]) => [k, String(v)])).toString();
      const res = await gw.app.request<any>('GET', `/v1/astrology/aspects?${qs}`, { key });
      expect(res.status).toBe(200);
      const pt = (n: string) => res.body.points.find((x: any) => x.name === n);
      const chat = await gw.app.request<any>('POST', '/v1/chat/completions', {
        key, json: { model: 'graha-astro-standard', messages: [{ role: 'user', content: `${bornIn(lang, p)} ${RISING_Q[lang]}` }] },
      });
      expect(chat.status).toBe(200);
      const text: string = chat.body.choices[0].message.content;
      const first = firstSentence(text);
      expect(first).toContain(`${signName(lang, signIdx(pt('Ascendant').sign))} ${pt('Ascendant').degree.toFixed(2)}°`);
      expect(first).toContain(signName(lang, signIdx(pt('Sun').sign)));
      expect(first).toContain(signName(lang, signIdx(pt('Moon').sign)));
      expect(first).toContain(TROPICAL[lang]);
      expect(text).toContain(`${signName(lang, signIdx(pt('Sun').sign))} ${pt('Sun').degree.toFixed(2)}°`);
      expect(text).toContain(`${signName(lang, signIdx(pt('Moon').sign))} ${pt('Moon').degree.toFixed(2)}°`);

      const asp = await gw.app.request<any>('POST', '/v1/chat/completions', {
        key, json: { model: 'graha-astro-fast', messages: [{ role: 'user', content: `${bornIn('en', p)} ${ASPECTS_Q.en}` }] },
      });
      const major = res.body.aspects.filter((a: any) => a.kind === 'major' && !/Node|Lilith|Fortune|Chiron|Ceres|Pallas|Juno|Vesta/.test(a.point1 + a.point2) && !(a.point1 === 'Ascendant' && a.point2 === 'MC'));
      const aFirst = firstSentence(asp.body.choices[0].message.content);
      for (const a of major.slice(0, 5)) expect(aFirst).toContain(`${a.point1} ${a.aspect} ${a.point2} (orb ${a.orb.toFixed(2)}°, ${a.motion})`);
    }
  }, 120_000);
});
