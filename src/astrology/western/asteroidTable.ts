/**
 * The Chebyshev table of Chiron, Ceres, Pallas, Juno and Vesta (asteroids-data.json, built by
 * scripts/build-asteroids.ts from a numerical integration: asteroidOrbit.ts): heliocentric positions in AU, ecliptic
 * and equinox J2000 (VSOP87 frame), TT. Each body's range is cut into segments of SEGMENTS[b].days days; each
 * segment holds, per coordinate x, y, z, the degree+1 coefficients of a Chebyshev series on the segment mapped to
 * [-1, 1] (as JPL and Swiss Ephemeris files do), stored as integers in units of `unitAU`, zigzag varints, base64.
 */
import data from './asteroids-data.json';
import type { Vec3 } from '../series';

export const ASTEROIDS = ['Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta'] as const;
export type AsteroidName = (typeof ASTEROIDS)[number];

/** Segment length (days) and polynomial degree per body (chosen for a table error below 2e-8 AU, 0.004" at 1 AU). */
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

export function decodeCoefficients(b64: string): Float64Array {
  const bytes = Buffer.from(b64, 'base64');
  const out: number[] = [];
  let z = 0, mul = 1;
  for (const byte of bytes) {
    z += (byte & 127) * mul;
    if (byte < 128) { out.push(z % 2 === 0 ? z / 2 : -(z + 1) / 2); z = 0; mul = 1; } else mul *= 128;
  }
  return Float64Array.from(out);
}

interface TableData {
  startJdTT: number; endJdTT: number; unitAU: number; epochJdTT: number;
  epochStates: Record<AsteroidName, number[]>;
  segments: Record<AsteroidName, { days: number; degree: number }>;
  bodies: Record<AsteroidName, { coefficients: string }>;
}
const table = data as unknown as TableData;
/** First and last TT Julian day the table covers (1800-01-01 .. 2400-01-01). */
export const TABLE_START_JD = table.startJdTT;
export const TABLE_END_JD = table.endJdTT;
export const EPOCH_JD = table.epochJdTT;
/** Fitted initial states [x, y, z, vx, vy, vz] at EPOCH_JD from which the table was integrated. */
export const EPOCH_STATES = table.epochStates;

const decoded = new Map<AsteroidName, Float64Array>();
const coefficients = (b: AsteroidName): Float64Array => {
  let c = decoded.get(b);
  if (!c) { c = decodeCoefficients(table.bodies[b].coefficients).map((v) => v * table.unitAU); decoded.set(b, c); }
  return c;
};

/** Heliocentric position of a body (AU, ecliptic J2000), jde = TT Julian day inside the table's range. */
export function heliocentricAsteroid(b: AsteroidName, jde: number): Vec3 {
  const { days, degree } = table.segments[b];
  const c = coefficients(b);
  const nSeg = c.length / (3 * (degree + 1));
  const s = Math.min(nSeg - 1, Math.max(0, Math.floor((jde - table.startJdTT) / days)));
  const x = 2 * (jde - table.startJdTT - s * days) / days - 1;
  const out = [0, 0, 0];
  for (let k = 0; k < 3; k++) {
    const off = (s * 3 + k) * (degree + 1);
    let b1 = 0, b2 = 0;
    for (let j = degree; j >= 1; j--) { const b0 = 2 * x * b1 - b2 + c[off + j]; b2 = b1; b1 = b0; }
    out[k] = x * b1 - b2 + c[off];
  }
  return { x: out[0], y: out[1], z: out[2] };
}
