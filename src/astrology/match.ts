/**
 * Ashtakoota (eight-koota) compatibility, North Indian Guna Milan, from the Moon's sidereal (Lahiri) sign and
 * nakshatra of each partner; max 36 gunas. Classical basis: Muhurta Chintamani ch. 6 (vivaha prakarana) and
 * Brihat Jyotishasara; point tables are the ones printed in common panchangs and reproduced by most software.
 * Where a rule is counted in a direction, it is stated (boy = groom, girl = bride). Bhakoot and Nadi doshas are
 * cancelled by the commonly cited pariharas below (bhakootCancellation, nadiCancellation), which restore the points.
 */
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG, NATURAL_RELATIONS, SIGNS, SIGN_LORDS, nakshatraIndexOf, signIndexOf, type Graha, type NakshatraName, type SignName } from './constants';
import { chartFromNormalized, normalizeInput, signHouseFrom, type BirthInput, type Chart } from './chart';
import { parseEnum } from './validate';

export type KootName = 'Varna' | 'Vashya' | 'Tara' | 'Yoni' | 'Graha Maitri' | 'Gana' | 'Bhakoot' | 'Nadi';
export interface Koot { name: KootName; score: number; max: number; reason: string; boy: string; girl: string }
export interface MangalDoshaDetail {
  from_lagna: number; from_moon: number; from_venus: number;
  /** References (lagna, moon, venus) from which Mars is in 1, 2, 4, 7, 8 or 12. */
  dosha_from: ('lagna' | 'moon' | 'venus')[];
  cancelled: boolean;
  cancellations: string[];
}
export interface MatchPerson { moon_sign: SignName; nakshatra: NakshatraName; moon_longitude: number }
export interface MatchResult {
  method: 'ashtakoota';
  total_score: number;
  max_score: 36;
  koots: Koot[];
  mangal_dosha: { boy: boolean; girl: boolean; boy_details: MangalDoshaDetail; girl_details: MangalDoshaDetail; note: string };
  boy: MatchPerson;
  girl: MatchPerson;
  /** Which cancellations were applied (mode apply) and the raw table total either way. */
  pariharas: { mode: 'apply' | 'none'; raw_total_score: number; applied: { koot: KootName; reason: string }[] };
}

// ---- Varna (max 1): rashi varna; 1 point when the boy's varna is equal or higher.
export const VARNA_NAMES = ['Shudra', 'Vaishya', 'Kshatriya', 'Brahmin'];
/** Water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra. */
export const VARNA_OF_SIGN = [2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0, 3];

// ---- Vashya (max 2).
export const VASHYA_NAMES = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'];
/** Sagittarius: first half Manava, second Chatushpada; Capricorn: first half Chatushpada, second Jalachara. */
export function vashyaOf(moonDeg: number): number {
  const s = signIndexOf(moonDeg), d = moonDeg - s * 30;
  if (s === 8) return d < 15 ? 1 : 0;
  if (s === 9) return d < 15 ? 0 : 2;
  return [0, 0, 1, 2, 3, 1, 1, 4, 1, 0, 1, 2][s];
}
/** Rows boy, columns girl. */
const VASHYA_POINTS = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

// ---- Yoni (max 4): 14 animals, nakshatra -> animal.
export const YONI_NAMES = ['Horse', 'Elephant', 'Sheep', 'Serpent', 'Dog', 'Cat', 'Rat', 'Cow', 'Buffalo', 'Tiger', 'Deer',
  'Monkey', 'Mongoose', 'Lion'];
export const YONI_OF_NAKSHATRA = [0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1];
/** Symmetric 14x14 table; 0 for the sworn enemies (horse-buffalo, elephant-lion, sheep-monkey, serpent-mongoose,
 * dog-deer, cat-rat, cow-tiger), 4 for the same yoni. */
export const YONI_POINTS = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

