/**
 * The built-in composer: lays out one section per asked part (sections/), in the order asked, each opening with its
 * direct answer; then the chart the answer was computed for, and the classical notes that apply, with citations.
 * Tier decides how much each section says: fast = the direct answers and facts; standard = + the reasons and 3 notes;
 * pro = + the detail (vargas, timing windows, month-by-month transits) and 5 notes.
 */
import type { Citation } from '../../providers/types';
import { SIGNS } from '../constants';
import type { ChartFacts } from './facts';
import type { CorpusEntry } from './corpus/rules';
import { retrieve } from './corpus/search';
import { nakshatraName, signName, type Language, type Localized } from './lexicon';
import type { Understood } from './conversation';
import type { Part, Topic } from './asked';
import { L, offsetLabel } from './sections/common';
import type { ResolvedBirth, Section, Tier } from './sections/types';

export type { Tier };
export interface Composed {
  text: string;
  citations: Citation[];
  followUp: string[];
  /** The computed facts of every asked part (what the pro reasoning layer is given). */
  facts: { part: Part; data: Record<string, unknown> }[];
}

/** Notes cited per tier. */
export const NOTES_PER_TIER: Record<Tier, number> = { fast: 0, standard: 3, pro: 5 };

const T = {
  lmt: { en: 'local mean time', hi: 'स्थानीय माध्य समय', ta: 'உள்ளூர் சராசரி நேரம்' },
  julian: { en: 'Julian calendar date, Gregorian {gregorian}', hi: 'जूलियन कैलेंडर की तिथि, ग्रेगोरियन {gregorian}', ta: 'ஜூலியன் நாட்காட்டி தேதி, கிரிகோரியன் {gregorian}' },
  birth: { en: 'Computed for: born {date} at {time}, {place} (UTC{offset}{zone}); lagna {lagna}, Moon sign {moon} ({nak}). Vedic chart: Lahiri ayanamsa, whole-sign houses.', hi: 'गणना का आधार: जन्म {date}, {time}, {place} (UTC{offset}{zone}); लग्न {lagna}, चंद्र राशि {moon} ({nak})। वैदिक कुंडली: लाहिड़ी अयनांश, संपूर्ण राशि भाव।', ta: 'கணிப்பு: பிறப்பு {date}, {time}, {place} (UTC{offset}{zone}); லக்னம் {lagna}, சந்திர ராசி {moon} ({nak}). வேத ஜாதகம்: லாஹிரி அயனாம்சம், முழு ராசி பாவங்கள்.' },
  timeRead: { en: '(I read {text} on the 24-hour clock as {value}; say "{text} pm" if you meant the afternoon.)', hi: '({text} को 24-घंटे की घड़ी से {value} पढ़ा; दोपहर के बाद का समय हो तो "दोपहर {text}" लिखें।)', ta: '({text} என்பதை 24 மணி நேரக் கணக்கில் {value} என வாசித்தேன்; மதியத்துக்குப் பின் என்றால் "மதியம் {text}" என எழுதவும்.)' },
  dateRead: { en: '(I read {text} as day/month/year: {iso}.)', hi: '({text} को दिन/माह/वर्ष के रूप में पढ़ा: {iso}।)', ta: '({text} என்பதை நாள்/மாதம்/ஆண்டு என வாசித்தேன்: {iso}.)' },
  classics: { en: 'What the classical texts say:', hi: 'शास्त्र क्या कहते हैं:', ta: 'சாஸ்திரங்கள் கூறுவது:' },
};

export function citationOf(e: CorpusEntry, lang: Language): Citation {
  return { id: e.id, work: e.work, chapter: e.chapter, verse: e.verse, text: e.text[lang] };
}

function refLabel(e: CorpusEntry): string {
  return `${e.work}, ch. ${e.chapter}${e.verse ? `, v. ${e.verse}` : ''}`;
}

/** The notes of every section's topic, taken in turn (the first part's best note first), up to the tier's count. */
function notesFor(tier: Tier, sections: Section[], facts: ChartFacts | undefined, question: string): CorpusEntry[] {
  const limit = NOTES_PER_TIER[tier];
  if (limit === 0) return [];
  const applicable = (s: Section): CorpusEntry[] => {
    if (!s.noteTopic || !facts) return [];
    if (!s.noteRule) return retrieve({ facts, intent: s.noteTopic, question, limit, match: s.match });
    return retrieve({ facts, intent: s.noteTopic, question, limit: Number.MAX_SAFE_INTEGER, match: s.match }).filter((e) => s.noteRule!(e.rule)).slice(0, limit);
  };
  const perSection = sections.filter((s) => !s.asks).map((s) => [...(s.notes ?? []), ...applicable(s)]).filter((l) => l.length > 0);
  const out: CorpusEntry[] = [];
  for (let i = 0; out.length < limit && perSection.some((l) => l.length > i); i++) {
    for (const l of perSection) if (l[i] && !out.includes(l[i]) && out.length < limit) out.push(l[i]);
  }
  return out;
}

