/**
 * Seeded births in five Indian cities, and the birth sentence a user writes in each language ("I was born on ..."),
 * shared by the section tests (doshas, timing, Western).
 */
import { lookupPlace } from '../../src/astrology/chat/places';
import type { Birth } from './helpers';

export type Lang = 'en' | 'hi' | 'ta';

export const CITIES = [
  { en: 'Chennai', hi: 'चेन्नई', ta: 'சென்னையில்' }, { en: 'Mumbai', hi: 'मुंबई', ta: 'மும்பையில்' },
  { en: 'Delhi', hi: 'दिल्ली', ta: 'டெல்லியில்' }, { en: 'Kolkata', hi: 'कोलकाता', ta: 'கொல்கத்தாவில்' },
  { en: 'Bengaluru', hi: 'बेंगलुरु', ta: 'பெங்களூருவில்' },
];
export const MONTHS: Record<Lang, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hi: ['जनवरी', 'फरवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  ta: ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
};

export interface Person { birth: Birth; city: (typeof CITIES)[number]; y: number; m: number; d: number; hhmm: string }

/** `n` seeded births from `fromYear` over `years` years in the five cities. */
export function people(n: number, seed0: number, fromYear = 1945, years = 68): Person[] {
  let seed = seed0;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed / 2 ** 31; };
  return Array.from({ length: n }, () => {
    const y = fromYear + Math.floor(rnd() * years), m = 1 + Math.floor(rnd() * 12), d = 1 + Math.floor(rnd() * 28);
    const hhmm = `${String(Math.floor(rnd() * 24)).padStart(2, '0')}:${String(Math.floor(rnd() * 60)).padStart(2, '0')}`;
    const city = CITIES[Math.floor(rnd() * CITIES.length)];
    const r = lookupPlace(city.en);
    if (r.kind !== 'found') throw new Error(`${city.en} must resolve`);
    const birth = { date: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, time: hhmm, lat: r.city.lat, lon: r.city.lon };
    return { birth, city, y, m, d, hhmm };
  });
}

/** "I was born on 12 March 1990 at 14:30 in Chennai." in each language. */
export function bornIn(lang: Lang, p: Person): string {
  const month = MONTHS[lang][p.m - 1];
  if (lang === 'hi') return `मेरा जन्म ${p.d} ${month} ${p.y} को ${p.hhmm} बजे ${p.city.hi} में हुआ।`;
  if (lang === 'ta') return `நான் ${p.d} ${month} ${p.y} அன்று ${p.hhmm} மணிக்கு ${p.city.ta} பிறந்தேன்.`;
  return `I was born on ${p.d} ${month} ${p.y} at ${p.hhmm} in ${p.city.en}.`;
}
