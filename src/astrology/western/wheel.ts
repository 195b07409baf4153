/**
 * The Western chart wheel as an SVG document: chart data in, SVG string out (no parsing, no I/O).
 *
 * Layout, as the common Western wheel draws it (e.g. Astrodienst's chart drawings): the ascendant on the left (9
 * o'clock), longitude increasing counter-clockwise; an outer zodiac ring of the twelve signs (glyphs coloured by
 * element, a tick every degree); one ring of point glyphs per chart (a bi-wheel puts the second chart, transits or
 * the partner, outside the natal ring); the house cusps from the inner circle to the zodiac with their numbers; the
 * four angles drawn bold and labelled outside the zodiac (AC, DC, MC, IC with the degree of AC and MC); aspect lines
 * inside the inner circle between the two points' true longitudes, coloured by aspect, solid for the five Ptolemaic
 * aspects and dashed for the minor ones. Conjunctions are not drawn as lines (they would be chords of a few degrees
 * between adjacent glyphs).
 *
 * Each point carries a tick at its exact longitude; its glyph and its degree and minute labels are stacked inward from
 * the tick and spread sideways (spreadLongitudes) so that no two glyphs of one ring come closer than the space a
 * glyph needs, with a thin leader line from the tick when a glyph had to move. Glyphs are the Unicode astrological
 * symbols (Miscellaneous Symbols block; rendered by Noto Sans Symbols / DejaVu Sans through SVG_FONT_FAMILY).
 */
import { SVG_FONT_FAMILY } from '../../render/png';
import { normDeg } from '../frames';
import { aspectBetween, natalAspects, parseOrbs, type AspectName, type Orbs } from './aspects';
import type { HouseSystem } from './houseSystems';
import type { PointPosition, WesternChart } from './westernChart';

/**
 * Unicode glyphs of the points; the angles are written as letters. ⚸ (U+26B8 BLACK MOON LILITH) is mean Lilith in
 * common use; Unicode has no separate true Lilith symbol, so true (osculating) Lilith is ⚸ with a small "t" under
 * it (GLYPH_MARKS, drawn in the glyph stack between the glyph and the degrees). Chiron ⚷ (U+26B7) and the asteroids
 * Ceres ⚳, Pallas ⚴, Juno ⚵, Vesta ⚶ (U+26B3-26B6) are Unicode's own symbols.
 */
export const POINT_GLYPHS: Record<string, string> = {
  Sun: '☉', Moon: '☽', Mercury: '☿', Venus: '♀', Mars: '♂', Jupiter: '♃', Saturn: '♄', Uranus: '♅', Neptune: '♆',
  Pluto: '♇', 'North Node': '☊', 'South Node': '☋', Lilith: '⚸', 'True Lilith': '⚸', 'Part of Fortune': '⊗', Ascendant: 'AC', MC: 'MC',
  Chiron: '⚷', Ceres: '⚳', Pallas: '⚴', Juno: '⚵', Vesta: '⚶',
};
/** A small letter under a glyph that two points share. */
export const GLYPH_MARKS: Record<string, string> = { 'True Lilith': 't' };
export const SIGN_GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'];
const ELEMENT_FILL = ['#fdeae6', '#edf5e4', '#fbf6dc', '#e6eefa']; // fire, earth, air, water
const ELEMENT_INK = ['#c0392b', '#2e7d32', '#a07800', '#1565c0'];

/** Aspect line colours: reds for the hard aspects, blues for the soft ones, greens and violets for the minor ones. */
export const ASPECT_COLORS: Record<AspectName, string> = {
  conjunction: '#555555', opposition: '#d32f2f', square: '#ef6c00', trine: '#1e63c8', sextile: '#0097a7',
  quincunx: '#2e9d3a', semi_sextile: '#7cb342', semi_square: '#e64a19', sesquiquadrate: '#ad1457',
  quintile: '#6a3fb5', bi_quintile: '#3949ab',
};
const MAJOR: AspectName[] = ['conjunction', 'opposition', 'trine', 'square', 'sextile'];

