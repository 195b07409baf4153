/**
 * The panchang of a civil day at a place: the five limbs prevailing at sunrise (the Hindu day runs from sunrise to
 * sunrise, so a panchang names the tithi, nakshatra, yoga and karana current at sunrise, with the instant each
 * ends), sunrise, sunset, moonrise, moonset, and the day's inauspicious and auspicious periods.
 *
 * Periods (the rules printed in common panchangs, e.g. those following Muhurta Chintamani; day = sunrise to sunset):
 * - Rahu kalam, Yamaganda, Gulika kalam: one eighth of the day each; which eighth depends on the weekday
 *   (Rahu: Mon 2, Sat 3, Fri 4, Wed 5, Thu 6, Tue 7, Sun 8; Yamaganda: Thu 1, Wed 2, Tue 3, Mon 4, Sun 5, Sat 6, Fri 7;
 *   Gulika: Sat 1, Fri 2, Thu 3, Wed 4, Tue 5, Mon 6, Sun 7).
 * - Abhijit muhurta: the 8th of the day's 15 muhurtas, centred on local apparent noon (midway between sunrise and
 *   sunset). Traditionally not used on Wednesdays (reported in `note`).
 */
import { errors } from '../errors';
import { dateReading, parseDate, parseEnum, parseLatitude, parseLongitude, parseTzHours, type CivilDate } from './validate';
import { LANGUAGES, nakshatraLocal, type Language } from './i18n';
import { nakshatraLord } from './constants';
import { riseSetWithin } from './riseSet';
import { HORIZON_REFRACTION_DEG } from './riseSet';
import { ayanamsaDeg } from './ayanamsa';
import { ttFromUtcMs } from './time';
import { firstTransitionMs, localMeanTimeOffsetMs, zoneAt, zoneOffsetMs, resolveInZone } from './time';
import {
  elementAt, pakshaOf, VARA_NAMES, WEEKDAYS, elementName, luminariesAt, type ElementKind, type ElementSpan,
} from './panchangElements';
import { karanaLocal, pakshaLocal, tithiLocal, varaLocal, yogaLocal } from './panchangI18n';
import { tamilDate, type TamilDate } from './tamilCalendar';

export interface PlaceInput { lat: unknown; lon: unknown; tz?: unknown }
export interface PanchangInput extends PlaceInput { date: unknown; language?: unknown; calendar?: unknown }

/** A place with its civil time rule: a fixed offset (`tz`) or the IANA zone of the coordinates. */
export interface Place { latDeg: number; lonDeg: number; tzHours?: number; zone: string | null }

export function parsePlace(input: PlaceInput): Place {
  const latDeg = parseLatitude(input.lat);
  const lonDeg = parseLongitude(input.lon);
  const tzHours = input.tz === undefined || input.tz === null || input.tz === '' ? undefined : parseTzHours(input.tz);
  return { latDeg, lonDeg, tzHours, zone: tzHours === undefined ? zoneAt(latDeg, lonDeg) : null };
}

/** True when the instant is before the zone's first entry in the tz database: the place keeps its own mean time (time.ts). */
export const isLocalMeanTime = (place: Place, utcMs: number): boolean => {
  if (place.tzHours !== undefined) return false;
  const first = firstTransitionMs(place.zone!);
  return first !== null && utcMs < first;
};

export const offsetMsAt = (place: Place, utcMs: number): number =>
  place.tzHours !== undefined ? Math.round(place.tzHours * 3600000)
    : isLocalMeanTime(place, utcMs) ? localMeanTimeOffsetMs(place.lonDeg) : zoneOffsetMs(place.zone!, utcMs);

/**
 * Local ISO 8601 with the offset in force at that instant, seconds precision: 2025-10-20T06:21:34+05:30. ISO offsets
 * have no seconds, so a local mean time offset (+04:55:26) is written rounded to the minute (+04:55) and the wall time
 * in that rounded offset: the instant stays exact.
 */
export function localIso(place: Place, utcMs: number): string {
  const m = Math.round(offsetMsAt(place, utcMs) / 60000);
  const off = m * 60000;
  const wall = new Date(Math.round(utcMs / 1000) * 1000 + off).toISOString().slice(0, 19);
  const am = Math.abs(m);
  return `${wall}${off < 0 ? '-' : '+'}${String(Math.floor(am / 60)).padStart(2, '0')}:${String(am % 60).padStart(2, '0')}`;
}

/** UTC instant of local midnight starting the civil day (a DST gap at midnight: read as the zone does). */
export function localMidnightUtcMs(place: Place, d: CivilDate): number {
  const wall = Date.UTC(d.year, d.month - 1, d.day);
  if (place.tzHours !== undefined) return wall - Math.round(place.tzHours * 3600000);
  const lmt = wall - localMeanTimeOffsetMs(place.lonDeg);
  if (isLocalMeanTime(place, lmt)) return lmt;
  return resolveInZone(place.zone!, wall).utcMs;
}

