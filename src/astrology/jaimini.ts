/**
 * Jaimini tools on the sidereal rasi chart: chara karakas, karakamsa, arudha padas with the upapada, rashi drishti.
 * Pure functions of the chart's signs and degrees; README "Jaimini" states each rule and its authority.
 *
 * - Chara karakas (BPHS ch. 32; Jaimini Upadesa Sutras 1.1.10-18): the grahas ranked by the degrees they have
 *   covered in their signs, highest first. `8` (default, BPHS): Sun..Saturn and Rahu, Rahu's degree reckoned from the
 *   end of its sign (30° - degree in sign) because it moves backwards; karakas Atma, Amatya, Bhratri, Matri, Pitri,
 *   Putra, Gnati, Dara. `7`: Sun..Saturn only, no Pitrikaraka (Atma, Amatya, Bhratri, Matri, Putra, Gnati, Dara).
 *   Equal degrees (to the floating-point bit) keep the Sun..Saturn, Rahu order.
 * - Karakamsa: the navamsa (D9) sign of the Atmakaraka, with its house from the rasi lagna and from the navamsa lagna.
 * - Arudha padas (BPHS ch. 29, upapada ch. 30; the count is Jaimini Upadesa Sutras 1.1.29): for the sign of
 *   house h, count from it to the sign of its lord (n = 1..12) and as many again from the lord: pada = lord's sign +
 *   (n - 1). Exceptions: a pada falling in the house itself (lord in the 1st or 7th from it) or in the 7th from it
 *   (lord in the 4th or 10th) moves to the 10th sign from where it fell (BPHS ch. 29, the rule of the common
 *   programs; the Jaimini sutras that follow 1.1.29 are read differently by different commentators). Lords are the
 *   BPHS ch. 3 sign lords (Mars rules Scorpio, Saturn Aquarius; the Ketu and Rahu co-lordships some Jaimini readers
 *   use, taking the stronger of the two, are not applied).
 *   A1 is the arudha lagna, A12 the upapada (UL).
 * - Rashi drishti (Jaimini Upadesa Sutras 1.1.2-4; BPHS ch. 8): movable signs aspect the fixed signs except the
 *   one next to them, fixed signs the movable signs except the one before them, dual signs the other dual signs;
 *   a graha aspects what its sign aspects.
 */
import { SEVEN_GRAHAS, SIGNS, SIGN_LORDS, signIndexOf, type Graha, type SignName } from './constants';
import { signHouseFrom, type Chart } from './chart';
import { amshaOf } from './vargas';
import { planetLocal, signLocal, type Language, type Localized } from './i18n';

export const KARAKA_SCHEMES = ['8', '7'] as const;
export type KarakaScheme = (typeof KARAKA_SCHEMES)[number];

export type KarakaName = 'Atmakaraka' | 'Amatyakaraka' | 'Bhratrikaraka' | 'Matrikaraka' | 'Pitrikaraka' | 'Putrakaraka'
  | 'Gnatikaraka' | 'Darakaraka';
export type KarakaAbbreviation = 'AK' | 'AmK' | 'BK' | 'MK' | 'PiK' | 'PK' | 'GK' | 'DK';
interface KarakaDef { name: KarakaName; abbreviation: KarakaAbbreviation; signifies: string; local: Omit<Localized, 'en'> }
const K: Record<string, KarakaDef> = {
  Atma: { name: 'Atmakaraka', abbreviation: 'AK', signifies: 'the self, the soul', local: { hi: 'आत्मकारक', ta: 'ஆத்மகாரகன்' } },
  Amatya: { name: 'Amatyakaraka', abbreviation: 'AmK', signifies: 'career, counsel', local: { hi: 'अमात्यकारक', ta: 'அமாத்யகாரகன்' } },
  Bhratri: { name: 'Bhratrikaraka', abbreviation: 'BK', signifies: 'siblings, the guru', local: { hi: 'भ्रातृकारक', ta: 'பிராத்ருகாரகன்' } },
  Matri: { name: 'Matrikaraka', abbreviation: 'MK', signifies: 'mother', local: { hi: 'मातृकारक', ta: 'மாத்ருகாரகன்' } },
  Pitri: { name: 'Pitrikaraka', abbreviation: 'PiK', signifies: 'father', local: { hi: 'पितृकारक', ta: 'பித்ருகாரகன்' } },
  Putra: { name: 'Putrakaraka', abbreviation: 'PK', signifies: 'children', local: { hi: 'पुत्रकारक', ta: 'புத்ரகாரகன்' } },
  Gnati: { name: 'Gnatikaraka', abbreviation: 'GK', signifies: 'relatives, rivals, illness', local: { hi: 'ज्ञातिकारक', ta: 'ஞாதிகாரகன்' } },
  Dara: { name: 'Darakaraka', abbreviation: 'DK', signifies: 'spouse', local: { hi: 'दारकारक', ta: 'தாரகாரகன்' } },
};
const KARAKA_ORDER: Record<KarakaScheme, KarakaDef[]> = {
  8: [K.Atma, K.Amatya, K.Bhratri, K.Matri, K.Pitri, K.Putra, K.Gnati, K.Dara],
  7: [K.Atma, K.Amatya, K.Bhratri, K.Matri, K.Putra, K.Gnati, K.Dara],
};

