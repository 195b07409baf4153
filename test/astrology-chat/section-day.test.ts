/**
 * The day sections (questions that need no birth): the panchang of a day, the best days for an undertaking and a
 * festival's date, asked in English, Hindi and Tamil. Every date, time, tithi and nakshatra the answer states is
 * checked against the engine functions the structured endpoints serve (panchang() = GET /v1/astrology/panchang,
 * festivals() = GET /v1/astrology/festivals) and the puja planner agent, computed here independently of the chat; one
 * test of each goes through the app. No birth is ever asked for; with no place and no birth, the city is.
 */
import { describe, expect, it } from 'vitest';
import { liveGateway } from './helpers';
import { createAstroChatResponder } from '../../src/astrology/chat/responder';
import { understand } from '../../src/astrology/chat/conversation';
import { lookupPlace } from '../../src/astrology/chat/places';
import { festivalSection, muhurtaSection, panchangSection } from '../../src/astrology/chat/sections/day';
import type { DayPlace, SectionContext } from '../../src/astrology/chat/sections/types';
import { panchang, type Panchang } from '../../src/astrology/panchang';
import { festivals } from '../../src/astrology/festivals';
import { planPuja } from '../../src/agents/pujaPlanner';
import { MUHURTA_NOTE } from '../../src/astrology/chat/corpus/entries';
import type { MuhurtaRule } from '../../src/astrology/chat/corpus/rules';

/** 2026-05-15 11:30 IST. */
const FIXED = Date.UTC(2026, 4, 15, 6);
const responder = createAstroChatResponder({ nowMs: () => FIXED });
type Lang = 'en' | 'hi' | 'ta';
const LANGS: Lang[] = ['en', 'hi', 'ta'];

async function ask(content: string, tier: 'fast' | 'standard' | 'pro' = 'standard') {
  return responder({ model: `graha-astro-${tier}`, messages: [{ role: 'user', content }] } as never, `astro-${tier}`, new AbortController().signal);
}

function city(name: string) {
  const f = lookupPlace(name);
  if (f.kind !== 'found') throw new Error(`${name}: ${f.kind}`);
  return { lat: f.city.lat, lon: f.city.lon };
}
const CHENNAI = city('Chennai');
const MUMBAI = city('Mumbai');
const NEW_DELHI = city('New Delhi');

/** The section context the responder builds for a question (to read a section's data). */
function ctxOf(question: string, dayPlace: DayPlace | null, tier: SectionContext['tier'] = 'standard'): SectionContext {
  const u = understand({ messages: [{ role: 'user', content: question }] } as never);
  return { tier, lang: u.language, u, nowMs: FIXED, dayPlace };
}

const BIRTH_ASK = /date of birth|time of birth|place of birth|जन्म तिथि|जन्म समय|जन्म स्थान|பிறந்த தேதி|பிறந்த நேரம்|பிறந்த இடம்/;
const hhmm = (iso: string) => iso.slice(11, 16);
const firstLine = (t: string) => t.split('\n')[0];
const addDay = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

