/** Input validation shared by every astrology entry point. Errors name the offending parameter. */
import { errors } from '../errors';

/** The engine's range (issue 38): charts from 1000-01-01 to 2999-12-31, measured against Swiss Ephemeris' DE431 files. */
export const MIN_YEAR = 1000;
export const MAX_YEAR = 2999;

export const CALENDARS = ['gregorian', 'julian'] as const;
export type Calendar = (typeof CALENDARS)[number];

/**
 * A civil date. year/month/day are always in the (proleptic) Gregorian calendar, the one every computation and every
 * ISO 8601 date of an answer uses; `calendar` and `given` say how the request wrote it.
 */
export interface CivilDate { year: number; month: number; day: number; calendar?: Calendar; given?: string }
export interface CivilTime { hour: number; minute: number }

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const isJulianLeap = (y: number) => y % 4 === 0;

/** Julian day number (noon) of a civil date in either calendar (Meeus, Astronomical Algorithms ch. 7). */
export function julianDayNumber(year: number, month: number, day: number, calendar: Calendar): number {
  const y = month <= 2 ? year - 1 : year, m = month <= 2 ? month + 12 : month;
  const a = Math.floor(y / 100);
  const b = calendar === 'gregorian' ? 2 - a + Math.floor(a / 4) : 0;
  return Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + day + b - 1524;
}

/** The proleptic Gregorian date of a Julian day number. */
export function gregorianOfDayNumber(jdn: number): { year: number; month: number; day: number } {
  const d = new Date((jdn - 2440588) * 86400000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The Julian-calendar date of a Julian day number (Meeus ch. 7, without the Gregorian correction). */
export function julianOfDayNumber(jdn: number): { year: number; month: number; day: number } {
  const b = jdn + 1524, c = Math.floor((b - 122.1) / 365.25), d = Math.floor(365.25 * c), e = Math.floor((b - d) / 30.6001);
  const day = b - d - Math.floor(30.6001 * e), month = e < 14 ? e - 1 : e - 13;
  return { year: month > 2 ? c - 4716 : c - 4715, month, day };
}

/** 1582-10-15, the first day of the Gregorian calendar (the day after the Julian 1582-10-04). */
const REFORM = { year: 1582, month: 10, day: 15 };
const before = (a: { year: number; month: number; day: number }, b: typeof a) =>
  a.year !== b.year ? a.year < b.year : a.month !== b.month ? a.month < b.month : a.day < b.day;

/**
 * Strict YYYY-MM-DD, a real calendar day, within MIN_YEAR-01-01..MAX_YEAR-12-31 (the validated ephemeris range).
 * `calendar` (the request's `calendar` parameter): 'julian' or 'gregorian' (proleptic before 1582) read the date in
 * that calendar; absent, dates before 1582-10-15 are Julian and later ones Gregorian, as historical records and the
 * main Western programs give them, and 1582-10-05..14 (days that calendar never had) are a 400. The range applies to
 * the date as written. The result is the Gregorian date of the same day.
 */
export function parseDate(value: unknown, param = 'date', calendar?: unknown, calendarParam = 'calendar'): CivilDate {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) throw errors.invalidRequest(`${param} must be a date in YYYY-MM-DD format.`, param);
  const year = Number(m[1]), month = Number(m[2]), day = Number(m[3]);
  const explicit = calendar === undefined || calendar === null || calendar === '' ? undefined : parseEnum(calendar, CALENDARS, 'gregorian', calendarParam);
  if (month < 1 || month > 12) throw errors.invalidRequest(`${param} has an invalid month: ${value}.`, param);
  const written = { year, month, day };
  const cal: Calendar = explicit ?? (before(written, REFORM) ? 'julian' : 'gregorian');
  if (!explicit && year === 1582 && month === 10 && day > 4 && day < 15) {
    throw errors.invalidRequest(`${param} ${value} does not exist: in the calendar of the reform the Julian 1582-10-04 was followed by the Gregorian 1582-10-15. Give calendar=julian or calendar=gregorian to read it in one calendar.`, param);
  }
  const leap = cal === 'julian' ? isJulianLeap(year) : isLeap(year);
  const maxDay = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  if (day < 1 || day > maxDay) throw errors.invalidRequest(`${param} is not a ${cal === 'julian' ? 'Julian' : 'Gregorian'} calendar date: ${value}.`, param);
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw errors.invalidRequest(`${param} must be between ${MIN_YEAR}-01-01 and ${MAX_YEAR}-12-31.`, param);
  }
  const g = cal === 'gregorian' ? written : gregorianOfDayNumber(julianDayNumber(year, month, day, 'julian'));
  return { ...g, calendar: cal, given: value as string };
}

const iso = (d: { year: number; month: number; day: number }) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** How a parsed date was read, for the answer: the calendar, the date as given, the same day in both calendars. */
export function dateReading(d: CivilDate): { calendar: Calendar; date_given: string; date_gregorian: string; date_julian: string } {
  return {
    calendar: d.calendar ?? 'gregorian', date_given: d.given ?? iso(d), date_gregorian: iso(d),
    date_julian: iso(julianOfDayNumber(julianDayNumber(d.year, d.month, d.day, 'gregorian'))),
  };
}

/** Strict 24-hour HH:MM. */
export function parseTime(value: unknown, param = 'time'): CivilTime {
  const m = typeof value === 'string' ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  if (!m) throw errors.invalidRequest(`${param} must be a time in HH:MM (24-hour) format.`, param);
  const hour = Number(m[1]), minute = Number(m[2]);
  if (hour > 23 || minute > 59) throw errors.invalidRequest(`${param} is not a valid time of day: ${value}.`, param);
  return { hour, minute };
}

export function parseNumberInRange(value: unknown, min: number, max: number, param: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw errors.invalidRequest(`${param} must be a number.`, param);
  if (n < min || n > max) throw errors.invalidRequest(`${param} must be between ${min} and ${max}.`, param);
  return n;
}

export const parseLatitude = (v: unknown, param = 'lat') => parseNumberInRange(v, -90, 90, param);
export const parseLongitude = (v: unknown, param = 'lon') => parseNumberInRange(v, -180, 180, param);
/** UTC offsets in use range from -12 to +14 hours; we accept -14..+14. */
export const parseTzHours = (v: unknown, param = 'tz') => parseNumberInRange(v, -14, 14, param);

export function parseEnum<T extends string>(value: unknown, allowed: readonly T[], fallback: T, param: string): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw errors.invalidRequest(`${param} must be one of: ${allowed.join(', ')}.`, param);
  }
  return value as T;
}
