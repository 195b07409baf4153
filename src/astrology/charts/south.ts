/**
 * South Indian chart: the signs are fixed on a 4 x 4 grid (Pisces top-left, then clockwise: Aries, Taurus, Gemini
 * along the top), the lagna's box is shaded and crossed by a diagonal at its top-left corner, the centre names the varga.
 */
import { SIGNS } from '../constants';
import { CHART, INK, LAGNA_FILL, LAGNA_INK, LINE, SIGN_INK, labelTexts, line } from './frame';
import { fitTexts, fmt, textBox, type Point } from './layout';
import type { ChartFigure } from './figure';
import type { GlyphSheet } from '../../render/textPaths';

/** Grid cell (column, row) of each sign, Aries..Pisces. */
const CELL: Point[] = [[1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0]];

export function south(fig: ChartFigure, sheet: GlyphSheet, centre: string[]): string {
  const { x: ox, y: oy, size: S } = CHART;
  const c = S / 4;
  let body = `<g transform="translate(${ox} ${oy})">`;
  CELL.forEach(([col, row], sign) => {
    const x = col * c, y = row * c;
    const isAsc = sign === fig.ascSign;
    const poly: Point[] = [[x, y], [x + c, y], [x + c, y + c], [x, y + c]];
    const name = fig.signShort[sign];
    const nameAt: Point = [x + c - 4, y + 12];
    const obstacles = [textBox(name, nameAt[0], nameAt[1], 9, 'end')];
    if (isAsc) obstacles.push({ x0: x, y0: y, x1: x + 16, y1: y + 16 });
    const occupants = fig.planets.filter((p) => p.sign === sign);
    const texts = [...(isAsc ? [fig.lagnaLabel] : []), ...occupants.map((p) => p.label)];
    const names = [...(isAsc ? [null] : []), ...occupants.map((p) => p.name)];
    const placed = fitTexts(poly, texts, { maxFont: 12, minFont: 7, obstacles });
    body += `<g data-sign="${SIGNS[sign]}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(c)}" height="${fmt(c)}" fill="${isAsc ? LAGNA_FILL : 'none'}" stroke="${LINE}" stroke-width="1.5"/>`
      + sheet.text(name, nameAt[0], nameAt[1], 9, 'end', ` fill="${SIGN_INK}" data-sign-name="true"`)
      + (isAsc ? `<line x1="${fmt(x)}" y1="${fmt(y + 18)}" x2="${fmt(x + 18)}" y2="${fmt(y)}" stroke="${LAGNA_INK}" stroke-width="1.5"/>` : '')
      + `${labelTexts(sheet, placed, names)}</g>`;
  });
  body += `<rect x="0" y="0" width="${S}" height="${S}" fill="none" stroke="${LINE}" stroke-width="2"/>`;
  body += centre.map((t, i) => line(sheet, t, S / 2, S / 2 - 8 + i * 20, i === 0 ? 15 : 11, 2 * c - 12, ` fill="${INK}"`)).join('');
  return `${body}</g>`;
}
