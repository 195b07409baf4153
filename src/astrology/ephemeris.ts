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
import { createRequire } from 'node:module';
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
export const EPHEMERIS_NAME = 'VSOP87B + ELP/MPP02 (DE405 fit) + Meeus ch.37 Pluto (integrated outside 1885-2099), via astronomia 4.2; Mars-Pluto corrected to DE431, 1000-2999';

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
const corrected = (body: 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune', series: VsopBody) => ({ position: (jde: number) => correctHeliocentric(body, jde, series.position(jde)) });

export type Thresholds = Record<'earth' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune', [number, number]>;

function buildSet(t: Thresholds, elpMinArcsec: number): SeriesSet {
  const v = (d: AstronomiaVsopData, [a, r]: [number, number]) => new VsopBody(d, a, r);
  return {
    earth: v(earthData, t.earth),
    planets: {
      Mercury: v(mercuryData, t.Mercury), Venus: v(venusData, t.Venus), Mars: corrected('Mars', v(marsData, t.Mars)),
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
 * Frame tie ELP/MPP02 J2000 ecliptic -> the frame the engine precesses from (VSOP87 J2000 ecliptic, through the
 * VSOP87 -> FK5 matrix): a small rotation, [x, y, z] components in arcseconds about the J2000 ecliptic axes
 * (x: equinox, z: ecliptic pole), v' = v + ω × v. The VSOP87 matrix carries VSOP87's own dynamical-to-FK5 tie
 * (the -0.0933" equinox offset, a rotation about the equatorial pole that tilts the ecliptic by 0.037"), which is
 * not ELP/MPP02's tie to DE405/ICRS. Least-squares fit of ELP/MPP02 geocentric positions to JPL DE421 (200 dates
 * 1900-2050, ICRF -> mean J2000 by the IERS 2003 frame bias; test/astrology/fixtures/de421-moon.json frame_grid; the
 * test recomputes it). A fit to Swiss Ephemeris' own DE431 Moon states (1800-2100) gives the same rotation within
 * 0.005". The z part is the longitude offset; the y part tilts the lunar orbit against the ecliptic by 0.04", which
 * the osculating node amplifies ~11 times (it was a 0.45" node error before the full tie).
 */
export const ELP_FRAME_ROTATION_ARCSEC: readonly [number, number, number] = [-0.0054, 0.0395, 0.0554];
const [ELP_WX, ELP_WY, ELP_WZ] = ELP_FRAME_ROTATION_ARCSEC.map((a) => a * ARCSEC);
/** ELP/MPP02 J2000 ecliptic -> the VSOP87 J2000 ecliptic frame (first order; the angles are ~3e-7 rad). */
export const elpToVsopFrame = (v: Vec3): Vec3 => ({
  x: v.x + ELP_WY * v.z - ELP_WZ * v.y,
  y: v.y + ELP_WZ * v.x - ELP_WX * v.z,
  z: v.z + ELP_WX * v.y - ELP_WY * v.x,
});

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
 * The Moon series for the true node. The node turns the Moon's latitude rate into longitude with a gain of ~11, and
 * the many small latitude terms that elpMppDe drops (it is the full series cut at ~0.001") add up to 0.03"/day in
 * that rate: 1.5" in the node. So the node uses the complete ELP/MPP02 (astronomia's elpMppDeFull) with B terms
 * down to 0.00005" (3487 terms instead of 820) and L, R cut as the precise Moon (0.001", 0.001 km; below that they
 * change the node by < 0.02"). Loaded on the first true-node call (a 5 MB module, ~0.3 s): charts with the mean
 * node never pay for it.
 */
let nodeMoon: ElpMoon | undefined;
const nodeMoonSeries = (): ElpMoon => (nodeMoon ??= new ElpMoon(
  (createRequire(import.meta.url)('astronomia/data/elpMppDeFull') as { default: AstronomiaElpData }).default,
  { L: 1e-3, B: 5e-5, R: 1e-3 },
));

/**
 * True (osculating) lunar node, Swiss Ephemeris' definition (sweph.c lunar_osc_elem): the line where the plane of the
 * Moon's geocentric position and velocity vectors (light-time corrected, no aberration) crosses the ecliptic of date,
 * both vectors rotated into that frame (no frame-rotation velocity), longitude plus nutation. SE takes the position
 * and velocity at the single instant t - τ (its t ± NODE_CALC_INTV evaluations only feed the node's speed) and so
 * does this. The velocity is the analytic derivative of ELP/MPP02 (ElpMoon.positionVelocity). Using the mean
 * light-time instead of the instantaneous one (±0.09 s) moves the node by < 0.003". 'fast' (for the node's speed
 * only) uses the truncated series and is good to a few arcseconds.
 */
/** Earth + Moon gravitational parameter, km³/s² (IERS 2010 GM⊕ 398600.4418; GM☾ 4902.800 from DE430). */
const GM_EARTH_MOON_KM3_S2 = 398600.4418 + 4902.8;

/**
 * True (osculating) Lilith, Swiss Ephemeris' SE_OSCU_APOG (sweph.c lunar_osc_elem): the apogee of the Kepler ellipse
 * the Moon would follow from its geocentric position and velocity (at t - τ, in the ecliptic of date, as for the
 * true node) about the Earth-Moon mass: the direction opposite the eccentricity vector e = (v × h)/μ - r/|r|, a
 * point on the inclined orbit, its ecliptic longitude plus nutation.
 */
export function trueLilithDeg(jde: number, f: FrameOfDate = frameOfDate(jde)): number {
  const { r, v } = moonStateEclipticOfDate(jde, f, 'precise');
  const mu = GM_EARTH_MOON_KM3_S2 * 86400 ** 2; // km³/day² (the series' velocity is km/day)
  const h = { x: r.y * v.z - r.z * v.y, y: r.z * v.x - r.x * v.z, z: r.x * v.y - r.y * v.x };
  const rn = Math.hypot(r.x, r.y, r.z);
  const ex = (v.y * h.z - v.z * h.y) / mu - r.x / rn;
  const ey = (v.z * h.x - v.x * h.z) / mu - r.y / rn;
  return normDeg(Math.atan2(-ey, -ex) / DEG + f.nutationLongitudeRad / DEG);
}

function moonStateEclipticOfDate(jde: number, f: FrameOfDate, precision: 'precise' | 'fast'): { r: Vec3; v: Vec3 } {
  const moon = precision === 'precise' ? nodeMoonSeries() : fastSet().moon;
  const toEclOfDate = (v: Vec3): Vec3 => {
    const p = applyMatrix(f.precession, eclipticJ2000ToEquatorial(v));
    const ce = Math.cos(f.meanObliquityRad), se = Math.sin(f.meanObliquityRad);
    return { x: p.x, y: p.y * ce + p.z * se, z: -p.y * se + p.z * ce };
  };
  const state = moon.positionVelocity(jde - MOON_LIGHT_TIME_DAYS);
  return { r: toEclOfDate(elpToVsopFrame(state.r)), v: toEclOfDate(elpToVsopFrame(state.v)) };
}

export function trueNodeDeg(jde: number, f: FrameOfDate = frameOfDate(jde), precision: 'precise' | 'fast' = 'precise'): number {
  const { r, v } = moonStateEclipticOfDate(jde, f, precision);
  const hx = r.y * v.z - r.z * v.y;
  const hy = r.z * v.x - r.x * v.z;
  return normDeg(Math.atan2(hx, -hy) / DEG + f.nutationLongitudeRad / DEG);
}
