/**
 * The words of the panchang's daily tools (choghadiya, hora, gowri panchangam, chandrashtama, tarabala and
 * chandrabalam) in English, Hindi and Tamil with the usual transliterations, and the rashi and nakshatra names a
 * question may give instead of a birth ("for Simha rasi", "my star is Rohini", "मेरी राशि कर्क है", "கன்னி ராசி").
 * asked.ts reads the parts from these; sections/daytools.ts reads the named sign, nakshatra and month.
 */
import { NAKSHATRAS, type Graha } from '../constants';
import type { CivilDate } from './extract';
import type { Part, PeriodKind } from './parts';

/** Unicode-aware word start and end (\b does not see Devanagari or Tamil letters). */
const WS = '(?<![\\p{L}\\p{M}])';
const WE = '(?![\\p{L}\\p{M}])';
const re = (src: string) => new RegExp(src, 'iu');

export type { PeriodKind };
/** The daily period tables a question asks for (panchangPeriods). */
export const PERIOD_RULES: [PeriodKind, RegExp][] = [
  ['choghadiya', re(`ch(o|ou|au|ow)g?h?ad(i|ee)y?a|च[ौो]घ(ड़|ड़|ड)ि[यए]ा?|ச[ௌோொ]க[ா]?டி?ய`)],
  ['hora', re(`\\bhoras?\\b|\\bhorai\\b|planetary\\s+hours?|${WS}होरा${WE}|${WS}ஹோரை|${WS}ஓரை|${WS}ஹோரா${WE}`)],
  ['gowri', re(`gowri|gauri\\s*panchang|गौरी\\s*(पंचांग|पञ्चाङ्ग)|கௌரி`)],
];
/** A planet named beside the hora ("Guru hora", "hora of Venus", "शुक्र की होरा", "சுக்கிர ஓரை"): its horas of the day. */
const HORA_PLANETS: [Graha, RegExp][] = ([
  ['Sun', 'sun|surya|suriya|ravi', 'सूर्य|रवि', 'சூரிய'], ['Moon', 'moon|chandra|soma', 'चंद्र|चन्द्र|सोम', 'சந்திர'],
  ['Mars', 'mars|mangal|kuja|sevvai|chevvai', 'मंगल', 'செவ்வாய்'], ['Mercury', 'mercury|budha?|budhan', 'बुध', 'புதன்'],
  ['Jupiter', 'jupiter|guru|brihaspati', 'गुरु|बृहस्पति', 'குரு'], ['Venus', 'venus|shukra|sukra|sukran', 'शुक्र', 'சுக்கிர'],
  ['Saturn', 'saturn|shani|sani', 'शनि', 'சனி'],
] as const).map(([g, latin, hi, ta]) => [g, new RegExp(`\\b(${latin})\\b|${WS}(${hi})${WE}|${WS}(${ta})`, 'giu')]);
const HORA_NEAR = 25;
function horaPlanet(text: string, horaAt: number): Graha | undefined {
  let best: { g: Graha; d: number } | undefined;
  for (const [g, r] of HORA_PLANETS) for (const m of text.matchAll(r)) {
    const d = Math.abs(m.index! - horaAt);
    if (d <= HORA_NEAR && (!best || d < best.d)) best = { g, d };
  }
  return best?.g;
}
/** "Good choghadiya", "शुभ चौघड़िया", "நல்ல நேரம்": the good periods still ahead are asked. */
export const GOOD_ASK = re(`\\bgood\\b|auspicious|\\bshubh|${WS}शुभ|अच्छ|நல்ல|சுப`);

/** Text a gowri question holds that the panchang rule would also read ("gowri panchangam", "நல்ல நேரம்"). */
export const GOWRI_PHRASE = /(gowri|gauri|गौरी|கௌரி)\s*(panchangam?|nalla\s+neram|पंचांग|पञ्चाङ्ग|பஞ்சாங்கம்?|நல்ல\s+நேரம்)?|நல்ல\s+நேரம்(?=\s*கௌரி)/giu;

