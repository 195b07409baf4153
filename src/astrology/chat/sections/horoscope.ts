/**
 * A sign's horoscope of a day, week or month, as GET /v1/astrology/horoscope computes it (horoscope.ts: the real
 * transits of the period counted from the sign, each favourable or not by the classical gochara houses). The sign is
 * the one named ("Leo this week"), else the user's Moon sign (the vedic custom: the rashi is the janma rashi). The
 * day is the one asked (today, tomorrow, a date), in the place's local date when a place is known, else UTC+05:30.
 */
import { horoscope } from '../../horoscope';
import { SIGN_SLUGS } from '../../constants';
import { signName, type Localized } from '../lexicon';
import type { Part } from '../asked';
import { L } from './common';
import { section, type Section, type SectionContext } from './types';

const T = {
  head: { en: '{sign}, {period} ({range}): {mood}. {prediction}', hi: '{sign}, {period} ({range}): {mood}। {prediction}', ta: '{sign}, {period} ({range}): {mood}. {prediction}' },
  yourSign: { en: 'Your Moon sign (janma rashi) is {sign}; the horoscope is read from it.', hi: 'आपकी चंद्र राशि (जन्म राशि) {sign} है; राशिफल उसी से पढ़ा गया है।', ta: 'உங்கள் சந்திர ராசி (ஜென்ம ராசி) {sign}; ராசி பலன் அதிலிருந்து கணிக்கப்பட்டது.' },
  lucky: { en: 'Lucky number {n} (the number of the lord of the Moon\'s nakshatra), colour {colour}.', hi: 'शुभ अंक {n} (चंद्र नक्षत्र के स्वामी का अंक), रंग {colour}।', ta: 'அதிர்ஷ்ட எண் {n} (சந்திர நட்சத்திர அதிபதியின் எண்), நிறம் {colour}.' },
  transits: { en: 'Transits from {sign}: {items}.', hi: '{sign} से गोचर: {items}।', ta: '{sign} இலிருந்து கோசாரம்: {items}.' },
  item: { en: '{planet} {house} ({good})', hi: '{planet} {house} ({good})', ta: '{planet} {house} ({good})' },
  good: { en: 'favourable', hi: 'शुभ', ta: 'சாதகம்' },
  bad: { en: 'unfavourable', hi: 'अशुभ', ta: 'பாதகம்' },
  rule: { en: 'Rule: each graha is judged by its house counted from the sign, good only in its favourable houses (Phaladeepika ch. 26); the mood weighs the slow grahas more for a week or a month.', hi: 'नियम: हर ग्रह राशि से गिने भाव से देखा जाता है, केवल अपने शुभ भावों में शुभ (फलदीपिका अ. 26); सप्ताह या महीने के लिए धीमे ग्रहों का भार अधिक है।', ta: 'விதி: ஒவ்வொரு கிரகமும் ராசியிலிருந்து எண்ணிய பாவத்தால் பார்க்கப்படும், தன் சாதக பாவங்களில் மட்டும் நன்மை (பலதீபிகை அ. 26); வாரம், மாதத்துக்கு மெதுவான கிரகங்களுக்கு அதிக எடை.' },
  daily: { en: 'today\'s horoscope', hi: 'आज का राशिफल', ta: 'இன்றைய ராசி பலன்' },
  tomorrow: { en: 'tomorrow\'s horoscope', hi: 'कल का राशिफल', ta: 'நாளைய ராசி பலன்' },
  dated: { en: 'horoscope of the day', hi: 'दिन का राशिफल', ta: 'அந்நாளின் ராசி பலன்' },
  weekly: { en: 'this week\'s horoscope', hi: 'इस सप्ताह का राशिफल', ta: 'இந்த வார ராசி பலன்' },
  monthly: { en: 'this month\'s horoscope', hi: 'इस महीने का राशिफल', ta: 'இந்த மாத ராசி பலன்' },
} satisfies Record<string, Localized>;

const LUCKY = /lucky|शुभ\s+(अंक|रंग)|அதிர்ஷ்ட/iu;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function horoscopeSection(part: Extract<Part, { topic: 'horoscope' }>, ctx: SectionContext): Section {
  const { lang, u } = ctx;
  const sign = part.sign ?? ctx.facts!.moonSign;
  // The local day: the place's offset when known (a named place, else the birth's), else India's.
  const tz = ctx.dayPlace?.tz ?? ctx.facts?.chart.time.tz_offset_hours ?? 5.5;
  const localNow = ctx.nowMs + tz * 3_600_000;
  // A date named in the question (never the birth date).
  const named = u.day.dates.find((d) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` !== ctx.facts?.birth.date);
  const date = part.period === 'daily' && named ? `${named.year}-${String(named.month).padStart(2, '0')}-${String(named.day).padStart(2, '0')}`
    : isoDay(localNow + (part.period === 'daily' ? (u.day.relativeDay ?? 0) : 0) * 86_400_000);
  const h = horoscope({ sign: SIGN_SLUGS[sign], date, type: part.period, language: lang }, ctx.nowMs);
  const periodWord = part.period !== 'daily' ? T[part.period] : named ? T.dated : u.day.relativeDay === 1 ? T.tomorrow : T.daily;
  const range = h.period.start === h.period.end ? h.period.start : `${h.period.start} – ${h.period.end}`;
  const head = L(lang, T.head, { sign: signName(lang, sign), period: periodWord[lang], range, mood: h.mood_local ?? h.mood, prediction: h.prediction });
  const lucky = L(lang, T.lucky, { n: h.lucky_number, colour: h.lucky_color_local ?? h.lucky_color });
  // "What is my lucky number?": the lucky number and colour first.
  const luckyAsked = LUCKY.test(u.question);
  const answer = luckyAsked ? lucky : head;
  const facts: string[] = [];
  if (part.sign === undefined) facts.push(L(lang, T.yourSign, { sign: signName(lang, sign) }));
  facts.push(luckyAsked ? head : lucky);
  const pro = [L(lang, T.transits, {
    sign: signName(lang, sign),
    items: h.transits.map((t) => L(lang, T.item, { planet: t.planet, house: t.house, good: (t.favourable ? T.good : T.bad)[lang] })).join(', '),
  })];
  return section(part, answer, { facts, reasons: [T.rule[lang]], pro, data: { horoscope: h } });
}
