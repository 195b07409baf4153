/** Canonical names and classical tables shared by the astrology modules (BPHS = Brihat Parashara Hora Shastra). */

export const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius',
  'Capricorn', 'Aquarius', 'Pisces'] as const;
export type SignName = (typeof SIGNS)[number];
export const SIGN_SLUGS = SIGNS.map((s) => s.toLowerCase() as Lowercase<(typeof SIGNS)[number]>);

export const NAKSHATRAS = ['Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya',
  'Ashlesha', 'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha',
  'Jyeshtha', 'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada',
  'Uttara Bhadrapada', 'Revati'] as const;
export type NakshatraName = (typeof NAKSHATRAS)[number];
export type SignSlug = Lowercase<SignName>;
export const NAKSHATRA_SPAN_DEG = 360 / 27;

export type Graha = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu';
export type PlanetName = Graha | 'Uranus' | 'Neptune' | 'Pluto';
export const SEVEN_GRAHAS: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
export const VEDIC_PLANETS: PlanetName[] = [...SEVEN_GRAHAS, 'Rahu', 'Ketu'];
export const WESTERN_PLANETS: PlanetName[] = [...VEDIC_PLANETS, 'Uranus', 'Neptune', 'Pluto'];

/** Sign rulership (BPHS ch. 3), Aries..Pisces. */
export const SIGN_LORDS: Graha[] = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter',
  'Saturn', 'Saturn', 'Jupiter'];

/** Natural friendship of the seven grahas (BPHS 3.55, naisargika maitri): friends and enemies; the rest are neutral. */
export const NATURAL_RELATIONS: Record<Exclude<Graha, 'Rahu' | 'Ketu'>, { friends: Graha[]; enemies: Graha[] }> = {
  Sun: { friends: ['Moon', 'Mars', 'Jupiter'], enemies: ['Venus', 'Saturn'] },
  Moon: { friends: ['Sun', 'Mercury'], enemies: [] },
  Mars: { friends: ['Sun', 'Moon', 'Jupiter'], enemies: ['Mercury'] },
  Mercury: { friends: ['Sun', 'Venus'], enemies: ['Moon'] },
  Jupiter: { friends: ['Sun', 'Moon', 'Mars'], enemies: ['Mercury', 'Venus'] },
  Venus: { friends: ['Mercury', 'Saturn'], enemies: ['Sun', 'Moon'] },
  Saturn: { friends: ['Mercury', 'Venus'], enemies: ['Sun', 'Moon', 'Mars'] },
};

/** Exaltation sign index (BPHS ch. 3); debilitation is the opposite sign. */
export const EXALTATION_SIGN: Partial<Record<Graha, number>> = {
  Sun: 0, Moon: 1, Mars: 9, Mercury: 5, Jupiter: 3, Venus: 11, Saturn: 6,
};
export const debilitationSign = (g: Graha): number | undefined =>
  EXALTATION_SIGN[g] === undefined ? undefined : (EXALTATION_SIGN[g]! + 6) % 12;

/** Vimshottari dasha order and years (BPHS ch. 46); nakshatra i is ruled by VIMSHOTTARI[i % 9]. */
export const VIMSHOTTARI: { lord: Graha; years: number }[] = [
  { lord: 'Ketu', years: 7 }, { lord: 'Venus', years: 20 }, { lord: 'Sun', years: 6 }, { lord: 'Moon', years: 10 },
  { lord: 'Mars', years: 7 }, { lord: 'Rahu', years: 18 }, { lord: 'Jupiter', years: 16 }, { lord: 'Saturn', years: 19 },
  { lord: 'Mercury', years: 17 },
];
export const VIMSHOTTARI_TOTAL_YEARS = 120;

export const signIndexOf = (longitudeDeg: number): number => Math.floor(longitudeDeg / 30) % 12;
export const nakshatraIndexOf = (longitudeDeg: number): number => Math.floor(longitudeDeg / NAKSHATRA_SPAN_DEG) % 27;
export const nakshatraLord = (index: number): Graha => VIMSHOTTARI[index % 9].lord;
