/**
 * The Varshaphal (Tajika annual chart) of the asked year: varshaphal() (= GET /v1/astrology/varshaphal) for the
 * birth, the year asked (a year, "this/next year", an age; default the current year), the return cast at the birth
 * place. The first line gives the solar return instant (local), the varsha lagna, Muntha's sign and house and the
 * year lord with why; then the Mudda dasha running now (or at the year's start), the Tajika yogas that fired and the
 * main sahams; the reasons are the engine's rules.
 */
import { SIGNS, type Graha } from '../../constants';
import { varshaphal, type VarshaphalDoc } from '../../varshaphal';
import { GRAHAS, houseOrdinal, planetName, signName, type Language, type Localized } from '../lexicon';
import type { Part } from '../asked';
import { L, list, offsetLabel } from './common';
import { section, type Section, type SectionContext } from './types';

const T = {
  lead: {
    en: 'Your varshaphal for {year} (age {age}, year {yol} of life): the sidereal Sun returns to its birth position on {date} at {time} (UTC{off}, {place}); varsha lagna {lagna}; Muntha in {muntha}, the {mh} of the varsha chart; year lord {lord}: {why}',
    hi: '{year} का आपका वर्षफल (आयु {age}, जीवन का {yol}वाँ वर्ष): निरयण सूर्य अपनी जन्म स्थिति पर {date} को {time} (UTC{off}, {place}) लौटता है; वर्ष लग्न {lagna}; मुंथा {muntha} में, वर्ष कुंडली के {mh} में; वर्षेश {lord}: {why}',
    ta: '{year} ஆம் ஆண்டின் உங்கள் வருஷ பலன் (வயது {age}, வாழ்க்கையின் {yol}ஆம் ஆண்டு): நிராயன சூரியன் பிறப்பு நிலைக்கு {date} அன்று {time} மணிக்கு (UTC{off}, {place}) திரும்புகிறார்; வருஷ லக்னம் {lagna}; முந்தா {muntha} ராசியில், வருஷ ஜாதகத்தின் {mh}; வருஷ அதிபதி {lord}: {why}',
  },
  whyAspect: {
    en: 'of the five office-bearers that aspect the varsha lagna, it has the most pancha-vargiya bala ({bala}); it is the {offices}.',
    hi: 'वर्ष लग्न को देखने वाले पदाधिकारियों में इसका पंचवर्गीय बल सबसे अधिक ({bala}) है; यह {offices} है।',
    ta: 'வருஷ லக்னத்தைப் பார்க்கும் பதவியாளர்களில் இதன் பஞ்சவர்கீய பலம் அதிகம் ({bala}); இது {offices}.',
  },
  whyAll: {
    en: 'none of the five office-bearers aspects the varsha lagna, and of all five it has the most pancha-vargiya bala ({bala}); it is the {offices}.',
    hi: 'पाँचों पदाधिकारियों में से कोई वर्ष लग्न को नहीं देखता; पाँचों में इसका पंचवर्गीय बल सबसे अधिक ({bala}) है; यह {offices} है।',
    ta: 'ஐந்து பதவியாளர்களில் எவரும் வருஷ லக்னத்தைப் பார்க்கவில்லை; ஐவரில் இதன் பஞ்சவர்கீய பலம் அதிகம் ({bala}); இது {offices}.',
  },
  muddaNow: { en: 'Mudda dasha now: {lord} ({start} to {end}); then {next}.', hi: 'अभी मुद्दा दशा: {lord} ({start} से {end}); फिर {next}।', ta: 'இப்போது முத்தா தசை: {lord} ({start} முதல் {end}); பின் {next}.' },
  muddaStart: { en: 'Mudda dasha at the year\'s start: {lord} ({start} to {end}); then {next}.', hi: 'वर्ष के आरंभ में मुद्दा दशा: {lord} ({start} से {end}); फिर {next}।', ta: 'ஆண்டின் தொடக்கத்தில் முத்தா தசை: {lord} ({start} முதல் {end}); பின் {next}.' },
  yogas: { en: 'Tajika yogas formed: {items}.', hi: 'बने ताजिक योग: {items}।', ta: 'அமைந்த தாஜிக யோகங்கள்: {items}.' },
  noYogas: { en: 'No Tajika yoga (Ithasala, Easarapha, Nakta, Yamaya, Kamboola, Manau) is formed.', hi: 'कोई ताजिक योग (इत्थशाल, ईसराफ, नक्त, यमया, कम्बूल, मणऊ) नहीं बनता।', ta: 'தாஜிக யோகம் (இத்தசால, ஈசரப, நக்த, யமயா, கம்பூல, மணஊ) எதுவும் அமையவில்லை.' },
  sahams: { en: 'Main sahams: {items}.', hi: 'मुख्य सहम: {items}।', ta: 'முக்கிய சகங்கள்: {items}.' },
  allSahams: { en: 'All sahams ({n}, {dn} return): {items}.', hi: 'सभी सहम ({n}, {dn} प्रवेश): {items}।', ta: 'அனைத்து சகங்கள் ({n}, {dn} பிரவேசம்): {items}.' },
  day: { en: 'day', hi: 'दिन', ta: 'பகல்' }, night: { en: 'night', hi: 'रात्रि', ta: 'இரவு' },
  chart: { en: 'Varsha chart: {items}.', hi: 'वर्ष कुंडली: {items}।', ta: 'வருஷ ஜாதகம்: {items}.' },
  candidates: { en: 'Office-bearers (pancha-vargiya bala; aspects the varsha lagna?): {items}.', hi: 'पदाधिकारी (पंचवर्गीय बल; वर्ष लग्न पर दृष्टि?): {items}।', ta: 'பதவியாளர்கள் (பஞ்சவர்கீய பலம்; வருஷ லக்னப் பார்வை?): {items}.' },
  allMudda: { en: 'Mudda dasha of the year: {items}.', hi: 'वर्ष की मुद्दा दशा: {items}।', ta: 'ஆண்டின் முத்தா தசை: {items}.' },
  yes: { en: 'yes', hi: 'हाँ', ta: 'ஆம்' }, no: { en: 'no', hi: 'नहीं', ta: 'இல்லை' },
  retro: { en: 'R', hi: 'व', ta: 'வ' },
  beforeBirth: { en: 'A varshaphal begins with the year of birth ({birth}); {year} is before it, so here is {shown}.', hi: 'वर्षफल जन्म वर्ष ({birth}) से आरंभ होता है; {year} उससे पहले है, इसलिए {shown} का वर्षफल दिया है।', ta: 'வருஷ பலன் பிறந்த ஆண்டிலிருந்து ({birth}) தொடங்குகிறது; {year} அதற்கு முன், ஆகவே {shown} காட்டப்படுகிறது.' },
  munthaRule: { en: 'Muntha: {rule}', hi: 'मुंथा: जन्म लग्न राशि + पूर्ण वर्ष, प्रति वर्ष एक राशि (ताजिक नीलकंठी); भाव वर्ष लग्न से गिना।', ta: 'முந்தா: ஜென்ம லக்ன ராசி + நிறைவடைந்த ஆண்டுகள், ஆண்டுக்கு ஒரு ராசி (தாஜிக நீலகண்டி); பாவம் வருஷ லக்னத்திலிருந்து.' },
  lordRule: { en: 'Year lord: {rule}', hi: 'वर्षेश: ताजिक नीलकंठी के अनुसार पाँच पदाधिकारियों (जन्म लग्नेश, वर्ष लग्नेश, मुंथेश, त्रिराशि पति, दिन-रात्रि पति) में जो वर्ष लग्न को ताजिक दृष्टि (1/3/4/5/7/9/10/11) से देखता है और जिसका पंचवर्गीय बल सबसे अधिक है; कोई न देखे तो पाँचों में सबसे बली।', ta: 'வருஷ அதிபதி: தாஜிக நீலகண்டிப்படி ஐந்து பதவியாளர்களில் (ஜென்ம லக்னாதிபதி, வருஷ லக்னாதிபதி, முந்தா அதிபதி, திரிராசி பதி, தின-ராத்திரி பதி) வருஷ லக்னத்தை தாஜிக பார்வையால் (1/3/4/5/7/9/10/11) பார்த்து அதிக பஞ்சவர்கீய பலம் உள்ளவர்; எவரும் பார்க்காவிடில் ஐவரில் வலியவர்.' },
  muddaRule: { en: 'Mudda dasha: {rule}', hi: 'मुद्दा दशा: विंशोत्तरी क्रम और अनुपात (वर्ष/120) इस सौर प्रवेश से अगले तक के वास्तविक निरयण वर्ष पर; पहला स्वामी (जन्म नक्षत्र संख्या + पूर्ण वर्ष − 2) ÷ 9 का शेष, सूर्य से गिना।', ta: 'முத்தா தசை: விம்சோத்தரி வரிசையும் விகிதமும் (ஆண்டுகள்/120) இந்த சூரிய பிரவேசத்திலிருந்து அடுத்தது வரையிலான நிராயன ஆண்டில்; முதல் அதிபதி (ஜென்ம நட்சத்திர எண் + நிறைவடைந்த ஆண்டுகள் − 2) ÷ 9 இன் மீதி, சூரியனிலிருந்து எண்ணி.' },
  returnRule: { en: 'The return: the instant the sidereal (Lahiri) Sun comes back to its birth longitude {sun}°, cast for the birth place.', hi: 'वर्ष प्रवेश: वह क्षण जब निरयण (लाहिड़ी) सूर्य अपने जन्म भोगांश {sun}° पर लौटता है, जन्म स्थान के लिए।', ta: 'வருஷ பிரவேசம்: நிராயன (லாஹிரி) சூரியன் பிறப்பு பாகை {sun}°-க்குத் திரும்பும் கணம், பிறந்த இடத்துக்கு.' },
} satisfies Record<string, Localized>;

