/**
 * Ayanamsas (sidereal zodiac offsets), degrees.
 *
 * Swiss Ephemeris defines SE_SIDM_LAHIRI (t0 = JD 2435553.5, 1956-09-22) and SE_SIDM_KRISHNAMURTI
 * (t0 = JD 2415020.0, 1900-01-00.5) by a value at t0 carried to other dates by precession. We carry the value
 * SE 2.10 reports at J2000.0 by the IAU 2006 general precession in longitude p_A (Capitaine et al. 2003,
 * IERS Conventions 2010 eq 5.39); test/astrology/ayanamsas.test.ts measures the residual against SE over 1800-2100.
 *
 * Like SE, the "mean" ayanamsa excludes nutation: sidereal longitude = apparent tropical longitude
 * - (mean ayanamsa + Δψ), i.e. mean-equinox longitude minus mean ayanamsa.
 */
import { DEG, applyMatrix, centuriesTT, frameOfDate, meanObliquity, normDeg, precessionMatrix } from './frames';
import { bodyStates } from './ephemeris';

export const AYANAMSAS = ['lahiri', 'raman', 'krishnamurti', 'yukteshwar', 'fagan_bradley', 'true_chitra'] as const;
/** SE_SIDM_LAHIRI, _RAMAN, _KRISHNAMURTI, _YUKTESHWAR, _FAGAN_BRADLEY, _TRUE_CITRA. */
export type AyanamsaName = (typeof AYANAMSAS)[number];

/** Mean ayanamsa at J2000.0 TT, degrees, from swe_get_ayanamsa_ex(2451545.0, SEFLG_NONUT) of SE 2.10.03. */
const AT_J2000_DEG: Record<Exclude<AyanamsaName, 'true_chitra'>, number> = {
  lahiri: 23.8570923254552,
  krishnamurti: 23.760240012072813,
  raman: 22.41079101207282,
  yukteshwar: 22.47880299955449,
  fagan_bradley: 24.740299966181283,
};

/** General precession in longitude since J2000, arcseconds (IAU 2006). */
export function generalPrecessionArcsec(jde: number): number {
  const t = centuriesTT(jde);
  return t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383))));
}

/** Mean ayanamsa (without nutation), degrees. jde: TT Julian day. */
export function ayanamsaDeg(name: AyanamsaName, jde: number): number {
  if (name === 'true_chitra') return trueChitraDeg(jde);
  return AT_J2000_DEG[name] + generalPrecessionArcsec(jde) / 3600;
}

/**
 * True Chitrapaksha (SE_SIDM_TRUE_CITRA): Spica (Chitra) kept at 180° sidereal. Its longitude on the mean equinox of
 * date, as SE takes it: the Hipparcos (2007) place and proper motion (ICRS J2000 RA 201.29824736°, Dec -11.16131949°,
 * μα* -42.35, μδ -30.67 mas/yr) moved linearly, precessed (IAU 2006), rotated by the mean obliquity, plus annual
 * aberration by the classical formula with the eccentricity term (Meeus ch. 23). Light deflection and the frame bias
 * are left out: within 0.12" of SE 2.10 over 1800-2100 (test/astrology/ayanamsas.test.ts).
 */
export function trueChitraDeg(jde: number): number {
  const years = (jde - 2451545.0) / 365.25;
  const dec0 = -11.16131949;
  const dec = (dec0 + (-30.67e-3 / 3600) * years) * DEG;
  const ra = (201.29824736 + ((-42.35e-3 / 3600) * years) / Math.cos(dec0 * DEG)) * DEG;
  const p = applyMatrix(precessionMatrix(jde), { x: Math.cos(dec) * Math.cos(ra), y: Math.cos(dec) * Math.sin(ra), z: Math.sin(dec) });
  const eps = meanObliquity(jde);
  const y = p.y * Math.cos(eps) + p.z * Math.sin(eps), z = -p.y * Math.sin(eps) + p.z * Math.cos(eps);
  const lam = Math.atan2(y, p.x), beta = Math.atan2(z, Math.hypot(p.x, y));
  const f = frameOfDate(jde);
  const k = (20.49552 / 3600) * DEG;
  // The Sun's geometric longitude on the mean equinox: apparent - nutation + aberration.
  const sun = bodyStates(jde, ['Sun'], f).Sun.longitudeDeg * DEG - f.nutationLongitudeRad + k;
  const t = centuriesTT(jde);
  const e = 0.016708634 - 0.000042037 * t, perihelion = (102.93735 + 1.71946 * t) * DEG;
  const dLam = (-k * Math.cos(sun - lam) + e * k * Math.cos(perihelion - lam)) / Math.cos(beta);
  return normDeg((lam + dLam) / DEG - 180);
}
