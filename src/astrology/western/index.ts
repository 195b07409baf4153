/**
 * Western astrology products on top of the engine (tropical zodiac): natal aspects and patterns in a chosen house
 * system. Pure functions; bad input throws errors.invalidRequest naming the parameter.
 */
import { SIGNS, signIndexOf } from '../constants';
import { ENGINE_NAME, EPHEMERIS_NAME } from '../ephemeris';
import type { HouseSystem } from './houseSystems';
import { findPatterns, natalAspects, parseOrbs, type Aspect, type Orbs, type Pattern } from './aspects';
import { westernChart, westernHouseOf, type WesternChart, type WesternInput, type WesternPoint } from './westernChart';

export { HOUSE_SYSTEMS, type HouseSystem } from './houseSystems';
export { ASPECT_DEFS } from './aspects';

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

export interface WesternPointDoc {
  name: WesternPoint;
  longitude: number;
  sign: string;
  /** Degrees within the sign. */
  degree: number;
  speed: number;
  retrograde: boolean;
  house: number;
}
export interface WesternHouseDoc { number: number; cusp: number; sign: string; degree: number }

export interface WesternChartDoc {
  zodiac: 'tropical';
  house_system: HouseSystem;
  node_type: 'mean' | 'true';
  time: Omit<WesternChart['time'], 'jd_ut' | 'jd_tt'> & { julian_day_ut: number; julian_day_tt: number };
  day_chart: boolean;
  points: WesternPointDoc[];
  houses: WesternHouseDoc[];
}

export function chartDoc(c: WesternChart): WesternChartDoc {
  const { jd_ut, jd_tt, ...timeRest } = c.time;
  const place = (lon: number) => ({ sign: SIGNS[signIndexOf(lon)], degree: r6(lon - 30 * signIndexOf(lon)) });
  return {
    zodiac: 'tropical', house_system: c.houseSystem, node_type: c.node,
    time: { ...timeRest, julian_day_ut: r6(jd_ut), julian_day_tt: r6(jd_tt) },
    day_chart: c.dayChart,
    points: c.points.map((p) => ({
      name: p.name, longitude: r6(p.longitudeDeg), ...place(p.longitudeDeg), speed: r6(p.speedDegPerDay),
      retrograde: p.speedDegPerDay < 0, house: westernHouseOf(c.cuspsDeg, p.longitudeDeg),
    })),
    houses: c.cuspsDeg.map((cusp, i) => ({ number: i + 1, cusp: r6(cusp), ...place(cusp) })),
  };
}

export interface NatalAspectsDoc extends WesternChartDoc {
  orbs: Orbs;
  aspects: Aspect[];
  patterns: Pattern[];
  engine: string;
}

/** Natal chart with every aspect among its points (aspects.ts) and the patterns among its planets. */
export function natalAspectsDoc(input: WesternInput & Record<string, unknown>): NatalAspectsDoc {
  const orbs = parseOrbs((input ?? {}) as Record<string, unknown>);
  const chart = westernChart(input);
  const aspects = natalAspects(chart.points, orbs);
  return {
    ...chartDoc(chart), orbs, aspects, patterns: findPatterns(chart.points, aspects, chart.cuspsDeg),
    engine: `${ENGINE_NAME}; ephemeris ${EPHEMERIS_NAME}`,
  };
}
