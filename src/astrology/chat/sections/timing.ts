/**
 * Event timing ("when will I get married?") and periods ("how is 2027 for me?").
 *  - Event: the windows (windows.ts) where a mahadasha or antardasha of the event's significators runs while Jupiter
 *    and Saturn both occupy or aspect the event's house or its lord; the most promising first (nearer windows preferred), with its dasha and transit.
 *  - Period: the Vimshottari periods running in it (dashaTimelineOf = GET /v1/astrology/dasha) and, month by month,
 *    the gochara of Jupiter, Saturn, Rahu and Ketu from the natal Moon (facts.ts transitSample = GET
 *    /v1/astrology/gochara); then the houses the period lords rule and occupy (the areas the period brings forward).
 */
import type { Graha } from '../../constants';
import { dashaTimelineOf, transitSample, type TransitSample } from '../facts';
import { HOUSE_MEANING, houseLocative, planetName, planetShort, signName, signShort, type Language, type Localized } from '../lexicon';
import type { EventKind, Part } from '../asked';
import { L, day, list, lordOf } from './common';
import { houseWord, housesRuled } from './chart';
import { askedInstant } from './life';
import { eventHouses, eventWindows, monthSamples, significatorsOf, type Role, type Window } from './windows';
import { section, type Section, type SectionContext } from './types';