// ---- Graha Maitri (max 5): natural friendship of the Moon-sign lords (BPHS ch. 3, naisargika maitri).
type Relation = 'friend' | 'neutral' | 'enemy';
export const NATURAL: Record<Graha, { friends: Graha[]; enemies: Graha[] }> = {
  ...NATURAL_RELATIONS,
  Rahu: { friends: [], enemies: [] },
  Ketu: { friends: [], enemies: [] },
};
export function relation(of: Graha, to: Graha): Relation {
  if (NATURAL[of].friends.includes(to)) return 'friend';
  if (NATURAL[of].enemies.includes(to)) return 'enemy';
  return 'neutral';
}
export function grahaMaitriPoints(a: Graha, b: Graha): number {
  if (a === b) return 5;
  const r = [relation(a, b), relation(b, a)].sort().join('-');
  const table: Record<string, number> = {
    'friend-friend': 5, 'friend-neutral': 4, 'neutral-neutral': 3, 'enemy-friend': 1, 'enemy-neutral': 0.5, 'enemy-enemy': 0,
  };
  return table[r];
}

// ---- Gana (max 6).
export const GANA_NAMES = ['Deva', 'Manushya', 'Rakshasa'];
export const GANA_OF_NAKSHATRA = [0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0];
/** Rows boy, columns girl: Deva, Manushya, Rakshasa. */
const GANA_POINTS = [
  [6, 6, 1],
  [5, 6, 0],
  [1, 0, 6],
];

// ---- Nadi (max 8): Adi, Madhya, Antya repeating A M An An M A along the nakshatras.
export const NADI_NAMES = ['Adi', 'Madhya', 'Antya'];
export const nadiOf = (nak: number) => [0, 1, 2, 2, 1, 0][nak % 6];

// ---- Tara (max 3): count from one nakshatra to the other (inclusive), remainder mod 9; 3, 5, 7 are inauspicious
// (Vipat, Pratyak, Naidhana).
export const taraRemainder = (from: number, to: number) => (((to - from + 27) % 27) + 1) % 9;
const taraGood = (rem: number) => ![3, 5, 7].includes(rem);

// ---- Dosha cancellations (parihara). One rule set, the one most commonly cited in North Indian matching practice
// (panchangs, matching software; the classical texts list longer, partly conflicting sets of exceptions, not
// applied); when a dosha is cancelled the koot gets its full points (the dosha is regarded as absent), and the
// reason says why (src/astrology/README.md, Matching).

/**
 * Bhakoot dosha (2/12, 5/9, 6/8) is cancelled when the two Moon-sign lords are the same planet (Aries/Scorpio,
 * Taurus/Libra, Capricorn/Aquarius) or mutual natural friends (each counts the other a friend: Graha Maitri 5). A
 * one-sided friendship (e.g. Jupiter counts the Moon a friend, the Moon is neutral to Jupiter) does not cancel it.
 */
export function bhakootCancellation(boyLord: Graha, girlLord: Graha): string | undefined {
  if (boyLord === girlLord) return `both Moon signs are ruled by ${boyLord}`;
  if (relation(boyLord, girlLord) === 'friend' && relation(girlLord, boyLord) === 'friend') {
    return `the Moon-sign lords ${boyLord} and ${girlLord} are mutual natural friends (Graha Maitri)`;
  }
  return undefined;
}

/** Pada (quarter, 1-4) of the Moon's nakshatra. */
export const padaOf = (moonDeg: number): number => (Math.floor(moonDeg / (NAKSHATRA_SPAN_DEG / 4)) % 4) + 1;

/**
 * Nadi dosha (same nadi) is cancelled when both Moons are in the same sign but in different nakshatras, or in the
 * same nakshatra but in different signs or different padas (a nakshatra that spans two signs has its padas on
 * both sides, so "different signs" is one case of "different padas"). It stands for the same nakshatra and pada,
 * and for different nakshatras in different signs.
 */
