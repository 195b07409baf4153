/**
 * Secondary progressions, solar arc directions and solar returns.
 *
 * Secondary progressions ("a day for a year", Placidus de Titis; Alan Leo's modern form): the chart for the instant
 * birth + (age in days / 365.24219) days, one tropical year of life per day after birth. Progressed angles by the
 * solar-arc-in-longitude MC (MC + progressed Sun - natal Sun), the ascendant from that MC at the birth latitude.
 * Solar arc directions: every natal point moved by the same arc (progressed Sun - natal Sun).
 * Solar return: the instant the apparent tropical Sun comes back to its natal longitude in the given year (root of
 * λ(t) - λ0 by Newton steps on the precise Sun, to < 0.1 s; the birthday ±3 days brackets it within 1800-2100), and the
 * chart for that instant at the chosen place (default the birthplace).
 */
import { errors } from '../../errors';
import { DEG, frameOfDate, normDeg } from '../frames';
import { bodyStates } from '../ephemeris';
import { deltaTSecondsAtJd, timeOfUtcInstant, ttFromUtcMs, utcMsFromJd, type ResolvedTime } from '../time';
import { MAX_YEAR, MIN_YEAR, parseDate, parseLatitude, parseLongitude, parseNumberInRange } from '../validate';
import { chartAngles } from './houseSystems';
import { westernChart, westernChartAt, type WesternChart, type WesternInput } from './westernChart';
import { chartDoc, placeOf, type WesternChartDoc } from './chartDoc';
import { ENGINE_NAME, EPHEMERIS_NAME } from '../ephemeris';

export const TROPICAL_YEAR_DAYS = 365.24219;
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
const isoSeconds = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const signed = (d: number) => { const x = normDeg(d); return x > 180 ? x - 360 : x; };

/** A UTC-instant ResolvedTime (no civil zone) for a TT Julian day. */
function timeAtTt(jdTt: number): ResolvedTime {
  const jdUt = jdTt - deltaTSecondsAtJd(jdTt - deltaTSecondsAtJd(jdTt) / 86400) / 86400;
  const ms = utcMsFromJd(jdUt);
  return { ...timeOfUtcInstant(ms), utc_datetime: isoSeconds(ms), jd_ut: jdUt, jd_tt: jdTt };
}

const place = placeOf;

export interface ProgressionsDoc {
  natal: WesternChartDoc;
  date: string;
  age_years: number;
  progressed_utc: string;
  progressed: { name: string; longitude: number; sign: string; degree: number; speed: number; retrograde: boolean }[];
  solar_arc_deg: number;
  solar_arc: { name: string; longitude: number; sign: string; degree: number }[];
  engine: string;
}

/** Secondary progressions and solar arc directions of a birth for the UTC date `date` (YYYY-MM-DD). */
export function progressionsDoc(input: WesternInput & Record<string, unknown>): ProgressionsDoc {
  const raw = (input ?? {}) as Record<string, unknown>;
  const d = parseDate(raw.at, 'at', raw.calendar);
  const natal = westernChart(input);
  const atMs = Date.UTC(d.year, d.month - 1, d.day);
  const birthMs = utcMsFromJd(natal.time.jd_ut);
  if (atMs < birthMs) throw errors.invalidRequest('at must not be before the birth.', 'at');
  const ageDays = (atMs - birthMs) / 86400000;
  const progTt = natal.time.jd_tt + ageDays / TROPICAL_YEAR_DAYS;
  const prog = westernChartAt(timeAtTt(progTt), natal.latDeg, natal.lonDeg, natal.node, 'whole_sign');
  const sun0 = natal.points.find((p) => p.name === 'Sun')!.longitudeDeg;
  const arc = normDeg(prog.points.find((p) => p.name === 'Sun')!.longitudeDeg - sun0);
  // Progressed MC by solar arc; the ascendant from it at the birth latitude (obliquity of the progressed date).
  const mc = normDeg(natal.points.find((p) => p.name === 'MC')!.longitudeDeg + arc);
  const eps = frameOfDate(progTt).trueObliquityRad;
  const armc = Math.atan2(Math.sin(mc * DEG) * Math.cos(eps), Math.cos(mc * DEG));
  const asc = chartAngles(armc, eps, natal.latDeg).ascendantDeg;
  const moving = prog.points.filter((p) => !['Ascendant', 'MC', 'Part of Fortune'].includes(p.name));
  return {
    natal: chartDoc(natal), date: raw.at as string, age_years: r6(ageDays / TROPICAL_YEAR_DAYS), progressed_utc: prog.time.utc_datetime,
    progressed: [
      ...moving.map((p) => ({ name: p.name as string, ...place(p.longitudeDeg), speed: r6(p.speedDegPerDay), retrograde: p.speedDegPerDay < 0 })),
      { name: 'Ascendant', ...place(asc), speed: 0, retrograde: false }, { name: 'MC', ...place(mc), speed: 0, retrograde: false },
    ],
    solar_arc_deg: r6(arc),
    solar_arc: natal.points.map((p) => ({ name: p.name as string, ...place(normDeg(p.longitudeDeg + arc)) })),
    engine: `${ENGINE_NAME}; ephemeris ${EPHEMERIS_NAME}`,
  };
}