const T = {
  strongest: { en: 'The most promising window for {event} is {win}{extra}; also: {others}.', hi: '{event} के लिए सबसे संभावित समय {win} है{extra}। अन्य: {others}।', ta: '{event}: மிகவும் வாய்ப்புள்ள காலம் {win}{extra}; மேலும்: {others}.' },
  only: { en: 'The most promising window for {event} is {win}{extra}.', hi: '{event} के लिए सबसे संभावित समय {win} है{extra}।', ta: '{event}: மிகவும் வாய்ப்புள்ள காலம் {win}{extra}.' },
  win: { en: '{span} ({maha}–{antar}, with Jupiter and Saturn both on your {target})', hi: '{span} ({maha}–{antar} दशा, गुरु और शनि दोनों आपके {target} पर)', ta: '{span} ({maha}–{antar} தசை, குரு, சனி இருவரும் உங்கள் {target} மீது)' },
  other: { en: '{span} ({maha}–{antar})', hi: '{span} ({maha}–{antar})', ta: '{span} ({maha}–{antar})' },
  inYear: { en: 'Yes, {year} holds a window for {event}: {win}{extra}.', hi: 'हाँ, {year} में {event} का समय बनता है: {win}{extra}।', ta: 'ஆம், {year}-ல் {event} காலம் உள்ளது: {win}{extra}.' },
  notInYear: { en: 'Not in {year}: no month of it joins a period of a significator of {event} with the double transit. The most promising window is {win}{extra}.', hi: '{year} में नहीं: उसके किसी महीने में {event} के कारक की दशा और दोहरा गोचर साथ नहीं। सबसे संभावित समय {win} है{extra}।', ta: '{year}-ல் இல்லை: அதன் எந்த மாதத்திலும் {event} காரகரின் தசையும் இரட்டைக் கோசாரமும் சேரவில்லை. மிகவும் வாய்ப்புள்ள காலம் {win}{extra}.' },
  pastYear: { en: '{year} is already past; looking ahead from now: ', hi: '{year} बीत चुका है; अब से आगे: ', ta: '{year} ஏற்கனவே கடந்துவிட்டது; இப்போதிலிருந்து: ' },
  none: { en: 'No window in the next {years} years: no month joins a mahadasha or antardasha of a significator of {event} with Jupiter and Saturn both on your {ord} or its lord.', hi: 'अगले {years} वर्षों में कोई प्रबल समय नहीं: किसी महीने में {event} के कारक की महादशा या अंतर्दशा के साथ गुरु और शनि दोनों आपके {ord} या उसके स्वामी पर नहीं।', ta: 'அடுத்த {years} ஆண்டுகளில் வலுவான காலம் இல்லை: எந்த மாதத்திலும் {event} காரகரின் மகாதசை அல்லது புக்தியுடன் குரு, சனி இருவரும் உங்கள் {ord}, அதன் அதிபதி மீது சேரவில்லை.' },
  nowShort: { en: ' (running now)', hi: ' (अभी चल रहा है)', ta: ' (இப்போது நடக்கிறது)' },
  now: { en: ', running now', hi: ' (यह अभी चल रहा है)', ta: ', இப்போது நடக்கிறது' },
  age: { en: ', at age {age}', hi: ' (तब आपकी आयु {age} वर्ष होगी)', ta: ', {age} வயதில்' },
  honest: { en: 'These are indications, not certainties.', hi: 'ये संकेत हैं, निश्चितता नहीं।', ta: 'இவை அறிகுறிகள், உறுதி அல்ல.' },
  tHouse: { en: '{ord}', hi: '{ord}', ta: '{n}ஆம் பாவத்தின்' },
  tLord: { en: '{nth} lord ({lord})', hi: '{ord} के स्वामी ({lord})', ta: '{n}ஆம் அதிபதி ({lord})' },
  tBoth: { en: '{ord} and its lord ({lord})', hi: '{ord} और उसके स्वामी ({lord})', ta: '{ord}, அதன் அதிபதி ({lord})' },
  sig: { en: 'Significators of {event} in your chart: {items}.', hi: 'आपकी कुंडली में {event} के कारक: {items}।', ta: 'உங்கள் ஜாதகத்தில் {event} விஷயத்தின் காரகர்கள்: {items}.' },
  rLord: { en: 'lord of the {ord}', hi: '{ord} का स्वामी', ta: '{n}ஆம் அதிபதி' },
  rIn: { en: 'in the {ord}', hi: '{ord} में', ta: '{loc}' },
  rKaraka: { en: 'karaka', hi: 'कारक', ta: 'காரகர்' },
  running: { en: 'Running now: {maha} mahadasha with {antar} antardasha, until {end}.', hi: 'अभी: {maha} महादशा में {antar} अंतर्दशा, {end} तक।', ta: 'இப்போது: {maha} மகாதசையில் {antar} புக்தி, {end} வரை.' },
  dashaRule: { en: 'Rule: a period brings the results of the houses its lord rules and occupies (BPHS ch. 47, the effects of the dashas), so an event comes in the mahadasha or antardasha of a planet that rules, occupies or signifies its houses.', hi: 'नियम: दशा अपने स्वामी के स्वामित्व और स्थिति वाले भावों का फल देती है (बृहत् पाराशर होरा शास्त्र अ. 47, दशा फल), अतः घटना उस ग्रह की महादशा या अंतर्दशा में आती है जो उसके भावों का स्वामी, उनमें स्थित या उसका कारक हो।', ta: 'விதி: ஒரு தசை அதன் அதிபதி ஆளும், இருக்கும் பாவங்களின் பலனைத் தரும் (பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 47, தசா பலன்); எனவே நிகழ்வு அதன் பாவங்களின் அதிபதி, அங்கிருப்பவர் அல்லது காரகரின் மகாதசை அல்லது புக்தியில் வரும்.' },
  transitRule: { en: 'The double transit: the period gives the event when Jupiter and Saturn both occupy or aspect its house or the house\'s lord from the lagna (Jupiter aspects the 5th, 7th and 9th from itself, Saturn the 3rd, 7th and 10th: BPHS ch. 26). This joint rule is modern practice (K. N. Rao) built on the classical transits of Phaladeepika ch. 26.', hi: 'दोहरा गोचर: दशा घटना तब देती है जब गुरु और शनि दोनों लग्न से उसके भाव या भावेश पर स्थित हों या दृष्टि डालें (गुरु अपने से 5, 7, 9वें और शनि 3, 7, 10वें को देखता है: बृहत् पाराशर होरा शास्त्र अ. 26)। यह संयुक्त नियम आधुनिक परंपरा (के. एन. राव) का है, फलदीपिका अ. 26 के शास्त्रीय गोचर पर आधारित।', ta: 'இரட்டைக் கோசாரம்: குருவும் சனியும் லக்னத்திலிருந்து அதன் பாவத்திலோ பாவாதிபதியின் மீதோ இருக்கும்போது அல்லது பார்க்கும்போது தசை நிகழ்வைத் தரும் (குரு தனக்கு 5, 7, 9-ஐயும் சனி 3, 7, 10-ஐயும் பார்ப்பார்: பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 26). இந்தக் கூட்டு விதி நவீன வழக்கு (கே. என். ராவ்), பலதீபிகை அ. 26-இன் சாஸ்திரக் கோசாரத்தின் மேல் அமைந்தது.' },
  proWin: { en: '{span} ({mText}, age {age}): {maha} mahadasha, {antar} antardasha; Jupiter in {js} {jw}; Saturn in {ss} {sw}; score {score}.', hi: '{span} ({months} महीने, आयु {age}): {maha} महादशा, {antar} अंतर्दशा; गुरु {js} में {jw}; शनि {ss} में {sw}; अंक {score}।', ta: '{span} ({months} மாதங்கள், வயது {age}): {maha} மகாதசை, {antar} புக்தி; குரு {js}-ல் {jw}; சனி {ss}-ல் {sw}; மதிப்பு {score}.' },
  occ: { en: 'occupies {what}', hi: '{what} में स्थित', ta: '{what} மீது இருப்பு' },
  asp: { en: 'aspects {what} ({nth} aspect)', hi: '{what} पर {hiN} दृष्टि', ta: '{what} மீது {n}ஆம் பார்வை' },
  whatHouse: { en: 'the {ord}', hi: '{ord}', ta: '{ord}' },
  whatLord: { en: 'the sign of the lord {lord} ({sign})', hi: 'स्वामी {lord} की राशि ({sign})', ta: 'அதிபதி {lord} உள்ள ராசி ({sign})' },
  nowToo: { en: 'A weaker window is running now: {win}.', hi: 'एक कमज़ोर समय अभी चल रहा है: {win}।', ta: 'வலு குறைந்த ஒரு காலம் இப்போது நடக்கிறது: {win}.' },
} satisfies Record<string, Localized>;