export interface ComposeInput {
  tier: Tier;
  u: Understood;
  sections: Section[];
  facts?: ChartFacts;
  me?: ResolvedBirth;
}

export function compose({ tier, u, sections, facts, me }: ComposeInput): Composed {
  const lang = u.language;
  const blocks: string[] = [];
  for (const s of sections) {
    const lines = [s.answer, ...s.facts];
    if (tier !== 'fast') lines.push(...s.reasons);
    if (tier === 'pro') lines.push(...s.pro);
    blocks.push(lines.filter(Boolean).join('\n'));
  }
  if (facts && me && sections.some((s) => !s.asks && s.part.topic !== 'western')) blocks.push(birthLine(lang, u, facts, me));
  const notes = notesFor(tier, sections, facts, u.question);
  if (notes.length) blocks.push([T.classics[lang], ...notes.map((e, i) => `[${i + 1}] ${e.text[lang]} (${refLabel(e)})`)].join('\n'));
  return {
    text: blocks.join('\n\n'),
    citations: notes.map((e) => citationOf(e, lang)),
    followUp: followUps(lang, u.parts),
    facts: sections.map((s) => ({ part: s.part, data: s.data })),
  };
}

function birthLine(lang: Language, u: Understood, f: ChartFacts, me: ResolvedBirth): string {
  const k = f.kundali;
  return L(lang, T.birth, {
    date: f.birth.date, time: f.birth.time, place: me.label, offset: offsetLabel(k.time.tz_offset_hours), zone: (k.time.tz_source === 'local_mean_time' ? `, ${L(lang, T.lmt, {})}` : k.time.zone ? `, ${k.time.zone}` : '') + (k.time.calendar === 'julian' ? `, ${L(lang, T.julian, { gregorian: k.time.date_gregorian })}` : ''),
    lagna: signName(lang, f.lagnaSign), moon: signName(lang, SIGNS.indexOf(k.moon_sign)), nak: nakshatraName(lang, f.moonNakshatra),
  })
    + (u.person.dateRead && u.person.dateRead.iso === f.birth.date ? ` ${L(lang, T.dateRead, u.person.dateRead)}` : '')
    + (u.person.timeRead && u.person.timeRead.value === f.birth.time ? ` ${L(lang, T.timeRead, u.person.timeRead)}` : '');
}

/** Suggested next questions, keyed by what they ask (never one of the topics just answered). */
const NEXT = {
  personality: { en: 'What does my lagna say about my personality?', hi: 'मेरा लग्न मेरे स्वभाव के बारे में क्या कहता है?', ta: 'என் லக்னம் என் குணம் பற்றி என்ன சொல்கிறது?' },
  career: { en: 'What does my chart say about my career?', hi: 'मेरी कुंडली करियर के बारे में क्या कहती है?', ta: 'என் ஜாதகம் தொழில் பற்றி என்ன சொல்கிறது?' },
  marriage: { en: 'What does my chart say about marriage?', hi: 'मेरी कुंडली विवाह के बारे में क्या कहती है?', ta: 'என் ஜாதகம் திருமணம் பற்றி என்ன சொல்கிறது?' },
  health: { en: 'What does my chart say about my health?', hi: 'मेरी कुंडली स्वास्थ्य के बारे में क्या कहती है?', ta: 'என் ஜாதகம் உடல்நலம் பற்றி என்ன சொல்கிறது?' },
  finance: { en: 'What does my chart say about money and wealth?', hi: 'मेरी कुंडली धन के बारे में क्या कहती है?', ta: 'என் ஜாதகம் செல்வம் பற்றி என்ன சொல்கிறது?' },
  dasha: { en: 'Which dasha am I running now?', hi: 'अभी मेरी कौन सी दशा चल रही है?', ta: 'இப்போது எனக்கு எந்த தசை நடக்கிறது?' },
  period: { en: 'How is next year for me?', hi: 'अगला साल मेरे लिए कैसा रहेगा?', ta: 'அடுத்த ஆண்டு எனக்கு எப்படி இருக்கும்?' },
  compatibility: { en: 'How compatible are my partner and I?', hi: 'मेरे और मेरे साथी का मिलान कैसा है?', ta: 'எனக்கும் என் துணைக்கும் பொருத்தம் எப்படி?' },
  remedies: { en: 'Which remedies suit my chart?', hi: 'मेरी कुंडली के लिए कौन से उपाय उचित हैं?', ta: 'என் ஜாதகத்துக்கு எந்த பரிகாரங்கள் பொருந்தும்?' },
  dosha: { en: 'Do I have any dosha in my chart?', hi: 'क्या मेरी कुंडली में कोई दोष है?', ta: 'என் ஜாதகத்தில் ஏதேனும் தோஷம் உள்ளதா?' },
  sade_sati: { en: 'Is sade sati running for me?', hi: 'क्या मेरी साढ़े साती चल रही है?', ta: 'எனக்கு ஏழரை சனி நடக்கிறதா?' },
  strengths: { en: 'Which planets are strongest and weakest in my chart?', hi: 'मेरी कुंडली में सबसे बलवान और सबसे कमज़ोर ग्रह कौन से हैं?', ta: 'என் ஜாதகத்தில் வலிமையான, பலவீனமான கிரகங்கள் எவை?' },
  event_marriage: { en: 'When will I get married?', hi: 'मेरी शादी कब होगी?', ta: 'எனக்கு திருமணம் எப்போது நடக்கும்?' },
  event_job: { en: 'When will I get a new job?', hi: 'मुझे नई नौकरी कब मिलेगी?', ta: 'எனக்கு புதிய வேலை எப்போது கிடைக்கும்?' },
  panchang: { en: 'What is the panchang today?', hi: 'आज का पंचांग क्या है?', ta: 'இன்றைய பஞ்சாங்கம் என்ன?' },
  western: { en: 'What are my sun, moon and rising signs in Western astrology?', hi: 'पाश्चात्य ज्योतिष में मेरी सूर्य, चंद्र और लग्न राशि क्या है?', ta: 'மேற்கத்திய ஜோதிடத்தில் என் சூரிய, சந்திர, லக்ன ராசிகள் என்ன?' },
  varshaphal: { en: 'What does my varshaphal for next year say?', hi: 'अगले साल का मेरा वर्षफल क्या कहता है?', ta: 'அடுத்த ஆண்டுக்கான என் வருஷ பலன் என்ன?' },
  jaimini: { en: 'What are my atmakaraka and arudha lagna?', hi: 'मेरा आत्मकारक और आरूढ़ लग्न क्या है?', ta: 'என் ஆத்மகாரகன், ஆரூட லக்னம் என்ன?' },
  kp: { en: 'What is the KP sub lord of my 10th cusp?', hi: 'मेरे दसवें भाव के कस्प का के.पी. सब लॉर्ड क्या है?', ta: 'என் 10ஆம் பாவ கஸ்ப்பின் கே.பி. சப் லார்ட் என்ன?' },
} satisfies Record<string, Localized>;
type NextKey = keyof typeof NEXT;

