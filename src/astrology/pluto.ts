/**
 * Heliocentric Pluto, J2000 ecliptic, AU.
 * 1885-2099: Meeus, Astronomical Algorithms 2nd ed. ch. 37 (astronomia's pluto.heliocentric), the range the series
 * was fitted for. Before 1885 that series diverges (0.57° by 1800), so Pluto is integrated numerically backwards
 * (RK4, 20-day steps) from a state at 1890-01-01 fitted to the Meeus series over 1890-2090 (FITTED_EPOCH_STATE);
 * from 2099 on the same orbit is integrated forwards (past its stated range the series moves ~1" off DE431 by 2101).
 * Force model: heliocentric equations of motion, the Sun plus the inner planets as one mass, Jupiter, Saturn, Uranus
 * and Neptune from VSOP87B as perturbers with their indirect terms. The table is built once, on the first pre-1885
 * request (~200 ms; the post-2099 table ~70 ms). Against Swiss Ephemeris SWIEPH (DE431) this is 7" off in 1800 and
 * 3" in 2100 (Meeus' series was fitted to DE200); outerCorrection.ts removes that to 0.2".
 */
import jupiterData from 'astronomia/data/vsop87Bjupiter';
import saturnData from 'astronomia/data/vsop87Bsaturn';
import uranusData from 'astronomia/data/vsop87Buranus';
import neptuneData from 'astronomia/data/vsop87Bneptune';
import { heliocentric as meeusPluto } from 'astronomia/pluto';
import { VsopBody, type Vec3 } from './series';

/** 1885-01-01 TT: start of the Meeus ch. 37 validity. */
export const MEEUS_PLUTO_START_JD = 2409543.5;
/** 2099-01-01 TT: the series is stated valid to 2099 and drifts by ~1" in the following two years. */
export const MEEUS_PLUTO_END_JD = 2487704.5;
export const EPOCH_JD = 2411368.5; // 1890-01-01
const END_JD = 2378496.5 - 400; // before 1800-01-01
const FORWARD_END_JD = 2489000.5; // after 2101-01-01
const STEP_DAYS = 20;

/** Gaussian gravitational constant squared (AU^3/day^2) and reciprocal masses (IAU 2009 / DE405 values). */
const K2 = 0.01720209895 ** 2;
const GM_SUN_AND_INNER = K2 * (1 + 1 / 6023600 + 1 / 408523.71 + 1 / 328900.56 + 1 / 3098708);
const PERTURBERS = [
  { gm: K2 / 1047.3486, body: () => new VsopBody(jupiterData, 1e-5) },
  { gm: K2 / 3497.898, body: () => new VsopBody(saturnData, 1e-5) },
  { gm: K2 / 22902.98, body: () => new VsopBody(uranusData, 1e-5) },
  { gm: K2 / 19412.24, body: () => new VsopBody(neptuneData, 1e-5) },
];

export function meeusXyz(jde: number): Vec3 {
  const { lon, lat, range } = meeusPluto(jde);
  const cb = Math.cos(lat);
  return { x: range * cb * Math.cos(lon), y: range * cb * Math.sin(lon), z: range * Math.sin(lat) };
}

export type State = [number, number, number, number, number, number];

let perturbers: { gm: number; body: VsopBody }[] | undefined;

function deriv(jd: number, s: State): State {
  perturbers ??= PERTURBERS.map((p) => ({ gm: p.gm, body: p.body() }));
  const [x, y, z] = s;
  const r3 = (x * x + y * y + z * z) ** 1.5;
  let ax = (-GM_SUN_AND_INNER * x) / r3, ay = (-GM_SUN_AND_INNER * y) / r3, az = (-GM_SUN_AND_INNER * z) / r3;
  for (const { gm, body } of perturbers) {
    const p = body.position(jd);
    const dx = p.x - x, dy = p.y - y, dz = p.z - z;
    const d3 = (dx * dx + dy * dy + dz * dz) ** 1.5;
    const p3 = (p.x * p.x + p.y * p.y + p.z * p.z) ** 1.5;
    ax += gm * (dx / d3 - p.x / p3);
    ay += gm * (dy / d3 - p.y / p3);
    az += gm * (dz / d3 - p.z / p3);
  }
  return [s[3], s[4], s[5], ax, ay, az];
}

