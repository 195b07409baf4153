/**
 * Shadbala (the six strengths of the seven grahas) and bhava bala (the strength of the twelve houses), BPHS ch. 27,
 * computed step by step as B.V. Raman, "Graha and Bhava Balas", works them. `shadbalaOf` is the pure core (sidereal
 * longitudes and the day in, virupas out); `shadbalaDoc` reads a computed chart. README.md of src/astrology
 * ("Shadbala and bhava bala") lists every rule with its verse and the conventions chosen where traditions differ.
 */
import { errors } from '../../errors';
import { SIGNS, type SignName } from '../constants';
import type { Chart } from '../chart';
import { bodyStates } from '../ephemeris';
import { frameOfDate, normDeg } from '../frames';
import { riseSetNear } from '../riseSet';
import { bhavaMadhyas } from '../bhava';
import { planetLocal, signLocal } from '../i18n';
import {
  NAISARGIKA, REQUIRED_RUPAS, SEVEN, TARA_GRAHAS, arc, beneficMap, cheshtaKendra, digBala, drekkanaBala, drikOn, ishtaPhala,
  kashtaPhala, kendradiBala, ojayugmaBala, saptavargajaBala, uchchaBala, type Longitudes, type SevenGraha,
} from './rules';
import {
  abdaMasaVaraHora, ayanaBala, nathonnataBala, pakshaBala, planetaryWars, tribhagaBala, type BirthDay, type War,
} from './kala';
import { bhavaBalas, type SignClass } from './bhavaBala';

export interface ShadbalaInput {
  /** Sidereal longitudes of the seven grahas, Rahu and Ketu. */
  lon: Longitudes;
  ascLon: number;
  mcLon: number;
  /** Ayanamsa (true) in degrees: tropical = sidereal + ayanamsa. */
  ayanamsaDeg: number;
  obliquityDeg: number;
  jdTt: number;
  day: BirthDay;
  /** Ecliptic latitudes, used only to decide a planetary war. */
  latitudeDeg: Partial<Record<SevenGraha, number>>;
  /** Bhava madhyas 1..12 (sidereal). */
  madhyas: number[];
}

export interface Sthana { uchcha: number; saptavargaja: number; ojayugma: number; kendradi: number; drekkana: number; total: number }
export interface Kala {
  nathonnata: number; paksha: number; tribhaga: number; abda: number; masa: number; vara: number; hora: number;
  ayana: number; yuddha: number; total: number;
}
export interface PlanetShadbala {
  planet: SevenGraha;
  sthana: Sthana;
  dig: number;
  kala: Kala;
  cheshta: number;
  naisargika: number;
  drik: number;
  total: number;
  rupas: number;
  required_rupas: number;
  ratio: number;
  ishta_phala: number;
  kashta_phala: number;
}
export interface ShadbalaResult {
  planets: PlanetShadbala[];
  lords: { abda: SevenGraha; masa: SevenGraha; vara: SevenGraha; hora: SevenGraha };
  wars: War[];
  bhavas: ReturnType<typeof bhavaBalas>;
}

