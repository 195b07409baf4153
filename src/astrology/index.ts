/**
 * Public API of the astrology engine (pure functions, no HTTP, no DB). Every function validates its input and
 * throws errors.invalidRequest(message, param) from src/errors.ts on bad input.
 */
import { errors } from '../errors';
import { chartFromNormalized, normalizeInput, type BirthInput } from './chart';
import { dashaTimeline, type DashaTimeline } from './dasha';
import { kundaliFromChart, type Kundali } from './kundali';
import { drawChart, parseChartOptions } from './charts/index';
import { svgToPng } from '../render/png';
import { parseConventions, parseVargaList, vargaCharts, type VargaChart } from './divisional';
import { VARGAS, type VargaConventions } from './vargas';
import { avakahada as avakahadaOf, type Avakahada } from './avakahada';
import { BHAVA_METHODS, bhavaChart, type BhavaChart } from './bhava';
import { parseDate, parseEnum, parseNumberInRange } from './validate';
import { dashaSystem, type DashaSystemTimeline } from './dashaSystems';
import { doshaReport, type DoshaReport } from './doshas';
import { transitReport, type TransitReport } from './transits';
import { slowTimeline, type TimelineEvent } from './timeline';
import { AYANAMSAS as AYANAMSAS_LIST } from './ayanamsa';
import { ashtakavargaDoc, type AshtakavargaDoc } from './ashtakavarga';
import { shadbalaDoc, type ShadbalaDoc } from './shadbala/index';
import { KARAKA_SCHEMES, jaiminiDoc, type JaiminiDoc } from './jaimini';
import type { Language } from './i18n';
import type { AyanamsaName } from './ayanamsa';
import type { NodeType } from './chart';

export type { BirthInput, AstroSystem, NodeType } from './chart';
export type { Kundali, KundaliPlanet, KundaliHouse } from './kundali';
export type { MatchResult, Koot, MangalDoshaDetail, MatchInput } from './match';
export type { Horoscope, HoroscopeInput, HoroscopeType, Transit } from './horoscope';
export type { DashaTimeline } from './dasha';
export type { ChartStyle, ChartFormat } from './charts/index';
export type { Language } from './i18n';
import { match as ashtakootaMatch, MATCH_METHODS, PARIHARA_MODES, type MatchInput, type MatchResult } from './match';
import { poruthamMatch, type PoruthamMatch } from './porutham';
export type { PoruthamMatch } from './porutham';

/** Matching (spec 2.7): Ashtakoota (default; pariharas apply|none) or the ten poruthams (method=porutham). */
export function match(input: MatchInput & { method?: 'ashtakoota' }): MatchResult;
export function match(input: MatchInput & { method: 'porutham' }): PoruthamMatch;
export function match(input: MatchInput): MatchResult | PoruthamMatch;
export function match(input: MatchInput): MatchResult | PoruthamMatch {
  const method = parseEnum((input as unknown as Record<string, unknown>)?.method, MATCH_METHODS, 'ashtakoota', 'method');
  parseEnum((input as unknown as Record<string, unknown>)?.pariharas, PARIHARA_MODES, 'apply', 'pariharas');
  if (method === 'porutham') return poruthamMatch(input);
  return ashtakootaMatch(input);
}
export { horoscope, HOROSCOPE_TYPES } from './horoscope';
export { SYSTEMS, NODE_TYPES } from './chart';
export { LANGUAGES } from './i18n';
export { CHART_STYLES, CHART_FORMATS } from './charts/index';
export { SIGN_SLUGS } from './constants';
export { AYANAMSAS } from './ayanamsa';
export { ENGINE_NAME, EPHEMERIS_NAME } from './ephemeris';

export type { VargaChart } from './divisional';
export type { Avakahada } from './avakahada';
export type { BhavaChart } from './bhava';
export type { AshtakavargaDoc } from './ashtakavarga';
export type { ShadbalaDoc } from './shadbala/index';
export type { JaiminiDoc } from './jaimini';
export type { DashaSystemTimeline } from './dashaSystems';
export type { DoshaReport } from './doshas';
export { kp, kpRulingPlanets } from './kpTools';
export { varshaphal } from './varshaphal';
export type { VarshaphalDoc, VarshaphalInput } from './varshaphal';
export type { KpDoc, KpRulingDoc } from './kpTools';
export type { TransitReport } from './transits';
export { VARGAS } from './vargas';

