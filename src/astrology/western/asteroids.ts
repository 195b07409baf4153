/// <reference path="../astronomia.d.ts" />
/**
 * Chiron, Ceres, Pallas, Juno and Vesta: apparent geocentric ecliptic positions (true equinox and ecliptic of date)
 * the way ephemeris.ts reduces the planets and Swiss Ephemeris defines "apparent": light-time (iterated), the Sun's
 * light deflection, annual aberration, precession (frames.ts), nutation. Heliocentric positions from the Chebyshev
 * table of asteroidTable.ts (integrated orbits, see asteroidOrbit.ts and scripts/build-asteroids.ts); the Earth from
 * VSOP87B as for the planets. Trusted range: the engine's, 1000-01-01 .. 2999-12-31 (measured against Swiss
 * Ephemeris century by century in test/astrology/asteroids.test.ts); the table runs from 999-05-24 to 3000-08-02 TT so
 * that every instant a request can name (either calendar, any time zone, ΔT, a solar return early in 3000) is inside.
 * Outside the table asteroidStates returns null and the chart omits them (only reachable by a direct call).
 */
import earthData from 'astronomia/data/vsop87Bearth';
import { DEG, eclipticJ2000ToEquatorial, equatorialJ2000ToEclipticOfDate, frameOfDate, type FrameOfDate } from '../frames';
import { VsopBody, type Vec3 } from '../series';
import { ASTEROIDS, TABLE_END_JD, TABLE_START_JD, heliocentricAsteroid, type AsteroidName } from './asteroidTable';

export { ASTEROIDS, type AsteroidName } from './asteroidTable';

/** Speed of light, AU/day; 2GM_sun/c² in AU (as ephemeris.ts). */
const C_AU_PER_DAY = 173.1446326846693;
const SUN_DEFLECTION_AU = 1.97412574336e-8;
const SPEED_STEP_DAYS = 0.05;
/**
 * The answers' range: a day inside the table at each end (light-time and the speed's difference stay inside), which
 * holds the engine's whole range, 1000-01-01 .. 2999-12-31, with months to spare at each end.
 */
export const ASTEROID_RANGE = { fromJdTT: TABLE_START_JD + 1, toJdTT: TABLE_END_JD - 1, from: '1000-01-01', to: '2999-12-31' } as const;
export const ASTEROIDS_OUT_OF_RANGE = `Chiron, Ceres, Pallas, Juno and Vesta are given from ${ASTEROID_RANGE.from} to ${ASTEROID_RANGE.to} only, the range over which their integrated orbits are checked against Swiss Ephemeris; the rest of the chart is unchanged`;

let earthPrecise: VsopBody | undefined;
let earthFast: VsopBody | undefined;
const earth = (): VsopBody => (earthPrecise ??= new VsopBody(earthData, 1e-9, 1e-9));
const earthQuick = (): VsopBody => (earthFast ??= new VsopBody(earthData, 1e-6, 1e-6));

const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
const norm = (a: Vec3): number => Math.sqrt(dot(a, a));
const scale = (a: Vec3, k: number): Vec3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });

export interface AsteroidState { longitudeDeg: number; latitudeDeg: number; speedDegPerDay: number; distanceAU: number }

function apparent(b: AsteroidName, jde: number, f: FrameOfDate, e: Vec3, eVel: Vec3): { lon: number; lat: number; dist: number } {
  let helio = heliocentricAsteroid(b, jde);
  for (let i = 0; i < 2; i++) helio = heliocentricAsteroid(b, jde - norm(sub(helio, e)) / C_AU_PER_DAY);
  const geo = sub(helio, e);
  const dist = norm(geo);
  const p = scale(geo, 1 / dist), q = scale(helio, 1 / norm(helio));
  const eDist = norm(e), eu = scale(e, 1 / eDist);
  // Light deflection by the Sun (Explanatory Supplement 3.328), then first-order annual aberration.
  const g = SUN_DEFLECTION_AU / eDist / (1 + dot(q, eu));
  const pq = dot(p, q), ep = dot(eu, p);
  const d = { x: p.x + g * (pq * eu.x - ep * q.x), y: p.y + g * (pq * eu.y - ep * q.y), z: p.z + g * (pq * eu.z - ep * q.z) };
  const V = scale(eVel, 1 / C_AU_PER_DAY);
  const dv = dot(d, V);
  const a = { x: d.x + V.x - d.x * dv, y: d.y + V.y - d.y * dv, z: d.z + V.z - d.z * dv };
  const { lonRad, latRad } = equatorialJ2000ToEclipticOfDate(eclipticJ2000ToEquatorial(scale(a, 1 / norm(a))), f);
  return { lon: lonRad / DEG, lat: latRad / DEG, dist };
}

function earthState(jde: number, precise: boolean): { e: Vec3; v: Vec3 } {
  const h = 0.01, quick = earthQuick();
  const v = scale(sub(quick.position(jde + h), quick.position(jde - h)), 1 / (2 * h));
  return { e: (precise ? earth() : quick).position(jde), v };
}

/** True when the table covers jde (TT) for every asteroid. */
export const asteroidsCover = (jde: number): boolean => jde >= ASTEROID_RANGE.fromJdTT && jde <= ASTEROID_RANGE.toJdTT;

/**
 * Apparent positions and speeds (central difference of ±0.05 day, as the planets) of the five bodies at jde (TT),
 * or null outside ASTEROID_RANGE.
 */
export function asteroidStates(jde: number, f: FrameOfDate = frameOfDate(jde)): Record<AsteroidName, AsteroidState> | null {
  if (!asteroidsCover(jde)) return null;
  const now = earthState(jde, true);
  const tb = jde - SPEED_STEP_DAYS, ta = jde + SPEED_STEP_DAYS;
  const before = earthState(tb, false), after = earthState(ta, false);
  const fb = frameOfDate(tb), fa = frameOfDate(ta);
  const out = {} as Record<AsteroidName, AsteroidState>;
  for (const b of ASTEROIDS) {
    const p = apparent(b, jde, f, now.e, now.v);
    let d = apparent(b, ta, fa, after.e, after.v).lon - apparent(b, tb, fb, before.e, before.v).lon;
    if (d > 180) d -= 360;
    if (d < -180) d += 360;
    out[b] = { longitudeDeg: ((p.lon % 360) + 360) % 360, latitudeDeg: p.lat, speedDegPerDay: d / (2 * SPEED_STEP_DAYS), distanceAU: p.dist };
  }
  return out;
}
