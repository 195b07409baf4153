/**
 * Krishnamurti Paddhati tools (issue 38 item 4; `GET /v1/astrology/kp` and `/v1/astrology/kp/ruling-planets`).
 *
 * - Lords of a point: sign lord, star (nakshatra) lord, sub lord and sub-sub lord. The sub is the row of the 249 table
 *   of kp.ts (each nakshatra cut into 9 parts in Vimshottari order from its own lord, proportional to the dasha years,
 *   split at sign boundaries); the sub-sub cuts that sub again into 9 parts in the same proportions, starting from the
 *   sub lord (K.S. Krishnamurti, KP Reader I/II).
 * - Significators of a house, strongest first (KP Reader VI; the order every KP table prints):
 *   1. planets in the star of an occupant of the house; 2. the occupants; 3. planets in the star of the house's lord
 *   (the sign lord of its cusp); 4. the lord. Occupant = planet between this cusp and the next (Placidus bhava).
 *   Rahu and Ketu are agents (KP Reader: a node gives the results of the planets it is conjoined with and of the lord
 *   of the sign it occupies): besides its own places, a node joins every level in which its principal stands, where
 *   its principals are its sign lord and the grahas in the same sign with it. Agency is one step (not chained).
 * - Ruling planets of a moment and place: the day lord (the Vedic weekday runs from sunrise to sunrise; where the Sun
 *   does not rise that day, the civil weekday), the sign, star and sub lords of the Moon and of the lagna, with
 *   Krishnamurti's ayanamsa. Rahu or Ketu is added as an agent when it sits in a sign ruled by a ruling planet or in
 *   the same sign as one.
 * - Horary (prashna) by number 1-249: the ascendant is the start of that row of the 249 table; the other cusps are the
 *   Placidus cusps of the local sidereal time at which that point rises at the place; the planets are those of the
 *   moment of the question.
 */
import { errors } from '../errors';
import {
  NAKSHATRA_SPAN_DEG, NAKSHATRAS, SIGNS, SIGN_LORDS, VEDIC_PLANETS, VIMSHOTTARI, VIMSHOTTARI_TOTAL_YEARS,
  nakshatraIndexOf, type Graha, type NakshatraName, type SignName,
} from './constants';
import { chartFromNormalized, houseOf, normalizeInput, type BirthInput, type Chart, type NodeType } from './chart';
import { DEG, frameOfDate, normDeg } from './frames';
import { angles, placidusCusps } from './houses';
import { KP_TABLE } from './kp';
import { riseSetWithin } from './riseSet';
import { nakshatraLocal, planetLocal, signLocal, type Language } from './i18n';
import { parseNumberInRange } from './validate';
import type { AyanamsaName } from './ayanamsa';
import type { ResolvedTime } from './time';

export const KP_GRAHAS = VEDIC_PLANETS as Graha[];
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
const EPS = 1e-9;

/** 0-based row of the 249 table holding a sidereal longitude (a row's start belongs to it). */
export function kpSubIndex(longitudeDeg: number): number {
  const lon = normDeg(longitudeDeg);
  let lo = 0, hi = KP_TABLE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (KP_TABLE[mid].startDeg <= lon + EPS) lo = mid; else hi = mid - 1;
  }
  return lo;
}

export interface KpLords {
  sign_lord: Graha;
  star_lord: Graha;
  sub_lord: Graha;
  sub_sub_lord: Graha;
  /** Row of the 249 table (= the KP horary number whose ascendant starts that row). */
  sub_number: number;
}

