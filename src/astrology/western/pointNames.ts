import type { Language } from '../i18n';
/** Hindi and Tamil names of Chiron and the four asteroids (transliterations, as Hindi and Tamil astrology texts write them). */
export const ASTEROID_LOCAL_NAMES: Record<string, { hi: string; ta: string }> = {
  Chiron: { hi: 'काइरन', ta: 'கைரன்' },
  Ceres: { hi: 'सीरीस', ta: 'சீரிஸ்' },
  Pallas: { hi: 'पैलस', ta: 'பல்லாஸ்' },
  Juno: { hi: 'जूनो', ta: 'ஜூனோ' },
  Vesta: { hi: 'वेस्टा', ta: 'வெஸ்டா' },
};

/** The point's name in a language: English as is; Hindi/Tamil "local (English)", or undefined for other points. */
export function asteroidLocalName(lang: Language, name: string): string | undefined {
  const local = ASTEROID_LOCAL_NAMES[name];
  if (!local) return undefined;
  return lang === 'en' ? name : `${local[lang]} (${name})`;
}
