/**
 * Yoga catalogue, evaluated on the sidereal whole-sign chart (houses counted in signs from the lagna / Moon).
 * Rules and citations are beside each yoga. Strength is 'strong' | 'moderate' | 'weak' by the stated dignity rules.
 */
import {
  EXALTATION_SIGN, SIGN_LORDS, debilitationSign, type Graha,
} from './constants';
import { signHouseFrom } from './chart';
import { COMBUSTION_ORB_DEG, separationDeg } from './combustion';
import { fill, planetLocal, type Language, type Localized } from './i18n';

export type YogaName = 'Gajakesari' | 'Budha-Aditya' | 'Ruchaka' | 'Bhadra' | 'Hamsa' | 'Malavya' | 'Sasa' | 'Chandra-Mangala'
  | 'Kemadruma' | 'Raja Yoga' | 'Dhana Yoga' | 'Neecha Bhanga';
export interface Yoga { name: YogaName; description: string; strength: 'strong' | 'moderate' | 'weak' }

/** Sidereal sign index (0 = Aries) of each graha plus the lagna sign. */
export interface YogaInput { ascSign: number; sign: Record<Graha, number>; longitude: Record<Graha, number> }

const KENDRA = [1, 4, 7, 10];
const TRIKONA = [1, 5, 9];
const isKendra = (h: number) => KENDRA.includes(h);

const OWN_SIGNS: Partial<Record<Graha, number[]>> = {
  Sun: [4], Moon: [3], Mars: [0, 7], Mercury: [2, 5], Jupiter: [8, 11], Venus: [1, 6], Saturn: [9, 10],
};
const isOwn = (g: Graha, s: number) => OWN_SIGNS[g]?.includes(s) ?? false;
const isExalted = (g: Graha, s: number) => EXALTATION_SIGN[g] === s;
const isDebilitated = (g: Graha, s: number) => debilitationSign(g) === s;

/** Graha drishti (BPHS ch. 26): all aspect the 7th; Mars also 4th/8th, Jupiter 5th/9th, Saturn 3rd/10th. */
function aspects(g: Graha, from: number, to: number): boolean {
  const h = signHouseFrom(from, to);
  if (h === 7) return true;
  if (g === 'Mars') return h === 4 || h === 8;
  if (g === 'Jupiter') return h === 5 || h === 9;
  if (g === 'Saturn') return h === 3 || h === 10;
  return false;
}

/** Association of two grahas (Parashari sambandha): conjunction, sign exchange, or mutual aspect. */
function association(a: Graha, b: Graha, y: YogaInput): 'conjunction' | 'exchange' | 'mutual_aspect' | null {
  const sa = y.sign[a], sb = y.sign[b];
  if (sa === sb) return 'conjunction';
  if (SIGN_LORDS[sa] === b && SIGN_LORDS[sb] === a) return 'exchange';
  if (aspects(a, sa, sb) && aspects(b, sb, sa)) return 'mutual_aspect';
  return null;
}

const lordOfHouse = (y: YogaInput, house: number): Graha => SIGN_LORDS[(y.ascSign + house - 1) % 12];

