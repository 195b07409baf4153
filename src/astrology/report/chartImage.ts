/**
 * The chart pictures of the report, taken through this one small function: the same drawings as GET
 * /v1/astrology/chart (charts/: the North Indian rasi chart and navamsa for vedic, with localized labels and the
 * retrograde and combust marks; the Western natal wheel for western), rendered to PNG by src/render/png.ts.
 */
import { svgToPng } from '../../render/png';
import { drawChart, type ChartDrawingOptions } from '../charts/index';
import { parseConventions } from '../divisional';
import type { Chart } from '../chart';
import type { ReportLabels } from './labels';

export interface ChartDrawing { caption: string; png: Buffer }
/** Pixel width the SVGs are rendered at (the PDF places them at about 250 pt: ~260 dpi). */
const RENDER_WIDTH_PX = 900;

const options = (style: ChartDrawingOptions['style'], varga: ChartDrawingOptions['varga']): ChartDrawingOptions =>
  ({ style, varga, format: 'png', widthPx: RENDER_WIDTH_PX, conventions: parseConventions({}) });

/** The pictures for a report: vedic D1 and D9 (North Indian); western, the natal wheel. */
export function chartDrawings(chart: Chart, l: ReportLabels): ChartDrawing[] {
  if (chart.system === 'western') return [{ caption: l.westernWheel, png: svgToPng(drawChart(chart, options('western', 'D1')), RENDER_WIDTH_PX) }];
  return [
    { caption: l.rasiChart, png: svgToPng(drawChart(chart, options('north', 'D1')), RENDER_WIDTH_PX) },
    { caption: l.navamsaChart, png: svgToPng(drawChart(chart, options('north', 'D9')), RENDER_WIDTH_PX) },
  ];
}
