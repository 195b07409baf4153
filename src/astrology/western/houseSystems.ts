/**
 * House cusps for the Western chart in seven systems, from the local apparent sidereal time (ARMC), the true
 * obliquity and the geographic latitude. The formulas are those of Swiss Ephemeris' swehouse.c (Astrodienst,
 * "General Programming Interface": swe_houses), which states each system's rule:
 * - Placidus: trisection of the diurnal/nocturnal semi-arcs (houses.ts, iterated);
 * - Koch (birthplace system): the MC's oblique ascension split in thirds of its ascensional difference;
 * - Equal: 30° steps from the ascendant; Whole Sign: 0° of each sign from the ascendant's sign;
 * - Porphyry: the ecliptic quadrants Asc-MC trisected along the ecliptic;
 * - Regiomontanus: the celestial equator trisected, cusps on circles through the north/south points (pole height
 *   atan(tan φ · sin 30°), atan(tan φ · sin 60°));
 * - Campanus: the prime vertical trisected (pole heights asin(sin φ / 2), asin(sin φ · √3/2)).
 * Placidus and Koch are undefined inside the polar circles (|φ| ≥ 90° − ε ≈ 66.56°: some ecliptic points never rise);
 * Swiss Ephemeris silently falls back to Porphyry there, we refuse with a 400 naming the parameter instead.
 */
import { errors } from '../../errors';
import { DEG, normDeg } from '../frames';
import { angles, placidusCusps, wholeSignCusps } from '../houses';

