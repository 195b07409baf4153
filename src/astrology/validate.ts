/** Input validation shared by every astrology entry point. Errors name the offending parameter. */
import { errors } from '../errors';

export const MIN_YEAR = 1800;
export const MAX_YEAR = 2100;

export interface CivilDate { year: number; month: number; day: number }
export interface CivilTime { hour: number; minute: number }

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Strict YYYY-MM-DD, a real Gregorian calendar day, year within 1800-2100 (the validated ephemeris range). */
export function parseDate(value: unknown, param = 'date'): CivilDate {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) throw errors.invalidRequest(`${param} must be a date in YYYY-MM-DD format.`, param);
  const year = Number(m[1]), month = Number(m[2]), day = Number(m[3]);
  if (month < 1 || month > 12) throw errors.invalidRequest(`${param} has an invalid month: ${value}.`, param);
  const maxDay = month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1];
  if (day < 1 || day > maxDay) throw errors.invalidRequest(`${param} is not a calendar date: ${value}.`, param);
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw errors.invalidRequest(`${param} must be between ${MIN_YEAR}-01-01 and ${MAX_YEAR}-12-31.`, param);
  }
  return { year, month, day };
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
