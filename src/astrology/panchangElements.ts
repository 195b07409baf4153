/**
 * The five limbs (pancha anga) of the Hindu calendar day, from the sidereal (Lahiri) longitudes of the Sun and Moon,
 * and the instants at which each changes (Surya Siddhanta ch. 2; the definitions every panchang uses):
 * - tithi: elongation Moon - Sun in 12° steps (30 a lunar month; 1-15 Shukla paksha, 16-30 Krishna paksha);
 * - nakshatra: the Moon's sidereal longitude in 13°20' steps (27);
 * - yoga: sidereal Sun + Moon in 13°20' steps (27);
 * - karana: half a tithi, 6° of elongation (60 a month: Kimstughna, 8 cycles of the 7 movable karanas, then Shakuni,
 *   Chatushpada, Naga);
 * - vara: the weekday, which runs from sunrise to sunrise.
 * End times: Newton steps on the angle (its rate from the engine's speeds), to < 1 s.
 */
import { planetsAt } from './chart';
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG } from './constants';
import { normDeg } from './frames';
import { ttFromUtcMs } from './time';

export const TITHI_NAMES = ['Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami',
  'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi'] as const;
export const YOGA_NAMES = ['Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti',
  'Shula', 'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyana', 'Parigha',
  'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti'] as const;
const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'] as const;
export const VARA_NAMES = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'] as const;
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type ElementKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana';
export const ELEMENT_SPAN_DEG: Record<ElementKind, number> = { tithi: 12, nakshatra: NAKSHATRA_SPAN_DEG, yoga: NAKSHATRA_SPAN_DEG, karana: 6 };

/** Tithi number 1..30 from its index 0..29: name and paksha. */
export function tithiName(index: number): string {
  if (index === 14) return 'Purnima';
  if (index === 29) return 'Amavasya';
  return TITHI_NAMES[index % 15];
}
export const pakshaOf = (tithiIndex: number): 'Shukla' | 'Krishna' => (tithiIndex < 15 ? 'Shukla' : 'Krishna');

export function karanaName(index: number): string {
  if (index === 0) return 'Kimstughna';
  if (index >= 57) return ['Shakuni', 'Chatushpada', 'Naga'][index - 57];
  return MOVABLE_KARANAS[(index - 1) % 7];
}

export function elementName(kind: ElementKind, index: number): string {
  switch (kind) {
    case 'tithi': return tithiName(index);
    case 'nakshatra': return NAKSHATRAS[index];
    case 'yoga': return YOGA_NAMES[index];
    case 'karana': return karanaName(index);
  }
}

export interface Luminaries { sunDeg: number; moonDeg: number; sunSpeed: number; moonSpeed: number }

/** Sidereal (Lahiri) longitudes and speeds (deg/day) of the Sun and Moon at a UTC instant. */
export function luminariesAt(utcMs: number): Luminaries {
  const { jdTt } = ttFromUtcMs(utcMs);
  const { planets } = planetsAt(jdTt, 'vedic', 'mean', ['Sun', 'Moon']);
  const [sun, moon] = planets;
  return { sunDeg: sun.siderealDeg, moonDeg: moon.siderealDeg, sunSpeed: sun.speedDegPerDay, moonSpeed: moon.speedDegPerDay };
}

/** The angle an element counts, and its rate in degrees per day. */
export function angleOf(kind: ElementKind, l: Luminaries): { deg: number; rate: number } {
  switch (kind) {
    case 'tithi':
    case 'karana': return { deg: normDeg(l.moonDeg - l.sunDeg), rate: l.moonSpeed - l.sunSpeed };
    case 'nakshatra': return { deg: normDeg(l.moonDeg), rate: l.moonSpeed };
    case 'yoga': return { deg: normDeg(l.moonDeg + l.sunDeg), rate: l.moonSpeed + l.sunSpeed };
  }
}

export const indexAt = (kind: ElementKind, l: Luminaries): number => Math.floor(angleOf(kind, l).deg / ELEMENT_SPAN_DEG[kind] + 1e-12) % Math.round(360 / ELEMENT_SPAN_DEG[kind]);

/**
 * First instant after `fromUtcMs` at which the angle reaches `targetDeg` (mod 360), UTC ms. All four angles only ever
 * increase (the Moon never moves backwards and always outruns the Sun).
 */
export function angleReaches(kind: ElementKind, targetDeg: number, fromUtcMs: number): number {
  let t = fromUtcMs;
  for (let i = 0; i < 30; i++) {
    const a = angleOf(kind, luminariesAt(t));
    // First step: forward to the next crossing (up to a whole cycle); after it, the nearest crossing either way (the
    // first step's error, from a rate that varies by a third over a month, stays well under half a cycle).
    let gap = normDeg(targetDeg - a.deg);
    if (i > 0 && gap > 180) gap -= 360;
    const stepMs = (gap / a.rate) * 86400000;
    t += stepMs;
    if (Math.abs(stepMs) < 200) return Math.round(t);
  }
  return Math.round(t);
}

export interface ElementSpan { index: number; name: string; startUtcMs: number; endUtcMs: number }

/** The element current at `utcMs` with its start and end. */
export function elementAt(kind: ElementKind, utcMs: number): ElementSpan {
  const span = ELEMENT_SPAN_DEG[kind];
  const count = Math.round(360 / span);
  const index = indexAt(kind, luminariesAt(utcMs));
  const endUtcMs = angleReaches(kind, ((index + 1) % count) * span, utcMs);
  // Start: the boundary reached going back, found as the end of the previous one from a day or two earlier.
  const back = kind === 'karana' ? 0.7 : 1.3;
  let startUtcMs = angleReaches(kind, index * span, utcMs - back * 86400000);
  if (startUtcMs > utcMs) startUtcMs = angleReaches(kind, index * span, utcMs - 2 * back * 86400000);
  return { index, name: elementName(kind, index), startUtcMs, endUtcMs };
}