/** What each answered part makes natural to ask next, in order of preference. */
const AFTER: Partial<Record<Topic, NextKey[]>> = {
  basics: ['personality', 'dasha', 'career'], personality: ['career', 'marriage', 'dasha'], dasha: ['period', 'career', 'remedies'],
  period: ['dasha', 'career', 'remedies'], strengths: ['remedies', 'career', 'dasha'], remedies: ['dasha', 'period', 'strengths'],
  compatibility: ['marriage', 'event_marriage', 'remedies'], dosha: ['remedies', 'sade_sati', 'marriage'], event: ['dasha', 'period', 'remedies'],
  life: ['period', 'dasha', 'strengths'], muhurta: ['panchang', 'dosha', 'period'], panchang: ['dosha', 'period', 'dasha'],
  periods: ['panchang', 'dasha', 'period'], chandrashtama: ['panchang', 'period', 'dasha'], balam: ['panchang', 'dasha', 'period'],
  festival: ['panchang', 'period', 'remedies'], western: ['personality', 'dasha', 'period'], planet: ['strengths', 'remedies', 'dasha'], horoscope: ['period', 'dasha', 'panchang'],
  varshaphal: ['dasha', 'jaimini', 'period'], jaimini: ['varshaphal', 'kp', 'personality'], kp: ['jaimini', 'varshaphal', 'dasha'],
};

/** The keys a part has already answered (so a suggestion never repeats it). */
function answeredKeys(p: Part): NextKey[] {
  switch (p.topic) {
    case 'life': return p.area in NEXT ? [p.area as NextKey] : [];
    case 'event': return p.event === 'marriage' ? ['event_marriage'] : p.event === 'job' ? ['event_job'] : [];
    case 'dosha': return p.dosha === 'sade_sati' ? ['sade_sati'] : p.dosha === 'all' ? ['dosha', 'sade_sati'] : ['dosha'];
    case 'basics': return [];
    default: return p.topic in NEXT ? [p.topic as NextKey] : [];
  }
}

/** 3 suggested next questions: what the asked parts lead to, never what was just answered. */
export function followUps(lang: Language, parts: Part[]): string[] {
  const answered = new Set(parts.flatMap(answeredKeys));
  const order = [...parts.flatMap((p) => AFTER[p.topic] ?? []), 'dasha', 'period', 'career', 'marriage', 'remedies'] as NextKey[];
  const out: NextKey[] = [];
  for (const k of order) if (!answered.has(k) && !out.includes(k)) out.push(k);
  return out.slice(0, 3).map((k) => NEXT[k][lang]);
}

export { NEXT as FOLLOW_UP_QUESTIONS };