export function nadiCancellation(boyMoonDeg: number, girlMoonDeg: number): string | undefined {
  const bs = signIndexOf(boyMoonDeg), gs = signIndexOf(girlMoonDeg);
  const bn = nakshatraIndexOf(boyMoonDeg), gn = nakshatraIndexOf(girlMoonDeg);
  const bp = padaOf(boyMoonDeg), gp = padaOf(girlMoonDeg);
  if (bs === gs && bn !== gn) return `the same Moon sign (${SIGNS[bs]}) with different nakshatras (${NAKSHATRAS[bn]}, ${NAKSHATRAS[gn]})`;
  if (bn === gn && bs !== gs) return `the same nakshatra (${NAKSHATRAS[bn]}) in different Moon signs (${SIGNS[bs]}, ${SIGNS[gs]})`;
  if (bn === gn && bp !== gp) return `the same nakshatra (${NAKSHATRAS[bn]}) in different padas (${bp}, ${gp})`;
  return undefined;
}

export interface MoonPoint { moonDeg: number }

/** The eight koots; `applyPariharas` false gives the raw table scores (a cancellable dosha still scores 0). */
export function ashtakoota(boyMoonDeg: number, girlMoonDeg: number, applyPariharas = true): Koot[] {
  const bs = signIndexOf(boyMoonDeg), gs = signIndexOf(girlMoonDeg);
  const bn = nakshatraIndexOf(boyMoonDeg), gn = nakshatraIndexOf(girlMoonDeg);
  const koots: Koot[] = [];

  const bv = VARNA_OF_SIGN[bs], gv = VARNA_OF_SIGN[gs];
  koots.push({
    name: 'Varna', max: 1, score: bv >= gv ? 1 : 0, boy: VARNA_NAMES[bv], girl: VARNA_NAMES[gv],
    reason: bv >= gv ? `Boy's varna ${VARNA_NAMES[bv]} is equal to or higher than girl's ${VARNA_NAMES[gv]}.`
      : `Boy's varna ${VARNA_NAMES[bv]} is lower than girl's ${VARNA_NAMES[gv]}.`,
  });

  const bw = vashyaOf(boyMoonDeg), gw = vashyaOf(girlMoonDeg);
  koots.push({
    name: 'Vashya', max: 2, score: VASHYA_POINTS[bw][gw], boy: VASHYA_NAMES[bw], girl: VASHYA_NAMES[gw],
    reason: bw === gw ? `Both Moons are in the same vashya group (${VASHYA_NAMES[bw]}).`
      : `Vashya groups ${VASHYA_NAMES[bw]} (boy) and ${VASHYA_NAMES[gw]} (girl).`,
  });

  const t1 = taraRemainder(gn, bn), t2 = taraRemainder(bn, gn);
  const good = (taraGood(t1) ? 1 : 0) + (taraGood(t2) ? 1 : 0);
  koots.push({
    name: 'Tara', max: 3, score: good * 1.5, boy: NAKSHATRAS[bn], girl: NAKSHATRAS[gn],
    reason: `Counting girl->boy leaves tara ${t1 || 9}, boy->girl leaves ${t2 || 9} (3, 5 and 7 are inauspicious); ${good} of 2 auspicious.`,
  });

  const by = YONI_OF_NAKSHATRA[bn], gy = YONI_OF_NAKSHATRA[gn];
  koots.push({
    name: 'Yoni', max: 4, score: YONI_POINTS[by][gy], boy: YONI_NAMES[by], girl: YONI_NAMES[gy],
    reason: by === gy ? `Same yoni (${YONI_NAMES[by]}).`
      : YONI_POINTS[by][gy] === 0 ? `${YONI_NAMES[by]} and ${YONI_NAMES[gy]} are enemy yonis.`
        : `Yonis ${YONI_NAMES[by]} (boy) and ${YONI_NAMES[gy]} (girl).`,
  });

  const bl = SIGN_LORDS[bs], gl = SIGN_LORDS[gs];
  koots.push({
    name: 'Graha Maitri', max: 5, score: grahaMaitriPoints(bl, gl), boy: bl, girl: gl,
    reason: bl === gl ? `Both Moon signs are ruled by ${bl}.`
      : `${bl} regards ${gl} as ${relation(bl, gl)}; ${gl} regards ${bl} as ${relation(gl, bl)}.`,
  });

  const bg = GANA_OF_NAKSHATRA[bn], gg = GANA_OF_NAKSHATRA[gn];
  koots.push({
    name: 'Gana', max: 6, score: GANA_POINTS[bg][gg], boy: GANA_NAMES[bg], girl: GANA_NAMES[gg],
    reason: bg === gg ? `Same gana (${GANA_NAMES[bg]}).` : `Ganas ${GANA_NAMES[bg]} (boy) and ${GANA_NAMES[gg]} (girl).`,
  });

  const fromGirl = signHouseFrom(gs, bs), fromBoy = signHouseFrom(bs, gs);
  const pair = [fromGirl, fromBoy].sort((a, b) => a - b).join('/');
  const bad = ['2/12', '5/9', '6/8'].includes(pair);
  const bhakootRule = bad ? bhakootCancellation(bl, gl) : undefined;
  const bhakootParihara = applyPariharas ? bhakootRule : undefined;
  koots.push({
    name: 'Bhakoot', max: 7, score: bad && !bhakootParihara ? 0 : 7, boy: SIGNS[bs], girl: SIGNS[gs],
    reason: !bad ? `Moon signs are ${pair} from each other, not a 2/12, 5/9 or 6/8 relation.`
      : bhakootParihara ? `Moon signs are ${pair} from each other (Bhakoot dosha), cancelled because ${bhakootParihara} (parihara); full 7 points.`
        : bhakootRule ? `Moon signs are ${pair} from each other (Bhakoot dosha: 2/12, 5/9 and 6/8 score 0); raw table score: the parihara (${bhakootRule}) is not applied.`
        : `Moon signs are ${pair} from each other (Bhakoot dosha: 2/12, 5/9 and 6/8 score 0); not cancelled: the Moon-sign lords ${bl} and ${gl} are neither the same planet nor mutual friends.`,
  });

  const bd = nadiOf(bn), gd = nadiOf(gn);
  const nadiRule = bd === gd ? nadiCancellation(boyMoonDeg, girlMoonDeg) : undefined;
  const nadiParihara = applyPariharas ? nadiRule : undefined;
  koots.push({
    name: 'Nadi', max: 8, score: bd === gd && !nadiParihara ? 0 : 8, boy: NADI_NAMES[bd], girl: NADI_NAMES[gd],
    reason: bd !== gd ? `Different nadis (${NADI_NAMES[bd]} and ${NADI_NAMES[gd]}).`
      : nadiParihara ? `Both in ${NADI_NAMES[bd]} nadi (Nadi dosha), cancelled because of ${nadiParihara} (parihara); full 8 points.`
        : nadiRule ? `Both in ${NADI_NAMES[bd]} nadi (Nadi dosha); raw table score: the parihara (${nadiRule}) is not applied.`
        : bn === gn ? `Both in ${NADI_NAMES[bd]} nadi (Nadi dosha); not cancelled: same nakshatra (${NAKSHATRAS[bn]}) and same pada (${padaOf(boyMoonDeg)}).`
          : `Both in ${NADI_NAMES[bd]} nadi (Nadi dosha); not cancelled: different nakshatras in different Moon signs.`,
  });
  return koots;
}

