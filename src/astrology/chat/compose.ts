/**
 * The built-in composer: turns computed facts and retrieved notes into the answer text, in en, hi or ta. Every
 * sentence states a computed fact or quotes a retrieved note; nothing is invented. Tier decides how much is said:
 * fast = chart facts and a short answer; standard = + running dasha and 3 classical notes; pro = + D9/D10,
 * transits of the asked period and 5 notes.
 */
import type { Citation } from '../../providers/types';
import { SIGNS, SIGN_LORDS, nakshatraLord, type Graha } from '../constants';
import { GOCHARA_FAVOURABLE } from './corpus/entries';
import type { MatchResult } from '../match';
import { fill } from '../i18n';
import type { ChartFacts } from './facts';
import type { CorpusEntry, Intent } from './corpus/rules';
import { afflicted, dignityOf } from './corpus/applies';
import { HOUSE_MEANING, houseLocative, houseOrdinal, nakshatraName, planetName, signName, type Language, type Localized } from './lexicon';
import type { Understood } from './conversation';

export type Tier = 'fast' | 'standard' | 'pro';
export interface Composed { text: string; citations: Citation[]; followUp: string[] }

const L = (lang: Language, t: Localized, v: Record<string, string | number> = {}) => fill(t[lang], v);
const list = (lang: Language, xs: string[]) => xs.join(lang === 'en' ? ', ' : ', ');

