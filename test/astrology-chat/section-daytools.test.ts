/**
 * The panchang's daily tools in the chat (sections/daytools.ts): choghadiya, hora and gowri panchangam of a day
 * (panchangPeriods = GET /v1/astrology/panchang/periods), chandrashtama days (chandrashtama() = GET
 * /v1/astrology/panchang/chandrashtama) and tarabala/chandrabalam of a day (panchangBalam = GET
 * /v1/astrology/panchang/balam), asked in English, Hindi and Tamil. Every time and name the answer states is checked
 * against those engine functions computed here independently of the chat; one case of each goes through the app. And
 * the bug this fixed: a birth date in the question was read as the asked day ("I was born on 12 March 1990 ... Is
 * today good for me?" answered a muhurta of 1990-03-12).
 */
import { describe, expect, it } from 'vitest';
import { liveGateway } from './helpers';
import { createAstroChatResponder } from '../../src/astrology/chat/responder';
import { understand } from '../../src/astrology/chat/conversation';
import { partsOf } from '../../src/astrology/chat/asked';
import { lookupPlace } from '../../src/astrology/chat/places';
import { periodsSection } from '../../src/astrology/chat/sections/daytools';
import type { SectionContext } from '../../src/astrology/chat/sections/types';
import { chandrashtama, panchangBalam, panchangPeriods, type PanchangPeriods } from '../../src/astrology/panchangTools';
import { kundali } from '../../src/astrology/kundali';
import { NAKSHATRAS, SIGNS } from '../../src/astrology/constants';

/** 2026-05-15 (Friday) 11:30 IST. */
const FIXED = Date.UTC(2026, 4, 15, 6);
const responder = createAstroChatResponder({ nowMs: () => FIXED });
type Lang = 'en' | 'hi' | 'ta';
const LANGS: Lang[] = ['en', 'hi', 'ta'];

async function ask(content: string, system?: object, nowMs = FIXED) {
  const r = nowMs === FIXED ? responder : createAstroChatResponder({ nowMs: () => nowMs });
  const messages = [...(system ? [{ role: 'system', content: JSON.stringify(system) }] : []), { role: 'user', content }];
  return r({ model: 'graha-astro-standard', messages } as never, 'astro-standard', new AbortController().signal);
}

function city(name: string) {
  const f = lookupPlace(name);
  if (f.kind !== 'found') throw new Error(`${name}: ${f.kind}`);
  return { lat: f.city.lat, lon: f.city.lon };
}
const AHMEDABAD = city('Ahmedabad');
const CHENNAI = city('Chennai');
const DELHI = city('Delhi');
const MUMBAI = city('Mumbai');
const PUNE = city('Pune');
const BIRTH = { date: '1990-03-12', time: '14:30', place: 'Chennai' };
const BIRTH_TEXT = 'I was born on 12 March 1990 at 14:30 in Chennai.';

const BIRTH_ASK = /date of birth|time of birth|place of birth|जन्म तिथि|जन्म समय|जन्म स्थान|பிறந்த தேதி|பிறந்த நேரம்|பிறந்த இடம்/;
const CITY_ASK = /Which city should I compute|किस शहर के लिए गणना|எந்த ஊருக்குக் கணிக்க/;
const hhmm = (iso: string) => iso.slice(11, 16);
const stamp = (iso: string) => `${iso.slice(0, 10)} ${hhmm(iso)}`;
const firstLine = (t: string) => t.split('\n')[0];
const QUALITY: Record<Lang, Record<string, string>> = {
  en: { good: 'good', neutral: 'neutral', bad: 'bad', mixed: 'mixed' },
  hi: { good: 'शुभ', neutral: 'सामान्य', bad: 'अशुभ', mixed: 'मिश्र' },
  ta: { good: 'நல்லது', neutral: 'நடுநிலை', bad: 'கெட்டது', mixed: 'கலப்பு' },
};
const nameIn = (lang: Lang, r: { name: string; name_local?: string }) => (lang === 'en' ? r.name : r.name_local!);
const running = <T extends { start: string; end: string }>(rows: T[], at: number) => rows.find((r) => Date.parse(r.start) <= at && at < Date.parse(r.end));

