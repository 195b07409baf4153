/**
 * Builds src/astrology/western/asteroids-data.json, the Chebyshev table of Chiron, Ceres, Pallas, Juno and Vesta
 * (heliocentric, ecliptic and equinox J2000, AU), from a numerical integration of their orbits
 * (src/astrology/western/asteroidOrbit.ts: Sun + eight VSOP87 planets + Ceres, Pallas, Vesta, RK4).
 *
 *   npx --no-install tsx scripts/build-asteroids.ts      (about 15-25 minutes on one core)
 *
 * The table covers 999-05-24 .. 3000-08-02 TT (the engine's 1000-01-01 .. 2999-12-31 with margin), read from
 * test/astrology/fixtures/swisseph-asteroids-fit.json (generate_asteroids.py), and is stitched from 7 orbits, one
 * per span of ~286 years, so the force model's drift from Swiss Ephemeris stays small within each:
 * 1. Each span's initial states at its epoch (the span's middle) start from Swiss Ephemeris' state there and are
 *    refined by least squares (differential correction of the 6 state components, partials by finite differences)
 *    so the integrated orbit best fits SE's heliocentric positions every 250 days over the span plus BLEND + 500
 *    days each side (`fit`): this absorbs what the force model leaves out (other asteroids' masses, VSOP87 vs DE431).
 *    The accuracy test uses other instants (swisseph-asteroids.json `cases`).
 * 2. Each fitted orbit is integrated over its span plus BLEND days each side; around each join J the two
 *    neighbouring orbits are blended, p = (1 - w) p_k + w p_k+1 with w the quintic smoothstep of
 *    (t - J + BLEND) / (2 BLEND), so position and speed pass from one to the other without a jump (the two differ by
 *    their fit residuals, 1e-6 .. 2e-5 AU, over 10 years: a speed change below 1e-8 AU/day).
 * 3. Each body's daily positions are fitted, per segment, by Chebyshev polynomials (least squares), stored as
 *    integers in units of 1e-8 AU (zigzag varints, base64).
 * The table is therefore reproducible from this script and the 7 x 30 numbers of `spans[].states`; the test
 * re-integrates a slice of every span from them and compares with the table.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { integrate, massiveOf, planetPositions, STEP_DAYS, type Massive } from '../src/astrology/western/asteroidOrbit';
import { ASTEROIDS, SEGMENTS, encodeCoefficients, type AsteroidName } from '../src/astrology/western/asteroidTable';

const root = fileURLToPath(new URL('..', import.meta.url));
interface FitFixture {
  table: { from: number; to: number }; joins: number[]; blend_days: number;
  spans: (Record<AsteroidName, number[]> & { from: number; to: number; epoch: number })[];
  fit: Record<AsteroidName, number[][]> & { jd_tt: number[] };
}
const fixture = JSON.parse(readFileSync(`${root}test/astrology/fixtures/swisseph-asteroids-fit.json`, 'utf8')) as FitFixture;
const START = fixture.table.from, END = fixture.table.to;
const BLEND = fixture.blend_days;
/** The integration runs past END so that the last segment of every body is whole. */
const RUN_END = START + Math.ceil((END - START) / 512) * 512 + 2;
const H = STEP_DAYS;
const only = process.env.SPANS ? process.env.SPANS.split(',').map(Number) : undefined;

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

const smoother = (s: number): number => (s <= 0 ? 0 : s >= 1 ? 1 : s * s * s * (s * (6 * s - 15) + 10));
/** Weight of span k's orbit at jd (the weights of all spans sum to 1). */
function weight(k: number, jd: number): number {
  const last = fixture.spans.length - 1;
  const lo = fixture.joins[k], hi = fixture.joins[k + 1];
  const up = k === 0 ? 1 : smoother((jd - (lo - BLEND)) / (2 * BLEND));
  const down = k === last ? 1 : 1 - smoother((jd - (hi - BLEND)) / (2 * BLEND));
  return Math.min(up, down);
}

const days = Math.round(RUN_END - START) + 1;
const pos = Object.fromEntries(ASTEROIDS.map((b) => [b, new Float64Array(days * 3)])) as Record<AsteroidName, Float64Array>;
const fitIndex = new Map(fixture.fit.jd_tt.map((jd, i) => [jd, i]));
const DELTAS = [1e-7, 1e-7, 1e-7, 1e-9, 1e-9, 1e-9];
const spansOut: { from: number; to: number; epochJdTT: number; states: Record<AsteroidName, number[]> }[] = [];