export const HOUSE_SYSTEMS = ['placidus', 'koch', 'equal', 'whole_sign', 'porphyry', 'regiomontanus', 'campanus'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

/**
 * Longitude of the ecliptic point rising on the oblique horizon of pole height `poleRad` whose east point has right
 * ascension `raRad` (swehouse.c Asc1/Asc2; with ra = ARMC + 90° and the geographic latitude it is the ascendant).
 */
export function obliqueAscendantDeg(raRad: number, poleRad: number, eps: number): number {
  return normDeg(Math.atan2(Math.sin(raRad), Math.cos(raRad) * Math.cos(eps) - Math.tan(poleRad) * Math.sin(eps)) / DEG);
}

/** True where Placidus and Koch have no solution (some ecliptic point is circumpolar). */
export const isPolar = (latDeg: number, trueObliquityRad: number): boolean => Math.abs(latDeg) >= 90 - trueObliquityRad / DEG;

/**
 * Ascendant and MC as Swiss Ephemeris reports them: inside the polar circles, when the point rising on the eastern
 * horizon lies west of the MC, the opposite point is taken as the ascendant (`turned`).
 */
export function chartAngles(armcRad: number, trueObliquityRad: number, latDeg: number): { ascendantDeg: number; mcDeg: number; turned: boolean } {
  const { ascendantDeg, mcDeg } = angles(armcRad, trueObliquityRad, latDeg);
  const turned = isPolar(latDeg, trueObliquityRad) && normDeg(ascendantDeg - mcDeg) > 180;
  return { ascendantDeg: turned ? normDeg(ascendantDeg + 180) : ascendantDeg, mcDeg, turned };
}

/**
 * Cusps of houses 1..12 (index 0 = house 1), degrees of tropical longitude. `param` names the parameter a polar
 * refusal is reported on.
 */
export function houseCusps(system: HouseSystem, armcRad: number, trueObliquityRad: number, latDeg: number, param = 'house_system'): number[] {
  // normDeg of a tiny negative rounds to 360.0 in floating point: fold it back so every cusp is in [0, 360).
  return rawCusps(system, armcRad, trueObliquityRad, latDeg, param).map((c) => (c >= 360 ? c - 360 : c));
}

function rawCusps(system: HouseSystem, armcRad: number, trueObliquityRad: number, latDeg: number, param: string): number[] {
  const e = trueObliquityRad;
  const { ascendantDeg: asc, mcDeg: mc } = angles(armcRad, e, latDeg);
  if ((system === 'placidus' || system === 'koch') && isPolar(latDeg, e)) {
    throw errors.invalidRequest(`${system} houses are undefined within the polar circles (|lat| >= ${(90 - e / DEG).toFixed(2)}°): `
      + 'choose house_system porphyry, equal, whole_sign, regiomontanus or campanus.', param);
  }
  const fromQuadrants = (c11: number, c12: number, c2: number, c3: number): number[] => [
    asc, c2, c3, normDeg(mc + 180), normDeg(c11 + 180), normDeg(c12 + 180),
    normDeg(asc + 180), normDeg(c2 + 180), normDeg(c3 + 180), mc, c11, c12];
  // Inside the polar circles the point rising in the east can be the one west of the MC; Swiss Ephemeris then takes
  // the opposite point as the ascendant (swehouse.c, end of swe_houses_armc_ex2) and turns every cusp by 180°
  // except in Porphyry, which is rebuilt from the turned ascendant and the MC. We follow it.
  if (isPolar(latDeg, e) && normDeg(asc - mc) > 180) {
    if (system === 'porphyry') return porphyry(normDeg(asc + 180), mc, fromQuadrants, true);
    return houseCuspsUnflipped(system, armcRad, e, latDeg, asc, mc, fromQuadrants).map((c) => normDeg(c + 180));
  }
  return houseCuspsUnflipped(system, armcRad, e, latDeg, asc, mc, fromQuadrants, param);
}

type Quadrants = (c11: number, c12: number, c2: number, c3: number) => number[];

function porphyry(asc: number, mc: number, fromQuadrants: Quadrants, ascTurned = false): number[] {
  // The quadrant from the MC to the ascendant (eastern, above the horizon) trisected along the ecliptic.
  const mcToAsc = normDeg(asc - mc);
  const ascToIc = 180 - mcToAsc;
  const c = fromQuadrants(normDeg(mc + mcToAsc / 3), normDeg(mc + 2 * mcToAsc / 3),
    normDeg(asc + ascToIc / 3), normDeg(asc + 2 * ascToIc / 3));
  if (ascTurned) { c[0] = asc; c[6] = normDeg(asc + 180); }
  return c;
}

function houseCuspsUnflipped(system: HouseSystem, armcRad: number, e: number, latDeg: number, asc: number, mc: number,
  fromQuadrants: Quadrants, param = 'house_system'): number[] {
  const phi = latDeg * DEG;
  const th = armcRad;
  const D30 = 30 * DEG;
  switch (system) {
    case 'placidus': return placidusCusps(armcRad, e, latDeg, param);
    case 'whole_sign': return wholeSignCusps(asc);
    case 'equal': return Array.from({ length: 12 }, (_, i) => normDeg(asc + 30 * i));
    case 'koch': {
      // swehouse.c case 'K': ascensional difference of the MC's declination at the birthplace, trisected.
      let sina = Math.sin(mc * DEG) * Math.sin(e) / Math.cos(phi);
      sina = Math.max(-1, Math.min(1, sina));
      const cosa = Math.sqrt(1 - sina * sina);
      const c = Math.atan(Math.tan(phi) / cosa);
      const ad3 = Math.asin(Math.sin(c) * sina) / 3;
      return fromQuadrants(
        obliqueAscendantDeg(th + D30 - 2 * ad3, phi, e), obliqueAscendantDeg(th + 2 * D30 - ad3, phi, e),
        obliqueAscendantDeg(th + 4 * D30 + ad3, phi, e), obliqueAscendantDeg(th + 5 * D30 + 2 * ad3, phi, e));
    }
    case 'porphyry': return porphyry(asc, mc, fromQuadrants);
    case 'regiomontanus': {
      const fh1 = Math.atan(Math.tan(phi) * 0.5);
      const fh2 = Math.atan(Math.tan(phi) * Math.cos(D30));
      return fromQuadrants(obliqueAscendantDeg(th + D30, fh1, e), obliqueAscendantDeg(th + 2 * D30, fh2, e),
        obliqueAscendantDeg(th + 4 * D30, fh2, e), obliqueAscendantDeg(th + 5 * D30, fh1, e));
    }
    case 'campanus': {
      const fh1 = Math.asin(Math.sin(phi) / 2);
      const fh2 = Math.asin(Math.sqrt(3) / 2 * Math.sin(phi));
      const cosPhi = Math.cos(phi);
      // At the poles the prime vertical is undefined; swehouse.c takes the limit 90° (cosφ -> 0+).
      const xh1 = Math.abs(cosPhi) < 1e-12 ? Math.PI / 2 : Math.atan(Math.sqrt(3) / cosPhi);
      const xh2 = Math.abs(cosPhi) < 1e-12 ? Math.PI / 2 : Math.atan(1 / Math.sqrt(3) / cosPhi);
      const q = Math.PI / 2;
      return fromQuadrants(obliqueAscendantDeg(th + q - xh1, fh1, e), obliqueAscendantDeg(th + q - xh2, fh2, e),
        obliqueAscendantDeg(th + q + xh2, fh2, e), obliqueAscendantDeg(th + q + xh1, fh1, e));
    }
  }
}
