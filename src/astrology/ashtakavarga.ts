/**
 * Ashtakavarga (BPHS ch. 66-72, Santhanam's numbering): bindus (benefic points) that the seven grahas and the lagna
 * give each graha's chart, the sarvashtakavarga, and the reductions (shodhana) used before the pinda.
 *
 * - Bhinnashtakavarga (ch. 66): BAV_TABLE[planet][contributor] lists the houses, counted from the contributor's sign,
 *   in which the contributor gives the planet a bindu. Totals per planet are fixed by the table: Sun 48, Moon 49,
 *   Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39; the sarvashtakavarga (their sum) is 337 for every chart.
 *   The lagna's own ashtakavarga (49 bindus) is reported beside them but, as in BPHS, not added to the SAV.
 * - Trikona shodhana (ch. 67): in each group of trinal signs (Aries-Leo-Sagittarius, Taurus-Virgo-Capricorn,
 *   Gemini-Libra-Aquarius, Cancer-Scorpio-Pisces) the smallest of the three is taken from each (so equal values
 *   become 0 and a group with a 0 is unchanged).
 * - Ekadhipatya shodhana (ch. 68): for the two signs of one lord (not Cancer and Leo), after trikona shodhana, with
 *   "occupied" meaning holding one of the seven grahas or the lagna (the reading of the worked example in P.V.R.
 *   Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 12, chart 7, whose pindas the tests reproduce;
 *   counting grahas only would cut Scorpio there and miss the book's rasi pindas of the Sun and Saturn): no change when either sign has 0 bindus or both are occupied;
 *   both unoccupied: equal values both become 0, unequal ones both become the smaller; one occupied: the unoccupied
 *   sign becomes 0 when it has fewer or as many bindus as the occupied one, else it is cut to the occupied one's.
 * - Shodhya pinda (ch. 69): rasi pinda = sum of reduced bindus x rasi multiplier (Aries..Pisces 7, 10, 8, 4, 10, 5,
 *   7, 8, 9, 5, 11, 12); graha pinda = sum over the seven grahas of the reduced bindus of the sign each occupies x
 *   graha multiplier (Sun 5, Moon 5, Mars 8, Mercury 5, Jupiter 10, Venus 7, Saturn 5); shodhya pinda = their sum.
 */
import { SEVEN_GRAHAS, SIGNS as SIGN_NAMES, SIGN_LORDS, signIndexOf, type Graha, type SignName } from './constants';
import type { Chart } from './chart';
import { planetLocal, signLocal, type Language } from './i18n';

type SevenGraha = Exclude<Graha, 'Rahu' | 'Ketu'>;
const SEVEN = SEVEN_GRAHAS as SevenGraha[];
export type Contributor = SevenGraha | 'Lagna';
export const CONTRIBUTORS = [...SEVEN_GRAHAS, 'Lagna'] as Contributor[];
type Row = Record<Contributor, number[]>;

