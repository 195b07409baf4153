/** The Western chart as the operations return it (rounded, signs and houses named). */
import { SIGNS, signIndexOf } from '../constants';
import type { HouseSystem } from './houseSystems';
import { westernHouseOf, type WesternChart, type WesternPoint } from './westernChart';

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

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
}

export function chartDoc(c: WesternChart): WesternChartDoc {
  const { jd_ut, jd_tt, ...timeRest } = c.time;
  const place = (lon: number) => ({ sign: SIGNS[signIndexOf(lon)], degree: r6(lon - 30 * signIndexOf(lon)) });
  return {
    zodiac: 'tropical', house_system: c.houseSystem, node_type: c.node,
    time: { ...timeRest, julian_day_ut: r6(jd_ut), julian_day_tt: r6(jd_tt) },
    day_chart: c.dayChart,
    points: c.points.map((p) => ({
      name: p.name, longitude: r6(p.longitudeDeg), ...place(p.longitudeDeg), speed: r6(p.speedDegPerDay),
      retrograde: p.speedDegPerDay < 0, house: westernHouseOf(c.cuspsDeg, p.longitudeDeg),
    })),
    houses: c.cuspsDeg.map((cusp, i) => ({ number: i + 1, cusp: r6(cusp), ...place(cusp) })),
  };
}

