/**
 * Ayanamsas (sidereal zodiac offsets), degrees.
 *
 * Swiss Ephemeris defines SE_SIDM_LAHIRI (t0 = JD 2435553.5, 1956-09-22) and SE_SIDM_KRISHNAMURTI
 * (t0 = JD 2415020.0, 1900-01-00.5) by a value at t0 carried to other dates by precession. We carry the value
 * SE 2.10 reports at J2000.0 by the IAU 2006 general precession in longitude p_A (Capitaine et al. 2003,
 * IERS Conventions 2010 eq 5.39); test/astrology/ayanamsa.test.ts measures the residual against SE over 1800-2100.
 *
 * Like SE, the "mean" ayanamsa excludes nutation: sidereal longitude = apparent tropical longitude
 * - (mean ayanamsa + Δψ), i.e. mean-equinox longitude minus mean ayanamsa.
 */
import { centuriesTT } from './frames';

export const AYANAMSAS = ['lahiri', 'raman', 'krishnamurti', 'yukteshwar', 'fagan_bradley'] as const;
/** SE_SIDM_LAHIRI, _RAMAN, _KRISHNAMURTI, _YUKTESHWAR, _FAGAN_BRADLEY. */
export type AyanamsaName = (typeof AYANAMSAS)[number];

/** Mean ayanamsa at J2000.0 TT, degrees, from swe_get_ayanamsa_ex(2451545.0, SEFLG_NONUT) of SE 2.10.03. */
const AT_J2000_DEG: Record<AyanamsaName, number> = {
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
  return AT_J2000_DEG[name] + generalPrecessionArcsec(jde) / 3600;
}
