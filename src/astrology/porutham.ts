/**
 * The ten poruthams of South Indian (Tamil) marriage matching, from the two Moons' sidereal nakshatras and signs.
 * Counts run from the girl's nakshatra (or sign) to the boy's, inclusive (the girl's own star is 1), as Tamil
 * panchangs print them. Sources of the tables: the porutham chapters of Tamil panchangs (e.g. Pambu Panchangam) and
 * B.V. Raman, "Muhurtha" ch. 9; where printed tables differ the README (Matching, Porutham) names the reading used.
 */
import { NAKSHATRAS, SIGNS, SIGN_LORDS, nakshatraIndexOf, signIndexOf } from './constants';
import {
  GANA_NAMES, GANA_OF_NAKSHATRA, YONI_NAMES, YONI_OF_NAKSHATRA, YONI_POINTS, matchMoons, moonInfo, relation,
  type MatchInput, type MatchPerson,
} from './match';

export type PoruthamName = 'Dina' | 'Gana' | 'Mahendra' | 'Stree Deergha' | 'Yoni' | 'Rasi' | 'Rasi Adhipathi' | 'Vasya'
  | 'Rajju' | 'Vedha';
export interface Porutham {
  name: PoruthamName;
  /** Agreement present. */
  present: boolean;
  /** uttama (best), madhyama (acceptable), adhama (absent). */
  grade: 'uttama' | 'madhyama' | 'adhama';
  boy: string;
  girl: string;
  reason: string;
}
export interface PoruthamResult {
  method: 'porutham';
  poruthams: Porutham[];
  /** Number of poruthams present, out of 10. */
  total: number;
  max: 10;
  /** Rajju and Vedha are the ones panchangs treat as indispensable. */
  essential_present: boolean;
  verdict: 'compatible' | 'not_compatible';
  verdict_reason: string;
}

/** Count from one nakshatra to another, inclusive (same star = 1). */
const countFrom = (from: number, to: number) => ((to - from + 27) % 27) + 1;

/** Dina: counts 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26 agree; the same star agrees for a few stars only. */
const DINA_GOOD = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];
/** Same-star Dina agreement: Rohini, Ardra, Magha, Hasta, Vishakha, Shravana, Uttara Bhadrapada, Revati. */
const DINA_SAME_STAR_OK = [3, 5, 9, 12, 15, 21, 25, 26];
const MAHENDRA = [4, 7, 10, 13, 16, 19, 22, 25];
/** Vasya: for the girl's sign (index), the signs that are vasya to it. */
const VASYA: number[][] = [[4, 7], [3, 6], [5], [7, 8], [6], [11, 2], [5, 9], [3], [11], [0, 10], [0], [9]];
export const RAJJU_NAMES = ['Pada', 'Kati', 'Nabhi', 'Kantha', 'Siro'];
/** Rajju of a nakshatra: feet, waist, navel, neck, head, then back down, in runs of nine. */
export const rajjuOf = (nak: number) => [0, 1, 2, 3, 4, 3, 2, 1, 0][nak % 9];
/** Vedha (mutually obstructing) nakshatra pairs; Mrigashira, Chitra and Dhanishta obstruct one another. */
const VEDHA_PAIRS: [number, number][] = [[0, 17], [1, 16], [2, 15], [3, 14], [5, 21], [6, 20], [7, 19], [8, 18], [9, 26],
  [10, 25], [11, 24], [12, 23], [4, 13], [4, 22], [13, 22]];
export const isVedha = (a: number, b: number) => VEDHA_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