export type RingId = 'inner' | 'outer';
export interface WheelRing {
  /** What the ring shows ("natal", "transits 2026-06-01T00:00:00Z", "person 2"). */
  label: string;
  points: PointPosition[];
  /** Glyph colour of the ring. */
  ink: string;
}
export interface WheelAspect { aspect: AspectName; orb: number; p1: { ring: RingId; name: string }; p2: { ring: RingId; name: string } }
export interface WheelSpec {
  /** First line under the wheel. */
  title: string;
  /** Cusps of houses 1..12 (degrees) of the inner chart; cusp 1 is put on the left. */
  cuspsDeg: number[];
  ascendantDeg: number;
  mcDeg: number;
  houseSystem: HouseSystem;
  inner: WheelRing;
  outer?: WheelRing;
  aspects: WheelAspect[];
}

export const WHEEL_WIDTH = 1000;
export const WHEEL_HEIGHT = 1110;
const CX = 500, CY = 500;
/** Radii: zodiac ring 412-455, house-number ring 185-215 (the aspect circle is its inner edge); a bi-wheel splits
 * the points' room 215-412 at 315, the second chart outside. */
export const WHEEL_RADII = { zodiacOuter: 455, zodiacInner: 412, biWheelSplit: 315, houseRing: 215, aspectCircle: 185 } as const;
/** Tangential room one glyph stack needs, px (a 22 px glyph; the labels under it are no wider). */
const STACK_WIDTH_PX = 24;
/** Radial room the stack's labels need below the glyph at worst (sideways, where labels lie along the radius). */
const STACK_DEPTH_PX = 70;

/** Approximate box of a text run in Noto Sans: digits and signs about 0.58 em wide, symbols about an em. */
function textBox(s: string, sizePx: number, glyph = false): { w: number; h: number } {
  return glyph ? { w: 0.95 * sizePx, h: 0.95 * sizePx } : { w: [...s].length * 0.58 * sizePx, h: 0.72 * sizePx };
}

const f = (x: number) => (Math.round(x * 100) / 100).toString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Display longitudes for glyphs at `longitudesDeg` such that any two are at least `minSepDeg` apart, each moved as
 * little as possible: points closer than the separation form a cluster spread evenly around its members' mean, and
 * clusters that then touch are merged, until none do (the least-squares placement of each cluster). The circle is
 * cut at the widest gap, so a cluster straddling 0° Aries is handled like any other. Order is kept.
 */
export function spreadLongitudes(longitudesDeg: number[], minSepDeg: number): number[] {
  const n = longitudesDeg.length;
  if (n === 0) return [];
  const sep = Math.min(minSepDeg, 360 / n);
  const order = longitudesDeg.map((l, i) => ({ l: normDeg(l), i })).sort((a, b) => a.l - b.l);
  let cut = 0, widest = -1; // index of the first point after the widest gap
  for (let k = 0; k < n; k++) {
    const gap = normDeg(order[k].l - order[(k + n - 1) % n].l) || (n === 1 ? 360 : 0);
    if (gap > widest) { widest = gap; cut = k; }
  }
  const xs = order.map((_, k) => { const o = order[(cut + k) % n]; return { i: o.i, x: order[cut].l + normDeg(o.l - order[cut].l) }; });
  // Linear problem on xs (increasing, span < 360 - widest gap). Clusters as [start, end) with their centre.
  type Cluster = { s: number; e: number; c: number };
  const centre = (s: number, e: number) => xs.slice(s, e).reduce((a, p) => a + p.x, 0) / (e - s);
  let clusters: Cluster[] = xs.map((p, k) => ({ s: k, e: k + 1, c: p.x }));
  const first = (c: Cluster) => c.c - ((c.e - c.s - 1) / 2) * sep;
  const last = (c: Cluster) => c.c + ((c.e - c.s - 1) / 2) * sep;
  for (let merged = true; merged;) {
    merged = false;
    const next: Cluster[] = [];
    for (const c of clusters) {
      const prev = next[next.length - 1];
      if (prev && last(prev) + sep > first(c) + 1e-9) {
        next[next.length - 1] = { s: prev.s, e: c.e, c: centre(prev.s, c.e) };
        merged = true;
      } else next.push(c);
    }
    clusters = next;
  }
  // The two ends may still meet across the cut; the widest gap is at least 360/n, so shifting both end clusters
  // apart symmetrically by the overlap keeps every other gap intact when the total fits (n·sep <= 360).
  if (clusters.length > 1) {
    const a = clusters[0], z = clusters[clusters.length - 1];
    const overlap = last(z) + sep - (first(a) + 360);
    if (overlap > 0) { a.c += overlap / 2; z.c -= overlap / 2; }
  } else {
    const only = clusters[0];
    const overlap = last(only) + sep - (first(only) + 360);
    if (overlap > 1e-9) only.c = centre(only.s, only.e); // n·sep = 360 exactly: evenly around the circle already
  }
  const out = new Array<number>(n);
  for (const c of clusters) for (let k = c.s; k < c.e; k++) out[xs[k].i] = normDeg(first(c) + (k - c.s) * sep);
  return out;
}

