/**
 * The grounding corpus: short notes written for this project that paraphrase classical rules, each with its source.
 * Notes are composed from the tables below (one table row = one rule), so every combination a chart can show has a
 * note in English, Hindi and Tamil. Chapters follow R. Santhanam's BPHS and V. Subrahmanya Sastri's Phaladeepika;
 * a verse is given only where it was checked (otherwise null: the note cites the chapter as a whole).
 */
import { EXALTATION_SIGN, SIGN_LORDS, debilitationSign, type Graha } from '../../constants';
import type { KootName } from '../../match';
import { fill, type Language } from '../../i18n';
import {
  ELEMENT_TRAIT, GRAHAS, HOUSE_MEANING, NATURAL_BENEFIC, PLANET_MEANING, QUALITY_TRAIT, SIGN_ELEMENT, SIGN_QUALITY,
  houseLocative, houseOrdinal, nakshatraName, planetShort, signShort, type Localized,
} from '../lexicon';
import { planetSignNotes } from './planetSigns';
import { DOSHA_NOTES } from './doshaNotes';
import { TIMING_NOTES } from './timingNotes';
import { BPHS, MUHURTA_CHINTAMANI, NIRNAYA_SINDHU, PHALADEEPIKA, type CorpusEntry, type Intent, type MuhurtaRule } from './rules';

const LANGS: Language[] = ['en', 'hi', 'ta'];
const each = (f: (lang: Language) => string): Localized => ({ en: f('en'), hi: f('hi'), ta: f('ta') });
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Intents each house speaks to (BPHS ch. 11). */
const HOUSE_TOPICS: Intent[][] = [
  ['personality', 'health'], ['finance'], ['personality', 'career', 'travel'], ['personality', 'finance', 'property', 'education'],
  ['personality', 'career', 'children', 'education'], ['health', 'career', 'disputes'], ['marriage'], ['health', 'finance'],
  ['finance', 'personality', 'spirituality', 'travel'], ['career'], ['finance', 'career'], ['finance', 'health', 'travel', 'spirituality'],
];
const PLANET_TOPICS: Record<Graha, Intent[]> = {
  Sun: ['personality', 'career', 'health'], Moon: ['personality', 'health', 'marriage', 'property'], Mars: ['career', 'marriage', 'health', 'property', 'disputes'],
  Mercury: ['career', 'finance', 'personality', 'education'], Jupiter: ['finance', 'marriage', 'career', 'children', 'education', 'spirituality'], Venus: ['marriage', 'finance', 'property'],
  Saturn: ['career', 'health', 'disputes'], Rahu: ['career', 'health', 'travel'], Ketu: ['health', 'personality', 'spirituality'],
};
const uniq = <T,>(xs: T[]): T[] => [...new Set(xs)];

function signNotes(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (let s = 0; s < 12; s++) {
    const lord = SIGN_LORDS[s];
    const v = (lang: Language) => ({
      sign: signShort(lang, s), q: SIGN_QUALITY[s % 3][lang], e: SIGN_ELEMENT[s % 4][lang], lord: planetShort(lang, lord),
      qt: QUALITY_TRAIT[s % 3][lang], et: ELEMENT_TRAIT[s % 4][lang],
    });
    out.push({
      id: `pd-9-lagna-${slug(signShort('en', s))}`, rule: { kind: 'sign_of', point: 'lagna', sign: s },
      topics: ['personality', 'health'], work: PHALADEEPIKA, chapter: '9', verse: null,
      text: each((lang) => fill({
        en: 'Lagna in {sign}, a {q}, {e} sign ruled by {lord}: the native tends to be {qt}, {et}; the strength and placement of {lord}, the lagna lord, colour the whole chart.',
        hi: 'लग्न {sign} ({q}, {e}, स्वामी {lord}): जातक प्रायः {qt} तथा {et} होता है; लग्नेश {lord} का बल और स्थिति पूरी कुंडली को प्रभावित करते हैं।',
        ta: 'லக்னம் {sign} ({q}, {e}, அதிபதி {lord}): ஜாதகர் பெரும்பாலும் {qt}, {et}; லக்னாதிபதி {lord} பெறும் பலமும் இருப்பிடமும் முழு ஜாதகத்தையும் பாதிக்கும்.',
      }[lang], v(lang))),
    });
    out.push({
      id: `bphs-4-moon-${slug(signShort('en', s))}`, rule: { kind: 'sign_of', point: 'moon', sign: s },
      topics: ['personality', 'health', 'marriage'], work: BPHS, chapter: '4', verse: null,
      text: each((lang) => fill({
        en: 'Moon (rashi) in {sign}, a {q}, {e} sign ruled by {lord}: the mind takes the sign\'s nature, {qt} and {et}.',
        hi: 'चंद्र राशि {sign} ({q}, {e}, स्वामी {lord}): मन इस राशि का स्वभाव लेता है — {qt}, {et}।',
        ta: 'சந்திர ராசி {sign} ({q}, {e}, அதிபதி {lord}): மனம் இந்த ராசியின் இயல்பைப் பெறும் — {qt}, {et}.',
      }[lang], v(lang))),
    });
  }
  return out;
}

const OWN_SIGNS: Partial<Record<Graha, number[]>> = {
  Sun: [4], Moon: [3], Mars: [0, 7], Mercury: [2, 5], Jupiter: [8, 11], Venus: [1, 6], Saturn: [9, 10],
};

function dignityNotes(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  const T = {
    exalted: {
      en: '{planet} exalted in {sign}: the planet is at its strongest and gives its significations ({m}) in full.',
      hi: '{planet} {sign} में उच्च का: ग्रह सबसे बलवान होता है और अपने कारकत्व ({m}) पूर्ण रूप से देता है।',
      ta: '{planet} {sign} ராசியில் உச்சம்: கிரகம் மிக வலிமையுடன் தன் காரகத்துவங்களை ({m}) முழுமையாகத் தரும்.',
    },
    debilitated: {
      en: '{planet} debilitated in {sign}: the planet is weak and its significations ({m}) meet obstruction, unless the debility is cancelled (neecha bhanga).',
      hi: '{planet} {sign} में नीच का: ग्रह निर्बल होता है और उसके कारकत्व ({m}) में बाधा आती है, जब तक नीचभंग न हो।',
      ta: '{planet} {sign} ராசியில் நீசம்: கிரகம் பலவீனமாகி அதன் காரகத்துவங்களில் ({m}) தடை ஏற்படும், நீசபங்கம் இல்லாவிட்டால்.',
    },
    own: {
      en: '{planet} in its own sign {sign}: the planet is comfortable and protects its significations ({m}).',
      hi: '{planet} अपनी राशि {sign} में स्वगृही: ग्रह सहज रहता है और अपने कारकत्व ({m}) की रक्षा करता है।',
      ta: '{planet} தன் சொந்த ராசி {sign}-ல் ஆட்சி: கிரகம் நிலையாக இருந்து தன் காரகத்துவங்களை ({m}) காக்கும்.',
    },
  } as const;
  for (const g of GRAHAS.slice(0, 7)) {
    const cases: ['exalted' | 'debilitated' | 'own', number][] = [
      ['exalted', EXALTATION_SIGN[g]!], ['debilitated', debilitationSign(g)!], ...(OWN_SIGNS[g] ?? []).map((s) => ['own', s] as ['own', number]),
    ];
    for (const [dignity, sign] of cases) {
      out.push({
        id: `bphs-3-${slug(g)}-${dignity}-${slug(signShort('en', sign))}`, rule: { kind: 'dignity', planet: g, dignity, sign },
        topics: uniq(['personality', ...PLANET_TOPICS[g], 'strengths']), work: BPHS, chapter: '3', verse: null,
        text: each((lang) => fill(T[dignity][lang], { planet: planetShort(lang, g), sign: signShort(lang, sign), m: PLANET_MEANING[g][lang] })),
      });
    }
  }
  return out;
}

