/**
 * The Tamil solar date of a civil day (added to the panchang in Tamil answers). The month is the sidereal (Lahiri)
 * sign of the Sun at the day's sunset (Mesha = Chithirai ... Meena = Panguni); the month's day 1 is the civil day of
 * the sankranti (the Sun's ingress) when it falls before that day's sunset, else the next day: the Tamil sunset rule
 * (Kerala's Malayalam calendar uses the afternoon instead, Bengal midnight; not served here).
 *
 * Kept free of panchang.ts (which calls it) by taking the place's civil-time functions as a context.
 */
import { signIndexOf } from './constants';
import { normDeg } from './frames';
import { luminariesAt } from './panchangElements';
import type { CivilDate } from './validate';

const DAY_MS = 86400000;
export const TAMIL_MONTHS = ['Chithirai', 'Vaikasi', 'Aani', 'Aadi', 'Aavani', 'Purattasi', 'Aippasi', 'Karthigai', 'Margazhi', 'Thai', 'Maasi', 'Panguni'] as const;
export const TAMIL_MONTHS_TA = ['சித்திரை', 'வைகாசி', 'ஆனி', 'ஆடி', 'ஆவணி', 'புரட்டாசி', 'ஐப்பசி', 'கார்த்திகை', 'மார்கழி', 'தை', 'மாசி', 'பங்குனி'] as const;

/** The instant the sidereal Sun last reached `targetDeg` before `beforeUtcMs` (Newton steps on its longitude, < 1 s). */
export function sunReachedBefore(targetDeg: number, beforeUtcMs: number): number {
  let t = beforeUtcMs;
  for (let k = 0; k < 30; k++) {
    const l = luminariesAt(t);
    let gap = normDeg(targetDeg - l.sunDeg);
    gap = k === 0 ? gap - 360 : gap > 180 ? gap - 360 : gap;
    const step = (gap / l.sunSpeed) * DAY_MS;
    t += step;
    if (Math.abs(step) < 500) break;
  }
  return Math.round(t);
}

/**
 * The 60 year names of the Tamil calendar, from Prabhava (the year that began on Chithirai 1, 1987) to Akshaya, as the
 * Tamil panchangams print them (the same cycle as the other Indian calendars, named in Tamil script).
 */
export const TAMIL_YEARS = [
  'Prabhava', 'Vibhava', 'Sukla', 'Pramodhoodha', 'Prachorpaththi', 'Aangirasa', 'Srimukha', 'Bhava', 'Yuva', 'Thaadhu',
  'Eesvara', 'Vehudhanya', 'Pramathi', 'Vikrama', 'Vishu', 'Chitrabaanu', 'Subaanu', 'Thaarana', 'Paarthiba', 'Viya',
  'Sarvajith', 'Sarvadhari', 'Virodhi', 'Vikruthi', 'Kara', 'Nandhana', 'Vijaya', 'Jaya', 'Manmatha', 'Dhunmuki',
  'Hevilambi', 'Vilambi', 'Vikari', 'Sarvari', 'Plava', 'Subakrith', 'Sobakrith', 'Krodhi', 'Visuvaavasu', 'Parabhaava',
  'Plavanga', 'Keelaka', 'Saumya', 'Sadharana', 'Virodhikrithu', 'Paridhaabi', 'Pramaadhisa', 'Aanandha', 'Rakshasa', 'Nala',
  'Pingala', 'Kalayukthi', 'Siddharthi', 'Raudhri', 'Dhunmathi', 'Dhundubhi', 'Rudhrodhgaari', 'Raktakshi', 'Krodhana', 'Akshaya',
] as const;
export const TAMIL_YEARS_TA = [
  'பிரபவ', 'விபவ', 'சுக்ல', 'பிரமோதூத', 'பிரசோற்பத்தி', 'ஆங்கீரச', 'ஸ்ரீமுக', 'பவ', 'யுவ', 'தாது',
  'ஈஸ்வர', 'வெகுதானிய', 'பிரமாதி', 'விக்கிரம', 'விஷு', 'சித்திரபானு', 'சுபானு', 'தாரண', 'பார்த்திப', 'விய',
  'சர்வசித்து', 'சர்வதாரி', 'விரோதி', 'விக்ருதி', 'கர', 'நந்தன', 'விஜய', 'ஜய', 'மன்மத', 'துன்முகி',
  'ஹேவிளம்பி', 'விளம்பி', 'விகாரி', 'சார்வரி', 'பிலவ', 'சுபகிருது', 'சோபகிருது', 'குரோதி', 'விசுவாவசு', 'பராபவ',
  'பிலவங்க', 'கீலக', 'சௌமிய', 'சாதாரண', 'விரோதகிருது', 'பரிதாபி', 'பிரமாதீச', 'ஆனந்த', 'ராட்சச', 'நள',
  'பிங்கள', 'காளயுக்தி', 'சித்தார்த்தி', 'ரௌத்திரி', 'துன்மதி', 'துந்துபி', 'ருத்ரோத்காரி', 'ரக்தாட்சி', 'குரோதன', 'அட்சய',
] as const;

