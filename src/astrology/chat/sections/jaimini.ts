/**
 * Jaimini: jaimini() (= GET /v1/astrology/jaimini) for the birth: the atmakaraka (and the other chara karakas when
 * asked, the scheme stated), the karakamsa, the arudha lagna (A1) and upapada (A12), other arudha padas when named,
 * and rashi drishti only when asked. Each line states the computed fact and the rule that gives it.
 */
import { SIGNS, type Graha } from '../../constants';
import { jaimini } from '../../index';
import type { JaiminiDoc } from '../../jaimini';
import { houseOrdinal, planetName, signName, type Language, type Localized } from '../lexicon';
import type { JaiminiItem, Part } from '../asked';
import { L, list } from './common';
import { section, type Section, type SectionContext } from './types';

const T = {
  ak: {
    en: 'Your atmakaraka is {planet}: it has covered the most degrees of its sign ({deg} in {sign}, your {house}) of the {n} chara karakas.',
    hi: 'आपका आत्मकारक {planet} है: {n} चर कारकों में इसने अपनी राशि के सबसे अधिक अंश पार किए हैं ({sign} में {deg}, आपके {house} में)।',
    ta: 'உங்கள் ஆத்மகாரகன் {planet}: {n} சர காரகங்களில் தன் ராசியில் அதிக பாகைகளைக் கடந்தவர் ({sign} ராசியில் {deg}, உங்கள் {house}).',
  },
  named: {
    en: 'Your {karaka} ({abbr}) is {planet}: number {rank} of the {n} chara karakas by the degrees covered in its sign ({deg} in {sign}, your {house}).',
    hi: 'आपका {karaka} ({abbr}) {planet} है: अपनी राशि में पार किए अंशों से {n} चर कारकों में {rank}वाँ ({sign} में {deg}, आपके {house} में)।',
    ta: 'உங்கள் {karaka} ({abbr}) {planet}: தன் ராசியில் கடந்த பாகைப்படி {n} சர காரகங்களில் {rank}ஆவது ({sign} ராசியில் {deg}, உங்கள் {house}).',
  },
  karakas: { en: 'Your chara karakas ({n}-karaka scheme): {items}.', hi: 'आपके चर कारक ({n}-कारक पद्धति): {items}।', ta: 'உங்கள் சர காரகங்கள் ({n}-காரக முறை): {items}.' },
  karakamsa: {
    en: 'Your karakamsa is {sign}: the navamsa (D9) sign of your atmakaraka {ak}; it is the {h1} from your lagna and the {h9} from your navamsa lagna {d9}.',
    hi: 'आपका कारकांश {sign} है: आपके आत्मकारक {ak} की नवांश (D9) राशि; यह आपके लग्न से {h1} और नवांश लग्न {d9} से {h9} है।',
    ta: 'உங்கள் காரகாம்சம் {sign}: உங்கள் ஆத்மகாரகன் {ak}-இன் நவாம்ச (D9) ராசி; உங்கள் லக்னத்திலிருந்து {h1}, நவாம்ச லக்னம் {d9}-இலிருந்து {h9}.',
  },
  pada: {
    en: 'Your {name} ({pada}) is {sign}, the {h} from your lagna: the {house} is {hs}; its lord {lord} is in {ls}, the {nth} sign from it; the {nth} sign from {ls} gives the pada{exc}.',
    hi: 'आपका {name} ({pada}) {sign} है, लग्न से {h}: {house} में {hs} राशि है; उसका स्वामी {lord} {ls} में है, उससे {n}वीं राशि; {ls} से {n}वीं राशि पद है{exc}।',
    ta: 'உங்கள் {name} ({pada}) {sign}, லக்னத்திலிருந்து {h}: {house} {hs} ராசி; அதன் அதிபதி {lord} {ls} ராசியில், அதிலிருந்து {n}ஆம் ராசி; {ls}-இலிருந்து {n}ஆம் ராசி பதம்{exc}.',
  },
  excFirst: { en: ' (it fell in the house itself, so it moves to the 10th sign from there)', hi: ' (यह भाव में ही पड़ा, इसलिए वहाँ से 10वीं राशि में जाता है)', ta: ' (அது அதே பாவத்தில் விழுந்ததால், அங்கிருந்து 10ஆம் ராசிக்கு நகர்கிறது)' },
  excSeventh: { en: ' (it fell in the 7th from the house, so it moves to the 10th sign from there)', hi: ' (यह भाव से 7वें में पड़ा, इसलिए वहाँ से 10वीं राशि में जाता है)', ta: ' (அது பாவத்திலிருந்து 7ஆம் இடத்தில் விழுந்ததால், அங்கிருந்து 10ஆம் ராசிக்கு நகர்கிறது)' },
  drishti: {
    en: 'Rashi drishti: your lagna {lagna} ({mod}) aspects {signs}; grahas whose sign aspects your lagna: {grahas}.',
    hi: 'राशि दृष्टि: आपका लग्न {lagna} ({mod}) {signs} को देखता है; लग्न को देखने वाली राशियों के ग्रह: {grahas}।',
    ta: 'ராசி திருஷ்டி: உங்கள் லக்னம் {lagna} ({mod}) {signs} ராசிகளைப் பார்க்கிறது; லக்னத்தைப் பார்க்கும் ராசிகளிலுள்ள கிரகங்கள்: {grahas}.',
  },
  drishtiPlanets: { en: 'Each graha aspects by its sign: {items}.', hi: 'प्रत्येक ग्रह अपनी राशि से देखता है: {items}।', ta: 'ஒவ்வொரு கிரகமும் தன் ராசியால் பார்க்கிறது: {items}.' },
  none: { en: 'none', hi: 'कोई नहीं', ta: 'இல்லை' },
  schemeRule8: { en: 'Chara karakas, 8-karaka scheme (BPHS ch. 32): Sun to Saturn and Rahu ranked by the degrees covered in their signs, highest first; Rahu counted as 30° minus its degree because it moves backwards.', hi: 'चर कारक, 8-कारक पद्धति (बृहत् पराशर होरा शास्त्र अ. 32): सूर्य से शनि और राहु, अपनी राशि में पार किए अंशों के क्रम से, सबसे अधिक पहले; राहु वक्री चलता है इसलिए 30° में से उसके अंश घटाकर।', ta: 'சர காரகங்கள், 8-காரக முறை (பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 32): சூரியன் முதல் சனி வரையும் ராகுவும் தம் ராசியில் கடந்த பாகைப்படி, அதிகம் முதலில்; ராகு பின்னோக்கி நகர்வதால் 30° கழித்து அதன் பாகை.' },
  schemeRule7: { en: 'Chara karakas, 7-karaka scheme (Jaimini Upadesa Sutras 1.1.10-18, read without Rahu): Sun to Saturn ranked by the degrees covered in their signs, highest first; no Pitrikaraka.', hi: 'चर कारक, 7-कारक पद्धति (जैमिनी उपदेश सूत्र 1.1.10-18, राहु के बिना): सूर्य से शनि, अपनी राशि में पार किए अंशों के क्रम से; पितृकारक नहीं।', ta: 'சர காரகங்கள், 7-காரக முறை (ஜைமினி உபதேச சூத்திரம் 1.1.10-18, ராகு இன்றி): சூரியன் முதல் சனி வரை தம் ராசியில் கடந்த பாகைப்படி; பித்ருகாரகன் இல்லை.' },
  karakamsaRule: { en: 'Karakamsa: the sign the atmakaraka occupies in the navamsa (D9).', hi: 'कारकांश: नवांश (D9) में आत्मकारक की राशि।', ta: 'காரகாம்சம்: நவாம்சத்தில் (D9) ஆத்மகாரகன் இருக்கும் ராசி.' },
  arudhaRule: { en: 'Arudha padas: {rule}', hi: 'आरूढ़ पद (बृहत् पराशर होरा शास्त्र अ. 29-30): भाव से उसके स्वामी तक गिनें और स्वामी से उतना ही आगे; पद भाव में ही या उससे 7वें में पड़े तो वहाँ से 10वीं राशि। स्वामी अ. 3 के (वृश्चिक का मंगल, कुंभ का शनि)।', ta: 'ஆரூட பதங்கள் (பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 29-30): பாவத்திலிருந்து அதன் அதிபதி வரை எண்ணி, அதிபதியிலிருந்து அதே அளவு; பதம் அதே பாவத்திலோ 7ஆம் இடத்திலோ விழுந்தால் அங்கிருந்து 10ஆம் ராசி. அதிபதிகள் அ. 3-இன்படி (விருச்சிகத்துக்கு செவ்வாய், கும்பத்துக்கு சனி).' },
  drishtiRule: { en: 'Rashi drishti: {rule}', hi: 'राशि दृष्टि (जैमिनी उपदेश सूत्र 1.1.2-4): चर राशियाँ पास वाली को छोड़ स्थिर राशियों को, स्थिर राशियाँ पास वाली को छोड़ चर राशियों को, द्विस्वभाव राशियाँ अन्य द्विस्वभाव राशियों को देखती हैं।', ta: 'ராசி திருஷ்டி (ஜைமினி உபதேச சூத்திரம் 1.1.2-4): சர ராசிகள் அருகிலுள்ளதைத் தவிர ஸ்திர ராசிகளையும், ஸ்திர ராசிகள் அருகிலுள்ளதைத் தவிர சர ராசிகளையும், உபய ராசிகள் மற்ற உபய ராசிகளையும் பார்க்கின்றன.' },
} satisfies Record<string, Localized>;