/** CACHE=dir keeps the integrated positions there (and reuses them on the next run: only the table stage runs). */
const cache = process.env.CACHE;
const cached = cache && existsSync(`${cache}/spans.json`);
if (cached) {
  for (const b of ASTEROIDS) pos[b].set(new Float64Array(readFileSync(`${cache}/${b}.bin`).buffer.slice(0)));
  spansOut.push(...JSON.parse(readFileSync(`${cache}/spans.json`, 'utf8')));
}
if (!cached) fixture.spans.forEach((span, k) => {
  const EPOCH = span.epoch;
  const lo = Math.max(START - 2, span.from - BLEND - 500), hi = Math.min(RUN_END, span.to + BLEND + 500);
  if (only && !only.includes(k)) return;
  const t0 = Date.now();
  // Planet positions on the integration grid (every H/2 day), computed once per span and shared by all trajectories.
  const gridStart = lo - 2 * H;
  const gridN = Math.ceil((hi + 2 * H - gridStart) / (H / 2)) + 1;
  const grid = new Float64Array(gridN * 24);
  const have = new Uint8Array(gridN);
  const planetsAt = (jd: number): Float64Array => {
    const i = Math.round((jd - gridStart) / (H / 2));
    if (i < 0 || i >= gridN || Math.abs(gridStart + i * H / 2 - jd) > 1e-9) return planetPositions(jd);
    if (!have[i]) { grid.set(planetPositions(jd), i * 24); have[i] = 1; }
    return grid.subarray(i * 24, i * 24 + 24);
  };
  const run = (state: Float64Array, sample: (jd: number, s: Float64Array) => void, massive: Massive): void => {
    integrate(EPOCH, state, H, Math.ceil((hi - EPOCH) / H), sample, planetsAt, massive);
    integrate(EPOCH, state, -H, Math.ceil((EPOCH - lo) / H), (jd, s) => { if (jd !== EPOCH) sample(jd, s); }, planetsAt, massive);
  };

  const states = Object.fromEntries(ASTEROIDS.map((b) => [b, span[b].slice()])) as Record<AsteroidName, number[]>;
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
      states[b] = states[b].map((x, c) => x + d[c]);
      console.log(`span ${k} (epoch ${EPOCH}) iter ${iter} ${b}: rms ${(Math.sqrt(rms[bi].sum / rms[bi].n)).toExponential(2)} AU, max ${rms[bi].max.toExponential(2)} AU`);
    });
  }

  // Final integration: daily positions (every step of H = 0.5 day, keeping whole days of the table), weighted.
  const flat = new Float64Array(ASTEROIDS.length * 6);
  ASTEROIDS.forEach((b, bi) => flat.set(states[b], bi * 6));
  run(flat, (jd, s) => {
    const d = jd - START;
    if (d < 0 || d > days - 1 || Math.abs(d - Math.round(d)) > 1e-9) return;
    const w = weight(k, jd);
    if (w === 0) return;
    const di = Math.round(d) * 3;
    ASTEROIDS.forEach((b, bi) => { for (let c = 0; c < 3; c++) pos[b][di + c] += w * s[bi * 6 + c]; });
  }, massiveOf(ASTEROIDS));
  spansOut.push({ from: span.from, to: span.to, epochJdTT: EPOCH, states });
  console.log(`span ${k} done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
});
if (only) process.exit(0);
if (cache && !cached) {
  for (const b of ASTEROIDS) writeFileSync(`${cache}/${b}.bin`, Buffer.from(pos[b].buffer));
  writeFileSync(`${cache}/spans.json`, JSON.stringify(spansOut));
}

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
  startJdTT: START, endJdTT: END, unitAU: UNIT, blendDays: BLEND,
  spans: spansOut,
  segments: SEGMENTS,
  bodies: out,
};
writeFileSync(`${root}src/astrology/western/asteroids-data.json`, `${JSON.stringify(data)}\n`);
console.log('wrote src/astrology/western/asteroids-data.json');
