/**
 * Questions back to the user: what exactly is missing or ambiguous (never guessed), and the polite redirect for
 * questions that are not about astrology. en, hi, ta.
 */
import type { AstrologyAnswer } from '../../providers/builtin/astrology';
import { fill } from '../i18n';
import type { Language, Localized } from './lexicon';
import { FOLLOW_UP_QUESTIONS } from './compose';

export type Missing = 'date' | 'time' | 'time_unknown' | 'place';
export type Ask =
  | { kind: 'missing'; whose: 'user' | 'partner'; missing: Missing[]; invalid?: boolean }
  | { kind: 'ambiguous'; whose: 'user' | 'partner'; name: string; options: string[] }
  | { kind: 'unknown_place'; whose: 'user' | 'partner'; name: string }
  | { kind: 'role' };

const ITEM: Record<Missing, Localized> = {
  date: { en: 'date of birth (for example 12 March 1990)', hi: 'जन्म तिथि (जैसे 12 मार्च 1990)', ta: 'பிறந்த தேதி (எ.கா. 12 மார்ச் 1990)' },
  time: { en: 'time of birth (for example 14:30 or 2:30 pm)', hi: 'जन्म समय (जैसे 14:30 या दोपहर 2:30)', ta: 'பிறந்த நேரம் (எ.கா. 14:30 அல்லது மதியம் 2:30)' },
  time_unknown: { en: 'time of birth (for example 14:30 or 2:30 pm)', hi: 'जन्म समय (जैसे 14:30 या दोपहर 2:30)', ta: 'பிறந்த நேரம் (எ.கா. 14:30 அல்லது மதியம் 2:30)' },
  place: { en: 'place of birth (city and country, for example Chennai, India)', hi: 'जन्म स्थान (शहर और देश, जैसे चेन्नई, भारत)', ta: 'பிறந்த இடம் (நகரம், நாடு, எ.கா. சென்னை, இந்தியா)' },
};
const T = {
  needUser: { en: 'To compute your chart I need your {items}.', hi: 'आपकी कुंडली बनाने के लिए मुझे आपकी {items} चाहिए।', ta: 'உங்கள் ஜாதகம் கணிக்க உங்கள் {items} தேவை.' },
  needPartner: { en: 'For the compatibility reading I also need your partner\'s {items}.', hi: 'मिलान के लिए मुझे आपके साथी की {items} भी चाहिए।', ta: 'பொருத்தம் பார்க்க உங்கள் துணையின் {items} தேவை.' },
  invalid: { en: 'The {items} given cannot be a real one; please check it.', hi: 'दी गई {items} सही नहीं हो सकती; कृपया जाँच लें।', ta: 'கொடுக்கப்பட்ட {items} சரியானதாக இருக்க முடியாது; சரிபார்க்கவும்.' },
  timeWhy: { en: 'The lagna and the houses change about every two hours, so I will not guess the time.', hi: 'लग्न और भाव लगभग हर दो घंटे में बदलते हैं, इसलिए मैं समय का अनुमान नहीं लगाऊँगा।', ta: 'லக்னமும் பாவங்களும் சுமார் இரண்டு மணி நேரத்துக்கு ஒருமுறை மாறும்; எனவே நேரத்தை ஊகிக்க மாட்டேன்.' },
  timeUnknown: { en: 'Without the birth time the lagna and houses cannot be computed. A birth certificate or family records often have it; send it as, for example, 14:30.', hi: 'जन्म समय के बिना लग्न और भाव नहीं निकल सकते। जन्म प्रमाणपत्र या परिवार के रिकॉर्ड में अक्सर यह होता है; इसे 14:30 जैसे भेजें।', ta: 'பிறந்த நேரம் இல்லாமல் லக்னமும் பாவங்களும் கணிக்க முடியாது. பிறப்புச் சான்றிதழ் அல்லது குடும்பக் குறிப்புகளில் இருக்கலாம்; 14:30 போல அனுப்பவும்.' },
  ambiguous: { en: 'There is more than one place called {name}: {options}. Which one {who} born in?', hi: '{name} नाम के एक से अधिक स्थान हैं: {options}। {who} किसमें जन्म हुआ?', ta: '{name} என்ற பெயரில் ஒன்றுக்கு மேற்பட்ட இடங்கள் உள்ளன: {options}. {who} எங்கு பிறந்தீர்கள்?' },
  whoUser: { en: 'were you', hi: 'आपका', ta: 'நீங்கள்' },
  whoPartner: { en: 'was your partner', hi: 'आपके साथी का', ta: 'உங்கள் துணை' },
  unknown: { en: 'I could not find "{name}" among the places I know (GeoNames cities of 1000 people or more). Please name a nearby larger city with its country, or give the latitude and longitude.', hi: 'मुझे ज्ञात स्थानों में "{name}" नहीं मिला। कृपया पास का बड़ा शहर देश सहित बताएँ, या अक्षांश और देशांतर दें।', ta: 'எனக்குத் தெரிந்த இடங்களில் "{name}" கிடைக்கவில்லை. அருகிலுள்ள பெரிய நகரத்தை நாட்டுடன் கூறவும், அல்லது அட்சரேகை, தீர்க்கரேகை தரவும்.' },
  role: { en: 'Ashtakoota matching reads the two charts as groom and bride, and some koots count from one side. Which of you is the bride: you or your partner?', hi: 'अष्टकूट मिलान दोनों कुंडलियों को वर और वधू के रूप में पढ़ता है, और कुछ कूट एक पक्ष से गिने जाते हैं। वधू कौन है: आप या आपके साथी?', ta: 'அஷ்டகூட பொருத்தம் இரு ஜாதகங்களை மணமகன், மணமகள் எனப் படிக்கிறது; சில கூடங்கள் ஒரு பக்கத்திலிருந்து எண்ணப்படும். மணமகள் யார்: நீங்களா, உங்கள் துணையா?' },
  offTopic: { en: 'I am Graha\'s astrology model: ask me about your birth chart (personality, career, marriage and other areas of life), doshas such as sade sati, your dasha and timing, compatibility, remedies, Western signs, or, with no birth details, a day\'s panchang, a muhurta or a festival date. For a chart, give your birth date, time and place.', hi: 'मैं ग्रह का ज्योतिष मॉडल हूँ, इसलिए केवल ज्योतिष में मदद कर सकता हूँ: आपकी जन्म कुंडली (लग्न, चंद्र राशि, नक्षत्र, स्वभाव, करियर, विवाह, संतान, स्वास्थ्य, धन आदि), मांगलिक दोष और साढ़ेसाती जैसे दोष, दशा, घटनाओं का संभावित समय और वर्षफल, मिलान, उपाय, पाश्चात्य (सायन) राशियाँ, और बिना जन्म विवरण के किसी दिन का पंचांग, शुभ मुहूर्त और त्योहारों की तिथियाँ। कुंडली के लिए अपनी जन्म तिथि, समय और स्थान बताइए।', ta: 'நான் கிரஹாவின் ஜோதிட மாதிரி; ஜோதிடத்தில் மட்டுமே உதவ முடியும்: உங்கள் ஜாதகம் (லக்னம், சந்திர ராசி, நட்சத்திரம், குணம், தொழில், திருமணம், குழந்தைகள், உடல்நலம், செல்வம் முதலியவை), செவ்வாய் தோஷம், ஏழரைச் சனி போன்ற தோஷங்கள், தசை, நிகழ்வுகளின் காலம், வரும் ஆண்டு, பொருத்தம், பரிகாரம், மேற்கத்திய (சாயன) ராசிகள், மற்றும் பிறப்பு விவரம் இல்லாமலே ஒரு நாளின் பஞ்சாங்கம், சுப முகூர்த்தம், பண்டிகை தேதிகள். ஜாதகத்துக்கு உங்கள் பிறந்த தேதி, நேரம், இடம் கூறுங்கள்.' },
  brideMe: { en: 'I am the bride', hi: 'मैं वधू हूँ', ta: 'நான் மணமகள்' },
  brideThem: { en: 'My partner is the bride', hi: 'मेरी साथी वधू है', ta: 'என் துணை மணமகள்' },
};

