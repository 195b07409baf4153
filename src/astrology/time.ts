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
 * - Local mean time: before the first transition of the zone in the tz database (the date its region adopted a
 *   standard or a city's mean time), the database only gives the LMT of the zone's reference city (Kolkata's
 *   +5:53:28 for all of India). A birth there is read in the mean solar time of the birthplace itself, longitude / 15
 *   hours (Pune 1850: +4:55:26), as the main Western programs do. Reported as tz_source 'local_mean_time'.
 * UT1 - UTC (< 0.9 s) is neglected. ΔT = TT - UT: see deltaTSeconds.
 */
import { find as findZones } from 'geo-tz/all';
import { dateReading, type Calendar, type CivilDate, type CivilTime } from './validate';

export type DstRule = 'fixed_offset' | 'unambiguous' | 'gap_shift_forward' | 'overlap_earlier';

export interface ResolvedTime {
  /** UTC offset applied, hours (east positive). */
  tz_offset_hours: number;
  /** IANA zone name, or null when the request gave a fixed tz offset. */
  zone: string | null;
  /** Where the offset came from: the request's tz, the zone's rules, or the birthplace's local mean time. */
  tz_source: 'request' | 'coordinates' | 'local_mean_time';
  /** The calendar the request's date was read in, the date as given, and the same day in the Gregorian calendar. */
  calendar: Calendar;
  date_given: string;
  date_gregorian: string;
  /** The same day in the Julian calendar (historical records before the reform are in it). */
  date_julian: string;
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

/**
 * ΔT = TT - UT1 as Swiss Ephemeris 2.10 computes it by default (swephlib.c calc_deltat, SEMOD_DELTAT_STEPHENSON_ETC_2016,
 * with the DE431 tidal acceleration -25.80"/cy² that SE uses with its standard .se1 files):
 * - before 1955.0: the cubic spline of Stephenson, Morrison & Hohenkerk (2016, Proc. R. Soc. A 472:20160404), adjusted
 *   from their tidal acceleration (-25.85"/cy²) to DE431's, plus SE's 1000-day linear blend into the table;
 * - 1955.0-2028.0: the Astronomical Almanac K8-K9 / IERS yearly table (values to 2023 observed, 2024-2028 SE's
 *   extrapolation), Bessel-interpolated to fourth differences;
 * - 2028-2500: the Stephenson et al. 2016 cubic 64 + 0.1737B + B²/1250 + 121B³/3e7 (B = year - 2000), blended into
 *   the end of the table over 100 years;
 * - from 2500: SE's parabola 42.5 + 32.5 u² (u = (year - 2000)/100), which SE joins to the cubic without blending (a
 *   2.6 s step on 2500-01-01, SE's own). Future ΔT is a forecast (about ±1 s by 2030, minutes by 3000) whoever
 *   computes it; the engine follows SE so that its charts agree with programs built on SE.
 * test/astrology/time.test.ts compares this with swe_deltat_ex over 1800-2100, and the long-range test over 1000-2999.
 */
const J2000 = 2451545.0;
const TIDAL_ACC_DE431 = -25.8;
const TIDAL_ACC_STEPHENSON_2016 = -25.85;

/** Stephenson et al. 2016 spline segments 400-1955 (SE's dtcf16 rows 1..33): [jd start, jd end, a0, a1, a2, a3] seconds. */
const SPLINE_2016: readonly (readonly number[])[] = [
  [1867156.5, 2086302.5, 6604.404, -5981.266, -505.093, 1349.609], [2086302.5, 2268923.5, 1467.654, -2452.187, 2460.927, -1183.759],
  [2268923.5, 2305447.5, 292.635, -216.322, -43.614, 56.681], [2305447.5, 2323710.5, 89.38, -66.754, 31.607, -10.497],
  [2323710.5, 2349276.5, 43.736, -49.043, 0.227, 15.811], [2349276.5, 2378496.5, 10.73, -1.321, 62.25, -52.946],
  [2378496.5, 2382148.5, 18.714, -4.457, -1.509, 2.507], [2382148.5, 2385800.5, 15.255, 0.046, 6.012, -4.634],
  [2385800.5, 2389453.5, 16.679, -1.831, -7.889, 3.799], [2389453.5, 2393105.5, 10.758, -6.211, 3.509, -0.388],
  [2393105.5, 2396758.5, 7.668, -0.357, 2.345, -0.338], [2396758.5, 2398584.5, 9.317, 1.659, 0.332, -0.932],
  [2398584.5, 2400410.5, 10.376, -0.472, -2.463, 1.596], [2400410.5, 2402237.5, 9.038, -0.61, 2.325, -2.497],
  [2402237.5, 2404063.5, 8.256, -3.45, -5.166, 2.729], [2404063.5, 2405889.5, 2.369, -5.596, 3.02, -0.919],
  [2405889.5, 2407715.5, -1.126, -2.312, 0.264, -0.037], [2407715.5, 2409542.5, -3.211, -1.894, 0.154, 0.562],
  [2409542.5, 2411368.5, -4.388, 0.101, 1.841, -1.438], [2411368.5, 2413194.5, -3.884, -0.531, -2.473, 1.87],
  [2413194.5, 2415020.5, -5.017, 0.134, 3.138, -0.232], [2415020.5, 2416846.5, -1.977, 5.715, 2.443, -1.257],
  [2416846.5, 2418672.5, 4.923, 6.828, -1.329, 0.72], [2418672.5, 2420498.5, 11.142, 6.33, 0.831, -0.825],
  [2420498.5, 2422324.5, 17.479, 5.518, -1.643, 0.262], [2422324.5, 2424151.5, 21.617, 3.02, -0.856, 0.008],
  [2424151.5, 2425977.5, 23.789, 1.333, -0.831, 0.127], [2425977.5, 2427803.5, 24.418, 0.052, -0.449, 0.142],
  [2427803.5, 2429629.5, 24.164, -0.419, -0.022, 0.702], [2429629.5, 2431456.5, 24.426, 1.645, 2.086, -1.106],
  [2431456.5, 2433282.5, 27.05, 2.499, -1.232, 0.614], [2433282.5, 2434378.5, 28.932, 1.127, 0.22, -0.277],
  [2434378.5, 2435473.5, 30.002, 0.737, -0.61, 0.631],
];

/** Yearly ΔT (s) at 1 January, 1950-2028 (SE 2.10 dt[] table: AA K8-K9 and IERS; 2024-2028 extrapolated). */
const TABLE_START = 1950;
const TABLE: readonly number[] = [
  29.15, 29.57, 29.97, 30.36, 30.72, 31.07, 31.35, 31.68, 32.18, 32.68,
  33.15, 33.59, 34.0, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.2,
  40.18, 41.17, 42.23, 43.37, 44.4841, 45.4761, 46.4567, 47.5214, 48.5344, 49.5862,
  50.5387, 51.3808, 52.1668, 52.9565, 53.7882, 54.3427, 54.8713, 55.3222, 55.8197, 56.3,
  56.8553, 57.5653, 58.3092, 59.1218, 59.9845, 60.7854, 61.6287, 62.2951, 62.9659, 63.4673,
  63.8285, 64.0908, 64.2998, 64.4734, 64.5736, 64.6876, 64.8452, 65.1464, 65.4574, 65.7768,
  66.0699, 66.3246, 66.603, 66.9069, 67.281, 67.6439, 68.1024, 68.5927, 68.9676, 69.2202,
  69.3612, 69.3593, 69.2945, 69.1833, 69.1, 69.0, 68.9, 68.8, 68.8,
];
const TABLE_END = TABLE_START + TABLE.length - 1; // 2028

function stephenson2016(jdUt: number): number {
  const seg = SPLINE_2016.find((r) => jdUt < r[1]) ?? SPLINE_2016[SPLINE_2016.length - 1];
  const t = (jdUt - seg[0]) / (seg[1] - seg[0]);
  const dt = seg[2] + t * (seg[3] + t * (seg[4] + t * seg[5]));
  const yGreg = 2000 + (jdUt - J2000) / 365.2425;
  return dt - 0.000091 * (TIDAL_ACC_DE431 - TIDAL_ACC_STEPHENSON_2016) * (yGreg - 1955) ** 2;
}

/** SE's deltat_aa: Bessel interpolation of the yearly table (year = 2000 + (jd - 2451544.5)/365.25). */
function tabulated(year: number): number {
  const iy = Math.floor(year) - TABLE_START;
  const n = TABLE.length;
  const p = year - Math.floor(year);
  let ans = TABLE[iy];
  if (iy + 1 >= n) return ans;
  ans += p * (TABLE[iy + 1] - TABLE[iy]);
  if (iy + 2 >= n) return ans;
  const d: number[] = [];
  for (let i = 0, k = iy - 2; i < 5; i++, k++) d.push(k + 1 >= n ? 0 : TABLE[k + 1] - TABLE[k]);
  for (let i = 0; i < 4; i++) d[i] = d[i + 1] - d[i];
  let b = 0.25 * p * (p - 1);
  ans += b * (d[1] + d[2]);
  for (let i = 0; i < 3; i++) d[i] = d[i + 1] - d[i];
  b = (2 * b) / 3;
  ans += (p - 0.5) * b * d[1];
  if (iy + 3 > n) return ans;
  for (let i = 0; i < 2; i++) d[i] = d[i + 1] - d[i];
  b = 0.125 * b * (p + 1) * (p - 2);
  return ans + b * (d[0] + d[1]);
}

const cubic2016 = (b: number) => ((b * b * b * 121) / 30000000) + (b * b) / 1250 + (b * 521) / 3000 + 64;

/** ΔT in seconds at a UT Julian day (see the model above). */
export function deltaTSecondsAtJd(jdUt: number): number {
  if (jdUt < 2435108.5) { // 1955-01-01
    let dt = stephenson2016(jdUt);
    if (jdUt >= 2434108.5) dt += (1 - (2435108.5 - jdUt) / 1000) * 0.6610218;
    return dt;
  }
  const year = 2000 + (jdUt - 2451544.5) / 365.25;
  if (year <= TABLE_END) return tabulated(year);
  if (year >= 2500) return 32.5 * ((year - 2000) / 100) ** 2 + 42.5;
  let dt = cubic2016(year - 2000);
  if (year <= TABLE_END + 100) dt += (cubic2016(TABLE_END - 2000) - TABLE[TABLE.length - 1]) * (year - (TABLE_END + 100)) * 0.01;
  return dt;
}

/** ΔT in seconds at a decimal (Julian) year, 2000.0 = JD 2451544.5. */
export function deltaTSeconds(year: number): number {
  return deltaTSecondsAtJd(2451544.5 + (year - 2000) * 365.25);
}

export function decimalYear(utcMs: number): number {
  const y = new Date(utcMs).getUTCFullYear();
  const start = Date.UTC(y, 0, 1), end = Date.UTC(y + 1, 0, 1);
  return y + (utcMs - start) / (end - start);
}

export const jdFromUtcMs = (utcMs: number): number => utcMs / 86400000 + 2440587.5;
export const utcMsFromJd = (jd: number): number => (jd - 2440587.5) * 86400000;


export function ttFromUtcMs(utcMs: number): { jdUt: number; jdTt: number; deltaTSeconds: number } {
  const jdUt = jdFromUtcMs(utcMs);
  const deltaTSeconds = deltaTSecondsAtJd(jdUt);
  return { jdUt, jdTt: jdUt + deltaTSeconds / 86400, deltaTSeconds };
}

const firstTransitions = new Map<string, number | null>();
/**
 * The first instant (UTC ms) at which `zone`'s offset differs from its earliest one (the tz database's LMT line), or
 * null for a zone that never changes (Etc/GMT±N). Half-yearly scan from 1800, then bisection to the second; cached.
 */
export function firstTransitionMs(zone: string): number | null {
  if (firstTransitions.has(zone)) return firstTransitions.get(zone)!;
  const lmt = zoneOffsetMs(zone, Date.UTC(1000, 0, 1));
  const same = (ms: number) => zoneOffsetMs(zone, ms) === lmt;
  // No zone of the tz database changes before 1800: scan half-years from there, then bisect to the second.
  let y = 1800;
  while (y < 2100 && same(Date.UTC(y, 0, 1)) && same(Date.UTC(y, 6, 1))) y++;
  let result: number | null = null;
  if (y < 2100) {
    let lo = Date.UTC(y - 1, 6, 1), hi = same(Date.UTC(y, 0, 1)) ? Date.UTC(y, 6, 1) : Date.UTC(y, 0, 1);
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (same(mid)) lo = mid; else hi = mid;
    }
    result = hi;
  }
  if (firstTransitions.size > 2000) firstTransitions.clear();
  firstTransitions.set(zone, result);
  return result;
}

/** Local mean time offset of a longitude, ms, to the second. */
export const localMeanTimeOffsetMs = (lonDeg: number): number => Math.round((lonDeg / 15) * 3600) * 1000;

/** The time block of a UTC instant (no civil zone): offset 0, the Gregorian date of the instant. */
export function timeOfUtcInstant(utcMs: number): ResolvedTime {
  const { jdUt, jdTt, deltaTSeconds } = ttFromUtcMs(utcMs);
  const d = new Date(utcMs);
  const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  return {
    tz_offset_hours: 0, zone: null, tz_source: 'request', ...dateReading(date),
    utc_datetime: new Date(Math.round(utcMs / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'), dst_rule: 'fixed_offset',
    jd_ut: jdUt, jd_tt: jdTt, delta_t_seconds: Math.round(deltaTSeconds * 1000) / 1000,
  };
}

export function resolveTime(date: CivilDate, time: CivilTime, latDeg: number, lonDeg: number, tzHours?: number): ResolvedTime {
  const wallMs = wallClockMs(date, time);
  let utcMs: number, offsetMs: number, rule: DstRule, zone: string | null;
  let source: ResolvedTime['tz_source'] = tzHours !== undefined ? 'request' : 'coordinates';
  if (tzHours !== undefined) {
    offsetMs = Math.round(tzHours * 3600000);
    utcMs = wallMs - offsetMs;
    rule = 'fixed_offset';
    zone = null;
  } else {
    zone = zoneAt(latDeg, lonDeg);
    ({ utcMs, offsetMs, rule } = resolveInZone(zone, wallMs));
    const first = firstTransitionMs(zone);
    const lmtOffset = localMeanTimeOffsetMs(lonDeg);
    if (first !== null && wallMs - lmtOffset < first) {
      offsetMs = lmtOffset; utcMs = wallMs - lmtOffset; rule = 'unambiguous'; source = 'local_mean_time';
    }
  }
  const { jdUt, jdTt, deltaTSeconds } = ttFromUtcMs(utcMs);
  return {
    tz_offset_hours: Math.round((offsetMs / 3600000) * 1e6) / 1e6,
    zone,
    tz_source: source,
    ...dateReading(date),
    utc_datetime: new Date(utcMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    dst_rule: rule,
    jd_ut: jdUt,
    jd_tt: jdTt,
    delta_t_seconds: Math.round(deltaTSeconds * 1000) / 1000,
  };
}