/** A point's glyph, degree and minute labels within a ring between radii rIn and rOut (outer edge first). */
interface RingGeometry { rOut: number; rIn: number }

export function wheelSvg(spec: WheelSpec): string {
  const R = WHEEL_RADII;
  const angleOf = (lon: number) => ((180 + lon - spec.ascendantDeg) * Math.PI) / 180;
  const at = (lon: number, r: number): [number, number] => { const a = angleOf(lon); return [CX + r * Math.cos(a), CY - r * Math.sin(a)]; };
  const line = (lon1: number, r1: number, lon2: number, r2: number, attrs: string) => {
    const [x1, y1] = at(lon1, r1), [x2, y2] = at(lon2, r2);
    return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" ${attrs}/>`;
  };
  // Text centred on a point: resvg and browsers agree on text-anchor; the vertical centre is set by hand (0.35 em).
  const text = (lon: number, r: number, size: number, s: string, attrs = '') => {
    const [x, y] = at(lon, r);
    return `<text x="${f(x)}" y="${f(y + 0.35 * size)}" font-size="${f(size)}" text-anchor="middle" ${attrs}>${esc(s)}</text>`;
  };
  const circle = (r: number, attrs: string) => `<circle cx="${CX}" cy="${CY}" r="${r}" ${attrs}/>`;
  const parts: string[] = [];

  // Zodiac ring: element-coloured sectors, sign glyphs, degree ticks.
  for (let s = 0; s < 12; s++) {
    const [ax, ay] = at(s * 30, R.zodiacOuter), [bx, by] = at(s * 30 + 30, R.zodiacOuter);
    const [cx2, cy2] = at(s * 30 + 30, R.zodiacInner), [dx, dy] = at(s * 30, R.zodiacInner);
    // Counter-clockwise on screen is sweep-flag 0 (SVG's y axis points down).
    parts.push(`<path d="M${f(ax)} ${f(ay)}A${R.zodiacOuter} ${R.zodiacOuter} 0 0 0 ${f(bx)} ${f(by)}L${f(cx2)} ${f(cy2)}`
      + `A${R.zodiacInner} ${R.zodiacInner} 0 0 1 ${f(dx)} ${f(dy)}Z" fill="${ELEMENT_FILL[s % 4]}" stroke="#555" stroke-width="1"/>`);
    parts.push(text(s * 30 + 15, (R.zodiacOuter + R.zodiacInner) / 2, 24, SIGN_GLYPHS[s], `class="sign" data-sign="${s}" fill="${ELEMENT_INK[s % 4]}"`));
  }
  let ticks = '';
  for (let d = 0; d < 360; d++) {
    if (d % 30 === 0) continue;
    const len = d % 10 === 0 ? 9 : d % 5 === 0 ? 6 : 3;
    const [x1, y1] = at(d, R.zodiacInner), [x2, y2] = at(d, R.zodiacInner + len);
    ticks += `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`;
  }
  parts.push(`<path d="${ticks}" stroke="#777" stroke-width="0.8" fill="none"/>`);

  // Rings of points: one ring fills 390-230; a bi-wheel splits it, the second chart outside.
  const rings: { id: RingId; ring: WheelRing; geo: RingGeometry }[] = spec.outer
    ? [{ id: 'outer', ring: spec.outer, geo: { rOut: R.zodiacInner, rIn: R.biWheelSplit } }, { id: 'inner', ring: spec.inner, geo: { rOut: R.biWheelSplit, rIn: R.houseRing } }]
    : [{ id: 'inner', ring: spec.inner, geo: { rOut: R.zodiacInner, rIn: R.houseRing } }];
  parts.push(circle(R.houseRing, 'fill="none" stroke="#555" stroke-width="1"'));
  parts.push(circle(R.aspectCircle, 'fill="#ffffff" stroke="#555" stroke-width="1"'));
  if (spec.outer) parts.push(circle(R.biWheelSplit, 'fill="none" stroke="#999" stroke-width="1"'));

  // House cusps from the aspect circle to the zodiac; numbers in the house ring at the middle of each house.
  spec.cuspsDeg.forEach((cusp, i) => {
    parts.push(line(cusp, R.aspectCircle, cusp, R.zodiacInner, `class="cusp" data-house="${i + 1}" stroke="#aaa" stroke-width="0.8"`));
    const next = spec.cuspsDeg[(i + 1) % 12];
    const mid = cusp + normDeg(next - cusp) / 2;
    parts.push(text(mid, (R.houseRing + R.aspectCircle) / 2, 13, String(i + 1), 'class="house-number" fill="#777"'));
  });
  // The angles: bold axes from the aspect circle through the zodiac ring (on the cusps of 1, 4, 7 and 10 in quadrant
  // systems; apart from them in whole-sign houses), labelled outside it.
  const angleMarks: [string, number, boolean][] = [['AC', spec.ascendantDeg, true], ['DC', spec.ascendantDeg + 180, false], ['MC', spec.mcDeg, true], ['IC', spec.mcDeg + 180, false]];
  for (const [name, lon, withDegree] of angleMarks) {
    parts.push(line(lon, R.aspectCircle, lon, R.zodiacOuter + 8, `class="angle" data-angle="${name}" stroke="#b00020" stroke-width="1.6"`));
    parts.push(text(lon, R.zodiacOuter + 19, 15, name, `class="angle-label" font-weight="bold" fill="#b00020"`));
    if (!withDegree) continue;
    // The degree goes under the name on the left and right (no room sideways), outward above and below.
    if (Math.abs(Math.cos(angleOf(lon))) > 0.7) {
      const [x, y] = at(lon, R.zodiacOuter + 19);
      parts.push(`<text x="${f(x)}" y="${f(y + 21)}" font-size="12" text-anchor="middle" fill="#b00020">${esc(degreeLabel(lon))}</text>`);
    } else parts.push(text(lon, R.zodiacOuter + 36, 12, degreeLabel(lon), 'fill="#b00020"'));
  }

  // Points: tick at the exact longitude, glyph stack at the spread longitude, dot on the aspect circle.
  for (const { id, ring, geo } of rings) {
    const shown = ring.points;
    // A single wheel has twice the room of a bi-wheel ring: its glyphs are drawn a fifth larger.
    const scale = spec.outer ? 1 : 1.2;
    const sepDeg = ((scale * STACK_WIDTH_PX) / (geo.rOut - scale * STACK_DEPTH_PX)) * (180 / Math.PI);
    const spread = spreadLongitudes(shown.map((p) => p.longitudeDeg), sepDeg);
    shown.forEach((p, k) => {
      const lon = normDeg(p.longitudeDeg), d = spread[k];
      const glyph = POINT_GLYPHS[p.name] ?? p.name.slice(0, 2);
      const isLetters = /^[A-Z]/.test(glyph);
      const { deg, min } = degMin(lon);
      let g = `<g class="point" data-ring="${id}" data-name="${esc(p.name)}" data-longitude="${Math.round(lon * 1e6) / 1e6}">`;
      g += line(lon, geo.rOut, lon, geo.rOut - 8, `class="tick" stroke="${ring.ink}" stroke-width="1.5"`);
      if (Math.abs(signedDiff(lon, d)) > 0.05) g += line(lon, geo.rOut - 8, d, geo.rOut - 13, `stroke="${ring.ink}" stroke-width="0.6" opacity="0.7"`);
      // The stack inward from the tick: glyph, degrees, minutes, ℞; each item's radial room is its box measured
      // along the radius at this angle (a label lying sideways needs its width, one upright its height).
      const stack: { s: string; size: number; attrs: string; glyph: boolean }[] = [
        { s: glyph, size: scale * (isLetters ? 15 : 22), glyph: !isLetters, attrs: `class="glyph" fill="${ring.ink}"${isLetters ? ' font-weight="bold"' : ''}` },
        ...(GLYPH_MARKS[p.name] ? [{ s: GLYPH_MARKS[p.name], size: scale * 11, glyph: false, attrs: `class="glyph-mark" font-style="italic" fill="${ring.ink}"` }] : []),
        { s: `${deg}°`, size: scale * 12, glyph: false, attrs: `class="degree" fill="${ring.ink}"` },
        { s: `${String(min).padStart(2, '0')}'`, size: scale * 10, glyph: false, attrs: `class="minute" fill="${ring.ink}"` },
      ];
      if (p.speedDegPerDay < 0 && p.name !== 'North Node' && p.name !== 'South Node') stack.push({ s: '℞', size: scale * 11, glyph: true, attrs: `class="retrograde" fill="${ring.ink}"` });
      const theta = angleOf(d);
      let r = geo.rOut - 12;
      for (const item of stack) {
        const box = textBox(item.s, item.size, item.glyph);
        const along = Math.abs(Math.cos(theta)) * box.w + Math.abs(Math.sin(theta)) * box.h;
        r -= along / 2;
        // A white halo keeps glyphs legible where a cusp or an axis runs under them.
        g += text(d, r, item.size, item.s, `${item.attrs} stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke"`);
        r -= along / 2 + 3;
      }
      const [dx, dy] = at(lon, R.aspectCircle);
      g += `<circle class="anchor" cx="${f(dx)}" cy="${f(dy)}" r="2.2" fill="${ring.ink}"/>`;
      parts.push(`${g}</g>`);
    });
  }

  // Aspect lines between the exact longitudes, on the aspect circle.
  const lonOf = (ref: { ring: RingId; name: string }): number | undefined => {
    if (ref.ring === 'inner' && ref.name === 'Ascendant') return spec.ascendantDeg;
    if (ref.ring === 'inner' && ref.name === 'MC') return spec.mcDeg;
    return (ref.ring === 'inner' ? spec.inner : spec.outer)?.points.find((p) => p.name === ref.name)?.longitudeDeg;
  };
  for (const a of spec.aspects) {
    if (a.aspect === 'conjunction') continue;
    const l1 = lonOf(a.p1), l2 = lonOf(a.p2);
    if (l1 === undefined || l2 === undefined) continue;
    const minor = !MAJOR.includes(a.aspect);
    parts.push(line(l1, R.aspectCircle, l2, R.aspectCircle,
      `class="aspect" data-aspect="${a.aspect}" data-p1="${a.p1.ring}:${esc(a.p1.name)}" data-p2="${a.p2.ring}:${esc(a.p2.name)}" `
      + `stroke="${ASPECT_COLORS[a.aspect]}" stroke-width="${a.orb < 1 ? 1.8 : 1.1}"${minor ? ' stroke-dasharray="5 4"' : ''}`));
  }

  // Caption and legend under the wheel.
  const legendY = 2 * CY + 18;
  parts.push(`<text x="${CX}" y="${legendY + 8}" font-size="15" text-anchor="middle" fill="#222">${esc(spec.title)}</text>`);
  const ringNote = spec.outer ? `inner ring: ${spec.inner.label}; outer ring: ${spec.outer.label}; ` : '';
  parts.push(`<text x="${CX}" y="${legendY + 28}" font-size="12" text-anchor="middle" fill="#555">${esc(`${ringNote}houses: ${spec.houseSystem.replace('_', ' ')}`)}</text>`);
  const legend = (Object.keys(ASPECT_COLORS) as AspectName[]).filter((a) => a !== 'conjunction');
  legend.forEach((a, i) => {
    const row = i < 4 ? 0 : 1, col = row === 0 ? i : i - 4, perRow = row === 0 ? 4 : 6;
    const w = 150, x0 = CX - (perRow * w) / 2 + col * w, y = legendY + 50 + row * 20;
    parts.push(`<line x1="${x0}" y1="${y}" x2="${x0 + 26}" y2="${y}" stroke="${ASPECT_COLORS[a]}" stroke-width="2"${MAJOR.includes(a) ? '' : ' stroke-dasharray="5 4"'}/>`
      + `<text x="${x0 + 32}" y="${y + 4}" font-size="12" fill="#333">${a.replace('_', '-')}</text>`);
  });

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WHEEL_WIDTH} ${WHEEL_HEIGHT}" width="${WHEEL_WIDTH}" height="${WHEEL_HEIGHT}" `
    + `font-family="${SVG_FONT_FAMILY}"><title>${esc(spec.title)}</title>`
    + `<rect x="0" y="0" width="${WHEEL_WIDTH}" height="${WHEEL_HEIGHT}" fill="#ffffff"/>${parts.join('')}</svg>`;
}

