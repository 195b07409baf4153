/**
 * Bhava bala, the strength of the twelve houses (BPHS 27.25-34; Raman, Graha and Bhava Balas ch. IX): bhavadhipati
 * bala (the shadbala of the lord of the sign on the bhava madhya) + bhava dig bala + bhava drishti bala. Bhava
 * madhyas: Sripati (bhava.ts), Raman's method.
 */
import { SIGN_LORDS } from '../constants';
import { normDeg } from '../frames';
import { drishtiValue, SEVEN, type Longitudes, type SevenGraha } from './rules';

export type SignClass = 'nara' | 'jalachara' | 'keeta' | 'chatushpada';
/**
 * Class of the sign on a point (BPHS 27.27-29): nara (human) Gemini, Virgo, Libra, Aquarius and the first half of
 * Sagittarius; jalachara (watery) Cancer, Pisces and the second half of Capricorn; keeta (insect) Scorpio;
 * chatushpada (quadruped) Aries, Taurus, Leo, the second half of Sagittarius and the first half of Capricorn.
 */
export function signClass(lon: number): SignClass {
  const l = normDeg(lon), sign = Math.floor(l / 30) % 12, firstHalf = l - sign * 30 < 15;
  if ([2, 5, 6, 10].includes(sign) || (sign === 8 && firstHalf)) return 'nara';
  if ([3, 11].includes(sign) || (sign === 9 && !firstHalf)) return 'jalachara';
  if (sign === 7) return 'keeta';
  return 'chatushpada';
}
/** House in which each class is strongest: nara the 1st, jalachara the 4th, keeta the 7th, chatushpada the 10th. */
const STRONG_HOUSE: Record<SignClass, number> = { nara: 1, jalachara: 4, keeta: 7, chatushpada: 10 };

/** Bhava dig bala: 60 in the class's strong house, 10 less for each house away (0 in the opposite house). */
export function bhavaDigBala(house: number, madhyaLon: number): number {
  const d = Math.abs(house - STRONG_HOUSE[signClass(madhyaLon)]) % 12;
  return 60 - 10 * Math.min(d, 12 - d);
}

/**
 * Bhava drishti bala: aspects of the seven grahas on the bhava madhya, a quarter of each, benefics added and
 * malefics subtracted; the aspects of Mercury and Jupiter are taken in full (Raman ch. IX).
 */
export function bhavaDrishtiBala(madhyaLon: number, lon: Longitudes, benefic: Record<SevenGraha, boolean>): number {
  let sum = 0;
  for (const g of SEVEN) {
    const v = drishtiValue(g, madhyaLon - lon[g]);
    sum += (benefic[g] ? 1 : -1) * v * (g === 'Mercury' || g === 'Jupiter' ? 1 : 0.25);
  }
  return sum;
}

export interface BhavaBalaRow {
  house: number;
  madhya: number;
  lord: SevenGraha;
  sign_class: SignClass;
  bhavadhipati: number;
  dig: number;
  drishti: number;
  total: number;
}
export function bhavaBalas(madhyas: readonly number[], lon: Longitudes, benefic: Record<SevenGraha, boolean>, shadbalaTotal: Record<SevenGraha, number>): BhavaBalaRow[] {
  return madhyas.map((m, i) => {
    const lord = SIGN_LORDS[Math.floor(normDeg(m) / 30) % 12] as SevenGraha;
    const bhavadhipati = shadbalaTotal[lord], dig = bhavaDigBala(i + 1, m), drishti = bhavaDrishtiBala(m, lon, benefic);
    return { house: i + 1, madhya: m, lord, sign_class: signClass(m), bhavadhipati, dig, drishti, total: bhavadhipati + dig + drishti };
  });
}
