/**
 * Sign horoscope driven by the real transits of the date (deterministic: same inputs, same text).
 * `sign` is read as the Moon sign (rashi), as in Indian practice; transits are sidereal (Lahiri) and counted in
 * whole signs from it (gochara). Favourable transit houses from the Moon (Phaladeepika ch. 26, gochara):
 * Sun 3 6 10 11; Moon 1 3 6 7 10 11; Mars 3 6 11; Mercury 2 4 6 8 10 11; Jupiter 2 5 7 9 11;
 * Venus 1 2 3 4 5 8 9 11 12; Saturn, Rahu, Ketu 3 6 11.
 * The instant is 12:00 UTC of the date (daily), of the week's 4th day (weekly), or of the month's 15th (monthly).
 */
import {
  NAKSHATRAS, SIGNS, SIGN_SLUGS, VEDIC_PLANETS, nakshatraIndexOf, nakshatraLord, signIndexOf, type Graha, type NakshatraName, type SignName,
  type SignSlug,
} from './constants';
import { planetsAt, signHouseFrom } from './chart';
import { LANGUAGES, fill, nakshatraLocal, planetLocal, signLocal, type Language, type Localized } from './i18n';
import { parseDate, parseEnum } from './validate';
import { ttFromUtcMs } from './time';
import { errors } from '../errors';

export const HOROSCOPE_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type HoroscopeType = (typeof HOROSCOPE_TYPES)[number];

export interface HoroscopeInput { sign: string; date?: string; calendar?: string; type?: HoroscopeType; language?: Language }
export interface Transit { planet: Graha; sign: SignName; house: number; favourable: boolean; retrograde: boolean }
export type Mood = 'excellent' | 'positive' | 'balanced' | 'cautious' | 'challenging';
export interface Horoscope {
  sign: SignSlug;
  sign_local?: string;
  date: string;
  type: HoroscopeType;
  language: Language;
  period: { start: string; end: string };
  prediction: string;
  lucky_number: number;
  lucky_color: string;
  lucky_color_local?: string;
  mood: Mood;
  mood_local?: string;
  score: number;
  moon: { sign: SignName; nakshatra: NakshatraName; nakshatra_local?: string; house: number };
  transits: Transit[];
}

const FAVOURABLE: Record<Graha, number[]> = {
  Sun: [3, 6, 10, 11], Moon: [1, 3, 6, 7, 10, 11], Mars: [3, 6, 11], Mercury: [2, 4, 6, 8, 10, 11],
  Jupiter: [2, 5, 7, 9, 11], Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12], Saturn: [3, 6, 11], Rahu: [3, 6, 11], Ketu: [3, 6, 11],
};

/** Weight of each transit by horizon: the Moon dominates a day, the slow planets a month. */
const WEIGHTS: Record<HoroscopeType, Record<Graha, number>> = {
  daily: { Moon: 5, Sun: 1, Mercury: 1, Venus: 1, Mars: 1, Jupiter: 1, Saturn: 1, Rahu: 0.5, Ketu: 0.5 },
  weekly: { Moon: 2, Sun: 2, Mercury: 2, Venus: 2, Mars: 2, Jupiter: 1, Saturn: 1, Rahu: 0.5, Ketu: 0.5 },
  monthly: { Moon: 0.5, Sun: 2, Mercury: 1, Venus: 1, Mars: 2, Jupiter: 3, Saturn: 3, Rahu: 1, Ketu: 1 },
};

/** Chaldean numerology numbers of the grahas (Cheiro's system): lucky number = number of the Moon's nakshatra lord. */
const NUMBER_OF: Record<Graha, number> = { Sun: 1, Moon: 2, Jupiter: 3, Rahu: 4, Mercury: 5, Venus: 6, Ketu: 7, Saturn: 8, Mars: 9 };
/** Traditional graha colours (gemstone/vastra colours in common use). */
const COLOUR_OF: Record<Graha, Localized> = {
  Sun: { en: 'orange', hi: 'नारंगी', ta: 'ஆரஞ்சு' }, Moon: { en: 'white', hi: 'सफ़ेद', ta: 'வெள்ளை' },
  Mars: { en: 'red', hi: 'लाल', ta: 'சிவப்பு' }, Mercury: { en: 'green', hi: 'हरा', ta: 'பச்சை' },
  Jupiter: { en: 'yellow', hi: 'पीला', ta: 'மஞ்சள்' }, Venus: { en: 'pink', hi: 'गुलाबी', ta: 'இளஞ்சிவப்பு' },
  Saturn: { en: 'blue', hi: 'नीला', ta: 'நீலம்' }, Rahu: { en: 'grey', hi: 'धूसर', ta: 'சாம்பல்' },
  Ketu: { en: 'brown', hi: 'भूरा', ta: 'பழுப்பு' },
};
const MOODS: { min: number; text: Localized & { en: Mood } }[] = [
  { min: 0.7, text: { en: 'excellent', hi: 'उत्कृष्ट', ta: 'மிகச் சிறப்பு' } },
  { min: 0.55, text: { en: 'positive', hi: 'सकारात्मक', ta: 'நேர்மறை' } },
  { min: 0.4, text: { en: 'balanced', hi: 'संतुलित', ta: 'சமநிலை' } },
  { min: 0.25, text: { en: 'cautious', hi: 'सतर्क', ta: 'எச்சரிக்கை' } },
  { min: -1, text: { en: 'challenging', hi: 'चुनौतीपूर्ण', ta: 'சவாலான' } },
];