const UPACHAYA = [3, 6, 10, 11];
function planetInHouseNotes(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (const g of GRAHAS) {
    for (let h = 1; h <= 12; h++) {
      const tail = NATURAL_BENEFIC[g] ? 'benefic' : UPACHAYA.includes(h) ? 'upachaya' : 'malefic';
      const T = {
        en: `{planet} in the {ord} from the lagna brings its significations ({pm}) into the matters of that house ({hm}). ${
          { benefic: 'As a natural benefic it supports and increases them.', upachaya: 'A natural malefic does well in an upachaya house (3, 6, 10, 11): drive and success after effort.', malefic: 'As a natural malefic it tests them: results come after effort or delay.' }[tail]}`,
        hi: `लग्न से {ord} में {planet} अपने कारकत्व ({pm}) को इस भाव के विषयों ({hm}) से जोड़ता है। ${
          { benefic: 'नैसर्गिक शुभ ग्रह होने से यह उन्हें बढ़ाता और सहारा देता है।', upachaya: 'नैसर्गिक पाप ग्रह उपचय भाव (3, 6, 10, 11) में अच्छा फल देता है: परिश्रम के बाद उत्साह और सफलता।', malefic: 'नैसर्गिक पाप ग्रह होने से यह उनकी परीक्षा लेता है: फल परिश्रम या विलंब के बाद मिलता है।' }[tail]}`,
        ta: `லக்னத்திலிருந்து {ordLoc} {planet} தன் காரகத்துவங்களை ({pm}) அந்த பாவத்தின் விஷயங்களுடன் ({hm}) இணைக்கிறார். ${
          { benefic: 'இயற்கை சுப கிரகமாக இருப்பதால் அவற்றை வளர்த்துத் துணை நிற்பார்.', upachaya: 'இயற்கை பாப கிரகம் உபசய பாவத்தில் (3, 6, 10, 11) நல்ல பலன் தரும்: முயற்சிக்குப் பின் ஊக்கமும் வெற்றியும்.', malefic: 'இயற்கை பாப கிரகமாக இருப்பதால் அவற்றைச் சோதிப்பார்: முயற்சி அல்லது தாமதத்திற்குப் பின் பலன்.' }[tail]}`,
      };
      out.push({
        id: `pd-8-${slug(g)}-house-${h}`, rule: { kind: 'planet_in_house', planet: g, house: h },
        topics: HOUSE_TOPICS[h - 1], work: PHALADEEPIKA, chapter: '8', verse: null,
        text: each((lang) => fill(T[lang], { planet: planetShort(lang, g), ord: houseOrdinal(lang, h), ordLoc: houseLocative(lang, h), pm: PLANET_MEANING[g][lang], hm: HOUSE_MEANING[h - 1][lang] })),
      });
    }
  }
  return out;
}

function lordInHouseNotes(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (let a = 1; a <= 12; a++) {
    for (let b = 1; b <= 12; b++) {
      const kind = [1, 4, 5, 7, 9, 10].includes(b) ? 'good' : [6, 8, 12].includes(b) ? 'dusthana' : 'mixed';
      const T = {
        en: `Lord of the {a} in the {b}: the matters of the {a} ({ma}) are tied to those of the {b} ({mb}). ${
          { good: 'A kendra or trikona placement strengthens them.', dusthana: 'A dusthana placement (6, 8, 12) brings struggle to them unless the lord is strong.', mixed: 'Results are mixed and grow with effort and with the lord\'s dignity.' }[kind]}`,
        hi: `{a} का स्वामी {b} में: {a} के विषय ({ma}) {b} के विषयों ({mb}) से जुड़ जाते हैं। ${
          { good: 'केंद्र या त्रिकोण में स्थिति उन्हें बल देती है।', dusthana: 'दुःस्थान (6, 8, 12) में स्थिति उनमें संघर्ष लाती है, जब तक स्वामी बलवान न हो।', mixed: 'फल मिश्रित होते हैं और परिश्रम तथा स्वामी की गरिमा से बढ़ते हैं।' }[kind]}`,
        ta: `{a} அதிபதி {bLoc}: {a} விஷயங்கள் ({ma}) {b} விஷயங்களுடன் ({mb}) இணைகின்றன. ${
          { good: 'கேந்திரம் அல்லது திரிகோணத்தில் இருப்பது அவற்றுக்கு வலிமை தரும்.', dusthana: 'துஸ்தானத்தில் (6, 8, 12) இருப்பது அவற்றில் போராட்டம் தரும், அதிபதி வலுவாக இல்லாவிட்டால்.', mixed: 'பலன்கள் கலந்திருக்கும்; முயற்சியாலும் அதிபதியின் கௌரவத்தாலும் வளரும்.' }[kind]}`,
      };
      out.push({
        id: `bphs-24-lord-${a}-in-${b}`, rule: { kind: 'lord_in_house', lordOf: a, house: b },
        topics: uniq([...HOUSE_TOPICS[a - 1], ...(b === 10 || b === 7 ? HOUSE_TOPICS[b - 1] : [])]), work: BPHS, chapter: '24', verse: null,
        text: each((lang) => fill(T[lang], { a: houseOrdinal(lang, a), b: houseOrdinal(lang, b), bLoc: houseLocative(lang, b), ma: HOUSE_MEANING[a - 1][lang], mb: HOUSE_MEANING[b - 1][lang] })),
      });
    }
  }
  return out;
}