describe('panchang of a day', () => {
  const Q: Record<Lang, string> = {
    en: 'What is the tithi today in Chennai?',
    hi: 'आज चेन्नई में तिथि क्या है?',
    ta: 'இன்று சென்னையில் திதி என்ன?',
  };
  for (const lang of LANGS) {
    it(`${lang}: today's tithi (with its end) and nakshatra are the panchang's, tithi first; no birth asked`, async () => {
      const p = panchang({ date: '2026-05-15', ...CHENNAI, language: lang });
      const a = await ask(Q[lang]);
      expect(a.text).not.toMatch(BIRTH_ASK);
      const line = firstLine(a.text);
      expect(line).toContain('2026-05-15');
      // The asked element answers first: the tithi, with the instant it ends, then the nakshatra among the facts.
      const tithiLocal = lang === 'en' ? p.tithi.name : p.tithi.name_local!;
      expect(line).toContain(tithiLocal);
      expect(line).toContain(hhmm(p.tithi.end));
      expect(line.indexOf(tithiLocal)).toBeLessThan(line.length);
      expect(a.text).toContain(lang === 'en' ? p.nakshatra.name : p.nakshatra.name_local!);
      expect(a.text).toContain(hhmm(p.nakshatra.end));
      for (const t of [p.sunrise, p.sunset, p.rahu_kalam.start, p.rahu_kalam.end, p.yamaganda.start, p.gulika_kalam.end]) expect(a.text).toContain(hhmm(t));
      expect(a.text).toContain('UTC+05:30');
    });
  }

  it('the section data is the engine\'s panchang for the place and day, in the asked language', () => {
    for (const lang of LANGS) {
      const ctx = ctxOf(Q[lang], { ...CHENNAI, label: 'Chennai', source: 'question' });
      const s = panchangSection(ctx.u.parts[0], ctx);
      expect(s.asks).toBeFalsy();
      expect(s.data.panchang).toEqual(panchang({ date: '2026-05-15', ...CHENNAI, language: lang }));
    }
  });

  it('the Tamil date: asked in English, Hindi or Tamil it is answered first; every Tamil panchang answer opens with it', async () => {
    // 2026-05-15: the engine's Tamil solar date at Chennai (GET /v1/astrology/panchang?language=ta's tamil_date).
    const td = panchang({ date: '2026-05-15', ...CHENNAI, language: 'ta' }).tamil_date!;
    expect(td.month.name).toBe('Vaikasi');
    const cases: [string, string[]][] = [
      ['What is the Tamil date today in Chennai?', [`${td.month.name} ${td.day}`, td.year.name]],
      ['आज चेन्नई में तमिल महीना कौन सा है?', [td.month.name, `${td.day}वाँ`, td.year.name]],
      ['இன்று சென்னையில் தமிழ் தேதி என்ன?', [`${td.month.name_local} ${td.day}`, td.year.name_local]],
      // Not asked, but a Tamil almanac prints it first.
      ['இன்று சென்னையில் திதி என்ன?', [`${td.month.name_local} ${td.day}`, td.year.name_local]],
    ];
    for (const [q, parts] of cases) {
      const a = await ask(q);
      expect(a.text, q).not.toMatch(BIRTH_ASK);
      const line = firstLine(a.text);
      for (const part of parts) expect(line, q).toContain(part);
    }
    // An English or Hindi panchang question that does not ask for it does not carry it.
    expect((await ask(Q.en)).text).not.toContain(td.month.name);
  });

  it('an element asked (rahu kalam tomorrow in Mumbai) is answered first, for tomorrow', async () => {
    const p = panchang({ date: '2026-05-16', ...MUMBAI });
    for (const q of ['What is the rahu kalam tomorrow in Mumbai?', 'कल मुंबई में राहु काल कब है?', 'நாளை மும்பையில் ராகு காலம் எப்போது?']) {
      const a = await ask(q);
      const line = firstLine(a.text);
      expect(line).toContain('2026-05-16');
      expect(line).toContain(`${hhmm(p.rahu_kalam.start)}-${hhmm(p.rahu_kalam.end)}`);
      // The rest follows (the tithi is not in the first line, but in the facts).
      expect(line).not.toContain(hhmm(p.tithi.end));
      expect(a.text).toContain(hhmm(p.tithi.end));
    }
  });
});

