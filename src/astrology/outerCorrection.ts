/**
 * Small empirical corrections to the heliocentric longitudes of Jupiter, Saturn, Uranus, Neptune (VSOP87B) and Pluto
 * (Meeus ch. 37 / integrated orbit), bringing them from the DE200-era theories onto JPL DE431 as realized by Swiss
 * Ephemeris 2.10 (sepl_18.se1). VSOP87 was fitted to DE200, whose outer-planet orbits predate the Voyager-era and
 * modern observations; against DE431 the uncorrected engine is off by up to 0.40" (Jupiter), 0.37" (Saturn),
 * 1.45" (Uranus), 2.1" (Neptune) and 7" (Pluto, in 1800) geocentric in 1800-2100.
 *
 * Model: δL(T) = c0 + c1 T + c2 T² + c3 T³ + (c4 + c5 T) sin L + (c6 + c7 T) cos L, arcseconds, T = Julian centuries
 * of TT from J2000, L = the planet's mean longitude: first-order corrections to the mean longitude, mean motion and
 * eccentricity vector of the orbit. Applied as a rotation of the heliocentric position about the ecliptic pole.
 *
 * Fitted by test/astrology/fixtures/fit-outer.ts (linear least squares on geocentric apparent longitudes) ONLY on the
 * `outer_fit_grid` of test/astrology/fixtures/swisseph-reference.json (441 dates, every 250 days from 1800-01-10 to
 * 2101-04). Fit residual max: Jupiter 0.11", Saturn 0.07", Uranus 0.34", Neptune 0.03", Pluto 0.22". The tests
 * measure the corrected engine on the fixture's 80 random `cases`, dates disjoint from the grid (held out): 0.08",
 * 0.05", 0.34", 0.03", 0.19". Outside 1800-2100 the polynomial terms must not be trusted.
 */
import type { Vec3 } from './series';

export type CorrectedBody = 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto';

/** Mean longitude at J2000 and rate per Julian century, degrees (JPL approximate Keplerian elements, 1800-2050). */
const MEAN_LONGITUDE: Record<CorrectedBody, [number, number]> = {
  Jupiter: [34.39644051, 3034.74612775],
  Saturn: [49.95424423, 1222.49362201],
  Uranus: [313.23810451, 428.48202785],
  Neptune: [-55.12002969, 218.45945325],
  Pluto: [238.92903833, 145.20780515],
};

/** Coefficients [c0..c7], arcseconds (c3 multiplies T³). Output of fit-outer.ts; see the header. */
export const OUTER_CORRECTION_ARCSEC: Record<CorrectedBody, number[]> = {
  Jupiter: [-0.130773, -0.210365, 0.0115683, 0.0154554, 0.0280441, -0.00962224, 0.0226218, -0.0105479],
  Saturn: [-0.120655, -0.145023, 0.0274725, 0.00402346, 0.0787720, 0.0106261, 0.0399729, -0.0212489],
  Uranus: [0.227349, 0.0930173, -0.234223, -0.105211, 0.773416, 0.679349, 0.0143792, -0.234611],
  Neptune: [-0.929882, -1.16960, 0.159615, 0.0841937, -0.413582, -0.0484140, -0.145829, 0.0338947],
  Pluto: [-3.46578, 0.954635, 4.30322, 0.0450980, -2.20737, -2.82768, -2.91325, -0.205165],
};

const ARCSEC_RAD = Math.PI / 180 / 3600;

/** Basis functions of the model at TT Julian day `jde` (shared with the fit script). */
export function correctionBasis(body: CorrectedBody, jde: number): number[] {
  const t = (jde - 2451545.0) / 36525;
  const [l0, rate] = MEAN_LONGITUDE[body];
  const l = ((l0 + rate * t) * Math.PI) / 180;
  const s = Math.sin(l), c = Math.cos(l);
  return [1, t, t * t, t * t * t, s, t * s, c, t * c];
}

export function longitudeCorrectionRad(body: CorrectedBody, jde: number): number {
  const k = OUTER_CORRECTION_ARCSEC[body];
  const b = correctionBasis(body, jde);
  let sum = 0;
  for (let i = 0; i < b.length; i++) sum += k[i] * b[i];
  return sum * ARCSEC_RAD;
}

/** Heliocentric position rotated by δL about the ecliptic pole. */
export function correctHeliocentric(body: CorrectedBody, jde: number, p: Vec3): Vec3 {
  const d = longitudeCorrectionRad(body, jde);
  if (d === 0) return p;
  const c = Math.cos(d), s = Math.sin(d);
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c, z: p.z };
}
