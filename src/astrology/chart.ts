/**
 * The computed chart: one instant, one place, one system. Every other module (kundali, match, dasha,
 * horoscope, SVG) reads from this.
 *
 * Longitudes in `planets[].longitudeDeg` / `cuspsDeg` are in the system's zodiac: tropical for `western`,
 * sidereal (Lahiri for `vedic`, Krishnamurti for `kp`) otherwise. Sidereal = apparent tropical - (mean ayanamsa + Δψ),
 * Swiss Ephemeris' convention. Nakshatras, yogas and dashas are sidereal by definition: for `western` they use Lahiri.
 */
import { errors } from '../errors';
import { bodyStates, meanNodeDeg, trueNodeDeg, type BodyName } from './ephemeris';
import { DEG, apparentSiderealTime, frameOfDate, normDeg } from './frames';
import { angles, placidusCusps, wholeSignCusps } from './houses';
import { HOUSE_SYSTEMS, chartAngles, houseCusps, type HouseSystem } from './western/houseSystems';
import { AYANAMSAS, ayanamsaDeg, type AyanamsaName } from './ayanamsa';
import { VEDIC_PLANETS, WESTERN_PLANETS, type PlanetName } from './constants';
import { resolveTime, type ResolvedTime } from './time';
import {
  parseDate, parseEnum, parseLatitude, parseLongitude, parseTime, parseTzHours,
} from './validate';
import { LANGUAGES, type Language } from './i18n';