/** Yogas as the engine names them (src/astrology/yogas.ts), with the chapter that states each. */
const YOGAS: { yoga: string; topics: Intent[]; work: string; chapter: string; text: Localized }[] = [
  { yoga: 'Gajakesari', topics: ['personality', 'finance', 'career'], work: PHALADEEPIKA, chapter: '6', text: {
    en: 'Gajakesari yoga (Jupiter in a kendra from the Moon): the native is eminent, virtuous and lastingly prosperous.',
    hi: 'गजकेसरी योग (चंद्रमा से केंद्र में गुरु): जातक प्रतिष्ठित, सद्गुणी और स्थायी रूप से समृद्ध होता है।',
    ta: 'கஜகேசரி யோகம் (சந்திரனிலிருந்து கேந்திரத்தில் குரு): ஜாதகர் புகழும் நற்குணமும் நிலையான செல்வமும் பெறுவார்.' } },
  { yoga: 'Budha-Aditya', topics: ['career', 'personality'], work: PHALADEEPIKA, chapter: '6', text: {
    en: 'Budha-Aditya (Nipuna) yoga, the Sun and Mercury together: skill, learning and a clever, well-spoken mind.',
    hi: 'बुधादित्य (निपुण) योग, सूर्य और बुध साथ: कुशलता, विद्या और चतुर, मधुरभाषी बुद्धि।',
    ta: 'புதஆதித்ய (நிபுண) யோகம், சூரியனும் புதனும் சேர்ந்து: திறமை, கல்வி, சாதுர்யமான பேச்சு.' } },
  { yoga: 'Ruchaka', topics: ['career', 'personality', 'health'], work: PHALADEEPIKA, chapter: '6', text: {
    en: 'Ruchaka yoga (Mars in own sign or exaltation in a kendra), one of the five Mahapurusha yogas: strength, courage and command.',
    hi: 'रुचक योग (मंगल स्वराशि या उच्च होकर केंद्र में), पंच महापुरुष योगों में एक: बल, साहस और नेतृत्व।',
    ta: 'ருசக யோகம் (செவ்வாய் ஆட்சி அல்லது உச்சம் பெற்று கேந்திரத்தில்), பஞ்ச மகாபுருஷ யோகங்களில் ஒன்று: வலிமை, தைரியம், தலைமை.' } },
  { yoga: 'Bhadra', topics: ['career', 'personality'], work: PHALADEEPIKA, chapter: '6', text: {
    en: 'Bhadra yoga (Mercury in own sign or exaltation in a kendra), a Mahapurusha yoga: intellect, eloquence and learning.',
    hi: 'भद्र योग (बुध स्वराशि या उच्च होकर केंद्र में), महापुरुष योग: बुद्धि, वाक्पटुता और विद्या।',
    ta: 'பத்ர யோகம் (புதன் ஆட்சி அல்லது உச்சம் பெற்று கேந்திரத்தில்), மகாபுருஷ யோகம்: அறிவு, பேச்சாற்றல், கல்வி.' } },
  { yoga: 'Hamsa', topics: ['personality', 'finance', 'career'], work: PHALADEEPIKA, chapter: '6', text: {
    en: 'Hamsa yoga (Jupiter in own sign or exaltation in a kendra), a Mahapurusha yoga: righteousness, wisdom and respect.',
    hi: 'हंस योग (गुरु स्वराशि या उच्च होकर केंद्र में), महापुरुष योग: धर्मनिष्ठा, ज्ञान और सम्मान।',
    ta: 'ஹம்ச யோகம் (குரு ஆட்சி அல்லது உச்சம் பெற்று கேந்திரத்தில்), மகாபுருஷ யோகம்: தர்மம், ஞானம், மரியாதை.' } },
  { yoga: 'Malavya', topics: ['marriage', 'finance', 'personality'], work: PHALADEEPIKA, chapter: '6', text: {
    en: 'Malavya yoga (Venus in own sign or exaltation in a kendra), a Mahapurusha yoga: comforts, vehicles, a happy marriage and refinement.',
    hi: 'मालव्य योग (शुक्र स्वराशि या उच्च होकर केंद्र में), महापुरुष योग: सुख-सुविधा, वाहन, सुखी दांपत्य और परिष्कार।',
    ta: 'மாளவ்ய யோகம் (சுக்கிரன் ஆட்சி அல்லது உச்சம் பெற்று கேந்திரத்தில்), மகாபுருஷ யோகம்: சுகம், வாகனம், இனிய மணவாழ்வு.' } },
  { yoga: 'Sasa', topics: ['career', 'personality'], work: PHALADEEPIKA, chapter: '6', text: {
    en: 'Sasa yoga (Saturn in own sign or exaltation in a kendra), a Mahapurusha yoga: authority over many, gained through persistence.',
    hi: 'शश योग (शनि स्वराशि या उच्च होकर केंद्र में), महापुरुष योग: दृढ़ता से प्राप्त, अनेक लोगों पर अधिकार।',
    ta: 'சச யோகம் (சனி ஆட்சி அல்லது உச்சம் பெற்று கேந்திரத்தில்), மகாபுருஷ யோகம்: விடாமுயற்சியால் பலர் மீது அதிகாரம்.' } },
  { yoga: 'Chandra-Mangala', topics: ['finance', 'career'], work: PHALADEEPIKA, chapter: '6', text: {
    en: 'Chandra-Mangala yoga (the Moon with or opposite Mars): earnings through enterprise and trade, with a restless streak.',
    hi: 'चंद्र-मंगल योग (चंद्रमा के साथ या सामने मंगल): उद्यम और व्यापार से धन, कुछ अस्थिरता के साथ।',
    ta: 'சந்திர-மங்கள யோகம் (சந்திரனுடன் அல்லது எதிரில் செவ்வாய்): முயற்சியாலும் வணிகத்தாலும் வருமானம், சிறிது அமைதியின்மையுடன்.' } },
  { yoga: 'Kemadruma', topics: ['personality', 'finance', 'remedies'], work: BPHS, chapter: '37', text: {
    en: 'Kemadruma (no planet in the 2nd or 12th from the Moon): a lonely or unsupported mind and uneven fortunes, unless cancelled by planets in kendras.',
    hi: 'केमद्रुम (चंद्रमा से दूसरे या बारहवें में कोई ग्रह नहीं): अकेलापन या असहाय मन और अस्थिर भाग्य, जब तक केंद्र के ग्रह इसे भंग न करें।',
    ta: 'கேமத்ரும (சந்திரனுக்கு 2, 12-ல் கிரகம் இல்லை): தனிமையான மனம், நிலையற்ற அதிர்ஷ்டம், கேந்திர கிரகங்களால் பங்கம் ஆகாவிட்டால்.' } },
  { yoga: 'Raja Yoga', topics: ['career', 'finance', 'personality'], work: BPHS, chapter: '39', text: {
    en: 'Raja yoga (lords of a kendra and a trikona associated): power, status and success, fruiting in the periods of the planets that form it.',
    hi: 'राजयोग (केंद्र और त्रिकोण के स्वामियों का संबंध): शक्ति, पद और सफलता, योग बनाने वाले ग्रहों की दशा में फलित।',
    ta: 'ராஜ யோகம் (கேந்திர, திரிகோண அதிபதிகள் தொடர்பு): அதிகாரம், பதவி, வெற்றி; யோகம் அமைக்கும் கிரகங்களின் தசையில் பலன்.' } },
  { yoga: 'Dhana Yoga', topics: ['finance', 'career'], work: BPHS, chapter: '41', text: {
    en: 'Dhana yoga (lords of wealth houses 2, 5, 9, 11 associated): accumulation of wealth, strongest in the periods of those lords.',
    hi: 'धन योग (धन भावों 2, 5, 9, 11 के स्वामियों का संबंध): धन संचय, उन स्वामियों की दशा में सबसे प्रबल।',
    ta: 'தன யோகம் (2, 5, 9, 11 பாவ அதிபதிகள் தொடர்பு): செல்வச் சேர்க்கை, அந்த அதிபதிகளின் தசையில் மிக வலுவாக.' } },
  { yoga: 'Viparita Raja Yoga', topics: ['career', 'finance', 'personality'], work: PHALADEEPIKA, chapter: '6', text: {
    en: 'Viparita Raja yoga (lords of the 6th, 8th and 12th in those houses): gains that come out of adversity, rivals\' losses or upheaval.',
    hi: 'विपरीत राजयोग (6, 8, 12 भावों के स्वामी उन्हीं भावों में): विपत्ति, शत्रुओं की हानि या उथल-पुथल से लाभ।',
    ta: 'விபரீத ராஜ யோகம் (6, 8, 12 அதிபதிகள் அதே பாவங்களில்): துன்பம், பகைவர் இழப்பு அல்லது கொந்தளிப்பிலிருந்து லாபம்.' } },
  { yoga: 'Neecha Bhanga', topics: ['personality', 'career', 'remedies'], work: PHALADEEPIKA, chapter: '7', text: {
    en: 'Neecha bhanga (cancellation of a debility): a debilitated planet whose debility is cancelled rises after early struggle and can give high results.',
    hi: 'नीचभंग: जिस नीच ग्रह का नीचत्व भंग हो, वह आरंभिक संघर्ष के बाद उन्नति और उच्च फल दे सकता है।',
    ta: 'நீசபங்கம்: நீசம் பங்கமான கிரகம் ஆரம்பப் போராட்டத்திற்குப் பின் உயர்வும் சிறந்த பலனும் தரும்.' } },
];

