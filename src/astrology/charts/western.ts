/**
 * Chart drawings as standalone SVG strings: North Indian (fixed houses, diamond layout, house 1 at the top),
 * South Indian (fixed signs, Pisces top-left, lagna marked) and a western wheel (ascendant on the left,
 * zodiac counter-clockwise, Placidus or whole-sign cusps as computed).
 */
import { errors } from '../errors';
import { SIGNS } from './constants';
import type { Kundali } from './kundali';

export const CHART_STYLES = ['north', 'south', 'western'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

const ABBR: Record<string, string> = {
  Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke',
  Uranus: 'Ur', Neptune: 'Ne', Pluto: 'Pl',
};
const SIZE = 400;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const label = (p: Kundali['planets'][number]) => `${ABBR[p.name] ?? p.name.slice(0, 2)}${p.retrograde && p.name !== 'Rahu' && p.name !== 'Ketu' ? '(R)' : ''} ${Math.floor(p.degree)}°`;
const f = (x: number) => x.toFixed(1);

function frame(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE + 30}" width="${SIZE}" height="${SIZE + 30}" font-family="sans-serif">`
    + `<title>${esc(title)}</title><rect x="0" y="0" width="${SIZE}" height="${SIZE + 30}" fill="#fffdf7"/>${body}`
    + `<text x="${SIZE / 2}" y="${SIZE + 20}" font-size="12" text-anchor="middle" fill="#333">${esc(title)}</text></svg>`;
}

function textLines(x: number, y: number, lines: string[], size = 11): string {
  const start = y - ((lines.length - 1) * (size + 1)) / 2;
  return lines.map((l, i) => `<text x="${f(x)}" y="${f(start + i * (size + 1))}" font-size="${size}" text-anchor="middle" dominant-baseline="middle" fill="#1a1a1a">${esc(l)}</text>`).join('');
}

function north(k: Kundali): string {
  const S = SIZE, h = S / 2, q = S / 4;
  const P = { TL: [0, 0], TR: [S, 0], BR: [S, S], BL: [0, S], T: [h, 0], R: [S, h], B: [h, S], L: [0, h], C: [h, h],
    P1: [q, q], P2: [3 * q, q], P3: [3 * q, 3 * q], P4: [q, 3 * q] } as Record<string, number[]>;
  const houses = [['P1', 'T', 'P2', 'C'], ['TL', 'T', 'P1'], ['TL', 'P1', 'L'], ['L', 'P1', 'C', 'P4'], ['L', 'P4', 'BL'],
    ['BL', 'P4', 'B'], ['B', 'P4', 'C', 'P3'], ['B', 'P3', 'BR'], ['BR', 'P3', 'R'], ['R', 'P3', 'C', 'P2'], ['R', 'P2', 'TR'], ['TR', 'P2', 'T']];
  const ascSign = SIGNS.indexOf(k.ascendant.sign as (typeof SIGNS)[number]);
  let body = `<rect x="0" y="0" width="${S}" height="${S}" fill="none" stroke="#8a5a00" stroke-width="2"/>`
    + `<path d="M0 0L${S} ${S}M${S} 0L0 ${S}M${h} 0L${S} ${h}L${h} ${S}L0 ${h}Z" fill="none" stroke="#8a5a00" stroke-width="1.5"/>`;
  houses.forEach((poly, i) => {
    const pts = poly.map((n) => P[n]);
    const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length, cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    const signNo = ((ascSign + i) % 12) + 1;
    const occupants = k.planets.filter((p) => p.house === i + 1).map(label);
    body += `<text x="${f(cx)}" y="${f(cy - (pts.length === 4 ? 38 : 22))}" font-size="10" text-anchor="middle" fill="#b05000">${signNo}</text>`;
    body += `<g data-house="${i + 1}">${textLines(cx, cy, occupants)}</g>`;
  });
  body += textLines(h, h - 55, ['Asc'], 10);
  return body;
}

