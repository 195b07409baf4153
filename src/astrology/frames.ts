/// <reference path="./astronomia.d.ts" />
/**
 * Reference-frame helpers: precession (IAU 2006 / Capitaine et al. 2003 "P03" angles), obliquity (IAU 2006),
 * nutation (IAU 1980 series of Meeus table 22.A via astronomia), sidereal time (IAU 2006 ERA-based GMST).
 * Angles in radians unless a name says Deg/Arcsec.
 */
import { nutation as nutation1980 } from 'astronomia/nutation';
import type { Vec3 } from './series';

export const ARCSEC = Math.PI / 180 / 3600;
export const DEG = Math.PI / 180;
export const TWO_PI = 2 * Math.PI;

export function normRad(a: number): number {
  const r = a % TWO_PI;
  return r < 0 ? r + TWO_PI : r;
}
export function normDeg(d: number): number {
  const r = d % 360;
  return r < 0 ? r + 360 : r;
}

/** Julian centuries of TT since J2000.0. */
export const centuriesTT = (jde: number): number => (jde - 2451545.0) / 36525;

/** Mean obliquity of the ecliptic, IAU 2006 (Hilton et al. 2006), radians. */
export function meanObliquity(jde: number): number {
  const t = centuriesTT(jde);
  return (84381.406 + t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 + t * -0.0000000434))))) * ARCSEC;
}

/** Nutation [Δψ, Δε] radians (IAU 1980; differs from IAU 2000A by a few hundredths of an arcsecond). */
export function nutation(jde: number): [number, number] {
  return nutation1980(jde);
}

/**
 * VSOP87/ELP dynamical ecliptic J2000 -> FK5 (≈ICRS) equator J2000. Matrix from the VSOP87 README
 * (Bretagnon & Francou 1988), includes the 0.0933" dynamical-to-FK5 equinox offset (Meeus 32.3's "FK5 correction").
 */
export function eclipticJ2000ToEquatorial(v: Vec3): Vec3 {
  return {
    x: v.x + 0.00000044036 * v.y - 0.000000190919 * v.z,
    y: -0.000000479966 * v.x + 0.917482137087 * v.y - 0.397776982902 * v.z,
    z: 0.397776982902 * v.y + 0.917482137087 * v.z,
  };
}

/** Precession matrix rows, mean equator J2000 -> mean equator of date (P03 ζA, zA, θA; IERS Conventions 2010 eq 5.40). */
export function precessionMatrix(jde: number): number[] {
  const t = centuriesTT(jde);
  const zeta = (2.650545 + t * (2306.083227 + t * (0.2988499 + t * (0.01801828 + t * (-0.000005971 + t * -0.0000003173))))) * ARCSEC;
  const z = (-2.650545 + t * (2306.077181 + t * (1.0927348 + t * (0.01826837 + t * (-0.000028596 + t * -0.0000002904))))) * ARCSEC;
  const theta = (t * (2004.191903 + t * (-0.4294934 + t * (-0.04182264 + t * (-0.000007089 + t * -0.0000001274))))) * ARCSEC;
  const cz = Math.cos(zeta), sz = Math.sin(zeta), cZ = Math.cos(z), sZ = Math.sin(z), ct = Math.cos(theta), st = Math.sin(theta);
  return [
    cz * cZ * ct - sz * sZ, -sz * cZ * ct - cz * sZ, -cZ * st,
    cz * sZ * ct + sz * cZ, -sz * sZ * ct + cz * cZ, -sZ * st,
    cz * st, -sz * st, ct,
  ];
}

export function applyMatrix(m: number[], v: Vec3): Vec3 {
  return {
    x: m[0] * v.x + m[1] * v.y + m[2] * v.z,
    y: m[3] * v.x + m[4] * v.y + m[5] * v.z,
    z: m[6] * v.x + m[7] * v.y + m[8] * v.z,
  };
}

/** Everything that depends only on the instant: computed once per chart. */
export interface FrameOfDate {
  jde: number;
  precession: number[];
  meanObliquityRad: number;
  trueObliquityRad: number;
  nutationLongitudeRad: number;
}

export function frameOfDate(jde: number): FrameOfDate {
  const [dpsi, deps] = nutation(jde);
  const eps = meanObliquity(jde);
  return { jde, precession: precessionMatrix(jde), meanObliquityRad: eps, trueObliquityRad: eps + deps, nutationLongitudeRad: dpsi };
}

