/**
 * A life area (career, marriage, children, education, health, finance, property, travel, disputes, spirituality),
 * read from its houses, their lords, the karakas and the relevant varga (BPHS ch. 11-24, the judgement of houses;
 * BPHS ch. 6-7 for the vargas). The verdict is a count of the classical indications, stated with its reasons:
 *  - the lord of the area's first house in a kendra or trikona (+2), in the 2nd, 3rd or 11th (+1), in a dusthana
 *    (6, 8, 12: -2); for disputes (6th) the reverse, a 6th lord in a dusthana defeats rivals (viparita);
 *  - that lord exalted or in its own sign (+1), debilitated (-1);
 *  - natural benefics in the house (+1 each), malefics (-1 each; +1 in the upachaya houses 3, 6, 10, 11);
 *  - the karakas exalted or in their own sign (+1), debilitated (-1).
 * 3 or more: well supported; 1-2: supported; 0 or less: mixed, with effort. Money also lists the dhana yogas formed.
 */
import type { Graha } from '../../constants';
import { amshaOf, type VargaId } from '../../vargas';
import { currentDasha } from '../../dasha';
import { evaluateYogas } from '../../yogas';
import { dignityOf } from '../corpus/applies';
import type { Intent } from '../corpus/rules';
import { NATURAL_BENEFIC, planetName, signName, signShort, type Localized } from '../lexicon';
import type { LifeArea, Part } from '../asked';
import { L, day, houseLine, list, lordOf, occupants, signOfHouse, yogaName } from './common';
import { dignityLines, houseWord, housesRuled } from './chart';
import { section, type Section, type SectionContext } from './types';

interface AreaRule { houses: number[]; karakas: Graha[]; varga?: VargaId; name: Localized }
export const AREAS: Record<LifeArea, AreaRule> = {
  career: { houses: [10, 6, 11], karakas: ['Sun', 'Saturn', 'Mercury'], varga: 'D10', name: { en: 'Career', hi: 'करियर', ta: 'தொழில்' } },
  marriage: { houses: [7, 2], karakas: ['Venus', 'Jupiter'], varga: 'D9', name: { en: 'Marriage', hi: 'विवाह', ta: 'திருமணம்' } },
  children: { houses: [5, 9], karakas: ['Jupiter'], varga: 'D7', name: { en: 'Children', hi: 'संतान', ta: 'குழந்தைகள்' } },
  education: { houses: [4, 5, 2], karakas: ['Mercury', 'Jupiter'], varga: 'D24', name: { en: 'Education', hi: 'शिक्षा', ta: 'கல்வி' } },
  health: { houses: [1, 6, 8], karakas: ['Sun', 'Moon'], name: { en: 'Health', hi: 'स्वास्थ्य', ta: 'உடல்நலம்' } },
  finance: { houses: [2, 11], karakas: ['Jupiter', 'Venus'], varga: 'D2', name: { en: 'Money and wealth', hi: 'धन', ta: 'செல்வம்' } },
  property: { houses: [4, 11], karakas: ['Mars', 'Venus', 'Moon'], varga: 'D4', name: { en: 'Property and vehicles', hi: 'संपत्ति और वाहन', ta: 'சொத்து, வாகனம்' } },
  travel: { houses: [12, 9, 3], karakas: ['Rahu', 'Moon'], name: { en: 'Travel and settling abroad', hi: 'यात्रा और विदेश', ta: 'பயணம், வெளிநாடு' } },
  disputes: { houses: [6, 8], karakas: ['Mars', 'Saturn'], name: { en: 'Disputes, debts and rivals', hi: 'विवाद, ऋण और शत्रु', ta: 'தகராறு, கடன், பகைவர்' } },
  spirituality: { houses: [9, 12, 5], karakas: ['Jupiter', 'Ketu'], varga: 'D20', name: { en: 'Spirituality', hi: 'आध्यात्म', ta: 'ஆன்மீகம்' } },
};

const KENDRA_TRIKONA = [1, 4, 5, 7, 9, 10];
const UPACHAYA = [3, 6, 10, 11];
const DUSTHANA = [6, 8, 12];

