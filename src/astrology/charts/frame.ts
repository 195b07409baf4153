/** The page every Indian chart style is drawn on: a heading and the birth data above the chart, the legend below. */
import { SVG_FONT_FAMILY } from '../../render/png';
import { textWidth, type GlyphSheet } from '../../render/textPaths';
import type { ChartFigure } from './figure';
import type { PlacedText } from './layout';

/** Chart square: origin and side in user units; the page is PAGE_W x PAGE_H. */
export const CHART = { x: 6, y: 50, size: 388 } as const;
export const PAGE_W = 400;
export const PAGE_H = 466;
export const INK = '#1a1a1a';
export const LINE = '#8a5a00';
export const SIGN_INK = '#9a4a00';
export const LAGNA_INK = '#b00020';
export const LAGNA_FILL = '#fff1d6';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A centred line of text, shrunk (down to 60 %) to fit `maxWidth`. */
export function line(sheet: GlyphSheet, text: string, x: number, y: number, fontSize: number, maxWidth: number, attrs = '', bold = false): string {
  const fs = Math.max(fontSize * 0.6, Math.min(fontSize, (maxWidth / textWidth(text, fontSize, bold)) * fontSize));
  return sheet.text(text, x, y, fs, 'middle', attrs, bold);
}

/** The page around a chart body drawn with `sheet` (whose glyph outlines go into <defs>). */
export function frame(fig: ChartFigure, sheet: GlyphSheet, body: string, widthPx: number): string {
  const heightPx = Math.round((widthPx * PAGE_H) / PAGE_W);
  const heading = line(sheet, fig.heading, PAGE_W / 2, 21, 13, PAGE_W - 16, ` fill="${INK}" data-role="heading"`, true);
  const details = line(sheet, fig.details, PAGE_W / 2, 39, 10, PAGE_W - 16, ' fill="#444" data-role="details"');
  const legend = line(sheet, fig.legend, PAGE_W / 2, CHART.y + CHART.size + 17, 9.5, PAGE_W - 16, ' fill="#444" data-role="legend"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAGE_W} ${PAGE_H}" width="${widthPx}" height="${heightPx}"`
    + ` font-family="${SVG_FONT_FAMILY}" data-varga="${fig.varga}" data-language="${fig.language}" role="img">`
    + `<title>${esc(`${fig.heading} · ${fig.details}`)}</title>${sheet.defs()}`
    + `<rect x="0" y="0" width="${PAGE_W}" height="${PAGE_H}" fill="#fffdf7"/>${heading}${details}${body}${legend}</svg>`;
}

/** One cell's labels: the lagna mark (`null` name) in bold red, then the grahas. */
export function labelTexts(sheet: GlyphSheet, placed: PlacedText[], names: (string | null)[]): string {
  return placed.map((p, i) => {
    const name = names[i];
    const who = name === null ? ` data-lagna="true" fill="${LAGNA_INK}"` : ` data-planet="${name}" fill="${INK}"`;
    return sheet.text(p.text, p.x, p.y, p.fontSize, 'middle', who, name === null);
  }).join('');
}