export const CHANDRASHTAMA = re(`chandra?a?s(h)?t(h)?a?m|चं?न?्?द्राष्टम|चंद्र\\s*अष्टम|चन्द्र\\s*अष्टम|சந்திராஷ்டம|சந்திராட்டம|சந்திராஸ்டம|சந்திரஷ்டம`);
export const TARABALA = re(`t(h)?aa?ra\\s*-?\\s*bal|तारा\\s*बल|ताराबल|தாரா\\s*பல|தாராபல|தார\\s*பல|தாரபல`);
export const CHANDRABALA = re(`chandra\\s*-?\\s*bal|चं?न?्?द्र\\s*बल|चंद्रबल|चन्द्रबल|சந்திர\\s*பல|சந்திரபல`);
/** "Is today good for me?", "आज मेरे लिए कैसा है?", "இன்று எனக்கு எப்படி?": the day's quality for the user (tarabala and chandrabalam). */
export const PERSONAL_DAY = re([
  `(is|will)\\s+(today|tomorrow|the\\s+day)\\s+(be\\s+)?(a\\s+)?(good|lucky|auspicious|favou?rable|bad)\\s+(day\\s+)?for\\s+me`,
  `how\\s+(is|will\\s+be)\\s+(today|tomorrow)\\s+(be\\s+)?for\\s+me`, `how\\s+is\\s+my\\s+(day|today)`, `my\\s+day\\s+(today|tomorrow)`,
  `(today|tomorrow)\\s+(good|lucky|favou?rable|auspicious)\\s+for\\s+me`,
  `(आज|कल)[^?।]{0,20}मेरे\\s+लिए[^?।]{0,20}(कैसा|शुभ|अच्छा)`, `मेरे\\s+लिए[^?।]{0,12}(आज|कल)[^?।]{0,20}(कैसा|शुभ|अच्छा)`,
  `(aaj|kal)[^?]{0,20}mere\\s+liye[^?]{0,20}(kaisa|shubh|accha|achha)`, `(aaj|kal)\\s+(ka\\s+)?mera\\s+din\\s+kaisa`,
  `(आज|कल)\\s+(का\\s+)?मेरा\\s+दिन\\s+कैसा`, `मेरा\\s+(आज|कल)\\s+(का\\s+)?दिन\\s+कैसा`, `(இன்று|நாளை)[^?]{0,12}என்\\s+நாள்\\s+எப்படி`,
  `(இன்று|நாளை)[^?]{0,20}எனக்கு[^?]{0,20}(எப்படி|நல்ல|சுப|உகந்த)`, `எனக்கு[^?]{0,12}(இன்று|நாளை)[^?]{0,20}(எப்படி|நல்ல|சுப|உகந்த)`,
].join('|'));
/** A muhurta question names an undertaking or the word itself; without one, "is today good for me" is the day's balam. */
export const UNDERTAKING = re(`muhur|pravesh|ceremony|puja|pooja|namkaran|mundan|wedding|marri|vivah|shaadi|shadi|\\bbuy|\\bstart|\\bsign\\b|\\bopen|launch|travel|journey|मुहूर्त|प्रवेश|पूजा|विवाह|शादी|खरीद|यात्रा|முகூர்த்த|பிரவேச|பூஜை|திருமண|வாங்க|பயண`);

