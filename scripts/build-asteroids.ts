/**
 * Builds src/astrology/western/asteroids-data.json, the Chebyshev table of Chiron, Ceres, Pallas, Juno and Vesta
 * (heliocentric, ecliptic and equinox J2000, AU), from a numerical integration of their orbits
 * (src/astrology/western/asteroidOrbit.ts: Sun + eight VSOP87 planets, RK4).
 *
 *   npx --no-install tsx scripts/build-asteroids.ts      (about 2-4 minutes)
 *
 * 1. Initial states at the epoch (JD 2488005.5 TT, 2099-10-24) start from Swiss Ephemeris' state
 *    (test/astrology/fixtures/swisseph-asteroids.json `epoch`) and are refined by least squares (differential
 *    correction, partials by finite differences) so the integrated orbit best fits SE's heliocentric positions every
 *    250 days over 1800-2400 (`fit`): this absorbs what the force model leaves out (other asteroids' masses,
 *    relativity, VSOP87 vs DE431). The accuracy test uses other instants (`cases`).
 * 2. The fitted orbits are integrated over the range and each body's daily positions are fitted, per segment, by
 *    Chebyshev polynomials (least squares), stored as integers in units of 1e-8 AU (zigzag varints, base64).
 * The table is therefore reproducible from this script and the 30 numbers of `epochStates`; the test re-integrates
 * a slice from them and compares with the table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { integrate, massiveOf, planetPositions, STEP_DAYS, type Massive } from '../src/astrology/western/asteroidOrbit';
import { ASTEROIDS, SEGMENTS, encodeCoefficients, type AsteroidName } from '../src/astrology/western/asteroidTable';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = JSON.parse(readFileSync(`${root}test/astrology/fixtures/swisseph-asteroids.json`, 'utf8')) as {
  epoch: Record<string, number[]> & { jd_tt: number }; fit: Record<string, number[][]> & { jd_tt: number[] };
};
const EPOCH = fixture.epoch.jd_tt;
/** Range of the table (TT): 1800-01-01 .. 2400-01-01, the span of SE's seas_18.se1. */
const START = 2378496.5, END = 2597641.5;
/** The integration runs past END so that the last segment of every body is whole. */
const RUN_END = START + Math.ceil((END - START) / 512) * 512 + 2;
const H = STEP_DAYS;

// Planet positions on the integration grid (every H/2 day), computed once and shared by all trajectories.
const gridStart = START - 2 * H;
const gridN = Math.ceil((RUN_END + 2 * H - gridStart) / (H / 2)) + 1;
const grid = new Float64Array(gridN * 24);
const have = new Uint8Array(gridN);
const planetsAt = (jd: number): Float64Array => {
  const i = Math.round((jd - gridStart) / (H / 2));
  if (Math.abs(gridStart + i * H / 2 - jd) > 1e-9) return planetPositions(jd);
  if (!have[i]) { grid.set(planetPositions(jd), i * 24); have[i] = 1; }
  return grid.subarray(i * 24, i * 24 + 24);
};

/** Integrate flat states from EPOCH both ways; call sample(jd, state) at every step. */
function run(state: Float64Array, sample: (jd: number, s: Float64Array) => void, massive: Massive): void {
  integrate(EPOCH, state, H, Math.ceil((RUN_END - EPOCH) / H), sample, planetsAt, massive);
  integrate(EPOCH, state, -H, Math.ceil((EPOCH - START) / H), (jd, s) => { if (jd !== EPOCH) sample(jd, s); }, planetsAt, massive);
}

const fitIndex = new Map(fixture.fit.jd_tt.map((jd, i) => [jd, i]));
const DELTAS = [1e-7, 1e-7, 1e-7, 1e-9, 1e-9, 1e-9];

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

const states: Record<AsteroidName, number[]> = Object.fromEntries(ASTEROIDS.map((b) => [b, fixture.epoch[b].slice()])) as Record<AsteroidName, number[]>;
for (let iter = 0; iter < 2; iter++) {
  // 7 trajectories per body: the nominal one and one per perturbed component.
  const flat = new Float64Array(ASTEROIDS.length * 7 * 6);
  ASTEROIDS.forEach((b, bi) => {
    for (let v = 0; v < 7; v++) {
      flat.set(states[b], (bi * 7 + v) * 6);
      if (v > 0) flat[(bi * 7 + v) * 6 + v - 1] += DELTAS[v - 1];
    }
  });
  const ata = ASTEROIDS.map(() => Array.from({ length: 6 }, () => new Array(6).fill(0)));
  const atb = ASTEROIDS.map(() => new Array(6).fill(0));
  const rms = ASTEROIDS.map(() => ({ sum: 0, n: 0, max: 0 }));
  run(flat, (jd, s) => {
    const i = fitIndex.get(jd);
    if (i === undefined) return;
    ASTEROIDS.forEach((b, bi) => {
      const ref = fixture.fit[b][i];
      const base = bi * 7 * 6;
      for (let c = 0; c < 3; c++) {
        const res = ref[c] - s[base + c];
        const row = [1, 2, 3, 4, 5, 6].map((v) => (s[base + v * 6 + c] - s[base + c]) / DELTAS[v - 1]);
        for (let p = 0; p < 6; p++) { atb[bi][p] += row[p] * res; for (let q = 0; q < 6; q++) ata[bi][p][q] += row[p] * row[q]; }
        rms[bi].sum += res * res; rms[bi].n++; rms[bi].max = Math.max(rms[bi].max, Math.abs(res));
      }
    });
  }, massiveOf(ASTEROIDS, (i) => i * 7, ASTEROIDS.length * 7, (t) => Math.floor(t / 7)));
  ASTEROIDS.forEach((b, bi) => {
    const d = solve(ata[bi], atb[bi]);
    states[b] = states[b].map((x, k) => x + d[k]);
    console.log(`iter ${iter} ${b}: rms ${(Math.sqrt(rms[bi].sum / rms[bi].n)).toExponential(2)} AU, max ${rms[bi].max.toExponential(2)} AU`);
  });
}