const T = {
  birth: { en: 'Birth: {date} at {time}, {place} (UTC{offset}{zone}). Vedic chart: Lahiri ayanamsa, whole-sign houses.', hi: 'जन्म: {date}, {time}, {place} (UTC{offset}{zone})। वैदिक कुंडली: लाहिड़ी अयनांश, संपूर्ण राशि भाव।', ta: 'பிறப்பு: {date}, {time}, {place} (UTC{offset}{zone}). வேத ஜாதகம்: லாஹிரி அயனாம்சம், முழு ராசி பாவங்கள்.' },
  timeRead: { en: '(I read {text} on the 24-hour clock as {value}; say "{text} pm" if you meant the afternoon.)', hi: '({text} को 24-घंटे की घड़ी से {value} पढ़ा; दोपहर के बाद का समय हो तो "दोपहर {text}" लिखें।)', ta: '({text} என்பதை 24 மணி நேரக் கணக்கில் {value} என வாசித்தேன்; மதியத்துக்குப் பின் என்றால் "மதியம் {text}" என எழுதவும்.)' },
  dateRead: { en: '(I read {text} as day/month/year: {iso}.)', hi: '({text} को दिन/माह/वर्ष के रूप में पढ़ा: {iso}।)', ta: '({text} என்பதை நாள்/மாதம்/ஆண்டு என வாசித்தேன்: {iso}.)' },
  core: { en: 'Lagna (ascendant): {lagna}. Moon sign: {moon}, nakshatra {nak}. Sun sign: {sun}.', hi: 'लग्न: {lagna}। चंद्र राशि: {moon}, नक्षत्र {nak}। सूर्य राशि: {sun}।', ta: 'லக்னம்: {lagna}. சந்திர ராசி: {moon}, நட்சத்திரம் {nak}. சூரிய ராசி: {sun}.' },
  house: { en: 'The {ord} ({meaning}) is {sign}; its lord {lord} sits in the {ord2}; planets in it: {occ}.', hi: '{ord} ({meaning}) में {sign} राशि है; इसका स्वामी {lord} {ord2} में है; इसमें ग्रह: {occ}।', ta: '{ord} ({meaning}) {sign} ராசி; அதன் அதிபதி {lord} {ord2Loc} உள்ளார்; அதிலுள்ள கிரகங்கள்: {occ}.' },
  none: { en: 'none', hi: 'कोई नहीं', ta: 'இல்லை' },
  good: { en: 'In short: the {ord} lord in a kendra or trikona supports {meaning}.', hi: 'संक्षेप में: {ord} का स्वामी केंद्र या त्रिकोण में होकर {meaning} को सहारा देता है।', ta: 'சுருக்கமாக: {ord} அதிபதி கேந்திரம் அல்லது திரிகோணத்தில் இருப்பது {meaning} விஷயங்களுக்குத் துணை.' },
  dusthana: { en: 'In short: the {ord} lord in a dusthana (6, 8, 12) means {meaning} come through effort and patience.', hi: 'संक्षेप में: {ord} का स्वामी दुःस्थान (6, 8, 12) में है, अतः {meaning} परिश्रम और धैर्य से मिलते हैं।', ta: 'சுருக்கமாக: {ord} அதிபதி துஸ்தானத்தில் (6, 8, 12) இருப்பதால் {meaning} முயற்சியாலும் பொறுமையாலும் கிடைக்கும்.' },
  mixed: { en: 'In short: the {ord} lord in the {ord2} gives mixed results for {meaning}, growing with effort.', hi: 'संक्षेप में: {ord} का स्वामी {ord2} में होकर {meaning} में मिश्रित फल देता है, जो परिश्रम से बढ़ते हैं।', ta: 'சுருக்கமாக: {ord} அதிபதி {ord2Loc} இருப்பதால் {meaning} விஷயங்களில் கலப்பு பலன், முயற்சியால் வளரும்.' },
  dignity: { en: '{planet} is {dignity} in {sign}.', hi: '{planet} {sign} में {dignity} है।', ta: '{planet} {sign} ராசியில் {dignity}.' },
  yogas: { en: 'Yogas in the chart: {names}.', hi: 'कुंडली में योग: {names}।', ta: 'ஜாதகத்தில் யோகங்கள்: {names}.' },
  dashaNow: { en: 'Running Vimshottari period: {maha} mahadasha ({start} to {end}), {antar} antardasha (to {subEnd}).', hi: 'वर्तमान विंशोत्तरी दशा: {maha} महादशा ({start} से {end}), {antar} अंतर्दशा ({subEnd} तक)।', ta: 'நடப்பு விம்சோத்தரி தசை: {maha} மகாதசை ({start} முதல் {end}), {antar} புக்தி ({subEnd} வரை).' },
  dashaAsked: { en: 'In {label}: {maha} mahadasha with {antar} antardasha ({subStart} to {subEnd}).', hi: '{label} में: {maha} महादशा, {antar} अंतर्दशा ({subStart} से {subEnd})।', ta: '{label}-ல்: {maha} மகாதசை, {antar} புக்தி ({subStart} முதல் {subEnd}).' },
  birthDasha: { en: 'Your dashas began with {lord}, the lord of your Moon\'s nakshatra {nak}.', hi: 'आपकी दशाएँ चंद्र नक्षत्र {nak} के स्वामी {lord} से आरंभ हुईं।', ta: 'உங்கள் தசைகள் சந்திர நட்சத்திரம் {nak}-இன் அதிபதி {lord}-இலிருந்து தொடங்கின.' },
  transits: { en: 'Transits ({date}, counted from your Moon sign): {items}.', hi: 'गोचर ({date}, चंद्र राशि से): {items}।', ta: 'கோசாரம் ({date}, சந்திர ராசியிலிருந்து): {items}.' },
  transitItem: { en: '{planet} in {sign} ({ord}, {fav})', hi: '{planet} {sign} में ({ord}, {fav})', ta: '{planet} {sign}-ல் ({ord}, {fav})' },
  fav: { en: 'favourable', hi: 'शुभ', ta: 'சாதகம்' },
  unfav: { en: 'needs care', hi: 'सावधानी', ta: 'கவனம்' },
  d9: { en: 'Navamsa (D9): lagna {lagna}; Venus in {venus}; Moon in {moon}.', hi: 'नवांश (D9): लग्न {lagna}; शुक्र {venus} में; चंद्र {moon} में।', ta: 'நவாம்சம் (D9): லக்னம் {lagna}; சுக்கிரன் {venus}-ல்; சந்திரன் {moon}-ல்.' },
  d10: { en: 'Dasamsa (D10): lagna {lagna}; the 10th lord {lord} in {sign}; Sun in {sun}; Saturn in {saturn}.', hi: 'दशमांश (D10): लग्न {lagna}; दशमेश {lord} {sign} में; सूर्य {sun} में; शनि {saturn} में।', ta: 'தசாம்சம் (D10): லக்னம் {lagna}; 10ஆம் அதிபதி {lord} {sign}-ல்; சூரியன் {sun}-ல்; சனி {saturn}-ல்.' },
  vargottama: { en: 'Vargottama (same sign in D1 and D9): {names}.', hi: 'वर्गोत्तम (D1 और D9 में एक ही राशि): {names}।', ta: 'வர்கோத்தமம் (D1, D9-ல் ஒரே ராசி): {names}.' },
  remedyFor: { en: 'Planets that call for remedies: {items}.', hi: 'उपाय योग्य ग्रह: {items}।', ta: 'பரிகாரம் தேவைப்படும் கிரகங்கள்: {items}.' },
  remedyWhy: { en: '{planet} ({why})', hi: '{planet} ({why})', ta: '{planet} ({why})' },
  whyDebil: { en: 'debilitated', hi: 'नीच', ta: 'நீசம்' },
  whyDusthana: { en: 'in the {ord}', hi: '{ord} में', ta: '{ordLoc}' },
  whyDasha: { en: 'running period', hi: 'वर्तमान दशा', ta: 'நடப்பு தசை' },
  classics: { en: 'What the classical texts say about these placements:', hi: 'इन स्थितियों पर शास्त्र क्या कहते हैं:', ta: 'இந்த நிலைகள் பற்றி சாஸ்திரங்கள் கூறுவது:' },
  matchScore: { en: 'Ashtakoota (guna milan) for {boy} (groom) and {girl} (bride): {total} of 36 points.', hi: 'अष्टकूट (गुण मिलान), {boy} (वर) और {girl} (वधू): 36 में से {total} अंक।', ta: 'அஷ்டகூட பொருத்தம், {boy} (மணமகன்) மற்றும் {girl} (மணமகள்): 36-ல் {total} புள்ளிகள்.' },
  you: { en: 'you', hi: 'आप', ta: 'நீங்கள்' },
  partner: { en: 'your partner', hi: 'आपके साथी', ta: 'உங்கள் துணை' },
  matchMoons: { en: 'Moon signs: groom {bm} ({bn}), bride {gm} ({gn}).', hi: 'चंद्र राशियाँ: वर {bm} ({bn}), वधू {gm} ({gn})।', ta: 'சந்திர ராசிகள்: மணமகன் {bm} ({bn}), மணமகள் {gm} ({gn}).' },
  koots: { en: 'Koots: {items}.', hi: 'कूट: {items}।', ta: 'கூடங்கள்: {items}.' },
  mangalBoth: { en: 'Mangal dosha: both have it (from the lagna), and by the usual rule the two cancel each other.', hi: 'मंगल दोष: दोनों में है (लग्न से), और सामान्य नियम से दोनों एक-दूसरे को निरस्त करते हैं।', ta: 'செவ்வாய் தோஷம்: இருவருக்கும் உள்ளது (லக்னத்திலிருந்து); வழக்கமான விதிப்படி இரண்டும் ஒன்றையொன்று ரத்து செய்யும்.' },
  mangalOne: { en: 'Mangal dosha: only the {who} has it (from the lagna, not cancelled).', hi: 'मंगल दोष: केवल {who} में है (लग्न से, निरस्त नहीं)।', ta: 'செவ்வாய் தோஷம்: {who} ஜாதகத்தில் மட்டும் உள்ளது (லக்னத்திலிருந்து, ரத்து இல்லை).' },
  mangalNone: { en: 'Mangal dosha: neither has an uncancelled one from the lagna.', hi: 'मंगल दोष: लग्न से किसी में भी अनिरस्त दोष नहीं।', ta: 'செவ்வாய் தோஷம்: லக்னத்திலிருந்து இருவருக்கும் ரத்தாகாத தோஷம் இல்லை.' },
  groom: { en: 'groom', hi: 'वर', ta: 'மணமகன்' },
  bride: { en: 'bride', hi: 'वधू', ta: 'மணமகள்' },
  matchVerdict: { en: 'In short: {verdict}.', hi: 'संक्षेप में: {verdict}।', ta: 'சுருக்கமாக: {verdict}.' },
  v18: { en: '18 or more points is the usual threshold for agreement, and this match meets it', hi: '18 या अधिक अंक सामान्य स्वीकृति सीमा है, और यह मिलान उसे पूरा करता है', ta: '18 அல்லது அதற்கு மேல் வழக்கமான ஏற்பு எல்லை; இந்தப் பொருத்தம் அதை எட்டுகிறது' },
  vLow: { en: 'this match is below the usual threshold of 18 points; look at the koots that scored nothing', hi: 'यह मिलान 18 अंकों की सामान्य सीमा से कम है; शून्य अंक वाले कूट देखें', ta: 'இந்தப் பொருத்தம் வழக்கமான 18 புள்ளி எல்லைக்குக் குறைவு; பூஜ்யம் பெற்ற கூடங்களைப் பாருங்கள்' },
};

