/**
 * Vimshottari dasha (BPHS ch. 46-53).
 * The Moon's sidereal nakshatra gives the first lord; the fraction of the nakshatra already traversed is the fraction
 * of that lord's period already elapsed at birth (balance = years x remaining fraction). Sub-periods are
 * proportional: antardasha = maha years x antar years / 120, likewise pratyantardasha inside an antardasha,
 * each sequence starting from its parent's lord.
 * Year length: 365.25 days (Julian year), the common software convention (Swiss Ephemeris' swetest, Jagannatha
 * Hora default); some traditions use 360-day savana years, not supported.
 * The mahadasha list is the full 120-year cycle beginning at the start of the birth mahadasha (which precedes
 * birth by the elapsed part); dates are civil dates at the birth's UTC offset.
 */
import { errors } from '../errors';
import {
  NAKSHATRAS, NAKSHATRA_SPAN_DEG, VIMSHOTTARI, VIMSHOTTARI_TOTAL_YEARS, nakshatraIndexOf, type Graha, type NakshatraName,
} from './constants';

export const YEAR_DAYS = 365.25 as const;
const DAY_MS = 86400000;
const YEAR_MS = YEAR_DAYS * DAY_MS;

export interface Period { planet: Graha; start: string; end: string; years: number }
export interface SubPeriod { mahadasha: Graha; planet: Graha; start: string; end: string; years: number }
export interface SubSubPeriod { mahadasha: Graha; antardasha: Graha; planet: Graha; start: string; end: string; years: number }

export interface DashaTimeline {
  birth: { moon_longitude: number; nakshatra: NakshatraName; lord: Graha; elapsed_fraction: number; balance_years: number };
  year_length_days: 365.25;
  mahadasha: Period[];
  /** All 81 antardashas of the cycle. */
  antardasha: SubPeriod[];
  /** The 81 pratyantardashas of the mahadasha current at `at`. */
  pratyantardasha: SubSubPeriod[];
  at: string;
  current: { mahadasha: Graha; antardasha: Graha; pratyantardasha: Graha; sookshma?: Graha; prana?: Graha };
  /** levels >= 4: the nine sookshma dashas of the current pratyantardasha (UTC date-times: they last days). */
  sookshma?: DeepPeriod[];
  /** levels = 5: the nine prana dashas of the current sookshma (hours). */
  prana?: DeepPeriod[];
}
/** A 4th/5th-level period; `parents` are the lords above it, mahadasha first. */
export interface DeepPeriod { parents: Graha[]; planet: Graha; start: string; end: string; years: number }

interface RawPeriod { planet: Graha; startMs: number; endMs: number; years: number }

const indexOfLord = (g: Graha) => VIMSHOTTARI.findIndex((v) => v.lord === g);

/** Sub-periods of a period, starting from its own lord. */
function split(parent: RawPeriod): RawPeriod[] {
  const out: RawPeriod[] = [];
  let t = parent.startMs;
  const first = indexOfLord(parent.planet);
  for (let k = 0; k < 9; k++) {
    const v = VIMSHOTTARI[(first + k) % 9];
    const years = (parent.years * v.years) / VIMSHOTTARI_TOTAL_YEARS;
    const end = k === 8 ? parent.endMs : t + years * YEAR_MS;
    out.push({ planet: v.lord, startMs: t, endMs: end, years });
    t = end;
  }
  return out;
}

