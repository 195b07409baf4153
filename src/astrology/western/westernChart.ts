/**
 * A tropical Western chart at one instant and place: the ten planets, the lunar nodes, mean Lilith ("Lilith"), true
 * (osculating) Lilith ("True Lilith"), Chiron, Ceres, Pallas, Juno and Vesta (asteroids.ts; omitted outside their
 * trusted range, with the reason in `omitted`), the Part of Fortune, the ascendant and MC, with speeds (degrees/day) and house cusps in the requested system. Reuses the
 * engine's ephemeris (chart.ts planetsAt) and angles (houses.ts); does not touch the Vedic chart.
 */
import { planetsAt, normalizeInput, type BirthInput, type NodeType } from '../chart';
import { WESTERN_PLANETS } from '../constants';
import { DEG, apparentSiderealTime, frameOfDate, normDeg } from '../frames';
import { angles } from '../houses';
import { resolveTime, type ResolvedTime } from '../time';
import { parseEnum } from '../validate';
import { HOUSE_SYSTEMS, chartAngles, houseCusps, type HouseSystem } from './houseSystems';
import { trueLilithDeg } from '../ephemeris';
import { meanLilithDeg, meanLilithSpeed, partOfFortune, trueLilithSpeed } from './points';
import { ASTEROIDS, ASTEROIDS_OUT_OF_RANGE, asteroidStates } from './asteroids';

export const WESTERN_POINTS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
  'North Node', 'South Node', 'Lilith', 'True Lilith', 'Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta', 'Part of Fortune', 'Ascendant', 'MC'] as const;
export type WesternPoint = (typeof WESTERN_POINTS)[number];
export const TEN_PLANETS: readonly WesternPoint[] = WESTERN_POINTS.slice(0, 10);
export const ANGLES: readonly WesternPoint[] = ['Ascendant', 'MC'];

export interface PointPosition { name: WesternPoint; longitudeDeg: number; speedDegPerDay: number }

export interface WesternChart {
  time: ResolvedTime;
  latDeg: number;
  lonDeg: number;
  node: NodeType;
  houseSystem: HouseSystem;
  cuspsDeg: number[];
  points: PointPosition[];
  /** Sun above the horizon (selects the Part of Fortune formula). */
  dayChart: boolean;
  /** Points left out of `points` and why (Chiron and the asteroids outside their trusted range, asteroids.ts). */
  omitted?: { points: WesternPoint[]; reason: string };
}

/** Sidereal rotation, degrees of ARMC per day (Earth's rotation rate relative to the equinox). */
const ARMC_DEG_PER_DAY = 360.98564736629;

/** Positions of every point at an instant; houses at the place. */
export function westernChartAt(time: ResolvedTime, latDeg: number, lonDeg: number, node: NodeType,
  houseSystem: HouseSystem, houseParam = 'house_system'): WesternChart {
  const { planets, frame } = planetsAt(time.jd_tt, 'western', node, WESTERN_PLANETS);
  const armc = apparentSiderealTime(time.jd_ut, frameOfDate(time.jd_tt)) + lonDeg * DEG;
  const eps = frame.trueObliquityRad;
  const cuspsDeg = houseCusps(houseSystem, armc, eps, latDeg, houseParam);
  // Swiss Ephemeris' polar convention (houseSystems.ts chartAngles): the ascendant may be the turned point.
  const ang = chartAngles(armc, eps, latDeg);
  const ascDeg = ang.ascendantDeg;
  // Speeds of the angles by a central difference of ±1 minute of time.
  const dArmc = ARMC_DEG_PER_DAY / 1440 * DEG;
  const rate = (f: (a: ReturnType<typeof angles>) => number): number => {
    let d = f(angles(armc + dArmc, eps, latDeg)) - f(angles(armc - dArmc, eps, latDeg));
    if (d > 180) d -= 360;
    if (d < -180) d += 360;
    return d / (2 / 1440);
  };
  const ascSpeed = rate((a) => a.ascendantDeg);
  const mcSpeed = rate((a) => a.mcDeg);
  const byName = (n: string) => planets.find((p) => p.name === n)!;
  const sun = byName('Sun'), moon = byName('Moon'), rahu = byName('Rahu'), ketu = byName('Ketu');
  const fortune = partOfFortune(ascDeg, sun.longitudeDeg, moon.longitudeDeg);
  const asteroids = asteroidStates(time.jd_tt, frame);
  const points: PointPosition[] = [
    ...TEN_PLANETS.map((n) => ({ name: n, longitudeDeg: byName(n).longitudeDeg, speedDegPerDay: byName(n).speedDegPerDay })),
    { name: 'North Node', longitudeDeg: rahu.longitudeDeg, speedDegPerDay: rahu.speedDegPerDay },
    { name: 'South Node', longitudeDeg: ketu.longitudeDeg, speedDegPerDay: ketu.speedDegPerDay },
    { name: 'Lilith', longitudeDeg: meanLilithDeg(time.jd_tt, frame), speedDegPerDay: meanLilithSpeed(time.jd_tt) },
    { name: 'True Lilith', longitudeDeg: trueLilithDeg(time.jd_tt, frame), speedDegPerDay: trueLilithSpeed(time.jd_tt) },
    ...(asteroids ? ASTEROIDS.map((n) => ({ name: n, longitudeDeg: asteroids[n].longitudeDeg, speedDegPerDay: asteroids[n].speedDegPerDay })) : []),
    {
      name: 'Part of Fortune', longitudeDeg: fortune.longitudeDeg,
      speedDegPerDay: ascSpeed + (fortune.day ? moon.speedDegPerDay - sun.speedDegPerDay : sun.speedDegPerDay - moon.speedDegPerDay),
    },
    { name: 'Ascendant', longitudeDeg: ascDeg, speedDegPerDay: ascSpeed },
    { name: 'MC', longitudeDeg: ang.mcDeg, speedDegPerDay: mcSpeed },
  ];
  return {
    time, latDeg, lonDeg, node, houseSystem, cuspsDeg, points, dayChart: fortune.day,
    ...(asteroids ? {} : { omitted: { points: [...ASTEROIDS], reason: ASTEROIDS_OUT_OF_RANGE } }),
  };
}

export interface WesternInput extends Omit<BirthInput, 'system' | 'ayanamsa' | 'house_system'> { house_system?: string }

/** Validate a birth input (parameters prefixed by `prefix`) and compute its Western chart. */
export function westernChart(input: WesternInput, prefix = ''): WesternChart {
  const raw = (input ?? {}) as unknown as Record<string, unknown>;
  const n = normalizeInput({ ...(input as BirthInput), system: 'western', ayanamsa: undefined }, prefix);
  const houseSystem = parseEnum(raw.house_system, HOUSE_SYSTEMS, 'placidus', 'house_system');
  const time = resolveTime(n.date, n.time, n.latDeg, n.lonDeg, n.tzHours);
  return westernChartAt(time, n.latDeg, n.lonDeg, n.node, houseSystem);
}

/** House (1..12) of a longitude between the cusps. */
export function westernHouseOf(cuspsDeg: number[], longitudeDeg: number): number {
  for (let h = 0; h < 12; h++) {
    if (normDeg(longitudeDeg - cuspsDeg[h]) < normDeg(cuspsDeg[(h + 1) % 12] - cuspsDeg[h])) return h + 1;
  }
  return 1;
}