type Verdict = 'strong' | 'good' | 'mixed';
const T = {
  strong: { en: '{area}: well supported by your chart. {why}', hi: '{area}: आपकी कुंडली इसे अच्छा सहारा देती है। {why}', ta: '{area}: உங்கள் ஜாதகம் இதற்கு நன்கு துணை நிற்கிறது. {why}' },
  good: { en: '{area}: supported, with some care needed. {why}', hi: '{area}: सहारा है, कुछ सावधानी के साथ। {why}', ta: '{area}: துணை உண்டு, சற்று கவனத்துடன். {why}' },
  mixed: { en: '{area}: mixed; results come through effort and patience. {why}', hi: '{area}: मिश्रित; फल परिश्रम और धैर्य से मिलते हैं। {why}', ta: '{area}: கலப்பு; முயற்சியாலும் பொறுமையாலும் பலன் கிடைக்கும். {why}' },
  lordAt: { en: 'The {ord} lord {lord} sits in the {ord2}{kind}.', hi: '{ord} का स्वामी {lord} {ord2} में है{kind}।', ta: '{ord} அதிபதி {lord} {ord2}-ல் உள்ளார்{kind}.' },
  kendra: { en: ', a kendra or trikona', hi: ' (केंद्र या त्रिकोण)', ta: ' (கேந்திரம் அல்லது திரிகோணம்)' },
  dusthana: { en: ', a dusthana', hi: ' (दुःस्थान)', ta: ' (துஸ்தானம்)' },
  viparita: { en: ', a dusthana, which by the viparita rule weakens rivals and debts', hi: ' (दुःस्थान, जो विपरीत नियम से शत्रु और ऋण को कमज़ोर करता है)', ta: ' (துஸ்தானம்; விபரீத விதிப்படி பகைவரும் கடனும் பலவீனமாகும்)' },
  upachaya: { en: ', a house of growth', hi: ' (उपचय भाव)', ta: ' (உபசய பாவம்)' },
  karakas: { en: 'Karakas: {items}.', hi: 'कारक: {items}।', ta: 'காரகர்கள்: {items}.' },
  karakaItem: { en: '{planet} in {sign} ({ord})', hi: '{planet} {sign} में ({ord})', ta: '{planet} {sign}-ல் ({ord})' },
  rule: { en: 'Rule: the house of the matter, its lord and the karaka are judged together (BPHS ch. 11); a lord in a kendra or trikona protects the house, in the 6th, 8th or 12th it weakens it.', hi: 'नियम: विषय का भाव, उसका स्वामी और कारक साथ देखे जाते हैं (बृ. पा. हो. शा. अ. 11); केंद्र या त्रिकोण में स्वामी भाव की रक्षा करता है, 6, 8, 12 में उसे कमज़ोर करता है।', ta: 'விதி: விஷயத்தின் பாவம், அதன் அதிபதி, காரகர் ஆகியோர் சேர்த்துப் பார்க்கப்படுவர் (பி. ப. ஹோ. சா. அ. 11); கேந்திர, திரிகோணத்தில் அதிபதி பாவத்தைக் காப்பார், 6, 8, 12-ல் பலவீனமாக்குவார்.' },
  varga: { en: '{varga}: lagna {lagna}; the {ord} lord {lord} in {sign}.', hi: '{varga}: लग्न {lagna}; {ord} का स्वामी {lord} {sign} में।', ta: '{varga}: லக்னம் {lagna}; {ord} அதிபதி {lord} {sign}-ல்.' },
  dhana: { en: 'Dhana yogas (wealth combinations) in your chart: {n}.', hi: 'आपकी कुंडली में धन योग: {n}।', ta: 'உங்கள் ஜாதகத்தில் தன யோகங்கள்: {n}.' },
  noDhana: { en: 'No dhana yoga (a union of the lords of the 2nd, 5th, 9th and 11th) forms in your chart.', hi: 'आपकी कुंडली में कोई धन योग (2, 5, 9, 11 के स्वामियों का संबंध) नहीं बनता।', ta: 'உங்கள் ஜாதகத்தில் தன யோகம் (2, 5, 9, 11 அதிபதிகளின் சேர்க்கை) இல்லை.' },
  yearFirst: { en: '{area} in {label}: {maha} mahadasha with {antar} antardasha; {conn}', hi: '{label} में {area}: {maha} महादशा, {antar} अंतर्दशा; {conn}', ta: '{label}-ல் {area}: {maha} மகாதசை, {antar} புக்தி; {conn}' },
  now: { en: 'Now, until {end}: {maha} mahadasha with {antar} antardasha; {conn}', hi: 'अभी, {end} तक: {maha} महादशा, {antar} अंतर्दशा; {conn}', ta: 'இப்போது, {end} வரை: {maha} மகாதசை, {antar} புக்தி; {conn}' },
  connected: { en: '{names} connected with the {houses} (as lord, occupant or karaka), so the period activates this area.', hi: '{names} {houses} से जुड़े हैं (स्वामी, स्थित या कारक), अतः यह अवधि इस क्षेत्र को सक्रिय करती है।', ta: '{names} {houses} உடன் தொடர்புடையவர் (அதிபதி, இருப்பு அல்லது காரகர்), எனவே இக்காலம் இந்த விஷயத்தைச் செயல்படுத்தும்.' },
  notConnected: { en: 'neither period lord rules, occupies or signifies the {houses}, so the period does not centre on this area.', hi: 'कोई भी दशा स्वामी {houses} का स्वामी, उसमें स्थित या उसका कारक नहीं, अतः यह अवधि इस क्षेत्र पर केंद्रित नहीं।', ta: 'தசா அதிபதிகள் எவரும் {houses} அதிபதியோ, அங்கிருப்பவரோ, காரகரோ அல்ல; எனவே இக்காலம் இந்த விஷயத்தை மையமாகக் கொள்ளவில்லை.' },
} satisfies Record<string, Localized>;

