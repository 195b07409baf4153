/**
 * Fitting text into the cells of a chart drawing. Cells are convex polygons (squares, triangles, diamonds); a
 * cell's labels are set as a block of rows and columns, at the largest font size (down to a floor) whose block fits
 * inside the polygon clear of the cell's fixed marks (sign number or name). Widths are the shaped advances of the
 * fonts the text is outlined with (src/render/textPaths.ts).
 */
import { textWidth } from '../../render/textPaths';

export type Point = readonly [number, number];
export interface Box { x0: number; y0: number; x1: number; y1: number }
export interface PlacedText { text: string; x: number; y: number; fontSize: number }

/** The x-interval a horizontal line at `y` cuts from a convex polygon, or null outside it. */
export function intervalAt(poly: readonly Point[], y: number): [number, number] | null {
  let lo = Infinity, hi = -Infinity;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i], [x2, y2] = poly[(i + 1) % poly.length];
    if ((y < Math.min(y1, y2)) || (y > Math.max(y1, y2))) continue;
    if (y1 === y2) { lo = Math.min(lo, x1, x2); hi = Math.max(hi, x1, x2); continue; }
    const x = x1 + ((y - y1) / (y2 - y1)) * (x2 - x1);
    lo = Math.min(lo, x); hi = Math.max(hi, x);
  }
  return lo <= hi ? [lo, hi] : null;
}

export function centroid(poly: readonly Point[]): [number, number] {
  return [poly.reduce((s, p) => s + p[0], 0) / poly.length, poly.reduce((s, p) => s + p[1], 0) / poly.length];
}

export interface FitOptions {
  maxFont: number;
  minFont: number;
  /** Boxes the block must keep clear of (the cell's sign mark). */
  obstacles?: Box[];
  /** Where the block would rather sit (default: the polygon's centroid). */
  prefer?: Point;
  /** Clearance from the polygon's edges, user units. */
  pad?: number;
}

/**
 * Places `texts` as a block (1 to 3 columns) inside `poly`: the largest font first, then the fewest columns, then
 * the band nearest `prefer`. When nothing fits at `minFont`, the block is set at `minFont` centred on `prefer`.
 */
export function fitTexts(poly: readonly Point[], texts: string[], o: FitOptions): PlacedText[] {
  if (texts.length === 0) return [];
  const pad = o.pad ?? 3;
  const [px, py] = o.prefer ?? centroid(poly);
  const ys = poly.map((p) => p[1]);
  const top = Math.min(...ys) + pad, bottom = Math.max(...ys) - pad;
  for (let fs = o.maxFont; fs >= o.minFont - 1e-9; fs -= 0.5) {
    const lineH = fs * 1.3;
    const colW = Math.max(...texts.map((t) => textWidth(t, fs)));
    for (let cols = 1; cols <= Math.min(3, texts.length); cols++) {
      const rows = Math.ceil(texts.length / cols);
      const gap = fs * 0.7;
      const blockW = cols * colW + (cols - 1) * gap, blockH = rows * lineH;
      if (bottom - top < blockH) continue;
      const bands: number[] = [];
      for (let y0 = top; y0 + blockH <= bottom + 1e-9; y0 += 1) bands.push(y0);
      bands.sort((a, b) => Math.abs(a + blockH / 2 - py) - Math.abs(b + blockH / 2 - py));
      for (const y0 of bands) {
        const slot = freeSlot(poly, y0, y0 + blockH, pad, o.obstacles ?? [], blockW, px);
        if (slot === null) continue;
        return setBlock(texts, slot, y0, cols, colW, gap, lineH, fs);
      }
    }
  }
  const fs = o.minFont, lineH = fs * 1.3;
  return setBlock(texts, px, py - (texts.length * lineH) / 2, 1, 0, 0, lineH, fs);
}

/** Centre x of a block of width `w` in the band [y0, y1] of the polygon, clear of the obstacles, nearest `px`. */
function freeSlot(poly: readonly Point[], y0: number, y1: number, pad: number, obstacles: Box[], w: number, px: number): number | null {
  const a = intervalAt(poly, y0), b = intervalAt(poly, y1);
  if (!a || !b) return null;
  // A convex polygon's width along a band is smallest at one of its edges, so both edge intervals bound it.
  let pieces: [number, number][] = [[Math.max(a[0], b[0]) + pad, Math.min(a[1], b[1]) - pad]];
  for (const ob of obstacles) {
    if (ob.y1 <= y0 || ob.y0 >= y1) continue;
    pieces = pieces.flatMap(([lo, hi]) => [[lo, Math.min(hi, ob.x0 - pad)], [Math.max(lo, ob.x1 + pad), hi]] as [number, number][]);
  }
  let best: number | null = null;
  for (const [lo, hi] of pieces) {
    if (hi - lo < w) continue;
    const x = Math.min(Math.max(px, lo + w / 2), hi - w / 2);
    if (best === null || Math.abs(x - px) < Math.abs(best - px)) best = x;
  }
  return best;
}

function setBlock(texts: string[], cx: number, y0: number, cols: number, colW: number, gap: number, lineH: number, fs: number): PlacedText[] {
  const rows = Math.ceil(texts.length / cols);
  const blockW = cols * colW + (cols - 1) * gap;
  return texts.map((text, i) => {
    const col = Math.floor(i / rows), row = i % rows;
    const x = cols === 1 ? cx : cx - blockW / 2 + col * (colW + gap) + colW / 2;
    // Baseline a little below the row's middle: Latin capitals, the Devanagari headline and Tamil letters centre there.
    return { text, x, y: y0 + row * lineH + lineH / 2 + fs * 0.36, fontSize: fs };
  });
}

export function fmt(x: number): string { return (Math.round(x * 10) / 10).toString(); }
export const polygonPath = (poly: readonly Point[]) => `M${poly.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}Z`;

/** A text box (for obstacles) of `text` anchored at (x, baseline y). */
export function textBox(text: string, x: number, y: number, fontSize: number, anchor: 'start' | 'middle' | 'end'): Box {
  const w = textWidth(text, fontSize);
  const x0 = anchor === 'start' ? x : anchor === 'middle' ? x - w / 2 : x - w;
  return { x0, y0: y - fontSize * 0.95, x1: x0 + w, y1: y + fontSize * 0.3 };
}
