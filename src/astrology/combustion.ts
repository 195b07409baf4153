/**
 * Combustion (asta, moudhya): a graha too close to the Sun to be seen. The orbs are the kalamsas of heliacal setting
 * of Surya Siddhanta ch. 9 (Burgess translation), the ones Parashari software uses: Moon 12°, Mars 17°, Mercury 14°
 * (12° when retrograde), Jupiter 11°, Venus 10° (8° when retrograde), Saturn 15°. Measured as the angular distance in longitude from the Sun
 * (the same in the tropical and the sidereal zodiac). The Sun itself, Rahu, Ketu and the outer planets are never combust.
 */
import type { PlanetName } from './constants';

export const COMBUSTION_ORB_DEG = { Moon: 12, Mars: 17, Mercury: 14, Jupiter: 11, Venus: 10, Saturn: 15 } as const;
/** Smaller orbs of the two inferior planets when retrograde (Surya Siddhanta ch. 9). */
export const RETROGRADE_COMBUSTION_ORB_DEG = { Mercury: 12, Venus: 8 } as const;

/** Orb in degrees within which `planet` is combust, or undefined for a body that is never combust. */
export function combustionOrbDeg(planet: PlanetName, retrograde: boolean): number | undefined {
  if (retrograde && (planet === 'Mercury' || planet === 'Venus')) return RETROGRADE_COMBUSTION_ORB_DEG[planet];
  return (COMBUSTION_ORB_DEG as Partial<Record<PlanetName, number>>)[planet];
}

/** Angular distance between two longitudes, degrees in [0, 180]. */
export function separationDeg(aDeg: number, bDeg: number): number {
  const d = Math.abs((((aDeg - bDeg) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

/** Whether a planet at `longitudeDeg` is combust with the Sun at `sunLongitudeDeg`. */
export function isCombust(planet: PlanetName, longitudeDeg: number, sunLongitudeDeg: number, retrograde: boolean): boolean {
  const orb = combustionOrbDeg(planet, retrograde);
  return orb !== undefined && separationDeg(longitudeDeg, sunLongitudeDeg) < orb;
}