const MAHADASHA: Record<Graha, Localized> = {
  Sun: { en: 'Sun mahadasha (6 years): recognition, dealings with authority and the father; strain on health if the Sun is weak.', hi: 'सूर्य महादशा (6 वर्ष): मान-सम्मान, सरकार और पिता से संबंध; सूर्य निर्बल हो तो स्वास्थ्य पर दबाव।', ta: 'சூரிய மகாதசை (6 ஆண்டுகள்): அங்கீகாரம், அரசு மற்றும் தந்தையுடன் தொடர்பு; சூரியன் பலவீனமானால் உடல்நலத்தில் அழுத்தம்.' },
  Moon: { en: 'Moon mahadasha (10 years): emotions, family and public life come forward; comfort and travel when the Moon is strong.', hi: 'चंद्र महादशा (10 वर्ष): भावनाएँ, परिवार और जनजीवन आगे आते हैं; चंद्र बलवान हो तो सुख और यात्रा।', ta: 'சந்திர மகாதசை (10 ஆண்டுகள்): உணர்வுகள், குடும்பம், பொதுவாழ்வு முன்னிலை; சந்திரன் வலுவானால் சுகமும் பயணமும்.' },
  Mars: { en: 'Mars mahadasha (7 years): energy, property, courage and competition; quarrels and injuries to guard against.', hi: 'मंगल महादशा (7 वर्ष): ऊर्जा, संपत्ति, साहस और प्रतिस्पर्धा; झगड़ों और चोट से सावधानी।', ta: 'செவ்வாய் மகாதசை (7 ஆண்டுகள்): ஆற்றல், சொத்து, தைரியம், போட்டி; சண்டை, காயங்களில் கவனம்.' },
  Rahu: { en: 'Rahu mahadasha (18 years): ambition, foreign links and sudden rises, with confusion and unrest to manage.', hi: 'राहु महादशा (18 वर्ष): महत्वाकांक्षा, विदेशी संबंध और अचानक उन्नति, साथ में भ्रम और अशांति।', ta: 'ராகு மகாதசை (18 ஆண்டுகள்): பேராசை, வெளிநாட்டுத் தொடர்பு, திடீர் உயர்வு; குழப்பம், அமைதியின்மை கவனிக்க வேண்டும்.' },
  Jupiter: { en: 'Jupiter mahadasha (16 years): growth in wisdom, wealth, children and standing; teachers and dharma come forward.', hi: 'गुरु महादशा (16 वर्ष): ज्ञान, धन, संतान और प्रतिष्ठा में वृद्धि; गुरु और धर्म आगे आते हैं।', ta: 'குரு மகாதசை (16 ஆண்டுகள்): ஞானம், செல்வம், குழந்தைகள், அந்தஸ்து வளர்ச்சி; குருவும் தர்மமும் முன்னிலை.' },
  Saturn: { en: 'Saturn mahadasha (19 years): slow, steady results through hard work and discipline; delays and burdens test patience.', hi: 'शनि महादशा (19 वर्ष): परिश्रम और अनुशासन से धीमे पर स्थायी फल; विलंब और भार धैर्य की परीक्षा लेते हैं।', ta: 'சனி மகாதசை (19 ஆண்டுகள்): உழைப்பாலும் ஒழுக்கத்தாலும் மெதுவான நிலையான பலன்; தாமதங்கள் பொறுமையைச் சோதிக்கும்.' },
  Mercury: { en: 'Mercury mahadasha (17 years): learning, trade, writing and communication flourish; friends and skill bring gains.', hi: 'बुध महादशा (17 वर्ष): विद्या, व्यापार, लेखन और संवाद फलते हैं; मित्र और कौशल से लाभ।', ta: 'புதன் மகாதசை (17 ஆண்டுகள்): கல்வி, வணிகம், எழுத்து, தொடர்பு செழிக்கும்; நண்பர்களும் திறமையும் லாபம் தரும்.' },
  Ketu: { en: 'Ketu mahadasha (7 years): detachment, research and spiritual turns; sudden separations or losses to bear calmly.', hi: 'केतु महादशा (7 वर्ष): वैराग्य, शोध और आध्यात्मिक मोड़; अचानक वियोग या हानि को शांति से सहना।', ta: 'கேது மகாதசை (7 ஆண்டுகள்): பற்றின்மை, ஆராய்ச்சி, ஆன்மீகத் திருப்பம்; திடீர் பிரிவு அல்லது இழப்பை அமைதியாக ஏற்க வேண்டும்.' },
  Venus: { en: 'Venus mahadasha (20 years): marriage, comforts, arts, vehicles and pleasures; excess to guard against.', hi: 'शुक्र महादशा (20 वर्ष): विवाह, सुख-सुविधा, कला, वाहन और भोग; अति से सावधानी।', ta: 'சுக்கிர மகாதசை (20 ஆண்டுகள்): திருமணம், சுகம், கலை, வாகனம், இன்பம்; அளவுமீறலில் கவனம்.' },
};
/** BPHS chapters on the antardashas within each mahadasha (Santhanam: ch. 52 Sun ... ch. 60 Venus, Vimshottari order). */
const ANTARDASHA_CHAPTER: Record<Graha, string> = { Sun: '52', Moon: '53', Mars: '54', Rahu: '55', Jupiter: '56', Saturn: '57', Mercury: '58', Ketu: '59', Venus: '60' };

