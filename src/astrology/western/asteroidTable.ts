/**
 * The Chebyshev table of Chiron, Ceres, Pallas, Juno and Vesta (asteroids-data.json, built by
 * scripts/build-asteroids.ts from a numerical integration: asteroidOrbit.ts): heliocentric positions in AU, ecliptic
 * and equinox J2000 (VSOP87 frame), TT, 999-05-24 .. 3000-08-02. Each body's range is cut into segments of
 * SEGMENTS[b].days days; each segment holds, per coordinate x, y, z, the degree+1 coefficients of a Chebyshev series
 * on the segment mapped to [-1, 1] (as JPL and Swiss Ephemeris files do), stored as integers in units of `unitAU`,
 * zigzag varints, base64. The positions come from 7 orbits, one per span of ~286 years (`spans`: each span's epoch
 * and fitted initial states), blended over `blendDays` either side of each join.
 */
import data from './asteroids-data.json';
import type { Vec3 } from '../series';

export const ASTEROIDS = ['Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta'] as const;
export type AsteroidName = (typeof ASTEROIDS)[number];

/** Segment length (days) and polynomial degree per body (chosen for a table error below 1e-7 AU, 0.02" at 1 AU). */
export const SEGMENTS: Record<AsteroidName, { days: number; degree: number }> = {
  Chiron: { days: 512, degree: 18 },
  Ceres: { days: 512, degree: 18 },
  Pallas: { days: 512, degree: 18 },
  Juno: { days: 512, degree: 18 },
  Vesta: { days: 512, degree: 18 },
};

export function encodeCoefficients(ints: number[]): string {
  const bytes: number[] = [];
  for (const v of ints) {
    let z = v >= 0 ? 2 * v : -2 * v - 1; // zigzag (exact in doubles up to 2^53)
    while (z >= 128) { bytes.push(z % 128 + 128); z = Math.floor(z / 128); }
    bytes.push(z);
  }
  return Buffer.from(bytes).toString('base64');
}

/** The integers of encodeCoefficients, each multiplied by `scale` (one pass to count, one to fill). */
export function decodeCoefficients(b64: string, scale = 1): Float64Array {
  const bytes = Buffer.from(b64, 'base64');
  let count = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] < 128) count++;
  const out = new Float64Array(count);
  let z = 0, mul = 1, n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    z += (byte & 127) * mul;
    if (byte < 128) { out[n++] = (z % 2 === 0 ? z / 2 : -(z + 1) / 2) * scale; z = 0; mul = 1; } else mul *= 128;
  }
  return out;
}

/** One fitted orbit: the span it serves (TT Julian days), its epoch and initial states [x, y, z, vx, vy, vz]. */
export interface AsteroidSpan { from: number; to: number; epochJdTT: number; states: Record<AsteroidName, number[]> }
interface TableData {
  startJdTT: number; endJdTT: number; unitAU: number; blendDays: number;
  spans: AsteroidSpan[];
  segments: Record<AsteroidName, { days: number; degree: number }>;
  bodies: Record<AsteroidName, { coefficients: string }>;
}
const table = data as unknown as TableData;
/** First and last TT Julian day the table covers (999-05-24 .. 3000-08-02). */
export const TABLE_START_JD = table.startJdTT;
export const TABLE_END_JD = table.endJdTT;
/** The fitted orbits the table was integrated from, and the half-width (days) of the blend around each join. */
export const SPANS: readonly AsteroidSpan[] = table.spans ?? [];
export const BLEND_DAYS = table.blendDays;

const decoded = new Map<AsteroidName, Float64Array>();
const coefficients = (b: AsteroidName): Float64Array => {
  let c = decoded.get(b);
  if (!c) { c = decodeCoefficients(table.bodies[b].coefficients, table.unitAU); decoded.set(b, c); }
  return c;
};

/** Number of segments of a body's table. */
export const segmentCount = (b: AsteroidName): number => coefficients(b).length / (3 * (table.segments[b].degree + 1));

/** Position from segment s of body b at x in [-1, 1] (the segment's start to its end). */
export function evalSegment(b: AsteroidName, s: number, x: number): Vec3 {
  const { degree } = table.segments[b];
  const c = coefficients(b);
  const out = [0, 0, 0];
  for (let k = 0; k < 3; k++) {
    const off = (s * 3 + k) * (degree + 1);
    let b1 = 0, b2 = 0;
    for (let j = degree; j >= 1; j--) { const b0 = 2 * x * b1 - b2 + c[off + j]; b2 = b1; b1 = b0; }
    out[k] = x * b1 - b2 + c[off];
  }
  return { x: out[0], y: out[1], z: out[2] };
}

/** Heliocentric position of a body (AU, ecliptic J2000), jde = TT Julian day inside the table's range. */
export function heliocentricAsteroid(b: AsteroidName, jde: number): Vec3 {
  const { days } = table.segments[b];
  const s = Math.min(segmentCount(b) - 1, Math.max(0, Math.floor((jde - table.startJdTT) / days)));
  return evalSegment(b, s, 2 * (jde - table.startJdTT - s * days) / days - 1);
}
