/** Reading a computing agent's `context`: where (location lat/lon), when (dates), which language. */
import { errors } from '../errors';
import { addDays, isoDate, offsetMsAt, parsePlace, type Place } from '../astrology/panchang';
import { parseDate, type CivilDate } from '../astrology/validate';
import { LANGUAGES, type Language } from '../astrology/i18n';
import { cityLabel, lookupPlace } from '../astrology/chat/places';
import type { AgentContext } from './types';

/**
 * The place of context.location: its coordinates, or else its `place` name geocoded offline with the astrology chat's
 * resolver (GeoNames cities; "Salem, Tamil Nadu", "Chennai, India", script names). An ambiguous or unknown name is a
 * 400 naming context.location.place, listing the candidates to send back (never a guess).
 */
export function placeOf(context: AgentContext | undefined): Place {
  const loc = context?.location;
  if (loc && typeof loc.lat === 'number' && typeof loc.lon === 'number') return parsePlace({ lat: loc.lat, lon: loc.lon });
  if (loc && (typeof loc.lat === 'number') !== (typeof loc.lon === 'number')) {
    throw errors.invalidRequest('context.location needs both lat and lon, or a place name.', 'context.location');
  }
  if (!loc || typeof loc.place !== 'string' || loc.place.trim() === '') {
    throw errors.invalidRequest('This agent needs context.location: a place name ("Chennai, India") or lat and lon (degrees).', 'context.location');
  }
  const found = lookupPlace(loc.place);
  if (found.kind === 'ambiguous') {
    const options = found.options.map((c) => cityLabel(c, 'en', true));
    throw errors.invalidRequest(`context.location.place: more than one place is called ${found.name}: ${options.map((o) => `"${o}"`).join(', ')}. Send one of these, or lat and lon.`, 'context.location.place');
  }
  if (found.kind === 'unknown') {
    throw errors.invalidRequest(`context.location.place: no place "${loc.place}" was found (cities of 1000+ people, optionally "City, State" or "City, Country"). Send lat and lon instead.`, 'context.location.place');
  }
  return parsePlace({ lat: found.city.lat, lon: found.city.lon });
}

export function languageOf(context: AgentContext | undefined): Language {
  const l = context?.language;
  return l && (LANGUAGES as readonly string[]).includes(l) ? (l as Language) : 'en';
}

/** The civil date at the place at an instant. */
export function localDate(place: Place, utcMs: number): CivilDate {
  const t = new Date(utcMs + offsetMsAt(place, utcMs));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export function preferenceDate(context: AgentContext | undefined, key: 'start_date' | 'end_date' | 'date'): CivilDate | undefined {
  const v = (context?.preferences as Record<string, unknown> | undefined)?.[key];
  return v === undefined ? undefined : parseDate(v, `context.preferences.${key}`);
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A date named in the text: YYYY-MM-DD, "today", "tomorrow", or "20 October 2025" / "October 20, 2025". */
export function dateInText(text: string, today: CivilDate): CivilDate | undefined {
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text);
  if (iso) return parseDate(iso[1], 'input');
  const lower = text.toLowerCase();
  if (/\btomorrow\b/.test(lower)) return addDays(today, 1);
  if (/\btoday\b|\btonight\b/.test(lower)) return today;
  const dm = /\b(\d{1,2})\s+([a-z]+)\s+(\d{4})\b/.exec(lower) ?? null;
  const md = /\b([a-z]+)\s+(\d{1,2}),?\s+(\d{4})\b/.exec(lower) ?? null;
  for (const [day, month, year] of [dm ? [dm[1], dm[2], dm[3]] : null, md ? [md[2], md[1], md[3]] : null].filter(Boolean) as string[][]) {
    const m = MONTHS.findIndex((name) => name.startsWith(month.slice(0, 3)) && month.length >= 3);
    if (m >= 0) return parseDate(`${year}-${String(m + 1).padStart(2, '0')}-${day.padStart(2, '0')}`, 'input');
  }
  return undefined;
}

export const daysBetween = (a: CivilDate, b: CivilDate): number =>
  Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86400000);

export { isoDate, addDays };
export type { Place, CivilDate };