function south(k: Kundali): string {
  const c = SIZE / 4;
  // Grid cell (col,row) of each sign, Aries..Pisces; Pisces sits top-left and signs run clockwise.
  const CELL = [[1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0]];
  let body = '';
  CELL.forEach(([col, row], s) => {
    const x = col * c, y = row * c;
    const isAsc = SIGNS[s] === k.ascendant.sign;
    const occupants = k.planets.filter((p) => p.sign === SIGNS[s]).map(label);
    body += `<g data-sign="${SIGNS[s]}"><rect x="${x}" y="${y}" width="${c}" height="${c}" fill="${isAsc ? '#fff1d6' : 'none'}" stroke="#8a5a00" stroke-width="1.5"/>`
      + `<text x="${x + 4}" y="${y + 12}" font-size="9" fill="#b05000">${esc(SIGNS[s].slice(0, 3))}${isAsc ? ' Asc' : ''}</text>`
      + `${textLines(x + c / 2, y + c / 2 + 6, occupants)}</g>`;
    if (isAsc) body += `<line x1="${x}" y1="${y + 22}" x2="${x + 22}" y2="${y}" stroke="#b05000" stroke-width="1.5"/>`;
  });
  body += textLines(SIZE / 2, SIZE / 2, [`${k.system} chart`, `Asc ${k.ascendant.sign} ${k.ascendant.degree.toFixed(2)}°`], 12);
  return body;
}

function western(k: Kundali): string {
  const cx = SIZE / 2, cy = SIZE / 2, rOuter = 190, rSigns = 160, rInner = 70;
  const asc = k.ascendant.longitude;
  const at = (lon: number, r: number) => {
    const a = ((180 + lon - asc) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy - r * Math.sin(a)];
  };
  let body = `<circle cx="${cx}" cy="${cy}" r="${rOuter}" fill="none" stroke="#334" stroke-width="2"/>`
    + `<circle cx="${cx}" cy="${cy}" r="${rSigns}" fill="none" stroke="#334"/><circle cx="${cx}" cy="${cy}" r="${rInner}" fill="none" stroke="#334"/>`;
  for (let s = 0; s < 12; s++) {
    const [x1, y1] = at(s * 30, rSigns), [x2, y2] = at(s * 30, rOuter), [tx, ty] = at(s * 30 + 15, (rSigns + rOuter) / 2);
    body += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#334"/>`
      + `<text x="${f(tx)}" y="${f(ty)}" font-size="10" text-anchor="middle" dominant-baseline="middle" fill="#334">${SIGNS[s].slice(0, 3)}</text>`;
  }
  k.houses.forEach((hs) => {
    const [x1, y1] = at(hs.cusp_degree, rInner), [x2, y2] = at(hs.cusp_degree, rSigns);
    const next = k.houses[hs.number % 12].cusp_degree;
    const mid = hs.cusp_degree + (((next - hs.cusp_degree) % 360) + 360) % 360 / 2;
    const [nx, ny] = at(mid, rInner - 12);
    body += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${hs.number === 1 || hs.number === 10 ? '#b00' : '#889'}" stroke-width="${hs.number % 3 === 1 ? 2 : 1}"/>`
      + `<text x="${f(nx)}" y="${f(ny)}" font-size="9" text-anchor="middle" dominant-baseline="middle" fill="#667">${hs.number}</text>`;
  });
  const sorted = [...k.planets].sort((a, b) => a.longitude - b.longitude);
  let lastLon = -999, ring = 0;
  for (const p of sorted) {
    ring = p.longitude - lastLon < 6 ? (ring + 1) % 3 : 0;
    lastLon = p.longitude;
    const [x, y] = at(p.longitude, 140 - ring * 18);
    body += `<g data-planet="${p.name}"><circle cx="${f(x)}" cy="${f(y)}" r="2" fill="#b00"/>`
      + `<text x="${f(x)}" y="${f(y - 6)}" font-size="10" text-anchor="middle" fill="#1a1a1a">${esc(label(p))}</text></g>`;
  }
  return body;
}

export function chartSvg(k: Kundali, style: ChartStyle | string = 'north'): string {
  if (!(CHART_STYLES as readonly string[]).includes(style)) {
    throw errors.invalidRequest(`style must be one of: ${CHART_STYLES.join(', ')}.`, 'style');
  }
  const title = `${k.system} chart, ${k.time.utc_datetime}, Asc ${k.ascendant.sign} ${k.ascendant.degree.toFixed(2)}°`;
  const body = style === 'north' ? north(k) : style === 'south' ? south(k) : western(k);
  return frame(title, body);
}