/** The birth's janma nakshatra and Moon sign, from the engine's kundali (GET /v1/astrology/kundali). */
function birthMoon() {
  const k = kundali({ date: BIRTH.date, time: BIRTH.time, ...CHENNAI });
  const moon = k.planets.find((p) => p.name === 'Moon')!;
  return { nak: NAKSHATRAS.indexOf(moon.nakshatra), sign: SIGNS.indexOf(k.moon_sign) };
}

describe('understanding: the daily tools in three languages, with transliterations', () => {
  it.each([
    ['What is the choghadiya today in Ahmedabad?', { topic: 'periods', kind: 'choghadiya' }],
    ['aaj ka choghadiya Surat', { topic: 'periods', kind: 'choghadiya' }],
    ['chowghadiya for tomorrow', { topic: 'periods', kind: 'choghadiya' }],
    ['आज का शुभ चौघड़िया दिल्ली', { topic: 'periods', kind: 'choghadiya' }],
    ['இன்று சென்னையில் சௌகடியா என்ன?', { topic: 'periods', kind: 'choghadiya' }],
    ['What is the hora now in Delhi?', { topic: 'periods', kind: 'hora' }],
    ['Guru hora today in Delhi', { topic: 'periods', kind: 'hora', planet: 'Jupiter' }],
    ['गुरु की होरा कल दिल्ली में', { topic: 'periods', kind: 'hora', planet: 'Jupiter' }],
    ['சென்னையில் இன்று சுக்கிர ஓரை எப்போது?', { topic: 'periods', kind: 'hora', planet: 'Venus' }],
    ['இன்று சென்னையில் கௌரி பஞ்சாங்கம் என்ன?', { topic: 'periods', kind: 'gowri' }],
    ['நல்ல நேரம் கௌரி', { topic: 'periods', kind: 'gowri' }],
    ['gowri nalla neram today Madurai', { topic: 'periods', kind: 'gowri' }],
    ['When is chandrashtama for Simha rasi this month?', { topic: 'chandrashtama', sign: 4 }],
    ['Kanni rasi chandrashtamam dates', { topic: 'chandrashtama', sign: 5 }],
    ['मेरी राशि कर्क है, चंद्राष्टम कब है?', { topic: 'chandrashtama', sign: 3 }],
    ['மீன ராசிக்கு சந்திராஷ்டமம் எப்போது?', { topic: 'chandrashtama', sign: 11 }],
    ['When is my chandrashtama?', { topic: 'chandrashtama' }],
    ['my star is Rohini, what is my tarabala today in Chennai', { topic: 'balam', ask: 'tara', nakshatra: 3 }],
    ['tharabalam today for Bharani star', { topic: 'balam', ask: 'tara', nakshatra: 1 }],
    ['मेरा नक्षत्र रोहिणी है, आज तारा बल कैसा है?', { topic: 'balam', ask: 'tara', nakshatra: 3 }],
    ['என் நட்சத்திரம் ரோகிணி, இன்று சந்திர பலம் எப்படி?', { topic: 'balam', ask: 'chandra', nakshatra: 3 }],
    ['Chandrabalam for Kanni rasi tomorrow', { topic: 'balam', ask: 'chandra', sign: 5 }],
    ['Is today good for me?', { topic: 'balam', ask: 'day' }],
    ['क्या आज का दिन मेरे लिए शुभ है?', { topic: 'balam', ask: 'day' }],
    ['இன்று எனக்கு நல்ல நாளா?', { topic: 'balam', ask: 'day' }],
    ['aaj mera din kaisa rahega', { topic: 'balam', ask: 'day' }],
    ['आज मेरा दिन कैसा रहेगा?', { topic: 'balam', ask: 'day' }],
    ['நாளை எனக்கு தாரா பலம் எப்படி? என் நட்சத்திரம் அஸ்வினி', { topic: 'balam', ask: 'tara', nakshatra: 0 }],
    ['Mula nakshatra tarabala today Chennai', { topic: 'balam', ask: 'tara', nakshatra: 18 }],
    ['chandrashtamam for Viruchigam', { topic: 'chandrashtama', sign: 7 }],
  ])('%s', (q, part) => expect(partsOf(q)).toEqual([part]));

  it('an undertaking keeps the muhurta; "chandrashtama dosham" is no dosha question; the named rashi is no chart-basics question', () => {
    expect(partsOf('Is today good for me to buy a car?').map((p) => p.topic)).toEqual(['muhurta']);
    expect(partsOf('Kanni rasi chandrashtama dosham dates').map((p) => p.topic)).toEqual(['chandrashtama']);
    expect(partsOf('What is my rashi and my tarabala today?')).toEqual([{ topic: 'balam', ask: 'tara' }]);
    // Both asked: both answered, in the order asked.
    expect(partsOf('Rahu kaal and choghadiya today in Pune')).toEqual([{ topic: 'panchang' }, { topic: 'periods', kind: 'choghadiya' }]);
  });
});