const sum = (...xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The whole computation (pure). Values in virupas, unrounded. */
export function shadbalaOf(x: ShadbalaInput): ShadbalaResult {
  const { lon } = x;
  const benefic = beneficMap(lon);
  const tropical = Object.fromEntries(SEVEN.map((g) => [g, normDeg(lon[g] + x.ayanamsaDeg)])) as Record<SevenGraha, number>;

  const sthana = {} as Record<SevenGraha, Sthana>;
  for (const g of SEVEN) {
    const s = {
      uchcha: uchchaBala(g, lon[g]), saptavargaja: saptavargajaBala(g, lon), ojayugma: ojayugmaBala(g, lon[g]),
      kendradi: kendradiBala(lon[g], x.ascLon), drekkana: drekkanaBala(g, lon[g]),
    };
    sthana[g] = { ...s, total: sum(s.uchcha, s.saptavargaja, s.ojayugma, s.kendradi, s.drekkana) };
  }
  const dig = Object.fromEntries(SEVEN.map((g) => [g, digBala(g, lon[g], x.ascLon, x.mcLon)])) as Record<SevenGraha, number>;

  const nath = nathonnataBala(x.day), paksha = pakshaBala(lon, benefic), tri = tribhagaBala(x.day);
  const lords = abdaMasaVaraHora(x.day);
  const ayana = ayanaBala(tropical, x.obliquityDeg).bala;
  const kala = {} as Record<SevenGraha, Kala>;
  for (const g of SEVEN) {
    const k = {
      nathonnata: nath[g], paksha: paksha[g], tribhaga: tri[g], abda: lords.abda === g ? 15 : 0, masa: lords.masa === g ? 30 : 0,
      vara: lords.vara === g ? 45 : 0, hora: lords.hora === g ? 60 : 0, ayana: ayana[g], yuddha: 0,
    };
    kala[g] = { ...k, total: sum(...Object.values(k)) };
  }
  const beforeWar = Object.fromEntries(SEVEN.map((g) => [g, sthana[g].total + dig[g] + kala[g].total])) as Record<SevenGraha, number>;
  const wars = planetaryWars(lon, x.latitudeDeg, beforeWar);
  for (const w of wars) {
    kala[w.winner].yuddha += w.bala; kala[w.winner].total += w.bala;
    kala[w.loser].yuddha -= w.bala; kala[w.loser].total -= w.bala;
  }

  // Cheshta: the five tara grahas from their motion; the Sun and the Moon none of their own (Raman doubles their
  // ayana and paksha bala instead).
  const cheshta = Object.fromEntries(SEVEN.map((g) => [g, 0])) as Record<SevenGraha, number>;
  for (const g of TARA_GRAHAS) cheshta[g] = cheshtaKendra(g, tropical[g], x.jdTt) / 3;

  const planets: PlanetShadbala[] = SEVEN.map((g) => {
    const drik = drikOn(lon[g], lon, benefic, g);
    const total = sum(sthana[g].total, dig[g], kala[g].total, cheshta[g], NAISARGIKA[g], drik);
    // Ishta/kashta: for the Sun and the Moon the cheshta of BPHS 27.19 (the Sun's ayana bala, the Moon's paksha bala,
    // undoubled).
    const ch = g === 'Sun' ? ayana.Sun / 2 : g === 'Moon' ? paksha.Moon / 2 : cheshta[g];
    return {
      planet: g, sthana: sthana[g], dig: dig[g], kala: kala[g], cheshta: cheshta[g], naisargika: NAISARGIKA[g], drik,
      total, rupas: total / 60, required_rupas: REQUIRED_RUPAS[g], ratio: total / 60 / REQUIRED_RUPAS[g],
      ishta_phala: ishtaPhala(sthana[g].uchcha, ch), kashta_phala: kashtaPhala(sthana[g].uchcha, ch),
    };
  });
  const totals = Object.fromEntries(planets.map((p) => [p.planet, p.total])) as Record<SevenGraha, number>;
  return { planets, lords, wars, bhavas: bhavaBalas(x.madhyas, lon, benefic, totals) };
}

// ---- From a computed chart.
const HOUR_MS = 3600000;
/**
 * The sunrise at or before the birth, the following sunset and sunrise; a 400 naming `lat` where the Sun does not
 * rise or set (polar day or night). Each event is the one nearest to an estimate (riseSet.ts riseSetNear), checked
 * for order and stepped by a day when it is the neighbouring day's (a birth seconds before sunrise belongs to the
 * previous day, whose sunrise is a little more than 24 hours earlier).
 */
export function birthDay(birthUtcMs: number, latDeg: number, lonDeg: number): BirthDay {
  const DAY = 24 * HOUR_MS;
  const near = (event: 'rise' | 'set', t: number) => riseSetNear('Sun', event, latDeg, lonDeg, t);
  let sunrise = near('rise', birthUtcMs - DAY / 2);
  for (let i = 0; i < 2 && sunrise !== null && sunrise > birthUtcMs; i++) sunrise = near('rise', sunrise - DAY);
  let next = sunrise === null ? null : near('rise', sunrise + DAY);
  for (let i = 0; i < 2 && next !== null && sunrise !== null && next <= birthUtcMs; i++) { sunrise = next; next = near('rise', next + DAY); }
  let sunset = sunrise === null ? null : near('set', sunrise + DAY / 2);
  if (sunset !== null && sunrise !== null && sunset <= sunrise) sunset = near('set', sunset + DAY);
  if (sunrise === null || sunset === null || next === null || !(sunrise <= birthUtcMs && birthUtcMs < next && sunrise < sunset && sunset < next)) {
    throw errors.invalidRequest(`The Sun does not both rise and set at latitude ${latDeg} around the birth (polar day or night), so the day-based parts of kala bala are undefined.`, 'lat');
  }
  // Civil date of the sunrise in local mean time (longitude / 15 hours from UTC).
  const jdn = Math.floor((sunrise + (lonDeg / 15) * HOUR_MS) / 86400000) + 2440588;
  return { birthUtcMs, sunriseUtcMs: sunrise, sunsetUtcMs: sunset, nextSunriseUtcMs: next, weekday: (jdn + 1) % 7, jdn };
}

export function shadbalaInputOf(chart: Chart): ShadbalaInput {
  const lon = Object.fromEntries(chart.planets.map((p) => [p.name, p.siderealDeg])) as unknown as Longitudes;
  const jdTt = chart.time.jd_tt;
  const frame = frameOfDate(jdTt);
  // Latitudes decide a planetary war only: computed just for tara grahas within 1° of another (half the cost of
  // the whole shadbala otherwise).
  const atWar = TARA_GRAHAS.filter((g) => TARA_GRAHAS.some((h) => h !== g && arc(lon[g], lon[h]) < 1));
  const states = atWar.length ? bodyStates(jdTt, atWar, frame) : undefined;
  const latitudeDeg = Object.fromEntries(atWar.map((g) => [g, states![g].latitudeDeg]));
  const mcLon = normDeg(chart.mcDeg - (chart.system === 'western' ? chart.ayanamsa.trueDeg : 0));
  return {
    lon, ascLon: chart.ascendantSiderealDeg, mcLon, ayanamsaDeg: chart.ayanamsa.trueDeg,
    obliquityDeg: frame.trueObliquityRad * 180 / Math.PI, jdTt,
    day: birthDay(Date.parse(chart.time.utc_datetime), chart.latDeg, chart.lonDeg), latitudeDeg,
    madhyas: bhavaMadhyas(chart.ascendantSiderealDeg, mcLon, 'sripati'),
  };
}

// ---- The document of GET /v1/astrology/shadbala (values rounded to 0.01 virupa, rupas and ratios to 0.001).
const r2 = (v: number) => Math.round(v * 100) / 100 + 0;
const r3 = (v: number) => Math.round(v * 1000) / 1000 + 0;
const roundAll = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'number' ? r2(v) : v])) as T;

