/**
 * The words drawn on the Indian charts, in English, Hindi and Tamil: graha abbreviations, the lagna mark, the
 * retrograde and combust marks, the legend and the style names.
 *
 * Abbreviations are the customary ones of printed horoscopes: English Su Mo Ma Me Ju Ve Sa Ra Ke (as in
 * Jagannatha Hora and most English software); Hindi the first akshara of the name, with श for Shani
 * (सू चं मं बु गु शु श रा के, as Hindi panchangs and kundali software print them); Tamil the short forms of printed
 * jathagam charts (சூரி சந் செவ் புத குரு சுக் சனி ராகு கேது). Marks: retrograde = vakri (व, வ), combust = asta /
 * astangata (अ, அ); English R and C.
 */
import type { PlanetName } from '../constants';
import type { Language } from '../i18n';

export const PLANET_ABBR: Record<Language, Record<PlanetName, string>> = {
  en: { Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke',
    Uranus: 'Ur', Neptune: 'Ne', Pluto: 'Pl' },
  hi: { Sun: 'सू', Moon: 'चं', Mars: 'मं', Mercury: 'बु', Jupiter: 'गु', Venus: 'शु', Saturn: 'श', Rahu: 'रा', Ketu: 'के',
    Uranus: 'यू', Neptune: 'ने', Pluto: 'प्लू' },
  ta: { Sun: 'சூரி', Moon: 'சந்', Mars: 'செவ்', Mercury: 'புத', Jupiter: 'குரு', Venus: 'சுக்', Saturn: 'சனி', Rahu: 'ராகு',
    Ketu: 'கேது', Uranus: 'யுரே', Neptune: 'நெப்', Pluto: 'புளூ' },
};

export interface ChartWords {
  lagna: string;
  lagnaWord: string;
  retrograde: string;
  combust: string;
  legend: string;
  styles: Record<'north' | 'south' | 'east', string>;
}

export const WORDS: Record<Language, ChartWords> = {
  en: { lagna: 'Asc', lagnaWord: 'Lagna', retrograde: 'R', combust: 'C', legend: '(R) retrograde · (C) combust · Asc lagna',
    styles: { north: 'North Indian', south: 'South Indian', east: 'East Indian' } },
  hi: { lagna: 'ल', lagnaWord: 'लग्न', retrograde: 'व', combust: 'अ', legend: '(व) वक्री · (अ) अस्त · ल लग्न',
    styles: { north: 'उत्तर भारतीय', south: 'दक्षिण भारतीय', east: 'पूर्व भारतीय' } },
  ta: { lagna: 'லக்', lagnaWord: 'லக்னம்', retrograde: 'வ', combust: 'அ', legend: '(வ) வக்கிரம் · (அ) அஸ்தங்கம் · லக் லக்னம்',
    styles: { north: 'வட இந்திய', south: 'தென் இந்திய', east: 'கிழக்கு இந்திய' } },
};

/** Short sign names for the fixed-sign charts (English three letters; Hindi and Tamil the names, which are short). */
export const SIGN_SHORT: Record<Language, string[]> = {
  en: ['Ari', 'Tau', 'Gem', 'Can', 'Leo', 'Vir', 'Lib', 'Sco', 'Sag', 'Cap', 'Aqu', 'Pis'],
  hi: ['मेष', 'वृष', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
  ta: ['மேஷ', 'ரிஷ', 'மிது', 'கட', 'சிம்', 'கன்', 'துலா', 'விரு', 'தனு', 'மக', 'கும்', 'மீன'],
};
