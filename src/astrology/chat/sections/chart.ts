/**
 * Sections read straight from the birth chart: chart basics (lagna, Moon and Sun sign, nakshatra and pada),
 * personality, the running dasha, and the strengths (shadbala, yogas).
 */
import { SIGNS, nakshatraLord, type Graha } from '../../constants';
import { shadbalaDoc } from '../../shadbala/index';
import { evaluateYogas } from '../../yogas';
import { dignityOf } from '../corpus/applies';
import { dashaTimelineOf } from '../facts';
import { ELEMENT_TRAIT, QUALITY_TRAIT, SIGN_ELEMENT, SIGN_QUALITY, houseOrdinal, nakshatraName, planetName, signName, signShort, type Localized } from '../lexicon';
import type { BasicsItem, Part } from '../asked';
import { DIGNITY_WORD, L, day, houseLine, list, yogaName } from './common';
import { section, type Section, type SectionContext } from './types';

const T = {
  lagna: { en: 'Your lagna (ascendant) is {sign}, at {deg}° of the sign.', hi: 'आपका लग्न {sign} है ({deg}° पर)।', ta: 'உங்கள் லக்னம் {sign} ({deg}°).' },
  moon: { en: 'Your Moon sign (rashi) is {sign}.', hi: 'आपकी चंद्र राशि {sign} है।', ta: 'உங்கள் சந்திர ராசி {sign}.' },
  sun: { en: 'Your Sun is in {sign} in the sidereal (Vedic) zodiac.', hi: 'निरयण (वैदिक) राशिचक्र में आपका सूर्य {sign} में है।', ta: 'நிராயன (வேத) ராசிச் சக்கரத்தில் உங்கள் சூரியன் {sign}-ல் உள்ளார்.' },
  nakshatra: { en: 'Your birth nakshatra is {nak}, pada {pada}; its lord is {lord}.', hi: 'आपका जन्म नक्षत्र {nak} है, पद {pada}; इसका स्वामी {lord} है।', ta: 'உங்கள் ஜென்ம நட்சத்திரம் {nak}, பாதம் {pada}; அதன் அதிபதி {lord}.' },
  personality: { en: 'Your nature, read from the lagna {lagna} and the Moon in {moon}: {lt}, with a mind that is {mt}.', hi: 'लग्न {lagna} और चंद्र {moon} से आपका स्वभाव: {lt}; मन {mt}।', ta: 'லக்னம் {lagna}, சந்திரன் {moon} கொண்டு உங்கள் இயல்பு: {lt}; மனம் {mt}.' },
  signNature: { en: 'The lagna {sign} is a {q}, {e} sign ruled by {lord}, placed in the {ord}.', hi: 'लग्न {sign} {q}, {e} राशि है; इसका स्वामी {lord} {ord} में है।', ta: 'லக்னம் {sign} {q}, {e} ராசி; அதன் அதிபதி {lord} {ord}-ல் உள்ளார்.' },
  sunLine: { en: 'The Sun, the self, is in {sign}; the Moon in {nak} nakshatra.', hi: 'सूर्य (आत्मा) {sign} में है; चंद्र {nak} नक्षत्र में।', ta: 'சூரியன் (ஆத்மா) {sign}-ல்; சந்திரன் {nak} நட்சத்திரத்தில்.' },
  dignity: { en: '{planet} is {dignity} in {sign}.', hi: '{planet} {sign} में {dignity} है।', ta: '{planet} {sign} ராசியில் {dignity}.' },
  d9: { en: 'Navamsa (D9) lagna: {sign}.', hi: 'नवांश (D9) लग्न: {sign}।', ta: 'நவாம்ச (D9) லக்னம்: {sign}.' },
  vargottama: { en: 'Vargottama (same sign in D1 and D9): {names}.', hi: 'वर्गोत्तम (D1 और D9 में एक ही राशि): {names}।', ta: 'வர்கோத்தமம் (D1, D9-ல் ஒரே ராசி): {names}.' },
  dashaNow: { en: 'You are running the {maha} mahadasha ({start} to {end}), and within it the {antar} antardasha until {subEnd}.', hi: 'आपकी {maha} महादशा ({start} से {end}) चल रही है, और उसमें {antar} अंतर्दशा {subEnd} तक।', ta: 'உங்களுக்கு {maha} மகாதசை ({start} முதல் {end}) நடக்கிறது; அதில் {antar} புக்தி {subEnd} வரை.' },
  dashaNext: { en: 'Next: the {antar} antardasha from {start} to {end}.', hi: 'अगली: {antar} अंतर्दशा {start} से {end} तक।', ta: 'அடுத்து: {antar} புக்தி {start} முதல் {end} வரை.' },
  dashaNextMaha: { en: 'The {maha} mahadasha follows from {start} to {end}.', hi: 'इसके बाद {maha} महादशा {start} से {end} तक।', ta: 'அதன் பின் {maha} மகாதசை {start} முதல் {end} வரை.' },
  dashaStart: { en: 'Your dashas began with {lord}, the lord of your Moon\'s nakshatra {nak} (Vimshottari, 120 years).', hi: 'आपकी दशाएँ चंद्र नक्षत्र {nak} के स्वामी {lord} से आरंभ हुईं (विंशोत्तरी, 120 वर्ष)।', ta: 'உங்கள் தசைகள் சந்திர நட்சத்திரம் {nak}-இன் அதிபதி {lord}-இலிருந்து தொடங்கின (விம்சோத்தரி, 120 ஆண்டுகள்).' },
  dashaLords: { en: '{maha} rules your {mh}, placed in the {mp}; {antar} rules your {ah}, placed in the {ap}.', hi: '{maha} आपके {mh} का स्वामी है, {mp} में स्थित; {antar} आपके {ah} का स्वामी है, {ap} में स्थित।', ta: '{maha} உங்கள் {mh} அதிபதி, {mp}-ல் உள்ளார்; {antar} உங்கள் {ah} அதிபதி, {ap}-ல் உள்ளார்.' },
  dashaLord: { en: '{maha}, lord of both periods, rules your {mh} and is placed in the {mp}.', hi: 'दोनों दशाओं का स्वामी {maha} आपके {mh} का स्वामी है और {mp} में स्थित है।', ta: 'இரு காலங்களுக்கும் அதிபதியான {maha} உங்கள் {mh} அதிபதி; {mp}-ல் உள்ளார்.' },
  nodeLord: { en: 'no sign (a node)', hi: 'किसी राशि का नहीं (छाया ग्रह)', ta: 'எந்த ராசிக்கும் இல்லை (சாயா கிரகம்)' },
  strongest: { en: 'Your strongest graha by shadbala is {first} ({r1}× its required strength), then {second}; the weakest is {last} ({rl}×).', hi: 'षड्बल से आपका सबसे बलवान ग्रह {first} है (आवश्यक बल का {r1} गुना), फिर {second}; सबसे कमज़ोर {last} ({rl} गुना)।', ta: 'ஷட்பலப்படி உங்கள் மிக வலிமையான கிரகம் {first} (தேவையான பலத்தின் {r1} மடங்கு), அடுத்து {second}; மிகப் பலவீனமானது {last} ({rl} மடங்கு).' },
  weakList: { en: 'Below their required strength: {names}.', hi: 'आवश्यक बल से कम: {names}।', ta: 'தேவையான பலத்துக்குக் குறைவு: {names}.' },
  allStrong: { en: 'All seven grahas reach their required strength.', hi: 'सातों ग्रह आवश्यक बल तक पहुँचते हैं।', ta: 'ஏழு கிரகங்களும் தேவையான பலத்தை எட்டுகின்றன.' },
  shadbalaRule: { en: 'Shadbala (BPHS ch. 27) adds six sources of strength (position, direction, time, motion, natural, aspect) in rupas; a graha is strong when it reaches the rupas Parashara requires of it.', hi: 'षड्बल (बृहत् पराशर होरा शास्त्र अ. 27) छह बलों (स्थान, दिक्, काल, चेष्टा, नैसर्गिक, दृक्) को रूपों में जोड़ता है; आवश्यक रूप पूरे होने पर ग्रह बलवान है।', ta: 'ஷட்பலம் (பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 27) ஆறு பலங்களை (ஸ்தான, திக், கால, சேஷ்டா, நைசர்கிக, திருக்) ரூபங்களில் கூட்டுகிறது; தேவையான ரூபங்களை எட்டினால் கிரகம் வலிமையானது.' },
  yogas: { en: 'Yogas in your chart: {items}.', hi: 'आपकी कुंडली में योग: {items}।', ta: 'உங்கள் ஜாதகத்தில் யோகங்கள்: {items}.' },
  noYogas: { en: 'None of the yogas the engine checks (Pancha Mahapurusha, Gajakesari, Budha-Aditya, Raja, Dhana, Viparita, Neecha Bhanga, Chandra-Mangala, Kemadruma) is formed.', hi: 'इंजन द्वारा जाँचे गए योगों (पंच महापुरुष, गजकेसरी, बुधादित्य, राज, धन, विपरीत, नीचभंग, चंद्र-मंगल, केमद्रुम) में से कोई नहीं बनता।', ta: 'இயந்திரம் சோதிக்கும் யோகங்களில் (பஞ்ச மகாபுருஷ, கஜகேசரி, புதஆதித்ய, ராஜ, தன, விபரீத, நீசபங்க, சந்திர-மங்கள, கேமத்ரும) எதுவும் அமையவில்லை.' },
} satisfies Record<string, Localized>;