function signedDiff(a: number, b: number): number { const d = normDeg(b - a); return d > 180 ? d - 360 : d; }

/** Degree and minute within the sign, minutes rounded down so 29°59.9' never shows as 30°00'. */
function degMin(lon: number): { sign: number; deg: number; min: number } {
  const inSign = normDeg(lon) % 30;
  const totalMin = Math.floor(inSign * 60 + 1e-9);
  return { sign: Math.floor(normDeg(lon) / 30), deg: Math.floor(totalMin / 60), min: totalMin % 60 };
}

/** "1°♍54'" */
function degreeLabel(lon: number): string {
  const { sign, deg, min } = degMin(lon);
  return `${deg}°${SIGN_GLYPHS[sign]}${String(min).padStart(2, '0')}'`;
}

const NATAL_INK = '#1a1a1a';
const TRANSIT_INK = '#b3261e';
const PARTNER_INK = '#6a1b9a';
const angleOf = (c: WesternChart, name: 'Ascendant' | 'MC') => c.points.find((p) => p.name === name)!.longitudeDeg;
/** The natal ring: every chart point except the ascendant and MC, which are drawn as the axes. */
const ringPoints = (c: WesternChart) => c.points.filter((p) => p.name !== 'Ascendant' && p.name !== 'MC');
const fmtPlace = (c: WesternChart) => `${Math.abs(c.latDeg).toFixed(4)}°${c.latDeg < 0 ? 'S' : 'N'} ${Math.abs(c.lonDeg).toFixed(4)}°${c.lonDeg < 0 ? 'W' : 'E'}`;
const fmtTime = (c: WesternChart) => `${c.time.utc_datetime.replace('T', ' ').replace(/:00Z$|Z$/, '')} UTC`;