describe('the birth date is never the asked day', () => {
  it('understand(): a date read as the birth is not among the day\'s dates', () => {
    const u = understand({ messages: [{ role: 'user', content: `${BIRTH_TEXT} Is tomorrow good for griha pravesh?` }] } as never);
    expect(u.person.date).toBe('1990-03-12');
    expect(u.day.dates).toEqual([]);
    expect(u.day.relativeDay).toBe(1);
    // A date that is not the birth stays the asked day.
    const v = understand({ messages: [{ role: 'user', content: `${BIRTH_TEXT} Is 20 May 2026 good for griha pravesh?` }] } as never);
    expect(v.day.dates).toEqual([{ year: 2026, month: 5, day: 20 }]);
  });

  it('"Is today good for me? What is my tarabala today?" with the birth: today\'s balam, not a muhurta of 1990-03-12', async () => {
    const a = await ask(`${BIRTH_TEXT} Is today good for me? What is my tarabala today?`);
    expect(a.text).not.toContain('1990-03-12 (');
    expect(a.text).not.toMatch(/score \d/);
    expect(firstLine(a.text)).toContain('2026-05-15');
  });

  it('a muhurta and a panchang asked with the birth are for the asked day', async () => {
    const m = await ask(`${BIRTH_TEXT} Is tomorrow good for griha pravesh?`);
    expect(firstLine(m.text)).toContain('2026-05-16');
    expect(m.text).not.toContain('1990-03-12 (');
    const p = await ask(`${BIRTH_TEXT} What is the tithi today?`);
    expect(firstLine(p.text)).toContain('2026-05-15');
  });
});

