/**
 * Avakahada chakra: the birth-details table of a Hindu horoscope (janma patrika) - varna, vashya, yoni, gana, nadi
 * from the Moon (the same tables Ashtakoota matching uses, match.ts; Muhurta Chintamani ch. 6), paya, the panchang
 * elements at birth (tithi, yoga, karana: Surya Siddhanta ch. 2 definitions) and the name syllable of the Moon's
 * nakshatra pada (avakahada / shatapada chakra of the panchangs).
 */
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG, SIGNS, SIGN_LORDS, nakshatraIndexOf, nakshatraLord, type Graha, type NakshatraName, type SignName } from './constants';
import type { Chart } from './chart';
import { nakshatraLocal, signLocal, type Language } from './i18n';
import { normDeg } from './frames';
import { GANA_NAMES, GANA_OF_NAKSHATRA, NADI_NAMES, VARNA_NAMES, VARNA_OF_SIGN, VASHYA_NAMES, YONI_NAMES, YONI_OF_NAKSHATRA, nadiOf, vashyaOf } from './match';

type L = Record<Exclude<Language, 'en'>, string[]>;
const VARNA_L: L = { hi: ['शूद्र', 'वैश्य', 'क्षत्रिय', 'ब्राह्मण'], ta: ['சூத்திரர்', 'வைசியர்', 'க்ஷத்திரியர்', 'பிராமணர்'] };
const VASHYA_L: L = { hi: ['चतुष्पद', 'मानव', 'जलचर', 'वनचर', 'कीट'], ta: ['சதுஷ்பாதம்', 'மனிதம்', 'ஜலசரம்', 'வனசரம்', 'கீடம்'] };
const YONI_L: L = {
  hi: ['अश्व', 'गज', 'मेष', 'सर्प', 'श्वान', 'मार्जार', 'मूषक', 'गौ', 'महिष', 'व्याघ्र', 'मृग', 'वानर', 'नकुल', 'सिंह'],
  ta: ['குதிரை', 'யானை', 'ஆடு', 'பாம்பு', 'நாய்', 'பூனை', 'எலி', 'பசு', 'எருமை', 'புலி', 'மான்', 'குரங்கு', 'கீரி', 'சிங்கம்'],
};
const GANA_L: L = { hi: ['देव', 'मनुष्य', 'राक्षस'], ta: ['தேவ', 'மனுஷ', 'ராட்சச'] };
const NADI_L: L = { hi: ['आदि', 'मध्य', 'अन्त्य'], ta: ['ஆதி', 'மத்திய', 'அந்திய'] };
export const PAYA_NAMES = ['Gold', 'Silver', 'Copper', 'Iron'] as const;
const PAYA_L: L = { hi: ['स्वर्ण', 'रजत', 'ताम्र', 'लौह'], ta: ['தங்கம்', 'வெள்ளி', 'தாமிரம்', 'இரும்பு'] };
export const TITHI_NAMES = ['Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami',
  'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi', 'Purnima', 'Amavasya'];
const TITHI_L: L = {
  hi: ['प्रतिपदा', 'द्वितीया', 'तृतीया', 'चतुर्थी', 'पंचमी', 'षष्ठी', 'सप्तमी', 'अष्टमी', 'नवमी', 'दशमी', 'एकादशी', 'द्वादशी',
    'त्रयोदशी', 'चतुर्दशी', 'पूर्णिमा', 'अमावस्या'],
  ta: ['பிரதமை', 'துவிதியை', 'திருதியை', 'சதுர்த்தி', 'பஞ்சமி', 'சஷ்டி', 'சப்தமி', 'அஷ்டமி', 'நவமி', 'தசமி', 'ஏகாதசி',
    'துவாதசி', 'திரயோதசி', 'சதுர்த்தசி', 'பௌர்ணமி', 'அமாவாசை'],
};
const PAKSHA = ['Shukla', 'Krishna'] as const;
const PAKSHA_L: L = { hi: ['शुक्ल', 'कृष्ण'], ta: ['சுக்ல', 'கிருஷ்ண'] };
export const YOGA_NAMES = ['Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti',
  'Shula', 'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyan', 'Parigha',
  'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti'];