describe('muhurta: the best days for an undertaking', () => {
  const Q: Record<Lang, string> = {
    en: 'Good dates for griha pravesh in January 2027 in Chennai?',
    hi: 'चेन्नई में जनवरी 2027 में गृह प्रवेश के शुभ मुहूर्त?',
    ta: 'ஜனவரி 2027-ல் சென்னையில் கிரகப் பிரவேசத்துக்கு நல்ல நாள் எது?',
  };
  /** The puja planner's days and windows for the same month and place (it picks 3). */
  let plan: { date: string; start: string; end: string; score: number }[] | undefined;
  const planned = () => plan ??= planPuja({
    input: 'griha pravesh', nowMs: FIXED,
    context: { location: CHENNAI, preferences: { start_date: '2027-01-01', end_date: '2027-01-31' } } as never,
  }).steps[1].output as { date: string; start: string; end: string; score: number }[];
  const month = Array.from({ length: 31 }, (_, i) => panchang({ date: `2027-01-${String(i + 1).padStart(2, '0')}`, ...CHENNAI }));

  for (const lang of LANGS) {
    it(`${lang}: the ranked days and windows are the puja planner's; rikta, Amavasya and Vyatipata/Vaidhriti days are listed to avoid`, async () => {
      const a = await ask(Q[lang]);
      expect(a.text).not.toMatch(BIRTH_ASK);
      const plan = planned();
      expect(plan.length).toBe(3);
      const line = firstLine(a.text);
      // The answer names the planner's days, in its order, each with its window.
      let at = -1;
      for (const d of plan) {
        const i = line.indexOf(`${d.date} `);
        expect(i).toBeGreaterThan(at);
        at = i;
        expect(line).toContain(`${hhmm(d.start)}-${hhmm(d.end)}`);
      }
      // Each pick's tithi and nakshatra, as the panchang of that day has them.
      for (const d of plan) {
        const p = month.find((x) => x.date === d.date)!;
        const pick = a.text.split('\n').find((l) => /^\d\. /.test(l) && l.includes(d.date))!;
        expect(pick).toContain(lang === 'en' ? p.tithi.name : panchang({ date: d.date, ...CHENNAI, language: lang }).tithi.name_local!);
        expect(pick).toContain(p.nakshatra.name);
        expect(pick).toContain(String(d.score));
      }
      const avoid = a.text.split('\n').find((l) => /Days to avoid|टालने योग्य|தவிர்க்க வேண்டிய/.test(l))!;
      const rikta = month.filter((p) => [4, 9, 14, 19, 24, 29].includes(p.tithi.number)).map((p) => p.date);
      const bad = month.filter((p) => p.tithi.number === 30 || ['Vyatipata', 'Vaidhriti'].includes(p.yoga.name)).map((p) => p.date);
      expect(rikta.length + bad.length).toBeGreaterThan(0);
      for (const d of [...rikta, ...bad]) expect(avoid).toContain(d);
      // A day listed to avoid is never among the picks.
      for (const d of plan) expect(month.find((p) => p.date === d.date)!.yoga.name).not.toMatch(/Vyatipata|Vaidhriti/);
    });
  }

  it('the section data carries the planner\'s picks and the rules that decided them', () => {
    const ctx = ctxOf(Q.en, { ...CHENNAI, label: 'Chennai', source: 'question' });
    const s = muhurtaSection(ctx.u.parts[0], ctx);
    const picks = s.data.picks as { date: string; start: string; end: string; score: number }[];
    expect(picks.slice(0, 3).map(({ date, start, end, score }) => ({ date, start, end, score }))).toEqual(planned());
    expect(s.data.from).toBe('2027-01-01');
    expect(s.data.to).toBe('2027-01-31');
    const rules = s.data.rules as string[];
    expect(rules).toContain('rikta_tithi');
    expect(s.data.notes).toEqual(rules.map((r) => MUHURTA_NOTE[r as MuhurtaRule].id));
  });

  it('one day asked: yes for a day the rules favour, no for a rikta day, with the reason', async () => {
    const good = month.find((p) => p.date === planned()[0].date)!;
    const yes = await ask(`Is ${good.date} good for griha pravesh in Chennai?`);
    expect(firstLine(yes.text)).toMatch(/^Yes: /);
    const rikta = month.find((p) => [4, 9, 14, 19, 24, 29].includes(p.tithi.number) && !['Vyatipata', 'Vaidhriti'].includes(p.yoga.name))!;
    const no = await ask(`Is ${rikta.date} good for griha pravesh in Chennai?`);
    expect(firstLine(no.text)).toMatch(/^No: .*rikta/);
    const noHi = await ask(`क्या ${rikta.date} को चेन्नई में गृह प्रवेश शुभ है?`);
    expect(firstLine(noHi.text)).toMatch(/^नहीं: .*रिक्ता/);
  });

  it('no month named: the coming 30 days from tomorrow', () => {
    const ctx = ctxOf('Best day for Satyanarayan puja in Chennai', { ...CHENNAI, label: 'Chennai', source: 'question' });
    const s = muhurtaSection(ctx.u.parts[0], ctx);
    expect(s.data.from).toBe('2026-05-16');
    expect(s.data.to).toBe(addDay('2026-05-16', 29));
    expect(s.data.undertaking).toBe('Satyanarayan puja');
  });
});