describe('choghadiya, hora and gowri panchangam', () => {
  const CHOG: Record<Lang, [string, { lat: number; lon: number }]> = {
    en: ['What is the choghadiya today in Ahmedabad?', AHMEDABAD],
    hi: ['आज अहमदाबाद में चौघड़िया क्या है?', AHMEDABAD],
    ta: ['இன்று சென்னையில் சௌகடியா என்ன?', CHENNAI],
  };
  for (const lang of LANGS) {
    it(`${lang}: the running choghadiya with its times and quality first, then the next good one; the whole table; no birth asked`, async () => {
      const [q, at] = CHOG[lang];
      const p = panchangPeriods({ date: '2026-05-15', ...at, language: lang });
      const all = [...p.choghadiya.day, ...p.choghadiya.night];
      const now = running(all, FIXED)!;
      const next = all.filter((r) => Date.parse(r.start) > FIXED).find((r) => r.quality === 'good')!;
      const a = await ask(q);
      expect(a.text).not.toMatch(BIRTH_ASK);
      const line = firstLine(a.text);
      expect(line).toContain('11:30');
      expect(line).toContain(`${nameIn(lang, now)}`);
      expect(line).toContain(`${hhmm(now.start)}-${hhmm(now.end)}`);
      expect(line).toContain(QUALITY[lang][now.quality]);
      expect(line.indexOf(`${hhmm(next.start)}-${hhmm(next.end)}`)).toBeGreaterThan(line.indexOf(`${hhmm(now.start)}-${hhmm(now.end)}`));
      expect(line).toContain(nameIn(lang, next));
      for (const r of all) expect(a.text).toContain(`${nameIn(lang, r)}${lang === 'en' ? '' : ` (${r.name})`} ${hhmm(r.start)}-${hhmm(r.end)} (${QUALITY[lang][r.quality]})`);
      // The rule: the engine's convention (its own words in English).
      if (lang === 'en') expect(a.text).toContain(p.conventions.choghadiya);
    });
  }

  const HORA: Record<Lang, string> = { en: 'What is the hora now in Delhi?', hi: 'अभी दिल्ली में कौन सी होरा है?', ta: 'இப்போது டெல்லியில் எந்த ஹோரை?' };
  const LORD: Record<Lang, Record<string, string>> = {
    en: {}, hi: { Sun: 'सूर्य', Moon: 'चंद्र', Mars: 'मंगल', Mercury: 'बुध', Jupiter: 'गुरु', Venus: 'शुक्र', Saturn: 'शनि' },
    ta: { Sun: 'சூரியன்', Moon: 'சந்திரன்', Mars: 'செவ்வாய்', Mercury: 'புதன்', Jupiter: 'குரு', Venus: 'சுக்கிரன்', Saturn: 'சனி' },
  };
  for (const lang of LANGS) {
    it(`${lang}: the running hora's lord and times, then the next; all 24 horas`, async () => {
      const p = panchangPeriods({ date: '2026-05-15', ...DELHI, language: lang });
      const i = p.hora.findIndex((h) => Date.parse(h.start) <= FIXED && FIXED < Date.parse(h.end));
      const [now, next] = [p.hora[i], p.hora[i + 1]];
      const a = await ask(HORA[lang]);
      const line = firstLine(a.text);
      const lord = (l: string) => (lang === 'en' ? l : `${LORD[lang][l]} (${l})`);
      expect(lang === 'en' ? now.lord_local : now.lord_local).toBe(lang === 'en' ? undefined : LORD[lang][now.lord]);
      expect(line).toContain(`${lord(now.lord)} `);
      expect(line).toContain(`${hhmm(now.start)}-${hhmm(now.end)}`);
      expect(line.indexOf(`${hhmm(next.start)}-${hhmm(next.end)}`)).toBeGreaterThan(line.indexOf(lord(next.lord)) - 1);
      for (const h of p.hora) expect(a.text).toContain(`${lord(h.lord)} ${hhmm(h.start)}-${hhmm(h.end)}`);
    });
  }

  it('a named planet\'s horas ("Guru hora"): every Jupiter hora of the day, and the next one', async () => {
    const p = panchangPeriods({ date: '2026-05-15', ...DELHI });
    const jup = p.hora.filter((h) => h.lord === 'Jupiter');
    expect(jup.length).toBeGreaterThan(1);
    const line = firstLine((await ask('Guru hora today in Delhi')).text);
    for (const h of jup) expect(line).toContain(`${hhmm(h.start)}-${hhmm(h.end)}`);
    const next = jup.find((h) => Date.parse(h.start) > FIXED)!;
    expect(line).toContain(`The next is ${hhmm(next.start)}-${hhmm(next.end)}`);
  });

  const GOWRI: Record<Lang, string> = {
    en: 'What is the gowri panchangam today in Chennai?', hi: 'आज चेन्नई में गौरी पंचांग क्या है?', ta: 'இன்று சென்னையில் கௌரி பஞ்சாங்கம் என்ன?',
  };
  for (const lang of LANGS) {
    it(`${lang}: gowri panchangam: the running period and its quality (not the plain panchang)`, async () => {
      const p = panchangPeriods({ date: '2026-05-15', ...CHENNAI, language: lang });
      const all = [...p.gowri_panchangam.day, ...p.gowri_panchangam.night];
      const now = running(all, FIXED)!;
      const a = await ask(GOWRI[lang]);
      const line = firstLine(a.text);
      expect(line).toContain(nameIn(lang, now));
      expect(line).toContain(`${hhmm(now.start)}-${hhmm(now.end)}`);
      expect(line).toContain(QUALITY[lang][now.quality]);
      // Not the panchang's tithi line.
      expect(a.text).not.toMatch(/Tithi:|तिथि:|திதி:/);
      for (const r of all) expect(a.text).toContain(`${hhmm(r.start)}-${hhmm(r.end)} (${QUALITY[lang][r.quality]})`);
    });
  }

  it('before sunrise the running period is the previous day\'s night\'s', async () => {
    const p = panchangPeriods({ date: '2026-05-15', ...CHENNAI });
    const early = Date.parse(p.sunrise) - 20 * 60000;
    const prev = panchangPeriods({ date: '2026-05-14', ...CHENNAI });
    const now = running(prev.choghadiya.night, early)!;
    const a = await ask('What is the choghadiya today in Chennai?', undefined, early);
    expect(firstLine(a.text)).toContain(`${now.name} choghadiya, ${hhmm(now.start)}-${hhmm(now.end)}, ${now.quality}`);
    expect(a.text).toContain('night periods of 2026-05-14');
  });

  it('another day (tomorrow in Pune): the day\'s good periods, day and night, are the answer', async () => {
    const p: PanchangPeriods = panchangPeriods({ date: '2026-05-16', ...PUNE });
    const good = [...p.choghadiya.day, ...p.choghadiya.night].filter((r) => r.quality === 'good');
    const line = firstLine((await ask('What is the choghadiya tomorrow in Pune?')).text);
    expect(line).toContain('2026-05-16');
    for (const r of good) expect(line).toContain(`${r.name} ${hhmm(r.start)}-${hhmm(r.end)}`);
  });

  it('"good" asked: the good ones still ahead today', async () => {
    const p = panchangPeriods({ date: '2026-05-15', ...DELHI, language: 'hi' });
    const ahead = [...p.choghadiya.day, ...p.choghadiya.night].filter((r) => Date.parse(r.start) > FIXED && r.quality === 'good');
    const line = firstLine((await ask('आज का शुभ चौघड़िया दिल्ली')).text);
    for (const r of ahead) expect(line).toContain(`${r.name_local} (${r.name}) ${hhmm(r.start)}-${hhmm(r.end)}`);
  });

  it('the section data is the engine\'s, and no place and no birth asks the city (not a birth)', async () => {
    const u = understand({ messages: [{ role: 'user', content: 'What is the hora now in Delhi?' }] } as never);
    const ctx: SectionContext = { tier: 'standard', lang: 'en', u, nowMs: FIXED, dayPlace: { ...DELHI, label: 'Delhi', source: 'question' } };
    const s = periodsSection(u.parts[0] as never, ctx);
    expect(s.data.periods).toEqual(panchangPeriods({ date: '2026-05-15', ...DELHI, language: 'en' }));
    for (const q of ['நல்ல நேரம் கௌரி', 'aaj ka choghadiya', 'Kanni rasi chandrashtamam dates']) {
      const a = await ask(q);
      expect(a.text, q).toMatch(CITY_ASK);
      expect(a.text, q).not.toMatch(BIRTH_ASK);
    }
    // The reply with a bare city answers it.
    const r = await responder({ model: 'graha-astro-standard', messages: [
      { role: 'user', content: 'aaj ka choghadiya' }, { role: 'assistant', content: (await ask('aaj ka choghadiya')).text }, { role: 'user', content: 'Surat' },
    ] } as never, 'astro-standard', new AbortController().signal);
    expect(firstLine(r.text)).toMatch(/S[uū]rat.*choghadiya/);
  });
});

