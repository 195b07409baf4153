/// <reference path="./astronomia.d.ts" />
/**
 * Civil time -> UTC -> Julian days (UT and TT).
 *
 * Zone rules: when `tz` (hours) is given it is used as a fixed offset. Otherwise the IANA zone of the
 * coordinates comes from geo-tz's full dataset (`geo-tz/all`, one zone per historical timekeeping region) and
 * its offset on that date from Intl (the tz database: LMT before standard time, war time, DST).
 * - DST gap (the wall time does not exist): the time is read with the offset in force just before the gap,
 *   which moves it forward by the gap length (02:30 in a 02:00->03:00 spring-forward becomes 03:30 local),
 *   as java.time, Temporal and moment-timezone do. Reported as dst_rule 'gap_shift_forward'.
 * - Overlap (the wall time occurs twice): the earlier instant (the first occurrence, still on the
 *   pre-transition offset) is used. Reported as dst_rule 'overlap_earlier'.
 * UT1 - UTC (< 0.9 s) is neglected. ΔT = TT - UT: see deltaTSeconds.
 */
import { find as findZones } from 'geo-tz/all';
import { deltaT as astronomiaDeltaT } from 'astronomia/deltat';
import deltatTables from 'astronomia/data/deltat';
import type { CivilDate, CivilTime } from './validate';

export type DstRule = 'fixed_offset' | 'unambiguous' | 'gap_shift_forward' | 'overlap_earlier';

export interface ResolvedTime {
  /** UTC offset applied, hours (east positive). */
  tz_offset_hours: number;
  /** IANA zone name, or null when the request gave a fixed tz offset. */
  zone: string | null;
  /** Where the offset came from. */
  tz_source: 'request' | 'coordinates';
  /** ISO 8601 UTC instant, seconds precision. */
  utc_datetime: string;
  dst_rule: DstRule;
  jd_ut: number;
  jd_tt: number;
  delta_t_seconds: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric', era: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Offset of `zone` at the UTC instant, milliseconds (local - UTC). */
export function zoneOffsetMs(zone: string, utcMs: number): number {
  const parts = formatter(zone).formatToParts(new Date(utcMs));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  let year = get('year');
  if (parts.find((p) => p.type === 'era')?.value === 'BC') year = 1 - year;
  const local = Date.UTC(year, get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(utcMs / 1000) * 1000;
}

const zoneCache = new Map<string, string>();
/** IANA zone at the coordinates (geo-tz full dataset); sea areas give Etc/GMT±N zones. */
export function zoneAt(latDeg: number, lonDeg: number): string {
  const key = `${latDeg.toFixed(4)},${lonDeg.toFixed(4)}`;
  let z = zoneCache.get(key);
  if (!z) {
    z = findZones(latDeg, lonDeg)[0] ?? 'Etc/UTC';
    if (zoneCache.size > 10000) zoneCache.clear();
    zoneCache.set(key, z);
  }
  return z;
}

function wallClockMs(d: CivilDate, t: CivilTime): number {
  const ms = Date.UTC(d.year, d.month - 1, d.day, t.hour, t.minute);
  return ms;
}

/** Resolve a wall-clock time in a zone to a UTC instant, applying the gap/overlap rules above. */
export function resolveInZone(zone: string, wallMs: number): { utcMs: number; offsetMs: number; rule: DstRule } {
  const day = 86400000;
  const offBefore = zoneOffsetMs(zone, wallMs - day);
  const offAfter = zoneOffsetMs(zone, wallMs + day);
  const candidates = [...new Set([offBefore, offAfter])]
    .map((off) => wallMs - off)
    .filter((utc) => zoneOffsetMs(zone, utc) === wallMs - utc)
    .sort((a, b) => a - b);
  if (candidates.length === 0) {
    return { utcMs: wallMs - offBefore, offsetMs: offBefore, rule: 'gap_shift_forward' };
  }
  const utcMs = candidates[0];
  return { utcMs, offsetMs: wallMs - utcMs, rule: candidates.length > 1 ? 'overlap_earlier' : 'unambiguous' };
}

/** Last decimal year inside astronomia's USNO prediction table (2032), with a margin for its interpolation. */
const PREDICTION_END_YEAR = deltatTables.prediction.last - 0.5;
/** Curvature of the long-term parabola ΔT = -20 + 32 u² s (u in centuries; Morrison & Stephenson 2004): 32 s/cy². */
const LONG_TERM_S_PER_YEAR2 = 32 / 10000;

/**
 * ΔT = TT - UT in seconds. Until 2032: astronomia's deltat (Morrison & Stephenson historic table, IERS monthly
 * values 1973-2023, USNO predictions to 2032). After 2032 astronomia switches to the Espenak-Meeus polynomials,
 * which jump by ~10 s there and reach 203 s by 2100 against the flat trend seen since 2000; instead we continue
 * from the last prediction with the mean slope since 2000 plus the 32 s/cy² long-term tidal curvature
 * (ΔT(2050) ≈ 75 s, ΔT(2100) ≈ 100 s; Swiss Ephemeris 2.10 has 74.6 s and 93.2 s). Future ΔT is a forecast either way.
 */
export function deltaTSeconds(year: number): number {
  if (year <= PREDICTION_END_YEAR) return astronomiaDeltaT(year);
  const y0 = PREDICTION_END_YEAR;
  const d0 = astronomiaDeltaT(y0);
  const slope = (d0 - astronomiaDeltaT(2000)) / (y0 - 2000);
  const dy = year - y0;
  return d0 + slope * dy + LONG_TERM_S_PER_YEAR2 * dy * dy;
}

export function decimalYear(utcMs: number): number {
  const y = new Date(utcMs).getUTCFullYear();
  const start = Date.UTC(y, 0, 1), end = Date.UTC(y + 1, 0, 1);
  return y + (utcMs - start) / (end - start);
}

export const jdFromUtcMs = (utcMs: number): number => utcMs / 86400000 + 2440587.5;
export const utcMsFromJd = (jd: number): number => (jd - 2440587.5) * 86400000;

const deltaTSecondsAt = (utcMs: number) => deltaTSeconds(decimalYear(utcMs));

export function ttFromUtcMs(utcMs: number): { jdUt: number; jdTt: number; deltaTSeconds: number } {
  const jdUt = jdFromUtcMs(utcMs);
  const deltaTSeconds = deltaTSecondsAt(utcMs);
  return { jdUt, jdTt: jdUt + deltaTSeconds / 86400, deltaTSeconds };
}

export function resolveTime(date: CivilDate, time: CivilTime, latDeg: number, lonDeg: number, tzHours?: number): ResolvedTime {
  const wallMs = wallClockMs(date, time);
  let utcMs: number, offsetMs: number, rule: DstRule, zone: string | null;
  if (tzHours !== undefined) {
    offsetMs = Math.round(tzHours * 3600000);
    utcMs = wallMs - offsetMs;
    rule = 'fixed_offset';
    zone = null;
  } else {
    zone = zoneAt(latDeg, lonDeg);
    ({ utcMs, offsetMs, rule } = resolveInZone(zone, wallMs));
  }
  const { jdUt, jdTt, deltaTSeconds } = ttFromUtcMs(utcMs);
  return {
    tz_offset_hours: Math.round((offsetMs / 3600000) * 1e6) / 1e6,
    zone,
    tz_source: tzHours !== undefined ? 'request' : 'coordinates',
    utc_datetime: new Date(utcMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    dst_rule: rule,
    jd_ut: jdUt,
    jd_tt: jdTt,
    delta_t_seconds: Math.round(deltaTSeconds * 1000) / 1000,
  };
}