const r2 = (x: number) => Math.round(x * 100) / 100;

export function basicsSection(part: Extract<Part, { topic: 'basics' }>, ctx: SectionContext): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const k = f.kundali;
  const moon = k.planets.find((p) => p.name === 'Moon')!;
  const said: Record<BasicsItem, string> = {
    lagna: L(lang, T.lagna, { sign: signName(lang, f.lagnaSign), deg: k.ascendant.degree.toFixed(2) }),
    moon: L(lang, T.moon, { sign: signName(lang, f.moonSign) }),
    sun: L(lang, T.sun, { sign: signName(lang, SIGNS.indexOf(k.sun_sign)) }),
    nakshatra: L(lang, T.nakshatra, { nak: nakshatraName(lang, f.moonNakshatra), pada: moon.pada, lord: planetName(lang, nakshatraLord(f.moonNakshatra)) }),
  };
  const [first, ...rest] = part.items.map((i) => said[i]);
  return section(part, first, {
    facts: rest,
    data: { lagna: k.ascendant.sign, lagna_degree: k.ascendant.degree, moon_sign: k.moon_sign, sun_sign: k.sun_sign, nakshatra: moon.nakshatra, pada: moon.pada },
    noteTopic: 'personality',
  });
}

export function personalitySection(part: Part, ctx: SectionContext): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const lordOfLagna = f.kundali.houses[0].lord as Graha;
  const answer = L(lang, T.personality, {
    lagna: signName(lang, f.lagnaSign), moon: signName(lang, f.moonSign),
    lt: `${QUALITY_TRAIT[f.lagnaSign % 3][lang]}, ${ELEMENT_TRAIT[f.lagnaSign % 4][lang]}`,
    mt: `${QUALITY_TRAIT[f.moonSign % 3][lang]}, ${ELEMENT_TRAIT[f.moonSign % 4][lang]}`,
  });
  const facts = [
    L(lang, T.signNature, { sign: signName(lang, f.lagnaSign), q: SIGN_QUALITY[f.lagnaSign % 3][lang], e: SIGN_ELEMENT[f.lagnaSign % 4][lang], lord: planetName(lang, lordOfLagna), ord: houseWord(lang, f.house[lordOfLagna]) }),
    L(lang, T.sunLine, { sign: signName(lang, f.sign.Sun), nak: nakshatraName(lang, f.moonNakshatra) }),
  ];
  const reasons = [houseLine(lang, f, 1), ...dignityLines(ctx, ['Sun', 'Moon', lordOfLagna])];
  const pro: string[] = [];
  if (f.d9) {
    pro.push(L(lang, T.d9, { sign: signName(lang, f.d9.lagna) }));
    const vargottama = (Object.keys(f.sign) as Graha[]).filter((g) => f.d9!.sign[g] === f.sign[g]);
    if (vargottama.length) pro.push(L(lang, T.vargottama, { names: list(lang, vargottama.map((g) => planetName(lang, g))) }));
  }
  return section(part, answer, {
    facts, reasons, pro, noteTopic: 'personality',
    data: { lagna: f.kundali.ascendant.sign, moon_sign: f.kundali.moon_sign, sun_sign: f.kundali.sun_sign, lagna_lord: lordOfLagna, lagna_lord_house: f.house[lordOfLagna] },
  });
}

