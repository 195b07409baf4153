/**
 * Sunrise, sunset, moonrise and moonset, the convention of Swiss Ephemeris' `swe_rise_trans` with its defaults (what
 * `swetest -rise` prints): the instant the **upper limb** of the disc touches the geometric (sea-level) horizon, seen
 * through standard **atmospheric refraction**: 36.74', what SE's swe_refrac_extended gives for an apparent altitude
 * of 0 at its defaults (1013.25 hPa, 0 °C, lapse rate 0.0065 K/m, observer at sea level). The Moon's altitude is
 * topocentric: its horizontal parallax (~57') is subtracted. Not the "Hindu rising" (disc centre, no refraction)
 * some panchangs use.
 *
 * Method: Meeus, Astronomical Algorithms 2nd ed. ch. 15, iterated to convergence: at the current estimate, the body's
 * apparent right ascension and declination (true equator and equinox of date, from the engine's apparent ecliptic
 * longitude and latitude) give the hour angle at which its centre stands at the threshold altitude h0; the estimate
 * moves by the hour-angle difference over the body's rate against the stars. Converges to < 0.1 s in 3-6 steps.
 * test/astrology/panchang.test.ts compares with pyswisseph's rise_trans (fixtures/generate_panchang.py).
 */
import { bodyStates, type BodyName } from './ephemeris';
import { DEG, apparentSiderealTime, frameOfDate } from './frames';
import { jdFromUtcMs, ttFromUtcMs, utcMsFromJd } from './time';

/** SE's horizon refraction (see above): swe_refrac_extended(0, 0, 1013.25, 0, 0.0065, SE_APP_TO_TRUE) = -0.612326°. */
export const HORIZON_REFRACTION_DEG = 0.612326;
/** Solar semi-diameter at 1 au, degrees (IAU: 959.63"). */
const SUN_SEMIDIAMETER_AU_DEG = 959.63 / 3600;
/** Solar horizontal parallax at 1 au, degrees (IAU: 8.794143"). */
const SUN_PARALLAX_AU_DEG = 8.794143 / 3600;
/** Moon: semi-diameter = k x horizontal parallax (k = 0.2725, the Moon/Earth radius ratio). */
const MOON_RADIUS_RATIO = 0.2725076;
const EARTH_RADIUS_KM = 6378.137;

export type RiseSetEvent = 'rise' | 'set';

interface Apparent { raDeg: number; decDeg: number; h0Deg: number }

/** Moon's geocentric distance (km), Meeus ch. 47 main terms (~20 km, i.e. < 0.3" of parallax: < 0.1 s of time). */
function moonDistanceKm(jde: number): number {
  const t = (jde - 2451545.0) / 36525;
  const d = (297.8501921 + 445267.1114034 * t) * DEG;
  const m = (357.5291092 + 35999.0502909 * t) * DEG;
  const mp = (134.9633964 + 477198.8675055 * t) * DEG;
  const f = (93.272095 + 483202.0175233 * t) * DEG;
  const r = -20905355 * Math.cos(mp) - 3699111 * Math.cos(2 * d - mp) - 2955968 * Math.cos(2 * d)
    - 569925 * Math.cos(2 * mp) + 48888 * Math.cos(m) - 3149 * Math.cos(2 * f) + 246158 * Math.cos(2 * d - 2 * mp)
    - 152138 * Math.cos(2 * d - m - mp) - 170733 * Math.cos(2 * d + mp) - 204586 * Math.cos(2 * d - m)
    - 129620 * Math.cos(m - mp) + 108743 * Math.cos(d) + 104755 * Math.cos(m + mp) + 10321 * Math.cos(2 * d - 2 * f)
    + 79661 * Math.cos(mp - 2 * f) - 34782 * Math.cos(4 * d - mp) - 23210 * Math.cos(3 * mp)
    - 21636 * Math.cos(4 * d - 2 * mp) + 24208 * Math.cos(2 * d + m - mp) + 30824 * Math.cos(2 * d + m);
  return 385000.56 + r / 1000;
}

/** Sun's distance, au (Meeus 25.5, eccentric anomaly series; ample for a semi-diameter). */
function sunDistanceAu(jde: number): number {
  const t = (jde - 2451545.0) / 36525;
  const m = (357.52911 + 35999.05029 * t) * DEG;
  const e = 0.016708634 - 0.000042037 * t;
  const c = (1.914602 - 0.004817 * t) * Math.sin(m) + 0.019993 * Math.sin(2 * m) + 0.000289 * Math.sin(3 * m);
  const v = m + c * DEG;
  return (1.000001018 * (1 - e * e)) / (1 + e * Math.cos(v));
}

