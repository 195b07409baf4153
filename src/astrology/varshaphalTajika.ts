/**
 * Tajika aspects, yogas and pancha-vargiya bala on the seven grahas of a varsha chart (Tajika Neelakanthi; K.S. Charak,
 * "Varshaphala" ch. 4-6). README "Varshaphal" states each rule.
 */
import { NATURAL_RELATIONS, SEVEN_GRAHAS, SIGN_LORDS, signIndexOf, type Graha } from './constants';
import { amshaOf } from './vargas';
import { normDeg } from './frames';
import type { ChartPlanet } from './chart';

type Seven = Exclude<Graha, 'Rahu' | 'Ketu'>;
/** Deeptamsa (orb of light), degrees. The orb of a pair is half the sum. */
export const DEEPTAMSA: Record<Seven, number> = { Sun: 15, Moon: 12, Mars: 8, Mercury: 7, Jupiter: 9, Venus: 7, Saturn: 9 };
/** Mean-speed order, fastest first: the "faster" planet of a pair (Tajika). */
export const SPEED_ORDER: Seven[] = ['Moon', 'Mercury', 'Venus', 'Sun', 'Mars', 'Jupiter', 'Saturn'];
const faster = (a: Seven, b: Seven) => SPEED_ORDER.indexOf(a) < SPEED_ORDER.indexOf(b);
export const pairOrb = (a: Seven, b: Seven) => (DEEPTAMSA[a] + DEEPTAMSA[b]) / 2;

export type AspectKind = 'friendly' | 'inimical' | 'neutral';
/** Tajika aspect from sign a to sign b by sign distance (1 = same sign). */
export function tajikaAspect(a: number, b: number): { distance: number; kind: AspectKind; name: string } {
  const d = ((b - a + 12) % 12) + 1;
  if (d === 5 || d === 9) return { distance: d, kind: 'friendly', name: 'open friendly (5/9, trine)' };
  if (d === 3 || d === 11) return { distance: d, kind: 'friendly', name: 'secret friendly (3/11, sextile)' };
  if (d === 1) return { distance: d, kind: 'inimical', name: 'conjunction (1)' };
  if (d === 7) return { distance: d, kind: 'inimical', name: 'open inimical (1/7, opposition)' };
  if (d === 4 || d === 10) return { distance: d, kind: 'inimical', name: 'secret inimical (4/10, square)' };
  return { distance: d, kind: 'neutral', name: `neutral, no Tajika aspect (${d === 2 || d === 12 ? '2/12' : '6/8'})` };
}
export const TAJIKA_ASPECT_RULE = 'Tajika aspects by sign distance (Tajika Neelakanthi): 5/9 open and 3/11 secret friendly, 1/7 open and 4/10 secret inimical, '
  + '2/12 and 6/8 neutral (no aspect). Orb of a pair = half the sum of the deeptamsas (Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9); '
  + 'the gap is the difference of the degrees in their signs.';

export interface TajikaAspect { from: Seven; to: Seven; distance: number; kind: AspectKind; name: string; gap: number; orb: number; within_orb: boolean }

const degIn = (x: number) => x - 30 * signIndexOf(x);
const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** All pairs of the seven grahas (faster first). */
export function tajikaAspects(lon: Record<Graha, number>, _planets?: ChartPlanet[]): TajikaAspect[] {
  const out: TajikaAspect[] = [];
  for (let i = 0; i < 7; i++) for (let j = i + 1; j < 7; j++) {
    const a = SPEED_ORDER[i], b = SPEED_ORDER[j];
    const asp = tajikaAspect(signIndexOf(lon[a]), signIndexOf(lon[b]));
    const gap = Math.abs(degIn(lon[a]) - degIn(lon[b])), orb = pairOrb(a, b);
    out.push({ from: a, to: b, ...asp, gap: r4(gap), orb, within_orb: gap <= orb });
  }
  return out;
}