function dashaNotes(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (const g of GRAHAS) {
    out.push({ id: `bphs-47-mahadasha-${slug(g)}`, rule: { kind: 'mahadasha', planet: g }, topics: ['dasha', 'timing', 'career', 'finance', 'marriage', 'health'],
      work: BPHS, chapter: '47', verse: null, text: MAHADASHA[g] });
  }
  for (const maha of GRAHAS) {
    for (const antar of GRAHAS) {
      // The lord's own sub-period opens its mahadasha: its themes alone, no second lord to mix with.
      const T = maha === antar ? {
        en: '{maha}\'s own antardasha, which opens the {maha} mahadasha: {maha}\'s themes ({m1}) stand undiluted; the results follow {maha}\'s strength and the houses it rules and occupies in the birth chart.',
        hi: '{maha} महादशा की आरंभिक, {maha} की अपनी अंतर्दशा: {maha} के विषय ({m1}) बिना मिश्रण के प्रकट होते हैं; फल जन्म कुंडली में {maha} के बल और उसके स्वामित्व व स्थिति वाले भावों पर निर्भर हैं।',
        ta: '{maha} மகாதசையைத் தொடங்கும் {maha}-இன் சொந்தப் புக்தி: {maha} விஷயங்கள் ({m1}) கலப்பின்றி வெளிப்படும்; பலன் ஜாதகத்தில் {maha}-இன் பலம், அது ஆளும், இருக்கும் பாவங்களைப் பொறுத்தது.',
      } : {
        en: '{antar} antardasha in the {maha} mahadasha: the period mixes {maha}\'s themes ({m1}) with {antar}\'s ({m2}); it is good when {antar} stands in a kendra or trikona from {maha} and is strong, troubled when it stands 6th, 8th or 12th from it.',
        hi: '{maha} महादशा में {antar} अंतर्दशा: यह काल {maha} के विषयों ({m1}) को {antar} के विषयों ({m2}) से मिलाता है; {antar} यदि {maha} से केंद्र या त्रिकोण में और बलवान हो तो शुभ, 6, 8 या 12 में हो तो कष्टदायक।',
        ta: '{maha} மகாதசையில் {antar} புக்தி: இக்காலம் {maha} விஷயங்களை ({m1}) {antar} விஷயங்களுடன் ({m2}) கலக்கும்; {antar} {maha}-விலிருந்து கேந்திரம் அல்லது திரிகோணத்தில் வலுவாக இருந்தால் நன்று, 6, 8, 12-ல் இருந்தால் சிரமம்.',
      };
      out.push({ id: `bphs-${ANTARDASHA_CHAPTER[maha]}-antardasha-${slug(maha)}-${slug(antar)}`, rule: { kind: 'antardasha', maha, antar },
        topics: ['dasha', 'timing'], work: BPHS, chapter: ANTARDASHA_CHAPTER[maha], verse: null,
        text: each((lang) => fill(T[lang], { maha: planetShort(lang, maha), antar: planetShort(lang, antar), m1: PLANET_MEANING[maha][lang], m2: PLANET_MEANING[antar][lang] })) });
    }
  }
  return out;
}

