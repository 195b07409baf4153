/**
 * The panchang's daily tools (issue 38 item 6), all built on the panchang engine's sunrise, sunset and sidereal
 * (Lahiri) Sun and Moon (panchang.ts, panchangElements.ts, riseSet.ts):
 *
 * - Choghadiya: the day (sunrise to sunset) and the night (sunset to next sunrise) each in 8 equal parts. The parts
 *   follow the planets in the hora order Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars (Udveg, Char, Labh, Amrit,
 *   Kaal, Shubh, Rog); the day's first part is the weekday lord's, the night's first is the lord of the 5th weekday
 *   counted from it (Sunday night: Jupiter, Shubh), and the night runs that order backwards two at a time (Sunday
 *   night: Jupiter, Moon, Venus, Mars, Saturn, Mercury, Sun). The 8th part repeats the 1st. Good: Amrit, Shubh, Labh; Char neutral; Udveg, Kaal, Rog bad.
 * - Hora: 12 equal parts of the day and 12 of the night; the first hora is the weekday lord's, the rest follow the
 *   Chaldean order downwards (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon, cyclic), so the 25th hora is the next
 *   weekday's lord.
 * - Gowri panchangam (Tamil "nalla neram"): 8 equal parts of the day and of the night, names from the weekday tables
 *   published by Drik Panchang after the Pambu Panchangam (GOWRI_DAY, GOWRI_NIGHT below, Saturday night's repeated
 *   Soram included as printed). Good: Amirdha, Uthi, Laabam, Dhanam, Sugam; bad: Rogam, Soram, Visham.
 * - Tarabala: count from the birth nakshatra to the day's (inclusive, 1-27), reduce mod 9: 1 Janma, 2 Sampat,
 *   3 Vipat, 4 Kshema, 5 Pratyari, 6 Sadhaka, 7 Naidhana (Vadha), 8 Mitra, 9 Parama Mitra. Bad: 3, 5, 7; Janma mixed;
 *   the rest good (Muhurta Chintamani ch. 1).
 * - Chandrabalam: the transiting Moon's sign counted from the natal Moon sign (1-12); favourable in 1, 3, 6, 7, 10, 11.
 * - Chandrashtama: the Moon in the 8th sign from the natal Moon sign (inclusive count), from ingress to egress.
 * - The Tamil solar date (on the panchang with language=ta) is in tamilCalendar.ts.
 */
import { errors } from '../errors';
import { NAKSHATRAS, SIGNS, type Graha } from './constants';
import { normDeg } from './frames';
import { LANGUAGES, nakshatraLocal, planetLocal, signLocal, type Language } from './i18n';
import {
  addDays, isLocalMeanTime, isoDate, localIso, localMidnightUtcMs, offsetMsAt, parsePlace, solarDay, type Place, type PlaceInput, type SolarDay,
} from './panchang';
import { angleReaches, luminariesAt, VARA_NAMES, WEEKDAYS } from './panchangElements';
import { varaLocal } from './panchangI18n';
import { dateReading, parseDate, parseEnum, type CivilDate } from './validate';