describe('chandrashtama', () => {
  const Q: Record<Lang, [string, number, { lat: number; lon: number }, string, string]> = {
    en: ['When is chandrashtama for Simha rasi next month in Chennai?', 4, CHENNAI, '2026-06-01', '2026-06-30'],
    hi: ['मेरी राशि कर्क है, दिल्ली में चंद्राष्टम कब है?', 3, DELHI, '2026-05-15', '2026-06-13'],
    ta: ['சென்னையில் கன்னி ராசிக்கு சந்திராஷ்டமம் எப்போது?', 5, CHENNAI, '2026-05-15', '2026-06-13'],
  };
  for (const lang of LANGS) {
    it(`${lang}: the named rashi's stays in the asked range (this month; else the next 30 days), local times; no birth asked`, async () => {
      const [q, sign, at, from, to] = Q[lang];
      const c = chandrashtama({ start: from, end: to, ...at, moon_sign: sign + 1, language: lang });
      expect(c.periods.length).toBeGreaterThan(0);
      const a = await ask(q);
      expect(a.text).not.toMatch(BIRTH_ASK);
      const line = firstLine(a.text);
      expect(line).toContain(from);
      expect(line).toContain(to);
      expect(line).toContain(lang === 'en' ? SIGNS[sign] : c.moon_sign.name_local!);
      for (const x of c.periods) {
        expect(line).toContain(stamp(x.start));
        expect(line).toContain(stamp(x.end));
        expect(a.text).toContain(x.dates.join(', '));
      }
      expect(a.text).toContain(lang === 'en' ? c.eighth_sign.name : c.eighth_sign.name_local!);
      if (lang === 'en') expect(a.text).toContain(c.conventions.rule);
    });
  }

  it('this month with no stay left (Simha, 15-31 May 2026): says so and gives the next one', async () => {
    expect(chandrashtama({ start: '2026-05-15', end: '2026-05-31', ...CHENNAI, moon_sign: 5 }).periods).toEqual([]);
    const next = chandrashtama({ start: '2026-06-01', end: '2026-06-30', ...CHENNAI, moon_sign: 5 }).periods[0];
    const line = firstLine((await ask('When is chandrashtama for Simha rasi this month in Chennai?')).text);
    expect(line).toContain('No chandrashtama for Leo Moon sign from 2026-05-15 to 2026-05-31');
    expect(line).toContain(`the next begins ${stamp(next.start)} and ends ${stamp(next.end)}`);
  });

  it('the city given in reply keeps the question\'s range and language', async () => {
    const turns = async (q: string, city: string) => {
      const first = await ask(q);
      expect(first.text).toMatch(CITY_ASK);
      return responder({ model: 'graha-astro-standard', messages: [
        { role: 'user', content: q }, { role: 'assistant', content: first.text }, { role: 'user', content: city },
      ] } as never, 'astro-standard', new AbortController().signal);
    };
    expect(firstLine((await turns('When is chandrashtama for Simha rasi this month?', 'Chennai')).text)).toContain('from 2026-05-15 to 2026-05-31');
    const c = chandrashtama({ start: '2026-05-15', end: '2026-06-13', ...CHENNAI, moon_sign: 'Kanya' });
    const ta = firstLine((await turns('கன்னி ராசிக்கு சந்திராஷ்டமம் எப்போது?', 'Chennai')).text);
    expect(ta).toContain('சந்திராஷ்டமம்');
    for (const x of c.periods) expect(ta).toContain(stamp(x.start));
  });

  it('next month; and the user\'s own Moon sign from the birth', async () => {
    const c = chandrashtama({ start: '2026-06-01', end: '2026-06-30', ...PUNE, moon_sign: 'Mesha' });
    const line = firstLine((await ask('chandrashtama next month for Mesha rasi in Pune')).text);
    for (const x of c.periods) expect(line).toContain(`${stamp(x.start)} to ${stamp(x.end)}`);
    const { sign } = birthMoon();
    const mine = chandrashtama({ start: '2026-05-15', end: '2026-06-13', ...CHENNAI, moon_sign: sign + 1 });
    const a = await ask('When is my chandrashtama?', { birth_details: BIRTH });
    expect(firstLine(a.text)).toContain(SIGNS[sign]);
    for (const x of mine.periods) expect(firstLine(a.text)).toContain(stamp(x.start));
  });
});

