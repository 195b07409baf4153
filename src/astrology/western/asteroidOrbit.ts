/// <reference path="../astronomia.d.ts" />
/**
 * Numerical integration of a minor body's heliocentric orbit (Chiron, Ceres, Pallas, Juno, Vesta): the Sun's
 * attraction plus the direct and indirect perturbations of the eight planets, whose heliocentric positions come from
 * the engine's VSOP87B series (series.ts; Earth carries the Earth + Moon mass), plus Ceres, Pallas and Vesta (integrated
 * together: Pallas sits near a 1:1 resonance with Ceres, and leaving Ceres out leaves 1.5e-4 AU residuals in Pallas)
 * and the Sun's relativistic term. Heliocentric equation of motion (Danby, Fundamentals of Celestial Mechanics, 2nd
 * ed., eq. 9.3.3): r'' = -k²r/r³ + Σ k²m_p[(r_p - r)/|r_p - r|³ - r_p/r_p³].
 * Classical 4th-order Runge-Kutta with a fixed step of STEP_DAYS (0.5 day: against a 0.25-day run the positions agree
 * to < 1e-10 AU over 300 years). Frame: ecliptic and equinox J2000 (VSOP87), AU and days (TT).
 *
 * Used at BUILD time only (scripts/build-asteroids.ts fits the initial states and writes the Chebyshev table
 * asteroids-data.json; test/astrology/asteroids.test.ts re-integrates a slice). The chart reads the table
 * (asteroids.ts), so this module and its VSOP87 planet series are never loaded by the service.
 */
import earthData from 'astronomia/data/vsop87Bearth';
import mercuryData from 'astronomia/data/vsop87Bmercury';
import venusData from 'astronomia/data/vsop87Bvenus';
import marsData from 'astronomia/data/vsop87Bmars';
import jupiterData from 'astronomia/data/vsop87Bjupiter';
import saturnData from 'astronomia/data/vsop87Bsaturn';
import uranusData from 'astronomia/data/vsop87Buranus';
import neptuneData from 'astronomia/data/vsop87Bneptune';
import { VsopBody } from '../series';

/** Gaussian gravitational constant squared, AU³/day² (GM of the Sun). */
export const K2 = 0.01720209895 ** 2;
/** Sun/planet mass ratios, JPL DE430 (Folkner et al. 2014, table 8); Earth = Earth + Moon. */
const SUN_OVER_PLANET = [6023600.0, 408523.71, 328900.56, 3098708.0, 1047.3486, 3497.898, 22902.98, 19412.24];
const GM_PLANETS = SUN_OVER_PLANET.map((r) => K2 / r);
export const STEP_DAYS = 0.5;

/** The Massive description for a nominal set of ASTEROID-ordered trajectories (one per body, in `names` order). */
export function massiveOf(names: readonly string[], trajOfBody: (bodyIndex: number) => number = (i) => i, trajCount = names.length,
  bodyOfTraj: (traj: number) => number = (t) => t): Massive {
  return {
    ids: Array.from({ length: trajCount }, (_, t) => bodyOfTraj(t)),
    perturbers: names.flatMap((n, i) => (MASSIVE_ASTEROIDS[n] ? [{ traj: trajOfBody(i), id: i, gm: K2 * MASSIVE_ASTEROIDS[n] }] : [])),
  };
}

/** Perturber series, truncated at 1e-7 (rad, AU): a position error of ~1e-7 relative changes a perturbation by that. */
let planets: VsopBody[] | undefined;
const planetSeries = (): VsopBody[] => (planets ??= [mercuryData, venusData, earthData, marsData, jupiterData,
  saturnData, uranusData, neptuneData].map((d) => new VsopBody(d, 1e-7, 1e-7)));

/** Heliocentric planet positions at jde, flat [x0, y0, z0, x1, ...] (8 planets). */
export function planetPositions(jde: number): Float64Array {
  const out = new Float64Array(24);
  planetSeries().forEach((p, i) => { const v = p.position(jde); out[3 * i] = v.x; out[3 * i + 1] = v.y; out[3 * i + 2] = v.z; });
  return out;
}

/** Speed of light squared, AU²/day² (for the Sun's relativistic term). */
const C2 = 173.1446326846693 ** 2;
/** GM of Ceres, Pallas and Vesta over GM of the Sun (JPL DE430 ma0001, ma0002, ma0004; Juno's is 10 times smaller). */
export const MASSIVE_ASTEROIDS: Record<string, number> = { Ceres: 4.7191e-10, Pallas: 1.0297e-10, Vesta: 1.3027e-10 };

/**
 * Mutual perturbations among the integrated bodies: trajectory `traj` (index into the state) pulls every trajectory
 * whose body id differs from `id` with GM `gm` (AU³/day²).
 */
export interface Perturber { traj: number; id: number; gm: number }
export interface Massive { ids: number[]; perturbers: Perturber[] }

/**
 * Acceleration of every body of a flat state array [x, y, z, vx, vy, vz, ...] into acc (3 per body): the Sun (with its
 * first post-Newtonian term, Schwarzschild, as in the JPL integrations: k²/(c²r³)[(4k²/r - v²)r + 4(r·v)v]), the
 * planets and the massive asteroids, direct and indirect.
 */