/** Sign names (index 0 Aries .. 11 Pisces): English, Sanskrit transliterations, Hindi, Tamil (full or before ராசி). */
const SIGN_LATIN = [
  'aries|mesha|mesham|mesh|medam', 'taurus|vrishabha|vrishabham|vrishabh|vrushabh|vrushabha|rishabha|rishabham|rishabam|rishaba|vrisha|idabam',
  'gemini|mithuna|mithunam|mithun', 'cancer|karka|karkata|karkataka|kark|kataka|katakam|kadagam|kadaga',
  'leo|simha|simham|simh|sinh', 'virgo|kanya|kanni|kanniya', 'libra|tula|thula|thulam|tulam|tulaa|thulaam',
  'scorpio|vrishchika|vrischika|vrishchik|vrischik|vrischikam|viruchigam|vrichigam|vruschika|vrushchik|vrishchikam',
  'sagittarius|dhanu|dhanus|dhanusu|dhanush', 'capricorn|makara|makaram|makar', 'aquarius|kumbha|kumbham|kumbh', 'pisces|meena|meenam|meen',
];
const SIGN_HI = ['मेष', 'वृषभ|वृष', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ|कुम्भ', 'मीन'];
const SIGN_TA: [string, string][] = [
  ['மேஷம்|மேடம்', 'மேஷ'], ['ரிஷபம்|இடபம்', 'ரிஷப'], ['மிதுனம்', 'மிதுன'], ['கடகம்', 'கடக'], ['சிம்மம்', 'சிம்ம'], ['கன்னி', 'கன்னி'],
  ['துலாம்', 'துலா'], ['விருச்சிகம்', 'விருச்சிக'], ['தனுசு', 'தனுசு'], ['மகரம்', 'மகர'], ['கும்பம்', 'கும்ப'], ['மீனம்', 'மீன'],
];
const SIGN_RES: RegExp[] = SIGN_LATIN.map((latin, i) =>
  new RegExp(`\\b(${latin})\\b|${WS}(${SIGN_HI[i]})${WE}|${WS}(${SIGN_TA[i][0]}|${SIGN_TA[i][1]}\\s*ராசி)`, 'giu'));
const RASHI_WORD = /rasi|rashi|raasi|moon\s*sign|राशि|ராசி/giu;

/** Nakshatra names (index 0 Ashwini .. 26 Revati): transliterations (with the Tamil and Telugu ones), Hindi, Tamil. */
const NAK_LATIN = [
  'ashwini|aswini|asvini|ashvini|aswathi|ashwathi', 'bharani|barani', 'krittika|krithika|kruthika|karthigai|kritika',
  'rohini', 'mrigashira|mrigasira|mrigashirsha|mrigasheersha|mirugasheersham|mirugaseeridam|mrugasira|mrigshira', 'ardra|aridra|arudra|thiruvathirai|thiruvadhirai',
  'punarvasu|punarpoosam|punarpusam', 'pushya|pushyami|poosam|pusam', 'ashlesha|aslesha|ashlesa|ayilyam|aayilyam',
  'magha|makha|magam|makam', 'purva\\s*phalguni|poorva\\s*phalguni|purva\\s*falguni|pubba|pooram', 'uttara\\s*phalguni|uttara\\s*falguni|uthiram|uttiram|uthram',
  'hasta|hastha|hastham|astham', 'chitra|chithra|chithirai|chitta', 'swati|swathi|svati', 'vishakha|visakha|vishaka|visakam|vishakam',
  'anuradha|anusham|anizham', 'jyeshtha|jyestha|jyeshta|kettai', 'mula|moola|moolam|mulam',
  'purva\\s*ashadha|purvashadha|poorvashada|purvashada|pooradam|puradam', 'uttara\\s*ashadha|uttarashadha|uttarashada|uthiradam|uttaradam',
  'shravana|sravana|shravan|thiruvonam|tiruvonam', 'dhanishta|dhanishtha|danishta|avittam', 'shatabhisha|satabhisha|shatabhishak|sadayam|chathayam|shatabhisa',
  'purva\\s*bhadrapada|poorva\\s*bhadrapada|purvabhadra|poorattathi|purattathi', 'uttara\\s*bhadrapada|uttarabhadra|uthirattathi|uttarattathi',
  'revati|revathi',
];
const NAK_HI = [
  'अश्विनी', 'भरणी', 'कृत्तिका|कृतिका', 'रोहिणी', 'मृगशिरा|मृगशीर्ष', 'आर्द्रा', 'पुनर्वसु', 'पुष्य', 'आश्लेषा|अश्लेषा', 'मघा',
  'पूर्व\\s*फाल्गुनी|पूर्वाफाल्गुनी|पूर्वा\\s*फाल्गुनी', 'उत्तर\\s*फाल्गुनी|उत्तराफाल्गुनी|उत्तरा\\s*फाल्गुनी', 'हस्त', 'चित्रा', 'स्वाति|स्वाती', 'विशाखा', 'अनुराधा', 'ज्येष्ठा',
  'मूल', 'पूर्वाषाढ़ा|पूर्वाषाढा|पूर्वाषाढ़ा', 'उत्तराषाढ़ा|उत्तराषाढा|उत्तराषाढ़ा', 'श्रवण', 'धनिष्ठा', 'शतभिषा|शतभिषक', 'पूर्व\\s*भाद्रपद|पूर्वाभाद्रपद|पूर्वा\\s*भाद्रपद',
  'उत्तर\\s*भाद्रपद|उत्तराभाद्रपद|उत्तरा\\s*भाद्रपद', 'रेवती',
];
const NAK_TA = [
  'அசுவினி|அஸ்வினி', 'பரணி', 'கார்த்திகை', 'ரோகிணி|ரோஹிணி', 'மிருகசீரிடம்|மிருகசீரிஷம்', 'திருவாதிரை', 'புனர்பூசம்', 'பூசம்', 'ஆயில்யம்', 'மகம்',
  'பூரம்', 'உத்திரம்', 'அஸ்தம்|ஹஸ்தம்', 'சித்திரை', 'சுவாதி', 'விசாகம்', 'அனுஷம்', 'கேட்டை', 'மூலம்', 'பூராடம்', 'உத்திராடம்', 'திருவோணம்',
  'அவிட்டம்', 'சதயம்', 'பூரட்டாதி', 'உத்திரட்டாதி', 'ரேவதி',
];
const NAK_RES: RegExp[] = NAK_LATIN.map((latin, i) => new RegExp(`\\b(${latin})\\b|${WS}(${NAK_HI[i]})${WE}|${WS}(${NAK_TA[i]})`, 'giu'));
if (NAK_RES.length !== NAKSHATRAS.length) throw new Error('dayToolWords: one pattern per nakshatra');

/** A month's days where a month name holds a nakshatra's name (Chithirai, Karthigai): only read with a nakshatra cue. */
const NAK_CUE = /nakshatra|natchathiram|nakshatram|\bstar\b|birth\s*star|नक्षत्र|நட்சத்திர/giu;

function nearest(text: string, res: RegExp[], cue: RegExp): number | undefined {
  const hits: { index: number; at: number }[] = [];
  res.forEach((r, index) => { for (const m of text.matchAll(r)) hits.push({ index, at: m.index! }); });
  if (!hits.length) return undefined;
  const cues = [...text.matchAll(cue)].map((m) => m.index!);
  // A name next to its cue ("Simha rasi", "my star is Rohini") wins over one elsewhere in the question.
  const near = hits.filter((h) => cues.some((c) => Math.abs(c - h.at) <= 24));
  return (near.length ? near : hits).sort((a, b) => a.at - b.at)[0].index;
}

/** The rashi (0 Aries .. 11 Pisces) a question names, if any. */
export const signNamed = (text: string): number | undefined => nearest(text, SIGN_RES, RASHI_WORD);
/** The nakshatra (0 Ashwini .. 26 Revati) a question names, if any. */
export const nakshatraNamed = (text: string): number | undefined => nearest(text, NAK_RES, NAK_CUE);

const MONTHS_BARE: string[] = [
  'january|जनवरी|ஜனவரி', 'february|फ़रवरी|फरवरी|பிப்ரவரி', 'march|मार्च|மார்ச்', 'april|अप्रैल|ஏப்ரல்', '(?<=\\b(in|for|during|of)\\s)may|मई|மே',
  'june|जून|ஜூன்', 'july|जुलाई|ஜூலை', 'august|अगस्त|ஆகஸ்ட்', 'september|सितंबर|सितम्बर|செப்டம்பர்', 'october|अक्टूबर|அக்டோபர்',
  'november|नवंबर|नवम्बर|நவம்பர்', 'december|दिसंबर|दिसम्बर|டிசம்பர்',
];
/** A month named without a year ("in December", "दिसंबर में"): the next such month from `today` (this one if current). */
export function bareMonthOf(text: string, today: CivilDate): { year: number; month: number } | null {
  const i = MONTHS_BARE.findIndex((m) => new RegExp(`${WS}(${m})${WE}`, 'iu').test(text));
  if (i < 0) return null;
  const month = i + 1;
  return { year: month >= today.month ? today.year : today.year + 1, month };
}

export const THIS_MONTH = /this\s+month|current\s+month|इस\s+(महीने|माह|मास)|இந்த\s+மாத|ee\s+maasam|is\s+mahine/iu;
export const NEXT_MONTH = /next\s+month|coming\s+month|agle\s+mahine|अगले\s+(महीने|माह|मास)|அடுத்த\s+மாத/iu;

/** "chandrashtama dosham": the tool, not a dosha of the chart. */
const CHANDRASHTAMA_SPAN = new RegExp(`(${CHANDRASHTAMA.source})[\\p{L}\\p{M}]*(\\s*(dosh[a-z]*|दोष|தோஷ[\\p{L}\\p{M}]*))?`, 'giu');
const spanOf = (r: RegExp) => new RegExp(`(${r.source})[\\p{L}\\p{M}]*`, 'giu');

/**
 * The daily-tool parts of a question, where each was asked, and the question with their words blanked (same length,
 * so other rules' positions hold): "gowri panchangam" is not the panchang, "சந்திர பலம்" not a strength.
 */
export function dayToolHits(text: string): { hits: { part: Part; at: number }[]; masked: string } {
  let masked = text;
  const blank = (r: RegExp) => { masked = masked.replace(r.flags.includes('g') ? r : new RegExp(r.source, `${r.flags}g`), (m) => '·'.repeat(m.length)); };
  const hits: { part: Part; at: number }[] = [];
  for (const [kind, r] of PERIOD_RULES) {
    const m = r.exec(text);
    if (!m) continue;
    const planet = kind === 'hora' ? horaPlanet(text, m.index) : undefined;
    hits.push({ part: { topic: 'periods', kind, ...(planet ? { planet } : {}) }, at: m.index });
  }
  if (hits.length) {
    blank(GOWRI_PHRASE);
    for (const [, r] of PERIOD_RULES) blank(spanOf(r));
  }
  const sign = signNamed(text);
  const ch = CHANDRASHTAMA.exec(text);
  if (ch) {
    hits.push({ part: { topic: 'chandrashtama', ...(sign !== undefined ? { sign } : {}) }, at: ch.index });
    blank(CHANDRASHTAMA_SPAN);
  }
  const tara = TARABALA.exec(text);
  const chandra = CHANDRABALA.exec(text);
  // "Is today good for me?" on its own; "நாளை எனக்கு தாரா பலம் எப்படி?" asks the tarabala (its word is inside the match).
  const said = !UNDERTAKING.test(text) ? PERSONAL_DAY.exec(text) : null;
  const inside = (m: RegExpExecArray | null) => !!m && !!said && m.index >= said.index && m.index < said.index + said[0].length;
  const personal = inside(tara) || inside(chandra) ? null : said;
  if (tara || chandra || personal) {
    const nakshatra = nakshatraNamed(text);
    const ask = personal || (tara && chandra) ? 'day' : tara ? 'tara' : 'chandra';
    const at = Math.min(...[tara, chandra, personal].filter((m): m is RegExpExecArray => m !== null).map((m) => m.index));
    hits.push({ part: { topic: 'balam', ask, ...(nakshatra !== undefined ? { nakshatra } : {}), ...(sign !== undefined ? { sign } : {}) }, at });
    blank(spanOf(TARABALA));
    blank(spanOf(CHANDRABALA));
    if (personal) blank(PERSONAL_DAY);
  }
  return { hits, masked };
}

/**
 * Parts other rules read in a daily-tool question that it does not ask: a muhurta (no undertaking named: "आज का शुभ
 * चौघड़िया"), a period or strengths reading, "any dosha", and the rashi or nakshatra it names as its input.
 */
export function dropForDayTools(hits: { part: Part; at: number }[], text: string): void {
  const drop = (t: Part['topic']) => { for (let i = hits.length - 1; i >= 0; i--) if (hits[i].part.topic === t) hits.splice(i, 1); };
  if (!UNDERTAKING.test(text)) drop('muhurta');
  drop('period');
  if (!/strong|weak|shadbala|बलवान|कमज|வலிமை/iu.test(text)) drop('strengths');
  if (hits.some((h) => h.part.topic === 'chandrashtama' || h.part.topic === 'balam')) {
    for (let i = hits.length - 1; i >= 0; i--) {
      const p = hits[i].part;
      if (p.topic === 'dosha' && p.dosha === 'all') hits.splice(i, 1);
      else if (p.topic === 'basics') {
        p.items = p.items.filter((x) => x !== 'moon' && x !== 'nakshatra');
        if (!p.items.length) hits.splice(i, 1);
      }
    }
  }
}
