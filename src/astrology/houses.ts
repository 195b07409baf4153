/**
 * Ascendant, MC and Placidus house cusps from local apparent sidereal time, true obliquity and latitude.
 * Formulas: Meeus ch. 13/14 spherical trigonometry; Placidus by the classical semi-arc iteration
 * (cusp 11/12 trisect the diurnal semi-arc from the MC, cusps 2/3 the nocturnal semi-arc towards the IC).
 */
import { errors } from '../errors';
import { DEG, normDeg } from './frames';

export interface Angles {
  ascendantDeg: number;
  mcDeg: number;
  /** Right ascension of the MC (local apparent sidereal time), degrees. */
  armcDeg: number;
}

export function angles(lastRad: number, trueObliquityRad: number, latDeg: number): Angles {
  const e = trueObliquityRad, phi = latDeg * DEG, ramc = lastRad;
  const asc = Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(e) + Math.tan(phi) * Math.sin(e)));
  const mc = Math.atan2(Math.sin(ramc), Math.cos(ramc) * Math.cos(e));
  return { ascendantDeg: normDeg(asc / DEG), mcDeg: normDeg(mc / DEG), armcDeg: normDeg(ramc / DEG) };
}

/** Ecliptic longitude of the ecliptic point with right ascension `raRad`. */
const longitudeFromRa = (raRad: number, e: number): number => Math.atan2(Math.sin(raRad), Math.cos(raRad) * Math.cos(e));

/**
 * Placidus cusps 1..12 (index 0 = house 1), degrees of ecliptic longitude.
 * Undefined where some ecliptic point is circumpolar (|lat| > 90° - ε ≈ 66.56°): throws invalid_request on `lat`.
 */
export function placidusCusps(lastRad: number, trueObliquityRad: number, latDeg: number, param = 'lat'): number[] {
  const e = trueObliquityRad;
  const phi = latDeg * DEG;
  if (Math.abs(latDeg) >= 90 - e / DEG) {
    throw errors.invalidRequest('Placidus houses are undefined at this latitude', param);
  }
  const tanPhi = Math.tan(phi);
  const { ascendantDeg, mcDeg } = angles(lastRad, e, latDeg);
  /** Iterate RA = RAMC + offset(semi-arc of the point) until the point's declination is consistent. */
  const cusp = (fraction: number, below: boolean): number => {
    let lon = longitudeFromRa(lastRad + (below ? Math.PI - fraction * Math.PI / 2 : fraction * Math.PI / 2), e);
    for (let i = 0; i < 50; i++) {
      const decl = Math.asin(Math.sin(e) * Math.sin(lon));
      const x = -tanPhi * Math.tan(decl);
      if (x < -1 || x > 1) throw errors.invalidRequest('Placidus houses are undefined at this latitude', param);
      const diurnal = Math.acos(x);
      const ra = below ? lastRad + Math.PI - fraction * (Math.PI - diurnal) : lastRad + fraction * diurnal;
      const next = longitudeFromRa(ra, e);
      const delta = Math.abs(Math.atan2(Math.sin(next - lon), Math.cos(next - lon)));
      lon = next;
      if (delta < 1e-12) break;
    }
    return normDeg(lon / DEG);
  };
  const c11 = cusp(1 / 3, false);
  const c12 = cusp(2 / 3, false);
  const c2 = cusp(2 / 3, true);
  const c3 = cusp(1 / 3, true);
  const cusps = [ascendantDeg, c2, c3, normDeg(mcDeg + 180), normDeg(c11 + 180), normDeg(c12 + 180),
    normDeg(ascendantDeg + 180), normDeg(c2 + 180), normDeg(c3 + 180), mcDeg, c11, c12];
  return cusps;
}

/** Whole-sign houses: house 1 is the ascendant's sign; cusp = 0° of each sign. */
export function wholeSignCusps(ascendantDeg: number): number[] {
  const first = Math.floor(ascendantDeg / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => normDeg(first + 30 * i));
}