/** Sign, star, sub and sub-sub lords of a sidereal (Krishnamurti) longitude. */
export function kpFullLords(longitudeDeg: number): KpLords {
  const lon = normDeg(longitudeDeg);
  const i = kpSubIndex(lon);
  const row = KP_TABLE[i];
  // The sub as a whole: a row that starts on a sign boundary in the middle of a sub continues the previous row.
  const cont = i > 0 && KP_TABLE[i - 1].subLord === row.subLord && KP_TABLE[i - 1].starLord === row.starLord;
  const subStart = cont ? KP_TABLE[i - 1].startDeg : row.startDeg;
  const subYears = VIMSHOTTARI.find((v) => v.lord === row.subLord)!.years;
  const subSpan = (NAKSHATRA_SPAN_DEG * subYears) / VIMSHOTTARI_TOTAL_YEARS;
  const pos = Math.max(0, lon - subStart) + EPS;
  const first = VIMSHOTTARI.findIndex((v) => v.lord === row.subLord);
  let acc = 0, subSub: Graha = row.subLord;
  for (let k = 0; k < 9; k++) {
    const v = VIMSHOTTARI[(first + k) % 9];
    subSub = v.lord;
    acc += (subSpan * v.years) / VIMSHOTTARI_TOTAL_YEARS;
    if (pos < acc) break;
  }
  return {
    sign_lord: SIGN_LORDS[Math.floor(lon / 30) % 12], star_lord: row.starLord, sub_lord: row.subLord, sub_sub_lord: subSub,
    sub_number: i + 1,
  };
}

/** Degrees within the sign as D°MM'SS" (rounded to the second). */
export function dms(longitudeDeg: number): string {
  let s = Math.round((normDeg(longitudeDeg) % 30) * 3600);
  if (s >= 30 * 3600) s = 30 * 3600 - 1;
  return fmtSeconds(s);
}

function fmtSeconds(s: number): string {
  const d = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  return `${d}°${String(m).padStart(2, '0')}'${String(sec).padStart(2, '0')}"`;
}

export interface KpPoint extends KpLords {
  longitude: number;
  sign: SignName;
  sign_local?: string;
  degree: number;
  /** Degree within the sign as D°MM'SS". */
  position: string;
  nakshatra: NakshatraName;
  nakshatra_local?: string;
}

function point(lon: number, lang: Language): KpPoint {
  const l = normDeg(lon);
  let longitude = r6(l);
  if (longitude >= 360) longitude = 0;
  const sign = Math.floor(l / 30) % 12, nak = nakshatraIndexOf(l);
  const out: KpPoint = {
    longitude, sign: SIGNS[sign], degree: Math.min(29.999999, r6(l - sign * 30)), position: dms(l),
    nakshatra: NAKSHATRAS[nak], ...kpFullLords(l),
  };
  if (lang !== 'en') { out.sign_local = signLocal(lang, sign); out.nakshatra_local = nakshatraLocal(lang, nak); }
  return out;
}

export interface KpHouseSignificators {
  house: number;
  /** Planets in the star of an occupant. */
  level_1: Graha[];
  /** Occupants (cusp to next cusp). */
  level_2: Graha[];
  /** Planets in the star of the house lord. */
  level_3: Graha[];
  /** The lord of the sign on the cusp. */
  level_4: Graha[];
  /** Nodes added as agents: in which level and for which principal. */
  node_agents: { node: 'Rahu' | 'Ketu'; level: 1 | 2 | 3 | 4; for: Graha }[];
  /** All significators, strongest first, each once. */
  significators: Graha[];
}

export interface KpPlanetSignification { planet: Graha; houses: number[]; level_1: number[]; level_2: number[]; level_3: number[]; level_4: number[] }

interface Placed { name: Graha; lon: number; house: number; star: Graha; sign: number }

/** Principals of Rahu and Ketu: the lord of the sign they occupy and the grahas in that sign with them. */
export function nodePrincipals(placed: Placed[]): Record<'Rahu' | 'Ketu', Graha[]> {
  const out = { Rahu: [] as Graha[], Ketu: [] as Graha[] };
  for (const node of ['Rahu', 'Ketu'] as const) {
    const n = placed.find((p) => p.name === node)!;
    const list: Graha[] = [SIGN_LORDS[n.sign]];
    for (const p of placed) if (p.name !== 'Rahu' && p.name !== 'Ketu' && p.sign === n.sign && !list.includes(p.name)) list.push(p.name);
    out[node] = list;
  }
  return out;
}

