/**
 * Chart drawings (`GET /v1/astrology/chart`): the Indian styles (north: fixed houses; south and east: fixed signs)
 * for the rasi chart or any of the 16 vargas, with localized abbreviations, retrograde and combust marks; the
 * western wheel for D1. One module per style; this one validates the options and picks the style.
 */
import { errors } from '../../errors';
import type { Chart } from '../chart';
import { kundaliFromChart } from '../kundali';
import { parseConventions, vargaCharts } from '../divisional';
import { VARGAS, type VargaId } from '../vargas';
import { parseEnum, parseNumberInRange } from '../validate';
import { chartFigure } from './figure';
import { frame } from './frame';
import { north } from './north';
import { south } from './south';
import { east } from './east';
import { westernSvg } from './western';
import { GlyphSheet } from '../../render/textPaths';

export const CHART_STYLES = ['north', 'south', 'east', 'western'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];
export const CHART_FORMATS = ['svg', 'png'] as const;
export type ChartFormat = (typeof CHART_FORMATS)[number];
export const DEFAULT_WIDTH_PX = 600;
export const MIN_WIDTH_PX = 200;
export const MAX_WIDTH_PX = 2400;

export interface ChartDrawingOptions {
  style: ChartStyle;
  varga: VargaId;
  format: ChartFormat;
  widthPx: number;
  conventions: ReturnType<typeof parseConventions>;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Validates the drawing options of a request (400 naming the parameter); `system` is the chart's system. */
export function parseChartOptions(raw: Record<string, unknown>): ChartDrawingOptions {
  const style = parseEnum(raw.style, CHART_STYLES, 'north', 'style');
  const format = parseEnum(raw.format, CHART_FORMATS, 'svg', 'format');
  let varga: VargaId = 'D1';
  if (!blank(raw.varga)) {
    const id = typeof raw.varga === 'string' ? raw.varga.trim().toUpperCase() : '';
    if (!(VARGAS as readonly string[]).includes(id)) throw errors.invalidRequest(`varga must be one of: ${VARGAS.join(', ')}.`, 'varga');
    varga = id as VargaId;
  }
  const widthPx = blank(raw.width) ? DEFAULT_WIDTH_PX : parseNumberInRange(raw.width, MIN_WIDTH_PX, MAX_WIDTH_PX, 'width');
  if (!Number.isInteger(widthPx)) throw errors.invalidRequest(`width must be an integer from ${MIN_WIDTH_PX} to ${MAX_WIDTH_PX}.`, 'width');
  const conventions = parseConventions(raw);
  if (style === 'western') {
    // The wheel draws the birth chart itself; vargas and their conventions are Parashari (Indian styles only).
    if (varga !== 'D1') throw errors.invalidRequest('style=western draws the birth chart only: varga must be D1 (or absent).', 'varga');
    for (const p of ['hora', 'drekkana', 'trimsamsa']) {
      if (!blank(raw[p])) throw errors.invalidRequest(`${p} applies to the Indian styles (north, south, east) only.`, p);
    }
  }
  if (style === 'western' && raw.system !== 'western') {
    throw errors.invalidRequest('style=western draws the tropical Western wheel: use it with system=western (the Indian styles draw vedic and kp charts).', 'style');
  }
  if (varga !== 'D1' && raw.system === 'western') {
    throw errors.invalidRequest('Divisional charts are drawn from sidereal longitudes: use system=vedic or kp with a varga other than D1.', 'varga');
  }
  return { style, varga, format, widthPx, conventions };
}

/** The SVG document of a computed chart. */
export function drawChart(chart: Chart, o: ChartDrawingOptions): string {
  if (o.style === 'western') return westernSvg(chart, o.widthPx);
  // The drawing shows no dasha: evaluate it at birth so the output depends on the input alone.
  const k = kundaliFromChart(chart, Date.parse(chart.time.utc_datetime));
  const varga = o.varga === 'D1' ? undefined : vargaCharts(chart, [o.varga], o.conventions)[0];
  const fig = chartFigure({ kundali: k, varga, style: o.style, lat: chart.latDeg, lon: chart.lonDeg });
  const centre = [fig.vargaName, o.varga];
  const sheet = new GlyphSheet();
  const body = o.style === 'north' ? north(fig, sheet) : o.style === 'south' ? south(fig, sheet, centre) : east(fig, sheet, centre);
  return frame(fig, sheet, body, o.widthPx);
}