/** BPHS ch. 66: houses from each contributor in which it gives a bindu. Keys: the planet whose chart it is. */
export const BAV_TABLE: Record<Exclude<Graha, 'Rahu' | 'Ketu'> | 'Lagna', Row> = {
  Sun: {
    Sun: [1, 2, 4, 7, 8, 9, 10, 11], Moon: [3, 6, 10, 11], Mars: [1, 2, 4, 7, 8, 9, 10, 11], Mercury: [3, 5, 6, 9, 10, 11, 12],
    Jupiter: [5, 6, 9, 11], Venus: [6, 7, 12], Saturn: [1, 2, 4, 7, 8, 9, 10, 11], Lagna: [3, 4, 6, 10, 11, 12],
  } as Row,
  Moon: {
    Sun: [3, 6, 7, 8, 10, 11], Moon: [1, 3, 6, 7, 10, 11], Mars: [2, 3, 5, 6, 9, 10, 11], Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    Jupiter: [1, 4, 7, 8, 10, 11, 12], Venus: [3, 4, 5, 7, 9, 10, 11], Saturn: [3, 5, 6, 11], Lagna: [3, 6, 10, 11],
  } as Row,
  Mars: {
    Sun: [3, 5, 6, 10, 11], Moon: [3, 6, 11], Mars: [1, 2, 4, 7, 8, 10, 11], Mercury: [3, 5, 6, 11], Jupiter: [6, 10, 11, 12],
    Venus: [6, 8, 11, 12], Saturn: [1, 4, 7, 8, 9, 10, 11], Lagna: [1, 3, 6, 10, 11],
  } as Row,
  Mercury: {
    Sun: [5, 6, 9, 11, 12], Moon: [2, 4, 6, 8, 10, 11], Mars: [1, 2, 4, 7, 8, 9, 10, 11], Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    Jupiter: [6, 8, 11, 12], Venus: [1, 2, 3, 4, 5, 8, 9, 11], Saturn: [1, 2, 4, 7, 8, 9, 10, 11], Lagna: [1, 2, 4, 6, 8, 10, 11],
  } as Row,
  Jupiter: {
    Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11], Moon: [2, 5, 7, 9, 11], Mars: [1, 2, 4, 7, 8, 10, 11], Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    Jupiter: [1, 2, 3, 4, 7, 8, 10, 11], Venus: [2, 5, 6, 9, 10, 11], Saturn: [3, 5, 6, 12], Lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  } as Row,
  Venus: {
    Sun: [8, 11, 12], Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12], Mars: [3, 5, 6, 9, 11, 12], Mercury: [3, 5, 6, 9, 11],
    Jupiter: [5, 8, 9, 10, 11], Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11], Saturn: [3, 4, 5, 8, 9, 10, 11], Lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  } as Row,
  Saturn: {
    Sun: [1, 2, 4, 7, 8, 10, 11], Moon: [3, 6, 11], Mars: [3, 5, 6, 10, 11, 12], Mercury: [6, 8, 9, 10, 11, 12],
    Jupiter: [5, 6, 11, 12], Venus: [6, 11, 12], Saturn: [3, 5, 6, 11], Lagna: [1, 3, 4, 6, 10, 11],
  } as Row,
  Lagna: {
    Sun: [3, 4, 6, 10, 11, 12], Moon: [3, 6, 10, 11, 12], Mars: [1, 3, 6, 10, 11], Mercury: [1, 2, 4, 6, 8, 10, 11],
    Jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11], Venus: [1, 2, 3, 4, 5, 8, 9], Saturn: [1, 3, 4, 6, 10, 11], Lagna: [3, 6, 10, 11],
  } as Row,
};

export const RASI_MULTIPLIER = [7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12];
export const GRAHA_MULTIPLIER: Record<SevenGraha, number> = { Sun: 5, Moon: 5, Mars: 8, Mercury: 5, Jupiter: 10, Venus: 7, Saturn: 5 };

/** Signs (0..11) of the seven grahas and the lagna. */
export type Placements = Record<Contributor, number>;

/** Bindus per sign (Aries..Pisces) of one chart, and the 0/1 prastara rows per contributor. */
export function bhinna(of: keyof typeof BAV_TABLE, at: Placements): { bindus: number[]; prastara: Record<Contributor, number[]> } {
  const bindus = new Array<number>(12).fill(0);
  const prastara = {} as Record<Contributor, number[]>;
  for (const c of CONTRIBUTORS) {
    const row = new Array<number>(12).fill(0);
    for (const h of BAV_TABLE[of][c]) row[(at[c] + h - 1) % 12] = 1;
    prastara[c] = row;
    row.forEach((v, s) => { bindus[s] += v; });
  }
  return { bindus, prastara };
}

/** BPHS ch. 67. */
export function trikonaShodhana(bindus: readonly number[]): number[] {
  const out = [...bindus];
  for (let g = 0; g < 4; g++) {
    const m = Math.min(out[g], out[g + 4], out[g + 8]);
    out[g] -= m; out[g + 4] -= m; out[g + 8] -= m;
  }
  return out;
}

/** Pairs of signs with one lord (Mars, Venus, Mercury, Jupiter, Saturn). */
const PAIRS: [number, number][] = [[0, 7], [1, 6], [2, 5], [8, 11], [9, 10]];

/** BPHS ch. 68, on trikona-reduced bindus; `occupied[s]` = a graha (of the seven) is in sign s. */
export function ekadhipatyaShodhana(reduced: readonly number[], occupied: readonly boolean[]): number[] {
  const out = [...reduced];
  for (const [a, b] of PAIRS) {
    if (SIGN_LORDS[a] !== SIGN_LORDS[b]) throw new Error('pair table broken');
    const x = out[a], y = out[b];
    if (x === 0 || y === 0 || (occupied[a] && occupied[b])) continue;
    if (!occupied[a] && !occupied[b]) {
      const m = x === y ? 0 : Math.min(x, y);
      out[a] = m; out[b] = m;
    } else {
      const [occ, free] = occupied[a] ? [a, b] : [b, a];
      out[free] = out[free] <= out[occ] ? 0 : out[occ];
    }
  }
  return out;
}