const EVENT: Record<EventKind, Localized> = {
  marriage: { en: 'marriage', hi: 'विवाह', ta: 'திருமணம்' },
  job: { en: 'a new job', hi: 'नौकरी', ta: 'வேலை' },
  child: { en: 'a child', hi: 'संतान', ta: 'குழந்தைப் பேறு' },
  property: { en: 'buying property or a home', hi: 'घर या संपत्ति', ta: 'வீடு, சொத்து வாங்குதல்' },
  travel: { en: 'going or settling abroad', hi: 'विदेश जाना या बसना', ta: 'வெளிநாடு செல்லுதல், குடியேறுதல்' },
};
/** The house chapter of BPHS (Santhanam: ch. 12 the 1st house ... ch. 23 the 12th) that judges each event's house. */
const HOUSE_RULE: Record<EventKind, Localized> = {
  marriage: { en: 'BPHS ch. 18 judges marriage from the 7th house, its lord and Venus; the 2nd (family) and 11th (fulfilment) support it.', hi: 'बृहत् पाराशर होरा शास्त्र अ. 18 विवाह का विचार 7वें भाव, सप्तमेश और शुक्र से करता है; 2रा (कुटुंब) और 11वाँ (इच्छापूर्ति) भाव सहायक हैं।', ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 18 திருமணத்தை 7ஆம் பாவம், அதன் அதிபதி, சுக்கிரன் கொண்டு அறிகிறது; 2 (குடும்பம்), 11 (விருப்பம் நிறைவேறுதல்) துணை.' },
  job: { en: 'BPHS ch. 21 judges work and status from the 10th house and its lord; the 6th (service) and 11th (income) support it, with the Sun and Saturn as karakas.', hi: 'बृहत् पाराशर होरा शास्त्र अ. 21 कर्म और पद का विचार 10वें भाव और दशमेश से करता है; 6ठा (सेवा) और 11वाँ (आय) सहायक, सूर्य और शनि कारक।', ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 21 தொழிலையும் பதவியையும் 10ஆம் பாவம், அதன் அதிபதி கொண்டு அறிகிறது; 6 (சேவை), 11 (வருமானம்) துணை; சூரியன், சனி காரகர்கள்.' },
  child: { en: 'BPHS ch. 16 judges children from the 5th house, its lord and Jupiter, the karaka of progeny.', hi: 'बृहत् पाराशर होरा शास्त्र अ. 16 संतान का विचार 5वें भाव, पंचमेश और संतान कारक गुरु से करता है।', ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 16 குழந்தைகளை 5ஆம் பாவம், அதன் அதிபதி, புத்திர காரகர் குரு கொண்டு அறிகிறது.' },
  property: { en: 'BPHS ch. 15 judges home, land and vehicles from the 4th house and its lord, with Mars (land) and Venus (vehicles) as karakas.', hi: 'बृहत् पाराशर होरा शास्त्र अ. 15 घर, भूमि और वाहन का विचार 4थे भाव और चतुर्थेश से करता है; मंगल (भूमि) और शुक्र (वाहन) कारक।', ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 15 வீடு, நிலம், வாகனத்தை 4ஆம் பாவம், அதன் அதிபதி கொண்டு அறிகிறது; செவ்வாய் (நிலம்), சுக்கிரன் (வாகனம்) காரகர்கள்.' },
  travel: { en: 'BPHS ch. 23 judges the 12th house, of expenses and of life away from home; the 9th (long journeys) and the 3rd (short journeys) join it, and later practice takes Rahu as the karaka of foreign things.', hi: 'बृहत् पाराशर होरा शास्त्र अ. 23 व्यय और घर से दूर जीवन के 12वें भाव का विचार करता है; 9वाँ (लंबी यात्रा) और 3रा (छोटी यात्रा) साथ देखे जाते हैं, और बाद की परंपरा राहु को विदेश का कारक मानती है।', ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 23 செலவு, வீட்டை விட்டு வாழ்தல் ஆகியவற்றின் 12ஆம் பாவத்தை ஆராய்கிறது; 9 (நீண்ட பயணம்), 3 (குறும் பயணம்) சேர்த்துப் பார்க்கப்படும்; பிற்கால வழக்கு ராகுவை வெளிநாட்டுக் காரகராகக் கொள்கிறது.' },
};

const MONTHS: Record<Language, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  ta: ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
};
/** "Mar 2028" from 'YYYY-MM'. */
export const monthLabel = (lang: Language, ym: string): string => `${MONTHS[lang][Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;

const SCAN_YEARS = 12;
/** Hindi ordinals for the first houses (पहले, दूसरे ...), the others as chart.ts writes them. */
const hw = houseWord;
/** "3rd", "7th" (English), for aspects and lords. */
const nth = (h: number): string => houseWord('en', h).replace(' house', '');
const r1 = (x: number) => Math.round(x * 10) / 10;

/** The asked calendar year, when one was asked ("in 2027", "next year"). */
function askedYear(ctx: SectionContext): number | null {
  const a = askedInstant(ctx);
  return a ? new Date(a.atMs).getUTCFullYear() : null;
}

function target(lang: Language, w: Window, h: number, lord: Graha): string {
  const v = { ord: hw(lang, h), nth: nth(h), n: h, lord: planetName(lang, lord) };
  if (w.jupiter.on.includes('house') && w.saturn.on.includes('house')) return L(lang, T.tHouse, v);
  if (w.jupiter.on.includes('lord') && w.saturn.on.includes('lord')) return L(lang, T.tLord, v);
  return L(lang, T.tBoth, v);
}

function windowText(lang: Language, w: Window, h: number, lord: Graha): { win: string; extra: string; short: string } {
  const v = { span: range(lang, w.start, w.end), maha: planetName(lang, w.maha), antar: planetName(lang, w.antar) };
  return {
    win: L(lang, T.win, { ...v, target: target(lang, w, h, lord) }),
    extra: w.now ? T.now[lang] : L(lang, T.age, { age: w.age }),
    short: L(lang, T.other, v),
  };
}

function roleText(lang: Language, r: Role): string {
  if (r.kind === 'karaka') return T.rKaraka[lang];
  return L(lang, r.kind === 'lord' ? T.rLord : T.rIn, { ord: hw(lang, r.house), n: r.house, loc: houseLocative(lang, r.house) });
}

function touchText(lang: Language, t: Window['jupiter'], h: number, lord: Graha, lordSign: number): string {
  const parts: string[] = [];
  for (const on of t.on) {
    const what = on === 'house' ? L(lang, T.whatHouse, { ord: hw(lang, h) }) : L(lang, T.whatLord, { lord: planetName(lang, lord), sign: signName(lang, lordSign) });
    const n = t.aspect[Math.min(parts.length, t.aspect.length - 1)];
    parts.push(n === 1 ? L(lang, T.occ, { what }) : L(lang, T.asp, { what, n, nth: nth(n), hiN: n === 3 ? 'तीसरी' : `${n}वीं` }));
  }
  return list(lang, parts);
}

export function eventSection(part: Extract<Part, { topic: 'event' }>, ctx: SectionContext): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const e = part.event;
  const h = eventHouses(e)[0];
  const lord = lordOf(f, h);
  const year = askedYear(ctx);
  const nowYear = new Date(ctx.nowMs).getUTCFullYear();
  // Scan 12 years ahead, or up to the end of a later asked year (at most 30 years).
  const months = Math.min(30 * 12, Math.max(SCAN_YEARS * 12, year !== null ? (year - nowYear + 1) * 12 - new Date(ctx.nowMs).getUTCMonth() : 0));
  const windows = eventWindows(f, e, ctx.nowMs, months);
  const ev = EVENT[e][lang];
  const sigs = significatorsOf(f, e);

  let answer: string;
  if (windows.length === 0) {
    answer = L(lang, T.none, { years: Math.round(months / 12), event: ev, ord: hw(lang, h) });
  } else {
    const best = windowText(lang, windows[0], h, lord);
    const inYear = year !== null && year >= nowYear ? windows.find((w) => w.start.slice(0, 4) <= String(year) && w.end.slice(0, 4) >= String(year)) : undefined;
    if (year !== null && year >= nowYear) {
      const w = inYear ? windowText(lang, inYear, h, lord) : best;
      answer = L(lang, inYear ? T.inYear : T.notInYear, { year, event: ev, win: w.win, extra: w.extra });
    } else {
      // The next two, in time order; one running now says so.
      const others = windows.slice(1, 3).sort((a, b) => a.startMs - b.startMs).map((w) => windowText(lang, w, h, lord).short + (w.now ? T.nowShort[lang] : ''));
      answer = (year !== null ? L(lang, T.pastYear, { year }) : '')
        + L(lang, others.length ? T.strongest : T.only, { event: ev, win: best.win, extra: best.extra, others: list(lang, others) });
    }
  }
  const running = windows.find((w) => w.now);
  if (running && !windows.slice(0, 3).includes(running) && !answer.includes(T.now[lang])) answer += ` ${L(lang, T.nowToo, { win: windowText(lang, running, h, lord).short })}`;
  answer += ` ${T.honest[lang]}`;

  const facts = [
    L(lang, T.sig, { event: ev, items: list(lang, sigs.map((s) => `${planetName(lang, s.planet)} (${list(lang, s.roles.map((r) => roleText(lang, r)))})`)) }),
    L(lang, T.running, { maha: planetName(lang, f.dashaNow.maha), antar: planetName(lang, f.dashaNow.antar), end: day(f.dashaNow.subEnd) }),
  ];
  const reasons = [HOUSE_RULE[e][lang], T.dashaRule[lang], T.transitRule[lang]];
  const pro = [...windows].sort((a, b) => a.startMs - b.startMs).map((w) => L(lang, T.proWin, {
    span: range(lang, w.start, w.end), months: w.months, mText: `${w.months} month${w.months === 1 ? '' : 's'}`, age: w.age, maha: planetName(lang, w.maha), antar: planetName(lang, w.antar),
    js: signName(lang, w.jupiter.sign), jw: touchText(lang, w.jupiter, h, lord, f.sign[lord]), ss: signName(lang, w.saturn.sign), sw: touchText(lang, w.saturn, h, lord, f.sign[lord]), score: r1(w.score),
  }));
  const data = {
    event: e, house: h, house_lord: lord, houses: eventHouses(e), significators: sigs, scanned_months: months,
    windows: windows.map((w) => ({ ...w, score: r1(w.score), start_at: new Date(w.startMs).toISOString(), end_at: new Date(w.endMs).toISOString() })),
  };
  return section(part, answer, { facts, reasons, pro, data, noteTopic: 'timing' });
}

// ---------------------------------------------------------------------------------------------------------------
// Period

const P = {
  head: { en: '{label} for you: {verdict}. Dasha: {dasha}. Counted from your Moon, Jupiter is favourable and unobstructed in {jg} of {n} months, Saturn in {sg}.', hi: 'आपके लिए {label}: {verdict}। दशा: {dasha}। चंद्र से गुरु {n} में से {jg} महीने बिना वेध शुभ है, शनि {sg} महीने।', ta: 'உங்களுக்கு {label}: {verdict}. தசை: {dasha}. சந்திரனிலிருந்து குரு {n} மாதங்களில் {jg} மாதம் வேதையின்றிச் சாதகம், சனி {sg} மாதம்.' },
  supportive: { en: 'a supportive period', hi: 'सहायक समय', ta: 'துணையான காலம்' },
  mixed: { en: 'a mixed period', hi: 'मिश्रित समय', ta: 'கலவையான காலம்' },
  demanding: { en: 'a demanding period that asks for patience', hi: 'धैर्य माँगने वाला कठिन समय', ta: 'பொறுமை தேவைப்படும் கடினமான காலம்' },
  run: { en: '{maha} mahadasha with {antar} antardasha{until}', hi: '{maha} महादशा में {antar} अंतर्दशा{until}', ta: '{maha} மகாதசையில் {antar} புக்தி{until}' },
  until: { en: ' until {end}', hi: ' {end} तक', ta: ' {end} வரை' },
  then: { en: ', then ', hi: ', फिर ', ta: ', பின் ' },
  planetRuns: { en: '{planet}: {runs}.', hi: '{planet}: {runs}।', ta: '{planet}: {runs}.' },
  pRun: { en: '{ord} from the Moon ({fav}{tag}) {range}', hi: 'चंद्र से {ord} ({fav}{tag}) {range}', ta: 'சந்திரனிலிருந்து {ord} ({fav}{tag}) {range}' },
  fav: { en: 'favourable', hi: 'शुभ', ta: 'சாதகம்' },
  unfav: { en: 'unfavourable', hi: 'अशुभ', ta: 'சாதகமற்றது' },
  sadeSati: { en: ', sade sati', hi: ', साढ़ेसाती', ta: ', ஏழரைச் சனி' },
  dhaiya: { en: ', dhaiya', hi: ', ढैया', ta: ', தையா' },
  activates: { en: 'The period lords bring forward: {items}.', hi: 'दशा स्वामी इन विषयों को आगे लाते हैं: {items}।', ta: 'தசா அதிபதிகள் முன்னிறுத்துவன: {items}.' },
  lordHouses: { en: '{planet} (rules {ruled}; in the {at}) — {meanings}', hi: '{planet} ({ruled} का स्वामी; {at} में) — {meanings}', ta: '{planet} ({ruled} அதிபதி; {atLoc}) — {meanings}' },
  nodeHouses: { en: '{planet} (a node, in the {at}) — {meanings}', hi: '{planet} (छाया ग्रह, {at} में) — {meanings}', ta: '{planet} (சாயா கிரகம், {atLoc}) — {meanings}' },
  rule: { en: 'Rule: the year is read from the running dasha (BPHS ch. 47) and from the transits of the slow planets counted from the natal Moon, each good only in its favourable houses and spoilt by vedha (Phaladeepika ch. 26); a period lord gives the results of the houses it rules and occupies.', hi: 'नियम: समय चल रही दशा (बृहत् पाराशर होरा शास्त्र अ. 47) और जन्म चंद्र से गिने धीमे ग्रहों के गोचर से पढ़ा जाता है; हर ग्रह केवल अपने शुभ भावों में अच्छा है और वेध से बाधित होता है (फलदीपिका अ. 26); दशा स्वामी अपने स्वामित्व और स्थिति वाले भावों का फल देता है।', ta: 'விதி: காலம் நடக்கும் தசை (பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 47), ஜன்ம சந்திரனிலிருந்து எண்ணப்படும் மெதுவான கிரகங்களின் கோசாரம் கொண்டு வாசிக்கப்படுகிறது; ஒவ்வொன்றும் தன் சாதக பாவங்களில் மட்டுமே நன்று, வேதையால் கெடும் (பலதீபிகை அ. 26); தசா அதிபதி தான் ஆளும், இருக்கும் பாவங்களின் பலனைத் தருவார்.' },
  verdictRule: { en: 'Verdict: supportive when Jupiter and Saturn are both favourable and unobstructed in at least half the months, mixed when one of them is, demanding when neither is.', hi: 'निर्णय: गुरु और शनि दोनों आधे या अधिक महीनों में शुभ और बिना वेध हों तो सहायक, एक ही हो तो मिश्रित, कोई न हो तो कठिन।', ta: 'தீர்ப்பு: குருவும் சனியும் பாதி அல்லது அதிக மாதங்களில் வேதையின்றிச் சாதகமானால் துணை, ஒன்று மட்டும் என்றால் கலவை, எதுவும் இல்லையெனில் கடினம்.' },
  row: { en: '{month}: {dasha} | {items}', hi: '{month}: {dasha} | {items}', ta: '{month}: {dasha} | {items}' },
  vedha: { en: 'vedha by {who}', hi: 'वेध {who}', ta: 'வேதை {who}' },
  bindus: { en: '{b} bindus', hi: '{b} बिंदु', ta: '{b} பிந்துக்கள்' },
  nextMonths: { en: 'The next {n} months', hi: 'अगले {n} महीने', ta: 'அடுத்த {n} மாதங்கள்' },
} satisfies Record<string, Localized>;

const SLOW: Graha[] = ['Jupiter', 'Saturn', 'Rahu', 'Ketu'];
type Slow = TransitSample['planets'][number];

/** The months of the asked period: each month of the asked year(s), else this month and the next N (default 6). */
function periodMonths(ctx: SectionContext): { label: string; samples: number[] } {
  const { u, nowMs, lang } = ctx;
  const years = u.years.length ? [...new Set(u.years)].sort().slice(0, 2) : u.relativeYear !== null ? [new Date(nowMs).getUTCFullYear() + u.relativeYear] : [];
  if (years.length) return { label: years.join(', '), samples: years.flatMap((y) => monthSamples(Date.UTC(y, 0, 15, 12), 12)) };
  const n = u.monthsAhead ?? 6;
  return { label: L(lang, P.nextMonths, { n }), samples: monthSamples(nowMs, n + 1) };
}

/** Consecutive months with the same key, as [first, last, value]. */
function runs<V>(items: { ym: string; v: V }[], key: (v: V) => string): { from: string; to: string; v: V }[] {
  const out: { from: string; to: string; v: V }[] = [];
  for (const it of items) {
    const last = out[out.length - 1];
    if (last && key(last.v) === key(it.v)) last.to = it.ym; else out.push({ from: it.ym, to: it.ym, v: it.v });
  }
  return out;
}
const range = (lang: Language, from: string, to: string) => (from === to ? monthLabel(lang, from) : `${monthLabel(lang, from)}–${monthLabel(lang, to)}`);
const good = (p: Slow) => p.favourable && p.vedhaBy.length === 0;

export function periodSection(part: Part, ctx: SectionContext): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const birthMs = Date.parse(f.chart.time.utc_datetime);
  const { label, samples } = periodMonths(ctx);
  const months = samples.filter((ms) => ms >= birthMs).map((ms) => {
    const t = transitSample(f.chart, ms);
    const tl = dashaTimelineOf(f, ms);
    const a = tl.antardasha.find((x) => x.mahadasha === tl.current.mahadasha && x.planet === tl.current.antardasha && Date.parse(x.start) <= ms + 86400000 && ms < Date.parse(x.end) + 86400000);
    return { ym: t.date.slice(0, 7), t, maha: tl.current.mahadasha, antar: tl.current.antardasha, end: a ? a.end : null };
  });
  const n = months.length;
  const slow = (m: (typeof months)[number], g: Graha) => m.t.planets.find((p) => p.planet === g)!;
  const jg = months.filter((m) => good(slow(m, 'Jupiter'))).length;
  const sg = months.filter((m) => good(slow(m, 'Saturn'))).length;
  const verdict = jg * 2 >= n && sg * 2 >= n ? 'supportive' : jg * 2 >= n || sg * 2 >= n ? 'mixed' : 'demanding';

  const dashaRuns = runs(months.map((m) => ({ ym: m.ym, v: m })), (m) => `${m.maha}/${m.antar}`);
  const dasha = dashaRuns.map((r, i) => L(lang, P.run, {
    maha: planetName(lang, r.v.maha), antar: planetName(lang, r.v.antar),
    until: i < dashaRuns.length - 1 && r.v.end ? L(lang, P.until, { end: day(r.v.end) }) : '',
  })).join(P.then[lang]);
  const answer = L(lang, P.head, { label, verdict: P[verdict][lang], dasha, jg, sg, n });

  const facts = SLOW.map((g) => {
    const rs = runs(months.map((m) => ({ ym: m.ym, v: slow(m, g) })), (p) => `${p.houseFromMoon}/${p.favourable}`);
    const text = rs.map((r) => L(lang, P.pRun, {
      ord: hw(lang, r.v.houseFromMoon), fav: (r.v.favourable ? P.fav : P.unfav)[lang], range: range(lang, r.from, r.to),
      tag: g === 'Saturn' && [12, 1, 2].includes(r.v.houseFromMoon) ? P.sadeSati[lang] : g === 'Saturn' && [4, 8].includes(r.v.houseFromMoon) ? P.dhaiya[lang] : '',
    }));
    return L(lang, P.planetRuns, { planet: planetName(lang, g), runs: list(lang, text) });
  });
  const at = f.dashaAsked ?? f.dashaNow;
  const lords = [...new Set([at.maha, at.antar])];
  facts.push(L(lang, P.activates, {
    items: lords.map((g) => {
      const ruled = housesRuled(ctx, g);
      const hs = [...new Set([...ruled, f.house[g]])].sort((a, b) => a - b);
      return L(lang, ruled.length ? P.lordHouses : P.nodeHouses, {
        planet: planetName(lang, g), ruled: list(lang, ruled.map((x) => hw(lang, x))),
        at: hw(lang, f.house[g]), atLoc: houseLocative(lang, f.house[g]), meanings: hs.map((x) => HOUSE_MEANING[x - 1][lang]).join('; '),
      });
    }).join('; '),
  }));
  const reasons = [P.rule[lang], P.verdictRule[lang]];
  const pro = months.map((m) => L(lang, P.row, {
    month: monthLabel(lang, m.ym), dasha: `${planetShort(lang, m.maha)}–${planetShort(lang, m.antar)}`,
    items: SLOW.map((g) => {
      const p = slow(m, g);
      const bits = [`${planetShort(lang, g)} ${signShort(lang, p.sign)} ${hw(lang, p.houseFromMoon)} ${p.favourable ? (p.vedhaBy.length ? '✓✗' : '✓') : '✗'}`];
      if (p.vedhaBy.length) bits.push(L(lang, P.vedha, { who: p.vedhaBy.map((x) => planetShort(lang, x)).join(', ') }));
      if (p.bindus !== undefined) bits.push(L(lang, P.bindus, { b: p.bindus }));
      return bits.join(', ');
    }).join('; '),
  }));
  const data = {
    label, verdict, jupiter_good_months: jg, saturn_good_months: sg, months: n,
    dasha_at: { label: f.dashaAsked?.label ?? 'now', mahadasha: at.maha, antardasha: at.antar, start: at.subStart, end: at.subEnd },
    dashas: dashaRuns.map((r) => ({ mahadasha: r.v.maha, antardasha: r.v.antar, from: r.from, to: r.to, antardasha_end: r.v.end })),
    gochara: months.map((m) => ({ date: m.t.date, at: new Date(m.t.atMs).toISOString(), mahadasha: m.maha, antardasha: m.antar, planets: m.t.planets.filter((p) => SLOW.includes(p.planet)) })),
  };
  return section(part, answer, { facts, reasons, pro, data, noteTopic: 'timing' });
}
