/**
 * Krishnamurti Paddhati star lord / sub lord table.
 * Each nakshatra (13°20') is divided into 9 subs in Vimshottari order starting from its own star lord, each
 * proportional to that lord's dasha years (K.S. Krishnamurti, KP Reader I). Subs that straddle a sign boundary
 * are split there, giving the classical 249 divisions.
 */
import { NAKSHATRA_SPAN_DEG, SIGNS, VIMSHOTTARI, VIMSHOTTARI_TOTAL_YEARS, type Graha } from './constants';

export interface KpDivision {
  number: number;
  startDeg: number;
  endDeg: number;
  sign: string;
  starLord: Graha;
  subLord: Graha;
}

function build(): KpDivision[] {
  const out: KpDivision[] = [];
  for (let n = 0; n < 27; n++) {
    let start = n * NAKSHATRA_SPAN_DEG;
    const first = n % 9;
    for (let k = 0; k < 9; k++) {
      const sub = VIMSHOTTARI[(first + k) % 9];
      const end = start + (NAKSHATRA_SPAN_DEG * sub.years) / VIMSHOTTARI_TOTAL_YEARS;
      const boundary = (Math.floor(start / 30 + 1e-12) + 1) * 30;
      const pieces = end > boundary + 1e-9 ? [[start, boundary], [boundary, end]] : [[start, end]];
      for (const [s, e] of pieces) {
        out.push({
          number: out.length + 1, startDeg: s, endDeg: e, sign: SIGNS[Math.floor(s / 30 + 1e-12) % 12],
          starLord: VIMSHOTTARI[first].lord, subLord: sub.lord,
        });
      }
      start = end;
    }
  }
  return out;
}

export const KP_TABLE: readonly KpDivision[] = build();

/** Star lord and sub lord of a sidereal (Krishnamurti ayanamsa) longitude. */
export function kpLords(longitudeDeg: number): { star_lord: Graha; sub_lord: Graha } {
  let lo = 0, hi = KP_TABLE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (KP_TABLE[mid].startDeg <= longitudeDeg + 1e-12) lo = mid; else hi = mid - 1;
  }
  return { star_lord: KP_TABLE[lo].starLord, sub_lord: KP_TABLE[lo].subLord };
}