const PADA_NAMES = ['Arudha Lagna', 'Dhana pada', 'Bhratri pada', 'Matri pada', 'Mantra pada', 'Shatru pada', 'Dara pada',
  'Roga pada', 'Bhagya pada', 'Rajya pada', 'Labha pada', 'Upapada'];
const PADA_LOCAL: Record<number, Omit<Localized, 'en'>> = {
  0: { hi: 'आरूढ़ लग्न', ta: 'ஆரூட லக்னம்' },
  11: { hi: 'उपपद', ta: 'உபபதம்' },
};
const MODALITIES = ['movable', 'fixed', 'dual'] as const;
/** Which exception moved a pada: the count fell in the house itself (`first`) or in the 7th from it (`seventh`). */
export type PadaException = 'first' | 'seventh' | 'none';

/** Degrees a graha has covered in its sign for the karaka ranking (Rahu: from the end of its sign). */
export function karakaDegree(planet: Graha, siderealDeg: number): number {
  const d = siderealDeg - 30 * signIndexOf(siderealDeg);
  return planet === 'Rahu' ? 30 - d : d;
}

/** The chara karakas in order (AK first) from the grahas' sidereal longitudes. */
export function charaKarakas(longitudes: Partial<Record<Graha, number>>, scheme: KarakaScheme): { planet: Graha; degree: number }[] {
  const grahas: Graha[] = scheme === '8' ? [...SEVEN_GRAHAS, 'Rahu'] : [...SEVEN_GRAHAS];
  return grahas
    .map((g, i) => ({ planet: g, degree: karakaDegree(g, longitudes[g]!), i }))
    .sort((a, b) => b.degree - a.degree || a.i - b.i)
    .map(({ planet, degree }) => ({ planet, degree }));
}

/** Arudha pada of the house whose sign is `houseSign`, its lord in `lordSign`: [pada sign, count n, exception]. */
export function arudhaOf(houseSign: number, lordSign: number): { sign: number; count: number; exception: PadaException } {
  const count = signHouseFrom(houseSign, lordSign);
  const fell = (lordSign + count - 1) % 12;
  const from = signHouseFrom(houseSign, fell);
  if (from === 1) return { sign: (fell + 9) % 12, count, exception: 'first' };
  if (from === 7) return { sign: (fell + 9) % 12, count, exception: 'seventh' };
  return { sign: fell, count, exception: 'none' };
}

/** Signs (0..11) that sign `s` aspects by rashi drishti. */
export function rashiDrishti(s: number): number[] {
  const m = s % 3;
  const steps = m === 0 ? [4, 7, 10] : m === 1 ? [2, 5, 8] : [3, 6, 9];
  return steps.map((k) => (s + k) % 12).sort((a, b) => a - b);
}

const round = (x: number, d = 6) => Math.round(x * 10 ** d) / 10 ** d;
const withLocal = <T extends object>(lang: Language, base: T, key: string, local: string | undefined): T =>
  (local === undefined || lang === 'en' ? base : { ...base, [key]: local });

export interface JaiminiDoc {
  karaka_scheme: { karakas: 7 | 8; rahu_included: boolean; rule: string };
  ascendant: { sign: SignName; sign_local?: string; degree_in_sign: number };
  chara_karakas: {
    karaka: KarakaName; karaka_local?: string; abbreviation: KarakaAbbreviation; signifies: string; planet: Graha; planet_local?: string;
    sign: SignName; sign_local?: string; house: number; degree_in_sign: number; karaka_degree: number;
  }[];
  karakamsa: { planet: Graha; planet_local?: string; sign: SignName; sign_local?: string; house_from_lagna: number;
    navamsa_lagna: SignName; house_from_navamsa_lagna: number };
  arudha_padas: {
    pada: string; name: string; name_local?: string; house: number; house_sign: SignName; lord: Graha; lord_sign: SignName;
    count: number; exception: PadaException; sign: SignName; sign_local?: string; house_from_lagna: number;
  }[];
  arudha_lagna: { sign: SignName; sign_local?: string; house_from_lagna: number };
  upapada: { sign: SignName; sign_local?: string; house_from_lagna: number };
  arudha_rule: string;
  rashi_drishti: {
    rule: string;
    signs: { sign: SignName; sign_local?: string; modality: (typeof MODALITIES)[number]; aspects: SignName[] }[];
    planets: { planet: Graha; planet_local?: string; sign: SignName; aspects_signs: SignName[]; aspects_houses: number[]; aspects_planets: Graha[] }[];
  };
}