export const SYSTEMS = ['vedic', 'western', 'kp'] as const;
export type AstroSystem = (typeof SYSTEMS)[number];
export const NODE_TYPES = ['mean', 'true'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export interface BirthInput {
  date: string;
  time: string;
  lat: number;
  lon: number;
  /** Fixed UTC offset in hours; omitted = zone of the coordinates. */
  tz?: number;
  system?: AstroSystem;
  language?: Language;
  node?: NodeType;
  /** Sidereal zodiac; default lahiri (vedic, western nakshatras) or krishnamurti (kp). */
  ayanamsa?: AyanamsaName;
  /** Western only (western/houseSystems.ts); default placidus. */
  house_system?: HouseSystem;
  /** The calendar of `date` (validate.ts parseDate): gregorian, julian, or the default rule. */
  calendar?: string;
}

export interface ChartPlanet {
  name: PlanetName;
  longitudeDeg: number;
  /** Sidereal longitude used for nakshatra/KP lords (equals longitudeDeg unless system is western). */
  siderealDeg: number;
  speedDegPerDay: number;
  retrograde: boolean;
}

export interface Chart {
  system: AstroSystem;
  language: Language;
  node: NodeType;
  time: ResolvedTime;
  latDeg: number;
  lonDeg: number;
  /** Ayanamsa used for sidereal longitudes (for western: only for nakshatras, yogas and dashas). */
  ayanamsa: { name: AyanamsaName; meanDeg: number; trueDeg: number };
  houseSystem: HouseSystem;
  ascendantDeg: number;
  ascendantSiderealDeg: number;
  mcDeg: number;
  /** Cusps of houses 1..12 in the system's zodiac. */
  cuspsDeg: number[];
  planets: ChartPlanet[];
}

const BODY_FOR: Partial<Record<PlanetName, BodyName>> = {
  Sun: 'Sun', Moon: 'Moon', Mars: 'Mars', Mercury: 'Mercury', Jupiter: 'Jupiter', Venus: 'Venus', Saturn: 'Saturn',
  Uranus: 'Uranus', Neptune: 'Neptune', Pluto: 'Pluto',
};

export interface NormalizedInput {
  date: ReturnType<typeof parseDate>;
  time: ReturnType<typeof parseTime>;
  latDeg: number;
  lonDeg: number;
  tzHours?: number;
  system: AstroSystem;
  language: Language;
  node: NodeType;
  ayanamsa?: AyanamsaName;
  /** Set only when the request named one (system western). */
  houseSystem?: HouseSystem;
}

/** Validate a birth input; `prefix` names the parameters (e.g. 'boy_' gives boy_date). */
export function normalizeInput(input: BirthInput, prefix = ''): NormalizedInput {
  const i = (input ?? {}) as unknown as Record<string, unknown>;
  return {
    date: parseDate(i.date, `${prefix}date`, i.calendar),
    time: parseTime(i.time, `${prefix}time`),
    latDeg: parseLatitude(i.lat, `${prefix}lat`),
    lonDeg: parseLongitude(i.lon, `${prefix}lon`),
    tzHours: i.tz === undefined || i.tz === null || i.tz === '' ? undefined : parseTzHours(i.tz, `${prefix}tz`),
    system: parseEnum(i.system, SYSTEMS, 'vedic', 'system'),
    language: parseEnum(i.language, LANGUAGES, 'en', 'language'),
    node: parseEnum(i.node, NODE_TYPES, 'mean', 'node'),
    ayanamsa: i.ayanamsa === undefined || i.ayanamsa === null || i.ayanamsa === '' ? undefined
      : parseEnum(i.ayanamsa, AYANAMSAS, 'lahiri', 'ayanamsa'),
    houseSystem: parseHouseSystem(i),
  };
}

/** house_system applies to the western chart only (vedic: whole signs, kp: Placidus by the method's definition). */
function parseHouseSystem(i: Record<string, unknown>): HouseSystem | undefined {
  if (i.house_system === undefined || i.house_system === null || i.house_system === '') return undefined;
  const hs = parseEnum(i.house_system, HOUSE_SYSTEMS, 'placidus', 'house_system');
  if ((i.system ?? 'vedic') !== 'western') throw errors.invalidRequest('house_system applies to system=western only.', 'house_system');
  return hs;
}

/** Positions at a given instant (shared by charts and transits). */
export function planetsAt(jdTt: number, system: AstroSystem, node: NodeType, names: readonly PlanetName[], ayanamsa?: AyanamsaName): {
  planets: ChartPlanet[]; ayanamsa: Chart['ayanamsa']; frame: ReturnType<typeof frameOfDate>;
} {
  const frame = frameOfDate(jdTt);
  const ayName: AyanamsaName = ayanamsa ?? (system === 'kp' ? 'krishnamurti' : 'lahiri');
  const ayMean = ayanamsaDeg(ayName, jdTt);
  const ayTrue = ayMean + frame.nutationLongitudeRad / DEG;
  const sidereal = system !== 'western';
  const bodies = names.map((n) => BODY_FOR[n]).filter((b): b is BodyName => !!b);
  const states = bodyStates(jdTt, bodies, frame);
  const planets: ChartPlanet[] = [];
  let nodeState: { rahu: number; speed: number } | undefined; // computed once for Rahu and Ketu
  const lunarNode = () => {
    // Speed by a central difference of the node over ±0.5 day (true node from the fast lunar series, good to a few
    // arcseconds per day for a speed that itself swings by degrees per day).
    const nodeAt = (jd: number) => (node === 'true' ? trueNodeDeg(jd, frameOfDate(jd), 'fast') : meanNodeDeg(jd));
    const rahu = node === 'true' ? trueNodeDeg(jdTt, frame) : meanNodeDeg(jdTt, frame);
    let d = nodeAt(jdTt + 0.5) - nodeAt(jdTt - 0.5);
    if (d > 180) d -= 360;
    if (d < -180) d += 360;
    return { rahu, speed: d };
  };
  for (const name of names) {
    let tropical: number, speed: number;
    const body = BODY_FOR[name];
    if (body) {
      tropical = states[body].longitudeDeg;
      speed = states[body].speedDegPerDay;
    } else {
      nodeState ??= lunarNode();
      speed = nodeState.speed;
      tropical = name === 'Rahu' ? nodeState.rahu : normDeg(nodeState.rahu + 180);
    }
    const siderealDeg = normDeg(tropical - ayTrue);
    planets.push({
      name, longitudeDeg: sidereal ? siderealDeg : tropical, siderealDeg, speedDegPerDay: speed,
      // Mean nodes always move backwards; a true node can briefly move forward.
      retrograde: speed < 0,
    });
  }
  return { planets, ayanamsa: { name: ayName, meanDeg: ayMean, trueDeg: ayTrue }, frame };
}

export function computeChart(input: BirthInput, prefix = ''): Chart {
  return chartFromNormalized(normalizeInput(input, prefix), prefix);
}

export function chartFromNormalized(n: NormalizedInput, prefix = ''): Chart {
  const time = resolveTime(n.date, n.time, n.latDeg, n.lonDeg, n.tzHours);
  const names = n.system === 'western' ? WESTERN_PLANETS : VEDIC_PLANETS;
  const { planets, ayanamsa, frame } = planetsAt(time.jd_tt, n.system, n.node, names, n.ayanamsa);
  const last = apparentSiderealTime(time.jd_ut, frame) + n.lonDeg * DEG;
  // Western: Swiss Ephemeris' polar convention for the ascendant (western/houseSystems.ts chartAngles).
  const ang = n.system === 'western' ? chartAngles(last, frame.trueObliquityRad, n.latDeg) : angles(last, frame.trueObliquityRad, n.latDeg);
  const shift = n.system === 'western' ? 0 : ayanamsa.trueDeg;
  const ascendantDeg = normDeg(ang.ascendantDeg - shift);
  let cuspsDeg: number[];
  if (n.system === 'vedic') cuspsDeg = wholeSignCusps(ascendantDeg);
  else if (n.system === 'western' && n.houseSystem) cuspsDeg = houseCusps(n.houseSystem, last, frame.trueObliquityRad, n.latDeg, 'house_system');
  else cuspsDeg = placidusCusps(last, frame.trueObliquityRad, n.latDeg, `${prefix}lat`).map((c) => normDeg(c - shift));
  return {
    system: n.system, language: n.language, node: n.node, time, latDeg: n.latDeg, lonDeg: n.lonDeg, ayanamsa,
    houseSystem: n.system === 'vedic' ? 'whole_sign' : n.system === 'western' ? n.houseSystem ?? 'placidus' : 'placidus',
    ascendantDeg, ascendantSiderealDeg: normDeg(ang.ascendantDeg - ayanamsa.trueDeg), mcDeg: normDeg(ang.mcDeg - shift),
    cuspsDeg, planets,
  };
}

/** House (1..12) of a longitude given the chart's cusps (whole-sign or Placidus intervals). */
export function houseOf(chart: Pick<Chart, 'cuspsDeg'>, longitudeDeg: number): number {
  const c = chart.cuspsDeg;
  for (let h = 0; h < 12; h++) {
    const start = c[h], end = c[(h + 1) % 12];
    const span = normDeg(end - start);
    if (normDeg(longitudeDeg - start) < span) return h + 1;
  }
  return 1;
}

/** Whole-sign house counted from a reference sign (1 = same sign), used by the classical rules. */
export const signHouseFrom = (fromSign: number, sign: number): number => ((sign - fromSign + 12) % 12) + 1;