/** What a house from the Moon sign brings into focus. */
const HOUSE_THEME: Localized[] = [
  { en: 'your own health and initiative', hi: 'आपका स्वास्थ्य और पहल', ta: 'உங்கள் உடல்நலம் மற்றும் முன்முயற்சி' },
  { en: 'money and family talk', hi: 'धन और परिवार', ta: 'பணம் மற்றும் குடும்பம்' },
  { en: 'courage, siblings and short trips', hi: 'साहस, भाई-बहन और छोटी यात्राएँ', ta: 'தைரியம், உடன்பிறந்தோர், குறும் பயணங்கள்' },
  { en: 'home and peace of mind', hi: 'घर और मन की शांति', ta: 'வீடு மற்றும் மன அமைதி' },
  { en: 'children, creativity and study', hi: 'संतान, रचनात्मकता और अध्ययन', ta: 'குழந்தைகள், படைப்பாற்றல், கல்வி' },
  { en: 'work, health routines and rivals', hi: 'कार्य, दिनचर्या और प्रतिस्पर्धी', ta: 'வேலை, உடல்நலப் பழக்கம், போட்டியாளர்கள்' },
  { en: 'partnerships and marriage', hi: 'साझेदारी और विवाह', ta: 'கூட்டாண்மை மற்றும் திருமணம்' },
  { en: 'sudden changes and shared resources', hi: 'अचानक परिवर्तन और साझा संसाधन', ta: 'திடீர் மாற்றங்கள், பகிர்ந்த வளங்கள்' },
  { en: 'fortune, teachers and long journeys', hi: 'भाग्य, गुरु और लंबी यात्राएँ', ta: 'அதிர்ஷ்டம், குரு, நீண்ட பயணங்கள்' },
  { en: 'career and public standing', hi: 'करियर और सामाजिक प्रतिष्ठा', ta: 'தொழில் மற்றும் சமூக மதிப்பு' },
  { en: 'gains and friendships', hi: 'लाभ और मित्रता', ta: 'லாபம் மற்றும் நட்பு' },
  { en: 'expenses, rest and retreat', hi: 'व्यय, विश्राम और एकांत', ta: 'செலவுகள், ஓய்வு, தனிமை' },
];