/** Divisional-chart options shared by kundali and divisional: the D2, D3 and D30 conventions. */
export interface VargaOptions { hora?: string; drekkana?: string; trimsamsa?: string }
export interface KundaliInput extends BirthInput, VargaOptions {
  /** Divisional charts to add: "all" or a comma list such as "D9,D10" (absent: none). */
  vargas?: string;
}

/** Birth chart (spec 2.6). `atMs` (default now) only selects the current dasha. */
export function kundali(input: KundaliInput, atMs: number = Date.now()): Kundali {
  const n = normalizeInput(input);
  const raw = (input ?? {}) as unknown as Record<string, unknown>;
  const ids = parseVargaList(raw.vargas, 'vargas', undefined);
  const conv = parseConventions(raw);
  const chart = chartFromNormalized(n);
  const doc = kundaliFromChart(chart, atMs);
  if (ids) doc.vargas = vargaCharts(chart, ids, conv);
  return doc;
}

type SiderealInput = Pick<BirthInput, 'date' | 'time' | 'lat' | 'lon' | 'tz' | 'language' | 'node' | 'ayanamsa' | 'calendar'>;
/** Sidereal (Lahiri) chart of a birth, for the classical computations that are defined on it. */
function siderealChart(input: SiderealInput) {
  const { system: _ignored, ...rest } = (input ?? {}) as BirthInput;
  return chartFromNormalized(normalizeInput({ ...rest, system: 'vedic' }));
}
interface LahiriAyanamsa { name: AyanamsaName; degrees: number }
const ayanamsaOf = (c: ReturnType<typeof siderealChart>): LahiriAyanamsa => ({ name: c.ayanamsa.name, degrees: Math.round(c.ayanamsa.meanDeg * 1e6) / 1e6 });

export interface DivisionalInput extends SiderealInput, VargaOptions {
  /** "all" (default) or a comma list such as "D9" or "D9,D10". */
  chart?: string;
}
export interface Divisional {
  language: Language;
  ayanamsa: LahiriAyanamsa;
  conventions: VargaConventions;
  charts: VargaChart[];
}

/** Divisional charts (BPHS ch. 6) of a birth, Lahiri sidereal. */
export function divisional(input: DivisionalInput): Divisional {
  const raw = (input ?? {}) as unknown as Record<string, unknown>;
  const ids = parseVargaList(raw.chart, 'chart', [...VARGAS])!;
  const conv = parseConventions(raw);
  const chart = siderealChart(input);
  return { language: chart.language, ayanamsa: ayanamsaOf(chart), conventions: conv, charts: vargaCharts(chart, ids, conv) };
}

/** Avakahada chakra (birth-details table), Lahiri sidereal. */
export function avakahada(input: SiderealInput): Avakahada & { language: Language; ayanamsa: LahiriAyanamsa } {
  const chart = siderealChart(input);
  return { language: chart.language, ayanamsa: ayanamsaOf(chart), ...avakahadaOf(chart) };
}

/** Ashtakavarga (BPHS ch. 66-69), Lahiri sidereal. */
export function ashtakavarga(input: SiderealInput): AshtakavargaDoc & { language: Language; ayanamsa: LahiriAyanamsa } {
  const chart = siderealChart(input);
  return { language: chart.language, ayanamsa: ayanamsaOf(chart), ...ashtakavargaDoc(chart) };
}

/** Jaimini: chara karakas (`karakas` 8 with Rahu, default, or 7), karakamsa, arudha padas, rashi drishti (jaimini.ts). */
export function jaimini(input: SiderealInput & { karakas?: string | number }): JaiminiDoc & { language: Language; ayanamsa: LahiriAyanamsa } {
  const k = (input as unknown as Record<string, unknown>)?.karakas;
  const scheme = parseEnum(typeof k === 'number' ? String(k) : k, KARAKA_SCHEMES, '8', 'karakas');
  const chart = siderealChart(input);
  return { language: chart.language, ayanamsa: ayanamsaOf(chart), ...jaiminiDoc(chart, scheme) };
}

