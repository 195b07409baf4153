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

export interface TamilDate {
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
  return {
    month: { number: month + 1, name: TAMIL_MONTHS[month], name_local: TAMIL_MONTHS_TA[month] },
    day: dayNumber(date) - first + 1,
    month_start: iso(first),
    sankranti: ctx.localIso(sankranti),
    rule: 'Tamil solar month = the Sun\'s sidereal (Lahiri) sign at the day\'s sunset (Mesha = Chithirai); day 1 is the day of the sankranti if it falls before that day\'s sunset, else the next day.',
  };
}