const MODALITY: Record<string, Localized> = {
  movable: { en: 'movable', hi: 'चर', ta: 'சர' }, fixed: { en: 'fixed', hi: 'स्थिर', ta: 'ஸ்திர' }, dual: { en: 'dual', hi: 'द्विस्वभाव', ta: 'உபய' },
};
const PADA_LOCAL: Record<string, Localized> = {
  'Arudha Lagna': { en: 'arudha lagna', hi: 'आरूढ़ लग्न', ta: 'ஆரூட லக்னம்' }, Upapada: { en: 'upapada', hi: 'उपपद', ta: 'உபபதம்' },
  'Dhana pada': { en: 'Dhana pada', hi: 'धन पद', ta: 'தன பதம்' }, 'Bhratri pada': { en: 'Bhratri pada', hi: 'भ्रातृ पद', ta: 'பிராத்ரு பதம்' },
  'Matri pada': { en: 'Matri pada', hi: 'मातृ पद', ta: 'மாத்ரு பதம்' }, 'Mantra pada': { en: 'Mantra pada', hi: 'मंत्र पद', ta: 'மந்திர பதம்' },
  'Shatru pada': { en: 'Shatru pada', hi: 'शत्रु पद', ta: 'சத்ரு பதம்' }, 'Dara pada': { en: 'Dara pada', hi: 'दारा पद', ta: 'தார பதம்' },
  'Roga pada': { en: 'Roga pada', hi: 'रोग पद', ta: 'ரோக பதம்' }, 'Bhagya pada': { en: 'Bhagya pada', hi: 'भाग्य पद', ta: 'பாக்ய பதம்' },
  'Rajya pada': { en: 'Rajya pada', hi: 'राज्य पद', ta: 'ராஜ்ய பதம்' }, 'Labha pada': { en: 'Labha pada', hi: 'लाभ पद', ta: 'லாப பதம்' },
};
const KARAKA_LOCAL: Record<string, Localized> = {
  Atmakaraka: { en: 'Atmakaraka', hi: 'आत्मकारक', ta: 'ஆத்மகாரகன்' }, Amatyakaraka: { en: 'Amatyakaraka', hi: 'अमात्यकारक', ta: 'அமாத்யகாரகன்' },
  Bhratrikaraka: { en: 'Bhratrikaraka', hi: 'भ्रातृकारक', ta: 'பிராத்ருகாரகன்' }, Matrikaraka: { en: 'Matrikaraka', hi: 'मातृकारक', ta: 'மாத்ருகாரகன்' },
  Pitrikaraka: { en: 'Pitrikaraka', hi: 'पितृकारक', ta: 'பித்ருகாரகன்' }, Putrakaraka: { en: 'Putrakaraka', hi: 'पुत्रकारक', ta: 'புத்ரகாரகன்' },
  Gnatikaraka: { en: 'Gnatikaraka', hi: 'ज्ञातिकारक', ta: 'ஞாதிகாரகன்' }, Darakaraka: { en: 'Darakaraka', hi: 'दारकारक', ta: 'தாரகாரகன்' },
};

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
/** A single karaka named ("who is my darakaraka?"): it leads the list. */
const NAMED_KARAKA: [string, RegExp][] = [
  ['Amatyakaraka', /amatya\s*karak|amatyakarak|अमात्य\s*कारक|अमात्यकारक|அமாத்ய\s*காரக|அமாத்யகாரக/iu],
  ['Darakaraka', /dara\s*karak|darakarak|दारा?\s*कारक|दाराकारक|दारकारक|தார\s*காரக|தாரகாரக/iu],
  ['Putrakaraka', /putra\s*karak|पुत्र\s*कारक|புத்ர\s*காரக/iu], ['Matrikaraka', /matri\s*karak|मातृ\s*कारक|மாத்ரு\s*காரக/iu],
  ['Pitrikaraka', /pitri\s*karak|पितृ\s*कारक|பித்ரு\s*காரக/iu], ['Bhratrikaraka', /bhratri\s*karak|भ्रातृ\s*कारक|பிராத்ரு\s*காரக/iu],
  ['Gnatikaraka', /gnati\s*karak|ज्ञाति\s*कारक|ஞாதி\s*காரக/iu],
];
/** Degrees a karaka has covered: Rahu's from the end of its sign, shown with the rule. */
const kDeg = (c: { planet: string; degree_in_sign: number; karaka_degree: number }) =>
  (c.planet === 'Rahu' ? `${c.karaka_degree.toFixed(2)}° (30° − ${c.degree_in_sign.toFixed(2)}°)` : `${c.degree_in_sign.toFixed(2)}°`);
