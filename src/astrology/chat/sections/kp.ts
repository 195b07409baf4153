/**
 * KP (Krishnamurti Paddhati): kp() (= GET /v1/astrology/kp) for the birth, or for a horary number 1-249 at the moment
 * of the question and its place ("KP horary number 45"); kpRulingPlanets() (= GET /v1/astrology/kp/ruling-planets)
 * for the ruling planets of now at the question's place (else the birth place). The asked cusp's sign, star, sub and
 * sub-sub lords; the four-level significators of the asked house; the ruling planets. Placidus cusps, Krishnamurti
 * ayanamsa, as the endpoints.
 */
import { kp, kpRulingPlanets, type KpDoc, type KpRulingDoc } from '../../kpTools';
import { zoneAt, zoneOffsetMs } from '../../time';
import type { Graha } from '../../constants';
import { houseOrdinal, planetName, type Language, type Localized } from '../lexicon';
import type { KpItem, Part } from '../asked';
import { L, list, offsetLabel } from './common';
import { section, type DayPlace, type Section, type SectionContext } from './types';

const T = {
  cusp: {
    en: 'Your {house} cusp (KP: Placidus, Krishnamurti ayanamsa) is at {sign} {pos} in {nak}: sign lord {sl}, star lord {st}, sub lord {sub}, sub-sub lord {ss}.',
    hi: 'आपके {house} का कस्प (के.पी.: प्लेसिडस, कृष्णमूर्ति अयनांश) {sign} {pos} पर, {nak} नक्षत्र में है: राशि स्वामी {sl}, नक्षत्र स्वामी {st}, उप स्वामी (सब लॉर्ड) {sub}, उप-उप स्वामी {ss}।',
    ta: 'உங்கள் {house} கஸ்ப் (கே.பி.: பிளாசிடஸ், கிருஷ்ணமூர்த்தி அயனாம்சம்) {sign} {pos}, {nak} நட்சத்திரத்தில்: ராசி அதிபதி {sl}, நட்சத்திர அதிபதி {st}, உப அதிபதி (சப் லார்ட்) {sub}, உப-உப அதிபதி {ss}.',
  },
  cuspHorary: {
    en: 'In the KP horary chart of number {n} (cast for {at}, {place}), the {house} cusp is at {sign} {pos} in {nak}: sign lord {sl}, star lord {st}, sub lord {sub}, sub-sub lord {ss}.',
    hi: 'प्रश्न संख्या {n} की के.पी. प्रश्न कुंडली ({at}, {place}) में {house} का कस्प {sign} {pos} पर, {nak} नक्षत्र में है: राशि स्वामी {sl}, नक्षत्र स्वामी {st}, उप स्वामी {sub}, उप-उप स्वामी {ss}।',
    ta: 'எண் {n}-இன் கே.பி. ஆரூட ஜாதகத்தில் ({at}, {place}) {house} கஸ்ப் {sign} {pos}, {nak} நட்சத்திரத்தில்: ராசி அதிபதி {sl}, நட்சத்திர அதிபதி {st}, உப அதிபதி {sub}, உப-உப அதிபதி {ss}.',
  },
  subSignifies: { en: 'The sub lord {sub} signifies houses {houses}.', hi: 'उप स्वामी {sub} भाव {houses} का कारक है।', ta: 'உப அதிபதி {sub} பாவங்கள் {houses} ஐக் குறிக்கிறார்.' },
  sig: {
    en: 'Significators of your {house} (KP, strongest first): {all}. Level 1 (in the star of an occupant): {l1}; level 2 (occupants): {l2}; level 3 (in the star of the lord): {l3}; level 4 (the lord): {l4}.',
    hi: 'आपके {house} के कारक (के.पी., सबसे बली पहले): {all}। स्तर 1 (भाव में स्थित ग्रह के नक्षत्र में): {l1}; स्तर 2 (भाव में स्थित): {l2}; स्तर 3 (भावेश के नक्षत्र में): {l3}; स्तर 4 (भावेश): {l4}।',
    ta: 'உங்கள் {house} காரகங்கள் (கே.பி., வலியது முதலில்): {all}. நிலை 1 (பாவத்திலுள்ள கிரகத்தின் நட்சத்திரத்தில்): {l1}; நிலை 2 (பாவத்திலுள்ளவை): {l2}; நிலை 3 (பாவாதிபதியின் நட்சத்திரத்தில்): {l3}; நிலை 4 (பாவாதிபதி): {l4}.',
  },
  agents: { en: 'Node agents: {items}.', hi: 'छाया ग्रह प्रतिनिधि: {items}।', ta: 'சாயா கிரக முகவர்கள்: {items}.' },
  agent: { en: '{node} at level {level} for {for}', hi: '{node} स्तर {level} पर {for} के लिए', ta: '{node} நிலை {level}-இல் {for}-க்காக' },
  ruling: {
    en: 'The ruling planets now ({at}, {place}): {all}; day lord {day} ({weekday}), Moon in the sign of {ms}, the star of {mst}, the sub of {msub}; lagna in the sign of {ls}, the star of {lst}, the sub of {lsub}{agents}.',
    hi: 'अभी के शासक ग्रह (रूलिंग प्लैनेट्स) ({at}, {place}): {all}; वार स्वामी {day} ({weekday}), चंद्र {ms} की राशि, {mst} के नक्षत्र, {msub} के उप में; लग्न {ls} की राशि, {lst} के नक्षत्र, {lsub} के उप में{agents}।',
    ta: 'இப்போதைய ஆளும் கிரகங்கள் ({at}, {place}): {all}; கிழமை அதிபதி {day} ({weekday}), சந்திரன் {ms} ராசியில், {mst} நட்சத்திரத்தில், {msub} உபத்தில்; லக்னம் {ls} ராசியில், {lst} நட்சத்திரத்தில், {lsub} உபத்தில்{agents}.',
  },
  rulingAgents: { en: '; Rahu or Ketu joins as agent: {items}', hi: '; राहु/केतु प्रतिनिधि के रूप में: {items}', ta: '; ராகு/கேது முகவராக: {items}' },
  horaryRow: { en: 'Horary number {n}: the lagna starts at {sign} {start} (star lord {st}, sub lord {sub}).', hi: 'प्रश्न संख्या {n}: लग्न {sign} {start} से आरंभ (नक्षत्र स्वामी {st}, उप स्वामी {sub})।', ta: 'ஆரூட எண் {n}: லக்னம் {sign} {start} இல் தொடங்குகிறது (நட்சத்திர அதிபதி {st}, உப அதிபதி {sub}).' },
  momentRuling: { en: 'Ruling planets of the moment: {items}.', hi: 'इस क्षण के शासक ग्रह: {items}।', ta: 'இந்தக் கணத்தின் ஆளும் கிரகங்கள்: {items}.' },
  horaryRange: { en: 'A KP horary number runs from 1 to 249; {n} is outside it. Which number (1-249) did you choose?', hi: 'के.पी. प्रश्न संख्या 1 से 249 तक होती है; {n} इससे बाहर है। आपने कौन सी संख्या (1-249) चुनी?', ta: 'கே.பி. ஆரூட எண் 1 முதல் 249 வரை; {n} அதற்கு வெளியே. நீங்கள் தேர்ந்த எண் (1-249) எது?' },
  askCity: { en: 'Which city should I compute this for? The ruling planets and the horary chart depend on the place (for example: "in Chennai").', hi: 'किस शहर के लिए गणना करूँ? शासक ग्रह और प्रश्न कुंडली स्थान पर निर्भर हैं (जैसे: "दिल्ली में")।', ta: 'எந்த ஊருக்குக் கணிக்க வேண்டும்? ஆளும் கிரகங்களும் ஆரூட ஜாதகமும் இடத்தைப் பொறுத்தவை (எ.கா. "சென்னையில்").' },
  cusps: { en: 'Sub lords of the twelve cusps: {items}.', hi: 'बारह कस्पों के उप स्वामी: {items}।', ta: 'பன்னிரண்டு கஸ்ப்களின் உப அதிபதிகள்: {items}.' },
  planets: { en: 'Planets (sign, star, sub lord): {items}.', hi: 'ग्रह (राशि, नक्षत्र, उप स्वामी): {items}।', ta: 'கிரகங்கள் (ராசி, நட்சத்திர, உப அதிபதி): {items}.' },
  none: { en: 'none', hi: 'कोई नहीं', ta: 'இல்லை' },
  subRule: { en: 'Sub lords: {rule}', hi: 'उप स्वामी: प्रत्येक नक्षत्र (13°20\') अपने स्वामी से आरंभ कर विंशोत्तरी क्रम में दशा वर्षों के अनुपात में 9 उप भागों में बँटता है (249 पंक्तियाँ); प्रत्येक उप फिर उसी तरह 9 उप-उप भागों में।', ta: 'உப அதிபதிகள்: ஒவ்வொரு நட்சத்திரமும் (13°20\') தன் அதிபதியிலிருந்து விம்சோத்தரி வரிசையில் தசை ஆண்டுகளின் விகிதத்தில் 9 உபங்களாகப் பிரிகிறது (249 வரிசைகள்); ஒவ்வொரு உபமும் அதே போல 9 உப-உபங்களாக.' },
  sigRule: { en: 'Significators: {rule}', hi: 'कारक (के.पी. रीडर VI), सबसे बली पहले: (1) भाव में स्थित ग्रहों के नक्षत्र में ग्रह, (2) भाव में स्थित ग्रह (इस कस्प से अगले तक), (3) भावेश के नक्षत्र में ग्रह, (4) भावेश।', ta: 'காரகங்கள் (கே.பி. ரீடர் VI), வலியது முதலில்: (1) பாவத்திலுள்ள கிரகங்களின் நட்சத்திரத்தில் உள்ளவை, (2) பாவத்திலுள்ளவை (இந்த கஸ்ப் முதல் அடுத்தது வரை), (3) பாவாதிபதியின் நட்சத்திரத்தில் உள்ளவை, (4) பாவாதிபதி.' },
  nodeRule: { en: 'Nodes: {rule}', hi: 'राहु-केतु अपनी राशि के स्वामी और उसी राशि के ग्रहों के प्रतिनिधि होते हैं।', ta: 'ராகு, கேது தாம் இருக்கும் ராசியின் அதிபதிக்கும் அதே ராசியிலுள்ள கிரகங்களுக்கும் முகவர்கள்.' },
  rulingRule: { en: 'Ruling planets: {rule}', hi: 'शासक ग्रह: वार स्वामी (सूर्योदय से सूर्योदय), चंद्र और लग्न के राशि, नक्षत्र और उप स्वामी (कृष्णमूर्ति अयनांश); राहु/केतु किसी शासक ग्रह की राशि में या उसके साथ हों तो प्रतिनिधि।', ta: 'ஆளும் கிரகங்கள்: கிழமை அதிபதி (சூரிய உதயம் முதல் உதயம் வரை), சந்திரன், லக்னத்தின் ராசி, நட்சத்திர, உப அதிபதிகள் (கிருஷ்ணமூர்த்தி அயனாம்சம்); ராகு/கேது ஆளும் கிரகத்தின் ராசியில் அல்லது அதனுடன் இருந்தால் முகவர்.' },
  horaryRule: { en: 'Horary: {rule}', hi: 'प्रश्न कुंडली: लग्न 249 तालिका की चुनी पंक्ति का आरंभ; अन्य कस्प उस स्थान पर उस बिंदु के उदय होने के नाक्षत्र काल के प्लेसिडस कस्प; ग्रह और शासक ग्रह प्रश्न के क्षण के।', ta: 'ஆரூட ஜாதகம்: லக்னம் 249 அட்டவணையின் தேர்ந்த வரிசையின் தொடக்கம்; மற்ற கஸ்ப்கள் அந்த இடத்தில் அப்புள்ளி உதிக்கும் நட்சத்திர நேரத்தின் பிளாசிடஸ் கஸ்ப்கள்; கிரகங்களும் ஆளும் கிரகங்களும் கேள்வியின் கணத்தவை.' },
} satisfies Record<string, Localized>;