// Final integration: daily positions (every step of H = 0.5 day, keeping whole and half days).
const days = Math.round(RUN_END - START) + 1;
const pos = Object.fromEntries(ASTEROIDS.map((b) => [b, new Float64Array(days * 3).fill(NaN)])) as Record<AsteroidName, Float64Array>;
const flat = new Float64Array(ASTEROIDS.length * 6);
ASTEROIDS.forEach((b, bi) => flat.set(states[b], bi * 6));
run(flat, (jd, s) => {
  const d = jd - START;
  if (d < 0 || d > days - 1 || Math.abs(d - Math.round(d)) > 1e-9) return;
  ASTEROIDS.forEach((b, bi) => pos[b].set(s.subarray(bi * 6, bi * 6 + 3), Math.round(d) * 3));
}, massiveOf(ASTEROIDS));

/** Least-squares Chebyshev fit of degree n to samples f(x_i), x in [-1, 1]. */
function chebFit(xs: number[], ys: number[], n: number): number[] {
  const ata = Array.from({ length: n + 1 }, () => new Array(n + 1).fill(0));
  const atb = new Array(n + 1).fill(0);
  const t = new Array(n + 1);
  xs.forEach((x, i) => {
    t[0] = 1; t[1] = x;
    for (let k = 2; k <= n; k++) t[k] = 2 * x * t[k - 1] - t[k - 2];
    for (let p = 0; p <= n; p++) { atb[p] += t[p] * ys[i]; for (let q = 0; q <= n; q++) ata[p][q] += t[p] * t[q]; }
  });
  return solve(ata, atb);
}
const chebEval = (c: number[], x: number): number => {
  let b1 = 0, b2 = 0;
  for (let k = c.length - 1; k >= 1; k--) { const b0 = 2 * x * b1 - b2 + c[k]; b2 = b1; b1 = b0; }
  return x * b1 - b2 + c[0];
};

const UNIT = 1e-8;
const out: Record<string, unknown> = {};
for (const b of ASTEROIDS) {
  const { days: seg, degree } = SEGMENTS[b];
  const nSeg = Math.ceil((END - START) / seg);
  const ints: number[] = [];
  let worst = 0;
  for (let s = 0; s < nSeg; s++) {
    const d0 = s * seg;
    const xs: number[] = [], idx: number[] = [];
    for (let d = d0; d <= Math.min(d0 + seg, days - 1); d++) { xs.push((d - d0) / seg * 2 - 1); idx.push(d); }
    for (let c = 0; c < 3; c++) {
      const ys = idx.map((d) => pos[b][d * 3 + c]);
      const coef = chebFit(xs, ys, degree).map((v) => Math.round(v / UNIT));
      ints.push(...coef);
      const real = coef.map((v) => v * UNIT);
      xs.forEach((x, i) => { worst = Math.max(worst, Math.abs(chebEval(real, x) - ys[i])); });
    }
  }
  console.log(`${b}: ${nSeg} segments of ${seg} days, degree ${degree}; worst table error ${worst.toExponential(2)} AU`);
  out[b] = { coefficients: encodeCoefficients(ints) };
}

const data = {
  about: 'Chebyshev table of heliocentric positions (AU, ecliptic and equinox J2000, TT), built by scripts/build-asteroids.ts; see src/astrology/western/asteroidTable.ts',
  startJdTT: START, endJdTT: END, unitAU: UNIT, epochJdTT: EPOCH,
  epochStates: Object.fromEntries(ASTEROIDS.map((b) => [b, states[b]])),
  segments: SEGMENTS,
  bodies: out,
};
writeFileSync(`${root}src/astrology/western/asteroids-data.json`, `${JSON.stringify(data)}\n`);
console.log('wrote src/astrology/western/asteroids-data.json');
