/**
 * The golden questions (golden.test.ts): what users ask, in en, hi and ta, each with the facts its answer must carry
 * in order, drawn from the structured endpoints' answers for the same birth (12 March 1990, 14:30, Chennai). The
 * first fact must be on the answer's first line: the direct answer comes first.
 */
import { AREAS } from '../../src/astrology/chat/sections/life';
import type { LifeArea } from '../../src/astrology/chat/asked';

export type Lang = 'en' | 'hi' | 'ta';
export interface Ref {
  kundali: Record<Lang, any>;
  shadbala: any;
  dasha2027: any;
  match: any;
  /** GET /v1/astrology/doshas for the birth. */
  doshas: any;
  /** The monthly transits of 2027 (GET /v1/astrology/horoscope), for the period's gochara notes. */
  transits2027: any[][];
  /** GET /v1/astrology/panchang for today (Chennai's date) at Chennai. */
  panchangToday: any;
  /** Diwali 2027 from GET /v1/astrology/festivals at New Delhi and at Chennai. */
  diwali2027: { delhi: any; chennai: any };
}
export interface GoldenCase {
  lang: Lang;
  q: string;
  /** Facts the answer must contain, in this order; the first on its first line. */
  expect: (r: Ref, lang: Lang) => string[];
  /** What it must not contain. */
  not?: (r: Ref, lang: Lang) => string[];
  /** A question about a day: its citations are the muhurta and kala rules it applied, not rules of a chart. */
  day?: boolean;
}

export const BORN: Record<Lang, string> = {
  en: 'I was born on 12 March 1990 at 14:30 in Chennai.',
  hi: 'मेरा जन्म 12 मार्च 1990 को दोपहर 2:30 बजे चेन्नई में हुआ।',
  ta: 'நான் 12 மார்ச் 1990 மதியம் 2:30 மணிக்கு சென்னையில் பிறந்தேன்.',
};

/** A name as answers show it: "Virgo" in English, "कन्या (Virgo)" in Hindi and Tamil. */
export const shown = (lang: Lang, local: string | undefined, en: string): string => (lang === 'en' ? en : `${local} (${en})`);
const k = (r: Ref, lang: Lang) => r.kundali[lang];
const planet = (r: Ref, lang: Lang, name: string) => { const p = k(r, lang).planets.find((x: any) => x.name === name); return shown(lang, p.name_local, name); };
const lagna = (r: Ref, lang: Lang) => shown(lang, k(r, lang).houses[0].sign_local, k(r, lang).ascendant.sign);
const moonSign = (r: Ref, lang: Lang) => shown(lang, k(r, lang).moon_sign_local, k(r, lang).moon_sign);
const houseSign = (r: Ref, lang: Lang, h: number) => shown(lang, k(r, lang).houses[h - 1].sign_local, k(r, lang).houses[h - 1].sign);
const nakshatra = (r: Ref, lang: Lang) => { const m = k(r, lang).planets.find((x: any) => x.name === 'Moon'); return shown(lang, m.nakshatra_local, m.nakshatra); };
const strongest = (r: Ref, lang: Lang) => planet(r, lang, r.shadbala.planets.find((p: any) => p.rank === 1).planet);
const maha = (r: Ref, lang: Lang) => planet(r, lang, k(r, lang).dasha.current);
const antar = (r: Ref, lang: Lang) => planet(r, lang, k(r, lang).dasha.sub);
const YES = { en: 'Yes', hi: 'हाँ', ta: 'ஆம்' } as const;
const NO = { en: 'No', hi: 'नहीं', ta: 'இல்லை' } as const;
/** Yes or no as the doshas endpoint decides (a cancelled dosha is still present, and said to be cancelled). */
const doshaYes = (name: string) => (r: Ref, lang: Lang) => [(r.doshas.doshas.find((d: any) => d.name === name).present ? YES : NO)[lang]];
const sadeSatiNow = (r: Ref, lang: Lang) => {
  const now = Date.now();
  return [(r.doshas.sade_sati.some((c: any) => Date.parse(c.start) <= now && now < Date.parse(c.end)) ? YES : NO)[lang]];
};
/** A question that needs no birth must never ask for one. */
const noBirthAsked = (): string[] => ['date of birth', 'जन्म तिथि', 'பிறந்த தேதி'];
const dasha2027 = (r: Ref, lang: Lang) => planet(r, lang, r.dasha2027.mahadasha);
/** A life area's answer: its name first, then the sign of its first house. */
const area = (a: LifeArea) => (r: Ref, lang: Lang) => [`${AREAS[a].name[lang]}:`, houseSign(r, lang, AREAS[a].houses[0])];