function apparent(body: 'Sun' | 'Moon', jdUt: number): Apparent & { gastDeg: number } {
  const { jdTt } = ttFromUtcMs(utcMsFromJd(jdUt));
  const f = frameOfDate(jdTt);
  const pos = bodyStates(jdTt, [body as BodyName], f)[body];
  const lam = pos.longitudeDeg * DEG, beta = pos.latitudeDeg * DEG, eps = f.trueObliquityRad;
  const raDeg = Math.atan2(Math.sin(lam) * Math.cos(eps) - Math.tan(beta) * Math.sin(eps), Math.cos(lam)) / DEG;
  const decDeg = Math.asin(Math.sin(beta) * Math.cos(eps) + Math.cos(beta) * Math.sin(eps) * Math.sin(lam)) / DEG;
  let h0Deg: number;
  if (body === 'Sun') {
    // Topocentric like the Moon: the solar parallax (8.794" at 1 au) is worth about half a second.
    const r = sunDistanceAu(jdTt);
    h0Deg = SUN_PARALLAX_AU_DEG / r - HORIZON_REFRACTION_DEG - SUN_SEMIDIAMETER_AU_DEG / r;
  } else {
    const parallaxDeg = Math.asin(EARTH_RADIUS_KM / moonDistanceKm(jdTt)) / DEG;
    const semiDiameterDeg = Math.asin(MOON_RADIUS_RATIO * Math.sin(parallaxDeg * DEG)) / DEG;
    h0Deg = parallaxDeg - HORIZON_REFRACTION_DEG - semiDiameterDeg;
  }
  return { raDeg, decDeg, h0Deg, gastDeg: apparentSiderealTime(jdUt, f) / DEG };
}

const wrap180 = (d: number) => ((((d + 180) % 360) + 360) % 360) - 180;
/** Mean rate of the hour angle, degrees per day: sidereal rotation minus the body's mean motion in RA. */
const HOUR_ANGLE_RATE: Record<'Sun' | 'Moon', number> = { Sun: 360.985647 - 0.9856, Moon: 360.985647 - 13.176 };

/**
 * The rise or set of the Sun or Moon nearest to `nearUtcMs` (within about half a day), UTC ms; null when the body
 * stays above or below the horizon there (polar day or night) or the iteration does not settle.
 */
export function riseSetNear(body: 'Sun' | 'Moon', event: RiseSetEvent, latDeg: number, lonDeg: number, nearUtcMs: number): number | null {
  let jd = jdFromUtcMs(nearUtcMs);
  const phi = latDeg * DEG;
  for (let i = 0; i < 12; i++) {
    const a = apparent(body, jd);
    const dec = a.decDeg * DEG;
    const cosH0 = (Math.sin(a.h0Deg * DEG) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
    if (cosH0 < -1 || cosH0 > 1) return null;
    const h0 = Math.acos(cosH0) / DEG;
    const wanted = event === 'rise' ? -h0 : h0;
    const hourAngle = a.gastDeg + lonDeg - a.raDeg;
    const stepDays = wrap180(wanted - hourAngle) / HOUR_ANGLE_RATE[body];
    jd += stepDays;
    if (Math.abs(stepDays) < 0.5 / 86400) return Math.round(utcMsFromJd(jd));
  }
  return null;
}

/**
 * The event within [startUtcMs, endUtcMs) (a civil day), or null when there is none (the Moon skips one rise and
 * one set a month) or the body does not cross the horizon. Tries the estimates from the window's middle and ends.
 */
export function riseSetWithin(body: 'Sun' | 'Moon', event: RiseSetEvent, latDeg: number, lonDeg: number, startUtcMs: number, endUtcMs: number): number | null {
  const span = endUtcMs - startUtcMs;
  for (const near of [startUtcMs + span / 2, startUtcMs + span * 0.1, startUtcMs + span * 0.9]) {
    const t = riseSetNear(body, event, latDeg, lonDeg, near);
    if (t !== null && t >= startUtcMs && t < endUtcMs) return t;
  }
  return null;
}