const VARGA_NAME: Partial<Record<VargaId, Localized>> = {
  D2: { en: 'Hora (D2)', hi: 'होरा (D2)', ta: 'ஹோரை (D2)' }, D4: { en: 'Chaturthamsa (D4)', hi: 'चतुर्थांश (D4)', ta: 'சதுர்த்தாம்சம் (D4)' },
  D7: { en: 'Saptamsa (D7)', hi: 'सप्तमांश (D7)', ta: 'சப்தாம்சம் (D7)' }, D9: { en: 'Navamsa (D9)', hi: 'नवांश (D9)', ta: 'நவாம்சம் (D9)' },
  D10: { en: 'Dasamsa (D10)', hi: 'दशमांश (D10)', ta: 'தசாம்சம் (D10)' }, D20: { en: 'Vimsamsa (D20)', hi: 'विंशांश (D20)', ta: 'விம்சாம்சம் (D20)' },
  D24: { en: 'Chaturvimsamsa (D24)', hi: 'चतुर्विंशांश (D24)', ta: 'சதுர்விம்சாம்சம் (D24)' },
};

const MONTHS_AHEAD: Localized = { en: 'the next {n} months', hi: 'अगले {n} महीनों', ta: 'அடுத்த {n} மாதங்கள்' };

/** The verdict's score and its parts, from the chart (see the module comment). */
export function judgeArea(ctx: SectionContext, area: LifeArea): { score: number; verdict: Verdict } {
  const f = ctx.facts!;
  const rule = AREAS[area];
  const h = rule.houses[0];
  const lord = lordOf(f, h);
  const at = f.house[lord];
  let score = 0;
  if (area === 'disputes') score += DUSTHANA.includes(at) ? 2 : KENDRA_TRIKONA.includes(at) ? -1 : 0;
  else score += KENDRA_TRIKONA.includes(at) ? 2 : [2, 3, 11].includes(at) ? 1 : DUSTHANA.includes(at) ? -2 : 0;
  const dl = dignityOf(lord, f.sign[lord]);
  score += dl === 'exalted' || dl === 'own' ? 1 : dl === 'debilitated' ? -1 : 0;
  for (const g of occupants(f, h)) score += NATURAL_BENEFIC[g] ? 1 : UPACHAYA.includes(h) ? 1 : -1;
  for (const g of rule.karakas) {
    const d = dignityOf(g, f.sign[g]);
    score += d === 'exalted' || d === 'own' ? 1 : d === 'debilitated' ? -1 : 0;
  }
  return { score, verdict: score >= 3 ? 'strong' : score >= 1 ? 'good' : 'mixed' };
}

/** The asked instant of a period (mid-year of the first asked year, or the middle of the asked months), or null. */
export function askedInstant(ctx: SectionContext): { label: string; atMs: number } | null {
  const { u, nowMs } = ctx;
  if (u.years.length) return { label: String(u.years[0]), atMs: Date.UTC(u.years[0], 6, 1) };
  if (u.relativeYear !== null) { const y = new Date(nowMs).getUTCFullYear() + u.relativeYear; return { label: String(y), atMs: Date.UTC(y, 6, 1) }; }
  // "the next six months": the middle of those months.
  if (u.monthsAhead) return { label: L(u.language, MONTHS_AHEAD, { n: u.monthsAhead }), atMs: nowMs + (u.monthsAhead / 2) * 30.44 * 86_400_000 };
  return null;
}

