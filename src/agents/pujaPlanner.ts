/**
 * puja-planner: auspicious days and time windows for a named puja in a date range, from the panchang of each day.
 * No language model: the answer is composed from computed data, and every reason it gives is a rule applied to it.
 *
 * The rules that score a day and place its window are src/astrology/muhurta.ts's (Muhurta Chintamani ch. 1,
 * simplified; see there).
 */
import { errors } from '../errors';
import { panchang } from '../astrology/panchang';
import {
  DEFAULT_DURATION_MINUTES, bestDays, hhmm, localHhmm, localIsoOf, pujaCitations, pujaProfile, scoreDay, type DayScore,
} from '../astrology/muhurta';
import { addDays, daysBetween, isoDate, languageOf, localDate, placeOf, preferenceDate, type CivilDate } from './place';
import { MAX_YEAR, MIN_YEAR } from '../astrology/validate';
import { citationOf } from '../astrology/chat/compose';
import { MUHURTA_NOTE } from '../astrology/chat/corpus/entries';
import type { AgentContext, ComposedAnswer } from './types';

/** The day scoring lives with the engine (src/astrology/muhurta.ts), shared with the astrology chat's muhurta answers. */
export { pujaCitations, pujaProfile, scoreDay };

export const MAX_RANGE_DAYS = 62;
const DEFAULT_RANGE_DAYS = 14;

export interface PujaPlanInput { input: string; context?: AgentContext; nowMs?: number }

export function planPuja({ input, context, nowMs = Date.now() }: PujaPlanInput): ComposedAnswer {
  const place = placeOf(context);
  const language = languageOf(context);
  const today = localDate(place, nowMs);
  const from: CivilDate = preferenceDate(context, 'start_date') ?? addDays(today, 1);
  const to: CivilDate = preferenceDate(context, 'end_date') ?? addDays(from, DEFAULT_RANGE_DAYS - 1);
  const span = daysBetween(from, to) + 1;
  if (span < 1) throw errors.invalidRequest('context.preferences.end_date must not precede start_date.', 'context.preferences.end_date');
  if (span > MAX_RANGE_DAYS) throw errors.invalidRequest(`The date range may span at most ${MAX_RANGE_DAYS} days.`, 'context.preferences.end_date');
  if (to.year > MAX_YEAR || from.year < MIN_YEAR) throw errors.invalidRequest(`The date range must lie within ${MIN_YEAR}-01-01 to ${MAX_YEAR}-12-31.`, 'context.preferences.end_date');
  const rawDuration = (context?.preferences as Record<string, unknown> | undefined)?.duration_minutes;
  const durationMinutes = typeof rawDuration === 'number' && Number.isInteger(rawDuration) && rawDuration >= 5 && rawDuration <= 720 ? rawDuration : DEFAULT_DURATION_MINUTES;
  const profile = pujaProfile(input);

  const days: DayScore[] = [];
  for (let i = 0; i < span; i++) {
    const date = isoDate(addDays(from, i));
    days.push(scoreDay(panchang({ date, lat: place.latDeg, lon: place.lonDeg, tz: place.tzHours, language }), profile));
  }
  const picks = bestDays(days, durationMinutes * 60000, 3);

  const where = `${place.latDeg.toFixed(4)}, ${place.lonDeg.toFixed(4)}${context?.location?.place ? ` (${context.location.place})` : ''}`;
  const lines = [`${profile.name} between ${isoDate(from)} and ${isoDate(to)} at ${where}, ${durationMinutes} minutes: ${profile.custom}.`];
  if (picks.length === 0) lines.push('No day in this range has a free window outside Rahu kalam, Yamaganda, Gulika and Vishti karana; widen the range or shorten the puja.');
  picks.forEach(({ s, w }, n) => {
    const p = s.day;
    lines.push(`${n + 1}. ${p.vara.weekday} ${p.date}, ${localHhmm(p, w.start)}-${localHhmm(p, w.end)} (sunrise ${hhmm(p.sunrise)}, sunset ${hhmm(p.sunset)}). `
      + `Why: ${s.reasons.join('; ')}. The window avoids ${w.blocked.join(', ')}.`
      + (w.abhijitFree ? ` Abhijit muhurta ${hhmm(p.abhijit_muhurta.start)}-${hhmm(p.abhijit_muhurta.end)} is also auspicious that day.` : ''));
  });
  lines.push('Rules: the puja\'s own tithis and weekdays first; rikta tithis, Amavasya, Vyatipata and Vaidhriti yogas avoided; shubha nakshatras and Shukla paksha preferred (Muhurta Chintamani ch. 1, simplified). Times are local.');

  return {
    output: lines.join('\n'),
    citations: pujaCitations(days, picks).map((r) => citationOf(MUHURTA_NOTE[r], language)),
    steps: [
      {
        tool: 'get_panchang',
        input: { start_date: isoDate(from), end_date: isoDate(to), lat: place.latDeg, lon: place.lonDeg },
        output: { days: days.length },
      },
      {
        tool: 'find_muhurta',
        input: { puja: profile.name, duration_minutes: durationMinutes },
        output: picks.map(({ s, w }) => ({ date: s.day.date, start: localIsoOf(s.day, w.start), end: localIsoOf(s.day, w.end), score: s.score })),
      },
    ],
  };
}
