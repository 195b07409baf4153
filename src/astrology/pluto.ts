/**
 * Heliocentric Pluto, J2000 ecliptic, AU.
 * 1885-2099: Meeus, Astronomical Algorithms 2nd ed. ch. 37 (astronomia's pluto.heliocentric), the range the series
 * was fitted for. Outside it that series diverges (0.57° by 1800), so Pluto is integrated numerically (RK4, 20-day
 * steps): backwards from a state at 1890-01-01 (FITTED_EPOCH_STATE) to 1000, forwards from a state at 2088-11-28
 * (FORWARD_EPOCH_STATE) to 3000, each least-squares fitted to JPL DE431 (Swiss Ephemeris' files) over the years it
 * serves (test/astrology/fixtures/fit-pluto.ts: rms 4,465 km before 1890, 5,587 km after 2088, i.e. ~0.2").
 * Force model: heliocentric equations of motion, the Sun plus the inner planets as one mass, Jupiter, Saturn, Uranus
 * and Neptune from VSOP87B as perturbers with their indirect terms. Each table grows once per process, in 10-year
 * chunks, as far as the dates asked (the whole 900 years take ~0.6-1 s). Uncorrected, within 0.7" of DE431.
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
const END_JD = 2086302.5 - 400; // before 1000-01-01 (Julian)
const FORWARD_END_JD = 2816787.5 + 400; // after 3000-01-01
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
 * State at EPOCH_JD (AU, AU/day) least-squares fitted, with this same force model, to DE431 positions 1000-1890
 * (test/astrology/fixtures/fit-pluto.ts on swisseph-pluto-de431.json; rms residual 4,465 km), so the backward
 * integration is the orbit that best reproduces DE431 over the centuries it serves.
 */
export const FITTED_EPOCH_STATE: State | null = [
  17.979369108551506, 43.540600582623036, -9.86295125689561, -0.002020549678252714, 0.0006615730988924083, 0.0005152788398904576,
];

/**
 * State at FORWARD_EPOCH_JD (1890-01-01 + 3630 steps of 20 days = 2088-11-28) fitted the same way to DE431 positions
 * 2088-3000 (rms residual 5,587 km); integrated forwards for dates from 2099.
 */
export const FORWARD_EPOCH_JD = EPOCH_JD + 3630 * STEP_DAYS;
export const FORWARD_EPOCH_STATE: State = [
  42.820382291040644, 16.606247397854702, -14.163767534170946, -0.0005390496496824455, 0.002122895900507907, -0.00007122456163336142,
];

let table: State[] | undefined;
let forwardTable: State[] | undefined;

/** Extends an integrated table (nodes every `step` days from `epoch`) until it covers `jde`, in 10-year chunks. */
function cover(steps: State[], epoch: number, step: number, jde: number, limitJd: number): State[] {
  const chunk = 3652.5 * Math.sign(step);
  while ((jde - (epoch + (steps.length - 1) * step)) / step > -1) {
    const lastJd = epoch + (steps.length - 1) * step;
    if (step < 0 ? lastJd <= limitJd : lastJd >= limitJd) break;
    const until = step < 0 ? Math.max(limitJd, lastJd + chunk) : Math.min(limitJd, lastJd + chunk);
    steps.push(...integrate(steps[steps.length - 1], lastJd, until, step).slice(1));
  }
  return steps;
}

/**
 * Heliocentric rectangular Pluto (AU, dynamical ecliptic J2000) at TT Julian day `jde`: the Meeus series in
 * 1885-2099, the integrated orbits outside (backwards before 1885, forwards after 2099), each integrated only as far
 * as the dates asked so far in this process (a chart of 1850 integrates 40 years, one of 1000 the whole 890).
 */
export function plutoHeliocentric(jde: number): Vec3 {
  if (jde >= MEEUS_PLUTO_START_JD && jde < MEEUS_PLUTO_END_JD) return meeusXyz(jde);
  const forward = jde >= MEEUS_PLUTO_END_JD;
  const epoch = forward ? FORWARD_EPOCH_JD : EPOCH_JD;
  const stepDays = forward ? STEP_DAYS : -STEP_DAYS;
  const steps = forward
    ? cover((forwardTable ??= [FORWARD_EPOCH_STATE]), epoch, stepDays, jde, FORWARD_END_JD)
    : cover((table ??= [FITTED_EPOCH_STATE ?? meeusState(EPOCH_JD)]), epoch, stepDays, jde, END_JD);
  const i = Math.min(steps.length - 1, Math.max(0, Math.round((jde - epoch) / stepDays)));
  const s = steps[i];
  // Second-order Taylor step from the nearest node (|dt| <= 10 days; the neglected jerk term is < 1e-9 AU).
  const dt = jde - (epoch + i * stepDays);
  const r3 = (s[0] * s[0] + s[1] * s[1] + s[2] * s[2]) ** 1.5;
  const g = (-GM_SUN_AND_INNER / r3) * 0.5 * dt * dt;
  return { x: s[0] + s[3] * dt + g * s[0], y: s[1] + s[4] * dt + g * s[1], z: s[2] + s[5] * dt + g * s[2] };
}
