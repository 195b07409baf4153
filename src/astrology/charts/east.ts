/**
 * East Indian (Bengali) chart: a 3 x 3 square whose corner boxes are cut diagonally (from the outer corner to the
 * centre square) into two triangles, giving twelve fixed sign places around an empty centre. Aries is the top middle
 * box and the signs run counter-clockwise: Taurus and Gemini in the top-left corner, Cancer left middle, Leo and Virgo
 * bottom-left, Libra bottom middle, Scorpio and Sagittarius bottom-right, Capricorn right middle, Aquarius and Pisces
 * top-right. The lagna's place is shaded and labelled.
 */
import { SIGNS } from '../constants';
import { CHART, INK, LAGNA_FILL, LINE, SIGN_INK, labelTexts, line } from './frame';
import { fitTexts, fmt, polygonPath, textBox, type Point } from './layout';
import type { ChartFigure } from './figure';
import type { GlyphSheet } from '../../render/textPaths';

type Anchor = 'start' | 'end';

export function east(fig: ChartFigure, sheet: GlyphSheet, centre: string[]): string {
  const { x: ox, y: oy, size: S } = CHART;
  const c = S / 3, c2 = 2 * c;
  // Each sign's place (Aries..Pisces) and where its name sits: top-left of a box, or by a triangle's right angle.
  const PLACES: { poly: Point[]; name: [number, number, Anchor] }[] = [
    { poly: [[c, 0], [c2, 0], [c2, c], [c, c]], name: [c + 4, 12, 'start'] }, // Aries
    { poly: [[0, 0], [c, 0], [c, c]], name: [c - 4, 12, 'end'] }, // Taurus
    { poly: [[0, 0], [0, c], [c, c]], name: [4, c - 5, 'start'] }, // Gemini
    { poly: [[0, c], [c, c], [c, c2], [0, c2]], name: [4, c + 12, 'start'] }, // Cancer
    { poly: [[0, c2], [c, c2], [0, S]], name: [4, c2 + 12, 'start'] }, // Leo
    { poly: [[c, c2], [c, S], [0, S]], name: [c - 4, S - 5, 'end'] }, // Virgo
    { poly: [[c, c2], [c2, c2], [c2, S], [c, S]], name: [c + 4, c2 + 12, 'start'] }, // Libra
    { poly: [[c2, c2], [c2, S], [S, S]], name: [c2 + 4, S - 5, 'start'] }, // Scorpio
    { poly: [[c2, c2], [S, c2], [S, S]], name: [S - 4, c2 + 12, 'end'] }, // Sagittarius
    { poly: [[c2, c], [S, c], [S, c2], [c2, c2]], name: [c2 + 4, c + 12, 'start'] }, // Capricorn
    { poly: [[S, 0], [S, c], [c2, c]], name: [S - 4, c - 5, 'end'] }, // Aquarius
    { poly: [[c2, 0], [S, 0], [c2, c]], name: [c2 + 4, 12, 'start'] }, // Pisces
  ];
  let body = `<g transform="translate(${ox} ${oy})">`;
  PLACES.forEach(({ poly, name: [nx, ny, anchor] }, sign) => {
    const isAsc = sign === fig.ascSign;
    const name = fig.signShort[sign];
    const occupants = fig.planets.filter((p) => p.sign === sign);
    const texts = [...(isAsc ? [fig.lagnaLabel] : []), ...occupants.map((p) => p.label)];
    const names = [...(isAsc ? [null] : []), ...occupants.map((p) => p.name)];
    const placed = fitTexts(poly, texts, { maxFont: 12, minFont: 7, obstacles: [textBox(name, nx, ny, 9, anchor)] });
    body += `<g data-sign="${SIGNS[sign]}"><path d="${polygonPath(poly)}" fill="${isAsc ? LAGNA_FILL : 'none'}" stroke="none"/>`
      + sheet.text(name, nx, ny, 9, anchor, ` fill="${SIGN_INK}" data-sign-name="true"`)
      + `${labelTexts(sheet, placed, names)}</g>`;
  });
  body += `<rect x="0" y="0" width="${fmt(S)}" height="${fmt(S)}" fill="none" stroke="${LINE}" stroke-width="2"/>`
    + `<path d="M${fmt(c)} 0V${fmt(S)}M${fmt(c2)} 0V${fmt(S)}M0 ${fmt(c)}H${fmt(S)}M0 ${fmt(c2)}H${fmt(S)}`
    + `M0 0L${fmt(c)} ${fmt(c)}M${fmt(S)} 0L${fmt(c2)} ${fmt(c)}M0 ${fmt(S)}L${fmt(c)} ${fmt(c2)}M${fmt(S)} ${fmt(S)}L${fmt(c2)} ${fmt(c2)}" fill="none" stroke="${LINE}" stroke-width="1.5"/>`
    + `<rect x="${fmt(c)}" y="${fmt(c)}" width="${fmt(c)}" height="${fmt(c)}" fill="#fffdf7" stroke="${LINE}" stroke-width="1.5"/>`;
  body += centre.map((t, i) => line(sheet, t, S / 2, S / 2 - 4 + i * 18, i === 0 ? 14 : 10.5, c - 8, ` fill="${INK}"`)).join('');
  return `${body}</g>`;
}
