/**
 * Property tests over random births (seeded, worldwide, 1940-2010): for each kind of question the chat's direct
 * answer equals what the engine functions behind the structured endpoints compute for the same birth (kundali,
 * shadbala, match), in the three languages. The questions are the ordinary ones; the birth comes in the structured
 * system message so every birth is exact.
 */
import { describe, expect, it } from 'vitest';
import { createAstroChatResponder } from '../../src/astrology/chat/responder';
import { kundali, match, shadbala } from '../../src/astrology/index';
import { horoscope } from '../../src/astrology/horoscope';
import { AREAS } from '../../src/astrology/chat/sections/life';
import { LIFE_AREAS } from '../../src/astrology/chat/asked';

const NOW = Date.UTC(2026, 10, 29);
const responder = createAstroChatResponder({ nowMs: () => NOW });
const signal = new AbortController().signal;
type Lang = 'en' | 'hi' | 'ta';

let seed = 20261129;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pad = (n: number) => String(n).padStart(2, '0');
function randomBirth() {
  return {
    date: `${1940 + Math.floor(rnd() * 70)}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))}`,
    time: `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}`,
    lat: Math.round((rnd() * 120 - 55) * 1e4) / 1e4,
    lon: Math.round((rnd() * 340 - 170) * 1e4) / 1e4,
  };
}
const BIRTHS = Array.from({ length: 12 }, randomBirth);

async function answer(b: object, question: string, partner?: object): Promise<string> {
  const sys = JSON.stringify({ birth_details: { ...b, gender: 'male' }, ...(partner ? { partner_birth_details: partner } : {}) });
  const a = await responder({ model: 'x', messages: [{ role: 'system', content: sys }, { role: 'user', content: question }] } as never, 'astro-standard', signal);
  return a.text;
}
const shown = (lang: Lang, local: string | undefined, en: string) => (lang === 'en' ? en : `${local} (${en})`);
const firstLine = (t: string) => t.split('\n')[0];

const Q = {
  lagna: { en: 'What is my lagna?', hi: 'मेरा लग्न क्या है?', ta: 'என் லக்னம் என்ன?' },
  moon: { en: 'What is my moon sign?', hi: 'मेरी चंद्र राशि क्या है?', ta: 'என் சந்திர ராசி என்ன?' },
  dasha: { en: 'Which dasha am I running?', hi: 'मेरी कौन सी दशा चल रही है?', ta: 'எனக்கு எந்த தசை நடக்கிறது?' },
  strongest: { en: 'Which planet is strongest in my chart?', hi: 'मेरी कुंडली में सबसे बलवान ग्रह कौन सा है?', ta: 'என் ஜாதகத்தில் எந்த கிரகம் வலிமையானது?' },
} as const;
const AREA_Q: Record<string, string> = {
  career: 'How is my career?', marriage: 'How will my married life be?', children: 'What about children?', education: 'How is my education?',
  health: 'How is my health?', finance: 'Will I have wealth?', property: 'What about property and vehicles for me?', travel: 'Is foreign travel in my chart?',
  disputes: 'How will my court case go?', spirituality: 'What about spirituality?',
};