export interface ShadbalaDoc {
  planets: (Omit<PlanetShadbala, 'total'> & { planet_local?: string; total: number; rank: number })[];
  strongest: SevenGraha[];
  time_lords: ShadbalaResult['lords'];
  planetary_wars: { winner: SevenGraha; loser: SevenGraha; separation_deg: number; yuddha_bala: number }[];
  bhavas: {
    house: number; madhya: number; sign: SignName; sign_local?: string; lord: SevenGraha; lord_local?: string; sign_class: SignClass;
    bhavadhipati: number; dig: number; drishti: number; total: number; rupas: number; rank: number;
  }[];
}

export function shadbalaDoc(chart: Chart): ShadbalaDoc {
  const lang = chart.language;
  const r = shadbalaOf(shadbalaInputOf(chart));
  const byRatio = [...r.planets].sort((a, b) => b.ratio - a.ratio).map((p) => p.planet);
  const bhavaRank = [...r.bhavas].sort((a, b) => b.total - a.total).map((b) => b.house);
  return {
    planets: r.planets.map((p) => {
      const out = {
        planet: p.planet, ...(lang !== 'en' ? { planet_local: planetLocal(lang, p.planet) } : {}),
        sthana: roundAll(p.sthana), dig: r2(p.dig), kala: roundAll(p.kala), cheshta: r2(p.cheshta), naisargika: r2(p.naisargika),
        drik: r2(p.drik), total: r2(p.total), rupas: r3(p.rupas), required_rupas: p.required_rupas, ratio: r3(p.ratio),
        rank: byRatio.indexOf(p.planet) + 1, ishta_phala: r2(p.ishta_phala), kashta_phala: r2(p.kashta_phala),
      };
      return out;
    }),
    strongest: byRatio,
    time_lords: r.lords,
    planetary_wars: r.wars.map((w) => ({ winner: w.winner, loser: w.loser, separation_deg: r3(w.separationDeg), yuddha_bala: r2(w.bala) })),
    bhavas: r.bhavas.map((b) => {
      const sign = Math.floor(normDeg(b.madhya) / 30) % 12;
      return {
        house: b.house, madhya: r3(b.madhya), sign: SIGNS[sign], ...(lang !== 'en' ? { sign_local: signLocal(lang, sign) } : {}),
        lord: b.lord, ...(lang !== 'en' ? { lord_local: planetLocal(lang, b.lord) } : {}), sign_class: b.sign_class,
        bhavadhipati: r2(b.bhavadhipati), dig: r2(b.dig), drishti: r2(b.drishti), total: r2(b.total), rupas: r3(b.total / 60),
        rank: bhavaRank.indexOf(b.house) + 1,
      };
    }),
  };
}
