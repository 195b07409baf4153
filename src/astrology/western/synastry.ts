/**
 * Synastry and the composite chart of two births.
 *
 * Inter-aspects: every point of person 1 against every point of person 2 with the natal orbs (aspects.ts); `motion`
 * comes from the two natal speeds, as synastry software reports it. The summary counts harmonious (trine, sextile),
 * challenging (square, opposition, quincunx, semi-square, sesquiquadrate) and variable (conjunction and the other
 * minor aspects) contacts and their share weighted by exactness; it describes the grid, it is no traditional score.
 *
 * Composite (Robert Hand, "Planets in Composite", 1975, ch. 2): each point at the midpoint of the two positions on
 * the shorter arc (the "near" midpoint); the MC is the midpoint of the two MCs and the houses are built from it (its
 * right ascension as ARMC) at the mean of the two birth latitudes with the chosen house system, the ascendant being
 * that house system's ascendant. The midpoint Part of Fortune and the midpoint Ascendant are not used; Hand derives
 * the houses from the composite MC for this reason (midpoint cusps do not form a valid house system).
 */
import { DEG, frameOfDate, normDeg } from '../frames';
import { timeOfUtcInstant, ttFromUtcMs, utcMsFromJd } from '../time';
import { parseEnum } from '../validate';
import { aspectBetween, parseOrbs, type Aspect, type AspectName, type Orbs } from './aspects';
import { chartDoc, placeOf, type WesternChartDoc } from './chartDoc';
import { HOUSE_SYSTEMS, chartAngles, houseCusps, type HouseSystem } from './houseSystems';
import { westernChart, westernChartAt, westernHouseOf, type PointPosition, type WesternChart } from './westernChart';
import { ENGINE_NAME, EPHEMERIS_NAME } from '../ephemeris';

const HARMONIOUS: AspectName[] = ['trine', 'sextile'];
const CHALLENGING: AspectName[] = ['square', 'opposition', 'quincunx', 'semi_square', 'sesquiquadrate'];
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Midpoint of two longitudes on the shorter arc (the near midpoint); exactly opposite points: a + 90°. */
export function nearMidpoint(a: number, b: number): number {
  const d = normDeg(b - a);
  return normDeg(d > 180 ? a + (d - 360) / 2 : a + d / 2);
}

export function interAspects(p1: PointPosition[], p2: PointPosition[], orbs: Orbs): Aspect[] {
  const out: Aspect[] = [];
  for (const a of p1) for (const b of p2) {
    const asp = aspectBetween(a, b, orbs, [`p1 ${a.name}`, `p2 ${b.name}`]);
    if (asp) out.push(asp);
  }
  return out.sort((x, y) => x.orb - y.orb);
}

export interface SynastrySummary {
  harmonious: number;
  challenging: number;
  variable: number;
  /** Exactness-weighted share of harmonious among harmonious + challenging contacts, 0-100. */
  harmony_percent: number;
  /** Contacts between the luminaries, Venus/Mars and the ascendants (the ones every synastry text reads first). */
  key_contacts: Aspect[];
}

export function summarize(aspects: Aspect[]): SynastrySummary {
  let h = 0, c = 0, wh = 0, wc = 0;
  for (const a of aspects) {
    if (HARMONIOUS.includes(a.aspect)) { h++; wh += a.exactness; } else if (CHALLENGING.includes(a.aspect)) { c++; wc += a.exactness; }
  }
  const key = new Set(['Sun', 'Moon', 'Venus', 'Mars', 'Ascendant']);
  return {
    harmonious: h, challenging: c, variable: aspects.length - h - c,
    harmony_percent: wh + wc === 0 ? 50 : Math.round(1000 * wh / (wh + wc)) / 10,
    key_contacts: aspects.filter((a) => key.has(a.point1.slice(3)) && key.has(a.point2.slice(3))),
  };
}

export interface CompositeChart {
  house_system: HouseSystem;
  latitude: number;
  points: { name: string; longitude: number; sign: string; degree: number; house: number }[];
  houses: { number: number; cusp: number; sign: string; degree: number }[];
}