const DAY_MS = 86400000;
/** Weekday lords, Sunday first. */
export type DayLord = Exclude<Graha, 'Rahu' | 'Ketu'>;
export const WEEKDAY_LORDS: DayLord[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** Hora (and choghadiya) order: the Chaldean order downwards, from the Sun. */
export const HORA_ORDER: DayLord[] = ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars'];

type Loc = Record<Exclude<Language, 'en'>, readonly string[]>;
const loc = (t: Loc, lang: Language, i: number): string | undefined => (lang === 'en' ? undefined : t[lang][i]);
const withLocal = <T extends object>(o: T, local: string | undefined): T & { name_local?: string } => (local ? { ...o, name_local: local } : o);

/* ---------------------------------------------------------------- choghadiya */

/** Choghadiya of each planet, in HORA_ORDER. */
export type ChoghadiyaName = 'Udveg' | 'Char' | 'Labh' | 'Amrit' | 'Kaal' | 'Shubh' | 'Rog';
const CHOGHADIYA: { name: ChoghadiyaName; quality: 'good' | 'neutral' | 'bad' }[] = [
  { name: 'Udveg', quality: 'bad' }, { name: 'Char', quality: 'neutral' }, { name: 'Labh', quality: 'good' },
  { name: 'Amrit', quality: 'good' }, { name: 'Kaal', quality: 'bad' }, { name: 'Shubh', quality: 'good' }, { name: 'Rog', quality: 'bad' },
];
const CHOGHADIYA_LOCAL: Loc = {
  hi: ['उद्वेग', 'चर', 'लाभ', 'अमृत', 'काल', 'शुभ', 'रोग'],
  ta: ['உத்வேகம்', 'சரம்', 'லாபம்', 'அமிர்தம்', 'காலம்', 'சுபம்', 'ரோகம்'],
};

/** The 8 choghadiya lords (indices into HORA_ORDER) of a weekday's day or night. */
export function choghadiyaSequence(weekday: number, part: 'day' | 'night'): number[] {
  const first = part === 'day' ? WEEKDAY_LORDS[weekday] : WEEKDAY_LORDS[(weekday + 4) % 7];
  const step = part === 'day' ? 1 : 5;
  const start = HORA_ORDER.indexOf(first);
  return Array.from({ length: 8 }, (_, i) => (start + i * step) % 7);
}

/** The 24 hora lords of a weekday (12 day, 12 night). */
export function horaSequence(weekday: number): DayLord[] {
  const start = HORA_ORDER.indexOf(WEEKDAY_LORDS[weekday]);
  return Array.from({ length: 24 }, (_, i) => HORA_ORDER[(start + i) % 7]);
}

/* ---------------------------------------------------------------- gowri */

const GOWRI_NAMES = ['Amirdha', 'Uthi', 'Laabam', 'Dhanam', 'Sugam', 'Rogam', 'Soram', 'Visham'] as const;
export type GowriName = (typeof GOWRI_NAMES)[number];
const GOWRI_GOOD = new Set<GowriName>(['Amirdha', 'Uthi', 'Laabam', 'Dhanam', 'Sugam']);
const GOWRI_LOCAL: Loc = {
  hi: ['अमृत', 'उद्योग', 'लाभ', 'धन', 'सुख', 'रोग', 'चोर', 'विष'],
  ta: ['அமிர்தம்', 'உத்தி', 'லாபம்', 'தனம்', 'சுகம்', 'ரோகம்', 'சோரம்', 'விஷம்'],
};
/** Sunday first; Drik Panchang's Gowri Panchangam tables (after the Pambu Panchangam). */
export const GOWRI_DAY: GowriName[][] = [
  ['Uthi', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Visham'],
  ['Amirdha', 'Visham', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi'],
  ['Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha'],
  ['Laabam', 'Dhanam', 'Sugam', 'Soram', 'Visham', 'Uthi', 'Amirdha', 'Rogam'],
  ['Dhanam', 'Sugam', 'Soram', 'Uthi', 'Amirdha', 'Visham', 'Rogam', 'Laabam'],
  ['Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam'],
  ['Soram', 'Uthi', 'Visham', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam'],
];
export const GOWRI_NIGHT: GowriName[][] = [
  ['Dhanam', 'Sugam', 'Soram', 'Visham', 'Uthi', 'Amirdha', 'Rogam', 'Laabam'],
  ['Sugam', 'Soram', 'Uthi', 'Amirdha', 'Visham', 'Rogam', 'Laabam', 'Dhanam'],
  ['Soram', 'Uthi', 'Visham', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam'],
  ['Uthi', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Visham'],
  ['Amirdha', 'Visham', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi'],
  ['Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha'],
  ['Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha', 'Soram'],
];

/* ---------------------------------------------------------------- shared day frame */

interface Frame { place: Place; language: Language; day: SolarDay; nextSunriseUtcMs: number; date: CivilDate }

function frame(input: PlaceInput & { date: unknown; language?: unknown; calendar?: unknown }): Frame {
  const date = parseDate(input.date, 'date', input.calendar);
  const place = parsePlace(input);
  const language = parseEnum(input.language, LANGUAGES, 'en', 'language');
  const day = solarDay(place, date);
  const nextSunriseUtcMs = solarDay(place, addDays(date, 1)).sunriseUtcMs;
  return { place, language, day, nextSunriseUtcMs, date };
}

const header = (f: Frame) => {
  const off = offsetMsAt(f.place, f.day.sunriseUtcMs);
  return {
    date: isoDate(f.day.date),
    date_reading: dateReading(f.date),
    location: { lat: f.place.latDeg, lon: f.place.lonDeg },
    time_zone: { tz_offset_hours: Math.round((off / 3600000) * 1e6) / 1e6, zone: f.place.zone, tz_source: f.place.tzHours !== undefined ? 'request' as const : isLocalMeanTime(f.place, f.day.sunriseUtcMs) ? 'local_mean_time' as const : 'coordinates' as const },
    language: f.language,
  };
};

/** `n` equal parts of [a, b). */
const parts = (a: number, b: number, n: number) => Array.from({ length: n }, (_, i) => ({ start: a + ((b - a) * i) / n, end: a + ((b - a) * (i + 1)) / n }));

/* ---------------------------------------------------------------- periods operation */

export interface TimedPart { number: number; start: string; end: string }
export interface ChoghadiyaPart extends TimedPart { name: ChoghadiyaName; name_local?: string; lord: DayLord; quality: 'good' | 'neutral' | 'bad' }
export interface HoraPart extends TimedPart { part: 'day' | 'night'; lord: DayLord; lord_local?: string }
export interface GowriPart extends TimedPart { name: GowriName; name_local?: string; quality: 'good' | 'bad' }

export interface PanchangPeriods {
  date: string;
  date_reading: ReturnType<typeof dateReading>;
  location: { lat: number; lon: number };
  time_zone: { tz_offset_hours: number; zone: string | null; tz_source: 'request' | 'coordinates' | 'local_mean_time' };
  language: Language;
  vara: { number: number; name: string; weekday: string; lord: DayLord; name_local?: string };
  sunrise: string;
  sunset: string;
  next_sunrise: string;
  choghadiya: { day: ChoghadiyaPart[]; night: ChoghadiyaPart[] };
  hora: HoraPart[];
  gowri_panchangam: { day: GowriPart[]; night: GowriPart[] };
  conventions: { choghadiya: string; hora: string; gowri_panchangam: string };
}

/** GET /v1/astrology/panchang/periods: choghadiya, hora and gowri panchangam of a day at a place. */
export function panchangPeriods(input: PlaceInput & { date: unknown; language?: unknown; calendar?: unknown }): PanchangPeriods {
  const f = frame((input ?? {}) as PlaceInput & { date: unknown });
  const { place, language, day } = f;
  const wd = day.weekday;
  const iso = (ms: number) => localIso(place, ms);
  const dayParts8 = parts(day.sunriseUtcMs, day.sunsetUtcMs, 8);
  const nightParts8 = parts(day.sunsetUtcMs, f.nextSunriseUtcMs, 8);
  const chog = (p: 'day' | 'night', spans: { start: number; end: number }[]): ChoghadiyaPart[] =>
    choghadiyaSequence(wd, p).map((k, i) => withLocal(
      { number: i + 1, name: CHOGHADIYA[k].name, lord: HORA_ORDER[k], quality: CHOGHADIYA[k].quality, start: iso(spans[i].start), end: iso(spans[i].end) },
      loc(CHOGHADIYA_LOCAL, language, k)));
  const horaSpans = [...parts(day.sunriseUtcMs, day.sunsetUtcMs, 12), ...parts(day.sunsetUtcMs, f.nextSunriseUtcMs, 12)];
  const hora: HoraPart[] = horaSequence(wd).map((lord, i) => {
    const local = planetLocal(language, lord);
    return { number: i + 1, part: i < 12 ? 'day' : 'night', lord, ...(local ? { lord_local: local } : {}), start: iso(horaSpans[i].start), end: iso(horaSpans[i].end) };
  });
  const gowri = (table: GowriName[][], spans: { start: number; end: number }[]): GowriPart[] =>
    table[wd].map((name, i) => withLocal(
      { number: i + 1, name, quality: GOWRI_GOOD.has(name) ? 'good' as const : 'bad' as const, start: iso(spans[i].start), end: iso(spans[i].end) },
      loc(GOWRI_LOCAL, language, GOWRI_NAMES.indexOf(name))));
  return {
    ...header(f),
    vara: withLocal({ number: wd + 1, name: VARA_NAMES[wd], weekday: WEEKDAYS[wd], lord: WEEKDAY_LORDS[wd] }, varaLocal(language, wd)),
    sunrise: iso(day.sunriseUtcMs),
    sunset: iso(day.sunsetUtcMs),
    next_sunrise: iso(f.nextSunriseUtcMs),
    choghadiya: { day: chog('day', dayParts8), night: chog('night', nightParts8) },
    hora,
    gowri_panchangam: { day: gowri(GOWRI_DAY, dayParts8), night: gowri(GOWRI_NIGHT, nightParts8) },
    conventions: {
      choghadiya: 'Sunrise-sunset and sunset-next sunrise in 8 equal parts each. Day: from the weekday lord in the order Sun (Udveg), Venus (Char), Mercury (Labh), Moon (Amrit), Saturn (Kaal), Jupiter (Shubh), Mars (Rog); night: from the lord of the 5th weekday, the same order backwards two at a time (Sunday night: Jupiter, Moon, Venus, Mars, Saturn, Mercury, Sun). Good: Amrit, Shubh, Labh; neutral: Char; bad: Udveg, Kaal, Rog.',
      hora: '12 equal day horas (sunrise-sunset) and 12 night horas (sunset-next sunrise); the first is the weekday lord\'s, then the Chaldean order downwards (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars).',
      gowri_panchangam: 'Sunrise-sunset and sunset-next sunrise in 8 equal parts each, named from the weekday tables Drik Panchang publishes after the Pambu Panchangam. Good: Amirdha, Uthi, Laabam, Dhanam, Sugam; bad: Rogam, Soram, Visham.',
    },
  };
}

/* ---------------------------------------------------------------- birth inputs */

const SIGN_SANSKRIT = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'];
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A nakshatra as 1-27 or its name (case and spaces ignored); 400 naming `param`. */
export function parseNakshatra(value: unknown, param: string): number {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= 27) return Number(s) - 1;
  const i = NAKSHATRAS.findIndex((n) => squash(n) === squash(s));
  if (s === '' || i < 0) throw errors.invalidRequest(`${param} must be a nakshatra number 1-27 or name (Ashwini ... Revati).`, param);
  return i;
}

/** A sign as 1-12, its English name or its Sanskrit rashi name; 400 naming `param`. */
export function parseSign(value: unknown, param: string): number {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= 12) return Number(s) - 1;
  let i = SIGNS.findIndex((n) => squash(n) === squash(s));
  if (i < 0) i = SIGN_SANSKRIT.findIndex((n) => squash(n) === squash(s));
  if (s === '' || i < 0) throw errors.invalidRequest(`${param} must be a sign number 1-12 or name (Aries ... Pisces, or Mesha ... Meena).`, param);
  return i;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

const nakRef = (i: number, lang: Language) => withLocal({ number: i + 1, name: NAKSHATRAS[i] as string }, nakshatraLocal(lang, i));
const signRef = (i: number, lang: Language) => withLocal({ number: i + 1, name: SIGNS[i] as string }, signLocal(lang, i));

/* ---------------------------------------------------------------- tarabala and chandrabalam */

const TARAS: { name: string; quality: 'good' | 'bad' | 'mixed' }[] = [
  { name: 'Janma', quality: 'mixed' }, { name: 'Sampat', quality: 'good' }, { name: 'Vipat', quality: 'bad' },
  { name: 'Kshema', quality: 'good' }, { name: 'Pratyari', quality: 'bad' }, { name: 'Sadhaka', quality: 'good' },
  { name: 'Naidhana', quality: 'bad' }, { name: 'Mitra', quality: 'good' }, { name: 'Parama Mitra', quality: 'good' },
];
const TARA_LOCAL: Loc = {
  hi: ['जन्म', 'सम्पत्', 'विपत्', 'क्षेम', 'प्रत्यरि', 'साधक', 'नैधन', 'मित्र', 'परम मित्र'],
  ta: ['ஜன்மம்', 'சம்பத்து', 'விபத்து', 'க்ஷேமம்', 'பிரத்யக்கு', 'சாதகம்', 'நைதனம்', 'மைத்ரம்', 'பரம மைத்ரம்'],
};
export const CHANDRABALAM_GOOD = new Set([1, 3, 6, 7, 10, 11]);

/** Inclusive count from `from` to `to` in a cycle of `n` (1 = the same). */
export const countFrom = (from: number, to: number, n: number) => ((((to - from) % n) + n) % n) + 1;
/** Tara 1-9 of the day's nakshatra counted from the birth one. */
export const taraOf = (birthNak: number, dayNak: number) => ((countFrom(birthNak, dayNak, 27) - 1) % 9) + 1;

/** Spans of the Moon's nakshatra (span 360/27) or sign (30°) between two instants: [index, start, end]. */
function moonSpans(spanDeg: number, fromUtcMs: number, toUtcMs: number): { index: number; start: number; end: number }[] {
  const count = Math.round(360 / spanDeg);
  const out: { index: number; start: number; end: number }[] = [];
  let t = fromUtcMs;
  for (let guard = 0; guard < 8 && t < toUtcMs; guard++) {
    const deg = normDeg(luminariesAt(t + 1).moonDeg);
    const index = Math.floor(deg / spanDeg + 1e-12) % count;
    const end = angleReaches('nakshatra', ((index + 1) % count) * spanDeg, t + 1);
    out.push({ index, start: t, end: Math.min(end, toUtcMs) });
    t = end;
  }
  return out;
}

export interface TarabalaSpan { start: string; end: string; nakshatra: { number: number; name: string; name_local?: string }; count: number; tara: { number: number; name: string; name_local?: string }; quality: 'good' | 'bad' | 'mixed' }
export interface ChandrabalamSpan { start: string; end: string; moon_sign: { number: number; name: string; name_local?: string }; position: number; favourable: boolean }
export interface PanchangBalam {
  date: string;
  date_reading: ReturnType<typeof dateReading>;
  location: { lat: number; lon: number };
  time_zone: { tz_offset_hours: number; zone: string | null; tz_source: 'request' | 'coordinates' | 'local_mean_time' };
  language: Language;
  sunrise: string;
  next_sunrise: string;
  birth_nakshatra: { number: number; name: string; name_local?: string } | null;
  moon_sign: { number: number; name: string; name_local?: string } | null;
  tarabala: TarabalaSpan[] | null;
  chandrabalam: ChandrabalamSpan[] | null;
  conventions: { day: string; tarabala: string; chandrabalam: string };
}

export interface BalamInput extends PlaceInput { date: unknown; language?: unknown; calendar?: unknown; birth_nakshatra?: unknown; moon_sign?: unknown }

/** GET /v1/astrology/panchang/balam: tarabala and chandrabalam of a Hindu day (sunrise to next sunrise). */
export function panchangBalam(input: BalamInput): PanchangBalam {
  const i = (input ?? {}) as BalamInput;
  if (!present(i.birth_nakshatra) && !present(i.moon_sign)) {
    throw errors.invalidRequest('Give birth_nakshatra (for tarabala), moon_sign (for chandrabalam), or both.', 'birth_nakshatra');
  }
  const birthNak = present(i.birth_nakshatra) ? parseNakshatra(i.birth_nakshatra, 'birth_nakshatra') : null;
  const natalSign = present(i.moon_sign) ? parseSign(i.moon_sign, 'moon_sign') : null;
  const f = frame(i);
  const { place, language, day } = f;
  const iso = (ms: number) => localIso(place, ms);
  const tarabala = birthNak === null ? null : moonSpans(360 / 27, day.sunriseUtcMs, f.nextSunriseUtcMs).map((s) => {
    const tara = taraOf(birthNak, s.index);
    return {
      start: iso(s.start), end: iso(s.end), nakshatra: nakRef(s.index, language), count: countFrom(birthNak, s.index, 27),
      tara: withLocal({ number: tara, name: TARAS[tara - 1].name }, loc(TARA_LOCAL, language, tara - 1)), quality: TARAS[tara - 1].quality,
    };
  });
  const chandrabalam = natalSign === null ? null : moonSpans(30, day.sunriseUtcMs, f.nextSunriseUtcMs).map((s) => {
    const position = countFrom(natalSign, s.index, 12);
    return { start: iso(s.start), end: iso(s.end), moon_sign: signRef(s.index, language), position, favourable: CHANDRABALAM_GOOD.has(position) };
  });
  return {
    ...header(f),
    sunrise: iso(day.sunriseUtcMs),
    next_sunrise: iso(f.nextSunriseUtcMs),
    birth_nakshatra: birthNak === null ? null : nakRef(birthNak, language),
    moon_sign: natalSign === null ? null : signRef(natalSign, language),
    tarabala,
    chandrabalam,
    conventions: {
      day: 'The Hindu day, sunrise to next sunrise, split where the Moon (Lahiri sidereal) changes nakshatra or sign.',
      tarabala: 'Count from the birth nakshatra to the day\'s, both inclusive (1-27), reduced mod 9: 1 Janma (mixed), 2 Sampat, 3 Vipat (bad), 4 Kshema, 5 Pratyari (bad), 6 Sadhaka, 7 Naidhana (bad), 8 Mitra, 9 Parama Mitra.',
      chandrabalam: 'The transiting Moon\'s sign counted from the natal Moon sign (1 = the same sign); favourable in 1, 3, 6, 7, 10, 11.',
    },
  };
}

/* ---------------------------------------------------------------- chandrashtama */

export const MAX_CHANDRASHTAMA_DAYS = 366;
export interface ChandrashtamaPeriod { start: string; end: string; dates: string[] }
export interface Chandrashtama {
  start: string;
  end: string;
  location: { lat: number; lon: number };
  time_zone: { zone: string | null; tz_source: 'request' | 'coordinates' };
  language: Language;
  moon_sign: { number: number; name: string; name_local?: string };
  eighth_sign: { number: number; name: string; name_local?: string };
  periods: ChandrashtamaPeriod[];
  conventions: { rule: string };
}
export interface ChandrashtamaInput extends PlaceInput { start: unknown; end: unknown; calendar?: unknown; moon_sign: unknown; language?: unknown }

const civilOf = (place: Place, utcMs: number): CivilDate => {
  const d = new Date(utcMs + offsetMsAt(place, utcMs));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const dayNumber = (d: CivilDate) => Math.round(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS);

/** GET /v1/astrology/panchang/chandrashtama: the Moon's stays in the 8th sign from a natal Moon sign over a date range. */
export function chandrashtama(input: ChandrashtamaInput): Chandrashtama {
  const i = (input ?? {}) as ChandrashtamaInput;
  const natal = parseSign(i.moon_sign, 'moon_sign');
  const cal = i.calendar;
  const from = parseDate(i.start, 'start', cal);
  const to = parseDate(i.end, 'end', cal);
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) throw errors.invalidRequest('end must not be before start.', 'end');
  if (days > MAX_CHANDRASHTAMA_DAYS) throw errors.invalidRequest(`The range is at most ${MAX_CHANDRASHTAMA_DAYS} days.`, 'end');
  const place = parsePlace(i);
  const language = parseEnum(i.language, LANGUAGES, 'en', 'language');
  const target = (natal + 7) % 12;
  const rangeStart = localMidnightUtcMs(place, from);
  const rangeEnd = localMidnightUtcMs(place, addDays(to, 1));
  const periods: ChandrashtamaPeriod[] = [];
  // Start where the Moon last entered the 8th sign before the range (so a stay under way at its start is included).
  let t = angleReaches('nakshatra', target * 30, rangeStart - 28 * DAY_MS);
  for (let guard = 0; guard < 20 && t < rangeEnd; guard++) {
    const end = angleReaches('nakshatra', ((target + 1) % 12) * 30, t + 1000);
    if (end > rangeStart) {
      const first = Math.max(dayNumber(civilOf(place, t)), dayNumber(from));
      const last = Math.min(dayNumber(civilOf(place, end - 1)), dayNumber(to));
      const dates: string[] = [];
      for (let d = first; d <= last; d++) dates.push(new Date(d * DAY_MS).toISOString().slice(0, 10));
      periods.push({ start: localIso(place, t), end: localIso(place, end), dates });
    }
    t = angleReaches('nakshatra', target * 30, end + 20 * DAY_MS);
  }
  return {
    start: isoDate(from), end: isoDate(to),
    location: { lat: place.latDeg, lon: place.lonDeg },
    time_zone: { zone: place.zone, tz_source: place.tzHours !== undefined ? 'request' : 'coordinates' },
    language,
    moon_sign: signRef(natal, language),
    eighth_sign: signRef(target, language),
    periods,
    conventions: {
      rule: 'Chandrashtama: the Moon (Lahiri sidereal) in the 8th sign from the natal Moon sign, counted inclusively, from its ingress to its egress; every stay overlapping the range is listed, with the civil dates of the range it touches.',
    },
  };
}
