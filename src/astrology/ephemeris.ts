/// <reference path="./astronomia.d.ts" />
/**
 * Apparent geocentric ecliptic positions (true equinox and ecliptic of date), the way Swiss Ephemeris defines
 * "apparent": light-time, gravitational deflection by the Sun, annual aberration, precession, nutation.
 *
 * Sources: planets VSOP87B (Bretagnon & Francou 1988) heliocentric J2000 series; Moon ELP/MPP02 (Chapront &
 * Francou 2003, the DE405-fitted constants: astronomia's elpMppDe); Pluto Meeus, Astronomical Algorithms 2nd ed.
 * ch. 37 (valid 1885-2099; other dates integrated numerically, see pluto.ts); series data from astronomia.
 * Jupiter..Pluto carry a small fitted longitude correction onto JPL DE431 (outerCorrection.ts).
 * Reduction follows the Explanatory Supplement to the Astronomical Almanac (1992) ch. 3.
 */
import earthData from 'astronomia/data/vsop87Bearth';
import mercuryData from 'astronomia/data/vsop87Bmercury';
import venusData from 'astronomia/data/vsop87Bvenus';
import marsData from 'astronomia/data/vsop87Bmars';
import jupiterData from 'astronomia/data/vsop87Bjupiter';
import saturnData from 'astronomia/data/vsop87Bsaturn';
import uranusData from 'astronomia/data/vsop87Buranus';
import neptuneData from 'astronomia/data/vsop87Bneptune';
import elpData from 'astronomia/data/elpMppDe';
import { plutoHeliocentric } from './pluto';
import { correctHeliocentric } from './outerCorrection';
import { ElpMoon, VsopBody, type Vec3 } from './series';
import {
  ARCSEC, DEG, applyMatrix, centuriesTT, eclipticJ2000ToEquatorial, equatorialJ2000ToEclipticOfDate, frameOfDate,
  normDeg, type FrameOfDate,
} from './frames';

export const ENGINE_NAME = 'graha-astro 1.0';
export const EPHEMERIS_NAME = 'VSOP87B + ELP/MPP02 (DE405 fit) + Meeus ch.37 Pluto (integrated outside 1885-2099), via astronomia 4.2; Jupiter-Pluto corrected to DE431';

export type BodyName = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto';
export const BODIES: BodyName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

/** Speed of light in AU per day (IAU 2009 au and c). */
const C_AU_PER_DAY = 173.1446326846693;
const C_KM_PER_DAY = 299792.458 * 86400;
const AU_KM = 149597870.7;
/** 2GM_sun/c^2 in AU (Explanatory Supplement 3.324). */
const SUN_DEFLECTION_AU = 1.97412574336e-8;

interface SeriesSet {
  earth: VsopBody;
  planets: Record<string, { position(jde: number): Vec3 }>;
  moon: ElpMoon;
}