/** Instant (TT) at which the Sun's apparent longitude equals `targetDeg`, near `guessTt`. */
export function solarCrossingTt(targetDeg: number, guessTt: number): number {
  let t = guessTt;
  for (let i = 0; i < 30; i++) {
    const s = bodyStates(t, ['Sun']).Sun;
    const step = signed(targetDeg - s.longitudeDeg) / s.speedDegPerDay;
    t += step;
    if (Math.abs(step) < 1e-6) break;
  }
  return t;
}

export interface SolarReturnDoc {
  natal: WesternChartDoc;
  year: number;
  return_utc: string;
  location: { lat: number; lon: number };
  chart: WesternChartDoc;
  engine: string;
}

/** Solar return chart for `year` at return_lat/return_lon (default the birthplace). */
export function solarReturnDoc(input: WesternInput & Record<string, unknown>): SolarReturnDoc {
  const raw = (input ?? {}) as Record<string, unknown>;
  const year = parseNumberInRange(raw.year, MIN_YEAR, MAX_YEAR, 'year');
  if (!Number.isInteger(year)) throw errors.invalidRequest('year must be a whole year.', 'year');
  const { lat, lon } = returnPlace(raw);
  const natal = westernChart(input);
  const sun0 = natal.points.find((p) => p.name === 'Sun')!.longitudeDeg;
  const birth = new Date(utcMsFromJd(natal.time.jd_ut));
  if (year < birth.getUTCFullYear()) throw errors.invalidRequest('year must not be before the birth year.', 'year');
  const guessMs = Date.UTC(year, birth.getUTCMonth(), Math.min(birth.getUTCDate(), 28), birth.getUTCHours());
  const jdTt = solarCrossingTt(sun0, ttFromUtcMs(guessMs).jdTt);
  const houseSystem = natal.houseSystem;
  const where = { lat: lat ?? natal.latDeg, lon: lon ?? natal.lonDeg };
  const chart: WesternChart = westernChartAt(timeAtTt(jdTt), where.lat, where.lon, natal.node, houseSystem);
  return {
    natal: chartDoc(natal), year, return_utc: chart.time.utc_datetime, location: where, chart: chartDoc(chart),
    engine: `${ENGINE_NAME}; ephemeris ${EPHEMERIS_NAME}`,
  };
}

/** First instant (TT) at or after `startTt` at which the apparent Moon reaches `targetDeg` (Newton from a mean-motion guess). */
export function lunarCrossingTt(targetDeg: number, startTt: number): number {
  const first = bodyStates(startTt, ['Moon']).Moon;
  let t = startTt + normDeg(targetDeg - first.longitudeDeg) / 13.176; // mean sidereal motion, °/day
  for (let i = 0; i < 30; i++) {
    const s = bodyStates(t, ['Moon']).Moon;
    const step = signed(targetDeg - s.longitudeDeg) / s.speedDegPerDay;
    t += step;
    if (Math.abs(step) < 1e-6) break;
  }
  // The Moon's speed varies 11.8-15.4°/day: a guess near the start may land on the previous cycle's crossing.
  return t < startTt ? lunarCrossingTt(targetDeg, startTt + 1) : t;
}

export interface LunarReturnDoc {
  natal: WesternChartDoc;
  month: string;
  return_utc: string;
  location: { lat: number; lon: number };
  chart: WesternChartDoc;
  engine: string;
}

/** The first lunar return at or after 00:00 UTC on the first day of `month` (YYYY-MM), chart at the chosen place. */
export function lunarReturnDoc(input: WesternInput & Record<string, unknown>): LunarReturnDoc {
  const raw = (input ?? {}) as Record<string, unknown>;
  const m = typeof raw.month === 'string' ? /^(\d{4})-(\d{2})$/.exec(raw.month) : null;
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw errors.invalidRequest('month must be YYYY-MM.', 'month');
  const year = Number(m[1]), month = Number(m[2]);
  if (year < MIN_YEAR || year > MAX_YEAR || (year === MAX_YEAR && month === 12)) {
    throw errors.invalidRequest(`month must be between ${MIN_YEAR}-01 and ${MAX_YEAR}-11.`, 'month');
  }
  const where = returnPlace(raw);
  const natal = westernChart(input);
  const startMs = Date.UTC(year, month - 1, 1);
  if (startMs < utcMsFromJd(natal.time.jd_ut)) throw errors.invalidRequest('month must not be before the birth.', 'month');
  const moon0 = natal.points.find((p) => p.name === 'Moon')!.longitudeDeg;
  const jdTt = lunarCrossingTt(moon0, ttFromUtcMs(startMs).jdTt);
  const loc = { lat: where.lat ?? natal.latDeg, lon: where.lon ?? natal.lonDeg };
  const chart = westernChartAt(timeAtTt(jdTt), loc.lat, loc.lon, natal.node, natal.houseSystem);
  return {
    natal: chartDoc(natal), month: raw.month as string, return_utc: chart.time.utc_datetime, location: loc, chart: chartDoc(chart),
    engine: `${ENGINE_NAME}; ephemeris ${EPHEMERIS_NAME}`,
  };
}

function returnPlace(raw: Record<string, unknown>): { lat?: number; lon?: number } {
  const lat = raw.return_lat === undefined || raw.return_lat === '' ? undefined : parseLatitude(raw.return_lat, 'return_lat');
  const lon = raw.return_lon === undefined || raw.return_lon === '' ? undefined : parseLongitude(raw.return_lon, 'return_lon');
  if ((lat === undefined) !== (lon === undefined)) {
    throw errors.invalidRequest('return_lat and return_lon go together.', lat === undefined ? 'return_lat' : 'return_lon');
  }
  return { lat, lon };
}
