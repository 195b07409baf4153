/**
 * Gochara (transits) at a moment, read from the natal Moon sign (and the lagna), Lahiri sidereal whole signs.
 * Favourable houses from the Moon and their vedha (obstruction) houses, Phaladeepika ch. 26 (the table B.V. Raman
 * reproduces in "Hindu Predictive Astrology", Gochara chapter): a transit in a favourable house is obstructed when
 * another graha transits its vedha house from the Moon, except between the Sun and Saturn and between the Moon and
 * Mercury (father and son). Rahu and Ketu follow Saturn's table. The bindus of the transited sign come from the
 * natal ashtakavarga (the graha's own BAV, and the SAV).
 */
import { SIGNS, signIndexOf, type Graha, type SignName } from './constants';
import { planetsAt, signHouseFrom, type Chart } from './chart';
import { ashtakavargaDoc } from './ashtakavarga';
import { planetLocal, signLocal } from './i18n';
import { ttFromUtcMs } from './time';

/** Favourable house -> its vedha house, from the Moon. */
export const GOCHARA: Record<Graha, Record<number, number>> = {
  Sun: { 3: 9, 6: 12, 10: 4, 11: 5 },
  Moon: { 1: 5, 3: 9, 6: 12, 7: 2, 10: 4, 11: 8 },
  Mars: { 3: 12, 6: 9, 11: 5 },
  Mercury: { 2: 5, 4: 3, 6: 9, 8: 1, 10: 8, 11: 12 },
  Jupiter: { 2: 12, 5: 4, 7: 3, 9: 10, 11: 8 },
  Venus: { 1: 8, 2: 7, 3: 1, 4: 10, 5: 9, 8: 5, 9: 11, 11: 6, 12: 3 },
  Saturn: { 3: 12, 6: 9, 11: 5 },
  Rahu: { 3: 12, 6: 9, 11: 5 },
  Ketu: { 3: 12, 6: 9, 11: 5 },
};
const NO_VEDHA: [Graha, Graha][] = [['Sun', 'Saturn'], ['Moon', 'Mercury']];
const exempt = (a: Graha, b: Graha) => NO_VEDHA.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

export interface TransitPlanet {
  name: Graha;
  name_local?: string;
  longitude: number;
  sign: SignName;
  sign_local?: string;
  retrograde: boolean;
  house_from_moon: number;
  house_from_lagna: number;
  /** Favourable house from the Moon (Phaladeepika ch. 26). */
  favourable: boolean;
  /** Favourable but obstructed by a graha in the vedha house. */
  vedha_by: Graha[];
  /** Net: favourable and not obstructed. */
  effective: 'good' | 'obstructed' | 'unfavourable';
  /** Natal ashtakavarga of the transited sign: the graha's own bindus (seven grahas only) and the SAV. */
  bindus?: number;
  sav_bindus: number;
}
export interface TransitReport { at: string; natal_moon_sign: SignName; natal_lagna: SignName; planets: TransitPlanet[] }

const GRAHAS: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Pure gochara reading: for each graha, its house from the natal Moon, whether favourable, and who obstructs it. */
export function gocharaOf(natalMoonSign: number, signOf: Record<Graha, number>): Record<Graha, { house: number; favourable: boolean; vedhaBy: Graha[] }> {
  const out = {} as Record<Graha, { house: number; favourable: boolean; vedhaBy: Graha[] }>;
  for (const g of GRAHAS) {
    const h = signHouseFrom(natalMoonSign, signOf[g]);
    const vedhaHouse = GOCHARA[g][h];
    const favourable = vedhaHouse !== undefined;
    const vedhaBy = favourable
      ? GRAHAS.filter((o) => o !== g && !exempt(g, o) && signHouseFrom(natalMoonSign, signOf[o]) === vedhaHouse) : [];
    out[g] = { house: h, favourable, vedhaBy };
  }
  return out;
}

export function transitReport(natal: Chart, atMs: number): TransitReport {
  const lang = natal.language;
  const natalMoon = signIndexOf(natal.planets.find((p) => p.name === 'Moon')!.siderealDeg);
  const lagna = signIndexOf(natal.ascendantSiderealDeg);
  const av = ashtakavargaDoc(natal);
  const { jdTt } = ttFromUtcMs(atMs);
  const now = planetsAt(jdTt, 'vedic', natal.node, GRAHAS, natal.ayanamsa.name).planets;
  const signOf = Object.fromEntries(now.map((p) => [p.name, signIndexOf(p.siderealDeg)])) as Record<Graha, number>;
  const reading = gocharaOf(natalMoon, signOf);
  const planets = now.map((p): TransitPlanet => {
    const g = p.name as Graha;
    const s = signOf[g];
    const { house: h, favourable, vedhaBy } = reading[g];
    const own = av.planets.find((x) => x.planet === g);
    const item: TransitPlanet = {
      name: g, longitude: r6(p.siderealDeg), sign: SIGNS[s], retrograde: p.retrograde, house_from_moon: h,
      house_from_lagna: signHouseFrom(lagna, s), favourable, vedha_by: vedhaBy,
      effective: !favourable ? 'unfavourable' : vedhaBy.length ? 'obstructed' : 'good',
      ...(own ? { bindus: own.bindus[s] } : {}), sav_bindus: av.sarvashtakavarga.bindus[s],
    };
    if (lang !== 'en') { item.name_local = planetLocal(lang, g); item.sign_local = signLocal(lang, s); }
    return item;
  });
  return { at: new Date(atMs).toISOString().replace(/\.\d{3}Z$/, 'Z'), natal_moon_sign: SIGNS[natalMoon], natal_lagna: SIGNS[lagna], planets };
}