describe('tarabala and chandrabalam', () => {
  it('"Is today good for me?" with a birth: the day\'s tarabala and chandrabalam for the janma nakshatra and Moon sign, both good when they overlap', async () => {
    const { nak, sign } = birthMoon();
    const b = panchangBalam({ date: '2026-05-15', ...CHENNAI, birth_nakshatra: nak + 1, moon_sign: sign + 1 });
    const a = await ask(`${BIRTH_TEXT} Is today good for me? What is my tarabala today?`);
    const line = firstLine(a.text);
    expect(line).toContain(NAKSHATRAS[nak]);
    expect(line).toContain(SIGNS[sign]);
    // Where both are good, computed here from the engine's spans.
    const good: [number, number][] = [];
    for (const t of b.tarabala!.filter((x) => x.quality === 'good')) for (const c of b.chandrabalam!.filter((x) => x.favourable)) {
      const s = Math.max(Date.parse(t.start), Date.parse(c.start));
      const e = Math.min(Date.parse(t.end), Date.parse(c.end));
      if (e > s) good.push([s, e]);
    }
    if (good.length === 0) expect(line).toContain('not a favourable day');
    else expect(line).toMatch(/favourable/);
    for (const t of b.tarabala!) {
      expect(a.text).toContain(`Moon in ${t.nakshatra.name} (${t.count} counted from ${NAKSHATRAS[nak]}): ${t.tara.name} tara, ${t.quality}`);
      expect(a.text).toContain(hhmm(t.end));
    }
    for (const c of b.chandrabalam!) expect(a.text).toContain(`Moon in ${c.moon_sign.name} (${c.position} counted from ${SIGNS[sign]}): ${c.favourable ? 'favourable' : 'not favourable'}`);
    expect(a.text).toContain(b.conventions.tarabala);
  });

  const Q: Record<Lang, [string, { lat: number; lon: number }, string]> = {
    en: ['my star is Rohini, what is my tarabala today in Chennai', CHENNAI, 'Tarabala'],
    hi: ['मेरा नक्षत्र रोहिणी है, आज मुंबई में तारा बल कैसा है?', MUMBAI, 'तारा बल'],
    ta: ['என் நட்சத்திரம் ரோகிணி, இன்று சென்னையில் சந்திர பலம் எப்படி?', CHENNAI, 'சந்திர பலம்'],
  };
  for (const lang of LANGS) {
    it(`${lang}: a named nakshatra (Rohini, wholly in Taurus): no birth needed; every span's tara, quality and end`, async () => {
      const [q, at, head] = Q[lang];
      const b = panchangBalam({ date: '2026-05-15', ...at, birth_nakshatra: 'Rohini', moon_sign: 'Taurus', language: lang });
      const a = await ask(q);
      expect(a.text).not.toMatch(BIRTH_ASK);
      const line = firstLine(a.text);
      expect(line).toContain('2026-05-15');
      expect(line).toContain(head);
      for (const t of b.tarabala!) {
        expect(a.text).toContain(lang === 'en' ? `${t.tara.name} tara, ${t.quality}` : `${t.tara.name_local} (${t.tara.name})`);
        expect(a.text).toContain(hhmm(t.start));
        expect(a.text).toContain(lang === 'en' ? t.nakshatra.name : t.nakshatra.name_local!);
      }
      for (const c of b.chandrabalam!) expect(a.text).toContain(lang === 'en' ? c.moon_sign.name : c.moon_sign.name_local!);
    });
  }

  it('a place named beside a known birth is the day\'s place (not a new birth place)', async () => {
    const { nak, sign } = birthMoon();
    const b = panchangBalam({ date: '2026-05-16', ...MUMBAI, birth_nakshatra: nak + 1, moon_sign: sign + 1 });
    const a = await ask('Is tomorrow a good day for me in Mumbai?', { birth_details: BIRTH });
    const line = firstLine(a.text);
    expect(line).toContain('2026-05-16');
    expect(line).toContain('Mumbai');
    expect(a.text).toContain(`Computed for: born 1990-03-12 at 14:30, Chennai`);
    for (const t of b.tarabala!) expect(a.text).toContain(`${t.tara.name} tara, ${t.quality}`);
    expect(a.text).toContain(hhmm(b.tarabala![0].start));
  });

  it('"Is today good for me?" with no birth and nothing named asks for the birth', async () => {
    expect((await ask('Is today good for me?')).text).toMatch(BIRTH_ASK);
  });
});

