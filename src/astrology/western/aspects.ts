/**
 * Aspects between chart points and the patterns they form.
 *
 * Aspect angles: the five Ptolemaic aspects (Tetrabiblos I.13: conjunction, sextile, square, trine, opposition) and
 * Kepler's minor aspects (Harmonices Mundi IV: semi-sextile 30°, semi-square 45°, quintile 72°, sesquiquadrate
 * 135°, bi-quintile 144°) plus the quincunx (inconjunct) 150°. Orbs have no canonical values; the defaults are a
 * common modern set (8° for conjunction, opposition and trine, 7° square, 6° sextile, 3° quincunx, 2° for the other
 * minor aspects, the same for every pair of points) and every orb can be overridden (`orb_<aspect>`, 0 switches the
 * aspect off). When two aspects' orbs overlap, the one closer to exact is reported.
 *
 * Applying / separating from the two points' speeds: the aspect is applying when the deviation from the exact angle
 * is shrinking at this instant, separating when it grows (instantaneous, no look-ahead to stations).
 */
import { normDeg } from '../frames';
import { parseNumberInRange } from '../validate';
import { SIGNS, signIndexOf } from '../constants';
import { TEN_PLANETS, westernHouseOf, type PointPosition, type WesternPoint } from './westernChart';

export const ASPECT_DEFS = [
  { name: 'conjunction', angleDeg: 0, kind: 'major', defaultOrbDeg: 8 },
  { name: 'opposition', angleDeg: 180, kind: 'major', defaultOrbDeg: 8 },
  { name: 'trine', angleDeg: 120, kind: 'major', defaultOrbDeg: 8 },
  { name: 'square', angleDeg: 90, kind: 'major', defaultOrbDeg: 7 },
  { name: 'sextile', angleDeg: 60, kind: 'major', defaultOrbDeg: 6 },
  { name: 'quincunx', angleDeg: 150, kind: 'minor', defaultOrbDeg: 3 },
  { name: 'semi_sextile', angleDeg: 30, kind: 'minor', defaultOrbDeg: 2 },
  { name: 'semi_square', angleDeg: 45, kind: 'minor', defaultOrbDeg: 2 },
  { name: 'sesquiquadrate', angleDeg: 135, kind: 'minor', defaultOrbDeg: 2 },
  { name: 'quintile', angleDeg: 72, kind: 'minor', defaultOrbDeg: 2 },
  { name: 'bi_quintile', angleDeg: 144, kind: 'minor', defaultOrbDeg: 2 },
] as const;
export type AspectName = (typeof ASPECT_DEFS)[number]['name'];
export type Orbs = Record<AspectName, number>;
/** Largest orb accepted: 15° for a major aspect, 6° for a minor one. */
export const MAX_ORB_DEG = { major: 15, minor: 6 } as const;

/** Orbs from `orb_<aspect>` query values (degrees; 0 disables the aspect); bad values are a 400 naming the parameter. */
export function parseOrbs(raw: Record<string, unknown>, defaults?: Orbs): Orbs {
  const orbs = {} as Orbs;
  for (const a of ASPECT_DEFS) {
    const v = raw[`orb_${a.name}`];
    orbs[a.name] = v === undefined || v === null || v === '' ? defaults?.[a.name] ?? a.defaultOrbDeg
      : parseNumberInRange(v, 0, MAX_ORB_DEG[a.kind], `orb_${a.name}`);
  }
  return orbs;
}

export interface Aspect {
  point1: string;
  point2: string;
  aspect: AspectName;
  kind: 'major' | 'minor';
  /** Exact angle of the aspect, degrees. */
  angle: number;
  /** Actual angular distance between the points, 0-180°. */
  separation: number;
  /** |separation - angle|, degrees. */
  orb: number;
  /** 100 at exact, 0 at the edge of the allowed orb. */
  exactness: number;
  motion: 'applying' | 'separating' | 'exact';
}

const signedDiff = (a: number, b: number): number => { const d = normDeg(b - a); return d > 180 ? d - 360 : d; };
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The aspect (if any) between two positions; `tag` renames the points (e.g. "transit Mars"). */
export function aspectBetween(p: PointPosition, q: PointPosition, orbs: Orbs, names: [string, string] = [p.name, q.name]): Aspect | undefined {
  const sep = signedDiff(p.longitudeDeg, q.longitudeDeg);
  const dist = Math.abs(sep);
  let best: { def: (typeof ASPECT_DEFS)[number]; dev: number } | undefined;
  for (const def of ASPECT_DEFS) {
    const dev = dist - def.angleDeg;
    if (orbs[def.name] > 0 && Math.abs(dev) <= orbs[def.name] && (!best || Math.abs(dev) < Math.abs(best.dev))) best = { def, dev };
  }
  if (!best) return undefined;
  // d|dev|/dt = sign(dev) * d|sep|/dt, d|sep|/dt = sign(sep) * (v_q - v_p).
  const rate = Math.sign(best.dev) * Math.sign(sep) * (q.speedDegPerDay - p.speedDegPerDay);
  const motion = best.dev === 0 || rate === 0 ? 'exact' : rate < 0 ? 'applying' : 'separating';
  const orb = Math.abs(best.dev);
  return {
    point1: names[0], point2: names[1], aspect: best.def.name, kind: best.def.kind, angle: best.def.angleDeg,
    separation: r6(dist), orb: r6(orb), exactness: Math.round(1000 * (1 - orb / orbs[best.def.name])) / 10, motion,
  };
}

