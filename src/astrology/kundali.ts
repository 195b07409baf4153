/** Kundali (birth chart) document of spec 2.6, built from the computed chart. */
import {
  NAKSHATRAS, SIGNS, SIGN_LORDS, nakshatraIndexOf, signIndexOf, type Graha, type NakshatraName, type PlanetName, type SignName,
} from './constants';
import { chartFromNormalized, houseOf, normalizeInput, type AstroSystem, type BirthInput, type Chart, type NodeType } from './chart';
import { ENGINE_NAME, EPHEMERIS_NAME } from './ephemeris';
import { kpLords } from './kp';
import { evaluateYogas, type Yoga } from './yogas';
import { currentDasha } from './dasha';
import { nakshatraLocal, planetLocal, signLocal, type Language } from './i18n';
import { normDeg } from './frames';
import type { ResolvedTime } from './time';
import type { VargaChart } from './divisional';
import type { AyanamsaName } from './ayanamsa';

export interface KundaliPlanet {
  name: PlanetName;
  name_local?: string;
  sign: SignName;
  sign_local?: string;
  nakshatra: NakshatraName;
  nakshatra_local?: string;
  /** Pada (quarter) of the nakshatra, 1..4. */
  pada: number;
  house: number;
  degree: number;
  longitude: number;
  speed: number;
  retrograde: boolean;
  star_lord?: Graha;
  sub_lord?: Graha;
}

export interface KundaliHouse {
  number: number;
  sign: SignName;
  sign_local?: string;
  cusp_degree: number;
  lord: Graha;
  occupants: PlanetName[];
  star_lord?: Graha;
  sub_lord?: Graha;
}

export interface Kundali {
  system: AstroSystem;
  language: Language;
  house_system: Chart['houseSystem'];
  zodiac: 'sidereal' | 'tropical';
  ayanamsa: { name: AyanamsaName; degrees: number };
  node_type: NodeType;
  time: Omit<ResolvedTime, 'jd_ut' | 'jd_tt'> & { julian_day_ut: number; julian_day_tt: number };
  ascendant: {
    sign: SignName; sign_local?: string; degree: number; longitude: number; nakshatra: NakshatraName; nakshatra_local?: string;
    star_lord?: Graha; sub_lord?: Graha;
  };
  moon_sign: SignName;
  moon_sign_local?: string;
  sun_sign: SignName;
  sun_sign_local?: string;
  planets: KundaliPlanet[];
  houses: KundaliHouse[];
  yogas: Yoga[];
  dasha: { current: Graha; sub: Graha; start: string; end: string; sub_start: string; sub_end: string };
  /** Divisional charts, only when asked for (`vargas` option). */
  vargas?: VargaChart[];
  engine: string;
}

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Longitude rounded to 1e-6° and kept in [0, 360); degree within the sign in [0, 30). */
export function place(longitudeDeg: number): { longitude: number; sign: number; degree: number } {
  let lon = r6(normDeg(longitudeDeg));
  if (lon >= 360) lon = 0;
  const sign = Math.min(11, Math.floor(lon / 30));
  const degree = Math.min(r6(lon - sign * 30), 29.999999);
  return { longitude: lon, sign, degree: Math.max(0, degree) };
}

const withLocal = <T extends object>(lang: Language, base: T, extra: Record<string, string | undefined>): T => {
  if (lang === 'en') return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) out[k] = v;
  return out as T;
};

