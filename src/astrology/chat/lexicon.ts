/**
 * Localized vocabulary of the astrology chat (en, hi, ta): house significations, planet significations, sign natures.
 * Canonical English names stay the keys; the engine's own i18n (../i18n.ts) gives planet, sign and nakshatra names.
 */
import { planetLocal, signLocal, nakshatraLocal, type Language, type Localized } from '../i18n';
import { NAKSHATRAS, SIGNS, type Graha } from '../constants';

export type { Language, Localized };
export const GRAHAS: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** "Cancer (कर्क)" style: the local name with the canonical English one, so clients always have both. */
export const planetName = (lang: Language, g: Graha): string => (lang === 'en' ? g : `${planetLocal(lang, g)} (${g})`);
export const signName = (lang: Language, i: number): string => (lang === 'en' ? SIGNS[i] : `${signLocal(lang, i)} (${SIGNS[i]})`);
export const nakshatraName = (lang: Language, i: number): string => (lang === 'en' ? NAKSHATRAS[i] : `${nakshatraLocal(lang, i)} (${NAKSHATRAS[i]})`);
/** Short local name without the English one (inside corpus notes). */
export const planetShort = (lang: Language, g: Graha): string => (lang === 'en' ? g : planetLocal(lang, g)!);
export const signShort = (lang: Language, i: number): string => (lang === 'en' ? SIGNS[i] : signLocal(lang, i)!);

/** House significations (BPHS ch. 11, judgement of houses). */
export const HOUSE_MEANING: Localized[] = [
  { en: 'body, self and vitality', hi: 'शरीर, स्वभाव और जीवन-शक्ति', ta: 'உடல், சுயம், உயிர்ச்சக்தி' },
  { en: 'wealth, family and speech', hi: 'धन, परिवार और वाणी', ta: 'செல்வம், குடும்பம், பேச்சு' },
  { en: 'courage, effort and siblings', hi: 'साहस, पराक्रम और भाई-बहन', ta: 'தைரியம், முயற்சி, உடன்பிறந்தோர்' },
  { en: 'home, mother, comforts and inner peace', hi: 'घर, माता, सुख और मन की शांति', ta: 'வீடு, தாய், சுகம், மன அமைதி' },
  { en: 'intelligence, children and past merit', hi: 'बुद्धि, संतान और पूर्व पुण्य', ta: 'அறிவு, குழந்தைகள், பூர்வ புண்ணியம்' },
  { en: 'illness, debts, rivals and service', hi: 'रोग, ऋण, शत्रु और सेवा', ta: 'நோய், கடன், பகைவர், சேவை' },
  { en: 'marriage, spouse and partnerships', hi: 'विवाह, जीवनसाथी और साझेदारी', ta: 'திருமணம், வாழ்க்கைத் துணை, கூட்டாண்மை' },
  { en: 'longevity, obstacles and sudden events', hi: 'आयु, बाधाएँ और आकस्मिक घटनाएँ', ta: 'ஆயுள், தடைகள், திடீர் நிகழ்வுகள்' },
  { en: 'fortune, dharma, father and teachers', hi: 'भाग्य, धर्म, पिता और गुरु', ta: 'பாக்கியம், தர்மம், தந்தை, குரு' },
  { en: 'career, status and deeds', hi: 'करियर, प्रतिष्ठा और कर्म', ta: 'தொழில், அந்தஸ்து, கர்மம்' },
  { en: 'gains, income and friends', hi: 'लाभ, आय और मित्र', ta: 'லாபம், வருமானம், நண்பர்கள்' },
  { en: 'expenses, losses, foreign lands and release', hi: 'व्यय, हानि, विदेश और मोक्ष', ta: 'செலவு, இழப்பு, வெளிநாடு, மோட்சம்' },
];

/** Natural significations of the grahas (Phaladeepika ch. 2; BPHS ch. 3). */
export const PLANET_MEANING: Record<Graha, Localized> = {
  Sun: { en: 'authority, the father, vitality and self-respect', hi: 'अधिकार, पिता, जीवन-शक्ति और आत्मसम्मान', ta: 'அதிகாரம், தந்தை, உயிர்ச்சக்தி, சுயமரியாதை' },
  Moon: { en: 'the mind, the mother, feelings and public life', hi: 'मन, माता, भावनाएँ और जनसंपर्क', ta: 'மனம், தாய், உணர்வுகள், பொதுவாழ்வு' },
  Mars: { en: 'energy, courage, land and siblings', hi: 'ऊर्जा, साहस, भूमि और भाई-बहन', ta: 'ஆற்றல், தைரியம், நிலம், உடன்பிறந்தோர்' },
  Mercury: { en: 'intellect, speech, trade and learning', hi: 'बुद्धि, वाणी, व्यापार और विद्या', ta: 'அறிவு, பேச்சு, வணிகம், கல்வி' },
  Jupiter: { en: 'wisdom, children, wealth and teachers', hi: 'ज्ञान, संतान, धन और गुरु', ta: 'ஞானம், குழந்தைகள், செல்வம், குரு' },
  Venus: { en: 'the spouse, comforts, arts and vehicles', hi: 'जीवनसाथी, सुख-सुविधा, कला और वाहन', ta: 'வாழ்க்கைத் துணை, சுகம், கலை, வாகனம்' },
  Saturn: { en: 'discipline, labour, delay and longevity', hi: 'अनुशासन, परिश्रम, विलंब और आयु', ta: 'ஒழுக்கம், உழைப்பு, தாமதம், ஆயுள்' },
  Rahu: { en: 'ambition, foreign things and the unconventional', hi: 'महत्वाकांक्षा, विदेशी वस्तुएँ और अपरंपरागत मार्ग', ta: 'பேராசை, வெளிநாட்டுத் தொடர்பு, வழக்கத்துக்கு மாறானவை' },
  Ketu: { en: 'detachment, research and spirituality', hi: 'वैराग्य, शोध और आध्यात्मिकता', ta: 'பற்றின்மை, ஆராய்ச்சி, ஆன்மீகம்' },
};

