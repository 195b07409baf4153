/**
 * `style=western` of GET /v1/astrology/chart: the Western natal wheel of GET /v1/astrology/wheel (western/wheel.ts:
 * glyphs, the chart's house cusps, aspect lines coloured by type), drawn from the tropical chart of the same birth
 * and house system, scaled to the requested width.
 */
import type { Chart } from '../chart';
import { natalWheelSvg, WHEEL_HEIGHT, WHEEL_WIDTH } from '../western/wheel';
import { westernChartAt } from '../western/westernChart';

export function westernSvg(chart: Chart, widthPx: number): string {
  const wheel = natalWheelSvg(westernChartAt(chart.time, chart.latDeg, chart.lonDeg, chart.node, chart.houseSystem));
  const heightPx = Math.round((widthPx * WHEEL_HEIGHT) / WHEEL_WIDTH);
  // The viewBox keeps the drawing's own coordinates; only the root's size changes.
  return wheel.replace(`width="${WHEEL_WIDTH}" height="${WHEEL_HEIGHT}" `, `width="${widthPx}" height="${heightPx}" `);
}