export function kundaliFromChart(chart: Chart, atMs: number = Date.now()): Kundali {
  const lang = chart.language;
  const kp = chart.system === 'kp';
  const signName = (i: number) => (lang === 'en' ? SIGNS[i] : signLocal(lang, i) ?? SIGNS[i]);

  const planets: KundaliPlanet[] = chart.planets.map((p) => {
    const pl = place(p.longitudeDeg);
    const nak = nakshatraIndexOf(p.siderealDeg);
    const pada = Math.floor((normDeg(p.siderealDeg) % (360 / 27)) / (360 / 108)) + 1;
    const item: KundaliPlanet = {
      name: p.name, sign: SIGNS[pl.sign], nakshatra: NAKSHATRAS[nak], pada: Math.min(4, pada),
      house: houseOf(chart, pl.longitude), degree: pl.degree, longitude: pl.longitude,
      speed: r6(p.speedDegPerDay), retrograde: p.retrograde,
    };
    if (kp) Object.assign(item, kpLords(p.siderealDeg));
    return withLocal(lang, item, {
      name_local: planetLocal(lang, p.name), sign_local: signLocal(lang, pl.sign), nakshatra_local: nakshatraLocal(lang, nak),
    });
  });

  const houses: KundaliHouse[] = chart.cuspsDeg.map((c, i) => {
    const pl = place(c);
    const item: KundaliHouse = {
      number: i + 1, sign: SIGNS[pl.sign], cusp_degree: pl.longitude, lord: SIGN_LORDS[pl.sign],
      occupants: planets.filter((p) => p.house === i + 1).map((p) => p.name),
    };
    if (kp) Object.assign(item, kpLords(c));
    return withLocal(lang, item, { sign_local: signLocal(lang, pl.sign) });
  });

  const asc = place(chart.ascendantDeg);
  const ascNak = nakshatraIndexOf(chart.ascendantSiderealDeg);
  const ascendant = withLocal(lang, {
    sign: SIGNS[asc.sign], degree: asc.degree, longitude: asc.longitude, nakshatra: NAKSHATRAS[ascNak],
    ...(kp ? kpLords(chart.ascendantSiderealDeg) : {}),
  }, { sign_local: signLocal(lang, asc.sign), nakshatra_local: nakshatraLocal(lang, ascNak) });

  // Classical rules (yogas, dasha) use the sidereal chart, also for `western` (Lahiri).
  const sid = Object.fromEntries(chart.planets.map((p) => [p.name, p.siderealDeg])) as Record<PlanetName, number>;
  const grahaSigns = Object.fromEntries(Object.entries(sid).map(([k, v]) => [k, signIndexOf(v)])) as Record<Graha, number>;
  const yogas = evaluateYogas({ ascSign: signIndexOf(chart.ascendantSiderealDeg), sign: grahaSigns, longitude: sid as Record<Graha, number> }, lang, signName);

  const birthMs = Date.parse(chart.time.utc_datetime);
  const dasha = currentDasha(sid.Moon, birthMs, chart.time.tz_offset_hours, atMs);
  const moon = chart.planets.find((p) => p.name === 'Moon')!;
  const sun = chart.planets.find((p) => p.name === 'Sun')!;
  const moonSign = place(moon.longitudeDeg).sign, sunSign = place(sun.longitudeDeg).sign;
  const { jd_ut, jd_tt, ...timeRest } = chart.time;

  const doc: Kundali = {
    system: chart.system, language: lang, house_system: chart.houseSystem,
    zodiac: chart.system === 'western' ? 'tropical' : 'sidereal',
    ayanamsa: { name: chart.ayanamsa.name, degrees: r6(chart.ayanamsa.meanDeg) },
    node_type: chart.node,
    time: { ...timeRest, julian_day_ut: r6(jd_ut), julian_day_tt: r6(jd_tt) },
    ascendant,
    moon_sign: SIGNS[moonSign], sun_sign: SIGNS[sunSign],
    planets, houses, yogas, dasha,
    engine: `${ENGINE_NAME}; ephemeris ${EPHEMERIS_NAME}`,
  };
  if (lang !== 'en') {
    doc.moon_sign_local = signLocal(lang, moonSign);
    doc.sun_sign_local = signLocal(lang, sunSign);
  }
  return doc;
}

/** Compute a kundali. `atMs` (default now) only selects the current dasha. */
export function kundali(input: BirthInput, atMs?: number): Kundali {
  return kundaliFromChart(chartFromNormalized(normalizeInput(input)), atMs);
}