/** Four-level significators of the 12 houses and each planet's houses (rules in the module comment). */
export function significators(cuspsDeg: number[], planets: { name: Graha; siderealDeg: number }[]): {
  houses: KpHouseSignificators[]; planets: KpPlanetSignification[]; node_principals: Record<'Rahu' | 'Ketu', Graha[]>;
} {
  const placed: Placed[] = planets.map((p) => ({
    name: p.name, lon: normDeg(p.siderealDeg), house: houseOf({ cuspsDeg }, normDeg(p.siderealDeg)),
    star: kpFullLords(p.siderealDeg).star_lord, sign: Math.floor(normDeg(p.siderealDeg) / 30) % 12,
  }));
  const principals = nodePrincipals(placed);
  const order = (list: Graha[]) => KP_GRAHAS.filter((g) => list.includes(g));
  const houses = cuspsDeg.map((cusp, i): KpHouseSignificators => {
    const h = i + 1;
    const occupants = order(placed.filter((p) => p.house === h).map((p) => p.name));
    const lord = SIGN_LORDS[Math.floor(normDeg(cusp) / 30) % 12];
    const levels: Graha[][] = [
      order(placed.filter((p) => occupants.includes(p.star)).map((p) => p.name)),
      occupants,
      order(placed.filter((p) => p.star === lord).map((p) => p.name)),
      [lord],
    ];
    const agents: KpHouseSignificators['node_agents'] = [];
    levels.forEach((lv, li) => {
      for (const node of ['Rahu', 'Ketu'] as const) {
        if (lv.includes(node)) continue;
        const principal = principals[node].find((g) => lv.includes(g));
        if (principal) agents.push({ node, level: (li + 1) as 1 | 2 | 3 | 4, for: principal });
      }
    });
    for (const a of agents) levels[a.level - 1] = order([...levels[a.level - 1], a.node]);
    const all: Graha[] = [];
    for (const lv of levels) for (const g of lv) if (!all.includes(g)) all.push(g);
    return { house: h, level_1: levels[0], level_2: levels[1], level_3: levels[2], level_4: levels[3], node_agents: agents, significators: all };
  });
  const perPlanet = KP_GRAHAS.map((g): KpPlanetSignification => {
    const lv = (k: 1 | 2 | 3 | 4) => houses.filter((h) => (h[`level_${k}`] as Graha[]).includes(g)).map((h) => h.house);
    const l1 = lv(1), l2 = lv(2), l3 = lv(3), l4 = lv(4);
    return { planet: g, houses: [...new Set([...l1, ...l2, ...l3, ...l4])].sort((a, b) => a - b), level_1: l1, level_2: l2, level_3: l3, level_4: l4 };
  });
  return { houses, planets: perPlanet, node_principals: principals };
}

