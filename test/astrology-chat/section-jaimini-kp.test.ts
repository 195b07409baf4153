/**
 * The Jaimini and KP sections. Jaimini: the atmakaraka, the chara karakas (8 and 7), the karakamsa, the arudha lagna,
 * the upapada and a named pada, each checked against jaimini() (= GET /v1/astrology/jaimini) computed here. KP: the
 * asked cusp's sign, star, sub and sub-sub lords and the asked house's significators against kp() (= GET
 * /v1/astrology/kp), the ruling planets of now against kpRulingPlanets() (= GET /v1/astrology/kp/ruling-planets) for
 * the clock's moment at the place, and a horary number (no birth) against kp() with horary_number. In en, hi and ta;
 * the first line answers; one case of each goes through the app.
 */
import { describe, expect, it } from 'vitest';
import { liveGateway } from './helpers';
import { createAstroChatResponder } from '../../src/astrology/chat/responder';
import { partsOf } from '../../src/astrology/chat/asked';
import { lookupPlace } from '../../src/astrology/chat/places';
import { houseOrdinal, planetName, signName } from '../../src/astrology/chat/lexicon';
import { jaimini, kp, kpRulingPlanets } from '../../src/astrology/index';
import { SIGNS, type Graha } from '../../src/astrology/constants';
import { bornIn, people, type Lang } from './people';

/** 2026-05-15 11:30 IST. */
const FIXED = Date.UTC(2026, 4, 15, 6);
const responder = createAstroChatResponder({ nowMs: () => FIXED });
const LANGS: Lang[] = ['en', 'hi', 'ta'];
async function ask(content: string, tier: 'fast' | 'standard' | 'pro' = 'standard') {
  return responder({ model: `graha-astro-${tier}`, messages: [{ role: 'user', content }] } as never, `astro-${tier}`, new AbortController().signal);
}
const sign = (lang: Lang, s: string) => signName(lang, SIGNS.indexOf(s as (typeof SIGNS)[number]));
const firstLine = (t: string) => t.split('\n')[0];
const local = (lang: Lang, en: string, loc?: string) => (lang === 'en' || !loc ? en : `${loc} (${en})`);
const ps = people(4, 3131);
const chennai = (() => { const f = lookupPlace('Chennai'); if (f.kind !== 'found') throw new Error('Chennai'); return { lat: f.city.lat, lon: f.city.lon }; })();

describe('what is asked', () => {
  it('Jaimini words in en/hi/ta and transliterated', () => {
    const cases: [string, object][] = [
      ['What is my atmakaraka?', { topic: 'jaimini', items: ['atmakaraka'] }], ['mera atmakarak kaun hai', { topic: 'jaimini', items: ['atmakaraka'] }],
      ['मेरा आत्मकारक कौन है?', { topic: 'jaimini', items: ['atmakaraka'] }], ['என் ஆத்மகாரகன் யார்?', { topic: 'jaimini', items: ['atmakaraka'] }],
      ['What is my arudha lagna?', { topic: 'jaimini', items: ['arudha'] }], ['मेरा आरूढ़ लग्न', { topic: 'jaimini', items: ['arudha'] }], ['என் ஆரூட லக்னம்', { topic: 'jaimini', items: ['arudha'] }],
      ['my upapada', { topic: 'jaimini', items: ['upapada'] }], ['मेरा उपपद', { topic: 'jaimini', items: ['upapada'] }], ['என் உபபதம்', { topic: 'jaimini', items: ['upapada'] }],
      ['my karakamsa', { topic: 'jaimini', items: ['karakamsa'] }], ['मेरा कारकांश', { topic: 'jaimini', items: ['karakamsa'] }], ['என் காரகாம்சம்', { topic: 'jaimini', items: ['karakamsa'] }],
      ['my chara karakas with 7 karakas', { topic: 'jaimini', items: ['karakas'], scheme: '7' }], ['Where is my A7 (dara pada)?', { topic: 'jaimini', items: [], padas: [7] }],
      ['What is the rashi drishti in my chart (jaimini)?', { topic: 'jaimini', items: ['drishti'] }], ['राशि दृष्टि', { topic: 'jaimini', items: ['drishti'] }],
    ];
    for (const [q, part] of cases) expect(partsOf(q), q).toEqual([part]);
  });

  it('KP words: cusp and sub lords, significators, ruling planets, horary', () => {
    const cases: [string, object][] = [
      ['What is the KP sub lord of my 7th cusp?', { topic: 'kp', items: ['cusp'], house: 7 }],
      ['KP significators of the 7th house', { topic: 'kp', items: ['significators'], house: 7 }],
      ['ruling planets now', { topic: 'kp', items: ['ruling'] }],
      ['मेरे सातवें भाव के कस्प का सब लॉर्ड क्या है?', { topic: 'kp', items: ['cusp'], house: 7 }],
      ['केपी में दसवें भाव के कारक ग्रह', { topic: 'kp', items: ['significators'], house: 10 }],
      ['என் 7ஆம் பாவ கஸ்ப் சப் லார்ட் என்ன?', { topic: 'kp', items: ['cusp'], house: 7 }],
      ['இப்போதைய ஆளும் கிரகங்கள் எவை?', { topic: 'kp', items: ['ruling'] }],
      ['KP horary number 45 in Chennai: will I get the job?', { topic: 'kp', items: ['cusp'], horary: 45 }],
    ];
    for (const [q, part] of cases) expect(partsOf(q), q).toEqual([part]);
  });
});