type Q = Record<Lang, string>;
const each = (q: Q, expectFn: GoldenCase['expect'], not?: GoldenCase['not']): GoldenCase[] =>
  (['en', 'hi', 'ta'] as Lang[]).map((lang) => ({ lang, q: `${BORN[lang]} ${q[lang]}`, expect: expectFn, not }));

export const GOLDEN: GoldenCase[] = [
  ...each({ en: 'What is my lagna?', hi: 'मेरा लग्न क्या है?', ta: 'என் லக்னம் என்ன?' }, (r, l) => [lagna(r, l)]),
  ...each({ en: 'What is my moon sign?', hi: 'मेरी चंद्र राशि क्या है?', ta: 'என் சந்திர ராசி என்ன?' }, (r, l) => [moonSign(r, l)]),
  ...each({ en: 'What is my birth nakshatra?', hi: 'मेरा जन्म नक्षत्र कौन सा है?', ta: 'என் ஜென்ம நட்சத்திரம் என்ன?' }, (r, l) => [nakshatra(r, l)]),
  ...each({ en: 'What is my personality like?', hi: 'मेरा स्वभाव कैसा है?', ta: 'என் குணம் எப்படி?' }, (r, l) => [lagna(r, l)]),
  ...each({ en: 'Which dasha am I running?', hi: 'मेरी कौन सी दशा चल रही है?', ta: 'எனக்கு எந்த தசை நடக்கிறது?' }, (r, l) => [maha(r, l), antar(r, l)]),
  ...each({ en: 'Which planets are strongest in my chart?', hi: 'मेरी कुंडली में सबसे बलवान ग्रह कौन सा है?', ta: 'என் ஜாதகத்தில் எந்த கிரகம் வலிமையானது?' }, (r, l) => [strongest(r, l)]),
  ...each({ en: 'What does my chart say about my career?', hi: 'मेरा करियर कैसा रहेगा?', ta: 'என் தொழில் எப்படி இருக்கும்?' }, area('career')),
  ...each({ en: 'How will my married life be?', hi: 'मेरा विवाह कैसा रहेगा?', ta: 'என் திருமண வாழ்க்கை எப்படி?' }, area('marriage')),
  ...each({ en: 'How is my health?', hi: 'मेरा स्वास्थ्य कैसा रहेगा?', ta: 'என் உடல்நலம் எப்படி?' }, area('health')),
  ...each({ en: 'Will I have money and wealth?', hi: 'मेरी आर्थिक स्थिति और धन कैसा रहेगा?', ta: 'என் செல்வம் எப்படி இருக்கும்?' }, area('finance')),
  ...each({ en: 'What does my chart say about children?', hi: 'संतान के बारे में मेरी कुंडली क्या कहती है?', ta: 'குழந்தை பாக்கியம் பற்றி என் ஜாதகம் என்ன சொல்கிறது?' }, area('children')),
  ...each({ en: 'How will my education go?', hi: 'मेरी शिक्षा कैसी रहेगी?', ta: 'என் கல்வி எப்படி இருக்கும்?' }, area('education')),
  ...each({ en: 'What about property and vehicles for me?', hi: 'संपत्ति और वाहन का योग कैसा है?', ta: 'எனக்கு சொத்து, வாகன யோகம் எப்படி?' }, area('property')),
  ...each({ en: 'Is foreign travel in my chart?', hi: 'क्या मेरी कुंडली में विदेश यात्रा है?', ta: 'என் ஜாதகத்தில் வெளிநாடு பயணம் உண்டா?' }, area('travel')),
  ...each({ en: 'How will my court case and debts go?', hi: 'मेरे मुकदमे और कर्ज का क्या होगा?', ta: 'என் வழக்கு, கடன் நிலை எப்படி?' }, area('disputes')),
  ...each({ en: 'What does my chart say about spirituality?', hi: 'मेरी कुंडली में आध्यात्म कैसा है?', ta: 'என் ஜாதகத்தில் ஆன்மீகம் எப்படி?' }, area('spirituality')),
  ...each({ en: 'What remedies should I do?', hi: 'मुझे कौन से उपाय करने चाहिए?', ta: 'எனக்கு என்ன பரிகாரம் செய்ய வேண்டும்?' }, (r, l) => [maha(r, l)]),
  ...each({ en: 'Do I have mangal dosha?', hi: 'क्या मुझे मांगलिक दोष है?', ta: 'எனக்கு செவ்வாய் தோஷம் உள்ளதா?' }, doshaYes('Mangal')),
  ...each({ en: 'Is sade sati running for me?', hi: 'क्या मेरी साढ़े साती चल रही है?', ta: 'எனக்கு ஏழரை சனி நடக்கிறதா?' }, sadeSatiNow),
  ...each({ en: 'Do I have kaal sarp dosha?', hi: 'क्या मेरी कुंडली में काल सर्प दोष है?', ta: 'என் ஜாதகத்தில் கால சர்ப்ப தோஷம் உள்ளதா?' }, doshaYes('Kaal Sarp')),
  ...each({ en: 'How is 2027 for me?', hi: '2027 मेरे लिए कैसा रहेगा?', ta: '2027 எனக்கு எப்படி இருக்கும்?' }, (r, l) => ['2027', dasha2027(r, l)]),
  ...each({ en: 'When will I get married?', hi: 'मेरी शादी कब होगी?', ta: 'எனக்கு எப்போது திருமணம் நடக்கும்?' }, (_r, l) => [{ en: 'marriage', hi: 'विवाह', ta: 'திருமண' }[l]]),
  ...each({ en: 'In western astrology, what is my rising sign?', hi: 'पाश्चात्य ज्योतिष में मेरा लग्न क्या है?', ta: 'மேற்கத்திய ஜோதிடத்தில் என் லக்னம் என்ன?' },
    (r, l) => [{ en: 'tropical', hi: 'सायन', ta: 'சாயன' }[l], lagna(r, l)]),
  // Questions about a day need no birth.
  ...(['en', 'hi', 'ta'] as Lang[]).map((lang): GoldenCase => ({
    lang, q: { en: 'What is the tithi today in Chennai?', hi: 'आज चेन्नई में तिथि क्या है?', ta: 'இன்று சென்னையில் திதி என்ன?' }[lang],
    expect: (r) => [`${r.panchangToday.tithi.paksha} ${r.panchangToday.tithi.name}`], not: noBirthAsked, day: true,
  })),
  ...(['en', 'hi', 'ta'] as Lang[]).map((lang): GoldenCase => ({
    lang, q: { en: 'When is Diwali in 2027?', hi: 'दिवाली 2027 कब है?', ta: 'தீபாவளி 2027 எப்போது?' }[lang],
    expect: (r, l) => [(l === 'ta' ? r.diwali2027.chennai : r.diwali2027.delhi).date], not: noBirthAsked, day: true,
  })),
  ...(['en', 'hi', 'ta'] as Lang[]).map((lang): GoldenCase => ({
    lang, q: { en: 'Good dates for griha pravesh in January 2027 in Pune?', hi: 'जनवरी 2027 में पुणे में गृह प्रवेश के शुभ दिन कौन से हैं?', ta: 'ஜனவரி 2027-ல் சென்னையில் கிரகப்பிரவேசத்துக்கு நல்ல நாட்கள் எவை?' }[lang],
    expect: (_r, l) => [{ en: 'January 2027', hi: 'जनवरी 2027', ta: 'ஜனவரி 2027' }[l], '2027-01-'], not: noBirthAsked, day: true,
  })),
  // Compound questions: every part answered, in the order asked.
  ...each({
    en: 'What is my Moon sign, which dasha am I running, and how is my career this year?',
    hi: 'मेरी चंद्र राशि क्या है, कौन सी दशा चल रही है और इस साल करियर कैसा रहेगा?',
    ta: 'என் சந்திர ராசி என்ன, எந்த தசை நடக்கிறது, இந்த ஆண்டு என் தொழில் எப்படி?',
  }, (r, l) => [moonSign(r, l), maha(r, l), `${AREAS.career.name[l]}:`, houseSign(r, l, 10)]),
  ...each({
    en: 'What is my lagna, and which planet is strongest?',
    hi: 'मेरा लग्न क्या है और सबसे बलवान ग्रह कौन सा है?',
    ta: 'என் லக்னம் என்ன, எந்த கிரகம் வலிமையானது?',
  }, (r, l) => [lagna(r, l), strongest(r, l)]),
  ...each({
    en: 'How is my health, and what remedies help?',
    hi: 'मेरा स्वास्थ्य कैसा है और कौन से उपाय करूँ?',
    ta: 'என் உடல்நலம் எப்படி, என்ன பரிகாரம் செய்யலாம்?',
  }, (r, l) => [`${AREAS.health.name[l]}:`, houseSign(r, l, 1), maha(r, l)]),
  ...each({
    en: 'Am I manglik, and is sade sati running?',
    hi: 'क्या मैं मांगलिक हूँ और क्या साढ़े साती चल रही है?',
    ta: 'எனக்கு செவ்வாய் தோஷம் உண்டா, ஏழரை சனி நடக்கிறதா?',
  }, (r, l) => [...doshaYes('Mangal')(r, l), ...sadeSatiNow(r, l)]),
];