/**
 * Equatorial J2000 vector -> apparent ecliptic longitude/latitude of date (true equinox).
 * Precess to the mean equator of date, rotate by the mean obliquity to the mean ecliptic of date, then add Δψ:
 * the nutation rotation R1(-ε-Δε)R3(-Δψ)R1(ε) seen from the true ecliptic is a pure Δψ shift in longitude.
 */
export function equatorialJ2000ToEclipticOfDate(v: Vec3, f: FrameOfDate): { lonRad: number; latRad: number } {
  const p = applyMatrix(f.precession, v);
  const ce = Math.cos(f.meanObliquityRad), se = Math.sin(f.meanObliquityRad);
  const y = p.y * ce + p.z * se;
  const z = -p.y * se + p.z * ce;
  return { lonRad: normRad(Math.atan2(y, p.x) + f.nutationLongitudeRad), latRad: Math.atan2(z, Math.hypot(p.x, y)) };
}

/** Swiss Ephemeris uses its long-term sidereal time model on or before 1850-01-01 and on or after 2050-01-01 UT. */
export const SIDT_LONG_TERM_BEFORE_JD = 2396758.5;
export const SIDT_LONG_TERM_AFTER_JD = 2469807.5;

/**
 * Greenwich apparent sidereal time, radians, as Swiss Ephemeris 2.10 computes it (swephlib.c swe_sidtime0, default
 * SEMOD_SIDT_LONGTERM):
 * - 1850-2050: GMST from the Earth rotation angle with the IAU 2006 polynomial (IERS Conventions 2010 eq 5.32), plus
 *   the equation of the equinoxes Δψ·cos ε (complementary terms < 0.003" ignored);
 * - outside: SE's sidtime_long_term: the mean longitude of the Earth (Simon et al. 1994, A&A 282, 663) corrected for
 *   the Sun-Earth light-time, carried from the J2000 ecliptic to the mean ecliptic of date by precession, plus the
 *   UT hour angle, the equation of the equinoxes and SE's constant offsets that join it to the IAU model in 1850/2050.
 *   The two models differ by up to ~0.15 s of time (2") in 1800 and 2100.
 */
export function apparentSiderealTime(jdUT: number, f: FrameOfDate): number {
  const eqEq = f.nutationLongitudeRad * Math.cos(f.meanObliquityRad);
  if (jdUT <= SIDT_LONG_TERM_BEFORE_JD || jdUT >= SIDT_LONG_TERM_AFTER_JD) return normRad(longTermMeanSiderealTime(jdUT, f) + eqEq);
  const du = jdUT - 2451545.0;
  const era = TWO_PI * ((0.779057273264 + 0.00273781191135448 * du + du) % 1);
  const t = centuriesTT(f.jde);
  const poly = (0.014506 + t * (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 + t * -0.0000000368))))) * ARCSEC;
  return normRad(era + poly + eqEq);
}

/** Light-time for 1 au, days (IAU 2012 au / c). */
const AU_LIGHT_DAYS = 149597870.7 / 299792.458 / 86400;
/** Mean obliquity at J2000, radians (IAU 2006; SE's Vondrák 2011 value differs by < 0.001"). */
const EPS_J2000 = 84381.406 * ARCSEC;

function longTermMeanSiderealTime(jdUT: number, f: FrameOfDate): number {
  const t = (f.jde - 2451545.0) / 365250;
  let lonDeg = 100.46645683 + (1295977422.83429 * t - 2.04411 * t * t - 0.00523 * t * t * t) / 3600;
  lonDeg -= (AU_LIGHT_DAYS * 360) / 365.2425;
  const l = lonDeg * DEG;
  // Point on the J2000 ecliptic -> J2000 equator -> equator of date -> mean ecliptic of date.
  const ce0 = Math.cos(EPS_J2000), se0 = Math.sin(EPS_J2000);
  const eq = { x: Math.cos(l), y: Math.sin(l) * ce0, z: Math.sin(l) * se0 };
  const p = applyMatrix(f.precession, eq);
  const ce = Math.cos(f.meanObliquityRad), se = Math.sin(f.meanObliquityRad);
  const lonOfDate = Math.atan2(p.y * ce + p.z * se, p.x);
  const hourAngle = TWO_PI * ((((jdUT - 0.5) % 1) + 1) % 1);
  // SE subtracts 0.000378172 h before 1850 and 0.001385646 h after 2050 (SIDT_LTERM_OFS0/1, sidereal hours).
  const offsetHours = jdUT <= SIDT_LONG_TERM_BEFORE_JD ? 0.000378172 / 15 : 0.001385646 / 15;
  return lonOfDate + hourAngle - offsetHours * 15 * DEG;
}
