/**
 * Compatibility of two people: Ashtakoota (guna milan, /v1/astrology/match) with the Nadi and Bhakoot doshas and
 * their cancellations called out, and the ten poruthams (/v1/astrology/match?method=porutham) when asked for or when
 * the question is in Tamil. Without the partner's birth or the groom/bride roles, the section asks for them.
 */
import { SIGNS } from '../../constants';
import { match as matchCharts } from '../../match';
import { poruthamMatch } from '../../porutham';
import { signName, type Localized } from '../lexicon';
import type { Part } from '../asked';
import { askFor } from '../followup';
import { L } from './common';
import { section, type Section, type SectionContext } from './types';

const T = {
  score: { en: 'Your guna milan (Ashtakoota) score is {total} of 36 points, for {boy} (groom) and {girl} (bride): {verdict}.', hi: 'आपका गुण मिलान (अष्टकूट) 36 में से {total} अंक है, {boy} (वर) और {girl} (वधू): {verdict}।', ta: 'உங்கள் அஷ்டகூட பொருத்தம் 36-ல் {total} புள்ளிகள், {boy} (மணமகன்) மற்றும் {girl} (மணமகள்): {verdict}.' },
  v18: { en: 'this meets the usual threshold of 18 points', hi: 'यह 18 अंकों की सामान्य सीमा को पूरा करता है', ta: 'இது வழக்கமான 18 புள்ளி எல்லையை எட்டுகிறது' },
  vLow: { en: 'this is below the usual threshold of 18 points', hi: 'यह 18 अंकों की सामान्य सीमा से कम है', ta: 'இது வழக்கமான 18 புள்ளி எல்லைக்குக் குறைவு' },
  you: { en: 'you', hi: 'आप', ta: 'நீங்கள்' },
  partner: { en: 'your partner', hi: 'आपके साथी', ta: 'உங்கள் துணை' },
  moons: { en: 'Moon signs: groom {bm} ({bn}), bride {gm} ({gn}).', hi: 'चंद्र राशियाँ: वर {bm} ({bn}), वधू {gm} ({gn})।', ta: 'சந்திர ராசிகள்: மணமகன் {bm} ({bn}), மணமகள் {gm} ({gn}).' },
  koots: { en: 'Koots: {items}.', hi: 'कूट: {items}।', ta: 'கூடங்கள்: {items}.' },
  nadiDosha: { en: 'Nadi dosha: present (both in {nadi} nadi){cancel}.', hi: 'नाड़ी दोष: है (दोनों {nadi} नाड़ी){cancel}।', ta: 'நாடி தோஷம்: உள்ளது (இருவரும் {nadi} நாடி){cancel}.' },
  nadiNone: { en: 'Nadi dosha: none.', hi: 'नाड़ी दोष: नहीं।', ta: 'நாடி தோஷம்: இல்லை.' },
  bhakootDosha: { en: 'Bhakoot dosha: present{cancel}.', hi: 'भकूट दोष: है{cancel}।', ta: 'பகூட (ராசி) தோஷம்: உள்ளது{cancel}.' },
  bhakootNone: { en: 'Bhakoot dosha: none.', hi: 'भकूट दोष: नहीं।', ta: 'பகூட (ராசி) தோஷம்: இல்லை.' },
  cancelled: { en: ', cancelled: {why}', hi: ', निरस्त: {why}', ta: ', ரத்து: {why}' },
  notCancelled: { en: ', not cancelled', hi: ', निरस्त नहीं', ta: ', ரத்து இல்லை' },
  mangalBoth: { en: 'Mangal dosha: both have it (from the lagna), and by the usual rule the two cancel each other.', hi: 'मंगल दोष: दोनों में है (लग्न से), और सामान्य नियम से दोनों एक-दूसरे को निरस्त करते हैं।', ta: 'செவ்வாய் தோஷம்: இருவருக்கும் உள்ளது (லக்னத்திலிருந்து); வழக்கமான விதிப்படி இரண்டும் ஒன்றையொன்று ரத்து செய்யும்.' },
  mangalOne: { en: 'Mangal dosha: only the {who} has it (from the lagna, not cancelled).', hi: 'मंगल दोष: केवल {who} में है (लग्न से, निरस्त नहीं)।', ta: 'செவ்வாய் தோஷம்: {who} ஜாதகத்தில் மட்டும் உள்ளது (லக்னத்திலிருந்து, ரத்து இல்லை).' },
  mangalNone: { en: 'Mangal dosha: neither has an uncancelled one from the lagna.', hi: 'मंगल दोष: लग्न से किसी में भी अनिरस्त दोष नहीं।', ta: 'செவ்வாய் தோஷம்: லக்னத்திலிருந்து இருவருக்கும் ரத்தாகாத தோஷம் இல்லை.' },
  groom: { en: 'groom', hi: 'वर', ta: 'மணமகன்' },
  bride: { en: 'bride', hi: 'वधू', ta: 'மணமகள்' },
  rule: { en: 'Ashtakoota compares the two Moons (nakshatra and sign) in eight koots worth 36 points (Muhurta Chintamani ch. 6); Nadi (8) and Bhakoot (7) weigh most, and their doshas are cancelled by the classical exceptions (the same sign lord or friendly lords for Bhakoot; the same nakshatra with different padas for Nadi).', hi: 'अष्टकूट दोनों चंद्रमाओं (नक्षत्र और राशि) की आठ कूटों में 36 अंकों से तुलना करता है (मुहूर्त चिंतामणि अ. 6); नाड़ी (8) और भकूट (7) सबसे भारी हैं, और उनके दोष शास्त्रीय अपवादों से निरस्त होते हैं।', ta: 'அஷ்டகூடம் இரு சந்திரன்களையும் (நட்சத்திரம், ராசி) எட்டு கூடங்களில் 36 புள்ளிகளுக்கு ஒப்பிடுகிறது (முகூர்த்த சிந்தாமணி அ. 6); நாடி (8), பகூடம் (7) மிக முக்கியம்; அவற்றின் தோஷங்கள் சாஸ்திர விலக்குகளால் ரத்தாகும்.' },
  porutham: { en: 'Porutham (the ten South Indian agreements): {total} of 10 present; Rajju and Vedha {ess}; verdict: {verdict}.', hi: 'पोरुथम (दक्षिण भारतीय दस मिलान): 10 में से {total} मेल; रज्जु और वेध {ess}; निर्णय: {verdict}।', ta: 'பொருத்தம் (பத்துப் பொருத்தங்கள்): 10-ல் {total} பொருந்துகின்றன; ரஜ்ஜு, வேதை {ess}; முடிவு: {verdict}.' },
  essOk: { en: 'agree', hi: 'मिलते हैं', ta: 'பொருந்துகின்றன' },
  essBad: { en: 'do not both agree', hi: 'दोनों नहीं मिलते', ta: 'இரண்டும் பொருந்தவில்லை' },
  compatible: { en: 'compatible', hi: 'अनुकूल', ta: 'பொருத்தம் உண்டு' },
  notCompatible: { en: 'not compatible', hi: 'अनुकूल नहीं', ta: 'பொருத்தம் இல்லை' },
  poruthamItems: { en: 'Poruthams: {items}.', hi: 'पोरुथम: {items}।', ta: 'பொருத்தங்கள்: {items}.' },
} satisfies Record<string, Localized>;

