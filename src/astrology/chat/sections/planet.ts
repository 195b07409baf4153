/**
 * One graha in the user's chart ("What does Saturn do in my chart?", "Is Venus strong?"): where it sits (sign, house,
 * dignity, retrograde), the houses it rules and aspects (graha drishti, BPHS ch. 26: every graha the 7th; Mars also
 * the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th), its shadbala (= GET /v1/astrology/shadbala, the
 * seven grahas only) and its Vimshottari mahadasha in this life (= GET /v1/astrology/dasha). Asked about strength,
 * the first sentence is yes or no from shadbala: strong when it reaches the rupas Parashara requires (ratio >= 1).
 */
import type { Graha } from '../../constants';
import { shadbalaDoc } from '../../shadbala/index';
import { dignityOf, applies } from '../corpus/applies';
import { CORPUS } from '../corpus/entries';
import type { Rule } from '../corpus/rules';
import { HOUSE_MEANING, houseLocative, planetName, signName, type Localized } from '../lexicon';
import type { Part } from '../asked';
import { DIGNITY_WORD, L, day, list } from './common';
import { houseWord, housesRuled } from './chart';
import { dashaTimelineOf } from '../facts';
import { section, type Section, type SectionContext } from './types';

const T = {
  at: { en: '{planet} in your chart: in {sign}, in your {house}{dignity}{retro}{rules}.', hi: 'आपकी कुंडली में {planet}: {sign} में, {house} में{dignity}{retro}{rules}।', ta: 'உங்கள் ஜாதகத்தில் {planet}: {sign} ராசியில், {house}{dignity}{retro}{rules}.' },
  dignity: { en: ' ({d})', hi: ' ({d})', ta: ' ({d})' },
  retro: { en: ', retrograde', hi: ', वक्री', ta: ', வக்கிரம்' },
  rules: { en: '; it rules your {houses}', hi: '; यह आपके {houses} का स्वामी है', ta: '; இது உங்கள் {houses} அதிபதி' },
  strongYes: { en: 'Yes, {planet} is strong in your chart: its shadbala is {ratio}× the strength Parashara requires of it ({rank} of 7).', hi: 'हाँ, आपकी कुंडली में {planet} बलवान है: इसका षड्बल आवश्यक बल का {ratio} गुना है (7 में {rank}वाँ)।', ta: 'ஆம், உங்கள் ஜாதகத்தில் {planet} வலிமையானது: அதன் ஷட்பலம் தேவையான பலத்தின் {ratio} மடங்கு (7-ல் {rank}ஆவது).' },
  strongNo: { en: 'No, {planet} is below the strength Parashara requires of it: its shadbala is {ratio}× ({rank} of 7).', hi: 'नहीं, {planet} आवश्यक बल से कम है: इसका षड्बल {ratio} गुना है (7 में {rank}वाँ)।', ta: 'இல்லை, {planet} தேவையான பலத்தை எட்டவில்லை: அதன் ஷட்பலம் {ratio} மடங்கு (7-ல் {rank}ஆவது).' },
  strength: { en: 'Shadbala: {ratio}× its required strength, {rank} of the 7 grahas.', hi: 'षड्बल: आवश्यक बल का {ratio} गुना, 7 ग्रहों में {rank}वाँ।', ta: 'ஷட்பலம்: தேவையான பலத்தின் {ratio} மடங்கு, 7 கிரகங்களில் {rank}ஆவது.' },
  nodes: { en: 'Rahu and Ketu have no shadbala; they give the results of their sign lord and of the grahas with them.', hi: 'राहु और केतु का षड्बल नहीं होता; वे अपने राशि स्वामी और साथ के ग्रहों का फल देते हैं।', ta: 'ராகு, கேதுவுக்கு ஷட்பலம் இல்லை; அவை தம் ராசி அதிபதியின், உடனிருக்கும் கிரகங்களின் பலனைத் தரும்.' },
  aspects: { en: 'It aspects your {houses} (graha drishti).', hi: 'यह आपके {houses} को देखता है (ग्रह दृष्टि)।', ta: 'இது உங்கள் {houses} ஐப் பார்க்கிறது (கிரக திருஷ்டி).' },
  signifies: { en: 'Its house holds {meaning}.', hi: 'इसके भाव का विषय: {meaning}।', ta: 'அதன் பாவம்: {meaning}.' },
  dashaNow: { en: 'Its mahadasha is running now, {start} to {end}.', hi: 'इसकी महादशा अभी चल रही है, {start} से {end} तक।', ta: 'இதன் மகாதசை இப்போது நடக்கிறது, {start} முதல் {end} வரை.' },
  dashaNext: { en: 'Its mahadasha runs {start} to {end}.', hi: 'इसकी महादशा {start} से {end} तक है।', ta: 'இதன் மகாதசை {start} முதல் {end} வரை.' },
  dashaPast: { en: 'Its mahadasha ran {start} to {end}.', hi: 'इसकी महादशा {start} से {end} तक रही।', ta: 'இதன் மகாதசை {start} முதல் {end} வரை நடந்தது.' },
  rule: { en: 'Rule: a graha gives the results of the houses it occupies, rules and aspects, in the measure of its strength, above all in its own periods (BPHS ch. 26-27, 47).', hi: 'नियम: ग्रह अपने स्थित, स्वामित्व और दृष्टि वाले भावों का फल अपने बल के अनुसार देता है, विशेषकर अपनी दशा में (बृ. पा. हो. शा. अ. 26-27, 47)।', ta: 'விதி: ஒரு கிரகம் தான் இருக்கும், ஆளும், பார்க்கும் பாவங்களின் பலனைத் தன் பலத்துக்கேற்ப, குறிப்பாகத் தன் தசையில் தரும் (பி. ப. ஹோ. சா. அ. 26-27, 47).' },
} satisfies Record<string, Localized>;

