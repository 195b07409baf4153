/**
 * Sahams (Tajika sensitive points) of a varsha chart: A − B + C, reversed (B − A + C) at night where the text
 * prescribes it, plus 30° when C does not lie on the arc from B forward to A (Tajika Neelakanthi; K.S. Charak,
 * "Varshaphala" ch. 8; the list and the reversals are PyJHora's saham.py).
 */
import { SIGN_LORDS, signIndexOf, type Graha } from './constants';
import { normDeg } from './frames';
import type { Language } from './i18n';

export const SAHAM_RULE = 'saham = A − B + C (by night B − A + C where reversed), + 30° when C does not lie on the arc from B forward to A '
  + '(endpoints count as on it); longitudes sidereal, Asc = varsha ascendant, "H n" = Asc + 30°·(n − 1).';

export interface Saham { name: string; name_local?: string; meaning: string; formula: string; reversed_at_night: boolean; a: number; b: number; c: number; plus_30: boolean; longitude: number; sign: string; degree_in_sign: number }

type Pts = Record<string, number>;
interface Def { name: string; hi: string; ta: string; meaning: string; a: string; b: string; c: string; rev: boolean }
const D = (name: string, hi: string, ta: string, meaning: string, a: string, b: string, c: string, rev = true): Def => ({ name, hi, ta, meaning, a, b, c, rev });
export const SAHAMS: Def[] = [
  D('Punya', 'पुण्य सहम', 'புண்ய சகம்', 'fortune, merit', 'Moon', 'Sun', 'Asc'),
  D('Vidya', 'विद्या सहम', 'வித்யா சகம்', 'learning', 'Sun', 'Moon', 'Asc'),
  D('Yasas', 'यशस् सहम', 'யச சகம்', 'fame', 'Jupiter', 'Punya', 'Asc'),
  D('Mitra', 'मित्र सहम', 'மித்ர சகம்', 'friends', 'Jupiter', 'Punya', 'Venus'),
  D('Mahatmya', 'माहात्म्य सहम', 'மகாத்ம்ய சகம்', 'greatness', 'Punya', 'Mars', 'Asc'),
  D('Asha', 'आशा सहम', 'ஆசா சகம்', 'desires', 'Saturn', 'Mars', 'Asc'),
  D('Samartha', 'सामर्थ्य सहम', 'சாமர்த்ய சகம்', 'ability, enterprise', 'Mars', 'LagnaLord', 'Asc'),
  D('Bhratri', 'भ्रातृ सहम', 'பிராத்ரு சகம்', 'siblings', 'Jupiter', 'Saturn', 'Asc', false),
  D('Gaurava', 'गौरव सहम', 'கௌரவ சகம்', 'honour', 'Jupiter', 'Moon', 'Sun'),
  D('Pitri', 'पितृ सहम', 'பித்ரு சகம்', 'father', 'Saturn', 'Sun', 'Asc'),
  D('Rajya', 'राज्य सहम', 'ராஜ்ய சகம்', 'authority, career', 'Saturn', 'Sun', 'Asc'),
  D('Matri', 'मातृ सहम', 'மாத்ரு சகம்', 'mother', 'Moon', 'Venus', 'Asc'),
  D('Putra', 'पुत्र सहम', 'புத்ர சகம்', 'children', 'Jupiter', 'Moon', 'Asc'),
  D('Jeeva', 'जीव सहम', 'ஜீவ சகம்', 'life', 'Saturn', 'Jupiter', 'Asc'),
  D('Karma', 'कर्म सहम', 'கர்ம சகம்', 'work', 'Mars', 'Mercury', 'Asc'),
  D('Roga', 'रोग सहम', 'ரோக சகம்', 'illness', 'Asc', 'Moon', 'Asc', false),
  D('Vivaha', 'विवाह सहम', 'விவாக சகம்', 'marriage', 'Venus', 'Saturn', 'Asc'),
  D('Mrityu', 'मृत्यु सहम', 'மிருத்யு சகம்', 'danger to life', 'H8', 'Moon', 'Asc', false),
  D('Paradesa', 'परदेश सहम', 'பரதேச சகம்', 'foreign lands', 'H9', 'Lord9', 'Asc', false),
  D('Artha', 'अर्थ सहम', 'அர்த்த சகம்', 'wealth', 'H2', 'Lord2', 'Asc', false),
  D('Vyapara', 'व्यापार सहम', 'வியாபார சகம்', 'trade', 'Mars', 'Saturn', 'Asc', false),
];

/** True when c lies on the arc from b forward to a (endpoints included). */
export const onArc = (a: number, b: number, c: number): boolean => normDeg(c - b) <= normDeg(a - b) + 1e-12;
/** One saham: A − B + C (+30° when C is not on the arc B→A). */
export function sahamOf(a: number, b: number, c: number): { longitude: number; plus30: boolean } {
  const plus30 = !onArc(a, b, c);
  return { longitude: normDeg(a - b + c + (plus30 ? 30 : 0)), plus30 };
}

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
export function sahams(lon: Record<Graha, number>, asc: number, day: boolean, lang: Language): Saham[] {
  const lagnaSign = signIndexOf(asc);
  const lordOf = (h: number) => SIGN_LORDS[(lagnaSign + h - 1) % 12];
  const pts: Pts = { ...lon, Asc: asc, H2: normDeg(asc + 30), H8: normDeg(asc + 210), H9: normDeg(asc + 240) };
  pts.Lord2 = lon[lordOf(2)]; pts.Lord9 = lon[lordOf(9)];
  pts.LagnaLord = lon[lordOf(1)];
  const out: Saham[] = [];
  for (const d of SAHAMS) {
    let { a, b } = d;
    // Samartha: when Mars owns the lagna, Jupiter − Mars + Asc (Tajika Neelakanthi; PyJHora).
    if (d.name === 'Samartha' && lordOf(1) === 'Mars') { a = 'Jupiter'; b = 'Mars'; }
    const night = d.rev && !day;
    const [A, B] = night ? [b, a] : [a, b];
    const s = sahamOf(pts[A], pts[B], pts[d.c]);
    pts[d.name] = s.longitude;
    const sg = signIndexOf(s.longitude);
    out.push({
      name: d.name, ...(lang === 'en' ? {} : { name_local: lang === 'hi' ? d.hi : d.ta }), meaning: d.meaning,
      formula: `${A} − ${B} + ${d.c}`, reversed_at_night: d.rev, a: r6(pts[A]), b: r6(pts[B]), c: r6(pts[d.c]), plus_30: s.plus30,
      longitude: r6(s.longitude), sign: ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'][sg],
      degree_in_sign: r6(s.longitude - 30 * sg),
    });
  }
  return out;
}