const OFFICE: [RegExp, Localized][] = [
  [/^janma lagna lord/, { en: 'janma lagna lord', hi: 'जन्म लग्नेश', ta: 'ஜென்ம லக்னாதிபதி' }],
  [/^varsha lagna lord/, { en: 'varsha lagna lord', hi: 'वर्ष लग्नेश', ta: 'வருஷ லக்னாதிபதி' }],
  [/^muntha lord/, { en: 'muntha lord', hi: 'मुंथेश', ta: 'முந்தா அதிபதி' }],
  [/^tri-rashi pati \(day\)/, { en: 'tri-rashi pati (day)', hi: 'त्रिराशि पति (दिन)', ta: 'திரிராசி பதி (பகல்)' }],
  [/^tri-rashi pati \(night\)/, { en: 'tri-rashi pati (night)', hi: 'त्रिराशि पति (रात्रि)', ta: 'திரிராசி பதி (இரவு)' }],
  [/^dina-ratri pati .*day/, { en: "dina-ratri pati (the Sun's sign lord, day)", hi: 'दिन-रात्रि पति (सूर्य राशि का स्वामी, दिन)', ta: 'தின-ராத்திரி பதி (சூரிய ராசி அதிபதி, பகல்)' }],
  [/^dina-ratri pati .*night/, { en: "dina-ratri pati (the Moon's sign lord, night)", hi: 'दिन-रात्रि पति (चंद्र राशि का स्वामी, रात्रि)', ta: 'தின-ராத்திரி பதி (சந்திர ராசி அதிபதி, இரவு)' }],
];
const officeName = (lang: Language, o: string): string => OFFICE.find(([r]) => r.test(o))?.[1][lang] ?? o;

