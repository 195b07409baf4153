/**
 * Timing windows for an event (marriage, a job, a child, property, travel abroad), the classical way:
 *  - the significators: the lords of the event's houses, the planets in them and the karakas (life.ts AREAS), weighted
 *    (the first house's lord and occupants and the first karaka 3; the other lords and karakas 2; other occupants 1);
 *    a period brings the results of the houses its lord rules and occupies (BPHS ch. 47, dasha phala);
 *  - the double transit: Jupiter and Saturn both occupying or aspecting (BPHS ch. 26 graha drishti: Jupiter the 5th,
 *    7th and 9th, Saturn the 3rd, 7th and 10th from itself) the event's house or the sign of its lord, from the lagna.
 * A window is a run of months (sampled on the 15th, 12:00 UTC, as facts.ts transitSample) in which a mahadasha or
 * antardasha of a significator (dashaTimelineOf = GET /v1/astrology/dasha) runs while the double transit holds, with
 * one mahadasha/antardasha throughout. Positions from planetsAt, as transits.ts transitReport (GET /v1/astrology/gochara).
 */
import { planetsAt } from '../../chart';
import { ttFromUtcMs } from '../../time';
import { signIndexOf, type Graha } from '../../constants';
import type { EventKind, LifeArea } from '../asked';
import { dashaTimelineOf, type ChartFacts } from '../facts';
import { AREAS } from './life';
import { lordOf, occupants, signOfHouse } from './common';

export const EVENT_AREA: Record<EventKind, LifeArea> = { marriage: 'marriage', job: 'career', child: 'children', property: 'property', travel: 'travel' };
/** Houses the event is timed from: its life area's houses (life.ts), marriage also the 11th (fulfilment of desire). */
export const eventHouses = (e: EventKind): number[] => (e === 'marriage' ? [...AREAS.marriage.houses, 11] : AREAS[EVENT_AREA[e]].houses);

export type Role = { kind: 'lord'; house: number } | { kind: 'occupant'; house: number } | { kind: 'karaka' };
export interface Significator { planet: Graha; weight: number; roles: Role[] }

export function significatorsOf(f: ChartFacts, e: EventKind): Significator[] {
  const houses = eventHouses(e);
  const karakas = AREAS[EVENT_AREA[e]].karakas;
  const by = new Map<Graha, Significator>();
  const add = (g: Graha, w: number, role: Role) => {
    const s = by.get(g) ?? { planet: g, weight: 0, roles: [] };
    s.weight = Math.max(s.weight, w);
    s.roles.push(role);
    by.set(g, s);
  };
  houses.forEach((h, i) => {
    add(lordOf(f, h), i === 0 ? 3 : 2, { kind: 'lord', house: h });
    for (const g of occupants(f, h)) add(g, i === 0 ? 3 : 1, { kind: 'occupant', house: h });
  });
  karakas.forEach((g, i) => add(g, i === 0 ? 3 : 2, { kind: 'karaka' }));
  return [...by.values()].sort((a, b) => b.weight - a.weight);
}

/** Houses (counted from a planet's sign, 1 = its own sign) each slow planet occupies or aspects (BPHS ch. 26). */
export const ASPECTS: Record<'Jupiter' | 'Saturn', number[]> = { Jupiter: [1, 5, 7, 9], Saturn: [1, 3, 7, 10] };
/** The house (1..12) of sign `to` counted from sign `from`. */
export const countFrom = (from: number, to: number): number => ((to - from + 12) % 12) + 1;

export interface Touch { sign: number; /** what it falls on: the event's house, the sign of its lord, or both */ on: ('house' | 'lord')[]; /** 1 = occupies, else the aspect (5, 7, 9 / 3, 7, 10) */ aspect: number[] }
export interface Window {
  /** 'YYYY-MM' of the first and last month. */
  start: string;
  end: string;
  /** The sampled instants (15th, 12:00 UTC) of the first and last month. */
  startMs: number;
  endMs: number;
  months: number;
  maha: Graha;
  antar: Graha;
  jupiter: Touch;
  saturn: Touch;
  score: number;
  /** The window includes the current month. */
  now: boolean;
  /** Age (full years) at the window's start. */
  age: number;
}

