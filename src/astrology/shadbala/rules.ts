/**
 * The positional, directional, motional, natural and aspectual strengths of shadbala (BPHS ch. 27, as worked in
 * B.V. Raman, "Graha and Bhava Balas", ch. III-VIII), pure functions of sidereal longitudes. Units: virupas
 * (shashtiamsas); 60 virupas = 1 rupa. The README of this folder walks through every step with its source.
 */
import { NATURAL_RELATIONS, SIGN_LORDS, type Graha } from '../constants';
import { amshaOf, type VargaId } from '../vargas';
import { normDeg } from '../frames';

export type SevenGraha = Exclude<Graha, 'Rahu' | 'Ketu'>;
export const SEVEN: SevenGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** Sidereal longitudes of the seven grahas and the nodes (degrees). */
export type Longitudes = Record<SevenGraha, number> & { Rahu: number; Ketu: number };

const signOf = (lon: number) => Math.floor(normDeg(lon) / 30) % 12;
const degInSign = (lon: number) => normDeg(lon) - signOf(lon) * 30;
/** Shortest arc between two longitudes, 0..180. */
export const arc = (a: number, b: number) => { const d = normDeg(a - b); return d > 180 ? 360 - d : d; };

// ---- Uchcha bala (BPHS 27.1-2): arc from the deep debilitation point / 3 (60 at deep exaltation).
/** Deep exaltation points (BPHS 3.49-50): Sun 10° Aries, Moon 3° Taurus, Mars 28° Capricorn, Mercury 15° Virgo,
 * Jupiter 5° Cancer, Venus 27° Pisces, Saturn 20° Libra. Deep debilitation is 180° away. */
export const DEEP_EXALTATION_DEG: Record<SevenGraha, number> = {
  Sun: 10, Moon: 33, Mars: 298, Mercury: 165, Jupiter: 95, Venus: 357, Saturn: 200,
};
export const uchchaBala = (g: SevenGraha, lon: number): number => arc(lon, DEEP_EXALTATION_DEG[g] + 180) / 3;

// ---- Saptavargaja bala (BPHS 27.2-4): dignity in D1, D2, D3, D7, D9, D12, D30.
export type Compound = 'great_friend' | 'friend' | 'neutral' | 'enemy' | 'great_enemy';
/**
 * Compound (panchadha) relation of `of` towards `to` (BPHS 3.56-58): natural friendship plus the temporary one from
 * the rasi chart (grahas in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from `of` are temporary friends).
 */
export function compoundRelation(of: SevenGraha, to: SevenGraha, lon: Longitudes): Compound {
  const nat = NATURAL_RELATIONS[of].friends.includes(to) ? 1 : NATURAL_RELATIONS[of].enemies.includes(to) ? -1 : 0;
  const house = ((signOf(lon[to]) - signOf(lon[of]) + 12) % 12) + 1;
  const temp = [2, 3, 4, 10, 11, 12].includes(house) ? 1 : -1;
  return (['great_enemy', 'enemy', 'neutral', 'friend', 'great_friend'] as const)[nat + temp + 2];
}
/** Virupas by dignity (BPHS 27.2-4; Raman ch. III): own 30, great friend 22.5, friend 15, neutral 7.5, enemy 3.75,
 * great enemy 1.875; moolatrikona 45, in the rasi chart only and by sign ("moolatrikona rasi", BPHS 27.3, as V.P.
 * Jain's worked example counts it: a Sun at 26° Leo gets 45, not the own-sign 30). */
export const DIGNITY_VIRUPAS: Record<Compound | 'own' | 'moolatrikona', number> = {
  moolatrikona: 45, own: 30, great_friend: 22.5, friend: 15, neutral: 7.5, enemy: 3.75, great_enemy: 1.875,
};
/** Moolatrikona signs (BPHS 3.51-54): Leo, Taurus, Aries, Virgo, Sagittarius, Libra, Aquarius. */
export const MOOLATRIKONA_SIGN: Record<SevenGraha, number> = { Sun: 4, Moon: 1, Mars: 0, Mercury: 5, Jupiter: 8, Venus: 6, Saturn: 10 };
export const SAPTAVARGAS: VargaId[] = ['D1', 'D2', 'D3', 'D7', 'D9', 'D12', 'D30'];

export function dignityIn(g: SevenGraha, varga: VargaId, lon: Longitudes): { sign: number; dignity: Compound | 'own' | 'moolatrikona' } {
  const sign = amshaOf(varga, lon[g]).sign;
  if (varga === 'D1' && sign === MOOLATRIKONA_SIGN[g]) return { sign, dignity: 'moolatrikona' };
  const lord = SIGN_LORDS[sign] as SevenGraha;
  if (lord === g) return { sign, dignity: 'own' };
  return { sign, dignity: compoundRelation(g, lord, lon) };
}
export const saptavargajaBala = (g: SevenGraha, lon: Longitudes): number =>
  SAPTAVARGAS.reduce((s, v) => s + DIGNITY_VIRUPAS[dignityIn(g, v, lon).dignity], 0);