const WEEKDAY: Record<string, Localized> = {
  Sunday: { en: 'Sunday', hi: 'रविवार', ta: 'ஞாயிறு' }, Monday: { en: 'Monday', hi: 'सोमवार', ta: 'திங்கள்' }, Tuesday: { en: 'Tuesday', hi: 'मंगलवार', ta: 'செவ்வாய்' },
  Wednesday: { en: 'Wednesday', hi: 'बुधवार', ta: 'புதன்' }, Thursday: { en: 'Thursday', hi: 'गुरुवार', ta: 'வியாழன்' }, Friday: { en: 'Friday', hi: 'शुक्रवार', ta: 'வெள்ளி' },
  Saturday: { en: 'Saturday', hi: 'शनिवार', ta: 'சனி' },
};

const pn = (lang: Language, g: Graha) => planetName(lang, g);
/** "7th house"; Tamil takes the adjectival form before கஸ்ப் / காரகங்கள் (7ஆம் பாவ). */
const houseOf = (lang: Language, h: number) => (lang === 'ta' ? `${h}ஆம் பாவ` : houseOrdinal(lang, h));
const names = (lang: Language, gs: Graha[]) => (gs.length ? list(lang, gs.map((g) => pn(lang, g))) : T.none[lang]);
const local = (lang: Language, en: string, loc?: string) => (lang === 'en' || !loc ? en : `${loc} (${en})`);