/**
 * The Tamil year that began on Chithirai 1 of the Gregorian year `began`, numbered 1-60 from Prabhava = 1987-88.
 * Thai, Maasi and Panguni (and Margazhi's January days) belong to the year that began in the previous Gregorian year.
 */
export function tamilYear(began: number): { number: number; name: string; name_local: string; began: number } {
  const k = (((began - 1987) % 60) + 60) % 60;
  return { number: k + 1, name: TAMIL_YEARS[k], name_local: TAMIL_YEARS_TA[k], began };
}

/** Mean length of a Tamil solar month, days: only to step back to the year's Chithirai, which falls in March-May. */
const MEAN_MONTH_DAYS = 365.2564 / 12;

export interface TamilDate {
  /** The year of the 60-year cycle, and the Gregorian year whose Chithirai 1 began it. */
  year: { number: number; name: string; name_local: string; began: number };
  month: { number: number; name: string; name_local: string };
  day: number;
  month_start: string;
  sankranti: string;
  rule: string;
}

/** The place's civil time: sunset of a civil date, the civil date of an instant, local ISO of an instant. */
export interface CivilContext {
  sunsetOf(date: CivilDate): number;
  civilDateOf(utcMs: number): CivilDate;
  localIso(utcMs: number): string;
}

const dayNumber = (d: CivilDate) => Math.round(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS);
const iso = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export function tamilDate(date: CivilDate, sunsetUtcMs: number, ctx: CivilContext): TamilDate {
  const month = signIndexOf(normDeg(luminariesAt(sunsetUtcMs).sunDeg));
  const sankranti = sunReachedBefore(month * 30, sunsetUtcMs);
  const sankDate = ctx.civilDateOf(sankranti);
  const first = dayNumber(sankDate) + (sankranti < ctx.sunsetOf(sankDate) ? 0 : 1);
  const day = dayNumber(date) - first + 1;
  // Chithirai 1 of this Tamil year, give or take two days: always in March-May over 1000-2999, so its Gregorian year.
  const chithirai = first - Math.round(month * MEAN_MONTH_DAYS);
  return {
    year: tamilYear(new Date(chithirai * DAY_MS).getUTCFullYear()),
    month: { number: month + 1, name: TAMIL_MONTHS[month], name_local: TAMIL_MONTHS_TA[month] },
    day,
    month_start: iso(first),
    sankranti: ctx.localIso(sankranti),
    rule: 'Tamil solar month = the Sun\'s sidereal (Lahiri) sign at the day\'s sunset (Mesha = Chithirai); day 1 is the day of the sankranti if it falls before that day\'s sunset, else the next day. The year of the 60-year cycle begins on Chithirai 1 (Prabhava = 1987-88).',
  };
}