const join = (lang: Language, xs: string[]) => (lang === 'en' && xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : xs.join(', '));

export function askFor(lang: Language, ask: Ask): AstrologyAnswer {
  switch (ask.kind) {
    case 'missing': {
      const items = join(lang, ask.missing.map((m) => ITEM[m][lang]));
      const parts = [ask.invalid ? fill(T.invalid[lang], { items }) : fill((ask.whose === 'user' ? T.needUser : T.needPartner)[lang], { items })];
      if (ask.missing.includes('time_unknown')) parts.push(T.timeUnknown[lang]);
      else if (ask.missing.includes('time')) parts.push(T.timeWhy[lang]);
      return { text: parts.join(' ') };
    }
    case 'ambiguous':
      return {
        text: fill(T.ambiguous[lang], { name: ask.name, options: ask.options.join('; '), who: (ask.whose === 'user' ? T.whoUser : T.whoPartner)[lang] }),
        followUp: ask.options.slice(0, 4),
      };
    case 'unknown_place':
      return { text: fill(T.unknown[lang], { name: ask.name }) };
    case 'role':
      return { text: T.role[lang], followUp: [T.brideMe[lang], T.brideThem[lang]] };
  }
}

export function offTopic(lang: Language): AstrologyAnswer {
  return { text: T.offTopic[lang], followUp: [FOLLOW_UP_QUESTIONS.career[lang], FOLLOW_UP_QUESTIONS.marriage[lang], FOLLOW_UP_QUESTIONS.period[lang]] };
}