const YOGA_L: L = {
  hi: ['विष्कम्भ', 'प्रीति', 'आयुष्मान', 'सौभाग्य', 'शोभन', 'अतिगण्ड', 'सुकर्मा', 'धृति', 'शूल', 'गण्ड', 'वृद्धि', 'ध्रुव',
    'व्याघात', 'हर्षण', 'वज्र', 'सिद्धि', 'व्यतीपात', 'वरीयान', 'परिघ', 'शिव', 'सिद्ध', 'साध्य', 'शुभ', 'शुक्ल', 'ब्रह्म',
    'ऐन्द्र', 'वैधृति'],
  ta: ['விஷ்கம்பம்', 'பிரீதி', 'ஆயுஷ்மான்', 'சௌபாக்கியம்', 'சோபனம்', 'அதிகண்டம்', 'சுகர்மம்', 'திருதி', 'சூலம்', 'கண்டம்',
    'விருத்தி', 'துருவம்', 'வியாகாதம்', 'ஹர்ஷணம்', 'வஜ்ரம்', 'சித்தி', 'வியதீபாதம்', 'வரீயான்', 'பரிகம்', 'சிவம்', 'சித்தம்',
    'சாத்தியம்', 'சுபம்', 'சுக்லம்', 'பிரம்மம்', 'ஐந்திரம்', 'வைதிருதி'],
};
export const KARANA_NAMES = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti', 'Shakuni', 'Chatushpada',
  'Naga', 'Kimstughna'];
const KARANA_L: L = {
  hi: ['बव', 'बालव', 'कौलव', 'तैतिल', 'गर', 'वणिज', 'विष्टि', 'शकुनि', 'चतुष्पद', 'नाग', 'किंस्तुघ्न'],
  ta: ['பவம்', 'பாலவம்', 'கௌலவம்', 'தைதுலம்', 'கரசை', 'வணிசை', 'பத்திரை', 'சகுனி', 'சதுஷ்பாதம்', 'நாகவம்', 'கிம்ஸ்துக்னம்'],
};
/** Name syllables of the 108 nakshatra padas (avakahada chakra), Ashwini pada 1 first. */
export const SYLLABLES = ('Chu Che Cho La Li Lu Le Lo A I U E O Va Vi Vu Ve Vo Ka Ki Ku Gha Nga Chha Ke Ko Ha Hi '
  + 'Hu He Ho Da Di Du De Do Ma Mi Mu Me Mo Ta Ti Tu Te To Pa Pi Pu Sha Na Tha Pe Po Ra Ri Ru Re Ro Ta Ti Tu Te To '
  + 'Na Ni Nu Ne No Ya Yi Yu Ye Yo Bha Bhi Bhu Dha Pha Dha Bhe Bho Ja Ji Khi Khu Khe Kho Ga Gi Gu Ge Go Sa Si Su '
  + 'Se So Da Di Du Tha Jha Nya De Do Cha Chi').split(' ');
const SYLLABLES_L: L = {
  hi: ('चु चे चो ला ली लू ले लो अ इ उ ए ओ वा वी वू वे वो का की कू घ ङ छ के को हा ही हू हे हो डा डी डू डे डो '
    + 'मा मी मू मे मो टा टी टू टे टो पा पी पू ष ण ठ पे पो रा री रू रे रो ता ती तू ते तो ना नी नू ने नो या यी यू '
    + 'ये यो भा भी भू धा फा ढा भे भो जा जी खी खू खे खो गा गी गू गे गो सा सी सू से सो दा दी दू थ झ ञ दे दो चा ची').split(' '),
  ta: ('சு சே சோ ல லி லு லே லோ அ இ உ ஏ ஒ வ வி வு வே வோ க கி கு க ங ச கே கோ ஹ ஹி ஹு ஹே ஹோ ட டி டு டே டோ '
    + 'ம மி மு மே மோ ட டி டு டே டோ ப பி பு ஷ ண ட பே போ ர ரி ரு ரே ரோ த தி து தே தோ ந நி நு நே நோ ய யி யு '
    + 'யே யோ ப பி பு த ப ட பே போ ஜ ஜி கி கு கே கோ க கி கு கே கோ ஸ ஸி ஸு ஸே ஸோ த தி து த ஜ ஞ தே தோ ச சி').split(' '),
};

export interface NamedValue { name: string; name_local?: string }
export interface Avakahada {
  ascendant: SignName; ascendant_local?: string;
  rasi: SignName; rasi_local?: string; rasi_lord: Graha;
  nakshatra: NakshatraName; nakshatra_local?: string; nakshatra_lord: Graha; pada: number;
  varna: NamedValue; vashya: NamedValue; yoni: NamedValue; gana: NamedValue; nadi: NamedValue;
  /** Moon's house from the lagna: 1, 6, 11 gold; 2, 5, 9 silver; 3, 7, 10 copper; 4, 8, 12 iron. */
  paya: { name: (typeof PAYA_NAMES)[number]; name_local?: string; moon_house: number };
  tithi: NamedValue & { number: number; paksha: 'Shukla' | 'Krishna'; paksha_local?: string };
  yoga: NamedValue & { number: number };
  karana: NamedValue & { number: number };
  name_syllable: NamedValue;
}