const NADI = ['Adi', 'Madhya', 'Antya'];
const nadiOfName = (nak: string) => NADI[[0, 1, 2, 2, 1, 0][['Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati'].indexOf(nak) % 6]];

export function compatibilitySection(part: Part, ctx: SectionContext): Section {
  const { lang } = ctx;
  const ask = (text: string, followUp?: string[]) => section(part, text, { asks: true, data: { followUp } });
  if (!ctx.partner) {
    const a = askFor(lang, { kind: 'missing', whose: 'partner', missing: ['date', 'time', 'place'] });
    return ask(a.text);
  }
  if (ctx.userIsBoy === null || ctx.userIsBoy === undefined) {
    const a = askFor(lang, { kind: 'role' });
    return ask(a.text, a.followUp);
  }
  const me = ctx.me!.birth, them = ctx.partner.birth;
  const input = ctx.userIsBoy ? { boy: me, girl: them } : { boy: them, girl: me };
  const r = matchCharts(input);
  const [boy, girl] = ctx.userIsBoy ? [T.you[lang], T.partner[lang]] : [T.partner[lang], T.you[lang]];
  const answer = L(lang, T.score, { total: r.total_score, boy, girl, verdict: (r.total_score >= 18 ? T.v18 : T.vLow)[lang] });
  const raw = (name: string) => r.koots.find((k) => k.name === name)!;
  const applied = (name: string) => r.pariharas.applied.find((a) => a.koot === name);
  const doshaLine = (name: 'Nadi' | 'Bhakoot') => {
    const k = raw(name);
    const cancel = applied(name);
    const present = k.score === 0 || !!cancel;
    if (!present) return (name === 'Nadi' ? T.nadiNone : T.bhakootNone)[lang];
    const c = cancel ? L(lang, T.cancelled, { why: cancel.reason }) : T.notCancelled[lang];
    return name === 'Nadi' ? L(lang, T.nadiDosha, { nadi: nadiOfName(r.boy.nakshatra), cancel: c }) : L(lang, T.bhakootDosha, { cancel: c });
  };
  const facts = [
    L(lang, T.moons, { bm: signName(lang, SIGNS.indexOf(r.boy.moon_sign)), bn: r.boy.nakshatra, gm: signName(lang, SIGNS.indexOf(r.girl.moon_sign)), gn: r.girl.nakshatra }),
    L(lang, T.koots, { items: r.koots.map((x) => `${x.name} ${x.score}/${x.max}`).join(', ') }),
    doshaLine('Nadi'), doshaLine('Bhakoot'),
  ];
  const { boy: b, girl: g } = r.mangal_dosha;
  const reasons = [b && g ? T.mangalBoth[lang] : b || g ? L(lang, T.mangalOne, { who: (b ? T.groom : T.bride)[lang] }) : T.mangalNone[lang], T.rule[lang]];
  const data: Record<string, unknown> = { total_score: r.total_score, koots: r.koots.map((k) => ({ name: k.name, score: k.score, max: k.max })), mangal_dosha: { boy: b, girl: g } };
  const wantPorutham = lang === 'ta' || /porutham|poruttam|பொருத்தம்|பொருத்தங்கள்|\bporutham/iu.test(ctx.u.question);
  if (wantPorutham) {
    const p = poruthamMatch(input);
    facts.push(L(lang, T.porutham, { total: p.total, ess: (p.essential_present ? T.essOk : T.essBad)[lang], verdict: (p.verdict === 'compatible' ? T.compatible : T.notCompatible)[lang] }));
    facts.push(L(lang, T.poruthamItems, { items: p.poruthams.map((x) => `${x.name} ${x.present ? '✓' : '✗'}`).join(', ') }));
    data.porutham = { total: p.total, essential_present: p.essential_present, verdict: p.verdict };
  }
  return section(part, answer, { facts, reasons, data, noteTopic: 'compatibility', match: r });
}
