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
  system: 'yogini' | 'ashtottari';
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

export function dashaSystem(system: 'yogini' | 'ashtottari', chart: Chart, atMs: number): DashaSystemTimeline {
  const birthMs = Date.parse(chart.time.utc_datetime);
  if (atMs < birthMs) throw errors.invalidRequest('at must not be before the birth time.', 'at');
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