export interface Pinda { rasi: number; graha: number; shodhya: number }
export function shodhyaPinda(reduced: readonly number[], grahaSigns: Record<SevenGraha, number>): Pinda {
  const rasi = reduced.reduce((s, b, i) => s + b * RASI_MULTIPLIER[i], 0);
  const graha = SEVEN.reduce((s, g) => s + reduced[grahaSigns[g]] * GRAHA_MULTIPLIER[g], 0);
  return { rasi, graha, shodhya: rasi + graha };
}

export interface PlanetAshtakavarga {
  planet: SevenGraha;
  bindus: number[];
  total: number;
  /** Which contributors gave a bindu in each sign (1) and which did not (0). */
  prastara: Record<Contributor, number[]>;
  trikona_shodhana: number[];
  ekadhipatya_shodhana: number[];
  pinda: Pinda;
}
export interface AshtakavargaResult {
  planets: PlanetAshtakavarga[];
  lagna: { bindus: number[]; total: number };
  sarvashtakavarga: { bindus: number[]; total: number; by_house: number[] };
}

/** The whole ashtakavarga of a chart from sign placements (pure; sidereal signs). */
export function ashtakavargaOf(at: Placements): AshtakavargaResult {
  const occupied = new Array<boolean>(12).fill(false);
  for (const g of SEVEN) occupied[at[g]] = true;
  occupied[at.Lagna] = true;
  const planets = SEVEN.map((g): PlanetAshtakavarga => {
    const { bindus, prastara } = bhinna(g, at);
    const tri = trikonaShodhana(bindus);
    const eka = ekadhipatyaShodhana(tri, occupied);
    return {
      planet: g, bindus, total: bindus.reduce((a, b) => a + b, 0), prastara, trikona_shodhana: tri, ekadhipatya_shodhana: eka,
      pinda: shodhyaPinda(eka, at),
    };
  });
  const sav = new Array<number>(12).fill(0);
  for (const p of planets) p.bindus.forEach((b, s) => { sav[s] += b; });
  const lagna = bhinna('Lagna', at).bindus;
  return {
    planets,
    lagna: { bindus: lagna, total: lagna.reduce((a, b) => a + b, 0) },
    sarvashtakavarga: {
      bindus: sav, total: sav.reduce((a, b) => a + b, 0),
      by_house: Array.from({ length: 12 }, (_, h) => sav[(at.Lagna + h) % 12]),
    },
  };
}

// ---- The document of GET /v1/astrology/ashtakavarga.
export interface AshtakavargaDoc extends Omit<AshtakavargaResult, 'planets'> {
  /** Order of every 12-value array: Aries..Pisces (by_house arrays run from the ascendant's sign). */
  signs: SignName[];
  signs_local?: string[];
  ascendant_sign: SignName;
  planets: (PlanetAshtakavarga & { planet_local?: string; by_house: number[] })[];
}

/** Ashtakavarga of a computed chart (sidereal signs of the seven grahas and the lagna). */
export function ashtakavargaDoc(chart: Chart): AshtakavargaDoc {
  const lang: Language = chart.language;
  const sign = (name: string) => signIndexOf(chart.planets.find((p) => p.name === name)!.siderealDeg);
  const at = Object.fromEntries(SEVEN.map((g) => [g, sign(g)])) as Placements;
  at.Lagna = signIndexOf(chart.ascendantSiderealDeg);
  const r = ashtakavargaOf(at);
  const doc: AshtakavargaDoc = {
    signs: [...SIGN_NAMES], ascendant_sign: SIGN_NAMES[at.Lagna],
    planets: r.planets.map((p) => {
      const out = { ...p, by_house: Array.from({ length: 12 }, (_, h) => p.bindus[(at.Lagna + h) % 12]) } as AshtakavargaDoc['planets'][number];
      if (lang !== 'en') out.planet_local = planetLocal(lang, p.planet);
      return out;
    }),
    lagna: r.lagna, sarvashtakavarga: r.sarvashtakavarga,
  };
  if (lang !== 'en') doc.signs_local = SIGN_NAMES.map((_, i) => signLocal(lang, i)!);
  return doc;
}
