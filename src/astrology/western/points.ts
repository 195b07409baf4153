/**
 * Extra Western points: mean Lilith (the mean lunar apogee, "Black Moon"), the speed of true (osculating) Lilith
 * (its longitude is ephemeris.ts trueLilithDeg) and the Part of Fortune.
 *
 * Mean Lilith follows Swiss Ephemeris' definition (SE_MEAN_APOG, swemmoon.c swi_mean_apog): the apogee of the mean
 * lunar orbit, i.e. the mean perigee + 180°, a point ON the inclined lunar orbit, projected onto the ecliptic (so it
 * is not the "dog-leg" longitude Π + 180° of Meeus), plus nutation in longitude. Mean elements: Meeus, Astronomical
 * Algorithms 2nd ed., ch. 47 (Π = mean longitude of the perigee, Ω = mean node, ELP2000-85) and the mean inclination
 * 5.1453964° (Chapront). SE adds a small DE431-fitted correction table to its mean elements, not applied here: the
 * difference is at most 1.2" over 1800-2100 (tested against pyswisseph).
 */
import { trueLilithDeg } from '../ephemeris';
import { DEG, centuriesTT, frameOfDate, normDeg, type FrameOfDate } from '../frames';

const MOON_MEAN_INCLINATION_RAD = 5.1453964 * DEG;

/** Mean lunar apogee (mean Lilith), apparent tropical longitude in degrees; jde = TT Julian day. */
export function meanLilithDeg(jde: number, f: FrameOfDate = frameOfDate(jde)): number {
  const t = centuriesTT(jde);
  const perigee = 83.3532465 + t * (4069.0137287 + t * (-0.01032 + t * (-1 / 80053 + t / 18999000)));
  const node = 125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 - t / 60616000)));
  const u = (perigee + 180 - node) * DEG; // argument of the apogee from the node, along the orbit
  const projected = Math.atan2(Math.cos(MOON_MEAN_INCLINATION_RAD) * Math.sin(u), Math.cos(u)) / DEG;
  return normDeg(node + projected + f.nutationLongitudeRad / DEG);
}

/** Speed of mean Lilith, degrees/day (central difference over ±1 day of a smooth polynomial). */
export function meanLilithSpeed(jde: number): number {
  let d = meanLilithDeg(jde + 1) - meanLilithDeg(jde - 1);
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return d / 2;
}

/**
 * Speed of true (osculating) Lilith, degrees/day: a central difference over ±0.05 day (its motion swings between
 * about -5 and +5.5°/day within a month). Against SE_OSCU_APOG's speed (Moshier) over the 120 fixture instants: worst
 * 0.032°/day, mean 0.0075°/day (the position's own error, not the step: 0.001-0.1 day give the same).
 */
export function trueLilithSpeed(jde: number): number {
  const h = 0.05;
  let d = trueLilithDeg(jde + h) - trueLilithDeg(jde - h);
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return d / (2 * h);
}

/**
 * Part of Fortune (Ptolemy, Tetrabiblos III.10; the day/night reversal as in Vettius Valens, Anthology II.3 and
 * modern practice): by day Asc + Moon - Sun, by night Asc + Sun - Moon. Day = the Sun above the horizon, taken on the
 * ecliptic: the Sun in the half from the descendant through the MC to the ascendant (houses 7-12 in quadrant systems).
 */
export function partOfFortune(ascDeg: number, sunDeg: number, moonDeg: number): { longitudeDeg: number; day: boolean } {
  const day = normDeg(sunDeg - ascDeg) >= 180;
  return { longitudeDeg: normDeg(day ? ascDeg + moonDeg - sunDeg : ascDeg + sunDeg - moonDeg), day };
}