export type TajikaYogaName = 'Ithasala' | 'Easarapha' | 'Nakta' | 'Yamaya' | 'Kamboola' | 'Manau';
export interface TajikaYoga { yoga: TajikaYogaName; planets: Seven[]; rule: string }
export const YOGA_RULES: Record<string, string> = {
  Ithasala: 'Applying: two grahas in Tajika aspect (friendly or inimical), the faster (mean-speed order Moon, Mercury, Venus, Sun, Mars, Jupiter, Saturn) behind the slower in degrees within their signs, the gap within the pair orb.',
  Easarapha: 'Separating: in Tajika aspect, the faster ahead of the slower in degrees, the gap within the pair orb.',
  Nakta: 'Transfer of light: two grahas not in Tajika aspect, a third faster than both aspects both, separating (Easarapha) from one and applying (Ithasala) to the other.',
  Yamaya: 'Collection of light: two grahas not in Tajika aspect, both in Ithasala with a third slower than both that aspects both.',
  Kamboola: 'The Moon in Ithasala with either graha of an Ithasala between two other grahas.',
  Manau: 'An Ithasala spoiled: Mars or Saturn (not of the pair) in inimical aspect (1/4/7/10) within its pair orb to the faster graha of the Ithasala.',
};

/** The Tajika yogas of the seven grahas. Retrogression is not considered (mean-speed order decides which is faster). */
export function tajikaYogas(lon: Record<Graha, number>, _planets?: ChartPlanet[]): TajikaYoga[] {
  const aspects = (a: Seven, b: Seven) => tajikaAspect(signIndexOf(lon[a]), signIndexOf(lon[b])).kind !== 'neutral';
  const rel = (a: Seven, b: Seven): 'ithasala' | 'easarapha' | null => {
    if (a === b || !aspects(a, b)) return null;
    const [f, s] = faster(a, b) ? [a, b] : [b, a];
    const df = degIn(lon[f]), ds = degIn(lon[s]), orb = pairOrb(f, s);
    if (df <= ds && ds - df <= orb) return 'ithasala';
    if (df > ds && df - ds <= orb) return 'easarapha';
    return null;
  };
  const out: TajikaYoga[] = [];
  const ithasalas: [Seven, Seven][] = [];
  for (let i = 0; i < 7; i++) for (let j = i + 1; j < 7; j++) {
    const a = SPEED_ORDER[i], b = SPEED_ORDER[j];
    const r = rel(a, b);
    if (r === 'ithasala') { ithasalas.push([a, b]); out.push({ yoga: 'Ithasala', planets: [a, b], rule: `${a} (faster) applies to ${b} within ${pairOrb(a, b)}°` }); }
    if (r === 'easarapha') out.push({ yoga: 'Easarapha', planets: [a, b], rule: `${a} (faster) separates from ${b} within ${pairOrb(a, b)}°` });
  }
  for (let i = 0; i < 7; i++) for (let j = i + 1; j < 7; j++) {
    const a = SPEED_ORDER[i], b = SPEED_ORDER[j];
    if (aspects(a, b)) continue;
    for (const c of SPEED_ORDER) {
      if (c === a || c === b || !aspects(c, a) || !aspects(c, b)) continue;
      if (faster(c, a) && faster(c, b)) {
        const ra = rel(c, a), rb = rel(c, b);
        if ((ra === 'easarapha' && rb === 'ithasala') || (ra === 'ithasala' && rb === 'easarapha')) {
          out.push({ yoga: 'Nakta', planets: [a, b, c], rule: `${c}, faster than ${a} and ${b} (not in aspect), separates from ${ra === 'easarapha' ? a : b} and applies to ${ra === 'easarapha' ? b : a}` });
        }
      } else if (faster(a, c) && faster(b, c) && rel(a, c) === 'ithasala' && rel(b, c) === 'ithasala') {
        out.push({ yoga: 'Yamaya', planets: [a, b, c], rule: `${a} and ${b} (not in aspect) both apply to the slower ${c}, which aspects both` });
      }
    }
  }
  for (const [a, b] of ithasalas) {
    if (a !== 'Moon' && b !== 'Moon') {
      const m = [a, b].filter((x) => rel('Moon', x) === 'ithasala');
      if (m.length) out.push({ yoga: 'Kamboola', planets: ['Moon', a, b], rule: `the Moon applies to ${m.join(' and ')} of the Ithasala ${a}-${b}` });
    }
    for (const mal of ['Mars', 'Saturn'] as Seven[]) {
      if (mal === a || mal === b) continue;
      const asp = tajikaAspect(signIndexOf(lon[mal]), signIndexOf(lon[a]));
      if (asp.kind === 'inimical' && Math.abs(degIn(lon[mal]) - degIn(lon[a])) <= pairOrb(mal, a)) {
        out.push({ yoga: 'Manau', planets: [a, b, mal], rule: `${mal} casts an inimical aspect (${asp.distance}) within orb on ${a}, the faster of the Ithasala ${a}-${b}` });
      }
    }
  }
  return out;
}