describe('Jaimini: the answer is jaimini()', () => {
  const AK_Q: Record<Lang, string> = { en: 'What is my atmakaraka?', hi: 'मेरा आत्मकारक कौन है?', ta: 'என் ஆத்மகாரகன் யார்?' };
  const AL_Q: Record<Lang, string> = { en: 'What are my arudha lagna and upapada?', hi: 'मेरा आरूढ़ लग्न और उपपद क्या है?', ta: 'என் ஆரூட லக்னம், உபபதம் என்ன?' };
  for (const lang of LANGS) {
    it(`${lang}: the atmakaraka first, with its degree, sign and house (8-karaka scheme)`, async () => {
      for (const p of ps) {
        const d = jaimini({ ...p.birth, language: lang } as never);
        const ak = d.chara_karakas[0];
        // The rule, re-derived: the highest degree in sign (Rahu from the end of its sign).
        expect(Math.max(...d.chara_karakas.map((k) => k.karaka_degree))).toBe(ak.karaka_degree);
        const line = firstLine((await ask(`${bornIn(lang, p)} ${AK_Q[lang]}`)).text);
        expect(line).toContain(planetName(lang, ak.planet));
        expect(line).toContain(`${ak.degree_in_sign.toFixed(2)}°`);
        expect(line).toContain(sign(lang, ak.sign));
        expect(line).toContain(houseOrdinal(lang, ak.house));
        expect(line).toContain('8');
      }
    });
    it(`${lang}: arudha lagna then upapada, each sign and house from the lagna with the count`, async () => {
      for (const p of ps) {
        const d = jaimini({ ...p.birth, language: lang } as never);
        const lines = (await ask(`${bornIn(lang, p)} ${AL_Q[lang]}`)).text.split('\n');
        for (const [i, pada] of [[0, d.arudha_padas[0]], [1, d.arudha_padas[11]]] as const) {
          expect(lines[i]).toContain(`(${pada.pada})`);
          expect(lines[i]).toContain(sign(lang, pada.sign));
          expect(lines[i]).toContain(houseOrdinal(lang, pada.house_from_lagna));
          expect(lines[i]).toContain(planetName(lang, pada.lord));
          expect(lines[i]).toContain(sign(lang, pada.lord_sign));
        }
        expect(d.arudha_lagna.sign).toBe(d.arudha_padas[0].sign);
        expect(d.upapada.sign).toBe(d.arudha_padas[11].sign);
      }
    });
  }

  it('all chara karakas in order, 8 and 7 schemes; karakamsa; a named pada; no chart basics for "arudha lagna"', async () => {
    const p = ps[0];
    for (const [q, scheme] of [['What are my chara karakas?', '8'], ['my chara karakas in the 7 karaka scheme', '7']] as const) {
      const d = jaimini({ ...p.birth, karakas: scheme } as never);
      const line = firstLine((await ask(`${bornIn('en', p)} ${q}`)).text);
      expect(line).toContain(`${scheme}-karaka scheme`);
      let at = 0;
      for (const k of d.chara_karakas) {
        const s = `(${k.abbreviation}) ${k.planet} ${k.karaka_degree.toFixed(2)}°`;
        expect(line.indexOf(s, at), s).toBeGreaterThanOrEqual(at);
        at = line.indexOf(s, at);
      }
      expect(d.chara_karakas).toHaveLength(Number(scheme));
    }
    const d = jaimini({ ...p.birth } as never);
    const km = firstLine((await ask(`${bornIn('en', p)} What is my karakamsa?`)).text);
    expect(km).toContain(`Your karakamsa is ${d.karakamsa.sign}`);
    expect(km).toContain(`the ${houseOrdinal('en', d.karakamsa.house_from_lagna)} from your lagna`);
    expect(km).toContain(`the ${houseOrdinal('en', d.karakamsa.house_from_navamsa_lagna)} from your navamsa lagna ${d.karakamsa.navamsa_lagna}`);
    const a7 = await ask(`${bornIn('en', p)} Where is my A7 (dara pada)?`);
    expect(firstLine(a7.text)).toContain(`Your Dara pada (A7) is ${d.arudha_padas[6].sign}`);
    expect(a7.text).not.toMatch(/birth nakshatra/);
    // A single karaka named leads: the darakaraka is the last of the ranking.
    const dk = d.chara_karakas[d.chara_karakas.length - 1];
    expect(dk.karaka).toBe('Darakaraka');
    for (const [lang, q] of [['en', 'Who is my darakaraka?'], ['hi', 'मेरा दाराकारक कौन है?'], ['ta', 'என் தாரகாரகன் யார்?']] as const) {
      const line = firstLine((await ask(`${bornIn(lang, p)} ${q}`)).text);
      expect(line).toContain('(DK)');
      expect(line).toContain(planetName(lang, dk.planet));
      expect(line).toContain(`${dk.degree_in_sign.toFixed(2)}°`);
    }
    const al = await ask(`${bornIn('en', p)} What is my arudha lagna?`);
    expect(al.text).not.toMatch(/Your lagna \(ascendant\) is/);
  });
});

