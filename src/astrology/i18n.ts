/** Localized names (Hindi, Tamil) beside the canonical English ones. */
import type { PlanetName } from './constants';

export const LANGUAGES = ['en', 'hi', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

const PLANETS: Record<Exclude<Language, 'en'>, Record<PlanetName, string>> = {
  hi: { Sun: 'सूर्य', Moon: 'चंद्र', Mars: 'मंगल', Mercury: 'बुध', Jupiter: 'गुरु', Venus: 'शुक्र', Saturn: 'शनि',
    Rahu: 'राहु', Ketu: 'केतु', Uranus: 'अरुण', Neptune: 'वरुण', Pluto: 'यम' },
  ta: { Sun: 'சூரியன்', Moon: 'சந்திரன்', Mars: 'செவ்வாய்', Mercury: 'புதன்', Jupiter: 'குரு', Venus: 'சுக்கிரன்',
    Saturn: 'சனி', Rahu: 'ராகு', Ketu: 'கேது', Uranus: 'யுரேனஸ்', Neptune: 'நெப்டியூன்', Pluto: 'புளூட்டோ' },
};

const SIGNS: Record<Exclude<Language, 'en'>, string[]> = {
  hi: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
  ta: ['மேஷம்', 'ரிஷபம்', 'மிதுனம்', 'கடகம்', 'சிம்மம்', 'கன்னி', 'துலாம்', 'விருச்சிகம்', 'தனுசு', 'மகரம்', 'கும்பம்', 'மீனம்'],
};

const NAKSHATRAS: Record<Exclude<Language, 'en'>, string[]> = {
  hi: ['अश्विनी', 'भरणी', 'कृत्तिका', 'रोहिणी', 'मृगशिरा', 'आर्द्रा', 'पुनर्वसु', 'पुष्य', 'आश्लेषा', 'मघा',
    'पूर्व फाल्गुनी', 'उत्तर फाल्गुनी', 'हस्त', 'चित्रा', 'स्वाति', 'विशाखा', 'अनुराधा', 'ज्येष्ठा', 'मूल', 'पूर्वाषाढ़ा',
    'उत्तराषाढ़ा', 'श्रवण', 'धनिष्ठा', 'शतभिषा', 'पूर्व भाद्रपद', 'उत्तर भाद्रपद', 'रेवती'],
  ta: ['அசுவினி', 'பரணி', 'கார்த்திகை', 'ரோகிணி', 'மிருகசீரிடம்', 'திருவாதிரை', 'புனர்பூசம்', 'பூசம்', 'ஆயில்யம்',
    'மகம்', 'பூரம்', 'உத்திரம்', 'அஸ்தம்', 'சித்திரை', 'சுவாதி', 'விசாகம்', 'அனுஷம்', 'கேட்டை', 'மூலம்', 'பூராடம்',
    'உத்திராடம்', 'திருவோணம்', 'அவிட்டம்', 'சதயம்', 'பூரட்டாதி', 'உத்திரட்டாதி', 'ரேவதி'],
};

export const planetLocal = (lang: Language, p: PlanetName): string | undefined => (lang === 'en' ? undefined : PLANETS[lang][p]);
export const signLocal = (lang: Language, signIndex: number): string | undefined => (lang === 'en' ? undefined : SIGNS[lang][signIndex]);
export const nakshatraLocal = (lang: Language, nakIndex: number): string | undefined =>
  lang === 'en' ? undefined : NAKSHATRAS[lang][nakIndex];

/** Pick the text for the language from a {en, hi, ta} triple. */
export type Localized = Record<Language, string>;
export const pick = (lang: Language, t: Localized): string => t[lang];

/** Fill {placeholders} in a template. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
}