export function porutham(boyMoonDeg: number, girlMoonDeg: number): PoruthamResult {
  const bn = nakshatraIndexOf(boyMoonDeg), gn = nakshatraIndexOf(girlMoonDeg);
  const bs = signIndexOf(boyMoonDeg), gs = signIndexOf(girlMoonDeg);
  const n = countFrom(gn, bn);
  const stars = { boy: NAKSHATRAS[bn], girl: NAKSHATRAS[gn] };
  const signs = { boy: SIGNS[bs], girl: SIGNS[gs] };
  const yes = (name: PoruthamName, who: { boy: string; girl: string }, reason: string, grade: 'uttama' | 'madhyama' = 'uttama'): Porutham =>
    ({ name, present: true, grade, ...who, reason });
  const no = (name: PoruthamName, who: { boy: string; girl: string }, reason: string): Porutham =>
    ({ name, present: false, grade: 'adhama', ...who, reason });
  const out: Porutham[] = [];

  // 1. Dina (nakshatra).
  if (bn === gn) {
    out.push(DINA_SAME_STAR_OK.includes(bn) ? yes('Dina', stars, `Same nakshatra (${NAKSHATRAS[bn]}), one of the stars for which the same star agrees.`, 'madhyama')
      : no('Dina', stars, `Same nakshatra (${NAKSHATRAS[bn]}), which does not agree for this star.`));
  } else {
    out.push(DINA_GOOD.includes(n) ? yes('Dina', stars, `The boy's star is ${n} from the girl's (2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26 agree).`)
      : no('Dina', stars, `The boy's star is ${n} from the girl's (only 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26 agree).`));
  }

  // 2. Gana.
  const bg = GANA_OF_NAKSHATRA[bn], gg = GANA_OF_NAKSHATRA[gn];
  const ganas = { boy: GANA_NAMES[bg], girl: GANA_NAMES[gg] };
  if (bg === gg) out.push(yes('Gana', ganas, `Same gana (${GANA_NAMES[bg]}).`));
  else if (bg !== 2 && gg !== 2) out.push(yes('Gana', ganas, `Deva and Manushya ganas agree.`, 'madhyama'));
  else out.push(no('Gana', ganas, `A Rakshasa gana with a ${GANA_NAMES[bg === 2 ? gg : bg]} gana does not agree.`));

  // 3. Mahendra.
  out.push(MAHENDRA.includes(n) ? yes('Mahendra', stars, `The boy's star is ${n} from the girl's (4, 7, 10, 13, 16, 19, 22, 25 agree).`)
    : no('Mahendra', stars, `The boy's star is ${n} from the girl's (only 4, 7, 10, 13, 16, 19, 22, 25 agree).`));

  // 4. Stree Deergha: the boy's star well beyond the girl's.
  out.push(n > 13 ? yes('Stree Deergha', stars, `The boy's star is ${n} from the girl's, beyond the 13th.`)
    : n > 7 ? yes('Stree Deergha', stars, `The boy's star is ${n} from the girl's: beyond the 7th but not the 13th (middling).`, 'madhyama')
      : no('Stree Deergha', stars, `The boy's star is ${n} from the girl's, not beyond the 7th.`));

  // 5. Yoni: no agreement between sworn-enemy animals.
  const by = YONI_OF_NAKSHATRA[bn], gy = YONI_OF_NAKSHATRA[gn];
  const yonis = { boy: YONI_NAMES[by], girl: YONI_NAMES[gy] };
  out.push(YONI_POINTS[by][gy] === 0 ? no('Yoni', yonis, `${YONI_NAMES[by]} and ${YONI_NAMES[gy]} are enemy yonis.`)
    : by === gy ? yes('Yoni', yonis, `Same yoni (${YONI_NAMES[by]}).`)
      : yes('Yoni', yonis, `${YONI_NAMES[by]} and ${YONI_NAMES[gy]} are not enemy yonis.`, 'madhyama'));

  // 6. Rasi: the boy's sign counted from the girl's; 2nd to 6th do not agree.
  const r = ((bs - gs + 12) % 12) + 1;
  out.push(r >= 2 && r <= 6 ? no('Rasi', signs, `The boy's Moon sign is ${r} from the girl's (2nd to 6th do not agree).`)
    : r === 1 && bn === gn ? no('Rasi', signs, 'Same Moon sign and same nakshatra.')
      : yes('Rasi', signs, r === 1 ? 'Same Moon sign, different nakshatras.' : `The boy's Moon sign is ${r} from the girl's (beyond the 6th agrees).`));

  // 7. Rasi Adhipathi: the two sign lords (naisargika maitri, BPHS ch. 3).
  const bl = SIGN_LORDS[bs], gl = SIGN_LORDS[gs];
  const lords = { boy: bl, girl: gl };
  const r1 = relation(bl, gl), r2 = relation(gl, bl);
  if (bl === gl) out.push(yes('Rasi Adhipathi', lords, `Both Moon signs are ruled by ${bl}.`));
  else if (r1 === 'enemy' || r2 === 'enemy') out.push(no('Rasi Adhipathi', lords, `${bl} regards ${gl} as ${r1}; ${gl} regards ${bl} as ${r2}: enmity.`));
  else if (r1 === 'friend' && r2 === 'friend') out.push(yes('Rasi Adhipathi', lords, `${bl} and ${gl} are mutual friends.`));
  else out.push(yes('Rasi Adhipathi', lords, `${bl} regards ${gl} as ${r1}; ${gl} regards ${bl} as ${r2}: no enmity.`, 'madhyama'));

  // 8. Vasya.
  const vasya = VASYA[gs].includes(bs) || VASYA[bs].includes(gs);
  out.push(vasya ? yes('Vasya', signs, `${SIGNS[VASYA[gs].includes(bs) ? bs : gs]} is vasya to ${SIGNS[VASYA[gs].includes(bs) ? gs : bs]}.`)
    : no('Vasya', signs, 'Neither Moon sign is vasya to the other.'));

  // 9. Rajju: not the same rajju.
  const br = rajjuOf(bn), gr = rajjuOf(gn);
  const rajjus = { boy: RAJJU_NAMES[br], girl: RAJJU_NAMES[gr] };
  out.push(br === gr ? no('Rajju', rajjus, `Both stars are in ${RAJJU_NAMES[br]} rajju (Rajju dosha).`)
    : yes('Rajju', rajjus, `Different rajjus (${RAJJU_NAMES[br]}, ${RAJJU_NAMES[gr]}).`));

  // 10. Vedha.
  out.push(isVedha(bn, gn) ? no('Vedha', stars, `${NAKSHATRAS[bn]} and ${NAKSHATRAS[gn]} obstruct each other (Vedha).`)
    : yes('Vedha', stars, 'The two stars are not a vedha pair.'));

  const total = out.filter((p) => p.present).length;
  const essential = out.find((p) => p.name === 'Rajju')!.present && out.find((p) => p.name === 'Vedha')!.present;
  const ok = essential && total >= 5;
  return {
    method: 'porutham', poruthams: out, total, max: 10, essential_present: essential,
    verdict: ok ? 'compatible' : 'not_compatible',
    verdict_reason: !essential ? 'Rajju or Vedha porutham is absent; panchangs reject the match whatever the count.'
      : ok ? `${total} of 10 poruthams, with Rajju and Vedha present (5 or more is the usual minimum).`
        : `Only ${total} of 10 poruthams (5 or more is the usual minimum).`,
  };
}

export type PoruthamMatch = PoruthamResult & { boy: MatchPerson; girl: MatchPerson };

/** method=porutham of /v1/astrology/match. */
export function poruthamMatch(input: MatchInput): PoruthamMatch {
  const { b, g } = matchMoons(input);
  return { ...porutham(b.moon, g.moon), boy: moonInfo(b.moon), girl: moonInfo(g.moon) };
}