const PAYA_OF_HOUSE = [0, 1, 2, 3, 1, 0, 2, 3, 1, 2, 0, 3];

/** Tithi 1..30, yoga 1..27, karana 1..60 (half-tithis from Shukla Pratipada) from sidereal Sun and Moon. */
export function panchangElements(sunDeg: number, moonDeg: number): { tithi: number; yoga: number; karanaHalf: number; karana: number } {
  const elong = normDeg(moonDeg - sunDeg);
  const tithi = Math.min(29, Math.floor(elong / 12)) + 1;
  const yoga = Math.min(26, Math.floor(normDeg(sunDeg + moonDeg) / NAKSHATRA_SPAN_DEG)) + 1;
  const half = Math.min(59, Math.floor(elong / 6)); // 0..59
  // Half 0: Kimstughna; 1..56: the seven movable karanas in turn; 57, 58, 59: Shakuni, Chatushpada, Naga.
  const karana = half === 0 ? 10 : half <= 56 ? (half - 1) % 7 : 7 + (half - 57);
  return { tithi, yoga, karanaHalf: half + 1, karana };
}

export function avakahada(chart: Chart): Avakahada {
  const lang = chart.language;
  const loc = <N extends string>(table: L, i: number, name: N): { name: N; name_local?: string } => (lang === 'en' ? { name } : { name, name_local: table[lang][i] });
  const moon = chart.planets.find((p) => p.name === 'Moon')!.siderealDeg;
  const sun = chart.planets.find((p) => p.name === 'Sun')!.siderealDeg;
  const ascSign = Math.floor(chart.ascendantSiderealDeg / 30) % 12;
  const moonSign = Math.floor(moon / 30) % 12;
  const nak = nakshatraIndexOf(moon);
  const pada = Math.min(3, Math.floor((moon % NAKSHATRA_SPAN_DEG) / (NAKSHATRA_SPAN_DEG / 4))) + 1;
  const moonHouse = ((moonSign - ascSign + 12) % 12) + 1;
  const el = panchangElements(sun, moon);
  const tithiName = el.tithi === 15 ? 14 : el.tithi === 30 ? 15 : (el.tithi - 1) % 15;
  const paksha = el.tithi <= 15 ? 0 : 1;
  const syl = nak * 4 + pada - 1;
  const doc: Avakahada = {
    ascendant: SIGNS[ascSign], rasi: SIGNS[moonSign], rasi_lord: SIGN_LORDS[moonSign],
    nakshatra: NAKSHATRAS[nak], nakshatra_lord: nakshatraLord(nak), pada,
    varna: loc(VARNA_L, VARNA_OF_SIGN[moonSign], VARNA_NAMES[VARNA_OF_SIGN[moonSign]]),
    vashya: loc(VASHYA_L, vashyaOf(moon), VASHYA_NAMES[vashyaOf(moon)]),
    yoni: loc(YONI_L, YONI_OF_NAKSHATRA[nak], YONI_NAMES[YONI_OF_NAKSHATRA[nak]]),
    gana: loc(GANA_L, GANA_OF_NAKSHATRA[nak], GANA_NAMES[GANA_OF_NAKSHATRA[nak]]),
    nadi: loc(NADI_L, nadiOf(nak), NADI_NAMES[nadiOf(nak)]),
    paya: { ...loc(PAYA_L, PAYA_OF_HOUSE[moonHouse - 1], PAYA_NAMES[PAYA_OF_HOUSE[moonHouse - 1]]), moon_house: moonHouse },
    tithi: { ...loc(TITHI_L, tithiName, TITHI_NAMES[tithiName]), number: el.tithi, paksha: PAKSHA[paksha] },
    yoga: { ...loc(YOGA_L, el.yoga - 1, YOGA_NAMES[el.yoga - 1]), number: el.yoga },
    karana: { ...loc(KARANA_L, el.karana, KARANA_NAMES[el.karana]), number: el.karanaHalf },
    name_syllable: loc(SYLLABLES_L, syl, SYLLABLES[syl]),
  };
  if (lang !== 'en') {
    doc.ascendant_local = signLocal(lang, ascSign);
    doc.rasi_local = signLocal(lang, moonSign);
    doc.nakshatra_local = nakshatraLocal(lang, nak);
    doc.tithi.paksha_local = PAKSHA_L[lang][paksha];
  }
  return doc;
}