describe('festival dates', () => {
  const Q: Record<Lang, string> = { en: 'When is Diwali in 2027?', hi: 'दिवाली 2027 कब है?', ta: 'தீபாவளி 2027 எப்போது?' };
  for (const lang of LANGS) {
    it(`${lang}: Diwali 2027 is the festivals calendar's date at the default city (Chennai for a Tamil question, else New Delhi), which the answer names; no birth asked`, async () => {
      const at = lang === 'ta' ? CHENNAI : NEW_DELHI;
      const e = festivals({ year: 2027, ...at, language: lang }).events.find((x) => x.name === 'Diwali (Lakshmi Puja)')!;
      const a = await ask(Q[lang]);
      expect(a.text).not.toMatch(BIRTH_ASK);
      const line = firstLine(a.text);
      expect(line).toContain(e.date);
      expect(line).toContain(lang === 'ta' ? 'Chennai' : 'New Delhi');
      // The rule that decided: the tithi's span and the kala instant.
      expect(a.text).toContain(e.tithi!.end.slice(0, 16).replace('T', ' '));
      expect(a.text).toContain(hhmm(e.observed_at));
    });
  }

  it('a named city is used; with no year, the next time it falls', async () => {
    const chennai = festivals({ year: 2027, ...CHENNAI }).events.find((x) => x.name === 'Holi')!;
    const a = await ask('When is Holi in Chennai?');
    // 15 May 2026: Holi 2026 has passed, so the answer is 2027's.
    expect(firstLine(a.text)).toContain(chennai.date);
    expect(firstLine(a.text)).toContain('Chennai');
    const ctx = ctxOf('When is Holi in Chennai?', { ...CHENNAI, label: 'Chennai', source: 'question' });
    const part = ctx.u.parts[0] as Extract<SectionContext['u']['parts'][number], { topic: 'festival' }>;
    expect(festivalSection(part, ctx).data.events).toEqual([chennai]);
  });
});

describe('festival rules', () => {
  it('a midnight (nishita) festival is the day whose night holds the tithi, not "the next day"; Holi is the day after', async () => {
    const jan = festivals({ year: 2027, ...MUMBAI }).events.find((x) => x.name === 'Krishna Janmashtami')!;
    const a = await ask('When is Janmashtami 2027 in Mumbai?');
    expect(firstLine(a.text)).toContain(jan.date);
    expect(a.text).toContain(`of ${jan.date} is at ${hhmm(jan.observed_at)}`);
    expect(a.text).not.toContain('observed the next day');
    const holi = await ask('When is Holi 2027?');
    expect(holi.text).toContain('observed the next day');
  });
});

describe('no place and no birth', () => {
  for (const [lang, q, want] of [
    ['en', 'What is the tithi today?', /Which city/],
    ['hi', 'आज की तिथि क्या है?', /किस शहर/],
    ['ta', 'இன்றைய திதி என்ன?', /எந்த ஊருக்கு/],
    ['en', 'Good dates for griha pravesh next month?', /Which city/],
  ] as const) {
    it(`${lang}: "${q}" asks for the city, not for a birth`, async () => {
      const a = await ask(q);
      expect(a.text).toMatch(want);
      expect(a.text).not.toMatch(BIRTH_ASK);
    });
  }

  it('a birth in the conversation gives the place (the birth place) and is not asked again', async () => {
    const a = await responder({ model: 'graha-astro-standard', messages: [
      { role: 'system', content: JSON.stringify({ birth_details: { date: '1990-03-12', time: '14:30', place: 'Chennai' } }) },
      { role: 'user', content: 'What is the tithi today?' },
    ] } as never, 'astro-standard', new AbortController().signal);
    const p = panchang({ date: '2026-05-15', ...CHENNAI });
    expect(firstLine(a.text)).toContain(hhmm(p.tithi.end));
  });
});

describe('through the app', () => {
  const { live, chat } = liveGateway();

  it('the panchang answer equals GET /v1/astrology/panchang for the place and day', async () => {
    const res = await live.gw.app.request<Panchang>('GET', `/v1/astrology/panchang?date=2027-01-15&lat=${CHENNAI.lat}&lon=${CHENNAI.lon}&language=ta`, { key: live.key });
    expect(res.status).toBe(200);
    const p = res.body;
    const text = await chat('2027-01-15 அன்று சென்னையில் பஞ்சாங்கம் என்ன?');
    const line = firstLine(text);
    expect(line).toContain('2027-01-15');
    expect(line).toContain(p.tithi.name_local!);
    expect(line).toContain(hhmm(p.tithi.end));
    expect(line).toContain(p.nakshatra.name);
    expect(text).toContain(`${hhmm(p.rahu_kalam.start)}-${hhmm(p.rahu_kalam.end)}`);
  });

  it('the festival answer equals GET /v1/astrology/festivals at the default city', async () => {
    const res = await live.gw.app.request<any>('GET', `/v1/astrology/festivals?year=2027&lat=${NEW_DELHI.lat}&lon=${NEW_DELHI.lon}`, { key: live.key });
    expect(res.status).toBe(200);
    const e = res.body.events.find((x: { name: string }) => x.name === 'Diwali (Lakshmi Puja)');
    const text = await chat('When is Diwali in 2027?');
    expect(firstLine(text)).toContain(e.date);
    expect(text).toContain(hhmm(e.observed_at));
  });
});
