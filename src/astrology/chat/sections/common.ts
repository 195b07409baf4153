/** Text helpers every section uses: filling localized templates, names, house lines, yoga and dignity words. */
import { SIGN_LORDS, type Graha } from '../../constants';
import { fill } from '../../i18n';
import type { ChartFacts } from '../facts';
import { HOUSE_MEANING, houseLocative, houseOrdinal, planetName, signName, type Language, type Localized } from '../lexicon';

export const L = (lang: Language, t: Localized, v: Record<string, string | number> = {}): string => fill(t[lang], v);
/** "a, b and c" in English; "a, b, c" in Hindi and Tamil. */
export const list = (lang: Language, xs: string[]): string =>
  lang === 'en' && xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : xs.join(', ');

/** "+05:30" */
export function offsetLabel(h: number): string {
  const sign = h < 0 ? '-' : '+';
  const m = Math.round(Math.abs(h) * 60);
  return `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export const YES_NO: Record<'yes' | 'no', Localized> = { yes: { en: 'Yes', hi: 'हाँ', ta: 'ஆம்' }, no: { en: 'No', hi: 'नहीं', ta: 'இல்லை' } };

const HOUSE_T = {
  house: { en: 'The {ord} ({meaning}) is {sign}; its lord {lord} sits in the {ord2}; planets in it: {occ}.', hi: '{ord} ({meaning}) में {sign} राशि है; इसका स्वामी {lord} {ord2} में है; इसमें ग्रह: {occ}।', ta: '{ord} ({meaning}) {sign} ராசி; அதன் அதிபதி {lord} {ord2Loc} உள்ளார்; அதிலுள்ள கிரகங்கள்: {occ}.' },
  none: { en: 'none', hi: 'कोई नहीं', ta: 'இல்லை' },
};

/** The lord of house h (1..12) of the chart. */
export const lordOf = (f: ChartFacts, h: number): Graha => SIGN_LORDS[(f.lagnaSign + h - 1) % 12];
/** The sign (0..11) of house h. */
export const signOfHouse = (f: ChartFacts, h: number): number => (f.lagnaSign + h - 1) % 12;
/** Grahas in house h. */
export const occupants = (f: ChartFacts, h: number): Graha[] => (Object.keys(f.house) as Graha[]).filter((g) => f.house[g] === h);

/** "The 7th house (marriage, ...) is Pisces; its lord Jupiter sits in the 10th house; planets in it: none." */
export function houseLine(lang: Language, f: ChartFacts, h: number): string {
  const lord = lordOf(f, h);
  const occ = occupants(f, h).map((g) => planetName(lang, g));
  return L(lang, HOUSE_T.house, {
    ord: houseOrdinal(lang, h), meaning: HOUSE_MEANING[h - 1][lang], sign: signName(lang, signOfHouse(f, h)), lord: planetName(lang, lord),
    ord2: houseOrdinal(lang, f.house[lord]), ord2Loc: houseLocative(lang, f.house[lord]), occ: occ.length ? list(lang, occ) : HOUSE_T.none[lang],
  });
}

/** Local names of the engine's yogas; a yoga not listed is shown by its English name. */
export const YOGA_LOCAL: Record<string, Localized> = {
  Gajakesari: { en: 'Gajakesari', hi: 'गजकेसरी', ta: 'கஜகேசரி' }, 'Budha-Aditya': { en: 'Budha-Aditya', hi: 'बुधादित्य', ta: 'புதஆதித்ய' },
  Ruchaka: { en: 'Ruchaka', hi: 'रुचक', ta: 'ருசக' }, Bhadra: { en: 'Bhadra', hi: 'भद्र', ta: 'பத்ர' }, Hamsa: { en: 'Hamsa', hi: 'हंस', ta: 'ஹம்ச' },
  Malavya: { en: 'Malavya', hi: 'मालव्य', ta: 'மாளவ்ய' }, Sasa: { en: 'Sasa', hi: 'शश', ta: 'சச' },
  'Chandra-Mangala': { en: 'Chandra-Mangala', hi: 'चंद्र-मंगल', ta: 'சந்திர-மங்கள' }, Kemadruma: { en: 'Kemadruma', hi: 'केमद्रुम', ta: 'கேமத்ரும' },
  'Raja Yoga': { en: 'Raja Yoga', hi: 'राजयोग', ta: 'ராஜ யோகம்' }, 'Dhana Yoga': { en: 'Dhana Yoga', hi: 'धन योग', ta: 'தன யோகம்' },
  'Neecha Bhanga': { en: 'Neecha Bhanga', hi: 'नीचभंग', ta: 'நீசபங்கம்' },
  'Viparita Raja Yoga': { en: 'Viparita Raja Yoga', hi: 'विपरीत राजयोग', ta: 'விபரீத ராஜ யோகம்' },
};
export const yogaName = (lang: Language, y: string): string => (lang === 'en' || !YOGA_LOCAL[y] ? y : `${YOGA_LOCAL[y][lang]} (${y})`);

export const DIGNITY_WORD: Record<'exalted' | 'debilitated' | 'own', Localized> = {
  exalted: { en: 'exalted', hi: 'उच्च', ta: 'உச்சம்' }, debilitated: { en: 'debilitated', hi: 'नीच', ta: 'நீசம்' }, own: { en: 'in its own sign', hi: 'स्वगृही', ta: 'ஆட்சி' },
};

/** A date "2027-03-14" as the answer shows it (ISO dates are read the same in all three languages). */
export const day = (iso: string): string => iso.slice(0, 10);