/** "10th house" as the answer says it. */
export function houseWord(lang: SectionContext['lang'], h: number): string {
  return houseOrdinal(lang, h);
}

/** "Saturn is exalted in Libra." for the given grahas that are exalted, debilitated or in their own sign. */
export function dignityLines(ctx: SectionContext, grahas: Graha[]): string[] {
  const f = ctx.facts!;
  return [...new Set(grahas)].flatMap((g) => {
    const d = dignityOf(g, f.sign[g]);
    return d ? [L(ctx.lang, T.dignity, { planet: planetName(ctx.lang, g), dignity: DIGNITY_WORD[d][ctx.lang], sign: signName(ctx.lang, f.sign[g]) })] : [];
  });
}

/** The houses (1..12) a graha rules in this chart. */
export function housesRuled(ctx: SectionContext, g: Graha): number[] {
  return ctx.facts!.kundali.houses.filter((h) => h.lord === g).map((h) => h.number);
}

export function dashaSection(part: Part, ctx: SectionContext): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const d = f.dashaNow;
  const tl = dashaTimelineOf(f, ctx.nowMs);
  const answer = L(lang, T.dashaNow, { maha: planetName(lang, d.maha), antar: planetName(lang, d.antar), start: day(d.start), end: day(d.end), subEnd: day(d.subEnd) });
  const i = tl.antardasha.findIndex((a) => a.mahadasha === d.maha && a.planet === d.antar);
  const next = tl.antardasha[i + 1];
  const facts: string[] = [];
  if (next && next.mahadasha === d.maha) facts.push(L(lang, T.dashaNext, { antar: planetName(lang, next.planet), start: day(next.start), end: day(next.end) }));
  const mi = tl.mahadasha.findIndex((m) => m.planet === d.maha && day(m.start) === day(d.start));
  const nextMaha = tl.mahadasha[mi + 1];
  if (nextMaha) facts.push(L(lang, T.dashaNextMaha, { maha: planetName(lang, nextMaha.planet), start: day(nextMaha.start), end: day(nextMaha.end) }));
  const ruled = (g: Graha) => {
    const hs = housesRuled(ctx, g);
    return hs.length ? list(lang, hs.map((h) => houseWord(lang, h))) : T.nodeLord[lang];
  };
  const reasons = [
    L(lang, T.dashaStart, { lord: planetName(lang, nakshatraLord(f.moonNakshatra)), nak: nakshatraName(lang, f.moonNakshatra) }),
    d.maha === d.antar
      ? L(lang, T.dashaLord, { maha: planetName(lang, d.maha), mh: ruled(d.maha), mp: houseWord(lang, f.house[d.maha]) })
      : L(lang, T.dashaLords, { maha: planetName(lang, d.maha), mh: ruled(d.maha), mp: houseWord(lang, f.house[d.maha]), antar: planetName(lang, d.antar), ah: ruled(d.antar), ap: houseWord(lang, f.house[d.antar]) }),
  ];
  return section(part, answer, {
    facts, reasons, noteTopic: 'dasha',
    data: { mahadasha: d.maha, antardasha: d.antar, start: d.start, end: d.end, sub_start: d.subStart, sub_end: d.subEnd, next_antardasha: next && next.mahadasha === d.maha ? next : null },
  });
}

