/**
 * Usage by day as a server-rendered SVG bar chart (no script needed): one bar per day of the period, its height the
 * day's cost (or its request count when no day reached a whole cent: cheap calls such as astrology at USD 0.002 round
 * to zero cents per day), days without usage shown as empty slots. The same numbers are in the table below the chart on the
 * page, which is what screen readers use; the SVG carries a title and a summary.
 */
import { escapeHtml } from './html';

export interface DayUsage { date: string; requests: number; tokens: number; cost_cents: number }

const WIDTH = 760;
const HEIGHT = 260;
const PAD = { left: 56, right: 12, top: 16, bottom: 40 };

/** Every date from start to end (YYYY-MM-DD, inclusive). Pure. */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** A round axis maximum at or above `max` (1, 2, 5 x 10^n cents). Pure. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 100;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= max) return step * magnitude;
  return 10 * magnitude;
}

/** Gridlines that fall on whole units: top 1..5 -> that many, 2x10^n -> 4, 1x or 5x10^n -> 5. Pure. */
export function tickCount(top: number): number {
  if (top <= 5) return Math.max(1, top);
  return String(top)[0] === '2' ? 4 : 5;
}

const usd = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

export type ChartMetric = 'cost_cents' | 'requests';

/** Cost when some day cost a cent or more, else requests. Pure. */
export function chartMetricFor(days: DayUsage[]): ChartMetric {
  return days.some((d) => d.cost_cents > 0) ? 'cost_cents' : 'requests';
}

export function usageChartSvg(days: DayUsage[], start: string, end: string, metric: ChartMetric = chartMetricFor(days)): string {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const dates = daysBetween(start, end);
  const label = metric === 'cost_cents' ? usd : (v: number) => v.toLocaleString('en-US');
  const top = metric === 'cost_cents' ? niceCeiling(Math.max(0, ...days.map((d) => d.cost_cents))) : Math.max(4, niceCeiling(Math.max(0, ...days.map((d) => d.requests))));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(dates.length, 1);
  const barW = Math.max(2, slot * 0.7);
  const total = days.reduce((s, d) => s + d.cost_cents, 0);
  const parts: string[] = [];
  const ticks = tickCount(top);
  for (let i = 0; i <= ticks; i++) {
    const value = (top * i) / ticks;
    const y = PAD.top + plotH - (plotH * i) / ticks;
    parts.push(`<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y}" y2="${y}" class="grid"/>`);
    parts.push(`<text x="${PAD.left - 6}" y="${y + 4}" text-anchor="end" class="axis">${label(Math.round(value))}</text>`);
  }
  dates.forEach((date, i) => {
    const day = byDate.get(date);
    const x = PAD.left + i * slot + (slot - barW) / 2;
    if (day && day[metric] > 0) {
      const h = Math.max(1, (plotH * day[metric]) / top);
      parts.push(`<rect x="${x.toFixed(1)}" y="${(PAD.top + plotH - h).toFixed(1)}" width="${barW.toFixed(1)}" height="${h.toFixed(1)}" class="bar">` +
        `<title>${escapeHtml(`${date}: ${usd(day.cost_cents)}, ${day.requests} requests, ${day.tokens} tokens`)}</title></rect>`);
    }
    // A date label every few days, so they never overlap (the first and every 5th).
    if (i === 0 || (i + 1) % 5 === 0) {
      parts.push(`<text x="${(PAD.left + i * slot + slot / 2).toFixed(1)}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="middle" class="axis">${date.slice(5)}</text>`);
    }
  });
  const requests = days.reduce((s, d) => s + d.requests, 0);
  const title = metric === 'cost_cents' ? 'Cost by day' : 'Requests by day';
  const summary = `${title} from ${start} to ${end}: ${usd(total)} and ${requests} requests in total over ${days.length} day(s) with usage.`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="chart-title chart-desc" class="chart">` +
    `<title id="chart-title">${title}</title><desc id="chart-desc">${escapeHtml(summary)}</desc>` +
    `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${PAD.top + plotH}" y2="${PAD.top + plotH}" class="baseline"/>` +
    parts.join('') + '</svg>';
}