/** Houses counted from a graha's own that it aspects (BPHS ch. 26; the nodes as Jupiter, a common convention). */
const DRISHTI: Record<Graha, number[]> = {
  Sun: [7], Moon: [7], Mercury: [7], Venus: [7], Mars: [4, 7, 8], Jupiter: [5, 7, 9], Saturn: [3, 7, 10], Rahu: [5, 7, 9], Ketu: [5, 7, 9],
};

const STRENGTH_ASKED = /strong|weak|strength|powerful|बलवान|कमज़ोर|कमजोर|बल\b|வலிமை|பலம்|பலவீன/iu;

/** Notes about this graha that hold for the chart: its sign, house, dignity and mahadasha. */
const aboutGraha = (g: Graha) => (r: Rule): boolean =>
  (r.kind === 'planet_in_house' || r.kind === 'planet_in_sign' || r.kind === 'dignity' || r.kind === 'mahadasha' || r.kind === 'remedy') && r.planet === g;

export function planetSection(part: Extract<Part, { topic: 'planet' }>, ctx: SectionContext): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const g = part.planet;
  const p = f.chart.planets.find((x) => x.name === g)!;
  const dg = dignityOf(g, f.sign[g]);
  const ruled = housesRuled(ctx, g);
  const houses = (hs: number[]) => list(lang, hs.map((h) => houseWord(lang, h)));
  const where = L(lang, T.at, {
    planet: planetName(lang, g), sign: signName(lang, f.sign[g]), house: houseLocative(lang, f.house[g]),
    dignity: dg ? L(lang, T.dignity, { d: DIGNITY_WORD[dg][lang] }) : '', retro: p.retrograde && g !== 'Rahu' && g !== 'Ketu' ? T.retro[lang] : '',
    rules: ruled.length ? L(lang, T.rules, { houses: houses(ruled) }) : '',
  });
  const sb = g === 'Rahu' || g === 'Ketu' ? null : shadbalaDoc(f.chart).planets.find((x) => x.planet === g)!;
  const strengthLine = sb ? L(lang, T.strength, { ratio: sb.ratio.toFixed(2), rank: sb.rank }) : T.nodes[lang];
  const askedStrength = STRENGTH_ASKED.test(ctx.u.question) && sb;
  const answer = askedStrength ? L(lang, sb.ratio >= 1 ? T.strongYes : T.strongNo, { planet: planetName(lang, g), ratio: sb.ratio.toFixed(2), rank: sb.rank }) : where;

  const facts = askedStrength ? [where] : [strengthLine];
  const aspected = DRISHTI[g].map((n) => ((f.house[g] + n - 2) % 12) + 1);
  facts.push(L(lang, T.aspects, { houses: houses(aspected) }));
  facts.push(L(lang, T.signifies, { meaning: HOUSE_MEANING[f.house[g] - 1][lang] }));
  // Its mahadasha in this life: the one running, else the next, else the last (the timeline of GET /dasha).
  const now = new Date(ctx.nowMs).toISOString();
  const spans = dashaTimelineOf(f, Math.max(ctx.nowMs, Date.parse(f.chart.time.utc_datetime))).mahadasha.filter((m) => m.planet === g);
  const running = spans.find((s) => s.start <= now && now < s.end);
  const next = spans.find((s) => s.start > now);
  const past = [...spans].reverse().find((s) => s.end <= now);
  if (running) facts.push(L(lang, T.dashaNow, { start: day(running.start), end: day(running.end) }));
  else if (next) facts.push(L(lang, T.dashaNext, { start: day(next.start), end: day(next.end) }));
  else if (past) facts.push(L(lang, T.dashaPast, { start: day(past.start), end: day(past.end) }));

  const notes = CORPUS.filter((e) => aboutGraha(g)(e.rule) && applies(e.rule, f)).slice(0, 5);
  return section(part, answer, {
    facts, reasons: [T.rule[lang]], notes,
    data: {
      planet: g, sign: f.sign[g], house: f.house[g], dignity: dg, retrograde: p.retrograde, rules: ruled, aspects: aspected,
      ...(sb ? { shadbala: { ratio: sb.ratio, rupas: sb.rupas, rank: sb.rank } } : {}),
      ...(running ?? next ?? past ? { mahadasha: { start: (running ?? next ?? past)!.start, end: (running ?? next ?? past)!.end } } : {}),
    },
  });
}