const pluto = { position: (jde: number) => correctHeliocentric('Pluto', jde, plutoHeliocentric(jde)) };
/** VSOP87B Uranus/Neptune with the DE431 longitude correction of outerCorrection.ts. */
const corrected = (body: 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune', series: VsopBody) => ({ position: (jde: number) => correctHeliocentric(body, jde, series.position(jde)) });

export type Thresholds = Record<'earth' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune', [number, number]>;

function buildSet(t: Thresholds, elpMinArcsec: number): SeriesSet {
  const v = (d: AstronomiaVsopData, [a, r]: [number, number]) => new VsopBody(d, a, r);
  return {
    earth: v(earthData, t.earth),
    planets: {
      Mercury: v(mercuryData, t.Mercury), Venus: v(venusData, t.Venus), Mars: v(marsData, t.Mars),
      Jupiter: corrected('Jupiter', v(jupiterData, t.Jupiter)), Saturn: corrected('Saturn', v(saturnData, t.Saturn)), Uranus: corrected('Uranus', v(uranusData, t.Uranus)),
      Neptune: corrected('Neptune', v(neptuneData, t.Neptune)), Pluto: pluto,
    },
    moon: new ElpMoon(elpData, elpMinArcsec),
  };
}

const uniform = (x: number): Thresholds => ({
  earth: [x, x], Mercury: [x, x], Venus: [x, x], Mars: [x, x], Jupiter: [x, x], Saturn: [x, x], Uranus: [x, x], Neptune: [x, x],
});

/**
 * Precise truncation per body, [angle rad, radius AU]. A heliocentric angle error δ maps to about δ·r/Δ geocentric;
 * a radius error δR to δR·sin(phase angle)/Δ, tiny for the outer planets (phase <= 11° for Jupiter, 2° for Neptune),
 * so their R series can be cut much harder. Inner planets and the Earth keep 1e-9 (Venus and Mars come within
 * 0.27 / 0.37 AU).
 */
export const PRECISE: Thresholds = {
  earth: [1e-9, 1e-9], Mercury: [1e-9, 1e-9], Venus: [1e-9, 1e-9], Mars: [1e-9, 1e-9],
  Jupiter: [4e-9, 2e-8], Saturn: [4e-9, 1e-7], Uranus: [4e-9, 3e-7], Neptune: [4e-9, 1e-6],
};

/**
 * Truncation levels. PRECISE (above) with ELP terms down to 0.001"; measured to move no position by more than a few
 * hundredths of an arcsecond against the full series in 1800-2100. FAST (1e-6, 0.3": a few arcseconds) is only used
 * for numerical speeds, light-time distances and Earth's velocity.
 */
let precise: SeriesSet | undefined;
let fast: SeriesSet | undefined;
const preciseSet = (): SeriesSet => (precise ??= buildSet(PRECISE, 1e-3));
const fastSet = (): SeriesSet => (fast ??= buildSet(uniform(1e-6), 0.3));

/**
 * ELP/MPP02's J2000 ecliptic frame vs the VSOP87 -> FK5 matrix used for all bodies: rotating the Moon through the
 * VSOP87 matrix (which carries VSOP87's -0.0933" dynamical-to-FK5 equinox offset) leaves it 0.042" short in longitude
 * against JPL DE421 (ICRF, IERS 2003 frame bias, 200 dates 1900-2050); ELP/MPP02's frame tie to DE405 differs from
 * VSOP87's to FK5. Calibrated on DE421 (test/astrology/fixtures/de421-moon.json frame_grid; the test recomputes it),
 * checked against Swiss Ephemeris (DE431).
 */
export const ELP_FRAME_DLON_ARCSEC = 0.0416;
const ELP_COS = Math.cos(ELP_FRAME_DLON_ARCSEC * ARCSEC), ELP_SIN = Math.sin(ELP_FRAME_DLON_ARCSEC * ARCSEC);
/** ELP/MPP02 J2000 ecliptic -> the VSOP87 J2000 ecliptic frame (rotation about the ecliptic pole). */
export const elpToVsopFrame = (v: Vec3): Vec3 => ({ x: v.x * ELP_COS - v.y * ELP_SIN, y: v.x * ELP_SIN + v.y * ELP_COS, z: v.z });

const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
const norm = (a: Vec3): number => Math.sqrt(dot(a, a));
const scale = (a: Vec3, k: number): Vec3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });

/**
 * Relativistic light deflection by the Sun (Explanatory Supplement 3.328): p = unit geocentric direction,
 * q = unit heliocentric direction of the body, e = unit heliocentric direction of the Earth, eDist in AU.
 */
function deflect(p: Vec3, q: Vec3, e: Vec3, eDist: number): Vec3 {
  const g1 = SUN_DEFLECTION_AU / eDist;
  const g2 = 1 + dot(q, e);
  const pq = dot(p, q), ep = dot(e, p);
  return {
    x: p.x + (g1 / g2) * (pq * e.x - ep * q.x),
    y: p.y + (g1 / g2) * (pq * e.y - ep * q.y),
    z: p.z + (g1 / g2) * (pq * e.z - ep * q.z),
  };
}

/** Annual aberration, first order in v/c (second-order terms < 0.001"): p' = p + V - p(p·V), renormalized. */
function aberrate(p: Vec3, earthVelocityAuPerDay: Vec3): Vec3 {
  const V = scale(earthVelocityAuPerDay, 1 / C_AU_PER_DAY);
  const pv = dot(p, V);
  const r = { x: p.x + V.x - p.x * pv, y: p.y + V.y - p.y * pv, z: p.z + V.z - p.z * pv };
  return scale(r, 1 / norm(r));
}

export interface EclipticPosition { longitudeDeg: number; latitudeDeg: number }

function toEcliptic(directionJ2000Ecl: Vec3, f: FrameOfDate): EclipticPosition {
  const { lonRad, latRad } = equatorialJ2000ToEclipticOfDate(eclipticJ2000ToEquatorial(directionJ2000Ecl), f);
  return { longitudeDeg: lonRad / DEG, latitudeDeg: latRad / DEG };
}