export const TAJIKA_YOGA_LOCAL: Record<string, Localized> = {
  Ithasala: { en: 'Ithasala', hi: 'इत्थशाल', ta: 'இத்தசால' }, Easarapha: { en: 'Easarapha', hi: 'ईसराफ', ta: 'ஈசரப' },
  Nakta: { en: 'Nakta', hi: 'नक्त', ta: 'நக்த' }, Yamaya: { en: 'Yamaya', hi: 'यमया', ta: 'யமயா' },
  Kamboola: { en: 'Kamboola', hi: 'कम्बूल', ta: 'கம்பூல' }, Manau: { en: 'Manau', hi: 'मणऊ', ta: 'மணஊ' },
};
const YOGA_RULE_LOCAL: Record<string, Omit<Localized, 'en'>> = {
  Ithasala: { hi: 'इत्थशाल: ताजिक दृष्टि वाले दो ग्रह, तेज़ ग्रह राशि-अंशों में धीमे से पीछे, अंतर दीप्तांश के भीतर (प्रयोग)।', ta: 'இத்தசால: தாஜிக பார்வையுள்ள இரு கிரகங்கள், வேகமானது ராசிப் பாகையில் மெதுவானதற்குப் பின், இடைவெளி தீப்தாம்சத்துக்குள் (நெருங்குதல்).' },
  Easarapha: { hi: 'ईसराफ: ताजिक दृष्टि में, तेज़ ग्रह धीमे से आगे, अंतर दीप्तांश के भीतर (वियोग)।', ta: 'ஈசரப: தாஜிக பார்வையில், வேகமானது மெதுவானதற்கு முன், இடைவெளி தீப்தாம்சத்துக்குள் (பிரிதல்).' },
  Nakta: { hi: 'नक्त: दृष्टि रहित दो ग्रहों के बीच दोनों से तेज़ तीसरा ग्रह एक से वियोग और दूसरे से प्रयोग करता है।', ta: 'நக்த: பார்வையற்ற இரு கிரகங்களுக்கிடையே இருவரையும் விட வேகமான மூன்றாவது ஒன்றிலிருந்து பிரிந்து மற்றொன்றை நெருங்குகிறது.' },
  Yamaya: { hi: 'यमया: दृष्टि रहित दो ग्रह दोनों से धीमे तीसरे ग्रह से इत्थशाल करते हैं।', ta: 'யமயா: பார்வையற்ற இரு கிரகங்களும் இருவரையும் விட மெதுவான மூன்றாவதுடன் இத்தசாலம் செய்கின்றன.' },
  Kamboola: { hi: 'कम्बूल: चंद्रमा दो अन्य ग्रहों के इत्थशाल के किसी एक से इत्थशाल करता है।', ta: 'கம்பூல: சந்திரன் இரு கிரகங்களின் இத்தசாலத்தில் ஒன்றுடன் இத்தசாலம் செய்கிறார்.' },
  Manau: { hi: 'मणऊ: मंगल या शनि (जोड़ी से बाहर) इत्थशाल के तेज़ ग्रह पर शत्रु दृष्टि (1/4/7/10) दीप्तांश के भीतर डालता है।', ta: 'மணஊ: செவ்வாய் அல்லது சனி (ஜோடிக்கு வெளியே) இத்தசாலத்தின் வேகமான கிரகத்தின் மீது பகைப் பார்வை (1/4/7/10) தீப்தாம்சத்துக்குள்.' },
};
/** The sahams the first answer names (the rest are in the detail). */
const MAIN_SAHAMS = ['Punya', 'Vidya', 'Yasas', 'Karma', 'Vivaha', 'Artha'];