describe('through the app', () => {
  const { live, chat } = liveGateway();

  it('the choghadiya answer equals GET /v1/astrology/panchang/periods for the place and day', async () => {
    const res = await live.gw.app.request<PanchangPeriods>('GET', `/v1/astrology/panchang/periods?date=2027-01-15&lat=${AHMEDABAD.lat}&lon=${AHMEDABAD.lon}&language=hi`, { key: live.key });
    expect(res.status).toBe(200);
    const text = await chat('2027-01-15 को अहमदाबाद में चौघड़िया क्या है?');
    const line = firstLine(text);
    expect(line).toContain('2027-01-15');
    for (const r of [...res.body.choghadiya.day, ...res.body.choghadiya.night].filter((x) => x.quality === 'good')) expect(line).toContain(`${r.name_local} (${r.name}) ${hhmm(r.start)}-${hhmm(r.end)}`);
  });

  it('the chandrashtama answer equals GET /v1/astrology/panchang/chandrashtama', async () => {
    const res = await live.gw.app.request<any>('GET', `/v1/astrology/panchang/chandrashtama?start=2027-02-01&end=2027-02-28&moon_sign=Leo&lat=${CHENNAI.lat}&lon=${CHENNAI.lon}`, { key: live.key });
    expect(res.status).toBe(200);
    const line = firstLine(await chat('Simha rasi chandrashtama in February 2027 in Chennai'));
    for (const x of res.body.periods) expect(line).toContain(`${stamp(x.start)} to ${stamp(x.end)}`);
  });
});