const VIMSHOTTARI_ORDER: Graha[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
function nakshatraNotes(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (let n = 0; n < 27; n++) {
    const lord = VIMSHOTTARI_ORDER[n % 9];
    const T = {
      en: 'Moon in {nak} at birth: the nakshatra\'s lord is {lord}, so the Vimshottari sequence begins with {lord}\'s mahadasha, its balance set by how far the Moon has travelled through {nak}.',
      hi: 'जन्म के समय चंद्रमा {nak} नक्षत्र में: नक्षत्र स्वामी {lord} है, अतः विंशोत्तरी क्रम {lord} की महादशा से आरंभ होता है; शेष अवधि चंद्रमा की नक्षत्र में गति से निकलती है।',
      ta: 'பிறப்பில் சந்திரன் {nak} நட்சத்திரத்தில்: நட்சத்திர அதிபதி {lord}, எனவே விம்சோத்தரி வரிசை {lord} மகாதசையுடன் தொடங்கும்; மீதி காலம் சந்திரன் நட்சத்திரத்தில் கடந்த தூரத்தால் அமையும்.',
    };
    out.push({ id: `pd-19-nakshatra-${slug(nakshatraName('en', n))}`, rule: { kind: 'nakshatra', nakshatra: n }, topics: ['dasha', 'personality', 'timing'],
      work: PHALADEEPIKA, chapter: '19', verse: '2', text: each((lang) => fill(T[lang], { nak: lang === 'en' ? nakshatraName('en', n) : nakshatraName(lang, n).replace(/ \(.*\)$/, ''), lord: planetShort(lang, lord) })) });
  }
  return out;
}

/** Favourable transit houses from the natal Moon (Phaladeepika ch. 26), as src/astrology/horoscope.ts uses them. */
export const GOCHARA_FAVOURABLE: Record<Graha, number[]> = {
  Sun: [3, 6, 10, 11], Moon: [1, 3, 6, 7, 10, 11], Mars: [3, 6, 11], Mercury: [2, 4, 6, 8, 10, 11],
  Jupiter: [2, 5, 7, 9, 11], Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12], Saturn: [3, 6, 11], Rahu: [3, 6, 11], Ketu: [3, 6, 11],
};
function gocharaNotes(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (const g of GRAHAS) {
    for (let h = 1; h <= 12; h++) {
      const good = GOCHARA_FAVOURABLE[g].includes(h);
      const sadeSati = g === 'Saturn' && [12, 1, 2].includes(h);
      const T = {
        en: `Transit of {planet} through the {ord} from the natal Moon: ${good ? 'a favourable position' : 'not one of its favourable positions'} (for {planet}: houses {list}), so {hm} ${good ? 'are supported' : 'need care'}.${sadeSati ? ' Saturn over the 12th, 1st and 2nd from the Moon is the seven-and-a-half-year sade sati.' : ''}`,
        hi: `जन्म चंद्र से {ord} में {planet} का गोचर: ${good ? 'शुभ स्थिति' : 'शुभ स्थितियों में नहीं'} ({planet} के लिए भाव {list}), अतः {hm} ${good ? 'को सहारा मिलता है' : 'में सावधानी चाहिए'}।${sadeSati ? ' चंद्र से 12, 1 और 2 में शनि का गोचर साढ़ेसाती है।' : ''}`,
        ta: `ஜன்ம சந்திரனிலிருந்து {ordLoc} {planet} கோசாரம்: ${good ? 'சாதகமான நிலை' : 'சாதகமான நிலைகளில் இல்லை'} ({planet}-க்கு பாவங்கள் {list}), எனவே {hm} ${good ? 'விஷயங்களுக்குத் துணை' : 'விஷயங்களில் கவனம் தேவை'}.${sadeSati ? ' சந்திரனுக்கு 12, 1, 2-ல் சனி சஞ்சாரம் ஏழரைச் சனி.' : ''}`,
      };
      out.push({ id: `pd-26-gochara-${slug(g)}-${h}`, rule: { kind: 'gochara', planet: g, houseFromMoon: h }, topics: ['timing'],
        work: PHALADEEPIKA, chapter: '26', verse: null,
        text: each((lang) => fill(T[lang], { planet: planetShort(lang, g), ord: houseOrdinal(lang, h), ordLoc: houseLocative(lang, h), list: GOCHARA_FAVOURABLE[g].join(', '), hm: HOUSE_MEANING[h - 1][lang] })) });
    }
  }
  return out;
}

function vargaNotes(): CorpusEntry[] {
  const out: CorpusEntry[] = [
    { id: 'bphs-7-use-d9', rule: { kind: 'varga_use', chart: 'D9' }, topics: ['marriage', 'personality'], work: BPHS, chapter: '7', verse: '1-8', text: {
      en: 'Use of the divisional charts: the spouse is judged from the navamsa (D9); a planet strong in the navamsa keeps its promise.',
      hi: 'वर्गों का उपयोग: जीवनसाथी का विचार नवांश (D9) से होता है; नवांश में बलवान ग्रह अपना वचन निभाता है।',
      ta: 'வர்க்கங்களின் பயன்: வாழ்க்கைத் துணை நவாம்சத்திலிருந்து (D9) அறியப்படும்; நவாம்சத்தில் வலுவான கிரகம் தன் வாக்கைக் காக்கும்.' } },
    { id: 'bphs-7-use-d10', rule: { kind: 'varga_use', chart: 'D10' }, topics: ['career'], work: BPHS, chapter: '7', verse: '1-8', text: {
      en: 'Use of the divisional charts: power and position (career) are judged from the dasamsa (D10).',
      hi: 'वर्गों का उपयोग: शक्ति और पद (करियर) का विचार दशमांश (D10) से होता है।',
      ta: 'வர்க்கங்களின் பயன்: அதிகாரமும் பதவியும் (தொழில்) தசாம்சத்திலிருந்து (D10) அறியப்படும்.' } },
  ];
  for (const g of GRAHAS) {
    const T = {
      en: '{planet} is vargottama (the same sign in the rasi and the navamsa): it acts as a strong planet and gives good results of its significations ({m}).',
      hi: '{planet} वर्गोत्तम है (राशि और नवांश में एक ही राशि): यह बलवान ग्रह की तरह अपने कारकत्व ({m}) के शुभ फल देता है।',
      ta: '{planet} வர்கோத்தமம் (ராசியிலும் நவாம்சத்திலும் ஒரே ராசி): வலுவான கிரகம் போல தன் காரகத்துவங்களின் ({m}) நற்பலன் தரும்.',
    };
    out.push({ id: `pd-3-vargottama-${slug(g)}`, rule: { kind: 'vargottama', planet: g }, topics: uniq(['personality', ...PLANET_TOPICS[g]]),
      work: PHALADEEPIKA, chapter: '3', verse: null, text: each((lang) => fill(T[lang], { planet: planetShort(lang, g), m: PLANET_MEANING[g][lang] })) });
  }
  return out;
}

const WEEKDAY: Record<Graha, Localized> = {
  Sun: { en: 'Sunday', hi: 'रविवार', ta: 'ஞாயிறு' }, Moon: { en: 'Monday', hi: 'सोमवार', ta: 'திங்கள்' },
  Mars: { en: 'Tuesday', hi: 'मंगलवार', ta: 'செவ்வாய்' }, Mercury: { en: 'Wednesday', hi: 'बुधवार', ta: 'புதன்' },
  Jupiter: { en: 'Thursday', hi: 'गुरुवार', ta: 'வியாழன்' }, Venus: { en: 'Friday', hi: 'शुक्रवार', ta: 'வெள்ளி' },
  Saturn: { en: 'Saturday', hi: 'शनिवार', ta: 'சனி' }, Rahu: { en: 'Saturday', hi: 'शनिवार', ta: 'சனி' }, Ketu: { en: 'Tuesday', hi: 'मंगलवार', ta: 'செவ்வாய்' },
};
function remedyNotes(): CorpusEntry[] {
  return GRAHAS.map((g) => ({
    id: `bphs-${ANTARDASHA_CHAPTER[g]}-remedy-${slug(g)}`, rule: { kind: 'remedy', planet: g } as const, topics: ['remedies'] as Intent[],
    work: BPHS, chapter: ANTARDASHA_CHAPTER[g], verse: null,
    text: each((lang) => fill({
      en: 'When {planet} is weak or troubles its period, Parashara prescribes propitiation: japa of {planet}\'s mantra, worship and charity (dana), traditionally begun on {day}; the remedy eases, it does not erase, the effect.',
      hi: 'जब {planet} निर्बल हो या अपनी दशा में कष्ट दे, तब पराशर शांति बताते हैं: {planet} के मंत्र का जप, पूजा और दान, परंपरा से {day} को आरंभ; उपाय प्रभाव को कम करता है, मिटाता नहीं।',
      ta: '{planet} பலவீனமாக இருந்தாலோ தன் தசையில் சிரமம் தந்தாலோ பராசரர் சாந்தி கூறுகிறார்: {planet} மந்திர ஜபம், வழிபாடு, தானம், மரபுப்படி {day} அன்று தொடக்கம்; பரிகாரம் பலனைக் குறைக்கும், அழிக்காது.',
    }[lang], { planet: planetShort(lang, g), day: WEEKDAY[g][lang] })),
  }));
}