describe('KP: the answer is kp() / kpRulingPlanets()', () => {
  const CUSP_Q: Record<Lang, string> = { en: 'What is the KP sub lord of my 7th cusp?', hi: 'मेरे सातवें भाव के कस्प का सब लॉर्ड क्या है?', ta: 'என் 7ஆம் பாவ கஸ்ப் சப் லார்ட் என்ன?' };
  const SIG_Q: Record<Lang, string> = { en: 'KP significators of the 7th house', hi: 'केपी में सातवें भाव के कारक ग्रह', ta: 'கே.பி. 7ஆம் பாவ காரகத்துவம்' };
  const RP_Q: Record<Lang, string> = { en: 'What are the ruling planets now?', hi: 'अभी के रूलिंग प्लैनेट्स क्या हैं?', ta: 'இப்போதைய ஆளும் கிரகங்கள் எவை?' };
  for (const lang of LANGS) {
    it(`${lang}: the 7th cusp's position and its sign, star, sub and sub-sub lords, in that order`, async () => {
      for (const p of ps) {
        const d = kp({ ...p.birth, language: lang } as never);
        const c = d.cusps[6];
        const line = firstLine((await ask(`${bornIn(lang, p)} ${CUSP_Q[lang]}`)).text);
        expect(line).toContain(`${local(lang, c.sign, c.sign_local)} ${c.position}`);
        expect(line).toContain(local(lang, c.nakshatra, c.nakshatra_local));
        let at = line.indexOf(c.position);
        for (const g of [c.sign_lord, c.star_lord, c.sub_lord, c.sub_sub_lord]) {
          const k = line.indexOf(planetName(lang, g), at + 1);
          expect(k).toBeGreaterThan(at);
          at = k;
        }
      }
    });
    it(`${lang}: the 7th house's significators strongest first, then each level`, async () => {
      for (const p of ps) {
        const s = kp({ ...p.birth } as never).significators[6];
        const line = firstLine((await ask(`${bornIn(lang, p)} ${SIG_Q[lang]}`)).text);
        const names = (gs: Graha[]) => gs.map((g) => planetName(lang, g));
        let at = 0;
        for (const n of names(s.significators)) { const k = line.indexOf(n, at); expect(k).toBeGreaterThanOrEqual(at); at = k; }
        for (const lvl of [s.level_1, s.level_2, s.level_3, s.level_4]) for (const n of names(lvl)) expect(line).toContain(n);
      }
    });
    it(`${lang}: the ruling planets of now (2026-05-15 11:30 IST) at the birth place`, async () => {
      const p = ps.find((x) => x.city.en === 'Chennai') ?? ps[0];
      const r = kpRulingPlanets({ date: '2026-05-15', time: '11:30', lat: p.birth.lat, lon: p.birth.lon, tz: 5.5 } as never).ruling_planets;
      const line = firstLine((await ask(`${bornIn(lang, p)} ${RP_Q[lang]}`)).text);
      expect(line).toContain('2026-05-15 11:30 UTC+05:30');
      let at = 0;
      for (const g of r.planets) { const k = line.indexOf(planetName(lang, g), at); expect(k).toBeGreaterThanOrEqual(at); at = k; }
      expect(line).toContain(planetName(lang, r.day_lord));
      for (const g of [r.moon_sign_lord, r.moon_star_lord, r.moon_sub_lord, r.lagna_sign_lord, r.lagna_star_lord, r.lagna_sub_lord]) expect(line).toContain(planetName(lang, g));
    });
  }

  it('a horary number needs no birth: the horary chart of the moment at the question\'s place', async () => {
    const Q: Record<Lang, string> = { en: 'KP horary number 45 in Chennai: will I get the job?', hi: 'चेन्नई में के.पी. प्रश्न संख्या 45', ta: 'சென்னையில் கே.பி. ஆரூட எண் 45' };
    for (const lang of LANGS) {
      const d = kp({ date: '2026-05-15', time: '11:30', ...chennai, tz: 5.5, horary_number: 45, language: lang } as never);
      const a = await ask(Q[lang]);
      expect(a.text).not.toMatch(/date of birth|जन्म तिथि|பிறந்த தேதி/);
      const line = firstLine(a.text);
      expect(line).toContain('45');
      expect(line).toContain('2026-05-15 11:30');
      const c = d.cusps[0];
      expect(line).toContain(`${local(lang, c.sign, c.sign_local)} ${c.position}`);
      for (const g of [c.sign_lord, c.star_lord, c.sub_lord, c.sub_sub_lord]) expect(line).toContain(planetName(lang, g));
      expect(d.horary!.start).toBe(c.position);
    }
    const out = await ask('KP horary number 300 in Chennai');
    expect(firstLine(out.text)).toContain('runs from 1 to 249');
    const noPlace = await ask('KP horary number 45');
    expect(noPlace.text).toContain('Which city should I compute this for?');
  });
});

