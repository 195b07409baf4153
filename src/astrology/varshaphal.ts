/**
 * Varshaphal (Tajika annual chart): the sidereal solar return, its chart, Muntha, the year lord, Tajika aspects and
 * yogas, sahams and the Mudda dasha. Pure functions; README "Varshaphal" states each rule and its authority.
 *
 * - Return instant: the Sun's sidereal longitude (same ayanamsa, engine Sun of chart.ts planetsAt) equals its natal
 *   value; Newton steps on the Sun's longitude and speed from a first guess of birth + age sidereal years, to 1e-7°
 *   (0.0004").
 * - Muntha: natal lagna sign + completed years (one sign a year, Tajika Neelakanthi 1.2).
 * - Year lord (Tajika Neelakanthi 1.3): of the five office-bearers (lords of the natal and varsha lagnas, Muntha lord,
 *   tri-rashi pati of the varsha lagna by day/night, dina-ratri pati = lord of the Sun's sign by day, the Moon's by
 *   night) the one with the most pancha-vargiya bala among those that aspect the varsha lagna (Tajika aspect: signs
 *   3/5/9/11 and 1/4/7/10 from it); if none aspects, the strongest of all.
 * - Aspects and yogas on the seven grahas (varshaphalTajika.ts).
 */
import { SEVEN_GRAHAS, SIGNS, SIGN_LORDS, VEDIC_PLANETS, VIMSHOTTARI, nakshatraIndexOf, signIndexOf, type Graha, type SignName } from './constants';
import { normalizeInput, planetsAt, signHouseFrom, type BirthInput, type ChartPlanet } from './chart';
import { DEG, apparentSiderealTime, normDeg } from './frames';
import { angles } from './houses';
import { resolveTime, ttFromUtcMs, utcMsFromJd, zoneAt, zoneOffsetMs, firstTransitionMs, localMeanTimeOffsetMs } from './time';
import { parseLatitude, parseLongitude, parseNumberInRange, parseTzHours, MIN_YEAR, MAX_YEAR } from './validate';
import { errors } from '../errors';
import { planetLocal, signLocal, type Language } from './i18n';
import type { AyanamsaName } from './ayanamsa';
import type { NodeType } from './chart';
import {
  TAJIKA_ASPECT_RULE, YOGA_RULES, panchaVargiyaBala, tajikaAspect, tajikaAspects, tajikaYogas, type TajikaAspect, type TajikaYoga,
} from './varshaphalTajika';
import { SAHAM_RULE, sahams, type Saham } from './varshaphalSaham';

const round = (x: number, d = 6) => Math.round(x * 10 ** d) / 10 ** d;
/** Mean sidereal year, days (first guess only). */
const SIDEREAL_YEAR_DAYS = 365.256363;

/** Sidereal Sun (longitude °, speed °/day) at a JD(TT), the engine's chart Sun. */
export function siderealSun(jdTt: number, ayanamsa: AyanamsaName, node: NodeType = 'mean'): { lon: number; speed: number } {
  const p = planetsAt(jdTt, 'vedic', node, ['Sun'], ayanamsa).planets[0];
  return { lon: p.siderealDeg, speed: p.speedDegPerDay };
}

/** JD(TT) when the sidereal Sun reaches `targetDeg`, near `guessJdTt` (Newton on longitude and speed). */
export function solarReturnJdTt(targetDeg: number, guessJdTt: number, ayanamsa: AyanamsaName): { jdTt: number; iterations: number; errorArcsec: number } {
  let jd = guessJdTt, diff = 0, i = 0;
  for (; i < 20; i++) {
    const s = siderealSun(jd, ayanamsa);
    diff = normDeg(targetDeg - s.lon + 180) - 180;
    if (Math.abs(diff) < 1e-7) break;
    jd += diff / s.speed;
  }
  return { jdTt: jd, iterations: i, errorArcsec: Math.abs(diff) * 3600 };
}

/** Instant (UTC ms) of a JD(TT): invert ΔT by fixed point (ΔT changes by far less than a second a day). */
function utcMsOfJdTt(jdTt: number): number {
  let ms = utcMsFromJd(jdTt);
  for (let k = 0; k < 3; k++) ms += (jdTt - ttFromUtcMs(ms).jdTt) * 86400000;
  return ms;
}

export interface VarshaChart { jdTt: number; jdUt: number; ascendant: number; planets: ChartPlanet[] }
/** Sidereal chart (whole signs) at an instant and place: the same machinery as chart.ts chartFromNormalized. */
export function varshaChartAt(utcMs: number, latDeg: number, lonDeg: number, ayanamsa: AyanamsaName, node: NodeType): VarshaChart {
  const { jdUt, jdTt } = ttFromUtcMs(utcMs);
  const { planets, ayanamsa: ay, frame } = planetsAt(jdTt, 'vedic', node, VEDIC_PLANETS, ayanamsa);
  const last = apparentSiderealTime(jdUt, frame) + lonDeg * DEG;
  const ang = angles(last, frame.trueObliquityRad, latDeg);
  return { jdTt, jdUt, ascendant: normDeg(ang.ascendantDeg - ay.trueDeg), planets };
}