const KOOT_MEANING: Record<KootName, Localized> = {
  Varna: { en: 'spiritual temperament', hi: 'आध्यात्मिक स्वभाव', ta: 'ஆன்மீக இயல்பு' },
  Vashya: { en: 'mutual attraction and influence', hi: 'परस्पर आकर्षण और प्रभाव', ta: 'பரஸ்பர ஈர்ப்பு' },
  Tara: { en: 'wellbeing through the birth stars', hi: 'जन्म नक्षत्रों से कल्याण', ta: 'ஜன்ம நட்சத்திரங்களால் நலம்' },
  Yoni: { en: 'physical and instinctive compatibility', hi: 'शारीरिक और स्वाभाविक अनुकूलता', ta: 'உடல், இயல்புப் பொருத்தம்' },
  'Graha Maitri': { en: 'friendship of the Moon-sign lords, mental accord', hi: 'राशि स्वामियों की मित्रता, मानसिक सामंजस्य', ta: 'ராசி அதிபதிகளின் நட்பு, மனப் பொருத்தம்' },
  Gana: { en: 'temperament (deva, manushya, rakshasa)', hi: 'स्वभाव (देव, मनुष्य, राक्षस)', ta: 'குணம் (தேவ, மனித, ராட்சச)' },
  Bhakoot: { en: 'the relative position of the Moon signs: family welfare and prosperity', hi: 'चंद्र राशियों की परस्पर स्थिति: परिवार का कल्याण और समृद्धि', ta: 'சந்திர ராசிகளின் பரஸ்பர நிலை: குடும்ப நலம், செழிப்பு' },
  Nadi: { en: 'constitution and the health of progeny', hi: 'प्रकृति और संतान का स्वास्थ्य', ta: 'உடல் இயல்பு, சந்ததி நலம்' },
};
function kootNotes(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (const koot of Object.keys(KOOT_MEANING) as KootName[]) {
    for (const outcome of ['full', 'none'] as const) {
      const T = outcome === 'full'
        ? { en: '{koot} koot ({m}) scores its full points: the two charts agree in this respect.', hi: '{koot} कूट ({m}) को पूर्ण अंक: दोनों कुंडलियाँ इस दृष्टि से मेल खाती हैं।', ta: '{koot} பொருத்தம் ({m}) முழு மதிப்பெண்: இரு ஜாதகங்களும் இதில் ஒத்துப்போகின்றன.' }
        : { en: '{koot} koot ({m}) scores nothing: a point of friction in this respect, to be weighed with the whole match and the charts.', hi: '{koot} कूट ({m}) को शून्य अंक: इस दृष्टि से घर्षण, जिसे पूरे मिलान और कुंडलियों के साथ तौलना चाहिए।', ta: '{koot} பொருத்தம் ({m}) பூஜ்யம்: இதில் உரசல், முழுப் பொருத்தத்துடனும் ஜாதகங்களுடனும் சேர்த்து எடைபோட வேண்டும்.' };
      out.push({ id: `mc-6-koot-${slug(koot)}-${outcome}`, rule: { kind: 'koot', koot, outcome }, topics: ['compatibility', 'marriage'],
        work: MUHURTA_CHINTAMANI, chapter: '6', verse: null, text: each((lang) => fill(T[lang], { koot, m: KOOT_MEANING[koot][lang] })) });
    }
  }
  return out;
}

/**
 * Muhurta rules the puja-planner and temple-assistant agents apply to a day (src/agents/). Muhurta Chintamani ch. 1
 * (Shubhashubha prakarana: the good and bad tithis, yogas, karanas and nakshatras); the festival day by the tithi that
 * prevails at the observance's kala: Nirnaya Sindhu, first pariccheda (general rules of tithi determination).
 * Chapter only, verse null (not checked). Rahu kalam, Yamaganda and Gulika kalam have no note: they are a later
 * (South Indian) panchang convention, not a rule of these works.
 */