/** Shadbala and bhava bala (BPHS ch. 27, Raman's working; shadbala/), Lahiri sidereal unless `ayanamsa`. */
export function shadbala(input: SiderealInput): ShadbalaDoc & { language: Language; ayanamsa: LahiriAyanamsa } {
  const chart = siderealChart(input);
  return { language: chart.language, ayanamsa: ayanamsaOf(chart), ...shadbalaDoc(chart) };
}

/** Doshas and Saturn's sade sati / dhaiya periods (doshas.ts), Lahiri sidereal. */
export function doshas(input: SiderealInput & { remedies?: boolean | string }): DoshaReport & { language: Language; ayanamsa: LahiriAyanamsa } {
  const r = (input as unknown as Record<string, unknown>)?.remedies;
  if (r !== undefined && r !== null && r !== '' && ![true, false, 'true', 'false'].includes(r as string)) {
    throw errors.invalidRequest('remedies must be true or false.', 'remedies');
  }
  const chart = siderealChart(input);
  return { language: chart.language, ayanamsa: ayanamsaOf(chart), ...doshaReport(chart, r === true || r === 'true') };
}

/** Gochara at `at` (default now) read from the natal chart (transits.ts), Lahiri sidereal unless `ayanamsa`. */
export function transits(input: SiderealInput & { at?: string }, nowMs: number = Date.now()): TransitReport & { language: Language; ayanamsa: LahiriAyanamsa } {
  const atMs = parseAt((input as unknown as Record<string, unknown>)?.at, nowMs);
  const chart = siderealChart(input);
  return { language: chart.language, ayanamsa: ayanamsaOf(chart), ...transitReport(chart, atMs) };
}

/** Ingresses of Jupiter, Saturn, Rahu, Ketu and stations of Jupiter and Saturn between two dates (timeline.ts). */
export function ingresses(input: { from?: string; to?: string; node?: string; ayanamsa?: string; calendar?: string }): { ayanamsa: AyanamsaName; node: NodeType; from: string; to: string; events: TimelineEvent[] } {
  const i = (input ?? {}) as Record<string, unknown>;
  const from = parseDate(i.from, 'from', i.calendar), to = parseDate(i.to, 'to', i.calendar);
  const fromMs = Date.UTC(from.year, from.month - 1, from.day), toMs = Date.UTC(to.year, to.month - 1, to.day);
  if (toMs <= fromMs) throw errors.invalidRequest('to must be after from.', 'to');
  if (toMs - fromMs > 30 * 366 * 86400000) throw errors.invalidRequest('The range from..to may span at most 30 years.', 'to');
  const node = parseEnum(i.node, ['mean', 'true'] as const, 'mean', 'node');
  const ayanamsa = parseEnum(i.ayanamsa, AYANAMSAS_LIST, 'lahiri', 'ayanamsa');
  return { ayanamsa, node, from: i.from as string, to: i.to as string, events: slowTimeline(fromMs, toMs, node, ayanamsa) };
}

export interface BhavaInput extends SiderealInput { method?: string }
/** Bhava madhya and sandhi (bhava chalit), Lahiri sidereal. */
export function bhava(input: BhavaInput): BhavaChart & { language: Language; ayanamsa: LahiriAyanamsa } {
  const method = parseEnum((input as unknown as Record<string, unknown>)?.method, BHAVA_METHODS, 'sripati', 'method');
  const chart = siderealChart(input);
  return { language: chart.language, ayanamsa: ayanamsaOf(chart), ...bhavaChart(chart, method) };
}

export interface DashaInput extends Pick<BirthInput, 'date' | 'time' | 'lat' | 'lon' | 'tz' | 'calendar'> {
  /** ISO 8601 instant (e.g. 2026-01-01 or 2026-01-01T10:00:00Z) at which `current` is evaluated; default now. */
  at?: string;
}

function parseAt(at: unknown, nowMs: number): number {
  if (at === undefined || at === null || at === '') return nowMs;
  return parseGivenAt(at);
}

