/** What the question is about, from keywords in English, Hindi and Tamil (checked in this order: the first wins). */
import type { Intent } from './corpus/rules';

const RULES: [Intent, RegExp][] = [
  ['compatibility', /compatib|match(ing)?\b|kundali milan|guna milan|porutham|\bkoot|ashtakoota|मिलान|गुण मिलान|मेल\s|பொருத்தம்|பொருத்த/iu],
  ['remedies', /remed|upay|\bmantra|gemstone|\bpuja|propitiat|उपाय|उपचार|पूजा|பரிகார|பரிஹார|வழிபாடு/iu],
  ['timing', /next\s+year|कब\s|कब$|எப்போது|this\s+year|coming\s+(year|months)|when\s+will|transit|gochar|sade\s*sati|अगले\s+साल|इस\s+साल|गोचर|साढ़े\s*साती|அடுத்த\s+ஆண்டு|இந்த\s+ஆண்டு|கோசார|ஏழரை/iu],
  ['dasha', /dasha|dasa\b|mahadasha|antardasha|bhukti|\bperiod\b|दशा|அந்தர|தசை|தசா|புக்தி/iu],
  ['career', /career|\bjob|profession|occupation|\bwork\b|business|promotion|करियर|कैरियर|नौकरी|व्यवसाय|पेशा|व्यापार|தொழில்|வேலை|உத்தியோக/iu],
  ['marriage', /marri|spouse|wife|husband|\blove\b|relationship|partner|wedding|विवाह|शादी|जीवनसाथी|पत्नी|पति|प्रेम|திருமண|கல்யாண|வாழ்க்கைத் துணை|மனைவி|கணவ|காதல்/iu],
  ['health', /health|disease|illness|sick|medical|स्वास्थ्य|सेहत|रोग|बीमारी|உடல்நல|ஆரோக்கிய|நோய்/iu],
  ['finance', /money|wealth|financ|income|rich|salary|savings|invest|धन|पैसा|आर्थिक|वित्त|संपत्ति|செல்வ|பணம்|நிதி|வருமான/iu],
  ['personality', /personality|nature|lagna|ascendant|rising|character|temperament|who am i|स्वभाव|व्यक्तित्व|लग्न|குணம்|லக்ன|இயல்பு|சுபாவ/iu],
];

/** Words that show the question is about astrology at all (then a general reading is given). */
const ASTRO = /chart|kundali|kundli|horoscope|astrolog|jyotish|birth|born|planet|moon sign|rashi|nakshatra|janam|जन्म|कुंडली|ज्योतिष|राशि|नक्षत्र|ग्रह|ஜாதக|பிறந்த|ஜோதிட|ராசி|நட்சத்திர|கிரக/iu;

export function intentOf(text: string): Intent | null {
  for (const [intent, re] of RULES) if (re.test(text)) return intent;
  return null;
}

export const mentionsAstrology = (text: string): boolean => ASTRO.test(text);

/** The user speaks of a partner: their details follow the cue. */
export const PARTNER_CUE = /\b(my\s+)?(partner|wife|husband|fianc[ée]e?|girlfriend|boyfriend|spouse|bride|groom)\b|(?:^|\s)(she|he)\s+was\s+born|पत्नी|पति|साथी|मंगेतर|प्रेमिका|प्रेमी|மனைவி|கணவர்|கணவன்|துணை|காதலி|காதலன்/iu;
/** The user speaks of their own birth: details after this are the user's. */
export const USER_CUE = /\bI\s+was\s+born|\bI\s+am\s+born|\bmy\s+(birth|dob|date\s+of\s+birth)\b|मेरा\s+जन्म|मैं\s+\S+\s+को\s+पैदा|நான்\s/iu;
/** Roles for ashtakoota (read as groom and bride): the user's own words decide, never a guess. */
export const USER_IS_GROOM = /\bmy\s+(wife|girlfriend|fianc[ée]e|bride)\b|\bi\s+am\s+(a\s+|the\s+)?(man|male|boy|groom)\b|partner\s+is\s+the\s+bride|पत्नी|प्रेमिका|साथी\s+वधू|मैं\s+वर|மனைவி|காதலி|துணை\s+மணமகள்|நான்\s+மணமகன்/iu;
export const USER_IS_BRIDE = /\bmy\s+(husband|boyfriend|fianc[ée]|groom)\b|\bi\s+am\s+(a\s+|the\s+)?(woman|female|girl|bride)\b|partner\s+is\s+the\s+groom|पति|प्रेमी|मैं\s+वधू|கணவர்|கணவன்|காதலன்|நான்\s+மணமகள்/iu;