/** The moment of the question at a place: local date, time (HH:MM) and offset, as the endpoints take them. */
export function momentAt(place: DayPlace, nowMs: number): { date: string; time: string; tz: number } {
  const tz = place.tz ?? zoneOffsetMs(zoneAt(place.lat, place.lon), nowMs) / 3600000;
  const t = new Date(nowMs + tz * 3600000).toISOString();
  return { date: t.slice(0, 10), time: t.slice(11, 16), tz };
}

export function kpSection(part: Extract<Part, { topic: 'kp' }>, ctx: SectionContext): Section {
  const { lang } = ctx;
  const needsPlace = part.horary !== undefined || part.items.includes('ruling');
  const place = ctx.dayPlace;
  if (needsPlace && !place) return section(part, T.askCity[lang], { asks: true });
  if (part.horary !== undefined && (part.horary < 1 || part.horary > 249)) return section(part, L(lang, T.horaryRange, { n: part.horary }), { asks: true });
  const now = place ? momentAt(place, ctx.nowMs) : null;
  const at = now ? `${now.date} ${now.time} UTC${offsetLabel(now.tz)}` : '';
  const h = part.house ?? 1;

  let doc: KpDoc | null = null;
  const docOf = (): KpDoc => {
    if (doc) return doc;
    doc = part.horary !== undefined
      ? kp({ date: now!.date, time: now!.time, lat: place!.lat, lon: place!.lon, tz: now!.tz, horary_number: part.horary, language: lang } as never)
      : kp({ ...ctx.me!.birth, language: lang } as never);
    return doc;
  };
  let ruling: KpRulingDoc | null = null;

  const lines: Partial<Record<KpItem, string>> = {};
  const facts: string[] = [];
  const reasons: string[] = [];
  const pro: string[] = [];
  for (const item of part.items) {
    if (item === 'cusp') {
      const d = docOf();
      const c = d.cusps[h - 1];
      const v = {
        house: houseOf(lang, h), sign: local(lang, c.sign, c.sign_local), pos: c.position, nak: local(lang, c.nakshatra, c.nakshatra_local),
        sl: pn(lang, c.sign_lord), st: pn(lang, c.star_lord), sub: pn(lang, c.sub_lord), ss: pn(lang, c.sub_sub_lord), n: part.horary ?? '', at, place: place?.label ?? '',
      };
      lines.cusp = L(lang, d.horary ? T.cuspHorary : T.cusp, v);
      const sig = d.planet_significations.find((p) => p.planet === c.sub_lord);
      if (sig) facts.push(L(lang, T.subSignifies, { sub: pn(lang, c.sub_lord), houses: sig.houses.join(', ') }));
      reasons.push(L(lang, T.subRule, { rule: d.rules.sub }));
      // "My KP chart" (no house named): the twelve cusps' sub lords are part of the answer; otherwise detail.
      const cuspsLine = L(lang, T.cusps, { items: d.cusps.map((x) => `${x.house}: ${pn(lang, x.sub_lord)}`).join(', ') });
      if (part.house === undefined && part.horary === undefined) facts.push(cuspsLine); else pro.push(cuspsLine);
      pro.push(L(lang, T.planets, { items: list(lang, d.planets.map((p) => `${pn(lang, p.name)} ${pn(lang, p.sign_lord)}/${pn(lang, p.star_lord)}/${pn(lang, p.sub_lord)}`)) }));
    } else if (item === 'significators') {
      const d = docOf();
      const s = d.significators[h - 1];
      lines.significators = L(lang, T.sig, {
        house: houseOf(lang, h), all: names(lang, s.significators), l1: names(lang, s.level_1), l2: names(lang, s.level_2), l3: names(lang, s.level_3), l4: names(lang, s.level_4),
      });
      if (s.node_agents.length) facts.push(L(lang, T.agents, { items: list(lang, s.node_agents.map((a) => L(lang, T.agent, { node: pn(lang, a.node), level: a.level, for: pn(lang, a.for) }))) }));
      reasons.push(L(lang, T.sigRule, { rule: d.rules.significators }), L(lang, T.nodeRule, { rule: d.rules.nodes }));
    } else {
      ruling = kpRulingPlanets({ date: now!.date, time: now!.time, lat: place!.lat, lon: place!.lon, tz: now!.tz, language: lang } as never);
      const r = ruling.ruling_planets;
      lines.ruling = L(lang, T.ruling, {
        at, place: place!.label, all: names(lang, r.planets), day: pn(lang, r.day_lord), weekday: WEEKDAY[r.weekday][lang],
        ms: pn(lang, r.moon_sign_lord), mst: pn(lang, r.moon_star_lord), msub: pn(lang, r.moon_sub_lord), ls: pn(lang, r.lagna_sign_lord), lst: pn(lang, r.lagna_star_lord), lsub: pn(lang, r.lagna_sub_lord),
        agents: r.node_agents.length ? L(lang, T.rulingAgents, { items: list(lang, r.node_agents.map((a) => `${pn(lang, a.node)} (${names(lang, a.for)})`)) }) : '',
      });
      reasons.push(L(lang, T.rulingRule, { rule: ruling.rule }));
    }
  }
  const d = doc as KpDoc | null;
  if (d?.horary) {
    facts.unshift(L(lang, T.horaryRow, { n: d.horary.number, sign: lang === 'en' ? d.horary.sign : local(lang, d.horary.sign, d.cusps[0].sign_local), start: d.horary.start, st: pn(lang, d.horary.star_lord), sub: pn(lang, d.horary.sub_lord) }));
    if (d.rules.horary) reasons.push(L(lang, T.horaryRule, { rule: d.rules.horary }));
    if (!part.items.includes('ruling')) facts.push(L(lang, T.momentRuling, { items: names(lang, d.ruling_planets.planets) }));
  }
  const ordered = part.items.map((i) => lines[i]!).filter(Boolean);
  const [answer, ...rest] = ordered;
  const r = ruling as KpRulingDoc | null;
  return section(part, answer, {
    facts: [...rest, ...facts], reasons, pro, noteTopic: null,
    data: {
      house: h,
      ...(d ? { chart_type: d.chart_type, ayanamsa: d.ayanamsa, time: d.time, cusp: d.cusps[h - 1], significators: d.significators[h - 1], ...(d.horary ? { horary: d.horary } : {}) } : {}),
      ...(r ? { ruling_planets: r.ruling_planets, ruling_time: r.time } : {}),
    },
  });
}
