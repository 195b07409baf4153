/**
 * What a question asks of the chart tools beyond the rasi chart (asked.ts calls these): the Varshaphal (Tajika annual
 * chart), Jaimini (chara karakas, karakamsa, arudha padas, rashi drishti), KP (cuspal lords, significators, ruling
 * planets, horary by number) and Chiron and the asteroids named in a Western question. Keywords in English, Hindi
 * and Tamil, with the usual transliterations (varshphal, atmakarak, arudh, sub lord ...).
 */
import type { JaiminiItem, KpItem, Part } from './parts';

const re = (src: string) => new RegExp(src, 'iu');
const firstAt = (text: string, r: RegExp): number => { const m = r.exec(text); return m ? m.index : -1; };

/** The Varshaphal: the words for the annual chart, its Muntha and year lord, the Tajika yogas, the solar return. */
export const VARSHAPHAL = re(`var(a)?sh(a)?\\s*-?\\s*ph?al|varshphal|varsh\\s*fal|varsha\\s*pravesh|tajik(?!istan)|annual\\s+(horoscope|chart)|solar\\s+return|year\\s*lord|varshesh|munth|mudda|वर्षफल|वर्ष\\s*फल|वर्षप्रवेश|वर्ष\\s*प्रवेश|मुंथा|मुन्था|वर्षेश|ताजिक|मुद्दा\\s*दशा|வருஷ\\s*பல|வருட\\s*பல|வர்ஷ\\s*பல|வருடாந்திர\\s*ஜாதக|தாஜிக|முந்தா|வர்ஷேச`);
/** A completed age ("at age 37", "37 years old", "37 साल की उम्र", "37 வயது"): the return of that birthday. */
const AGE = /(?:\bat\s+)?\bage\s+(\d{1,3})\b|\b(\d{1,3})\s*years?\s+old|\b(\d{1,3})(?:st|nd|rd|th)\s+birthday|(\d{1,3})\s*(?:साल|वर्ष)\s*की\s*(?:उम्र|आयु)|(?:उम्र|आयु)\s*(\d{1,3})|(\d{1,3})\s*(?:வயது|வயதில்|ஆவது\s*பிறந்த)|வயது\s*(\d{1,3})/iu;

export function ageOf(text: string): number | undefined {
  const m = AGE.exec(text);
  if (!m) return undefined;
  const v = Number(m.slice(1).find((x) => x !== undefined));
  return Number.isInteger(v) && v >= 0 && v <= 150 ? v : undefined;
}

const JAIMINI_RULES: [JaiminiItem, RegExp][] = [
  ['karakas', re(`chara\\s*karak|char\\s*karak|\\bmy\\s+karakas\\b|all\\s+(the\\s+)?karak|amatya\\s*karak|amatyakarak|dara\\s*karak|darakarak|putra\\s*karak|matri\\s*karak|pitri\\s*karak|bhratri\\s*karak|gnati\\s*karak|चर\\s*कारक|अमात्य\\s*कारक|अमात्यकारक|दारा?\\s*कारक|दाराकारक|दारकारक|पुत्र\\s*कारक|मातृ\\s*कारक|पितृ\\s*कारक|भ्रातृ\\s*कारक|ज्ञाति\\s*कारक|சர\\s*காரக|அமாத்ய\\s*காரக|அமாத்யகாரக|தார\\s*காரக|தாரகாரக|புத்ர\\s*காரக|மாத்ரு\\s*காரக|பித்ரு\\s*காரக|பிராத்ரு\\s*காரக|ஞாதி\\s*காரக`)],
  ['atmakaraka', re(`a+tma\\s*-?\\s*karak|atmakarak|soul\\s+planet|आत्म\\s*कारक|आत्मकारक|ஆத்ம\\s*காரக|ஆத்மகாரக`)],
  ['karakamsa', re(`karakam?s(h)?a|karkamsa|karakansh|कारकांश|कारकाम्श|காரகாம்ச|காரகாம்ஸ`)],
  ['arudha', re(`a+rudh|arudha\\s*lagna|\\bA1\\b|\\bAL\\b(?=.*\\b(jaimini|arudha|pada)\\b)|आरूढ|आरुढ|ஆரூட\\s*லக்ன|ஆரூடலக்ன|ஆரூட\\s*பத`)],
  ['upapada', re(`upapad|\\bUL\\b(?=.*\\b(jaimini|upapada|arudha)\\b)|\\bA12\\b|उपपद|உபபத|உப\\s*பத`)],
  ['drishti', re(`ra(a)?s(h)?i\\s*dr(i)?sh?ti|sign\\s+aspects?|jaimini\\s+aspects?|राशि\\s*दृष्टि|ராசி\\s*(திருஷ்டி|த்ருஷ்டி|பார்வை)`)],
];
const JAIMINI_ANY = re(`jaimini|जैमिनी|ஜைமினி`);
/** A named arudha pada: A2..A11 (A1 and A12 have their own items), "dara pada", "A7". */
const PADA = /\bA([2-9]|1[01])\b/g;
const PADA_NAMES: [number, RegExp][] = [[7, re(`dara\\s*pada|darapada|दारा?\\s*पद|தார\\s*பத`)], [10, re(`rajya\\s*pada|राज्य\\s*पद|ராஜ்ய\\s*பத`)], [2, re(`dhana\\s*pada|धन\\s*पद|தன\\s*பத`)]];
const SEVEN_KARAKAS = re(`\\b7\\s*-?\\s*karak|seven\\s+karak|सात\\s*कारक|7\\s*कारक|ஏழு\\s*காரக|7\\s*காரக`);