export function compositeChart(c1: WesternChart, c2: WesternChart, houseSystem: HouseSystem): CompositeChart {
  const mc = nearMidpoint(c1.points.find((p) => p.name === 'MC')!.longitudeDeg, c2.points.find((p) => p.name === 'MC')!.longitudeDeg);
  const f = frameOfDate((c1.time.jd_tt + c2.time.jd_tt) / 2);
  const eps = f.trueObliquityRad;
  // ARMC = right ascension of the composite MC (an ecliptic point of latitude 0), same quadrant as the longitude.
  const armc = Math.atan2(Math.sin(mc * DEG) * Math.cos(eps), Math.cos(mc * DEG));
  const lat = (c1.latDeg + c2.latDeg) / 2;
  const cusps = houseCusps(houseSystem, armc, eps, lat, 'house_system');
  const asc = chartAngles(armc, eps, lat).ascendantDeg;
  // Points both charts have (Chiron and the asteroids are missing from a chart outside their range).
  const points = c1.points.filter((p) => p.name !== 'Ascendant' && p.name !== 'MC' && p.name !== 'Part of Fortune'
    && c2.points.some((q) => q.name === p.name)).map((p) => {
    const lon = nearMidpoint(p.longitudeDeg, c2.points.find((q) => q.name === p.name)!.longitudeDeg);
    return { name: p.name as string, ...placeOf(lon), house: westernHouseOf(cusps, lon) };
  });
  points.push({ name: 'Ascendant', ...placeOf(asc), house: 1 }, { name: 'MC', ...placeOf(mc), house: westernHouseOf(cusps, mc) });
  return {
    house_system: houseSystem, latitude: r6(lat), points,
    houses: cusps.map((c, i) => { const { longitude, ...rest } = placeOf(c); return { number: i + 1, cusp: longitude, ...rest }; }),
  };
}

/**
 * Davison relationship chart (Ronald Davison, "Synastry", 1977): the chart cast for the midpoint in time (mean of the
 * two UT instants) and space (mean latitude; longitude at the midpoint of the shorter arc between the two).
 */
export function davisonChart(c1: WesternChart, c2: WesternChart, houseSystem: HouseSystem): { utc: string; lat: number; lon: number; chart: WesternChartDoc } {
  const jdUt = (c1.time.jd_ut + c2.time.jd_ut) / 2;
  const lat = (c1.latDeg + c2.latDeg) / 2;
  let lon = nearMidpoint(c1.lonDeg, c2.lonDeg);
  if (lon > 180) lon -= 360;
  const ms = utcMsFromJd(jdUt);
  const { jdTt } = ttFromUtcMs(ms);
  const time = { ...timeOfUtcInstant(ms), jd_ut: jdUt, jd_tt: jdTt };
  const chart = westernChartAt(time, lat, lon, c1.node, houseSystem);
  return { utc: time.utc_datetime, lat: r6(lat), lon: r6(lon), chart: chartDoc(chart) };
}

export interface SynastryDoc {
  person1: WesternChartDoc;
  person2: WesternChartDoc;
  orbs: Orbs;
  aspects: Aspect[];
  summary: SynastrySummary;
  composite: CompositeChart;
  davison: ReturnType<typeof davisonChart>;
  engine: string;
}

const BIRTH_KEYS = ['date', 'time', 'lat', 'lon', 'tz'] as const;
function person(raw: Record<string, unknown>, prefix: 'p1_' | 'p2_', houseSystem: HouseSystem, node: unknown): WesternChart {
  const input: Record<string, unknown> = { house_system: houseSystem, node, calendar: raw.calendar };
  for (const k of BIRTH_KEYS) input[k] = raw[`${prefix}${k}`];
  return westernChart(input as never, prefix);
}

/** Synastry grid, summary and composite chart of two births (p1_*, p2_* parameters). */
export function synastryDoc(input: Record<string, unknown>): SynastryDoc {
  const raw = input ?? {};
  const houseSystem = parseEnum(raw.house_system, HOUSE_SYSTEMS, 'placidus', 'house_system');
  const orbs = parseOrbs(raw);
  const c1 = person(raw, 'p1_', houseSystem, raw.node);
  const c2 = person(raw, 'p2_', houseSystem, raw.node);
  const aspects = interAspects(c1.points, c2.points, orbs);
  return {
    person1: chartDoc(c1), person2: chartDoc(c2), orbs, aspects, summary: summarize(aspects),
    composite: compositeChart(c1, c2, houseSystem), davison: davisonChart(c1, c2, houseSystem), engine: `${ENGINE_NAME}; ephemeris ${EPHEMERIS_NAME}`,
  };
}