/** The dashas' `at`: as given, or now; a birth still in the future (the range runs to 2999) starts at the birth. */
function dashaAt(at: unknown, nowMs: number, birthUtc: string): number {
  if (at === undefined || at === null || at === '') return Math.max(nowMs, Date.parse(birthUtc));
  return parseGivenAt(at);
}

function parseGivenAt(at: unknown): number {
  const ms = typeof at === 'string' && /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(at) ? Date.parse(at) : NaN;
  if (!Number.isFinite(ms)) throw errors.invalidRequest('at must be an ISO 8601 date or date-time.', 'at');
  return ms;
}

/** Vimshottari timeline (spec 2.9), Lahiri sidereal Moon. `levels` 3 (default), 4 (+ sookshma) or 5 (+ prana). */
export function dasha(input: DashaInput & { levels?: number | string }, nowMs: number = Date.now()): DashaTimeline {
  const n = normalizeInput({ ...input, system: 'vedic' });
  const rawLevels = (input as unknown as Record<string, unknown>)?.levels;
  const levels = rawLevels === undefined || rawLevels === null || rawLevels === '' ? 3 : parseNumberInRange(rawLevels, 3, 5, 'levels');
  if (!Number.isInteger(levels)) throw errors.invalidRequest('levels must be 3, 4 or 5.', 'levels');
  const chart = chartFromNormalized(n);
  const atMs = dashaAt((input as unknown as Record<string, unknown>)?.at, nowMs, chart.time.utc_datetime);
  const moon = chart.planets.find((p) => p.name === 'Moon')!;
  return dashaTimeline(moon.siderealDeg, Date.parse(chart.time.utc_datetime), chart.time.tz_offset_hours, atMs, levels);
}

export const DASHA_SYSTEMS = ['yogini', 'ashtottari', 'chara'] as const;
/** Yogini or Ashtottari dasha (dashaSystems.ts), Lahiri sidereal Moon; `at` selects the current periods. */
export function dashaOfSystem(system: string, input: DashaInput & Pick<BirthInput, 'node' | 'ayanamsa'>, nowMs: number = Date.now()): DashaSystemTimeline {
  const sys = parseEnum(system, DASHA_SYSTEMS, 'yogini', 'system');
  const chart = siderealChart(input);
  return dashaSystem(sys, chart, dashaAt((input as unknown as Record<string, unknown>)?.at, nowMs, chart.time.utc_datetime));
}

export interface ChartDrawingInput extends BirthInput, VargaOptions {
  /** north (default), south, east or western. */
  style?: string;
  /** D1 (default) or another of the 16 vargas, case-insensitive; Indian styles only. */
  varga?: string;
  /** svg (default) or png. */
  format?: string;
  /** Picture width in pixels (the SVG's width attribute, the PNG's size); default 600. */
  width?: number | string;
}

/** style=western draws the tropical wheel: without a `system` it means system=western (an explicit vedic/kp is a 400). */
function withWheelSystem(input: ChartDrawingInput): ChartDrawingInput {
  const given = input?.system !== undefined && input?.system !== null && (input.system as string) !== '';
  return input?.style === 'western' && !given ? { ...input, system: 'western' } : input;
}

/** The chart of a birth drawn as SVG (charts/). */
export function chartSvg(input: ChartDrawingInput): string {
  input = withWheelSystem(input);
  const o = parseChartOptions((input ?? {}) as unknown as Record<string, unknown>);
  return drawChart(chartFromNormalized(normalizeInput(input)), o);
}

/** The chart of a birth as a picture: SVG, or PNG rendered by resvg (src/render/png.ts) at `width` pixels. */
export function chartImage(input: ChartDrawingInput): { contentType: string; bytes: Buffer } {
  input = withWheelSystem(input);
  const o = parseChartOptions((input ?? {}) as unknown as Record<string, unknown>);
  const svg = drawChart(chartFromNormalized(normalizeInput(input)), o);
  if (o.format === 'png') return { contentType: 'image/png', bytes: svgToPng(svg, o.widthPx) };
  return { contentType: 'image/svg+xml; charset=utf-8', bytes: Buffer.from(svg, 'utf8') };
}