function baseSpec(c: WesternChart, title: string, innerLabel: string): Omit<WheelSpec, 'aspects'> {
  return {
    title, cuspsDeg: c.cuspsDeg, ascendantDeg: angleOf(c, 'Ascendant'), mcDeg: angleOf(c, 'MC'), houseSystem: c.houseSystem,
    inner: { label: innerLabel, points: ringPoints(c), ink: NATAL_INK },
  };
}

/** Inter-chart aspects of the outer ring's points to every inner chart point (angles included). */
function crossAspects(outer: PointPosition[], inner: PointPosition[], orbs: Orbs): WheelAspect[] {
  const out: WheelAspect[] = [];
  for (const o of outer) for (const i of inner) {
    const a = aspectBetween(o, i, orbs);
    if (a) out.push({ aspect: a.aspect, orb: a.orb, p1: { ring: 'outer', name: o.name }, p2: { ring: 'inner', name: i.name } });
  }
  return out;
}

/** The natal wheel of a chart from westernChart(): its points, houses, angles and natal aspects (default orbs). */
export function natalWheelSvg(chart: WesternChart, orbs: Orbs = parseOrbs({})): string {
  const aspects: WheelAspect[] = natalAspects(chart.points, orbs).map((a) => ({
    aspect: a.aspect, orb: a.orb, p1: { ring: 'inner', name: a.point1 }, p2: { ring: 'inner', name: a.point2 },
  }));
  return wheelSvg({ ...baseSpec(chart, `Natal chart · ${fmtTime(chart)} · ${fmtPlace(chart)}`, 'natal'), aspects });
}

/** Transit bi-wheel: the natal chart inside, the transiting points at `atIso` outside, transit-to-natal aspects. */
export function transitWheelSvg(natal: WesternChart, transiting: PointPosition[], atIso: string, orbs: Orbs): string {
  const spec = baseSpec(natal, `Transits at ${atIso.replace('T', ' ').replace('Z', '')} UTC over the natal chart of ${fmtTime(natal)} · ${fmtPlace(natal)}`, 'natal');
  return wheelSvg({ ...spec, outer: { label: `transits ${atIso}`, points: transiting, ink: TRANSIT_INK }, aspects: crossAspects(transiting, natal.points, orbs) });
}

/** Synastry bi-wheel: person 1's chart and houses inside, person 2's points outside, the inter-aspects. */
export function synastryWheelSvg(person1: WesternChart, person2: WesternChart, orbs: Orbs): string {
  const spec = baseSpec(person1, `Synastry · person 1 ${fmtTime(person1)} · person 2 ${fmtTime(person2)}`, 'person 1 (houses)');
  return wheelSvg({ ...spec, outer: { label: 'person 2', points: person2.points, ink: PARTNER_INK }, aspects: crossAspects(person2.points, person1.points, orbs) });
}
