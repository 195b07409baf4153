/**
 * Nakshatra dashas beside Vimshottari (BPHS ch. 46-47; years of 365.25 days like dasha.ts):
 * - Yogini (36-year cycle; BPHS ch. 46 lists it among the nakshatra dashas; rules as in Mantreswara's and Kalidasa's
 *   texts and JHora): eight yoginis Mangala (Moon, 1 y), Pingala (Sun, 2), Dhanya (Jupiter, 3), Bhramari (Mars, 4),
 *   Bhadrika (Mercury, 5), Ulka (Saturn, 6), Siddha (Venus, 7), Sankata (Rahu, 8). The birth yogini is
 *   (nakshatra number + 3) mod 8 (1 = Mangala, 0 = Sankata); the balance is its years times the unelapsed part of
 *   the Moon's nakshatra.
 * - Ashtottari (108 years, BPHS ch. 47): Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12,
 *   Venus 21, each ruling 3 or 4 consecutive stars counted from Ardra, with Abhijit (276°40'-280°53'20") among
 *   Saturn's four (Purva Ashadha, Uttara Ashadha, Abhijit, Shravana). A lord's years are shared equally by its
 *   stars; the balance at birth is the unelapsed part of the current star plus the stars of the group still ahead.
 *   Applicability (BPHS 47.1-2): Rahu in a kendra or trikona from the lagna lord, not in the lagna. The other common
 *   rule (birth in Krishna paksha by day or Shukla paksha by night) is reported beside it.
 * Antardashas in both: the sequence starts from the mahadasha lord, each lasting maha years x own years / cycle.
 *
 * Jaimini Chara dasha (sign dasha; Jaimini Sutras 2.3 as taught by K.N. Rao, "Chara Dasha"): from the lagna sign at
 * birth, forward through the zodiac when the 9th sign from the lagna is Aries, Taurus, Gemini, Libra, Scorpio or
 * Sagittarius, backward otherwise. A sign's years: count from it to its lord (forward for those six signs, backward
 * for the others), less one; 12 when the lord is in the sign; +1 with the lord exalted, -1 debilitated. Scorpio
 * (Mars, Ketu) and Aquarius (Saturn, Rahu): when one lord is in the sign the other is used; both in it gives 12;
 * otherwise the lord with more grahas in its sign, then the one further advanced in its sign. Second cycle: 12 less
 * the first-cycle years. Antardashas: twelve equal parts, from the sign after the mahadasha sign in the dasha's
 * direction, ending with the mahadasha sign.
 */
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG, SIGN_LORDS, nakshatraIndexOf, signIndexOf, type Graha, type NakshatraName } from './constants';
import { normDeg } from './frames';
import type { Chart } from './chart';
import { errors } from '../errors';
import { YEAR_DAYS } from './dasha';

const YEAR_MS = YEAR_DAYS * 86400000;

export const YOGINIS: { name: string; lord: Graha; years: number }[] = [
  { name: 'Mangala', lord: 'Moon', years: 1 }, { name: 'Pingala', lord: 'Sun', years: 2 },
  { name: 'Dhanya', lord: 'Jupiter', years: 3 }, { name: 'Bhramari', lord: 'Mars', years: 4 },
  { name: 'Bhadrika', lord: 'Mercury', years: 5 }, { name: 'Ulka', lord: 'Saturn', years: 6 },
  { name: 'Siddha', lord: 'Venus', years: 7 }, { name: 'Sankata', lord: 'Rahu', years: 8 },
];
export const ASHTOTTARI: { lord: Graha; years: number; stars: number }[] = [
  { lord: 'Sun', years: 6, stars: 4 }, { lord: 'Moon', years: 15, stars: 3 }, { lord: 'Mars', years: 8, stars: 4 },
  { lord: 'Mercury', years: 17, stars: 3 }, { lord: 'Saturn', years: 10, stars: 4 }, { lord: 'Jupiter', years: 19, stars: 3 },
  { lord: 'Rahu', years: 12, stars: 4 }, { lord: 'Venus', years: 21, stars: 3 },
];

