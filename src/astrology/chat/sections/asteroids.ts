/**
 * Chiron and the asteroids (Ceres, Pallas, Juno, Vesta) named in a Western question: their tropical sign, degree,
 * Placidus house and retrograde motion from the chart of GET /v1/astrology/aspects (natalAspectsDoc, the same call as
 * the Western section), and their aspects to the Sun, the Moon and the angles when the engine finds any. A birth
 * outside the asteroids' table has them omitted by the engine; the answer then says so with the engine's reason.
 */
import { SIGNS } from '../../constants';
import type { natalAspectsDoc } from '../../western/index';
import type { Aspect } from '../../western/aspects';
import { houseLocative, houseOrdinal, signName, type Language, type Localized } from '../lexicon';
import type { Part } from '../asked';
import { L, list } from './common';
import { section, type Section, type SectionContext } from './types';
import { ASPECT_WORD, pointName } from './westernWords';

const T = {
  at: { en: '{p} is in {sign} {deg}° in your {house} (tropical zodiac, Placidus){retro}.', hi: '{p} {sign} {deg}° पर, आपके {house} में है (सायन राशिचक्र, प्लेसिडस){retro}।', ta: '{p} {sign} {deg}°, உங்கள் {houseLoc} உள்ளது (சாயன ராசிச் சக்கரம், பிளாசிடஸ்){retro}.' },
  retro: { en: ', retrograde', hi: ', वक्री', ta: ', வக்ரம்' },
  aspects: { en: '{p}\'s aspects to the Sun, the Moon and the angles: {items}.', hi: 'सूर्य, चंद्र और कोणों से {p} के दृष्टि-संबंध (aspects): {items}।', ta: 'சூரியன், சந்திரன், கோணங்களுடன் {p}-இன் பார்வைகள் (aspects): {items}.' },
  noAspects: { en: '{p} makes no aspect to the Sun, the Moon, the Ascendant or the MC within the engine\'s orbs.', hi: '{p} का सूर्य, चंद्र, लग्न या MC से इंजन की सीमा (orb) में कोई दृष्टि-संबंध नहीं है।', ta: '{p} சூரியன், சந்திரன், லக்னம், MC உடன் இயந்திரத்தின் வரம்புக்குள் (orb) எந்தப் பார்வையும் இல்லை.' },
  others: { en: '{p}\'s other aspects: {items}.', hi: '{p} के अन्य दृष्टि-संबंध: {items}।', ta: '{p}-இன் மற்ற பார்வைகள்: {items}.' },
  omitted: { en: '{p} is not computed for this birth: {reason}', hi: 'इस जन्म के लिए {p} की गणना नहीं होती: {reason}', ta: 'இந்தப் பிறப்புக்கு {p} கணிக்கப்படவில்லை: {reason}' },
  speed: { en: '{p} moves {speed}° a day.', hi: '{p} की गति {speed}° प्रतिदिन है।', ta: '{p} நாளுக்கு {speed}° நகர்கிறது.' },
  rule: { en: 'Chiron and the four asteroids are placed like the planets: the tropical longitude from the engine\'s integrated orbit table, the house by Placidus; an aspect counts when the angle is within the engine\'s orb for it.', hi: 'काइरन और चार क्षुद्रग्रह ग्रहों की तरह रखे जाते हैं: इंजन की समाकलित कक्षा तालिका से सायन भोगांश, भाव प्लेसिडस से; कोण इंजन की सीमा (orb) में हो तो दृष्टि-संबंध।', ta: 'கைரனும் நான்கு சிறுகோள்களும் கிரகங்களைப் போலவே: இயந்திரத்தின் ஒருங்கிணைந்த சுற்றுப்பாதை அட்டவணையிலிருந்து சாயன பாகை, பாவம் பிளாசிடஸ்; கோணம் இயந்திர வரம்புக்குள் (orb) இருந்தால் பார்வை.' },
  orb: { en: 'orb', hi: 'अंतर', ta: 'இடைவெளி' },
} satisfies Record<string, Localized>;
const ANGLES = new Set(['Sun', 'Moon', 'Ascendant', 'MC']);

const sign = (lang: Language, s: string) => signName(lang, SIGNS.indexOf(s as (typeof SIGNS)[number]));
const aspectWord = (lang: Language, a: Aspect) => ASPECT_WORD[a.aspect]?.[lang] ?? a.aspect.replace(/_/g, '-');
const aspectLine = (lang: Language, a: Aspect) => `${pointName(lang, a.point1)} ${aspectWord(lang, a)} ${pointName(lang, a.point2)} (${T.orb[lang]} ${a.orb.toFixed(2)}°)`;

export function asteroidsSection(part: Extract<Part, { topic: 'western' }>, ctx: SectionContext, doc: ReturnType<typeof natalAspectsDoc>): Section {
  const { lang } = ctx;
  const names = part.points ?? [];
  const lines: string[] = [];
  const facts: string[] = [];
  const pro: string[] = [];
  const found: unknown[] = [];
  for (const n of names) {
    const p = doc.points.find((x) => x.name === n);
    if (!p) {
      const reason = doc.omitted_points?.reason ?? '';
      lines.push(L(lang, T.omitted, { p: pointName(lang, n), reason }));
      continue;
    }
    found.push(p);
    lines.push(L(lang, T.at, { p: pointName(lang, n), sign: sign(lang, p.sign), deg: p.degree.toFixed(2), house: houseOrdinal(lang, p.house), houseLoc: houseLocative(lang, p.house), retro: p.retrograde ? T.retro[lang] : '' }));
    const mine = doc.aspects.filter((a) => a.point1 === n || a.point2 === n);
    const toAngles = mine.filter((a) => ANGLES.has(a.point1 === n ? a.point2 : a.point1));
    facts.push(toAngles.length ? L(lang, T.aspects, { p: pointName(lang, n), items: list(lang, toAngles.map((a) => aspectLine(lang, a))) }) : L(lang, T.noAspects, { p: pointName(lang, n) }));
    const others = mine.filter((a) => !toAngles.includes(a));
    // "What aspects does Chiron make?": all of them are the answer; otherwise the rest are detail.
    if (others.length) (part.ask === 'aspects' ? facts : pro).push(L(lang, T.others, { p: pointName(lang, n), items: list(lang, others.map((a) => aspectLine(lang, a))) }));
    pro.push(L(lang, T.speed, { p: pointName(lang, n), speed: p.speed.toFixed(4) }));
  }
  const [answer, ...rest] = lines;
  return section(part, answer, {
    facts: [...rest, ...facts], reasons: [T.rule[lang]], pro, noteTopic: null,
    data: {
      zodiac: doc.zodiac, house_system: doc.house_system, points: found,
      aspects: doc.aspects.filter((a) => names.includes(a.point1) || names.includes(a.point2)),
      ...(doc.omitted_points ? { omitted_points: doc.omitted_points } : {}),
    },
  });
}
