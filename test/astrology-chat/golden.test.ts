/**
 * Golden questions, one per intent in English, Hindi and Tamil, through POST /v1/chat/completions: each answer must
 * name the Moon sign and the running dasha lord that GET /v1/astrology/kundali computes for the same birth, the fact
 * the intent turns on, and cite only corpus entries whose rule holds for that chart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHarness } from '../gateway/harness';
import { lookupPlace } from '../../src/astrology/chat/places';
import { dashaAt, expectCitationsApply, kundaliOf, matchOf, transitsAt, type Birth } from './helpers';

let gw: GatewayHarness;
let key: string;
let birth: Birth;
const ref: Record<string, any> = {};
beforeAll(async () => {
  gw = await startGateway();
  key = (await gw.app.createAccount({ plan: 'scale' })).apiKey;
  const chennai = lookupPlace('Chennai');
  if (chennai.kind !== 'found') throw new Error('Chennai must resolve');
  birth = { date: '1990-03-12', time: '14:30', lat: chennai.city.lat, lon: chennai.city.lon };
  for (const lang of ['en', 'hi', 'ta']) ref[lang] = await kundaliOf(gw.app, key, birth, lang);
}, 60_000);
afterAll(async () => { await gw?.close(); });

const BORN = {
  en: 'I was born on 12 March 1990 at 14:30 in Chennai.',
  hi: 'मेरा जन्म 12 मार्च 1990 को दोपहर 2:30 बजे चेन्नई में हुआ।',
  ta: 'நான் 12 மார்ச் 1990 மதியம் 2:30 மணிக்கு சென்னையில் பிறந்தேன்.',
} as const;
type Lang = keyof typeof BORN;

const QUESTIONS: Record<string, Record<Lang, string>> = {
  personality: { en: 'What is my personality like?', hi: 'मेरा स्वभाव कैसा है?', ta: 'என் குணம் எப்படி?' },
  career: { en: 'What does my chart say about my career?', hi: 'मेरा करियर कैसा रहेगा?', ta: 'என் தொழில் எப்படி இருக்கும்?' },
  marriage: { en: 'What about my marriage?', hi: 'मेरा विवाह कैसा रहेगा?', ta: 'என் திருமணம் எப்படி?' },
  health: { en: 'How is my health?', hi: 'मेरा स्वास्थ्य कैसा रहेगा?', ta: 'என் உடல்நலம் எப்படி?' },
  finance: { en: 'Will I have money and wealth?', hi: 'मेरी आर्थिक स्थिति कैसी रहेगी?', ta: 'என் பணம் நிலை எப்படி?' },
  dasha: { en: 'Which dasha am I running?', hi: 'मेरी कौन सी दशा चल रही है?', ta: 'எனக்கு எந்த தசை நடக்கிறது?' },
  timing: { en: 'How is 2027 for me?', hi: '2027 मेरे लिए कैसा रहेगा?', ta: '2027 எனக்கு எப்படி இருக்கும்?' },
  remedies: { en: 'What remedies should I do?', hi: 'मुझे कौन से उपाय करने चाहिए?', ta: 'எனக்கு என்ன பரிகாரம் செய்ய வேண்டும்?' },
};
/** The house whose sign the answer must name, per intent (1-based). */
const FOCUS_HOUSE: Record<string, number | undefined> = { personality: 1, career: 10, marriage: 7, health: 1, finance: 2 };

async function ask(model: string, content: string) {
  const res = await gw.app.request<any>('POST', '/v1/chat/completions', { key, json: { model, messages: [{ role: 'user', content }] } });
  expect(res.status).toBe(200);
  return res.body.choices[0].message;
}

/** A name as the answer shows it: "Virgo" in English, "कन्या (Virgo)" in Hindi and Tamil. */
const shown = (lang: Lang, local: string | undefined, en: string) => (lang === 'en' ? en : `${local} (${en})`);