describe('through the app', () => {
  const { live, chat } = liveGateway();
  const qs = (o: object) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();

  it('the atmakaraka (ta) equals GET /v1/astrology/jaimini; the 7th cusp\'s sub lord (en) GET /v1/astrology/kp', async () => {
    const p = ps[1];
    const j = await live.gw.app.request<any>('GET', `/v1/astrology/jaimini?${qs({ ...p.birth, language: 'ta' })}`, { key: live.key });
    expect(j.status).toBe(200);
    const ak = j.body.chara_karakas[0];
    const t = firstLine(await chat(`${bornIn('ta', p)} என் ஆத்மகாரகன் யார்?`));
    expect(t).toContain(planetName('ta', ak.planet));
    expect(t).toContain(`${ak.degree_in_sign.toFixed(2)}°`);
    const k = await live.gw.app.request<any>('GET', `/v1/astrology/kp?${qs(p.birth)}`, { key: live.key });
    expect(k.status).toBe(200);
    const c = k.body.cusps[6];
    const e = firstLine(await chat(`${bornIn('en', p)} What is the KP sub lord of my 7th cusp?`));
    expect(e).toContain(`${c.sign} ${c.position}`);
    expect(e).toContain(`sub lord ${c.sub_lord}, sub-sub lord ${c.sub_sub_lord}`);
  }, 60_000);
});