// ---- Ojayugma bala (BPHS 27.5): 15 each in the rasi and the navamsa for the Moon and Venus in even signs, the
// others in odd signs.
export function ojayugmaBala(g: SevenGraha, lon: number): number {
  const wantsEven = g === 'Moon' || g === 'Venus';
  const score = (sign: number) => ((sign % 2 === 1) === wantsEven ? 15 : 0); // index 0 = Aries, an odd sign
  return score(signOf(lon)) + score(amshaOf('D9', lon).sign);
}

// ---- Kendradi bala (BPHS 27.6): kendra 60, panaphara 30, apoklima 15, by sign from the lagna.
export function kendradiBala(lon: number, ascLon: number): number {
  const house = ((signOf(lon) - signOf(ascLon) + 12) % 12) + 1;
  return [1, 4, 7, 10].includes(house) ? 60 : [2, 5, 8, 11].includes(house) ? 30 : 15;
}

// ---- Drekkana bala (BPHS 27.7): 15 to male grahas (Sun, Mars, Jupiter) in the first decanate, neuter (Mercury,
// Saturn) in the second, female (Moon, Venus) in the third.
const DREKKANA_OF: Record<SevenGraha, number> = { Sun: 0, Mars: 0, Jupiter: 0, Mercury: 1, Saturn: 1, Moon: 2, Venus: 2 };
export const drekkanaBala = (g: SevenGraha, lon: number): number => (Math.min(2, Math.floor(degInSign(lon) / 10)) === DREKKANA_OF[g] ? 15 : 0);

// ---- Dig bala (BPHS 27.8-9): arc from the powerless point / 3. Jupiter and Mercury are strongest on the
// ascendant (powerless on the descendant), the Sun and Mars on the MC (powerless on the IC), Saturn on the
// descendant (powerless on the ascendant), the Moon and Venus on the IC (powerless on the MC).
export function digBala(g: SevenGraha, lon: number, ascLon: number, mcLon: number): number {
  const powerless = { Sun: mcLon + 180, Mars: mcLon + 180, Jupiter: ascLon + 180, Mercury: ascLon + 180, Saturn: ascLon, Moon: mcLon, Venus: mcLon }[g];
  return arc(lon, powerless) / 3;
}

// ---- Naisargika bala (BPHS 27.21-22): 60 x k / 7 for Saturn 1 .. Sun 7.
export const NAISARGIKA: Record<SevenGraha, number> = {
  Sun: 60, Moon: 360 / 7, Venus: 300 / 7, Jupiter: 240 / 7, Mercury: 180 / 7, Mars: 120 / 7, Saturn: 60 / 7,
};

// ---- Cheshta bala (BPHS 27.17-20; Raman ch. VI) of the five tara grahas: cheshta kendra = seeghrochcha -
// (mean + true longitude) / 2, reduced to 0..180, / 3. For Mars, Jupiter and Saturn the seeghrochcha is the mean Sun
// and the mean longitude the planet's own; for Mercury and Venus the seeghrochcha is the planet's (heliocentric)
// mean longitude and the mean longitude is the mean Sun. Mean longitudes: Meeus, Astronomical Algorithms, 2nd ed.,
// table 31.A (mean equinox of date); the zodiac cancels (every term is shifted by the same ayanamsa).
const MEAN_ELEMENTS: Record<'Mercury' | 'Venus' | 'Earth' | 'Mars' | 'Jupiter' | 'Saturn', [number, number, number, number]> = {
  Mercury: [252.250906, 149474.0722491, 0.0003035, 0.000000018],
  Venus: [181.979801, 58519.2130302, 0.00031014, 0.000000015],
  Earth: [100.466457, 36000.7698278, 0.00030322, 0.00000002],
  Mars: [355.433, 19141.6964471, 0.00031052, 0.000000016],
  Jupiter: [34.351519, 3036.3027748, 0.0002233, 0.000000037],
  Saturn: [50.077444, 1223.5110686, 0.00051908, -0.00000003],
};
export function meanLongitudeDeg(body: keyof typeof MEAN_ELEMENTS | 'Sun', jdTt: number): number {
  const t = (jdTt - 2451545) / 36525;
  const [a, b, c, d] = MEAN_ELEMENTS[body === 'Sun' ? 'Earth' : body];
  return normDeg(a + b * t + c * t * t + d * t * t * t + (body === 'Sun' ? 180 : 0));
}
export type TaraGraha = 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';
export const TARA_GRAHAS: TaraGraha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** Cheshta kendra (degrees, 0..180) of a tara graha from its tropical true longitude. */
export function cheshtaKendra(g: TaraGraha, tropicalLon: number, jdTt: number): number {
  const sun = meanLongitudeDeg('Sun', jdTt), own = meanLongitudeDeg(g, jdTt);
  const inner = g === 'Mercury' || g === 'Venus';
  const seeghrochcha = inner ? own : sun, mean = inner ? sun : own;
  // Average of mean and true longitude along the shorter arc between them.
  const average = mean + ((normDeg(tropicalLon - mean) + 180) % 360 - 180) / 2;
  return arc(seeghrochcha, average);
}