const sIdx = (s: string) => SIGNS.indexOf(s as (typeof SIGNS)[number]);
const sign = (lang: Language, s: string) => signName(lang, sIdx(s));

export function jaiminiSection(part: Extract<Part, { topic: 'jaimini' }>, ctx: SectionContext): Section {
  const { lang } = ctx;
  const scheme = part.scheme ?? '8';
  const doc = jaimini({ ...ctx.me!.birth, language: lang, karakas: scheme } as never) as JaiminiDoc;
  const ak = doc.chara_karakas[0];
  const n = doc.karaka_scheme.karakas;
  const padaLine = (p: JaiminiDoc['arudha_padas'][number]) => L(lang, T.pada, {
    name: PADA_LOCAL[p.name]?.[lang] ?? p.name, pada: p.pada, sign: sign(lang, p.sign), h: houseOrdinal(lang, p.house_from_lagna),
    house: houseOrdinal(lang, p.house), hs: sign(lang, p.house_sign), lord: planetName(lang, p.lord), ls: sign(lang, p.lord_sign), n: p.count, nth: ordinal(p.count),
    exc: p.exception === 'first' ? T.excFirst[lang] : p.exception === 'seventh' ? T.excSeventh[lang] : '',
  });
  const lagnaIdx = sIdx(doc.ascendant.sign);
  const said: Record<JaiminiItem, () => string> = {
    atmakaraka: () => L(lang, T.ak, { planet: planetName(lang, ak.planet), deg: kDeg(ak), sign: sign(lang, ak.sign), house: houseOrdinal(lang, ak.house), n }),
    karakas: () => L(lang, T.karakas, {
      n, items: list(lang, doc.chara_karakas.map((k) => `${KARAKA_LOCAL[k.karaka]?.[lang] ?? k.karaka} (${k.abbreviation}) ${planetName(lang, k.planet)} ${k.karaka_degree.toFixed(2)}°`)),
    }),
    karakamsa: () => L(lang, T.karakamsa, {
      sign: sign(lang, doc.karakamsa.sign), ak: planetName(lang, doc.karakamsa.planet), h1: houseOrdinal(lang, doc.karakamsa.house_from_lagna),
      h9: houseOrdinal(lang, doc.karakamsa.house_from_navamsa_lagna), d9: sign(lang, doc.karakamsa.navamsa_lagna),
    }),
    arudha: () => padaLine(doc.arudha_padas[0]),
    upapada: () => padaLine(doc.arudha_padas[11]),
    drishti: () => {
      const lagnaSign = doc.rashi_drishti.signs[lagnaIdx];
      const onLagna = doc.rashi_drishti.planets.filter((p) => p.aspects_houses.includes(1)).map((p) => planetName(lang, p.planet));
      return L(lang, T.drishti, { lagna: sign(lang, doc.ascendant.sign), mod: MODALITY[lagnaSign.modality][lang], signs: list(lang, lagnaSign.aspects.map((s) => sign(lang, s))), grahas: onLagna.length ? list(lang, onLagna) : T.none[lang] });
    },
  };
  const named = NAMED_KARAKA.filter(([, r]) => r.test(ctx.u.question)).map(([k]) => doc.chara_karakas.findIndex((c) => c.karaka === k)).filter((i) => i >= 0);
  const namedLines = part.items.includes('karakas') ? named.map((i) => {
    const c = doc.chara_karakas[i];
    return L(lang, T.named, { karaka: KARAKA_LOCAL[c.karaka][lang], abbr: c.abbreviation, planet: planetName(lang, c.planet), rank: i + 1, n, deg: kDeg(c), sign: sign(lang, c.sign), house: houseOrdinal(lang, c.house) });
  }) : [];
  const lines = [...namedLines, ...part.items.map((i) => said[i]()), ...(part.padas ?? []).map((k) => padaLine(doc.arudha_padas[k - 1]))];
  const [answer, ...facts] = lines;
  const asked = new Set(part.items);
  const reasons: string[] = [];
  if (asked.has('atmakaraka') || asked.has('karakas') || asked.has('karakamsa')) reasons.push((scheme === '7' ? T.schemeRule7 : T.schemeRule8)[lang]);
  if (asked.has('karakamsa')) reasons.push(T.karakamsaRule[lang]);
  if (asked.has('arudha') || asked.has('upapada') || part.padas?.length) reasons.push(L(lang, T.arudhaRule, { rule: doc.arudha_rule }));
  if (asked.has('drishti')) reasons.push(L(lang, T.drishtiRule, { rule: doc.rashi_drishti.rule }));
  const pro: string[] = [];
  if (!asked.has('karakas')) pro.push(said.karakas());
  if (asked.has('drishti')) pro.push(L(lang, T.drishtiPlanets, { items: list(lang, doc.rashi_drishti.planets.map((p) => `${planetName(lang, p.planet as Graha)}: ${p.aspects_houses.map((h) => houseOrdinal(lang, h)).join(', ')}`)) }));
  return section(part, answer, {
    facts, reasons, pro, noteTopic: null,
    data: {
      karaka_scheme: doc.karaka_scheme, ascendant: doc.ascendant, chara_karakas: doc.chara_karakas, karakamsa: doc.karakamsa,
      arudha_lagna: doc.arudha_lagna, upapada: doc.upapada, arudha_padas: doc.arudha_padas,
      ...(asked.has('drishti') ? { rashi_drishti: doc.rashi_drishti } : {}),
    },
  });
}