export interface DashaSpan { lord: string; planet: Graha; start: string; end: string; years: number }
export interface DashaSubSpan extends DashaSpan { mahadasha: string }
export interface DashaSystemTimeline {
  system: 'yogini' | 'ashtottari' | 'chara';
  year_length_days: 365.25;
  cycle_years: number;
  birth: { moon_longitude: number; nakshatra: NakshatraName; lord: string; planet: Graha; elapsed_fraction: number; balance_years: number };
  applicability?: { applicable: boolean; rule: string; alternative_rule: { applicable: boolean; rule: string } };
  /** Mahadashas from the one running at birth until 120 years after birth. */
  mahadasha: DashaSpan[];
  antardasha: DashaSubSpan[];
  at: string;
  current: { mahadasha: string; antardasha: string };
}

interface Raw { lord: string; planet: Graha; startMs: number; endMs: number; years: number }
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Ashtottari stars from Ardra with Abhijit: [start°, end°) in the sidereal zodiac, and the group index. */
function ashtottariSegments(): { start: number; end: number; group: number }[] {
  const U = NAKSHATRA_SPAN_DEG;
  // 28 segments starting at Ardra (5); Abhijit is carved out of Uttara Ashadha's last pada and Shravana's first 1/15.
  const bounds: { start: number; end: number }[] = [];
  for (let k = 0; k < 27; k++) {
    const i = (5 + k) % 27;
    bounds.push({ start: i * U, end: (i + 1) * U });
  }
  const ua = bounds.findIndex((b) => Math.abs(b.start - 20 * U) < 1e-9);
  const abhijitStart = 276 + 40 / 60, abhijitEnd = 280 + 53 / 60 + 20 / 3600;
  bounds[ua] = { start: 20 * U, end: abhijitStart };
  bounds[ua + 1] = { start: abhijitEnd, end: 22 * U }; // Shravana
  bounds.splice(ua + 1, 0, { start: abhijitStart, end: abhijitEnd });
  const out: { start: number; end: number; group: number }[] = [];
  let seg = 0;
  ASHTOTTARI.forEach((g, gi) => { for (let s = 0; s < g.stars; s++) out.push({ ...bounds[seg++], group: gi }); });
  return out;
}
const SEGMENTS = ashtottariSegments();

function timeline(system: 'yogini' | 'ashtottari', lords: { name: string; lord: Graha; years: number }[], cycle: number,
  first: number, elapsedYears: number, birthMs: number) {
  const periods: Raw[] = [];
  let t = birthMs - elapsedYears * YEAR_MS;
  const until = birthMs + 120 * YEAR_MS;
  for (let k = 0; t < until; k++) {
    const v = lords[(first + k) % lords.length];
    periods.push({ lord: v.name, planet: v.lord, startMs: t, endMs: t + v.years * YEAR_MS, years: v.years });
    t += v.years * YEAR_MS;
  }
  const split = (m: Raw): Raw[] => {
    const idx = lords.findIndex((v) => v.name === m.lord);
    let s = m.startMs;
    return lords.map((_, k) => {
      const v = lords[(idx + k) % lords.length];
      const years = (m.years * v.years) / cycle;
      const end = k === lords.length - 1 ? m.endMs : s + years * YEAR_MS;
      const p = { lord: v.name, planet: v.lord, startMs: s, endMs: end, years };
      s = end;
      return p;
    });
  };
  return { periods, split, system };
}

export interface DashaSystemInput { chart: Chart; atMs: number }