// ---- Drik bala (BPHS 26.1-5 for the aspect values, 27.23-24; Raman ch. VIII).
/**
 * Aspect value (virupas) cast by `from` on a point `angle` degrees ahead of it: 0 below 30°, (a-30)/2 to 60°, a-45 to
 * 90°, 30+(120-a)/2 to 120°, 150-a to 150°, 2(a-150) to 180°, (300-a)/2 to 300°, 0 beyond; Saturn gets 45 more from
 * 60° to 90° and 270° to 300°, Mars 15 more from 90° to 120° and 210° to 240°, Jupiter 30 more from 120° to 150° and
 * 240° to 270° (their special full aspects on the 3rd/10th, 4th/8th and 5th/9th).
 */
export function drishtiValue(from: SevenGraha, angle: number): number {
  const a = normDeg(angle);
  let v: number;
  if (a < 30) v = 0;
  else if (a < 60) v = (a - 30) / 2;
  else if (a < 90) v = a - 45;
  else if (a < 120) v = 30 + (120 - a) / 2;
  else if (a < 150) v = 150 - a;
  else if (a < 180) v = 2 * (a - 150);
  else if (a < 300) v = (300 - a) / 2;
  else v = 0;
  if (from === 'Saturn' && ((a >= 60 && a < 90) || (a >= 270 && a < 300))) v += 45;
  if (from === 'Mars' && ((a >= 90 && a < 120) || (a >= 210 && a < 240))) v += 15;
  if (from === 'Jupiter' && ((a >= 120 && a < 150) || (a >= 240 && a < 270))) v += 30;
  return v;
}

/**
 * Benefic or malefic for drik and paksha bala (BPHS 3.11-12): Jupiter and Venus benefic; the Sun, Mars and Saturn
 * malefic; the Moon benefic when waxing (0-180° ahead of the Sun); Mercury benefic unless the malefics in its sign
 * (the Sun, Mars, Saturn, Rahu, Ketu, a waning Moon) outnumber the benefics there (Jupiter, Venus, a waxing Moon);
 * on a tie the one nearest to Mercury decides.
 */
export function beneficMap(lon: Longitudes): Record<SevenGraha, boolean> {
  const waxing = normDeg(lon.Moon - lon.Sun) < 180;
  const sign = signOf(lon.Mercury);
  const there = (gs: readonly (keyof Longitudes)[]) => gs.filter((g) => signOf(lon[g]) === sign);
  const malefics = there(['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu', ...(waxing ? [] : ['Moon' as const])]);
  const benefics = there(['Jupiter', 'Venus', ...(waxing ? ['Moon' as const] : [])]);
  let mercury = malefics.length <= benefics.length;
  if (malefics.length > 0 && malefics.length === benefics.length) {
    // A tie: the graha nearest to Mercury in longitude decides (V.P. Jain, Shadbala and Bhavabala).
    const nearest = [...malefics, ...benefics].sort((a, b) => arc(lon[a], lon.Mercury) - arc(lon[b], lon.Mercury))[0];
    mercury = benefics.includes(nearest);
  }
  return { Sun: false, Moon: waxing, Mars: false, Mercury: mercury, Jupiter: true, Venus: true, Saturn: false };
}

/**
 * Drik bala of a graha (BPHS 27.23-24): a quarter of the aspects the benefics cast on it minus a quarter of those of
 * the malefics (Raman ch. VIII; his worked drik balas are reproduced with every aspect quartered).
 */
export function drikOn(targetLon: number, lon: Longitudes, benefic: Record<SevenGraha, boolean>, skip?: SevenGraha): number {
  let sum = 0;
  for (const g of SEVEN) {
    if (g === skip) continue;
    sum += ((benefic[g] ? 1 : -1) * drishtiValue(g, targetLon - lon[g])) / 4;
  }
  return sum;
}

// ---- Ishta and kashta phala (BPHS 27 / Raman ch. X): sqrt(uchcha x cheshta), sqrt((60-uchcha)(60-cheshta)).
export const ishtaPhala = (uchcha: number, cheshta: number): number => Math.sqrt(Math.max(0, uchcha * cheshta));
export const kashtaPhala = (uchcha: number, cheshta: number): number => Math.sqrt(Math.max(0, (60 - uchcha) * (60 - cheshta)));

/** Required minimum shadbala in rupas (BPHS 27.35-36). */
export const REQUIRED_RUPAS: Record<SevenGraha, number> = { Sun: 5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 };