export function lifeSection(part: Extract<Part, { topic: 'life' }>, ctx: SectionContext): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const rule = AREAS[part.area];
  const h = rule.houses[0];
  const lord = lordOf(f, h);
  const at = f.house[lord];
  const { score, verdict } = judgeArea(ctx, part.area);
  const kind = part.area === 'disputes' && DUSTHANA.includes(at) ? T.viparita : KENDRA_TRIKONA.includes(at) ? T.kendra : DUSTHANA.includes(at) ? T.dusthana : UPACHAYA.includes(at) ? T.upachaya : null;
  const why = L(lang, T.lordAt, { ord: houseWord(lang, h), lord: planetName(lang, lord), ord2: houseWord(lang, at), kind: kind ? kind[lang] : '' });
  let answer = L(lang, T[verdict], { area: rule.name[lang], why });
  const facts = rule.houses.map((x) => houseLine(lang, f, x));
  facts.push(L(lang, T.karakas, { items: list(lang, rule.karakas.map((g) => L(lang, T.karakaItem, { planet: planetName(lang, g), sign: signName(lang, f.sign[g]), ord: houseWord(lang, f.house[g]) }))) }));
  const reasons = [T.rule[lang], ...dignityLines(ctx, [lord, ...rule.karakas])];
  // Money: the dhana yogas the chart forms (lords of the 2nd, 5th, 9th and 11th joined), each with its rule.
  if (part.area === 'finance') {
    const longitude = Object.fromEntries(f.chart.planets.map((p) => [p.name, p.siderealDeg])) as Record<Graha, number>;
    const dhana = evaluateYogas({ ascSign: f.lagnaSign, sign: f.sign, longitude }, lang, (i) => signShort(lang, i)).filter((y) => y.name === 'Dhana Yoga');
    facts.push(dhana.length ? L(lang, T.dhana, { n: dhana.length }) : T.noDhana[lang]);
    reasons.push(...dhana.map((y) => `– ${yogaName(lang, y.name)}: ${y.description.replace(/[.।]+$/u, '')}`));
  }
  const asked = askedInstant(ctx) ?? { label: null, atMs: ctx.nowMs };
  const data: Record<string, unknown> = {
    area: part.area, score, verdict,
    houses: rule.houses.map((x) => ({ house: x, sign: signOfHouse(f, x), lord: lordOf(f, x), lord_house: f.house[lordOf(f, x)], occupants: occupants(f, x) })),
    karakas: rule.karakas.map((g) => ({ planet: g, sign: f.sign[g], house: f.house[g], dignity: dignityOf(g, f.sign[g]) })),
  };
  {
    const moon = f.chart.planets.find((p) => p.name === 'Moon')!;
    const d = currentDasha(moon.siderealDeg, Date.parse(f.chart.time.utc_datetime), f.chart.time.tz_offset_hours, Math.max(asked.atMs, Date.parse(f.chart.time.utc_datetime)));
    const lords = [...new Set([d.current, d.sub])] as Graha[];
    const linked = lords.filter((g) => rule.karakas.includes(g) || rule.houses.some((x) => f.house[g] === x || housesRuled(ctx, g).includes(x)));
    const houses = list(lang, rule.houses.map((x) => houseWord(lang, x)));
    const vars = {
      area: rule.name[lang], label: asked.label ?? '', end: day(d.sub_end), maha: planetName(lang, d.current), antar: planetName(lang, d.sub),
      conn: linked.length ? L(lang, T.connected, { names: list(lang, linked.map((g) => planetName(lang, g))), houses }) : L(lang, T.notConnected, { houses }),
    };
    // "How is my career next year?": the asked year answers first; the chart's promise follows.
    if (asked.label) { facts.unshift(answer); answer = L(lang, T.yearFirst, vars); } else facts.push(L(lang, T.now, vars));
    data.period = { label: asked.label ?? 'now', mahadasha: d.current, antardasha: d.sub, start: day(d.sub_start), end: day(d.sub_end), connected: linked };
  }
  const pro: string[] = [];
  if (rule.varga) {
    const lon = (g: Graha) => f.chart.planets.find((p) => p.name === g)!.siderealDeg;
    const v = rule.varga;
    pro.push(L(lang, T.varga, {
      varga: VARGA_NAME[v]![lang], lagna: signName(lang, amshaOf(v, f.chart.ascendantSiderealDeg).sign), ord: houseWord(lang, h),
      lord: planetName(lang, lord), sign: signName(lang, amshaOf(v, lon(lord)).sign),
    }));
  }
  return section(part, answer, { facts, reasons, pro, data, noteTopic: part.area as Intent });
}