const T: Record<string, Localized> = {
  gajakesari: {
    en: 'Jupiter is in a kendra (house {h}) from the Moon: wisdom, reputation and lasting prosperity.',
    hi: 'गुरु चंद्रमा से केंद्र (भाव {h}) में है: बुद्धि, यश और स्थायी समृद्धि।',
    ta: 'குரு சந்திரனிலிருந்து கேந்திரத்தில் ({h}ஆம் வீடு) உள்ளார்: ஞானம், புகழ், நிலையான செல்வம்.',
  },
  budhaditya: {
    en: 'Sun and Mercury together in {sign}: intelligence, learning and skill in speech.',
    hi: 'सूर्य और बुध एक साथ {sign} में: बुद्धिमत्ता, विद्या और वाक्-कौशल।',
    ta: 'சூரியனும் புதனும் {sign} ராசியில் சேர்ந்துள்ளனர்: அறிவு, கல்வி, பேச்சுத் திறன்.',
  },
  mahapurusha: {
    en: '{planet} is in its {dignity} sign in a kendra (house {h}) from the lagna: one of the five great-person yogas.',
    hi: '{planet} लग्न से केंद्र (भाव {h}) में अपनी {dignity} राशि में है: पंच महापुरुष योगों में से एक।',
    ta: '{planet} லக்னத்திலிருந்து கேந்திரத்தில் ({h}ஆம் வீடு) {dignity} ராசியில் உள்ளார்: பஞ்ச மகாபுருஷ யோகங்களில் ஒன்று.',
  },
  chandramangala: {
    en: 'Moon and Mars are {relation}: earning capacity through enterprise.',
    hi: 'चंद्र और मंगल {relation} हैं: उद्यम से धन अर्जन की क्षमता।',
    ta: 'சந்திரனும் செவ்வாயும் {relation}: முயற்சியால் பொருள் ஈட்டும் திறன்.',
  },
  kemadruma: {
    en: 'No planet other than the Sun and the nodes in the 2nd or 12th from the Moon: struggles and lack of support.{cancel}',
    hi: 'चंद्रमा से दूसरे या बारहवें भाव में सूर्य और राहु-केतु के अतिरिक्त कोई ग्रह नहीं: संघर्ष और सहयोग का अभाव।{cancel}',
    ta: 'சந்திரனுக்கு 2 அல்லது 12ஆம் வீட்டில் சூரியன், ராகு, கேது தவிர வேறு கிரகம் இல்லை: போராட்டம், ஆதரவின்மை.{cancel}',
  },
  kemadrumaCancel: {
    en: ' Cancelled in part: a planet occupies a kendra from the Moon.',
    hi: ' आंशिक भंग: चंद्रमा से केंद्र में ग्रह स्थित है।',
    ta: ' பகுதி பங்கம்: சந்திரனிலிருந்து கேந்திரத்தில் கிரகம் உள்ளது.',
  },
  raja: {
    en: '{a} (lord of house {ha}) and {b} (lord of house {hb}) are associated by {how}: kendra and trikona lords combine for authority and status.',
    hi: '{a} (भाव {ha} का स्वामी) और {b} (भाव {hb} का स्वामी) का {how} द्वारा संबंध: केंद्र और त्रिकोण स्वामियों का योग, अधिकार और प्रतिष्ठा।',
    ta: '{a} ({ha}ஆம் வீட்டு அதிபதி) மற்றும் {b} ({hb}ஆம் வீட்டு அதிபதி) {how} மூலம் இணைந்துள்ளனர்: கேந்திர-திரிகோண அதிபதிகள் சேர்க்கை, அதிகாரம், அந்தஸ்து.',
  },
  yogakaraka: {
    en: '{a} alone rules both a kendra (house {ha}) and a trikona (house {hb}): a yogakaraka planet for this lagna.',
    hi: '{a} अकेले केंद्र ({ha}) और त्रिकोण ({hb}) दोनों का स्वामी है: इस लग्न के लिए योगकारक ग्रह।',
    ta: '{a} ஒருவரே கேந்திரம் ({ha}) மற்றும் திரிகோணம் ({hb}) இரண்டுக்கும் அதிபதி: இந்த லக்னத்திற்கு யோககாரகர்.',
  },
  dhana: {
    en: '{a} (lord of house {ha}) and {b} (lord of house {hb}) are associated by {how}: wealth-giving combination.',
    hi: '{a} (भाव {ha} का स्वामी) और {b} (भाव {hb} का स्वामी) का {how} द्वारा संबंध: धनदायक योग।',
    ta: '{a} ({ha}ஆம் வீட்டு அதிபதி) மற்றும் {b} ({hb}ஆம் வீட்டு அதிபதி) {how} மூலம் இணைந்துள்ளனர்: செல்வம் தரும் யோகம்.',
  },
  neechabhanga: {
    en: '{planet} is debilitated in {sign}, but {reason}: the debilitation is cancelled and can turn into strength.',
    hi: '{planet} {sign} में नीच है, परंतु {reason}: नीच भंग होकर बल में बदल सकता है।',
    ta: '{planet} {sign} ராசியில் நீசம், ஆனால் {reason}: நீச பங்கம் ஏற்பட்டு பலமாக மாறலாம்.',
  },
  viparita: {
    en: 'Viparita raja yoga ({name}): {a}, lord of the {ha}th house, is in the {hb}th house; a dusthana lord in a dusthana, adversity turning into gain.',
    hi: 'विपरीत राज योग ({name}): {a}, भाव {ha} का स्वामी, भाव {hb} में है; दुःस्थान का स्वामी दुःस्थान में, विपरीत परिस्थिति से लाभ।',
    ta: 'விபரீத ராஜ யோகம் ({name}): {a}, {ha}ஆம் வீட்டு அதிபதி, {hb}ஆம் வீட்டில் உள்ளார்; துஸ்தான அதிபதி துஸ்தானத்தில், எதிர்ப்பிலிருந்து லாபம்.',
  },
  nbLord: {
    en: 'the lord of {sign} ({lord}) is in a kendra from the {ref}',
    hi: '{sign} का स्वामी ({lord}) {ref} से केंद्र में है',
    ta: '{sign} அதிபதி ({lord}) {ref} இலிருந்து கேந்திரத்தில் உள்ளார்',
  },
  nbExalt: {
    en: 'the lord of its exaltation sign ({lord}) is in a kendra from the {ref}',
    hi: 'उसकी उच्च राशि का स्वामी ({lord}) {ref} से केंद्र में है',
    ta: 'அதன் உச்ச ராசி அதிபதி ({lord}) {ref} இலிருந்து கேந்திரத்தில் உள்ளார்',
  },
};