const KP_RULES: [KpItem, RegExp][] = [
  ['cusp', re(`sub\\s*-?\\s*lords?|sublords?|sub\\s*-?\\s*sub|cuspal|\\bcusps?\\b|star\\s*lord|उप\\s*स्वामी|सब\\s*लॉर्ड|सबलॉर्ड|कस्प|भाव\\s*संधि|உப\\s*அதிபதி|சப்\\s*லார்ட்|சப்லார்ட்|கஸ்ப்|பாவ\\s*ஆரம்ப|பாவ\\s*முனை`)],
  ['significators', re(`significat|कारकत्व|सिग्निफिकेटर|कारक\\s*ग्रह|காரகத்துவ|சிக்னிஃபிகேட்டர்|குறிகாட்டி`)],
  ['ruling', re(`ruling\\s+planets?|\\bRPs?\\b(?=.*\\bkp\\b)|शासक\\s*ग्रह|रूलिंग\\s*प्लैनेट|ரூலிங்\\s*(பிளானெட்|கிரக)|ஆளும்\\s*கிரக`)],
];
const KP_ANY = re(`\\bkp\\b|\\bk\\.p\\.|krishnamurti|krishnamurthy|केपी|के\\.\\s*पी\\.|कृष्णमूर्ति|கே\\.?\\s*பி\\.?|கிருஷ்ணமூர்த்தி|horary|prashna\\s+(number|no)|प्रश्न\\s*(संख्या|अंक|नंबर)|ப்ரச்ன\\s*எண்|ஆரூட\\s*எண்|பிரசன்ன\\s*எண்`);
const HORARY = /(?:horary|prashna|प्रश्न|ப்ரச்ன|ஆரூட|பிரசன்ன|\bkp\b)[^\d.?!।]{0,30}?(?:number|no\.?|संख्या|अंक|नंबर|எண்)\s*[:#]?\s*(\d{1,3})\b/iu;
/** An asked house or cusp: "7th cusp", "house 7", "सातवें भाव", "7वें भाव", "ஏழாம் பாவ", "7-ஆம் வீடு". */
const ORD_EN = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const ORD_HI = ['पहले|प्रथम', 'दूसरे|द्वितीय', 'तीसरे|तृतीय', 'चौथे|चतुर्थ', 'पांचवें|पाँचवें|पंचम', 'छठे|षष्ठ', 'सातवें|सातवाँ|सप्तम', 'आठवें|अष्टम', 'नौवें|नवम', 'दसवें|दशम', 'ग्यारहवें|एकादश', 'बारहवें|द्वादश'];
const ORD_TA = ['முதல்', 'இரண்டாம்', 'மூன்றாம்', 'நான்காம்', 'ஐந்தாம்', 'ஆறாம்', 'ஏழாம்', 'எட்டாம்', 'ஒன்பதாம்', 'பத்தாம்', 'பதினொன்றாம்', 'பன்னிரண்டாம்'];
const HOUSE_WORD = `(?:house|cusp|bhava|भाव|घर|कस्प|பாவ|வீடு|வீட்டின்|இடம்|கஸ்ப்)`;

export function houseAsked(text: string): number | undefined {
  const num = new RegExp(`\\b(1[0-2]|[1-9])\\s*(?:st|nd|rd|th|वें|वाँ|वां|वे|-?\\s*(?:ஆம்|ஆவது|வது))?\\s*${HOUSE_WORD}|${HOUSE_WORD}\\s*(?:no\\.?|number|संख्या)?\\s*(1[0-2]|[1-9])\\b`, 'iu').exec(text);
  if (num) return Number(num[1] ?? num[2]);
  for (let i = 0; i < 12; i++) {
    if (new RegExp(`\\b${ORD_EN[i]}\\s+${HOUSE_WORD}|(?:${ORD_HI[i]})\\s*${HOUSE_WORD}|${ORD_TA[i]}\\s*${HOUSE_WORD}`, 'iu').test(text)) return i + 1;
  }
  return undefined;
}

/** Chiron and the four asteroids by name in en/hi/ta (pointNames.ts spellings and the common variants). */
const POINT_RULES: [string, RegExp][] = [
  ['Chiron', re(`\\bchiron|काइरन|काइरॉन|कायरन|किरोन|கைரன்|கைரான்|சிரோன்`)],
  ['Ceres', re(`\\bceres\\b|सीरीस|सेरेस|சீரிஸ்|செரஸ்`)],
  ['Pallas', re(`\\bpallas\\b|पैलस|पलास\\s*(एथीन|क्षुद्रग्रह)|பல்லாஸ்`)],
  ['Juno', re(`\\bjuno\\b|जूनो|ஜூனோ`)],
  ['Vesta', re(`\\bvesta\\b|वेस्टा|வெஸ்டா`)],
];
/** Any of them: a question naming one is a Western question (asked.ts WESTERN). */
export const WESTERN_POINT_WORDS = `\\bchiron|\\bceres\\b|\\bpallas\\b|\\bjuno\\b|\\bvesta\\b|काइरन|काइरॉन|कायरन|किरोन|सीरीस|सेरेस|पैलस|जूनो|वेस्टा|கைரன்|கைரான்|சிரோன்|சீரிஸ்|செரஸ்|பல்லாஸ்|ஜூனோ|வெஸ்டா`;

/** The asteroid points a question names, in the order named. */
export function westernPointsOf(text: string): string[] {
  return POINT_RULES.map(([n, r]) => ({ n, at: firstAt(text, r) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at).map((x) => x.n);
}

/**
 * Phrases whose "lagna" is not the natal lagna (arudha lagna, upapada lagna, varsha lagna, karakamsa lagna): blanked
 * (same length) before the chart-basics rules read the text.
 */
const TOOL_LAGNA = re(`(a+rudh(a)?|upapad(a)?|var(a)?sh(a)?|karakam?s(h)?a|horary)\\s*lagn\\w*|(आरूढ़?|आरुढ़?|उपपद|वर्ष|कारकांश)\\s*लग्न|(ஆரூட|உபபத|வருஷ|வருட|காரகாம்ச)\\s*லக்ன\\S*`);
/** Arudha pada names ("dara pada", "upapada"): their "pada" is not a nakshatra pada; "rashi drishti" is not the rashi. */
const TOOL_PADA = re(`\\bA\\d{1,2}\\s*pad(a|am)?|(a+rudh(a)?|dara|dhana|rajya|bhratri|matri|mantra|shatru|roga|bhagya|labha)\\s*pad(a|am)?|upapad(a|am)?|(दारा?|धन|राज्य|आरूढ़?)\\s*पद|उपपद|(தார|தன|ராஜ்ய|ஆரூட)\\s*பத\\S*|உபபத\\S*|ra(a)?s(h)?i\\s*dr(i)?sh?ti|राशि\\s*दृष्टि|ராசி\\s*(திருஷ்டி|த்ருஷ்டி|பார்வை)`);
export function maskToolLagna(text: string): string {
  const blank = (m: string) => ' '.repeat(m.length);
  return text.replace(new RegExp(TOOL_LAGNA.source, 'giu'), blank).replace(new RegExp(TOOL_PADA.source, 'giu'), blank);
}

/** The chart-tool parts of a question with where each was asked. */
export function chartToolHits(text: string): { part: Part; at: number }[] {
  const out: { part: Part; at: number }[] = [];
  const v = firstAt(text, VARSHAPHAL);
  if (v >= 0) {
    const age = ageOf(text);
    out.push({ part: { topic: 'varshaphal', ...(age !== undefined ? { age } : {}) }, at: v });
  }

  const j = JAIMINI_RULES.map(([item, r]) => ({ item, at: firstAt(text, r) })).filter((x) => x.at >= 0);
  const padas = new Set<number>();
  // "A7" only in a Jaimini context (a pada, arudha or Jaimini named): "A4 paper" is not a pada.
  if (/pad(a|am)?\b|arudh|jaimini|\bpada|पद|आरूढ|जैमिनी|பத|ஆரூட|ஜைமினி/iu.test(text)) for (const m of text.matchAll(PADA)) padas.add(Number(m[1]));
  for (const [n, r] of PADA_NAMES) if (r.test(text)) padas.add(n);
  const jAny = firstAt(text, JAIMINI_ANY);
  if (j.length || padas.size || jAny >= 0) {
    const items = j.sort((a, b) => a.at - b.at).map((x) => x.item);
    const at = Math.min(...[...j.map((x) => x.at), jAny >= 0 ? jAny : Infinity, padas.size ? firstAt(text, /\bA([2-9]|1[01])\b|dara\s*pada|पद|பத/iu) : Infinity].filter((x) => x >= 0));
    out.push({
      part: {
        topic: 'jaimini', items: items.length || padas.size ? items : ['atmakaraka', 'karakamsa', 'arudha', 'upapada'],
        ...(padas.size ? { padas: [...padas].sort((a, b) => a - b) } : {}), ...(SEVEN_KARAKAS.test(text) ? { scheme: '7' as const } : {}),
      },
      at: Number.isFinite(at) ? at : 0,
    });
  }

  const kAny = firstAt(text, KP_ANY);
  const k = KP_RULES.map(([item, r]) => ({ item, at: firstAt(text, r) })).filter((x) => x.at >= 0);
  // "Sub lord", "significators", "ruling planets (now)" are KP's own words; "cusp", "star lord", "कारक ग्रह" (a
  // house's karaka) and "the ruling planet of my sign" only with KP named.
  const kpOwn = k.filter((x) => (x.item === 'cusp' ? /sub|सब|उप|சப்|உப/iu.test(text)
    : x.item === 'significators' ? /significat|सिग्निफिकेटर|காரகத்துவ|சிக்னிஃபிகேட்டர்/iu.test(text)
      : /ruling\s+planets\b|\bRPs?\b|रूलिंग|ரூலிங்|\bnow\b|right\s+now|अभी|इस\s+समय|இப்போ/iu.test(text)));
  if (kAny >= 0 || kpOwn.length) {
    const hm = HORARY.exec(text);
    const horary = hm ? Number(hm[1]) : undefined;
    const house = houseAsked(text);
    let items = k.sort((a, b) => a.at - b.at).map((x) => x.item);
    // "KP 7th house": its cusp and its significators; "my KP chart": the lagna cusp's lords.
    if (!items.length) items = house !== undefined ? ['cusp', 'significators'] : ['cusp'];
    out.push({
      part: { topic: 'kp', items, ...(house !== undefined ? { house } : {}), ...(horary !== undefined ? { horary } : {}) },
      at: Math.min(...[kAny, ...k.map((x) => x.at)].filter((x) => x >= 0)),
    });
  }
  return out;
}