export function dashaSystem(system: 'yogini' | 'ashtottari' | 'chara', chart: Chart, atMs: number): DashaSystemTimeline {
  const birthMs = Date.parse(chart.time.utc_datetime);
  if (atMs < birthMs) throw errors.invalidRequest('at must not be before the birth time.', 'at');
  if (system === 'chara') return charaDasha(chart, atMs);
  const moon = normDeg(chart.planets.find((p) => p.name === 'Moon')!.siderealDeg);
  const nak = nakshatraIndexOf(moon);
  const nakFrac = (moon - nak * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  let first: number, elapsedYears: number, balance: number, elapsedFraction: number, lords: { name: string; lord: Graha; years: number }[], cycle: number;
  if (system === 'yogini') {
    lords = YOGINIS; cycle = 36;
    first = (((nak + 1 + 3) % 8) + 7) % 8; // remainder 1 -> Mangala (index 0), 0 -> Sankata (index 7)
    elapsedFraction = nakFrac;
    elapsedYears = lords[first].years * nakFrac;
    balance = lords[first].years - elapsedYears;
  } else {
    lords = ASHTOTTARI.map((a) => ({ name: a.lord, lord: a.lord, years: a.years })); cycle = 108;
    const si = SEGMENTS.findIndex((s) => (s.start <= s.end ? moon >= s.start && moon < s.end : moon >= s.start || moon < s.end));
    const seg = SEGMENTS[si];
    first = seg.group;
    const groupSegs = SEGMENTS.map((s, i) => ({ ...s, i })).filter((s) => s.group === first);
    const pos = groupSegs.findIndex((s) => s.i === si);
    const within = normDeg(moon - seg.start) / normDeg(seg.end - seg.start);
    elapsedFraction = (pos + within) / groupSegs.length;
    elapsedYears = lords[first].years * elapsedFraction;
    balance = lords[first].years - elapsedYears;
  }
  const { periods, split } = timeline(system, lords, cycle, first, elapsedYears, birthMs);
  const offsetMs = chart.time.tz_offset_hours * 3600000;
  const day = (ms: number) => new Date(ms + offsetMs).toISOString().slice(0, 10);
  const find = (list: Raw[], t: number) => list.find((p) => t >= p.startMs && t < p.endMs) ?? list[list.length - 1];
  const maha = find(periods, atMs);
  const antar = find(split(maha), atMs);
  const span = (p: Raw): DashaSpan => ({ lord: p.lord, planet: p.planet, start: day(p.startMs), end: day(p.endMs), years: r6(p.years) });
  const doc: DashaSystemTimeline = {
    system, year_length_days: YEAR_DAYS, cycle_years: cycle,
    birth: {
      moon_longitude: r6(moon), nakshatra: NAKSHATRAS[nak], lord: lords[first].name, planet: lords[first].lord,
      elapsed_fraction: r6(elapsedFraction), balance_years: r6(balance),
    },
    mahadasha: periods.map(span),
    antardasha: periods.flatMap((m) => split(m).map((a) => ({ mahadasha: m.lord, ...span(a) }))),
    at: new Date(atMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    current: { mahadasha: maha.lord, antardasha: antar.lord },
  };
  if (system === 'ashtottari') doc.applicability = ashtottariApplicability(chart);
  return doc;
}

/** BPHS 47: Rahu in a kendra or trikona from the lagna lord, not in the lagna; alternative: paksha and day/night. */
export function ashtottariApplicability(chart: Chart): NonNullable<DashaSystemTimeline['applicability']> {
  const sid = (n: string) => normDeg(chart.planets.find((p) => p.name === n)!.siderealDeg);
  const lagna = signIndexOf(chart.ascendantSiderealDeg);
  const lagnaLord = SIGN_LORDS[lagna];
  const rahu = signIndexOf(sid('Rahu'));
  const fromLord = ((rahu - signIndexOf(sid(lagnaLord)) + 12) % 12) + 1;
  const good = [1, 4, 7, 10, 5, 9].includes(fromLord) && rahu !== lagna;
  // The Sun is above the horizon when it lies on the half of the ecliptic that has risen: between the descendant
  // and the ascendant through the MC (ecliptic latitude and refraction ignored: a few minutes near sunrise/sunset).
  const day = normDeg(chart.ascendantSiderealDeg - sid('Sun')) < 180;
  const shukla = normDeg(sid('Moon') - sid('Sun')) < 180;
  const alt = (shukla && !day) || (!shukla && day);
  return {
    applicable: good,
    rule: `BPHS 47: Rahu in a kendra or trikona from the lagna lord (${lagnaLord}), not in the lagna: Rahu is ${fromLord} from ${lagnaLord}${rahu === lagna ? ' and in the lagna' : ''}.`,
    alternative_rule: {
      applicable: alt,
      rule: `Birth in Krishna paksha by day or Shukla paksha by night: ${shukla ? 'Shukla' : 'Krishna'} paksha, ${day ? 'day' : 'night'} birth.`,
    },
  };
}

// ---- Jaimini Chara dasha.
const SAVYA = [0, 1, 2, 6, 7, 8]; // Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius
const EXALT: Partial<Record<Graha, number>> = { Sun: 0, Moon: 1, Mars: 9, Mercury: 5, Jupiter: 3, Venus: 11, Saturn: 6, Rahu: 1, Ketu: 7 };

/** The lord a sign's years are counted to (K.N. Rao's rules for the dual lordship of Scorpio and Aquarius). */
export function charaLord(sign: number, signOf: Record<Graha, number>, degOf: Record<Graha, number>): { lord: Graha; both: boolean } {
  const pair: Graha[] | undefined = sign === 7 ? ['Mars', 'Ketu'] : sign === 10 ? ['Saturn', 'Rahu'] : undefined;
  if (!pair) return { lord: SIGN_LORDS[sign], both: false };
  const [a, b] = pair;
  const inA = signOf[a] === sign, inB = signOf[b] === sign;
  if (inA && inB) return { lord: a, both: true };
  if (inA) return { lord: b, both: false };
  if (inB) return { lord: a, both: false };
  const count = (g: Graha) => (Object.keys(signOf) as Graha[]).filter((x) => signOf[x] === signOf[g]).length;
  if (count(a) !== count(b)) return { lord: count(a) > count(b) ? a : b, both: false };
  return { lord: degOf[a] % 30 >= degOf[b] % 30 ? a : b, both: false };
}

export function charaYears(sign: number, signOf: Record<Graha, number>, degOf: Record<Graha, number>): number {
  const { lord, both } = charaLord(sign, signOf, degOf);
  if (both || signOf[lord] === sign) return 12;
  const forward = SAVYA.includes(sign);
  const count = forward ? ((signOf[lord] - sign + 12) % 12) + 1 : ((sign - signOf[lord] + 12) % 12) + 1;
  let years = count - 1;
  if (EXALT[lord] === signOf[lord]) years += 1;
  else if (EXALT[lord] !== undefined && (EXALT[lord]! + 6) % 12 === signOf[lord]) years -= 1;
  return Math.max(0, Math.min(12, years));
}

function charaDasha(chart: Chart, atMs: number): DashaSystemTimeline {
  const birthMs = Date.parse(chart.time.utc_datetime);
  const names: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
  const degOf = Object.fromEntries(names.map((g) => [g, normDeg(chart.planets.find((p) => p.name === g)!.siderealDeg)])) as Record<Graha, number>;
  const signOf = Object.fromEntries(names.map((g) => [g, signIndexOf(degOf[g])])) as Record<Graha, number>;
  const lagna = signIndexOf(chart.ascendantSiderealDeg);
  const forward = SAVYA.includes((lagna + 8) % 12);
  const step = forward ? 1 : 11;
  const SIGN_NAMES = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
  const periods: Raw[] = [];
  let t = birthMs;
  const until = birthMs + 120 * YEAR_MS;
  for (let cycle = 0; cycle < 2 && t < until; cycle++) {
    for (let k = 0; k < 12 && t < until; k++) {
      const sign = (lagna + k * step) % 12;
      const first = charaYears(sign, signOf, degOf);
      const years = cycle === 0 ? first : 12 - first;
      if (years === 0) continue;
      periods.push({ lord: SIGN_NAMES[sign], planet: charaLord(sign, signOf, degOf).lord, startMs: t, endMs: t + years * YEAR_MS, years });
      t += years * YEAR_MS;
    }
  }
  const split = (m: Raw): Raw[] => {
    const sign = SIGN_NAMES.indexOf(m.lord);
    return Array.from({ length: 12 }, (_, k) => {
      const sub = (sign + (k + 1) * step) % 12;
      const len = (m.endMs - m.startMs) / 12;
      return { lord: SIGN_NAMES[sub], planet: charaLord(sub, signOf, degOf).lord, startMs: m.startMs + k * len, endMs: m.startMs + (k + 1) * len, years: m.years / 12 };
    });
  };
  const offsetMs = chart.time.tz_offset_hours * 3600000;
  const day = (ms: number) => new Date(ms + offsetMs).toISOString().slice(0, 10);
  const find = (list: Raw[], x: number) => list.find((p) => x >= p.startMs && x < p.endMs) ?? list[list.length - 1];
  const maha = find(periods, atMs);
  const antar = find(split(maha), atMs);
  const span = (p: Raw): DashaSpan => ({ lord: p.lord, planet: p.planet, start: day(p.startMs), end: day(p.endMs), years: r6(p.years) });
  const moon = degOf.Moon, nak = nakshatraIndexOf(moon);
  return {
    system: 'chara', year_length_days: YEAR_DAYS, cycle_years: 144,
    birth: { moon_longitude: r6(moon), nakshatra: NAKSHATRAS[nak], lord: SIGN_NAMES[lagna], planet: charaLord(lagna, signOf, degOf).lord,
      elapsed_fraction: 0, balance_years: periods[0].years },
    mahadasha: periods.map(span),
    antardasha: periods.flatMap((m) => split(m).map((a) => ({ mahadasha: m.lord, ...span(a) }))),
    at: new Date(atMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    current: { mahadasha: maha.lord, antardasha: antar.lord },
  };
}
