/** Cues in English, Hindi and Tamil that the question parts (asked.ts) do not cover: whether a text is about astrology
 * at all, and whose birth or which role (groom, bride) a sentence speaks of. */
/** Words that show the question is about astrology at all (then a general reading is given). */
const ASTRO = /chart|kundali|kundli|horoscope|astrolog|jyotish|birth|born|planet|moon sign|rashi|nakshatra|janam|जन्म|कुंडली|ज्योतिष|राशि|नक्षत्र|ग्रह|ஜாதக|பிறந்த|ஜோதிட|ராசி|நட்சத்திர|கிரக/iu;

export const mentionsAstrology = (text: string): boolean => ASTRO.test(text);

/** The user speaks of a partner: their details follow the cue. */
export const PARTNER_CUE = /\b(my\s+)?(partner|wife|husband|fianc[ée]e?|girlfriend|boyfriend|spouse|bride|groom)\b|(?:^|\s)(she|he)\s+was\s+born|पत्नी|पति|साथी|मंगेतर|प्रेमिका|प्रेमी|மனைவி|கணவர்|கணவன்|துணை|காதலி|காதலன்/iu;
/** The user speaks of their own birth: details after this are the user's. */
export const USER_CUE = /\bI\s+was\s+born|\bI\s+am\s+born|\bmy\s+(birth|dob|date\s+of\s+birth)\b|मेरा\s+जन्म|मैं\s+\S+\s+को\s+पैदा|நான்\s/iu;
/** Roles for ashtakoota (read as groom and bride): the user's own words decide, never a guess. */
export const USER_IS_GROOM = /\bmy\s+(wife|girlfriend|fianc[ée]e|bride)\b|\bi\s+am\s+(a\s+|the\s+)?(man|male|boy|groom)\b|partner\s+is\s+the\s+bride|पत्नी|प्रेमिका|साथी\s+वधू|मैं\s+वर|மனைவி|காதலி|துணை\s+மணமகள்|நான்\s+மணமகன்/iu;
export const USER_IS_BRIDE = /\bmy\s+(husband|boyfriend|fianc[ée]|groom)\b|\bi\s+am\s+(a\s+|the\s+)?(woman|female|girl|bride)\b|partner\s+is\s+the\s+groom|पति|प्रेमी|मैं\s+वधू|கணவர்|கணவன்|காதலன்|நான்\s+மணமகள்/iu;
