/**
 * The western wheel as a standalone SVG string (ascendant on the left, zodiac counter-clockwise, the cusps of the
 * chart's house system). Kept as it was before the Indian styles moved to their own modules; a new wheel replaces it.
 */
import { SIGNS } from '../constants';
import type { Kundali } from '../kundali';
import { SVG_FONT_FAMILY } from '../../render/png';

const ABBR: Record<string, string> = {
  Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke',
  Uranus: 'Ur', Neptune: 'Ne', Pluto: 'Pl',
};
const SIZE = 400;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const label = (p: Kundali['planets'][number]) => `${ABBR[p.name] ?? p.name.slice(0, 2)}${p.retrograde && p.name !== 'Rahu' && p.name !== 'Ketu' ? '(R)' : ''} ${Math.floor(p.degree)}°`;
const f = (x: number) => x.toFixed(1);

function frame(title: string, body: string, widthPx: number): string {
  const heightPx = Math.round((widthPx * (SIZE + 30)) / SIZE);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE + 30}" width="${widthPx}" height="${heightPx}" font-family="${SVG_FONT_FAMILY}">`
    + `<title>${esc(title)}</title><rect x="0" y="0" width="${SIZE}" height="${SIZE + 30}" fill="#fffdf7"/>${body}`
    + `<text x="${SIZE / 2}" y="${SIZE + 20}" font-size="12" text-anchor="middle" fill="#333">${esc(title)}</text></svg>`;
}

function wheel(k: Kundali): string {
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

/** The western wheel of a kundali, `widthPx` wide. */
export function westernSvg(k: Kundali, widthPx: number): string {
  const title = `${k.system} chart, ${k.time.utc_datetime}, Asc ${k.ascendant.sign} ${k.ascendant.degree.toFixed(2)}°`;
  return frame(title, wheel(k), widthPx);
}
