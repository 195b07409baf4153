/**
 * The Western answer's names of points and aspects in en/hi/ta, shared by western.ts and asteroids.ts (which
 * western.ts hands Chiron and the asteroids to).
 */
import { planetLocal } from '../../i18n';
import { ASTEROID_LOCAL_NAMES, asteroidLocalName } from '../../western/pointNames';
import type { Language, Localized } from '../lexicon';

export const ASPECT_WORD: Record<string, Localized> = {
  conjunction: { en: 'conjunction', hi: 'युति (conjunction)', ta: 'சேர்க்கை (conjunction)' },
  opposition: { en: 'opposition', hi: 'प्रतियोग (opposition)', ta: 'எதிர்வு (opposition)' },
  trine: { en: 'trine', hi: 'त्रिकोण (trine)', ta: 'திரிகோணம் (trine)' },
  square: { en: 'square', hi: 'केंद्र (square)', ta: 'சதுரம் (square)' },
  sextile: { en: 'sextile', hi: '60° (sextile)', ta: '60° (sextile)' },
};
const POINT_LOCAL: Record<string, Localized> = {
  'North Node': { en: 'North Node', hi: 'राहु (North Node)', ta: 'ராகு (North Node)' },
  'South Node': { en: 'South Node', hi: 'केतु (South Node)', ta: 'கேது (South Node)' },
  'Part of Fortune': { en: 'Part of Fortune', hi: 'भाग्य बिंदु (Part of Fortune)', ta: 'பாக்கியப் புள்ளி (Part of Fortune)' },
  Ascendant: { en: 'Ascendant', hi: 'लग्न (Ascendant)', ta: 'லக்னம் (Ascendant)' },
  MC: { en: 'MC', hi: 'मध्य आकाश (MC)', ta: 'மத்திய வானம் (MC)' },
  ...Object.fromEntries(Object.keys(ASTEROID_LOCAL_NAMES).map((n) => [n, { en: n, hi: asteroidLocalName('hi', n)!, ta: asteroidLocalName('ta', n)! }])),
};
type PlanetName = Parameters<typeof planetLocal>[1];
export const pointName = (lang: Language, name: string): string => {
  if (POINT_LOCAL[name]) return POINT_LOCAL[name][lang];
  const local = planetLocal(lang, name as PlanetName);
  return lang === 'en' || !local ? name : `${local} (${name})`;
};
