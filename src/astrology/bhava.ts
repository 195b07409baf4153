/**
 * Bhava madhya (house middles) and bhava sandhi (junctions) for the bhava chalit chart, sidereal.
 * - `sripati` (default): Sripati Paddhati ch. 2 (the Porphyry division): madhya of houses 1, 4, 7, 10 are the
 *   ascendant, IC, descendant and MC; each quadrant arc is trisected for the houses between; a sandhi is the midpoint
 *   of two successive madhyas (BPHS ch. 5 gives the same trisection of the kendra arcs).
 * - `equal`: madhya of house n is the ascendant + 30°(n - 1), sandhis 15° either side (the "equal bhava" of
 *   Parashari practice).
 * - `placidus`: the Placidus cusps (Swiss Ephemeris' definition, western/houseSystems.ts, tested there to 0.01") made
 *   sidereal by the ayanamsa, taken as the madhyas as Sripati takes its points (the "bhava chalit with Placidus" of
 *   common Indian software, which puts a cusp in the middle of its house); sandhis are midway. Inside the polar
 *   circles Placidus has no cusps: a 400 naming `method`.
 */
import { SIGNS, type PlanetName, type SignName } from './constants';
import type { Chart } from './chart';
import { DEG, apparentSiderealTime, frameOfDate, normDeg } from './frames';
import { houseCusps } from './western/houseSystems';
import { planetLocal, signLocal } from './i18n';

export const BHAVA_METHODS = ['sripati', 'equal', 'placidus'] as const;
export type BhavaMethod = (typeof BHAVA_METHODS)[number];

export interface Bhava {
  number: number;
  /** Sandhi at which the bhava begins, sidereal degrees. */
  start: number;
  madhya: number;
  end: number;
  madhya_sign: SignName;
  madhya_sign_local?: string;
  planets: PlanetName[];
  planets_local?: string[];
}
export interface BhavaChart { method: BhavaMethod; ascendant: number; mc: number; bhavas: Bhava[] }

const r6 = (x: number) => { const v = Math.round(normDeg(x) * 1e6) / 1e6; return v >= 360 ? 0 : v; };

/** The Placidus cusps of the chart's moment and place, sidereal (the ayanamsa the chart's longitudes use). */
function siderealPlacidusCusps(chart: Chart): number[] {
  const frame = frameOfDate(chart.time.jd_tt);
  const armc = apparentSiderealTime(chart.time.jd_ut, frame) + chart.lonDeg * DEG;
  return houseCusps('placidus', armc, frame.trueObliquityRad, chart.latDeg, 'method').map((c) => normDeg(c - chart.ayanamsa.trueDeg));
}

/** Twelve madhyas from ascendant and MC (sidereal degrees) for the quadrant and equal methods. */
export function bhavaMadhyas(ascDeg: number, mcDeg: number, method: Exclude<BhavaMethod, 'placidus'>): number[] {
  if (method === 'equal') return Array.from({ length: 12 }, (_, i) => normDeg(ascDeg + 30 * i));
  const ic = normDeg(mcDeg + 180), desc = normDeg(ascDeg + 180);
  const kendras = [ascDeg, ic, desc, mcDeg];
  const out: number[] = [];
  for (let q = 0; q < 4; q++) {
    const a = kendras[q], arc = normDeg(kendras[(q + 1) % 4] - a);
    out.push(normDeg(a), normDeg(a + arc / 3), normDeg(a + (2 * arc) / 3));
  }
  return out;
}

export function bhavaChart(chart: Chart, method: BhavaMethod = 'sripati'): BhavaChart {
  const lang = chart.language;
  const shift = chart.system === 'western' ? chart.ayanamsa.trueDeg : 0;
  const asc = chart.ascendantSiderealDeg, mc = normDeg(chart.mcDeg - shift);
  const madhya = method === 'placidus' ? siderealPlacidusCusps(chart) : bhavaMadhyas(asc, mc, method);
  const sandhi = madhya.map((m, i) => normDeg(madhya[(i + 11) % 12] + normDeg(m - madhya[(i + 11) % 12]) / 2));
  const bhavas: Bhava[] = madhya.map((m, i) => {
    const start = sandhi[i], end = sandhi[(i + 1) % 12];
    const span = normDeg(end - start);
    const planets = chart.planets.filter((p) => normDeg(p.siderealDeg - start) < span).map((p) => p.name);
    const sign = Math.floor(normDeg(m) / 30) % 12;
    const b: Bhava = { number: i + 1, start: r6(start), madhya: r6(m), end: r6(end), madhya_sign: SIGNS[sign], planets };
    if (lang !== 'en') {
      b.madhya_sign_local = signLocal(lang, sign);
      b.planets_local = planets.map((p) => planetLocal(lang, p)!);
    }
    return b;
  });
  return { method, ascendant: r6(asc), mc: r6(mc), bhavas };
}