/**
 * Mangal (Kuja) dosha: Mars in house 1, 2, 4, 7, 8 or 12 counted in signs from the lagna, also reported from the
 * Moon and Venus (South Indian practice). Cancellations applied (commonly cited, e.g. B.V. Raman, "How to Judge a
 * Horoscope"): Mars in its own sign (Aries, Scorpio) or exaltation (Capricorn); Mars conjunct or aspected by
 * Jupiter (Jupiter's 5th/7th/9th aspect). The boolean is "dosha from the lagna, not cancelled".
 */
export function mangalDosha(ascSign: number, marsSign: number, moonSign: number, venusSign: number, jupiterSign: number): MangalDoshaDetail {
  const DOSHA = [1, 2, 4, 7, 8, 12];
  const fl = signHouseFrom(ascSign, marsSign), fm = signHouseFrom(moonSign, marsSign), fv = signHouseFrom(venusSign, marsSign);
  const from: MangalDoshaDetail['dosha_from'] = [];
  if (DOSHA.includes(fl)) from.push('lagna');
  if (DOSHA.includes(fm)) from.push('moon');
  if (DOSHA.includes(fv)) from.push('venus');
  const cancellations: string[] = [];
  if ([0, 7].includes(marsSign)) cancellations.push('Mars in its own sign');
  if (marsSign === 9) cancellations.push('Mars exalted in Capricorn');
  const j = signHouseFrom(jupiterSign, marsSign);
  if (j === 1) cancellations.push('Mars conjunct Jupiter');
  else if ([5, 7, 9].includes(j)) cancellations.push('Mars aspected by Jupiter');
  return { from_lagna: fl, from_moon: fm, from_venus: fv, dosha_from: from, cancelled: from.length > 0 && cancellations.length > 0, cancellations };
}