/** What Jupiter or Saturn in `sign` falls on: the house `h`'s sign and its lord's sign. */
export function touchOf(f: ChartFacts, planet: 'Jupiter' | 'Saturn', sign: number, h: number): Touch {
  const on: Touch['on'] = [];
  const aspect: number[] = [];
  const houseSign = signOfHouse(f, h), lordSign = f.sign[lordOf(f, h)];
  const dh = countFrom(sign, houseSign), dl = countFrom(sign, lordSign);
  if (ASPECTS[planet].includes(dh)) { on.push('house'); aspect.push(dh); }
  if (ASPECTS[planet].includes(dl)) { on.push('lord'); if (!aspect.includes(dl)) aspect.push(dl); }
  return { sign, on, aspect };
}

const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** The monthly instants of the scan: the 15th, 12:00 UTC, of `count` months from the month of `fromMs`. */
export function monthSamples(fromMs: number, count: number): number[] {
  const d = new Date(fromMs);
  return Array.from({ length: count }, (_, k) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + k, 15, 12));
}

/** Jupiter's and Saturn's sidereal signs at an instant (the engine's transit positions, planetsAt). */
export function slowSigns(f: ChartFacts, ms: number): { Jupiter: number; Saturn: number } {
  const { jdTt } = ttFromUtcMs(ms);
  const ps = planetsAt(jdTt, 'vedic', f.chart.node, ['Jupiter', 'Saturn'], f.chart.ayanamsa.name).planets;
  return { Jupiter: signIndexOf(ps[0].siderealDeg), Saturn: signIndexOf(ps[1].siderealDeg) };
}

/**
 * Every window in `months` months from the month of `fromMs`, strongest first: score = 2 x the antardasha lord's
 * weight + the mahadasha lord's, + 1 for each of Jupiter and Saturn on the house itself (0.5 on the lord only),
 * + up to 2 for duration (a sixth per month, 12 months or more), - 0.35 per year ahead: of two windows the dasha and
 * transits promise alike, the nearer is the likelier answer to "when" (an astrologer looks for the first ripe period).
 */
export function eventWindows(f: ChartFacts, e: EventKind, fromMs: number, months: number): Window[] {
  const sig = new Map(significatorsOf(f, e).map((s) => [s.planet, s.weight]));
  const h = eventHouses(e)[0];
  const birthMs = Date.parse(f.chart.time.utc_datetime);
  const nowKey = monthKey(fromMs);
  const out: Window[] = [];
  let cur: Window | null = null;
  for (const ms of monthSamples(fromMs, months)) {
    const signs = slowSigns(f, ms);
    const jup = touchOf(f, 'Jupiter', signs.Jupiter, h), sat = touchOf(f, 'Saturn', signs.Saturn, h);
    const d = dashaTimelineOf(f, Math.max(ms, birthMs)).current;
    const maha = d.mahadasha, antar = d.antardasha;
    const ok = jup.on.length > 0 && sat.on.length > 0 && (sig.has(maha) || sig.has(antar));
    if (ok && cur && cur.maha === maha && cur.antar === antar) { cur.end = monthKey(ms); cur.endMs = ms; cur.months++; continue; }
    if (cur) out.push(cur);
    cur = null;
    if (!ok) continue;
    const transit = (jup.on.includes('house') ? 1 : 0.5) + (sat.on.includes('house') ? 1 : 0.5);
    cur = {
      start: monthKey(ms), end: monthKey(ms), startMs: ms, endMs: ms, months: 1, maha, antar, jupiter: jup, saturn: sat,
      score: 2 * (sig.get(antar) ?? 0) + (sig.get(maha) ?? 0) + transit, now: monthKey(ms) === nowKey, age: ageAt(f.birth.date, ms),
    };
  }
  if (cur) out.push(cur);
  for (const w of out) w.score += Math.min(w.months, 12) / 6 - 0.35 * Math.max(0, w.startMs - fromMs) / (365.25 * 86_400_000);
  return out.sort((a, b) => b.score - a.score || a.startMs - b.startMs);
}

/** Full years of age at an instant, from the civil birth date. */
export function ageAt(birthDate: string, ms: number): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  const t = new Date(ms);
  const had = t.getUTCMonth() + 1 > m || (t.getUTCMonth() + 1 === m && t.getUTCDate() >= d);
  return t.getUTCFullYear() - y - (had ? 0 : 1);
}