const WORDS: Record<string, Localized> = {
  own: { en: 'own', hi: 'स्वराशि', ta: 'சொந்த' },
  exaltation: { en: 'exaltation', hi: 'उच्च', ta: 'உச்ச' },
  conjunction: { en: 'conjunction', hi: 'युति', ta: 'சேர்க்கை' },
  exchange: { en: 'sign exchange', hi: 'राशि परिवर्तन', ta: 'பரிவர்த்தனை' },
  mutual_aspect: { en: 'mutual aspect', hi: 'परस्पर दृष्टि', ta: 'பரஸ்பர பார்வை' },
  conjoined: { en: 'conjoined', hi: 'युति में', ta: 'ஒரே ராசியில் சேர்ந்துள்ளனர்' },
  opposed: { en: 'in mutual 7th', hi: 'परस्पर सप्तम में', ta: 'பரஸ்பர 7ஆம் நிலையில் உள்ளனர்' },
  lagna: { en: 'lagna', hi: 'लग्न', ta: 'லக்னம்' },
  moon: { en: 'Moon', hi: 'चंद्रमा', ta: 'சந்திரன்' },
  and: { en: ' and ', hi: ' और ', ta: ' மற்றும் ' },
};

export function evaluateYogas(y: YogaInput, lang: Language, signName: (i: number) => string): Yoga[] {
  const out: Yoga[] = [];
  const w = (k: string) => WORDS[k][lang];
  const pn = (g: Graha) => (lang === 'en' ? g : planetLocal(lang, g) ?? g);
  const text = (k: string, v: Record<string, string | number>) => fill(T[k][lang], v);
  const s = y.sign;
  const houseFromLagna = (g: Graha) => signHouseFrom(y.ascSign, s[g]);

  // Gajakesari: Jupiter in a kendra from the Moon (Phaladeepika ch. 6, Yogas; BPHS, chapter on lunar yogas).
  const jFromMoon = signHouseFrom(s.Moon, s.Jupiter);
  if (isKendra(jFromMoon)) {
    const strength = isDebilitated('Jupiter', s.Jupiter) ? 'weak'
      : isExalted('Jupiter', s.Jupiter) || isOwn('Jupiter', s.Jupiter) || isKendra(houseFromLagna('Jupiter')) ? 'strong' : 'moderate';
    out.push({ name: 'Gajakesari', description: text('gajakesari', { h: jFromMoon }), strength });
  }

  // Budha-Aditya: Sun and Mercury in one sign (named in Phaladeepika ch. 6; conjunction rule as in common Parashari usage).
  // Weak when Mercury is combust (within 14° of the Sun, Surya Siddhanta's combustion orb for Mercury; combustion.ts).
  if (s.Sun === s.Mercury) {
    const gap = separationDeg(y.longitude.Sun, y.longitude.Mercury);
    const h = houseFromLagna('Sun');
    const strength = gap < COMBUSTION_ORB_DEG.Mercury ? 'weak' : isKendra(h) || TRIKONA.includes(h) ? 'strong' : 'moderate';
    out.push({ name: 'Budha-Aditya', description: text('budhaditya', { sign: signName(s.Sun) }), strength });
  }

  // Pancha Mahapurusha: Mars/Mercury/Jupiter/Venus/Saturn in own or exaltation sign in a kendra from the lagna
  // (BPHS, Pancha Mahapurusha yogas chapter; Phaladeepika ch. 6).
  const MP: [Graha, YogaName][] = [['Mars', 'Ruchaka'], ['Mercury', 'Bhadra'], ['Jupiter', 'Hamsa'], ['Venus', 'Malavya'], ['Saturn', 'Sasa']];
  for (const [g, name] of MP) {
    const h = houseFromLagna(g);
    const exalted = isExalted(g, s[g]);
    if (isKendra(h) && (exalted || isOwn(g, s[g]))) {
      out.push({
        name, strength: exalted ? 'strong' : 'moderate',
        description: text('mahapurusha', { planet: pn(g), dignity: w(exalted ? 'exaltation' : 'own'), h }),
      });
    }
  }

  // Chandra-Mangala: Moon and Mars conjoined or in mutual 7th (Phaladeepika ch. 6; conjunction or mutual 7th as in Saravali).
  const mm = signHouseFrom(s.Moon, s.Mars);
  if (mm === 1 || mm === 7) {
    out.push({
      name: 'Chandra-Mangala', strength: mm === 1 ? 'strong' : 'moderate',
      description: text('chandramangala', { relation: w(mm === 1 ? 'conjoined' : 'opposed') }),
    });
  }

  // Kemadruma: no graha (Sun and nodes excluded) in the 2nd or 12th from the Moon (BPHS, lunar yogas
  // chapter; Phaladeepika ch. 6). Bhanga (partial cancellation): a graha in a kendra from the Moon (Phaladeepika ch. 6).
  const others: Graha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
  const flanked = others.some((g) => [2, 12].includes(signHouseFrom(s.Moon, s[g])));
  if (!flanked) {
    const cancelled = others.some((g) => isKendra(signHouseFrom(s.Moon, s[g])));
    out.push({
      name: 'Kemadruma', strength: cancelled ? 'weak' : 'strong',
      description: text('kemadruma', { cancel: cancelled ? T.kemadrumaCancel[lang] : '' }),
    });
  }

  // Raja yoga: a kendra lord associated with a trikona lord by conjunction, exchange or mutual aspect, or one planet
  // owning both (yogakaraka) (BPHS, Raja yogas chapter). Strength: exchange/conjunction strong, mutual aspect moderate.
  const seen = new Set<string>();
  for (const k of [4, 7, 10, 1]) {
    for (const t of [5, 9, 1]) {
      if (k === t) continue;
      const a = lordOfHouse(y, k), b = lordOfHouse(y, t);
      if (a === b) {
        // Yogakaraka: one planet owning a pure kendra (4, 7, 10) and a pure trikona (5, 9); the lagna lord, which is
        // both by definition, does not count.
        if (k !== 1 && t !== 1 && !seen.has(`yk:${a}`)) {
          seen.add(`yk:${a}`);
          out.push({ name: 'Raja Yoga', strength: 'strong', description: text('yogakaraka', { a: pn(a), ha: k, hb: t }) });
        }
        continue;
      }
      const key = [a, b].sort().join('+');
      if (seen.has(key)) continue;
      const how = association(a, b, y);
      if (!how) continue;
      seen.add(key);
      out.push({
        name: 'Raja Yoga', strength: how === 'mutual_aspect' ? 'moderate' : 'strong',
        description: text('raja', { a: pn(a), ha: k, b: pn(b), hb: t, how: w(how) }),
      });
    }
  }

  // Dhana yoga: lords of 2 or 11 associated with lords of 1, 5 or 9 (BPHS, Dhana yogas chapter; Phaladeepika ch. 6).
  const dseen = new Set<string>();
  for (const d of [2, 11]) {
    for (const t of [1, 5, 9]) {
      const a = lordOfHouse(y, d), b = lordOfHouse(y, t);
      if (a === b) continue;
      const key = [a, b].sort().join('+');
      if (dseen.has(key)) continue;
      const how = association(a, b, y);
      if (!how) continue;
      dseen.add(key);
      out.push({
        name: 'Dhana Yoga', strength: how === 'mutual_aspect' ? 'moderate' : 'strong',
        description: text('dhana', { a: pn(a), ha: d, b: pn(b), hb: t, how: w(how) }),
      });
    }
  }

  // Viparita raja yoga: the lord of the 6th, 8th or 12th house in the 6th, 8th or 12th (Phaladeepika ch. 6: Harsha for
  // the 6th lord, Sarala for the 8th, Vimala for the 12th), reported as a Raja Yoga whose description names it.
  const VIPARITA: Record<number, string> = { 6: 'Harsha', 8: 'Sarala', 12: 'Vimala' };
  for (const d of [6, 8, 12]) {
    const lord = lordOfHouse(y, d);
    const h = houseFromLagna(lord);
    if ([6, 8, 12].includes(h)) {
      out.push({
        name: 'Raja Yoga', strength: h === d ? 'strong' : 'moderate',
        description: text('viparita', { a: pn(lord), ha: d, hb: h, name: VIPARITA[d] }),
      });
    }
  }

  // Neecha Bhanga: a debilitated graha whose debilitation-sign lord or exaltation-sign lord is in a kendra from the
  // lagna or the Moon (Phaladeepika ch. 7, neecha bhanga raja yoga).
  for (const g of ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as Graha[]) {
    if (!isDebilitated(g, s[g])) continue;
    const reasons: string[] = [];
    const kendraFrom = (x: Graha) => (isKendra(houseFromLagna(x)) ? 'lagna' : isKendra(signHouseFrom(s.Moon, s[x])) ? 'moon' : null);
    const dispositor = SIGN_LORDS[s[g]];
    const exaltLord = SIGN_LORDS[EXALTATION_SIGN[g]!];
    const r1 = dispositor !== g ? kendraFrom(dispositor) : null;
    if (r1) reasons.push(fill(T.nbLord[lang], { sign: signName(s[g]), lord: pn(dispositor), ref: w(r1) }));
    const r2 = exaltLord !== g ? kendraFrom(exaltLord) : null;
    if (r2) reasons.push(fill(T.nbExalt[lang], { lord: pn(exaltLord), ref: w(r2) }));
    if (reasons.length) {
      out.push({
        name: 'Neecha Bhanga', strength: reasons.length === 2 ? 'strong' : 'moderate',
        description: text('neechabhanga', { planet: pn(g), sign: signName(s[g]), reason: reasons.join(w('and')) }),
      });
    }
  }
  return out;
}