/** Local names of the engine's yogas; a yoga not listed is shown by its English name. */
const YOGA_LOCAL: Record<string, Localized> = {
  Gajakesari: { en: 'Gajakesari', hi: 'गजकेसरी', ta: 'கஜகேசரி' }, 'Budha-Aditya': { en: 'Budha-Aditya', hi: 'बुधादित्य', ta: 'புதஆதித்ய' },
  Ruchaka: { en: 'Ruchaka', hi: 'रुचक', ta: 'ருசக' }, Bhadra: { en: 'Bhadra', hi: 'भद्र', ta: 'பத்ர' }, Hamsa: { en: 'Hamsa', hi: 'हंस', ta: 'ஹம்ச' },
  Malavya: { en: 'Malavya', hi: 'मालव्य', ta: 'மாளவ்ய' }, Sasa: { en: 'Sasa', hi: 'शश', ta: 'சச' },
  'Chandra-Mangala': { en: 'Chandra-Mangala', hi: 'चंद्र-मंगल', ta: 'சந்திர-மங்கள' }, Kemadruma: { en: 'Kemadruma', hi: 'केमद्रुम', ta: 'கேமத்ரும' },
  'Raja Yoga': { en: 'Raja Yoga', hi: 'राजयोग', ta: 'ராஜ யோகம்' }, 'Dhana Yoga': { en: 'Dhana Yoga', hi: 'धन योग', ta: 'தன யோகம்' },
  'Neecha Bhanga': { en: 'Neecha Bhanga', hi: 'नीचभंग', ta: 'நீசபங்கம்' },
  'Viparita Raja Yoga': { en: 'Viparita Raja Yoga', hi: 'विपरीत राजयोग', ta: 'விபரீத ராஜ யோகம்' },
};
const DIGNITY_WORD: Record<'exalted' | 'debilitated' | 'own', Localized> = {
  exalted: { en: 'exalted', hi: 'उच्च', ta: 'உச்சம்' }, debilitated: { en: 'debilitated', hi: 'नीच', ta: 'நீசம்' }, own: { en: 'in its own sign', hi: 'स्वगृही', ta: 'ஆட்சி' },
};
const FOCUS: Partial<Record<Intent, number[]>> = { personality: [1], career: [10], marriage: [7], health: [1, 6], finance: [2, 11] };
const KARAKAS: Partial<Record<Intent, Graha[]>> = {
  personality: ['Sun', 'Moon'], career: ['Sun', 'Saturn', 'Mercury'], marriage: ['Venus', 'Jupiter'], health: ['Sun', 'Moon', 'Saturn'], finance: ['Jupiter', 'Venus', 'Mercury'],
};