export const addDays = (d: CivilDate, n: number): CivilDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};
export const isoDate = (d: CivilDate): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

export interface SolarDay { date: CivilDate; weekday: number; startUtcMs: number; endUtcMs: number; sunriseUtcMs: number; sunsetUtcMs: number }

/** Civil day with its sunrise and sunset; 400 naming `lat` where the Sun does not rise or set that day. */
export function solarDay(place: Place, date: CivilDate): SolarDay {
  const startUtcMs = localMidnightUtcMs(place, date);
  const endUtcMs = localMidnightUtcMs(place, addDays(date, 1));
  const sunriseUtcMs = riseSetWithin('Sun', 'rise', place.latDeg, place.lonDeg, startUtcMs, endUtcMs);
  // The sunset that ends this sunrise's day: where the zone's clock is far from solar time (an offset of -00 or a
  // zone hours away from the meridian) it can fall after local midnight.
  const sunsetUtcMs = sunriseUtcMs === null ? null : riseSetWithin('Sun', 'set', place.latDeg, place.lonDeg, sunriseUtcMs, sunriseUtcMs + 86400000);
  if (sunriseUtcMs === null || sunsetUtcMs === null) {
    throw errors.invalidRequest(
      `The Sun does not both rise and set at latitude ${place.latDeg} on ${isoDate(date)} (polar day or night), so there is no sunrise-based panchang.`,
      'lat',
    );
  }
  return { date, weekday: new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay(), startUtcMs, endUtcMs, sunriseUtcMs, sunsetUtcMs };
}

/** Weekday rank (1-8) of each period's eighth of the day, indexed by weekday (0 = Sunday). */
const RAHU_PART = [8, 2, 7, 5, 6, 4, 3];
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6];
const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1];

export interface Period { startUtcMs: number; endUtcMs: number }
export interface DayPeriods { rahuKalam: Period; yamaganda: Period; gulika: Period; abhijit: Period }

export function dayPeriods(day: SolarDay): DayPeriods {
  const len = day.sunsetUtcMs - day.sunriseUtcMs;
  const eighth = (part: number): Period => ({ startUtcMs: day.sunriseUtcMs + ((part - 1) * len) / 8, endUtcMs: day.sunriseUtcMs + (part * len) / 8 });
  const noon = day.sunriseUtcMs + len / 2;
  return {
    rahuKalam: eighth(RAHU_PART[day.weekday]),
    yamaganda: eighth(YAMAGANDA_PART[day.weekday]),
    gulika: eighth(GULIKA_PART[day.weekday]),
    abhijit: { startUtcMs: noon - len / 30, endUtcMs: noon + len / 30 },
  };
}

export interface PanchangElement {
  number: number;
  name: string;
  name_local?: string;
  start: string;
  end: string;
  next: { number: number; name: string };
}
interface Timed { start: string; end: string }

export interface Panchang {
  date: string;
  date_reading: ReturnType<typeof dateReading>;
  location: { lat: number; lon: number };
  time_zone: { tz_offset_hours: number; zone: string | null; tz_source: 'request' | 'coordinates' | 'local_mean_time' };
  language: Language;
  ayanamsa: { name: 'lahiri'; degrees: number };
  vara: { number: number; name: string; weekday: string; name_local?: string };
  tithi: PanchangElement & { paksha: 'Shukla' | 'Krishna'; paksha_local?: string };
  nakshatra: PanchangElement & { lord: string; pada: number };
  yoga: PanchangElement;
  karana: PanchangElement;
  sunrise: string;
  sunset: string;
  moonrise: string | null;
  moonset: string | null;
  day_length_minutes: number;
  rahu_kalam: Timed;
  yamaganda: Timed;
  gulika_kalam: Timed;
  abhijit_muhurta: Timed & { note: string | null };
  conventions: { elements: string; rise_set: string; periods: string };
  /** With language=ta: the Tamil solar month and day (tamilCalendar.ts). */
  tamil_date?: TamilDate;
}

const COUNT: Record<ElementKind, number> = { tithi: 30, nakshatra: 27, yoga: 27, karana: 60 };

function element(place: Place, kind: ElementKind, span: ElementSpan, lang: Language): PanchangElement {
  const nextIndex = (span.index + 1) % COUNT[kind];
  const local = kind === 'tithi' ? tithiLocal(lang, span.index) : kind === 'nakshatra' ? nakshatraLocal(lang, span.index)
    : kind === 'yoga' ? yogaLocal(lang, span.index) : karanaLocal(lang, span.index);
  return {
    number: span.index + 1, name: span.name, ...(local ? { name_local: local } : {}),
    start: localIso(place, span.startUtcMs), end: localIso(place, span.endUtcMs),
    next: { number: nextIndex + 1, name: elementName(kind, nextIndex) },
  };
}