export function strengthsSection(part: Part, ctx: SectionContext): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const sb = shadbalaDoc(f.chart);
  const byRank = [...sb.planets].sort((a, b) => a.rank - b.rank);
  const first = byRank[0], second = byRank[1], last = byRank[byRank.length - 1];
  const answer = L(lang, T.strongest, { first: planetName(lang, first.planet), r1: r2(first.ratio), second: planetName(lang, second.planet), last: planetName(lang, last.planet), rl: r2(last.ratio) });
  const weak = byRank.filter((p) => p.ratio < 1);
  const facts = [weak.length ? L(lang, T.weakList, { names: list(lang, weak.map((p) => `${planetName(lang, p.planet)} (${r2(p.ratio)}×)`)) }) : T.allStrong[lang]];
  // The yogas the kundali finds, described in the answer's language.
  const longitude = Object.fromEntries(f.chart.planets.map((p) => [p.name, p.siderealDeg])) as Record<Graha, number>;
  const yogas = evaluateYogas({ ascSign: f.lagnaSign, sign: f.sign, longitude }, lang, (i) => signShort(lang, i));
  // Standard names each yoga once (with how many times it forms); pro gives every formation with its description.
  const counts = new Map<string, number>();
  for (const y of yogas) counts.set(y.name, (counts.get(y.name) ?? 0) + 1);
  facts.push(yogas.length ? L(lang, T.yogas, { items: list(lang, [...counts].map(([n, c]) => (c > 1 ? `${yogaName(lang, n)} ×${c}` : yogaName(lang, n)))) }) : T.noYogas[lang]);
  // The rule that formed each yoga (standard and pro).
  const formed = yogas.map((y) => `– ${yogaName(lang, y.name)}: ${y.description.replace(/[.।]+$/u, '')}`);
  return section(part, answer, {
    facts, reasons: [T.shadbalaRule[lang], ...formed, ...dignityLines(ctx, byRank.map((p) => p.planet))], noteTopic: 'strengths',
    data: { ranking: byRank.map((p) => ({ planet: p.planet, ratio: p.ratio, rupas: p.rupas, rank: p.rank })), yogas: yogas.map((y) => y.name) },
  });
}