function offsetLabel(h: number): string {
  const sign = h < 0 ? '-' : '+';
  const m = Math.round(Math.abs(h) * 60);
  return `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function houseLine(lang: Language, f: ChartFacts, h: number): string {
  const sign = (f.lagnaSign + h - 1) % 12;
  const lord = SIGN_LORDS[sign];
  const occ = (Object.keys(f.house) as Graha[]).filter((g) => f.house[g] === h).map((g) => planetName(lang, g));
  return L(lang, T.house, { ord: houseOrdinal(lang, h), meaning: HOUSE_MEANING[h - 1][lang], sign: signName(lang, sign), lord: planetName(lang, lord), ord2: houseOrdinal(lang, f.house[lord]), ord2Loc: houseLocative(lang, f.house[lord]), occ: occ.length ? list(lang, occ) : T.none[lang] });
}

function shortAnswer(lang: Language, f: ChartFacts, h: number): string {
  const lh = f.lordHouse[h - 1];
  const kind = [1, 4, 5, 7, 9, 10].includes(lh) ? 'good' : [6, 8, 12].includes(lh) ? 'dusthana' : 'mixed';
  return L(lang, T[kind], { ord: houseOrdinal(lang, h), ord2: houseOrdinal(lang, lh), ord2Loc: houseLocative(lang, lh), meaning: HOUSE_MEANING[h - 1][lang] });
}

export function citationOf(e: CorpusEntry, lang: Language): Citation {
  return { id: e.id, work: e.work, chapter: e.chapter, verse: e.verse, text: e.text[lang] };
}

function refLabel(e: CorpusEntry): string {
  return `${e.work}, ch. ${e.chapter}${e.verse ? `, v. ${e.verse}` : ''}`;
}

export interface ComposeInput {
  tier: Tier;
  u: Understood;
  facts: ChartFacts;
  placeLabel: string;
  notes: CorpusEntry[];
  match?: { result: MatchResult; partnerFacts: ChartFacts; userIsBoy: boolean };
}

export function compose({ tier, u, facts: f, placeLabel, notes, match }: ComposeInput): Composed {
  const lang = u.language;
  const k = f.kundali;
  const lines: string[] = [];
  lines.push(L(lang, T.birth, { date: f.birth.date, time: f.birth.time, place: placeLabel, offset: offsetLabel(k.time.tz_offset_hours), zone: k.time.zone ? `, ${k.time.zone}` : '' })
    + (u.person.dateRead && u.person.dateRead.iso === f.birth.date ? ` ${L(lang, T.dateRead, u.person.dateRead)}` : '')
    + (u.person.timeRead && u.person.timeRead.value === f.birth.time ? ` ${L(lang, T.timeRead, u.person.timeRead)}` : ''));
  lines.push(L(lang, T.core, { lagna: signName(lang, f.lagnaSign), moon: signName(lang, f.moonSign), nak: nakshatraName(lang, f.moonNakshatra), sun: signName(lang, SIGN_INDEX(k.sun_sign)) }));

  const intent = u.intent as Intent;
  const focus = FOCUS[intent];
  if (focus) {
    for (const h of focus) lines.push(houseLine(lang, f, h));
    const dignities = (KARAKAS[intent] ?? []).map((g) => [g, dignityOf(g, f.sign[g])] as const).filter(([, d]) => d !== null);
    for (const [g, d] of dignities) lines.push(L(lang, T.dignity, { planet: planetName(lang, g), dignity: DIGNITY_WORD[d!][lang], sign: signName(lang, f.sign[g]) }));
    if (f.yogas.length && intent !== 'health') lines.push(L(lang, T.yogas, { names: f.yogas.map((y) => (lang === 'en' || !YOGA_LOCAL[y] ? y : `${YOGA_LOCAL[y][lang]} (${y})`)).join(', ') }));
    lines.push(shortAnswer(lang, f, focus[0]));
  }
  if (intent === 'dasha') {
    lines.push(L(lang, T.birthDasha, { lord: planetName(lang, nakshatraLordOf(f.moonNakshatra)), nak: nakshatraName(lang, f.moonNakshatra) }));
  }
  if (intent === 'remedies') {
    const items: string[] = [];
    for (const g of Object.keys(f.house) as Graha[]) {
      const why: string[] = [];
      if (dignityOf(g, f.sign[g]) === 'debilitated') why.push(T.whyDebil[lang]);
      if ([6, 8, 12].includes(f.house[g])) why.push(L(lang, T.whyDusthana, { ord: houseOrdinal(lang, f.house[g]), ordLoc: houseLocative(lang, f.house[g]) }));
      if (g === f.dashaNow.maha || g === f.dashaNow.antar) why.push(T.whyDasha[lang]);
      if (why.length && (afflicted(f, g) || g === f.dashaNow.maha || g === f.dashaNow.antar)) items.push(L(lang, T.remedyWhy, { planet: planetName(lang, g), why: why.join(', ') }));
    }
    lines.push(L(lang, T.remedyFor, { items: list(lang, items) }));
  }
  if (match) {
    const r = match.result;
    const [boy, girl] = match.userIsBoy ? [T.you[lang], T.partner[lang]] : [T.partner[lang], T.you[lang]];
    lines.push(L(lang, T.matchScore, { boy, girl, total: r.total_score }));
    lines.push(L(lang, T.matchMoons, { bm: signName(lang, SIGN_INDEX(r.boy.moon_sign)), bn: r.boy.nakshatra, gm: signName(lang, SIGN_INDEX(r.girl.moon_sign)), gn: r.girl.nakshatra }));
    lines.push(L(lang, T.koots, { items: r.koots.map((x) => `${x.name} ${x.score}/${x.max}`).join(', ') }));
    if (tier !== 'fast') {
      const { boy: b, girl: g } = r.mangal_dosha;
      lines.push(b && g ? T.mangalBoth[lang] : b || g ? L(lang, T.mangalOne, { who: (b ? T.groom : T.bride)[lang] }) : T.mangalNone[lang]);
    }
    lines.push(L(lang, T.matchVerdict, { verdict: (r.total_score >= 18 ? T.v18 : T.vLow)[lang] }));
  }

  // The running period: standard and pro always; fast only when the question is about periods.
  if (tier !== 'fast' || intent === 'dasha' || intent === 'timing') {
    const d = f.dashaNow;
    lines.push(L(lang, T.dashaNow, { maha: planetName(lang, d.maha), antar: planetName(lang, d.antar), start: d.start, end: d.end, subEnd: d.subEnd }));
  }
  if (f.dashaAsked) {
    const d = f.dashaAsked;
    lines.push(L(lang, T.dashaAsked, { label: d.label, maha: planetName(lang, d.maha), antar: planetName(lang, d.antar), subStart: d.subStart, subEnd: d.subEnd }));
  }
  if (tier === 'pro' && f.d9 && f.d10) {
    lines.push(L(lang, T.d9, { lagna: signName(lang, f.d9.lagna), venus: signName(lang, f.d9.sign.Venus), moon: signName(lang, f.d9.sign.Moon) }));
    const lord10 = SIGN_LORDS[(f.lagnaSign + 9) % 12];
    lines.push(L(lang, T.d10, { lagna: signName(lang, f.d10.lagna), lord: planetName(lang, lord10), sign: signName(lang, f.d10.sign[lord10]), sun: signName(lang, f.d10.sign.Sun), saturn: signName(lang, f.d10.sign.Saturn) }));
    const vargottama = (Object.keys(f.sign) as Graha[]).filter((g) => f.d9!.sign[g] === f.sign[g]);
    if (vargottama.length) lines.push(L(lang, T.vargottama, { names: list(lang, vargottama.map((g) => planetName(lang, g))) }));
  }
  if (tier === 'pro' && f.transits) {
    for (const s of f.transits) {
      const items = s.planets.filter((p) => ['Jupiter', 'Saturn', 'Rahu', 'Ketu'].includes(p.planet)).map((p) => L(lang, T.transitItem, {
        planet: planetName(lang, p.planet), sign: signName(lang, p.sign), ord: houseOrdinal(lang, p.houseFromMoon),
        fav: (GOCHARA_GOOD(p.planet, p.houseFromMoon) ? T.fav : T.unfav)[lang],
      }));
      lines.push(L(lang, T.transits, { date: s.date, items: list(lang, items) }));
    }
  }
  if (notes.length) {
    lines.push('', T.classics[lang]);
    notes.forEach((e, i) => lines.push(`[${i + 1}] ${e.text[lang]} (${refLabel(e)})`));
  }
  return { text: lines.join('\n'), citations: notes.map((e) => citationOf(e, lang)), followUp: followUps(lang, intent, f) };
}

const SIGN_INDEX = (name: string) => SIGNS.indexOf(name as (typeof SIGNS)[number]);
const nakshatraLordOf = (n: number): Graha => nakshatraLord(n);
const GOCHARA_GOOD = (g: Graha, h: number) => GOCHARA_FAVOURABLE[g].includes(h);

const NEXT: Record<Intent, Localized> = {
  personality: { en: 'What does my lagna say about my personality?', hi: 'मेरा लग्न मेरे स्वभाव के बारे में क्या कहता है?', ta: 'என் லக்னம் என் குணம் பற்றி என்ன சொல்கிறது?' },
  career: { en: 'What does my chart say about my career?', hi: 'मेरी कुंडली करियर के बारे में क्या कहती है?', ta: 'என் ஜாதகம் தொழில் பற்றி என்ன சொல்கிறது?' },
  marriage: { en: 'What does my chart say about marriage?', hi: 'मेरी कुंडली विवाह के बारे में क्या कहती है?', ta: 'என் ஜாதகம் திருமணம் பற்றி என்ன சொல்கிறது?' },
  health: { en: 'What does my chart say about my health?', hi: 'मेरी कुंडली स्वास्थ्य के बारे में क्या कहती है?', ta: 'என் ஜாதகம் உடல்நலம் பற்றி என்ன சொல்கிறது?' },
  finance: { en: 'What does my chart say about money and wealth?', hi: 'मेरी कुंडली धन के बारे में क्या कहती है?', ta: 'என் ஜாதகம் செல்வம் பற்றி என்ன சொல்கிறது?' },
  dasha: { en: 'Which dasha am I running now?', hi: 'अभी मेरी कौन सी दशा चल रही है?', ta: 'இப்போது எனக்கு எந்த தசை நடக்கிறது?' },
  timing: { en: 'How is next year for me?', hi: 'अगला साल मेरे लिए कैसा रहेगा?', ta: 'அடுத்த ஆண்டு எனக்கு எப்படி இருக்கும்?' },
  compatibility: { en: 'How compatible are my partner and I?', hi: 'मेरे और मेरे साथी का मिलान कैसा है?', ta: 'எனக்கும் என் துணைக்கும் பொருத்தம் எப்படி?' },
  remedies: { en: 'Which remedies suit my chart?', hi: 'मेरी कुंडली के लिए कौन से उपाय उचित हैं?', ta: 'என் ஜாதகத்துக்கு எந்த பரிகாரங்கள் பொருந்தும்?' },
};
/** 3 suggested next questions: the topics the chart and the question point to next. */
function followUps(lang: Language, intent: Intent, f: ChartFacts): string[] {
  const order: Intent[] = intent === 'compatibility' ? ['marriage', 'timing', 'remedies']
    : intent === 'remedies' ? ['dasha', 'timing', 'health']
      : intent === 'dasha' || intent === 'timing' ? [intent === 'dasha' ? 'timing' : 'dasha', 'career', 'remedies']
        : ['dasha', 'timing', intent === 'career' ? 'finance' : 'career'];
  // A chart with an afflicted running-period lord invites the remedies question first.
  if (afflicted(f, f.dashaNow.maha) && !order.includes('remedies') && intent !== 'remedies') order[2] = 'remedies';
  return order.filter((x) => x !== intent).slice(0, 3).map((x) => NEXT[x][lang]);
}

export { NEXT as FOLLOW_UP_QUESTIONS };
