/** Hindi and Tamil names of the panchang elements (canonical names stay in `name`; these go in `name_local`). */
import type { Language } from './i18n';

type Local = Record<Exclude<Language, 'en'>, readonly string[]>;

/** Tithis 1-14 (both pakshas), then Purnima, Amavasya. */
const TITHI: Local = {
  hi: ['प्रतिपदा', 'द्वितीया', 'तृतीया', 'चतुर्थी', 'पंचमी', 'षष्ठी', 'सप्तमी', 'अष्टमी', 'नवमी', 'दशमी', 'एकादशी', 'द्वादशी',
    'त्रयोदशी', 'चतुर्दशी', 'पूर्णिमा', 'अमावस्या'],
  ta: ['பிரதமை', 'துவிதியை', 'திருதியை', 'சதுர்த்தி', 'பஞ்சமி', 'சஷ்டி', 'சப்தமி', 'அஷ்டமி', 'நவமி', 'தசமி', 'ஏகாதசி',
    'துவாதசி', 'திரயோதசி', 'சதுர்த்தசி', 'பௌர்ணமி', 'அமாவாசை'],
};
const PAKSHA: Local = { hi: ['शुक्ल पक्ष', 'कृष्ण पक्ष'], ta: ['சுக்ல பட்சம்', 'கிருஷ்ண பட்சம்'] };
const VARA: Local = {
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  ta: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
};
const YOGA: Local = {
  hi: ['विष्कम्भ', 'प्रीति', 'आयुष्मान', 'सौभाग्य', 'शोभन', 'अतिगण्ड', 'सुकर्मा', 'धृति', 'शूल', 'गण्ड', 'वृद्धि', 'ध्रुव',
    'व्याघात', 'हर्षण', 'वज्र', 'सिद्धि', 'व्यतीपात', 'वरीयान', 'परिघ', 'शिव', 'सिद्ध', 'साध्य', 'शुभ', 'शुक्ल', 'ब्रह्म',
    'इन्द्र', 'वैधृति'],
  ta: ['விஷ்கம்பம்', 'ப்ரீதி', 'ஆயுஷ்மான்', 'சௌபாக்கியம்', 'சோபனம்', 'அதிகண்டம்', 'சுகர்மம்', 'திருதி', 'சூலம்', 'கண்டம்',
    'விருத்தி', 'துருவம்', 'வியாகாதம்', 'ஹர்ஷணம்', 'வஜ்ரம்', 'சித்தி', 'வியதீபாதம்', 'வரீயான்', 'பரிகம்', 'சிவம்', 'சித்தம்',
    'சாத்தியம்', 'சுபம்', 'சுப்பிரம்', 'பிராமியம்', 'ஐந்திரம்', 'வைதிருதி'],
};
/** Bava..Vishti, then Shakuni, Chatushpada, Naga, Kimstughna. */
const KARANA: Local = {
  hi: ['बव', 'बालव', 'कौलव', 'तैतिल', 'गर', 'वणिज', 'विष्टि', 'शकुनि', 'चतुष्पद', 'नाग', 'किंस्तुघ्न'],
  ta: ['பவம்', 'பாலவம்', 'கௌலவம்', 'தைதுலம்', 'கரசை', 'வணிசை', 'பத்திரை', 'சகுனி', 'சதுஷ்பாதம்', 'நாகவம்', 'கிம்ஸ்துக்னம்'],
};

const local = (table: Local, lang: Language, i: number): string | undefined => (lang === 'en' ? undefined : table[lang][i]);

export const tithiLocal = (lang: Language, index: number) => local(TITHI, lang, index === 14 ? 14 : index === 29 ? 15 : index % 15);
export const pakshaLocal = (lang: Language, index: number) => local(PAKSHA, lang, index < 15 ? 0 : 1);
export const varaLocal = (lang: Language, weekday: number) => local(VARA, lang, weekday);
export const yogaLocal = (lang: Language, index: number) => local(YOGA, lang, index);
export function karanaLocal(lang: Language, index: number): string | undefined {
  const i = index === 0 ? 10 : index >= 57 ? 7 + index - 57 : (index - 1) % 7;
  return local(KARANA, lang, i);
}