/** Exaltation points (BPHS ch. 3), sidereal degrees. */
const EXALT_DEG: Record<Seven, number> = { Sun: 10, Moon: 33, Mars: 298, Mercury: 165, Jupiter: 95, Venus: 357, Saturn: 200 };
/** Hadda (terms, the Egyptian terms of Tajika Neelakanthi): per sign, [lord, end degree]. */
const HADDA: [Seven, number][][] = [
  [['Jupiter', 6], ['Venus', 12], ['Mercury', 20], ['Mars', 25], ['Saturn', 30]],
  [['Venus', 8], ['Mercury', 14], ['Jupiter', 22], ['Saturn', 27], ['Mars', 30]],
  [['Mercury', 6], ['Jupiter', 12], ['Venus', 17], ['Mars', 24], ['Saturn', 30]],
  [['Mars', 7], ['Venus', 13], ['Mercury', 19], ['Jupiter', 26], ['Saturn', 30]],
  [['Jupiter', 6], ['Venus', 11], ['Saturn', 18], ['Mercury', 24], ['Mars', 30]],
  [['Mercury', 7], ['Venus', 17], ['Jupiter', 21], ['Mars', 28], ['Saturn', 30]],
  [['Saturn', 6], ['Mercury', 14], ['Jupiter', 21], ['Venus', 28], ['Mars', 30]],
  [['Mars', 7], ['Venus', 11], ['Mercury', 19], ['Jupiter', 24], ['Saturn', 30]],
  [['Jupiter', 12], ['Venus', 17], ['Mercury', 21], ['Saturn', 26], ['Mars', 30]],
  [['Mercury', 7], ['Jupiter', 14], ['Venus', 22], ['Saturn', 26], ['Mars', 30]],
  [['Mercury', 7], ['Venus', 13], ['Jupiter', 20], ['Mars', 25], ['Saturn', 30]],
  [['Venus', 12], ['Jupiter', 16], ['Mercury', 19], ['Mars', 28], ['Saturn', 30]],
];
export const haddaLord = (lon: number): Seven => {
  const s = signIndexOf(lon), d = degIn(lon);
  return HADDA[s].find(([, end]) => d < end)![0];
};
/** 1 own, 1/2 friend, 1/4 neutral, 1/8 enemy (BPHS naisargika friendship). */
const share = (g: Seven, lord: Graha) => {
  if (g === lord) return 1;
  const r = NATURAL_RELATIONS[g];
  return r.friends.includes(lord) ? 0.5 : r.enemies.includes(lord) ? 0.125 : 0.25;
};

/** Pancha-vargiya bala (Tajika Neelakanthi): kshetra 30, uchcha 20, hadda 15, drekkana 10, navamsa 5 at full; total = sum / 4. */
export function panchaVargiyaBala(g: Graha, lon: number): { kshetra: number; uchcha: number; hadda: number; drekkana: number; navamsa: number; total: number } {
  const s = g as Seven;
  const kshetra = 30 * share(s, SIGN_LORDS[signIndexOf(lon)]);
  const dist = Math.abs(normDeg(lon - EXALT_DEG[s] + 180) - 180);
  const uchcha = 20 * (1 - dist / 180);
  const hadda = 15 * share(s, haddaLord(lon));
  const drekkana = 10 * share(s, SIGN_LORDS[amshaOf('D3', lon).sign]);
  const navamsa = 5 * share(s, SIGN_LORDS[amshaOf('D9', lon).sign]);
  return { kshetra, uchcha, hadda, drekkana, navamsa, total: (kshetra + uchcha + hadda + drekkana + navamsa) / 4 };
}
export const SEVEN: readonly Graha[] = SEVEN_GRAHAS;