export function mahadashas(moonSiderealDeg: number, birthUtcMs: number): { periods: RawPeriod[]; n: number; elapsed: number } {
  const n = nakshatraIndexOf(moonSiderealDeg);
  const elapsed = (moonSiderealDeg - n * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  const first = n % 9;
  let t = birthUtcMs - elapsed * VIMSHOTTARI[first].years * YEAR_MS;
  const periods: RawPeriod[] = [];
  for (let k = 0; k < 9; k++) {
    const v = VIMSHOTTARI[(first + k) % 9];
    periods.push({ planet: v.lord, startMs: t, endMs: t + v.years * YEAR_MS, years: v.years });
    t += v.years * YEAR_MS;
  }
  return { periods, n, elapsed };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export function dashaTimeline(moonSiderealDeg: number, birthUtcMs: number, offsetHours: number, atMs: number, levels = 3): DashaTimeline {
  if (atMs < birthUtcMs) throw errors.invalidRequest('at must not be before the birth time.', 'at');
  const offsetMs = offsetHours * 3600000;
  const day = (ms: number) => new Date(ms + offsetMs).toISOString().slice(0, 10);
  const { periods, n, elapsed } = mahadashas(moonSiderealDeg, birthUtcMs);
  const cycleMs = VIMSHOTTARI_TOTAL_YEARS * YEAR_MS;
  // Past the 120-year cycle the same sequence repeats.
  const start0 = periods[0].startMs;
  const atInCycle = start0 + ((((atMs - start0) % cycleMs) + cycleMs) % cycleMs);
  const find = (list: RawPeriod[], t: number) => list.find((p) => t >= p.startMs && t < p.endMs) ?? list[list.length - 1];
  const maha = find(periods, atInCycle);
  const antars = split(maha);
  const antar = find(antars, atInCycle);
  const pratyantar = find(split(antar), atInCycle);
  // Deeper levels (BPHS ch. 53 names the sookshma and prana levels; same proportional rule) on request.
  const iso = (ms: number) => new Date(ms + (atMs - atInCycle)).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const deep = (parent: RawPeriod, parents: Graha[]): DeepPeriod[] => split(parent).map((p) => ({
    parents, planet: p.planet, start: iso(p.startMs), end: iso(p.endMs), years: round6(p.years),
  }));
  const extra: Partial<DashaTimeline> = {};
  const cur: DashaTimeline['current'] = { mahadasha: maha.planet, antardasha: antar.planet, pratyantardasha: pratyantar.planet };
  if (levels >= 4) {
    extra.sookshma = deep(pratyantar, [maha.planet, antar.planet, pratyantar.planet]);
    const sookshma = find(split(pratyantar), atInCycle);
    cur.sookshma = sookshma.planet;
    if (levels >= 5) {
      extra.prana = deep(sookshma, [maha.planet, antar.planet, pratyantar.planet, sookshma.planet]);
      cur.prana = find(split(sookshma), atInCycle).planet;
    }
  }
  return {
    birth: {
      moon_longitude: round6(moonSiderealDeg), nakshatra: NAKSHATRAS[n], lord: VIMSHOTTARI[n % 9].lord,
      elapsed_fraction: round6(elapsed), balance_years: round6(VIMSHOTTARI[n % 9].years * (1 - elapsed)),
    },
    year_length_days: YEAR_DAYS,
    mahadasha: periods.map((p) => ({ planet: p.planet, start: day(p.startMs), end: day(p.endMs), years: p.years })),
    antardasha: periods.flatMap((m) => split(m).map((a) => ({
      mahadasha: m.planet, planet: a.planet, start: day(a.startMs), end: day(a.endMs), years: round6(a.years),
    }))),
    pratyantardasha: antars.flatMap((a) => split(a).map((p) => ({
      mahadasha: maha.planet, antardasha: a.planet, planet: p.planet, start: day(p.startMs), end: day(p.endMs), years: round6(p.years),
    }))),
    at: new Date(atMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    current: cur,
    ...extra,
  };
}

/** Current mahadasha and antardasha with their dates, for the kundali summary. */
export function currentDasha(moonSiderealDeg: number, birthUtcMs: number, offsetHours: number, atMs: number) {
  const at = Math.max(atMs, birthUtcMs);
  const offsetMs = offsetHours * 3600000;
  const day = (ms: number) => new Date(ms + offsetMs).toISOString().slice(0, 10);
  const { periods } = mahadashas(moonSiderealDeg, birthUtcMs);
  const cycleMs = VIMSHOTTARI_TOTAL_YEARS * YEAR_MS;
  const k = Math.floor((at - periods[0].startMs) / cycleMs);
  const shifted = periods.map((p) => ({ ...p, startMs: p.startMs + k * cycleMs, endMs: p.endMs + k * cycleMs }));
  const maha = shifted.find((p) => at >= p.startMs && at < p.endMs) ?? shifted[8];
  const antar = split(maha).find((p) => at >= p.startMs && at < p.endMs) ?? split(maha)[8];
  return {
    current: maha.planet, sub: antar.planet, start: day(maha.startMs), end: day(maha.endMs),
    sub_start: day(antar.startMs), sub_end: day(antar.endMs),
  };
}
