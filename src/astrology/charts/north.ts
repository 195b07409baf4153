/**
 * North Indian chart: the houses are fixed (house 1 the top diamond, then counter-clockwise), each house shows the
 * number of the sign in it (1 = Aries) at its inner corner, and the grahas sit in the house of their sign counted from
 * the lagna sign (a rasi chart: whole signs, also for system=kp whose Placidus cusps are in the kundali JSON).
 */
import { SIGNS } from '../constants';
import { CHART, LINE, SIGN_INK, labelTexts } from './frame';
import { fitTexts, polygonPath, textBox, type Point } from './layout';
import type { ChartFigure } from './figure';
import type { GlyphSheet } from '../../render/textPaths';

export function north(fig: ChartFigure, sheet: GlyphSheet): string {
  const { x: ox, y: oy, size: S } = CHART;
  const h = S / 2, q = S / 4;
  const P: Record<string, Point> = {
    TL: [0, 0], TR: [S, 0], BR: [S, S], BL: [0, S], T: [h, 0], R: [S, h], B: [h, S], L: [0, h], C: [h, h],
    P1: [q, q], P2: [3 * q, q], P3: [3 * q, 3 * q], P4: [q, 3 * q],
  };
  const HOUSES = [['P1', 'T', 'P2', 'C'], ['TL', 'T', 'P1'], ['TL', 'P1', 'L'], ['L', 'P1', 'C', 'P4'], ['L', 'P4', 'BL'],
    ['BL', 'P4', 'B'], ['B', 'P4', 'C', 'P3'], ['B', 'P3', 'BR'], ['BR', 'P3', 'R'], ['R', 'P3', 'C', 'P2'], ['R', 'P2', 'TR'], ['TR', 'P2', 'T']];
  // Sign number beside each house's inner corner (the corner nearest the centre), as North Indian charts print it.
  const NUMBER_AT: Point[] = [[h, h - 12], [q, q - 9], [q - 12, q + 4], [h - 14, h + 4], [q - 12, 3 * q + 4], [q, 3 * q + 16],
    [h, h + 18], [3 * q, 3 * q + 16], [3 * q + 12, 3 * q + 4], [h + 14, h + 4], [3 * q + 12, q + 4], [3 * q, q - 9]];
  let body = `<g transform="translate(${ox} ${oy})"><rect x="0" y="0" width="${S}" height="${S}" fill="none" stroke="${LINE}" stroke-width="2"/>`
    + `<path d="M0 0L${S} ${S}M${S} 0L0 ${S}M${h} 0L${S} ${h}L${h} ${S}L0 ${h}Z" fill="none" stroke="${LINE}" stroke-width="1.5"/>`;
  HOUSES.forEach((names, i) => {
    const poly = names.map((n) => P[n]);
    const house = i + 1, sign = (fig.ascSign + i) % 12;
    const [nx, ny] = NUMBER_AT[i];
    const num = String(sign + 1);
    const occupants = fig.planets.filter((p) => p.sign === sign);
    const texts = [...(house === 1 ? [fig.lagnaLabel] : []), ...occupants.map((p) => p.label)];
    const names2 = [...(house === 1 ? [null] : []), ...occupants.map((p) => p.name)];
    const placed = fitTexts(poly, texts, { maxFont: 12, minFont: 7, obstacles: [textBox(num, nx, ny, 11, 'middle')] });
    body += `<g data-house="${house}" data-sign="${SIGNS[sign]}"><path d="${polygonPath(poly)}" fill="none" stroke="none"/>`
      + sheet.text(num, nx, ny, 11, 'middle', ` fill="${SIGN_INK}" data-sign-number="${sign + 1}"`)
      + `${labelTexts(sheet, placed, names2)}</g>`;
  });
  return `${body}</g>`;
}