/** Natural benefics (BPHS ch. 3): Jupiter, Venus, Mercury and the Moon; the others natural malefics. */
export const NATURAL_BENEFIC: Record<Graha, boolean> = {
  Sun: false, Moon: true, Mars: false, Mercury: true, Jupiter: true, Venus: true, Saturn: false, Rahu: false, Ketu: false,
};

/** Sign natures (BPHS ch. 4): quality by index % 3, element by index % 4. */
export const SIGN_QUALITY: Localized[] = [
  { en: 'movable (chara)', hi: 'चर', ta: 'சர' },
  { en: 'fixed (sthira)', hi: 'स्थिर', ta: 'ஸ்திர' },
  { en: 'dual (dvisvabhava)', hi: 'द्विस्वभाव', ta: 'உபய' },
];
export const SIGN_ELEMENT: Localized[] = [
  { en: 'fiery', hi: 'अग्नि तत्व', ta: 'நெருப்பு தத்துவம்' },
  { en: 'earthy', hi: 'पृथ्वी तत्व', ta: 'நில தத்துவம்' },
  { en: 'airy', hi: 'वायु तत्व', ta: 'காற்று தத்துவம்' },
  { en: 'watery', hi: 'जल तत्व', ta: 'நீர் தத்துவம்' },
];
export const QUALITY_TRAIT: Localized[] = [
  { en: 'quick to start, restless and enterprising', hi: 'शीघ्र आरंभ करने वाला, चंचल और उद्यमी', ta: 'விரைவில் தொடங்குபவர், அமைதியற்றவர், முயற்சியாளர்' },
  { en: 'steady, persistent and slow to change', hi: 'स्थिर, दृढ़ और धीरे बदलने वाला', ta: 'நிலையானவர், விடாமுயற்சியுடையவர், மெதுவாக மாறுபவர்' },
  { en: 'adaptable, versatile and of two minds', hi: 'लचीला, बहुमुखी और दुविधा वाला', ta: 'ஏற்றுக்கொள்பவர், பல்துறையாளர், இருமனம் கொண்டவர்' },
];
export const ELEMENT_TRAIT: Localized[] = [
  { en: 'spirited and direct', hi: 'उत्साही और स्पष्टवादी', ta: 'உற்சாகமானவர், நேரடியானவர்' },
  { en: 'practical and patient', hi: 'व्यावहारिक और धैर्यवान', ta: 'நடைமுறை அறிவுடையவர், பொறுமையானவர்' },
  { en: 'sociable and thoughtful', hi: 'मिलनसार और विचारशील', ta: 'சமூகத் தொடர்புடையவர், சிந்தனையாளர்' },
  { en: 'sensitive and intuitive', hi: 'संवेदनशील और अंतर्ज्ञानी', ta: 'உணர்திறன் மிக்கவர், உள்ளுணர்வுடையவர்' },
];

/** Ordinal of a house number in each language. */
const HINDI_ORDINAL: Record<number, string> = { 1: 'पहले भाव', 2: 'दूसरे भाव', 3: 'तीसरे भाव', 4: 'चौथे भाव', 6: 'छठे भाव' };

export function houseOrdinal(lang: Language, n: number): string {
  // Hindi ordinals: पहले, दूसरे, तीसरे, चौथे, छठे are words ("1वें" is not Hindi); the rest read well as digits + वें.
  if (lang === 'hi') return HINDI_ORDINAL[n] ?? `${n}वें भाव`;
  if (lang === 'ta') return `${n}ஆம் பாவம்`;
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix} house`;
}

/** Tamil takes the locative ending on the house ("in the 7th house": 7ஆம் பாவத்தில்); other languages use houseOrdinal. */
export function houseLocative(lang: Language, n: number): string {
  return lang === 'ta' ? `${n}ஆம் பாவத்தில்` : houseOrdinal(lang, n);
}