export const MUHURTA_NOTES: readonly { id: string; rule: MuhurtaRule; work: string; chapter: string; text: Localized }[] = [
  { id: 'mc-1-rikta-tithi', rule: 'rikta_tithi', work: MUHURTA_CHINTAMANI, chapter: '1', text: {
    en: 'Chaturthi, Navami and Chaturdashi of either paksha are rikta (empty) tithis: auspicious undertakings are not begun on them.',
    hi: 'दोनों पक्षों की चतुर्थी, नवमी और चतुर्दशी रिक्ता तिथियाँ हैं: इनमें शुभ कार्य आरंभ नहीं किए जाते।',
    ta: 'இரு பட்சங்களின் சதுர்த்தி, நவமி, சதுர்தசி ரிக்தா (வெற்று) திதிகள்: இவற்றில் சுப காரியங்கள் தொடங்கப்படுவதில்லை.' } },
  { id: 'mc-1-amavasya', rule: 'amavasya', work: MUHURTA_CHINTAMANI, chapter: '1', text: {
    en: 'Amavasya, the new-Moon tithi, is set aside for the ancestors and avoided for auspicious beginnings.',
    hi: 'अमावस्या पितरों के लिए है; शुभ कार्यों के आरंभ के लिए इसे टाला जाता है।',
    ta: 'அமாவாசை முன்னோர்களுக்கு உரியது; சுப காரியங்களைத் தொடங்க அது தவிர்க்கப்படுகிறது.' } },
  { id: 'mc-1-vyatipata-vaidhriti', rule: 'vyatipata_vaidhriti', work: MUHURTA_CHINTAMANI, chapter: '1', text: {
    en: 'Vyatipata and Vaidhriti are the most harmful of the 27 yogas: a day under them is rejected for any auspicious act.',
    hi: 'सत्ताईस योगों में व्यतीपात और वैधृति सबसे अशुभ हैं: इनके दिन कोई शुभ कार्य नहीं किया जाता।',
    ta: '27 யோகங்களில் வ்யதீபாதமும் வைத்ருதியும் மிகக் கெடுதியானவை: அவற்றின் நாள் எந்த சுப காரியத்துக்கும் விலக்கப்படும்.' } },
  { id: 'mc-1-vishti-karana', rule: 'vishti_karana', work: MUHURTA_CHINTAMANI, chapter: '1', text: {
    en: 'Vishti (Bhadra) karana is inauspicious: an auspicious act is not performed while it runs.',
    hi: 'विष्टि (भद्रा) करण अशुभ है: जब तक वह रहे, शुभ कार्य नहीं किया जाता।',
    ta: 'விஷ்டி (பத்ரா) கரணம் அசுபம்: அது நடக்கும் நேரத்தில் சுப காரியம் செய்யப்படுவதில்லை.' } },
  { id: 'mc-1-shubha-nakshatra', rule: 'shubha_nakshatra', work: MUHURTA_CHINTAMANI, chapter: '1', text: {
    en: 'The fixed, soft, light and movable nakshatras (Ashwini, Rohini, Mrigashira, Punarvasu, Pushya, Uttara Phalguni, Hasta, Chitra, Swati, Anuradha, Uttara Ashadha, Shravana, Dhanishta, Shatabhisha, Uttara Bhadrapada, Revati) favour auspicious acts.',
    hi: 'स्थिर, मृदु, लघु और चर नक्षत्र (अश्विनी, रोहिणी, मृगशिरा, पुनर्वसु, पुष्य, उत्तरा फाल्गुनी, हस्त, चित्रा, स्वाती, अनुराधा, उत्तराषाढ़ा, श्रवण, धनिष्ठा, शतभिषा, उत्तरा भाद्रपद, रेवती) शुभ कार्यों के अनुकूल हैं।',
    ta: 'ஸ்திர, மிருது, லகு, சர நட்சத்திரங்கள் (அஸ்வினி, ரோகிணி, மிருகசீரிடம், புனர்பூசம், பூசம், உத்திரம், அஸ்தம், சித்திரை, சுவாதி, அனுஷம், உத்திராடம், திருவோணம், அவிட்டம், சதயம், உத்திரட்டாதி, ரேவதி) சுப காரியங்களுக்கு உகந்தவை.' } },
  { id: 'mc-1-shukla-paksha', rule: 'shukla_paksha', work: MUHURTA_CHINTAMANI, chapter: '1', text: {
    en: 'The bright half (Shukla paksha), when the Moon waxes and gains strength, is preferred for auspicious acts.',
    hi: 'शुक्ल पक्ष, जब चंद्रमा बढ़ता और बलवान होता है, शुभ कार्यों के लिए श्रेष्ठ है।',
    ta: 'சந்திரன் வளர்ந்து பலம் பெறும் சுக்ல பட்சம் சுப காரியங்களுக்குச் சிறந்தது.' } },
  { id: 'mc-1-tithi-classes', rule: 'tithi_classes', work: MUHURTA_CHINTAMANI, chapter: '1', text: {
    en: 'The tithis fall in five classes, nanda, bhadra, jaya, rikta and purna; Dwitiya, Tritiya, Panchami, Saptami, Dashami, Ekadashi and Trayodashi are good for auspicious acts.',
    hi: 'तिथियाँ पाँच वर्गों में हैं — नंदा, भद्रा, जया, रिक्ता और पूर्णा; द्वितीया, तृतीया, पंचमी, सप्तमी, दशमी, एकादशी और त्रयोदशी शुभ कार्यों के लिए अच्छी हैं।',
    ta: 'திதிகள் நந்தா, பத்ரா, ஜயா, ரிக்தா, பூர்ணா என ஐந்து வகை; துவிதியை, திருதியை, பஞ்சமி, சப்தமி, தசமி, ஏகாதசி, திரயோதசி சுப காரியங்களுக்கு நல்லவை.' } },
  { id: 'ns-1-tithi-at-kala', rule: 'tithi_at_kala', work: NIRNAYA_SINDHU, chapter: '1', text: {
    en: 'An observance is kept on the day its tithi prevails at the time (kala) the observance belongs to: sunrise, midday, afternoon, evening twilight (pradosh) or midnight.',
    hi: 'व्रत-पर्व उस दिन मनाया जाता है जिस दिन उसकी तिथि उसके निर्धारित काल में हो: सूर्योदय, मध्याह्न, अपराह्न, प्रदोष या निशीथ।',
    ta: 'ஒரு விரதம் அல்லது பண்டிகை, அதன் திதி அதற்குரிய காலத்தில் (சூரிய உதயம், மத்தியானம், அபராஹ்ணம், பிரதோஷம், நிசீதம்) நிலவும் நாளில் கடைப்பிடிக்கப்படும்.' } },
];
const muhurtaNotes = (): CorpusEntry[] => MUHURTA_NOTES.map((n) => ({
  id: n.id, rule: { kind: 'muhurta' as const, rule: n.rule }, topics: ['timing' as const], work: n.work, chapter: n.chapter, verse: null, text: n.text,
}));

function build(): CorpusEntry[] {
  const all = [
    ...signNotes(), ...planetSignNotes(), ...dignityNotes(), ...planetInHouseNotes(), ...lordInHouseNotes(),
    ...YOGAS.map((y) => ({ id: `${y.work === BPHS ? 'bphs' : 'pd'}-${y.chapter}-yoga-${slug(y.yoga)}`, rule: { kind: 'yoga' as const, yoga: y.yoga }, topics: uniq<Intent>([...y.topics, 'strengths', ...(y.yoga === 'Kemadruma' ? ['dosha' as const] : [])]), work: y.work, chapter: y.chapter, verse: null, text: y.text })),
    ...dashaNotes(), ...nakshatraNotes(), ...gocharaNotes(), ...vargaNotes(), ...remedyNotes(), ...kootNotes(), ...muhurtaNotes(),
    ...DOSHA_NOTES, ...TIMING_NOTES,
  ];
  const seen = new Set<string>();
  for (const e of all) {
    if (seen.has(e.id)) throw new Error(`corpus: duplicate id ${e.id}`);
    seen.add(e.id);
    for (const l of LANGS) if (!e.text[l]) throw new Error(`corpus: ${e.id} has no ${l} text`);
  }
  return all;
}

export const CORPUS: readonly CorpusEntry[] = build();
export const CORPUS_BY_ID: ReadonlyMap<string, CorpusEntry> = new Map(CORPUS.map((e) => [e.id, e]));
/** The corpus note of each muhurta rule the agents apply. */
export const MUHURTA_NOTE: Readonly<Record<MuhurtaRule, CorpusEntry>> = Object.fromEntries(
  CORPUS.flatMap((e) => (e.rule.kind === 'muhurta' ? [[e.rule.rule, e]] : [])),
) as Record<MuhurtaRule, CorpusEntry>;
