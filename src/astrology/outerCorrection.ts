/**
 * Small empirical corrections to the heliocentric longitudes of Mars, Jupiter, Saturn, Uranus, Neptune (VSOP87B) and
 * Pluto (Meeus ch. 37), bringing them from the DE200-era theories onto JPL DE431 as realized by Swiss Ephemeris 2.10
 * (its sepl_* files) over the engine's range, 1000-2999. VSOP87 was fitted to DE200; against DE431 the uncorrected
 * engine is off by up to 0.4" (Jupiter, Saturn), 1.45" (Uranus), 2.1" (Neptune) in 1800-2100 and by 13" (Mars), 17"
 * (Jupiter), 120" (Uranus), 93" (Neptune) at the ends of 1000-2999.
 *
 * Model (Mars..Neptune): δL = Σ c_k u^k (k = 0..6) + (c7 + c9 u + c11 u² + c13 u³) sin L + (c8 + c10 u + c12 u² + c14 u³)
 * cos L, arcseconds, u = T/10 (T = Julian centuries of TT from J2000, so |u| <= 1 over the range), L = the planet's mean
 * longitude: smooth corrections to the mean longitude, mean motion and eccentricity vector. Applied as a rotation of the
 * heliocentric position about the ecliptic pole. Pluto in Meeus' years (1885-2099) keeps the 8-term model in T of the
 * first fit (c0 + c1 T + c2 T² + c3 T³ + (c4 + c5 T) sin L + (c6 + c7 T) cos L); before and after, its orbits are
 * integrated from states fitted to DE431 itself (pluto.ts) and get no correction.
 *
 * Fitted by test/astrology/fixtures/fit-outer.ts (linear least squares on geocentric apparent longitudes) ONLY on the
 * fit grids: `fit_grid` of swisseph-longrange.json (every 300 days 1000-3000) and `outer_fit_grid` of
 * swisseph-reference.json (every 250 days 1800-2100, weighted 4x). The random cases of both fixtures are the held-out
 * check (ephemeris.test.ts, longrange.test.ts): Mars 0.05", Jupiter 0.08", Saturn 0.07", Uranus 0.38", Neptune 0.04"
 * in 1800-2100; 0.53", 0.24", 0.19", 0.73", 0.08" at worst over 1000-2999.
 */
import { MEEUS_PLUTO_END_JD, MEEUS_PLUTO_START_JD } from './pluto';
import type { Vec3 } from './series';

export type CorrectedBody = 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto';

/** Mean longitude at J2000 and rate per Julian century, degrees (JPL approximate Keplerian elements, 1800-2050). */
const MEAN_LONGITUDE: Record<CorrectedBody, [number, number]> = {
  Mars: [-4.55343205, 19140.30268499],
  Jupiter: [34.39644051, 3034.74612775],
  Saturn: [49.95424423, 1222.49362201],
  Uranus: [313.23810451, 428.48202785],
  Neptune: [-55.12002969, 218.45945325],
  Pluto: [238.92903833, 145.20780515],
};

/** Coefficients, arcseconds: [c0..c14] for Mars..Neptune, [c0..c7] for Pluto's Meeus years. Output of fit-outer.ts; see the header. */
export const OUTER_CORRECTION_ARCSEC: Record<CorrectedBody, number[]> = {
  Mars: [0.00246492, 0.459332, 5.11944, 1.75618, -3.04713, -0.709666, 0.105565, -0.00146975, 0.00277785, 0.0198094, 0.0255063, -0.160976, 0.533796, -0.116771, 0.201107],
  Jupiter: [-0.121284, -1.87393, -0.0705730, 5.15998, -0.0208716, -4.14319, 0.365876, 0.0339969, 0.0229141, -0.0137130, -0.137399, -0.0170011, 0.00364689, 0.117642, -0.0114997],
  Saturn: [-0.102152, -1.39252, 0.379358, -2.24099, 0.279863, 1.11121, -0.590525, 0.0727212, 0.0432509, 0.0221694, -0.0986345, -0.0215535, -0.0197944, -0.299233, 0.181025],
  Uranus: [0.215971, -0.409187, -16.2390, 2.51544, 2.90713, -0.704445, 0.0212128, 0.759552, 0.0244855, 6.83432, -2.43491, -1.28930, -3.22693, -2.66850, 0.162248],
  Neptune: [-0.886829, -11.1953, 3.87080, -0.194978, -0.271304, 0.0211155, -0.242709, -0.393177, -0.184031, -0.751337, -0.119428, -0.0664902, 0.555283, 0.251382, 0.245924],
  Pluto: [-3.46578, 0.954635, 4.30322, 0.0450980, -2.20737, -2.82768, -2.91325, -0.205165],
};

/**
 * The coefficients that apply to `body` at `jde`, or null for none. Pluto's orbit is Meeus' series in 1885-2099
 * (corrected with OUTER_CORRECTION_ARCSEC.Pluto on the 8-term basis in T) and, before and after, orbits integrated
 * from states fitted to DE431 itself (pluto.ts), within 0.7" of it uncorrected: no correction there.
 */
export function coefficientsAt(body: CorrectedBody, jde: number): number[] | null {
  if (body === 'Pluto' && (jde < MEEUS_PLUTO_START_JD || jde >= MEEUS_PLUTO_END_JD)) return null;
  return OUTER_CORRECTION_ARCSEC[body];
}

const ARCSEC_RAD = Math.PI / 180 / 3600;

/** Basis functions of the model at TT Julian day `jde` (shared with the fit script). */
export function correctionBasis(body: CorrectedBody, jde: number): number[] {
  const t = (jde - 2451545.0) / 36525;
  if (body === 'Pluto' && jde >= MEEUS_PLUTO_START_JD && jde < MEEUS_PLUTO_END_JD) {
    // Meeus' series, 1885-2099 only: the first-order orbit correction in T (8 terms).
    const [l0, rate] = MEAN_LONGITUDE[body];
    const l = ((l0 + rate * t) * Math.PI) / 180;
    const s = Math.sin(l), c = Math.cos(l);
    return [1, t, t * t, t * t * t, s, t * s, c, t * c];
  }
  const u = t / 10;
  const [l0, rate] = MEAN_LONGITUDE[body];
  const l = ((l0 + rate * t) * Math.PI) / 180;
  const s = Math.sin(l), c = Math.cos(l);
  const u2 = u * u, u3 = u2 * u;
  return [1, u, u2, u3, u2 * u2, u3 * u2, u3 * u3, s, c, u * s, u * c, u2 * s, u2 * c, u3 * s, u3 * c];
}

export function longitudeCorrectionRad(body: CorrectedBody, jde: number): number {
  const k = coefficientsAt(body, jde);
  if (!k) return 0;
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
