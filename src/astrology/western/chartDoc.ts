/** The Western chart as the operations return it (rounded, signs and houses named). */
import { SIGNS, signIndexOf } from '../constants';
import type { HouseSystem } from './houseSystems';
import { westernHouseOf, type WesternChart, type WesternPoint } from './westernChart';

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
/** A longitude rounded to 1e-6° in [0, 360) (359.9999999 would round to 360). */
export const lon6 = (x: number): number => { const r = r6(x); return r >= 360 ? r - 360 : r; };
/** Rounded longitude with its sign and degree within the sign, both from the rounded value. */
export const placeOf = (lon: number) => { const l = lon6(lon); const s = signIndexOf(l); return { longitude: l, sign: SIGNS[s], degree: r6(l - 30 * s) }; };

export interface WesternPointDoc {
  name: WesternPoint;
  longitude: number;
  sign: string;
  /** Degrees within the sign. */
  degree: number;
  speed: number;
  retrograde: boolean;
  house: number;
}
export interface WesternHouseDoc { number: number; cusp: number; sign: string; degree: number }

export interface WesternChartDoc {
  zodiac: 'tropical';
  house_system: HouseSystem;
  node_type: 'mean' | 'true';
  time: Omit<WesternChart['time'], 'jd_ut' | 'jd_tt'> & { julian_day_ut: number; julian_day_tt: number };
  day_chart: boolean;
  points: WesternPointDoc[];
  houses: WesternHouseDoc[];
  /** Present when points were left out (Chiron and the asteroids outside their table, 999-05-24 .. 3000-08-02 TT: never for a date the API accepts): which, and why. */
  omitted_points?: { points: WesternPoint[]; reason: string };
}

export function chartDoc(c: WesternChart): WesternChartDoc {
  const { jd_ut, jd_tt, ...timeRest } = c.time;
  return {
    zodiac: 'tropical', house_system: c.houseSystem, node_type: c.node,
    time: { ...timeRest, julian_day_ut: r6(jd_ut), julian_day_tt: r6(jd_tt) },
    day_chart: c.dayChart,
    points: c.points.map((p) => ({
      name: p.name, ...placeOf(p.longitudeDeg), speed: r6(p.speedDegPerDay),
      retrograde: p.speedDegPerDay < 0, house: westernHouseOf(c.cuspsDeg, p.longitudeDeg),
    })),
    houses: c.cuspsDeg.map((cusp, i) => { const { longitude, ...rest } = placeOf(cusp); return { number: i + 1, cusp: longitude, ...rest }; }),
    ...(c.omitted ? { omitted_points: c.omitted } : {}),
  };
}