const sIdx = (s: string) => SIGNS.indexOf(s as (typeof SIGNS)[number]);
const sign = (lang: Language, s: string) => signName(lang, sIdx(s));
/** An engine UTC instant "2027-03-12T20:36:03Z" as the local date at the return's offset. */
export const localDate = (iso: string, offsetHours: number): string => new Date(Date.parse(iso) + offsetHours * 3600000).toISOString().slice(0, 10);

/** The year (and age) asked: an age, a year in the question, "this/next year", else the current year. */
export function varshaYearOf(part: Extract<Part, { topic: 'varshaphal' }>, ctx: SectionContext): { year?: number; age?: number } {
  if (part.age !== undefined) return { age: part.age };
  const birthYear = Number(String(ctx.me!.birth.date).slice(0, 4));
  const now = new Date(ctx.nowMs).getUTCFullYear();
  const y = ctx.u.years.find((x) => x >= birthYear) ?? ctx.u.years[0];
  if (y !== undefined) return { year: y };
  return { year: now + (ctx.u.relativeYear ?? 0) };
}

export function varshaphalSection(part: Extract<Part, { topic: 'varshaphal' }>, ctx: SectionContext): Section {
  const { lang } = ctx;
  const birth = ctx.me!.birth;
  const birthYear = Number(String(birth.date).slice(0, 4));
  let asked = varshaYearOf(part, ctx);
  let note: string | null = null;
  if (asked.year !== undefined && asked.year < birthYear) {
    const shown = Math.max(birthYear, new Date(ctx.nowMs).getUTCFullYear());
    note = L(lang, T.beforeBirth, { birth: birthYear, year: asked.year, shown });
    asked = { year: shown };
  }
  const doc = varshaphal({ ...birth, language: lang, ...asked } as never) as VarshaphalDoc;
  const sr = doc.solar_return;
  const off = sr.tz_offset_hours;
  const yl = doc.year_lord;
  const offices = yl.candidates.filter((c) => c.planet === yl.planet).map((c) => officeName(lang, c.office));
  const best = yl.candidates.find((c) => c.planet === yl.planet)!;
  const why = L(lang, yl.candidates.some((c) => c.aspects_lagna) ? T.whyAspect : T.whyAll, { bala: best.pancha_vargiya_bala, offices: list(lang, offices) });
  const answer = L(lang, T.lead, {
    year: doc.year, age: doc.age, yol: doc.year_of_life, date: sr.local_datetime.slice(0, 10), time: sr.local_datetime.slice(11, 19), off: offsetLabel(off),
    place: ctx.me!.label, lagna: sign(lang, doc.chart.ascendant.sign), muntha: sign(lang, doc.muntha.sign), mh: houseOrdinal(lang, doc.muntha.house),
    lord: planetName(lang, yl.planet), why,
  });

  const periods = doc.mudda_dasha.periods;
  const nowI = periods.findIndex((p) => Date.parse(p.start) <= ctx.nowMs && ctx.nowMs < Date.parse(p.end));
  const i = nowI >= 0 ? nowI : 0;
  const period = (k: number) => periods[k];
  const next = period(i + 1);
  const facts: string[] = [
    L(lang, nowI >= 0 ? T.muddaNow : T.muddaStart, {
      lord: planetName(lang, period(i).planet as Graha), start: localDate(period(i).start, off), end: localDate(period(i).end, off),
      next: next ? `${planetName(lang, next.planet as Graha)} (${localDate(next.start, off)} – ${localDate(next.end, off)})` : '—',
    }),
  ];
  const yogas = doc.tajika_yogas.yogas;
  const yogaItem = (y: (typeof yogas)[number]) => `${TAJIKA_YOGA_LOCAL[y.yoga]?.[lang] ?? y.yoga} (${y.planets.map((g) => planetName(lang, g as Graha)).join('–')})`;
  facts.push(yogas.length ? L(lang, T.yogas, { items: list(lang, yogas.map(yogaItem)) }) : T.noYogas[lang]);
  const sahamItem = (s: VarshaphalDoc['sahams']['sahams'][number]) =>
    `${lang === 'en' ? `${s.name} (${s.meaning})` : `${s.name_local ?? s.name} (${s.name})`} ${sign(lang, s.sign)} ${s.degree_in_sign.toFixed(2)}°`;
  const main = MAIN_SAHAMS.map((n) => doc.sahams.sahams.find((s) => s.name === n)).filter((s): s is NonNullable<typeof s> => !!s);
  facts.push(L(lang, T.sahams, { items: list(lang, main.map(sahamItem)) }));
  if (note) facts.unshift(note);

  const firedKinds = [...new Set(yogas.map((y) => y.yoga))];
  const reasons = [
    L(lang, T.returnRule, { sun: doc.natal.sun_longitude.toFixed(4) }),
    L(lang, T.munthaRule, { rule: doc.muntha.rule }),
    L(lang, T.lordRule, { rule: yl.rule }),
    L(lang, T.muddaRule, { rule: doc.mudda_dasha.rule }),
    ...firedKinds.map((k) => (lang === 'en' ? `${k}: ${doc.tajika_yogas.rules[k]}` : YOGA_RULE_LOCAL[k]?.[lang] ?? `${k}: ${doc.tajika_yogas.rules[k]}`)),
  ];
  const pro = [
    L(lang, T.chart, { items: list(lang, doc.chart.planets.map((p) => `${GRAHAS.includes(p.planet as Graha) ? planetName(lang, p.planet as Graha) : p.planet} ${sign(lang, p.sign)} ${p.degree_in_sign.toFixed(2)}°${p.retrograde && p.planet !== 'Rahu' && p.planet !== 'Ketu' ? ` ${T.retro[lang]}` : ''} (${houseOrdinal(lang, p.house)})`)) }),
    L(lang, T.candidates, { items: list(lang, yl.candidates.map((c) => `${officeName(lang, c.office)}: ${planetName(lang, c.planet)} ${c.pancha_vargiya_bala} (${c.aspects_lagna ? T.yes[lang] : T.no[lang]})`)) }),
    L(lang, T.allMudda, { items: list(lang, periods.map((p) => `${planetName(lang, p.planet as Graha)} ${localDate(p.start, off)} – ${localDate(p.end, off)}`)) }),
    L(lang, T.allSahams, { n: doc.sahams.sahams.length, dn: (doc.sahams.day_return ? T.day : T.night)[lang], items: list(lang, doc.sahams.sahams.map(sahamItem)) }),
  ];
  return section(part, answer, {
    facts, reasons, pro, noteTopic: null,
    data: {
      year: doc.year, age: doc.age, year_of_life: doc.year_of_life, ayanamsa: doc.ayanamsa, solar_return: sr, varsha_lagna: doc.chart.ascendant,
      muntha: doc.muntha, year_lord: { planet: yl.planet, reason: yl.reason, candidates: yl.candidates }, mudda_dasha: doc.mudda_dasha,
      mudda_now: nowI >= 0 ? periods[nowI] : null, tajika_yogas: yogas, sahams: doc.sahams.sahams,
    },
  });
}