/** Pairs whose angle is fixed by construction and so never informative. */
const FIXED_PAIRS = new Set(['North Node|South Node']);

/** Every aspect among the points of one chart, tightest first. */
export function natalAspects(points: PointPosition[], orbs: Orbs): Aspect[] {
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      if (FIXED_PAIRS.has(`${points[i].name}|${points[j].name}`)) continue;
      const a = aspectBetween(points[i], points[j], orbs);
      if (a) out.push(a);
    }
  }
  return out.sort((a, b) => a.orb - b.orb);
}

export interface Pattern {
  type: 'grand_trine' | 't_square' | 'grand_cross' | 'yod' | 'stellium';
  points: string[];
  /** T-square and yod: the focal point. */
  apex?: string;
  /** Stellium: the sign or the house holding it. */
  sign?: string;
  house?: number;
}

/**
 * Patterns among the ten planets (nodes, Lilith, the Part of Fortune and the angles are left out, as most
 * references define them on planets), from the aspects found with the chart's orbs:
 * grand trine = three planets mutually trine; T-square = an opposition whose two ends both square a third (apex);
 * grand cross = two oppositions squaring each other (its four T-squares are not listed again); yod ("finger of
 * God") = a sextile whose two ends are both quincunx a third (apex); stellium = three or more planets in one sign or
 * in one house.
 */
export function findPatterns(points: PointPosition[], aspects: Aspect[], cuspsDeg: number[]): Pattern[] {
  const planets = points.filter((p) => TEN_PLANETS.includes(p.name as WesternPoint)).map((p) => p.name as string);
  const rel = new Map<string, AspectName>();
  for (const a of aspects) { rel.set(`${a.point1}|${a.point2}`, a.aspect); rel.set(`${a.point2}|${a.point1}`, a.aspect); }
  const is = (a: string, b: string, t: AspectName) => rel.get(`${a}|${b}`) === t;
  const out: Pattern[] = [];
  const n = planets.length;
  const crossSets: string[][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) for (let k = j + 1; k < n; k++) {
    const [a, b, c] = [planets[i], planets[j], planets[k]];
    if (is(a, b, 'trine') && is(b, c, 'trine') && is(a, c, 'trine')) out.push({ type: 'grand_trine', points: [a, b, c] });
  }
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
    const [a, b] = [planets[i], planets[j]];
    if (!is(a, b, 'opposition')) continue;
    for (let k = i + 1; k < n; k++) for (let l = k + 1; l < n; l++) {
      const [c, d] = [planets[k], planets[l]];
      if (k === j || l === j || !is(c, d, 'opposition')) continue;
      if (is(a, c, 'square') && is(a, d, 'square') && is(b, c, 'square') && is(b, d, 'square')) {
        const cross = [a, b, c, d].sort((x, y) => planets.indexOf(x) - planets.indexOf(y));
        out.push({ type: 'grand_cross', points: cross });
        crossSets.push(cross);
      }
    }
  }
  const inCross = (xs: string[]) => crossSets.some((s) => xs.every((x) => s.includes(x)));
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
    const [a, b] = [planets[i], planets[j]];
    for (const c of planets) {
      if (c === a || c === b) continue;
      if (is(a, b, 'opposition') && is(a, c, 'square') && is(b, c, 'square') && !inCross([a, b, c])) {
        out.push({ type: 't_square', points: [a, b, c], apex: c });
      }
      if (is(a, b, 'sextile') && is(a, c, 'quincunx') && is(b, c, 'quincunx')) out.push({ type: 'yod', points: [a, b, c], apex: c });
    }
  }
  const pos = points.filter((p) => planets.includes(p.name));
  for (let s = 0; s < 12; s++) {
    const inSign = pos.filter((p) => signIndexOf(p.longitudeDeg) === s).map((p) => p.name as string);
    if (inSign.length >= 3) out.push({ type: 'stellium', points: inSign, sign: SIGNS[s] });
  }
  for (let h = 1; h <= 12; h++) {
    const inHouse = pos.filter((p) => westernHouseOf(cuspsDeg, p.longitudeDeg) === h).map((p) => p.name as string);
    if (inHouse.length >= 3) out.push({ type: 'stellium', points: inHouse, house: h });
  }
  return out;
}