/** Apparent positions of all bodies at one instant (jde = TT Julian day). */
function apparentAll(jde: number, set: SeriesSet, f: FrameOfDate, bodies: readonly BodyName[]): Record<string, EclipticPosition> {
  const quick = fastSet();
  const earth = set.earth.position(jde);
  // Earth's heliocentric velocity (AU/day) by a central difference of the fast series; the Sun's barycentric
  // velocity (~13 m/s) is neglected in the aberration, an error below 0.01".
  const h = 0.01;
  const ep = quick.earth.position(jde + h), em = quick.earth.position(jde - h);
  const earthVel = scale(sub(ep, em), 1 / (2 * h));
  const earthDist = norm(earth);
  const eUnit = scale(earth, 1 / earthDist);
  const out: Record<string, EclipticPosition> = {};
  for (const body of bodies) {
    let geo: Vec3;
    if (body === 'Sun') {
      // Heliocentric frame: the Sun is at the origin, so light-time only matters through the Sun's barycentric
      // motion (~0.01"), neglected; no deflection of the Sun's own light.
      geo = scale(earth, -1);
      out.Sun = toEcliptic(aberrate(scale(geo, 1 / norm(geo)), earthVel), f);
      continue;
    }
    if (body === 'Moon') {
      const m0 = quick.moon.position(jde);
      const tau = norm(m0) / C_KM_PER_DAY;
      // Barycentric light-time: Moon(t-τ) - Earth(t) = geocentric Moon(t-τ) - v_earth·τ. Leaving out the
      // v_earth·τ term would add a spurious ±20" (it cancels most of the annual aberration applied next).
      geo = sub(elpToVsopFrame(set.moon.position(jde - tau)), scale(earthVel, tau * AU_KM));
      out.Moon = toEcliptic(aberrate(scale(geo, 1 / norm(geo)), earthVel), f);
      continue;
    }
    // Light-time: distance from the fast series, then one precise evaluation at t - τ; the residual change of τ
    // (< 0.2 s) moves no planet by more than a few km.
    const approx = quick.planets[body].position(jde);
    const tau = norm(sub(approx, earth)) / C_AU_PER_DAY;
    const helio = set.planets[body].position(jde - tau);
    geo = sub(helio, earth);
    const p = scale(geo, 1 / norm(geo));
    const q = scale(helio, 1 / norm(helio));
    out[body] = toEcliptic(aberrate(deflect(p, q, eUnit, earthDist), earthVel), f);
  }
  return out;
}

export interface BodyState extends EclipticPosition {
  /** Degrees per day, from a central difference of apparent longitudes (±SPEED_STEP_DAYS). */
  speedDegPerDay: number;
  retrograde: boolean;
}

const SPEED_STEP_DAYS = 0.05;

/** Apparent tropical positions and speeds. jde: TT Julian day. */
export function bodyStates(jde: number, bodies: readonly BodyName[] = BODIES, f: FrameOfDate = frameOfDate(jde)): Record<BodyName, BodyState> {
  const now = apparentAll(jde, preciseSet(), f, bodies);
  const before = apparentAll(jde - SPEED_STEP_DAYS, fastSet(), frameOfDate(jde - SPEED_STEP_DAYS), bodies);
  const after = apparentAll(jde + SPEED_STEP_DAYS, fastSet(), frameOfDate(jde + SPEED_STEP_DAYS), bodies);
  const out = {} as Record<BodyName, BodyState>;
  for (const b of bodies) {
    let d = after[b].longitudeDeg - before[b].longitudeDeg;
    if (d > 180) d -= 360;
    if (d < -180) d += 360;
    const speed = d / (2 * SPEED_STEP_DAYS);
    out[b] = { ...now[b], speedDegPerDay: speed, retrograde: speed < 0 };
  }
  return out;
}

/**
 * Mean lunar node, ecliptic of date, plus nutation in longitude (as Swiss Ephemeris reports it).
 * Polynomial: Meeus 47.7 (ELP2000-85 mean elements).
 */
export function meanNodeDeg(jde: number, f: FrameOfDate = frameOfDate(jde)): number {
  const t = centuriesTT(jde);
  const omega = 125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 + t * (-1 / 60616000))));
  return normDeg(omega + f.nutationLongitudeRad / DEG);
}

/** Mean light-time Earth-Moon, days (384400 km / c); the true node uses the Moon at t - τ as SE does. */
const MOON_LIGHT_TIME_DAYS = 384400 / C_KM_PER_DAY;

/**
 * True (osculating) lunar node, Swiss Ephemeris' definition (sweph.c lunar_osc_elem): the line where the plane of the
 * Moon's geocentric position and velocity vectors (light-time corrected, no aberration) crosses the ecliptic of date,
 * both vectors rotated into that frame (no frame-rotation velocity), longitude plus nutation. The velocity is the
 * analytic derivative of ELP/MPP02 (ElpMoon.positionVelocity). Using the mean light-time instead of the instantaneous
 * one (±0.09 s) moves the node by < 0.003".
 */
export function trueNodeDeg(jde: number, f: FrameOfDate = frameOfDate(jde), precision: 'precise' | 'fast' = 'precise'): number {
  const set = precision === 'precise' ? preciseSet() : fastSet();
  const toEclOfDate = (v: Vec3): Vec3 => {
    const p = applyMatrix(f.precession, eclipticJ2000ToEquatorial(v));
    const ce = Math.cos(f.meanObliquityRad), se = Math.sin(f.meanObliquityRad);
    return { x: p.x, y: p.y * ce + p.z * se, z: -p.y * se + p.z * ce };
  };
  const state = set.moon.positionVelocity(jde - MOON_LIGHT_TIME_DAYS);
  const r = toEclOfDate(elpToVsopFrame(state.r));
  const v = toEclOfDate(elpToVsopFrame(state.v));
  const hx = r.y * v.z - r.z * v.y;
  const hy = r.z * v.x - r.x * v.z;
  return normDeg(Math.atan2(hx, -hy) / DEG + f.nutationLongitudeRad / DEG);
}