function sideInfo(c: Chart) {
  const get = (n: string) => c.planets.find((p) => p.name === n)!.siderealDeg;
  const asc = signIndexOf(c.ascendantSiderealDeg);
  const moon = get('Moon');
  const detail = mangalDosha(asc, signIndexOf(get('Mars')), signIndexOf(moon), signIndexOf(get('Venus')), signIndexOf(get('Jupiter')));
  return { moon, detail };
}

export const MATCH_METHODS = ['ashtakoota', 'porutham'] as const;
export const PARIHARA_MODES = ['apply', 'none'] as const;
export interface MatchInput {
  boy: BirthInput;
  girl: BirthInput;
  /** ashtakoota (default, North Indian Guna Milan) or porutham (the ten South Indian poruthams). */
  method?: string;
  /** Ashtakoota only: apply (default) the documented Bhakoot/Nadi cancellations, or none (raw table scores). */
  pariharas?: string;
}

/** The two Moons (sidereal, Lahiri) and Mangal dosha details of a boy/girl input; parameters prefixed boy_/girl_. */
export function matchMoons(input: MatchInput) {
  const boyChart = chartFromNormalized({ ...normalizeInput({ ...input.boy, system: 'vedic' }, 'boy_') }, 'boy_');
  const girlChart = chartFromNormalized({ ...normalizeInput({ ...input.girl, system: 'vedic' }, 'girl_') }, 'girl_');
  return { b: sideInfo(boyChart), g: sideInfo(girlChart) };
}
export const moonInfo = (deg: number): MatchPerson => ({
  moon_sign: SIGNS[signIndexOf(deg)], nakshatra: NAKSHATRAS[nakshatraIndexOf(deg)], moon_longitude: Math.round(deg * 1e6) / 1e6,
});

/** Ashtakoota (Guna Milan); `pariharas` apply (default) or none. method=porutham is dispatched by index.ts. */
export function match(input: MatchInput): MatchResult {
  const mode = parseEnum((input as unknown as Record<string, unknown>)?.pariharas, PARIHARA_MODES, 'apply', 'pariharas');
  const { b, g } = matchMoons(input);
  const koots = ashtakoota(b.moon, g.moon, mode === 'apply');
  const raw = mode === 'apply' ? ashtakoota(b.moon, g.moon, false) : koots;
  const cancellations = koots.filter((k, i) => k.score !== raw[i].score).map((k) => ({ koot: k.name, reason: k.reason }));
  const total = koots.reduce((s, k) => s + k.score, 0);
  const rawTotal = raw.reduce((s, k) => s + k.score, 0);
  const boyDosha = b.detail.dosha_from.includes('lagna') && !b.detail.cancelled;
  const girlDosha = g.detail.dosha_from.includes('lagna') && !g.detail.cancelled;
  const note = boyDosha && girlDosha ? 'Both partners have Mangal dosha; by the usual rule the doshas cancel each other.'
    : boyDosha || girlDosha ? 'Only one partner has Mangal dosha from the lagna.' : 'No uncancelled Mangal dosha from the lagna.';
  return {
    method: 'ashtakoota', total_score: Math.round(total * 10) / 10, max_score: 36, koots,
    pariharas: { mode, raw_total_score: Math.round(rawTotal * 10) / 10, applied: mode === 'apply' ? cancellations : [] },
    mangal_dosha: { boy: boyDosha, girl: girlDosha, boy_details: b.detail, girl_details: g.detail, note },
    boy: moonInfo(b.moon), girl: moonInfo(g.moon),
  };
}
