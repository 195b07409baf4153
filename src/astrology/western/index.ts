/**
 * Western astrology products on top of the engine (tropical zodiac): natal aspects and patterns in a chosen house
 * system. Pure functions; bad input throws errors.invalidRequest naming the parameter.
 */
import { ENGINE_NAME, EPHEMERIS_NAME } from '../ephemeris';
import { findPatterns, natalAspects, parseOrbs, type Aspect, type Orbs, type Pattern } from './aspects';
import { westernChart, type WesternInput } from './westernChart';
import { chartDoc, type WesternChartDoc } from './chartDoc';
import { transitsDoc, type TransitsDoc } from './transits';

export { HOUSE_SYSTEMS, type HouseSystem } from './houseSystems';
export { ASPECT_DEFS } from './aspects';
export { transitsDoc, type TransitsDoc, type WesternChartDoc };

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
export { synastryDoc, type SynastryDoc } from './synastry';
export { lunarReturnDoc, progressionsDoc, solarReturnDoc, type LunarReturnDoc, type ProgressionsDoc, type SolarReturnDoc } from './progressions';
export { natalWheelSvg, synastryWheelSvg, transitWheelSvg, wheelSvg, type WheelSpec } from './wheel';
export { WHEEL_FORMATS, WHEEL_KINDS, wheelImage, wheelSvgFor } from './wheelImage';