describe('random births: the direct answer equals the engine', () => {
  it('lagna, Moon sign, running dasha and strongest graha, in en, hi and ta', async () => {
    for (const [i, b] of BIRTHS.entries()) {
      const lang = (['en', 'hi', 'ta'] as Lang[])[i % 3];
      const k = kundali({ ...b, language: lang }, NOW);
      const lagna = await answer(b, Q.lagna[lang]);
      expect(firstLine(lagna)).toContain(shown(lang, k.houses[0].sign_local, k.ascendant.sign));
      const moon = await answer(b, Q.moon[lang]);
      expect(firstLine(moon)).toContain(shown(lang, k.moon_sign_local, k.moon_sign));
      const name = (g: string) => shown(lang, k.planets.find((p) => p.name === g)!.name_local, g);
      const d = await answer(b, Q.dasha[lang]);
      expect(firstLine(d)).toContain(name(k.dasha.current));
      expect(firstLine(d)).toContain(name(k.dasha.sub));
      expect(firstLine(d)).toContain(k.dasha.sub_end);
      const sb = shadbala({ ...b });
      const s = await answer(b, Q.strongest[lang]);
      expect(firstLine(s)).toContain(name(sb.planets.find((p) => p.rank === 1)!.planet));
    }
  });

  it('every life area names its house and where its lord sits, as the kundali has them', async () => {
    for (const b of BIRTHS.slice(0, 6)) {
      const k = kundali({ ...b }, NOW);
      for (const area of LIFE_AREAS) {
        const text = await answer(b, AREA_Q[area]);
        const h = AREAS[area].houses[0];
        const house = k.houses[h - 1];
        const lord = k.planets.find((p) => p.name === house.lord)!;
        const ord = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} house`;
        expect(firstLine(text)).toMatch(new RegExp(`^${AREAS[area].name.en}: `));
        expect(firstLine(text)).toContain(`The ${ord(h)} lord ${house.lord} sits in the ${ord(lord.house)}`);
        expect(text).toContain(`The ${ord(h)} (`);
        expect(text).toContain(`) is ${house.sign}; its lord ${house.lord} sits in the ${ord(lord.house)}`);
      }
    }
  });

  it('one graha asked about: its sign and house as the kundali has them; "is it strong" is yes or no by shadbala', async () => {
    for (const [i, b] of BIRTHS.slice(0, 8).entries()) {
      const g = (['Saturn', 'Venus', 'Jupiter', 'Mars', 'Mercury', 'Moon', 'Sun', 'Rahu'] as const)[i];
      const k = kundali({ ...b }, NOW);
      const p = k.planets.find((x) => x.name === g)!;
      const ord = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} house`;
      const about = await answer(b, `What does ${g} do in my chart?`);
      expect(firstLine(about)).toMatch(new RegExp(`^${g} in your chart: in ${p.sign}, in your ${ord(p.house)}`));
      if (g === 'Rahu') continue;
      const sb = shadbala({ ...b }).planets.find((x) => x.planet === g)!;
      const strong = await answer(b, `Is ${g} strong in my chart?`);
      expect(firstLine(strong)).toMatch(sb.ratio >= 1 ? new RegExp(`^Yes, ${g} is strong`) : new RegExp(`^No, ${g} is below`));
      expect(firstLine(strong)).toContain(`${sb.ratio.toFixed(2)}×`);
    }
  });

  it('horoscopes: a named sign needs no birth; "my horoscope" is the Moon sign\'s; both equal GET /v1/astrology/horoscope', async () => {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const qs: [string, string, Lang, 'daily' | 'weekly', number][] = [
      ['Scorpio horoscope tomorrow', 'scorpio', 'en', 'daily', 1], ['सिंह राशिफल आज', 'leo', 'hi', 'daily', 0], ['இந்த வார மேஷ ராசி பலன்', 'aries', 'ta', 'weekly', 0],
    ];
    for (const [q, sign, lang, type, plus] of qs) {
      const a = await responder({ model: 'x', messages: [{ role: 'user', content: q }] } as never, 'astro-standard', signal);
      // No place is named: the day is India's (UTC+05:30).
      const h = horoscope({ sign, date: day(NOW + 5.5 * 3_600_000 + plus * 86_400_000), type, language: lang }, NOW);
      expect(firstLine(a.text)).toContain(h.prediction);
      expect(a.text).not.toMatch(/date of birth|जन्म तिथि|பிறந்த தேதி/);
    }
    for (const b of BIRTHS.slice(0, 4)) {
      const k = kundali({ ...b }, NOW);
      const text = await answer(b, 'What is my horoscope for this week?');
      const h = horoscope({ sign: k.moon_sign.toLowerCase(), date: day(NOW + k.time.tz_offset_hours * 3_600_000), type: 'weekly' }, NOW);
      expect(firstLine(text)).toMatch(new RegExp(`^${k.moon_sign}, this week's horoscope`));
      expect(firstLine(text)).toContain(h.prediction);
    }
  });

  it('compatibility: the score and every koot equal match() for random couples', async () => {
    for (let i = 0; i + 1 < 8; i += 2) {
      const boy = BIRTHS[i], girl = BIRTHS[i + 1];
      const m = match({ boy, girl });
      const text = await answer(boy, 'Are we compatible?', girl);
      expect(firstLine(text)).toContain(`${m.total_score} of 36 points`);
      for (const koot of m.koots) expect(text).toContain(`${koot.name} ${koot.score}/${koot.max}`);
    }
  });
});