/** RK4 from (jd0, s0) in steps of `stepDays` (negative = backwards) while jd stays beyond `untilJd`; states at every node. */
export function integrate(s0: State, jd0: number, untilJd: number, stepDays: number): State[] {
  const add = (a: State, b: State, k: number): State => a.map((v, i) => v + b[i] * k) as State;
  const h = stepDays;
  const states: State[] = [s0];
  let s = s0, jd = jd0;
  while (h < 0 ? jd > untilJd : jd < untilJd) {
    const k1 = deriv(jd, s);
    const k2 = deriv(jd + h / 2, add(s, k1, h / 2));
    const k3 = deriv(jd + h / 2, add(s, k2, h / 2));
    const k4 = deriv(jd + h, add(s, k3, h));
    s = s.map((v, i) => v + (h / 6) * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i])) as State;
    jd += h;
    states.push(s);
  }
  return states;
}

/** Initial state from the Meeus series: position, and velocity by a ±20-day central difference. */
export function meeusState(jd: number): State {
  const r0 = meeusXyz(jd), rp = meeusXyz(jd + 20), rm = meeusXyz(jd - 20);
  return [r0.x, r0.y, r0.z, (rp.x - rm.x) / 40, (rp.y - rm.y) / 40, (rp.z - rm.z) / 40];
}

/**
 * State at EPOCH_JD (AU, AU/day) least-squares fitted to the Meeus series over 1890-2090 with this same force model
 * (test/astrology/fixtures/fit-pluto.ts; rms residual 197 km = 0.007"), so the backward integration starts from the orbit that best
 * reproduces Meeus over its whole validity rather than from one noisy point.
 */
export const FITTED_EPOCH_STATE: State | null = [
  17.97941784957235, 43.54027569594596, -9.862969385431837, -0.0020205518629787056, 0.0006615950202574488, 0.0005152760897577493,
];

/**
 * The same orbit at FORWARD_EPOCH_JD (1890-01-01 + 3630 steps of 20 days = 2088-11-28): FITTED_EPOCH_STATE integrated
 * forwards with integrate() (printed by test/astrology/fixtures/fit-pluto.ts), so the post-2099 table takes 220 steps
 * instead of 3900.
 */
export const FORWARD_EPOCH_JD = EPOCH_JD + 3630 * STEP_DAYS;
export const FORWARD_EPOCH_STATE: State = [
  42.81988608613668, 16.606698368142602, -14.163678891759973, -0.0005390837803789598, 0.0021228985445493165, -0.00007121673414723681,
];

let table: State[] | undefined;
let forwardTable: State[] | undefined;

/**
 * Heliocentric rectangular Pluto (AU, dynamical ecliptic J2000) at TT Julian day `jde`: the Meeus series in
 * 1885-2099, the integrated orbit outside (backwards before 1885, forwards after 2099, both from FITTED_EPOCH_STATE).
 */
export function plutoHeliocentric(jde: number): Vec3 {
  if (jde >= MEEUS_PLUTO_START_JD && jde < MEEUS_PLUTO_END_JD) return meeusXyz(jde);
  const forward = jde >= MEEUS_PLUTO_END_JD;
  const epoch = forward ? FORWARD_EPOCH_JD : EPOCH_JD;
  const steps = forward
    ? (forwardTable ??= integrate(FORWARD_EPOCH_STATE, FORWARD_EPOCH_JD, FORWARD_END_JD, STEP_DAYS))
    : (table ??= integrate(FITTED_EPOCH_STATE ?? meeusState(EPOCH_JD), EPOCH_JD, END_JD, -STEP_DAYS));
  const stepDays = forward ? STEP_DAYS : -STEP_DAYS;
  const i = Math.min(steps.length - 1, Math.max(0, Math.round((jde - epoch) / stepDays)));
  const s = steps[i];
  // Second-order Taylor step from the nearest node (|dt| <= 10 days; the neglected jerk term is < 1e-9 AU).
  const dt = jde - (epoch + i * stepDays);
  const r3 = (s[0] * s[0] + s[1] * s[1] + s[2] * s[2]) ** 1.5;
  const g = (-GM_SUN_AND_INNER / r3) * 0.5 * dt * dt;
  return { x: s[0] + s[3] * dt + g * s[0], y: s[1] + s[4] * dt + g * s[1], z: s[2] + s[5] * dt + g * s[2] };
}