export const KARAKA_RULE: Record<KarakaScheme, string> = {
  8: 'Eight chara karakas (BPHS ch. 32): Sun..Saturn and Rahu ranked by degrees covered in their signs, highest first; Rahu reckoned as 30° minus its degree in sign.',
  7: 'Seven chara karakas (Jaimini Upadesa Sutras 1.1.10-18 as read without Rahu): Sun..Saturn ranked by degrees covered in their signs, highest first; no Pitrikaraka.',
};
export const ARUDHA_RULE = 'BPHS ch. 29-30 (the count also Jaimini Upadesa Sutras 1.1.29): count from the house to its lord and as far again from the lord; '
  + 'a pada falling in the house itself or in the 7th from it moves to the 10th sign from there. Lords per BPHS ch. 3 (Mars for Scorpio, Saturn for Aquarius).';
export const DRISHTI_RULE = 'Jaimini Upadesa Sutras 1.1.2-4: movable signs aspect the fixed signs except the adjacent one, fixed signs the movable signs '
  + 'except the adjacent one, dual signs the other dual signs.';

/** The Jaimini document of a sidereal chart. */
export function jaiminiDoc(chart: Chart, scheme: KarakaScheme): JaiminiDoc {
  const lang = chart.language;
  const lon = Object.fromEntries(chart.planets.map((p) => [p.name, p.siderealDeg])) as Record<Graha, number>;
  const sign = (g: Graha) => signIndexOf(lon[g]);
  const lagna = signIndexOf(chart.ascendantSiderealDeg);
  const sName = (s: number) => SIGNS[s];
  const signField = (s: number): { sign: SignName; sign_local?: string } => withLocal(lang, { sign: sName(s) }, 'sign_local', signLocal(lang, s));

  const karakas = charaKarakas(lon, scheme).map(({ planet, degree }, i) => {
    const def = KARAKA_ORDER[scheme][i];
    const s = sign(planet);
    const base = {
      karaka: def.name, ...(lang === 'en' ? {} : { karaka_local: def.local[lang] }), abbreviation: def.abbreviation,
      signifies: def.signifies, planet, ...(lang === 'en' ? {} : { planet_local: planetLocal(lang, planet) }),
      ...signField(s), house: signHouseFrom(lagna, s), degree_in_sign: round(lon[planet] - 30 * s), karaka_degree: round(degree),
    };
    return base;
  });

  const ak = karakas[0].planet;
  const kSign = amshaOf('D9', lon[ak]).sign;
  const d9Lagna = amshaOf('D9', chart.ascendantSiderealDeg).sign;

  const padas = Array.from({ length: 12 }, (_, h) => {
    const hs = (lagna + h) % 12;
    const lord = SIGN_LORDS[hs];
    const a = arudhaOf(hs, sign(lord));
    return {
      pada: `A${h + 1}`, name: PADA_NAMES[h], ...(lang !== 'en' && PADA_LOCAL[h] ? { name_local: PADA_LOCAL[h][lang] } : {}),
      house: h + 1, house_sign: sName(hs), lord, lord_sign: sName(sign(lord)), count: a.count, exception: a.exception,
      ...signField(a.sign), house_from_lagna: signHouseFrom(lagna, a.sign),
    };
  });
  const summary = (p: (typeof padas)[number]) => ({ sign: p.sign, ...(p.sign_local ? { sign_local: p.sign_local } : {}), house_from_lagna: p.house_from_lagna });

  const grahas: Graha[] = [...SEVEN_GRAHAS, 'Rahu', 'Ketu'];
  const occupants = (s: number) => grahas.filter((g) => sign(g) === s);

  return {
    karaka_scheme: { karakas: scheme === '8' ? 8 : 7, rahu_included: scheme === '8', rule: KARAKA_RULE[scheme] },
    ascendant: { ...signField(lagna), degree_in_sign: round(chart.ascendantSiderealDeg - 30 * lagna) },
    chara_karakas: karakas,
    karakamsa: {
      planet: ak, ...(lang === 'en' ? {} : { planet_local: planetLocal(lang, ak) }), ...signField(kSign),
      house_from_lagna: signHouseFrom(lagna, kSign), navamsa_lagna: sName(d9Lagna), house_from_navamsa_lagna: signHouseFrom(d9Lagna, kSign),
    },
    arudha_padas: padas,
    arudha_lagna: summary(padas[0]),
    upapada: summary(padas[11]),
    arudha_rule: ARUDHA_RULE,
    rashi_drishti: {
      rule: DRISHTI_RULE,
      signs: SIGNS.map((_, s) => ({ ...signField(s), modality: MODALITIES[s % 3], aspects: rashiDrishti(s).map(sName) })),
      planets: grahas.map((g) => {
        const asp = rashiDrishti(sign(g));
        return {
          planet: g, ...(lang === 'en' ? {} : { planet_local: planetLocal(lang, g) }), sign: sName(sign(g)),
          aspects_signs: asp.map(sName), aspects_houses: asp.map((s) => signHouseFrom(lagna, s)),
          aspects_planets: asp.flatMap(occupants),
        };
      }),
    },
  };
}
