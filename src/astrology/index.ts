/**
 * Public API of the astrology engine (pure functions, no HTTP, no DB). Every function validates its input and
 * throws errors.invalidRequest(message, param) from src/errors.ts on bad input.
 */
import { errors } from '../errors';
import { chartFromNormalized, normalizeInput, type BirthInput } from './chart';
import { dashaTimeline, type DashaTimeline } from './dasha';
import { kundaliFromChart, type Kundali } from './kundali';
import { chartSvg as drawChart, CHART_STYLES, type ChartStyle } from './chartSvg';

export type { BirthInput, AstroSystem, NodeType } from './chart';
export type { Kundali, KundaliPlanet, KundaliHouse } from './kundali';
export type { MatchResult, Koot, MangalDoshaDetail, MatchInput } from './match';
export type { Horoscope, HoroscopeInput, HoroscopeType, Transit } from './horoscope';
export type { DashaTimeline } from './dasha';
export type { ChartStyle } from './chartSvg';
export type { Language } from './i18n';
export { match } from './match';
export { horoscope, HOROSCOPE_TYPES } from './horoscope';
export { SYSTEMS, NODE_TYPES } from './chart';
export { LANGUAGES } from './i18n';
export { CHART_STYLES } from './chartSvg';
export { SIGN_SLUGS } from './constants';
export { ENGINE_NAME, EPHEMERIS_NAME } from './ephemeris';

/** Birth chart (spec 2.6). `atMs` (default now) only selects the current dasha. */
export function kundali(input: BirthInput, atMs: number = Date.now()): Kundali {
  return kundaliFromChart(chartFromNormalized(normalizeInput(input)), atMs);
}

export interface DashaInput extends Pick<BirthInput, 'date' | 'time' | 'lat' | 'lon' | 'tz'> {
  /** ISO 8601 instant (e.g. 2026-01-01 or 2026-01-01T10:00:00Z) at which `current` is evaluated; default now. */
  at?: string;
}

function parseAt(at: unknown, nowMs: number): number {
  if (at === undefined || at === null || at === '') return nowMs;
  const ms = typeof at === 'string' && /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(at) ? Date.parse(at) : NaN;
  if (!Number.isFinite(ms)) throw errors.invalidRequest('at must be an ISO 8601 date or date-time.', 'at');
  return ms;
}

/** Vimshottari timeline (spec 2.9), Lahiri sidereal Moon. */
export function dasha(input: DashaInput, nowMs: number = Date.now()): DashaTimeline {
  const n = normalizeInput({ ...input, system: 'vedic' });
  const atMs = parseAt((input as unknown as Record<string, unknown>)?.at, nowMs);
  const chart = chartFromNormalized(n);
  const moon = chart.planets.find((p) => p.name === 'Moon')!;
  return dashaTimeline(moon.siderealDeg, Date.parse(chart.time.utc_datetime), chart.time.tz_offset_hours, atMs);
}

/** SVG drawing of a kundali, or of a birth input (computed with its own system). */
export function chartSvg(chart: Kundali | BirthInput, style: ChartStyle | string = 'north'): string {
  if (!(CHART_STYLES as readonly string[]).includes(style)) {
    throw errors.invalidRequest(`style must be one of: ${CHART_STYLES.join(', ')}.`, 'style');
  }
  const k = 'planets' in chart ? chart : kundali(chart);
  return drawChart(k, style);
}