const timed = (place: Place, p: Period): Timed => ({ start: localIso(place, p.startUtcMs), end: localIso(place, p.endUtcMs) });

/** The Tamil solar date of a day at a place (tamilCalendar.ts). */
export function tamilDateAt(place: Place, day: SolarDay): TamilDate {
  return tamilDate(day.date, day.sunsetUtcMs, {
    sunsetOf: (d) => solarDay(place, d).sunsetUtcMs,
    civilDateOf: (ms) => { const t = new Date(ms + offsetMsAt(place, ms)); return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() }; },
    localIso: (ms) => localIso(place, ms),
  });
}

/** GET /v1/astrology/panchang: the panchang of `date` at (`lat`, `lon`). */
export function panchang(input: PanchangInput): Panchang {
  const i = (input ?? {}) as PanchangInput;
  const date = parseDate(i.date, 'date', i.calendar);
  const place = parsePlace(i);
  const language = parseEnum(i.language, LANGUAGES, 'en', 'language');
  const day = solarDay(place, date);
  const at = day.sunriseUtcMs;
  const tithi = elementAt('tithi', at);
  const nak = elementAt('nakshatra', at);
  const moonDeg = luminariesAt(at).moonDeg;
  const periods = dayPeriods(day);
  const moonrise = riseSetWithin('Moon', 'rise', place.latDeg, place.lonDeg, day.startUtcMs, day.endUtcMs);
  const moonset = riseSetWithin('Moon', 'set', place.latDeg, place.lonDeg, day.startUtcMs, day.endUtcMs);
  const offsetMs = offsetMsAt(place, at);
  return {
    date: isoDate(date),
    date_reading: dateReading(date),
    location: { lat: place.latDeg, lon: place.lonDeg },
    time_zone: { tz_offset_hours: Math.round((offsetMs / 3600000) * 1e6) / 1e6, zone: place.zone, tz_source: place.tzHours !== undefined ? 'request' : isLocalMeanTime(place, at) ? 'local_mean_time' : 'coordinates' },
    language,
    ayanamsa: { name: 'lahiri', degrees: Math.round(ayanamsaDeg('lahiri', ttFromUtcMs(at).jdTt) * 1e6) / 1e6 },
    vara: { number: day.weekday + 1, name: VARA_NAMES[day.weekday], weekday: WEEKDAYS[day.weekday], ...(varaLocal(language, day.weekday) ? { name_local: varaLocal(language, day.weekday) } : {}) },
    tithi: { ...element(place, 'tithi', tithi, language), paksha: pakshaOf(tithi.index), ...(pakshaLocal(language, tithi.index) ? { paksha_local: pakshaLocal(language, tithi.index) } : {}) },
    nakshatra: { ...element(place, 'nakshatra', nak, language), lord: nakshatraLord(nak.index), pada: Math.floor(((moonDeg % (360 / 27)) / (360 / 27)) * 4) + 1 },
    yoga: element(place, 'yoga', elementAt('yoga', at), language),
    karana: element(place, 'karana', elementAt('karana', at), language),
    sunrise: localIso(place, day.sunriseUtcMs),
    sunset: localIso(place, day.sunsetUtcMs),
    moonrise: moonrise === null ? null : localIso(place, moonrise),
    moonset: moonset === null ? null : localIso(place, moonset),
    day_length_minutes: Math.round((day.sunsetUtcMs - day.sunriseUtcMs) / 600) / 100,
    rahu_kalam: timed(place, periods.rahuKalam),
    yamaganda: timed(place, periods.yamaganda),
    gulika_kalam: timed(place, periods.gulika),
    abhijit_muhurta: { ...timed(place, periods.abhijit), note: day.weekday === 3 ? 'Abhijit muhurta is traditionally not used on Wednesdays.' : null },
    conventions: {
      elements: 'Tithi, nakshatra, yoga and karana prevailing at sunrise (Lahiri sidereal longitudes), with the instants they start and end.',
      rise_set: `Upper limb of the disc on the sea-level horizon with ${(HORIZON_REFRACTION_DEG * 60).toFixed(2)}' of refraction (1013.25 hPa, 0 °C), Moon topocentric: Swiss Ephemeris' swe_rise_trans / swetest -rise defaults.`,
      periods: 'Rahu kalam, Yamaganda and Gulika: the weekday\'s eighth of sunrise-sunset; Abhijit: the 8th of 15 day muhurtas around local noon.',
    },
    ...(language === 'ta' ? { tamil_date: tamilDateAt(place, day) } : {}),
  };
}