function accelerations(state: Float64Array, pl: Float64Array, acc: Float64Array, massive?: Massive): void {
  const n = state.length / 6;
  // Indirect term (the planets and the massive asteroids pull the Sun): the same for every body.
  let ix = 0, iy = 0, iz = 0;
  for (let p = 0; p < 8; p++) {
    const x = pl[3 * p], y = pl[3 * p + 1], z = pl[3 * p + 2];
    const r3 = (x * x + y * y + z * z) ** 1.5;
    ix -= GM_PLANETS[p] * x / r3; iy -= GM_PLANETS[p] * y / r3; iz -= GM_PLANETS[p] * z / r3;
  }
  for (const m of massive?.perturbers ?? []) {
    const x = state[6 * m.traj], y = state[6 * m.traj + 1], z = state[6 * m.traj + 2];
    const r3 = (x * x + y * y + z * z) ** 1.5;
    ix -= m.gm * x / r3; iy -= m.gm * y / r3; iz -= m.gm * z / r3;
  }
  for (let b = 0; b < n; b++) {
    const x = state[6 * b], y = state[6 * b + 1], z = state[6 * b + 2];
    const vx = state[6 * b + 3], vy = state[6 * b + 4], vz = state[6 * b + 5];
    const r2 = x * x + y * y + z * z, r = Math.sqrt(r2), r3 = r2 * r;
    const gr = K2 / (C2 * r3), a1 = 4 * K2 / r - (vx * vx + vy * vy + vz * vz), a2 = 4 * (x * vx + y * vy + z * vz);
    let ax = -K2 * x / r3 + ix + gr * (a1 * x + a2 * vx);
    let ay = -K2 * y / r3 + iy + gr * (a1 * y + a2 * vy);
    let az = -K2 * z / r3 + iz + gr * (a1 * z + a2 * vz);
    for (let p = 0; p < 8; p++) {
      const dx = pl[3 * p] - x, dy = pl[3 * p + 1] - y, dz = pl[3 * p + 2] - z;
      const d3 = (dx * dx + dy * dy + dz * dz) ** 1.5;
      ax += GM_PLANETS[p] * dx / d3; ay += GM_PLANETS[p] * dy / d3; az += GM_PLANETS[p] * dz / d3;
    }
    if (massive) {
      for (const m of massive.perturbers) {
        if (m.id === massive.ids[b]) continue;
        const dx = state[6 * m.traj] - x, dy = state[6 * m.traj + 1] - y, dz = state[6 * m.traj + 2] - z;
        const d3 = (dx * dx + dy * dy + dz * dz) ** 1.5;
        ax += m.gm * dx / d3; ay += m.gm * dy / d3; az += m.gm * dz / d3;
      }
    }
    acc[3 * b] = ax; acc[3 * b + 1] = ay; acc[3 * b + 2] = az;
  }
}

/**
 * Integrate the states (flat [x, y, z, vx, vy, vz] per body, at jd0) for `steps` steps of h days (negative h:
 * backwards). Calls onStep(jd, state) at jd0 and after every step. planetsAt defaults to the VSOP87 series (a
 * cache can be passed: the build evaluates each planet instant once for many trajectories).
 */
export function integrate(jd0: number, state0: Float64Array, h: number, steps: number,
  onStep: (jd: number, state: Float64Array) => void, planetsAt: (jd: number) => Float64Array = planetPositions,
  massive?: Massive): void {
  const n = state0.length;
  const y = Float64Array.from(state0);
  const k1 = new Float64Array(n), k2 = new Float64Array(n), k3 = new Float64Array(n), k4 = new Float64Array(n);
  const tmp = new Float64Array(n);
  const acc = new Float64Array(n / 2);
  const deriv = (s: Float64Array, pl: Float64Array, out: Float64Array) => {
    accelerations(s, pl, acc, massive);
    for (let b = 0; b < n / 6; b++) {
      out[6 * b] = s[6 * b + 3]; out[6 * b + 1] = s[6 * b + 4]; out[6 * b + 2] = s[6 * b + 5];
      out[6 * b + 3] = acc[3 * b]; out[6 * b + 4] = acc[3 * b + 1]; out[6 * b + 5] = acc[3 * b + 2];
    }
  };
  let jd = jd0;
  let plNow = planetsAt(jd);
  onStep(jd, y);
  for (let s = 0; s < steps; s++) {
    const plMid = planetsAt(jd + h / 2), plEnd = planetsAt(jd + h);
    deriv(y, plNow, k1);
    for (let i = 0; i < n; i++) tmp[i] = y[i] + h / 2 * k1[i];
    deriv(tmp, plMid, k2);
    for (let i = 0; i < n; i++) tmp[i] = y[i] + h / 2 * k2[i];
    deriv(tmp, plMid, k3);
    for (let i = 0; i < n; i++) tmp[i] = y[i] + h * k3[i];
    deriv(tmp, plEnd, k4);
    for (let i = 0; i < n; i++) y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
    jd += h;
    plNow = plEnd;
    onStep(jd, y);
  }
}
