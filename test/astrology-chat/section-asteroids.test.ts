/**
 * Chiron and the asteroids in the Western answer: "Where is Chiron in my chart?" (and Ceres, Pallas, Juno, Vesta, in
 * en/hi/ta by their pointNames.ts names) answers first with the point's tropical sign, degree, Placidus house and
 * retrograde motion, then its aspects to the Sun, the Moon and the angles, each checked against natalAspectsDoc()
 * (= GET /v1/astrology/aspects) computed here. A birth whose points the engine omits gets the engine's reason. One case
 * goes through the app.
 */
import { describe, expect, it } from 'vitest';
import { liveGateway } from './helpers';
import { createAstroChatResponder } from '../../src/astrology/chat/responder';
import { partsOf } from '../../src/astrology/chat/asked';
import { understand } from '../../src/astrology/chat/conversation';
import { houseLocative, houseOrdinal, signName } from '../../src/astrology/chat/lexicon';
import { asteroidsSection } from '../../src/astrology/chat/sections/asteroids';
import type { SectionContext } from '../../src/astrology/chat/sections/types';
import { natalAspectsDoc } from '../../src/astrology/western/index';
import { asteroidLocalName } from '../../src/astrology/western/pointNames';
import { SIGNS } from '../../src/astrology/constants';
import { bornIn, people, type Lang } from './people';

const FIXED = Date.UTC(2026, 4, 15, 6);
const responder = createAstroChatResponder({ nowMs: () => FIXED });
const LANGS: Lang[] = ['en', 'hi', 'ta'];
async function ask(content: string, tier: 'fast' | 'standard' | 'pro' = 'standard') {
  return responder({ model: `graha-astro-${tier}`, messages: [{ role: 'user', content }] } as never, `astro-${tier}`, new AbortController().signal);
}
const sign = (lang: Lang, s: string) => signName(lang, SIGNS.indexOf(s as (typeof SIGNS)[number]));
const firstLine = (t: string) => t.split('\n')[0];
const NAMES = ['Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta'];
const Q: Record<Lang, (n: string) => string> = {
  en: (n) => `Where is ${n} in my chart?`,
  hi: (n) => `मेरी कुंडली में ${asteroidLocalName('hi', n)!.split(' (')[0]} कहाँ है?`,
  ta: (n) => `என் ஜாதகத்தில் ${asteroidLocalName('ta', n)!.split(' (')[0]} எங்கே?`,
};
const RETRO: Record<Lang, string> = { en: 'retrograde', hi: 'वक्री', ta: 'வக்ரம்' };
const ANGLES = new Set(['Sun', 'Moon', 'Ascendant', 'MC']);

describe('asteroids: what is asked', () => {
  it('each of the five by name in en/hi/ta is a Western part naming it', () => {
    for (const n of NAMES) for (const lang of LANGS) {
      expect(partsOf(Q[lang](n)), `${lang} ${n}`).toEqual([{ topic: 'western', ask: 'signs', points: [n] }]);
    }
    expect(partsOf('Where are Juno and Chiron in my chart?')).toEqual([{ topic: 'western', ask: 'signs', points: ['Juno', 'Chiron'] }]);
  });
});

describe('asteroids: the answer is the Western chart\'s point', () => {
  const ps = people(2, 5151);
  for (const lang of LANGS) {
    it(`${lang}: sign, degree, house and retrograde first; the aspects to the Sun, Moon and angles with their orbs`, async () => {
      for (const p of ps) {
        const doc = natalAspectsDoc({ ...p.birth } as never);
        for (const n of NAMES) {
          const pt = doc.points.find((x) => x.name === n)!;
          const a = await ask(`${bornIn(lang, p)} ${Q[lang](n)}`, 'fast');
          const line = firstLine(a.text);
          expect(line.startsWith(asteroidLocalName(lang, n)!), line).toBe(true);
          expect(line).toContain(`${sign(lang, pt.sign)} ${pt.degree.toFixed(2)}°`);
          expect(line).toContain(lang === 'ta' ? houseLocative(lang, pt.house) : houseOrdinal(lang, pt.house));
          expect(line.includes(RETRO[lang])).toBe(pt.retrograde);
          const toAngles = doc.aspects.filter((x) => (x.point1 === n && ANGLES.has(x.point2)) || (x.point2 === n && ANGLES.has(x.point1)));
          const second = a.text.split('\n')[1];
          for (const x of toAngles) expect(second).toContain(`${x.orb.toFixed(2)}°`);
          if (!toAngles.length) expect(second).toMatch(/no aspect|कोई दृष्टि-संबंध नहीं|எந்தப் பார்வையும் இல்லை/);
        }
      }
    }, 60_000);
  }

  it('a birth whose points the engine omits says so with the engine\'s reason', () => {
    const p = ps[0];
    const doc = natalAspectsDoc({ ...p.birth } as never);
    const reason = 'outside the asteroid table (999-05-24 .. 3000-08-02 TT)';
    const omitted = { ...doc, points: doc.points.filter((x) => x.name !== 'Chiron'), omitted_points: { points: ['Chiron'], reason } } as typeof doc;
    for (const lang of LANGS) {
      const u = understand({ messages: [{ role: 'user', content: `${bornIn(lang, p)} ${Q[lang]('Chiron')}` }] } as never);
      const part = u.parts[0] as Extract<(typeof u.parts)[number], { topic: 'western' }>;
      const ctx: SectionContext = { tier: 'standard', lang, u, nowMs: FIXED, me: { birth: p.birth, label: p.city.en }, dayPlace: null };
      const s = asteroidsSection(part, ctx, omitted);
      expect(s.answer).toContain(reason);
      expect(s.answer).toContain(asteroidLocalName(lang, 'Chiron')!);
    }
  });
});

describe('through the app', () => {
  const { live } = liveGateway();

  it('Chiron (ta) equals GET /v1/astrology/aspects', async () => {
    const p = people(1, 77)[0];
    const qs = new URLSearchParams(Object.entries(p.birth).map(([k, v]) => [k, String(v)])).toString();
    const res = await live.gw.app.request<any>('GET', `/v1/astrology/aspects?${qs}`, { key: live.key });
    expect(res.status).toBe(200);
    const pt = res.body.points.find((x: any) => x.name === 'Chiron');
    const chat = await live.gw.app.request<any>('POST', '/v1/chat/completions', { key: live.key, json: { model: 'graha-astro-standard', messages: [{ role: 'user', content: `${bornIn('ta', p)} ${Q.ta('Chiron')}` }] } });
    expect(chat.status).toBe(200);
    const line = firstLine(chat.body.choices[0].message.content);
    expect(line).toContain(`${sign('ta', pt.sign)} ${pt.degree.toFixed(2)}°`);
    expect(line).toContain(houseLocative('ta', pt.house));
  }, 60_000);
});