/** Tri-rashi pati of each lagna sign by day and by night (Tajika Neelakanthi 1.3; the table PyJHora uses). */
export const TRI_RASHI_PATI: { day: Graha; night: Graha }[] = [
  { day: 'Sun', night: 'Jupiter' }, { day: 'Venus', night: 'Moon' }, { day: 'Saturn', night: 'Mercury' },
  { day: 'Venus', night: 'Mars' }, { day: 'Jupiter', night: 'Sun' }, { day: 'Moon', night: 'Venus' },
  { day: 'Mercury', night: 'Saturn' }, { day: 'Mars', night: 'Venus' }, { day: 'Saturn', night: 'Saturn' },
  { day: 'Mars', night: 'Mars' }, { day: 'Jupiter', night: 'Jupiter' }, { day: 'Moon', night: 'Moon' },
];

/** Mudda dasha lord index into VIMSHOTTARI (0 = Ketu): remainder of (N + age − 2) / 9 counted from the Sun (1 = Sun). */
export const muddaStartIndex = (nakshatraNumber: number, age: number): number => (((nakshatraNumber + age - 2) % 9) + 1 + 9) % 9;

export interface VarshaphalInput extends BirthInput {
  year?: number | string; age?: number | string;
  return_lat?: number | string; return_lon?: number | string; return_tz?: number | string;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';
const isoLocal = (utcMs: number, offsetHours: number) => {
  const ms = Math.round((utcMs + offsetHours * 3600000) / 1000) * 1000;
  const sign = offsetHours < 0 ? '-' : '+', a = Math.abs(offsetHours), h = Math.floor(a), m = Math.round((a - h) * 60);
  return `${new Date(ms).toISOString().slice(0, 19)}${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};
const isoUtc = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface VarshaphalDoc {
  language: Language;
  ayanamsa: { name: AyanamsaName; degrees: number };
  year: number; age: number; year_of_life: number;
  natal: { utc_datetime: string; sun_longitude: number; ascendant_sign: SignName; janma_nakshatra: number };
  solar_return: {
    utc_datetime: string; local_datetime: string; tz_offset_hours: number; place: { lat: number; lon: number };
    jd_tt: number; sun_longitude: number; error_arcsec: number; iterations: number; day_return: boolean;
    next_return_utc: string; year_length_days: number; method: string;
  };
  chart: {
    ascendant: { longitude: number; sign: SignName; sign_local?: string; degree_in_sign: number; lord: Graha };
    planets: { planet: string; planet_local?: string; longitude: number; sign: SignName; sign_local?: string; degree_in_sign: number; house: number; speed: number; retrograde: boolean }[];
  };
  muntha: { sign: SignName; sign_local?: string; house: number; lord: Graha; rule: string };
  year_lord: {
    planet: Graha; planet_local?: string; reason: string; rule: string;
    candidates: { office: string; planet: Graha; pancha_vargiya_bala: number; aspects_lagna: boolean }[];
    pancha_vargiya_bala: Record<string, { kshetra: number; uchcha: number; hadda: number; drekkana: number; navamsa: number; total: number }>;
  };
  tajika_aspects: { rule: string; aspects: TajikaAspect[] };
  tajika_yogas: { rules: Record<string, string>; yogas: TajikaYoga[] };
  sahams: { rule: string; day_return: boolean; sahams: Saham[] };
  mudda_dasha: { rule: string; year_days: number; periods: { planet: Graha; planet_local?: string; start: string; end: string; days: number }[] };
}

/** The Varshaphal of a birth for a calendar year or a completed age. */
export function varshaphal(input: VarshaphalInput): VarshaphalDoc {
  const raw = (input ?? {}) as unknown as Record<string, unknown>;
  const { system: _s, ...rest } = (input ?? {}) as BirthInput;
  const n = normalizeInput({ ...rest, system: 'vedic' });
  const ayName: AyanamsaName = n.ayanamsa ?? 'lahiri';
  if (present(raw.year) && present(raw.age)) throw errors.invalidRequest('Give either year or age, not both.', 'year');
  if (!present(raw.year) && !present(raw.age)) throw errors.invalidRequest('year or age is required (the calendar year of the return, or completed years).', 'year');
  // The calendar year counts in the calendar the birth date was given in: a Julian 1450-12-25 is Gregorian 1451-01-03,
  // and its first return (age 1) is the Julian year 1451.
  const birthYear = n.date.given ? Number(n.date.given.slice(0, 4)) : n.date.year;
  let age: number;
  if (present(raw.year)) {
    const y = parseNumberInRange(raw.year, MIN_YEAR, MAX_YEAR, 'year');
    if (!Number.isInteger(y)) throw errors.invalidRequest('year must be an integer.', 'year');
    if (y < birthYear) throw errors.invalidRequest(`year must not be before the birth year ${birthYear}.`, 'year');
    age = y - birthYear;
  } else {
    age = parseNumberInRange(raw.age, 0, MAX_YEAR - MIN_YEAR, 'age');
    if (!Number.isInteger(age)) throw errors.invalidRequest('age must be an integer.', 'age');
    if (birthYear + age > MAX_YEAR) throw errors.invalidRequest(`age ${age} puts the return after ${MAX_YEAR}.`, 'age');
  }
  const retLat = present(raw.return_lat) ? parseLatitude(raw.return_lat, 'return_lat') : n.latDeg;
  const retLon = present(raw.return_lon) ? parseLongitude(raw.return_lon, 'return_lon') : n.lonDeg;
  if (present(raw.return_lat) !== present(raw.return_lon)) {
    throw errors.invalidRequest('return_lat and return_lon go together.', present(raw.return_lat) ? 'return_lon' : 'return_lat');
  }
  const retTz = present(raw.return_tz) ? parseTzHours(raw.return_tz, 'return_tz') : present(raw.return_lat) ? undefined : n.tzHours;
  const lang = n.language;

  const time = resolveTime(n.date, n.time, n.latDeg, n.lonDeg, n.tzHours);
  const natal = varshaChartAt(utcMsFromJd(time.jd_ut), n.latDeg, n.lonDeg, ayName, n.node);
  const natalSun = natal.planets[0].siderealDeg;
  const natalLagna = signIndexOf(natal.ascendant);
  const moonNak = nakshatraIndexOf(natal.planets[1].siderealDeg) + 1;

  const ret = solarReturnJdTt(natalSun, time.jd_tt + age * SIDEREAL_YEAR_DAYS, ayName);
  const next = solarReturnJdTt(natalSun, ret.jdTt + SIDEREAL_YEAR_DAYS, ayName);
  const utcMs = utcMsOfJdTt(ret.jdTt), nextMs = utcMsOfJdTt(next.jdTt);
  const yearDays = next.jdTt - ret.jdTt;
  let offsetHours: number;
  if (retTz !== undefined) offsetHours = retTz;
  else {
    const zone = zoneAt(retLat, retLon), first = firstTransitionMs(zone);
    offsetHours = (first !== null && utcMs < first ? localMeanTimeOffsetMs(retLon) : zoneOffsetMs(zone, utcMs)) / 3600000;
  }
  const vc = varshaChartAt(utcMs, retLat, retLon, ayName, n.node);
  const lon = Object.fromEntries(vc.planets.map((p) => [p.name, p.siderealDeg])) as Record<Graha, number>;
  const lagna = signIndexOf(vc.ascendant);
  const day = normDeg(lon.Sun - vc.ascendant) >= 180; // Sun in houses 7..12 (above the horizon)
  const loc = <K extends string>(key: K, v: string | undefined) => (lang === 'en' || v === undefined ? {} : { [key]: v } as Record<K, string>);

  // Muntha
  const munthaSign = (natalLagna + age) % 12;
  // Panchadhikaris
  const sunSign = signIndexOf(lon.Sun), moonSign = signIndexOf(lon.Moon);
  const offices: { office: string; planet: Graha }[] = [
    { office: 'janma lagna lord', planet: SIGN_LORDS[natalLagna] },
    { office: 'varsha lagna lord', planet: SIGN_LORDS[lagna] },
    { office: 'muntha lord', planet: SIGN_LORDS[munthaSign] },
    { office: `tri-rashi pati (${day ? 'day' : 'night'})`, planet: TRI_RASHI_PATI[lagna][day ? 'day' : 'night'] },
    { office: `dina-ratri pati (${day ? "Sun's sign lord, day" : "Moon's sign lord, night"})`, planet: SIGN_LORDS[day ? sunSign : moonSign] },
  ];
  const bala = Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, panchaVargiyaBala(g, lon[g])])) as Record<Graha, ReturnType<typeof panchaVargiyaBala>>;
  const candidates = offices.map((o) => {
    const a = tajikaAspect(signIndexOf(lon[o.planet]), lagna);
    return { ...o, pancha_vargiya_bala: round(bala[o.planet].total, 4), aspects_lagna: a.kind === 'friendly' || a.kind === 'inimical' };
  });
  const pool = candidates.some((c) => c.aspects_lagna) ? candidates.filter((c) => c.aspects_lagna) : candidates;
  const best = pool.reduce((a, b) => (b.pancha_vargiya_bala > a.pancha_vargiya_bala ? b : a));
  const reason = `${best.planet} (${candidates.filter((c) => c.planet === best.planet).map((c) => c.office).join(', ')}) has the most pancha-vargiya bala `
    + `(${best.pancha_vargiya_bala}) among the office-bearers ${pool === candidates && !candidates.some((c) => c.aspects_lagna) ? '(none aspects the varsha lagna, so among all five)' : 'that aspect the varsha lagna'}.`;

  // Mudda dasha: Vimshottari proportions of the actual sidereal year from this return to the next.
  const startIdx = muddaStartIndex(moonNak, age);
  let t = utcMs;
  const periods = Array.from({ length: 9 }, (_, k) => {
    const v = VIMSHOTTARI[(startIdx + k) % 9];
    const days = (yearDays * v.years) / 120;
    const start = t; t += days * 86400000;
    return { planet: v.lord, ...loc('planet_local', planetLocal(lang, v.lord)), start: isoUtc(start), end: isoUtc(t), days: round(days, 6) };
  });

  const ascLon = vc.ascendant;
  return {
    language: lang,
    ayanamsa: { name: ayName, degrees: round(planetsAt(ret.jdTt, 'vedic', n.node, [], ayName).ayanamsa.meanDeg) },
    year: birthYear + age, age, year_of_life: age + 1,
    natal: { utc_datetime: time.utc_datetime, sun_longitude: round(natalSun, 7), ascendant_sign: SIGNS[natalLagna], janma_nakshatra: moonNak },
    solar_return: {
      utc_datetime: isoUtc(utcMs), local_datetime: isoLocal(utcMs, offsetHours), tz_offset_hours: round(offsetHours, 6),
      place: { lat: retLat, lon: retLon }, jd_tt: round(ret.jdTt, 8), sun_longitude: round(siderealSun(ret.jdTt, ayName).lon, 7),
      error_arcsec: round(ret.errorArcsec, 6), iterations: ret.iterations, day_return: day, next_return_utc: isoUtc(nextMs),
      year_length_days: round(yearDays, 6),
      method: 'Newton steps on the engine\'s sidereal Sun (same ayanamsa) from birth + age × 365.256363 days, to 1e-7°.',
    },
    chart: {
      ascendant: { longitude: round(ascLon), sign: SIGNS[lagna], ...loc('sign_local', signLocal(lang, lagna)), degree_in_sign: round(ascLon - 30 * lagna), lord: SIGN_LORDS[lagna] },
      planets: vc.planets.map((p) => {
        const s = signIndexOf(p.siderealDeg);
        return {
          planet: p.name, ...loc('planet_local', planetLocal(lang, p.name)), longitude: round(p.siderealDeg), sign: SIGNS[s],
          ...loc('sign_local', signLocal(lang, s)), degree_in_sign: round(p.siderealDeg - 30 * s), house: signHouseFrom(lagna, s),
          speed: round(p.speedDegPerDay), retrograde: p.retrograde,
        };
      }),
    },
    muntha: {
      sign: SIGNS[munthaSign], ...loc('sign_local', signLocal(lang, munthaSign)), house: signHouseFrom(lagna, munthaSign), lord: SIGN_LORDS[munthaSign],
      rule: 'Natal lagna sign + completed years, one sign a year (Tajika Neelakanthi); house counted from the varsha lagna.',
    },
    year_lord: {
      planet: best.planet, ...loc('planet_local', planetLocal(lang, best.planet)), reason,
      rule: 'Tajika Neelakanthi: of the five office-bearers the one with the most pancha-vargiya bala that aspects the varsha lagna '
        + '(Tajika aspect, signs 1/3/4/5/7/9/10/11 from it); if none aspects it, the strongest of the five. Ties: the first office in the list.',
      candidates,
      pancha_vargiya_bala: Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, Object.fromEntries(Object.entries(bala[g]).map(([k, v]) => [k, round(v, 4)]))])) as VarshaphalDoc['year_lord']['pancha_vargiya_bala'],
    },
    tajika_aspects: { rule: TAJIKA_ASPECT_RULE, aspects: tajikaAspects(lon, vc.planets) },
    tajika_yogas: { rules: YOGA_RULES, yogas: tajikaYogas(lon, vc.planets) },
    sahams: { rule: SAHAM_RULE, day_return: day, sahams: sahams(lon, ascLon, day, lang) },
    mudda_dasha: {
      rule: 'Vimshottari order and proportions (years/120) of the actual sidereal year from this return to the next; the first lord is the '
        + 'remainder of (janma nakshatra number + completed years − 2) / 9 counted from the Sun (1 Sun, 2 Moon, 3 Mars, 4 Rahu, 5 Jupiter, '
        + '6 Saturn, 7 Mercury, 8 Ketu, 0 Venus), full periods from the return (no balance).',
      year_days: round(yearDays, 6), periods,
    },
  };
}