describe('golden questions per intent, in en, hi and ta (graha-astro-standard)', () => {
  for (const intent of Object.keys(QUESTIONS)) {
    for (const lang of ['en', 'hi', 'ta'] as Lang[]) {
      it(`${intent} in ${lang}`, async () => {
        const k = ref[lang];
        const msg = await ask('graha-astro-standard', `${BORN[lang]} ${QUESTIONS[intent][lang]}`);
        const text: string = msg.content;
        // The answer is in the question's language.
        if (lang === 'hi') expect(text).toMatch(/[\u0900-\u097f]/);
        if (lang === 'ta') expect(text).toMatch(/[\u0b80-\u0bff]/);
        // Moon sign and running mahadasha lord as the kundali endpoint computes them.
        expect(text).toContain(shown(lang, k.moon_sign_local, k.moon_sign));
        const lord = k.planets.find((p: any) => p.name === k.dasha.current);
        expect(text).toContain(shown(lang, lord.name_local, k.dasha.current));
        const h = FOCUS_HOUSE[intent];
        if (h) expect(text).toContain(shown(lang, k.houses[h - 1].sign_local, k.houses[h - 1].sign));
        const reference: any = { kundali: ref.en };
        if (intent === 'dasha') {
          const sub = k.planets.find((p: any) => p.name === k.dasha.sub);
          expect(text).toContain(shown(lang, sub.name_local, k.dasha.sub));
        }
        if (intent === 'timing') {
          const at = await dashaAt(gw.app, key, birth, '2027-07-01');
          const maha = k.planets.find((p: any) => p.name === at.mahadasha);
          const antar = k.planets.find((p: any) => p.name === at.antardasha);
          // The period of the asked year, as /v1/astrology/dasha computes it for mid-2027.
          const line = {
            en: `In 2027: ${at.mahadasha} mahadasha with ${at.antardasha} antardasha`,
            hi: `2027 में: ${shown(lang, maha.name_local, at.mahadasha)} महादशा, ${shown(lang, antar.name_local, at.antardasha)} अंतर्दशा`,
            ta: `2027-ல்: ${shown(lang, maha.name_local, at.mahadasha)} மகாதசை, ${shown(lang, antar.name_local, at.antardasha)} புக்தி`,
          }[lang];
          expect(text).toContain(line);
          reference.dashasAsked = [at];
        }
        if (intent === 'remedies') {
          // The remedy notes cited are for planets the chart shows weak, in a dusthana or running their period.
          expect(msg.citations.every((c: any) => /-remedy-/.test(c.id))).toBe(true);
          const header = { en: 'Planets that call for remedies:', hi: 'उपाय योग्य ग्रह:', ta: 'பரிகாரம் தேவைப்படும் கிரகங்கள்:' }[lang];
          expect(text).toContain(header);
        }
        if (intent === 'health') expect(text).toContain(shown(lang, k.houses[5].sign_local, k.houses[5].sign));
        if (intent === 'finance') expect(text).toContain(shown(lang, k.houses[10].sign_local, k.houses[10].sign));
        expect(msg.citations.length).toBe(3);
        expectCitationsApply(msg.citations, reference, lang);
        for (const c of msg.citations) expect(text).toContain(c.text);
        expect(msg.follow_ups.length).toBeGreaterThanOrEqual(2);
        expect(msg.follow_ups.length).toBeLessThanOrEqual(4);
      });
    }
  }
});

const COMPATIBILITY: Record<Lang, string> = {
  en: 'I was born on 12 March 1990 at 14:30 in Chennai and my wife was born on 5 June 1992 at 8 am in Mumbai. How is our guna milan?',
  hi: 'मेरा जन्म 12 मार्च 1990 को दोपहर 2:30 बजे चेन्नई में हुआ और मेरी पत्नी का जन्म 5 जून 1992 को सुबह 8 बजे मुंबई में हुआ। हमारा गुण मिलान कैसा है?',
  ta: 'நான் 12 மார்ச் 1990 மதியம் 2:30 மணிக்கு சென்னையில் பிறந்தேன். என் மனைவி 5 ஜூன் 1992 காலை 8 மணிக்கு மும்பையில் பிறந்தார். எங்கள் பொருத்தம் எப்படி?',
};

describe('compatibility of two people in en, hi and ta agrees with /v1/astrology/match', () => {
  for (const lang of ['en', 'hi', 'ta'] as Lang[]) {
    it(lang, async () => {
      const mumbai = lookupPlace('Mumbai');
      if (mumbai.kind !== 'found') throw new Error('Mumbai must resolve');
      const m = await matchOf(gw.app, key, birth, { date: '1992-06-05', time: '08:00', lat: mumbai.city.lat, lon: mumbai.city.lon });
      const msg = await ask('graha-astro-standard', COMPATIBILITY[lang]);
      const total = { en: `${m.total_score} of 36 points`, hi: `36 में से ${m.total_score} अंक`, ta: `36-ல் ${m.total_score} புள்ளிகள்` }[lang];
      expect(msg.content).toContain(total);
      for (const koot of m.koots) expect(msg.content).toContain(`${koot.name} ${koot.score}/${koot.max}`);
      expect(msg.content).toContain(shown(lang, ref[lang].moon_sign_local, ref[lang].moon_sign));
      expect(msg.citations.length).toBeGreaterThan(0);
      expectCitationsApply(msg.citations, { kundali: ref.en, match: m }, lang);
    });
  }
});

describe('the three models say more as they go up', () => {
  it('fast: chart facts and a short answer, no citations', async () => {
    const msg = await ask('graha-astro-fast', `${BORN.en} ${QUESTIONS.career.en}`);
    expect(msg.content).toContain(ref.en.moon_sign);
    expect(msg.content).toContain(ref.en.houses[9].sign);
    expect(msg.content).toMatch(/In short:/);
    expect(msg.citations ?? []).toEqual([]);
    expect(msg.content).not.toContain('mahadasha');
  });

  it('pro: D9 and D10, transits of the asked year, five applicable citations', async () => {
    const career = await ask('graha-astro-pro', `${BORN.en} ${QUESTIONS.career.en}`);
    expect(career.content).toMatch(/Dasamsa \(D10\): lagna \w+/);
    expect(career.citations.length).toBe(5);
    expect(career.citations.map((c: any) => c.id)).toContain('bphs-7-use-d10');
    expectCitationsApply(career.citations, { kundali: ref.en }, 'en');

    const year = await ask('graha-astro-pro', `${BORN.en} ${QUESTIONS.timing.en}`);
    const transits = [await transitsAt(gw.app, key, ref.en.moon_sign, '2027-01-15'), await transitsAt(gw.app, key, ref.en.moon_sign, '2027-07-15')];
    for (const t of transits[1].filter((x: any) => x.planet === 'Saturn')) expect(year.content).toContain(`Saturn in ${t.sign}`);
    const at = await dashaAt(gw.app, key, birth, '2027-07-01');
    expectCitationsApply(year.citations, { kundali: ref.en, transits, dashasAsked: [at] }, 'en');
    expect(year.citations.some((c: any) => c.id.startsWith('pd-26-gochara-'))).toBe(true);
  });
});