export interface KpRulingPlanets {
  /** Weekday (English) whose lord rules: the Vedic day runs from sunrise to sunrise. */
  weekday: (typeof WEEKDAYS)[number];
  /** Sunrise that began the day (UTC), null where the Sun does not rise that civil day (civil weekday used). */
  day_start: string | null;
  day_lord: Graha;
  moon_sign_lord: Graha;
  moon_star_lord: Graha;
  moon_sub_lord: Graha;
  lagna_sign_lord: Graha;
  lagna_star_lord: Graha;
  lagna_sub_lord: Graha;
  /** Rahu/Ketu in a sign ruled by a ruling planet or in the same sign as one. */
  node_agents: { node: 'Rahu' | 'Ketu'; for: Graha[] }[];
  /** Distinct ruling planets in the order above, then the node agents. */
  planets: Graha[];
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const DAY_LORDS: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** Weekday of the Vedic day (sunrise to sunrise) holding the instant `utcMs` at a place. */
export function vedicWeekday(utcMs: number, latDeg: number, lonDeg: number, tzOffsetHours: number): { weekday: number; dayStartMs: number | null } {
  const local = new Date(utcMs + tzOffsetHours * 3_600_000);
  const civilMidnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const civil = new Date(civilMidnightLocal).getUTCDay();
  const midnightUtc = civilMidnightLocal - tzOffsetHours * 3_600_000;
  const rise = riseSetWithin('Sun', 'rise', latDeg, lonDeg, midnightUtc, midnightUtc + 86_400_000);
  if (rise === null) return { weekday: civil, dayStartMs: null };
  if (utcMs >= rise) return { weekday: civil, dayStartMs: rise };
  const prev = riseSetWithin('Sun', 'rise', latDeg, lonDeg, midnightUtc - 86_400_000, midnightUtc);
  return { weekday: (civil + 6) % 7, dayStartMs: prev };
}

/** Ruling planets of the chart's moment and place (its Moon and its own ascendant). */
export function rulingPlanets(chart: Chart): KpRulingPlanets {
  const utcMs = Date.parse(chart.time.utc_datetime);
  const { weekday, dayStartMs } = vedicWeekday(utcMs, chart.latDeg, chart.lonDeg, chart.time.tz_offset_hours);
  const moon = chart.planets.find((p) => p.name === 'Moon')!;
  const m = kpFullLords(moon.siderealDeg), l = kpFullLords(chart.ascendantSiderealDeg);
  const base: Graha[] = [DAY_LORDS[weekday], m.sign_lord, m.star_lord, m.sub_lord, l.sign_lord, l.star_lord, l.sub_lord];
  const planets: Graha[] = [];
  for (const g of base) if (!planets.includes(g)) planets.push(g);
  const placed = chart.planets.filter((p) => KP_GRAHAS.includes(p.name as Graha)).map((p) => ({
    name: p.name as Graha, lon: p.siderealDeg, house: 0, star: 'Ketu' as Graha, sign: Math.floor(normDeg(p.siderealDeg) / 30) % 12,
  }));
  const principals = nodePrincipals(placed);
  const agents: KpRulingPlanets['node_agents'] = [];
  for (const node of ['Rahu', 'Ketu'] as const) {
    const forWhom = principals[node].filter((g) => planets.includes(g));
    if (forWhom.length && !planets.includes(node)) agents.push({ node, for: forWhom });
  }
  return {
    weekday: WEEKDAYS[weekday], day_start: dayStartMs === null ? null : new Date(dayStartMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    day_lord: DAY_LORDS[weekday], moon_sign_lord: m.sign_lord, moon_star_lord: m.star_lord, moon_sub_lord: m.sub_lord,
    lagna_sign_lord: l.sign_lord, lagna_star_lord: l.star_lord, lagna_sub_lord: l.sub_lord, node_agents: agents,
    planets: [...planets, ...agents.map((a) => a.node)],
  };
}

/**
 * Local apparent sidereal time (radians) at which the tropical ecliptic longitude `ascTropicalDeg` rises at
 * latitude `latDeg`: the ascendant grows monotonically with the sidereal time, so a 1° scan brackets it and
 * bisection refines it to ~1e-10°.
 */
export function lastForAscendant(ascTropicalDeg: number, trueObliquityRad: number, latDeg: number): number {
  const f = (deg: number) => {
    let d = angles(deg * DEG, trueObliquityRad, latDeg).ascendantDeg - ascTropicalDeg;
    d = ((d % 360) + 540) % 360 - 180;
    return d;
  };
  let a = 0, fa = f(0);
  for (let x = 1; x <= 360; x++) {
    const fx = f(x);
    if (fa <= 0 && fx > 0 && fx - fa < 90) {
      let lo = a, hi = x;
      for (let k = 0; k < 60; k++) {
        const mid = (lo + hi) / 2;
        if (f(mid) <= 0) lo = mid; else hi = mid;
      }
      return ((lo + hi) / 2) * DEG;
    }
    a = x; fa = fx;
  }
  throw errors.invalidRequest('The ascendant cannot be placed at this latitude.', 'lat');
}

/** The horary chart: the chart of the moment with the ascendant at the start of row `n` and Placidus cusps for it. */
export function horaryChart(chart: Chart, n: number): Chart {
  const row = KP_TABLE[n - 1];
  const frame = frameOfDate(chart.time.jd_tt);
  const asc = row.startDeg;
  const last = lastForAscendant(normDeg(asc + chart.ayanamsa.trueDeg), frame.trueObliquityRad, chart.latDeg);
  const cuspsDeg = placidusCusps(last, frame.trueObliquityRad, chart.latDeg, 'lat').map((c) => normDeg(c - chart.ayanamsa.trueDeg));
  cuspsDeg[0] = asc;
  return { ...chart, ascendantDeg: asc, ascendantSiderealDeg: asc, mcDeg: cuspsDeg[9], cuspsDeg };
}

export interface KpPlanet extends KpPoint {
  name: Graha;
  name_local?: string;
  house: number;
  speed: number;
  retrograde: boolean;
}

type TimeDoc = Omit<ResolvedTime, 'jd_ut' | 'jd_tt'> & { julian_day_ut: number; julian_day_tt: number };

export interface KpDoc {
  language: Language;
  ayanamsa: { name: AyanamsaName; degrees: number };
  node_type: NodeType;
  time: TimeDoc;
  chart_type: 'birth' | 'horary';
  horary?: { number: number; sign: SignName; star_lord: Graha; sub_lord: Graha; start: string; end: string; start_longitude: number; end_longitude: number };
  ascendant: KpPoint;
  cusps: (KpPoint & { house: number })[];
  planets: KpPlanet[];
  significators: KpHouseSignificators[];
  planet_significations: KpPlanetSignification[];
  node_principals: { Rahu: Graha[]; Ketu: Graha[] };
  ruling_planets: KpRulingPlanets;
  rules: { sub: string; significators: string; nodes: string; ruling_planets: string; horary?: string };
  /** Hindi or Tamil names of the nine grahas named in the lists (language hi/ta). */
  graha_names_local?: Record<Graha, string>;
}

export const KP_RULES = {
  sub: 'Each nakshatra (13°20\') is cut into 9 subs in Vimshottari order from its own lord, in proportion to the dasha years '
    + '(Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17 of 120); subs that cross a sign '
    + 'boundary are split there, giving 249 rows. Each sub is cut the same way, from its own lord, into 9 sub-subs.',
  significators: 'Strongest first: (1) planets in the star of an occupant, (2) occupants (from this cusp to the next, Placidus), '
    + '(3) planets in the star of the house lord, (4) the house lord (lord of the sign on the cusp). KP Reader VI.',
  nodes: 'Rahu and Ketu act as agents of the lord of the sign they occupy and of the grahas in the same sign: a node joins each '
    + 'level where one of these principals stands (one step, not chained), besides the places it holds itself.',
  ruling_planets: 'Day lord (the weekday from sunrise to sunrise), the sign, star and sub lords of the Moon and of the lagna, '
    + 'Krishnamurti ayanamsa; Rahu or Ketu joins as an agent when it occupies a sign ruled by a ruling planet or shares its sign.',
  horary: 'The ascendant is the start of the chosen row of the 249 table; the other cusps are Placidus for the sidereal time at '
    + 'which that point rises at the place; the planets and the ruling planets are those of the moment of the question.',
};

function timeDoc(t: ResolvedTime): TimeDoc {
  const { jd_ut, jd_tt, ...rest } = t;
  return { ...rest, julian_day_ut: r6(jd_ut), julian_day_tt: r6(jd_tt) };
}

function localNames(lang: Language): Record<Graha, string> | undefined {
  if (lang === 'en') return undefined;
  return Object.fromEntries(KP_GRAHAS.map((g) => [g, planetLocal(lang, g)!])) as Record<Graha, string>;
}

export interface KpInput extends Omit<BirthInput, 'system' | 'house_system'> {
  /** 1-249: a KP horary chart for the moment and place given. */
  horary_number?: number | string;
}

function kpChart(input: Omit<BirthInput, 'system' | 'house_system'>): Chart {
  const raw = { ...((input ?? {}) as Record<string, unknown>) };
  delete raw.horary_number;
  return chartFromNormalized(normalizeInput({ ...(raw as unknown as BirthInput), ayanamsa: (raw.ayanamsa as AyanamsaName | undefined) ?? 'krishnamurti', system: 'kp' }));
}

export function parseHoraryNumber(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = parseNumberInRange(v, 1, 249, 'horary_number');
  if (!Number.isInteger(n)) throw errors.invalidRequest('horary_number must be a whole number from 1 to 249.', 'horary_number');
  return n;
}

/** KP chart of a birth, or the horary chart of number 1-249 at the moment and place given. */
export function kp(input: KpInput): KpDoc {
  const horaryNumber = parseHoraryNumber((input as unknown as Record<string, unknown>)?.horary_number);
  const moment = kpChart(input);
  const chart = horaryNumber ? horaryChart(moment, horaryNumber) : moment;
  const lang = chart.language;
  const grahas = chart.planets.filter((p) => KP_GRAHAS.includes(p.name as Graha)).map((p) => ({ ...p, name: p.name as Graha }));
  const sig = significators(chart.cuspsDeg, grahas);
  const planets = grahas.map((p): KpPlanet => {
    const out: KpPlanet = {
      name: p.name, ...point(p.siderealDeg, lang), house: houseOf(chart, normDeg(p.siderealDeg)), speed: r6(p.speedDegPerDay), retrograde: p.retrograde,
    };
    if (lang !== 'en') out.name_local = planetLocal(lang, p.name);
    return out;
  });
  const doc: KpDoc = {
    language: lang,
    ayanamsa: { name: chart.ayanamsa.name, degrees: r6(chart.ayanamsa.meanDeg) },
    node_type: chart.node,
    time: timeDoc(chart.time),
    chart_type: horaryNumber ? 'horary' : 'birth',
    ascendant: point(chart.ascendantSiderealDeg, lang),
    cusps: chart.cuspsDeg.map((c, i) => ({ house: i + 1, ...point(c, lang) })),
    planets,
    significators: sig.houses,
    planet_significations: sig.planets,
    node_principals: sig.node_principals,
    ruling_planets: rulingPlanets(moment),
    rules: { sub: KP_RULES.sub, significators: KP_RULES.significators, nodes: KP_RULES.nodes, ruling_planets: KP_RULES.ruling_planets },
  };
  if (horaryNumber) {
    const row = KP_TABLE[horaryNumber - 1];
    doc.horary = {
      number: horaryNumber, sign: row.sign as SignName, star_lord: row.starLord, sub_lord: row.subLord,
      start: dms(row.startDeg), end: fmtSeconds(Math.round((row.endDeg - Math.floor(row.startDeg / 30 + 1e-12) * 30) * 3600)),
      start_longitude: r6(row.startDeg), end_longitude: r6(row.endDeg),
    };
    doc.rules.horary = KP_RULES.horary;
  }
  const names = localNames(lang);
  if (names) doc.graha_names_local = names;
  return doc;
}

export interface KpRulingDoc {
  language: Language;
  ayanamsa: { name: AyanamsaName; degrees: number };
  node_type: NodeType;
  time: TimeDoc;
  moon: KpPoint;
  lagna: KpPoint;
  ruling_planets: KpRulingPlanets;
  rule: string;
  graha_names_local?: Record<Graha, string>;
}

/** Ruling planets of a moment and place (KP). */
export function kpRulingPlanets(input: Omit<BirthInput, 'system' | 'house_system'>): KpRulingDoc {
  const chart = kpChart(input);
  const moon = chart.planets.find((p) => p.name === 'Moon')!;
  const doc: KpRulingDoc = {
    language: chart.language,
    ayanamsa: { name: chart.ayanamsa.name, degrees: r6(chart.ayanamsa.meanDeg) },
    node_type: chart.node,
    time: timeDoc(chart.time),
    moon: point(moon.siderealDeg, chart.language),
    lagna: point(chart.ascendantSiderealDeg, chart.language),
    ruling_planets: rulingPlanets(chart),
    rule: KP_RULES.ruling_planets,
  };
  const names = localNames(chart.language);
  if (names) doc.graha_names_local = names;
  return doc;
}