const TEXT: Record<string, Localized> = {
  moon: {
    en: 'The Moon moves through {nakshatra} in your house {house}, turning attention to {theme}.',
    hi: 'चंद्रमा {nakshatra} नक्षत्र में आपके भाव {house} से गुज़र रहा है, जिससे {theme} पर ध्यान जाता है।',
    ta: 'சந்திரன் {nakshatra} நட்சத்திரத்தில் உங்கள் {house}ஆம் வீட்டில் சஞ்சரிக்கிறார்; {theme} மீது கவனம் திரும்பும்.',
  },
  best: {
    en: '{planet} in house {house} supports {theme}.',
    hi: 'भाव {house} में {planet} {theme} में सहायक है।',
    ta: '{house}ஆம் வீட்டில் {planet} {theme} விஷயங்களுக்கு துணை நிற்கிறார்.',
  },
  worst: {
    en: '{planet} in house {house} asks for care with {theme}.',
    hi: 'भाव {house} में {planet} {theme} के मामले में सावधानी माँगता है।',
    ta: '{house}ஆம் வீட்டில் {planet} {theme} விஷயத்தில் கவனம் தேவை என்கிறார்.',
  },
  retro: {
    en: '{planet} is retrograde: revisit rather than start.',
    hi: '{planet} वक्री है: नया आरंभ करने के बजाय पुराने कार्य दोहराएँ।',
    ta: '{planet} வக்கிரத்தில் உள்ளார்: புதிதாகத் தொடங்குவதைவிட பழையதை மீள்பார்வை செய்யுங்கள்.',
  },
  summary: {
    en: 'Overall the {period} looks {mood}.',
    hi: 'कुल मिलाकर यह {period} {mood} दिखता है।',
    ta: 'மொத்தத்தில் இந்த {period} {mood} ஆகத் தெரிகிறது.',
  },
};
const PERIOD_WORD: Record<HoroscopeType, Localized> = {
  daily: { en: 'day', hi: 'दिन', ta: 'நாள்' },
  weekly: { en: 'week', hi: 'सप्ताह', ta: 'வாரம்' },
  monthly: { en: 'month', hi: 'महीना', ta: 'மாதம்' },
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function horoscope(input: HoroscopeInput, nowMs: number = Date.now()): Horoscope {
  const i = (input ?? {}) as unknown as Record<string, unknown>;
  if (typeof i.sign !== 'string' || !(SIGN_SLUGS as string[]).includes(i.sign)) {
    throw errors.invalidRequest(`sign must be one of: ${SIGN_SLUGS.join(', ')}.`, 'sign');
  }
  const type = parseEnum(i.type, HOROSCOPE_TYPES, 'daily', 'type');
  const lang = parseEnum(i.language, LANGUAGES, 'en', 'language');
  const dateStr = i.date === undefined || i.date === '' ? isoDay(nowMs) : i.date;
  const d = parseDate(dateStr, 'date', i.calendar);
  const startMs = Date.UTC(d.year, d.month - 1, d.day);
  const lengthDays = type === 'daily' ? 1 : type === 'weekly' ? 7 : new Date(Date.UTC(d.year, d.month, 0)).getUTCDate();
  const periodStartMs = type === 'monthly' ? Date.UTC(d.year, d.month - 1, 1) : startMs;
  const sampleMs = periodStartMs + (type === 'daily' ? 0.5 : type === 'weekly' ? 3.5 : 14.5) * 86400000;
  const sign = i.sign as SignSlug;
  const signIdx = SIGN_SLUGS.indexOf(sign);

  const { planets } = planetsAt(ttFromUtcMs(sampleMs).jdTt, 'vedic', 'mean', VEDIC_PLANETS);
  const transits: Transit[] = planets.map((p) => {
    const s = signIndexOf(p.longitudeDeg);
    const house = signHouseFrom(signIdx, s);
    const g = p.name as Graha;
    return { planet: g, sign: SIGNS[s], house, favourable: FAVOURABLE[g].includes(house), retrograde: p.retrograde && g !== 'Rahu' && g !== 'Ketu' };
  });
  const w = WEIGHTS[type];
  const total = transits.reduce((s, t) => s + w[t.planet], 0);
  const score = transits.reduce((s, t) => s + (t.favourable ? w[t.planet] : 0), 0) / total;
  const mood = MOODS.find((m) => score >= m.min)!.text;

  const moon = planets.find((p) => p.name === 'Moon')!;
  const moonNak = nakshatraIndexOf(moon.longitudeDeg);
  const moonTransit = transits.find((t) => t.planet === 'Moon')!;
  const ranked = transits.filter((t) => t.planet !== 'Moon').sort((a, b) => w[b.planet] - w[a.planet] || a.planet.localeCompare(b.planet));
  const best = ranked.find((t) => t.favourable);
  const worst = ranked.find((t) => !t.favourable);
  const retro = ranked.find((t) => t.retrograde && w[t.planet] >= 1);
  const pn = (g: Graha) => (lang === 'en' ? g : planetLocal(lang, g)!);
  const theme = (h: number) => HOUSE_THEME[h - 1][lang];

  const parts = [
    fill(TEXT.moon[lang], { nakshatra: lang === 'en' ? NAKSHATRAS[moonNak] : nakshatraLocal(lang, moonNak)!, house: moonTransit.house, theme: theme(moonTransit.house) }),
  ];
  if (best) parts.push(fill(TEXT.best[lang], { planet: pn(best.planet), house: best.house, theme: theme(best.house) }));
  if (worst) parts.push(fill(TEXT.worst[lang], { planet: pn(worst.planet), house: worst.house, theme: theme(worst.house) }));
  if (retro) parts.push(fill(TEXT.retro[lang], { planet: pn(retro.planet) }));
  parts.push(fill(TEXT.summary[lang], { period: PERIOD_WORD[type][lang], mood: mood[lang] }));

  const colourPlanet = best?.planet ?? nakshatraLord(moonNak);
  const out: Horoscope = {
    sign, date: dateStr as string, type, language: lang,
    period: { start: isoDay(periodStartMs), end: isoDay(periodStartMs + (lengthDays - 1) * 86400000) },
    prediction: parts.join(' '),
    lucky_number: NUMBER_OF[nakshatraLord(moonNak)],
    lucky_color: COLOUR_OF[colourPlanet].en,
    mood: mood.en,
    score: Math.round(score * 1000) / 1000,
    moon: { sign: SIGNS[signIndexOf(moon.longitudeDeg)], nakshatra: NAKSHATRAS[moonNak], house: moonTransit.house },
    transits,
  };
  if (lang !== 'en') {
    out.sign_local = signLocal(lang, signIdx);
    out.lucky_color_local = COLOUR_OF[colourPlanet][lang];
    out.mood_local = mood[lang];
    out.moon.nakshatra_local = nakshatraLocal(lang, moonNak);
  }
  return out;
}
